"""Proposed methods, session 33 (kg/extract/roles_proposals.py). Every sentence is written
for these tests; the made-up names ("Kite...", "Lunar ...", "tidal ...") are in no gold
file. Each rule is tested on and, through its switch, off.

* :data:`~kg.extract.roles_proposals.LONG_FORM_PIECES`: the words of a long form whose
  letters no acronym pair matched ("named Harbour guided Wave Network for Tide Forecasting
  (KiteNet)") are the whole's own name, not parts of it; a phrase after "with" before a
  bracket is left alone.
* :data:`~kg.extract.roles_proposals.BARE_TITLE_ECHOES`: a title phrase written bare right
  after "we propose" ("We propose tidal weight decay, which ...") is the proposal even when
  the abstract writes it once; not after an article.
* :data:`~kg.extract.roles_proposals.TITLE_MEANS_PARTS`: "KiteFormer: Fast Tide Transformers
  with Lunar Window Attention": the proposal "Lunar Window Attention (LWA)" is a part of
  KiteFormer; not without the title's means phrase, nor for the long form of the title's
  own name.
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from kg.records import Paper


def _extract(ex, text, title=None):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    proposed = {m.text: m.rule for m in e.mentions if m.role == "proposed"}
    parts = sorted((l.head, l.tail) for l in e.links if l.rel == "partOf")
    return proposed, parts


NAMED_LONG = ("Tide forecasts are hard to make from sparse gauges. To address this, this paper presents a novel "
              "approach named Harbour guided Wave Network for Tide Forecasting (KiteNet). Experiments on two "
              "coastal datasets show that KiteNet outperforms strong baselines.")
NAMED_LONG_TITLE = "KiteNet: Harbour-Guided Wave Networks for Tide Forecasting"
FRAMEWORK_LONG = ("Tide forecasts are hard to make from sparse gauges. We propose the first tidal query embedding "
                  "named Lunar Phase-Wave Embedding framework (LUPAX) to answer tide queries. Experiments show "
                  "that LUPAX outperforms strong baselines.")


def test_long_form_pieces_are_no_parts(ex):
    assert _extract(ex, NAMED_LONG, NAMED_LONG_TITLE) == ({"KiteNet": "propose-title"}, [])
    assert _extract(ex, FRAMEWORK_LONG) == ({"LUPAX": "propose-object"}, [])


def test_long_form_pieces_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "LONG_FORM_PIECES", False)
    proposed, parts = _extract(ex, NAMED_LONG, NAMED_LONG_TITLE)
    assert parts == [("Harbour", "KiteNet"), ("Wave Network", "KiteNet")]
    proposed, parts = _extract(ex, FRAMEWORK_LONG)
    assert parts == [("Lunar Phase-Wave Embedding", "LUPAX")]


WITH_PART = ("Tide forecasts are hard to make from sparse gauges. We propose KiteNet, a forecaster with Harbour "
             "Wave Attention (HWA-Net) for tides. Experiments show that KiteNet outperforms strong baselines.")


def test_long_form_pieces_stop_at_with(ex, monkeypatch):
    on = _extract(ex, WITH_PART)
    assert "KiteNet" in on[0]
    monkeypatch.setattr(rp, "LONG_FORM_PIECES", False)
    assert _extract(ex, WITH_PART) == on  # "with" ends the phrase: the rule does not fire


BARE = ("Weight decay is a common regulariser of deep networks. We propose tidal weight decay, which tunes the "
        "decay strength in each training step. It improves robustness on two image datasets.")
ARTICLE = ("Weight decay is a common regulariser of deep networks. We propose a tidal weight decay that tunes the "
           "decay strength in each training step. It improves robustness on two image datasets.")
BARE_TITLE = "Improving Robustness with Tidal Weight Decay"


def test_bare_title_echo_written_once(ex):
    assert _extract(ex, BARE, BARE_TITLE)[0] == {"tidal weight decay": "propose-title-echo"}
    assert _extract(ex, ARTICLE, BARE_TITLE)[0] == {}  # after an article: a description written once


def test_bare_title_echo_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "BARE_TITLE_ECHOES", False)
    # (session 45: the bare-object rule reads "We propose tidal weight decay, which ..." too)
    monkeypatch.setattr(rp, "BARE_PURPOSE_OBJECTS", False)
    # (session 46: the title-phrase rule, TITLE_ECHO_OBJECTS, reads it too)
    monkeypatch.setattr(rp, "TITLE_ECHO_OBJECTS", False)
    assert _extract(ex, BARE, BARE_TITLE)[0] == {}


MEANS = ("Tide forecasting needs fast models. We design KiteFormer, a new family of hybrid wave networks for tide "
         "forecasting. Our newly introduced Lunar Window Attention (LWA) approach splits global attention into "
         "local windows. KiteFormer reaches high accuracy at low cost.")
MEANS_TITLE = "KiteFormer: Fast Tide Transformers with Lunar Window Attention"
OWN_LONG = ("Tide forecasting needs fast models. We propose Lunar Window Attention (LUWIN), a sparse attention for "
            "tide series. LUWIN reaches high accuracy at low cost.")


def test_title_means_phrase_names_a_part(ex):
    proposed, parts = _extract(ex, MEANS, MEANS_TITLE)
    assert parts == [("LWA", "KiteFormer")]
    assert proposed["Lunar Window Attention"] == "component-propose-ours"
    # no means phrase in the title: two contributions side by side
    assert _extract(ex, MEANS, "KiteFormer: Fast Tide Transformers for Coastal Forecasting")[1] == []
    # the means phrase spells the long form of the title's own name: no part
    assert _extract(ex, OWN_LONG, "LUWIN: Fast Tide Forecasting with Lunar Window Attention")[1] == []


def test_title_means_parts_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "TITLE_MEANS_PARTS", False)
    assert _extract(ex, MEANS, MEANS_TITLE)[1] == []
