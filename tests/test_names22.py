"""Proposed methods and their parts, session 22 (kg/extract/roles_proposals.py,
kg/extract/roles_base.py). Every sentence is written for these tests; the made-up names
("self-zorbing", "ZorbNet") are in no gold file.

Proposals:

* A lower-case name right after the contribution cue (and "the") is proposed when a comma
  and "which" / "where" / "that" close it and the abstract writes it again ("we propose
  self-zorbing, which ... self-zorbing improves ..."), or when a dash appositive with a
  method descriptor follows ("zorb softmax loss - a simple modification to the plonk
  loss -"); an acronym-shaped word may stand inside ("the predictive ZVaR policy gradient,
  a novel approach"). A known technique ("fine-tuning, which") or a name written once
  stays no proposal.
* With no other proposal, a plural title head ("In-context Zorbs: ...") or the title's
  description after its colon ("...: A Prompt-Based Plonk Attack") that the abstract
  defines by an acronym names the proposal.
* "X achieves great / state-of-the-art performance" makes a defined name X the paper's
  own, as "X outperforms existing methods" does.
* ", known as X" names the paper's method after "This / Our <descriptor>" ("This model,
  known as the Frozen Zorb Transformer (FZT), ..."), and after a contribution verb
  ("we introduce a simple ZTTA algorithm, known as SimZTTA," where the name wins over the
  modifier ZTTA); not elsewhere ("these algorithms, known as DP-ZORB,").
* The acronym after "the problem setting of" names a problem, not a proposal.
* A size after a name belongs to it ("we train and release Zorb 1B, a ...").
* "we propose X to ... and a Plonk-Corrective Self-Attention Layer that ...": the second
  object of the verb (article, title-case words ending in a method descriptor) is X's
  sibling, no part.
* "three instantiations of X: a, b, and c": the items are proposals, no parts.
* "we generalize / recast / frame ... as Long Form (LF)" proposes LF; "we formulate X as a
  Markov Decision Process (MDP)" does not.
* "we provide two variants ..., giving rise to X-A and X-B" ("resulting in", "yielding",
  "leading to"): the names are proposals, unless a lower-case noun or a phenomenon noun
  follows ("resulting in Neural Zorb (NZ) phenomena").

Components:

* An enumeration item's contain verb ("(1) A (AA) including ..., (2) B (BB) ...") does not
  make A the whole of the later items: they stay parts of the list's whole.
"""
from __future__ import annotations

import pytest

from kg.records import Paper


# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")



def _extract(ex, text, title=None):
    return ex.extract(Paper(id="p", abstract=text, title=title, source="t"))


def _roles(ex, text, role, title=None):
    return {m.text for m in _extract(ex, text, title).mentions if m.role == role}


def _parts(ex, text, title=None):
    return {(l.head, l.tail) for l in _extract(ex, text, title).links if l.rel == "partOf"}


@pytest.mark.parametrize("text, name", [
    ("In this work, we propose self-zorbing, which teaches a language model to fix its programs. "
     "We show that self-zorbing improves accuracy.", "self-zorbing"),
    ("We introduce max-plonk RL, where an agent optimizes the maximum reward. We study max-plonk RL "
     "in two environments.", "max-plonk RL"),
    ("We introduce the predictive ZVaR policy gradient, a novel approach that integrates policy gradient "
     "algorithms with minimal modifications.", "predictive ZVaR policy gradient"),
    ("We propose zorb softmax loss - a simple modification to the plonk loss - that overcomes the limits "
     "of contrastive losses.", "zorb softmax loss"),
])
def test_lowercase_name_after_the_cue(ex, text, name):
    assert name in _roles(ex, text, "proposed")


@pytest.mark.parametrize("text, name", [
    # a known technique
    ("In this paper we propose fine-tuning, which adapts the model. We show that fine-tuning works.", "fine-tuning"),
    # written once
    ("In this work, we propose self-zorbing, which teaches a language model to fix its programs.", "self-zorbing"),
])
def test_no_lowercase_name_after_the_cue(ex, text, name):
    assert name not in _roles(ex, text, "proposed")


def test_plural_title_head_defined_by_an_acronym(ex):
    text = ("Language models learn in context. To overcome these limits, we propose an alternative approach "
            "that recasts in-context learning as in-context zorbs (ICZ). Using ICZ has two steps.")
    got = _roles(ex, text, "proposed", title="In-context Zorbs: Making In Context Learning Controllable")
    assert {"ICZ", "in-context zorbs"} <= got


def test_title_description_defined_by_an_acronym_and_its_parts(ex):
    text = ("This paper proposes an efficient tool to audit robustness via a prompt-based plonk attack "
            "(PromptPlonk). PromptPlonk converts attacks into an attack prompt. The attack prompt is composed "
            "of three important components: (1) original zorb (OZ) including the original sample, (2) plonk "
            "objective (PO) illustrating a task description, and (3) attack guidance (AG) containing the "
            "instructions.")
    title = "An LLM can Zorb Itself: A Prompt-Based Plonk Attack"
    assert "PromptPlonk" in _roles(ex, text, "proposed", title=title)
    assert {("OZ", "PromptPlonk"), ("PO", "PromptPlonk"), ("AG", "PromptPlonk")} <= _parts(ex, text, title=title)


def test_name_that_achieves_a_strong_result_is_proposed(ex):
    text = ("In this paper, we study symmetry. These can be used to construct a new offline zorb algorithm "
            "(ZRL) with less conservative constraints. Based on experiments, we find ZRL achieves great "
            "performance on small datasets.")
    assert "ZRL" in _roles(ex, text, "proposed")


