"""Session 36: `kg validate` refuses a graph that uses a kgo: term the ontology does not define
(a misspelt ``kgo:propose`` passed: the shapes ignore terms they do not name) and an entity given
two of the four entity types (type is part of an entity's identity)."""
from __future__ import annotations

from rdflib import RDF, Literal, URIRef

from kg.ontology import KGO
from kg.validate import cli_validate, declared_terms, validate
from test_validate import RES, good_graph


def _kgo(name: str) -> URIRef:
    return URIRef(str(KGO) + name)  # KGO is a closed namespace: a misspelt name raises there


def test_the_ontology_defines_every_term_the_ontology_module_names():
    terms = declared_terms()
    assert {KGO.proposes, KGO.Method, KGO.Evidence, KGO.mainTask} <= terms
    assert _kgo("propose") not in terms


def test_a_misspelt_property_is_a_violation():
    g = good_graph()
    g.add((RES["paper/p1"], _kgo("propose"), RES["method/spade"]))
    report = validate(g)
    assert not report.conforms
    assert report.lines() == ["res:paper/p1: kgo:propose is no term of the PaperKG ontology "
                              "(ontology/paperkg.ttl): a misspelt class or property?"]


def test_a_misspelt_class_is_named_once_with_its_first_subject():
    g = good_graph()
    g.add((RES["method/b"], RDF.type, _kgo("Methd")))
    g.add((RES["method/a"], RDF.type, _kgo("Methd")))
    undeclared = [v for v in validate(g).violations if "no term" in v.message]
    assert [(v.focus, v.message.split(" is ")[0]) for v in undeclared] == [("res:method/a", "kgo:Methd")]


def test_an_entity_of_two_types_is_a_violation():
    g = good_graph()
    g.add((RES["method/spade"], RDF.type, KGO.Task))
    report = validate(g)
    assert not report.conforms
    assert any(v.focus == "res:method/spade" and v.path == "rdf:type" and "one of the types" in v.message
               for v in report.violations)


def test_the_command_exits_1_on_a_misspelt_term(tmp_path):
    g = good_graph()
    g.add((RES["paper/p1"], _kgo("adresses"), Literal("x")))
    path = tmp_path / "g.ttl"
    g.serialize(path, format="turtle")
    import io
    out = io.StringIO()
    assert cli_validate(path, out=out) == 1
    assert "kgo:adresses is no term of the PaperKG ontology" in out.getvalue()


def test_the_namespace_iri_itself_is_no_term():
    from rdflib import URIRef as U
    g = good_graph()
    g.add((RES["graph"], U("http://rdfs.org/ns/void#vocabulary"), U(str(KGO))))
    assert not [v for v in validate(g).violations if "no term" in v.message]
