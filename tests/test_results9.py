"""Result rules of round 8 in kg.extract.results: the measured noun after a comparative
("67x better scalability") or before a change noun ("a 72% bit rate saving"), a generic
measure after "in terms of", a dataset between a change and "in terms of <metric>", a label
in brackets between two values of one metric, "<verb> the <metric> of <object> from A to
B", "a factor of N" as a multiplier, "N% points" as percentage points, thousands in a
multiplier, and more modifiers of "rate"/"ratio". Every sentence is written for these tests."""
from __future__ import annotations

import pytest

from kg.extract.results import find_numbers, find_results, multiplier_value
from tests.factories import run


def _rows(extractor, text: str) -> list[tuple]:
    return [(r.value, r.value_max, r.unit, r.metric) for r in run(extractor, text).results]


@pytest.mark.parametrize("text, row", [
    ("The sharded server shows 40x better scalability than the single-node design.",
     ("40", None, "x", "scalability")),
    ("Our sampler needs 5-50x fewer function evaluations than annealing.",
     ("5", "50", "x", "function evaluations")),
    ("The compiler uses 3 times less computations than the interpreter.",
     ("3", None, "x", "computations")),
])
def test_noun_after_a_comparative_is_the_metric(extractor, text, row):
    assert row in _rows(extractor, text)


@pytest.mark.parametrize("text", [
    "The parser is 10 times more effective than the old one.",   # an adjective after "more"
    "Our tagger is trained with 4x more tokens than the baseline.",  # an input size
    "The server supports a 3x larger batch size.",               # a size adjective
])
def test_comparative_before_an_adjective_or_an_input_gives_no_metric(extractor, text):
    assert all(m is None for *_, m in _rows(extractor, text))


@pytest.mark.parametrize("text, row", [
    ("The codec gives a 61.5% overall storage saving over the previous release.",
     ("61.5", None, "%", "storage saving")),
    ("The new scheduler brings a 17% queueing delay reduction on the test cluster.",
     ("17", None, "%", "queueing delay")),
])
def test_noun_phrase_before_a_change_noun_is_the_metric(extractor, text, row):
    assert row in _rows(extractor, text)


def test_task_noun_before_a_change_noun_is_no_metric(extractor):
    assert _rows(extractor, "This yields a 12% segmentation improvement on the test split.") == [
        ("12", None, "%", None)]


def test_generic_measure_after_in_terms_of(extractor):
    rows = _rows(extractor, "The new kernel beats the old one in terms of speed by about 6x (small inputs) "
                            "and 4x (large inputs).")
    assert ("6", None, "x", "speed") in rows and ("4", None, "x", "speed") in rows


def test_dataset_between_change_and_in_terms_of(extractor):
    text = ("FooRet gives a 4.1% gain in recall@5 on Alpha-QA, and a 2.2% increase on Beta-QA "
            "in terms of mean reciprocal rank.")
    out = find_results(text, None, metrics=[(text.index("recall@5"), text.index("recall@5") + 8, "recall@5"),
                                            (text.index("mean reciprocal rank"), len(text) - 1, "mean reciprocal rank")],
                       datasets=[(text.index("Alpha-QA"), text.index("Alpha-QA") + 8, "Alpha-QA"),
                                 (text.index("Beta-QA"), text.index("Beta-QA") + 7, "Beta-QA")])
    assert [(r.value, r.metric, r.dataset) for r in out][-1] == ("2.2", "mean reciprocal rank", "Beta-QA")


@pytest.mark.parametrize("text, row", [
    ("Our patch attack can decrease the average precision (AP) of the pedestrian detector from 0.71 to 0.22.",
     ("0.22", None, None, "AP")),
    ("The perturbation degrades the retrieval score of a target query from 0.64 to 0.31.",
     ("0.31", None, None, "retrieval score")),
])
def test_changed_metric_of_an_object_from_a_to_b(extractor, text, row):
    assert row in _rows(extractor, text)


def test_a_factor_of_is_a_multiplier():
    nums = find_results("It raises the decoding throughput by a factor of 1.5 to 3.", None)
    assert [(r.value, r.value_max, r.unit, r.metric) for r in nums] == [("1.5", "3", "x", "decoding throughput")]
    assert [(r.value, r.unit) for r in find_results("It reduces the runtime by a factor of about 4.", None)] == [("4", "x")]


