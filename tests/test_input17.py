"""Input defects of the session-17 user trial, each reproduced with an input written for the
test: ids and DOIs that stand for a missing value ("N/A", "null", "TBD"), a DOI column holding
text that is no DOI, and an arXiv DOI kept as the DOI it is."""
from __future__ import annotations

import csv
from pathlib import Path

import pytest

from kg.read import ReadReport, dedupe, placeholder, read

_ABS = "We propose {0}, a network for image classification, and evaluate {0} on CIFAR-10."


def _read(*paths: Path) -> tuple[list, ReadReport]:
    report = ReadReport()
    return list(dedupe(read(list(paths), report=report), report)), report


def _csv(tmp_path: Path, rows: list[tuple[str, str, str]]) -> Path:
    f = tmp_path / "sheet.csv"
    with f.open("w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["id", "doi", "abstract"])
        w.writerows(rows)
    return f


@pytest.mark.parametrize("value", ["N/A", "n/a", "n.a.", "NA", "null", "NULL", "None", "nan", "TBD",
                                   "not available", "Unknown", "-", "?", "--"])
def test_placeholder_values(value: str) -> None:
    assert placeholder(value)


@pytest.mark.parametrize("value", [None, "", "  ", "0", "42", "nano", "Nat-1", "ab12cd", "2401.00001",
                                   "10.1000/xyz", "none-of-them"])
def test_values_that_are_not_placeholders(value) -> None:
    assert not placeholder(value)


def test_placeholder_ids_do_not_merge_papers(tmp_path: Path) -> None:
    f = _csv(tmp_path, [("N/A", "", _ABS.format("AlphaNet")),
                        ("null", "", _ABS.format("BetaNet")),
                        ("N/A", "", _ABS.format("GammaNet")),
                        ("p-4", "", _ABS.format("DeltaNet"))])
    papers, report = _read(f)
    # every paper kept: the three without a real id are known by their abstracts' hashes
    assert len(papers) == 4 and report.duplicates == 0 and not report.skipped
    assert [p.id.startswith("h-") for p in papers] == [True, True, True, False]
    assert papers[3].id == "p-4"
    said = sorted(str(w) for w in report.warnings)
    assert said == [f'{f}:2: id "N/A" stands for a missing value; ignored',
                    f'{f}:3: id "null" stands for a missing value; ignored',
                    f'{f}:4: id "N/A" stands for a missing value; ignored']


def test_a_doi_column_without_a_doi(tmp_path: Path) -> None:
    f = _csv(tmp_path, [("", "TBD", _ABS.format("AlphaNet")),
                        ("", "see the paper", _ABS.format("BetaNet")),
                        ("", "https://doi.org/10.1000/ABC.1", _ABS.format("GammaNet"))])
    papers, report = _read(f)
    assert [p.doi for p in papers] == [None, None, "10.1000/abc.1"]
    assert papers[2].id == "10.1000/abc.1" and papers[0].id.startswith("h-")
    said = [str(w) for w in report.warnings]
    assert said == [f'{f}:2: DOI "TBD" stands for a missing value; ignored',
                    f"{f}:3: DOI \"see the paper\" is not a DOI (a DOI starts with '10.'); ignored"]


def test_an_arxiv_doi_stays_the_doi_and_the_id_is_the_arxiv_id(tmp_path: Path) -> None:
    f = _csv(tmp_path, [("", "doi:10.48550/arXiv.2401.00001", _ABS.format("AlphaNet"))])
    [paper], report = _read(f)
    assert paper.id == "2401.00001"  # one paper with the records that give the arXiv id
    assert paper.doi == "10.48550/arxiv.2401.00001"  # the DOI itself, for https://doi.org/
    assert not report.warnings


def test_every_unreadable_input_is_named_when_none_can_be_read(tmp_path: Path) -> None:
    from kg.pipeline import read_papers
    from kg.read import InputError

    files = [tmp_path / "a.jsonl", tmp_path / "b.bib", tmp_path / "c.csv"]
    for f in files:
        f.write_bytes(b"")
    with pytest.raises(InputError) as err:
        read_papers(files, None, ReadReport())
    a, b, c = files
    assert str(err.value) == f"{a}: empty file; also not read: {b}: empty file; {c}: empty file"
    assert err.value.source == str(a)


def test_help_texts_name_what_the_options_do(capsys) -> None:
    from kg.cli import main

    for argv, wanted in ((["serve", "--help"], ["address to listen on (default: 127.0.0.1)",
                                                 "port to listen on (default: 8000)"]),
                         (["query", "--help"], ["SPARQL 1.1 Query Results JSON", "kg queries"]),
                         (["validate", "--help"], ["default: exports/graph.ttl"]),
                         (["build", "--help"], [".tsv", ".gz"])):
        with pytest.raises(SystemExit) as done:
            main(argv)
        assert done.value.code == 0
        out = " ".join(capsys.readouterr().out.split())
        assert all(w in out for w in wanted), (argv, out)


def test_skipped_records_are_named_beside_an_unreadable_file(tmp_path: Path) -> None:
    from kg.pipeline import read_papers
    from kg.read import InputError

    noabs = tmp_path / "noabs.jsonl"
    noabs.write_text('{"id": "a", "title": "No abstract"}\n', encoding="utf-8")
    empty = tmp_path / "e.jsonl"
    empty.write_bytes(b"")
    with pytest.raises(InputError) as err:
        read_papers([noabs, empty], None, ReadReport())
    assert str(err.value) == f"{empty}: empty file; also not read: {noabs}:1: no abstract"
