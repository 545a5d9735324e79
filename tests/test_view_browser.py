"""graph.html in a real browser: headless Debian Chromium (selenium), network unreachable.

Skipped only when Chromium is absent and the environment variable CI is unset; under CI the
tests run (.ci/install-browser.sh installs chromium and chromium-driver first).
"""
from __future__ import annotations

import math

import pytest
from rdflib import Graph
from selenium.webdriver.common.keys import Keys

from browser.driver import chromium, chromium_available, console_errors, requested_urls, skip_reason, wait_for
from browser.graphs import XSS_IMG, XSS_SCRIPT, add_entity, add_link, add_paper, small_graph, xss_graph
from kg.ontology import KGO
from kg.view import write_html

_REASON = skip_reason()
pytestmark = pytest.mark.skipif(_REASON is not None, reason=_REASON or "")

XSS_TITLE = "</script><script>window.__xss=1</script>"
NODE_COUNT_QUERY = """
SELECT (COUNT(DISTINCT ?n) AS ?c) WHERE {
  VALUES ?type { kgo:Paper kgo:Method kgo:Task kgo:Dataset kgo:Metric kgo:Result }
  ?n a ?type }"""


@pytest.fixture(scope="module")
def browser():
    if not chromium_available():  # only reached under CI (else the module is skipped)
        pytest.fail("CI is set but /usr/bin/chromium or /usr/bin/chromedriver is missing: "
                    "run .ci/install-browser.sh before the tests")
    with chromium() as driver:
        yield driver


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    root = tmp_path_factory.mktemp("view")
    star = Graph()
    hub = add_paper(star, "hub", "Hub paper", "An abstract.", "ICLR", 2024)
    for k in range(30):
        e = add_entity(star, "Method", f"m{k:02d}", f"method {k:02d}", papers=1)
        add_link(star, hub, KGO.uses, e, hub, f"We use method {k:02d}.")
    wide = Graph()
    hub = add_paper(wide, "hub", "Wide hub", "An abstract.", "ICLR", 2024)
    for k in range(260):
        e = add_entity(wide, "Dataset", f"d{k:03d}", f"dataset {k:03d}", papers=1 + k % 7)
        add_link(wide, hub, KGO.evaluatedOn, e, hub, f"We evaluate on dataset {k:03d}.")
    return {
        "wide": (write_html(wide, root / "wide.html", title="Wide", max_nodes=3), wide),
        "small": (write_html(small_graph(), root / "small.html", title="Small graph"), small_graph()),
        "xss": (write_html(xss_graph(), root / "xss.html", title=XSS_TITLE), xss_graph()),
        "star": (write_html(star, root / "star.html", title="Star", max_nodes=4), star),
    }


def _open(driver, stats) -> None:
    driver.get_log("browser")
    driver.get_log("performance")
    driver.get(stats.path.resolve().as_uri())
    wait_for(driver, "window.__kgTiming && window.__kgTiming.firstDraw")
    # physics (small graphs) stops after stabilisation: wait so that positions are final
    wait_for(driver, "!network.physics.physicsEnabled || window.__kgTiming.stabilized !== undefined")


def _node_id(driver, label: str) -> int:
    return driver.execute_script(
        "var q = arguments[0]; return paperkg.data.nodes.findIndex(function (n) { return n.l === q; });", label)


def _no_errors_and_offline(driver) -> None:
    assert console_errors(driver) == []
    external = [u for u in requested_urls(driver) if u.startswith(("http:", "https:", "ws:", "wss:", "ftp:"))]
    assert external == []


def test_page_loads_offline_with_every_node(browser, pages):
    stats, graph = pages["small"]
    _open(browser, stats)
    expected = int(next(iter(graph.query(NODE_COUNT_QUERY, initNs={"kgo": KGO})))[0])
    assert expected == 14
    assert browser.execute_script("return network.body.data.nodes.length") == expected
    assert browser.execute_script("return network.body.data.edges.length") == stats.links == 18
    assert browser.execute_script("return network instanceof vis.Network")
    assert browser.find_element("id", "kg-title").text == "Small graph"
    assert browser.find_element("id", "kg-stats").text == (
        "3 papers \u00b7 10 entities \u00b7 1 result \u00b7 18 links \u00b7 data of 2026-11-29")
    legend = browser.find_element("id", "kg-legend").text
    assert "Method (5)" in legend and "main task" in legend and "mentions" in legend
    _no_errors_and_offline(browser)


def test_legend_folds_away_so_it_hides_no_node(browser, pages):
    _open(browser, pages["small"][0])
    legend = browser.find_element("id", "kg-legend")
    types = browser.find_element("id", "kg-legend-types")
    assert legend.get_attribute("open") is not None and types.is_displayed()
    legend.find_element("tag name", "summary").click()
    assert legend.get_attribute("open") is None and not types.is_displayed()
    assert legend.text == "Legend"
    legend.find_element("tag name", "summary").click()
    assert types.is_displayed() and "Method (5)" in legend.text


