"""Session 49 (fix49): graph.graphml's ``evidence`` attribute shows an evidence sentence cleaned,
as graph.html shows it (no LaTeX or markdown), while kgo:sentence keeps the original quote. The
graph and its abstract are written here."""
from __future__ import annotations

from rdflib import RDF, Graph, Literal, Namespace
from rdflib.namespace import DCTERMS, PROV, SKOS

from kg.clean import clean, quote_span
from kg.export import to_networkx
from kg.ontology import KGO

R = Namespace("https://example.org/r/")
SOURCE = (r"We introduce \textbf{LeafNet}, a counter of leaves in $\mathcal{O}(n)$ time. "
          r"LeafNet uses **GrowBlock** modules.")
TITLE = r"LeafNet: counting leaves"


def _graph(source: str | None, sentence: str, in_title: bool = False) -> Graph:
    g = Graph()
    paper, m, c = R["paper/p1"], R["method/leafnet"], R["method/growblock"]
    g.add((paper, RDF.type, KGO.Paper))
    g.add((paper, DCTERMS.abstract, Literal(clean(source).text if source else sentence, lang="en")))
    if source:
        g.add((paper, KGO.sourceAbstract, Literal(source, lang="en")))
    for e, label in ((m, "LeafNet"), (c, "GrowBlock")):
        g.add((e, RDF.type, KGO.Method))
        g.add((e, SKOS.prefLabel, Literal(label, lang="en")))
    g.add((c, KGO.partOf, m))
    ev = R["evidence/1"]
    g.add((ev, RDF.type, KGO.Evidence))
    g.add((ev, RDF.subject, c))
    g.add((ev, RDF.predicate, KGO.partOf))
    g.add((ev, RDF.object, m))
    g.add((ev, PROV.wasDerivedFrom, paper))
    g.add((ev, KGO.sentence, Literal(sentence, lang="en")))
    g.add((ev, KGO.startOffset, Literal(0)))
    g.add((ev, KGO.extractor, Literal("component-test")))
    if in_title:
        g.add((ev, KGO.inTitle, Literal(True)))
    return g


def _evidence(g: Graph) -> str:
    (_s, _o, data), = to_networkx(g).edges(data=True)
    return data["evidence"]


def test_a_latex_quote_is_the_cleaned_abstracts_slice():
    quote = r"We introduce \textbf{LeafNet}, a counter of leaves in $\mathcal{O}(n)$ time."
    ct = clean(SOURCE)
    start, end = quote_span(quote, SOURCE, ct)
    assert _evidence(_graph(SOURCE, quote)) == ct.text[start:end]
    assert _evidence(_graph(SOURCE, quote)) == "We introduce LeafNet, a counter of leaves in O(n) time."


def test_a_markdown_quote_loses_its_asterisks():
    assert _evidence(_graph(SOURCE, "LeafNet uses **GrowBlock** modules.")) == "LeafNet uses GrowBlock modules."


def test_a_quote_that_the_source_does_not_hold_is_cleaned_alone():
    assert _evidence(_graph(SOURCE, r"GrowBlock is part of \emph{LeafNet}.")) == "GrowBlock is part of LeafNet."


def test_a_title_quote_and_a_paper_that_cleaning_did_not_change_are_kept():
    assert _evidence(_graph(SOURCE, TITLE, in_title=True)) == TITLE
    plain = "GrowBlock modules are part of LeafNet."
    assert _evidence(_graph(None, plain)) == plain
