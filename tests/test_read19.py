"""kg.read: a doi.org address without its scheme is read as a DOI, and two papers (two ids)
that give one arXiv id or DOI are both kept, with a warning naming the earlier one."""
from __future__ import annotations

import json

import pytest

from kg.read import ReadReport, dedupe, read

ABSTRACT = ("We study how sparse gating changes the training of mixture models on tabular data. "
            "Our method improves accuracy on three benchmarks.")


def _papers(tmp_path, records):
    p = tmp_path / "in.jsonl"
    p.write_text("\n".join(json.dumps({"abstract": f"{ABSTRACT} Record {i}.", **r}) for i, r in enumerate(records)) + "\n",
                 encoding="utf-8")
    report = ReadReport()
    return list(dedupe(read(p, report=report), report)), report


@pytest.mark.parametrize("value, doi", [("doi.org/10.1000/ABC", "10.1000/abc"),
                                        ("dx.doi.org/10.1000/a%2Fb", "10.1000/a/b"),
                                        ("https://doi.org/10.1000/x", "10.1000/x")])
def test_a_doi_org_address_without_scheme_is_a_doi(tmp_path, value, doi):
    (paper,), report = _papers(tmp_path, [{"id": "p1", "doi": value}])
    assert paper.doi == doi
    assert not report.warnings
    (as_id,), _ = _papers(tmp_path, [{"id": value}])
    assert as_id.doi == doi and as_id.id == doi


def test_a_schemeless_doi_address_with_a_query_warns_and_keeps_the_path(tmp_path):
    (paper,), report = _papers(tmp_path, [{"id": "p1", "doi": "doi.org/10.1000/abc?utm_source=x"}])
    assert paper.doi == "10.1000/abc"
    assert len(report.warnings) == 1 and "query or fragment" in str(report.warnings[0])


def test_two_ids_one_arxiv_id_both_kept_with_a_warning(tmp_path):
    papers, report = _papers(tmp_path, [{"id": "p1", "arxiv_id": "2401.00001"},
                                        {"id": "p2", "arxiv_id": "2401.00001v2"},
                                        {"id": "p3", "arxiv_id": "2401.00002"}])
    assert [p.id for p in papers] == ["p1", "p2", "p3"]
    (w,) = report.warnings
    assert w.source.endswith(":2") and "arXiv id 2401.00001" in w.message and "'p1'" in w.message
    assert "in.jsonl:1" in w.message


def test_two_ids_one_doi_warn_once_per_pair(tmp_path):
    papers, report = _papers(tmp_path, [{"id": "p1", "doi": "10.1000/a", "arxiv_id": "2401.00001"},
                                        {"id": "p2", "doi": "10.1000/A", "arxiv_id": "2401.00001"}])
    assert len(papers) == 2
    (w,) = report.warnings  # the DOI and the arXiv id of one earlier paper: one warning
    assert "p1" in w.message and w.source.endswith(":2")


@pytest.mark.parametrize("value", ["https://www.doi.org/10.1000/q", "www.doi.org/10.1000/q"])
def test_the_www_host_of_doi_org_is_a_doi_address_too(tmp_path, value):
    (paper,), report = _papers(tmp_path, [{"id": "p1", "doi": value}])
    assert paper.doi == "10.1000/q"
    assert not report.warnings
