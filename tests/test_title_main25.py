"""The main task read from the TITLE when the abstract gives none (session 25).

Three readings of ``TitleTaskRules._title_main_task``: an activity noun too generic to
name a task alone heads one with its modifiers ("Secure Code Generation"); words that
grade a problem are left out of its start ("Efficient Distributed Training"); a one-word
head keeps its "with" complement ("Learning with Noisy Labels"). Titles and abstracts
here are written for these tests.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_title as RT
from kg.records import Paper, plain_title

#: An abstract that names no task (no main task from the abstract).
TEXT = ("Many systems still behave poorly. We introduce QuillNet, which relies on a small "
        "adapter and a contrastive loss. QuillNet improves results on three public datasets.")


@pytest.fixture(scope="module")
def extractor():
    from kg.extract import Extractor
    return Extractor()


def _main(extractor, title: str, text: str = TEXT):
    ex = extractor.extract(Paper(id="t", abstract=text, title=title))
    mains = [m for m in ex.mentions if m.main and m.type == "Task"]
    return mains[0] if mains else None


@pytest.mark.parametrize("title, task", [
    ("Adapter Tuning for Robust Caption Generation", "Robust Caption Generation"),
    ("QuillNet: Contrastive Adapters for Open-Set Sound Detection", "Open-Set Sound Detection"),
    ("Label Quality Evaluation through Sparse Perturbations", "Label Quality Evaluation"),
    ("On Margins for Supervised Pre-training", "Supervised Pre-training"),
    ("Efficient Federated Training with Partial Gradient Exchange", "Federated Training"),
    ("Contrastive Adapters for Learning with Noisy Annotations", "Learning with Noisy Annotations"),
])
def test_title_main_task_readings(extractor, title, task):
    m = _main(extractor, title)
    assert m is not None and m.source == "title" and m.rule == "task-title-main"
    assert m.text == task
    assert plain_title(title)[m.start:m.end] == task


def test_a_generic_activity_noun_alone_is_no_title_task(extractor):
    # one word: too generic to be the paper's problem
    assert _main(extractor, "Contrastive Adapters for Generation") is None


@pytest.mark.parametrize("flag, title", [
    ("TITLE_MAIN_ACTIVITY_HEADS", "Adapter Tuning for Robust Caption Generation"),
    ("TITLE_MAIN_WITH_SETTING", "Contrastive Adapters for Learning with Noisy Annotations"),
])
def test_switches_turn_the_readings_off(extractor, monkeypatch, flag, title):
    monkeypatch.setattr(RT, flag, False)
    monkeypatch.setattr(RT, "TITLE_MAIN_AS_WRITTEN", False)  # (session 28's lenient reading)
    monkeypatch.setattr(RT, "TITLE_MAIN_ANY_PURPOSE", False)  # (session 32's purpose as written)
    assert _main(extractor, title) is None


def test_grading_trim_switch(extractor, monkeypatch):
    monkeypatch.setattr(RT, "TITLE_MAIN_GRADING_TRIM", False)
    m = _main(extractor, "Efficient Federated Training with Partial Gradient Exchange")
    assert m is not None and m.text == "Efficient Federated Training"


@pytest.mark.parametrize("title", [
    "Sparse Adapter Averaging Improves Caption Generation",
    "Contrastive Pretraining Helps Sound Detection",
])
def test_a_title_with_a_verb_of_effect_is_a_clause(extractor, monkeypatch, title):
    # (the clause as a whole is refused; the object of its verb is read since session 29,
    # tests/test_title_clause29.py, here switched off)
    monkeypatch.setattr(RT, "TITLE_MAIN_CLAUSE_OBJECT", False)
    assert _main(extractor, title) is None


def test_clause_verb_switch(extractor, monkeypatch):
    monkeypatch.setattr(RT, "TITLE_MAIN_CLAUSE_VERBS", False)
    monkeypatch.setattr(RT, "TITLE_MAIN_FINITE", False)  # (the tagger's test, session 29)
    m = _main(extractor, "Sparse Adapter Averaging Improves Caption Generation")
    assert m is not None and m.text == "Sparse Adapter Averaging Improves Caption Generation"


@pytest.mark.parametrize("title, task", [
    # the source of the data after a head of two words or more is left out
    ("Adapter Tuning for Offline Route Planning from Noisy Logs", "Offline Route Planning"),
    # a head in "learning" keeps it: "from" names its setting
    ("Adapter Tuning for Imitation Learning from Noisy Logs", "Imitation Learning from Noisy Logs"),
    # a speed-up factor grades the problem
    ("Adapter Tuning for 10x Faster Caption Generation", "Caption Generation"),
])
def test_title_main_task_from_source_and_multiplier(extractor, title, task):
    m = _main(extractor, title)
    assert m is not None and m.source == "title" and m.text == task


def test_from_source_switch(extractor, monkeypatch):
    monkeypatch.setattr(RT, "TITLE_MAIN_FROM_SOURCE", False)
    m = _main(extractor, "Adapter Tuning for Offline Route Planning from Noisy Logs")
    assert m is not None and m.text == "Offline Route Planning from Noisy Logs"
