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
    floats = nx.MultiDiGraph()
    floats.add_node("a", score=0.5)
    assert _graphml_text(floats) is None
    assert _graphml_text(nx.DiGraph()) is None
    named = nx.MultiDiGraph(name="g")
    assert _graphml_text(named) is None
