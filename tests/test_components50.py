"""Session 50 component rule (kg/extract/roles_proposals.py), from a draw of 150 corpus
abstracts outside the gold and the component misses of the session 49 blind pair: two parts
brought in by coordinated verbs ("we design a zorb encoder ... and adopt a plonk scorer";
VERB_COORDINATED_PARTS). Sentences written for these tests."""
from __future__ import annotations

from kg.extract import roles_proposals as R
from kg.records import Paper

import pytest

# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")



def _parts(ex, text, lead=""):
    e = ex.extract(Paper(id="p", abstract=lead + text, source="t"))
    return sorted((l.head, l.tail) for l in e.links if l.rel == "partOf")


# --- VERB_COORDINATED_PARTS ---

VERBS = ("Molecule property prediction needs motifs. We propose Quuxkg, a motif-aware method. We "
         "design a motif encoder that splits each graph into fragments and adopt a fragment scorer to "
         "weigh them. Quuxkg is accurate.")


def test_parts_brought_in_by_coordinated_verbs(ex):
    assert _parts(ex, VERBS, lead="") == [("fragment scorer", "Quuxkg"), ("motif encoder", "Quuxkg")]


def test_one_part_brought_in_alone_is_no_part(ex):
    got = _parts(ex, "Molecule property prediction needs motifs. We propose Quuxkg, a motif-aware method. We "
                     "design a motif encoder that splits each graph into fragments. Quuxkg is accurate.", lead="")
    assert got == []


def test_given_models_brought_in_are_no_parts(ex):
    got = _parts(ex, "Retrieval is hard. We propose Quuxrag. We use a pretrained text encoder and adopt a "
                     "standard dense retriever to fetch passages. Quuxrag is accurate.", lead="")
    assert got == []


def test_background_sentence_gives_no_parts(ex):
    got = _parts(ex, "Molecule property prediction is hard. We propose Quuxkg. Existing methods design a motif "
                     "tokenizer and adopt a fragment scorer. Quuxkg is accurate.", lead="")
    assert got == []


def test_verb_coordinated_switch_off(ex, monkeypatch):
    monkeypatch.setattr(R, "VERB_COORDINATED_PARTS", False)
    assert _parts(ex, VERBS, lead="") == []
