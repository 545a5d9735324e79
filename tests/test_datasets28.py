"""Datasets, session 28 (kg/extract/roles_datasets.py). Every sentence is written for these
tests; the made-up names ("ZorbQA", "PlonkST-3") are in no gold file.

* A name before a split of data ("the public PlonkST-3 evaluation set", "ZorbQA's blind test
  set", "the Quux-7 test split") names the dataset the split belongs to
  (``SPLIT_SET_HEADS``); a kind of data ("two ID test sets", "an IID test set", "the fMRI
  training set") or a size ("the Web-scale training set") names none.
* A stem shared by four or more known dataset names ("CIFAR", "MIMIC"), a hyphen and a
  count, a version or a short capital variant is a known dataset's variant ("CIFAR-5m",
  "MIMIC-IV"; ``DATASET_FAMILY_VARIANTS``); a model family's size ("ResNet-18") and a stem
  of fewer known names ("COVID-19") are not.
* A name ending in "@" and a rank cutoff ("Recall@K", "BLEU@4") is a measure, never a
  dataset (``CUTOFF_MEASURES``).
* A proposed name that no word near its cue describes is a benchmark when another sentence
  calls it data ("ZorbEval is a diverse question-answering benchmark", "ZorbChat, a dataset
  of ..."; roles_proposals ``DATA_PREDICATED_ELSEWHERE``, a check the proposal rule calls);
  "a dataset pruning method" is a method. So is one that the abstract trains or tests on
  ("models trained on ZorbMix", "experiments are conducted on ZorbFront"), not one that
  experiments are "based on".
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


@pytest.mark.parametrize("text, name", [
    ("For simple tasks such as CIFAR-5m the curves agree throughout training.", "CIFAR-5m"),
    ("The queries come from a refashioned copy (MIMIC-IV) of the records.", "MIMIC-IV"),
    ("The sampler reaches an FID of 1.76 in class-conditional ImageNet-64.", "ImageNet-64"),
])
def test_variant_of_a_known_dataset_family_is_a_dataset(ex, text, name):
    assert name in _datasets(ex, text)


def test_family_stems_are_shared_name_shaped_stems():
    from kg.extract.gazetteer import dataset_family_stems
    stems = dataset_family_stems()
    assert {"CIFAR", "ImageNet", "MNIST", "MIMIC"} <= stems
    assert not {"NExT", "SEED", "COVID", "Multi"} & stems


def test_model_sized_name_and_unrelated_stem_stay_out(ex):
    text = "We fine-tune ResNet-18 on CIFAR-10 and report the spread of COVID-19 cases."
    ds = _datasets(ex, text)
    assert "CIFAR-10" in ds
    assert not {"ResNet-18", "COVID-19"} & ds


@pytest.mark.parametrize("text, name", [
    ("Our estimator beats the baselines by 4% on Recall@K and 8% on set size.", "Recall@K"),
    ("The captioner doubles the score of prior work on BLEU@4.", "BLEU@4"),
])
def test_measure_at_a_cutoff_is_no_dataset(ex, text, name):
    assert name not in _datasets(ex, text)


def test_proposal_called_data_in_another_sentence_is_a_benchmark(ex):
    text = ("We introduce ZorbEval and ZorbChat. ZorbEval is a diverse question-answering benchmark "
            "consisting of questions about long textbook chapters. We also create ZorbChat, a dataset "
            "of 80,000 synthetic dialogues.")
    ms = _mentions(ex, text)
    assert {"ZorbEval", "ZorbChat"} <= {m.text for m in ms if m.type == "Dataset" and m.role == "benchmark"}
    assert not {"ZorbEval", "ZorbChat"} & {m.text for m in ms if m.type == "Method"}


def test_proposal_called_a_data_method_stays_a_method(ex):
    text = "We propose ZorbPrune. ZorbPrune is a dataset pruning method that keeps the hardest samples."
    ms = _mentions(ex, text)
    assert "ZorbPrune" in {m.text for m in ms if m.type == "Method" and m.role == "proposed"}
    assert "ZorbPrune" not in {m.text for m in ms if m.type == "Dataset"}


def test_fronted_phrase_before_a_data_phrase_is_no_appositive(ex):
    text = ("This paper proposes an approach called ZorbBack. To train ZorbBack, a new dataset called "
            "PlonkBack containing 120,286 samples is created.")
    ms = _mentions(ex, text)
    assert "ZorbBack" not in {m.text for m in ms if m.type == "Dataset"}


@pytest.mark.parametrize("text, name", [
    ("We build ZorbMix. Language models trained on ZorbMix follow instructions better.", "ZorbMix"),
    ("We construct ZorbFront. Extensive experiments are conducted on ZorbFront, where PlonkNet wins.", "ZorbFront"),
])
def test_proposal_trained_or_tested_on_is_a_benchmark(ex, text, name):
    ms = _mentions(ex, text)
    assert name in {m.text for m in ms if m.type == "Dataset" and m.role == "benchmark"}


@pytest.mark.parametrize("text", [
    "We propose ZorbIC. Experiments based on ZorbIC demonstrate large gains.",
    "We propose ZorbNet, a novel model. We evaluate ZorbNet on three benchmarks.",
])
def test_proposal_built_on_or_evaluated_stays_a_method(ex, text):
    ms = _mentions(ex, text)
    name = text.split()[2].rstrip(".,")
    assert name in {m.text for m in ms if m.type == "Method" and m.role == "proposed"}


def test_proposal_heading_a_data_noun_elsewhere_is_a_benchmark(ex):
    title = "Zorb9: A Hamiltonian Prediction Suite for Small Molecules"
    text = ("In this work, we generate a new Quantum Zorb dataset, named as Zorb9, to provide matrices for "
            "2,399 trajectories. Both the Zorb9 dataset and the baseline models are released to the community.")
    ms = list(ex.extract_many([Paper(id="t", abstract=text, title=title, source="t")]))[0].mentions
    assert "Zorb9" in {m.text for m in ms if m.type == "Dataset" and m.role == "benchmark"}
    assert "Zorb9" not in {m.text for m in ms if m.type == "Method"}


@pytest.mark.parametrize("text, name", [
    ("We introduce ZORB-400, a manually audited, general domain 3T token monolingual dataset based on "
     "public crawls, spanning 419 languages.", "ZORB-400"),
    # (the release number is part of the name since session 45, EDITION_NAMES)
    ("To train the recognizer, we introduce the PlonkSign ASL v1.0 dataset that collects 250 signs.",
     "PlonkSign ASL v1.0"),
])
def test_proposal_with_long_data_appositive_or_versioned_head_is_a_benchmark(ex, text, name):
    ms = _mentions(ex, text)
    assert name in {m.text for m in ms if m.type == "Dataset" and m.role == "benchmark"}
    assert name not in {m.text for m in ms if m.type == "Method"}


def test_proposal_with_method_noun_before_a_data_noun_stays_a_method(ex):
    text = "We introduce ZorbPrune, a simple pruning method, robust across every dataset we tried."
    ms = _mentions(ex, text)
    assert "ZorbPrune" in {m.text for m in ms if m.type == "Method" and m.role == "proposed"}


def test_long_form_opening_with_a_data_noun_is_a_benchmark(ex):
    text = ("We build driving simulators and the matching Datasets with Diverse Driving Demonstrations for "
            "Motion Learning (D4ML), made to test how models learn varied behavior.")
    ms = _mentions(ex, text)
    assert "D4ML" in {m.text for m in ms if m.type == "Dataset" and m.role == "benchmark"}
    assert "D4ML" not in {m.text for m in ms if m.type == "Method"}
