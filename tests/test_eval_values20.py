"""kg.evaluate value forms added in session 20: a tilde between two numbers is a range, "%p" is a
percent unit, "N of (the) M" is the count N (as "N out of M")."""
from __future__ import annotations

import pytest

from kg.evaluate import _same_value, _value_key


@pytest.mark.parametrize("value, key", [
    ("2%~23%", ("2", "23")),
    ("1.1×∼3.4×", ("1.1", "3.4")),
    ("3～5", ("3", "5")),
    ("~10%", ("10", None)),          # a leading tilde is "about", not a range
    ("58.02%p", ("58.02", None)),
    ("13 of the 17", ("13", None)),
    ("8 of 9", ("8", None)),
    ("15 out of 20", ("15", None)),
])
def test_value_forms(value, key):
    assert _value_key(value) == key


def test_a_tilde_range_matches_only_the_same_range():
    gold = _value_key("2%~23%")
    assert _same_value(gold, _value_key("2", "23"))
    assert not _same_value(gold, _value_key("2"))
