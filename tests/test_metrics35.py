"""Session 35 (metric20): adjectives of speed, burden and tolerance rate the value of a metric
the way "fast", "prohibitive" and "acceptable" do, so they stay outside it
(kg/extract/lexicon.py, METRIC_QUALITY_WORDS: "rapid FID reduction" -> "FID", "intensive
training cost" -> "training cost"). A hyphenated rating counts by its last part
("compute-intensive"). Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _metrics(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return sorted({m.text for m in e.mentions if m.type == "Metric"})


@pytest.mark.parametrize("text, metric, rated", [
    ("Our BarFlow sampler gives a rapid FID reduction within ten denoising steps.", "FID", "rapid FID"),
    ("Full fine-tuning of the FooLM model suffers intensive training cost on long inputs.",
     "training cost", "intensive training cost"),
    ("The QuxNet encoder keeps a tolerable accuracy drop after pruning half its channels.",
     "accuracy", "tolerable accuracy"),
    ("The BazTune adapter matches LoRA with on-par FLOPs reduction and fewer parameters.",
     "FLOPs", "on-par FLOPs"),
    ("Dense attention brings compute-intensive inference latency on edge devices.",
     "inference latency", "compute-intensive inference latency"),
])
def test_speed_and_burden_adjectives_stay_outside_the_metric(ex, text, metric, rated):
    ms = _metrics(ex, text)
    assert metric in ms
    assert rated not in ms
