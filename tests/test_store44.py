"""Session 44: which published IRI survives when new papers merge two entities of a store.

The merged entity keeps the earlier IRI whose slug its prefLabel names (the IRI a build of all
the papers at once mints), else the one published first, else the one with more earlier papers;
the others leave ``dcterms:isReplacedBy`` the survivor. A single earlier IRI is kept whatever the
label now says. When the merge comes apart (its defining paper removed), each part takes back the
IRI named after it."""
from rdflib import URIRef
from rdflib.namespace import DCTERMS, SKOS

from kg.ontology import DEFAULT_BASE_IRI
from kg.pipeline import build
from kg.resolve import resolve
from tests.factories import acronym, extraction, mention
from tests.test_store_build import _jsonl

# three papers: one writes the long name, two the short form (so the short form's entity has
# more papers), and no paper defines one by the other
_FIRST = [
    {"id": "s1", "title": "Walking robots", "abstract":
     "We study quadruped locomotion on rough terrain. We train the walking policy with Soft Actor Critic "
     "and raise the mean return by 11%."},
    {"id": "s2", "title": "Dexterous hands", "abstract":
     "We study in-hand object rotation. Our controller builds on SAC and raises the success rate by 7%."},
    {"id": "s3", "title": "Aerial agents", "abstract":
     "We study drone navigation in wind. Our policy is trained with SAC and cuts the crash rate by 5%."}]
# a paper that defines the short form by the long one, merging the two entities
_SECOND = [
    {"id": "s4", "title": "Temperature tuning", "abstract":
     "We analyse Soft Actor Critic (SAC) for continuous control and show that the temperature schedule "
     "matters for sample efficiency."}]
LONG, SHORT = (URIRef(DEFAULT_BASE_IRI + k) for k in ("method/soft-actor-critic", "method/sac"))


def _methods(g):
    return {s for s in g.subjects(SKOS.prefLabel, None) if str(s).startswith(DEFAULT_BASE_IRI + "method/")}


def test_a_merge_keeps_the_iri_its_label_names_not_the_one_with_more_papers(tmp_path):
    store = tmp_path / "store"
    first, second = _jsonl(tmp_path / "a.jsonl", _FIRST), _jsonl(tmp_path / "b.jsonl", _SECOND)
    g1, _ = build([first], out_dir=None, store=store)
    assert str(g1.value(LONG, SKOS.prefLabel)) == "Soft Actor Critic"
    assert str(g1.value(SHORT, SKOS.prefLabel)) == "SAC"
    g2, summary = build([second], out_dir=None, store=store)
    # (before session 44 method/sac, with two earlier papers to one, survived labelled "Soft Actor Critic")
    assert str(g2.value(LONG, SKOS.prefLabel)) == "Soft Actor Critic"
    assert sorted(map(str, g2.objects(LONG, SKOS.altLabel))) == ["SAC"]
    assert g2.value(SHORT, SKOS.prefLabel) is None
    assert list(g2.triples((None, DCTERMS.isReplacedBy, None))) == [(SHORT, DCTERMS.isReplacedBy, LONG)]
    assert summary.store_entities["merged"] == 1 and summary.store_entities["relabelled"] == 0
    # the IRIs a build of the four papers at once mints
    once, _ = build([first, second], out_dir=None)
    assert _methods(once) == _methods(g2)


def test_removing_the_merging_paper_gives_each_part_its_iri_back(tmp_path):
    store = tmp_path / "store"
    build([_jsonl(tmp_path / "a.jsonl", _FIRST)], out_dir=None, store=store)
    build([_jsonl(tmp_path / "b.jsonl", _SECOND)], out_dir=None, store=store)
    g3, _ = build([], out_dir=None, store=store, remove=["s4"])
    # the part with more papers ("SAC") does not keep the merged IRI: it takes back its own
    assert str(g3.value(SHORT, SKOS.prefLabel)) == "SAC"
    assert str(g3.value(LONG, SKOS.prefLabel)) == "Soft Actor Critic"
    assert not list(g3.triples((None, DCTERMS.isReplacedBy, None)))
    assert not any("_2" in str(s) for s in _methods(g3))


def test_the_same_batches_give_byte_identical_exports(tmp_path):
    outs = []
    for run in ("x", "y"):  # (the same file names: a paper without a venue is named after its file)
        (tmp_path / run).mkdir()
        first = _jsonl(tmp_path / run / "a.jsonl", _FIRST)
        second = _jsonl(tmp_path / run / "b.jsonl", _SECOND)
        build([first], out_dir=tmp_path / run / "o1", store=tmp_path / run / "st", html=False)
        build([second], out_dir=tmp_path / run / "o2", store=tmp_path / run / "st", html=False)
        outs.append({name: (tmp_path / run / "o2" / name).read_bytes() for name in ("graph.ttl", "graph.nt")})
    assert outs[0] == outs[1]


# hand-made papers for the resolver: "a" defines GMR, "b" and "c" write GMR only
_A = "We propose the Gated Memory Router (GMR) for long inputs."
_B = "Our encoder adds GMR after every block."
_C = "A variant without GMR forgets early tokens."


def _router_papers():
    return [extraction("a", _A, mentions=[mention("Gated Memory Router", _A, "Method", "used")],
                       acronyms=[acronym("GMR", "Gated Memory Router", _A)]),
            extraction("b", _B, mentions=[mention("GMR", _B, "Method", "used")]),
            extraction("c", _C, mentions=[mention("GMR", _C, "Method", "used")])]


def _merged_key(previous, papers, ages=None):
    res = resolve(_router_papers(), previous=previous, previous_papers=papers, previous_ages=ages)
    key = res.key("a", "Method", "Gated Memory Router")
    assert key == res.key("b", "Method", "GMR") and res.entities[key].label == "Gated Memory Router"
    return key


def test_the_earlier_key_the_label_names_survives_a_merge():
    previous = {("Method", "gmr"): "method/gmr", ("Method", "gated memory router"): "method/gated-memory-router"}
    papers = {"method/gmr": ["b", "c"], "method/gated-memory-router": ["a"]}
    assert _merged_key(previous, papers) == "method/gated-memory-router"
    # also when the other key was published first
    ages = {"method/gmr": "gen-00000001", "method/gated-memory-router": "gen-00000002"}
    assert _merged_key(previous, papers, ages) == "method/gated-memory-router"


def test_without_a_key_the_label_names_the_oldest_then_the_one_with_more_papers_survives():
    # keys whose slugs the merged label "Gated Memory Router" does not name
    previous = {("Method", "gmr"): "method/gmr-module", ("Method", "gated memory router"): "method/gm-router"}
    papers = {"method/gmr-module": ["b", "c"], "method/gm-router": ["a"]}
    assert _merged_key(previous, papers) == "method/gmr-module"  # more earlier papers
    ages = {"method/gmr-module": "gen-00000003", "method/gm-router": "gen-00000001"}
    assert _merged_key(previous, papers, ages) == "method/gm-router"  # published first
    ages = {"method/gmr-module": "gen-00000001", "method/gm-router": "gen-00000001"}
    assert _merged_key(previous, papers, ages) == "method/gmr-module"


def test_a_single_earlier_key_is_kept_when_the_label_changes():
    # one earlier entity "GMR" (papers b, c); paper a now defines it: relabelled, not renamed
    previous = {("Method", "gmr"): "method/gmr"}
    assert _merged_key(previous, {"method/gmr": ["b", "c"]}) == "method/gmr"
