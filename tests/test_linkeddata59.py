"""Session 59's fixes from a Linked-Data curator's trial: a one-word CSO exact match needs the sense
CSO files it under to show in the entity's papers; kgo:Evidence and kgo:MatchSupport nodes are
typed prov:Entity in the data; the build prov:used the vocabulary files (with their release); with
SOURCE_DATE_EPOCH the build has a prov:endedAtTime; kgo:codeRepository is no sub-property of
lpwcp:hasRepository; SHACL: entities are IRIs, a non-decimal result value is named so; every kgo:
term rdfs:isDefinedBy the ontology; the ORKG mapping query of docs/LINKED_DATA.md runs."""
from __future__ import annotations

from pathlib import Path

import pyoxigraph
from rdflib import OWL, RDF, RDFS, XSD, Graph, Literal, URIRef
from rdflib.collection import Collection
from rdflib.namespace import DCTERMS, PROV

from kg.graph import IriMinter, build_graph, dataset_description
from kg.link import _cso_sense_parents, link, match_confidence
from kg.ontology import DCAT, KGO, ONTOLOGY_DIR, VOID
from kg.records import Entity
from kg.resolve import resolve
from kg.validate import validate
from tests.factories import extraction, link as flink, mention

CSO = "https://cso.kmi.open.ac.uk/topics/"
BASE = "https://example.org/kg59/"
DOC = Path(__file__).resolve().parents[1] / "docs" / "LINKED_DATA.md"
LPWCP = "https://linkedpaperswithcode.com/property/"


def _ent(etype: str, label: str, *papers: str) -> Entity:
    return Entity(key=f"{etype.lower()}/{label}", type=etype, label=label, alt_labels=[],
                  papers=list(papers or ("p0",)))


# ----------------------------------------------------------------------------- 1. CSO senses


def test_sense_parents_are_given_by_specific_broader_topics_under_ai_branches() -> None:
    # CSO files "annealing" under "simulated annealing" (artificial intelligence): that sense
    assert _cso_sense_parents("annealing") == (frozenset({"simulated"}),)
    assert _cso_sense_parents("regularization") == (frozenset({"image", "reconstruction"}),)
    # a broader topic in a machine-learning branch gives ML's own sense: nothing to check
    assert _cso_sense_parents("boosting") == ()
    assert _cso_sense_parents("clustering") == ()
    # a field outside the AI/ML branches is the field ML papers name as an application
    assert _cso_sense_parents("recommendation") == ()


def test_one_word_exact_match_without_its_sense_in_the_papers_becomes_close() -> None:
    lone = _ent("Method", "annealing", "p1")
    other = _ent("Method", "score network", "p1")
    link([lone, other])
    assert CSO + "annealing" not in lone.exact_matches
    assert CSO + "annealing" in lone.close_matches
    rule, name = lone.match_support[CSO + "annealing"]
    assert (rule, name) == ("exact-label-sense-unshown", "annealing")
    assert match_confidence(rule) == 0.75


def test_one_word_exact_match_stays_when_a_paper_names_its_sense() -> None:
    ann = _ent("Method", "annealing", "p1", "p2")
    sa = _ent("Method", "simulated annealing schedule", "p1")
    link([ann, sa])
    # one of the two papers names "simulated": half of them show the sense (at least 30%)
    assert CSO + "annealing" in ann.exact_matches
    assert ann.match_support[CSO + "annealing"][0] == "exact-label"


def test_ml_sense_topics_and_capitalised_names_are_not_checked() -> None:
    boost = _ent("Method", "boosting", "p1")
    link([boost])
    assert CSO + "boosting" in boost.exact_matches
    assert match_confidence("exact-label-other-kind") == 0.9
    assert match_confidence("exact-alias-other-kind-sense-unshown") == 0.65


# ----------------------------------------------------------------------------- 2, 3. provenance

T1 = ("We introduce TIDEPOOL, a gated recurrent router for streaming speech recognition. "
      "TIDEPOOL is evaluated on the HarborSpeech corpus and uses knowledge distillation.")


def _graph() -> Graph:
    ms = [mention("TIDEPOOL", T1, "Method", "proposed"),
          mention("streaming speech recognition", T1, "Task", "task", main=True),
          mention("HarborSpeech", T1, "Dataset", "dataset"),
          mention("knowledge distillation", T1, "Method", "used")]
    ls = [flink("proposes", None, "TIDEPOOL", "Method", T1),
          flink("addresses", "TIDEPOOL", "streaming speech recognition", "Task", T1),
          flink("evaluatedOn", "TIDEPOOL", "HarborSpeech", "Dataset", T1),
          flink("uses", "TIDEPOOL", "knowledge distillation", "Method", T1)]
    ex = extraction("ex59", T1, mentions=ms, links=ls)
    resolution = resolve([ex])
    terms = link(resolution.entities.values())
    return build_graph([ex], resolution, terms, base_iri=BASE)


def test_evidence_and_match_support_are_typed_prov_entity_in_the_data() -> None:
    g = _graph()
    evidence = set(g.subjects(RDF.type, KGO.Evidence))
    support = set(g.subjects(RDF.type, KGO.MatchSupport))
    assert evidence and support
    assert all((n, RDF.type, PROV.Entity) in g for n in evidence | support)


def test_the_build_used_the_vocabulary_files_with_their_release() -> None:
    g = _graph()
    build = g.value(URIRef(BASE + "graph"), PROV.wasGeneratedBy)
    used = set(g.objects(build, PROV.used))
    pwc = URIRef(BASE + "vocabulary-pwc-methods")
    assert pwc in used  # knowledge distillation is a PwC method
    assert (pwc, RDF.type, PROV.Entity) in g
    assert g.value(pwc, DCTERMS.issued) == Literal("2022", datatype=XSD.gYear)
    cso = URIRef(BASE + "vocabulary-cso-topics")
    if cso in used:
        assert g.value(cso, DCAT.version) == Literal("3.1")
        assert g.value(cso, DCTERMS.issued) == Literal("2019", datatype=XSD.gYear)


