"""More openings and objects of the studied gerund clause (session 46).

``TaskRules._studied_gerund`` (``kg.extract.roles_tasks``) reads "we study V-ing X" as the
problem the paper studies. :data:`STUDIED_GERUND_SUBJECTS` adds the paper as subject ("this
work studies", "our paper investigates"), "focus(es) on" / "deal(s) with", and an adverb
after "we" ("we theoretically study"); :data:`STUDIED_GERUND_WIDE_OBJECTS` adds an object
after "a / an / the", an intransitive gerund with "in" + a setting, gerunds joined by "and",
and an "in" complement after the object. Gerunds of means, of making, of degree and objects
that are means are refused in the added clauses. Sentences here are written for these tests.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_tasks as RT
from kg.records import Paper


@pytest.fixture(scope="module")
def extractor():
    from kg.extract import Extractor
    return Extractor()


TAIL = " We give a new algorithm with low regret."


def _tasks(extractor, text: str) -> dict[str, bool]:
    ex = extractor.extract(Paper(id="t", abstract=text + TAIL))
    return {m.text: m.main for m in ex.mentions if m.type == "Task"}


@pytest.mark.parametrize("text, task", [
    ("This work focuses on learning in sparsely connected auction games.",
     "learning in sparsely connected auction games"),
    ("We study learning a two-layer gating model with gradient descent.", "learning a two-layer gating model"),
    ("This paper focuses on detecting and repairing broken sensor readings.",
     "detecting and repairing broken sensor readings"),
    ("We theoretically study estimating the median of heavy-tailed samples.",
     "estimating the median of heavy-tailed samples"),
    ("We study finding saddle points in constrained minimax games.",
     "finding saddle points in constrained minimax games"),
])
def test_studied_clause_is_the_main_task(extractor, text, task):
    tasks = _tasks(extractor, text)
    assert tasks.get(task) is True, tasks


@pytest.mark.parametrize("text, bad", [
    ("In this paper, we focus on using pretrained encoders for retrieval.", "using pretrained encoders"),
    ("We study training a robot to follow spoken commands.", "training a robot"),
    ("This work studies designing a decentralized scheduling algorithm.",
     "designing a decentralized scheduling algorithm"),
    ("We focus on improving the decoder of speech models.", "improving the decoder"),
])
def test_means_and_degree_clauses_are_refused(extractor, text, bad):
    tasks = _tasks(extractor, text)
    assert not any(t.startswith(bad) for t in tasks), tasks


def test_switches_off_give_no_clause(extractor, monkeypatch):
    monkeypatch.setattr(RT, "STUDIED_GERUND_SUBJECTS", False)
    monkeypatch.setattr(RT, "STUDIED_GERUND_WIDE_OBJECTS", False)
    assert "learning in sparsely connected auction games" not in _tasks(
        extractor, "This work focuses on learning in sparsely connected auction games.")
    assert "learning a two-layer gating model" not in _tasks(
        extractor, "We study learning a two-layer gating model with gradient descent.")


def test_in_complement_needs_two_words(extractor):
    tasks = _tasks(extractor, "We study ranking items in isolation.")
    assert tasks.get("ranking items") is True, tasks
    assert "ranking items in isolation" not in tasks
