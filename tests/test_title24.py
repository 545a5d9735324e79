"""Session 24 title rules for the main task: a title purpose headed by an activity noun that
may also name a means ("... for Data Augmentation") is a task where the abstract repeats it
(roles_title.TitleTaskRules._title_purpose_tasks, switch TITLE_PURPOSE_ACTIVITY; not for a
mechanism noun, _MECHANISM_NOUNS). Sentences written for these tests."""
from __future__ import annotations


import kg.extract.roles as R
import kg.extract.roles_title as RTI
from kg.records import Paper


def _extract(ex, text, title=None):
    ext = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    tasks = [m.text for m in ext.mentions if m.type == "Task"]
    methods = [m.text for m in ext.mentions if m.type == "Method"]
    main = [m.text for m in ext.mentions if m.type == "Task" and m.main]
    return tasks, methods, (main[0] if main else None)


_TEXT = ("Small audio corpora limit keyword spotting. In this work, we aim to characterize the "
         "sample complexity of speech data augmentation. We then design a simple mixing rule.")
_TITLE = "Spectral Mixing for Speech Data Augmentation"


def test_an_activity_purpose_is_the_main_task(ex):
    tasks, methods, main = _extract(ex, _TEXT, _TITLE)
    assert "speech data augmentation" in tasks
    assert "speech data augmentation" not in methods
    assert main == "speech data augmentation"


def test_the_switch_turns_it_off(ex, monkeypatch):
    monkeypatch.setattr(RTI, "TITLE_PURPOSE_ACTIVITY", False)
    # (session 42: the title's technique would otherwise come back as the main task,
    # R.TITLE_METHOD_MAIN; switched off too to test this switch alone)
    monkeypatch.setattr(R, "TITLE_METHOD_MAIN", False)
    tasks, methods, main = _extract(ex, _TEXT, _TITLE)
    assert "speech data augmentation" in methods
    assert main != "speech data augmentation"


def test_a_mechanism_noun_is_no_purpose(ex):
    text = ("Guided sampling steers pretrained generators without retraining. We study training-free "
            "conditional diffusion methods and apply them to image inpainting.")
    tasks, _, _ = _extract(ex, text, "Spherical Guidance for Conditional Diffusion")
    assert "conditional diffusion" not in tasks


# --- "An X Approach to T": "to" after a noun of means states the purpose (roles_main.title_roles,
# switch TITLE_APPROACH_TO)

import kg.extract.roles_main as RM  # noqa: E402

_APPROACH_TITLE = "A Sparse Coding Approach to Few-Shot Speaker Verification"
_APPROACH_TEXT = ("Speaker recognition systems need many enrolment clips per person. Few-shot speaker "
                  "verification with two clips per person is the setting of this work. A dictionary model "
                  "outperforms metric learning baselines on two corpora.")


def test_approach_to_reads_as_a_purpose():
    roles = dict(RM.title_roles(_APPROACH_TITLE))
    assert roles["sparse"] == "means" and roles["approach"] == "means"
    assert roles["speaker"] == "purpose" and roles["verification"] == "purpose"
    # an infinitive after a noun of means too; "to" elsewhere is no cue
    assert dict(RM.title_roles("A Simple Method to Accelerate Speculative Decoding"))["decoding"] == "purpose"
    assert dict(RM.title_roles("Learning to Rank Documents"))["rank"] == "plain"


def test_approach_to_title_purpose_is_the_main_task(ex):
    _, _, main = _extract(ex, _APPROACH_TEXT, _APPROACH_TITLE)
    assert main == "Few-shot speaker verification"


def test_approach_to_switch_off(ex, monkeypatch):
    monkeypatch.setattr(RM, "TITLE_APPROACH_TO", False)
    # (prefer_stated would still pick the phrase the title names, as a plain title phrase)
    monkeypatch.setattr(RM, "STATED_OVER_LONE", False)
    assert dict(RM.title_roles(_APPROACH_TITLE))["verification"] == "plain"
    _, _, main = _extract(ex, _APPROACH_TEXT, _APPROACH_TITLE)
    assert main != "Few-shot speaker verification"


