"""Session 29 (tasks16): coordinated phrases headed by task nouns are tasks though no task
position holds them (roles_tasks.HEADED_LISTS, TaskRules._headed_lists). Sentences written
for these tests."""
from __future__ import annotations

import kg.extract.roles_tasks as RT
from kg.records import Paper


def _tasks(ex, text):
    ext = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return [(m.text, m.rule) for m in ext.mentions if m.type == "Task"]


_PAIR = "We show that the learned features improve bird call segmentation and frog call estimation."
_LIST = "Our encoder helps with wiring fault localisation, cable tag recognition, and connector pin classification."


def test_two_task_headed_conjuncts_are_tasks(ex, monkeypatch):
    # "improve X" is a task position since session 34 (IMPROVE_OBJECT): off, so that no
    # task position holds the pair and this rule alone is tested
    monkeypatch.setattr(RT, "IMPROVE_OBJECT", False)
    t = _tasks(ex, _PAIR)
    assert ("bird call segmentation", "task-conjunct") in t
    assert ("frog call estimation", "task-conjunct") in t


def test_the_walk_goes_on_along_the_list(ex):
    t = dict(_tasks(ex, _LIST))
    assert t.get("wiring fault localisation") == "task-conjunct"
    assert t.get("cable tag recognition") == "task-conjunct"
    assert t.get("connector pin classification") == "task-conjunct"


def test_coordinated_modifiers_are_no_list_of_tasks(ex):
    # "coarse and fine frog call estimation": one phrase whose modifiers are coordinated
    t = _tasks(ex, "We show that the learned features improve coarse and fine frog call estimation "
                   "and bird call segmentation.")
    assert not any("frog call" in x for x, _ in t)
    assert not any("bird call" in x for x, _ in t)


def test_switch_off(ex, monkeypatch):
    monkeypatch.setattr(RT, "HEADED_LISTS", False)
    monkeypatch.setattr(RT, "IMPROVE_OBJECT", False)
    assert not any("frog call" in x for x, _ in _tasks(ex, _PAIR))
