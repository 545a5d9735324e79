"""The one list-pairing mechanism of kg/extract/results/lists.py (:func:`_paired_lists`):
a value list and a name list of as many metrics or datasets pair up in order, found in
three passes (:data:`_READINGS`): a metric list before "by" or after "in ...,
respectively"; the datasets of a sentence with "respectively"; names right after the
values (with or without "respectively"), a list named as metrics, or a fronted list of
datasets. Every sentence is written for these tests."""
from __future__ import annotations

import pytest

from kg.extract.results import find_results
from kg.extract.results.lists import _READINGS, _pair, _paired_lists
from kg.records import Result


def _spans(text, names):
    return [(text.index(n), text.index(n) + len(n), n) for n in names]


def _got(text, metrics=(), datasets=()):
    return [(r.value, r.metric, r.dataset) for r in find_results(
        text, None, metrics=_spans(text, metrics), datasets=_spans(text, datasets))]


def test_pass_one_metric_list_before_by():
    assert _got("The planner cuts latency and energy use by 3.5x and 2.1x on the robot.") == [
        ("3.5", "latency", None), ("2.1", "energy use", None)]


def test_pass_one_metric_list_after_values_needs_respectively():
    text = "The codec yields gains of 4.2x and 6.3x in bandwidth and storage, respectively."
    assert [(v, m) for v, m, _ in _got(text)] == [("4.2", "bandwidth"), ("6.3", "storage")]
    # without "respectively" the phrases after "in" are not read as a list of metrics
    assert [m for _, m, _ in _got("The codec yields gains of 4.2x and 6.3x in bandwidth and storage.")] != [
        "bandwidth", "storage"]


def test_pass_two_datasets_of_a_sentence_with_respectively():
    # the values are not coordinated: only "respectively" pairs them with the datasets
    text = ("Our tagger reaches an accuracy of 71.4% on the clean split and 68.9% on the noisy split "
            "of ToyA and ToyB, respectively.")
    assert _got(text, metrics=["accuracy"], datasets=["ToyA", "ToyB"]) == [
        ("71.4", "accuracy", "ToyA"), ("68.9", "accuracy", "ToyB")]
    text = text.replace(", respectively", "")
    assert [d for _, _, d in _got(text, metrics=["accuracy"], datasets=["ToyA", "ToyB"])] != ["ToyA", "ToyB"]


def test_pass_two_needs_as_many_datasets_as_values():
    text = "ToySet-A, ToySet-B and ToySet-C see 71.4% and 68.9% accuracy, respectively."
    got = _got(text, metrics=["accuracy"], datasets=["ToySet-A", "ToySet-B", "ToySet-C"])
    assert [d for _, _, d in got] != ["ToySet-A", "ToySet-B"]


def test_pass_three_names_after_values_without_respectively():
    text = "The detector improves by 2.4% and 1.7% on mAP and NDS over the camera-only baseline."
    assert [(v, m) for v, m, _ in _got(text, metrics=["mAP", "NDS"])] == [("2.4", "mAP"), ("1.7", "NDS")]
    text = "The tagger reaches 81.0%, 77.5% and 70.2% on ToyA, ToyB and ToyC."
    assert [(v, d) for v, _, d in _got(text, datasets=["ToyA", "ToyB", "ToyC"])] == [
        ("81.0", "ToyA"), ("77.5", "ToyB"), ("70.2", "ToyC")]


def test_pass_three_fronted_list_of_datasets():
    text = "On ToyA, ToyB and ToyC, the tagger reaches 81.0%, 77.5% and 70.2%."
    assert [(v, d) for v, _, d in _got(text, datasets=["ToyA", "ToyB", "ToyC"])] == [
        ("81.0", "ToyA"), ("77.5", "ToyB"), ("70.2", "ToyC")]


def test_list_of_another_length_is_left_alone():
    text = "The tagger reaches 81.0% and 77.5% on ToyA, ToyB and ToyC."
    assert [d for _, _, d in _got(text, datasets=["ToyA", "ToyB", "ToyC"])] != ["ToyA", "ToyB"]


def _result(text, value, metric=None, dataset=None, change=False):
    s = text.index(value)
    return Result(value=value, unit="%", metric=metric, dataset=dataset, text=value + "%", start=s,
                  end=s + len(value) + 1, sentence_start=0, sentence_end=len(text), change=change)


def test_pair_metric_list_refused_when_a_value_names_another_metric():
    text = "It gains 2.0% and 3.0% recall."
    out = [_result(text, "2.0", metric="precision"), _result(text, "3.0")]
    _pair(text, out, [0, 1], "metric", ["F1", "recall"], None)
    assert [r.metric for r in out] == ["precision", None]
    _pair(text, out, [0, 1], "metric", ["F1", "recall"], "precision")  # the metric read before: gives way
    assert [r.metric for r in out] == ["F1", "recall"]


def test_pair_shares_a_change_unless_told_not_to():
    text = "It gains 2.0% and 3.0% on A and B."
    out = [_result(text, "2.0", change=True), _result(text, "3.0")]
    _pair(text, out, [0, 1], "dataset", ["A", "B"], None, share_change=False)
    assert [(r.dataset, r.change) for r in out] == [("A", True), ("B", False)]
    _pair(text, out, [0, 1], "dataset", ["A", "B"], None)
    assert [(r.dataset, r.change) for r in out] == [("A", True), ("B", True)]


def test_three_passes_in_order():
    assert [values.__name__ for values, _ in _READINGS] == [
        "_coordinated_values", "_values_before_respectively", "_listed_values"]
    text = "It gains 2.0% and 3.0% on A and B."
    out = [_result(text, "2.0"), _result(text, "3.0")]
    assert _paired_lists(text, out, [], []) == out  # no name spans, no acronyms: nothing paired
