"""kg serve, session 60 (trial Y, a class on laptops): a browser opening /sparql or
/sparql?query=... gets a self-contained HTML page (a query box, the shipped queries to pick, the
answer as a table) instead of XML or Turtle; every other client is answered exactly as before.
A real uvicorn server on a loopback port (as tests/test_serve_html55.py); the browser part in
headless Chromium (skipped without it unless CI is set)."""
from __future__ import annotations

import json
import re
import urllib.parse

import pytest

from browser.driver import chromium, chromium_available, skip_reason, wait_for
from kg.serve import RESULT_TYPES, GRAPH_TYPES, make_app
from kg.serve_page import prefers_page
from test_serve import Server
from test_serve50 import BASE, http, small_graph

CHROME = ("text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,"
          "application/signed-exchange;v=b3;q=0.7")
FIREFOX = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
LABELS = ("SELECT ?s ?label WHERE { ?s <http://www.w3.org/2000/01/rdf-schema#label> ?label "
          'FILTER(!CONTAINS(STR(?s), "/member/")) } ORDER BY ?label')


@pytest.fixture(scope="module")
def url(tmp_path_factory):
    ttl = tmp_path_factory.mktemp("serve60") / "graph.ttl"
    small_graph().serialize(ttl, format="turtle")
    with Server(make_app(graph=ttl, timeout=10.0, workers=1)) as served:
        yield served


def _get(url, query=None, accept=None, **extra):
    qs = urllib.parse.urlencode({**({"query": query} if query else {}), **extra})
    return http(url + "/sparql" + ("?" + qs if qs else ""), {"Accept": accept} if accept else {})


@pytest.mark.parametrize("accept, page", [
    (CHROME, True), (FIREFOX, True), ("text/html, application/xhtml+xml", True),
    ("text/html", False), ("text/html, */*;q=0.1", False), ("*/*", False), (None, False),
    ("application/sparql-results+json, text/html, application/xhtml+xml", False),
    ("application/xhtml+xml,*/*;q=0.8", False), ("text/*, text/html, application/xhtml+xml", False),
])
def test_prefers_page(accept, page):
    from kg.serve import accept_ranges
    assert prefers_page(accept_ranges(accept), (*RESULT_TYPES, *GRAPH_TYPES)) is page


@pytest.mark.parametrize("accept", [CHROME, FIREFOX])
def test_browser_gets_a_form_at_sparql(url, accept):
    status, headers, body = _get(url, accept=accept)
    page = body.decode("utf-8")
    assert status == 200 and headers["Content-Type"] == "text/html; charset=utf-8"
    assert "Accept" in headers["Vary"]
    assert '<form id="kg-form" method="get" action="sparql"' in page
    assert '<textarea id="kg-query" name="query"' in page
    # the shipped queries to pick, embedded (no request, no outside file)
    assert '<option value="papers-per-task">papers-per-task: ' in page
    shipped = json.loads(re.search(r'<script type="application/json" id="kg-queries">(.*?)</script>', page, re.S)
                         .group(1))
    assert shipped["papers-on-dataset"]["params"] == {"dataset": "Market-1501"}
    assert not re.search(r'(src|href)="(https?:)?//', page)  # no CDN


def test_browser_gets_results_as_a_table(url):
    status, headers, body = _get(url, LABELS, CHROME)
    page = body.decode("utf-8")
    assert status == 200 and headers["Content-Type"] == "text/html; charset=utf-8"
    assert '<p id="kg-count">5 rows</p>' in page
    assert "<th>s</th><th>label</th>" in page
    assert f"<tr><td><code>{BASE}method/alpha</code></td><td>Alpha Net <small>@en</small></td></tr>" in page
    assert "<td>Beta</td>" in page
    # the query stays in the box, escaped
    assert "ORDER BY ?label</textarea>" in page and "&lt;http://www.w3.org/2000/01/rdf-schema#label&gt;" in page


def test_browser_ask_and_construct(url):
    _, _, body = _get(url, "ASK { ?s ?p ?o }", CHROME)
    assert "Answer: <strong>true</strong>" in body.decode()
    status, headers, body = _get(url, f"DESCRIBE <{BASE}task/gamma>", CHROME)
    assert status == 200 and headers["Content-Type"] == "text/html; charset=utf-8"
    assert '<pre id="kg-graph">' in body.decode() and "Gamma task" in body.decode()


