"""graph.jsonld for a Linked-Data user (third user trial): the shipped context compacts the node
ids of PaperKG's own resources (papers, methods, tasks, evidence ...) too, not only the
vocabularies, and a compacted copy states types as "@type"."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from rdflib import Graph
from rdflib.compare import isomorphic

from kg.graph import IriMinter
from kg.ontology import CONTEXT_FILE, DEFAULT_BASE_IRI, PREFIXES, jsonld_context, jsonld_context_text
from kg.resources import resource_path

REPO = Path(__file__).resolve().parents[1]
SAMPLE = REPO / "exports"


def _context() -> dict:
    return json.loads(resource_path("ontology", CONTEXT_FILE).read_text(encoding="utf-8"))["@context"]


def test_the_context_has_the_resource_prefixes_of_the_iri_minter():
    full = _context()
    assert resource_path("ontology", CONTEXT_FILE).read_text(encoding="utf-8") == jsonld_context_text()
    # session 58: the context also holds "@vocab", "@language" and term definitions (dicts);
    # its prefixes are the plain-string entries
    ctx = {k: v for k, v in full.items() if isinstance(v, str) and not k.startswith("@")}
    assert list(ctx)[:len(PREFIXES)] == list(PREFIXES)
    assert ctx["paper"] == "https://w3id.org/paperkg/resource/paper/"
    assert ctx["method"] == "https://w3id.org/paperkg/resource/method/"
    assert ctx["evidence"] == "https://w3id.org/paperkg/resource/evidence/"
    assert ctx["authors"] == "https://w3id.org/paperkg/resource/authors/"
    assert ctx["res"] == DEFAULT_BASE_IRI
    assert {k: v for k, v in ctx.items() if k not in PREFIXES} == dict(IriMinter().prefixes())
    assert len(ctx) == len(PREFIXES) + 12  # res: and eleven kinds of node (session 34: authors; session 55: match)


def test_a_context_for_another_base():
    ctx = jsonld_context("urn:example:kg:")["@context"]
    assert ctx["paper"] == "urn:example:kg:paper/" and ctx["res"] == "urn:example:kg:"
    assert ctx["kgo"] == PREFIXES["kgo"]
    with pytest.raises(ValueError, match="absolute IRI"):
        jsonld_context("not an iri")


@pytest.mark.skipif(not (SAMPLE / "graph.jsonld").is_file(), reason="exports/ not built")
def test_the_sample_graph_jsonld_compacts_to_type_and_compact_ids():
    expanded = Graph().parse(SAMPLE / "graph.jsonld", format="json-ld")
    turtle = Graph().parse(SAMPLE / "graph.ttl", format="turtle")
    assert len(expanded) > 1000 and isomorphic(expanded, turtle)
    ctx = _context()
    compacted = json.loads(expanded.serialize(format="json-ld", context=ctx))
    nodes = compacted["@graph"]
    ids = [n["@id"] for n in nodes]
    # every node of PaperKG's own is named by a compact id: paper:..., method:..., evidence:...
    assert not [i for i in ids if i.startswith(DEFAULT_BASE_IRI)]
    kinds = {i.split(":", 1)[0] for i in ids}
    assert {"paper", "method", "task", "evidence", "support", "venue", "cso"} <= kinds
    paper = next(n for n in nodes if n["@id"].startswith("paper:"))
    # session 58: the context's @vocab and terms: "Paper", "publishedIn" coerced to "@id"
    assert "Paper" in paper["@type"] and "rdf:type" not in paper
    assert paper["publishedIn"].startswith("venue:")
    assert not [n for n in nodes if "rdf:type" in n]  # types are "@type" in every node
    assert DEFAULT_BASE_IRI + "method/" not in json.dumps(nodes)  # also where a node is a value
    # and nothing is lost: the compacted copy is the same graph
    assert isomorphic(Graph().parse(data=json.dumps(compacted), format="json-ld"), turtle)
