"""Session 50 (fixD50, item 7): ``kg query methods-for-task`` gives one row per method (not one
"via method" and one "via paper"), leaves out a proposal's components that reach the task only
through their paper, and the build summary's ``links:`` line counts paper-level links, a
method's own links on a line of their own."""
from __future__ import annotations

from rdflib import Graph

from kg.graph import build_graph
from kg.pipeline import BuildSummary, summarise
from kg.query import run_query
from kg.resolve import resolve
from tests.factories import extraction, link, mention

BASE = "https://example.org/kg/"
# abstracts written for these tests
A = "We propose Heron, built from a Wing Encoder, for bird call detection."
B = "We propose Egret for bird call detection and also use Heron."
C = "We propose Ibis, a sampler for lake mapping."


def _extractions():
    a = extraction("pa", A, mentions=[mention("Heron", A, "Method", "proposed"),
                                      mention("Wing Encoder", A, "Method", "proposed"),
                                      mention("bird call detection", A, "Task", "task", main=True)],
                   links=[link("proposes", None, "Heron", "Method", A),
                          link("proposes", None, "Wing Encoder", "Method", A),
                          link("partOf", "Wing Encoder", "Heron", "Method", A),
                          link("addresses", "Heron", "bird call detection", "Task", A)],
                   title="Heron")
    b = extraction("pb", B, mentions=[mention("Egret", B, "Method", "proposed"),
                                      mention("Heron", B, "Method", "used"),
                                      mention("bird call detection", B, "Task", "task", main=True)],
                   links=[link("proposes", None, "Egret", "Method", B),
                          link("uses", None, "Heron", "Method", B)],
                   title="Egret")
    c = extraction("pc", C, mentions=[mention("Ibis", C, "Method", "proposed"),
                                      mention("lake mapping", C, "Task", "task", main=True)],
                   links=[link("proposes", None, "Ibis", "Method", C),
                          link("addresses", "Ibis", "lake mapping", "Task", C)],
                   title="Ibis")
    return [a, b, c]


def _graph() -> Graph:
    exs = _extractions()
    return build_graph(exs, resolve(exs), base_iri=BASE)


def _rows(g, task):
    res = run_query("methods-for-task", g, {"task": task})
    return [{v: (None if t is None else str(t)) for v, t in zip(res.vars, row)} for row in res.rows]


def test_one_row_per_method_and_components_left_out():
    rows = _rows(_graph(), "Bird Call Detection")
    assert [(r["methodLabel"], r["via"], r["paperLabel"]) for r in rows] == [
        ("Egret", "paper", "Egret"), ("Heron", "method", "Heron")]
    assert {r["taskLabel"] for r in rows} == {"bird call detection"}


def test_the_same_rows_from_oxigraph(tmp_path):
    g = _graph()
    ttl = tmp_path / "g.ttl"
    g.serialize(ttl, format="turtle")
    res = run_query("methods-for-task", ttl, {"task": "lake mapping"})
    assert [[None if t is None else str(t) for t in row][1:4] for row in res.rows] == [["Ibis", "method", "Ibis"]]


def test_summary_links_are_paper_level_and_method_links_apart():
    exs = _extractions()
    res = resolve(exs)
    summary = BuildSummary()
    summarise(build_graph(exs, res, base_iri=BASE), summary, res)
    # pa addresses bird call detection (its main task, and Heron's link copied), pb its main task,
    # pc lake mapping: 3 papers' links; Heron and Ibis address their tasks themselves: 2
    assert summary.links["addresses"] == 3 and summary.method_links["addresses"] == 2
    assert summary.links["partOf"] == 0 and summary.method_links["partOf"] == 1
    assert summary.links["proposes"] == 4 and summary.method_links["proposes"] == 0
    text = summary.format()
    assert "addresses 3" in text and "method links: addresses 2, partOf 1" in text
