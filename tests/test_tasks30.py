"""Task rules of session 30 (kg.extract.roles_tasks, tasks17): a relational adjective
("robotic", "perceptual", "mathematical") names a kind of task before a trailer "tasks"
as a noun does; a gradable "-ic" / "-al" adjective ("static", "typical") does not.
Sentences are written for these tests."""
from __future__ import annotations

import pytest

from kg.extract import roles_tasks
from tests.factories import run, tasks


@pytest.mark.parametrize("phrase", ["robotic tasks", "perceptual tasks", "arithmetic tasks",
                                    "geospatial tasks"])
def test_a_relational_adjective_names_a_kind_of_task(extractor, phrase):
    text = (f"Trials on {phrase} show that our planner halves the error of prior planners. "
            "The planner keeps a small memory of past states.")
    assert phrase in tasks(run(extractor, text))


@pytest.mark.parametrize("phrase", ["static tasks", "typical tasks", "practical tasks", "actual tasks"])
def test_a_gradable_ic_or_al_adjective_names_no_kind_of_task(extractor, phrase):
    text = (f"Trials on {phrase} show that our planner halves the error of prior planners. "
            "The planner keeps a small memory of past states.")
    found = tasks(run(extractor, text))
    assert phrase not in found
    assert not any(t.endswith(phrase) for t in found)


def test_switch_off_keeps_the_adjective_refused(extractor, monkeypatch):
    monkeypatch.setattr(roles_tasks, "RELATIONAL_KIND_TASKS", False)
    text = ("Trials on robotic tasks show that our planner halves the error of prior planners. "
            "The planner keeps a small memory of past states.")
    assert "robotic tasks" not in tasks(run(extractor, text))
