"""Methods used, session 36 (mu22; kg/extract/roles_methods.py, switch ``COMBINE_WITH``).
Every sentence is written for these tests.

* "with" after the object of a verb of combining ("we combine X with Y", "integrating A
  with B") is a cue of use: the lower-case technique phrase after it is a method used.
* "in conjunction with" / "in combination with" is no such cue, and neither is "with"
  after a noun that no verb of combining governs.
* A phrase the word after which shows it was cut short is left out.
"""
from __future__ import annotations

import kg.extract.roles_methods as RM
from tests.factories import run


def _methods(extraction) -> set[str]:
    return {m.text for m in extraction.mentions if m.type == "Method" and m.role != "proposed"}


def test_phrase_after_combine_object_with(extractor):
    found = _methods(run(extractor, "We combine the sketch with gradient noise injection to cut "
                                    "the memory of training."))
    assert "gradient noise injection" in found, found


def test_pronoun_object_of_integrate(extractor):
    found = _methods(run(extractor, "The estimator is biased, so we integrate it with stochastic "
                                    "variance reduction to recover fast rates."))
    assert "stochastic variance reduction" in found, found


def test_in_conjunction_with_is_no_cue(extractor):
    found = _methods(run(extractor, "This identity, in conjunction with uniform stability arguments, "
                                    "yields a sharper bound."))
    assert "uniform stability arguments" not in found, found


def test_with_after_a_plain_noun_is_no_cue(extractor):
    found = _methods(run(extractor, "Many agents with sparse reward signals fail to explore the maze."))
    assert "sparse reward signals" not in found, found


def test_switch_off(extractor, monkeypatch):
    monkeypatch.setattr(RM, "COMBINE_WITH", False)
    found = _methods(run(extractor, "We combine the sketch with gradient noise injection to cut "
                                    "the memory of training."))
    assert "gradient noise injection" not in found, found


def _theory_methods(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.type == "Method" and m.rule == "method-theory"}


def test_named_theory_used_as_a_tool(extractor):
    found = _theory_methods(extractor, "We bound the error of the estimator by leveraging random matrix "
                                       "theory and a new coupling argument.")
    assert "random matrix theory" in found, found


def test_theory_with_the_and_rooted_in(extractor):
    found = _theory_methods(extractor, "The objective is rooted in the spectral graph theory of random walks.")
    assert found == set(), found  # "of" follows: a theory of something, no named tool
    found = _theory_methods(extractor, "Our regulariser is rooted in information theory and is cheap to compute.")
    assert "information theory" in found, found


def test_own_or_generic_theory_is_left_out(extractor):
    for text in ("We develop a comprehensive theory that explains the phenomenon.",
                 "We present a unified theory for sparse attention layers.",
                 "The results in the developed theory match the experiments.",
                 "Many open problems in game theory remain hard for learning agents."):
        assert _theory_methods(extractor, text) == set(), text


def test_theory_switch_off(extractor, monkeypatch):
    monkeypatch.setattr(RM, "NAMED_THEORIES", False)
    found = _theory_methods(extractor, "We bound the error of the estimator by leveraging random matrix "
                                       "theory and a new coupling argument.")
    assert found == set(), found
