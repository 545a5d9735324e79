"""Session 24 task rules (tasks7): a one-word task noun of a kind of task ("classification",
"segmentation") that is a member of a list of tasks is kept as a task
(roles.LIST_TASK_WORDS with rule ``task-conjunct``); an ability word alone ("reasoning",
"understanding") stays dropped. Sentences written for these tests."""
from __future__ import annotations

import pytest

import kg.extract.roles as R
from kg.records import Paper


@pytest.fixture(scope="module")
def ex(extractor):
    """The session's shared extraction pipeline (tests/conftest.py)."""
    return extractor


def _tasks(ex, text, title=None):
    ext = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return [(m.text, m.rule) for m in ext.mentions if m.type == "Task"]


_LEAD = "We introduce a compact convolutional backbone for aerial imagery. "
_LIST = _LEAD + "Experiments on object detection, classification, and semantic segmentation show consistent gains."
_ABILITY = _LEAD + "It supports scene captioning, reasoning, and change detection on satellite images."


def test_a_task_word_in_a_list_of_tasks_is_a_task(ex):
    tasks = _tasks(ex, _LIST)
    assert ("classification", "task-conjunct") in tasks
    assert "object detection" in [t for t, _ in tasks]


def test_an_ability_word_in_a_list_stays_dropped(ex):
    assert "reasoning" not in [t for t, _ in _tasks(ex, _ABILITY)]


def test_without_the_list_words_the_member_is_dropped(ex, monkeypatch):
    monkeypatch.setattr(R, "LIST_TASK_WORDS", frozenset())
    assert "classification" not in [t for t, _ in _tasks(ex, _LIST)]
