"""Datasets, session 33 (data20): a lower-case word right after a list's joiner that closes
the list ("..., and zorb-mini.") is the list's last item, not a noun the names modify, so
the unknown names before it stay datasets (``LOWER_ITEM_AFTER_JOINER``). Every sentence is
written for these tests; "Zorb", "Plonk", "ogbn-quux" and "QuuxGNN" are made up.
"""
from __future__ import annotations

import kg.extract.roles_datasets as RD
from kg.records import Paper


def _datasets(ex, text):
    paper = Paper(id="t", abstract=text, title=None, source="t")
    return {m.text: m.rule for m in list(ex.extract_many([paper]))[0].mentions if m.type == "Dataset"}


def test_lower_case_last_item_closes_the_list(extractor):
    text = "We propose QuuxGNN. We test it on Zorb, Plonk, and ogbn-quux."
    assert _datasets(extractor, text) == {"Zorb": "dataset-list", "Plonk": "dataset-list"}


def test_lower_case_item_before_as_well_as(extractor):
    text = "We propose QuuxGNN. It is tested on Zorb, Plonk, ogbn-quux, as well as a new graph."
    assert {"Zorb", "Plonk"} <= set(_datasets(extractor, text))


def test_names_before_a_noun_still_modify_it(extractor):
    # "ultrasound images": a noun follows the lower-case word, so the names are kinds of images
    text = "We propose QuuxGNN. It helps on Zorb, Plonk, and ultrasound images of the heart."
    assert _datasets(extractor, text) == {}
    # the list goes on after the lower-case word and ends in a noun
    text = "We propose QuuxGNN. It helps on Zorb, Plonk, reasoning, and fact checking tasks."
    assert _datasets(extractor, text) == {}


def test_switch_off_restores_the_old_reading(extractor, monkeypatch):
    monkeypatch.setattr(RD, "LOWER_ITEM_AFTER_JOINER", False)
    # (a sentence of its own: extractions are cached by text)
    text = "We propose QuuxGNN. We evaluate it on Zorb, Plonk, and ogbn-quux."
    assert _datasets(extractor, text) == {}


def test_name_before_task_phrase_switch(extractor, monkeypatch):
    # (on by default since data21) a dataset-shaped name after "on" and before a task phrase is data
    monkeypatch.setattr(RD, "NAME_BEFORE_TASK_PHRASE", True)
    text = "We propose QuuxGNN. It gains 3.2 mIoU on ZorbParts-7 part segmentation."
    assert _datasets(extractor, text) == {"ZorbParts-7": "dataset-task-phrase"}
    # a model name before the phrase runs a model, no data
    text = "We propose QuuxGNN. It helps on GPT-4 text classification."
    assert _datasets(extractor, text) == {}
