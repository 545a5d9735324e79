"""Session 23 (results6) result rules on nouns of change, drawn from random corpus sentences:
after a value, a change noun led by a rating word ("average", "median") or followed by "of"
names its quantity ("a 3x average increase in link stability", "a 40x improvement of
storage"; metric_after.py, _compared_noun); before a value, the noun run before a change
noun and "of" (or a comma and a hedge) is the quantity ("index compression gains of more than
6x", "an energy footprint reduction, up to 70%"; metric_before.py, _change_noun_of_metric).
Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _results(ex, text):
    return [(r.value, r.value_max, r.unit, r.metric)
            for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


@pytest.mark.parametrize("text, expected", [
    ("The scheduler gives a 3x average increase in link stability on all clusters.",
     [("3", None, "x", "link stability")]),
    ("Our coder shows a 40x improvement of storage for sparse tensors.",
     [("40", None, "x", "storage")]),
    ("The planner yields a 12% median gain in route coverage over greedy search.",
     [("12", None, "%", "route coverage")]),
])
def test_change_noun_names_its_quantity_after_a_rating_word_or_of(ex, text, expected):
    assert _results(ex, text) == expected


def test_change_noun_of_a_system_names_no_quantity(ex):
    assert _results(ex, "The tuner gives a 30% improvement of the baseline on the test split.") == [
        ("30", None, "%", None)]


@pytest.mark.parametrize("text, expected", [
    ("The layout enables index compression gains of more than 6x.", [("6", None, "x", "index compression")]),
    ("It brings an energy footprint reduction, up to 70% against dense models.",
     [("70", None, "%", "energy footprint")]),
    ("The codec reaches a bit saving of 3x on speech.", [("3", None, "x", "bit saving")]),
    ("We see fault tolerance improvements of up to 5x on chips.", [("5", None, "x", "fault tolerance")]),
])
def test_noun_run_before_a_change_noun_and_of_is_the_quantity(ex, text, expected):
    assert _results(ex, text) == expected


@pytest.mark.parametrize("text", [
    "The agent achieves a decent gain of about 12% on the hard levels.",
    "The agent leads to an average normalized improvement of 52% on the hard levels.",
    "The agent shows a significant improvement of 9% on the hard levels.",
])
def test_a_rating_or_participle_before_the_change_noun_names_nothing(ex, text):
    assert [m for *_, m in _results(ex, text)] == [None]


def test_measure_after_the_bracket_of_a_compared_pair(ex):
    # "X (A vs. B), on <measure>": the measure follows the bracket (find.py, _VERSUS_BRACKET_CLOSE)
    assert _results(ex, "Our router beats the prior tool, GridNet (71.2% vs. 64.9%), on routing success rate; "
                        "we also release a new suite.") == [("71.2", None, "%", "routing success rate")]
    assert _results(ex, "Our router beats the prior tool (71.2% vs. 64.9%), on CityRoutes; we also release a suite.") == [
        ("71.2", None, "%", None)]


def test_appositive_change_noun_of_restates_the_measure(ex):
    # "an error of X, an improvement of Y over Z": the gain is of the same measure (find.py,
    # _APPOSITIVE_CHANGE_OF)
    assert _results(ex, "The tagger reaches a word error rate of 7.5%, an improvement of 12.5% over the best system.") == [
        ("7.5", None, "%", "word error rate"), ("12.5", None, "%", "word error rate")]
