"""Graph and export stages on hand-made records (kg.graph, kg.export)."""
import json
from dataclasses import replace

import networkx as nx
import pyoxigraph
import pytest
from rdflib import RDF, XSD, Graph, Literal, URIRef
from rdflib.namespace import PROV, SKOS

from kg.export import entities_csv, graphml, jsonld, ntriples, turtle, write_exports
from kg.graph import IriMinter, build_graph
from kg.ontology import KGO
from kg.records import CleanText, Extraction, Paper
from kg.resolve import resolve
from tests.factories import extraction, link, mention, result

T = ("We propose SPADE, a framework for black-box optimization. It reaches 76.1234567% accuracy "
     "on Design-Bench and beats GRPO.")
BASE = "https://example.org/kg/"


def _sample():
    ms = [mention("SPADE", T, "Method", "proposed"), mention("black-box optimization", T, "Task", "task", main=True),
          mention("Design-Bench", T, "Dataset", "dataset"), mention("GRPO", T, "Method", "compared"),
          mention("accuracy", T, "Metric", "metric")]
    ls = [link("proposes", None, "SPADE", "Method", T), link("addresses", "SPADE", "black-box optimization", "Task", T),
          link("evaluatedOn", "SPADE", "Design-Bench", "Dataset", T), link("comparesWith", "SPADE", "GRPO", "Method", T)]
    rs = [result("76.1234567", "accuracy", T, dataset="Design-Bench")]
    ex = extraction("openreview:AbC12", T, mentions=ms, links=ls, results=rs)
    return [ex], resolve([ex])


def test_contract_terms_and_evidence():
    exs, res = _sample()
    g = build_graph(exs, res, base_iri=BASE)
    paper = URIRef(BASE + "paper/openreview%3AAbC12")
    spade = URIRef(BASE + "method/spade")
    task = URIRef(BASE + "task/black-box-optimization")
    assert (paper, RDF.type, KGO.Paper) in g
    assert (paper, KGO.proposes, spade) in g
    assert (spade, KGO.addresses, task) in g and (paper, KGO.addresses, task) in g
    assert (paper, KGO.mainTask, task) in g
    assert g.value(g.value(paper, KGO.publishedIn), KGO.year) == Literal("2026", datatype=XSD.gYear)
    # every typed link has evidence pointing at the paper, with offsets into the abstract
    for pred in (KGO.proposes, KGO.addresses, KGO.evaluatedOn, KGO.comparesWith, KGO.reportsResult):
        for s, o in g.subject_objects(pred):
            evs = [e for e in g.subjects(RDF.subject, s) if (e, RDF.predicate, pred) in g and (e, RDF.object, o) in g]
            assert evs, (s, pred, o)
            ev = evs[0]
            assert g.value(ev, PROV.wasDerivedFrom) == paper
            start, end = g.value(ev, KGO.startOffset).toPython(), g.value(ev, KGO.endOffset).toPython()
            assert str(g.value(ev, KGO.sentence)) == T[start:end]
    # method-level links carry a support count
    sup = [n for n in g.subjects(RDF.type, KGO.LinkSupport) if g.value(n, RDF.predicate) == KGO.addresses]
    assert len(sup) == 1 and g.value(sup[0], KGO.supportCount).toPython() == 1


def test_decimal_result_is_exact():
    exs, res = _sample()
    g = build_graph(exs, res, base_iri=BASE)
    r = next(g.subjects(RDF.type, KGO.Result))
    v = g.value(r, KGO.value)
    assert v.datatype == XSD.decimal and str(v) == "76.1234567"
    assert "76.1234567" in turtle(g) and "76.1234567" in ntriples(g)
    assert g.value(r, KGO.onDataset) == URIRef(BASE + "dataset/design-bench")


def test_a_result_left_out_still_links_its_dataset():
    # a result whose value is no number is no kgo:Result (the shapes require an xsd:decimal
    # kgo:value), but the dataset it names is not left as a node without any link; one
    # without a metric is a kgo:Result since session 51 (tests/test_results51.py)
    t = "We propose SparseRoute. SparseRoute reduces training compute by 2x on C4."
    ms = [mention("SparseRoute", t, "Method", "proposed")]
    rs = [replace(result("2", None, t, unit="x", dataset="C4"), value="twice")]
    ex = extraction("p1", t, mentions=ms, links=[link("proposes", None, "SparseRoute", "Method", t)], results=rs)
    g = build_graph([ex], resolve([ex]), base_iri=BASE)
    paper, c4 = URIRef(BASE + "paper/p1"), URIRef(BASE + "dataset/c4")
    assert not list(g.subjects(RDF.type, KGO.Result))
    assert (paper, KGO.mentions, c4) in g
    ev = [e for e in g.subjects(RDF.object, c4) if (e, RDF.predicate, KGO.mentions) in g]
    assert len(ev) == 1 and str(g.value(ev[0], KGO.sentence)) == t


