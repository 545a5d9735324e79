"""Proposal and component rules of methods round 11 (kg/extract/roles_proposals.py). Every
sentence is written for these tests.

* A name that a counted plural part noun lists ("two carefully built modules, the A and B",
  "two key components: A and B") is a part of the proposal (rule ``component-counted``),
  whatever the verb ("has", "consists of", "we inject ... into"); known methods in such a
  list stay methods used, and a count before the proposal is someone else's.
* A name after an example mark ("(e.g., X)", "such as X") is never a part.
* A lower-case name that a naming verb gives the paper's own method in the subject of the
  sentence ("Our first approach, called score smoothing, ...") is proposed; lower-case
  names after a naming verb elsewhere ("a point process called permanental process") are
  not.
"""
from __future__ import annotations

import pytest

from tests.factories import run


def _proposed(extraction) -> set[str]:
    return {m.text for m in extraction.mentions if m.type == "Method" and m.role == "proposed"}


def _parts(extraction) -> set[tuple[str, str]]:
    return {(link.head, link.tail) for link in extraction.links if link.rel == "partOf"}


@pytest.mark.parametrize("second", [
    "FooNet has two novel modules: the Gated Fusion Block and the Sparse Router.",
    "It consists of two modules: the Gated Fusion Block and the Sparse Router.",
    "In particular, we add noise to the two carefully built modules, the Gated Fusion Block and Sparse Router, "
    "to handle gaps.",
    "The model contains three key components, namely Gated Fusion Block, Sparse Router and a plain decoder.",
])
def test_counted_part_noun_lists_parts(extractor, second):
    ex = run(extractor, "We propose FooNet for traffic forecasting with gaps. " + second)
    assert {"FooNet", "Gated Fusion Block", "Sparse Router"} <= _proposed(ex)
    assert {("Gated Fusion Block", "FooNet"), ("Sparse Router", "FooNet")} <= _parts(ex)


def test_counted_list_of_known_methods_is_no_part(extractor):
    ex = run(extractor, "We propose FooNet for traffic forecasting. FooNet has two modules: a Transformer and an LSTM.")
    assert _parts(ex) == set()
    used = {m.text for m in ex.mentions if m.type == "Method" and m.role == "used"}
    assert {"Transformer", "LSTM"} <= used


def test_counted_list_before_the_proposal_is_someone_elses(extractor):
    ex = run(extractor, "Prior detectors rely on two modules: the Region Grouper Network and the Mask Painter. "
                        "We propose FooNet for detection.")
    assert _proposed(ex) == {"FooNet"}
    assert _parts(ex) == set()


def test_count_without_a_part_noun_lists_nothing(extractor):
    ex = run(extractor, "We propose FooNet for traffic forecasting. FooNet is tested on two cities: Gated Harbour and "
                        "Sparse Valley.")
    assert _parts(ex) == set()


@pytest.mark.parametrize("sentence", [
    "Lastly, the framework calls a proof checker (e.g., Coq Verifier Kit) to filter the proofs.",
    "Lastly, FooGen calls a proof checker, such as Coq Verifier Kit, to filter the proofs.",
])
def test_an_example_is_no_part(extractor, sentence):
    ex = run(extractor, "We introduce FooGen, a data generation framework for proofs. FooGen works in three stages: "
                        "(1) it samples seeds. (2) Then, it prompts a model. (3) " + sentence)
    assert "FooGen" in _proposed(ex)
    assert not any(head == "Coq Verifier Kit" for head, _ in _parts(ex))
    assert "Coq Verifier Kit" not in _proposed(ex)


@pytest.mark.parametrize("sentence, name", [
    ("We propose two ways to remove the bias. Our first approach, called score smoothing, clips the score.",
     "score smoothing"),
    ("We study regression under heavy noise. Our method, termed as filtered posterior averaging, runs particle "
     "filters.", "filtered posterior averaging"),
    ("We study neural encoding. This new architecture, which we call gated attention readout, predicts responses.",
     "gated attention readout"),
    ("The proposed loss, named margin smoothing penalty, bounds the error.", "margin smoothing penalty"),
])
def test_own_method_named_in_lower_case(extractor, sentence, name):
    ex = run(extractor, sentence)
    assert name in _proposed(ex)
    assert not any(m.text.startswith(("called ", "termed ", "named ")) for m in ex.mentions)


@pytest.mark.parametrize("sentence", [
    "We focus on a tractable point process called permanental process, which squares a Gaussian process.",
    "We study an abstract framework for interactive learning called interactive estimation, in which a target is "
    "estimated.",
    "Our analysis, called the spectral view, explains why pruning works.",
    "Our method, called sampling, works.",
])
def test_lower_case_name_elsewhere_is_not_proposed(extractor, sentence):
    assert _proposed(run(extractor, sentence)) == set()


def _run_titled(extractor, title: str, text: str):
    return run(extractor, text, title=title)


@pytest.mark.parametrize("title, text, name", [
    ("Stochastic Ridge Pruning for Large Sparse Models",
     "Pruning large models is costly. We present stochastic value-based pruning rules that score few weights. "
     "The convergence of Stochastic Ridge Pruning is established.", "Stochastic Ridge Pruning"),
    ("Harmonic Flow Sampler",
     "Flow models are slow to sample. Explicit conditions for convergence of Harmonic Flow Sampler are established, "
     "and we evaluate it on ten problems.", "Harmonic Flow Sampler"),
    ("Lantern Descent for Quantum Circuits: Fast and Exact",
     "Training quantum circuits is hard. We show that Lantern Descent for Quantum Circuits converges linearly.",
     "Lantern Descent for Quantum Circuits"),
])
def test_title_head_written_in_the_abstract_is_proposed(extractor, title, text, name):
    assert name in _proposed(_run_titled(extractor, title, text))


