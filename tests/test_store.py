"""kg.store.GraphStore: replace, records, lock, crash safety, readers during a build."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

import pytest
import rdflib
import rdflib.compare
from rdflib import BNode, Literal, URIRef
from rdflib.namespace import RDF, XSD

from kg.ontology import KGO
from kg.store import GraphStore, StoreError, StoreLockedError

EX = "https://w3id.org/paperkg/resource/"


def make_graph(n_papers: int) -> rdflib.Graph:
    g = rdflib.Graph()
    for i in range(n_papers):
        p = URIRef(f"{EX}paper/p{i}")
        g.add((p, RDF.type, KGO.Paper))
        g.add((p, KGO.year, Literal("2026", datatype=XSD.gYear)))
        g.add((p, URIRef("http://purl.org/dc/terms/title"), Literal(f"Paper «{i}»", lang="en")))
        g.add((p, KGO.value, Literal("85.4", datatype=XSD.decimal)))
    return g


def papers(store: GraphStore) -> int:
    res = store.query("SELECT (COUNT(?p) AS ?n) WHERE { ?p a <https://w3id.org/paperkg/ontology#Paper> }")
    return int(next(iter(res))[0].value)


def test_new_store_is_empty(tmp_path):
    with GraphStore.open(tmp_path / "s") as st:
        assert len(st) == 0
        assert st.load_records() == []
        assert st.generation is None
    with pytest.raises(StoreError, match="is not a PaperKG store"):
        GraphStore.open(tmp_path / "s", read_only=True)
    with pytest.raises(StoreError, match="does not exist"):
        GraphStore.open(tmp_path / "nowhere", read_only=True)


def test_store_refuses_a_file_or_a_foreign_folder(tmp_path):
    (tmp_path / "exports").mkdir()
    (tmp_path / "exports" / "graph.ttl").write_text("x")
    with pytest.raises(StoreError, match=r"not a PaperKG store and is not empty \(graph\.ttl\)"):
        GraphStore.open(tmp_path / "exports")
    assert sorted(p.name for p in (tmp_path / "exports").iterdir()) == ["graph.ttl"]
    (tmp_path / "f").write_text("x")
    for read_only in (False, True):
        with pytest.raises(StoreError, match="is a file, not a PaperKG store"):
            GraphStore.open(tmp_path / "f", read_only=read_only)
    (tmp_path / "empty").mkdir()
    with GraphStore.open(tmp_path / "empty") as st:   # an empty folder becomes a store
        assert len(st) == 0


def test_replace_graph_round_trips_terms_and_records(tmp_path):
    g = make_graph(3)
    g.add((URIRef(f"{EX}paper/p0"), KGO.evidence, BNode("ev1")))
    records = [{"id": "p0", "mentions": [{"text": "Market-1501", "start": 3}]}, {"id": "p1", "note": "naïve"}]
    with GraphStore.open(tmp_path) as st:
        gen = st.replace_graph(g, records=records)
        assert gen == "gen-00000001"
        assert len(st) == len(g)
        assert st.load_records() == records
        back = st.to_rdflib()
    assert rdflib.compare.isomorphic(back, g)
    with GraphStore.open(tmp_path, read_only=True) as ro:
        assert papers(ro) == 3
        assert ro.load_records() == records


def test_oxigraph_canonicalises_numeric_lexical_forms(tmp_path):
    """Documented limitation: Oxigraph stores xsd numerics as values ("85.40" comes back "85.4")."""
    g = rdflib.Graph()
    g.add((URIRef(f"{EX}result/r1"), KGO.value, Literal("85.40", datatype=XSD.decimal)))
    with GraphStore.open(tmp_path) as st:
        st.replace_graph(g)
        assert set(st.to_rdflib().objects()) == {Literal("85.4", datatype=XSD.decimal)}


def test_replace_again_replaces_and_keeps_records_when_not_given(tmp_path):
    with GraphStore.open(tmp_path) as st:
        st.replace_graph(make_graph(3), records=[{"id": "a"}])
        st.replace_graph(make_graph(5))
        assert papers(st) == 5
        assert st.load_records() == [{"id": "a"}]
        assert st.generation == "gen-00000002"
    gens = sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("gen-"))
    assert gens == ["gen-00000002"]  # the old generation was removed


def test_save_records_alone(tmp_path):
    with GraphStore.open(tmp_path) as st:
        st.save_records([{"id": "x"}])  # first commit: empty graph
        assert st.load_records() == [{"id": "x"}]
        st.replace_graph(make_graph(2))
        st.save_records([{"id": "x"}, {"id": "y"}])
        assert papers(st) == 2
    with GraphStore.open(tmp_path, read_only=True) as ro:
        assert [r["id"] for r in ro.load_records()] == ["x", "y"]
        with pytest.raises(StoreError, match="read-only"):
            ro.save_records([])


def test_records_must_be_json(tmp_path):
    with GraphStore.open(tmp_path) as st:
        st.replace_graph(make_graph(1), records=[{"id": "ok"}])
        with pytest.raises(TypeError, match="record 1 is not JSON-serialisable"):
            st.replace_graph(make_graph(2), records=[{"id": "a"}, {"when": object()}])
        assert papers(st) == 1 and st.load_records() == [{"id": "ok"}]


def test_damaged_records_file_names_line(tmp_path):
    with GraphStore.open(tmp_path) as st:
        st.replace_graph(make_graph(1), records=[{"id": "a"}, {"id": "b"}])
        path = tmp_path / st.generation / "records.jsonl"
    path.write_text('{"id": "a"}\n{"id": \n', encoding="utf-8")
    with GraphStore.open(tmp_path, read_only=True) as ro, pytest.raises(StoreError, match=r"records.jsonl:2:\d+: invalid JSON: expecting value; the store.s committed generation"):
        ro.load_records()


def test_second_writer_is_refused_with_pid(tmp_path):
    with GraphStore.open(tmp_path):
        with pytest.raises(StoreLockedError, match=rf"store {tmp_path} is locked by another build \(pid {os.getpid()}\)"):
            GraphStore.open(tmp_path)
    GraphStore.open(tmp_path).close()  # released on close


def test_lock_held_by_another_process(tmp_path):
    code = textwrap.dedent(
        f"""
        import sys, time
        from kg.store import GraphStore
        st = GraphStore.open({str(tmp_path)!r})
        print("locked", flush=True)
        time.sleep(30)
        """
    )
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "locked"
        with pytest.raises(StoreLockedError, match=rf"\(pid {proc.pid}\)"):
            GraphStore.open(tmp_path)
    finally:
        proc.kill()
        proc.wait()
    GraphStore.open(tmp_path).close()  # the kernel dropped the dead process's lock


def test_exception_mid_replace_keeps_previous_state(tmp_path):
    with GraphStore.open(tmp_path) as st:
        st.replace_graph(make_graph(4), records=[{"id": "old"}])

        def failing():
            for i, t in enumerate(make_graph(50)):
                if i == 60:
                    raise RuntimeError("extractor crashed")
                yield t

        with pytest.raises(RuntimeError, match="extractor crashed"):
            st.replace_graph(failing(), records=[{"id": "new"}])
        assert papers(st) == 4 and st.load_records() == [{"id": "old"}]
    assert sorted(p.name for p in tmp_path.iterdir() if "gen" in p.name) == ["gen-00000001"]
    with GraphStore.open(tmp_path, read_only=True) as ro:
        assert papers(ro) == 4


def test_kill_mid_replace_keeps_previous_state(tmp_path):
    with GraphStore.open(tmp_path) as st:
        st.replace_graph(make_graph(4), records=[{"id": "old"}])
    code = textwrap.dedent(
        f"""
        import time
        from rdflib import Literal, URIRef
        from kg.store import GraphStore
        st = GraphStore.open({str(tmp_path)!r})
        def slow():
            for i in range(10**9):
                if i == 1000:
                    print("writing", flush=True)
                    time.sleep(60)
                yield (URIRef(f"http://e/s{{i}}"), URIRef("http://e/p"), Literal(i))
        st.replace_graph(slow(), records=[{{"id": "new"}}])
        """
    )
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "writing"
        assert any(p.name.startswith(".tmp-gen-") for p in tmp_path.iterdir())
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.wait()
    with GraphStore.open(tmp_path, read_only=True) as ro:  # readers see the previous state
        assert papers(ro) == 4 and ro.load_records() == [{"id": "old"}]
    with GraphStore.open(tmp_path) as st:  # the next writer cleans the debris
        assert papers(st) == 4
        assert not any(p.name.startswith(".tmp-") for p in tmp_path.iterdir())


def test_reader_keeps_its_generation_during_a_build(tmp_path):
    with GraphStore.open(tmp_path) as st:
        st.replace_graph(make_graph(2))
        reader = GraphStore.open(tmp_path, read_only=True)
        st.replace_graph(make_graph(7))
        assert papers(reader) == 2  # snapshot of gen 1, still on disk
        assert (tmp_path / "gen-00000001").is_dir()
        assert reader.refresh() is True and papers(reader) == 7
        assert reader.refresh() is False
        reader.close()
        st.replace_graph(make_graph(9))  # now gen 1 and 2 can go
        assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("gen-")) == ["gen-00000003"]
    with GraphStore.open(tmp_path, read_only=True) as ro:
        assert papers(ro) == 9


def test_replace_from_file(tmp_path):
    ttl = tmp_path / "g.ttl"
    make_graph(6).serialize(ttl, format="turtle")
    with GraphStore.open(tmp_path / "s") as st:
        st.replace_from_file(ttl, records=[])
        assert papers(st) == 6
        bad = tmp_path / "bad.ttl"
        bad.write_text("<a> <b> .\n", encoding="utf-8")
        with pytest.raises(StoreError, match="bad.ttl"):
            st.replace_from_file(bad)
        assert papers(st) == 6
