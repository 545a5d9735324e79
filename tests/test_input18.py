"""Session 18 (input / graph helper): input robustness items written from a user's trial.

1. The arXiv id of a paper as read (``Paper.arxiv``) from every place a record gives it.
2. A sentence wrapped in LaTeX, markdown or HTML markup keeps its stop and stays a sentence
   of its own after cleaning; its evidence quotes the markup whole.
3. A code link is the bare URL: no word glued before or after it, no footnote mark.
4. A DOI field holding no DOI, a BibTeX entry without "year", ``--format`` given a venue or
   forced on records: a warning or error naming file and line, nothing valid lost.
5. Money: "$2.2 $\\%" is sloppy math around a number, not two dollar signs.
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
    (r"With \name~trained on 20M images.", "With name trained on 20M images."),  # (session 27: an
    # unknown macro without argument is written as its name, tests/test_robust27.py)
    ("It takes ~10 ms.", "It takes ~10 ms."),
    ("See github.com/<b>a</b>.Readme for it.", "See github.com/a.Readme for it."),
    (r"\emph{We propose FooNet.} We test it.", "We propose FooNet. We test it."),
])
def test_markup_around_a_sentence_does_not_glue_it_to_the_next(text: str, cleaned: str) -> None:
    assert clean(text).text == cleaned


@pytest.mark.parametrize("text, first, second", [
    (r"\textbf{We propose FooNet.}We test it.", r"\textbf{We propose FooNet.}", "We test it."),
    ("**We propose FooNet.**We test it.", "**We propose FooNet.**", "We test it."),
    ("<i>We propose FooNet.</i>We test it.", "<i>We propose FooNet.</i>", "We test it."),
    # the markup opens the second sentence: it goes with the second
    ("We propose FooNet.**We test it.**", "We propose FooNet.", "**We test it.**"),
    (r"We propose FooNet.\textbf{We test it.}", "We propose FooNet.", r"\textbf{We test it.}"),
    ("We propose FooNet.<i>We test it.</i>", "We propose FooNet.", "<i>We test it.</i>"),
    (r"\emph{We propose FooNet.}\textbf{We test it.}", r"\emph{We propose FooNet.}", r"\textbf{We test it.}"),
    # with a space in the original, as before
    (r"\textbf{We propose FooNet.} \emph{We test it.}", r"\textbf{We propose FooNet.}", r"\emph{We test it.}"),
])
def test_each_sentence_quotes_its_own_markup(text: str, first: str, second: str) -> None:
    c = clean(text)
    end = c.text.index(". ") + 1
    start, stop = sentence_span(c, text, 0, end)
    assert text[start:stop] == first
    nxt = sentence_span(c, text, end + 1, len(c.text))
    assert text[nxt[0]:nxt[1]] == second


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


# --- 4. DOI fields that hold no DOI, BibTeX years, --format given a venue --------------------

def _doi(tmp_path: Path, value: str) -> tuple[object, list[str]]:
    report = ReadReport()
    papers = _papers(tmp_path, "d.jsonl", json.dumps({"id": "p1", "doi": value, "abstract": ABS}) + "\n", report)
    assert [p.id for p in papers] == ["p1"]  # the record is read whatever its DOI field holds
    return papers[0].doi, [str(w) for w in report.warnings]


@pytest.mark.parametrize("value, doi, warning", [
    ("10.1000/abc def", None, "holds a space, which no DOI does; ignored"),
    ("10.1000/ok (see paper)", None, "holds a space"),
    ("10.1000/" + "a" * 300, None, "of 308 characters is not a DOI (the limit is 200"),
    ("https://doi.org/10.1000/xyz?utm_source=feed#sec1", "10.1000/xyz", "carries a query or fragment"),
    ("https://dl.acm.org/doi/abs/10.1145/3580305.3599000?casa_token=x&y=1", "10.1145/3580305.3599000",
     "holds a web address"),
    ("https://link.springer.com/content/pdf/10.1007/s10994-023-06303-2.pdf", "10.1007/s10994-023-06303-2",
     "read the DOI of its path"),
    ("https://www.sciencedirect.com/science/article/pii/S0893608023001234", None,
     "is a web address with no DOI in it"),
    ("10.1000", None, "is not a DOI (a DOI is '10.', a number, '/' and a suffix)"),
])
def test_a_doi_field_that_holds_no_doi_is_named_with_file_and_line(tmp_path: Path, value, doi, warning) -> None:
    got, warnings = _doi(tmp_path, value)
    assert got == doi
    assert len(warnings) == 1 and warnings[0].startswith(f"{tmp_path / 'd.jsonl'}:1: ") and warning in warnings[0]


@pytest.mark.parametrize("value, doi", [
    ("10.1000/XYZ.123", "10.1000/xyz.123"),
    ("doi:10.1000/abc", "10.1000/abc"),
    ("https://doi.org/10.1000%2Fenc", "10.1000/enc"),
    ("https://dx.doi.org/10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0",
     "10.1002/(sici)1097-4571(199806)49:8<693::aid-asi4>3.0.co;2-0"),
    ("10.1000.10/123", "10.1000.10/123"),
])
def test_a_doi_as_written_is_taken_without_a_warning(tmp_path: Path, value, doi) -> None:
    assert _doi(tmp_path, value) == (doi, [])


BIB_YEAR = """@inproceedings{k1,
  title = {A paper},
  abstract = {%s},
  booktitle = {Advances in Neural Information Processing Systems},
  %s
}
"""


@pytest.mark.parametrize("fields, year, venue", [
    ("volume = {36},", None, "NeurIPS"),                   # a volume is never the year
    ("volume = {2022},", None, "NeurIPS"),
    ("volume = {36}, date = {2023-12-10},", 2023, "NeurIPS 2023"),  # biblatex's date
    ("volume = {36}, year = {2023}, date = {2024},", 2023, "NeurIPS 2023"),
])
def test_a_bibtex_year_comes_from_year_or_date_never_from_volume(tmp_path: Path, fields, year, venue) -> None:
    [paper] = _papers(tmp_path, "y.bib", BIB_YEAR % (ABS, fields))
    assert (paper.year, paper.venue_label) == (year, venue)


def test_format_venue_on_json_lines_names_the_file_and_what_it_holds(tmp_path: Path) -> None:
    text = "".join(json.dumps({"id": f"p{i}", "abstract": ABS + f" Paper {i}."}) + "\n" for i in range(3))
    report = ReadReport()
    p = tmp_path / "r.jsonl"
    p.write_text(text, encoding="utf-8")
    list(read([p], fmt="venue", report=report))
    assert any(str(w).startswith(f"{p}:1: --format venue reads this file as a venue dump")
               and "holds JSON Lines records" in str(w) and "--format jsonl" in str(w) for w in report.warnings)
    # a venue dump forced as such gets no such warning
    v = tmp_path / "v.txt"
    v.write_text("ICML 2026 Papers\n\n" + ABS + "\n", encoding="utf-8")
    report = ReadReport()
    assert len(list(read([v], fmt="venue", report=report))) == 1 and report.warnings == []


def test_format_venue_on_bibtex_and_csv_is_named_too(tmp_path: Path) -> None:
    for name, text, what in (("b.bib", BIB_YEAR % (ABS, ""), "BibTeX"),
                             ("c.csv", f'id,title,abstract\np1,T,"{ABS}"\n', "CSV")):
        p = tmp_path / name
        p.write_text(text, encoding="utf-8")
        report = ReadReport()
        list(read([p], fmt="venue", report=report))
        assert any(f"holds {what} records" in str(w) for w in report.warnings), name


@pytest.mark.parametrize("value, venue_hint", [
    ("ICML", True), ("NeurIPS 2023", True), ("ICLR'24", True), ("International Conference on Machine Learning", True),
    ("MyConf 2024", True), ("parquet", False), ("xml", False),
])
def test_format_given_a_venue_is_a_usage_error_that_says_what_format_means(value: str, venue_hint: bool) -> None:
    from kg.read import format_name, unknown_format
    assert format_name(value) is None
    msg = unknown_format(value)
    assert msg.startswith(f"unknown format {value!r}; expected one of venue, jsonl, json, csv, tsv, bib")
    assert ("not the papers' venue" in msg) is venue_hint


@pytest.mark.parametrize("value, name", [("TXT", "venue"), (" ndjson ", "jsonl"), ("BibTeX", "bib"), ("jsonl", "jsonl")])
def test_format_aliases_name_their_reader(value: str, name: str) -> None:
    from kg.read import format_name
    assert format_name(value) == name


def test_cli_build_with_a_venue_as_format_exits_2_with_the_hint(tmp_path: Path) -> None:
    import subprocess
    import sys
    p = tmp_path / "a.jsonl"
    p.write_text(json.dumps({"abstract": ABS}) + "\n", encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "kg.cli", "build", str(p), "--format", "ICML 2026",
                          "--out", str(tmp_path / "out"), "--no-html", "--quiet"],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 2
    assert "argument --format: unknown format 'ICML 2026'" in run.stderr
    assert "not the papers' venue" in run.stderr
    assert not (tmp_path / "out").exists()


# --- 5. money and numbers in sloppy math ------------------------------------------------------

@pytest.mark.parametrize("text, cleaned", [
    (r"It attains $2.2 $\% higher accuracy.", "It attains 2.2 % higher accuracy."),
    (r"It attains $3 $% more.", "It attains 3 % more."),
    # amounts of money stay as written
    (r"It costs $5 and $10 each.", "It costs $5 and $10 each."),
    (r"From $20,000 to $30,000 per run.", "From $20,000 to $30,000 per run."),
    ("Training costs US$ 300 or \u20ac40.", "Training costs US$ 300 or \u20ac40."),
])
def test_a_number_in_sloppy_math_before_a_percent_sign_is_no_money(text: str, cleaned: str) -> None:
    assert clean(text).text == cleaned
