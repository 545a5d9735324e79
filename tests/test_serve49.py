"""kg serve: CORS preflight with any request header; an empty query parameter named as empty (session 49)."""
from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from kg.serve import make_app


@pytest.fixture(scope="module")
def tc(tmp_path_factory):
    ttl = tmp_path_factory.mktemp("g") / "graph.ttl"
    ttl.write_text("<http://example.org/a> <http://example.org/p> \"x\" .\n", encoding="utf-8")
    with TestClient(make_app(graph=ttl, timeout=5.0, workers=1)) as client:
        yield client


@pytest.mark.parametrize("asked", ["authorization, x-requested-with", "X-Requested-With", "x-my-dashboard-token"])
def test_preflight_allows_any_requested_header(tc, asked):
    pre = tc.options("/sparql", headers={"Origin": "https://dash.example", "Access-Control-Request-Method": "GET",
                                         "Access-Control-Request-Headers": asked})
    assert pre.status_code == 200, pre.text
    allowed = {h.strip().lower() for h in pre.headers["access-control-allow-headers"].split(",")}
    assert {h.strip().lower() for h in asked.split(",")} <= allowed
    assert pre.headers["access-control-allow-origin"] == "*"
    assert "access-control-allow-credentials" not in pre.headers


def test_request_with_x_requested_with_is_answered(tc):
    r = tc.get("/sparql", params={"query": "ASK { ?s ?p ?o }"},
               headers={"Origin": "https://dash.example", "X-Requested-With": "XMLHttpRequest",
                        "Accept": "application/sparql-results+json"})
    assert r.status_code == 200 and r.json()["boolean"] is True
    assert r.headers["access-control-allow-origin"] == "*"


def test_preflight_still_refuses_other_methods(tc):
    pre = tc.options("/sparql", headers={"Origin": "https://dash.example", "Access-Control-Request-Method": "DELETE"})
    assert pre.status_code == 400


def test_empty_query_parameter_is_called_empty(tc):
    r = tc.get("/sparql?query=")
    assert r.status_code == 400
    assert r.text.startswith("the 'query' parameter is empty;") and "missing" not in r.text
    r = tc.post("/sparql", content=b"query=", headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert r.status_code == 400 and r.text.startswith("the 'query' parameter is empty;")
    r = tc.post("/sparql", content=b"", headers={"Content-Type": "application/sparql-query"})
    assert r.status_code == 400 and r.text.startswith("the 'query' parameter is empty;")


def test_post_form_without_query_is_missing(tc):
    r = tc.post("/sparql", content=b"format=json", headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert r.status_code == 400 and r.text.startswith("missing 'query' parameter;")
