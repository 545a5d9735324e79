"""Session 29 metric rules (kg/extract/roles_datasets.py, ``_compared_measures``): "coverage"
and "correlation" right after a comparative or a verb of change name the measured outcome
without a modifier ("exhibits superior coverage", "an improvement in coverage", "a higher
correlation with human ratings"), but alone after "in" they name a scope ("global in
coverage"); the superlative "lowest" is a cue like the comparatives ("the lowest latency
among"), "highest" is not ("at the highest fidelity level"); after a verb that
sets an aim ("minimizing correlation with X", "increasing the coverage of Y") the two bare
words name none. Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _metrics(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return sorted({m.text for m in e.mentions if m.type == "Metric"})


@pytest.mark.parametrize("text, metric", [
    ("On three forecasting tasks the new intervals show superior coverage compared to split conformal methods.",
     "coverage"),
    ("Our recalibration step yields an improvement in coverage over the ensemble baseline.", "coverage"),
    ("The proposed judge reaches a higher correlation with expert ratings than prior automatic metrics.",
     "correlation"),
    ("Among all retrieval baselines our reader attains the lowest latency on the two benchmarks.", "latency"),
])
def test_cued_measure_is_a_metric(ex, text, metric):
    assert metric in _metrics(ex, text)


@pytest.mark.parametrize("text", [
    "The released archive is global in coverage, spans two decades and is stored at hourly resolution.",
    "Sparse camera rigs are often insufficient in terms of coverage and baseline length.",
])
def test_coverage_without_a_cue_is_no_metric(ex, text):
    assert "coverage" not in _metrics(ex, text)


def test_highest_rates_a_setting(ex):
    assert _metrics(ex, "The surrogate is trained at the highest fidelity level available in the simulator.") == []


@pytest.mark.parametrize("text", [
    "The sampler avoids bias by minimizing correlation with nuisance attributes.",
    "We widen the search by increasing the coverage of the latent action space.",
])
def test_bare_measure_set_as_an_aim_is_no_metric(ex, text):
    got = _metrics(ex, text)
    assert "correlation" not in got and "coverage" not in got
