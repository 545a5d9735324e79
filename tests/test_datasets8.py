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
