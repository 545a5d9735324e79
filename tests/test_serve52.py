"""kg serve, session 52: Turtle answers are labelled text/turtle (the registered type) when the
client accepts it beside an alias (application/turtle), and /resource/PATH offers RDF/XML, as
/sparql's DESCRIBE does. A real uvicorn server on a free loopback port, one worker."""
from __future__ import annotations

import urllib.parse

import pytest
import rdflib
from rdflib import RDF, RDFS, Literal, URIRef
from rdflib.namespace import VOID

from kg.serve import REGISTERED_TYPES, RESOURCE_TYPES, _pick, make_app
from test_serve import Server
from test_serve50 import http

BASE = "https://example.org/lab/"
EX = rdflib.Namespace("https://example.org/terms#")
NET, TASK = URIRef(BASE + "method/kite-net"), URIRef(BASE + "task/parsing")
ODD = URIRef(BASE + "method/odd")  # its label holds a control character XML 1.0 cannot carry


def _graph() -> rdflib.Graph:
    g = rdflib.Graph()
    g.add((NET, RDF.type, EX.Method))
    g.add((NET, RDFS.label, Literal("Kite Net", lang="en")))
    g.add((NET, EX.addresses, TASK))
    g.add((TASK, RDFS.label, Literal("parsing")))
    g.add((ODD, RDFS.label, Literal("bell\x07 net")))
    g.add((URIRef(BASE + "graph"), RDF.type, VOID.Dataset))
    g.add((URIRef(BASE + "graph"), VOID.uriSpace, Literal(BASE)))
    return g


@pytest.fixture(scope="module")
def url(tmp_path_factory):
    ttl = tmp_path_factory.mktemp("serve52") / "graph.ttl"
    _graph().serialize(ttl, format="turtle")
    with Server(make_app(graph=ttl, timeout=10.0, workers=1)) as served:
        yield served


def _construct(url: str, accept: str):
    query = "CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }"
    return http(url + "/sparql?" + urllib.parse.urlencode({"query": query}), {"Accept": accept})


@pytest.mark.parametrize("accept", ["application/turtle,text/turtle", "application/x-turtle, text/turtle",
                                    "application/turtle, text/turtle;q=0.9"])
def test_construct_for_an_alias_and_text_turtle_is_labelled_text_turtle(url, accept):
    status, headers, body = _construct(url, accept)
    assert status == 200, body
    assert headers["Content-Type"] == "text/turtle; charset=utf-8"
    assert (NET, RDFS.label, Literal("Kite Net", lang="en")) in set(
        rdflib.Graph().parse(data=body.decode("utf-8"), format="turtle"))


def test_construct_for_the_alias_alone_keeps_the_alias(url):
    status, headers, _ = _construct(url, "application/turtle")
    assert status == 200 and headers["Content-Type"] == "application/turtle; charset=utf-8"


def test_pick_prefers_the_registered_type_only_when_the_client_lists_it():
    offered = {"text/turtle": "TURTLE", "application/turtle": "TURTLE", "application/n-triples": "N_TRIPLES"}
    assert _pick(["application/turtle", "text/turtle"], offered) == ("text/turtle", "TURTLE")
    assert _pick(["application/turtle", "application/n-triples"], offered) == ("application/turtle", "TURTLE")
    assert _pick(["application/turtle"], {"application/turtle": "TURTLE"}) == ("application/turtle", "TURTLE")
    assert set(REGISTERED_TYPES.values()) == {"text/turtle"}


def test_resource_answers_rdf_xml(url):
    status, headers, body = http(url + "/resource/method/kite-net", {"Accept": "application/rdf+xml"})
    assert status == 200, body
    assert headers["Content-Type"] == "application/rdf+xml; charset=utf-8"
    assert headers["Content-Location"] == "/resource/method/kite-net?format=rdfxml"
    assert set(rdflib.Graph().parse(data=body.decode("utf-8"), format="xml")) == {
        (NET, RDF.type, EX.Method), (NET, RDFS.label, Literal("Kite Net", lang="en")),
        (NET, EX.addresses, TASK), (TASK, RDFS.label, Literal("parsing"))}
    # and the Turtle answer names the RDF/XML variant among its alternates
    _, ttl_headers, _ = http(url + "/resource/method/kite-net")
    assert ('</resource/method/kite-net?format=rdfxml>; rel="alternate"; type="application/rdf+xml"'
            in ttl_headers["Link"])
    assert "application/rdf+xml" in RESOURCE_TYPES


def test_resource_format_rdfxml_parameter(url):
    status, headers, body = http(url + "/resource/method/kite-net?format=rdfxml")
    assert status == 200 and headers["Content-Type"] == "application/rdf+xml; charset=utf-8"
    assert body.startswith(b"<?xml")


def test_resource_rdf_xml_that_xml_cannot_carry_falls_back_or_is_406(url):
    status, headers, body = http(url + "/resource/method/odd", {"Accept": "application/rdf+xml, text/turtle;q=0.5"})
    assert status == 200 and headers["Content-Type"] == "text/turtle; charset=utf-8"
    assert (ODD, RDFS.label, Literal("bell\x07 net")) in set(
        rdflib.Graph().parse(data=body.decode("utf-8"), format="turtle"))
    status, _, body = http(url + "/resource/method/odd", {"Accept": "application/rdf+xml"})
    assert status == 406
    assert body.decode().startswith("the answer holds characters that XML 1.0 cannot carry")
