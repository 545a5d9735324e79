"""kg.view without a browser: what goes into graph.html, determinism, escaping, scale limits."""
from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from html.parser import HTMLParser

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rdflib import RDF, RDFS, Graph, Literal, URIRef

from browser.graphs import SPADE_SENTENCE, XSS_IMG, XSS_SCRIPT, add_entity, add_link, add_paper, iri, small_graph, xss_graph
from kg.ontology import KGO, ONTOLOGY_DIR
from kg.view import DEFAULT_MAX_NODES, RELATIONS, collect_view_data, render_html, script_json, write_html


class _Scripts(HTMLParser):
    """Collects <script> elements (attributes, text) and every src/href attribute."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)
        self.scripts: list[tuple[dict, str]] = []
        self.urls: list[str] = []
        self._in: dict | None = None
        self._buf: list[str] = []
        self.csp = ""
        self.title = ""
        self._in_title = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        for key in ("src", "href"):
            if key in a:
                self.urls.append(a[key])
        if tag == "meta" and a.get("http-equiv") == "Content-Security-Policy":
            self.csp = a["content"]
        if tag == "script":
            self._in, self._buf = a, []
        self._in_title = tag == "title"

    def handle_data(self, data):
        if self._in is not None:
            self._buf.append(data)
        if self._in_title:
            self.title += data

    def handle_entityref(self, name):
        if self._in_title:
            self.title += f"&{name};"

    def handle_endtag(self, tag):
        if tag == "script" and self._in is not None:
            self.scripts.append((self._in, "".join(self._buf)))
            self._in = None
        if tag == "title":
            self._in_title = False


def _parse(html: str) -> _Scripts:
    p = _Scripts()
    p.feed(html)
    return p


def _page_data(html: str) -> tuple[dict, dict]:
    p = _parse(html)
    blocks = {a.get("id"): text for a, text in p.scripts if a.get("type") == "application/json"}
    return json.loads(blocks["kg-data"]), json.loads(blocks["kg-initial"])


def test_small_graph_counts_links_and_evidence():
    html, stats = render_html(small_graph(), title="Sample")
    assert (stats.papers, stats.entities, stats.results, stats.nodes) == (3, 10, 1, 14)
    # 18 links: p1 has 6 + reportsResult, SPADE 2, component 1, result 2, p2 3, p3 5; p1 addresses
    # the density task both as kgo:mainTask and kgo:addresses: drawn once, as main task
    assert stats.links == 18 and stats.shown_nodes == 14 and stats.shown_edges == 18
    assert stats.build_date == "2026-11-29" and stats.physics
    data, initial = _page_data(html)
    labels = {n["l"]: i for i, n in enumerate(data["nodes"])}
    rels = [r["label"] for r in data["rels"]]
    p1, spade, density = labels["SPADE (ICML 2026)"], labels["SPADE"], labels["tabular density estimation"]
    between = [e for e in data["edges"] if e[0] == p1 and e[1] == density]
    assert [rels[e[2]] for e in between] == ["main task"]
    proposes = next(e for e in data["edges"] if e[0] == p1 and e[1] == spade)
    assert rels[proposes[2]] == "proposes"
    ref = data["sentences"][proposes[3][1]]  # part of p1's abstract: stored as [paper, start, end]
    assert proposes[3][0] == p1 and ref[0] == p1
    assert data["nodes"][p1]["ab"][ref[1]:ref[2]] == SPADE_SENTENCE
    node = data["nodes"][spade]
    assert node["a"] == ["Support-Proximity Augmented Diffusion Estimation"]
    assert node["n"] == 2 and node["p"] == sorted([p1, labels["Diffusion for tables, revisited"]])
    assert node["e"] == [["https://paperswithcode.com/method/diffusion", "Papers with Code", "close"]]
    diffusion = data["nodes"][labels["diffusion model"]]
    assert [x[1] for x in diffusion["e"]] == ["CSO", "Wikidata"]
    p2 = data["nodes"][labels["Graph Transformers for Molecules"]]
    assert p2["co"] == ["https://github.com/example/gtm"] and data["venues"][p2["v"][0]] == "ICML 2026"
    result = data["nodes"][labels["4.2% log-likelihood"]]
    assert result["r"]["va"] == "4.2" and result["r"]["m"] == labels["log-likelihood"] and result["r"]["d"] == labels["UCI"]
    assert data["stats"] == {"papers": 3, "entities": 10, "results": 1, "links": 18}
    assert len(initial["nodes"]) == 14 and len(initial["edges"]) == 18
    assert "Sample" in html


def test_node_sizes_grow_with_papers():
    data, _ = _page_data(render_html(small_graph())[0])
    by_label = {n["l"]: n for n in data["nodes"]}
    assert by_label["SPADE"]["z"] > by_label["QM9"]["z"]  # 2 papers vs 1


def test_output_is_deterministic(tmp_path):
    a = write_html(small_graph(), tmp_path / "a.html")
    b = write_html(small_graph(), tmp_path / "b.html")
    assert (tmp_path / "a.html").read_bytes() == (tmp_path / "b.html").read_bytes()
    assert a.bytes == (tmp_path / "a.html").stat().st_size and a.path == tmp_path / "a.html"
    assert b.path == tmp_path / "b.html"


def test_output_does_not_depend_on_hash_seed(tmp_path):
    """Two interpreters with different PYTHONHASHSEED write the same bytes (no set/dict order leaks)."""
    tests = Path(__file__).resolve().parent
    code = ("import sys; sys.path.insert(0, sys.argv[1]); from browser.graphs import small_graph; "
            "from kg.view import write_html; write_html(small_graph(), sys.argv[2], max_nodes=9)")
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        subprocess.run([sys.executable, "-c", code, str(tests), str(tmp_path / f"{seed}.html")], check=True, env=env)
    assert (tmp_path / "1.html").read_bytes() == (tmp_path / "2.html").read_bytes()


def test_no_build_date_without_one_in_the_graph():
    g = small_graph()
    g.remove((None, URIRef("http://purl.org/dc/terms/modified"), None))
    html, stats = render_html(g)
    data, _ = _page_data(html)
    assert stats.build_date is None and data["date"] is None


def test_page_is_self_contained_and_scripts_are_allowed_by_hash_only():
    html, _ = render_html(small_graph())
    p = _parse(html)
    assert all(u.startswith(("data:", "https://w3id.org/")) or u == "" for u in p.urls), p.urls
    assert not re.search(r"""(src|href)\s*=\s*["']?https?://(?!w3id\.org)""", html)
    runnable = [text for a, text in p.scripts if a.get("type") != "application/json"]
    assert len(runnable) == 2 and "vis.Network" in runnable[0] + runnable[1]
    for text in runnable:
        digest = base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()
        assert f"'sha256-{digest}'" in p.csp
    assert "default-src 'none'" in p.csp and "unsafe-inline" not in p.csp.split("script-src")[1].split(";")[0]


