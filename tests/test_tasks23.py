"""Session 23 task rules: a subject clause that a gerund opens and that the predicate calls
central by an adjective is a stated problem (roles_tasks.TaskRules._stated_opening_problem,
switch STATEMENT_CLAUSE_ADJECTIVE), and a method inside the object of such a clause stays a
method (roles.GERUND_TASK_NESTS_METHODS). Sentences written for these tests."""
from __future__ import annotations

import pytest

import kg.extract.roles as R
import kg.extract.roles_tasks as RT
from kg.records import Paper


def _extract(ex, text, title=None):
    ext = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    tasks = [m.text for m in ext.mentions if m.type == "Task"]
    methods = [m.text for m in ext.mentions if m.type == "Method"]
    main = [m.text for m in ext.mentions if m.type == "Task" and m.main]
    return tasks, methods, (main[0] if main else None)


_LATER = " We propose a simple method and test it on three public benchmarks."
_ALIGNING = "Aligning diffusion models with human feedback is essential for safe image generation." + _LATER
_STUDIED = "We study the problem of aligning diffusion models with human feedback." + _LATER
_CRUCIAL = "Calibrating probabilistic regressors is crucial for decisions under risk." + _LATER


def test_a_gerund_clause_called_crucial_is_the_main_task(ex):
    tasks, _, main = _extract(ex, _CRUCIAL)
    assert "Calibrating probabilistic regressors" in tasks
    assert main == "Calibrating probabilistic regressors"


def test_an_adverb_before_the_adjective(ex):
    text = "Compressing sparse point clouds remains notoriously difficult in practice." + _LATER
    tasks, _, _ = _extract(ex, text)
    assert "Compressing sparse point clouds" in tasks


def test_the_switch_turns_it_off(ex, monkeypatch):
    monkeypatch.setattr(RT, "STATEMENT_CLAUSE_ADJECTIVE", False)
    monkeypatch.setattr(RT, "OPENING_CLAUSE_FALLBACK", False)  # (which reads the clause too)
    tasks, _, _ = _extract(ex, _CRUCIAL)
    assert "Calibrating probabilistic regressors" not in tasks


@pytest.mark.parametrize("text, subject", [
    # an adjective before a noun (a noun predicate, read by the older rule), an object that refers back
    ("Pruning large networks is a crucial step before deployment.", "Pruning large networks"),
    ("Comparing the two is important for practitioners.", "Comparing the two"),
])
def test_not_a_stated_clause(ex, text, subject, monkeypatch):
    monkeypatch.setattr(RT, "OPENING_CLAUSE_FALLBACK", False)  # (which reads any opening clause)
    tasks, _, _ = _extract(ex, text + _LATER)
    assert subject not in tasks


def test_only_in_the_first_two_sentences(ex):
    text = ("Neural forecasters are widely deployed. Their errors are costly. Calibrating probabilistic "
            "regressors is crucial for decisions under risk." + _LATER)
    tasks, _, _ = _extract(ex, text)
    assert "Calibrating probabilistic regressors" not in tasks


def test_a_method_in_the_clause_object_stays(ex):
    tasks, methods, main = _extract(ex, _ALIGNING)
    assert main == "Aligning diffusion models with human feedback"
    assert "diffusion models" in methods


def test_a_method_in_a_studied_clause_stays(ex):
    tasks, methods, _ = _extract(ex, _STUDIED)
    assert "aligning diffusion models with human feedback" in tasks
    assert "diffusion models" in methods


def test_the_nesting_switch_turns_it_off(ex, monkeypatch):
    monkeypatch.setattr(R, "GERUND_TASK_NESTS_METHODS", False)
    tasks, methods, _ = _extract(ex, _STUDIED)
    assert "aligning diffusion models with human feedback" in tasks
    assert "diffusion models" not in methods


# --- the opening gerund clause as the last main-task fallback (OPENING_CLAUSE_FALLBACK)

_FINE_TUNING = "Fine-tuning speech recognizers on accented speech has become a standard practice." + _LATER


def test_an_opening_gerund_clause_is_the_main_task_when_nothing_else_is(ex):
    tasks, _, main = _extract(ex, _FINE_TUNING)
    assert main == "Fine-tuning speech recognizers on accented speech"


def test_the_acronym_before_the_verb_is_left_out(ex):
    text = "Pruning graph neural networks (GNNs) has attracted attention recently." + _LATER
    _, methods, main = _extract(ex, text)
    assert main == "Pruning graph neural networks"
    assert "graph neural networks" in methods


def test_the_fallback_switch_turns_it_off(ex, monkeypatch):
    monkeypatch.setattr(RT, "OPENING_CLAUSE_FALLBACK", False)
    tasks, _, _ = _extract(ex, _FINE_TUNING)
    assert "Fine-tuning speech recognizers on accented speech" not in tasks


@pytest.mark.parametrize("text", [
    # a noun phrase with a plural verb, a noun compound before the hyphen, a gerund of means
    "Denoising diffusion models have achieved remarkable results.",
    "Weight-sharing quantization has emerged as a technique to save energy.",
    "Using large language models as judges has become common.",
])
def test_not_an_opening_clause(ex, text, monkeypatch):
    # (the nominal-subject fallback after it reads "Weight-sharing quantization" as a task:
    # tests/test_opening_subject23.py; here the clause fallback alone is tested)
    monkeypatch.setattr(RT, "OPENING_SUBJECT_FALLBACK", False)
    tasks, _, _ = _extract(ex, text + _LATER)
    assert not any(t.lower() == text.split(" ha")[0].lower() or t.startswith(text.split()[0]) for t in tasks)
