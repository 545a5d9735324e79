"""Session 60: baseline results (kgo:isBaselineResult) are marked in graph.graphml (a boolean
``baseline`` attribute on every result node) and in graph.html (``bl`` in the result's data, a
"baseline" badge in the panel, "(baseline)" in the node's tooltip). The graph is written here."""
from __future__ import annotations

import io

import networkx as nx
import pytest
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import RDF, RDFS, SKOS, XSD

from browser.driver import chromium, chromium_available, skip_reason, wait_for
from browser.graphs import add_paper
from kg.export import _graphml_text, graphml, to_networkx
from kg.ontology import KGO
from kg.view import _vis_node, collect_view_data, render_html, write_html

BASE = "https://w3id.org/paperkg/resource/"
OWN, BASELINE = URIRef(BASE + "result/rb1-1"), URIRef(BASE + "result/rb1-2")


def _graph() -> Graph:
    """A paper reporting two accuracy results: its own 81.4% and a compared baseline's 73.9%."""
    g = Graph()
    paper = add_paper(g, "rb1", "Lantern nets", "Lantern reaches 81.4% accuracy, against 73.9% for the baseline.",
                      "ICML", 2026)
    metric = URIRef(BASE + "metric/accuracy")
    g.add((metric, RDF.type, KGO.Metric))
    g.add((metric, SKOS.prefLabel, Literal("accuracy")))
    for node, value, text in ((OWN, "81.4", "81.4% accuracy"), (BASELINE, "73.9", "73.9% for the baseline")):
        g.add((node, RDF.type, KGO.Result))
        g.add((node, KGO.value, Literal(value, datatype=XSD.decimal)))
        g.add((node, KGO.unit, Literal("%")))
        g.add((node, KGO.metric, metric))
        g.add((node, KGO.resultText, Literal(text)))
        g.add((paper, KGO.reportsResult, node))
    g.add((BASELINE, KGO.isBaselineResult, Literal(True)))
    return g


def test_graphml_marks_each_result_baseline_true_or_false():
    net = to_networkx(_graph())
    assert net.nodes[str(BASELINE)]["baseline"] is True
    assert net.nodes[str(OWN)]["baseline"] is False
    # papers and entities get no such attribute
    assert "baseline" not in net.nodes[BASE + "paper/rb1"]
    assert "baseline" not in net.nodes[BASE + "metric/accuracy"]


def test_graphml_writes_an_xml_schema_boolean_that_networkx_reads_back():
    text = graphml(_graph())
    assert '<key id="d' in text and 'attr.name="baseline" attr.type="boolean"' in text
    assert "<data key" in text and ">true</data>" in text and ">false</data>" in text
    assert ">True</data>" not in text and ">False</data>" not in text
    back = nx.read_graphml(io.StringIO(text))
    assert back.nodes[str(BASELINE)]["baseline"] is True
    assert back.nodes[str(OWN)]["baseline"] is False
    assert back.nodes[str(BASELINE)]["value"] == pytest.approx(73.9)


def test_the_fast_graphml_writer_differs_from_networkx_only_in_the_booleans_spelling():
    net = to_networkx(_graph())
    buf = io.StringIO()
    nx.write_graphml_xml(net, buf, encoding="unicode", prettyprint=True)
    expected = buf.getvalue().replace(">True</data>", ">true</data>").replace(">False</data>", ">false</data>")
    assert _graphml_text(net) == expected


def test_a_graph_without_the_flag_has_every_result_false():
    g = _graph()
    g.remove((BASELINE, KGO.isBaselineResult, None))
    net = to_networkx(g)
    assert {net.nodes[str(n)]["baseline"] for n in (OWN, BASELINE)} == {False}


def test_view_data_marks_the_baseline_result_only():
    data = collect_view_data(_graph())
    by_iri = {n["u"]: n for n in data.nodes}
    assert by_iri[str(BASELINE)]["r"]["bl"] == 1
    assert "bl" not in by_iri[str(OWN)]["r"]
    node = dict(by_iri[str(BASELINE)], z=8, x=0, y=0)
    assert _vis_node(node)["title"].endswith(" (baseline)")
    own = dict(by_iri[str(OWN)], z=8, x=0, y=0)
    assert "baseline" not in _vis_node(own)["title"]


def test_the_page_carries_the_badge_style_and_script():
    html, _stats = render_html(_graph(), title="Baselines")
    assert '"bl":1' in html.replace(" ", "")
    assert ".kg-baseline" in html and '"kg-baseline"' in html


_REASON = skip_reason()


@pytest.mark.skipif(_REASON is not None, reason=_REASON or "")
def test_the_panel_of_a_baseline_result_shows_the_badge_in_a_browser(tmp_path):
    if not chromium_available():
        pytest.fail("CI is set but Chromium is missing: run .ci/install-browser.sh")
    stats = write_html(_graph(), tmp_path / "b.html", title="Baselines")
    with chromium() as driver:
        driver.get(stats.path.resolve().as_uri())
        wait_for(driver, "window.__kgTiming && window.__kgTiming.firstDraw")
        find = "var q = arguments[0]; return paperkg.data.nodes.findIndex(function (n) { return n.u === q; });"
        base_id = driver.execute_script(find, str(BASELINE))
        own_id = driver.execute_script(find, str(OWN))
        assert base_id >= 0 and own_id >= 0
        driver.execute_script("paperkg.select(arguments[0]);", base_id)
        badges = driver.find_elements("css selector", "#kg-panel .kg-baseline")
        assert [b.text for b in badges] == ["baseline"]
        assert "73.9%" in driver.find_element("id", "kg-panel").text
        assert "baseline" in driver.find_element("id", "kg-status").text
        assert driver.execute_script("return paperkg.visNode(arguments[0]).title;", base_id).endswith("(baseline)")
        driver.execute_script("paperkg.select(arguments[0]);", own_id)
        assert driver.find_elements("css selector", "#kg-panel .kg-baseline") == []
        assert "81.4%" in driver.find_element("id", "kg-panel").text
