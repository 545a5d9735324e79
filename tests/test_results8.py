"""Result rules of entities round 7 in kg.extract.results: a comparand between a change word
and "in <metric>" ("3% gain over the baseline in recall"), a later change value of the same
sentence that names no metric keeps the measure of the previous result ("..., and tuning adds
up to 4% improvements"), "quality" as a metric head (with a modifier), and the metric rule for
"an improvement in <measure>". Every sentence is written for these tests."""
from __future__ import annotations

import pytest

from kg.extract.results import find_results
from tests.factories import run


def _results(extractor, text: str) -> list[tuple[str, object]]:
    return [(r.value, r.metric) for r in run(extractor, text).results]


@pytest.mark.parametrize("text, value, metric", [
    ("Our tagger shows a 3% improvement over strong baselines in macro recall on both corpora.", "3", "macro recall"),
    ("The planner brings a 2.5% gain compared to the greedy rule in terms of success rate.", "2.5", "success rate"),
    ("Pooling gives a 1.2% boost versus mean pooling in top-1 accuracy.", "1.2", "top-1 accuracy"),
])
def test_comparand_between_change_and_metric(extractor, text, value, metric):
    assert (value, metric) in _results(extractor, text)


def test_comparand_with_a_clause_word_is_not_skipped():
    # "over ... and ..." is no comparand: the words after "and" start another clause
    text = "A 4% gain over the prior model and an error drop in recall."
    assert [(r.value, r.metric) for r in find_results(text, None)] != [("4", "recall")]


def test_later_change_keeps_the_measure_of_its_sentence(extractor):
    text = ("The small model shows a 2% improvement in balanced accuracy, and the larger models "
            "(trained on more sources) add up to 5% improvements.")
    assert ("5", "balanced accuracy") in _results(extractor, text)


def test_later_value_after_another_metric_or_contrast_keeps_none_of_it(extractor):
    text = "The tagger reaches 91% accuracy, but it is 3x faster than the parser."
    assert ("3", "accuracy") not in _results(extractor, text)
    text = "Our agent reaches 70% success rate while its latency is 20% lower."
    assert ("20", "success rate") not in _results(extractor, text)


def test_improvement_in_a_quality_is_a_metric(extractor):
    text = "The router achieves a 12-15% improvement in delivery quality across all cities."
    ex = run(extractor, text)
    assert [(r.value, r.value_max, r.metric) for r in ex.results] == [("12", "15", "delivery quality")]
    assert "delivery quality" in {m.text for m in ex.mentions if m.type == "Metric"}

