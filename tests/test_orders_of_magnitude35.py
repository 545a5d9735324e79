"""Session 35: orders of magnitude written hyphenated read as the spaced forms; "orders of
magnitude" with no count stays unread (measured and not kept: a general claim, a design count and
a data amount among its dev firings)."""
from kg.extract.results import multiplier_value
from kg.extract.results.numbers import find_numbers


def _values(text):
    return [(n.value, n.value_max, n.unit, text[n.start:n.end]) for n in find_numbers(text, 0, len(text))]


def test_hyphenated_orders_of_magnitude_read_as_the_spaced_ones():
    assert _values("It brings two orders-of-magnitude speedups.") == [("100", None, "x", "two orders-of-magnitude")]
    assert _values("It gives an order-of-magnitude gain.") == [("10", None, "x", "an order-of-magnitude")]
    assert multiplier_value("two orders-of-magnitude") == "100"


def test_uncounted_orders_of_magnitude_stay_unread():
    # (session 45: "orders of magnitude faster" is read as 100, tests/test_orders_of_magnitude45.py)
    assert _values("Our sampler needs orders of magnitude more memory than the exact solver.") == []
    assert multiplier_value("orders of magnitude") is None
