"""Every shipped query (queries/*.rq) against a contract-shaped fixture graph and the sample build.

The fixture graph is written here with rdflib, term by term, following the RDF contract of
issue 2 and the provenance model of docs/ARCHITECTURE.md; the expected rows are facts of
that fixture. When exports/graph.ttl (the committed build of the bundled sample) exists,
every query must also return rows on it.
"""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest
import rdflib
from rdflib import Literal, Namespace, URIRef
from rdflib.namespace import DCTERMS, PROV, RDF, RDFS, SKOS, XSD

from kg.ontology import CSO, KGO, PREFIXES, PWC_TASK
from kg.query import QUERIES_DIR, list_queries, load_query, run_query

REPO = Path(__file__).resolve().parent.parent
EXPORT_GRAPH = REPO / "exports" / "graph.ttl"
R = Namespace("https://w3id.org/paperkg/resource/")


def _sha(*parts: str) -> str:
    return hashlib.sha1("\x1f".join(parts).encode("utf-8")).hexdigest()[:16]


def build_fixture_graph() -> rdflib.Graph:
    """A small PaperKG graph: 3 papers, 2 venues' worth of metadata, evidence, results, CSO links."""
    g = rdflib.Graph()
    for prefix, ns in PREFIXES.items():
        g.bind(prefix, ns)

    venue = R["venue/icml-2026"]
    g.add((venue, RDF.type, KGO.Venue))
    g.add((venue, RDFS.label, Literal("ICML 2026")))
    g.add((venue, KGO.year, Literal("2026", datatype=XSD.gYear)))

    def entity(kind: str, slug: str, label: str, alts=(), acronym=None, papers=1):
        iri = R[f"{kind.lower()}/{slug}"]
        g.add((iri, RDF.type, getattr(KGO, kind)))
        g.add((iri, RDFS.label, Literal(label)))
        g.add((iri, SKOS.prefLabel, Literal(label)))
        for a in alts:
            g.add((iri, SKOS.altLabel, Literal(a)))
        if acronym:
            g.add((iri, KGO.acronym, Literal(acronym)))
            g.add((iri, SKOS.altLabel, Literal(acronym)))
        g.add((iri, KGO.paperCount, Literal(papers)))
        return iri

    reasonaug = entity("Method", "reasonaug", "ReasonAug")
    magr = entity("Method", "metric-aligned-gated-reward", "Metric-Aligned Gated Reward", acronym="MAGR")
    sae = entity("Method", "structure-aware-entropy", "Structure-Aware Entropy", acronym="SAE")
    spade = entity(
        "Method", "spade", "SPADE", alts=["Support-Proximity Augmented Diffusion Estimation"], acronym="SPADE"
    )
    diffusion = entity("Method", "diffusion-model", "diffusion model", alts=["diffusion models"], papers=2)
    reid = entity("Task", "person-re-identification", "person re-identification", acronym="ReID")
    bbo = entity("Task", "offline-black-box-optimization", "offline black-box optimization")
    domgen = entity("Task", "domain-generalization", "domain generalization")
    market = entity("Dataset", "market-1501", "Market-1501", papers=2)
    msmt = entity("Dataset", "msmt17", "MSMT17")
    design = entity("Dataset", "design-bench", "Design-Bench")
    map_ = entity("Metric", "map", "mAP", alts=["mean average precision"])
    rank1 = entity("Metric", "rank-1-accuracy", "Rank-1 accuracy")

    papers = {}
    for pid, label, method in (
        ("h-aaaaaaaaaaaaaaaa", "ReasonAug (ICML 2026)", reasonaug),
        ("h-bbbbbbbbbbbbbbbb", "SPADE (ICML 2026)", spade),
        ("h-cccccccccccccccc", "A study of re-identification baselines", None),
    ):
        p = R[f"paper/{pid}"]
        papers[pid] = p
        g.add((p, RDF.type, KGO.Paper))
        g.add((p, DCTERMS.identifier, Literal(pid)))
        g.add((p, RDFS.label, Literal(label)))
        g.add((p, DCTERMS.abstract, Literal(f"Abstract of {label}.")))
        g.add((p, KGO.publishedIn, venue))
        if method is not None:
            g.add((p, KGO.proposes, method))
    p1, p2, p3 = papers.values()

    abstract1 = (
        "We introduce ReasonAug, a closed-loop framework. "
        "Experiments on Market-1501 and MSMT17 demonstrate state-of-the-art performance."
    )
    s1 = abstract1.index("Experiments")

    def link(paper, s, pred, o, sentence, start, rule="rule", conf="0.9"):
        g.add((s, pred, o))
        ev = R[f"evidence/{_sha(str(paper), str(s), str(pred), str(o), sentence)}"]
        g.add((ev, RDF.type, KGO.Evidence))
        g.add((ev, RDF.subject, s))
        g.add((ev, RDF.predicate, pred))
        g.add((ev, RDF.object, o))
        g.add((ev, PROV.wasDerivedFrom, paper))
        g.add((ev, KGO.sentence, Literal(sentence)))
        g.add((ev, KGO.startOffset, Literal(start)))
        g.add((ev, KGO.endOffset, Literal(start + len(sentence))))
        g.add((ev, KGO.extractor, Literal(rule)))
        g.add((ev, KGO.confidence, Literal(conf, datatype=XSD.decimal)))
        g.add((paper, KGO.evidence, ev))
        if s != paper:
            sup = R[f"support/{_sha(str(s), str(pred), str(o))}"]
            g.add((sup, RDF.type, KGO.LinkSupport))
            g.add((sup, RDF.subject, s))
            g.add((sup, RDF.predicate, pred))
            g.add((sup, RDF.object, o))
            g.add((sup, KGO.supportCount, Literal(1)))

    sent1 = abstract1[s1:]
    link(p1, p1, KGO.evaluatedOn, market, sent1, s1, rule="dataset-experiments-on")
    link(p1, p1, KGO.evaluatedOn, msmt, sent1, s1, rule="dataset-experiments-on")
    link(p1, reasonaug, KGO.evaluatedOn, market, sent1, s1, rule="method-dataset")
    link(p1, p1, KGO.mainTask, reid, "Person re-identification (ReID) models are sensitive.", 0)
    link(p1, reasonaug, KGO.addresses, reid, "We introduce ReasonAug, a closed-loop framework.", 0)
    link(p1, magr, KGO.partOf, reasonaug, "we propose Metric-Aligned Gated Reward (MAGR)", 10)
    link(p1, sae, KGO.partOf, reasonaug, "and Structure-Aware Entropy (SAE)", 60)
    link(p1, p1, KGO.usesMetric, map_, "ReasonAug reaches 91.2% mAP on Market-1501.", 120)
    link(p2, p2, KGO.addresses, bbo, "Offline black-box optimization aims to discover designs.", 0)
    link(p2, p2, KGO.uses, diffusion, "SPADE builds on a conditional diffusion model.", 40)
    link(p2, p2, KGO.evaluatedOn, design, "Experiments on Design-Bench show gains.", 90)
    link(p3, p3, KGO.mainTask, reid, "We revisit person re-identification baselines.", 0)
    link(p3, p3, KGO.addresses, domgen, "Models must generalise to unseen domains.", 30)
    link(p3, p3, KGO.evaluatedOn, market, "All models are trained on Market-1501.", 50)
    link(p3, p3, KGO.comparesWith, reasonaug, "We compare with ReasonAug.", 90)
    link(p3, p3, KGO.mentions, diffusion, "Diffusion models are popular.", 120)
    g.add((p1, KGO.addresses, reid))  # mainTask is a sub-property of addresses; the build asserts both
    g.add((p3, KGO.addresses, reid))

    res = R[f"result/{'h-aaaaaaaaaaaaaaaa'}-1"]
    g.add((res, RDF.type, KGO.Result))
    g.add((res, KGO.metric, map_))
    g.add((res, KGO.value, Literal("91.2", datatype=XSD.decimal)))
    g.add((res, KGO.unit, Literal("%")))
    g.add((res, KGO.onDataset, market))
    g.add((res, KGO.resultText, Literal("91.2% mAP on Market-1501")))
    link(p1, p1, KGO.reportsResult, res, "ReasonAug reaches 91.2% mAP on Market-1501.", 120, rule="result-pattern")
    res2 = R["result/h-aaaaaaaaaaaaaaaa-2"]
    g.add((res2, RDF.type, KGO.Result))
    g.add((res2, KGO.metric, rank1))
    g.add((res2, KGO.value, Literal("4.69", datatype=XSD.decimal)))
    g.add((res2, KGO.valueMax, Literal("15.26", datatype=XSD.decimal)))
    g.add((res2, KGO.unit, Literal("%")))
    g.add((res2, KGO.resultText, Literal("4.69%-15.26% Rank-1 accuracy")))
    link(p1, p1, KGO.reportsResult, res2, "It improves Rank-1 accuracy by 4.69%-15.26%.", 170, rule="result-pattern")

    g.add((p2, KGO.codeRepository, URIRef("https://github.com/example-org/spade")))

    # the input files the papers were read from (session 29): P1 and P2 from the first, P1 also
    # from the second (a duplicate record), P3 from the second alone
    spdx = Namespace("http://spdx.org/rdf/terms#")
    for key, name, fmt, records, held in (("1111111111111111", "icml.jsonl", "jsonl", 2, (p1, p2)),
                                          ("2222222222222222", "extra.csv", "csv", 3, (p1, p3))):
        f = R[f"graph-input-{key}"]
        g.add((f, RDF.type, PROV.Entity))
        g.add((f, RDF.type, KGO.InputFile))
        g.add((f, spdx.fileName, Literal(name)))
        g.add((f, KGO.readAs, Literal(fmt)))
        g.add((f, KGO.recordsRead, Literal(records)))
        for paper in held:
            g.add((paper, PROV.wasDerivedFrom, f))

    # external links: CSO chain diffusion model -> generative model -> machine learning
    cso_diff, cso_gen, cso_ml = CSO["diffusion_models"], CSO["generative_model"], CSO["machine_learning"]
    for iri, label in ((cso_diff, "diffusion models"), (cso_gen, "generative model"), (cso_ml, "machine learning")):
        g.add((iri, RDFS.label, Literal(label)))
    g.add((cso_diff, SKOS.broader, cso_gen))
    g.add((cso_gen, SKOS.broader, cso_ml))
    g.add((diffusion, SKOS.exactMatch, cso_diff))
    g.add((reid, SKOS.closeMatch, PWC_TASK["person-re-identification"]))
    g.add((PWC_TASK["person-re-identification"], RDFS.label, Literal("Person Re-Identification")))
    return g


