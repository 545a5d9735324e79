"""Result rules of session 12's quality round (kg/extract/results.py). Every sentence is
written for these tests.

* "N times" written with the word "times" is a multiplier result only when the sentence
  states a change with it: a comparative or change word after it ("12 times faster", "a
  1.3 times increase"), "by" / "a factor of" / a change noun before it ("accelerates X by
  300 times", "a speedup of 3 times"). Otherwise it counts occurrences ("an average usage of
  733.5 times", "called 37 times") and is no result.
* "with up to N <metric> points" after a verb or noun of improvement is a change: the
  points are the gain ("improves the student with up to 8.7 GLUE score points").
* A power of ten as cleaned LaTeX writes it ("10^-2", "10^(-2)", "3 × 10^(-4)") is read as
  its value ("0.01", "0.0003"), never as 10 or as a range; another power ("2^10") or a
  power that is not a whole number of tens ("10^(-2.5)") is no value at all.
"""
from __future__ import annotations

import re

import pytest

from kg.extract.results import find_numbers
from tests.factories import run


def _rows(extractor, text: str) -> list[tuple]:
    return [(r.value, r.value_max, r.unit, r.metric, r.change, r.direction) for r in run(extractor, text).results]


# -- 2: "N times" --------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "The mined lemmas are reused very often after refactoring, with an average usage of 733.5 "
    "times, and they shorten the proofs.",
    "Each tool was called 37 times on average per episode in our logs.",
    "The agent revisits the same state up to 14 times during one rollout.",
])
def test_times_that_count_occurrences_are_no_result(extractor, text):
    assert _rows(extractor, text) == []


@pytest.mark.parametrize("text, row", [
    ("Our sampler accelerates sampling by 300 times.", ("300", None, "x", True, "increase")),
    ("The compiled kernel runs 12.5 times faster than the eager baseline.", ("12.5", None, "x", True, "increase")),
    ("The method reaches a speedup of 3.5 times over the dense solver.", ("3.5", None, "x", True, "increase")),
])
def test_times_that_state_a_change_stay_multipliers(extractor, text, row):
    assert [(r[0], r[1], r[2], r[4], r[5]) for r in _rows(extractor, text)] == [row]


# -- 3: "with up to N points" after a verb or noun of improvement --------------------------

@pytest.mark.parametrize("text, row", [
    ("Our distillation recipe improves the student with up to 8.7 GLUE score points over plain fine-tuning.",
     ("8.7", None, "points", "GLUE score", True, "improvement")),
    ("The curriculum yields consistent gains, with up to 3.4 BLEU points on low-resource pairs.",
     ("3.4", None, "points", "BLEU", True, "increase")),
])
def test_with_up_to_points_after_an_improvement_is_a_change(extractor, text, row):
    assert _rows(extractor, text) == [row]


def test_with_points_without_an_improvement_stays_a_score(extractor):
    rows = _rows(extractor, "The annotators rated the outputs with 4.2 quality points on a five-point scale.")
    assert all(r[4] is False for r in rows)


# -- 4: powers of ten ----------------------------------------------------------------------

@pytest.mark.parametrize("text, value", [
    ("Our estimator reaches a mean squared error of 10^-2 on the synthetic benchmark.", "0.01"),
    ("Our estimator reaches a mean squared error of 10^(-3) on the synthetic benchmark.", "0.001"),
    ("Our estimator reaches a mean squared error of 3 × 10^(-4) on the synthetic benchmark.", "0.0003"),
    ("Our estimator reaches a mean squared error of 2.5x10^-2 on the synthetic benchmark.", "0.025"),
])
def test_a_power_of_ten_is_read_as_its_value(extractor, text, value):
    assert [(r.value, r.value_max, r.metric) for r in run(extractor, text).results] == \
        [(value, None, "mean squared error")]


@pytest.mark.parametrize("text", [
    "Our estimator reaches a mean squared error of 10^(-2.5) on the synthetic benchmark.",
    "Our estimator reaches a mean squared error of 2^10 on the synthetic benchmark.",
])
def test_other_powers_are_no_value(extractor, text):
    assert run(extractor, text).results == ()


