"""Proposed parts and coined terms, session 34 (kg/extract/roles_proposals.py). Every sentence is written for
these tests; the made-up names ("KiteNet", "tidal ...") are in no gold file. The rule is
tested on and, through its switch, off.

* :data:`~kg.extract.roles_proposals.COUNTED_LOWERCASE_PARTS`: the lower-case items of a
  counted part list ("two light modules, i.e., coastal wave pooling and tidal gate fusion", "three
  key components: i) ..., ii) ...") are parts of the proposal, items that open with "a" / "an"
  too since sessions 48 / 49 (COUNTED_INDEFINITE_PARTS, ENUMERATED_INDEFINITE_PARTS); not single words, not lists counted in stages / phases / steps, and not the
  objects of a prepositional phrase after the list ("for train-less and tidal X").
* :data:`~kg.extract.roles_proposals.QUOTED_TERMS`: 'which we call "tidal optimality"',
  'the concept of "lunar drift"' are coined terms (contributions of their own); not in a
  background sentence, not a quoted clause.
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


NAMELY = ("Tide forecasts are hard to make from sparse gauges. We propose KiteNet, a forecaster for coastal "
          "tides. KiteNet has two light modules, i.e., coastal wave pooling and tidal gate fusion. Experiments on "
          "two coastal datasets show that KiteNet outperforms strong baselines.")
ENUMERATED = ("Tide forecasts are hard to make from sparse gauges. We propose KiteNet, a forecaster for coastal "
              "tides. KiteNet consists of three key components: i) coastal wave pooling, which summarises the "
              "gauges, ii) the novel tidal gate fusion, which mixes the forecasts, and iii) a small decoder "
              "that outputs the tide. Experiments show that KiteNet outperforms strong baselines.")


def test_counted_lowercase_parts(ex):
    proposed, parts = _extract(ex, NAMELY)
    assert parts == [("coastal wave pooling", "KiteNet"), ("tidal gate fusion", "KiteNet")]
    assert proposed["coastal wave pooling"] == "component-counted"
    proposed, parts = _extract(ex, ENUMERATED)
    # "the novel" is left out of the name; "a small decoder" is a listed part too, read past its
    # article (ENUMERATED_INDEFINITE_PARTS, session 49; before, a description)
    assert parts == [("coastal wave pooling", "KiteNet"), ("small decoder", "KiteNet"),
                     ("tidal gate fusion", "KiteNet")]


def test_counted_lowercase_enumerated_indefinite_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "ENUMERATED_INDEFINITE_PARTS", False)
    assert _extract(ex, ENUMERATED)[1] == [("coastal wave pooling", "KiteNet"), ("tidal gate fusion", "KiteNet")]


def test_counted_lowercase_parts_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "COUNTED_LOWERCASE_PARTS", False)
    assert _extract(ex, NAMELY)[1] == []
    assert _extract(ex, ENUMERATED)[1] == []


STAGES = ("Tide forecasts are hard to make from sparse gauges. We propose KiteNet, a forecaster for coastal "
          "tides. KiteNet works in three stages: gauge cleaning, wave pooling, and tide decoding. "
          "Experiments show that KiteNet outperforms strong baselines.")
SINGLE_WORDS = ("Tide forecasts are hard to make from sparse gauges. We propose KiteNet, a forecaster for coastal "
                "tides, with two strategies, roll-back, and warm-up, to stabilise training. Experiments show "
                "that KiteNet outperforms strong baselines.")
PREPOSITION = ("Tide forecasts are hard to make from sparse gauges. We propose KiteNet, a forecaster for coastal "
               "tides. KiteNet adds two memory modules: Harbour Store and Lunar Store for train-free and "
               "tidal memory updates, respectively. Experiments show that KiteNet outperforms strong baselines.")


def test_counted_lowercase_parts_refusals(ex):
    for text in (STAGES, SINGLE_WORDS):
        assert _extract(ex, text)[1] == []
    parts = _extract(ex, PREPOSITION)[1]
    assert ("tidal memory updates", "KiteNet") not in parts


# :data:`~kg.extract.roles_proposals.QUOTED_TERMS`: a quoted phrase after a naming verb or
# "the concept of" in a sentence about the authors' own work is a coined term, proposed as a
# contribution of its own; not in a background sentence, not a clause in quotes.
CALLED = ("Tide forecasts are hard to make from sparse gauges. We introduce a new way to compare forecasters, "
          "which we call \"tidal optimality\", and show that it separates strong from weak forecasters.")
CONCEPT = ("Tide forecasts are hard to make from sparse gauges. We propose KiteNet, a forecaster for coastal tides, "
           "and introduce the concept of \"lunar drift\" to explain its gains.")
BACKGROUND = ("Existing forecasters use what prior work calls \"tidal optimality\", which we revisit here. "
              "We show that it fails on sparse gauges.")
CLAUSE = ("Tide forecasts are hard to make from sparse gauges. We call \"the tide is late\" a delay and study "
          "how often it happens.")


def test_quoted_terms(ex):
    proposed, parts = _extract(ex, CALLED)
    assert proposed.get("tidal optimality") == "propose-quoted-term"
    proposed, parts = _extract(ex, CONCEPT)
    assert proposed.get("lunar drift") == "propose-quoted-term"
    assert ("lunar drift", "KiteNet") not in parts  # a coined term is no part


def test_quoted_terms_refusals_and_switch(ex, monkeypatch):
    assert "tidal optimality" not in _extract(ex, BACKGROUND)[0]
    assert not any("tide is late" in p for p in _extract(ex, CLAUSE)[0])
    monkeypatch.setattr(rp, "QUOTED_TERMS", False)
    assert "tidal optimality" not in _extract(ex, CALLED)[0]
    assert "lunar drift" not in _extract(ex, CONCEPT)[0]
