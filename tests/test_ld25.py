"""Linked-Data review (session 25): SKOS label integrity of acronyms, the ontology's SKOS
alignment, the graph's VoID / DCAT / PROV self-description and the SHACL shapes' coverage
of the node kinds the exporter writes. Inputs are hand-written."""
from __future__ import annotations

from rdflib import RDF, RDFS, XSD, Graph, Literal, URIRef
from rdflib.namespace import DCTERMS, PROV, SKOS

from kg.graph import IriMinter, _add_entity, _Assembler, dataset_description
from kg.ontology import DCAT, GRAPH_LICENSE, KGO, ONTOLOGY_DIR, VOID, jsonld_context
from kg.records import Entity
from kg.validate import validate

BASE = "https://example.org/kg/"


def _entity_triples(ent: Entity) -> set:
    a = _Assembler(IriMinter(BASE))
    _add_entity(a, URIRef(BASE + ent.key), ent, "en")
    return set(a.triples)


def test_acronym_that_is_the_preflabel_is_no_altlabel():
    """S13: prefLabel and altLabel are disjoint, so an entity known by its acronym keeps
    it as prefLabel and kgo:acronym only."""
    node = URIRef(BASE + "method/qrx")
    t = _entity_triples(Entity(key="method/qrx", type="Method", label="QRX",
                               alt_labels=["quantised residual exchange"], acronym="QRX"))
    assert (node, SKOS.prefLabel, Literal("QRX", lang="en")) in t
    assert (node, KGO.acronym, Literal("QRX", lang="en")) in t
    assert (node, SKOS.altLabel, Literal("QRX", lang="en")) not in t
    assert (node, SKOS.altLabel, Literal("quantised residual exchange", lang="en")) in t


def test_acronym_other_than_the_preflabel_is_an_altlabel():
    node = URIRef(BASE + "method/low-rank-gates")
    t = _entity_triples(Entity(key="method/low-rank-gates", type="Method", label="low-rank gates",
                               alt_labels=["LRGs"], acronym="LRG"))
    assert (node, SKOS.altLabel, Literal("LRG", lang="en")) in t
    assert (node, SKOS.altLabel, Literal("LRGs", lang="en")) in t
    assert (node, KGO.acronym, Literal("LRG", lang="en")) in t
    assert {o for s, p, o in t if p == SKOS.prefLabel} == {Literal("low-rank gates", lang="en")}


def test_ontology_skos_alignment():
    g = Graph().parse(ONTOLOGY_DIR / "paperkg.ttl")
    # no subproperty: it would make an acronym that is the prefLabel an altLabel too (S13)
    assert list(g.objects(KGO.acronym, RDFS.subPropertyOf)) == []
    assert SKOS.Concept in set(g.objects(KGO.Entity, RDFS.subClassOf))
    assert list(g.objects(KGO.supportCount, RDFS.domain)) == [KGO.LinkSupport]


def test_dataset_description(monkeypatch):
    from kg import __version__

    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    head = dataset_description(IriMinter(BASE), 100)
    g = Graph()
    for t in head:
        g.add(t)
    node = URIRef(BASE + "graph")
    assert set(g.objects(node, RDF.type)) == {VOID.Dataset, DCAT.Dataset}
    assert g.value(node, VOID.triples) == Literal(100 + len(head))
    assert g.value(node, DCTERMS.license) == URIRef(GRAPH_LICENSE)
    assert g.value(node, VOID.uriSpace) == Literal(BASE)
    assert g.value(node, DCTERMS.conformsTo) == URIRef("https://w3id.org/paperkg/shapes")
    assert set(g.objects(node, DCTERMS.source)) == {URIRef("https://cso.kmi.open.ac.uk/"),
                                                    URIRef("https://paperswithcode.com/")}
    build = g.value(node, PROV.wasGeneratedBy)
    # one activity per build (session 28: graph-build-<key>, tests/test_ld28.py)
    assert str(build).startswith(BASE + "graph-build-") and (build, RDF.type, PROV.Activity) in g
    agent = g.value(build, PROV.wasAssociatedWith)
    from kg.fingerprint import rules_fingerprint  # (session 53: the agent names the rules too)

    assert agent == URIRef(f"{BASE}software-paperkg-{__version__}-rules-{rules_fingerprint()}")
    assert (agent, RDF.type, PROV.SoftwareAgent) in g
    assert g.value(agent, URIRef("https://schema.org/softwareVersion")) == \
        Literal(f"{__version__}+rules.{rules_fingerprint()}")
    assert g.value(node, DCTERMS.created) is None  # no clock: a rebuild is byte-identical
    assert dataset_description(IriMinter(BASE), 100) == head


def test_dataset_description_source_date_epoch(monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")
    head = dataset_description(IriMinter(BASE), 5)
    created = [o for s, p, o in head if p == DCTERMS.created]
    # the dataset's, and (since session 50) its concept scheme's
    assert created == [Literal("2026-01-01T00:00:00Z", datatype=XSD.dateTime)] * 2
    assert {s for s, p, o in head if p == DCTERMS.created} == {URIRef(BASE + "graph"), URIRef(BASE + "concepts")}
    assert [o for s, p, o in head if p == VOID.triples] == [Literal(5 + len(head))]
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "yesterday")
    try:
        dataset_description(IriMinter(BASE), 5)
    except ValueError as exc:
        assert "SOURCE_DATE_EPOCH" in str(exc)
    else:
        raise AssertionError("a bad SOURCE_DATE_EPOCH must be refused")


