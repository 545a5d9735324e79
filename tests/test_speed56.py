"""Session 56 speed round: the plan of which process writes which export
(:func:`kg.export.plan_writes`), and the RDF triples freed before the CSV files are made."""
import os
import sys
import weakref

import pytest
from rdflib import Graph, Literal, Namespace

import kg.export
from kg.export import EXPORTS, PAGE, plan_writes, write_exports

EX = Namespace("https://example.org/")


def _small_graph() -> Graph:
    g = Graph()
    g.bind("ex", EX)
    g.add((EX.a, EX.label, Literal("a thing")))
    g.add((EX.a, EX.link, EX.b))
    g.add((EX.b, EX.label, Literal("another", lang="en")))
    return g


def test_two_processes_split_rdf_and_csv_files_from_graphml_and_the_page():
    here, forked = plan_writes(html=True, processes=2)
    assert here == ["graph.ttl", "graph.nt", "graph.jsonld", "entities.csv", "papers.csv", "retired.csv"]
    assert forked == ["graph.graphml", "graph.html"]
    assert plan_writes(html=False, processes=2) == [here, ["graph.graphml"]]


def test_one_process_writes_everything_in_export_order_and_the_page_last():
    assert plan_writes(html=True, processes=1) == [[*EXPORTS, PAGE]]
    assert plan_writes(html=False, processes=1) == [list(EXPORTS)]
    for html in (True, False):
        for processes in (1, 2):
            names = [n for group in plan_writes(html, processes) for n in group]
            assert sorted(names) == sorted([*EXPORTS, *([PAGE] if html else [])])


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the writers fork on Linux only")
def test_write_all_writes_the_csv_files_here_and_graphml_in_the_forked_process(tmp_path, monkeypatch):
    from kg.pipeline import write_all

    where = tmp_path / "pids.txt"

    def spy(name):
        original = EXPORTS[name]

        def factory(g, triples):
            with open(where, "a", encoding="utf-8") as fh:
                fh.write(f"{name} {os.getpid()}\n")
            return original(g, triples)
        return factory

    for name in ("graph.graphml", "papers.csv", "graph.ttl"):
        monkeypatch.setitem(EXPORTS, name, spy(name))
    g = _small_graph()
    written = write_all(g, tmp_path / "out", html=False, jobs=2)
    assert [p.name for p in written] == list(EXPORTS)
    pids = dict(line.split() for line in where.read_text(encoding="utf-8").splitlines())
    assert pids["graph.ttl"] == pids["papers.csv"] == str(os.getpid())
    assert pids["graph.graphml"] != str(os.getpid())
    serial = write_all(g, tmp_path / "serial", html=False, jobs=1)
    for a, b in zip(written, serial):
        assert a.read_bytes() == b.read_bytes(), a.name


class _Triples(list):
    """A list that a weak reference can follow (the read-back triples, for the test below)."""


def test_the_read_back_triples_are_freed_before_the_csv_files_are_made(tmp_path, monkeypatch):
    read_back = kg.export.read_back_ntriples
    refs = []

    def traced(path):
        triples = _Triples(read_back(path))
        refs.append(weakref.ref(triples))
        return triples

    alive_at_csv = []
    entities = EXPORTS["entities.csv"]

    def csv_writer(g, triples):
        alive_at_csv.append((triples, refs[0]() is not None))
        return entities(g, triples)

    monkeypatch.setattr(kg.export, "read_back_ntriples", traced)
    monkeypatch.setitem(EXPORTS, "entities.csv", csv_writer)
    written = write_exports(_small_graph(), tmp_path, ["graph.ttl", "graph.nt", "graph.jsonld", "entities.csv"])
    assert [p.name for p in written] == ["graph.ttl", "graph.nt", "graph.jsonld", "entities.csv"]
    assert alive_at_csv == [(None, False)]
    assert "a thing" in (tmp_path / "graph.ttl").read_text(encoding="utf-8")
    assert (tmp_path / "entities.csv").read_text(encoding="utf-8").startswith("iri,type,label")
