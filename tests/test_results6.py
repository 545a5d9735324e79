"""Result rules of entities round 6 (kg.extract.results): "by a factor of N x", "reduces N% of
the <cost>", a unit written once for a list of values, an appositive gain that restates the
metric before it, and "<Name> scores N%" (a verb, no metric). Every sentence is written for
these tests."""
from __future__ import annotations

import pytest

from kg.extract.results import find_results


def _results(text: str) -> list[tuple[str, str, str, bool]]:
    return [(r.value, r.unit, r.metric, r.change) for r in find_results(text, None)]


def test_by_a_factor_of_a_multiplier_is_a_change():
    got = _results("Our planner beats prior samplers by an average factor of 3.4x on hard mazes.")
    assert ("3.4", "x", None, True) in got


def test_reduced_share_of_a_cost_names_the_cost():
    got = _results("The cache can reduce up to 45% of the peak memory usage during decoding.")
    assert got == [("45", "%", "peak memory usage", True)]


def test_reduced_share_of_a_set_keeps_no_metric():
    # a share of a set of items is no cost: no metric is read from it
    got = _results("Early exit reduces 60% of the decoding steps on long prompts.")
    assert got and got[0][2] is None


@pytest.mark.parametrize("text, values", [
    ("The ranker beats the baseline by 2.7 and 1.9 points on two suites, respectively.", ["2.7", "1.9"]),
    ("The ranker beats the baseline by 1.2, 0.8 and 2.5% on three suites, respectively.", ["1.2", "0.8", "2.5"]),
])
def test_a_unit_written_once_covers_the_list(text, values):
    got = _results(text)
    assert [v for v, *_ in got] == values
    assert len({u for _, u, _, _ in got}) == 1


def test_a_bare_count_before_a_unit_value_is_no_list():
    # "3 tasks and 4%": the count is followed by a noun, no list of values
    got = _results("Over 3 tasks and 4% label noise, the ranker gains 2.5% accuracy.")
    assert ("3", "%", None, False) not in got and not any(v == "3" for v, *_ in got)


def test_an_appositive_gain_restates_the_metric():
    got = _results("Our tagger reaches 88.4% accuracy, a 2.6% absolute improvement over the prior model.")
    assert ("2.6", "%", "accuracy", True) in got


def test_name_scores_value_is_no_metric():
    got = _results("On the hardest split, LarkNet scores 64.2%, compared to 58.0% for the best baseline.")
    assert got and all(m is None or "LarkNet" not in m for _, _, m, _ in got)


def test_norm_glued_to_a_metric_head_is_a_metric():
    got = _results("Our correction lowers the relative L1-error by 20-35% on three solvers.")
    assert got and got[0][2] == "relative L1-error"


def test_metric_right_before_a_bracket_of_values():
    # the clause before the bracket ends in the metric even though "on ..." comes earlier
    got = _results("Tests on two sets show superior accuracies (91.3% closed, 88.0% open).")
    assert got and got[0][:3] == ("91.3", "%", "accuracies")


@pytest.mark.parametrize("text, value", [
    ("Pruning shrinks the index while retaining 98.5% of the original performance.", "98.5"),
    ("Our relaxation closes up to 72% of the gap to the best known solution.", "72"),
])
def test_retained_or_closed_share_is_an_outcome(text, value):
    assert [v for v, *_ in _results(text)] == [value]


def test_kept_share_of_data_is_a_setting():
    assert _results("We keep 20% of the samples for validation and train on the rest.") == []


def test_multiplier_before_a_noun_and_a_change_word():
    got = _results("The transform gives a 2.9x multiplication reduction for 5x5 kernels.")
    assert [(v, u) for v, u, _, _ in got] == [("2.9", "x")]
