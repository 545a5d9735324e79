"""graph.graphml is written through a text stream (issue 7, the build's tail): the bytes are
those of networkx's standard-library writer into a binary UTF-8 stream, the way it was
written before, for ASCII and non-ASCII labels and IRIs alike."""
import io

import networkx as nx
from rdflib import RDF, Literal, URIRef
from rdflib.namespace import SKOS

from kg.export import _unique_edge_ids, graphml, to_networkx
from kg.graph import TripleIndex
from kg.ontology import KGO

BASE = "https://example.org/kg/"


def _reference(g) -> str:
    """networkx's standard-library writer into a binary stream, as export.graphml did (edges
    keyed e0, e1 ... since session 35: an edge id is unique in the document; by kg.export.edge_id since
    session 49, stable when papers are added)."""
    buf = io.BytesIO()
    nx.write_graphml_xml(_unique_edge_ids(to_networkx(g)), buf, encoding="utf-8", prettyprint=True)
    return buf.getvalue().decode("utf-8")


def _index(labels: dict[str, str]) -> TripleIndex:
    triples = []
    paper = URIRef(BASE + "paper/p1")
    triples.append((paper, RDF.type, KGO.Paper))
    triples.append((paper, SKOS.prefLabel, Literal("Attention <is> all & you need")))
    for slug, label in labels.items():
        node = URIRef(BASE + "method/" + slug)
        triples += [(node, RDF.type, KGO.Method), (node, SKOS.prefLabel, Literal(label)),
                    (node, KGO.paperCount, Literal(1)), (paper, KGO.uses, node)]
    return TripleIndex(triples)


def test_ascii_graph_is_byte_identical_to_the_binary_writer():
    g = _index({"adam": "Adam", "sgd": "SGD with momentum"})
    text = graphml(g)
    assert text == _reference(g)
    assert text.startswith("<?xml version='1.0' encoding='utf-8'?>\n")
    assert "Attention &lt;is&gt; all &amp; you need" in text


def test_non_ascii_labels_and_iris_are_written_as_utf8_characters():
    g = _index({"beta-vae": "β-VAE", "résumé-net": "Résumé-Net", "ϵ-net": "ϵ-Net 日本"})
    text = graphml(g)
    assert text == _reference(g)
    assert "β-VAE" in text and "Résumé-Net" in text and "ϵ-Net 日本" in text
    assert BASE + "method/résumé-net" in text


def test_a_lone_surrogate_becomes_a_character_reference_as_before():
    # a lone surrogate (which UTF-8 cannot encode) in an IRI: the binary writer's
    # xmlcharrefreplace made it a character reference; the text path must do the same
    g = _index({"net-\ud800": "Net"})
    text = graphml(g)
    assert text == _reference(g)
    assert "method/net-&#55296;" in text
    text.encode("utf-8")  # no surrogate left: the file can be written as UTF-8


def test_edge_ids_are_unique_and_the_relation_is_kept():
    import re

    g = _index({"adam": "Adam", "sgd": "SGD with momentum"})
    text = graphml(g)
    ids = re.findall(r'<edge [^>]*id="([^"]+)"', text)
    assert len(ids) == 2 and len(set(ids)) == 2 and all(re.fullmatch(r"e-[0-9a-f]{16}", i) for i in ids)
    read = nx.read_graphml(io.StringIO(text))
    assert sorted((v.rsplit("/", 1)[1], d["relation"]) for _, v, d in read.edges(data=True)) == [
        ("adam", "uses"), ("sgd", "uses")]
