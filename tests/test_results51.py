"""Session 51 (results51): a result that names no metric is a kgo:Result without kgo:metric.

"5x faster", "in 2 minutes", "a 17.7% rate": the graph keeps them (value, unit, text, evidence),
the shapes accept them, the queries, GraphML, graph.html and the store show them, and ``kg eval``
scores them (kg.graph.result_written is the one test both use).
"""
from __future__ import annotations

import urllib.request
from decimal import Decimal

import networkx as nx
import pytest
import rdflib
from rdflib import RDF, XSD, Literal, URIRef
from rdflib.namespace import PROV

from kg.evaluate import evaluate_extractions, written_results
from kg.export import graphml, to_networkx
from kg.graph import RESULT_DATASET_RULE, build_graph, result_written
from kg.ontology import KGO
from kg.query import run_query
from kg.records import Result
from kg.resolve import resolve
from kg.serve import make_app
from kg.store import GraphStore
from kg.validate import validate
from kg.view import collect_view_data
from test_serve import Server
from tests.factories import extraction, link, mention

BASE = "https://example.org/kg/"
# written for these tests: one score with a metric, one speed-up and one time without any
TEXT = ("We propose QuillNet. QuillNet reaches 88.5% accuracy on FooSet. "
        "It trains 4.5x faster than BarNet and converges in 3 hours on FooSet.")
S2 = TEXT.index("It trains")


def _result(value: str, metric, unit, phrase: str, dataset=None, change=False, method=None) -> Result:
    start = TEXT.index(phrase)
    sentence = (0, S2 - 1) if start < S2 else (S2, len(TEXT))
    m_start = TEXT.index(method) if method else None
    return Result(value=value, unit=unit, metric=metric, dataset=dataset, text=phrase, start=start,
                  end=start + len(phrase), sentence_start=sentence[0], sentence_end=sentence[1],
                  change=change, method=method, method_start=m_start,
                  method_end=m_start + len(method) if method else None,
                  direction="increase" if change else None)


def _extraction(results=None):
    ms = [mention("QuillNet", TEXT, "Method", "proposed"), mention("FooSet", TEXT, "Dataset", "dataset"),
          mention("accuracy", TEXT, "Metric", "metric"), mention("BarNet", TEXT, "Method", "compared")]
    ls = [link("proposes", None, "QuillNet", "Method", TEXT)]
    if results is None:
        results = [_result("88.5", "accuracy", "%", "88.5% accuracy on FooSet", dataset="FooSet"),
                   _result("4.5", None, "x", "4.5x faster", change=True, method="BarNet"),
                   _result("3", None, "h", "3 hours", dataset="FooSet")]
    return extraction("p1", TEXT, mentions=ms, links=ls, results=results)


def _graph(results=None):
    ex = _extraction(results)
    return build_graph([ex], resolve([ex]), base_iri=BASE)


PAPER = URIRef(BASE + "paper/p1")
SPEEDUP, TIME = URIRef(BASE + "result/p1-2"), URIRef(BASE + "result/p1-3")


def test_result_written_asks_for_a_decimal_value_only():
    assert result_written(_result("4.5", None, "x", "4.5x faster"))
    assert result_written(_result("4.5", "  ", "x", "4.5x faster"))
    assert result_written(_result("88.5", "accuracy", "%", "88.5% accuracy"))
    assert not result_written(_result("several", None, "x", "4.5x faster"))
    assert not result_written(_result("inf", "accuracy", None, "4.5x faster"))