def test_exports_roundtrip_and_are_deterministic(tmp_path):
    exs, res = _sample()
    g1 = build_graph(exs, res, base_iri=BASE)
    g2 = build_graph(list(reversed(exs)), resolve(exs), base_iri=BASE)
    for fn in (turtle, ntriples, jsonld, graphml, entities_csv):
        assert fn(g1) == fn(g2)
    write_exports(g1, tmp_path)
    n = len(g1)
    assert len(Graph().parse(tmp_path / "graph.ttl")) == n
    assert len(Graph().parse(tmp_path / "graph.nt")) == n
    assert len(Graph().parse(tmp_path / "graph.jsonld", format="json-ld")) == n
    store = pyoxigraph.Store()
    store.load(path=str(tmp_path / "graph.ttl"), format=pyoxigraph.RdfFormat.TURTLE)
    assert len(store) == n
    gm = nx.read_graphml(tmp_path / "graph.graphml")
    assert gm.nodes[BASE + "method/spade"]["type"] == "Method"
    doc = json.loads((tmp_path / "graph.jsonld").read_text())
    spade = [n for n in doc if n["@id"] == BASE + "method/spade"]
    assert spade and spade[0]["http://www.w3.org/2004/02/skos/core#prefLabel"] == [{"@language": "en", "@value": "SPADE"}]
    assert "method/spade,Method,SPADE" in (tmp_path / "entities.csv").read_text()


def test_hostile_text_gives_valid_rdf(tmp_path):
    nasty = 'Soft "Q" learning \\ accuracy>90% <script>\x01\x0b tab\there ‏مرحبا 😀'
    text = f"We propose {nasty}. Done."
    p = Paper(id='id with spaces/"quotes"', abstract=text, source="x.jsonl:3", title=nasty, venue="ICML", year=2026)
    ex = Extraction(paper=p, clean=CleanText(text=text, offsets=tuple(range(len(text) + 1))),
                    mentions=(mention(nasty, text, "Method", "proposed"),),
                    links=(link("proposes", None, nasty, "Method", text),))
    g = build_graph([ex], resolve([ex]), base_iri=BASE)
    write_exports(g, tmp_path)
    n = len(g)
    assert len(Graph().parse(tmp_path / "graph.ttl")) == n
    assert len(Graph().parse(tmp_path / "graph.nt", format="nt")) == n
    st = pyoxigraph.Store()
    st.load(path=str(tmp_path / "graph.nt"), format=pyoxigraph.RdfFormat.N_TRIPLES)
    assert len(st) == n
    nx.read_graphml(tmp_path / "graph.graphml")
    labels = {str(o) for o in Graph().parse(tmp_path / "graph.ttl").objects(None, SKOS.prefLabel)}
    assert any('Soft "Q" learning' in lab and "\x01" not in lab for lab in labels)


def test_bad_base_iri_is_refused():
    import pytest

    with pytest.raises(ValueError):
        IriMinter("not an iri")
    with pytest.raises(ValueError):
        IriMinter("kg/relative")
    assert IriMinter("https://x.org/kg").base == "https://x.org/kg/"
    assert IriMinter("urn:example:kg:").base == "urn:example:kg:"
    assert IriMinter("urn:example:kg:").paper("a b") == URIRef("urn:example:kg:paper/a%20b")


def test_evidence_offsets_slice_the_stored_source_abstract():
    from kg.clean import clean

    raw = r"We propose \textbf{FooNet}, a model\x01 for \emph{image captioning}. It beats BarNet."
    c = clean(raw)
    t = c.text
    ms = [mention("FooNet", t, "Method", "proposed"), mention("image captioning", t, "Task", "task", main=True)]
    ex = Extraction(paper=Paper(id="p", abstract=raw, venue="V", year=2020), clean=c,
                    sentences=((0, t.index(".") + 1),), mentions=tuple(ms),
                    links=(link("proposes", None, "FooNet", "Method", t),))
    g = build_graph([ex], resolve([ex]), base_iri=BASE)
    paper = URIRef(BASE + "paper/p")
    source = str(g.value(paper, KGO.sourceAbstract))
    assert source == raw
    for ev in g.subjects(RDF.type, KGO.Evidence):
        s, e = g.value(ev, KGO.startOffset).toPython(), g.value(ev, KGO.endOffset).toPython()
        assert source[s:e] == str(g.value(ev, KGO.sentence))


