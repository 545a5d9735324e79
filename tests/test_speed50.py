"""Session 50 (speed50): graph.graphml is streamed into its file in chunks (write_graphml), and
the evidence of a paper with a source abstract is mapped paper by paper. The text must be the
one graphml() / networkx's writer gives; the graphs are written here."""
from __future__ import annotations

import io

import networkx as nx
import pytest
from rdflib import RDF, Graph, Literal, Namespace
from rdflib.namespace import DCTERMS, PROV, SKOS

import kg.export as export
from kg.clean import clean
from kg.export import _graphml_chunks, _graphml_text, _unique_edge_ids, graphml, to_networkx, write_graphml
from kg.ontology import KGO

R = Namespace("https://example.org/s50/")


def _add_evidence(g: Graph, n: int, s, p, o, paper, sentence: str, start: int, in_title: bool = False) -> None:
    ev = R[f"evidence/{n}"]
    for pred, obj in ((RDF.type, KGO.Evidence), (RDF.subject, s), (RDF.predicate, p), (RDF.object, o),
                      (PROV.wasDerivedFrom, paper)):
        g.add((ev, pred, obj))
    g.add((ev, KGO.sentence, Literal(sentence, lang="en")))
    g.add((ev, KGO.startOffset, Literal(start)))
    g.add((ev, KGO.extractor, Literal(f"rule-{n}")))
    if in_title:
        g.add((ev, KGO.inTitle, Literal(True)))


def _two_papers() -> Graph:
    """Two papers whose abstracts cleaning changed (LaTeX, markdown), a third it did not, a
    method used by all three, a dataset, and evidence of every kind interleaved across papers."""
    g = Graph()
    sources = {
        "a": r"We present \textbf{Kettle}, a sampler in $\mathcal{O}(k)$ steps. Kettle is tested on **Pondset**.",
        "b": r"We use *Kettle* for routing. It beats $\alpha$-nets on Pondset by 3\%.",
    }
    kettle, pond = R["method/kettle"], R["dataset/pondset"]
    for node, kind, label in ((kettle, KGO.Method, "Kettle"), (pond, KGO.Dataset, "Pondset")):
        g.add((node, RDF.type, kind))
        g.add((node, SKOS.prefLabel, Literal(label, lang="en")))
    for key, source in sources.items():
        paper = R[f"paper/{key}"]
        g.add((paper, RDF.type, KGO.Paper))
        g.add((paper, DCTERMS.abstract, Literal(clean(source).text, lang="en")))
        g.add((paper, KGO.sourceAbstract, Literal(source, lang="en")))
        g.add((paper, KGO.uses, kettle))
    plain = R["paper/c"]
    g.add((plain, RDF.type, KGO.Paper))
    g.add((plain, DCTERMS.abstract, Literal("Kettle runs on Pondset \u00e0 la carte.", lang="en")))
    g.add((plain, KGO.uses, kettle))
    g.add((kettle, KGO.evaluatedOn, pond))
    pa, pb = R["paper/a"], R["paper/b"]
    _add_evidence(g, 1, pa, KGO.uses, kettle, pa, r"We present \textbf{Kettle}, a sampler in $\mathcal{O}(k)$ steps.", 0)
    _add_evidence(g, 2, pb, KGO.uses, kettle, pb, r"We use *Kettle* for routing.", 0)
    _add_evidence(g, 3, kettle, KGO.evaluatedOn, pond, pa, r"Kettle is tested on **Pondset**.", 66)
    _add_evidence(g, 4, kettle, KGO.evaluatedOn, pond, pb, r"It beats $\alpha$-nets on Pondset by 3\%.", 29)
    _add_evidence(g, 5, pa, KGO.uses, kettle, pa, r"Kettle: a \textbf{sampler}", 0, in_title=True)
    _add_evidence(g, 6, plain, KGO.uses, kettle, plain, "Kettle runs on Pondset \u00e0 la carte.", 0)
    # the same quote again, on another link of paper a: mapped once, shown on both edges
    _add_evidence(g, 7, kettle, KGO.evaluatedOn, pond, pa, r"We present \textbf{Kettle}, a sampler in $\mathcal{O}(k)$ steps.", 0)
    return g


