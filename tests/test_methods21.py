"""Method-used rules of methods round 21 (kg/extract/roles_methods.py). Every sentence is
written for these tests.

* A learning paradigm or training regime right before a descriptor noun ("framework",
  "method", "step", "stage", "manner", "paradigm", ...) is the technique used (rule
  ``method-paradigm``): "a transfer learning framework" -> "transfer learning", "in a
  self-supervised learning manner" -> "self-supervised learning", "a fine-tuning stage" ->
  "fine-tuning". Not: a bare "learning" / "training" ("a training framework"), a research
  field ("machine learning methods"), rating or established words before it (left out of
  the name: "off-the-shelf machine learning methods" gives nothing).
"""
from __future__ import annotations

import pytest

from tests.factories import run


def _methods(extraction) -> dict[str, str]:
    """Text -> rule of the methods used, compared or mentioned."""
    return {m.text: m.rule for m in extraction.mentions if m.type == "Method" and m.role != "proposed"}


@pytest.mark.parametrize("sentence,technique", [
    ("We cast glacier mapping as a transfer learning framework with frozen encoders.", "transfer learning"),
    ("The tokens are then refined by a supervised finetuning step on curated dialogues.", "supervised finetuning"),
    ("This paper describes a new active learning method for labelling radar echoes.", "active learning"),
    ("We train the planner in a self-supervised learning manner from unlabeled drives.",
     "self-supervised learning"),
    ("After distillation, a fine-tuning stage restores the accuracy of the student.", "fine-tuning"),
    ("We design a multi-stage training pipeline for the sketch encoder.", "multi-stage training"),
])
def test_paradigm_before_descriptor_is_a_method(extractor, sentence, technique):
    found = _methods(run(extractor, sentence))
    assert technique in found


@pytest.mark.parametrize("sentence,bad", [
    ("We describe a training framework for fast sketch encoders.", "training"),
    ("Novel machine learning methods are often compared on small benchmarks.", "machine learning"),
    ("The estimator can be combined with off-the-shelf machine learning methods.", "off-the-shelf machine learning"),
])
def test_no_paradigm_without_a_technique(extractor, sentence, bad):
    found = _methods(run(extractor, sentence))
    assert bad not in found
    assert not any(rule == "method-paradigm" for rule in found.values())
