"""Emphasised names, session 37 (kg/clean.py :func:`~kg.clean.emphasis_spans`,
kg/extract/roles_proposals.py :meth:`~kg.extract.roles_proposals.ProposalRules.emphasised_terms`).
Every sentence is written for these tests; the made-up names ("tidal ...", "KiteNet") are in no
gold file. The rule is tested on and, through its switch, off.

* :func:`kg.clean.emphasis_spans`: ``\\emph{}`` / ``\\textit{}`` / ``\\textbf{}``, ``**x**``,
  ``*x*`` and ``_x_`` of the original abstract carried onto the cleaned text; subscripts and
  snake_case are no emphasis.
* :data:`~kg.extract.roles_proposals.EMPHASISED_TERMS`: an emphasised phrase after a naming
  verb ("called *X*", "we refer to as \\emph{X}") or as the whole object of "we propose /
  design ..." in an own-work sentence is a proposal with the emphasis's extent; not a
  modifier ("a *model-free* algorithm"), not a background sentence, not a problem setting
  ("this setup, which we refer to as *X*"), not "the so-called *X*".
"""
from __future__ import annotations

import kg.extract.roles_proposals as rp
from kg.clean import Emphasis, clean, emphasis_spans
from kg.records import Paper


def _spans(text):
    ct = clean(text)
    return [(ct.text[e.start:e.end], e.mark) for e in emphasis_spans(text, ct)]


def test_emphasis_spans():
    assert _spans(r"We call it \emph{tidal drift}, a new notion.") == [("tidal drift", "emph")]
    assert _spans(r"We use $\textit{lunar gates}$ and **KiteNet** here.") == [
        ("lunar gates", "textit"), ("KiteNet", "**")]
    assert _spans("a gauge called *Tide Q-pooling* for coasts") == [("Tide Q-pooling", "*")]
    assert _spans("a score called _tidal runtime_, that ranks") == [("tidal runtime", "_")]
    assert _spans(r"with $x_i$ and $W_{in}$ and snake_case_name or 2 * 3 * 4") == []
    assert _spans("no markup at all") == []
    ct = clean(r"A \textbf{tide} model.")
    assert emphasis_spans(r"A \textbf{tide} model.", ct) == (Emphasis(2, 6, "textbf"),)


def _extract(ex, text, title=None):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    proposed = {m.text: m.rule for m in e.mentions if m.role == "proposed"}
    parts = sorted((l.head, l.tail) for l in e.links if l.rel == "partOf")
    return proposed, parts


CALLED = ("Coastal tides are hard to forecast from sparse gauges. We propose a gauge-free algorithm called "
          "*Tidal robust Kite-regularized Q-pooling* for forecasting the tide from satellite images. "
          "Experiments on two coastal datasets show strong gains.")
NOTION = ("Forecasting tides from sparse gauges is hard. We show that the forecastability of a coast is tied "
          r"to an intermediate notion we refer to as \emph{lunar gating}. Experiments on two coastal datasets "
          "confirm the theory.")
DESIGN = ("Coastal tides are hard to forecast from sparse gauges. We propose KiteNet, a forecaster for coastal "
          r"tides. We design a \textit{tidal echo module} into KiteNet to absorb the noise of the gauges. "
          "Experiments on two coastal datasets show strong gains.")
PHENOMENON = ("Forecasting tides from sparse gauges is hard. The gauges we place exploit a phenomenon we call "
              "_lunar echo drift_, where a wave from one bay reaches the next. Experiments on two coastal datasets "
              "confirm the theory.")
MODIFIER = ("Coastal tides are hard to forecast from sparse gauges. We propose a *gauge-free* forecaster "
            "for coastal tides. Experiments on two coastal datasets show strong gains.")
SETTING = ("Forecasting tides from sparse gauges is hard. We study a setup, which we refer to as "
           r"\emph{lunar forecasting}, where gauges are missing. Experiments on two coastal datasets confirm "
           "the theory.")
SO_CALLED = ("Forecasting tides from sparse gauges is hard. We study the so-called *lunar gating* of coastal "
             "waves and show that it limits every forecaster.")


def test_emphasised_terms(ex):
    proposed, _ = _extract(ex, CALLED)
    assert proposed.get("Tidal robust Kite-regularized Q-pooling") is not None
    assert not any(p != "Tidal robust Kite-regularized Q-pooling" and p in "Tidal robust Kite-regularized Q-pooling"
                   for p in proposed)  # the pieces a name-shape rule cut are widened to the whole name
    assert _extract(ex, NOTION)[0].get("lunar gating") == "propose-emphasised"
    proposed, _ = _extract(ex, DESIGN)
    assert proposed.get("tidal echo module") == "propose-emphasised"
    assert _extract(ex, PHENOMENON)[0].get("lunar echo drift") == "propose-emphasised"


def test_emphasised_terms_refusals_and_switch(ex, monkeypatch):
    assert "gauge-free" not in _extract(ex, MODIFIER)[0]
    assert "lunar forecasting" not in _extract(ex, SETTING)[0]
    assert "lunar gating" not in _extract(ex, SO_CALLED)[0]
    monkeypatch.setattr(rp, "EMPHASISED_TERMS", False)
    assert "lunar gating" not in _extract(ex, NOTION)[0]
    assert "tidal echo module" not in _extract(ex, DESIGN)[0]
