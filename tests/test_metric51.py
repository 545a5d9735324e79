"""Metric rules of session 51 (metric51) in kg.extract.roles_datasets: "stability" as a bare
measured property after a comparative or a verb of change (``STABILITY_MEASURE``), left out as
an aim or as a modifier glued to another word; in kg.extract.lexicon and kg.extract.gazetteer:
named measures added to the metric lists and the typographic apostrophe of a listed phrase.
Every sentence is written for these tests."""
from __future__ import annotations

import pytest

import kg.extract.roles_datasets as RD
from kg.extract.gazetteer import metric_spellings
from tests.factories import run


def _metrics(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.type == "Metric"}


def test_stability_is_a_bare_measured_property():
    assert RD.STABILITY_MEASURE and "stability" in RD._PROPERTY_MEASURES and "stability" in RD._BARE_MEASURES


@pytest.mark.parametrize("text, metric", [
    ("The scheduler improves stability through warm restarts.", "stability"),
    ("We find paths in weight space which improve the stability of a controller.", "stability"),
    ("The solver shows much greater stability across random seeds.", "stability"),
    ("The new loss significantly enhances training stability and sample diversity.", "training stability"),
])
def test_stability_after_a_cue_is_a_metric(extractor, text, metric):
    assert metric in _metrics(extractor, text)


@pytest.mark.parametrize("text", [
    # a purpose infinitive: the aim, not the outcome
    "To enhance numerical stability, we propose a log-domain solver.",
    # a purpose gerund after "for"
    "We present a recipe for improving the stability of adversarial training.",
    # a complement of what it withstands (kept whole by the annotators, as robustness)
    "The solver improves stability to perturbations of the step size.",
    # glued to the next word: a modifier of another noun
    "Replay leads to less forgetting and a better stability-plasticity tradeoff.",
])
def test_stability_that_is_no_measured_outcome_is_left_out(extractor, text):
    assert not any("stability" in m.lower() for m in _metrics(extractor, text))


def test_stability_without_a_cue_stays_out(extractor):
    assert "stability" not in _metrics(extractor, "Stability of the iterates is studied in the appendix.")


def test_stability_a_proposal_is_for_stays_out(extractor):
    text = ("We propose a rescaling scheme that shrinks the skip connections and improves the "
            "training stability of the denoiser.")
    assert not any("stability" in m.lower() for m in _metrics(extractor, text))


@pytest.mark.parametrize("text, metric", [
    ("Our learner reaches a lower structural Hamming distance to the true graph.", "structural Hamming distance"),
    ("We report Spearman's rank correlation coefficient between proxy and final scores.",
     "Spearman's rank correlation coefficient"),
    ("We report Spearman\u2019s rank correlation between proxy and final scores.",
     "Spearman\u2019s rank correlation"),
    ("The two errors are linearly related (Pearson's correlation above 0.9).", "Pearson's correlation"),
    ("We bound the Gini coefficient of the per-group losses.", "Gini coefficient"),
    ("The tuned chat model halves the toxicity score of its replies.", "toxicity score"),
    ("The voice cloner matches the speaker similarity of far larger systems.", "speaker similarity"),
    ("The screening model improves BEDROC over the docking baseline.", "BEDROC"),
])
def test_named_measures_are_metrics(extractor, text, metric):
    assert metric in _metrics(extractor, text)


def test_typographic_apostrophe_spelling_of_a_listed_phrase():
    assert "kendall\u2019s tau" in metric_spellings(["kendall's tau"])
    assert not any("\u2019" in p for p in metric_spellings(["mean rank"]))
