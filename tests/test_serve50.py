"""kg serve, session 50 (serve50): ``GET /resource/PATH`` answers for the graph's own resource IRIs,
``BASE + PATH`` (BASE: the graph's void:uriSpace, or ``make_app(base_iri=...)``, ``kg serve
--base-iri``): a bounded description (the IRI's own triples, the labels of what it links to, its
incoming links up to a cap, their subjects' labels), by content negotiation, with Link and
Content-Location headers; 404 for an IRI the graph does not hold, 406 for a type it does not write.
A real uvicorn server on a free loopback port, one worker."""
from __future__ import annotations

import json
import urllib.error
import urllib.request

import pytest
import rdflib
from rdflib import RDF, RDFS, Literal, URIRef
from rdflib.namespace import VOID

from kg.serve import RESOURCE_INCOMING_CAP, make_app, resource_candidates
from test_serve import Server

BASE = "https://example.org/kg/"
EX = rdflib.Namespace("https://example.org/vocab#")
ALPHA, BETA, GAMMA = URIRef(BASE + "method/alpha"), URIRef(BASE + "method/beta"), URIRef(BASE + "task/gamma")
PAPER = URIRef(BASE + "paper/doi-10.1%2Fxy")  # a minted paper id with a percent-encoded '/'
HUB = URIRef(BASE + "scheme")
ELSEWHERE = URIRef("https://other.example/thing")


def small_graph(described: bool = True) -> rdflib.Graph:
    """A graph of my own: a paper proposing method alpha, which uses beta and addresses gamma;
    260 members of a scheme (a hub); a dataset description recording BASE (when ``described``)."""
    g = rdflib.Graph()
    g.add((ALPHA, RDF.type, EX.Method))
    g.add((ALPHA, RDFS.label, Literal("Alpha Net", lang="en")))
    g.add((ALPHA, EX.uses, BETA))
    g.add((ALPHA, EX.addresses, GAMMA))
    g.add((ALPHA, EX.seeAlso, ELSEWHERE))
    g.add((BETA, RDFS.label, Literal("Beta")))
    g.add((BETA, EX.uses, GAMMA))  # beta's own link: not part of alpha's description
    g.add((GAMMA, RDFS.label, Literal("Gamma task")))
    g.add((PAPER, RDF.type, EX.Paper))
    g.add((PAPER, RDFS.label, Literal("A paper on alpha")))
    g.add((PAPER, EX.proposes, ALPHA))
    g.add((PAPER, EX.year, Literal(2026)))
    for i in range(RESOURCE_INCOMING_CAP + 60):
        member = URIRef(f"{BASE}member/m{i:03d}")
        g.add((member, EX.inScheme, HUB))
        g.add((member, RDFS.label, Literal(f"member {i}")))
    g.add((HUB, RDFS.label, Literal("the scheme")))
    if described:
        g.add((URIRef(BASE + "graph"), RDF.type, VOID.Dataset))
        g.add((URIRef(BASE + "graph"), VOID.uriSpace, Literal(BASE)))
    return g


@pytest.fixture(scope="module")
def url(tmp_path_factory):
    ttl = tmp_path_factory.mktemp("serve50") / "graph.ttl"
    small_graph().serialize(ttl, format="turtle")
    with Server(make_app(graph=ttl, timeout=10.0, workers=1)) as served:
        yield served


def http(url: str, headers: dict | None = None, method: str | None = None):
    """(status, headers, body bytes) of one request; an HTTP error status is returned too."""
    req = urllib.request.Request(url, headers=headers or {}, method=method)
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            return resp.status, resp.headers, resp.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.headers, exc.read()


def turtle(body: bytes) -> set:
    return set(rdflib.Graph().parse(data=body.decode("utf-8"), format="turtle"))


def test_an_entity_is_described_by_its_triples_the_labels_it_links_to_and_its_incoming_links(url):
    status, headers, body = http(url + "/resource/method/alpha")
    assert status == 200, body
    assert headers["Content-Type"] == "text/turtle; charset=utf-8"
    assert turtle(body) == {
        (ALPHA, RDF.type, EX.Method), (ALPHA, RDFS.label, Literal("Alpha Net", lang="en")),
        (ALPHA, EX.uses, BETA), (ALPHA, EX.addresses, GAMMA), (ALPHA, EX.seeAlso, ELSEWHERE),
        (BETA, RDFS.label, Literal("Beta")), (GAMMA, RDFS.label, Literal("Gamma task")),
        (PAPER, EX.proposes, ALPHA), (PAPER, RDFS.label, Literal("A paper on alpha")),
    }
    assert headers["Content-Location"] == "/resource/method/alpha?format=ttl"
    links = headers["Link"]
    assert f'<{ALPHA}>; rel="describes"' in links
    assert '</resource/method/alpha?format=jsonld>; rel="alternate"; type="application/ld+json"' in links
    assert "Accept" in headers["Vary"]
    assert headers["PaperKG-Outgoing-Links"] == "5 of 5" and headers["PaperKG-Incoming-Links"] == "1 of 1"


def test_a_paper_with_a_percent_encoded_id_is_found_by_its_path_as_written(url):
    status, _, body = http(url + "/resource/paper/doi-10.1%2Fxy")
    assert status == 200, body
    assert turtle(body) == {
        (PAPER, RDF.type, EX.Paper), (PAPER, RDFS.label, Literal("A paper on alpha")),
        (PAPER, EX.proposes, ALPHA), (PAPER, EX.year, Literal(2026)),
        (ALPHA, RDFS.label, Literal("Alpha Net", lang="en")),
    }
    # the same IRI with its escape in small letters (RFC 3986 normalisation) is the same resource
    assert http(url + "/resource/paper/doi-10.1%2fxy")[0] == 200


