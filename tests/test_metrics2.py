"""Metric spans of kg.extract.roles_datasets on sentences written for these tests: words
that rate a value stay outside the metric; number formats are no precision metric."""
from __future__ import annotations

import pytest

from kg.extract import Extractor, load_nlp
from kg.records import Paper


@pytest.fixture(scope="module")
def extractor() -> Extractor:
    return Extractor(load_nlp())


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
