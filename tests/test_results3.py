"""Tests for the result rules of session 5 (kg.extract.results): metric heads (``@k``
metrics, BLEU-n / ROUGE-x, named coefficients, rates), words between a value and its metric,
values in brackets, metric lists paired by "respectively", reference values in brackets,
enlarged inputs and the tilde range. All sentences are written for these tests."""
from __future__ import annotations

import pytest

from kg.extract.results import find_results


def rows(text, **kw):
    return [(r.value, r.value_max, r.unit, r.metric) for r in find_results(text, None, **kw)]


@pytest.mark.parametrize("text, expected", [
    # any name ending in @k is a metric
    ("The reranker lifts the HitRate@10 of the retriever by about 6%.", [("6", None, "%", "HitRate@10")]),
    # BLEU-n and ROUGE-x with their suffix
    ("The captioner scores 38.2 BLEU-4 and 59.9 ROUGE-L on our split.",
     [("38.2", None, None, "BLEU-4"), ("59.9", None, None, "ROUGE-L")]),
    # rate after "positive" / "negative"
    ("The detector keeps a 97% true positive rate under attack.", [("97", None, "%", "true positive rate")]),
    # "utilization" ends a metric phrase
    ("The kernel sustains 64% hardware FLOPs utilization on one device.",
     [("64", None, "%", "hardware FLOPs utilization")]),
    # a coefficient after a statistician's name is a metric; a bare one is a hyperparameter
    ("Scores track human ratings closely (Kendall's τ of 0.74).", [("0.74", None, None, "Kendall's τ")]),
    ("We set τ = 0.07 for all runs.", []),
])
def test_metric_heads(text, expected):
    assert rows(text) == expected


def test_possessive_owner_is_not_part_of_the_metric():
    assert rows("Our loss raises the encoder's retrieval accuracy by 4.2%.") == [
        ("4.2", None, "%", "retrieval accuracy")]


@pytest.mark.parametrize("text, expected", [
    # "on average" and "in terms of" between the value and the metric
    ("It beats all defenses by 1.5% to 9.8% on average in terms of robust accuracy.",
     [("1.5", "9.8", "%", "robust accuracy")]),
    # an article after a multiplier
    ("The planner reaches 2.4x the success rate of imitation learning.", [("2.4", None, "x", "success rate")]),
    # a participle of change after the value
    ("The new engine brings four-fold improved throughput for small batches.",
     [("4", None, "x", "throughput")]),
])
def test_words_between_value_and_metric(text, expected):
    assert rows(text) == expected


def test_comparative_with_its_own_noun_does_not_take_the_metric_before():
    # "larger batch size" is what the 3x measures, not the memory named before it
    assert rows("Lower memory usage allows up to 3x larger batch size during serving.") == [
        ("3", None, "x", None)]


def test_tilde_operator_is_a_range():
    assert rows("Serving reaches 1.8 × ∼ 2.6 × throughput on long prompts.") == [
        ("1.8", "2.6", "x", "throughput")]


@pytest.mark.parametrize("text, expected", [
    ("The filter raises mean retrieval precision on 12 search tasks (up to 3.5%) at no cost.",
     [("3.5", None, "%", "mean retrieval precision")]),
    ("The prover lifts the solve rate on the harder split (31.0% to 38.5%) after one round.",
     [("38.5", None, "%", "solve rate")]),  # a change in brackets reports its outcome
    ("The solve rate on the harder split (31.0% to 38.5%) is reported per seed.",
     [("31.0", "38.5", "%", "solve rate")]),  # without a verb of change: a range
    # an enumeration marker in brackets is never a value
    ("The engine (1) batches requests and (2) caches keys.", []),
])
def test_value_in_brackets_takes_the_metric_of_the_clause(text, expected):
    assert rows(text) == expected


def test_value_in_brackets_keeps_the_dataset_before_the_bracket():
    text = "The agent improves the pass rate on ToyBench (40.0% to 47.5%) and ToyBench-Hard (20.5% to 26.0%)."
    spans = [(text.index("ToyBench"), text.index("ToyBench") + 8, "ToyBench"),
             (text.index("ToyBench-Hard"), text.index("ToyBench-Hard") + 13, "ToyBench-Hard")]
    got = [(r.value, r.metric, r.dataset) for r in find_results(text, None, datasets=spans)]
    assert got == [("47.5", "pass rate", "ToyBench"), ("26.0", "pass rate", "ToyBench-Hard")]


def test_reference_value_in_brackets_inherits_the_metric():
    assert rows("Current models reach a top-1 accuracy below 41% (chance is 25%) on the quiz.") == [
        ("41", None, "%", "top-1 accuracy"), ("25", None, "%", "top-1 accuracy")]


@pytest.mark.parametrize("text, expected", [
    # list before "by"
    ("Our runtime cuts the peak memory, energy cost and tail latency by 3.1x, 2.2x and 1.4x, respectively.",
     [("3.1", None, "x", "peak memory"), ("2.2", None, "x", "energy cost"), ("1.4", None, "x", "tail latency")]),
    # list before a passive verb and "by"
    ("Precision and recall are improved by 2.5% and 4.0%, respectively.",
     [("2.5", None, "%", "Precision"), ("4.0", None, "%", "recall")]),
    # list after the values
    ("The codec gives savings of 5.5x and 8.2x in bandwidth and storage, respectively.",
     [("5.5", None, "x", "bandwidth"), ("8.2", None, "x", "storage")]),
])
def test_respectively_pairs_metrics_with_values(text, expected):
    assert rows(text) == expected


