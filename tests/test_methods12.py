"""Method-used rules of methods round 12 (kg/extract/roles_methods.py). Every sentence is
written for these tests.

* A plural family noun ("methods", "approaches", "techniques") whose modifiers name the
  family is a method mention (rule ``method-family``): "post-hoc methods",
  "parallelization techniques", "GAN-based approaches", "existing graph sparsification
  approaches" (without "existing"). Not: no content modifier ("existing methods", "our
  approaches"), a plain adjective first ("elaborate kernel techniques"), a generic stem
  with an adjectival suffix ("model-centric techniques"), a generic last modifier
  ("uncertainty estimation approaches"), a plural noun modifier read as a verb ("the other
  concerns methods"), a pronoun right before ("we leverage methods").
"""
from __future__ import annotations

import pytest

from tests.factories import run


def _methods(extraction) -> set[str]:
    return {m.text for m in extraction.mentions if m.type == "Method" and m.role != "proposed"}


@pytest.mark.parametrize("sentence,family", [
    ("Post-hoc explainers are cheap, and post-hoc methods remain popular in practice.", "post-hoc methods"),
    ("Training very deep networks is slow even with parallelization techniques on modern hardware.",
     "parallelization techniques"),
    ("Earlier GAN-based approaches struggle with high-resolution panoramas.", "GAN-based approaches"),
    ("Our estimator beats existing graph sparsification approaches on road networks.",
     "graph sparsification approaches"),
    ("Unlike propensity-based methods, the estimator needs no model of exposure.", "propensity-based methods"),
])
def test_named_family_is_a_method(extractor, sentence, family):
    assert family in _methods(run(extractor, sentence))


@pytest.mark.parametrize("sentence,bad", [
    ("Existing methods and our approaches both fail on long sequences.", "methods"),
    ("These elaborate kernel techniques rarely transfer to new sensors.", "kernel techniques"),
    ("Recent work favours model-centric techniques over better data.", "model-centric techniques"),
    ("Classical uncertainty estimation approaches are expensive for large networks.", "estimation approaches"),
    ("One issue is the metric. The other concerns methods achieving partial relaxation.", "concerns methods"),
    ("We leverage methods from stochastic calculus to set the step sizes.", "leverage methods"),
])
def test_unnamed_family_is_no_method(extractor, sentence, bad):
    assert not any(m.endswith(bad) for m in _methods(run(extractor, sentence)))
