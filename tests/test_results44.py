"""Session 44 (results44): a multiplier's measured noun keeps the change noun "reduction" or
"saving" after it ("a 3.2x bandwidth reduction" -> "bandwidth reduction"): the factor is the
size of the reduction, as "5x speedup" is of a speed-up
(kg.extract.results.metric_after._FACTOR_CHANGE_NOUNS). A percentage still drops it, and a
reduction "in" a measure still names that measure. Sentences written for these tests."""
from __future__ import annotations

from kg.records import Paper


def _results(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return [(r.value, r.metric) for r in e.results]


def test_multiplier_keeps_reduction_after_a_head(ex):
    text = "Our sparse kernel delivers a 3.2x memory reduction over the dense baseline."
    assert ("3.2", "memory reduction") in _results(ex, text)


def test_multiplier_keeps_reduction_after_a_plain_noun(ex):
    text = "The new protocol achieves 4.5× bandwidth reduction for secure inference."
    assert ("4.5", "bandwidth reduction") in _results(ex, text)


def test_multiplier_keeps_saving(ex):
    text = "The allocator gives a 3x memory saving on long prompts."
    assert ("3", "memory saving") in _results(ex, text)


def test_percentage_still_drops_reduction(ex):
    text = "Our pruning scheme yields a 35% memory reduction on the language model."
    assert ("35", "memory") in _results(ex, text)


def test_reduction_in_a_measure_names_the_measure(ex):
    text = "Our scheduler yields a 6x reduction in latency on the cluster."
    assert ("6", "latency") in _results(ex, text)
