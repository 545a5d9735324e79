"""kg serve: a real uvicorn server on a free loopback port, queried with SPARQLWrapper."""
from __future__ import annotations

import csv
import io
import json
import re
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
import rdflib
import uvicorn
from rdflib import Literal, URIRef
from SPARQLWrapper import CSV, JSON, TSV, TURTLE, XML, POST, SPARQLWrapper
from SPARQLWrapper.SPARQLExceptions import QueryBadFormed

from kg.serve import make_app, negotiate
from kg.store import GraphStore
from test_queries import build_fixture_graph

PREFIXES = """PREFIX kgo: <https://w3id.org/paperkg/ontology#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
"""
DATASETS = PREFIXES + "SELECT ?label WHERE { ?d a kgo:Dataset ; skos:prefLabel ?label } ORDER BY ?label"
SLOW = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }"
SYNTHETIC = 3000


def _graph() -> rdflib.Graph:
    g = build_fixture_graph()
    for i in range(SYNTHETIC):  # makes the cartesian product of SLOW astronomically large
        g.add((URIRef(f"http://example.org/s{i % 100}"), URIRef(f"http://example.org/p{i % 7}"), Literal(i)))
    return g


class Server:
    def __init__(self, app) -> None:
        self.server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning"))
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> str:
        self.thread.start()
        deadline = time.monotonic() + 60
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("server did not start")
            time.sleep(0.05)
        host, port = self.server.servers[0].sockets[0].getsockname()[:2]
        return f"http://{host}:{port}"

    def __exit__(self, *exc) -> None:
        self.server.should_exit = True
        self.thread.join(30)


@pytest.fixture(scope="module")
def base(tmp_path_factory):
    d = tmp_path_factory.mktemp("serve")
    with GraphStore.open(d / "store") as st:
        st.replace_graph(_graph())
    (d / "html").mkdir()
    (d / "html" / "graph.html").write_text("<html><body>PaperKG view</body></html>", encoding="utf-8")
    app = make_app(store=d / "store", timeout=1.0, html=d / "html", workers=2)
    with Server(app) as url:
        yield url


def client(base: str, query: str, fmt=JSON) -> SPARQLWrapper:
    sw = SPARQLWrapper(f"{base}/sparql")
    sw.setQuery(query)
    sw.setReturnFormat(fmt)
    return sw


def http(url: str, data: bytes | None = None, headers: dict | None = None):
    req = urllib.request.Request(url, data=data, headers=headers or {})
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            return resp.status, resp.headers.get("Content-Type", ""), resp.read().decode("utf-8")
    except urllib.error.HTTPError as exc:
        return exc.code, exc.headers.get("Content-Type", ""), exc.read().decode("utf-8")


def _wait_until_it_answers(port: int, within: float = 60.0) -> None:
    """Poll a server on the loopback ``port`` until a query gets 200 (AssertionError after
    ``within`` seconds)."""
    deadline = time.monotonic() + within
    while True:
        try:
            if http(f"http://127.0.0.1:{port}/sparql?query=" + urllib.parse.quote(DATASETS))[0] == 200:
                return
        except OSError:
            pass
        assert time.monotonic() < deadline, f"no answer on port {port} within {within:g} s"
        time.sleep(0.2)


def test_select_json_rows(base):
    res = client(base, DATASETS).query().convert()
    assert [b["label"]["value"] for b in res["results"]["bindings"]] == ["Design-Bench", "MSMT17", "Market-1501"]


def test_select_post_and_xml(base):
    sw = client(base, DATASETS, XML)
    sw.setMethod(POST)
    doc = sw.query().convert()  # xml.dom.minidom document
    assert [n.firstChild.data for n in doc.getElementsByTagName("literal")] == ["Design-Bench", "MSMT17", "Market-1501"]


