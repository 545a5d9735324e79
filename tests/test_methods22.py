"""Method-used rules of methods round 22 (kg/extract/roles_methods.py). Every sentence is
written for these tests.

* A learning paradigm or training regime of
  :data:`~kg.extract.lexicon.REGIME_TECHNIQUES` that forms a whole noun phrase is the
  technique used, with no cue of use (rule ``method-regime``): "Although adversarial
  training is costly", "the parsers rely mainly on supervised learning",
  "after pre-training, the encoder ...". Not: the regime as a modifier ("pre-training
  corpora"), after an adverb ("weakly supervised learning"), after a negation
  ("without pre-training"), a setting left out of the lexicon ("federated learning").
* After a cue of use, a phrase headed by a noun of assumption, guarantee, difficulty,
  intent, access, world, expert, setup or coordinates names a premise, a promise, a
  person or an input, not a technique (rule ``method-use-np`` refuses it: "rely on
  strict smoothness assumptions", "with tight convergence guarantees", "working with
  clinical experts").
"""
from __future__ import annotations

import pytest

from tests.factories import run


def _regimes(sentence: str, extractor) -> set[str]:
    """The texts of rule ``method-regime`` in ``sentence``."""
    return {m.text for m in run(extractor, sentence).mentions if m.rule == "method-regime" and m.type == "Method"}


@pytest.mark.parametrize("sentence,regime", [
    ("Although adversarial training is costly, it hardens image classifiers.", "adversarial training"),
    ("Most tree parsers still rely mainly on supervised learning, which needs many labels.", "supervised learning"),
    ("After pre-training, the speech encoder transcribes rare dialects well.", "pre-training"),
    ("The sketch encoder is learned through end-to-end training on paired drawings.", "end-to-end training"),
    ("The radar model gains most from self-supervised learning, which needs no labels.", "self-supervised learning"),
])
def test_regime_alone_is_a_method(extractor, sentence, regime):
    assert _regimes(sentence, extractor) == {regime}


@pytest.mark.parametrize("sentence", [
    "We release pre-training corpora for twelve low-resource languages.",
    "Weakly supervised learning builds taggers from noisy crowd labels.",
    "The probe is accurate even without pre-training on weather maps.",
    "Federated learning keeps the hospital records on each site.",
])
def test_no_regime(extractor, sentence):
    assert _regimes(sentence, extractor) == set()


def _used_np(sentence: str, extractor) -> set[str]:
    """The texts of rule ``method-use-np`` in ``sentence``."""
    return {m.text for m in run(extractor, sentence).mentions if m.rule == "method-use-np"}


@pytest.mark.parametrize("sentence,phrase", [
    ("Older trackers rely on strict smoothness assumptions about each target.", "strict smoothness assumptions"),
    ("The planner comes with tight convergence guarantees under noise.", "tight convergence guarantees"),
    ("Such probes rely on white-box access to every hidden layer.", "white-box access"),
    ("The annotation scheme was refined by working with clinical experts at two sites.", "clinical experts"),
])
def test_assumption_guarantee_access_or_people_after_use_cue_is_no_method(extractor, sentence, phrase):
    assert phrase not in _used_np(sentence, extractor)
