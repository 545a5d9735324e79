"""Session 36 (metric21): hyphenated and closed-up spellings of the lexicon's metric phrases are
the same metrics (kg.extract.gazetteer.metric_spellings). Sentences written for these tests."""
from __future__ import annotations

from kg.extract.gazetteer import metric_spellings
from kg.records import Paper


def _metrics(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return [m.text for m in e.mentions if m.type == "Metric"]


def test_spellings_of_a_few_phrases():
    got = set(metric_spellings(["mean squared error", "wall-clock time"]))
    assert {"mean-squared error", "mean squared-error", "mean-squared-error",
            "wall clock time", "wallclock time"} <= got
    assert "mean squared error" not in got and "wall-clock-time" not in got


def test_spellings_leave_symbols_alone():
    assert metric_spellings(["pass@1"]) == []


def test_a_hyphenated_error_is_a_metric(ex):
    assert "mean-squared error" in _metrics(ex, "Our ridge estimator reaches a lower mean-squared error than lasso on the toy task.")


def test_a_hyphenated_efficiency_is_a_metric(ex):
    assert "sample-efficiency" in _metrics(ex, "Curriculum sampling improves the sample-efficiency of the grid-world agent.")


def test_a_closed_up_time_is_a_metric(ex):
    assert "wallclock time" in _metrics(ex, "The sharded trainer halves the wallclock time of each epoch.")
