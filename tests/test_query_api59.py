"""Session 59 (fixV59, item 3): QueryResult.to_dicts(), query parameters matched ignoring case
and space / hyphen / dash / underscore variants (as entity resolution meets such spellings), and
a NoMatchWarning from the API when a query with parameters finds nothing. Graphs written here."""
import datetime
import warnings
from decimal import Decimal

import pytest
from rdflib import RDF, RDFS, SKOS, XSD, Graph, Literal, Namespace, URIRef

from kg.ontology import KGO
from kg.query import NoMatchWarning, QueryResult, cli_query, run_query, text_query

R = Namespace("https://example.org/r/")


def _graph():
    g = Graph()
    task, data = R["task/super-resolution"], R["dataset/urban-100"]
    g.add((task, RDF.type, KGO.Task))
    g.add((task, SKOS.prefLabel, Literal("super-resolution", lang="en")))
    g.add((data, RDF.type, KGO.Dataset))
    g.add((data, SKOS.prefLabel, Literal("Urban-100", lang="en")))
    g.add((data, RDFS.label, Literal("Urban-100", lang="en")))
    m, p = R["method/sharpfield"], R["paper/p1"]
    g.add((m, RDF.type, KGO.Method))
    g.add((m, SKOS.prefLabel, Literal("SharpField", lang="en")))
    g.add((m, KGO.addresses, task))
    g.add((p, RDF.type, KGO.Paper))
    g.add((p, RDFS.label, Literal("SharpField for Upscaling", lang="en")))
    g.add((p, KGO.proposes, m))
    g.add((p, KGO.addresses, task))
    g.add((p, KGO.evaluatedOn, data))
    return g


def _store():
    import pyoxigraph as ox

    store = ox.Store()
    store.load(_graph().serialize(format="nt").encode("utf-8"), format=ox.RdfFormat.N_TRIPLES)
    return store


@pytest.mark.parametrize("asked", ["super resolution", "Super-Resolution", "superresolution",
                                   "super\u2013resolution", "super_resolution", "SUPER  RESOLUTION"])
def test_a_task_parameter_matches_spelling_variants(asked):
    res = run_query("methods-for-task", _store(), {"task": asked})
    rows = res.to_dicts()
    assert [(r["methodLabel"], r["taskLabel"], r["task"]) for r in rows] == [("SharpField", "super-resolution", asked)]


@pytest.mark.parametrize("asked", ["urban 100", "URBAN100", "Urban\u2011100"])
def test_a_dataset_parameter_matches_spelling_variants_in_both_engines(asked):
    for source in (_store(), _graph()):
        rows = run_query("papers-on-dataset", source, {"dataset": asked}).to_dicts()
        assert [r["paperLabel"] for r in rows] == ["SharpField for Upscaling"]


def test_other_words_still_do_not_match():
    with pytest.warns(NoMatchWarning):
        assert run_query("methods-for-task", _store(), {"task": "super resolutions"}).rows == []
    with pytest.warns(NoMatchWarning):
        assert run_query("papers-on-dataset", _store(), {"dataset": "urban 10"}).rows == []


def test_no_match_warns_from_the_api_with_the_values_and_how_to_set_them():
    with pytest.warns(NoMatchWarning) as caught:
        res = run_query("methods-for-task", _store(), {"task": "image denoising"})
    assert res.rows == []
    assert str(caught[0].message) == (
        'query methods-for-task returned no rows with task = "image denoising" (a value is matched against any '
        "label of an entity, ignoring case, spaces, hyphens, dashes and underscores); entities.csv or `kg query` "
        "on the graph lists the labels it holds")
    with pytest.warns(NoMatchWarning, match=r'dataset = "Market-1501" \(default\); set it with params=\{"dataset": VALUE\}'):
        run_query("papers-on-dataset", _store())
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        run_query("methods-for-task", _store(), {"task": "image denoising"}, warn_no_match=False)
        run_query("methods-for-task", _store(), {"task": "super resolution"})  # rows: no warning
        run_query(text_query("SELECT ?s WHERE { ?s ?p ?o } LIMIT 0"), _store())  # no parameters: no warning


def test_the_cli_prints_its_note_once_and_no_python_warning(tmp_path, capsys):
    path = tmp_path / "g.nt"
    _graph().serialize(path, format="nt", encoding="utf-8")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert cli_query("methods-for-task", graph=path, params=["task=image denoising"]) == 0
        assert cli_query("methods-for-task", graph=path, params=["task=super resolution"], fmt="csv") == 0
    out, err = capsys.readouterr()
    assert err.count("kg: note: query methods-for-task returned no rows") == 1
    assert "SharpField" in out


def test_to_dicts_types():
    r = QueryResult(vars=["iri", "n", "d", "f", "b", "day", "s", "bad", "none"], rows=[(
        URIRef("https://example.org/x"), Literal(3), Literal("9.60", datatype=XSD.decimal),
        Literal(1.5), Literal(True), Literal("2024-02-03", datatype=XSD.date), Literal("DDPM", lang="en"),
        Literal("abc", datatype=XSD.integer), None)])
    (row,) = r.to_dicts()
    assert row == {"iri": "https://example.org/x", "n": 3, "d": Decimal("9.60"), "f": 1.5, "b": True,
                   "day": datetime.date(2024, 2, 3), "s": "DDPM", "bad": "abc", "none": None}
    assert [type(v) for v in row.values()] == [str, int, Decimal, float, bool, datetime.date, str, str, type(None)]
    assert list(row) == r.vars
    assert QueryResult(vars=[], rows=[], boolean=True).to_dicts() == []


def test_to_dicts_of_a_shipped_query():
    rows = run_query("methods-for-task", _store(), {"task": "super resolution"}).to_dicts()
    assert rows == [{"task": "super resolution", "methodLabel": "SharpField", "via": "method",
                     "paperLabel": "SharpField for Upscaling", "method": str(R["method/sharpfield"]),
                     "taskLabel": "super-resolution", "paper": str(R["paper/p1"])}]
