"""kg serve refuses a SERVICE pattern before the query waits for a worker (session 56, trial P
finding 4): a busy server answered its 403 only once a worker was free (~25 s under load)."""
from __future__ import annotations

import rdflib
from rdflib import RDFS, Literal, URIRef
from starlette.testclient import TestClient

from kg.serve import SERVICE_MESSAGE, _may_name_service, _parsed_service_verdict, make_app

BASE = "https://example.org/lab56s/"


def _graph(path) -> None:
    g = rdflib.Graph()
    for i, label in enumerate(["Kestrel Net", "Pine Encoder"]):
        g.add((URIRef(f"{BASE}m{i}"), RDFS.label, Literal(label)))
    g.serialize(path, format="turtle")


class _NoWorker:
    """Stands in for the query pool's run: records that a query was queued."""

    def __init__(self, real):
        self.real = real
        self.queued: list[str] = []

    def __call__(self, text, *args, **kw):
        self.queued.append(text)
        return self.real(text, *args, **kw)


def test_quick_test_for_the_word():
    assert _may_name_service("SELECT * WHERE { SERVICE <http://a.example/sparql> { ?s ?p ?o } }")
    assert _may_name_service("select * { service <http://a.example/> {} }")
    assert _may_name_service(r"SELECT * { \u0053ERVICE <http://a.example/> {} }")
    assert not _may_name_service("SELECT * WHERE { ?s ?p ?o }")


def test_parsed_verdict():
    assert _parsed_service_verdict("SELECT * WHERE { SERVICE <http://a.example/sparql> { ?s ?p ?o } }") == "service"
    # the word in a string literal is no SERVICE pattern
    assert _parsed_service_verdict('SELECT * WHERE { ?s ?p "service" }') is None


def test_service_is_refused_without_queueing(tmp_path):
    ttl = tmp_path / "graph.ttl"
    _graph(ttl)
    with TestClient(make_app(graph=ttl, workers=1)) as tc:
        pool = tc.app.state.query_pool
        spy = _NoWorker(pool.run)
        pool.run = spy
        for method in ("GET", "POST"):
            q = "SELECT * WHERE { SERVICE <http://a.example/sparql> { ?s ?p ?o } } LIMIT 1"
            if method == "GET":
                r = tc.get("/sparql", params={"query": q})
            else:
                r = tc.post("/sparql", data={"query": q})
            assert r.status_code == 403
            assert r.text.strip() == SERVICE_MESSAGE
        assert spy.queued == []
        # a query that only names the word in a literal still runs on a worker
        r = tc.get("/sparql", params={"query": 'SELECT ?s WHERE { ?s ?p "service" }'},
                   headers={"Accept": "application/sparql-results+json"})
        assert r.status_code == 200
        assert r.json()["results"]["bindings"] == []
        assert len(spy.queued) == 1
