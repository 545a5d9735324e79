"""Metric mentions, session 22: measured qualities and costs added to the metric lexicon
(kg/extract/lexicon.py, METRIC_PHRASES: "reconstruction quality", "rendering quality",
"semantic coherence", "inference latency", "inference efficiency", "memory efficiency", "time
efficiency", "training cost", "communication cost", "wall-clock time", "misclassification
error", "image-text alignment"). Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _metrics(ex, text):
    return {m.text for m in ex.extract(Paper(id="p", abstract=text, source="t")).mentions if m.type == "Metric"}


@pytest.mark.parametrize("text, metric", [
    ("Both the coding speed and the reconstruction quality of the codec are improved.", "reconstruction quality"),
    ("FooField reaches a rendering quality on par with per-scene models.", "rendering quality"),
    ("The edited captions keep their semantic coherence under paraphrase.", "semantic coherence"),
    ("BarCache halves the inference latency of the decoder.", "inference latency"),
    ("The sketch trades inference efficiency for a smaller index.", "inference efficiency"),
    ("QuxOpt improves the memory efficiency of second-order optimizers.", "memory efficiency"),
    ("The search shows good time efficiency on the question answering suites.", "time efficiency"),
    ("The adapter adds no training cost to the frozen backbone.", "training cost"),
    ("Clients send sparse updates, which lowers the communication cost of each round.", "communication cost"),
    ("The solver is slower in wall-clock time than the explicit scheme.", "wall-clock time"),
    ("Deferral reduces the misclassification error of the ensemble.", "misclassification error"),
    ("The fine-tuned generator improves image-text alignment on compositional prompts.", "image-text alignment"),
])
def test_lexicon_phrase_is_a_metric(ex, text, metric):
    assert metric in _metrics(ex, text)
