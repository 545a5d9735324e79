"""kg serve, session 45 (follow-ups of the fresh-user trial of --read-timeout and --public-url).

1. ``--public-url`` odd values: a URL urllib cannot split (``http://[::1``) is refused naming the
   option with the usual hint; the others are normalised as RFC 3986 section 6 says (empty or
   default port left out, dot segments removed, unreserved percent-encodings decoded, scheme and
   host in small letters) or refused with the reason (an empty path segment, a host holding an
   encoded character that is no unreserved one).
2. The access-log line of a 408 is true to what was sent: a POST whose body did not arrive in full
   is logged with the 408's size (the bytes the client got, not those of the app's answer to the
   disconnect, which go nowhere), and each 408 line says which part had not arrived (request line,
   headers or body).
3. A partial request pipelined behind a whole one (in the same send) gets the read time limit from
   the end of the first answer, then 408, as a partial request sent later does; uvicorn's keep-alive
   timer closed it without an answer before.
4. An ASK in CSV and TSV has one header convention, Apache Jena's (``_askResult`` / ``?_askResult``),
   the same bytes from ``kg query`` and ``kg serve``.
"""
from __future__ import annotations

import logging
import socket
import time
from pathlib import Path

import pytest
from rdflib import Graph, Literal, URIRef

from tests.factories import live_port, raw_connect, read_until_closed
from kg.serve import ACCESS_LOG, READ_TIMEOUT_MESSAGE, cli_serve, make_app, public_base

EX = "http://example.org/"
#: The read time limit of the live server below (seconds) and what a close may take past it.
LIMIT = 2.0
SLACK = 3.0
#: uvicorn's keep-alive limit on the live server, shorter than LIMIT: a partial pipelined request
#: must not be closed by it.
KEEP_ALIVE = 1


def _graph(tmp_path: Path) -> Path:
    g = Graph()
    for i in range(3):
        g.add((URIRef(f"{EX}item{i}"), URIRef(f"{EX}tone"), Literal(f"tone {i}")))
    path = tmp_path / "g.ttl"
    g.serialize(path, format="turtle")
    return path


# ------------------------------------------------------------------ 1. --public-url odd values

@pytest.mark.parametrize("url, base", [
    ("https://host.example:/base", "https://host.example/base"),            # empty port
    ("https://host.example:443/base", "https://host.example/base"),         # the scheme's own port
    ("http://host.example:80/", "http://host.example"),
    ("http://host.example:8080/", "http://host.example:8080"),
    ("https://host.example/base/..", "https://host.example"),               # dot segments
    ("https://host.example/a/./b/../c/", "https://host.example/a/c"),
    ("https://host.example/../../base", "https://host.example/base"),
    ("https://host%2Eexample/base", "https://host.example/base"),           # encoded unreserved
    ("HTTPS://HOST%2eEXAMPLE/%7Euser/%2e%2e/base", "https://host.example/base"),
    ("https://host.example/base/%2f", "https://host.example/base/%2F"),     # kept, hex in capitals
    ("https://host.example/base//", "https://host.example/base"),           # trailing slashes
])
def test_odd_public_urls_are_normalised_as_rfc_3986_section_6_says(url, base):
    assert public_base(url) == base
    assert public_base(base) == base  # normalising is idempotent


@pytest.mark.parametrize("url, fault", [
    ("http://[::1", "is no URL (Invalid IPv6 URL)"),
    ("https://host.example//base//", "has an empty path segment (//)"),
    ("https://host.example/a//b", "has an empty path segment (//)"),
    ("https://host%20example/", "has a host with a percent-encoding"),
])
def test_odd_public_urls_that_cannot_be_normalised_are_refused_naming_the_option(url, fault, tmp_path, capsys):
    with pytest.raises(ValueError) as exc:
        public_base(url)
    assert f"--public-url {url!r} {fault}" in str(exc.value)
    assert "e.g. --public-url https://data.example.org/kg" in str(exc.value)
    assert cli_serve(graph=_graph(tmp_path), public_url=url, port=0) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"kg: error: --public-url {url!r} {fault}")


# ------------------------------------------------------------------ live server helpers

_live = live_port  # tests/factories.py


@pytest.fixture(scope="module")
def port(tmp_path_factory):
    graph = _graph(tmp_path_factory.mktemp("serve45b"))
    with _live(make_app(graph=graph, timeout=10.0, workers=1), read_timeout=LIMIT,
               timeout_keep_alive=KEEP_ALIVE) as p:
        yield p


@pytest.fixture
def access_lines():
    lines = []

    class Keep(logging.Handler):
        def emit(self, record):
            lines.append(record.getMessage())

    handler, level = Keep(), ACCESS_LOG.level
    ACCESS_LOG.addHandler(handler)
    ACCESS_LOG.setLevel(logging.INFO)
    try:
        yield lines
    finally:
        ACCESS_LOG.removeHandler(handler)
        ACCESS_LOG.setLevel(level)


