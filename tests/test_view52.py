"""graph.html (session 52, a user's 680-paper build): the type and venue filters choose what
to draw from ALL nodes they keep and say how many of each kept type there are; "Most
mentioned" counts the chosen venue's papers; ticking "physics" runs a bounded stabilisation
in batches, handing back to the page between them, then stops. Headless Chromium as
tests/test_view_browser.py (skipped without it unless CI is set)."""
from __future__ import annotations

import pytest
from rdflib import Graph

from browser.driver import chromium, chromium_available, console_errors, skip_reason, wait_for
from browser.graphs import add_entity, add_link, add_paper
from kg.ontology import KGO
from kg.view import PHYSICS_MAX_NODES, write_html

_REASON = skip_reason()
pytestmark = pytest.mark.skipif(_REASON is not None, reason=_REASON or "")


@pytest.fixture(scope="module")
def browser():
    if not chromium_available():
        pytest.fail("CI is set but /usr/bin/chromium or /usr/bin/chromedriver is missing: "
                    "run .ci/install-browser.sh before the tests")
    with chromium() as driver:
        yield driver


def _venues_graph() -> Graph:
    """8 NeurIPS 2023 papers using 'alpha net', 3 ICML 2024 papers using 'beta net'; 7 datasets
    (d0 in 7 papers ... d6 in 1) and 3 metrics, none among the 6 nodes drawn at first."""
    g = Graph()
    papers = [add_paper(g, f"n{k}", f"neurips paper {k}", "An abstract.", "NeurIPS", 2023) for k in range(8)]
    papers += [add_paper(g, f"i{k}", f"icml paper {k}", "An abstract.", "ICML", 2024) for k in range(3)]
    alpha = add_entity(g, "Method", "alpha", "alpha net", papers=8)
    beta = add_entity(g, "Method", "beta", "beta net", papers=3)
    for p in papers[:8]:
        add_link(g, p, KGO.uses, alpha, p, "We use alpha net.")
    for p in papers[8:]:
        add_link(g, p, KGO.uses, beta, p, "We use beta net.")
    for d in range(7):
        ds = add_entity(g, "Dataset", f"d{d}", f"dataset {d}", papers=7 - d)
        for p in papers[:7 - d]:
            add_link(g, p, KGO.evaluatedOn, ds, p, f"We evaluate on dataset {d}.")
    for k in range(3):
        m = add_entity(g, "Metric", f"k{k}", f"metric {k}", papers=1)
        add_link(g, papers[8 + k], KGO.usesMetric, m, papers[8 + k], f"We report metric {k}.")
    return g


@pytest.fixture(scope="module")
def venues_page(tmp_path_factory):
    return write_html(_venues_graph(), tmp_path_factory.mktemp("v52") / "venues.html", title="Venues", max_nodes=6)


def _open(driver, path) -> None:
    driver.get_log("browser")
    driver.get(path.resolve().as_uri())
    wait_for(driver, "window.__kgTiming && window.__kgTiming.firstDraw")


def _visible_labels(driver) -> list[str]:
    return driver.execute_script(
        "return nodes.get({filter: function (n) { return !n.hidden; }})"
        ".map(function (n) { return paperkg.data.nodes[n.id].l; }).sort()")


def test_type_filter_draws_from_all_nodes_of_the_kept_types(browser, venues_page):
    _open(browser, venues_page.path)
    assert venues_page.shown_nodes == 6
    drawn_types = browser.execute_script(
        "return nodes.get().map(function (n) { return paperkg.data.types[paperkg.data.nodes[n.id].t].name; })")
    assert "Metric" not in drawn_types  # the opening view holds none of the metrics
    for name in ("Paper", "Method"):
        browser.find_element("id", "kg-type-" + name).click()
    # budget 6 (the opening view's size) of the 10 kept nodes, the most mentioned first
    assert _visible_labels(browser) == sorted(["dataset 0", "dataset 1", "dataset 2", "dataset 3", "dataset 4",
                                               "dataset 5"])
    assert browser.find_element("id", "kg-shown").text == "drawing 6 of 23 nodes (kept: Dataset 7, Metric 3)"
    browser.find_element("id", "kg-type-Dataset").click()
    assert _visible_labels(browser) == ["metric 0", "metric 1", "metric 2"]
    assert browser.find_element("id", "kg-shown").text == "drawing 3 of 23 nodes (kept: Metric 3)"
    browser.find_element("id", "kg-reset").click()
    assert browser.find_element("id", "kg-shown").text == "drawing 6 of 23 nodes"
    assert console_errors(browser) == []


def _most_mentioned(driver) -> list[str]:
    return driver.execute_script(
        "var h = Array.prototype.filter.call(document.querySelectorAll('#kg-panel h3'), function (x) {"
        "  return x.textContent.indexOf('Most mentioned') === 0; })[0];"
        "return [h.textContent].concat(Array.prototype.map.call(h.nextElementSibling.querySelectorAll('li'),"
        "  function (li) { return li.textContent; }));")


def test_most_mentioned_counts_the_chosen_venue(browser, venues_page):
    from selenium.webdriver.support.ui import Select

    _open(browser, venues_page.path)
    shown = _most_mentioned(browser)
    assert shown[0] == "Most mentioned" and shown[1] == "alpha net (8)" and shown[2] == "dataset 0 (7)"
    Select(browser.find_element("id", "kg-venue")).select_by_visible_text("ICML 2024")
    shown = _most_mentioned(browser)
    # only ICML 2024's papers count: beta net's 3; alpha net and the datasets have none there
    assert shown == ["Most mentioned in ICML 2024", "beta net (3)", "metric 0 (1)", "metric 1 (1)", "metric 2 (1)"]
    assert browser.find_element("id", "kg-shown").text.endswith("(kept: Paper 3, Method 1, Dataset 0, Metric 3)")
    Select(browser.find_element("id", "kg-venue")).select_by_visible_text("all venues")
    assert _most_mentioned(browser)[:2] == ["Most mentioned", "alpha net (8)"]
    assert console_errors(browser) == []


def test_physics_box_runs_a_bounded_stabilisation_in_batches(browser, tmp_path):
    g = Graph()
    hub = add_paper(g, "hub", "Hub", "An abstract.", "ICLR", 2024)
    for k in range(PHYSICS_MAX_NODES + 20):
        e = add_entity(g, "Method", f"m{k:03d}", f"method {k:03d}", papers=1)
        add_link(g, hub, KGO.uses, e, hub, f"We use method {k:03d}.")
    stats = write_html(g, tmp_path / "big.html", title="Big")
    assert not stats.physics  # more than PHYSICS_MAX_NODES drawn: off when the page opens
    _open(browser, stats.path)
    assert browser.execute_script("return network.physics.physicsEnabled") is False
    before = browser.execute_script("return network.getPositions([1])[1]")
    # a timer set right after the click runs between two batches, before the end
    browser.execute_script(
        "document.getElementById('kg-physics').click();"
        "setTimeout(function () { window.__ranBetween = window.__kgTiming.stabilized === undefined; }, 0);")
    assert wait_for(browser, "window.__kgTiming.stabilized !== undefined")
    assert browser.execute_script("return window.__ranBetween") is True
    assert browser.execute_script("return network.physics.physicsEnabled") is False
    assert browser.find_element("id", "kg-physics").is_selected() is False
    assert browser.execute_script("return network.physics.options.stabilization.iterations") == 150
    assert browser.execute_script("return network.physics.options.stabilization.updateInterval") == 10
    assert browser.execute_script("return network.getPositions([1])[1]") != before  # it did move the nodes
    assert console_errors(browser) == []
