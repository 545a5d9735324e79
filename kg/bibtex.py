r"""BibTeX of the papers a query answer names: ``kg query NAME --format bibtex`` (session 56).

A survey author who asks the graph "which papers propose a method for task X" or "which
papers report results on dataset Y" wants those papers as a ``.bib`` file. Any SELECT answer
whose cells hold kgo:Paper IRIs (a ``?paper`` column, as ``papers-on-dataset``,
``paper-table``, ``paper-overview`` and, since session 59, ``results-by-method`` and
``methods-for-task`` have) can be written so: :func:`bibtex_text` collects the papers in the
order the answer first names them (the query's ORDER BY: deterministic), reads their metadata
from the same graph or store (:func:`kg.graph.paper_rows`: title, authors in order, venue,
year, DOI, URL, source key; and the paper's arXiv id, its schema:sameAs
``https://arxiv.org/abs/ID``) and writes one entry each with bibtexparser (its LaTeX-encoding
middleware escapes the text fields; a DOI, an address and an arXiv id stay verbatim; nothing is
hand-escaped). A literal cell of a column named ``paper`` may hold several paper IRIs joined
with ``" | "`` (``methods-for-task``: the papers proposing a method); each counts. An
aggregate answer (``papers-per-task``, ``datasets-by-papers``: counts and joined labels, no
IRI) names no paper: :func:`no_paper_note` says so (``kg query``'s ``kg: note:``,
:func:`bibtex_text`'s warning).

Entry types (session 59): a paper whose venue is named (not a venue made up from a file name,
"unknown venue (...)", and not arXiv itself) is ``@inproceedings`` with ``booktitle``; an arXiv
preprint (its venue arXiv, or none, and an arXiv id) is ``@misc`` with ``eprint = {ID}`` and
``archivePrefix = {arXiv}``, the fields both BibTeX styles (natbib's plainnat, arXiv's own
export) and biblatex (which reads ``archivePrefix`` as ``eprinttype``) print as "arXiv:ID";
``@misc`` rather than ``@article`` with a made-up ``journal``, as arXiv's own BibTeX export
and biblatex's documentation write a preprint. A published paper with an arXiv id keeps its
``@inproceedings`` and gets ``eprint`` and ``archivePrefix`` too. Any other paper is ``@misc``.

Titles (session 59): after the library's encoding, a word one of whose hyphen-separated parts
holds a capital after its first character (an acronym, "DDPM", "3D"; a CamelCase name,
"GeoDiffusion", "DPM-Solver"; "iPhone"; not the title-case "Text-Prompted", nor "U-Net", whose
parts are one capital and a capitalised word: protect such a name by hand) is wrapped in braces,
``{GeoDiffusion}``, so that a bibliography style that lowercases titles keeps it, as BibTeX
users write them; a word holding LaTeX markup already (a backslash or a
brace) is left as it is. The en dash and em dash the encoder writes as ``{\textendash}`` and
``{\textemdash}`` are written ``--`` and ``---``, as BibTeX users type them (a title's ``--``
is read as an en dash, :func:`kg.graph.clean_title`).

The key is the record's own citation key (schema:identifier; the first of a merged paper's
keys), else its identifier; characters BibTeX keys cannot hold become ``_``, and a key met
again gets ``-2``, ``-3`` ... in answer order. Fields the graph does not hold (pages, month,
publisher, volume, editor ...) are not written: the graph keeps a record's title, authors,
venue, year, DOI, URL, arXiv id and key only.
"""
from __future__ import annotations

import re
from typing import Iterable, Optional, Sequence

from rdflib import RDF, Graph, Literal, URIRef

from kg.ontology import ARXIV_ABS, KGO, SCHEMA

#: Venue labels PaperKG makes up when a record names none (kg.read): no booktitle.
_MADE_UP_VENUE = re.compile(r"^unknown venue\b", re.I)
#: Venue labels of arXiv itself ("arXiv 2024", "arXiv"): a preprint, no booktitle.
_ARXIV_VENUE = re.compile(r"^arxiv\b", re.I)
#: A title word as split for brace protection: leading punctuation, the word, trailing punctuation.
_TITLE_WORD = re.compile(r"^([(\[\"'`]*)(.*?)([)\]\"'.,:;!?]*)$", re.S)
#: What the LaTeX encoder writes for dashes, and what BibTeX users type for them.
_DASHES = (("{\\textendash}", "--"), ("{\\textemdash}", "---"))
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


