"""Metric and result rules of session 55 (metric55): a hyphenated quality noun as one word in a
coordinated measure (``HYPHEN_WORD_CONJUNCTS``), "measured by" after a noun of change or
performance (``MEASURED_OUTCOME_LISTS``), and the metric that closes a compared value's sentence
after "in" (``IN_CLOSING_COMPARED``). Every sentence is written for these tests."""
from __future__ import annotations

import pytest

import kg.extract.results.lists as RL
import kg.extract.roles_datasets as RD
from tests.factories import run


def _metrics(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.type == "Metric"}


def _results(extractor, text: str) -> list[tuple[str, object]]:
    return [(r.value, r.metric) for r in run(extractor, text).results]


def test_switches_and_word_sets():
    assert RD.HYPHEN_WORD_CONJUNCTS and RD.MEASURED_OUTCOME_LISTS and RL.IN_CLOSING_COMPARED
    assert RD._QUALITY_NOUN_END.search("generalization") and RD._QUALITY_NOUN_END.search("controllability")
    assert not RD._QUALITY_NOUN_END.search("rate") and not RD._QUALITY_NOUN_END.search("solutions")
    assert {"improvement", "performance"} <= RD._MEASURED_OUTCOME_NOUNS and "speed" not in RD._MEASURED_OUTCOME_NOUNS


@pytest.mark.parametrize("text, metrics", [
    ("We propose WrenTune. WrenTune outperforms prior adapters in both parameter efficiency and "
     "few-shot generalization.", {"parameter efficiency", "few-shot generalization"}),
    ("We propose OrioleMix. The mixer shows clear gains in audio quality and style-level controllability "
     "over the baselines.", {"audio quality", "style-level controllability"}),
])
def test_hyphenated_quality_conjunct_is_one_word(extractor, text, metrics):
    assert metrics <= _metrics(extractor, text)


@pytest.mark.parametrize("text, wrong", [
    # a rate or a plural thing after a hyphenated modifier stays out (read on the corpus)
    ("The proposed estimator attains a near-optimal convergence rate and high support recovery accuracy.",
     "near-optimal convergence rate"),
    ("Our planner beats the baselines in terms of task success rate and low-noise trajectories.",
     "low-noise trajectories"),
])
def test_hyphenated_non_quality_conjunct_stays_out(extractor, text, wrong):
    assert wrong not in _metrics(extractor, text)


def test_measured_by_after_a_noun_of_change(extractor):
    got = _metrics(extractor, "We propose LarkNav. LarkNav yields a steady improvement measured by "
                              "path length, collision rate and planning time.")
    assert {"path length", "collision rate", "planning time"} <= got


def test_measured_by_after_another_noun_is_no_list(extractor):
    got = _metrics(extractor, "The drift of the sensor, measured by a reference probe, is small.")
    assert "reference probe" not in got and "a reference probe" not in got


def test_in_closing_metric_after_compared_values(extractor):
    got = _results(extractor, "We propose FinchGuard. Its outputs are 48% lower than plain decoding and "
                              "31% lower than prompting in toxicity score.")
    assert ("48", "toxicity score") in got and ("31", "toxicity score") in got


def test_in_closing_metric_needs_a_comparative(extractor):
    # "in" after a value with no comparative next to it keeps its old reading
    got = _results(extractor, "We propose FinchGuard. The guard is 30 times more compact than the "
                              "teacher without degradation in accuracy.")
    assert ("30", "accuracy") not in got


def test_in_closing_rule_reads_only_lower_case_metric_spans():
    text = "X is 12% better than Y in success rate."
    s = text.index("success rate")
    v_end = text.index("%") + 1
    assert RL._on_closing_metric(text, v_end, len(text), [(s, s + len("success rate"), "success rate")]) is not None
    upper = "X is 12% better than Y in ImageNet."
    u = upper.index("ImageNet")
    assert RL._on_closing_metric(upper, v_end, len(upper), [(u, u + 8, "ImageNet")]) is None


@pytest.mark.parametrize("text", [
    "We propose HeronFit. HeronFit improves robustness against label noise and sensor drift.",
    "We propose HeronFit. We further demonstrate its robustness against missing modalities.",
])
def test_robustness_with_a_complement_stays_out_while_the_switch_is_off(extractor, text):
    # WITHSTOOD_QUALITY_MEASURED is off (it lowered two pool floors); the older call holds
    assert not RD.WITHSTOOD_QUALITY_MEASURED
    assert "robustness" not in _metrics(extractor, text)


@pytest.mark.parametrize("text", [
    # an aim: a purpose infinitive, or a requirement after "must" / "should"
    "To improve robustness against label noise, we add a smoothing term to HeronFit.",
    "Deployed controllers must maintain robustness against actuator faults.",
])
def test_robustness_as_an_aim_stays_out(extractor, text):
    assert "robustness" not in _metrics(extractor, text)


@pytest.mark.parametrize("text, value, metrics", [
    # the metric span of EFFICIENT_COMPARATIVES ("sample efficient") names the measure; since
    # session 56 both rules share one list of resource nouns (kg.extract.lexicon.EFFICIENT_RESOURCES),
    # so "training" gets the span too (before: the result rule's "training efficiency"; no corpus
    # or gold abstract writes "more training/inference/time efficient")
    ("We propose EgretRL. EgretRL is 12x more sample efficient than model-free baselines.", "12",
     {"sample efficient"}),
    ("We propose EgretRL. The learner is 4 times more data-efficient than PPO.", "4", {"data-efficient"}),
    ("We propose EgretRL. The learner is 3x more training efficient than PPO.", "3", {"training efficient"}),
])
def test_multiple_more_resource_efficient(extractor, text, value, metrics):
    got = _results(extractor, text)
    assert any(v == value and m in metrics for v, m in got), got


def test_multiple_more_efficient_result_rule_alone():
    from kg.extract.results import find_results
    text = "The learner is 4 times more data-efficient than PPO."
    assert [(r.value, r.metric) for r in find_results(text, None)] == [("4", "data efficiency")]


def test_multiple_more_efficient_alone_has_no_metric(extractor):
    got = _results(extractor, "We propose EgretRL. EgretRL is 3x more efficient than the baseline.")
    assert ("3", None) in got


@pytest.mark.parametrize("text, metric", [
    ("We propose TernQ. Across the control suite, TernQ is more sample-efficient than the baselines.",
     "sample-efficient"),
    ("We propose TernQ. The relabelling makes offline learners far more data efficient.", "data efficient"),
    ("We propose TernQ. TernQ is significantly more memory efficient than prior samplers.", "memory efficient"),
])
def test_more_resource_efficient_is_a_metric(extractor, text, metric):
    assert RD.EFFICIENT_COMPARATIVES
    assert metric in _metrics(extractor, text)


def test_efficient_after_an_article_is_no_metric(extractor):
    got = _metrics(extractor, "We study a more sample-efficient alternative to reward learning.")
    assert "sample-efficient" not in got


def test_efficient_without_a_resource_word_is_no_metric(extractor):
    got = _metrics(extractor, "We propose TernQ. TernQ is more efficient than the baselines.")
    assert not {m for m in got if "efficient" in m}


def test_stability_with_a_complement_keeps_the_older_call(extractor):
    # only robustness changed its reading; "stability to ..." stays out as in session 51
    assert "stability" not in _metrics(extractor, "The solver improves stability to perturbations of the step size.")
