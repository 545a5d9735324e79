"""Session 34 (tasks21): the object of a verb of improvement is a task
(roles_tasks.IMPROVE_OBJECT, position ``improve``). Sentences written for these tests."""
from __future__ import annotations

import pytest

import kg.extract.roles_tasks as RT
from kg.records import Paper


def _tasks(ex, text, title=None):
    ext = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return {m.text: m for m in ext.mentions if m.type == "Task"}


@pytest.mark.parametrize("text, task", [
    ("We present a sparse probing scheme for tabular encoders. The scheme improves crop yield forecasting "
     "on three farms.", "crop yield forecasting"),
    ("We present a sparse probing scheme for tabular encoders. Adding the probe boosts pedestrian "
     "re-identification across cameras.", "pedestrian re-identification"),
    ("We present a sparse probing scheme for tabular encoders. A second stage further enhances "
     "leaf disease classification.", "leaf disease classification"),
])
def test_object_of_improvement_is_a_task(ex, monkeypatch, text, task):
    assert task in _tasks(ex, text)
    monkeypatch.setattr(RT, "IMPROVE_OBJECT", False)
    assert task not in _tasks(ex, text)


@pytest.mark.parametrize("text, phrase", [
    # a property raised, not a task
    ("We present a sparse probing scheme for tabular encoders. The scheme improves noise resilience.",
     "noise resilience"),
    # the system's own quality
    ("We present a sparse probing scheme for tabular encoders. The scheme improves model calibration.",
     "model calibration"),
    # a faculty of the model
    ("We present a sparse probing scheme for tabular encoders. The scheme enhances the feature "
     "extraction ability of the encoder.", "feature extraction"),
])
def test_improved_properties_are_no_tasks(ex, text, phrase):
    assert phrase not in _tasks(ex, text)


def test_improved_object_is_never_the_main_task(ex):
    text = ("We present a sparse probing scheme for tabular encoders. The scheme improves crop yield "
            "forecasting on three farms.")
    tasks = _tasks(ex, text)
    assert "crop yield forecasting" in tasks
    assert not tasks["crop yield forecasting"].main
