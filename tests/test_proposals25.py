"""Proposed methods and their components, session 25 (kg/extract/roles_proposals.py). Every
sentence is written for these tests; the made-up names ("Zorbax", "PlonkNet") are in no gold file.

* evaluation lists: the items of an enumeration whose lead words speak of evaluation ("an
  evaluation of X on: (a) ..., (b) ...") are the settings the proposal is tested in; the
  models and data named in them are no proposals and no parts. A form of the proposed name
  ("Generative Zorbax") and a name defined in apposition ("PlonkBench, a collection ...")
  stay the paper's own.
* hyphen-chain variants: a proposed name followed by two or more short hyphenated parts
  ("ZVT-H-S") is a sized variant, a proposal of its own without part-of; so is a short capital
  prefix and a hyphen before a proposed name in brackets ("(DP-Zorbley)"). A chain with a
  lower-case word ("ZVT-in-AMC") is no variant.
* own-object naming: "we call our approach zorb shaping constraints because ..." names the
  paper's method after its object ("our" / "this" and a method descriptor); a coined
  lower-case name written once counts when the title has its words.
* defined parts: after the main proposal, an acronym definition that "we" or the proposal
  bring in, or a passive "is designed" builds, with a part head ("module", "block", "layer",
  "library", ...) in or right after it, is a part of the main proposal; not an established
  technique (the textbook list ESTABLISHED_TECHNIQUES: "low-rank adapters (LoRA)"), and not in
  a sentence that compares.
* "..., and name it X" names the first verb's object; after a formulation or problem
  ("define this formulation and coin it as X") X names a problem, no proposal.
* a variant named like a benchmark ("Zorbl-Bench" beside the proposed model "Zorbl") is a
  proposed benchmark.
"""
from __future__ import annotations


from kg.records import Paper

import pytest

# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")



def _extract(ex, text, title=None):
    return ex.extract(Paper(id="p", abstract=text, title=title, source="t"))


def _proposed(ex, text, title=None):
    return {m.text: m.rule for m in _extract(ex, text, title).mentions if m.role == "proposed"}


def _parts(ex, text, title=None):
    return sorted((l.head, l.tail) for l in _extract(ex, text, title).links if l.rel == "partOf" and l.head)


def test_evaluation_list_items_are_no_parts(ex):
    text = ("Hand-designed optimisers need tuning. We propose a new class of learned optimisers, called Zorbax. "
            "We conduct an extensive empirical evaluation of Zorbax on: (a) fine-tuning Plonk Vision Nets "
            "(PVNs) of many sizes, (b) pre-training Quuxformer models and (c) prompt-tuning large Blorp-XXL "
            "models. Zorbax matches tuned baselines.")
    got = _proposed(ex, text)
    assert got == {"Zorbax": "propose-named"}
    assert _parts(ex, text) == []


def test_evaluation_list_keeps_own_forms_and_defined_data(ex):
    text = ("Scoring generated text is hard. We introduce a new scoring method called Zorb Contrast (ZC). "
            "We evaluate ZC under two paradigms: 1) Generative ZC, which samples synthetic examples; "
            "2) Discriminative ZC, which scores texts directly. Experiments show that ZC correlates with people.")
    got = _proposed(ex, text)
    assert {"ZC", "Generative ZC", "Discriminative ZC"} <= set(got)


def test_parts_list_without_evaluation_lead_stays(ex):
    text = ("Zorb tracking is slow. We propose PlonkNet, a fast tracker. PlonkNet has two modules: "
            "(1) a Zorb Motion Encoder that reads the frames, and (2) a Quux Fusion Head that merges them. "
            "PlonkNet runs in real time.")
    assert ("Zorb Motion Encoder", "PlonkNet") in _parts(ex, text)


def test_hyphen_chain_sized_variants(ex):
    text = ("Vision backbones are costly. We present a novel approach called Zorb Vision Transformer (ZVT). "
            "ZVT mixes tokens with a spectral gate. ZVT-H-S reaches 84.2% top-1 accuracy, while ZVT-H-B reaches "
            "85.2%. ZVT also transfers well.")
    got = _proposed(ex, text)
    assert got.get("ZVT-H-S") == "propose-variant" and got.get("ZVT-H-B") == "propose-variant"
    assert _parts(ex, text) == []


def test_bracketed_capital_prefix_variant(ex):
    text = ("Valuing data leaks privacy. We introduce Zorbley, a refined valuation rule that allows simple "
            "changes to add a privacy guarantee (DP-Zorbley). We show that DP-Zorbley keeps its accuracy.")
    got = _proposed(ex, text)
    assert got.get("DP-Zorbley") == "propose-variant"