def test_an_unknown_path_is_404_naming_the_iri(url):
    status, headers, body = http(url + "/resource/method/omega")
    assert status == 404 and headers["Content-Type"] == "text/plain; charset=utf-8"
    assert body.decode().startswith(
        f"no resource at /resource/method/omega: the graph holds no triple about <{BASE}method/omega>")


def test_a_type_it_does_not_write_is_406_with_the_list(url):
    # (text/html is offered since session 55: a page for a browser, tests/test_serve_html55.py)
    status, _, body = http(url + "/resource/method/alpha", {"Accept": "image/png, text/csv"})
    assert status == 406
    assert body.decode() == ("no acceptable media type; /resource/ offers text/turtle, application/ld+json, "
                             "application/n-triples, application/rdf+xml, application/json, text/html\n")


@pytest.mark.parametrize("headers, query, media, fmt, variant", [
    ({"Accept": "application/ld+json"}, "", "application/ld+json", "json-ld", "jsonld"),
    ({"Accept": "application/n-triples"}, "", "application/n-triples", "nt", "nt"),
    ({}, "?format=jsonld", "application/ld+json", "json-ld", "jsonld"),
    ({"Accept": "application/xhtml+xml,*/*;q=0.8"}, "", "text/turtle", "turtle", "ttl"),  # no text/html: Turtle
])
def test_other_formats_parse_back_to_the_same_triples(url, headers, query, media, fmt, variant):
    _, _, ttl = http(url + "/resource/method/alpha")
    status, got, body = http(url + "/resource/method/alpha" + query, headers)
    assert status == 200 and got["Content-Type"] == f"{media}; charset=utf-8"
    assert got["Content-Location"] == f"/resource/method/alpha?format={variant}"
    if fmt == "json-ld":
        json.loads(body)
    assert set(rdflib.Graph().parse(data=body.decode("utf-8"), format=fmt)) == turtle(ttl)


def test_head_answers_the_headers_without_a_body(url):
    status, headers, body = http(url + "/resource/method/alpha", method="HEAD")
    assert status == 200 and body == b""
    assert headers["Content-Type"] == "text/turtle; charset=utf-8"
    assert headers["Content-Location"] == "/resource/method/alpha?format=ttl"
    assert http(url + "/resource/method/omega", method="HEAD")[0] == 404


def test_a_hubs_incoming_links_stop_at_the_cap(url):
    status, headers, body = http(url + "/resource/scheme")
    assert status == 200
    total = RESOURCE_INCOMING_CAP + 60
    assert headers["PaperKG-Incoming-Links"] == f"{RESOURCE_INCOMING_CAP} of {total}"
    got = turtle(body)
    members = sorted(s for s, p, o in got if p == EX.inScheme)
    # the first ones in IRI order, each with its label
    assert members == [URIRef(f"{BASE}member/m{i:03d}") for i in range(RESOURCE_INCOMING_CAP)]
    assert (members[0], RDFS.label, Literal("member 0")) in got
    assert (URIRef(f"{BASE}member/m{total - 1:03d}"), RDFS.label, Literal(f"member {total - 1}")) not in got


def test_other_paths_and_parameters(url):
    status, _, body = http(url + "/resource/method/alpha?iri=x")
    assert status == 400 and body.decode().startswith("unknown parameter(s) iri;")
    status, _, body = http(url + "/nothing/here")
    assert status == 404 and "/resource/PATH" in body.decode()


def test_without_a_recorded_base_the_base_iri_option_gives_it(tmp_path):
    ttl = tmp_path / "graph.ttl"
    small_graph(described=False).serialize(ttl, format="turtle")
    with Server(make_app(graph=ttl, timeout=10.0, workers=1)) as served:
        status, _, body = http(served + "/resource/method/alpha")
        assert status == 404 and "the graph records no base IRI" in body.decode()
        assert "--base-iri" in body.decode()
    with Server(make_app(graph=ttl, timeout=10.0, workers=1, base_iri=BASE, public_url="https://data.example.org/kg")) as served:
        status, headers, body = http(served + "/resource/method/alpha")
        assert status == 200 and (ALPHA, EX.uses, BETA) in turtle(body)
        assert headers["Content-Location"] == "https://data.example.org/kg/resource/method/alpha?format=ttl"


def test_resource_candidates_read_the_path_as_sent_then_normalised():
    assert resource_candidates("method/alpha") == ["method/alpha"]
    assert resource_candidates("paper/a%2fb") == ["paper/a%2fb", "paper/a%2Fb"]
    assert resource_candidates("method/%2Dx") == ["method/%2Dx", "method/-x"]
    assert resource_candidates("method/caf%c3%a9") == ["method/caf%c3%a9", "method/caf%C3%A9", "method/café"]


def test_start_up_notes_on_the_base():
    from kg.serve import base_notes

    assert base_notes([BASE], None, "g.ttl") == []
    assert base_notes([BASE], BASE, "g.ttl") == []
    assert base_notes([], BASE, "g.ttl") == []
    assert base_notes([], None, "g.ttl") == [
        "kg: warning: g.ttl records no base IRI (no void:uriSpace): GET /resource/PATH answers 404; give the "
        "base the graph was built with, kg serve --base-iri IRI"]
    assert base_notes([BASE], "https://x.example/", "g.ttl") == [
        f"kg: warning: --base-iri https://x.example/ is not the base g.ttl records ({BASE}): GET /resource/PATH "
        "looks IRIs up under https://x.example/"]
