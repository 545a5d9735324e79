"""Method-used rules of kg.extract.roles_methods on sentences written for these tests:
technique heads that need a technical modifier (``TECHNIQUE_HEADS``) and one-word
techniques that form a whole noun phrase (``STANDALONE_TECHNIQUES``)."""
from __future__ import annotations

from kg.records import Paper


def used(extractor, text: str) -> set[str]:
    ex = extractor.extract(Paper(id="t", title="", abstract=text))
    return {m.text for m in ex.mentions if m.type == "Method" and m.role != "proposed"}


def test_technique_heads_with_a_technical_modifier_are_methods(extractor):
    found = used(extractor, "We propose QuillNet. QuillNet relies on a Picard iteration, a low-rank "
                            "approximation of the kernel and a spectral regularizer, and it beats kernel methods.")
    assert {"Picard iteration", "low-rank approximation", "spectral regularizer", "kernel methods"} <= found


def test_technique_heads_without_technical_evidence_are_not_methods(extractor):
    found = used(extractor, "We propose QuillNet. Our methods need one iteration and an optimal "
                            "approximation, unlike existing methods.")
    assert not {m for m in found if m.endswith(("methods", "iteration", "approximation"))}


def test_singular_method_needs_a_name(extractor):
    found = used(extractor, "We propose QuillNet, a label-free optimization method. "
                            "QuillNet is solved with the Newton method.")
    assert "Newton method" in found
    assert "label-free optimization method" not in found


def test_a_shared_class_noun_leaves_each_conjunct_a_method(extractor):
    found = used(extractor, "We propose QuillNet. QuillNet outperforms clipping, pruning or distillation methods.")
    assert "distillation methods" not in found
    assert {"pruning", "distillation"} <= found


def test_one_word_techniques_as_whole_phrases(extractor):
    found = used(extractor, "We propose QuillNet. After distillation, QuillNet is trained with dropout.")
    assert {"distillation", "dropout"} <= found


def test_one_word_techniques_as_verbs_modifiers_or_negated_are_not_methods(extractor):
    found = used(extractor, "We propose QuillNet. QuillNet works by pruning the largest heads, "
                            "uses the pruning and merging criteria, and runs without finetuning.")
    assert "pruning" not in found
    assert "finetuning" not in found


def test_plural_technique_heads(extractor):
    found = used(extractor, "We propose QuillNet. QuillNet needs no sparse initializations.")
    assert "sparse initializations" in found


def test_singular_method_with_a_known_technique_modifier(extractor):
    found = used(extractor, "We propose QuillNet. QuillNet mixes an on-policy actor-critic method with replay.")
    assert "on-policy actor-critic method" in found


def test_one_word_technique_before_a_descriptor_noun(extractor):
    found = used(extractor, "We propose QuillNet. QuillNet adds a boosting mechanism, a layer-wise "
                            "self-distillation approach and a data augmentation strategy.")
    assert {"boosting", "self-distillation", "data augmentation"} <= found


def test_an_acronym_definition_before_a_method_noun_is_a_method(extractor):
    found = used(extractor, "We propose QuillNet. QuillNet extends the sparse gated mixture (SGM) "
                            "model and, unlike vision-language (VL) models, reads no captions.")
    assert {"sparse gated mixture", "SGM"} <= found
    assert not {"VL", "vision-language"} & found


def test_methods_named_by_a_kind_of_work_are_not_methods(extractor):
    found = used(extractor, "We propose QuillNet. QuillNet beats estimation methods, learning-based "
                            "methods and problem-specific methods, and also SSL methods.")
    assert not {"estimation methods", "learning-based methods", "problem-specific methods"} & found
    assert "SSL methods" in found


def test_lower_case_examples_of_a_method_class_are_methods(extractor):
    found = used(extractor, "We propose QuillNet. Classical techniques such as simulated annealing and "
                            "greedy local search (GLS) fail here.")
    assert {"simulated annealing", "greedy local search"} <= found


def test_examples_after_other_nouns_are_not_methods(extractor):
    found = used(extractor, "We propose QuillNet. QuillNet serves domains such as energy and finance.")
    assert not {"energy", "finance"} & found


def test_an_all_caps_name_tagged_as_adjective_before_model(extractor):
    found = used(extractor, "We propose QuillNet. QuillNet halves the cost of a plain GLOW model.")
    assert "GLOW" in found or "GLOW model" in found


def test_a_one_word_technique_with_an_of_object_is_an_act(extractor):
    found = used(extractor, "We propose QuillNet. Its loss aids the distillation of the shared subspace.")
    assert "distillation" not in found


def test_innovative_is_no_part_of_a_method_name(extractor):
    found = used(extractor, "We propose QuillNet. QuillNet feeds an innovative deep diffusion network.")
    assert "innovative deep diffusion network" not in found


def test_the_technique_of_an_x_based_modifier_is_used(extractor):
    found = used(extractor, "We propose QuillNet, which adds a transformer-based router and an "
                            "attention-based pooling, unlike sampling-based solvers.")
    assert {"transformer", "attention"} <= found
    assert "sampling" not in found


def test_technique_names_match_across_hyphen_spellings_and_families(extractor):
    found = used(extractor, "We propose QuillNet. QuillNet is trained by bi-level optimization and "
                            "beats fairness methods.")
    assert {"bi-level optimization", "fairness methods"} <= found


def test_a_technique_phrase_before_a_part_noun(extractor):
    found = used(extractor, "We propose QuillNet. QuillNet adds a sparsity regularization term and a "
                            "belief propagation module, but no attention module.")
    assert {"sparsity regularization", "belief propagation"} <= found


def test_a_process_phrase_after_a_verb_of_use_is_a_method(extractor):
    found = used(extractor, "We propose QuillNet. QuillNet applies channel reweighting and uses "
                            "expert demonstrations and image classification.")
    assert "channel reweighting" in found
    assert not {"expert demonstrations", "image classification"} & found


def test_a_name_after_on_is_a_method_only_after_a_build_word(extractor):
    ex = extractor.extract(Paper(id="t", title="", abstract=(
        "We propose QuillNet. QuillNet is based on Gated Mixer Nets. Our results on the Zed Arena "
        "are strong, and its performance on Deep Quux Cases is good.")))
    found = {m.text for m in ex.mentions if m.type == "Method" and m.role != "proposed"}
    assert "Gated Mixer Nets" in found
    assert not {"Zed Arena", "Deep Quux Cases"} & found


def test_a_name_after_from_is_a_source_unless_borrowed(extractor):
    found = used(extractor, "We propose QuillNet. QuillNet reads pages from Open Web Crawl and draws "
                            "inspiration from Gated Mixer Nets.")
    assert "Gated Mixer Nets" in found
    assert "Open Web Crawl" not in found
