"""Metric mentions and numeric results, session 21: measures kept ("while
maintaining comparable inference time"), time measures ("reduces the training time"),
"utility" as a bare measure after a cue, and "in contrast" as no list of
measures (rules ``metric-*`` of kg/extract/roles_datasets.py); metric abbreviations of the
lexicon (NDS, MPJPE, PESQ ...) as mentions and as result metric heads (kg/extract/results/words.py)."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _metrics(ex, text):
    return {m.text for m in ex.extract(Paper(id="p", abstract=text, source="t")).mentions if m.type == "Metric"}


def _results(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t")).results


# --- measures after "maintain", "comparable", "competitive", "less" -----------------

@pytest.mark.parametrize("text, metric", [
    ("FooNet beats earlier samplers while maintaining comparable inference time.", "inference time"),
    ("The pruned encoder keeps competitive decoding efficiency on long inputs.", "decoding efficiency"),
    ("BarGAN needs much less annotation cost than the supervised variant.", "annotation cost"),
    ("Our recipe keeps safety high while maintaining the overall utility of the chatbot.", "utility"),
])
def test_measure_after_a_keeping_or_comparing_cue_is_a_metric(ex, text, metric):
    assert metric in _metrics(ex, text)


# --- time measures and a bare "utility" after a cue -------------------------------

@pytest.mark.parametrize("text, metric", [
    ("Caching the keys reduces the training time of the translator.", "training time"),
    ("QuxSketch allows a faster update time than dense sketches.", "update time"),
    ("The new sampler improves utility of the generated proteins.", "utility"),
])
def test_time_heads_and_bare_measures_after_a_cue(ex, text, metric):
    assert metric in _metrics(ex, text)


def test_time_without_a_modifier_is_no_metric(ex):
    got = _metrics(ex, "The solver runs faster and at the same time uses less memory.")
    assert "time" not in got and "same time" not in got


# --- "in contrast" governs no list of measures ------------------------------------------------

def test_in_contrast_is_no_measure_list(ex):
    got = _metrics(ex, "In contrast, utility is bounded for every configuration we tried.")
    assert "contrast" not in got


@pytest.mark.parametrize("text", [
    "Its effect has been studied both in training time and in the width limit.",
    "The gate is removed at inference time, which keeps the deployed model small.",
])
def test_time_after_a_phase_preposition_is_no_metric(ex, text):
    assert not any(m.endswith("time") for m in _metrics(ex, text))


# --- metric abbreviations of the lexicon: mentions, and heads of a listed metric before "by" ---

@pytest.mark.parametrize("text, metric", [
    ("The fused detector reaches 61.2 NDS on the validation split.", "NDS"),
    ("QuxPose lowers the MPJPE of the lifted skeletons.", "MPJPE"),
    ("The enhanced speech gains 0.3 PESQ over the noisy input.", "PESQ"),
])
def test_lexicon_abbreviation_is_a_metric(ex, text, metric):
    assert metric in _metrics(ex, text)


def test_listed_abbreviations_before_by_pair_with_listed_values(ex):
    got = {(r.value, r.metric) for r in _results(
        ex, "The distilled detector improves the NDS and mAP by 1.9% and 3.4% on the test split.")}
    assert ("1.9", "NDS") in got and ("3.4", "mAP") in got