FIXTURE = build_fixture_graph()
P1 = R["paper/h-aaaaaaaaaaaaaaaa"]
P2 = R["paper/h-bbbbbbbbbbbbbbbb"]
P3 = R["paper/h-cccccccccccccccc"]


def _rows(name: str, source=FIXTURE, **params) -> list[dict[str, str]]:
    res = run_query(name, source, params)
    return [{v: (None if t is None else str(t)) for v, t in zip(res.vars, row)} for row in res.rows]


SHIPPED = sorted(p.stem for p in QUERIES_DIR.glob("*.rq"))


def test_at_least_twelve_queries_with_headers():
    queries = list_queries()
    assert len(queries) >= 12
    for q in queries:
        assert q.title != q.name, f"{q.path}: no '# Title:' line"
        assert q.question.endswith("?") or "?" in q.question, f"{q.path}: no '# Question:' line"
        assert q.text.lstrip().startswith("#"), q.path


@pytest.mark.parametrize("name", SHIPPED)
def test_every_query_returns_rows_on_fixture_with_both_engines(name):
    rdflib_rows = run_query(name, FIXTURE)
    assert rdflib_rows.rows, f"{name} returned no rows on the fixture graph"
    import pyoxigraph as ox

    store = ox.Store()
    store.bulk_load(input=FIXTURE.serialize(format="nt").encode(), format=ox.RdfFormat.N_TRIPLES)
    ox_rows = run_query(name, store)
    assert ox_rows.vars == rdflib_rows.vars
    assert sorted(map(str, ox_rows.rows)) == sorted(map(str, rdflib_rows.rows))


