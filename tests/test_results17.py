"""Session 17 result rules (kg/extract/results/): a later value of a sentence that moves the
best prior result or the state of the art keeps the previous value's metric; a share of a
cost the method uses ("takes 12% of the training time") is a result with that cost as metric;
the compared system's value after "compared to" is no result. Metric phrases of error rates
(kg/extract/lexicon.py METRIC_PHRASES). Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _results(ex, text):
    return [(r.value, r.metric) for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


def _metrics(ex, text):
    return [m.text for m in ex.extract(Paper(id="p", abstract=text, source="t")).mentions if m.type == "Metric"]


@pytest.mark.parametrize("text, value, metric", [
    ("On the harder split, QuillNet raises the recall by 4.2%, lifting the state of the art to 71.3%.",
     "71.3", "recall"),
    ("BrindleLM reaches a 62.4% mean accuracy on the puzzle suite, improving the best published result by 8.1%.",
     "8.1", "mean accuracy"),
    ("With the new loss, the model reaches a 55.0% success rate, pushing the previous best result to 61.2%.",
     "61.2", "success rate"),
])
def test_moving_the_best_result_keeps_the_previous_metric(ex, text, value, metric):
    assert (value, metric) in _results(ex, text)


def test_a_later_value_after_another_clause_keeps_no_inherited_metric(ex):
    got = dict(_results(ex, "QuillNet reaches 71.3% recall; a second model improves the F1 score by 2.5%."))
    assert got.get("2.5") == "F1 score"


@pytest.mark.parametrize("text, value, metric", [
    ("In our runs, FernNet only takes 14.5% of the strongest baseline's training time.", "14.5", "training time"),
    ("The solver requires only 20% of the running time needed by exact search.", "20", "running time"),
    ("Our cascade uses about 7% of the inference cost of the largest model.", "7", "inference cost"),
    ("The sampler needs just 30% of the GPU hours of its teacher.", "30", "GPU hours"),
])
def test_a_share_of_a_cost_used_is_a_result_with_the_cost_as_metric(ex, text, value, metric):
    assert (value, metric) in _results(ex, text)


@pytest.mark.parametrize("text", [
    "We train on 10% of the labelled images and test on the rest.",
    "The pruned model keeps 25% of the parameters of the dense one.",
    "The planner uses 40% of the power budget as a reserve.",
])
def test_a_share_of_an_input_or_a_bare_resource_is_no_cost_result(ex, text):
    assert _results(ex, text) == []


def test_a_frequency_of_the_time_is_no_cost_metric(ex):
    assert all(m != "time" for _, m in _results(ex, "The agent takes 30% of the time to reach the goal."))


@pytest.mark.parametrize("text, kept, dropped", [
    ("MarlNet reaches 83.5% accuracy on the test split, compared to less than 40% for prior systems.", "83.5", "40"),
    ("Our tagger scores 91.0% F1 compared with 77.2% from the rule-based tagger.", "91.0", "77.2"),
    ("Human raters agree 88% of the time, vs. only 31% for the strongest chatbot.", None, "31"),
])
def test_the_compared_systems_value_after_compared_to_is_no_result(ex, text, kept, dropped):
    values = [v for v, _ in _results(ex, text)]
    assert dropped not in values
    if kept:
        assert kept in values


def test_a_value_compared_to_and_then_a_change_stays(ex):
    got = _results(ex, "Compared to the baseline, our method improves accuracy by 6.5% on two benchmarks.")
    assert ("6.5", "accuracy") in got


@pytest.mark.parametrize("text, metric", [
    ("The detector lowers the false positive rate on all three test sets.", "false positive rate"),
    ("We bound the false discovery rate of the selected features.", "false discovery rate"),
    ("The screening test keeps false negative rates small at every threshold.", "false negative rates"),
])
def test_error_rates_are_metrics(ex, text, metric):
    assert metric in _metrics(ex, text)


@pytest.mark.parametrize("text, value, metric", [
    # a hedge "as much as" between the changed metric's object and the value
    ("The filter raises recall on noisy crowd labels by as much as 14% in our runs.", "14", "recall"),
    # "for the <metric>" after a list of changes
    ("Across the maze suites, the agent exceeds the prior best by 6% and 3% for the success rate.", "3",
     "success rate"),
    ("Across the maze suites, the agent exceeds the prior best by 6% and 3% for the success rate.", "6",
     "success rate"),
    # "acceleration in <metric>"
    ("KiteGen brings a 7-fold acceleration in decoding speed on long prompts.", "7", "decoding speed"),
    # a participle after a value opens a new clause: its object is the next value's metric
    ("The schedule cuts total training time by 30% affecting accuracy only by 0.2%.", "0.2", "accuracy"),
    ("The schedule cuts total training time by 30% affecting accuracy only by 0.2%.", "30", "total training time"),
])
def test_metric_found_after_hedges_lists_and_participles(ex, text, value, metric):
    assert (value, metric) in _results(ex, text)


def test_a_speedup_in_a_task_keeps_speedup_as_metric(ex):
    assert ("2.4", "speedup") in _results(ex, "The kernel yields a 2.4x speedup in pre-training of small models.")


def test_for_and_a_non_metric_leaves_the_value_without_metric(ex):
    got = dict(_results(ex, "The new sampler improves the score by 12% for the largest model."))
    assert got.get("12") != "largest model"


def test_a_named_compared_system_keeps_its_value_for_attribution(ex):
    got = ex.extract(Paper(id="p", abstract="MarlNet reaches 83.5% accuracy, compared to 61.0% for ResNet-50.",
                           source="t")).results
    assert [(r.value, r.method) for r in got] == [("83.5", "MarlNet"), ("61.0", "ResNet-50")]


def test_an_acronym_defined_after_a_metric_names_it_later(ex):
    text = ("Our defense lowers the Attack Success Rate (ASR) of backdoor triggers. "
            "On the text benchmark it decreases the ASR to 3.1%.")
    assert ("3.1", "ASR") in _results(ex, text)


def test_both_values_of_a_listed_change_for_a_metric_are_changes(ex):
    got = [(r.value, r.change) for r in ex.extract(Paper(
        id="p", abstract="Across the maze suites, the agent exceeds the prior best by 6% and 3% for the success rate.",
        source="t")).results]
    assert got == [("6", True), ("3", True)]


def test_a_bracketed_value_compared_by_vs_after_a_result_restates_its_measure(ex):
    text = "The distilled model only takes 12.5% of the teacher's training time (~40 vs. ~320 GPU days)."
    assert ("40", "training time") in _results(ex, text)
    assert all(v != "320" for v, _ in _results(ex, text))


def test_an_appositive_inside_the_outperformed_object_keeps_the_inherited_metric(ex):
    text = "FernNet reaches a mean recall of 61.2%, clearly outperforming BoxNet, the strongest rival, by 9.4%."
    assert ("9.4", "mean recall") in _results(ex, text)


@pytest.mark.parametrize("text", [
    "With more than 2 million records, our corpus is three times larger than comparable corpora.",
    "The new collection is 40x bigger than the widely used reading benchmark.",
])
def test_a_multiplier_sizing_a_dataset_against_others_is_no_result(ex, text):
    assert _results(ex, text) == []


def test_a_multiplier_larger_than_a_baseline_on_a_dataset_stays(ex):
    assert [v for v, _ in _results(ex, "FooNet gives a 3x larger speedup than the baseline on the benchmark.")] == ["3"]


def test_performance_gain_as_a_listed_metric_is_no_metric(ex):
    got = _results(ex, "FooNet achieves 4.0%, 6.5% and 9.1% performance gain on parsing, tagging and chunking.")
    assert got == [("4.0", None), ("6.5", None), ("9.1", None)]


@pytest.mark.parametrize("text, metric", [
    ("Against the scripted bots, the agent reaches a higher winning rate in every map.", "winning rate"),
    ("The adaptive solver cuts computation time on the largest grids.", "computation time"),
    ("The distilled sampler reduces sampling time compared to the teacher.", "sampling time"),
    ("The new schedule improves convergence speed and final loss on both tasks.", "convergence speed"),
])
def test_measured_costs_and_rates_are_metric_phrases(ex, text, metric):
    assert metric in _metrics(ex, text)


def test_a_share_of_parameters_and_data_compared_with_other_methods_is_a_result(ex):
    text = ("The student is cheap: it takes about 8% of the number of parameters and 0.5% of training "
            "samples compared with the strongest tree-search baselines.")
    assert _results(ex, text) == [("8", None), ("0.5", None)]


@pytest.mark.parametrize("text", [
    "The adapter is light, only training about 0.2% of the parameters.",
    "Compared to the dense model, the adapter is fast while using less than 0.5% of learnable parameters.",
])
def test_a_share_of_parameters_without_a_later_comparison_is_no_result(ex, text):
    assert _results(ex, text) == []


def test_a_value_restated_in_brackets_is_one_result(ex):
    got = _results(ex, "We propose FooMT, a model for machine translation. On WMT14 English-German, "
                       "FooMT reaches 45.1 BLEU (45.1 vs 43.0), outperforming the baseline.")
    assert got == [("45.1", "BLEU")]


def test_equal_values_of_one_sentence_outside_brackets_stay_two(ex):
    got = _results(ex, "We propose FooNet, a network for image classification. "
                       "FooNet improves accuracy by 2.1% on CIFAR-10 and 2.1% on CIFAR-100.")
    assert [value for value, _ in got] == ["2.1", "2.1"]
