"""Datasets, session 27 (kg/extract/roles_datasets.py). Every sentence is written for these
tests; the made-up names ("Zorbhome", "PlonkLane") are in no gold file.

* A name after a comma (or a colon) that closes a noun phrase headed by a singular data or
  environment noun is that dataset or environment ("in the simulated household environment,
  Zorbhome, and ...", "on the public benchmark, PlonkLane, demonstrate";
  ``APPOSITIVE_AFTER_DATA_NOUN``); not the subject after a fronted phrase ("On the Zorb
  benchmark, PlonkNet and QuuxNet fail").
* A noun with a nominal suffix ("equations") after a list of names is no mis-tagged verb
  before "that": the names modify it and stay out unless known (``NOMINAL_NOUNS_AFTER_LIST``).
* A possessive or "this" opens the noun phrase of a data noun before a name like an article
  ("our best dataset ZorbPile", ``POSSESSIVE_DATA_NOUN_OPENERS``); "database" is such a noun.
* A name whose only sign of a model is a size in billions ("ZorbComp-1B") is a dataset where a
  data noun announces it (``SIZED_DATA_NAMES``); a model family with a size stays a model.
* A list item written "Owner's Name" is the owned name (``OWNER_POSSESSIVE_ITEMS``).
* "<model> on <name>" pairs in a list are read pair by pair: the name after "on" is data, a
  name followed by "on" ends the list before it (``MODEL_ON_DATA_PAIRS``).
* A game or a simulator heads a data appositive too ("Zorb Quest, a popular fighting game",
  a bracketed short form read past; ``APPOSITIVE_GAME_NOUNS``); not "a game engine".
* Names coordinated before "tasks" / "domains" are suites or environments when one is a known
  dataset ("ZorbHack and Procgen tasks") or a known dataset follows "from" ("the Zorbdog and
  Plonkarm domains from the DeepMind Control Suite"; ``SUITE_MEMBER_LISTS``).
"""
from __future__ import annotations

import pytest

from kg.records import Paper


def _mentions(ex, text):
    return list(ex.extract_many([Paper(id="t", abstract=text, title=None, source="t")]))[0].mentions


def _datasets(ex, text):
    return {m.text for m in _mentions(ex, text) if m.type == "Dataset"}


def _methods(ex, text):
    return {m.text for m in _mentions(ex, text) if m.type == "Method"}


@pytest.mark.parametrize("text, names", [
    ("Our agent beats strong baselines in both the classical planning environment, Zorbcook, and the "
     "simulated household environment, Zorbhome.", {"Zorbcook", "Zorbhome"}),
    ("Extensive experiments on the public benchmark, PlonkLane, demonstrate the efficacy of our model.",
     {"PlonkLane"}),
    ("Finally, we show an application of our planner in an embodied environment, Zorbhome.", {"Zorbhome"}),
    ("We merge the two sources into an even larger dataset: ZorbPile-1M, with one million pairs.",
     {"ZorbPile-1M"}),
])
def test_name_after_data_noun_and_comma_is_a_dataset(ex, text, names):
    assert names <= _datasets(ex, text)


def test_subject_after_fronted_data_phrase_stays_out(ex):
    text = "On the popular benchmark, PlonkNet and QuuxNet fail to converge."
    assert not {"PlonkNet", "QuuxNet"} & _datasets(ex, text)


def test_name_after_data_noun_before_verb_is_no_appositive(ex):
    text = "We train on a new benchmark, PlonkNet achieves the best accuracy."
    assert not [m for m in _mentions(ex, text) if m.rule == "dataset-noun-appositive"]


def test_names_before_nominal_noun_and_that_stay_out(ex):
    text = ("We show through experiments on the Zorbin-Plonk, Quux-Blatt and Fribble-de Vries equations "
            "that the proposed model is robust to noise.")
    assert not _datasets(ex, text)


def test_names_before_verb_and_that_stay_datasets(ex):
    text = "Experiments on ZorbSet10 and PlonkSet demonstrate that our model is robust."
    assert {"ZorbSet10", "PlonkSet"} <= _datasets(ex, text)


