"""Input defects of the fourth user trial (2026-12-01), each reproduced with an input written
for the test: a BibTeX field without its comma swallowing the next field, and files of a
format PaperKG does not read (a .ttl, a Markdown file, --format bib on JSON Lines)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg.read import InputError, ReadReport, dedupe, read

_ABS = "We propose {0}, a network for image classification, and evaluate {0} on CIFAR-10."


def _read(*paths: Path, fmt: str | None = None) -> tuple[list, ReadReport]:
    report = ReadReport()
    return list(dedupe(read(list(paths), fmt=fmt, report=report), report)), report


# ------------------------------------------------------------------ BibTeX: a missing comma

_MISSING_COMMA = """@inproceedings{first,
  title = {Paper Zero},
  abstract = {%s It has a = {b} inside, and x = 3
   on the next line.},
  year = {2024},
}

@inproceedings{one,
  title = {Paper One},
  booktitle = {Some Workshop},
  eprint = {2401.00001}
  archivePrefix = {arXiv},
  year = 2024
  month = jan,
  abstract = {%s},
}
""" % (_ABS.format("ZeroNet"), _ABS.format("OneNet"))


def test_a_field_without_its_comma_is_split_with_a_warning(tmp_path: Path) -> None:
    """``eprint = {2401.00001}`` + newline + ``archivePrefix = {arXiv}``: the id was
    '{2401.00001}\\n  archivePrefix = {arXiv}', silently."""
    f = tmp_path / "refs.bib"
    f.write_text(_MISSING_COMMA, encoding="utf-8")
    papers, report = _read(f)
    by_title = {p.title: p for p in papers}
    one = by_title["Paper One"]
    assert (one.id, one.year) == ("2401.00001", 2024)
    # the abstract holding "a = {b}" and "x = 3" after a line break is no missing comma
    assert by_title["Paper Zero"].abstract.endswith("It has a = {b} inside, and x = 3\n   on the next line.")
    assert [(w.source, w.message) for w in report.warnings] == [
        (f"{f}:11", "BibTeX field 'eprint' runs into the field after it (a missing comma?); "
                    "read as eprint = '2401.00001', archiveprefix = 'arXiv'"),
        (f"{f}:13", "BibTeX field 'year' runs into the field after it (a missing comma?); "
                    "read as year = '2024', month = 'jan'"),
    ]


def test_a_title_that_swallowed_the_abstract_gives_both_back(tmp_path: Path) -> None:
    f = tmp_path / "t.bib"
    f.write_text("@article{k,\n  title = {A Title}\n  abstract = {%s}\n}\n" % _ABS.format("TNet"),
                 encoding="utf-8")
    [paper], report = _read(f)
    assert (paper.title, paper.abstract) == ("A Title", _ABS.format("TNet"))
    assert [w.source for w in report.warnings] == [f"{f}:2"]


def test_a_swallowing_id_that_cannot_be_split_is_dropped_not_taken(tmp_path: Path) -> None:
    """``doi = {10.1/x}`` + newline + ``note = {a} and {b}``: no single value follows 'note ='."""
    f = tmp_path / "d.bib"
    f.write_text("@article{k,\n  title = {T},\n  doi = {10.1/x}\n  note = {a} and {b},\n"
                 "  abstract = {%s}\n}\n" % _ABS.format("DNet"), encoding="utf-8")
    [paper], report = _read(f)
    assert paper.id.startswith("h-") and paper.doi is None
    [w] = report.warnings
    assert w.source == f"{f}:3"
    assert w.message.startswith("BibTeX field 'doi' seems to run into the field after it "
                                "(a missing comma?) and cannot be split; ignored")


def test_an_id_with_a_line_break_or_a_brace_is_never_taken_silently(tmp_path: Path) -> None:
    f = tmp_path / "ids.jsonl"
    f.write_text(json.dumps({"id": "a1\nb", "abstract": _ABS.format("ANet")}) + "\n"
                 + json.dumps({"doi": "{10.1/y}", "abstract": _ABS.format("BNet")}) + "\n",
                 encoding="utf-8")
    papers, report = _read(f)
    assert all(p.id.startswith("h-") for p in papers) and len(papers) == 2
    assert [(w.source, w.message) for w in report.warnings] == [
        (f"{f}:1", 'id "a1\\nb" holds a line break, which no id does; ignored'),
        (f"{f}:2", 'DOI "{10.1/y}" holds a brace, which no DOI does; ignored'),
    ]


# ------------------------------------------------------------------ unsupported formats

def test_an_unknown_extension_is_refused_by_name(tmp_path: Path) -> None:
    ttl = tmp_path / "g.log"  # a .ttl is named as a graph file since session 34 (test_robust34)
    ttl.write_text('@prefix ex: <http://example.org/> .\nex:a ex:b "%s" .\n' % _ABS.format("X"),
                   encoding="utf-8")
    md = tmp_path / "notes.md"
    md.write_text("# Notes\n\n%s\n" % _ABS.format("MNet"), encoding="utf-8")
    for f, ext in ((ttl, "'.log'"), (md, "'.md'")):
        with pytest.raises(InputError, match=f"unsupported file type {ext}: no records of a format "
                                             "PaperKG reads found .*--format F reads it as F"):
            _read(f)
    # --format says how to read it
    [paper], _ = _read(md, fmt="venue")
    assert paper.abstract == _ABS.format("MNet")


def test_records_under_an_unknown_extension_are_still_read(tmp_path: Path) -> None:
    f = tmp_path / "export.data"
    f.write_text(json.dumps({"id": "a", "abstract": _ABS.format("ANet")}) + "\n", encoding="utf-8")
    b = tmp_path / "refs.biblatex"
    b.write_text("@article{k, title={T}, abstract={%s}}\n" % _ABS.format("BNet"), encoding="utf-8")
    papers, _ = _read(f, b)
    assert [p.id for p in papers][:1] == ["a"] and len(papers) == 2


def test_format_bib_on_json_lines_says_what_the_file_holds(tmp_path: Path) -> None:
    f = tmp_path / "p.jsonl"
    f.write_text(json.dumps({"id": "a", "abstract": _ABS.format("ANet")}) + "\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"no BibTeX entry \('@type\{key, \.\.\.\}'\) found; it looks "
                                         r"like JSON Lines: --format jsonl"):
        _read(f, fmt="bib")


def test_the_cli_names_the_unsupported_file(tmp_path: Path, capsys) -> None:
    from kg.cli import main

    ttl = tmp_path / "g.log"
    ttl.write_text("@prefix ex: <http://example.org/> .\n", encoding="utf-8")
    assert main(["build", str(ttl), "--out", str(tmp_path / "out"), "--quiet", "--no-html"]) == 2
    err = capsys.readouterr().err
    assert f"kg: error: {ttl}: unsupported file type '.log'" in err and "no papers to build" not in err
