"""kg.read: a DOI given as a record's id is also the paper's DOI (its schema:sameAs link), and
arXiv links come only from identifiers arXiv can have issued, also from addresses as browsers
show them (a closing slash, a query, the export mirror, the HTML page)."""
from __future__ import annotations

import json

import pytest

from kg.read import ReadReport, read

ABSTRACT = ("We study how sparse gating changes the training of mixture models on tabular data. "
            "Our method improves accuracy on three benchmarks.")


def _papers(tmp_path, records):
    p = tmp_path / "in.jsonl"
    p.write_text("\n".join(json.dumps({"abstract": f"{ABSTRACT} Record {i}.", **r}) for i, r in enumerate(records)) + "\n",
                 encoding="utf-8")
    report = ReadReport()
    return list(read(p, report=report)), report


@pytest.mark.parametrize("rid, doi", [("10.1000/plain", "10.1000/plain"),
                                      ("https://doi.org/10.1000/Addr", "10.1000/addr"),
                                      ("doi:10.1000/pre", "10.1000/pre")])
def test_a_doi_as_the_record_id_is_the_papers_doi(tmp_path, rid, doi):
    (paper,), report = _papers(tmp_path, [{"id": rid}])
    assert paper.doi == doi
    assert not report.warnings
    (as_field,), _ = _papers(tmp_path, [{"id": "x", "doi": rid}])
    assert as_field.doi == paper.doi  # as the DOI field reads it


def test_a_doi_field_wins_over_a_doi_id(tmp_path):
    (paper,), _ = _papers(tmp_path, [{"id": "10.1000/a", "doi": "10.1000/b"}])
    assert paper.doi == "10.1000/b"


def test_an_id_that_is_no_doi_gives_no_doi(tmp_path):
    (paper,), _ = _papers(tmp_path, [{"id": "paper-17"}])
    assert paper.doi is None


@pytest.mark.parametrize("url, arxiv", [("https://arxiv.org/abs/2401.00003/", "2401.00003"),
                                        ("https://www.arxiv.org/abs/2401.00004v2?context=cs", "2401.00004"),
                                        ("https://arxiv.org/html/2401.00006v1", "2401.00006"),
                                        ("http://export.arxiv.org/abs/2401.00008", "2401.00008"),
                                        ("https://arxiv.org/abs/2401.00009#refs", "2401.00009")])
def test_arxiv_addresses_as_browsers_show_them(tmp_path, url, arxiv):
    (paper,), _ = _papers(tmp_path, [{"id": "p1", "url": url}])
    assert paper.arxiv == arxiv


@pytest.mark.parametrize("value", ["2413.00001", "2400.00001", "1501.1234", "2401.0001", "2401.00014v0",
                                   "hep-th/9913001"])
def test_values_outside_the_arxiv_scheme_get_no_link(tmp_path, value):
    (paper,), _ = _papers(tmp_path, [{"id": "p1", "arxiv_id": value}])
    assert paper.arxiv is None


@pytest.mark.parametrize("value, arxiv", [("1412.6980", "1412.6980"), ("2401.00014v1", "2401.00014"),
                                          ("hep-th/9901001", "hep-th/9901001"), ("arXiv:0704.0001", "0704.0001")])
def test_values_in_the_arxiv_scheme_get_their_link(tmp_path, value, arxiv):
    (paper,), _ = _papers(tmp_path, [{"id": "p1", "arxiv_id": value}])
    assert paper.arxiv == arxiv


def test_bibtex_archiveprefix_arxiv_org(tmp_path):
    p = tmp_path / "in.bib"
    p.write_text("@article{k1,\n  title = {Sparse gating},\n  eprint = {2402.00011},\n"
                 "  archivePrefix = {arXiv.org},\n  abstract = {" + ABSTRACT + "}\n}\n", encoding="utf-8")
    (paper,) = list(read(p, report=ReadReport()))
    assert paper.arxiv == "2402.00011"


def test_forced_json_lines_on_a_csv_says_what_the_file_looks_like(tmp_path):
    from kg.read import InputError

    p = tmp_path / "sheet.csv"
    p.write_text(f'id,title,abstract\n1,T,"{ABSTRACT}"\n', encoding="utf-8")
    with pytest.raises(InputError) as err:
        list(read(p, fmt="jsonl", report=ReadReport()))
    assert "it looks like CSV: --format csv" in str(err.value)


def test_json_lines_with_one_bad_line_still_reads_the_rest(tmp_path):
    p = tmp_path / "in.jsonl"
    p.write_text(json.dumps({"id": "a", "abstract": ABSTRACT}) + "\nid,title,abstract\n", encoding="utf-8")
    report = ReadReport()
    assert [x.id for x in read(p, report=report)] == ["a"]
    assert len(report.skipped) == 1
