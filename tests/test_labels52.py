"""Labels, session 52 (fixHlabels): markup debris and words of the sentence that a name must
not keep. Markdown bold-italic initials inside an emphasised name leave no stars
(kg/clean.py, ``_STRONG_EM_STAR``); a method phrase loses "N times" + a comparative and an
adjective of availability after an adverb, and takes back the operand of a product the tagger
cut off (kg/extract/roles_methods.py, :data:`~kg.extract.roles_methods.LEADING_SENTENCE_WORDS`).
Every sentence is written for these tests; "Zorb" names are made up.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_methods as rm
from kg.clean import clean
from kg.records import Paper


def _mentions(ex, text):
    paper = Paper(id="t", abstract=text, title=None, source="t")
    return {(m.text, m.type) for m in list(ex.extract_many([paper]))[0].mentions}


@pytest.fixture
def words_kept(monkeypatch):
    """The behaviour before session 52 (the switch off)."""
    monkeypatch.setattr(rm, "LEADING_SENTENCE_WORDS", False)


# -- clean: bold-italic initials inside emphasis -------------------------------------------

def test_bold_italic_initials_inside_emphasis_leave_no_stars():
    text = ("We present *Robust* ***Z****orb*-***Q****uill ****N****et* (ZQN), a model for "
            "tables.")
    assert clean(text).text == "We present Robust Zorb-Quill Net (ZQN), a model for tables."


def test_a_run_after_a_hyphen_opens_and_does_not_close():
    # "-***Q" cannot close the span opened at "***Z" (CommonMark: not right-flanking)
    assert clean("a ***Z***-***Q*** b").text == "a Z-Q b"


def test_bold_italic_word_and_sentence_stop_still_close():
    assert clean("a ***fast*** model").text == "a fast model"
    assert clean("***Findings.***We show").text == "Findings. We show"


# -- method phrases: words of the sentence at the start -------------------------------------

TIMES = "Compared to ZorbNet, our system uses a four times larger ZorbFormer backbone in all runs."
AVAILABLE = "We build on the publicly available ZorbDiff model to edit photographs."
PRODUCT = "We train an SO(3) × ℤ-equivariant graph network on molecules."


def test_a_multiplier_and_comparative_are_cut(extractor):
    found = {t for t, ty in _mentions(extractor, TIMES) if ty == "Method"}
    assert "ZorbFormer backbone" in found
    assert not any(t.startswith(("times", "larger")) for t in found)


def test_an_availability_adjective_after_an_adverb_is_cut(extractor):
    found = {t for t, ty in _mentions(extractor, AVAILABLE) if ty == "Method"}
    assert "ZorbDiff model" in found or "ZorbDiff" in found
    assert not any(t.startswith("available") for t in found)


def test_the_operand_before_an_operator_is_taken_back(extractor):
    found = {t for t, ty in _mentions(extractor, PRODUCT) if ty == "Method"}
    assert "SO(3) × ℤ-equivariant graph network" in found
    assert not any(t.startswith("×") for t in found)


def test_switch_off_keeps_the_old_spans(extractor, words_kept):
    found = {t for t, ty in _mentions(extractor, AVAILABLE) if ty == "Method"}
    assert any(t.startswith("available") for t in found)
