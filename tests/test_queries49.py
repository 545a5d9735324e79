"""Session 49 (fix49): the acronym glossary's expansion is the entity's skos:prefLabel when that is a
long form, else its longest long altLabel, on both query engines (rdflib and Oxigraph). The
graph is written here."""
from __future__ import annotations

import pyoxigraph as ox
import pytest
import rdflib
from rdflib import Literal, Namespace
from rdflib.namespace import RDF, SKOS

from kg.ontology import KGO
from kg.query import run_query

R = Namespace("https://example.org/r/")


def _graph() -> rdflib.Graph:
    g = rdflib.Graph()

    def entity(slug: str, kind, acronym: str, pref: str, *alts: str) -> None:
        e = R[slug]
        g.add((e, RDF.type, kind))
        g.add((e, KGO.acronym, Literal(acronym, lang="en")))
        g.add((e, SKOS.prefLabel, Literal(pref, lang="en")))
        for alt in alts:
            g.add((e, SKOS.altLabel, Literal(alt, lang="en")))

    # the prefLabel is a long form: it wins over a longer altLabel and over one holding the acronym
    entity("wd", KGO.Method, "WD", "weight decay", "WD regularisers", "Weight Decay Regularisation", "WD")
    # the prefLabel is the acronym: the longest long altLabel, not the alphabetically first
    entity("gm", KGO.Method, "GM", "GM", "Generative", "Generative Models", "GMs")
    # two altLabels of the same length: the alphabetically first of them
    entity("pq", KGO.Task, "PQ", "PQ", "Patch query", "Patch Query")
    # no long form at all: no row
    entity("xy", KGO.Dataset, "XY", "XY", "XYs")
    return g


EXPECTED = [("GM", "Generative Models", "GM"), ("PQ", "Patch Query", "PQ"), ("WD", "weight decay", "weight decay")]


def _rows(source) -> list[tuple[str, str, str]]:
    res = run_query("acronym-glossary", source)
    cols = [res.vars.index(v) for v in ("acronym", "expansion", "label")]
    return [tuple(str(row[i].value if hasattr(row[i], "value") else row[i]) for i in cols) for row in res.rows]


def test_glossary_expansion_rdflib():
    assert _rows(_graph()) == EXPECTED


def test_glossary_expansion_oxigraph():
    store = ox.Store()
    store.load(_graph().serialize(format="nt").encode("utf-8"), format=ox.RdfFormat.N_TRIPLES)
    assert _rows(store) == EXPECTED
