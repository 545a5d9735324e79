"""Proposed methods and components, session 30 (kg/extract/roles_proposals.py). Every
sentence is written for these tests; the made-up names ("ZorbNet", "Plonk ...") are in no
gold file. Each rule is tested on and, through its switch, off.

* :data:`~kg.extract.roles_proposals.CAPITAL_NAMING_WORDS`: "Named" inside a name
  ("Named Zorb Recognition") is no naming verb.
* :data:`~kg.extract.roles_proposals.ALSO_CALLED_PROBLEMS`: "the problem of X (XX), also
  called Y" names the problem, not a method.
* :data:`~kg.extract.roles_proposals.MODIFIER_PARTS`: a name that modifies a lower-case
  noun ("a ... (MPD) competition"), a hyphenated word ("divergence-based") or an adjective
  before a noun is no part.
* :data:`~kg.extract.roles_proposals.UNLINK_NON_PARTS`: a variant of the whole ("ZorbNet"
  of "ZorbNet++") and a named effect ("the ... (ZM) effect") keep no part-of link.
* :data:`~kg.extract.roles_proposals.PURPOSE_ENDS_PARTS`: ", for" ends a contain verb's
  part list.
* :data:`~kg.extract.roles_proposals.BRACKETED_GLOSS`: a name inside the bracketed gloss of
  a proposal is no second proposal.
* :data:`~kg.extract.roles_proposals.SHORT_CAPITAL_MODIFIERS`: "our indoor ZRB panorama
  model" proposes no "ZRB".
* :data:`~kg.extract.roles_proposals.BETWEEN_OBJECTS`: "a connection between X (XX) and Y"
  proposes neither.
* :data:`~kg.extract.roles_proposals.FAMED_PARTS`: "incorporates the X (XX), renowned for"
  uses a known model.
* :data:`~kg.extract.roles_proposals.BRACKETED_PART_NAMES`: "a ... streaming library
  (QuellLib)" after the main proposal is its part.
* :data:`~kg.extract.roles_proposals.NAMELY_PART_HEADS`: "Moreover, we propose a novel
  pre-training strategy, namely X (XX)" is a part of the main proposal.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_base as roles_base
import kg.extract.roles_proposals as rp
from kg.records import Paper


def _extract(ex, text, title=None):
    return ex.extract(Paper(id="p", abstract=text, title=title, source="t"))


def _proposed(ex, text, title=None):
    return {m.text: m.rule for m in _extract(ex, text, title).mentions if m.role == "proposed"}


def _parts(ex, text, title=None):
    return sorted(f"{l.head} < {l.tail}" for l in _extract(ex, text, title).links if l.rel == "partOf")


NAMED = ("Reading is hard. We propose ZorbReader, a reader for documents. Apart from its speed, ZorbReader "
         "solves extraction tasks, such as Extractive Plonk Answering and Named Zorb Recognition.")


def test_capital_named_is_no_naming_verb(ex):
    assert _proposed(ex, NAMED) == {"ZorbReader": "propose-object"}
    assert _parts(ex, NAMED) == []


def test_capital_named_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "CAPITAL_NAMING_WORDS", False)
    # session 55's rule reads "and Named X" (after a conjunction) as no naming either: off too
    monkeypatch.setattr(roles_base, "ATTRIBUTIVE_PARTICIPLE_NOT_NAMING", False)
    assert _parts(ex, NAMED) == ["Zorb Recognition < ZorbReader"]


ALSO = ("We study the problem of Persistent Zorb Particles (PZPs), also called Tracking Any Plonk (TAP), in "
        "videos. We propose Plonk-PZP, a tracker with two modules.")


def test_also_called_names_the_problem(ex):
    assert _proposed(ex, ALSO) == {"Plonk-PZP": "propose-object"}
    assert _parts(ex, ALSO) == []


def test_also_called_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "ALSO_CALLED_PROBLEMS", False)
    got = _proposed(ex, ALSO)
    assert got["TAP"] == "propose-named+acronym"
    assert _parts(ex, ALSO) == ["Plonk-PZP < TAP"]


COMPETITION = ("We propose ZorbQA, a ranking method for retrieval. A Maximum Plonk Discrepancy (MPD) "
               "competition between ZorbQA and BM25 shows that both fail.")
DIVERGENCE = ("We propose ZorbRob, a robust learner. ZorbRob contains optimistically perturbed constraints "
              "within a Plonk-Zorbler divergence-based ambiguity set.")


@pytest.mark.parametrize("text,whole", [(COMPETITION, "ZorbQA"), (DIVERGENCE, "ZorbRob")])
def test_modifier_names_are_no_parts(ex, text, whole):
    assert _proposed(ex, text) == {whole: "propose-object"}
    assert _parts(ex, text) == []


@pytest.mark.parametrize("text,part", [(COMPETITION, "MPD < ZorbQA"), (DIVERGENCE, "Plonk-Zorbler < ZorbRob")])
def test_modifier_names_switch_off(ex, monkeypatch, text, part):
    monkeypatch.setattr(rp, "MODIFIER_PARTS", False)
    assert _parts(ex, text) == [part]


def test_modifier_test_keeps_part_heads(ex):
    text = ("We propose ZorbSeg, a segmenter. ZorbSeg contains a Plonk Fusion (PF) module and a Zorb Gate "
            "(ZG) block.")
    assert _parts(ex, text) == ["PF < ZorbSeg", "ZG < ZorbSeg"]


VARIANT = ("Graph learning is hard. We propose ZorbNet, a message passing network for molecules. Based on "
           "ZorbNet, we develop ZorbNet++, a faster network for proteins.")
EFFECT = ("Outlier detection is hard. Our approach begins with a novel observation called the zorb-memorization "
          "(ZM) effect--when training a model, it memorizes inliers first. Based on this finding, we develop a "
          "new method called the plonk detection via the ZM effect (PDZM). Remarkably, the PDZM requires few "
          "updates.")
EFFECT_TITLE = "PDZM: Plonk Detection via Likelihood"


def test_variant_of_whole_is_no_part(ex):
    got = _proposed(ex, VARIANT)
    assert got == {"ZorbNet": "propose-object", "ZorbNet++": "propose-object"}
    assert _parts(ex, VARIANT) == []


def test_named_effect_is_no_part(ex):
    got = _proposed(ex, EFFECT, EFFECT_TITLE)
    # (session 59, NAMED_WHOLE_BEFORE: "a new method called ... (PDZM)" is a whole from the start,
    # proposed with its long form, so its rule may carry "+acronym")
    assert got["ZM"] == "propose-named+acronym" and got["PDZM"] in ("propose-named", "propose-named+acronym")
    assert _parts(ex, EFFECT, EFFECT_TITLE) == []


def test_unlink_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "UNLINK_NON_PARTS", False)
    assert _parts(ex, VARIANT) == ["ZorbNet < ZorbNet++"]
    assert _parts(ex, EFFECT, EFFECT_TITLE) == ["ZM < PDZM"]


PURPOSE = ("We propose ZorbInfo, a framework including ZorbInfo_Probe and ZorbInfo_Act, for the measurement "
           "and the exploitation of plonk usable information (PUI), respectively.")


def test_purpose_ends_part_list(ex):
    assert _parts(ex, PURPOSE) == ["ZorbInfo_Act < ZorbInfo", "ZorbInfo_Probe < ZorbInfo"]
    assert "PUI" not in _proposed(ex, PURPOSE)


def test_purpose_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "PURPOSE_ENDS_PARTS", False)
    assert "PUI < ZorbInfo" in _parts(ex, PURPOSE)


GLOSS = ("Toward addressing these challenges, we introduce a new theoretical framework, RichZorb "
         "(\u201cRich-Observation RL with Continuous Plonk Dynamics\u201d), in which the agent acts on observations.")


def test_bracketed_gloss(ex):
    assert _proposed(ex, GLOSS) == {"RichZorb": "propose-object"}


def test_bracketed_gloss_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "BRACKETED_GLOSS", False)
    assert _parts(ex, GLOSS) == ["Continuous Plonk Dynamics < RichZorb"]


SHORT = "In this paper, we present our indoor ZRB panorama outpainting model using latent diffusion models, called PanoZorb."


def test_short_capital_modifier(ex):
    assert _proposed(ex, SHORT) == {"PanoZorb": "propose-named"}


def test_short_capital_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "SHORT_CAPITAL_MODIFIERS", False)
    assert _proposed(ex, SHORT)["ZRB"] == "propose-object"


BETWEEN = ("We propose ZorbGNN, a distance-based network. Most importantly, we establish a connection between "
           "plonk deep learning (PDL) and zorb representation learning (ZRL), showing that expressive models "
           "designed for ZRL can also be applied to PDL.")


def test_between_objects(ex):
    assert _proposed(ex, BETWEEN) == {"ZorbGNN": "propose-object"}


def test_between_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "BETWEEN_OBJECTS", False)
    assert _parts(ex, BETWEEN) == ["PDL < ZorbGNN"]


FAMED = ("We propose ZorbSeg, a semi-supervised segmenter. ZorbSeg incorporates the Segment Plonk Model (SPM), "
         "renowned for its precise boundaries, to improve pseudo-labels.")


def test_famed_model_is_no_part(ex):
    assert _proposed(ex, FAMED) == {"ZorbSeg": "propose-object"}


def test_famed_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "FAMED_PARTS", False)
    assert _parts(ex, FAMED) == ["SPM < ZorbSeg"]


LIBRARY = ("Serving large models is slow. We propose Zorbix, a system for fast serving. Zorbix addresses these "
           "challenges using a versatile and efficient plonk streaming library (QuellLib).")


def test_bracketed_part_name(ex):
    assert _proposed(ex, LIBRARY) == {"Zorbix": "propose-object", "QuellLib": "component-defined"}
    assert _parts(ex, LIBRARY) == ["QuellLib < Zorbix"]


def test_bracketed_part_name_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "BRACKETED_PART_NAMES", False)
    assert _parts(ex, LIBRARY) == []


NAMELY = ("In this paper, we propose Zorb-Aware Protein Embedding (ZAPE), which encodes residues into discrete "
          "codes. Moreover, we propose a novel pre-training strategy, namely Masked Plonk Modeling (MPM), to "
          "capture the dependencies between residues.")


def test_namely_part_head(ex):
    assert _parts(ex, NAMELY) == ["MPM < ZAPE"]


def test_namely_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "NAMELY_PART_HEADS", False)
    assert _parts(ex, NAMELY) == []


def test_short_capital_before_descriptor_is_kept(ex):
    text = "Memory is hard to model. Inspired by cognitive science, we propose a ZMI framework that consists of three components."
    assert _proposed(ex, text) == {"ZMI": "propose-object"}


def test_part_head_right_after_short_form_keeps_part(ex):
    text = ("We develop a Zorb Instruct Tuning (ZIT) approach comprising two modules: 1) the Zorb Initialization (ZI) "
            "module quantifies the numerical conditions, and 2) the Plonk Rendering (PR) module renders the output.")
    assert _parts(ex, text) == ["PR < ZIT", "ZI < ZIT"]


def test_stated_variant_shaped_part_stays(ex):
    text = ("Heavy encoders are slow. We propose a new self-supervised scheme, named ZAC-XD, consisting of two "
            "technical components, Zorb Asymmetrical Contrast (ZAC) and Cross-Distillation (XD), for light models.")
    assert "ZAC < ZAC-XD" in _parts(ex, text)
