"""kg serve, session 43 (serve43b): HTTP details a new user found. A malformed Accept header is
ignored (the default format, as with none), not 406; a POSTed body is read in the charset its
Content-Type declares. A real uvicorn server on a free loopback port, one worker."""
from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request

import pytest
import rdflib

from kg.serve import accept_ranges, make_app, negotiate
from kg.store import GraphStore
from test_queries import build_fixture_graph
from test_serve import Server

ASK = "ASK { ?s ?p ?o }"
PREFIXES = "PREFIX skos: <http://www.w3.org/2004/02/skos/core#>\nPREFIX kgo: <https://w3id.org/paperkg/ontology#>\n"
DATASETS = PREFIXES + "SELECT ?label WHERE { ?d a kgo:Dataset ; skos:prefLabel ?label } ORDER BY ?label"
CONSTRUCT = PREFIXES + "CONSTRUCT { ?d skos:prefLabel ?l } WHERE { ?d a kgo:Dataset ; skos:prefLabel ?l }"
#: A SELECT whose answer holds a non-ASCII character written in the query itself.
CAFE = 'SELECT ?word WHERE { VALUES ?word { "café" } }'


@pytest.fixture(scope="module")
def base(tmp_path_factory):
    d = tmp_path_factory.mktemp("serve43b")
    with GraphStore.open(d / "store") as st:
        st.replace_graph(build_fixture_graph())
    with Server(make_app(store=d / "store", timeout=5.0, workers=1)) as url:
        yield url


def http(url: str, data: bytes | None = None, headers: dict | None = None, method: str | None = None):
    """(status, headers, body bytes) of one request; an HTTP error status is returned too."""
    req = urllib.request.Request(url, data=data, headers=headers or {}, method=method)
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            return resp.status, resp.headers, resp.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.headers, exc.read()


def get(base: str, query: str, headers: dict | None = None, **params):
    return http(f"{base}/sparql?" + urllib.parse.urlencode({"query": query, **params}), headers=headers)


# -- 1. a malformed Accept header is ignored (RFC 9110: the server may disregard it) ----------------


@pytest.mark.parametrize("accept", [";;;,,=q", "=q", "text/csv;q=abc", "*/csv", "text/csv;q=2", ",,", "garbage"])
def test_a_malformed_accept_gets_the_default_format(base, accept):
    status, headers, body = get(base, ASK, {"Accept": accept})
    assert status == 200, body
    assert headers["Content-Type"] == "application/sparql-results+json; charset=utf-8"
    assert json.loads(body) == {"head": {}, "boolean": True}
    status, headers, body = get(base, CONSTRUCT, {"Accept": accept})
    assert status == 200 and headers["Content-Type"] == "text/turtle; charset=utf-8"
    assert len(rdflib.Graph().parse(data=body.decode(), format="turtle")) == 3


def test_a_malformed_element_is_skipped_and_the_rest_is_honoured(base):
    status, headers, body = get(base, DATASETS, {"Accept": ";;;, text/csv;q=abc, text/tab-separated-values;q=0.5"})
    assert status == 200 and headers["Content-Type"] == "text/tab-separated-values; charset=utf-8"
    assert body.decode().splitlines() == ["?label", '"Design-Bench"', '"MSMT17"', '"Market-1501"']


@pytest.mark.parametrize("accept", ["image/png", "*/*;q=0", "text/html, image/*;q=0.5"])
def test_a_well_formed_accept_admitting_nothing_we_write_stays_406(base, accept):
    status, headers, body = get(base, ASK, {"Accept": accept})
    assert status == 406 and headers["Content-Type"] == "text/plain; charset=utf-8"
    assert body.decode().startswith("no acceptable media type; SELECT/ASK offer application/sparql-results+json, ")


