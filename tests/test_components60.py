"""Relative clauses and participles in a list of parts after a verb of being made of (session 60;
kg/extract/roles_proposals.py, :meth:`ProposalRules._contain_list_parts` and
:meth:`ProposalRules._relative_tail_end`, switch ``RELATIVE_ITEM_TAILS``): "Zorbo comprises a
zorb encoder that models ..., and a plonk decoder to ..." makes both items parts of Zorbo; a
participle after the last item ("guided by ...") and an adverb with a participle before an item
("a theoretically grounded ...") no longer hide the list."""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from kg.records import Paper

import pytest

# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")


_TOPIC = "Sorting seashells by species from beach photographs is slow. "


def _extract(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    parts = {(l.head, l.tail) for l in e.links if l.rel == "partOf"}
    proposed = {m.text for m in e.mentions if m.type == "Method" and m.role == "proposed"}
    return parts, proposed


def test_relative_clause_after_the_first_item(ex):
    parts, proposed = _extract(ex, _TOPIC + "We present Shellora, a new sorter. Shellora comprises a spiral "
                               "encoder that slowly reads the ridges and colours of every shell, and a species "
                               "decoder to output labels. It sorts faster.")
    assert ("spiral encoder", "Shellora") in parts
    assert ("species decoder", "Shellora") in parts
    assert {"spiral encoder", "species decoder"} <= proposed


def test_participle_after_the_last_item_and_a_described_first_item(ex):
    parts, _ = _extract(ex, _TOPIC + "We present Shellora, a new sorter. At its core, Shellora comprises a "
                        "carefully tuned ridge counting module and a hue aligning module guided by the tide "
                        "charts. It sorts faster.")
    assert ("ridge counting module", "Shellora") in parts
    assert ("hue aligning module", "Shellora") in parts
    assert not any(p.startswith("carefully") for p, _ in parts)


def test_switch_off_leaves_the_relative_clause_list_unlinked(ex, monkeypatch):
    monkeypatch.setattr(rp, "RELATIVE_ITEM_TAILS", False)
    parts, _ = _extract(ex, _TOPIC + "We present Shellora, a new sorter. Shellora comprises a spiral "
                        "encoder that slowly reads the ridges and colours of every shell, and a species "
                        "decoder to output labels. It sorts faster.")
    assert ("species decoder", "Shellora") not in parts
    assert ("spiral encoder", "Shellora") not in parts


def test_relative_clause_without_a_comma_is_no_list(ex):
    # "that fuses the ridge map and a hue map": what the clause acts on, not a second part
    parts, _ = _extract(ex, _TOPIC + "We present Shellora, a new sorter. Shellora comprises a spiral "
                        "encoder that fuses the ridge map and a hue map. It sorts faster.")
    assert ("hue map", "Shellora") not in parts


def test_relative_tail_end_stops_at_a_bracket(ex):
    parts, _ = _extract(ex, _TOPIC + "We present Shellora, a new sorter. Shellora comprises a spiral "
                        "encoder that reads ridges (see the appendix), and a species decoder. It sorts faster.")
    assert ("species decoder", "Shellora") not in parts


# --- OURS_DESCRIPTOR_PARTS: "our X strategy" / "the proposed X loss" after the main proposal ----------

def test_our_named_strategy_after_the_main_sentence_is_a_part(ex):
    parts, proposed = _extract(ex, _TOPIC + "We propose Shell-Aware Sorting (SAS), a new sorter. To keep labels "
                               "stable, our Spiral Ridge Smoothing strategy adds a penalty to the objective. "
                               "SAS sorts faster.")
    assert ("Spiral Ridge Smoothing", "SAS") in parts
    assert "Spiral Ridge Smoothing" in proposed


def test_the_proposed_named_loss_after_the_main_sentence_is_a_part(ex):
    parts, _ = _extract(ex, _TOPIC + "We present Shellora, a new sorter for mixed beaches. Moreover, the proposed "
                        "Tide Consistency loss further regularizes the predicted species. Shellora sorts faster.")
    assert ("Tide Consistency loss", "Shellora") in parts


def test_switch_off_leaves_our_named_strategy_unlinked(ex, monkeypatch):
    monkeypatch.setattr(rp, "OURS_DESCRIPTOR_PARTS", False)
    parts, proposed = _extract(ex, _TOPIC + "We propose Shell-Aware Sorting (SAS), a new sorter. To keep labels "
                               "stable, our Spiral Ridge Smoothing strategy adds a penalty to the objective. "
                               "SAS sorts faster.")
    assert ("Spiral Ridge Smoothing", "SAS") not in parts
    assert "Spiral Ridge Smoothing" in proposed  # still a proposal of its own


def test_ours_part_head_needs_a_descriptor_noun(ex):
    # "our Spiral Ridge Smoothing reduces ...": no noun of a kind, so no part by this rule
    parts, _ = _extract(ex, _TOPIC + "We propose Shell-Aware Sorting (SAS), a new sorter. To keep labels "
                        "stable, our Spiral Ridge Smoothing reduces the penalty of the objective. SAS sorts faster.")
    assert ("Spiral Ridge Smoothing", "SAS") not in parts


def test_a_name_in_a_participle_phrase_after_the_last_item_is_no_part(ex):
    parts, _ = _extract(ex, _TOPIC + "We present Shellora, a new sorter. Shellora comprises a ridge counting "
                        "module and a hue aligning module guided by the Tidal Colour Shift Theorem. It sorts faster.")
    assert ("hue aligning module", "Shellora") in parts
    assert not any(p.startswith("Tidal Colour") for p, _ in parts)