@pytest.mark.parametrize("title, text", [
    # a plural head names a family
    ("Graph Neural Networks for Tabular Data", "We study how Graph Neural Networks behave on tables."),
    # the head names a task
    ("Hierarchical Anomaly Detection via Evidence Splitting",
     "We study how Hierarchical Anomaly Detection benefits from a class tree."),
    # named by a phenomenon clause
    ("Feature Collapse in Deep Classifiers",
     "Late in training, features collapse to their means. This phenomenon is termed Feature Collapse. We study it."),
    # it modifies a task noun
    ("Credal Joint MAP", "In this paper, we explore Credal Joint MAP inference and develop exact solvers."),
    # defined as background outside the paper's own sentences
    ("Curriculum Pacing for Graph Networks",
     "Graphs are noisy. On the other hand, Curriculum Pacing (CP), which orders samples, has been used widely."),
    # only at the start of a sentence, where every word may be capitalised
    ("Harmonic Flow Sampler", "Harmonic Flow Sampler is studied here in theory."),
])
def test_title_head_refused(extractor, title, text):
    assert _proposed(_run_titled(extractor, title, text)) == set()


def test_title_head_is_not_used_when_something_else_is_proposed(extractor):
    ex = _run_titled(extractor, "Harmonic Flow Sampler for Proteins",
                     "We propose FooFold, a protein sampler. We compare it with Harmonic Flow Sampler on ten targets.")
    assert _proposed(ex) == {"FooFold"}


def test_title_acronym_of_a_task_is_not_proposed(extractor):
    ex = _run_titled(extractor, "TVSOD: Thermal Video Salient Object Detection",
                     "Salient object detection finds standout elements. We introduce the FooSal dataset, fueling "
                     "research in the field of thermal video salient object detection (TVSOD). We benchmark models.")
    assert "TVSOD" not in _proposed(ex)
    assert "thermal video salient object detection" not in _proposed(ex)


def test_title_acronym_of_a_capitalised_method_stays_proposed(extractor):
    ex = _run_titled(extractor, "VSOD: Video Salient Object Detector",
                     "We present the Video Salient Object Detector (VSOD), a network for salient object detection. "
                     "VSOD beats prior models.")
    assert "VSOD" in _proposed(ex)


def test_prefixed_variant_defined_by_an_acronym_is_proposed(extractor):
    ex = run(extractor, "We introduce path-specific gains (PSG), a novel causal quantity that measures influence. "
                        "We then turn to the counterfactual counterpart of PSG (cf-PSG), and estimate it by sampling.")
    assert {"PSG", "cf-PSG"} <= _proposed(ex)


def test_negating_prefix_makes_no_variant(extractor):
    ex = run(extractor, "We introduce path-specific gains (PSG), a novel causal quantity. Unlike non-PSG measures and "
                        "the pre-PSG era, it is exact.")
    assert "non-PSG" not in _proposed(ex)
    assert "pre-PSG" not in _proposed(ex)


@pytest.mark.parametrize("sentence, name", [
    ("In this work, we propose a new framework, termed joint-cluster label learning, to model node labels.",
     "joint-cluster label learning"),
    ("We introduce a novel contrastive learning method, called achievement tracing, which helps the agent.",
     "achievement tracing"),
])
def test_lower_case_name_of_a_proposed_object(extractor, sentence, name):
    assert name in _proposed(run(extractor, sentence))


def test_lower_case_name_of_a_studied_object_is_not_proposed(extractor):
    ex = run(extractor, "We study a new framework, termed joint-cluster label learning, which others built.")
    assert _proposed(ex) == set()


@pytest.mark.parametrize("sentence", [
    "We build upon FlashyAttention to speed up training.",
    "In this work, we build upon KiloNet, a recent detector, and extend it to video.",
])
def test_what_we_build_upon_is_not_proposed(extractor, sentence):
    ex = run(extractor, sentence)
    assert _proposed(ex) == set()


def test_proposal_after_building_upon_a_name(extractor):
    ex = run(extractor, "We build upon the FlashyAttention kernel and propose FooAttn, a faster variant.")
    assert _proposed(ex) == {"FooAttn"}
    assert _parts(ex) == set()


def test_a_name_before_a_spaced_means_participle_is_no_proposal():
    from kg.extract.pipeline import Extractor
    from kg.records import Paper

    ex = Extractor()

    def proposed(text):
        r = ex.extract(Paper(id="p", abstract=text, source="t"))
        return sorted(m.text for m in r.mentions if m.role == "proposed")

    assert "GPT" not in proposed("In this paper, we propose a GPT based agent, Marlo, for map reading.")
    assert proposed("We propose a new PAC based framework for active learning.") == []
    # "based on" keeps its own reading: the name before it is the proposal
    assert proposed("We propose QuillRank based on BERT, a ranker for legal search.") == ["QuillRank"]


def test_the_title_reaches_the_rules_with_its_markup_resolved():
    from kg.extract.pipeline import Extractor, _plain_title
    from kg.records import Paper

    assert _plain_title("$\\mathcal{Q}$-Net: Fast Sorting") == "Q-Net: Fast Sorting"
    assert _plain_title("Plain Title") == "Plain Title" and _plain_title("") is None
    r = Extractor().extract(Paper(id="p", title="$\\mathcal{Q}$-Net: Fast Sorting with Learned Keys",
                                  abstract="Sorting large arrays is slow. Q-Net learns keys that make sorting fast.",
                                  source="t"))
    assert "Q-Net" in [m.text for m in r.mentions if m.role == "proposed"]
