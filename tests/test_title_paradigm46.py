"""A learning paradigm that the title narrows is the title's narrower phrase (session 46).

``TitleTaskRules._title_specific_main`` (``kg.extract.roles_title``) made the title's
"<modifiers> <main task>" the main task only where the abstract also writes the modifiers.
With :data:`TITLE_SPECIFIC_PARADIGM`, a main task of two words ending in "learning" /
"modeling" takes one or two title modifiers without that confirmation ("Multi-Agent
Reinforcement Learning" for the abstract's "reinforcement learning"). Not for grading or
property words, also inside a compound ("Communication-Efficient"), nor after "to" ("Learning
to Stabilize ..."). Titles and abstracts are written for these tests.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_title as RT
from kg.records import Paper


@pytest.fixture(scope="module")
def extractor():
    from kg.extract import Extractor
    return Extractor()


RL = ("Reinforcement learning is a powerful tool for control. We propose PlanDiff, a planner that "
      "uses a denoising model. PlanDiff improves returns on three benchmarks.")
REP = ("Representation learning is a key step for graph tasks. We propose WalkRep, an encoder that "
       "uses random walks. WalkRep improves accuracy on three benchmarks.")
FED = ("Federated learning trains models across many clients. We propose SparseFed, a method that "
       "sends sparse updates. SparseFed cuts traffic on three benchmarks.")


def _main(extractor, title: str, text: str):
    ex = extractor.extract(Paper(id="t", abstract=text, title=title))
    mains = [m for m in ex.mentions if m.type == "Task" and m.main]
    return mains[0] if mains else None


@pytest.mark.parametrize("title, text, task", [
    ("Diffusion Planners for Multi-Agent Reinforcement Learning", RL, "Multi-Agent Reinforcement Learning"),
    ("Sparse Graph Representation Learning with Random Walks", REP, "Sparse Graph Representation Learning"),
])
def test_title_narrows_the_paradigm(extractor, title, text, task):
    m = _main(extractor, title, text)
    assert m is not None and m.text == task and m.source == "title"


@pytest.mark.parametrize("title, text, task", [
    ("Communication-Efficient Federated Learning with Sparse Updates", FED, "Federated learning"),
    ("Learning to Stabilize Offline Reinforcement Learning", RL, "Reinforcement learning"),
    ("Adaptive Federated Learning with Sparse Updates", FED, "Federated learning"),
])
def test_grades_properties_and_verbs_do_not_narrow(extractor, title, text, task):
    m = _main(extractor, title, text)
    assert m is not None and m.text == task and m.source == "abstract"


def test_switch_off_keeps_the_abstract_paradigm(extractor, monkeypatch):
    monkeypatch.setattr(RT, "TITLE_SPECIFIC_PARADIGM", False)
    m = _main(extractor, "Diffusion Planners for Multi-Agent Reinforcement Learning", RL)
    assert m is not None and m.text == "Reinforcement learning"


@pytest.mark.parametrize("words, ok", [
    (["reinforcement", "learning"], True),
    (["Generative", "Modeling"], True),
    (["learning"], False),
    (["offline", "reinforcement", "learning"], False),
    (["image", "classification"], False),
])
def test_learning_paradigm(words, ok):
    assert RT._learning_paradigm(words) is ok
