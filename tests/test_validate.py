"""Tests of kg.validate and ontology/shapes.ttl (SHACL, pySHACL)."""
from __future__ import annotations

import io
from decimal import Decimal
from pathlib import Path

from rdflib import RDF, RDFS, XSD, Graph, Literal, Namespace, URIRef
from rdflib.namespace import DCTERMS, PROV, SKOS

from kg.ontology import KGO
from kg.validate import cli_validate, validate

RES = Namespace("https://w3id.org/paperkg/resource/")


def good_graph() -> Graph:
    """A small graph in the shape the graph stage produces."""
    g = Graph()
    g.bind("res", RES)
    paper, venue = RES["paper/p1"], RES["venue/icml-2026"]
    method, task, metric, dataset = RES["method/spade"], RES["task/optimization"], RES["metric/accuracy"], RES["dataset/mnist"]
    g.add((venue, RDF.type, KGO.Venue))
    g.add((venue, RDFS.label, Literal("ICML 2026")))
    g.add((venue, KGO.year, Literal("2026", datatype=XSD.gYear)))
    g.add((paper, RDF.type, KGO.Paper))
    g.add((paper, DCTERMS.identifier, Literal("p1")))
    g.add((paper, DCTERMS.abstract, Literal("We propose SPADE. It reaches 85.4% accuracy on MNIST.")))
    g.add((paper, KGO.publishedIn, venue))
    build, agent = RES["graph-build-0123456789abcdef"], RES["software-paperkg-0.1.0"]
    g.add((paper, PROV.wasGeneratedBy, build))
    g.add((build, RDF.type, PROV.Activity))
    g.add((build, PROV.wasAssociatedWith, agent))
    g.add((agent, RDF.type, PROV.SoftwareAgent))
    g.add((agent, URIRef("https://schema.org/softwareVersion"), Literal("0.1.0")))
    g.add((paper, KGO.codeRepository, URIRef("https://github.com/example/spade")))
    for node, cls, label in ((method, KGO.Method, "SPADE"), (task, KGO.Task, "optimization"),
                             (metric, KGO.Metric, "accuracy"), (dataset, KGO.Dataset, "MNIST")):
        g.add((node, RDF.type, cls))
        g.add((node, SKOS.prefLabel, Literal(label)))
        g.add((node, RDFS.label, Literal(label)))
        g.add((node, KGO.paperCount, Literal(1)))
    g.add((task, SKOS.exactMatch, URIRef("https://cso.kmi.open.ac.uk/topics/optimization")))
    g.add((paper, KGO.proposes, method))
    g.add((paper, KGO.addresses, task))
    g.add((method, KGO.evaluatedOn, dataset))
    result = RES["result/p1-1"]
    g.add((result, RDF.type, KGO.Result))
    g.add((result, KGO.value, Literal(Decimal("85.4"))))
    g.add((result, KGO.metric, metric))
    g.add((result, KGO.onDataset, dataset))
    g.add((paper, KGO.reportsResult, result))
    ev = RES["evidence/0123456789abcdef"]
    g.add((ev, RDF.type, KGO.Evidence))
    g.add((ev, RDF.subject, paper))
    g.add((ev, RDF.predicate, KGO.proposes))
    g.add((ev, RDF.object, method))
    g.add((ev, PROV.wasDerivedFrom, paper))
    g.add((ev, KGO.sentence, Literal("We propose SPADE.")))
    g.add((ev, KGO.startOffset, Literal(0)))
    g.add((ev, KGO.endOffset, Literal(17)))
    g.add((ev, KGO.extractor, Literal("propose-verb")))
    g.add((ev, KGO.confidence, Literal(Decimal("0.90"))))
    g.add((paper, KGO.evidence, ev))
    g.add((paper, RDFS.label, Literal("SPADE for optimization")))
    # every other typed link has its evidence too (kg validate checks it since session 50)
    abstract = "We propose SPADE. It reaches 85.4% accuracy on MNIST."
    second = (18, len(abstract))
    for n, (s, p, o) in enumerate(((paper, KGO.addresses, task), (method, KGO.evaluatedOn, dataset),
                                   (paper, KGO.reportsResult, result),
                                   (paper, KGO.codeRepository, URIRef("https://github.com/example/spade")))):
        ev = RES[f"evidence/{n:016x}"]
        g.add((ev, RDF.type, KGO.Evidence))
        g.add((ev, RDF.subject, s))
        g.add((ev, RDF.predicate, p))
        g.add((ev, RDF.object, o))
        g.add((ev, PROV.wasDerivedFrom, paper))
        g.add((ev, KGO.sentence, Literal(abstract[second[0]:second[1]])))
        g.add((ev, KGO.startOffset, Literal(second[0])))
        g.add((ev, KGO.endOffset, Literal(second[1])))
        g.add((ev, KGO.extractor, Literal("test-rule")))
        g.add((ev, KGO.confidence, Literal(Decimal("0.80"))))
        g.add((paper, KGO.evidence, ev))
    return g


