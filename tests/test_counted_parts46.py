"""Counted lists of parts, session 46 (kg/extract/roles_proposals.py).
Every sentence is written for these tests; the made-up names ("zorb ...", "plonk ...") are in
no gold file. The rule is tested on and, through its switch, off.

* :data:`~kg.extract.roles_proposals.COUNTED_PART_LISTS`: a number word ("two" / "three"), a
  part noun ("techniques", "components", "modules", "modifications", ...), a colon / "i.e." /
  "namely" / a dash and exactly that many items: each item is a proposal, a part of the main
  proposal when one came before, siblings when none did; not a decomposition ("into two
  components"), not what is analysed ("the evaluation of two components"), not a list whose
  count does not match, nor a sentence of others' work.
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from kg.records import Paper
from tests.factories import proposed_rules, part_links

import pytest

# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")



def _extract(ex, text, title=None):
    return ex.extract(Paper(id="p", abstract=text, title=title, source="t"))


_proposed = proposed_rules
_parts = part_links


TECHNIQUES = ("Sparse solvers stall on wide problems. We present ZorbSolve, a new solver for wide sparse "
              "systems. ZorbSolve combines a warm start with two novel techniques for the inner loop: "
              "plonk refinement and staggered restarts. Experiments show clear gains.")
RELATIVES = ("Plastic networks forget slowly. We introduce PlonkNet to keep them plastic. PlonkNet consists "
             "of two components: the zorb learner, which adapts quickly to new data, and the plonk "
             "keeper, which slowly gathers what was learned. Experiments show clear gains.")
NO_MAIN = ("Outliers hurt quantized models. Based on this, we propose two simple modifications to the "
           "attention block - zorbed softmax and plonked gating. Experiments show clear gains.")
NAMELY = ("Layouts are hard to generate. We present PlonkLay, a prompting method for layouts. PlonkLay "
          "is made up of three key components, namely zorb serialization, dynamic exemplar selection and "
          "layout reranking. Experiments show clear gains.")
DECOMPOSITION = ("In-context learning is poorly understood. We present a new analysis that splits the "
                 "zorb error into two components: plonk meta error and zorb task error. Experiments "
                 "confirm the theory.")
ANALYSED = ("Filters are compared unfairly. We observe that this mixes the evaluation of two separate "
            "components: the zorb architecture, and the plonk tuning procedure. Experiments confirm it.")
COUNT_MISMATCH = ("Sparse solvers stall on wide problems. We present ZorbSolve, a new solver. It uses "
                  "three novel techniques: plonk refinement and staggered restarts. Experiments show gains.")
OTHERS = ("Sparse solvers stall on wide problems. Prior solvers rely on two classic techniques: plonk "
          "refinement and staggered restarts. Experiments show gains.")


def test_parts_of_the_main_proposal(ex):
    found = _proposed(ex, TECHNIQUES)
    assert found.get("plonk refinement") == "component-propose-counted-part"
    assert found.get("staggered restarts") == "component-propose-counted-part"
    assert {("plonk refinement", "ZorbSolve"), ("staggered restarts", "ZorbSolve")} <= _parts(ex, TECHNIQUES)


def test_items_past_relative_clauses(ex):
    parts = _parts(ex, RELATIVES)
    assert ("zorb learner", "PlonkNet") in parts
    assert ("plonk keeper", "PlonkNet") in parts


def test_no_main_proposal_gives_siblings(ex):
    found = _proposed(ex, NO_MAIN)
    assert found.get("zorbed softmax") == "propose-counted-part"
    assert found.get("plonked gating") == "propose-counted-part"
    assert not _parts(ex, NO_MAIN)


def test_namely_and_three_items(ex):
    parts = _parts(ex, NAMELY)
    assert {("zorb serialization", "PlonkLay"), ("dynamic exemplar selection", "PlonkLay"),
            ("layout reranking", "PlonkLay")} <= parts


def _fired(ex, text, monkeypatch):
    log: list = []
    monkeypatch.setattr(rp, "COUNTED_PART_LOG", log)
    _extract(ex, text)
    return log


def test_fires_with_its_log(ex, monkeypatch):
    assert _fired(ex, NO_MAIN, monkeypatch) == ["zorbed softmax", "plonked gating"]


def test_decomposition_is_no_list_of_parts(ex, monkeypatch):
    assert _fired(ex, DECOMPOSITION, monkeypatch) == []
    found = _proposed(ex, DECOMPOSITION)
    assert "plonk meta error" not in found and "zorb task error" not in found


def test_analysed_components_are_no_parts(ex, monkeypatch):
    assert _fired(ex, ANALYSED, monkeypatch) == []
    found = _proposed(ex, ANALYSED)
    assert "zorb architecture" not in found and "plonk tuning procedure" not in found


def test_count_must_match(ex, monkeypatch):
    # (the older counted-part rule, ``component-counted``, may still read such a list)
    assert _fired(ex, COUNT_MISMATCH, monkeypatch) == []


def test_others_work_is_no_proposal(ex, monkeypatch):
    assert _fired(ex, OTHERS, monkeypatch) == []
    assert "plonk refinement" not in _proposed(ex, OTHERS)


def test_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "COUNTED_PART_LISTS", False)
    assert "plonk refinement" not in _proposed(ex, TECHNIQUES)
    assert "zorbed softmax" not in _proposed(ex, NO_MAIN)
