"""Session 18, second input / graph round: defects found by the fresh-user trial.

1. A DOI given as a doi.org address is percent-decoded once (field and record id alike);
   a bare DOI is decoded once too (session 20); the graph escapes once.
2. Math keeps a visible power and index in cleaned text ("O(n^2)", "x_i"), while a digit
   in a name stays glued ("E2PO", "MCR2", "ℓ1"); a single letter's power stays a power
   ("R^3", as the development gold writes that name).
3. ``--jobs`` with ``--engine dask`` is refused, as docs/CLI.md (README until session 44) says.
4. Venues of files without a venue field: one node per file name and year; compressed
   files (.gz, .bz2, .xz) keep their file's venue.
5. A dropped id-less duplicate gives the kept record the identifiers it lacks.
6. Markdown ``*X.***Y.**`` cleans to two sentences.
"""
from __future__ import annotations

import bz2
import json
import lzma
from pathlib import Path

import pytest

from kg.clean import clean
from kg.read import ReadReport, dedupe, read

ABS = "We propose FooNet, a network for image segmentation. It reaches 85.4% mIoU on ADE20K."
ABS2 = "We propose BarNet, a network for object detection. It reaches 50.1% AP on COCO."


def _read(tmp_path: Path, name: str, lines: list[dict], report: ReadReport | None = None):
    p = tmp_path / name
    p.write_text("".join(json.dumps(r) + "\n" for r in lines), encoding="utf-8")
    return list(read([p], report=report or ReadReport()))


def _graph(papers):
    from kg.pipeline import extract_all, graph_from_extractions

    return graph_from_extractions(extract_all(papers, n_process=1))[0]


# --- 1. DOI percent-escapes ----------------------------------------------------------------

@pytest.mark.parametrize("doi, stored, iri", [
    ("https://doi.org/10.1000/ABC%3Cdef", "10.1000/abc<def", "https://doi.org/10.1000/abc%3Cdef"),
    ("https://doi.org/10.1000/a%25b", "10.1000/a%b", "https://doi.org/10.1000/a%25b"),
    # a bare DOI with escapes was copied from an address: decoded once too (session 20:
    # it used to keep its '%' and give "a%252fb", an escape escaped twice)
    ("10.1000/a%2Fb", "10.1000/a/b", "https://doi.org/10.1000/a/b"),
])
def test_a_doi_address_is_decoded_once_and_escaped_once(tmp_path: Path, doi: str, stored: str, iri: str) -> None:
    from rdflib import URIRef

    (paper,) = _read(tmp_path, "a.jsonl", [{"id": "p1", "abstract": ABS, "doi": doi}])
    assert paper.doi == stored
    g = _graph([paper])
    same = {str(o) for o in g.objects(None, URIRef("https://schema.org/sameAs"))}
    assert same == {iri}


def test_a_doi_address_as_record_id_is_the_doi_of_the_doi_field(tmp_path: Path) -> None:
    papers = _read(tmp_path, "a.jsonl", [
        {"id": "https://doi.org/10.1000/ABC%3Cdef", "abstract": ABS},
        {"doi": "10.1000/abc<def", "abstract": ABS},
    ])
    assert [p.id for p in papers] == ["10.1000/abc<def", "10.1000/abc<def"]
    assert len(list(dedupe(papers))) == 1


def test_a_doi_with_an_escaped_space_is_still_no_doi(tmp_path: Path) -> None:
    report = ReadReport()
    (paper,) = _read(tmp_path, "a.jsonl", [{"id": "p1", "abstract": ABS,
                                            "doi": "https://doi.org/10.1000/ABC%20def"}], report)
    assert paper.doi is None
    assert any("holds a space" in w.message for w in report.warnings)


# --- 2. math in cleaned text ---------------------------------------------------------------

@pytest.mark.parametrize("text, cleaned", [
    (r"in $\mathcal{O}(n^2)$ time", "in O(n^2) time"),
    (r"the $x^2$ loss", "the x^2 loss"),
    (r"with $x_i$ and $W_{in}$ and $\pi_\theta$", "with x_i and W_in and π_θ"),
    ("x<sub>i</sub> and O(n<sup>2</sup>)", "x_i and O(n^2)"),
    # digits in names stay glued
    (r"$E^2$PO and E$^{2}$PO", "E2PO and E2PO"),
    (r"MCR$^2$ and $\textbf{A}^2\textbf{CiD}^2$ and $E^3$-FaceNet", "MCR2 and A2CiD2 and E3-FaceNet"),
    (r"the $\ell_1$-norm, CO$_2$ and $\ell_\infty$", "the ℓ1-norm, CO2 and ℓ∞"),
    (r"$\Phi_\textrm{Flow}$, kNN-ECS$_m$, $D_{KL}$ and $\ell_p$ regression", "ΦFlow, kNN-ECSm, DKL and ℓp regression"),
    (r"$L_q$ regularization and the $l_p$ norm of $x_t$", "Lq regularization and the lp norm of x_t"),
    (r"**R**$^3$: Learning", "R^3: Learning"),
    ("H<sub>2</sub>O and E<sup>2</sup>PO", "H2O and E2PO"),
    (r"$10^6$ samples", "10^6 samples"),
])
def test_math_keeps_a_visible_power_and_index(text: str, cleaned: str) -> None:
    assert clean(text).text == cleaned


