"""The purpose of the paper's own method as a gerund clause after "to" or with gerunds joined
by "and" (session 51): ``TaskRules._proposal_purpose_gerund`` with
``PURPOSE_GERUND_TO`` ("a new approach to constructing X") and ``PURPOSE_GERUND_COORDINATED``
("a method for detecting and mitigating X"). Abstracts here are written for these tests.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_tasks as RTK
from tests.factories import main_task, run, tasks

TO_TEXT = ("Interval estimates are central to sequential testing. This paper proposes a new approach to "
           "constructing confidence bands for streaming quantiles. Our bands are tighter than earlier ones.")
AND_TEXT = ("Spurious shortcuts hurt tabular classifiers. This work proposes a novel method for detecting and "
            "removing label leakage in tabular benchmarks. We test it on twelve public tables.")


@pytest.fixture(scope="module")
def extractor():
    from kg.extract import Extractor
    return Extractor()


def test_a_gerund_after_approach_to_is_the_purpose(extractor):
    ex = run(extractor, TO_TEXT)
    assert main_task(ex) == "constructing confidence bands"


def test_gerunds_joined_by_and_share_the_object(extractor):
    ex = run(extractor, AND_TEXT)
    assert main_task(ex) == "detecting and removing label leakage"


def test_the_switches_turn_both_readings_off(extractor, monkeypatch):
    monkeypatch.setattr(RTK, "PURPOSE_GERUND_TO", False)
    monkeypatch.setattr(RTK, "PURPOSE_GERUND_COORDINATED", False)
    assert "constructing confidence bands" not in tasks(run(extractor, TO_TEXT))
    assert "detecting and removing label leakage" not in tasks(run(extractor, AND_TEXT))


def test_an_infinitive_after_approach_to_is_not_read_as_a_gerund_clause(extractor):
    text = ("Interval estimates are central to sequential testing. This paper proposes a new approach to "
            "construct confidence bands for streaming quantiles. Our bands are tighter than earlier ones.")
    assert all(m.rule != "task-proposal-purpose-clause" for m in run(extractor, text).mentions)
