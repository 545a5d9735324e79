"""Method-used rules of methods round 24 (kg/extract/roles_methods.py). Every sentence is
written for these tests.

* A singular "method" after "the", with modifiers the noun-phrase rule accepts as
  technical, names an established method (rule ``method-np``, through
  ``_technique_head_ok``): "the conjugate gradient method", "the ensemble method".
  "a label-free optimization method" (an article "a", no name, no known technique) stays
  out: it describes the paper's own method.
* The noun phrase after "the <frame noun> of" that a cue of use or a preposition of means
  opens is a technique or theory the work builds on (rule ``method-frame-of``):
  "leverages the concept of successor features", "through the lens of information
  theory", "based on the idea of annealing". Not: a notion the paper introduces ("we
  introduce the notion of X"), a property ("the notion of smoothness").
"""
from __future__ import annotations

import pytest

from tests.factories import run


def _methods(sentence: str, extractor) -> set[str]:
    """The texts of the Method mentions that are not proposed in ``sentence``."""
    return {m.text for m in run(extractor, sentence).mentions if m.type == "Method" and m.role != "proposed"}


def _rule(sentence: str, extractor, rule: str) -> set[str]:
    """The texts of the mentions of rule ``rule`` in ``sentence``."""
    return {m.text for m in run(extractor, sentence).mentions if m.rule == rule and m.type == "Method"}


@pytest.mark.parametrize("sentence,method", [
    ("We solve each inner system with the conjugate gradient method on the mesh.", "conjugate gradient method"),
    ("On the bank records, the ensemble method is stronger than each tree learner.", "ensemble method"),
    ("The stochastic proximal gradient method handles the sparse penalty on the loans.",
     "stochastic proximal gradient method"),
])
def test_definite_technical_method_is_used(extractor, sentence, method):
    assert method in _methods(sentence, extractor)


def test_indefinite_generic_method_stays_out(extractor):
    found = _methods("We design a label-free optimization method for the river gauges.", extractor)
    assert not any(t.endswith("optimization method") for t in found)


@pytest.mark.parametrize("sentence,method", [
    ("Our planner leverages the concept of successor features to reuse old rewards.", "successor features"),
    ("We bound the forecast error through the lens of information theory.", "information theory"),
    ("Based on the idea of annealing, the schedule cools the sampler slowly.", "annealing"),
    ("The crop images are trained under the principle of weight sharing across both farms.", "weight sharing"),
    ("We work within the framework of stochastic interpolants for the tide maps.", "stochastic interpolants"),
])
def test_frame_noun_object_is_used(extractor, sentence, method):
    assert _rule(sentence, extractor, "method-frame-of") == {method}


@pytest.mark.parametrize("sentence", [
    "We introduce the notion of proportional fairness for the bus routes.",
    "The planner is analysed through the notion of smoothness of the cost.",
    "The forecast is scored on the basis of the idea of the farmers.",
])
def test_no_frame_noun_object(extractor, sentence):
    assert _rule(sentence, extractor, "method-frame-of") == set()


@pytest.mark.parametrize("sentence", [
    "We read the crop failures through the lens of distribution shift.",
    "The solver is studied through the lens of symmetry in the grid.",
    "Starting from the idea of applying Foo7 to each farm, we build the map.",
])
def test_loose_frame_needs_a_technique(extractor, sentence):
    assert _rule(sentence, extractor, "method-frame-of") == set()


@pytest.mark.parametrize("sentence,family", [
    ("The maps are compared with those of previous counterfactual methods on the loans.", "counterfactual methods"),
    ("Existing variational techniques overfit the small wheat plots.", "variational techniques"),
])
def test_prior_work_adjective_family(extractor, sentence, family):
    assert family in _rule(sentence, extractor, "method-family")


def test_plain_adjective_family_stays_out(extractor):
    assert _rule("We design careful variational techniques for the wheat plots.", extractor, "method-family") == set()
