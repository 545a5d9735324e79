"""kg validate (session 50): provenance is checked (every evidenced link has a kgo:Evidence node,
every evidence node reifies a triple of the graph, its offsets span its sentence) and a paper
needs an rdfs:label."""
from __future__ import annotations

from decimal import Decimal

from rdflib import RDF, RDFS, Literal, URIRef
from rdflib.namespace import DCTERMS, PROV

from kg.ontology import EVIDENCED_LINKS, KGO
from kg.validate import provenance_violations, validate
from tests.test_validate import RES, good_graph

NO_EVIDENCE = ("this link has no kgo:Evidence node (an rdf:Statement whose rdf:subject, rdf:predicate and "
               "rdf:object are the link)")


def _add_evidence(g, ev, s, p, o, sentence="We propose SPADE.", start=0, end=17):
    g.add((ev, RDF.type, KGO.Evidence))
    g.add((ev, RDF.subject, s))
    g.add((ev, RDF.predicate, p))
    g.add((ev, RDF.object, o))
    g.add((ev, PROV.wasDerivedFrom, RES["paper/p1"]))
    g.add((ev, KGO.sentence, Literal(sentence, lang="en")))
    g.add((ev, KGO.startOffset, Literal(start)))
    g.add((ev, KGO.endOffset, Literal(end)))
    g.add((ev, KGO.extractor, Literal("test-rule")))
    g.add((ev, KGO.confidence, Literal(Decimal("0.50"))))


def test_the_evidenced_links_are_the_typed_links_code_and_mentions():
    names = {str(p).rsplit("#", 1)[1] for p in EVIDENCED_LINKS}
    assert names == {"proposes", "addresses", "mainTask", "evaluatedOn", "pretrainedOn", "uses", "comparesWith",
                     "partOf", "usesMetric", "reportsResult", "mentions", "codeRepository"}
    assert "publishedIn" not in names  # a venue is read from the record, no sentence says it


def test_a_link_without_evidence_is_a_violation_naming_the_link():
    g = good_graph()
    g.add((RES["paper/p1"], KGO.uses, RES["method/spade"]))  # a typed link nothing reifies
    report = validate(g)
    assert not report.conforms
    assert f"res:paper/p1 \u2014 kgo:uses: {NO_EVIDENCE} (value res:method/spade)" in report.lines()
    assert len(report.violations) == 1, report.lines()


def test_the_same_link_with_its_evidence_conforms():
    g = good_graph()
    g.add((RES["paper/p1"], KGO.uses, RES["method/spade"]))
    _add_evidence(g, RES["evidence/aaaa"], RES["paper/p1"], KGO.uses, RES["method/spade"])
    report = validate(g)
    assert report.conforms, report.format()


def test_evidence_of_another_links_triple_does_not_cover_it():
    g = good_graph()
    g.add((RES["paper/p1"], KGO.mentions, RES["metric/accuracy"]))
    # evidence with the same subject and object but another predicate
    _add_evidence(g, RES["evidence/bbbb"], RES["paper/p1"], KGO.usesMetric, RES["metric/accuracy"])
    lines = validate(g).lines()
    assert f"res:paper/p1 \u2014 kgo:mentions: {NO_EVIDENCE} (value res:metric/accuracy)" in lines
    # and that evidence reifies a triple the graph does not hold
    assert ("res:evidence/bbbb: evidence of a link the graph does not hold: "
            "res:paper/p1 kgo:usesMetric res:metric/accuracy") in lines


def test_evidence_whose_link_was_removed_is_a_violation():
    g = good_graph()
    g.remove((RES["paper/p1"], KGO.proposes, RES["method/spade"]))
    report = validate(g)
    assert not report.conforms
    assert report.lines() == ["res:evidence/0123456789abcdef: evidence of a link the graph does not hold: "
                              "res:paper/p1 kgo:proposes res:method/spade"]


def test_offsets_that_do_not_span_the_sentence_are_a_violation():
    g = good_graph()
    ev = RES["evidence/0123456789abcdef"]  # "We propose SPADE." at 0-17
    g.set((ev, KGO.startOffset, Literal(2)))  # shifted: still start <= end, which the shapes check
    g.set((ev, KGO.endOffset, Literal(18)))
    lines = validate(g).lines()
    assert lines == ["res:evidence/0123456789abcdef \u2014 kgo:endOffset: kgo:endOffset - kgo:startOffset is 16, "
                     "but the kgo:sentence between them is 17 characters long (value \"18\"^^xsd:integer)"]
    g.set((ev, KGO.endOffset, Literal(19)))  # shifted by two, the same length: the text differs
    # (since session 52 the sentence is compared with the abstract's text between the offsets)
    assert validate(g).lines() == [
        "res:evidence/0123456789abcdef \u2014 kgo:sentence: evidence res:evidence/0123456789abcdef: "
        "kgo:sentence is not the text between kgo:startOffset 2 and kgo:endOffset 19 of the abstract "
        "(dcterms:abstract) of the paper it was derived from, which is ' propose SPADE. I'"]


def test_offsets_count_characters_not_bytes():
    g = good_graph()
    ev = RES["evidence/0123456789abcdef"]
    g.set((ev, KGO.sentence, Literal("We propose \u00dfP\u00c4DE.", lang="en")))  # 17 characters, 19 UTF-8 bytes
    # the abstract says so too (the sentence is its text between the offsets)
    abstract = str(g.value(RES["paper/p1"], DCTERMS.abstract)).replace("SPADE.", "\u00dfP\u00c4DE.", 1)
    g.set((RES["paper/p1"], DCTERMS.abstract, Literal(abstract)))
    assert validate(g).conforms


def test_a_paper_without_rdfs_label_is_a_violation():
    g = good_graph()
    g.remove((RES["paper/p1"], RDFS.label, None))
    report = validate(g)
    assert not report.conforms
    assert report.lines() == ["res:paper/p1 \u2014 rdfs:label: a paper has exactly one rdfs:label (its title, else "
                              "a name made for it), rdf:langString (@en) or xsd:string"]


def test_provenance_violations_of_a_graph_without_links_is_empty():
    from rdflib import Graph

    g = Graph()
    g.add((URIRef("http://example.org/x"), RDFS.label, Literal("x")))
    assert provenance_violations(g) == []


def test_validate_of_json_ld_prints_no_rdflib_deprecation(tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    path = tmp_path / "g.jsonld"
    path.write_text(good_graph().serialize(format="json-ld"), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(root), "PYTHONWARNINGS": ""}
    env.pop("KG_DEBUG", None)
    proc = subprocess.run([sys.executable, "-m", "kg", "validate", str(path)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "ConjunctiveGraph" not in proc.stderr and "DeprecationWarning" not in proc.stderr
    assert proc.stderr == ""
