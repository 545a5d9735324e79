"""Session 44 (results44): a multiplier's measured noun keeps the change noun "reduction" or
"saving" after it ("a 3.2x bandwidth reduction" -> "bandwidth reduction"): the factor is the
size of the reduction, as "5x speedup" is of a speed-up
(kg.extract.results.metric_after._FACTOR_CHANGE_NOUNS). A percentage still drops it, and a
reduction "in" a measure still names that measure. Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _results(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return [(r.value, r.metric) for r in e.results]


@pytest.mark.parametrize("text, expected", [
    # a multiplier keeps the change noun after a head ...
    ("Our sparse kernel delivers a 3.2x memory reduction over the dense baseline.", ("3.2", "memory reduction")),
    # ... and after a plain noun
    ("The new protocol achieves 4.5× bandwidth reduction for secure inference.", ("4.5", "bandwidth reduction")),
    ("The allocator gives a 3x memory saving on long prompts.", ("3", "memory saving")),
    # a percentage still drops it
    ("Our pruning scheme yields a 35% memory reduction on the language model.", ("35", "memory")),
    # a reduction "in" a measure names the measure
    ("Our scheduler yields a 6x reduction in latency on the cluster.", ("6", "latency")),
])
def test_the_metric_of_a_change_value(ex, text, expected):
    assert expected in _results(ex, text)
