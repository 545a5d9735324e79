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


def test_a_time_noun_of_a_fronted_adverbial_is_cut(ex):
    found = _mentions(ex, "Over the past decades kernel methods have been widely studied "
                          "for anomaly detection.")
    texts = [t for _, t in found]
    assert not any(t.lower().startswith("decades") for t in texts), found
    assert "kernel methods" in texts, found


def test_a_word_of_renown_is_cut_from_a_method(ex):
    found = _mentions(ex, "We revisit the renowned Lloyd algorithm for k-means clustering "
                          "and give a faster variant.")
    texts = [t for _, t in found]
    assert "Lloyd algorithm" in texts, found
    assert not any(t.lower().startswith("renowned") for t in texts), found


def test_a_phrase_of_error_is_no_method_or_task(ex):
    found = _mentions(ex, "Noisy annotations can produce incorrect detectors, resulting in "
                          "erroneous segmentation of medical images.")
    assert not any(t.split()[0].lower() in ("incorrect", "erroneous") for _, t in found), found


def test_a_measure_at_a_rank_cutoff_is_a_metric(ex):
    found = _mentions(ex, "We propose LinkWeave, a link predictor, and evaluate it on "
                          "ogbl-ddi with Hits@20 and Recall@50.")
    assert ("Metric", "Hits@20") in found, found
    assert ("Metric", "Recall@50") in found, found
    assert not any(ty == "Method" and "@" in t for ty, t in found), found


def test_a_task_of_finding_errors_is_kept(ex):
    found = _mentions(ex, "The scores serve applications such as data removal, data selection, "
                          "and wrong label detection.")
    assert ("Task", "wrong label detection") in found, found
