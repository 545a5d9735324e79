"""Session 52: SHACL shapes and kg validate checks a Linked-Data engineer found missing.

Each test builds a small graph in the graph stage's shape (:func:`tests.test_validate.good_graph`),
damages it the way a user could, and checks the exact violation.
"""
from __future__ import annotations

from decimal import Decimal

import pytest
from rdflib import RDF, RDFS, XSD, Graph, Literal, URIRef
from rdflib.collection import Collection
from rdflib.namespace import DCTERMS, PROV, SKOS

from kg.ontology import EVIDENCED_LINKS, KGO
from kg.resources import resource_dir
from kg.validate import SH, validate
from tests.test_validate import RES, good_graph

ABSTRACT = "We propose SPADE. It reaches 85.4% accuracy on MNIST."
PAPER, METHOD, TASK = RES["paper/p1"], RES["method/spade"], RES["task/optimization"]
FIRST_EV = RES["evidence/0123456789abcdef"]


def _ontology() -> Graph:
    g = Graph()
    g.parse(resource_dir("ontology") / "paperkg.ttl", format="turtle")
    return g


def _shapes() -> Graph:
    g = Graph()
    g.parse(resource_dir("ontology") / "shapes.ttl", format="turtle")
    return g


def _add_evidence(g: Graph, node: URIRef, s, p, o, paper=PAPER, span=(0, 17), text=None) -> None:
    """An evidence node for (s, p, o), complete and spanning ``ABSTRACT[span]``."""
    g.add((node, RDF.type, KGO.Evidence))
    g.add((node, RDF.subject, s))
    g.add((node, RDF.predicate, p))
    g.add((node, RDF.object, o))
    g.add((node, PROV.wasDerivedFrom, paper))
    g.add((node, KGO.sentence, Literal(ABSTRACT[span[0]:span[1]] if text is None else text)))
    g.add((node, KGO.startOffset, Literal(span[0])))
    g.add((node, KGO.endOffset, Literal(span[1])))
    g.add((node, KGO.extractor, Literal("test-rule")))
    g.add((node, KGO.confidence, Literal(Decimal("0.5"))))
    g.add((paper, KGO.evidence, node))


def _messages(g: Graph) -> list[str]:
    report = validate(g)
    return [v.format() for v in report.violations if v.severity == "Violation"]


def test_good_graph_still_conforms():
    report = validate(good_graph())
    assert report.conforms, report.format()


# ------------------------------------------------------------ 1. paper-only properties

def paper_domain_properties() -> list[URIRef]:
    """The properties whose rdfs:domain is kgo:Paper in ontology/paperkg.ttl."""
    return sorted(_ontology().subjects(RDFS.domain, KGO.Paper), key=str)


def test_paper_domain_list_is_read_from_the_ontology():
    props = paper_domain_properties()
    for p in (KGO.proposes, KGO.mainTask, KGO.mentions, KGO.reportsResult, KGO.codeRepository,
              KGO.publishedIn):
        assert p in props
    assert KGO.addresses not in props  # its domain is Paper or Method


def test_every_paper_domain_property_has_a_subject_shape():
    shapes = _shapes()
    for prop in paper_domain_properties():
        found = [s for s in shapes.subjects(SH.targetSubjectsOf, prop)
                 if (s, SH["class"], KGO.Paper) in shapes]
        assert found, f"no shape with sh:targetSubjectsOf {prop} and sh:class kgo:Paper"


@pytest.mark.parametrize("prop", paper_domain_properties(), ids=lambda p: p.split("#")[-1])
def test_a_method_as_subject_of_a_paper_property_does_not_conform(prop):
    g = good_graph()
    other = RES["method/other"]
    g.add((other, RDF.type, KGO.Method))
    g.add((other, SKOS.prefLabel, Literal("Other")))
    g.add((other, RDFS.label, Literal("Other")))
    g.add((METHOD, prop, other))
    if prop in EVIDENCED_LINKS:  # with correct evidence: only the subject is wrong
        _add_evidence(g, RES["evidence/00000000000000aa"], METHOD, prop, other)
    report = validate(g)
    assert not report.conforms
    name = prop.split("#")[-1]
    assert any(v.focus == "res:method/spade" and v.path == ""
               and v.message == f"only a kgo:Paper is the subject of kgo:{name} (its rdfs:domain)"
               for v in report.violations), report.format()


def test_proposes_from_a_method_with_evidence_is_reported_once():
    g = good_graph()
    g.add((METHOD, KGO.proposes, METHOD))
    _add_evidence(g, RES["evidence/00000000000000ab"], METHOD, KGO.proposes, METHOD)
    assert _messages(g) == [
        "res:method/spade: only a kgo:Paper is the subject of kgo:proposes (its rdfs:domain) "
        "(value res:method/spade)"]


