"""Session 35: orders of magnitude written hyphenated read as the spaced forms; a multiplier after
a verb of spread is no result; "orders of magnitude" with no count stays unread (measured and not
kept: a general claim, a design count and a data amount among its dev firings)."""
from kg.extract.results import multiplier_value
from kg.extract.results.numbers import find_numbers
from kg.records import Paper


def _values(text):
    return [(n.value, n.value_max, n.unit, text[n.start:n.end]) for n in find_numbers(text, 0, len(text))]


def _extract(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t"))


def test_hyphenated_orders_of_magnitude_read_as_the_spaced_ones():
    assert _values("It brings two orders-of-magnitude speedups.") == [("100", None, "x", "two orders-of-magnitude")]
    assert _values("It gives an order-of-magnitude gain.") == [("10", None, "x", "an order-of-magnitude")]
    assert multiplier_value("two orders-of-magnitude") == "100"


def test_uncounted_orders_of_magnitude_stay_unread():
    assert _values("Our sampler is orders of magnitude faster than the exact solver.") == []
    assert multiplier_value("orders of magnitude") is None


def test_a_spread_by_orders_of_magnitude_is_no_result(ex):
    for text in ("We propose GlimNet. Costs differ by two orders of magnitude across tasks.",
                 "We propose GlimNet. Our sweep of learning rates spans three orders of magnitude.",
                 "We propose GlimNet. The model sizes we study vary by 100x."):
        assert not _extract(ex, text).results, text
    e = _extract(ex, "We propose GlimNet. It reduces the error by two orders of magnitude.")
    assert [(r.value, r.unit) for r in e.results] == [("100", "x")]
