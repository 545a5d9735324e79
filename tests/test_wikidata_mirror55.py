"""``kg link --wikidata`` against a mirror that lacks the class statements (session 55, trial M):
the run links nothing, and says why instead of staying silent. Local endpoint only (pyoxigraph)."""
from __future__ import annotations

from pathlib import Path

import pyoxigraph as ox
import pytest
from rdflib import Graph, Literal
from rdflib.namespace import RDFS

from kg.wikidata import REQUIRED_STATEMENTS, label_only_query, link_wikidata
from tests.test_wikidata import WD, WDT, Endpoint, fixture_graph, paper_graph


def _store(g: Graph, tmp_path: Path) -> ox.Store:
    nt = tmp_path / "mirror.nt"
    g.serialize(nt, format="nt", encoding="utf-8")
    s = ox.Store()
    s.load(path=str(nt), format=ox.RdfFormat.N_TRIPLES)
    return s


def _run(g: Graph, tmp_path: Path):
    ep = Endpoint(_store(g, tmp_path))
    try:
        graph = paper_graph()
        return link_wikidata(graph, endpoint=ep.url, cache_dir=tmp_path / "cache", min_interval=0.0), ep
    finally:
        ep.close()


def test_a_mirror_with_labels_but_no_p31_links_nothing_and_says_which_statements_it_lacks(tmp_path: Path) -> None:
    full = fixture_graph()
    labels_only = Graph()
    for t in full:
        if not str(t[1]).startswith(str(WDT)):
            labels_only.add(t)  # the items and their labels, no wdt:P31 / P279 / P361
    report, ep = _run(labels_only, tmp_path)
    assert report.links_added == 0 and report.close_added == 0
    assert len(report.notes) == 1
    note = report.notes[0]
    assert "no candidate item had the statements kg link requires" in note
    assert "wdt:P31" in note and REQUIRED_STATEMENTS in note
    # the diagnosis is one more request, a label-only query, after the look-ups
    assert "wdt:" not in ep.queries[-1] and "LIMIT 25" in ep.queries[-1]


def test_a_mirror_without_the_labels_gets_a_note_that_it_holds_no_such_item(tmp_path: Path) -> None:
    other = Graph()
    other.add((WD["Q1"], RDFS.label, Literal("universe", lang="en")))
    report, _ep = _run(other, tmp_path)
    assert report.links_added == 0
    assert len(report.notes) == 1
    assert "holds no item with any of" in report.notes[0]


def test_a_full_mirror_that_links_gets_no_note(tmp_path: Path) -> None:
    report, ep = _run(fixture_graph(), tmp_path)
    assert report.links_added == 5
    assert report.notes == []
    assert all("LIMIT" not in q for q in ep.queries)


def test_a_second_run_from_the_cache_makes_no_diagnostic_request(tmp_path: Path) -> None:
    labels_only = Graph()
    labels_only.add((WD["Q1"], RDFS.label, Literal("object detection", lang="en")))
    ep = Endpoint(_store(labels_only, tmp_path))
    try:
        first = link_wikidata(paper_graph(), endpoint=ep.url, cache_dir=tmp_path / "cache", min_interval=0.0)
        asked = len(ep.queries)
        again = link_wikidata(paper_graph(), endpoint=ep.url, cache_dir=tmp_path / "cache", min_interval=0.0)
    finally:
        ep.close()
    assert len(first.notes) == 1 and asked == first.requests
    assert again.requests == 0 and len(ep.queries) == asked and again.notes == []


def test_the_cli_prints_the_note(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from kg.wikidata import cli_link

    labels_only = Graph()
    for t in fixture_graph():
        if not str(t[1]).startswith(str(WDT)):
            labels_only.add(t)
    ep = Endpoint(_store(labels_only, tmp_path))
    try:
        path = tmp_path / "graph.ttl"
        paper_graph().serialize(path, format="turtle")
        import kg.wikidata as wikidata

        code = cli_link(path, endpoint=ep.url, cache_dir=tmp_path / "cache")
    finally:
        ep.close()
    err = capsys.readouterr().err
    assert code == 0
    assert "note: " in err and "wdt:P31 (instance of)" in err
    assert wikidata.REQUIRED_STATEMENTS in err


def test_the_public_endpoint_gets_no_diagnostic_request(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    import kg.wikidata as wikidata

    other = Graph()
    other.add((WD["Q1"], RDFS.label, Literal("universe", lang="en")))
    ep = Endpoint(_store(other, tmp_path))
    try:
        # the local endpoint stands in for Wikidata's: its URL is taken as the default one
        monkeypatch.setattr(wikidata, "DEFAULT_ENDPOINT", ep.url)
        report = link_wikidata(paper_graph(), endpoint=ep.url, cache_dir=tmp_path / "c", min_interval=0.0)
    finally:
        ep.close()
    assert report.notes == [] and all("LIMIT" not in q for q in ep.queries)


def test_the_label_only_query_binds_labels_as_english_literals() -> None:
    q = label_only_query(['say "hi"', "MNIST"])
    assert '"say \\"hi\\""@en' in q and '"MNIST"@en' in q
    assert "wdt:" not in q
