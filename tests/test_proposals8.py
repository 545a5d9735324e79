"""Proposal rules of proposals round 7 (kg/extract/roles_proposals.py): an acronym's long form
that opens the object is one name even with a means word inside ("through", "via", "by"); a
count before the first of several enumerated proposals makes them siblings, read past the
first one's appositive; and a proposed name (or its acronym's long form) that ends in a
benchmark noun is a benchmark. Every sentence is written for these tests."""
from __future__ import annotations

import pytest

from tests.factories import run


def _proposed(extractor, text: str) -> dict[str, str]:
    return {m.text: m.type for m in run(extractor, text).mentions if m.role in ("proposed", "benchmark")}


@pytest.mark.parametrize("text, short, long", [
    ("We introduce sparse reasoning through energy descent (SRED), a novel framework for planning.",
     "SRED", "sparse reasoning through energy descent"),
    ("We present Gaussian replay via synthetic buffers (GRSB), a simple method for continual learning.",
     "GRSB", "Gaussian replay via synthetic buffers"),
    ("We propose a new learning by sparse voting (LSV), which improves calibration.",
     "LSV", "learning by sparse voting"),
])
def test_a_long_form_with_a_means_word_is_one_proposed_name(extractor, text, short, long):
    found = _proposed(extractor, text)
    assert found.get(short) == "Method" and found.get(long) == "Method", found


def test_a_means_after_the_object_still_ends_it(extractor):
    # "via" after a descriptor: what the method uses, not its name
    found = _proposed(extractor, "We propose a sampler for molecules via Stein Guidance (SG) on graphs.")
    assert "SG" not in found, found


def test_enumerated_proposals_are_siblings(extractor):
    text = ("We introduce two solvers: KestrelOpt, an extension of mirror descent from convex games to "
            "team games, and KestrelOpt Mix which improves upon KestrelOpt with population policies.")
    ex = run(extractor, text)
    proposed = {m.text for m in ex.mentions if m.role == "proposed"}
    assert {"KestrelOpt", "KestrelOpt Mix"} <= proposed, proposed
    assert not [link for link in ex.links if link.rel == "partOf"], ex.links


def test_a_count_after_the_first_name_still_counts_parts(extractor):
    ex = run(extractor, "We propose FooNet with two modules: a BarBlock and a BazHead.")
    assert any(link.rel == "partOf" and link.tail == "FooNet" for link in ex.links), ex.links


@pytest.mark.parametrize("text, name", [
    ("To close this gap, we introduce the Kestrel Planning Benchmark (KPB), which pairs maps with goals.",
     "KPB"),
    ("We present the Umbra Dialogue Corpus, which we gathered from public forums.", "Umbra Dialogue Corpus"),
])
def test_a_name_ending_in_a_benchmark_noun_is_a_benchmark(extractor, text, name):
    assert _proposed(extractor, text).get(name) == "Dataset"


def test_a_method_name_stays_a_method(extractor):
    assert _proposed(extractor, "We introduce the Kestrel Planning Network (KPN), which pairs maps with goals.") \
        .get("KPN") == "Method"


@pytest.mark.parametrize("text, names", [
    # an appositive after "a new" + descriptor, in the authors' words, with an acronym's long form
    ("Inspired by this, we build on our analysis to derive a new estimator, Kernel Ratio Matching (KRM).",
     ["Kernel Ratio Matching", "KRM"]),
    # "our <descriptor>, NAME:" with the expansion after a colon
    ("This bound motivates our algorithm, KESTREL: Kernel Estimates for Robust Learning.", ["KESTREL"]),
    # a name after "as" following "the proposed" / "our" and a descriptor
    ("We refer to the proposed solution as FrogSeg3D, for segmenting frogs in 3D.", ["FrogSeg3D"]),
    ("We frame our scheme as Lean Graph Mixers (LGMix), which need no attention.", ["Lean Graph Mixers", "LGMix"]),
])
def test_own_descriptor_names_are_proposed(extractor, text, names):
    found = _proposed(extractor, text)
    for n in names:
        assert found.get(n) == "Method", (n, found)


@pytest.mark.parametrize("text, absent", [
    # someone else's new method
    ("A new method, FrogNet, was proposed by Smith et al. (2020) for segmentation.", "FrogNet"),
    # a defined acronym after "a novel" that only modifies a noun
    ("In this work, we train the encoder with a novel kernel alignment (KA) lower bound.", "KA"),
    # "as" followed by a technique, not a name
    ("We formulate our approach as Bayesian inference over graphs.", "Bayesian"),
])
def test_no_proposal_without_an_own_name(extractor, text, absent):
    assert absent not in _proposed(extractor, text)


@pytest.mark.parametrize("text, name", [
    ("We build a labelling pipeline for generating a large-scale aerial segmentation dataset, dubbed FrogSeg.",
     "FrogSeg"),
    ("We run every pruning method on a synthetic dataset we created, named the Kestrel Spiral.", "Kestrel Spiral"),
    ("We achieve this by rendering a large corpus which we call Umbra-Periph.", "Umbra-Periph"),
])
def test_a_name_given_to_a_dataset_phrase_is_a_benchmark(extractor, text, name):
    assert _proposed(extractor, text).get(name) == "Dataset"


@pytest.mark.parametrize("text, name", [
    ("To deal with these challenges, we introduce a novel device selection solution called FrogRank.", "FrogRank"),
    ("We propose a dataset-aware pruning method called KestrelPrune.", "KestrelPrune"),
])
def test_a_name_given_to_a_method_phrase_stays_a_method(extractor, text, name):
    assert _proposed(extractor, text).get(name) == "Method"
