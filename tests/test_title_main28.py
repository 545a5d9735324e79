"""The main task read from the TITLE when the abstract gives none: later phrases and the
lenient reading (session 28).

``TitleTaskRules._title_main_task`` with ``lenient`` (the abstract gives no main task at
all): a refused first title phrase gives way to a later one (``TITLE_MAIN_ANY_PHRASE``),
and when the strict reading refuses every phrase, the phrase as the title writes it is
the main task (``TITLE_MAIN_AS_WRITTEN``, ``_title_main_as_written``), unless it is a
clause, a question, a viewpoint, a bare model, the long form of the paper's name or a
purpose that names an object. Titles and abstracts here are written for these tests.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_title as RT
from kg.records import plain_title

from tests.test_title_main25 import TEXT, _main  # an abstract that names no task; the main task read

@pytest.mark.parametrize("title, task", [
    # a nominal title whose head the strict reading refuses (a memory, a data complement)
    ("Long Context Associative Memory", "Long Context Associative Memory"),
    ("Kernel Ridge Estimates under Clustered Data", "Kernel Ridge Estimates under Clustered Data"),
    # the opening gerund of an object reading belongs to the task
    ("Sampling Molecular Conformer Ensembles with Score Matching", "Sampling Molecular Conformer Ensembles"),
    ("Quilting Secrets in Wordle Games", "Quilting Secrets in Wordle Games"),
    # ... unless it names a study of its object
    ("Understanding Certified Pruning with Interval Arithmetic", "Certified Pruning"),
    # a coordination with commas
    ("Joint Tracking, Counting, and Captioning: A Recurrent Memory for Video",
     "Joint Tracking, Counting, and Captioning"),
])
def test_lenient_title_main_task(extractor, title, task):
    m = _main(extractor, title)
    assert m is not None and m.source == "title" and m.rule == "task-title-main"
    assert m.text == task
    assert plain_title(title)[m.start:m.end] == task


@pytest.mark.parametrize("title", [
    "Language Models Generalize Over Long Prompts",          # a clause
    "How to Escape Flat Plateaus with Random Restarts",      # a question word
    "Wordle Solvers: Symbiosis or Conflict?",                # a question
    # (session 47: "Enhancing GCN From the Spectral Perspective" reads "Enhancing GCN", the
    # viewpoint dropped, tests/test_title_main47.py; the as-written reading still refuses it)
    "QRN: Quantile Regression Networks",                     # a bare model
    "MINDE: Mutual Information Neural Diffusion Estimation",  # the long form of the name
    "Robust Mean Estimation Without Moments for Symmetric Distributions",  # a purpose naming an object
])
def test_lenient_reading_refuses(extractor, title):
    assert _main(extractor, title) is None


def test_as_written_reading_refuses_a_viewpoint(extractor, monkeypatch):
    monkeypatch.setattr(RT, "TITLE_MAIN_GERUND_MODEL", False)  # (session 47's reading of a gerund and a model)
    assert _main(extractor, "Enhancing GCN From the Spectral Perspective") is None


def test_an_abstract_main_task_is_not_replaced_by_the_lenient_reading(extractor):
    text = ("We study the problem of long-horizon weather forecasting. We introduce QuillNet, "
            "which relies on a small adapter. QuillNet improves long-horizon weather forecasting.")
    m = _main(extractor, "Long Context Associative Memory", text)
    assert m is not None and m.source == "abstract" and m.text == "long-horizon weather forecasting"


@pytest.mark.parametrize("title", [
    "Long Context Associative Memory",
    "Sampling Molecular Conformer Ensembles with Score Matching",
])
def test_switch_turns_the_lenient_reading_off(extractor, monkeypatch, title):
    monkeypatch.setattr(RT, "TITLE_MAIN_AS_WRITTEN", False)
    assert _main(extractor, title) is None


def test_spells_title_name():
    class Doc:
        class _:
            paperkg_title = "TAB: Temporal Accumulated Batch Normalization in Spiking Networks"

    class S:
        doc = Doc
        _spells_title_name = RT.TitleTaskRules._spells_title_name
    s = S()
    assert s._spells_title_name("Temporal Accumulated Batch Normalization in Spiking Networks")
    assert not s._spells_title_name("Batch Normalization in Spiking Networks")
