"""graph.graphml (session 49): ``papers`` per node type, typed Result attributes, stable edge ids."""
from __future__ import annotations

import io
import re
from decimal import Decimal

import networkx as nx
from rdflib import RDF, XSD, Literal, URIRef
from rdflib.namespace import SKOS

from kg.export import edge_id, graphml
from kg.graph import TripleIndex
from kg.ontology import KGO

B = "https://example.org/g49/"


def _triples(n_papers: int) -> list:
    venue, metric, method = URIRef(B + "venue/v"), URIRef(B + "metric/acc"), URIRef(B + "method/mixer")
    out = [(venue, RDF.type, KGO.Venue), (venue, SKOS.prefLabel, Literal("Conf 2031")),
           (metric, RDF.type, KGO.Metric), (metric, SKOS.prefLabel, Literal("top-1 accuracy")),
           (metric, KGO.paperCount, Literal(1)),
           (method, RDF.type, KGO.Method), (method, SKOS.prefLabel, Literal("Mixer")),
           (method, KGO.paperCount, Literal(n_papers))]
    for i in range(n_papers):
        paper = URIRef(B + f"paper/p{i}")
        out += [(paper, RDF.type, KGO.Paper), (paper, SKOS.prefLabel, Literal(f"Paper {i}")),
                (paper, KGO.publishedIn, venue), (paper, KGO.uses, method)]
    paper0, result = URIRef(B + "paper/p0"), URIRef(B + "result/p0-1")
    out += [(result, RDF.type, KGO.Result), (result, KGO.resultText, Literal("81.25% top-1")),
            (result, KGO.value, Literal(Decimal("81.25"), datatype=XSD.decimal)),
            (result, KGO.unit, Literal("%")), (result, KGO.metric, metric),
            (paper0, KGO.reportsResult, result)]
    return out


def _read(n_papers: int) -> tuple[str, nx.MultiDiGraph]:
    text = graphml(TripleIndex(_triples(n_papers)))
    return text, nx.read_graphml(io.StringIO(text))


def test_papers_attribute_per_node_type():
    _text, g = _read(3)
    assert g.nodes[B + "venue/v"]["papers"] == 3
    assert g.nodes[B + "paper/p1"]["papers"] == 1
    assert g.nodes[B + "result/p0-1"]["papers"] == 1
    assert g.nodes[B + "method/mixer"]["papers"] == 3


def test_result_nodes_carry_typed_value_unit_metric():
    text, g = _read(2)
    r = g.nodes[B + "result/p0-1"]
    assert r["value"] == 81.25 and isinstance(r["value"], float)
    assert r["unit"] == "%" and r["metric"] == "top-1 accuracy" and r["label"] == "81.25% top-1"
    assert re.search(r'<key id="d\d+" for="node" attr.name="value" attr.type="double" />', text)
    assert re.search(r'<key id="d\d+" for="node" attr.name="metric" attr.type="string" />', text)
    assert "value" not in g.nodes[B + "paper/p0"]


def test_edge_ids_survive_adding_a_paper():
    text2, _ = _read(2)
    text3, _ = _read(3)
    ids2 = set(re.findall(r'<edge [^>]*id="([^"]+)"', text2))
    ids3 = set(re.findall(r'<edge [^>]*id="([^"]+)"', text3))
    assert len(ids2) == 6 and ids2 < ids3 and len(ids3) == 8
    assert edge_id(B + "paper/p1", "publishedIn", B + "venue/v") in ids2


def test_edge_id_depends_on_ends_and_relation():
    a = edge_id("http://x/a", "uses", "http://x/b")
    assert re.fullmatch(r"e-[0-9a-f]{16}", a)
    assert a == edge_id("http://x/a", "uses", "http://x/b")
    assert len({a, edge_id("http://x/b", "uses", "http://x/a"), edge_id("http://x/a", "proposes", "http://x/b")}) == 3


def test_graphml_is_deterministic():
    assert graphml(TripleIndex(_triples(3))) == graphml(TripleIndex(list(reversed(_triples(3)))))
