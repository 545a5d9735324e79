"""Acronym definitions of round 16 (kg/extract/abbreviations.py): a long form that follows
its short form without brackets. Every sentence is written for these tests.

* "SHORT, a/an/the <long form> [<type noun>]" after a naming verb or at a sentence start;
  the type noun stays out unless the short form's letters need it.
* "SHORT: <Long Form>" (a capital opens the long form; the whole phrase up to the
  clause's punctuation), "SHORT stands for <long form>", "SHORT, short for <long form>".
* A short form with more small letters than capitals ("PolyMix") needs a long form in
  title case: a name clipped from small words is no acronym.
* Never when the letters do not spell the long form by its initials or capitals, when
  "new"/"novel" would have to give the first letter, or after a preposition ("In RL, the
  reward learning ...": a topic, no apposition).
* Resolution: a name coined this way keeps its own node apart from another paper's
  undefined use of the same short form.
"""
from __future__ import annotations

import pytest

from kg.extract.abbreviations import find_acronyms
from kg.records import Paper


def _pairs(text: str) -> set[tuple[str, str]]:
    return {(a.short, a.long) for a in find_acronyms(text)}


@pytest.mark.parametrize("text, pair", [
    # the type noun after the long form is not part of it
    ("We propose HALO, a Hierarchical Adaptive Latent Optimization model, which learns fast.",
     ("HALO", "Hierarchical Adaptive Latent Optimization")),
    ("We introduce GRIP, a graph relational inference prior framework for scenes.",
     ("GRIP", "graph relational inference prior")),
    # ... unless a letter needs it ("Module" gives the M)
    ("We introduce TRAM, a Temporal Relational Attention Module, for video.",
     ("TRAM", "Temporal Relational Attention Module")),
    # "novel" is skipped; function words inside the name stay
    ("We propose BRISK, a novel Bidirectional Residual Inference with Sparse Kernels approach.",
     ("BRISK", "Bidirectional Residual Inference with Sparse Kernels")),
    # an evaluative word may open the name when the letters start there
    ("We present SimTL, a Simple Transfer Learner for tables.", ("SimTL", "Simple Transfer Learner")),
    ("We present LitMap, a Lightweight Mapping tool for drones.", ("LitMap", "Lightweight Mapping")),
    # ... and is skipped when they do not
    ("We present HVAE, a simple yet effective hierarchical variational autoencoder for text.",
     ("HVAE", "hierarchical variational autoencoder")),
    # a capital inside a word three letters in ("autoEncoder")
    ("We present CVAE, a conditional variational autoencoder for text.",
     ("CVAE", "conditional variational autoencoder")),
    # the article "the" and a sentence-initial short form
    ("PML, the polynomial mixing layer, replaces attention.", ("PML", "polynomial mixing layer")),
    # capitals inside the long form spell the letters ("StateS", "BENchmark")
    ("We build BENT, a BENchmark for Tabular models.", ("BENT", "BENchmark for Tabular")),
    ("We propose ESCAN, an Event StateS Collision Aware Network, for tracking.",
     ("ESCAN", "Event StateS Collision Aware Network")),
    # one unabbreviated content word inside the long form is allowed
    ("We propose SDFE, a Sparse-to-Dense Fusion feature Encoder for depth.",
     ("SDFE", "Sparse-to-Dense Fusion feature Encoder")),
])
def test_appositive_definitions(text, pair):
    assert pair in _pairs(text), _pairs(text)
    [a] = [a for a in find_acronyms(text) if a.short == pair[0]]
    assert a.rule == "appositive"
    assert text[a.start:a.start + len(a.short)] == a.short
    assert text[a.end - len(a.long):a.end] == a.long


@pytest.mark.parametrize("text, pair", [
    ("We present MOSAIC: Multi-Object Scene Assembly with Interactive Constraints.",
     ("MOSAIC", "Multi-Object Scene Assembly with Interactive Constraints")),
    # the whole title-like phrase up to the clause's punctuation, words past the letters included
    ("We present QUILT: Query Understanding In Long Texts retrieval, a new task.",
     ("QUILT", "Query Understanding In Long Texts retrieval")),
    ("Our method, PRISM, stands for Progressive Refinement of Implicit Shape Models.",
     ("PRISM", "Progressive Refinement of Implicit Shape Models")),
    ("We call it DELTA, short for Dynamic Elastic Latent Transport Alignment.",
     ("DELTA", "Dynamic Elastic Latent Transport Alignment")),
    # the bracketed "short for" is read by the SHORT (long form) rule
    ("We call it DELTA (short for Dynamic Elastic Latent Transport Alignment).",
     ("DELTA", "Dynamic Elastic Latent Transport Alignment")),
])
def test_colon_and_stands_for_definitions(text, pair):
    assert pair in _pairs(text), _pairs(text)