def test_markup_in_the_data_stays_data():
    title = "</script><script>window.__xss=1</script>"
    html, _ = render_html(xss_graph(), title=title)
    p = _parse(html)
    # exactly the page's own four <script> elements: two JSON blocks, vis-network, the app
    assert len(p.scripts) == 4
    assert "window.__xss" not in "".join(text for a, text in p.scripts if a.get("type") != "application/json")
    assert XSS_SCRIPT not in html and XSS_IMG not in html and "<img" not in html
    assert p.title == "&lt;/script&gt;&lt;script&gt;window.__xss=1&lt;/script&gt;"
    data, _ = _page_data(html)
    labels = [n["l"] for n in data["nodes"]]
    assert XSS_SCRIPT in labels  # kept as text, for textContent
    paper = next(n for n in data["nodes"] if n["t"] == 0)
    assert XSS_SCRIPT in paper["ab"] and "\u2028" in paper["ab"]
    # a javascript: IRI is never turned into a link
    assert "co" not in paper and all("e" not in n for n in data["nodes"])


@given(st.text())
@settings(max_examples=200, deadline=None)
def test_script_json_round_trips_and_cannot_close_the_script(text):
    out = script_json({"k": text, text: [text]})
    assert json.loads(out) == {"k": text, text: [text]}
    assert "<" not in out and ">" not in out and "&" not in out
    assert "\u2028" not in out and "\u2029" not in out


