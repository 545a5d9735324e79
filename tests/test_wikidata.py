"""Tests of kg.wikidata against a LOCAL SPARQL endpoint (pyoxigraph); no internet."""
from __future__ import annotations

import json
import socket
import threading
import time
import urllib.parse
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pyoxigraph as ox
import pytest
from rdflib import RDF, Graph, Literal, Namespace, URIRef
from rdflib.namespace import RDFS, SKOS

from kg.ontology import KGO
from kg.wikidata import WikidataError, build_query, cli_link, link_wikidata

WD = Namespace("http://www.wikidata.org/entity/")
WDT = Namespace("http://www.wikidata.org/prop/direct/")
RES = Namespace("https://w3id.org/paperkg/resource/")


def fixture_graph() -> Graph:
    """A tiny Wikidata-shaped graph: items with English labels and P31/P279/P361 links."""
    g = Graph()

    def item(q: str, label: str, *alts: str, **rels: str) -> None:
        g.add((WD[q], RDFS.label, Literal(label, lang="en")))
        g.add((WD[q], RDFS.label, Literal(label + " (de)", lang="de")))
        for alt in alts:
            g.add((WD[q], SKOS.altLabel, Literal(alt, lang="en")))
        for prop, targets in rels.items():
            for t in targets.split():
                g.add((WD[q], WDT[prop], WD[t]))

    item("Q21198", "computer science")
    item("Q11660", "artificial intelligence", P279="Q21198")
    item("Q2539", "machine learning", P279="Q11660")
    item("Q192776", "artificial neural network", P279="Q2539")
    item("Q844240", "computer vision", P279="Q11660")
    item("Q30642", "natural language processing", P279="Q11660")
    item("Q830687", "reinforcement learning", P279="Q2539")
    item("Q9000001", "neural network architecture", P279="Q192776")
    item("Q85810444", "transformer", "Transformer model", P31="Q9000001")
    item("Q11658", "transformer", P279="Q9000002")             # the electrical device
    item("Q9000002", "electrical machine")
    item("Q9000003", "language model", P279="Q30642")
    item("Q115305900", "large language model", "LLM", P279="Q9000003")
    item("Q9000004", "large language model")                    # a homonym outside CS: ignored
    item("Q2144790", "object detection", P361="Q844240")
    item("Q1172284", "data set")
    item("Q9000005", "image dataset", P279="Q1172284")
    item("Q17069496", "MNIST database", "MNIST", P31="Q9000005")
    item("Q9000006", "ImageNet", P31="Q43229")                  # an organization, not a data set
    return g


