"""Datasets, session 26 (kg/extract/roles_datasets.py). Every sentence is written for these
tests; the made-up names ("ZorbBench", "PlonkBench") are in no gold file.

* A list is of one class: in a list read as datasets whose other names are mostly known data
  (at least two), a name that Papers with Code lists only as a method ("DropBlock") is a
  dataset too ("benchmark datasets, including DropBlock, ZorbBench, PlonkBench and
  QuuxBench"); not when the list also holds a model's name ("GPT-4") or has fewer than three
  names (``DATA_LIST_METHOD_NAMES``).
* A kind of game written lower-case after a one-word proper name completes the name of a
  game in a list read as datasets ("on Zorbin poker and Plonk's Dice", "experiments on
  Quuxley poker"; ``NAMED_GAME_KINDS``).
* A list after a noun of gain and "over" names the rivals beaten, methods ("gains over ZorbViT
  and PlonkFormer"; ``_GAIN_NOUNS_BEFORE_OVER``); not names after a description ("over the
  recent results of Zorbson, Plonkel, and Quuxley": authors).
* A degree adverb may stand among the modifiers of an appositive data phrase ("the Zorbpile,
  a more diverse corpus"; ``APPOSITIVE_DEGREE_WORDS``).
"""
from __future__ import annotations

import pytest

from kg.records import Paper


def _mentions(ex, text):
    return list(ex.extract_many([Paper(id="t", abstract=text, title=None, source="t")]))[0].mentions


def _datasets(ex, text):
    return {m.text for m in _mentions(ex, text) if m.type == "Dataset"}


def test_method_name_listed_among_known_data_is_a_dataset(ex):
    text = "We evaluate on several benchmark datasets, including DropBlock, ZorbBench, PlonkBench, and QuuxBench."
    ms = _mentions(ex, text)
    assert {"DropBlock", "ZorbBench", "PlonkBench", "QuuxBench"} <= {m.text for m in ms if m.type == "Dataset"}
    assert "DropBlock" not in {m.text for m in ms if m.type == "Method"}


def test_method_name_in_list_with_model_stays_a_method(ex):
    text = "We evaluate on several benchmark datasets, including SNIP, ZorbBench, and GPT-4."
    ms = _mentions(ex, text)
    assert "SNIP" not in {m.text for m in ms if m.type == "Dataset"}
    assert "SNIP" in {m.text for m in ms if m.type == "Method"}


def test_method_name_in_short_list_stays_a_method(ex):
    text = "We evaluate on two benchmark datasets, including SNIP and ZorbBench."
    assert _datasets(ex, text) == {"ZorbBench"}


@pytest.mark.parametrize("text, names", [
    ("In experiments on Zorbin poker and Plonk's Dice, we show that our solver converges.",
     {"Zorbin poker", "Plonk's Dice"}),
    ("We confirm the analysis through experiments on Quuxley poker.", {"Quuxley poker"}),
])
def test_kind_of_game_completes_a_listed_name(ex, text, names):
    assert names <= _datasets(ex, text)


def test_title_case_word_before_other_noun_stays_out(ex):
    assert not _datasets(ex, "We report results on Bayesian optimization and Gaussian processes.")


def test_list_after_gain_over_names_rival_methods(ex):
    ms = _mentions(ex, "Our model yields consistent gains over ZorbViT and PlonkFormer on ZorbNet-1K.")
    assert not {"ZorbViT", "PlonkFormer"} & {m.text for m in ms if m.type == "Dataset"}
    assert {"ZorbViT", "PlonkFormer"} <= {m.text for m in ms if m.type == "Method"}


def test_authors_after_gain_over_results_stay_out(ex):
    ms = _mentions(ex, "This is a slight improvement over the recent results of Zorbson, Plonkel, and Quuxley.")
    assert not {"Zorbson", "Plonkel", "Quuxley"} & {m.text for m in ms}


def test_degree_word_in_appositive_data_phrase(ex):
    text = "We close the gap with a model trained on the Zorbpile, a more diverse corpus of web text."
    assert "Zorbpile" in _datasets(ex, text)


def test_degree_word_before_method_noun_stays_out(ex):
    assert "ZorbNet" not in _datasets(ex, "We build on ZorbNet, a more robust method for retrieval.")
