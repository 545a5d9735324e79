"""Datasets, session 25 (kg/extract/roles_datasets.py). Every sentence is written for these
tests; the made-up names ("ZorbMol-2", "Plonk-1x") are in no gold file.

* A name list that a method class noun before it would make methods ("systems from A, B
  and C") is a list of datasets when one name is a known dataset and none a known method
  (``DATA_LISTS_OF_ONE_CLASS``).
* A "v" and a version number after a dataset's name are part of it ("Zorb-Kinetics v2"),
  also before a data head ("the ZorbDepth v2 dataset") (``NAMED_V_VERSIONS``).
* A comma before "and" / "or" joins names like "and" alone, so a plural data noun after the
  list is shared by all of them ("the ZorbQA, PlonkQA, and ZQB datasets";
  ``OXFORD_COMMA_LISTS``), and a short upper-case name before the plural is vouched for by
  a partner shaped as a dataset's name ("Zorb2Sql, and ZQB datasets";
  ``SHAPED_PLURAL_PARTNERS``); field words stay out ("CV and NLP benchmarks").
* A named simulator an agent is evaluated in is a dataset (an environment): "experiments in
  the Zorbsim driving simulator", "on the ZorbWorld suite and PlonkSim simulator"; not one
  that data is "based on" (``SIMULATOR_TEST_BEDS``).
* Examples of "state-of-the-art benchmarks" are rival methods ("in comparison with
  state-of-the-art benchmarks, including ZPO-IPO and PLPO"; ``RIVAL_BENCHMARKS``).
"""
from __future__ import annotations

import pytest

from kg.records import Paper


def _mentions(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t")).mentions


def _datasets(ex, text):
    return {m.text for m in _mentions(ex, text) if m.type == "Dataset"}


def test_list_with_known_dataset_after_systems_is_data(ex):
    text = "Our pre-training set holds about 90M systems from QM9, ZorbMol-2, and Plonk-1x."
    assert {"QM9", "ZorbMol-2", "Plonk-1x"} <= _datasets(ex, text)


def test_list_with_model_after_systems_stays_methods(ex):
    text = "We compare against systems from QM9 authors, namely ZorbMol-2 and GPT-4."
    assert "GPT-4" not in _datasets(ex, text)


@pytest.mark.parametrize("text, name", [
    ("Evaluations on ZorbAct-51, PlonkAct-101 and Zorb-Kinetics v2 demonstrate that our model wins.",
     "Zorb-Kinetics v2"),
    ("Results on the ZorbDepth v2 dataset show clear gains.", "ZorbDepth v2"),
    ("Experiments on ZorbDepth V2 and PlonkSeg confirm the gains.", "ZorbDepth V2"),
])
def test_v_version_is_part_of_dataset_name(ex, text, name):
    assert name in _datasets(ex, text)


def test_oxford_comma_list_shares_plural_data_noun(ex):
    text = "We evaluate our retriever on the ZorbQA, PlonkQA, and ZQB datasets."
    assert {"ZorbQA", "PlonkQA", "ZQB"} <= _datasets(ex, text)


def test_shaped_partner_vouches_for_short_upper_case_name(ex):
    text = "We draw tasks from the static Zorb2Sql, Plonk, and ZQB datasets."
    assert "ZQB" in _datasets(ex, text)


def test_field_abbreviations_before_plural_stay_out(ex):
    assert not _datasets(ex, "We evaluate the approach on CV and NLP benchmarks.")


def test_state_of_the_art_benchmarks_list_rivals(ex):
    text = ("In comparison with state-of-the-art benchmarks, including ZPO-IPO, PLPO, and ZRPO, we "
            "verify that our policy offers a good trade-off.")
    ms = _mentions(ex, text)
    assert not {"ZPO-IPO", "PLPO", "ZRPO"} & {m.text for m in ms if m.type == "Dataset"}
    assert {"ZPO-IPO", "PLPO", "ZRPO"} <= {m.text for m in ms if m.type == "Method"}


@pytest.mark.parametrize("text, name", [
    ("Experiments in the Zorbsim driving simulator demonstrate that our policy transfers.", "Zorbsim"),
    ("We evaluate our agent in the PlonkSim simulator and report higher success rates.", "PlonkSim"),
])
def test_simulator_evaluated_in_is_dataset(ex, text, name):
    assert name in _datasets(ex, text)


def test_simulator_data_is_based_on_stays_out(ex):
    text = "We collect 90k episodes based on the PlonkSim simulator and evaluate our planner on them."
    assert "PlonkSim" not in _datasets(ex, text)
