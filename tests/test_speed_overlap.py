"""Work moved off the build's one-core stretches gives the same output: the linking
vocabularies are loaded while the workers extract (kg.pipeline.extract_all's ``meanwhile``,
kg.link.preload); and the order of the pyoxigraph triples every RDF export is written from
(kg.export.oxigraph_triples) is the order of their N-Triples lines."""
from __future__ import annotations

import sys
import threading

import pyoxigraph as ox
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rdflib import BNode, Literal, URIRef
from rdflib.namespace import XSD

from kg.export import _ox_term, oxigraph_triples
from kg.graph import TripleIndex
from kg.read import SAMPLE_PATHS, ReadReport

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fork only")


def _by_line(rows) -> list[str]:
    """The order the N-Triples file has: every triple converted, sorted by its line (stable)."""
    memo: dict = {}
    triples = [ox.Triple(*(_ox_term(t, memo) for t in row)) for row in rows]
    return [str(t) for t in sorted(triples, key=str)]


# IRIs that are prefixes of one another, with characters on both sides of the separator
_iri = st.text(alphabet="ab-/:0_~", min_size=0, max_size=4).map(lambda s: URIRef("http://e.org/" + s))
_bnode = st.sampled_from(["b1", "b12", "b2", "B", "x1y"]).map(BNode)
_literal = st.one_of(
    st.text(alphabet='ab "\\\n\té', max_size=4).map(Literal),
    st.text(alphabet="ab", max_size=3).map(lambda s: Literal(s, lang="en")),
    st.text(alphabet="ab", max_size=3).map(lambda s: Literal(s, datatype=XSD.string)),
    st.integers(-20, 20).map(Literal),
)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.one_of(_iri, _bnode), _iri, st.one_of(_iri, _bnode, _literal)),
                max_size=30))
def test_triples_come_in_the_order_of_the_lines(rows):
    index = TripleIndex(rows)
    assert [str(t) for t in oxigraph_triples(index)] == _by_line(list(index))


def test_equal_lines_from_distinct_terms_keep_their_order():
    # rdflib tells an untyped literal from an xsd:string one; their N-Triples lines are equal
    s, p = URIRef("http://e.org/s"), URIRef("http://e.org/p")
    rows = [(s, p, Literal("a", datatype=XSD.string)), (s, p, URIRef("http://e.org/a")), (s, p, Literal("a"))]
    out = oxigraph_triples(TripleIndex(rows))
    assert [str(t) for t in out] == ['<http://e.org/s> <http://e.org/p> "a"', '<http://e.org/s> <http://e.org/p> "a"',
                                     "<http://e.org/s> <http://e.org/p> <http://e.org/a>"]
    assert out[0].object == ox.Literal("a", datatype=ox.NamedNode(str(XSD.string)))


def test_link_preload_fills_the_vocabulary_caches():
    from kg import vocab
    from kg.link import preload

    for f in (vocab.cso_topics, vocab.pwc_methods, vocab.pwc_tasks):
        f.cache_clear()
    preload()
    assert [f.cache_info().currsize for f in (vocab.cso_topics, vocab.pwc_methods, vocab.pwc_tasks)] == [1, 1, 1]
    assert "neural network" in vocab.cso_topics()


@linux_only
def test_meanwhile_runs_in_a_thread_while_the_workers_extract(extractor, monkeypatch):
    from kg.extract import pool
    from kg.pipeline import extract_all, read_papers

    monkeypatch.setattr(pool, "_EXTRACTOR", extractor)  # the forked workers inherit it
    papers = read_papers([str(p) for p in SAMPLE_PATHS], None, ReadReport())[:12]
    seen: list[tuple[str, int]] = []

    def task() -> None:
        import multiprocessing

        seen.append((threading.current_thread().name, len(multiprocessing.active_children())))

    with_task = extract_all(papers, n_process=2, batch_size=4, meanwhile=task)
    assert seen == [("paperkg-preload", 2)]  # after the workers were forked, not before

    def fails() -> None:
        raise RuntimeError("dropped: the stage that needs the data raises it again")

    assert extract_all(papers, n_process=2, batch_size=4, meanwhile=fails) == with_task
    assert with_task == list(extractor.extract_many(papers))


@linux_only
def test_reading_in_a_forked_process_gives_the_papers_and_report_of_reading_here(tmp_path, monkeypatch):
    from kg import pipeline
    from kg.pipeline import _read_while_loading, read_papers

    good = tmp_path / "papers.jsonl"
    good.write_text('{"id": "a1", "title": "T", "abstract": "We propose FooNet for image classification."}\n'
                    "not json\n"
                    '{"id": "a1", "title": "T", "abstract": "We propose FooNet for image classification."}\n',
                    encoding="utf-8")
    sources = [str(good), str(tmp_path / "missing.jsonl")]
    monkeypatch.setattr(pipeline, "_load_extractor", lambda: "pipeline loaded here")
    papers, report, loaded = _read_while_loading(sources, None)
    here = ReadReport()
    assert loaded == "pipeline loaded here"
    assert papers == read_papers(sources, None, here)
    assert report == here and report.duplicates == 1 and len(report.skipped) == 2


@linux_only
def test_an_input_error_of_the_reading_process_keeps_its_type_and_fields(tmp_path, monkeypatch):
    from kg import pipeline
    from kg.read import InputError

    monkeypatch.setattr(pipeline, "_load_extractor", lambda: None)
    with pytest.raises(InputError) as info:
        pipeline._read_while_loading([str(tmp_path / "missing.jsonl")], None)
    assert info.value.source == str(tmp_path / "missing.jsonl") and "no such file" in info.value.reason
