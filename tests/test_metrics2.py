"""Metric spans of kg.extract.roles_datasets on sentences written for these tests: words
that rate a value stay outside the metric; number formats are no precision metric."""
from __future__ import annotations

from kg.records import Paper


def metrics(extractor, text: str) -> set[str]:
    ex = extractor.extract(Paper(id="t", title="", abstract=text))
    return {m.text for m in ex.mentions if m.type == "Metric"}


def test_rating_adjectives_are_not_part_of_the_metric(extractor):
    found = metrics(extractor, "The probe gets near-perfect accuracy, decent recall and a remarkable F1 score.")
    assert found == {"accuracy", "recall", "F1 score"}


def test_rating_words_before_regret(extractor):
    found = metrics(extractor, "The bandit enjoys near-optimal regret and a tight regret bound.")
    assert found == {"regret"}


def test_a_verb_tagged_as_noun_is_not_part_of_the_metric(extractor):
    found = metrics(extractor, "The probe attains exact accuracy on every split.")
    assert not any(m.startswith("attains") for m in found)


def test_kinds_of_a_metric_keep_their_modifier(extractor):
    found = metrics(extractor, "The probe improves top-1 accuracy, robust accuracy and classification accuracy.")
    assert {"top-1 accuracy", "robust accuracy", "classification accuracy"} <= found


def test_number_formats_are_no_precision_metric(extractor):
    found = metrics(extractor, "Training runs in bfloat16 precision or mixed precision, and the probe "
                               "keeps its precision and recall.")
    assert found == {"precision", "recall"}


def test_a_metric_inside_a_hyphenated_adjective_is_no_metric(extractor):
    found = metrics(extractor, "The solver returns high-accuracy solutions quickly.")
    assert not found


def test_a_task_noun_before_a_metric_is_part_of_it(extractor):
    found = metrics(extractor, "The probe raises retrieval accuracy and detection accuracy.")
    assert {"retrieval accuracy", "detection accuracy"} <= found


def test_phrases_coordinated_with_a_metric_after_in_are_metrics(extractor):
    found = metrics(extractor, "The probe beats prior work in both top-1 accuracy and decoding latency, "
                               "and in terms of FID, memory footprint and the overall performance.")
    assert {"top-1 accuracy", "decoding latency", "FID", "memory footprint"} <= found
    assert "performance" not in found and "overall performance" not in found


def test_names_coordinated_with_a_metric_are_not_metrics(extractor):
    found = metrics(extractor, "The probe is evaluated on ImageNet and COCO in accuracy and on CIFAR-10.")
    assert found == {"accuracy"}


def test_full_precision_is_a_number_format(extractor):
    found = metrics(extractor, "We compare full-precision weights with the 4-bit precision ones.")
    assert not found


def test_comparatives_and_value_units_stay_outside_the_metric(extractor):
    found = metrics(extractor, "The probe yields greater accuracy, sub-linear regret, a 10-fold speedup "
                               "and faster training speed.")
    assert found == {"accuracy", "regret", "speedup", "training speed"}
