"""Store chores library staff meet every month (fresh-user trial, research-ops): removing a
paper from a store, id-less records whose abstract was edited, and ids in messages."""
import json
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
    {"id": "arXiv:2401.00001v2", "title": "GammaNet", "abstract": "We introduce GammaNet for object detection "
                                                                  "and evaluate it on COCO."},
]


def _write(path: Path, records) -> str:
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return str(path)


def _state(store: Path):
    """(generation, stored ids, {label: entity IRI}) of the store's committed graph."""
    from rdflib.namespace import SKOS

    with GraphStore.open(store, read_only=True) as st:
        g = st.to_rdflib()
        ids = sorted(d["paper"]["id"] for d in st.load_records())
        labels = {str(o): str(s) for s, o in g.subject_objects(SKOS.prefLabel)}
        return st.generation, ids, labels, len(set(g.subjects(RDF.type, KGO.Paper)))


def test_remove_drops_the_paper_and_the_entities_only_it_named(tmp_path):
    store, out = tmp_path / "store", tmp_path / "out"
    build([_write(tmp_path / "a.jsonl", _RECORDS)], out_dir=None, store=store)
    gen1, ids1, labels1, n1 = _state(store)
    assert ids1 == ["2401.00001", "p1", "p2"] and n1 == 3
    assert "BetaNet" in labels1 and "ResNet-50" in labels1
    # no paths: nothing is read, not even the bundled sample
    _, summary = build([], out_dir=out, store=store, remove=["p2"], html=False)
    gen2, ids2, labels2, n2 = _state(store)
    assert summary.store == {"new": 0, "updated": 0, "unchanged": 0, "removed": 1}
    assert "1 removed" in summary.format() and f"committed {gen2}" in summary.format()
    assert gen2 != gen1 and summary.papers == n2 == 2 and ids2 == ["2401.00001", "p1"]
    assert "BetaNet" not in labels2 and "ResNet-50" not in labels2
    for kept in ("AlphaNet", "GammaNet", "CIFAR-10", "COCO"):  # the rest keep their IRIs
        assert labels2[kept] == labels1[kept]
    ttl = (out / "graph.ttl").read_text()
    assert "AlphaNet" in ttl and "BetaNet" not in ttl


def test_remove_accepts_an_arxiv_id_as_the_source_file_writes_it(tmp_path):
    store = tmp_path / "store"
    build([_write(tmp_path / "a.jsonl", _RECORDS)], out_dir=None, store=store)
    _, summary = build([], out_dir=None, store=store, remove=["arXiv:2401.00001v2", "2401.00001"])
    assert summary.store["removed"] == 1
    assert _state(store)[1] == ["p1", "p2"]


def test_remove_with_new_inputs_removes_and_adds_in_one_generation(tmp_path):
    store = tmp_path / "store"
    build([_write(tmp_path / "a.jsonl", _RECORDS[:2])], out_dir=None, store=store)
    _, summary = build([_write(tmp_path / "b.jsonl", _RECORDS[2:])], out_dir=None, store=store, remove=["p1"])
    assert summary.store == {"new": 1, "updated": 0, "unchanged": 0, "removed": 1}
    assert _state(store)[1] == ["2401.00001", "p2"]


def test_an_unknown_id_is_an_error_naming_it_and_nothing_is_committed(tmp_path):
    store = tmp_path / "store"
    build([_write(tmp_path / "a.jsonl", _RECORDS)], out_dir=None, store=store)
    before = _state(store)
    with pytest.raises(StoreError, match=r"--remove 'nosuch': no paper of store .* has this id"):
        build([], out_dir=None, store=store, remove=["p1", "nosuch"])
    assert _state(store) == before


