"""kg serve, session 54: a team endpoint. ``--graph FILE`` follows the file (a rewritten file is
loaded again, and / serves the graph.html copied with it); queries wait in a queue for a worker
and their time limit counts from the moment a worker takes them; a query that got too little
processor time says the server was overloaded; /queries/NAME/results names the parameter
values it ran with; /resource/PATH lists direct incoming links before those of reification
nodes; a wildcard --host is printed as an address a client can use."""
from __future__ import annotations

import os
import threading
import time

import pytest
import rdflib
from rdflib import RDF, RDFS, Literal, URIRef
from rdflib.namespace import VOID
from starlette.testclient import TestClient

from kg.query import Query
from kg.serve import (DEFAULT_WORKERS, PARAMETERS_HEADER, QueryWorkerPool, _cpu_seconds, available_cores,
                      busy_message, make_app, overload_message, parameters_header, reachable_host)
from kg.store import GraphStore

BASE = "https://example.org/lab54/"
EX = rdflib.Namespace("https://example.org/terms54#")
ASK = "ASK { ?s ?p ?o }"
LABELS = "SELECT ?l WHERE { ?s <http://www.w3.org/2000/01/rdf-schema#label> ?l } ORDER BY ?l"


def _write_graph(path, labels: list[str]) -> None:
    """Write a graph of one method per label, replacing ``path`` by a rename as kg build does."""
    g = rdflib.Graph()
    for i, label in enumerate(labels):
        g.add((URIRef(f"{BASE}method/m{i}"), RDFS.label, Literal(label)))
    tmp = path.with_name(path.name + ".part")
    g.serialize(tmp, format="turtle")
    os.replace(tmp, path)


def _labels(tc) -> list[str]:
    r = tc.get("/sparql", params={"query": LABELS}, headers={"Accept": "application/sparql-results+json"})
    assert r.status_code == 200, r.text
    return [b["l"]["value"] for b in r.json()["results"]["bindings"]]


# ---------------------------------------------------------------------------------------- reload


def test_a_rewritten_graph_file_is_loaded_again_with_its_view(tmp_path, capsys):
    ttl = tmp_path / "graph.ttl"
    _write_graph(ttl, ["Heron Net", "Quill"])
    (tmp_path / "graph.html").write_text("<html>first build</html>", encoding="utf-8")
    with TestClient(make_app(graph=ttl, workers=1)) as tc:
        assert _labels(tc) == ["Heron Net", "Quill"]
        _write_graph(ttl, ["Lantern Model", "Moss", "Vane"])
        (tmp_path / "graph.html").write_text("<html>second build</html>", encoding="utf-8")
        follower = tc.app.state.graph_follower
        follower.check(force=True, wait=True)
        assert follower.reloads == 1
        assert _labels(tc) == ["Lantern Model", "Moss", "Vane"]
        assert tc.get("/").text == "<html>second build</html>"
        # the service description counts the generation now served
        assert "void:triples 3" in tc.get("/sparql", headers={"Accept": "text/turtle"}).text
        follower.check(force=True, wait=True)  # nothing changed: nothing loaded
        assert follower.reloads == 1
    assert f"kg serve: reloaded {ttl} (3 triples)" in capsys.readouterr().err


def test_the_view_is_the_copy_loaded_with_the_graph_until_it_changes(tmp_path):
    ttl = tmp_path / "graph.ttl"
    _write_graph(ttl, ["Heron Net"])
    page = tmp_path / "graph.html"
    page.write_text("<html>view one</html>", encoding="utf-8")
    with TestClient(make_app(graph=ttl, workers=1)) as tc:
        follower = tc.app.state.graph_follower
        assert tc.get("/").text == "<html>view one</html>"
        page.write_text("<html>view two</html>", encoding="utf-8")
        os.utime(page, ns=(1, 1))  # (a different mtime, whatever the clock's resolution)
        follower.check(force=True, wait=True)
        assert tc.get("/").text == "<html>view two</html>"
        assert follower.reloads == 0  # the graph file did not change