def test_hyphen_chain_with_lowercase_word_is_no_variant(ex):
    text = ("Reading minds in films is hard. We propose Plonkar, a new prompting method. Plonkar beats the "
            "baselines on the scenes of Plonkar-in-AMC.")
    got = _proposed(ex, text)
    assert "Plonkar" in got and not any(k.startswith("Plonkar-in") for k in got)


def test_we_call_our_approach_lowercase_name(ex):
    title = "Zorb Shaping Constraints for Plonk Forecasting"
    text = ("Forecasters minimise the average error over a window. In this work, we present a constrained "
            "approach for plonk forecasting that bounds the loss at each step. We call our approach zorb shaping "
            "constraints because it imposes constraints on the loss at each step. We propose a practical "
            "primal-dual algorithm to solve it.")
    assert _proposed(ex, text, title).get("zorb shaping constraints") is not None


def test_lowercase_name_written_once_without_title(ex, monkeypatch):
    """Without the title, a lower-case name written once is no proposal, unless "we" give it (since
    session 56, kg.extract.roles_proposals.WE_NAMED_ONCE: the gold counts "We call our approach X")."""
    import kg.extract.roles_proposals as rp

    text = ("Forecasters minimise the average error over a window. In this work, we present a constrained "
            "approach for plonk forecasting that bounds the loss at each step. We call our approach zorb shaping "
            "constraints because it imposes constraints on the loss at each step. We propose a practical "
            "primal-dual algorithm to solve it.")
    assert "zorb shaping constraints" in _proposed(ex, text, "Bounded Losses for Plonk Forecasting")
    monkeypatch.setattr(rp, "WE_NAMED_ONCE", False)
    assert "zorb shaping constraints" not in _proposed(ex, text, "Bounded Losses for Plonk Forecasting")


def test_defined_parts_after_the_proposal(ex):
    text = ("Zorb images are blurry. To solve this, we propose a multi-scale plonk transfer network (MPTN). "
            "Then, a multi-scale plonk fusion module (MPFM) consisting of three matchers is designed to learn "
            "detail features. Furthermore, we use a Zorb Tri-plane Attention (ZTA) fusion module to merge views. "
            "MPTN beats the baselines.")
    parts = _parts(ex, text)
    assert ("MPFM", "MPTN") in parts and ("ZTA", "MPTN") in parts


def test_defined_parts_refuse_established_and_comparisons(ex):
    text = ("Agents learn slowly. We propose Zorbagent, a new training architecture for plonk agents. "
            "In Zorbagent, the actor carries low-rank adapters (LoRA) module weights updated by the critic. "
            "Zorbagent is 3x faster when compared to dense (DZL) module baselines.")
    got = _proposed(ex, text)
    assert "LoRA" not in got and "low-rank adapters" not in got and "DZL" not in got


def test_and_name_it_names_the_first_verbs_object(ex):
    text = ("Protein surfaces matter. We use implicit plonk fields for learning surface shapes, and name it "
            "ZorbINR. We confirm that ZorbINR reconstructs the surfaces.")
    assert _proposed(ex, text).get("ZorbINR") == "propose-named"


def test_and_coin_it_after_a_formulation_names_a_problem(ex):
    text = ("Choosing a latent geometry is manual. We define this novel formulation and coin it as zorb latent "
            "plonk search (ZLPS). We propose a principled solution to ZLPS.")
    got = _proposed(ex, text)
    assert "ZLPS" not in got and "zorb latent plonk search" not in got


def test_bench_named_variant_is_a_benchmark(ex):
    text = ("IT operations lack tailored models. We introduce Zorbl, a large language model for IT tasks. "
            "We evaluate Zorbl on the Zorbl-Bench established by us. Zorbl beats general models.")
    e = _extract(ex, text)
    roles = {m.text: (m.type, m.role) for m in e.mentions if m.role in ("proposed", "benchmark")}
    assert roles.get("Zorbl-Bench") == ("Dataset", "benchmark")


def test_defined_parts_refuse_known_part_and_hardware(ex):
    text = ("Prompt influence is opaque. We propose Zorbdecode, a new token attribution method. Zorbdecode "
            "leverages the robust capabilities of the plonk model head (PM head) to assess saliency. We deploy "
            "Zorbdecode on a simulator for a Neural Processing Unit (NPU). Zorbdecode is accurate.")
    got = _proposed(ex, text)
    assert "PM head" not in got and "NPU" not in got and "Neural Processing Unit" not in got
