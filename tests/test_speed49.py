"""Session 49's CPU saving in the task and method rules keeps the results of the code it replaces.

:func:`kg.extract.roles_tasks._positions_in` (the verbs of study of the task stage, the frame
nouns of the method rules) reads the token list's word index instead of testing every token:
its positions equal the per-token comprehension it replaces, also for a list whose index was
built by an earlier scan.
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from kg.extract import lexicon as L
from kg.extract.roles_base import _positions_between
from kg.extract.roles_tasks import _positions_in

WORDS = ["we", "study", "investigate", "the", "problem", "of", "from", "framework", "x", "analyze", "."]


@given(st.lists(st.sampled_from(WORDS), max_size=50), st.sets(st.sampled_from(WORDS)))
@settings(max_examples=300, deadline=None)
def test_positions_in_equals_per_token_test(words, vocab):
    vocab = frozenset(vocab)
    expected = [i for i, w in enumerate(words) if w in vocab]
    assert _positions_in(words, vocab) == expected
    _positions_between(words, frozenset({"the"}), 0, len(words))  # (the index is now cached)
    assert _positions_in(words, vocab) == expected


def test_verbs_of_study_in_a_written_sentence():
    low = ("we study how agents learn , and we investigate why they fail ; "
           "we also analyze the study").split()
    at = _positions_in(low, L.STUDY_VERBS)
    assert at == [1, 8, 15, 17]  # study, investigate, analyze, study (the noun too: a word test)
    assert _positions_in(low, frozenset({"we"})) == [0, 7, 13]
    assert _positions_in(low, frozenset({"absent"})) == []
    assert _positions_in([], L.STUDY_VERBS) == []
