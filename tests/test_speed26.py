"""Session 26 speed round: graph.nt is read back without validating its terms again."""
import pyoxigraph as ox
from rdflib import BNode, Graph, Literal, Namespace, URIRef
from rdflib.namespace import XSD

from kg.export import RDF_EXPORTS, ntriples_lines, oxigraph_triples, read_back_ntriples, write_exports


def _odd_graph() -> Graph:
    ex = Namespace("https://example.org/")
    g = Graph()
    g.bind("ex", ex)
    g.add((ex.a, ex.label, Literal("plain")))
    g.add((ex.a, ex.label, Literal("plain", lang="en")))
    g.add((ex.a, ex.label, Literal("Straße", lang="de-CH")))
    g.add((ex.a, ex.note, Literal('quote " back \\ tab \t line \n return \r bell \x07 é \u2028 𝔸')))
    g.add((ex.a, ex.amount, Literal(3)))
    g.add((ex.a, ex.amount, Literal("-0.50", datatype=XSD.decimal)))
    g.add((ex.a, ex.year, Literal("2024", datatype=XSD.gYear)))
    g.add((ex.a, ex.flag, Literal(True)))
    g.add((ex.b, ex.link, ex.a))
    g.add((ex.b, ex.link, URIRef("https://example.org/a%20b?x=1&y=%C3%A9#frag")))
    g.add((ex.b, ex.link, URIRef("https://example.org/caf\u00e9/\u6f22")))
    g.add((BNode("n1"), ex.link, ex.b))
    return g


def test_the_lenient_read_back_gives_the_terms_of_a_validating_parse(tmp_path):
    path = tmp_path / "graph.nt"
    path.write_text("".join(ntriples_lines(_odd_graph())), encoding="utf-8")
    strict = [q.triple for q in ox.parse(path=str(path), format=ox.RdfFormat.N_TRIPLES)]
    read = read_back_ntriples(path)
    assert [q.triple for q in read] == strict
    assert len(read) == 12
    assert [str(q.triple) for q in read] == [str(t) for t in oxigraph_triples(_odd_graph())]


def test_rdf_files_written_through_the_read_back_equal_those_from_the_triples(tmp_path):
    g = _odd_graph()
    write_exports(g, tmp_path / "lines", list(RDF_EXPORTS))
    write_exports(g, tmp_path / "triples", list(RDF_EXPORTS), triples=oxigraph_triples(g))
    for name in RDF_EXPORTS:
        assert (tmp_path / "lines" / name).read_bytes() == (tmp_path / "triples" / name).read_bytes()
    text = (tmp_path / "lines" / "graph.nt").read_text(encoding="utf-8")
    assert '<https://example.org/a> <https://example.org/label> "Stra\u00dfe"@de-ch .\n' in text
    assert "<https://example.org/caf\u00e9/\u6f22> .\n" in text


# --------------------------------------------------------------------------- the tail's pause of the collector

import gc
import weakref

from kg.pipeline import _gc_paused


class _Node:
    """A container the collector tracks (instances of a Python class are)."""

    def __init__(self) -> None:
        self.other = None


def _generation_of(obj) -> int:
    return next(g for g in range(3) if any(o is obj for o in gc.get_objects(generation=g)))


def test_objects_made_during_the_pause_go_to_the_oldest_generation_unscanned():
    assert gc.isenabled() and gc.get_freeze_count() == 0
    with _gc_paused():
        assert not gc.isenabled()
        kept = _Node()
        a, b = _Node(), _Node()
        a.other, b.other = b, a  # a reference cycle
        gone = weakref.ref(a)
        del a, b
    assert gc.isenabled() and gc.get_freeze_count() == 0
    assert _generation_of(kept) == 2
    assert gone() is not None  # not collected at the end of the pause ...
    gc.collect()
    assert gone() is None  # ... but by the next full collection


def test_the_pause_leaves_frozen_objects_and_a_disabled_collector_as_they_were():
    frozen = _Node()
    gc.freeze()
    try:
        count = gc.get_freeze_count()
        with _gc_paused():
            _Node()
        # nothing unfrozen (the count would be 0), nothing new frozen (it would grow); a frozen
        # object that another test's thread releases meanwhile leaves the permanent generation
        # by reference counting, so the count may drop (a fresh-clone CI run saw 2 fewer)
        assert 0 < gc.get_freeze_count() <= count
        assert not any(o is frozen for g in range(3) for o in gc.get_objects(generation=g))
    finally:
        gc.unfreeze()
    gc.disable()
    try:
        with _gc_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()
    assert frozen is not None
