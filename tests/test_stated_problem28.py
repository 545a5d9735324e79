"""Stated problems that a bracketed acronym, a hyphenated gerund, a joined pair of
adjectives or a determiner before a complement used to cut or drop (session 28).

``TaskRules._stated_opening_problem`` reads a subject across a bracketed acronym that a
noun follows (``STATEMENT_INNER_ACRONYM``) and a predicate noun after two adjectives
joined by "and" (``STATEMENT_ADJECTIVE_PAIR``); ``TaskRules._gerund_problem`` reads a
hyphenated gerund (``GERUND_PROBLEM_HYPHEN``), an object that goes on after a bracketed
acronym (``GERUND_PROBLEM_INNER_ACRONYM``), a complement or means whose chunk follows a
determiner (``GERUND_PROBLEM_DETERMINER``) and a clause after a leading concessive clause
(``GERUND_PROBLEM_CONCESSIVE``). Abstracts here are written for these tests.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_tasks as RTK
from kg.records import Paper

TAIL = " We propose a simple method and evaluate it on several benchmarks."


@pytest.fixture(scope="module")
def extractor():
    from kg.extract import Extractor
    return Extractor()


def _tasks(extractor, text: str):
    ex = extractor.extract(Paper(id="t", abstract=text + TAIL))
    return [(m.text, m.rule, m.main) for m in ex.mentions if m.type == "Task"]


def _main(extractor, text: str):
    mains = [t for t in _tasks(extractor, text) if t[2]]
    return mains[0][0] if mains else None


def test_subject_across_a_bracketed_acronym(extractor):
    text = "Symbolic regression (SR) modelling is a fundamental and difficult task in science."
    assert _main(extractor, text) == "Symbolic regression (SR) modelling"
    # the words before the bracket, cut there, are no task of their own any more
    assert "Symbolic regression" not in [t[0] for t in _tasks(extractor, text)]


def test_subject_across_a_bracketed_acronym_switched_off(extractor, monkeypatch):
    monkeypatch.setattr(RTK, "STATEMENT_INNER_ACRONYM", False)
    text = "Symbolic regression (SR) modelling is a fundamental and difficult task in science."
    assert "Symbolic regression (SR) modelling" not in [t[0] for t in _tasks(extractor, text)]


def test_two_adjectives_joined_before_the_predicate_noun(extractor):
    text = "Docking flexible proteins is an important and challenging problem in biology."
    assert ("Docking flexible proteins", "task-stated-problem", True) in _tasks(extractor, text)


def test_two_adjectives_joined_switched_off(extractor, monkeypatch):
    monkeypatch.setattr(RTK, "STATEMENT_ADJECTIVE_PAIR", False)
    text = "Docking flexible proteins is an important and challenging problem in biology."
    assert "task-stated-problem" not in [t[1] for t in _tasks(extractor, text)]


def test_hyphenated_gerund_with_an_acronym_in_its_object(extractor):
    text = ("Transfer is popular in many areas of machine learning. However, pre-training "
            "graph neural network (GNN) encoders remains a challenge.")
    assert ("pre-training graph neural network (GNN) encoders", "task-gerund-problem", True) \
        in _tasks(extractor, text)


def test_hyphenated_gerund_switched_off(extractor, monkeypatch):
    monkeypatch.setattr(RTK, "GERUND_PROBLEM_HYPHEN", False)
    text = ("Transfer is popular in many areas of machine learning. However, pre-training "
            "graph neural network (GNN) encoders remains a challenge.")
    assert "task-gerund-problem" not in [t[1] for t in _tasks(extractor, text)]


def test_complement_after_a_determiner(extractor):
    text = ("Sensors are cheap today. They are used widely. However, reconstructing dense depth maps "
            "from the sparse measurements remains challenging.")
    assert ("reconstructing dense depth maps from the sparse measurements", "task-gerund-problem", True) \
        in _tasks(extractor, text)


def test_complement_after_a_determiner_switched_off(extractor, monkeypatch):
    monkeypatch.setattr(RTK, "GERUND_PROBLEM_DETERMINER", False)
    text = ("Sensors are cheap today. They are used widely. However, reconstructing dense depth maps "
            "from the sparse measurements remains challenging.")
    assert "task-gerund-problem" not in [t[1] for t in _tasks(extractor, text)]


def test_anaphoric_determiner_leaves_the_complement_out(extractor):
    text = ("Sensors are cheap today. They are used widely. However, reconstructing dense depth maps "
            "from these measurements remains challenging.")
    assert ("reconstructing dense depth maps", "task-gerund-problem", True) in _tasks(extractor, text)


def test_gerund_problem_after_a_concessive_clause(extractor):
    text = ("Sensors are cheap today. Although simple filters (e.g., median ones) have been tried, "
            "denoising sparse depth maps remains challenging.")
    assert ("denoising sparse depth maps", "task-gerund-problem", True) in _tasks(extractor, text)


def test_gerund_problem_after_a_concessive_clause_switched_off(extractor, monkeypatch):
    monkeypatch.setattr(RTK, "GERUND_PROBLEM_CONCESSIVE", False)
    text = ("Sensors are cheap today. Although simple filters (e.g., median ones) have been tried, "
            "denoising sparse depth maps remains challenging.")
    assert "task-gerund-problem" not in [t[1] for t in _tasks(extractor, text)]
