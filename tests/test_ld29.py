"""Session 29 (ld29): which input file each paper came from, and the format an input was read as.

1. A paper named its build (prov:wasGeneratedBy) but not its input file, so with several input
   files no query could say which file a paper came from. Each paper now prov:wasDerivedFrom the
   kgo:InputFile(s) its build read it from: its record's file and the files of the records
   dropped as duplicates of it (PROV-O derivation, not prov:hadPrimarySource: see
   ontology/paperkg.ttl). ``queries/papers-per-input-file.rq`` counts them.
2. ``--format`` was no part of an input's identity: the same file read as two formats was one
   kgo:InputFile with one kgo:recordsRead, and the build key did not change. An input now has
   kgo:readAs (the format it was read as), and its IRI and the build key depend on it.
"""
from __future__ import annotations

import json
from pathlib import Path

from rdflib import Graph, Literal, URIRef
from rdflib.namespace import PROV, RDF

from kg.graph import SPDX_FILE_NAME
from kg.ontology import KGO
from kg.pipeline import build
from kg.query import run_query
from kg.records import InputFile, build_from_dict, build_info, build_to_dict, input_key
from kg.store import GraphStore
from kg.validate import validate
from tests.factories import as_session_28_store

ROOT = Path(__file__).resolve().parents[1]
BASE = "https://w3id.org/paperkg/resource/"
DATASET = URIRef(BASE + "graph")

_A = [
    {"id": "kite-1", "title": "Wind-aware kites", "venue": "Example Symposium 2032",
     "abstract": "We propose GustNet, a recurrent model for wind forecasting on kite farms. GustNet lowers the "
                 "mean absolute error by 8% on the KiteWind benchmark."},
    {"id": "kite-2", "title": "Tether tension", "venue": "Example Symposium 2032",
     "abstract": "We study tether tension estimation with graph neural networks and report 0.91 accuracy on "
                 "three field datasets."},
]
_B = [
    # kite-2 again (the same record: a duplicate the build drops) and a paper of its own
    _A[1],
    {"id": "kite-3", "title": "Kite control", "venue": "Example Symposium 2032",
     "abstract": "We introduce LoopCtl, a controller for figure-eight kite flight trained with reinforcement "
                 "learning in simulation."},
]


def _write(path: Path, records: list) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def _files_of_papers(g: Graph) -> dict[str, list[str]]:
    """paper id -> sorted file names it prov:wasDerivedFrom."""
    out = {}
    for paper in g.subjects(RDF.type, KGO.Paper):
        names = sorted(str(g.value(f, SPDX_FILE_NAME)) for f in g.objects(paper, PROV.wasDerivedFrom))
        out[str(paper)[len(BASE + "paper/"):]] = names
    return out


def _rows(graph, name="papers-per-input-file") -> list[tuple]:
    res = run_query(name, graph)
    return [tuple(None if t is None else str(t) for t in row)[1:] for row in res.rows]


# 1. a paper names the input files it was read from -------------------------------------------

def test_each_paper_is_derived_from_the_files_that_held_its_record(tmp_path):
    a = _write(tmp_path / "a.jsonl", _A)
    b = _write(tmp_path / "sub" / "b.jsonl", _B)
    g, summary = build([str(a), str(b)], out_dir=tmp_path / "out", html=False)
    assert summary.papers == 3
    assert _files_of_papers(g) == {"kite-1": ["a.jsonl"], "kite-2": ["a.jsonl", "b.jsonl"], "kite-3": ["b.jsonl"]}
    # every file a paper names is one its build used
    for paper in g.subjects(RDF.type, KGO.Paper):
        build_node = g.value(paper, PROV.wasGeneratedBy)
        used = set(g.objects(build_node, PROV.used))
        assert set(g.objects(paper, PROV.wasDerivedFrom)) <= used
    assert validate(g).conforms
    # the shipped query: file, format, records read, papers, papers no other file held
    assert _rows(tmp_path / "out" / "graph.ttl") == [("a.jsonl", "jsonl", "2", "2", "1"),
                                                     ("b.jsonl", "jsonl", "2", "2", "1")]


