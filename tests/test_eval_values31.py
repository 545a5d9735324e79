"""kg.evaluate: gold values written with an approximation sign before a unit ("~1.3 seconds") or
with LaTeX's double hyphen between the ends of a range ("12 -- 480 times") match the extracted
value with the same number(s) and unit, and no other (session 31)."""
from __future__ import annotations

from kg.evaluate import _unit_split, _value_key
from test_eval_values22 import _gold, _result, _score


def test_approximation_sign_before_a_number_and_unit():
    assert _unit_split("~2.7 seconds") == ("2.7", "seconds")
    assert _unit_split("\u22482.7 ms") == ("2.7", "ms")
    assert _score(_gold("~2.7 seconds", "latency"), _result("2.7", "s", "latency")) == (1, 0, 0)
    assert _score(_gold("~2.7 seconds", "latency"), _result("2.7", "min", "latency")) == (0, 1, 1)


def test_double_hyphen_range_keeps_both_ends():
    assert _value_key("12 -- 480 times") == ("12", "480")
    assert _value_key("3.5--9%") == ("3.5", "9")
    assert _score(_gold("12 -- 480 times", "speed-up"),
                  _result("12", "x", "speed-up", value_max="480")) == (1, 0, 0)
    assert _score(_gold("12 -- 480 times"), _result("12", "x", value_max="48")) == (0, 1, 1)
