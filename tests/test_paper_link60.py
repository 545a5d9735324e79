"""Session 60 (trial Y): a record's ``pdf`` field (OpenReview dumps) is the paper's address
when it gives no other url, and ``graph.html``'s paper panel links the paper itself ("Read the
paper: PDF · DOI · arXiv"); papers.csv's ``url`` column holds that address.

Records written here (not from any corpus). The browser part runs in headless Chromium as
tests/test_view52.py does (skipped without it unless CI is set).
"""
from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from rdflib import Graph, Literal, URIRef

from browser.driver import chromium, chromium_available, skip_reason, wait_for
from browser.graphs import add_paper
from kg.ontology import SCHEMA
from kg.read import read
from kg.view import collect_view_data, paper_links, write_html

ROOT = Path(__file__).resolve().parents[1]
PDF = "https://openreview.net/pdf/0123456789abcdef0123456789abcdef01234567.pdf"
ABSTRACT_A = ("We propose Gridwise Tempering, a sampling method for energy models. "
              "Experiments on CIFAR-10 show that Gridwise Tempering improves FID by 3 points.")
ABSTRACT_B = ("We study question answering over long documents and introduce a retrieval method "
              "called Hopscan. Hopscan outperforms dense retrieval on HotpotQA.")


def _write(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def test_pdf_field_is_the_url(tmp_path):
    f = _write(tmp_path / "a.jsonl", [{"title": "T", "abstract": ABSTRACT_A, "pdf": PDF}])
    (paper,) = list(read([f]))
    assert paper.url == PDF


def test_landing_page_wins_over_pdf(tmp_path):
    f = _write(tmp_path / "a.jsonl", [{"title": "T", "abstract": ABSTRACT_A, "pdf": PDF,
                                       "url": "https://openreview.net/forum?id=abc123"}])
    (paper,) = list(read([f]))
    assert paper.url == "https://openreview.net/forum?id=abc123"


def test_pdf_url_column(tmp_path):
    f = tmp_path / "a.csv"
    f.write_text("title,abstract,pdf_url\nT,\"" + ABSTRACT_A + "\"," + PDF + "\n", encoding="utf-8")
    (paper,) = list(read([f]))
    assert paper.url == PDF


def test_paper_links_names_and_order():
    urls = [URIRef(PDF)]
    same = [URIRef("https://www.wikidata.org/wiki/Q1"), URIRef("https://arxiv.org/abs/2401.00001"),
            URIRef("https://doi.org/10.1234/abc"), Literal("not a link")]
    assert paper_links(urls, same) == [[PDF, "PDF"], ["https://doi.org/10.1234/abc", "DOI"],
                                       ["https://arxiv.org/abs/2401.00001", "arXiv"]]
    assert paper_links([URIRef("https://example.org/paper/7")], []) == [["https://example.org/paper/7", "Paper page"]]
    assert paper_links([URIRef("https://openreview.net/pdf?id=x")], []) == [["https://openreview.net/pdf?id=x", "PDF"]]
    assert paper_links([Literal("javascript:alert(1)")], []) == []


def _linked_graph() -> Graph:
    g = Graph()
    p = add_paper(g, "p1", "gridwise paper", ABSTRACT_A, "ICLR", 2024, title="Gridwise Tempering")
    g.add((p, SCHEMA.url, URIRef(PDF)))
    g.add((p, SCHEMA.sameAs, URIRef("https://doi.org/10.1234/abc")))
    add_paper(g, "p2", "plain paper", ABSTRACT_B, "ICLR", 2024, title="Hopscan")
    return g


def test_view_data_carries_links():
    data = collect_view_data(_linked_graph())
    by_title = {n.get("ti"): n for n in data.nodes}
    assert by_title["Gridwise Tempering"]["rd"] == [[PDF, "PDF"], ["https://doi.org/10.1234/abc", "DOI"]]
    assert "rd" not in by_title["Hopscan"]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """One real ``kg build`` of two records, one with only a ``pdf`` field."""
    tmp = tmp_path_factory.mktemp("b60")
    f = _write(tmp / "papers.jsonl", [
        {"id": "grid60", "title": "Gridwise Tempering", "abstract": ABSTRACT_A, "venue": "ICLR", "year": 2024,
         "pdf": PDF},
        {"id": "hop60", "title": "Hopscan", "abstract": ABSTRACT_B, "venue": "ICLR", "year": 2024,
         "doi": "10.1234/hop"},
    ])
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "kg", "build", str(f), "--out", str(tmp / "out"), "--quiet"],
                          capture_output=True, text=True, env=env, cwd=tmp, timeout=600)
    assert proc.returncode == 0, proc.stderr
    return tmp / "out"


def test_build_writes_schema_url_and_csv(built):
    g = Graph().parse(built / "graph.ttl")
    assert (None, SCHEMA.url, URIRef(PDF)) in g
    with open(built / "papers.csv", newline="", encoding="utf-8") as fh:
        rows = {r["id"]: r for r in csv.DictReader(fh)}
    assert rows["grid60"]["url"] == PDF
    assert rows["hop60"]["url"] == "" and rows["hop60"]["doi"] == "https://doi.org/10.1234/hop"
    html = (built / "graph.html").read_text(encoding="utf-8")
    assert PDF in html


_REASON = skip_reason()


@pytest.mark.skipif(_REASON is not None, reason=_REASON or "")
def test_panel_shows_clickable_links(tmp_path):
    if not chromium_available():
        pytest.fail("CI is set but Chromium is missing: run .ci/install-browser.sh")
    page = write_html(_linked_graph(), tmp_path / "g.html", title="Links")
    with chromium() as driver:
        driver.get(page.path.resolve().as_uri())
        wait_for(driver, "window.__kgTiming && window.__kgTiming.firstDraw")
        j = driver.execute_script(
            "return paperkg.data.nodes.findIndex(function (n) { return n.ti === 'Gridwise Tempering'; })")
        driver.execute_script("paperkg.select(arguments[0])", j)
        p = driver.find_element("css selector", "#kg-panel p.kg-read")
        assert p.text == "Read the paper: PDF \u00b7 DOI"
        anchors = p.find_elements("tag name", "a")
        assert [a.get_attribute("href") for a in anchors] == [PDF, "https://doi.org/10.1234/abc"]
        assert [a.get_attribute("target") for a in anchors] == ["_blank", "_blank"]
        k = driver.execute_script(
            "return paperkg.data.nodes.findIndex(function (n) { return n.ti === 'Hopscan'; })")
        driver.execute_script("paperkg.select(arguments[0])", k)
        assert driver.find_elements("css selector", "#kg-panel p.kg-read") == []
