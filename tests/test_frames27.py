"""Problem frames that no rule read before session 27 (helper main14).

``TitleTaskRules._aspect_statement``: the object of a self-study frame headed by an
aspect of what is studied ("we study the generalization properties of X", "we
investigate the performance of X in Y") is a stated problem with its "of" complement,
so ``_problem_statement_task`` adds it as a task candidate (rule ``task-statement``,
tag ``study``) also where other task rules applied. ``TaskRules._approach_gerund``
keeps a short "of" complement of the gerund's object ("an approach for learning
compact representations of street scenes") unless it names a model. Abstracts here are
written for these tests.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_tasks as RK
import kg.extract.roles_title as RT
import kg.extract.roles as R
from kg.records import Paper


@pytest.fixture(scope="module")
def extractor():
    from kg.extract import Extractor
    return Extractor()


def _candidates(extractor, text, monkeypatch):
    """(text, rule, sorted tags) of every task candidate of ``text`` (no title)."""
    seen = {}
    orig = R._State._main_task

    def spy(self, tasks):
        seen["c"] = [(self._text(c), c.rule, sorted(c.tags or ())) for c in self.cands if c.etype == "Task"]
        return orig(self, tasks)

    monkeypatch.setattr(R._State, "_main_task", spy)
    extractor.extract(Paper(id="t", abstract=text))
    return seen.get("c", [])


# the second sentence gives the noun-phrase rules a task, so that the statement is
# read as evidence beside it (not by the fallback that runs without any task)
LATER = " We evaluate it on image classification benchmarks."


@pytest.mark.parametrize("sentence, phrase", [
    ("We study the generalization properties of sparse kernel regression.",
     "generalization properties of sparse kernel regression"),
    ("In this paper, we analyze the training dynamics of sparse expert routing with noisy gates.",
     "training dynamics of sparse expert routing"),  # (the setting "with noisy gates" is left out)
])
def test_an_aspect_of_the_studied_object_is_stated_whole(extractor, monkeypatch, sentence, phrase):
    cands = _candidates(extractor, sentence + LATER, monkeypatch)
    assert (phrase, "task-statement", ["study"]) in cands
    monkeypatch.setattr(RT, "STATEMENT_ASPECTS", False)
    assert all(text != phrase for text, _, _ in _candidates(extractor, sentence + LATER, monkeypatch))


@pytest.mark.parametrize("sentence", [
    "We study the sample complexity of the problem.",  # the complement refers back
    "We investigate the performance of offline planning algorithms.",  # the object is a means
    "We study the convergence behavior of the classical temporal-difference (TD) learning rule.",  # cut inside
    "We study the generalization of sparse kernel regression.",  # no aspect head: the older rules read it
])
def test_no_aspect_statement(extractor, monkeypatch, sentence):
    cands = _candidates(extractor, sentence + LATER, monkeypatch)
    on = {text for text, rule, _ in cands if rule == "task-statement"}
    monkeypatch.setattr(RT, "STATEMENT_ASPECTS", False)
    off = {text for text, rule, _ in _candidates(extractor, sentence + LATER, monkeypatch) if rule == "task-statement"}
    assert on == off


def test_an_approach_gerund_keeps_the_of_complement(extractor, monkeypatch):
    text = ("We present a new approach for learning compact representations of street scenes."
            " It is evaluated on semantic segmentation benchmarks.")
    cands = _candidates(extractor, text, monkeypatch)
    assert ("learning compact representations of street scenes", "task-approach-clause") in \
        [(t, r) for t, r, _ in cands]
    monkeypatch.setattr(RK, "APPROACH_GERUND_OF", False)
    # session 35's span rule gives any gerund's object its "of" complement: off, to see this switch alone
    monkeypatch.setattr(R, "GERUND_OBJECT_COMPLEMENT_END", False)
    cands = _candidates(extractor, text, monkeypatch)
    assert ("learning compact representations", "task-approach-clause") in [(t, r) for t, r, _ in cands]


def test_an_approach_gerund_leaves_a_model_complement(extractor, monkeypatch):
    text = ("We present a new approach for quantifying predictive uncertainty of neural network models."
            " It is evaluated on semantic segmentation benchmarks.")
    cands = _candidates(extractor, text, monkeypatch)
    assert ("quantifying predictive uncertainty", "task-approach-clause") in [(t, r) for t, r, _ in cands]


def test_an_approach_gerund_leaves_a_named_complement(extractor, monkeypatch):
    text = ("We present a new approach for calibrating confidence scores of GraphSAGE."
            " It is evaluated on semantic segmentation benchmarks.")
    texts = [t for t, r, _ in _candidates(extractor, text, monkeypatch) if r == "task-approach-clause"]
    assert texts == ["calibrating confidence scores"]
