"""End to end: `kg build` on the bundled sample (issue 2 and 4 'done means')."""
import os
import subprocess
import sys
from pathlib import Path

import pyoxigraph
import pytest
from rdflib import RDF, Graph
from rdflib.namespace import SKOS

from kg.ontology import KGO
from kg.pipeline import build

REPO = Path(__file__).resolve().parent.parent
CONTRACT = ["Paper", "Venue", "Method", "Task", "Dataset", "Metric", "Result", "Evidence",
            "proposes", "addresses", "evaluatedOn", "uses", "comparesWith", "partOf", "usesMetric",
            "reportsResult", "metric", "value", "unit", "codeRepository", "mentions", "publishedIn",
            "paperCount", "sentence", "startOffset", "endOffset", "extractor", "confidence"]


@pytest.fixture(scope="module")
def sample(tmp_path_factory):
    out = tmp_path_factory.mktemp("exports")
    g, summary = build(out_dir=out, sample=True)
    return g, summary, out


def test_all_sample_abstracts_are_papers(sample):
    g, summary, _ = sample
    assert summary.papers == 24 == len(set(g.subjects(RDF.type, KGO.Paper)))
    assert summary.read == 38 and not summary.skipped


def test_every_contract_term_is_used(sample):
    g, _, _ = sample
    used = {p for p in g.predicates()} | {o for o in g.objects(None, RDF.type)}
    missing = [t for t in CONTRACT if KGO[t] not in used]
    assert not missing


def test_turtle_parses_in_rdflib_and_pyoxigraph_alike(sample):
    g, _, out = sample
    n = len(Graph().parse(out / "graph.ttl"))
    st = pyoxigraph.Store()
    st.load(path=str(out / "graph.ttl"), format=pyoxigraph.RdfFormat.TURTLE)
    assert n == len(st) == len(g)


def test_turtle_names_resources_with_per_kind_prefixes(sample):
    _, _, out = sample
    text = (out / "graph.ttl").read_text(encoding="utf-8")
    assert "@prefix method: <https://w3id.org/paperkg/resource/method/> ." in text
    assert "@prefix evidence: <https://w3id.org/paperkg/resource/evidence/> ." in text
    # no escaped '/' in a local name: every resource has a prefix of its own kind
    assert "\\/" not in text
    assert text.count("\nmethod:") > 10 and text.count("\npaper:") == 24


def _entity_by_label(g, type_, label):
    for e in g.subjects(RDF.type, type_):
        labels = {str(o).lower() for o in g.objects(e, SKOS.prefLabel)} | {str(o).lower() for o in g.objects(e, SKOS.altLabel)}
        if label.lower() in labels:
            return e
    return None


def test_llm_and_mllm_are_single_nodes(sample):
    g, _, _ = sample
    llm = _entity_by_label(g, KGO.Method, "large language models")
    mllm = _entity_by_label(g, KGO.Method, "multimodal large language models")
    assert llm is not None and mllm is not None and llm != mllm
    papers = set(g.subjects(None, llm)) & set(g.subjects(RDF.type, KGO.Paper))
    assert len(papers) >= 3
    assert g.value(llm, KGO.paperCount).toPython() >= 3


def test_every_typed_link_has_evidence(sample):
    g, _, _ = sample
    for rel in ("proposes", "addresses", "evaluatedOn", "uses", "comparesWith", "partOf", "usesMetric", "reportsResult"):
        for s, o in g.subject_objects(KGO[rel]):
            ev = set(g.subjects(RDF.subject, s)) & set(g.subjects(RDF.object, o)) & set(g.subjects(RDF.predicate, KGO[rel]))
            assert ev, (s, rel, o)


def test_external_links(sample):
    g, _, _ = sample
    objs = [str(o) for p in (SKOS.exactMatch, SKOS.closeMatch, SKOS.broadMatch) for o in g.objects(None, p)]
    assert sum(o.startswith("https://cso.kmi.open.ac.uk/topics/") for o in objs) >= 15
    assert sum(o.startswith("https://paperswithcode.com/") for o in objs) >= 5
    # head-noun matches are broader concepts: "spiking neural networks" -> CSO neural networks
    broad = {(str(g.value(s, SKOS.prefLabel)), str(o)) for s, o in g.subject_objects(SKOS.broadMatch)}
    assert ("Spiking Neural Networks", "https://cso.kmi.open.ac.uk/topics/neural_networks") in broad


