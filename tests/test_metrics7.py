"""Metric rules of entities round 7 in kg.extract.roles_datasets: ``metric-compared`` with more
measure heads (performance, efficiency, capacity, sparsity, uncertainty), generic-noun and
hyphen-glued modifiers, and more cues (superior, minimize, compromise, state-of-the-art,
"improve on"); ``metric-coordinated`` over a hyphenated rating word and seeded by a measure
phrase. Every sentence is written for these tests."""
from __future__ import annotations

import pytest

from tests.factories import run


def _metrics(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.type == "Metric"}


@pytest.mark.parametrize("text, metric", [
    # a generic noun as modifier ("answer", "inference", "task") names what is measured
    ("With the verifier we also improve the answer correctness of small models.", "answer correctness"),
    ("Pruning heads enhances inference efficiency on long inputs.", "inference efficiency"),
    ("The sparse variant gives better downstream task performance than dense tuning.",
     "downstream task performance"),
    # new heads
    ("Replay buffers increase memory capacity in recurrent agents.", "memory capacity"),
    ("The posterior sampler yields lower predictive uncertainty on shifted inputs.", "predictive uncertainty"),
    # new cues: "improve on", "without compromising much", "superior", "minimize", state-of-the-art
    ("The new heuristics improve on the search performance of greedy planners.", "search performance"),
    ("Early exits speed up decoding without compromising much translation performance.",
     "translation performance"),
    ("Experiments show superior segmentation performance on aerial scans.", "segmentation performance"),
    ("The scheduler minimizes energy cost under a deadline.", "energy cost"),
    ("The student keeps state-of-the-art ranking performance at a tenth of the size.", "ranking performance"),
    # a hyphen-glued modifier is one word
    ("Our regulariser gives higher gene-selection sparsity than the lasso.", "gene-selection sparsity"),
])
def test_measure_after_a_cue_is_a_metric(extractor, text, metric):
    assert metric in _metrics(extractor, text)


@pytest.mark.parametrize("text, phrase", [
    ("Distillation improves the model performance on edge devices.", "performance"),  # the system measured
    ("Our sampler gives better performance than the baselines.", "performance"),  # a bare head
    ("Mixed batches improve overall efficiency of the cluster.", "efficiency"),  # a rating word only
    ("These designs suffer from high computational cost on long videos.", "computational cost"),  # no cue
])
def test_vague_or_system_measures_stay_out(extractor, text, phrase):
    assert not any(phrase in m for m in _metrics(extractor, text))


def test_list_after_a_hyphenated_rating_word_is_coordinated(extractor):
    text = ("Listeners preferred our system in its state-of-the-art melodiousness, audio quality, "
            "and lyric alignment.")
    assert {"melodiousness", "audio quality", "lyric alignment"} <= _metrics(extractor, text)


def test_measure_phrase_seeds_a_list_after_in(extractor):
    text = "The edited outputs match strong baselines in both style measures as well as fluency quality."
    assert {"style measures", "fluency quality"} <= _metrics(extractor, text)


def test_half_word_of_a_suspended_hyphen_is_no_metric(extractor):
    text = "The flexible models beat linear ones in both their generative- and predictive-model performance."
    assert not any(m.endswith("-") for m in _metrics(extractor, text))


def test_a_model_family_before_the_head_names_the_system(extractor):
    # "transformer efficiency": whose efficiency, not which measure
    assert not any("efficiency" in m for m in _metrics(extractor, "Caching keys improves transformer efficiency on long inputs."))


def test_sentence_adverbial_before_a_list_opens_no_measure_list(extractor):
    text = "In summary, the proposed audio quality estimation method and restoration models need only clean speech."
    assert not ({"summary", "restoration models"} & _metrics(extractor, text))


@pytest.mark.parametrize("text, metric", [
    ("The solver's wall-clock overhead is nearly identical to SGD, and its calibration error is lower.", "wall-clock overhead"),
    ("Our sampler's proposal quality remains comparable to the exact chain.", "proposal quality"),
    # "relative to" after the head is no noun the head modifies
    ("It matches the teacher for a fraction of the training cost relative to distillation.", "training cost"),
])
def test_measure_compared_after_it_or_after_a_fraction_of(extractor, text, metric):
    assert metric in _metrics(extractor, text)


def test_system_before_a_comparison_is_no_measure(extractor):
    assert not any("performance" in m for m in _metrics(extractor, "The model performance is better on long inputs."))


def test_a_metric_inside_a_longer_metric_is_not_kept_too(extractor):
    # the longest phrase the text gives, as for datasets and proposals
    got = _metrics(extractor, "We propose GraspNet. GraspNet achieves a 31% top-1 success rate on YCB "
                              "and the best minimum Precision-Recall AUC among detectors.")
    assert {"top-1 success rate", "minimum Precision-Recall AUC"} <= got, got
    assert not got & {"top-1", "minimum Precision", "minimum Precision-Recall", "Precision"}, got
