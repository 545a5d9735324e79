"""External matches a Linked-Data curator can review (session 55): each skos:exactMatch /
closeMatch / broadMatch carries a kgo:MatchSupport node (rule, matched name, prior confidence,
the shipped vocabulary file, one evidence sentence), and a curation row ``reject-match`` removes a
wrong match at every build, recorded as a kgo:Correction (kg.link, kg.graph, kg.curation)."""
import json
from pathlib import Path

import pytest
from rdflib import Literal, URIRef
from rdflib.namespace import PROV, RDF, SKOS

from kg.curation import CurationError, apply, read, reject_matches
from kg.link import MATCH_RULES, link, match_confidence
from kg.ontology import KGO
from kg.pipeline import build
from kg.records import Entity, ExternalTerm
from kg.resolve import Resolution
from kg.validate import validate

BASE = "https://w3id.org/paperkg/resource/"
PWC_KD = "https://paperswithcode.com/method/knowledge-distillation"
PWC_SGD = "https://paperswithcode.com/method/sgd"
CSO_SGD = "https://cso.kmi.open.ac.uk/topics/stochastic_gradient_descent"

# abstracts written for these tests
PAPERS = [
    {"id": "m1", "title": "Compact students by knowledge distillation",
     "abstract": "We study knowledge distillation for compressing large image classifiers. "
                 "Our students are trained with asynchronous stochastic gradient descent on ImageNet "
                 "and reach 71.2% top-1 accuracy."},
    {"id": "m2", "title": "Distilling detectors",
     "abstract": "Knowledge distillation transfers what a large detector knows to a small one. "
                 "We apply knowledge distillation to object detection on COCO."},
]


def _jsonl(path: Path) -> Path:
    path.write_text("".join(json.dumps(p) + "\n" for p in PAPERS), encoding="utf-8")
    return path


def test_link_records_the_rule_and_the_name_of_each_match():
    kd = Entity("method/knowledge-distillation", "Method", "knowledge distillation", [], ["p1"])
    asgd = Entity("method/asgd", "Method", "asynchronous stochastic gradient descent", [], ["p1"])
    drop = Entity("method/standard-dropout", "Method", "standard dropout", [], ["p1"])
    link([kd, asgd, drop])
    assert kd.exact_matches == [PWC_KD]
    assert kd.match_support == {PWC_KD: ("exact-label", "knowledge distillation")}
    # a trailing phrase names a broader term in both vocabularies (rule (b))
    assert asgd.broad_matches == [CSO_SGD, PWC_SGD]
    assert asgd.match_support == {CSO_SGD: ("head-noun", "asynchronous stochastic gradient descent"),
                                  PWC_SGD: ("head-noun", "asynchronous stochastic gradient descent")}
    # "standard" names the thing itself: a close match (rule (a))
    assert drop.close_matches == ["https://paperswithcode.com/method/dropout"]
    assert drop.match_support["https://paperswithcode.com/method/dropout"] == ("same-sense-modifier",
                                                                                "standard dropout")


def test_an_exact_match_another_kind_keeps_is_marked_other_kind():
    task = Entity("task/rl", "Task", "reinforcement learning", [], ["p1"])
    method = Entity("method/rl", "Method", "reinforcement learning", [], ["p1", "p2"])
    link([task, method])
    cso = "https://cso.kmi.open.ac.uk/topics/reinforcement_learning"
    # the Method (more papers) keeps CSO's exact match; the Task's becomes close, its rule says why
    assert cso in method.exact_matches and cso in task.close_matches
    assert task.match_support[cso] == ("exact-label-other-kind", "reinforcement learning")
    # the Method's PwC match is the task of the same name (rule (d))
    assert method.match_support["https://paperswithcode.com/task/reinforcement-learning"][0] == "cross-type"


def test_match_confidence_is_the_rule_prior():
    assert match_confidence("exact-label") == 0.95
    assert match_confidence("exact-label-other-kind") == 0.9
    assert match_confidence("head-noun") == 0.65
    assert match_confidence("no-such-rule") == 0.5
    assert all(0 < v <= 1 for v in MATCH_RULES.values())


def test_read_accepts_reject_match_and_apply_leaves_it_for_later(tmp_path):
    path = tmp_path / "cur.csv"
    path.write_text(f"action,target,value\nreject-match,method/kd,{PWC_KD}\n", encoding="utf-8")
    cur = read(path)
    assert [(r.line, r.action, r.target, r.value) for r in cur.rows] == [(2, "reject-match", "method/kd", PWC_KD)]
    ent = Entity("method/kd", "Method", "KD", [], ["p1"], exact_matches=[PWC_KD])
    res = Resolution(entities={"method/kd": ent}, index={("p1", "Method", "KD"): "method/kd"})
    assert apply(cur, res, BASE) == [] and cur.applied == [] and ent.exact_matches == [PWC_KD]
    path.write_text("reject-match,method/kd\n", encoding="utf-8")
    with pytest.raises(CurationError, match=r"cur.csv:1: reject-match needs an entity"):
        read(path)


