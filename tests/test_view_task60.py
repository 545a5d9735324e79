"""kg view --task (session 60, trial Y): one task's papers and what they link to as a small
graph.html and GraphML for a slide. A hand-made graph for the selection, then the bundled
sample's exports/graph.ttl end to end."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from rdflib import RDF, Graph, Literal
from rdflib.namespace import SKOS

from browser.graphs import add_entity, add_link, add_paper
from kg.ontology import KGO
from kg.query import load_graph_file
from kg.subgraph import TaskNotFound, find_tasks, task_subgraph

ROOT = Path(__file__).resolve().parents[1]
GRAPH = ROOT / "exports" / "graph.ttl"


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    g = Graph()
    p1 = add_paper(g, "p1", "Tiling paper", "Abstract one.", "ICLR", 2024, title="Tiling")
    p2 = add_paper(g, "p2", "Parsing paper", "Abstract two.", "ICLR", 2024, title="Parsing")
    tiling = add_entity(g, "Task", "mosaic-tiling", "mosaic tiling", alts=("MT",))
    parsing = add_entity(g, "Task", "tree-parsing", "tree parsing")
    tilenet = add_entity(g, "Method", "tilenet", "TileNet")
    grid = add_entity(g, "Dataset", "gridset", "GridSet")
    other = add_entity(g, "Dataset", "leafbank", "LeafBank")
    add_link(g, p1, KGO.addresses, tiling, p1, "We study mosaic tiling.")
    g.add((p1, KGO.mainTask, tiling))
    add_link(g, p1, KGO.proposes, tilenet, p1, "We propose TileNet.")
    add_link(g, p1, KGO.evaluatedOn, grid, p1, "TileNet is evaluated on GridSet.")
    add_link(g, tilenet, KGO.evaluatedOn, grid, p1, "TileNet is evaluated on GridSet.")
    add_link(g, p2, KGO.addresses, parsing, p2, "We study tree parsing.")
    add_link(g, p2, KGO.evaluatedOn, other, p2, "We evaluate on LeafBank.")
    path = tmp_path_factory.mktemp("task60") / "g.ttl"
    g.serialize(path, format="turtle")
    return load_graph_file(path)


def test_find_tasks_by_label_alias_or_iri(store):
    iri = "https://w3id.org/paperkg/resource/task/mosaic-tiling"
    assert find_tasks(store, "Mosaic Tiling") == [(iri, "mosaic tiling")]
    assert find_tasks(store, "mt") == [(iri, "mosaic tiling")]
    assert find_tasks(store, iri) == [(iri, "mosaic tiling")]


def test_unknown_task_names_close_ones(store):
    with pytest.raises(TaskNotFound, match=r"no task named 'tiling' in the graph; tasks whose name contains it: "
                                           r"'mosaic tiling'"):
        find_tasks(store, "tiling")
    with pytest.raises(TaskNotFound, match="no task's name contains it either"):
        find_tasks(store, "zzz")


def test_subgraph_keeps_the_tasks_papers_only(store):
    g = task_subgraph(store, [iri for iri, _ in find_tasks(store, "mosaic tiling")])
    papers = {str(p).rsplit("/", 1)[-1] for p in g.subjects(RDF.type, KGO.Paper)}
    assert papers == {"p1"}
    labels = {str(o) for o in g.objects(None, SKOS.prefLabel)}
    assert labels == {"mosaic tiling", "TileNet", "GridSet"}
    method = next(g.subjects(SKOS.prefLabel, Literal("TileNet")))
    dataset = next(g.subjects(SKOS.prefLabel, Literal("GridSet")))
    assert (method, KGO.evaluatedOn, dataset) in g  # the method-level link its evidence attests
    assert len(set(g.subjects(RDF.type, KGO.Evidence))) == 4


def _kg(*args, cwd):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "kg", *args], capture_output=True, text=True, env=env, cwd=cwd,
                          timeout=300)


@pytest.mark.skipif(not GRAPH.is_file(), reason="no exports/graph.ttl")
def test_kg_view_task_on_the_sample(tmp_path):
    proc = _kg("view", "--task", "ReID", "--graph", str(GRAPH), cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    out = tmp_path / "view-person-re-identification"
    assert proc.stderr.startswith("kg: task person re-identification: 1 paper, ")
    page = (out / "graph.html").read_text(encoding="utf-8")
    assert "<title>Task: person re-identification</title>" in page
    gml = (out / "graph.graphml").read_text(encoding="utf-8")
    assert "Market-1501" in gml and "MSMT17" in gml
    assert "CIFAR-10" not in gml and "CIFAR-10" not in page  # another task's dataset


@pytest.mark.skipif(not GRAPH.is_file(), reason="no exports/graph.ttl")
def test_kg_view_unknown_task(tmp_path):
    proc = _kg("view", "--task", "video", "--graph", str(GRAPH), "--out", str(tmp_path / "v"), cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr.startswith("kg: error: no task named 'video' in the graph; tasks whose name contains it: ")
    assert not (tmp_path / "v").exists()
