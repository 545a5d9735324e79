"""Acronym definitions of session 23 (kg/extract/abbreviations.py). Every sentence is
written for these tests.

* A bracket holding a long form, a semicolon and the short form ("(for Kernel Density
  Estimation; KDE)") is read like the comma form "(long form, SHORT)".
* An "X" stands for a word (part) "cross" anywhere in the short form.
* "SHORT, i.e., (a) Long Form" is an appositive definition as "SHORT, a Long Form" is.
* A lower-case short form in brackets ("(scl)") is one when its letters are the first
  letters of the words just before it, one for one, none a stop word.
"""
from __future__ import annotations

import pytest

from kg.extract.abbreviations import find_acronyms


def _pairs(text: str) -> set[tuple[str, str]]:
    return {(a.short, a.long) for a in find_acronyms(text)}


@pytest.mark.parametrize("text, pair", [
    ("We relate annealing (for Kernel Density Estimation; KDE) to mirror descent.",
     ("KDE", "Kernel Density Estimation")),
    ('We model both the student\'s skill ("skill tracing"; ST) and the curriculum.',
     ("ST", "skill tracing")),
])
def test_semicolon_bracket_defines(text, pair):
    assert pair in _pairs(text)


@pytest.mark.parametrize("text", [
    "We evaluate two baselines (random search; PPO) on every task.",
    "The loss is smaller (see the appendix; LR) than before.",
])
def test_semicolon_bracket_listing_names_defines_nothing(text):
    assert _pairs(text) == set()


@pytest.mark.parametrize("text, pair", [
    ("We train with sparse contrastive learning (scl) on every graph.",
     ("scl", "sparse contrastive learning")),
    ("Our estimator, kernel mean embedding (kme), is unbiased.",
     ("kme", "kernel mean embedding")),
])
def test_lowercase_initials_define(text, pair):
    assert pair in _pairs(text)


@pytest.mark.parametrize("text", [
    "Our method beats the state of the art (ours) on all sets.",
    "We compare a simple method (asm) with two baselines.",
    "We fit trees, random forests, and models (trm) to the data.",
    "The sparse, contrastive loss (scl) is smaller.",
])
def test_lowercase_bracket_without_initials_defines_nothing(text):
    assert _pairs(text) == set()


@pytest.mark.parametrize("text, pair", [
    ("We design spatial cross-view feature fusion (SXFF) for driving scenes.",
     ("SXFF", "spatial cross-view feature fusion")),
    ("We propose Cross-Entropy Search (XES) for planning.",
     ("XES", "Cross-Entropy Search")),
    ("We study explainable graph learning (XGL) on molecules.",
     ("XGL", "explainable graph learning")),
])
def test_x_stands_for_cross(text, pair):
    assert pair in _pairs(text)


def test_x_needs_a_cross_word():
    assert _pairs("We use spatial feature fusion (SXFF) for driving scenes.") == set()


@pytest.mark.parametrize("text, pair", [
    ("We introduce a sampler named BRISK, i.e., a Bounded Rejection Importance Sampling Kernel, "
     "for sparse models.", ("BRISK", "Bounded Rejection Importance Sampling Kernel")),
    ("We propose HOPE, i.e., Hierarchical Online Policy Estimation, which adapts quickly.",
     ("HOPE", "Hierarchical Online Policy Estimation")),
])
def test_ie_appositive_defines(text, pair):
    assert pair in _pairs(text)


@pytest.mark.parametrize("text", [
    "We fine-tune BERT, i.e., BERT becomes sparse after training.",
    "We run PPO, i.e., the usual baseline, on each task.",
    "We report MSE, i.e., lower is better.",
])
def test_ie_appositive_without_spelled_letters_defines_nothing(text):
    assert _pairs(text) == set()
