"""Task span boundaries (session 35): a task phrase keeps the adjective coordinated with its
first word ("real and synthetic image editing"; kg/extract/roles.py:
_State._coordinated_adjective_start, COORDINATED_ADJECTIVE_START) and the words a glued
slash joins to its first word ("object/count generation"; trim_task_bounds,
SLASH_COMPOUND_START)."""
from __future__ import annotations

import pytest

from kg.extract import Extractor
from kg.extract import roles
from kg.extract.roles import trim_task_bounds
from kg.records import Paper


@pytest.fixture(scope="module")
def ex():
    return Extractor()


def _tasks(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return [m.text for m in e.mentions if m.type == "Task"]


def test_coordinated_classifying_adjectives_share_the_task_head(ex):
    tasks = _tasks(ex, "We propose a simple network for real and synthetic image editing.")
    assert tasks == ["real and synthetic image editing"]


def test_the_rule_can_be_switched_off(ex, monkeypatch):
    monkeypatch.setattr(roles, "COORDINATED_ADJECTIVE_START", False)
    tasks = _tasks(ex, "We propose a simple network for real and synthetic image editing.")
    assert tasks == ["synthetic image editing"]


def test_a_list_comma_before_the_adjective_keeps_the_tasks_apart(ex):
    tasks = _tasks(ex, "We evaluate the approach on detection, semantic and instance segmentation.")
    assert "instance segmentation" in tasks
    assert not any(t.startswith("semantic and") for t in tasks)


def test_adjectives_of_quality_are_not_joined_to_the_task(ex):
    tasks = _tasks(ex, "We propose a new accurate and efficient video matting model for phones.")
    assert not any(t.startswith("accurate and") for t in tasks)


def test_a_task_after_a_glued_slash_starts_at_the_slashed_word():
    text = "We study object/count generation with one model."
    s = text.index("count generation")
    b, e = trim_task_bounds(text, s, s + len("count generation"))
    assert text[b:e] == "object/count generation"
    text = "It helps on text-to-video/image retrieval."
    s = text.index("image retrieval")
    b, e = trim_task_bounds(text, s, s + len("image retrieval"))
    assert text[b:e] == "text-to-video/image retrieval"


def test_a_task_after_a_spaced_slash_or_a_word_stays(monkeypatch):
    for text, piece in (("It helps on video / image retrieval.", "image retrieval"),
                        ("It helps on image retrieval.", "image retrieval"),
                        ("the I/O complexity of sorting", "O complexity")):
        s = text.index(piece)
        b, e = trim_task_bounds(text, s, s + len(piece))
        assert text[b:e] == (piece if "/" not in text or " / " in text else "I/O complexity")


def test_a_gerund_object_keeps_its_of_complement(ex):
    tasks = _tasks(ex, "We propose a graph network for predicting chemical properties of molecules.")
    assert tasks == ["predicting chemical properties of molecules"]


def test_a_gerund_object_keeps_its_between_complement(ex):
    tasks = _tasks(ex, "Neural operators are tools for learning mappings between infinite-dimensional function spaces.")
    assert tasks == ["learning mappings between infinite-dimensional function spaces"]


def test_a_trailing_variable_after_of_is_still_cut(ex):
    tasks = _tasks(ex, "We study the problem of releasing private running sums of x1 under continual observation.")
    assert not any(t.endswith("x1") for t in tasks)


def test_coordinated_modality_nouns_share_the_task_head(ex):
    tasks = _tasks(ex, "The approach improves image and graph classification.")
    assert tasks == ["image and graph classification"]


def test_the_modality_rule_can_be_switched_off(ex, monkeypatch):
    monkeypatch.setattr(roles, "COORDINATED_MODALITY_START", False)
    tasks = _tasks(ex, "The approach improves image and graph classification.")
    assert tasks == ["graph classification"]
