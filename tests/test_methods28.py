"""Method-used rules of methods round 28 (kg/extract/roles_methods.py). Every sentence is
written for these tests.

* Heads of a designed component or operation (``_COMPONENT_HEADS``: "solver",
  "projection", "mechanism", "layer") name a technique with a technical modifier, as
  the weak method heads do (rule ``method-np``): "a gating mechanism", "the Laplace
  mechanism", "ODE solvers", "an orthogonal projection", "normalization layers". Not
  with a quality alone ("a fast solver"), a position word before "layers" ("the hidden
  layers"), a hyphenated adverb ("layer-by-layer") or a modifier of a studied system
  before "mechanism" ("causal mechanisms", "the data-generating mechanism"); a verb that
  opens the phrase is left out ("tuning SAT solvers" -> "SAT solvers")
  (``MethodRules._component_head_ok``).
"""
from __future__ import annotations

import pytest

from tests.factories import run


def _methods(sentence: str, extractor) -> set[str]:
    """The texts of the Method mentions that are not proposed in ``sentence``."""
    return {m.text for m in run(extractor, sentence).mentions if m.type == "Method" and m.role != "proposed"}


@pytest.mark.parametrize("sentence,method", [
    ("Our bird call tagger uses a gating mechanism to merge the two microphone streams.", "gating mechanism"),
    ("The private counter for sensor logs adds noise with the Laplace mechanism before release.",
     "Laplace mechanism"),
    ("The orchard planner integrates ODE solvers into its growth simulator.", "ODE solvers"),
    ("The tide forecaster applies an orthogonal projection of the gradients before each step.",
     "orthogonal projection"),
    ("The reef classifier replaces its normalization layers with a learned gain.", "normalization layers"),
])
def test_component_head_with_technical_modifier(extractor, sentence, method):
    assert method in _methods(sentence, extractor)


@pytest.mark.parametrize("sentence,absent", [
    ("A fast solver is needed for the orchard planner.", "fast solver"),
    ("We inspect the hidden layers of the reef classifier after training.", "hidden layers"),
    ("We probe the curvature bound layer-by-layer in the reef classifier.", "curvature bound layer-by-layer"),
    ("We study the causal mechanisms that link rainfall to crop yield in farm records.", "causal mechanisms"),
    ("Farmers report the data-generating mechanism behind the harvest tables.", "data-generating mechanism"),
])
def test_component_head_without_a_kind(extractor, sentence, absent):
    found = _methods(sentence, extractor)
    assert absent not in found
    assert not any(t.endswith(("solver", "layers", "layer-by-layer", "mechanisms", "mechanism")) for t in found)


def test_opening_verb_left_out(extractor):
    found = _methods("Results improve when tuning SAT solvers for the orchard planner.", extractor)
    assert "SAT solvers" in found
    assert "tuning SAT solvers" not in found
