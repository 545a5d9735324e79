"""The fast build path (kg.graph.TripleIndex, the GC pause, the split exports) gives exactly
what the rdflib Graph path gives."""
import gc
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rdflib import RDF, Graph, Literal, URIRef
from rdflib.namespace import RDFS, SKOS

from kg.export import EXPORTS, RDF_EXPORTS, entities_csv, graphml, oxigraph_triples, write_exports
from kg.graph import TripleIndex, build_graph, build_triples, exact_text, safe_text
from kg.ontology import KGO
from kg.pipeline import BuildSummary, _gc_paused, summarise, write_all
from kg.records import CleanText, Extraction, Paper
from kg.resolve import resolve
from kg.view import _SCRIPT_JSON_ESCAPES, render_html, script_json
from tests.factories import acronym, extraction, link, mention, result

BASE = "https://example.org/kg/"
T1 = ("We propose SPADE, a framework for black-box optimization (BBO). It reaches 76.1% accuracy "
      "on Design-Bench and beats GRPO. Code: https://github.com/x/spade.")
T2 = ("Large language models (LLMs) are used for black-box optimization on Design-Bench. "
      "SPADE improves accuracy by 2.5% over GRPO.")
T3 = "We study reinforcement learning. Our method uses reinforcement learning and Adam."
HOSTILE = 'Soft "Q" learning \\ accuracy>90% <script>\x01\x0b tab\there \u200fمرحبا 😀'


def _extractions() -> list[Extraction]:
    e1 = extraction(
        "openreview:AbC12", T1,
        mentions=[mention("SPADE", T1, "Method", "proposed"),
                  mention("black-box optimization", T1, "Task", "task", main=True),
                  mention("Design-Bench", T1, "Dataset", "dataset"), mention("GRPO", T1, "Method", "compared"),
                  mention("accuracy", T1, "Metric", "metric")],
        links=[link("proposes", None, "SPADE", "Method", T1),
               link("addresses", "SPADE", "black-box optimization", "Task", T1),
               link("evaluatedOn", "SPADE", "Design-Bench", "Dataset", T1),
               link("comparesWith", "SPADE", "GRPO", "Method", T1)],
        acronyms=[acronym("BBO", "black-box optimization", T1)],
        results=[result("76.1", "accuracy", T1, dataset="Design-Bench")], title="SPADE")
    e2 = extraction(
        "arXiv:2401.00001", T2,
        mentions=[mention("Large language models", T2, "Method", "used"), mention("LLMs", T2, "Method", "used"),
                  mention("black-box optimization", T2, "Task", "task", main=True),
                  mention("Design-Bench", T2, "Dataset", "dataset"), mention("SPADE", T2, "Method", "used"),
                  mention("GRPO", T2, "Method", "compared"), mention("accuracy", T2, "Metric", "metric")],
        links=[link("uses", None, "Large language models", "Method", T2),
               link("evaluatedOn", None, "Design-Bench", "Dataset", T2)],
        acronyms=[acronym("LLMs", "Large language models", T2)],
        results=[result("2.5", "accuracy", T2)], venue="ICLR", year=2024)
    e3 = extraction(
        "p3", T3,
        mentions=[mention("reinforcement learning", T3, "Task", "task", main=True),
                  mention("reinforcement learning", T3, "Method", "used", nth=1), mention("Adam", T3, "Method", "used")],
        links=[link("uses", None, "Adam", "Method", T3)], venue=None, year=None)
    text = f"We propose {HOSTILE}. Done."
    hostile = Extraction(
        paper=Paper(id='id with spaces/"quotes"', abstract=text + "\ud800", source="x.jsonl:3", title=HOSTILE,
                    venue="ICML", year=2026, authors=("A. Author", "B\x02 Author")),
        clean=CleanText(text=text, offsets=tuple(range(len(text) + 1))),
        mentions=(mention(HOSTILE, text, "Method", "proposed"),),
        links=(link("proposes", None, HOSTILE, "Method", text),))
    return [e1, e2, e3, hostile]