def test_each_quote_is_shown_as_its_cleaned_abstract_writes_it():
    edges = {(u.rsplit("/", 1)[1], d["relation"], v.rsplit("/", 1)[1]): d for u, v, d in to_networkx(_two_papers()).edges(data=True)}
    # (sorted by paper, offset, then text: the title quote, kept as written, first)
    assert edges[("a", "uses", "kettle")]["evidence"] == ("Kettle: a \\textbf{sampler}\n"
                                                          "We present Kettle, a sampler in O(k) steps.")
    assert edges[("a", "uses", "kettle")]["extractor"] == "rule-1 rule-5"
    assert edges[("b", "uses", "kettle")]["evidence"] == "We use Kettle for routing."
    assert edges[("c", "uses", "kettle")]["evidence"] == "Kettle runs on Pondset \u00e0 la carte."
    # paper a's two quotes (in offset order), then paper b's
    assert edges[("kettle", "evaluatedOn", "pondset")]["evidence"] == (
        "We present Kettle, a sampler in O(k) steps.\nKettle is tested on Pondset.\n"
        "It beats \u03b1-nets on Pondset by 3%.")


def _networkx_text(graph: nx.MultiDiGraph) -> str:
    buf = io.StringIO()
    nx.write_graphml_xml(_unique_edge_ids(graph), buf, encoding="unicode", prettyprint=True)
    return buf.getvalue()


@pytest.mark.parametrize("lines", [1, 3, 7, 4096])
def test_streamed_graphml_is_the_whole_text_in_any_chunk_size(monkeypatch, lines):
    g = _two_papers()
    whole = graphml(g)
    monkeypatch.setattr(export, "_GRAPHML_CHUNK_LINES", lines)
    buf = io.StringIO()
    write_graphml(g, buf)
    assert buf.getvalue() == whole
    chunks = list(_graphml_chunks(to_networkx(g), numbered_edges=True))
    assert "".join(chunks) == whole
    assert len(chunks) > 1 if lines < 10 else len(chunks) == 1
    # and networkx's writer gives the same text (non-ASCII characters as they are)
    assert whole == _networkx_text(to_networkx(g))
    assert "\u00e0 la carte" in whole and "\u03b1-nets" in whole


def test_a_lone_surrogate_becomes_a_character_reference_in_the_stream(monkeypatch):
    graph = nx.MultiDiGraph()
    graph.add_node("n1", label="bad \udc80 byte")
    graph.add_node("n2", label="fine")
    graph.add_edge("n1", "n2", key="uses", relation="uses")
    monkeypatch.setattr(export, "to_networkx", lambda g: graph)
    monkeypatch.setattr(export, "_GRAPHML_CHUNK_LINES", 2)
    buf = io.StringIO()
    write_graphml(None, buf)
    assert "bad &#56448; byte" in buf.getvalue()
    assert buf.getvalue() == graphml(None)
    assert buf.getvalue().encode("utf-8")  # encodable: no surrogate left


def test_a_graph_the_fast_writer_declines_is_written_by_networkx(monkeypatch):
    graph = nx.MultiDiGraph()
    graph.graph["note"] = "graph-level data"  # (a bool, the example until session 60, is covered now)
    graph.add_node("n1", label="x")
    graph.add_node("n2", label="y")
    graph.add_edge("n1", "n2", key="uses", relation="uses")
    assert _graphml_chunks(graph) is None and _graphml_text(graph) is None
    monkeypatch.setattr(export, "to_networkx", lambda g: graph)
    buf = io.StringIO()
    write_graphml(None, buf)
    assert buf.getvalue() == _networkx_text(graph)
    assert 'id="' + export.edge_id("n1", "uses", "n2") + '"' in buf.getvalue()


def test_two_edges_of_one_id_are_refused(monkeypatch):
    graph = nx.MultiDiGraph()
    graph.add_edge("n1", "n2", key="uses", relation="uses")
    graph.add_edge("n2", "n1", key="uses", relation="uses")
    monkeypatch.setattr(export, "to_networkx", lambda g: graph)
    monkeypatch.setattr(export, "edge_id", lambda u, r, v: "e-0000000000000000")
    with pytest.raises(ValueError, match="same id"):
        write_graphml(None, io.StringIO())
    graph.nodes["n1"]["seen"] = True  # (a bool: the networkx path) checks the ids first
    with pytest.raises(ValueError, match="same id"):
        write_graphml(None, io.StringIO())


def test_the_graphml_export_streams_into_its_file(tmp_path):
    g = _two_papers()
    writer = export.EXPORTS["graph.graphml"](g, None)
    assert callable(writer)
    export.atomic_write(tmp_path / "graph.graphml", writer)
    assert (tmp_path / "graph.graphml").read_text(encoding="utf-8") == graphml(g)
