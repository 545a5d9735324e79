"""kg.read (session 49): a CSV/TSV file whose Excel ``sep=`` line is followed by JSON (compact or
spaced) gets the same JSON hint as JSON saved as .csv without that line."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg.read import InputError, ReadReport, read

ABSTRACT = "We compress attention maps with a learned codebook. The codebook halves memory at equal accuracy."
RECORD = {"id": "c9", "title": "Codebook attention", "abstract": ABSTRACT}


@pytest.mark.parametrize("body,what,ext", [
    (json.dumps(RECORD, separators=(",", ":")), "JSON Lines (a JSON object on each line)", "jsonl"),
    (json.dumps([RECORD], separators=(",", ":")), "JSON (a JSON array or object)", "json"),
    (json.dumps(RECORD), "JSON Lines (a JSON object on each line)", "jsonl"),
])
def test_json_after_excels_sep_line_gets_the_json_hint(tmp_path: Path, body: str, what: str, ext: str) -> None:
    f = tmp_path / "export.csv"
    f.write_text("sep=;\n" + body + "\n", encoding="utf-8")
    with pytest.raises(InputError) as err:
        list(read([f], report=ReadReport()))
    assert str(err.value) == (f"{f}:2: the line after the sep= line is JSON, not a CSV header row: the file "
                              f"looks like {what}; delete its sep= line, then name it .{ext}, or give --format {ext}")


def test_json_after_a_tab_sep_line_in_tsv_says_tsv(tmp_path: Path) -> None:
    f = tmp_path / "export.tsv"
    f.write_text("sep=\t\n" + json.dumps(RECORD, separators=(",", ":")) + "\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"export\.tsv:2: the line after the sep= line is JSON, not a TSV header"):
        list(read([f], report=ReadReport()))


def test_a_real_csv_after_a_sep_line_is_still_read(tmp_path: Path) -> None:
    f = tmp_path / "export.csv"
    f.write_text(f'sep=;\nid;abstract\nc9;"{ABSTRACT}"\n', encoding="utf-8")
    assert [(p.id, p.abstract) for p in read([f], report=ReadReport())] == [("c9", ABSTRACT)]
