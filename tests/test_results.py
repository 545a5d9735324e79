"""Tests for kg.extract.results (numeric results with unit, metric and dataset)."""
from __future__ import annotations

import pytest

from kg.extract.results import find_numbers, find_results


def one(text, **kw):
    results = find_results(text, None, **kw)
    assert len(results) == 1, results
    return results[0]


def rows(text, **kw):
    return [(r.value, r.value_max, r.unit, r.metric, r.dataset)
            for r in find_results(text, None, **kw)]


@pytest.mark.parametrize("text, value, unit, metric", [
    ("The model attains strong zero-shot classification (85.4% top-1).", "85.4", "%", "top-1"),
    ("The best agent achieves only 13.73% accuracy on our tasks.", "13.73", "%", "accuracy"),
    ("The robot reaches a 92.1% average success rate in the real world.", "92.1", "%",
     "average success rate"),
    ("It improves certified robustness by up to ≈ 9.6% over prior defenses.", "9.6", "%",
     "certified robustness"),
    ("Our sampler reaches a BLEU score of 28.4 after training.", "28.4", None, "BLEU score"),
    ("It gives a 5% improvement in accuracy over the baseline.", "5", "%", "accuracy"),
    ("The method yields 12.5 points higher F1 than before.", "12.5", "points", "F1"),
    ("Retrieval quality rose while search performance improved seven-fold.", "7", "x",
     "search performance"),
    ("Our kernel is 3.2x faster than the reference code.", "3.2", "x", None),
    ("The cache uses 2× less memory at inference.", "2", "x", "memory"),
    ("It obtains a relative depth error of 0.074 in our tests.", "0.074", None,
     "relative depth error"),
    ("We report 2.1 Fréchet Inception Distance after distillation.", "2.1", None,
     "Fréchet Inception Distance"),
    ("PPO leads to a +10% win-rate improvement against the reference.", "+10", "%", "win-rate"),
])
def test_value_unit_metric(text, value, unit, metric):
    r = one(text)
    assert (r.value, r.unit, r.metric) == (value, unit, metric)
    assert r.text == text[r.start:r.end]
    assert (r.sentence_start, r.sentence_end) == (0, len(text))


def test_signed_values_keep_sign_and_metric_stays_none_for_task_names():
    text = "It beats prior models on downstream tasks (e.g., +6.1% 3D cls, +2.1% segmentation)."
    assert rows(text) == [("+6.1", None, "%", None, None), ("+2.1", None, "%", None, None)]


def test_ranges_keep_both_ends():
    assert rows("Our method improves quality by 4.69%-15.26% in FID over the baseline.") == [
        ("4.69", "15.26", "%", "FID", None)]
    assert rows("Gains range from 2% to 5% across settings, and we outperform baselines.") == [
        ("2", "5", "%", None, None)]
    assert rows("It speeds up sampling speed by 2-4x on robots.") == [
        ("2", "4", "x", "sampling speed", None)]


def test_change_from_a_to_b_reports_b():
    r = one("Distillation reduces FID from 5.2 to 3.1 on CIFAR-10.")
    assert (r.value, r.value_max, r.metric, r.dataset) == ("3.1", None, "FID", "CIFAR-10")
    assert r.text == "FID from 5.2 to 3.1"
    r = one("Understanding accuracy improves markedly (~50% → 80%) with our data.")
    assert r.value == "80"


def test_dataset_attachment():
    r = one("The model achieves 76.3 mIoU on ADE20K with a small backbone.")
    assert (r.value, r.metric, r.dataset) == ("76.3", "mIoU", "ADE20K")
    r = one("We obtain 91.2% top-1 accuracy on the challenging ImageNet benchmark.")
    assert (r.metric, r.dataset) == ("top-1 accuracy", "ImageNet")
    # a dataset span given by the entity extractor wins over the proper-name rule
    text = "It reaches 88.0% accuracy on our new split of Places for scenes."
    start = text.index("Places")
    r = one(text, datasets=[(start, start + 6, "Places365")])
    assert r.dataset == "Places365"


def test_metric_spans_are_used_first():
    text = "The agent reaches 71.2% task completion on hard levels."
    start = text.index("task completion")
    r = one(text, metrics=[(start, start + len("task completion"), "task completion")])
    assert r.metric == "task completion" and r.text == "71.2% task completion"