def test_sample_graph_conforms_to_shapes(sample):
    from kg.validate import validate

    g, _, _ = sample
    report = validate(g)
    assert report.conforms, report.format()


def test_rebuild_is_byte_identical_across_processes(tmp_path):
    outs = []
    for seed in ("1", "2"):
        out = tmp_path / seed
        env = dict(os.environ, PYTHONHASHSEED=seed, LC_ALL="C")
        r = subprocess.run([sys.executable, "-m", "kg.cli", "build", "--sample", "--out", str(out), "--quiet"],
                           env=env, capture_output=True, text=True, cwd=tmp_path)
        assert r.returncode == 0, r.stderr
        outs.append(out)
    names = sorted(p.name for p in outs[0].iterdir())
    assert names == ["entities.csv", "graph.graphml", "graph.html", "graph.jsonld", "graph.nt", "graph.ttl",
                     "papers.csv", "retired.csv"]
    for name in names:
        assert (outs[0] / name).read_bytes() == (outs[1] / name).read_bytes(), name
    # the committed exports/ are that build
    for name in names:
        assert (REPO / "exports" / name).read_bytes() == (outs[0] / name).read_bytes(), f"exports/{name} is stale: rebuild"


def test_alignment_types_are_asserted_for_plain_sparql(sample):
    from kg.ontology import FABIO, MLS, SCHEMA

    g, _, _ = sample
    papers = set(g.subjects(RDF.type, KGO.Paper))
    assert len(papers) == 24
    assert set(g.subjects(RDF.type, FABIO.ResearchPaper)) == papers == set(g.subjects(RDF.type, SCHEMA.ScholarlyArticle))
    assert set(g.subjects(RDF.type, MLS.Algorithm)) == set(g.subjects(RDF.type, KGO.Method))
    assert set(g.subjects(RDF.type, MLS.Task)) == set(g.subjects(RDF.type, KGO.Task))
    assert set(g.subjects(RDF.type, MLS.ModelEvaluation)) == set(g.subjects(RDF.type, KGO.Result))


def test_improvements_are_marked_as_changes(sample):
    g, _, _ = sample
    changes = {str(g.value(r, KGO.resultText)) for r in g.subjects(KGO.isChange, None)}
    assert any("9.6%" in t for t in changes)
    scores = {str(g.value(r, KGO.resultText)) for r in g.subjects(RDF.type, KGO.Result)} - changes
    assert scores  # absolute scores ("a 92.1% average success rate") carry no kgo:isChange


def test_parallel_exports_equal_serial_ones_and_report_child_errors(sample, tmp_path, monkeypatch):
    import kg.export
    from kg.pipeline import write_all

    g, _, out = sample
    written = write_all(g, tmp_path / "par", jobs=2)
    assert [p.name for p in written] == ["graph.ttl", "graph.nt", "graph.jsonld", "graph.graphml",
                                         "entities.csv", "papers.csv", "retired.csv", "graph.html"]
    for p in written:
        assert p.read_bytes() == (out / p.name).read_bytes(), p.name

    def broken(_g, _triples):
        raise OSError("disk full (simulated)")

    monkeypatch.setitem(kg.export.EXPORTS, "graph.graphml", broken)  # runs in the forked writer
    with pytest.raises(OSError, match="disk full"):
        write_all(g, tmp_path / "fail", jobs=2)


def test_the_summary_cuts_a_very_long_label():
    from kg.pipeline import SUMMARY_LABEL_CHARS, BuildSummary

    s = BuildSummary()
    s.top = {"Task": [("x" * 18_000, 1), ("image classification", 2)]}
    line = next(x for x in s.format().splitlines() if x.startswith("top tasks"))
    assert "image classification (2)" in line
    assert ("x" * (SUMMARY_LABEL_CHARS - 3) + "... (1)") in line and len(line) < 200
