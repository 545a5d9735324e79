"""Tests for the result rules of entities round 2 (kg.extract.results): slash-separated value
lists, the "%p" unit, a change described by the bracket it opens, "saves N% of the <cost>",
one result per repeated statement; and the possessive metric shape of
kg.extract.pipeline. All sentences are written for these tests."""
from __future__ import annotations

import pytest

from kg.extract.results import find_results


def rows(text, **kw):
    return [(r.value, r.value_max, r.unit, r.metric, r.change) for r in find_results(text, None, **kw)]


@pytest.mark.parametrize("text, expected", [
    # a slash list of values shares the metric of the first value
    ("The tagger reaches an F1 of 71.3/69.8/64.0 on the three domains.",
     [("71.3", None, None, "F1", False), ("69.8", None, None, "F1", False), ("64.0", None, None, "F1", False)]),
    ("It scores a BLEU of 27.5 / 31.2 on the two directions.",
     [("27.5", None, None, "BLEU", False), ("31.2", None, None, "BLEU", False)]),
    # as many slash-listed metric names as values: paired in order
    ("Our denoiser attains a PSNR/SSIM of 30.4/0.88 on the test images.",
     [("30.4", None, None, "PSNR", False), ("0.88", None, None, "SSIM", False)]),
    # integers without a unit are a fraction or a date, not a list of values
    ("The agent solves 7/10 puzzles in the 24/7 setting.", []),
])
def test_slash_lists(text, expected):
    spans = [(text.find(m), text.find(m) + len(m), m) for m in ("F1", "BLEU", "PSNR", "SSIM") if m in text]
    assert rows(text, metrics=spans) == expected


def test_percent_p_is_percentage_points():
    assert rows("The ranker raises recall by 2.7%p over the strongest baseline.") == [
        ("2.7", None, "pp", "recall", True)]


@pytest.mark.parametrize("text, change", [
    ("Our sampler gives a steady (2.5%-7.9% in FID) improvement over the baseline.", True),
    ("Our sampler gives a steady FID (2.5%-7.9% in all runs) on the benchmark.", False),
])
def test_change_named_after_its_bracket(text, change):
    got = find_results(text, None)
    assert [(r.value, r.value_max, r.change) for r in got] == [("2.5", "7.9", change)]


@pytest.mark.parametrize("text, expected", [
    ("The new schedule saves 35% of the training time on every model.", [("35", None, "%", "training time", True)]),
    ("Pruning cuts 20% of its inference cost with no loss.", [("20", None, "%", "inference cost", True)]),
])
def test_saved_share_of_a_cost(text, expected):
    assert rows(text) == expected


def test_a_saved_share_of_a_set_has_no_metric():
    # a share of a set of things, not of a cost: still no metric
    assert [r.metric for r in find_results("The sampler reduces 60% of the denoising steps.", None)] == [None]


def test_a_repeated_statement_is_one_result():
    text = ("The parser reaches 88.1% accuracy on TreeBankX. We find that the parser reaches "
            "88.1% accuracy on TreeBankX.")
    first = text.index(".") + 1
    name = text.index("TreeBankX")
    got = find_results(text, [(0, first), (first + 1, len(text))], datasets=[(name, name + 9, "TreeBankX")])
    assert [(r.value, r.metric, r.dataset) for r in got] == [("88.1", "accuracy", "TreeBankX")]


def test_equal_values_of_different_things_stay():
    got = find_results("It gains +3.2% on parsing, +1.5% on tagging and +3.2% on chunking.", None)
    assert [r.value for r in got] == ["+3.2", "+1.5", "+3.2"]


def test_possessive_metric_becomes_a_metric_mention(extractor):
    from kg.records import Paper

    ex = extractor.extract(Paper(id="t", abstract=(
        "Our scorer agrees with annotators, reaching a Spearman's ρ of 0.71 on our ratings.")))
    assert "Spearman's ρ" in {m.text for m in ex.mentions if m.type == "Metric"}


@pytest.mark.parametrize("text", [
    "Peak robustness to noise is reached at about 60% dropout in the recurrent layers.",
    "The best calibration is observed at 30% masking of the input tokens.",
])
def test_a_setting_percentage_is_no_result_even_after_a_metric(text):
    assert rows(text) == []


def test_a_score_at_a_setting_stays():
    assert rows("The pruned network keeps 74.1% top-1 accuracy at 80% sparsity.") == [
        ("74.1", None, "%", "top-1 accuracy", False)]


def _spans(text, *names):
    return [(text.index(n), text.index(n) + len(n), n) for n in names]


def test_bracketed_values_take_the_metric_the_clause_names_after_them():
    text = "Our tagger (88.4) outperforms the rule tagger (85.9) in F1 on the news split."
    assert rows(text, metrics=_spans(text, "F1")) == [
        ("88.4", None, None, "F1", False), ("85.9", None, None, "F1", False)]


def test_a_sentence_opening_with_its_metric_gives_it_to_its_values():
    text = "In terms of AUPRC, the detector lifts the best prior score from 61.5% to 70.2% on rare classes."
    assert [(r.value, r.metric) for r in find_results(text, None, metrics=_spans(text, "AUPRC"))] == [
        ("70.2", "AUPRC")]


def test_a_bracketed_count_after_a_name_is_no_result():
    text = "We build on the corpus of Lee et al. (2019) and report F1 on its test split."
    assert rows(text, metrics=_spans(text, "F1")) == []


def test_a_bare_list_of_changes_shares_metric_and_change():
    text = "The ensemble lifts recall by 1.2%, 3.4%, and 7.9% on the three splits, respectively."
    assert rows(text, metrics=_spans(text, "recall")) == [
        ("1.2", None, "%", "recall", True), ("3.4", None, "%", "recall", True), ("7.9", None, "%", "recall", True)]


def test_a_listed_value_before_its_own_noun_keeps_no_metric():
    # the second value is not the listed metric's ("accuracy"); since session 28 "N% fewer X"
    # names its own noun, as "Nx fewer X" does
    text = "The model reaches 90.5% accuracy, 30% fewer parameters and a smaller memory."
    assert [(r.value, r.metric) for r in find_results(text, None, metrics=_spans(text, "accuracy"))][:2] == [
        ("90.5", "accuracy"), ("30", "parameters")]


def test_from_list_to_list_reports_the_second_list():
    text = "Applied to three parsers, our loss raises their UAS from 90.1, 91.0, 89.5 to 92.3, 93.1, 91.8, respectively."
    got = find_results(text, None, metrics=_spans(text, "UAS"))
    assert [(r.value, r.metric, r.value_max) for r in got] == [
        ("92.3", "UAS", None), ("93.1", "UAS", None), ("91.8", "UAS", None)]


def test_lists_of_different_lengths_are_left_alone():
    text = "Our loss raises their UAS from 90.1, 91.0 to 92.3, 93.1, 91.8 in the three runs."
    got = find_results(text, None, metrics=_spans(text, "UAS"))
    assert all(r.rule != "result-from-to-lists" for r in got)
