"""Metric rules of session 49 (metric49) in kg.extract.roles_datasets and kg.extract.lexicon:
measured qualities of a model's behaviour as bare measures after a cue (``QUALITY_MEASURES``),
the list after "dimensions" / "aspects" in an evaluating sentence (``DIMENSION_MEASURE_LISTS``),
an activity gerund after a determiner inside a metric (``GERUND_AFTER_DETERMINER``) and the long
forms of SSIM. Every sentence is written
for these tests."""
from __future__ import annotations

import pytest

import kg.extract.roles_datasets as RD
from tests.factories import run


def _metrics(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.type == "Metric"}


@pytest.mark.parametrize("text, metric", [
    ("The tuned assistant reaches higher truthfulness than its base model on our quiz.", "truthfulness"),
    ("Self-critique improves the factuality of long answers.", "factuality"),
    ("Our filter enhances the safety of generated replies while keeping fluency.", "safety"),
    ("Preference tuning increases helpfulness without hurting recall.", "helpfulness"),
])
def test_quality_after_a_cue_is_a_metric(extractor, text, metric):
    assert metric in _metrics(extractor, text)


def test_coordinated_qualities_after_a_cue(extractor):
    found = _metrics(extractor, "Feedback tuning improves honesty and harmlessness of the chat model.")
    assert {"honesty", "harmlessness"} <= found


@pytest.mark.parametrize("text, quality", [
    # a purpose infinitive: the aim, not the outcome
    ("To improve safety, we add a refusal head to the policy.", "safety"),
    # a modal: a possible effect
    ("Such a planner could improve the safety of warehouse robots.", "safety"),
    # glued to the next word: a modifier of another noun
    ("The encoder learns a better safety-aware embedding of users.", "safety"),
])
def test_quality_that_is_no_measured_outcome_is_left_out(extractor, text, quality):
    assert quality not in _metrics(extractor, text)


def test_diversity_and_fairness_stay_no_bare_quality_measures():
    assert "diversity" not in RD._QUALITY_MEASURES and "fairness" not in RD._QUALITY_MEASURES


def test_dimension_list_of_a_benchmark_names_metrics(extractor):
    text = ("We release a suite that evaluates chat models across four dimensions including "
            "truthfulness, safety, fairness and robustness.")
    assert {"truthfulness", "safety", "fairness", "robustness"} <= _metrics(extractor, text)


def test_dimension_list_after_a_colon_names_metrics(extractor):
    text = "The summaries are assessed along three axes: coherence, relevance and conciseness."
    assert {"coherence", "relevance", "conciseness"} <= _metrics(extractor, text)


def test_dimension_list_without_an_evaluating_word_is_no_metric(extractor):
    text = "The survey covers aspects such as data collection and model design."
    found = _metrics(extractor, text)
    assert "data collection" not in found and "model design" not in found


def test_structural_similarity_index_is_a_metric(extractor):
    text = "The decoder raises the structural similarity index measure to 0.93 on the scans."
    assert "structural similarity index measure" in _metrics(extractor, text)


def test_gerund_after_a_determiner_stays_in_the_metric(extractor):
    text = "The pretrained features improve the clustering accuracy from 57% to 66% on the photo archive."
    found = _metrics(extractor, text)
    assert "clustering accuracy" in found and "accuracy" not in found