def test_a_metricless_result_is_in_the_graph_with_value_unit_text_and_evidence():
    g = _graph()
    assert set(g.subjects(RDF.type, KGO.Result)) == {URIRef(BASE + "result/p1-1"), SPEEDUP, TIME}
    assert g.value(SPEEDUP, KGO.value) == Literal("4.5", datatype=XSD.decimal)
    assert str(g.value(SPEEDUP, KGO.unit)) == "x"
    assert str(g.value(SPEEDUP, KGO.resultText)) == "4.5x faster"
    assert g.value(SPEEDUP, KGO.isChange) == Literal(True)
    assert g.value(SPEEDUP, KGO.changeDirection) == KGO.Increase
    assert g.value(SPEEDUP, KGO.ofMethod) == URIRef(BASE + "method/barnet")
    assert g.value(SPEEDUP, KGO.metric) is None and g.value(TIME, KGO.metric) is None
    assert g.value(TIME, KGO.onDataset) == URIRef(BASE + "dataset/fooset")
    # its kgo:reportsResult is evidenced (PROV-O) like any other link: the second sentence
    for node in (SPEEDUP, TIME):
        assert (PAPER, KGO.reportsResult, node) in g
        evs = [e for e in g.subjects(RDF.object, node) if (e, RDF.predicate, KGO.reportsResult) in g]
        assert len(evs) == 1
        ev = evs[0]
        assert g.value(ev, RDF.subject) == PAPER and g.value(ev, PROV.wasDerivedFrom) == PAPER
        assert str(g.value(ev, KGO.sentence)) == TEXT[S2:]
        assert (g.value(ev, KGO.startOffset).toPython(), g.value(ev, KGO.endOffset).toPython()) == (S2, len(TEXT))
    # the one metric the paper uses is the first result's; the metric-less ones add none
    assert list(g.objects(PAPER, KGO.usesMetric)) == [URIRef(BASE + "metric/accuracy")]


def test_a_metricless_result_with_a_dataset_makes_the_paper_evaluated_on_it():
    g = _graph([_result("3", None, "h", "3 hours", dataset="FooSet")])
    fooset = URIRef(BASE + "dataset/fooset")
    assert (PAPER, KGO.evaluatedOn, fooset) in g
    rules = {str(g.value(e, KGO.extractor)) for e in g.subjects(RDF.object, fooset)
             if (e, RDF.predicate, KGO.evaluatedOn) in g}
    assert rules == {RESULT_DATASET_RULE}
    assert (PAPER, KGO.mentions, fooset) not in g


def test_a_result_whose_value_is_no_number_is_left_out_but_its_dataset_is_mentioned():
    g = _graph([_result("several", None, "x", "4.5x faster", dataset="FooSet")])
    assert not list(g.subjects(RDF.type, KGO.Result))
    assert (PAPER, KGO.mentions, URIRef(BASE + "dataset/fooset")) in g


def test_a_graph_with_metricless_results_conforms_to_the_shapes():
    report = validate(_graph())
    assert report.conforms, report.lines()


def test_the_result_queries_return_metricless_results_last():
    g = _graph()
    res = run_query("results-per-metric", g)
    rows = [dict(zip(res.vars, (None if t is None else str(t) for t in row))) for row in res.rows]
    assert [(r["metricLabel"], r["value"], r["unit"], r["kind"], r["direction"], r["datasetLabel"])
            for r in rows] == [("accuracy", "88.5", "%", "score", None, "FooSet"),
                               (None, "4.5", "x", "change", "increase", None),
                               (None, "3", "h", "score", None, "FooSet")]  # as written (session 52)
    res = run_query("results-by-method", g)
    rows = [dict(zip(res.vars, (None if t is None else str(t) for t in row))) for row in res.rows]
    # the unattributed results after the attributed one, metric first (session 54: listed too)
    assert [(r["methodLabel"], r["whose"], r["metricLabel"], r["value"], r["text"]) for r in rows] == [
        ("BarNet", "other", None, "4.5", "4.5x faster"),
        (None, "unattributed", "accuracy", "88.5", "88.5% accuracy on FooSet"),
        (None, "unattributed", None, "3", "3 hours")]


