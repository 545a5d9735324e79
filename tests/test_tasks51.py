"""Session 51 (task51): the noun phrases listed after an evaluation cue name the tasks a
paper is evaluated on (roles_tasks.EVALUATED_LISTS, rule ``task-evaluated``), never evidence
for the main task (roles_main.EVALUATED_TAGS). Sentences written for these tests."""
from __future__ import annotations

import pytest

import kg.extract.roles_tasks as RT
from kg.records import Paper

_OPENING = "We propose a sparse reward model for language agents. "


def _tasks(ex, text, title=None):
    ext = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return {m.text: m for m in ext.mentions if m.type == "Task"}


@pytest.mark.parametrize("sentence, members", [
    # a noun of evaluation right before "on"
    ("Experiments on desalination and long-horizon trip booking show its merits.",
     ["desalination"]),
    # a list of three, "Through evaluations on ..."
    ("Through evaluations on summarization, personalization, and multi-task learning, we show gains.",
     ["personalization", "multi-task learning"]),
    # a verb of evaluation with its object before "on"
    ("We evaluate our agent on irrigation scheduling and transliteration.",
     ["irrigation scheduling", "transliteration"]),
    # "both" after the preposition is skipped
    ("Results on both pollination and segmentation confirm it.", ["pollination"]),
])
def test_evaluated_list_members_are_tasks(ex, monkeypatch, sentence, members):
    found = _tasks(ex, _OPENING + sentence)
    for m in members:
        assert m in found and found[m].rule in ("task-evaluated", "task-conjunct", "task-np", "task-gazetteer"), m
    assert any(found[m].rule == "task-evaluated" for m in members)
    monkeypatch.setattr(RT, "EVALUATED_LISTS", False)
    off = _tasks(ex, _OPENING + sentence)
    assert not any(m.rule == "task-evaluated" for m in off.values())
    assert any(m not in off for m in members)


@pytest.mark.parametrize("sentence, refused", [
    # data, benchmarks and names are no tasks (since session 57 the walk passes over them to
    # the members after a joiner, EVALUATED_LIST_PASS_OVER: tests/test_evaluated_lists57.py)
    ("Experiments on CIFAR-10 and ImageNet show its merits.", "CIFAR-10"),
    # one-word modifiers that share the plural head of the list's last phrase
    ("We evaluate our agent on vision and language models.", "vision"),
    ("We validate the bound on real-world citation, pollination, and online social networks.", "pollination"),
    # a name that the trimming of "multiple" would cut
    ("Experiments on multiple instance learning show its merits.", "instance learning"),
    # no evaluation cue before "on"
    ("We focus on desalination and transliteration.", "transliteration"),
    # a verb of study is no cue: its object is not what is evaluated
    ("We investigate the recent emphasis on desalination and transliteration.", "transliteration"),
])
def test_evaluated_list_refusals(ex, sentence, refused):
    found = _tasks(ex, _OPENING + sentence)
    assert not (refused in found and found[refused].rule == "task-evaluated")


def test_evaluated_task_is_never_the_main_task(ex):
    # the only task of the text is what the agent is evaluated on: no main task from it
    text = _OPENING + "Experiments on desalination and transliteration show its merits."
    found = _tasks(ex, text)
    assert found["desalination"].rule == "task-evaluated"
    assert not found["desalination"].main and not found["transliteration"].main


def test_existing_task_keeps_its_evidence(ex):
    # a member that another rule found already gets no second, evaluated, candidate
    text = ("We study image segmentation under label noise. "
            "Experiments on image segmentation and desalination show its merits.")
    found = _tasks(ex, text)
    assert found["image segmentation"].rule != "task-evaluated"
    assert found["image segmentation"].main
    assert found["desalination"].rule == "task-evaluated"


def test_one_nominal_after_an_evaluation_cue(ex, monkeypatch):
    # a one-word nominalisation that no task list names is a task after "evaluated on" (the
    # walk from a task refuses it, tests/test_tasks31.py)
    text = "Our renderer is evaluated on garment segmentation and sparsification."
    assert _tasks(ex, text)["sparsification"].rule == "task-evaluated"
    monkeypatch.setattr(RT, "EVALUATED_LISTS", False)
    assert "sparsification" not in _tasks(ex, text)


def test_one_generic_task_word_is_left_to_the_list_rules(ex):
    # "classification" alone is a generic noun: the walk from a task keeps it (task-conjunct)
    text = "We introduce a compact backbone. Experiments on object detection, classification, and denoising help."
    found = _tasks(ex, text)
    assert found["classification"].rule == "task-conjunct"
