"""Span and type errors of session 34 (kg/extract/roles.py): a name never starts right after
a hyphen that joins it to the word before (HYPHEN_START_HYGIENE); words of renown and the time
noun of a fronted adverbial are cut from a span's start, and a phrase that an adjective of
error opens is refused (EVALUATIVE_LEADS); a "Name@k" measure is a metric (CUTOFF_METRICS).
All sentences are written for these tests."""
from __future__ import annotations

import pytest

from kg.extract import Extractor
from kg.extract.roles import _clipped_word
from kg.records import Paper


@pytest.fixture(scope="module")
def ex():
    return Extractor()


def _mentions(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return [(m.type, m.text) for m in e.mentions]


def test_a_span_that_starts_after_a_joining_hyphen_is_a_piece_of_a_word():
    text = "We analyse a self-supervised contrastive encoder and a pre-trained ViT."
    for piece in ("supervised contrastive encoder", "trained ViT"):
        s = text.index(piece)
        assert _clipped_word(text, s, s + len(piece)), piece
    for piece in ("self-supervised contrastive encoder", "pre-trained ViT"):
        s = text.index(piece)
        assert not _clipped_word(text, s, s + len(piece)), piece


def test_no_mention_starts_inside_a_hyphenated_word(ex):
    found = _mentions(ex, "We train an under-parameterized ReLU network with stochastic "
                          "gradient descent for speech recognition.")
    texts = [t for _, t in found]
    assert "parameterized ReLU" not in texts, found
    assert "stochastic gradient descent" in texts, found


def test_a_measure_at_a_rank_cutoff_is_a_metric(ex):
    found = _mentions(ex, "We propose LinkWeave, a link predictor, and evaluate it on "
                          "ogbl-ddi with Hits@20 and Recall@50.")
    assert ("Metric", "Hits@20") in found, found
    assert ("Metric", "Recall@50") in found, found
    assert not any(ty == "Method" and "@" in t for ty, t in found), found