def test_browser_gets_a_malformed_query_in_the_page_with_its_status(url):
    status, headers, body = _get(url, "SELECT * WHERE { ?s ?p }", CHROME)
    page = body.decode("utf-8")
    assert status == 400 and headers["Content-Type"] == "text/html; charset=utf-8"
    assert '<p class="error" id="kg-error">' in page and "SELECT * WHERE { ?s ?p }</textarea>" in page


def test_shipped_query_results_page(url):
    status, headers, body = http(url + "/queries/papers-on-dataset/results?dataset=Nothing", {"Accept": CHROME})
    page = body.decode("utf-8")
    assert status == 200 and headers["Content-Type"] == "text/html; charset=utf-8"
    assert 'action="../../sparql"' in page and 'data-selected="papers-on-dataset"' in page
    assert '<p id="kg-count">0 rows</p>' in page
    assert headers["PaperKG-Parameters"].startswith('dataset="Nothing"')


# -- every other client: as before ---------------------------------------------------------------


@pytest.mark.parametrize("accept, ctype", [
    (None, "application/sparql-results+json"), ("*/*", "application/sparql-results+json"),
    ("text/html, */*;q=0.1", "application/sparql-results+json"),
    ("application/sparql-results+xml", "application/sparql-results+xml"), ("text/csv", "text/csv"),
    ("application/xml", "application/xml"),
])
def test_other_clients_get_sparql_results(url, accept, ctype):
    status, headers, _ = _get(url, LABELS, accept)
    assert status == 200 and headers["Content-Type"].startswith(ctype)


def test_a_format_parameter_wins_over_a_browser(url):
    status, headers, body = _get(url, LABELS, CHROME, format="csv")
    assert status == 200 and headers["Content-Type"].startswith("text/csv")
    assert body.decode().splitlines()[0] == "s,label"
    status, headers, _ = _get(url, None, CHROME, format="turtle")  # the service description
    assert headers["Content-Type"].startswith("text/turtle")


def test_text_html_alone_is_still_406_and_no_accept_gets_the_service_description(url):
    status, _, _ = _get(url, "ASK { ?s ?p ?o }", "text/html")
    assert status == 406
    status, headers, _ = _get(url)
    assert status == 200 and headers["Content-Type"].startswith("text/turtle")


_REASON = skip_reason()


@pytest.mark.skipif(_REASON is not None, reason=_REASON or "")
def test_in_chromium_pick_and_run(url):
    if not chromium_available():
        pytest.fail("CI is set but Chromium is missing: run .ci/install-browser.sh")
    from selenium.webdriver.support.ui import Select
    with chromium(loopback=True) as driver:
        driver.get(url + "/sparql")
        box = driver.find_element("id", "kg-query")
        assert box.get_attribute("value") == ""
        Select(driver.find_element("id", "kg-pick")).select_by_value("papers-on-dataset")
        assert "PREFIX kgo:" in box.get_attribute("value")
        field = driver.find_element("css selector", "#kg-params input[name=dataset]")
        assert field.get_attribute("value") == "Market-1501"
        field.clear()
        field.send_keys("Alpha")
        driver.find_element("css selector", "#kg-form button").click()
        wait_for(driver, "document.getElementById('kg-count') !== null")
        assert driver.current_url == url + "/queries/papers-on-dataset/results?dataset=Alpha"
        assert driver.find_element("id", "kg-count").text == "0 rows"
        # an own query: the form's GET to /sparql, the answer as a table
        box = driver.find_element("id", "kg-query")
        box.clear()
        box.send_keys(LABELS)
        driver.find_element("css selector", "#kg-form button").click()
        wait_for(driver, "document.getElementById('kg-count') && "
                         "document.getElementById('kg-count').textContent === '5 rows'")
        cells = [td.text for td in driver.find_elements("css selector", "#kg-answer td")]
        assert "Alpha Net @en" in cells and "Gamma task" in cells
        assert driver.get_log("browser") == []
