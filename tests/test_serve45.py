"""kg serve, session 45: robustness of the HTTP layer and of what the endpoint announces.

1. A connection that sends nothing, or half a request (line, headers or body), was held for ever:
   ``--read-timeout`` (default 30 s) answers it 408 (or, with no byte sent, closes it) within the
   limit, while other clients are answered meanwhile.
2. ``--public-url URL`` sets the service description's sd:endpoint (and /queries' links) behind a
   reverse proxy, instead of the Host header; X-Forwarded-Host is not trusted.
3. An ASK answer in CSV / TSV is the same bytes from ``kg query --format csv|tsv`` and from
   ``kg serve`` (one writer, :func:`kg.query.ask_text`); the CSV one was a bare ``true`` before (Jena's
   ``_askResult`` header in both since session 45's follow-up, test_serve45b.py).
"""
from __future__ import annotations

import contextlib
import csv
import io
import json
import logging
import socket
import time
from pathlib import Path

import pytest
from rdflib import Graph, Literal, URIRef

from kg.query import ask_text, format_result, parse_query, run_query
from tests.factories import live_port, raw_connect, read_until_closed
from kg.serve import DEFAULT_READ_TIMEOUT, cli_serve, make_app, public_base

EX = "http://example.org/"
#: The read time limit of the live server below (seconds): short, so the tests wait little.
LIMIT = 2.5
#: What a closed connection may take past the limit (a loaded 2-core machine).
SLACK = 3.0


def _graph(tmp_path: Path) -> Path:
    g = Graph()
    for i in range(4):
        g.add((URIRef(f"{EX}thing{i}"), URIRef(f"{EX}colour"), Literal(f"shade {i}")))
    path = tmp_path / "g.ttl"
    g.serialize(path, format="turtle")
    return path


_live = live_port  # tests/factories.py


@pytest.fixture(scope="module")
def port(tmp_path_factory):
    graph = _graph(tmp_path_factory.mktemp("serve45"))
    with _live(make_app(graph=graph, timeout=10.0, workers=1), read_timeout=LIMIT) as p:
        yield p


def _connect(port: int, data: bytes = b"") -> socket.socket:
    return raw_connect(port, data, timeout=LIMIT + SLACK + 5)


_until_closed = read_until_closed  # tests/factories.py


ASK_GET = b"GET /sparql?query=ASK%7B%3Fs%20%3Fp%20%3Fo%7D HTTP/1.1\r\nHost: t\r\n"
HALF = {
    "half a request line": b"GET /sparql?query=ASK",
    "headers without their blank line": ASK_GET + b"Accept: text/csv\r\n",
    "a body shorter than its Content-Length": (b"POST /sparql HTTP/1.1\r\nHost: t\r\nContent-Type: "
                                               b"application/sparql-query\r\nContent-Length: 40\r\n\r\nASK {"),
}


def test_half_requests_get_408_and_an_idle_connection_is_closed_while_others_are_answered(port):
    t0 = time.monotonic()
    idle = _connect(port)
    halves = {name: _connect(port, data) for name, data in HALF.items()}
    # meanwhile another client is answered at once
    answer = _until_closed(_connect(port, ASK_GET + b"Connection: close\r\n\r\n"))
    assert answer.startswith(b"HTTP/1.1 200 ") and answer.endswith(b'"boolean":true}')
    assert time.monotonic() - t0 < LIMIT
    assert _until_closed(idle) == b""  # not a byte came: closed without an answer
    for name, sock in halves.items():
        got = _until_closed(sock)
        head, _, body = got.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 408 Request Timeout"), name
        assert b"connection: close" in head.lower(), name
        assert body.decode() == (f"request timeout: the request (its line, headers and body) did not arrive in full "
                                 f"within {LIMIT:g} s of the connection's opening or of the previous answer; send "
                                 "it at once (kg serve --read-timeout sets this limit)\n"), name
    assert LIMIT - 0.2 < time.monotonic() - t0 < LIMIT + SLACK