def test_accept_ranges_reads_the_header_with_the_stdlib():
    assert accept_ranges(";;;,,=q") is None and negotiate(";;;,,=q") == ["*/*"]
    assert accept_ranges(None) is None and accept_ranges("  ") is None
    assert negotiate("image/png") == ["image/png"] and negotiate("*/*;q=0") == []
    # RFC 9110's grammar: empty list elements and empty parameters are allowed, a quoted comma stays
    assert negotiate('TEXT/CSV;;q=0.3, , application/json;x="a,b";q=0.5') == ["application/json", "text/csv"]
    assert negotiate("text/csv;q=0.2, application/xml, */*;q=0") == ["application/xml", "text/csv"]
    # a browser's header keeps its order and weights
    assert negotiate("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8") == [
        "text/html", "application/xhtml+xml", "application/xml", "*/*"]
    # bounded: a crafted element over 200 characters (or nested comments) is malformed, not parsed
    assert negotiate("a/b (" * 300) == ["*/*"] and negotiate("text/csv;x=" + "y" * 300) == ["*/*"]


# -- 2. a POSTed body is read in the charset its Content-Type declares ----------------------------


def test_a_latin1_query_body_is_read_as_latin1(base):
    status, headers, body = http(f"{base}/sparql", data=CAFE.encode("latin-1"),
                                 headers={"Content-Type": "application/sparql-query; charset=iso-8859-1"})
    assert status == 200, body
    assert json.loads(body)["results"]["bindings"] == [{"word": {"type": "literal", "value": "café"}}]
    # the parameter's name and value in any case, quoted or not
    status, _, body = http(f"{base}/sparql", data=CAFE.encode("cp1252"),
                           headers={"Content-Type": 'Application/SPARQL-Query;Charset="Windows-1252"'})
    assert status == 200 and "café" in body.decode()


def test_a_query_body_without_charset_is_utf8(base):
    status, _, body = http(f"{base}/sparql", data=CAFE.encode("utf-8"),
                           headers={"Content-Type": "application/sparql-query"})
    assert status == 200 and "café" in body.decode()
    status, _, body = http(f"{base}/sparql", data=CAFE.encode("latin-1"),
                           headers={"Content-Type": "application/sparql-query; charset=utf-8"})
    assert (status, body) == (400, b"query body is not UTF-8\n")


@pytest.mark.parametrize("charset", ["x-made-up", "rot13", "unicode_escape"])
def test_an_unknown_charset_is_415_naming_it(base, charset):
    status, headers, body = http(f"{base}/sparql", data=b"ASK {}",
                                 headers={"Content-Type": f"application/sparql-query; charset={charset}"})
    assert status == 415 and headers["Content-Type"] == "text/plain; charset=utf-8"
    assert body.decode() == (f"the query body's Content-Type declares charset={charset}, which this endpoint "
                             "cannot decode; send the query in UTF-8 (charset=utf-8, or no charset)\n")


def test_a_form_body_is_read_in_its_charset(base):
    form = "query=" + urllib.parse.quote(CAFE, encoding="latin-1")  # é as %E9
    status, _, body = http(f"{base}/sparql", data=form.encode("ascii"),
                           headers={"Content-Type": "application/x-www-form-urlencoded; charset=ISO-8859-1"})
    assert status == 200, body
    assert json.loads(body)["results"]["bindings"][0]["word"]["value"] == "café"
    status, _, body = http(f"{base}/sparql", data=form.encode("ascii"),
                           headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert (status, body) == (400, b"form body is not UTF-8\n")
    status, _, body = http(f"{base}/sparql", data=b"query=ASK%20%7B%7D",
                           headers={"Content-Type": "application/x-www-form-urlencoded; charset=klingon"})
    assert status == 415 and b"charset=klingon" in body


def test_a_malformed_content_type_is_415(base):
    status, _, body = http(f"{base}/sparql", data=b"ASK {}", headers={"Content-Type": "application/sparql-query x"})
    assert status == 415 and body.startswith(b"POST a query as application/sparql-query")
