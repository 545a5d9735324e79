"""A stated problem whose gerund clause goes on after a bracketed acronym with a preposition
(session 52): ``TaskRules._stated_opening_problem`` reads "Aligning X (XS) with Y has become a
critical task" as the whole clause, not "Aligning X" cut at the bracket
(``STATEMENT_CLAUSE_ACRONYM``); a clause too long read across stays cut as before.
Abstracts here are written for these tests.
"""
from __future__ import annotations


import kg.extract.roles_tasks as RTK
from kg.records import Paper

TAIL = " We propose a simple method and evaluate it on several benchmarks."


def _tasks(extractor, text: str):
    ex = extractor.extract(Paper(id="t", abstract=text + TAIL))
    return [(m.text, m.rule) for m in ex.mentions if m.type == "Task"]


CLAUSE = "Calibrating speech recognizers (SRs) with listener feedback has become a critical task."


def test_a_gerund_clause_is_read_across_its_acronym(extractor):
    tasks = _tasks(extractor, CLAUSE)
    assert ("Calibrating speech recognizers (SRs) with listener feedback", "task-stated-problem") in tasks
    assert "Calibrating speech recognizers" not in [t for t, _ in tasks]


def test_switched_off_the_clause_is_cut_at_the_bracket(extractor, monkeypatch):
    monkeypatch.setattr(RTK, "STATEMENT_CLAUSE_ACRONYM", False)
    tasks = [t for t, _ in _tasks(extractor, CLAUSE)]
    assert "Calibrating speech recognizers (SRs) with listener feedback" not in tasks
    assert "Calibrating speech recognizers" in tasks


def test_a_noun_subject_with_a_preposition_is_not_read_across(extractor):
    # no gerund opens the subject: "Speech recognizers (SRs) for X" names a model, no task
    text = "Speech recognizers (SRs) for noisy rooms have become a popular tool."
    assert "Speech recognizers (SRs) for noisy rooms" not in [t for t, _ in _tasks(extractor, text)]


def test_a_clause_too_long_read_across_stays_cut(extractor):
    text = ("Designing fast solvers to approximate a Stackelberg Balance (SB) in crowded markets "
            "is still an open challenge.")
    tasks = [t for t, _ in _tasks(extractor, text)]
    assert "Designing fast solvers to approximate a Stackelberg Balance" in tasks
