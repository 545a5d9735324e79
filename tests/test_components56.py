"""Session 56: parts of a proposal (kg/extract/roles_proposals.py).

- :meth:`ProposalRules._brought_in_parts` (switch ``BROUGHT_IN_PARTS``): two indefinite part
  phrases that "we" bring in with one contribution verb after the main proposal's sentence
  ("we introduce a depot warm-start protocol ... and a cautious merge operator") are parts of it,
  without a leading "new"; a single such phrase is not.
- :meth:`ProposalRules._descriptor_list_subject` (switch ``COMPOSED_DESCRIPTOR_PARTS``): the
  parts a proposed, still unnamed framework is "composed of", a bare plural beside an item with
  an article among them, belong to the main proposal.
- :func:`kg.extract.roles_proposals._whole_word_re`: one compiled pattern per form.
"""
from __future__ import annotations

import re

import kg.extract.roles_proposals as rp
from kg.records import Paper

import pytest

# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")


_TOPIC = "Routing parcels through city depots is slow and costly. "


def _extract(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    parts = {(l.head, l.tail) for l in e.links if l.rel == "partOf"}
    proposed = {m.text for m in e.mentions if m.type == "Method" and m.role == "proposed"}
    return parts, proposed


def test_two_parts_brought_in_by_one_verb_after_a_tail(ex):
    parts, proposed = _extract(ex, _TOPIC + "We present Tessel, a planner for fleets. To this end, we introduce a "
                               "depot warm-start protocol for vans carrying mixed loads and a cautious merge "
                               "operator to shorten routes.")
    assert {("depot warm-start protocol", "Tessel"), ("cautious merge operator", "Tessel")} <= parts
    assert {"depot warm-start protocol", "cautious merge operator"} <= proposed


def test_second_brought_in_part_may_end_in_approach(ex):
    parts, _ = _extract(ex, _TOPIC + "We present Tessel, a planner for fleets. Furthermore, we introduce a "
                        "spiral ordering technique for dense areas, and a new lane pooling approach that "
                        "groups nearby stops.")
    assert {("spiral ordering technique", "Tessel"), ("lane pooling approach", "Tessel")} <= parts


def test_single_brought_in_phrase_is_no_part(ex):
    parts, proposed = _extract(ex, _TOPIC + "We present Tessel, a planner for fleets. Then, we introduce a depot "
                               "consistency module that keeps routes aligned.")
    assert not any(w == "Tessel" for _, w in parts)
    assert "depot consistency module" not in proposed


def test_brought_in_pair_in_a_background_sentence_is_no_part(ex):
    parts, _ = _extract(ex, _TOPIC + "We present Tessel, a planner for fleets. Unlike prior planners, we "
                        "introduce a depot warm-start protocol and a cautious merge operator.")
    assert not any(w == "Tessel" for _, w in parts)


def test_brought_in_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "BROUGHT_IN_PARTS", False)
    parts, _ = _extract(ex, _TOPIC + "We present Tessel, a planner for fleets. To this end, we introduce a "
                        "depot warm-start protocol for vans and a cautious merge operator to shorten routes.")
    assert ("cautious merge operator", "Tessel") not in parts


def test_unnamed_framework_composed_of_a_plural_and_a_singular_part(ex):
    parts, proposed = _extract(ex, "Sharing sensor data over thin links is costly. In this work, we propose a "
                               "novel split coding framework composed of independent encoders and a joint "
                               "decoder, which we call Neural Split Coding (NSC). NSC is fast.")
    assert {("independent encoders", "NSC"), ("joint decoder", "NSC")} <= parts
    assert {"independent encoders", "joint decoder"} <= proposed


def test_composed_of_two_bare_plurals_stays_no_list(ex):
    parts, _ = _extract(ex, "Sharing sensor data over thin links is costly. In this work, we propose a novel "
                        "split coding framework composed of independent encoders and joint decoders, which we "
                        "call Neural Split Coding (NSC). NSC is fast.")
    assert not any(w == "NSC" for _, w in parts)


def test_composed_descriptor_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "COMPOSED_DESCRIPTOR_PARTS", False)
    parts, _ = _extract(ex, "Sharing sensor data over thin links is costly. In this work, we propose a novel "
                        "split coding framework composed of independent encoders and a joint decoder, which we "
                        "call Neural Split Coding (NSC). NSC is fast.")
    assert ("joint decoder", "NSC") not in parts


def test_whole_word_pattern_is_compiled_once_and_matches_whole_words():
    p = rp._whole_word_re("Zorb-Net")
    assert p is rp._whole_word_re("Zorb-Net")
    assert isinstance(p, re.Pattern)
    assert [m.start() for m in p.finditer("Zorb-Net and Zorb-Nets, Zorb-Net-2, (Zorb-Net)")] == [0, 37]
