"""Proposal rules of session 39 (kg/extract/roles_proposals.py). Every sentence is written for
these tests; the made-up names ("GlimmerBasis", "frost ...") are in no gold file. Each rule is
tested on and, through its switch, off.

* :data:`~kg.extract.roles_proposals.APPOSED_EMPHASIS`: an emphasised name in apposition to a
  noun phrase that introduces something new ("a spectral basis *GlimmerBasis*", "a decoder
  (SD), \\textbf{FrostFormer}", "goal \\textbf{Picker}, a learnable module"); not after a
  problem or an effect noun, not for a manner phrase ("*in vitro*"), not for the letters of an
  acronym spread over a phrase.
* :data:`~kg.extract.roles_proposals.WIDER_EMPHASIS_CUES`: an emphasised name after a contribution
  verb in the third person or far from its "we", after "novel / new", after "a novel concept
  of", or followed by one descriptor head; not after "the notion of" an existing idea, not an
  emphasised adjective before a head ("a *model-free* algorithm").
"""
from __future__ import annotations

import pytest

import kg.extract.roles_proposals as rp
from kg.records import Paper


def _proposed(ex, text, title=None):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return {m.text: m.rule for m in e.mentions if m.role == "proposed"}


BASIS = ("Spectral graph filters struggle on graphs whose labels disagree across edges. We combine a "
         "low-pass basis with a high-pass basis to construct a unified spectral basis *GlimmerBasis*, which "
         "yields a polynomial filter based graph network – *GlimmerNet*. Experiments on twelve graphs show "
         "clear gains.")
DECODER = ("Semantic segmentation needs context at many scales. A novel multi-scale learner, "
           "\\textbf{frost window attention} (FWA), is presented to widen the receptive field. Building on it, "
           "we introduce a segmentation decoder (SD), \\textbf{FrostFormer}, to fuse the scales. FrostFormer is "
           "fast.")
AFTER = ("Long-horizon planning with language models drifts from the goal. Our planner keeps track of "
         "progress through goal \\textbf{Picker}, a learnable module that orders the open sub-goals by their "
         "remaining steps. It helps on thirty tasks.")


def test_apposed_after_noun_phrase(ex):
    got = _proposed(ex, BASIS)
    assert got.get("GlimmerBasis") == "propose-emphasised"
    assert got.get("GlimmerNet") == "propose-emphasised"


def test_apposed_with_acronym_and_novel(ex):
    got = _proposed(ex, DECODER)
    assert got.get("frost window attention") == "propose-emphasised"
    assert got.get("FrostFormer") == "propose-emphasised"


def test_apposed_before_descriptor(ex):
    assert _proposed(ex, AFTER).get("Picker") == "propose-emphasised"


@pytest.mark.parametrize("text, name", [
    ("We study a *new* problem, *ember model rating*, that asks how well a trained model does on "
     "unlabeled graphs. We propose a simple estimator for it.", "ember model rating"),
    ("We first identify a basic pattern, \\emph{self-amplification}, as the cause of divergence in "
     "offline learning. We then propose a fix.", "self-amplification"),
    ("Spiking models help to study our neurons *in vitro* and at scale. We propose a faster simulator "
     "for them.", "in vitro"),
    ("We propose a new method called FrostRet, a light \\textbf{Fr}ost \\textbf{Ret}rieval representation "
     "\\textbf{Fusion} with two-level search. FrostRet is fast.", "Fusion"),
    ("The popular decoder, *GlowNet*, was built for natural images. We study its failure on medical "
     "scans.", "GlowNet"),
    ("We revisit the popular decoder, *GlowNet*, and show that it fails on medical scans.", "GlowNet"),
])
def test_apposed_not(ex, text, name):
    assert name not in _proposed(ex, text)


def test_apposed_switch(ex, monkeypatch):
    monkeypatch.setattr(rp, "APPOSED_EMPHASIS", False)
    got = _proposed(ex, BASIS)
    assert "GlimmerBasis" not in got and "GlimmerNet" not in got


@pytest.mark.parametrize("text, name", [
    ("Reading tables with language models is brittle. Our analysis develops the *table reachability* "
     "framework and new tools that explain when prompting works.", "table reachability"),
    ("We build FernAgent, which updates the tools of an agent, and devise an *agent pruning* algorithm "
     "with two stopping rules.", "agent pruning"),
    ("We prompt a large model for rationales and design an \\emph{ember rationale reader} to turn them "
     "into features.", "ember rationale reader"),
    ("At the core of our method is a novel *frost gradient estimator* with low variance.",
     "frost gradient estimator"),
    ("We describe fast algorithms for these losses, including a new *ember hinge loss*.", "ember hinge loss"),
])
def test_wider_emphasis_cues(ex, text, name):
    assert _proposed(ex, text).get(name) == "propose-emphasised"


@pytest.mark.parametrize("text, name", [
    ("We show that this robustness comes from the notion of *caution* in offline learning "
     "algorithms and from biases in data collection.", "caution"),
    ("To this end, we build upon the concept of a *Maximin Victor* (MV), a notion from social "
     "choice theory.", "Maximin Victor"),
    ("We propose a *distributionally fair* approach to data pricing without a fixed validation "
     "set.", "distributionally fair"),
])
def test_wider_emphasis_cues_not(ex, text, name):
    assert name not in _proposed(ex, text)


def test_wider_emphasis_switch(ex, monkeypatch):
    monkeypatch.setattr(rp, "WIDER_EMPHASIS_CUES", False)
    text = "We describe fast algorithms for these losses, including a new *ember hinge loss*."
    assert "ember hinge loss" not in _proposed(ex, text)
