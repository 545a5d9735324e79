"""Acronym definitions of round 9 (kg/extract/abbreviations.py): number words five to nine
for digits, a short form given as another name ("or"), and no focusing adverb opening a long
form. Every sentence is written for these tests."""
from __future__ import annotations

import pytest

from kg.extract.abbreviations import find_acronyms


def _pairs(text: str) -> set[tuple[str, str]]:
    return {(a.short, a.long) for a in find_acronyms(text)}


@pytest.mark.parametrize("text, pair", [
    ("Drones fly with six degrees of freedom (6DoF) over fields.", ("6DoF", "six degrees of freedom")),
    ("We use five-fold cross validation (5CV) on every split.", ("5CV", "five-fold cross validation")),
])
def test_number_words_spell_digits(text, pair):
    assert pair in _pairs(text), _pairs(text)


def test_a_short_form_given_as_another_name():
    assert ("S-NRF", "Spectral NRF") in _pairs("We name the model Spectral NRF (or S-NRF) after its basis.")


def test_or_with_more_words_is_no_definition():
    assert _pairs("Trees grow deep (or wide) in this regime.") == set()


def test_a_focusing_adverb_does_not_open_a_long_form():
    pairs = _pairs("Wearable sensors, especially electroencephalogram (EEG) headsets, are noisy.")
    assert ("EEG", "electroencephalogram") in pairs, pairs
