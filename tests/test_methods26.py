"""Method-used rules of methods round 26 (kg/extract/roles_methods.py). Every sentence is
written for these tests.

* A generic operation ("sampling", "augmentation", "regression", "smoothing",
  "normalization") alone before a descriptor noun names a step of the work, not a
  technique (rule ``method-descriptor``, ``_GENERIC_OPERATIONS``): "the sampling
  procedure", "other augmentation techniques" give nothing; with a kind noun before it the
  phrase is a technique ("a rejection sampling scheme" -> "rejection sampling"), and
  technique words outside that set keep their reading ("a boosting mechanism" ->
  "boosting").
* A textbook technique written out in full is a method the text uses, compares with or
  mentions wherever it stands (rule ``method-textbook``: the long forms of
  ``ESTABLISHED_TECHNIQUES`` and of the method-side list ``_TEXTBOOK_EXTRA``: "reproducing
  kernel Hilbert space", "classifier-free guidance", "value iteration"), also inside a longer
  phrase ("a policy gradient algorithm"); a hyphen glued to either end makes it part of
  another word ("Langevin dynamics-inspired" gives no such mention), and "task(s)" or
  "problem(s)" after it makes the phrase a task ("variational inference tasks").
* A used or compared textbook technique read by that rule wins over a generic task rule's
  reading of the same span (``roles._KNOWN_TECHNIQUE_RULES``): "relies on conformal
  prediction", "combine Bayesian optimization with ..." are methods, not tasks.
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


@pytest.mark.parametrize("sentence,method", [
    ("The dispatcher computes an optimal transport plan between the two fleets of delivery drones.",
     "optimal transport"),
    ("We track the reservoir pressure with sequential Monte Carlo over the sensor readings.",
     "sequential Monte Carlo"),
    ("Each rainfall curve is mapped into a reproducing kernel Hilbert space before the test.",
     "reproducing kernel Hilbert space"),
    ("The pump controller is trained by a policy gradient algorithm on the station logs.", "policy gradient"),
    ("The sketch generator samples with classifier-free guidance at a moderate scale.", "classifier-free guidance"),
    ("We plan the irrigation schedule with value iteration over the discretised soil states.", "value iteration"),
])
def test_textbook_technique_is_method(extractor, sentence, method):
    found = {m.text for m in run(extractor, sentence).mentions
             if m.type == "Method" and m.role != "proposed" and m.rule == "method-textbook"}
    assert method in found


def test_textbook_technique_glued_to_hyphen_is_no_match(extractor):
    sentence = "The Langevin dynamics-inspired sampler mixes quickly on the glacier elevation maps."
    assert not [m for m in run(extractor, sentence).mentions if m.rule == "method-textbook"]


def test_textbook_technique_before_task_noun_is_no_match(extractor):
    sentence = "We evaluate the sampler on variational inference tasks over the rainfall records."
    assert not [m for m in run(extractor, sentence).mentions if m.rule == "method-textbook"]


@pytest.mark.parametrize("sentence,method", [
    ("Our tagger relies on conformal prediction to bound the error of the bird counts.", "conformal prediction"),
    ("We combine Bayesian optimization with a cheap surrogate of the wind turbine.", "Bayesian optimization"),
])
def test_textbook_technique_wins_over_generic_task(extractor, sentence, method):
    mentions = run(extractor, sentence).mentions
    assert method in {m.text for m in mentions if m.type == "Method"}
    assert method not in {m.text for m in mentions if m.type == "Task"}
