"""Method and dataset cues of kg.extract.roles on sentences written for these tests:
checkpoint names with a parameter count, and proposals followed by "based on"."""
from __future__ import annotations

from kg.records import Paper


def methods(ex, role=None):
    return {m.text for m in ex.mentions if m.type == "Method" and (role is None or m.role == role)}


def test_checkpoint_names_with_a_parameter_count_are_used_models(extractor):
    ex = extractor.extract(Paper(id="t", abstract=(
        "Our steering method needs no training. It gives an average gain of 9% for FALCON-40B "
        "and for Mistral-7B.")))
    assert {"FALCON-40B", "Mistral-7B"} <= methods(ex)
    # a size range is not a model name
    ex = extractor.extract(Paper(id="u", abstract="We quantize models with 1-10B parameters to 3 bits."))
    assert not any(t.endswith("10B") for t in methods(ex))


def test_names_after_based_on_are_not_the_proposal(extractor):
    ex = extractor.extract(Paper(id="t", abstract=(
        "We propose a novel sampler based on the dual form of Entropic Optimal Transport (EOT). "
        "The sampler is stable.")))
    assert "EOT" not in methods(ex, "proposed")


def test_named_variants_of_the_proposal_are_proposed_too(extractor):
    ex = extractor.extract(Paper(id="t", abstract=(
        "We propose a denoising principle, Robust Edge Sieve (RES), for noisy graphs. Two variants, "
        "RES-SUP and RES-AUG, use supervision and augmentation. A RES-based variant is not a name.")))
    assert {"RES-SUP", "RES-AUG"} <= methods(ex, "proposed")
    assert not any(t.endswith("based") for t in methods(ex))


def test_quoted_name_before_a_descriptor_in_an_own_work_sentence_is_proposed(extractor):
    ex = extractor.extract(Paper(id="t", abstract=(
        "Existing detectors miss small objects. We identify a simple \"GlanceViT\" architecture "
        "and show that it outperforms them.")))
    assert "GlanceViT" in methods(ex, "proposed")
    ex = extractor.extract(Paper(id="u", abstract="Prior work used the \"GlanceViT\" model for tiny objects."))
    assert "GlanceViT" not in methods(ex, "proposed")


def test_network_depth_makes_a_generic_network_head_technical(extractor):
    ex = extractor.extract(Paper(id="t", abstract="We analyse two-layer networks trained by gradient descent. "
                                                  "An L-layer model is a variable-depth model."))
    assert "two-layer networks" in methods(ex)
    assert not any(t.startswith("L-layer") for t in methods(ex))


def test_name_after_a_form_of_a_method_under_a_use_cue_is_used(extractor):
    ex = extractor.extract(Paper(id="t", abstract=(
        "We propose a new sampler based on the semi-dual formulation of Entropic Optimal "
        "Transport. It is fast.")))
    assert "Entropic Optimal Transport" in methods(ex, "used")
    # without a use cue, "a variant of NAME" names no method
    ex = extractor.extract(Paper(id="u", abstract="We study a variant of Tic Tac Toe with new rules."))
    assert methods(ex) == set()


def test_qualified_neural_networks_are_a_used_family_bare_ones_are_not(extractor):
    ex = extractor.extract(Paper(id="nn", title="", abstract=(
        "We propose GlowNet. GlowNet trains deep neural networks and a Bayesian neural network. "
        "The best neural network is rarely a simple one, and neural networks are everywhere.")))
    found = {m.text for m in ex.mentions if m.type == "Method" and m.role != "proposed"}
    assert {"deep neural networks", "Bayesian neural network"} <= found
    assert "best neural network" not in found
    assert "neural networks" not in found


def test_coordinated_techniques_before_a_class_noun_are_each_a_method(extractor):
    ex = extractor.extract(Paper(id="co", title="", abstract=(
        "We propose SlimBox. SlimBox outperforms quantization, pruning or distillation methods "
        "on every budget. Unlike pruning approaches, it keeps all heads.")))
    found = {(m.text, m.role) for m in ex.mentions if m.rule == "method-coordinated"}
    assert found == {("quantization", "compared"), ("pruning", "compared"), ("distillation", "compared")}


def test_a_model_name_before_a_bare_model_head_is_the_name(extractor):
    ex = extractor.extract(Paper(id="nm", title="", abstract=(
        "We propose SlimBox. SlimBox matches the heavily optimized TinyBERT model and "
        "outperforms the baseline RoBERTa-large model. Recommender systems (RSs) use RS models.")))
    found = methods(ex)
    assert {"TinyBERT", "RoBERTa-large"} <= found
    assert not {"TinyBERT model", "RoBERTa-large model", "baseline RoBERTa-large model", "RS"} & found


def test_name_after_a_descriptor_that_an_earlier_name_qualifies_is_the_proposal(extractor):
    ex = extractor.extract(Paper(id="nd", title="", abstract=(
        "We propose a novel GNN optimizer QuickStep, and analyse its convergence. "
        "QuickStep is fast.")))
    assert methods(ex, "proposed") == {"QuickStep"}


def test_novel_lower_case_acronym_model_in_any_sentence_is_proposed(extractor):
    ex = extractor.extract(Paper(id="nv", title="", abstract=(
        "TideNet merges two scales. It applies a novel cross-band mixing (CBM) module to the "
        "features. It also trains a novel reinforcement learning (RL) approach.")))
    prop = methods(ex, "proposed")
    assert {"cross-band mixing", "CBM"} <= prop
    assert "RL" not in prop and "reinforcement learning" not in prop
