"""Proposal rules of entities round 2 in kg.extract.roles_proposals: a lower-case technique
name right after the contribution verb, with an appositive descriptor ("we propose gradient
sketching, a technique that ..."). Every sentence is written for these tests."""
from __future__ import annotations

import pytest

from tests.factories import run


# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")



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


def _part_of(extractor, text: str) -> set[tuple[str, str]]:
    return {(l.head, l.tail) for l in run(extractor, text).links if l.rel == "partOf"}


@pytest.mark.parametrize("text, variant, base", [
    ("We propose RiverNet, a compact planner for drones. We further introduce S-RiverNet, a sparse "
     "variant of RiverNet that scales to large maps.", "S-RiverNet", "RiverNet"),
    ("We propose RiverNet, a compact planner for drones. We also present RiverNet-XL, a larger "
     "version trained on more maps.", "RiverNet-XL", "RiverNet"),
])
def test_a_named_variant_is_proposed_and_no_part(extractor, text, variant, base):
    assert {variant, base} <= _proposed(extractor, text)
    assert (variant, base) not in _part_of(extractor, text)


def test_variant_name_shapes():
    from kg.extract.roles_proposals import _variant_name

    assert _variant_name("G-ForgetNet", "ForgetNet")
    assert _variant_name("ForgetNet++", "ForgetNet")
    assert _variant_name("ForgetNet v2", "ForgetNet")
    assert not _variant_name("ForgetNetwork", "ForgetNet")
    assert not _variant_name("Cross-Domain-ForgetNet", "ForgetNet")
    assert not _variant_name("Mix-UDA", "UDA")  # named after a setting, not a variant


@pytest.mark.parametrize("text, proposed", [
    ("Recent work proposed Gated Echo Routing (GER), a routing scheme for experts. "
     "We introduce Tidal Mixing (TM) for sparse language models.", {"Tidal Mixing", "TM"}),
    ("Prior studies introduced HeavyPool for graph pooling. Building on it, we present LightPool.",
     {"LightPool"}),
    ("Lee et al. proposed StepNorm for deep transformers. This paper proposes FlatNorm instead.",
     {"FlatNorm"}),
    ("Unlike previous approaches, we propose CrossNet, a model for stereo matching.", {"CrossNet"}),
])
def test_a_proposal_by_prior_work_is_not_the_papers(extractor, text, proposed):
    ex = run(extractor, text)
    assert {m.text for m in ex.mentions if m.type == "Method" and m.role == "proposed"} == proposed
