"""kg query (session 49): tabs and line breaks in table cells; query text from stdin or --text;
RDF output of CONSTRUCT / DESCRIBE answers."""
from __future__ import annotations

import csv
import io
import sys

import pytest
import rdflib
from rdflib import RDFS, Literal, URIRef

from kg.cli import main
from kg.query import MAX_STREAM_QUERY, QueryError, QueryResult, format_result, read_stdin_query


def _cells_result() -> QueryResult:
    return QueryResult(vars=["title", "n"], rows=[
        (Literal("Deep\tnets\r\nfor graphs\u2028again"), Literal(3)),
        (Literal("short"), Literal(12)),
    ])


def test_table_shows_tabs_and_breaks_as_spaces():
    text = format_result(_cells_result(), "table")
    lines = text.splitlines()
    assert len(lines) == 5  # header, rule, two rows, row count: no cell broke its row
    assert lines[2] == "Deep nets for graphs again  3"
    assert lines[3] == "short                       12"
    assert "\t" not in text and "\r" not in text


def test_other_formats_keep_the_value():
    res = _cells_result()
    rows = list(csv.reader(io.StringIO(format_result(res, "csv"), newline="")))
    assert rows[1][0] == "Deep\tnets\r\nfor graphs\u2028again"
    tsv = format_result(res, "tsv")
    assert '"Deep\\tnets\\r\\nfor graphs\u2028again"' in tsv
    assert "Deep\\tnets" in format_result(res, "json")


# ----------------------------------------------------------------------------- query from stdin / --text

GRAPH_TTL = """@prefix ex: <http://example.org/> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
ex:m1 rdfs:label "Sparse mixer" .
ex:m2 rdfs:label "Dense router" .
"""


@pytest.fixture()
def graph_file(tmp_path):
    path = tmp_path / "g.ttl"
    path.write_text(GRAPH_TTL, encoding="utf-8")
    return path


def _stdin(monkeypatch, data: bytes) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))


def test_query_from_stdin(monkeypatch, capsys, graph_file):
    _stdin(monkeypatch, b"ASK { ?m <http://www.w3.org/2000/01/rdf-schema#label> 'Dense router' }\n")
    assert main(["query", "-", "--graph", str(graph_file)]) == 0
    assert capsys.readouterr().out == "yes\n"


def test_query_from_stdin_names_stdin_in_errors(monkeypatch, capsys, graph_file):
    _stdin(monkeypatch, b"# a comment\nSELECT ?x WHERE { ?x ?y }\n")
    assert main(["query", "-", "--graph", str(graph_file)]) == 2
    assert capsys.readouterr().err.startswith("kg: error: <stdin>:2:")
    _stdin(monkeypatch, b"# only a comment\n")
    assert main(["query", "-", "--graph", str(graph_file)]) == 2
    assert "<stdin> is empty" in capsys.readouterr().err


@pytest.mark.parametrize("flag", ["--text", "-e"])
def test_query_text_option(capsys, graph_file, flag):
    q = "SELECT ?label WHERE { ?m <http://www.w3.org/2000/01/rdf-schema#label> ?label } ORDER BY ?label"
    assert main(["query", flag, q, "--graph", str(graph_file), "--format", "csv"]) == 0
    assert capsys.readouterr().out == "label\r\nDense router\r\nSparse mixer\r\n"


def test_query_text_with_param_header(capsys, graph_file):
    q = ("# @param label = Sparse mixer\n"
         "SELECT ?m ?label WHERE { ?m <http://www.w3.org/2000/01/rdf-schema#label> ?label }")
    assert main(["query", "-e", q, "--graph", str(graph_file), "--format", "csv"]) == 0
    assert capsys.readouterr().out == "m,label\r\nhttp://example.org/m1,Sparse mixer\r\n"


def test_query_name_and_text_or_neither_is_usage_error(capsys, graph_file):
    assert main(["query", "baselines", "--text", "ASK {}", "--graph", str(graph_file)]) == 2
    assert "not both" in capsys.readouterr().err
    assert main(["query", "--graph", str(graph_file)]) == 2
    assert "none was given" in capsys.readouterr().err
    assert main(["query", "-e", "  # nothing\n", "--graph", str(graph_file)]) == 2
    assert "--text is empty" in capsys.readouterr().err


def test_unknown_name_is_still_refused(capsys, graph_file):
    assert main(["query", "no-such-query-q49", "--graph", str(graph_file)]) == 2
    assert "no query file or shipped query named 'no-such-query-q49'" in capsys.readouterr().err


