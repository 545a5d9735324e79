"""BibTeX of the papers a query answer names: ``kg query NAME --format bibtex`` (session 56).

A survey author who asks the graph "which papers propose a method for task X" or "which
papers report results on dataset Y" wants those papers as a ``.bib`` file. Any SELECT answer
whose cells hold kgo:Paper IRIs (a ``?paper`` column, as ``papers-on-dataset``,
``paper-table``, ``results-by-method`` and most shipped queries have) can be written so:
:func:`bibtex_text` collects the papers in the order the answer first names them (the
query's ORDER BY: deterministic), reads their metadata from the same graph or store
(:func:`kg.graph.paper_rows`: title, authors in order, venue, year, DOI, URL, source key) and
writes one entry each with bibtexparser (its LaTeX-encoding middleware escapes the text
fields; a DOI and an address stay verbatim; nothing is hand-escaped).

An entry is ``@inproceedings`` with ``booktitle`` when the paper's venue is named (not a
venue made up from a file name, "unknown venue (...)"), else ``@misc``. Its key is the
record's own citation key (schema:identifier; the first of a merged paper's keys), else its
identifier; characters BibTeX keys cannot hold become ``_``, and a key met again gets
``-2``, ``-3`` ... in answer order.
"""
from __future__ import annotations

import re
from typing import Iterable, Sequence

from rdflib import RDF, Graph, URIRef

from kg.ontology import KGO

#: Venue labels PaperKG makes up when a record names none (kg.read): no booktitle.
_MADE_UP_VENUE = re.compile(r"^unknown venue\b", re.I)
#: Characters a BibTeX citation key may not hold (space, comma, braces, quotes, #, %, ~, =, \\).
_KEY_BAD = re.compile(r"[\s,{}()\"'#%~=\\]+")

#: The query that reads the papers' metadata: each paper's triples, and those of its author
#: list and venue (:func:`kg.graph.paper_rows` reads them).
_METADATA = """PREFIX bibo: <http://purl.org/ontology/bibo/>
PREFIX kgo: <https://w3id.org/paperkg/ontology#>
CONSTRUCT { ?paper ?p ?o . ?o ?p2 ?o2 }
WHERE {
  VALUES ?paper { %s }
  ?paper ?p ?o .
  OPTIONAL { FILTER(?p IN (bibo:authorList, kgo:publishedIn)) ?o ?p2 ?o2 }
}"""


def papers_named(rows: Iterable[Sequence]) -> list[URIRef]:
    """The IRIs in the cells of ``rows`` (query answer rows of rdflib terms, None for an
    unbound cell), each once, in the order first met (row by row, cell by cell)."""
    seen: dict[URIRef, None] = {}
    for row in rows:
        for cell in row:
            if isinstance(cell, URIRef) and cell not in seen:
                seen[cell] = None
    return list(seen)


def entry_key(raw: str) -> str:
    """A BibTeX citation key from a record key or identifier ``raw``: characters keys cannot
    hold become ``_`` (``"Smith 2024"`` -> ``"Smith_2024"``); ``"paper"`` for an empty one."""
    key = _KEY_BAD.sub("_", raw.strip()).strip("_")
    return key or "paper"


def bibtex_entries(rows: Sequence[dict[str, str]]):
    """A bibtexparser :class:`~bibtexparser.Library` of one entry per paper row (the dicts of
    :func:`kg.graph.paper_rows`), in the given order; see the module docstring for the entry
    type, fields and key. The text fields (author, title, booktitle) are LaTeX-encoded by
    bibtexparser's :class:`~bibtexparser.middlewares.LatexEncodingMiddleware`; ``year``,
    ``doi`` and ``url`` are added after it as written (a DOI or address is verbatim in
    BibTeX: ``10.1000/a_b`` keeps its underscore)."""
    import bibtexparser
    from bibtexparser.middlewares import LatexEncodingMiddleware
    from bibtexparser.model import Entry, Field

    from kg.graph import CELL_JOIN, DOI_ADDRESS
    from kg.records import KEY_JOIN

    library = bibtexparser.Library()
    used: dict[str, int] = {}
    for row in rows:
        base = entry_key((row.get("key") or "").split(KEY_JOIN)[0] or row.get("id") or "")
        n = used.get(base, 0) + 1
        used[base] = n
        key = base if n == 1 else f"{base}-{n}"
        venue = row.get("venue") or ""
        booktitle = venue if venue and not _MADE_UP_VENUE.match(venue) else ""
        fields = []
        authors = [a for a in (row.get("authors") or "").split(CELL_JOIN) if a.strip()]
        if authors:
            fields.append(Field("author", " and ".join(authors)))
        fields.append(Field("title", row.get("title") or row.get("label") or ""))
        if booktitle:
            fields.append(Field("booktitle", booktitle))
        library.add(Entry("inproceedings" if booktitle else "misc", key, fields))
    library = LatexEncodingMiddleware(enclose_urls=False).transform(library)
    for entry, row in zip(library.entries, rows):
        if row.get("year"):
            entry.set_field(Field("year", row["year"]))
        doi = row.get("doi") or ""
        if doi:
            doi = doi.split(CELL_JOIN)[0]
            entry.set_field(Field("doi", doi[len(DOI_ADDRESS):] if doi.startswith(DOI_ADDRESS) else doi))
        if row.get("url"):
            entry.set_field(Field("url", row["url"].split(CELL_JOIN)[0]))
    return library


def bibtex_text(result, source) -> str:
    """``kg query --format bibtex``: the BibTeX of the papers a SELECT answer names.

    Args:
        result: a :class:`kg.query.QueryResult` of a SELECT query (its rows of rdflib terms).
        source: what the query ran on (:func:`kg.query.run_query`'s ``source``), from which the
            papers' metadata is read.
    Returns:
        The entries (bibtexparser's writer, text LaTeX-encoded), ending with a newline; empty
        when the answer names no kgo:Paper.
    Raises:
        kg.query.QueryError: an ASK, CONSTRUCT or DESCRIBE answer (no table of papers).
    """
    import bibtexparser

    from kg.graph import paper_rows
    from kg.query import QueryError, run_query, text_query

    if result.boolean is not None or result.triples:
        raise QueryError("--format bibtex writes the papers a SELECT query's rows name (a ?paper column); "
                         "an ASK, CONSTRUCT or DESCRIBE answer names none")
    iris = papers_named(result.rows)
    if not iris:
        return ""
    found = run_query(text_query(_METADATA % " ".join(f"<{i}>" for i in iris)), source)
    g = Graph()
    for triple in found.rows:
        g.add(triple)
    papers = {str(s) for s in g.subjects(RDF.type, KGO.Paper)}
    by_iri = {row["paper"]: row for row in paper_rows(g)}
    rows = [by_iri[str(i)] for i in iris if str(i) in by_iri and str(i) in papers]
    if not rows:
        return ""
    text = bibtexparser.write_string(bibtex_entries(rows))
    return text.rstrip("\n") + "\n"