def test_a_graph_file_that_does_not_load_leaves_the_previous_graph_served(tmp_path, capsys):
    ttl = tmp_path / "graph.ttl"
    _write_graph(ttl, ["Heron Net"])
    with TestClient(make_app(graph=ttl, workers=1)) as tc:
        ttl.write_text("<https://example.org/a> <https://example.org/b> ", encoding="utf-8")
        follower = tc.app.state.graph_follower
        follower.check(force=True, wait=True)
        assert follower.reloads == 0
        assert _labels(tc) == ["Heron Net"]
    err = capsys.readouterr().err
    assert f"kg: warning: {ttl} changed but does not load" in err and "keeps serving the graph it loaded before" in err


def test_a_store_is_not_followed_as_a_file(tmp_path):
    g = rdflib.Graph()
    g.add((URIRef(BASE + "x"), RDFS.label, Literal("X")))
    with GraphStore.open(tmp_path / "st") as st:
        st.replace_graph(g)
    with TestClient(make_app(store=tmp_path / "st", workers=1)) as tc:
        assert tc.app.state.graph_follower is None
    with pytest.raises(ValueError, match="follow goes with store"):
        make_app(graph=tmp_path / "g.ttl", follow=tmp_path / "g.ttl")


# ---------------------------------------------------------------------------------- queue, limits


@pytest.fixture()
def store_dir(tmp_path):
    g = rdflib.Graph()
    for i in range(3):
        g.add((URIRef(f"{BASE}p{i}"), RDF.type, EX.Paper))
    with GraphStore.open(tmp_path / "st") as st:
        st.replace_graph(g)
    return tmp_path / "st"


def _run_in_thread(pool, text):
    out = []
    thread = threading.Thread(target=lambda: out.append(pool.run(text, ["application/sparql-results+json"])))
    thread.start()
    return thread, out


def _until_waiting(pool, n=1):
    while len(pool._waiting) < n:
        time.sleep(0.01)


def test_the_time_limit_does_not_count_the_wait_for_a_worker(store_dir):
    pool = QueryWorkerPool(store_dir, size=1, timeout=0.5, queue_timeout=600)
    pool.start()
    try:
        held = pool._idle.get()  # the only worker is busy
        thread, out = _run_in_thread(pool, ASK)
        _until_waiting(pool)
        time.sleep(1.0)  # twice the time limit spent waiting (it was counted before session 54: 503)
        pool._idle.put(held)
        thread.join(60)
        assert out[0].status == 200, out[0].body
        assert b"true" in out[0].body
    finally:
        pool.close()


def test_a_query_that_waits_past_the_queue_limit_gets_503_with_retry_after(store_dir):
    with TestClient(make_app(store=store_dir, workers=1, timeout=5.0, queue_timeout=0.3)) as tc:
        pool = tc.app.state.query_pool
        held = pool._idle.get()
        try:
            r = tc.get("/sparql", params={"query": ASK})
        finally:
            pool._idle.put(held)
        assert r.status_code == 503
        assert r.headers["Retry-After"] == "5"
        assert r.text.startswith("the server is busy: all 1 query worker stayed busy while this query waited "
                                 "0.3 s in the queue (1 waiting); it did not run")
        assert tc.get("/sparql", params={"query": ASK}).status_code == 200  # the worker is back


SLOW = "SELECT (COUNT(*) AS ?n) WHERE { " + " ".join(f"?s{i} ?p{i} ?o{i} ." for i in range(6)) + " }"


@pytest.fixture()
def big_store(tmp_path):
    from test_queries import build_fixture_graph

    with GraphStore.open(tmp_path / "big") as st:
        st.replace_graph(build_fixture_graph())
    return tmp_path / "big"


