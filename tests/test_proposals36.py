"""Proposal rules of session 36 (kg/extract/roles_proposals.py). Every sentence is written for
these tests.

* ``OUR_REUSED_PHRASES``: a lower-case phrase after "our" / "the proposed" is the paper's own
  proposal when it is a whole noun phrase of the title or the abstract writes it elsewhere
  right after a contribution verb ("we build a well-defined plonk basis ... Empowered by the
  proposed plonk basis"); not a phrase that is only a part of a longer title phrase, not the
  kind of an already proposed name ("Zorb (ZB), the first active defense ... Our active
  defense"), not a result or analysis ("our lower bound").
"""
from __future__ import annotations

from kg.extract import roles_proposals as RP
from tests.factories import run

import pytest

# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")



def _proposed(extraction) -> set[str]:
    return {m.text for m in extraction.mentions if m.role == "proposed"}


def test_our_phrase_after_a_contribution_verb_is_proposed(extractor):
    ex = run(extractor, "Personal image editing needs many samples. We first build a well-defined "
                        "plonk basis from the token space of the encoder. Empowered by the proposed "
                        "plonk basis, the edited faces keep their identity.")
    assert "plonk basis" in _proposed(ex), _proposed(ex)


def test_our_phrase_that_is_a_title_phrase_is_proposed(extractor):
    ex = run(extractor, "Slot models need a decoder to learn objects. We show that training with "
                        "our zorb walks gives strong learning signals without any decoder.",
             title="Object Discovery with Zorb Walks between Slots and Features")
    assert "zorb walks" in _proposed(ex), _proposed(ex)


def test_the_switch_turns_the_rule_off(extractor, monkeypatch):
    monkeypatch.setattr(RP, "OUR_REUSED_PHRASES", False)
    ex = run(extractor, "Slot models need a decoder to learn objects. We show that training with "
                        "our zorb walks gives strong learning signals without any decoder.",
             title="Object Discovery with Zorb Walks between Slots and Features")
    assert "zorb walks" not in _proposed(ex), _proposed(ex)


def test_a_piece_of_a_longer_title_phrase_is_no_proposal(extractor):
    ex = run(extractor, "We study graphs with strong clusters. We also show that our plonk oracle "
                        "is robust against edge deletions.",
             title="A Sublinear Spectral Plonk Oracle for Clustered Graphs")
    assert "plonk oracle" not in _proposed(ex), _proposed(ex)


def test_the_kind_of_a_named_proposal_is_no_second_proposal(extractor):
    ex = run(extractor, "We propose Plonk Buckets (PB), the first active defense that stops theft "
                        "while it happens. Our active defense opens a new path.",
             title="Plonk Buckets: Active Defense against Encoder Theft")
    assert "active defense" not in _proposed(ex), _proposed(ex)
    assert "Plonk Buckets" in _proposed(ex), _proposed(ex)


def test_a_result_after_our_is_no_proposal(extractor):
    ex = run(extractor, "We derive a tight lower bound for zorb sampling. Our lower bound matches "
                        "the upper bound of earlier work.", title="Lower Bound for Zorb Sampling")
    assert "lower bound" not in _proposed(ex), _proposed(ex)


def test_the_known_kind_of_an_object_is_no_proposal(extractor):
    ex = run(extractor, "We treat the covariance as a proxy of fairness and develop the confidence "
                        "region of the covariance vector. The proposed confidence region can test "
                        "fairness at a given level.")
    assert "confidence region" not in _proposed(ex), _proposed(ex)


def test_a_new_thing_of_an_object_is_proposed(extractor):
    ex = run(extractor, "Training data arrive with timestamps. We propose a temporal plonk model of "
                        "data poisoning with two new metrics. We show the potential of our temporal "
                        "plonk model for data poisoning.")
    assert "temporal plonk model" in _proposed(ex), _proposed(ex)


def test_a_piece_of_a_longer_noun_phrase_is_no_proposal(extractor):
    ex = run(extractor, "We present an exponential time preprocessing algorithm for zorb networks. "
                        "If instead of our exponential time preprocessing algorithm one uses a fast "
                        "one, the count stays.")
    assert "exponential time" not in _proposed(ex), _proposed(ex)


def test_a_means_described_with_a_named_proposal_is_no_second_proposal(extractor):
    ex = run(extractor, "We propose ZorbDis, a method for learning disentangled codes via adding a "
                        "plonk topology loss term. We also show how to use the proposed plonk "
                        "topology loss to find directions in a trained GAN.")
    assert "plonk topology loss" not in _proposed(ex), _proposed(ex)
