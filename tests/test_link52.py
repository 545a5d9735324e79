"""Session 52's external-link fixes: PwC links as Linked Papers With Code IRIs (query
lpwc-links), a prov:Activity per ``kg link --wikidata`` run with the source really queried,
modifier-restricted names as skos:broadMatch, the spelling variant of a PwC task that has data, and
a one-word CSO topic's sense shown only by topics near it."""
from __future__ import annotations

from pathlib import Path

import pyoxigraph as ox
import pytest
from rdflib import RDF, RDFS, XSD, Graph, Literal, Namespace, URIRef
from rdflib.namespace import DCTERMS, PROV, SKOS

from kg.graph import record_link_run
from kg.link import link
from kg.ontology import KGO, PWC_METHOD, PWC_TASK, VOID
from kg.query import run_query
from kg.records import Entity
from kg.validate import validate
from kg.wikidata import DEFAULT_ENDPOINT, WIKIDATA_SOURCE, link_wikidata, wikidata_source

from test_wikidata import RES, Endpoint, endpoint, paper_graph, store  # noqa: F401 (fixtures)

EX = Namespace("http://example.org/t52/")
DESCRIPTION = URIRef(str(RES) + "graph")


# ----------------------------------------------------------------------------- lpwc-links


def _pwc_graph() -> Graph:
    g = Graph()
    g.add((EX.m, RDF.type, KGO.Method))
    g.add((EX.m, SKOS.prefLabel, Literal("tiny gated net")))
    g.add((EX.m, SKOS.broadMatch, PWC_METHOD["gated-linear-unit"]))
    g.add((PWC_METHOD["gated-linear-unit"], SKOS.prefLabel, Literal("Gated Linear Unit")))
    g.add((EX.t, RDF.type, KGO.Task))
    g.add((EX.t, SKOS.prefLabel, Literal("counting sheep")))
    g.add((EX.t, SKOS.exactMatch, PWC_TASK["object-counting"]))
    g.add((EX.t, SKOS.exactMatch, URIRef("https://cso.kmi.open.ac.uk/topics/counting")))
    g.add((EX.t, SKOS.closeMatch, URIRef("http://www.wikidata.org/entity/Q1")))
    return g


@pytest.mark.parametrize("engine", ["rdflib", "oxigraph"])
def test_lpwc_links_maps_every_pwc_link_and_nothing_else(engine: str) -> None:
    g = _pwc_graph()
    source = g
    if engine == "oxigraph":
        source = ox.Store()
        source.bulk_load(input=g.serialize(format="nt").encode(), format=ox.RdfFormat.N_TRIPLES)
    res = run_query("lpwc-links", source, {})
    rows = [dict(zip(res.vars, map(str, row))) for row in res.rows]
    assert [(r["entityLabel"], r["relation"].rsplit("#", 1)[1], r["lpwc"], r["pwcLabel"]) for r in rows] == [
        ("counting sheep", "exactMatch", "https://linkedpaperswithcode.com/task/object-counting", "None"),
        ("tiny gated net", "broadMatch", "https://linkedpaperswithcode.com/method/gated-linear-unit",
         "Gated Linear Unit"),
    ]
    # the graph's own links are untouched: the query only reads them
    assert (EX.t, SKOS.exactMatch, PWC_TASK["object-counting"]) in g


# ----------------------------------------------------------------------------- link runs


def _described(g: Graph) -> Graph:
    g.add((DESCRIPTION, RDF.type, VOID.Dataset))
    g.add((DESCRIPTION, DCTERMS.license, URIRef("https://creativecommons.org/licenses/by-sa/4.0/")))
    g.add((DESCRIPTION, DCTERMS.title, Literal("a graph", lang="en")))
    g.add((DESCRIPTION, VOID.triples, Literal(len(g) + 1, datatype=XSD.integer)))
    return g


def _runs(g: Graph) -> list[URIRef]:
    return sorted(r for r in g.objects(DESCRIPTION, PROV.wasInfluencedBy) if "link-wikidata" in str(r))


