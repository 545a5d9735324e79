"""``kg changes`` keeps the build's hint on a new paper that looks like an edit of a stored one
(session 61, trial X61: the build warned "looks like an edit of stored paper X" with a ready
``--remove`` command, while ``kg changes`` listed the paper as a plain "new paper").

Abstracts written for these tests.
"""
from __future__ import annotations

import json
from pathlib import Path

from kg.changes import change_lines, change_record, edit_hints
from kg.cli import main
from kg.pipeline import build

A = ("We present a graph neural network that learns the growth rules of bacterial colonies from "
     "microscopy videos and forecasts colony shapes days ahead, beating physics-based baselines on "
     "three datasets of bacterial growth and two of yeast.")
B = ("We study reward hacking in reinforcement learning from human feedback and show that a small "
     "ensemble of reward models reduces it on dialogue and summarisation tasks.")
A_EDITED = A.replace("three datasets", "four datasets")
C = "We design a compiler pass that fuses attention kernels on GPUs and halves inference latency."


def _dump(tmp_path: Path, name: str, *abstracts: str) -> str:
    f = tmp_path / name
    f.write_text("ICML 2026\n\n" + "\n\n".join(abstracts) + "\n", encoding="utf-8")
    return str(f)


def _changes(store: Path, capsys, *args: str) -> str:
    capsys.readouterr()
    assert main(["changes", "--store", str(store), *args]) == 0
    return capsys.readouterr().out


def test_kg_changes_names_the_probable_edit_in_text_and_json(tmp_path: Path, capsys) -> None:
    store = tmp_path / "st"
    build([_dump(tmp_path, "v1.txt", A, B)], out_dir=None, store=store)
    _, summary = build([_dump(tmp_path, "v2.txt", A_EDITED, C)], out_dir=None, store=store)
    warned = [w for w in summary.warnings if "looks like an edit of stored paper" in w]
    assert len(warned) == 1
    record = summary.store_change
    edits = record["papers"]["edits"]
    new_ids = [pid for pid, _title in record["papers"]["new"]]
    assert len(edits) == 1 and edits[0][0] in new_ids and 0.8 <= edits[0][2] < 1.0
    old = edits[0][1]
    assert old.startswith("h-") and old not in new_ids

    text = _changes(store, capsys)
    lines = [line for line in text.splitlines() if "new paper" in line]
    assert len(lines) == 2  # the edit and the unrelated new paper
    hinted = [line for line in lines if "looks like an edit" in line]
    assert len(hinted) == 1
    assert f"looks like an edit of stored paper '{old[:10]}" in hinted[0]
    assert f"run `kg build --store {store} --remove {old}`" in hinted[0]

    found = json.loads(_changes(store, capsys, "--json"))
    gen = found["generation"]
    assert found["changes"][gen]["papers"]["edits"] == edits


def test_a_record_without_edits_has_no_edits_key_and_no_hint() -> None:
    record = change_record({}, {}, [], {"new": [("p1", "Title")], "updated": [], "removed": []})
    assert "edits" not in record["papers"]
    assert edit_hints(record) == {}
    assert change_lines(record) == ["new paper 'p1': Title"]


def test_change_lines_without_a_store_path_writes_store_placeholder() -> None:
    record = change_record({}, {}, [], {"new": [("h-new", None)], "updated": [], "removed": [],
                                        "edits": [("h-new", "h-old", 0.9)]})
    assert record["papers"]["edits"] == [["h-new", "h-old", 0.9]]
    assert change_lines(record) == [
        "new paper 'h-new': (no title) (looks like an edit of stored paper 'h-old', similarity 0.90: if it "
        "replaces it, run `kg build --store STORE --remove h-old`)"]
