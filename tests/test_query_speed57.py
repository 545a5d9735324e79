"""link-evidence and paper-overview as rewritten in session 57 (two branches, each starting from the side given, for
Oxigraph's planner) gives the rows it gave: a link's evidence found from either end, a paper found
by the method it proposes, an open end matching any labelled node (not an unlabelled code
repository) and a kgo:MatchSupport statement never taken for evidence; on both engines.

The graph is written here, term by term; its names are made up for the test.
"""
from __future__ import annotations

import pyoxigraph as ox
import pytest
import rdflib
from rdflib import Literal, Namespace, URIRef
from rdflib.namespace import PROV, RDF, RDFS, SKOS, XSD

from kg.ontology import KGO
from kg.query import run_query

R = Namespace("https://w3id.org/paperkg/resource/")
PAPER = R["paper/h-0000000000000001"]
METHOD = R["method/widgetnet"]
TASK = R["task/widget-sorting"]
REPO = URIRef("https://example.org/code/widgetnet")


PART = R["method/widget-encoder"]
RESULT = R["result/r-0000000000000001"]


def _graph() -> rdflib.Graph:
    g = rdflib.Graph()
    g.add((PART, RDF.type, KGO.Method))
    g.add((PART, SKOS.prefLabel, Literal("widget encoder", lang="en")))
    g.add((PART, KGO.partOf, METHOD))
    g.add((RESULT, RDF.type, KGO.Result))
    g.add((RESULT, KGO.resultText, Literal("sorts 95% of widgets", lang="en")))
    g.add((PAPER, KGO.reportsResult, RESULT))
    g.add((PAPER, RDF.type, KGO.Paper))
    g.add((PAPER, RDFS.label, Literal("Sorting widgets quickly", lang="en")))
    g.add((METHOD, RDF.type, KGO.Method))
    g.add((METHOD, SKOS.prefLabel, Literal("WidgetNet", lang="en")))
    g.add((METHOD, SKOS.altLabel, Literal("WN", lang="en")))
    g.add((TASK, RDF.type, KGO.Task))
    g.add((TASK, SKOS.prefLabel, Literal("widget sorting", lang="en")))
    g.add((PAPER, KGO.proposes, METHOD))
    g.add((PAPER, KGO.addresses, TASK))
    g.add((METHOD, KGO.addresses, TASK))
    g.add((PAPER, KGO.codeRepository, REPO))

    def evidence(name, s, p, o, start, confidence=None, kind=KGO.Evidence):
        e = R[f"evidence/{name}"]
        g.add((e, RDF.type, kind))
        g.add((e, RDF.type, RDF.Statement))
        g.add((e, RDF.subject, s))
        g.add((e, RDF.predicate, p))
        g.add((e, RDF.object, o))
        g.add((e, PROV.wasDerivedFrom, PAPER))
        g.add((e, KGO.sentence, Literal(f"Sentence {name}.", lang="en")))
        g.add((e, KGO.startOffset, Literal(start, datatype=XSD.integer)))
        g.add((e, KGO.endOffset, Literal(start + 12, datatype=XSD.integer)))
        g.add((e, KGO.extractor, Literal("pattern")))
        if confidence is not None:
            g.add((e, KGO.confidence, Literal(confidence, datatype=XSD.decimal)))
        return e

    evidence("e1", PAPER, KGO.addresses, TASK, 0, "0.9")
    evidence("e2", METHOD, KGO.addresses, TASK, 20)
    evidence("e3", PAPER, KGO.codeRepository, REPO, 40, "1.0")
    evidence("m1", METHOD, SKOS.closeMatch, TASK, 60, kind=KGO.MatchSupport)
    return g


def _oxigraph(g: rdflib.Graph) -> ox.Store:
    store = ox.Store()
    store.load(g.serialize(format="nt").encode("utf-8"), format=ox.RdfFormat.N_TRIPLES)
    return store


