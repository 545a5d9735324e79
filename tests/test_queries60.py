"""Session 60: methods-for-task looks labels and proposing papers up for the matched methods
only (faster on a store); its rows are those of the session 59 text
(tests/fixtures/methods-for-task-s59.rq) for every task of the sample graph and for graphs written here."""
from __future__ import annotations

from pathlib import Path

import pyoxigraph as ox
import pytest
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import RDF, RDFS, SKOS

from kg.ontology import KGO
from kg.query import load_query, run_query, to_ox

ROOT = Path(__file__).resolve().parent.parent
OLD = ROOT / "tests" / "fixtures" / "methods-for-task-s59.rq"
BASE = "https://w3id.org/paperkg/resource/"


def _rows(query, store, task):
    return [tuple(None if v is None else str(v) for v in row)
            for row in run_query(query, store, {"task": task}, warn_no_match=False).rows]


@pytest.fixture(scope="module")
def sample():
    store = ox.Store()
    store.load(path=str(ROOT / "exports" / "graph.ttl"), format=ox.RdfFormat.TURTLE)
    return store


def test_the_same_rows_as_session_59_for_every_task_of_the_sample(sample):
    new, old = load_query("methods-for-task"), load_query(str(OLD))
    labels = sorted({str(s["l"].value) for s in sample.query(
        "SELECT ?l WHERE { ?t a <https://w3id.org/paperkg/ontology#Task> ; "
        "<http://www.w3.org/2004/02/skos/core#prefLabel> ?l }")})
    assert len(labels) > 20
    nonempty = 0
    for label in labels + ["person re-identification", "no such task", label_of_iri(sample)]:
        got, want = _rows(new, sample, label), _rows(old, sample, label)
        assert got == want, label
        nonempty += bool(got)
    assert nonempty > 20


def label_of_iri(store) -> str:
    """A task's IRI (the query matches a task by IRI too)."""
    return next(iter(store.query("SELECT ?t WHERE { ?t a <https://w3id.org/paperkg/ontology#Task> } "
                                 "ORDER BY ?t LIMIT 1")))["t"].value


def _graph() -> Graph:
    """Method "Quill" addresses "glyph parsing" itself and has no proposing paper; "Inkwell" is
    proposed by two papers (one with two labels) that address it; "Nib", a part of Inkwell, only
    through its paper."""
    g = Graph()
    task = URIRef(BASE + "task/glyph-parsing")
    g.add((task, RDF.type, KGO.Task))
    g.add((task, SKOS.prefLabel, Literal("glyph parsing", lang="en")))
    g.add((task, SKOS.altLabel, Literal("GP", lang="en")))
    for slug, label in (("quill", "Quill"), ("inkwell", "Inkwell"), ("nib", "Nib")):
        m = URIRef(BASE + "method/" + slug)
        g.add((m, RDF.type, KGO.Method))
        g.add((m, SKOS.prefLabel, Literal(label, lang="en")))
    g.add((URIRef(BASE + "method/quill"), KGO.addresses, task))
    g.add((URIRef(BASE + "method/nib"), KGO.partOf, URIRef(BASE + "method/inkwell")))
    for pid, labels in (("p2", ["zeta glyphs"]), ("p1", ["Alpha glyphs", "alpha glyphs (v2)"])):
        p = URIRef(BASE + "paper/" + pid)
        g.add((p, RDF.type, KGO.Paper))
        for lab in labels:
            g.add((p, RDFS.label, Literal(lab)))
        g.add((p, KGO.addresses, task))
        g.add((p, KGO.proposes, URIRef(BASE + "method/inkwell")))
        g.add((p, KGO.proposes, URIRef(BASE + "method/nib")))
    return g


def test_the_same_rows_on_a_written_graph_with_a_paperless_method_and_a_two_label_paper():
    store = ox.Store()
    store.extend(ox.Quad(to_ox(s), to_ox(p), to_ox(o), ox.DefaultGraph()) for s, p, o in _graph())
    new, old = load_query("methods-for-task"), load_query(str(OLD))
    for task in ("glyph parsing", "GP", "Glyph-Parsing", BASE + "task/glyph-parsing"):
        assert _rows(new, store, task) == _rows(old, store, task)
    rows = {r[1]: r for r in _rows(new, store, "gp")}
    assert set(rows) == {"Inkwell", "Quill"}  # Nib, a part, reaches it only through its paper
    assert rows["Quill"][2] == "method" and rows["Quill"][3] is None and rows["Quill"][6] is None
    assert rows["Inkwell"][2] == "paper"
    assert rows["Inkwell"][3] == "Alpha glyphs | alpha glyphs (v2) | zeta glyphs"
    assert rows["Inkwell"][6] == f"{BASE}paper/p1 | {BASE}paper/p1 | {BASE}paper/p2"


# ---- kg query --store: the child opens the generation its parent verified without checking it again

def test_open_verified_skips_the_check_the_parent_made(tmp_path, monkeypatch):
    from kg import query as kq
    from kg.store import GraphStore

    calls = []
    real = GraphStore.open

    def spy(path, read_only=False, verify=False, generation=None):
        calls.append((verify, generation))
        return real(path, read_only=read_only, verify=verify, generation=generation)

    monkeypatch.setattr(GraphStore, "open", staticmethod(spy))
    store = ROOT / "tests" / "fixtures"  # no store: the plain path is opened verified and refused
    with pytest.raises(Exception):
        kq.open_verified(store)
    assert calls == [(True, None)]
    calls.clear()
    with pytest.raises(Exception):
        kq.open_verified(kq.VerifiedStore(store, "gen-00000001"))
    # the pinned open without the check first, then, that failing, the verified open of CURRENT
    assert calls == [(False, "gen-00000001"), (True, None)]
