"""The build's tail split over processes (issue 7): linking in a forked process while the
papers' triples are assembled (kg.graph.TripleBuilder, kg.pipeline.triples_from_extractions)
gives the same triples, in the same order, and the same entity matches as one process."""
import sys

import pytest
from rdflib import RDF

from kg.graph import TripleBuilder, build_triples
from kg.ontology import KGO
from kg.pipeline import triples_from_extractions
from kg.resolve import resolve
from tests.factories import extraction, link, mention, result

BASE = "https://example.org/kg/"
A = ("We propose GraphFlow, a graph neural network for node classification. GraphFlow is trained "
     "with Adam and reaches 81.2% accuracy on Cora, beating GCN.")
B = ("Reinforcement learning agents often use Adam. We study node classification with graph neural "
     "networks and report accuracy on Cora.")


def _extractions():
    a = extraction(
        "paper-a", A,
        mentions=[mention("GraphFlow", A, "Method", "proposed"),
                  mention("graph neural network", A, "Method", "used"),
                  mention("node classification", A, "Task", "task", main=True),
                  mention("Adam", A, "Method", "used"), mention("accuracy", A, "Metric", "metric"),
                  mention("Cora", A, "Dataset", "dataset"), mention("GCN", A, "Method", "compared")],
        links=[link("proposes", None, "GraphFlow", "Method", A),
               link("addresses", "GraphFlow", "node classification", "Task", A),
               link("uses", "GraphFlow", "Adam", "Method", A),
               link("evaluatedOn", "GraphFlow", "Cora", "Dataset", A),
               link("comparesWith", "GraphFlow", "GCN", "Method", A)],
        results=[result("81.2", "accuracy", A, dataset="Cora")], title="GraphFlow")
    b = extraction(
        "paper-b", B,
        mentions=[mention("Reinforcement learning", B, "Task", "task"), mention("Adam", B, "Method", "used"),
                  mention("node classification", B, "Task", "task", main=True),
                  mention("graph neural networks", B, "Method", "used"),
                  mention("accuracy", B, "Metric", "metric"), mention("Cora", B, "Dataset", "dataset")],
        links=[link("uses", None, "Adam", "Method", B), link("evaluatedOn", None, "Cora", "Dataset", B)],
        venue="ICLR", year=2024)
    return [a, b]


def _matches(resolution):
    return {k: (e.exact_matches, e.close_matches, e.broad_matches) for k, e in resolution.entities.items()}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the forked path is Linux only")
def test_linking_in_a_forked_process_gives_the_same_triples_in_the_same_order():
    one, res_one = triples_from_extractions(_extractions(), base_iri=BASE, jobs=1)
    two, res_two = triples_from_extractions(_extractions(), base_iri=BASE, jobs=2)
    assert list(two) == list(one)
    assert _matches(res_two) == _matches(res_one)
    # the forked linker did link something, and its matches reached the graph
    linked = [k for k, m in _matches(res_two).items() if any(m)]
    assert linked, "no entity of the sample was linked: the test would prove nothing"
    assert any(str(p).startswith("http://www.w3.org/2004/02/skos/core#") and p.endswith("Match")
               for _s, p, _o in two)


def test_the_entities_triples_come_before_the_papers():
    exs = _extractions()
    res = resolve(exs)
    rows = list(build_triples(exs, res, base_iri=BASE))
    assert len(rows) == len(set(rows))
    entity_nodes = {BASE + key for key in res.entities}
    first_paper = rows.index(next(t for t in rows if t[1] == RDF.type and t[2] == KGO.Paper))
    entity_rows = [i for i, (s, p, _o) in enumerate(rows) if str(s) in entity_nodes and p == RDF.type]
    assert entity_rows and max(entity_rows) < first_paper


def test_builder_steps_in_the_wrong_order_raise():
    exs = _extractions()
    builder = TripleBuilder(resolve(exs), BASE)
    with pytest.raises(RuntimeError, match="add_papers"):
        builder.finish({})
    builder.add_papers(exs)
    with pytest.raises(RuntimeError, match="added already"):
        builder.add_papers(exs)
    assert len(builder.finish({})) > 0


def test_normalised_forms_made_ahead_give_the_same_resolution():
    from kg.resolve import NormalisedForms, resolve

    exs = _extractions()
    forms = NormalisedForms()
    for ex in exs:  # paper by paper, as kg build makes them while the workers extract
        forms.add([ex])
    assert forms.forms["graph neural networks"] == "graph neural network"
    assert forms.short_forms["GCN"] == "gcn"
    made = dict(forms.forms)
    assert resolve(exs, forms=forms) == resolve(exs)
    assert forms.forms == made  # (here) every form resolve read had been made ahead


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fork only")
def test_each_batch_sees_every_record_in_input_order_while_the_workers_extract(extractor, monkeypatch):
    import multiprocessing

    from kg.extract import pool
    from kg.pipeline import extract_all, read_papers
    from kg.read import SAMPLE_PATHS, ReadReport

    monkeypatch.setattr(pool, "_EXTRACTOR", extractor)  # the forked workers inherit it
    papers = read_papers([str(p) for p in SAMPLE_PATHS], None, ReadReport())[:12]
    batches: list[list[str]] = []
    workers: list[int] = []

    def each(batch) -> None:
        batches.append([ex.paper.id for ex in batch])
        workers.append(len(multiprocessing.active_children()))

    out = extract_all(papers, n_process=2, batch_size=4, each_batch=each)
    assert batches == [[p.id for p in papers[i:i + 4]] for i in range(0, 12, 4)]
    assert workers[0] == 2  # called while the pool is up
    assert [ex.paper.id for ex in out] == [p.id for p in papers]
