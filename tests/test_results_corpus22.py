"""Session 22 (results4) result rules drawn from corpus errors (kg/extract/results/):

* a change noun shared by a list of values stands between them and the list of metrics they
  pair with ("9% and 7% average reductions in EER and minDCF, respectively"; lists.py,
  _SHARED_CHANGE_NOUN), and a metric list after "in terms of" and before "respectively" may
  hold modifiers in "-ed" ("balanced", "unweighted"; lists.py, _metric_items(adjectives=True));
* a later percentage of a coordination is governed by the verb before the first ("detects
  91% and 84% of the attacks"; find.py, _PERCENTS_BEFORE);
* a sentence that closes with "in terms of X" gives X to its values without a metric
  (lists.py, _metric_of_closer), and a dataset after a bracketed gain is the value's
  ("61.2% (+4.1%) on A"; find.py, _BRACKETED_GAIN);
* the plural of a metric abbreviation is a metric head ("test AUCs of"; words.py, _is_head).

Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _results(ex, text):
    return [(r.value, r.metric, r.dataset) for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


# --- item 1: value lists paired with metric lists ------------------------------------------

def test_shared_change_noun_between_values_and_metric_list(ex):
    text = "On the speaker benchmark, the new scoring yields 7.1% and 5.3% relative reductions in EER and minDCF, respectively."
    got = [(v, m) for v, m, _ in _results(ex, text)]
    assert got == [("7.1", "EER"), ("5.3", "minDCF")]


def test_shared_change_noun_without_respectively(ex):
    text = "The new head yields 3.2% and 4.5% average gains in mAP and NDS on the validation split."
    assert [(v, m) for v, m, _ in _results(ex, text)] == [("3.2", "mAP"), ("4.5", "NDS")]


def test_metric_list_after_in_terms_of_with_ed_modifiers(ex):
    text = ("Our planner beats the baseline by 4% and 9% in terms of weighted validation accuracy and unseen "
            "held-out accuracy, respectively.")
    got = [(v, m) for v, m, _ in _results(ex, text)]
    assert got == [("4", "weighted validation accuracy"), ("9", "unseen held-out accuracy")]


def test_verb_of_change_in_a_list_after_in_terms_of_is_no_metric_item(ex):
    text = "It beats the baseline by 3% and 5% in terms of improved accuracy and reduced latency, respectively."
    assert ("5", "reduced latency", None) not in _results(ex, text)


# --- item 7: coordinated shares after a verb of success ------------------------------------

@pytest.mark.parametrize("text, values", [
    ("Our monitor detects over 91% and 84% of the injected attacks in the two settings, respectively.", ["91", "84"]),
    ("The three judges can identify 58%, 71%, and 77% of these unsafe replies, respectively.", ["58", "71", "77"]),
])
def test_every_share_of_a_coordination_after_a_verb_of_success(ex, text, values):
    assert [v for v, _, _ in _results(ex, text)] == values


def test_coordinated_shares_of_an_input_stay_no_result(ex):
    text = "Trained on 10% and 20% of the labels, the student reaches 71.5% accuracy."
    assert [v for v, _, _ in _results(ex, text)] == ["71.5"]


# --- item 2: a closing "in terms of X" -------------------------------------------------------

def test_closing_in_terms_of_gives_its_metric_to_the_values(ex):
    text = "Our parser reaches 61.2% on PTB and 55.0% on CTB in terms of F1 score."
    assert _results(ex, text) == [("61.2", "F1 score", "PTB"), ("55.0", "F1 score", "CTB")]


def test_dataset_after_a_bracketed_gain_belongs_to_the_value(ex):
    text = ("The detector is lifted by a wide margin: 61.2% (+4.1%) on COCO, 48.9% (+2.7%) on LVIS, and "
            "40.3% (+1.9%) on ADE20K in terms of mAP for rare classes.")
    assert _results(ex, text) == [("61.2", "mAP", "COCO"), ("+4.1", "mAP", "COCO"), ("48.9", "mAP", "LVIS"),
                                  ("+2.7", "mAP", "LVIS"), ("40.3", "mAP", "ADE20K"), ("+1.9", "mAP", "ADE20K")]


def test_closing_in_terms_of_not_past_another_metric_or_a_later_value(ex):
    got = _results(ex, "It achieves 81.0% accuracy on CIFAR-10, and is 2.1x faster in terms of latency.")
    assert got[0][:2] == ("81.0", "accuracy")
    got = _results(ex, "It reaches 12.5% on CIFAR-10 and 3.0% on CIFAR-100 in terms of recall, and 2.5x speedup on ImageNet.")
    assert [m for _, m, _ in got] == [None, None, "speedup"]  # a later value: "recall" does not close them


# --- item 6: plurals of metric abbreviations -------------------------------------------------

def test_plural_of_a_metric_abbreviation_is_a_metric(ex):
    text = "The classifier reaches held-out AUCs of 93.1%, 90.4%, and 85.2% on the three cohorts."
    assert [(v, m) for v, m, _ in _results(ex, text)] == [
        ("93.1", "held-out AUCs"), ("90.4", "held-out AUCs"), ("85.2", "held-out AUCs")]


def test_plural_of_a_word_in_capitals_is_no_metric(ex):
    assert all(m is None for _, m, _ in _results(ex, "The method needs 30% fewer GPUs than the baseline."))


def test_closing_in_terms_of_not_to_a_model_size(ex):
    got = _results(ex, "We show that FooGen matches a 4x larger ViT in terms of FID while being cheaper to train.")
    assert all(v != "4" for v, _, _ in got)


# --- item 3: a metric in brackets after the values ------------------------------------------

def test_metric_in_brackets_after_coordinated_values(ex):
    text = "FooOOD outperforms the best detector by up to 9.4% and 17.2% (FPR95) on CIFAR-10 and ImageNet-1K, respectively."
    assert _results(ex, text) == [("9.4", "FPR95", "CIFAR-10"), ("17.2", "FPR95", "ImageNet-1K")]


def test_metric_in_brackets_after_one_value(ex):
    assert _results(ex, "The detector reaches 47.3 (mAP) on COCO.") == [("47.3", "mAP", "COCO")]


def test_bracketed_model_or_setting_is_no_metric(ex):
    assert all(m is None for _, m, _ in _results(ex, "Training is 31x (ResNet-50) and 12x (ViT-B) faster than before."))


# --- item 4: "Nx the <cost>" after a verb of saving ------------------------------------------

@pytest.mark.parametrize("text, value, metric", [
    ("On the large corpus, BazOpt saves up to 4x the pre-training compute.", "4", "pre-training compute"),
    ("Unlike replay of raw frames, our buffer saves over 60 times the storage.", "60", "storage"),
])
def test_multiplier_of_the_cost_saved(ex, text, value, metric):
    assert (value, metric) in [(v, m) for v, m, _ in _results(ex, text)]


# --- item 5: no metric across "or" from a value that names its own measure -----------------

def test_value_with_its_own_noun_keeps_no_later_metric(ex):
    text = "The results show a compression of up to 6x or 2.5x improvement in recall over the prior best system."
    assert [(v, m) for v, m, _ in _results(ex, text)] == [("6", None), ("2.5", "recall")]


def test_change_noun_before_values_still_shares_the_later_metric(ex):
    text = "We see an improvement of 1.4% or 0.9% in recall on the two splits."
    assert [(v, m) for v, m, _ in _results(ex, text)] == [("1.4", "recall"), ("0.9", "recall")]
