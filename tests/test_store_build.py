"""Incremental builds into a persistent store (issue 6): `kg build --store`."""
from pathlib import Path

import pytest
from rdflib import RDF
from rdflib.namespace import PROV

from kg.ontology import KGO
from kg.pipeline import build
from kg.read import SAMPLE_PATHS
from kg.store import GraphStore, StoreLockedError


def _papers(store_dir: Path) -> int:
    with GraphStore.open(store_dir, read_only=True) as st:
        return len(set(st.to_rdflib().subjects(RDF.type, KGO.Paper)))


def _build_triples(g) -> int:
    """Triples about the builds: those of the activities and their input files (and checksums),
    and each paper's links to the input files it was read from (session 29: in a store, a paper
    names the files of the build whose extraction it holds, so a paper that both sample files
    hold names the one its first build read; a one-shot build of both files names both)."""
    return sum(1 for s, _, _ in g if "/graph-build-" in str(s) or "/graph-input-" in str(s)) \
        + sum(1 for _ in g.triples((None, PROV.wasInfluencedBy, None))) \
        + sum(1 for _, _, o in g.triples((None, PROV.wasDerivedFrom, None)) if "/graph-input-" in str(o))


def test_three_overlapping_runs_give_24_papers(tmp_path):
    store = tmp_path / "store"
    one, two = (str(p) for p in SAMPLE_PATHS)
    _, s1 = build([one], out_dir=None, store=store)
    assert s1.papers == 19 == _papers(store)
    _, s2 = build([two], out_dir=None, store=store)
    assert s2.papers == 24 == _papers(store)
    g3, s3 = build([one, two], out_dir=tmp_path / "out", store=store, html=False)
    assert s3.papers == 24 == _papers(store)
    # the store's graph is the graph of a one-shot build of both files, but for the builds it
    # lists (session 28: the store holds the papers of two builds, each its own prov:Activity)
    g_once, _ = build([one, two], out_dir=None)
    with GraphStore.open(store, read_only=True) as st:
        assert len(st) - _build_triples(st.to_rdflib()) == len(g_once) - _build_triples(g_once) \
            == len(g3) - _build_triples(g3)
    assert (tmp_path / "out" / "graph.ttl").exists()


def test_a_second_build_while_locked_is_refused_before_any_work(tmp_path, monkeypatch):
    import kg.pipeline

    def no_work(*args, **kwargs):
        raise AssertionError("a locked build must not read or extract")

    monkeypatch.setattr(kg.pipeline, "read_papers", no_work)
    monkeypatch.setattr(kg.pipeline, "extract_all", no_work)
    store = tmp_path / "store"
    with GraphStore.open(store):
        with pytest.raises(StoreLockedError, match="locked"):
            build([str(SAMPLE_PATHS[0])], out_dir=None, store=store)


def test_incremental_build_keeps_entity_iris_when_the_majority_form_changes(tmp_path):
    import json

    store = tmp_path / "store"
    first = tmp_path / "a.jsonl"
    first.write_text(json.dumps({"id": "c0", "abstract": "We propose AlphaNet and evaluate it on CIFAR-10."}) + "\n")
    more = tmp_path / "b.jsonl"
    more.write_text("".join(json.dumps({"id": f"c{i}", "abstract": f"We propose Net{i} and evaluate it on Cifar10."}) + "\n"
                            for i in range(1, 4)))
    build([str(first)], out_dir=None, store=store)
    g, _ = build([str(more)], out_dir=None, store=store)
    from rdflib import RDF, URIRef
    from rdflib.namespace import SKOS

    from kg.ontology import DEFAULT_BASE_IRI, KGO

    datasets = set(g.subjects(RDF.type, KGO.Dataset))
    assert datasets == {URIRef(DEFAULT_BASE_IRI + "dataset/cifar-10")}
    # the label is Papers with Code's usual spelling, which one paper wrote (resolve._gazetteer_labels)
    assert str(g.value(URIRef(DEFAULT_BASE_IRI + "dataset/cifar-10"), SKOS.prefLabel)) == "CIFAR-10"
    # a one-shot build of the same papers names the node after its most frequent form
    g1, _ = build([str(first), str(more)], out_dir=None)
    assert set(g1.subjects(RDF.type, KGO.Dataset)) == {URIRef(DEFAULT_BASE_IRI + "dataset/cifar10")}
    assert str(g1.value(URIRef(DEFAULT_BASE_IRI + "dataset/cifar10"), SKOS.prefLabel)) == "CIFAR-10"


