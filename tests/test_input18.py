"""Session 18 (input / graph helper): input robustness items written from a user's trial.

1. The arXiv id of a paper as read (``Paper.arxiv``) from every place a record gives it.
2. A sentence wrapped in LaTeX, markdown or HTML markup keeps its stop and stays a sentence
   of its own after cleaning; its evidence quotes the markup whole.
3. A code link is the bare URL: no word glued before or after it, no footnote mark.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from kg.clean import clean
from kg.extract.code import find_code_links
from kg.graph import sentence_span
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


# --- 2. a sentence wrapped in markup keeps its stop and its own sentence ---------------------

@pytest.mark.parametrize("text, cleaned", [
    (r"\textbf{We propose FooNet.}We test it on ImageNet.", "We propose FooNet. We test it on ImageNet."),
    (r"{\bf We propose FooNet.}We test it.", "We propose FooNet. We test it."),
    (r"\emph{Is it robust?}Yes, it is.", "Is it robust? Yes, it is."),
    ("**We propose FooNet.**We test it.", "We propose FooNet. We test it."),
    ("<i>We propose FooNet.</i>We test it.", "We propose FooNet. We test it."),
    (r"We propose FooNet.\footnote{Code at a site.}It works.", "We propose FooNet. Code at a site. It works."),
    (r"\textbf{Results.}~We show gains.", "Results. We show gains."),
    (r"FooNet\cite{a}~and BarNet agree.", "FooNet and BarNet agree."),
    # unchanged: a user macro's name before the tilde, an "approximately" tilde, a stop in a URL
    (r"With \name~trained on 20M images.", "With trained on 20M images."),
    ("It takes ~10 ms.", "It takes ~10 ms."),
    ("See github.com/<b>a</b>.Readme for it.", "See github.com/a.Readme for it."),
    (r"\emph{We propose FooNet.} We test it.", "We propose FooNet. We test it."),
])
def test_markup_around_a_sentence_does_not_glue_it_to_the_next(text: str, cleaned: str) -> None:
    assert clean(text).text == cleaned


@pytest.mark.parametrize("text, first", [
    (r"\textbf{We propose FooNet.}We test it.", r"\textbf{We propose FooNet.}"),
    ("**We propose FooNet.**We test it.", "**We propose FooNet.**"),
    ("<i>We propose FooNet.</i>We test it.", "<i>We propose FooNet.</i>"),
])
def test_the_evidence_of_the_first_sentence_quotes_its_markup_whole(text: str, first: str) -> None:
    c = clean(text)
    end = c.text.index(". ") + 1
    start, stop = sentence_span(c, text, 0, end)
    assert text[start:stop] == first
    nxt = sentence_span(c, text, end + 1, len(c.text))
    assert text[nxt[0]:nxt[1]] == "We test it."


# --- 3. code links are the bare URL ---------------------------------------------------------

@pytest.mark.parametrize("text, urls", [
    ("Our code:https://github.com/a/b is public.", ["https://github.com/a/b"]),
    ("Code is available athttps://github.com/a/b.", ["https://github.com/a/b"]),
    ("Code is available (see https://github.com/a/b).", ["https://github.com/a/b"]),
    ("Code is at https://github.com/a/b\u00b9.", ["https://github.com/a/b"]),
    ("Code is at https://github.com/a/b\u2020.", ["https://github.com/a/b"]),
    ("Code (https://github.com/a/b)\u2021.", ["https://github.com/a/b"]),
    ("Code at https://github.com/a/b,and data at https://x.org/d.", ["https://github.com/a/b"]),
    ("Code: https://github.com/a/b.https://gitlab.com/c/d.", ["https://github.com/a/b", "https://gitlab.com/c/d"]),
    # unchanged: a URL handed on inside a URL, commas inside a path
    ("Code: https://web.archive.org/web/2020/https://github.com/a/b now.",
     ["https://web.archive.org/web/2020/https://github.com/a/b"]),
    ("Our code is at https://x.org/a,b/c.", ["https://x.org/a,b/c"]),
])
def test_code_links_are_the_bare_url(text: str, urls: list[str]) -> None:
    assert [c.url for c in find_code_links(text)] == urls


@pytest.mark.parametrize("text", [
    r"Code: https://github.com/a/b$^{1}$.",
    r"Code: \url{https://github.com/a/b}$^1$.",
    r"Code: https://github.com/a/b\textsuperscript{2}.",
    "Code: https://github.com/a/b<sup>1</sup>.",
])
def test_a_footnote_superscript_after_a_url_is_no_part_of_it(text: str) -> None:
    c = clean(text)
    assert c.text == "Code: https://github.com/a/b."
    assert [x.url for x in find_code_links(c.text)] == ["https://github.com/a/b"]


def test_a_superscript_inside_a_url_run_followed_by_more_name_stays() -> None:
    assert clean(r"at https://x.org/$E^2$PO now").text == "at https://x.org/E2PO now"
