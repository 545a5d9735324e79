"""Results stated as a margin over a baseline, and "close to" as a hedge (kg/extract/results/change.py)."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _results(ex, text):
    return [(r.value, r.change, r.direction) for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


@pytest.mark.parametrize("text, value", [
    ("BarNet achieves 5% over the best prior methods on ImageNet.", "5"),
    ("Our model gains 2.4 points over the strongest baseline.", "2.4"),
    ("It reaches up to 12% over state-of-the-art methods.", "12"),
    ("QuxNet yields 10 - 45% speedups over standard decoding on five benchmarks.", "10"),
])
def test_a_value_over_a_baseline_is_a_change(ex, text, value):
    got = {v: (c, d) for v, c, d in _results(ex, text)}
    assert value in got and got[value][0] is True
    assert got[value][1] in ("improvement", "increase")


@pytest.mark.parametrize("text, value", [
    ("GROOT shows a 70% winning rate over the best generalist agent baseline.", "70"),
    ("FooNet reaches 85% accuracy over 10 runs.", "85"),
])
def test_a_score_measured_against_or_over_something_stays_a_score(ex, text, value):
    got = {v: (c, d) for v, c, d in _results(ex, text)}
    assert value in got and got[value][0] is False


def test_close_to_is_a_hedge_of_a_change(ex):
    got = _results(ex, "Training with it leads to relative WER reductions of close to 10% in dialog systems.")
    assert ("10", True, "decrease") in got


@pytest.mark.parametrize("text, value", [
    ("WarpDiff achieves up to 141x inference acceleration over SOTA samplers on two benchmarks.", "141"),
    ("Our kernel delivers a 3.2x end-to-end speedup over the strongest baseline.", "3.2"),
    ("The planner shows 18% relative accuracy gains over prior methods.", "18"),
])
def test_a_change_noun_with_modifiers_before_over_a_baseline_is_a_change(ex, text, value):
    got = {v: (c, d) for v, c, d in _results(ex, text)}
    assert value in got and got[value][0] is True
    assert got[value][1] in ("improvement", "increase")


@pytest.mark.parametrize("text, value", [
    ("GROOT shows a 70% overall winning rate over the best generalist agent baseline.", "70"),
    ("FooNet reaches 85% top-1 accuracy over the standard test split.", "85"),
])
def test_a_score_with_modifiers_over_something_stays_a_score(ex, text, value):
    got = {v: (c, d) for v, c, d in _results(ex, text)}
    assert value in got and got[value][0] is False


def _full(ex, text):
    return [(r.value, r.unit, r.metric, r.dataset, r.change)
            for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


def test_a_percentage_list_closed_by_points_is_in_percentage_points(ex):
    got = _full(ex, "Our ranker improves by 3% and 4% points in hit rate and coverage, respectively, on the Amazon benchmark.")
    assert [(v, u, m, c) for v, u, m, _, c in got] == [
        ("3", "pp", "hit rate", True), ("4", "pp", "coverage", True)]


@pytest.mark.parametrize("text, pairs", [
    # "respectively" implied: values and metrics coordinated right after each other pair in order
    ("Our recommender improves by 4% and 7% in recall and NDCG on MovieLens.",
     [("4", "recall"), ("7", "NDCG")]),
    ("FooDet outperforms the baseline method by 10.5% and 8.6% on mAP and recall.",
     [("10.5", "mAP"), ("8.6", "recall")]),
    ("The filter lowers the error by 12%, 9% and 4% in RMSE, MAE and MAPE, respectively.",
     [("12", "RMSE"), ("9", "MAE"), ("4", "MAPE")]),
])
def test_coordinated_values_pair_with_coordinated_metrics_after_them(ex, text, pairs):
    got = [(v, m) for v, _, m, _, _ in _full(ex, text)]
    assert got == pairs


def test_a_list_of_metrics_after_a_single_value_is_not_paired(ex):
    got = _full(ex, "Our recommender improves recall by 4% on MovieLens and Netflix.")
    assert [(v, m) for v, _, m, _, _ in got] == [("4", "recall")]


@pytest.mark.parametrize("text, pairs", [
    ("Our model achieves accuracies of 91.2%, 88.0% and 76.5% on CIFAR-10, CIFAR-100 and Tiny-ImageNet.",
     [("91.2", "CIFAR-10"), ("88.0", "CIFAR-100"), ("76.5", "Tiny-ImageNet")]),
    ("BarNet reaches 45.1 and 38.2 mAP on COCO and LVIS.", [("45.1", "COCO"), ("38.2", "LVIS")]),
])
def test_coordinated_values_pair_with_coordinated_datasets_after_them(ex, text, pairs):
    got = [(v, d) for v, _, _, d, _ in _full(ex, text)]
    assert got == pairs


def test_values_and_datasets_of_unequal_counts_are_not_paired(ex):
    got = _full(ex, "Our model achieves accuracies of 91.2% and 88.0% on CIFAR-10, CIFAR-100 and Tiny-ImageNet.")
    assert [d for _, _, _, d, _ in got] != ["CIFAR-10", "CIFAR-100"]


def test_a_respective_list_of_an_acronym_and_a_metric_noun_replaces_the_metric_before(ex):
    got = _full(ex, "Experiments show that BazRank can raise head quality by about 3% and 4% points in WPR "
                    "and diversity metrics, respectively, when added to strong retrievers.")
    assert [(v, u, m, c) for v, u, m, _, c in got] == [("3", "pp", "WPR", True), ("4", "pp", "diversity", True)]


def test_a_respective_list_after_for_that_names_tasks_keeps_the_metric(ex):
    got = _full(ex, "On FooEHR, it raises F1-score by 7.9% and 10.8% for LOS and drug recommendation, respectively.")
    assert [(v, m) for v, _, m, _, _ in got] == [("7.9", "F1-score"), ("10.8", "F1-score")]


def test_a_repaired_result_keeps_its_value_as_text(ex):
    e = ex.extract(Paper(id="p", abstract="The tuner lowers the F1-score gap by 7.9% and 10.8% in AUROC and F1, "
                                          "respectively.", source="t"))
    assert [(r.metric, r.text) for r in e.results] == [("AUROC", "7.9%"), ("F1", "10.8%")]


@pytest.mark.parametrize("text, pairs", [
    ("On SVHN, STL-10 and Tiny-ImageNet, QuxNet achieves 95.1%, 81.0% and 60.5% accuracy.",
     [("95.1", "SVHN"), ("81.0", "STL-10"), ("60.5", "Tiny-ImageNet")]),
    ("QuxNet achieves accuracies of 95.1% and 81.0% on the SVHN and STL-10 datasets.",
     [("95.1", "SVHN"), ("81.0", "STL-10")]),
    ("QuxDet obtains 45.2 mAP and 38.1 mAP on COCO and LVIS.", [("45.2", "COCO"), ("38.1", "LVIS")]),
])
def test_more_shapes_of_values_paired_with_a_dataset_list(ex, text, pairs):
    assert [(v, d) for v, _, _, d, _ in _full(ex, text)] == pairs


def test_a_fronted_list_of_another_length_is_not_paired(ex):
    got = _full(ex, "On SVHN and STL-10, QuxNet achieves 95.1%, 81.0% and 60.5% accuracy.")
    assert [d for _, _, _, d, _ in got] == [None, None, None]


def test_a_metric_list_named_as_metrics_pairs_without_respectively(ex):
    got = _full(ex, "BazRank raises head quality by 3% and 4% points in WPR and diversity metrics when added to retrievers.")
    assert [(v, u, m) for v, u, m, _, _ in got] == [("3", "pp", "WPR"), ("4", "pp", "diversity")]


def test_a_list_of_fields_after_values_is_no_metric_list(ex):
    got = _full(ex, "QuxNet improves by 5% and 6% in NLP and CV tasks.")
    assert [m for _, _, m, _, _ in got] == [None, None]


@pytest.mark.parametrize("text, expected", [
    # a range of orders of magnitude is the range of their values, and "by" makes it a change
    ("Our solver improves accuracy by one to two orders of magnitude over numerical solvers.",
     ("10", "100", "x", True)),
    ("The sampler is two to three orders of magnitude faster than MCMC.", ("100", "1000", "x", True)),
    ("This reduces memory by three orders of magnitude.", ("1000", None, "x", True)),
])
def test_orders_of_magnitude_ranges(extractor, text, expected):
    (r,) = extractor.extract(Paper(id="p", abstract=text, source="t")).results
    assert (r.value, r.value_max, r.unit, r.change) == expected


def test_multiplier_value_of_a_range_of_orders_of_magnitude_is_its_lower_end():
    from kg.extract.results import multiplier_value

    assert multiplier_value("one to two orders of magnitude") == "10"
    assert multiplier_value("two orders of magnitude") == "100"


# --- session 16: a metric named by a fronted phrase; "solves a mere N% of the X" --------

def _vm(ex, text):
    """(value, metric) of every result of ``text``."""
    return [(r.value, r.metric) for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


@pytest.mark.parametrize("text, metric, values", [
    ("We study sparse image completion. Averaging the reconstruction error across five noise levels, "
     "FooNet outperforms the linear baselines by 11-20%, the flow baseline by 35% and the GAN baseline by 30%.",
     "reconstruction error", ["11", "35", "30"]),
    ("We study retrieval. Specifically for top-1 accuracy, BarNet outperforms QuxNet by 3.1% on Alpha and 1.7% on Beta.",
     "top-1 accuracy", ["3.1", "1.7"]),
    ("We study retrieval. For recall, BarNet outperforms QuxNet by 4.5%.", "recall", ["4.5"]),
])
def test_a_metric_named_by_a_fronted_phrase_is_the_metric_of_the_values_after_it(ex, text, metric, values):
    got = _vm(ex, text)
    for v in values:
        assert (v, metric) in got, got


@pytest.mark.parametrize("text, value", [
    # the opener names no measure: the value keeps no metric
    ("We study retrieval. For the larger model, BarNet outperforms QuxNet by 4.5%.", "4.5"),
    # two measures in the opener: which one the value takes is unknown
    ("We study retrieval. For recall and precision, BarNet outperforms QuxNet by 4.5%.", "4.5"),
])
def test_a_fronted_phrase_without_one_measure_gives_no_metric(ex, text, value):
    got = dict(_vm(ex, text))
    assert value in got and got[value] is None


def test_a_value_inside_the_fronted_phrase_does_not_take_its_metric(ex):
    got = _vm(ex, "We study retrieval. For accuracy on 30% of the queries, BarNet is best.")
    assert all(m != "accuracy" for _, m in got)


def test_a_rate_of_solved_items_after_a_mere_is_a_result(ex):
    got = _vm(ex, "The best agent, FooBot, is able to solve a mere 3.5% of the puzzles.")
    assert ("3.5", None) in got


def test_a_share_of_an_input_is_still_no_result(ex):
    got = _vm(ex, "We train FooNet on a mere 3.5% of the puzzles.")
    assert all(v != "3.5" for v, _ in got)


@pytest.mark.parametrize("text, kept, dropped, metric", [
    ("FooNet beats the convolutional baseline on stage scoring (AUROC 0.91 vs 0.74).", "0.91", "0.74", "AUROC"),
    ("FooNet stays close to the supervised model (47.2 vs. 47.9 mIoU on Alpha).", "47.2", "47.9", "mIoU"),
    ("BarNet improves on the prior system (6.1% versus 2.3% word error rate).", "6.1", "2.3", "word error rate"),
])
def test_the_value_after_versus_is_the_compared_systems_and_is_left_out(ex, text, kept, dropped, metric):
    got = _vm(ex, text)
    assert (kept, metric) in got, got
    assert all(v != dropped for v, _ in got), got


def test_versus_between_words_leaves_both_values(ex):
    got = [v for v, _ in _vm(ex, "FooNet reaches 85.1% accuracy on Alpha versus BarNet, which reaches 80.2% accuracy.")]
    assert "85.1" in got and "80.2" in got


def test_the_quantity_after_a_saved_multiplier_is_its_metric(ex):
    got = _vm(ex, "FooQuant keeps the image quality of the full model while saving 7.5x weight transfers.")
    assert ("7.5", "weight transfers") in got, got


def test_a_multiplier_after_a_verb_of_attainment_keeps_no_noun_as_metric(ex):
    # only after a verb of saving: "achieves 40x compression" names no measured quantity here
    got = dict(_vm(ex, "FooZip achieves 40x compression on the archive corpus."))
    assert got.get("40") != "compression"


def test_a_metric_changed_on_a_subset_takes_the_value_after_by(ex):
    got = _vm(ex, "FooCoder improves the pass rate on problems of the longest category by 7%.")
    assert ("7", "pass rate") in got, got


@pytest.mark.parametrize("text, value, metric", [
    ("With the new kernels, FooNet yields about 2.5x decoding acceleration on long inputs.", "2.5", "decoding acceleration"),
    ("On the edge device we measure a real-time acceleration of 4.2x.", "4.2", "real-time acceleration"),
])
def test_acceleration_with_a_modifier_is_a_metric(ex, text, value, metric):
    assert (value, metric) in _vm(ex, text)


def test_a_bare_acceleration_is_no_metric(ex):
    # "a significant acceleration": no modifier names what is accelerated
    got = dict(_vm(ex, "FooNet gives a significant acceleration of 3.1x over the dense layer."))
    assert got.get("3.1") != "significant acceleration" and got.get("3.1") != "acceleration"


# --- metric mentions of the metric-* rules of kg/extract/roles_datasets.py (fixed in session 16 but
# for the suspended head; more in tests/test_metrics16.py) -------------------------------------

def _metric_mentions(ex, text):
    return {m.text for m in ex.extract(Paper(id="p", abstract=text, source="t")).mentions if m.type == "Metric"}


def test_every_item_of_an_in_terms_of_list_is_a_metric(ex):
    got = _metric_mentions(ex, "We propose FooGen for molecule design. "
                               "FooGen beats diffusion baselines in terms of sampling stability and run-time complexity.")
    assert {"sampling stability", "run-time complexity"} <= got


@pytest.mark.xfail(strict=True, reason="roles_datasets: 'with much less A and B costs' (a suspended head "
                   "shared by a coordination after a comparative) gives no metric. Not fixable as asserted: a "
                   "mention's text is the slice text[start:end] (tests/test_extract.py), so 'communication costs' "
                   "cannot be a mention of 'communication and computation costs'; choosing between 'communication' "
                   "alone and the whole coordination is open (the dev gold does both: dev18, dev15)")
def test_costs_compared_after_much_less_are_metrics(ex):
    got = _metric_mentions(ex, "We propose FooFed for federated learning. "
                               "FooFed outperforms other baselines with much less communication and computation costs.")
    assert {"communication costs", "computation costs"} <= got


def test_qualities_a_framework_improves_are_metrics(ex):
    got = _metric_mentions(ex, "We introduce FooScene, a generative framework that improves controllability "
                               "and fidelity for indoor layout synthesis.")
    assert {"controllability", "fidelity"} <= got


def test_precision_as_a_manner_is_no_metric(ex):
    got = _metric_mentions(ex, "Radar sensors can measure small motions of targets remotely and with very high precision.")
    assert "precision" not in got


def test_a_bare_amount_is_no_metric(ex):
    got = _metric_mentions(ex, "FooNet outperforms the baselines in terms of image quality, robustness and "
                               "amount of required labels.")
    assert "amount" not in got


@pytest.mark.parametrize("text, value, metric", [
    ("FooTrain matches the baseline's final loss with a 3x reduction in TPU-hours.", "3", "TPU-hours"),
    ("The filter yields a 4.5x reduction in unsafe completions.", "4.5", "unsafe completions"),
    ("FooSearch gives a 12% increase in solved puzzles compared with prior agents.", "12", "solved puzzles"),
])
def test_the_quantity_after_a_change_noun_and_in_is_the_metric(ex, text, value, metric):
    assert (value, metric) in _vm(ex, text)


@pytest.mark.parametrize("text, value", [
    ("FooProbe gives a 15% improvement in predicting object identity.", "15"),
])
def test_a_change_in_an_activity_names_no_metric(ex, text, value):
    got = dict(_vm(ex, text))
    assert value in got and got[value] is None


def test_a_change_in_the_number_of_a_plural_names_the_count(ex):
    # session 35 (results19): the count is the measure, as "in terms of the number of" (session
    # 31) and "reduces the number of <plural> by N" (session 32) already read it
    assert ("80", "number of memory reads") in _vm(ex, "FooCache gives an 80% reduction in the number of memory reads.")


def test_the_thing_a_verb_changes_wins_over_a_head_in_its_of_object(ex):
    got = _vm(ex, "The learned controller extends the lifetime of the solid-state memory cells by up to 31%.")
    assert ("31", "lifetime") in got, got


def test_a_scaled_input_with_an_of_object_is_still_no_result(ex):
    got = _vm(ex, "We extend the test-cases of the popular Alpha benchmark by 60x to build Alpha+.")
    assert all(v != "60" for v, _ in got), got


def test_an_acceleration_ratio_is_a_metric(ex):
    got = _vm(ex, "Applied to a video model, FooSample gets an acceleration ratio of 3.5x without retraining.")
    assert ("3.5", "acceleration ratio") in got, got


# --- bare numbers that are no results (fresh-user trial, session 16) ---------------------------

def _values(ex, text):
    return {r.value for r in ex.extract(Paper(id="p", abstract=text, source="t")).results}


@pytest.mark.parametrize("text, value", [
    # an enumerator in brackets at a clause start
    ("We are the first to find that (1) gating spikes occur not only at the start of inputs but also "
     "later, and (2) not all gating spikes have a positive impact on the achievable accuracy of small models.", "2"),
    ("(3) larger batches have a positive impact on the test accuracy of the classifier.", "3"),
    # a number inside a symbol: a group's name
    ("Our results demonstrate the benefit of building local SO(3) symmetry into the encoder, showing a "
     "distinct improvement in pose accuracy compared to prior works.", "3"),
    ("Our results demonstrate the benefit of building local E(2) symmetry into the encoder, showing a "
     "distinct improvement in pose accuracy compared to prior works.", "2"),
    # the values of a named variable
    ("FooSearch can achieve up to 4 and 31 improvement in recall for k=1 and 50 respectively over the baseline.", "50"),
])
def test_bare_numbers_that_are_no_results(ex, text, value):
    assert value not in _values(ex, text)


@pytest.mark.parametrize("text, value", [
    ("FooNet (12.4) beats BarNet (10.1) in BLEU on the news test set.", "12.4"),
    ("The probe reaches an AUC of 0.91 (AUC=0.75 for the baseline).", "0.75"),
    ("FooSearch can achieve up to 4 and 31 improvement in recall for k=1 and 50 respectively over the baseline.", "31"),
])
def test_bracketed_and_named_values_that_are_results_stay(ex, text, value):
    assert value in _values(ex, text)