@pytest.mark.skipif(not EXPORT_GRAPH.is_file(), reason="exports/graph.ttl not built yet")
@pytest.mark.parametrize("name", SHIPPED)
def test_every_query_returns_rows_on_sample_export(name):
    res = run_query(name, EXPORT_GRAPH)
    if name in CHECKS:  # a check of the graph: a graph PaperKG built passes it, no rows
        assert res.rows == [], f"{name} found problems in exports/graph.ttl"
        return
    assert res.rows, f"{name} returned no rows on exports/graph.ttl"


#: Shipped queries that list a graph's problems (session 50): none on a graph PaperKG built.
CHECKS = frozenset({"links-without-evidence"})


def test_papers_per_task():
    rows = _rows("papers-per-task")
    assert rows[0]["taskLabel"] == "person re-identification"
    assert rows[0]["papers"] == "2"
    assert rows[0]["paperLabels"] == "A study of re-identification baselines | ReasonAug (ICML 2026)"
    assert [(r["taskLabel"], r["papers"]) for r in rows[1:]] == [
        ("domain generalization", "1"),
        ("offline black-box optimization", "1"),
    ]


def test_datasets_ranked_by_papers():
    rows = _rows("datasets-by-papers")
    assert [(r["datasetLabel"], r["papers"]) for r in rows] == [("Market-1501", "2"), ("Design-Bench", "1"), ("MSMT17", "1")]


