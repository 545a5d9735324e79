"""External links of names the build's papers coin, session 43 (kg.link, kg.wikidata): a method
that at least a third of its papers propose (:attr:`kg.records.Entity.named`) is new, so it
matches a Papers with Code, CSO or Wikidata term only through a spelt-out name of it, never
by its bare short or one-word name ("MoNet" of a new modular network is no 2016 "Mixture model
network"). The sentences and coined names are made up; the PwC and CSO names are the shipped
vocabularies'."""
from __future__ import annotations

from pathlib import Path

from rdflib import RDF, Literal
from rdflib.namespace import SKOS

from kg.link import link
from kg.ontology import KGO
from kg.records import Entity
from kg.resolve import resolve
from kg.wikidata import _named_node, link_wikidata
from tests.factories import extraction, mention
from tests.test_wikidata import RES, WD, Endpoint, paper_graph, store, wd_links  # noqa: F401 (store: a fixture)

MONET = "https://paperswithcode.com/method/monet"
WGAN = "https://paperswithcode.com/method/wgan"


def _linked(**kw) -> Entity:
    ent = Entity(**kw)
    link([ent])
    return ent


def test_a_used_coined_name_keeps_its_match_by_spelling():
    ent = _linked(key="method/monet", type="Method", label="MoNet", papers=["p1"])
    assert ent.exact_matches == [MONET]


def test_a_proposed_coined_name_gets_no_match_by_its_spelling_alone():
    ent = _linked(key="method/monet", type="Method", label="MoNet", papers=["p1"], named=True)
    assert ent.exact_matches == [] and ent.close_matches == []


def test_a_proposed_one_word_name_gets_no_cso_topic_of_that_word():
    # CSO's "binoculars" (stereo vision) is no detector of machine-written text called so
    used = _linked(key="method/binoculars", type="Method", label="Binoculars", papers=["p1"])
    ent = _linked(key="method/binoculars", type="Method", label="Binoculars", papers=["p1"], named=True)
    assert used.exact_matches == ["https://cso.kmi.open.ac.uk/topics/binoculars"]
    assert ent.exact_matches == []


def test_a_proposed_name_spelt_out_as_the_pwc_full_name_keeps_its_match():
    ent = _linked(key="method/wgan", type="Method", label="WGAN", alt_labels=["Wasserstein GAN"], papers=["p1"],
                  acronym="WGAN", named=True)
    assert ent.exact_matches == [WGAN]


def test_resolve_marks_a_name_most_of_its_papers_propose():
    text = "We introduce MoNet, a modular network for driving policies."
    other = "Our planner reuses MoNet for the steering module."
    papers = [extraction("p1", text, mentions=[mention("MoNet", text, "Method", "proposed")]),
              extraction("p2", other, mentions=[mention("MoNet", other, "Method", "used")])]
    res = resolve(papers)
    ent = res.entities[res.key("p1", "Method", "MoNet")]
    assert ent.named  # one of two papers proposes it: at least a third
    link([ent])
    assert ent.exact_matches == []


def test_resolve_does_not_mark_a_name_few_of_its_papers_propose():
    texts = ["We propose MoNet for meshes.", "MoNet filters meshes.", "MoNet is our baseline.", "We run MoNet."]
    roles = ["proposed", "used", "used", "used"]
    papers = [extraction(f"p{i}", t, mentions=[mention("MoNet", t, "Method", r)]) for i, (t, r) in enumerate(zip(texts, roles))]
    res = resolve(papers)
    ent = res.entities[res.key("p0", "Method", "MoNet")]
    assert not ent.named  # one of four
    link([ent])
    assert ent.exact_matches == [MONET]


def _propose(g, node, papers: int, proposers: int) -> None:
    g.add((node, KGO.paperCount, Literal(papers)))
    for i in range(proposers):
        g.add((RES[f"paper/x{i}"], KGO.proposes, node))


def test_named_node_follows_the_third_of_its_papers():
    g = paper_graph()
    _propose(g, RES["method/transformer"], papers=3, proposers=1)
    _propose(g, RES["method/llm"], papers=4, proposers=1)
    assert _named_node(g, RES["method/transformer"])
    assert not _named_node(g, RES["method/llm"])
    assert not _named_node(g, RES["task/rl"])


def test_wikidata_looks_a_proposed_name_up_by_spelt_out_labels_only(store, tmp_path: Path) -> None:
    ep = Endpoint(store)
    try:
        g = paper_graph()
        # "Transformer" (one word) proposed by its only paper: no lookup; "Large Language Models"
        # proposed too, but spelt out: looked up and linked
        _propose(g, RES["method/transformer"], papers=1, proposers=1)
        _propose(g, RES["method/llm"], papers=1, proposers=1)
        link_wikidata(g, endpoint=ep.url, cache_dir=tmp_path / "c", min_interval=0.0)
        links = wd_links(g)
        assert not any(k == "method/transformer" for k, _ in links)
        assert ("method/llm", "Q115305900") in links
        assert not any('"Transformer"' in q or '"transformer"' in q for q in ep.queries)
    finally:
        ep.close()
