"""Datasets, session 31 (kg/extract/roles_datasets.py, roles_proposals.py). Every sentence is
written for these tests; the made-up names ("ZorbSet", "Plonk") are in no gold file.

* A name sized by a count of thousands or millions ("ZorbSet-300K", "Plonk-10M") is a
  dataset, never a method, unless a model family heads it ("Pythia-410M", "FooViT-400m")
  or it holds a size in billions (``COUNTED_DATA_NAMES``).
* An item of a counted announced list may open with a number before a capitalised plural
  ("two benchmarks, Zorbel and 40 Plonks"; ``NUMBERED_LIST_NAMES``).
* "the <NAME> benchmarks" with a name in capitals that is no generic abbreviation is a
  dataset ("the ZORB benchmarks"; ``DEFINITE_PLURAL_SUITES``).
* A proposed name whose words before "for" end in a data head is a benchmark ("the Zorb
  Datasets for Offline RL (ZD-RL)"; ``PURPOSE_NAMED_BENCHMARKS``).
"""
from __future__ import annotations

from kg.records import Paper


def _mentions(ex, text):
    return list(ex.extract_many([Paper(id="t", abstract=text, title=None, source="t")]))[0].mentions


def _typed(ex, text, etype):
    return {m.text for m in _mentions(ex, text) if m.type == etype}


def test_count_sized_name_is_a_dataset(extractor):
    text = "We propose QuuxNet. Experiments on CIFAR-10 with ZorbSet-300K and Plonk-10M show gains."
    assert {"ZorbSet-300K", "Plonk-10M"} <= _typed(extractor, text, "Dataset")
    assert not {"ZorbSet-300K", "Plonk-10M"} & _typed(extractor, text, "Method")


def test_count_sized_model_name_is_no_dataset(extractor):
    text = "We propose QuuxNet. We fine-tune Pythia-410M and FooViT-400m on our toy data."
    assert not {"Pythia-410M", "FooViT-400m"} & _typed(extractor, text, "Dataset")


def test_counted_list_item_may_open_with_a_number(extractor):
    text = ("We propose QuuxNet for toy segmentation. It improves toy segmentation on two standard "
            "benchmarks, Zorbel and 40 Plonks.")
    assert {"Zorbel", "40 Plonks"} <= _typed(extractor, text, "Dataset")
    # without a counted announcing noun the number opens no name
    assert "40 Plonks" not in _typed(extractor, "We propose QuuxNet. It uses 40 Plonks and Zorbel.", "Dataset")


def test_datasets_for_a_purpose_are_a_benchmark(extractor):
    text = ("To assess QuuxNet, we construct the Noisy Zorb Datasets for Offline RL (NZD-RL), where "
            "the data are collected by a random policy.")
    bench = {m.text for m in _mentions(extractor, text) if m.type == "Dataset" and m.role == "benchmark"}
    assert "NZD-RL" in bench
    text = "We propose the Zorb Network for Offline RL (ZN-RL), which learns fast."
    assert "ZN-RL" in {m.text for m in _mentions(extractor, text) if m.role == "proposed"}


def test_definite_plural_suite_name_is_a_dataset(extractor):
    text = "We propose QuuxNet. Empirical evaluations on the ZORB benchmarks demonstrate its better capacity."
    assert "ZORB" in _typed(extractor, text, "Dataset")
    # a generic abbreviation or an indefinite plural names a kind of data
    text = "We propose QuuxNet. We evaluate it on the OOD benchmarks and on two fMRI datasets."
    assert not {"OOD", "fMRI"} & _typed(extractor, text, "Dataset")
