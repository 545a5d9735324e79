"""A paper's authors keep their order (session 34).

dc:creator is a set: a triple store gives the names back in any order, and the view
sorted them, so the first author was lost. Each paper with authors now also has
``bibo:authorList <base>authors/<id>``, an ``rdf:Seq`` whose ``rdf:_1``, ``rdf:_2`` ... are the
names in the record's order (BIBO; RDF 1.1 container membership); the view lists them in
that order. A paper without authors has no list.
"""
from __future__ import annotations

from dataclasses import replace

from rdflib import RDF, Literal, URIRef
from rdflib.namespace import DCTERMS

from kg.export import turtle
from kg.graph import build_graph
from kg.ontology import BIBO, DC, PREFIXES
from kg.resolve import resolve
from kg.validate import validate
from kg.view import collect_view_data
from tests.factories import extraction, link, mention

BASE = "https://example.org/kg/"
TEXT = "We propose ZetaNet, a model for graph matching. ZetaNet beats the baselines by a wide margin."
AUTHORS = ("Zoe Young", "Adam Best", "Mia Kurz", "Adam Best Jr.")


def _papers():
    ms = [mention("ZetaNet", TEXT, "Method", "proposed"),
          mention("graph matching", TEXT, "Task", "task", main=True)]
    ex = extraction("p-1", TEXT, mentions=ms, links=[link("proposes", None, "ZetaNet", "Method", TEXT)],
                    title="ZetaNet for Graph Matching")
    with_authors = replace(ex, paper=replace(ex.paper, authors=AUTHORS))
    without = extraction("p-2", TEXT.replace("ZetaNet", "EtaNet"), title="EtaNet")
    return [with_authors, without]


def _graph():
    exs = _papers()
    return build_graph(exs, resolve(exs), base_iri=BASE)


def test_the_author_list_is_an_rdf_seq_in_the_records_order():
    g = _graph()
    paper = URIRef(BASE + "paper/p-1")
    seq = g.value(paper, BIBO.authorList)
    assert seq == URIRef(BASE + "authors/p-1")
    assert (seq, RDF.type, RDF.Seq) in g
    assert [g.value(seq, RDF[f"_{n}"]) for n in range(1, 6)] == [Literal(a) for a in AUTHORS] + [None]
    # dc:creator stays: one plain literal per name (dcterms:creator until session 52)
    assert set(g.objects(paper, DC.creator)) == {Literal(a) for a in AUTHORS}
    assert (paper, DCTERMS.creator, None) not in g


def test_a_paper_without_authors_has_no_list_and_the_graph_conforms():
    g = _graph()
    assert g.value(URIRef(BASE + "paper/p-2"), BIBO.authorList) is None
    assert len(set(g.subjects(RDF.type, RDF.Seq))) == 1
    assert PREFIXES["bibo"] == str(BIBO) == "http://purl.org/ontology/bibo/"
    assert validate(g).conforms


def test_two_author_lists_for_one_paper_break_the_shapes():
    g = _graph()
    paper = URIRef(BASE + "paper/p-1")
    other = URIRef(BASE + "authors/other")
    g.add((paper, BIBO.authorList, other))
    g.add((other, RDF.type, RDF.Seq))
    report = validate(g)
    assert not report.conforms
    assert any("bibo:authorList" in v.message for v in report.violations)


def test_the_view_lists_the_authors_in_order_and_turtle_names_the_list():
    g = _graph()
    data = collect_view_data(g)
    papers = [n for n in data.nodes if n.get("au")]
    assert [p["au"] for p in papers] == [list(AUTHORS)]
    ttl = turtle(g)
    assert "@prefix authors: <https://example.org/kg/authors/> ." in ttl
    assert 'rdf:_1 "Zoe Young"' in ttl
