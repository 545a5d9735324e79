"""A compact JSON array (all on one line) that is cut off keeps every complete record and names
file, line and column of the cut (session 48): the line alone says nothing in a one-line file."""
from __future__ import annotations

import json

from kg.read import ReadReport, read

RECORDS = [{"id": f"c{i}", "title": f"Otters {i}",
            "abstract": f"We propose OtterNet{i}, a detector that counts river otters in camera-trap video of site {i}."}
           for i in range(1, 5)]


def _read(tmp_path, text, name="cut.json"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    report = ReadReport()
    return [p.id for p in read([path], report=report)], report, path


def _column(text: str, pos: int) -> int:
    return pos - text.rfind("\n", 0, pos)


def test_cut_inside_the_last_record_keeps_the_others_and_names_both_columns(tmp_path):
    text = json.dumps(RECORDS, separators=(",", ":"))
    opens = text.index('{"id":"c4"')
    cut = text.index("camera-trap", opens) + 3  # inside a word of the last abstract
    ids, report, path = _read(tmp_path, text[:cut])
    assert ids == ["c1", "c2", "c3"]
    assert [str(s) for s in report.skipped] == [
        f"{path}:1: invalid JSON: Unterminated string starting at line 1, column {text.index('We propose OtterNet4') }; "
        f"the file ends inside this record (which opens at line 1, column {opens + 1}; the last character is at "
        f"line 1, column {cut}), without the array's closing ']': cut off? The complete records before it were "
        "read; this one is lost"]


def test_a_final_line_break_is_not_read_as_a_control_character_in_the_cut_string(tmp_path):
    text = json.dumps(RECORDS)
    cut = text.index("camera-trap", text.index('"c4"')) + 3
    ids, report, _ = _read(tmp_path, text[:cut] + "\n")
    assert ids == ["c1", "c2", "c3"]
    (skip,) = report.skipped
    assert "Unterminated string" in skip.message and "control character" not in skip.message
    assert f"the last character is at line 1, column {cut}" in skip.message


def test_cut_right_after_a_complete_record_is_not_silent(tmp_path):
    # the text ends with the last record's '}': every record is whole, but the array's ']' (and
    # whatever followed) is lost, as when the file ends after "},"
    text = json.dumps(RECORDS, separators=(",", ":"))
    whole = text[:-1]
    ids, report, path = _read(tmp_path, whole)
    assert ids == ["c1", "c2", "c3", "c4"]
    assert [str(s) for s in report.skipped] == [
        f"{path}:1: JSON array is cut off after this line (no closing ']': the last character is at line 1, "
        f"column {len(whole)}); the complete records before it were read, any after them are lost"]
    ids, report, _ = _read(tmp_path, whole + ",", name="comma.json")
    assert ids == ["c1", "c2", "c3", "c4"]
    assert [s.message.split(":")[0] for s in report.skipped] == ["JSON array is cut off after this line (no closing ']'"]
    assert f"column {len(whole) + 1})" in report.skipped[0].message


def test_a_whole_compact_array_gives_no_skip(tmp_path):
    ids, report, _ = _read(tmp_path, json.dumps(RECORDS, separators=(",", ":")))
    assert ids == ["c1", "c2", "c3", "c4"] and report.skipped == []


def test_a_cut_on_a_later_line_names_that_line_and_column(tmp_path):
    # two compact lines inside one array: the cut is on line 2
    first = json.dumps(RECORDS[:2], separators=(",", ":"))[:-1]
    second = json.dumps(RECORDS[2:], separators=(",", ":"))[1:]
    text = first + ",\n" + second
    opens = text.index('{"id":"c4"')
    cut = text.index("river", opens) + 2
    ids, report, path = _read(tmp_path, text[:cut])
    assert ids == ["c1", "c2", "c3"]
    (skip,) = report.skipped
    assert skip.source == f"{path}:2"
    assert (f"which opens at line 2, column {_column(text, opens)}; the last character is at line 2, "
            f"column {_column(text, cut - 1)})") in skip.message


def test_a_cut_off_one_line_array_saved_as_json_lines_keeps_its_complete_records(tmp_path):
    # json.dump(papers, f) saved as .jsonl, the download stopped: before session 48 its one line
    # was skipped whole, and the complete records with it
    text = json.dumps(RECORDS, separators=(",", ":"))
    opens = text.index('{"id":"c4"')
    cut = text.index("camera-trap", opens) + 3
    ids, report, path = _read(tmp_path, text[:cut] + "\n", name="cut.jsonl")
    assert ids == ["c1", "c2", "c3"]
    assert [w.message.split(";")[0] for w in report.warnings] == [
        "not JSON Lines but one JSON array of records on one line (as jq -c or json.dump(papers, f) writes it)"]
    (skip,) = report.skipped
    assert skip.source == f"{path}:1"
    assert f"which opens at line 1, column {opens + 1}; the last character is at line 1, column {cut})" in skip.message


def test_a_json_lines_line_that_opens_an_array_of_no_whole_object_stays_one_skipped_line(tmp_path):
    ids, report, path = _read(tmp_path, '[{"id": "x", "abstract": "We stud\n', name="bad.jsonl")
    assert ids == [] and report.warnings == []
    assert [s.source for s in report.skipped] == [f"{path}:1"]
