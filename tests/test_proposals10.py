"""Proposal rules of methods round 10 (kg/extract/roles_proposals.py, names.py). Every
sentence is written for these tests.

* The possessive of a word ending in s belongs to a title-case name ("Bayes' Net Prior").
* A second appositive name after a coordinated descriptor is a second proposal: "we
  introduce an optimizer, A, and a scheduler, B, that ..."; a descriptor without a name
  ("and a simple baseline, which ...") gives none.
"""
from __future__ import annotations

from kg.extract.names import find_names
from tests.factories import run


def _proposed(extraction) -> set[str]:
    return {m.text for m in extraction.mentions if m.role == "proposed"}


def test_a_plural_possessive_inside_a_name():
    text = "We propose Bayes' Net Prior for trees."
    names = {text[s:e] for s, e, _ in find_names(text, {0})}
    assert "Bayes' Net Prior" in names, names
    # a possessive of a lower-case plural joins nothing
    text = "The students' Test Scores were low."
    assert "students' Test Scores" not in {text[s:e] for s, e, _ in find_names(text, {0})}


def test_a_possessive_name_is_proposed_whole(extractor):
    found = _proposed(run(extractor, "We propose Bayes' Net Prior, a prior for sparse regression."))
    assert "Bayes' Net Prior" in found and "Net Prior" not in found, found


def test_a_second_appositive_name_is_a_second_proposal(extractor):
    found = _proposed(run(extractor, "We introduce an optimizer, AdamZ, and a scheduler, WarmQ, that "
                                     "together stabilise training."))
    assert {"AdamZ", "WarmQ"} <= found, found
    found = _proposed(run(extractor, "We introduce a sparse optimizer, AdamZ, and a cosine warm-up scheduler, "
                                     "WarmQ, for vision."))
    assert {"AdamZ", "WarmQ"} <= found, found


def test_a_descriptor_without_a_name_adds_nothing(extractor):
    found = _proposed(run(extractor, "We propose a model, GraphX, and a simple baseline, which uses Adam."))
    assert found == {"GraphX"}, found


def test_a_name_for_the_method_after_anaphoric_problems(extractor):
    # "these problems" were named before: the relative clause names the method
    found = _proposed(run(extractor, "We propose a cheap method to remove these problems that we call "
                                     "paired token dropping (PTD), which needs no labels."))
    assert {"paired token dropping", "PTD"} <= found, found
    # one problem named by the clause is a task, not a proposal
    found = _proposed(run(extractor, "We study an online allocation problem that we call budgeted token routing (BTR)."))
    assert not {"budgeted token routing", "BTR"} & found, found


def test_rather_than_is_no_comparison_before_a_naming_verb(extractor):
    found = _proposed(run(extractor, "We propose a paradigm that learns from points rather than pixels, which we call "
                                     "the Sparse Point Field (SPF)."))
    assert {"Sparse Point Field", "SPF"} <= found, found


def test_a_name_that_heads_a_statement_is_no_method(extractor):
    # the title names it, the abstract says what it is: theorems, a hypothesis
    found = _proposed(run(extractor, "We first present BregMix theorems, which bound the drift of chains.",
                          title="BregMix: Mixing Times of Mirror Chains"))
    assert "BregMix" not in found, found
    found = _proposed(run(extractor, "We propose and test the SparseEcho hypothesis: small nets repeat inputs.",
                          title="SparseEcho: Do Small Nets Repeat?"))
    assert "SparseEcho" not in found, found
    # a method name before a descriptor stays a proposal
    found = _proposed(run(extractor, "We propose BregMix, a sampler for chains.",
                          title="BregMix: Mixing Times of Mirror Chains"))
    assert "BregMix" in found, found


def test_a_modifier_acronym_before_a_named_descriptor_is_the_kind(extractor):
    found = _proposed(run(extractor, "We propose a novel Sparse Graph Learning (SGL) method called PathNet, which "
                                     "prunes edges."))
    assert "PathNet" in found and not {"SGL", "Sparse Graph Learning"} & found, found
    # without a naming participle the acronym-defined phrase is the proposal
    found = _proposed(run(extractor, "We propose a novel Sparse Graph Learning (SGL) method for edge pruning."))
    assert {"SGL", "Sparse Graph Learning"} <= found, found


def test_a_conjoined_name_after_a_use_verb_is_used(extractor):
    found = _proposed(run(extractor, "We propose a method called CoMol that employs a graph encoder and Kernel "
                                     "Density Estimation (KDE) to score molecules."))
    assert "CoMol" in found and not {"KDE", "Kernel Density Estimation"} & found, found


def test_a_bracket_inside_a_prepositional_phrase_names_a_modifier(extractor):
    found = _proposed(run(extractor, "We propose a method for generating counterfactual (CF) explanations of graph "
                                     "embeddings."))
    assert not {"CF", "counterfactual"} & found, found
    # a bracket that closes the phrase names the contribution
    found = _proposed(run(extractor, "We propose a framework for long-horizon agent alignment (LHAA) that scales."))
    assert "LHAA" in found, found


def test_a_name_of_a_setting_is_no_method(extractor):
    found = _proposed(run(extractor, "We propose and study a realistic Budgeted Replay Learning (BRL) setting where "
                                     "learners see each sample once."))
    assert not {"BRL", "Budgeted Replay Learning"} & found, found
    found = _proposed(run(extractor, "We propose Budgeted Replay Learning (BRL), a learner that replays samples."))
    assert "BRL" in found, found


def _parts(extraction) -> set[tuple[str, str]]:
    return {(l.head, l.tail) for l in extraction.links if l.rel == "partOf"}


def test_a_proposal_built_on_the_first_one_is_the_whole(extractor):
    ex = run(extractor, "We introduce a novel edge sampler, called Sparse Edge Sampler (SES), that drops edges. "
                        "Based on SES, we develop a graph transformer for molecules (GTM) that reads bonds.")
    assert ("SES", "GTM") in _parts(ex) and ("GTM", "SES") not in _parts(ex), _parts(ex)
    # without a word of building the later proposal is a part of the first
    ex = run(extractor, "We propose GraphX, a model. GraphX uses a novel module, called EdgeDrop, to prune edges.")
    assert ("EdgeDrop", "GraphX") in _parts(ex), _parts(ex)
