"""Task mentions of session 36: a noun compound that the text frames as an issue with an
article ("the modality collapse issue") is a task, never the main task on that evidence alone
(``kg.extract.roles_tasks.TaskRules._issue_tasks``, switch ``ISSUE_TASKS``; tag ``issue`` in
``kg.extract.roles_main.OBJECT_TAGS``). Abstracts are written for these tests."""
from __future__ import annotations

import kg.extract.roles_tasks as T
from tests.factories import task_mains

COLLAPSE = ("We study image segmentation with missing inputs. Multimodal segmenters suffer from the "
            "modality collapse issue when one sensor fails. We propose GateSeg, which keeps accuracy "
            "on two driving benchmarks.")
GRADED = ("We study federated learning across hospitals. Existing methods struggle with the prevalent "
          "label skew issue between clients, and we propose SkewFed to correct it.")
VAGUE = ("We study node classification on large graphs. We address a critical issue of memory and "
         "this issue of speed with a sampler named FastNode.")

_tasks = task_mains


def test_an_issue_is_a_task_but_not_the_main_one(extractor):
    tasks = _tasks(extractor, COLLAPSE)
    assert tasks.get("modality collapse issue") is False
    assert tasks.get("image segmentation") is True


def test_a_grading_adjective_is_cut(extractor):
    tasks = _tasks(extractor, GRADED)
    assert "label skew issue" in tasks
    assert "prevalent label skew issue" not in tasks


def test_a_qualifier_or_an_anaphor_names_no_issue(extractor):
    tasks = _tasks(extractor, VAGUE)
    assert not any(t.endswith("issue") for t in tasks)


def test_the_switch_restores_the_old_output(extractor, monkeypatch):
    monkeypatch.setattr(T, "ISSUE_TASKS", False)
    assert "modality collapse issue" not in _tasks(extractor, COLLAPSE)


MISINFO = ("We study dialogue agents for customer support. Chat models suffer from the misinformation "
           "problem when users ask about prices, and we propose CheckBot to verify answers.")
CONSIDERED = ("We propose SplitSolve for vehicle routing. The considered problem is hard, and the "
              "learning problem behind it is harder.")


def test_a_one_noun_problem_is_a_task_but_not_the_main_one(extractor):
    tasks = _tasks(extractor, MISINFO)
    assert tasks.get("misinformation problem") is False


def test_an_adjective_or_a_method_head_before_problem_is_no_task(extractor):
    tasks = _tasks(extractor, CONSIDERED)
    assert "considered problem" not in tasks and "learning problem" not in tasks


def test_the_one_word_switch_restores_the_old_output(extractor, monkeypatch):
    monkeypatch.setattr(T, "ISSUE_ONE_WORD_PROBLEMS", False)
    assert "misinformation problem" not in _tasks(extractor, MISINFO)
