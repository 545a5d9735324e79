"""Session 18 (input / graph helper): input robustness items written from a user's trial.

1. The arXiv id of a paper as read (``Paper.arxiv``) from every place a record gives it.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg.read import ReadReport, read

ABS = "We propose FooNet, a network for image segmentation. It reaches 85.4% mIoU on ADE20K."


def _papers(tmp_path: Path, name: str, text: str, report: ReadReport | None = None):
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return list(read([p], report=report or ReadReport()))


def _one(tmp_path: Path, **fields):
    papers = _papers(tmp_path, "a.jsonl", json.dumps({"abstract": ABS, **fields}) + "\n")
    assert len(papers) == 1
    return papers[0]


# --- 1. arXiv id ---------------------------------------------------------------------------

@pytest.mark.parametrize("fields, arxiv, pid", [
    ({"arxiv_id": "arXiv:2401.00001v2"}, "2401.00001", "2401.00001"),
    ({"arxiv": "https://arxiv.org/abs/2401.00001"}, "2401.00001", "2401.00001"),
    ({"arxiv_id": "hep-th/9901001v1"}, "hep-th/9901001", "hep-th/9901001"),
    ({"doi": "10.48550/arXiv.2401.00001"}, "2401.00001", "2401.00001"),
    ({"doi": "https://arxiv.org/pdf/2401.00001v3.pdf"}, "2401.00001", "2401.00001"),
    ({"id": "arXiv:2401.00001"}, "2401.00001", "2401.00001"),
    ({"id": "2401.00001v4"}, "2401.00001", "2401.00001"),
    ({"id": "NnMEadcdyD", "url": "https://arxiv.org/abs/2401.00001v2"}, "2401.00001", "NnMEadcdyD"),
    ({"id": "NnMEadcdyD", "url": "https://openreview.net/forum?id=NnMEadcdyD"}, None, "NnMEadcdyD"),
    ({"id": "papers/1234567"}, None, "papers/1234567"),  # a path-like id is no old-style arXiv id
    ({"arxiv_id": "see paper"}, None, "see paper"),     # names the paper, but no arXiv page
    ({"doi": "10.1000/xyz123"}, None, "10.1000/xyz123"),
])
def test_the_arxiv_id_is_read_from_every_field_that_gives_it(tmp_path: Path, fields, arxiv, pid) -> None:
    paper = _one(tmp_path, **fields)
    assert (paper.arxiv, paper.id) == (arxiv, pid)


def test_a_doi_stays_as_it_was_beside_the_arxiv_id(tmp_path: Path) -> None:
    paper = _one(tmp_path, doi="https://doi.org/10.1000/XYZ123", arxiv_id="2401.00001")
    assert (paper.id, paper.doi, paper.arxiv) == ("10.1000/xyz123", "10.1000/xyz123", "2401.00001")
    arx = _one(tmp_path, doi="10.48550/arXiv.2401.00001")
    assert (arx.doi, arx.arxiv) == ("10.48550/arxiv.2401.00001", "2401.00001")


BIB = """@article{k1,
  title = {A paper},
  abstract = {%s},
  eprint = {%s},
  %s
  year = {2024}
}
"""


@pytest.mark.parametrize("eprint, extra, arxiv", [
    ("arXiv:2401.00001", "archivePrefix = {arXiv},", "2401.00001"),
    ("2401.00001v2", "", "2401.00001"),
    ("2401.00001", "eprinttype = {arxiv},", "2401.00001"),
    ("2401.00001", "archivePrefix = {HAL},", None),  # another archive's eprint: no arXiv page
])
def test_a_bibtex_eprint_is_the_arxiv_id_unless_another_archive_is_named(tmp_path: Path, eprint, extra,
                                                                          arxiv) -> None:
    papers = _papers(tmp_path, "a.bib", BIB % (ABS, eprint, extra))
    assert [p.arxiv for p in papers] == [arxiv]


def test_a_semantic_scholar_record_gives_its_arxiv_id(tmp_path: Path) -> None:
    paper = _one(tmp_path, paperId="f00d", externalIds={"ArXiv": "2401.00001", "DOI": "10.1000/a"})
    assert (paper.id, paper.doi, paper.arxiv) == ("10.1000/a", "10.1000/a", "2401.00001")