def test_good_graph_conforms() -> None:
    report = validate(good_graph())
    assert report.conforms, report.format()
    assert report.violations == []
    assert report.lines() == ["conforms"]
    assert report.format() == "conforms"


def test_broken_graph_is_caught_with_readable_messages() -> None:
    g = good_graph()
    paper = RES["paper/p1"]
    g.remove((paper, DCTERMS.abstract, None))                               # no abstract
    result = RES["result/p1-1"]
    g.set((result, KGO.value, Literal(85.4)))                               # float, not decimal
    g.add((RES["method/spade"], SKOS.prefLabel, Literal("Spade")))          # two prefLabels
    g.add((paper, KGO.proposes, RES["task/optimization"]))                  # proposes -> Task
    g.add((RES["task/optimization"], SKOS.closeMatch, Literal("optimization")))  # literal, not IRI
    g.set((RES["evidence/0123456789abcdef"], KGO.endOffset, Literal(-3)))   # start > end
    report = validate(g)
    assert not report.conforms
    lines = report.lines()
    assert report.format() == "\n".join(lines)
    assert "res:paper/p1 \u2014 dcterms:abstract: a paper has exactly one abstract (a literal)" in lines
    assert any(l.startswith("res:result/p1-1 \u2014 kgo:value: a result's kgo:value is not an xsd:decimal")  # session 59 wording
               and '"85.4"^^xsd:double' in l for l in lines), lines
    assert "res:method/spade \u2014 skos:prefLabel: an entity has exactly one skos:prefLabel" in lines
    assert ("res:paper/p1 \u2014 kgo:proposes: kgo:proposes points to a kgo:Method or a kgo:Dataset "
            "(value res:task/optimization)") in lines
    assert any(l.startswith("res:task/optimization \u2014 skos:closeMatch: skos:closeMatch points to an IRI")
               for l in lines), lines
    assert any("kgo:startOffset" in l and "<= kgo:endOffset" in l for l in lines), lines
    # since session 50 also: the added proposes link has no evidence, and the evidence's offsets
    # no longer span its sentence
    assert ("res:paper/p1 \u2014 kgo:proposes: this link has no kgo:Evidence node (an rdf:Statement whose "
            "rdf:subject, rdf:predicate and rdf:object are the link) (value res:task/optimization)") in lines
    assert any(l.startswith("res:evidence/0123456789abcdef \u2014 kgo:endOffset: kgo:endOffset - kgo:startOffset "
                            "is -3, but the kgo:sentence between them is 17 characters long") for l in lines), lines
    assert len(report.violations) == 8, lines
    keys = [(v.focus, v.path, v.message) for v in report.violations]
    assert keys == sorted(keys)


def test_paper_without_venue_and_result_with_two_metrics() -> None:
    g = good_graph()
    g.remove((RES["paper/p1"], KGO.publishedIn, None))
    g.add((RES["metric/f1"], RDF.type, KGO.Metric))
    g.add((RES["metric/f1"], SKOS.prefLabel, Literal("F1")))
    g.add((RES["metric/f1"], RDFS.label, Literal("F1")))
    g.add((RES["result/p1-1"], KGO.metric, RES["metric/f1"]))
    lines = validate(g).lines()
    assert lines == [
        "res:paper/p1 \u2014 kgo:publishedIn: a paper is published in exactly one kgo:Venue "
        "(a venue in a given year; a build gives each paper one)",
        "res:result/p1-1 \u2014 kgo:metric: a result has at most one kgo:metric, a kgo:Metric (none when "
        "the abstract names no metric: '5x faster')",
    ]


