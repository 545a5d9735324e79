"""kg serve, session 43 (serve43b): HTTP details a new user found. A malformed Accept header is
ignored (the default format, as with none), not 406; a POSTed body is read in the charset its
Content-Type declares; ``format=`` / ``output=`` / ``results=`` choose the answer's format, over
Accept; ``/describe?iri=IRI`` looks an IRI of the graph up (its DESCRIBE, by content negotiation),
and another path's 404 says so. A real uvicorn server on a free loopback port, one worker."""
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


# -- 3. format= (output=, results=) chooses the format, over Accept, as in Fuseki and Virtuoso ------


@pytest.mark.parametrize("param, value, media", [
    ("format", "json", "application/sparql-results+json"),
    ("format", "XML", "application/sparql-results+xml"),
    ("format", "csv", "text/csv"),
    ("format", "tsv", "text/tab-separated-values"),
    ("output", "csv", "text/csv"),
    ("results", "tsv", "text/tab-separated-values"),
    ("format", "text/csv", "text/csv"),
    ("format", "application/sparql-results+json", "application/sparql-results+json"),
])
def test_format_chooses_a_select_answer_over_accept(base, param, value, media):
    status, headers, body = get(base, DATASETS, {"Accept": "application/sparql-results+xml"}, **{param: value})
    assert status == 200, body
    assert headers["Content-Type"] == f"{media}; charset=utf-8"
    assert b"Market-1501" in body


def test_format_csv_answers_the_rows(base):
    status, _, body = get(base, DATASETS, format="csv")
    assert status == 200 and body == b"label\r\nDesign-Bench\r\nMSMT17\r\nMarket-1501\r\n"


def test_a_plus_typed_in_the_url_is_read_as_one(base):
    url = f"{base}/sparql?query={urllib.parse.quote(ASK)}&format=application/sparql-results+json"
    status, headers, body = http(url)
    assert status == 200 and headers["Content-Type"] == "application/sparql-results+json; charset=utf-8"


@pytest.mark.parametrize("value, media, rdf_format", [
    ("turtle", "text/turtle", "turtle"),
    ("ttl", "text/turtle", "turtle"),
    ("ntriples", "application/n-triples", "nt"),
    ("nt", "application/n-triples", "nt"),
    ("jsonld", "application/ld+json", "json-ld"),
    ("json", "application/json", "json-ld"),  # JSON-LD, labelled as for Accept: application/json
    ("xml", "application/rdf+xml", "xml"),
])
def test_format_chooses_a_construct_answer(base, value, media, rdf_format):
    status, headers, body = get(base, CONSTRUCT, {"Accept": "text/turtle"}, format=value)
    assert status == 200 and headers["Content-Type"] == f"{media}; charset=utf-8"
    graph = rdflib.Graph().parse(data=body.decode(), format=rdf_format)
    assert sorted(str(o) for o in graph.objects()) == ["Design-Bench", "MSMT17", "Market-1501"]


def test_a_format_the_query_form_cannot_take_is_406(base):
    status, _, body = get(base, CONSTRUCT, format="csv")
    assert status == 406 and body.decode().startswith("no acceptable media type; CONSTRUCT/DESCRIBE offer text/turtle")
    status, _, body = get(base, DATASETS, format="turtle")
    assert status == 406 and body.decode().startswith("no acceptable media type; SELECT/ASK offer")


@pytest.mark.parametrize("value", ["html", "foo", ";;"])
def test_an_unknown_format_is_400_naming_the_supported_ones(base, value):
    status, headers, body = get(base, ASK, format=value)
    assert status == 400 and headers["Content-Type"] == "text/plain; charset=utf-8"
    assert body.decode() == (f"unknown format={value}: give json, xml, csv or tsv for SELECT/ASK; turtle, ntriples, "
                             "jsonld, rdfxml, json or xml for CONSTRUCT/DESCRIBE; or a media type such as text/csv "
                             "(or leave format= out and send an Accept header)\n")


def test_an_empty_format_leaves_the_choice_to_accept(base):
    status, headers, _ = get(base, ASK, {"Accept": "text/csv"}, format="")
    assert status == 200 and headers["Content-Type"] == "text/csv; charset=utf-8"


def test_format_in_a_form_body_and_as_sparqlwrapper_sends_it(base):
    data = urllib.parse.urlencode([("query", DATASETS), ("format", "tsv"), ("format", "text/tab-separated-values"),
                                   ("output", "tsv"), ("results", "tsv")]).encode()
    status, headers, body = http(f"{base}/sparql", data=data, headers={
        "Content-Type": "application/x-www-form-urlencoded", "Accept": "text/tab-separated-values"})
    assert status == 200 and headers["Content-Type"] == "text/tab-separated-values; charset=utf-8"
    assert body.decode().splitlines()[0] == "?label"


def test_format_on_a_shipped_querys_results(base):
    status, headers, body = http(f"{base}/queries/papers-on-dataset/results?format=csv")
    assert status == 200 and headers["Content-Type"] == "text/csv; charset=utf-8"
    assert body.decode().splitlines()[0] == "datasetLabel,paper,paperLabel,proposedMethods,datasetIri,dataset"
    status, _, body = http(f"{base}/queries/papers-on-dataset/results?format=nope")
    assert status == 400 and body.startswith(b"unknown format=nope")


