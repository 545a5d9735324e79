"""Session 40 speed round: :func:`kg.extract.abbreviations.word_run_spans` finds what the
per-title / per-name pattern it replaces finds (the rules' output is unchanged)."""
from __future__ import annotations

import random
import re

import pytest

from kg.extract.abbreviations import word_run_spans


def _pattern_spans(text: str, words: list[str], ignore_case: bool) -> list[tuple[int, int]]:
    pattern = r"(?<![\w\-])" + r"\s+".join(re.escape(w) for w in words) + r"(?![\w\-])"
    return [m.span() for m in re.finditer(pattern, text, re.I if ignore_case else 0)]


@pytest.mark.parametrize("text, words, ignore_case, expected", [
    ("We build Zorb Walks here; zorb  walks again.", ["zorb", "walks"], True, [(9, 19), (26, 37)]),
    ("We build Zorb Walks here; zorb  walks again.", ["Zorb", "Walks"], False, [(9, 19)]),
    ("the zorb-walks and zorbwalks", ["zorb"], True, []),
    ("a Zorb Net (ZN) and ZorbNet", ["Zorb Net"], False, [(2, 10)]),
    ("x_zorb net, (zorb net)", ["zorb", "net"], True, [(13, 21)]),
    ("zorb net", ["zorb", "net"], True, [(0, 8)]),
])
def test_word_run_spans_examples(text, words, ignore_case, expected):
    assert word_run_spans(text, words, ignore_case) == expected
    assert _pattern_spans(text, words, ignore_case) == expected


@pytest.mark.parametrize("text, words, ignore_case", [
    ("zorb net", [], False),
    ("zorb net", ["zorb", ""], False),
    ("zorb net", ["zorb", " net"], False),
    ("Zörb net", ["zörb", "net"], True),  # a word not ASCII, case aside: the pattern decides
    ("\u212aorb net", ["korb", "net"], True),  # the Kelvin sign matches "k" under re.I
])
def test_word_run_spans_leaves_the_pattern(text, words, ignore_case):
    assert word_run_spans(text, words, ignore_case) is None


def test_word_run_spans_matches_the_pattern_on_random_texts():
    rng = random.Random(40)
    alphabet = ["a", "b", "A", "B", "-", "_", " ", "  ", "\n", ".", "(", ")", "1", "é", "\u00a0", "ab", "Ab"]
    checked = 0
    for _ in range(4000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30)))
        words = ["".join(rng.choice(["a", "b", "A", "B", "-", "1", " ", "ab"]) for _ in range(rng.randint(1, 3)))
                 for _ in range(rng.randint(1, 3))]
        for ignore_case in (False, True):
            got = word_run_spans(text, words, ignore_case)
            if got is not None:
                assert got == _pattern_spans(text, words, ignore_case), (text, words, ignore_case)
                checked += 1
    assert checked > 3000
