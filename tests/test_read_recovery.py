"""Recovery from damaged input in kg.read: a CSV row with an unbalanced quote, a JSON array
cut off between records, gzip data without a .gz name, LaTeX accents over dotless i/j in
BibTeX (fresh-user trial, round 5)."""
from __future__ import annotations

import gzip
import io
import json
import sys
from pathlib import Path

import pytest

from kg.clean import clean
from kg.read import ReadReport, read

HEADER = "id,title,abstract\n"
R1 = "r1,T1,We propose AlphaNet for image classification on ImageNet.\n"
R4 = "r4,T4,We propose DeltaNet for speech recognition.\n"


def _read(path: Path) -> tuple[list, ReadReport]:
    report = ReadReport()
    return list(read([path], report=report)), report


# --------------------------------------------------------------------------- CSV


def test_a_quoted_row_after_an_unbalanced_quote_is_kept(tmp_path: Path) -> None:
    """The trial's repro: row r2 opens a quote it never closes; the quote runs into r3,
    which is a complete row on its own (with a quoted field of its own)."""
    f = tmp_path / "s.csv"
    f.write_text(HEADER + R1
                 + 'r2,"T2 broken,We propose BetaNet for detection on COCO.\n'
                 + 'r3,T3,"We propose GammaNet, a model for translation on WMT14."\n'
                 + R4, encoding="utf-8")
    papers, report = _read(f)
    assert [(p.id, p.source) for p in papers] == [("r1", f"{f}:2"), ("r3", f"{f}:4"), ("r4", f"{f}:5")]
    assert papers[1].abstract == "We propose GammaNet, a model for translation on WMT14."
    assert [s.source for s in report.skipped] == [f"{f}:3"]
    assert report.skipped[0].message.endswith("; row skipped")
    assert report.read == 4


def test_the_row_after_a_broken_one_may_hold_a_quoted_line_break(tmp_path: Path) -> None:
    f = tmp_path / "m.csv"
    f.write_text(HEADER
                 + 'a1,"Good title","We study sparse attention.\nIt scales, in theory, to long text."\n'
                 + 'a2,"Bad title,We propose BadNet.\n'
                 + 'a3,T3,"We propose CurvNet,\nwhich bends."\n'
                 + R4, encoding="utf-8")
    papers, report = _read(f)
    assert [p.id for p in papers] == ["a1", "a3", "r4"]
    assert papers[0].abstract == "We study sparse attention.\nIt scales, in theory, to long text."
    assert papers[1].abstract == "We propose CurvNet,\nwhich bends." and papers[1].source == f"{f}:5"
    assert [s.source for s in report.skipped] == [f"{f}:4"]


def test_a_stray_quote_that_closes_cleanly_loses_only_its_line(tmp_path: Path) -> None:
    """The quote opened on line 3 is closed at the end of line 4: no parse error, but the
    row that comes out has too few fields; line 4 is a row of its own."""
    f = tmp_path / "c.csv"
    f.write_text(HEADER + R1 + 'r2,"T2,We propose BetaNet.\nr3,T3,We propose GammaNet for parsing."\n' + R4,
                 encoding="utf-8")
    papers, report = _read(f)
    assert [p.id for p in papers] == ["r1", "r3", "r4"]
    assert [str(s) for s in report.skipped] == [
        f"{f}:3: a quoted field opened here runs on into line 4; row skipped"]


def test_legitimate_line_breaks_in_quoted_fields_are_not_split(tmp_path: Path) -> None:
    """A multi-line abstract whose inner lines look like rows is one field when its
    quotes balance: recovery only ever applies to a row that failed."""
    inner = "x1,x2,We also test on COCO.\n"
    f = tmp_path / "ok.csv"
    f.write_text(HEADER + f'b1,T,"We propose NetB.\n{inner}Last line."\n' + R4, encoding="utf-8")
    papers, report = _read(f)
    assert [p.id for p in papers] == ["b1", "r4"] and report.ok
    assert papers[0].abstract == f"We propose NetB.\n{inner}Last line."


def test_an_unrecoverable_span_is_named_by_its_lines(tmp_path: Path) -> None:
    """No line inside the broken span is a row of its own: the span is skipped, and the
    message names its lines."""
    f = tmp_path / "u.csv"
    f.write_text(HEADER + 'd1,"T1,We propose X.\nno commas here" trailing\n' + R4, encoding="utf-8")
    papers, report = _read(f)
    assert [p.id for p in papers] == ["r4"]
    assert [s.source for s in report.skipped] == [f"{f}:2"]
    assert "lines 2-3 skipped as one row" in report.skipped[0].message