def _star_graph(n_entities: int) -> Graph:
    g = Graph()
    hub = add_paper(g, "hub", "Hub paper", "An abstract.", "ICLR", 2024)
    for k in range(n_entities):
        e = add_entity(g, "Method", f"m{k:03d}", f"method {k:03d}", papers=2 if k % 2 == 0 else 1)
        add_link(g, hub, KGO.uses, e, hub, f"We use method {k:03d}.")
        if k % 2 == 0:
            other = add_paper(g, f"q{k:03d}", f"Paper {k:03d}", "Another abstract.", "ICLR", 2024)
            add_link(g, other, KGO.uses, e, other, f"Paper {k:03d} uses method {k:03d}.")
    return g


def test_max_nodes_keeps_the_most_connected_and_places_the_rest():
    html, stats = render_html(_star_graph(20), max_nodes=5)
    data, initial = _page_data(html)
    assert (stats.nodes, stats.shown_nodes, stats.physics) == (1 + 20 + 10, 5, True)
    shown = {n["id"] for n in initial["nodes"]}
    hub = next(i for i, n in enumerate(data["nodes"]) if n["l"] == "Hub paper")
    # a connected backbone: the 2 (40 % of 5) most connected entities, methods 000 and 002
    # (2 papers each), and the papers with most links into them: the hub (2), papers 000, 002
    labels = sorted(data["nodes"][i]["l"] for i in shown)
    assert labels == ["Hub paper", "Paper 000", "Paper 002", "method 000", "method 002"]
    assert hub in shown and stats.shown_edges == 4
    # every node, drawn or not, has a position, and no two share one
    xy = [(n["x"], n["y"]) for n in data["nodes"]]
    assert len(set(xy)) == len(xy)
    assert all(e[0] in shown and e[1] in shown for e in
               [(x["from"], x["to"]) for x in initial["edges"]])


def test_default_limit_and_bad_limit():
    assert DEFAULT_MAX_NODES >= 100
    with pytest.raises(ValueError, match="max_nodes"):
        render_html(small_graph(), max_nodes=0)


def test_empty_graph_gives_a_page():
    html, stats = render_html(Graph())
    assert stats.nodes == 0 and stats.links == 0 and "vis.Network" in html


def test_unwritable_path_names_the_file(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(OSError, match=re.escape(str(blocker / "graph.html"))):
        write_html(small_graph(), blocker / "graph.html")


def test_relation_labels_match_the_ontology():
    onto = Graph().parse(ONTOLOGY_DIR / "paperkg.ttl")
    for pred, label, _colour, _dashed in RELATIONS:
        assert str(onto.value(pred, RDFS.label)) == label


def test_untyped_and_literal_objects_are_ignored():
    g = small_graph()
    stray = URIRef("https://example.org/untyped")
    g.add((iri("paper/p1"), KGO.uses, stray))
    g.add((iri("paper/p1"), KGO.mentions, Literal("not a node")))
    data = collect_view_data(g)
    assert len(data.nodes) == 14 and len(data.edges) == 18
    assert all(n["u"] != str(stray) for n in data.nodes)
    assert g.value(iri("paper/p1"), RDF.type) == KGO.Paper


def test_cores_larger_than_the_force_layout_limit_still_get_distinct_positions(monkeypatch):
    import kg.view as view

    monkeypatch.setattr(view, "FORCE_LAYOUT_MAX", 4)
    html, stats = render_html(_star_graph(20), max_nodes=12)
    data, initial = _page_data(html)
    assert stats.shown_nodes == 12 and len(initial["nodes"]) == 12
    xy = [(n["x"], n["y"]) for n in data["nodes"]]
    assert len(set(xy)) == len(xy) == 31
