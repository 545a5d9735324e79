"""Session 21 result rules (kg/extract/results/): a duration after "in"/"within" (with a hedge,
"just" or "only") is a time taken, a result without a metric, unless "of"/"per" or a hyphen
follows or it is a range (filters.py, _is_time_taken); "high", "low" and "good" grade a value
and are no word of its measure (metric_after.py, _RATING_ADJECTIVES); "speed up" in two words
after a multiplier is the measure (metric_after.py, _SPEED_UP_NOUN); "specificity" is a metric
head (words.py, _METRIC_HEADS). Sentences written for these tests."""
from __future__ import annotations


from kg.records import Paper


def _results(ex, text):
    return [(r.value, r.unit, r.metric) for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


def test_duration_after_in_or_within_is_a_time_taken(ex):
    assert _results(ex, "Our solver reconstructs a full scene in just 3 minutes on one GPU.") == [("3", "min", None)]
    assert _results(ex, "The distilled policy is trained within about 4.5 hours.") == [("4.5", "h", None)]
    assert _results(ex, "FooNet labels the whole archive in less than 30 seconds.") == [("30", "s", None)]


def test_duration_that_is_data_a_rate_a_budget_or_a_range_is_no_result(ex):
    assert _results(ex, "The recogniser is evaluated in 6 hours of recorded speech.") == []
    assert _results(ex, "Each agent acts in 2 seconds per step of the game.") == []
    assert _results(ex, "We fine-tune the encoder for 12 hours on four GPUs.") == []
    assert _results(ex, "Models of every size are compressed within 2-9 hours using few samples.") == []


def test_evaluative_adjective_is_no_part_of_the_measure(ex):
    # metric_after.py, _RATING_ADJECTIVES: "high", "low", "good" grade the value, they name no measure
    found = _results(ex, "The detector runs at a high GPU speed of 210 FPS on one card.")
    assert [(v, m) for v, _, m in found] == [("210", "GPU speed")]
    found = _results(ex, "The pruned network keeps a low inference latency of 12 ms per image.")
    assert [(v, m) for v, _, m in found] == [("12", "inference latency")]
    # a generic head alone keeps its rating: without it no measure is named
    found = _results(ex, "The agent reaches a good coverage rate of 93% in the maze.")
    assert [(v, m) for v, _, m in found] == [("93", "good coverage")]


def test_speed_up_in_two_words_after_a_multiplier_is_the_measure(ex):
    # metric_after.py, _SPEED_UP_NOUN
    assert _results(ex, "The new sampler brings a 6.2x speed up over ancestral sampling.") == [("6.2", "x", "speed up")]
    assert [(v, m) for v, _, m in _results(ex, "Kernel fusion can speed up decoding by 2.5x.")] == [("2.5", None)]


def test_specificity_is_a_metric_head(ex):
    # words.py, _METRIC_HEADS
    found = _results(ex, "The screening model improves over the prior detector by 4.2% in specificity.")
    assert [(v, m) for v, _, m in found] == [("4.2", "specificity")]
