"""Session 28 metric rules (kg/extract/roles_datasets.py): a verb of showing after a subject of
theory names no measure ("Theoretical analysis demonstrates the correctness of X":
``_THEORY_SUBJECT_WORDS`` in ``_shown_statement``); a regret, error or risk that a theorem
bounds is no metric ("instance-dependent regret upper bounds", "worst-case regret bounds", "the
minimax regret rate", "no-swap regret dynamics", "generalization error bounds":
``_proved_quantity``), while a regret or error reported or compared stays ("lower regret than
UCB", "an error rate of 3%"); a bare "accuracy" that states a tolerance is no metric ("to
desired accuracy", "up to a certain accuracy": ``_target_accuracy``), while "leads to high
accuracy" and "to desired accuracy and recall" keep it. Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _metrics(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return sorted({m.text for m in e.mentions if m.type == "Metric"})


@pytest.mark.parametrize("text", [
    "Theoretical analysis demonstrates the correctness of the two samplers.",
    "Our theorem verifies the robustness of the estimator under heavy tails.",
])
def test_theory_subject_shows_no_measure(ex, text):
    assert _metrics(ex, text) == []


def test_experiments_still_show_a_measure(ex):
    assert _metrics(ex, "Experiments on four corpora demonstrate the correctness of the two samplers.") == [
        "correctness"]


@pytest.mark.parametrize("text", [
    "We prove gap-dependent regret upper bounds of order log T for the new bandit algorithm.",
    "The method enjoys worst-case regret bounds that match the known lower bound.",
    "We establish the minimax dynamic regret rate for drifting contexts.",
    "Players converge under no-swap regret dynamics in these games.",
    "We derive generalization error bounds for the two-layer model.",
])
def test_bounded_quantity_is_no_metric(ex, text):
    assert _metrics(ex, text) == []


def test_reported_regret_and_error_rate_stay(ex):
    got = _metrics(ex, "In simulations the policy attains lower regret than UCB and a 3% error rate.")
    assert "regret" in got and "error rate" in got


@pytest.mark.parametrize("text", [
    "We show that the operator network can approximate any smooth map to desired accuracy.",
    "The solver only needs gradients up to a certain accuracy at each step.",
    "In practice the noise level is rarely known to sufficient accuracy.",
])
def test_target_accuracy_is_no_metric(ex, text):
    assert _metrics(ex, text) == []


@pytest.mark.parametrize("text, metric", [
    ("The new selection criterion leads to high accuracy on held-out tasks.", "accuracy"),
    ("The retriever is tuned to desired accuracy and recall on the validation split.", "recall"),
])
def test_measured_accuracy_stays(ex, text, metric):
    assert metric in _metrics(ex, text)