def test_tsv_recovers_the_same_way(tmp_path: Path) -> None:
    """Plain TSV has no quoting, so the stray quote of line 2 costs nothing: the row is
    read as text (title '"Broken'), with a warning naming the line and the open quote."""
    f = tmp_path / "s.tsv"
    f.write_text("id\ttitle\tabstract\n"
                 't1\t"Broken\tWe propose OneNet.\n'
                 't2\tT2\t"We propose TwoNet for retrieval."\n'
                 't3\tT3\tWe propose ThreeNet.\n', encoding="utf-8")
    papers, report = _read(f)
    assert [(p.id, p.title, p.abstract) for p in papers] == [
        ("t1", '"Broken', "We propose OneNet."), ("t2", "T2", "We propose TwoNet for retrieval."),
        ("t3", "T3", "We propose ThreeNet.")]
    assert not report.skipped and [w.source for w in report.warnings] == [f"{f}:2"]
    assert "field 2 opens a quote that it does not close" in report.warnings[0].message


# --------------------------------------------------------------------------- JSON


def test_a_json_array_cut_between_records_keeps_them_and_is_reported(tmp_path: Path) -> None:
    f = tmp_path / "t.json"
    f.write_text('[{"id":"j1","abstract":"We propose FooNet for node classification."},', encoding="utf-8")
    papers, report = _read(f)
    assert [p.id for p in papers] == ["j1"]
    assert [s.source for s in report.skipped] == [f"{f}:1"]
    assert "cut off" in report.skipped[0].message and "']'" in report.skipped[0].message


def test_a_json_array_cut_without_a_trailing_comma_names_the_last_line(tmp_path: Path) -> None:
    f = tmp_path / "t2.json"
    f.write_text('[\n {"id":"j1","abstract":"We propose FooNet."},\n {"id":"j2","abstract":"We propose BarNet."}\n\n',
                 encoding="utf-8")
    papers, report = _read(f)
    assert [p.id for p in papers] == ["j1", "j2"]
    assert [s.source for s in report.skipped] == [f"{f}:3"]


def test_a_complete_json_array_reports_nothing(tmp_path: Path) -> None:
    f = tmp_path / "ok.json"
    f.write_text('[{"id":"j1","abstract":"We propose FooNet."}, {"id":"j2","abstract":"We propose BarNet."}]\n',
                 encoding="utf-8")
    papers, report = _read(f)
    assert [p.id for p in papers] == ["j1", "j2"] and report.ok


# --------------------------------------------------------------------------- gzip


class _Stdin:
    """Stands for sys.stdin: ``buffer`` holds the bytes."""

    def __init__(self, data: bytes) -> None:
        self.buffer = io.BytesIO(data)


def test_gzip_on_standard_input_is_decompressed(monkeypatch) -> None:
    line = json.dumps({"id": "g1", "abstract": "We propose ZipNet for text compression."}) + "\n"
    monkeypatch.setattr(sys, "stdin", _Stdin(gzip.compress(line.encode("utf-8"), mtime=0)))
    report = ReadReport()
    papers = list(read(["-"], report=report))
    assert [(p.id, p.source) for p in papers] == [("g1", "<stdin>:1")] and report.ok


def test_gzip_data_is_recognised_without_the_gz_suffix(tmp_path: Path) -> None:
    f = tmp_path / "papers.jsonl"
    f.write_bytes(gzip.compress(b'{"id": "g2", "abstract": "We propose PackNet."}\n', mtime=0))
    papers, report = _read(f)
    assert [p.id for p in papers] == ["g2"] and report.ok


def test_binary_standard_input_is_still_refused(monkeypatch) -> None:
    from kg.read import InputError

    monkeypatch.setattr(sys, "stdin", _Stdin(b"\x00" * 64))
    with pytest.raises(InputError, match="binary file"):
        list(read(["-"]))


# --------------------------------------------------------------------------- BibTeX