def test_legend_lies_outside_the_canvas(browser, pages):
    # session 49: the legend was a box over the canvas's lower left corner and hid nodes there
    _open(browser, pages["small"][0])
    for opened in (True, False):
        if not opened:
            browser.find_element("css selector", "#kg-legend summary").click()
        legend, canvas = browser.execute_script(
            "return [document.getElementById('kg-legend').getBoundingClientRect().toJSON(),"
            " document.querySelector('#mynetwork canvas').getBoundingClientRect().toJSON()]")
        assert legend["height"] > 0 and canvas["height"] > 200
        assert legend["top"] >= canvas["bottom"] - 0.5, (legend, canvas)  # below it, not over it
        assert abs(legend["left"] - canvas["left"]) < 1 and abs(legend["width"] - canvas["width"]) < 1
    browser.find_element("css selector", "#kg-legend summary").click()


def test_js_builds_nodes_exactly_as_pyvis_did(browser, pages):
    _open(browser, pages["small"][0])
    mismatches = browser.execute_script("""
        var bad = [];
        JSON.parse(document.getElementById('kg-initial').textContent).nodes.forEach(function (n) {
          var v = paperkg.visNode(n.id);
          ['label', 'shape', 'color', 'size', 'title', 'x', 'y'].forEach(function (k) {
            if (JSON.stringify(v[k]) !== JSON.stringify(n[k])) bad.push([n.id, k, v[k], n[k]]);
          });
          if (v.font.size !== n.font.size) bad.push([n.id, 'font', v.font.size, n.font.size]);
        });
        return bad;""")
    assert mismatches == []


def test_search_spade_selects_and_focuses_it(browser, pages):
    _open(browser, pages["small"][0])
    spade = _node_id(browser, "SPADE")
    box = browser.find_element("id", "kg-search")
    box.send_keys("SPADE")
    first = wait_for(browser, "document.querySelector('#kg-results li') && document.querySelector('#kg-results li').textContent")
    assert first == "SPADE  Method, 2 papers"  # its type and papers (since session 39: one name, two types)

    def centred():
        v = browser.execute_script("return [network.getViewPosition(), network.getPosition(%d)]" % spade)
        return math.dist((v[0]["x"], v[0]["y"]), (v[1]["x"], v[1]["y"])) < 1.0

    assert not centred()
    box.send_keys(Keys.ENTER)
    assert wait_for(browser, "paperkg.selected() === %d" % spade)
    assert browser.execute_script("return network.getSelectedNodes()") == [spade]
    # the view moves onto the node (300 ms animation)
    from selenium.webdriver.support.ui import WebDriverWait

    assert WebDriverWait(browser, 5, poll_frequency=0.05).until(lambda _d: centred())
    panel = browser.find_element("id", "kg-panel").text
    assert "SPADE" in panel and "Support-Proximity Augmented Diffusion Estimation" in panel
    assert "Mentioned in 2 papers." in panel
    link = browser.find_element("css selector", "#kg-panel a[href='https://paperswithcode.com/method/diffusion']")
    assert link.get_attribute("target") == "_blank"
    _no_errors_and_offline(browser)


def test_search_finds_expansions_and_aliases(browser, pages):
    _open(browser, pages["small"][0])
    hits = browser.execute_script(
        "return ['support-proximity augmented', 'GT', 'diffusion models', 'qm 9'].map(function (q) {"
        " var h = paperkg.search(q, 3); return h.length ? paperkg.data.nodes[h[0].id].l : null; })")
    assert hits == ["SPADE", "graph transformer", "diffusion model", "QM9"]


def test_clicking_a_node_fills_the_panel_and_highlights_neighbours(browser, pages):
    from selenium.webdriver.common.action_chains import ActionChains

    _open(browser, pages["small"][0])
    paper = _node_id(browser, "SPADE (ICML 2026)")
    browser.execute_script("network.moveTo({scale: 1.0}); network.focus(%d, {scale: 1.0});" % paper)
    dom = browser.execute_script("return network.canvasToDOM(network.getPosition(%d))" % paper)
    canvas = browser.find_element("css selector", "#mynetwork canvas")
    size = canvas.size
    ActionChains(browser).move_to_element_with_offset(
        canvas, int(dom["x"] - size["width"] / 2), int(dom["y"] - size["height"] / 2)).click().perform()
    assert wait_for(browser, "paperkg.selected() === %d" % paper)
    panel = browser.find_element("id", "kg-panel").text
    assert "Venue: ICML 2026" in panel
    assert "proposes \u2192 SPADE" in panel
    assert "We propose Support-Proximity Augmented Diffusion Estimation (SPADE)" in panel  # evidence
    assert "improves log-likelihood by 4.2% over TabDDPM" in panel  # abstract
    # neighbours keep their colour, the others are dimmed
    colours = browser.execute_script(
        "return [nodes.get(%d).color, nodes.get(paperkg.data.nodes.findIndex(function(n){return n.l==='QM9';})).color]"
        % _node_id(browser, "SPADE"))
    assert colours[0] == "#e15759" and colours[1]["background"] == "#ececec"
    # a paper with a code link shows it
    browser.execute_script("paperkg.select(%d)" % _node_id(browser, "Graph Transformers for Molecules"))
    assert browser.find_element("css selector", "#kg-panel a[href='https://github.com/example/gtm']")
    _no_errors_and_offline(browser)