# --- "M for <gerund> <object>": the gerund phrase the abstract repeats is the task, whatever the
# object's head (roles_title.TitleTaskRules._title_purpose_tasks, switch TITLE_PURPOSE_GERUND)

_GERUND_TITLE = "Sparse Adapters for Compressing Vision Transformers"
_GERUND_TEXT = ("Compressing vision transformers (ViTs) without retraining remains hard on edge devices. "
                "We insert sparse adapters into each block and prune the rest. Our method keeps accuracy "
                "on two image benchmarks.")


def test_a_gerund_purpose_is_the_main_task(ex):
    tasks, methods, main = _extract(ex, _GERUND_TEXT, _GERUND_TITLE)
    assert main == "Compressing vision transformers"
    assert "vision transformers" in methods  # (the method in its object stays)


def test_a_gerund_purpose_switch_off(ex, monkeypatch):
    monkeypatch.setattr(RTI, "TITLE_PURPOSE_GERUND", False)
    tasks, _, _ = _extract(ex, _GERUND_TEXT, _GERUND_TITLE)
    assert "Compressing vision transformers" not in tasks


def test_a_gerund_purpose_cut_before_of_is_no_task(ex):
    text = ("Learning mixtures of sparse regressions is hard in high dimension. We give new lower bounds "
            "and an algorithm whose cost matches them.")
    tasks, _, _ = _extract(ex, text, "Lower Bounds for Learning Mixtures of Sparse Regressions")
    assert "Learning mixtures" not in tasks


# --- a threat whose every content word the title holds (tag title-words) may be the main task
# (roles_main.choose_main_task, THREAT_TITLE_TAGS)

_THREAT_TITLE = "Removing Planted Backdoors from Image Classifiers by Attack-Agnostic Pruning"
_THREAT_TEXT = ("Deep image classifiers are vulnerable to backdoor attacks. We propose a pruning defense that "
                "removes planted triggers without clean data and keeps accuracy on three benchmarks.")


def test_a_threat_the_title_words_name_is_the_main_task(ex):
    _, _, main = _extract(ex, _THREAT_TEXT, _THREAT_TITLE)
    assert main == "backdoor attacks"


def test_a_threat_without_title_words_is_no_main_task(ex, monkeypatch):
    monkeypatch.setattr(RM, "THREAT_TITLE_TAGS", frozenset({"title-problem", "title"}))
    # (the lenient title reading of session 28 would give the title's own phrase)
    monkeypatch.setattr(RTI, "TITLE_MAIN_AS_WRITTEN", False)
    tasks, _, main = _extract(ex, _THREAT_TEXT, _THREAT_TITLE)
    assert "backdoor attacks" in tasks and main is None


# --- "M for X Analysis": the analysis of a named object is the title's purpose
# (roles_title.TitleTaskRules._title_purpose_tasks, switch TITLE_PURPOSE_ANALYSIS)

_ANALYSIS_TITLE = "A Graph Sampler for Urban Traffic Analysis"
_ANALYSIS_TEXT = ("Urban traffic analysis has been studied for decades with loop detectors. We release a sampler "
                  "that draws road graphs from city maps and show that it reproduces congestion patterns.")


def test_an_analysis_purpose_is_the_main_task(ex):
    _, _, main = _extract(ex, _ANALYSIS_TEXT, _ANALYSIS_TITLE)
    assert main == "Urban traffic analysis"


def test_an_analysis_purpose_switch_off(ex, monkeypatch):
    monkeypatch.setattr(RTI, "TITLE_PURPOSE_ANALYSIS", False)
    tasks, _, _ = _extract(ex, _ANALYSIS_TEXT, _ANALYSIS_TITLE)
    assert "Urban traffic analysis" not in tasks
