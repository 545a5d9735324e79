"""Proposed methods, session 31 second round (kg/extract/roles_proposals.py). Every sentence
is written for these tests; the made-up names ("Plonk ...", "Zorb ...") are in no gold file.

* :data:`~kg.extract.roles_proposals.OUR_INTRODUCED_MARKS`: "newly", "introduced" and
  "resulting" may stand between "our" and an acronym-defined name the authors mark as theirs.
* :data:`~kg.extract.roles_proposals.DIMENSION_NAMED`: "named 3D Plonk Ranking" keeps the
  dimension tag in the name.
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from kg.records import Paper


def _proposed(ex, text):
    ms = ex.extract(Paper(id="p", abstract=text, title=None, source="t")).mentions
    return {m.text: m.rule for m in ms if m.role == "proposed"}


NEWLY = ("We study sparse attention for long documents. Our newly introduced Layered Plonk Attention (LPA) "
         "approach splits global attention into levels.")


def test_our_newly_introduced_name_is_proposed(ex):
    got = _proposed(ex, NEWLY)
    assert set(got) == {"Layered Plonk Attention", "LPA"}
    assert all(r.startswith("propose-ours") for r in got.values())


def test_our_newly_introduced_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "OUR_INTRODUCED_MARKS", False)
    assert _proposed(ex, NEWLY) == {}


DIM = ("We propose a graph model for molecules. We also propose a new training objective named 3D Plonk "
       "Ranking to make the model learn better distances.")


def test_dimension_opens_the_named_phrase(ex):
    assert "3D Plonk Ranking" in _proposed(ex, DIM)
    assert "Plonk Ranking" not in _proposed(ex, DIM)


def test_dimension_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "DIMENSION_NAMED", False)
    assert "3D Plonk Ranking" not in _proposed(ex, DIM)
