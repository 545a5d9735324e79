"""Acronym definitions of session 38 (kg/extract/abbreviations.py). Every sentence is
written for these tests.

* Schwartz & Hearst's window keeps at most ``min(|A| + 5, 2|A|)`` words before the bracket;
  function words ("of", "on", "and", "based") are not counted, so a long form with several
  prepositions stays in reach. The alignment still decides where the long form starts.
"""
from __future__ import annotations

import pytest

from kg.extract.abbreviations import find_acronyms


def _pairs(text: str) -> set[tuple[str, str]]:
    return {(a.short, a.long) for a in find_acronyms(text)}


@pytest.mark.parametrize("text, pair", [
    # 9 words for a 4-letter short form (limit 8): 3 of them function words
    ("We propose a plonk zorb estimator based on rate and temporal gradients (PZRT), "
     "which is fast.", ("PZRT", "plonk zorb estimator based on rate and temporal gradients")),
    # 10 words for a 4-letter short form (limit 8): "for", "on", "with" are free
    ("We construct Zorb Processes for regression on unseen Manifolds with noisy metrics "
     "(ZPUM) in point clouds.",
     ("ZPUM", "Zorb Processes for regression on unseen Manifolds with noisy metrics")),
    # a two-letter short form (limit 4) reaches past "of"
    ("It is an alternative to the zorb propagation of error algorithm (ZP) for training.",
     ("ZP", "zorb propagation")),
])
def test_function_words_do_not_count_in_window(text, pair):
    assert pair in _pairs(text)


@pytest.mark.parametrize("text", [
    # the letters still have to align: content words beyond the limit stay out of reach
    "Zorb methods rely on many large plonk gradient estimates of quality (ZM) for speed.",
])
def test_content_words_still_limit_window(text):
    assert not any(short == "ZM" for short, _ in _pairs(text))


def test_window_starts_at_first_aligned_word():
    # the extra reach does not pull earlier words into the long form
    pairs = _pairs("Zebra models use a plonk zorb estimator based on rate and temporal "
                   "gradients (PZRT).")
    assert ("PZRT", "plonk zorb estimator based on rate and temporal gradients") in pairs