@pytest.mark.parametrize("text", [
    # the items are the models compared, not metrics
    "Our parser outperforms the strongest pipeline and joint systems by 1.2% and 2.9%, respectively.",
    # the items are datasets, not metrics
    "It gains 2% and 3% in ToyNet-10 and ToyNet-20, respectively.",
])
def test_respectively_leaves_non_metric_lists_alone(text):
    assert all(r.metric is None for r in find_results(text, None))


def test_enlarged_input_is_no_result():
    assert rows("We expand the training pool of the public corpus by 40x to build our set.") == []
    assert rows("Growing the replay buffer by 8x gives no gain.") == []
    # a system that enlarges a capacity reports an outcome
    assert rows("The scheduler can extend the usable context length by 6x.") == [("6", None, "x", None)]
    # a multiplier of an outcome still counts
    assert rows("Caching speeds up decoding by 3x on long inputs.") == [("3", None, "x", None)]


@pytest.mark.parametrize("text, expected", [
    # average recall and panoptic-quality heads written in capitals
    ("The detector raises box AR from 30.1 to 33.4 on the street scenes.", [("33.4", None, None, "box AR")]),
    ("It adds 2.2% PQ and 3.1% RQ over the strongest baseline.",
     [("2.2", None, "%", "PQ"), ("3.1", None, "%", "RQ")]),
    # "winning rate", and "performance" between a metric and its value
    ("The agent holds a 64% winning rate against the scripted bots.", [("64", None, "%", "winning rate")]),
    ("It reaches a mean AUPRC performance of 71.3 in our study.", [("71.3", None, None, "mean AUPRC")]),
])
def test_more_heads_and_metric_nouns(text, expected):
    assert rows(text) == expected


def test_values_listed_after_a_colon_take_the_metric_before_it():
    text = "We obtain excellent FID values across resolutions: 3.10 on ToyFaces-32×32, 4.25 on ToyCats-64×64, and 6.02 on ToyScenes-128×128."
    names = ["ToyFaces-32×32", "ToyCats-64×64", "ToyScenes-128×128"]
    spans = [(text.index(n), text.index(n) + len(n), n) for n in names]
    got = [(r.value, r.metric, r.dataset) for r in find_results(text, None, datasets=spans)]
    assert got == [("3.10", "FID", names[0]), ("4.25", "FID", names[1]),
                   ("6.02", "FID", names[2])]
    # a verb after the metric: the colon opens something else
    assert rows("We measure accuracy and describe the steps: 3 stages and 2 losses.") == []


def test_metric_list_before_by_pairs_without_respectively():
    assert rows("The forecaster lowers MAE and CRPS by 6.1% and 5.2% against the baselines.") == [
        ("6.1", None, "%", "MAE"), ("5.2", None, "%", "CRPS")]
    # names in the list (not metric phrases or acronyms): no pairing
    assert [r.metric for r in find_results(
        "It lifts ToyNet-10 and ToyNet-20 accuracy by 1% and 2%.", None)] == [
        "ToyNet-20 accuracy", "ToyNet-20 accuracy"]


def test_decibel_gain_is_a_result_but_a_decibel_setting_is_not():
    assert rows("Our codec brings a 1.9 dB gain over the learned baseline.") == [("1.9", None, "dB", None)]
    assert rows("The microphones have a 60 dB dynamic range.") == []


@pytest.mark.parametrize("text, metric", [
    ("The tuned policy cuts constraint violations by 41% in simulation.", "constraint violations"),
    ("Sharing keys reduces the cache footprint up to 3x at long contexts.", "cache footprint"),
    ("Our prior improves the decoder's calibration error by 12%.", "calibration error"),
    # the system changed is no metric
    ("The add-on improves the strongest baseline by 2.5% on average.", None),
    ("Our tuning improves ToyNet-50 by 1.5% on the test split.", None),
])
def test_object_of_a_verb_of_change_is_the_metric(text, metric):
    assert [r.metric for r in find_results(text, None)] == [metric]


def test_operating_point_is_no_result():
    assert [r.value for r in find_results(
        "The detector lowers the miss rate at a 90% recall by 7%.", None)] == ["7"]


def test_task_object_of_a_verb_of_change_is_no_metric():
    assert [r.metric for r in find_results("Our encoder improves zero-shot retrieval by 3.1% on average.", None)] == [None]


@pytest.mark.parametrize("text, expected", [
    ("The verifier can provide 70-85% coverage guarantees on held-out prompts.",
     [("70", "85", "%", "coverage guarantees")]),
    # a rating word after the value is no measured quantity; the noun after the change noun
    # and "in" is (session 23: the rating word no longer hides it)
    ("The tuner attains 12.5% average improvement in structure recovery.", [("12.5", None, "%", "structure recovery")]),
])
def test_noun_phrase_after_a_percentage_of_attainment_is_the_metric(text, expected):
    assert rows(text) == expected


def test_plural_speedups_is_a_metric_head():
    assert rows("Pruning gives practical speedups of 1.6 to 2.2x on phones.") == [("1.6", "2.2", "x", "practical speedups")]


def test_em_dash_ends_a_metric_phrase():
    assert rows("It excels in latency—yielding speed-ups of 3-5x on phones.") == [("3", "5", "x", "speed-ups")]
