"""Methods used, session 30 (kg/extract/roles_methods.py). Every sentence is written for these
tests; the made-up names ("Zorbic", "Plonk", "Quux") are in no gold file.

* A known method name (a gazetteer name: "Transformer", "CAM", "AdamW") that ends a longer
  capitalised or hyphenated name gives the longer name ("a Zorbic Transformer", "Plonk-CAM"),
  or nothing when the longer name is the paper's own ("We propose Quux Transformer ... Quux
  Transformer outperforms ..."); the sentence's first word alone opens no longer name
  (``LONGER_NAMES``).
* An indefinite noun phrase before a present passive contribution verb ("a quux alignment
  loss is proposed", "an X and a Y are introduced") is the paper's own contribution, and so is
  a second indefinite object coordinated with an own phrase ("we propose a X and a Y"); the
  past tense ("was proposed") reports earlier work (``OWN_PASSIVE_PHRASES``).
* "Weitzman's rule": "rule" is a head of a possessive eponym.
* Pre-trained models coordinated with the code or data before a release word ("The code and
  pre-trained models are available at ...") are files, not methods used
  (``DROP_RELEASED_ARTIFACTS``).
* An activation function naming the kind of a network ("two-layer ReLU networks") is no
  method used of its own (``DROP_ACTIVATION_OF_NETWORK``).
* A capitalised common word opening a clause after a colon ("framework: Samples from ...")
  is no method name (``DROP_COLON_OPENERS``).
"""
from __future__ import annotations

import pytest

import kg.extract.roles as R
import kg.extract.roles_methods as RM
from kg.records import Paper


def _mentions(ex, text):
    return list(ex.extract_many([Paper(id="t", abstract=text, title=None, source="t")]))[0].mentions


def _used(ex, text):
    """Texts of the methods used, compared or named as background."""
    return {m.text for m in _mentions(ex, text) if m.type == "Method" and m.role != "proposed"}


@pytest.mark.parametrize("text, longer, short", [
    ("We fine-tune a Zorbic Transformer with AdamW on the benchmark.", "Zorbic Transformer", "Transformer"),
    ("To explain the maps, we deploy Plonk-CAM.", "Plonk-CAM", "CAM"),
    ("Moreover, we train the encoder with Zorb-AdamW.", "Zorb-AdamW", "AdamW"),
])
def test_known_name_inside_longer_name_gives_the_longer_name(ex, text, longer, short):
    used = _used(ex, text)
    assert longer in used
    assert short not in used


def test_known_name_inside_own_longer_name_gives_nothing(ex):
    text = "We propose Quux Transformer, a model for sequence tagging. Quux Transformer outperforms LSTM baselines."
    used = _used(ex, text)
    assert "Transformer" not in used
    assert "LSTM" in used
    assert "Quux Transformer" in {m.text for m in _mentions(ex, text) if m.role == "proposed"}


def test_sentence_first_word_opens_no_longer_name(ex):
    used = _used(ex, "Recent Transformer models are large. We train a Transformer with AdamW.")
    assert "Transformer" in used
    assert "Recent Transformer" not in used


def test_longer_names_switch_off_keeps_the_tail(ex, monkeypatch):
    monkeypatch.setattr(RM, "LONGER_NAMES", False)
    # (session 34's hyphen-start hygiene refuses the tail on its own; off, to test this switch alone)
    monkeypatch.setattr(R, "HYPHEN_START_HYGIENE", False)
    assert "CAM" in _used(ex, "To explain the maps, we deploy Plonk-CAM.")


@pytest.mark.parametrize("text, own", [
    ("Moreover, a quux alignment loss is proposed to regularize the encoder.", {"quux alignment loss"}),
    ("Moreover, a quux alignment loss and a zorb smoothing regularizer are introduced to regularize the encoder.",
     {"quux alignment loss", "zorb smoothing regularizer"}),
    ("We propose a quux alignment loss and a zorb smoothing algorithm for retrieval.",
     {"quux alignment loss", "zorb smoothing algorithm"}),
])
def test_passive_and_coordinated_contributions_are_own(ex, monkeypatch, text, own):
    assert not own & _used(ex, text)
    monkeypatch.setattr(RM, "OWN_PASSIVE_PHRASES", False)
    assert own & _used(ex, text)  # read as used without the rule


def test_past_passive_is_earlier_work(ex):
    used = _used(ex, "Previously, a zorb smoothing algorithm was proposed for this problem. We build on it.")
    assert "zorb smoothing algorithm" in used


@pytest.mark.parametrize("text, name", [
    ("Our index policy, unlike Zorbman's rule, handles correlated boxes.", "Zorbman's rule"),
    ("Under Plonk’s rule, each neuron learns the leading component.", "Plonk’s rule"),
])
def test_possessive_eponym_rule_is_a_method(ex, text, name):
    assert name in _used(ex, text)


def test_possessive_rule_of_a_common_noun_is_no_method(ex):
    assert not any("rule" in t for t in _used(ex, "The club's rules forbid late entries to the contest."))


@pytest.mark.parametrize("text", [
    "The source code and pre-trained models are available at https://github.com/zorb/quux.",
    "Our codebase and pre-trained models can be accessed at https://github.com/zorb/quux.",
    "We have made the code, pre-trained model, and all relevant materials available at https://github.com/zorb/quux.",
])
def test_models_released_with_the_code_are_no_method(ex, monkeypatch, text):
    assert not any("model" in t for t in _used(ex, text))
    monkeypatch.setattr(RM, "DROP_RELEASED_ARTIFACTS", False)
    assert any("model" in t for t in _used(ex, text))  # read as used without the rule


def test_models_trained_on_code_stay_used(ex):
    assert "pre-trained models" in _used(
        ex, "We fine-tune pre-trained models on code and data from GitHub, which are available online.")


@pytest.mark.parametrize("text", [
    "We analyse the implicit bias of gradient descent in two-layer ReLU networks trained on zorb data.",
    "Our bound explains why deep GELU networks trained with Adam generalize on plonk tasks.",
])
def test_activation_naming_a_network_is_no_method(ex, monkeypatch, text):
    used = _used(ex, text)
    assert not {"ReLU", "GELU"} & used
    monkeypatch.setattr(RM, "DROP_ACTIVATION_OF_NETWORK", False)
    assert {"ReLU", "GELU"} & _used(ex, text)  # read as used without the rule


def test_activation_named_alone_stays(ex):
    assert {"ReLU", "GELU"} <= _used(ex, "We replace the ReLU activation with GELU in every block of the encoder.")


def test_capitalised_clause_opener_after_colon_is_no_method(ex, monkeypatch):
    text = ("Both models are trained in a cooperative framework: Samples from the initializer serve as "
            "starting points that are refined by the sampler.")
    assert "Samples" not in _used(ex, text)
    monkeypatch.setattr(RM, "DROP_COLON_OPENERS", False)
    assert "Samples" in _used(ex, text)  # read as a listed name without the rule


def test_name_after_colon_stays(ex):
    assert {"Adam", "Lion"} <= _used(ex, "We compare two optimizers: Adam and Lion.")
