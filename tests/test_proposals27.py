"""Proposed methods and components, session 27 (kg/extract/roles_proposals.py). Every
sentence is written for these tests; the made-up names ("Zorbax", "PlonkNet") are in no
gold file.

* long-form starts: "we propose an OOD robust zorb plonking model (OOD-ZP)": a known
  acronym that only begins the long form of a new acronym right after a contribution verb
  stands for the whole long form, which is proposed with its short form.
* "our work" as the subject of a contribution gerund: "Our work addresses this by proposing
  X (XX)" proposes X as "This work ... by proposing X" does.
* "the proposed" subjects: "the proposed ZB-MDP actually solves ..." (a verb, not a
  lower-case head, after the name) and 'the proposed system "ZorbFusion" takes ...' (a
  quoted name after the descriptor) name the paper's method; a short form that the
  abstract defined before as a kind of prior model ("Implicit zorb fields (IZFs) ... the
  proposed IZF provides") is none.
* lower-case proper-noun tags: "we introduce zorb arithmetic, a novel inference framework"
  names the proposal although the tagger reads "arithmetic" as a proper noun.
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from kg.records import Paper

import pytest

# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")



def _extract(ex, text, title=None):
    return ex.extract(Paper(id="p", abstract=text, title=title, source="t"))


def _proposed(ex, text, title=None):
    return {m.text: m.rule for m in _extract(ex, text, title).mentions if m.role == "proposed"}


LONG_START = ("Plonk graphs shift between training and testing. To solve this problem, we propose an OOD "
              "robust disentangled zorb plonking model (OOD-RZP), which learns graph-level representations "
              "that handle distribution shifts.")


def test_known_acronym_starting_a_new_long_form(ex):
    got = _proposed(ex, LONG_START)
    # the type word before the bracket stays in the long form (KEEP_TYPE_TAIL, session 31)
    assert got == {"OOD robust disentangled zorb plonking model": "propose-object",
                   "OOD-RZP": "propose-object+acronym"}


def test_long_form_start_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "PROPOSE_LONG_START", False)
    assert "OOD-RZP" not in _proposed(ex, LONG_START)


OUR_WORK = ("Prompt learning across clients is costly. Our work addresses this challenge by proposing "
            "Federated Zorb-driven Plonk Generation (FedZPG), which learns one prompt generator across "
            "remote clients.")


def test_our_work_subject_of_gerund(ex):
    got = _proposed(ex, OUR_WORK)
    assert got == {"Federated Zorb-driven Plonk Generation": "propose-object", "FedZPG": "propose-object+acronym"}


def test_our_work_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "OUR_WORK_SUBJECT", False)
    assert _proposed(ex, OUR_WORK) == {}


PROPOSED_VERB = ("Zorb problems are hard to plan for. We prove that an optimal policy for the proposed ZB-MDP "
                 "actually solves the associated plonk problems.")
PROPOSED_QUOTED = ("We study spatial puzzle solving with diffusion models. In the latter task, the proposed "
                   "system \"ZorbFusion\" takes a set of room layouts and aligns the pieces.")


def test_proposed_name_before_a_verb(ex):
    assert _proposed(ex, PROPOSED_VERB) == {"ZB-MDP": "propose-ours"}


def test_quoted_name_after_proposed_descriptor(ex):
    assert _proposed(ex, PROPOSED_QUOTED) == {"ZorbFusion": "propose-ours"}


def test_proposed_kind_defined_before_is_no_name(ex):
    text = ("Implicit zorb fields (IZFs) have recently emerged as a promising approach to surface "
            "reconstruction. We impose a curl-free constraint on an auxiliary variable. Experiments show "
            "that the proposed IZF provides a robust reconstruction.")
    assert "IZF" not in _proposed(ex, text)


def test_proposed_subject_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "PROPOSED_SUBJECT_NAMES", False)
    assert _proposed(ex, PROPOSED_VERB) == {}
    assert _proposed(ex, PROPOSED_QUOTED) == {}


PROPN_HEAD = ("Controlling language models needs retraining. In this work, we introduce plonk arithmetic, a "
              "novel inference framework for composing and biasing zorb models without retraining. Plonk "
              "arithmetic is efficient.")


def test_lowercase_name_ending_in_proper_noun_tag(ex):
    assert _proposed(ex, PROPN_HEAD) == {"plonk arithmetic": "propose-object"}


def test_lowercase_propn_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "LOWER_PROPN_HEADS", False)
    # (session 45: the bare-object rule reads "we introduce plonk arithmetic, a ..." too)
    monkeypatch.setattr(rp, "BARE_PURPOSE_OBJECTS", False)
    assert "plonk arithmetic" not in _proposed(ex, PROPN_HEAD)


def _parts(ex, text, title=None):
    return sorted((l.head, l.tail) for l in _extract(ex, text, title).links if l.rel == "partOf" and l.head)


WHOLE_AFTER = ("Plonk models fail on shifted inputs. We propose ZorbNet, a graph model for plonk detection. Then, "
               "we propose the Zorb Boundary Exploration (ZBE) algorithm to obtain the boundary rules of each "
               "distribution.")
WHOLE_APPOSITIVE = ("Language models hold hidden values. We propose ZorbGen, a novel prompt generation algorithm that "
                    "elicits value violations. In response, we develop PlonkMO, an in-context alignment method that "
                    "improves value compliance.")


def test_whole_head_after_a_later_name(ex):
    got = _proposed(ex, WHOLE_AFTER)
    assert "ZBE" in got and "ZorbNet" in got
    assert _parts(ex, WHOLE_AFTER) == []


def test_whole_head_in_a_later_appositive(ex):
    assert set(_proposed(ex, WHOLE_APPOSITIVE)) == {"ZorbGen", "PlonkMO"}
    assert _parts(ex, WHOLE_APPOSITIVE) == []


def test_method_head_after_a_later_name_stays_a_part(ex):
    text = ("We propose ZorbNet, a diffusion model for image completion. Then, we devise a consistent plonk "
            "blending (CPB) method to combine the signals of several guides in latent space.")
    assert ("CPB", "ZorbNet") in _parts(ex, text)


def test_whole_heads_after_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "WHOLE_HEADS_AFTER", False)
    assert _parts(ex, WHOLE_AFTER) != []
    assert _parts(ex, WHOLE_APPOSITIVE) != []


PLUS_AND_RELATIVE = ("Can graphs be written as words? In this paper, we introduce ZorbsGPT, featuring a Zorb2Seq "
                     "encoder that transforms Non-Plonkian graphs into learnable Zorb Tokens in a flat space, along with a "
                     "ZorbGPT decoder that rebuilds the original graph. We pretrain ZorbsGPT on 100M molecules. "
                     "(1) The pretrained Zorb2Seq excels in graph representation learning. (2) The pretrained "
                     "ZorbGPT is a strong graph generator. (3) Zorb2Seq+ZorbGPT enables graph mixup in the flat "
                     "space.")


def test_plus_combination_and_relative_clause_objects_are_no_parts(ex):
    assert set(_proposed(ex, PLUS_AND_RELATIVE)) == {"ZorbsGPT", "Zorb2Seq", "ZorbGPT"}
    assert _parts(ex, PLUS_AND_RELATIVE) == [("Zorb2Seq", "ZorbsGPT"), ("ZorbGPT", "ZorbsGPT")]


def test_plus_combinations_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "PLUS_COMBINATIONS", False)
    assert "Zorb2Seq+ZorbGPT" in _proposed(ex, PLUS_AND_RELATIVE)


def test_relative_part_objects_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "RELATIVE_PART_OBJECTS", False)
    monkeypatch.setattr(rp, "MODIFIER_PARTS", False)  # (session 30: a name before "graphs" is no part either)
    assert "Non-Plonkian" in _proposed(ex, PLUS_AND_RELATIVE)


def test_name_ending_in_plus_is_kept(ex):
    text = "We propose ZorbEval for plonk tasks. We also present ZorbEval+, a harder benchmark for plonk tasks."
    got = _extract(ex, text)
    assert "ZorbEval+" in {m.text for m in got.mentions if m.role == "benchmark"}


TASK_LIST = ("Drug discovery needs realistic evaluation. We have created a new practical Zorb-Plonk benchmark "
             "consisting of two tasks: Zorb Optimization (ZO) and Plonk Identification (PI), which follow the "
             "real discovery process.")
TASK_HEAD = ("Machine readers need much labelled data. To build our reader, we constructed a large volume of "
             "training data from hyperlinks and designed a Zorb Anchor Extraction task to guide the pre-training.")


def test_names_after_tasks_colon_are_no_proposals(ex):
    got = _extract(ex, TASK_LIST)
    named = {m.text for m in got.mentions if m.role in ("proposed", "benchmark")}
    assert not named & {"Zorb Optimization", "ZO", "Plonk Identification", "PI"}


def test_data_typed_name_before_task_is_no_benchmark(ex):
    got = _extract(ex, TASK_HEAD)
    assert "Zorb Anchor Extraction" not in {m.text for m in got.mentions if m.role == "benchmark"}


def test_task_names_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "TASK_NAMES_NOT_DATA", False)
    got = _extract(ex, TASK_LIST)
    assert {m.text for m in got.mentions if m.role in ("proposed", "benchmark")} & {"Zorb Optimization", "ZO"}