def test_csv_and_tsv(base):
    out = client(base, DATASETS, CSV).query().convert().decode("utf-8")
    assert list(csv.reader(io.StringIO(out))) == [["label"], ["Design-Bench"], ["MSMT17"], ["Market-1501"]]
    out = client(base, DATASETS, TSV).query().convert().decode("utf-8")
    assert out.splitlines() == ["?label", '"Design-Bench"', '"MSMT17"', '"Market-1501"']


def test_ask(base):
    assert client(base, PREFIXES + "ASK { ?d skos:prefLabel 'MSMT17' }").query().convert()["boolean"] is True


def test_construct_turtle_and_ntriples(base):
    q = PREFIXES + "CONSTRUCT { ?d skos:prefLabel ?l } WHERE { ?d a kgo:Dataset ; skos:prefLabel ?l }"
    data = client(base, q, TURTLE).query().convert()
    g = rdflib.Graph().parse(data=data, format="turtle")
    assert sorted(str(o) for o in g.objects()) == ["Design-Bench", "MSMT17", "Market-1501"]
    status, ctype, body = http(
        f"{base}/sparql?" + urllib.parse.urlencode({"query": q}), headers={"Accept": "application/n-triples"}
    )
    assert status == 200 and ctype.startswith("application/n-triples")
    assert len(rdflib.Graph().parse(data=body, format="nt")) == 3


def test_construct_as_json_ld(base):
    q = PREFIXES + "CONSTRUCT { ?d skos:prefLabel ?l } WHERE { ?d a kgo:Dataset ; skos:prefLabel ?l }"
    status, ctype, body = http(
        f"{base}/sparql?" + urllib.parse.urlencode({"query": q}), headers={"Accept": "application/ld+json"}
    )
    assert status == 200 and ctype.startswith("application/ld+json")
    g = rdflib.Graph().parse(data=body, format="json-ld")
    assert sorted(str(o) for o in g.objects()) == ["Design-Bench", "MSMT17", "Market-1501"]


