"""kg eval compares result values as numbers (second user trial of session 14: a gold "−5%"
with the Unicode minus, or "1e-3" for an extracted 0.001, was a miss and a false hit)."""
from __future__ import annotations

import pytest

from kg.evaluate import _as_number, _same_value, _value_key


@pytest.mark.parametrize("gold, extracted", [
    ("\u22125%", "-5"), ("1e-3", "0.001"), ("1.0E-3", "0.001"), ("10^-3", "0.001"), ("10^{-3}", "0.001"),
    ("2.5 x 10^4", "25000"), ("0.0010", "0.001"), ("1,000", "1000"), ("85.40%", "85.4"), ("+3.2", "3.2"),
])
def test_the_same_number_written_otherwise_matches(gold, extracted):
    assert _same_value(_value_key(gold), _value_key(extracted))


@pytest.mark.parametrize("gold, extracted", [("5%", "-5"), ("1e-3", "0.01"), ("1,000", "100"), ("2 - 30X", "2")])
def test_other_numbers_do_not_match(gold, extracted):
    assert not _same_value(_value_key(gold), _value_key(extracted))


def test_a_gold_range_matches_the_same_range_as_numbers():
    assert _same_value(_value_key("4.69%-15.26%"), _value_key("4.690", "15.26"))


def test_words_and_infinities_are_no_numbers():
    assert _as_number("several") is None and _as_number("Infinity") is None and _as_number("NaN") is None
