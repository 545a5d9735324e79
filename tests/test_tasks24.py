"""Session 24 task rules (tasks7): a one-word task noun of a kind of task ("classification",
"segmentation") that is a member of a list of tasks is kept as a task
(roles.LIST_TASK_WORDS with rule ``task-conjunct``); an ability word alone ("reasoning",
"understanding") stays dropped. Sentences written for these tests."""
from __future__ import annotations

import pytest

import kg.extract.roles as R
from kg.records import Paper


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


# --- a means noun's purpose that ends in a generic head (RT.MEANS_FOR_GENERIC_HEAD) ---

import kg.extract.roles_tasks as RT

_TELEMETRY = "We present OrbitNet, a foundation model for satellite telemetry analysis."


def test_a_purpose_with_a_generic_process_head_is_a_task(ex):
    assert ("satellite telemetry analysis", "task-means-for") in _tasks(ex, _TELEMETRY)


def test_the_generic_head_needs_the_switch(ex, monkeypatch):
    monkeypatch.setattr(RT, "MEANS_FOR_GENERIC_HEAD", False)
    assert "satellite telemetry analysis" not in [t for t, _ in _tasks(ex, _TELEMETRY)]


@pytest.mark.parametrize("text, phrase", [
    ("We present OrbitNet. Existing toolkits for tabular data are slow.", "tabular data"),
    ("We present OrbitNet. Prior methods for effective training are costly.", "effective training"),
    ("We present OrbitNet. Recent techniques for training and evaluation are costly.", "training and evaluation"),
])
def test_data_a_graded_means_or_generic_coordination_is_no_purpose(ex, text, phrase):
    assert phrase not in [t for t, _ in _tasks(ex, text)]


def test_a_gerund_with_a_data_object_is_no_purpose(ex):
    text = "We present OrbitNet. Prior methods for acquiring similar test data are slow."
    assert ("acquiring similar test data", "task-means-for") not in _tasks(ex, text)
