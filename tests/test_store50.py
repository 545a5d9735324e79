"""Session 50 (fixD50, item 3): store updates of id-less dumps.

* a new id-less paper whose abstract resembles a stored paper's (Jaccard of 3-word shingles
  >= 0.8) gets a warning naming both and the --remove command;
* with --verbose, the stored papers absent from this input are named in a note;
* --remove takes a paper's label as the exports show it when it names one paper, and refuses
  an ambiguous one, listing the ids.
"""
from __future__ import annotations

import pytest

from kg.pipeline import ShingleIndex, build
from kg.store import StoreError

# abstracts written for these tests
A = ("We propose CELL, a cellular automaton model for tissue growth simulation. CELL learns local update "
     "rules from microscopy videos and predicts colony shapes days ahead, beating physics-based baselines "
     "on three datasets of bacterial growth and two of yeast.")
B = ("We study reward hacking in reinforcement learning from human feedback and show that a small ensemble "
     "of reward models reduces it on dialogue and summarisation tasks.")
A_EDITED = A.replace("three datasets", "four datasets")


def _dump(tmp_path, name, *abstracts):
    f = tmp_path / name
    f.write_text("ICML 2026\n\n" + "\n\n".join(abstracts) + "\n", encoding="utf-8")
    return str(f)


def _store(tmp_path):
    store = tmp_path / "st"
    build([_dump(tmp_path, "v1.txt", A, B)], out_dir=None, store=store)
    return store


def test_shingle_index_resemblance():
    index = ShingleIndex({"a": A, "b": B})
    pid, score = index.most_similar(A_EDITED)
    assert pid == "a" and 0.8 <= score < 1.0
    assert index.most_similar(A, exclude="a") is None  # B shares no three-word run with A
    assert index.most_similar(B) == ("b", 1.0)


def test_an_edited_abstract_warns_as_a_likely_edit(tmp_path):
    store = _store(tmp_path)
    _, summary = build([_dump(tmp_path, "v2.txt", A_EDITED)], out_dir=None, store=store)
    edits = [w for w in summary.warnings if "looks like an edit of stored paper" in w]
    assert len(edits) == 1
    assert edits[0].startswith(f"{tmp_path}/v2.txt:3: new paper 'h-")
    assert "(similarity 0.8" in edits[0] or "(similarity 0.9" in edits[0]
    assert f"kg build --store {store} --remove h-" in edits[0]


def test_an_unrelated_new_abstract_gives_no_edit_warning(tmp_path):
    store = _store(tmp_path)
    other = "We design a compiler pass that fuses attention kernels on GPUs and halves inference latency."
    _, summary = build([_dump(tmp_path, "v3.txt", other)], out_dir=None, store=store)
    assert not [w for w in summary.warnings if "looks like an edit" in w]


def test_verbose_names_stored_papers_absent_from_the_input(tmp_path):
    store = _store(tmp_path)
    _, summary = build([_dump(tmp_path, "v2.txt", B)], out_dir=None, store=store, verbose=True)
    notes = [t for k, t in summary.messages if k == "note" and "not in this input" in t]
    assert len(notes) == 1 and notes[0].startswith(f"{store}: 1 stored paper is not in this input (kept): 'h-")
    _, quiet = build([_dump(tmp_path, "v2.txt", B)], out_dir=None, store=store)
    assert not [t for k, t in quiet.messages if "not in this input" in t]


def test_remove_by_label(tmp_path):
    store = _store(tmp_path)
    _, summary = build([], out_dir=None, store=store, remove=["CELL (ICML 2026)"])
    assert summary.papers == 1


def test_remove_by_an_ambiguous_label_is_refused_naming_the_ids(tmp_path):
    store = _store(tmp_path)
    build([_dump(tmp_path, "v2.txt", A_EDITED)], out_dir=None, store=store)  # a second "CELL (ICML 2026)"
    with pytest.raises(StoreError, match=r"2 papers of store .* have this label: 'h-[0-9a-f]+', 'h-[0-9a-f]+'"):
        build([], out_dir=None, store=store, remove=["CELL (ICML 2026)"])
