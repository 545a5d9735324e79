"""Session 45 (mr45): "orders of magnitude" with no count is read as 100 (the least the plural
says) when a speed claim follows ("orders of magnitude faster", "orders of magnitude speedup"),
in the extraction (kg.extract.results.numbers) and in the scorer's reading of such a gold
value (kg.evaluate._norm_value). Sizes and amounts ("more data", "fewer parameters"),
"several orders of magnitude" and a counted form written in digits stay as they were.
Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.evaluate import _value_key
from kg.extract.results.numbers import find_numbers
from kg.records import Paper


def _values(text):
    return [(n.value, n.unit, text[n.start:n.end]) for n in find_numbers(text, 0, len(text))]


def _results(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return [(r.value, r.unit, r.metric) for r in e.results]


@pytest.mark.parametrize("text, span", [
    ("The new planner is orders of magnitude faster than exhaustive search.", "orders of magnitude"),
    ("Our kernel brings orders of magnitude speedup in sparse attention.", "orders of magnitude"),
    ("The sketch is orders-of-magnitude faster to build.", "orders-of-magnitude"),
    ("The estimator runs orders of magnitudes faster than resampling.", "orders of magnitudes"),
])
def test_an_uncounted_speed_claim_is_read_as_100(text, span):
    assert _values(text) == [("100", "x", span)]


@pytest.mark.parametrize("text", [
    "Recent retrievers are trained on orders of magnitude more data.",
    "It matches models with orders of magnitude more parameters.",
    "Federated training can be orders of magnitude slower than central training.",
    "Our solver is several orders of magnitude faster than the baseline.",
])
def test_other_uncounted_orders_stay_unread(text):
    assert _values(text) == []


def test_counted_orders_keep_their_count():
    assert _values("It is two orders of magnitude faster.") == [("100", "x", "two orders of magnitude")]
    assert ("100", "x", "orders of magnitude") not in _values("It is 3 orders of magnitude faster.")


def test_the_speed_claim_is_a_result(ex):
    assert ("100", "x", None) in _results(ex, "Our sampler is orders of magnitude faster than the exact solver.")


def test_the_scorer_reads_the_gold_value_as_100():
    assert _value_key("orders of magnitude") == ("100", None)
    assert _value_key("orders of magnitudes") == ("100", None)
    assert _value_key("3 orders of magnitude") == ("1000", None)
