"""Purposes after a means noun's "for" of session 39: a phrase that opens with a gerund of
coping with a problem ("handling", "tackling") or of making a means ("developing",
"constructing") names no task (``roles_tasks.LIGHT_PURPOSE_GERUNDS``); other purposes
are still read. Abstracts are written for these tests."""
from __future__ import annotations

import kg.extract.roles_tasks as RT
from tests.factories import task_mains

HANDLING = ("Open-set recognition asks a classifier to reject inputs from unseen classes. "
            "A simple recipe for handling rare species is to pool them into one outlier class. "
            "We instead learn a prototype per class and report gains on two camera-trap benchmarks.")
DEVELOPING = ("Neural operators learn maps between function spaces. We give a universal approximation "
              "theorem; it also offers tools for developing new neural operators.")
ESTIMATING = ("We propose a kernel method for estimating conditional densities of sensor readings. "
              "It is consistent and runs in linear time.")

_tasks = task_mains  # the shared ``extractor`` fixture is conftest's


def test_a_coping_gerund_after_a_means_noun_names_no_task(extractor):
    assert not any(t.startswith("handling") for t in _tasks(extractor, HANDLING))


def test_a_making_gerund_after_a_means_noun_names_no_task(extractor):
    assert not any(t.startswith("developing") for t in _tasks(extractor, DEVELOPING))


def test_another_purpose_gerund_is_still_a_task(extractor):
    assert "estimating conditional densities of sensor readings" in _tasks(extractor, ESTIMATING) \
        or "estimating conditional densities" in _tasks(extractor, ESTIMATING)


def test_the_switch_restores_the_old_output(extractor, monkeypatch):
    monkeypatch.setattr(RT, "LIGHT_PURPOSE_GERUNDS", False)
    assert "developing new neural operators" in _tasks(extractor, DEVELOPING)
    assert "handling rare species" in _tasks(extractor, HANDLING)
