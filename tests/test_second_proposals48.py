"""Session 48: a second named proposal of a paper is no part of the main one when the abstract
evaluates it on its own ("We show that PFNs learn ... and outperform AlphaZero";
COMPARED_NOT_PARTS) or says it is made with the main one ("a Zorb Speech Language Model (ZSLM)
leveraging PlonkTok"; USING_WHOLE_NOT_PART) (kg/extract/roles_proposals.py). Sentences
written for these tests."""
from __future__ import annotations

import pytest

from kg.extract import roles_proposals as R
from kg.records import Paper

FLOWS = ("We propose ZorbFlow networks (ZFNs), which extend flow samplers to noisy environments. "
         "We then adapt ZFNs to two-player games, proposing plonk flow networks (PFNs). ")
TOKENIZER = ("Therefore, we propose PlonkTok, a unified speech tokenizer for spoken language models. "
             "PlonkTok adopts an encoder-decoder design. ")


def _parts(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return sorted((l.head, l.tail) for l in e.links if l.rel == "partOf")


def _proposed(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {m.text for m in e.mentions if m.role == "proposed"}


@pytest.mark.parametrize("tail", [
    "Also, PFNs outperform AlphaZero in tournaments.",
    "We show that PFNs consistently surpass AlphaZero in tournaments.",
    "We show that PFNs learn to find strong moves in chess and outperform AlphaZero in tournaments.",
])
def test_second_proposal_compared_on_its_own_is_no_part(ex, tail):
    assert _parts(ex, FLOWS + tail) == []
    assert {"PFNs", "ZFNs"} <= _proposed(ex, FLOWS + tail)


def test_compared_switch_off_keeps_the_part(ex, monkeypatch):
    monkeypatch.setattr(R, "COMPARED_NOT_PARTS", False)
    assert _parts(ex, FLOWS + "Also, PFNs outperform AlphaZero in tournaments.") == [("PFNs", "ZFNs")]


@pytest.mark.parametrize("tail", [
    "PFNs reach 80% of optimal moves in chess.",  # evaluated, but no comparison verb
    "AlphaZero outperforms PFNs in tournaments.",  # the object of the comparison, not its subject
    "We show that PFNs learn strong moves, and ZFNs outperform AlphaZero.",  # another subject's verb
])
def test_part_stays_without_its_own_comparison(ex, tail):
    assert _parts(ex, FLOWS + tail) == [("PFNs", "ZFNs")]


def test_second_proposal_made_with_the_main_one_is_no_part(ex):
    text = TOKENIZER + "We construct a Zorb Speech Language Model (ZSLM) leveraging PlonkTok."
    assert _parts(ex, text) == []
    assert "ZSLM" in _proposed(ex, text)


def test_built_on_the_main_one(ex):
    assert _parts(ex, TOKENIZER + "We construct a Zorb Speech Language Model (ZSLM) built on PlonkTok.") == []


def test_using_switch_off_keeps_the_part(ex, monkeypatch):
    monkeypatch.setattr(R, "USING_WHOLE_NOT_PART", False)
    got = _parts(ex, TOKENIZER + "We construct a Zorb Speech Language Model (ZSLM) leveraging PlonkTok.")
    assert got == [("ZSLM", "PlonkTok")]


def test_made_for_the_main_one_stays_a_part(ex):
    got = _parts(ex, TOKENIZER + "We construct a Zorb Speech Language Model (ZSLM) for PlonkTok.")
    assert got == [("ZSLM", "PlonkTok")]


def test_stated_part_stays_although_compared(ex):
    text = ("We propose Zorbnet, an agent for web navigation. Zorbnet consists of two modules: "
            "PlonkPlan and TillCritic. Also, PlonkPlan outperforms earlier planners.")
    assert ("PlonkPlan", "Zorbnet") in _parts(ex, text)
