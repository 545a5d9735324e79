"""The list walk after an evaluation cue passes over a listed phrase that names no process
(session 57, ``EVALUATED_LIST_PASS_OVER``).

Session 51's rule (``task-evaluated``) reads the noun phrases listed after "experiments on",
"evaluations across", "we evaluate X on" as the tasks a paper is evaluated on, but stopped at
the first listed phrase that names no process ("mathematical problems": a plural count noun),
so the tasks after it were lost. The walk now passes over such a phrase when a list joiner
follows it; the phrase itself stays no task. Abstracts are written for these tests.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_tasks as RT
from kg.records import Paper

#: The first listed phrase ("puzzle problems") is a plural count noun, no process.
COUNT_FIRST = ("We present GlintNet, a sparse reasoning module for language models. Experiments on "
               "puzzle problems and multi-hop question answering show consistent gains over strong baselines.")
#: A named data set opens the list, two processes follow it.
DATA_FIRST = ("We present GlintNet, a sparse adapter for vision transformers. We run experiments on "
              "ImageNet, semantic segmentation and depth estimation, with gains at a lower cost.")
#: No joiner after the refused phrase: the walk stops there, nothing after it is read.
NO_JOINER = ("We present GlintNet, a sparse adapter for vision transformers. We run experiments on "
             "puzzle problems with depth estimation models as baselines.")


@pytest.fixture(scope="module")
def extractor():
    from kg.extract import Extractor
    return Extractor()


def _tasks(extractor, text: str) -> dict:
    ex = extractor.extract(Paper(id="t", abstract=text, title="GlintNet"))
    return {m.text: m.rule for m in ex.mentions if m.type == "Task"}


def test_a_member_after_a_count_noun_is_read(extractor):
    tasks = _tasks(extractor, COUNT_FIRST)
    assert "multi-hop question answering" in tasks
    assert "puzzle problems" not in tasks


def test_members_after_a_data_set_are_read(extractor):
    tasks = _tasks(extractor, DATA_FIRST)
    assert "semantic segmentation" in tasks and "depth estimation" in tasks
    assert "ImageNet" not in tasks


@pytest.mark.parametrize("sentence", [
    # session 51 stopped the walk at the data phrase (tests/test_tasks51.py before session 57)
    "Experiments on synthetic graphs and desalination show its merits.",
    "Experiments on three benchmarks and desalination show its merits.",
])
def test_a_process_after_data_is_read(extractor, sentence):
    tasks = _tasks(extractor, "We present GlintNet, a sparse adapter for graph models. " + sentence)
    assert tasks.get("desalination") == "task-evaluated"
    assert "synthetic graphs" not in tasks and "three benchmarks" not in tasks


def test_the_walk_stops_without_a_joiner(extractor):
    tasks = _tasks(extractor, NO_JOINER)
    assert "puzzle problems" not in tasks
    assert not any(r == "task-evaluated" for r in tasks.values())


def test_switch_off_stops_at_the_first_refused_member(extractor, monkeypatch):
    assert RT.EVALUATED_LIST_PASS_OVER is True
    monkeypatch.setattr(RT, "EVALUATED_LIST_PASS_OVER", False)
    tasks = _tasks(extractor, COUNT_FIRST)
    assert tasks.get("multi-hop question answering") != "task-evaluated"

