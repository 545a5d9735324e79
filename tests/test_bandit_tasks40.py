"""Bandit problems as tasks, session 40 (kg/extract/lexicon.py, kg/extract/roles_tasks.py).
Every sentence is written for these tests ("noisy duelling bandits", "delayed sleeping
bandits" and "optimistic sketching" are made up for them).

* "bandit" is a task head (:data:`~kg.extract.lexicon.TASK_HEADS`): a title purpose "M for
  Noisy Duelling Bandits" that the abstract repeats is the title's task (rule ``task-title``
  of the title purpose reading), as "M for Image Segmentation" is.
* :data:`~kg.extract.roles_tasks.FAMILY_TASK_HEADS`: the word alone ("in the bandit
  setting") names a family of problems, no task; the noun-phrase rule gives no "bandit".
"""
from __future__ import annotations

import kg.extract.roles_tasks as rt
from kg.extract import lexicon as L
from kg.records import Paper


def _tasks(ex, text, title=None):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return [(m.text, m.main, m.rule) for m in e.mentions if m.type == "Task"]


DUELLING_TITLE = "Optimistic Sketching for Noisy Duelling Bandits"
DUELLING = ("Noisy duelling bandits, where a learner compares two arms and observes a corrupted preference, "
            "generalize contextual bandits to preference feedback. We propose an optimistic sketching method "
            "with logarithmic regret. Simulations on online advertising confirm the theory.")
SETTING = ("We give a sketching algorithm for online portfolio selection. Our guarantees hold in the bandit "
           "setting with one-point feedback, and in the full information setting. Simulations confirm the theory.")


def test_bandit_is_a_task_head():
    assert "bandit" in L.TASK_HEADS


def test_title_purpose_bandit_problem_is_the_main_task(ex):
    tasks = _tasks(ex, DUELLING, DUELLING_TITLE)
    main = [t for t in tasks if t[1]]
    assert [t[0] for t in main] == ["Noisy duelling bandits"]
    assert main[0][2] == "task-title"  # the title purpose reading (before: task-title-phrase)


def test_bandit_alone_is_no_task(ex):
    tasks = _tasks(ex, SETTING)
    assert [t[0] for t in tasks if t[1]] == ["online portfolio selection"]
    assert all(t[0].lower() != "bandit" for t in tasks)


def test_bandit_alone_without_the_switch(ex, monkeypatch):
    monkeypatch.setattr(rt, "FAMILY_TASK_HEADS", frozenset())
    assert "bandit" in [t[0].lower() for t in _tasks(ex, SETTING)]
