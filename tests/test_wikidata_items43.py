"""``kg link --wikidata``, session 43: one Wikidata item goes to one node of each kind at most
(kg.wikidata._one_node_per_item). Two Method nodes that both match one item were both given
``skos:exactMatch`` to it (the check was per kind only), which, exactMatch being transitive,
made them one concept; now the node with the better evidence keeps the item (matched through
its prefLabel, then by the item's rdfs:label, then more papers), equal evidence gives it to
neither, and a node that holds the item from an earlier run keeps it. Wikidata is the local
fixture endpoint of tests/test_wikidata.py (no network)."""
from __future__ import annotations

from pathlib import Path

from rdflib import RDF, Literal
from rdflib.namespace import SKOS

from kg.ontology import KGO
from kg.wikidata import link_wikidata
from tests.test_wikidata import RES, WD, endpoint, paper_graph, store, wd_links  # noqa: F401 (fixtures)

TRANSFORMER = "Q85810444"  # rdfs:label "transformer", skos:altLabel "Transformer model"


def _method(g, key: str, label: str, *alts: str, papers: int = 1) -> None:
    node = RES[key]
    g.add((node, RDF.type, KGO.Method))
    g.add((node, SKOS.prefLabel, Literal(label)))
    for alt in alts:
        g.add((node, SKOS.altLabel, Literal(alt)))
    g.add((node, KGO.paperCount, Literal(papers)))


def _holders(g, qid: str) -> set[str]:
    return {key for key, q in wd_links(g) if q == qid} | {
        str(s).rsplit("/resource/", 1)[1] for s in g.subjects(SKOS.closeMatch, WD[qid])}


def test_the_node_named_so_keeps_the_item_and_the_one_matched_by_an_alt_label_gets_nothing(endpoint, tmp_path: Path):
    g = paper_graph()  # method/transformer: prefLabel "Transformer"
    _method(g, "method/attention-stack", "attention stack architecture", "Transformer model", papers=9)
    link_wikidata(g, endpoint=endpoint.url, cache_dir=tmp_path / "c", min_interval=0.0)
    assert _holders(g, TRANSFORMER) == {"method/transformer"}
    assert (RES["method/attention-stack"], SKOS.exactMatch, WD[TRANSFORMER]) not in g


def test_more_papers_decide_between_two_nodes_named_so(endpoint, tmp_path: Path):
    g = paper_graph()
    g.add((RES["method/transformer"], KGO.paperCount, Literal(2)))
    _method(g, "method/transformers", "transformers", papers=7)
    link_wikidata(g, endpoint=endpoint.url, cache_dir=tmp_path / "c", min_interval=0.0)
    assert _holders(g, TRANSFORMER) == {"method/transformers"}


def test_equal_evidence_gives_the_item_to_neither(endpoint, tmp_path: Path):
    g = paper_graph()
    g.add((RES["method/transformer"], KGO.paperCount, Literal(3)))
    _method(g, "method/transformers", "transformers", papers=3)
    report = link_wikidata(g, endpoint=endpoint.url, cache_dir=tmp_path / "c", min_interval=0.0)
    assert _holders(g, TRANSFORMER) == set()
    assert not any(str(s) == str(WD[TRANSFORMER]) for s in g.subjects(None, None))  # (no label of it either)
    assert ("method/llm", "Q115305900") in wd_links(g)  # the other items are linked as before
    assert report.links_added == 4


def test_an_item_held_from_an_earlier_run_stays_with_its_node(endpoint, tmp_path: Path):
    g = paper_graph()
    link_wikidata(g, endpoint=endpoint.url, cache_dir=tmp_path / "c", min_interval=0.0)
    assert _holders(g, TRANSFORMER) == {"method/transformer"}
    # a later build adds a node that matches the same item better (more papers): the holder keeps it
    _method(g, "method/transformers", "transformers", papers=50)
    report = link_wikidata(g, endpoint=endpoint.url, cache_dir=tmp_path / "c", min_interval=0.0)
    assert _holders(g, TRANSFORMER) == {"method/transformer"}
    assert report.links_added == 0 and report.close_added == 0


def test_one_node_of_each_kind_still_shares_the_item_as_before(endpoint, tmp_path: Path):
    # the Task keeps the exact match, the Method a close match (kg.wikidata._one_kind_per_item);
    # a second Method of that item with less evidence gets nothing
    g = paper_graph()
    g.add((RES["task/rl"], KGO.paperCount, Literal(5)))
    _method(g, "method/rl", "reinforcement learning", papers=2)
    _method(g, "method/rl-methods", "reinforcement learning methods", "reinforcement learning", papers=1)
    link_wikidata(g, endpoint=endpoint.url, cache_dir=tmp_path / "c", min_interval=0.0)
    assert (RES["task/rl"], SKOS.exactMatch, WD["Q830687"]) in g
    assert (RES["method/rl"], SKOS.closeMatch, WD["Q830687"]) in g
    assert _holders(g, "Q830687") == {"task/rl", "method/rl"}
