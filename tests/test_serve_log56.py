"""kg serve's access log names the query and why it got no answer, and a line says the server
stops (session 56, trial P finding 5: a line was ``"POST /sparql" 503 277 B 10122.1 ms`` only)."""
from __future__ import annotations

import hashlib
import logging
import re
import signal

import rdflib
from rdflib import RDFS, Literal, URIRef
from starlette.testclient import TestClient

from kg.serve import _Server, make_app, query_log_text, server_config

BASE = "https://example.org/lab56l/"
SLOW = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }"


def _graph(path, n: int = 3) -> None:
    g = rdflib.Graph()
    for i in range(n):
        g.add((URIRef(f"{BASE}m{i}"), RDFS.label, Literal(f"Model {i}")))
    g.serialize(path, format="turtle")


def _lines(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "kg.serve.access"]


def test_query_log_text_is_one_short_line():
    text = 'PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\nSELECT ?l\nWHERE {\n  ?s rdfs:label "a\\"b" }'
    note = query_log_text(text)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]
    assert note.startswith(f'q={digest} "PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> SELECT ?l WHERE')
    assert "\n" not in note
    assert note.endswith('..."')
    short = query_log_text("ASK {\t?s ?p ?o }")
    assert short.endswith('"ASK { ?s ?p ?o }"')
    assert query_log_text('ASK { ?s ?p "x" }').endswith('"ASK { ?s ?p \\"x\\" }"')
    assert query_log_text("ASK {}") == query_log_text("ASK {}")
    assert query_log_text("ASK {}").split()[0] != query_log_text("ASK { }").split()[0]


def test_lines_name_the_query_and_the_reason(tmp_path, caplog):
    ttl = tmp_path / "graph.ttl"
    _graph(ttl, 120)
    with caplog.at_level(logging.INFO, logger="kg.serve.access"):
        with TestClient(make_app(graph=ttl, timeout=0.5, workers=1)) as tc:
            ok = tc.get("/sparql", params={"query": "ASK { ?s ?p ?o }"})
            assert ok.status_code == 200
            svc = tc.post("/sparql", data={"query": "SELECT * { SERVICE <http://a.example/> { ?s ?p ?o } }"})
            assert svc.status_code == 403
            upd = tc.post("/sparql", content=b"INSERT DATA { <urn:a> <urn:b> <urn:c> }",
                          headers={"Content-Type": "application/sparql-update"})
            assert upd.status_code == 403
            slow = tc.get("/sparql", params={"query": SLOW})
            assert slow.status_code == 503
            bad = tc.get("/sparql", params={"query": "SELEKT nothing"})
            assert bad.status_code == 400
    lines = _lines(caplog)
    assert len(lines) == 5, lines
    assert re.search(r' 200 \d+ B \d+\.\d ms q=[0-9a-f]{10} "ASK \{ \?s \?p \?o \}"$', lines[0]), lines[0]
    assert "[" not in lines[0]
    assert " 403 " in lines[1] and '[refused form: SERVICE] q=' in lines[1] and '"SELECT * { SERVICE' in lines[1]
    # (session 61: with the update's hash and text, as a query's)
    assert " 403 " in lines[2] and '[refused form: update] q=' in lines[2] and '"INSERT DATA {' in lines[2]
    assert " 503 " in lines[3] and "[time limit" in lines[3] and '"SELECT (COUNT(*) AS ?n)' in lines[3]
    assert " 400 " in lines[4] and '[syntax error] q=' in lines[4]


def test_a_line_says_the_server_stops(caplog):
    async def app(scope, receive, send):  # never called
        raise AssertionError

    server = _Server(server_config(app, "127.0.0.1", 0))
    with caplog.at_level(logging.INFO, logger="kg.serve.access"):
        server.handle_exit(signal.SIGTERM, None)
        server.handle_exit(signal.SIGTERM, None)  # (a second signal: no second line)
    lines = _lines(caplog)
    assert lines == ["stopping: SIGTERM received; 0 running queries stopped, no new connection accepted"]
    assert server.should_exit
