"""Session 33 metric rules (results17). Sentences written for these tests."""
from __future__ import annotations

import kg.extract.roles_datasets as D
from tests.factories import run


def _metrics(extractor, text):
    return {m.text for m in run(extractor, text).mentions if m.type == "Metric"}


def test_an_error_or_risk_between_a_comparative_and_than_is_a_measure(extractor):
    assert "reconstruction errors" in _metrics(
        extractor, "On the sensor streams our filter reaches markedly lower reconstruction errors than Kalman smoothing.")
    assert "selective risk" in _metrics(
        extractor, "We show that the committee attains a lower selective risk than each of its members.")
    assert "returns" in _metrics(
        extractor, "In the maze tasks the planner collects higher returns compared to the model-free agents.")


def test_the_rule_can_be_switched_off(extractor, monkeypatch):
    text = "We show that the committee attains a lower selective risk than each of its members."
    monkeypatch.setattr(D, "THAN_MEASURES", False)
    assert "selective risk" not in _metrics(extractor, text)


def test_other_nouns_before_than_are_no_measure(extractor):
    assert _metrics(extractor, "Our planner uses a smaller network than the baseline.") == set()
    assert _metrics(extractor, "Our bound has better constants than the classical one.") == set()
    assert _metrics(extractor, "Sparse sampling is a better choice than dense sampling here.") == set()


def test_no_than_no_new_measure(extractor):
    assert "selective risk" not in _metrics(extractor, "We study the selective risk of committees of classifiers.")


def test_a_time_or_speed_after_an_adjective_of_speed_is_a_measure(extractor):
    assert "lookup times" in _metrics(
        extractor, "The new index keeps fast lookup times on every graph we tried.")
    assert "planning time" in _metrics(
        extractor, "Our solver returns good routes within a short planning time.")
    assert "runtimes" in _metrics(
        extractor, "Exact samplers are rarely used because of their slow runtimes.")


def test_a_bare_time_or_a_time_modifying_a_noun_is_no_measure(extractor):
    assert _metrics(extractor, "We trained the controller for a long time on short time series.") == set()


def test_the_time_rule_can_be_switched_off(extractor, monkeypatch):
    text = "The new index keeps fast lookup times on every graph we tried."
    monkeypatch.setattr(D, "TIMED_MEASURES", False)
    assert "lookup times" not in _metrics(extractor, text)
