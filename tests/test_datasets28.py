"""Datasets, session 28 (kg/extract/roles_datasets.py). Every sentence is written for these
tests; the made-up names ("ZorbQA", "PlonkST-3") are in no gold file.

* A name before a split of data ("the public PlonkST-3 evaluation set", "ZorbQA's blind test
  set", "the Quux-7 test split") names the dataset the split belongs to
  (``SPLIT_SET_HEADS``); a kind of data ("two ID test sets", "an IID test set", "the fMRI
  training set") or a size ("the Web-scale training set") names none.
"""
from __future__ import annotations

import pytest

from kg.records import Paper


def _mentions(ex, text):
    return list(ex.extract_many([Paper(id="t", abstract=text, title=None, source="t")]))[0].mentions


def _datasets(ex, text):
    return {m.text for m in _mentions(ex, text) if m.type == "Dataset"}


@pytest.mark.parametrize("text, name", [
    ("Our system reaches a BLEU score of 30.2, as measured on the public PlonkST-3 evaluation set.", "PlonkST-3"),
    ("We use ZorbQA's blind test set to evaluate a fully tuned model.", "ZorbQA"),
    ("The gains hold on the Quux-7 test split as well.", "Quux-7"),
])
def test_name_before_a_split_is_its_dataset(ex, text, name):
    assert name in _datasets(ex, text)


@pytest.mark.parametrize("text", [
    "We control for the accuracy on multiple ID test sets that cover the training distribution.",
    "We augment an IID test set with a suite of edited images.",
    "The error falls when we scale the size of the fMRI training set.",
    "Due to the highly imbalanced Web-scale training set, the models are skewed.",
])
def test_kind_of_data_before_a_split_is_no_dataset(ex, text):
    assert not _datasets(ex, text)
