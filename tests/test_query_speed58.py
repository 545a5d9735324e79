"""The queries rewritten in session 58 for Oxigraph (sort keys bound once per row and led by their
first 15 characters; links read per predicate and hash-joined) keep their order where it is
decided past those 15 characters, and their answers; on both engines.

Labels here share their first 15 characters ("widget sorting ", "widget benchmar") and differ in
case, so an order taken from the prefix alone, or case-sensitive, would show. The graph is written
here, term by term; its names are made up for the test.
"""
from __future__ import annotations

import pyoxigraph as ox
import pytest
import rdflib
from rdflib import Literal, Namespace
from rdflib.namespace import RDF, RDFS, SKOS

from kg.ontology import KGO
from kg.query import run_query

R = Namespace("https://w3id.org/paperkg/resource/")
P1, P2, P3 = R["paper/h-0000000000000001"], R["paper/h-0000000000000002"], R["paper/h-0000000000000003"]
# IRIs in the order tasks-sharing-datasets compares them (str): T1 < T2 < T3
T1, T2, T3 = R["task/a-widget-sorting-b"], R["task/b-widget-sorting-a"], R["task/c-gadget-pairing"]
D1, D2 = R["dataset/widget-benchmark-suite-zeta"], R["dataset/widget-benchmark-suite-alpha"]
M1 = R["method/widget-sorter"]


def _graph() -> rdflib.Graph:
    g = rdflib.Graph()
    for paper, title in ((P1, "Sorting widgets"), (P2, "Sorting more widgets"), (P3, "Pairing gadgets")):
        g.add((paper, RDF.type, KGO.Paper))
        g.add((paper, RDFS.label, Literal(title, lang="en")))
    for node, kind, label in ((T1, KGO.Task, "widget sorting at scale b"), (T2, KGO.Task, "Widget sorting at scale A"),
                              (T3, KGO.Task, "gadget pairing"), (D1, KGO.Dataset, "Widget Benchmark Suite Zeta"),
                              (D2, KGO.Dataset, "widget benchmark suite alpha"), (M1, KGO.Method, "WidgetSorter")):
        g.add((node, RDF.type, kind))
        g.add((node, SKOS.prefLabel, Literal(label, lang="en")))
    for s, p, o in ((P1, KGO.addresses, T1), (P1, KGO.addresses, T3), (P1, KGO.evaluatedOn, D1),
                    (P1, KGO.evaluatedOn, D2), (P1, KGO.proposes, M1), (P2, KGO.addresses, T2),
                    (P2, KGO.evaluatedOn, D1), (P3, KGO.mainTask, T3), (P3, KGO.evaluatedOn, D2),
                    (M1, KGO.addresses, T1), (M1, KGO.uses, D1)):
        g.add((s, p, o))
    return g


@pytest.fixture(scope="module", params=["rdflib", "oxigraph"])
def source(request):
    g = _graph()
    if request.param == "rdflib":
        return g
    store = ox.Store()
    store.load(g.serialize(format="nt").encode("utf-8"), format=ox.RdfFormat.N_TRIPLES)
    return store


def _rows(name, source, *columns):
    res = run_query(name, source)
    i = {v: k for k, v in enumerate(res.vars)}
    return [tuple(None if row[i[c]] is None else str(row[i[c]]) for c in columns) for row in res.rows]


def test_tasks_sharing_datasets_counts_order_and_dataset_lists(source):
    # (T1, T3) share both datasets; the two pairs sharing one are ordered by the first task's
    # label in small letters, which the 15-character prefix "widget sorting " does not decide
    assert _rows("tasks-sharing-datasets", source, "task1", "task2", "papers", "sharedDatasets", "datasets") == [
        (str(T1), str(T3), "2", "2", "widget benchmark suite alpha | Widget Benchmark Suite Zeta"),
        (str(T2), str(T3), "2", "1", "Widget Benchmark Suite Zeta"),
        (str(T1), str(T2), "2", "1", "Widget Benchmark Suite Zeta"),
    ]


def test_paper_table_cells_sorted_past_the_prefix(source):
    assert _rows("paper-table", source, "paper", "main_task", "other_tasks", "datasets", "proposed_methods") == [
        (str(P1), None, "gadget pairing | widget sorting at scale b",
         "widget benchmark suite alpha | Widget Benchmark Suite Zeta", "WidgetSorter"),
        (str(P2), None, "Widget sorting at scale A", "Widget Benchmark Suite Zeta", None),
        (str(P3), "gadget pairing", None, "widget benchmark suite alpha", None),
    ]


def test_most_connected_methods_counts_both_directions(source):
    # WidgetSorter: proposed by P1 (a paper), addresses T1, uses D1
    assert _rows("most-connected-methods", source, "method", "papers", "neighbours") == [(str(M1), "1", "3")]


def test_papers_per_task_lists_titles_in_order(source):
    rows = _rows("papers-per-task", source, "task", "papers", "paperLabels")
    assert rows[0] == (str(T3), "2", "Pairing gadgets | Sorting widgets")
