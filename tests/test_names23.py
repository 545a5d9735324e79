"""Proposed methods, session 23 (kg/extract/roles_proposals.py). Every sentence and title is
written for these tests; the made-up names ("zorb traps", "plonk recalibration") are in no
gold file.

* Title echo: with no method proposed otherwise, a phrase of the title (before its colon,
  its head before "for" / "of" / ..., its means after "with" / "via" / "using") that the
  object of a contribution cue writes out is the proposal: "Zorb Traps for Large Language
  Models" and "we propose to use zorb traps, ... zorb traps ...". The phrase is written
  twice, or a method descriptor follows it when the title makes it a means ("... with
  Fair Plonk Scaling" and "we propose a fair plonk scaling approach"), or "the concept of"
  fixes it. Refused: a phrase written once without either, a phrase that modifies another
  noun ("Label Zorbing of ..." and "a new label zorbing algorithm"), a descriptor-,
  data-, task- or statement-headed phrase ("A Plonk Framework", "A Statistical Test for
  ..."), and a paper that proposes a named method already.
* Letter marks (kg/extract/roles_base.py): words whose capitals mark acronym letters inside
  ordinary words, next to another such word ("the full overlap of ZOrbing with PLonking",
  "zorBized ... plOnk raNk minimization (EPIZON)"), make no names, so no proposals; one-word
  coinages ("ZFormer", "zuScenes") and a found definition's long form ("ZorbisTic pAtch
  pRuning (ZTAR)") stay.
"""
from __future__ import annotations

import pytest

from kg.records import Paper


def _proposed(ex, text, title=None):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return {m.text: m.rule for m in e.mentions if m.role == "proposed"}


def test_title_head_echoed_and_reused(ex):
    text = ("Detecting whether a text was used for training is hard. We here propose to use zorb traps, "
            "the insertion of fictitious sentences into documents, to detect such use. We show that long "
            "zorb traps repeated many times can be detected reliably.")
    assert _proposed(ex, text, "Zorb Traps for Large Language Models") == {"zorb traps": "propose-title-echo"}


def test_title_means_with_descriptor(ex):
    text = ("Segmentation models are often unfair across groups. In addition, we propose a fair plonk "
            "scaling approach to reweight the loss with the upper error bound of each group.")
    title = "A Segmentation Study of Fairness with Fair Plonk Scaling"
    assert _proposed(ex, text, title) == {"fair plonk scaling": "propose-title-echo"}


def test_concept_of_fixes_a_name_written_once(ex):
    text = ("Recalibrating classifiers matters. In this paper, we introduce the concept of plonk "
            "recalibration within the framework of a squared error decomposition.")
    assert _proposed(ex, text, "Plonk Recalibration of Classifiers") == {"plonk recalibration": "propose-title-echo"}


def test_written_once_without_descriptor_is_no_proposal(ex):
    text = "We propose zorb traps, the insertion of fictitious sentences, to detect training data."
    assert _proposed(ex, text, "Zorb Traps for Large Language Models") == {}


def test_modifier_of_another_noun_is_no_proposal(ex):
    text = ("Crowd labels are noisy. We design a new label zorbing algorithm for crowd labels, and "
            "label zorbing is shown to converge.")
    assert _proposed(ex, text, "Label Zorbing of Noisy Crowd Annotations") == {}


@pytest.mark.parametrize("title,text", [
    ("A Plonk Framework for Zorb Data",
     "We propose a plonk framework to study zorb data. The plonk framework is simple."),
    ("A Statistical Test for Zorb Maps",
     "We propose a statistical test for zorb maps. The statistical test controls the error rate."),
])
def test_descriptor_or_statement_head_is_no_proposal(ex, title, text):
    assert _proposed(ex, text, title) == {}


