"""Session 59: the named-graph export (``kg build --named-graphs``: graph.trig and graph.nq, one
named graph per paper, kg.named_graphs). The abstracts below are written for these tests."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pyoxigraph as ox
import pytest
from rdflib import Dataset, Graph, URIRef
from rdflib.compare import isomorphic
from rdflib.namespace import DCTERMS, PROV, RDF

from kg.named_graphs import GRAPH_SUFFIX, partition, paper_graph_iri
from kg.ontology import DEFAULT_BASE_IRI, KGO

ROOT = Path(__file__).resolve().parent.parent
_RECORDS = [
    {"id": "ng1", "title": "Flow matching for tiny images",
     "abstract": "We propose PetalFlow, a flow matching model for image generation. PetalFlow is evaluated on "
                 "CIFAR-10 and ImageNet, where it reaches an FID of 3.1. We compare PetalFlow with DDPM."},
    {"id": "ng2", "title": "Petal flows for audio",
     "abstract": "We study audio generation. We apply PetalFlow to speech synthesis and evaluate it on "
                 "LibriSpeech, where it lowers the word error rate by 12%."},
    {"id": "ng3", "title": "Caching keys for long contexts",
     "abstract": "We propose KeyShelf, a cache compression method for large language models, and evaluate it on "
                 "LongBench, where it reduces memory by 41%. Code: https://github.com/example/keyshelf"},
]
_PAPERS = {URIRef(f"{DEFAULT_BASE_IRI}paper/{r['id']}") for r in _RECORDS}


def _write(path: Path, records) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """One build of the three records with --named-graphs: (its output folder, its summary)."""
    from kg.pipeline import build

    tmp = tmp_path_factory.mktemp("ng59")
    out = tmp / "out"
    _graph, summary = build([str(_write(tmp / "papers.jsonl", _RECORDS))], out_dir=out, html=False,
                            named_graphs=True)
    return out, summary


def _dataset(path: Path) -> Dataset:
    from kg.validate import parse_rdf_file  # (rdflib's parse, without its warnings about its own classes)

    ds = Dataset()
    parse_rdf_file(ds, path, "trig" if path.suffix == ".trig" else "nquads")
    return ds


def _named(ds: Dataset) -> dict:
    """graph IRI -> set of triples, and None -> the default graph's."""
    out: dict = {}
    for s, p, o, g in ds.quads((None, None, None, None)):
        key = None if g is None or str(g) == "urn:x-rdflib:default" else URIRef(str(g))
        out.setdefault(key, set()).add((s, p, o))
    return out


def test_the_build_writes_both_files_after_the_rdf_exports(built):
    out, summary = built
    names = [Path(p).name for p in summary.outputs]
    assert names[:5] == ["graph.ttl", "graph.nt", "graph.jsonld", "graph.trig", "graph.nq"]
    assert (out / "graph.trig").stat().st_size > 0 and (out / "graph.nq").stat().st_size > 0


@pytest.mark.parametrize("name", ["graph.trig", "graph.nq"])
def test_the_union_of_all_graphs_without_their_descriptions_is_graph_ttl(built, name):
    out, _ = built
    graphs = _named(_dataset(out / name))
    names = set(graphs) - {None}
    union = Graph()
    for triples in graphs.values():
        for t in triples:
            if t[0] not in names:  # (the descriptions of the named graphs, in the default graph)
                union.add(t)
    ttl = Graph().parse(out / "graph.ttl", format="turtle")
    assert len(union) == len(ttl)
    assert isomorphic(union, ttl)
    # pyoxigraph, the second implementation, reads the same triples (every quad, graph names dropped)
    quads = ox.parse(path=str(out / name), format=ox.RdfFormat.TRIG if name.endswith("trig") else ox.RdfFormat.N_QUADS)
    nt = {str(q.triple) for q in ox.parse(path=str(out / "graph.nt"), format=ox.RdfFormat.N_TRIPLES)}
    described = {f"<{n}>" for n in names}
    assert {str(q.triple) for q in quads if str(q.subject) not in described} == nt


