"""Session 48 result rule (kg/extract/results/lists.py, SHARED_HEAD_METRICS): the one-word
modifiers coordinated before a shared metric head each take that head ("training and inference
costs by 3.1x and 1.8x" -> "training costs", "inference costs"), one result per value with its
own metric. A modifier that is a metric by itself ("precision and recall rates") keeps its
own name. Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.extract.results import lists
from kg.extract.results.lists import _shared_head_items
from kg.records import Paper

LEAD = "We propose Zorbnet, a sparse plonk model. "


def _results(ex, text):
    return [(r.value, r.unit, r.metric)
            for r in ex.extract(Paper(id="p", abstract=LEAD + text, source="t")).results]


def test_two_costs_sharing_one_head_each_get_the_head(ex):
    got = _results(ex, "Zorbnet cuts training and inference costs by 3.1x and 1.8x, respectively.")
    assert got == [("3.1", "x", "training costs"), ("1.8", "x", "inference costs")]


def test_top_k_qualifiers_share_the_accuracy_head(ex):
    got = _results(ex, "Zorbnet improves top-1 and top-5 accuracy by 2.1% and 1.4% on the test split.")
    assert [m for _, _, m in got] == ["top-1 accuracy", "top-5 accuracy"]


def test_a_metric_before_the_shared_noun_keeps_its_own_name(ex):
    got = _results(ex, "Zorbnet improves the precision and recall rates by 3% and 5%.")
    assert [m for _, _, m in got] == ["precision", "recall rates"]


def test_two_named_metrics_are_left_as_they_are(ex):
    got = _results(ex, "Zorbnet improves accuracy and F1 by 2.1 and 3.4 points.")
    assert [(v, m) for v, _, m in got] == [("2.1", "accuracy"), ("3.4", "F1")]


@pytest.mark.parametrize("items, want", [
    (["training", "inference costs"], ["training costs", "inference costs"]),
    (["memory", "computation", "inference cost"], ["memory cost", "computation cost", "inference cost"]),
    (["backward-pass memory", "computation cost"], ["backward-pass memory", "computation cost"]),
    (["accuracy", "inference cost"], ["accuracy", "inference cost"]),
    (["training", "latency"], ["training", "latency"]),
    (["FID", "sampling time"], ["FID", "sampling time"]),
])
def test_shared_head_items(items, want):
    assert _shared_head_items(items) == want


def test_switch_off_leaves_the_bare_modifier(ex, monkeypatch):
    monkeypatch.setattr(lists, "SHARED_HEAD_METRICS", False)
    got = _results(ex, "Zorbnet cuts training and inference costs by 3.1x and 1.8x, respectively.")
    assert got[0][2] == "training"
