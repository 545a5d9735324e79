"""Session 49 (fix49): a function word glued to the word before it by a PDF or HTML copy
("Networkthat", "modelwhich") is split off where that is safe; the offset map still points into
the original text. Every sentence here is written for the test."""
from __future__ import annotations

import pytest

from kg.clean import clean


@pytest.mark.parametrize("text, expected", [
    ("We train a ranking modelwhich scores pairs.", "We train a ranking model which scores pairs."),
    ("A Retrieval Network is new. The Retrieval Networkthat we build is small.",
     "A Retrieval Network is new. The Retrieval Network that we build is small."),
    ("Despitethis cost, it is fast.", "Despite this cost, it is fast."),
    ("Our labels improve recallwith few edits andthen precision and speed.",
     "Our labels improve recall with few edits and then precision and speed."),
    # "and" is no dictionary word: split only when the text writes it on its own
    ("A tiny model andthen a big one.", "A tiny model andthen a big one."),
])
def test_a_glued_function_word_is_split_off(text, expected):
    assert clean(text).text == expected


@pytest.mark.parametrize("text", [
    "We understand the hardware and compare the logits meanwhile.",   # dictionary words
    "The method of Holdand et al. is strong.",                         # a capitalised name inside a sentence
    "Code at https://example.org/rankingmodelwhich today.",             # an address
    "We call it gridwith here and use gridwith again.",                 # the text writes the glued form twice
    "A tiny xwith token.",                                               # too short a first part
])
def test_words_that_only_look_glued_stay(text):
    assert clean(text).text == text


def test_offsets_still_point_into_the_original():
    text = r"We fit a \textbf{scoring} modelwhich ranks items."
    ct = clean(text)
    assert ct.text == "We fit a scoring model which ranks items."
    at = ct.text.index("which")
    assert text[ct.offsets[at]:ct.offsets[at + len("which")]] == "which"
    space = ct.text.index(" which")
    assert ct.offsets[space] == text.index("which")  # the inserted space maps to the function word
    assert text[ct.offsets[ct.text.index("model")]:ct.offsets[space]] == "model"
