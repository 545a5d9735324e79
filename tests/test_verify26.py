"""Verification trial of session 26 (verify2): the SKOS label integrity of external terms.

``kg validate`` passed a hand-edited graph whose CSO topic had two English skos:prefLabel values,
or none, although the build writes exactly one (SKOS Reference, integrity condition S14: a
resource has no more than one skos:prefLabel per language tag); the entity shape checked this
for PaperKG's own entities only.
"""
from rdflib import Literal, URIRef
from rdflib.namespace import RDF, SKOS, XSD

from kg.records import ExternalTerm
from kg.validate import cli_validate, validate
from tests.factories import linked_graph

BASE = "https://example.org/kg/"
TEXT = "We study weather forecasting with recurrent neural networks on two regional archives."
TOPIC = "https://cso.kmi.open.ac.uk/topics/recurrent_neural_networks"
S14 = ("a resource has no more than one skos:prefLabel per language tag "
       "(SKOS Reference, integrity condition S14)")
CONCEPT = ("an external term (skos:Concept: a CSO topic, a Papers with Code term) has a "
           "skos:prefLabel, rdf:langString (@en) or xsd:string")


def _graph():
    return linked_graph(TEXT, "weather forecasting", "recurrent neural networks",
                        [ExternalTerm(iri=TOPIC, label="recurrent neural networks", source="cso")],
                        match="exact", base_iri=BASE)


def _messages(g):
    return [(v.focus, v.message) for v in validate(g).violations if v.severity != "Warning"]


def test_the_built_graph_has_one_english_pref_label_per_concept_and_conforms():
    g = _graph()
    topic = URIRef(TOPIC)
    assert (topic, RDF.type, SKOS.Concept) in g
    assert list(g.objects(topic, SKOS.prefLabel)) == [Literal("recurrent neural networks", lang="en")]
    assert _messages(g) == []


def test_a_second_english_pref_label_on_an_external_term_is_a_violation(tmp_path):
    g = _graph()
    topic = URIRef(TOPIC)
    g.add((topic, SKOS.prefLabel, Literal("RNNs", lang="en")))
    assert _messages(g) == [("cso:recurrent_neural_networks", S14)]
    path = tmp_path / "g.ttl"
    g.serialize(path, format="turtle")
    out, err = tmp_path / "out.txt", tmp_path / "err.txt"
    with open(out, "w") as fo, open(err, "w") as fe:
        code = cli_validate(path, out=fo, err=fe)
    assert code == 1
    assert S14 in out.read_text()


def test_a_second_english_pref_label_on_an_entity_names_s14_too():
    g = _graph()
    node = next(s for s in g.subjects(SKOS.prefLabel, Literal("weather forecasting", lang="en")))
    g.add((node, SKOS.prefLabel, Literal("forecasting the weather", lang="en")))
    messages = [m for _, m in _messages(g)]
    assert S14 in messages
    assert "an entity has exactly one skos:prefLabel" in messages


def test_labels_in_two_languages_break_no_s14_and_an_untagged_label_is_no_language():
    g = _graph()
    topic = URIRef(TOPIC)
    g.add((topic, SKOS.prefLabel, Literal("recurrent neural networks")))
    assert _messages(g) == []


def test_an_external_term_without_a_pref_label_or_with_a_number_is_a_violation():
    g = _graph()
    topic = URIRef(TOPIC)
    g.remove((topic, SKOS.prefLabel, None))
    assert _messages(g) == [("cso:recurrent_neural_networks", CONCEPT)]
    g.add((topic, SKOS.prefLabel, Literal(5, datatype=XSD.integer)))
    assert _messages(g) == [("cso:recurrent_neural_networks", CONCEPT)]
