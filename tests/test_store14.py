"""A store build that changes nothing keeps the committed generation and touches no export
(session 14: `kg build --store` run again from cron on the same records)."""
import dataclasses
import json
import os
from pathlib import Path

import pytest

import kg.pipeline
from kg.pipeline import build
from kg.store import GraphStore

RECORDS = [
    {"id": "p1", "title": "FooNet", "abstract": "We propose FooNet for image classification on CIFAR-10. "
                                                "FooNet reaches 85.40% accuracy, 2.0 points above ResNet-50."},
    {"id": "p2", "abstract": "We propose BarNet for node classification on Cora. BarNet outperforms GCN "
                             "and GAT by 3.5% in accuracy."},
]
EXPORTS = ("graph.ttl", "graph.nt", "graph.jsonld", "graph.graphml", "entities.csv", "papers.csv", "retired.csv")


def _jsonl(path: Path, records) -> str:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return str(path)


def _generations(store: Path) -> list[str]:
    return sorted(p.name for p in store.iterdir() if p.name.startswith("gen-"))


def _state(out: Path) -> dict[str, tuple[bytes, int]]:
    """Each export's bytes and modification time (ns)."""
    return {name: ((out / name).read_bytes(), os.stat(out / name).st_mtime_ns) for name in EXPORTS}


def test_a_build_of_unchanged_records_keeps_the_generation_and_the_exports(tmp_path):
    store, out = tmp_path / "store", tmp_path / "out"
    src = _jsonl(tmp_path / "a.jsonl", RECORDS)
    _, first = build([src], out_dir=out, store=store, html=False)
    assert first.generation == "gen-00000001" and not first.store_kept
    assert "; committed gen-00000001" in first.format()
    before = _state(out)
    gen_dir_mtime = os.stat(store / "gen-00000001").st_mtime_ns
    # the same records again, in another order, from a file of the same name elsewhere (a
    # record without a venue is named after its file's name: see the test below)
    (tmp_path / "copy").mkdir()
    again_src = _jsonl(tmp_path / "copy" / "a.jsonl", list(reversed(RECORDS)))
    _, again = build([again_src], out_dir=out, store=store, html=False)
    assert again.store == {"new": 0, "updated": 0, "unchanged": 2}
    assert again.store_kept and again.generation == "gen-00000001"
    assert (store / "CURRENT").read_text().strip() == "gen-00000001"
    assert _generations(store) == ["gen-00000001"]
    assert os.stat(store / "gen-00000001").st_mtime_ns == gen_dir_mtime
    assert "; nothing changed, kept gen-00000001" in again.format()
    # no export was rewritten: same bytes, same modification time, no temporary file left
    assert _state(out) == before
    assert again.outputs == [] and [Path(p).name for p in again.outputs_kept] == list(EXPORTS)
    assert "up to date (left as they were): " in again.format() and "wrote:" not in again.format()
    assert sorted(p.name for p in out.iterdir()) == sorted(EXPORTS)
    # the stored records are those of the first build (sources included)
    with GraphStore.open(store, read_only=True) as st:
        assert [r["paper"]["source"].split(":")[0] for r in st.load_records()] == [src, src]


def test_exports_missing_or_changed_are_rewritten_with_what_the_previous_build_wrote(tmp_path):
    store, out = tmp_path / "store", tmp_path / "out"
    src = _jsonl(tmp_path / "a.jsonl", RECORDS)
    build([src], out_dir=out, store=store, html=False)
    first = _state(out)
    (out / "graph.nt").unlink()
    (out / "entities.csv").write_text("edited by hand\n", encoding="utf-8")
    _, again = build([src], out_dir=out, store=store, html=False)
    assert again.store_kept and _generations(store) == ["gen-00000001"]
    assert sorted(Path(p).name for p in again.outputs) == ["entities.csv", "graph.nt"]
    now = _state(out)
    # the previous build's exports equal what this build writes, byte for byte
    assert {n: b for n, (b, _) in now.items()} == {n: b for n, (b, _) in first.items()}
    # and the untouched ones kept their time
    assert all(now[n][1] == first[n][1] for n in EXPORTS if n not in ("graph.nt", "entities.csv"))
    # an export asked for now that the previous build did not write (graph.html) is written
    _, with_html = build([src], out_dir=out, store=store)
    assert [Path(p).name for p in with_html.outputs] == ["graph.html"] and with_html.store_kept
    # exports into a new folder are all written, the store still kept
    _, elsewhere = build([src], out_dir=tmp_path / "other", store=store, html=False)
    assert elsewhere.store_kept and len(elsewhere.outputs) == len(EXPORTS) and not elsewhere.outputs_kept
    assert (tmp_path / "other" / "graph.ttl").read_bytes() == first["graph.ttl"][0]


def test_a_new_extraction_of_an_unchanged_record_is_an_update_and_commits(tmp_path, monkeypatch):
    store = tmp_path / "store"
    src = _jsonl(tmp_path / "a.jsonl", RECORDS)
    build([src], out_dir=None, store=store)
    real = kg.pipeline.extract_all

    def new_rules(*args, **kwargs):  # a new software version: one mention fewer per paper
        return [dataclasses.replace(ex, mentions=ex.mentions[:-1]) for ex in real(*args, **kwargs)]

    monkeypatch.setattr(kg.pipeline, "extract_all", new_rules)
    # (new rules have a new fingerprint: since session 58 a store build takes the stored
    # extraction of an unchanged record that these very rules made, without extracting it)
    from kg import fingerprint

    monkeypatch.setattr(fingerprint, "rules_fingerprint", lambda *a, **k: "0123456789abcdef")
    _, s = build([src], out_dir=None, store=store)
    assert s.store == {"new": 0, "updated": 2, "unchanged": 0}
    assert not s.store_kept and s.generation == "gen-00000002"
    assert (store / "CURRENT").read_text().strip() == "gen-00000002"


