"""Lower-case part lists after a verb of being made of (session 53; kg/extract/roles_proposals.py,
:meth:`ProposalRules._contain_list_parts`, switch ``CONTAIN_LIST_PARTS``): "Zorbo incorporates a
zorb model, a plonk sampler, and a blip model" makes each item a proposed part of Zorbo; adjective
chains, shared plural heads, known methods without an article and sentences that compare are no
such list."""
from __future__ import annotations

import pytest

import kg.extract.roles_proposals as rp
from kg.records import Paper


# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")


_TOPIC = "Labelling rare galaxies from telescope images is costly. "


def _extract(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    parts = {(l.head, l.tail) for l in e.links if l.rel == "partOf"}
    proposed = {m.text for m in e.mentions if m.type == "Method" and m.role == "proposed"}
    return parts, proposed


def test_three_indefinite_parts_after_incorporates(ex):
    parts, proposed = _extract(ex, _TOPIC + "We introduce Galaxy Zorb Labelling (GZL), a semi-supervised labeller. "
                               "GZL incorporates a morphology tagger, an unlabeled image picker, and a colour "
                               "critic. It labels faster.")
    assert {("morphology tagger", "GZL"), ("unlabeled image picker", "GZL"), ("colour critic", "GZL")} <= parts
    assert {"morphology tagger", "unlabeled image picker", "colour critic"} <= proposed


def test_consists_of_after_an_appositive(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose Plonkar, a new framework that consists of a spiral arm "
                        "detector and a disc brightness scorer. Plonkar is accurate.")
    assert ("spiral arm detector", "Plonkar") in parts
    assert ("disc brightness scorer", "Plonkar") in parts


def test_descriptor_noun_and_which_before_the_verb(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose Plonkar, a galaxy labeller. The Plonkar approach, which combines halo gating and "
                        "spectral routing, labels faster.")
    assert ("halo gating", "Plonkar") in parts
    assert ("spectral routing", "Plonkar") in parts


def test_switch_off_leaves_the_items_unlinked(ex, monkeypatch):
    monkeypatch.setattr(rp, "CONTAIN_LIST_PARTS", False)
    parts, _ = _extract(ex, _TOPIC + "We introduce Galaxy Zorb Labelling (GZL), a semi-supervised labeller. "
                        "GZL incorporates a morphology tagger, an unlabeled image picker, and a colour critic. "
                        "It labels faster.")
    assert ("colour critic", "GZL") not in parts


def test_adjectives_joined_by_a_comma_are_no_list(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose Plonkar, a galaxy labeller. Plonkar is comprised of a "
                        "single-stage, non-autoregressive classifier. It is fast.")
    assert not any(p.endswith("classifier") or p.endswith("single-stage") for p, _ in parts)


def test_a_shared_plural_head_is_no_list(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose Plonkar, a galaxy labeller. Later, Plonkar integrates "
                        "separated spectral and spatial encoders. It is fast.")
    assert ("separated spectral", "Plonkar") not in parts


def test_a_subject_that_is_no_proposal_gives_no_parts(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose Plonkar, a galaxy labeller. The telescope incorporates a "
                        "mirror assembly and a cooling unit. Plonkar is fast.")
    assert not any(p in ("mirror assembly", "cooling unit") for p, _ in parts)


@pytest.mark.parametrize("sentence", [
    "Plonkar combines contrastive learning and knowledge distillation.",  # known methods, no article
    "Plonkar integrates image features and text embeddings.",              # plural heads: what it reads
])
def test_used_methods_and_inputs_are_no_parts(ex, sentence):
    parts, _ = _extract(ex, _TOPIC + "We propose Plonkar, a galaxy labeller. " + sentence + " It is fast.")
    assert not any(w == "Plonkar" for _, w in parts), parts


def test_a_short_phrase_after_each_item_is_read_past(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose Plonkar, a galaxy labeller. Plonkar comprises a spiral arm "
                        "detector for disc galaxies and a halo brightness scorer for elliptical galaxies. It is fast.")
    assert ("spiral arm detector", "Plonkar") in parts
    assert ("halo brightness scorer", "Plonkar") in parts


def test_a_clause_after_an_item_is_no_short_phrase(ex, monkeypatch):
    monkeypatch.setattr(rp, "MADE_OF_PART_LISTS", False)
    parts, _ = _extract(ex, _TOPIC + "We propose Plonkar, a galaxy labeller. Plonkar integrates a spiral arm "
                        "detector to detect faint arms and a halo brightness scorer. It is fast.")
    assert ("halo brightness scorer", "Plonkar") not in parts


def test_slots_that_the_subject_name_spells_are_no_parts(ex):
    parts, _ = _extract(ex, _TOPIC + "We propose Plonkar, a galaxy labeller. Later we add GAD (Galaxy "
                        "Arm Detector), a new module that integrates a spiral arm detector and a halo "
                        "brightness scorer. It is fast.")
    assert ("spiral arm detector", "GAD") not in parts


def test_one_article_over_joined_nouns_is_no_list(ex, monkeypatch):
    monkeypatch.setattr(rp, "MADE_OF_PART_LISTS", False)
    parts, _ = _extract(ex, _TOPIC + "We propose Plonkar, a galaxy labeller. Plonkar integrates a halo "
                        "partition and merging module for faint galaxies. It is fast.")
    assert ("halo partition", "Plonkar") not in parts
    assert ("merging module", "Plonkar") not in parts
