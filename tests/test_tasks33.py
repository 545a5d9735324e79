"""Session 33 (tasks20): a task phrase written around the acronym of its first words
(roles_tasks.INNER_ACRONYM_TASKS). Sentences written for these tests."""
from __future__ import annotations

import pytest

import kg.extract.roles_tasks as RT
from kg.records import Paper


def _tasks(ex, text):
    ext = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return dict((m.text, m.rule) for m in ext.mentions if m.type == "Task")


@pytest.mark.parametrize("text, task", [
    # the noun chunks end at the bracket: the rule reads the whole phrase
    ("We add a light rescaling step. It gives better out-of-distribution (OOD) detection on small images.",
     "out-of-distribution (OOD) detection"),
    ("Few works study cross-lingual speech (CLS) synthesis with small budgets. We fill this gap.",
     "cross-lingual speech (CLS) synthesis"),
    # a grading adjective before the long form is no part of the task
    ("Our sampler helps the difficult open-vocabulary scene (OVS) segmentation of indoor rooms.",
     "open-vocabulary scene (OVS) segmentation"),
])
def test_inner_acronym_task(ex, monkeypatch, text, task):
    assert task in _tasks(ex, text)
    monkeypatch.setattr(RT, "INNER_ACRONYM_TASKS", False)
    assert task not in _tasks(ex, text)


def test_head_alone_is_widened(ex):
    # "synthesis" alone was a task candidate of the noun-phrase rules: it becomes the whole phrase
    text = "Little work exists on the sketch-to-audio (S2A) synthesis task. We propose a new decoder for it."
    tasks = _tasks(ex, text)
    assert "sketch-to-audio (S2A) synthesis" in tasks
    assert "synthesis" not in tasks


@pytest.mark.parametrize("text, not_task", [
    # the noun after the bracket names no task: a model or a thing
    ("We train a graph neural network (GNN) encoder on molecules.", "graph neural network (GNN) encoder"),
    # the noun run goes on into a longer phrase: not read
    ("Our masked image (MI) detection heads are light.", "masked image (MI) detection"),
])
def test_inner_acronym_refused(ex, text, not_task):
    assert not_task not in _tasks(ex, text)


def test_the_use_of_a_textbook_technique_is_no_task(ex, monkeypatch):
    # the long form before the bracket is a textbook estimator: the phrase is its use, no task
    text = ("Weight decay amounts to a prior over the weights, known as maximum a posteriori (MAP) "
            "estimation. We study what it implies for the functions a network represents.")
    assert "maximum a posteriori (MAP) estimation" not in _tasks(ex, text)
    monkeypatch.setattr(RT, "INNER_ACRONYM_NOT_METHODS", False)
    assert "maximum a posteriori (MAP) estimation" in _tasks(ex, text)
