"""Session 55 (trial M, a Linked-Data curator): two entities of one type whose labels differ only
in case ("ZoRA", "ZORA") read as one name; resolution labels each with its expansion, and
``kg validate`` warns (not fails) on skos:prefLabels a type still shares in a concept scheme,
naming both IRIs. Sentences are made up for the tests."""
from __future__ import annotations

import pytest
from rdflib import Graph, Literal, Namespace
from rdflib.namespace import RDF, RDFS, SKOS

import kg.resolve as resolve_module
from kg.ontology import KGO
from kg.resolve import resolve
from kg.validate import shared_label_warnings, validate
from tests.factories import defining

R = Namespace("https://example.org/kg/")


def _proposing(pid: str, long: str, short: str, **kw):
    """A paper that proposes ``long`` (``short``): a named artefact, labelled by its short form."""
    return defining(pid, long, short, role=kw.pop("role", "proposed"), verb="propose", **kw)


def _labels(res) -> dict[str, str]:
    return {e.label: e.type for e in res.entities.values()}


def test_two_methods_whose_acronyms_differ_only_in_case_are_labelled_with_their_expansions() -> None:
    res = resolve([_proposing("p1", "zonal rank adaptation", "ZoRA"),
                   _proposing("p2", "zero order random averaging", "ZORA")])
    methods = sorted(e.label for e in res.entities.values() if e.type == "Method")
    assert methods == ["zero order random averaging", "zonal rank adaptation"]
    # the short forms stay names (alt labels and acronyms) of each
    acronyms = {e.label: e.acronym for e in res.entities.values()}
    assert acronyms == {"zero order random averaging": "ZORA", "zonal rank adaptation": "ZoRA"}


def test_the_switch_off_keeps_the_case_different_acronyms(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(resolve_module, "LABELS_DISTINCT_UP_TO_CASE", False)
    res = resolve([_proposing("p1", "zonal rank adaptation", "ZoRA"),
                   _proposing("p2", "zero order random averaging", "ZORA")])
    assert sorted(e.label for e in res.entities.values()) == ["ZORA", "ZoRA"]


def test_one_acronym_in_two_types_is_no_shared_label() -> None:
    res = resolve([_proposing("p1", "zonal rank adaptation", "ZoRA"),
                   _proposing("p2", "zero order random averaging", "ZORA", type_="Task", role="task")])
    # the method keeps its short-form label: a task's name is no label of its type
    assert _labels(res) == {"ZoRA": "Method", "zero order random averaging": "Task"}


def _graph(*entities: tuple[str, object, str]) -> Graph:
    g = Graph()
    for key, cls, label in entities:
        g.add((R[key], RDF.type, cls))
        g.add((R[key], SKOS.prefLabel, Literal(label, lang="en")))
        g.add((R[key], RDFS.label, Literal(label, lang="en")))
        g.add((R[key], SKOS.inScheme, R.concepts))
    g.add((R.concepts, RDF.type, SKOS.ConceptScheme))
    g.add((R.concepts, SKOS.prefLabel, Literal("test entities", lang="en")))
    return g


def test_validate_warns_on_two_methods_with_one_preflabel_naming_both() -> None:
    g = _graph(("method/a", KGO.Method, "GainX"), ("method/b", KGO.Method, "GainX"),
               ("task/c", KGO.Task, "GainX"))
    found = shared_label_warnings(g, [("ex", str(R))])
    assert [(v.focus, v.severity, v.value) for v in found] == [
        ("ex:method/a", "Warning", '"GainX"@en'), ("ex:method/b", "Warning", '"GainX"@en')]
    assert "another Method of its skos:ConceptScheme has the same skos:prefLabel: ex:method/b" in found[0].message
    assert "ex:method/a" in found[1].message
    # a warning: the graph still conforms
    report = validate(g)
    assert report.conforms
    assert sum("has the same skos:prefLabel" in v.message for v in report.violations) == 2


def test_validate_warns_on_labels_equal_up_to_case_and_shows_the_other_spelling() -> None:
    g = _graph(("method/a", KGO.Method, "ZoRA"), ("method/b", KGO.Method, "ZORA"))
    found = shared_label_warnings(g)
    assert len(found) == 2
    assert "this skos:prefLabel up to case" in found[0].message and '("ZORA"@en)' in found[0].message


def test_no_warning_across_types_languages_or_schemes() -> None:
    g = _graph(("method/a", KGO.Method, "GainX"), ("task/b", KGO.Task, "GainX"),
               ("dataset/c", KGO.Dataset, "Orchard"))
    g.add((R["dataset/d"], RDF.type, KGO.Dataset))
    g.add((R["dataset/d"], SKOS.prefLabel, Literal("Orchard", lang="de")))
    g.add((R["dataset/d"], SKOS.inScheme, R.concepts))
    g.add((R["metric/e"], RDF.type, KGO.Metric))
    g.add((R["metric/e"], SKOS.prefLabel, Literal("hit rate", lang="en")))
    g.add((R["metric/e"], SKOS.inScheme, R.other))
    g.add((R["metric/f"], RDF.type, KGO.Metric))
    g.add((R["metric/f"], SKOS.prefLabel, Literal("hit rate", lang="en")))
    g.add((R["metric/f"], SKOS.inScheme, R.concepts))
    assert shared_label_warnings(g) == []