def test_store_builds_dedupe_against_the_stored_papers(tmp_path):
    import json

    store = tmp_path / "store"
    a = "We propose AlphaNet for node classification on Cora."
    b = "We propose BetaNet for image classification on CIFAR-10."
    c = "We propose GammaNet for translation on WMT14."
    first = tmp_path / "a.jsonl"
    first.write_text(json.dumps({"id": "p1", "abstract": a}) + "\n" + json.dumps({"abstract": c}) + "\n")
    build([str(first)], out_dir=None, store=store)
    assert _papers(store) == 2
    more = tmp_path / "b.jsonl"
    more.write_text(json.dumps({"abstract": a}) + "\n"                    # p1 again, without its id
                    + json.dumps({"id": "p1", "abstract": b}) + "\n"       # p1 updated
                    + json.dumps({"id": "p3", "abstract": c}) + "\n")      # the id-less paper, now with an id
    _, summary = build([str(more)], out_dir=None, store=store)
    with GraphStore.open(store, read_only=True) as st:
        ids = sorted(str(p).rsplit("/", 1)[1] for p in st.to_rdflib().subjects(RDF.type, KGO.Paper))
    assert ids == ["p1", "p3"]
    joined = "\n".join(summary.warnings)
    assert "same abstract as paper 'p1' of the store" in joined and "b.jsonl:1" in joined
    assert "paper 'p1' is in the store with another abstract" in joined and "b.jsonl:2" in joined
    assert "which had no id; replaced it with this record ('p3')" in joined and "b.jsonl:3" in joined


def test_a_new_namesake_does_not_take_the_iri_of_the_entity_the_stored_papers_meant(tmp_path):
    import json

    store = tmp_path / "store"
    first = tmp_path / "a.jsonl"
    first.write_text(json.dumps({"id": "p1", "abstract": "We propose SPADE (Support-Proximity Augmented Diffusion "
                                 "Estimation), a method for density estimation. Experiments on CIFAR-10 show gains."}) + "\n")
    second = tmp_path / "b.jsonl"
    second.write_text(json.dumps({"id": "p2", "abstract": "We propose SPADE, a sparsity-guided debugging method for "
                                  "deep networks. Experiments on ImageNet show that SPADE helps."}) + "\n")
    g1, _ = build([str(first)], out_dir=None, store=store)
    from rdflib import URIRef

    from kg.ontology import DEFAULT_BASE_IRI
    spade = URIRef(DEFAULT_BASE_IRI + "method/spade")
    paper1, paper2 = (URIRef(DEFAULT_BASE_IRI + f"paper/{p}") for p in ("p1", "p2"))
    assert (paper1, KGO.proposes, spade) in g1
    g2, _ = build([str(second)], out_dir=None, store=store)
    assert (paper1, KGO.proposes, spade) in g2  # the stored paper's method keeps its IRI
    (other,) = set(g2.objects(paper2, KGO.proposes))
    assert other != spade


def test_a_store_keeps_its_base_iri_and_refuses_another(tmp_path):
    import json

    import pytest

    from kg.store import StoreError

    store = tmp_path / "store"
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    first.write_text(json.dumps({"id": "p1", "abstract": "We propose FooNet for image classification on CIFAR-10."}) + "\n")
    second.write_text(json.dumps({"id": "p2", "abstract": "We propose BarNet for graph learning on Cora."}) + "\n")
    g1, _ = build([str(first)], out_dir=None, store=store, base_iri="https://example.org/kg")
    # no base given: the store's own base, for the old papers and the new ones alike
    g2, _ = build([str(second)], out_dir=None, store=store)
    papers = sorted(str(p) for p in g2.subjects(RDF.type, KGO.Paper))
    assert papers == ["https://example.org/kg/paper/p1", "https://example.org/kg/paper/p2"]
    # (the concept schemes of the external vocabularies are PaperKG's own terms, like its
    # ontology, the same under every base: kg.ontology.EXTERNAL_SCHEMES, session 55)
    assert not any(str(s).startswith("https://w3id.org/") and "/paperkg/scheme/" not in str(s)
                   for s in g2.subjects())
    assert set(g1.subjects(RDF.type, KGO.Method)) <= set(g2.subjects(RDF.type, KGO.Method))
    # the same base, as given or normalised, is fine; another one is refused before any change
    build([str(second)], out_dir=None, store=store, base_iri="https://example.org/kg/")
    generation = (store / "CURRENT").read_text()
    with pytest.raises(StoreError, match=r"built with base IRI https://example\.org/kg/; this build asks for "
                                         r"https://w3id\.org/paperkg/resource/"):
        build([str(second)], out_dir=None, store=store, base_iri="https://w3id.org/paperkg/resource/")
    assert (store / "CURRENT").read_text() == generation


def test_exports_into_the_store_folder_are_refused_before_any_work(tmp_path, monkeypatch):
    import pytest

    import kg.pipeline

    def no_work(*args, **kwargs):
        raise AssertionError("a refused build must not read or extract")

    monkeypatch.setattr(kg.pipeline, "read_papers", no_work)
    store = tmp_path / "store"
    for out in (store, store / "gen-00000001", store / "a" / "b"):
        with pytest.raises(ValueError, match="outside the store"):
            build([str(SAMPLE_PATHS[0])], out_dir=out, store=store)
    assert not (store / "a").exists()


