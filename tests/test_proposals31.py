"""Proposed methods and their components, session 31 (kg/extract/roles_proposals.py). Every
sentence is written for these tests; the made-up names ("Zorbax", "PlonkNet") are in no gold file.

* sibling lists: a coined (strong) name listed with a proposed name, the list closed by "and"
  or ", and", is proposed too ("the presented methods include Zorb Q-learning, ZorbDQN, and
  ZorbDDQN"; "namely ZB-UCB, which ..., and ZB-TS, which ..."). Not a comma between two
  clauses ("In ZorbSuite, PlonkNet achieves"), not in a sentence that compares, not a known
  name.
"""
from __future__ import annotations

from tests.factories import part_pairs as _parts
from tests.factories import proposed_rules as _proposed


def test_sibling_list_after_a_proposed_name(ex):
    text = ("We introduce Zorb Q-learning for large action spaces. The presented methods include Zorb "
            "Q-learning, ZorbDQN, and ZorbDDQN, all of which sample actions.")
    got = _proposed(ex, text)
    assert got.get("ZorbDQN") == "propose-sibling"
    assert got.get("ZorbDDQN") == "propose-sibling"


def test_sibling_with_parallel_relative_clauses(ex):
    text = ("We present two algorithms, namely ZB-UCB, which relies on optimism, and ZB-TS, which uses "
            "sampling. Experiments show gains.")
    got = _proposed(ex, text)
    assert "ZB-UCB" in got and got.get("ZB-TS") == "propose-sibling"


def test_sibling_pair_joined_by_and(ex):
    text = ("We devise two robust algorithms, ZORBA and PLONKIX (representing the structure with graphs "
            "and sets), that handle noise.")
    got = _proposed(ex, text)
    assert {"ZORBA", "PLONKIX"} <= set(got)


def test_comma_between_clauses_is_no_list(ex):
    text = ("We propose ZorbNet, a retrieval model for tables. In the ten environments of PlonkSuite, "
            "ZorbNet achieves higher reward.")
    assert "PlonkSuite" not in _proposed(ex, text)


def test_compared_names_are_no_siblings(ex):
    text = ("We propose ZorbNet for retrieval. ZorbNet outperforms PlonkNet, GlorpNet and ZorbNet-S on "
            "three benchmarks.")
    got = _proposed(ex, text)
    assert "PlonkNet" not in got and "GlorpNet" not in got


def test_known_names_are_no_siblings(ex):
    text = ("We propose ZorbNet for retrieval. We train ZorbNet and RoBERTa on the same data.")
    assert "RoBERTa" not in _proposed(ex, text)


def test_one_word_name_opening_a_sentence_is_the_whole(ex):
    text = ("In this paper, we propose a practical agent system named Zorbik, which has been deployed to a "
            "popular game. Zorbik quantifies the state to enhance generalizability, introducing Plonk League "
            "Training (PLT) to achieve balanced competence.")
    got = _proposed(ex, text)
    assert "Plonk League Training" in got and got["Plonk League Training"].startswith("component-")
    assert ("Plonk League Training", "Zorbik") in _parts(ex, text) or ("PLT", "Zorbik") in _parts(ex, text)


def test_own_method_subject_of_a_contain_verb(ex):
    text = ("We propose ZorbNet, a framework for graph matching. Our framework introduces a Plonk Alignment "
            "loss and a Cross-View Consistency module to align the views.")
    parts = _parts(ex, text)
    assert ("Plonk Alignment", "ZorbNet") in parts and ("Cross-View Consistency", "ZorbNet") in parts


def test_own_method_that_includes_a_cited_method_gets_no_part(ex):
    text = ("We propose a risk-sensitive Zorbian (RSZ) framework for decisions. Our general framework "
            "includes Plonk-Glorp VB (Smith et al. [2011]) as a special case.")
    assert _parts(ex, text) == []


def test_studied_name_with_appositive_is_proposed(ex):
    text = ("Second-order optimisers are costly. We thus study ZorbQLR: an optimiser combining damping from "
            "K-FAC with the update directions of Adam. We evaluate ZorbQLR on regression tasks.")
    assert _proposed(ex, text).get("ZorbQLR") == "propose-studied"
    text = ("Diffusion models generate video. This paper explores Plonk Diffusion: a new approach that uses "
            "a sliding window denoising process.")
    assert _proposed(ex, text).get("Plonk Diffusion") == "propose-studied"


def test_studied_established_or_bare_name_is_not_proposed(ex):
    assert "ZorbBench" not in _proposed(ex, "We study ZorbBench, a popular benchmark of reasoning tasks, and find flaws.")
    assert "ZorbQLR" not in _proposed(ex, "We study ZorbQLR in the overparameterised regime and prove its convergence.")