@pytest.fixture(scope="module", params=["rdflib", "oxigraph"])
def source(request):
    g = _graph()
    return g if request.param == "rdflib" else _oxigraph(g)


def _links(source, **params) -> list[tuple]:
    """(subjectNode, predicate, objectNode, start, confidence, subject, object) of each row."""
    res = run_query("link-evidence", source, params)
    i = {v: k for k, v in enumerate(res.vars)}
    return [
        (row[i["subjectNode"]], row[i["predicate"]], row[i["objectNode"]], int(row[i["start"]]),
         None if row[i["confidence"]] is None else str(row[i["confidence"]]),
         None if row[i["subject"]] is None else str(row[i["subject"]]),
         None if row[i["object"]] is None else str(row[i["object"]]))
        for row in res.rows
    ]


def test_both_ends_given_by_label_any_case(source):
    # the paper holds the link as the method it proposes does: a row each, ordered by subjectNode
    assert _links(source, subject="widgetnet", object="WIDGET SORTING") == [
        (METHOD, KGO.addresses, TASK, 20, None, "widgetnet", "WIDGET SORTING"),
        (PAPER, KGO.addresses, TASK, 0, "0.9", "widgetnet", "WIDGET SORTING"),
    ]


def test_object_alone_leaves_the_subject_open(source):
    assert _links(source, object="widget sorting") == [
        (METHOD, KGO.addresses, TASK, 20, None, None, "widget sorting"),
        (PAPER, KGO.addresses, TASK, 0, "0.9", None, "widget sorting"),
    ]


def test_subject_alone_reaches_labelled_objects_only(source):
    # the code repository has no label, so its link is no row with the object open (as before)
    assert _links(source, subject="Sorting widgets quickly") == [
        (PAPER, KGO.addresses, TASK, 0, "0.9", "Sorting widgets quickly", None),
    ]


def test_ends_given_as_iris(source):
    assert _links(source, subject=str(METHOD), object=f"<{TASK}>") == [
        (METHOD, KGO.addresses, TASK, 20, None, str(METHOD), str(TASK)),
    ]
    # an alternative label (WN) names the method; the match support statement is no evidence
    assert _links(source, subject="wn", object=str(TASK)) == [
        (METHOD, KGO.addresses, TASK, 20, None, "wn", str(TASK)),
        (PAPER, KGO.addresses, TASK, 0, "0.9", "wn", str(TASK)),
    ]


def test_nothing_named_gives_no_row(source):
    assert _links(source, subject="no such method", object="widget sorting") == []
    assert _links(source, subject="no such method") == []


def _overview(source, paper: str) -> list[tuple]:
    """(paper, paperNode, relation, entityLabel, type, entity) of each paper-overview row."""
    res = run_query("paper-overview", source, {"paper": paper})
    assert res.vars == ["paper", "paperNode", "relation", "entityLabel", "type", "entity"]
    return [tuple(None if v is None else (str(v) if isinstance(v, Literal) else v) for v in row) for row in res.rows]


def test_paper_overview_by_proposed_method(source):
    # every kind of row: typed links, a part of the proposed method, a result, the code repository
    assert _overview(source, "WIDGETNET") == [
        ("WIDGETNET", PAPER, KGO.addresses, "widget sorting", KGO.Task, TASK),
        ("WIDGETNET", PAPER, KGO.codeRepository, str(REPO), None, REPO),
        ("WIDGETNET", PAPER, KGO.partOf, "widget encoder", KGO.Method, PART),
        ("WIDGETNET", PAPER, KGO.proposes, "WidgetNet", KGO.Method, METHOD),
        ("WIDGETNET", PAPER, KGO.reportsResult, "sorts 95% of widgets", KGO.Result, RESULT),
    ]


def test_paper_overview_by_iri_and_unknown(source):
    assert [row[2] for row in _overview(source, str(PAPER))] == [
        KGO.addresses, KGO.codeRepository, KGO.partOf, KGO.proposes, KGO.reportsResult]
    assert _overview(source, "no such paper") == []
