"""Session 39 (res22): a bare "accuracy" / "precision" of the metric lexicon that only
describes a thing ("the accuracy of the pose estimate"), named once, in a sentence without a
number or a word of evaluation, is no metric (kg.extract.roles.PROPERTY_OF_NOT_METRIC).
Sentences written for these tests."""
from __future__ import annotations

from kg.records import Paper


def _metrics(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return [m.text for m in e.mentions if m.type == "Metric"]


def test_a_described_accuracy_is_no_metric(ex):
    text = ("Motion blur lowers the accuracy of the pose estimate in handheld scans. "
            "We introduce a deblurring prior for structure from motion.")
    assert "accuracy" not in _metrics(ex, text)


def test_a_described_precision_is_no_metric(ex):
    text = ("Sparse rewards limit the precision of credit assignment in long episodes. "
            "We introduce a hindsight relabelling rule for the planner.")
    assert "precision" not in _metrics(ex, text)


def test_an_evaluated_accuracy_stays(ex):
    text = ("We introduce a deblurring prior for structure from motion. "
            "Experiments show that it raises the accuracy of the pose estimate on handheld scans.")
    assert "accuracy" in _metrics(ex, text)


def test_an_accuracy_named_twice_stays(ex):
    text = ("Motion blur lowers the accuracy of the pose estimate in handheld scans. "
            "Our deblurring prior restores accuracy on every scene we test.")
    assert "accuracy" in _metrics(ex, text)


def test_an_accuracy_with_a_number_stays(ex):
    text = ("We introduce a deblurring prior for structure from motion. "
            "On 40 handheld scans the accuracy of the pose estimate rises to 91%.")
    assert "accuracy" in _metrics(ex, text)


def test_a_longer_metric_phrase_is_untouched(ex):
    text = ("Motion blur lowers the localization accuracy of the pose estimate in handheld scans. "
            "We introduce a deblurring prior for structure from motion.")
    assert "localization accuracy" in _metrics(ex, text)
