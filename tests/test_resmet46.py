"""Session 46 (resmet46): which dataset a numeric result was measured on.

* With several known datasets after a value, the one right after the value and "on"/"for"
  is where it was measured (kg.extract.results.datasets.ADJACENT_DATASET_WINS), unless that
  name opens a list or pair of names ("on A and B", "on A to B translation").
* A proper name right after a value and "for" that is no known dataset ends the scope of
  a known dataset named before the value (kg.extract.results.datasets.FOR_NAME_ENDS_SCOPE):
  in "61% for A, 59% for Zorb-faces" the 59% is not A's.

The sentences are written for these tests.
"""
from __future__ import annotations

import pytest

import kg.extract.results.datasets as D
from kg.records import Paper


def _datasets(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return [(r.value, r.dataset) for r in e.results]


ADJACENT = "Our detector lowers the false alarm rate by up to 18.2% on CIFAR-100 with SVHN as outlier data."


def test_the_dataset_right_after_the_value_wins(ex):
    assert _datasets(ex, ADJACENT) == [("18.2", "CIFAR-100")]


def test_adjacent_switch_off_leaves_no_dataset(ex, monkeypatch):
    monkeypatch.setattr(D, "ADJACENT_DATASET_WINS", False)
    assert _datasets(ex, ADJACENT) == [("18.2", None)]


@pytest.mark.parametrize("text", [
    "Our planner gives a 14% average gain in return on MuJoCo, Atari, and Procgen tasks.",
    "The index yields a 3x speedup on the MS MARCO and BEIR retrieval benchmarks.",
])
def test_a_value_before_a_list_of_datasets_gets_none(ex, text):
    assert [d for _, d in _datasets(ex, text)] == [None]


FOR_LIST = "The sampler saves 42% of compute for CIFAR-10, 55% for CelebA-HQ, 63% for Zorb-faces, and 70% for ImageNet."


def test_a_for_name_of_its_own_ends_the_previous_dataset(ex):
    assert _datasets(ex, FOR_LIST) == [("42", "CIFAR-10"), ("55", "CelebA-HQ"), ("63", None),
                                       ("70", "ImageNet")]


def test_for_name_switch_off_keeps_the_sibling_dataset(ex, monkeypatch):
    monkeypatch.setattr(D, "FOR_NAME_ENDS_SCOPE", False)
    assert ("63", "CelebA-HQ") in _datasets(ex, FOR_LIST)


def test_a_model_name_after_for_does_not_end_the_scope(ex):
    text = "The sampler saves 42% of compute for CIFAR-10, 55% for CelebA-HQ, and 63% for GPT-2 features."
    assert ("63", "CelebA-HQ") in _datasets(ex, text)
