"""Session 38 result rules (res21). Sentences written for these tests."""
from __future__ import annotations

from kg.records import Paper


def _pairs(ex, text):
    return [(r.value, r.metric) for r in ex.extract(Paper(id="p", abstract=text, source="t")).results]


def test_a_margin_after_outperforming_keeps_the_measure_of_the_value_before(ex):
    pairs = _pairs(ex, "Our tagger reaches 71.2% and 64.9% exact match on the two splits, outperforming "
                       "every earlier tagger by margins of 5.1% and 7.3%, respectively.")
    assert ("5.1", "exact match") in pairs and ("7.3", "exact match") in pairs


def test_a_single_margin_of_after_surpassing(ex):
    pairs = _pairs(ex, "The planner obtains 58.4% success rate on the maze suite, surpassing the best "
                       "search baseline by a clear margin of 9.2%.")
    assert ("9.2", "success rate") in pairs


def test_a_finite_verb_after_respectively_keeps_the_listed_measure(ex):
    pairs = _pairs(ex, "The pruning rule raises the top-1 accuracy of two small vision models by 2.1% and 0.9%, "
                       "respectively, and outperforms the strongest pruning baseline, a magnitude rule, by 0.7% "
                       "at equal cost.")
    assert ("0.7", "top-1 accuracy") in pairs



def _metrics(ex, text):
    return [m.text for m in ex.extract(Paper(id="p", abstract=text, source="t")).mentions if m.type == "Metric"]


def test_compression_rate_and_ratio_are_measures(ex):
    assert "compression rate" in _metrics(ex, "The codec reaches the highest compression rate of all learned "
                                              "codecs on the speech corpus.")
    assert "compression ratio" in _metrics(ex, "Our pruning keeps its F1 score at a compression ratio of 10x "
                                               "on the reading benchmark.")


def test_a_hedged_multiplying_verb_is_a_multiplier(ex):
    assert ("2", "recall") in _pairs(ex, "The retriever more than doubles the recall of the sparse baseline "
                                         "on the legal corpus.")
    assert [(r.value, r.unit) for r in ex.extract(Paper(
        id="p", abstract="Since the redesign, our solver has nearly tripled the share of solved puzzles.",
        source="t")).results] == [("3", "x")]


def test_a_hedged_multiplying_verb_without_object_is_not_read(ex):
    assert _pairs(ex, "Since the redesign, the share of solved puzzles has nearly tripled.") == []


def test_double_without_a_hedge_is_no_value(ex):
    assert _pairs(ex, "We study double descent with a doubly robust estimator and a triple loss.") == []


def test_multiplier_value_reads_the_multiplying_words():
    from kg.extract.results import multiplier_value
    assert multiplier_value("double") == "2" and multiplier_value("tripled") == "3"
    assert multiplier_value("quadruples") == "4" and multiplier_value("doubly") is None
