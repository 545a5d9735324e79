"""Session 18 result rules (kg/extract/results/): compute hours after a share or multiplier
are the metric ("10% GPU hours"); "N x faster <process>" takes the abstract's own measure of
that process ("inference speed"); a rate ("4,256 images/s") with its measure named before it
is a result, and ", which is 66% higher than" after it keeps that measure; the object of a
verb of change keeps its role past a compared system ("reduces the memory footprint compared
to X, i.e. by 2x"); a percentage on a dataset takes the one metric the abstract reports on
that dataset in other sentences. Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.extract.results import find_results
from kg.records import Paper


def _results(ex, text):
    return [(r.value, r.metric) for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


@pytest.mark.parametrize("text, value, metric", [
    ("PlumeTune adapts the sampler to new prompts with only around 12% GPU hours compared with the full sweep.",
     "12", "GPU hours"),
    ("Distilled this way, the student needs 4x fewer TPU days than its teacher.", "4", "TPU days"),
])
def test_compute_hours_after_a_share_or_multiplier_are_the_metric(ex, text, value, metric):
    assert (value, metric) in _results(ex, text)


def test_hours_alone_stay_no_metric(ex):
    got = _results(ex, "The agent was trained for 8 hours on one machine and reached 71.2% success rate.")
    assert ("8", "hours") not in got and ("71.2", "success rate") in got


def test_faster_process_takes_the_abstract_s_measure_of_it(ex):
    text = ("MarbleDiff is efficient in terms of training time and inference speed. "
            "Our largest model achieves 3.2x faster inference than the pixel-space baseline.")
    assert ("3.2", "inference speed") in _results(ex, text)


def test_faster_process_without_a_named_measure_keeps_no_metric():
    text = "Our largest model achieves 3.2x faster inference than the pixel-space baseline."
    got = [(r.value, r.metric) for r in find_results(text, None, metrics=[(0, 0, "FID")])]
    assert got == [("3.2", None)]


def test_a_rate_with_a_named_measure_is_a_result_and_which_keeps_it(ex):
    text = ("On the validation set, the pruned encoder reaches a throughput of 3,180 images/s, "
            "which is over 41% higher than the unpruned one.")
    got = _results(ex, text)
    assert ("3,180", "throughput") in got and ("41", "throughput") in got


def test_a_rate_without_a_measure_is_no_result(ex):
    assert _results(ex, "The camera streams 30 frames per second to the tracker.") == []


def test_a_count_of_things_is_still_no_result(ex):
    assert _results(ex, "The throughput of 16 GPUs was shared between the two jobs.") == []


@pytest.mark.parametrize("text, value, metric", [
    ("QuarryOpt significantly reduces the activation memory compared to standard backpropagation, "
     "i.e. by 3x for decoder models.", "3", "activation memory"),
    ("The new schedule improves the calibration error relative to cosine decay by 14%.",
     "14", "calibration error"),
])
def test_changed_object_past_a_compared_system(ex, text, value, metric):
    assert (value, metric) in _results(ex, text)


def test_a_changed_system_past_a_compared_system_is_no_metric(ex):
    got = _results(ex, "Our method improves the baseline compared to prior work by 14% on all tasks.")
    assert ("14", "baseline") not in got


def test_a_percentage_on_a_dataset_takes_the_metric_reported_there_elsewhere():
    text = ("SolverBot-7B reaches 41.5% on the contest dataset GEOMQA, surpassing the best open model by 9% absolute. "
            "SolverBot-30B is the first open model with an accuracy above 60% on GEOMQA.")
    ds = [(m, m + 6, "GEOMQA") for m in (text.index("GEOMQA"), text.rindex("GEOMQA"))]
    sents = [(0, text.index("SolverBot-30B")), (text.index("SolverBot-30B"), len(text))]
    got = [(r.value, r.metric, r.dataset) for r in find_results(text, sents, metrics=[], datasets=ds)]
    assert ("41.5", "accuracy", "GEOMQA") in got and ("9", "accuracy", "GEOMQA") in got
    assert ("60", "accuracy", "GEOMQA") in got


def test_two_metrics_on_a_dataset_give_none_to_the_others():
    text = ("SolverBot-7B reaches 41.5% on GEOMQA. "
            "It has an accuracy of 60% on GEOMQA and a pass rate of 52% on GEOMQA.")
    starts = [i for i in range(len(text)) if text.startswith("GEOMQA", i)]
    ds = [(s, s + 6, "GEOMQA") for s in starts]
    sents = [(0, text.index("It has")), (text.index("It has"), len(text))]
    got = {r.value: r.metric for r in find_results(text, sents, metrics=[], datasets=ds)}
    assert got["41.5"] is None and got["60"] == "accuracy" and got["52"] == "pass rate"


def test_a_metric_in_the_same_sentence_decides_for_itself():
    text = "SolverBot reaches 41.5% on GEOMQA and an accuracy of 60% on GEOMQA."
    starts = [i for i in range(len(text)) if text.startswith("GEOMQA", i)]
    ds = [(s, s + 6, "GEOMQA") for s in starts]
    got = {r.value: r.metric for r in find_results(text, [(0, len(text))], metrics=[], datasets=ds)}
    assert got["60"] == "accuracy" and got["41.5"] is None


def _found(text):
    return [(r.value, r.value_max, r.metric) for r in find_results(text, None)]


@pytest.mark.parametrize("text, value", [
    ("The sampler gives a runtime speedup up to 30x ~ 900x over exact enumeration.", "900"),
    ("Our adapter improves recall by up to 4%~12% compared to linear probing.", "12"),
])
def test_a_range_after_up_to_is_its_upper_end(text, value):
    assert [(v, vm) for v, vm, _ in _found(text)] == [(value, None)]


def test_a_range_without_up_to_keeps_both_ends():
    assert [(v, vm) for v, vm, _ in _found("Our adapter improves recall by 4%~12% compared to linear probing.")] == \
        [("4", "12")]


@pytest.mark.parametrize("text, metric", [
    ("Our tuning boosts GPT-4's accuracy by 6.2% on the held-out puzzles.", "accuracy"),
    ("The cache lowers small LMs' peak memory usage by up to 35%.", "peak memory usage"),
    ("The reranker boosts Vicuna's performance by 9.1% across tasks.", None),
])
def test_a_possessive_owner_is_no_part_of_the_metric(text, metric):
    assert [m for _, _, m in _found(text)] == [metric]


def test_a_statistician_s_name_stays_in_the_metric():
    assert [m for _, _, m in _found("Scores agree with human ratings (0.51 Kendall's τ) on every split.")] == ["Kendall's τ"]


def test_another_value_ends_a_metric_phrase_after_a_value():
    assert _found("Training at a length of 4096 needs 8x computational costs in the attention layers.") == \
        [("8", None, "computational costs")]


@pytest.mark.parametrize("text", [
    "The scheme gives a polynomial time 1-ε approximation for dense instances.",
    "The estimator incurs optimal error up to a 1+o(1) factor.",
])
def test_a_term_of_an_expression_is_no_result(text):
    assert _found(text) == []


def test_a_noun_of_change_takes_no_object_as_metric():
    got = _found("The structured prior yields improvements ranging from 6% to 31% across benchmarks.")
    assert got == [("6", "31", None)]


@pytest.mark.parametrize("text", [
    "Compared to earlier releases, PikeGen relies on a four times larger decoder backbone.",
    "The student matches a 6x larger teacher network on both benchmarks.",
])
def test_a_multiplier_sizing_a_model_after_an_article_is_no_result(text):
    assert _found(text) == []


@pytest.mark.parametrize("text, value, metric", [
    ("Our kernel gives a 3x smaller memory footprint than the dense baseline.", "3", "memory footprint"),
    ("The pruned model is 6x smaller than the dense one.", "6", None),
])
def test_a_smaller_measure_or_a_predicative_size_stays(text, value, metric):
    assert (value, None, metric) in _found(text)
