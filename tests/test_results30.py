"""Session 30 result and metric-span rules: a value in frames per second names its measure
("a frame rate of up to 43 FPS" is a result of "FPS"; kg/extract/results/find.py), but not the
rate a recording was set up at ("cameras at 25 FPS"); a hyphenated multiplier before a metric
is the value, no part of the metric's name ("a two-fold speedup" is "speedup";
kg/extract/roles_datasets.py). Sentences written for these tests."""
from __future__ import annotations

from kg.records import Paper


def _extract(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t"))


def test_fps_value_is_a_result_of_fps(ex):
    e = _extract(ex, "The renderer draws city-scale scenes in real time with a frame rate of up to 57 FPS.")
    assert [(r.value, r.metric) for r in e.results] == [("57", "FPS")]


def test_fps_value_beside_another_result(ex):
    e = _extract(ex, "The small detector reaches 41.3% AP on COCO and 870 FPS on one consumer GPU.")
    assert ("870", "FPS") in [(r.value, r.metric) for r in e.results]
    assert ("41.3", "AP") in [(r.value, r.metric) for r in e.results]


def test_fps_of_a_recording_is_no_result(ex):
    e = _extract(ex, "The archive holds two thousand clips filmed by four synchronized cameras at 25 FPS.")
    assert not e.results


def test_hyphenated_multiplier_is_no_part_of_the_metric(ex):
    e = _extract(ex, "The cached decoder gives a three-fold speedup over the autoregressive baseline.")
    ms = sorted({m.text for m in e.mentions if m.type == "Metric"})
    assert "speedup" in ms
    assert not any("fold" in m for m in ms)
