"""kg serve answers a syntax error at once, with its line (session 35: a broken query waited for a
worker behind slow ones and got "503 all 4 query workers stayed busy"; its 400 named the line
Oxigraph's parser reached, not the mistake). kg.serve.syntax_precheck."""
from __future__ import annotations

import threading
import time

from starlette.testclient import TestClient

from kg.serve import make_app, syntax_precheck
from test_queries import build_fixture_graph

BROKEN_LINE_7 = """# a comment line
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>

SELECT ?x ?name
WHERE {
  ?x rdfs:label ?name .
  ?x ?p ?o ]
}
"""


def test_precheck_names_line_7():
    reply = syntax_precheck(BROKEN_LINE_7)
    assert reply.status == 400
    assert reply.body.decode().startswith("SPARQL syntax error 7:12: near ']' in line 7: ?x ?p ?o ]")


def test_precheck_lets_valid_queries_and_update_through_as_before():
    assert syntax_precheck("SELECT ?s WHERE { ?s ?p ?o } LIMIT 3") is None
    assert syntax_precheck("PREFIX ex: <https://example.org/>\nCONSTRUCT WHERE { ?s ex:p ?o }") is None
    assert syntax_precheck("DESCRIBE <https://example.org/a>") is None
    assert syntax_precheck("INSERT DATA { <https://example.org/a> <https://example.org/b> 1 }").status == 403
    assert "too deeply nested" in syntax_precheck("SELECT * { " + "{ " * 200 + "}" * 200 + " }").body.decode()


def test_an_ask_query_is_parsed_not_evaluated():
    values = " ".join(str(i) for i in range(500))
    heavy = f"ASK {{ VALUES ?a {{ {values} }} VALUES ?b {{ {values} }} VALUES ?c {{ {values} }} FILTER(?a > 1000) }}"
    t0 = time.monotonic()
    assert syntax_precheck(heavy) is None  # 125 million rows if evaluated
    assert syntax_precheck("\\u0041SK" + heavy[3:]) is None  # the keyword spelled by an escape
    assert time.monotonic() - t0 < 10.0  # evaluating it would take minutes
    broken = syntax_precheck("ASK {\n  ?s ?p ?o ]\n}")
    assert broken.status == 400 and broken.body.decode().startswith("SPARQL syntax error 2:12:")
    assert syntax_precheck("PREFIX ex: <https://example.org/>\nASK { ?s ex:p ?o } GROUP BY ?s") is None


def test_a_service_clause_is_never_called_by_the_precheck():
    from test_query_escapes36 import never_called

    with never_called() as port:
        for form in ("SELECT *", "ASK"):
            assert syntax_precheck(f"{form} {{ SERVICE <http://127.0.0.1:{port}/> {{ ?s ?p ?o }} }}") is None


def test_a_syntax_error_does_not_wait_for_busy_workers(tmp_path):
    ttl = tmp_path / "graph.ttl"
    build_fixture_graph().serialize(ttl, format="turtle")
    slow = "SELECT (COUNT(*) AS ?n) WHERE { " + " ".join(f"?s{i} ?p{i} ?o{i} ." for i in range(6)) + " }"
    with TestClient(make_app(graph=ttl, timeout=3.0, workers=1)) as tc:
        slow_status: list[int] = []
        threads = [threading.Thread(target=lambda: slow_status.append(
            tc.get("/sparql", params={"query": slow}).status_code)) for _ in range(2)]
        for t in threads:
            t.start()
        time.sleep(0.5)  # the one worker runs a slow query, another waits for it
        answers = []
        for query in ("SELEC broken", BROKEN_LINE_7):
            answers.append(tc.get("/sparql", params={"query": query}))
        answers.append(tc.post("/sparql", content=BROKEN_LINE_7.encode(),
                               headers={"Content-Type": "application/sparql-query"}))
        for t in threads:
            t.join()
    assert [r.status_code for r in answers] == [400, 400, 400]
    assert answers[0].text.startswith("SPARQL syntax error 1:1: near 'SELEC' in line 1: SELEC broken")
    assert answers[1].text.startswith("SPARQL syntax error 7:12:") and answers[2].text == answers[1].text
    # no timing bound (a loaded machine may be slow): a query that had waited for the busy worker
    # would have got the 503 of the slow ones, not its 400
    assert sorted(slow_status) == [503, 503]


def test_a_byte_order_mark_before_a_query_is_ignored(tmp_path):
    ttl = tmp_path / "graph.ttl"
    build_fixture_graph().serialize(ttl, format="turtle")
    with TestClient(make_app(graph=ttl, timeout=10.0, workers=1)) as tc:
        ok = tc.post("/sparql", content="\ufeffASK { ?s ?p ?o }".encode(),
                     headers={"Content-Type": "application/sparql-query", "Accept": "application/sparql-results+json"})
        broken = tc.post("/sparql", content="\ufeffSELECT ?s\nWHERE { ?s ?p ?o ] }".encode(),
                         headers={"Content-Type": "application/sparql-query"})
    assert ok.status_code == 200 and ok.json()["boolean"] is True
    assert broken.status_code == 400 and broken.text.startswith("SPARQL syntax error 2:")
