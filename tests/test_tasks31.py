"""Session 31 (tasks18): wider members of a coordination with a task
(roles_tasks.CONJUNCT_WIDE_MEMBERS, TaskRules._wide_member). Sentences written for these tests."""
from __future__ import annotations

import pytest

import kg.extract.roles_tasks as RT
from kg.records import Paper


def _tasks(ex, text):
    ext = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return dict((m.text, m.rule) for m in ext.mentions if m.type == "Task")


@pytest.mark.parametrize("text, member", [
    # a hyphenated compound counts one word ("base-to-novel": five tokens)
    ("The sampler was used in protein docking, base-to-novel transfer and more.", "base-to-novel transfer"),
    # an "A-to-B" compound names a conversion
    ("The decoder is tested on image captioning and sketch-to-photo.", "sketch-to-photo"),
    # a task acronym of the field heads the member
    ("We test the agents on object detection and tabular QA.", "tabular QA"),
    # "attacks" after a modifier
    ("We measure robustness to data poisoning and trigger-injection attacks.", "trigger-injection attacks"),
    # a hyphenated nominalisation that the tagger reads as an adjective or a verb
    ("The encoder transfers well to object detection, sketch-colorizing and more.", "sketch-colorizing"),
    # one word that the Papers with Code task list names
    ("Our renderer is evaluated on garment segmentation and animation.", "animation"),
])
def test_wide_members_are_tasks(ex, monkeypatch, text, member):
    # (session 51: "evaluated / tested on" also opens an evaluated list, task51's rule; off here,
    # where the walk from a task is tested)
    monkeypatch.setattr(RT, "EVALUATED_LISTS", False)
    assert _tasks(ex, text).get(member) == "task-conjunct"
    monkeypatch.setattr(RT, "CONJUNCT_WIDE_MEMBERS", False)
    assert member not in _tasks(ex, text)


def test_one_word_not_in_the_task_list_is_no_member(ex, monkeypatch):
    # "sparsification" is a nominalisation, but no task that Papers with Code lists (session 51:
    # after "evaluated on" it is one by EVALUATED_LISTS, tests/test_tasks51.py; off here)
    monkeypatch.setattr(RT, "EVALUATED_LISTS", False)
    assert "sparsification" not in _tasks(ex, "Our renderer is evaluated on garment segmentation and sparsification.")


def test_model_name_before_an_acronym_is_refused(ex):
    # "BERT QA": a word of capitals before the acronym names a model
    assert "BERT QA" not in _tasks(ex, "Our renderer is evaluated on garment segmentation and BERT QA.")


def test_listed_task_words_are_single_words():
    words = RT._listed_task_words()
    assert "animation" in words and all(" " not in w for w in words)


@pytest.mark.parametrize("text, member", [
    # a gerund that the tagger reads as a verb, followed by a list joiner
    ("We evaluate the encoder on image classification, denoising and outpainting.", "denoising"),
    # ... or by the sentence end
    ("The parsed pages help downstream uses like page classification, duplicate detection, and recipe clustering.",
     "recipe clustering"),
    # a short name of a class of problems
    ("The bounds cover stochastic shortest path problems and Markov decision processes.", "Markov decision processes"),
])
def test_gerund_and_problem_class_members_are_tasks(ex, monkeypatch, text, member):
    assert _tasks(ex, text).get(member) == "task-conjunct"
    monkeypatch.setattr(RT, "CONJUNCT_GERUNDS", False)
    assert member not in _tasks(ex, text)


def test_participle_clause_and_long_process_are_no_members(ex):
    assert list(_tasks(ex, "The sampler was evaluated on image denoising, showing strong results.")) == \
        ["image denoising"]
    t = _tasks(ex, "The bounds cover stochastic shortest path problems and slow cortical knowledge acquisition processes.")
    assert not any("processes" in x for x in t)


def test_task_name_before_a_suite_noun_is_a_task(ex, monkeypatch):
    text = "Numerical tests on two large continual learning benchmarks show the gains."
    t = _tasks(ex, text)
    assert t.get("continual learning") == "task-gazetteer"  # "large" grades the benchmarks
    monkeypatch.setattr(RT, "GAZETTEER_SUITES", False)
    assert "continual learning" not in _tasks(ex, text)


def test_a_thing_before_a_suite_noun_is_no_task(ex):
    assert not _tasks(ex, "Results on three time series datasets show the gains.")
