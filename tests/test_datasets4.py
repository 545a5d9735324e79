"""Dataset rules of session 5 in kg.extract.roles_datasets, on sentences written for these
tests: names coordinated before a plural dataset noun, and "based on" / "built on" that
name a foundation rather than evaluation data."""
from __future__ import annotations

from tests.factories import typed


def test_names_coordinated_before_a_plural_dataset_noun_are_datasets(extractor):
    found = typed(extractor, "For fenScenes and fenImages datasets, BrookNet improves accuracy by 3%.")
    assert {"fenScenes", "fenImages"} <= found.get("Dataset", set())


def test_three_names_before_benchmarks(extractor):
    found = typed(extractor, "Experiments on the MarshQA, FenQA and BogQA benchmarks show gains.")
    assert {"MarshQA", "FenQA", "BogQA"} <= found.get("Dataset", set())


def test_based_on_names_a_foundation_not_a_dataset(extractor):
    found = typed(extractor, "Unlike baselines, which are based on HOLTS, our approach learns faster in experiments.")
    assert "HOLTS" not in found.get("Dataset", set())


def test_data_based_on_a_name_is_still_a_dataset(extractor):
    found = typed(extractor, "We evaluate on repair tasks based on FenCode and MarshCode in our experiments.")
    assert {"FenCode", "MarshCode"} <= found.get("Dataset", set())


def test_names_in_brackets_after_a_plural_data_noun_are_datasets(extractor):
    found = typed(extractor, "We evaluate BrookNet across three control domains (Fenworld, Marshland, BGQ) and report gains.")
    assert {"Fenworld", "Marshland", "BGQ"} <= found.get("Dataset", set())
    found = typed(extractor, "Experiments on two reasoning tasks (i.e., FenQA and MarshQA) show gains.")
    assert {"FenQA", "MarshQA"} <= found.get("Dataset", set())


def test_names_in_brackets_after_other_nouns_are_not_datasets(extractor):
    found = typed(extractor, "Experiments show BrookNet beats strong methods (Fenworld, Marshland) on our data.")
    assert not {"Fenworld", "Marshland"} & found.get("Dataset", set())


def test_metric_word_before_a_greek_letter_is_a_bound_target(extractor):
    found = typed(extractor, "The solver needs O(1/ε) steps to reach accuracy ε for smooth losses.")
    assert "accuracy" not in found.get("Metric", set())
    found = typed(extractor, "The solver reaches high accuracy on FenQA in our experiments.")
    assert "accuracy" in found.get("Metric", set())