def test_the_store_and_oxigraph_answer_the_same(tmp_path):
    g = _graph()
    with GraphStore.open(tmp_path / "store") as st:
        st.replace_graph(g, records=[])
    res = run_query("results-per-metric", tmp_path / "store")
    # (Oxigraph writes a decimal in its canonical form: 3.0 is "3")
    assert [(None if row[0] is None else str(row[0]), Decimal(str(row[1]))) for row in res.rows] == [
        ("accuracy", Decimal("88.5")), (None, Decimal("4.5")), (None, Decimal("3"))]
    res = run_query("paper-overview", tmp_path / "store", {"paper": "p1"})
    labels = {str(row[3]) for row in res.rows if str(row[2]).endswith("#reportsResult")}
    assert labels == {"88.5% accuracy on FooSet", "4.5x faster", "3 hours"}


def test_graphml_gives_a_metricless_result_its_value_and_unit_only():
    g = _graph()
    nxg = to_networkx(g)
    # (session 60: every result node carries its baseline flag, kgo:isBaselineResult)
    assert nxg.nodes[str(SPEEDUP)] == {"label": "4.5x faster", "type": "Result", "papers": 1,
                                       "value": 4.5, "unit": "x", "baseline": False}
    assert nxg.nodes[str(URIRef(BASE + "result/p1-1"))]["metric"] == "accuracy"
    back = nx.parse_graphml(graphml(g))
    assert "metric" not in back.nodes[str(TIME)] and back.nodes[str(TIME)]["value"] == 3.0


def test_graph_html_shows_a_metricless_result_by_its_number():
    data = collect_view_data(_graph())
    by_iri = {n["u"]: n for n in data.nodes}
    speed = by_iri[str(SPEEDUP)]
    # (session 58: a change's label says it is one, "(increase)")
    assert speed["l"] == "4.5x (increase)" and speed["r"]["va"] == "4.5" and speed["r"]["rt"] == "4.5x faster"
    assert "m" not in speed["r"]
    assert by_iri[str(TIME)]["l"] == "3 h" and "d" in by_iri[str(TIME)]["r"]
    assert "m" in by_iri[BASE + "result/p1-1"]["r"]


def test_eval_scores_the_metricless_results_the_graph_holds():
    ex = _extraction()
    assert [r.value for r in written_results(ex)] == ["88.5", "4.5", "3"]
    gold = {"id": "p1", "text": TEXT, "metric": [{"name": "accuracy"}],
            "result": [{"value": "88.5%", "metric": "accuracy", "dataset": "FooSet"},
                       {"value": "4.5x", "metric": None, "dataset": None}]}
    s = evaluate_extractions([gold], [ex]).scores["result"]
    # the speed-up is a hit; "3 hours", which the gold does not list, a false hit
    assert (s.tp, s.fp, s.fn) == (2, 1, 0)


@pytest.mark.parametrize("value", ["several", "n/a"])
def test_eval_leaves_out_what_the_graph_leaves_out(value):
    ex = _extraction([_result(value, None, "x", "4.5x faster")])
    gold = {"id": "p1", "text": TEXT, "result": [{"value": "4.5x", "metric": None, "dataset": None}]}
    s = evaluate_extractions([gold], [ex]).scores["result"]
    assert (s.tp, s.fp, s.fn) == (0, 0, 1)


def test_kg_serve_describes_a_metricless_result(tmp_path):
    ttl = tmp_path / "graph.ttl"
    _graph().serialize(ttl, format="turtle")
    with Server(make_app(graph=ttl, timeout=10.0, workers=1, base_iri=BASE)) as url:
        with urllib.request.urlopen(url + "/resource/result/p1-2", timeout=30) as resp:
            assert resp.status == 200
            got = rdflib.Graph().parse(data=resp.read().decode("utf-8"), format="turtle")
    assert (SPEEDUP, KGO.value, Literal("4.5", datatype=XSD.decimal)) in got
    assert (SPEEDUP, RDF.type, KGO.Result) in got and (PAPER, KGO.reportsResult, SPEEDUP) in got
    assert not list(got.objects(SPEEDUP, KGO.metric))
