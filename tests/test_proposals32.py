"""Proposed methods, session 32 (kg/extract/roles_proposals.py). Every sentence is written
for these tests; the made-up names ("Zorb ...", "Plonk ...") are in no gold file. Each rule
is tested on and, through its switch, off.

* :data:`~kg.extract.roles_proposals.CLAUSE_COMPARISONS`: a name that opens a clause
  comparing it with the field's methods ("X ranks nodes much better than existing
  methods", "X has superior accuracy compared with prior methods") is proposed.
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from kg.records import Paper


def _proposed(ex, text, title=None):
    ms = ex.extract(Paper(id="p", abstract=text, title=title, source="t")).mentions
    return {m.text: m.rule for m in ms if m.role == "proposed"}


BETTER = ("We study graph pooling for molecules. Enabled by this design, ZorbPool ranks nodes much better "
          "than existing pooling methods.")
SUPERIOR = ("We design a pooling test for molecules. Experiments show that PlonkRank has superior accuracy "
            "compared with prior methods.")
OTHER = "We study graph pooling for molecules. In our experiments, GCN performs better than prior methods."
VERSUS = "We study graph pooling for molecules. ZorbPool ranks nodes better than PlonkRank on small graphs."


def test_clause_comparison_with_baselines_proposes(ex):
    assert _proposed(ex, BETTER) == {"ZorbPool": "propose-outperform"}
    assert _proposed(ex, SUPERIOR) == {"PlonkRank": "propose-outperform"}


def test_clause_comparison_needs_baselines_and_a_new_name(ex):
    assert _proposed(ex, OTHER) == {}  # a known method
    assert _proposed(ex, VERSUS) == {}  # compared with a name, not with the field's methods


def test_clause_comparison_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "CLAUSE_COMPARISONS", False)
    assert _proposed(ex, BETTER) == {}
    assert _proposed(ex, SUPERIOR) == {}
