"""Session 22 speed work: exact shortcuts that replace a per-call regular expression (their
answers must equal the expression they replace). Strings written for these tests."""
from __future__ import annotations

import re

import pytest

from kg.extract.roles_tasks import _DEFINED_AS_MEANS_RE, _PLURAL_OR_BASED_RE, _word_then


@pytest.mark.parametrize("text,word,tail,expected", [
    ("We train MLPs on images.", "MLP", _PLURAL_OR_BASED_RE, True),
    ("An MLP-based encoder.", "MLP", _PLURAL_OR_BASED_RE, True),
    ("An MLP encoder; nMLPs; x-MLPs.", "MLP", _PLURAL_OR_BASED_RE, False),  # glued to a word or hyphen
    ("MLPsx and MLP-basedness.", "MLP", _PLURAL_OR_BASED_RE, False),  # no word boundary after
    ("aMLP is a tool, then MLPs.", "MLP", _PLURAL_OR_BASED_RE, True),  # a later occurrence counts
    ("QRL is a simple but strong method for control.", "QRL", _DEFINED_AS_MEANS_RE, True),
    ("QRL remains the standard approach here.", "QRL", _DEFINED_AS_MEANS_RE, True),
    ("QRL is a very very simple yet strong method.", "QRL", _DEFINED_AS_MEANS_RE, False),  # four words between
    ("QRL is hard to solve.", "QRL", _DEFINED_AS_MEANS_RE, False),
    ("Q+L is an odd scheme.", "Q+L", _DEFINED_AS_MEANS_RE, True),  # metacharacters are literal
    ("QQL is an odd scheme.", "Q.L", _DEFINED_AS_MEANS_RE, False),
    ("", "QRL", _DEFINED_AS_MEANS_RE, False),
])
def test_word_then_equals_the_regular_expression_it_replaces(text, word, tail, expected):
    assert _word_then(text, word, tail) is expected
    assert bool(re.search(rf"(?<![\w-]){re.escape(word)}" + tail.pattern, text)) is expected
