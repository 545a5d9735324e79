"""kg.evaluate: gold values the scorer could not match before session 22, each matched by the
extracted value with the same number(s) and unit, and by no other: a range closed by a unit
of measurement or by "times" ("+3 to +8dB", "4 to 40 times"), an amount with its currency
sign first ("$35"), and a number word with a unit ("two minutes")."""
from __future__ import annotations

from kg.evaluate import _range_unit, _unit_split, _value_key, evaluate_extractions
from kg.records import Result

from test_eval import GOLD, _extraction


def _gold(value, metric=None):
    rec = {**GOLD, "result": [{"metric": metric, "value": value, "dataset": None, "text": f"at {value}"}]}
    if metric:
        rec["metric"] = [{"name": metric, "aliases": [metric]}]
    return rec


def _result(value, unit, metric="speed-up", value_max=None):  # a metric: kg build writes no result without one
    return Result(value, unit, metric, None, f"at {value} {unit}", 0, 1, 0, 1, value_max=value_max)


def _score(gold, result):
    s = evaluate_extractions([gold], [_extraction([], results=[result])]).scores["result"]
    return s.tp, s.fp, s.fn


def test_range_closed_by_times_keeps_both_ends():
    assert _value_key("4 to 40 times") == ("4", "40")
    assert _range_unit("4 to 40 times") is None
    assert _score(_gold("4 to 40 times", "memory saving"),
                  _result("4", "x", "memory saving", value_max="40")) == (1, 0, 0)
    assert _score(_gold("4 to 40 times"), _result("4", "x", value_max="30")) == (0, 1, 1)
    assert _score(_gold("4 to 40 times"), _result("4", "x")) == (0, 1, 1)


def test_range_closed_by_a_unit_of_measurement():
    assert _value_key("+3 to +8dB") == ("3", "8")
    assert _range_unit("+3 to +8dB") == "dB"
    assert _range_unit("5-12 ms") == "ms"
    assert _score(_gold("+3 to +8dB", "SNR gain"), _result("+3", "dB", "SNR gain", value_max="+8")) == (1, 0, 0)
    assert _score(_gold("+3 to +8dB"), _result("3", None, value_max="8")) == (1, 0, 0)
    assert _score(_gold("5-12 ms"), _result("5", "ms", value_max="12")) == (1, 0, 0)


def test_range_unit_is_compared_by_identity():
    assert _score(_gold("+3 to +8dB"), _result("+3", "%", value_max="+8")) == (0, 1, 1)
    assert _score(_gold("5-12 ms"), _result("5", "s", value_max="12")) == (0, 1, 1)
    assert _score(_gold("2 to 4 hours"), _result("2", "hr", value_max="4")) == (1, 0, 0)


def test_percent_and_multiplier_ranges_have_no_unit_of_measurement():
    for value in ("2 - 30X", "4.69%-15.26%", "1.1x~3.4x", "3 to 6 times", "1 - 2 points"):
        assert _range_unit(value) is None, value


def test_currency_sign_is_the_unit_of_an_amount():
    assert _unit_split("$35") == ("35", "$")
    assert _unit_split("about $1,200") == ("1,200", "$")
    assert _score(_gold("$35", "cost"), _result("35", "$", "cost")) == (1, 0, 0)
    assert _score(_gold("$35", "cost"), _result("35", None, "cost")) == (1, 0, 0)
    assert _score(_gold("$35"), _result("35", "USD")) == (1, 0, 0)
    assert _score(_gold("35 dollars"), _result("35", "$")) == (1, 0, 0)


def test_currency_amount_is_no_other_number():
    assert _score(_gold("$35"), _result("35", "%")) == (0, 1, 1)
    assert _score(_gold("$35"), _result("3.5", "$")) == (0, 1, 1)
    assert _score(_gold("\u20ac35"), _result("35", "$")) == (0, 1, 1)


def test_number_word_with_a_unit():
    assert _unit_split("two minutes") == ("2", "minutes")
    assert _score(_gold("two minutes"), _result("2", "min")) == (1, 0, 0)
    assert _score(_gold("twelve hours"), _result("12", "h")) == (1, 0, 0)
    assert _score(_gold("two minutes"), _result("2", "h")) == (0, 1, 1)
    assert _score(_gold("two minutes"), _result("120", "s")) == (0, 1, 1)


def test_orders_of_magnitude_are_no_unit():
    assert _unit_split("3 orders of magnitude") is None
    assert _unit_split("three orders of magnitude") is None
    assert _score(_gold("3 orders of magnitude"), _result("3", None)) == (0, 1, 1)
    assert _score(_gold("3 orders of magnitude"), _result("1000", "x")) == (1, 0, 0)
