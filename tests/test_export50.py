"""Entities as SKOS concepts in the export (session 50, trial C): every entity is typed
skos:Concept (not only through kgo:Entity rdfs:subClassOf skos:Concept in the ontology) and is
skos:inScheme the build's one skos:ConceptScheme <base>concepts, labelled and dated with the
dataset's deterministic date (SOURCE_DATE_EPOCH), or not dated."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from rdflib import RDF, RDFS, Graph, Literal, URIRef, XSD
from rdflib.namespace import DCTERMS, SKOS

from kg.ontology import EXTERNAL_SCHEMES, KGO
from kg.validate import validate

ROOT = Path(__file__).resolve().parents[1]
BASE = "https://example.org/t50/"

RECORDS = [
    {"id": "t50a", "title": "GraphNorm for molecule property prediction",
     "abstract": "We propose GraphNorm, a normalisation layer for graph neural networks. "
             "GraphNorm improves molecule property prediction on the QM9 dataset, reaching 0.92 accuracy."},
    {"id": "t50b", "title": "Sparse attention for long documents",
     "abstract": "We study document summarization. We introduce SparseDoc, a sparse attention transformer, "
             "and evaluate it on the arXiv dataset with ROUGE."},
]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("t50")
    src = tmp / "papers.jsonl"
    src.write_text("".join(json.dumps(r) + "\n" for r in RECORDS), encoding="utf-8")
    graphs = {}
    for name, epoch in (("dated", "1700000000"), ("undated", None)):
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        env.pop("SOURCE_DATE_EPOCH", None)
        if epoch:
            env["SOURCE_DATE_EPOCH"] = epoch
        out = tmp / name
        proc = subprocess.run([sys.executable, "-m", "kg", "build", str(src), "--out", str(out), "--quiet",
                               "--base-iri", BASE], cwd=tmp, env=env, capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, proc.stderr
        graphs[name] = Graph().parse(out / "graph.nt", format="nt")
    return graphs


def test_every_entity_is_a_skos_concept_in_the_one_scheme(built):
    g = built["undated"]
    scheme = URIRef(BASE + "concepts")
    entities = {s for cls in (KGO.Method, KGO.Task, KGO.Dataset, KGO.Metric) for s in g.subjects(RDF.type, cls)}
    assert len(entities) >= 4
    for e in entities:
        assert (e, RDF.type, SKOS.Concept) in g, e
        assert list(g.objects(e, SKOS.inScheme)) == [scheme], e
    # a Linked-Data user asking for concepts finds the entities without inference
    concepts = set(g.subjects(RDF.type, SKOS.Concept))
    assert entities <= concepts
    assert set(g.subjects(SKOS.inScheme, scheme)) == entities
    # (since session 55 the external terms' vocabularies have a scheme each: tests/test_schemes55.py)
    assert set(g.subjects(RDF.type, SKOS.ConceptScheme)) - {scheme} <= {URIRef(v[0]) for v in EXTERNAL_SCHEMES.values()}
    assert g.value(scheme, SKOS.prefLabel) == Literal("PaperKG entities", lang="en")
    assert g.value(scheme, RDFS.label) == Literal("PaperKG entities", lang="en")
    assert g.value(scheme, DCTERMS.isPartOf) == URIRef(BASE + "graph")
    assert g.value(scheme, DCTERMS.created) is None  # no date without SOURCE_DATE_EPOCH
    assert validate(g).conforms


def test_the_scheme_is_dated_as_the_dataset(built):
    g = built["dated"]
    scheme = URIRef(BASE + "concepts")
    created = Literal("2023-11-14T22:13:20Z", datatype=XSD.dateTime)
    assert g.value(scheme, DCTERMS.created) == created
    assert g.value(URIRef(BASE + "graph"), DCTERMS.created) == created
    assert validate(g).conforms


def test_an_entity_in_two_schemes_is_a_violation(built):
    g = Graph()
    g += built["undated"]
    entity = next(g.subjects(RDF.type, KGO.Method))
    other = URIRef(BASE + "other-concepts")
    g.add((other, RDF.type, SKOS.ConceptScheme))
    g.add((other, SKOS.prefLabel, Literal("other", lang="en")))
    g.add((entity, SKOS.inScheme, other))
    lines = validate(g).lines()
    assert any("skos:inScheme: an entity is skos:inScheme at most one skos:ConceptScheme" in l for l in lines), lines