def test_type_and_venue_filters(browser, pages):
    _open(browser, pages["small"][0])
    browser.find_element("id", "kg-type-Paper").click()
    hidden = browser.execute_script("return nodes.get({filter: function (n) { return n.hidden; }}).length")
    assert hidden == 3
    browser.find_element("id", "kg-type-Paper").click()
    from selenium.webdriver.support.ui import Select

    Select(browser.find_element("id", "kg-venue")).select_by_visible_text("NeurIPS 2023")
    visible = browser.execute_script(
        "return nodes.get({filter: function (n) { return !n.hidden; }}).map(function (n) { return paperkg.data.nodes[n.id].l; }).sort()")
    assert visible == sorted(["Diffusion for tables, revisited", "SPADE", "TabDDPM", "diffusion model",
                              "tabular density estimation", "UCI"])
    assert "drawing 6 of 14 nodes" in browser.find_element("id", "kg-shown").text
    _no_errors_and_offline(browser)


def test_large_graph_opens_on_top_nodes_and_expands_on_demand(browser, pages):
    stats, _graph = pages["star"]
    assert stats.nodes == 31 and stats.shown_nodes == 4
    _open(browser, stats)
    assert browser.execute_script("return network.body.data.nodes.length") == 4
    hub = _node_id(browser, "Hub paper")
    browser.execute_script("paperkg.select(%d)" % hub)
    button = browser.find_element("id", "kg-expand")
    assert button.text == "Show all 30 neighbours (27 not drawn)"
    button.click()
    assert wait_for(browser, "network.body.data.nodes.length === 31")
    assert browser.execute_script("return network.body.data.edges.length") == 30
    # search reaches nodes that are not drawn yet, too
    browser.find_element("id", "kg-reset").click()
    assert wait_for(browser, "network.body.data.nodes.length === 4")
    browser.find_element("id", "kg-search").send_keys("method 29", Keys.ENTER)
    m29 = _node_id(browser, "method 29")
    assert wait_for(browser, "paperkg.selected() === %d" % m29)
    assert browser.execute_script("return nodes.get(%d) !== null && network.body.data.edges.get().some("
                                  "function (e) { return e.to === %d; })" % (m29, m29))
    _no_errors_and_offline(browser)


def test_expansion_of_a_hub_goes_in_steps_most_mentioned_first(browser, pages):
    _open(browser, pages["wide"][0])
    hub = _node_id(browser, "Wide hub")
    browser.execute_script("paperkg.select(%d)" % hub)
    button = browser.find_element("id", "kg-expand")
    assert button.text == "Show 250 more neighbours (258 of 260 not drawn)"
    button.click()
    assert wait_for(browser, "network.body.data.nodes.length === 3 + 250")
    # the 8 left out are among the least mentioned (1 paper)
    left = browser.execute_script(
        "return paperkg.data.nodes.filter(function (n, i) { return nodes.get(i) === null; }).map(function (n) { return n.n; })")
    assert len(left) == 8 and set(left) == {1}
    assert browser.find_element("id", "kg-expand").text == "Show all 260 neighbours (8 not drawn)"
    _no_errors_and_offline(browser)


def test_markup_in_labels_title_and_abstract_does_not_run(browser, pages):
    stats, _graph = pages["xss"]
    _open(browser, stats)
    assert browser.execute_script("return typeof window.__xss") == "undefined"
    assert browser.title == XSS_TITLE
    assert browser.find_element("id", "kg-title").text == XSS_TITLE
    paper = browser.execute_script("return paperkg.data.nodes.findIndex(function (n) { return n.t === 0; })")
    browser.execute_script("paperkg.select(%d)" % paper)
    panel = browser.find_element("id", "kg-panel")
    text = panel.text
    assert XSS_SCRIPT in text and XSS_IMG in text and "Title " + XSS_IMG + " </script>" in text
    assert "We propose " + XSS_SCRIPT in text  # evidence sentence
    assert browser.execute_script("return document.querySelectorAll('img').length") == 0
    assert browser.execute_script("return document.querySelectorAll('#kg-panel a[href^=\"javascript\"]').length") == 0
    method = _node_id(browser, XSS_SCRIPT)
    browser.execute_script("paperkg.select(%d)" % method)
    assert browser.find_element("css selector", "#kg-panel h2").text == XSS_SCRIPT
    browser.find_element("id", "kg-search").send_keys("<img")
    assert wait_for(browser, "document.querySelector('#kg-results li') !== null")
    assert XSS_IMG in browser.find_element("id", "kg-results").text
    assert browser.execute_script("return typeof window.__xss") == "undefined"
    _no_errors_and_offline(browser)
