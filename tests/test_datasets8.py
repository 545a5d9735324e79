"""Dataset recall rules of proposals round 7 (kg.extract.roles_datasets): names bracketed with
a known dataset after any noun are datasets (``dataset-bracket-known``), and a name before
"games" / "environments" whose phrase Papers with Code lists as a task is a suite of
environments (``dataset-suite``). Every sentence is written for these tests."""
from __future__ import annotations

import pytest

from tests.factories import run


def _datasets(extractor, text: str) -> dict[str, str]:
    return {m.text: m.rule for m in run(extractor, text).mentions if m.type == "Dataset"}


@pytest.mark.parametrize("text, names", [
    # a known dataset beside an unknown one, after a singular task noun
    ("Experiments on open-domain QA (KestrelQA, NaturalQuestions) show that our retriever wins.",
     ["KestrelQA", "NaturalQuestions"]),
    ("We evaluate the probe on grade-school math (GSM8K and FrogMath) and report higher accuracy.",
     ["GSM8K", "FrogMath"]),
])
def test_names_bracketed_with_a_known_dataset_are_datasets(extractor, text, names):
    found = _datasets(extractor, text)
    for n in names:
        assert n in found, (n, found)


@pytest.mark.parametrize("text, absent", [
    # no known dataset in the bracket: nothing says data
    ("Experiments on open-domain QA (KestrelQA, UmbraQA) show that our retriever wins.", "KestrelQA"),
    # a pretrained model beside the dataset: no list of one class
    ("We evaluate our probe on reading tasks (GPT-4, NaturalQuestions) and report gains.", "GPT-4"),
    # outside a sentence that reports experiments
    ("Retrieval for open-domain QA (KestrelQA, NaturalQuestions) is hard.", "KestrelQA"),
])
def test_bracket_without_dataset_evidence_adds_nothing(extractor, text, absent):
    assert absent not in _datasets(extractor, text)


def test_a_suite_of_games_is_data(extractor):
    found = _datasets(extractor, "Our agent beats strong baselines on 26 Atari games with sticky actions.")
    assert found.get("Atari") == "dataset-suite", found


@pytest.mark.parametrize("text", [
    "We prove that our learner converges to an equilibrium in Markov games.",
    "We show that the leader wins in Stackelberg games with many followers.",
])
def test_a_class_of_games_is_no_data(extractor, text):
    assert _datasets(extractor, text) == {}


@pytest.mark.parametrize("text, names", [
    # examples of a database noun, outside a sentence that reports experiments
    ("Our retriever finds the matching photo even in huge databases like FrogPix-2M and KestrelArchive.",
     ["FrogPix-2M", "KestrelArchive"]),
    # a name before "database" and a name that ends in "Database"
    ("We fit the model to recordings from the KestrelDB database and the Umbra Cell Database.",
     ["KestrelDB", "Umbra Cell Database"]),
])
def test_names_of_databases_are_datasets(extractor, text, names):
    found = _datasets(extractor, text)
    for n in names:
        assert n in found, (n, found)


def test_another_size_of_a_known_sized_dataset_is_data(extractor):
    # "LAION-400M" is a Papers with Code dataset: "LAION-5B" is data, not a 5B-parameter model
    found = _datasets(extractor, "We pretrain the encoder on LAION-5B and report zero-shot accuracy on ImageNet.")
    assert "LAION-5B" in found, found


def test_a_checkpoint_size_still_makes_a_model(extractor):
    found = _datasets(extractor, "We fine-tune FrogLM-7B and KestrelLM-13B on ImageNet and report accuracy.")
    assert "FrogLM-7B" not in found and "KestrelLM-13B" not in found, found


@pytest.mark.parametrize("text, name", [
    ("The planner also transfers to FrogWeb, a real-world website benchmark with long tasks.", "FrogWeb"),
    ("Our agents play Kestrel, the standard benchmark for cooperative card play.", "Kestrel"),
    ("Starting from public videos, we obtain UmbraCam, a large-scale diverse dataset for camera tracking.",
     "UmbraCam"),
])
def test_a_dataset_appositive_makes_a_dataset(extractor, text, name):
    assert _datasets(extractor, text).get(name) == "dataset-appositive"


@pytest.mark.parametrize("text, name", [
    ("We propose FrogNet, a dataset-agnostic method for pruning.", "FrogNet"),
    ("We propose FrogNet, a benchmark model for retrieval.", "FrogNet"),
])
def test_a_modifier_appositive_makes_no_dataset(extractor, text, name):
    assert name not in _datasets(extractor, text)


def test_a_listed_name_with_a_version_keeps_the_list_going(extractor):
    found = _datasets(extractor, "Experiments on three benchmarks, including FrogVid 2019, FrogVid 2021, and "
                                 "KestrelSeg, show gains.")
    # a year after a dataset name is part of it (two editions are two datasets)
    assert {"FrogVid 2019", "FrogVid 2021", "KestrelSeg"} <= set(found), found
    # a one-word name takes its version
    found = _datasets(extractor, "Our experimental validations, in Frogger 4 and Lunar Kestrel, show that the "
                                 "agent explains its plans.")
    assert {"Frogger 4", "Lunar Kestrel"} <= set(found), found


def test_a_number_that_ends_the_list_is_no_version(extractor):
    found = _datasets(extractor, "We run experiments on FrogVid and KestrelSeg 12 times with different seeds.")
    assert "KestrelSeg 12" not in found, found
