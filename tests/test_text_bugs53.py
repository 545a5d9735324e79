"""Session 53 (fixJtext): three text-handling bugs of a fresh-user trial. An en dash between two
letters joins a compound as the hyphen does; a clause that denies or only supposes a use or an
evaluation gives no link and no result; a range "from A to B" has no direction. Sentences
written for these tests."""
from __future__ import annotations

import pytest

from kg import clean as C
from kg.clean import clean
from kg.records import Paper
from kg.resolve import normalise


def _extract(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t"))


def _links(ex, text, rel):
    return sorted(l.tail for l in _extract(ex, text).links if l.rel == rel)


# ------------------------------------------------------------------ 1. en dash in a name
@pytest.mark.parametrize("text, want", [
    ("a Smoluchowski\u2013Kramers limit", "a Smoluchowski-Kramers limit"),
    ("query\u2013document ranking", "query-document ranking"),
    ("the Hamilton\u2013Jacobi\u2013Bellman equation", "the Hamilton-Jacobi-Bellman equation"),
])
def test_an_en_dash_between_two_letters_becomes_a_hyphen(text, want):
    out = clean(text)
    assert out.text == want
    assert len(out.text) == len(text)  # one for one: offsets still index the original
    assert list(out.offsets)[:len(text)] == list(range(len(text)))


@pytest.mark.parametrize("text", [
    "error falls by 15\u201325% on held-out folds",      # a range of numbers
    "data from 2016\u20132021",                          # years
    "see sections 4\u20136",                             # pages / sections
    "a 3D\u20132D lifting step",                         # a digit beside the dash
    "the sparse prior \u2013 a simple choice \u2013 helps",  # spaced dashes: punctuation
])
def test_an_en_dash_beside_a_digit_or_a_space_stays(text):
    assert clean(text).text == text


@pytest.mark.parametrize("text", [
    "we study the lexicon\u2013a set of frequent words.",           # a function word follows
    "its behaviour\u2013particularly, its output map.",              # an adverb in -ly follows
    "gains in regimes\u2013sparse labels, drift, noise\u2013and beyond.",  # an aside pair
])
def test_an_en_dash_used_as_punctuation_stays(text):
    assert clean(text).text == text


def test_the_en_dash_switch_turns_the_rule_off(monkeypatch):
    monkeypatch.setattr(C, "EN_DASH_COMPOUNDS", False)
    assert clean("query\u2013document ranking").text == "query\u2013document ranking"


def test_an_en_dash_name_is_extracted_whole(ex):
    text = ("We propose GlintSolver, a neural solver for the Smoluchowski\u2013Kramers equation. "
            "GlintSolver minimises the Jensen\u2013Shannon divergence between the two flows.")
    names = {m.text for m in _extract(ex, text).mentions}
    assert "Smoluchowski-Kramers equation" in names, names
    assert "Jensen-Shannon divergence" in names, names
    assert not {"Kramers equation", "Shannon divergence"} & names, names


def test_hyphen_and_en_dash_spellings_resolve_to_one_key():
    assert normalise("Jensen\u2013Shannon divergence") == normalise("Jensen-Shannon divergence")
