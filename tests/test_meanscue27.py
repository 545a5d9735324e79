"""Session 27 (tasks14): a problem class that the text recasts something as is a used method,
not a task (roles_tasks.FORMULATION_METHODS, TaskRules._formulation_methods); a noun phrase
that runs over a missed sentence end ("-R. Recent advances") gives no task
(roles_tasks.FULL_STOP_INSIDE_REFUSED). Sentences written for these tests."""
from __future__ import annotations

import kg.extract.roles_tasks as RT
from kg.records import Paper


def _mentions(ex, text):
    ext = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return [(m.text, m.type, m.rule) for m in ext.mentions if m.type in ("Task", "Method")]


_CAST = ("We study noisy crowd labels. We cast the label cleaning step as a hypothesis "
         "testing problem and derive a new test.")
_BECOMES = "Choosing the graph then becomes a model selection problem with a sparsity prior."
_NAMED = "This failure is known as the domain shift problem. We propose a remedy."
_LONG = "We formulate the allocation as a two-stage stochastic mixed-integer optimization problem."


def test_recast_class_is_a_method(ex):
    m = _mentions(ex, _CAST)
    assert ("hypothesis testing", "Method", "method-formulation") in m
    assert not any(t == "Task" and "hypothesis testing" in x for x, t, _ in m)


def test_becomes_a_class(ex):
    assert ("model selection", "Method", "method-formulation") in _mentions(ex, _BECOMES)


def test_named_problem_stays_a_task(ex):
    m = _mentions(ex, _NAMED)
    assert any(t == "Task" and x == "domain shift problem" for x, t, _ in m)
    assert not any(r == "method-formulation" for _, _, r in m)


def test_long_formulation_stays_a_task(ex):
    assert not any(r == "method-formulation" for _, _, r in _mentions(ex, _LONG))


def test_switch_off(ex, monkeypatch):
    monkeypatch.setattr(RT, "FORMULATION_METHODS", False)
    m = _mentions(ex, _CAST)
    assert not any(r == "method-formulation" for _, _, r in m)
    assert any(t == "Task" and "hypothesis testing" in x for x, t, _ in m)


_STOP = ("Progress in scene recognition is tracked with its associated shift benchmarks such as "
         "PlaceNet-A, -C, and -R. Recent advances in large vision models have begun to saturate "
         "accuracy on these benchmarks.")


def test_no_task_across_a_missed_sentence_end(ex):
    m = _mentions(ex, _STOP)
    assert not any(t == "Task" and ". " in x for x, t, _ in m)
    assert ("scene recognition", "Task", "task-np") in m


def test_full_stop_switch_off(ex, monkeypatch):
    monkeypatch.setattr(RT, "FULL_STOP_INSIDE_REFUSED", False)
    assert ("-R. Recent advances", "Task", "task-example") in _mentions(ex, _STOP)