def test_a_query_given_twice_in_one_place_is_a_bad_request(base):
    url = f"{base}/sparql?" + urllib.parse.urlencode([("query", DATASETS), ("query", "ASK {}")])
    status, _, body = http(url)
    assert status == 400 and "exactly one query" in body
    form = urllib.parse.urlencode([("query", DATASETS), ("query", "ASK {}")]).encode()
    status, _, body = http(f"{base}/sparql", data=form,
                           headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert status == 400 and "exactly one query" in body


def test_accept_header_q_values_and_406(base):
    url = f"{base}/sparql?" + urllib.parse.urlencode({"query": DATASETS})
    status, ctype, _ = http(url, headers={"Accept": "text/csv;q=0.5, application/sparql-results+xml"})
    assert status == 200 and ctype.startswith("application/sparql-results+xml")
    status, ctype, body = http(url, headers={"Accept": "text/tab-separated-values"})
    assert ctype.startswith("text/tab-separated-values") and body.startswith("?label")
    status, ctype, _ = http(url, headers={"Accept": "text/html, */*;q=0.1"})
    assert status == 200 and ctype.startswith("application/sparql-results+json")
    status, _, body = http(url, headers={"Accept": "image/png"})
    assert status == 406 and "no acceptable media type" in body


def test_form_and_direct_post(base):
    status, _, body = http(
        f"{base}/sparql",
        data=urllib.parse.urlencode({"query": DATASETS}).encode(),
        headers={"Content-Type": "application/x-www-form-urlencoded", "Accept": "application/sparql-results+json"},
    )
    assert status == 200 and len(json.loads(body)["results"]["bindings"]) == 3
    status, _, body = http(
        f"{base}/sparql", data=DATASETS.encode(), headers={"Content-Type": "application/sparql-query"}
    )
    assert status == 200 and len(json.loads(body)["results"]["bindings"]) == 3
    # a query both in the URL and in the body is ambiguous (SPARQL 1.1 Protocol): 400
    url = f"{base}/sparql?query=" + urllib.parse.quote("ASK {}")
    for data, ctype in ((urllib.parse.urlencode({"query": DATASETS}).encode(), "application/x-www-form-urlencoded"),
                        (DATASETS.encode(), "application/sparql-query")):
        status, _, body = http(url, data=data, headers={"Content-Type": ctype})
        assert (status, body) == (400, "give the query once: in the URL (GET) or in the POST body, not both\n")


def test_update_is_refused_every_way(base):
    update = PREFIXES + "INSERT DATA { <http://example.org/x> skos:prefLabel 'Hacked' }"
    sw = client(base, update)
    sw.setMethod(POST)
    with pytest.raises(urllib.error.HTTPError) as err:
        sw.query()
    assert err.value.code == 403
    assert "read-only" in err.value.read().decode()
    for data, ctype in (
        (update.encode(), "application/sparql-update"),
        (urllib.parse.urlencode({"update": update}).encode(), "application/x-www-form-urlencoded"),
        (update.encode(), "application/sparql-query"),  # an update sent as a query
    ):
        status, _, body = http(f"{base}/sparql", data=data, headers={"Content-Type": ctype})
        assert status == 403 and "read-only" in body
    status, _, _ = http(f"{base}/sparql?" + urllib.parse.urlencode({"query": update}))
    assert status == 403
    res = client(base, PREFIXES + "ASK { ?x skos:prefLabel 'Hacked' }").query().convert()
    assert res["boolean"] is False


def test_bad_query_is_400(base):
    with pytest.raises(QueryBadFormed):
        client(base, "SELECT WHERE {").query()
    status, _, body = http(f"{base}/sparql?query=")  # (GET /sparql alone: the service description, session 44)
    assert status == 400 and "the 'query' parameter is empty" in body


def test_slow_query_is_cut_off_then_server_recovers(base):
    t0 = time.monotonic()
    with pytest.raises(urllib.error.HTTPError) as err:
        client(base, SLOW).query()
    elapsed = time.monotonic() - t0
    assert err.value.code == 503
    said = err.value.read().decode()
    # session 41: a COUNT is told to narrow its patterns, not to add a LIMIT (it has one row)
    assert "time limit" in said and "LIMIT" not in said and "--timeout" in said
    assert err.value.headers["Retry-After"] == "1"
    assert elapsed < 3.0, elapsed
    # both workers killed in turn; each replacement answers again
    with pytest.raises(urllib.error.HTTPError):
        client(base, SLOW).query()
    deadline = time.monotonic() + 30
    while True:
        try:
            res = client(base, DATASETS).query().convert()
            break
        except urllib.error.HTTPError:
            assert time.monotonic() < deadline
            time.sleep(0.2)
    assert len(res["results"]["bindings"]) == 3


def test_html_and_shipped_queries(base):
    status, ctype, body = http(f"{base}/")
    assert status == 200 and ctype.startswith("text/html") and "PaperKG view" in body
    status, _, body = http(f"{base}/queries")
    listing = json.loads(body)
    assert len(listing) >= 12
    entry = next(q for q in listing if q["name"] == "papers-on-dataset")
    assert entry["params"] == {"dataset": "Market-1501"} and entry["title"]
    status, ctype, body = http(f"{base}/queries/papers-on-dataset")
    assert status == 200 and ctype.startswith("application/sparql-query") and "@param dataset" in body
    assert http(f"{base}/queries/../../etc/passwd")[0] == 404
    assert http(f"{base}/queries/nope")[0] == 404


def test_shipped_query_results_with_params(base):
    status, _, body = http(f"{base}/queries/papers-on-dataset/results", headers={"Accept": "application/json"})
    rows = json.loads(body)["results"]["bindings"]
    assert status == 200 and [r["paperLabel"]["value"] for r in rows] == [
        "A study of re-identification baselines",
        "ReasonAug (ICML 2026)",
    ]
    status, _, body = http(f"{base}/queries/papers-on-dataset/results?dataset=design-bench", headers={"Accept": "text/csv"})
    assert status == 200 and "SPADE" in body
    status, _, body = http(f"{base}/queries/papers-on-dataset/results?nope=1")
    assert status == 400 and "unknown parameter" in body


def test_serve_graph_file_with_testclient(tmp_path):
    from starlette.testclient import TestClient

    ttl = tmp_path / "graph.ttl"
    build_fixture_graph().serialize(ttl, format="turtle")
    (tmp_path / "graph.html").write_text("<html>view</html>", encoding="utf-8")
    with TestClient(make_app(graph=ttl, timeout=5.0, workers=1)) as tc:
        r = tc.get("/sparql", params={"query": DATASETS}, headers={"Accept": "text/csv"})
        assert r.status_code == 200 and r.text.splitlines()[1:] == ["Design-Bench", "MSMT17", "Market-1501"]
        assert tc.get("/").text == "<html>view</html>"


def test_negotiate_orders_by_q():
    assert negotiate("text/csv;q=0.2, application/xml, */*;q=0") == ["application/xml", "text/csv"]
    assert negotiate(None) == ["*/*"]


def test_service_clause_is_refused_and_never_fetched(base):
    """SERVICE would make the endpoint fetch any URL (SSRF): refused, and nothing is requested."""
    import threading
    from http.server import BaseHTTPRequestHandler, HTTPServer

    hits = []

    class Recorder(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802 - http.server naming
            hits.append(self.path)
            self.send_response(500)
            self.end_headers()

        do_GET = do_POST

        def log_message(self, *args):
            pass

    srv = HTTPServer(("127.0.0.1", 0), Recorder)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    try:
        q = f"SELECT * WHERE {{ SERVICE <http://127.0.0.1:{srv.server_port}/secret> {{ ?s ?p ?o }} }}"
        status, _, body = http(f"{base}/sparql?" + urllib.parse.urlencode({"query": q}))
        assert status == 403 and "SERVICE" in body
        assert hits == []
    finally:
        srv.shutdown()


def test_service_check_reads_the_grammar_only_when_the_word_can_be_spelled(monkeypatch):
    """A query that cannot spell SERVICE (no "service" in any case, no codepoint escape) is not
    parsed by rdflib's grammar (seconds on a large VALUES block); one that can still is."""
    import rdflib.plugins.sparql.parser as parser

    from kg.serve import _uses_service

    calls = []
    real = parser.parseQuery
    monkeypatch.setattr(parser, "parseQuery", lambda text: calls.append(len(text)) or real(text))
    values = " ".join(f'"label {i}"' for i in range(3000))
    assert _uses_service(f"SELECT ?x WHERE {{ VALUES ?x {{ {values} }} }}") is False
    assert calls == []
    assert _uses_service('SELECT * WHERE { ?s ?p "customer service" }') is False
    assert _uses_service("SELECT * WHERE { \\u0053ERVICE <http://a.example/> { ?s ?p ?o } }") is True
    assert _uses_service("select * where { Service <http://a.example/> { ?s ?p ?o } }") is True
    assert len(calls) == 3


def test_sigterm_stops_the_server_and_removes_its_temporary_store(tmp_path):
    import os
    import signal
    import socket
    import subprocess
    import sys

    graph = Path(__file__).resolve().parent.parent / "exports" / "graph.ttl"
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ, TMPDIR=str(tmp_path))
    proc = subprocess.Popen([sys.executable, "-m", "kg.cli", "serve", "--graph", str(graph), "--port", str(port)],
                            stderr=subprocess.PIPE, text=True, env=env)
    try:
        for line in proc.stderr:
            if "SPARQL endpoint" in line:
                break
        assert [p.name[:14] for p in tmp_path.iterdir()] == ["paperkg-serve-"]
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 128 + signal.SIGTERM
    finally:
        if proc.poll() is None:
            proc.kill()
    assert list(tmp_path.iterdir()) == []


def test_oversized_bodies_are_refused_and_cors_is_open(tmp_path):
    from starlette.testclient import TestClient

    from kg.serve import MAX_BODY

    ttl = tmp_path / "graph.ttl"
    build_fixture_graph().serialize(ttl, format="turtle")
    with TestClient(make_app(graph=ttl, timeout=5.0, workers=1)) as tc:
        big = "SELECT * WHERE { ?s ?p ?o } #" + "x" * MAX_BODY
        r = tc.post("/sparql", content=big.encode(), headers={"Content-Type": "application/sparql-query"})
        assert r.status_code == 413
        r = tc.post("/sparql", content=("query=" + "x" * MAX_BODY).encode(),
                    headers={"Content-Type": "application/x-www-form-urlencoded"})
        assert r.status_code == 413
        r = tc.get("/sparql", params={"query": DATASETS}, headers={"Accept": "text/csv", "Origin": "https://example.org"})
        assert r.status_code == 200 and r.headers["access-control-allow-origin"] == "*"
        pre = tc.options("/sparql", headers={"Origin": "https://example.org", "Access-Control-Request-Method": "POST",
                                             "Access-Control-Request-Headers": "Content-Type"})
        assert pre.status_code == 200 and "POST" in pre.headers["access-control-allow-methods"]


def test_access_log_has_one_line_per_request(tmp_path, caplog):
    import logging

    from starlette.testclient import TestClient

    from kg.serve import LOG_TARGET_CHARS

    ttl = tmp_path / "graph.ttl"
    build_fixture_graph().serialize(ttl, format="turtle")
    with caplog.at_level(logging.INFO, logger="kg.serve.access"):
        with TestClient(make_app(graph=ttl, timeout=5.0, workers=1)) as tc:
            ok = tc.get("/sparql", params={"query": DATASETS}, headers={"Accept": "text/csv"})
            tc.get("/sparql", params={"query": "SELEKT nonsense"})
            tc.get("/sparql", params={"query": "ASK {}" + " " * 2 * LOG_TARGET_CHARS})
    lines = [r.getMessage() for r in caplog.records if r.name == "kg.serve.access"]
    assert len(lines) == 3
    # (since session 56 the line ends with the query's hash and first characters)
    first = re.fullmatch(r'(\S+) "GET (/sparql\?query=\S+)" (\d{3}) (\d+) B (\d+\.\d) ms q=[0-9a-f]{10} ".*"', lines[0])
    assert first is not None, lines[0]
    assert first.group(3) == "200" and int(first.group(4)) == len(ok.content)
    assert ' 400 ' in lines[1]
    target = re.search(r'"GET (\S+)"', lines[2]).group(1)
    assert len(target) == LOG_TARGET_CHARS and target.endswith("...")


def test_a_short_query_is_not_kept_waiting_by_long_ones(tmp_path):
    """With the default pool, an ASK sent while two slow queries run gets a worker at once."""
    import threading
    import time

    from starlette.testclient import TestClient

    from kg.serve import DEFAULT_WORKERS

    # (since session 54 the default is at most the cores, 2 on a 2-core machine: queries past it
    # queue; a server started with --workers 4 keeps a worker for a short query, as tested here)
    assert DEFAULT_WORKERS >= 1
    ttl = tmp_path / "graph.ttl"
    build_fixture_graph().serialize(ttl, format="turtle")
    slow = "SELECT (COUNT(*) AS ?n) WHERE { " + " ".join(f"?s{i} ?p{i} ?o{i} ." for i in range(6)) + " }"
    with TestClient(make_app(graph=ttl, timeout=3.0, workers=4)) as tc:
        slow_status = []
        threads = [threading.Thread(target=lambda: slow_status.append(tc.get("/sparql", params={"query": slow}).status_code))
                   for _ in range(2)]
        for t in threads:
            t.start()
        time.sleep(0.5)
        t0 = time.monotonic()
        r = tc.get("/sparql", params={"query": "ASK { ?s ?p ?o }"})
        waited = time.monotonic() - t0
        for t in threads:
            t.join()
    assert r.status_code == 200 and '"boolean":true' in r.text.replace(" ", "")
    assert slow_status == [503, 503]  # both ran into the time limit ...
    assert waited < 2.0  # ... while the ASK did not wait for them


def test_a_client_that_sends_a_large_body_before_reading_gets_413_not_a_broken_pipe(base):
    from kg.serve import DRAIN_BODY, MAX_BODY, TOO_LARGE_MESSAGE

    body = b"SELECT * WHERE { ?s ?p ?o } #" + b"x" * (3 * MAX_BODY)
    assert len(body) < DRAIN_BODY
    status, _, text = http(f"{base}/sparql", data=body, headers={"Content-Type": "application/sparql-query"})
    assert (status, text) == (413, TOO_LARGE_MESSAGE + "\n")
    assert TOO_LARGE_MESSAGE.startswith(f"request body over {MAX_BODY} bytes: ")
    status, _, _ = http(f"{base}/sparql?query=" + urllib.parse.quote(DATASETS), headers={"Accept": "text/csv"})
    assert status == 200


@pytest.mark.parametrize("delay", [0.3, None])
def test_ctrl_c_to_the_process_group_while_workers_start_or_after_exits_130_without_traceback(tmp_path, delay):
    import os
    import signal
    import socket
    import subprocess
    import sys

    graph = Path(__file__).resolve().parent.parent / "exports" / "graph.ttl"
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ, TMPDIR=str(tmp_path))
    # a terminal's Ctrl-C goes to the whole foreground process group, workers included
    proc = subprocess.Popen([sys.executable, "-m", "kg.cli", "serve", "--graph", str(graph), "--port", str(port),
                             "--workers", "6", "--quiet"], stderr=subprocess.PIPE, text=True, env=env,
                            start_new_session=True)
    try:
        for line in proc.stderr:
            if "SPARQL endpoint" in line:  # printed just before the workers start
                break
        if delay is None:
            _wait_until_it_answers(port)
        else:
            time.sleep(delay)
        os.killpg(proc.pid, signal.SIGINT)
        assert proc.wait(timeout=60) == 130
        assert "Traceback" not in proc.stderr.read()
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert list(tmp_path.iterdir()) == []


