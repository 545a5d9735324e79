"""The shipped JSON-LD context (ontology/context.jsonld) compacts graph.jsonld without changing it.

graph.jsonld is expanded JSON-LD (pyoxigraph writes no @context); the context is generated
from kg.ontology.PREFIXES (``python -m kg.ontology``), shipped in ontology/ and in the wheel.
"""
from __future__ import annotations

import json
import runpy
from pathlib import Path

import pytest
import setuptools
from rdflib import Graph
from rdflib.compare import isomorphic

from kg.ontology import CONTEXT_FILE, PREFIXES, jsonld_context, jsonld_context_text, write_jsonld_context
from kg.resources import resource_path

REPO = Path(__file__).resolve().parents[1]
SAMPLE_JSONLD = REPO / "exports" / "graph.jsonld"


def test_context_file_is_generated_from_prefixes():
    path = resource_path("ontology", CONTEXT_FILE)
    assert path == REPO / "ontology" / "context.jsonld"
    assert path.read_text(encoding="utf-8") == jsonld_context_text(), "run: python -m kg.ontology"
    ctx = json.loads(path.read_text(encoding="utf-8"))["@context"]
    assert {k: ctx[k] for k in PREFIXES} == PREFIXES  # then the resource prefixes (tests/test_jsonld16.py)
    assert ctx["kgo"] == "https://w3id.org/paperkg/ontology#"
    assert ctx["skos"] == "http://www.w3.org/2004/02/skos/core#"


def test_write_jsonld_context(tmp_path):
    out = tmp_path / "c.jsonld"
    assert write_jsonld_context(out) == str(out)
    assert json.loads(out.read_text(encoding="utf-8")) == jsonld_context()
    assert out.read_bytes().endswith(b"}\n")


def test_setup_ships_the_context(monkeypatch):
    monkeypatch.setattr(setuptools, "setup", lambda **kw: None)
    ns = runpy.run_path(str(REPO / "setup.py"))
    files = ns["shared_files"]()
    assert "ontology/context.jsonld" in files
    assert {"ontology/paperkg.ttl", "ontology/shapes.ttl", "configs/scierc.cfg"} <= set(files)


@pytest.mark.skipif(not SAMPLE_JSONLD.is_file(), reason="exports/graph.jsonld not built")
def test_compacting_the_sample_graph_keeps_every_triple():
    raw = SAMPLE_JSONLD.read_text(encoding="utf-8")
    assert '"@context"' not in raw[:200]  # pyoxigraph writes expanded JSON-LD
    ctx = json.loads(resource_path("ontology", CONTEXT_FILE).read_text(encoding="utf-8"))["@context"]
    expanded = Graph().parse(data=raw, format="json-ld")
    assert len(expanded) > 1000
    compacted = expanded.serialize(format="json-ld", context=ctx, auto_compact=True)
    doc = json.loads(compacted)
    assert doc["@context"] == ctx
    assert '"prefLabel"' in compacted and '"Paper"' in compacted  # terms (session 58)
    assert "http://www.w3.org/2004/02/skos/core#prefLabel" not in compacted
    back = Graph().parse(data=compacted, format="json-ld")
    assert len(back) == len(expanded)
    assert isomorphic(back, expanded)
    # the same triples as graph.ttl
    assert isomorphic(back, Graph().parse(REPO / "exports" / "graph.ttl", format="turtle"))
