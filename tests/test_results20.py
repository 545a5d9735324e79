"""Session 20 result rules (kg/extract/results/): a percentage without a metric takes the
abstract's only measure when the abstract names exactly one (find.py,
_single_metric_elsewhere); the measure named after "in terms of" needs no metric head, also
after "both" and after a comma (metric_after.py, _terms_noun; find.py, _COMMA_TERMS); the
object of a verb of change before "(by N%)" is the measure (find.py, _BY_BRACKET_LEFT);
"relative" or "absolute" before an error stays in the measure (metric_after.py,
_RATED_ERROR); "exceeding N% <noun>" names its measure like "achieving" (metric_after.py,
_ACHIEVED_LEFT); "and that of B by N%" takes up the previous value's measure (words.py,
_INHERIT_GAP); a metric span that only opens the phrase before a value is read on to its head,
and list items with bracketed gains share it (metric_before.py, _metric_before_in_clause;
find.py, _BRACKETED_GAIN_AFTER); "N% of the time" is a frequency, a result without metric
(find.py, _OF_THE_TIME); "<metric> improvement over <comparand> by N%" names the metric
(find.py, _metric_change_over_by); "N times acceleration" is measured as acceleration
(metric_after.py). Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.extract.results import find_results
from kg.records import Paper


def _results(ex, text):
    return [(r.value, r.metric) for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


# ------------------------------------------------------------- one measure in the abstract
_ONE_MEASURE = ("We train QuillNet on synthetic proofs. QuillNet-S scores 61.2% on ProofBank and 23.4% on "
                "LemmaSet, exceeding the best open models of its size by 9.1% and 4.6%. "
                "QuillNet-L reaches an accuracy of 78.9% on ProofBank.")


def test_a_bare_percentage_takes_the_only_measure_named_in_another_sentence(ex):
    got = _results(ex, _ONE_MEASURE)
    assert ("78.9", "accuracy") in got
    assert ("23.4", "accuracy") in got and ("9.1", "accuracy") in got and ("4.6", "accuracy") in got


def test_the_rule_on_spans_given_directly():
    text = "The student gains 3.5% over its teacher. The teacher reaches 71.0% top-1 accuracy."
    got = [(r.value, r.metric) for r in find_results(text, [(0, 40), (41, len(text))])]
    assert got == [("3.5", "top-1 accuracy"), ("71.0", "top-1 accuracy")]


def test_two_measures_named_leave_the_bare_percentage_alone(ex):
    text = ("QuillNet-S improves over the best open model by 9.1%. "
            "QuillNet-L reaches an accuracy of 78.9% and an F1 score of 70.2 on ProofBank.")
    got = _results(ex, text)
    assert ("9.1", None) in got and ("78.9", "accuracy") in got


def test_a_word_after_the_value_names_its_own_measure(ex):
    text = ("Standard generators often break the rules, some reaching 95% non-compliance. "
            "Our layer adds up to 4.5% improvement in utility.")
    got = _results(ex, text)
    assert ("4.5", "utility") in got and ("95", "utility") not in got


def test_a_word_glued_to_a_digit_after_the_value_names_its_own_measure():
    text = ("The encoder reaches 81.0% top-1 in zero-shot classification and beats prior encoders on "
            "downstream tasks (e.g., +5.2% 3D seg, +1.4% detection).")
    got = {r.value: r.metric for r in find_results(text, None)}
    assert got.get("81.0") == "top-1" and got.get("+5.2") is None


def test_a_share_of_a_cost_gives_no_measure_to_other_values(ex):
    text = ("A retrieval cache saves more than 50% of the training time. "
            "Our designer outperforms the previous method by approximately 9% on the CATH dataset.")
    got = _results(ex, text)
    assert ("9", "training time") not in got


def test_respectively_keeps_its_own_list(ex):
    text = ("For wrong predictions, our method achieves gains of 81.0% and 18.4% over the baseline in the "
            "average highest confidence and the deletion curve respectively. It also improves the insertion "
            "score by 4.9%.")
    got = _results(ex, text)
    assert ("81.0", "insertion score") not in got and ("18.4", "insertion score") not in got


def test_a_range_is_left_alone():
    text = "Our attack succeeds in 60-95% of cases. The defence keeps an accuracy of 88.1%."
    got = [(r.value, r.value_max, r.metric) for r in find_results(text, [(0, 39), (40, len(text))])]
    assert ("88.1", None, "accuracy") in got and all(m is None for v, vm, m in got if vm)


def test_in_the_donor_s_sentence_only_a_change_takes_the_measure():
    text = ("The planner reaches 41.5% on MAZES and an accuracy of 60.2% on GRIDS, "
            "surpassing the prior best by 7.5%.")
    got = {r.value: r.metric for r in find_results(text, None)}
    assert got == {"41.5": None, "60.2": "accuracy", "7.5": "accuracy"}


# ------------------------------------------------------------- the measure after "in terms of"
def _found(text):
    return [(r.value, r.metric) for r in find_results(text, None)]


@pytest.mark.parametrize("text, value, metric", [
    ("Our router beats the strongest baseline by 12% in terms of both routing stability and fairness.",
     "12", "routing stability"),
    ("The sampler is 4x more efficient, in terms of function evaluations, than prior samplers.",
     "4", "function evaluations"),
    ("The planner surpasses the best baseline by 7.5% in terms of plan feasibility.", "7.5", "plan feasibility"),
    ("It improves over the baseline by 6% in terms of NDS on the validation split.", "6", "NDS"),
])
def test_the_measure_named_after_in_terms_of_needs_no_head(text, value, metric):
    assert (value, metric) in _found(text)


def test_in_terms_of_the_number_of_things_names_the_count():
    # session 31: the count is the measure, as the dev gold names it ("number of trainable
    # parameters"); session 20 had it name none
    assert ("20", "number of trainable parameters") in _found(
        "The model is 20x smaller in terms of the number of trainable parameters.")


@pytest.mark.parametrize("text", [
    "Our method outperforms prior work by 5% in terms of the baselines reported.",
    "Our method wins by 5% in terms of detection on all splits.",
])
def test_in_terms_of_a_count_of_things_a_system_or_a_task_names_no_measure(text):
    assert all(m is None for _, m in _found(text))


# ------------------------------------------------------------- "(by N%)" after a changed object
def test_the_object_of_a_change_before_a_bracketed_by_is_the_measure():
    assert _found("The tuned coder can drastically improve robustness (by about 30%), while keeping utility.") \
        == [("30", "robustness")]
    assert _found("It reduces overgeneralization (by up to 2x) in practice.") == [("2", "overgeneralization")]


def test_a_system_before_a_bracketed_by_is_no_measure():
    assert _found("Our method improves the baseline (by 3%) on all datasets.") == [("3", None)]


# ------------------------------------------------------------- "relative" in an error measure
def test_relative_before_an_error_belongs_to_the_measure():
    assert _found("The patch causes 38.2% relative depth error with 20K queries.") == [("38.2", "relative depth error")]
    assert _found("The solver reaches 2.1% absolute error on the test set.") == [("2.1", "absolute error")]


def test_relative_before_a_change_of_error_is_passed_over():
    got = _found("Our model obtains a 5% relative error reduction over the baseline.")
    assert got and got[0][1] != "relative error"


# ------------------------------------------------------------- "exceeding N% <noun>", "and that of"
def test_exceeding_a_share_of_a_noun_names_the_noun_as_measure():
    assert _found("Many generators break the rules, some exceeding 87% rule violations, while ours never do.") \
        == [("87", "rule violations")]


def test_exceeding_a_share_on_a_dataset_names_no_measure():
    assert _found("The tuned planner keeps its speed while exceeding 50% on the hard split.") == [("50", None)]


def test_and_that_of_takes_up_the_previous_measure():
    text = ("The filter cuts the success rate of poisoning attacks from 91.5% to 0% and that of "
            "backdoor attacks from up to 99% to 2%, without harming accuracy.")
    assert _found(text) == [("0", "success rate"), ("2", "success rate")]


# ------------------------------------------------------------- a span that opens the phrase
def test_a_span_that_opens_the_metric_phrase_is_read_on_to_its_head():
    text = "The student reaches top-5 accuracies of 61.2 and 70.4 on the held-out split."
    spans = [(text.index("top-5"), text.index("top-5") + 5, "top-5")]
    got = [(r.value, r.metric) for r in find_results(text, None, metrics=spans)]
    assert got == [("61.2", "top-5 accuracies"), ("70.4", "top-5 accuracies")]


def test_list_items_with_bracketed_gains_share_the_metric():
    text = "The student reaches top-5 accuracies of 61.2 (+1.9), 70.4 (+2.2), and 75.0 (+0.8) with few labels."
    spans = [(text.index("top-5"), text.index("top-5") + 5, "top-5")]
    got = [(r.value, r.metric) for r in find_results(text, None, metrics=spans)]
    assert [v for v, _ in got] == ["61.2", "+1.9", "70.4", "+2.2", "75.0", "+0.8"]
    assert all(m == "top-5 accuracies" for _, m in got)


def test_a_span_followed_by_other_words_keeps_no_metric():
    text = "The student reaches top-5 on the board in 12 rounds."
    spans = [(text.index("top-5"), text.index("top-5") + 5, "top-5")]
    assert all(r.metric is None for r in find_results(text, None, metrics=spans))


# ------------------------------------------------------------- "N% of the time"
def test_a_frequency_of_the_time_is_a_result_without_metric():
    got = [(r.value, r.metric, r.text) for r in
           find_results("The tuned agent opens the right door 64% of the time, while the base agent guesses.", None)]
    assert got == [("64", None, "64% of the time")]


def test_coordinated_frequencies_are_results():
    got = _found("Both assistants leak the secret 41% and 62% of the time, respectively.")
    assert got == [("41", None), ("62", None)]


@pytest.mark.parametrize("text", [
    "The agent takes 30% of the time to reach the goal.",
    "The scheduler cuts 30% of the time needed for training.",
])
def test_a_share_of_a_duration_is_no_frequency(text):
    assert all(r.rule != "result-frequency" for r in find_results(text, None))


# ------------------------------------------------------------- "<metric> improvement over X by N%"
def test_a_metric_before_a_change_noun_and_its_comparand_names_the_value():
    got = _found("GraphLite also achieves recall improvement over GNNs and plain MLPs by 4.20% and 19.5% "
                 "on average, respectively.")
    assert got == [("4.20", "recall"), ("19.5", "recall")]


def test_a_change_noun_and_comparand_without_a_measure_name_none():
    assert _found("We observe a substantial improvement over the baselines by an average of 12%.") == [("12", None)]


# ------------------------------------------------------------- "N times acceleration"
def test_acceleration_alone_after_a_multiplier_is_the_measure():
    assert _found("The renderer needs only a minute, achieving roughly 8 times acceleration over prior work.") \
        == [("8", "acceleration")]
