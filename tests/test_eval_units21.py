"""kg.evaluate: spellings of one unit of time are one unit ("3 minutes" = value "3", unit
"min"; "1.5 hrs" = value "1.5", unit "h"), but a unit is never converted to another: 2 hours
is neither 120 minutes nor 2 minutes."""
from __future__ import annotations

from kg.evaluate import _unit_symbol, evaluate_extractions
from kg.records import Result

from test_eval import GOLD, _extraction


def _gold(value, metric=None):
    rec = {**GOLD, "result": [{"metric": metric, "value": value, "dataset": None, "text": f"in {value}"}]}
    if metric:
        rec["metric"] = [{"name": metric, "aliases": [metric]}]
    return rec


def _result(value, unit, metric="run time"):  # a metric: kg build writes no result without one
    return Result(value, unit, metric, None, f"in {value} {unit}", 0, 1, 0, 1)


def _score(gold, result):
    s = evaluate_extractions([gold], [_extraction([], results=[result])]).scores["result"]
    return s.tp, s.fp, s.fn


def test_unit_symbol_reads_every_spelling_of_a_time_unit():
    for spelling in ("s", "sec", "secs", "second", "Seconds"):
        assert _unit_symbol(spelling) == "s", spelling
    for spelling in ("min", "mins", "minute", "Minutes", "min."):
        assert _unit_symbol(spelling) == "min", spelling
    for spelling in ("h", "hr", "hrs", "hour", "HOURS"):
        assert _unit_symbol(spelling) == "h", spelling
    for spelling in ("day", "days"):
        assert _unit_symbol(spelling) == "days", spelling


def test_unit_symbol_leaves_other_units_as_written():
    assert _unit_symbol("ms") == "ms"
    assert _unit_symbol("GB") == "gb"
    assert _unit_symbol("images/s") == "images/s"


def test_gold_duration_matches_the_same_unit_spelled_otherwise():
    assert _score(_gold("3 minutes"), _result("3", "min")) == (1, 0, 0)
    assert _score(_gold("1.5 hrs"), _result("1.5", "h")) == (1, 0, 0)
    assert _score(_gold("4 hours"), _result("4", "h")) == (1, 0, 0)
    assert _score(_gold("30 sec"), _result("30", "s")) == (1, 0, 0)
    assert _score(_gold("6 day"), _result("6", "days")) == (1, 0, 0)
    assert _score(_gold("12 minutes", "training time"), _result("12", "min", "training time")) == (1, 0, 0)


def test_gold_duration_still_matches_a_value_without_unit():
    assert _score(_gold("3 minutes"), _result("3", None)) == (1, 0, 0)


def test_units_are_compared_by_identity_not_converted():
    assert _score(_gold("2 hours"), _result("120", "min")) == (0, 1, 1)
    assert _score(_gold("2 hours"), _result("2", "min")) == (0, 1, 1)
    assert _score(_gold("2 minutes"), _result("2", "h")) == (0, 1, 1)
    assert _score(_gold("2 seconds"), _result("2", "ms")) == (0, 1, 1)
    assert _score(_gold("3 minutes"), _result("4", "min")) == (0, 1, 1)
