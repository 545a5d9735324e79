"""A task phrase keeps "next", "best" or "single" when it opens a noun compound that ends in a
process noun (session 57, ``TASK_TERM_LEADS``): "next token prediction", "best arm
identification" and "single index learning" are terms of their own; the words are evaluative
elsewhere and stay trimmed there ("the best model", "the best possible prediction").
Abstracts are written for these tests.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_methods as RM
from kg.records import Paper


@pytest.fixture(scope="module")
def extractor():
    from kg.extract import Extractor
    return Extractor()


def _tasks(extractor, text: str) -> set[str]:
    ex = extractor.extract(Paper(id="t", abstract=text, title="Notes on Learning"))
    return {m.text for m in ex.mentions if m.type == "Task"}


@pytest.mark.parametrize("text, term", [
    ("We study next token prediction in small transformers and its link to syntax.", "next token prediction"),
    ("We study the best arm identification problem under a fixed budget.", "best arm identification"),
    ("We study single index learning with gradient descent on Gaussian inputs.", "single index learning"),
])
def test_the_term_keeps_its_first_word(extractor, text, term):
    tasks = _tasks(extractor, text)
    assert term in tasks
    assert term.split(" ", 1)[1] not in tasks


def test_an_evaluative_use_is_still_trimmed(extractor):
    # "best" grades a model here: no term opens with it
    tasks = _tasks(extractor, "We propose the best model for image classification on small devices.")
    assert "image classification" in tasks
    assert not any(t.lower().startswith("best") for t in tasks)


def test_term_lead_needs_a_process_head(extractor):
    # the leads before a plural thing ("the best vision models") open no term
    tasks = _tasks(extractor, "We study the best vision models for next frame prediction in video.")
    assert "next frame prediction" in tasks
    assert not any(t.lower().startswith("best") for t in tasks)


def test_switch_off_trims_the_lead(extractor, monkeypatch):
    assert RM.TASK_TERM_LEADS is True
    monkeypatch.setattr(RM, "TASK_TERM_LEADS", False)
    tasks = _tasks(extractor, "We study the best arm identification problem under a fixed budget.")
    assert "best arm identification" not in tasks
    assert "arm identification" in tasks
