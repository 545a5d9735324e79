"""Datasets, acronyms and proposals of round 20 (kg/extract/roles_datasets.py,
kg/extract/abbreviations.py, kg/extract/roles_proposals.py). Every sentence is written for these
tests; the made-up names ("Zorblet", "Plonk Arena", "QRX") are in no gold file.

* Two or more capitalised names coordinated before a plural environment head in a sentence
  about experiments share the head ("the challenging Zorblet and Plonk's Arena
  environments"): each is a dataset (rule dataset-environment); short upper-case fields
  ("MDP and POMDP environments") and kinds of task ("Locomotion and Navigation
  environments") are not.
* A name after "game(s) of" / "environment(s) of" in a sentence about experiments is the
  game or environment itself ("beats self-play in the large game of Zorb Football"); not a
  field ("in the game of RL") nor outside such a sentence.
* A short upper-case name before "datasets" / "benchmarks" is a dataset when it is
  coordinated with a known dataset ("the ZINC and QRX datasets"), not a field ("on CV and
  NLP datasets").

Acronyms:

* Bold letters that open the short form in a bracket closing the phrase ("a **Z**orb-
  **Pl**onked visual ... framework to solve difficult **Qux**ary control tasks
  (**Z-PlQux**)", where the cleaner joins only "ZPl") define that short form, with the
  whole phrase up to the bracket as the long form.
* A bracket holding a long form, a comma and its short form defines it ("a clustering
  method (Zorb-Aided Clustering, ZAC)", "(Plonk Curvature Profiles, short PCP)"); a bracket
  listing two names ("(ZorbNet, PlonkNet)") defines nothing.

Proposals:

* A name defined as an acronym whose long form is a known method, technique or task is
  no proposal, whatever cue stands near it ("we introduce differential privacy (DP) as an
  incentive", "we formulate X as a Markov Decision Process (MDP)"), unless the short
  form goes on with a noun or a hyphen ("neural Proportional-Integral (PI) controllers") or
  the definition follows a phrase calling it new ("a new analysis tool, Fractional Fourier
  Transform (FRFT)").
"""
from __future__ import annotations

import pytest

from kg.clean import clean
from kg.extract.abbreviations import find_acronyms
from kg.records import Paper


def _typed(ex, text, etype):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {m.text for m in e.mentions if m.type == etype}


@pytest.mark.parametrize("text, names", [
    ("Through a detailed empirical analysis of the challenging ZorbHack and Plonk's Arena environments, "
     "we show that replay mitigates forgetting.", {"ZorbHack", "Plonk's Arena"}),
    ("We evaluate our agent in the ZorbHack, QuuxWorld and Plonk's Arena games.",
     {"ZorbHack", "QuuxWorld", "Plonk's Arena"}),
])
def test_coordinated_names_share_an_environment_head(ex, text, names):
    assert names <= _typed(ex, text, "Dataset")


@pytest.mark.parametrize("text", [
    "We evaluate FooNet in Locomotion and Navigation environments.",
    # no sentence about experiments
    "Agents act in the ZorbHack and Plonk's Arena environments.",
])
def test_no_environment_from_kinds_of_task_or_without_experiments(ex, text):
    assert not ({"Locomotion", "Navigation", "ZorbHack", "Plonk's Arena"} & _typed(ex, text, "Dataset"))


def test_short_name_coordinated_with_known_dataset_is_a_dataset(ex):
    got = _typed(ex, "FooNet achieves state-of-the-art performance on graph benchmarks, such as the ZINC "
                     "and QRX datasets.", "Dataset")
    assert {"ZINC", "QRX"} <= got


@pytest.mark.parametrize("text", [
    "We evaluate FooNet on CV and NLP datasets.",
    "We evaluate FooNet on Zorblet and NLP benchmarks.",
])
def test_short_field_before_plural_is_no_dataset(ex, text):
    got = _typed(ex, text, "Dataset")
    assert not ({"CV", "NLP"} & got)


@pytest.mark.parametrize("text, name", [
    ("In experiments, FooNet beats self-play in the large game of Zorb Football.", "Zorb Football"),
    ("Experimental results in the challenging open-world environment of Plonkcraft demonstrate gains.",
     "Plonkcraft"),
])
def test_name_after_game_of_is_a_dataset(ex, text, name):
    assert name in _typed(ex, text, "Dataset")


