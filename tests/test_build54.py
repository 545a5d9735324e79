"""Build robustness (session 54, a fresh user's trial): temporary files an interrupted build
left in --out are removed by the next build, a full disk is explained, and the progress bar
draws its last line once."""
from __future__ import annotations

import errno
import json

from kg.cli import main
from kg.pipeline import build


def _input(tmp_path, n=3):
    path = tmp_path / "in.jsonl"
    path.write_text("".join(json.dumps({"id": f"r{i}", "title": f"Sparse routing for tabular learners {i}",
                                        "abstract": f"We present Rout{i}, a mixture of experts for tabular "
                                                    f"classification, and evaluate it on Adult."}) + "\n"
                            for i in range(n)), encoding="utf-8")
    return path


# --------------------------------------------------------------------------- stale temporary files

def test_a_build_removes_the_temporary_files_an_interrupted_build_left(tmp_path, capsys):
    src, out = _input(tmp_path), tmp_path / "out"
    assert main(["build", str(src), "--out", str(out), "--no-html", "--jobs", "1"]) == 0
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    # what `kill -9` during the export stage leaves: mkstemp's names beside the exports
    (out / ".graph.nt.k2x9q1ab.tmp").write_bytes(b"<a> <b> <c> .\n" * 10)
    (out / ".graph.graphml.zz81mm0p.tmp").write_text("<graphml")
    # not ours: a user's file, a name of another pattern, a folder of our pattern
    (out / ".notes.tmp").write_text("mine")
    (out / "graph.nt.tmp").write_text("mine too")
    (out / ".graph.ttl.keep.tmp").mkdir()
    capsys.readouterr()
    assert main(["build", str(src), "--out", str(out), "--no-html", "--jobs", "1"]) == 0
    err = capsys.readouterr().err
    assert (f"kg: note: {out}: removed 2 temporary files an interrupted build left "
            f"(.graph.graphml.zz81mm0p.tmp, .graph.nt.k2x9q1ab.tmp)\n") in err
    left = sorted(p.name for p in out.iterdir())
    assert left == sorted([*before, ".notes.tmp", "graph.nt.tmp", ".graph.ttl.keep.tmp"])
    assert {name: (out / name).read_bytes() for name in before} == before  # the same exports
    # nothing left to remove: no note
    assert main(["build", str(src), "--out", str(out), "--no-html", "--jobs", "1"]) == 0
    assert "temporary file" not in capsys.readouterr().err


def test_the_note_names_at_most_three_files(tmp_path):
    src, out = _input(tmp_path), tmp_path / "out"
    out.mkdir()
    for name in ("graph.ttl", "graph.nt", "graph.jsonld", "papers.csv", "graph.html"):
        (out / f".{name}.abc.tmp").write_text("x")
    _, summary = build([src], out_dir=out, html=False, n_process=1)
    assert ("removed 5 temporary files an interrupted build left (.graph.html.abc.tmp, .graph.jsonld.abc.tmp, "
            ".graph.nt.abc.tmp and 2 more)") in " ".join(summary.notes)
    assert not list(out.glob(".*.tmp"))


def test_a_refused_build_removes_nothing(tmp_path, capsys):
    """Only the build holding the lock removes them: the files of a build still writing stay."""
    from kg.locks import out_lock

    src, out = _input(tmp_path), tmp_path / "out"
    out.mkdir()
    writing = out / ".graph.nt.live0001.tmp"
    writing.write_text("being written")
    held = out_lock(out)
    try:
        assert main(["build", str(src), "--out", str(out), "--no-html", "--jobs", "1"]) == 2
    finally:
        held.release()
    assert "is locked by another build" in capsys.readouterr().err
    assert writing.read_text() == "being written"
