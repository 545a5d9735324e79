"""Session 57 (a Linked-Data engineer's trial asked whether kg serve's 403s follow the SPARQL 1.1
Protocol): a malformed text is 400, a well-formed request refused by policy (SPARQL Update,
SERVICE) 403 with its reason, as docs/CLI.md ("HTTP details") writes it down with the reasons."""
from __future__ import annotations

from pathlib import Path

import rdflib
from rdflib import RDFS, Literal, URIRef
from starlette.testclient import TestClient

from kg.serve import READ_ONLY_MESSAGE, SERVICE_MESSAGE, make_app

BASE = "https://example.org/lab57/"
DOC = Path(__file__).resolve().parents[1] / "docs" / "CLI.md"


def test_refusals_are_403_and_malformed_texts_400(tmp_path):
    ttl = tmp_path / "graph.ttl"
    g = rdflib.Graph()
    g.add((URIRef(BASE + "m1"), RDFS.label, Literal("Heron Mixer")))
    g.serialize(ttl, format="turtle")
    insert = "INSERT DATA { <https://example.org/lab57/m2> <http://www.w3.org/2000/01/rdf-schema#label> 'x' }"
    with TestClient(make_app(graph=ttl, workers=1)) as tc:
        # well formed, refused by policy: 403 with the reason
        for r in (tc.post("/sparql", data={"update": insert}),
                  tc.post("/sparql", content=insert, headers={"Content-Type": "application/sparql-update"}),
                  tc.get("/sparql", params={"query": insert})):
            assert r.status_code == 403, r.text
            assert r.text.strip() == READ_ONLY_MESSAGE
        r = tc.get("/sparql", params={"query": "SELECT * WHERE { SERVICE <http://a.example/sparql> { ?s ?p ?o } }"})
        assert (r.status_code, r.text.strip()) == (403, SERVICE_MESSAGE)
        # malformed, whatever words it holds: 400
        for text in ("SELECT ?s WHERE { ?s ?p ", "INSERT DATA { <a> <b> }", "SELECT * { SERVICE <x> { ?s ?p } "):
            r = tc.get("/sparql", params={"query": text})
            assert r.status_code == 400, (text, r.status_code, r.text)
        # a well-formed query runs
        r = tc.get("/sparql", params={"query": "SELECT ?l WHERE { ?m ?p ?l }"}, headers={"Accept": "text/csv"})
        assert r.status_code == 200 and "Heron Mixer" in r.text


def test_the_choice_is_documented_against_the_protocol():
    text = DOC.read_text(encoding="utf-8")
    start = text.index("### HTTP details")
    ends = [i for i in (text.find("\n### ", start + 10), text.find("\n## ", start + 10)) if i > 0]
    section = text[start:min(ends, default=len(text))]
    assert "SPARQL 1.1 Protocol" in section and "2.1.4" in section and "2.2.4" in section
    assert "RFC 9110 section 15.5.4" in section
    for row in ("| **400** |", "| **403** |", "| **500** |"):
        assert row in section, row