@pytest.mark.parametrize("cpu_per_read, overloaded", [(0.0, True), (10.0, False)])
def test_a_query_stopped_with_too_little_processor_time_says_the_server_was_overloaded(
        big_store, monkeypatch, cpu_per_read, overloaded):
    import kg.serve

    reads = iter(range(100))
    # the worker's processor time as /proc would tell it: unchanged (starved), or 10 s more per read
    monkeypatch.setattr(kg.serve, "_cpu_seconds", lambda pid: cpu_per_read * next(reads))
    pool = QueryWorkerPool(big_store, size=1, timeout=0.5, queue_timeout=600)
    pool.start()
    try:
        reply = pool.run(SLOW, ["application/sparql-results+json"])  # a cross product: far past 0.5 s
        text = reply.body.decode("utf-8")
        assert reply.status == 503, text
        assert text.startswith("query stopped after 0.5 s (time limit)")
        if overloaded:
            assert text.startswith("query stopped after 0.5 s (time limit) while the server was overloaded: "
                                   "the query got 0.0 s of processor time in those 0.5 s (1 query running on ")
            assert "more selective" not in text
        else:
            assert "overloaded" not in text and "more selective" in text
        assert pool.running == 0
    finally:
        pool.close()


def test_overload_and_busy_messages():
    assert overload_message(10, 2.04, 1, 2) == (
        "query stopped after 10 s (time limit) while the server was overloaded: the query got 2.0 s of processor "
        "time in those 10 s (1 query running on 2 cores, or other programs busy); try again later (Retry-After); "
        "if it stops when the server is idle too, it needs a longer --timeout")
    assert "all 3 query workers" in busy_message(3, 30, 7) and "(7 waiting)" in busy_message(3, 30, 7)


def test_the_default_workers_do_not_outnumber_the_cores():
    assert 1 <= DEFAULT_WORKERS <= min(4, available_cores())
    assert available_cores() >= 1


def test_cpu_seconds_reads_this_process():
    spent = _cpu_seconds(os.getpid())
    if os.path.exists(f"/proc/{os.getpid()}/stat"):
        assert spent is not None and spent > 0
    assert _cpu_seconds(None) is None


# --------------------------------------------------------------------------------- parameters


def test_the_parameters_header_names_defaults_and_how_to_set_them():
    q = Query(name="on-dataset", title="t", question="q", path=None, text="SELECT ?p WHERE { ?p ?x ?dataset }",
              params={"dataset": "Corvid-9", "task": "r\u00e9sum\u00e9 parsing"})
    assert parameters_header(q, {}) == ('dataset="Corvid-9" (default), task="r\\u00e9sum\\u00e9 parsing" (default); '
                                        "set them with ?dataset=VALUE&task=VALUE")
    assert parameters_header(q, {"dataset": "Owl"}) == ('dataset="Owl", task="r\\u00e9sum\\u00e9 parsing" (default); '
                                                        "set it with ?task=VALUE")
    assert parameters_header(q, {"dataset": "Owl", "task": "t"}) == 'dataset="Owl", task="t"'
    assert parameters_header(Query(name="all", title="t", question="q", path=None, text="ASK {}"), {}) is None


def test_shipped_query_results_carry_the_parameters_header(tmp_path):
    from kg.query import list_queries

    with_params = next(q for q in list_queries() if q.params and not q.open_params)
    name, default = next(iter(with_params.params.items()))
    ttl = tmp_path / "graph.ttl"
    _write_graph(ttl, ["Heron Net"])
    with TestClient(make_app(graph=ttl, workers=1)) as tc:
        r = tc.get(f"/queries/{with_params.name}/results")
        assert r.status_code == 200, r.text
        assert r.headers[PARAMETERS_HEADER].startswith(f'{name}="{default}" (default)')
        r = tc.get(f"/queries/{with_params.name}/results", params={name: "Heron Net"})
        assert f'{name}="Heron Net"' in r.headers[PARAMETERS_HEADER]
        assert f"?{name}=VALUE" not in r.headers[PARAMETERS_HEADER]


# ------------------------------------------------------------------------------ incoming links


