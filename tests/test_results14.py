"""Result rules from the second user trial of session 11 (sentences written for these tests):
a loss kept under a bound is a change, a decrease ("the accuracy loss within 2.1%"); a value in
a bracket that opens with "up to"/"by" after a verb of change and its object is that change
("raises recall (up to 9% on X)"); two coordinated values share the dataset named after the
second ("-3.1% FPR95 and +0.5% AUROC on A, -7.2% FPR95 and +1.9% AUROC on B")."""
from __future__ import annotations

import pytest

from tests.factories import run


def _rows(extractor, text: str) -> list[tuple]:
    return [(r.value, r.metric, r.dataset, r.change, r.direction) for r in run(extractor, text).results]


@pytest.mark.parametrize("text, row", [
    ("With a quarter of the tokens, FooNet keeps the accuracy loss within 2.1% on CIFAR-100.",
     ("2.1", "accuracy", "CIFAR-100", True, "decrease")),
    ("Pruning half of the heads gives an accuracy drop below 0.4% on SST-2.",
     ("0.4", "accuracy", "SST-2", True, "decrease")),
    ("The compressed model shows a degradation of less than 1.5% in BLEU.",
     ("1.5", "BLEU", None, True, "decrease")),
])
def test_a_loss_under_a_bound_is_a_decrease(extractor, text, row):
    assert _rows(extractor, text) == [row]


def test_a_loss_value_itself_stays_a_score(extractor):
    [row] = _rows(extractor, "FooNet reaches a validation loss of 0.31 on WikiText-103.")
    assert row[3] is False


@pytest.mark.parametrize("text, row", [
    ("Adding the prior consistently raises recall (up to 9% on Flickr30k) at no extra cost.",
     ("9", "recall", "Flickr30k", True, "increase")),
    ("The filter clearly improves precision (by 4% on MS MARCO) over dense retrieval.",
     ("4", "precision", "MS MARCO", True, "improvement")),
])
def test_a_hedged_bracket_after_a_change_verb_is_that_change(extractor, text, row):
    assert _rows(extractor, text) == [row]


def test_a_bracket_of_plain_scores_stays_scores(extractor):
    rows = _rows(extractor, "The filter improves accuracy (87.5% against 85.1%) on CIFAR-10.")
    assert [r[3] for r in rows] == [False, False]


def test_coordinated_values_share_the_dataset_named_after_the_second(extractor):
    text = ("Compared with the strongest detector, BarOOD reports -3.1% FPR95 and +0.5% AUROC on "
            "ImageNet, -7.2% FPR95 and +1.9% AUROC on CIFAR-100, and better calibration.")
    assert [(r[0], r[2]) for r in _rows(extractor, text)] == [
        ("-3.1", "ImageNet"), ("+0.5", "ImageNet"), ("-7.2", "CIFAR-100"), ("+1.9", "CIFAR-100")]


def test_values_with_their_own_datasets_keep_them(extractor):
    text = "FooNet reaches 81.2% accuracy on CIFAR-100 and 77.4% accuracy on Tiny-ImageNet."
    assert [(r[0], r[2]) for r in _rows(extractor, text)] == [("81.2", "CIFAR-100"), ("77.4", "Tiny-ImageNet")]


@pytest.mark.parametrize("text, value", [
    # words between "from" and the first value
    ("GMSF lowers the outlier rate from the previous best performance of 27.4% to 5.6% on KITTI.", "5.6"),
    # a verb of worsening
    ("Without the prior, MAPE deteriorates from 2.19% to 8.00% on ETTh1.", "8.00"),
])
def test_from_a_to_b_after_a_verb_of_change_is_the_new_value_not_a_range(extractor, text, value):
    [r] = run(extractor, text).results
    assert (r.value, r.value_max) == (value, None)


def test_a_stated_range_stays_a_range(extractor):
    [r] = run(extractor, "FooNet gains between 2% and 5% accuracy on ImageNet.").results
    assert (r.value, r.value_max) == ("2", "5")


def test_a_range_written_high_to_low_is_stored_low_to_high(extractor):
    [r] = run(extractor, "Its outlier rate is 27.4% to 5.6% lower than the baseline's on KITTI.").results
    assert (r.value, r.value_max) == ("5.6", "27.4")


def test_a_value_and_metric_coordinated_after_a_change_is_a_change(extractor):
    rows = _rows(extractor, "Our detector improves the baseline by 1.88 mAP and 2.65 AP75 on COCO.")
    assert [(r[0], r[1], r[3]) for r in rows] == [("1.88", "mAP", True), ("2.65", "AP75", True)]
    rows = _rows(extractor, "FooNet reaches 45.1 mAP and 60.2 AP50 on COCO.")
    assert [r[3] for r in rows] == [False, False]
