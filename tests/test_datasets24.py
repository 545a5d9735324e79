"""Datasets, session 24 (kg/extract/roles_datasets.py). Every sentence is written for these
tests; the made-up names ("ZorbX-128", "Plonk2Fix") are in no gold file.

* A dataset-shaped name (a digit, or a capital inside a word with small letters) before
  "task" / "tasks", across at most three lower-case words, names the data a result is
  reported on when "on" / "in" (with or without "the"), a measure or a noun of change and
  "for", or "and" continuing such a list, stands before it ("on the ZorbX-128 task",
  "exact match score for the Plonk2Fix task", "for ZorbBench-hard reasoning tasks"); the task
  phrase keeps the name ("the Q-Zorb dynamics task" stays a task too). Not an all-capital
  abbreviation of a problem ("the GCD task"), a defined abbreviation, nor after a phrase of
  purpose ("a model for the ReID-ZW task").
* A name right after a singular data noun ("dataset", "benchmark", "corpus") or "task" that
  opens its noun phrase with "the" / "a" / "an" (or, with modifiers, after "on" / "in" /
  "and" / "as") is that dataset: "the real-world dataset ZORB-V2X", "the translation task
  PLONK14", "as well as action recognition task ZO-Animals". After "task" only a
  dataset-shaped name ("the task NER" names the problem); not a name that modifies a noun
  after it ("the dataset Zorbnet model").
* A title-case phrase of two words or more, each a capital and small letters (hyphenated parts
  allowed), headed by a task noun names a task, not a dataset: "tasks such as Zorb Tumor
  Classification", "three tasks: Few-Shot Plonk Segmentation, ..."; not a name with inner
  capitals or digits ("ZORB Plonk Ranking").
* An acronym-defined name stays a dataset though its long form holds no benchmark noun when a
  data noun follows the bracket ("on the Zorb Range Arena (ZRA) benchmark", "the Zorb Cohort
  (ZC), and Plonk Biobank (PB) datasets") or the name is a known dataset ("on Tiny ImageNet
  (TIN)"); not a kind of data ("the cost of Zorb Quality Assessment (ZQA) datasets").
"""
from __future__ import annotations

import pytest

from kg.records import Paper


def _mentions(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t")).mentions


def _datasets(ex, text):
    return {m.text for m in _mentions(ex, text) if m.type == "Dataset"}


@pytest.mark.parametrize("text, name", [
    ("We raise the best reported accuracy of recurrent models on the ZorbX-128 task by 12 points.", "ZorbX-128"),
    ("Our encoder beats the baseline by 3 points in exact match score for the Plonk2Fix task.", "Plonk2Fix"),
    ("This yields an accuracy increase (from 30.1% to 35.2%) for ZorbBench-hard reasoning tasks.",
     "ZorbBench-hard"),
    ("The policy gains 20% in success rates in Plonk-Robotics tasks.", "Plonk-Robotics"),
])
def test_named_data_before_task(ex, text, name):
    assert name in _datasets(ex, text)


def test_coordinated_named_task_data_keep_their_task_phrases(ex):
    text = ("Our network sets new state-of-the-art results on the Q-Zorb dynamics task and the "
            "ZORB-QM7 molecular docking task.")
    ms = _mentions(ex, text)
    assert {"Q-Zorb", "ZORB-QM7"} <= {m.text for m in ms if m.type == "Dataset"}
    assert "Q-Zorb dynamics" in {m.text for m in ms if m.type == "Task"}


@pytest.mark.parametrize("text", [
    "We design a universal model specifically for the ReID-ZW task.",
    "For validating the ZorbAIRe task, we collect new scenes.",
    "Our method achieves large gains in the GCD task.",
    "We study the Next-item Zorbing (NIZ-2) task and show that NIZ-2 is hard.",
])
def test_no_named_data_before_task(ex, text):
    assert not _datasets(ex, text)


@pytest.mark.parametrize("text, name", [
    ("Experiments on both FooV2X and the real-world dataset ZORB-V2X show that our model is better.", "ZORB-V2X"),
    ("We also train a transformer model on the translation task PLONK14 with our optimizer.", "PLONK14"),
    ("Our network reaches 91.2% in object recognition, as well as action recognition task ZO-Animals "
     "with an accuracy of 88.5%.", "ZO-Animals"),
    ("Deep networks trained on a large-scale face dataset ZorbFaces tend to predict the majority class.", "ZorbFaces"),
])
def test_name_after_its_data_noun(ex, text, name):
    assert name in _datasets(ex, text)


@pytest.mark.parametrize("text, name", [
    ("We cast this problem as the task NER and solve it with a tagger.", "NER"),
    ("We fine-tune the dataset Zorbnet model on new images.", "Zorbnet"),
])
def test_no_name_after_its_data_noun(ex, text, name):
    assert name not in _datasets(ex, text)


@pytest.mark.parametrize("text, name", [
    ("For challenging tasks such as Zorb Tumor Classification or Plonk Lesion Grading, our model improves "
     "previous models by 6%.", "Zorb Tumor Classification"),
    ("It covers three tasks: Generalized Zero-Shot Plonk Segmentation, Cross-Dataset Plonk Segmentation, "
     "and Few-Shot Plonk Segmentation.", "Few-Shot Plonk Segmentation"),
])
def test_title_case_task_phrase_is_no_dataset(ex, text, name):
    assert name not in _datasets(ex, text)


@pytest.mark.parametrize("text, name", [
    ("Small changes to the transformer enhance performance on the Zorb Range Arena (ZRA) benchmark.",
     "Zorb Range Arena"),
    ("We use fMRI datasets, including the Zorb Connectome Study (ZCS), and Plonk Biobank (PB) datasets, "
     "to predict age.", "Plonk Biobank"),
    ("Our main experiments are performed on Tiny ImageNet (TIN) and transfer learning on a second set.",
     "Tiny ImageNet"),
])
def test_acronym_defined_data_names(ex, text, name):
    assert name in _datasets(ex, text)


def test_acronym_defined_kind_of_data_is_no_dataset(ex):
    text = "Due to the high cost of Zorb Quality Assessment (ZQA) datasets, robust generalization remains hard."
    assert "Zorb Quality Assessment" not in _datasets(ex, text)
