"""kg query names the line of a SPARQL syntax error in the user's file (session 35: Oxigraph's
parser named line 9 of an 8-line query, "expected one of BIND, any character", for a stray ']'
on line 7; rdflib's parser places it, kg.query.locate_syntax_error)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from kg.query import QueryError, load_query, locate_syntax_error, run_query, syntax_error_message

ROOT = Path(__file__).resolve().parents[1]

HEADER = """# Title: Labelled things
# Question: which things have a label?
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX ex: <https://example.org/>
SELECT ?thing ?name WHERE {
  ?thing rdfs:label ?name .
"""
#: an 8-line query whose 7th line is the one to break
GOOD_LINE = "  ?thing ex:kind ?kind ."


def _query(line7: str) -> str:
    return HEADER + line7 + "\n}\n"


@pytest.fixture()
def graph(tmp_path):
    g = tmp_path / "g.ttl"
    g.write_text('<https://example.org/a> <http://www.w3.org/2000/01/rdf-schema#label> "a" ;\n'
                 '  <https://example.org/kind> "k" .\n', encoding="utf-8")
    return g


def _error(tmp_path, graph, text: str, name: str = "bad.rq") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(QueryError) as err:
        run_query(load_query(str(path)), graph)
    return str(err.value)


def test_the_good_query_runs(tmp_path, graph):
    path = tmp_path / "good.rq"
    path.write_text(_query(GOOD_LINE), encoding="utf-8")
    assert len(run_query(load_query(str(path)), graph).rows) == 1


@pytest.mark.parametrize("line7, column, near", [
    ("  ?thing ex:kind ?kind ]", 24, "']'"),          # a stray bracket (Oxigraph: 9:1)
    ("  FILTER(?kind = )", 3, "'FILTER'"),             # an operand missing
    ("  FILTER(?kind = 'k'))", 22, "')'"),             # one parenthesis too many
    ("  FILTR(?kind = 'k')", 3, "'FILTR'"),            # a misspelled keyword (Oxigraph: "expected OPTIONAL")
    ("  ?thing ex:kind ?kind ?other", 24, "'?other'"),  # a fourth term
    ("  OPTIONL { ?thing ex:kind ?kind }", 3, "'OPTIONL'"),
])
def test_the_error_is_named_at_line_7_of_the_file(tmp_path, graph, line7, column, near):
    path = tmp_path / "bad.rq"
    message = _error(tmp_path, graph, _query(line7))
    assert message.startswith(f"{path}:7:{column}: SPARQL syntax error near {near} in line 7: {line7.strip()}")
    assert "expected OPTIONAL" not in message and ":9:" not in message


def test_a_query_that_ends_too_early_is_named_at_its_last_line(tmp_path, graph):
    message = _error(tmp_path, graph, HEADER + "  OPTIONAL { ?thing ex:kind ?kind .\n}\n")
    assert ":8:2: SPARQL syntax error at the end of the query" in message
    assert "1 '{' not closed" in message


def test_lines_count_the_header_and_param_lines(tmp_path, graph):
    text = HEADER.replace("# Question", "# @param name = a\n# Question") + "  FILTR(?name = 'a')\n}\n"
    message = _error(tmp_path, graph, text)  # refused while the header is read (rdflib finds ?name)
    assert ":8:3: SPARQL syntax error near 'FILTR' in line 8" in message


def test_a_tab_counts_as_one_column(tmp_path, graph):
    message = _error(tmp_path, graph, _query("\t\t?thing ex:kind ?kind ]"))
    # pyparsing counts a tab to the next multiple of 8 (column 38 here); an editor's column is 24
    assert ":7:24: SPARQL syntax error near ']'" in message


def test_a_string_left_open_is_named_at_its_quote(tmp_path, graph):
    # session 41: at the quote that opens it (rdflib named the triple's start, Oxigraph the line's end)
    message = _error(tmp_path, graph, _query('  ?thing ex:kind "open'))
    assert message.endswith(':7:18: SPARQL syntax error: the string opened by " here is not closed (a " string '
                            'ends on its line; use """ for text over several lines)')


def test_an_undeclared_prefix_is_named_at_its_place(tmp_path, graph):
    # it parses in rdflib's grammar (it fails later); session 41: named, not Oxigraph's token list
    message = _error(tmp_path, graph, _query("  ?thing nope:kind ?kind ."))
    assert ":7:10: undefined prefix 'nope:'" in message and "Prefix not found" not in message


def test_locate_returns_none_for_a_valid_query():
    assert locate_syntax_error(_query(GOOD_LINE)) is None
    assert locate_syntax_error("SELECT * WHERE { ?s ?p ?o ") is not None


def test_syntax_error_message_without_rdflib_position():
    assert syntax_error_message("x", "error at 1:1: expected [_]").startswith("1:1: near 'x'")
    assert syntax_error_message("ASK { ?s ex:p ?o }", "error at 1:10: expected OPTIONAL").startswith(
        "1:10: undefined prefix 'ex:'")
    assert syntax_error_message("ASK { ?s ?p ?o }", "error at 1:3: expected OPTIONAL") == "1:3: expected OPTIONAL"


def test_cli_prints_the_file_line(tmp_path, graph):
    path = tmp_path / "bad.rq"
    path.write_text(_query("  ?thing ex:kind ?kind ]"), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "kg.cli", "query", str(path), "--graph", str(graph)],
                          capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 2
    assert proc.stderr.startswith(f"kg: error: {path}:7:24: SPARQL syntax error near ']' in line 7")
