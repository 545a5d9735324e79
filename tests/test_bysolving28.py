"""Session 28 (tasks15): the problem that an act is done "by solving" is how it is done: a used
method written without its word "problem", and no task (roles_tasks.BY_SOLVING_METHODS,
TaskRules._means_cue_methods). Sentences written for these tests."""
from __future__ import annotations

import kg.extract.roles_tasks as RT
from kg.records import Paper


def _mentions(ex, text):
    ext = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return [(m.text, m.type, m.rule) for m in ext.mentions if m.type in ("Task", "Method")]


_ROBUST = ("We study semantic segmentation of aerial images. Our method estimates the class weights "
           "by solving a robust low-rank matrix approximation problem, and it outperforms baselines.")
_ADVERB = "We address image deblurring. The blur kernel is recovered by efficiently solving a convex optimization problem."
_TASKS = "We learn visual features by solving simple puzzle tasks on unlabeled photos."


def test_problem_solved_as_a_means_is_a_method(ex):
    m = _mentions(ex, _ROBUST)
    assert ("robust low-rank matrix approximation", "Method", "method-by-solving") in m
    # neither the whole "... problem" nor the phrase inside it stays a task
    assert not any(t == "Task" and "approximation" in x for x, t, _ in m)
    assert any(t == "Task" and x.startswith("semantic segmentation") for x, t, _ in m)
    m = _mentions(ex, _ADVERB)
    assert ("convex optimization", "Method", "method-by-solving") in m
    assert not any(t == "Task" and "convex optimization" in x for x, t, _ in m)


def test_tasks_solved_as_a_means_are_left_alone(ex):
    m = _mentions(ex, _TASKS)
    assert not any(r == "method-by-solving" for _, _, r in m)
    assert ("simple puzzle tasks", "Task", "task-solve") in m


def test_solving_without_by_is_left_alone(ex):
    m = _mentions(ex, "This paper focuses on solving a convex optimization problem with many constraints.")
    assert not any(r == "method-by-solving" for _, _, r in m)


def test_by_solving_switch_off(ex, monkeypatch):
    monkeypatch.setattr(RT, "BY_SOLVING_METHODS", False)
    m = _mentions(ex, _ADVERB)
    assert not any(r == "method-by-solving" for _, _, r in m)
    assert any(t == "Task" and "convex optimization" in x for x, t, _ in m)