def test_one_named_graph_per_paper_holding_its_node_results_and_evidence(built):
    out, _ = built
    graphs = _named(_dataset(out / "graph.trig"))
    assert set(graphs) - {None} == {paper_graph_iri(p) for p in _PAPERS}
    for paper in _PAPERS:
        name = URIRef(f"{paper}{GRAPH_SUFFIX}")
        assert name == paper_graph_iri(paper)
        mine = graphs[name]
        assert (paper, RDF.type, KGO.Paper) in mine
        subjects = {s for s, _, _ in mine}
        # every evidence node here is derived from this paper, and every one of its evidence nodes is here
        evidence = {s for s, p, o in mine if p == RDF.type and o == KGO.Evidence}
        assert evidence and all((ev, PROV.wasDerivedFrom, paper) in mine for ev in evidence)
        assert {o for s, p, o in mine if s == paper and p == KGO.evidence} == evidence
        # its results are here, with their values
        results = {o for s, p, o in mine if s == paper and p == KGO.reportsResult}
        assert all((r, RDF.type, KGO.Result) in mine for r in results)
        # no other paper's node is a subject here
        assert not subjects & (_PAPERS - {paper})
    # a paper's results: "reduces memory by 41%" of KeyShelf's paper
    keyshelf = graphs[paper_graph_iri(URIRef(f"{DEFAULT_BASE_IRI}paper/ng3"))]
    values = {str(o) for s, p, o in keyshelf if p == KGO.value}
    assert "41" in values
    # entities are described in the default graph only
    method = URIRef(f"{DEFAULT_BASE_IRI}method/keyshelf")
    assert any(s == method and p == RDF.type for s, p, o in graphs[None])
    assert not any(s == method and p == RDF.type for name, ts in graphs.items() if name for s, p, o in ts)


def test_each_named_graph_is_described_in_the_default_graph(built):
    out, _ = built
    default = _named(_dataset(out / "graph.trig"))[None]
    ttl = Graph().parse(out / "graph.ttl", format="turtle")
    (dataset,) = set(ttl.subjects(RDF.type, URIRef("http://rdfs.org/ns/void#Dataset")))
    for paper in _PAPERS:
        name = paper_graph_iri(paper)
        about = {(p, o) for s, p, o in default if s == name}
        inputs = set(ttl.objects(paper, PROV.wasDerivedFrom))
        (build_iri,) = set(ttl.objects(paper, PROV.wasGeneratedBy))
        assert inputs and all((URIRef(o), KGO.InputFile) in {(s, oo) for s, p, oo in ttl if p == RDF.type}
                              for o in inputs)
        assert about == {(RDF.type, PROV.Entity), (DCTERMS.isPartOf, dataset), (PROV.wasDerivedFrom, paper),
                         *((PROV.wasDerivedFrom, i) for i in inputs), (PROV.wasGeneratedBy, build_iri)}


def test_the_files_are_byte_identical_when_written_again_from_graph_ttl_in_another_process(built, tmp_path):
    out, _ = built
    script = ("import sys; from rdflib import Graph; from kg.export import write_exports; "
              "write_exports(Graph().parse(sys.argv[1], format='turtle'), sys.argv[2], names=['graph.trig', 'graph.nq'])")
    env = {**os.environ, "PYTHONHASHSEED": "4321", "PYTHONPATH": str(ROOT)}
    subprocess.run([sys.executable, "-c", script, str(out / "graph.ttl"), str(tmp_path)], check=True, env=env,
                   cwd=ROOT)
    for name in ("graph.trig", "graph.nq"):
        assert (tmp_path / name).read_bytes() == (out / name).read_bytes(), name


