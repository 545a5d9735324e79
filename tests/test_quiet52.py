"""`kg build --quiet` prints only the summary (docs/CLI.md): no note or warning lines on
stderr; the summary counts them and says how to see them; skipped records (exit 3) still print."""
from __future__ import annotations

import json

from kg.cli import EXIT_PARTIAL, main, quiet_hint


def _records(path, lines):
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


_GOOD = {"id": "q1", "title": "Sparse kernels for graph matching",
         "abstract": "We propose a sparse kernel for graph matching. It is faster than dense kernels on road networks.",
         "venue": "NeurIPS", "year": 2023}


def test_quiet_hint_counts_warnings_and_notes_only():
    assert quiet_hint(["warning", "skipped", "warning", "note"]) == (
        "quiet: 2 warnings and 1 note not printed; rerun without --quiet (or with --json) to see them")
    assert quiet_hint(["note"]) == "quiet: 1 note not printed; rerun without --quiet (or with --json) to see them"
    assert quiet_hint(["skipped"]) is None
    assert quiet_hint([]) is None


def test_quiet_build_prints_no_warning_but_counts_it(tmp_path, capsys):
    # a key written twice in one JSON line is a warning (the record is kept)
    src = _records(tmp_path / "a.jsonl", [json.dumps(_GOOD)[:-1] + ', "year": 2023}'])
    assert main(["build", str(src), "--out", str(tmp_path / "loud"), "--no-html", "--jobs", "1"]) == 0
    loud = capsys.readouterr()
    shown = [line for line in loud.err.splitlines() if line.startswith(("kg: warning:", "kg: note:"))]
    assert shown, loud.err
    assert main(["build", str(src), "--out", str(tmp_path / "quiet"), "--no-html", "--jobs", "1", "--quiet"]) == 0
    quiet = capsys.readouterr()
    assert quiet.err == ""
    warnings = sum(line.startswith("kg: warning:") for line in shown)
    notes = len(shown) - warnings
    assert quiet_hint(["warning"] * warnings + ["note"] * notes) in quiet.out.splitlines()
    # --json holds the warnings itself: no hint line after the JSON object
    assert main(["build", str(src), "--out", str(tmp_path / "js"), "--no-html", "--jobs", "1", "--quiet",
                 "--json"]) == 0
    out = capsys.readouterr().out
    assert len(json.loads(out)["warnings"]) == warnings and "quiet:" not in out


def test_quiet_build_still_prints_skipped_records(tmp_path, capsys):
    src = _records(tmp_path / "b.jsonl", [json.dumps(_GOOD), "{not json"])
    assert main(["build", str(src), "--out", str(tmp_path / "o"), "--no-html", "--jobs", "1", "--quiet"]) == EXIT_PARTIAL
    err = capsys.readouterr().err
    assert "kg: skipped:" in err and "b.jsonl:2" in err
    assert "kg: warning:" not in err
