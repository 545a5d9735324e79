"""Proposed methods, session 31 second round (kg/extract/roles_proposals.py). Every sentence
is written for these tests; the made-up names ("Plonk ...", "Zorb ...") are in no gold file.

* :data:`~kg.extract.roles_proposals.OUR_INTRODUCED_MARKS`: "newly", "introduced" and
  "resulting" may stand between "our" and an acronym-defined name the authors mark as theirs.
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
