"""Session 57 (a Linked-Data engineer's trial): docs/LINKED_DATA.md tells a production loader to
set SOURCE_DATE_EPOCH, explains https://schema.org/ against Wikidata's http://schema.org/, and
gives the disjointness check as a query that runs (on a small build of made-up sentences)."""
from pathlib import Path

import pyoxigraph
import pytest

DOC = Path(__file__).resolve().parents[1] / "docs" / "LINKED_DATA.md"


def _section(title: str) -> str:
    text = DOC.read_text(encoding="utf-8")
    start = text.index(title)
    end = text.find("\n## ", start + len(title))
    return text[start:end if end > 0 else len(text)]


def test_provenance_tells_a_production_loader_to_set_source_date_epoch():
    prov = _section("## Provenance")
    assert "SOURCE_DATE_EPOCH=$(date +%s) kg build" in prov
    assert "prov:startedAtTime" in prov and "dcterms:created" in prov and "byte-identical" in prov


def test_schema_org_http_and_https_are_explained_with_both_workarounds():
    sec = _section("## schema.org: https here, http in Wikidata")
    assert "https://schema.org/" in sec and "http://schema.org/" in sec
    assert "UNION" in sec and "owl:equivalentProperty" in sec and "owl:equivalentClass" in sec


def test_the_documented_disjointness_query_finds_a_node_of_two_kinds():
    from tests.test_ontology57 import TWO_CLASSES, _graph

    sec = _section("## OWL 2 DL: datatypes and disjoint classes")
    query = sec.split("```sparql")[2].split("```")[0]
    assert " ".join(query.split()) == " ".join(TWO_CLASSES.split())
    store = pyoxigraph.Store()
    g = _graph()
    store.load(g.serialize(format="nt").encode(), format=pyoxigraph.RdfFormat.N_TRIPLES)
    assert list(store.query(query)) == []
    store.update("PREFIX kgo: <https://w3id.org/paperkg/ontology#> INSERT DATA { "
                 "<https://example.org/kg57/dataset/orchardtext> a kgo:Method }")
    assert len(list(store.query(query))) == 1


def test_lpwc_section_names_what_a_query_needs():
    sec = _section("## Querying with Linked Papers With Code's vocabulary")
    for needle in ("RDFS closure", "OWL RL", "rdfs:label", "dcterms:title", "lpwcp:introducedBy", "most-used-datasets.rq"):
        assert needle in sec, needle
