"""Session 28 result rule (kg/extract/results/metric_after.py, _compared_noun; find.py passes
``percent``): a percentage followed by "fewer" or "less" and a noun names a saving, as a
multiplier does since session 24 ("with 27% fewer parameters", "using 50% fewer steps", "40%
fewer calls to the model": the noun is the result's metric); a percentage "more" of things
still counts things and names no metric ("12% more problems"), and "less data" stays an input.
Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _results(ex, text):
    return [(r.value, r.unit, r.metric)
            for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


@pytest.mark.parametrize("text, value, metric", [
    ("On two chat benchmarks the compact router matches the dense model with up to 27% fewer parameters.",
     "27", "parameters"),
    ("In our experiments the cascade makes up to 40% fewer calls to the large model, with no loss in quality.",
     "40", "calls"),
    ("Zephyrion reaches the same perplexity as Adam with 50% fewer steps and less wall-clock time.",
     "50", "steps"),
])
def test_percentage_fewer_names_the_saving(ex, text, value, metric):
    assert (value, "%", metric) in _results(ex, text)


def test_percentage_more_things_names_no_metric(ex):
    assert _results(ex, "In our experiments the new agent solves 12% more problems than the baseline.") == [
        ("12", "%", None)]


def test_multiplier_fewer_unchanged(ex):
    # session 39: a multiplier of fewer parameters sizes the model, no result (team call,
    # eval/README dev62/dev63; test_results_less_input39); a percentage keeps its reading above
    assert ("3", "x", "parameters") not in _results(
        ex, "In our experiments the student matches its teacher while using 3x fewer parameters.")
