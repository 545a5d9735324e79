"""The one CSV row reader of the build's control files (kg.read.read_control_rows), shared by
the curation file and the user gazetteer (session 56)."""
import csv
from pathlib import Path

import pytest

from kg.curation import CurationError
from kg.curation import read as read_curation
from kg.read import ControlRowError, read_control_rows
from kg.user_gazetteer import GazetteerError
from kg.user_gazetteer import read as read_gazetteer


class _Bad(ValueError):
    pass


def _parse(line, cells):
    if cells[0] == "bad":
        raise ControlRowError(f"bad row {cells[1]!r}")
    return (line, cells)


def _header(cells):
    return cells[0].lower() == "key"


def test_rows_header_comments_bom_and_lines(tmp_path: Path):
    f = tmp_path / "c.csv"
    f.write_bytes("\ufeffkey,value\n# a comment\n\n alpha , one \nkey,again\n".encode("utf-8"))
    data, rows, warnings = read_control_rows(f, "test", _Bad, _parse, _header)
    assert data.startswith(b"\xef\xbb\xbf")
    # the BOM is gone, cells are stripped, a header-like row after the first is a row
    assert rows == [(4, ["alpha", "one"]), (5, ["key", "again"])]
    assert warnings == []


def test_every_bad_row_named_with_file_and_line(tmp_path: Path):
    f = tmp_path / "c.csv"
    f.write_text("ok,1\nbad,x\nok,2\nbad,y\n", encoding="utf-8")
    with pytest.raises(_Bad) as err:
        read_control_rows(f, "test", _Bad, _parse, _header)
    message = str(err.value)
    assert message.startswith(f"{f}:2: bad row 'x'")
    assert f"{f}:4: bad row 'y'" in message and message.endswith("; nothing was built")


def test_csv_error_named_at_its_line(tmp_path: Path):
    f = tmp_path / "c.csv"
    # a field over the csv module's limit is its own error (the limit is process-wide, and
    # kg.read raises it for inputs: set low here, then put back)
    f.write_text("ok,1\nok,2\nok," + "x" * 200 + "\n", encoding="utf-8")
    before = csv.field_size_limit(100)
    try:
        with pytest.raises(_Bad) as err:
            read_control_rows(f, "test", _Bad, _parse, _header)
    finally:
        csv.field_size_limit(before)
    assert str(err.value).startswith(f"{f}:3: field larger than field limit")


def test_empty_and_header_only_warnings(tmp_path: Path):
    f = tmp_path / "c.csv"
    f.write_text("", encoding="utf-8")
    assert read_control_rows(f, "test", _Bad, _parse, _header, row_kind="thing", effect="no effect")[2] == \
        [(str(f), "the test file is empty: no effect")]
    f.write_text("key,value\n# only this\n", encoding="utf-8")
    assert read_control_rows(f, "test", _Bad, _parse, _header, row_kind="thing", effect="no effect")[2] == \
        [(str(f), "the test file holds no thing row, only a header, comments or blank lines: no effect")]


def test_clean_applies_to_every_cell(tmp_path: Path):
    f = tmp_path / "c.csv"
    f.write_text("a   b,  c\td \n", encoding="utf-8")
    rows = read_control_rows(f, "test", _Bad, _parse, _header, clean=lambda c: " ".join(c.split()))[1]
    assert rows == [(1, ["a b", "c d"])]


def test_curation_and_gazetteer_keep_their_messages(tmp_path: Path):
    cur = tmp_path / "cur.csv"
    cur.write_text("action,target,value\nlabel,method/x,New X\nrename,a,b\n", encoding="utf-8")
    with pytest.raises(CurationError, match=rf"^{cur}:3: unknown action 'rename'"):
        read_curation(cur)
    cur.write_text("action,target,value\n", encoding="utf-8")
    assert read_curation(cur).read_warnings == [
        (str(cur), "the curation file holds no correction row, only a header, comments or blank lines: "
                   "it changes nothing")]
    gaz = tmp_path / "gaz.csv"
    gaz.write_text("name,type,iri\nQuillNet,Method,https://example.org/q,Quill  Net\nZed,Robot\n",
                   encoding="utf-8")
    with pytest.raises(GazetteerError, match=rf"^{gaz}:3: 'Robot' for 'Zed'"):
        read_gazetteer(gaz)
    gaz.write_text("name,type,iri\nQuillNet,Method,https://example.org/q,Quill  Net\n", encoding="utf-8")
    g = read_gazetteer(gaz)
    assert [(e.line, e.name, e.type, e.iri, e.aliases) for e in g.entries] == [
        (2, "QuillNet", "Method", "https://example.org/q", ("Quill Net",))]
