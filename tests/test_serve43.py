"""kg serve, session 43: a query that does not parse is 400 whatever words it holds (a long
malformed one holding SERVICE got the SERVICE refusal, 403), and a SELECT *'s columns come in
the order SPARQL defines, as kg query lists them (Oxigraph's writers sorted them by name)."""
from __future__ import annotations

import json

import pyoxigraph as ox
import pytest

from kg.serve import _execute, _uses_service

EX = "http://example.org/"
#: 130 triple patterns: a query holding them is over 8 KB, which kg serve never parses in full
#: in the request's thread (kg.serve.PRECHECK_MAX_CHARS), so the worker decides.
PATTERNS = "".join(f'  ?item <{EX}name> "a made-up name for item {i}" .\n' for i in range(130))
REMOTE = "SERVICE <http://127.0.0.1:9/sparql> { ?item ?p ?o }"


def _store() -> ox.Store:
    st = ox.Store()
    st.add(ox.Quad(ox.NamedNode(EX + "w1"), ox.NamedNode(EX + "size"), ox.Literal("=7")))
    st.add(ox.Quad(ox.NamedNode(EX + "w1"), ox.NamedNode(EX + "name"), ox.Literal("tab\there", language="en")))
    return st


def test_a_long_malformed_query_holding_service_is_400():
    text = "SELECT ?item WHERE {\n" + PATTERNS + "  " + REMOTE + "\n"  # the group is never closed
    assert len(text) > 8_192
    reply = _execute(ox.Store(), text, ["*/*"])
    assert reply.status == 400
    assert reply.body.decode() == ("SPARQL syntax error 132:54: at the end of the query, which stops before it "
                                   "is complete (1 '{' not closed)\n")
    assert _uses_service(text) is False


def test_a_long_query_with_a_stray_bracket_and_service_is_400():
    text = "SELECT ?item WHERE {\n" + PATTERNS + "  " + REMOTE.replace("?o }", "?o ] }") + "\n}\n"
    reply = _execute(ox.Store(), text, ["*/*"])
    assert reply.status == 400 and reply.body.decode().startswith("SPARQL syntax error 132:")


@pytest.mark.parametrize("text", [
    "SELECT ?item WHERE {\n" + PATTERNS + "  " + REMOTE + "\n}\n",  # long: rdflib's grammar gives up
    "SELECT ?item WHERE { " + REMOTE + " }",
    f"SELECT * WHERE {{ ?item <{EX}p> 1SERVICE <http://127.0.0.1:9/sparql> {{ }} }}",  # valid; rdflib refuses it
])
def test_a_query_with_a_service_pattern_is_still_403(text):
    reply = _execute(ox.Store(), text, ["*/*"])
    assert reply.status == 403 and reply.body.decode().startswith("SERVICE (federated query) is disabled")


STAR = f"SELECT * WHERE {{ ?work <{EX}size> ?zsize . OPTIONAL {{ ?work <{EX}name> ?aname }} ?work ?pred ?m }}"


def test_select_star_json_and_xml_list_the_pattern_order():
    body = json.loads(_execute(_store(), STAR, ["application/sparql-results+json"]).body)
    assert body["head"]["vars"] == ["work", "zsize", "aname", "pred", "m"]
    assert len(body["results"]["bindings"]) == 2 and body["results"]["bindings"][0]["zsize"]["value"] == "=7"
    xml = _execute(_store(), STAR, ["application/sparql-results+xml"]).body.decode()
    assert ('<head><variable name="work"/><variable name="zsize"/><variable name="aname"/><variable name="pred"/>'
            '<variable name="m"/></head>') in xml


