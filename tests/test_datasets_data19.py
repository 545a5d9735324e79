"""Datasets, session 33 (data19): a name in capitals, with a digit or in CamelCase right
before an accuracy-type measure names the data the measure is taken on (rule
``dataset-measured``, ``NAMED_DATA_MEASURES``). Every sentence is written for these tests;
"ZorbQA", "PlonkNet-9" and "QuuxLM" are made up.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_datasets as RD
from kg.records import Paper


def _mentions(ex, text):
    paper = Paper(id="t", abstract=text, title=None, source="t")
    return list(ex.extract_many([paper]))[0].mentions


def _typed(ex, text, etype):
    return {m.text for m in _mentions(ex, text) if m.type == etype}


def test_name_before_accuracy_is_a_dataset(extractor):
    text = ("We propose QuuxLM, a small language model. "
            "It gains +3.1 ZorbQA accuracy and reaches a PlonkNet-9 zero-shot top-1 accuracy of 71.2%.")
    found = {m.text: m.rule for m in _mentions(extractor, text) if m.type == "Dataset"}
    assert found == {"ZorbQA": "dataset-measured", "PlonkNet-9": "dataset-measured"}


def test_bracketed_split_between_name_and_measure(extractor):
    text = "We propose QuuxLM. It reaches a ZorbQA (dev) accuracy of 80.4 after one hour of training."
    assert "ZorbQA" in _typed(extractor, text, "Dataset")


def test_measures_models_and_generic_abbreviations_are_no_data(extractor):
    # a measure's own name, a model, a generic abbreviation, a title-case word, the proposed
    # method: none names data
    text = ("We propose QuuxLM. It improves the Macro-F1 accuracy, the GPT-4 accuracy, the LLM accuracy, "
            "the Oracle accuracy and the QuuxLM accuracy over strong baselines.")
    assert _typed(extractor, text, "Dataset") == set()


def test_score_and_error_heads_are_not_read(extractor):
    # "<name> score" / "<name> error" usually name a measure themselves: "score" is read only
    # with a value reported on the name (VALUED_DATA_SCORES), "error" never
    text = "We propose QuuxLM. It raises the ZORBE score from 40.2 to 61.5 and lowers the TV error bound."
    assert not {"ZORBE", "TV"} & _typed(extractor, text, "Dataset")


def test_switch_off(extractor, monkeypatch):
    monkeypatch.setattr(RD, "NAMED_DATA_MEASURES", False)
    text = "We propose QuuxLM, a small language model. It gains +3.1 ZorbQA accuracy over prior models."
    assert "ZorbQA" not in _typed(extractor, text, "Dataset")


def test_valued_score_names_its_data(extractor):
    text = ("We propose QuuxLM. It brings a +2.4 ZORBGLUE score increase and reaches a "
            "PlonkBench (dev) score of 81.3 after one hour.")
    assert {"ZORBGLUE", "PlonkBench"} <= _typed(extractor, text, "Dataset")


def test_score_switch_off(extractor, monkeypatch):
    monkeypatch.setattr(RD, "VALUED_DATA_SCORES", False)
    text = "We propose QuuxLM. It brings a +2.4 ZORBGLUE score increase over prior models."
    assert "ZORBGLUE" not in _typed(extractor, text, "Dataset")
