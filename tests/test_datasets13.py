"""Dataset rules of session 13 (kg/extract/roles_datasets.py): a list of names after values
that holds a known metric names measures, not data."""
from __future__ import annotations

import pytest

from kg.extract import Extractor
from kg.records import Paper


@pytest.fixture(scope="module")
def ex():
    return Extractor()


def _mentions(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {(m.text, m.type) for m in e.mentions if m.type in ("Dataset", "Metric")}


def test_an_acronym_listed_with_a_known_metric_is_a_metric(ex):
    got = _mentions(ex, "FooDet outperforms the baseline method by 10.5% and 8.6% on NDS and mAP.")
    assert ("NDS", "Metric") in got and ("mAP", "Metric") in got
    assert not any(t == "Dataset" for _, t in got)


def test_a_dataset_list_with_no_known_metric_stays_datasets(ex):
    got = _mentions(ex, "FooDet outperforms the baseline method by 10.5% and 8.6% on KITTI and NuBench.")
    assert ("KITTI", "Dataset") in got and ("NuBench", "Dataset") in got


def test_a_known_dataset_keeps_a_mixed_list_out_of_the_metric_rule(ex):
    got = _mentions(ex, "BarNet gains 2.1% and 3.4% on COCO and mAP.")
    assert ("COCO", "Dataset") in got


def _datasets(ex, text):
    e = ex.extract(Paper(id="p", abstract=text, source="t"))
    return {m.text: m.rule for m in e.mentions if m.type == "Dataset"}


@pytest.mark.parametrize("text, pretraining, evaluation", [
    ("We pre-train our ViT on ImageNet-1K and evaluate it on ADE20K and COCO.",
     {"ImageNet-1K"}, {"ADE20K", "COCO"}),
    ("Our encoder, pre-trained on ImageNet-21K, is fine-tuned and evaluated on CIFAR-100.",
     {"ImageNet-21K"}, {"CIFAR-100"}),
    ("We use pretraining data from LAION-5B and report zero-shot results on ImageNet.",
     {"LAION-5B"}, {"ImageNet"}),
    ("Our model, pre-trained on CC12M and LAION-400M, is evaluated on MSCOCO.",
     {"CC12M", "LAION-400M"}, {"MSCOCO"}),
])
def test_pretraining_data_is_a_dataset_marked_as_pretraining(ex, text, pretraining, evaluation):
    got = _datasets(ex, text)
    assert {d for d, r in got.items() if r == "dataset-pretraining"} == pretraining
    assert evaluation <= {d for d, r in got.items() if r != "dataset-pretraining"}


@pytest.mark.parametrize("text, name", [
    ("We pre-train on ImageNet and evaluate on ImageNet and COCO.", "ImageNet"),  # also evaluated on
    ("We fine-tune pretrained models on GLUE and SQuAD.", "GLUE"),  # an adjective, then the test data
])
def test_a_dataset_also_used_for_evaluation_is_not_marked(ex, text, name):
    got = _datasets(ex, text)
    assert name in got and got[name] != "dataset-pretraining"


def test_the_pretraining_rule_reaches_the_link(ex):
    e = ex.extract(Paper(id="p", abstract="We pre-train our ViT on ImageNet-1K and evaluate it on ADE20K.", source="t"))
    rules = {l.tail: l.rule for l in e.links if l.tail_type == "Dataset"}
    assert rules["ImageNet-1K"] == "dataset-pretraining" and rules["ADE20K"] != "dataset-pretraining"


def test_the_subject_after_a_closed_fronted_list_is_no_dataset(ex):
    got = _datasets(ex, "On SVHN, STL-10 and Tiny-ImageNet, QuxNet achieves the best accuracy.")
    assert {"SVHN", "STL-10", "Tiny-ImageNet"} <= set(got) and "QuxNet" not in got


@pytest.mark.parametrize("text, names", [
    ("Our pool holds 3 billion image-text pairs from Open Crawl Web.", {"Open Crawl Web"}),
    ("We evaluate on 500 questions from MedQuiz-X and PubQuiz-Y.", {"MedQuiz-X", "PubQuiz-Y"}),
])
def test_names_after_data_items_from_are_datasets(ex, text, names):
    assert names <= set(_datasets(ex, text))


def test_from_after_a_non_data_noun_names_no_dataset(ex):
    assert "Open Crawl Web" not in _datasets(ex, "We learn the policy from Open Crawl Web.")


@pytest.mark.parametrize("text, name", [
    ("Sparse layers give +1.2% for a small GPT on the Open QA leaderboard.", "Open QA leaderboard"),
    ("Our merged model ranks first among 7B models on the Open QA Leaderboard.", "Open QA Leaderboard"),
])
def test_a_named_leaderboard_is_a_dataset(ex, text, name):
    assert name in _datasets(ex, text)


@pytest.mark.parametrize("text", [
    "The leaderboard and the source code are available online.",
    "Our model tops the SOTA leaderboard in two weeks.",
])
def test_an_unnamed_leaderboard_is_no_dataset(ex, text):
    assert not any("leaderboard" in d.lower() for d in _datasets(ex, text))
