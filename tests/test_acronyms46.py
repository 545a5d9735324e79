"""Acronym definitions of session 46 (kg/extract/abbreviations.py, rule ``appositive``).
Every sentence is written for these tests.

* ``SHORT for Long Form`` (a bare "for" and a capital opening the long form) and ``SHORT,
  representing Long Form`` read like ``SHORT stands for Long Form``: the letters must still
  spell the long form by its initials or capitals.
* The short form may follow a dash glued to it after a space ("-ZORB for ...-"); a dash
  before a space closes the long form.
"""
from __future__ import annotations

import pytest

from kg.extract.abbreviations import find_acronyms


def _pairs(text: str) -> set[tuple[str, str]]:
    return {(a.short, a.long) for a in find_acronyms(text)}


@pytest.mark.parametrize("text, pair", [
    ("We name the procedure PZGS for Plonk Zorb Gradient Search and analyse its rate.",
     ("PZGS", "Plonk Zorb Gradient Search")),
    ("We release ZorbNet2, representing Zorb Oriented Routing Bundle Network, for routing.",
     None),
    ("We present QuiX, representing Quick Inference eXchange, a plug-in for servers.",
     ("QuiX", "Quick Inference eXchange")),
    ("The model -ZOTE for Zero-shot Object Tracking Engine- uses a memory bank.",
     ("ZOTE", "Zero-shot Object Tracking Engine")),
])
def test_short_form_then_connective_then_long_form(text, pair):
    if pair is None:
        assert not any(s == "ZorbNet2" for s, _ in _pairs(text))
    else:
        assert pair in _pairs(text)


@pytest.mark.parametrize("text", [
    # a "for" after a model name opens a task or a purpose, no long form
    "We fine-tune BERT for Named Entity Recognition on clinical notes.",
    "We use ZORB for Image Classification and PLONK for Retrieval.",
    # a small letter after "for": no capitalised long form
    "We apply PZGS for plonk zorb gradient search in the sequel.",
])
def test_for_without_spelled_long_form_is_no_definition(text):
    assert _pairs(text) == set()


def test_earlier_appositives_unchanged():
    assert ("GRAZE", "GRAdient Zorb Ensembles") in _pairs(
        "We propose GRAZE, GRAdient Zorb Ensembles, a new method for tables.")
    assert ("ZORB", "Zero-shot Object Recognition Benchmark") in _pairs(
        "ZORB stands for Zero-shot Object Recognition Benchmark.")
