"""kg serve --max-rows: an answer holds at most N rows (solutions, or triples of a CONSTRUCT or
DESCRIBE), and a cut answer says so in its ``X-PaperKG-Truncated`` header and the access log
(session 56, trial P finding 3: an unbounded SELECT answered the whole graph, 200, no notice)."""
from __future__ import annotations

import csv
import io
import json
import logging

import pyoxigraph as ox
import pytest
import rdflib
from rdflib import RDFS, Literal, URIRef
from starlette.testclient import TestClient

from kg.serve import DEFAULT_MAX_ROWS, TRUNCATED_HEADER, _execute, cli_serve, make_app

BASE = "https://example.org/lab56r/"
SPO = "SELECT * WHERE { ?s ?p ?o }"
JSON_TYPE = "application/sparql-results+json"


def _store(n: int) -> "ox.Store":
    st = ox.Store()
    for i in range(n):
        st.add(ox.Quad(ox.NamedNode(f"{BASE}m{i:03d}"), ox.NamedNode(str(RDFS.label)),
                       ox.Literal(f"Model {i}\nline two \"quoted\"\t=tab")))
    return st


def _graph(path, n: int) -> None:
    g = rdflib.Graph()
    for i in range(n):
        g.add((URIRef(f"{BASE}m{i:03d}"), RDFS.label, Literal(f"Model {i}")))
    g.serialize(path, format="turtle")


@pytest.mark.parametrize("media", [JSON_TYPE, "application/sparql-results+xml", "text/csv",
                                   "text/tab-separated-values"])
def test_select_is_cut_in_every_format(media):
    st = _store(30)
    whole = _execute(st, SPO + " ORDER BY ?s", [media])
    cut = _execute(st, SPO + " ORDER BY ?s", [media], max_rows=7)
    assert whole.status == cut.status == 200
    assert dict(whole.headers).get(TRUNCATED_HEADER) is None
    assert dict(cut.headers)[TRUNCATED_HEADER] == "7"
    assert cut.reason == "truncated at 7 rows"
    # the same columns in the same order, the first 7 rows
    if media == JSON_TYPE:
        a, b = json.loads(whole.body), json.loads(cut.body)
        assert a["head"] == b["head"] and b["head"]["vars"] == ["s", "p", "o"]
        assert b["results"]["bindings"] == a["results"]["bindings"][:7]
    elif media == "text/csv":
        a = list(csv.reader(io.StringIO(whole.body.decode())))
        b = list(csv.reader(io.StringIO(cut.body.decode())))
        assert b == a[:8] and b[0] == ["s", "p", "o"] and b[1][2] == 'Model 0\nline two "quoted"\t=tab'
    elif media == "text/tab-separated-values":
        a, b = whole.body.decode().split("\n"), cut.body.decode().split("\n")
        assert b[:8] == a[:8] and b[8:] == [""]
    else:
        assert cut.body.count(b"<result>") == 7 and whole.body.count(b"<result>") == 30


def test_answers_within_the_cap_are_unchanged():
    st = _store(5)
    for media in (JSON_TYPE, "text/csv", "text/tab-separated-values", "application/sparql-results+xml"):
        assert _execute(st, SPO + " ORDER BY ?s", [media], max_rows=5) == _execute(st, SPO + " ORDER BY ?s", [media])
    ask = _execute(st, "ASK { ?s ?p ?o }", [JSON_TYPE], max_rows=1)
    assert json.loads(ask.body) == {"head": {}, "boolean": True}


def test_construct_is_cut_by_triples():
    st = _store(12)
    cut = _execute(st, "CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }", ["application/n-triples"], max_rows=4)
    assert dict(cut.headers)[TRUNCATED_HEADER] == "4"
    assert len([x for x in cut.body.decode().split("\n") if x.strip()]) == 4


def test_endpoint_tells_the_client_and_the_log(tmp_path, caplog):
    ttl = tmp_path / "graph.ttl"
    _graph(ttl, 25)
    with caplog.at_level(logging.INFO, logger="kg.serve.access"):
        with TestClient(make_app(graph=ttl, workers=1, max_rows=10)) as tc:
            r = tc.get("/sparql", params={"query": SPO}, headers={"Accept": JSON_TYPE, "Origin": "https://a.example"})
            small = tc.get("/sparql", params={"query": SPO + " LIMIT 10"}, headers={"Accept": JSON_TYPE})
    assert r.status_code == 200
    assert r.headers[TRUNCATED_HEADER] == "10"
    assert TRUNCATED_HEADER.lower() in r.headers["access-control-expose-headers"].lower()
    assert len(r.json()["results"]["bindings"]) == 10
    assert TRUNCATED_HEADER not in small.headers
    assert len(small.json()["results"]["bindings"]) == 10
    lines = [x.getMessage() for x in caplog.records if x.name == "kg.serve.access"]
    assert "[truncated at 10 rows]" in lines[0]
    assert "[" not in lines[1].split(" ms")[1].split(" q=")[0]


def test_default_and_bounds(tmp_path, capsys):
    assert DEFAULT_MAX_ROWS == 100_000
    ttl = tmp_path / "graph.ttl"
    _graph(ttl, 2)
    assert cli_serve(graph=ttl, port=0, max_rows=-1) == 2
    assert "--max-rows must be in 0..100000000 (0: no cap), got -1" in capsys.readouterr().err
