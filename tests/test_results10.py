"""Result phrasings of session 10 (kg.extract.results): sentences written for these tests."""
from __future__ import annotations

from kg.extract.results import find_numbers, find_results


def _results(text, metrics=(), datasets=()):
    sp = lambda names: [(text.index(n), text.index(n) + len(n), n) for n in names]
    return [(r.value, r.value_max, r.unit, r.metric, r.dataset)
            for r in find_results(text, None, metrics=sp(metrics), datasets=sp(datasets))]


# "from A to B" with a dataset phrase between the metric and "from"

def test_from_to_after_a_dataset_phrase_keeps_metric_and_dataset():
    text = "Our forecaster reduces MSE on ETTh1 from 0.42 to 0.38."
    assert _results(text, datasets=["ETTh1"]) == [("0.38", None, None, "MSE", "ETTh1")]


def test_from_to_list_each_with_its_dataset():
    text = "It lowers the MAE on Weather-7 from 0.31 to 0.27 and on Traffic-2 from 0.52 to 0.44."
    assert _results(text, datasets=["Weather-7", "Traffic-2"]) == [
        ("0.27", None, None, "MAE", "Weather-7"), ("0.44", None, None, "MAE", "Traffic-2")]


def test_a_name_right_before_a_bare_value_is_a_setting_not_a_dataset():
    # "in NFE 500": the name gives the setting its value; no result with "best performance"
    text = "The sampler shows the best performance in NFE 500 with a 2x faster wall-clock time."
    assert all(v != "500" for v, *_ in _results(text))


# "FID=3.88"

def test_metric_glued_to_equals_sign():
    text = "Our sampler reaches FID=3.88 on CIFAR-10 with ten steps."
    assert _results(text, datasets=["CIFAR-10"]) == [("3.88", None, None, "FID", "CIFAR-10")]
    assert _results("It reaches FID: 2.91 on FFHQ.", datasets=["FFHQ"]) == [("2.91", None, None, "FID", "FFHQ")]


def test_a_setting_glued_to_equals_sign_is_no_number():
    assert [n.value for n in find_numbers("with τ=0.5 and k=5 we train for 3.2x fewer steps")] == ["3.2"]


# "5.7x longer" after a measure noun

def test_measured_adjective_takes_the_measure_noun_before_the_value():
    text = "We find the new corpus to have clip durations over 5.7x longer than the next dataset."
    assert _results(text) == [("5.7", None, "x", "clip durations", None)]


def test_a_second_value_of_the_same_adjective_shares_the_measure():
    text = ("The benchmark has episode lengths over 4x longer than the closest benchmark and 10x to 50x longer "
            "than any other one.")
    assert _results(text) == [("4", None, "x", "episode lengths", None), ("10", "50", "x", "episode lengths", None)]


def test_a_measured_adjective_without_a_measure_noun_is_no_result():
    # "4.5x deeper ViTs" sizes a model (a setting), and no measure noun precedes the value
    assert _results("With the same complexity as the base model we instantiate 4.5x and 2x deeper networks.") == []
    assert _results("Our model handles 5.7x longer contexts than the base model.") == []


def test_a_verb_before_the_measure_noun_is_left_out():
    text = "Our sampler supports sequence lengths up to 4x longer."
    assert _results(text) == [("4", None, "x", "sequence lengths", None)]


# "16% X on A and 3.7% on B"

def test_second_value_keeps_its_own_dataset():
    text = "It uses far fewer resources (e.g., 16% GPU memories on Hopper and 3.7% on Pong)."
    assert _results(text, datasets=["Hopper", "Pong"]) == [
        ("16", None, "%", "GPU memories", "Hopper"), ("3.7", None, "%", "GPU memories", "Pong")]


# "improve X accuracy, by 19.5 points"

def test_metric_before_a_comma_and_by():
    text = "These strategies consistently improve probe accuracy, by 12.5 points on average."
    assert _results(text) == [("12.5", None, "points", "probe accuracy", None)]


def test_a_list_of_by_phrases_shares_the_metric():
    text = ("Such tuning improves retrieval recall, by 9.5 points in the first setting, by 8.4 points in the "
            "second, and by 5.2 points in the third.")
    assert [(v, m) for v, _, _, m, _ in _results(text)] == [
        ("9.5", "retrieval recall"), ("8.4", "retrieval recall"), ("5.2", "retrieval recall")]


def test_comma_by_needs_a_verb_of_change_before_the_metric():
    # no verb of change: the metric is only named, the value after ", by" is not its change
    text = "We report the accuracy, by 3 annotators per item."
    assert all(m != "accuracy" for _, _, _, m, _ in _results(text))


# a symbol hedge after a verb of reduction or success

def test_symbol_hedge_after_reduce_save_and_solve():
    assert _results("Our method can reduce up to ∼30% of the peak memory usage.") == [
        ("30", None, "%", "peak memory usage", None)]
    assert _results("It saves ~40% of the training time.") == [("40", None, "%", "training time", None)]
    assert [v for v, *_ in _results("It solves ≈ 87% of the puzzles.")] == ["87"]
    assert _results("We train with ~10% of the data.") == []  # a share of an input stays no result