class Endpoint:
    """A SPARQL 1.1 protocol endpoint over a pyoxigraph Store, on 127.0.0.1."""

    def __init__(self, store: ox.Store, delay: float = 0.0, status: int = 200) -> None:
        self.store, self.delay, self.status = store, delay, status
        self.times: list[float] = []
        self.queries: list[str] = []
        self.agents: list[str] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:  # noqa: N802 (http.server API)
                body = self.rfile.read(int(self.headers.get("Content-Length", 0))).decode("utf-8")
                query = urllib.parse.parse_qs(body)["query"][0]
                outer.times.append(time.monotonic())
                outer.queries.append(query)
                outer.agents.append(self.headers.get("User-Agent", ""))
                if outer.delay:
                    time.sleep(outer.delay)
                if outer.status != 200:
                    self.send_response(outer.status)
                    self.end_headers()
                    return
                payload = outer.store.query(query).serialize(format=ox.QueryResultsFormat.JSON)
                self.send_response(200)
                self.send_header("Content-Type", "application/sparql-results+json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/sparql"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture()
def store(tmp_path: Path) -> ox.Store:
    nt = tmp_path / "wikidata.nt"
    fixture_graph().serialize(nt, format="nt", encoding="utf-8")
    s = ox.Store()
    s.load(path=str(nt), format=ox.RdfFormat.N_TRIPLES)
    return s


@pytest.fixture()
def endpoint(store: ox.Store) -> Iterator[Endpoint]:
    ep = Endpoint(store)
    yield ep
    ep.close()


def paper_graph() -> Graph:
    g = Graph()

    def ent(key: str, cls: URIRef, label: str, *alts: str) -> URIRef:
        node = RES[key]
        g.add((node, RDF.type, cls))
        g.add((node, SKOS.prefLabel, Literal(label)))
        g.add((node, RDFS.label, Literal(label)))
        for alt in alts:
            g.add((node, SKOS.altLabel, Literal(alt)))
        return node

    ent("method/transformer", KGO.Method, "Transformer", "transformers")
    ent("method/llm", KGO.Method, "Large Language Models", "LLMs")
    ent("task/rl", KGO.Task, "Reinforcement Learning")
    ent("task/od", KGO.Task, "object detection")
    ent("dataset/mnist", KGO.Dataset, "MNIST")
    ent("dataset/imagenet", KGO.Dataset, "ImageNet")
    ent("method/model", KGO.Method, "model")
    ent("metric/accuracy", KGO.Metric, "accuracy")
    return g


EXPECTED = {
    ("method/transformer", "Q85810444"),
    ("method/llm", "Q115305900"),
    ("task/rl", "Q830687"),
    ("task/od", "Q2144790"),
    ("dataset/mnist", "Q17069496"),
}


def wd_links(g: Graph) -> set[tuple[str, str]]:
    out = set()
    for s, o in g.subject_objects(SKOS.exactMatch):
        if str(o).startswith(str(WD)):
            out.add((str(s)[len(str(RES)):], str(o)[len(str(WD)):]))
    return out


def test_links_and_cache(endpoint: Endpoint, tmp_path: Path) -> None:
    g = paper_graph()
    cache = tmp_path / "cache"
    report = link_wikidata(g, endpoint=endpoint.url, cache_dir=cache, min_interval=0.0)
    assert wd_links(g) == EXPECTED
    assert report.links_added == 5 and report.errors == []
    assert report.requests == len(endpoint.queries) == 3  # one batch per kind
    assert report.looked_up > 0 and report.cached == 0
    assert all(a.startswith("PaperKG/") for a in endpoint.agents)
    files = sorted(cache.glob("*.json"))
    assert len(files) == report.looked_up
    # second run: everything from the cache, no HTTP request, same result
    g2 = paper_graph()
    before = len(endpoint.queries)
    report2 = link_wikidata(g2, endpoint=endpoint.url, cache_dir=cache, min_interval=0.0)
    assert len(endpoint.queries) == before
    assert (report2.requests, report2.looked_up, report2.cached) == (0, 0, report.looked_up)
    assert wd_links(g2) == EXPECTED
    # cache files are deterministic JSON
    entry = json.loads(files[0].read_text(encoding="utf-8"))
    assert set(entry) == {"endpoint", "kind", "label", "items", "version"}


def test_rate_limit_and_limit(endpoint: Endpoint, tmp_path: Path) -> None:
    g = paper_graph()
    link_wikidata(g, endpoint=endpoint.url, cache_dir=tmp_path, min_interval=0.3)
    gaps = [b - a for a, b in zip(endpoint.times, endpoint.times[1:])]
    assert len(gaps) == 2 and min(gaps) >= 0.29
    g2 = paper_graph()
    report = link_wikidata(g2, endpoint=endpoint.url, cache_dir=tmp_path / "other", min_interval=0.0, limit=1)
    assert wd_links(g2) == set()  # the first entity in IRI order, dataset/imagenet, has no match
    # (since session 55 a mirror that answered every look-up empty gets one label-only request
    # more, and a note: this fixture's "ImageNet" item is an organisation, no data set)
    assert report.links_added == 0 and report.requests == 2
    assert len(report.notes) == 1 and "holds items labelled 'ImageNet'" in report.notes[0]


def test_labels_are_bound_safely() -> None:
    q = build_query("method", ['evil" } ; DROP ALL ; #', "back\\slash"])
    assert '"evil\\" } ; DROP ALL ; #"@en' in q
    assert '"back\\\\slash"@en' in q
    # the query parses and runs (no injection) on a SPARQL engine
    assert list(ox.Store().query(q)) == []
    with pytest.raises(ValueError):
        build_query("metric", ["x"])


def test_unreachable_endpoint(tmp_path: Path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    url = f"http://127.0.0.1:{port}/sparql"
    with pytest.raises(WikidataError) as info:
        link_wikidata(paper_graph(), endpoint=url, cache_dir=tmp_path, min_interval=0.0, timeout=2.0)
    msg = str(info.value)
    assert url in msg and "unreachable" in msg and "\n" not in msg


def test_timeout_and_http_error(store: ox.Store, tmp_path: Path) -> None:
    slow = Endpoint(store, delay=1.0)
    try:
        with pytest.raises(WikidataError, match="unreachable"):
            link_wikidata(paper_graph(), endpoint=slow.url, cache_dir=tmp_path / "a", timeout=0.3, min_interval=0.0)
    finally:
        slow.close()
    broken = Endpoint(store, status=500)
    try:
        g = paper_graph()
        report = link_wikidata(g, endpoint=broken.url, cache_dir=tmp_path / "b", min_interval=0.0)
        assert len(report.errors) == 3 and "HTTP 500" in report.errors[0] and broken.url in report.errors[0]
        assert report.links_added == 0 and not list((tmp_path / "b").glob("*.json"))
    finally:
        broken.close()


def test_cli_link(endpoint: Endpoint, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "graph.ttl"
    paper_graph().serialize(src, format="turtle")
    out = tmp_path / "linked.ttl"
    assert cli_link(src, endpoint.url, tmp_path / "cache", out) == 0
    assert "5 skos:exactMatch link(s) added" in capsys.readouterr().out
    linked = Graph().parse(out, format="turtle")
    assert wd_links(linked) == EXPECTED
    first = out.read_bytes()
    assert cli_link(out, endpoint.url, tmp_path / "cache", None) == 0  # in place, from cache
    assert out.read_bytes() == first
    bad = tmp_path / "bad.ttl"
    bad.write_text("not turtle", encoding="utf-8")
    assert cli_link(bad, endpoint.url, tmp_path / "cache", None) == 2
    assert str(bad) in capsys.readouterr().err


def test_already_linked_entities_are_skipped(endpoint: Endpoint, tmp_path: Path) -> None:
    g = paper_graph()
    g.add((RES["task/rl"], SKOS.exactMatch, WD["Q1"]))
    report = link_wikidata(g, endpoint=endpoint.url, cache_dir=tmp_path, min_interval=0.0)
    assert report.links_added == 4
    assert set(g.objects(RES["task/rl"], SKOS.exactMatch)) == {WD["Q1"]}
    assert not any("Reinforcement" in q for q in endpoint.queries)


def test_default_cache_dir_follows_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from kg.wikidata import default_cache_dir

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert default_cache_dir() == tmp_path / "paperkg" / "wikidata"


def _add_optical_prism(store: ox.Store) -> None:
    """A CS-rooted item labelled "prism" (an instance of algorithm, Q8366, one of the roots)."""
    store.add(ox.Quad(ox.NamedNode(WD["Q9000011"]), ox.NamedNode(str(RDFS.label)), ox.Literal("prism", language="en")))
    store.add(ox.Quad(ox.NamedNode(WD["Q9000011"]), ox.NamedNode(WDT["P31"]), ox.NamedNode(WD["Q8366"])))
    store.add(ox.Quad(ox.NamedNode(WD["Q8366"]), ox.NamedNode(str(RDFS.label)), ox.Literal("algorithm", language="en")))


def test_a_method_is_not_linked_through_an_acronym_label(store: ox.Store, tmp_path: Path) -> None:
    # Wikidata's "sparse autoencoder" has the alias SAE and a CS class; a paper's SAE is a
    # "structure-aware entropy", and "PRISM" is a coined method name that is also an optics item
    store.add(ox.Quad(ox.NamedNode(WD["Q9000010"]), ox.NamedNode(str(RDFS.label)), ox.Literal("sparse autoencoder", language="en")))
    store.add(ox.Quad(ox.NamedNode(WD["Q9000010"]), ox.NamedNode(str(SKOS.altLabel)), ox.Literal("SAE", language="en")))
    store.add(ox.Quad(ox.NamedNode(WD["Q9000010"]), ox.NamedNode(WDT["P279"]), ox.NamedNode(WD["Q192776"])))
    _add_optical_prism(store)
    ep = Endpoint(store)
    try:
        g = paper_graph()
        for key, label, alt in (("method/sae", "SAE", "Structure-Aware Entropy"), ("method/prism", "PRISM", None)):
            g.add((RES[key], RDF.type, KGO.Method))
            g.add((RES[key], SKOS.prefLabel, Literal(label)))
            if alt:
                g.add((RES[key], SKOS.altLabel, Literal(alt)))
        link_wikidata(g, endpoint=ep.url, cache_dir=tmp_path / "c", min_interval=0.0)
        links = wd_links(g)
        assert not {k for k, _ in links} & {"method/sae", "method/prism"}
        assert links == EXPECTED  # the spelt-out and dataset labels still link ("MNIST" included)
    finally:
        ep.close()


def test_other_spellings_of_an_acronym_label_are_not_looked_up_either(store: ox.Store, tmp_path: Path) -> None:
    # "Prism" is the coined name PRISM in another case, not the optical prism
    _add_optical_prism(store)
    ep = Endpoint(store)
    try:
        g = paper_graph()
        g.add((RES["method/prism"], RDF.type, KGO.Method))
        g.add((RES["method/prism"], SKOS.prefLabel, Literal("Prism")))
        g.add((RES["method/prism"], SKOS.altLabel, Literal("PRISM")))
        link_wikidata(g, endpoint=ep.url, cache_dir=tmp_path / "c", min_interval=0.0)
        assert "method/prism" not in {k for k, _ in wd_links(g)}
    finally:
        ep.close()


def test_one_item_is_the_exact_match_of_one_kind_only(endpoint: Endpoint, tmp_path: Path) -> None:
    # skos:exactMatch is transitive: the Method and the Task "reinforcement learning" must not
    # both be exact matches of one item; the kind with more papers keeps it
    g = paper_graph()
    g.add((RES["method/rl"], RDF.type, KGO.Method))
    g.add((RES["method/rl"], SKOS.prefLabel, Literal("reinforcement learning")))
    g.add((RES["method/rl"], KGO.paperCount, Literal(2)))
    g.add((RES["task/rl"], KGO.paperCount, Literal(5)))
    report = link_wikidata(g, endpoint=endpoint.url, cache_dir=tmp_path / "c", min_interval=0.0)
    assert (RES["task/rl"], SKOS.exactMatch, WD["Q830687"]) in g
    assert (RES["method/rl"], SKOS.exactMatch, WD["Q830687"]) not in g
    assert (RES["method/rl"], SKOS.closeMatch, WD["Q830687"]) in g
    assert report.close_added == 1 and "1 skos:closeMatch" in report.summary()


def test_each_linked_item_gets_its_english_label(endpoint: Endpoint, tmp_path: Path) -> None:
    g = paper_graph()
    link_wikidata(g, endpoint=endpoint.url, cache_dir=tmp_path, min_interval=0.0)
    labels = {str(s)[len(str(WD)):]: str(o) for s, o in g.subject_objects(RDFS.label) if str(s).startswith(str(WD))}
    # the item's own English label (not the German one), also for an item found by an altLabel
    assert labels == {"Q85810444": "transformer", "Q115305900": "large language model",
                      "Q830687": "reinforcement learning", "Q2144790": "object detection",
                      "Q17069496": "MNIST database"}
    assert all(o.language == "en" for s, o in g.subject_objects(RDFS.label) if str(s).startswith(str(WD)))
