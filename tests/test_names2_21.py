"""Proposed methods and their parts, second round of session 21
(kg/extract/roles_proposals.py). Every sentence is written for these tests; the made-up names
("zorb-plonk contrast", "ZORBIX") are in no gold file.

Proposals:

* An acronym-defined name that the authors define or formalize is proposed (rule
  propose-defined): "we define the expected zorb variation (EZV), ...", "we first formalize
  delayed-observation zorb decision processes (DOZDP) by ..."; not a problem ("we formalize
  an Offline Zorb Modeling (OZM) problem"), not "we define X as ...", not a known notion.
* An acronym pair whose short form "our" marks later is the authors' own (rule
  propose-our-short): "... transforming them into a Plonk Layer (PL) ... our PL does not
  slow ..."; a part of the main method when defined in a later sentence, not when defined
  in the main method's sentence ("a new zorb flow and corresponding plonk systems (PS)");
  not when the short form modifies a noun, nor for a known name ("our LLM").
* A name described as a "pretext", "auxiliary" or "proxy" task is a method (a way of
  training), not a benchmark: "we present DropZorb, a novel pretext task designed to ...";
  "ZorbBench, a novel task" stays a benchmark.

Acronyms (kg/extract/abbreviations.py):

* A digit between two letters of a short form may count the letter after it: "concept zorb
  memory models (CZ2Ms)" (c z m m), besides the letter before it ("E2PO": e e p o).

Components:

* A counted plural of a stage, phase, step, technique, strategy, loss, objective or agent
  lists a method's named parts as "modules" / "components" do ("ZORBIX incorporates two
  stages: ..."), and an item may open with the lower-case long form of an acronym whose
  short form follows in brackets ("two stages: zorb-plonk contrast (ZPC) and ...").
"""
from __future__ import annotations

import pytest

from kg.records import Paper


def _extract(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t"))


def _roles(ex, text, role):
    return {m.text for m in _extract(ex, text).mentions if m.role == role}


def _parts(ex, text):
    return {(l.head, l.tail) for l in _extract(ex, text).links if l.rel == "partOf"}


@pytest.mark.parametrize("noun", ["stages", "techniques", "losses"])
def test_counted_parts_with_lowercase_long_forms(ex, noun):
    text = ("We introduce ZORBIX, a new framework for plonk detection. Specifically, ZORBIX incorporates two "
            f"{noun}: zorb-plonk contrast (ZPC) and region-aware plonking (RAP). ZPC balances the two views.")
    parts = _parts(ex, text)
    assert {("ZPC", "ZORBIX"), ("RAP", "ZORBIX")} <= parts
    assert {"zorb-plonk contrast", "region-aware plonking"} <= _roles(ex, text, "proposed")


def test_bracketed_short_form_inside_an_item_is_no_part(ex):
    # the long form does not open an item: "using" comes between the colon and it
    text = ("We introduce ZORBIX, a new framework for plonk detection. Specifically, ZORBIX incorporates two "
            "stages: training using zorb-plonk contrast (ZPC) and a final step.")
    assert ("ZPC", "ZORBIX") not in _parts(ex, text)


@pytest.mark.parametrize("text, names", [
    ("Focusing on classification problems, we define the expected zorb variation (EZV), which is an intuitive "
     "measure of importance. We then introduce algorithms for inference on the EZV.",
     {"expected zorb variation", "EZV"}),
    ("In this paper, we first formalize delayed-observation zorb decision processes (DOZDP) by extending the "
     "standard MDP framework.", {"delayed-observation zorb decision processes", "DOZDP"}),
])
def test_name_the_authors_define_is_proposed(ex, text, names):
    assert names <= _roles(ex, text, "proposed")


@pytest.mark.parametrize("text, name", [
    ("To this end, we formalize an Offline Zorb Modeling (OZM) problem with the objective of using offline data.",
     "OZM"),
    ("We define the plonk score as the zorb gap (ZG) of the two models.", "ZG"),
    ("The zorb gap (ZG) is defined as the distance between the two models.", "ZG"),
    ("We define the Markov Decision Process (MDP) of the agent.", "MDP"),
])
def test_no_defined_proposal(ex, text, name):
    assert name not in _roles(ex, text, "proposed")


def test_short_form_marked_our_is_proposed(ex):
    text = ("We propose ZorbGen, a constrained generator for tabular data. This is achieved by transforming the "
            "constraints into a Plonk Layer (PL) integrated with the generator. Finally, we show that our PL does "
            "not slow down sampling.")
    assert {"Plonk Layer", "PL"} <= _roles(ex, text, "proposed")
    assert any(h in ("PL", "Plonk Layer") and w == "ZorbGen" for h, w in _parts(ex, text))


def test_short_form_our_in_main_sentence_is_no_part(ex):
    text = ("We introduce a new Zorb Flow and corresponding plonk particle systems (PPS) for sampling. "
            "We show empirically that our PPS produce good samples.")
    assert not any(h in ("PPS", "plonk particle systems") for h, _ in _parts(ex, text))


@pytest.mark.parametrize("text, name", [
    ("Large language models (LLMs) answer questions. We tune a plonk head so that our LLM answers better.", "LLM"),
    ("We use a zorb encoder (ZE) from prior work. Our ZE features are then pooled.", "ZE"),
])
def test_no_our_short_form_proposal(ex, text, name):
    assert name not in _roles(ex, text, "proposed")


def test_digit_counts_the_following_letter():
    from kg.extract.abbreviations import find_acronyms
    got = {(a.short, a.long) for a in find_acronyms(
        "To fix this, we present concept zorb memory models (CZ2Ms), which keep a memory of interventions.")}
    assert ("CZ2Ms", "concept zorb memory models") in got


def test_digit_short_form_is_proposed(ex):
    text = ("To fix this, we present concept zorb memory models (CZ2Ms), which keep a memory of interventions. "
            "Specifically, CZ2Ms leverage a two-fold memory.")
    assert {"CZ2Ms", "concept zorb memory models"} <= _roles(ex, text, "proposed")


@pytest.mark.parametrize("modifier", ["pretext", "auxiliary"])
def test_training_task_is_a_method(ex, modifier):
    text = f"To address this, we present DropZorb, a novel {modifier} task designed to reconstruct dropped positions."
    assert "DropZorb" in _roles(ex, text, "proposed")
    assert "DropZorb" not in _roles(ex, text, "benchmark")


def test_plain_task_stays_a_benchmark(ex):
    assert "ZorbBench" in _roles(ex, "We introduce ZorbBench, a novel task designed to test reasoning.", "benchmark")
