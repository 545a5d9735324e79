"""Proposal rules of entities round 6 (kg.extract.roles_proposals): a capitalised word of a
name is no phenomenon noun, a refused first name gives way to an acronym-defined appositive,
and a naming verb in a sentence that does not speak of the paper's own work names prior work.
Every sentence is written for these tests."""
from __future__ import annotations

import pytest

from tests.factories import run


# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")



def _proposed(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.role == "proposed"}


@pytest.mark.parametrize("text, name", [
    # "Failure", "Effect", "Bias" open the name: no phenomenon is named
    ("To fix this, we present a new framework named Failure Aware Replay Tuning (FART). "
     "FART replays hard cases.", "FART"),
    ("We introduce a simple regularizer called Bias Cancelling Dropout (BCD), which removes shortcuts.",
     "BCD"),
    # the first name of the object is refused (an acronym defined earlier modifies the
    # descriptor); the acronym-defined appositive after "namely" is the proposal
    ("Solvers of partial differential equations (PDEs) need much data. We propose a new PDE data "
     "generation method, namely Residual Operator Splitting Sampler (ROSS), which speeds up "
     "training.", "ROSS"),
    # an opening adverb before "we" keeps "we" the subject of the conjoined verb
    ("Here we merge both ideas and propose Tile Mixers, an approach to layout reasoning that "
     "scales to large pages.", "Tile Mixers"),
    # "Our solution, X (XX),": an appositive name after "our solution"
    ("Our solution, Gentle Anchor Replay (GAR), limits how fast old features drift.", "GAR"),
    # a definite method descriptor opens the sentence: the paper's own method
    ("We study zero-shot detection of generated text. The method, called Lodestar, reaches high "
     "accuracy without any training data.", "Lodestar"),
])
def test_named_proposals(extractor, text, name):
    assert name in _proposed(extractor, text)


@pytest.mark.parametrize("text, name", [
    # no word of the paper's own work in the sentence: the named models are prior work
    ("Imitation is hard. A recent family of models called Action Chunkers (AC) handles this by "
     "clustering actions. We propose a new policy that adds a residual head.", "Action Chunkers"),
    ("Many groups transfer these skills to audio, in models that are termed Audio-LLMs. We "
     "propose a new tokenizer for them.", "Audio-LLMs"),
    # an effect keeps its lower-case phenomenon noun after the verb
    ("We observe a failure mode which we call this effect Echo Drift (ED) in long training.",
     "Echo Drift"),
])
def test_not_proposed(extractor, text, name):
    assert name not in _proposed(extractor, text)


@pytest.mark.parametrize("text, name", [
    # a passive presentation speaks of the paper's own work
    ("Accordingly, a concise yet effective approach named LeafMatch is presented.", "LeafMatch"),
    # a demonstrative subject refers back to the paper's own construction
    ("We study causal graphs. This coarser representation, named Partition Flow Graph (PFG), keeps "
     "the identifiable parts.", "PFG"),
])
def test_named_without_we(extractor, text, name):
    assert name in _proposed(extractor, text)


def test_named_in_a_citation_is_prior_work(extractor):
    text = "A related approach, named Quill Search, was introduced by Moreau et al. for planning."
    assert "Quill Search" not in _proposed(extractor, text)


@pytest.mark.parametrize("text, name", [
    # a dash instead of the comma before the appositive; "methodology" is a method descriptor
    ("Borrowing from active learning, we propose guided audit sampling—a methodology for estimating "
     "error rates with few labels.", "guided audit sampling"),
    # the comma left out between the name and its appositive
    ("We propose Kestrel a simple architecture combining convolution and gated attention.", "Kestrel"),
])
def test_appositive_without_a_comma(extractor, text, name):
    assert name in _proposed(extractor, text)


def test_name_after_our_proposed(extractor):
    text = ("We present enhancements to the standard encoder, resulting in our proposed Sparse Window "
            "Forecasting Transformer (Swift).")
    assert "Sparse Window Forecasting Transformer" in _proposed(extractor, text)


def test_name_after_the_first_contribution_sentence_is_own(extractor):
    text = ("We propose two estimators of density ratios. One is based on the squared loss, called "
            "Ridge Ratio Matching, and its optimization is convex.")
    assert "Ridge Ratio Matching" in _proposed(extractor, text)


def test_phenomenon_noun_ending_the_name_is_no_method(extractor):
    text = "First, we provide a general class called the Lantern Condition class, which covers many games."
    assert "Lantern Condition" not in _proposed(extractor, text)


def test_pretrained_model_is_no_component(extractor):
    text = ("We propose EchoTune, a speech editor. To follow instructions, we 1) fine-tune a Flan-T5-XL "
            "to embed the task and 2) train a Prosody Alignment Module (PAM) on paired clips.")
    ex = run(extractor, text)
    parts = {l.head for l in ex.links if l.rel == "partOf"}
    assert "Flan-T5-XL" not in parts


def test_demonstrative_subject_with_a_complement(extractor):
    text = ("We revisit penalised autoencoders. These structural uses of gated autoencoders, termed GatedSAEs, "
            "open up a principled way to impose constraints.")
    assert "GatedSAEs" in _proposed(extractor, text)
