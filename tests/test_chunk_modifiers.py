"""Noun-phrase chunker (kg/extract/chunks.py): graded modifiers and mis-tagged participles."""
from __future__ import annotations

import pytest

from kg.extract.chunks import SPANS_KEY
from kg.extract.pipeline import load_nlp


@pytest.fixture(scope="module")
def nlp():
    return load_nlp()


def phrases(nlp, text: str) -> list[str]:
    return [s.text for s in nlp(text).spans[SPANS_KEY]]


def test_degree_adverb_inside_a_noun_phrase_is_kept(nlp):
    assert "three-layer fully connected networks" in phrases(
        nlp, "We analyse three-layer fully connected networks with ReLU activations.")
    assert "fully convolutional network" in phrases(nlp, "We train a fully convolutional network.")


def test_adverb_outside_a_noun_phrase_is_not_pulled_in(nlp):
    found = phrases(nlp, "We rely on efficiently trained models.")
    assert not any(p.startswith("efficiently") for p in found)
    found = phrases(nlp, "The resulting estimator is highly efficient on graphs.")
    assert not any("highly" in p for p in found)


def test_past_form_before_a_nominal_gerund_is_a_modifier(nlp):
    assert "nonconvex federated learning problems" in phrases(
        nlp, "We study nonconvex federated learning problems with many clients.")
    # after a subject pronoun the past form stays a verb
    assert "we trained learning agents" not in [p.lower() for p in phrases(
        nlp, "Then we trained learning agents on grids.")]


def test_evaluative_adverb_stays_outside(nlp):
    found = phrases(nlp, "We revisit a recently proposed sampler for diffusion models.")
    assert not any(p.startswith("recently") for p in found)
