"""Proposal rules of session 50 (kg/extract/roles_base.py, kg/extract/roles_proposals.py), from a
150-abstract corpus draw outside the gold (prop50) and the misses of the blind pair dev92 / dev93.
Every sentence is written for these tests; the made-up names ("SzViT", "QuillBox", "CRANE7") are
in no gold file. Each rule is tested on and, through its switch, off.

* :data:`~kg.extract.roles_base.WHICH_WE_DENOTE`: "which we denote X" names the authors' thing.
* :data:`~kg.extract.roles_base.DESCRIBE_NAMES`: "In this paper we describe X, a simple approach"
  (a proper noun right after "describe").
* :data:`~kg.extract.roles_proposals.OUR_MODIFIED_DESCRIPTORS`: "Our size-adapted vision
  transformer, SzViT, ..." (several modifiers between "our" and the descriptor).
* :data:`~kg.extract.roles_proposals.BENCHMARK_MODIFIED_HEADS`: "X, the first benchmark platform
  ..." is a proposed benchmark, not a method.
* :data:`~kg.extract.roles_proposals.NEW_DATA_APPOSITIVES`: "a new dataset, X, released with this
  paper" is a proposed benchmark.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_base as rb
import kg.extract.roles_proposals as rp
from kg.records import Paper


# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")



def _mentions(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t")).mentions


def _proposed(ex, text):
    return {m.text: m.rule for m in _mentions(ex, text) if m.role == "proposed"}


def _benchmarks(ex, text):
    return {m.text for m in _mentions(ex, text) if m.type == "Dataset" and m.role == "benchmark"}


DENOTE = ("Graph clustering is slow on large graphs. We propose a new spectral update rule from this "
          "analysis, which we denote anchor smoothing. Experiments on three graphs show that anchor "
          "smoothing halves the running time.")


def test_which_we_denote(ex):
    assert _proposed(ex, DENOTE).get("anchor smoothing") == "propose-named"


def test_which_we_denote_switch(ex, monkeypatch):
    monkeypatch.setattr(rb, "WHICH_WE_DENOTE", False)
    assert "anchor smoothing" not in _proposed(ex, DENOTE)


@pytest.mark.parametrize("text", [
    # "we denote" that fixes notation, not after a relative pronoun
    "Let the arms have unknown means. We denote anchor smoothing the averaged update, and we show "
    "that anchor smoothing converges.",
    "We study bandits with many arms. We denote by f the reward function of anchor smoothing, which "
    "anchor smoothing approximates.",
])
def test_which_we_denote_not(ex, text):
    assert "anchor smoothing" not in _proposed(ex, text)


SZVIT = ("Vision transformers are usually scaled by rules of thumb. Our size-adapted vision transformer, "
         "SzViT, reaches 90% accuracy on ImageNet, and SzViT-400m matches a model twice its size.")


def test_our_modified_descriptor(ex):
    got = _proposed(ex, SZVIT)
    assert got.get("SzViT") == "propose-ours"
    assert "SzViT-400m" in got  # its sized variant follows it


def test_our_modified_descriptor_adverb(ex):
    text = ("Dense models are strong. Our most powerful model, FLAN-Zorb-32B, surpasses larger models "
            "on four benchmark tasks.")
    assert _proposed(ex, text).get("FLAN-Zorb-32B") == "propose-ours"


def test_our_modified_descriptor_switch(ex, monkeypatch):
    monkeypatch.setattr(rp, "OUR_MODIFIED_DESCRIPTORS", False)
    got = _proposed(ex, SZVIT)
    assert "SzViT" not in got and "SzViT-400m" not in got


@pytest.mark.parametrize("text, name", [
    # no comma after the descriptor: no appositive name
    ("Vision transformers are slow. Our size-adapted vision transformer SzViT reaches 90% accuracy on "
     "ImageNet.", "SzViT"),
    # a verb between "our" and the head breaks the phrase
    ("Vision transformers are slow. Our results show the vision transformer, SzViT, is fast.", "SzViT"),
])
def test_our_modified_descriptor_not(ex, text, name):
    assert name not in _proposed(ex, text)


QUILLBOX = ("Planning agents lack a common testbed. To fill this gap, we introduce QuillBox, the first "
            "benchmark platform expressly tailored for evaluating planners. QuillBox offers 200 problem "
            "instances and 12 baselines.")


def test_benchmark_platform(ex):
    assert "QuillBox" in _benchmarks(ex, QUILLBOX)
    assert "QuillBox" not in _proposed(ex, QUILLBOX)


def test_benchmark_platform_switch(ex, monkeypatch):
    monkeypatch.setattr(rp, "BENCHMARK_MODIFIED_HEADS", False)
    assert "QuillBox" not in _benchmarks(ex, QUILLBOX)
    assert "QuillBox" in _proposed(ex, QUILLBOX)


def test_benchmark_evaluation_is_no_benchmark(ex):
    # "benchmark" before an activity noun: what the evaluation uses is no data
    text = ("Speech editing is hard to assess. To assess it in depth, we introduce a benchmark "
            "evaluation with contrastive zorb-speech pre-training (CZSP) to test speech quality.")
    assert not {"CZSP", "contrastive zorb-speech pre-training"} & _benchmarks(ex, text)


CRANE = ("We present PlanLM, an agent that writes solver code. PlanLM outperforms prior methods on hard "
         "problems (including a new dataset, CRANE7, released with this paper) by 30%.")


def test_new_data_appositive(ex):
    assert "CRANE7" in _benchmarks(ex, CRANE)


def test_new_data_appositive_switch(ex, monkeypatch):
    monkeypatch.setattr(rp, "NEW_DATA_APPOSITIVES", False)
    assert "CRANE7" not in _benchmarks(ex, CRANE)


def test_new_data_appositive_cited(ex):
    # a dataset others released (a citation in the sentence) is no proposal
    text = ("Solver agents are popular. Prior work evaluated them on a new dataset, CRANE7, released by "
            "Smith et al. (2023), and found them weak.")
    assert "CRANE7" not in _benchmarks(ex, text)


def test_new_data_appositive_of_others(ex):
    # "new" alone does not make the sentence the authors' own
    text = ("Solver agents are popular. Prior work evaluated them on a new dataset, CRANE7, released in "
            "2023, and found them weak.")
    assert "CRANE7" not in _benchmarks(ex, text)


def test_which_we_denote_cue_span():
    lower = "a new rule , which we denote zorb smoothing".split()
    pos = ["DET", "ADJ", "NOUN", "PUNCT", "PRON", "PRON", "VERB", "NOUN", "NOUN"]
    assert ("NAMING", 5, 7) in rb.proposal_matches(lower, pos)
    lower = "we denote by f the rule".split()  # notation: no relative pronoun before "we"
    pos = ["PRON", "VERB", "ADP", "NOUN", "DET", "NOUN"]
    assert not [m for m in rb.proposal_matches(lower, pos) if m[0] == "NAMING"]


MACO = ("Few-shot segmentation is hard. In this paper we describe PLOVA, a simple approach to few-shot "
        "segmentation that needs no fine-tuning.")


def test_describe_name(ex):
    assert "PLOVA" in _proposed(ex, MACO)


def test_describe_name_switch(ex, monkeypatch):
    monkeypatch.setattr(rb, "DESCRIBE_NAMES", False)
    assert "PLOVA" not in _proposed(ex, MACO)


def test_describe_not_a_name(ex):
    text = ("Few-shot segmentation is hard. We describe how ResNet-50 fails on small objects and "
            "describe the errors of U-Net in detail.")
    got = _proposed(ex, text)
    assert "ResNet-50" not in got and "U-Net" not in got


def test_describe_cue_span():
    lower = "we describe plova , a simple approach".split()
    pos = ["PRON", "VERB", "PROPN", "PUNCT", "DET", "ADJ", "NOUN"]
    assert ("PROPOSE", 0, 2) in rb.proposal_matches(lower, pos)
    pos[2] = "NOUN"  # "we describe models ...": no name right after the verb
    assert not rb.proposal_matches(lower, pos)