def test_known_as_after_an_own_descriptor(ex):
    text = ("Specifically, we refrain from altering the layers. This model, known as the Frozen Zorb "
            "Transformer (FZT), is evaluated through fine-tuning.")
    assert {"FZT", "Frozen Zorb Transformer"} <= _roles(ex, text, "proposed")


def test_known_as_after_a_contribution_verb(ex):
    got = _roles(ex, "We introduce a simple yet effective ZTTA algorithm, known as SimZTTA, using sample "
                     "selection techniques.", "proposed")
    assert "SimZTTA" in got and "ZTTA" not in got


@pytest.mark.parametrize("text, name", [
    ("This is because these algorithms, known as DP-ZORB, use the matrix mechanism to add noise.", "DP-ZORB"),
    ("In this paper, we first analyze the primary loss function, known as the Frame Aligned Zorb Error (FAZE), "
     "and raise an issue.", "FAZE"),
])
def test_known_as_elsewhere_is_no_proposal(ex, text, name):
    assert name not in _roles(ex, text, "proposed")


def test_problem_setting_is_no_proposal(ex):
    text = ("To advance adaptation, we propose the novel problem setting of active zorb adaptation (AZA) that "
            "integrates active learning.")
    assert not {"AZA", "active zorb adaptation"} & _roles(ex, text, "proposed")


def test_size_belongs_to_the_name(ex):
    text = "Using our scaling analysis, we train and release Zorb 1B, a large diffusion language model."
    assert "Zorb 1B" in _roles(ex, text, "proposed")


def test_second_object_of_the_verb_is_a_sibling(ex):
    text = ("We propose Zorb Group Operators to approximate non-linear operations and a Plonk-Corrective "
            "Self-Attention Layer that approximates multiplications.")
    assert {"Zorb Group Operators", "Plonk-Corrective Self-Attention Layer"} <= _roles(ex, text, "proposed")
    assert not _parts(ex, text)


def test_counted_instances_are_proposals(ex):
    text = ("We introduce Zorb-Modality, a novel data augmentation schema. To validate it, we offer three "
            "instantiations of Zorb-Modality: zorb-captioning, zorb-imagination, and zorb-speech.")
    assert {"zorb-captioning", "zorb-imagination", "zorb-speech"} <= _roles(ex, text, "proposed")
    assert not _parts(ex, text)


def test_count_of_instances_must_match(ex):
    text = ("We introduce Zorb-Modality, a novel data augmentation schema. To validate it, we offer four "
            "instantiations of Zorb-Modality: zorb-captioning, zorb-imagination, and zorb-speech.")
    assert "zorb-captioning" not in _roles(ex, text, "proposed")


@pytest.mark.parametrize("text, names", [
    ("We generalize ZFC to instead model many similar agents - as Major-Minor Zorb Field Control (M2ZFC).",
     {"M2ZFC", "Major-Minor Zorb Field Control"}),
    ("We frame the proposed scheme as Simplified Plonk Transformers (SPFormer), which is simple.",
     {"SPFormer", "Simplified Plonk Transformers"}),
])
def test_recast_as_a_defined_name(ex, text, names):
    assert names <= _roles(ex, text, "proposed")


def test_formulated_as_a_known_frame_is_no_proposal(ex):
    text = "We formulate the customization problem as a Markov Decision Process (MDP) with a reward function."
    assert "MDP" not in _roles(ex, text, "proposed")


def test_strong_result_noun_a_few_words_on(ex):
    text = ("In this work, we present a solution to this trade-off. ZORB-KT is a hierarchical generative approach "
            "that models how traits influence learning. Moreover, by using scalable Bayesian inference, ZORB-KT "
            "targets the need for personalization. Evaluated on three datasets from online platforms, ZORB-KT "
            "achieves superior multi-step predictive accuracy and scalable inference in continual settings.")
    assert "ZORB-KT" in _roles(ex, text, "proposed")


def test_names_yielded_by_the_authors_step(ex):
    text = ("In this paper, we study zorb samplers for sampling. We then provide two implementable variants based "
            "on Plonk dynamics (PD) and Zorb-adjusted algorithm (ZAA), giving rise to ZS-PD and ZS-ZAA.")
    assert {"ZS-PD", "ZS-ZAA"} <= _roles(ex, text, "proposed")


@pytest.mark.parametrize("text, name", [
    ("To explain this, we consider a layer-peeled model, resulting in Neural Zorb (NZ) phenomena.", "NZ"),
    ("Additionally, we apply Plonk computation to skeleton sequences, resulting in Plonk skeleton sequences.",
     "Plonk"),
])
def test_no_yielded_name(ex, text, name):
    assert name not in _roles(ex, text, "proposed")


def test_capitalised_plural_title_head_written_mid_sentence(ex):
    text = ("Self-supervised pre-training of language models predicts token distributions. In this study, we "
            "propose an innovative method that reconstructs input embeddings. We apply this approach to pretrain "
            "Headless Zorb Models in both monolingual and multilingual contexts.")
    got = _roles(ex, text, "proposed", title="Headless Zorb Models: Learning without Predicting")
    assert "Headless Zorb Models" in got


def test_plural_title_head_in_lower_case_is_a_family(ex):
    text = ("Graph neural networks are widely used. We study how graph neural networks generalize on plonk "
            "graphs and bound their error.")
    assert not _roles(ex, text, "proposed", title="Graph Neural Networks for Plonk Graphs")