@pytest.mark.parametrize("text", [
    "Experiments show gains in the game of RL.",
    # no sentence about experiments
    "AlphaFoo beat human professionals in the full game of Zorb Football.",
])
def test_no_dataset_after_game_of(ex, text):
    assert not ({"RL", "Zorb Football"} & _typed(ex, text, "Dataset"))


def _bold_pairs(text):
    c = clean(text)
    return {(a.short, a.long) for a in find_acronyms(c.text, bold=c.bold_acronyms)}


@pytest.mark.parametrize("text, pair", [
    (r"In this work, we propose a human $\textbf{Z}$orb-$\textbf{Pl}$onked visual representation learning framework "
     r"to solve difficult $\textbf{Qux}$ary control tasks ($\textbf{Z-PlQux}$) with planning.",
     ("Z-PlQux", "Zorb-Plonked visual representation learning framework to solve difficult Quxary control tasks")),
    (r"To address this gap, we propose an acoustic **Z**orb und**PL**onking model with large-scale self-supervised "
     r"**T**raining (**ZPLT**), which uses teachers.",
     ("ZPLT", "Zorb undPLonking model with large-scale self-supervised Training")),
])
def test_bold_letters_opening_a_bracketed_short_form_define_it(text, pair):
    got = _bold_pairs(text)
    assert pair in got and not any(short in ("ZPl", "ZPL") for short, _ in got)


@pytest.mark.parametrize("text, pair", [
    # the bracket stands after an appositive
    (r"We propose $\textbf{Zo}$rb $\textbf{Pl}$onk $\textbf{Q}$uantizer, a model for tasks (ZoPlQuX).",
     ("ZoPlQ", "Zorb Plonk Quantizer")),
    # the bracket stands in the next sentence
    (r"We propose a $\textbf{Zo}$rb $\textbf{Pl}$onk $\textbf{Q}$uantizer. It solves control tasks (ZoPlQX) with "
     r"planning.", ("ZoPlQ", "Zorb Plonk Quantizer")),
])
def test_bold_letters_keep_their_own_short_form_without_such_a_bracket(text, pair):
    assert pair in _bold_pairs(text)


@pytest.mark.parametrize("text", [
    "We formulate the plonk routing problem as a Markov Decision Process (MDP) and solve it with ZorbNet.",
    "To address this, we introduce differential privacy (DP) as an incentive for plonk sharing.",
    "We propose extremely light Graph Neural Networks (GNNs) for plonk routing.",
])
def test_known_concept_defined_by_acronym_is_no_proposal(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    assert not any(m.role == "proposed" and m.text in ("MDP", "Markov Decision Process", "DP", "differential privacy",
                                                       "GNNs", "Graph Neural Networks") for m in e.mentions)


@pytest.mark.parametrize("text, name", [
    ("We propose neural Proportional-Integral (PI) controllers that have provable stability.", "PI"),
    ("We propose the Plonk Zorb Estimator (PZE), a new estimator for plonk sharing.", "PZE"),
    ("We introduce a new frequency analysis tool, Fractional Fourier Transform (FRFT), for plonk images.", "FRFT"),
])
def test_new_name_defined_by_acronym_stays_proposed(ex, text, name):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    assert any(m.role == "proposed" and m.text == name for m in e.mentions)


@pytest.mark.parametrize("text, pair", [
    ("We design an externally guided clustering method (Zorb-Aided Clustering, ZAC), which uses word meanings.",
     ("ZAC", "Zorb-Aided Clustering")),
    ("We propose a structural encoding based on curvature (Plonk Curvature Profiles, short PCP) for graphs.",
     ("PCP", "Plonk Curvature Profiles")),
    ("We verify the controller with learned certificates (neural plonk barrier functions, or NPBFs) on robots.",
     ("NPBFs", "neural plonk barrier functions")),
])
def test_long_form_comma_short_form_in_a_bracket(text, pair):
    assert pair in _pairs(text)


@pytest.mark.parametrize("text", [
    "We compare with two baselines (ZorbNet, PlonkNet) on three tasks.",
    "We evaluate on two datasets (MNIST, CIFAR-10) and report accuracy.",
])
def test_bracket_listing_two_names_defines_nothing(text):
    assert _pairs(text) == set()


def _pairs(text):
    return {(a.short, a.long) for a in find_acronyms(text)}
