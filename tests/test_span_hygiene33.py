"""Span hygiene (session 33): no entity name starts inside a word, such as the unit letter
of a number ("410M model" -> no "M model") (kg/extract/roles.py: _clipped_word,
SPAN_HYGIENE)."""
from __future__ import annotations

import pytest

from kg.extract import Extractor
from kg.extract.roles import _clipped_word
from kg.records import Paper


@pytest.fixture(scope="module")
def ex():
    return Extractor()


def _texts(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return [m.text for m in e.mentions]


def test_a_span_that_starts_after_a_digit_is_a_piece_of_a_word():
    text = "We compress the Orca-350M model by a factor of ten."
    s = text.index("M model")
    assert _clipped_word(text, s, s + len("M model"))


def test_a_span_that_starts_after_a_letter_is_a_piece_of_a_word():
    text = "Results on ImageNetV2 splits hold."
    s = text.index("V2 splits")
    assert _clipped_word(text, s, s + len("V2 splits"))


def test_a_span_that_starts_after_a_space_or_bracket_is_whole():
    text = "the Orca-350M model (graph transformer) and pre-trained encoders"
    for piece in ("model", "graph transformer", "pre-trained encoders", "Orca-350M model"):
        s = text.index(piece)
        assert not _clipped_word(text, s, s + len(piece)), piece


def test_a_unit_letter_never_opens_a_name(ex):
    texts = _texts(ex, "We propose BriskPrune, a pruning method. BriskPrune compresses the "
                       "Orca-350M model tenfold and is checked with 42.5K adversarial "
                       "evaluations of robust classifiers on 1.2G FLOPs budgets.")
    assert "BriskPrune" in texts
    assert not any(t[:1].isupper() and t[1:2] == " " for t in texts), texts


def test_a_name_glued_to_nothing_is_kept(ex):
    texts = _texts(ex, "We propose BriskPrune, a pruning method for graph transformers.")
    assert "BriskPrune" in texts