def test_a_link_run_is_a_prov_activity_naming_the_endpoint_it_used(
        endpoint: Endpoint, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    g = _described(paper_graph())
    link_wikidata(g, endpoint=endpoint.url, cache_dir=tmp_path / "c", min_interval=0.0)
    [run] = _runs(g)
    assert str(run).startswith(str(RES) + "graph-link-wikidata-")
    assert (run, RDF.type, PROV.Activity) in g
    assert set(g.objects(run, PROV.used)) == {URIRef(endpoint.url)}
    [agent] = g.objects(run, PROV.wasAssociatedWith)
    assert (agent, RDF.type, PROV.SoftwareAgent) in g
    from kg import __version__
    assert str(g.value(agent, URIRef("https://schema.org/softwareVersion"))) == __version__
    assert g.value(run, PROV.endedAtTime) is None  # no time without SOURCE_DATE_EPOCH
    # a local endpoint is no wikidata.org: the source is what was queried
    assert set(g.objects(DESCRIPTION, DCTERMS.source)) == {URIRef(endpoint.url)}
    assert int(g.value(DESCRIPTION, VOID.triples)) == len(g)
    report = validate(g)
    assert not [v for v in report.violations if "Activity" in v.message or "build" in v.message], report.violations


def test_a_link_run_is_dated_only_with_source_date_epoch(
        endpoint: Endpoint, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    g = _described(paper_graph())
    link_wikidata(g, endpoint=endpoint.url, cache_dir=tmp_path / "c", min_interval=0.0)
    [run] = _runs(g)
    assert g.value(run, PROV.endedAtTime) == Literal("2023-11-14T22:13:20Z", datatype=XSD.dateTime)


def test_the_same_run_twice_is_one_activity_and_output_is_deterministic(
        endpoint: Endpoint, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    a, b = _described(paper_graph()), _described(paper_graph())
    for g in (a, b):
        link_wikidata(g, endpoint=endpoint.url, cache_dir=tmp_path / "c", min_interval=0.0)
    assert sorted(a) == sorted(b)
    n = len(a)
    link_wikidata(a, endpoint=endpoint.url, cache_dir=tmp_path / "c", min_interval=0.0)
    assert len(a) == n and len(_runs(a)) == 1


def test_record_link_run_needs_a_description_that_counts_the_graph() -> None:
    g = Graph()
    g.add((EX.a, SKOS.exactMatch, EX.b))
    assert record_link_run(g, len(g), "http://localhost:7878/query") == []
    assert len(g) == 1


def test_the_public_endpoint_names_wikidata_as_the_source() -> None:
    assert wikidata_source(DEFAULT_ENDPOINT) == WIKIDATA_SOURCE
    assert wikidata_source("http://localhost:7878/query") == URIRef("http://localhost:7878/query")


# ----------------------------------------------------------------------------- link rules

CSO = "https://cso.kmi.open.ac.uk/topics/"


def _ent(etype: str, label: str, *papers: str, alts: tuple[str, ...] = ()) -> Entity:
    return Entity(key=f"{etype.lower()}/{label}", type=etype, label=label, alt_labels=list(alts),
                  papers=list(papers or ("p0",)))


def test_a_restricting_modifier_makes_the_term_broader_not_close() -> None:
    deep, vanilla = _ent("Method", "deep Q-learning"), _ent("Method", "vanilla Q-learning", "p1")
    link([deep, vanilla])
    assert CSO + "q-learning" in deep.broad_matches and CSO + "q-learning" not in deep.close_matches
    assert str(PWC_METHOD["q-learning"]) in deep.broad_matches
    # "vanilla" names the thing itself: still a close match
    assert CSO + "q-learning" in vanilla.close_matches and not vanilla.broad_matches


def test_a_coined_name_with_a_modifier_is_a_kind_of_the_topic() -> None:
    nkr = _ent("Method", "NKR", alts=("Neural Knowledge Representation",))
    nkr.acronym, nkr.named = "NKR", True
    link([nkr])
    assert nkr.close_matches == [] and CSO + "knowledge_representation" in nkr.broad_matches


def test_spelling_variants_of_a_pwc_task_go_to_the_one_with_data() -> None:
    from kg.vocab import pwc_tasks

    task = pwc_tasks()["language modeling"]
    assert task.name == "Language Modelling" and task.datasets
    lm = _ent("Task", "language modeling")
    link([lm])
    assert str(PWC_TASK["language-modelling"]) in lm.exact_matches
    assert str(PWC_TASK["language-modeling"]) not in lm.exact_matches


def test_only_a_near_branch_is_evidence_of_a_one_word_topics_sense() -> None:
    from kg.link import _cso_branch, _cso_near_branch, _cso_sense_refused

    # "language model" and "multiplexing" share "computer systems" and "signal processing",
    # far above both: a paper on language models shows nothing of telecoms' multiplexing
    assert _cso_branch("multiplexing") & _cso_branch("language model")
    assert not _cso_near_branch("multiplexing") & _cso_branch("language model")
    assert _cso_sense_refused([({"token", "mixing"}, {"language model"})], "multiplexing")
    # a sibling under multiplexing's own broader topic is evidence
    assert not _cso_sense_refused([(set(), {"channel estimation"})], "multiplexing")


SAMPLE_GRAPH = Path(__file__).resolve().parents[1] / "exports" / "graph.ttl"


@pytest.mark.skipif(not SAMPLE_GRAPH.is_file(), reason="exports/graph.ttl not built yet")
def test_the_sample_graph_with_a_recorded_link_run_still_validates(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    g = Graph().parse(SAMPLE_GRAPH, format="turtle")
    before = len(g)
    local = "http://localhost:7878/query"
    [node] = record_link_run(g, before, local, (URIRef(local),))
    assert (node, DCTERMS.source, URIRef(local)) in g
    assert int(g.value(node, VOID.triples)) == len(g) > before
    # the build stays the dataset's one generation; the link run influenced it
    assert len(set(g.objects(node, PROV.wasGeneratedBy))) == 1
    report = validate(g)
    assert report.conforms, [v.message for v in report.violations][:3]