@pytest.fixture(scope="module")
def built():
    exs = _extractions()
    res = resolve(exs)
    return build_triples(exs, res, base_iri=BASE), res


def _copy(index: TripleIndex) -> Graph:
    """A plain rdflib Graph (default store) with the same triples and prefixes."""
    g = Graph()
    for prefix, ns in index.namespaces():
        g.bind(prefix, ns, override=True)
    for t in index:
        g.add(t)
    return g


def test_build_graph_holds_the_same_triples_as_the_index(built):
    index, res = built
    exs = _extractions()
    g = build_graph(exs, res, base_iri=BASE)
    assert len(g) == len(index) == len(set(index)) > 100
    assert set(g) == set(index)
    assert dict(g.namespaces())["res"] == URIRef(BASE)


def test_index_lookups_answer_like_rdflib(built):
    index, _ = built
    g = _copy(index)
    preds = sorted(set(g.predicates()))
    assert KGO.evidence in preds and SKOS.related in preds
    for p in preds:
        assert sorted(index.subject_objects(p)) == sorted(g.subject_objects(p))
        assert sorted(index.triples((None, p, None))) == sorted(g.triples((None, p, None)))
    for s in set(g.subjects()):
        for p in (RDF.type, RDFS.label, SKOS.prefLabel, KGO.paperCount, KGO.mentions):
            assert sorted(index.objects(s, p)) == sorted(g.objects(s, p))
            # single-valued here, so "the first value" is the same for both
            if len(list(g.objects(s, p))) == 1:
                assert index.value(s, p) == g.value(s, p)
    for cls in (KGO.Paper, KGO.Method, KGO.Task, KGO.Evidence, SKOS.Concept):
        assert sorted(index.subjects(RDF.type, cls)) == sorted(g.subjects(RDF.type, cls))
    some = next(iter(index))
    assert some in index and (some[0], some[1], Literal("not there")) not in index
    assert sorted(index.triples((some[0], None, None))) == sorted(g.triples((some[0], None, None)))
    assert index.value(some[0], URIRef(BASE + "nothing"), default=Literal("d")) == Literal("d")


def test_index_drops_duplicates_keeping_first_order():
    a, b, c = URIRef("http://x/a"), URIRef("http://x/b"), Literal("c")
    index = TripleIndex([(a, b, c), (b, b, a), (a, b, Literal("c")), (a, b, a)])
    assert list(index) == [(a, b, c), (b, b, a), (a, b, a)]
    assert list(index.objects(a, b)) == [c, a] and index.value(a, b) == c
    assert sorted(index.subjects(b, a)) == [a, b]


def test_graph_of_the_index_is_filled_on_first_use_and_then_independent(built):
    index, _ = built
    g = index.graph()
    assert g is index.graph()
    assert g.store._pending is not None  # nothing indexed yet
    n = len(g)
    assert n == len(index) and g.store._pending is not None  # counted without indexing
    first = next(iter(index))
    assert first in g and g.store._pending is None and len(g) == n
    extra = (URIRef(BASE + "x"), RDFS.label, Literal("x"))
    g.add(extra)
    assert len(g) == n + 1 and extra not in index
    g.remove(extra)
    assert set(g) == set(index)


def test_exports_and_page_from_the_index_equal_those_from_rdflib(built, tmp_path):
    index, _ = built
    g = _copy(index)
    assert [str(t) for t in oxigraph_triples(index)] == [str(t) for t in oxigraph_triples(g)]
    write_exports(index, tmp_path / "fast")
    write_exports(g, tmp_path / "rdflib")
    for name in EXPORTS:
        assert (tmp_path / "fast" / name).read_bytes() == (tmp_path / "rdflib" / name).read_bytes(), name
    assert graphml(index) == graphml(g) and entities_csv(index) == entities_csv(g)
    assert render_html(index, title="T")[0] == render_html(g, title="T")[0]
    fast, slow = BuildSummary(), BuildSummary()
    summarise(index, fast, built[1])
    summarise(g, slow, built[1])
    assert fast == slow and fast.papers == 4 and fast.links["evaluatedOn"] >= 2


