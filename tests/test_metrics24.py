"""Session 24 metric rules (kg/extract/roles_datasets.py, rule ``metric-compared``): measure
phrases coordinated after a compared one are measures too ("reducing GPU memory footprint and
training time"; _coordinated_measures); "smaller" and "similar" are cues of a compared measure
("with smaller runtimes", "at a similar computational cost"). Sentences written for these
tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _metrics(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return sorted({m.text for m in e.mentions if m.type == "Metric"})


def test_second_conjunct_after_a_verb_of_change_is_a_measure(ex):
    ms = _metrics(ex, "The FooTune scheme keeps accuracy while markedly reducing peak memory footprint and "
                      "training time on five detectors.")
    assert "peak memory footprint" in ms
    assert "training time" in ms


def test_three_conjuncts_after_a_comparative(ex):
    ms = _metrics(ex, "BarServe reaches lower latency, memory footprint and energy cost than the vLLM baseline.")
    assert {"latency", "memory footprint", "energy cost"} <= set(ms)


def test_coordination_stops_at_a_non_measure(ex):
    ms = _metrics(ex, "The BazNet design improves the answer correctness and the students in the classroom.")
    assert "answer correctness" in ms
    assert not any("students" in m for m in ms)


@pytest.mark.parametrize("text, metric", [
    ("Compared with exact inference, the QuxBP solver gives comparable accuracy with smaller runtimes.", "runtimes"),
    ("The FooIQA index ranks images well at a similar computational cost to hand-crafted indices.",
     "computational cost"),
])
def test_smaller_and_similar_cue_a_measure(ex, text, metric):
    assert metric in _metrics(ex, text)


def test_similar_before_a_vague_word_is_no_measure(ex):
    ms = _metrics(ex, "The BarGen sampler yields similar quality to the teacher on two benchmarks.")
    assert "quality" not in ms
