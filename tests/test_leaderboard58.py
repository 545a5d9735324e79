"""Session 58: value bounds (kgo:valueBound), metric polarity (kgo:lowerIsBetter) and the
graph.html label of a change. Sentences written for these tests."""
from __future__ import annotations

from kg.extract.results import find_results
from kg.extract.results.bound import bound_before
from kg.metric_polarity import lower_is_better
from kg.ontology import KGO
from kg.view import _fmt_result


def _bound(text: str, number: str):
    return bound_before(text, 0, text.index(number))


def test_bound_words():
    assert _bound("The new solver cuts memory by up to 20% on large graphs.", "20%") == "upper"
    assert _bound("It beats the tree baselines by at least 22.2 points.", "22.2") == "lower"
    assert _bound("Earlier heuristics reach approximately 0% recall.", "0%") == "approximate"
    assert _bound("We lower the error by ~9.6% on average.", "9.6") == "approximate"
    assert _bound("It is nearly 4x faster.", "4x") == "approximate"
    assert _bound("The rate stays over 90% in every run.", "90%") == "lower"
    assert _bound("It raises the score by up to ~7.5%.", "7.5") == "upper"


def test_no_bound():
    assert _bound("Our planner reaches 81.3% success.", "81.3") is None
    assert _bound("Speedups range over 20x ~ 500x here.", "500x") is None


def test_find_results_sets_bound():
    text = "Our parser improves labelled F1 by up to 3.4% over the strongest baseline."
    rs = find_results(text, [(0, len(text))])
    assert [(r.value, r.bound) for r in rs] == [("3.4", "upper")]
    text = "Our parser reaches 91.2% labelled F1."
    assert [r.bound for r in find_results(text, [(0, len(text))])] == [None]


def test_lower_is_better():
    assert lower_is_better("top-1 error rate") is True
    assert lower_is_better("FID") is True
    assert lower_is_better("accuracy loss") is True
    assert lower_is_better("word error rate") is True
    assert lower_is_better("top-1 accuracy") is False
    assert lower_is_better("BLEU") is False
    assert lower_is_better("BLEU-1 score") is False
    assert lower_is_better("map-reduce rounds") is None
    assert lower_is_better("success rate") is False
    assert lower_is_better("novelty") is None
    assert lower_is_better("") is None


def test_change_label():
    assert _fmt_result("3.2", None, "%", "top-1 accuracy", True, "Increase") == "+3.2% top-1 accuracy (increase)"
    assert _fmt_result("12", None, "%", "error", True, "Decrease") == "\u221212% error (decrease)"
    assert _fmt_result("20", None, "%", "success rate", True, "Increase", "UpperBound") == \
        "up to +20% success rate (increase)"
    assert _fmt_result("5", None, "x", None, True, None) == "5x (change)"
    assert _fmt_result("2", None, "x", "latency", True, "Decrease") == "2x latency (decrease)"
    assert _fmt_result("85.4", None, "%", "accuracy") == "85.4% accuracy"
    assert _fmt_result("0", None, "%", "accuracy", bound="Approximate") == "about 0% accuracy"


def test_terms_defined():
    assert {str(KGO.UpperBound), str(KGO.LowerBound), str(KGO.Approximate)} == {
        KGO._NS + "UpperBound", KGO._NS + "LowerBound", KGO._NS + "Approximate"}
    assert str(KGO.lowerIsBetter).endswith("#lowerIsBetter")
