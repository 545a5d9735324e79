"""Session 24 title rules for the main task: a title purpose headed by an activity noun that
may also name a means ("... for Data Augmentation") is a task where the abstract repeats it
(roles_title.TitleTaskRules._title_purpose_tasks, switch TITLE_PURPOSE_ACTIVITY; not for a
mechanism noun, _MECHANISM_NOUNS). Sentences written for these tests."""
from __future__ import annotations

import pytest

import kg.extract.roles_title as RTI
from kg.records import Paper


@pytest.fixture(scope="module")
def ex(extractor):
    """The session's shared extraction pipeline (tests/conftest.py)."""
    return extractor


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
    tasks, methods, main = _extract(ex, _TEXT, _TITLE)
    assert "speech data augmentation" in methods
    assert main != "speech data augmentation"


def test_a_mechanism_noun_is_no_purpose(ex):
    text = ("Guided sampling steers pretrained generators without retraining. We study training-free "
            "conditional diffusion methods and apply them to image inpainting.")
    tasks, _, _ = _extract(ex, text, "Spherical Guidance for Conditional Diffusion")
    assert "conditional diffusion" not in tasks
