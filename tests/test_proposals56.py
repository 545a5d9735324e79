"""Proposed methods, session 56 (kg/extract/roles_proposals.py, switch ``WE_NAMED_ONCE``).
Every sentence is written for these tests; the made-up words ("zorb", "plonk") are in no gold
file.

* A lower-case name that "we" give with a finite naming verb right after it ("which we call
  reference plonk time", "update rules we call ``plonk rules,''", "We call the resulting
  procedure zorbic plonk learning", "(which we call pseudo-plonk)", "which we call
  zorb-for-plonk": a function word before a hyphen stays in the name) is a proposal even
  when the abstract writes it once.
* "We call this probabilistic score the Zorb Generative Plonk Score (ZGPScore)": the
  capitalised name after the demonstrative object and "the".
* Refused: "what we call X" (a loose description), an adjective ("decoders that we call
  additive"), a sentence that cites or compares ("Unlike Smith et al., we call this ..."), an
  effect ("a phenomenon we call ...") and a name given by others ("which they call ...").
"""
from __future__ import annotations

import pytest

from kg.extract import roles_proposals as rp
from kg.records import Paper


# Lower-case proposals and parts: read as before the session 61 name gate (conftest.no_name_gate).
pytestmark = pytest.mark.usefixtures("no_name_gate")



def _proposed(ex, text, title=None):
    e = ex.extract(Paper(id="p", abstract=text, title=title, source="t"))
    return {m.text: m.rule for m in e.mentions if m.role == "proposed"}


@pytest.mark.parametrize("text, name", [
    ("Graph matching is hard. We map all time to a reference machine which we call reference plonk time. "
     "Experiments show gains.", "reference plonk time"),
    ("Graph matching is hard. We consider a broad family of update rules we call ``plonk rules,'' which "
     "include gradient descent as a special case. Experiments show gains.", "plonk rules"),
    ("Graph matching is hard. We call the resulting procedure *zorbic plonk learning*. Experiments on ten "
     "graphs show gains.", "zorbic plonk learning"),
    ("Graph matching is hard. We define several categories of these signals, which we term "
     "pseudo-zorbances, and develop policy classes based on them. Experiments show gains.",
     "pseudo-zorbances"),
    ("Graph matching is hard. We extend the proof to a larger class of weight distributions (which we "
     "call pseudo-plonk), including iid weights. Experiments show gains.", "pseudo-plonk"),
    ("Graph matching is hard. We call the resulting procedure in-context zorb learning. Experiments on ten "
     "graphs show gains.", "in-context zorb learning"),
    ("Graph matching is hard. We build several plonk models on zorb masks, which we call zorb-for-plonk, and "
     "test them on graphs. Experiments show gains.", "zorb-for-plonk"),
])
def test_we_named_once(ex, text, name):
    got = _proposed(ex, text)
    assert got == {name: "propose-named"}


def test_we_named_once_switch_off(ex, monkeypatch):
    monkeypatch.setattr(rp, "WE_NAMED_ONCE", False)
    text = ("Graph matching is hard. We map all time to a reference machine which we call reference plonk "
            "time. Experiments show gains.")
    assert _proposed(ex, text) == {}


def test_we_call_this_score_the_capitalised_name(ex):
    text = ("Graph matching is hard. We call this probabilistic score the Zorb Generative Plonk Score "
            "(ZGPScore). Experiments show gains.")
    got = _proposed(ex, text)
    assert got == {"Zorb Generative Plonk Score": "propose-named", "ZGPScore": "propose-named+acronym"}


@pytest.mark.parametrize("text", [
    "Graph matching is hard. We find that the models implement what we call zorb-level alignment, which "
    "aligns the outputs. Experiments show gains.",
    "Graph matching is hard. We study a class of decoders that we call additive, which are simple. "
    "Experiments show gains.",
    "Graph matching is hard. Unlike Smith et al., we call this rule plonk zorb descent. Experiments show gains.",
    "Graph matching is hard. We observe a curious phenomenon we call plonk zorb collapse, which hurts "
    "training. Experiments show gains.",
    "Graph matching is hard. Earlier work studied update rules which they call plonk zorb rules, for "
    "sparse graphs. Experiments show gains.",
])
def test_we_named_once_refused(ex, text):
    assert _proposed(ex, text) == {}
