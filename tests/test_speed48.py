"""Session 48's speed round: exact shortcuts give the answers of the code they replace.

- :func:`kg.extract.roles_base._positions_between` intersects the vocabulary with the token
  list's word index from whichever side is smaller: the same positions as a test per token,
  for a vocabulary smaller than the list's distinct words and for one larger.
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from kg.extract import roles_base as RB

#: Words written for these tests (cue words, content words, punctuation).
WORDS = ["we", "propose", "a", "zorb", "model", "for", "plonk", "detection", ",", "such", "as", "the",
         "of", "and", "task", "e.g.", "."]
#: A vocabulary far larger than any token list of these tests (the other side of the intersection).
LARGE = frozenset(WORDS[::2]) | frozenset(f"filler{i}" for i in range(300))


def _reference(words, vocabulary, lo, hi):
    return [k for k in range(lo, min(hi, len(words))) if words[k] in vocabulary]


def test_small_vocabulary_positions():
    words = "we propose zorb , a model for plonk detection such as the zorb of plonk".split()
    vocab = frozenset({"zorb", "plonk"})
    assert len(vocab) < len(set(words))
    assert RB._positions_between(words, vocab, 0, len(words)) == [2, 7, 12, 14]
    assert RB._positions_between(words, vocab, 3, 13) == [7, 12]
    assert RB._positions_between(words, frozenset({"zorb"}), 1, len(words)) == [2, 12]
    assert RB._positions_between(words, frozenset({"absent", "words"}), 0, len(words)) == []


def test_large_vocabulary_positions():
    words = "we propose zorb , a model for plonk detection".split()
    assert len(LARGE) > len(set(words))
    # LARGE holds "we", "a", "model", "plonk", "," ... (every second word of WORDS)
    assert RB._positions_between(words, LARGE, 0, len(words)) == [0, 3, 4, 5, 7]
    assert RB._positions_between(words, LARGE, 1, 7) == [3, 4, 5]
    assert RB._positions_between(words, LARGE, 5, 5) == []


@given(st.lists(st.sampled_from(WORDS), max_size=60), st.sets(st.sampled_from(WORDS)), st.booleans(),
       st.integers(0, 65), st.integers(-2, 65))
@settings(max_examples=300, deadline=None)
def test_positions_between_equals_per_token_test_either_side(words, vocab, large, lo, hi):
    vocab = frozenset(vocab) | (LARGE if large else frozenset())
    assert RB._positions_between(words, vocab, lo, hi) == _reference(words, vocab, lo, hi)
