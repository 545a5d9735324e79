"""Method-used precision rules of methods round 21, second part
(kg/extract/roles_methods.py). Every sentence is written for these tests.

* A verb of acting on a model (``_MODEL_ACTION_VERBS``: "fine-tune", "train", "make",
  "scale", "pretrain", ...) in the base form, the "-s" form or the gerund, opening a noun
  phrase headed by a model noun or a plural name, is the verb of the clause: the phrase
  is its object, and the verb is no part of a method's name ("in fine-tuning LLMs",
  ", making diffusion models less costly", "to train models", "for scaling 3D point
  networks"). Not: a gerund after a determiner, adjective, number or noun ("the scaling
  models"), a kind of model ("denoising diffusion models", "spiking neural networks").
* A noun phrase headed by "estimation(s)" is what is estimated, a task, not a method
  (rule ``method-np`` refuses it: "low-rank covariance estimation", "mutual information
  estimation"), unless a "-based" modifier names the means ("kernel-based density
  estimation").
* After a cue of use, a phrase headed by a noun of size, cost, budget, format,
  instruction, cue, subject, stream, pattern or type names an input or a quantity, not a
  technique (rule ``method-use-np`` refuses it: "using a smaller input size", "using plain
  language instructions"); "using sparse voxel convolutions" stays.
* A phrase that a context rule of the methods reads as used or compared (a cue of use, a
  comparison, a list after a method class) is a method, not the task a generic task rule
  (head noun, task gazetteer) also finds on the same span: "We solve the control problem
  with Model Predictive Control (MPC)" -> "Model Predictive Control" is a method used
  (kg/extract/roles.py ``_method_context_over_task``).
* A noun phrase headed by "learning" that qualifies the field of machine learning
  ("private machine learning") or names a property of learning with a plain adjective
  ("sequential learning", "personalized learning") is no method (rule ``method-np``
  refuses it); paradigms stay ("contrastive learning", "dictionary learning", a noun the
  tagger reads as an adjective, and "Tiny Machine Learning", a name).
* A gazetteer method glued by a hyphen to a name part (a word with an inner capital or
  digit, of one or two letters, or a size word) is a piece of a longer name, not the
  method: "DeiT-Small" gives no "DeiT", "GPT-NeoX" no "GPT"; "Transformer-Based" keeps
  "Transformer".
"""
from __future__ import annotations

import pytest

from tests.factories import run


def _methods(extraction) -> dict[str, str]:
    """Text -> rule of the methods used, compared or mentioned."""
    return {m.text: m.rule for m in extraction.mentions if m.type == "Method" and m.role != "proposed"}


@pytest.mark.parametrize("sentence,verb_phrase,kept", [
    ("Quantized caches slow down decoding, making diffusion models less useful on phones.",
     "making diffusion models", "diffusion models"),
    ("We compare several schedules for scaling 3D point backbone networks to more layers.",
     "scaling 3D point backbone networks", "3D point backbone networks"),
    ("Memory is the main cost when fine-tuning large language models on one card.",
     "fine-tuning large language models", "large language models"),
    ("Fine-tuning multilingual language models needs careful learning rate schedules.",
     "Fine-tuning multilingual language models", "multilingual language models"),
])
def test_action_verb_is_cut_from_model_object(extractor, sentence, verb_phrase, kept):
    got = _methods(run(extractor, sentence))
    assert verb_phrase not in got
    assert got.get(kept) == "method-np"


@pytest.mark.parametrize("sentence,absent", [
    ("Crowd workers label the data used to train models for triage.", "train models"),
    ("We study the update rules that underlie diffusion models in physics.", "underlie diffusion models"),
])
def test_base_verb_with_generic_object_gives_nothing(extractor, sentence, absent):
    got = _methods(run(extractor, sentence))
    assert absent not in got
    assert "models" not in got


@pytest.mark.parametrize("sentence,name", [
    ("We apply the bound to denoising diffusion models of proteins.", "denoising diffusion models"),
    ("Prior work uses spiking neural networks to save energy.", "spiking neural networks"),
])
def test_kind_of_model_keeps_its_gerund(extractor, sentence, name):
    assert name in _methods(run(extractor, sentence))


@pytest.mark.parametrize("sentence,phrase", [
    ("Our sampler improves low-rank covariance estimation for sparse codes.", "low-rank covariance estimation"),
    ("The bound tightens mutual information estimation between layers.", "mutual information estimation"),
])
def test_estimation_phrase_is_no_method(extractor, sentence, phrase):
    assert phrase not in _methods(run(extractor, sentence))


@pytest.mark.parametrize("sentence,phrase", [
    ("Our tracker stays fast by using a smaller input size for each frame.", "input size"),
    ("The agent adapts to new chores by using plain language instructions from users.",
     "plain language instructions"),
])
def test_input_or_quantity_after_use_cue_is_no_method(extractor, sentence, phrase):
    assert phrase not in _methods(run(extractor, sentence))


def test_technique_after_use_cue_stays(extractor):
    got = _methods(run(extractor, "We encode the scans using sparse voxel convolutions."))
    assert got.get("sparse voxel convolutions") == "method-use-np"


def test_context_method_wins_over_generic_task(extractor):
    ex = run(extractor, "We solve the control problem with Model Predictive Control (MPC) on a quadruped.")
    found = {(m.text, m.type) for m in ex.mentions}
    assert ("Model Predictive Control", "Method") in found
    assert ("Model Predictive Control", "Task") not in found
    assert ("control problem", "Task") in found


@pytest.mark.parametrize("sentence,phrase", [
    ("Audits matter in private machine learning for hospitals.", "private machine learning"),
    ("The curriculum favours sequential learning of nested rules.", "sequential learning"),
    ("Tutoring apps promise personalized learning for each pupil.", "personalized learning"),
])
def test_field_or_property_of_learning_is_no_method(extractor, sentence, phrase):
    assert phrase not in _methods(run(extractor, sentence))


def test_learning_paradigm_stays(extractor):
    got = _methods(run(extractor, "We pretrain the encoder with supervised contrastive learning on crops."))
    assert "supervised contrastive learning" in got


def test_gazetteer_piece_of_longer_name(extractor):
    got = _methods(run(extractor, "We prune the DeiT-Small backbone and compare with GPT-NeoX on text."))
    assert "DeiT" not in got and "GPT" not in got
    assert "GPT-NeoX" in got
    got = _methods(run(extractor, "We stack Transformer-Based encoders on DeiT features."))
    assert got.get("Transformer") == "method-gazetteer" and got.get("DeiT") == "method-gazetteer"


def test_based_estimation_stays(extractor):
    got = _methods(run(extractor, "We use kNN-based density estimation for the scores."))
    assert got.get("kNN-based density estimation") == "method-np"
