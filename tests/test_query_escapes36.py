"""Session 36: the place of a SPARQL syntax error is named as the user wrote the query, also
after codepoint escapes (``\\u00e9``) and tabs, which rdflib's parser expands before it reads;
and `kg serve` answers a broken query that holds the word "service" with 400 and the error's
place (it answered 403 "SERVICE is disabled", the keyword fallback of its SERVICE guard)."""
from __future__ import annotations

import contextlib
import socket

import pytest

from kg.query import locate_syntax_error
from kg.serve import syntax_precheck

ESCAPED_LINE_2 = ("SELECT ?x WHERE {\n"
                  "  ?x <https://example.org/caf\\u00e9\\u00e9\\u00e9> ?o . FILTR(?x)\n"
                  "}\n")


def _at(text: str, line: int, column: int, width: int) -> str:
    return text.split("\n")[line - 1][column - 1:column - 1 + width]


@pytest.mark.parametrize("text", [
    ESCAPED_LINE_2,
    "SELECT ?x WHERE {\n\t?x ?p ?o .\tFILTR(?x)\n}\n",  # tabs: pyparsing counts tab stops
    "SELECT ?x WHERE {\\u000A  ?x ?p ?o . FILTR(?x)\n}\n",  # an escaped line break is no line of the file
    "SELECT ?x WHERE {\n  ?x ?p \"\\U0001F600\\U0001F600\" . FILTR(?x)\n}\n",
])
def test_the_column_is_the_one_written(text):
    found = locate_syntax_error(text)
    assert found is not None
    assert _at(text, found.line, found.column, 5) == "FILTR"


def test_escaped_line_is_line_2_at_the_written_column():
    found = locate_syntax_error(ESCAPED_LINE_2)
    assert (found.line, found.column) == (2, 55)  # 40 if the three six-character escapes counted as one each


def test_a_broken_query_with_the_word_service_is_a_syntax_error_not_a_refusal():
    text = ("PREFIX ex: <https://example.org/>\n"
            "SELECT ?service WHERE {\n"
            "  ?service ex:kind \"customer service\" .\n"
            "  FILTR(?service)\n"
            "}\n")
    reply = syntax_precheck(text)
    assert reply.status == 400
    assert reply.body.decode().startswith("SPARQL syntax error 4:3: near 'FILTR'")


def test_valid_queries_with_the_word_service_go_to_the_worker():
    assert syntax_precheck("SELECT ?service WHERE { ?service ?p ?o }") is None
    assert syntax_precheck("PREFIX service: <https://example.org/>\n"
                           "SELECT ?x WHERE { service:x ?p ?x . ?x service:p \"service\" }") is None


@contextlib.contextmanager
def never_called():
    """A listening socket on 127.0.0.1: yields its port; on exit, asserts that nothing connected
    (a SERVICE clause that Oxigraph called would have)."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(4)
    listener.settimeout(0.5)
    try:
        yield listener.getsockname()[1]
        try:
            listener.accept()
            called = True
        except socket.timeout:
            called = False
        assert not called
    finally:
        listener.close()


def test_a_broken_query_with_a_service_clause_never_calls_it():
    with never_called() as port:
        for clause in (f"SERVICE <http://127.0.0.1:{port}/>", f"service silent <http://127.0.0.1:{port}/>",
                       f"\\u0053ERVICE <http://127.0.0.1:{port}/>"):
            reply = syntax_precheck(f"SELECT * WHERE {{\n  {clause} {{ ?s ?p ?o }}\n  ?s ?p ]\n}}")
            assert reply.status == 400 and reply.body.decode().startswith("SPARQL syntax error 3:3: near '?s'")
            assert syntax_precheck(f"SELECT * WHERE {{ {clause} {{ ?s ?p ?o }} }}") is None  # valid: the worker's 403


@pytest.mark.parametrize("clause", ["1SERVICE", "1.5SERVICE", "1e0SERVICE SILENT", "1service"])
def test_a_service_keyword_glued_to_a_number_is_seen(clause):
    """``?s <p> 1SERVICE <x> {}`` is valid SPARQL (a number needs no space before a keyword) that
    rdflib cannot parse: the keyword fallback must still find it (it required a word boundary)."""
    from kg.serve import _uses_service

    with never_called() as port:
        text = f"SELECT * WHERE {{ ?s <https://example.org/p> {clause} <http://127.0.0.1:{port}/x> {{ }} }}"
        assert _uses_service(text) is True
        assert syntax_precheck(text) is None  # parsed with GRAPH in its place, then left to the worker
