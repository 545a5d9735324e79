"""Session 28, verification trial as a new user (verify4): defects found in the new paths.

1. ``kg build`` printed its notes, then its warnings, then its skipped records, each group
   sorted by file and line, so a record skipped at line 3 came after the warnings of lines 4
   to 9 (README, "Bad input": "notes, warnings and skipped records are printed in the order
   of file and line"). The three are now printed in one order of file and line
   (:attr:`kg.pipeline.BuildSummary.messages`); at one line a warning still comes before a
   skipped record.
2. A store build whose papers were all unchanged (each keeps the build that extracted it)
   dropped its ``--source`` IRIs without a word: they reached neither the graph nor
   ``store.json``. Such a build now prints a ``kg: note: --source: IRI: not recorded ...``.
"""
from __future__ import annotations

import json
from pathlib import Path

ABS_A = "We propose ReedNet, a network for speech enhancement. ReedNet lowers word error rate by 9% on VoiceBank."
ABS_B = "We introduce KiteGraph, a method for link prediction on citation graphs with message passing."
ABS_C = "Tabular anomaly detection is hard. We present OwlScore, which raises AUROC by 3 points on ODDS."


def _jsonl(tmp_path: Path, lines: list[str]) -> Path:
    p = tmp_path / "mixed.jsonl"
    p.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return p


def test_build_summary_messages_interleave_warnings_and_skipped_records_by_line(tmp_path):
    from kg.pipeline import build

    path = _jsonl(tmp_path, [
        json.dumps({"id": "v1", "abstract": ABS_A}) + " trailing words",
        '{"id": "v2", "abstract": "cut off',
        json.dumps({"id": "v3", "abstract": ABS_B}) + " 42",
        json.dumps({"id": "v4", "abstract": ABS_C}),
    ])
    _, summary = build([path], out_dir=tmp_path / "out", html=False)
    kinds_lines = [(kind, int(text[len(str(path)) + 1:].split(":")[0]))
                   for kind, text in summary.messages if text.startswith(f"{path}:")]
    assert kinds_lines == [("warning", 1), ("skipped", 2), ("warning", 3)]
    # the grouped lists are still there, each in line order
    assert [int(s[len(str(path)) + 1:].split(":")[0]) for s in summary.skipped] == [2]
    assert len(summary.warnings) == 2


def test_kg_build_prints_a_skipped_record_at_its_line(tmp_path, capsys):
    from kg.cli import main

    path = _jsonl(tmp_path, [
        json.dumps({"id": "w1", "abstract": ABS_A}) + " 7",
        '{"id": "w2", "abstract": ',
        json.dumps({"id": "w3", "abstract": ABS_B}) + " // note",
        json.dumps({"id": "w4", "abstract": ABS_C}),
    ])
    status = main(["build", str(path), "--out", str(tmp_path / "out"), "--no-html"])
    err = [line for line in capsys.readouterr().err.splitlines() if line.startswith("kg: ")]
    assert status == 1
    assert [line.split(": ")[1] for line in err] == ["warning", "skipped", "warning"]
    assert [line.split(": ")[2].rsplit(":", 1)[1] for line in err] == ["1", "2", "3"]


def test_messages_in_file_order_keeps_files_in_reading_order_and_kinds_at_one_line():
    from kg.pipeline import _messages_in_file_order
    from kg.read import Problem, ReadReport

    report = ReadReport()
    report.warnings += [Problem("b.csv:5", "w b5"), Problem("a.jsonl:2", "w a2")]
    report.skipped += [Problem("b.csv:2", "s b2"), Problem("a.jsonl:2", "s a2"), Problem("a.jsonl:1", "s a1")]
    report.notes += [Problem("b.csv", "n b")]
    assert _messages_in_file_order(report) == [
        ("note", "b.csv: n b"), ("skipped", "b.csv:2: s b2"), ("warning", "b.csv:5: w b5"),
        ("skipped", "a.jsonl:1: s a1"), ("warning", "a.jsonl:2: w a2"), ("skipped", "a.jsonl:2: s a2")]


# --- 2. a --source that no paper's build keeps is named ------------------------------------------

def test_a_store_build_of_unchanged_papers_notes_that_its_source_is_not_recorded(tmp_path, capsys):
    from kg.cli import main

    path = _jsonl(tmp_path, [json.dumps({"id": "s1", "abstract": ABS_A}), json.dumps({"id": "s2", "abstract": ABS_B})])
    store, out = tmp_path / "store", tmp_path / "out"
    assert main(["build", str(path), "--store", str(store), "--out", str(out), "--no-html",
                 "--source", "https://example.org/first"]) == 0
    capsys.readouterr()
    assert main(["build", str(path), "--store", str(store), "--out", str(out), "--no-html",
                 "--source", "https://example.org/second"]) == 0
    captured = capsys.readouterr()
    notes = [line for line in captured.err.splitlines() if line.startswith("kg: note: --source: ")]
    assert len(notes) == 1 and "https://example.org/second: not recorded" in notes[0]
    assert "nothing changed, kept gen-00000001" in captured.out
    ttl = (out / "graph.ttl").read_text(encoding="utf-8")
    assert "https://example.org/first" in ttl and "https://example.org/second" not in ttl


def test_a_store_build_with_a_new_paper_records_its_source_without_a_note(tmp_path, capsys):
    from kg.cli import main

    first = _jsonl(tmp_path, [json.dumps({"id": "n1", "abstract": ABS_A})])
    second = tmp_path / "more.jsonl"
    second.write_text(json.dumps({"id": "n2", "abstract": ABS_C}) + "\n", encoding="utf-8")
    store, out = tmp_path / "store", tmp_path / "out"
    assert main(["build", str(first), "--store", str(store), "--out", str(out), "--no-html", "--quiet"]) == 0
    assert main(["build", str(first), str(second), "--store", str(store), "--out", str(out), "--no-html",
                 "--quiet", "--source", "https://example.org/more"]) == 0
    assert "kg: note: --source" not in capsys.readouterr().err
    assert "<https://example.org/more>" in (out / "graph.ttl").read_text(encoding="utf-8")
