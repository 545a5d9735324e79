"""Acronym definitions with the short form first, ``SHORT (long form)`` (Schwartz & Hearst,
2003, section 2.1: a bracket of more than two words holds the long form of the token before
it), session 34 round 2 (kg/extract/abbreviations.py ``_short_then_long``). Every sentence
is written for these tests.

* Quotation marks around the whole bracketed long form are no part of it.
* A bracket that opens with "i.e.," after a short form is read as its long form (other
  asides, "(e.g., ...)", stay asides; the letters decide).
* One singular type noun ("benchmark", "dataset", "model") may stand between the short
  form and the bracket.
"""
from __future__ import annotations

import pytest

from kg.extract.abbreviations import find_acronyms


def _pairs(text: str) -> set[tuple[str, str]]:
    return {(a.short, a.long) for a in find_acronyms(text)}


@pytest.mark.parametrize("text, pair", [
    ("We introduce QuoRL (“Quorum-Observed Reinforcement Learning”), a new setting.",
     ("QuoRL", "Quorum-Observed Reinforcement Learning")),
    ('Our method, SPG ("Sparse Plonk Gradients"), trains fast.', ("SPG", "Sparse Plonk Gradients")),
    ("Our final model, ZR-MoE (i.e., Zorb, then Route MoE), prunes experts.",
     ("ZR-MoE", "Zorb, then Route MoE")),
    ("We use BLT (i.e. blended latent tokens) for speed.", ("BLT", "blended latent tokens")),
    ("We release the ZOTT benchmark (Zorb Open Typo Text), for retrieval.",
     ("ZOTT", "Zorb Open Typo Text")),
    ("We train the GPL model (Gated Plonk Learner) on speech.", ("GPL", "Gated Plonk Learner")),
])
def test_short_form_first(text, pair):
    assert pair in _pairs(text)


@pytest.mark.parametrize("text", [
    "We evaluate the GPT-4 model (i.e., the largest model we could query) on the task.",
    "We train ResNet (i.e., a deep convolutional network) on the data.",
    "We test several DPMs architectures (DDPM, iDDPM) on two datasets.",
    "We compare against BERT (e.g., Big Encoder Representation Transformer) baselines.",
    "The ZPG loss (“a simple trick”) helps.",
])
def test_short_form_first_not_definitions(text):
    assert _pairs(text) == set()


def test_quote_span_covers_the_bracket():
    text = "We introduce QuoRL (“Quorum-Observed Reinforcement Learning”), a new setting."
    (acro,) = find_acronyms(text)
    assert text[acro.start:acro.end] == "QuoRL (“Quorum-Observed Reinforcement Learning”)"
    assert acro.rule == "schwartz-hearst"


# "SHORT, long form, ..." without an article: an apposition closed by a comma, after a
# naming verb or at the sentence start; the whole phrase between the commas is the long form.
@pytest.mark.parametrize("text, pair", [
    ("We propose ZORB, Zero-shot Object Retrieval Baseline, a method for search.",
     ("ZORB", "Zero-shot Object Retrieval Baseline")),
    ("We introduce SPR, sparse plonk routing, which trains fast.", ("SPR", "sparse plonk routing")),
    ("GLINT, Gated LINear Transformer, is our model.", ("GLINT", "Gated LINear Transformer")),
])
def test_bare_appositive(text, pair):
    assert pair in _pairs(text)


@pytest.mark.parametrize("text", [
    "We evaluate BERT, Big Encoder Representation Transformer, on the task.",  # no naming verb
    "We propose ZORB, Zero-shot Object Retrieval Baseline.",  # not closed by a comma
    "We propose ABC, DEF, and GHI for ranking.",
    "In RL, Reward Learning, we study rewards.",
    "We release ZPG, an upgrade, and its code.",
])
def test_bare_appositive_not_definitions(text):
    assert _pairs(text) == set()
