"""Session 50 (fixD50, item 6): graph.html's search box finds a paper by its id
(dcterms:identifier) and by its title, beside labels and aliases (headless Chromium, as
tests/test_view_browser.py)."""
from __future__ import annotations

import pytest
from rdflib import Graph

from browser.driver import chromium, skip_reason, wait_for
from browser.graphs import add_paper
from kg.view import write_html

_REASON = skip_reason()
pytestmark = pytest.mark.skipif(_REASON is not None, reason=_REASON or "")


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    g = Graph()
    # a paper without a title (made-up label) and one whose title differs from its label
    add_paper(g, "h-5e1f0c9a77d2b311", "OrbitNet (ICML 2026)", "We propose OrbitNet for satellite tracking.",
              "ICML", 2026)
    add_paper(g, "2406.01234", "Kelp forests", "We map kelp forests from drone imagery.", "ICML", 2026,
              title="Mapping Kelp Forests from the Air")
    return write_html(g, tmp_path_factory.mktemp("view50") / "g.html", title="Search")


def _first_hit(driver, q):
    return driver.execute_script(
        "var h = paperkg.search(arguments[0], 3); return h.length ? paperkg.data.nodes[h[0].id].l : null;", q)


def test_search_finds_a_paper_by_id_and_by_title(page):
    with chromium() as driver:
        driver.get(page.path.resolve().as_uri())
        wait_for(driver, "window.__kgTiming && window.__kgTiming.firstDraw")
        assert _first_hit(driver, "h-5e1f0c9a77d2b311") == "OrbitNet (ICML 2026)"
        assert _first_hit(driver, "h-5e1f0c") == "OrbitNet (ICML 2026)"  # a prefix of the id
        assert _first_hit(driver, "2406.01234") == "Kelp forests"
        assert _first_hit(driver, "mapping kelp") == "Kelp forests"  # its title, not its label
        assert _first_hit(driver, "no such paper zz") is None