def test_an_id_less_copy_of_a_record_names_its_file_too(tmp_path):
    a = _write(tmp_path / "a.jsonl", _A[:1])
    copy = tmp_path / "dump.txt"
    copy.write_text("Example Symposium 2032 Papers\n\n" + _A[0]["abstract"] + "\n", encoding="utf-8")
    g, summary = build([str(copy), str(a)], out_dir=None)
    assert summary.papers == 1
    assert _files_of_papers(g) == {"kite-1": ["a.jsonl", "dump.txt"]}
    assert sorted(_rows(g)) == [("a.jsonl", "jsonl", "1", "1", "0"), ("dump.txt", "venue", "1", "1", "0")]


def test_the_links_are_deterministic(tmp_path):
    a = _write(tmp_path / "a.jsonl", _A)
    b = _write(tmp_path / "b.jsonl", _B)
    build([str(a), str(b)], out_dir=tmp_path / "o1", html=False)
    build([str(b), str(a)], out_dir=tmp_path / "o2", html=False)  # another order: other sources, same files
    build([str(a), str(b)], out_dir=tmp_path / "o3", html=False)
    for name in ("graph.ttl", "graph.nt", "graph.jsonld"):
        assert (tmp_path / "o1" / name).read_bytes() == (tmp_path / "o3" / name).read_bytes()
    g1, g2 = Graph().parse(tmp_path / "o1" / "graph.nt"), Graph().parse(tmp_path / "o2" / "graph.nt")
    assert _files_of_papers(g1) == _files_of_papers(g2)


def test_the_sample_export_counts_its_two_venue_dumps():
    graph = ROOT / "exports" / "graph.ttl"
    # the bundled sample: two venue dumps of 19 abstracts each, 14 of them in both (24 papers)
    assert _rows(graph) == [("icml2026_abstracts_1.txt", "venue", "19", "19", "5"),
                            ("icml2026_abstracts_2.txt", "venue", "19", "19", "5")]


def test_a_store_paper_keeps_the_file_of_the_build_that_extracted_it(tmp_path):
    store = tmp_path / "store"
    a = _write(tmp_path / "a.jsonl", _A)
    build([str(a)], out_dir=None, store=store)
    changed = dict(_B[1], abstract=_B[1]["abstract"] + " LoopCtl also lands the kite.")
    b = _write(tmp_path / "b.jsonl", [_A[0], changed])  # kite-1 unchanged, kite-3 new
    g, summary = build([str(b)], out_dir=None, store=store)
    assert summary.store == {"new": 1, "updated": 0, "unchanged": 1}
    assert _files_of_papers(g) == {"kite-1": ["a.jsonl"], "kite-2": ["a.jsonl"], "kite-3": ["b.jsonl"]}
    assert validate(g).conforms
    with GraphStore.open(store, read_only=True) as st:
        records = {r["paper"]["id"]: r for r in st.load_records()}
        held = st.to_rdflib()
    key_a = input_key(InputFile("a.jsonl", _sha(a), 2, "jsonl"))
    assert records["kite-1"]["inputs"] == [key_a] and records["kite-2"]["inputs"] == [key_a]
    assert _files_of_papers(held) == _files_of_papers(g)


def test_a_store_of_session_28_links_the_papers_of_a_one_file_build(tmp_path):
    store = tmp_path / "store"
    a = _write(tmp_path / "a.jsonl", _A)
    build([str(a)], out_dir=None, store=store)
    as_session_28_store(store)  # no "inputs" in the records, inputs without their format
    b = _write(tmp_path / "b.jsonl", _B[1:])
    g, _ = build([str(b)], out_dir=None, store=store)
    assert _files_of_papers(g) == {"kite-1": ["a.jsonl"], "kite-2": ["a.jsonl"], "kite-3": ["b.jsonl"]}
    # the old build's input keeps the IRI session 28 gave it (name and checksum only)
    old = input_key(InputFile("a.jsonl", _sha(a), 2))
    assert URIRef(BASE + "graph-input-" + old) in set(g.subjects(RDF.type, KGO.InputFile))
    assert validate(g).conforms


def _sha(path: Path) -> str:
    import hashlib

    return hashlib.sha256(path.read_bytes()).hexdigest()