def papers_named(rows: Iterable[Sequence], names: Optional[Sequence[str]] = None) -> list[URIRef]:
    """The IRIs in the cells of ``rows`` (query answer rows of rdflib terms, None for an
    unbound cell), each once, in the order first met (row by row, cell by cell).

    ``names`` (optional): the answer's column names; a literal cell of a column named
    ``paper`` then counts as the IRIs it holds, joined with ``" | "`` (or white space):
    ``methods-for-task`` gives the papers proposing a method so, one row per method."""
    seen: dict[URIRef, None] = {}
    joined = [n == "paper" for n in names] if names else []
    for row in rows:
        for i, cell in enumerate(row):
            if isinstance(cell, URIRef):
                seen.setdefault(cell, None)
            elif isinstance(cell, Literal) and i < len(joined) and joined[i]:
                for part in re.split(r"[\s|]+", str(cell)):
                    if re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:\S+$", part):
                        seen.setdefault(URIRef(part), None)
    return list(seen)


def entry_key(raw: str) -> str:
    """A BibTeX citation key from a record key or identifier ``raw``: characters keys cannot
    hold become ``_`` (``"Smith 2024"`` -> ``"Smith_2024"``); ``"paper"`` for an empty one."""
    key = _KEY_BAD.sub("_", raw.strip()).strip("_")
    return key or "paper"


def protect_title(title: str) -> str:
    r"""A LaTeX-encoded title (bibtexparser's :class:`LatexEncodingMiddleware` output) as
    BibTeX users write it: each word one of whose hyphen- or slash-separated parts holds a
    capital after its first character (``DDPM``, ``3D``, ``GeoDiffusion``, ``DPM-Solver``,
    ``iPhone``) wrapped in braces, punctuation around it left outside (``{GeoDiffusion}:``), so
    a style that lowercases titles keeps it (a title-case compound, ``Text-Prompted``, is left
    for the style to lowercase); a word
    holding a backslash or a brace (LaTeX markup already) is left as it is; the encoder's
    ``{\textendash}`` and ``{\textemdash}`` written ``--`` and ``---``.

    >>> protect_title("GeoDiffusion: Text-Prompted Control for DDPM {\\textendash} a Study")
    '{GeoDiffusion}: Text-Prompted Control for {DDPM} -- a Study'
    """
    for encoded, typed in _DASHES:
        title = title.replace(encoded, typed)
    parts = re.split(r"(\s+)", title)
    for i, word in enumerate(parts):
        if not word or word.isspace() or "\\" in word or "{" in word or "}" in word:
            continue
        m = _TITLE_WORD.match(word)
        lead, core, trail = m.group(1), m.group(2), m.group(3)
        if any(ch.isupper() for part in re.split(r"[-/]+", core) for ch in part[1:]):
            parts[i] = f"{lead}{{{core}}}{trail}"
    return "".join(parts)


def bibtex_entries(rows: Sequence[dict[str, str]]):
    """A bibtexparser :class:`~bibtexparser.Library` of one entry per paper row (the dicts of
    :func:`kg.graph.paper_rows`, with an optional ``arxiv`` key: the paper's arXiv id), in the
    given order; see the module docstring for the entry type, fields and key. The text fields
    (author, title, booktitle) are LaTeX-encoded by bibtexparser's
    :class:`~bibtexparser.middlewares.LatexEncodingMiddleware`, the title then brace-protected
    (:func:`protect_title`); ``year``, ``eprint``, ``archivePrefix``, ``doi`` and ``url`` are
    added after it as written (a DOI or address is verbatim in BibTeX: ``10.1000/a_b`` keeps
    its underscore)."""
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
        booktitle = venue if venue and not _MADE_UP_VENUE.match(venue) and not _ARXIV_VENUE.match(venue) else ""
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
        entry.set_field(Field("title", protect_title(entry["title"])))
        if row.get("year"):
            entry.set_field(Field("year", row["year"]))
        if row.get("arxiv"):
            entry.set_field(Field("eprint", row["arxiv"]))
            entry.set_field(Field("archivePrefix", "arXiv"))
        doi = row.get("doi") or ""
        if doi:
            doi = doi.split(CELL_JOIN)[0]
            entry.set_field(Field("doi", doi[len(DOI_ADDRESS):] if doi.startswith(DOI_ADDRESS) else doi))
        if row.get("url"):
            entry.set_field(Field("url", row["url"].split(CELL_JOIN)[0]))
    return library


