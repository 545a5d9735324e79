"""Session 35: "orders of magnitude" with no count is a multiplier of at least two orders (value
"100", unit "x"), as "two orders of magnitude" is; a count in digits or words keeps its own value."""
from kg.extract.results import multiplier_value
from kg.extract.results.numbers import find_numbers


def _values(text):
    return [(n.value, n.value_max, n.unit, text[n.start:n.end]) for n in find_numbers(text, 0, len(text))]


def test_orders_of_magnitude_without_a_count_is_one_hundred_times():
    text = "Our sampler is orders of magnitude faster than the exact solver."
    assert _values(text) == [("100", None, "x", "orders of magnitude")]
    assert multiplier_value("orders of magnitude") == "100"
    assert multiplier_value("orders of magnitudes") == "100"


def test_a_counted_power_keeps_its_count():
    assert _values("It needs two orders of magnitude less memory.") == [
        ("100", None, "x", "two orders of magnitude")]
    assert _values("It is one to two orders of magnitude faster.") == [
        ("10", "100", "x", "one to two orders of magnitude")]
    # a count in digits is the number's own reading, never a second "100"
    assert [v for v in _values("It is up to 3 orders of magnitude faster.") if v[0] == "100"] == []
    assert [v for v in _values("It is 1-2 orders of magnitude faster.") if v[0] == "100"] == []


def test_vague_quantifiers_before_orders_are_not_read():
    assert _values("The costs span several orders of magnitude.") == []
    assert _values("Sizes differ by many orders of magnitude.") == []


def _extract(ex, text):
    from kg.records import Paper

    return ex.extract(Paper(id="p", abstract=text, source="t"))


def test_an_uncounted_speedup_of_the_own_method_is_a_result(ex):
    e = _extract(ex, "We propose GlimNet for route planning. GlimNet matches the exact planner's "
                     "accuracy while being orders of magnitude faster.")
    assert [(r.value, r.unit, r.change, r.direction) for r in e.results] == [("100", "x", True, "increase")]


def test_sizes_orders_of_magnitude_larger_stay_no_result(ex):
    e = _extract(ex, "The surrogate generalizes to systems orders of magnitude larger than those seen in training.")
    assert not e.results


def test_hyphenated_orders_of_magnitude_read_as_the_spaced_ones():
    assert _values("It brings orders-of-magnitude speedups.") == [("100", None, "x", "orders-of-magnitude")]
    assert _values("It gives an order-of-magnitude gain.") == [("10", None, "x", "an order-of-magnitude")]
    assert multiplier_value("two orders-of-magnitude") == "100"


def test_a_spread_by_orders_of_magnitude_is_no_result(ex):
    for text in ("We propose GlimNet. The parameter counts of the models we study vary by orders of magnitude.",
                 "We propose GlimNet. Costs differ by two orders of magnitude across tasks.",
                 "We propose GlimNet. Our sweep of learning rates spans three orders of magnitude."):
        assert not _extract(ex, text).results, text
    e = _extract(ex, "We propose GlimNet. It reduces the error by orders of magnitude.")
    assert [(r.value, r.unit) for r in e.results] == [("100", "x")]
