"""Method-used rules of methods round 25 (kg/extract/roles_methods.py). Every sentence is
written for these tests.

* A plural model noun whose modifier names a mapping between two kinds of data names a
  family of models (rule ``method-np``, through ``_model_family_plural`` and
  ``_mapping_modifier``): "text-to-image models", "speech-to-text models",
  "image-to-image networks". Arrangements, counts, and the adjectives and verbs of
  "cheaper-to-run" or "easy-to-use" name no mapping.
* A family of methods after a comparison cue (rule ``method-compared-np``) may be
  qualified by "robust" before a process noun ("robust training methods") and by an
  unhyphenated "based" after a noun ("kernel regression based approaches");
  "robust models" stays a judgement.
* A participle that opens a training regime after a verb is kept in the noun phrase
  (``_regime_opening``): "apply supervised fine-tuning" names "supervised fine-tuning",
  not "fine-tuning".
* A person's name before "value(s)", "momentum", "theorem(s)" or "envelope(s)" names an
  established tool (rule ``method-eponym``): "Shapley values", "Nesterov momentum",
  "Girsanov theorem", "Moreau envelope"; "function" and "noise" are no such heads
  ("Lipschitz function", "sub-Gaussian noise"), and a dash between spaces joins no name
  to the word before it. The name may stand in the possessive ("Nagumo's theorem",
  "Polyak's momentum") when the head ends the noun phrase.
"""
from __future__ import annotations

import pytest

from tests.factories import run


def _methods(sentence: str, extractor) -> set[str]:
    """The texts of the Method mentions that are not proposed in ``sentence``."""
    return {m.text for m in run(extractor, sentence).mentions if m.type == "Method" and m.role != "proposed"}


@pytest.mark.parametrize("sentence,method", [
    ("Our prompts steer text-to-image models towards rarer scenes of the harbour.", "text-to-image models"),
    ("We adapt pretrained speech-to-text models to the dialects of the valley.",
     "speech-to-text models"),
    ("The filter also works with image-to-image networks on the satellite tiles.", "image-to-image networks"),
])
def test_mapping_modifier_names_model_family(extractor, sentence, method):
    assert method in _methods(sentence, extractor)


@pytest.mark.parametrize("sentence", [
    "Practitioners favour cheaper-to-run models for the shop inventory.",
    "The survey lists easy-to-use networks for the farm sensors.",
])
def test_non_mapping_hyphen_word_names_no_family(extractor, sentence):
    assert not any("-to-" in t for t in _methods(sentence, extractor))


@pytest.mark.parametrize("sentence,method", [
    ("Our ranker surpasses the state-of-the-art robust training methods on the noisy meter readings.",
     "robust training methods"),
    ("The planner is faster than existing kernel regression based approaches on the depot graphs.",
     "kernel regression based approaches"),
])
def test_compared_family_with_kind_adjective_or_open_based(extractor, sentence, method):
    found = {m.text for m in run(extractor, sentence).mentions if m.type == "Method" and m.role == "compared"}
    assert method in found


def test_robust_before_artefact_stays_out_of_compared_family(extractor):
    found = _methods("Our loss beats robust models on the river data.", extractor)
    assert "robust models" not in found


@pytest.mark.parametrize("sentence,method", [
    ("We then apply supervised fine-tuning to the parser on the ferry timetables.", "supervised fine-tuning"),
    ("The tagger resembles supervised pre-training on the shipping logs.", "supervised pre-training"),
])
def test_participle_opening_regime_stays_after_verb(extractor, sentence, method):
    found = _methods(sentence, extractor)
    assert method in found and "fine-tuning" not in found and "pre-training" not in found


@pytest.mark.parametrize("sentence,method", [
    ("We rank the sensors of the dam by their Shapley values.", "Shapley values"),
    ("The step size follows the update of Nesterov momentum on the grid.", "Nesterov momentum"),
    ("Our bound on the orchard yields follows from the Girsanov theorem.", "Girsanov theorem"),
    ("We smooth the penalty with its Moreau envelope before each step.", "Moreau envelope"),
])
def test_eponym_value_momentum_theorem_envelope(extractor, sentence, method):
    assert method in _methods(sentence, extractor)


@pytest.mark.parametrize("sentence,absent", [
    ("The readings are corrupted by sub-Gaussian noise at each gauge.", "sub-Gaussian noise"),
    ("We minimise a Lipschitz function over the unit ball of the farm budget.", "Lipschitz function"),
])
def test_eponym_noise_and_function_stay_out(extractor, sentence, absent):
    assert absent not in _methods(sentence, extractor)


def test_eponym_after_spaced_dash_starts_at_name(extractor):
    found = _methods("Our survey of the harbour fish uses a prior - Gaussian processes - before pooling.", extractor)
    assert "Gaussian processes" in found and not any(t.startswith("-") for t in found)


@pytest.mark.parametrize("sentence,method", [
    ("Inspired by Nagumo's theorem, we keep the drone inside the safe set.", "Nagumo's theorem"),
    ("Plain descent with Polyak's momentum reaches the minimum of the toll costs faster.", "Polyak's momentum"),
])
def test_possessive_eponym(extractor, sentence, method):
    assert method in _methods(sentence, extractor)


def test_possessive_owner_of_longer_phrase_stays_out(extractor):
    found = _methods("The module merges the Critic's mutual information skill reward with the map.", extractor)
    assert not any(t.startswith("Critic") for t in found)
