"""Session 23 result rules (kg/extract/results/), drawn from 100 random corpus sentences:
a value coordinated with one that names its metric is an outcome even after a setting word
("with 28.4% and 33.5% mIoU"; filters.py, _coordinated_metric); "more/higher/lower" followed
by a preposition is a comparative, not a measure of its own ("22% higher on B"; filters.py,
_OWN_DIMENSION); a participle of gain after a result restates its measure ("33.5% mIoU on A,
improving 4.7%"; words.py, _INHERIT_GAP); "median"/"mean" before a change noun is a hedge ("2x
median improvement in X"; metric_after.py, change.py); a range that is a share of a measure
("98.6% - 99.6% of the accuracy"; find.py); the size of a gap is an outcome ("a performance gap
of 30.8%"; words.py, _OUTCOME_CUE; filters.py, _is_change_of). Sentences written for these
tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _results(ex, text):
    return [(r.value, r.value_max, r.unit, r.metric)
            for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


# --- a coordination whose last value names the metric --------------------------------

def test_first_value_of_a_coordination_after_with_keeps_the_shared_metric(ex):
    rs = _results(ex, "The FooSeg model segments point clouds with 41.2% and 45.9% mIoU on the two benchmarks.")
    assert ("41.2", None, "%", "mIoU") in rs
    assert ("45.9", None, "%", "mIoU") in rs


@pytest.mark.parametrize("text", [
    "We pretrain with 10% and 20% of the labels and report 80.1% accuracy.",   # shares of an input
    "Trained with 5% and 15% label noise, the BarNet model reaches 80.1% accuracy.",  # settings
])
def test_coordinated_settings_stay_settings(ex, text):
    assert [r[0] for r in _results(ex, text)] == ["80.1"]


# --- comparatives followed by a preposition --------------------------------------------

def test_higher_on_is_a_comparative_that_inherits_the_measure(ex):
    rs = _results(ex, "FooNet reaches a certified accuracy 5% to 6% higher than the baseline under L2 attacks "
                      "and 9% to 11% higher on the L-infinity benchmark.")
    assert ("9", "11", "%", "certified accuracy") in rs


def test_higher_with_a_noun_is_still_a_measure_of_its_own(ex):
    rs = _results(ex, "FooNet reaches 81.5% accuracy, and its predictions are 20% higher quality than before.")
    assert ("20", None, "%", "accuracy") not in rs


# --- a participle of gain restates the previous measure ------------------------------------

def test_improving_after_a_result_restates_its_metric(ex):
    rs = _results(ex, "The BazNet detector reaches 52.3 mAP and 48.0 mAP on the two splits, "
                      "improving 3.1 and 2.4 respectively.")
    rs2 = _results(ex, "The BazNet detector reaches 61.5% mIoU on the validation split, improving by 4.2% over "
                       "the previous method.")
    assert ("4.2", None, "%", "mIoU") in rs2
    assert ("52.3", None, None, "mAP") in rs


def test_improving_with_an_object_of_its_own_keeps_that_object(ex):
    rs = _results(ex, "The BazNet model reaches 61.5% accuracy, improving calibration error by 4.2%.")
    assert ("4.2", None, "%", "accuracy") not in rs


# --- "median"/"mean" before a change noun ----------------------------------------------

def test_median_before_improvement_does_not_hide_the_measure(ex):
    rs = _results(ex, "Compared with prior agents, QuxAgent achieves a 3x median improvement in success rates.")
    assert ("3", None, "x", "success rates") in rs


# --- a range that is a share of a measure ------------------------------------------------

def test_range_share_of_a_measure_names_the_measure(ex):
    rs = _results(ex, "Pruning with FooPrune is 3x faster while retaining 97.5% - 99.1% of the accuracy of the "
                      "dense models.")
    assert ("97.5", "99.1", "%", "accuracy") in rs


def test_range_share_of_an_input_is_no_result(ex):
    assert _results(ex, "We fine-tune only 10-20% of the training data for the ablation.") == []


# --- the size of a gap --------------------------------------------------------------------

def test_a_gap_of_n_percent_is_a_result(ex):
    rs = _results(ex, "Human raters reveal a large performance gap of 27.4% between the best model and experts.")
    assert [r[0] for r in rs] == ["27.4"]


# --- "on <metric>" closing the sentence -----------------------------------------------------

def test_metric_closing_the_sentence_after_on_measures_the_listed_values(ex):
    rs = _results(ex, "QuxAgent beats the baselines by 12% in the offline setting and 7% in the online setting "
                      "on average success rate.")
    assert ("12", None, "%", "average success rate") in rs
    assert ("7", None, "%", "average success rate") in rs


def test_dataset_closing_the_sentence_after_on_is_no_metric(ex):
    rs = _results(ex, "QuxAgent beats the baselines by 12% in the offline setting on ImageNet.")
    assert [(r[0], r[3]) for r in rs] == [("12", None)]


def test_mean_absolute_error_keeps_its_whole_name(ex):
    rs = _results(ex, "The QuxGNN regressor predicts traffic counts with less than 18% mean absolute error.")
    assert ("18", None, "%", "mean absolute error") in rs


def test_a_gap_in_a_motivation_makes_no_bracketed_share_a_result(ex):
    rs = _results(ex, "To bridge that gap, we collect a corpus with labels written by experts (15%) and by a "
                      "language model (85%).")
    assert rs == []


# --- a value followed by a noun of its own does not inherit ---------------------------------

def test_value_with_a_noun_of_its_own_does_not_inherit_the_previous_metric(ex):
    rs = _results(ex, "FooGen reaches 91.3% molecule validity on A and 84.2% ring stability on B.")
    assert ("84.2", None, "%", "molecule validity") not in rs


# --- a signed gain in a bracket after the result; a saving noun before "and" ---------------------

def test_signed_gain_in_a_bracket_after_the_dataset_phrase_takes_the_metric(ex):
    rs = _results(ex, "FooPrompt reaches 71.4% mean accuracy on 11 recognition datasets (+2.6% over CoOp) and "
                      "55.2 mIoU on the VOC split (+4.1 compared to BarSeg).")
    assert ("+2.6", None, "%", "mean accuracy") in rs
    assert ("+4.1", None, None, "mIoU") in rs


def test_unsigned_bracketed_value_after_a_result_does_not_inherit(ex):
    rs = _results(ex, "FooPrompt reaches 71.4% accuracy on the recognition datasets (12% of them synthetic).")
    assert ("12", None, "%", "accuracy") not in rs


def test_value_after_a_saving_noun_and_and_inherits_the_measure(ex):
    rs = _results(ex, "Training with FooSched yields a 31.5% FLOPs saving for the small model and 27.0% for the "
                      "large one.")
    assert ("27.0", None, "%", "FLOPs") in rs


# --- "outperforms the <metric> of X by N" -----------------------------------------------------

def test_outperforming_the_metric_of_a_system_by_n_names_the_metric(ex):
    rs = _results(ex, "QuxNet outperforms the retrieval accuracy of strong dense retrievers with learned "
                      "sparse features by 12% on average.")
    assert ("12", None, "%", "retrieval accuracy") in rs


def test_outperforming_the_systems_of_a_benchmark_by_n_names_no_metric(ex):
    rs = _results(ex, "QuxNet outperforms the baselines of the benchmark by 5%.")
    assert [(r[0], r[3]) for r in rs] == [("5", None)]


def test_headed_phrase_closing_the_sentence_after_on_measures_the_values(ex):
    rs = _results(ex, "The QuxBot agent beats earlier agents by 41% in the easy mode and 18% in the hard mode "
                      "on mean episode return.")
    assert ("41", None, "%", "mean episode return") in rs
    assert ("18", None, "%", "mean episode return") in rs


def test_headless_phrase_closing_the_sentence_after_on_is_no_metric(ex):
    rs = _results(ex, "The QuxBot agent beats earlier agents by 41% on most tasks.")
    assert [(r[0], r[3]) for r in rs] == [("41", None)]
