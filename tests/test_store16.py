"""Store defects of the third user trial: removing a paper a second time, a store emptied by
removals forgetting its base IRI, and the summary of a removal-only run."""
import json
import subprocess
import sys
from pathlib import Path

import pytest
from rdflib import RDF

from kg.ontology import KGO
from kg.pipeline import build
from kg.store import GraphStore, StoreError

_RECORDS = [
    {"id": "p1", "title": "AlphaNet", "abstract": "We propose AlphaNet, a convolutional network for image "
                                                  "classification, and evaluate it on CIFAR-10."},
    {"id": "p2", "title": "BetaNet", "abstract": "We propose BetaNet for semantic segmentation and evaluate it "
                                                 "on Cityscapes, using ResNet-50."},
]


def _write(path: Path, records) -> str:
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return str(path)


def _meta(store: Path) -> dict:
    with GraphStore.open(store, read_only=True) as st:
        return st.load_meta()


def test_removing_a_paper_again_says_when_it_went_and_changes_nothing(tmp_path):
    store = tmp_path / "store"
    build([_write(tmp_path / "a.jsonl", _RECORDS)], out_dir=None, store=store)
    _, first = build([], out_dir=None, store=store, remove=["p2"])
    gen = first.generation
    assert _meta(store)["removed"] == {"p2": gen}
    _, again = build([], out_dir=None, store=store, remove=["p2"])
    assert again.store == {"new": 0, "updated": 0, "unchanged": 0, "removed": 0, "already removed": 1}
    assert again.store_kept and again.generation == gen
    assert (store / "CURRENT").read_text().strip() == gen
    assert again.notes == [f"{store}: --remove 'p2': already removed from the store by {gen}; nothing to remove"]
    assert "store: 0 removed, 1 already removed (a removal only: no record read); nothing changed, kept " \
           + gen in again.format()
    # an id the store never had is still an error, and so is a mix of both (nothing changes)
    with pytest.raises(StoreError, match=r"--remove 'p9': no paper of store"):
        build([], out_dir=None, store=store, remove=["p2", "p9"])
    assert (store / "CURRENT").read_text().strip() == gen


def test_a_paper_added_again_is_no_longer_removed(tmp_path):
    store = tmp_path / "store"
    path = _write(tmp_path / "a.jsonl", _RECORDS)
    build([path], out_dir=None, store=store)
    build([], out_dir=None, store=store, remove=["p2"])
    # removing it while the same build reads it again is the clash of test_store15
    with pytest.raises(StoreError, match="would be removed and added again"):
        build([path], out_dir=None, store=store, remove=["p2"])
    build([path], out_dir=None, store=store)
    assert "removed" not in _meta(store)
    with GraphStore.open(store, read_only=True) as st:
        assert sorted(d["paper"]["id"] for d in st.load_records()) == ["p1", "p2"]


def test_a_store_emptied_by_removals_keeps_its_base_iri(tmp_path):
    store = tmp_path / "store"
    build([_write(tmp_path / "a.jsonl", _RECORDS)], out_dir=None, store=store, base_iri="https://example.org/kg")
    g, summary = build([], out_dir=None, store=store, remove=["p1", "p2"])
    assert summary.papers == 0 and len(g) == 0
    assert _meta(store)["base_iri"] == "https://example.org/kg/"
    g2, _ = build([_write(tmp_path / "b.jsonl", _RECORDS[:1])], out_dir=None, store=store)
    assert sorted(map(str, g2.subjects(RDF.type, KGO.Paper))) == ["https://example.org/kg/paper/p1"]
    with pytest.raises(StoreError, match=r"built with base IRI https://example\.org/kg/"):
        build([], out_dir=None, store=store, remove=["p1"], base_iri="https://w3id.org/paperkg/resource/")


def test_a_removal_only_summary_says_nothing_was_read(tmp_path):
    store = tmp_path / "store"
    build([_write(tmp_path / "a.jsonl", _RECORDS)], out_dir=None, store=store)
    _, summary = build([], out_dir=None, store=store, remove=["p2"])
    text = summary.format()
    assert f"store: 1 removed (a removal only: no record read); committed {summary.generation}" in text
    assert "of the 0" not in text


def test_cli_second_removal_exits_0(tmp_path):
    store = tmp_path / "store"
    build([_write(tmp_path / "a.jsonl", _RECORDS)], out_dir=None, store=store)
    build([], out_dir=None, store=store, remove=["p1"])
    run = subprocess.run([sys.executable, "-m", "kg.cli", "build", "--store", str(store), "--remove", "p1",
                          "--out", str(tmp_path / "out"), "--no-html"],
                         capture_output=True, text=True, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert "already removed from the store by gen-00000002" in run.stderr
    assert "1 already removed" in run.stdout


def test_meta_is_written_with_each_generation_and_old_stores_read_as_empty(tmp_path):
    store = tmp_path / "store"
    build([_write(tmp_path / "a.jsonl", _RECORDS)], out_dir=None, store=store)
    with GraphStore.open(store, read_only=True) as st:
        path = store / st.generation / "store.json"
    meta = json.loads(path.read_text())
    assert meta["base_iri"] == "https://w3id.org/paperkg/resource/"
    # the builds: session 28, tests/test_ld28.py; what records.jsonl holds: session 42, tests/test_store42.py;
    # what the graph's files hold: session 43, tests/test_store43.py; the change records: session 53,
    # tests/test_store53.py
    assert set(meta) == {"base_iri", "builds", "records_file", "graph_files", "layout", "changes"}
    path.unlink()  # beside records that name their build: damaged (an older version's store: test_store43.py)
    with pytest.raises(StoreError, match=r"store\.json: missing, but .*records\.jsonl:1 is a record of the layout "
                                         r"that needs it"):
        _meta(store)
    path.write_text("[1]")
    with pytest.raises(StoreError, match=r"store\.json:1: expected a JSON object"):
        _meta(store)
