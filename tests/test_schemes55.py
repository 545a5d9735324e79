"""Session 55 (trial M): every external concept (a CSO topic, a Papers with Code method or task)
is skos:inScheme a skos:ConceptScheme of its vocabulary, defined once in kg.ontology
(EXTERNAL_SCHEMES) and described in the graph with its label and source; a SKOS client tells CSO
from PwC without reading IRI prefixes. Entities and terms are made up for the test."""
from __future__ import annotations

from rdflib import Literal, URIRef
from rdflib.namespace import DCTERMS, RDF, RDFS, SKOS

from kg.graph import build_graph, external_scheme_triples
from kg.ontology import EXTERNAL_SCHEMES
from kg.records import ExternalTerm
from kg.resolve import resolve
from kg.validate import validate
from tests.factories import defining

CSO_TERM = "https://cso.kmi.open.ac.uk/topics/zonal_adaptation"
CSO_TOP = "https://cso.kmi.open.ac.uk/topics/machine_learning"
PWC_TERM = "https://paperswithcode.com/method/zonal-rank-adaptation"
WD_TERM = "http://www.wikidata.org/entity/Q99999999"
CSO_SCHEME, PWC_SCHEME = URIRef(EXTERNAL_SCHEMES["cso"][0]), URIRef(EXTERNAL_SCHEMES["pwc"][0])


def _graph(terms):
    ex = [defining("p1", "zonal rank adaptation", "ZoRA")]
    return build_graph(ex, resolve(ex), {t.iri: t for t in terms})


def test_each_external_term_is_in_its_vocabularys_scheme_described_once() -> None:
    g = _graph([ExternalTerm(CSO_TERM, "zonal adaptation", "cso", broader=(CSO_TOP,)),
                ExternalTerm(CSO_TOP, "machine learning", "cso"),
                ExternalTerm(PWC_TERM, "Zonal Rank Adaptation", "pwc"),
                ExternalTerm(WD_TERM, "zonal thing", "wikidata")])
    assert list(g.objects(URIRef(CSO_TERM), SKOS.inScheme)) == [CSO_SCHEME]
    assert list(g.objects(URIRef(CSO_TOP), SKOS.inScheme)) == [CSO_SCHEME]
    assert list(g.objects(URIRef(PWC_TERM), SKOS.inScheme)) == [PWC_SCHEME]
    assert list(g.objects(URIRef(WD_TERM), SKOS.inScheme)) == []  # no scheme of its own: none
    assert g.value(CSO_SCHEME, RDF.type) == SKOS.ConceptScheme
    assert g.value(CSO_SCHEME, SKOS.prefLabel) == Literal("Computer Science Ontology (CSO) topics", lang="en")
    assert g.value(CSO_SCHEME, RDFS.label) == g.value(CSO_SCHEME, SKOS.prefLabel)
    assert g.value(CSO_SCHEME, DCTERMS.source) == URIRef("https://cso.kmi.open.ac.uk/")
    assert g.value(PWC_SCHEME, SKOS.prefLabel) == Literal("Papers with Code methods and tasks", lang="en")
    assert g.value(PWC_SCHEME, DCTERMS.source) == URIRef("https://paperswithcode.com/")
    assert len(list(g.triples((CSO_SCHEME, None, None)))) == 4
    assert validate(g).conforms


def test_a_scheme_is_written_only_when_a_term_of_its_vocabulary_is() -> None:
    g = _graph([ExternalTerm(PWC_TERM, "Zonal Rank Adaptation", "pwc")])
    assert (PWC_SCHEME, RDF.type, SKOS.ConceptScheme) in g
    assert not list(g.triples((CSO_SCHEME, None, None)))


def test_the_scheme_triples_come_from_the_one_definition() -> None:
    for source, (iri, label, home) in EXTERNAL_SCHEMES.items():
        assert external_scheme_triples(source) == [
            (URIRef(iri), RDF.type, SKOS.ConceptScheme), (URIRef(iri), SKOS.prefLabel, Literal(label, lang="en")),
            (URIRef(iri), RDFS.label, Literal(label, lang="en")), (URIRef(iri), DCTERMS.source, URIRef(home))]