# 2. the format an input was read as is part of its identity ------------------------------------

def test_input_key_and_build_key_follow_the_format():
    jsonl, venue, unknown = (InputFile("p.txt", "ab" * 32, 2, "jsonl"), InputFile("p.txt", "ab" * 32, 1, "venue"),
                             InputFile("p.txt", "ab" * 32, 2))
    assert len({input_key(jsonl), input_key(venue), input_key(unknown)}) == 3
    assert input_key(jsonl) == input_key(InputFile("p.txt", "ab" * 32, 2, "jsonl"))
    assert build_info([jsonl], version="1.0").key != build_info([venue], version="1.0").key
    assert build_info([jsonl], version="1.0").key == build_info([jsonl, jsonl], version="1.0").key
    # an input of a store written before session 29 (no format) keeps its key and build key
    import hashlib

    assert input_key(unknown) == hashlib.sha256(f"p.txt\x1f{'ab' * 32}".encode()).hexdigest()[:16]
    old = hashlib.sha256("\x1f".join(["1.0", "rules", f"p.txt\x1e{'ab' * 32}", "\x1d"]).encode()).hexdigest()[:16]
    assert build_info([unknown], version="1.0").key == old
    # store.json: four fields with a format, three without, both read back
    info = build_info([jsonl, unknown], version="1.0")
    d = build_to_dict(info)
    assert d["inputs"] == [["p.txt", "ab" * 32, 2], ["p.txt", "ab" * 32, 2, "jsonl"]]
    assert build_from_dict(info.key, json.loads(json.dumps(d))).inputs == info.inputs


def test_one_file_read_as_two_formats_is_two_inputs_with_their_own_records(tmp_path):
    store = tmp_path / "store"
    p = tmp_path / "mixed.txt"  # JSON Lines in a .txt file: read as JSON Lines, or forced as a venue dump
    p.write_text("".join(json.dumps(r) + "\n" for r in _A), encoding="utf-8")
    g1, _ = build([str(p)], out_dir=None, store=store)
    g2, s2 = build([str(p)], out_dir=None, store=store, fmt="venue")
    assert s2.store["new"] == 1  # the two lines read as one abstract of a venue dump
    b1, b2 = g1.value(DATASET, PROV.wasGeneratedBy), g2.value(DATASET, PROV.wasGeneratedBy)
    assert b1 != b2  # the format is part of the build key
    inputs = {str(g2.value(f, KGO.readAs)): (str(g2.value(f, SPDX_FILE_NAME)), g2.value(f, KGO.recordsRead))
              for f in g2.subjects(RDF.type, KGO.InputFile)}
    assert inputs == {"jsonl": ("mixed.txt", Literal(2)), "venue": ("mixed.txt", Literal(1))}
    venue_file = next(f for f in g2.subjects(RDF.type, KGO.InputFile) if str(g2.value(f, KGO.readAs)) == "venue")
    # (the shipped vocabulary files it linked with too, since session 59)
    assert {u for u in g2.objects(b2, PROV.used) if "/vocabulary-" not in str(u)} == {venue_file}
    assert sorted(_rows(g2)) == [("mixed.txt", "jsonl", "2", "2", "2"), ("mixed.txt", "venue", "1", "1", "1")]
    assert validate(g2).conforms


def test_shapes_name_a_bad_format_or_a_paper_derived_from_no_input_file(tmp_path):
    g, _ = build([str(_write(tmp_path / "a.jsonl", _A[:1]))], out_dir=None)
    assert validate(g).conforms
    entity = next(iter(g.subjects(RDF.type, KGO.InputFile)))
    paper = next(iter(g.subjects(RDF.type, KGO.Paper)))
    g.set((entity, KGO.readAs, Literal("xml")))
    g.add((paper, PROV.wasDerivedFrom, URIRef("https://example.org/somewhere.jsonl")))
    report = validate(g)
    assert not report.conforms
    messages = {v.message for v in report.violations}
    assert {"an input file has at most one kgo:readAs, one of venue, jsonl, json, csv, tsv, bib, atom",
            "a paper prov:wasDerivedFrom the kgo:InputFile(s) it was read from"} <= messages
