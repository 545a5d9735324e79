"""Entity types, session 45 (types45): names a dataset gazetteer knows that the abstract lists
as examples of a method class noun stay methods (kg/extract/roles_datasets.py,
:data:`~kg.extract.roles_datasets.LISTED_METHOD_HOMONYMS`). Every sentence is written for
these tests; "Zorb" names are made up, "DreamBooth", "TensorFlow" and "MuJoCo" are real
names the gazetteers know.
"""
from __future__ import annotations

import pytest

import kg.extract.roles_datasets as rd
from kg.records import Paper


def _types(ex, text):
    paper = Paper(id="t", abstract=text, title=None, source="t")
    return {(m.text, m.type) for m in list(ex.extract_many([paper]))[0].mentions}


PERSONALIZE = ("Customising image generators is slow. We speed up subject-driven tuning "
               "methods (such as Zorb Inversion or DreamBooth) by stopping early.")
FRAMEWORKS = ("Our bound is cheap to compute. It runs inside deep learning frameworks such as "
              "PyTorch and TensorFlow without custom kernels.")
TASKS = ("We propose ZorbRL for sparse rewards. ZorbRL beats strong baselines on hard tasks, "
         "such as MuJoCo with delayed rewards.")


@pytest.fixture
def homonyms_as_data(monkeypatch):
    """The behaviour before session 45 (the switch off)."""
    monkeypatch.setattr(rd, "LISTED_METHOD_HOMONYMS", False)


def test_example_of_method_noun_stays_a_method(extractor):
    found = _types(extractor, PERSONALIZE)
    assert ("DreamBooth", "Method") in found
    assert ("DreamBooth", "Dataset") not in found


def test_example_of_framework_noun_stays_a_method(extractor):
    found = _types(extractor, FRAMEWORKS)
    assert ("TensorFlow", "Method") in found
    assert ("TensorFlow", "Dataset") not in found


def test_example_of_task_noun_stays_a_dataset(extractor):
    assert ("MuJoCo", "Dataset") in _types(extractor, TASKS)


def test_dataset_head_still_reads_the_homonym_as_data(extractor):
    text = "We release ZorbEdit. We evaluate it on the DreamBooth dataset and on ImageNet."
    assert ("DreamBooth", "Dataset") in _types(extractor, text)


def test_name_before_the_item_noun_stays_a_dataset(extractor):
    text = ("Our test-time tuning helps many pre-trained models, such as ImageNet classifiers and "
            "Zorb labellers, on shifted inputs.")
    assert ("ImageNet", "Dataset") in _types(extractor, text)


def test_example_after_a_data_noun_stays_a_dataset(extractor):
    text = ("Label noise is common: datasets widely used to train zorb models, e.g. ImageNet, hold "
            "many wrong labels.")
    assert ("ImageNet", "Dataset") in _types(extractor, text)


def test_before_the_homonyms_were_datasets(extractor, homonyms_as_data):
    assert ("DreamBooth", "Dataset") in _types(extractor, PERSONALIZE)


# MEASURE_NAMES_NOT_DATA (kg/extract/roles_proposals.py): a coined measure is no benchmark

import kg.extract.roles_proposals as rp

DISPARITY = ("Given a dataset and a regressor, our search returns a subgroup in which one feature "
             "has a far larger *weight* than on the full dataset, which we call *zorb weight disparity* "
             "(ZWD). Across four datasets we find subgroups with large ZWD values.")


def test_coined_measure_is_a_proposed_method(extractor):
    found = _types(extractor, DISPARITY)
    assert ("zorb weight disparity", "Method") in found
    assert ("ZWD", "Method") in found
    assert not any(t == "Dataset" for _, t in found)


def test_before_the_measure_was_a_benchmark(extractor, monkeypatch):
    monkeypatch.setattr(rp, "MEASURE_NAMES_NOT_DATA", False)
    assert ("zorb weight disparity", "Dataset") in _types(extractor, DISPARITY)


# EDITION_NAMES (kg/extract/roles_datasets.py, roles_proposals.py): an edition number makes a dataset name

COMPETITION = ("We present ZorbProp, a bound propagation method for verifying networks. It verifies "
               "more properties than earlier tools, including a large network in Plonk-COMP 2022.")
CHALLENGE = ("We present ZorbChat, a language interface for behaviour analysis. We used the QuuxBe "
             "2021 tracking challenge tasks to benchmark ZorbChat and show strong results.")
RELEASE = ("We introduce a large chip-layout dataset, ZorbNet 3.1, which covers many designs. We also "
           "define learning tasks with ZorbNet 3.1 to show its value.")


def _typed(found, kind):
    return {t for t, k in found if k == kind}


def test_year_after_a_method_list_item_names_a_competition(extractor):
    found = _types(extractor, COMPETITION)
    assert ("Plonk-COMP 2022", "Dataset") in found
    assert "Plonk-COMP" not in _typed(found, "Method")


def test_year_after_a_method_cue_name_names_a_challenge(extractor):
    found = _types(extractor, CHALLENGE)
    assert ("QuuxBe 2021", "Dataset") in found
    assert "QuuxBe" not in _typed(found, "Method")


def test_release_number_is_part_of_a_proposed_benchmark(extractor):
    found = _types(extractor, RELEASE)
    assert ("ZorbNet 3.1", "Dataset") in found
    assert "ZorbNet" not in _typed(found, "Method") | _typed(found, "Dataset")


def test_venue_year_stays_no_dataset(extractor):
    text = ("We propose ZorbOpt, an optimiser. It improves on the ICML 2021 method of Plonk et al. "
            "on three image benchmarks.")
    assert not any(t.startswith("ICML") for t, _ in _types(extractor, text))


def test_before_the_editions_were_cut(extractor, monkeypatch):
    monkeypatch.setattr(rd, "EDITION_NAMES", False)
    assert ("Plonk-COMP", "Method") in _types(extractor, COMPETITION)
    assert ("ZorbNet", "Dataset") in _types(extractor, RELEASE)
