"""Session 27 (tasks14): a phrase that a generic task rule read right after a cue of means
("based on X", "integrates X with") is a used method, not a task
(roles_tasks.MEANS_CUE_METHODS, TaskRules._means_cue_methods); a noun phrase
that runs over a missed sentence end ("-R. Recent advances") gives no task
(roles_tasks.FULL_STOP_INSIDE_REFUSED). Sentences written for these tests."""
from __future__ import annotations

import kg.extract.roles_tasks as RT
from kg.records import Paper


def _mentions(ex, text):
    ext = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return [(m.text, m.type, m.rule) for m in ext.mentions if m.type in ("Task", "Method")]


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


# ------------------------------------------------------------------ a phrase after a cue of means
_CUE = ("We present a scheduler for large clusters. It scales through sharding based on graph "
        "partitioning, request batching, and adaptive caching.")
_CUE_INTEGRATES = "Our agent integrates motion planning with a learned value function."


def test_phrase_after_a_means_cue_is_a_method(ex):
    m = _mentions(ex, _CUE)
    assert ("graph partitioning", "Method", "method-means-cue") in m
    assert ("request batching", "Method", "method-means-cue") in m  # a later member of the list
    assert not any(t == "Task" and x in ("graph partitioning", "request batching") for x, t, _ in m)
    assert ("motion planning", "Method", "method-means-cue") in _mentions(ex, _CUE_INTEGRATES)


def test_means_cue_switch_off(ex, monkeypatch):
    monkeypatch.setattr(RT, "MEANS_CUE_METHODS", False)
    m = _mentions(ex, _CUE_INTEGRATES)
    assert not any(r == "method-means-cue" for _, _, r in m)
    assert any(t == "Task" and x == "motion planning" for x, t, _ in m)


def test_a_studied_task_is_not_a_means(ex):
    m = _mentions(ex, "We study graph partitioning under memory limits and give a new bound.")
    assert any(t == "Task" and x.startswith("graph partitioning") for x, t, _ in m)
    assert not any(r == "method-means-cue" for _, _, r in m)