@pytest.mark.parametrize("text, values", [
    ("an error of 10^(-2)", [("0.01", None)]),
    ("an error of 10^-2 and 10^6 steps", [("0.01", None), ("1000000", None)]),
    ("a rate of 10^{-2}", [("0.01", None)]),
    ("an error of 10⁻² only", [("0.01", None)]),
    ("an error of 2^10 or 10^(0.5)", []),
    ("it ends with an error of 10^-2.", [("0.01", None)]),
    ("it ends after 10^6.", [("1000000", None)]),
])
def test_find_numbers_reads_powers(text, values):
    assert [(n.value, n.value_max) for n in find_numbers(text)] == values


@pytest.mark.parametrize("text, row", [
    ("In our runs we reduced the number of collocation points up to 10 times while keeping the error flat.",
     ("10", None, "x", True, "decrease")),
    ("The pruning rule can cut the decoder computation up to three times, with no loss in quality.",
     ("3", None, "x", True, "decrease")),
])
def test_times_after_a_verb_of_change_and_its_object_is_a_change(extractor, text, row):
    assert [(r[0], r[1], r[2], r[4], r[5]) for r in _rows(extractor, text)] == [row]


def test_the_last_word_of_change_before_with_gives_the_direction(extractor):
    rows = _rows(extractor, "Our recipe reduces latency and improves accuracy with up to 3.2 BLEU points on WMT14.")
    assert [(r[0], r[2], r[4], r[5]) for r in rows] == [("3.2", "points", True, "improvement")]


# -- session 15: e-notation ("1e-3", "2.3e-4", "1.5E-2") is read where "10^-3" is ------------

@pytest.mark.parametrize("text, values", [
    ("reduces the error to 2.3e-4", [("0.00023", None)]),
    ("an MSE of 1e-3 and a loss of 1.5E-2", [("0.001", None), ("0.015", None)]),
    ("with 3e+5 steps", [("300000", None)]),
    ("an error of 1e-3.", [("0.001", None)]),
    ("v1e-3 and 1e-3b and 0x1e3 and model-1e-3", []),
])
def test_find_numbers_reads_e_notation(text, values):
    assert [(n.value, n.value_max) for n in find_numbers(text)] == values


@pytest.mark.parametrize("text, rows", [
    ("Our operator reduces the error to 2.3e-4 on the Darcy flow benchmark.", [("0.00023", "error")]),
    ("We obtain an MSE of 1e-3 on the held-out trajectories.", [("0.001", "MSE")]),
    ("The model reaches a test loss of 1.5E-2 after pre-training.", [("0.015", "test loss")]),
    ("Our solver attains a relative error of 3.2e-5 on the Burgers equation, compared to 1.1e-3 for PINNs.",
     [("0.000032", "relative error"), ("0.0011", "relative error")]),
])
def test_a_value_in_e_notation_is_a_result_as_its_power_of_ten_is(extractor, text, rows):
    assert [(r.value, r.metric) for r in run(extractor, text).results] == rows
    power = re.sub(r"(?<![\d.])(\d+(?:\.\d+)?)[eE](-\d)", lambda m: (
        "" if m.group(1) == "1" else m.group(1) + " × ") + "10^" + m.group(2), text)
    assert not re.search(r"\d[eE]-", power)
    assert [(r.value, r.metric) for r in run(extractor, power).results] == rows


@pytest.mark.parametrize("text", [
    "We train with a learning rate of 1e-3 and weight decay 1e-4.",
    "Training uses Adam with lr 2e-5 and batch size 256.",
    "With a step size of 1e-3, the method converges quickly.",
    "The watermark is detectable after 800 tokens on average, when setting a 1e-5 false positive rate.",
    "The watermark is detectable after 800 tokens on average, when setting a 10^-5 false positive rate.",
    "The tolerance of the solver is set to 1e-6 in all runs.",
])
def test_a_setting_in_e_notation_is_no_result(extractor, text):
    assert run(extractor, text).results == ()
