"""graph.html, session 60 (trial Y, a lecturer): (5) a link of a paper's method that quotes the
same sentence as the paper's own link is listed under that paper ("also: ..."), not as a second
entry with the sentence again, and the panel's count says so; (6) the legend gives each relation a
one-line meaning (tooltip and a "What the links mean" list). Headless Chromium as
tests/test_view52.py (skipped without it unless CI is set)."""
from __future__ import annotations

import pytest
from rdflib import Graph

from browser.driver import chromium, chromium_available, console_errors, skip_reason, wait_for
from browser.graphs import add_entity, add_link, add_paper
from kg.ontology import KGO
from kg.view import RELATION_HELP, RELATIONS, collect_view_data, write_html

_REASON = skip_reason()
SHARED = "We evaluate Quillnet on the Pebble dataset and beat every baseline."


def test_every_relation_has_a_meaning():
    assert set(RELATION_HELP) == {p for p, *_ in RELATIONS}
    assert all(0 < len(h) <= 90 and "\n" not in h for h in RELATION_HELP.values())
    html = write_html(_graph(), _tmp() / "h.html").path.read_text(encoding="utf-8")
    assert '"h": "the paper, or its method, reports experiments on this dataset"' in html or \
        '"h":"the paper, or its method, reports experiments on this dataset"' in html


def _tmp():
    import tempfile
    from pathlib import Path
    return Path(tempfile.mkdtemp(prefix="v60-"))


def _graph() -> Graph:
    """Paper p1 proposes Quillnet; both are linked to dataset Pebble by one sentence; paper p2
    is evaluated on Pebble by a sentence of its own."""
    g = Graph()
    p1 = add_paper(g, "p1", "Quillnet paper", "Abstract one.", "ICLR", 2024, title="Quillnet")
    p2 = add_paper(g, "p2", "Other paper", "Abstract two.", "ICLR", 2024, title="Other")
    quill = add_entity(g, "Method", "quillnet", "Quillnet")
    pebble = add_entity(g, "Dataset", "pebble", "Pebble", papers=2)
    add_link(g, p1, KGO.proposes, quill, p1, "We propose Quillnet.")
    add_link(g, p1, KGO.evaluatedOn, pebble, p1, SHARED)
    add_link(g, quill, KGO.evaluatedOn, pebble, p1, SHARED)
    add_link(g, p2, KGO.evaluatedOn, pebble, p2, "Our model is tested on Pebble.")
    return g


@pytest.fixture(scope="module")
def browser():
    if _REASON is not None:
        pytest.skip(_REASON)
    if not chromium_available():
        pytest.fail("CI is set but Chromium is missing: run .ci/install-browser.sh")
    with chromium() as driver:
        yield driver


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    return write_html(_graph(), tmp_path_factory.mktemp("v60") / "g.html", title="Links")


def _open(driver, path):
    driver.get_log("browser")
    driver.get(path.resolve().as_uri())
    wait_for(driver, "window.__kgTiming && window.__kgTiming.firstDraw")


def _select(driver, label):
    j = driver.execute_script(
        "return paperkg.data.nodes.findIndex(function (n) { return n.l === arguments[0]; })".replace(
            "arguments[0]", repr(label)))
    assert j >= 0
    driver.execute_script("paperkg.select(arguments[0])", j)


def test_shared_sentence_listed_once_under_the_paper(browser, page):
    _open(browser, page.path)
    _select(browser, "Pebble")
    panel = browser.find_element("id", "kg-panel")
    headings = [h.text for h in panel.find_elements("tag name", "h3")]
    assert "LINKS (2)" in [h.upper() for h in headings]
    note = panel.find_element("css selector", ".kg-folded-note").text
    assert note == ("and 1 method-level link that quotes the same sentence as a paper\u2019s link, "
                    "listed under that paper (\u201calso\u201d).")
    assert panel.text.count(SHARED) == 1
    entries = panel.find_elements("css selector", "ul > li")
    quill_entry = next(li for li in entries if "Quillnet" in li.text and SHARED in li.text)
    assert "\u2190 evaluated on by Quillnet \u00b7 also: Quillnet (method, evaluated on)" in quill_entry.text
    assert console_errors(browser) == []


def test_paper_panel_unchanged(browser, page):
    _open(browser, page.path)
    _select(browser, "Quillnet paper")
    panel = browser.find_element("id", "kg-panel")
    assert panel.find_elements("css selector", ".kg-folded-note") == []
    assert panel.text.count(SHARED) == 1


def test_legend_explains_the_relations(browser, page):
    _open(browser, page.path)
    rels = browser.find_elements("css selector", "#kg-legend-rels .kg-rel")
    titles = {r.text: r.get_attribute("title") for r in rels}
    assert titles["evaluated on"] == "evaluated on: " + RELATION_HELP[KGO.evaluatedOn]
    assert titles["proposes"] == "proposes: " + RELATION_HELP[KGO.proposes]
    help_box = browser.find_element("id", "kg-rel-help")
    summary = help_box.find_element("tag name", "summary")
    assert summary.text == "? What the links mean"
    summary.click()
    terms = [dt.text for dt in help_box.find_elements("tag name", "dt")]
    assert terms == ["proposes", "evaluated on"]  # only the relations this graph draws, legend order
    assert help_box.find_elements("tag name", "dd")[1].text == RELATION_HELP[KGO.evaluatedOn]
