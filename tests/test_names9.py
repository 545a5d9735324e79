"""Name shapes of names round 9 (kg/extract/names.py): title-case words joined by "&" or a
possessive are one name. Every sentence is written for these tests."""
from __future__ import annotations

from kg.extract.names import find_names
from tests.factories import run


def _names(text: str) -> list[str]:
    return [text[s:e] for s, e, _ in find_names(text, {0})]


def test_a_possessive_inside_a_title_case_name():
    assert "Liar's Dice" in _names("Agents learn to bluff in Liar's Dice against people.")


def test_an_ampersand_between_title_case_words():
    assert "Dungeons & Dragons" in _names("We script quests for Dungeons & Dragons with a planner.")


def test_an_ampersand_between_acronyms_keeps_two_names():
    assert _names("We compare CNN & LSTM encoders on audio.") == ["CNN", "LSTM"]


def test_an_ampersand_after_a_two_word_name_keeps_two_names():
    names = _names("We train on Civic Talk & Red Team prompts.")
    assert "Civic Talk & Red Team" not in names, names


def test_a_possessive_before_a_model_family_is_no_name_part():
    names = _names("We prompt Meta's Llama on the puzzles.")
    assert "Meta's Llama" not in names, names


def test_a_proposal_named_with_an_ampersand(extractor):
    ex = run(extractor, "Labels are scarce. To address this, we propose an Aggregating & Pruning framework "
                        "for segmentation.")
    assert "Aggregating & Pruning" in {m.text for m in ex.mentions if m.role == "proposed"}
