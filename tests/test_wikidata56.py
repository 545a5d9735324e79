"""Wikidata links carry a kgo:MatchSupport node as CSO and Papers with Code matches do (session
56): rule, matched label, prior confidence, the queried source and one evidence sentence. A local
SPARQL endpoint (pyoxigraph) stands in for Wikidata; no internet."""
from __future__ import annotations

import hashlib

import pyoxigraph as ox
import pytest
from rdflib import RDF, Literal, URIRef
from rdflib.namespace import PROV, SKOS, XSD

from kg.ontology import KGO
from kg.validate import validate
from kg.wikidata import link_wikidata
from tests.test_wikidata import RES, WD, Endpoint, fixture_graph, paper_graph


@pytest.fixture()
def endpoint(tmp_path):
    nt = tmp_path / "wikidata.nt"
    fixture_graph().serialize(nt, format="nt", encoding="utf-8")
    s = ox.Store()
    s.load(path=str(nt), format=ox.RdfFormat.N_TRIPLES)
    ep = Endpoint(s)
    yield ep
    ep.close()


def _evidence(g, key: str, paper: str, sentence: str, start: int) -> URIRef:
    ev = RES[f"evidence/{key}"]
    g.add((ev, RDF.type, KGO.Evidence))
    g.add((ev, RDF.object, RES["task/od"]))
    g.add((ev, PROV.wasDerivedFrom, RES[f"paper/{paper}"]))
    g.add((ev, KGO.sentence, Literal(sentence)))
    g.add((ev, KGO.startOffset, Literal(start, datatype=XSD.integer)))
    return ev


def test_each_wikidata_link_has_a_match_support_node(endpoint, tmp_path):
    g = paper_graph()
    _evidence(g, "e1", "a", "We study a new loss for ranking.", 0)
    named = _evidence(g, "e2", "b", "Object detection in the dark is hard.", 0)
    report = link_wikidata(g, endpoint=endpoint.url, cache_dir=tmp_path / "cache", min_interval=0)
    assert report.links_added >= 1
    node, item = RES["task/od"], WD["Q2144790"]
    assert (node, SKOS.exactMatch, item) in g
    digest = hashlib.sha1("\x1f".join([str(node), str(SKOS.exactMatch), str(item)]).encode()).hexdigest()[:16]
    sup = URIRef(f"{RES}match/{digest}")  # the IRI kg build gives a match
    assert (sup, RDF.type, KGO.MatchSupport) in g
    assert g.value(sup, RDF.subject) == node and g.value(sup, RDF.object) == item
    assert g.value(sup, RDF.predicate) == SKOS.exactMatch
    assert g.value(sup, KGO.extractor) == Literal("wikidata-label")
    assert g.value(sup, KGO.matchedLabel) == Literal("object detection")
    assert g.value(sup, KGO.confidence) == Literal("0.85", datatype=XSD.decimal)
    # the source queried and the evidence sentence naming the label
    assert set(g.objects(sup, PROV.wasDerivedFrom)) == {URIRef(endpoint.url), named}
    # every link added has its node, and the shapes accept them
    supports = set(g.subjects(RDF.type, KGO.MatchSupport))
    links = {(s, o) for p in (SKOS.exactMatch, SKOS.closeMatch) for s, o in g.subject_objects(p)
             if str(o).startswith(str(WD))}
    assert {(g.value(x, RDF.subject), g.value(x, RDF.object)) for x in supports} == links
    report = validate(g)
    assert not [line for line in report.lines() if "match:" in line or "match support" in line]
