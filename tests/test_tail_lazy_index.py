"""TripleIndex's lookup table is made only where it is read (session 11's tail speed round).

The build summary reads a few predicates in the build process; the whole predicate table is
made by the forked export writer that reads the rest. These tests check that prepared and
whole-table lookups answer the same, and when the whole table gets made.
"""
from rdflib import RDF, RDFS, Literal, URIRef
from rdflib.namespace import SKOS

from kg.graph import TripleIndex
from kg.ontology import KGO

EX = "https://example.org/"
A, B, C = URIRef(EX + "a"), URIRef(EX + "b"), URIRef(EX + "c")

TRIPLES = [
    (A, RDF.type, KGO.Paper),
    (A, KGO.proposes, B),
    (A, KGO.proposes, C),
    (B, RDF.type, KGO.Method),
    (B, RDFS.label, Literal("Bee")),
    (C, RDF.type, KGO.Method),
    (C, SKOS.exactMatch, URIRef("https://paperswithcode.com/method/c")),
    (A, KGO.proposes, B),  # a duplicate: dropped
]


def _answers(index: TripleIndex) -> dict:
    return {
        "papers": sorted(index.subjects(RDF.type, KGO.Paper)),
        "methods": sorted(index.subjects(RDF.type, KGO.Method)),
        "proposes": list(index.triples((None, KGO.proposes, None))),
        "proposed by a": list(index.objects(A, KGO.proposes)),
        "proposer of c": list(index.subjects(KGO.proposes, C)),
        "exact": list(index.subject_objects(SKOS.exactMatch)),
        "closeMatch": list(index.triples((None, SKOS.closeMatch, None))),
    }


def test_prepared_lookups_answer_as_the_whole_table_and_do_not_make_it():
    whole = TripleIndex(TRIPLES)
    whole.subject_table(RDFS.label)  # makes the whole table
    prepared = TripleIndex(TRIPLES)
    prepared.prepare([RDF.type, KGO.proposes, SKOS.exactMatch, SKOS.closeMatch])
    assert _answers(prepared) == _answers(whole)
    assert _answers(prepared)["proposes"] == [(A, KGO.proposes, B), (A, KGO.proposes, C)]
    assert _answers(prepared)["closeMatch"] == []
    assert prepared._table is None  # only the four predicates were indexed


def test_a_predicate_not_prepared_makes_the_whole_table():
    index = TripleIndex(TRIPLES)
    index.prepare([RDF.type])
    assert list(index.objects(B, RDFS.label)) == [Literal("Bee")]
    assert index._table is not None
    assert sorted(index.subjects(RDF.type, KGO.Method)) == [B, C]
    assert index.value(A, KGO.proposes) == B
    index.prepare([RDFS.label])  # nothing to do once the whole table exists
    assert dict(index.subject_table(RDFS.label)) == {B: [Literal("Bee")]}


def test_an_index_never_looked_up_makes_no_table():
    index = TripleIndex(TRIPLES)
    assert len(index) == 7
    assert list(index)[1] == (A, KGO.proposes, B)
    assert index._table is None and index._prepared == {}
