"""Session 31 result rules (kg/extract/results/find.py): a multiplier that only compares sizes
("100x larger than what was studied before") is no result. Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _extract(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t"))


@pytest.mark.parametrize("sentence", [
    "Our study covers networks with billions of weights, up to 100x larger than those analysed in earlier work.",
    "With retrieval, a compact transformer closes most of the gap to a model more than 12 times larger.",
    "The surrogate generalizes to simulated systems three orders of magnitude larger and to unseen temperatures.",
])
def test_a_size_compared_is_no_result(ex, sentence):
    assert not _extract(ex, sentence).results


def test_a_multiplier_of_speed_stays_a_result(ex):
    e = _extract(ex, "The compiled sampler runs 40x faster than the reference implementation.")
    assert [(r.value, r.unit) for r in e.results] == [("40", "x")]


def test_the_number_of_things_in_terms_of_is_the_measure(ex):
    e = _extract(ex, "The distilled retriever stays within 1% of the teacher while being 12x smaller "
                     "in terms of the number of trainable weights.")
    assert ("12", "number of trainable weights") in [(r.value, r.metric) for r in e.results]


def test_the_number_of_things_in_a_terms_of_list_is_a_metric(ex):
    e = _extract(ex, "The sparse mixer is more efficient than dense baselines in terms of the number of "
                     "parameters and training time.")
    ms = {m.text for m in e.mentions if m.type == "Metric"}
    assert {"number of parameters", "training time"} <= ms


def test_regarding_after_a_comparison_lists_measures(ex):
    e = _extract(ex, "Listeners rate our vocoder better than prior systems regarding naturalness, "
                     "speaker similarity, and synthesis speed.")
    ms = {m.text for m in e.mentions if m.type == "Metric"}
    assert {"naturalness", "speaker similarity", "synthesis speed"} <= ms


def test_regarding_without_a_comparison_names_no_measure(ex):
    e = _extract(ex, "Open questions remain regarding the convergence of federated training.")
    assert not {m.text for m in e.mentions if m.type == "Metric"}


def test_seconds_glued_to_a_decimal_are_a_time(ex):
    e = _extract(ex, "The distilled policy reaches a planning time of 0.35s on the legged robot and 1.25s "
                     "on the manipulator.")
    assert [(r.value, r.unit, r.metric) for r in e.results] == [
        ("0.35", "s", "planning time"), ("1.25", "s", "planning time")]


def test_a_decade_or_an_integer_with_s_is_no_time():
    from kg.extract.results import find_numbers
    assert [(n.value, n.unit) for n in find_numbers("Since the 1990s, 3s and 4s were the norm.")] == []


def test_a_plural_speed_with_a_modifier_names_the_measure(ex):
    e = _extract(ex, "The parallel sampler gives decoding speeds of 0.8s per image on one GPU.")
    assert [(r.value, r.unit, r.metric) for r in e.results] == [("0.8", "s", "decoding speeds")]


def test_regarding_in_another_clause_than_the_comparison_names_no_measure(ex):
    e = _extract(ex, "We extend state-of-the-art probing tools to new encoders; we also derive guarantees "
                     "regarding the optimality of such tools.")
    assert "optimality" not in {m.text for m in e.mentions if m.type == "Metric"}


def test_a_capitalised_name_defined_by_a_metric_acronym_gives_the_acronym(ex):
    e = _extract(ex, "Our hand tracker lifts the baseline, adding 6.4% Average Percentage of Correct Keypoints "
                     "(A-PCK) on the egocentric split.")
    assert [(r.value, r.metric) for r in e.results] == [("6.4", "A-PCK")]


def test_a_capitalised_dataset_name_after_a_value_is_no_metric(ex):
    e = _extract(ex, "The fusion model gains 3.2% on Kinetics Sounds (KS) over the audio-only baseline.")
    assert all(r.metric != "KS" for r in e.results)


@pytest.mark.parametrize("sentence, kept", [
    ("The pruned reader gains 12.5% F1 over earlier pruning methods under a high sparsity of 70% on the QA benchmark.",
     ("12.5", "F1")),
    ("Our scheduler gives 1.4x lower tail latency at 88% iso-accuracy on the vision suite.",
     ("1.4", "tail latency")),
])
def test_a_value_under_or_at_which_another_is_stated_is_no_result(ex, sentence, kept):
    got = [(r.value, r.metric) for r in _extract(ex, sentence).results]
    assert got == [kept]


def test_at_least_keeps_the_value(ex):
    e = _extract(ex, "The sampler is faster than all baselines by at least 23% on every task.")
    assert [r.value for r in e.results] == ["23"]


def test_at_a_metric_before_the_value_stays_an_outcome(ex):
    e = _extract(ex, "The planner solves 30 assembly tasks at success rates of over 85% from raw pixels.")
    assert ("85", "success rates") in [(r.value, r.metric) for r in e.results]
