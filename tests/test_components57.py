"""Session 57: parts of a proposal (kg/extract/roles_proposals.py).

- :meth:`ProposalRules._acronym_spelled_parts` (switch ``ACRONYM_SPELLED_PARTS``): a list of
  capitalised items whose capitals spell a proposed name ("Sorting, Packing and Loading" of
  "SPL") names parts of that proposal; not the long form of an acronym definition, not a
  list whose capitals spell nothing proposed.
- :meth:`ProposalRules._parts_end` (switch ``RELATIVE_AND_CONTINUES``): a verb after "and"
  inside an item's relative clause does not end a counted part list.
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from tests.factories import parts_and_proposed

import pytest

# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")


_TOPIC = "Warehouse robots waste time on poorly ordered picking routes. "


_extract = parts_and_proposed


def test_stages_spelling_the_acronym_are_parts(ex):
    parts, proposed = _extract(ex, _TOPIC + "We propose a novel planner named SPL, featuring a three-stage "
                               "process: Sorting, Packing, and Loading. SPL halves the idle time of robots.")
    assert {("Sorting", "SPL"), ("Packing", "SPL"), ("Loading", "SPL")} <= parts
    assert {"Sorting", "Packing", "Loading"} <= proposed


def test_leading_capital_run_of_an_item_counts(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose a planner named BRVE, built from three stages: Batching, "
                        "Ranking, and VErification. BRVE halves the idle time of robots.")
    assert {("Batching", "BRVE"), ("Ranking", "BRVE"), ("VErification", "BRVE")} <= parts


def test_multiword_items_spelling_the_trailing_capitals_of_a_mixed_name(ex):
    parts, proposed = _extract(ex, _TOPIC + "We present RoboKPR, a two-stage strategy encompassing Keyed "
                               "Prefetching followed by Reactive shelf balancing, to cut idle time.")
    assert {("Keyed Prefetching", "RoboKPR"), ("Reactive shelf balancing", "RoboKPR")} <= parts
    assert "Reactive shelf balancing" in proposed


def test_first_capitals_of_items_spell_the_name(ex):
    parts, _ = _extract(ex, _TOPIC + "We further introduce TTT, a routing framework with Tiered-zone "
                        "indexing, Temporal slot hierarchy, and Transfer-stage tuning built on one map.")
    assert {("Tiered-zone indexing", "TTT"), ("Temporal slot hierarchy", "TTT"),
            ("Transfer-stage tuning", "TTT")} <= parts


def test_long_form_of_an_acronym_definition_is_no_part_list(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose Sorting, Packing and Loading (SPL), a planner for robots. "
                        "SPL halves the idle time of robots.")
    assert not any(w == "SPL" for _, w in parts)


def test_list_whose_capitals_spell_no_proposal_is_no_part_list(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose a novel planner named SPL, tested in three sites: Berlin, "
                        "Oslo, and Madrid. SPL halves the idle time of robots.")
    assert not any(p in ("Berlin", "Oslo", "Madrid") for p, _ in parts)


def test_acronym_spelled_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "ACRONYM_SPELLED_PARTS", False)
    parts, _ = _extract(ex, _TOPIC + "We propose a novel planner named BRVE, built from three stages: "
                        "Batching, Ranking, and VErification. BRVE halves the idle time of robots.")
    assert ("Ranking", "BRVE") not in parts


def test_spelled_parts_log_records_firings(ex, monkeypatch):
    log: list = []
    monkeypatch.setattr(rp, "ACRONYM_SPELLED_PART_LOG", log)
    _extract(ex, _TOPIC + "We propose a novel planner named SPL, featuring a three-stage process: Sorting, "
             "Packing, and Loading. SPL halves the idle time of robots.")
    assert ("Packing", "SPL") in log


_HOPPER = ("Warehouse robots waste time on poorly ordered picking routes. We propose Hopper (HPR), a "
           "route planner. HPR is composed of two modules: a demand forecasting module that predicts "
           "orders and ranks shelves, and a route scoring module that weighs candidate paths.")


def test_verb_in_an_items_relative_clause_does_not_end_the_list(ex):
    parts, proposed = _extract(ex, _HOPPER)
    assert {("demand forecasting module", "HPR"), ("route scoring module", "HPR")} <= parts
    assert "route scoring module" in proposed


def test_relative_and_continues_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "RELATIVE_AND_CONTINUES", False)
    parts, _ = _extract(ex, _HOPPER)
    assert ("demand forecasting module", "HPR") in parts
    assert ("route scoring module", "HPR") not in parts


def test_second_predicate_of_the_contain_verb_still_ends_the_list(ex):
    parts, _ = _extract(ex, "Warehouse robots waste time on poorly ordered picking routes. We propose Hopper, "
                        "a route planner. Hopper contains a Shelf Ranker and reuses the Dijkstra Router "
                        "for paths.")
    assert ("Shelf Ranker", "Hopper") in parts
    assert ("Dijkstra Router", "Hopper") not in parts


def test_items_that_are_short_forms_or_coined_words_spell_nothing(ex):
    parts, _ = _extract(ex, _TOPIC + "We introduce MAPS, a planner that lets robots MAP and Shelve goods "
                        "in one pass. MAPS halves the idle time of robots.")
    assert not any(w == "MAPS" for _, w in parts)


def test_spelled_word_shape():
    ok = rp.ProposalRules._spelled_word_ok
    assert ok("Divergence") and ok("REfinement") and ok("Multi")
    assert not ok("SSMs") and not ok("LLMs") and not ok("SEE") and not ok("ConvNets")
