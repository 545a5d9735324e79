"""Main task of session 52 (kg.extract.roles_title, ``_title_modifier_main``): the abstract's
main task takes the one modifier that the title writes right before the task's first word
("Hand Pose Priors" in the title, "hand pose estimation" in the abstract) when the abstract
writes that modifier before the whole task too, where the title does not write the whole
task (so that ``_title_specific_main`` finds nothing). Sentences and titles are written for
these tests."""
from __future__ import annotations

from kg.extract import roles_title
from tests.factories import main_task, run

POSE = ("Pose estimation from a single camera remains difficult when fingers overlap. We propose a "
        "temporal prior for pose estimation that smooths joints across frames. {} our prior lowers "
        "the joint error on two datasets.")
TITLE = "Learning Temporal {} Pose Priors from Monocular Video"


def test_title_word_before_the_task_narrows_the_main_task(extractor):
    ex = run(extractor, POSE.format("On hand pose estimation,"), title=TITLE.format("Hand"))
    assert main_task(ex) == "hand pose estimation"
    m = next(m for m in ex.mentions if m.main)
    assert m.source == "abstract" and m.rule == "task-title-modifier"
    assert ex.clean.text[m.start:m.end] == "hand pose estimation"
    # the general task stays a task of the paper, not the main one
    assert any(t.text.lower() == "pose estimation" and not t.main for t in ex.mentions if t.type == "Task")


def test_switch_off_keeps_the_general_task(extractor, monkeypatch):
    monkeypatch.setattr(roles_title, "TITLE_MODIFIER_MAIN", False)
    ex = run(extractor, POSE.format("On hand pose estimation,"), title=TITLE.format("Hand"))
    assert main_task(ex).lower() == "pose estimation"


def test_no_title_modifier_keeps_the_general_task(extractor):
    # the abstract writes "hand pose estimation", but the title writes no word before "Pose"
    ex = run(extractor, POSE.format("On hand pose estimation,"), title="Learning Temporal Priors from Video")
    assert main_task(ex).lower() == "pose estimation"


def test_grading_title_word_does_not_narrow_the_main_task(extractor):
    ex = run(extractor, POSE.format("On efficient pose estimation,"), title=TITLE.format("Efficient"))
    assert main_task(ex).lower() == "pose estimation"


def test_modifier_before_a_method_noun_does_not_narrow_the_main_task(extractor):
    # "hand pose estimation method": the kind of the method, not the task
    ex = run(extractor, POSE.format("Our hand pose estimation method shows that"), title=TITLE.format("Hand"))
    assert main_task(ex).lower() == "pose estimation"


def test_whole_title_task_still_goes_to_the_specific_rule(extractor):
    # the title writes the whole task at its end: the session 31 rule reads it first
    ex = run(extractor, POSE.format("On hand pose estimation,"),
             title="Temporal Priors for Hand Pose Estimation")
    m = next(m for m in ex.mentions if m.main)
    assert m.text.lower() == "hand pose estimation" and m.rule != "task-title-modifier"
