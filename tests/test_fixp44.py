"""Session 44, defects a fresh user found in the new query and endpoint features.

1. ``# @param``: ``BOUND(?param)`` is refused (pyoxigraph answers it false for a substituted
   parameter), and so is a parameter of an ASK / CONSTRUCT / DESCRIBE query or one a
   ``SELECT *`` does not project (the value would not reach the WHERE clause).
2. kg serve's 414: the text says 16 KB; a HEAD gets no body; the refusal is an access-log line.
3. The service description counts void:triples once per generation; ``Accept: application/xml``
   gets RDF/XML for graphs.
4. papers.csv keeps a plain number's sign, as ``kg query --format csv`` does.
5. An ASK in TSV is ``true\\n`` from kg query and kg serve alike.
"""
from __future__ import annotations

import csv
import io
import logging
from pathlib import Path

import pytest
from rdflib import Graph, Literal, URIRef

from kg.export import _csv_safe, papers_csv
from kg.graph import build_graph
from kg.query import QueryError, format_result, load_query, parse_query, run_query
from kg.resolve import resolve
from tests.factories import extraction, link, mention

BASE = "https://example.org/kg/"
P = "http://example.org/p"


def _small_graph(tmp_path: Path) -> Path:
    g = Graph()
    for i in range(6):
        g.add((URIRef(f"http://example.org/e{i}"), URIRef(P), Literal(f"word {i}")))
    path = tmp_path / "g.ttl"
    g.serialize(path, format="turtle")
    return path


# ------------------------------------------------------------------ 1. parameters

def test_bound_on_a_parameter_is_refused_at_its_line_with_the_coalesce_advice():
    text = ("# Title: t\n# @param word = x\n"
            "SELECT ?word ?s WHERE { ?s ?p ?o FILTER(!BOUND(?word) || str(?o) = ?word) }\n")
    with pytest.raises(QueryError) as exc:
        parse_query(text, name="b.rq")
    message = str(exc.value)
    assert message.startswith("b.rq:2: parameter ?word is tested with BOUND(?word)")
    assert "COALESCE(?word, ?label)" in message
    # BOUND on a variable that is no parameter is left alone
    ok = parse_query("# @param word = x\nSELECT ?word ?s WHERE { ?s ?p ?o OPTIONAL { ?o ?q ?r } "
                     "FILTER(!BOUND(?r) && str(?o) = ?word) }\n", name="ok.rq")
    assert ok.params == {"word": "x"}


@pytest.mark.parametrize("form, body", [
    ("CONSTRUCT", "CONSTRUCT { ?s <http://example.org/q> ?word } WHERE { ?s ?p ?o FILTER(str(?o) = ?word) }"),
    ("ASK", "ASK { ?s ?p ?o FILTER(str(?o) = ?word) }"),
    ("DESCRIBE", "DESCRIBE ?s WHERE { ?s ?p ?o FILTER(str(?o) = ?word) }"),
])
def test_a_parameter_of_a_query_that_is_no_select_is_refused_at_its_line(form, body):
    with pytest.raises(QueryError) as exc:
        parse_query(f"# Title: t\n# @param word = word 1\n{body}\n", name="c.rq")
    article = "an" if form == "ASK" else "a"
    assert str(exc.value).startswith(f"c.rq:2: parameter ?word: {article} {form} query cannot take parameters")
    assert "write it as a SELECT that names ?word" in str(exc.value)


def test_select_star_needs_the_parameter_in_its_pattern(tmp_path):
    with pytest.raises(QueryError, match=r"s\.rq:1: parameter \?word must be a variable of the top-level SELECT"):
        parse_query("# @param word = x\nSELECT * WHERE { ?s ?p ?o FILTER(str(?o) = ?word) }\n", name="s.rq")
    q = parse_query("# @param word = word 2\nSELECT * WHERE { ?s ?p ?word }\n", name="s2.rq")
    result = run_query(q, _small_graph(tmp_path))
    assert [str(r[0]) for r in result.rows] == ["http://example.org/e2"]


def test_the_shipped_queries_still_load():
    assert load_query("link-evidence").open_params == frozenset({"subject", "object"})


# ------------------------------------------------------------------ 4. papers.csv vs kg query

def test_a_plain_number_keeps_its_sign_and_a_formula_is_guarded():
    assert _csv_safe("-5") == "-5" and _csv_safe("+1e5") == "+1e5" and _csv_safe("-2.5%") == "-2.5%"
    assert _csv_safe("-LeakSet") == "'-LeakSet" and _csv_safe("=1+2") == "'=1+2" and _csv_safe("+-3") == "'+-3"
    assert _csv_safe("@SUM(A1)") == "'@SUM(A1)" and _csv_safe("\t7") == "'\t7"
    from kg import export, query

    assert export._SIGNED_NUMBER.pattern == query._SIGNED_NUMBER.pattern


