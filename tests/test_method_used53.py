"""Method-used recall rule of session 53 (mu53, kg/extract/roles_methods.py). Every
sentence is written for these tests.

* After a verb of use (``USE_VERBS``, "incorporate", "based on", "relies on") or a means
  "through" (not "with"), a lower-case phrase headed by a generic technique noun
  (``_KIND_GENERIC_HEADS``: "strategy", "search", "estimation", "networks", ...) is a
  method used (rule ``method-use-np``) when every modifier names a kind: "we utilize an
  evolutionary strategy", "we employ binary search". Not when a modifier judges, counts,
  places the thing in the literature, is generic or a past participle ("a separate
  network", "the same strategy", "two networks", "a trained network", "image networks"), nor a word of novelty,
  ownership or choice ("a novel lookahead strategy", "identical training"), a field
  ("based on machine learning") or a phrase after a number ("via three gating networks").
"""
from __future__ import annotations

import pytest

import kg.extract.roles_methods as RM
from tests.factories import run


def _used(sentence: str, extractor) -> set[str]:
    """The texts of the non-proposed Method mentions of rule ``method-use-np`` in ``sentence``."""
    return {m.text for m in run(extractor, sentence).mentions
            if m.rule == "method-use-np" and m.type == "Method" and m.role != "proposed"}


@pytest.mark.parametrize("sentence,method", [
    ("To place the beacons, the planner utilizes an evolutionary strategy over candidate layouts.",
     "evolutionary strategy"),
    ("The compiler employs binary search over the unrolling factors of each loop.", "binary search"),
    ("The planner utilizes a hierarchical lattice search to place the poles.", "hierarchical lattice search"),
    ("The emulator is based on hierarchical sketch inference for its latent states.",
     "hierarchical sketch inference"),
])
def test_kind_named_generic_head_after_use_verb(extractor, sentence, method):
    assert method in _used(sentence, extractor)


@pytest.mark.parametrize("sentence", [
    "The planner uses a separate network to score the beacon layouts.",
    "We apply the same strategy to the second stage of the compiler.",
    "The tutor system uses two networks to grade the pen strokes.",
    "The emulator uses image networks to read the radar maps.",
    "The tutor grades the pen strokes via three sequential gating networks.",
    "The crop planner is based on machine learning for its yield forecasts.",
    "The scheduler employs a novel strategy for the queue lengths.",
    "The scheduler employs a novel lookahead strategy for the queue lengths.",
    "The planner relies on identical training and test routes.",
])
def test_no_generic_head_without_a_kind(extractor, sentence):
    assert _used(sentence, extractor) == set()


def test_generic_head_needs_a_verb_of_use(extractor):
    # "with" after a noun is no verb of use: the generic head stays unread
    assert _used("The beacon planner with evolutionary strategy was slow on the coast.", extractor) == set()


def test_switch_off_reads_no_generic_head(extractor, monkeypatch):
    sentence = "The compiler employs binary search over the unrolling factors of each loop."
    assert "binary search" in _used(sentence, extractor)
    monkeypatch.setattr(RM, "USE_GENERIC_HEAD", False)
    assert "binary search" not in _used(sentence, extractor)


def test_a_way_of_training_is_no_kind_named_technique(extractor):
    # "training" is no head of USE_GENERIC_HEAD (tests/test_methods17.py: a training phrase needs a known name)
    assert "evolutionary training" not in _used("The tutor grades the pen strokes through evolutionary training.",
                                                extractor)
