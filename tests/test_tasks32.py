"""Session 32 (tasks19): more task mentions among the members of a list
(roles_tasks.CONJUNCT_BRACKETS, ...). Sentences written for these tests."""
from __future__ import annotations

import pytest

import kg.extract.roles_tasks as RT
from kg.records import Paper


def _tasks(ex, text):
    ext = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return dict((m.text, m.rule) for m in ext.mentions if m.type == "Task")


@pytest.mark.parametrize("text, member", [
    # a bracketed acronym after the task: the walk to the right goes past it
    ("The detector is tested on semantic segmentation (SS) and crop yield estimation.", "crop yield estimation"),
    # a bracketed acronym after the member: the walk to the left goes past it
    ("Our encoder helps keypoint matching (KM), and semantic segmentation.", "keypoint matching"),
    # the name of a data set in brackets between two members
    ("We report gains in question answering (TriviaQA), invoice field estimation (FUNSD) and more.",
     "invoice field estimation"),
])
def test_list_walk_goes_past_brackets(ex, monkeypatch, text, member):
    monkeypatch.setattr(RT, "EVALUATED_LISTS", False)  # (session 51: "tested on" opens an evaluated list)
    assert _tasks(ex, text).get(member) == "task-conjunct"
    monkeypatch.setattr(RT, "CONJUNCT_BRACKETS", False)
    monkeypatch.setattr(RT, "ENUMERATED_HEADED", False)  # (session 42: an item between marks, by itself)
    assert _tasks(ex, text).get(member) != "task-conjunct"


def test_long_bracket_is_not_passed(ex):
    # a bracket of more than six tokens is a remark, not a name: the walk stops there
    text = ("The detector is tested on semantic segmentation (with a frozen backbone and a new light head) "
            "and crop yield estimation.")
    assert _tasks(ex, text).get("crop yield estimation") != "task-conjunct"


@pytest.mark.parametrize("text, members", [
    # a colon after "tasks" opens a list: its first member seeds the walk along the rest
    ("We test the encoder on three tasks: crater detection, compression, and retrieval.",
     ["crater detection", "compression", "retrieval"]),
    # an enumerator after the colon is skipped
    ("The agent solves two problems: (1) route estimation and warehouse scheduling.",
     ["route estimation"]),
])
def test_colon_list_seeds_the_walk(ex, monkeypatch, text, members):
    found = _tasks(ex, text)
    for m in members:
        assert m in found
    monkeypatch.setattr(RT, "COLON_LISTS", False)
    monkeypatch.setattr(RT, "ENUMERATED_HEADED", False)  # (session 42: an item between marks, by itself)
    monkeypatch.setattr(RT, "COLON_EXAMPLES", False)  # (session 54: a colon list read as examples, by itself)
    assert members[0] not in _tasks(ex, text)


def test_colon_before_one_thing_is_no_list(ex):
    # one phrase after the colon, no list joiner after it: no seed
    assert "sketch vectorization" not in _tasks(ex, "We focus on two tasks: sketch vectorization with strokes.")


@pytest.mark.parametrize("text, task", [
    ("Graph transformers have shown promise in estimating crop yields from images. However, they are slow.",
     "estimating crop yields from images"),
    ("Diffusion models brought rapid progress in colorizing line drawings, yet sampling remains costly.",
     "colorizing line drawings"),
])
def test_success_in_names_a_task(ex, monkeypatch, text, task):
    assert _tasks(ex, text).get(task) == "task-success-in"
    monkeypatch.setattr(RT, "SUCCESS_IN_TASKS", False)
    assert _tasks(ex, text).get(task) != "task-success-in"


def test_success_in_a_setting_is_no_task(ex):
    # a definite or anaphoric phrase after "in" is refused as after a means noun's "for"
    found = _tasks(ex, "The method has shown promise in this setting. We study it.")
    assert "task-success-in" not in found.values()