def test_a_request_trickled_a_byte_at_a_time_is_cut_at_the_limit(port):
    """The limit bounds the whole request, not the pause between bytes (a "slowloris" client)."""
    sock = _connect(port)
    t0 = time.monotonic()
    with contextlib.suppress(OSError):
        for byte in ASK_GET:
            sock.sendall(bytes([byte]))
            time.sleep(0.1)
            if time.monotonic() - t0 > LIMIT + SLACK:
                break
    got = _until_closed(sock)
    assert got.startswith(b"HTTP/1.1 408 ") and time.monotonic() - t0 < LIMIT + SLACK


def test_the_next_request_on_a_kept_alive_connection_gets_its_own_limit(port):
    sock = _connect(port, ASK_GET + b"\r\n")
    first = b""
    while not first.endswith(b"}"):
        first += sock.recv(65536)
    assert first.startswith(b"HTTP/1.1 200 ")
    time.sleep(LIMIT * 0.7)  # the first request's deadline is not the second's
    sock.sendall(ASK_GET + b"\r\n")
    second = b""
    while not second.endswith(b"}"):
        second += sock.recv(65536)
    assert second.startswith(b"HTTP/1.1 200 ")
    t0 = time.monotonic()
    sock.sendall(b"GET /sparql?qu")  # half of a third
    got = _until_closed(sock)
    assert got.startswith(b"HTTP/1.1 408 ") and LIMIT - 0.2 < time.monotonic() - t0 < LIMIT + SLACK


def test_a_request_sent_in_parts_within_the_limit_is_answered(port):
    body = b"ASK { ?s ?p ?o }"
    sock = _connect(port, b"POST /sparql HTTP/1.1\r\nHost: t\r\nConnection: close\r\n")
    time.sleep(LIMIT / 4)
    sock.sendall(b"Content-Type: application/sparql-query\r\nAccept: text/csv\r\n"
                 + f"Content-Length: {len(body)}\r\n\r\n".encode())
    time.sleep(LIMIT / 4)
    sock.sendall(body)
    got = _until_closed(sock)
    assert got.startswith(b"HTTP/1.1 200 ") and got.endswith(b"\r\n\r\n_askResult\r\ntrue\r\n")


def test_a_timed_out_request_line_is_an_access_log_line(port):
    from kg.serve import ACCESS_LOG

    records = []

    class Keep(logging.Handler):
        def emit(self, record):
            records.append(record.getMessage())

    handler, level = Keep(), ACCESS_LOG.level
    ACCESS_LOG.addHandler(handler)
    ACCESS_LOG.setLevel(logging.INFO)
    try:
        assert _until_closed(_connect(port, b"GET /sparql?query=SELE")).startswith(b"HTTP/1.1 408 ")
        time.sleep(0.2)
    finally:
        ACCESS_LOG.removeHandler(handler)
        ACCESS_LOG.setLevel(level)
    assert any(line.startswith('127.0.0.1 "GET /sparql?query=SELE" 408 ') and
               line.endswith(f"(request line incomplete after {LIMIT:g} s)") for line in records), records


def test_read_timeout_bounds_and_default(tmp_path, capsys):
    assert DEFAULT_READ_TIMEOUT == 30.0
    graph = _graph(tmp_path)
    for wrong in (0.0, 3601.0):
        assert cli_serve(graph=graph, read_timeout=wrong, port=0) == 2
        err = capsys.readouterr().err
        assert f"--read-timeout must be a number of seconds from 0.1 to 3600, got {wrong:g}" in err
        assert "--timeout must" not in err


def test_the_cli_has_read_timeout_and_public_url_options():
    from kg.cli import _parser

    a = _parser().parse_args(["serve", "--read-timeout", "2.5", "--public-url", "https://data.example.org/kg"])
    assert a.read_timeout == 2.5 and a.public_url == "https://data.example.org/kg"
    a = _parser().parse_args(["serve"])
    assert a.read_timeout == DEFAULT_READ_TIMEOUT and a.public_url is None


# ------------------------------------------------------------------ 2. --public-url

SD_ENDPOINT = URIRef("http://www.w3.org/ns/sparql-service-description#endpoint")


