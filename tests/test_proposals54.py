"""Proposal rules of session 54 (kg/extract/roles_proposals.py). Every sentence is written
for these tests.

* An acronym defined inside the object of a preposition that a determiner or a gerund opens
  ("an analysis of estimators in a reproducing zorb space (RZS)", "a recipe for applying the
  Zorb Gradient Penalty (ZGP)") is what the contribution works in or with, not its name
  (``PREP_OBJECT_ACRONYMS``); "a toolkit for plonk pruning (TPP)", with neither, still names
  the toolkit, and another gerund ("for studying X (XX)") keeps the old reading.
* "a property (that) we term / call X" coins X as the paper's own concept, a proposal
  (``COINED_PROPERTIES``); "an effect we term X" stays an observed effect.
"""
from __future__ import annotations

import pytest

from kg.extract import roles_proposals as RP
from tests.factories import proposed_rules


def test_acronym_of_an_indefinite_prepositional_object_is_not_proposed(extractor):
    got = proposed_rules(extractor, "We propose a unified treatment of kernel estimators in a reproducing "
                                    "zorb space (RZS) under label shift. Our bounds are tight.")
    assert "RZS" not in got and "reproducing zorb space" not in got, got


KKD = ("We introduce a direct yet effective methodology for applying Kestrel Knowledge Distillation (KKD) "
       "to many continual learners.")


def test_acronym_after_a_gerund_of_use_is_not_proposed(extractor):
    got = proposed_rules(extractor, KKD)
    assert "KKD" not in got and "Kestrel Knowledge Distillation" not in got, got


def test_acronym_after_another_gerund_keeps_the_old_reading(extractor):
    got = proposed_rules(extractor, "We develop a lean approach for studying Zorb Permutation Scores (ZPS) "
                                    "that is model agnostic. ZPS controls type-I error.")
    assert "ZPS" in got, got


def test_acronym_of_a_definite_prepositional_object_is_not_proposed(extractor):
    got = proposed_rules(extractor, "We introduce a simple recipe for applying the Zorb Gradient Penalty "
                                    "(ZGP) to many vision transformers.")
    assert "ZGP" not in got, got


def test_acronym_right_after_the_preposition_still_names_the_contribution(extractor):
    got = proposed_rules(extractor, "We introduce a toolkit for plonk pruning (TPP) that runs on phones. "
                                    "TPP halves the memory of small models.")
    assert "TPP" in got, got


def test_adverbial_phrase_before_the_object_does_not_block(extractor):
    # "for the first time" is no object of the preposition: a second determiner opens the cue's object
    got = proposed_rules(extractor, "In this paper, we propose for the first time an end-to-end hearing aid "
                                    "framework (OtoNet) that tunes itself. OtoNet runs on phones.")
    assert "OtoNet" in got, got


def test_named_method_before_the_prepositional_object_is_kept(extractor):
    got = proposed_rules(extractor, "We propose KestrelFit, a method for learning sparse zorb codes (SZC) "
                                    "from few labels.")
    assert "KestrelFit" in got, got
    assert "SZC" not in got, got


def test_switch_off_restores_the_acronym(extractor, monkeypatch):
    monkeypatch.setattr(RP, "PREP_OBJECT_ACRONYMS", False)
    assert "KKD" in proposed_rules(extractor, KKD)
    got = proposed_rules(extractor, "We propose a unified treatment of kernel estimators in a reproducing "
                                    "zorb space (RZS) under label shift. Our bounds are tight.")
    assert "RZS" in got, got


@pytest.mark.parametrize("text,name", [
    ("Deep routers often split inputs into a few stable groups --- a property we term gate "
     "sharpness. We show that gate sharpness predicts transfer across domains.", "gate sharpness"),
    ("We analyse sparse mixtures through a general property that we call route-stability, and "
     "derive route-stable training rules. Route-stability bounds the error.", "route-stability"),
])
def test_a_property_the_authors_name_is_proposed(extractor, text, name):
    got = proposed_rules(extractor, text)
    assert got.get(name) == "propose-named", got


def test_an_effect_the_authors_name_stays_an_effect(extractor):
    got = proposed_rules(extractor, "Training long enough shows an effect we term loss drift. We show that "
                                    "loss drift appears in every model we train.")
    assert "loss drift" not in got, got


def test_property_switch_off(extractor, monkeypatch):
    monkeypatch.setattr(RP, "COINED_PROPERTIES", False)
    got = proposed_rules(extractor, "Deep routers often split inputs into a few stable groups --- a property "
                                    "we term gate sharpness. We show that gate sharpness predicts transfer.")
    assert "gate sharpness" not in got, got


@pytest.mark.parametrize("sentence,name", [
    ("Our Zorb-Plonk algorithm aims at risk-averse control and is also no-regret.", "Zorb-Plonk"),
    ("Moreover, our Twin Kestrel Smoothing strategy adds a symmetric penalty to the objective.",
     "Twin Kestrel Smoothing"),
])
def test_our_name_before_descriptor_and_predicate_is_proposed(extractor, sentence, name):
    got = proposed_rules(extractor, "Robust control is hard. We propose a new planner for noisy robots. " + sentence)
    assert got.get(name) == "propose-ours", got


@pytest.mark.parametrize("sentence,absent", [
    ("Our ResNet-50 model reaches high accuracy on the task.", "ResNet-50"),
    ("Our Zorb-Plonk algorithm, which we tuned for hours.", "Zorb-Plonk"),  # no predicate after the head
    ("In our Zorb-Plonk experiments we vary the noise.", "Zorb-Plonk"),  # no method descriptor
])
def test_our_name_descriptor_guards(extractor, sentence, absent):
    got = proposed_rules(extractor, "Robust control is hard. We propose a new planner for noisy robots. " + sentence)
    assert absent not in got, got


def test_our_name_descriptor_switch_off(extractor, monkeypatch):
    monkeypatch.setattr(RP, "OUR_NAME_DESCRIPTOR_PREDICATES", False)
    got = proposed_rules(extractor, "Robust control is hard. We propose a new planner for noisy robots. "
                                    "Our Zorb-Plonk algorithm aims at risk-averse control.")
    assert "Zorb-Plonk" not in got, got


@pytest.mark.parametrize("sentence,absent", [
    ("Unlike earlier solvers, our MWU algorithm uses a much simpler rounding step.", "MWU"),
    ("We study fully zorbed training (FZT) for small robots. Our INT4 FZT method matches the baseline.",
     "INT4 FZT"),
])
def test_our_abbreviation_or_defined_short_form_is_not_a_coined_name(extractor, sentence, absent):
    got = proposed_rules(extractor, "Robust control is hard. We propose a new planner for noisy robots. " + sentence)
    assert absent not in got, got
