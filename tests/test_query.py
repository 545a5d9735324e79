"""kg.query: header parsing, parameter binding, formats, sources and the `kg query` CLI function."""
from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pyoxigraph as ox
import pytest
from rdflib import Literal, URIRef

from kg.query import (
    QueryError,
    QueryResult,
    cli_query,
    format_result,
    load_query,
    param_term,
    parse_query,
    run_query,
)
from kg.store import GraphStore
from test_queries import FIXTURE, P1, P3, R

HEADER = """# Title: Labels of a type
# Question: Which labels do the entities of a type have,
#   sorted?
# @param type = https://w3id.org/paperkg/ontology#Dataset
# @param suffix = 1501
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
SELECT ?type ?suffix ?label WHERE { ?e a ?type ; skos:prefLabel ?label FILTER(strends(?label, ?suffix)) }
ORDER BY ?label
"""


def test_parse_header():
    q = parse_query(HEADER, name="labels")
    assert q.title == "Labels of a type"
    assert q.question == "Which labels do the entities of a type have, sorted?"
    assert q.params == {"type": "https://w3id.org/paperkg/ontology#Dataset", "suffix": "1501"}


def test_param_term_rule():
    assert param_term("https://w3id.org/paperkg/resource/dataset/msmt17") == URIRef(
        "https://w3id.org/paperkg/resource/dataset/msmt17"
    )
    assert param_term("<urn:x:1>") == URIRef("urn:x:1")
    assert param_term("Market-1501") == Literal("Market-1501")
    assert param_term("urn:x:1") == Literal("urn:x:1")  # only <...> or http(s) is an IRI
    with pytest.raises(QueryError, match="not a valid IRI"):
        param_term("<http://exa mple.org/>")


def test_defaults_and_overrides_on_both_engines():
    q = parse_query(HEADER, name="labels")
    store = ox.Store()
    store.bulk_load(input=FIXTURE.serialize(format="nt").encode(), format=ox.RdfFormat.N_TRIPLES)
    for source in (FIXTURE, store):
        res = run_query(q, source)
        assert [str(r[2]) for r in res.rows] == ["Market-1501"]
        assert res.rows[0][0] == URIRef("https://w3id.org/paperkg/ontology#Dataset")  # bound as IRI
        res = run_query(q, source, {"suffix": "17"})
        assert [str(r[2]) for r in res.rows] == ["MSMT17"]
        res = run_query(q, source, {"type": "<https://w3id.org/paperkg/ontology#Metric>", "suffix": "y"})
        assert [str(r[2]) for r in res.rows] == ["Rank-1 accuracy"]


def test_header_errors_name_file_and_line(tmp_path):
    bad = tmp_path / "bad.rq"
    bad.write_text("# Title: x\n# @param 1x = y\nSELECT * WHERE {}\n", encoding="utf-8")
    with pytest.raises(QueryError, match=r"bad.rq:2: expected '# @param NAME = DEFAULT'"):
        load_query(str(bad))
    bad.write_text("# @param a = 1\n# @param a = 2\nSELECT ?a WHERE {}\n", encoding="utf-8")
    with pytest.raises(QueryError, match=r"bad.rq:2: parameter 'a' declared twice"):
        load_query(str(bad))
    bad.write_text("# @param a = 1\nSELECT ?s WHERE { ?s ?p ?a }\n", encoding="utf-8")
    with pytest.raises(QueryError, match=r"bad.rq:1: parameter \?a must be a variable of the top-level SELECT"):
        load_query(str(bad))
    bad.write_text("# @param a = 1\nSELECT ?a WHERE { ?s ?p \n", encoding="utf-8")
    with pytest.raises(QueryError, match=r"bad.rq:\d+:\d+: SPARQL syntax error"):
        load_query(str(bad))
    with pytest.raises(QueryError, match="shipped: .*papers-per-task"):
        load_query("no-such-query")


def test_unknown_parameter_is_refused():
    with pytest.raises(QueryError, match=r"unknown parameter\(s\) datset \(declared: dataset\)"):
        run_query("papers-on-dataset", FIXTURE, {"datset": "x"})