def test_n_quads_lines_are_grouped_by_graph_default_first_then_sorted(built):
    out, _ = built
    lines = (out / "graph.nq").read_text(encoding="utf-8").splitlines()
    quads = list(ox.parse(path=str(out / "graph.nq"), format=ox.RdfFormat.N_QUADS))
    keys = ["" if isinstance(q.graph_name, ox.DefaultGraph) else q.graph_name.value for q in quads]
    assert keys == sorted(keys) and keys[0] == ""
    assert len(lines) == len(quads)
    for key in set(keys):
        block = [str(q.triple) for q, k in zip(quads, keys) if k == key]
        assert block == sorted(block)


def test_kg_query_names_each_paper_graph_with_graph_g(built, capsys):
    from kg.cli import main

    out, _ = built
    query = ("PREFIX kgo: <https://w3id.org/paperkg/ontology#> "
             "SELECT ?g ?paper WHERE { GRAPH ?g { ?paper a kgo:Paper } } ORDER BY ?g")
    assert main(["query", "--graph", str(out / "graph.trig"), "-e", query, "--format", "csv"]) == 0
    rows = capsys.readouterr().out.strip().splitlines()
    assert rows[0] == "g,paper"
    assert [tuple(r.split(",")) for r in rows[1:]] == sorted((f"{p}/graph", str(p)) for p in _PAPERS)
    # without GRAPH the file is one graph (kg query's union default graph): as many papers as graph.ttl
    assert main(["query", "--graph", str(out / "graph.nq"), "-e",
                 "PREFIX kgo: <https://w3id.org/paperkg/ontology#> SELECT (COUNT(?p) AS ?n) WHERE { ?p a kgo:Paper }",
                 "--format", "csv"]) == 0
    assert capsys.readouterr().out.split() == ["n", "3"]


@pytest.mark.parametrize("name", ["graph.trig", "graph.nq"])
def test_kg_validate_checks_the_union_and_it_conforms_as_graph_ttl_does(built, name, capsys):
    from kg.validate import load_graph, validate

    out, _ = built
    union = load_graph(out / name)
    ttl = load_graph(out / "graph.ttl")
    assert len(union) == len(ttl) + 5 * len(_PAPERS)  # (five description triples a paper here: one input file)
    report = validate(union)
    assert report.conforms
    assert report.violations == validate(ttl).violations  # no void:triples warning for the descriptions


def test_a_dataset_file_is_validated_with_its_named_graphs(tmp_path):
    """Before session 59 kg validate read a .trig into a plain Graph: only its default graph."""
    from kg.validate import load_graph

    trig = tmp_path / "g.trig"
    trig.write_text("@prefix ex: <https://example.org/> .\nex:g { ex:a ex:p ex:b . }\nex:c ex:p ex:d .\n",
                    encoding="utf-8")
    assert len(load_graph(trig)) == 2


def _t(s, p, o):
    def term(x):
        return x if isinstance(x, (ox.Literal, ox.NamedNode)) else ox.NamedNode(x)
    return ox.Triple(term(s), term(p), term(o))


