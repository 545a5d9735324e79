"""ontology/context.jsonld as a real JSON-LD context (session 58, after trial U58): "@vocab" kgo:
so types compact to "Paper", a term for every property the graph writes, "@type": "@id" for IRI
values and xsd coercion for typed literals, so a JavaScript reader gets plain strings and ids."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from rdflib import Graph, Literal, Namespace, URIRef
from rdflib.compare import isomorphic
from rdflib.namespace import RDF, XSD

from kg.ontology import (CONTEXT_FILE, EXTERNAL_TERMS, KGO, PREFIXES, jsonld_context, jsonld_context_text)
from kg.resources import resource_path

REPO = Path(__file__).resolve().parents[1]
SAMPLE = REPO / "exports"
R = Namespace("https://w3id.org/paperkg/resource/")


def _ctx() -> dict:
    return json.loads(resource_path("ontology", CONTEXT_FILE).read_text(encoding="utf-8"))["@context"]


def _expand(ctx: dict, curie: str) -> str:
    prefix, local = curie.split(":", 1)
    return ctx[prefix] + local


def _terms(ctx: dict) -> dict[str, tuple[str, dict]]:
    """property IRI -> (term, definition) of every expanded term definition of ``ctx``."""
    return {_expand(ctx, d["@id"]): (t, d) for t, d in ctx.items() if isinstance(d, dict)}


def test_the_shipped_context_is_the_generated_one_and_deterministic():
    assert resource_path("ontology", CONTEXT_FILE).read_text(encoding="utf-8") == jsonld_context_text()
    assert jsonld_context_text() == jsonld_context_text()
    ctx = _ctx()
    assert ctx["@vocab"] == str(KGO._NS) and ctx["@language"] == "en"


def test_term_definitions_and_coercions():
    ctx = _ctx()
    assert ctx["value"] == {"@id": "kgo:value", "@type": "xsd:decimal"}
    assert ctx["confidence"] == {"@id": "kgo:confidence", "@type": "xsd:decimal"}
    assert ctx["startOffset"] == {"@id": "kgo:startOffset", "@type": "xsd:integer"}
    assert ctx["isChange"] == {"@id": "kgo:isChange", "@type": "xsd:boolean"}
    assert ctx["year"] == {"@id": "kgo:year", "@type": "xsd:gYear"}  # KGO_WRITTEN_DATATYPE
    assert ctx["hasPublicationYear"] == {"@id": "fabio:hasPublicationYear", "@type": "xsd:gYear"}
    assert ctx["reportsResult"] == {"@id": "kgo:reportsResult", "@type": "@id"}
    assert ctx["wasDerivedFrom"] == {"@id": "prov:wasDerivedFrom", "@type": "@id"}
    assert ctx["unit"] == {"@id": "kgo:unit", "@language": None}  # untagged xsd:string
    assert ctx["prefLabel"] == {"@id": "skos:prefLabel"}  # English text: the default language
    # names held by resource prefixes (metric:, evidence:) or by an earlier term keep their compact IRI
    assert ctx["metric"] == "https://w3id.org/paperkg/resource/metric/"
    assert ctx["kgo:metric"] == {"@id": "kgo:metric", "@type": "@id"}
    assert ctx["kgo:evidence"] == {"@id": "kgo:evidence", "@type": "@id"}
    assert ctx["identifier"]["@id"] == "dcterms:identifier"
    assert ctx["schema:identifier"]["@id"] == "schema:identifier"
    assert ctx["sameAs"]["@id"] == "schema:sameAs" and ctx["owl:sameAs"]["@id"] == "owl:sameAs"
    # every term's IRI is under a prefix of the context, and no two terms name the same property
    iris = [_expand(ctx, d["@id"]) for d in ctx.values() if isinstance(d, dict)]
    assert len(iris) == len(set(iris))
    assert all(c.split(":", 1)[0] in PREFIXES for c in EXTERNAL_TERMS)


def test_a_context_for_another_base_keeps_the_terms():
    ctx = jsonld_context("urn:example:kg:")["@context"]
    assert ctx["paper"] == "urn:example:kg:paper/" and ctx["value"]["@type"] == "xsd:decimal"


def test_compacting_a_small_graph_gives_plain_json():
    g = Graph()
    paper, result, method = R["paper/p1"], R["result/p1-1"], R["method/lrg"]
    g.add((paper, RDF.type, KGO.Paper))
    g.add((paper, KGO.reportsResult, result))
    g.add((result, RDF.type, KGO.Result))
    g.add((result, KGO.value, Literal("91.2", datatype=XSD.decimal)))
    g.add((result, KGO.isChange, Literal(True)))
    g.add((result, KGO.unit, Literal("%")))
    g.add((result, KGO.ofMethod, method))
    g.add((result, KGO.resultText, Literal("91.2% accuracy", lang="en")))
    g.add((method, KGO.paperCount, Literal(3)))
    ctx = _ctx()
    doc = json.loads(g.serialize(format="json-ld", context=ctx, use_rdf_type=False))
    nodes = {n["@id"]: n for n in doc["@graph"]}
    assert nodes["paper:p1"] == {"@id": "paper:p1", "@type": "Paper", "reportsResult": "result:p1-1"}
    assert nodes["result:p1-1"] == {"@id": "result:p1-1", "@type": "Result", "value": "91.2", "isChange": "true",
                                    "unit": "%", "ofMethod": "method:lrg", "resultText": "91.2% accuracy"}
    assert nodes["method:lrg"] == {"@id": "method:lrg", "paperCount": "3"}
    # a value whose datatype is not its term's keeps the compact IRI and a value object: no triple is lost
    g.add((result, KGO.value, Literal("1e3", datatype=XSD.double)))
    out = g.serialize(format="json-ld", context=ctx, use_rdf_type=False)
    assert isomorphic(Graph().parse(data=out, format="json-ld"), g)


@pytest.mark.skipif(not (SAMPLE / "graph.nt").is_file(), reason="exports/ not built")
def test_every_predicate_of_the_sample_graph_has_a_term():
    terms = _terms(_ctx())
    predicates = {str(p) for p in Graph().parse(SAMPLE / "graph.nt", format="nt").predicates(unique=True)}
    assert len(predicates) > 60
    assert sorted(predicates - set(terms) - {str(RDF.type)}) == []  # rdf:type is "@type"


@pytest.mark.skipif(not (SAMPLE / "graph.jsonld").is_file(), reason="exports/ not built")
def test_the_sample_graph_compacts_to_types_terms_and_typed_values():
    ctx = _ctx()
    expanded = Graph().parse(SAMPLE / "graph.jsonld", format="json-ld")
    out = expanded.serialize(format="json-ld", context=ctx, use_rdf_type=False)
    nodes = json.loads(out)["@graph"]
    # no key is a full IRI and no typed value stays a {"@type": "xsd:..."} object
    keys = {k for n in nodes for k in n}
    assert not [k for k in keys if "://" in k] and "rdf:type" not in keys
    assert '"@type": "xsd:' not in json.dumps(nodes)
    typed = [v for n in nodes for v in n.values() if isinstance(v, dict) and "@type" in v]
    assert typed == []
    by_id = {n["@id"]: n for n in nodes}
    papers = [n for n in nodes if "Paper" in ([n["@type"]] if isinstance(n["@type"], str) else n["@type"])]
    assert len(papers) > 10
    results = []
    for p in papers:
        refs = p.get("reportsResult", [])
        for ref in [refs] if isinstance(refs, str) else refs:
            r = by_id[ref]
            assert "Result" in r["@type"] and isinstance(r.get("value", "0"), str)
            results.append(r)
    assert results and all(float(r["value"]) == float(r["value"]) for r in results if "value" in r)
    changes = [r for r in results if "isChange" in r]
    assert changes and {r["isChange"] for r in changes} <= {"true", "false"}
    ev = next(n for n in nodes if "sentence" in n)
    assert isinstance(ev["sentence"], str) and ev["predicate"].startswith("kgo:")
    assert int(ev["startOffset"]) < int(ev["endOffset"])
    # the compacted copy is graph.ttl's graph
    assert isomorphic(Graph().parse(data=out, format="json-ld"), Graph().parse(SAMPLE / "graph.ttl", format="turtle"))


@pytest.mark.skipif(not (SAMPLE / "graph.jsonld").is_file(), reason="exports/ not built")
def test_a_second_processor_reads_the_compacted_sample_back_to_graph_nt():
    """pyoxigraph's JSON-LD parser (independent of rdflib) expands the compacted document with
    the shipped context to exactly the triples of graph.nt: the context is valid JSON-LD and its
    coercions give back every datatype."""
    import pyoxigraph as ox

    compact = Graph().parse(SAMPLE / "graph.jsonld", format="json-ld").serialize(
        format="json-ld", context=_ctx(), use_rdf_type=False)
    quads = ox.parse(compact.encode("utf-8"), format=ox.RdfFormat.JSON_LD)
    nt = ox.serialize([ox.Triple(q.subject, q.predicate, q.object) for q in quads], format=ox.RdfFormat.N_TRIPLES)
    lines = {ln for ln in nt.decode("utf-8").splitlines() if ln}
    assert lines == {ln for ln in (SAMPLE / "graph.nt").read_text(encoding="utf-8").splitlines() if ln}
