"""Session 45 (mr45): after a verb of beating a competitor ("outperforms", "surpasses",
"outpaces", "beats", "exceeds") and its object, the noun phrase after "in" says in what the
system wins: a measure phrase there, or the bare word "speed", is a metric
(kg.extract.roles_datasets.DatasetMetricRules._beaten_in_measures). A scope after "in" ("in
most settings", "in image generation tasks") is none. Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _metrics(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return sorted({m.text for m in e.mentions if m.type == "Metric"})


@pytest.mark.parametrize("text, expected", [
    ("Our indexing tool surpasses existing libraries in speed on every workload.", "speed"),
    ("In our trials the new solver outpaces its rivals in speed, often by a wide margin.", "speed"),
    ("Surpassing earlier planners in speed, our planner handles city-scale maps.", "speed"),
    ("The distilled critic consistently outperforms the teacher in faithfulness.", "faithfulness"),
    ("Our renderer outperforms classical pipelines in both speed and memory footprint.", "speed"),
])
def test_the_measure_a_system_wins_in(ex, text, expected):
    assert expected in _metrics(ex, text)


@pytest.mark.parametrize("text", [
    "Our method outperforms the baselines in most settings.",
    "The agent outperforms strong baselines in navigation tasks.",
    "Our approach beats prior work in the low-data regime.",
])
def test_a_scope_after_in_is_no_measure(ex, text):
    assert _metrics(ex, text) == []
