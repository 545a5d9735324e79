"""Metric surface forms: plural count heads, hyphenated trade-offs, ranking words and values."""
from __future__ import annotations

import pytest

from kg.extract import Extractor
from kg.records import Paper


@pytest.fixture(scope="module")
def extractor() -> Extractor:
    return Extractor()


def metrics(extractor: Extractor, text: str) -> set[str]:
    e = extractor.extract(Paper(id="m", title="", abstract=text))
    return {m.text for m in e.mentions if m.type == "Metric"}


def test_plural_of_a_count_noun_metric(extractor):
    found = metrics(extractor, "Our estimator lowers the mean absolute errors of all baselines.")
    assert "mean absolute errors" in found


def test_hyphenated_pair_before_trade_off_is_one_metric(extractor):
    found = metrics(extractor, "The method improves the privacy-accuracy trade-offs of prior defenses.")
    assert "privacy-accuracy trade-offs" in found
    assert "privacy-accuracy" not in found


def test_trade_off_is_not_added_to_a_plain_metric(extractor):
    found = metrics(extractor, "We study the accuracy trade-off between two heads.")
    assert "accuracy" in found
    assert "accuracy trade-off" not in found


def test_ranking_word_and_value_stay_outside_the_metric(extractor):
    found = metrics(extractor, "The model reaches top accuracy on all tasks with a 4x speedup.")
    assert {"accuracy", "speedup"} <= found
    assert not {"top accuracy", "4x speedup"} & found


def test_quality_of_generated_media_and_fairness_measures(extractor):
    found = metrics(extractor, "Samples show better video quality, and the classifier keeps "
                               "demographic parity under shift.")
    assert {"video quality", "demographic parity"} <= found


def test_participle_before_a_metric_is_not_part_of_it(extractor):
    found = metrics(extractor, "The edit leads to degraded sample quality and improved accuracy.")
    assert {"sample quality", "accuracy"} <= found
    assert not {"degraded sample quality", "improved accuracy"} & found
