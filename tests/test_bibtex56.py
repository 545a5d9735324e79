"""kg query --format bibtex: the papers a SELECT answer names, as BibTeX (session 56).
Records written for these tests."""
import bibtexparser
import pytest
from rdflib import RDF, RDFS, Graph, Literal, Namespace, URIRef
from rdflib.namespace import DCTERMS

from kg.bibtex import bibtex_text, entry_key, papers_named
from kg.ontology import BIBO, KGO, SCHEMA
from kg.query import QueryError, format_result, run_query, text_query

R = Namespace("https://example.org/r/")


def _graph():
    g = Graph()
    venue = R["venue/neurips-2023"]
    g.add((venue, RDFS.label, Literal("NeurIPS 2023")))
    g.add((venue, KGO.year, Literal("2023")))
    for pid, title, names, key, v in (
            ("p1", "Zorbnet: Routing & 50% Fewer FLOPs for Müller's Nets", ["Jörg Müller", "Ana Li"], "zorb2023", venue),
            ("p2", "Quillprobe {Diagnostics}", ["Kai Wen"], None, None)):
        p = R[pid]
        g.add((p, RDF.type, KGO.Paper))
        g.add((p, DCTERMS.identifier, Literal(pid)))
        g.add((p, DCTERMS.title, Literal(title, lang="en")))
        g.add((p, RDFS.label, Literal(title, lang="en")))
        if key:
            g.add((p, SCHEMA.identifier, Literal(key)))
        if v is not None:
            g.add((p, KGO.publishedIn, v))
        seq = R[f"{pid}-authors"]
        g.add((p, BIBO.authorList, seq))
        g.add((seq, RDF.type, RDF.Seq))
        for i, n in enumerate(names, start=1):
            g.add((seq, URIRef(f"{RDF}_{i}"), Literal(n)))
    return g


def _bib(g, query):
    return bibtex_text(run_query(text_query(query), g), g)


def test_entries_in_answer_order_with_escaped_text():
    g = _graph()
    text = _bib(g, "PREFIX kgo: <https://w3id.org/paperkg/ontology#> "
                   "SELECT ?paper WHERE { ?paper a kgo:Paper } ORDER BY DESC(?paper)")
    lib = bibtexparser.parse_string(text)
    assert [e.key for e in lib.entries] == ["p2", "zorb2023"]
    assert [e.entry_type for e in lib.entries] == ["misc", "inproceedings"]
    zorb = lib.entries[1]
    assert zorb["booktitle"] == "NeurIPS 2023" and zorb["year"] == "2023"
    assert zorb["author"] == 'J\\"org M\\"uller and Ana Li'  # the library's LaTeX encoding
    assert "\\&" in zorb["title"] and "50\\%" in zorb["title"]
    assert "\\{Diagnostics\\}" in lib.entries[0]["title"]
    assert text == _bib(g, "PREFIX kgo: <https://w3id.org/paperkg/ontology#> "
                           "SELECT ?paper WHERE { ?paper a kgo:Paper } ORDER BY DESC(?paper)")  # deterministic


def test_only_papers_and_each_once():
    g = _graph()
    text = _bib(g, "PREFIX kgo: <https://w3id.org/paperkg/ontology#> "
                   "SELECT ?paper ?venue WHERE { ?paper a kgo:Paper . OPTIONAL { ?paper kgo:publishedIn ?venue } "
                   "VALUES ?x { 1 2 } } ORDER BY ?paper")
    assert [e.key for e in bibtexparser.parse_string(text).entries] == ["zorb2023", "p2"]
    assert _bib(g, "SELECT ?s WHERE { VALUES ?s { <https://example.org/none> } }") == ""


def test_ask_is_refused_and_format_result_says_so():
    g = _graph()
    with pytest.raises(QueryError):
        bibtex_text(run_query(text_query("ASK { ?s ?p ?o }"), g), g)
    with pytest.raises(ValueError, match="bibtex needs the graph"):
        format_result(run_query(text_query("SELECT ?s WHERE { ?s ?p ?o } LIMIT 1"), g), "bibtex")


def test_helpers():
    assert entry_key("Smith 2024, {x}") == "Smith_2024_x"
    assert entry_key("  ") == "paper"
    a, b = URIRef("urn:a"), URIRef("urn:b")
    assert papers_named([(b, Literal("x")), (a, b), (None, a)]) == [b, a]


def test_doi_and_url_verbatim_and_repeated_key():
    from kg.bibtex import bibtex_entries
    rows = [{"paper": "urn:p1", "id": "p1", "key": "", "title": "A_b & c", "venue": "unknown venue (sheet)",
             "year": "2024", "authors": "Jo Ng", "doi": "https://doi.org/10.1000/a_b", "url": "https://x.org/a_b?id=1"},
            {"paper": "urn:p2", "id": "p1", "key": "", "title": "Other", "venue": "", "year": "",
             "authors": "", "doi": "", "url": ""}]
    lib = bibtex_entries(rows)
    first, second = lib.entries
    assert (first.key, first.entry_type, second.key) == ("p1", "misc", "p1-2")
    assert first["doi"] == "10.1000/a_b" and first["url"] == "https://x.org/a_b?id=1"
    assert first["title"] == "A\\_b \\& c" and "booktitle" not in first.fields_dict
