"""Proposal rules of entities round 2 in kg.extract.roles_proposals: a lower-case technique
name right after the contribution verb, with an appositive descriptor ("we propose gradient
sketching, a technique that ..."). Every sentence is written for these tests."""
from __future__ import annotations

import pytest

from tests.factories import run


def _proposed(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.role == "proposed"}


@pytest.mark.parametrize("text, name", [
    ("To cut memory, we propose gradient sketching, a technique that compresses per-example "
     "gradients before attribution.", "gradient sketching"),
    ("We introduce curvature-aware token dropping, an inference method that skips flat tokens.",
     "curvature-aware token dropping"),
])
def test_lower_case_name_with_a_descriptor_appositive_is_proposed(extractor, text, name):
    assert name in _proposed(extractor, text)


@pytest.mark.parametrize("text, phrase", [
    # a known technique is used, not proposed
    ("We propose contrastive learning, a method widely used for pretraining, as our objective.",
     "contrastive learning"),
    # a count or a determiner opens no name
    ("We propose two solvers, a method for each regime of the problem.", "two solvers"),
    # no method descriptor in the appositive: a finding, not a technique
    ("We propose label smoothing schemes, a topic of much debate in vision.", "label smoothing schemes"),
])
def test_not_a_coined_lower_case_name(extractor, text, phrase):
    assert phrase not in _proposed(extractor, text)
