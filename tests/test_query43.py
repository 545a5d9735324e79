"""kg query --timeout (session 43: a query had no time limit; a valid 400-pattern query planned for
over 60 s): the query runs in a child process killed at the limit, with kg serve's message and
bounds, exit status 124 and nothing on stdout."""
from __future__ import annotations

import json

import pytest

from kg.cli import main

EX = "https://example.org/"
#: 8e9 combinations of 2,000 triples: counted for minutes, a query only a time limit ends.
CROSS = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }\n"


@pytest.fixture(scope="module")
def graph(tmp_path_factory):
    path = tmp_path_factory.mktemp("g") / "g.nt"
    path.write_text("".join(f'<{EX}s{i}> <{EX}p> "{i}" .\n' for i in range(2000)), encoding="utf-8")
    return path


def _query(tmp_path, text: str):
    path = tmp_path / "q.rq"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_query_past_the_limit_is_stopped_with_124_and_no_output(tmp_path, graph, capsys):
    assert main(["query", str(_query(tmp_path, CROSS)), "--graph", str(graph), "--timeout", "0.5"]) == 124
    out, err = capsys.readouterr()
    assert out == ""
    assert err == ("kg: error: query stopped after 0.5 s (time limit): the query's patterns match too much to "
                   "finish in time; make them more selective (a constant, a type, a FILTER on a label), or run "
                   "kg query with a longer --timeout\n")


def test_a_csv_answer_stopped_at_the_limit_writes_nothing(tmp_path, graph, capsys):
    text = ("SELECT ?x WHERE { { VALUES ?x { 1 2 3 } } UNION "
            "{ SELECT (COUNT(*) AS ?x) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i } } }\n")
    assert main(["query", str(_query(tmp_path, text)), "--graph", str(graph), "--timeout", "0.5",
                 "--format", "csv"]) == 124
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("kg: error: query stopped after 0.5 s (time limit): ")


def test_a_query_within_the_limit_answers_as_before(tmp_path, graph, capsys):
    text = f'SELECT * WHERE {{ ?s <{EX}p> ?o FILTER(?o IN ("7", "1999")) }} ORDER BY ?o'
    path = _query(tmp_path, text)
    assert main(["query", str(path), "--graph", str(graph), "--format", "csv", "--timeout", "30"]) == 0
    assert capsys.readouterr().out == f"s,o\r\n{EX}s1999,1999\r\n{EX}s7,7\r\n"
    assert main(["query", str(path), "--graph", str(graph), "--format", "json"]) == 0  # the default limit
    body = json.loads(capsys.readouterr().out)
    assert body["head"]["vars"] == ["s", "o"] and [b["o"]["value"] for b in body["results"]["bindings"]] == ["1999", "7"]


def test_a_syntax_error_is_still_named_at_its_place(tmp_path, graph, capsys):
    path = _query(tmp_path, "SELECT ?s WHERE {\n  ?s ?p ?o ]\n}\n")
    assert main(["query", str(path), "--graph", str(graph), "--timeout", "5"]) == 2
    assert capsys.readouterr().err == f"kg: error: {path}:2:12: SPARQL syntax error near ']' in line 2: ?s ?p ?o ]\n"


def test_a_store_is_queried_in_the_child(tmp_path, graph, capsys):
    from kg.store import GraphStore

    with GraphStore.open(tmp_path / "st") as st:
        st.replace_from_file(graph)
    path = _query(tmp_path, "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }")
    assert main(["query", str(path), "--store", str(tmp_path / "st"), "--format", "csv", "--timeout", "10"]) == 0
    assert capsys.readouterr().out == "n\r\n2000\r\n"
    assert main(["query", str(_query(tmp_path, CROSS)), "--store", str(tmp_path / "st"), "--timeout", "0.3"]) == 124


@pytest.mark.parametrize("value", ["0.05", "3601"])
def test_the_limit_has_kg_serves_bounds(tmp_path, graph, capsys, value):
    assert main(["query", str(_query(tmp_path, CROSS)), "--graph", str(graph), "--timeout", value]) == 2
    assert capsys.readouterr().err == f"kg: error: --timeout must be a number of seconds from 0.1 to 3600, got {value}\n"
