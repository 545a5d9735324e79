"""Datasets of round 18, second helper (kg/extract/roles_datasets.py). Every sentence is
written for these tests; the made-up names ("Zorblet", "Plonk Set") are in no gold file.

* A name coordinated with a known dataset found as one ("we use Animals-10 and Zorblet
  for training") is a dataset too (rule dataset-coordinated), though no cue word stands
  before the list; a model name, a known method or a name another rule typed stays as it is.
"""
from __future__ import annotations

import pytest

from kg.records import Paper


def _typed(ex, text, etype):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {m.text for m in e.mentions if m.type == etype}


def test_known_dataset_vouches_for_name_after_it(ex):
    got = _typed(ex, "We propose FooNet, a classifier for images. We use Animals-10 and Zorblet for "
                     "training FooNet.", "Dataset")
    assert got == {"Animals-10", "Zorblet"}


def test_known_dataset_vouches_for_names_in_a_comma_list(ex):
    got = _typed(ex, "We propose FooNet, a face model. We use AgeDB-30, Plonk Set and Zorblet-7 for "
                     "training FooNet.", "Dataset")
    assert got == {"AgeDB-30", "Plonk Set", "Zorblet-7"}


def test_model_name_coordinated_with_dataset_is_no_dataset(ex):
    text = "We propose FooNet, a classifier for images. We use Animals-10 and ResNet-50 for training FooNet."
    assert _typed(ex, text, "Dataset") == {"Animals-10"}
    assert "ResNet-50" in _typed(ex, text, "Method")


def test_known_method_coordinated_with_dataset_is_no_dataset(ex):
    got = _typed(ex, "We propose FooNet, a classifier for images. We use Animals-10 and Adam for "
                     "training FooNet.", "Dataset")
    assert got == {"Animals-10"}


def test_name_not_coordinated_with_dataset_is_no_dataset(ex):
    got = _typed(ex, "We propose FooNet, a classifier for images. We use Animals-10 with Zorblet for "
                     "training FooNet.", "Dataset")
    assert got == {"Animals-10"}


def test_end_of_a_cut_name_is_no_dataset(ex):
    got = _typed(ex, "We propose FooNet, a regression model. We use trip records of New Zorbville City and "
                     "Animals-10 for training FooNet.", "Dataset")
    assert not any("Zorbville" in g for g in got)


def test_coordinated_measure_name_is_no_dataset(ex):
    got = _typed(ex, "We propose FooNet, a classifier for images. We use Animals-10 and Zorb-Score for "
                     "training FooNet.", "Dataset")
    assert got == {"Animals-10"}


@pytest.mark.parametrize("text", [
    "On Animals-10, AgeDB-30 and Zorblet-7, QuxNet achieves the best accuracy.",
    "On Animals-10, QuxNet achieves the best accuracy.",
])
def test_main_clause_subject_after_list_is_no_dataset(ex, text):
    assert "QuxNet" not in _typed(ex, text, "Dataset")


def test_bracketed_examples_without_use_are_not_vouched_for(ex):
    got = _typed(ex, "Image classification (Zorblet, Animals-10) is hard.", "Dataset")
    assert "Zorblet" not in got


def test_bracketed_names_in_an_experiment_sentence_are_vouched_for(ex):
    got = _typed(ex, "We propose FooNet, a classifier for images. We evaluate FooNet on four image "
                     "benchmarks (Zorblet, Animals-10, Plonk Set) and report gains.", "Dataset")
    assert {"Zorblet", "Animals-10", "Plonk Set"} <= got
