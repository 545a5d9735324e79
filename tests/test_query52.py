"""Session 52: a query that compares a label with a plain string (no @en) finds nothing,
silently before; kg query now says why on stderr (kg.query.plain_label_note)."""
from __future__ import annotations

import pytest
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import RDFS, SKOS

from kg.cli import main
from kg.query import plain_label_note

PRE = "PREFIX skos: <http://www.w3.org/2004/02/skos/core#> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> "


@pytest.fixture()
def graph_file(tmp_path):
    g = Graph()
    m = URIRef("https://example.org/kg/metric/widget-score")
    g.add((m, SKOS.prefLabel, Literal("widget score", lang="en")))
    g.add((m, SKOS.altLabel, Literal("WS", lang="en")))
    g.add((m, RDFS.label, Literal("widget score", lang="en")))
    path = tmp_path / "g.ttl"
    g.serialize(path, format="turtle")
    return path


@pytest.mark.parametrize("where,string", [
    ('?m skos:prefLabel "widget score"', "widget score"),
    ('?m skos:altLabel ?l FILTER(?l = "WS")', "WS"),
    ('?m rdfs:label ?l FILTER("widget score" = ?l)', "widget score"),
    ('?m skos:altLabel ?l FILTER(?l IN ("WS", "W.S."))', "WS"),
])
def test_plain_string_against_a_label_gets_a_note(graph_file, capsys, where, string):
    assert main(["query", "--graph", str(graph_file), "--text", PRE + "SELECT ?m WHERE { %s }" % where]) == 0
    out, err = capsys.readouterr()
    assert "(0 rows)" in out
    assert err == f'kg: note: {plain_label_note(PRE + "SELECT ?m WHERE { %s }" % where)}\n'
    assert f'write "{string}"@en, or compare STR(?label) = "{string}"' in err


@pytest.mark.parametrize("where", [
    '?m skos:prefLabel "widget score"@en',             # tagged: rows, no note
    '?m skos:prefLabel ?l FILTER(STR(?l) = "widget score")',
])
def test_matching_queries_get_no_note(graph_file, capsys, where):
    assert main(["query", "--graph", str(graph_file), "--text", PRE + "SELECT ?m WHERE { %s }" % where]) == 0
    out, err = capsys.readouterr()
    assert "widget-score" in out and err == ""


def test_no_note_for_other_empty_answers(graph_file, capsys):
    # no rows, but no plain string compared with a label: STR() already, or another property
    for where in ('?m skos:prefLabel ?l FILTER(STR(?l) = "gadget")', '?m skos:notation "widget score"'):
        assert main(["query", "--graph", str(graph_file), "--text", PRE + "SELECT ?m WHERE { %s }" % where]) == 0
        assert capsys.readouterr().err == ""


def test_note_function_on_bad_text_is_none():
    assert plain_label_note("SELECT WHERE {") is None
    assert plain_label_note(PRE + 'SELECT ?m WHERE { ?m skos:prefLabel "x"^^<http://www.w3.org/2001/XMLSchema#string> }') is None
