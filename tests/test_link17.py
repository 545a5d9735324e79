"""Broad matches never cut after a preposition ("alternating direction method of
multipliers" is no kind of "multiplier") nor inside a hyphenated compound after a bound
prefix ("non-adaptive algorithms" is no kind of "adaptive algorithms"): kg.link._bound_cut."""
from __future__ import annotations

import pytest

from kg.link import _bound_cut, link
from kg.records import Entity

CSO = "https://cso.kmi.open.ac.uk/topics/"
PWCT = "https://paperswithcode.com/task/"


def ent(type_: str, label: str) -> Entity:
    return Entity(key=f"{type_.lower()}/{label}", type=type_, label=label)


@pytest.mark.parametrize("dropped, surface, refused", [
    (("non",), "non-adaptive algorithms", True),
    (("semi",), "Semi-supervised classification", True),
    (("fine",), "fine\u2011tuning approaches", True),  # (a non-breaking hyphen)
    (("fine",), "fine acoustic modeling", False),  # written apart: an adjective
    (("non",), "canon-based models", False),  # "non" inside a word
    (("long",), "long-video understanding", False),  # not a bound prefix
    (("in",), "in-context reasoning", True),
    (("exploration", "in"), "exploration in reinforcement learning", True),
    (("alternating", "direction", "method", "of"), "alternating direction method of multipliers", True),
    (("a", "family", "of"), "a family of graph neural networks", False),  # a collection head
    (("conformal", "prediction", "for"), "conformal prediction for regression", False),
    (("text", "to"), "text-to-image generation", False),
    ((), "anything", False),
])
def test_bound_cut(dropped: tuple[str, ...], surface: str, refused: bool) -> None:
    assert _bound_cut(dropped, surface) is refused


def test_negated_bound_and_prepositional_phrases_get_no_broad_match() -> None:
    neg = ent("Method", "non-adaptive algorithms")
    semi = ent("Task", "semi-supervised classification")
    ctx = ent("Task", "in-context reasoning")
    admm = ent("Method", "alternating direction method of multipliers")
    apart = ent("Task", "long video understanding")
    link([neg, semi, ctx, admm, apart])
    assert CSO + "adaptive_algorithms" not in neg.broad_matches
    assert CSO + "supervised_classification" not in semi.broad_matches
    assert CSO + "context_reasoning" not in ctx.broad_matches
    assert CSO + "multiplier" not in admm.broad_matches
    # a trailing part that is a kind of the whole still names the broader concept
    assert PWCT + "video-understanding" in apart.broad_matches
