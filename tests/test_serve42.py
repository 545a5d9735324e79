"""kg serve answers a malformed query over 8 KB itself (session 42: it took a worker for 0.6-0.9 s,
and valid queries waiting behind such ones got 503), and bounds --timeout."""
from __future__ import annotations

import pytest

from kg.serve import _execute, cli_serve, syntax_precheck

TRIPLES = "".join(f'  ?s <http://www.w3.org/2000/01/rdf-schema#label> "label number {i} here" .\n' for i in range(120))


def test_a_long_malformed_query_is_refused_before_a_worker():
    text = "SELECT ?s WHERE {\n" + TRIPLES + "  FILTR(?s)\n}\n"
    assert len(text) > 8_192
    reply = syntax_precheck(text)
    assert reply.status == 400
    assert reply.body.decode() == "SPARQL syntax error 122:3: near 'FILTR' in line 122: FILTR(?s)\n"


def test_a_long_valid_query_goes_to_a_worker_unplanned():
    chain = " || ".join(f"?x = {i}" for i in range(2000))  # planning it takes seconds; parsing ms
    assert syntax_precheck(f"SELECT * WHERE {{ ?x ?p ?o FILTER({chain}) }}") is None
    assert syntax_precheck("SELECT ?s WHERE {\n" + TRIPLES + "}\n") is None


def test_a_long_update_is_403():
    text = "INSERT DATA {\n" + TRIPLES.replace("?s", "<http://a/s>") + "}\n"
    assert syntax_precheck(text).status == 403


def test_a_worker_only_passes_oxigraphs_refusal():
    import pyoxigraph as ox

    reply = _execute(ox.Store(), "SELECT ?x WHERE { ?x ?p ] }", ["*/*"], compose=False)
    assert reply.status == 400 and reply.media_type == "application/x-kg-oxigraph-refusal"
    assert reply.body.decode().startswith("error at 1:")


@pytest.mark.parametrize("timeout", [1e9, float("inf"), float("nan"), 0.0, 0.05])
def test_timeout_is_bounded(tmp_path, capsys, timeout):
    graph = tmp_path / "g.ttl"
    graph.write_text("<http://a/s> <http://a/p> 'o' .\n")
    assert cli_serve(graph=graph, timeout=timeout, port=0) == 2
    assert "--timeout must be a number of seconds from 0.1 to 3600, got" in capsys.readouterr().err
