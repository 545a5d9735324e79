"""Session 18, second input / graph round: defects found by the fresh-user trial.

1. A DOI given as a doi.org address is percent-decoded once (field and record id alike);
   a bare DOI keeps its '%' as one of its own characters; the graph escapes once.
2. Math keeps a visible power and index in cleaned text ("O(n^2)", "x_i"), while a digit
   in a name stays glued ("E2PO", "MCR2", "ℓ1"); a single letter's power stays a power
   ("R^3", as the development gold writes that name).
3. ``--jobs`` with ``--engine dask`` is refused, as README says.
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
    titles = {str(o) for o in g.objects(None, URIRef("http://purl.org/dc/terms/title"))}
    assert titles == {"Attention in O(n^2) Time"}


def test_a_power_in_math_is_no_result() -> None:
    from kg.pipeline import extract_all
    from kg.records import Paper

    (ex,) = extract_all([Paper(id="p1", abstract=r"We propose FooNet, which runs in $\mathcal{O}(n^2)$ time "
                                                 r"for image segmentation.")], n_process=1)
    assert "O(n^2)" in ex.clean.text
    assert [r.value for r in ex.results] == []


# --- 6. markdown emphasis closing before the next sentence ---------------------------------

@pytest.mark.parametrize("text, cleaned", [
    ("We study *graphs.***We propose X.** It works.", "We study graphs. We propose X. It works."),
    ("*X.***Y.**", "X. Y."),
    ("a*b.*C", "a*b.*C"),
])
def test_emphasis_closed_by_a_stop_before_strong_text(text: str, cleaned: str) -> None:
    assert clean(text).text == cleaned
