"""Proposal rules of session 49 (kg/extract/roles_proposals.py), from a corpus draw outside the
gold (recall49). Every sentence is written for these tests; the made-up names ("*Ember loss
SGD*") are in no gold file. The rule is tested on and, through its switch, off.

* :data:`~kg.extract.roles_proposals.REMEDIED_BACKGROUND_CUES`: a background cue that is the
  object of a remedy verb ("we overcome this limitation via ... *X*") does not keep an
  emphasised name out; an emphasised word before a gerund compound ("an *adaptive* prompting
  approach") is no name.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_proposals as rp
from kg.records import Paper


def _extract(ex, text, title=None):
    return ex.extract(Paper(id="p", abstract=text, title=title, source="t"))


def _proposed(ex, text, title=None):
    return {m.text: m.rule for m in _extract(ex, text, title).mentions if m.role == "proposed"}


REMEDIED = ("Training two-layer networks with large batches stalls beyond a critical batch size. We "
            "provably overcome this fundamental limitation via a different training protocol, *Ember loss "
            "SGD*, which removes the self-correlation terms of the loss. Simulations confirm the theory.")


def test_remedied_background_cue(ex):
    assert _proposed(ex, REMEDIED).get("Ember loss SGD") == "propose-emphasised"


def test_remedied_background_cue_switch(ex, monkeypatch):
    monkeypatch.setattr(rp, "REMEDIED_BACKGROUND_CUES", False)
    assert "Ember loss SGD" not in _proposed(ex, REMEDIED)


@pytest.mark.parametrize("text, name", [
    # a background cue that is no remedy verb's object still keeps the name out
    ("Existing methods suffer from this limitation of a training protocol, *Ember loss SGD*, which "
     "we analyse in detail.", "Ember loss SGD"),
    # an emphasised modifier of a gerund compound
    ("Prior methods handle only shifts of one degree. To address this limitation, we propose an "
     "*adaptive* prompting approach that handles shifts of varying degree.", "adaptive"),
])
def test_remedied_background_cue_not(ex, text, name):
    assert name not in _proposed(ex, text)
