"""Proposal rules of methods round 12 (kg/extract/roles_proposals.py). Every sentence is
written for these tests.

* A name before a spaced means participle ("a GPT based model", "a CLIP guided sampler")
  is what the new thing is built on, not the proposal; an appositive name after the
  descriptor ("a GPT based model, Quillon, ...") is the proposal.
* What "we formulate / reformulate X as ..." recasts is a problem, not a proposal ("We
  formulate empirical GDRO as a minimax problem").
"""
from __future__ import annotations

import pytest

from tests.factories import run


def _methods(extraction, role: str) -> set[str]:
    return {m.text for m in extraction.mentions if m.type == "Method" and m.role == role}


@pytest.mark.parametrize("sentence,name,base", [
    ("To handle long songs, we propose a GPT based model, Quillon, which predicts the next dance step.",
     "Quillon", "GPT"),
    ("We propose a CLIP guided sampler, Wrenfield, that improves the diversity of generated images.",
     "Wrenfield", "CLIP"),
])
def test_appositive_after_means_participle_is_proposed(extractor, sentence, name, base):
    ex = run(extractor, sentence)
    assert name in _methods(ex, "proposed")
    assert base not in _methods(ex, "proposed")


def test_means_participle_without_appositive_proposes_nothing(extractor):
    ex = run(extractor, "We propose a GPT based model that predicts the next dance step.")
    assert _methods(ex, "proposed") == set()


@pytest.mark.parametrize("sentence,problem,proposal", [
    ("We formulate empirical GDRO as a two-level minimax problem and develop an algorithm called ALEG.",
     "GDRO", "ALEG"),
    ("We reformulate MTG as a one-shot grouping problem. We then propose TopoGrad to solve it.", "MTG", "TopoGrad"),
])
def test_what_is_formulated_as_something_is_no_proposal(extractor, sentence, problem, proposal):
    ex = run(extractor, sentence)
    assert problem not in _methods(ex, "proposed")
    assert proposal in _methods(ex, "proposed")


def test_formulate_without_as_still_proposes(extractor):
    ex = run(extractor, "We formulate a new objective, FairLoss, that penalizes accuracy gaps between groups.")
    assert "FairLoss" in _methods(ex, "proposed")
