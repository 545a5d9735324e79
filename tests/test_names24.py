"""Proposed methods, session 24 (kg/extract/roles_proposals.py). Every sentence is written
for these tests; the made-up names ("ZORBI", "PlonkX") are in no gold file.

* ", namely X" past the object window of a contribution verb (cut by a relative clause or an
  infinitive) names the proposal when the object holds a method descriptor noun: "we propose
  a new approach that ..., namely ZORBI", "We propose two algorithms to tackle this setting,
  namely R-PLONK, which ..."; not a lone title-case word ("a language other than English,
  namely Zorbish").
* A name after ", namely" is an appositive of the object: "a novel data-driven ZS search
  framework, namely PlonkX, to ..." proposes PlonkX rather than the descriptor's modifier
  ("a novel Weakly-Supervised Zorb Segmentation framework, namely WS-ZS").
"""
from __future__ import annotations

import pytest

from kg.records import Paper


def _proposed(ex, text):
    return {m.text for m in ex.extract(Paper(id="p", abstract=text, source="t")).mentions if m.role == "proposed"}


@pytest.mark.parametrize("text, name", [
    ("Based on this finding, we propose a new approach that can facilitate the checking of reasoning steps "
     "with tool interfaces, namely ZORBI. In ZORBI, we first retrieve exemplars.", "ZORBI"),
    ("We propose two algorithms to tackle the above-mentioned setting, namely R-PLONK, which resorts to a "
     "UCB-like approach, and a second one.", "R-PLONK"),
    ("We introduce a causal graphical model to characterize the zorbing mechanism, namely, Causal Zorbing "
     "Model. We then test it.", "Causal Zorbing Model"),
])
def test_namely_name_after_the_object_clause(ex, text, name):
    assert name in _proposed(ex, text)


def test_namely_language_is_no_proposal(ex):
    text = ("We present an evaluation protocol for measuring misinformation in a language other than "
            "English, namely Zorbish. It is hard.")
    assert "Zorbish" not in _proposed(ex, text)


def test_namely_appositive_beats_a_descriptor_modifier(ex):
    text = ("We present a novel Weakly-Supervised Zorb Segmentation framework, namely WS-ZS, that can learn "
            "multi-scale alignment.")
    assert "WS-ZS" in _proposed(ex, text)
