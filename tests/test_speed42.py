"""Session 42 speed round (perf10): helpers that replace a per-form regular expression."""
import re

import pytest

from kg.extract.roles import whole_word_starts


def _by_regex(text, form):
    return [m.start() for m in re.finditer(r"(?<![\w-])" + re.escape(form) + r"(?!\w)", text)]


@pytest.mark.parametrize("text, form, expected", [
    ("we study zero-shot pruning for zero pruning", "pruning", [19, 36]),
    ("sub-pruning pruning_x xpruning pruning-based", "pruning", [31]),
    ("the sgd (sgd) and sgd.", "sgd", [4, 9, 18]),
    ("aaa aa", "aa", [4]),
    ("abab ab", "ab", [5]),
    ("ab² ab2 ab_ ab", "ab", [12]),
    ("", "ab", []),
    ("ab", "ab", [0]),
    ("x (meta-rl) meta-rl-based", "meta-rl", [3, 12]),
])
def test_whole_word_starts_examples(text, form, expected):
    assert whole_word_starts(text, form) == expected
    assert whole_word_starts(text, form) == _by_regex(text, form)


def test_whole_word_starts_agrees_with_regex_on_many_strings():
    import random

    rng = random.Random(42)
    alphabet = "ab -_.(2é²"
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14)))
        form = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 3)))
        assert whole_word_starts(text, form) == _by_regex(text, form), (text, form)


@pytest.mark.parametrize("word, expected", [
    ("RL", True), ("MARL", True), ("LCBs", True), ("FLs", True), ("GFlow", True),
    ("Rl", False), ("rl", False), ("R2", False), ("A", False), ("ABCDEF", False),
    ("ABCDEs", True), ("Learning", False), ("-", False), ("RLS", True),
])
def test_acronym_like(word, expected):
    from kg.extract.roles_tasks import _acronym_like

    assert _acronym_like(word) is expected
