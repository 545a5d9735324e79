"""kg query names what is wrong with a query that Oxigraph refuses, at its place (session 41: an
undefined prefix read "expected one of Prefix not found, ['%'], a letter, ..." at the end of the
prefixed name; a projected variable missing from GROUP BY read "... The SELECT contains a variable
that is unbound, ..." at a line past the end of the file). kg.query.query_error."""
from __future__ import annotations

import pytest

from kg.query import QueryError, cli_query, query_shape, run_query, semantic_error, syntax_error_message

PREFIX_QUERY = """# Title: things of a kind
SELECT ?s WHERE {
  ?s foo:kind ?o .
}
"""
GROUP_QUERY = """PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?thing ?label (COUNT(?o) AS ?n)
WHERE {
  ?thing rdfs:label ?label ; ?p ?o .
}
GROUP BY ?thing
"""


@pytest.fixture()
def graph(tmp_path):
    g = tmp_path / "g.ttl"
    g.write_text('<https://example.org/a> <http://www.w3.org/2000/01/rdf-schema#label> "a" .\n', encoding="utf-8")
    return g


def _error(tmp_path, graph, text: str) -> str:
    path = tmp_path / "bad.rq"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(QueryError) as err:
        run_query(path, graph)
    return str(err.value).replace(str(path), "bad.rq")


def test_an_undefined_prefix_is_named_at_its_place_in_the_file(tmp_path, graph):
    message = _error(tmp_path, graph, PREFIX_QUERY)
    assert message.startswith("bad.rq:3:6: undefined prefix 'foo:': declare it with PREFIX foo: <...>")
    assert "\n" not in message and "expected" not in message


def test_a_known_prefix_gets_the_declaration_to_add(tmp_path, graph):
    message = _error(tmp_path, graph, "SELECT ?s WHERE {\n\t?s skos:prefLabel ?o }\n")
    assert message == ("bad.rq:2:5: undefined prefix 'skos:': add PREFIX skos: "
                       "<http://www.w3.org/2004/02/skos/core#>")


def test_a_projected_variable_outside_group_by_is_named(tmp_path, graph):
    message = _error(tmp_path, graph, GROUP_QUERY)
    assert message.startswith("bad.rq:2:15: variable ?label is projected but neither grouped nor aggregated: "
                              "add it to GROUP BY")


def test_other_grouping_and_binding_errors():
    cases = {
        "SELECT ?x (COUNT(?o) AS ?n) WHERE { ?x ?p ?o }": "1:8: variable ?x is projected but neither grouped",
        "SELECT (STR(?x) AS ?y) (COUNT(*) AS ?n) WHERE { ?x ?p ?o } GROUP BY ?p":
            "1:13: variable ?x is used in a SELECT expression but neither grouped nor aggregated",
        "SELECT * WHERE { ?x ?p ?o } GROUP BY ?x": "1:8: SELECT * cannot be used with GROUP BY",
        "SELECT ?x (?o AS ?x) WHERE { ?x ?p ?o }": "1:8: (... AS ?x) assigns ?x, which the WHERE pattern",
        "SELECT ?x WHERE { ?x ?p ?o . BIND(?o AS ?x) }": "1:38: BIND(... AS ?x) assigns ?x",
        "SELECT ?x WHERE { { SELECT ?x ?o WHERE { ?x ?p ?o } GROUP BY ?x } }": "1:31: variable ?o is projected",
    }
    import pyoxigraph as ox

    for text, expected in cases.items():
        with pytest.raises(SyntaxError) as err:
            ox.Store().query(text)
        assert syntax_error_message(text, str(err.value)).startswith(expected), text
    assert semantic_error("SELECT ?x (SAMPLE(?o) AS ?s) WHERE { ?x ?p ?o } GROUP BY ?x") is None
    assert semantic_error("PREFIX : <http://e/>\nSELECT ?x WHERE { ?x :p '12:30' } # no:prefix") is None


def test_an_unclosed_string_is_named_at_its_quote(tmp_path, graph):
    message = _error(tmp_path, graph, 'SELECT ?x WHERE {\n  ?x ?p "abc }\n}\n')
    assert message.startswith('bad.rq:2:9: SPARQL syntax error: the string opened by " here is not closed')


def test_grammar_errors_keep_their_place(tmp_path, graph):
    message = _error(tmp_path, graph, "SELECT ?x WHERE {\n  ?x ?p ?o .\n  FILTR(?o)\n}\n")
    assert message == "bad.rq:3:3: SPARQL syntax error near 'FILTR' in line 3: FILTR(?o)"


def test_cli_prints_one_line_with_the_file_name(tmp_path, graph, capsys):
    path = tmp_path / "bad.rq"
    path.write_text(PREFIX_QUERY, encoding="utf-8")
    assert cli_query(str(path), graph=graph) == 2
    err = capsys.readouterr().err
    assert err == f"kg: error: {path}:3:6: undefined prefix 'foo:': declare it with PREFIX foo: <...> before the " \
                  "query, or write the full <IRI>\n"


def test_query_shape():
    assert query_shape("SELECT * { ?s ?p ?o }") == query_shape("SELECT ?s { ?s ?p ?o }")
    shape = query_shape("SELECT * { ?s ?p ?o }")
    assert (shape.form, shape.aggregate, shape.limit) == ("SELECT", False, False)
    assert query_shape("SELECT * { ?s ?p ?o } LIMIT 3").limit
    assert query_shape("SELECT (COUNT(*) AS ?n) { ?s ?p ?o }").aggregate
    assert query_shape("SELECT ?s { ?s ?p ?o } GROUP BY ?s").aggregate
    assert query_shape("CONSTRUCT WHERE { ?s ?p ?o }").form == "CONSTRUCT"
    assert query_shape("SELEC broken") is None