def test_a_title_in_math_reads_with_its_power(tmp_path: Path) -> None:
    (paper,) = _read(tmp_path, "a.jsonl", [{"id": "p1", "abstract": ABS,
                                            "title": r"Attention in $\mathcal{O}(n^2)$ Time"}])
    from rdflib import URIRef

    g = _graph([paper])
    title = URIRef("http://purl.org/dc/terms/title")
    paper_type = URIRef("http://purl.org/spar/fabio/ResearchPaper")
    titles = {str(o) for s in g.subjects(None, paper_type) for o in g.objects(s, title)}
    assert titles == {"Attention in O(n^2) Time"}


def test_a_power_in_math_is_no_result() -> None:
    from kg.pipeline import extract_all
    from kg.records import Paper

    (ex,) = extract_all([Paper(id="p1", abstract=r"We propose FooNet, which runs in $\mathcal{O}(n^2)$ time "
                                                 r"for image segmentation.")], n_process=1)
    assert "O(n^2)" in ex.clean.text
    assert [r.value for r in ex.results] == []


# --- 3. --jobs with Dask -------------------------------------------------------------------

def test_jobs_with_a_dask_scheduler_is_refused_as_the_reference_says(tmp_path: Path, capsys) -> None:
    # since session 54, --jobs without --scheduler sets the local Dask cluster's workers
    # (tests/test_build54.py); with a scheduler the cluster's workers set the parallelism
    from kg.cli import main

    src = tmp_path / "a.jsonl"
    src.write_text(json.dumps({"abstract": ABS}) + "\n", encoding="utf-8")
    assert main(["build", str(src), "--engine", "dask", "--scheduler", "tcp://127.0.0.1:8786",
                 "--jobs", "3", "--out", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err
    assert "--jobs" in err and "--nworkers" in err
    assert not (tmp_path / "o").exists()
    reference = (Path(__file__).resolve().parents[1] / "docs" / "CLI.md").read_text(encoding="utf-8")
    assert "`--jobs` with `--scheduler` is a usage error" in reference


# --- 4. venues of files without a venue field ----------------------------------------------

def _venue_labels(papers) -> list[str]:
    from rdflib import RDFS, URIRef

    g = _graph(papers)
    venue = URIRef("https://w3id.org/paperkg/ontology#Venue")
    return sorted(str(g.value(v, RDFS.label))
                  for v in g.subjects(URIRef("http://www.w3.org/1999/02/22-rdf-syntax-ns#type"), venue))


def test_files_of_one_name_share_a_venue_per_year(tmp_path: Path) -> None:
    (tmp_path / "sheet.csv").write_text(f'title,abstract,year\nA,"{ABS}",2024\n', encoding="utf-8")
    (tmp_path / "sheet.tsv").write_text(f"title\tabstract\nB\t{ABS2}\n", encoding="utf-8")
    papers = list(read([tmp_path / "sheet.csv", tmp_path / "sheet.tsv"], report=ReadReport()))
    assert _venue_labels(papers) == ["unknown venue (sheet)", "unknown venue (sheet) 2024"]


@pytest.mark.parametrize("suffix, opener", [(".bz2", bz2.open), (".xz", lzma.open)])
def test_a_compressed_file_keeps_the_venue_of_its_name(tmp_path: Path, suffix: str, opener) -> None:
    p = tmp_path / f"sheet.tsv{suffix}"
    with opener(p, "wt", encoding="utf-8") as f:
        f.write(f"title\tabstract\nB\t{ABS2}\n")
    papers = list(read([p], report=ReadReport()))
    assert _venue_labels(papers) == ["unknown venue (sheet)"]


# --- 5. identifiers of a dropped duplicate -------------------------------------------------

def test_a_dropped_id_less_twin_gives_its_arxiv_link_and_url(tmp_path: Path) -> None:
    report = ReadReport()
    papers = _read(tmp_path, "a.jsonl", [
        {"abstract": ABS, "url": "https://arxiv.org/abs/2401.00001v2"},
        {"id": "OR123", "abstract": ABS},
    ], report)
    (kept,) = dedupe(papers, report)
    assert (kept.id, kept.arxiv, kept.url) == ("OR123", "2401.00001", "https://arxiv.org/abs/2401.00001v2")
    assert report.duplicates == 1
    assert not any("under another id" in w.message for w in report.warnings)


def test_the_kept_record_keeps_its_own_identifiers(tmp_path: Path) -> None:
    papers = _read(tmp_path, "a.jsonl", [
        {"id": "OR123", "abstract": ABS, "url": "https://openreview.net/forum?id=OR123", "doi": "10.1000/xyz"},
        {"abstract": ABS, "url": "https://arxiv.org/abs/2401.00001"},
    ])
    (kept,) = dedupe(papers)
    assert (kept.url, kept.doi, kept.arxiv) == ("https://openreview.net/forum?id=OR123", "10.1000/xyz", "2401.00001")


# --- 6. markdown emphasis closing before the next sentence ---------------------------------

@pytest.mark.parametrize("text, cleaned", [
    ("We study *graphs.***We propose X.** It works.", "We study graphs. We propose X. It works."),
    ("*X.***Y.**", "X. Y."),
    ("a*b.*C", "a*b.*C"),
])
def test_emphasis_closed_by_a_stop_before_strong_text(text: str, cleaned: str) -> None:
    assert clean(text).text == cleaned