# -- 4. /describe?iri=IRI: what the graph says about one of its IRIs ------------------------------

MARKET = "https://w3id.org/paperkg/resource/dataset/market-1501"


def describe(base: str, iri: str, headers: dict | None = None, **params):
    return http(f"{base}/describe?" + urllib.parse.urlencode({"iri": iri, **params}), headers=headers)


def test_describe_answers_an_iris_triples_in_turtle(base):
    status, headers, body = describe(base, MARKET)
    assert status == 200 and headers["Content-Type"] == "text/turtle; charset=utf-8"
    assert headers["Vary"].startswith("Accept")
    graph = rdflib.Graph().parse(data=body.decode(), format="turtle")
    assert {str(s) for s in graph.subjects()} == {MARKET}
    assert rdflib.Literal("Market-1501") in set(graph.objects(rdflib.URIRef(MARKET), rdflib.SKOS.prefLabel))
    assert set(graph) == set(build_fixture_graph().cbd(rdflib.URIRef(MARKET)))  # its concise bounded description


@pytest.mark.parametrize("headers, params, media, rdf_format", [
    ({"Accept": "application/ld+json"}, {}, "application/ld+json", "json-ld"),
    ({"Accept": "application/n-triples;q=0.9, text/turtle;q=0.5"}, {}, "application/n-triples", "nt"),
    ({"Accept": ";;;,,=q"}, {}, "text/turtle", "turtle"),  # malformed: the default
    ({"Accept": "application/ld+json"}, {"format": "xml"}, "application/rdf+xml", "xml"),
])
def test_describe_negotiates_the_format(base, headers, params, media, rdf_format):
    status, got, body = describe(base, MARKET, headers, **params)
    assert status == 200 and got["Content-Type"] == f"{media}; charset=utf-8"
    graph = rdflib.Graph().parse(data=body.decode(), format=rdf_format)
    assert set(graph) == set(build_fixture_graph().cbd(rdflib.URIRef(MARKET)))


def test_describe_of_an_iri_the_graph_does_not_describe_is_404(base):
    iri = "https://w3id.org/paperkg/resource/dataset/no-such-dataset"
    status, headers, body = describe(base, iri)
    assert status == 404 and headers["Content-Type"] == "text/plain; charset=utf-8"
    assert body.decode() == (f"the graph has no triple with <{iri}> as its subject (its DESCRIBE is empty); "
                             f"triples that point to it: SELECT ?s ?p WHERE {{ ?s ?p <{iri}> }}\n")


@pytest.mark.parametrize("query, start", [
    ("iri=method%2Fx", "iri=method/x is not an absolute IRI (No scheme found in an absolute IRI); look an IRI"),
    ("iri=http%3A%2F%2Fa%20b%2F", "iri=http://a b/ is not an absolute IRI (Invalid IRI code point ' ')"),
    ("", "give exactly one iri parameter; look an IRI of the graph up with GET /describe?iri=IRI, e.g. "
         "/describe?iri=https://w3id.org/paperkg/resource/method/transformer"),
    ("iri=http%3A%2F%2Fa%2F&iri=http%3A%2F%2Fb%2F", "give exactly one iri parameter"),
    ("iri=http%3A%2F%2Fa%2F&query=ASK%7B%7D", "unknown parameter(s) query; look an IRI"),
    ("iri=http%3A%2F%2Fa%2F&format=csv", "no acceptable media type; CONSTRUCT/DESCRIBE offer text/turtle"),
])
def test_describe_refuses_what_is_no_single_absolute_iri(base, query, start):
    status, _, body = http(f"{base}/describe?{query}")
    assert status == (406 if "format=csv" in query else 400) and body.decode().startswith(start), body


def test_describe_is_read_only_and_get_only(base):
    status, headers, _ = http(f"{base}/describe?iri={urllib.parse.quote(MARKET)}", data=b"x", method="POST")
    assert status == 405 and "GET" in headers["Allow"]


def test_a_path_the_endpoint_does_not_serve_names_describe(base):
    # (since session 50, /resource/PATH answers for the graph's resources: tests/test_serve50.py)
    status, headers, body = http(f"{base}/dataset/market-1501")
    assert status == 404 and headers["Content-Type"] == "text/plain; charset=utf-8"
    text = body.decode()
    assert text.startswith("no page at /dataset/market-1501; this endpoint serves /sparql")
    assert "look any IRI up with GET /describe?iri=IRI" in text


def test_execute_answers_404_for_an_empty_graph_only_when_told():
    import pyoxigraph as ox

    from kg.serve import DESCRIBE_QUERY, _execute

    bindings = {"resource": ("iri", "http://example.org/none")}
    assert _execute(ox.Store(), DESCRIBE_QUERY, ["*/*"], bindings, missing="gone").status == 404
    reply = _execute(ox.Store(), DESCRIBE_QUERY, ["application/n-triples"], bindings)
    assert (reply.status, reply.body) == (200, b"")
