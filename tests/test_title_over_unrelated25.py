"""The title's problem over a weak, unrelated main task of the abstract (session 25).

When the abstract's main task is only background (no statement tag), comes from a rule
of low main-task precision (``WEAK_MAIN_RULES``) and the title holds none of its content
words, the problem the title states is the main task (``TITLE_MAIN_OVER_UNRELATED``).
Titles and abstracts here are written for these tests.
"""
from __future__ import annotations

import pytest

import kg.extract.roles as R
from kg.records import Paper, plain_title

#: An abstract whose only task ("image classification") is background of the opening.
BACKGROUND = ("Many teams evaluate vision models on image classification. We introduce QuillNet, which "
              "relies on a small adapter and a contrastive loss. QuillNet improves results on three "
              "public datasets.")
#: An abstract that states its problem ("We address ...").
STATED = ("We address image classification under label noise. We introduce QuillNet, which relies on "
          "a small adapter and a contrastive loss. QuillNet improves results on three public datasets.")


@pytest.fixture(scope="module")
def extractor():
    from kg.extract import Extractor
    return Extractor()


def _main(extractor, title: str, text: str):
    ex = extractor.extract(Paper(id="t", abstract=text, title=title))
    mains = [m for m in ex.mentions if m.main and m.type == "Task"]
    assert len(mains) <= 1
    return ex, (mains[0] if mains else None)


def test_the_title_problem_replaces_an_unrelated_background_task(extractor):
    title = "QuillNet: Adapter Tuning for Robust Caption Generation"
    ex, m = _main(extractor, title, BACKGROUND)
    assert m is not None and m.source == "title" and m.rule == "task-title-main"
    assert m.text == "Robust Caption Generation"
    assert plain_title(title)[m.start:m.end] == m.text
    # the abstract's task stays a task, no longer the main one
    assert [x.text for x in ex.mentions if x.type == "Task" and not x.main] == ["image classification"]


def test_the_abstract_task_stays_when_the_title_names_it(extractor):
    _, m = _main(extractor, "QuillNet: Adapter Tuning for Robust Image Classification", BACKGROUND)
    assert m is not None and m.source == "abstract" and m.text == "image classification"


def test_the_abstract_task_stays_when_the_abstract_states_it(extractor):
    _, m = _main(extractor, "QuillNet: Adapter Tuning for Robust Caption Generation", STATED)
    assert m is not None and m.source == "abstract" and m.text == "image classification"


def test_switch_off_keeps_the_abstract_task(extractor, monkeypatch):
    monkeypatch.setattr(R, "TITLE_MAIN_OVER_UNRELATED", False)
    _, m = _main(extractor, "QuillNet: Adapter Tuning for Robust Caption Generation", BACKGROUND)
    assert m is not None and m.source == "abstract" and m.text == "image classification"


def test_weak_main_rules_leave_the_statement_rules_out():
    assert "task-np" in R.WEAK_MAIN_RULES and "task-stated-problem" not in R.WEAK_MAIN_RULES