def test_select_star_csv_and_tsv_move_every_cell():
    csv = _execute(_store(), STAR + " ORDER BY ?pred", ["text/csv"]).body.decode()
    assert csv == ("work,zsize,aname,pred,m\r\n"
                   "http://example.org/w1,'=7,tab\there,http://example.org/name,tab\there\r\n"
                   "http://example.org/w1,'=7,tab\there,http://example.org/size,'=7\r\n")
    tsv = _execute(_store(), STAR + " ORDER BY ?pred", ["text/tab-separated-values"]).body.decode()
    assert tsv == ('?work\t?zsize\t?aname\t?pred\t?m\n'
                   '<http://example.org/w1>\t"=7"\t"tab\\there"@en\t<http://example.org/name>\t"tab\\there"@en\n'
                   '<http://example.org/w1>\t"=7"\t"tab\\there"@en\t<http://example.org/size>\t"=7"\n')


def test_an_explicit_projection_keeps_its_order():
    text = f"SELECT ?m ?work WHERE {{ ?work <{EX}size> ?m }}"
    assert json.loads(_execute(_store(), text, ["application/json"]).body)["head"]["vars"] == ["m", "work"]


def test_quick_refusal_is_oxigraphs_place_and_message():
    from kg.serve import quick_refusal

    reply = quick_refusal("error at 3:7: expected one of \"{\", [_]")
    assert reply.status == 400
    assert reply.body.decode() == ('SPARQL syntax error 3:7: expected one of "{", any character (the place where '
                                   "Oxigraph's parser stopped, which may be past the mistake: the server is answering "
                                   "many refused queries at once and does not place each more closely)\n")
    assert quick_refusal("error at 1:1: expected SELECT", stand_in=True) is None  # the worker decides


def test_a_burst_of_refused_queries_waits_for_no_parse(tmp_path, monkeypatch):
    """Past REFUSAL_THREADS + REFUSAL_WAITING refused queries being answered, the next one gets
    Oxigraph's message at once (session 43: 40 malformed 18 KB queries waited up to 21 s for their
    400s, one rdflib parse after the other); valid queries still answer."""
    import threading

    from starlette.testclient import TestClient

    import kg.serve as serve

    gate, entered, real = threading.Event(), threading.Semaphore(0), serve.refusal_reply

    def held(*args):  # the two refusal threads stay busy until the gate opens
        entered.release()
        gate.wait(20)
        return real(*args)

    monkeypatch.setattr(serve, "refusal_reply", held)
    monkeypatch.setattr(serve, "REFUSAL_WAITING", 0)
    graph = tmp_path / "g.ttl"
    graph.write_text(f"<{EX}w1> <{EX}size> 7 .\n")
    post = {"headers": {"Content-Type": "application/sparql-query"}}
    with TestClient(serve.make_app(graph=graph, workers=1)) as tc:
        slow = []
        threads = [threading.Thread(target=lambda k=k: slow.append(
            tc.post("/sparql", content=f"SELECT ?s WHERE {{ ?s ?p ?o{k} ] }}", **post))) for k in range(2)]
        for t in threads:
            t.start()
        assert entered.acquire(timeout=20) and entered.acquire(timeout=20)
        quick = tc.post("/sparql", content="SELECT ?s WHERE {\n ?s ?p ?o FILTR(?s) }", **post)
        assert quick.status_code == 400 and quick.text.startswith("SPARQL syntax error 2:")
        assert quick.text.rstrip().endswith("does not place each more closely)")
        star = tc.post("/sparql", content="SELECT * WHERE { ?s ?p ?o }", **post)  # a worker's answer, in pattern order
        assert star.status_code == 200 and star.json()["head"]["vars"] == ["s", "p", "o"]
        assert tc.get("/sparql", params={"query": "SELECT * { ?s ?p ?o }"}, headers={"Accept": "text/csv"}).text == \
            f"s,p,o\r\n{EX}w1,{EX}size,7\r\n"
        gate.set()
        for t in threads:
            t.join(20)
    assert sorted(r.text for r in slow) == [f"SPARQL syntax error 1:29: near ']' in line 1: SELECT ?s WHERE {{ ?s ?p ?o{k} ] }}\n"
                                            for k in (0, 1)]