@pytest.mark.parametrize("text, name", [
    ("Our best performing dataset ZorbPile-5B enables us to train strong models.", "ZorbPile-5B"),
    ("The labels come from the citizen science database eZorb, recorded in summer.", "eZorb"),
])
def test_possessive_or_database_before_name(ex, text, name):
    assert name in _datasets(ex, text)


def test_sized_names_announced_by_data_noun_are_datasets(ex):
    text = ("Our model outperforms larger models trained on other datasets such as ZorbPile-2B, "
            "PlonkComp-1B, or QuuxCorp's QuuxText.")
    ds = _datasets(ex, text)
    assert {"ZorbPile-2B", "PlonkComp-1B", "QuuxText"} <= ds
    assert "QuuxCorp" not in ds
    assert not {"ZorbPile-2B", "PlonkComp-1B"} & _methods(ex, text)


def test_model_family_with_size_stays_a_model(ex):
    text = "We fine-tune LLaMA-7B and OPT-13B on our instruction data."
    ms = _mentions(ex, text)
    assert {"LLaMA-7B", "OPT-13B"} <= {m.text for m in ms if m.type == "Method"}
    assert not {"LLaMA-7B", "OPT-13B"} & {m.text for m in ms if m.type == "Dataset"}


def test_owned_name_in_method_list(ex):
    text = "Aligned models are widely deployed, such as Zorbic's ZorbChat or Plonka's PlonkBot."
    ms = _methods(ex, text)
    assert {"ZorbChat", "PlonkBot"} <= ms
    assert not {"Zorbic", "Plonka"} & ms


def test_model_on_data_pairs_in_a_list(ex):
    text = ("Our optimizer improves training in a variety of tasks including graph neural network on ZorbMol-pcba, "
            "Transformer on a parsing dataset, and language modeling on PlonkText-4.")
    ms = _mentions(ex, text)
    ds = {m.text for m in ms if m.type == "Dataset"}
    assert {"ZorbMol-pcba", "PlonkText-4"} <= ds
    assert "Transformer" not in ds
    assert "ZorbMol-pcba" not in {m.text for m in ms if m.type == "Method"}


def test_model_followed_by_on_ends_the_data_list(ex):
    text = "We report speedups for ResNet-50 on ZorbNet-1K, QuuxRec on the Plonk click-log dataset, and more."
    ds = _datasets(ex, text)
    assert "ZorbNet-1K" in ds
    assert "QuuxRec" not in ds


@pytest.mark.parametrize("text, name", [
    ("Our agent has been deployed to Zorb Quest, a popular fighting game with millions of players.", "Zorb Quest"),
    ("The data is derived from Plonk of Kings, a recognized Multiplayer Online Battle Arena (MOBA) game.",
     "Plonk of Kings"),
    ("We test the planner in Quuxdrive, a data-driven driving simulator.", "Quuxdrive"),
])
def test_game_or_simulator_appositive_names_an_environment(ex, text, name):
    assert name in _datasets(ex, text)


def test_game_engine_appositive_stays_out(ex):
    text = "We render the scenes with the Zorb Engine, a powerful game engine for films."
    assert "Zorb Engine" not in _datasets(ex, text)


def test_coordinated_suites_before_tasks_with_a_known_one(ex):
    text = "Our agent learns new ZorbHack and Procgen tasks from a handful of demonstrations."
    assert {"ZorbHack", "Procgen"} <= _datasets(ex, text)


def test_coordinated_domains_from_a_known_suite(ex):
    text = "Our agent solves tasks in both the Zorbdog and Plonkarm domains from the DeepMind Control Suite."
    assert {"Zorbdog", "Plonkarm"} <= _datasets(ex, text)


@pytest.mark.parametrize("text", [
    "Following foundation models in the CV and NLP domains, we propose a new encoder.",
    "We study the Zorbish and Plonkish domains of the language.",
])
def test_coordinated_fields_before_domains_stay_out(ex, text):
    assert not _datasets(ex, text)


def test_method_list_before_on_keeps_its_last_name(ex):
    text = "We compare gradient estimators including ZORBFORCE and PLONKAX on discrete latent models."
    ms = {m.text: m for m in _mentions(ex, text)}
    assert ms["PLONKAX"].type == "Method" and ms["PLONKAX"].rule == "method-list"