def test_papers_csv_and_paper_table_give_the_same_cells_for_a_signed_id():
    text = "We present Quillnet for leaf counting on OrchardSet."
    ms = [mention("Quillnet", text, "Method", "proposed"), mention("leaf counting", text, "Task", "task", main=True),
          mention("OrchardSet", text, "Dataset", "dataset")]
    ls = [link("proposes", None, "Quillnet", "Method", text),
          link("addresses", "Quillnet", "leaf counting", "Task", text),
          link("evaluatedOn", "Quillnet", "OrchardSet", "Dataset", text)]
    exs = [extraction("-5", text, mentions=ms, links=ls)]
    g = build_graph(exs, resolve(exs), base_iri=BASE)
    exported = list(csv.reader(io.StringIO(papers_csv(g))))
    queried = list(csv.reader(io.StringIO(format_result(run_query(load_query("paper-table"), g), "csv"))))
    assert exported[1][1] == "-5" and queried[1][queried[0].index("id")] == "-5"
    assert exported[1][1:] == [queried[1][queried[0].index(c)] for c in exported[0][1:]]


# ------------------------------------------------------------------ 2, 3, 5. kg serve

def test_service_description_counts_once_and_xml_and_ask_tsv(tmp_path):
    from rdflib.namespace import VOID
    from starlette.testclient import TestClient

    from kg.serve import make_app

    graph = _small_graph(tmp_path)
    with TestClient(make_app(graph=graph, timeout=10.0, workers=1)) as tc:
        pool = tc.app.state.query_pool
        sent = []
        run = pool.run

        def counting(text, *args, **kwargs):
            sent.append(text)
            return run(text, *args, **kwargs)

        pool.run = counting
        for _ in range(3):
            r = tc.get("/sparql")
            assert r.status_code == 200
            assert [o.toPython() for o in Graph().parse(data=r.text, format="turtle").objects(None, VOID.triples)] == [6]
        assert len(sent) == 1  # counted by a worker once; the later two took no worker
        r = tc.get("/sparql", headers={"Accept": "application/xml"})
        assert r.headers["content-type"] == "application/xml; charset=utf-8"
        assert [o.toPython() for o in Graph().parse(data=r.text, format="xml").objects(None, VOID.triples)] == [6]
        r = tc.get("/sparql", params={"query": "CONSTRUCT WHERE { ?s ?p ?o }"}, headers={"Accept": "application/xml"})
        assert r.status_code == 200 and len(Graph().parse(data=r.text, format="xml")) == 6
        r = tc.get("/sparql", params={"query": "SELECT ?s WHERE { ?s ?p ?o } LIMIT 1"},
                   headers={"Accept": "application/xml"})
        assert r.headers["content-type"].startswith("application/xml") and "<sparql" in r.text
        ask = "ASK { ?s ?p ?o }"
        r = tc.get("/sparql", params={"query": ask}, headers={"Accept": "text/tab-separated-values"})
        q = parse_query(ask)
        assert r.content == b"?_askResult\ntrue\n" == format_result(run_query(q, graph), "tsv").encode("utf-8")


def test_414_says_16_kb_and_a_head_gets_no_body(tmp_path):
    from factories import live_server
    from kg.serve import ACCESS_LOG, URI_TOO_LONG_MESSAGE, make_app

    assert "about 16 KB" in URI_TOO_LONG_MESSAGE and "100 KB" not in URI_TOO_LONG_MESSAGE
    records = []

    class Keep(logging.Handler):
        def emit(self, record):
            records.append(record.getMessage())

    handler = Keep()
    ACCESS_LOG.addHandler(handler)
    level = ACCESS_LOG.level
    ACCESS_LOG.setLevel(logging.INFO)
    try:
        with live_server(make_app(graph=_small_graph(tmp_path), timeout=5.0, workers=1)) as ask:
            head = ask(b"HEAD /sparql?query=ASK%7B%7D%23" + b"x" * 400_000)
            assert head.startswith(b"HTTP/1.1 414 URI Too Long\r\n")
            assert head.endswith(b"\r\n\r\n")  # the head only: no body
            get = ask(b"GET /sparql?query=ASK%7B%7D%23" + b"y" * 400_000)
            assert get.startswith(b"HTTP/1.1 414 URI Too Long\r\n") and b"about 16 KB" in get
    finally:
        ACCESS_LOG.removeHandler(handler)
        ACCESS_LOG.setLevel(level)
    refused = [m for m in records if " 414 " in m]
    assert len(refused) == 2
    assert refused[0].startswith('127.0.0.1 "HEAD /sparql?query=ASK%7B%7D%23xxx') and " 414 0 B " in refused[0]
    assert refused[1].startswith('127.0.0.1 "GET /sparql?query=') and "...\" 414 " in refused[1]
