"""The shipped query links-without-evidence (session 50): lists the typed links that no
kgo:Evidence node reifies, on both engines, for every property of kg.ontology.EVIDENCED_LINKS."""
from __future__ import annotations

import pyoxigraph as ox
import pytest
from rdflib import RDF, Graph, Literal, Namespace, URIRef

from kg.ontology import EVIDENCED_LINKS, KGO
from kg.query import run_query

EX = Namespace("http://example.org/t50/")


def _graph(with_evidence: set) -> Graph:
    """One link per evidenced property, from ex:s to ex:o-<property>; the links whose property
    is in ``with_evidence`` get an evidence node; plus a kgo:publishedIn link (never evidenced)."""
    g = Graph()
    for n, prop in enumerate(EVIDENCED_LINKS):
        obj = EX[f"o-{n}"]
        g.add((EX.s, prop, obj))
        if prop in with_evidence:
            ev = EX[f"ev-{n}"]
            g.add((ev, RDF.type, KGO.Evidence))
            g.add((ev, RDF.subject, EX.s))
            g.add((ev, RDF.predicate, prop))
            g.add((ev, RDF.object, obj))
            g.add((ev, KGO.sentence, Literal("We propose a method.")))
    g.add((EX.s, KGO.publishedIn, EX.venue))
    # evidence of another link of the same two ends does not cover a link
    g.add((EX.s, KGO.uses, EX.other))
    ev = EX["ev-other"]
    g.add((ev, RDF.subject, EX.s))
    g.add((ev, RDF.predicate, KGO.comparesWith))
    g.add((ev, RDF.object, EX.other))
    return g


def _store(g: Graph) -> ox.Store:
    store = ox.Store()
    store.bulk_load(input=g.serialize(format="nt").encode(), format=ox.RdfFormat.N_TRIPLES)
    return store


@pytest.mark.parametrize("engine", ["rdflib", "oxigraph"])
def test_every_evidenced_property_without_evidence_is_listed(engine):
    g = _graph(set())
    res = run_query("links-without-evidence", g if engine == "rdflib" else _store(g), {})
    assert res.vars == ["subject", "predicate", "object"]
    found = {(str(r[0]), str(r[1]), str(r[2])) for r in res.rows}
    expected = {(str(EX.s), str(p), str(EX[f"o-{n}"])) for n, p in enumerate(EVIDENCED_LINKS)}
    expected.add((str(EX.s), str(KGO.uses), str(EX.other)))
    assert found == expected
    assert len(res.rows) == 13


@pytest.mark.parametrize("engine", ["rdflib", "oxigraph"])
def test_links_with_their_evidence_are_not_listed(engine):
    g = _graph(set(EVIDENCED_LINKS) - {KGO.mentions})
    res = run_query("links-without-evidence", g if engine == "rdflib" else _store(g), {})
    found = [(str(r[0]), str(r[1]), str(r[2])) for r in res.rows]
    mentions = EVIDENCED_LINKS.index(KGO.mentions)
    assert found == sorted([(str(EX.s), str(KGO.mentions), str(EX[f"o-{mentions}"])),
                            (str(EX.s), str(KGO.uses), str(EX.other))])
