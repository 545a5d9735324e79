"""Metric rule of this round in kg.extract.roles_datasets: the measures listed after "in terms
of" in a sentence that compares or rates a system (rule ``metric-terms-of``). Every sentence
is written for these tests."""
from __future__ import annotations

import pytest

from tests.factories import run


def _metrics(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.type == "Metric"}


@pytest.mark.parametrize("text, expected", [
    ("PolyGen clearly outperforms the baselines in terms of fidelity, diversity and plausibility.",
     {"fidelity", "diversity", "plausibility"}),
    ("The new tracker surpasses earlier trackers in terms of both detection ability and speed.",
     {"detection ability", "speed"}),
    ("Our sampler is superior in terms of the Hellinger distance and sample efficiency.",
     {"Hellinger distance", "sample efficiency"}),
    # a vague word is skipped, the list goes on
    ("The router beats prior routers in terms of performance and training time.", {"training time"}),
])
def test_measures_after_in_terms_of_in_a_comparison(extractor, text, expected):
    assert expected <= _metrics(extractor, text)


@pytest.mark.parametrize("text", [
    "The design is flexible in terms of architectural design.",          # no comparison
    "It is better to describe long tasks in terms of elementary steps.",  # plural things, not measures
    "The bound is tighter in terms of the same quantity.",               # a vague noun
])
def test_no_measure_after_in_terms_of_without_comparison_or_measure_noun(extractor, text):
    assert not (_metrics(extractor, text) & {"architectural design", "design", "elementary steps",
                                              "steps", "quantity", "same quantity"})


@pytest.mark.parametrize("text, expected", [
    ("The tokenizer gives faster decoding speed than byte-level models.", "decoding speed"),
    ("SemiY reaches faster convergence speeds than earlier pseudo-labelling schemes.", "convergence speeds"),
])
def test_speed_after_faster_is_a_measure(extractor, text, expected):
    assert expected in _metrics(extractor, text)


def test_high_cost_in_a_problem_statement_is_no_measure(extractor):
    text = "Long videos are rarely modelled due to the over-high computational cost of attention."
    assert "computational cost" not in _metrics(extractor, text)


@pytest.mark.parametrize("text, expected", [
    ("Paired with a trained classifier, the detector reaches state-of-the-art robustness accuracy.",
     "robustness accuracy"),
    ("The regulariser raises generalization accuracy on the held-out split.", "generalization accuracy"),
])
def test_kind_of_measure_before_a_metric_word_stays_in_the_metric(extractor, text, expected):
    assert expected in _metrics(extractor, text)


def test_system_noun_before_a_metric_word_stays_out(extractor):
    found = _metrics(extractor, "We raise the model accuracy with a better schedule.")
    assert "accuracy" in found and "model accuracy" not in found


@pytest.mark.parametrize("text, expected", [
    ("We derive upper bounds on the approximation error of the sketching scheme.", "approximation error"),
    ("Our analysis gives a bound for the sub-optimality gap of the learned policy.", "sub-optimality gap"),
])
def test_quantity_a_bound_is_proved_on_is_a_metric(extractor, text, expected):
    assert expected in _metrics(extractor, text)


def test_bound_on_a_rated_quantity_names_no_metric(extractor):
    assert not _metrics(extractor, "We give a bound on the overall error of the estimator.") & {
        "overall error", "error"}


@pytest.mark.parametrize("text, expected", [
    ("To quantify the effect, we introduce a fairness score over all prompts.", "fairness score"),
    ("We suggest a new metric named restoration gap for judging single plans.", "restoration gap"),
    ("We introduce an entropy-based metric called confidence and study its limits.", "confidence"),
])
def test_measure_the_paper_introduces_is_a_metric(extractor, text, expected):
    assert expected in _metrics(extractor, text)


def test_score_before_a_noun_is_no_introduced_metric(extractor):
    assert not _metrics(extractor, "We develop a similarity score function for pairs of graphs.") & {
        "similarity score", "score"}
