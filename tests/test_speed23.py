"""Session 23 speed-ups that must not change any output: the whole-word test of the main
task's recurrence (kg.extract.roles.names_whole) against the pattern it replaces."""
import re

import pytest

from kg.extract.roles import names_whole, sentences_naming


def _pattern(sentence: str, form: str) -> bool:
    """The test before session 23: one compiled pattern per form."""
    return re.search(r"(?<![\w-])" + re.escape(form) + r"(?:e?s)?(?![\w-])", sentence) is not None


CASES = [
    # (sentence, form, expected)
    ("graph matching is hard.", "graph matching", True),  # at the start
    ("we study graph matching", "graph matching", True),  # at the end
    ("we study graph matchings here.", "graph matching", True),  # plural -s
    ("two patches meet", "patch", True),  # plural -es
    ("sub-graph matching is hard", "graph matching", False),  # hyphen before
    ("subgraph matching is hard", "graph matching", False),  # letter before
    ("graph matching-based ranking", "graph matching", False),  # hyphen after
    ("graph matchingness", "graph matching", False),  # letter after
    ("graph matchinges", "graph matching", True),  # -es then the end
    ("graph matchingesx", "graph matching", False),
    ("x_graph matching", "graph matching", False),  # underscore before
    ("graph matching_2", "graph matching", False),  # underscore after
    ("3graph matching", "graph matching", False),  # digit before
    ("égraph matching", "graph matching", False),  # non-ASCII letter before
    ("graph matchingé", "graph matching", False),  # non-ASCII letter after
    ("(graph matching)", "graph matching", True),  # brackets around
    ("subgraph matching and graph matching", "graph matching", True),  # second occurrence
    ("graph matching-x and graph matchings.", "graph matching", True),
    ("se(3)-equivariant convolution helps", "equivariant convolution", False),
    ("aaa", "aa", False),  # overlapping occurrences, none whole
    ("aa aaa", "aa", True),
    ("the s-s test", "s", False),
    ("", "graph", False),
]


@pytest.mark.parametrize("sentence,form,expected", CASES)
def test_names_whole_cases(sentence, form, expected):
    assert names_whole(sentence, form) is expected
    assert _pattern(sentence, form) is expected


def test_names_whole_agrees_with_the_pattern_on_every_split():
    # every substring of these sentences as a form: the two tests agree everywhere
    sentences = ["robust multi-task learning-based models (mtls) learn tasks_2 and tasks.",
                 "offline rl, off-policy rl and rl's returns: rles"]
    for s in sentences:
        for i in range(len(s)):
            for j in range(i + 1, min(len(s), i + 12) + 1):
                assert names_whole(s, s[i:j]) == _pattern(s, s[i:j]), (s, s[i:j])


def test_sentences_naming_counts_sentences_once():
    sents = ["we study graph matching.", "graph matching and graph matchings recur.",
             "subgraph matching differs.", "nothing here."]
    assert sentences_naming({"graph matching"}, sents) == 2
    assert sentences_naming({"graph matching", "subgraph matching"}, sents) == 3