def test_source_date_epoch_gives_the_build_its_end_time_only(monkeypatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")
    head = dataset_description(IriMinter(BASE), 5)
    ended = [(s, o) for s, p, o in head if p == PROV.endedAtTime]
    assert len(ended) == 1 and str(ended[0][0]).startswith(BASE + "graph-build-")
    assert ended[0][1] == Literal("2026-01-01T00:00:00Z", datatype=XSD.dateTime)
    assert not [t for t in head if t[1] == PROV.startedAtTime]
    monkeypatch.delenv("SOURCE_DATE_EPOCH")
    assert not [t for t in dataset_description(IriMinter(BASE), 5) if t[1] == PROV.endedAtTime]


def test_void_vocabulary_names_dublin_core_dcat_and_void() -> None:
    head = dataset_description(IriMinter(BASE), 5)
    vocabularies = {o for _, p, o in head if p == VOID.vocabulary}
    for ns in ("http://purl.org/dc/elements/1.1/", "http://www.w3.org/ns/dcat#", "http://rdfs.org/ns/void#",
               "http://purl.org/dc/terms/", "http://www.w3.org/ns/prov#"):
        assert URIRef(ns) in vocabularies, ns


# ----------------------------------------------------------------------------- 4, 5. ontology, shapes


def _ontology() -> Graph:
    return Graph().parse(ONTOLOGY_DIR / "paperkg.ttl", format="turtle")


def test_code_repository_is_no_subproperty_of_lpwc_has_repository() -> None:
    g = _ontology()
    assert list(g.objects(KGO.codeRepository, RDFS.subPropertyOf)) == []
    assert URIRef(LPWCP + "hasRepository") in set(g.objects(KGO.codeRepository, RDFS.seeAlso))


def test_every_term_is_defined_by_the_ontology_and_proposes_ranges_over_methods_and_datasets() -> None:
    g = _ontology()
    terms = {s for s in g.subjects(RDF.type, None) if isinstance(s, URIRef) and str(s).startswith(str(KGO))}
    assert len(terms) >= 60
    onto = URIRef("https://w3id.org/paperkg/ontology")
    assert all(g.value(t, RDFS.isDefinedBy) == onto for t in terms)
    union = g.value(g.value(KGO.proposes, RDFS.range), OWL.unionOf)
    assert list(Collection(g, union)) == [KGO.Method, KGO.Dataset]
    union = g.value(g.value(KGO.proposedIn, RDFS.domain), OWL.unionOf)
    assert list(Collection(g, union)) == [KGO.Method, KGO.Dataset]


def test_shapes_report_a_blank_entity_and_a_value_that_is_no_decimal() -> None:
    g = _graph()
    result = next(iter(g.subjects(RDF.type, KGO.Result)), None)
    if result is None:  # no result stated: add one with a number as text
        result = URIRef(BASE + "result/r1")
        g.add((result, RDF.type, KGO.Result))
        g.add((URIRef(BASE + "paper/ex59"), KGO.reportsResult, result))
    for old in list(g.objects(result, KGO.value)):
        g.remove((result, KGO.value, old))
    g.add((result, KGO.value, Literal("about seventy")))
    from rdflib import BNode
    blank = BNode()
    g.add((blank, RDF.type, KGO.Method))
    text = "\n".join(validate(g).lines())
    assert "kgo:value is not an xsd:decimal" in text, text
    assert "is an IRI, not a blank node" in text, text


# ----------------------------------------------------------------------------- 6. ORKG mapping


def _orkg_query() -> str:
    text = DOC.read_text(encoding="utf-8")
    start = text.index("## Mapping to ORKG's contribution model")
    return text[start:].split("```sparql")[1].split("```")[0]


def test_the_documented_orkg_query_runs_on_a_small_build() -> None:
    store = pyoxigraph.Store()
    store.load(_graph().serialize(format="nt").encode(), format=pyoxigraph.RdfFormat.N_TRIPLES)
    rows = list(store.query(_orkg_query()))
    got = {(r["problemLabel"].value if r["problemLabel"] else None, r["methodLabel"].value,
            r["datasetLabel"].value if r["datasetLabel"] else None) for r in rows}
    assert ("streaming speech recognition", "TIDEPOOL", "HarborSpeech") in got, got


def test_the_orkg_query_runs_on_the_shipped_sample() -> None:
    sample = Path(__file__).resolve().parents[1] / "exports" / "graph.nt"
    store = pyoxigraph.Store()
    store.bulk_load(path=str(sample), format=pyoxigraph.RdfFormat.N_TRIPLES)
    rows = list(store.query(_orkg_query()))
    assert len(rows) >= 10
    assert all(r["paper"] is not None and r["methodLabel"] is not None for r in rows)


def test_every_match_support_of_the_sample_is_typed_prov_entity_also_a_metric_broader_one() -> None:
    """The committed sample graph: kg.metric_norm's skos:broader supports (session 59) are
    kgo:MatchSupport nodes too, so they carry prov:Entity like the external-match ones."""
    from rdflib.namespace import SKOS

    g = Graph().parse(Path(__file__).resolve().parents[1] / "exports" / "graph.nt", format="nt")
    support = set(g.subjects(RDF.type, KGO.MatchSupport))
    broader = {n for n in support if (n, RDF.predicate, SKOS.broader) in g}
    assert broader, "the sample has metrics with a general metric"
    assert [n for n in support if (n, RDF.type, PROV.Entity) not in g] == []
