"""Method-used rules of methods round 13 (kg/extract/roles_methods.py). Every sentence is
written for these tests.

* A noun phrase naming a family of methods right after a comparison cue is a baseline
  the paper compares with (rule ``method-compared-np``, role ``compared``): "outperforms
  existing data valuation approaches", "surpass previous robustly-trained agents",
  "than existing adversarial attacks", "a speed-up over the state-of-the-art scalable
  SDP solver", "compared to prevailing time-domain neural vocoding approaches". The lead
  words of prior work ("existing", "previous", "other", "state-of-the-art") are not part
  of the name. Not: a phrase with no modifier that says which family ("existing models",
  "alternative methods", "baseline methods"), a phrase that goes on past the head, nor a
  phrase with no comparison cue before it.
"""
from __future__ import annotations

import pytest

from tests.factories import run


def _compared(extraction) -> set[str]:
    return {m.text for m in extraction.mentions if m.type == "Method" and m.role == "compared"}


def _methods(extraction) -> set[str]:
    return {m.text for m in extraction.mentions if m.type == "Method" and m.role != "proposed"}


@pytest.mark.parametrize("sentence,baseline", [
    ("Our estimator outperforms existing data valuation approaches on noisy tabular data.",
     "data valuation approaches"),
    ("Our agents surpass previous robustly-trained agents by a wide margin.", "robustly-trained agents"),
    ("The new attack is more effective than existing adversarial attacks against smoothed models.",
     "adversarial attacks"),
    ("Our vocoder is faster compared to prevailing time-domain neural vocoding approaches.",
     "time-domain neural vocoding approaches"),
    ("Our solver gives a large speed-up over the state-of-the-art scalable SDP solver on big instances.",
     "scalable SDP solver"),
    ("Our design outperforms both current statistical and neural network-based techniques and rule lists.",
     "statistical and neural network-based techniques"),
    ("The router performs on par with strong retrieval-based approaches at half the cost.",
     "retrieval-based approaches"),
])
def test_baseline_family_after_comparison_cue(extractor, sentence, baseline):
    assert baseline in _compared(run(extractor, sentence))


@pytest.mark.parametrize("sentence,bad", [
    ("Our model outperforms existing models on three benchmarks.", "models"),
    ("Our planner is faster than alternative methods on every map.", "alternative methods"),
    ("The sampler surpasses SOTA baseline methods by a large margin.", "baseline methods"),
    ("Our model is more accurate than the baseline empirical risk minimization.", "risk minimization"),
    ("Our sampler is faster than greedy decoding algorithms runtime suggests.", "greedy decoding algorithms"),
])
def test_no_family_named_after_comparison_cue(extractor, sentence, bad):
    assert bad not in _methods(run(extractor, sentence))


def test_family_without_comparison_cue_is_not_compared(extractor):
    ex = run(extractor, "We study data valuation approaches for noisy tabular data.")
    assert "data valuation approaches" not in _compared(ex)


# * A word that trimming would drop from a method noun phrase stays when it forms an
#   unhyphenated compound modifier with the next word (MethodRules._compound_lead): a number
#   before a unit noun ("two layer neural networks"), "least" before "square(s)", "high" /
#   "low" before a degree noun ("high variance Monte Carlo estimators"). A count ("two
#   language models") and a trimmed word before the head ("two layers") are still dropped.

@pytest.mark.parametrize("sentence,method,fragment", [
    ("We bound the risk of linear models and two layer neural networks under noise.",
     "two layer neural networks", "layer neural networks"),
    ("The learner keeps several weighted least square estimators for the rewards.",
     "least square estimators", "square estimators"),
    ("Plain samplers rely on high variance Monte Carlo estimators of the gradient.",
     "high variance Monte Carlo estimators", "variance Monte Carlo estimators"),
    ("We prove that a three layer transformer can sort lists of any length.",
     "three layer transformer", "layer transformer"),
])
def test_compound_lead_is_kept(extractor, sentence, method, fragment):
    found = _methods(run(extractor, sentence))
    assert method in found
    assert fragment not in found


def test_count_before_method_is_still_trimmed(extractor):
    found = _methods(run(extractor, "We fine-tune two language models on the same prompts."))
    assert "language models" in found
    assert "two language models" not in found


# * An acronym definition right after a cue of use ("based on", "inspired by", "using",
#   "leverages", "incorporating", "the use of") defines a technique the paper builds on,
#   whatever its head (MethodRules._acronym_after_use_cue, rule method-acronym). Not a
#   definition another stage typed (a metric: "using the area under the curve (AUC)"), a
#   one-word long form, or a long form ending in a noun of data ("whole slide images").

@pytest.mark.parametrize("sentence,long,short", [
    ("We give two samplers based on stochastic gradient Langevin dynamics (SGLD) for large data.",
     "stochastic gradient Langevin dynamics", "SGLD"),
    ("Our explainer is inspired by the invariant risk minimization (IRM) principle.",
     "invariant risk minimization", "IRM"),
    ("We summarize each shape using the persistence diagram (PD) of its filtration.",
     "persistence diagram", "PD"),
])
def test_acronym_after_use_cue_is_a_method(extractor, sentence, long, short):
    found = _methods(run(extractor, sentence))
    assert long in found and short in found


@pytest.mark.parametrize("sentence,bad", [
    ("We rank the detectors using the area under the curve (AUC) on each split.", "AUC"),
    ("We grade tumours based on whole slide images (WSIs) from two hospitals.", "WSIs"),
])
def test_acronym_after_use_cue_not_a_method(extractor, sentence, bad):
    assert bad not in _methods(run(extractor, sentence))