def test_proposed_methods_with_acronyms_and_components():
    rows = {r["methodLabel"]: r for r in _rows("proposed-methods")}
    assert set(rows) == {"ReasonAug", "SPADE"}
    assert rows["ReasonAug"]["components"] == "Metric-Aligned Gated Reward | Structure-Aware Entropy"
    assert rows["SPADE"]["acronym"] == "SPADE"
    assert rows["ReasonAug"]["acronym"] is None
    assert rows["SPADE"]["components"] == ""


def test_papers_on_dataset_default_and_param():
    rows = _rows("papers-on-dataset")
    assert [r["paper"] for r in rows] == [str(P3), str(P1)]
    assert rows[1]["proposedMethods"] == "ReasonAug"
    assert rows[0]["dataset"] == "Market-1501"  # the parameter as given
    assert rows[0]["datasetLabel"] == "Market-1501"
    asked = _rows("papers-on-dataset", dataset="msmt17")
    assert [r["paper"] for r in asked] == [str(P1)]
    # the canonical label and IRI, not the form asked
    assert [(r["datasetLabel"], r["dataset"]) for r in asked] == [("MSMT17", "msmt17")]
    assert asked[0]["datasetIri"] == str(R["dataset/msmt17"])
    assert [r["paper"] for r in _rows("papers-on-dataset", dataset=str(R["dataset/design-bench"]))] == [str(P2)]
    assert _rows("papers-on-dataset", dataset="ImageNet") == []


def test_parameter_is_bound_as_term_not_pasted():
    evil = 'x")) } UNION { ?paper ?p ?o } #'
    assert _rows("papers-on-dataset", dataset=evil) == []


