"""Metric mentions (rules ``metric-*`` of kg/extract/roles_datasets.py), session 16: hyphenated
words in an "in terms of" list, qualities a verb of improvement names beside a measure,
"precision" as a manner, and vague heads ("amount") in a coordinated list."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _metrics(ex, text):
    return {m.text for m in ex.extract(Paper(id="p", abstract=text, source="t")).mentions if m.type == "Metric"}


# --- "in terms of": a hyphen-glued word is one word -------------------------------------------

@pytest.mark.parametrize("text, metric", [
    ("BazNet surpasses earlier solvers in terms of memory use and wall-clock time.", "wall-clock time"),
    ("QuxGen beats autoregressive models in terms of diversity and per-token cost.", "per-token cost"),
])
def test_hyphenated_item_of_an_in_terms_of_list_is_a_metric(ex, text, metric):
    assert metric in _metrics(ex, text)


def test_hyphenated_rating_in_terms_of_is_no_metric(ex):
    got = _metrics(ex, "Sparse codes are superior in terms of memory-efficient storage when compared to pruning.")
    assert not any("storage" in m for m in got)


# --- qualities a verb of improvement names beside a measure -----------------------------------

@pytest.mark.parametrize("text, metrics", [
    ("The new prior improves editability and fidelity of generated floor plans.", {"editability", "fidelity"}),
    ("Our regulariser enhances the accuracy and interpretability of survival models.",
     {"accuracy", "interpretability"}),
    ("The scheme boosts throughput and responsiveness for serving chat models.", {"throughput", "responsiveness"}),
])
def test_qualities_beside_a_measure_after_improve_are_metrics(ex, text, metrics):
    assert metrics <= _metrics(ex, text)


@pytest.mark.parametrize("text, word", [
    # no measure in the list: the qualities alone are left out
    ("The toolkit improves the editability and flexibility of vector graphics.", "editability"),
    # a theory quantity is no measured quality
    ("The estimator improves accuracy and sample complexity over plain averaging.", "sample complexity"),
    # a plural object is a thing improved, not a quality
    ("The module improves accuracy and embeddings for rare words.", "embeddings"),
])
def test_improved_things_that_are_no_qualities_stay_out(ex, text, word):
    assert word not in _metrics(ex, text)


# --- "precision" as a manner ----------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Lidar units can track slow drifts of bridges with very high precision.",
    "The solver converges to arbitrary precision on sparse systems.",
    "Large weights are kept in higher precision while the rest use 3 bits.",
])
def test_precision_of_manner_is_no_metric(ex, text):
    assert "precision" not in _metrics(ex, text)


@pytest.mark.parametrize("text", [
    "The detector flags faulty sensors with high precision and recall.",
    "BarRank achieves high precision on three retrieval benchmarks.",
])
def test_precision_as_a_measure_stays(ex, text):
    assert "precision" in _metrics(ex, text)


# --- vague heads in a coordinated list --------------------------------------------------------

def test_amount_in_a_coordinated_list_is_no_metric(ex):
    got = _metrics(ex, "FooSeg outperforms prior work in terms of mask quality, latency and amount of "
                       "annotated scans.")
    assert "amount" not in got and "mask quality" in got


def test_a_family_of_measures_after_a_modifier_stays(ex):
    got = _metrics(ex, "BarRestore is competitive in terms of both distortion metrics and perceptual quality.")
    assert "distortion metrics" in got


def test_a_bare_number_of_is_no_metric_but_the_hyphenated_item_before_it_is(ex):
    got = _metrics(ex, "QuxOpt converges faster than prior solvers in terms of wall-clock time and number of "
                       "gradient calls.")
    assert "wall-clock time" in got and "number" not in got
