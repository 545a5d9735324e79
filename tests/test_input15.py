"""Input defects left from earlier user trials (session 15), each reproduced with an input
written for the test: a TSV row whose field opens with a quote next to a quoted field with a
line break, a JSON key written twice in one object, an id of thousands of characters."""
from __future__ import annotations

from pathlib import Path

from kg.read import LONG_ID, ReadReport, dedupe, read
from kg.records import short_id

ABS_A = "We propose GraphNet, a model for node classification."
ABS_B = "It improves accuracy on three benchmarks by a wide margin."
ABS_C = "We study vision transformers for semantic segmentation on ADE20K."


def _read(path: Path) -> tuple[list, ReadReport]:
    report = ReadReport()
    return list(dedupe(read([path], report=report), report)), report


# --------------------------------------------------------------------------- TSV


def test_a_tsv_row_with_a_quote_opened_title_keeps_its_multi_line_abstract(tmp_path: Path) -> None:
    """The trial's file: the title opens with a quote (no CSV quoting), the abstract is a
    quoted field with a line break. The abstract was cut at the line break, and the line
    after it was skipped as a record without abstract."""
    f = tmp_path / "q.tsv"
    f.write_text("id\ttitle\tabstract\n"
                 f'p1\t"Quoted" start\t"{ABS_A}\n{ABS_B}"\n'
                 f"p2\tPlain\t{ABS_C}\n", encoding="utf-8")
    papers, report = _read(f)
    assert [(p.id, p.title, p.abstract, p.source) for p in papers] == [
        ("p1", '"Quoted" start', f"{ABS_A}\n{ABS_B}", f"{f}:2"), ("p2", "Plain", ABS_C, f"{f}:4")]
    assert not report.skipped
    assert [w.source for w in report.warnings] == [f"{f}:2"]
    assert "quoted field with line breaks read whole (lines 2-3)" in report.warnings[0].message


def test_a_multi_line_quoted_title_before_a_quote_opened_abstract(tmp_path: Path) -> None:
    """The other order (the quoted field with the line break first) was skipped whole as a
    CSV parse error."""
    f = tmp_path / "r.tsv"
    f.write_text("id\ttitle\tabstract\n"
                 f'p1\t"Two\nlines"\t"Quoted" words open this abstract. {ABS_A}\n'
                 f"p2\tPlain\t{ABS_C}\n", encoding="utf-8")
    papers, report = _read(f)
    assert [(p.id, p.title, p.abstract) for p in papers] == [
        ("p1", "Two\nlines", f'"Quoted" words open this abstract. {ABS_A}'), ("p2", "Plain", ABS_C)]
    assert not report.skipped and [w.source for w in report.warnings] == [f"{f}:2"]


def test_an_ambiguous_tsv_row_is_named_and_loses_no_row(tmp_path: Path) -> None:
    """The quote of line 2 closes only at the end of line 3, which is a complete row on its
    own: read line by line (every row kept), and the warning names line 2 and the choice."""
    f = tmp_path / "a.tsv"
    f.write_text("id\ttitle\tabstract\n"
                 f'p1\t"Quoted" start\t"{ABS_A}\n'
                 f'p2\tPlain\t{ABS_B}"\n'
                 f"p3\tThird\t{ABS_C}\n", encoding="utf-8")
    papers, report = _read(f)
    assert [(p.id, p.abstract) for p in papers] == [("p1", f'"{ABS_A}'), ("p2", f'{ABS_B}"'), ("p3", ABS_C)]
    assert [w.source for w in report.warnings] == [f"{f}:2"]
    assert report.warnings[0].message.startswith("ambiguous TSV") and "line 3" in report.warnings[0].message


def test_a_tsv_field_that_never_closes_its_quote_is_named(tmp_path: Path) -> None:
    f = tmp_path / "o.tsv"
    f.write_text("id\ttitle\tabstract\n"
                 f'p1\t"Quoted" start\t"{ABS_A}\n'
                 f"p2\tPlain\t{ABS_C}\n", encoding="utf-8")
    papers, report = _read(f)
    assert [p.id for p in papers] == ["p1", "p2"] and not report.skipped
    assert "field 3 opens a quote that it does not close" in report.warnings[0].message


