"""Datasets and proposed benchmarks, session 22 (kg/extract/roles_datasets.py,
kg/extract/roles_proposals.py). Every sentence is written for these tests; the made-up names
("Zorbosumo", "Plonk income") are in no gold file.

Datasets:

* A name between "our" / "the" and "experiments" (one lower-case noun may come between)
  names the environment or data experimented on ("Our Zorbari experiments show ...",
  "Using the Zorbosumo competition experiments, ..."); not a model ("our GPT-4
  experiments"), nor before a technique noun ("the t-PLONK reduction experiment").
* In a counted list of data sets ("two real data sets - A and B"), an item may open with
  "the", end its name with one lower-case noun and close with "dataset": "Zorb costs and
  the Plonk income dataset" gives "Zorb costs" and "Plonk income".

Proposed benchmarks:

* "on a proposed Zorb SkillPlonk benchmark": a name after "a proposed" and before a data
  head is the paper's benchmark; so is an acronym-defined name after "the novel" and before
  a data head ("the novel Zorb-Plonk-Cartoon (ZPC) dataset introduced in this paper"), but
  not a task ("the novel view zorbing (NVZ) task").

Proposals:

* "and a <Title-Case ... Layer>" after a relative clause of the proposal ("X, that combines
  an A sublayer and a Zorb Transformer sublayer") is no second proposal.
"""
from __future__ import annotations

import pytest

from kg.records import Paper


def _mentions(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t")).mentions


def _datasets(ex, text):
    return {m.text for m in _mentions(ex, text) if m.type == "Dataset"}


@pytest.mark.parametrize("text, name", [
    ("Our Zorbari experiments show that these variants obtain higher scores than strong baselines.", "Zorbari"),
    ("Using the Zorbosumo competition experiments, we show that our attack is stealthier.", "Zorbosumo"),
])
def test_name_before_experiments_is_a_dataset(ex, text, name):
    assert name in _datasets(ex, text)


def test_model_before_experiments_is_no_dataset(ex):
    assert "GPT-4" not in _datasets(ex, "Our GPT-4 experiments show that these variants obtain equal scores.")


def test_counted_list_items_with_a_noun_and_a_head(ex):
    text = ("We evaluate this algorithm with experiments on synthetic data and on two real data sets — Zorb "
            "costs and the Plonk income dataset, both with intersecting groups.")
    assert {"Zorb costs", "Plonk income"} <= _datasets(ex, text)


def test_named_data_after_a_proposed_is_a_benchmark(ex):
    text = "We evaluate ZorbAgent against human players on a proposed Zorbcraft SkillPlonk benchmark."
    got = {m.text for m in _mentions(ex, text) if m.role == "benchmark"}
    assert "Zorbcraft SkillPlonk" in got


def test_part_in_a_relative_clause_is_no_second_proposal(ex):
    text = ("In this work, we propose a hybrid layer named Zorb-State Transformer (ZST), that internally combines "
            "an SSM sublayer for long contexts, and a Plonk Transformer sublayer for short ones.")
    got = {m.text for m in _mentions(ex, text) if m.role == "proposed"}
    assert "ZST" in got and "Plonk Transformer" not in got


def test_novel_named_dataset_is_a_benchmark(ex):
    text = ("Our framework achieves strong performance on the EPIC-Kitchens dataset and the novel "
            "Zorb-Plonk-Cartoon (ZPC) dataset introduced in this paper.")
    got = {m.text for m in _mentions(ex, text) if m.role == "benchmark"}
    assert {"ZPC", "Zorb-Plonk-Cartoon"} <= got


def test_novel_named_task_is_no_benchmark(ex):
    got = {m.text for m in _mentions(ex, "We study the novel view zorbing (NVZ) task on two datasets.")
           if m.role in ("benchmark", "proposed")}
    assert "NVZ" not in got


def test_technique_before_experiment_is_no_dataset(ex):
    assert "t-PLONK" not in _datasets(ex, "We could not reproduce the t-PLONK reduction experiment for the baseline.")