def test_sources_path_store_and_file(tmp_path):
    ttl = tmp_path / "g.ttl"
    FIXTURE.serialize(ttl, format="turtle")
    with GraphStore.open(tmp_path / "store") as st:
        st.replace_graph(FIXTURE)
        via_store = run_query("papers-on-dataset", st)
    via_dir = run_query("papers-on-dataset", tmp_path / "store")
    via_file = run_query("papers-on-dataset", ttl)
    assert via_store.rows == via_dir.rows == via_file.rows
    assert [r[1] for r in via_file.rows] == [P3, P1]
    with pytest.raises(QueryError, match="graph file .* not found"):
        run_query("papers-on-dataset", tmp_path / "missing.ttl")


def test_construct_and_ask_results():
    q = parse_query("PREFIX kgo: <https://w3id.org/paperkg/ontology#>\nASK { ?p kgo:codeRepository ?r }")
    res = run_query(q, FIXTURE)
    assert res.boolean is True
    assert format_result(res, "table") == "yes\n"
    assert json.loads(format_result(res, "json"))["boolean"] is True
    q = parse_query(
        "PREFIX kgo: <https://w3id.org/paperkg/ontology#>\nCONSTRUCT { ?p kgo:codeRepository ?r } WHERE { ?p kgo:codeRepository ?r }"
    )
    res = run_query(q, FIXTURE)
    assert res.vars == ["subject", "predicate", "object"] and len(res.rows) == 1


RESULT = QueryResult(
    vars=["paper", "label", "n"],
    rows=[
        (R["paper/h-1"], Literal('Says "hi", ok'), Literal(3)),
        (URIRef("https://w3id.org/paperkg/ontology#Paper"), None, Literal("x", lang="en")),
    ],
)


def test_format_csv():
    rows = list(csv.reader(io.StringIO(format_result(RESULT, "csv"))))
    assert rows == [
        ["paper", "label", "n"],
        ["https://w3id.org/paperkg/resource/paper/h-1", 'Says "hi", ok', "3"],
        ["https://w3id.org/paperkg/ontology#Paper", "", "x"],
    ]


def test_format_json_is_sparql_results_json():
    data = json.loads(format_result(RESULT, "json"))
    assert data["head"]["vars"] == ["paper", "label", "n"]
    b = data["results"]["bindings"]
    assert b[0]["paper"] == {"type": "uri", "value": "https://w3id.org/paperkg/resource/paper/h-1"}
    assert b[0]["n"]["datatype"] == "http://www.w3.org/2001/XMLSchema#integer"
    assert "label" not in b[1] and b[1]["n"] == {"type": "literal", "value": "x", "xml:lang": "en"}


def test_format_table_aligned():
    lines = format_result(RESULT, "table").splitlines()
    assert lines[0].split() == ["paper", "label", "n"]
    assert lines[2].startswith("res:paper/h-1  Says \"hi\", ok  3")
    assert lines[3].startswith("kgo:Paper")
    assert lines[0].index("label") == lines[2].index("Says")
    assert lines[-1] == "(2 rows)"
    with pytest.raises(ValueError, match="unknown format"):
        format_result(RESULT, "xml")