def test_metric_inherited_across_contrastive_connective():
    text = "The best model achieves only 13.73% accuracy despite 71.50% with full context."
    assert rows(text) == [("13.73", None, "%", "accuracy", None),
                          ("71.50", None, "%", "accuracy", None)]
    text = "It reaches 91.2% top-1 accuracy on ImageNet-1k, surpassing ViT-B/16 by 1.3 pp."
    assert rows(text)[1] == ("1.3", None, "pp", "top-1 accuracy", "ImageNet-1k")


@pytest.mark.parametrize("text", [
    "We evaluate on three benchmarks and 10 datasets with 1,000 images each.",
    "We fine-tune a 7B parameter model and a 1.5B model with 16-bit weights.",
    "Attention (Vaswani et al., 2017) was introduced in 2017 and is analysed in Section 3.2.",
    "The algorithm runs in O(n log n) time and needs O(n^{1.5}) memory.",
    "We train with only 10% of the labels and under 40% label noise.",
    "We repeat each experiment 3 times and train for 100 epochs, see Table 2.",
    "GPT-4 and Llama-2 use top-1 routing over 8 experts in ℓ2 balls of radius ρ>0.",
    "The learning rate of 0.001 and a batch size of 256 are used.",
    "Images are upsampled at resolutions of 8× and 16× before training.",
    "Masking a large fraction (95%) of patches helps pre-training.",
    "Our compressed model with 50% weight pruning and 0.1% parameters yields gains.",
])
def test_non_results(text):
    assert find_results(text, None) == []


def test_sentences_bound_metric_and_dataset():
    text = "Accuracy matters on ImageNet. We report a gain of 4% overall."
    sents = [(0, 29), (30, len(text))]
    (r,) = find_results(text, sents)
    assert (r.value, r.metric, r.dataset) == ("4", None, None)
    assert (r.sentence_start, r.sentence_end) == (30, len(text))


def test_find_numbers_units_and_words():
    nums = find_numbers("a 2.5× speedup, a twofold gain, 30 ms latency and −0.5 dB loss")
    assert [(n.value, n.unit) for n in nums] == [
        ("2.5", "x"), ("2", "x"), ("30", "ms"), ("-0.5", "dB")]


def test_empty_text():
    assert find_results("", None) == [] and find_results("", []) == []


def test_coordinated_values_share_the_following_metric():
    text = "At the same time it achieves 1.16% or 0.84% higher top-1 validation accuracy."
    assert [(r.value, r.metric) for r in find_results(text, None)] == [
        ("1.16", "top-1 validation accuracy"), ("0.84", "top-1 validation accuracy")]


def test_dataset_named_before_a_parenthesised_value():
    text = "It leads open models on MATH (45.2%) and GSM8K (83.9%), outperforming rivals."
    assert [(r.value, r.dataset) for r in find_results(text, None)] == [
        ("45.2", "MATH"), ("83.9", "GSM8K")]


def test_durations_need_a_metric_and_counts_are_skipped():
    text = "It cuts the training time from 26.7 to 20.2 hours on 16 or 64 GPUs."
    assert rows(text) == [("20.2", None, "h", "training time", None)]
    assert find_results("Training time grows on 16 or 64 GPUs for all models.", None) == []
    assert find_results("Fine-tuning takes 24 hours on one GPU and we beat baselines.", None) == []


def test_no_metric_inherited_across_unit_kinds():
    text = "It wins by up to 65.8% in NDCG, and is 5.3x to 15.2x faster than the baseline."
    assert rows(text) == [("65.8", None, "%", "NDCG", None), ("5.3", "15.2", "x", None, None)]


def test_change_with_unreadable_end_is_skipped():
    assert find_results("It reduces the inference time from roughly 41 days to less than "
                        "one second.", None) == []


def test_generic_head_with_modifier():
    r = one("It has a 2.23× smaller memory footprint than other methods.")
    assert (r.value, r.unit, r.metric) == ("2.23", "x", "memory footprint")
    assert find_results("At the same time it scores 3 on a scale of 5.", None) == []


def test_parenthesised_acronym_in_metric_phrase():
    r = one("It attains a Fréchet Inception Distance (FID) of 2.1 on CIFAR-10.")
    assert (r.value, r.metric, r.dataset) == ("2.1", "FID", "CIFAR-10")
    text = "It achieves a Fréchet Inception Distance (FID) score of 3.08 or 2.52 on ImageNet."
    assert rows(text) == [("3.08", None, None, "FID score", "ImageNet"),
                          ("2.52", None, None, "FID score", "ImageNet")]


