"""Method rule of entities round 7 in kg.extract.roles_methods (``method-use-object``): a
technique noun phrase right after a cue of use is a method the paper uses. Every sentence is
written for these tests."""
from __future__ import annotations

import pytest

from tests.factories import run


def _used(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.type == "Method" and m.role != "proposed"}


@pytest.mark.parametrize("text, method", [
    ("The estimator employs a doubly-robust procedure to merge noisy labels.", "doubly-robust procedure"),
    ("Each subgoal is then solved greedily using value decomposition.", "value decomposition"),
    ("Solvers based on entropic regularization reach such sets quickly.", "entropic regularization"),
    ("The planner leverages the use of tree decompositions for transfer.", "tree decompositions"),
    ("Through the use of spectral sparsification, the bound becomes tight.", "spectral sparsification"),
    ("Our encoder is trained by incorporating a graph kernel into the loss.", "graph kernel"),
])
def test_technique_after_a_cue_of_use(extractor, text, method):
    assert method in _used(extractor, text)


@pytest.mark.parametrize("text, phrase", [
    ("We use a pretrained model and a few labels.", "pretrained model"),  # a participle: a state, not a technique
    ("The threshold is chosen based on the application requirements of each user.", "application requirements"),
    ("Our method uses strict visual conditions in every setting.", "strict visual conditions"),
    ("We use simple heuristics for the first round.", "simple heuristics"),  # a rating word
])
def test_things_and_rated_phrases_after_a_cue_are_no_technique(extractor, text, phrase):
    assert phrase not in _used(extractor, text)


@pytest.mark.parametrize("text, method", [
    ("It keeps the guarantees of the standard greedy algorithm at a tenth of the time.", "greedy algorithm"),
    ("The loss is amenable to neither conventional automatic differentiation nor sampling.", "automatic differentiation"),
    ("Unlike prevalent parametric models, our curve fits every dose.", "parametric models"),
    ("Gradients are distorted by the widely-used clipping operations of private training.", "clipping operations"),
    ("We find that mainstream supervised classifiers already detect most shifts.", "supervised classifiers"),
])
def test_technique_after_a_word_that_calls_it_established(extractor, text, method):
    assert method in _used(extractor, text)


@pytest.mark.parametrize("text, phrase", [
    ("We evaluate on standard benchmarks against existing methods.", "benchmarks"),
    ("It costs little compared to standard training algorithms.", "training algorithms"),  # generic words only
])
def test_established_generic_phrases_are_no_technique(extractor, text, phrase):
    assert not any(phrase in m for m in _used(extractor, text))


@pytest.mark.parametrize("text, method", [
    ("The refiner cleans masks using a discrete diffusion process over labels.", "discrete diffusion process"),
    ("Many pipelines rely on deep generative models to sample posteriors.", "deep generative models"),
])
def test_generic_method_head_with_a_technical_modifier_after_a_cue_of_use(extractor, text, method):
    assert method in _used(extractor, text)


def test_generic_head_with_generic_modifiers_after_a_cue_of_use_is_no_technique(extractor):
    assert not any("process" in m for m in _used(extractor, "We use our training process twice."))
