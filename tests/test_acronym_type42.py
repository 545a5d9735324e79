"""One type for a learning setting and its acronym, session 42 (kg/extract/roles.py,
:data:`~kg.extract.roles.ACRONYM_ONE_TYPE`, :meth:`~kg.extract.roles._State._one_type_per_acronym`).
Every sentence is written for these tests ("LagQ", "ShiftNet" are made up).

* a long form kept as a task whose bracketed acronym came out as a used method ("... a
  challenging problem in reinforcement learning (RL)": the phrase a task, "RL" a method)
  takes one type when the text calls the pair a problem more often than a means ("delayed
  RL problems", "six RL tasks", "a solver for OCO problems"): the acronym's method goes;
* a means cue ("a critic trained using RL") against no problem cue keeps both, as before.
"""
from __future__ import annotations

import pytest

import kg.extract.roles as roles
from kg.records import Paper

PROBLEM_CUES = ("We study value estimation with delayed observations. Delays remain a challenging problem "
                "in reinforcement learning (RL), and prior RL algorithms ignore them. We propose LagQ, a "
                "critic for delayed RL problems, and evaluate it on six RL tasks.")
MEANS_CUE = ("We study value estimation with delayed observations. Delays remain a challenging problem "
             "in reinforcement learning (RL). We propose LagQ, a critic trained using RL with a delay-aware target.")
SETTING_PROBLEMS = ("We study the scheduling of hospital staff. A recent line of work showed that regret bounds "
                    "in online convex optimization (OCO) carry over to scheduling. We propose ShiftNet, a "
                    "solver for OCO problems with switching costs.")


def _typed(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    return {(m.text, m.type) for m in e.mentions if m.type in ("Task", "Method")}


def test_problem_cues_make_the_acronym_a_task_too(ex):
    got = _typed(ex, PROBLEM_CUES)
    assert ("reinforcement learning", "Task") in got
    assert ("RL", "Method") not in got
    assert ("LagQ", "Method") in got


def test_setting_acronym_before_problems(ex):
    got = _typed(ex, SETTING_PROBLEMS)
    assert ("online convex optimization", "Task") in got
    assert ("OCO", "Method") not in got


def test_a_means_cue_keeps_both_types(ex):
    got = _typed(ex, MEANS_CUE)
    assert ("reinforcement learning", "Task") in got
    assert ("RL", "Method") in got


@pytest.mark.parametrize("text", [PROBLEM_CUES, SETTING_PROBLEMS])
def test_switch_off_gives_the_old_output(ex, monkeypatch, text):
    monkeypatch.setattr(roles, "ACRONYM_ONE_TYPE", False)
    got = _typed(ex, text)
    assert any(t == "Method" and len(x) <= 3 for x, t in got)


def test_type_cues_counts_both_sides(ex):
    text = "We train agents using RL. Prior RL methods fail on RL tasks; a method for RL is needed."
    e = ex.extract(Paper(id="p", abstract=text, title=None, source="t"))
    assert e is not None
    state = roles._State.__new__(roles._State)
    state.text = text
    assert state._type_cues({"RL"}) == (2, 1)