def test_a_new_graph_from_unchanged_records_commits(tmp_path, monkeypatch):
    # the stages after extraction changed (resolution, linking): the records are the same,
    # the graph is not, so the build must not keep the old generation
    from rdflib import Literal, URIRef

    store = tmp_path / "store"
    src = _jsonl(tmp_path / "a.jsonl", RECORDS)
    build([src], out_dir=None, store=store)
    real = kg.pipeline.triples_from_extractions
    extra = (URIRef("https://example.org/s"), URIRef("https://example.org/p"), Literal("new"))

    def new_graph(*args, **kwargs):
        index, resolution = real(*args, **kwargs)
        return kg.pipeline.TripleIndex([*index, extra], index.namespaces()), resolution

    monkeypatch.setattr(kg.pipeline, "triples_from_extractions", new_graph)
    _, s = build([src], out_dir=None, store=store)
    assert s.store == {"new": 0, "updated": 0, "unchanged": 2}
    assert not s.store_kept and s.generation == "gen-00000002"
    with GraphStore.open(store, read_only=True) as st:
        assert st.holds_graph(st.to_rdflib()) and len(st.to_rdflib()) > 0
        assert any(t == extra for t in st.to_rdflib())


def test_holds_graph_compares_triple_sets_with_numbers_as_the_store_keeps_them(tmp_path):
    from rdflib import Literal, URIRef
    from rdflib.namespace import XSD

    s, p, q = (URIRef(f"https://example.org/{n}") for n in "spq")
    with GraphStore.open(tmp_path / "st") as st:
        assert st.holds_graph([]) and not st.holds_graph([(s, p, Literal("a"))])
        st.replace_graph([(s, p, Literal("85.40", datatype=XSD.decimal)), (s, q, Literal("a"))], records=[])
        # the store reads 85.40 back as 85.4: the same value
        assert st.holds_graph([(s, q, Literal("a")), (s, p, Literal("85.40", datatype=XSD.decimal))])
        assert st.holds_graph([(s, p, Literal("85.4", datatype=XSD.decimal)), (s, q, Literal("a"))])
        assert not st.holds_graph([(s, p, Literal("85.41", datatype=XSD.decimal)), (s, q, Literal("a"))])
        assert not st.holds_graph([(s, q, Literal("a"))])  # one fewer
        assert not st.holds_graph([(s, q, Literal("a")), (s, p, Literal("85.40", datatype=XSD.decimal)),
                                   (q, p, Literal("a"))])  # one more
        assert not st.holds_graph([(s, q, Literal("a", lang="en")), (s, p, Literal("85.4", datatype=XSD.decimal))])


def test_a_kept_generation_stays_readable_by_a_reader_that_opened_it(tmp_path):
    store = tmp_path / "store"
    src = _jsonl(tmp_path / "a.jsonl", RECORDS)
    build([src], out_dir=None, store=store)
    with GraphStore.open(store, read_only=True) as reader:
        n = len(reader)
        _, s = build([src], out_dir=None, store=store)
        assert s.store_kept
        assert not reader.refresh() and len(reader) == n and reader.generation == "gen-00000001"


@pytest.mark.parametrize("changed", ["new paper", "changed abstract"])
def test_a_build_with_a_new_or_changed_record_commits(tmp_path, changed):
    store = tmp_path / "store"
    src = _jsonl(tmp_path / "a.jsonl", RECORDS)
    build([src], out_dir=None, store=store)
    if changed == "new paper":
        rec = {"id": "p3", "abstract": "We study QuxNet for speech recognition on LibriSpeech."}
    else:
        rec = dict(RECORDS[1], abstract="We propose BarNet, a graph network, for node classification on Cora.")
    _, s = build([_jsonl(tmp_path / "b.jsonl", [rec])], out_dir=None, store=store)
    assert not s.store_kept and s.generation == "gen-00000002"
    assert s.store == ({"new": 1, "updated": 0, "unchanged": 0} if changed == "new paper"
                       else {"new": 0, "updated": 1, "unchanged": 0})


def test_venueless_records_from_a_renamed_file_change_the_graph_and_commit(tmp_path):
    # a record without a venue gets one named after its file ("unknown venue (a)"): its venue
    # moved, so the paper is updated (since session 53; before, "unchanged" while the graph moved it)
    store = tmp_path / "store"
    build([_jsonl(tmp_path / "a.jsonl", RECORDS)], out_dir=None, store=store)
    g, s = build([_jsonl(tmp_path / "b.jsonl", RECORDS)], out_dir=None, store=store)
    assert s.store == {"new": 0, "updated": 2, "unchanged": 0}
    assert not s.store_kept and s.generation == "gen-00000002"
    assert "; committed gen-00000002" in s.format() and "no record changed" not in s.format()
    assert "unknown venue (b)" in {str(o) for o in g.objects()}
    # records that name their venue: the file's name is no part of the graph
    named = [dict(r, venue="ICML 2026") for r in RECORDS]
    build([_jsonl(tmp_path / "c.jsonl", named)], out_dir=None, store=store)
    _, kept = build([_jsonl(tmp_path / "d.jsonl", named)], out_dir=None, store=store)
    assert kept.store_kept and kept.generation == "gen-00000003"
