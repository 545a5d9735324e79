"""kg serve, session 55 (trial M): ``GET /resource/PATH`` with a browser's ``Accept: text/html``
gets an HTML page (labels, types, links as clickable /resource/ links) instead of a 406; RDF
clients (``*/*``, ``text/turtle``) still get Turtle. A real uvicorn server on a loopback port."""
from __future__ import annotations

import html
import re

import pyoxigraph as ox
import pytest

from kg.serve import make_app, resource_page
from test_serve import Server
from test_serve50 import BASE, http, small_graph

BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8"


@pytest.fixture(scope="module")
def url(tmp_path_factory):
    ttl = tmp_path_factory.mktemp("serve55") / "graph.ttl"
    small_graph().serialize(ttl, format="turtle")
    with Server(make_app(graph=ttl, timeout=10.0, workers=1)) as served:
        yield served


def test_a_browser_gets_an_html_page_with_labels_and_resource_links(url):
    status, headers, body = http(url + "/resource/method/alpha", {"Accept": BROWSER})
    assert status == 200, body
    assert headers["Content-Type"] == "text/html; charset=utf-8"
    page = body.decode("utf-8")
    assert "<title>Alpha Net - PaperKG</title>" in page and "<h1>Alpha Net</h1>" in page
    assert f"<code>{BASE}method/alpha</code>" in page
    hrefs = set(re.findall(r'href="([^"]*)"', page))
    # the graph's own IRIs link to their /resource/ pages, others to themselves
    assert {"/resource/method/beta", "/resource/task/gamma", "/resource/paper/doi-10.1%2Fxy",
            "https://other.example/thing"} <= hrefs
    assert "/resource/method/alpha?format=ttl" in hrefs and "/sparql" in hrefs
    # a linked resource is shown by its label; the incoming link's subject too
    assert "Gamma task <small>" in page and "A paper on alpha <small>" in page
    assert "Linked from" in page
    assert headers["PaperKG-Outgoing-Links"].endswith(" of 5")
    assert f'<{BASE}method/alpha>; rel="describes"' in headers["Link"]


@pytest.mark.parametrize("accept", ["text/html", "text/html;q=0.9, text/plain;q=0.1"])
def test_text_html_alone_is_no_longer_406(url, accept):
    status, headers, _ = http(url + "/resource/task/gamma", {"Accept": accept})
    assert status == 200 and headers["Content-Type"] == "text/html; charset=utf-8"


@pytest.mark.parametrize("accept", [None, "*/*", "text/turtle", "text/turtle, text/html;q=0.5"])
def test_rdf_clients_still_get_turtle(url, accept):
    status, headers, _ = http(url + "/resource/method/alpha", {"Accept": accept} if accept else {})
    assert status == 200 and headers["Content-Type"] == "text/turtle; charset=utf-8"


def test_a_hubs_page_says_the_cap_cut_its_incoming_links(url):
    status, _, body = http(url + "/resource/scheme", {"Accept": "text/html"})
    assert status == 200
    assert "Linked from (the first 200 of 260: query /sparql for the rest)" in body.decode()


def test_the_page_escapes_text_and_links_under_a_public_root():
    node = ox.NamedNode(BASE + "method/x")
    triples = [
        ox.Triple(node, ox.NamedNode("http://www.w3.org/2004/02/skos/core#prefLabel"),
                  ox.Literal("<b>X & Y</b>", language="en")),
        ox.Triple(node, ox.NamedNode("https://w3id.org/paperkg/ontology#uses"), ox.NamedNode(BASE + "method/y")),
        ox.Triple(node, ox.NamedNode("https://w3id.org/paperkg/ontology#paperCount"),
                  ox.Literal("3", datatype=ox.NamedNode("http://www.w3.org/2001/XMLSchema#integer"))),
    ]
    page = resource_page(node, triples, BASE, "https://data.example.org/kg",
                         "https://data.example.org/kg/resource/method/x",
                         {"kgo": "https://w3id.org/paperkg/ontology#", "xsd": "http://www.w3.org/2001/XMLSchema#"},
                         (3, 0)).decode()
    assert "<b>X" not in page and html.escape("<b>X & Y</b>") in page
    assert 'href="https://data.example.org/kg/resource/method/y"' in page
    assert "<td>kgo:uses</td>" in page and "3<small> ^^xsd:integer</small>" in page
    assert "Linked from" not in page
    assert 'href="https://data.example.org/kg/sparql"' in page


def test_direct_incoming_links_come_before_those_of_reification_nodes():
    node = ox.NamedNode(BASE + "method/x")
    rdf_object = ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#object")
    uses = ox.NamedNode("https://w3id.org/paperkg/ontology#uses")
    triples = sorted([ox.Triple(ox.NamedNode(BASE + "evidence/aa"), rdf_object, node),
                      ox.Triple(ox.NamedNode(BASE + "paper/zz"), uses, node)], key=str)
    page = resource_page(node, triples, BASE, "", "/resource/method/x", {}, (0, 2)).decode()
    assert page.index("/resource/paper/zz") < page.index("/resource/evidence/aa")
