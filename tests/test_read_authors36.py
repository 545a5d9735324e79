"""Session 36: author strings a new user met -- "Last, Initials" pairs with a capitalised particle
("Van der Waals, J.") are two people, not four; an organisation's name joined by "&" / "and" after
a field word ("Research & Development Team") is one author; people joined so stay two."""
from __future__ import annotations

import pytest

from kg.read import _split_names


@pytest.mark.parametrize("text, names", [
    ("Okafor, N., Van der Berg, P.", ("N. Okafor", "P. Van der Berg")),
    ("De la Rosa, M. A., Tanaka, K.", ("M. A. De la Rosa", "K. Tanaka")),
    ("Okafor, N., van der Berg, P.", ("N. Okafor", "P. van der Berg")),
    # given names, not initials: capitalised first words are given names, so no pairs reading
    ("Le Minh, Bo Chen", ("Le Minh", "Bo Chen")),
    ("Al Rahman, Bea Jones", ("Al Rahman", "Bea Jones")),
    ("Research & Development Team", ("Research & Development Team",)),
    ("Data and Society Research Institute; Mira Patel", ("Data and Society Research Institute", "Mira Patel")),
    ("Okafor & Tanaka", ("Okafor", "Tanaka")),
    ("Mira Patel & Robotics Lab", ("Mira Patel", "Robotics Lab")),
    ("Acme Research & Applied Vision Group", ("Acme Research", "Applied Vision Group")),
])
def test_author_strings(text, names):
    assert _split_names(text, people=True) == names
