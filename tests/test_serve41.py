"""kg serve, session 41: error messages that say what is wrong (undefined prefix, ungrouped
projection), Retry-After and a fitting hint on 503, no worker restart for a client that went away,
CSV from Oxigraph's writer, JSON-LD for application/json and Turtle for text/n3."""
from __future__ import annotations

import json
import threading
import time

import pyoxigraph as ox
import pytest
import rdflib
from starlette.testclient import TestClient

from kg.serve import GRAPH_TYPES, QueryWorkerPool, _execute, make_app, syntax_precheck, timeout_message
from kg.store import GraphStore
from test_queries import build_fixture_graph

SLOW = "SELECT (COUNT(*) AS ?n) WHERE { " + " ".join(f"?s{i} ?p{i} ?o{i} ." for i in range(6)) + " }"
MEDIUM = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g a ?i }"
CONSTRUCT = ("PREFIX skos: <http://www.w3.org/2004/02/skos/core#>\n"
             "CONSTRUCT { ?d skos:prefLabel ?l } WHERE { ?d skos:prefLabel ?l }")


def _store() -> ox.Store:
    store = ox.Store()
    store.update('INSERT DATA { <https://example.org/d> <http://www.w3.org/2004/02/skos/core#prefLabel> "MSMT17" . '
                 '<https://example.org/e> <http://www.w3.org/2004/02/skos/core#prefLabel> "-SUM(1)" }')
    return store


def test_an_undefined_prefix_is_a_400_saying_so():
    reply = syntax_precheck("SELECT ?s WHERE {\n  ?s foo:kind ?o .\n}")
    assert reply.status == 400
    assert reply.body.decode() == ("SPARQL error 2:6: undefined prefix 'foo:': declare it with PREFIX foo: <...> "
                                   "before the query, or write the full <IRI>\n")


def test_an_ungrouped_projection_is_a_400_saying_so():
    reply = syntax_precheck("SELECT ?x ?label (COUNT(?o) AS ?n)\nWHERE { ?x <https://e/l> ?label ; ?p ?o }\nGROUP BY ?x")
    assert reply.status == 400
    assert reply.body.decode().startswith("SPARQL error 1:11: variable ?label is projected but neither grouped "
                                          "nor aggregated")
    assert reply.body.decode().count("\n") == 1
    # the worker's own check (a text the precheck leaves to it) answers the same
    worker = _execute(ox.Store(), "SELECT ?s WHERE {\n  ?s foo:kind ?o .\n}", ["*/*"])
    assert worker.body.decode().startswith("SPARQL error 2:6: undefined prefix 'foo:'")


def test_a_syntax_error_keeps_its_form():
    reply = syntax_precheck("SELECT ?x WHERE {\n  ?x ?p ?o .\n  FILTR(?o)\n}")
    assert reply.body.decode() == "SPARQL syntax error 3:3: near 'FILTR' in line 3: FILTR(?o)\n"


@pytest.mark.parametrize("accept, media, fmt", [
    ("application/json", "application/json", "json-ld"),
    ("application/ld+json", "application/ld+json", "json-ld"),
    ("text/n3", "text/n3", "turtle"),
    ("text/n3;q=0.9, image/png", "text/n3", "turtle"),
])
def test_construct_answers_json_ld_and_n3_as_fuseki_does(accept, media, fmt):
    from kg.serve import negotiate

    reply = _execute(_store(), CONSTRUCT, negotiate(accept))
    assert reply.status == 200 and reply.media_type == f"{media}; charset=utf-8"
    graph = rdflib.Graph().parse(data=reply.body.decode(), format=fmt)
    assert sorted(str(o) for o in graph.objects()) == ["-SUM(1)", "MSMT17"]
    if fmt == "json-ld":
        json.loads(reply.body)


def test_an_unsupported_type_is_406_listing_the_supported_ones():
    reply = _execute(_store(), CONSTRUCT, ["image/png"])
    body = reply.body.decode()
    assert reply.status == 406 and body.startswith("no acceptable media type; CONSTRUCT/DESCRIBE offer text/turtle")
    for media in ("application/ld+json", "application/json", "text/n3", "application/n-triples"):
        assert media in body
    assert GRAPH_TYPES["application/json"] == "JSON_LD"


def test_csv_is_oxigraphs_and_still_guarded():
    from kg.serve import _answer

    store = _store()
    text = "SELECT ?d ?l WHERE { ?d <http://www.w3.org/2004/02/skos/core#prefLabel> ?l } ORDER BY ?l"
    reply = _answer(store, text, None, store.query(text), ["text/csv"])
    assert reply.body == b"d,l\r\nhttps://example.org/e,'-SUM(1)\r\nhttps://example.org/d,MSMT17\r\n"
    text = "SELECT ?l WHERE { ?d <http://www.w3.org/2004/02/skos/core#prefLabel> ?l FILTER(?l != '-SUM(1)') }"
    reply = _answer(store, text, None, store.query(text), ["text/csv"])
    assert reply.body == store.query(text).serialize(format=ox.QueryResultsFormat.CSV) == b"l\r\nMSMT17\r\n"


def test_the_timeout_hint_fits_the_query():
    assert "add a LIMIT" in timeout_message("SELECT * WHERE { ?s ?p ?o }", 10)
    for text in ("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }", "SELECT ?s WHERE { ?s ?p ?o } GROUP BY ?s",
                 "SELECT * WHERE { ?s ?p ?o } LIMIT 10", "ASK { ?s ?p ?o }", "CONSTRUCT WHERE { ?s ?p ?o }"):
        message = timeout_message(text, 10)
        assert "LIMIT" not in message and "longer --timeout" in message, text
    assert timeout_message("SELECT * WHERE { ?s ?p ?o }", 2.5).startswith("query stopped after 2.5 s (time limit)")


def test_a_503_carries_retry_after(tmp_path):
    ttl = tmp_path / "graph.ttl"
    build_fixture_graph().serialize(ttl, format="turtle")
    with TestClient(make_app(graph=ttl, timeout=1.5, workers=1)) as tc:
        r = tc.get("/sparql", params={"query": SLOW})
    assert r.status_code == 503
    assert r.headers["retry-after"] == "2"
    assert "LIMIT" not in r.text and "longer --timeout" in r.text


def test_a_client_that_went_away_costs_no_worker_restart(tmp_path):
    with GraphStore.open(tmp_path / "store") as st:
        st.replace_graph(build_fixture_graph())
    pool = QueryWorkerPool(tmp_path / "store", size=2, timeout=30.0)
    pool.start()
    try:
        gone = threading.Event()
        gone.set()
        # a query of about a second: still running when the pool sees the client gone
        reply = pool.run(MEDIUM, ["*/*"], None, gone)
        assert reply.status == 503 and reply.body.decode() == "query stopped: the client disconnected\n"
        t0 = time.monotonic()
        reply = pool.run("ASK { ?s ?p ?o }", ["application/sparql-results+json"])  # the other worker
        assert reply.status == 200 and time.monotonic() - t0 < 5.0
        deadline = time.monotonic() + 25
        while pool._idle.qsize() < 2 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert pool._idle.qsize() == 2 and pool.restarts == 0  # the worker came back: no restart (was 1)
        # queries still running when another request needs a worker: one is stopped for it
        pool.run(SLOW, ["*/*"], None, gone)
        pool.run(SLOW, ["*/*"], None, gone)
        reply = pool.run("ASK { ?s ?p ?o }", ["application/sparql-results+json"])
        assert reply.status == 200 and pool.restarts == 1
    finally:
        pool.close()
