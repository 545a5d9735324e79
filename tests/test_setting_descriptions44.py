"""A setting described is no task (session 44, fixx44; kg/extract/roles.py,
:data:`~kg.extract.roles.SETTING_DESCRIPTIONS_NOT_TASKS`): the words a generic task rule read
right before "setting(s)" / "scenario(s)" / "regime(s)" / "setup(s)" are no task when their last
word names no task or process ("the asynchronous stochastic setting", "in sparse reward
settings", "under idealized hardware settings"); a task head ("the online learning setting"), a
method head or a condition in "-ity" ("client data heterogeneity scenarios") keeps the phrase.
Every sentence is written for these tests ("Zorb" is made up)."""
from __future__ import annotations

import pytest

import kg.extract.roles as roles
from kg.records import Paper

STOCHASTIC = ("Zorb routing finds short paths in sparse graphs. We give a new analysis to address the challenges "
              "unique to the asynchronous stochastic setting. Our method is the first to reach the optimal rate.")
REWARD = ("We propose ZorbQ, a value bonus for optimistic exploration in sparse reward settings. We test it on "
          "four maze games.")
HARDWARE = "We measure the wall-clock gains of zorb averaging under idealized hardware settings."
ONLINE = "We study the online learning setting and give a zorb algorithm with optimal regret."
HETEROGENEITY = "ZorbFed keeps accuracy under client data heterogeneity scenarios on three federated benchmarks."


def _tasks(ex, text):
    return [(m.text, m.main) for m in ex.extract(Paper(id="t", title="", abstract=text)).mentions if m.type == "Task"]


@pytest.fixture
def settings_allowed(monkeypatch):
    """The behaviour before session 44 (the switch off)."""
    monkeypatch.setattr(roles, "SETTING_DESCRIPTIONS_NOT_TASKS", False)


def test_adjectives_before_setting_no_task(ex):
    assert _tasks(ex, STOCHASTIC) == []
    assert _tasks(ex, HARDWARE) == []


def test_setting_description_dropped_the_task_stays(ex):
    assert _tasks(ex, REWARD) == [("optimistic exploration", True), ("maze games", False)]


@pytest.mark.parametrize("text, task", [(ONLINE, "online learning"), (HETEROGENEITY, "client data heterogeneity")])
def test_task_before_setting_stays(ex, text, task):
    assert _tasks(ex, text) == [(task, True)]


def test_before_the_descriptions_were_tasks(ex, settings_allowed):
    assert _tasks(ex, STOCHASTIC) == [("asynchronous stochastic", True)]
    assert ("sparse reward", False) in _tasks(ex, REWARD)
    assert _tasks(ex, HARDWARE) == [("idealized hardware", True)]