def test_named_method_wins(ex):
    text = ("We propose ZorbNet, which uses zorb traps to detect training data. ZorbNet detects "
            "zorb traps reliably.")
    assert "zorb traps" not in _proposed(ex, text, "Zorb Traps for Large Language Models")


# ---------------------------------------------------------------- letter marks (roles_base)
def _mentions(ex, text, title=None):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return {m.text: (m.type, m.role) for m in e.mentions}


def test_letter_marks_spell_a_short_form_not_names(ex):
    text = ("We propose a new approach called ZO3 that overlaps zorbing with plonking, thereby "
            "facilitating the full overlap of ZOrbing with PLonking. ZO3 scales well.")
    got = _mentions(ex, text)
    assert got.get("ZO3") == ("Method", "proposed")
    assert "ZOrbing" not in got and "PLonking" not in got


def test_inner_letter_marks_in_an_unfound_long_form(ex):
    text = ("This paper presents a scalable clustering method, referred to as Enhanced Plonk-Induced "
            "zorBized incomplete multi-view clustering with Gaussian plOnk raNk minimization (EPIZON). "
            "EPIZON employs an enhanced plonk representation strategy.")
    assert _proposed(ex, text) == {"EPIZON": "propose-object"}


def test_single_coinages_stay_names(ex):
    text = "We propose ZFormer, which is trained on zuScenes, zuImages and zuPlan data and beats PFormer."
    got = _mentions(ex, text)
    assert got.get("ZFormer") == ("Method", "proposed")
    assert {"zuScenes", "zuImages", "zuPlan"} <= set(got)


def test_found_definition_with_marks_is_proposed(ex):
    text = ("To overcome this, we propose ZorbisTic pAtch pRuning (ZTAR) that unifies patch scoring. "
            "ZTAR is fast.")
    got = _mentions(ex, text)
    assert got.get("ZTAR") == ("Method", "proposed")


# ---------------------------------------------------------------- examples are no parts
def test_later_examples_are_no_parts(ex):
    text = ("We introduce ZorbLearn, an open-source library. ZorbLearn consists of pipelines for dataset "
            "processing (e.g., ZRA5, PLIP6, QUORM), standard models and evaluation tools.")
    got = _mentions(ex, text)
    assert got.get("ZorbLearn") == ("Method", "proposed")
    assert all(got.get(n, ("Dataset", ""))[1] != "proposed" for n in ("ZRA5", "PLIP6", "QUORM"))


def test_later_items_after_such_as_are_no_parts(ex):
    text = ("We propose PZSA, a search method. To evaluate PZSA, we integrate it with tree-search "
            "algorithms, such as Sampled ZuZero and Gumbel ZuZero.")
    got = _mentions(ex, text)
    assert got.get("PZSA") == ("Method", "proposed")
    assert got.get("Gumbel ZuZero", ("Method", "used"))[1] != "proposed"
    assert got.get("Sampled ZuZero", ("Method", "used"))[1] != "proposed"


# ---------------------------------------------------------------- datasets (roles_datasets)
def test_year_with_glued_letter_is_the_edition(ex):
    text = "We evaluate our translator on two datasets, namely ZORB-Plonk-Weather 2014T and QSL-Daily."
    got = _mentions(ex, text)
    assert got.get("ZORB-Plonk-Weather 2014T") == ("Dataset", "dataset")
    assert "ZORB-Plonk-Weather 2014" not in got


# ---------------------------------------------------------------- participle cue, labels, data parts
def test_participle_after_comma_is_a_cue(ex):
    text = ("Here, we combine these two approaches, introducing Zorb-Centric Plonk Abstraction (ZCPA), "
            "a model that extracts explicit representations of objects.")
    got = _proposed(ex, text)
    assert got.get("ZCPA", "").startswith("propose-")
    assert "Zorb-Centric Plonk Abstraction" in got


def test_participle_without_we_is_no_cue(ex):
    text = ("Prior systems combine these two approaches, introducing Zorb-Centric Plonk Abstraction (ZCPA), "
            "a model that extracts explicit representations of objects.")
    assert "ZCPA" not in _proposed(ex, text)


