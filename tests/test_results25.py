"""Session 25 result rules (kg/extract/results/find.py, _compared_bracket_value): the value in a
bracket right after a described system that the sentence outperforms ("surpassing the
pixel-space baseline (FID 9.31)") is the compared system's value and no result, as a value
after "vs"; a named system keeps its value for attribution ("beating codecs like JPEG
(41.2%)"), and a margin ("by a wide margin (4.1%)"), a signed gain ("(+2.2% accuracy)") and
the value after a plural object ("all baselines (88.1% accuracy)") stay. Sentences written
for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _results(ex, text):
    return [(r.value, r.unit, r.metric)
            for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


def test_value_in_bracket_after_an_outperformed_system_is_left_out(ex):
    rs = _results(ex, "Our QuxGen model reaches an FID of 6.12, surpassing the pixel-space baseline (FID 9.31) "
                      "on faces.")
    assert [r[0] for r in rs] == ["6.12"]
    assert rs[0][2] == "FID"


def test_measure_words_in_the_bracket(ex):
    rs = _results(ex, "The BarPlanner agent solves 41.5% of the puzzles, clearly outperforming the greedy "
                      "search baseline (success rate of 20.5%).")
    assert "20.5" not in [r[0] for r in rs]
    assert "41.5" in [r[0] for r in rs]


def test_named_compared_systems_keep_their_values(ex):
    rs = _results(ex, "The BazZip codec shrinks images to 30.2% of their size, beating codecs like JPEG "
                      "(41.2%) or WebP (35.0%).")
    values = [r[0] for r in rs]
    assert "41.2" in values and "35.0" in values


@pytest.mark.parametrize("text, value", [
    ("The QuuxNet detector outperforms the previous best method by a wide margin (4.1%).", "4.1"),
    ("The QuuxNet detector outperforms the FooDet baseline (+2.2% accuracy) on drones.", "+2.2"),
    ("The QuuxNet detector outperforms all baselines (88.1% accuracy) on drones.", "88.1"),
])
def test_margins_gains_and_own_values_stay(ex, text, value):
    assert value in [r[0] for r in _results(ex, text)]
