"""Session 35 metric and result rules (results19). Sentences written for these tests."""
from __future__ import annotations

from kg.records import Paper


def _extract(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t"))


def _pairs(e):
    return [(r.value, r.metric) for r in e.results]


def test_change_noun_in_the_number_of_a_plural_names_the_count(ex):
    e = _extract(ex, "On the theorem benchmark, our prover yields a 35% increase in the number of unique solutions "
                     "over the search baseline.")
    assert ("35", "number of unique solutions") in _pairs(e)


def test_a_multiplier_reduction_in_the_number_of_a_plural(ex):
    e = _extract(ex, "The adapter gives up to a 6x reduction in the number of tuned weights, while keeping "
                     "the same quality.")
    assert ("6", "number of tuned weights") in _pairs(e)


def test_the_number_of_a_phrase_that_goes_on_is_no_measure(ex):
    e = _extract(ex, "Pruning brings a 25% reduction in the number of heads of the decoder on our corpus.")
    assert all(r.metric != "number of heads" for r in e.results)


def test_in_terms_of_the_number_of_a_plural_still_names_the_count(ex):
    e = _extract(ex, "The student is 12x smaller in terms of the number of stored vectors.")
    assert ("12", "number of stored vectors") in _pairs(e)


def _values(e):
    return [(r.value, r.unit, r.metric) for r in e.results]


def test_a_context_length_reached_is_a_result(ex):
    e = _extract(ex, "With the new position scaling, we extend a 7B chat model to 64k tokens while keeping its "
                     "short-context quality.")
    assert ("64", "k tokens", None) in _values(e)


def test_context_windows_of_up_to_n_tokens(ex):
    e = _extract(ex, "The training-free scheme lets the base model handle context windows of up to 48k tokens.")
    assert ("48", "k tokens", None) in _values(e)


def test_token_counts_without_the_cue_or_too_small_are_no_result(ex):
    e = _extract(ex, "We pretrain on 300B tokens with sequences of 4k tokens, and we extend the vocabulary to "
                     "600 tokens.")
    assert all(r.unit not in ("tokens", "k tokens") for r in e.results)
