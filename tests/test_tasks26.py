"""Session 26 task rules (tasks13): "the (ADJ) challenges / difficulty of X" frames X as
a problem when a process noun heads it (roles_tasks.CONTEXT_OF_FRAMES, frame
``context-of`` of TaskRules._framed_as_task); a thing ("large graphs") or a gerund
clause ("solving X") after the frame stays out; the walk along a list of tasks goes past a
member's "of / in / on" complement (roles_tasks.CONJUNCT_COMPLEMENTS). Sentences written for
these tests."""
from __future__ import annotations

import pytest

import kg.extract.roles_tasks as RT
from kg.records import Paper


def _tasks(ex, text, title=None):
    ext = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return [(m.text, m.rule) for m in ext.mentions if m.type == "Task"]


_LEAD = "We introduce a sparse mixture of linear experts trained with a margin loss. "
_CHALLENGES = _LEAD + "Current benchmarks miss the practical challenges of wildlife sound separation in noisy forests."
_DIFFICULTY = _LEAD + "Its cost stays low despite the known difficulty of lattice path enumeration."
_THING = _LEAD + "Current benchmarks miss the practical challenges of large sparse graphs in noisy forests."
_CLAUSE = _LEAD + "Its cost stays low despite the known difficulty of solving lattice path enumeration."


def test_the_challenges_of_a_process_name_a_task(ex):
    assert ("wildlife sound separation", "task-np") in _tasks(ex, _CHALLENGES)


def test_the_difficulty_of_a_process_names_a_task(ex):
    assert ("lattice path enumeration", "task-np") in _tasks(ex, _DIFFICULTY)


def test_the_challenges_of_a_thing_name_no_task(ex):
    assert not any("graphs" in t for t, _ in _tasks(ex, _THING))


def test_a_gerund_clause_after_the_frame_is_no_task(ex):
    assert not any(t.startswith("solving") for t, _ in _tasks(ex, _CLAUSE))


def test_without_the_switch_the_frame_is_not_read(ex, monkeypatch):
    monkeypatch.setattr(RT, "CONTEXT_OF_FRAMES", False)
    assert ("wildlife sound separation", "task-np") not in _tasks(ex, _CHALLENGES)


# the walk along a list of tasks goes past a member's complement (CONJUNCT_COMPLEMENTS)
_IN_COMPLEMENT = _LEAD + "It is evaluated on speech recognition in noisy rooms and bird call segmentation."
_OF_COMPLEMENT = _LEAD + "It is evaluated on speech recognition, detection of rare events, and bird call segmentation."
_FROM_COMPLEMENT = _LEAD + "It is evaluated on speech recognition from noisy rooms and bird call segmentation."


@pytest.mark.parametrize("text", [_IN_COMPLEMENT, _OF_COMPLEMENT])
def test_the_list_walk_goes_past_a_complement(ex, text):
    assert ("bird call segmentation", "task-conjunct") in _tasks(ex, text)


def test_a_from_complement_ends_the_walk(ex):
    assert ("bird call segmentation", "task-conjunct") not in _tasks(ex, _FROM_COMPLEMENT)


def test_without_the_complement_switch_the_walk_stops(ex, monkeypatch):
    monkeypatch.setattr(RT, "CONJUNCT_COMPLEMENTS", False)
    assert ("bird call segmentation", "task-conjunct") not in _tasks(ex, _IN_COMPLEMENT)