def _endpoint(client, **headers) -> str:
    r = client.get("/sparql", headers=headers)
    assert r.status_code == 200
    return str(next(Graph().parse(data=r.text, format="turtle").objects(None, SD_ENDPOINT)))


def test_public_url_is_the_announced_endpoint_whatever_the_host_header(tmp_path):
    from starlette.testclient import TestClient

    app = make_app(graph=_graph(tmp_path), timeout=10.0, workers=1, public_url="https://Data.Example.org/kg/")
    with TestClient(app, base_url="http://10.0.0.7:8000") as tc:
        assert _endpoint(tc) == "https://data.example.org/kg/sparql"
        assert _endpoint(tc, **{"X-Forwarded-Host": "attacker.example", "Host": "upstream:8000"}) == \
            "https://data.example.org/kg/sparql"
        listed = tc.get("/queries").json()
        assert listed and all(q["url"] == f"https://data.example.org/kg/queries/{q['name']}" for q in listed)


def test_without_public_url_the_host_header_counts_and_x_forwarded_host_does_not(tmp_path):
    from starlette.testclient import TestClient

    with TestClient(make_app(graph=_graph(tmp_path), timeout=10.0, workers=1), base_url="http://inner:8000") as tc:
        assert _endpoint(tc, **{"X-Forwarded-Host": "attacker.example"}) == "http://inner:8000/sparql"
        assert all(q["url"] == f"/queries/{q['name']}" for q in tc.get("/queries").json())


@pytest.mark.parametrize("url, fault", [
    ("data.example.org/kg", "is no http:// or https:// URL"),
    ("ftp://data.example.org/kg", "is no http:// or https:// URL"),
    ("https:///kg", "names no host"),
    ("https://user:secret@data.example.org/", "holds a user name or password"),
    ("https://data.example.org/kg?x=1", "has a query (?...) or fragment (#...)"),
    ("https://data.example.org/kg#top", "has a query (?...) or fragment (#...)"),
    ("https://data.example.org:70000/", "has a port that is no number from 1 to 65535"),
    ("https://data.example.org/my kg", "holds white space or a control character"),
    ("https://data.example.org/{kg}", "is no valid IRI"),
])
def test_a_wrong_public_url_is_refused_saying_why(url, fault, tmp_path, capsys):
    with pytest.raises(ValueError) as exc:
        public_base(url)
    assert f"--public-url {url!r} {fault}" in str(exc.value)
    assert "e.g. --public-url https://data.example.org/kg" in str(exc.value)
    assert cli_serve(graph=_graph(tmp_path), public_url=url, port=0) == 2
    assert f"kg: error: --public-url {url!r} {fault}" in capsys.readouterr().err


@pytest.mark.parametrize("url, base", [
    ("https://data.example.org", "https://data.example.org"),
    ("HTTPS://Data.Example.org:8443/a/b/", "https://data.example.org:8443/a/b"),
    ("http://[2001:db8::1]:8080/kg", "http://[2001:db8::1]:8080/kg"),
])
def test_a_public_url_is_normalised(url, base):
    assert public_base(url) == base


# ------------------------------------------------------------------ 3. ASK in CSV / TSV

@pytest.mark.parametrize("query, word", [("ASK { ?s ?p ?o }", "true"), ("ASK { ?s ?p 'no such shade' }", "false")])
def test_ask_csv_and_tsv_are_the_same_bytes_from_kg_query_and_kg_serve(query, word, tmp_path):
    from starlette.testclient import TestClient

    graph = _graph(tmp_path)
    result = run_query(parse_query(query), graph)
    cli = {fmt: format_result(result, fmt).encode("utf-8") for fmt in ("csv", "tsv")}
    assert cli == {"csv": f"_askResult\r\n{word}\r\n".encode(), "tsv": f"?_askResult\n{word}\n".encode()}
    assert cli == {fmt: ask_text(word == "true", fmt).encode("utf-8") for fmt in ("csv", "tsv")}
    with TestClient(make_app(graph=graph, timeout=10.0, workers=1)) as tc:
        for fmt, media in (("csv", "text/csv"), ("tsv", "text/tab-separated-values")):
            by_accept = tc.get("/sparql", params={"query": query}, headers={"Accept": media})
            by_param = tc.post("/sparql", data={"query": query, "format": fmt})
            for r in (by_accept, by_param):
                assert r.status_code == 200 and r.headers["content-type"] == f"{media}; charset=utf-8"
                assert r.content == cli[fmt]
    rows = list(csv.DictReader(io.StringIO(cli["csv"].decode())))
    assert rows == [{"_askResult": word}]  # one row a CSV reader can use


