"""Session 46 (acrmet46): a colon or a spaced dash that closes a phrase headed by a plural
"criteria", "desiderata", "metrics" or "measures" opens a list of measures (rule
``metric-listed``; kg.extract.roles_datasets.DatasetMetricRules._announced_measures). A
finite verb, a number or clause punctuation between the head and the mark breaks the
announcement. Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _metrics(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return sorted({m.text for m in e.mentions if m.type == "Metric"})


@pytest.mark.parametrize("text, expected", [
    ("We propose four desiderata for judging saliency maps -- fidelity, stability, sparsity, "
     "and parsimony -- and show that current methods fail.",
     {"fidelity", "stability", "sparsity", "parsimony"}),
    ("We define three evaluation criteria for smooth scene transitions: temporal consistency, "
     "prompt similarity, and visual alignment.",
     {"temporal consistency", "prompt similarity", "visual alignment"}),
    ("We study two measures: coverage and diversity.", {"coverage", "diversity"}),
])
def test_announced_list_names_measures(ex, text, expected):
    assert expected <= set(_metrics(ex, text))


@pytest.mark.parametrize("text, absent", [
    # the number counts another phrase's items: "factors", not measures
    ("We discuss these metrics under two distinct factors: the identifiability of the model "
     "and the noise level.", "identifiability"),
    # a finite verb between: the colon closes a clause, not the announcing phrase
    ("The criteria we use are simple: plonk zorbness and tidiness.", "plonk zorbness"),
])
def test_no_announcement(ex, text, absent):
    assert absent not in _metrics(ex, text)


def test_list_of_procedures_is_not_read(ex):
    # a list opening with a word in "-ing" names how measures are built
    text = "Two common calibration measures -- bucketing and the plonk score -- both suffer from flaws."
    assert "bucketing" not in _metrics(ex, text)