# ------------------------------------------------------------ 2. the sentence's text

def test_reversed_sentence_of_the_same_length_is_reported():
    g = good_graph()
    g.remove((FIRST_EV, KGO.sentence, None))
    g.add((FIRST_EV, KGO.sentence, Literal("We propose SPADE."[::-1])))
    assert _messages(g) == [
        "res:evidence/0123456789abcdef \u2014 kgo:sentence: evidence res:evidence/0123456789abcdef: "
        "kgo:sentence is not the text between kgo:startOffset 0 and kgo:endOffset 17 of the abstract "
        "(dcterms:abstract) of the paper it was derived from, which is 'We propose SPADE.'"]


def test_offsets_of_another_sentence_of_the_same_length_are_reported():
    g = good_graph()
    for p in (KGO.startOffset, KGO.endOffset):
        g.remove((FIRST_EV, p, None))
    g.add((FIRST_EV, KGO.startOffset, Literal(18)))  # "It reaches 85.4% " (17 characters)
    g.add((FIRST_EV, KGO.endOffset, Literal(35)))
    msgs = _messages(g)
    assert len(msgs) == 1 and "which is 'It reaches 85.4% '" in msgs[0]


def test_whole_abstract_offsets_with_the_sentence_are_reported():
    g = good_graph()
    for p in (KGO.startOffset, KGO.endOffset):
        g.remove((FIRST_EV, p, None))
    # offsets (0, len) of the sentence: an 'evidence' spanning only the length
    g.add((FIRST_EV, KGO.startOffset, Literal(36)))
    g.add((FIRST_EV, KGO.endOffset, Literal(53)))
    msgs = _messages(g)
    assert len(msgs) == 1 and "kgo:startOffset 36 and kgo:endOffset 53" in msgs[0]
    assert msgs[0].endswith("which is 'ccuracy on MNIST.'")


def test_offsets_beyond_the_abstract_are_reported():
    g = good_graph()
    for p in (KGO.startOffset, KGO.endOffset):
        g.remove((FIRST_EV, p, None))
    g.add((FIRST_EV, KGO.startOffset, Literal(50)))
    g.add((FIRST_EV, KGO.endOffset, Literal(67)))
    msgs = _messages(g)
    assert len(msgs) == 1
    assert msgs[0].endswith("kgo:endOffset 67 lies beyond the end of the abstract (dcterms:abstract) "
                            "of the paper it was derived from, which is 53 characters long")


def test_evidence_derived_from_another_paper_is_reported():
    g = good_graph()
    other = RES["paper/p2"]
    for s, p, o in list(g.triples((PAPER, None, None))):
        if p not in (KGO.proposes, KGO.addresses, KGO.reportsResult, KGO.codeRepository, KGO.evidence):
            g.add((other, p, o))
    g.remove((other, DCTERMS.abstract, None))
    g.remove((other, DCTERMS.identifier, None))
    g.add((other, DCTERMS.identifier, Literal("p2")))
    g.add((other, DCTERMS.abstract, Literal("Our study of SPADE shows little. It is slow.")))
    g.remove((FIRST_EV, PROV.wasDerivedFrom, None))
    g.add((FIRST_EV, PROV.wasDerivedFrom, other))
    msgs = _messages(g)
    assert len(msgs) == 1 and "which is 'Our study of SPAD'" in msgs[0], msgs


def test_offsets_index_the_source_abstract_when_the_paper_has_one():
    g = good_graph()
    # cleaning changed the text: the offsets index kgo:sourceAbstract, as written
    g.add((PAPER, KGO.sourceAbstract, Literal("We propose SPADE. It reaches 85.4\\% accuracy on MNIST.")))
    msgs = _messages(g)
    # the first sentence is the same in both; the second ends one character later in the source
    assert len(msgs) == 4, msgs
    assert all("of the abstract as written (kgo:sourceAbstract)" in m for m in msgs)
    for ev in g.subjects(KGO.startOffset, Literal(18)):
        g.remove((ev, KGO.sentence, None))
        g.remove((ev, KGO.endOffset, None))
        g.add((ev, KGO.sentence, Literal("It reaches 85.4\\% accuracy on MNIST.")))
        g.add((ev, KGO.endOffset, Literal(54)))
    assert _messages(g) == []