def test_same_name_entities_of_different_types_are_skos_related():
    from rdflib import URIRef
    from rdflib.namespace import SKOS

    from kg.extract.pipeline import clean_text
    from kg.graph import build_graph
    from kg.ontology import DEFAULT_BASE_IRI
    from kg.records import Extraction, Mention, Paper
    from kg.resolve import resolve

    def ex(pid: str, type_: str, role: str) -> Extraction:
        text = "We study reinforcement learning."
        return Extraction(paper=Paper(id=pid, abstract=text), clean=clean_text(text),
                          mentions=(Mention(text="reinforcement learning", type=type_, start=9, end=31,
                                            role=role, rule="t", confidence=1.0),))

    exs = [ex("a", "Method", "used"), ex("b", "Task", "task"), ex("c", "Dataset", "dataset")]
    g = build_graph(exs, resolve(exs))
    m, t, d = (URIRef(DEFAULT_BASE_IRI + k + "/reinforcement-learning") for k in ("method", "task", "dataset"))
    assert set(g.objects(m, SKOS.related)) == {t, d} and set(g.objects(t, SKOS.related)) == {m, d}
    assert (m, SKOS.related, m) not in g


def test_title_markup_is_cleaned_for_title_and_label():
    from kg.graph import clean_title

    assert clean_title(r"$\alpha$-Net: \textbf{Bold} Ideas") == "α-Net: Bold Ideas"
    assert clean_title("Plain Title: No Markup") == "Plain Title: No Markup"
    assert clean_title("Good\u202eNet: a \u200btitle") == "GoodNet: a title"  # bidi and invisible controls go
    assert clean_title("**Strong** claims") == "Strong claims"


def test_code_links_and_plain_mentions_have_evidence_too():
    import dataclasses

    from kg.records import CodeLink

    text = "We propose SPADE using dropout. Code is at https://github.com/a/spade."
    url = "https://github.com/a/spade"
    ms = [mention("SPADE", text, "Method", "proposed"), mention("dropout", text, "Method", "mention")]
    ex = extraction("p1", text, mentions=ms, links=[link("proposes", None, "SPADE", "Method", text)])
    start = text.index(url)
    ex = dataclasses.replace(ex, code=(CodeLink(url, start, start + len(url), 32, len(text)),))
    g = build_graph([ex], resolve([ex]), base_iri=BASE)
    paper = URIRef(BASE + "paper/p1")
    dropout = URIRef(BASE + "method/dropout")
    assert (paper, KGO.codeRepository, URIRef(url)) in g and (paper, KGO.mentions, dropout) in g
    for pred, obj, sentence in ((KGO.codeRepository, URIRef(url), "Code is at https://github.com/a/spade."),
                                (KGO.mentions, dropout, "We propose SPADE using dropout.")):
        (ev,) = [e for e in g.subjects(RDF.predicate, pred) if (e, RDF.object, obj) in g]
        assert (ev, RDF.subject, paper) in g and (ev, PROV.wasDerivedFrom, paper) in g
        assert str(g.value(ev, KGO.sentence)) == sentence


def test_entities_csv_keeps_exact_close_and_broad_matches_apart():
    import csv
    import io

    from rdflib import Graph as G, Literal, URIRef
    from rdflib.namespace import RDF, SKOS

    from kg.ontology import KGO

    g = G()
    node = URIRef(BASE + "method/akd")
    g.add((node, RDF.type, KGO.Method))
    g.add((node, SKOS.prefLabel, Literal("AKD")))
    g.add((node, SKOS.exactMatch, URIRef("http://example.org/exact")))
    g.add((node, SKOS.closeMatch, URIRef("http://example.org/close")))
    g.add((node, SKOS.broadMatch, URIRef("http://example.org/broad-b")))
    g.add((node, SKOS.broadMatch, URIRef("http://example.org/broad-a")))
    rows = list(csv.DictReader(io.StringIO(entities_csv(g))))
    assert rows == [{"iri": BASE + "method/akd", "type": "Method", "label": "AKD", "aliases": "", "papers": "0",
                     "exact_matches": "http://example.org/exact", "close_matches": "http://example.org/close",
                     "broad_matches": "http://example.org/broad-a http://example.org/broad-b"}]


@pytest.mark.parametrize("source, year, label", [
    ("/data/dumps/workshop.jsonl:3", None, "unknown venue (workshop)"),
    ("workshop.jsonl.gz:1", None, "unknown venue (workshop)"),
    ("workshop.csv:7", 2025, "unknown venue (workshop) 2025"),
    ("notes.v2.data:1", None, "unknown venue (notes.v2.data)"),
    ("stdin:1", None, "unknown venue (stdin)"),
])
def test_a_venue_named_after_its_file_keeps_its_name_when_compressed_or_converted(source, year, label):
    from kg.graph import _source_venue

    assert _source_venue(source, year) == label