@pytest.mark.parametrize("text", [
    # the letters do not match at all
    "We introduce KITE, a scalable graph method that learns fast.",
    # "new" would give the N: never part of the long form
    "We further introduce NSGE, a new sampling method to estimate the gradient error.",
    # a topic after a preposition, not an apposition
    "In RL, the reward learning is hard.",
    # a capital of the short form inside a small word, right at its start ("tRaining") or
    # after a small letter of the short form ("cusTomizable" after the "u" of CuTE)
    "We present TRACE, a training-free approach for calibrating embeddings.",
    "We introduce CuTE, the first customizable synthetic tabular generator.",
    # the small letters of "Stable" strewn over several words
    "We propose StableGen, a style and attention based learning method for generation.",
    # after a colon the long form opens with a capital
    "We report the score FR: fast recall on long queries.",
    # a clause, not a name ("is")
    "We train Medusa-2: Medusa is fine-tuned together with the backbone.",
    # a name clipped from small words is no acronym: it needs a long form in title case
    "We propose PolyMix, a polynomial mixing layer for vision.",
    # the capitals do not open the long form
    "We introduce UPOCR, a generalist model for Unified Pixel-level OCR tasks.",
])
def test_no_definition(text):
    assert not [a for a in find_acronyms(text) if a.rule == "appositive"], find_acronyms(text)


def test_bracket_definition_is_unchanged():
    text = "We fit a Symbolic Numeric Pre-training (SNP) model. SNP, a baseline, is weak."
    assert _pairs(text) == {("SNP", "Symbolic Numeric Pre-training")}


_OURS = ("Symbolic regression needs both domains. To close this gap, we introduce GRIP, a Graph "
         "Relational Inference Prior model, which learns relational structure from scenes. "
         "Experiments show that GRIP improves recall on three benchmarks.")
_THEIRS = ("Pruning at initialization removes weights before training. We compare our pruning "
           "criterion with GRIP and magnitude pruning on image classification.")


def test_proposal_does_not_use_its_own_expansion(extractor):
    ex = extractor.extract(Paper(id="p1", abstract=_OURS, title=None))
    assert [(a.short, a.long, a.rule) for a in ex.acronyms] == [
        ("GRIP", "Graph Relational Inference Prior", "appositive")]
    roles = {m.text: m.role for m in ex.mentions if m.type == "Method"}
    assert roles.get("GRIP") == "proposed"
    assert roles.get("Graph Relational Inference Prior") in (None, "proposed")
    assert not [l for l in ex.links if l.rel == "uses" and l.tail == "Graph Relational Inference Prior"]


def test_coined_short_form_keeps_its_own_node(extractor):
    from kg.resolve import resolve
    ours = extractor.extract(Paper(id="p1", abstract=_OURS, title=None))
    theirs = extractor.extract(Paper(id="p2", abstract=_THEIRS, title=None))
    assert ("GRIP", "compared") in {(m.text, m.role) for m in theirs.mentions}
    res = resolve([ours, theirs])
    k_ours, k_theirs = res.key("p1", "Method", "GRIP"), res.key("p2", "Method", "GRIP")
    assert k_ours is not None and k_theirs is not None
    assert k_ours != k_theirs
    assert res.entities[k_ours].papers == ["p1"]
    assert res.entities[k_theirs].papers == ["p2"]
    assert res.entities[k_ours].acronym == "GRIP"
    assert "Graph Relational Inference Prior" in [res.entities[k_ours].label] + res.entities[k_ours].alt_labels


def test_long_form_cut_inside_its_phrase_is_no_definition():
    # the letters end at "time", the phrase goes on with "series"
    text = "We propose SoftLT, a simple yet effective Soft Learning strategy for Time series."
    assert ("SoftLT", "Soft Learning strategy for Time series") not in _pairs(text)
    assert not [a for a in find_acronyms(text) if a.rule == "appositive"]
    text = "We propose SCLT, a soft contrastive learning strategy for time series."
    assert not [a for a in find_acronyms(text) if a.rule == "appositive"]
    # an agent noun or a type noun after the long form ends the phrase
    assert ("STI", "Subject-driven Text-to-Image") in _pairs(
        "We present STI, a Subject-driven Text-to-Image generator that learns.")
    assert ("UUKG", "unified urban knowledge graph") in _pairs(
        "This paper presents UUKG, the unified urban knowledge graph dataset for cities.")
