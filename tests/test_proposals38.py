"""Coordinated new parts, session 38 (kg/extract/roles_proposals.py). Every sentence is written
for these tests; the made-up names ("GlintNet", "ember ...") are in no gold file. The rule is
tested on and, through its switch, off.

* :data:`~kg.extract.roles_proposals.COORDINATED_HEAD_PARTS`: two or more indefinite noun
  phrases that share a part head ("an ember alignment loss and a frost spread loss") and that a
  contribution / contain verb brings in, or "are proposed" follows, are parts of the proposal;
  not after another verb ("we complement the loss with ..."), not vague modifiers only ("a new
  loss and a simple loss"), not phrases with different heads.
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from kg.records import Paper

import pytest

# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")



def _extract(ex, text, title=None):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    proposed = {m.text: m.rule for m in e.mentions if m.role == "proposed"}
    parts = sorted((l.head, l.tail) for l in e.links if l.rel == "partOf")
    return proposed, parts


INTRODUCES = ("Glacier images are hard to segment from few labels. We propose GlintNet, a segmenter for "
              "glacier images. GlintNet introduces an ember alignment loss and a frost spread loss to use the "
              "unlabeled pixels. Experiments on two glacier datasets show that GlintNet outperforms strong "
              "baselines.")
COMPRISES = ("Glacier images are hard to segment from few labels. We propose GlintNet, a segmenter for "
             "glacier images. Our framework comprises three small language models: a crevasse language model, "
             "a moraine language model, and a snowline language model. Experiments show that GlintNet "
             "outperforms strong baselines.")
PASSIVE = ("Glacier images are hard to segment from few labels. We propose GlintNet, a segmenter for "
           "glacier images. Moreover, an ember alignment loss and a frost spread loss are proposed to use the "
           "unlabeled pixels. Experiments show that GlintNet outperforms strong baselines.")


def test_coordinated_head_parts(ex):
    proposed, parts = _extract(ex, INTRODUCES)
    assert parts == [("ember alignment loss", "GlintNet"), ("frost spread loss", "GlintNet")]
    assert proposed["ember alignment loss"] == "component-coordinated"
    proposed, parts = _extract(ex, COMPRISES)
    assert parts == [("crevasse language model", "GlintNet"), ("moraine language model", "GlintNet"),
                     ("snowline language model", "GlintNet")]
    proposed, parts = _extract(ex, PASSIVE)
    assert parts == [("ember alignment loss", "GlintNet"), ("frost spread loss", "GlintNet")]


def test_coordinated_head_parts_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "COORDINATED_HEAD_PARTS", False)
    for text in (INTRODUCES, COMPRISES, PASSIVE):
        proposed, parts = _extract(ex, text)
        assert "ember alignment loss" not in proposed and "crevasse language model" not in proposed


OTHER_VERB = ("Glacier images are hard to segment from few labels. We propose GlintNet, a segmenter for "
              "glacier images. To train GlintNet, we complement the usual loss with an ember alignment loss "
              "and a frost spread loss. Experiments show that GlintNet outperforms strong baselines.")
VAGUE = ("Glacier images are hard to segment from few labels. We propose GlintNet, a segmenter for "
         "glacier images. GlintNet introduces a new loss and a simple loss for the unlabeled pixels. "
         "Experiments show that GlintNet outperforms strong baselines.")
OTHER_HEADS = ("Glacier images are hard to segment from few labels. We propose GlintNet, a segmenter for "
               "glacier images. GlintNet introduces an ember alignment loss and a frost spread module for the "
               "unlabeled pixels. Experiments show that GlintNet outperforms strong baselines.")

BACKGROUND = ("Glacier images are hard to segment from few labels. Existing segmenters introduce an ember "
              "alignment loss and a frost spread loss for the unlabeled pixels. We propose GlintNet, a "
              "segmenter for glacier images. Experiments show that GlintNet outperforms strong baselines.")
PAST_PASSIVE = ("Glacier images are hard to segment from few labels. Earlier, an ember alignment loss and a frost "
                "spread loss were proposed for the unlabeled pixels. We propose GlintNet, a segmenter for glacier "
                "images. Experiments show that GlintNet outperforms strong baselines.")


def test_coordinated_head_parts_refusals(ex):
    for text in (OTHER_VERB, VAGUE, OTHER_HEADS, BACKGROUND, PAST_PASSIVE):
        proposed, _ = _extract(ex, text)
        assert not any(rule == "component-coordinated" for rule in proposed.values()), text
