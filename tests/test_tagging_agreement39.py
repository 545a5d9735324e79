"""Session 39: a present verb form (tag VBP) between a singular noun and a process noun is
the middle of a compound the tagger misread ("3D pose estimation"), and is retagged a noun
(``tagmap.AGREEMENT_NOUNS``); auxiliaries, plural acronyms and coordinated subjects keep
their verb. Sentences are written for these tests."""
from __future__ import annotations

import kg.extract.tagmap as TM
from tests.factories import task_mains

POSE = ("This paper addresses the task of 3D pose estimation for a robot arm holding a tool from one "
        "depth image. We fit a kinematic model to the points.")
HAND = "We propose a method for 3D hand pose estimation from a single RGB image."

_tasks = task_mains  # the shared ``extractor`` fixture is conftest's


def _pos(extractor, text: str, word: str) -> str:
    doc = extractor.nlp(text)
    return next(t.pos_ for t in doc if t.lower_ == word)


def test_a_misread_compound_noun_keeps_the_task_whole(extractor):
    assert "3D pose estimation" in _tasks(extractor, POSE)
    assert "3D hand pose estimation" in _tasks(extractor, HAND)


def test_the_retagged_word_is_a_noun(extractor):
    assert _pos(extractor, HAND, "pose") == "NOUN"


def test_an_auxiliary_keeps_its_verb(extractor):
    assert _pos(extractor, "What role do augmentation strategies play in contrastive training?", "do") != "NOUN"


def test_a_coordinated_subject_keeps_its_verb(extractor):
    text = "Sparsity and quantization improve compression of large networks."
    assert _pos(extractor, text, "improve") != "NOUN"


def test_the_switch_restores_the_old_output(extractor, monkeypatch):
    monkeypatch.setattr(TM, "AGREEMENT_NOUNS", False)
    assert "3D pose estimation" not in _tasks(extractor, POSE)
