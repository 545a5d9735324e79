"""Session 30 speed round (speed8): the same bytes from cheaper export paths.

graph.nt is written in UTF-8 blocks of joined lines (:func:`kg.export.write_lines`), and
entities.csv reads a TripleIndex's tables directly (:func:`kg.graph.first_value`); each must
give exactly what the path before gave.
"""
import io

import pytest
from rdflib import Graph, Literal, Namespace
from rdflib.namespace import RDF, SKOS, XSD

import kg.export as export
from kg.export import entities_csv, graphml, ntriples_lines, to_networkx, write_exports, write_lines
from kg.graph import TripleIndex, entity_rows, first_value
from kg.ontology import KGO

EX = Namespace("https://example.org/")


def _lines() -> list[str]:
    return [f'<https://example.org/n{i}> <https://example.org/p> "v{i} caf\u00e9 \U0001d538" .\n' for i in range(7)]


@pytest.mark.parametrize("per_write", [1, 3, 7, 100])
def test_write_lines_gives_the_bytes_of_writelines(tmp_path, monkeypatch, per_write):
    monkeypatch.setattr(export, "_LINES_PER_WRITE", per_write)
    lines = _lines()
    with open(tmp_path / "a.nt", "w", encoding="utf-8", newline="\n") as fh:
        fh.write("# head\n")  # text written before is flushed ahead of the blocks
        write_lines(fh, lines)
    with open(tmp_path / "b.nt", "w", encoding="utf-8", newline="\n") as fh:
        fh.write("# head\n")
        fh.writelines(lines)
    assert (tmp_path / "a.nt").read_bytes() == (tmp_path / "b.nt").read_bytes()
    assert (tmp_path / "a.nt").read_bytes().count(b"\n") == 8


def test_write_lines_of_nothing_writes_nothing():
    buf = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", newline="\n")
    write_lines(buf, [])
    buf.flush()
    assert buf.buffer.getvalue() == b""


def test_write_lines_refuses_what_utf8_cannot_encode(tmp_path):
    with open(tmp_path / "a.nt", "w", encoding="utf-8", newline="\n") as fh:
        with pytest.raises(UnicodeEncodeError):
            write_lines(fh, ["ok\n", "lone \ud800 surrogate\n"])


def test_graph_nt_is_the_sorted_lines(tmp_path):
    g = _entity_graph()
    write_exports(g, tmp_path, ["graph.nt"])
    assert (tmp_path / "graph.nt").read_text(encoding="utf-8") == "".join(ntriples_lines(g))


def _entity_graph() -> Graph:
    g = Graph()
    a, b, c = EX["method/a"], EX["method/b"], EX["task/c"]
    g.add((a, RDF.type, KGO.Method))
    g.add((a, SKOS.prefLabel, Literal("alpha net")))
    g.add((a, SKOS.altLabel, Literal("AN")))
    g.add((a, SKOS.altLabel, Literal("alpha-net")))
    g.add((a, KGO.paperCount, Literal(3)))
    g.add((a, SKOS.exactMatch, EX["ext/2"]))
    g.add((a, SKOS.exactMatch, EX["ext/1"]))
    g.add((a, SKOS.broadMatch, EX["ext/3"]))
    g.add((b, RDF.type, KGO.Method))
    g.add((b, SKOS.prefLabel, Literal("")))  # a false literal: the label falls through
    g.add((b, KGO.paperCount, Literal(0)))
    g.add((c, RDF.type, KGO.Task))
    g.add((c, KGO.paperCount, Literal("2", datatype=XSD.integer)))
    g.add((a, KGO.addresses, c))
    return g


def test_first_value_answers_as_value_for_an_index_and_a_graph():
    g = _entity_graph()
    index = TripleIndex(list(g))
    for graph in (g, index):
        value = first_value(graph)
        for s in (EX["method/a"], EX["method/b"], EX["task/c"], EX["nothing"]):
            for p in (SKOS.prefLabel, SKOS.altLabel, KGO.paperCount, RDF.type, EX.unused):
                assert value(s, p) == graph.value(s, p), (s, p)
    value = first_value(index)
    assert value(EX["method/a"], SKOS.prefLabel) == Literal("alpha net")
    assert value(EX["method/b"], SKOS.prefLabel) == Literal("")
    assert value(EX["nothing"], SKOS.prefLabel) is None
    # two objects: the first inserted, as TripleIndex.value
    two = TripleIndex([(EX.s, SKOS.prefLabel, Literal("first")), (EX.s, SKOS.prefLabel, Literal("second"))])
    assert first_value(two)(EX.s, SKOS.prefLabel) == Literal("first") == two.value(EX.s, SKOS.prefLabel)


def test_entity_rows_and_exports_of_an_index_equal_those_of_its_rdflib_graph():
    g = _entity_graph()
    index = TripleIndex(list(g))
    rows = list(entity_rows(index))
    assert rows == list(entity_rows(g))
    assert [r["iri"] for r in rows] == [str(EX["method/a"]), str(EX["method/b"]), str(EX["task/c"])]
    assert rows[0]["label"] == "alpha net"
    assert rows[0]["aliases"] == "AN; alpha-net"
    assert rows[0]["exact_matches"] == f"{EX['ext/1']} {EX['ext/2']}"
    assert rows[0]["broad_matches"] == str(EX["ext/3"])
    assert rows[1]["label"] == "" and rows[1]["papers"] == "0"
    assert entities_csv(index) == entities_csv(g)
    assert graphml(index) == graphml(g)
    nodes = dict(to_networkx(index).nodes(data=True))
    assert nodes[str(EX["method/a"])]["label"] == "alpha net"
    # the empty preferred label falls through to the IRI, as with Graph.value
    assert nodes[str(EX["method/b"])]["label"] == str(EX["method/b"])
    assert nodes[str(EX["task/c"])]["papers"] == 2
