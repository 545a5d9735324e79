"""kg.clean, session 10: line-break hyphenation from PDF copies ("registra- tion",
"high- dimensional", "nor\u2010malization"), with the offset map kept right."""
from __future__ import annotations

import pytest

from kg.clean import clean
from tests.test_clean import check_offsets, copied_chars_correspond


def _cleaned(text: str) -> str:
    c = clean(text)
    check_offsets(text, c)
    copied_chars_correspond(text, c)
    return c.text


@pytest.mark.parametrize("text, expected", [
    # the joined word occurs elsewhere in the text
    ("We align point clouds by rigid registra- tion; registration is hard.",
     "We align point clouds by rigid registration; registration is hard."),
    # the joined word is a word of the shipped vocabularies
    ("A robot learns stochastic policy optimiza- tion online.",
     "A robot learns stochastic policy optimization online."),
    ("The agent keeps a con- versation going.", "The agent keeps a conversation going."),
    # a compound with a stray space: both halves are words
    ("Sparse codes for high- dimensional inputs.", "Sparse codes for high-dimensional inputs."),
    ("Clips of EPIC- Kitchens are long.", "Clips of EPIC-Kitchens are long."),
    # the hyphenated compound occurs elsewhere: the hyphen stays
    ("We study fine- tuning; fine-tuning is cheap.", "We study fine-tuning; fine-tuning is cheap."),
])
def test_a_word_broken_at_a_line_end_is_mended(text, expected):
    assert _cleaned(text) == expected


@pytest.mark.parametrize("text", [
    "Both model- and sample-based planners fail.",
    "We compare first- or second-order solvers.",
    "Results of inter- vs intra-class pairs differ.",
    "We reach state- of-the-art accuracy.",
    # no evidence that "zor" + "qup" is a word, nor that both halves are words
    "The zor- qup layer is new.",
])
def test_a_suspended_hyphen_or_an_unknown_split_stays(text):
    assert _cleaned(text) == text


def test_a_hyphen_u2010_inside_a_word_is_dropped_only_for_a_known_word():
    assert _cleaned("We add batch nor\u2010malization to each block.") == "We add batch normalization to each block."
    # compounds keep their hyphen (written "-")
    assert _cleaned("A self\u2010supervised encoder is label\u2010free.") == "A self-supervised encoder is label-free."


def test_the_offsets_of_a_mended_word_point_into_the_original():
    text = "Rigid registra- tion of scans."
    c = clean(text)
    assert c.text == "Rigid registration of scans."
    start = c.text.index("registration")
    end = start + len("registration")
    # the word spans the original characters from its first to its last letter
    assert (c.offsets[start], c.offsets[end - 1]) == (text.index("registra"), text.index("tion") + 3)
    assert text[c.offsets[start]:c.offsets[end - 1] + 1] == "registra- tion"
    assert c.offsets[c.text.index(" of")] == text.index(" of")


def test_latex_and_mended_words_together_keep_offsets_monotone():
    text = r"We propose \textbf{con- versation} agents with $\alpha$- and $\beta$-terms and high- dimensional states."
    c = clean(text)
    assert "conversation agents" in c.text and "high-dimensional states" in c.text
    assert "- and" in c.text  # the suspended hyphen after the formula stays
    check_offsets(text, c)


def test_a_unicode_hyphen_that_stays_is_written_as_the_ascii_one():
    text = "Birds of CUB\u2010200\u20102011 and a minority\u2011class loss, with self\u2010supervised codes."
    c = clean(text)
    assert c.text == "Birds of CUB-200-2011 and a minority-class loss, with self-supervised codes."
    check_offsets(text, c)
    # one character for one: every position still maps onto its own
    assert list(c.offsets) == list(range(len(text) + 1))
