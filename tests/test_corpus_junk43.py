"""Precision rules of session 43 (junk43), from a reading of corpus builds rather than gold
misses. Every sentence is written for these tests ("ZorbClip", "FooScore", "ZorbTalk" are made up).

* naming clause (kg/extract/roles_proposals.py, :data:`~kg.extract.roles_proposals.NAMING_CLAUSE_DESCRIPTORS`):
  the words read before "termed" / "called" to type a proposed name stop at the finite verb
  of its clause, so "To address this challenge, we propose an operation termed X" no longer
  makes X a benchmark through "challenge"; a data noun in the clause still does;
* fronted "In" (kg/extract/roles_datasets.py, :data:`~kg.extract.roles_datasets.FRONTED_IN_NO_LIST`):
  "In recent years, data quality has ..." is no list of measures ("years" was a metric);
* organisations (kg/extract/roles.py, :data:`~kg.extract.roles.ORGANISATIONS_NOT_METHODS`):
  "GPT-3.5 from OpenAI", "via OpenAI's APIs": the maker is no method used or compared;
* attributive compounds (kg/extract/roles_tasks.py, :data:`~kg.extract.roles_tasks.HYPHEN_MODIFIER_NO_TASK`):
  "in noisy real-world settings" gave the task "noisy real-world" once "settings" was cut;
"""
from __future__ import annotations

import pytest

import kg.extract.roles as roles
import kg.extract.roles_datasets as roles_datasets
import kg.extract.roles_proposals as roles_proposals
import kg.extract.roles_tasks as roles_tasks
from kg.records import Paper

OPERATION = ("To address this persistent challenge, we propose a simple operation termed Zorb Gradient "
             "Clipping (ZGC) that plugs into existing image generators.")
MEASURE = ("To tackle this challenge, we propose a contribution scoring metric called federated zorb "
           "value (FooScore) built on classic cooperative game theory.")
LOSSES = ("We prove that wide margins help in the linear probing task and suggest new loss functions, "
          "termed margin zorbing (MZ), that encourage wide margins.")
DATASET_CALLED = "We collect a large dataset of forum dialogues, called ZorbTalk, to study persuasion."
WHICH_IS_CALLED = "We build a large benchmark of dialogues, which is called ZorbTalk, for persuasion."
BENCHMARK_CALLED = "To address this challenge, we introduce a new benchmark called ZorbArena with ten games."
FRONTED = "In recent years, label quality has become a central concern for training vision models."
LISTED = "Our sampler wins in accuracy, speed and memory over three baselines."
REAL_WORLD = ("We present ZorbGuard, a filter that reads scene context to resist printed adversarial "
              "stickers in noisy real-world settings.")
HELD_OUT = "We show that the tuned planner transfers to unseen held-out tasks without retraining."
KEPT_HYPHEN = "We study question-answering tasks with very long documents."
MAKER = ("Accuracy falls by 20% when we query GPT-3.5 from OpenAI and Claude 2 from Anthropic, and "
         "fine-tuning via OpenAI's interface costs less than one dollar.")


def _mentions(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return {(m.text, m.type, m.role) for m in e.mentions}


@pytest.mark.parametrize("text,name", [(OPERATION, "ZGC"), (MEASURE, "FooScore"), (LOSSES, "MZ")])
def test_a_problem_noun_of_another_clause_types_nothing(ex, text, name):
    got = _mentions(ex, text)
    assert (name, "Method", "proposed") in got
    assert not any(t == "Dataset" for _, t, _ in got)


def test_a_data_noun_in_the_naming_clause_still_types(ex):
    assert ("ZorbTalk", "Dataset", "benchmark") in _mentions(ex, DATASET_CALLED)
    assert ("ZorbArena", "Dataset", "benchmark") in _mentions(ex, BENCHMARK_CALLED)
    assert ("ZorbTalk", "Dataset", "benchmark") in _mentions(ex, WHICH_IS_CALLED)  # "is": no clause verb


def test_naming_clause_switch_off_gives_the_old_type(ex, monkeypatch):
    monkeypatch.setattr(roles_proposals, "NAMING_CLAUSE_DESCRIPTORS", False)
    assert ("ZGC", "Dataset", "benchmark") in _mentions(ex, OPERATION)


def test_a_fronted_in_phrase_is_no_list_of_measures(ex):
    got = _mentions(ex, FRONTED)
    assert not any(t == "Metric" for _, t, _ in got)


def test_a_list_inside_the_sentence_stays(ex):
    got = {x for x, t, _ in _mentions(ex, LISTED) if t == "Metric"}
    assert {"accuracy", "speed", "memory"} <= got


def test_fronted_switch_off_gives_the_old_output(ex, monkeypatch):
    monkeypatch.setattr(roles_datasets, "FRONTED_IN_NO_LIST", False)
    # session 47's cue for lists after a bare "in" (CUED_IN_MEASURE_LISTS) refuses this list too
    monkeypatch.setattr(roles_datasets, "CUED_IN_MEASURE_LISTS", False)
    got = {x for x, t, _ in _mentions(ex, FRONTED) if t == "Metric"}
    assert "years" in got


def test_an_organisation_is_no_method(ex):
    got = _mentions(ex, MAKER)
    assert not any(x in ("OpenAI", "Anthropic") for x, _, _ in got)
    assert any(x == "GPT-3.5" and t == "Method" for x, t, _ in got)


def test_organisation_switch_off_gives_the_old_output(ex, monkeypatch):
    monkeypatch.setattr(roles, "ORGANISATIONS_NOT_METHODS", False)
    got = _mentions(ex, MAKER)
    assert any(x == "OpenAI" and t == "Method" for x, t, _ in got)


@pytest.mark.parametrize("text,junk", [(REAL_WORLD, "noisy real-world"), (HELD_OUT, "unseen held-out")])
def test_an_attributive_compound_before_a_cut_trailer_is_no_task(ex, text, junk):
    tasks = {x for x, t, _ in _mentions(ex, text) if t == "Task"}
    assert junk not in tasks
    assert not any(x.endswith(("real-world", "held-out")) for x in tasks)


def test_a_nominal_hyphen_head_stays_a_task(ex):
    tasks = {x for x, t, _ in _mentions(ex, KEPT_HYPHEN) if t == "Task"}
    assert "question-answering" in tasks


def test_attributive_switch_off_gives_the_old_output(ex, monkeypatch):
    monkeypatch.setattr(roles_tasks, "HYPHEN_MODIFIER_NO_TASK", False)
    # (session 44's rule drops "noisy real-world" before "settings" as well: off too)
    monkeypatch.setattr(roles, "SETTING_DESCRIPTIONS_NOT_TASKS", False)
    tasks = {x for x, t, _ in _mentions(ex, REAL_WORLD) if t == "Task"}
    assert "noisy real-world" in tasks

