"""Linked-Data fixes of session 26: external vocabulary terms carry skos:prefLabel, and
``kg validate`` warns when a dataset description's void:triples is not the graph's size."""
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import RDF, RDFS, SKOS, XSD

from kg.ontology import VOID
from kg.records import ExternalTerm
from kg.validate import cli_validate, description_count_warnings, validate
from tests.factories import linked_graph

BASE = "https://example.org/kg/"
TEXT = ("We study protein folding with graph neural networks. Our model beats the baseline "
        "by a wide margin on three benchmarks.")
TOPIC = "https://cso.kmi.open.ac.uk/topics/graph_neural_networks"
BROADER = "https://cso.kmi.open.ac.uk/topics/neural_networks"


def _graph():
    return linked_graph(TEXT, "protein folding", "graph neural networks", [
        ExternalTerm(iri=TOPIC, label="graph neural networks", source="cso", broader=(BROADER,)),
        ExternalTerm(iri=BROADER, label="neural networks", source="cso")], base_iri=BASE)


def test_external_terms_have_one_english_pref_label_equal_to_their_rdfs_label():
    g = _graph()
    for iri, label in ((TOPIC, "graph neural networks"), (BROADER, "neural networks")):
        node = URIRef(iri)
        assert (node, RDF.type, SKOS.Concept) in g
        assert list(g.objects(node, SKOS.prefLabel)) == [Literal(label, lang="en")]
        assert g.value(node, RDFS.label) == Literal(label, lang="en")
    assert (URIRef(TOPIC), SKOS.broader, URIRef(BROADER)) in g


def test_a_built_graph_has_a_true_void_triples_count_and_no_warning():
    g = _graph()
    node = URIRef(BASE + "graph")
    assert int(g.value(node, VOID.triples)) == len(g)
    assert description_count_warnings(g) == []
    assert not [v for v in validate(g).violations if v.severity == "Warning"]


def test_a_wrong_void_triples_count_is_a_warning_naming_both_numbers(tmp_path):
    g = _graph()
    node = URIRef(BASE + "graph")
    size = len(g)
    g.set((node, VOID.triples, Literal(size - 5, datatype=XSD.integer)))
    warnings = description_count_warnings(g)
    assert len(warnings) == 1
    w = warnings[0]
    assert w.severity == "Warning" and w.focus == f"<{BASE}graph>"
    assert w.message == f"the dataset description counts {size - 5} triples, the graph holds {size}"
    report = validate(g)
    assert report.conforms  # a warning: a merged graph is not invalid
    assert any(v.message == w.message for v in report.violations)
    path = tmp_path / "g.ttl"
    g.serialize(path, format="turtle")
    out, err = tmp_path / "out.txt", tmp_path / "err.txt"
    with open(out, "w") as fo, open(err, "w") as fe:
        code = cli_validate(path, out=fo, err=fe)
    text = out.read_text()
    assert code == 0
    assert f"[Warning] <{BASE}graph> \u2014 void:triples: the dataset description counts {size - 5} triples, " \
        f"the graph holds {size}" in text


def test_an_unreadable_count_and_an_untyped_node_are_handled():
    g = Graph()
    d, other = URIRef("https://example.org/d"), URIRef("https://example.org/other")
    g.add((d, RDF.type, VOID.Dataset))
    g.add((d, VOID.triples, Literal("many")))
    g.add((other, VOID.triples, Literal(99, datatype=XSD.integer)))  # not a void:Dataset: ignored
    warnings = description_count_warnings(g)
    assert [w.message for w in warnings] == ["the dataset description counts many triples, the graph holds 3"]
