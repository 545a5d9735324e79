"""Session 26 result rules (kg/extract/results/lists.py, _listed_value_metric): a later item of
a bare list of values takes the metric of the item before it, whichever step named that
metric (a changed measure far before the list, a metric after the first value), across a
place phrase of the earlier item and a hedge; a later value with a noun of its own after it
keeps its own reading. The hedges "as much as" / "as large as" after "by" are read as "up
to" where a changed object names the measure (metric_before.py, find.py), and the particle
"down" of a phrasal verb of change ("bringing down X by") is no part of the measure
(words.py, _PHRASE_STOP). A metric list before "by" is paired with the values after it
when its last item holds a digit ("recall and F1 by 2.5% and 6.5%": the first value starts
at its number, not at the "1" of "F1"; lists.py, _metrics_around_values). Sentences written
for these tests."""
from __future__ import annotations


from kg.records import Paper


def _results(ex, text):
    return [(r.value, r.unit, r.metric)
            for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


def test_list_after_a_changed_measure_named_far_before(ex):
    rs = _results(ex, "The QuillServe engine improves the throughput over the serving stacks Alpha, Beta, "
                      "and Gamma by up to 14×, 9×, and 2× on two chat models.")
    assert [(v, m) for v, _, m in rs] == [("14", "throughput"), ("9", "throughput"),
                                          ("2", "throughput")]


def test_items_with_their_own_place_phrases(ex):
    rs = _results(ex, "Our labeller reaches 71.2% label accuracy under the first budget, 74.9% under the second, "
                      "and 80.3% under the third.")
    assert [(v, m) for v, _, m in rs] == [("71.2", "label accuracy"), ("74.9", "label accuracy"),
                                          ("80.3", "label accuracy")]


def test_absolute_and_respectively_after_the_last_value(ex):
    rs = _results(ex, "On two repair suites, the FixIt model improves the patch rate of a small coder, "
                      "by 12.5% and 7.25% absolute, respectively.")
    assert [(v, m) for v, _, m in rs] == [("12.5", "patch rate"), ("7.25", "patch rate")]


def test_bracket_after_the_place_phrase_and_a_hedge(ex):
    rs = _results(ex, "The attack lowers the robust accuracy of defended models by over 15% on SVHN "
                      "(radius 8), and over 6% on STL-10.")
    assert [(v, m) for v, _, m in rs] == [("15", "robust accuracy"), ("6", "robust accuracy")]


def test_a_later_value_with_a_noun_of_its_own_is_not_given_the_metric(ex):
    rs = _results(ex, "The packer cuts the activation memory by 30%, and 45% of the kernels run unchanged.")
    assert ("45", "%", "activation memory") not in rs


def test_as_much_as_hedge_after_the_object_of_a_change(ex):
    rs = _results(ex, "Residual mixing reduces the forecasting error of existing graph models by as much as 38%.")
    assert [(v, m) for v, _, m in rs] == [("38", "forecasting error")]


def test_as_large_as_hedge_after_by(ex):
    rs = _results(ex, "The scheduler reduces the memory footprint of attention layers by as large as 44%.")
    assert [(v, m) for v, _, m in rs] == [("44", "memory footprint")]


def test_a_verb_particle_is_no_part_of_the_measure(ex):
    rs = _results(ex, "The compact router matches the large model in quality while bringing down serving costs "
                      "by as much as 65%.")
    assert [(v, m) for v, _, m in rs] == [("65", "serving costs")]


def test_a_digit_inside_the_last_listed_metric_is_no_value_start(ex):
    rs = _results(ex, "On the clinical notes corpus, TagMix raises recall and F1 by 2.5% and 6.5%, respectively.")
    assert [(v, m) for v, _, m in rs] == [("2.5", "recall"), ("6.5", "F1")]


def test_an_item_of_an_earlier_coordination_is_not_a_listed_metric(ex):
    rs = _results(ex, "It raises AUPRC by 4.1% and 2.2% for sepsis and delirium, and F1-score by 3.3% and 1.9% "
                      "on the second cohort.")
    assert [(v, m) for v, _, m in rs] == [("4.1", "AUPRC"), ("2.2", "AUPRC"), ("3.3", "F1-score"),
                                          ("1.9", "F1-score")]
