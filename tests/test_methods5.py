"""Method roles of entities round 2 in kg.extract.roles_methods: comparisons written as an
advantage "over X" / "superior ... to X", and one role for every item of one list. Every
sentence is written for these tests."""
from __future__ import annotations

import pytest

from tests.factories import run


def _roles(extractor, text: str) -> dict[str, str]:
    return {m.text: m.role for m in run(extractor, text).mentions if m.type == "Method"}


@pytest.mark.parametrize("text, name", [
    ("Our planner shows superior performance to PPO on maze tasks.", "PPO"),
    ("The agent achieves a 9% improvement over RouteFormer on delivery tasks.", "RouteFormer"),
    ("Our tagger brings consistent gains over BERT in all languages.", "BERT"),
])
def test_advantage_over_a_method_is_a_comparison(extractor, text, name):
    assert _roles(extractor, text).get(name) == "compared"


def test_every_item_of_a_compared_list_is_compared(extractor):
    text = ("We compare our renderer with baselines trained on posed images "
            "(e.g., ViewNet, RayMixer and GridFormer) on real captures.")
    roles = _roles(extractor, text)
    assert [roles.get(n) for n in ("ViewNet", "RayMixer", "GridFormer")] == ["compared"] * 3


def test_improving_to_a_level_is_no_comparison(extractor):
    # "to" after a word of gain is a target level, not a rival method
    text = "We train RouteFormer with curriculum learning, which leads to higher returns on all tasks."
    assert _roles(extractor, text).get("RouteFormer") != "compared"