def test_direct_incoming_links_come_before_those_of_reification_nodes(tmp_path, monkeypatch):
    import kg.serve
    from kg.serve import ResourceLookup, _resource_reply

    monkeypatch.setattr(kg.serve, "RESOURCE_INCOMING_CAP", 3)  # (read by the reply, built here in-process)
    target = URIRef(BASE + "dataset/owlset")
    g = rdflib.Graph()
    g.add((URIRef(BASE + "graph"), RDF.type, VOID.Dataset))
    g.add((URIRef(BASE + "graph"), VOID.uriSpace, Literal(BASE)))
    g.add((target, RDFS.label, Literal("OwlSet")))
    for i in range(4):  # evidence nodes: rdf:object (http://www.w3.org/...) sorts before https://example.org/...
        ev = URIRef(f"{BASE}evidence/{i}")
        g.add((ev, RDF.type, RDF.Statement))
        g.add((ev, RDF.object, target))
    papers = [URIRef(f"{BASE}paper/{i}") for i in range(2)]
    for p in papers:
        g.add((p, EX.uses, target))
    with GraphStore.open(tmp_path / "st") as st:
        st.replace_graph(g)
    with GraphStore.open(tmp_path / "st", read_only=True) as st:
        reply = _resource_reply(st, ResourceLookup(("dataset/owlset",), None, "/resource/dataset/owlset",
                                                   "/resource/dataset/owlset"), ["text/turtle"])
    assert reply.status == 200, reply.body
    got = set(rdflib.Graph().parse(data=reply.body.decode("utf-8"), format="turtle"))
    incoming = {t for t in got if t[2] == target}
    assert {(p, EX.uses, target) for p in papers} <= incoming
    assert [t[0] for t in incoming if t[1] == RDF.object] == [URIRef(BASE + "evidence/0")]  # the cap's last slot
    headers = dict(reply.headers)
    assert headers["PaperKG-Incoming-Links"] == "3 of 6"
    assert headers["PaperKG-Incoming-Direct-Links"] == "2 of 2"


# ------------------------------------------------------------------------------------ --host


def test_a_wildcard_host_is_printed_as_a_usable_address():
    import socket

    assert reachable_host("0.0.0.0") == ("127.0.0.1", socket.gethostname() or None)
    assert reachable_host("::")[0] == "[::1]"
    assert reachable_host("127.0.0.1") == ("127.0.0.1", None)
    assert reachable_host("192.0.2.7") == ("192.0.2.7", None)
    assert reachable_host("fe80::1") == ("[fe80::1]", None)


# ----------------------------------------------------------------------------------------- CSV


@pytest.mark.parametrize("body, rewrite", [
    (b"x\r\n-0.5\r\n", False), (b"x,y\r\n+2.1%,-1e-3\r\n", False), (b"x\r\n-7", False), (b"x\r\n4-3\r\n", False),
    (b"x\r\n-INF\r\n", True), (b"x\r\n-inert gas\r\n", True), (b"x\r\n-\r\n", True), (b"x\r\n=1+2\r\n", True),
    (b'x\r\n"-5, or more"\r\n', True), (b"x,y\r\n1,@home\r\n", True)])
def test_only_a_cell_the_guard_changes_sends_a_csv_answer_through_the_rewrite(body, rewrite):
    from kg.serve import _FORMULA_CELL

    assert (_FORMULA_CELL.search(body) is not None) is rewrite


def test_a_csv_answer_with_signed_numbers_and_a_formula_like_label(tmp_path):
    from rdflib import XSD

    g = rdflib.Graph()
    g.add((URIRef(BASE + "r1"), EX.text, Literal("+3.5%")))
    g.add((URIRef(BASE + "r2"), EX.text, Literal("-0.25", datatype=XSD.decimal)))
    g.add((URIRef(BASE + "r3"), EX.text, Literal("-swap the heads")))
    ttl = tmp_path / "graph.ttl"
    g.serialize(ttl, format="turtle")
    query = f"SELECT ?t WHERE {{ ?r <{EX.text}> ?t }} ORDER BY ?r"
    with TestClient(make_app(graph=ttl, workers=1)) as tc:
        r = tc.get("/sparql", params={"query": query}, headers={"Accept": "text/csv"})
    assert r.status_code == 200
    assert r.content == b"t\r\n+3.5%\r\n-0.25\r\n'-swap the heads\r\n"