def test_a_query_whose_client_went_away_frees_its_worker(tmp_path):
    import socket

    d = tmp_path
    with GraphStore.open(d / "store") as st:
        st.replace_graph(_graph())
    app = make_app(store=d / "store", timeout=30.0, workers=1)
    with Server(app) as url:
        host, port = url.removeprefix("http://").split(":")
        request = (f"GET /sparql?query={urllib.parse.quote(SLOW)} HTTP/1.1\r\nHost: {host}\r\n"
                   "Accept: application/sparql-results+json\r\n\r\n").encode()
        with socket.create_connection((host, int(port))) as s:
            s.sendall(request)
            time.sleep(0.5)  # the one worker is now busy with the endless query
        t0 = time.monotonic()
        status, _, body = http(f"{url}/sparql?query=" + urllib.parse.quote(DATASETS), headers={"Accept": "text/csv"})
        waited = time.monotonic() - t0
    assert status == 200 and body.splitlines()[0] == "label"
    assert waited < 15  # the endless query was stopped, not left to run to the 30 s limit


def test_a_stopped_server_does_not_wait_for_running_queries_to_reach_the_time_limit(tmp_path):
    import signal
    import socket
    import subprocess
    import sys

    graph = tmp_path / "g.ttl"
    _graph().serialize(graph, format="turtle")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "kg.cli", "serve", "--graph", str(graph), "--port", str(port),
                             "--timeout", "60", "--workers", "1", "--quiet"], stderr=subprocess.PIPE, text=True)
    try:
        _wait_until_it_answers(port)
        slow = threading.Thread(target=lambda: http(f"http://127.0.0.1:{port}/sparql?query=" + urllib.parse.quote(SLOW)),
                                daemon=True)
        slow.start()
        time.sleep(1.0)
        t0 = time.monotonic()
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=60) == 128 + signal.SIGTERM
        assert time.monotonic() - t0 < 30  # not the query's 60 s time limit
        assert "Traceback" not in proc.stderr.read()
    finally:
        if proc.poll() is None:
            proc.kill()


