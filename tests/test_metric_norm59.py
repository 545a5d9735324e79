"""Session 59: metric names a leaderboard can group (kg.metric_norm, kg/data/metric_names.tsv),
the skos:broader of a specialised metric and queries/leaderboard.rq. Names and sentences
written for these tests."""
from __future__ import annotations

import pyoxigraph as ox
from rdflib import Literal
from rdflib.namespace import RDF, SKOS

from kg.graph import build_triples
from kg.metric_norm import add_broader, broader_metric, canonical_metric, name_key
from kg.ontology import KGO
from kg.query import run_query
from kg.records import Entity
from kg.resolve import resolve, slugify
from tests.factories import extraction, mention, result


def test_canonical_spellings():
    assert canonical_metric("Top-1 Acc.") == "top-1 accuracy"
    assert canonical_metric("top1 acc") == "top-1 accuracy"
    assert canonical_metric("top 5") == "top-5 accuracy"
    assert canonical_metric("Top-1 error rate") == "top-1 error"
    assert canonical_metric("acc") == "accuracy"
    assert canonical_metric("Pass@1 rate") == "pass@1"
    assert canonical_metric("pass@10 accuracy") == "pass@10"
    assert canonical_metric("Acc@5") == "top-5 accuracy"
    assert canonical_metric("R@20") == "recall@20"
    assert canonical_metric("FID score") == "Fréchet Inception Distance"
    assert canonical_metric("Frechet Inception Distance") == "Fréchet Inception Distance"
    assert canonical_metric("PPL") == "perplexity"
    assert canonical_metric("winning rates") == "win rate"
    assert canonical_metric("Spearman’s correlation") == "Spearman's rank correlation coefficient"
    assert canonical_metric("ROC-AUC") == "area under the ROC curve"
    assert canonical_metric("mean intersection-over-union score") == "mean intersection over union"


def test_resolution_reads_no_short_form_through_the_table():
    # a bare short form is left to the build's definitions (docs/RESOLUTION.md)
    assert canonical_metric("ECE", expand_short=False) is None
    assert canonical_metric("EM score", expand_short=False) is None
    assert canonical_metric("BLEU score", expand_short=False) == "BLEU"
    assert canonical_metric("ppl", expand_short=False) == "perplexity"
    assert canonical_metric("CLIPScore", expand_short=False) == "CLIP score"


def test_unknown_names_have_no_canonical_form():
    assert canonical_metric("novelty") is None
    assert canonical_metric("attack success rate") is None
    assert canonical_metric("") is None
    assert canonical_metric(None) is None


def test_name_key_is_blind_to_case_accents_and_hyphens():
    assert name_key("Fréchet Inception-Distance") == name_key("frechet inception distance")
    assert name_key("F1-Score") == "f1score"


def test_specialisations():
    assert broader_metric("average success rate") == ("success rate", "metric-head", "success rate")
    assert broader_metric("top-1 accuracy") == ("accuracy", "metric-head", "accuracy")
    assert broader_metric("Top-1 Acc.") == ("accuracy", "metric-head", "accuracy")
    assert broader_metric("held-out test accuracies")[0] == "accuracy"
    assert broader_metric("macro F1-score") == ("F1 score", "metric-head", "F1-score")
    assert broader_metric("per-class recall")[0] == "recall"
    assert broader_metric("8-shot accuracy")[0] == "accuracy"
    assert broader_metric("validation perplexity")[0] == "perplexity"
    assert broader_metric("Precision@5") == ("precision", "metric-at-k", "precision")
    assert broader_metric("zero-shot top-1 accuracy", known=lambda n: n == "top-1 accuracy")[0] == "top-1 accuracy"


def test_no_specialisation():
    assert broader_metric("accuracy") is None
    assert broader_metric("success rate") is None
    assert broader_metric("attack success rate") is None     # "attack" names what succeeds
    assert broader_metric("mean average precision") is None  # a metric of its own
    assert broader_metric("average precision") is None
    assert broader_metric("robustness-accuracy") is None     # one hyphenated word
    assert broader_metric("pass@1") is None                  # no general "pass" metric
    assert broader_metric("mixed precision") is None         # no modifier: numeric precision


def test_add_broader_creates_a_missing_general_metric():
    ents = {"metric/test-recall": Entity(key="metric/test-recall", type="Metric", label="test recall",
                                         papers=["p1"]),
            "method/recall": Entity(key="method/recall", type="Method", label="recall")}
    assert add_broader(ents, slugify) == 1
    made = ents["metric/recall"]
    assert (made.type, made.label, made.papers) == ("Metric", "recall", [])
    assert ents["metric/test-recall"].broader == {"metric/recall": ("metric-head", "recall")}
    assert ents["method/recall"].broader == {}


