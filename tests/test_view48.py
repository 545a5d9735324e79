"""graph.html quotes evidence as it shows the abstract: cleaned (session 48).

kgo:sentence keeps the sentence as the original abstract writes it (LaTeX, markdown, HTML);
the page showed that raw text ("$\\mathcal{O}(n)$", "\\textbf{X}") beside a cleaned abstract.
"""
from __future__ import annotations

from dataclasses import replace

from rdflib import Graph, Literal, URIRef

from kg.clean import clean
from kg.graph import build_graph
from kg.ontology import KGO
from kg.records import Link, Mention
from kg.resolve import resolve
from kg.clean import quote_span as _cleaned_span
from kg.view import collect_view_data

RAW = (r"Sorting networks are old. We propose \textbf{FlipSort}, a sorter that runs in "
       r"$\mathcal{O}(n \log n)$ time on **random** inputs. FlipSort beats bubble sort.")


def _raw_paper(pid: str, raw: str, method: str, title=None):
    """An extraction of ``raw`` (cleaned by kg.clean.clean) proposing ``method`` in the
    sentence that names it (offsets into the cleaned text, as the extractor gives them)."""
    ct = clean(raw)
    text = ct.text
    sentences, start = [], 0
    for part in text.split(". "):
        end = min(len(text), start + len(part) + 1)
        sentences.append((start, end))
        start = end + 1
    at = text.index(method)
    sent = next(s for s in sentences if s[0] <= at < s[1])
    from tests.factories import extraction
    ex = extraction(pid, text, title=title)
    return replace(
        ex, paper=replace(ex.paper, abstract=raw), clean=ct, sentences=tuple(sentences),
        mentions=(Mention(text=method, type="Method", start=at, end=at + len(method), role="proposed",
                          rule="test", confidence=0.9),),
        links=(Link(rel="proposes", head=None, head_type=None, tail=method, tail_type="Method",
                    start=sent[0], end=sent[1], rule="test-rule", confidence=0.9),),
    )


def _quotes(g) -> list[str]:
    """Every evidence quote the page shows, as the page's script builds it."""
    data = collect_view_data(g)
    out = []
    for s in data.sentences:
        if isinstance(s, str):
            out.append(s)
        else:  # [paper, start, end] in UTF-16 code units of that paper's abstract
            ab = data.nodes[s[0]]["ab"].encode("utf-16-le")
            out.append(ab[2 * s[1]:2 * s[2]].decode("utf-16-le"))
    return out


def test_a_latex_sentence_is_quoted_as_the_cleaned_abstract_shows_it():
    ex = _raw_paper("p-1", RAW, "FlipSort")
    g = build_graph([ex], resolve([ex]), base_iri="https://example.org/kg/")
    # the RDF keeps the sentence as written
    assert set(map(str, g.objects(None, KGO.sentence))) == {
        r"We propose \textbf{FlipSort}, a sorter that runs in $\mathcal{O}(n \log n)$ time on **random** inputs."
    }
    quotes = _quotes(g)
    assert quotes == [ex.clean.text[ex.links[0].start:ex.links[0].end]]
    assert "\\" not in quotes[0] and "$" not in quotes[0] and "**" not in quotes[0]
    assert quotes[0].startswith("We propose FlipSort, a sorter that runs in O(n")
    assert quotes[0].endswith("time on random inputs.")
    # and it is stored as a slice of the abstract the page holds anyway
    assert all(isinstance(s, list) for s in collect_view_data(g).sentences)


def test_a_sentence_outside_the_source_abstract_is_cleaned_on_its_own():
    # a hand-made graph: the evidence quotes a sentence the paper's source abstract lacks
    ex = _raw_paper("p-1", RAW, "FlipSort")
    g = build_graph([ex], resolve([ex]), base_iri="https://example.org/kg/")
    g2 = Graph()
    for s, p, o in g:
        if p == KGO.sentence:
            o = Literal(r"We show \emph{FlipSort} works.", lang=o.language)
        g2.add((s, p, o))
    assert _quotes(g2) == ["We show FlipSort works."]


def test_a_title_quote_is_kept_as_the_title():
    title = "Sorting at 5--10 Hz"  # (dcterms:title keeps the double hyphen; kg.clean.clean would not)
    ex = _raw_paper("p-1", RAW, "FlipSort", title=title)
    g = build_graph([ex], resolve([ex]), base_iri="https://example.org/kg/")
    paper = URIRef("https://example.org/kg/paper/p-1")
    g2 = Graph()
    for s, p, o in g:
        if p == KGO.sentence:
            o = Literal(str(next(g.objects(paper, URIRef("http://purl.org/dc/terms/title")))))
        g2.add((s, p, o))
    # as the page shows the title, not cleaned again; since session 59 dcterms:title reads a
    # TeX "--" as an en dash (kg.records.tex_dashes), so the quote is that title
    assert _quotes(g2) == ["Sorting at 5\u201310 Hz"]


def test_cleaned_span_maps_the_original_sentence_onto_the_cleaned_text():
    source = r"First one. The cost is $\mathcal{O}(n)$ here. Last."
    ct = clean(source)
    start, end = _cleaned_span(r"The cost is $\mathcal{O}(n)$ here.", source, ct)
    assert ct.text[start:end] == "The cost is O(n) here."
    assert _cleaned_span("Not in it.", source, ct) is None
    assert _cleaned_span(r"\textbf{}", r"A. \textbf{} B.", clean(r"A. \textbf{} B.")) is None


def test_a_paper_without_a_source_abstract_keeps_its_quotes_as_written():
    # cleaning changed nothing (no kgo:sourceAbstract): a quote is not cleaned, even one
    # that looks like markup ("a *b* c" is what the abstract says)
    text = "We propose StarSort, which sorts a * b * c products. It is fast."
    ex = _raw_paper("p-1", text, "StarSort")
    g = build_graph([ex], resolve([ex]), base_iri="https://example.org/kg/")
    g2 = Graph()
    for s, p, o in g:
        if p == KGO.sentence:
            o = Literal("We propose *StarSort* here.", lang=o.language)
        g2.add((s, p, o))
    assert not list(g2.objects(None, KGO.sourceAbstract))
    assert _quotes(g2) == ["We propose *StarSort* here."]
