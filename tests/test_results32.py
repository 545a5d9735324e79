"""Session 32 metric and result rules. Sentences written for these tests."""
from __future__ import annotations

from kg.records import Paper


def _extract(ex, text):
    return ex.extract(Paper(id="p", abstract=text, source="t"))


def _pairs(e):
    return [(r.value, r.metric) for r in e.results]


def test_differences_of_slash_values_pair_with_slash_metrics(ex):
    e = _extract(ex, "On the SDD benchmark our planner improves on the strongest baseline, with relative "
                     "differences of 12.5%/20.1% and 8.3%/9.9% in ADE/FDE.")
    assert _pairs(e)[:4] == [("12.5", "ADE"), ("20.1", "FDE"), ("8.3", "ADE"), ("9.9", "FDE")]


def test_mean_and_median_rank_are_metrics(ex):
    e = _extract(ex, "Across the design tasks, our optimizer obtains the best mean rank 2.4 and median rank 3 "
                     "among twelve baselines.")
    assert {"mean rank", "median rank"} <= {m.text for m in e.mentions if m.type == "Metric"}
    assert ("2.4", "mean rank") in _pairs(e) and ("3", "median rank") in _pairs(e)


def test_metric_with_qualifier_that_is_higher_takes_the_values(ex):
    e = _extract(ex, "Our judge reaches a Kendall tau correlation with human ratings that is 40.2% and "
                     "12.5% higher than the standard overlap scores.")
    assert _pairs(e) == [("40.2", "Kendall tau correlation"), ("12.5", "Kendall tau correlation")]


def test_a_metric_clause_without_comparison_keeps_no_metric(ex):
    e = _extract(ex, "We report a Kendall tau correlation with human ratings that is 40% of the samples.")
    assert all(r.metric != "Kendall tau correlation" or r.value != "40" for r in e.results)


def test_correlation_with_another_measure_is_the_metric(ex):
    e = _extract(ex, "Our judge reaches a Kendall's tau correlation with human evaluations that is 30% and 12% "
                     "higher than BLEU.")
    assert _pairs(e) == [("30", "Kendall's tau correlation"), ("12", "Kendall's tau correlation")]


def test_the_length_of_plural_things_is_the_measure(ex):
    e = _extract(ex, "Pruning reduces the length of reasoning chains by 35% on GSM8K.")
    assert _pairs(e) == [("35", "length of reasoning chains")]
    assert "length of reasoning chains" in {m.text for m in e.mentions if m.type == "Metric"}


def test_the_length_of_a_singular_thing_stays_length(ex):
    e = _extract(ex, "We reduce the length of the context by 40%.")
    assert _pairs(e) == [("40", "length")]


def test_a_metric_that_changes_then_with_a_gain_of(ex):
    e = _extract(ex, "With our teacher, the student's top-1 accuracy consistently increases, with a gain of "
                     "up to 2.7%.")
    assert _pairs(e) == [("2.7", "top-1 accuracy")]
    e = _extract(ex, "The error rate drops, with a reduction of 12% on CIFAR-10.")
    assert _pairs(e) == [("12", "error rate")]


def test_the_number_of_things_needed_is_the_measure_not_its_goal(ex):
    e = _extract(ex, "Compared to uniform sampling, our sampler reduces the number of rollouts needed to reach "
                     "a given target accuracy by up to 45%.")
    assert _pairs(e) == [("45", "number of rollouts")]


def test_a_rank_cutoff_before_a_noun_is_no_metric(ex):
    e = _extract(ex, "Earlier defenses only consider top-1 attacks on image classifiers. We study a broader threat model.")
    assert not [m for m in e.mentions if m.type == "Metric"]


def test_a_rank_cutoff_before_plural_accuracies_is_one_metric(ex):
    e = _extract(ex, "On ImageNet our student reaches top-5 accuracies of 91.2 and 93.4 with fewer labels.")
    assert [m.text for m in e.mentions if m.type == "Metric"] == ["top-5 accuracies"]


def test_a_list_of_shortcomings_in_terms_of_is_no_list_of_metrics(ex):
    e = _extract(ex, "Public corpora for dialogue have limitations in terms of topic diversity, speaker coverage "
                     "and corpus scale. We release a larger one.")
    assert not [m for m in e.mentions if m.type == "Metric"]


def test_inter_annotator_agreement_is_a_metric(ex):
    e = _extract(ex, "The annotators reach an inter-annotator agreement of 0.71 on the new claims.")
    assert "inter-annotator agreement" in {m.text for m in e.mentions if m.type == "Metric"}
    assert _pairs(e) == [("0.71", "inter-annotator agreement")]
