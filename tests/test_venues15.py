"""Venue IRIs: two venues whose names differ only past the slug's cut, or whose names give one
slug, are two nodes, each with one label, so the graph stays valid (user trial, session 15)."""
from __future__ import annotations

from kg.graph import IriMinter, build_triples
from kg.ontology import KGO
from kg.records import Paper
from kg.resolve import resolve
from rdflib import RDF, RDFS

LONG = ("Proceedings of the 61st Annual Meeting of the Association for Computational Linguistics "
        "held in Toronto, Canada, July 9-14, 2023")


def _graph(venues):
    from kg.extract import Extractor

    papers = [Paper(id=f"p{i}", abstract=f"We propose Net{i}, a model for image classification.",
                    title=f"Paper {i}", source="x", venue=v, year=2023) for i, v in enumerate(venues)]
    exs = list(Extractor().extract_many(papers))
    return build_triples(exs, resolve(exs))


def test_long_venue_names_that_differ_late_get_two_iris():
    iri = IriMinter()
    a, b = iri.venue(LONG + " (Volume 1: Long Papers)"), iri.venue(LONG + " (Volume 2: Short Papers)")
    assert a != b
    assert a == iri.venue(LONG + " (Volume 1: Long Papers)")  # stable
    assert len(str(a)) - len(iri.base) < 110
    assert str(iri.venue("ICML 2026")) == f"{iri.base}venue/icml-2026"  # short names unchanged


def test_each_venue_node_has_one_label():
    g = _graph([LONG + " (Volume 1: Long Papers)", LONG + " (Volume 2: Short Papers)", "ICML 2026", "ICML-2026"])
    venues = set(g.subjects(RDF.type, KGO.Venue))
    assert len(venues) == 4
    for v in venues:
        assert len(list(g.objects(v, RDFS.label))) == 1
