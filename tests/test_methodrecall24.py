"""Method-used recall rules of methods round 25 (kg/extract/roles_methods.py). Every
sentence is written for these tests.

* A lone singular operation noun ("-ization", "-isation", "-ification", "-ing") right
  after a verb of use names the technique the work applies (rule ``method-use-word``):
  "via sparsification", "adopt fuzzing", "using sketching". Not: another "-ation" noun
  ("via simulation": an activity), a plural, a word with an article before it or an
  object or "of" after it ("using sampling methods", "via binarization of the weights").
"""
from __future__ import annotations

import pytest

from tests.factories import run


def _rule(sentence: str, extractor, rule: str) -> set[str]:
    """The texts of the non-proposed Method mentions of rule ``rule`` in ``sentence``."""
    return {m.text for m in run(extractor, sentence).mentions
            if m.rule == rule and m.type == "Method" and m.role != "proposed"}


@pytest.mark.parametrize("sentence,method", [
    ("The server shrinks each client update via sparsification before it averages them.", "sparsification"),
    ("We adopt fuzzing, a testing habit of compiler engineers, to find brittle prompts.", "fuzzing"),
    ("The bandit learner fills the missing rewards using sketching, which keeps memory small.", "sketching"),
    ("Our tracker keeps the memory bounded by applying binarization to the stored features.", "binarization"),
])
def test_operation_word_after_use_verb(extractor, sentence, method):
    assert _rule(sentence, extractor, "method-use-word") == {method}


@pytest.mark.parametrize("sentence", [
    "The soil model is checked via simulation on three farms.",
    "The agents reach agreement by leveraging communication among the drones.",
    "The gap is shown via simulations on the river data.",
    "We estimate the integral using sampling methods from the old toolbox.",
    "The encoder is shrunk via binarization of the weights in every block.",
])
def test_no_operation_word_outside_the_shape(extractor, sentence):
    assert _rule(sentence, extractor, "method-use-word") == set()
