"""Session 49 component rules (kg/extract/roles_proposals.py), from a draw of 150 corpus
abstracts outside the gold: the indefinite items of a counted part list enumerated with brackets
("two components: (i) a zorb accumulation mechanism to ..., and (ii) a two-timescale plonk step
size"; ENUMERATED_INDEFINITE_PARTS); "the proposed Zorb Temporal Modeling (ZTM) module" after the
main proposal (PART_HEAD_AFTER_SHORT_FORM); "Central to our approach is Zorb Symmetric Attention"
(CORE_PARTS); a long form joined by "and" or holding a gerund is no part of the whole it spells
(LONG_FORM_COORDINATED_PIECES, LONG_FORM_GERUND_PIECES). Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.extract import roles_proposals as R
from kg.records import Paper


# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")


LEAD = "We propose Zorbnet, an agent for web navigation. "


def _extract(ex, text, lead=LEAD):
    return ex.extract(Paper(id="p", abstract=lead + text, source="t"))


def _parts(ex, text, lead=LEAD):
    e = _extract(ex, text, lead)
    return sorted((l.head, l.tail) for l in e.links if l.rel == "partOf")


# --- ENUMERATED_INDEFINITE_PARTS ---

ENUMERATED = ("Zorbnet consists of two components: (i) a sample plonk mechanism to reduce the variance, "
              "and (ii) a two-timescale diminishing step size for stability.")


def test_enumerated_indefinite_items_are_parts(ex):
    assert _parts(ex, ENUMERATED) == [("sample plonk mechanism", "Zorbnet"),
                                      ("two-timescale diminishing step size", "Zorbnet")]


def test_enumerated_indefinite_items_with_numbers(ex):
    got = _parts(ex, "It has three components: 1) a quux retrieval planner, 2) a value critic, and "
                     "3) a multi-view consistency module to align the views.")
    assert got == [("multi-view consistency module", "Zorbnet"), ("quux retrieval planner", "Zorbnet"),
                   ("value critic", "Zorbnet")]


def test_enumerated_indefinite_switch_off(ex, monkeypatch):
    monkeypatch.setattr(R, "ENUMERATED_INDEFINITE_PARTS", False)
    assert _parts(ex, ENUMERATED) == []


def test_enumerated_steps_are_no_parts(ex):
    assert _parts(ex, "Zorbnet works in two stages: (i) a coarse plonk search to find regions, and "
                      "(ii) a fine quux search for the answer.") == []


def test_enumerated_item_that_does_not_end_at_a_boundary_is_skipped(ex):
    # "design of ..." runs on past the noun phrase: no part is cut out of it
    got = _parts(ex, "Zorbnet comprises two key techniques: (i) an annotator-friendly design of plonk "
                     "queries, and (ii) a quux acquisition function for the labels.")
    assert got == [("quux acquisition function", "Zorbnet")]


# --- PART_HEAD_AFTER_SHORT_FORM ---

SHORT_FORM_MODULE = ("The main idea is to enhance the queries by the proposed Motion-guided Plonk Modeling "
                     "(MPM) module, which links adjacent frames.")


def test_module_after_short_form_is_a_part(ex):
    assert ("MPM", "Zorbnet") in _parts(ex, SHORT_FORM_MODULE)


def test_module_after_short_form_switch_off(ex, monkeypatch):
    monkeypatch.setattr(R, "PART_HEAD_AFTER_SHORT_FORM", False)
    assert _parts(ex, SHORT_FORM_MODULE) == []


# --- CORE_PARTS ---

CORE = "Central to our approach is Plonk Symmetric Attention, which refines self-attention."


def test_name_at_the_core_of_our_approach_is_a_part(ex):
    assert _parts(ex, CORE) == [("Plonk Symmetric Attention", "Zorbnet")]


@pytest.mark.parametrize("text", [
    "At the core of Zorbnet is Plonk Symmetric Attention, which refines self-attention.",
    "At the heart of the Zorbnet lies the Plonk Fusion Unit (PFU), which fuses views.",
])
def test_name_at_the_core_of_the_main_proposal_is_a_part(ex, text):
    got = _parts(ex, text)
    assert len(got) == 1 and got[0][1] == "Zorbnet" and got[0][0] in ("Plonk Symmetric Attention", "PFU",
                                                                       "Plonk Fusion Unit")


def test_core_part_keeps_the_lower_case_nouns_of_its_name(ex):
    got = _parts(ex, "At the core of our algorithm is a new Plonk-Good exploration term specifically "
                     "tailored for dueling bandits.")
    assert got == [("Plonk-Good exploration term", "Zorbnet")]


def test_core_part_leaves_off_the_word_for_its_kind(ex):
    got = _parts(ex, "At the heart of Zorbnet lies the Cross-Period Plonk Forecasting technique, which "
                     "simplifies the task.")
    assert got == [("Cross-Period Plonk Forecasting", "Zorbnet")]


@pytest.mark.parametrize("text", [
    "Central to our approach is a feature refinement network, which refines views.",  # lower case
    "At the core of our method is a variant of Graph Quux Networks.",  # what the part comes from
    "At the heart of prior work is Plonk Symmetric Attention, which is costly.",  # not the proposal
])
def test_no_core_part(ex, text):
    assert _parts(ex, text) == []


def test_core_switch_off(ex, monkeypatch):
    monkeypatch.setattr(R, "CORE_PARTS", False)
    assert _parts(ex, CORE) == []


# --- LONG_FORM_COORDINATED_PIECES, LONG_FORM_GERUND_PIECES ---

COORDINATED_TITLE = "PEARQ: Zero-shot Cross-task Plonk Alignment and Robust Quux Learning for Robot Grasping"
COORDINATED = ("In preference-based learning, collecting preference labels is costly. Moreover, the labels "
               "cannot be reused for new tasks. In this paper, we propose Zero-shot Cross-task Plonk Alignment "
               "and Robust Quux Learning (PEARQ), which learns policies from cross-task plonk transfer without "
               "any labels of the target task.")
GERUND_TITLE = "PQCIL: Joint Plonk Quux Cycle Iteration Learning for Deep Spiking Networks"
GERUND = ("Traditional training methods for deep spiking networks have limitations. To overcome these "
          "limitations, we propose a novel learning method named Joint Plonk Quux Cycle Iteration learning for "
          "Deep Spiking Networks (PQCIL) that integrates both plonk and quux behaviors inspired by neurons.")


def _titled_parts(ex, title, text):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return sorted((l.head, l.tail) for l in e.links if l.rel == "partOf")


def test_first_half_of_a_coordinated_long_form_is_no_part(ex):
    assert _titled_parts(ex, COORDINATED_TITLE, COORDINATED) == []


def test_coordinated_long_form_switch_off(ex, monkeypatch):
    monkeypatch.setattr(R, "LONG_FORM_COORDINATED_PIECES", False)
    assert _titled_parts(ex, COORDINATED_TITLE, COORDINATED) == [("Zero-shot Cross-task Plonk Alignment", "PEARQ")]


def test_long_form_with_a_gerund_is_no_part(ex):
    e = ex.extract(Paper(id="p", abstract=GERUND, title=GERUND_TITLE, source="t"))
    assert [l for l in e.links if l.rel == "partOf"] == []
    assert "PQCIL" in {m.text for m in e.mentions if m.role == "proposed"}


def test_gerund_long_form_switch_off(ex, monkeypatch):
    monkeypatch.setattr(R, "LONG_FORM_GERUND_PIECES", False)
    assert _titled_parts(ex, GERUND_TITLE, GERUND) == [("Joint Plonk Quux Cycle Iteration", "PQCIL")]
