"""Session 60: graph.trig names each paper graph by its full IRI (no ``paper:ID\\/graph``, the
escaped form pyoxigraph wrote while the ``paper:`` prefix was declared); rdflib and pyoxigraph
both read it, and it holds graph.nq's quads. The abstracts are written for these tests."""
from __future__ import annotations

import json
from pathlib import Path

import pyoxigraph as ox
import pytest
from rdflib import Dataset, Graph, URIRef

from kg.named_graphs import GRAPH_SUFFIX, trig_prefixes
from kg.ontology import DEFAULT_BASE_IRI

_RECORDS = [
    {"id": "tg1", "title": "Reed kernels for sparse regression",
     "abstract": "We propose ReedKernel, a kernel method for sparse regression. ReedKernel is evaluated on "
                 "the UCI Housing benchmark, where it reaches an RMSE of 2.7."},
    {"id": "tg2", "title": "Moss graphs for molecules",
     "abstract": "We propose MossGNN, a graph neural network for molecular property prediction, and evaluate it "
                 "on QM9, where it lowers the mean absolute error by 9%."},
]


@pytest.fixture(scope="module")
def out(tmp_path_factory) -> Path:
    from kg.pipeline import build

    tmp = tmp_path_factory.mktemp("trig60")
    src = tmp / "papers.jsonl"
    src.write_text("".join(json.dumps(r) + "\n" for r in _RECORDS), encoding="utf-8")
    build([str(src)], out_dir=tmp / "out", html=False, named_graphs=True)
    return tmp / "out"


def _ox_quads(path: Path, fmt) -> set:
    """The quads of a dataset file as pyoxigraph reads them: N-Triples forms, and the graph's
    IRI (or "DEFAULT")."""
    return {(str(q.subject), str(q.predicate), str(q.object),
             q.graph_name.value if isinstance(q.graph_name, ox.NamedNode) else "DEFAULT")
            for q in ox.parse(path=str(path), format=fmt)}


def _rdflib_quads(path: Path, fmt: str) -> set:
    """The quads of a dataset file as rdflib reads them (rdflib terms; the graph as a str)."""
    ds = Dataset()
    ds.parse(path, format=fmt)
    return {(s, p, o, str(g)) for s, p, o, g in ds.quads((None, None, None, None))}


def test_graph_names_are_full_iris_and_nothing_is_escaped(out):
    text = (out / "graph.trig").read_text(encoding="utf-8")
    assert "\\/" not in text
    for r in _RECORDS:
        assert f"<{DEFAULT_BASE_IRI}paper/{r['id']}{GRAPH_SUFFIX}> {{" in text
    prefixes = {line.split()[1] for line in text.splitlines() if line.startswith("@prefix")}
    assert "paper:" not in prefixes and "res:" not in prefixes
    assert {"method:", "kgo:", "prov:"} <= prefixes  # the other prefixes stay


def test_pyoxigraph_reads_the_same_quads_from_trig_and_nquads(out):
    trig = _ox_quads(out / "graph.trig", ox.RdfFormat.TRIG)
    assert trig == _ox_quads(out / "graph.nq", ox.RdfFormat.N_QUADS)
    graphs = {g for *_, g in trig if g != "DEFAULT"}
    assert graphs == {f"{DEFAULT_BASE_IRI}paper/{r['id']}{GRAPH_SUFFIX}" for r in _RECORDS}


def test_rdflib_reads_trig_with_the_same_named_graphs_and_union_as_from_nquads(out):
    trig = _rdflib_quads(out / "graph.trig", "trig")
    assert trig == _rdflib_quads(out / "graph.nq", "nquads")
    named = {g for *_, g in trig if g != "urn:x-rdflib:default"}
    assert named == {f"{DEFAULT_BASE_IRI}paper/{r['id']}{GRAPH_SUFFIX}" for r in _RECORDS}
    union = {(s, p, o) for s, p, o, _g in trig}
    # graph.ttl is that union without the paper graphs' descriptions (in the default graph)
    ttl = set(Graph().parse(out / "graph.ttl", format="turtle"))
    assert ttl <= union
    assert {str(s) for s, _p, _o in union - ttl} == named


def test_trig_prefixes_leaves_out_only_the_namespaces_above_a_graph_iri():
    base = "https://example.org/kg#"
    prefixes = {"res": base, "paper": base + "paper/", "method": base + "method/",
                "kgo": "https://w3id.org/paperkg/ontology#"}
    graphs = [ox.NamedNode(base + "paper/a%2Fb" + GRAPH_SUFFIX), base + "paper/c" + GRAPH_SUFFIX]
    assert trig_prefixes(prefixes, graphs) == {"method": base + "method/", "kgo": "https://w3id.org/paperkg/ontology#"}
    assert trig_prefixes(prefixes, []) == prefixes
