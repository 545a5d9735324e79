"""Task rules of session 16 (sentences and titles written for these tests).

* A problem that the paper's own verb of study frames ("We consider the problem of X")
  is the problem studied (``TaskRules._stated_problems``, switch
  :data:`kg.extract.roles_tasks.STUDIED_PROBLEM_OF`; tags ``framed`` and ``study``), not
  one met on the way; not when a determiner follows "of" ("the problem of a buyer
  with ...": a thing) or the phrase is cut inside a coordination.
* A title's "M for <gerund> <model family>" ("... for Pruning Language Models") states
  an activity on the models as its purpose; only "M for <model family>" ("Efficient
  Exploration for LLMs", "... for Spiking Neural Networks") makes M the problem
  (:func:`kg.extract.roles_main._model_purpose`).
"""
from __future__ import annotations

from kg.extract import roles_tasks
from kg.extract.roles_main import title_problem_phrases, title_roles
from tests.factories import main_task, run, tasks

_SAMPLING = ("We consider the problem of sampling text from a constrained language model. This arises "
             "when decoding under soft constraints. We propose a gradient-based sampler and study its "
             "properties. Through experiments on various forms of text generation, we show more fluent text.")


def _purposes(title: str) -> list[tuple]:
    r = title_roles(title)
    return [p.words for p in title_problem_phrases([w for w, _ in r], [x for _, x in r])]


def test_the_studied_problem_is_the_main_task(extractor):
    ex = run(extractor, _SAMPLING)
    assert main_task(ex) == "sampling text from a constrained language model"
    assert "text generation" in tasks(ex)


def test_the_switch_turns_the_studied_problem_off(extractor, monkeypatch):
    monkeypatch.setattr(roles_tasks, "STUDIED_PROBLEM_OF", False)
    ex = run(extractor, _SAMPLING)
    assert main_task(ex) == "text generation"


def test_a_problem_named_without_a_verb_of_study_stays_secondary(extractor):
    text = ("The problem of matching shapes under partial views has been studied. We propose "
            "ShapeNetX, a solver for object detection.")
    ex = run(extractor, text)
    assert main_task(ex) == "object detection"


def test_a_coordination_cut_is_not_the_studied_problem(extractor):
    text = ("We study the problems of sequential two-sample and independence testing. We propose "
            "betting strategies for hypothesis testing.")
    ex = run(extractor, text)
    assert main_task(ex) == "hypothesis testing"


def test_a_gerund_purpose_on_a_model_family_is_the_title_problem():
    assert _purposes("Sparse Low-Rank Adapters for Pruning Language Models") == [
        ["pruning", "language", "models"]]
    assert _purposes("Reward Shaping for Aligning LLMs") == [["aligning", "llms"]]


def test_a_plain_model_family_purpose_keeps_the_means_as_problem():
    assert _purposes("Efficient Exploration for LLMs") == [["efficient", "exploration"]]
    assert _purposes("Surrogate Gradient Training for Spiking Neural Networks") == [
        ["surrogate", "gradient", "training"]]
