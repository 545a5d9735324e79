"""Datasets, session 34 (data21): a dataset-shaped name right before a task phrase ("on
ZorbParts-7 part segmentation") is the data the task is run on (``NAME_BEFORE_TASK_PHRASE``,
now on), and the task phrase that holds the name stays a task beside it. Every sentence is
written for these tests; "Zorb", "Plonk" and "QuuxGNN" are made up.
"""
from __future__ import annotations

import kg.extract.roles_datasets as RD
from kg.records import Paper


def _mentions(ex, text, kind):
    paper = Paper(id="t", abstract=text, title=None, source="t")
    return {m.text: m.rule for m in list(ex.extract_many([paper]))[0].mentions if m.type == kind}


def test_name_before_task_phrase_keeps_the_task(extractor):
    text = "We propose QuuxGNN. It gains 4.1 mIoU over prior work on ZorbParts-9 part segmentation."
    assert _mentions(extractor, text, "Dataset") == {"ZorbParts-9": "dataset-task-phrase"}
    assert "ZorbParts-9 part segmentation" in _mentions(extractor, text, "Task")


def test_coordinated_task_phrases(extractor):
    text = "We propose QuuxGNN. It reports gains on PlonkNet classification and ZorbSet-5 detection."
    assert _mentions(extractor, text, "Dataset") == {"PlonkNet": "dataset-task-phrase",
                                                       "ZorbSet-5": "dataset-task-phrase"}


def test_no_name_shape_or_a_model_is_no_data(extractor):
    # an all-capital word has no dataset shape; a model name runs the task
    text = "We propose QuuxGNN. It improves results on ZORB object detection."
    assert _mentions(extractor, text, "Dataset") == {}
    text = "We propose QuuxGNN. It beats baselines on LLaMA-7B text classification."
    assert _mentions(extractor, text, "Dataset") == {}


def test_switch_off(extractor, monkeypatch):
    monkeypatch.setattr(RD, "NAME_BEFORE_TASK_PHRASE", False)
    text = "We propose QuuxGNN. It gains 2.2 mIoU over prior work on ZorbParts-4 part segmentation."
    assert _mentions(extractor, text, "Dataset") == {}


def test_data_noun_of_name(extractor):
    # "<data noun> of <name>" and "<data noun> from the <name>" ending the phrase: the data
    text = "We propose QuuxGNN. We test it on the part assembly benchmark dataset of Zorb Shards and show gains."
    assert _mentions(extractor, text, "Dataset") == {"Zorb Shards": "dataset-noun-of"}
    text = "We propose QuuxGNN. We apply it to a large clinical dataset from the Plonk Registry, with 9,000 patients."
    assert _mentions(extractor, text, "Dataset") == {"Plonk Registry": "dataset-noun-of"}


def test_data_noun_of_name_needs_the_phrase_end(extractor):
    # the name modifies a noun: a kind of data, not its name
    text = "We propose QuuxGNN. We collect a corpus of Zorbish legal documents."
    assert _mentions(extractor, text, "Dataset") == {}
    # "from" without "the": the maker of the data
    text = "We propose QuuxGNN. We use a click dataset from Plonkcorp."
    assert _mentions(extractor, text, "Dataset") == {}


def test_data_noun_of_name_switch_off(extractor, monkeypatch):
    monkeypatch.setattr(RD, "DATA_NOUN_OF_NAME", False)
    text = "We propose QuuxGNN. We evaluate it on the assembly benchmark dataset of Zorb Pieces and show gains."
    assert _mentions(extractor, text, "Dataset") == {}