def test_a_plain_number_without_factor_keeps_no_unit():
    assert [n.unit for n in find_numbers("We use 4 heads and a factor 2 grid.")] == [None, None]


def test_percent_points_are_percentage_points():
    assert [(n.value, n.unit) for n in find_numbers("a gain of 4.5% points and 1% point")] == [("4.5", "pp"), ("1", "pp")]


def test_multiplier_with_thousands():
    assert multiplier_value("12,500x") == "12,500"
    assert multiplier_value("12,50x") is None


def test_misclassification_rate_is_a_metric():
    out = find_results("Human raters reach a misclassification rate of 31.5% on the photos.", None)
    assert [(r.value, r.metric) for r in out] == [("31.5", "misclassification rate")]


@pytest.mark.parametrize("text, rows", [
    ("The pose head brings 3.1% and 5.6% improvements in PCKh on the hand joints.",
     [("3.1", "PCKh"), ("5.6", "PCKh")]),
    ("FooAD gives a 12.5% AUPRO absolute gain (from 70.1% to 82.6%) on the test split.",
     [("12.5", "AUPRO"), ("82.6", "AUPRO")]),
])
def test_acronym_measure_of_a_change(text, rows):
    assert [(r.value, r.metric) for r in find_results(text, None)] == rows


@pytest.mark.parametrize("text", [
    "It gives a 6% GPU reduction on the cluster.",         # hardware, not a measure
    "It yields a 4% improvement in ImageNet results.",    # a name, not an acronym
])
def test_no_acronym_measure(text):
    assert all(r.metric is None for r in find_results(text, None))


def test_range_with_a_spaced_minus_sign():
    out = find_results("The probe improves recall by 3 − 11% absolute on average.", None)
    assert [(r.value, r.value_max, r.unit, r.metric) for r in out] == [("3", "11", "%", "recall")]
    assert [(n.value, n.value_max) for n in find_numbers("a drift of −0.4 and −1.2 units")] == [("-0.4", None), ("-1.2", None)]


def test_margins_of_a_list_of_values_are_changes():
    out = find_results("FooNet beats all prior methods by margins of 4.5% and 2.9% in accuracy, respectively.", None)
    assert [(r.value, r.metric) for r in out] == [("4.5", "accuracy"), ("2.9", "accuracy")]
    assert out[0].change


@pytest.mark.parametrize("text, rows", [
    ("The solver is stable (>12x speedup) on the larger graphs.", [("12", "x", "speedup")]),
    ("FooTag reaches ≥91% accuracy on the noisy split.", [("91", "%", "accuracy")]),
    ("We keep p<0.05 and rho>0 in all tests.", []),
])
def test_a_comparison_sign_after_a_space_or_bracket(text, rows):
    assert [(r.value, r.unit, r.metric) for r in find_results(text, None)] == rows


def test_a_generic_head_alone_before_a_comparative():
    out = find_results("The new kernel gives up to 9.5% accuracy and 3× speed faster.", None)
    assert [(r.value, r.metric) for r in out] == [("9.5", "accuracy"), ("3", "speed")]


def test_overhead_alone_is_a_measure():
    assert [(r.value, r.metric) for r in find_results("The guard adds 12% overhead on average.", None)] == [
        ("12", "overhead")]


def test_the_longest_metric_span_and_its_head_win():
    text = "It beats the prior attack by 24% top-1 success rate absolute."
    s = text.index("top-1")
    spans = [(s, s + 5, "top-1")]
    assert [(r.value, r.metric) for r in find_results(text, None, metrics=spans)] == [("24", "top-1 success rate")]
    spans.append((s, s + 18, "top-1 success rate"))
    assert [(r.value, r.metric) for r in find_results(text, None, metrics=spans)] == [("24", "top-1 success rate")]


