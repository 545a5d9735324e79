"""Session 22 result rules (kg/extract/results/): "on N of (the) M <items>" in a sentence that
reports wins is a count of wins like "N out of M" (filters.py, _OF_M; "gain" is a cue of wins,
_WINS_CUE); a percentage of a named measure ("7% of Y's MACs", "90% of the optimal reward") is
a result whose metric is that measure, whatever verb governs it (find.py, _share_of_measure);
"saving(s)" with a modifier is a metric head ("cost savings of up to 5x", "a bit saving of 3 to
40 times"; words.py, _METRIC_HEADS and _GENERIC_HEADS). Sentences written for these tests."""
from __future__ import annotations

import pytest

from kg.records import Paper


def _results(ex, text):
    return [(r.value, r.unit, r.metric) for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


# --- "N of (the) M" counts of wins ----------------------------------------------------

@pytest.mark.parametrize("text, value, unit", [
    ("For the small model we see gains on 6 of 7 tasks, most notably on reading comprehension.", "6", "out of 7"),
    ("FooNet sets a new state of the art on 14 of the 21 datasets that we evaluate.", "14", "out of 21"),
    ("In 5 of the 6 considered cases the BarSolver outperforms the projection-based methods.", "5", "out of 6"),
])
def test_n_of_m_items_after_a_preposition_is_a_count_of_wins(ex, text, value, unit):
    assert (value, unit, None) in _results(ex, text)


@pytest.mark.parametrize("text", [
    "We keep 3 of the 12 layers frozen during training.",           # no preposition of place, no wins
    "The encoder is trained on 4 of 10 shards of the corpus.",      # a selection of inputs, no wins
])
def test_n_of_m_without_wins_is_no_result(ex, text):
    assert _results(ex, text) == []


# --- a percentage of a named measure --------------------------------------------------------------

@pytest.mark.parametrize("text, value, metric", [
    ("The pruned model has only 9% of the teacher's MACs and runs on a phone.", "9", "MACs"),
    ("After one hour of training the agent averages 85% of the optimal reward.", "85", "optimal reward"),
    ("QuxNet matches the teacher while using only 12% of their total training computational cost.",
     "12", "total training computational cost"),
    ("Our student recovers over 98% of the teacher's accuracy on the reading benchmark.", "98", "accuracy"),
])
def test_percentage_of_a_measure_reports_that_measure(ex, text, value, metric):
    assert (value, "%", metric) in _results(ex, text)


@pytest.mark.parametrize("text", [
    "We fine-tune on 10% of the training data and freeze 90% of the parameters.",
    "The search answers correctly on 60% of the time budget we allow.",
])
def test_percentage_of_an_input_or_of_time_names_no_measure(ex, text):
    assert all(m is None for _, _, m in _results(ex, text))


def test_percentage_of_a_systems_performance_keeps_no_vague_metric(ex):
    got = _results(ex, "The linear model recovers over 97% of standard Transformer performance on the suite.")
    assert ("97", "%", None) in got


def test_count_opening_the_sentence_takes_the_compared_measure(ex):
    got = _results(ex, "On 11 of the 15 control tasks, the learned policies achieve similar or better "
                       "success rates than the hand-written ones.")
    assert ("11", "out of 15", "success rates") in got


def test_count_inside_the_clause_takes_no_later_measure(ex):
    got = _results(ex, "FooNet outperforms strong baselines on 9 out of 12 tasks and reaches higher accuracy on average.")
    assert ("9", "out of 12", None) in got


# --- "saving(s)" with a modifier is a metric head --------------------------------------------------

@pytest.mark.parametrize("text, value, metric", [
    ("The planner brings cost savings of up to 5.1x compared to the sequential agent.", "5.1", "cost savings"),
    ("The codec yields a bit saving of 3 to 40 times over the raw format.", "3", "bit saving"),
    ("FooDiff achieves computational savings of 45% on the face images.", "45", "computational savings"),
])
def test_saving_with_a_modifier_names_the_measure(ex, text, value, metric):
    assert any(v == value and m == metric for v, _, m in _results(ex, text))


def test_saving_without_a_modifier_is_no_measure(ex):
    got = _results(ex, "The pruning brings significant savings of 40% over the dense model.")
    assert all(m is None for _, _, m in got)
