"""Session 25 metric rules (kg/extract/roles_datasets.py, ``_remembering_recall``): "recall" in
the sense of remembering is no metric: the verb ("the ability to recall facts"), after a
modifier of memory ("factual recall", "memory-recall", "associative recall") and before a
hyphen and a noun of action ("recall-prioritization"); the measure stays ("improves recall",
"precision, and recall, cannot ...", "the throughput-recall tradeoff"). Adjectives that rate
the size or manner of a value stay outside the metric (kg/extract/lexicon.py,
METRIC_QUALITY_WORDS: "slow sampling speed" -> "sampling speed"). Sentences written for these
tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _metrics(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return sorted({m.text for m in e.mentions if m.type == "Metric"})


@pytest.mark.parametrize("text", [
    "Quantizing a language model weakens its ability to recall facts seen in pre-training.",
    "The QuxMem module lets the generator quickly recall these memories while sampling.",
    "Large transformers can recall entities mentioned earlier in the prompt.",
])
def test_the_verb_recall_is_no_metric(ex, text):
    assert not any("recall" in m.lower() for m in _metrics(ex, text))


@pytest.mark.parametrize("text", [
    "We probe tasks of arithmetic, translation and factual recall with the FooLM family.",
    "Few recurrent models imitate the memory-recall process of the hippocampus.",
    "Gated convolutions lag behind attention on associative recall.",
    "The loss is biased by its recall-prioritization, which we correct with a new objective.",
])
def test_remembering_phrases_are_no_metric(ex, text):
    assert not any("recall" in m.lower() for m in _metrics(ex, text))


def test_the_measure_recall_stays(ex):
    assert {"precision", "recall"} <= set(_metrics(
        ex, "The BarRank retriever improves recall by 4% and precision by 2% on the test queries."))
    assert "recall" in _metrics(
        ex, "Scores such as FID, precision, and recall, cannot capture clinical plausibility.")
    assert "recall" in _metrics(ex, "BazIndex reaches a recall of 0.93 at ten probed lists.")


@pytest.mark.parametrize("text, metric, rated", [
    ("Earlier samplers suffer from slow sampling speed on long sequences.", "sampling speed", "slow sampling speed"),
    ("Naive pruning of the QuxNet encoder causes severe accuracy loss.", "accuracy", "severe accuracy"),
    ("The BarSched policy offers a graceful robustness-accuracy trade-off.", "robustness-accuracy trade-off",
     "graceful robustness-accuracy trade-off"),
    ("We measure consistent throughput gains of 2x on four GPUs.", "throughput", "consistent throughput"),
    ("The learned solvers reach near unity accuracy on the test meshes.", "accuracy", "unity accuracy"),
    ("Retraining the FooLM model has prohibitive training cost.", "training cost", "prohibitive training cost"),
])
def test_rating_adjectives_stay_outside_the_metric(ex, text, metric, rated):
    ms = _metrics(ex, text)
    assert metric in ms
    assert rated not in ms
