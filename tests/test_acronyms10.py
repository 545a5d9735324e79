"""Acronym definitions of round 10 (kg/extract/abbreviations.py). Every sentence is written
for these tests.

* A remark inside the bracket that says the word is a short form: "(CARD for short)",
  "(abbreviated as DRQ)", "(SNR hereafter)".
* Definitions without brackets: "Long Form, or XYZ for short," and "Long Form, abbreviated
  as XYZ"; "A, or B" alone is no definition.
* A possessive ends the long form when the letters align before it: "large language
  models' tremendous success (LLMs)" defines "large language models"; a possessive inside
  a name stays ("Bayes' Net Prior (BNP)"), and so does one whose letters do not fall on
  word starts ("Harris's articulation scheme (HAS)").
* Bold letters whose name goes on to a bracket take the short form the bracket writes.
"""
from __future__ import annotations

import pytest

from kg.extract.abbreviations import find_acronyms
from kg.records import BoldAcronym


def _pairs(text: str) -> set[tuple[str, str]]:
    return {(a.short, a.long) for a in find_acronyms(text)}


@pytest.mark.parametrize("text, pair", [
    ("We fit a Gated Echo Network (GEN for short) to the traces.", ("GEN", "Gated Echo Network")),
    ("We fit a Gated Echo Network (GEN, for short) to the traces.", ("GEN", "Gated Echo Network")),
    ("The Mean Reward Gap (abbreviated as MRG) drops.", ("MRG", "Mean Reward Gap")),
    ("The Mean Reward Gap (MRG hereafter) drops.", ("MRG", "Mean Reward Gap")),
])
def test_remarks_inside_the_bracket(text, pair):
    assert pair in _pairs(text), _pairs(text)


@pytest.mark.parametrize("text, pair", [
    ("We train Sparse Token Routing, or STR for short, on speech.", ("STR", "Sparse Token Routing")),
    ("We train sparse token routing or STR for short.", ("STR", "sparse token routing")),
    ("We train Sparse Token Routing, abbreviated as STR, on speech.", ("STR", "Sparse Token Routing")),
    ("Results use Sparse Token Routing, abbreviated STR.", ("STR", "Sparse Token Routing")),
])
def test_definitions_without_brackets(text, pair):
    found = find_acronyms(text)
    assert pair in {(a.short, a.long) for a in found}, found
    assert all(a.rule == "bracketless" for a in found if a.short == pair[0])


def test_or_without_the_remark_is_no_definition():
    assert _pairs("We train Sparse Token Routing, or STR, on speech.") == set()


def test_letters_that_do_not_spell_the_phrase_give_nothing():
    assert _pairs("Our compressor, abbreviated as DRQ, wins.") == set()


def test_a_possessive_ends_the_long_form():
    pairs = _pairs("Vision models follow large language models' rapid progress (LLMs) closely.")
    assert pairs == {("LLMs", "large language models")}, pairs


def test_a_possessive_inside_a_name_stays():
    assert _pairs("We propose Bayes' Net Prior (BNP) for trees.") == {("BNP", "Bayes' Net Prior")}
    # the letters of HAS do not fall on word starts of "Harris": the whole phrase defines it
    assert _pairs("We use Harris's articulation scheme (HAS) here.") == {("HAS", "Harris's articulation scheme")}


def test_bold_letters_take_the_bracket_spelling():
    text = "We build Channel Aligned Robust Blend Transformer (CARD for short) for series."
    start = text.index("Channel")
    bold = BoldAcronym(short="CARd", long="Channel Aligned Robust Blend", start=start,
                       end=start + len("Channel Aligned Robust Blend"))
    found = {(a.short, a.long) for a in find_acronyms(text, bold=(bold,))}
    assert ("CARD", "Channel Aligned Robust Blend Transformer") in found, found


@pytest.mark.parametrize("text, pair", [
    # a lost space glues a word to the long form: the capital opens it
    ("We train robots, namelyProximal Gait Search (PGS), on stairs.", ("PGS", "Proximal Gait Search")),
    # a capitalised letter inside a word glues nothing
    ("We use diffusioN Optimized Sampling (NOS) for proteins.", ("NOS", "diffusioN Optimized Sampling")),
    # camel case opened by a short word stays whole
    ("We use deepSpeed Zero (DSZ) here.", ("DSZ", "deepSpeed Zero")),
])
def test_glued_words(text, pair):
    assert pair in _pairs(text), _pairs(text)


def test_a_prepositional_phrase_after_the_last_letter_is_no_part():
    assert _pairs("We study best arm identification with fixed confidence (BAI) on graphs.") == {
        ("BAI", "best arm identification")}
    # a word the letters reach stays: "with Completion" gives the last C
    assert _pairs("We train Neural Common Neighbor with Completion (NCNC) on graphs.") == {
        ("NCNC", "Neural Common Neighbor with Completion")}


@pytest.mark.parametrize("text, pair", [
    ("We propose Robust Residual Routing via Soft Gates (RRSG) for speech.",
     ("RRSG", "Robust Residual Routing via Soft Gates")),
    ("We propose a novel Adaptive Active Pooling (A2P) layer.", ("A2P", "Adaptive Active Pooling")),
    # another first letter before the long form stays out
    ("In Natural Language Processing Large Language Models (LLMs) dominate.", ("LLMs", "Large Language Models")),
])
def test_a_title_case_name_runs_over_its_capitalised_words(text, pair):
    assert pair in _pairs(text), _pairs(text)