def test_context_binds_void_and_dcat():
    ctx = jsonld_context()["@context"]
    assert ctx["void"] == "http://rdfs.org/ns/void#" and ctx["dcat"] == "http://www.w3.org/ns/dcat#"


_GOOD = """
@prefix kgo: <https://w3id.org/paperkg/ontology#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix dcterms: <http://purl.org/dc/terms/> .
@prefix dc: <http://purl.org/dc/elements/1.1/> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix schema: <https://schema.org/> .
@prefix void: <http://rdfs.org/ns/void#> .
@prefix prov: <http://www.w3.org/ns/prov#> .
@prefix r: <https://example.org/kg/> .
r:p1 a kgo:Paper ; dcterms:identifier "p1" ; dcterms:abstract "We study gates."@en ;
    kgo:publishedIn r:v ; kgo:mentions r:m ; dc:creator "A. Writer" ;
    schema:url <https://example.org/p1> ; schema:sameAs <https://doi.org/10.1234/x> ;
    prov:wasGeneratedBy r:build .
r:v a kgo:Venue ; rdfs:label "Workshop 2030" .
r:m a kgo:Method ; skos:prefLabel "LRG"@en ; skos:altLabel "low-rank gates"@en ; rdfs:label "LRG"@en ;
    kgo:acronym "LRG"@en ; skos:related r:t ; skos:exactMatch <https://paperswithcode.com/method/lrg> .
r:t a kgo:Task ; skos:prefLabel "LRG"@en ; rdfs:label "LRG"@en ; skos:related r:m .
r:graph a void:Dataset ; void:triples 30 ; dcterms:title "A graph"@en ;
    dcterms:license <https://creativecommons.org/licenses/by-sa/4.0/> ; prov:wasGeneratedBy r:build .
r:build a prov:Activity ; prov:wasAssociatedWith r:agent .
r:agent a prov:SoftwareAgent ; schema:softwareVersion "0.1.0" .
r:p1 rdfs:label "Gates"@en .
r:e1 a kgo:Evidence ; <http://www.w3.org/1999/02/22-rdf-syntax-ns#subject> r:p1 ;
    <http://www.w3.org/1999/02/22-rdf-syntax-ns#predicate> kgo:mentions ;
    <http://www.w3.org/1999/02/22-rdf-syntax-ns#object> r:m ; prov:wasDerivedFrom r:p1 ;
    kgo:sentence "We study gates."@en ; kgo:startOffset 0 ; kgo:endOffset 15 ; kgo:extractor "rule" ;
    kgo:confidence 0.5 .
"""


def _report(text: str):
    g = Graph().parse(data=text, format="turtle")
    return validate(g)


def test_shapes_accept_a_well_formed_graph():
    report = _report(_GOOD)
    assert report.conforms, report.lines()


def test_shapes_reject_each_broken_node_with_a_clear_message():
    broken = (_GOOD
              .replace("kgo:mentions r:m", "kgo:mentions r:nothing")
              .replace('dc:creator "A. Writer"', "dc:creator r:writer")
              .replace("schema:url <https://example.org/p1>", 'schema:url "https://example.org/p1"')
              .replace('skos:altLabel "low-rank gates"@en', 'skos:altLabel "LRG"@en')
              .replace("skos:related r:t ;", 'skos:related "the task" ;')
              .replace("skos:exactMatch <https://paperswithcode.com/method/lrg>",
                       "skos:exactMatch <https://paperswithcode.com/method/lrg> ; "
                       "skos:broadMatch <https://paperswithcode.com/method/lrg>")
              .replace("dcterms:license <https://creativecommons.org/licenses/by-sa/4.0/> ;", ""))
    report = _report(broken)
    assert not report.conforms
    text = "\n".join(report.lines())
    for expected in ("kgo:mentions points to an entity",
                     "dc:creator is an author's name as written",
                     "schema:url, an IRI (not a string)",
                     "skos:prefLabel is not also one of its skos:altLabel",
                     "skos:related links an entity to another entity",
                     "never both skos:exactMatch and skos:broadMatch",
                     "names its licence with dcterms:license"):
        assert expected in text, (expected, text)
    # the edits changed the graph's size: the description's count is no longer true (a warning)
    assert "[Warning] r:graph \u2014 void:triples: the dataset description counts" in text, text
    # and (since session 50) the mentions link to r:nothing has no evidence, while the evidence of
    # the one to r:m reifies a link the graph no longer holds
    assert "r:p1 \u2014 kgo:mentions: this link has no kgo:Evidence node" in text, text
    assert "r:e1: evidence of a link the graph does not hold: r:p1 kgo:mentions r:m" in text, text
    assert len(report.violations) == 10, text
