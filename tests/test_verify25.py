"""Session 25's verification round: the dataset description stays true after ``kg link``,
a second ``kg link`` keeps one kind per Wikidata item, and ``kg validate`` checks the
description's creation time. Local SPARQL endpoint only (no internet)."""
from __future__ import annotations

from pathlib import Path

import pytest
from rdflib import RDF, XSD, Graph, Literal, URIRef
from rdflib.namespace import DCTERMS, SKOS

from kg.graph import refresh_dataset_description
from kg.ontology import KGO, VOID
from kg.validate import validate
from kg.wikidata import WIKIDATA_SOURCE, cli_link, link_wikidata

from test_wikidata import RES, WD, Endpoint, endpoint, paper_graph, store  # noqa: F401 (fixtures)

DESCRIPTION = URIRef(str(RES) + "graph")


def described(g: Graph) -> Graph:
    """``g`` with a dataset description whose void:triples counts the whole graph."""
    g.add((DESCRIPTION, RDF.type, VOID.Dataset))
    g.add((DESCRIPTION, DCTERMS.license, URIRef("https://creativecommons.org/licenses/by-sa/4.0/")))
    g.add((DESCRIPTION, DCTERMS.title, Literal("a graph", lang="en")))
    g.add((DESCRIPTION, VOID.triples, Literal(len(g) + 1, datatype=XSD.integer)))
    return g


def count(g: Graph, node: URIRef = DESCRIPTION) -> int:
    return int(g.value(node, VOID.triples))


def test_refresh_counts_the_whole_graph_and_names_the_source() -> None:
    g = described(Graph())
    before = len(g)
    assert count(g) == before
    g.add((URIRef("urn:x:a"), SKOS.exactMatch, URIRef("urn:x:b")))
    g.add((URIRef("urn:x:c"), SKOS.exactMatch, URIRef("urn:x:d")))
    assert refresh_dataset_description(g, before, (WIKIDATA_SOURCE,)) == [DESCRIPTION]
    assert (DESCRIPTION, DCTERMS.source, WIKIDATA_SOURCE) in g
    assert count(g) == len(g) == before + 3
    assert len(list(g.objects(DESCRIPTION, VOID.triples))) == 1


def test_refresh_leaves_a_description_of_another_count_alone() -> None:
    g = described(Graph())
    other = URIRef("urn:x:other-graph")
    g.add((other, RDF.type, VOID.Dataset))
    g.add((other, VOID.triples, Literal(3, datatype=XSD.integer)))
    before = len(g)
    g.remove((DESCRIPTION, VOID.triples, None))
    g.add((DESCRIPTION, VOID.triples, Literal(before, datatype=XSD.integer)))
    g.add((URIRef("urn:x:a"), SKOS.exactMatch, URIRef("urn:x:b")))
    assert refresh_dataset_description(g, before) == [DESCRIPTION]
    assert count(g) == len(g) and count(g, other) == 3


def test_link_keeps_void_triples_true(endpoint: Endpoint, tmp_path: Path) -> None:
    g = described(paper_graph())
    report = link_wikidata(g, endpoint=endpoint.url, cache_dir=tmp_path / "c", min_interval=0.0)
    assert report.links_added == 5
    assert count(g) == len(g)
    # the source is what was queried: the local test endpoint, not wikidata.org (session 52)
    assert (DESCRIPTION, DCTERMS.source, URIRef(endpoint.url)) in g
    assert (DESCRIPTION, DCTERMS.source, WIKIDATA_SOURCE) not in g


def test_link_without_new_links_leaves_the_description(endpoint: Endpoint, tmp_path: Path) -> None:
    g = Graph()
    g.add((RES["method/model"], RDF.type, KGO.Method))
    g.add((RES["method/model"], SKOS.prefLabel, Literal("model")))
    g = described(g)
    before = len(g)
    report = link_wikidata(g, endpoint=endpoint.url, cache_dir=tmp_path / "c", min_interval=0.0)
    assert report.links_added == report.close_added == 0
    # the run is recorded (a prov:Activity, session 52), no source named: nothing was linked
    assert len(g) > before and len(g) == count(g)
    assert not set(g.objects(DESCRIPTION, DCTERMS.source))


def test_cli_link_output_validates_with_a_true_count(endpoint: Endpoint, tmp_path: Path) -> None:
    path = tmp_path / "graph.ttl"
    described(paper_graph()).serialize(path, format="turtle")
    assert cli_link(path, endpoint=endpoint.url, cache_dir=tmp_path / "c") == 0
    g = Graph().parse(path, format="turtle")
    assert count(g) == len(g)
    assert (DESCRIPTION, DCTERMS.source, URIRef(endpoint.url)) in g


def test_a_second_link_run_keeps_one_kind_per_item(endpoint: Endpoint, tmp_path: Path) -> None:
    # run 1 gives the Task (more papers) the exact match and the Method a close match; a second
    # run over the linked graph (say, to retry failed batches) must not give the Method an exact
    # match to the same item too (skos:exactMatch is transitive: the two kinds would be one concept)
    g = paper_graph()
    g.add((RES["method/rl"], RDF.type, KGO.Method))
    g.add((RES["method/rl"], SKOS.prefLabel, Literal("reinforcement learning")))
    g.add((RES["method/rl"], KGO.paperCount, Literal(2)))
    g.add((RES["task/rl"], KGO.paperCount, Literal(5)))
    link_wikidata(g, endpoint=endpoint.url, cache_dir=tmp_path / "c", min_interval=0.0)
    assert (RES["method/rl"], SKOS.closeMatch, WD["Q830687"]) in g
    before = len(g)
    report = link_wikidata(g, endpoint=endpoint.url, cache_dir=tmp_path / "c", min_interval=0.0)
    assert report.links_added == report.close_added == 0
    assert len(g) == before
    assert (RES["method/rl"], SKOS.exactMatch, WD["Q830687"]) not in g


def test_a_new_node_of_another_kind_gets_a_close_match_to_an_item_already_matched(
        endpoint: Endpoint, tmp_path: Path) -> None:
    # the Task already holds the exact match (an earlier run); a Method of the same name added
    # since, with more papers, gets a close match: the earlier exact match stays the only one
    g = paper_graph()
    g.add((RES["task/rl"], SKOS.exactMatch, WD["Q830687"]))
    g.add((RES["method/rl"], RDF.type, KGO.Method))
    g.add((RES["method/rl"], SKOS.prefLabel, Literal("reinforcement learning")))
    g.add((RES["method/rl"], KGO.paperCount, Literal(9)))
    link_wikidata(g, endpoint=endpoint.url, cache_dir=tmp_path / "c", min_interval=0.0)
    assert (RES["method/rl"], SKOS.exactMatch, WD["Q830687"]) not in g
    assert (RES["method/rl"], SKOS.closeMatch, WD["Q830687"]) in g


@pytest.mark.parametrize("value, ok", [
    (Literal("2023-11-14T22:13:20Z", datatype=XSD.dateTime), True),
    (Literal("yesterday"), False),
    (Literal("2023-11-14", datatype=XSD.date), False),
])
def test_validate_checks_the_creation_time(value: Literal, ok: bool) -> None:
    g = described(Graph())
    g.add((DESCRIPTION, DCTERMS.created, value))
    g.remove((DESCRIPTION, VOID.triples, None))
    g.add((DESCRIPTION, VOID.triples, Literal(len(g) + 1, datatype=XSD.integer)))
    report = validate(g)
    assert report.conforms is ok
    assert ok or any(v.path == "dcterms:created" for v in report.violations)
