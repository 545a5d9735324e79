"""Emphasised parts and parts listed after "including" (session 55; kg/extract/roles_proposals.py,
:meth:`ProposalRules._emphasised_parts`, switch ``EMPHASISED_PARTS``, and
:meth:`ProposalRules._included_parts`, switch ``INCLUDED_PARTS``): "Quillo speeds up lookups with
*hedge caching* and *lazy merging*" and "Quillo introduces several optimizations, including
burst window scheduling and deferred leaf compaction" make each phrase a proposed part of Quillo;
emphasised stress, modifiers, settings, background sentences and one-word items are no parts."""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from kg.records import Paper

import pytest

# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")


_TOPIC = "Serving key-value lookups on flash storage is slow. "


def _extract(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    parts = {(l.head, l.tail) for l in e.links if l.rel == "partOf"}
    proposed = {m.text for m in e.mentions if m.type == "Method" and m.role == "proposed"}
    return parts, proposed


def test_emphasised_pair_after_the_main_name(ex):
    parts, proposed = _extract(ex, _TOPIC + "This paper introduces Quillo, a store that speeds up lookups with "
                               "*hedge caching* and *lazy merging*. Quillo is fast.")
    assert {("hedge caching", "Quillo"), ("lazy merging", "Quillo")} <= parts
    assert {"hedge caching", "lazy merging"} <= proposed


def test_emphasised_one_word_parts_of_a_counted_list(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose Quillo, a flash store. Specifically, Quillo consists of three "
                        "components: *sorter*, *packer*, and *flusher*. It is fast.")
    assert {("sorter", "Quillo"), ("packer", "Quillo"), ("flusher", "Quillo")} <= parts


def test_emphasised_part_after_our_and_before_a_part_noun(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose Quillo, a flash store. We then shrink its index via our "
                        "*fractal bucket split* technique. It is fast.")
    assert ("fractal bucket split", "Quillo") in parts


def test_emphasised_single_part_in_a_sentence_of_the_main_name(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose Quillo, a flash store. Quillo first builds a compact "
                        "*hedge ledger* with short keys and then serves reads from it.")
    assert ("hedge ledger", "Quillo") in parts


def test_emphasised_modifier_setting_and_stress_are_no_parts(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose Quillo, a flash store. Quillo is a *lock-free* design that "
                        "handles the *cold start* setting. Quillo is *much* faster.")
    assert not any(w == "Quillo" for _, w in parts)


def test_emphasised_phrase_in_a_background_sentence_is_no_part(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose Quillo, a flash store. Unlike Quillo, existing stores rely on "
                        "*hedge caching* alone.")
    assert ("hedge caching", "Quillo") not in parts


def test_lone_emphasis_in_a_we_sentence_without_the_name_is_no_part(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose Quillo, a flash store. We observe that *write amplification* "
                        "dominates the cost.")
    assert ("write amplification", "Quillo") not in parts


def test_emphasised_parts_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "EMPHASISED_PARTS", False)
    parts, _ = _extract(ex, _TOPIC + "This paper introduces Quillo, a store that speeds up lookups with "
                        "*hedge caching* and *lazy merging*. Quillo is fast.")
    assert ("hedge caching", "Quillo") not in parts


def test_included_list_after_several_optimizations(ex):
    parts, proposed = _extract(ex, _TOPIC + "We propose Quillo, a flash store. Quillo further introduces several "
                               "systems optimizations, including burst window scheduling, deferred leaf compaction, "
                               "and prefetching. It is fast.")
    assert {("burst window scheduling", "Quillo"), ("deferred leaf compaction", "Quillo")} <= parts
    assert "deferred leaf compaction" in proposed
    assert not any(p == "prefetching" for p, _ in parts)


def test_included_list_after_we_propose_several_strategies(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose Quillo, a flash store. To cut the write cost, we propose several "
                        "simple strategies to shrink the index, including a tiered bucket layout, a 2D key "
                        "sketch, and an adaptive flush policy. It is fast.")
    assert {("tiered bucket layout", "Quillo"), ("2D key sketch", "Quillo"), ("adaptive flush policy", "Quillo")} <= parts


def test_included_list_needs_a_count_and_a_contribution_verb(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose Quillo, a flash store. Prior stores suffer from many "
                        "problems, including write amplification and read stalls. Quillo is evaluated on "
                        "several workloads, including random point lookups and long range scans.")
    assert not any(w == "Quillo" for _, w in parts)


def test_included_parts_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "INCLUDED_PARTS", False)
    parts, _ = _extract(ex, _TOPIC + "We propose Quillo, a flash store. Quillo further introduces several "
                        "systems optimizations, including burst window scheduling and deferred leaf compaction.")
    assert ("burst window scheduling", "Quillo") not in parts


def test_emphasised_phrase_as_a_role_or_a_base_is_no_part(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose Quillo, a flash store. Quillo redesigns the *hedge caching* "
                        "technique for flash, positioning Quillo as a general *lookup engine*.")
    assert not any(w == "Quillo" for _, w in parts)


def test_emphasised_result_is_no_part(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose Quillo, a flash store. We show that Quillo cuts the latency at "
                        "an *exponential rate* and gives a *double exponential improvement* over B-trees.")
    assert not any(w == "Quillo" for _, w in parts)
