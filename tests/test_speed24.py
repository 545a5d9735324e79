"""Session 24 speed round: the direct GraphML text equals networkx's writer byte for byte."""
import io

import networkx as nx

from kg.export import _graphml_text


def _networkx_text(graph: nx.MultiDiGraph) -> str:
    buf = io.StringIO()
    nx.write_graphml_xml(graph, buf, encoding="unicode", prettyprint=True)
    return buf.getvalue()


def _cases() -> list[nx.MultiDiGraph]:
    empty = nx.MultiDiGraph()
    bare = nx.MultiDiGraph()
    bare.add_node("n1")
    odd = 'a&<">\'\n\tz'
    mixed = nx.MultiDiGraph()
    mixed.add_node(odd, label="", type='T<&>"\n', papers=0)
    mixed.add_node("b", label="Beta method", type="Method", papers=3)
    mixed.add_edge("b", odd, key="uses", relation="uses")
    mixed.add_edge(odd, "b", key="cites", relation="")
    mixed.add_edge("b", odd, key="plain")
    loop = nx.MultiDiGraph()
    loop.add_node("x", label="X")
    loop.add_edge("x", "x", key="k", weight=2)
    return [empty, bare, mixed, loop]


def test_graphml_text_matches_networkx():
    for graph in _cases():
        assert _graphml_text(graph) == _networkx_text(graph)


def test_graphml_text_declines_other_graphs():
    # floats are covered since session 49 (a result node's value), and written as networkx writes them
    floats = nx.MultiDiGraph()
    floats.add_node("a", score=0.5)
    assert _graphml_text(floats) == _networkx_text(floats)
    assert '<data key="d0">0.5</data>' in _graphml_text(floats)
    listed = nx.MultiDiGraph()
    listed.add_node("a", score=[0.5])
    assert _graphml_text(listed) is None
    assert _graphml_text(nx.DiGraph()) is None
    named = nx.MultiDiGraph(name="g")
    assert _graphml_text(named) is None


def test_ntriples_lines_are_pyoxigraphs_sorted_text(tmp_path):
    """The N-Triples written from ntriples_lines equal pyoxigraph's serialisation of the
    sorted triples, and the other RDF files are the same as from oxigraph_triples."""
    import pyoxigraph as ox
    from rdflib import Graph, Literal, Namespace, URIRef
    from rdflib.namespace import XSD

    from kg.export import RDF_EXPORTS, ntriples_lines, oxigraph_triples, write_exports

    ex = Namespace("https://example.org/")
    g = Graph()
    g.bind("ex", ex)
    g.add((ex.a, ex.label, Literal("plain")))
    g.add((ex.a, ex.label, Literal("plain", lang="en")))
    g.add((ex.a, ex.label, Literal("plain", lang="en-gb")))
    g.add((ex.a, ex.note, Literal('quote " back \\ tab \t line \n bell \x07 é')))
    g.add((ex.a, ex.amount, Literal(3)))
    g.add((ex.a, ex.amount, Literal("2.5", datatype=XSD.decimal)))
    g.add((ex.b, ex.link, ex.a))
    g.add((ex.b, ex.link, URIRef("https://example.org/a-b")))
    triples = oxigraph_triples(g)
    expected = ox.serialize(triples, format=ox.RdfFormat.N_TRIPLES).decode("utf-8")
    assert "".join(ntriples_lines(g)) == expected
    write_exports(g, tmp_path / "lines", list(RDF_EXPORTS))
    write_exports(g, tmp_path / "triples", list(RDF_EXPORTS), triples=triples)
    for name in RDF_EXPORTS:
        assert (tmp_path / "lines" / name).read_bytes() == (tmp_path / "triples" / name).read_bytes()
    assert (tmp_path / "lines" / "graph.nt").read_text(encoding="utf-8") == expected
