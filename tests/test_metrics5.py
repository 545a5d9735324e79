"""Metric rule of entities round 2 in kg.extract.roles_datasets (``metric-compared``): a
measured quantity named after a comparative or a verb of change; and the unreadable
"from more than A to <words>" of kg.extract.results. Every sentence is written for these tests."""
from __future__ import annotations

import pytest

from kg.extract.results import find_results
from tests.factories import run


def _metrics(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.type == "Metric"}


@pytest.mark.parametrize("text, metric", [
    ("The new test keeps a higher statistical power than the rank test on small samples.", "statistical power"),
    ("Sharing sketches instead of gradients reduces the communication cost of every round.", "communication cost"),
    ("Our decoder gives better restoration quality on noisy scans.", "restoration quality"),
    # a gerund modifier after "the" (tagged as a verb) is part of the measure
    ("An early exit can improve the sampling throughput of the denoiser a lot.", "sampling throughput"),
])
def test_measure_after_a_comparative_is_a_metric(extractor, text, metric):
    assert metric in _metrics(extractor, text)


@pytest.mark.parametrize("text, phrase", [
    ("The attack yields higher quality images than the baseline.", "quality"),  # a bare head
    ("We obtain lower cost estimates for each plan.", "cost estimates"),  # the head modifies a noun
])
def test_vague_or_modifying_measures_stay_out(extractor, text, phrase):
    assert not any(phrase in m for m in _metrics(extractor, text))


def test_from_more_than_a_value_to_words_is_unreadable():
    text = "The attack cuts the query budget from more than 500 times to a single query."
    k = text.index("query budget")
    assert [(r.value, r.metric) for r in find_results(text, None, metrics=[(k, k + 12, "query budget")])] == []
