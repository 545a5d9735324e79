"""Session 50 (used50): methods used / compared on unseen text (kg/extract/roles_methods.py).

"to" after a measure noun that a comparison or superiority word rates ("comparable runtime to
X", "preferable accuracy to X") ends a comparison cue, as "comparable to X" does
(:data:`kg.extract.roles_methods.RATED_MEASURE_TO`)."""
from __future__ import annotations

import pytest

from kg.extract import roles_methods
from kg.records import Paper


def _roles(ex, text):
    e = ex.extract(Paper(id="p50", abstract=text, source="t"))
    return {m.text: m.role for m in e.mentions if m.type == "Method"}


@pytest.mark.parametrize("text, name", [
    ("We study tabular classification on tiny devices. On a microcontroller our lookup network reaches "
     "preferable accuracy to XTBoost while fitting in 64 KB of memory.", "XTBoost"),
    ("We study multi-task training. Our weighting scheme reaches comparable or superior performance to "
     "existing loss balancing techniques at a fraction of their memory.", "loss balancing techniques"),
])
def test_a_rated_measure_before_to_makes_what_follows_compared(ex, text, name):
    assert _roles(ex, text).get(name) == "compared"


@pytest.mark.parametrize("text", [
    # "robustness to" takes "to" as its own complement: no baseline follows
    "We study image classification. Our network shows superior robustness to Gaussian Noise Corruption.",
    # no word of comparison or superiority rates the measure
    "We study speech recognition. We relate the accuracy to Beam Search Width in a simple model.",
])
def test_to_after_a_measure_without_a_rating_or_with_an_own_complement_is_no_cue(ex, text):
    roles = _roles(ex, text)
    assert "compared" not in roles.values(), roles


def test_the_rated_measure_switch_turns_the_rule_off(ex, monkeypatch):
    text = ("We study tabular classification on tiny devices. On a microcontroller our lookup network reaches "
            "preferable accuracy to XTBoost while fitting in 64 KB of memory.")
    monkeypatch.setattr(roles_methods, "RATED_MEASURE_TO", False)
    assert "XTBoost" not in _roles(ex, text)


# a family of methods named by a task ("existing 3D instance segmentation methods") stays a method
# beside the task its modifiers hold (kg.extract.roles.FAMILY_NESTS_TASKS)

def _typed(ex, text):
    e = ex.extract(Paper(id="p50", abstract=text, source="t"))
    return {(m.text, m.type) for m in e.mentions}


@pytest.mark.parametrize("text, family, task", [
    ("We study point clouds. Existing 3D instance segmentation methods assume that every class is seen "
     "in training.", "3D instance segmentation methods", "3D instance segmentation"),
    ("We study social networks. Our detector outperforms classical community detection methods on five "
     "graphs.", "community detection methods", "community detection"),
])
def test_a_method_family_named_by_a_task_keeps_both(ex, text, family, task):
    found = _typed(ex, text)
    assert (family, "Method") in found
    assert (task, "Task") in found


def test_the_family_nesting_switch_turns_the_rule_off(ex, monkeypatch):
    from kg.extract import roles
    monkeypatch.setattr(roles, "FAMILY_NESTS_TASKS", False)
    text = ("We study point clouds. Existing 3D instance segmentation methods assume that every class is seen "
            "in training.")
    assert ("3D instance segmentation methods", "Method") not in _typed(ex, text)
