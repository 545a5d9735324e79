"""Session 32 metric and result rules. Sentences written for these tests."""
from __future__ import annotations

from kg.records import Paper


def _extract(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t"))


def _pairs(e):
    return [(r.value, r.metric) for r in e.results]


def test_differences_of_slash_values_pair_with_slash_metrics(ex):
    e = _extract(ex, "On the SDD benchmark our planner improves on the strongest baseline, with relative "
                     "differences of 12.5%/20.1% and 8.3%/9.9% in ADE/FDE.")
    assert _pairs(e)[:4] == [("12.5", "ADE"), ("20.1", "FDE"), ("8.3", "ADE"), ("9.9", "FDE")]


def test_mean_and_median_rank_are_metrics(ex):
    e = _extract(ex, "Across the design tasks, our optimizer obtains the best mean rank 2.4 and median rank 3 "
                     "among twelve baselines.")
    assert {"mean rank", "median rank"} <= {m.text for m in e.mentions if m.type == "Metric"}
    assert ("2.4", "mean rank") in _pairs(e) and ("3", "median rank") in _pairs(e)


def test_metric_with_qualifier_that_is_higher_takes_the_values(ex):
    e = _extract(ex, "Our judge reaches a Kendall tau correlation with human ratings that is 40.2% and "
                     "12.5% higher than the standard overlap scores.")
    assert _pairs(e) == [("40.2", "Kendall tau correlation"), ("12.5", "Kendall tau correlation")]


def test_a_metric_clause_without_comparison_keeps_no_metric(ex):
    e = _extract(ex, "We report a Kendall tau correlation with human ratings that is 40% of the samples.")
    assert all(r.metric != "Kendall tau correlation" or r.value != "40" for r in e.results)
