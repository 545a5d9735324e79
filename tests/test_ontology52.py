"""Session 52: the ontology's alignment of results (ML-Schema), code repositories and venues."""
from __future__ import annotations

from rdflib import OWL, RDF, RDFS, Graph, Namespace, URIRef
from rdflib.collection import Collection

from kg.ontology import KGO, aligned_types
from kg.resources import resource_dir

MLS = Namespace("http://www.w3.org/ns/mls#")
SCHEMA = Namespace("https://schema.org/")
LPWCP = Namespace("https://linkedpaperswithcode.com/property/")


def _ontology() -> Graph:
    g = Graph()
    g.parse(resource_dir("ontology") / "paperkg.ttl", format="turtle")
    return g


def test_metric_and_value_specialise_ml_schema_model_evaluation_properties():
    g = _ontology()
    assert set(g.objects(KGO.metric, RDFS.subPropertyOf)) == {MLS.specifiedBy}
    assert set(g.objects(KGO.value, RDFS.subPropertyOf)) == {MLS.hasValue}
    # the subjects are results, which are ML-Schema model evaluations
    assert (KGO.Result, RDFS.subClassOf, MLS.ModelEvaluation) in g
    assert (KGO.Metric, RDFS.subClassOf, MLS.EvaluationMeasure) in g


def test_code_repository_is_no_schema_code_repository():
    g = _ontology()
    # no super-property at all since session 59 (LPWC's hasRepository points to a repository node)
    assert set(g.objects(KGO.codeRepository, RDFS.subPropertyOf)) == set()
    assert (KGO.codeRepository, RDFS.seeAlso, SCHEMA.codeRepository) in g
    assert (KGO.codeRepository, RDFS.seeAlso, LPWCP.hasRepository) in g


def test_venue_is_an_event_or_a_publication_volume():
    g = _ontology()
    supers = list(g.objects(KGO.Venue, RDFS.subClassOf))
    assert len(supers) == 1
    union = g.value(supers[0], OWL.unionOf)
    assert list(Collection(g, union)) == [SCHEMA.Event, SCHEMA.PublicationVolume]
    # a blank-node union is no type to materialise on each venue
    assert KGO.Venue not in aligned_types()


def test_rdfs_reasoning_reads_a_result_as_specified_by_its_metric():
    from owlrl import DeductiveClosure, RDFS_Semantics

    g = _ontology()
    result, metric = URIRef("https://example.org/r/1"), URIRef("https://example.org/m/bleu")
    g.add((result, KGO.metric, metric))
    DeductiveClosure(RDFS_Semantics).expand(g)
    assert (result, MLS.specifiedBy, metric) in g
    assert (result, RDF.type, MLS.ModelEvaluation) in g
    assert (metric, RDF.type, MLS.EvaluationMeasure) in g
