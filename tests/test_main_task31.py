"""The title's statement of purpose against a task the title names elsewhere
(kg.extract.roles_main.prefer_title_problem, TITLE_PURPOSE_OVER_PLAIN, session 31).
Titles and sentences are written for these tests."""
from __future__ import annotations

import pytest

from kg.extract import roles_main
from kg.extract.roles_main import TaskEvidence, prefer_title_problem
from tests.factories import main_task, run


def ev(key: str, *tags: str, start: int = 0, sentence: int = 0) -> TaskEvidence:
    return TaskEvidence(key, sentence, frozenset(tags), len(key.split()), start)


def test_the_title_purpose_beats_a_task_the_title_names_as_its_means():
    # "Kernel Meta-Learning for Few-Shot Segmentation": the opening field is named in the title
    evidence = [ev("learning meta", "opening", "subject", "title"),
                ev("few segmentation shot", "prep", "title", "title-problem", "title-purpose", start=60)]
    keys = {e.key for e in evidence}
    assert prefer_title_problem("learning meta", evidence, keys) == "few segmentation shot"


def test_the_switch_off_keeps_the_plain_title_task(monkeypatch):
    evidence = [ev("learning meta", "opening", "subject", "title"),
                ev("few segmentation shot", "prep", "title", "title-problem", "title-purpose", start=60)]
    monkeypatch.setattr(roles_main, "TITLE_PURPOSE_OVER_PLAIN", False)
    assert prefer_title_problem("learning meta", evidence, {e.key for e in evidence}) == "learning meta"


def test_a_plain_title_problem_does_not_displace_a_plain_title_task():
    # "Shared Memory in Multi-Agent Planning": neither task is the title's purpose
    evidence = [ev("agent multi planning", "opening", "subject", "title"),
                ev("memory shared", "subject", "title", "title-problem", start=80, sentence=1)]
    assert prefer_title_problem("agent multi planning", evidence, {e.key for e in evidence}) == \
        "agent multi planning"


def test_a_best_task_in_the_title_purpose_keeps_its_place():
    evidence = [ev("detection object", "opening", "title", "title-purpose"),
                ev("detection few object shot", "prep", "title-problem", "title-purpose", start=70)]
    # broader best gives way (unchanged rule); a stated best with its own purpose stays
    assert prefer_title_problem("detection object", evidence, {e.key for e in evidence}) == \
        "detection few object shot"
    evidence = [ev("depth estimation", "opening", "title", "title-purpose"),
                ev("completion scene", "prep", "title-problem", "title-purpose", start=70)]
    assert prefer_title_problem("depth estimation", evidence, {e.key for e in evidence}) == "depth estimation"


@pytest.mark.parametrize("flag,expected", [(True, "few-shot segmentation"), (False, "Meta-learning")])
def test_end_to_end_the_title_purpose_is_the_main_task(extractor, monkeypatch, flag, expected):
    # the opening field, named again in the second sentence, ties with the title's purpose
    monkeypatch.setattr(roles_main, "TITLE_PURPOSE_OVER_PLAIN", flag)
    title = "Revisiting Prototype Losses in Metric Meta-Learning for Few-Shot Segmentation"
    text = ("Meta-learning has shown strong results in few-shot segmentation by reusing prior "
            "knowledge across episodes. Prototype losses are a common choice in meta-learning. "
            "We show that their gradients vanish for small objects and propose a rescaled loss "
            "that fixes this.")
    assert main_task(run(extractor, text, title=title)) == expected


def test_a_lone_task_named_outside_the_title_purpose_is_not_stated(monkeypatch):
    from kg.extract.roles_main import prefer_stated, task_scores
    # "Neural Ordinary Differential Equations for Learning Fluid Flows": the model family
    # opens the abstract once; the title's purpose is named in the same sentence
    evidence = [ev("differential equation ordinary", "opening", "opening-subject", "title", "main-sentence"),
                ev("flow fluid", "main-sentence", "title", "title-purpose", start=70)]
    scores = task_scores(evidence)
    first = {e.key: e.start for e in evidence}
    assert scores["differential equation ordinary"] > scores["flow fluid"]
    assert prefer_stated("differential equation ordinary", scores, first, evidence) == "flow fluid"
    monkeypatch.setattr(roles_main, "TITLE_PURPOSE_OVER_PLAIN", False)
    assert prefer_stated("differential equation ordinary", scores, first, evidence) == \
        "differential equation ordinary"


def test_a_title_means_task_does_not_count_as_the_title_purpose():
    from kg.extract.roles_main import prefer_stated, task_scores
    # "Segmentation for Tracking with Graph Matching" style: the means phrase is not the purpose
    evidence = [ev("segmentation video", "opening", "opening-subject", "title"),
                ev("graph matching", "title", "title-purpose", "title-means", start=70)]
    scores = task_scores(evidence)
    first = {e.key: e.start for e in evidence}
    assert prefer_stated("segmentation video", scores, first, evidence) == "segmentation video"
