"""Proposals split or cut by their acronym, session 14 (kg/extract/abbreviations.py,
acronyms.py, names.py, roles_proposals.py). Every sentence is written for these tests.

* A title-case long form keeps its capitalised type word ("Sparse Mixture Diffusion Model
  (SpaMiD)"): the name, its short form and the acronym record are one thing, and the short
  form is no method the proposal uses.
* A proposal whose name holds more capitalised words than the letters spell ("Adaptive
  Token Routing Optimization (TRO)") becomes the acronym's long form.
* A short form written with a power ("QG^2", "ME(DA)^2", "ST²") is one short form, its
  power written out for the alignment; the long form is never cut at "Through".
"""
from __future__ import annotations

import pytest

from kg.extract.abbreviations import find_acronyms, is_generic_tail, is_short_form
from kg.extract.names import find_names
from kg.resolve import resolve
from tests.factories import run


def _pairs(text: str) -> set[tuple[str, str]]:
    return {(a.short, a.long) for a in find_acronyms(text)}


def _methods(ex, role: str) -> set[str]:
    return {m.text for m in ex.mentions if m.type == "Method" and m.role == role}


def _acronyms(ex) -> set[tuple[str, str]]:
    return {(a.short, a.long) for a in ex.acronyms}


# ------------------------------------------------------------------ short forms with a power

@pytest.mark.parametrize("short, ok", [
    ("QG^2", True), ("ME(DA)^2", True), ("ST²", True), ("(RA)^3", True),
    ("f(x)^2", False),   # function notation: no capital
    ("x^2", False),
    ("QG^7", False),     # a power of 2-4 only
])
def test_power_short_forms(short, ok):
    assert is_short_form(short) is ok


@pytest.mark.parametrize("text, pair", [
    ("We present Quantile Gradient Gating (QG^2) for sparse updates.", ("QG^2", "Quantile Gradient Gating")),
    ("We present Sparse Token Tuning (ST²) for adapters.", ("ST²", "Sparse Token Tuning")),
    ("In this paper, we propose Model Editing Through the Lens of Data Attribution and Dynamic "
     "Adaptation (ME(DA)^2), a new editor.",
     ("ME(DA)^2", "Model Editing Through the Lens of Data Attribution and Dynamic Adaptation")),
])
def test_power_short_forms_are_defined_whole(text, pair):
    assert _pairs(text) == {pair}


def test_function_notation_with_a_power_defines_nothing():
    assert _pairs("We minimise the squared residual (r(t)^2) over time.") == set()


def test_nested_short_form_is_proposed_whole_and_never_cut_at_through(extractor):
    ex = run(extractor, "Editing memories of language models is brittle. In this paper, we propose Model "
                        "Editing Through the Lens of Data Attribution and Dynamic Adaptation (ME(DA)^2), a "
                        "novel approach that edits facts without retraining.")
    long = "Model Editing Through the Lens of Data Attribution and Dynamic Adaptation"
    assert _methods(ex, "proposed") == {long, "ME(DA)^2"}
    assert ("ME(DA)^2", long) in _acronyms(ex)


# ------------------------------------------------------------------ capitalised type words

@pytest.mark.parametrize("text, pair", [
    ("Specifically, we propose Sparse Mixture Diffusion Model (SpaMiD), a planner.",
     ("SpaMiD", "Sparse Mixture Diffusion Model")),
    ("We build the Robust Kernel Fusion Framework (RoKeF) for tabular data.",
     ("RoKeF", "Robust Kernel Fusion Framework")),
    # a type word in small letters stays in the long form too (KEEP_TYPE_TAIL, session 31)
    ("Specifically, we propose a sparse mixture diffusion framework (SpaMiD) for planning.",
     ("SpaMiD", "sparse mixture diffusion framework")),
    ("We train a sparse mixture Model (SpaMi) on logs.", ("SpaMi", "sparse mixture Model")),
])
def test_title_case_long_form_keeps_its_type_word(text, pair):
    assert _pairs(text) == {pair}


def test_proposal_with_type_word_and_its_short_form_are_one_node(extractor):
    ex = run(extractor, "Planning from offline data is hard. Specifically, we propose Sparse Mixture Diffusion "
                        "Model (SpaMiD), a diffusion-based planner for multi-task control. SpaMiD plans with "
                        "a transformer backbone.")
    assert _methods(ex, "proposed") == {"Sparse Mixture Diffusion Model", "SpaMiD"}
    assert "SpaMiD" not in _methods(ex, "used")
    assert not any(l.rel == "uses" and l.tail == "SpaMiD" for l in ex.links)
    res = resolve([ex])
    key = res.key("t", "Method", "SpaMiD")
    assert key is not None and res.key("t", "Method", "Sparse Mixture Diffusion Model") == key


# ------------------------------------------------------------------ names wider than the letters

def test_proposal_with_a_leading_word_becomes_the_long_form(extractor):
    ex = run(extractor, "Ranking is costly. To this end, we introduce a novel approach called Adaptive Token "
                        "Routing Optimization (TRO) that routes tokens by their rank. TRO halves latency.")
    assert _acronyms(ex) == {("TRO", "Adaptive Token Routing Optimization")}
    assert _methods(ex, "proposed") == {"Adaptive Token Routing Optimization", "TRO"}
    assert "TRO" not in _methods(ex, "used")
    res = resolve([ex])
    assert res.key("t", "Method", "TRO") == res.key("t", "Method", "Adaptive Token Routing Optimization")


def test_an_established_short_form_is_not_widened(extractor):
    ex = run(extractor, "We introduce a Calibrated Out-of-Distribution (OOD) scoring head for detectors.")
    assert ("OOD", "Out-of-Distribution") in _acronyms(ex)


@pytest.mark.parametrize("words, ok", [
    ("Model", True), (" -based", True), ("Framework Pipeline", True), ("Network", False), ("", False),
])
def test_generic_tail(words, ok):
    assert is_generic_tail(words) is ok


# ------------------------------------------------------------------ names ending in a preposition

def _names(text: str) -> list[str]:
    return [text[s:e] for s, e, _ in find_names(text, {0})]


def test_a_name_goes_on_past_the_article_after_a_capitalised_preposition():
    text = "We study Sparse Routing Through the Lens of Token Games today."
    assert "Sparse Routing Through the Lens of Token Games" in _names(text)


def test_a_name_never_ends_in_a_capitalised_preposition():
    text = "We study Sparse Routing Through noisy channels today."
    assert "Sparse Routing" in _names(text)
    assert not any(n.endswith("Through") for n in _names(text))