def test_results_per_metric():
    rows = _rows("results-per-metric")
    assert [(r["metricLabel"], r["value"], r["valueMax"], r["unit"], r["datasetLabel"]) for r in rows] == [
        ("mAP", "91.2", None, "%", "Market-1501"),
        ("Rank-1 accuracy", "4.69", "15.26", "%", None),
    ]


def test_tasks_sharing_datasets():
    rows = _rows("tasks-sharing-datasets")
    assert [(r["task1Label"], r["task2Label"], r["datasets"]) for r in rows] == [
        ("domain generalization", "person re-identification", "Market-1501")
    ]
    g = build_fixture_graph()
    g.add((P2, KGO.evaluatedOn, R["dataset/market-1501"]))
    rows = _rows("tasks-sharing-datasets", g)
    # (P2's task, ReID) spans P2 and both ReID papers; the other pairs two papers each
    assert [(r["task1Label"], r["task2Label"], r["papers"], r["sharedDatasets"]) for r in rows] == [
        ("offline black-box optimization", "person re-identification", "3", "1"),
        ("domain generalization", "offline black-box optimization", "2", "1"),
        ("domain generalization", "person re-identification", "2", "1"),
    ]


def test_tasks_sharing_datasets_ranks_one_papers_pairs_last():
    # one paper with two tasks and two datasets of its own makes a pair of 1 paper, ranked after
    # the pairs that span several papers (a user trial found such pairs ranked first)
    g = build_fixture_graph()
    lone = R["paper/lone"]
    g.add((lone, RDF.type, KGO.Paper))
    for slug in ("task-a", "task-b"):
        g.add((R[f"task/{slug}"], RDF.type, KGO.Task))
        g.add((R[f"task/{slug}"], SKOS.prefLabel, Literal(slug)))
        g.add((lone, KGO.addresses, R[f"task/{slug}"]))
    for slug in ("set-a", "set-b"):
        g.add((R[f"dataset/{slug}"], RDF.type, KGO.Dataset))
        g.add((R[f"dataset/{slug}"], SKOS.prefLabel, Literal(slug)))
        g.add((lone, KGO.evaluatedOn, R[f"dataset/{slug}"]))
    rows = [(r["task1Label"], r["task2Label"], r["papers"], r["sharedDatasets"], r["datasets"])
            for r in _rows("tasks-sharing-datasets", g)]
    assert rows == [("domain generalization", "person re-identification", "2", "1", "Market-1501"),
                    ("task-a", "task-b", "1", "2", "set-a | set-b")]


def test_acronym_glossary():
    rows = [(r["acronym"], r["expansion"]) for r in _rows("acronym-glossary")]
    assert rows == [
        ("MAGR", "Metric-Aligned Gated Reward"),
        ("ReID", "person re-identification"),
        ("SAE", "Structure-Aware Entropy"),
        ("SPADE", "Support-Proximity Augmented Diffusion Estimation"),
    ]


def test_code_repositories():
    rows = _rows("code-repositories")
    assert [(r["repository"], r["proposes"]) for r in rows] == [("https://github.com/example-org/spade", "SPADE")]


def test_external_links():
    rows = [(r["entityLabel"], r["relation"].rsplit("#", 1)[1], r["source"], r["externalLabel"]) for r in _rows("external-links")]
    assert rows == [
        ("diffusion model", "exactMatch", "CSO", "diffusion models"),
        ("person re-identification", "closeMatch", "Papers with Code", "Person Re-Identification"),
    ]