_until_closed = read_until_closed  # tests/factories.py


def _send(port: int, data: bytes) -> socket.socket:
    return raw_connect(port, data, timeout=LIMIT + SLACK + 5)


ASK = b"GET /sparql?query=ASK%7B%3Fs%20%3Fp%20%3Fo%7D HTTP/1.1\r\nHost: t\r\n"
TIMEOUT_TEXT = (READ_TIMEOUT_MESSAGE.format(limit=f"{LIMIT:g}") + "\n").encode()


# ------------------------------------------------------------------ 2. the 408's access-log line

@pytest.mark.parametrize("data, logged, part", [
    (b"GET /sparql?query=AS", '127.0.0.1 "GET /sparql?query=AS" 408 ', "line"),
    (ASK + b"Accept: text/csv\r\n", '127.0.0.1 "GET /sparql?query=ASK%7B%3Fs%20%3Fp%20%3Fo%7D" 408 ', "headers"),
    (b"POST /sparql HTTP/1.1\r\nHost: t\r\nContent-Type: application/sparql-query\r\n"
     b"Content-Length: 30\r\n\r\nASK {", '127.0.0.1 "POST /sparql" 408 ', "body"),
])
def test_a_408_is_logged_with_the_size_sent_and_the_part_that_did_not_arrive(port, access_lines, data, logged, part):
    got = _until_closed(_send(port, data))
    head, _, body = got.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 408 ") and body == TIMEOUT_TEXT
    assert f"content-length: {len(TIMEOUT_TEXT)}".encode() in head.lower()
    time.sleep(0.3)
    mine = [line for line in access_lines if line.startswith(logged)]
    assert len(mine) == 1, access_lines
    assert mine[0].startswith(f"{logged}{len(TIMEOUT_TEXT)} B "), mine  # not the 40 B of the app's answer
    assert mine[0].endswith(f"(request {part} incomplete after {LIMIT:g} s)"), mine


# ------------------------------------------------------------------ 3. a pipelined partial request

@pytest.mark.parametrize("partial", [b"GET /sparql?query=AS", ASK + b"Accept: text/csv\r\n"])
def test_a_partial_request_pipelined_behind_a_whole_one_gets_the_read_limit_then_408(port, partial):
    sock = _send(port, ASK + b"\r\n" + partial)  # one send: a whole request, then part of the next
    first = b""
    while not first.endswith(b"}"):
        first += sock.recv(65536)
    t0 = time.monotonic()
    assert first.startswith(b"HTTP/1.1 200 ") and first.endswith(b'"boolean":true}')
    rest = _until_closed(sock)
    waited = time.monotonic() - t0
    assert rest.startswith(b"HTTP/1.1 408 ") and rest.endswith(TIMEOUT_TEXT), rest
    assert LIMIT - 0.2 < waited < LIMIT + SLACK  # from the first answer, not closed at keep-alive


def test_an_idle_kept_alive_connection_is_still_closed_at_keep_alive(port):
    sock = _send(port, ASK + b"\r\n")
    first = b""
    while not first.endswith(b"}"):
        first += sock.recv(65536)
    t0 = time.monotonic()
    assert _until_closed(sock) == b""
    assert time.monotonic() - t0 < LIMIT  # uvicorn's keep-alive (KEEP_ALIVE s), no 408


# ------------------------------------------------------------------ 4. ASK in CSV and TSV: one header convention

@pytest.mark.parametrize("query, word", [("ASK { ?s ?p ?o }", "true"), ("ASK { ?s ?p 'no such tone' }", "false")])
def test_ask_in_csv_and_tsv_has_jenas_header_in_both_and_the_same_bytes_from_query_and_serve(query, word, tmp_path):
    import csv
    import io

    from starlette.testclient import TestClient

    from kg.query import format_result, parse_query, run_query

    graph = _graph(tmp_path)
    result = run_query(parse_query(query), graph)
    cli = {fmt: format_result(result, fmt).encode("utf-8") for fmt in ("csv", "tsv")}
    # Jena's ResultSetWriterCSV / ResultSetWriterTSV bytes, which its readers read back as a boolean
    assert cli == {"csv": f"_askResult\r\n{word}\r\n".encode(), "tsv": f"?_askResult\n{word}\n".encode()}
    with TestClient(make_app(graph=graph, timeout=10.0, workers=1)) as tc:
        for fmt, media in (("csv", "text/csv"), ("tsv", "text/tab-separated-values")):
            r = tc.get("/sparql", params={"query": query}, headers={"Accept": media})
            assert r.status_code == 200 and r.content == cli[fmt]
    # one row under one column in both, read by the csv module
    assert list(csv.DictReader(io.StringIO(cli["csv"].decode()))) == [{"_askResult": word}]
    assert list(csv.DictReader(io.StringIO(cli["tsv"].decode()), delimiter="\t")) == [{"?_askResult": word}]
