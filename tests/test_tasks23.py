"""Session 23 task rules: a method inside the object of a task clause that a gerund opens stays a
method (roles.GERUND_TASK_NESTS_METHODS). Sentences written for these tests."""
from __future__ import annotations

import pytest

import kg.extract.roles as R
from kg.records import Paper


@pytest.fixture(scope="module")
def ex(extractor):
    """The session's shared extraction pipeline (tests/conftest.py)."""
    return extractor


def _extract(ex, text, title=None):
    ext = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    tasks = [m.text for m in ext.mentions if m.type == "Task"]
    methods = [m.text for m in ext.mentions if m.type == "Method"]
    main = [m.text for m in ext.mentions if m.type == "Task" and m.main]
    return tasks, methods, (main[0] if main else None)


_LATER = " We propose a simple method and test it on three public benchmarks."
_STUDIED = "We study the problem of aligning diffusion models with human feedback." + _LATER


def test_a_method_in_a_studied_clause_stays(ex):
    tasks, methods, _ = _extract(ex, _STUDIED)
    assert "aligning diffusion models with human feedback" in tasks
    assert "diffusion models" in methods


def test_the_nesting_switch_turns_it_off(ex, monkeypatch):
    monkeypatch.setattr(R, "GERUND_TASK_NESTS_METHODS", False)
    tasks, methods, _ = _extract(ex, _STUDIED)
    assert "aligning diffusion models with human feedback" in tasks
    assert "diffusion models" not in methods
