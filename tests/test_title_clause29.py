"""The lenient reading of the title (``TITLE_MAIN_AS_WRITTEN``) refuses a title phrase
that names the paper's data or that is a clause (session 29, main17).

``TitleTaskRules._title_main_as_written`` reads, for a paper whose abstract gives no
main task, a title phrase as the title writes it. It now refuses a phrase headed by a
noun of data (``TITLE_AS_WRITTEN_DATA_HEAD``) and a phrase that the pipeline's tagger
reads as a clause (``TITLE_AS_WRITTEN_FINITE``, ``_title_clause_at``: a finite verb or a
modal after its first word, a closing "-ed" participle). Titles here are written for
these tests.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_title as RT
from kg.extract.roles import title_tagger

from tests.test_title_main25 import _main  # an abstract that names no task; the main task read
from tests.test_title_main25 import extractor  # noqa: F401 (the module's fixture)


@pytest.mark.parametrize("title", [
    "Tiny Recurrent Networks Compute Shortest Paths",         # a finite verb (plural subject)
    "Dropout Works Better with Warmup",                       # a finite verb (singular subject)
    "Gradient Clipping Cannot Fix Exploding Losses",          # a modal
    "Sparse Kernel Machines Revisited",                       # a closing participle
    "A Curated Dataset of Street Signs from Rural Roads",     # a data head
    "A Large-Scale Multilingual Podcast Corpus",              # a data head
])
def test_lenient_reading_refuses_clauses_and_data(extractor, title):  # noqa: F811
    assert _main(extractor, title) is None


@pytest.mark.parametrize("title, task", [
    ("Long Context Associative Memory", "Long Context Associative Memory"),
    ("Learning Heavy-tailed Data with Student Priors", "Learning Heavy-tailed Data"),  # an activity on data
    ("Kernel Ridge Estimates under Clustered Data", "Kernel Ridge Estimates under Clustered Data"),
])
def test_lenient_reading_keeps_noun_phrases(extractor, title, task):  # noqa: F811
    m = _main(extractor, title)
    assert m is not None and m.rule == "task-title-main" and m.text == task


@pytest.mark.parametrize("switch, title", [
    ("TITLE_AS_WRITTEN_FINITE", "Dropout Works Better with Warmup"),
    ("TITLE_AS_WRITTEN_DATA_HEAD", "A Curated Dataset of Street Signs from Rural Roads"),
])
def test_switches_turn_the_refusals_off(extractor, monkeypatch, switch, title):  # noqa: F811
    monkeypatch.setattr(RT, switch, False)
    m = _main(extractor, title)
    assert m is not None and m.rule == "task-title-main"


def test_title_tagger_tags_a_title(extractor):  # noqa: F811
    tag = title_tagger(extractor.nlp)
    [tags] = tag("the model works better")
    assert [t[:2] for t in tags] == [(0, 3), (4, 9), (10, 15), (16, 22)]
    assert tags[2][2] == "VBZ"
    # a batch tags each text as a call of its own would (the lead, session 29)
    pair = tag("Small Models Work Better", "small models work better")
    assert pair == [tag("Small Models Work Better")[0], tag("small models work better")[0]]
    assert title_tagger(None) is None


@pytest.mark.parametrize("title, task", [
    ("Label Smoothing Improves Domain Generalization", "Domain Generalization"),
    ("Weight Decay Provably Solves Matrix Completion", "Matrix Completion"),  # a verb no list names
    ("Random Crops Help Solve Anomaly Detection and Localization", "Anomaly Detection"),  # the first conjunct
    ("Dropout Improves Out-of-distribution Detection", "Out-of-distribution Detection"),  # a hyphenated compound
])
def test_object_of_a_title_clause(extractor, title, task):  # noqa: F811
    m = _main(extractor, title)
    assert m is not None and m.rule == "task-title-main" and m.text == task


@pytest.mark.parametrize("title", [
    "How Does Label Smoothing Hurt Calibration?",          # a question
    "Small Adapters Compute Sparse Embeddings",            # the object is no problem (an object noun)
])
def test_no_object_reading(extractor, title):  # noqa: F811
    assert _main(extractor, title) is None


def test_clause_object_switch(extractor, monkeypatch):  # noqa: F811
    monkeypatch.setattr(RT, "TITLE_MAIN_CLAUSE_OBJECT", False)
    assert _main(extractor, "Label Smoothing Improves Domain Generalization") is None


def test_strict_reading_refuses_a_clause_no_word_list_names(extractor, monkeypatch):  # noqa: F811
    monkeypatch.setattr(RT, "TITLE_MAIN_CLAUSE_OBJECT", False)
    assert _main(extractor, "Weight Decay Provably Solves Matrix Completion") is None
    monkeypatch.setattr(RT, "TITLE_MAIN_FINITE", False)
    m = _main(extractor, "Weight Decay Provably Solves Matrix Completion")
    assert m is not None and m.text == "Weight Decay Provably Solves Matrix Completion"
