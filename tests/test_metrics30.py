"""Session 30 metric rules (kg/extract/roles_datasets.py, ``_compared_measures`` and
``_measure_head``): a "score(s)" head with a modifier after a comparative or a verb of change
is a measure ("a higher puzzle score", "improves alignment scores such as ..."), but not
after a verb that sets an aim ("to maximize the reviewer scores"); a "performance" head whose
modifier is the abbreviation of a model family or learning setting names the system, not a
measure ("boosts GNN performance", "better offline RL performance"), while hardware words
keep a measure ("reducing GPU memory footprint and training time"); "average return" is a
count noun whose plural the gazetteer matches too (kg/extract/lexicon.py, METRIC_COUNT_HEADS);
a measure head before "bound" is a proof's quantity ("the efficiency bound").
Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _metrics(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return sorted({m.text for m in e.mentions if m.type == "Metric"})


@pytest.mark.parametrize("text, metric", [
    ("Trained without any demonstrations, our agent reaches a higher puzzle score than the imitation baseline.",
     "puzzle score"),
    ("The new regularizer improves retrieval scores on four multilingual collections.", "retrieval scores"),
])
def test_cued_score_is_a_metric(ex, text, metric):
    assert metric in _metrics(ex, text)


def test_scores_listed_after_a_cued_score_kind(ex):
    text = ("Our auxiliary objective improves alignment scores such as KTA score, Foo score, and "
            "the Bar agreement score while keeping the reconstruction error low.")
    ms = _metrics(ex, text)
    assert "alignment scores" in ms
    assert "Foo score" in ms


@pytest.mark.parametrize("text", [
    "The generator is then tuned with policy gradients to maximize the reviewer scores on held-out prompts.",
    "The planner keeps minimizing the average routing score over the historical requests.",
])
def test_aimed_score_is_no_metric(ex, text):
    assert not any(m.endswith(("score", "scores")) for m in _metrics(ex, text))


@pytest.mark.parametrize("text, system", [
    ("We show that the added edges consistently boost GNN performance on heterophilous graphs.", "GNN performance"),
    ("A tighter bound on the value gap gives better offline RL performance in sparse-reward mazes.",
     "offline RL performance"),
    ("The adapter is a generic way of improving SSL performance when labels are scarce.", "SSL performance"),
])
def test_system_abbreviation_performance_is_no_metric(ex, text, system):
    assert system not in _metrics(ex, text)


def test_task_performance_with_a_model_word_stays(ex):
    ms = _metrics(ex, "The calibration head improves the detection performance of the backbone by a wide margin.")
    assert "detection performance" in ms


def test_hardware_modifier_keeps_the_measure_and_its_conjunct(ex):
    ms = _metrics(ex, "The new mode keeps accuracy while significantly reducing GPU memory footprint and training time.")
    assert "training time" in ms


def test_plural_average_returns_is_a_metric(ex):
    ms = _metrics(ex, "On six locomotion tasks the agent attains near-optimal average returns within a day of training.")
    assert "average returns" in ms


def test_measure_before_bound_is_no_metric(ex):
    ms = _metrics(ex, "We pick the sampling design that minimizes the asymptotic efficiency bound of the estimator.")
    assert not any("efficiency" in m for m in ms)