def test_link_evidence_prints_sentences_with_offsets_and_extractor():
    rows = _rows("link-evidence")
    got = sorted((r["paper"], r["start"], r["end"], r["extractor"], r["predicate"]) for r in rows)
    assert got == sorted(
        [
            (str(P1), "49", "128", "dataset-experiments-on", str(KGO.evaluatedOn)),
            (str(P1), "49", "128", "method-dataset", str(KGO.evaluatedOn)),
        ]
    )
    assert rows[0]["sentence"] == "Experiments on Market-1501 and MSMT17 demonstrate state-of-the-art performance."
    by_iri = _rows("link-evidence", subject=str(P1), object=f"<{R['dataset/msmt17']}>")
    assert [(r["predicate"], r["extractor"]) for r in by_iri] == [(str(KGO.evaluatedOn), "dataset-experiments-on")]
    rows = _rows("link-evidence", subject="MAGR", object="reasonaug")
    assert [(r["predicate"], r["sentence"]) for r in rows] == [
        (str(KGO.partOf), "we propose Metric-Aligned Gated Reward (MAGR)")
    ]


def test_topic_rollup_follows_broader_chain():
    rows = _rows("topic-rollup")
    assert [(r["paper"], r["via"]) for r in rows] == [(str(P3), "diffusion model"), (str(P2), "diffusion model")]
    assert [r["paper"] for r in _rows("topic-rollup", topic="generative model")] == [str(P3), str(P2)]
    assert {r["topicIri"] for r in rows} == {str(CSO["machine_learning"])}
    assert {(r["topic"], r["topicIri"]) for r in _rows("topic-rollup", topic="Generative_Model")} == {
        ("Generative_Model", str(CSO["generative_model"]))}
    assert _rows("topic-rollup", topic="databases") == []


def test_most_connected_methods():
    rows = _rows("most-connected-methods")
    assert rows[0]["methodLabel"] == "ReasonAug"
    assert (rows[0]["papers"], rows[0]["neighbours"]) == ("2", "6")  # 2 papers, MAGR, SAE, ReID, Market-1501


def test_methods_for_task():
    rows = [(r["methodLabel"], r["via"]) for r in _rows("methods-for-task")]
    # one row per method (since session 50): ReasonAug addresses the task itself, as its paper does
    assert rows == [("ReasonAug", "method")]
    assert [r["methodLabel"] for r in _rows("methods-for-task", task="REID")] == ["ReasonAug"]
    # the task matched by its canonical label; the parameter as given
    assert {(r["taskLabel"], r["task"]) for r in _rows("methods-for-task", task="REID")} == {
        ("person re-identification", "REID")}
    assert [r["methodLabel"] for r in _rows("methods-for-task", task="offline black-box optimization")] == ["SPADE"]


def test_papers_per_input_file():
    rows = [(r["fileName"], r["readAs"], r["recordsRead"], r["papers"], r["onlyHere"])
            for r in _rows("papers-per-input-file")]
    assert rows == [("extra.csv", "csv", "3", "2", "1"), ("icml.jsonl", "jsonl", "2", "2", "1")]


def test_baselines_and_venues_and_overview():
    assert [(r["methodLabel"], r["papers"]) for r in _rows("baselines")] == [("ReasonAug", "1")]
    assert [(r["venueLabel"], r["year"], r["papers"]) for r in _rows("papers-per-venue")] == [("ICML 2026", "2026", "3")]
    rels = {(r["relation"].rsplit("#", 1)[1], r["entityLabel"]) for r in _rows("paper-overview", paper="spade")}
    assert rels == {
        ("proposes", "SPADE"),
        ("addresses", "offline black-box optimization"),
        ("uses", "diffusion model"),
        ("evaluatedOn", "Design-Bench"),
        ("codeRepository", "https://github.com/example-org/spade"),  # since session 39
    }
    # the record's own id finds the paper too (as users pass it from their input file)
    by_id = {(r["relation"].rsplit("#", 1)[1], r["entityLabel"])
             for r in _rows("paper-overview", paper="h-bbbbbbbbbbbbbbbb")}
    assert by_id == rels


