"""Result rules of the second trial round in kg.extract.results: an amount after a verb of
saving or losing is a change ("saving more than 40% memory"), "at least" / "less than"
hedge a change after "by", the items of a bare list before a change word or after a "by"
change are changes too, hedges ("more than") do not set a direction, a dataset named in a
bracket after a generic phrase ("on a speech dataset (FooSpeech)") belongs to its clause,
and model families ("modern LLMs") or a dataset used as pretraining data ("FooNet
pretraining") are no result datasets. Every sentence is written for these tests."""
from __future__ import annotations

from tests.factories import run


def _changes(extractor, text: str) -> list[tuple]:
    return [(r.value, r.metric, r.change, r.direction) for r in run(extractor, text).results]


def _datasets(extractor, text: str) -> list[tuple]:
    return [(r.value, r.dataset) for r in run(extractor, text).results]


def test_saved_amount_is_a_decrease_not_a_score(extractor):
    assert _changes(extractor, "Our scheduler keeps the quality of dense attention while saving more "
                               "than 35% GPU memory.") == [("35", "GPU memory", True, "decrease")]


def test_sacrificed_amount_is_a_decrease(extractor):
    assert _changes(extractor, "The pruned tagger removes half of the weights, sacrificing less than "
                               "2% in accuracy.") == [("2", "accuracy", True, "decrease")]


def test_at_least_after_by_is_a_change(extractor):
    rows = _changes(extractor, "WaveNetX beats the recurrent baselines by at least 17% on MAE.")
    assert rows == [("17", "MAE", True, "improvement")]


def test_a_score_after_achieves_stays_a_score(extractor):
    rows = _changes(extractor, "WaveNetX achieves 91.3% accuracy on the noisy split.")
    assert rows == [("91.3", "accuracy", False, None)]


def test_listed_multipliers_share_the_change_word_and_its_direction(extractor):
    rows = _changes(extractor, "The student needs up to 6x, 3x and 11x less training compute than "
                               "the three teachers.")
    assert [(v, c, d) for v, _, c, d in rows] == [("6", True, "decrease"), ("3", True, "decrease"),
                                                  ("11", True, "decrease")]


def test_listed_values_after_by_are_changes(extractor):
    rows = _changes(extractor, "The tuned router beats greedy routing, random routing and static "
                               "routing by up to 7.5%, 12.1%, and 20.4%, respectively.")
    assert [(v, c) for v, _, c, _ in rows] == [("7.5", True), ("12.1", True), ("20.4", True)]


def test_reduction_hedged_by_more_than_is_a_decrease(extractor):
    rows = _changes(extractor, "The planner reduces the average travel time by more than 30%.")
    assert [(v, c, d) for v, _, c, d in rows] == [("30", True, "decrease")]


def test_dataset_in_a_bracket_after_a_generic_phrase(extractor):
    rows = _datasets(extractor, "QuillNet reaches 88.12% accuracy on an audio dataset (ESC-50) and "
                                "95.40% accuracy on a text dataset (SST-2).")
    assert rows == [("88.12", "ESC-50"), ("95.40", "SST-2")]


def test_dataset_used_as_pretraining_data_is_no_result_dataset(extractor):
    rows = _datasets(extractor, "Our distilled student needs 5x less compute than supervised ImageNet "
                                "pretraining.")
    assert rows == [("5", None)]


def test_model_family_after_across_is_no_result_dataset(extractor):
    rows = _datasets(extractor, "The new number format raises the average accuracy by 0.9% across "
                                "modern LLMs.")
    assert rows == [("0.9", None)]


def _owners(extractor, text: str) -> list[tuple]:
    return [(r.value, r.method) for r in run(extractor, text).results]


def test_a_coordinated_subject_gives_the_value_to_no_single_name(extractor):
    assert _owners(extractor, "A cascade of FooNet-Large and FooNet-Small yields a 2.4% gain in "
                              "accuracy over a single FooNet-Small.") == [("2.4", None)]


def test_a_single_name_subject_still_owns_the_value(extractor):
    assert _owners(extractor, "FooNet-Small yields a 2.4% gain in accuracy.") == [("2.4", "FooNet-Small")]


def test_a_clause_subject_after_comma_and_still_owns_the_value(extractor):
    assert _owners(extractor, "FooNet reaches 80.1% accuracy, and BarNet yields a 2.1% gain in accuracy.") \
        == [("80.1", "FooNet"), ("2.1", "BarNet")]


def test_a_value_measured_on_an_unknown_name_does_not_take_the_earlier_dataset(extractor):
    rows = _datasets(extractor, "Swapping the layers gives gains such as +2.7% for ResNet-50 on ImageNet "
                                "and +1.1% for a small decoder on the Quill Leaderboard.")
    # (a named leaderboard is a benchmark of its own: the value is measured on it)
    assert rows == [("+2.7", "ImageNet"), ("+1.1", "Quill Leaderboard")]


def test_the_same_dataset_spelt_in_another_case_is_kept(extractor):
    rows = _datasets(extractor, "Our filter ranks first on Imagenet, and beats the baseline filter by "
                                "5.5% on ImageNet.")
    assert [(v, d.lower() if d else d) for v, d in rows] == [("5.5", "imagenet")]


def test_a_change_noun_before_the_metric_makes_the_later_value_its_size(extractor):
    rows = _changes(extractor, "Against the plain sampler, the increase in certified accuracy given by "
                               "our noise is large, up to 5.3% on CIFAR-10.")
    assert rows == [("5.3", "certified accuracy", True, "increase")]


def test_a_change_noun_subject_with_a_copula(extractor):
    assert _changes(extractor, "The reduction in latency is 27%.") == [("27", "latency", True, "decrease")]


def test_a_change_noun_before_from_to_keeps_the_outcome_a_score(extractor):
    rows = _changes(extractor, "We observe a drop in accuracy from 80.2% to 70.1% under label shift.")
    assert rows == [("70.1", "accuracy", False, "decrease")]


def test_a_listed_multiplier_takes_the_change_word_after_the_list(extractor):
    rows = _changes(extractor, "The agent beats the planners by 2.5% and 3.9% while using 4x and 90x fewer "
                               "environment steps.")
    assert [(v, c, d) for v, _, c, d in rows] == [("2.5", True, "improvement"), ("3.9", True, "improvement"),
                                                  ("4", True, "decrease"), ("90", True, "decrease")]