def test_ask_text_refuses_another_format():
    with pytest.raises(ValueError):
        ask_text(True, "json")
    assert json.loads(format_result(run_query(parse_query("ASK {}"), Graph()), "json"))["boolean"] is True


# ------------------------------------------------------------------ 4. probes of the same family

def test_a_query_running_past_the_read_timeout_is_answered(tmp_path):
    """The read time limit stops once the request is in: a query's own run is under --timeout."""
    graph = _graph(tmp_path)
    app = make_app(graph=graph, timeout=10.0, workers=1)
    with _live(app, read_timeout=0.5) as p:
        pool = app.state.query_pool
        run = pool.run

        def slow(*args, **kwargs):
            time.sleep(1.5)
            return run(*args, **kwargs)

        pool.run = slow
        t0 = time.monotonic()
        got = _until_closed(_connect(p, ASK_GET + b"Connection: close\r\n\r\n"))
        assert got.startswith(b"HTTP/1.1 200 ") and time.monotonic() - t0 >= 1.5


def test_a_body_over_1_mb_awaiting_100_continue_gets_413_before_it_is_sent(port):
    from kg.serve import MAX_BODY, TOO_LARGE_MESSAGE

    sock = _connect(port, b"POST /sparql HTTP/1.1\r\nHost: t\r\nContent-Type: application/sparql-query\r\n"
                          + f"Content-Length: {5 * MAX_BODY}\r\nExpect: 100-continue\r\n\r\n".encode())
    got = _until_closed(sock)  # no "100 Continue": the client is not invited to send 5 MB
    assert got.startswith(b"HTTP/1.1 413 ") and got.endswith(TOO_LARGE_MESSAGE.encode() + b"\n")
    assert b"100 Continue" not in got
    assert TOO_LARGE_MESSAGE == ("request body over 1000000 bytes: this endpoint reads a query of up to 1 MB; send a "
                                 "shorter one (split a large VALUES block over several queries)")


def test_shipped_query_parameters_must_be_utf8_and_given_once(tmp_path):
    from starlette.testclient import TestClient

    with TestClient(make_app(graph=_graph(tmp_path), timeout=10.0, workers=1)) as tc:
        r = tc.get("/queries/papers-on-dataset/results?dataset=%FF")  # was 200, bound as U+FFFD
        assert (r.status_code, r.text) == (400, "query string is not UTF-8 (a percent-escape such as %FF decodes "
                                                "to no UTF-8 character)\n")
        r = tc.get("/queries/papers-on-dataset/results?dataset=ImageNet&dataset=COCO")  # was 200, the last one bound
        assert (r.status_code, r.text) == (400, "query papers-on-dataset: give each parameter once; dataset is given "
                                                "more than once\n")
        r = tc.get("/queries/papers-on-dataset/results?dataset=caf%C3%A9&format=csv&format=text/csv")
        assert r.status_code == 200 and r.headers["content-type"].startswith("text/csv")


def test_headers_over_the_http_layers_limit_get_431_not_a_bare_400(port):
    """As a request line over 16 KB gets 414 (session 44): headers over it, arriving in segments as
    over a network, got uvicorn's bare "400 Invalid HTTP request received."."""
    sock = _connect(port, ASK_GET + b"Cookie: ")
    with contextlib.suppress(OSError):
        for _ in range(6):
            sock.sendall(b"c" * 4000)
            time.sleep(0.05)
        sock.sendall(b"\r\nConnection: close\r\n\r\n")
    got = _until_closed(sock)
    head, _, body = got.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 431 Request Header Fields Too Large")
    assert body.decode().startswith("request header fields too large: the request's headers are longer than this "
                                    "server reads (16,384 bytes")
