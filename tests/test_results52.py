"""Session 52 (results52): a result's kgo:value keeps the number as the abstract writes it.

Before, an integral value got a ".0" the text never wrote ("in 3 hours" -> kgo:value 3.0); now
"3" stays "3" (XSD 1.1's canonical form of an integral decimal, as Oxigraph's store writes it)
and "3.0" stays "3.0". Sentences are written for these tests.
"""
from __future__ import annotations

from decimal import Decimal

import pytest
from rdflib import RDF, XSD

from kg.export import ntriples, turtle
from kg.graph import _decimal, build_graph
from kg.ontology import KGO
from kg.records import Result
from kg.resolve import resolve
from kg.validate import validate
from tests.factories import extraction, mention

BASE = "https://example.org/kg/"
TEXT = "We propose HeronNet. HeronNet converges in 4 hours and reaches 71.0% recall on BazSet."


@pytest.mark.parametrize("written, lexical", [
    ("4", "4"), ("4.0", "4.0"), ("71.50", "71.50"), ("+6.1", "6.1"), ("-0.5", "-0.5"),
    ("1,000", "1000"), ("12,500.5", "12500.5"), ("1e-3", "0.001"),
])
def test_the_literal_keeps_the_digits_as_written(written, lexical):
    lit = _decimal(written)
    assert lit.datatype == XSD.decimal and str(lit) == lexical
    assert Decimal(str(lit)) == Decimal(written.replace(",", ""))


@pytest.mark.parametrize("written", [None, "", "four", "1.2.3", "inf", "NaN"])
def test_no_number_is_no_literal(written):
    assert _decimal(written) is None


def _result(value: str, unit: str, phrase: str, metric=None) -> Result:
    start = TEXT.index(phrase)
    return Result(value=value, unit=unit, metric=metric, dataset=None, text=phrase, start=start,
                  end=start + len(phrase), sentence_start=TEXT.index("HeronNet converges"),
                  sentence_end=len(TEXT))


def _graph():
    ex = extraction("p1", TEXT, mentions=[mention("HeronNet", TEXT, "Method", "proposed"),
                                          mention("recall", TEXT, "Metric", "metric")],
                    results=[_result("4", "h", "in 4 hours"), _result("71.0", "%", "71.0% recall", "recall")])
    return build_graph([ex], resolve([ex]), base_iri=BASE)


def test_the_graph_writes_an_integral_value_without_an_added_fraction():
    g = _graph()
    values = sorted(str(g.value(r, KGO.value)) for r in g.subjects(RDF.type, KGO.Result))
    assert values == ["4", "71.0"]
    ttl = turtle(g)
    assert 'kgo:value "4"^^xsd:decimal' in ttl and "kgo:value 4.0" not in ttl and "kgo:value 71.0" in ttl
    assert '"4"^^<http://www.w3.org/2001/XMLSchema#decimal>' in ntriples(g)
    assert validate(g).conforms


# --- a set-up quantity restated in brackets is no result (kg.extract.results.words._BRACKETED_SETTING)

from kg.extract.results import find_results  # noqa: E402


def _found(text: str, metrics=()) -> list[tuple[str, object]]:
    spans = [(text.index(m), text.index(m) + len(m), m) for m in metrics]
    return [(r.value, r.metric) for r in find_results(text, None, metrics=spans)]


@pytest.mark.parametrize("text, metrics, expected", [
    ("The backdoor reaches a 97% attack success rate with an extremely small poisoning rate (2%).",
     ["attack success rate"], [("97", "attack success rate")]),
    ("We pretrain the encoder with a high masking ratio (80%) and reach 84.1% accuracy.",
     ["accuracy"], [("84.1", "accuracy")]),
    ("The classifier keeps 71.3% recall when trained with a dropout rate (e.g., 30%).",
     ["recall"], [("71.3", "recall")]),
    ("Our detector reaches 88.0% recall with a tiny annotation budget (about 5%).",
     ["recall"], [("88.0", "recall")]),
])
def test_a_bracketed_setting_is_no_result(text, metrics, expected):
    assert _found(text, metrics) == expected


@pytest.mark.parametrize("text, metrics, expected", [
    # the bracket holds an outcome: the noun before it is a measure, not a setting
    ("The backdoor succeeds with a high attack success rate (97%).", ["attack success rate"],
     [("97", "attack success rate")]),
    # a comparative makes the bracketed value a change of the input, as "30% fewer parameters" is
    ("Our model outperforms the baseline with fewer parameters (30%).", [], [("30", None)]),
])
def test_a_bracketed_outcome_stays_a_result(text, metrics, expected):
    assert _found(text, metrics) == expected


# --- a multiplier that sizes an input is no result (kg.extract.results.words._SCALED_INPUT_AFTER)

@pytest.mark.parametrize("text, expected", [
    ("The probe reaches 64.0% accuracy on the dev set, which rises to 70.5% when scaling up to 8 × synthetic data.",
     [("64.0", "accuracy"), ("70.5", None)]),
    ("With a small budget, our labeler gets very close performance as 6× expert annotation on three of the datasets.",
     []),
])
def test_a_multiplier_of_data_is_no_result(text, expected):
    assert _found(text, ["accuracy"] if "accuracy" in text else []) == expected


@pytest.mark.parametrize("text, expected", [
    # the data noun is a modifier: "during data synthesis", "as data-efficient", "data throughput"
    ("The pipeline needs 7.5x less memory during data synthesis.", [("7.5", "memory")]),
    ("Our surrogates are 2.5x as data-efficient as surrogates trained from scratch.", [("2.5", None)]),
])
def test_a_multiplier_before_a_data_modifier_stays_as_before(text, expected):
    assert _found(text) == expected
