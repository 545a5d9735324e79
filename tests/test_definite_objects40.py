"""Definite contribution objects with a purpose, session 40 (kg/extract/roles_proposals.py).
Every sentence is written for these tests; the made-up names ("zorb ...", "plonk ...") are in
no gold file. The rule is tested on and, through its switch, off.

* :data:`~kg.extract.roles_proposals.DEFINITE_PURPOSE_OBJECTS`: "we" + a contribution verb +
  "the" + a lower-case phrase the abstract has not written before + "to" + a verb: the phrase
  is a proposal; not "the first ...", "the corresponding ...", a phrase written earlier, a
  lower-case module written once, or an object without a purpose.
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from kg.records import Paper

import pytest

# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")



def _proposed(ex, text, title=None):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return {m.text: m.rule for m in e.mentions if m.role == "proposed"}


LOSS = ("Crowd counting networks are trained with a squared error on density maps. Based on our analysis, "
        "we propose the plonk counting loss to replace the squared error. Experiments on three benchmarks "
        "show consistent gains.")
DERIVE = ("Clients in federated learning hold data from different distributions. Through theoretical analysis, "
          "we derive the zorb-divergence indicator to estimate the gap between clients. Experiments confirm "
          "the theory.")
GROUP = ("Ranking data carries an order that clustering ignores. First, we develop the ordered plonk-means "
         "to group objects into ordered clusters. Experiments show clear gains.")
FIRST = ("Ranking data carries an order that clustering ignores. We propose the first clustering method to "
         "handle such data. Experiments show clear gains.")
CORRESPONDING = ("Graphs may hold nodes that are out of context. We design the corresponding zorb algorithm to "
                 "locate these nodes. Experiments show clear gains.")
EARLIER = ("A plonk counting loss was studied before for crowd counting. We propose the plonk counting loss to "
           "replace the squared error. Experiments show consistent gains.")
MODULE = ("Multimodal retrieval needs aligned features. We introduce the plonk fusion module to align the two "
          "modalities. Experiments show consistent gains.")
NO_PURPOSE = ("Crowd counting networks are trained with a squared error. We propose the plonk counting loss for "
              "crowd counting. Experiments show consistent gains.")


def test_definite_loss_with_purpose(ex):
    assert _proposed(ex, LOSS).get("plonk counting loss") == "propose-definite-object"


def test_derived_indicator(ex):
    assert _proposed(ex, DERIVE).get("zorb-divergence indicator") == "propose-definite-object"


def test_purpose_verb_tagged_as_noun(ex):
    # "to group objects": the tagger reads "group" as a noun; its object shows the verb
    assert "ordered plonk-means" in _proposed(ex, GROUP)


def test_first_is_a_description(ex):
    assert not any("clustering method" in n for n in _proposed(ex, FIRST))


def test_corresponding_is_a_description(ex):
    assert not any("zorb algorithm" in n for n in _proposed(ex, CORRESPONDING))


def test_phrase_written_before_is_no_new_name(ex):
    assert _proposed(ex, EARLIER).get("plonk counting loss") != "propose-definite-object"


def test_module_written_once_stays_out(ex):
    assert "plonk fusion module" not in _proposed(ex, MODULE)


def test_no_purpose_no_rule(ex):
    assert _proposed(ex, NO_PURPOSE).get("plonk counting loss") != "propose-definite-object"


def test_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "DEFINITE_PURPOSE_OBJECTS", False)
    assert "plonk counting loss" not in _proposed(ex, LOSS)
    assert "zorb-divergence indicator" not in _proposed(ex, DERIVE)
