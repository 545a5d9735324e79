"""Results stated as a margin over a baseline, and "close to" as a hedge (kg/extract/results/change.py)."""
from __future__ import annotations

import pytest

from kg.extract import Extractor
from kg.records import Paper


@pytest.fixture(scope="module")
def ex():
    return Extractor()


def _results(ex, text):
    return [(r.value, r.change, r.direction) for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


@pytest.mark.parametrize("text, value", [
    ("BarNet achieves 5% over the best prior methods on ImageNet.", "5"),
    ("Our model gains 2.4 points over the strongest baseline.", "2.4"),
    ("It reaches up to 12% over state-of-the-art methods.", "12"),
    ("QuxNet yields 10 - 45% speedups over standard decoding on five benchmarks.", "10"),
])
def test_a_value_over_a_baseline_is_a_change(ex, text, value):
    got = {v: (c, d) for v, c, d in _results(ex, text)}
    assert value in got and got[value][0] is True
    assert got[value][1] in ("improvement", "increase")


@pytest.mark.parametrize("text, value", [
    ("GROOT shows a 70% winning rate over the best generalist agent baseline.", "70"),
    ("FooNet reaches 85% accuracy over 10 runs.", "85"),
])
def test_a_score_measured_against_or_over_something_stays_a_score(ex, text, value):
    got = {v: (c, d) for v, c, d in _results(ex, text)}
    assert value in got and got[value][0] is False


def test_close_to_is_a_hedge_of_a_change(ex):
    got = _results(ex, "Training with it leads to relative WER reductions of close to 10% in dialog systems.")
    assert ("10", True, "decrease") in got


@pytest.mark.parametrize("text, value", [
    ("WarpDiff achieves up to 141x inference acceleration over SOTA samplers on two benchmarks.", "141"),
    ("Our kernel delivers a 3.2x end-to-end speedup over the strongest baseline.", "3.2"),
    ("The planner shows 18% relative accuracy gains over prior methods.", "18"),
])
def test_a_change_noun_with_modifiers_before_over_a_baseline_is_a_change(ex, text, value):
    got = {v: (c, d) for v, c, d in _results(ex, text)}
    assert value in got and got[value][0] is True
    assert got[value][1] in ("improvement", "increase")


@pytest.mark.parametrize("text, value", [
    ("GROOT shows a 70% overall winning rate over the best generalist agent baseline.", "70"),
    ("FooNet reaches 85% top-1 accuracy over the standard test split.", "85"),
])
def test_a_score_with_modifiers_over_something_stays_a_score(ex, text, value):
    got = {v: (c, d) for v, c, d in _results(ex, text)}
    assert value in got and got[value][0] is False