def test_exports_beside_the_store_are_fine(tmp_path):
    # the export folder may hold the store folder: the store is one sub-folder among the files
    _, s = build([str(SAMPLE_PATHS[0])], out_dir=tmp_path, store=tmp_path / "store", html=False)
    assert s.papers == 19 and (tmp_path / "graph.ttl").exists() and _papers(tmp_path / "store") == 19


def _jsonl(path, records):
    import json

    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return str(path)


def test_an_entity_merged_away_by_new_papers_leaves_a_replacement_link(tmp_path):
    from rdflib import URIRef
    from rdflib.namespace import DCTERMS

    from kg.ontology import DEFAULT_BASE_IRI

    store = tmp_path / "store"
    first = _jsonl(tmp_path / "a.jsonl", [
        {"id": "p1", "title": "Faster detection of objects", "abstract":
         "We propose QuickDet, a detector for this task. QuickDet raises the mAP on COCO by a wide "
         "margin while using fewer steps."},
        {"id": "p2", "title": "A study of detection quality", "abstract":
         "We study the quality of detectors. The mean average precision of recent detectors on COCO "
         "improves when more steps are used."}])
    # (session 41: an undefined short form of three or more capitals, "FID", now joins the node of
    # its Papers with Code long form in the first build already, so the test uses a two-capital one)
    second = _jsonl(tmp_path / "b.jsonl", [
        {"id": "p3", "title": "Better metrics for detectors", "abstract":
         "We propose MetricNet, a model for object detection. We evaluate with the mean average "
         "precision (mAP) on COCO and show that MetricNet raises mAP."}])
    g1, _ = build([first], out_dir=None, store=store)
    short, long_form = (URIRef(DEFAULT_BASE_IRI + k) for k in ("metric/map", "metric/mean-average-precision"))
    assert (short, None, None) in g1 and (long_form, None, None) in g1
    assert not list(g1.triples((None, DCTERMS.isReplacedBy, None)))
    # the definition merges the two: one keeps its IRI, the other IRI points to it
    g2, _ = build([second], out_dir=None, store=store)
    assert list(g2.triples((None, DCTERMS.isReplacedBy, None))) == [(short, DCTERMS.isReplacedBy, long_form)]
    # the old IRI says nothing else any more, and nothing points to it
    assert set(g2.predicates(short, None)) == {DCTERMS.isReplacedBy} and not list(g2.subjects(None, short))
    # a later generation keeps it
    g3, _ = build([second], out_dir=None, store=store)
    assert list(g3.triples((None, DCTERMS.isReplacedBy, None))) == [(short, DCTERMS.isReplacedBy, long_form)]
    # the dataset description counts the replacement too (session 36: it was one short)
    from kg.ontology import VOID
    for g in (g2, g3):
        assert [int(n) for n in g.objects(None, VOID.triples)] == [len(g)]


def test_the_summary_counts_new_updated_and_unchanged_papers_of_a_store_build(tmp_path):
    import json

    store = tmp_path / "store"
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    # (records that name their venue: a venueless record's venue is named after its file, so read
    # again from another file it moves and is updated, since session 53: tests/test_input53.py)
    rec1 = {"id": "p1", "venue": "ICML 2024", "abstract": "We propose FooNet for image classification on CIFAR-10."}
    rec2 = {"id": "p2", "venue": "ICML 2024", "abstract": "We propose BarNet for graph learning on Cora."}
    a.write_text(json.dumps(rec1) + "\n" + json.dumps(rec2) + "\n")
    _, first = build([str(a)], out_dir=None, store=store)
    assert first.store == {"new": 2, "updated": 0, "unchanged": 0}
    assert "store: 2 new, 0 updated, 0 unchanged (of the 2 papers read, duplicates merged)" in first.format()
    # the same records again, read from another file: unchanged (the file is no part of a paper that names its venue)
    b.write_text(json.dumps(rec2) + "\n" + json.dumps(rec1) + "\n")
    _, again = build([str(b)], out_dir=None, store=store)
    assert again.store == {"new": 0, "updated": 0, "unchanged": 2}
    # an abstract changed, a new paper, an id-less copy of a stored abstract
    rec2b = dict(rec2, abstract="We propose BarNet, a graph network, for node classification on Cora.")
    rec3 = {"id": "p3", "abstract": "We study QuxNet for speech recognition on LibriSpeech."}
    copy1 = {"abstract": rec1["abstract"]}
    b.write_text("".join(json.dumps(r) + "\n" for r in (rec2b, rec3, copy1)))
    g, mixed = build([str(b)], out_dir=None, store=store)
    assert mixed.store == {"new": 1, "updated": 1, "unchanged": 1}
    assert mixed.papers == 3
    # a build without a store reports no store line
    _, plain = build([str(a)], out_dir=None)
    assert plain.store is None and "store:" not in plain.format()
