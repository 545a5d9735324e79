"""Session 48 (ext48): a metric whose acronym is defined inside the change phrase keeps its
result (kg/extract/results/metric_before.py), and "by <number> [unit] over X" names X as the
compared baseline (kg/extract/roles_methods.py)."""
from __future__ import annotations

import pytest

from kg.extract import roles_methods
from kg.extract.results.metric_before import _without_acronym_brackets
from kg.records import Paper


def _extract(ex, text):
    return ex.extract(Paper(id="p48", abstract=text, source="t"))


def _results(ex, text):
    return [(r.value, r.metric, r.dataset, r.change) for r in _extract(ex, text).results]


def _roles(ex, text):
    return {m.text: m.role for m in _extract(ex, text).mentions if m.type == "Method"}


@pytest.mark.parametrize("text, value, metric, dataset", [
    ("We study open-domain question answering. Our reader improves exact match (EM) on "
     "Natural Questions (NQ) by 2.7 points.", "2.7", "exact match", "Natural Questions"),
    ("We study machine translation. Our decoder improves translation edit rate (TER) on WMT News (WN) "
     "by 1.2 points.", "1.2", "translation edit rate", "WMT News"),
])
def test_a_metric_defined_with_its_acronym_in_the_change_phrase_keeps_its_result(ex, text, value, metric, dataset):
    assert (value, metric, dataset, True) in _results(ex, text)


def test_without_the_acronym_the_same_sentence_has_the_same_metric(ex):
    text = "We study open-domain question answering. Our reader improves exact match on Natural Questions by 2.7 points."
    assert ("2.7", "exact match", "Natural Questions", True) in _results(ex, text)


def test_only_one_token_brackets_with_a_capital_are_dropped_from_the_gap():
    assert _without_acronym_brackets(" (EM) on Natural Questions (NQ) by ") == " on Natural Questions by "
    assert _without_acronym_brackets(" (ours) on Natural Questions (see below) by ") == \
        " (ours) on Natural Questions (see below) by "


@pytest.mark.parametrize("text, baseline", [
    ("We study molecular property prediction. Our graph transformer improves average precision by "
     "2.3 points over GraphGPS on the PCQM dataset.", "GraphGPS"),
    ("We study retrieval. RetroNet raises recall by 4.5% over ColBERT on two benchmarks.", "ColBERT"),
])
def test_the_name_after_a_measured_gain_and_over_is_compared(ex, text, baseline):
    assert _roles(ex, text).get(baseline) == "compared"


def test_over_without_a_measured_gain_does_not_make_a_baseline(ex):
    text = "We study molecular property prediction. Our model builds on GraphGPS over three stages."
    assert _roles(ex, text).get("GraphGPS") != "compared"


def test_the_measured_gain_switch_turns_the_rule_off(ex, monkeypatch):
    text = ("We study molecular property prediction. Our graph transformer improves average precision by "
            "2.3 points over GraphGPS on the PCQM dataset.")
    monkeypatch.setattr(roles_methods, "MEASURED_GAIN_OVER", False)
    assert _roles(ex, text).get("GraphGPS") == "used"


def test_a_name_inside_the_result_phrase_is_its_dataset_only_right_before_by(ex):
    text = ("We study image generation. As a byproduct, we achieve a large reduction in the Fréchet Inception "
            "Distance of samplers relying on network Smoothness, such as DDIM and PNDM, by over 33%.")
    assert ("33", "Fréchet Inception Distance", None, True) in _results(ex, text)