def test_a_link_that_two_papers_support_is_in_both_graphs_and_its_support_count_in_the_default():
    ex = "https://example.org/"
    rdf = str(RDF)
    kgo = str(KGO)
    prov = str(PROV)
    triples = [_t(ex + "p1", rdf + "type", kgo + "Paper"), _t(ex + "p2", rdf + "type", kgo + "Paper"),
               _t(ex + "m", kgo + "evaluatedOn", ex + "d"),  # a method's link, from both papers
               _t(ex + "m", rdf + "type", kgo + "Method"),
               _t(ex + "sup", kgo + "supportCount", ox.Literal("2"))]
    for i, paper in ((1, "p1"), (2, "p2")):
        ev = ex + f"ev{i}"
        triples += [_t(ex + paper, kgo + "evidence", ev), _t(ev, rdf + "type", kgo + "Evidence"),
                    _t(ev, prov + "wasDerivedFrom", ex + paper), _t(ev, rdf + "subject", ex + "m"),
                    _t(ev, rdf + "predicate", kgo + "evaluatedOn"), _t(ev, rdf + "object", ex + "d"),
                    _t(ex + paper, prov + "wasGeneratedBy", ex + "build")]
    parts = partition(triples)
    link = _t(ex + "m", kgo + "evaluatedOn", ex + "d")
    g1, g2 = ox.NamedNode(ex + "p1/graph"), ox.NamedNode(ex + "p2/graph")
    assert list(parts.graphs) == [g1, g2]
    assert link in parts.graphs[g1] and link in parts.graphs[g2] and link not in parts.default
    assert _t(ex + "ev1", rdf + "subject", ex + "m") in parts.graphs[g1]
    assert _t(ex + "ev1", rdf + "subject", ex + "m") not in parts.graphs[g2]
    assert _t(ex + "m", rdf + "type", kgo + "Method") in parts.default
    assert _t(ex + "sup", kgo + "supportCount", ox.Literal("2")) in parts.default
    assert _t(ex + "p2/graph", prov + "wasGeneratedBy", ex + "build") in parts.default
    # the default graph and each named graph sorted as graph.nt, whatever the input order
    assert parts.default == sorted(parts.default, key=str)
    assert partition(list(reversed(triples))).quads() == parts.quads()


def test_the_named_graph_files_are_opt_in():
    from kg.export import plan_writes

    assert "graph.trig" not in sum(plan_writes(), [])
    here, forked = plan_writes(True, 2, named_graphs=True)
    assert here[:5] == ["graph.ttl", "graph.nt", "graph.jsonld", "graph.trig", "graph.nq"]
    assert forked == ["graph.graphml", "graph.html"]


def test_a_build_without_the_option_warns_of_the_files_an_earlier_one_left(built, tmp_path):
    from kg.pipeline import build

    out = tmp_path / "out"
    out.mkdir()
    (out / "graph.trig").write_bytes((built[0] / "graph.trig").read_bytes())
    _graph, summary = build([str(_write(tmp_path / "one.jsonl", _RECORDS[2:]))], out_dir=out, html=False)
    (warning,) = [w for w in summary.warnings if "graph.trig" in w]
    assert "does not hold this build's graph" in warning and "--named-graphs" in warning
    assert (out / "graph.trig").read_bytes() == (built[0] / "graph.trig").read_bytes()  # left as it was


def test_a_store_build_writes_them_and_rewrites_them_from_the_store_alone(tmp_path):
    from kg.pipeline import build

    store, out, again = tmp_path / "st", tmp_path / "out", tmp_path / "again"
    build([str(_write(tmp_path / "a.jsonl", _RECORDS[:2]))], out_dir=out, store=store, html=False, named_graphs=True)
    _g, summary = build([], out_dir=again, store=store, html=False, named_graphs=True)  # nothing read: from the store
    assert {Path(p).name for p in summary.outputs} >= {"graph.trig", "graph.nq"}
    assert (again / "graph.trig").read_bytes() == (out / "graph.trig").read_bytes()
    graphs = _named(_dataset(again / "graph.trig"))
    assert set(graphs) - {None} == {paper_graph_iri(URIRef(f"{DEFAULT_BASE_IRI}paper/{r['id']}")) for r in _RECORDS[:2]}


@pytest.mark.parametrize("name", ["graph.trig", "graph.nq"])
def test_kg_serve_finds_the_dataset_description_true_for_a_named_graph_file(built, name, tmp_path):
    """kg serve --graph loads a dataset file into a store whose default graph is the union: each
    named triple is held twice, and the graph descriptions are no part of graph.ttl's count."""
    from kg.serve import described_size, description_count_notes
    from kg.store import GraphStore

    out, _ = built
    with GraphStore.open(tmp_path / "st") as st:
        st.replace_from_file(out / name)
    with GraphStore.open(tmp_path / "st", read_only=True) as st:
        assert len(st) > described_size(st) == len(Graph().parse(out / "graph.ttl", format="turtle"))
        assert description_count_notes(st, name) == []