def test_a_result_without_a_metric_conforms() -> None:
    # since session 51 a result may name no metric ("5x faster"): kgo:metric has no sh:minCount
    g = good_graph()
    g.remove((RES["result/p1-1"], KGO.metric, None))
    assert validate(g).conforms


def test_a_range_must_run_from_low_to_high() -> None:
    g = good_graph()
    result = RES["result/p1-1"]
    g.add((result, KGO.valueMax, Literal(Decimal("90.0"))))
    assert validate(g).conforms  # 85.4 .. 90.0
    g.set((result, KGO.valueMax, Literal(Decimal("5.6"))))
    assert validate(g).lines() == [
        "res:result/p1-1 \u2014 kgo:value: a result's kgo:value is at most its kgo:valueMax (a range runs "
        'from low to high) (value "85.4"^^xsd:decimal)']


def test_incomplete_evidence_is_caught() -> None:
    g = good_graph()
    ev = RES["evidence/0123456789abcdef"]
    g.remove((ev, KGO.confidence, None))
    g.remove((ev, PROV.wasDerivedFrom, None))
    g.add((ev, KGO.extractor, Literal("second")))
    messages = [v.message for v in validate(g).violations]
    assert messages == [
        "evidence has exactly one kgo:confidence, an xsd:decimal in [0, 1]",
        "evidence has exactly one kgo:extractor (xsd:string)",
        "evidence prov:wasDerivedFrom exactly one kgo:Paper",
    ]


def test_cli_validate(tmp_path: Path) -> None:
    good = tmp_path / "good.ttl"
    good_graph().serialize(good, format="turtle")
    out, err = io.StringIO(), io.StringIO()
    assert cli_validate(good, out=out, err=err) == 0
    assert out.getvalue().strip().endswith("conforms")
    bad = good_graph()
    bad.remove((RES["paper/p1"], DCTERMS.identifier, None))
    bad_path = tmp_path / "bad.nt"
    bad.serialize(bad_path, format="nt", encoding="utf-8")
    out = io.StringIO()
    assert cli_validate(bad_path, out=out, err=err) == 1
    assert "dcterms:identifier: a paper has exactly one identifier" in out.getvalue()
    broken = tmp_path / "broken.ttl"
    broken.write_text("@prefix x: <http://x/> .\nx:a x:b \n", encoding="utf-8")
    err = io.StringIO()
    assert cli_validate(broken, out=io.StringIO(), err=err) == 2
    assert str(broken) in err.getvalue()
    assert cli_validate(tmp_path / "missing.ttl", out=io.StringIO(), err=err) == 2


def test_papers_without_venue_from_two_years_conform(tmp_path: Path) -> None:
    """One file, no venue, two years: one venue node per year (a kgo:Venue has one year)."""
    from kg.pipeline import build

    bib = tmp_path / "nov.bib"
    bib.write_text(
        "@article{a1, title={Alpha}, year={2019}, abstract={We propose AlphaNet, a graph neural "
        "network for molecule property prediction, and evaluate it on QM9.}}\n"
        "@article{b2, title={Beta}, year={2024}, abstract={We introduce BetaFormer for image "
        "classification and report 85.4% top-1 accuracy on ImageNet.}}\n", encoding="utf-8")
    g, _ = build([bib], out_dir=tmp_path / "out", html=False)
    g = g.graph() if hasattr(g, "graph") else g
    venues = sorted(str(v) for v in g.subjects(RDF.type, KGO.Venue))
    assert [v.rsplit("/", 1)[-1] for v in venues] == ["unknown-venue-nov-2019", "unknown-venue-nov-2024"]
    assert validate(g).conforms


def test_a_broken_turtle_file_is_named_with_its_line_not_the_parser_buffer(tmp_path, capsys):
    from kg.cli import main

    bad = tmp_path / "bad.ttl"
    bad.write_text('@prefix ex: <http://ex.org/> .\nex:a ex:b "unterminated .\n', encoding="utf-8")
    assert main(["validate", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "bad.ttl" in err and "line 2" in err
    assert "b'" not in err and len(err.splitlines()) == 1


def test_an_empty_graph_file_is_said_to_hold_no_triples(tmp_path, capsys):
    from kg.cli import main

    empty = tmp_path / "empty.ttl"
    empty.write_text("", encoding="utf-8")
    assert main(["validate", str(empty)]) == 0
    assert "holds no triples" in capsys.readouterr().err
