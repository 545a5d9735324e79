"""Session 27: the void:triples count check reads numbers however a description writes them
("7668.0", "+7668", "7.668E3"), and ``kg serve`` warns when the served description's count is
not the graph's size."""
from rdflib import BNode, Graph, Literal, URIRef
from rdflib.namespace import RDF, XSD

from kg.ontology import VOID
from kg.serve import description_count_notes
from kg.store import GraphStore
from kg.validate import count_states_size, description_count_warnings

D = URIRef("https://example.org/kg/graph")


def _described(count: Literal, extra: int = 0) -> Graph:
    g = Graph()
    g.add((D, RDF.type, VOID.Dataset))
    g.add((D, VOID.triples, count))
    for i in range(extra):
        g.add((URIRef(f"https://example.org/p{i}"), RDF.type, URIRef("https://example.org/Paper")))
    return g


def test_numbers_written_as_decimal_double_or_signed_state_the_size():
    assert count_states_size(Literal("12.0"), 12)
    assert count_states_size(Literal("12.0", datatype=XSD.decimal), 12)
    assert count_states_size(Literal("1.2E1", datatype=XSD.double), 12)
    assert count_states_size(Literal(" +12 "), 12)
    assert count_states_size(Literal(12), 12)


def test_fractions_other_numbers_words_and_non_literals_do_not():
    assert not count_states_size(Literal("12.5"), 12)
    assert not count_states_size(Literal("13"), 12)
    assert not count_states_size(Literal("NaN"), 12)
    assert not count_states_size(Literal("Infinity"), 12)
    assert not count_states_size(Literal("twelve"), 12)
    assert not count_states_size(URIRef("https://example.org/12"), 12)
    assert not count_states_size(BNode(), 12)


def test_kg_validate_takes_a_decimal_count_equal_to_the_size():
    g = _described(Literal("5.0", datatype=XSD.decimal), extra=3)  # 2 + 3 triples
    assert len(g) == 5
    assert description_count_warnings(g) == []
    g.set((D, VOID.triples, Literal("4.0", datatype=XSD.decimal)))
    assert [w.message for w in description_count_warnings(g)] == [
        "the dataset description counts 4.0 triples, the graph holds 5"]


def test_serve_warns_on_a_stale_count_in_the_served_store(tmp_path):
    g = _described(Literal(2, datatype=XSD.integer), extra=4)  # holds 6, says 2
    with GraphStore.open(tmp_path / "store") as st:
        st.replace_graph(g)
        notes = description_count_notes(st, "graph.ttl")
    assert notes == [f"kg: warning: graph.ttl: the dataset description {D} counts 2 triples, the "
                     "graph holds 6 (the description is out of date; kg validate reports it too)"]


def test_serve_is_quiet_when_the_count_is_right_or_there_is_no_description(tmp_path):
    g = _described(Literal(6, datatype=XSD.integer), extra=4)
    with GraphStore.open(tmp_path / "a") as st:
        st.replace_graph(g)
        assert description_count_notes(st, "a") == []
    bare = Graph()
    bare.add((URIRef("https://example.org/p"), RDF.type, URIRef("https://example.org/Paper")))
    with GraphStore.open(tmp_path / "b") as st:
        st.replace_graph(bare)
        assert description_count_notes(st, "b") == []
