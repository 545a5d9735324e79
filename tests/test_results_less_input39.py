"""Session 39 (res23): a multiplier before "fewer"/"less" and a noun that sizes a model or its
training data ("12x fewer parameters", "30x less training data", "five times fewer
sketch-caption pairs") is no result, the team's call on model sizes and data amounts; costs
after "fewer"/"less" stay results ("3x fewer queries", "12x less GPU time")
(kg.extract.results.words._LESS_INPUT). Sentences written for these tests."""
from __future__ import annotations

from kg.records import Paper


def _results(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return [(r.value, r.metric) for r in e.results]


def test_fewer_parameters_is_a_model_size(ex):
    text = "Our compact tagger matches the large baseline with 15x fewer parameters."
    assert _results(ex, text) == []


def test_less_training_data_is_a_data_amount(ex):
    text = "The distilled student beats the teacher while using 40× less training data on the benchmark."
    assert _results(ex, text) == []


def test_fewer_hyphenated_pairs_is_a_data_amount(ex):
    text = "The retrieval model matches supervised encoders using four times fewer caption-image pairs."
    assert _results(ex, text) == []


def test_fewer_queries_stays_a_result(ex):
    text = "Our planner reaches the goal with 3x fewer queries than the greedy search."
    assert ("3", "queries") in _results(ex, text)


def test_less_gpu_time_stays_a_result(ex):
    text = "The method needs 12x less GPU time than full fine-tuning."
    assert ("12", "GPU time") in _results(ex, text)


def test_the_speedup_beside_a_smaller_model_stays(ex):
    text = "Our sampler is 5x faster than the reference with 8x fewer parameters."
    assert _results(ex, text) == [("5", None)]