def test_an_unparsable_graph_is_an_input_error(tmp_path: Path) -> None:
    # exit 2 as for every input error (README, "Exit status"), with the file and line named
    import subprocess
    import sys

    bad = tmp_path / "bad.ttl"
    bad.write_text("<a> <b> .\n")
    proc = subprocess.run([sys.executable, "-m", "kg.cli", "serve", "--graph", str(bad), "--port", "0"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert "kg: error:" in proc.stderr and "line 1" in proc.stderr and "Traceback" not in proc.stderr


# ---------------------------------------------------------------- characters XML cannot carry
def _nul_query(kind: str) -> str:
    if kind == "select":
        return 'SELECT ?x WHERE { BIND("a\\u0000b" AS ?x) }'
    return 'CONSTRUCT { <http://example.org/s> <http://example.org/p> ?x } WHERE { BIND("a\\u0000b" AS ?x) }'


@pytest.mark.parametrize("kind,xml,other", [
    ("select", "application/sparql-results+xml", "application/sparql-results+json"),
    ("construct", "application/rdf+xml", "text/turtle"),
])
def test_an_answer_xml_cannot_carry_comes_in_the_next_acceptable_type(kind, xml, other):
    import pyoxigraph as ox
    from kg.serve import _execute

    reply = _execute(ox.Store(), _nul_query(kind), [xml, other])
    assert reply.status == 200
    assert reply.media_type.startswith(other)
    assert b"\\u0000" in reply.body or b"\x00" in reply.body  # the value is kept, escaped or raw


@pytest.mark.parametrize("kind,xml", [("select", "application/sparql-results+xml"), ("construct", "application/rdf+xml")])
def test_an_answer_xml_cannot_carry_is_refused_when_only_xml_is_acceptable(kind, xml):
    import pyoxigraph as ox
    from kg.serve import _execute

    reply = _execute(ox.Store(), _nul_query(kind), [xml])
    assert reply.status == 406
    assert b"XML 1.0 cannot carry" in reply.body
    assert b"text/csv" in reply.body or b"text/turtle" in reply.body


def test_an_xml_answer_without_such_characters_is_still_xml():
    import xml.dom.minidom

    import pyoxigraph as ox
    from kg.serve import _execute

    reply = _execute(ox.Store(), 'SELECT ?x WHERE { BIND("a\\tb" AS ?x) }', ["application/sparql-results+xml"])
    assert reply.status == 200 and reply.media_type.startswith("application/sparql-results+xml")
    doc = xml.dom.minidom.parseString(reply.body)
    assert doc.getElementsByTagName("literal")[0].firstChild.data == "a\tb"


def test_a_bad_option_is_named_alone(capsys) -> None:
    from pathlib import Path

    from kg.serve import MAX_WORKERS, cli_serve

    graph = Path(__file__).resolve().parents[1] / "exports" / "graph.ttl"
    assert cli_serve(graph=graph, port=99999) == 2
    assert capsys.readouterr().err.strip() == "kg: error: --port must be in 0..65535, got 99999"
    assert cli_serve(graph=graph, timeout=0, workers=0) == 2
    err = capsys.readouterr().err.strip()
    assert err == (f"kg: error: --timeout must be a number of seconds from 0.1 to 3600, got 0; "
                   f"--workers must be in 1..{MAX_WORKERS}, got 0")
    assert cli_serve(graph=graph, timeout=float("inf")) == 2
    assert capsys.readouterr().err.strip() == "kg: error: --timeout must be a number of seconds from 0.1 to 3600, got inf"
