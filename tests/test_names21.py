"""Proposed methods and datasets of session 21 (kg/extract/roles_proposals.py,
kg/extract/roles_datasets.py). Every sentence is written for these tests; the made-up names
("zorb-fallback", "plonk smoothing") are in no gold file.

Proposals:

* A lower-case name given by a naming participle ("called", "termed", "dubbed", ...) right
  after the object of a contribution verb is the paper's method, with or without a comma,
  closed by a comma, a bracket, a dash, a relative word ("which", "that", "where") or the
  sentence's end: "we propose a novel greedy algorithm called zorb-fallback which ...";
  also after a short prepositional phrase of the object, whose head may then be a noun of
  change ("a simple modification to causal language modeling called plonk smoothing, ...",
  "a combination of A and B called ..."). A lower-case phrase after a naming participle with
  no contribution verb before it ("a classical estimator called ridge regression is used")
  stays no proposal.
* A lower-case name the authors coin and write again is proposed: "..., which we term
  zorb-disturbances, ..." or a naming participle after "a" / "an" and a descriptor or concept
  noun in a sentence with "we" ("we identify a fundamental measure termed zorb expressivity,
  which ..."); not a name written once, nor one after "such" ("one of such algorithms, called
  X"), nor an effect ("a phenomenon we term X").
* "we introduce / propose the concept / notion of X", "we propose the metric X" bring in X
  as a proposal (rule propose-concept): the long form of an acronym definition, a name, or a
  lower-case phrase (after "metric" / "measure" written again); not "a novel metric learning
  scheme", not an acronym whose bracket goes on with a noun or "into", not after
  "formulate" or without the authors as subject.
* An acronym-defined name in an appositive of a name just written, before a descriptor noun,
  is the new method's kind, not a proposal ("We present Zorb Quantile Estimation (ZQE), a novel
  Plonk-Based Inference (PBI) method").
* A naming participle after a verb of adopting whose subject is the authors ("this paper adopts
  a class of models termed Zorb Circuits (ZCs)", "we use a technique called Plonk Train (PT)")
  names an existing thing; "it employs a decoder, the so-called X (XX)" still names a part.
* A proposed name ending in "Challenge" is a benchmark ("we introduce the Zorb Open Agents
  Challenge (ZOAC)"); a variant of a proposed name right before "dataset" / "benchmark" /
  "corpus" is a benchmark ("Using ZORBIE, we compile the ZORBIE-v1 dataset").
* A coined (strong) name alone in brackets right after "our" and a descriptor is proposed
  ("We verify our method (ZontOT) on ..."); not a known model name ("our model (GPT-4)").

Components:

* A proposal named right after "a" / "an" and a whole-system head ("method", "algorithm",
  "framework", "architecture", "model", ...; with or without a naming participle: "we design
  a new graph architecture called ZorbNet (ZN)"), or whose own lower-case long form ends in
  such a head ("we further propose a risk-plonk method (RPM)"), is a contribution of its own,
  not a part of the paper's first method; "a novel framework with two components: the X"
  and a capitalised "a Latent Zorb Model" in a list of steps stay parts.

Datasets:

* "data set(s)" heads a dataset name as "dataset(s)" does ("the Zorb-102-Flowers data set").
* Names listed after a counted plural dataset noun ("data sets" too) and a comma, colon or
  dash are those datasets, past up to six lower-case modifier tokens ("two code/math
  problem-solving datasets, Zorbforces and Plonk Euler, ..."; "two real data sets --- Zorb
  Costs and Plonk Income, ..."); the count must still equal the number of names.
"""
from __future__ import annotations

import pytest

from kg.records import Paper


# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")



def _roles(ex, text, role):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {m.text for m in e.mentions if m.role == role}


@pytest.mark.parametrize("text, name", [
    ("We then propose a novel greedy algorithm called zorb-fallback which maximizes the chance of success.",
     "zorb-fallback"),
    ("In this paper, we propose a simple modification to causal language modeling called plonk smoothing, "
     "which conditions the model on a context.", "plonk smoothing"),
    ("This paper introduces a combination of tree search and policy gradient called guided zorb search, where "
     "the parameters are trained backwards.", "guided zorb search"),
    ("We introduce an uncertainty decomposition framework for LLMs, called input plonk ensembling, which "
     "applies to any model.", "input plonk ensembling"),
    ("We also introduce a new technique called semantic zorbing that reduces ambiguity of the prompt.",
     "semantic zorbing"),
])
def test_lowercase_name_after_participle_of_proposed_object(ex, text, name):
    assert name in _roles(ex, text, "proposed")