# --------------------------------------------------------------------------- JSON


def test_a_json_lines_key_written_twice_is_named_with_the_value_kept(tmp_path: Path) -> None:
    f = tmp_path / "d.jsonl"
    f.write_text(f'{{"id": "a1", "abstract": "{ABS_A}", "abstract": "{ABS_C}"}}\n'
                 f'{{"id": "a2", "abstract": "{ABS_B}", "title": "T", "title": "T"}}\n', encoding="utf-8")
    papers, report = _read(f)
    assert [(p.id, p.abstract) for p in papers] == [("a1", ABS_C), ("a2", ABS_B)]
    said = [str(w) for w in report.warnings]
    assert said == [
        f"{f}:1: key 'abstract' appears twice in one object; the last value is kept "
        '("We study vision transformers for se..."), not "We propose GraphNet, a model for no..."',
        f"{f}:2: key 'title' appears twice in one object, with the same value; read once"]


def test_a_json_array_element_and_a_nested_object_with_a_repeated_key(tmp_path: Path) -> None:
    f = tmp_path / "d.json"
    f.write_text("[\n"
                 f'  {{"id": "a1", "abstract": "{ABS_A}"}},\n'
                 f'  {{"id": "a2", "content": {{"abstract": {{"value": "{ABS_B}"}}, "abstract": {{"value": "{ABS_C}"}}}}}}\n'
                 "]\n", encoding="utf-8")
    papers, report = _read(f)
    assert [(p.id, p.abstract) for p in papers] == [("a1", ABS_A), ("a2", ABS_C)]
    assert [w.source for w in report.warnings] == [f"{f}:3"]
    assert "key 'abstract' appears twice in one object (in 'content')" in report.warnings[0].message


def test_keys_that_differ_only_in_case_are_one_field_with_a_warning(tmp_path: Path) -> None:
    f = tmp_path / "c.jsonl"
    f.write_text(f'{{"id": "a1", "Abstract": "{ABS_A}", "abstract": "{ABS_C}"}}\n', encoding="utf-8")
    papers, report = _read(f)
    assert [p.abstract for p in papers] == [ABS_C]
    assert [w.source for w in report.warnings] == [f"{f}:1"]
    assert "'Abstract', 'abstract' are one field" in report.warnings[0].message
    assert "the last, 'abstract'" in report.warnings[0].message


def test_a_wrapper_key_written_twice_is_named(tmp_path: Path) -> None:
    f = tmp_path / "w.json"
    f.write_text(f'{{"papers": [{{"id": "a1", "abstract": "{ABS_A}"}}],\n'
                 f' "papers": [{{"id": "a2", "abstract": "{ABS_C}"}}]}}\n', encoding="utf-8")
    papers, report = _read(f)
    assert [p.id for p in papers] == ["a2"]
    assert [w.source for w in report.warnings] == [f"{f}:1"]
    assert report.warnings[0].message.startswith("key 'papers' appears twice in one object; the last value is kept")


# --------------------------------------------------------------------------- long ids


def test_short_id() -> None:
    assert short_id("abc") == "'abc'"
    assert short_id("x" * 80) == repr("x" * 80)
    assert short_id("x" * 3000) == repr("x" * 60 + "...") + " (3,000 characters)"