def no_paper_note(result, where: str) -> Optional[str]:
    """What ``kg query --format bibtex`` says (a ``kg: note:``) and :func:`bibtex_text` warns
    when a SELECT answer gave no entry: ``where`` (the query's name or file) and why, its
    answer has no rows or names no kgo:Paper of the graph (an aggregate answer,
    ``papers-per-task`` or ``datasets-by-papers``: counts, task or dataset IRIs and joined
    labels, no paper IRI), with its columns and the shipped queries that name papers.

    Args:
        result: a :class:`kg.query.QueryResult` of a SELECT query.
        where: how to name the query (``methods-for-task``, ``my.rq``, ``<text>``).
    Returns:
        One line without the ``kg: note:`` prefix; None for an ASK, CONSTRUCT or DESCRIBE
        answer (refused before: :func:`bibtex_text`).
    """
    if result.boolean is not None or result.triples:
        return None
    if not result.rows:
        return f"{where}: --format bibtex wrote no entry: the answer has no rows"
    cols = ", ".join(f"?{v}" for v in result.vars) or "none"
    return (f"{where}: --format bibtex wrote no entry: its answer names no paper (no kgo:Paper IRI "
            f"in its columns {cols}); a query with a ?paper column gives BibTeX, e.g. "
            f"papers-on-dataset, paper-table, methods-for-task or results-by-method")


def bibtex_text(result, source, where: Optional[str] = None, warn: bool = True) -> str:
    """``kg query --format bibtex``: the BibTeX of the papers a SELECT answer names.

    Args:
        result: a :class:`kg.query.QueryResult` of a SELECT query (its rows of rdflib terms).
        source: what the query ran on (:func:`kg.query.run_query`'s ``source``), from which the
            papers' metadata is read.
        where: how to name the query in the warning (default ``"the query"``).
        warn: when the answer gives no entry, warn (``warnings.warn``, a :class:`UserWarning`
            whose text is :func:`no_paper_note`'s; session 59: it was silent). ``kg query``
            passes False and prints the note itself.
    Returns:
        The entries (bibtexparser's writer, text LaTeX-encoded), ending with a newline; empty
        when the answer names no kgo:Paper (no rows, or an aggregate answer without a
        ``?paper`` column: ``papers-per-task``, ``datasets-by-papers``).
    Raises:
        kg.query.QueryError: an ASK, CONSTRUCT or DESCRIBE answer (no table of papers).
    """
    import warnings

    import bibtexparser

    from kg.graph import paper_rows
    from kg.query import QueryError, run_query, text_query

    if result.boolean is not None or result.triples:
        raise QueryError("--format bibtex writes the papers a SELECT query's rows name (a ?paper column); "
                         "an ASK, CONSTRUCT or DESCRIBE answer names none")
    iris = papers_named(result.rows, result.vars)
    rows = []
    if iris:
        found = run_query(text_query(_METADATA % " ".join(f"<{i}>" for i in iris)), source)
        g = Graph()
        for triple in found.rows:
            g.add(triple)
        papers = {str(s) for s in g.subjects(RDF.type, KGO.Paper)}
        by_iri = {row["paper"]: row for row in paper_rows(g)}
        for i in iris:
            if str(i) in by_iri and str(i) in papers:
                row = dict(by_iri[str(i)])
                arxiv = sorted(str(o)[len(str(ARXIV_ABS)):] for o in g.objects(i, SCHEMA.sameAs)
                               if str(o).startswith(str(ARXIV_ABS)))
                row["arxiv"] = arxiv[0] if arxiv else ""
                rows.append(row)
    if not rows:
        if warn:
            warnings.warn(no_paper_note(result, where or "the query"), UserWarning, stacklevel=2)
        return ""
    text = bibtexparser.write_string(bibtex_entries(rows))
    return text.rstrip("\n") + "\n"
