"""graph.graphml carries provenance and external links, session 43 (kg.export.to_networkx): each
node's skos:exactMatch IRIs (``exactMatch``: sorted, space-joined) and each edge's evidence
sentences (``evidence``: one a line) and extractor rules (``extractor``), so a user of Gephi or
yEd sees why an edge is there and what a node is elsewhere; the output stays deterministic.
The abstracts are written for these tests; "Adam" and "graph neural networks" are names the
shipped vocabularies link."""
from __future__ import annotations

import io

import networkx as nx

from kg.export import _unique_edge_ids, graphml, to_networkx
from kg.pipeline import triples_from_extractions
from tests.factories import extraction, link, mention

BASE = "https://example.org/kg/"
A = "We train graph neural networks with Adam on Cora."
B = "Our probe uses Adam\n  to fit graph neural networks on Cora."
C = "Sheaf diffusion is evaluated on Cora with Adam."


def _extractions():
    a = extraction("pa", A, mentions=[mention("graph neural networks", A, "Method", "used"),
                                      mention("Adam", A, "Method", "used"), mention("Cora", A, "Dataset", "dataset")],
                   links=[link("uses", None, "Adam", "Method", A), link("evaluatedOn", None, "Cora", "Dataset", A)])
    b = extraction("pb", B, mentions=[mention("Adam", B, "Method", "used"),
                                      mention("graph neural networks", B, "Method", "used"),
                                      mention("Cora", B, "Dataset", "dataset")],
                   links=[link("uses", None, "Adam", "Method", B)])
    c = extraction("pc", C, mentions=[mention("Sheaf diffusion", C, "Method", "proposed"),
                                      mention("Cora", C, "Dataset", "dataset"), mention("Adam", C, "Method", "used")],
                   links=[link("proposes", None, "Sheaf diffusion", "Method", C),
                          link("evaluatedOn", "Sheaf diffusion", "Cora", "Dataset", C),
                          link("uses", "Sheaf diffusion", "Adam", "Method", C)])
    return [a, b, c]


def _graph(exs=None):
    index, _res = triples_from_extractions(exs or _extractions(), base_iri=BASE)
    return index, to_networkx(index)


def test_a_node_carries_its_exact_matches():
    _index, g = _graph()
    adam = g.nodes[BASE + "method/adam"]
    assert adam["exactMatch"] == "https://paperswithcode.com/method/adam"
    assert "exactMatch" not in g.nodes[BASE + "method/sheaf-diffusion"]  # (a new name: no match)


def test_an_edge_carries_its_evidence_sentence_and_extractor():
    _index, g = _graph()
    data = g.get_edge_data(BASE + "paper/pa", BASE + "method/adam")["uses"]
    assert data["evidence"] == A
    assert data["extractor"] == "test-rule"
    # an entity-to-entity link: the proposed method uses Adam
    data = g.get_edge_data(BASE + "method/sheaf-diffusion", BASE + "method/adam")["uses"]
    assert data["evidence"] == C and data["relation"] == "uses"


def test_the_sentence_is_written_on_one_line_and_an_edge_of_several_papers_has_all():
    # a paper's edge has its sentence, the line break and spaces of the abstract made one space
    _index, g = _graph()
    data = g.get_edge_data(BASE + "paper/pb", BASE + "method/adam")["uses"]
    assert data["evidence"] == "Our probe uses Adam to fit graph neural networks on Cora."
    # one edge, two evidence sentences: a second paper links the method to Cora too
    c2 = "Sheaf diffusion again runs on Cora."
    extra = extraction("pd", c2, mentions=[mention("Sheaf diffusion", c2, "Method", "proposed"),
                                           mention("Cora", c2, "Dataset", "dataset")],
                       links=[link("evaluatedOn", "Sheaf diffusion", "Cora", "Dataset", c2)])
    _index, g = _graph(_extractions() + [extra])
    data = g.get_edge_data(BASE + "method/sheaf-diffusion", BASE + "dataset/cora")["evaluatedOn"]
    assert data["evidence"].split("\n") == [C, c2]  # (in the order of the papers' IRIs)


def test_the_graphml_holds_the_new_keys_and_is_the_networkx_writers_text():
    index, g = _graph()
    text = graphml(index)
    buf = io.StringIO()
    nx.write_graphml_xml(_unique_edge_ids(g), buf, encoding="unicode", prettyprint=True)
    assert text == buf.getvalue()
    assert 'attr.name="exactMatch"' in text and 'attr.name="evidence"' in text and 'attr.name="extractor"' in text
    back = nx.read_graphml(io.StringIO(text))
    assert back.nodes[BASE + "method/adam"]["exactMatch"] == "https://paperswithcode.com/method/adam"


def test_the_same_papers_in_another_order_give_the_same_bytes():
    index, _g = _graph()
    again, _g2 = _graph(list(reversed(_extractions())))
    assert graphml(index) == graphml(again)
