"""Session 35 (tasks23): "reasoning" before a task trailer ("reasoning tasks / problems") is a
kind of task like "classification" (kg.extract.roles._TRAILER_KIND_WORDS).
Sentences written for these tests."""
from __future__ import annotations

import pytest

import kg.extract.roles as R
from kg.records import Paper


def _tasks(ex, text, title=None):
    ext = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return {m.text: m for m in ext.mentions if m.type == "Task"}


@pytest.mark.parametrize("text", [
    "We present a sparse routing scheme for small language models and test it on reasoning tasks.",
    "We present a sparse routing scheme for small language models. It helps on reasoning problems "
    "with long contexts.",
])
def test_reasoning_before_a_trailer_is_a_task(ex, monkeypatch, text):
    assert "reasoning" in _tasks(ex, text)
    monkeypatch.setattr(R, "_TRAILER_KIND_WORDS", R._TRAILER_KIND_WORDS - {"reasoning"})
    assert "reasoning" not in _tasks(ex, text)


def test_bare_reasoning_stays_dropped(ex):
    # no trailer and no list of tasks: an ability, not a task
    text = ("We present a sparse routing scheme for small language models. Routing improves "
            "reasoning at no extra cost.")
    assert "reasoning" not in _tasks(ex, text)


def test_lone_reasoning_after_a_coordinated_member_stays_dropped(ex):
    # "perception and reasoning" shares "urban": no list of tasks of its own
    text = ("We present a sparse routing scheme for small language models. It is trained for "
            "coastal scene perception and reasoning from aerial photographs.")
    assert "reasoning" not in _tasks(ex, text)
