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
