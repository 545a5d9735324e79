"""Session 41: a title that opens with its problem and names its means after "with"
(kg/extract/roles.py ``TITLE_HEAD_WITH_OVER_WEAK``, ``_State._title_head_with_means``).
Every sentence is written for these tests ("LunaSketch", "lunar sketches" and the tide
abstracts are made up for them).

* "Multi-Site Tide Forecasting with Lunar Sketches": the title's head phrase is the problem,
  the phrase after "with" its means. An abstract whose main task is weak (no mention states it
  as the paper's problem: "Tide prediction supports ..." is background) gives way to the title's
  problem, as the rule ``task-title-main`` reads it.
* Not for "via" titles, not for a one-word head ("Tide-Forecasting with X"), not with the switch off.
* A title main reading that opens with the conjunction "yet" ("A Simple yet Efficient X") is refused.
"""
from __future__ import annotations

import kg.extract.roles as R
from kg.extract import roles_title as RT
from kg.records import Paper

TIDE = ("Tide prediction supports coastal flood warning at many harbours. Existing gauges record each harbour "
        "separately and miss shared lunar patterns. We present LunaSketch, which compresses the records of all "
        "harbours into lunar sketches and reads future levels from them. Experiments on twelve harbours show lower "
        "error than seasonal baselines.")


def _tasks(ex, text, title):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return [(m.text, m.main, m.rule) for m in e.mentions if m.type == "Task"]


def _main(ex, text, title):
    return [(t, r) for t, main, r in _tasks(ex, text, title) if main]


def test_title_head_before_with_replaces_weak_main(ex):
    assert _main(ex, TIDE, "Multi-Site Tide Forecasting with Lunar Sketches") == [
        ("Multi-Site Tide Forecasting", "task-title-main")]
    # the abstract's phrase stays a task, no longer the main one
    assert ("Tide prediction", False, "task-np") in _tasks(ex, TIDE, "Multi-Site Tide Forecasting with Lunar Sketches")


def test_switch_off_keeps_abstract_main(ex, monkeypatch):
    monkeypatch.setattr(R, "TITLE_HEAD_WITH_OVER_WEAK", False)
    assert _main(ex, TIDE, "Multi-Site Tide Forecasting with Lunar Sketches") == [("Tide prediction", "task-np")]


def test_via_title_keeps_abstract_main(ex):
    assert _main(ex, TIDE, "Multi-Site Tide Forecasting via Lunar Sketches") == [("Tide prediction", "task-np")]


def test_one_word_head_keeps_abstract_main(ex):
    assert _main(ex, TIDE, "Tide-Forecasting with Lunar Sketches") == [("Tide prediction", "task-np")]


def test_yet_opens_no_title_main():
    assert "yet" in RT._TITLE_MAIN_OPENERS
