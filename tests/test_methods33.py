"""Methods used, session 33 (kg/extract/roles.py, :func:`trim_method_bounds`). Every sentence
is written for these tests.

* A verb of use that opens a used method's span ("leverages X", "to harness X") is cut off;
  a bare form only after "to", a subject pronoun or a modal ("leverage score sampling" stays).
* An "-ing" word that a determiner or count follows ends the method before it ("agents
  planning the route" -> "agents"): the word opens a participle clause.
"""
from __future__ import annotations

import pytest

import kg.extract.roles as R


def _trim(text: str, phrase: str) -> str:
    start = text.index(phrase)
    s, e = R.trim_method_bounds(text, start, start + len(phrase))
    return text[s:e]


@pytest.mark.parametrize("text, phrase, expected", [
    ("Our planner leverages beam search for decoding.", "leverages beam search", "beam search"),
    ("This allows us to harness kernel ridge regression at scale.", "harness kernel ridge regression",
     "kernel ridge regression"),
    ("We rely on leverage score sampling for the sketch.", "leverage score sampling", "leverage score sampling"),
    ("Small transformers predicting the next token fail here.", "Small transformers predicting",
     "Small transformers"),
    ("Random forests splitting each node greedily are fast.", "Random forests splitting each node",
     "Random forests"),
    ("We train with contrastive learning on images.", "contrastive learning", "contrastive learning"),
])
def test_trim_method_bounds(text, phrase, expected):
    assert _trim(text, phrase) == expected


def test_trim_method_bounds_one_word_left_alone():
    text = "The method uses pruning."
    assert _trim(text, "pruning") == "pruning"


def _methods(ex, text):
    from kg.records import Paper
    ms = list(ex.extract_many([Paper(id="t", abstract=text, title=None, source="t")]))[0].mentions
    return {(m.text, m.role) for m in ms if m.type == "Method"}


@pytest.mark.parametrize("text, baseline", [
    ("We present a new route planner. It outperforms existing greedy search strategies on all maps.",
     "greedy search strategies"),
    ("We present a new agent. It outperforms hand-crafted scheduling policies on every cluster.",
     "hand-crafted scheduling policies"),
])
def test_family_baseline_plurals(ex, text, baseline):
    assert (baseline, "compared") in _methods(ex, text)
