"""Method-used rules of methods round 11 (kg/extract/roles_methods.py, kg/extract/lexicon.py).
Every sentence is written for these tests.

* Adjectives that situate or judge a phrase ("representative", "presented", "predominant",
  "plausible", "special", "cumbersome") are no part of a method's name
  (:data:`kg.extract.lexicon.EVALUATIVE`).
* A name after a statement of advantage and "over" ("a 61% bit rate saving over X", "a
  3x speedup over X") is a compared baseline; a name after "an extension / a generalization /
  a variant of" is the method a new one builds on (used); a comparison cue reaches a name past
  "the state-of-the-art" and judging words ("than the recent X"); "improves upon X" compares
  like "over", but not the means after the baseline ("upon X by employing Y").
* A noun phrase that opens with a naming participle ("called X", "termed X") is no method
  mention of its own: the proposal rules judge what a naming verb names.
"""
from __future__ import annotations

import pytest

from tests.factories import run


def _method_texts(extraction) -> set[str]:
    return {m.text for m in extraction.mentions if m.type == "Method"}


@pytest.mark.parametrize("sentence, kept, dropped", [
    ("We show that the predominant logistic-curve model fails on dose responses, and we propose FooFit.",
     "logistic-curve model",
     "predominant logistic-curve model"),
    ("We lift the accuracy of representative LLM agents in many web tasks.", "LLM agents", "representative LLM agents"),
    ("We explain why plausible RNN models forget long contexts.", "RNN", "plausible RNN models"),
    ("Our tuner avoids cumbersome parameter tuning in online convex optimization.", "parameter tuning",
     "cumbersome parameter tuning"),
])
def test_situating_adjective_is_no_part_of_the_name(extractor, sentence, kept, dropped):
    found = _method_texts(run(extractor, sentence))
    assert kept in found
    assert dropped not in found


@pytest.mark.parametrize("sentence", [
    "In this work, we propose a new framework, termed joint-cluster label learning, to model node labels.",
    "In this paper we formalize a new family of models, called multi-view block mixtures, that capture this setting.",
])
def test_phrase_after_a_naming_participle_is_not_a_method_with_the_verb(extractor, sentence):
    found = _method_texts(run(extractor, sentence))
    assert not any(t.lower().startswith(("termed ", "called ")) for t in found)


def _roles(extraction) -> dict[str, str]:
    return {m.text: m.role for m in extraction.mentions if m.type == "Method"}


@pytest.mark.parametrize("sentence, name", [
    ("We propose FooCodec, a neural video codec with 61.2% bit rate saving over KiloNetX and 12.5% over "
     "VeloCodec on a video set.", "KiloNetX"),
    ("We propose FooCodec, a neural video codec with 61.2% bit rate saving over KiloNetX and 12.5% over "
     "VeloCodec on a video set.", "VeloCodec"),
    ("We present FooSearch, which gives a 3x speedup over QuickGraphNet on large graphs.", "QuickGraphNet"),
])
def test_name_after_an_advantage_over_is_compared(extractor, sentence, name):
    assert _roles(run(extractor, sentence)).get(name) == "compared"


@pytest.mark.parametrize("sentence, name", [
    ("We introduce two algorithms: Team-PSRX, an extension of PSRX from two-player games to team games.", "PSRX"),
    ("Theoretically, our framework is a generalization of SMOVIE, and is the first to unify two divergences.",
     "SMOVIE"),
    ("We show that a robust variant of NatCritic converges under heavy tails.", "NatCritic"),
])
def test_name_a_method_is_derived_from_is_used(extractor, sentence, name):
    assert _roles(run(extractor, sentence)).get(name) == "used"


def test_plain_over_is_no_comparison(extractor):
    ex = run(extractor, "We run our sampler over the QuickGraph structure for a day.")
    assert "QuickGraph" not in _roles(ex)


@pytest.mark.parametrize("sentence, name", [
    ("Our method achieves better accuracy than the state-of-the-art KiloQuant using fewer bytes.", "KiloQuant"),
    ("Our sampler outperforms the popular KiloQuant on all tasks.", "KiloQuant"),
])
def test_name_after_judging_words_past_a_comparison_is_compared(extractor, sentence, name):
    assert _roles(run(extractor, sentence)).get(name) == "compared"


@pytest.mark.parametrize("sentence, name", [
    ("Our method achieves gains and faster convergence upon KiloLabel on all tasks.", "KiloLabel"),
    ("Our planner improves visibly upon FlashyAttention in speed.", "FlashyAttention"),
])
def test_name_after_an_advantage_upon_is_compared(extractor, sentence, name):
    assert _roles(run(extractor, sentence)).get(name) == "compared"


def test_the_means_after_a_baseline_is_not_compared(extractor):
    ex = run(extractor, "We propose FooSearch, which improves upon KiloSearch by employing importance sampling.")
    roles = _roles(ex)
    assert roles.get("KiloSearch") == "compared"
    assert roles.get("importance sampling") != "compared"
