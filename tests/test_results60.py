"""Session 60 (ownres60): the paper's own values where a comparison stood in the way, and the
quality of a thing as a measure in a list of measures.

``OWN_RESULT_FRAMES`` (kg.extract.results.attribution): a verb coordinated after a comparison
keeps its subject ("X is 2.8x faster than Y and saves 86% memory"); a margin after a comparison
("compared to the baselines by over 10%") and a sentence opening with its comparison
("Compared to X, <subject> ...") leave the value to the paper's own clause; "an absolute
increase of 9.6%" is a noun, no verb with a subject. The compared system's own values stay
unowned or the compared system's. ``QUALITY_OF_MEASURES`` (kg.extract.roles_datasets): "in
terms of the quality of the predictive distribution" is one metric. Sentences are written for
these tests.
"""
from __future__ import annotations

import pytest

from kg.extract import roles_datasets
from kg.extract.results import attribution
from kg.records import Paper

OPENING = "We propose KestrelNet, a sparse detector for aerial scenes. "


def _results(ex, text):
    x = ex.extract(Paper(id="p60", abstract=OPENING + text))
    return {r.value.lstrip("+"): r for r in x.results}


def _owner(r):
    return (r.method, r.method_own, r.baseline)


def test_a_verb_coordinated_after_a_comparison_keeps_its_subject(ex):
    rs = _results(ex, "On HarborAir, KestrelNet is 3.1x faster than OspreyDet and saves 64.5% GPU memory.")
    assert _owner(rs["64.5"]) == ("KestrelNet", False, False)
    rs = _results(ex, "Our method achieves the best accuracy compared to prior detectors, "
                      "and clearly outperforms OspreyDet by 7.4% mAP on HarborAir.")
    assert _owner(rs["7.4"]) == ("Our method", True, False)


def test_a_new_clause_still_hands_the_coordinated_value_off(ex):
    rs = _results(ex, "KestrelNet reaches 61.0% mAP, while OspreyDet stays at 52.3% and drops 4.2% on HarborAir.")
    assert rs["4.2"].method != "KestrelNet"


def test_a_sentence_opening_with_its_comparison(ex):
    rs = _results(ex, "Compared to the strongest pruning scheme, KestrelNet showcases a 12.5% gain in mAP.")
    assert _owner(rs["12.5"]) == ("KestrelNet", False, False)
    rs = _results(ex, "Compared with the previous best method, our detector incurs only 3.5% extra latency.")
    assert rs["3.5"].method_own is True and not rs["3.5"].baseline


def test_an_opening_comparison_with_a_relative_clause_is_the_compared_systems(ex):
    rs = _results(ex, "Compared to OspreyDet, which reaches 50.1% mAP, KestrelNet reaches 55.2% mAP.")
    assert _owner(rs["55.2"]) == ("KestrelNet", False, False)
    assert rs["50.1"].method == "OspreyDet" and rs["50.1"].baseline


def test_an_opening_comparison_without_a_comparand_needs_the_papers_own_subject(ex):
    rs = _results(ex, "In comparison, all the tested chatbots lag 18.5% behind human annotators.")
    assert not rs["18.5"].method_own
    rs = _results(ex, "In contrast, our detector, trained on synthetic scenes, outperforms strong baselines by 7.7%.")
    assert rs["7.7"].method_own is True


def test_a_margin_after_a_comparison_is_the_papers(ex):
    rs = _results(ex, "The experiments show an improvement in recall compared to the baselines by over 9.5% on average.")
    assert rs["9.5"].method_own is True and rs["9.5"].method is None and not rs["9.5"].baseline


def test_a_noun_of_change_is_no_verb_with_a_subject(ex):
    rs = _results(ex, "Our detector, named KestrelNet, is small yet strong, outperforming the state-of-the-art "
                      "detector OspreyDet by an absolute increase of 6.3% AP on HarborAir.")
    assert rs["6.3"].method_own is True and not rs["6.3"].baseline


def test_a_comparison_without_a_margin_still_hands_off(ex):
    rs = _results(ex, "Existing detectors reach 48.0% mAP on HarborAir, compared to previous methods of 41.0%.")
    assert not rs["48.0"].method_own and not rs["41.0"].method_own


@pytest.mark.parametrize("on", [True, False])
def test_the_switch(ex, monkeypatch, on):
    monkeypatch.setattr(attribution, "OWN_RESULT_FRAMES", on)
    rs = _results(ex, "On HarborAir, KestrelNet is 3.1x faster than OspreyDet and saves 64.5% GPU memory.")
    assert (rs["64.5"].method == "KestrelNet") is on
    rs = _results(ex, "The experiments show an improvement in recall compared to the baselines by over 9.5% on average.")
    assert rs["9.5"].method_own is on


def _metrics(ex, text):
    x = ex.extract(Paper(id="m60", abstract=OPENING + text))
    return {m.text: m.rule for m in x.mentions if m.type == "Metric"}


def test_the_quality_of_a_thing_in_terms_of(ex):
    ms = _metrics(ex, "KestrelNet outperforms OspreyDet in terms of the quality of the predicted boxes "
                      "and in terms of total inference time.")
    assert ms.get("quality of the predicted boxes") == "metric-terms-of"
    assert ms.get("total inference time") == "metric-terms-of"
    ms = _metrics(ex, "KestrelNet outperforms prior detectors in terms of the diversity of sampled layouts and speed.")
    assert ms.get("diversity of sampled layouts") == "metric-terms-of"


def test_the_quality_alone_or_of_a_name_is_no_measure(ex, monkeypatch):
    ms = _metrics(ex, "KestrelNet is better than OspreyDet in terms of quality.")
    assert "quality" not in ms
    monkeypatch.setattr(roles_datasets, "QUALITY_OF_MEASURES", False)
    ms = _metrics(ex, "KestrelNet outperforms OspreyDet in terms of the quality of the predicted boxes.")
    assert "quality of the predicted boxes" not in ms