def test_bibtex_accents_over_dotless_i_and_j_decode(tmp_path: Path) -> None:
    bib = (
        "@inproceedings{k1,\n"
        '  title = {A Na\\"{\\i}ve Model of G{\\"o}del Nets by Sm{\\\'\\i}th},\n'
        '  author = {Ma{\\"\\i}a Nu{\\~n}ez and Bj{\\o}rn Stra{\\ss}e and Fran\\c{c}ois Ho\\v{s}ek'
        ' and Ji\\v{\\j}i \\\'{E}mile},\n'
        '  abstract = {We propose Na\\"{\\i}veNet, a na\\"\\i ve model for image classification.},\n'
        "  booktitle = {ICML}, year = 2026\n}\n")
    f = tmp_path / "n.bib"
    f.write_text(bib, encoding="utf-8")
    (paper,) = read([f])
    assert paper.title == "A Naïve Model of Gödel Nets by Smíth"
    assert paper.authors == ("Maïa Nuñez", "Bjørn Straße", "François Hošek", "Jiǰi Émile")
    assert clean(paper.abstract).text == "We propose NaïveNet, a naïve model for image classification."


@pytest.mark.parametrize("latex, text", [
    ('\\"{\\i}', "ï"), ('{\\"\\i}', "ï"), ("{\\'\\i}", "í"), ("\\'{\\i}", "í"), ("\\`\\i{}", "ì"),
    ("\\^{\\j}", "ĵ"), ("\\v{\\j}", "ǰ"), ("\\u{\\i}", "ĭ"), ('\\"{ \\i }', "ï"),
    ('{\\"o}', "ö"), ('\\"{o}', "ö"), ("\\'{e}", "é"), ("\\c{c}", "ç"), ("\\v{s}", "š"),
    ("{\\o}", "ø"), ("{\\ss}", "ß"),
])
def test_bibtex_accent_forms(tmp_path: Path, latex: str, text: str) -> None:
    f = tmp_path / "a.bib"
    f.write_text(f"@article{{a, title = {{x{latex}x}}, abstract = {{We propose ANet.}}}}\n", encoding="utf-8")
    (paper,) = read([f])
    assert paper.title == f"x{text}x"


def test_an_out_of_range_integer_year_is_reported(tmp_path):
    p = tmp_path / "y.jsonl"
    p.write_text('{"id": "y1", "year": 99999999999999999999, "abstract": "We propose ThetaNet."}\n'
                 '{"id": "y2", "year": 2023, "abstract": "We propose IotaNet."}\n', encoding="utf-8")
    report = ReadReport()
    papers = list(read([p], report=report))
    assert [x.year for x in papers] == [None, 2023]
    assert any("not a four-digit year" in w.message and w.source.endswith("y.jsonl:1")
               for w in report.warnings)


def test_bibtex_concatenation_with_latex_commands_and_nested_braces_is_joined(tmp_path: Path) -> None:
    bib = ('@string{ab1 = "We propose LSTMX, a recurrent model"}\n'
           '@article{a1, title={A}, abstract = ab1 # " that beats LSTM by 8\\% in MSE on {nested {deep}} data."}\n')
    f = tmp_path / "c.bib"
    f.write_text(bib, encoding="utf-8")
    papers, report = _read(f)
    assert len(papers) == 1
    assert papers[0].abstract.startswith("We propose LSTMX, a recurrent model that beats LSTM by 8")
    assert "#" not in papers[0].abstract and not report.warnings


def test_an_unresolvable_bibtex_concatenation_is_kept_with_a_warning(tmp_path: Path) -> None:
    bib = ('@article{a2, title={B}, abstract = nomacro # " that beats the baseline on many tasks."}\n'
           '@article{a3, title={C}, abstract = {We use C# code and #hashtags in a normal abstract.}}\n')
    f = tmp_path / "d.bib"
    f.write_text(bib, encoding="utf-8")
    papers, report = _read(f)
    assert len(papers) == 2  # nothing valid is lost
    said = [str(w) for w in report.warnings]
    assert len(said) == 1 and "d.bib:1" in said[0] and "unknown @string macro 'nomacro'" in said[0]


def test_a_tsv_field_that_opens_with_a_quote_is_text(tmp_path: Path) -> None:
    """Plain TSV has no quoting: '"Attention" is all you need?' is a title, not a broken
    quoted field (the row was skipped with a CSV parse error)."""
    f = tmp_path / "q.tsv"
    f.write_text('id\ttitle\tabstract\n'
                 't1\t"Attention" is all you need?\tWe propose FooNet, a model that beats ResNet on ImageNet.\n'
                 't2\tPlain title\tWe propose BarNet, a "simple" model for segmentation on ADE20K.\n', encoding="utf-8")
    papers, report = _read(f)
    assert [(p.id, p.title) for p in papers] == [("t1", '"Attention" is all you need?'), ("t2", "Plain title")]
    assert not report.skipped and any("q.tsv:2" in str(w) and "plain TSV" in str(w) for w in report.warnings)