def test_group_concat_order_is_stable_across_hash_seeds():
    code = (
        "import sys; sys.path.insert(0, 'tests');"
        "from test_queries import FIXTURE; from kg.query import run_query, format_result;"
        "print(format_result(run_query('papers-per-task', FIXTURE), 'csv'))"
    )
    outs = set()
    for seed in ("1", "2", "3"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        outs.add(subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True, check=True).stdout)
    assert len(outs) == 1


def test_load_query_by_name_and_path():
    q = load_query("papers-on-dataset")
    assert q.params == {"dataset": "Market-1501"}
    assert load_query(str(QUERIES_DIR / "papers-on-dataset.rq")).text == q.text
    assert load_query("papers-on-dataset.rq").name == "papers-on-dataset"



# results attributed to a method (kgo:ofMethod): the first result of ReasonAug's paper is its
# own; the second, the paper reports as a number of another method (here SPADE's)
FIXTURE.add((R["result/h-aaaaaaaaaaaaaaaa-1"], KGO.ofMethod, R["method/reasonaug"]))
FIXTURE.add((R["result/h-aaaaaaaaaaaaaaaa-2"], KGO.ofMethod, R["method/spade"]))


def test_results_by_method():
    rows = _rows("results-by-method")
    got = [(r["methodLabel"], r["whose"], r["metricLabel"], r["value"], r["valueMax"], r["unit"], r["kind"],
            r["datasetLabel"], r["paperLabel"]) for r in rows]
    assert got == [
        ("ReasonAug", "proposed", "mAP", "91.2", None, "%", "score", "Market-1501", "ReasonAug (ICML 2026)"),
        ("SPADE", "other", "Rank-1 accuracy", "4.69", "15.26", "%", "score", None, "ReasonAug (ICML 2026)"),
    ]


def test_results_by_method_lists_unattributed_results_last():
    # session 54: a result without kgo:ofMethod is listed too, after the attributed ones,
    # with an empty method and "unattributed" (before, the query left it out)
    g = rdflib.Graph()
    for t in FIXTURE:
        if t[1] != KGO.ofMethod or t[2] != R["method/spade"]:
            g.add(t)
    assert [(r["value"], r["methodLabel"], r["whose"]) for r in _rows("results-by-method", source=g)] == [
        ("91.2", "ReasonAug", "proposed"), ("4.69", None, "unattributed")]


def test_baselines_count_the_numbers_reported_for_them():
    g = rdflib.Graph()
    for t in FIXTURE:
        g.add(t)
    # the paper comparing with ReasonAug reports one of ReasonAug's numbers
    res = R["result/h-cccccccccccccccc-1"]
    g.add((res, RDF.type, KGO.Result))
    g.add((res, KGO.metric, R["metric/map"]))
    g.add((res, KGO.value, Literal("90.1", datatype=XSD.decimal)))
    g.add((res, KGO.ofMethod, R["method/reasonaug"]))
    g.add((P3, KGO.reportsResult, res))
    assert [(r["methodLabel"], r["papers"], r["reportedResults"]) for r in _rows("baselines", source=g)] == [
        ("ReasonAug", "1", "1")]
    assert [(r["methodLabel"], r["papers"], r["reportedResults"]) for r in _rows("baselines")] == [
        ("ReasonAug", "1", "0")]


def test_results_say_which_way_a_change_went():
    g = rdflib.Graph()
    for t in FIXTURE:
        g.add(t)
    g.add((R["result/h-aaaaaaaaaaaaaaaa-2"], KGO.isChange, rdflib.Literal(True)))
    g.add((R["result/h-aaaaaaaaaaaaaaaa-2"], KGO.changeDirection, KGO.Decrease))
    rows = _rows("results-per-metric", g)
    assert [(r["metricLabel"], r["kind"], r["direction"]) for r in rows] == [
        ("mAP", "score", None), ("Rank-1 accuracy", "change", "decrease")]
    by_method = _rows("results-by-method", source=g)
    assert [(r["methodLabel"], r["direction"]) for r in by_method] == [("ReasonAug", None), ("SPADE", "decrease")]
