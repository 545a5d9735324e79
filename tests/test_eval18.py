"""kg.evaluate: a gold value written with its unit of measurement ("25.8mm", "4,256 images/s")
matches the extracted number with that unit or with none, never with another unit."""
from __future__ import annotations

from kg.evaluate import _unit_split, evaluate_extractions
from kg.records import Result

from test_eval import GOLD, _extraction


def _gold(value, metric="latency"):
    return {**GOLD, "metric": [{"name": metric, "aliases": [metric]}],
            "result": [{"metric": metric, "value": value, "dataset": None, "text": f"{value} {metric}"}]}


def _score(gold, result):
    s = evaluate_extractions([gold], [_extraction([], results=[result])]).scores["result"]
    return s.tp, s.fp, s.fn


def test_unit_split_reads_number_and_unit():
    assert _unit_split("25.8mm") == ("25.8", "mm")
    assert _unit_split("4,256 images/s") == ("4,256", "images/s")
    assert _unit_split("3.2 GB") == ("3.2", "gb")
    assert _unit_split("up to 40 ms") == ("40", "ms")


def test_unit_split_leaves_other_values_alone():
    for value in ("85.4%", "3.7 percentage points", "7x", "2 - 30X", "seven-fold", "12", "12-byte codes"):
        assert _unit_split(value) is None, value


def test_value_with_unit_matches_the_same_unit_or_none():
    assert _score(_gold("25.8mm"), Result("25.8", "mm", "latency", None, "25.8mm", 0, 1, 0, 1)) == (1, 0, 0)
    assert _score(_gold("25.8 MM"), Result("25.8", "mm", "latency", None, "25.8 mm", 0, 1, 0, 1)) == (1, 0, 0)
    assert _score(_gold("4,256 images/s", "throughput"),
                  Result("4,256", None, "throughput", None, "4,256 images/s", 0, 1, 0, 1)) == (1, 0, 0)


def test_value_with_unit_needs_number_unit_and_metric():
    assert _score(_gold("12 GB"), Result("12", "%", "latency", None, "12%", 0, 1, 0, 1)) == (0, 1, 1)
    assert _score(_gold("25.8mm"), Result("25.9", "mm", "latency", None, "25.9mm", 0, 1, 0, 1)) == (0, 1, 1)
    assert _score(_gold("25.8mm"), Result("25.8", "mm", "error", None, "25.8mm", 0, 1, 0, 1)) == (0, 1, 1)
    assert _score(_gold("25.8mm"), Result("25.8", "mm", "latency", None, "25.8-30mm", 0, 1, 0, 1,
                                          value_max="30")) == (0, 1, 1)