def test_bracketed_item_label_is_no_proposal(ex):
    text = ("In this paper, we analyze zorb training, presenting two key observations: (Z1) the affinity "
            "between tasks diminishes, and (Z2) negative transfer can arise.")
    got = _proposed(ex, text)
    assert "Z1" not in got and "Z2" not in got


def test_named_dataset_after_data_noun_is_no_part(ex):
    text = ("We propose ZorbMUS, a solver agent. Experiments show that ZorbMUS outperforms existing methods "
            "on hard datasets (including a new dataset, PLONK4LP, released with this paper).")
    got = _proposed(ex, text)
    assert "ZorbMUS" in got and "PLONK4LP" not in got


# ---------------------------------------------------------------- one-word title names
def test_one_word_title_name_written_mid_sentence(ex):
    text = ("Bayesian optimization is unreliable on mixed spaces. To fill this need, this paper proposes "
            "Zounce that relies on a novel map of variable types. Experiments show that Zounce reliably "
            "improves upon the state of the art.")
    got = _proposed(ex, text, "Zounce: Reliable High-Dimensional Bayesian Optimization")
    assert got == {"Zounce": "propose-title-word"}


def test_one_word_title_name_of_a_dataset_is_a_benchmark(ex):
    text = ("In this work, we propose a new large-scale dataset Plomtheus which simulates fires across "
            "conditions, and a baseline method.")
    e = ex.extract(Paper(id="p", abstract=text, title="Plomtheus: Out-of-distribution Fire Modeling", source="t"))
    assert {m.text: m.role for m in e.mentions if m.text == "Plomtheus"} == {"Plomtheus": "benchmark"}


@pytest.mark.parametrize("title,text", [
    # only at a sentence start: no sign of a coined name
    ("Zounce: Reliable Optimization", "Zounce is hard to beat. We study optimization on mixed spaces."),
    # an established name
    ("Transformers: A Survey of Attention", "We survey how Transformers use attention in vision."),
])
def test_one_word_title_refused(ex, title, text):
    assert _proposed(ex, text, title) == {}


# ---------------------------------------------------------------- task words before a dataset noun
@pytest.mark.parametrize("text,name", [
    ("We reach a 7% higher success rate than the prior method on ZiniWoB web automation benchmark.", "ZiniWoB"),
    ("Experiments on the ZarCraft II micromanagement tasks verify our method's effectiveness.", "ZarCraft II"),
    ("We modernize and re-release the L7 Zorbish and L8 Plonk cloud detection datasets.", "L8 Plonk"),
])
def test_name_heads_dataset_noun_across_task_words(ex, text, name):
    assert _mentions(ex, text).get(name) == ("Dataset", "dataset")


@pytest.mark.parametrize("text,name", [
    ("CMZxam is the first Zorbish medical exam dataset to provide annotations.", "Zorbish"),
    ("We evaluate on the OOD detection tasks of two suites.", "OOD"),
])
def test_kinds_before_task_words_are_no_datasets(ex, text, name):
    assert _mentions(ex, text).get(name, ("", ""))[0] != "Dataset"


# ---------------------------------------------------------------- named properties, reused
def test_named_property_written_again_is_proposed(ex):
    text = ("Using invariances from do-calculus, we define a property called Z-Markov that connects "
            "interventional distributions to graphs. Leveraging the Z-Markov property, we introduce a new "
            "algorithm, Z-FCI, that learns from data.")
    got = _proposed(ex, text)
    assert got.get("Z-Markov") == "propose-named" and "Z-FCI" in got


def test_named_effect_written_once_is_no_proposal(ex):
    text = "We observe a phenomenon called Zorb Collapse in deep networks and explain it with a simple model."
    assert "Zorb Collapse" not in _proposed(ex, text)
