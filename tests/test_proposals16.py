"""Proposal rules of proposals round 16 (kg/extract/roles_proposals.py). Every sentence is
written for these tests.

* "..., leveraged in Tidal Horizon Planning (THP), a new generalization of classic
  planners": an acronym-defined name with a "new" / "novel" appositive is proposed without a
  contribution verb (rule ``propose-defined-appositive``), as a contribution of its own; not
  before the authors first speak, nor for an established name.
* "Coastal Wave Attention (CWA) is designed to ...": an acronym-defined name in a passive
  contribution statement ("is designed to", "is proposed by constructing") is proposed
  (rule ``propose-passive``), as a part of an earlier main method; not in the background
  before the authors speak.
* "our fine-tuned model X can ...": a hyphenated modifier before "our"'s descriptor keeps
  X the paper's proposal.
* "X, a human-generated, human-annotated assistant-style conversation corpus": a hyphenated
  word counts as one of the twelve words read after a name for its type.
* "We introduce A (AA) that contains two core components: i) B, ..., ii) C": B and C are
  parts of AA, even when AA is itself a part of the main method; "In addition, it employs a
  decoder, the so-called X (XX)": XX is a part of the main method, not a separate
  contribution.
* "X: A Multimodal Dataset for Y" as the title: the proposal X is a benchmark, unless the
  abstract calls it a model right before naming it ("a judge language model, named X").
"""
from __future__ import annotations


from tests.factories import run


def _proposed(e) -> set[tuple[str, str, str]]:
    return {(m.type, m.role, m.text) for m in e.mentions if m.role in ("proposed", "benchmark")}


def _parts(e) -> set[tuple[str, str]]:
    return {(l.head, l.tail) for l in e.links if l.rel == "partOf"}


# ------------------------------------------------------------ "X (XX), a new ..."

def test_defined_name_with_a_new_appositive_is_proposed(ex):
    e = run(ex, "We study route planning for harbour tugs. We observe a trade-off between fast and "
                "safe planners. This insight is leveraged in Tidal Horizon Planning (THP), a new "
                "generalization of classic planners that controls the horizon.")
    got = _proposed(e)
    assert ("Method", "proposed", "THP") in got
    assert ("Method", "proposed", "Tidal Horizon Planning") in got
    assert not _parts(e)


def test_defined_appositive_names_are_siblings_not_parts(ex):
    e = run(ex, "In this work, we introduce Iterated Tide Fitting (ITF), a new methodology for "
                "solving harbour problems, and Harbour Bridge Matching (HBM), a novel numerical "
                "algorithm for computing ITF iterates.")
    got = _proposed(e)
    assert {("Method", "proposed", "ITF"), ("Method", "proposed", "HBM")} <= got
    assert not _parts(e)


def test_defined_appositive_in_the_background_is_not_proposed(ex):
    e = run(ex, "Tidal Horizon Planning (THP), a new generalization of classic planners, controls "
                "the horizon. We study its sample complexity.")
    assert not any(t == "THP" for _, _, t in _proposed(e))


def test_defined_appositive_without_new_is_not_proposed(ex):
    e = run(ex, "We study harbour planning. Our analysis covers Tidal Horizon Planning (THP), a "
                "generalization of classic planners.")
    assert not any(t == "THP" for _, _, t in _proposed(e))


# ------------------------------------------------------------ "X (XX) is designed to"

def test_passive_contribution_is_a_part_of_the_main_method(ex):
    e = run(ex, "We design a new framework, called HarbourFormer, for few-shot tide forecasting. "
                "To encapsulate seasonal patterns, Coastal Wave Attention (CWA) is designed to "
                "maintain a pool of past tides.")
    got = _proposed(e)
    assert ("Method", "proposed", "CWA") in got
    assert ("CWA", "HarbourFormer") in _parts(e)


def test_passive_statement_in_the_background_is_not_proposed(ex):
    e = run(ex, "Coastal Wave Attention (CWA) is designed to maintain a pool of past tides. "
                "We show that it forgets old seasons and propose a remedy.")
    assert not any(t == "CWA" for _, _, t in _proposed(e))


def test_passive_statement_needs_a_contribution_participle(ex):
    e = run(ex, "We study tide forecasting. Coastal Wave Attention (CWA) is used to maintain a "
                "pool of past tides.")
    assert not any(t == "CWA" for _, _, t in _proposed(e))


# ------------------------------------------------------------ "our fine-tuned model X"

def test_hyphenated_modifier_before_our_descriptor(ex):
    e = run(ex, "We release a harbour benchmark of tide logs. Both proprietary models and our fine-tuned "
                "model Tide-Kelp can solve only the simplest logs.")
    assert ("Method", "proposed", "Tide-Kelp") in _proposed(e)


