"""Method-used rules of methods round 26 (kg/extract/roles_methods.py). Every sentence is
written for these tests.

* A generic operation ("sampling", "augmentation", "regression", "smoothing",
  "normalization") alone before a descriptor noun names a step of the work, not a
  technique (rule ``method-descriptor``, ``_GENERIC_OPERATIONS``): "the sampling
  procedure", "other augmentation techniques" give nothing; with a kind noun before it the
  phrase is a technique ("a rejection sampling scheme" -> "rejection sampling"), and
  technique words outside that set keep their reading ("a boosting mechanism" ->
  "boosting").
"""
from __future__ import annotations

import pytest

from tests.factories import run


def _methods(sentence: str, extractor) -> set[str]:
    """The texts of the Method mentions that are not proposed in ``sentence``."""
    return {m.text for m in run(extractor, sentence).mentions if m.type == "Method" and m.role != "proposed"}


@pytest.mark.parametrize("sentence,word", [
    ("The sampling procedure of the tide simulator stores every intermediate state.", "sampling"),
    ("Other augmentation techniques also enlarge the small orchard photo collection.", "augmentation"),
    ("The smoothing scheme keeps the weather maps free of jagged contours.", "smoothing"),
])
def test_bare_generic_operation_before_descriptor_is_no_method(extractor, sentence, word):
    assert word not in _methods(sentence, extractor)


@pytest.mark.parametrize("sentence,method", [
    ("The counter draws river samples with a rejection sampling scheme at every gauge.", "rejection sampling"),
    ("The forecaster relies on a boosting mechanism to merge the weak harbour predictors.", "boosting"),
])
def test_technique_before_descriptor_still_read(extractor, sentence, method):
    assert method in _methods(sentence, extractor)
