"""Session 58: parts of a proposal (kg/extract/roles_proposals.py).

- :data:`~kg.extract.roles_proposals.STEP_PARTS`: in a run of step sentences ("First, ...
  Second, ... Finally, ...") after the main proposal's, one indefinite part phrase that "we"
  bring in is a part; a lone "Then, we ..." sentence makes no run.
- :data:`~kg.extract.roles_proposals.ENUMERATED_MAKEUP_PARTS`: an enumerated list after a verb
  of make-up ("incorporates two novel ideas: (i) ...", "Our key contributions include: (i) a
  ...") names lower-case parts.
- :data:`~kg.extract.roles_proposals.ROLE_NOUN_PARTS`: two capitalised agent nouns ("a Sorter
  ... and a Packer") in the object of the proposal's verb are parts; one alone is not.
- :data:`~kg.extract.roles_proposals.HYPHENS_UNCOUNTED`: hyphens do not count towards the
  six-word limit of a part phrase.
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from tests.factories import parts_and_proposed

import pytest

# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")


_TOPIC = "Warehouse robots waste time on poorly ordered picking routes. "


_extract = parts_and_proposed


_STEPS = (_TOPIC + "To fix this, we propose a novel picking planner named ZORBO. "
          "First, we design a shelf-aware route encoder that summarises the aisle layout. "
          "Second, we propose a demand-driven order-batch router that groups similar orders. "
          "Finally, we introduce a collision avoidance mechanism to keep robots apart. "
          "Experiments in three warehouses show that ZORBO halves idle time.")


def test_step_sentences_bring_in_one_part_each(ex):
    parts, proposed = _extract(ex, _STEPS)
    assert {("shelf-aware route encoder", "ZORBO"), ("demand-driven order-batch router", "ZORBO"),
            ("collision avoidance mechanism", "ZORBO")} <= parts
    assert "collision avoidance mechanism" in proposed


def test_step_parts_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "STEP_PARTS", False)
    parts, _ = _extract(ex, _STEPS)
    assert ("collision avoidance mechanism", "ZORBO") not in parts


def test_a_lone_then_sentence_is_no_run_of_steps(ex):
    parts, _ = _extract(ex, _TOPIC + "To fix this, we propose a novel picking planner named ZORBO. "
                        "Then, we introduce a collision avoidance mechanism to keep robots apart. "
                        "Experiments in three warehouses show that ZORBO halves idle time.")
    assert ("collision avoidance mechanism", "ZORBO") not in parts


def test_steps_before_the_proposal_give_no_part(ex):
    parts, _ = _extract(ex, _TOPIC + "First, we introduce a collision avoidance mechanism to keep robots "
                        "apart. Second, we design a shelf-aware route encoder. Finally, we propose a novel "
                        "picking planner named ZORBO. ZORBO halves idle time.")
    assert not any(whole == "ZORBO" for _, whole in parts)


def test_enumerated_ideas_after_a_makeup_verb_are_parts(ex):
    parts, proposed = _extract(ex, _TOPIC + "We introduce ZORBO, a picking planner for large warehouses. "
                               "Our framework incorporates two novel ideas: (i) congestion-aware slot "
                               "assignment, which spreads robots over aisles; and (ii) lazy route "
                               "repair that fixes only blocked segments. ZORBO halves idle time.")
    assert {("congestion-aware slot assignment", "ZORBO"), ("lazy route repair", "ZORBO")} <= parts
    assert "lazy route repair" in proposed


def test_enumerated_contributions_with_articles_are_parts(ex):
    parts, _ = _extract(ex, _TOPIC + "We present ZORBO, a picking planner for large warehouses. Our key "
                        "contributions include: (i) a shelf-aware route encoder that reads the layout, and "
                        "(ii) a demand-driven batching scheme that groups orders. ZORBO halves idle time.")
    assert {("shelf-aware route encoder", "ZORBO"), ("demand-driven batching scheme", "ZORBO")} <= parts


def test_enumerated_makeup_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "ENUMERATED_MAKEUP_PARTS", False)
    parts, _ = _extract(ex, _TOPIC + "We introduce ZORBO, a picking planner for large warehouses. "
                        "Our framework incorporates two novel ideas: (i) congestion-aware slot "
                        "assignment, which spreads robots over aisles; and (ii) lazy route "
                        "repair that fixes only blocked segments. ZORBO halves idle time.")
    assert ("lazy route repair", "ZORBO") not in parts


def test_enumerated_list_without_makeup_verb_gives_no_part(ex):
    parts, _ = _extract(ex, _TOPIC + "We introduce ZORBO, a picking planner for large warehouses. "
                        "We evaluate it in two settings: (i) small depots with narrow aisles, and "
                        "(ii) large depots with wide aisles. ZORBO halves idle time.")
    assert not any(whole == "ZORBO" for _, whole in parts)


def test_capitalised_agent_nouns_are_parts(ex):
    parts, proposed = _extract(ex, _TOPIC + "We propose a novel planner named ZORBO. ZORBO employs a Sorter "
                               "to rank pending orders, and a Packer to fill each tote, which avoids "
                               "idle trips. ZORBO halves idle time.")
    assert {("Sorter", "ZORBO"), ("Packer", "ZORBO")} <= parts
    assert {"Sorter", "Packer"} <= proposed


def test_a_single_agent_noun_is_no_part(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose a novel planner named ZORBO. ZORBO employs a Sorter "
                        "to rank pending orders. ZORBO halves idle time.")
    assert ("Sorter", "ZORBO") not in parts


def test_role_noun_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "ROLE_NOUN_PARTS", False)
    parts, _ = _extract(ex, _TOPIC + "We propose a novel planner named ZORBO. ZORBO employs a Sorter "
                        "to rank pending orders, and a Packer to fill each tote, which avoids "
                        "idle trips. ZORBO halves idle time.")
    assert ("Packer", "ZORBO") not in parts


def test_enumerated_stages_are_no_parts(ex):
    parts, _ = _extract(ex, _TOPIC + "We introduce ZORBO, a picking planner for large warehouses. "
                        "Our framework consists of three stages: (i) pre-training representations with "
                        "route logs, (ii) offline adapting representations with shelf maps, and (iii) "
                        "online planning. ZORBO halves idle time.")
    assert not any(whole == "ZORBO" for _, whole in parts)


def test_long_hyphenated_items_stop_before_a_naming_word(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose a framework called ZORBO which relies on two key components, "
                        "a fairness-promoting order objective and a simple robust aggregation scheme called "
                        "norm-based shelf screening (NBSS). ZORBO halves idle time.")
    assert not any(part.startswith("aggregation scheme called") or part.startswith("robust aggregation")
                   for part, _ in parts)


def test_hyphens_uncounted_reads_a_long_hyphenated_phrase(ex, monkeypatch):
    text = (_TOPIC + "We introduce ZORBO, a picking planner for large warehouses. Our framework incorporates "
            "two novel ideas: (i) demand-aware non-uniform batching, which spreads robots; "
            "and (ii) lazy route repair that fixes blocked segments. ZORBO halves idle time.")
    parts, _ = _extract(ex, text)
    assert ("demand-aware non-uniform batching", "ZORBO") in parts
    monkeypatch.setattr(rp, "HYPHENS_UNCOUNTED", False)
    parts, _ = _extract(ex, text)
    assert ("demand-aware non-uniform batching", "ZORBO") not in parts


def test_one_step_with_a_part_among_other_steps_gives_no_part(ex):
    parts, _ = _extract(ex, _TOPIC + "To fix this, we propose a novel picking planner named ZORBO. "
                        "First, ZORBO builds a shelf graph from the aisle layout. "
                        "Second, we design a demand-driven order-batch router that groups similar orders. "
                        "Finally, we prove that the planner never deadlocks. ZORBO halves idle time.")
    assert ("demand-driven order-batch router", "ZORBO") not in parts


def test_an_item_that_goes_on_after_its_short_form_is_no_part(ex):
    parts, _ = _extract(ex, _TOPIC + "We introduce ZORBO, a picking planner for large warehouses. ZORBO has "
                        "three designs: i) lazy route repair, ii) demand-aware batching, and iii) "
                        "shelf-model-guided neural network (SNN) pruning, including edge pruning. "
                        "ZORBO halves idle time.")
    assert not any(part == "shelf-model-guided neural network" for part, _ in parts)
