"""Session 36 (results20): a measure's name that is part of a training objective or an analysis
tool is no metric (DatasetMetricRules._objective_named). Sentences written for these tests."""
from __future__ import annotations

from kg.records import Paper


def _metrics(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return [m.text for m in e.mentions if m.type == "Metric"]


def test_an_objective_after_a_likelihood_is_no_metric(ex):
    assert _metrics(ex, "Flow models are usually fitted with the log-likelihood objective on image patches.") == []


def test_a_method_after_a_bracketed_acronym_is_no_metric(ex):
    assert _metrics(ex, "The critic is fitted using the maximum log-likelihood (MLL) method before planning.") == []


def test_a_decomposition_after_the_acronym_of_an_error(ex):
    assert _metrics(ex, "We analyse label smoothing through a root-mean-square-error (RMSE) decomposition.") == []


def test_a_loss_after_an_error_measure_is_a_training_loss(ex):
    names = _metrics(ex, "The decoder is trained with an MSE loss, and we report PSNR on three photo sets.")
    assert "MSE" not in names and "PSNR" in names


def test_a_loss_after_accuracy_is_a_drop_and_stays(ex):
    assert "accuracy" in _metrics(ex, "Our pruning keeps the model small with a negligible accuracy loss on the test set.")


def test_a_loss_with_a_value_is_a_measure(ex):
    assert "MSE" in _metrics(ex, "The small decoder reaches an MSE loss of 0.02 on the held-out signals.")