def test_cli_query(tmp_path, capsys, monkeypatch):
    ttl = tmp_path / "exports" / "graph.ttl"
    ttl.parent.mkdir()
    FIXTURE.serialize(ttl, format="turtle")
    monkeypatch.chdir(tmp_path)
    assert cli_query("papers-on-dataset", None, None, ["dataset=MSMT17"], "csv") == 0  # default graph
    out = capsys.readouterr().out
    assert out.splitlines()[1].startswith("MSMT17,https://w3id.org/paperkg/resource/paper/h-aaaaaaaaaaaaaaaa,")
    with GraphStore.open(tmp_path / "store") as st:
        st.replace_graph(FIXTURE)
    assert cli_query("papers-per-task", None, tmp_path / "store", [], "table") == 0
    assert "person re-identification" in capsys.readouterr().out
    assert cli_query("papers-on-dataset", None, None, ["dataset"], "csv") == 2
    assert "--param expects name=value" in capsys.readouterr().err
    assert cli_query("papers-on-dataset", None, None, ["dataset=MSMT17", "dataset=X"], "csv") == 2
    assert capsys.readouterr().err.strip() == "kg: error: --param dataset is given twice"
    assert cli_query("papers-on-dataset", None, None, [" dataset = msmt17 "], "csv") == 0
    row = capsys.readouterr().out.splitlines()[1]
    assert row.startswith("MSMT17,") and row.endswith(",msmt17")  # canonical label; the parameter, stripped
    assert cli_query("papers-on-dataset", ttl, tmp_path / "store", [], "csv") == 2
    assert cli_query("papers-on-dataset", tmp_path / "nope.ttl", None, [], "csv") == 2
    assert "graph file" in capsys.readouterr().err
    assert cli_query("papers-on-dataset", None, tmp_path / "nostore", [], "csv") == 2
    assert "does not exist" in capsys.readouterr().err
    monkeypatch.chdir(tmp_path / "store")
    assert cli_query("papers-per-task", None, None, [], "table") == 2
    assert "run `kg build` first" in capsys.readouterr().err


def test_cli_bad_graph_names_file(tmp_path, capsys):
    bad = tmp_path / "bad.ttl"
    bad.write_text("@prefix ex: <http://e/> .\nex:a ex:b .\n", encoding="utf-8")
    assert cli_query("papers-per-task", bad, None, [], "table") == 2
    err = capsys.readouterr().err
    assert "bad.ttl" in err and "line 2" in err


def test_update_and_syntax_errors_say_what_is_wrong(tmp_path):
    from kg.query import QueryError, run_query

    graph = Path(__file__).resolve().parent.parent / "exports" / "graph.ttl"
    ins = tmp_path / "ins.rq"
    ins.write_text("INSERT DATA { <http://a> <http://b> <http://c> }\n")
    with pytest.raises(QueryError, match="SPARQL Update .* is not run: kg query is read-only"):
        run_query(ins, graph)
    bad = tmp_path / "bad.rq"
    bad.write_text("SELEC * WHERE { ?s ?p ?o }\n")
    with pytest.raises(QueryError, match=r"bad.rq:1:1: SPARQL syntax error near 'SELEC' in line 1"):
        run_query(bad, graph)
    empty = tmp_path / "empty.rq"
    empty.write_text("# only a comment\n\n")
    with pytest.raises(QueryError, match=r"empty.rq is empty"):
        run_query(empty, graph)


def test_a_syntax_error_names_the_expected_character_classes_in_words(tmp_path):
    from kg.query import QueryError, run_query

    graph = Path(__file__).resolve().parent.parent / "exports" / "graph.ttl"
    cut = tmp_path / "cut.rq"
    cut.write_text("SELECT ?x WHERE { ?x ?p \n", encoding="utf-8")
    with pytest.raises(QueryError) as err:
        run_query(cut, graph)
    message = str(err.value)
    # session 35: the end of the text is named where the query stops (Oxigraph said 2:1, a line
    # of no text, "expected one of ..."); Oxigraph's own message stays where rdflib accepts the
    # text, with its character classes in words
    assert message == f"{cut}:1:19: SPARQL syntax error near '?x' in line 1: SELECT ?x WHERE {{ ?x ?p; at the end, 1 '{{' not closed"
    nope = tmp_path / "nope.rq"
    nope.write_text("SELECT ?x WHERE { ?x nope:p ?o }\n", encoding="utf-8")
    with pytest.raises(QueryError) as err:
        run_query(nope, graph)
    message = str(err.value)
    # session 41: the undeclared prefix is named at its place, not as Oxigraph's list of expected tokens
    assert message == (f"{nope}:1:22: undefined prefix 'nope:': declare it with PREFIX nope: <...> before the "
                       "query, or write the full <IRI>")