def test_respectively_pairs_only_the_values_before_it():
    text = ("FooLock lowers transferability by 30% and 50% on Alpha-Bench and Beta-Bench, respectively, "
            "with small degradation (<2%).")
    ds = [(text.index("Alpha-Bench"), text.index("Alpha-Bench") + 11, "Alpha-Bench"),
          (text.index("Beta-Bench"), text.index("Beta-Bench") + 10, "Beta-Bench")]
    out = find_results(text, None, datasets=ds)
    assert [(r.value, r.dataset) for r in out][:2] == [("30", "Alpha-Bench"), ("50", "Beta-Bench")]


def test_millimetre_values_with_their_metric(extractor):
    ex = run(extractor, "FooPose reaches 31.4mm MPJPE on the indoor set and 35.9mm MPJPE on the outdoor set.")
    assert [(r.value, r.unit, r.metric) for r in ex.results] == [("31.4", "mm", "MPJPE"), ("35.9", "mm", "MPJPE")]
    assert "mm MPJPE" not in {m.text for m in ex.mentions if m.type == "Metric"}


def test_a_metric_span_counts_wherever_its_text_recurs():
    text = "It gets 0.31 Foo-score on A and 0.27 Foo-score on B."
    s = text.index("Foo-score")
    out = find_results(text, None, metrics=[(s, s + 9, "Foo-score")])
    assert [(r.value, r.metric) for r in out] == [("0.31", "Foo-score"), ("0.27", "Foo-score")]


def test_a_recurring_metric_after_a_modifier_keeps_the_longer_phrase():
    text = "We track accuracy. FooGCN keeps an inference accuracy of 75% while we can drive AUROC to 0.31."
    spans = [(9, 17, "accuracy"), (text.index("AUROC"), text.index("AUROC") + 5, "AUROC")]
    out = find_results(text, [(0, 18), (19, len(text))], metrics=spans)
    assert [(r.value, r.metric) for r in out] == [("75", "inference accuracy"), ("0.31", "AUROC")]


@pytest.mark.parametrize("text, rows", [
    ("FooBEV reaches 0.64 NDS and 0.57 mAP on the driving benchmark.", [("0.64", "NDS"), ("0.57", "mAP")]),
    ("The lane model gets 38.5% OLS with a small backbone.", [("38.5", "OLS")]),
])
def test_acronym_right_after_a_score(text, rows):
    assert [(r.value, r.metric) for r in find_results(text, None)] == rows


@pytest.mark.parametrize("text", [
    "The corpus holds 2.2 TB of text and 44.1 KHz audio.",   # units of size and frequency
    "We query 3.5 GPT-4 calls per item.",                    # a model, not a measure
])
def test_no_acronym_metric_after_a_score(text):
    assert all(r.metric is None for r in find_results(text, None))


@pytest.mark.parametrize("text, value, unit", [
    ("Our planner outperforms the strong baselines on 13 out of 19 tested tasks.", "13", "out of 19"),
    ("FooRL reaches state-of-the-art returns on 31 out of the 33 games.", "31", "out of 33"),
])
def test_wins_out_of_a_total_are_results(text, value, unit):
    out = find_results(text, None)
    assert [(r.value, r.unit, r.metric) for r in out] == [(value, unit, None)]


@pytest.mark.parametrize("text", [
    "We keep 5 out of 10 layers frozen during tuning.",        # a selection of inputs, no win
    "The probe finds 141 out of 1090 sites on average.",       # no verb of winning
    "It outperforms the baseline on 12 out of 8 tasks.",       # not a share: N > M
])
def test_out_of_without_a_win_is_no_result(text):
    assert find_results(text, None) == []


@pytest.mark.parametrize("text", [
    "SpecX achieves a 2.3x speedup over FlashAttention on A100 GPUs.",
    "The sampler runs 3.2x faster on CPU.",
    "Our probe reaches 80% accuracy on Llama2-70B.",
    "The attack reaches a 75% success rate on ChatGPT.",
])
def test_hardware_or_a_model_after_on_is_no_dataset(extractor, text):
    results = run(extractor, text).results
    assert results and all(r.dataset is None for r in results), results


def test_a_name_after_on_is_still_a_dataset(extractor):
    [r] = run(extractor, "Our probe reaches 77% accuracy on VGG-Sound.").results
    assert r.dataset == "VGG-Sound"
