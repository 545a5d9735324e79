"""Reader warnings from session 33's new-user trial (verify9): a title list of several strings
and an over-long title are read with a warning naming the file and line; nothing is dropped."""
from __future__ import annotations

import json

from kg.read import LONG_TITLE, ReadReport, read

ABSTRACT = ("We introduce GraphMixer, a simple model for link prediction on temporal graphs, and show that "
            "it outperforms recurrent baselines on five benchmarks while training three times faster.")


def _read(tmp_path, rec):
    path = tmp_path / "in.jsonl"
    path.write_text(json.dumps(rec) + "\n", encoding="utf-8")
    report = ReadReport()
    papers = list(read([path], report=report))
    return papers, [str(w) for w in report.warnings]


def test_a_title_list_of_two_strings_keeps_the_first_and_warns(tmp_path):
    papers, warnings = _read(tmp_path, {"id": "p1", "title": ["Temporal Graphs Made Simple", "Zeitliche Graphen"],
                                        "abstract": ABSTRACT})
    assert [p.title for p in papers] == ["Temporal Graphs Made Simple"]
    assert len(warnings) == 1 and "in.jsonl:1" in warnings[0] and "list of 2 strings" in warnings[0]


def test_a_one_string_title_list_is_read_silently(tmp_path):
    papers, warnings = _read(tmp_path, {"id": "p1", "title": ["Temporal Graphs Made Simple"], "abstract": ABSTRACT})
    assert [p.title for p in papers] == ["Temporal Graphs Made Simple"] and warnings == []


def test_an_over_long_title_is_kept_with_a_warning(tmp_path):
    title = "Graph " * (LONG_TITLE // 6 + 10)
    papers, warnings = _read(tmp_path, {"id": "p1", "title": title, "abstract": ABSTRACT})
    assert [p.title for p in papers] == [title.strip()]
    assert len(warnings) == 1 and "in.jsonl:1" in warnings[0] and "characters long" in warnings[0]


def test_a_store_that_cannot_be_written_is_refused_in_one_sentence(tmp_path, monkeypatch):
    import errno
    import os

    import pytest

    import kg.store as store_mod

    real_open = os.open

    def read_only_open(path, flags, *args):
        if str(path).endswith("/lock"):
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return real_open(path, flags, *args)

    monkeypatch.setattr(store_mod.os, "open", read_only_open)
    with pytest.raises(store_mod.StoreError) as info:
        store_mod.GraphStore.open(tmp_path / "st")
    assert str(info.value).startswith(f"store {tmp_path / 'st'}: cannot write there (Read-only file system)")


def test_a_file_name_with_a_newline_stays_on_one_message_line():
    from kg.read import Problem

    assert str(Problem("new\nline.jsonl:1", "no abstract")) == "new\\nline.jsonl:1: no abstract"
    assert str(Problem("café.jsonl:2", "no abstract")) == "café.jsonl:2: no abstract"


def test_the_build_summary_counts_merged_duplicates(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    rec = {"id": "p1", "title": "Temporal Graphs Made Simple", "abstract": ABSTRACT}
    path = tmp_path / "in.jsonl"
    path.write_text("\n".join([json.dumps(rec), json.dumps({"id": "p2", "title": "No abstract"}), json.dumps(rec)])
                    + "\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "kg.cli", "build", str(path), "--out", str(tmp_path / "out"),
                           "--no-html", "--quiet"], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parents[1])
    assert done.returncode == 1  # a record was skipped (README: Exit status)
    assert "papers: 1 in the graph (3 records read, 1 skipped, 0 warnings, 1 duplicate merged)" in done.stdout
