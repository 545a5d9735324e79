"""Method-used rules of methods round 21 (kg/extract/roles_methods.py). Every sentence is
written for these tests.

* A learning paradigm or training regime right before a descriptor noun ("framework",
  "method", "step", "stage", "manner", "paradigm", ...) is the technique used (rule
  ``method-paradigm``): "a transfer learning framework" -> "transfer learning", "in a
  self-supervised learning manner" -> "self-supervised learning", "a fine-tuning stage" ->
  "fine-tuning". Not: a bare "learning" / "training" ("a training framework"), a research
  field ("machine learning methods"), rating or established words before it (left out of
  the name: "off-the-shelf machine learning methods" gives nothing).
* A noun phrase of two to five words with a lower-case head right after a cue of use ("using",
  "via", "leverages", "relies on", "based on", "combines", "incorporates", "with" after a
  verb) is the technique used (rule ``method-use-np``): "relies on optimal transport",
  "using concentration inequalities", "trained with cyclic temperature schedules"; a
  name may modify the head ("applying the discrete Gauss curvature", "relies on 3D
  occupancy grids"). Not: one word ("using attention"), a property or amount that "of"
  goes on from ("the expressive power of"), a phrase opened by a past participle ("the
  learned dynamics"), a data noun ("using public datasets"), a relation or property
  ("leverages inter-document relationships"), "with" after no verb ("a model with sparse
  heads").
* A strong name past "that of", a determiner or up to three lower-case modifiers after a
  comparison cue is a compared baseline (rule ``method-compared-past``): "performs
  comparably to VoxCodec", "surpassing that of FedQuill", "compared to full-precision
  SketchDM-4". Not: a name of three characters or fewer that no gazetteer knows, a name
  before a benchmark noun.
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
    ("We design an adversarial training pipeline for the sketch encoder.", "adversarial training"),
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


def _used_np(sentence: str, extractor) -> set[str]:
    """The texts of rule ``method-use-np`` in ``sentence``."""
    return {m.text for m in run(extractor, sentence).mentions if m.rule == "method-use-np"}


@pytest.mark.parametrize("sentence,technique", [
    ("The aligner relies on optimal transport between the two point sets.", "optimal transport"),
    ("We bound the error using concentration inequalities for martingales.", "concentration inequalities"),
    ("The agent repairs its programs by leveraging code execution traces.", "code execution traces"),
    ("Our solver combines oblique tree partitions and shallow boosted trees.", "oblique tree partitions"),
    ("The kernel machine is trained with cyclic temperature schedules on every client.",
     "cyclic temperature schedules"),
    ("The detector is built on contrastive pretraining objectives for radar.", "contrastive pretraining objectives"),
])
def test_phrase_after_use_cue_is_a_method(extractor, sentence, technique):
    assert technique in _methods(run(extractor, sentence))


@pytest.mark.parametrize("sentence,technique", [
    ("We smooth each mesh by applying the discrete Gauss curvature to every patch.", "discrete Gauss curvature"),
    ("The sampler relies on 3D occupancy grids to skip empty space.", "3D occupancy grids"),
])
def test_phrase_with_a_name_before_its_head_after_use_cue(extractor, sentence, technique):
    assert technique in _used_np(sentence, extractor)


@pytest.mark.parametrize("sentence", [
    "We exploit the expressive power of graph networks for routing.",
    "The simulator uses the learned dynamics to roll out new plans.",
    "We evaluate the planner using public driving datasets.",
    "We use a model with sparse heads for speed.",
    "Our tagger relies on attention for long inputs.",
    "The ranker leverages inter-document relationships to reorder passages.",
])
def test_no_phrase_after_use_cue(extractor, sentence):
    assert _used_np(sentence, extractor) == set()


def _compared(sentence: str, extractor) -> dict[str, str]:
    """Text -> role of the methods of rule ``method-compared-past`` in ``sentence``."""
    return {m.text: m.role for m in run(extractor, sentence).mentions if m.rule == "method-compared-past"}


@pytest.mark.parametrize("sentence,name", [
    ("Our tokenizer performs comparably to VoxCodec in speech reconstruction.", "VoxCodec"),
    ("The client model even ends up surpassing that of FedQuill on two splits.", "FedQuill"),
    ("Quantization raises FID by 0.1 compared to full-precision SketchDM-4 on faces.", "SketchDM-4"),
])
def test_name_past_modifiers_after_compare_cue(extractor, sentence, name):
    assert _compared(sentence, extractor) == {name: "compared"}


@pytest.mark.parametrize("sentence", [
    "Our index is faster than the recent QRX on long lists.",
    "Our agent scores higher than the popular RoboArena benchmark suggests.",
])
def test_no_name_past_modifiers_after_compare_cue(extractor, sentence):
    assert _compared(sentence, extractor) == {}
