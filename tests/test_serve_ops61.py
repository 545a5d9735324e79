"""kg serve as a lab endpoint (trial Y61, session 61): a refused SPARQL Update is logged with its
hash and text as a query is, and ``--host 0.0.0.0`` says there is no authentication."""
from __future__ import annotations

import logging
import re

import rdflib
from rdflib import RDFS, Literal, URIRef
from starlette.testclient import TestClient

from kg.serve import cli_serve, make_app, query_log_text

BASE = "https://example.org/lab61/"
UPDATE = "INSERT DATA { <urn:ops61:a> <urn:ops61:b> \"written by ops61\" }"
DROP = "DROP ALL"


def _graph(path) -> None:
    g = rdflib.Graph()
    for i in range(3):
        g.add((URIRef(f"{BASE}m{i}"), RDFS.label, Literal(f"Model {i}")))
    g.serialize(path, format="turtle")


def _lines(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "kg.serve.access"]


def test_refused_updates_are_logged_with_hash_and_text(tmp_path, caplog):
    ttl = tmp_path / "graph.ttl"
    _graph(ttl)
    with caplog.at_level(logging.INFO, logger="kg.serve.access"):
        with TestClient(make_app(graph=ttl, timeout=5, workers=1)) as tc:
            assert tc.get("/sparql", params={"update": UPDATE}).status_code == 403
            assert tc.post("/sparql", data={"update": DROP}).status_code == 403
            assert tc.post("/sparql", content=UPDATE.encode("utf-8"),
                           headers={"Content-Type": "application/sparql-update"}).status_code == 403
            assert tc.post("/sparql", content=DROP.encode("utf-8"),
                           headers={"Content-Type": "application/sparql-update; charset=no-such"}).status_code == 403
            # a query string that is SPARQL Update (query=) was logged with its text before too
            assert tc.get("/sparql", params={"query": DROP}).status_code == 403
    lines = _lines(caplog)
    assert len(lines) == 5, lines
    assert lines[0].endswith(f"[refused form: update] {query_log_text(UPDATE)}"), lines[0]
    assert lines[1].endswith(f"[refused form: update] {query_log_text(DROP)}"), lines[1]
    assert lines[2].endswith(f"[refused form: update] {query_log_text(UPDATE)}"), lines[2]
    assert lines[3].endswith(f"[refused form: update] {query_log_text(DROP)}"), lines[3]
    assert re.search(r' 403 .*\[refused form: update\] q=[0-9a-f]{10} "DROP ALL"$', lines[4]), lines[4]
    assert query_log_text(UPDATE).startswith("q=") and '"INSERT DATA { <urn:ops61:a>' in query_log_text(UPDATE)


def test_update_body_over_the_limit_is_still_a_403(tmp_path, caplog):
    ttl = tmp_path / "graph.ttl"
    _graph(ttl)
    big = ("INSERT DATA { " + "<urn:a> <urn:b> <urn:c> . " * 60_000 + "}").encode()
    assert len(big) > 1_000_000
    with caplog.at_level(logging.INFO, logger="kg.serve.access"):
        with TestClient(make_app(graph=ttl, timeout=5, workers=1)) as tc:
            got = tc.post("/sparql", content=big, headers={"Content-Type": "application/sparql-update"})
    assert got.status_code == 403
    assert _lines(caplog)[-1].endswith("[refused form: update]")  # no text read: none logged


def test_host_0000_warns_there_is_no_authentication(tmp_path, capsys):
    bad = tmp_path / "graph.ttl"
    bad.write_text("this is not turtle <<<", encoding="utf-8")
    status = cli_serve(graph=bad, host="0.0.0.0", port=0, workers=1)
    err = capsys.readouterr().err
    assert status == 2  # the graph does not parse: nothing listened
    assert ("kg: warning: listening on 0.0.0.0: reachable from other machines; no authentication: put a proxy "
            "in front (docs/CLI.md, \"Running kg serve as a lab endpoint\")\n") in err
