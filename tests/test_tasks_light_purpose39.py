"""Purposes of session 39: a purpose "for / to V-ing X" whose gerund copes with a problem
("handling", "tackling") or makes a means ("developing", "constructing") names no task,
after a means noun (``roles_tasks.LIGHT_PURPOSE_GERUNDS``, rule task-means-for), after an
approach noun (rule task-approach-clause) and in the purpose-clause fallback
(``roles_title.LIGHT_PURPOSE_CLAUSES``); other purposes are still read. Abstracts are
written for these tests."""
from __future__ import annotations

import kg.extract.roles_tasks as RT
import kg.extract.roles_title as RTi
from tests.factories import task_mains

HANDLING = ("Open-set recognition asks a classifier to reject inputs from unseen classes. "
            "A simple recipe for handling rare species is to pool them into one outlier class. "
            "We instead learn a prototype per class and report gains on two camera-trap benchmarks.")
DEVELOPING = ("Neural operators learn maps between function spaces. We give a universal approximation "
              "theorem; it also offers tools for developing new neural operators.")
APPROACH = ("Gradient methods are ill suited to discrete search spaces. Existing approaches to handling mixed "
            "integer constraints rely on relaxations. We give an exact penalty and prove convergence.")
FALLBACK = ("Spectral methods remain a popular choice for handling noisy sensor streams in factories. "
            "We show that their error grows slowly with the noise level.")
ESTIMATING = ("We propose a kernel method for estimating conditional densities of sensor readings. "
              "It is consistent and runs in linear time.")

_tasks = task_mains  # the shared ``extractor`` fixture is conftest's


def test_a_coping_gerund_after_a_means_noun_names_no_task(extractor):
    assert not any(t.startswith("handling") for t in _tasks(extractor, HANDLING))


def test_a_making_gerund_after_a_means_noun_names_no_task(extractor):
    assert not any(t.startswith("developing") for t in _tasks(extractor, DEVELOPING))


def test_a_coping_gerund_after_an_approach_noun_names_no_task(extractor):
    assert not any(t.startswith("handling") for t in _tasks(extractor, APPROACH))


def test_a_coping_gerund_is_no_fallback_purpose(extractor):
    assert not any(t.startswith("handling") for t in _tasks(extractor, FALLBACK))


def test_another_purpose_gerund_is_still_a_task(extractor):
    assert "estimating conditional densities of sensor readings" in _tasks(extractor, ESTIMATING) \
        or "estimating conditional densities" in _tasks(extractor, ESTIMATING)


def test_the_switch_restores_the_old_output(extractor, monkeypatch):
    monkeypatch.setattr(RT, "LIGHT_PURPOSE_GERUNDS", False)
    assert "developing new neural operators" in _tasks(extractor, DEVELOPING)
    assert "handling rare species" in _tasks(extractor, HANDLING)
    assert "handling mixed integer constraints" in _tasks(extractor, APPROACH)
    monkeypatch.setattr(RT, "LIGHT_PURPOSE_GERUNDS", True)
    monkeypatch.setattr(RTi, "LIGHT_PURPOSE_CLAUSES", False)
    assert _tasks(extractor, FALLBACK) == {"handling noisy sensor streams": True}
