"""Session 29 (lead, from robust5's user trial): ``kg build --store DIR`` without input files read
the bundled ICML 2026 sample into the user's store (24 papers to remove again one ``--remove`` at a
time). The sample is now read only without a store: a store build without PATHs reads nothing and
writes the exports from the store's papers (a re-export, e.g. into a new folder), and a store that
holds no papers yet is refused (exit 2) instead of being committed empty."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from kg.pipeline import build
from kg.store import GraphStore, StoreError

_RECORDS = [
    {"id": "q1", "title": "DeltaNet", "abstract": "We propose DeltaNet, a recurrent network for speech "
                                                  "recognition, and evaluate it on LibriSpeech."},
    {"id": "q2", "title": "EpsilonGAN", "abstract": "We introduce EpsilonGAN for image synthesis and "
                                                    "evaluate it on CelebA with the FID."},
]


def _write(path: Path, records) -> str:
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return str(path)


def _ids(store: Path) -> list[str]:
    with GraphStore.open(store, read_only=True) as st:
        return sorted(d["paper"]["id"] for d in st.load_records())


def test_a_store_build_without_paths_reads_nothing_and_exports_the_store(tmp_path):
    store, first, again = tmp_path / "store", tmp_path / "first", tmp_path / "again"
    build([_write(tmp_path / "a.jsonl", _RECORDS)], out_dir=first, store=store, html=False)
    _, summary = build([], out_dir=again, store=store, html=False)
    assert _ids(store) == ["q1", "q2"]  # the sample's 24 papers were not added
    assert summary.read == 0 and summary.papers == 2
    assert summary.store_kept and summary.generation == "gen-00000001"  # nothing changed
    assert "no input file: no record read" in summary.format()
    assert any("nothing read" in n and "bundled sample" in n for n in summary.notes)
    for name in ("graph.ttl", "graph.nt", "graph.jsonld", "entities.csv"):
        assert (again / name).read_bytes() == (first / name).read_bytes(), name


def test_a_store_without_papers_and_no_paths_is_refused(tmp_path):
    store = tmp_path / "store"
    with pytest.raises(StoreError, match="no input file given and the store holds no papers"):
        build([], out_dir=tmp_path / "out", store=store, html=False)
    assert not (tmp_path / "out").exists()


def test_the_cli_refuses_an_empty_store_without_paths_with_exit_2(tmp_path):
    run = subprocess.run([sys.executable, "-m", "kg.cli", "build", "--store", str(tmp_path / "s"),
                          "--out", str(tmp_path / "o"), "--no-html"], capture_output=True, text=True)
    assert run.returncode == 2
    assert run.stderr.startswith("kg: error: ") and "the bundled sample is read only when asked: --sample" in run.stderr
    assert "Traceback" not in run.stderr
