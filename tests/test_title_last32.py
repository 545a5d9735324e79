"""The last title readings for a paper whose abstract names no task (session 32, main22).

``TitleTaskRules._title_main_task`` (lenient) now tries two more readings after the
strict, the lenient and the clause-object ones: the subject of an intransitive title
clause (``TITLE_MAIN_CLAUSE_SUBJECT``, ``_title_clause_subject``: "X Emerge in Y") and
the title's purpose as written, whatever its head (``TITLE_MAIN_ANY_PURPOSE``,
``_title_purpose_as_written``: "M for T", "An Approach to T"). Titles here are written
for these tests; the abstract (``tests.test_title_main25.TEXT``) names no task.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_title as RT

from tests.test_title_main25 import _main  # an abstract that names no task; the main task read
from tests.test_title_main25 import extractor  # noqa: F401 (the module's fixture)


@pytest.mark.parametrize("title, task", [
    ("Revisiting Shrinkage Estimators for Sparse Linear Learners", "Sparse Linear Learners"),  # a model head
    ("A Kernel Smoothing Approach to Overfitting", "Overfitting"),                  # one nominal word
    ("Tight Regret Bounds for Discounted Markov Decision Processes",
     "Discounted Markov Decision Processes"),
])
def test_purpose_as_written(extractor, title, task):  # noqa: F811
    m = _main(extractor, title)
    assert m is not None and m.rule == "task-title-main" and m.source == "title" and m.text == task


@pytest.mark.parametrize("title", [
    "Revisiting Shrinkage Estimators for Large AI Systems",  # a model family
    "Shrinkage Estimators for Heavy-Tailed Distributions",   # an object head
    "Kernel Tricks for Generation",                          # a generic activity alone
    "Shrinkage Estimators for Minimizing the Worst Loss",    # a gerund cut from its object
])
def test_purpose_as_written_refusals(extractor, title):  # noqa: F811
    assert _main(extractor, title) is None


def test_subject_of_an_intransitive_title_clause(extractor):  # noqa: F811
    m = _main(extractor, "Sharp Phase Transitions Emerge Even in Shallow Linear Networks")
    assert m is not None and m.rule == "task-title-main" and m.text == "Sharp Phase Transitions"


@pytest.mark.parametrize("title", [
    "Shallow Networks Emerge Even in Linear Regimes",        # a model head
    "Label Smoothing Improves Calibration Error",            # a claim with an object: a means
])
def test_no_subject_reading(extractor, monkeypatch, title):  # noqa: F811
    monkeypatch.setattr(RT, "TITLE_MAIN_CLAUSE_OBJECT", False)
    assert _main(extractor, title) is None


@pytest.mark.parametrize("switch, title", [
    ("TITLE_MAIN_ANY_PURPOSE", "A Kernel Smoothing Approach to Overfitting"),
    ("TITLE_MAIN_CLAUSE_SUBJECT", "Sharp Phase Transitions Emerge Even in Shallow Linear Networks"),
])
def test_switches(extractor, monkeypatch, switch, title):  # noqa: F811
    monkeypatch.setattr(RT, switch, False)
    assert _main(extractor, title) is None
