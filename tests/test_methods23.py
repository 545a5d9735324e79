"""Method-used rules of methods round 23 (kg/extract/roles_methods.py). Every sentence is
written for these tests.

* A plural model noun whose modifiers name a class of architectures is a model family
  used, studied or compared against (rule ``method-np``, through
  ``_model_family_plural``): "deep generative models", "autoregressive models", "large
  foundation models", "equivariant networks". Not: "models" after other modifiers
  ("future models", "selected models", "related models").
"""
from __future__ import annotations

import pytest

from tests.factories import run


def _methods(sentence: str, extractor) -> set[str]:
    """The texts of the Method mentions that are not proposed in ``sentence``."""
    return {m.text for m in run(extractor, sentence).mentions if m.type == "Method" and m.role != "proposed"}


@pytest.mark.parametrize("sentence,family", [
    ("Deep generative models often memorise rare bird calls in the training clips.", "Deep generative models"),
    ("The tide forecaster is compared with autoregressive models on hourly gauges.", "autoregressive models"),
    ("Large foundation models answer the farming questions in three dialects.", "Large foundation models"),
    ("The crystal encoder keeps the symmetry that equivariant networks exploit.", "equivariant networks"),
])
def test_model_family_in_plural_is_a_method(extractor, sentence, family):
    assert family in _methods(sentence, extractor)


@pytest.mark.parametrize("sentence,phrase", [
    ("The audit protocol will also apply to future models of the loan office.", "future models"),
    ("Only selected models enter the second round of the tender.", "selected models"),
    ("We surveyed related models of river flooding in the delta.", "related models"),
])
def test_no_family_after_other_modifiers(extractor, sentence, phrase):
    assert phrase not in _methods(sentence, extractor)
