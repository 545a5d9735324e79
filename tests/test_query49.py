"""kg query (session 49): tabs and line breaks in table cells; query text from stdin or --text;
RDF output of CONSTRUCT / DESCRIBE answers."""
from __future__ import annotations

import csv
import io
import sys

import pytest
from rdflib import Literal

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