def test_hyphenated_modifier_before_a_non_descriptor_is_nothing(ex):
    e = run(ex, "We study harbour logs. Our fine-tuned weights Tide-Kelp can solve only the simplest logs.")
    assert not any(t == "Tide-Kelp" for _, _, t in _proposed(e))


# ------------------------------------------------------------ hyphenated words in the descriptor

def test_long_hyphenated_appositive_still_types_a_corpus(ex):
    e = run(ex, "To democratize harbour research, we release HarbourTalks, a human-generated, "
                "human-annotated assistant-style conversation corpus of 9,000 messages.")
    got = _proposed(e)
    assert ("Dataset", "benchmark", "HarbourTalks") in got
    assert not any(t == "Method" for t, _, _ in got)


# ------------------------------------------------------------ parts of a nested proposal

def test_parts_go_to_the_proposal_that_contains_them(ex):
    e = run(ex, "This paper proposes TideNet, an efficient framework for harbour forecasting. We "
                "introduce Mixture-of-Harbour Low-rank Experts (MoHE) that contains two core "
                "components: i) Harbour-Adaptive Routing, which selects experts, and ii) Harbour-Expert "
                "Synergy Loss to align them.")
    parts = _parts(e)
    assert ("Harbour-Adaptive Routing", "MoHE") in parts
    assert ("Harbour-Expert Synergy Loss", "MoHE") in parts
    assert ("MoHE", "TideNet") in parts


def test_parts_without_a_nested_subject_stay_with_the_main_method(ex):
    e = run(ex, "This paper proposes TideNet, an efficient framework for harbour forecasting. TideNet "
                "contains two core components: i) Harbour-Adaptive Routing, which selects experts, and "
                "ii) Harbour-Expert Synergy Loss to align them.")
    parts = _parts(e)
    assert ("Harbour-Adaptive Routing", "TideNet") in parts
    assert ("Harbour-Expert Synergy Loss", "TideNet") in parts


def test_what_it_employs_after_a_connective_is_a_part(ex):
    e = run(ex, "We propose a novel framework called TIDEX for harbour forecasting. In addition, it "
                "employs a unique decoder the so-called Mixture of Harbour Experts (MoHE) for decoding.")
    assert ("MoHE", "TIDEX") in _parts(e)


def test_a_separate_contribution_after_a_connective_stays_separate(ex):
    e = run(ex, "We propose a novel framework called TIDEX for harbour forecasting. In addition, we "
                "release a new dataset called the Harbour Tide Archive (HTA) of 900 ports.")
    assert not any(p == "HTA" for p, _ in _parts(e))


def test_passive_contribution_with_a_means_gerund(ex):
    e = run(ex, "This paper proposes the Tidal Decomposition-based Networks (TDN-Matrix) for harbour "
                "graphs. Furthermore, Tidal Tensor Decomposition-based Network (TDN-Tensor) is proposed by "
                "constructing a tensor of similar harbours.")
    assert ("Method", "proposed", "TDN-Tensor") in _proposed(e)


def test_passive_statement_with_an_agent_is_not_proposed(ex):
    e = run(ex, "We study harbour graphs. Tidal Tensor Decomposition-based Network (TDN-Tensor) is proposed by "
                "Smith and colleagues for port graphs.")
    assert not any(t == "TDN-Tensor" for _, _, t in _proposed(e))


# ------------------------------------------------------------ "X: A ... Dataset for Y" titles

def test_title_describing_data_makes_the_name_a_benchmark(ex):
    e = run(ex, "Few public multimodal harbour datasets exist. To address this limitation, we introduce "
                "HarbourLogs, which contains longitudinal records from 900 ports.",
            title="HarbourLogs: A Multimodal Dataset for Tide Outcome Prediction")
    got = _proposed(e)
    assert ("Dataset", "benchmark", "HarbourLogs") in got
    assert not any(t == "Method" for t, _, _ in got)


def test_title_benchmark_does_not_retype_a_named_model(ex):
    e = run(ex, "Tide models are hard to compare. We introduce a judge language model, named HarbourJudge, "
                "which is trained to rank tide models.",
            title="HarbourJudge: An Automatic Evaluation Benchmark for Tide Models")
    assert ("Method", "proposed", "HarbourJudge") in _proposed(e)


def test_title_describing_a_method_keeps_the_method(ex):
    e = run(ex, "Tides are hard to forecast. We introduce HarbourLogs, which contains two attention layers.",
            title="HarbourLogs: A Network for Tide Outcome Prediction")
    assert ("Method", "proposed", "HarbourLogs") in _proposed(e)
