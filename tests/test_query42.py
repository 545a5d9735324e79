"""kg query places a syntax error of a long query as of a short one (session 42: over 16 KB, or in
a group of 200+ triples, the message fell back to Oxigraph's "expected OPTIONAL" at the wrong
column), and quotes a window around the error's column of a long line."""
from __future__ import annotations

import pytest

from kg.query import QueryError, load_query, locate_syntax_error, run_query

BODY = 'PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\nSELECT ?s WHERE {\n  ?s rdfs:label ?l .\n  FILTR(?l = "x")\n}\n'
PAD = "".join(f"# padding comment line {i:04d} " + "x" * 40 + "\n" for i in range(400))  # 27 KB of comments
TRIPLES = "".join(f'  ?s <http://www.w3.org/2000/01/rdf-schema#label> "label number {i} here" .\n' for i in range(300))


def _error(tmp_path, text: str) -> str:
    path = tmp_path / "q.rq"
    path.write_text(text)
    graph = tmp_path / "g.ttl"
    graph.write_text("<http://a/s> <http://a/p> 'o' .\n")
    with pytest.raises(QueryError) as info:
        run_query(load_query(str(path)), graph)
    return str(info.value).removeprefix(str(path))


def test_a_long_query_keeps_the_short_querys_message(tmp_path):
    assert _error(tmp_path, BODY) == ":4:3: SPARQL syntax error near 'FILTR' in line 4: FILTR(?l = \"x\")"
    assert len(PAD + BODY) > 16_384
    assert _error(tmp_path, PAD + BODY) == ":404:3: SPARQL syntax error near 'FILTR' in line 404: FILTR(?l = \"x\")"


def test_a_group_of_many_triples_is_placed():
    found = locate_syntax_error("SELECT ?s WHERE {\n" + TRIPLES + "  ?s ?p ]\n}\n")
    assert (found.line, found.column) == (302, 3)
    assert found.message.startswith("near '?s' in line 302: ?s ?p ]")


def test_a_long_line_is_quoted_around_the_error():
    values = " ".join(f'"v{i}"' for i in range(60))
    found = locate_syntax_error("SELECT ?s WHERE { VALUES ?l { " + values + " } ?s ?p ?l . FILTR(?l) }")
    assert (found.line, found.column) == (1, 394)
    assert found.message.startswith("near 'FILTR' in line 1: ...")
    assert "FILTR(?l) }" in found.message


def test_select_star_lists_variables_as_they_first_appear(tmp_path):
    import rdflib

    graph = tmp_path / "g.ttl"
    graph.write_text("<http://a/s> <http://a/p> 'o' .\n")
    text = "SELECT * WHERE { ?zeta ?beta ?alpha . OPTIONAL { ?zeta ?beta ?mid } }"
    assert run_query(text_query(text), graph).vars == ["zeta", "beta", "alpha", "mid"]  # Oxigraph
    g = rdflib.Graph().parse(graph)
    assert run_query(text_query(text), g).vars == ["zeta", "beta", "alpha", "mid"]  # rdflib
    row = run_query(text_query(text), graph).rows[0]
    assert [str(t) for t in row] == ["http://a/s", "http://a/p", "o", "o"]
    assert run_query(text_query("SELECT ?b ?a WHERE { ?a ?b ?c }"), graph).vars == ["b", "a"]


def text_query(text: str):
    from kg.query import parse_query

    return parse_query(text)


def test_an_ill_typed_literal_is_named_once_by_its_text(tmp_path, caplog):
    import logging

    from kg.cli import main

    xsd = "http://www.w3.org/2001/XMLSchema"
    graph = tmp_path / "g.ttl"
    graph.write_text(f'<http://a/s> <http://a/p> "2024-02-30"^^<{xsd}#date> .\n'
                     f'<http://a/s> <http://a/q> "2023-02-31"^^<{xsd}#date> .\n'
                     f'<http://a/t> <http://a/q> "2023-02-31"^^<{xsd}#date> .\n')
    query = tmp_path / "q.rq"
    query.write_text("SELECT * WHERE { ?s ?p ?o }\n")
    with caplog.at_level(logging.WARNING, logger="rdflib.term"):
        assert main(["query", str(query), "--graph", str(graph)]) == 0
    warnings = sorted(r.getMessage() for r in caplog.records if r.name == "rdflib.term")
    assert warnings == [
        f"kg: warning: a literal of datatype {xsd}#date whose text '{day}' is not of that datatype "
        "(ill-typed: day is out of range for month); it is kept as written" for day in ("2023-02-31", "2024-02-30")]