@pytest.mark.parametrize("text, name", [
    ("A classical estimator called ridge zorbing is used as the baseline in many studies.", "ridge zorbing"),
    ("Prior work studied a phenomenon called plonk collapse which harms training.", "plonk collapse"),
])
def test_lowercase_name_without_contribution_verb_is_no_proposal(ex, text, name):
    assert name not in _roles(ex, text, "proposed")


@pytest.mark.parametrize("text, names", [
    ("We introduce the concept of scalable zorb kernels (SZKs), the replacements of dense layers.",
     {"scalable zorb kernels", "SZKs"}),
    ("In this work, we study social bias by introducing the concept of Plonk Bias Neurons.", {"Plonk Bias Neurons"}),
    ("First, we propose the concept of zorb decomposition rules that split the data into parts.",
     {"zorb decomposition rules"}),
    ("To analyze this scenario, we introduce the concept of Zorb noise to parameterize stochasticity. "
     "We prove that Zorb noise is benign.", {"Zorb noise"}),
    ("To address this problem, we propose the metric zorb compactness, which bounds the margin. "
     "We show that zorb compactness predicts accuracy.", {"zorb compactness"}),
])
def test_concept_introduced_by_the_authors_is_proposed(ex, text, names):
    assert names <= _roles(ex, text, "proposed")


@pytest.mark.parametrize("text, name", [
    # "metric" modifies the noun after it
    ("In contrast, we introduce a novel metric learning scheme that encourages depth features.", "learning scheme"),
    # a metric written once
    ("We propose the metric zorb compactness, which bounds the margin.", "zorb compactness"),
    # the bracket goes on with a noun: the acronym names a modifier
    ("We relax the restrictions by proposing the concept of conditional zorb-door (CZD) adjustment.",
     "conditional zorb-door"),
    # "design" is a noun, not the contribution verb
    ("In this work, we apply the design principle of the reverse plonk to three variants.", "reverse plonk"),
    # no authors' subject
    ("Prior work introduced the concept of zorb decomposition rules for anomaly detection.",
     "zorb decomposition rules"),
])
def test_no_concept_proposal(ex, text, name):
    assert name not in _roles(ex, text, "proposed")


@pytest.mark.parametrize("text, name", [
    ("We define several kinds of signals, which we term zorb-disturbances, and develop policies on them. "
     "The zorb-disturbances are cheap to compute.", "zorb-disturbances"),
    ("Specifically, we identify a fundamental measure termed plonk expressivity, which counts graphs. "
     "We show that plonk expressivity is complete.", "plonk expressivity"),
])
def test_coined_lowercase_name_written_again_is_proposed(ex, text, name):
    assert name in _roles(ex, text, "proposed")


@pytest.mark.parametrize("text, name", [
    # written once: now a proposal when "we" name it (session 56, WE_NAMED_ONCE; dev25 / dev86 /
    # dev98 gold, tests/test_proposals56.py); still none when a single word names it once
    # (tests/test_proposals26.py)
    # "such": an existing algorithm
    ("In this work, we show how one of such algorithms, called plonk coding, performs inference. "
     "Thus plonk coding is causal.", "plonk coding"),
    # an effect
    ("We observe a phenomenon which we term zorb collapse, and study it. Zorb collapse is common.",
     "zorb collapse"),
])
def test_no_coined_lowercase_name(ex, text, name):
    assert name not in _roles(ex, text, "proposed")


def test_concept_brought_into_a_setting_is_no_proposal(ex):
    text = "In this paper we introduce the concept of zorb mutual information (ZMI) into the estimation of plonks."
    assert not {"zorb mutual information", "ZMI"} & _roles(ex, text, "proposed")