def test_remove_needs_a_store(tmp_path, capsys):
    from kg.cli import main

    assert main(["build", "--remove", "p1", "--out", str(tmp_path / "out")]) == 2
    assert "--remove needs --store" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_an_edited_id_less_record_is_a_new_paper_with_a_warning_naming_both(tmp_path):
    store = tmp_path / "store"
    old = {"title": "GammaNet: Fast Detection", "venue": "ICML 2024",
           "abstract": "We introduce GammaNet for object detection and evaluate it on COCO."}
    build([_write(tmp_path / "a.jsonl", [old])], out_dir=None, store=store)
    (old_id,) = _state(store)[1]
    edited = dict(old, title="GammaNet: fast detection.",
                  abstract=old["abstract"].replace("COCO", "COCO and Pascal VOC"))
    _, summary = build([_write(tmp_path / "b.jsonl", [edited])], out_dir=None, store=store)
    assert summary.store["new"] == 1 and summary.papers == 2  # the rule stays: a new paper
    (new_id,) = set(_state(store)[1]) - {old_id}
    (warning,) = [w for w in summary.warnings if "title" in w]
    assert warning.startswith(f"{tmp_path / 'b.jsonl'}:1: ")
    assert f"'{new_id}'" in warning and f"'{old_id}'" in warning
    assert "added as a new paper" in warning and f"--remove {old_id}" in warning and "ids" in warning


def test_no_title_warning_for_another_venue_or_a_record_with_an_id(tmp_path):
    store = tmp_path / "store"
    old = {"title": "GammaNet", "venue": "ICML 2024",
           "abstract": "We introduce GammaNet for object detection and evaluate it on COCO."}
    build([_write(tmp_path / "a.jsonl", [old])], out_dir=None, store=store)
    other_venue = dict(old, venue="NeurIPS 2024", abstract=old["abstract"] + " It is fast.")
    with_id = dict(old, id="g2", abstract=old["abstract"] + " It is small.")
    _, summary = build([_write(tmp_path / "b.jsonl", [other_venue, with_id])], out_dir=None, store=store)
    assert summary.store["new"] == 2
    assert not [w for w in summary.warnings if "title" in w]


def test_store_messages_shorten_long_ids(tmp_path):
    store = tmp_path / "store"
    long_id = "x" * 300
    rec = {"id": long_id, "abstract": "We propose AlphaNet for image classification on CIFAR-10."}
    build([_write(tmp_path / "a.jsonl", [rec])], out_dir=None, store=store)
    changed = dict(rec, abstract=rec["abstract"] + " It is fast.")
    _, summary = build([_write(tmp_path / "b.jsonl", [changed])], out_dir=None, store=store)
    (warning,) = [w for w in summary.warnings if "in the store with another abstract" in w]
    assert long_id not in warning and "(300 characters)" in warning


def test_eval_message_shortens_a_long_repeated_id(tmp_path):
    from kg.evaluate import evaluate_gold_files

    long_id = "y" * 300
    rec = {"id": long_id, "text": "We propose AlphaNet for image classification on CIFAR-10.",
           "method_proposed": [{"name": "AlphaNet", "aliases": ["AlphaNet"]}]}
    one, two = _write(tmp_path / "one.jsonl", [rec]), _write(tmp_path / "two.jsonl", [rec])
    report = evaluate_gold_files([Path(one), Path(two)])
    (warning,) = [w for w in report.warnings if "also in" in w]
    assert long_id not in warning and "(300 characters)" in warning


def test_worker_crash_message_shortens_a_long_id(monkeypatch):
    from concurrent.futures.process import BrokenProcessPool

    from kg.extract import pool as kpool
    from kg.records import Paper

    class BrokenAtOnce(kpool.ProcessPoolExecutor):
        def submit(self, fn, /, *args, **kwargs):
            raise BrokenProcessPool("A child process terminated abruptly")

    monkeypatch.setattr(kpool, "ProcessPoolExecutor", BrokenAtOnce)
    long_id = "z" * 300
    papers = [Paper(id=long_id if i == 0 else f"q{i}", abstract=f"We propose Net{i} for image classification.")
              for i in range(4)]
    with pytest.raises(kpool.WorkerCrashed) as info:
        list(kpool.extract_chunks(papers, jobs=2, chunk_size=2))
    assert long_id not in str(info.value) and "(300 characters)" in str(info.value)


def test_removing_a_paper_the_same_build_reads_is_an_error(tmp_path):
    """Second user trial: `kg build a.jsonl --store S --remove p1` with p1 in a.jsonl removed and
    re-added it, exit 0, and said "1 removed"."""
    store = tmp_path / "store"
    src = _write(tmp_path / "a.jsonl", _RECORDS)
    build([src], out_dir=None, store=store)
    before = _state(store)
    with pytest.raises(StoreError, match=r"--remove 'p1': the input of this build holds this paper too"):
        build([src], out_dir=None, store=store, remove=["p1"])
    assert _state(store) == before