def test_add_broader_finds_the_general_metric_by_an_alt_label():
    ents = {"metric/sr": Entity(key="metric/sr", type="Metric", label="SR", alt_labels=["success rates"]),
            "metric/mean-success-rate": Entity(key="metric/mean-success-rate", type="Metric",
                                               label="mean success rate")}
    assert add_broader(ents, slugify) == 0
    assert ents["metric/mean-success-rate"].broader == {"metric/sr": ("metric-head", "success rate")}


def test_add_broader_prefers_the_metric_labelled_with_the_name():
    ents = {"metric/em-score": Entity(key="metric/em-score", type="Metric", label="EM score"),
            "metric/exact-match": Entity(key="metric/exact-match", type="Metric", label="exact match"),
            "metric/mean-exact-match": Entity(key="metric/mean-exact-match", type="Metric", label="mean exact match")}
    add_broader(ents, slugify)
    assert ents["metric/mean-exact-match"].broader == {"metric/exact-match": ("metric-head", "exact match")}


def _papers():
    a = "Our router reaches 71.5% Top-1 Acc. on PlantNet and 12.3 Frechet Inception Distance score on PlantNet."
    b = "The probe obtains 69.0% top1 acc on PlantNet with a 9.8 Fréchet inception distance on PlantNet."
    c = "Our tagger gets 64.2% average accuracy on PlantNet."
    return [
        extraction("p1", a, mentions=[mention("Top-1 Acc.", a, "Metric", "metric"), mention("Frechet Inception Distance score", a, "Metric", "metric")],
                   results=[result("71.5", "Top-1 Acc.", a, dataset="PlantNet"),
                            result("12.3", "Frechet Inception Distance score", a, unit="", dataset="PlantNet")]),
        extraction("p2", b, mentions=[mention("top1 acc", b, "Metric", "metric"),
                                      mention("Fréchet inception distance", b, "Metric", "metric")],
                   results=[result("69.0", "top1 acc", b, dataset="PlantNet"),
                            result("9.8", "Fréchet inception distance", b, unit="", dataset="PlantNet")]),
        extraction("p3", c, mentions=[mention("average accuracy", c, "Metric", "metric")],
                   results=[result("64.2", "average accuracy", c, dataset="PlantNet")]),
    ]


def test_resolution_merges_variants_and_links_specialisations():
    res = resolve(_papers())
    metrics = {e.label: e for e in res.entities.values() if e.type == "Metric"}
    assert set(metrics) == {"top-1 accuracy", "Fréchet Inception Distance", "average accuracy", "accuracy"}
    assert set(metrics["top-1 accuracy"].alt_labels) == {"Top-1 Acc.", "top1 acc"}
    assert set(metrics["Fréchet Inception Distance"].alt_labels) == {"Frechet Inception Distance score",
                                                                     "Fréchet inception distance"}
    general = metrics["accuracy"]
    assert general.papers == []  # created: no paper names it
    assert metrics["top-1 accuracy"].broader == {general.key: ("metric-head", "accuracy")}
    assert metrics["average accuracy"].broader == {general.key: ("metric-head", "accuracy")}
    assert metrics["Fréchet Inception Distance"].broader == {}


def test_graph_and_leaderboard_query():
    exs = _papers()
    index = build_triples(exs, resolve(exs))
    g = index.graph()
    top1 = next(s for s, o in g.subject_objects(SKOS.prefLabel) if str(o) == "top-1 accuracy")
    acc = next(s for s, o in g.subject_objects(SKOS.prefLabel) if str(o) == "accuracy")
    assert (top1, SKOS.broader, acc) in g
    assert (acc, RDF.type, KGO.Metric) in g
    support = [s for s in g.subjects(RDF.predicate, SKOS.broader) if (s, RDF.subject, top1) in g]
    assert len(support) == 1 and (support[0], RDF.type, KGO.MatchSupport) in g
    assert (support[0], KGO.extractor, Literal("metric-head")) in g
    store = ox.Store()
    store.bulk_load(input=g.serialize(format="nt").encode(), format=ox.RdfFormat.N_TRIPLES)
    for engine in (g, store):
        rows = [dict(zip(r.vars, row)) for r in [run_query("leaderboard", engine)] for row in r.rows]
        boards = [(str(x["boardLabel"]), float(x["value"]), str(x["metricLabel"]), int(x["entries"])) for x in rows]
        assert boards == [("accuracy", 71.5, "top-1 accuracy", 3), ("accuracy", 69.0, "top-1 accuracy", 3),
                          ("accuracy", 64.2, "average accuracy", 3),
                          # lower is better: ascending
                          ("Fréchet Inception Distance", 9.8, "Fréchet Inception Distance", 2),
                          ("Fréchet Inception Distance", 12.3, "Fréchet Inception Distance", 2)]