def test_reject_matches_removes_records_warns_and_prunes_terms(tmp_path):
    path = tmp_path / "cur.csv"
    path.write_text(f"reject-match,method:kd,<{PWC_KD}>\n"
                    f"reject-match,KD,https://cso.kmi.open.ac.uk/topics/nothing\n"
                    f"reject-match,method/none,{PWC_KD}\n", encoding="utf-8")
    cur = read(path)
    ent = Entity("method/kd", "Method", "KD", [], ["p1"], exact_matches=[PWC_KD], broad_matches=[CSO_SGD],
                 match_support={PWC_KD: ("coined-name", "KD"), CSO_SGD: ("head-noun", "KD")})
    res = Resolution(entities={"method/kd": ent}, index={("p1", "Method", "KD"): "method/kd"})
    apply(cur, res, BASE)
    terms = {PWC_KD: ExternalTerm(PWC_KD, "Knowledge Distillation", "pwc"),
             CSO_SGD: ExternalTerm(CSO_SGD, "stochastic gradient descent", "cso")}
    kept = reject_matches(cur, res, BASE, terms)
    assert ent.exact_matches == [] and ent.broad_matches == [CSO_SGD]
    assert ent.match_support == {CSO_SGD: ("head-noun", "KD")}
    assert list(kept) == [CSO_SGD]
    assert [(r.line, s, p, o) for r, s, p, o in cur.applied] == [
        (1, URIRef(BASE + "method/kd"), SKOS.exactMatch, URIRef(PWC_KD))]
    assert [w for w, _ in cur.warnings] == [f"{path}:2", f"{path}:3"]
    assert "has no skos:exactMatch, closeMatch or broadMatch <https://cso.kmi.open.ac.uk/topics/nothing>" \
        in cur.warnings[0][1]
    assert "no entity of this build has the IRI or prefLabel 'method/none'" in cur.warnings[1][1]


def test_build_writes_match_support_and_a_rejected_match_stays_out(tmp_path):
    inp = _jsonl(tmp_path / "p.jsonl")
    g, _ = build([inp], out_dir=tmp_path / "o1", html=False)
    kd = URIRef(BASE + "method/knowledge-distillation")
    assert (kd, SKOS.exactMatch, URIRef(PWC_KD)) in g
    # (since session 59 a metric's skos:broader to its general metric has a support node too)
    matches = {(s, p, o) for p in (SKOS.exactMatch, SKOS.closeMatch, SKOS.broadMatch, SKOS.broader)
               for s, o in g.subject_objects(p) if str(s).startswith(BASE)}
    supports = list(g.subjects(RDF.type, KGO.MatchSupport))
    # one support node per external match (and metric's broader link), reifying it
    assert {(g.value(n, RDF.subject), g.value(n, RDF.predicate), g.value(n, RDF.object)) for n in supports} == matches
    node = next(n for n in supports if g.value(n, RDF.object) == URIRef(PWC_KD))
    assert g.value(n := node, KGO.extractor) == Literal("exact-label")
    assert str(g.value(n, KGO.matchedLabel)) == "knowledge distillation"
    assert float(g.value(n, KGO.confidence)) == 0.95
    sources = set(g.objects(n, PROV.wasDerivedFrom))
    assert URIRef(BASE + "vocabulary-pwc-methods") in sources
    evidence = [s for s in sources if (s, RDF.type, KGO.Evidence) in g]
    assert len(evidence) == 1 and g.value(evidence[0], RDF.object) == kd
    assert "knowledge distillation" in str(g.value(evidence[0], KGO.sentence)).lower()
    vocab = URIRef(BASE + "vocabulary-pwc-methods")
    assert str(g.value(vocab, URIRef("http://spdx.org/rdf/terms#fileName"))) == "pwc_methods.json.gz"
    assert validate(g).conforms

    cur = tmp_path / "cur.csv"
    cur.write_text(f"action,target,value\nreject-match,knowledge distillation,{PWC_KD}\n", encoding="utf-8")
    g2, summary = build([inp], out_dir=tmp_path / "o2", html=False, curation=cur)
    assert (kd, SKOS.exactMatch, URIRef(PWC_KD)) not in g2
    assert not any(g2.value(n, RDF.object) == URIRef(PWC_KD) for n in g2.subjects(RDF.type, KGO.MatchSupport))
    corrections = list(g2.subjects(RDF.type, KGO.Correction))
    assert [(g2.value(c, RDF.subject), g2.value(c, RDF.predicate), g2.value(c, RDF.object),
             str(g2.value(c, KGO.curationAction))) for c in corrections] == [
        (kd, SKOS.exactMatch, URIRef(PWC_KD), "reject-match")]
    assert summary.curation["applied"] == 1 and summary.curation["not applied"] == 0
    assert validate(g2).conforms


def test_a_rejected_match_stays_out_of_a_store_build(tmp_path):
    st, out = tmp_path / "st", tmp_path / "out"
    kd = URIRef(BASE + "method/knowledge-distillation")
    g1, _ = build([_jsonl(tmp_path / "p.jsonl")], out_dir=out, store=st, html=False)
    assert (kd, SKOS.exactMatch, URIRef(PWC_KD)) in g1
    cur = tmp_path / "cur.csv"
    cur.write_text(f"reject-match,<{kd}>,{PWC_KD}\n", encoding="utf-8")
    # a build that reads nothing new: the store's papers are resolved and linked again, the row applied again
    g2, s2 = build([], out_dir=out, store=st, html=False, curation=cur)
    assert (kd, SKOS.exactMatch, URIRef(PWC_KD)) not in g2 and s2.curation["applied"] == 1
    assert (None, KGO.curationAction, Literal("reject-match")) in g2
