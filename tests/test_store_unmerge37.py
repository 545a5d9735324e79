"""A removed paper that had merged two entities (by defining an acronym) splits them again, and
each part gets back the IRI named after it (session 37: the part sorted first took the merged
entity's IRI and the other a "_2" IRI)."""
from rdflib import URIRef
from rdflib.namespace import DCTERMS, SKOS

from kg.ontology import DEFAULT_BASE_IRI
from kg.pipeline import build
from tests.test_store_build import _jsonl


def test_removing_the_merging_paper_gives_each_part_its_own_iri_back(tmp_path):
    store = tmp_path / "store"
    first = _jsonl(tmp_path / "a.jsonl", [
        {"id": "q1", "title": "Steadier agents", "abstract":
         "We study reinforcement learning for legged robots. We train the agents with Soft Actor Critic "
         "and raise the return on simulated locomotion by 12%."},
        {"id": "q2", "title": "Quick policies", "abstract":
         "We study sample-efficient policy learning. Our method builds on SAC and raises the return on "
         "simulated locomotion by 8%."}])
    second = _jsonl(tmp_path / "b.jsonl", [
        {"id": "q3", "title": "Entropy in actor critics", "abstract":
         "We revisit Soft Actor Critic (SAC) for continuous control and show that the entropy term "
         "matters for stability."}])
    long_iri, short_iri = (URIRef(DEFAULT_BASE_IRI + k) for k in ("method/soft-actor-critic", "method/sac"))
    g1, _ = build([first], out_dir=None, store=store)
    assert str(g1.value(long_iri, SKOS.prefLabel)) == "Soft Actor Critic"
    assert str(g1.value(short_iri, SKOS.prefLabel)) == "SAC"
    g2, _ = build([second], out_dir=None, store=store)
    assert list(g2.triples((None, DCTERMS.isReplacedBy, None))) == [(short_iri, DCTERMS.isReplacedBy, long_iri)]
    assert sorted(map(str, g2.objects(long_iri, SKOS.altLabel))) == ["SAC"]
    g3, _ = build([], out_dir=None, store=store, remove=["q3"])
    assert (str(g3.value(long_iri, SKOS.prefLabel)), sorted(map(str, g3.objects(long_iri, SKOS.altLabel)))) \
        == ("Soft Actor Critic", [])
    assert (str(g3.value(short_iri, SKOS.prefLabel)), sorted(map(str, g3.objects(short_iri, SKOS.altLabel)))) \
        == ("SAC", [])
    assert not list(g3.triples((None, DCTERMS.isReplacedBy, None)))
    assert not any("_2" in str(s) for s in g3.subjects(SKOS.prefLabel, None))
    # the store after the removal holds the graph a one-shot build of the two papers left makes
    once, _ = build([first], out_dir=None)
    assert set(once.subjects(SKOS.prefLabel, None)) == set(g3.subjects(SKOS.prefLabel, None))


def test_a_removed_paper_read_again_is_added_with_a_note(tmp_path):
    store = tmp_path / "store"
    first = _jsonl(tmp_path / "a.jsonl", [
        {"id": "w1", "title": "One", "abstract": "We study image segmentation with a new loss and report gains."},
        {"id": "w2", "title": "Two", "abstract": "We study speech recognition with a new encoder and report gains."}])
    build([first], out_dir=None, store=store)
    build([], out_dir=None, store=store, remove=["w2"])
    _, summary = build([first], out_dir=None, store=store)
    assert any("'w2'" in n and "removed from the store by gen-00000002" in n and "added again" in n
               for n in summary.notes)
    assert summary.store["new"] == 1
    _, summary = build([first], out_dir=None, store=store)  # nothing removed any more: no note
    assert not any("added again" in n for n in summary.notes)
