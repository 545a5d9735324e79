"""Dataset and metric rules of round 8 (kg.extract.roles_datasets, kg.extract.lexicon): a year
after a dataset name is part of it ("KITTI 2015"), a first part cut off by a stray space after
its hyphen is part of the name ("MIMIC- CXR-VQA"), a versioned model run "on" a name makes it
evaluation data, "on A, the ..." starts a new clause, and an English word in capitals ("IT
IS fast") is no metric abbreviation. Every sentence is written for these tests."""
from __future__ import annotations

import pytest

from kg.extract.lexicon import shouted_word
from tests.factories import run


def _datasets(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.type == "Dataset"}


def _metrics(extractor, text: str) -> set[str]:
    return {m.text for m in run(extractor, text).mentions if m.type == "Metric"}


@pytest.mark.parametrize("text, names", [
    ("Experiments on FrogFlow 2015 and Kestrel show that our matcher lowers the error.", {"FrogFlow 2015", "Kestrel"}),
    ("We evaluate on the FrogSeg 2012 benchmark and report higher accuracy.", {"FrogSeg 2012"}),
])
def test_a_year_after_a_dataset_name_is_part_of_it(extractor, text, names):
    assert names <= _datasets(extractor, text)


def test_a_span_of_years_is_not_an_edition(extractor):
    found = _datasets(extractor, "Experiments on the FrogEHR database (2001-2012 stays) show gains in accuracy.")
    assert not any("2001" in d for d in found), found


def test_a_name_cut_by_a_stray_space_after_its_hyphen(extractor):
    found = _datasets(extractor, "We evaluate on FROGDB- KQA-VQA and HeronSQL, where our parser improves accuracy.")
    assert {"FROGDB- KQA-VQA", "HeronSQL"} <= found, found


def test_a_lower_case_word_cut_after_a_hyphen_is_not_joined(extractor):
    found = _datasets(extractor, "We test our model on the sim- ple FrogBench and HeronBench datasets.")
    assert not any(d.startswith("sim") for d in found), found


@pytest.mark.parametrize("text", [
    "It boosts Frog-7B on KestrelQA.",
    "FooLM lifts Vicuna v1.5 on KestrelQA.",
    "Applied to GPT-3.5 on KestrelQA, the prompt adds four points.",
])
def test_a_versioned_model_run_on_a_name_makes_it_data(extractor, text):
    assert "KestrelQA" in _datasets(extractor, text)


def test_a_model_family_without_version_is_not_enough(extractor):
    assert "KestrelNet" not in _datasets(extractor, "We build our adapter on LLaMA on KestrelNet weights.")


@pytest.mark.parametrize("word, before, after, shouted", [
    ("IS", "IT", "fast", True),
    ("IS", "THIS", "ALL", True),
    ("IS", "and", "by", False),
    ("IS", "an", "of", False),
    ("FID", "IT", "IS", False),
])
def test_shouted_word(word, before, after, shouted):
    assert shouted_word(word, before, after) is shouted


def test_a_capitalised_verb_is_no_metric(extractor):
    assert "IS" not in _metrics(extractor, "IT IS fast: FooGAN reaches an FID of 3.1 on the faces.")
    assert "IS" in _metrics(extractor, "FooGAN reaches an IS of 9.8 and an FID of 3.1 on the faces.")


@pytest.mark.parametrize("text, names", [
    ("Our tests bound the false alarm rate, edit distance, and token-level F1 of the tagger.",
     {"false alarm rate", "edit distance"}),
    ("The trade-off between storage ratio and reconstruction accuracy can be tuned.", {"storage ratio"}),
])
def test_measures_coordinated_with_a_metric_outside_in(extractor, text, names):
    assert names <= _metrics(extractor, text)


def test_a_learning_rate_beside_a_metric_is_no_metric(extractor):
    assert "learning rate" not in _metrics(extractor, "We tune the learning rate, the warmup ratio and accuracy targets.")


@pytest.mark.parametrize("text, name", [
    ("FooViT reaches a linear probing accuracy of 61.2% on the test split.", "linear probing accuracy"),
    ("The adapter lifts in-context learning accuracy on the held-out tasks.", "in-context learning accuracy"),
])
def test_an_activity_gerund_stays_in_the_metric(extractor, text, name):
    assert name in _metrics(extractor, text)


@pytest.mark.parametrize("text, name", [
    ("The student teacher using precision weighting wins.", "teacher using precision"),
    ("It keeps accuracy while increasing accuracy of the rare classes.", "increasing accuracy"),
])
def test_a_verb_in_ing_is_not_part_of_the_metric(extractor, text, name):
    assert name not in _metrics(extractor, text)


def test_a_dataset_name_is_no_modifier_of_a_metric(extractor):
    found = _metrics(extractor, "On FrogBench, FooNet improves the FrogBench zero-shot accuracy by 2.1%.")
    assert "zero-shot accuracy" in found and not any("FrogBench" in m for m in found), found


def test_an_activity_noun_inside_a_metric_phrase(extractor):
    assert "attribute inference accuracy" in _metrics(
        extractor, "Prior attacks reach high attribute inference accuracy on the shadow models.")


@pytest.mark.parametrize("text, name", [
    ("The selection rule minimizes the false alarm rate on the held-out streams.", "false alarm rate"),
    ("The planner reaches a higher task completion rate than the greedy agent.", "task completion rate"),
])
def test_a_rate_after_a_verb_of_change_or_a_comparative(extractor, text, name):
    assert name in _metrics(extractor, text)


@pytest.mark.parametrize("text", [
    "We increase the learning rate and reduce the sampling rate of the sensor.",
    "Averaging raises the signal-to-noise ratio of the gradients.",
])
def test_a_setting_rate_is_no_metric(extractor, text):
    assert not any(m.endswith(("rate", "ratio")) for m in _metrics(extractor, text))