def test_nt_lines_are_sorted_and_text_is_escaped(built, tmp_path):
    index, _ = built
    write_exports(index, tmp_path, ["graph.nt"])
    assert [p.name for p in tmp_path.iterdir()] == ["graph.nt"]
    lines = (tmp_path / "graph.nt").read_text(encoding="utf-8").splitlines()
    assert lines == sorted(lines) and len(lines) == len(index)
    assert any("\\u0001" in line for line in lines)  # kept, escaped, in kgo:sourceAbstract
    assert all("\x01" not in line for line in lines)


def test_write_exports_writes_the_files_named_and_refuses_unknown_ones(built, tmp_path):
    index, _ = built
    written = write_exports(index, tmp_path, ["entities.csv", "graph.ttl"])
    assert [p.name for p in written] == ["graph.ttl", "entities.csv"]  # EXPORTS order
    assert sorted(p.name for p in tmp_path.iterdir()) == ["entities.csv", "graph.ttl"]
    with pytest.raises(KeyError, match="graph.rdf"):
        write_exports(index, tmp_path, ["graph.rdf"])
    assert set(RDF_EXPORTS) < set(EXPORTS)


def test_forked_and_serial_write_all_give_the_same_files(built, tmp_path):
    index, _ = built
    serial = write_all(index, tmp_path / "one", jobs=1)
    forked = write_all(index, tmp_path / "two", jobs=2)
    assert [p.name for p in serial] == [p.name for p in forked] == [
        "graph.ttl", "graph.nt", "graph.jsonld", "graph.graphml", "entities.csv", "papers.csv", "retired.csv",
        "graph.html"]
    for a, b in zip(serial, forked):
        assert a.read_bytes() == b.read_bytes(), a.name


def test_gc_pause_is_undone_even_on_error():
    assert gc.isenabled()
    with pytest.raises(RuntimeError):
        with _gc_paused():
            assert not gc.isenabled()
            raise RuntimeError("x")
    assert gc.isenabled()
    gc.disable()
    try:
        with _gc_paused():
            pass
        assert not gc.isenabled()  # was off before: stays off
    finally:
        gc.enable()


_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


@given(st.text(alphabet=st.characters(codec=None), max_size=40))
def test_text_fast_paths_equal_the_regular_expressions(text):
    assert safe_text(text) == _ILLEGAL.sub("", text)
    assert exact_text(text) == re.sub("[\ud800-\udfff]", "\ufffd", text)


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
                    max_leaves=12))
def test_script_json_escapes_like_translate(value):
    import json

    plain = json.dumps(value, ensure_ascii=True, sort_keys=True, separators=(",", ":"))
    assert script_json(value) == plain.translate(_SCRIPT_JSON_ESCAPES)


def test_a_repeated_evidence_iri_still_gives_each_triple_once():
    from kg.graph import IriMinter, _Assembler

    a = _Assembler(IriMinter(BASE))
    ev, paper = URIRef(BASE + "evidence/0123456789abcdef"), URIRef(BASE + "paper/p")
    a.add((paper, RDF.type, KGO.Paper))
    for _ in range(2):  # the second time through add(), as for a repeated hash
        put = a.evidence_node(ev)
        put((ev, RDF.type, KGO.Evidence))
        put((ev, KGO.sentence, Literal("s")))
        put((paper, KGO.evidence, ev))
    assert a.all_triples() == [(paper, RDF.type, KGO.Paper), (ev, RDF.type, KGO.Evidence),
                               (ev, KGO.sentence, Literal("s")), (paper, KGO.evidence, ev)]


def test_atomic_write_names_the_file_when_the_disk_is_full(tmp_path):
    import errno

    from kg.export import atomic_write

    target = tmp_path / "graph.ttl"
    target.write_text("old")

    def full(fh):
        fh.write("partial")
        raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.raises(OSError, match=r"No space left on device: '.*graph\.ttl'"):
        atomic_write(target, full)
    assert target.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["graph.ttl"]   # no temporary left