def _datasets(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {m.text for m in e.mentions if m.type == "Dataset"}


def test_data_set_heads_a_dataset_name(ex):
    assert {"Zorb-102-Flowers", "Plonk"} <= _datasets(
        ex, "We report results on the Zorb-102-Flowers data set and on the Plonk data set.")


@pytest.mark.parametrize("text, names", [
    ("Specifically, we consider two code/math problem-solving datasets, Zorbforces and Plonk Euler, and find "
     "clear trends.", {"Zorbforces", "Plonk Euler"}),
    ("We evaluate on two real data sets --- Zorb Costs and Plonk Income, both with groups.",
     {"Zorb Costs", "Plonk Income"}),
])
def test_names_after_counted_dataset_noun(ex, text, names):
    assert names <= _datasets(ex, text)


def test_count_must_match_the_names(ex):
    got = _datasets(ex, "We consider three code/math problem-solving datasets, Zorbforces and Plonk Euler, "
                        "and find clear trends.")
    assert not {"Zorbforces", "Plonk Euler"} & got


def _parts(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {(l.head, l.tail) for l in e.links if l.rel == "partOf"}


@pytest.mark.parametrize("text, part", [
    ("We propose ZorbFormer, a transformer for graphs. To mitigate the issue, we design a new graph architecture "
     "called Plonk Multilinear Net (PMN), which is provably more powerful.", "PMN"),
    ("To solve this problem, we first propose a zorb-consistent method (ZCM) based on a matrix. However, ZCM "
     "cannot guarantee consistency. Therefore, we further propose a plonk-consistent method (PCM) that purifies "
     "the labels.", "PCM"),
])
def test_named_whole_system_is_no_part(ex, text, part):
    assert not any(h == part for h, _ in _parts(ex, text))


def test_component_list_after_framework_stays_parts(ex):
    text = ("We propose ZorbGNN, a spectral GNN for anomaly detection. Specifically, we introduce a novel framework "
            "with two components: the Plonk Quotient learning component (PQL) and Chebyshev Zorb GNN (CZG).")
    assert any(h in ("PQL", "Plonk Quotient learning component") for h, _ in _parts(ex, text))


def test_appositive_kind_is_no_proposal(ex):
    got = _roles(ex, "We present Zorb Quantile Estimation (ZQE), a novel Plonk-Based Inference (PBI) method based "
                     "on quantile regression.", "proposed")
    assert "ZQE" in got and not {"PBI", "Plonk-Based Inference"} & got


@pytest.mark.parametrize("text, name", [
    ("Specifically, this paper adopts a class of expressive models termed Zorb Circuits (ZCs).", "ZCs"),
    ("We use a low-rank approximation technique called Plonk Train (PT) to approximate the value function.", "PT"),
])
def test_name_of_adopted_thing_is_no_proposal(ex, text, name):
    assert name not in _roles(ex, text, "proposed")


def test_part_employed_by_the_method_stays_proposed(ex):
    text = ("To mitigate this problem, we propose a novel framework called ZESSEN to measure network evolution. "
            "In addition, it employs a unique decoder the so-called Mixture of Plonk Experts (MoPE) for decoding.")
    assert "MoPE" in _roles(ex, text, "proposed")


def test_challenge_name_is_a_benchmark(ex):
    text = "In this work, we introduce the Zorb Open Agents Challenge (ZOAC). ZOAC is the first public challenge."
    assert {"Zorb Open Agents Challenge", "ZOAC"} <= _roles(ex, text, "benchmark")
    assert not {"Zorb Open Agents Challenge", "ZOAC"} & _roles(ex, text, "proposed")


def test_variant_named_as_data_is_a_benchmark(ex):
    text = ("We propose ZORBIE, a grammar-based framework for constraints. Using ZORBIE, we compile the ZORBIE-v1 "
            "dataset with 1,132 instances.")
    assert "ZORBIE-v1" in _roles(ex, text, "benchmark")
    assert "ZORBIE" in _roles(ex, text, "proposed")


@pytest.mark.parametrize("text, name", [
    ("We verify our method (ZontOT) on synthetic and real data.", "ZontOT"),
    ("Our algorithm (PLCZA) allows for exact conversion in an inexpensive manner.", "PLCZA"),
])
def test_coined_name_in_brackets_after_our_descriptor(ex, text, name):
    assert name in _roles(ex, text, "proposed")


def test_model_name_in_brackets_after_our_model_is_no_proposal(ex):
    assert "GPT-4" not in _roles(ex, "We fine-tune our model (GPT-4) on the data.", "proposed")
