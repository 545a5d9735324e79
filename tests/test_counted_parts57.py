"""Session 57, round 2: counted part lists (kg/extract/roles_proposals.py).

- :meth:`ProposalRules._named_noun_item` (switch ``COUNTED_NAMED_NOUN_ITEMS``): an item of a
  counted part list written as a capitalised word and a part noun ("the Zorb module") is read
  whole, where the capitalised word alone is a lone word and no part.
- switch ``COUNTED_METHOD_NOUNS``: "methods" and "tools" open a counted part list of names; a
  counted list of "methods" gives no lower-case parts (those are methods used).
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from kg.records import Paper

import pytest

# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")


_TOPIC = "Warehouse robots waste time on poorly ordered picking routes. We introduce Hopper, a novel planner. "


def _extract(ex, text):
    e = ex.extract(Paper(id="p", abstract=_TOPIC + text, source="t"))
    parts = {(l.head, l.tail) for l in e.links if l.rel == "partOf"}
    proposed = {m.text for m in e.mentions if m.type == "Method" and m.role == "proposed"}
    return parts, proposed


_MODULES = ("The framework comprises two primary modules: the Swift module, representing fast route "
            "guesses, and the Sage module, emulating slow and careful planning.")


def test_capitalised_word_and_part_noun_is_one_item(ex):
    parts, proposed = _extract(ex, _MODULES)
    assert {("Swift module", "Hopper"), ("Sage module", "Hopper")} <= parts
    assert {"Swift module", "Sage module"} <= proposed


def test_named_noun_items_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "COUNTED_NAMED_NOUN_ITEMS", False)
    parts, _ = _extract(ex, _MODULES)
    assert ("Swift module", "Hopper") not in parts
    assert ("Sage module", "Hopper") not in parts


def test_part_noun_must_end_the_item(ex):
    parts, _ = _extract(ex, "The framework comprises two modules: the Zorb module types and the Plonk module.")
    assert ("Plonk module", "Hopper") in parts
    assert not any(p.startswith("Zorb") for p, _ in parts)


def test_counted_methods_list_names(ex):
    parts, _ = _extract(ex, "To train Hopper, we introduce two novel methods: the Zorb training method and "
                        "the Plonk training method.")
    assert {("Zorb training method", "Hopper"), ("Plonk training method", "Hopper")} <= parts


def test_counted_methods_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "COUNTED_METHOD_NOUNS", False)
    parts, _ = _extract(ex, "To train Hopper, we introduce two novel methods: the Zorb training method and "
                        "the Plonk training method.")
    assert not any(w == "Hopper" for _, w in parts)


def test_counted_methods_give_no_lower_case_parts(ex):
    parts, _ = _extract(ex, "We compare two methods: gradient descent and the Adam optimizer.")
    assert not any(p == "gradient descent" for p, _ in parts)


def test_counted_tools_read_lower_case_items(ex):
    parts, _ = _extract(ex, "The framework introduces two new tools: (i) zorb scene encodings, which map "
                        "shelves to vectors, and (ii) a plonk attention mechanism that binds these shelves.")
    assert ("plonk attention mechanism", "Hopper") in parts


def test_named_item_log_records_firings(ex, monkeypatch):
    log: list = []
    monkeypatch.setattr(rp, "COUNTED_NAMED_ITEM_LOG", log)
    _extract(ex, _MODULES)
    assert ("Swift module", "Hopper") in log


def test_counted_methods_it_is_applied_to_are_no_parts(ex):
    parts, _ = _extract(ex, "To test it, we plugged Hopper into the two recent grid-based methods, ZorbRF and "
                        "Plonk-Planes.")
    assert not any(p in ("ZorbRF", "Plonk-Planes") for p, _ in parts)


def test_new_counted_noun_needs_novelty_or_contribution_verb(ex):
    e = ex.extract(Paper(id="p", abstract=_TOPIC + "We design two methods: the Zorb training method and the "
                         "Plonk training method.", source="t"))
    assert {(l.head, l.tail) for l in e.links if l.rel == "partOf"} >= {("Zorb training method", "Hopper")}
