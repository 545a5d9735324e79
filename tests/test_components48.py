"""Session 48 component rules (kg/extract/roles_proposals.py): lower-case parts a proposal is
"made of" ("Zorbnet consists of a retrieval planner, a value critic and an action executor";
MADE_OF_PART_LISTS, now on), except the generic slots the whole's own name spells ("ZoED
(Zorb Encoder-Decoder) consists of a ... encoder and a ... decoder";
MADE_OF_SLOTS_NOT_PARTS); two phrases sharing one plural part noun after "we" and a
contribution verb ("we introduce zorb collaboration and plonk altruism modules";
SHARED_PLURAL_PARTS); the indefinite items of a counted part list ("two components: a retrieval
planner and a value critic"; COUNTED_INDEFINITE_PARTS). Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.extract import roles_proposals as R
from kg.records import Paper


# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")


LEAD = "We propose Zorbnet, an agent for web navigation. "


def _parts(ex, text, lead=LEAD):
    e = ex.extract(Paper(id="p", abstract=lead + text, source="t"))
    return sorted((l.head, l.tail) for l in e.links if l.rel == "partOf")


def test_three_lower_case_parts_the_proposal_consists_of(ex):
    got = _parts(ex, "Zorbnet consists of a retrieval planner, a value critic and an action executor.")
    assert got == [("action executor", "Zorbnet"), ("retrieval planner", "Zorbnet"), ("value critic", "Zorbnet")]


def test_two_parts_the_proposal_is_composed_of(ex):
    got = _parts(ex, "Zorbnet is composed of a retrieval planner and a value critic.")
    assert got == [("retrieval planner", "Zorbnet"), ("value critic", "Zorbnet")]


ZOED = "We propose ZoED (Zorb Encoder-Decoder), a generic framework for link prediction. "
ZOED_PARTS = "ZoED consists of a relation-aware message encoder and a triplet scoring decoder."


def test_slots_that_the_whole_name_spells_are_no_parts(ex):
    e = ex.extract(Paper(id="p", abstract=ZOED + ZOED_PARTS, source="t"))
    assert "ZoED" in {m.text for m in e.mentions if m.role == "proposed"}
    assert [l for l in e.links if l.rel == "partOf"] == []


def test_slots_become_parts_with_the_switch_off(ex, monkeypatch):
    monkeypatch.setattr(R, "MADE_OF_SLOTS_NOT_PARTS", False)
    assert ("triplet scoring decoder", "ZoED") in _parts(ex, ZOED_PARTS, ZOED)


def test_parts_of_a_noun_the_name_modifies_are_not_the_proposal_s(ex):
    got = _parts(ex, "We further design the transport map as a two-pass Zorbnet map that comprises "
                     "a coarse plonk model and a refinement plonk process.")
    assert got == []


def test_own_subject_switch_off(ex, monkeypatch):
    monkeypatch.setattr(R, "MADE_OF_OWN_SUBJECT", False)
    got = _parts(ex, "We further design the transport map as a two-pass Zorbnet map that comprises "
                     "a coarse plonk model and a refinement plonk process.")
    assert ("coarse plonk model", "Zorbnet") in got


def test_made_of_switch_off_gives_no_parts(ex, monkeypatch):
    monkeypatch.setattr(R, "MADE_OF_PART_LISTS", False)
    monkeypatch.setattr(R, "CONTAIN_LIST_PARTS", False)  # (session 53's rule reads such lists too)
    assert _parts(ex, "Zorbnet is composed of a retrieval planner and a value critic.") == []


def test_two_phrases_sharing_a_plural_module_noun(ex):
    got = _parts(ex, "Specifically, we introduce collective negotiation and reciprocal exchange modules, "
                     "organizing how the agents trade.")
    assert got == [("collective negotiation", "Zorbnet"), ("reciprocal exchange", "Zorbnet")]


def test_shared_plural_techniques_after_the_article(ex):
    got = _parts(ex, "We further propose the staleness gap penalty and outer momentum clipping techniques "
                     "to stabilise its training.")
    assert got == [("outer momentum clipping", "Zorbnet"), ("staleness gap penalty", "Zorbnet")]


@pytest.mark.parametrize("text", [
    "We introduce pre-training and fine-tuning strategies for it.",  # one word each
    "We propose position blurring and attentive rebuilding strategies to relax the task.",  # strategies
    "Prior work introduced collective negotiation and reciprocal exchange modules.",  # not ours
])
def test_no_shared_plural_parts(ex, text):
    assert _parts(ex, text) == []


def test_shared_plural_switch_off(ex, monkeypatch):
    monkeypatch.setattr(R, "SHARED_PLURAL_PARTS", False)
    assert _parts(ex, "Specifically, we introduce collective negotiation and reciprocal exchange modules, "
                      "organizing how the agents trade.") == []


def test_indefinite_items_of_a_counted_part_list(ex):
    got = _parts(ex, "The framework has two components: a retrieval planner and a value critic.")
    assert got == [("retrieval planner", "Zorbnet"), ("value critic", "Zorbnet")]


def test_indefinite_items_switch_off(ex, monkeypatch):
    monkeypatch.setattr(R, "COUNTED_INDEFINITE_PARTS", False)
    assert _parts(ex, "The framework has two components: a retrieval planner and a value critic.") == []


# --- CAPITAL_PART_HEADS: a capitalised name ending in a part noun after an addition opener ---

UNIT = ("We propose Zorbformer, a plonk transformer for image denoising. Zorbformer has two branches. "
        "Besides, we propose the Bidirectional Plonk Unit (BPU) to couple the features of the two branches.")
NETWORK = ("We propose Zorbformer, a plonk transformer for image denoising. "
           "Besides, we propose the Bidirectional Plonk Network (BPN) to denoise videos.")


def test_capitalised_unit_after_besides_is_a_part(ex):
    assert ("BPU", "Zorbformer") in _parts(ex, UNIT, lead="")


def test_capitalised_unit_switch_off(ex, monkeypatch):
    monkeypatch.setattr(R, "CAPITAL_PART_HEADS", False)
    assert _parts(ex, UNIT, lead="") == []


def test_capitalised_network_is_no_part_noun(ex):
    assert _parts(ex, NETWORK, lead="") == []
