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


@pytest.fixture(scope="module")
def ex(extractor):
    """The session's shared extraction pipeline (tests/conftest.py)."""
    return extractor


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