def test_multiplier_value():
    from kg.extract.results import multiplier_value
    assert multiplier_value("seven-fold") == "7" and multiplier_value("Tenfold") == "10"
    assert multiplier_value("2.5x") == "2.5" and multiplier_value("3 times") == "3"
    assert multiplier_value("85.4%") is None and multiplier_value("fold") is None


def test_determiner_after_change_word_and_evaluative_adjectives():
    text = "It gives up to a 15% increase in the AUROC and a 50% decrease in the FPR overall."
    assert [(r.value, r.metric) for r in find_results(text, None)] == [("15", "AUROC"), ("50", "FPR")]
    r = one("We reach a remarkable accuracy of 91% with it.")
    assert r.metric == "accuracy"


def _spans(text, *names):
    return [(text.index(n), text.index(n) + len(n), n) for n in names]


def test_a_dataset_list_before_the_value_is_ambiguous():
    text = "On CIFAR-10, SVHN and STL-10, our method reaches 85.0% accuracy."
    r = one(text, datasets=_spans(text, "CIFAR-10", "SVHN", "STL-10"))
    assert (r.value, r.metric, r.dataset) == ("85.0", "accuracy", None)


def test_the_sentence_says_which_dataset():
    text = "On CIFAR-10 and SVHN, it reaches 85.0% accuracy on CIFAR-10 and 91.2% accuracy on SVHN."
    got = [(r.value, r.dataset) for r in find_results(text, None, datasets=_spans(text, "CIFAR-10", "SVHN"))]
    assert got == [("85.0", "CIFAR-10"), ("91.2", "SVHN")]
    text = "On CIFAR-10 it reaches 85.0% accuracy, and on SVHN it gains 2.1% accuracy."
    spans = _spans(text, "CIFAR-10", "SVHN")
    assert [(r.value, r.dataset) for r in find_results(text, None, datasets=spans)] == [
        ("85.0", "CIFAR-10"), ("2.1", "SVHN")]


def test_respectively_pairs_values_with_datasets_in_order():
    text = "It reaches 85.0% and 91.2% accuracy on CIFAR-10 and SVHN, respectively."
    spans = _spans(text, "CIFAR-10", "SVHN")
    assert [(r.value, r.dataset) for r in find_results(text, None, datasets=spans)] == [
        ("85.0", "CIFAR-10"), ("91.2", "SVHN")]


def test_a_value_inside_parentheses_takes_the_dataset_before_them():
    text = "It leads on MATH (45.2%) and GSM8K (83.9%), outperforming rivals."
    spans = _spans(text, "MATH", "GSM8K")
    assert [(r.value, r.dataset) for r in find_results(text, None, datasets=spans)] == [
        ("45.2", "MATH"), ("83.9", "GSM8K")]


@pytest.mark.parametrize("sentence, expected", [
    ("Our method improves certified robustness by up to ≈ 9.6% on CIFAR-10.", [("9.6", True)]),
    ("It reaches 85.4% top-1 accuracy on ImageNet.", [("85.4", False)]),
    ("This yields a 5% improvement in accuracy.", [("5", True)]),
    ("It is 3.2x faster than the baseline.", [("3.2", True)]),
    ("It reduces FID from 5.2 to 3.1.", [("3.1", False)]),
    ("It outperforms X by 1.3 pp in accuracy.", [("1.3", True)]),
    ("Accuracy rises to 91.2%, a gain of 4% over Y.", [("91.2", False), ("4", True)]),
    ("The model scores +6.1 BLEU over the baseline.", [("+6.1", True)]),
])
def test_changes_are_told_from_scores(sentence, expected):
    assert [(r.value, r.change) for r in find_results(sentence, None)] == expected


def test_cost_is_a_metric_head_with_a_modifier():
    assert rows("We obtain up to a 12× reduction in communication cost.") == [
        ("12", None, "x", "communication cost", None)]
    # a bare "cost" after a function word is not a metric phrase of its own
    assert rows("The planner finds routes at 30% lower cost than the greedy one.")[0][3] != "at"


def test_hyphenated_point_unit():
    assert rows("The verifier brings a 7-point gain in accuracy on our split.") == [
        ("7", None, "points", "accuracy", None)]


def test_share_after_a_verb_of_success_is_an_outcome_not_an_input_proportion():
    r = one("The planner solves 87% of the puzzles within the time limit.")
    assert (r.value, r.unit, r.metric) == ("87", "%", None)
    assert find_results("We fine-tune on 10% of the data and freeze the rest.", None) == []
