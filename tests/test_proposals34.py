"""Proposed parts, session 34 (kg/extract/roles_proposals.py). Every sentence is written for
these tests; the made-up names ("KiteNet", "tidal ...") are in no gold file. The rule is
tested on and, through its switch, off.

* :data:`~kg.extract.roles_proposals.COUNTED_LOWERCASE_PARTS`: the lower-case items of a
  counted part list ("two light modules, i.e., coastal wave pooling and tidal gate fusion", "three
  key components: i) ..., ii) ...") are parts of the proposal; not items that open with
  "a" / "an", not single words, not lists counted in stages / phases / steps, and not the
  objects of a prepositional phrase after the list ("for train-less and tidal X").
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from kg.records import Paper


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
    # "the novel" is left out of the name; "a small decoder" is a description
    assert parts == [("coastal wave pooling", "KiteNet"), ("tidal gate fusion", "KiteNet")]


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