def test_a_very_long_id_is_kept_whole_and_shortened_in_messages(tmp_path: Path) -> None:
    long_id = "id-" + "x" * 2997
    f = tmp_path / "long.jsonl"
    f.write_text(f'{{"id": "{long_id}", "abstract": "{ABS_A}"}}\n'
                 f'{{"id": "{long_id}", "abstract": "{ABS_C}"}}\n'
                 f'{{"id": "{"y" * LONG_ID}", "abstract": "{ABS_B}"}}\n', encoding="utf-8")
    papers, report = _read(f)
    # the user's id, whole (session 45, ids45: the second record, another abstract, is another
    # paper known by its abstract's hash)
    assert [p.id for p in papers] == [long_id, papers[1].id, "y" * LONG_ID] and papers[1].id.startswith("h-")
    said = [str(w) for w in report.warnings]
    assert all(long_id not in w and len(w.replace(str(f), "F")) < 250 for w in said)
    # the long ids are said once per file, after its records (tests/test_input16.py)
    assert [w.source for w in report.warnings] == [f"{f}:2", f"{f}:1"]
    assert said[1] == (f"{f}:1: 2 ids over 256 characters in this file, the first {long_id[:60] + '...'!r} "
                       "(3,000 characters), then on line 2: kept whole, each names its paper (another field in "
                       "the id column?)")
    assert said[0].startswith(f"{f}:2: id {long_id[:60] + '...'!r} (3,000 characters) is that of {f}:1, "
                              "whose abstract is another")


def test_the_multi_line_tsv_row_with_crlf_line_ends(tmp_path: Path) -> None:
    f = tmp_path / "w.tsv"
    f.write_bytes(("id\ttitle\tabstract\r\n"
                   f'p1\t"Quoted" start\t"{ABS_A}\r\n{ABS_B}"\r\n'
                   f"p2\tPlain\t{ABS_C}\r\n").encode("utf-8"))
    papers, report = _read(f)
    assert [(p.id, p.abstract) for p in papers] == [("p1", f"{ABS_A}\r\n{ABS_B}"), ("p2", ABS_C)]
    assert not report.skipped and [w.source for w in report.warnings] == [f"{f}:2"]


def test_a_bibtex_field_written_twice_keeps_the_entry_with_the_last_value(tmp_path: Path) -> None:
    """bibtexparser refuses such an entry (DuplicateFieldKeyBlock): it was skipped as 'could
    not be parsed (Exception)'. It is read now, @string macros and author names as usual."""
    f = tmp_path / "d.bib"
    f.write_text('@string{v = "ICML"}\n'
                 f"@article{{a0, title={{Zero}}, abstract={{{ABS_B}}}}}\n"
                 f"@article{{a1, title={{One}}, booktitle=v, author={{Doe, John and Smith, Jane}},\n"
                 f"  abstract={{{ABS_A}}},\n  abstract={{{ABS_C}}}}}\n", encoding="utf-8")
    papers, report = _read(f)
    assert [(p.title, p.abstract, p.source) for p in papers] == [
        ("Zero", ABS_B, f"{f}:2"), ("One", ABS_C, f"{f}:3")]
    assert (papers[1].venue, papers[1].authors) == ("ICML", ("John Doe", "Jane Smith"))
    assert not report.skipped
    assert [str(w) for w in report.warnings] == [
        f"{f}:3: BibTeX entry 'a1' has 'abstract' more than once; the last value is kept, "
        'not "{We propose GraphNet, a model for n..."']


def test_a_csv_column_named_twice_is_named_and_its_last_non_empty_value_read(tmp_path: Path) -> None:
    f = tmp_path / "d.csv"
    f.write_text(f"id,Abstract,abstract\nc1,{ABS_B},{ABS_C}\nc2,{ABS_B.replace(',', '')},\n", encoding="utf-8")
    papers, report = _read(f)
    assert [(p.id, p.abstract) for p in papers] == [("c1", ABS_C), ("c2", ABS_B)]
    assert [str(w) for w in report.warnings] == [
        f"{f}:1: column 'abstract' appears 2 times in the header (columns 2, 3); a row's last non-empty "
        "value of them is read",
        # session 46: the rows where the two columns differ are counted, the first one named
        f"{f}:1: column 'abstract' (columns 2, 3): 1 row holds different values in them (first at "
        "line 2); the last non-empty one is read, the others are ignored"]
