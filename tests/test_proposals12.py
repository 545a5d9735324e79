"""Proposal rules of methods round 12 (kg/extract/roles_proposals.py). Every sentence is
written for these tests.

* A name before a spaced means participle ("a GPT based model", "a CLIP guided sampler")
  is what the new thing is built on, not the proposal; an appositive name after the
  descriptor ("a GPT based model, Quillon, ...") is the proposal.
* What "we formulate / reformulate X as ..." recasts is a problem, not a proposal ("We
  formulate empirical GDRO as a minimax problem").
* A name inside an object headed by a noun of a way of seeing ("a novel perspective on X as
  PCA", "a new interpretation of X as ... (LA)") is an existing method, not the proposal,
  unless a contribution verb of its own introduces it ("..., by proposing X").
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


@pytest.mark.parametrize("sentence,known", [
    ("We present a novel perspective on such field equations as a principal component analysis (PCA) "
     "for drifting series.", "PCA"),
    ("We propose a new interpretation of influence estimates as averages over the Laplace approximation (LA).",
     "LA"),
])
def test_name_inside_a_view_object_is_no_proposal(extractor, sentence, known):
    assert known not in _methods(run(extractor, sentence), "proposed")


def test_view_object_then_own_contribution_verb_still_proposes(extractor):
    ex = run(extractor, "We offer a new perspective on domain shift, by proposing a Render-Then-Adapt (RTA) scheme.")
    assert "RTA" in _methods(ex, "proposed") or "Render-Then-Adapt" in _methods(ex, "proposed")
