"""Results: value lists joined by slashes or bars, integer fractions, and a change noun after
the metric (kg/extract/results.py). Sentences are written for these tests."""
from __future__ import annotations

from kg.extract.results import find_results


def _results(text: str) -> list[tuple[str, str, str, bool]]:
    return [(r.value, r.unit, r.metric, r.change) for r in find_results(text, None)]


def test_the_metric_after_a_slash_list_belongs_to_every_value():
    got = _results("Our model gives a 3.1%/5.2% accuracy boost over earlier small models.")
    assert got == [("3.1", "%", "accuracy", True), ("5.2", "%", "accuracy", True)]


def test_a_bar_separated_list_is_one_list():
    got = _results("The layer brings 1.25%|2.50%|0.75% absolute top-1 accuracy gain on three backbones.")
    assert got == [("1.25", "%", "top-1 accuracy", True), ("2.50", "%", "top-1 accuracy", True),
                   ("0.75", "%", "top-1 accuracy", True)]


def test_an_integer_fraction_is_no_result():
    assert _results("The method cuts the training cost to 1/40 of the baseline.") == []


def test_a_change_noun_after_the_metric_makes_the_value_a_change():
    assert _results("It yields a 7.5% F1 improvement over prior parsers.") == [("7.5", "%", "F1", True)]
    # a score stays a score
    assert _results("It reaches 91.5% top-1 accuracy on the test split.") == [("91.5", "%", "top-1 accuracy", False)]
