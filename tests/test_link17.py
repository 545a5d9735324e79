"""Broad matches never cut a hyphenated compound after a bound prefix or a preposition
(kg.link._bound_cut): "non-adaptive algorithms" is no kind of "adaptive algorithms"."""
from __future__ import annotations

import pytest

from kg.link import _bound_cut, link
from kg.records import Entity

CSO = "https://cso.kmi.open.ac.uk/topics/"
PWCT = "https://paperswithcode.com/task/"


def ent(type_: str, label: str) -> Entity:
    return Entity(key=f"{type_.lower()}/{label}", type=type_, label=label)


@pytest.mark.parametrize("word, surface, refused", [
    ("non", "non-adaptive algorithms", True),
    ("semi", "Semi-supervised classification", True),
    ("fine", "fine\u2011tuning approaches", True),  # (a non-breaking hyphen)
    ("in", "in-context reasoning", True),
    ("of", "out-of-distribution algorithms", True),
    ("long", "long video understanding", False),  # written apart: an adjective
    ("in", "exploration in reinforcement learning", False),
    ("non", "canon-based models", False),  # "non" inside a word
    ("deep", "deep-learning models", False),  # not a bound word
])
def test_bound_cut(word: str, surface: str, refused: bool) -> None:
    assert _bound_cut(word, surface) is refused


def test_negated_and_bound_compounds_get_no_broad_match() -> None:
    neg = ent("Method", "non-adaptive algorithms")
    semi = ent("Task", "semi-supervised classification")
    ctx = ent("Task", "in-context reasoning")
    apart = ent("Task", "long video understanding")
    link([neg, semi, ctx, apart])
    assert CSO + "adaptive_algorithms" not in neg.broad_matches
    assert CSO + "supervised_classification" not in semi.broad_matches
    assert CSO + "context_reasoning" not in ctx.broad_matches
    # the same cut outside a compound still names the broader concept
    assert PWCT + "video-understanding" in apart.broad_matches
