"""Messy library exports (session 61, a fresh-user trial of a research-ops librarian):

1. a CSV/TSV row with fewer fields than its header is never read with its values in the wrong
   columns: a warning names ``file:line``, the field counts and the empty columns; a row whose
   abstract column then holds no abstract (a shifted year) is skipped, named and counted;
2. a CSV or BibTeX file cut off inside its last record says "the file ends mid-record (cut off?)";
3. an unbalanced '{' in a BibTeX field names the field's line (and the brace's);
4. wording: an abstract of no words says so; a CSV parse error gets a plain-language hint;
5. ``kg build --missing-abstracts-ok``: exit 0 when the only skips are records without an abstract.

Every input here is written for these tests.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from kg.read import ReadReport, missing_abstract_skip, read

A1 = "We propose GraphNet for node classification on citation graphs with sparse labels."
A2 = "We propose SpeechNet for speech recognition on noisy recordings of meetings."
A3 = "We propose TreeNet for parsing sentences with a recursive structure of phrases."
A4 = "We propose VisNet for image classification on small labelled datasets."


def _read(path: Path) -> tuple[list, ReadReport]:
    report = ReadReport()
    return list(read([path], report=report)), report


def _said(problems, where: Path) -> list[str]:
    return [str(p).replace(f"{where}/", "") for p in problems]


# --- 1. rows of fewer fields than the header -------------------------------------------------

def test_a_row_missing_its_middle_field_is_skipped_not_shifted(tmp_path: Path) -> None:
    f = tmp_path / "lib.csv"
    f.write_text("id,title,abstract,year\n"
                 f"p1,Graph Nets,{A1},2023\n"
                 f"p3,{A3},2023\n", encoding="utf-8")
    papers, report = _read(f)
    assert [p.id for p in papers] == ["p1"]  # never a paper whose abstract is "2023"
    assert report.read == 2 and len(report.skipped) == 1
    assert _said(report.skipped, tmp_path) == [
        "lib.csv:3: row has 3 fields, the header 4: column 'year' empty, and the abstract column holds "
        "\"2023\", no words of text, not an abstract: a field left out moves the later values one column "
        "to the left (a ',' missing?); row skipped"]
    assert not [w for w in report.warnings if "words" in w.message]


def test_a_row_missing_only_a_trailing_optional_column_is_read_with_a_warning(tmp_path: Path) -> None:
    f = tmp_path / "lib.csv"
    f.write_text("id,title,abstract,year\n"
                 f"p2,Speech Nets,{A2}\n", encoding="utf-8")
    papers, report = _read(f)
    assert [(p.id, p.title, p.abstract, p.year) for p in papers] == [("p2", "Speech Nets", A2, None)]
    assert not report.skipped
    assert _said(report.warnings, tmp_path) == [
        "lib.csv:2: row has 3 fields, the header 4: column 'year' empty (read as a record without it)"]


def test_a_tsv_row_missing_two_trailing_columns_names_both(tmp_path: Path) -> None:
    f = tmp_path / "lib.tsv"
    f.write_text("title\tabstract\tvenue\tyear\n"
                 f"Tree Nets\t{A3}\n", encoding="utf-8")
    papers, report = _read(f)
    assert [p.abstract for p in papers] == [A3]
    assert _said(report.warnings, tmp_path) == [
        "lib.tsv:2: row has 2 fields, the header 4: columns 'venue', 'year' empty (read as a record without them)"]


def test_a_row_cut_before_its_abstract_is_skipped_naming_the_columns(tmp_path: Path) -> None:
    f = tmp_path / "lib.csv"
    f.write_text("id,title,abstract\n"
                 "p4,Vision Nets\n"
                 f"p5,Other Nets,{A4}\n", encoding="utf-8")
    papers, report = _read(f)
    assert [p.id for p in papers] == ["p5"]
    assert _said(report.skipped, tmp_path) == [
        "lib.csv:2: row has 2 fields, the header 3: column 'abstract' empty, the abstract among them (a row "
        "cut short, or fields left out?); row skipped"]


def test_a_short_row_whose_shift_leaves_a_venue_in_the_abstract_is_skipped(tmp_path: Path) -> None:
    # header id,title,abstract,venue,year; the title left out: "ICML" lands in the abstract column
    f = tmp_path / "lib.csv"
    f.write_text("id,title,abstract,venue,year\n"
                 f"p6,{A1},ICML,2023\n"
                 f"p7,Speech Nets,{A2},ICML,2023\n", encoding="utf-8")
    papers, report = _read(f)
    assert [p.id for p in papers] == ["p7"]
    assert len(report.skipped) == 1 and report.skipped[0].source.endswith("lib.csv:2")
    assert report.skipped[0].message.startswith(
        "row has 4 fields, the header 5: column 'year' empty, and the abstract column holds \"ICML\", 1 word, "
        "not an abstract")


def test_a_row_with_more_fields_says_both_counts(tmp_path: Path) -> None:
    f = tmp_path / "lib.csv"
    f.write_text("id,title,abstract\n"
                 f"p7,Nets, trees and graphs,{A1}\n"
                 f"p8,Fine,{A2}\n", encoding="utf-8")
    papers, report = _read(f)
    assert [p.id for p in papers] == ["p8"]
    assert report.skipped[0].message.startswith("row has 4 fields, the header 3 (4 fields but 3 columns: "
                                                "an unquoted ',' inside a field?)")


# --- 2. files cut off mid-record --------------------------------------------------------------

def test_a_csv_cut_inside_its_last_quoted_abstract_says_cut_off(tmp_path: Path) -> None:
    f = tmp_path / "cut.csv"
    f.write_text(f'id,title,abstract\np1,Graph Nets,"{A1}"\np2,Speech Nets,"We propose SpeechNet for sp',
                 encoding="utf-8")
    papers, report = _read(f)
    assert [p.id for p in papers] == ["p1"]
    assert _said(report.skipped, tmp_path) == [
        "cut.csv:3: CSV parse error (unexpected end of data): a '\"' opens a quoted field that is never "
        "closed; the file ends mid-record (cut off?); row skipped"]


def test_a_stray_quote_before_later_rows_is_not_called_cut_off(tmp_path: Path) -> None:
    f = tmp_path / "q.csv"
    f.write_text(f'id,title,abstract\np1,"Broken title,{A1}\np2,Fine,{A2}\np3,Also fine,{A3}\n',
                 encoding="utf-8")
    papers, report = _read(f)
    assert [p.id for p in papers] == ["p2", "p3"]
    assert len(report.skipped) == 1
    assert "cut off" not in report.skipped[0].message
    assert "a '\"' opens a quoted field that is never closed" in report.skipped[0].message


def test_a_bibtex_file_cut_inside_an_abstract_says_cut_off_and_names_the_field_line(tmp_path: Path) -> None:
    f = tmp_path / "cut.bib"
    f.write_text("@article{a1,\n  title = {Graph Nets},\n  abstract = {" + A1 + "},\n  year = {2023}\n}\n"
                 "@article{a2,\n  title = {Cut Nets},\n  abstract = {We propose CutNet for sp", encoding="utf-8")
    papers, report = _read(f)
    assert [p.abstract for p in papers] == [A1]
    assert _said(report.skipped, tmp_path) == [
        "cut.bib:6: BibTeX entry 'a2' could not be parsed: the file ends mid-record (cut off?): the value "
        "of field 'abstract' (opened at line 8) is still open where the file ends (or an unclosed '{' or "
        "'\"' in it?); skipped"]


# --- 3. an unbalanced '{' in a BibTeX field ---------------------------------------------------

def test_an_unbalanced_brace_that_runs_over_the_next_field_names_its_lines(tmp_path: Path) -> None:
    f = tmp_path / "brace.bib"
    f.write_text("@article{b1,\n  title = {Graph Nets},\n  abstract = {We propose {GraphNet for nodes.},\n"
                 "  year = {2023}\n}\n\n@article{b2,\n  abstract = {" + A3 + "}\n}\n", encoding="utf-8")
    papers, report = _read(f)
    assert [p.abstract for p in papers] == [A3]
    assert _said(report.skipped, tmp_path) == [
        "brace.bib:1: BibTeX entry 'b1' could not be parsed: the value of field 'abstract' (opened at line 3) "
        "is still open where the next entry starts at line 7: it runs over the field after it ('year') to the "
        "entry's last '}' (an unclosed '{' in it, at line 3?); skipped"]


def test_an_unbalanced_brace_in_the_last_field_names_the_field_not_the_entry_end(tmp_path: Path) -> None:
    f = tmp_path / "brace.bib"
    f.write_text("@article{b1,\n  title = {Graph Nets},\n  year = {2023},\n"
                 "  abstract = {We propose GraphNet for nodes\n  in {sparse graphs.}\n}\n\n"
                 "@article{b2,\n  abstract = {" + A3 + "}\n}\n", encoding="utf-8")
    papers, report = _read(f)
    assert len(papers) == 2 and not report.skipped
    said = [w for w in _said(report.warnings, tmp_path) if "brace" in w or "'{'" in w]
    assert said == [
        "brace.bib:1: BibTeX entry 'b1': field 'abstract' (opened at line 4) probably holds an unbalanced '{' "
        "(at line 5?): the '}' on its own line after it, meant to close the entry, closed the field, and the "
        "entry has no closing '}' (the next entry starts at line 8); read with its 3 fields: check that "
        "field's braces"]


def test_an_entry_missing_only_its_closing_brace_keeps_its_message(tmp_path: Path) -> None:
    f = tmp_path / "open.bib"
    f.write_text("@article{c1,\n  abstract = {" + A1 + "}\n\n@article{c2,\n  abstract = {" + A2 + "}\n}\n",
                 encoding="utf-8")
    papers, report = _read(f)
    assert [p.abstract for p in papers] == [A1, A2]
    assert [w for w in _said(report.warnings, tmp_path) if "closing" in w] == [
        "open.bib:1: BibTeX entry 'c1' has no closing '}' (the next entry starts at line 4 after its last "
        "field, every value closed); read with its 1 field"]


# --- 4. wording -------------------------------------------------------------------------------

def test_an_abstract_of_no_words_says_no_words_of_text(tmp_path: Path) -> None:
    f = tmp_path / "n.jsonl"
    f.write_text('{"id": "n1", "abstract": "2023"}\n', encoding="utf-8")
    papers, report = _read(f)
    assert [p.id for p in papers] == ["n1"]
    assert _said(report.warnings, tmp_path) == [
        "n.jsonl:1: abstract with no words of text ('2023'): probably not an abstract; read anyway"]


def test_a_quote_inside_a_quoted_field_gets_a_plain_hint(tmp_path: Path) -> None:
    f = tmp_path / "q.csv"
    f.write_text(f'id,title,abstract\np1,"A "quoted" word",{A1}\np2,Fine,{A2}\n', encoding="utf-8")
    papers, report = _read(f)
    assert [p.id for p in papers] == ["p2"]
    assert _said(report.skipped, tmp_path) == [
        "q.csv:2: CSV parse error (',' expected after '\"'): text follows a closing '\"': a '\"' inside a "
        "quoted field must be written twice (\"\"); row skipped"]


# --- 5. exit status for records without an abstract -------------------------------------------

@pytest.mark.parametrize("message, missing", [
    ("no abstract", True), ("empty abstract", True), ("empty abstract (only markup: \"<p></p>\")", True),
    ("abstract \"N/A\" stands for a missing abstract", True), ("BibTeX entry 'k1' has no abstract; skipped", True),
    ("no abstract (the key 'description' is not read as one; an abstract is read from abstract)", False),
    ("CSV parse error (unexpected end of data); row skipped", False),
    ("row has 3 fields, the header 4: column 'year' empty, ...; row skipped", False),
])
def test_missing_abstract_skips_are_told_from_broken_records(message: str, missing: bool) -> None:
    assert missing_abstract_skip(message) is missing


def _export(tmp_path: Path, broken: bool) -> Path:
    f = tmp_path / ("broken.csv" if broken else "lib.csv")
    rows = ["id,title,abstract,year", f"p1,Graph Nets,{A1},2023", "p2,No abstract here,,2023"]
    if broken:
        rows.append(f"p3,{A3},2023")  # the title left out: a broken record
    f.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return f


@pytest.mark.parametrize("broken, flag, status", [
    (False, False, 1),  # the default is unchanged: any skip exits 1
    (False, True, 0),   # only a record without an abstract: routine
    (True, True, 1),    # a broken record still exits 1
])
def test_missing_abstracts_ok_exits_0_only_for_records_without_an_abstract(tmp_path: Path, capsys, broken: bool,
                                                                          flag: bool, status: int) -> None:
    from kg.cli import main

    f = _export(tmp_path, broken)
    args = ["build", str(f), "--out", str(tmp_path / "out"), "--no-html", "--jobs", "1", "--quiet"]
    assert main(args + (["--missing-abstracts-ok"] if flag else [])) == status
    err = capsys.readouterr().err
    assert "kg: skipped:" in err and ":3: empty abstract" in err  # still named