def test_single_title_word_after_an_indefinite_descriptor(ex):
    text = ("We study collaborative estimation for many agents. We propose a distributed, semi-supervised "
            "algorithm Zorlab, consisting of three steps: local training, aggregation, and distribution.")
    assert _proposed(ex, text).get("Zorlab") == "propose-object"


def test_obtained_acronym_name_and_its_variants(ex):
    text = ("We view a language model as a stochastic layer. By stacking two such layers and feeding the "
            "output of one layer to the next, we obtain a Deep Zorb Network (DZN). We first show how to "
            "perform prompt optimization for a 1-Layer zorb network (DZN-1). Then, we present an extension "
            "that applies to 2-layer DZNs (DZN-2).")
    got = _proposed(ex, text)
    assert got.get("Deep Zorb Network") == "propose-defined"
    assert got.get("DZN-1") == "propose-variant" and got.get("DZN-2") == "propose-variant"


def test_obtained_known_metric_is_not_proposed(ex):
    assert _proposed(ex, "On the test set we obtain a Mean Squared Error (MSE) of 0.3.") == {}


def test_named_examples_of_new_variants_are_proposed(ex):
    text = ("We study in-context learning of multimodal models. Based on our study, (3) we push ICL further "
            "and propose new multimodal ICL variants such as; Multitask-ZCL, Chain-of-Plonk-ZCL, and "
            "Self-Glorping-ZCL.")
    got = _proposed(ex, text)
    assert all(got.get(n) == "propose-example" for n in ("Multitask-ZCL", "Chain-of-Plonk-ZCL", "Self-Glorping-ZCL"))


def test_known_examples_are_not_proposed(ex):
    got = _proposed(ex, "We propose new variants of popular models such as BERT and GPT-2 for long inputs.")
    assert "BERT" not in got and "GPT-2" not in got


def test_defined_names_opening_the_sentences_after_an_unnamed_new_contribution(ex):
    text = ("Existing metrics lack interpretability. In this context, we propose a new evaluation protocol "
            "that measures the divergence of generated images from the training set as follows. Singlezorb "
            "Divergence (SzD) reveals the attributes that are generated excessively by measuring divergences. "
            "Paired-zorb Divergence (PzD) reveals such pairs of attributes by measuring joint divergences.")
    got = _proposed(ex, text)
    assert got.get("Singlezorb Divergence") == "propose-opening"
    assert got.get("Paired-zorb Divergence") == "propose-opening"


def test_known_defined_name_after_an_unnamed_contribution_is_not_proposed(ex):
    got = _proposed(ex, "We propose a new method for reasoning. Large Language Models (LLMs) struggle with this.")
    assert "Large Language Models" not in got and "LLMs" not in got


def test_defined_name_right_after_a_descriptor_is_proposed(ex):
    text = ("Operator learning is popular. This research offers a fresh take on neural operators with a "
            "framework Representation equivalent Zorb Operators (ReZO) designed to address these issues.")
    assert _proposed(ex, text).get("Representation equivalent Zorb Operators") == "propose-descriptor"


def test_defined_name_after_a_descriptor_in_a_comparison_is_not_proposed(ex):
    text = "Our method outperforms a model Graph Zorb Network (GZN) on three datasets."
    assert "Graph Zorb Network" not in _proposed(ex, text)


def test_colon_labels_of_enumerated_items_are_parts(ex):
    text = ("We present ZorbArt, a transformer-based image generator. To achieve this goal, three core designs "
            "are proposed: (1) Training strategy decomposition: We devise three distinct training steps; (2) "
            "Efficient Zorb Transformer: We incorporate cross-attention modules; (3) High-informative data: We "
            "emphasize concept density in text-image pairs.")
    parts = _parts(ex, text)
    assert ("Training strategy decomposition", "ZorbArt") in parts
    assert ("High-informative data", "ZorbArt") in parts
    assert ("Efficient Zorb Transformer", "ZorbArt") in parts


def test_colon_label_needs_a_colon(ex):
    text = ("We present ZorbArt, a transformer-based image generator. ZorbArt comprises: (1) training steps that "
            "optimize alignment; (2) a Plonk Transformer block.")
    parts = _parts(ex, text)
    assert all(h != "training steps" for h, _ in parts)


def test_names_after_a_pairing_preposition_are_no_siblings(ex):
    text = ("We propose ZorbQA, a ranking method for retrieval. A competition between ZorbQA and PlonkRank7 "
            "shows that both fail.")
    assert "PlonkRank7" not in _proposed(ex, text)