def test_read_stdin_query_limits():
    q = read_stdin_query(io.BytesIO("\ufeffASK {}".encode("utf-8")))
    assert q.name == "<stdin>" and q.text == "ASK {}"
    with pytest.raises(QueryError, match="over 1,048,576 bytes"):
        read_stdin_query(io.BytesIO(b"#" * (MAX_STREAM_QUERY + 1)))


# ----------------------------------------------------------------------------- CONSTRUCT / DESCRIBE as RDF

CONSTRUCT = ("PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\n"
             "CONSTRUCT { ?m rdfs:comment ?label } WHERE { ?m rdfs:label ?label }")


def _graph_of(text: str, fmt: str) -> rdflib.Graph:
    return rdflib.Graph().parse(data=text, format={"turtle": "turtle", "nt": "nt", "jsonld": "json-ld"}[fmt])


def test_construct_default_is_turtle(capsys, graph_file):
    assert main(["query", "-e", CONSTRUCT, "--graph", str(graph_file)]) == 0
    out = capsys.readouterr().out
    assert "@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> ." in out
    assert "subject" not in out and "(2 rows)" not in out
    g = _graph_of(out, "turtle")
    assert set(g) == {
        (URIRef("http://example.org/m1"), RDFS.comment, Literal("Sparse mixer")),
        (URIRef("http://example.org/m2"), RDFS.comment, Literal("Dense router")),
    }


@pytest.mark.parametrize("fmt", ["turtle", "nt", "jsonld"])
def test_construct_rdf_formats_parse_back(capsys, graph_file, fmt):
    assert main(["query", "-e", CONSTRUCT, "--graph", str(graph_file), "--format", fmt]) == 0
    out = capsys.readouterr().out
    g = _graph_of(out, fmt)
    assert len(g) == 2 and (URIRef("http://example.org/m2"), RDFS.comment, Literal("Dense router")) in g
    assert main(["query", "-e", CONSTRUCT, "--graph", str(graph_file), "--format", fmt]) == 0
    assert capsys.readouterr().out == out  # deterministic
    if fmt == "nt":
        assert out.splitlines() == [
            '<http://example.org/m1> <http://www.w3.org/2000/01/rdf-schema#comment> "Sparse mixer" .',
            '<http://example.org/m2> <http://www.w3.org/2000/01/rdf-schema#comment> "Dense router" .',
        ]


def test_describe_is_rdf_too(capsys, graph_file):
    assert main(["query", "-e", "DESCRIBE <http://example.org/m1>", "--graph", str(graph_file), "--format", "nt"]) == 0
    assert capsys.readouterr().out == (
        '<http://example.org/m1> <http://www.w3.org/2000/01/rdf-schema#label> "Sparse mixer" .\n')


@pytest.mark.parametrize("fmt", ["csv", "tsv", "json"])
def test_construct_refuses_result_formats(capsys, graph_file, fmt):
    assert main(["query", "-e", CONSTRUCT, "--graph", str(graph_file), "--format", fmt]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert f"answers an RDF graph, which --format {fmt}" in err and "turtle, nt, jsonld" in err


def test_construct_table_lists_triples(capsys, graph_file):
    assert main(["query", "-e", CONSTRUCT, "--graph", str(graph_file), "--format", "table"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["subject", "predicate", "object"]
    assert lines[-1] == "(2 triples)"


@pytest.mark.parametrize("query", ["ASK { ?s ?p ?o }", "SELECT ?s WHERE { ?s ?p ?o }"])
def test_select_and_ask_refuse_rdf_formats(capsys, graph_file, query):
    assert main(["query", "-e", query, "--graph", str(graph_file), "--format", "turtle"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "not an RDF graph" in err


def test_format_result_graph_without_cli():
    res = QueryResult(vars=["subject", "predicate", "object"], triples=True,
                      rows=[(URIRef("http://example.org/a"), RDFS.label, Literal("x", lang="en"))])
    assert format_result(res, None).endswith('<http://example.org/a> rdfs:label "x"@en .\n')
    with pytest.raises(QueryError, match="RDF graph"):
        format_result(res, "csv")


def test_cut_cells_of_a_graph_table_point_to_rdf_formats():
    res = QueryResult(vars=["subject", "predicate", "object"], triples=True,
                      rows=[(URIRef("http://example.org/a"), RDFS.comment, Literal("w " * 80))])
    last = format_result(res, "table").splitlines()[-1]
    assert last == ("(1 triple; 1 cell longer than 100 characters cut, marked \u2026: "
                    "--format turtle, nt or jsonld gives the full values)")
