"""The main task read from the title, session 47 (main47).

Three changes, each behind a switch:

* ``TITLE_MAIN_GERUND_MODEL`` (``TitleTaskRules._title_gerund_model``): for a paper whose
  abstract gives no main task, a title that opens with a gerund whose object is a model
  ("On Calibrating Graph Transformers") states the task with the gerund;
* ``TITLE_SETTING_PURPOSE`` (``roles_main._model_purpose``): "M for <setting>" ("for AI
  Systems", "for Household Robots") reads M as the problem, as "for <model family>" does;
* ``TITLE_NAME_GLOSS_NOT_TASK``: a title task inside the brackets that spell out the
  paper's proposed name ("We propose Orca (Object Relation Captioning for ...)") is the
  name's means, no task.

Titles and abstracts are written for these tests.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_main as RM
import kg.extract.roles_title as RT
from kg.extract.roles_main import title_roles
from kg.records import Paper

from tests.test_title_main25 import _main  # an abstract that names no task; the main task read
from tests.test_title_main25 import extractor  # noqa: F401 (the module's fixture)


@pytest.mark.parametrize("title, task", [
    ("On Calibrating Graph Transformers", "Calibrating Graph Transformers"),
    ("Explaining and Repairing Speech Recognition Networks from a Causal View",
     "Explaining and Repairing Speech Recognition Networks"),        # two gerunds, one object
    ("Auditing GPT-4 with Counterfactual Prompts", "Auditing GPT-4"),  # one name-shaped word
    ("Compressing Speech Encoders and Audio Decoders", "Compressing Speech Encoders and Audio Decoders"),
    ("Enhancing GCN From the Spectral Perspective", "Enhancing GCN"),   # the viewpoint left out
])
def test_gerund_and_model_object_is_the_main_task(extractor, title, task):  # noqa: F811
    m = _main(extractor, title)
    assert m is not None and m.text == task
    assert m.rule == "task-title-main" and m.source == "title"


@pytest.mark.parametrize("title", [
    "Smoothing Operator via Heat Kernels",     # one means noun: a compound, no gerund and object
    "Rethinking Vision Transformers",          # a gerund of revision
    "Leveraging Pretrained Language Models",   # a gerund of means
    "Building Sparse Retrieval Models",        # the making of the paper's own model
])
def test_gerund_reading_refuses_compounds_and_means(extractor, title):  # noqa: F811
    assert _main(extractor, title) is None


def test_gerund_reading_switch(extractor, monkeypatch):  # noqa: F811
    monkeypatch.setattr(RT, "TITLE_MAIN_GERUND_MODEL", False)
    assert _main(extractor, "On Calibrating Graph Transformers") is None


def test_setting_purpose_roles(monkeypatch):
    roles = dict(title_roles("Fault Diagnosis for Household Robots"))
    assert roles["fault"] == roles["diagnosis"] == "purpose"
    assert roles["household"] == roles["robots"] == "plain"
    # "systems" is a setting only behind model modifiers or AI / ML: "Recommender Systems" is a field
    assert dict(title_roles("Fair Scheduling for AI Systems"))["scheduling"] == "purpose"
    assert dict(title_roles("A Simulator for Recommender Systems"))["recommender"] == "purpose"
    assert dict(title_roles("A Simulator for Recommender Systems"))["simulator"] == "means"
    monkeypatch.setattr(RM, "TITLE_SETTING_PURPOSE", False)
    assert dict(title_roles("Fault Diagnosis for Household Robots"))["robots"] == "purpose"


@pytest.mark.parametrize("title, task", [
    ("Fault Diagnosis for Household Robots", "Fault Diagnosis"),
    ("Fair Scheduling for AI Systems", "Fair Scheduling"),
    ("A Simulator for Recommender Systems", "Recommender Systems"),
])
def test_setting_purpose_main_task(extractor, title, task):  # noqa: F811
    m = _main(extractor, title)
    assert m is not None and m.text == task


GLOSS = ("We propose Orca (Object Relation Captioning for Household Robots), a captioner built on a "
         "small adapter. Orca improves results on three public datasets.")
GLOSS_TITLE = "Orca: Object Relation Captioning for Household Robots"


def _tasks(extractor, text, title):  # noqa: F811
    ex = extractor.extract(Paper(id="g", abstract=text, title=title))
    return [(m.text, m.main) for m in ex.mentions if m.type == "Task"]


def test_name_gloss_is_no_task(extractor):  # noqa: F811
    # neither the name's long form nor the object after its "for" is the main task
    assert _tasks(extractor, GLOSS, GLOSS_TITLE) == []


def test_name_gloss_switch(extractor, monkeypatch):  # noqa: F811
    monkeypatch.setattr(RT, "TITLE_NAME_GLOSS_NOT_TASK", False)
    assert ("Object Relation Captioning", True) in _tasks(extractor, GLOSS, GLOSS_TITLE)


def test_gloss_words_after_for_stay(extractor):  # noqa: F811
    text = ("We propose Lumo (Latent Update Merging for Table Question Answering), built on a small "
            "adapter. Lumo improves results on three public datasets.")
    tasks = _tasks(extractor, text, "Lumo: Latent Update Merging for Table Question Answering")
    assert ("Latent Update Merging", True) not in tasks and ("Latent Update Merging", False) not in tasks
    assert any(t == "Table Question Answering" and main for t, main in tasks)
