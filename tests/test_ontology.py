"""kg/ontology.py mirrors ontology/paperkg.ttl term for term."""
from rdflib import OWL, RDF, RDFS, Graph, URIRef

from kg.ontology import KGO, ONTOLOGY_DIR


def test_every_python_term_is_defined_in_the_ttl_and_back():
    g = Graph().parse(ONTOLOGY_DIR / "paperkg.ttl")
    ns = str(KGO._NS)
    defined = {s for s in g.subjects(RDF.type, None) if isinstance(s, URIRef) and str(s).startswith(ns)}
    python = {KGO[name] for name in KGO.__annotations__}
    assert defined == python
    for term in defined:
        assert g.value(term, RDFS.label) is not None, term
    for prop in g.subjects(RDF.type, OWL.ObjectProperty):
        assert g.value(prop, RDFS.comment) or g.value(prop, RDFS.label)


def test_alignment_axioms():
    g = Graph().parse(ONTOLOGY_DIR / "paperkg.ttl")
    sub = lambda a: {str(o) for o in g.objects(a, RDFS.subClassOf)}
    assert "http://purl.org/spar/fabio/ResearchPaper" in sub(KGO.Paper)
    assert "https://schema.org/ScholarlyArticle" in sub(KGO.Paper)
    assert "http://www.w3.org/ns/mls#Algorithm" in sub(KGO.Method)
    assert "http://www.w3.org/ns/mls#EvaluationMeasure" in sub(KGO.Metric)
    assert {"http://www.w3.org/ns/mls#Dataset", "https://schema.org/Dataset"} <= sub(KGO.Dataset)
