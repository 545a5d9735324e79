"""Session 31 result rules (kg/extract/results/find.py): a multiplier that only compares sizes
("100x larger than what was studied before") is no result. Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _extract(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t"))


@pytest.mark.parametrize("sentence", [
    "Our study covers networks with billions of weights, up to 100x larger than those analysed in earlier work.",
    "With retrieval, a compact transformer closes most of the gap to a model more than 12 times larger.",
    "The surrogate generalizes to simulated systems three orders of magnitude larger and to unseen temperatures.",
])
def test_a_size_compared_is_no_result(ex, sentence):
    assert not _extract(ex, sentence).results


def test_a_multiplier_of_speed_stays_a_result(ex):
    e = _extract(ex, "The compiled sampler runs 40x faster than the reference implementation.")
    assert [(r.value, r.unit) for r in e.results] == [("40", "x")]
