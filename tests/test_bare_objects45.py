"""Bare contribution objects, session 45 (kg/extract/roles_proposals.py).
Every sentence is written for these tests; the made-up names ("zorb ...", "plonk ...") are in
no gold file. The rule is tested on and, through its switch, off.

* :data:`~kg.extract.roles_proposals.BARE_PURPOSE_OBJECTS`: "we" + "propose" / "introduce" + a
  lower-case phrase with no article + a purpose "to" + verb, "that" / "which", "in", a dash or
  a comma before a relative word or an appositive: the phrase is a proposal (a part of the
  main proposal when one came before); not a gerund, a describing opener ("efficient"), a
  plural or generic head ("strategies"), a phrase written before, a list after a comma, nor
  what is done to a known quantity ("mutual information maximization").
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from tests.factories import proposed_rules, part_links

import pytest

# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")



_proposed = proposed_rules
_parts = part_links


PURPOSE = ("Offline evaluation of policies suffers from scarce trajectories. We propose plonk-window mining to "
           "extract useful pieces of the logged data. Experiments on three domains show clear gains.")
RELATIVE = ("Ranking models ignore the structure of lists. To close this gap, we propose zorb-level alignment "
            "that matches the distributions of whole lists. Experiments show clear gains.")
IN_CLOSER = ("Kernel estimators saturate on smooth problems. To resolve this, we introduce zorbed regularization in "
             "ratio estimation to reach fast rates. Experiments confirm the theory.")
APPOSITIVE = ("Dot products ignore hierarchies. We introduce plonk attention, a drop-in replacement for dot "
              "product attention based on zorb cones. Experiments show clear gains.")
PART = ("Diffusion models are slow to quantize. We present ZorbQuant, a fine-tuning framework for low-bit "
        "diffusion models. To further enhance performance, we introduce plonk-aware optimization to address "
        "the varying scales of the layers. Experiments show clear gains.")
GERUND = ("Diffusion models are slow to quantize. We propose using plonk statistics to calibrate the "
          "quantizer. Experiments show clear gains.")
DESCRIBED = ("Bandits with large action spaces are hard. We propose efficient zorb algorithms to handle "
             "them. Experiments show clear gains.")
GENERIC_HEAD = ("Bandits with large action spaces are hard. We introduce zorb-based strategies to handle "
                "them. Experiments show clear gains.")
WRITTEN_BEFORE = ("Plonk-window mining has been used for logs. We propose plonk-window mining to extract "
                  "useful pieces of the logged data. Experiments show clear gains.")
LIST = ("Dense prediction needs shared cues. Specifically, we propose zorb complementarity, plonk "
        "association, and a prompt encoder for three-level predictions. Experiments show clear gains.")
KNOWN_QUANTITY = ("Agents need diverse roles. We present ZorbRole, a framework for role learning. First, we "
                  "introduce mutual information maximization to formalize role learning. Experiments show "
                  "clear gains.")


def test_purpose_closer(ex):
    assert _proposed(ex, PURPOSE).get("plonk-window mining") == "propose-bare-object"


def test_relative_closer(ex):
    assert _proposed(ex, RELATIVE).get("zorb-level alignment") == "propose-bare-object"


def test_in_closer(ex):
    assert _proposed(ex, IN_CLOSER).get("zorbed regularization") == "propose-bare-object"


def test_appositive_after_comma(ex):
    assert _proposed(ex, APPOSITIVE).get("plonk attention") == "propose-bare-object"


def test_part_of_the_main_proposal(ex):
    assert _proposed(ex, PART).get("plonk-aware optimization") == "component-propose-bare-object"
    assert ("plonk-aware optimization", "ZorbQuant") in _parts(ex, PART)


def test_gerund_is_no_name(ex):
    assert not any("plonk statistics" in n for n in _proposed(ex, GERUND))


def test_describing_opener_is_no_name(ex):
    assert not any("zorb algorithms" in n for n in _proposed(ex, DESCRIBED))


def test_generic_plural_head_is_no_name(ex):
    assert not any("strategies" in n for n in _proposed(ex, GENERIC_HEAD))


def test_phrase_written_before_is_no_new_name(ex):
    assert _proposed(ex, WRITTEN_BEFORE).get("plonk-window mining") != "propose-bare-object"


def test_list_after_comma_is_no_name(ex):
    assert "zorb complementarity" not in _proposed(ex, LIST)


def test_process_of_known_quantity_is_no_name(ex):
    assert "mutual information maximization" not in _proposed(ex, KNOWN_QUANTITY)


def test_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "BARE_PURPOSE_OBJECTS", False)
    assert "plonk-window mining" not in _proposed(ex, PURPOSE)
    assert "plonk-aware optimization" not in _proposed(ex, PART)