def test_title_evidence_is_checked_against_the_title():
    g = good_graph()
    g.add((PAPER, DCTERMS.title, Literal("SPADE  for\noptimization")))
    ev = RES["evidence/00000000000000ac"]
    g.add((PAPER, KGO.mainTask, TASK))
    _add_evidence(g, ev, PAPER, KGO.mainTask, TASK, span=(0, 22), text="SPADE for optimization")
    g.add((ev, KGO.inTitle, Literal(True)))
    assert _messages(g) == []
    g.remove((ev, KGO.sentence, None))
    g.add((ev, KGO.sentence, Literal("SPADE for optimisation")))
    msgs = _messages(g)
    assert len(msgs) == 1 and "of the title (dcterms:title)" in msgs[0]


# ------------------------------------------------------------ 3. other gaps

def test_result_no_paper_reports_is_reported():
    g = good_graph()
    orphan = RES["result/p1-9"]
    g.add((orphan, RDF.type, KGO.Result))
    g.add((orphan, KGO.value, Literal(Decimal("3.5"))))
    assert _messages(g) == [
        "res:result/p1-9 \u2014 ^kgo:reportsResult: "
        "a result is reported by a kgo:Paper (some paper kgo:reportsResult it)"]


def test_paper_in_two_venues_is_reported():
    g = good_graph()
    venue2 = RES["venue/neurips-2025"]
    g.add((venue2, RDF.type, KGO.Venue))
    g.add((venue2, RDFS.label, Literal("NeurIPS 2025")))
    g.add((PAPER, KGO.publishedIn, venue2))
    assert _messages(g) == [
        "res:paper/p1 \u2014 kgo:publishedIn: a paper is published in exactly one kgo:Venue "
        "(a venue in a given year; a build gives each paper one)"]


def test_exact_match_to_a_paperkg_paper_is_reported():
    g = good_graph()
    g.add((TASK, SKOS.exactMatch, PAPER))
    msgs = _messages(g)
    assert len(msgs) == 1
    assert msgs[0].startswith("res:task/optimization \u2014 skos:exactMatch: skos:exactMatch points to a term "
                              "of the same kind")
    assert msgs[0].endswith("(value res:paper/p1)")


def test_exact_match_to_an_external_term_conforms():
    g = good_graph()
    g.add((TASK, SKOS.exactMatch, URIRef("https://paperswithcode.com/task/optimization")))
    assert validate(g).conforms


def test_evidence_of_a_non_kgo_predicate_is_reported():
    g = good_graph()
    g.add((PAPER, RDFS.seeAlso, METHOD))
    _add_evidence(g, RES["evidence/00000000000000ad"], PAPER, RDFS.seeAlso, METHOD)
    msgs = _messages(g)
    assert len(msgs) == 1
    assert msgs[0].startswith("res:evidence/00000000000000ad \u2014 rdf:predicate: evidence reifies one of "
                              "PaperKG's typed links")
    assert msgs[0].endswith("(value rdfs:seeAlso)")


def test_evidence_predicate_list_is_evidenced_links():
    shapes = _shapes()
    lists = [o for o in shapes.objects(None, SH["in"])
             if KGO.proposes in list(Collection(shapes, o))]
    assert len(lists) == 1
    assert list(Collection(shapes, lists[0])) == list(EVIDENCED_LINKS)


# ------------------------------------------------------------ 4. author names

DC_CREATOR = URIRef("http://purl.org/dc/elements/1.1/creator")


def test_author_names_are_dc_creator_literals():
    g = good_graph()
    g.add((PAPER, DC_CREATOR, Literal("Ines Quarto")))
    assert validate(g).conforms


def test_a_literal_dcterms_creator_is_reported():
    g = good_graph()
    g.add((PAPER, DCTERMS.creator, Literal("Ines Quarto")))
    assert _messages(g) == [
        "res:paper/p1 \u2014 dcterms:creator: dcterms:creator points to an agent (its range is dcterms:Agent), "
        "never a literal: an author's name is a dc:creator (http://purl.org/dc/elements/1.1/) "
        "(value \"Ines Quarto\")"]
    g.remove((PAPER, DCTERMS.creator, None))
    g.add((PAPER, DCTERMS.creator, RES["agent/iq"]))  # an agent is what dcterms:creator points to
    assert validate(g).conforms


def test_the_view_reads_dc_creator_and_the_dcterms_creator_of_older_graphs():
    from kg.view import collect_view_data

    for prop in (DC_CREATOR, DCTERMS.creator):
        g = good_graph()
        g.add((PAPER, prop, Literal("Ines Quarto")))
        g.add((PAPER, prop, Literal("Bo Aalto")))
        data = collect_view_data(g)
        paper = next(n for n in data.nodes if n.get("id") == "p1")
        assert paper["au"] == ["Bo Aalto", "Ines Quarto"], prop
