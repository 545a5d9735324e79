"""Proposed methods, session 24 (kg/extract/roles_proposals.py). Every sentence is written for
these tests; the made-up names ("Zorb Plonk Variates", "ZPV") are in no gold file.

* "referred to as" names: after a method descriptor and a comma, optionally "hereby" /
  "hereafter" / "henceforth", "referred to as X" names the paper's construction as "called X"
  does ("a new sampling method, hereby referred to as Zorb Plonk Variates (ZPV), is
  proposed"). Refused: "also / commonly referred to as X" (an existing name) and a name
  given to something that is no method descriptor ("a selection of examples, referred to as
  the Zorb Subset").
"""
from __future__ import annotations

import pytest

from kg.records import Paper


@pytest.fixture(scope="module")
def ex(extractor):
    """The session's shared extraction pipeline (tests/conftest.py)."""
    return extractor


def _proposed(ex, text, title=None):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return {m.text: m.rule for m in e.mentions if m.role == "proposed"}


def test_referred_to_as_after_method_descriptor(ex):
    text = ("Estimating plonk integrals is slow. Combining both facts, a new sampling method, hereby referred "
            "to as Zorb Plonk Variates (ZPV), is proposed for estimating such integrals. Experiments show "
            "that ZPV is faster than plain sampling.")
    got = _proposed(ex, text)
    assert got == {"Zorb Plonk Variates": "propose-named", "ZPV": "propose-named+acronym"}


def test_referred_to_as_existing_or_not_a_method(ex):
    text = ("Training on all data is costly, so one selects a subset, also referred to as Zorb Coreset. "
            "We introduce a controller that acts on a tailored selection of examples, referred to as the "
            "Plonk Subset. The controller is accurate.")
    got = _proposed(ex, text)
    assert "Zorb Coreset" not in got
    assert "Plonk Subset" not in got
