"""Type of a proposed name from its descriptor (kg.extract.roles_proposals, entities round
6): only the head of a noun compound counts, a naming verb's nearest descriptor decides,
the description ends at a means or a predicate verb, and a collection noun gives way to what
it holds. Every sentence is written for these tests."""
from __future__ import annotations

import pytest

from tests.factories import run


def _roles(extractor, text: str) -> dict[str, str]:
    return {m.text: m.role for m in run(extractor, text).mentions if m.role in ("proposed", "benchmark")}


@pytest.mark.parametrize("text, name", [
    # a benchmark noun that modifies the head of the compound
    ("We propose GlintPrune, a dataset distillation framework for point clouds.", "GlintPrune"),
    ("We introduce a task-conditioned Ripple Mixer Network (RMN), which routes tokens by depth.",
     "Ripple Mixer Network"),
    # the long form between the verb and the acronym: its head is "design"
    ("To keep agents robust, we introduce curriculum-weighted environment design (CWED).", "CWED"),
    # a naming verb: the nearest descriptor before it, not a noun of the earlier clause
    ("To meet this challenge, we propose a simple approach called Mirror Bootstrap Tuning (MBT), "
     "which aligns both views.", "MBT"),
    # the description ends at a means ("by") and at a predicate ("is evaluated", "and collect")
    ("We present Quiet Gradient Theory by taking a dataset-centric view of pruning.", "Quiet Gradient Theory"),
    ("The proposed sampler, named FernWalk, is evaluated across twelve benchmark datasets.", "FernWalk"),
    ("We introduce a contrast-aware prompt tuning (CAPT) and collect a new dataset for CAPT.", "CAPT"),
    # a suite of operators is no benchmark
    ("We introduce symmetry-locked neural solvers (SLNS), a suite of solvers that keep invariants.", "SLNS"),
])
def test_method_with_a_benchmark_word_nearby_is_a_proposed_method(extractor, text, name):
    assert _roles(extractor, text).get(name) == "proposed"


@pytest.mark.parametrize("text, name", [
    ("We introduce TideSuite, a suite of 40 tasks for household agents.", "TideSuite"),
    ("We release PaperLens, a large collection of scanned documents with layout labels.", "PaperLens"),
    ("We build OrbitQA, a satellite image-based question-answering dataset for planners.", "OrbitQA"),
    ("We present HarborArena, a remote-hosted benchmark of 25 web tasks.", "HarborArena"),
    ("To study this gap, we construct a new benchmark named Lantern, which holds 900 puzzles.", "Lantern"),
])
def test_benchmarks_stay_benchmarks(extractor, text, name):
    assert _roles(extractor, text).get(name) == "benchmark"


def test_plural_method_noun_before_a_naming_verb(extractor):
    text = ("To tackle this challenge, we propose a class of world models called Gated Rollout Models "
            "(GRMs), designed to shorten gradient paths.")
    assert _roles(extractor, text).get("GRMs") == "proposed"


@pytest.mark.parametrize("text, name, role", [
    # a participle after the noun opens a clause: "dataset" stays the head
    ("In this paper, we introduce GlyphTalk, a novel dataset featuring hand-written instructions that "
     "need careful reading.", "GlyphTalk", "benchmark"),
    # the words before "and" describe the first conjunct only
    ("We contribute a new dataset for bond prediction and a novel Twisted Graph Network (TGN) model "
     "that is invariant.", "TGN", "proposed"),
])
def test_descriptor_scope(extractor, text, name, role):
    assert _roles(extractor, text).get(name) == role


def test_collection_of_untyped_items_is_a_benchmark(extractor):
    text = ("To address these gaps, we compile a large and diverse collection of public sensor logs, called "
            "the Sensor Log Pile, and study pretraining on it.")
    assert _roles(extractor, text).get("Sensor Log Pile") == "benchmark"
