"""Run PaperKG's shipped SPARQL queries (``queries/*.rq``) or your own: ``kg query``.

Query files
-----------
A query file is SPARQL 1.1 text whose leading ``#`` comment block is its header::

    # Title: Papers evaluated on a dataset
    # Question: Which papers report experiments on a given dataset, and with which method?
    #   (a header value may continue on the following comment lines)
    # @param dataset = Market-1501
    PREFIX kgo: <https://w3id.org/paperkg/ontology#>
    SELECT ?dataset ?paper ... WHERE { ... FILTER(lcase(str(?label)) = lcase(str(?dataset))) }

``# @param NAME = DEFAULT`` declares a parameter: the SPARQL variable ``?NAME`` is bound at
run time to the value given by the user (``--param NAME=VALUE``) or else to DEFAULT (the
rest of the line, stripped), so every query runs as it is.

Binding is done by the engine, never by editing the query text: rdflib's ``initBindings``
or pyoxigraph's ``substitutions`` (RDF-dev SEP-0007). Values become RDF terms by one rule
(:func:`param_term`): ``<...>``, or a value starting with ``http://`` or ``https://``, is an
IRI; anything else is a plain literal (``xsd:string``). Because pyoxigraph substitutes only
projected variables, **a parameter variable must appear in the top-level SELECT** (and in
GROUP BY when the query aggregates); it then echoes the value on every row. The shipped
queries compare labels on their string value ignoring case and, since session 59, spaces,
hyphens, dashes (U+2010 to U+2015) and underscores, as entity resolution makes such spellings
one node: ``FILTER(REPLACE(lcase(str(?label)), "[\\s_\\-‐-―]+", "") = REPLACE(lcase(str(?dataset)),
"[\\s_\\-‐-―]+", ""))`` over ``rdfs:label``, ``skos:prefLabel`` and ``skos:altLabel``, so
``market 1501`` and ``MARKET1501`` find "Market-1501". A query with parameters that finds
nothing makes :func:`run_query` warn (:class:`NoMatchWarning`) and ``kg query`` print a note.

Engines
-------
:func:`run_query` runs on an ``rdflib.Graph`` (rdflib's SPARQL engine), on a
:class:`kg.store.GraphStore` or ``pyoxigraph.Store`` (Oxigraph, in Rust), or on a path: a
store directory, or an RDF file loaded into an in-memory Oxigraph store. Both engines give
the same rows as rdflib terms.
"""
from __future__ import annotations

import csv
import io
import json
import os
import re
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional, TextIO, Union

import pyoxigraph as ox
import rdflib
from rdflib import BNode, Literal, URIRef, Variable
from rdflib.namespace import RDFS, SKOS

from kg.ontology import DEFAULT_BASE_IRI, PREFIXES
from kg.resources import resource_dir
from kg.store import (OX_FORMATS, QUAD_FORMATS, GraphStore, StoreError, bulk_load_file, from_ox, rdf_format,
                      rdfxml_error, to_ox, union_default_graph, xml_error)

__all__ = [
    "QUERIES_DIR",
    "Query",
    "QueryError",
    "QueryResult",
    "NoMatchWarning",
    "bind_params",
    "call_with_stack",
    "cli_query",
    "format_result",
    "list_queries",
    "load_query",
    "locate_syntax_error",
    "param_term",
    "parse_query",
    "query_error",
    "query_shape",
    "read_stdin_query",
    "text_query",
    "rdflib_parse",
    "QueryShape",
    "run_query",
    "semantic_error",
    "star_order",
    "syntax_error_message",
    "SyntaxErrorAt",
    "too_deep",
]

#: The shipped queries: the repository's ``queries/`` folder in a checkout, the packaged
#: copy in an installed wheel (see :func:`kg.resources.resource_dir`).
QUERIES_DIR = resource_dir("queries")

#: Graph read by ``kg query`` when neither --graph nor --store is given (relative to cwd).
DEFAULT_GRAPH = Path("exports") / "graph.ttl"

#: The formats of a SELECT or ASK answer (a table of solutions, or a boolean).
RESULT_FORMATS = ("table", "csv", "tsv", "json")
#: The formats of a CONSTRUCT or DESCRIBE answer (an RDF graph), each written by pyoxigraph's
#: serializer (:func:`graph_text`): ``turtle`` (the default for them), ``nt`` (N-Triples),
#: ``jsonld`` (expanded JSON-LD). ``table`` lists the triples for reading, one a row.
GRAPH_FORMATS = ("turtle", "nt", "jsonld")
#: The formats of the papers a SELECT answer names, read from the graph it ran on (session
#: 56): ``bibtex`` (:func:`kg.bibtex.bibtex_text`), which :func:`format_result` cannot write
#: from the rows alone (``kg query`` and :func:`_run_here` do).
PAPER_FORMATS = ("bibtex",)
FORMATS = RESULT_FORMATS + GRAPH_FORMATS + PAPER_FORMATS

#: ``@param NAME = DEFAULT``, or ``@param NAME ?= DEFAULT``: a default that holds only when no
#: parameter of the query is given (else NAME is left unbound unless given; see :class:`Query`).
_PARAM_RE = re.compile(r"^@param\s+([A-Za-z_][A-Za-z0-9_]*)\s*(\?)?=\s*(.*?)\s*$")
_KEY_RE = re.compile(r"^(title|question)\s*:\s*(.*)$", re.IGNORECASE)
_NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")


class QueryError(ValueError):
    """A query cannot be found, parsed, bound or run; the message names the file."""


@dataclass(frozen=True)
class Query:
    """A SPARQL query with its header.

    Attributes:
        name: file stem (``papers-on-dataset``) or ``"<text>"``.
        text: the full SPARQL text (header comments included; they are SPARQL comments).
        title: one-line title (the file stem when the header has none).
        question: the question the query answers ("" when not stated).
        params: ``{name: default}`` in declaration order.
        path: the file it was read from, if any.
        open_params: the parameters declared ``NAME ?= DEFAULT``: their default holds only
            when no parameter is given; when another one is, a parameter of these not given is
            left unbound (open), so ``link-evidence`` with ``subject`` alone gives every link
            of that subject. The query must be written for an unbound variable, through
            COALESCE (``lcase(str(COALESCE(?object, ?label))) = lcase(str(?label))``): not
            ``BOUND(?object)``, which pyoxigraph answers false even for a given (substituted)
            parameter, so :func:`parse_query` refuses it.
    """

    name: str
    text: str
    title: str
    question: str = ""
    params: dict[str, str] = field(default_factory=dict)
    path: Optional[Path] = None
    open_params: frozenset = frozenset()


@dataclass
class QueryResult:
    """Rows of a query.

    Attributes:
        vars: column names (SELECT variables; ``subject predicate object`` for
            CONSTRUCT/DESCRIBE; ``[]`` for ASK).
        rows: one tuple per solution, of rdflib terms (``URIRef``/``Literal``/``BNode``),
            None where a variable is unbound. CONSTRUCT/DESCRIBE triples are sorted.
        boolean: the answer of an ASK query, else None.
        streamed: the number of SELECT rows handed to a :class:`RowSink` instead of kept in
            ``rows`` (which is then empty), else None.
        triples: True for the answer of a CONSTRUCT or DESCRIBE query (an RDF graph, whose
            ``rows`` are its triples), which :func:`format_result` writes as RDF.
    """

    vars: list[str]
    rows: list[tuple]
    boolean: Optional[bool] = None
    streamed: Optional[int] = None
    triples: bool = False

    def to_dicts(self) -> list[dict]:
        """The rows as plain Python values, one dict per row, ``{column: value}`` in
        :attr:`vars` order (session 59), for pandas (``pandas.DataFrame(result.to_dicts())``)
        or ``csv.DictWriter``. Each cell becomes:

        - an IRI (``URIRef``) or blank node: its text, ``str``;
        - a literal: rdflib's ``Literal.toPython()``: ``int`` for xsd:integer (and its
          sub-types), ``decimal.Decimal`` for xsd:decimal (a result's ``value``: ``float(v)``
          to compute), ``float`` for xsd:double / xsd:float, ``bool`` for xsd:boolean,
          ``datetime.date`` / ``datetime.datetime`` for xsd:date / xsd:dateTime, ``str`` for
          a plain or language-tagged string (the tag dropped: ``"DDPM"@en`` -> ``"DDPM"``); a
          literal whose text is not of its datatype (``"abc"^^xsd:integer``) stays its text,
          ``str``;
        - an unbound cell: ``None``.

        An ASK answer has no rows (read :attr:`boolean`); a streamed answer's rows went to its
        sink, so both give ``[]``. A CONSTRUCT or DESCRIBE answer gives its triples under
        ``subject``, ``predicate``, ``object``.
        """
        def value(term):
            if term is None:
                return None
            if isinstance(term, Literal):
                v = term.toPython()
                return str(term) if isinstance(v, Literal) else v
            return str(term)

        return [dict(zip(self.vars, (value(t) for t in row))) for row in self.rows]


class RowSink:
    """Where :func:`run_query` hands SELECT rows one by one as the engine produces them, so that
    a result of millions of rows is never held in memory (``kg query --format csv``).

    Subclasses implement :meth:`start` (called once, with the column names, before any row)
    and :meth:`row` (one tuple of rdflib terms or None per solution)."""

    def start(self, names: list[str]) -> None:
        """Receive the column names (list of str) before the first row."""
        raise NotImplementedError

    def row(self, values: tuple) -> None:
        """Receive one solution: a tuple of rdflib terms, None where a variable is unbound."""
        raise NotImplementedError


class CsvSink(RowSink):
    """A :class:`RowSink` writing SPARQL 1.1 Query Results CSV to a text stream, row by row,
    exactly as :func:`format_result` writes ``"csv"`` (CRLF lines, :func:`_csv_cell` cells;
    ``guard`` False: without the formula guard, ``kg query --csv-raw``)."""

    def __init__(self, out: TextIO, guard: bool = True) -> None:
        self._out = out
        self._guard = guard
        self._writer = csv.writer(out, lineterminator="\r\n")

    def start(self, names: list[str]) -> None:
        self._writer.writerow(names)

    def row(self, values: tuple) -> None:
        self._writer.writerow([_csv_cell(t, self._guard) for t in values])


class TsvSink(RowSink):
    """A :class:`RowSink` writing SPARQL 1.1 Query Results TSV to a text stream, exactly as
    :func:`format_result` writes ``"tsv"`` (Oxigraph's serializer, :func:`tsv_text`), in
    chunks of :data:`TSV_CHUNK_ROWS` rows, so that a huge answer is never held whole."""

    def __init__(self, out: TextIO) -> None:
        self._out, self._names, self._rows = out, [], []

    def start(self, names: list[str]) -> None:
        self._names = names
        self._out.write(tsv_text(names, []))

    def row(self, values: tuple) -> None:
        self._rows.append(values)
        if len(self._rows) >= TSV_CHUNK_ROWS:
            self.flush()

    def flush(self) -> int:
        """Write the rows held (without a header); returns how many."""
        n = len(self._rows)
        if n:
            text = tsv_text(self._names, self._rows)
            self._out.write(text[text.index("\n") + 1:])
            self._rows = []
        return n


#: Rows a :class:`TsvSink` holds before it writes them (one call of Oxigraph's serializer each).
TSV_CHUNK_ROWS = 1000


#: The column of an ASK answer in CSV and TSV (SPARQL 1.1 Query Results CSV and TSV define no
#: boolean answer, only SELECT ones): Apache Jena's, ``_askResult`` (``?_askResult`` in TSV, whose
#: header names are variables), the one store convention with a header (Oxigraph writes a bare
#: ``true`` in both, RDF4J refuses a boolean in either), and the one Jena's CSV / TSV readers
#: read back as a boolean. A header makes a CSV reader (a spreadsheet, ``csv.DictReader``,
#: pandas) read one row holding the answer, where a header-less ``true`` reads as a column named
#: true with no row. Session 45 first wrote ``boolean`` in CSV and a bare ``true`` in TSV.
ASK_COLUMN = "_askResult"
#: The header line of an ASK answer in CSV.
ASK_CSV_HEADER = ASK_COLUMN
#: The header line of an ASK answer in TSV (a variable, as every TSV header cell is).
ASK_TSV_HEADER = "?" + ASK_COLUMN


def ask_text(boolean: bool, fmt: str) -> str:
    """An ASK answer ``boolean`` (bool) in ``fmt`` (``"csv"`` or ``"tsv"``), the one writer of
    both ``kg query --format csv|tsv`` and ``kg serve``'s ``text/csv`` / ``text/tab-separated-values``
    answers, so that they are the same bytes, with the same header convention in both (Jena's,
    :data:`ASK_COLUMN`): CSV is a header line :data:`ASK_CSV_HEADER` and a line ``true`` or
    ``false``, each ending in CRLF (RFC 4180, as every CSV line of a SELECT); TSV is a header line
    :data:`ASK_TSV_HEADER` and ``true`` or ``false``, each ending in a line feed (as every TSV line
    does). Returns the text (str). Raises ValueError for another format."""
    word = "true" if boolean else "false"
    if fmt == "csv":
        return f"{ASK_CSV_HEADER}\r\n{word}\r\n"
    if fmt == "tsv":
        return f"{ASK_TSV_HEADER}\n{word}\n"
    raise ValueError(f"an ASK answer is written by ask_text as csv or tsv, not {fmt!r}")


def tsv_text(names: list[str], rows: list, boolean: Optional[bool] = None) -> str:
    """SPARQL 1.1 Query Results TSV of ``rows`` (tuples of rdflib terms, None where unbound)
    under the columns ``names``, or of an ASK's ``boolean``, written by Oxigraph's serializer
    (the rows go to it as SPARQL JSON, written by rdflib's serializer), so that ``kg query
    --format tsv`` and ``kg serve``'s TSV answers are the same bytes: a header line of
    ``?name`` columns, each cell an RDF term in N-Triples syntax (tab, line feed, CR, quote and
    backslash escaped in a literal), a number or boolean of XSD's canonical syntax bare (``3``,
    ``3.5``, ``true``), every line ending in LF. An ASK is :func:`ask_text`'s (a ``?_askResult``
    header, then ``true`` or ``false``, where Oxigraph writes a bare ``true``). Returns the text."""
    from rdflib.query import Result

    if boolean is not None:
        return ask_text(boolean, "tsv")
    r = Result("SELECT")
    r.vars = [Variable(v) for v in names]
    r.bindings = [{Variable(v): t for v, t in zip(names, row) if t is not None} for row in rows]
    parsed = ox.parse_query_results(r.serialize(format="json"), format=ox.QueryResultsFormat.JSON)
    return parsed.serialize(format=ox.QueryResultsFormat.TSV).decode("utf-8")


# ----------------------------------------------------------------------------- loading


#: Deepest nesting of brackets, braces and parentheses a query may have. Oxigraph's SPARQL
#: parser and evaluator recurse once per level on the native stack, and a stack overflow in
#: Rust is no Python exception: it kills the process (``kg query`` died with SIGSEGV, exit
#: 139, on 3,000 nested groups or 1,000 nested function calls). 128 is the ceiling of
#: serde_json and of other SPARQL parsers' recursion guards, far beyond any written query.
MAX_NESTING = 128

#: Stack of the thread a query runs in (:func:`call_with_stack`): the main thread's 8 MB
#: overflowed on long flat chains (20,000 ``||`` or ``UNION`` operands, a 20,000-pattern
#: group) that a 1 MB request can hold; 256 MB of address space (pages are used only when
#: touched) turns those into slow queries that a time limit stops.
QUERY_STACK_BYTES = 256 << 20

#: What a nesting scan skips: comments, strings (long and short, with escapes) and IRIs
#: (SPARQL 1.1 grammar [139] IRIREF), whose brackets are text.
_NEST_SKIP = re.compile(
    r"#[^\n]*"
    r"|'''(?:[^'\\]|\\.|'(?!''))*'''"
    r'|"""(?:[^"\\]|\\.|"(?!""))*"""'
    r"|'(?:[^'\\\n]|\\.)*'"
    r'|"(?:[^"\\\n]|\\.)*"'
    r'|<[^<>"{}|^`\\\x00-\x20]*>',
    re.S,
)
_NEST_TOKEN = re.compile(r"[{(\[})\]#'\"<]")


def too_deep(text: str, limit: int = MAX_NESTING) -> Optional[str]:
    """Why ``text`` nests too deeply for the engine, or None.

    Counts open ``{``, ``(`` and ``[`` outside comments, strings and IRIs; a closing one
    lowers the count (its kind is not checked: the parser reports a mismatch).

    Args:
        text: SPARQL text; limit: deepest nesting allowed (:data:`MAX_NESTING`).
    Returns:
        ``"L:C: brackets, braces and parentheses nested more than 128 levels deep, ..."``
        (line and column of the first bracket past the limit), or None.
    """
    depth = 0
    pos = 0
    while True:
        m = _NEST_TOKEN.search(text, pos)
        if m is None:
            return None
        ch = m.group()
        if ch in "#'\"<":
            skip = _NEST_SKIP.match(text, m.start())
            pos = skip.end() if skip else m.end()  # an unclosed string, or '<' the operator
            continue
        pos = m.end()
        if ch in "})]":
            depth = max(depth - 1, 0)
            continue
        depth += 1
        if depth > limit:
            line = text.count("\n", 0, m.start()) + 1
            col = m.start() - (text.rfind("\n", 0, m.start()) + 1) + 1
            return (f"{line}:{col}: brackets, braces and parentheses nested more than {limit} "
                    "levels deep, which the SPARQL engine cannot parse safely")


def call_with_stack(fn, *args, stack: int = QUERY_STACK_BYTES, collect: bool = True):
    """Call ``fn(*args)`` in a thread with a ``stack``-byte stack and return its result (or
    raise its exception) in the caller: Oxigraph recurses on the native stack, and overflows
    the main thread's on long operator chains (:data:`QUERY_STACK_BYTES`). The thread is a
    daemon, so the caller's end ends it.

    pyoxigraph's query answers may only be freed in the thread that made them (PyO3
    "unsendable": freed in another, they raise RuntimeError on whatever runs there). So
    before the thread ends it drops the tracebacks of an exception it passes on (their frames
    hold such answers: a ``--debug`` traceback then shows the caller's frames only) and
    collects reference cycles (a returned frame can stay alive in one until the collector
    runs, in whatever thread then allocates). ``fn`` must return no pyoxigraph answer.
    ``collect=False`` skips that collection (some 60 ms with rdflib loaded, holding the GIL),
    for an ``fn`` that keeps no answer in a frame it lets out (:func:`kg.serve.syntax_precheck`'s
    parse, which returns a message or None and raises nothing)."""
    import gc
    import threading

    out: dict = {}

    def run() -> None:
        try:
            out["value"] = fn(*args)
        except BaseException as exc:  # noqa: BLE001 - re-raised in the caller
            seen = set()
            chained: Optional[BaseException] = exc
            while chained is not None and id(chained) not in seen:
                seen.add(id(chained))
                chained.__traceback__ = None
                chained = chained.__cause__ or chained.__context__
            out["error"] = exc
        finally:
            if collect:
                gc.collect()

    worker = threading.Thread(target=run, name="kg-query", daemon=True)
    old = threading.stack_size()
    try:
        threading.stack_size(stack)  # read when the thread starts, so set around start()
        worker.start()
    finally:
        threading.stack_size(old)
    worker.join()
    if "error" in out:
        raise out["error"]
    return out.get("value")


def parse_query(text: str, name: str = "<text>", path: Optional[Path] = None) -> Query:
    """Parse a query's header (see the module doc) and check its parameters.

    Args:
        text: SPARQL text with an optional leading comment header.
        name: name used in messages and in :attr:`Query.name`.
        path: source file, for messages.
    Returns:
        the :class:`Query`.
    Raises:
        QueryError: malformed ``@param`` line, duplicate parameter, SPARQL syntax error
            (when parameters are declared), or a parameter that is not a variable of the
            top-level SELECT (message: ``file:line: ...``).
    """
    where = str(path) if path else name
    deep = too_deep(text)
    if deep is not None:
        raise QueryError(f"{where}:{deep}")
    title, question = "", ""
    params: dict[str, str] = {}
    param_lines: dict[str, int] = {}
    open_params: set[str] = set()
    current: Optional[str] = None
    comments = _comment_spans(text)
    prologue_end = _prologue_end(text, comments)
    previous_end = 0
    for start, end in comments:
        lineno = text.count("\n", 0, start) + 1
        body = text[start:end].lstrip("#").strip()
        if start >= prologue_end:
            # a comment in the query itself: a parameter declared there would be ignored
            # without a word (the user's "declared: none" surprise), so it is refused
            if body.startswith("@param"):
                raise QueryError(
                    f"{where}:{lineno}: '# @param' after the start of the query (SELECT, ASK, CONSTRUCT, "
                    "DESCRIBE): parameters are declared in the comments before it (above or between "
                    "the PREFIX lines); move this line up")
            continue
        if text[previous_end:start].strip():
            current = None  # a PREFIX or BASE declaration between two header comments
        previous_end = end
        if body.startswith("@param"):
            m = _PARAM_RE.match(body)
            if not m:
                line = text[text.rfind("\n", 0, start) + 1:end].strip()
                raise QueryError(f"{where}:{lineno}: expected '# @param NAME = DEFAULT', got {line!r}")
            pname, is_open, default = m.groups()
            if pname in params:
                raise QueryError(f"{where}:{lineno}: parameter {pname!r} declared twice")
            params[pname] = default
            if is_open:
                open_params.add(pname)
            param_lines[pname] = lineno
            current = None
            continue
        m = _KEY_RE.match(body)
        if m:
            current = m.group(1).lower()
            if current == "title":
                title = m.group(2).strip()
            else:
                question = m.group(2).strip()
        elif current and body:
            if current == "title":
                title = f"{title} {body}".strip()
            else:
                question = f"{question} {body}".strip()
        else:
            current = None
    if params:
        form, projected = _projected_variables(text, where)
        tested = _bound_tested(text)
        for pname, lineno in param_lines.items():
            if projected is None:
                raise QueryError(
                    f"{where}:{lineno}: parameter ?{pname}: {'an' if form == 'ASK' else 'a'} {form} query cannot take parameters (pyoxigraph "
                    f"binds only variables of a top-level SELECT, so ?{pname} would not reach the WHERE "
                    f"clause); write it as a SELECT that names ?{pname}")
            if pname not in projected:
                raise QueryError(
                    f"{where}:{lineno}: parameter ?{pname} must be a variable of the top-level "
                    f"SELECT (pyoxigraph binds only projected variables)"
                )
            if pname in tested:
                raise QueryError(
                    f"{where}:{lineno}: parameter ?{pname} is tested with BOUND(?{pname}), which pyoxigraph "
                    f"answers false even when the parameter is given (so the filter keeps every row); for a "
                    f"parameter that may be left open (?=) compare through COALESCE, as link-evidence does: "
                    f"FILTER(?node = ?{pname} || lcase(str(COALESCE(?{pname}, ?label))) = lcase(str(?label)))")
    return Query(name=name, text=text, title=title or name, question=question, params=params, path=path,
                 open_params=frozenset(open_params))


#: The prologue of a query (SPARQL 1.1 grammar [4] Prologue: BASE and PREFIX declarations),
#: matched on its text with comments blanked out; its end is where the query form begins.
_PROLOGUE = re.compile(
    r"\s*(?:(?:PREFIX\s*(?:[^\W\d_](?:[\w.\-]*[\w\-])?)?:|BASE)\s*<[^<>\"{}|^`\\\x00-\x20]*>\s*)*",
    re.IGNORECASE)


def _comment_spans(text: str) -> list[tuple[int, int]]:
    """The (start, end) offsets of the ``#`` comments of ``text`` (not a ``#`` in a string or
    IRI), in order."""
    spans = []
    pos = 0
    while True:
        m = _SKIPPED_START.search(text, pos)
        if m is None:
            return spans
        skip = _NEST_SKIP.match(text, m.start())
        if skip is None:  # an unclosed string, or '<' the operator
            pos = m.end()
            continue
        if text[m.start()] == "#":
            spans.append((skip.start(), skip.end()))
        pos = skip.end()


def _prologue_end(text: str, comments: list[tuple[int, int]]) -> int:
    """The offset where the query form (SELECT, ASK, CONSTRUCT, DESCRIBE) begins: after the
    leading comments, blank lines and PREFIX / BASE declarations (``comments`` are
    :func:`_comment_spans` of ``text``)."""
    parts, pos = [], 0
    for start, end in comments:
        parts += [text[pos:start], " " * (end - start)]
        pos = end
    parts.append(text[pos:])
    return _PROLOGUE.match("".join(parts)).end()


def _projected_variables(text: str, where: str) -> tuple[str, Optional[set[str]]]:
    """The query form (``SELECT``, ``ASK``, ``CONSTRUCT``, ``DESCRIBE``) and the variables of the
    top-level SELECT that pyoxigraph can substitute (None for the other forms), via rdflib's
    parser and algebra. For ``SELECT *`` these are the variables in scope of its pattern (a
    variable only in a FILTER is not projected: pyoxigraph refuses to substitute it)."""
    from pyparsing import ParseException
    from rdflib.plugins.sparql import prepareQuery

    try:
        prepared = prepareQuery(text)
    except ParseException as exc:
        found = locate_syntax_error(text)
        if found is not None:
            raise QueryError(f"{where}:{found.line}:{found.column}: SPARQL syntax error {found.message}") from None
        raise QueryError(f"{where}:{exc.lineno}:{exc.col}: SPARQL syntax error: {exc.msg}") from None
    except Exception as exc:  # rdflib raises assorted errors for semantic problems
        found = semantic_error(text)
        if found is not None:  # an undeclared prefix: named and placed as the engine's refusal is
            raise QueryError(f"{where}:{found.line}:{found.column}: {found.message}") from None
        raise QueryError(f"{where}: invalid SPARQL: {exc}") from None
    algebra = prepared.algebra
    form = algebra.name.removesuffix("Query").upper()
    if algebra.name != "SelectQuery":
        return form, None
    projected = {str(v) for v in algebra["PV"]}
    tree = _parse_tree(text)
    if tree is not None and len(tree) > 1 and "projection" not in tree[1]:  # SELECT *
        node = algebra["p"]
        while node is not None and getattr(node, "name", "") != "Project":
            node = node["p"] if "p" in node else None
        scope = getattr(node["p"], "_vars", None) if node is not None and "p" in node else None
        if scope is not None:
            projected &= {str(v) for v in scope}
    return form, projected


def _bound_tested(text: str) -> set[str]:
    """The variables ``text`` tests with ``BOUND(?v)``, read from rdflib's parse tree (empty when
    rdflib cannot read it)."""
    tree = _parse_tree(text)
    if tree is None:
        return set()
    return {str(n["arg"]) for n in _walk(tree) if getattr(n, "name", "") == "Builtin_BOUND"
            and isinstance(n["arg"], Variable)}


def list_queries(folder: Path = QUERIES_DIR) -> list[Query]:
    """All ``*.rq`` files of ``folder`` (default: the shipped queries), sorted by name."""
    return [load_query(str(p)) for p in sorted(folder.glob("*.rq"))]


def _looks_like_path(value: str) -> bool:
    """True when ``value`` names a file rather than a shipped query: it holds a path
    separator (``/``, or the platform's own) or ends in ``.rq`` or ``.sparql``."""
    seps = {"/", os.sep} | ({os.altsep} if os.altsep else set())
    return any(sep in value for sep in seps) or value.lower().endswith((".rq", ".sparql"))


#: The ``kg query`` argument that reads the query from standard input (as ``kg build -`` reads
#: papers); a file named ``-`` is read as ``./-``.
STDIN_NAME = "-"


def read_stdin_query(stream=None) -> Query:
    """The query read from standard input (``kg query -``): its bytes, up to
    :data:`MAX_STREAM_QUERY`, decoded as a query file is (:func:`_decode_query`) and parsed
    with the name ``<stdin>``, which its messages use (``<stdin>:2:7: SPARQL syntax error ...``).

    Args:
        stream: a binary stream to read (default ``sys.stdin.buffer``).
    Returns:
        the :class:`Query` (``path`` None).
    Raises:
        QueryError: standard input is a terminal (nothing piped: the message says how to give a
            query), longer than :data:`MAX_STREAM_QUERY`, not UTF-8 / UTF-16 / UTF-32 text,
            empty or only comments, or a bad header (:func:`parse_query`).
    """
    where = Path("<stdin>")
    if stream is None:
        if sys.stdin is None or sys.stdin.isatty():
            raise QueryError("kg query -: reads the query from standard input, but none is piped in "
                             "(echo 'ASK { ?s ?p ?o }' | kg query -), or give it with --text 'SPARQL'")
        stream = sys.stdin.buffer
    data = stream.read(MAX_STREAM_QUERY + 1)
    if len(data) > MAX_STREAM_QUERY:
        raise QueryError(f"<stdin>: a query of over {MAX_STREAM_QUERY:,} bytes (at most 1 MB is read)")
    return parse_query(_with_sparql(_decode_query(data, where), where), name="<stdin>")


def text_query(text: str) -> Query:
    """The query given as text on the command line (``kg query --text 'SELECT ...'``), named
    ``<text>`` in messages (``<text>:1:8: SPARQL syntax error ...``); a ``# @param`` header
    works as in a file.

    Raises:
        QueryError: empty or only comments, not UTF-8 (bytes an argument decoded as
            surrogates), or a bad header (:func:`parse_query`).
    """
    if re.search("[\ud800-\udfff]", text):
        raise QueryError("--text: the query is not UTF-8 text (set the terminal or the script to UTF-8)")
    if text.startswith("\ufeff"):
        text = text[1:]
    return parse_query(_with_sparql(text, Path("--text")), name="<text>")


def _sparql_text(value: str) -> bool:
    """True when ``value`` is SPARQL text rather than a query name or path: it holds a ``{``
    and white space (or a line break) and names no existing file."""
    if "\n" not in value and not ("{" in value and any(c.isspace() for c in value)):
        return False
    try:
        return not os.path.exists(value)
    except (OSError, ValueError):  # a name too long for the system, a NUL
        return True


def short_text(value: str, limit: int = 60) -> str:
    """``repr(value)`` on one line, its first ``limit`` characters and an ellipsis when longer."""
    one = " ".join(value.split())
    return repr(one if len(one) <= limit else one[:limit] + "...")


def load_query(name_or_path: Union[str, Path]) -> Query:
    """Load a query by shipped name (``papers-per-task``, with or without ``.rq``) or by path,
    or from standard input when ``name_or_path`` is ``-`` (:func:`read_stdin_query`).

    A bare name (letters, digits, ``-_.``, no path separator, not ending in ``.rq`` or
    ``.sparql``) of a shipped query in :data:`QUERIES_DIR` is that query, even when a file of
    that name is in the working folder (``./NAME`` reads the file). Any other value naming an
    existing file is read as a path; otherwise a bare name is looked up in :data:`QUERIES_DIR`.

    A path that exists but is no regular file (a device such as ``/dev/null``, a pipe such as
    the shell's ``<(...)``) is read as one, up to :data:`MAX_STREAM_QUERY` bytes.

    SPARQL text is no name or path: a str that holds a ``{`` and white space and names no file
    is refused (a QueryError naming :func:`text_query`, which makes a Query of text).

    Raises:
        QueryError: SPARQL text (:func:`text_query` takes it); not found (for a value that looks like a path, :func:`_looks_like_path`,
            the message says the file does not exist; for a bare name it lists the
            shipped names), a directory, unreadable, not UTF-8, empty or only comments
            ("is empty"), a device or pipe longer than
            :data:`MAX_STREAM_QUERY`, or a bad header (see :func:`parse_query`).
    """
    if str(name_or_path) == STDIN_NAME:
        return read_stdin_query()
    if isinstance(name_or_path, str) and _sparql_text(name_or_path):
        raise QueryError(f"{short_text(name_or_path)}: looks like SPARQL text, not a query name or file: "
                         "give the text as kg.query.text_query(text) (kg query --text 'SPARQL')")
    p = Path(name_or_path)
    text = str(name_or_path)
    shipped = QUERIES_DIR / f"{text}.rq"
    if not _looks_like_path(text) and _NAME_RE.match(text) and shipped.is_file():
        # a bare shipped name runs the shipped query even when a file of that name is in the
        # working folder (`kg query papers-per-task > papers-per-task` writes one): `./NAME` reads it
        p = shipped
    elif p.exists() and not p.is_file() and not p.is_dir():
        try:
            with open(p, "rb") as fh:
                data = fh.read(MAX_STREAM_QUERY + 1)
        except OSError as exc:
            raise QueryError(f"{p}: cannot read: {exc.strerror}") from None
        if len(data) > MAX_STREAM_QUERY:
            raise QueryError(f"{p}: not a query file (it is no regular file and gives over "
                             f"{MAX_STREAM_QUERY:,} bytes)")
        return parse_query(_with_sparql(_decode_query(data, p), p), name=p.stem, path=p)
    if not p.is_file():
        text = str(name_or_path)
        stem = text[:-3] if text.endswith(".rq") else text
        candidate = QUERIES_DIR / f"{stem}.rq"
        if _NAME_RE.match(stem) and candidate.is_file():
            p = candidate
        elif p.is_dir():
            raise QueryError(f"{text}: is a directory, expected a .rq query file")
        elif _looks_like_path(text):
            raise QueryError(f"{text}: no such query file (`kg queries` lists the shipped "
                             "queries, which are run by name)")
        else:
            names = ", ".join(sorted(q.stem for q in QUERIES_DIR.glob("*.rq")))
            raise QueryError(f"no query file or shipped query named {text!r}; shipped: {names}")
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise QueryError(f"{p}: cannot read: {exc.strerror}") from None
    return parse_query(_with_sparql(_decode_query(data, p), p), name=p.stem, path=p)


def _decode_query(data: bytes, p: Path) -> str:
    """The text (str) of the query file ``p`` whose bytes are ``data``, decoded as ``kg build``
    reads its inputs (:func:`kg.read.decode_text`): UTF-8, whose byte-order mark (Windows
    editors) is no query text, UTF-16 / UTF-32 opened by their byte-order mark (Notepad's
    "Unicode", PowerShell's ``>``) or told by their NUL bytes, a line that is not UTF-8 read as
    cp1252; the decoding's warnings go to stderr as ``kg: warning:`` naming file and line. A Ctrl-Z
    (0x1A) end-of-file mark after the last line, as old DOS and Windows tools write it, is no
    query text either (SPARQL read it as a syntax error after the query).

    Raises:
        QueryError: UTF-16 / UTF-32 that its byte-order mark announces and that does not
            decode, naming the first bad byte; binary data (NUL bytes); the message is
            :class:`kg.read.InputError`'s.
    """
    from kg.read import InputError, decode_text

    try:
        text, found = decode_text(data, str(p))
    except InputError as exc:
        raise QueryError(str(exc)) from None
    for w in found:
        print(f"kg: warning: {w}", file=sys.stderr)
    return _without_eof_mark(text)


def _without_eof_mark(text: str) -> str:
    """``text`` without a trailing Ctrl-Z (0x1A) end-of-file mark and the white space around
    it (as :func:`kg.read.without_eof_mark` drops it from paper files); unchanged otherwise."""
    body = text.rstrip()
    return body.rstrip("\x1a \t\r\n\f\v") + "\n" if body.endswith("\x1a") else text


#: The most a query read from a device or pipe may hold (the endpoint's request limit too).
MAX_STREAM_QUERY = 1 << 20


def _with_sparql(text: str, path: Path) -> str:
    """``text`` when it holds SPARQL beyond comments and blank lines.

    Raises:
        QueryError: naming ``path``: empty, or only comments (``# ...``), so no query to run.
    """
    if not text.strip():
        raise QueryError(f"{path} is empty: no SPARQL query to run (a query file holds a SELECT, ASK, "
                         f"CONSTRUCT or DESCRIBE query; `kg queries` lists the shipped ones)")
    if not re.sub(r"(?m)#.*$", "", text).strip():
        raise QueryError(f"{path} is empty: it holds only comments, no SPARQL query to run")
    return text


# ----------------------------------------------------------------------------- binding


def param_term(value: str) -> Union[URIRef, Literal]:
    """The RDF term a parameter value binds as.

    ``<iri>`` or a value starting with ``http://``/``https://`` -> ``URIRef`` (validated
    by pyoxigraph's IRI parser); anything else -> plain ``Literal`` (xsd:string).

    Raises:
        QueryError: an IRI-looking value that is not a valid IRI.
    """
    v = value.strip()
    iri = None
    if v.startswith("<") and v.endswith(">"):
        iri = v[1:-1]
    elif v.startswith(("http://", "https://")):
        iri = v
    if iri is None:
        return Literal(value)
    try:
        ox.NamedNode(iri)
    except ValueError as exc:
        raise QueryError(f"parameter value {value!r} is not a valid IRI: {exc}") from None
    return URIRef(iri)


def bind_params(query: Query, params: dict[str, str]) -> dict[str, Union[URIRef, Literal]]:
    """Every declared parameter of ``query`` as an RDF term: ``params`` over the defaults;
    when ``params`` gives any, the open parameters (:attr:`Query.open_params`) it does not
    give are left out (unbound).

    Raises:
        QueryError: a name in ``params`` that the query does not declare, or a bad IRI.
    """
    unknown = sorted(set(params) - set(query.params))
    if unknown:
        declared = ", ".join(query.params) or "none"
        raise QueryError(f"query {query.name}: unknown parameter(s) {', '.join(unknown)} (declared: {declared})")
    values = {**query.params, **params}
    if params:
        for name in query.open_params - set(params):
            del values[name]
    return {k: param_term(v) for k, v in values.items()}


# ----------------------------------------------------------------------------- running


class NoMatchWarning(UserWarning):
    """Warned by :func:`run_query` (session 59) when a query with parameters returns no rows:
    its text is :func:`no_rows_note`'s, naming each parameter's value (given, or its default)
    and how labels are matched, as ``kg query`` prints it as a ``kg: note:``. Silence it with
    ``warnings.simplefilter("ignore", NoMatchWarning)`` or ``run_query(..., warn_no_match=False)``;
    make it an error with ``warnings.simplefilter("error", NoMatchWarning)``."""


def run_query(
    query: Union[Query, str, Path],
    source: Union[rdflib.Graph, GraphStore, ox.Store, str, Path],
    params: Optional[dict[str, str]] = None,
    sink: Optional[RowSink] = None,
    *,
    warn_no_match: bool = True,
) -> QueryResult:
    """Run a query with its parameters bound as RDF terms.

    Args:
        query: a :class:`Query`, or a shipped name / file path for :func:`load_query`.
            SPARQL text is made a Query by :func:`text_query` (``run_query(text_query("ASK
            {?s ?p ?o}"), graph)``); given as a str here it is refused with a QueryError saying so.
        source: ``rdflib.Graph`` (rdflib engine); :class:`GraphStore` or ``pyoxigraph.Store``
            (Oxigraph); a path to a store directory or to an RDF file (loaded into an
            in-memory Oxigraph store; format from the extension).
        params: ``{name: value}`` overriding the declared defaults (values as strings,
            converted by :func:`param_term`).
        sink: with an Oxigraph source, a SELECT's rows go to ``sink`` as they come
            (:attr:`QueryResult.streamed` counts them) instead of into the result; ASK,
            CONSTRUCT and DESCRIBE answers, and the rdflib engine, ignore it.
        warn_no_match: when the query declares parameters and its SELECT answer has no rows,
            warn with a :class:`NoMatchWarning` saying which values it ran with (since session
            59; ``kg query`` passes False and prints the same text as a ``kg: note:``).
    Returns:
        a :class:`QueryResult`.
    Raises:
        QueryError: unknown parameter, bad value, unreadable source, or a query the engine
            rejects (message names the query).
    """
    q = query if isinstance(query, Query) else load_query(query)
    result = _run_query(q, source, params, sink)
    if warn_no_match and q.params and result.boolean is None and not result.triples \
            and not result.rows and not result.streamed:
        import warnings

        warnings.warn(NoMatchWarning(no_rows_note(q, dict(params or {}), api=True)), stacklevel=2)
    return result


def _run_query(q: Query, source, params: Optional[dict[str, str]], sink: Optional[RowSink]) -> QueryResult:
    """:func:`run_query` without its warning: ``q`` bound and run on ``source``."""
    bindings = bind_params(q, dict(params or {}))
    if isinstance(source, rdflib.Graph):
        return _run_rdflib(q, source, bindings)
    if isinstance(source, (str, Path)):
        path = Path(source)
        if path.is_dir():
            try:
                with GraphStore.open(path, read_only=True, verify=True) as store:
                    return _run_ox(q, store.ox, bindings, sink)
            except StoreError as exc:
                raise QueryError(str(exc)) from None
        return _run_ox(q, load_graph_file(path), bindings, sink)
    if isinstance(source, GraphStore):
        return _run_ox(q, source.ox, bindings, sink)
    if isinstance(source, ox.Store):
        return _run_ox(q, source, bindings, sink)
    raise TypeError(f"cannot query a {type(source).__name__}")


def _not_a_graph_file(p: Path) -> str:
    """Why ``p`` (not a regular file) cannot be loaded as a graph: a folder (a store folder is
    queried with ``--store``), or missing."""
    if p.is_dir():
        from kg.store import is_store_folder

        what = "a store folder: use --store" if is_store_folder(p) else "expected an RDF file (.ttl, .nt, .jsonld, ...)"
        return f"graph file {p} is a folder, {what}"
    return f"graph file {p} not found"


#: Seconds of parsing a ``--graph`` file after which ``kg query`` says how to parse it once
#: (:func:`slow_load_note`; session 56: a 75 MB graph.ttl of 5,873 abstracts took about a
#: minute per query on a loaded machine).
SLOW_GRAPH_LOAD = 10.0


def slow_load_note(path: Path, seconds: float) -> str:
    """The note ``kg query --graph FILE`` prints on stderr when reading FILE took
    :data:`SLOW_GRAPH_LOAD` seconds or more: every ``kg query --graph`` parses the whole
    file again, while a store (``kg build --store DIR``, then ``kg query --store DIR``) is
    opened from disk without parsing, and in Python :func:`load_graph_file` parses it once
    for any number of :func:`run_query` calls (docs/API.md).

    Args:
        path: the graph file read.
        seconds: how long reading it took.
    Returns:
        the note, without the ``kg: note:`` prefix.
    """
    return (f"reading {path} took {seconds:.1f} s, and every kg query --graph reads it again: to load a graph once "
            f"and query it many times, build with --store DIR and run kg query --store DIR (the stored database "
            f"opens without parsing, docs/STORE.md), or in Python pass one kg.query.load_graph_file(...) to "
            f"run_query for every query (docs/API.md)")


def load_graph_file(path: Union[str, Path]) -> ox.Store:
    """Load an RDF file into a new in-memory ``pyoxigraph.Store`` (format from the extension,
    :func:`kg.store.rdf_format`, as ``kg validate`` reads it: another suffix or none is Turtle).

    Relative IRIs resolve against the file's ``file:`` URI (its retrieval address), as rdflib
    resolves them. The triples of a dataset file's (TriG, N-Quads) named graphs are also its
    default graph (:func:`kg.store.union_default_graph`), so that a query without ``GRAPH``
    sees them.

    Raises:
        QueryError: missing file, unknown extension or invalid RDF (with the parser's position;
            for RDF/XML, which pyoxigraph reads without one, ``FILE:LINE:COLUMN``:
            :func:`kg.store.xml_error`, :func:`kg.store.rdfxml_error`).
    """
    p = Path(path)
    if not p.is_file():
        raise QueryError(_not_a_graph_file(p))
    fmt = OX_FORMATS.get(rdf_format(p) or "")
    if fmt is None:
        raise QueryError(f"{p}: unknown RDF file extension {p.suffix!r} (use .ttl, .nt, .jsonld, .rdf, ...)")
    rdfxml = fmt == ox.RdfFormat.RDF_XML
    where = xml_error(p) if rdfxml else None
    if where is not None:  # pyoxigraph names no line, and reads a truncated file
        raise QueryError(where)
    store = ox.Store()
    try:
        # relative IRIs (rdf:about="#a" without xml:base, <#a> without @base) resolve against
        # the file's own address, RDF 1.1 Concepts 3.1 / RFC 3986 5.1.3, as rdflib (kg validate)
        # resolves them: without a base pyoxigraph refuses the file ("No scheme found")
        bulk_load_file(store, p, fmt, p.resolve().as_uri())
        if fmt in QUAD_FORMATS:  # a query without GRAPH found nothing in a .nq / .trig file
            union_default_graph(store)
    except (SyntaxError, OSError, ValueError) as exc:
        where = rdfxml_error(p) if rdfxml and isinstance(exc, SyntaxError) else None
        if where is not None:
            raise QueryError(where) from None
        msg = str(exc)
        raise QueryError(msg if p.name in msg else f"{p}: {msg}") from None
    return store


def _run_rdflib(q: Query, graph: rdflib.Graph, bindings: dict) -> QueryResult:
    try:
        res = graph.query(q.text, initBindings={Variable(k): v for k, v in bindings.items()})
    except Exception as exc:  # pyparsing / rdflib evaluation errors
        raise QueryError(f"query {q.path or q.name}: {exc}") from None
    if res.type == "ASK":
        return QueryResult(vars=[], rows=[], boolean=bool(res.askAnswer))
    if res.type in ("CONSTRUCT", "DESCRIBE"):
        return QueryResult(vars=["subject", "predicate", "object"], rows=sorted(res.graph), triples=True)
    names = [str(v) for v in res.vars]
    order = star_order(q.text, names) or list(range(len(names)))
    return QueryResult(vars=[names[i] for i in order], rows=[tuple(row[i] for i in order) for row in res])


def _run_ox(q: Query, store: ox.Store, bindings: dict, sink: Optional[RowSink] = None) -> QueryResult:
    return call_with_stack(_run_ox_here, q, store, bindings, sink)


def _run_ox_here(q: Query, store: ox.Store, bindings: dict, sink: Optional[RowSink] = None) -> QueryResult:
    """:func:`_run_ox` in the calling thread (which :func:`call_with_stack` gives a large stack)."""
    subs = {ox.Variable(k): to_ox(v) for k, v in bindings.items()}
    try:
        res = store.query(q.text, substitutions=subs or None)
        if isinstance(res, ox.QueryBoolean):
            return QueryResult(vars=[], rows=[], boolean=bool(res))
        if isinstance(res, ox.QueryTriples):
            rows = sorted((from_ox(t.subject), from_ox(t.predicate), from_ox(t.object)) for t in res)
            return QueryResult(vars=["subject", "predicate", "object"], rows=rows, triples=True)
        names = [v.value for v in res.variables]
        order = star_order(q.text, names) or list(range(len(names)))
        names = [names[i] for i in order]
        if sink is not None:
            sink.start(names)
            count = 0
            for sol in res:
                sink.row(tuple(from_ox(sol[i]) for i in order))
                count += 1
            return QueryResult(vars=names, rows=[], streamed=count)
        rows = [tuple(from_ox(sol[i]) for i in order) for sol in res]
    except SyntaxError as exc:
        if not re.sub(r"(?m)#.*$", "", q.text).strip():
            raise QueryError(f"query {q.path or q.name} is empty (no SPARQL after comments)") from None
        if is_update(q.text):
            raise QueryError(f"query {q.path or q.name}: SPARQL Update (INSERT, DELETE, LOAD, CLEAR ...) "
                             "is not run: kg query is read-only (SELECT, ASK, CONSTRUCT, DESCRIBE)") from None
        # the place in the user's file (q.text is the file's text, header included) and what is wrong
        place, message = query_error(q.text, str(exc))
        where = f"{q.path or q.name}:{place[0]}:{place[1]}" if place else f"query {q.path or q.name}"
        raise QueryError(f"{where}: {message}") from None
    except BrokenPipeError:
        raise  # the reader of the streamed rows went away (`kg query ... | head`): kg.cli's to handle
    except (RuntimeError, OSError, ValueError) as exc:
        raise QueryError(f"query {q.path or q.name}: {exc}") from None
    finally:
        res = None  # pyoxigraph's answer is freed in this thread (call_with_stack)
    return QueryResult(vars=names, rows=rows)


#: Words one of which every SPARQL 1.1 Update operation starts with (grammar [30]-[42]; WITH
#: opens a Modify), matched case-insensitively: a text holding none of them (and no codepoint
#: escape, which could spell one) is no update, and is not parsed by :func:`is_update`.
_UPDATE_WORD = re.compile(r"INSERT|DELETE|LOAD|CLEAR|CREATE|DROP|COPY|MOVE|ADD|WITH|\\u", re.IGNORECASE)


#: ``SELECT *`` (with DISTINCT or REDUCED): a query whose columns :func:`star_order` orders.
_SELECT_STAR = re.compile(r"(?<![\w?$:])SELECT\s+(?:(?:DISTINCT|REDUCED)\s+)?\*", re.IGNORECASE)


def star_order(text: str, names: list[str]) -> Optional[list[int]]:
    """The order of the columns of a top-level ``SELECT *`` query ``text``: its variables as
    they first appear in its WHERE pattern, as Jena and Virtuoso list them and as a reader of the
    query expects (pyoxigraph gives them sorted by name, rdflib in no fixed order).

    Args:
        text: the query (str); names: the engine's column names (list of str).
    Returns:
        the indexes of ``names`` in that order (a name not found in the pattern keeps its place
        after the others), or None when the query is no top-level ``SELECT *`` or rdflib cannot
        read it (:func:`rdflib_parse`). Raises nothing.
    """
    if len(names) < 2 or _find_in_code(_SELECT_STAR, text) is None:
        return None
    tree = _parse_tree(text)
    if tree is None or len(tree) < 2:
        return None
    query = tree[1]
    if getattr(query, "name", "") != "SelectQuery" or "projection" in query or "where" not in query:
        return None
    first: dict[str, int] = {}
    for name in _variables(query["where"]):
        first.setdefault(name, len(first))
    return sorted(range(len(names)), key=lambda i: (first.get(names[i], len(first)), i))


def is_update(text: str) -> bool:
    """True when ``text`` parses as SPARQL 1.1 Update with at least one operation (rdflib's
    SPARQL grammar); an empty query is not an update. A text holding no update keyword
    (:data:`_UPDATE_WORD`) is answered without a parse (rdflib took 0.3 s on a 9 KB query).

    Input: the text (str). Output: bool. Raises nothing."""
    if _UPDATE_WORD.search(text) is None:
        return False
    tree, _ = rdflib_parse(text, update=True)
    if tree is None:  # any parse failure means "not an update"
        return False
    # an empty text (or only comments and prefixes) parses as an update of no operation
    request = tree.get("request")
    return isinstance(request, list) and len(request) > 0


# ----------------------------------------------------------------------------- formatting


_DISPLAY_PREFIXES = {**PREFIXES, "res": DEFAULT_BASE_IRI}


def _compact(term) -> str:
    """Table cell text: IRIs abbreviated with PaperKG's prefixes (``kgo:Method``, and for
    display only ``res:paper/x`` under the default resource base), literals' lexical form."""
    if term is None:
        return ""
    if isinstance(term, URIRef):
        iri = str(term)
        best, best_prefix = "", ""
        for prefix, ns in _DISPLAY_PREFIXES.items():
            if iri.startswith(ns) and len(ns) > len(best):
                best, best_prefix = ns, prefix
        if best and re.fullmatch(r"[A-Za-z0-9_][A-Za-z0-9_./%-]*", iri[len(best):]):
            return f"{best_prefix}:{iri[len(best):]}"
        return f"<{iri}>"
    if isinstance(term, BNode):
        return f"_:{term}"
    return str(term)


def _csv_cell(term, guard: bool = True) -> str:
    """SPARQL 1.1 CSV results: IRIs and literals as their plain string, bnodes ``_:id``; a
    text literal that a spreadsheet would run as a formula (one starting with ``= + - @``, tab
    or CR: OWASP "CSV Injection", as entities.csv guards it, :func:`kg.export._csv_safe`) gets
    a leading apostrophe. Numbers keep their sign: text that reads as a number ("-2.5", "+3%"),
    and the infinities of a literal of a numeric datatype ("-INF"), are written as they are. A
    literal of a numeric datatype whose text is no number (``"=1"^^xsd:integer``, ill-typed: a
    graph may hold one, RDF 1.1 Concepts 3.3) is guarded like text: its datatype alone does not
    make it safe. ``guard`` False (``kg query --csv-raw``): no apostrophe, the value as it is."""
    if term is None:
        return ""
    if isinstance(term, BNode):
        return f"_:{term}"
    text = str(term)
    if (guard and isinstance(term, Literal) and text[:1] in _FORMULA_START
            and not _SIGNED_NUMBER.fullmatch(text)
            and not (term.datatype is not None and term.datatype in _NUMERIC_TYPES
                     and _NUMERIC_SPECIAL.fullmatch(text))):
        return "'" + text
    return text


#: The first characters by which a spreadsheet takes a cell for a formula (OWASP, "CSV Injection").
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
#: A number as text, with its sign and an optional percent: "-2.5", "+3%", "-1e-3".
_SIGNED_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?%?")
#: The special values of XSD float and double with a sign ("-INF"; pyoxigraph may write "-inf").
_NUMERIC_SPECIAL = re.compile(r"[+-](?:INF|inf|Infinity|infinity)")
#: The XSD datatypes of numbers (XML Schema 1.1 Part 2, section 3.3 and the integer types of 3.4).
_NUMERIC_TYPES = frozenset(rdflib.XSD[t] for t in (
    "decimal", "integer", "float", "double", "long", "int", "short", "byte", "nonNegativeInteger",
    "nonPositiveInteger", "negativeInteger", "positiveInteger", "unsignedLong", "unsignedInt",
    "unsignedShort", "unsignedByte"))


#: The longest cell of ``kg query``'s ``table`` format, in characters: a longer one (a
#: ``GROUP_CONCAT`` of a thousand titles, an abstract) is cut to this many, its last an ellipsis,
#: and the row count says how many were cut and which formats give the full values (csv, tsv
#: and json are never cut). 100 keeps a paper's title whole as a rule and a row on a screen.
TABLE_CELL_CHARS = 100


#: What the ``table`` format shows as a space inside a cell: tabs, line breaks (LF, CR, CRLF as
#: one, vertical tab, form feed, NEL, the Unicode line and paragraph separators), so that a literal
#: holding them (an abstract's paragraphs, a tab-separated title) keeps its row on one line and the
#: columns aligned; only the display changes (csv, tsv and json keep the value as it is).
_TABLE_BREAKS = re.compile(r"\r\n|[\t\n\r\v\f\x1c-\x1e\x85\u2028\u2029]")


#: The pyoxigraph format of each of :data:`GRAPH_FORMATS`.
_OX_GRAPH_FORMATS = {"turtle": ox.RdfFormat.TURTLE, "nt": ox.RdfFormat.N_TRIPLES, "jsonld": ox.RdfFormat.JSON_LD}


def graph_text(triples: list, fmt: str = "turtle") -> str:
    """An RDF graph's triples written by pyoxigraph's serializer (never by hand), in the order
    given (a :class:`QueryResult`'s sorted rows, so the text is deterministic).

    Args:
        triples: ``(subject, predicate, object)`` tuples of rdflib terms.
        fmt: ``"turtle"`` (with PaperKG's prefixes, :data:`kg.ontology.PREFIXES`, as ``kg serve``
            writes its Turtle), ``"nt"`` (N-Triples, one triple a line) or ``"jsonld"`` (expanded
            JSON-LD, as graph.jsonld is written).
    Returns:
        the text (str).
    Raises:
        ValueError: another format.
    """
    kind = _OX_GRAPH_FORMATS.get(fmt)
    if kind is None:
        raise ValueError(f"an RDF graph is written as {', '.join(GRAPH_FORMATS)}, not {fmt!r}")
    data = ox.serialize([ox.Triple(to_ox(s), to_ox(p), to_ox(o)) for s, p, o in triples], format=kind,
                        prefixes=dict(sorted(PREFIXES.items())) if fmt == "turtle" else None)
    text = data.decode("utf-8")
    return text if text.endswith("\n") or not text else text + "\n"


def default_format(result: QueryResult) -> str:
    """``kg query``'s format when ``--format`` is not given: ``turtle`` for a CONSTRUCT or
    DESCRIBE answer (an RDF graph, as ``kg serve`` answers it), else ``table``."""
    return "turtle" if result.triples else "table"


def format_problem(result: QueryResult, fmt: Optional[str]) -> Optional[str]:
    """Why ``result`` cannot be written as ``fmt`` (str), or None when it can: a CONSTRUCT or
    DESCRIBE answer (an RDF graph) is written as RDF (:data:`GRAPH_FORMATS`) or as a ``table``
    of its triples, not as SPARQL results CSV, TSV or JSON, which are defined for SELECT and ASK
    only; a SELECT or ASK answer is no RDF graph, so not Turtle, N-Triples or JSON-LD. None
    (no ``--format``) suits both."""
    if fmt is None:
        return None
    if result.triples and fmt in ("csv", "tsv", "json"):
        return (f"a CONSTRUCT or DESCRIBE query answers an RDF graph, which --format {fmt} (SPARQL query "
                f"results, for SELECT and ASK) cannot hold: use --format {', '.join(GRAPH_FORMATS)} or table "
                "(default: turtle)")
    if not result.triples and fmt in GRAPH_FORMATS:
        what = "an ASK query answers true or false" if result.boolean is not None else \
            "a SELECT query answers a table of results"
        return (f"{what}, not an RDF graph, so it cannot be written as --format {fmt} (for CONSTRUCT and "
                f"DESCRIBE): use --format {', '.join(RESULT_FORMATS)}")
    return None


def format_result(result: QueryResult, fmt: Optional[str] = "table", csv_guard: bool = True) -> str:
    """Render a :class:`QueryResult`.

    Args:
        result: rows to render.
        fmt: None for :func:`default_format` (``turtle`` for a CONSTRUCT or DESCRIBE answer,
            else ``table``); ``"turtle"``, ``"nt"`` or ``"jsonld"`` for a CONSTRUCT or DESCRIBE
            answer (:func:`graph_text`); ``"table"`` (aligned plain text for people, IRIs abbreviated with PaperKG's
            prefixes and ``res:`` for the default resource base, tabs and line breaks in a cell
            shown as spaces (:data:`_TABLE_BREAKS`), a cell longer than
            :data:`TABLE_CELL_CHARS` cut with an ellipsis, a row count at the end, which then says
            how many cells were cut and that the other formats give them whole), ``"csv"`` (SPARQL 1.1 Query Results CSV, via
            the csv module; text that a spreadsheet would run as a formula starts with an
            apostrophe: :func:`_csv_cell`), ``"tsv"`` (SPARQL 1.1 Query Results TSV, via Oxigraph's
            serializer: :func:`tsv_text`) or ``"json"`` (SPARQL 1.1 Query Results JSON, via rdflib's
            serializer).
            A CONSTRUCT or DESCRIBE answer in ``"table"`` is its triples, one a row under the
            columns ``subject predicate object``, sorted.
        csv_guard: ``"csv"``: guard text cells against formula injection (default); False
            (``kg query --csv-raw``) writes the values as they are.
    Returns:
        the text (ends with a newline).
    Raises:
        ValueError: unknown format.
        QueryError: a format the answer's kind cannot be written in (:func:`format_problem`).
    """
    if fmt is None:
        fmt = default_format(result)
    if fmt not in FORMATS or fmt in PAPER_FORMATS:
        raise ValueError(f"unknown format {fmt!r}; use one of {', '.join(RESULT_FORMATS + GRAPH_FORMATS)}"
                         + (" (bibtex needs the graph: kg.bibtex.bibtex_text)" if fmt in PAPER_FORMATS else ""))
    problem = format_problem(result, fmt)
    if problem is not None:
        raise QueryError(problem)
    if fmt in GRAPH_FORMATS:
        return graph_text(result.rows, fmt)
    if fmt == "json":
        from rdflib.query import Result

        if result.boolean is not None:
            r = Result("ASK")
            r.askAnswer = result.boolean
        else:
            r = Result("SELECT")
            r.vars = [Variable(v) for v in result.vars]
            r.bindings = [
                {Variable(v): t for v, t in zip(result.vars, row) if t is not None} for row in result.rows
            ]
        data = json.loads(r.serialize(format="json"))
        return json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    if fmt == "tsv":
        return tsv_text(result.vars, result.rows, result.boolean)
    if fmt == "csv":
        if result.boolean is not None:
            return ask_text(result.boolean, "csv")
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\r\n")
        w.writerow(result.vars)
        for row in result.rows:
            w.writerow([_csv_cell(t, csv_guard) for t in row])
        return buf.getvalue()
    if fmt == "table":
        if result.boolean is not None:
            return ("yes" if result.boolean else "no") + "\n"
        cells = [[_TABLE_BREAKS.sub(" ", _compact(t)) for t in row] for row in result.rows]
        cut = 0  # cells cut to TABLE_CELL_CHARS
        for row in cells:
            for i, c in enumerate(row):
                if len(c) > TABLE_CELL_CHARS:
                    row[i] = c[:TABLE_CELL_CHARS - 1] + "\u2026"
                    cut += 1
        widths = [len(v) for v in result.vars]
        for row in cells:
            for i, c in enumerate(row):
                widths[i] = max(widths[i], len(c))

        def line(values: list[str]) -> str:
            parts = [v.ljust(widths[i]) if i < len(values) - 1 else v for i, v in enumerate(values)]
            return "  ".join(parts).rstrip()

        out = [line(result.vars), line(["-" * w for w in widths])]
        out += [line(row) for row in cells]
        n = len(result.rows)
        unit = "triple" if result.triples else "row"
        whole = "turtle, nt or jsonld" if result.triples else "csv, tsv or json"
        out.append(f"({n} {unit}{'s' if n != 1 else ''}"
                   + (f"; {cut} cell{'s' if cut != 1 else ''} longer than {TABLE_CELL_CHARS} characters "
                      f"cut, marked \u2026: --format {whole} gives the full values" if cut else "")
                   + ")")
        return "\n".join(out) + "\n"
    raise ValueError(f"unknown format {fmt!r}; use one of {', '.join(FORMATS)}")


# ----------------------------------------------------------------------------- CLI


#: ``kg query --timeout``'s default (seconds). The shipped queries take 0.11-3.9 s (median) on a
#: 755k-triple store of 5,854 papers (docs/SPEED.md, "Other measurements"), so five minutes leaves a user's
#: own analytic queries room to spare, while a query that would run until killed (a cross
#: product, or one that Oxigraph plans for minutes: a 400-pattern query planned for over 60 s)
#: is stopped with a message. At most :data:`kg.child.MAX_TIMEOUT` (an hour), as kg serve's.
DEFAULT_QUERY_TIMEOUT = 300.0
#: ``kg query``'s exit status when the time limit stopped the query: 124, as GNU ``timeout``
#: reports a command it stopped (nothing was written on stdout, or, for a CSV answer that had
#: begun to stream, the rows written so far: the message says the output is incomplete).
EXIT_TIMEOUT = 124
#: A CSV answer is held (not written) until the query ends, so that a query the time limit stops
#: early leaves no partial output; once this many characters are held, they are written and the
#: rest streams as the engine finds it (a huge answer still starts within a second, is never held
#: whole, and stops when the reader does: ``kg query Q --format csv | head``). The time limit
#: still holds while it streams: a query stopped then has written whole rows, and says how many.
STREAM_AFTER_CHARS = 1 << 20
#: Characters of CSV a ``kg query`` child holds before it sends them to the parent (:class:`_PipeText`).
CHUNK_CHARS = 1 << 16


class _PipeText(io.TextIOBase):
    """A text stream of the ``kg query --timeout`` child: what is written is sent to the parent
    as ``("out", text, rows)`` (``rows``: the whole rows sent so far, this chunk's included), in
    chunks of about :data:`CHUNK_CHARS` that end at a row's end (:meth:`end_row`; :meth:`flush`
    sends the rest), so that the parent, stopping a query at its time limit, writes whole rows."""

    def __init__(self, conn) -> None:
        super().__init__()
        self._conn, self._parts, self._size, self.rows = conn, [], 0, 0

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        self._parts.append(text)
        self._size += len(text)
        return len(text)

    def end_row(self) -> None:
        """Count a row just written, and send what is held once it reaches :data:`CHUNK_CHARS`."""
        self.rows += 1
        if self._size >= CHUNK_CHARS:
            self.flush()

    def flush(self) -> None:
        if self._parts:
            self._conn.send(("out", "".join(self._parts), self.rows))
            self._parts, self._size = [], 0


class _PipeTsvSink(TsvSink):
    """The :class:`TsvSink` of the ``kg query --timeout`` child, writing to a :class:`_PipeText`
    and telling it how many whole rows each chunk holds."""

    def __init__(self, out: _PipeText) -> None:
        super().__init__(out)
        self._pipe = out

    def flush(self) -> int:
        n = super().flush()
        if n:
            self._pipe.rows += n - 1
            self._pipe.end_row()
        return n


class _PipeCsvSink(CsvSink):
    """The :class:`CsvSink` of the ``kg query --timeout`` child, writing to a :class:`_PipeText`
    and telling it where each row ends."""

    def __init__(self, out: _PipeText, guard: bool = True) -> None:
        super().__init__(out, guard)
        self._pipe = out

    def row(self, values: tuple) -> None:
        super().row(values)
        self._pipe.end_row()


@dataclass
class _Stopped:
    """What :func:`_run_in_child` returns when the time limit stopped a query whose CSV answer had
    begun to stream: ``rows`` (int) whole rows were written on stdout, after the header."""

    rows: int


def _pipe_log_handler(conn):
    """A ``logging`` handler of the ``kg query --timeout`` child: sends each record of rdflib's
    ``rdflib.term`` logger (an ill-typed literal, already one ``kg: warning:`` line by kg.cli's
    filter) to the parent as ``("log", level, message)``, which logs it there, in its place
    among the answer's parts (on the parent's stderr, or in a test's log capture)."""
    import logging

    class PipeLog(logging.Handler):
        def emit(self, record) -> None:
            message = record.getMessage()
            if record.exc_info:  # --debug: rdflib's traceback, as text
                message += "\n" + logging.Formatter().formatException(record.exc_info)
            conn.send(("log", record.levelno, message))

    return PipeLog()


@dataclass(frozen=True)
class VerifiedStore:
    """A store folder whose generation ``generation`` the parent of a ``kg query --store`` child
    has just opened with ``verify=True`` (its files' SHA-256 against its commit's digests:
    :meth:`kg.store.GraphStore._check_graph_files`, about 1.1 s for a 67 MB store of 2,000
    abstracts, session 60), so that the child (:func:`_query_child`) opens that generation without
    checking it again (:func:`open_verified`). Before session 60 the child verified it a second time."""

    path: Path
    generation: str


def open_verified(source: "VerifiedStore | Path") -> GraphStore:
    """Open a store for a query child: a :class:`VerifiedStore`'s generation without checking its
    files again (``verify=False``, pinned to that generation, which a commit since may have
    replaced in ``CURRENT``: the answer is then the verified generation's); when that generation
    is gone (a writer removed it after a newer commit) or ``source`` is a plain folder, the
    committed generation with ``verify=True``.

    Raises:
        StoreError: as :meth:`kg.store.GraphStore.open` with ``verify=True``.
    """
    if isinstance(source, VerifiedStore):
        try:
            return GraphStore.open(source.path, read_only=True, verify=False, generation=source.generation)
        except StoreError:
            source = source.path
    return GraphStore.open(source, read_only=True, verify=True)


def _query_child(q: Query, source, params: dict, fmt: str, csv_guard: bool, conn) -> None:
    """The child process of ``kg query --timeout``, forked by :func:`_run_in_child`: ``source``
    is the graph the parent loaded (a ``pyoxigraph.Store``) or a store folder (Path, or a
    :class:`VerifiedStore` whose generation the parent checked: :func:`open_verified`), opened here,
    since a fork must not share an open RocksDB. Says it is ready, waits for the parent's word,
    runs the query and writes its answer as ``kg query`` does, in ``fmt``, sending it over
    ``conn``: ``("out", text, rows)`` chunks (a CSV SELECT's rows as the engine finds them, and
    how many have been sent: :class:`_PipeText`), ``("log",
    level, message)`` for rdflib's warnings, then ``("done", text, found, ask, size)`` (the
    rest of the answer; whether it had rows; whether it was an ASK; the store's triples, or
    None; with ``--format bibtex``, :func:`kg.bibtex.no_paper_note` when no entry was written, else
    None), or ``("error", message)`` for a :class:`QueryError` / ``StoreError``, ``("internal",
    message)`` for any other exception."""
    import logging
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops its child itself
    log = logging.getLogger("rdflib.term")
    log.handlers, log.propagate = [_pipe_log_handler(conn)], False
    try:
        conn.send(("ready", None))
        conn.recv()
        out = _PipeText(conn)
        sink = _PipeCsvSink(out, csv_guard) if fmt == "csv" else _PipeTsvSink(out) if fmt == "tsv" else None
        try:
            papers = None  # --format bibtex: the papers' entries, read while the source is open
            note = None  # --format bibtex: why no entry was written (kg.bibtex.no_paper_note)
            if isinstance(source, ox.Store):
                result, size = run_query(q, source, params, sink, warn_no_match=False), None
                if fmt == "bibtex":
                    from kg.bibtex import bibtex_text, no_paper_note
                    papers = bibtex_text(result, source, warn=False)
                    note = None if papers else no_paper_note(result, q.name)
            else:
                with open_verified(source) as st:
                    result, size = run_query(q, st, params, sink, warn_no_match=False), len(st)
                    if fmt == "bibtex":
                        from kg.bibtex import bibtex_text, no_paper_note
                        papers = bibtex_text(result, st, warn=False)
                        note = None if papers else no_paper_note(result, q.name)
            if isinstance(sink, TsvSink):
                sink.flush()
            out.flush()
            text = papers if papers is not None else \
                format_result(result, fmt, csv_guard) if result.streamed is None else ""
            reply = ("done", text, bool(result.rows or result.streamed), result.boolean is not None, size, note)
        except (QueryError, StoreError) as exc:
            reply = ("error", str(exc))
        except Exception as exc:  # noqa: BLE001 - a bug: the parent reports it
            reply = ("internal", f"{type(exc).__name__}: {exc}")
        conn.send(reply)
    except (EOFError, OSError):
        pass  # the parent went away: nobody waits for the answer


def _run_in_child(q: Query, source, params: dict, fmt: str, timeout: float,
                  csv_guard: bool = True) -> Union[None, _Stopped, tuple]:
    """Run ``q`` in a child process (:class:`kg.child.ChildProcess`, forked, so that it starts at
    once with the loaded graph: :func:`_query_child`) and kill it at the time limit ``timeout``
    (seconds), which a query running in this process could not be (pyoxigraph has no
    cancellation). The answer is held until the query ends, so that a stopped query writes
    nothing; a CSV answer past :data:`STREAM_AFTER_CHARS` is written from then on as it comes,
    and the limit still holds: the child is killed at it all the same (a huge answer redirected
    to a file once ran untimed for ten minutes, 14 GB). The limit is checked between chunks of
    about :data:`CHUNK_CHARS`, so a reader that stops reading (a pager left open) holds the
    write it blocks, and the query is stopped once the reader takes that chunk.

    Returns:
        None when the time limit stopped the query before anything was written; a
        :class:`_Stopped` (the rows written) when it stopped a CSV answer that had begun to
        stream (whole rows were written, then stdout flushed); else ``(found, ask, size, note)``
        once the answer is written on stdout: whether it had rows, whether it was an ASK, the
        store's number of triples (for a store folder ``source``, else None), and the note
        ``--format bibtex`` prints when it wrote no entry (else None).
    Raises:
        QueryError: the query failed in the child (its message), or the child died.
        RuntimeError: a bug in the child (its exception's type and message).
    """
    import logging
    import multiprocessing
    import time

    from kg.child import ChildProcess

    held: Optional[list] = []  # the answer's text until it is written; None once it streams
    size = 0
    rows = 0  # the CSV rows received (whole rows: _PipeText); all are written once it streams
    child = ChildProcess(multiprocessing.get_context("fork"), _query_child, q, source, params, fmt, csv_guard)
    try:
        child.conn.send("run")
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0 or not child.conn.poll(left):  # the time limit, streaming or not
                if held is not None:
                    return None
                sys.stdout.flush()
                return _Stopped(rows)
            try:
                message = child.conn.recv()
            except EOFError:
                child.proc.join(5)
                raise QueryError(f"query {q.path or q.name}: the process running it ended without an answer "
                                 f"(exit code {child.proc.exitcode}; out of memory?)") from None
            kind = message[0]
            if kind == "out":
                rows = message[2]
                if held is None:
                    sys.stdout.write(message[1])
                else:
                    held.append(message[1])
                    size += len(message[1])
                    if size >= STREAM_AFTER_CHARS:  # a huge answer: it streams from here on, still timed
                        sys.stdout.write("".join(held))
                        held = None
            elif kind == "log":
                logging.getLogger("rdflib.term").log(message[1], message[2])
            elif kind == "done":
                sys.stdout.write("".join(held or ()) + message[1])
                return message[2:]
            elif kind == "error":
                raise QueryError(message[1])
            else:
                raise RuntimeError(message[1])
    finally:
        child.kill()


def cli_query(
    name_or_path: Optional[str],
    graph: Optional[Path] = None,
    store: Optional[Path] = None,
    params: Optional[list[str]] = None,
    fmt: Optional[str] = None,
    debug: bool = False,
    timeout: Optional[float] = None,
    text: Optional[str] = None,
    csv_guard: bool = True,
) -> int:
    """``kg query NAME|FILE|- [--store DIR | --graph FILE] [--param name=value ...] [--format F]
    [--timeout S]``, or ``kg query --text SPARQL ...``.

    Prints the result on stdout, errors on stderr.

    Args:
        name_or_path: shipped query name, .rq path, or ``-`` for standard input; None with ``text``.
        text: the query itself (``--text``); exclusive with ``name_or_path``.
        graph: RDF file (default ``exports/graph.ttl`` in the current directory).
        store: a store directory (``kg build --store``); excludes ``graph``.
        params: ``"name=value"`` strings (the value is stripped of surrounding spaces; a
            name given twice is an error).
        fmt: ``table``, ``csv``, ``tsv`` or ``json`` for a SELECT or ASK answer; ``turtle``,
            ``nt``, ``jsonld`` or ``table`` for a CONSTRUCT or DESCRIBE answer; None (no
            ``--format``): ``table``, or ``turtle`` for a graph answer. A format the answer's kind
            cannot be written in is an error (:func:`format_problem`), exit status 2, nothing on stdout.
        debug: ``kg --debug`` / ``KG_DEBUG=1``: a :class:`QueryError` or ``StoreError`` is
            raised, for :func:`kg.cli.main` to print its traceback (exit status 2 all the same),
            instead of being printed as one line here.
        timeout: the query's time limit in seconds (``kg query --timeout``, default
            :data:`DEFAULT_QUERY_TIMEOUT`; :data:`kg.child.MIN_TIMEOUT` to
            :data:`kg.child.MAX_TIMEOUT`): the query runs in a child process
            (:func:`_run_in_child`), killed at the limit; None: in this process, without a limit
            (reading the graph is not timed either way).
        csv_guard: ``--format csv``: guard text cells against formula injection (default);
            False (``--csv-raw``) writes the values as they are.
    Returns:
        0 on success (with a warning on stderr when the graph or store holds no triples),
        2 on a usage error (bad --param, missing graph, both sources, a time limit out of
        bounds) or when the query fails, :data:`EXIT_TIMEOUT` (124) when the time limit
        stopped it (a message on stderr; nothing on stdout, or for a CSV answer stopped after
        its first MB was written, the whole rows written until then, which the message says
        is incomplete output, naming their number).
    """
    if graph is not None and store is not None:
        print("kg: error: give either --graph or --store, not both", file=sys.stderr)
        return 2
    if (name_or_path is None) == (text is None):
        which = "not both" if text is not None else "none was given"
        print(f"kg: error: give a query NAME, FILE or - (standard input), or the query text with --text, {which}",
              file=sys.stderr)
        return 2
    if fmt is not None and fmt not in FORMATS:
        print(f"kg: error: unknown format {fmt!r}; use one of {', '.join(FORMATS)}", file=sys.stderr)
        return 2
    if timeout is not None:
        from kg.child import timeout_problem

        if timeout_problem(timeout) is not None:
            print(f"kg: error: {timeout_problem(timeout)}", file=sys.stderr)
            return 2
    values: dict[str, str] = {}
    for item in params or []:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            print(f"kg: error: --param expects name=value, got {item!r}", file=sys.stderr)
            return 2
        if name.strip() in values:
            print(f"kg: error: --param {name.strip()} is given twice", file=sys.stderr)
            return 2
        if re.search("[\ud800-\udfff]", item):  # bytes that are no UTF-8, as Python decodes argv
            shown = item.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
            print(f"kg: error: --param '{shown}' is not UTF-8 text (set the terminal or the script to "
                  "UTF-8)", file=sys.stderr)
            return 2
        values[name.strip()] = value.strip()  # labels never start or end with spaces
    try:
        q = text_query(text) if text is not None else load_query(name_or_path)
        if timeout is not None:
            bind_params(q, values)  # an unknown --param or a bad value is named before a child starts
        # CSV rows are written as the engine yields them: a result of millions of rows starts
        # at once and is never held in memory (table needs every row for its widths, JSON is
        # written by rdflib's serializer); with a time limit, after the first MB (_run_in_child),
        # and the limit holds while they stream
        if store is not None:
            if timeout is not None:
                # the child opens the store: a fork must not share an open RocksDB
                with GraphStore.open(store, read_only=True, verify=True) as checked:  # a missing or damaged store is named here
                    verified = VerifiedStore(Path(store), checked.generation) if checked.generation else Path(store)
                outcome = _run_in_child(q, verified, values, fmt, timeout, csv_guard)
            else:
                with GraphStore.open(store, read_only=True, verify=True) as st:
                    found, ask, note = _run_here(q, st, values, fmt, csv_guard)
                    outcome = (found, ask, len(st), note)
            empty = f"store {store}" if outcome is not None and outcome[2] == 0 else None
        else:
            path = Path(graph) if graph is not None else DEFAULT_GRAPH
            if not path.is_file():
                hint = " (run `kg build` first, or pass --graph FILE)" if graph is None else ""
                print(f"kg: error: {_not_a_graph_file(path)}{hint}", file=sys.stderr)
                return 2
            started = time.perf_counter()
            loaded = load_graph_file(path)
            if (took := time.perf_counter() - started) >= SLOW_GRAPH_LOAD:
                print(f"kg: note: {slow_load_note(path, took)}", file=sys.stderr)
            if timeout is not None:
                outcome = _run_in_child(q, loaded, values, fmt, timeout, csv_guard)
            else:
                found, ask, note = _run_here(q, loaded, values, fmt, csv_guard)
                outcome = (found, ask, None, note)
            empty = str(path) if len(loaded) == 0 else None
    except (QueryError, StoreError) as exc:
        if debug:
            raise
        print(f"kg: error: {exc}", file=sys.stderr)
        return 2
    if outcome is None or isinstance(outcome, _Stopped):  # stopped at the time limit
        from kg.serve import timeout_message

        message = timeout_message(q.text, timeout, 'run kg query with a longer --timeout')
        if isinstance(outcome, _Stopped):  # after its CSV began to stream: say what stdout holds
            n = outcome.rows
            message += f"; the output is incomplete ({n} row{'s' if n != 1 else ''} written)"
        print(f"kg: error: {message}", file=sys.stderr)
        return EXIT_TIMEOUT
    found, ask = outcome[0], outcome[1]
    if outcome[3] is not None:  # --format bibtex wrote nothing: say why (session 59: it was silent)
        print(f"kg: note: {outcome[3]}", file=sys.stderr)
    if empty is not None:  # every query finds nothing there: say why, not only "(0 rows)"
        print(f"kg: warning: {empty} holds no triples (an empty graph): the query found nothing in it",
              file=sys.stderr)
    if q.params and not found and not ask and empty is None:
        print(f"kg: note: {no_rows_note(q, values)}", file=sys.stderr)
    if not found and not ask and empty is None and (plain := plain_label_note(q.text)) is not None:
        print(f"kg: note: {plain}", file=sys.stderr)
    return 0


#: The label properties whose values PaperKG writes with a language tag (``"..."@en``).
_LABEL_PROPERTIES = frozenset({str(SKOS.prefLabel), str(SKOS.altLabel), str(RDFS.label)})


def plain_label_note(text: str) -> Optional[str]:
    """The note ``kg query`` prints on stderr when a query that returned no rows compares a
    label with a plain string: PaperKG's labels are tagged ``@en``, and in SPARQL
    ``"Fréchet inception distance"`` (an xsd:string) is not equal to
    ``"Fréchet inception distance"@en``, so such a query silently finds nothing.

    The query is parsed with rdflib's SPARQL parser (PaperKG's prefixes known,
    :data:`kg.ontology.PREFIXES`) and its algebra searched for a triple pattern
    ``?s skos:prefLabel|skos:altLabel|rdfs:label "plain"`` or a comparison (``=``, ``!=``,
    ``IN``) of a variable bound by such a pattern with a plain string.

    Args:
        text: the query text as run.
    Returns:
        One line without the ``kg: note:`` prefix naming the first such string and the two
        ways to match it (``"..."@en`` or ``STR(?label)``), or None when there is none or rdflib
        cannot parse the query. Never raises.
    """
    try:
        from rdflib.plugins.sparql import prepareQuery

        algebra = prepareQuery(text, initNs=PREFIXES).algebra
    except Exception:  # (pyoxigraph ran it; rdflib's parser may not know every form)
        return None

    def plain(term) -> bool:
        return isinstance(term, Literal) and term.language is None and term.datatype is None

    def walk(node, visit) -> None:
        stack = [node]
        while stack:
            x = stack.pop()
            if isinstance(x, dict):  # rdflib's CompValue is an OrderedDict
                visit(x)
                stack.extend(v for k, v in x.items() if k != "_vars")
            elif isinstance(x, (list, tuple, set)):
                stack.extend(x)

    label_vars: set = set()
    strings: list[str] = []

    def triples(x) -> None:
        for t in x.get("triples") or ():
            if isinstance(t, tuple) and len(t) == 3 and str(t[1]) in _LABEL_PROPERTIES:
                if plain(t[2]):
                    strings.append(str(t[2]))
                elif isinstance(t[2], Variable):
                    label_vars.add(t[2])

    def comparisons(x) -> None:
        if getattr(x, "name", None) != "RelationalExpression" or x.get("op") not in ("=", "!=", "IN", "NOT IN"):
            return
        left, right = x.get("expr"), x.get("other")
        rights = list(right) if isinstance(right, (list, tuple)) else [right]
        if isinstance(left, Variable) and left in label_vars:
            strings.extend(str(r) for r in rights if plain(r))
        elif plain(left) and any(isinstance(r, Variable) and r in label_vars for r in rights):
            strings.append(str(left))

    walk(algebra, triples)
    walk(algebra, comparisons)
    if not strings:
        return None
    shown = json.dumps(strings[0], ensure_ascii=False)
    return (f"the query compares a label (skos:prefLabel, skos:altLabel or rdfs:label) with the plain "
            f"string {shown}, and PaperKG's labels are tagged @en: a plain string equals no such label; "
            f"write {shown}@en, or compare STR(?label) = {shown}")


def _run_here(q: Query, source, params: dict, fmt: str,
              csv_guard: bool = True) -> tuple[bool, bool, Optional[str]]:
    """Run ``q`` on ``source`` in this process and write its answer on stdout in ``fmt`` (a CSV
    SELECT's rows as the engine finds them; ``csv_guard``: :func:`format_result`'s). Returns
    (whether it had rows, whether it was an ASK, and with ``fmt`` ``bibtex`` the note
    :func:`kg.bibtex.no_paper_note` when no entry was written, else None)."""
    if fmt == "bibtex":  # the papers the rows name, read from the same source (kg.bibtex)
        from kg.bibtex import bibtex_text, no_paper_note

        result = run_query(q, source, params, warn_no_match=False)
        text = bibtex_text(result, source, warn=False)
        sys.stdout.write(text)
        return bool(result.rows), result.boolean is not None, (None if text else no_paper_note(result, q.name))
    sink = CsvSink(sys.stdout, csv_guard) if fmt == "csv" else TsvSink(sys.stdout) if fmt == "tsv" else None
    result = run_query(q, source, params, sink, warn_no_match=False)
    if isinstance(sink, TsvSink):
        sink.flush()
    if result.streamed is None:
        sys.stdout.write(format_result(result, fmt, csv_guard))
    return bool(result.rows or result.streamed), result.boolean is not None, None


def no_rows_note(query: Query, given: dict[str, str], api: bool = False) -> str:
    """The note ``kg query`` prints on stderr when a query with parameters returns no rows:
    every parameter with the value it ran with (given, or the header's default, which names
    an entity of the bundled sample, so that on another graph a default usually matches
    nothing) and how to set them.

    Args:
        query: the query run; given: the ``--param`` values (name -> value); api: say how to
            set a parameter in Python (``params={"name": VALUE}``, :class:`NoMatchWarning`)
            rather than with ``--param``.
    Returns:
        One line without the ``kg: note:`` prefix, e.g. ``query link-evidence returned no rows
        with subject = "ReasonAug" (default), object = "Market-1501" (default); set them with
        --param subject=VALUE --param object=VALUE``; it names only the parameters left at their
        default, and when every one was given (or left open, :attr:`Query.open_params`) it
        points to the labels the graph holds instead.
    """
    opened = query.open_params - set(given) if given else frozenset()
    used = ", ".join(f"{name} left open (any)" if name in opened else
                     f"{name} = {json.dumps(given.get(name, default), ensure_ascii=False)}"
                     f"{'' if name in given else ' (default)'}" for name, default in query.params.items())
    defaulted = [name for name in query.params if name not in given and name not in opened]
    how = (f"params={{{', '.join(json.dumps(name) + ': VALUE' for name in defaulted)}}}" if api else
           " ".join(f"--param {name}=VALUE" for name in defaulted))
    shipped = query.path is not None and query.path.parent.resolve() == QUERIES_DIR.resolve()
    matching = (" (a value is matched against any label of an entity, ignoring case, spaces, hyphens, "
                "dashes and underscores)" if shipped else "")
    if not defaulted:  # every value was given: no use telling the user to set them
        return (f"query {query.name} returned no rows with {used}{matching}; "
                f"entities.csv or `kg query` on the graph lists the labels it holds")
    return f"query {query.name} returned no rows with {used}; set {'it' if len(defaulted) == 1 else 'them'} with {how}{matching}"


#: A character class of the SPARQL grammar as pyoxigraph's parser prints it among the tokens it
#: expected (``['0'..='9']``, ``['A' ..= 'Z' | 'a' ..= 'z' | '\u{00C0}'..='\u{00D6}' ...]``).
_CHAR_CLASS = re.compile(r"\[[^\[\]]*\.\.=[^\[\]]*\]")


def readable_syntax_error(message: str) -> str:
    """pyoxigraph's syntax error ``message`` (str) made readable (str): its character classes
    named ("a digit", "a letter") and its lines joined; the expected tokens stay, the Unicode
    ranges of the grammar's name characters go. ``[_]`` is the parser generator's (rust-peg)
    pattern for any one character, not an underscore (an underscore is ``['_']``): at the end
    of the text it means that more text was expected, so it reads "any character"; ``['_']``
    reads ``"_"``, as the other tokens are written. Used by ``kg query`` and ``kg serve``."""
    message = re.sub(r"\[\s*'0'\s*\.\.=\s*'9'\s*\]", "a digit", message)
    # a class of the name characters that may follow the first ('0'..='9', U+00B7, the
    # combining marks) is "a digit" beside the class of letters, not a second "a letter"
    message = _CHAR_CLASS.sub(lambda m: "a digit" if re.match(r"\[\s*'0'\s*\.\.=", m.group(0)) else "a letter", message)
    message = message.replace("[_]", "any character").replace("['_']", '"_"')
    return re.sub(r"\s*\n\s*\|?\s*", " ", message).strip()


# ----------------------------------------------------------------------------- syntax errors


@dataclass(frozen=True)
class SyntaxErrorAt:
    """Where a query's syntax error is, in the user's text (see :func:`locate_syntax_error`).

    Attributes:
        line: 1-based line of the query text as given (header comments included).
        column: 1-based column in that line (a tab counts as one character).
        message: what is wrong, one line, without the position (``near 'FILTR' in line 7:
            FILTR(?s = ?s)``), to follow "SPARQL syntax error ".
    """

    line: int
    column: int
    message: str


#: One token at an error position, for messages: a variable, an IRI, the start of a string,
#: a word (keyword, prefixed name, number) or one character.
_ERROR_TOKEN = re.compile(r"""[?$]\w+|<[^<>\s]{0,60}>?|"[^"\n]{0,30}"?|'[^'\n]{0,30}'?|[\w.:-]{1,40}|\S""")

#: pyoxigraph's syntax error position, ``error at 9:1: expected ...`` (1-based line and column).
_OX_POSITION = re.compile(r"^\s*error at (\d+):(\d+):\s*")

#: An Oxigraph message that only lists keywords it expected (``expected OPTIONAL`` for a
#: misspelled ``FILTR``): a guess of the parser, left out of :func:`locate_syntax_error`'s message,
#: which keeps the lexical ones (``IRI parsing failed``, the quotes that close a string).
_KEYWORDS_ONLY = re.compile(r"expected (?:one of )?(?:[A-Za-z_0-9]+|any character|a letter|a digit)"
                            r"(?:, (?:[A-Za-z_0-9]+|any character|a letter|a digit))*")

#: The most SPARQL a query text may hold, outside comments, strings and IRIs (which pyparsing
#: skips by one regular expression: 27 KB of comments took 0.09 s), for rdflib's parser to read
#: it (:func:`rdflib_parse`): to place a syntax error, to tell an update, to read a query's
#: shape. pyparsing reads 15-50 KB of SPARQL per second on this 2-core machine (a 57 KB group of
#: 2,000 triples: 3.5 s), so a longer text keeps the engine's own message rather than tie up a
#: thread for many seconds. (Until session 42 the whole text was counted, up to 16 KB: a query
#: with a long comment header lost its place.)
LOCATE_MAX_CHARS = 65_536

#: Python frames rdflib's parser may use (:func:`rdflib_parse`): its grammar recurses once per
#: triple of a group (``TriplesBlock``), so Python's default limit of 1,000 was reached by a
#: group of 200 triples (5 KB), and such a query's syntax error lost its place. The parse runs
#: in a thread with a :data:`QUERY_STACK_BYTES` stack, where this many frames fit.
RDFLIB_RECURSION = 200_000

#: One rdflib parse at a time (pyparsing promises no thread safety), and its recent answers
#: (:func:`rdflib_parse`: placing one error reads the same text up to four times).
_RDFLIB_LOCK = threading.RLock()
_RDFLIB_CACHE: "dict[tuple[str, bool], tuple]" = {}
_RDFLIB_CACHE_SIZE = 4


def _code_chars(text: str) -> int:
    """How many characters of ``text`` lie outside comments, strings and IRIs (int)."""
    return sum(b - a for a, b in _code_spans(text))


def _rdflib_parse_here(text: str, update: bool) -> tuple:
    """:func:`rdflib_parse`'s parse, in the calling thread (a large-stack one)."""
    from pyparsing import ParseBaseException
    from rdflib.plugins.sparql.parser import parseQuery, parseUpdate

    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, RDFLIB_RECURSION))
    try:
        return (parseUpdate if update else parseQuery)(text), None
    except ParseBaseException as exc:
        return None, exc
    except Exception:  # noqa: BLE001 - rdflib fails in other ways on some texts: no tree, no place
        return None, None
    finally:
        sys.setrecursionlimit(old)


def rdflib_parse(text: str, update: bool = False) -> tuple:
    """rdflib's SPARQL parse of ``text``: its query grammar
    (:func:`rdflib.plugins.sparql.parser.parseQuery`), or with ``update`` its update grammar.

    The parse runs in a thread with a large stack and a high recursion limit
    (:data:`RDFLIB_RECURSION`: the grammar recurses per triple), one at a time, and its last
    answers are kept, as several checks read the same text.

    Args:
        text: SPARQL text (str); update: parse as SPARQL Update (bool).
    Returns:
        ``(tree, None)`` when it parses; ``(None, exc)`` with pyparsing's ``ParseBaseException``
        (``loc``, ``lineno``, ``col``, ``pstr``) when it does not; ``(None, None)`` when rdflib
        fails otherwise, or the text holds more than :data:`LOCATE_MAX_CHARS` characters of
        SPARQL (outside comments, strings and IRIs) or nests deeper than :data:`MAX_NESTING`.
    Raises:
        nothing.
    """
    key = (text, update)
    with _RDFLIB_LOCK:
        if key in _RDFLIB_CACHE:
            return _RDFLIB_CACHE[key]
        if _code_chars(text) > LOCATE_MAX_CHARS or too_deep(text) is not None:
            found = (None, None)
        else:
            found = call_with_stack(_rdflib_parse_here, text, update, collect=False)
        if len(_RDFLIB_CACHE) >= _RDFLIB_CACHE_SIZE:
            _RDFLIB_CACHE.pop(next(iter(_RDFLIB_CACHE)))
        _RDFLIB_CACHE[key] = found
        return found


def _unclosed(text: str) -> str:
    """The brackets ``text`` opens and never closes, counted by kind outside comments, strings
    and IRIs (as :func:`too_deep` scans), e.g. ``"1 '{' not closed"``; "" when none."""
    opened = {"{": 0, "(": 0, "[": 0}
    closes = {"}": "{", ")": "(", "]": "["}
    pos = 0
    while True:
        m = _NEST_TOKEN.search(text, pos)
        if m is None:
            break
        ch = m.group()
        if ch in "#'\"<":
            skip = _NEST_SKIP.match(text, m.start())
            pos = skip.end() if skip else m.end()
            continue
        pos = m.end()
        if ch in closes:
            opened[closes[ch]] -= 1
        else:
            opened[ch] += 1
    return ", ".join(f"{n} '{k}' not closed" for k, n in opened.items() if n > 0)


def _column_in(line: str, expanded_col: int) -> int:
    """The 1-based column of ``line`` (str, as written) at which pyparsing's 1-based column
    ``expanded_col`` (int, counted after ``str.expandtabs()``, tab stops of 8) falls."""
    width = 0
    for i, ch in enumerate(line):
        if width >= expanded_col - 1:
            return i + 1
        width = (width // 8 + 1) * 8 if ch == "\t" else width + 1
    return len(line) + 1


def _offset_as_written(text: str, parsed: str, loc: int) -> Optional[int]:
    """The offset in ``text`` (the query as written) of offset ``loc`` of ``parsed``, the string
    rdflib's parser read: ``text`` with its codepoint escapes expanded
    (:func:`rdflib.plugins.sparql.parser.expandUnicodeEscapes`, rdflib's own pattern) and then
    its tabs expanded (pyparsing's ``str.expandtabs()``, tab stops of 8).

    Args:
        text: the query as given (str); parsed: pyparsing's ``pstr`` (str); loc: its 0-based
            offset of the error (int).
    Returns:
        a 0-based offset into ``text`` (int; a character that an escape produced maps to the
        escape's backslash), or None when the two steps do not rebuild ``parsed`` (another
        rdflib version expanding differently: the caller keeps pyparsing's own line).
    """
    from rdflib.plugins.sparql.parser import expandUnicodeEscapes_re

    chars: list[str] = []
    origin: list[int] = []
    at = 0
    try:
        for m in expandUnicodeEscapes_re.finditer(text):
            chars.extend(text[at:m.start()])
            origin.extend(range(at, m.start()))
            chars.append(chr(int(m.group(1), 16)))
            origin.append(m.start())
            at = m.end()
    except (ValueError, OverflowError):
        return None
    chars.extend(text[at:])
    origin.extend(range(at, len(text)))
    out: list[str] = []
    where: list[int] = []
    column = 0
    for ch, o in zip(chars, origin):
        if ch == "\t":
            width = 8 - column % 8
            out.append(" " * width)
            where.extend([o] * width)
            column += width
            continue
        out.append(ch)
        where.append(o)
        column = 0 if ch in "\n\r" else column + 1
    if "".join(out) != parsed or not 0 <= loc <= len(where):
        return None
    return where[loc] if loc < len(where) else len(text)


#: The most characters of a line an error message quotes (:func:`_window`).
WINDOW_CHARS = 80


def _window(line: str, column: int, width: int = WINDOW_CHARS) -> str:
    """The part of ``line`` (str) an error message quotes for an error at 1-based ``column``:
    the line stripped when it fits in ``width`` characters, else a window of that width around
    the column, about a third before it, with "..." where it is cut, so that the place of the
    error is always shown (a long line used to be cut after its first 77 characters, before an
    error further right). Returns a str."""
    start = len(line) - len(line.lstrip())
    end = len(line.rstrip())
    if end - start <= width:
        return line[start:end]
    at = min(max(column - 1, start), end)
    a = max(start, min(at - width // 3, end - width))
    b = min(end, a + width)
    return ("..." if a > start else "") + line[a:b] + ("..." if b < end else "")


def locate_syntax_error(text: str, engine_message: str = "") -> Optional[SyntaxErrorAt]:
    """Where the syntax error of the SPARQL query ``text`` is, by rdflib's parser.

    Oxigraph's parser (rust-peg) reports the furthest position any rule of the grammar
    reached and the tokens it expected there, which is often far from the mistake: a stray
    ``]`` on line 7 of an 8-line query was reported at 9:1 (past the last line) "expected one
    of BIND, any character", a misspelled ``FILTR`` as "expected OPTIONAL". rdflib's pyparsing
    grammar (:func:`rdflib.plugins.sparql.parser.parseQuery`) fails at the start of the token
    that no alternative accepts, which names the line of the mistake; its own message
    ("Expected SelectQuery") is no help, so the message is built here: the token found there
    and the line it is in, or, when the text ends too early, the brackets left open. The
    engine's message is added when it names the same line and says more than a list of
    expected keywords (a string left open, a bad IRI: detail rdflib lacks).

    Args:
        text: the query as given (its header comments included, so lines are the file's).
        engine_message: pyoxigraph's ``SyntaxError`` text (``error at L:C: expected ...``), or "".
    Returns:
        a :class:`SyntaxErrorAt`, or None when rdflib's parser accepts the text (a feature
        Oxigraph lacks or adds: keep the engine's message), or rdflib cannot read it
        (:func:`rdflib_parse`: more than :data:`LOCATE_MAX_CHARS` characters of SPARQL outside
        comments, strings and IRIs, or nested deeper than :data:`MAX_NESTING`).
    Raises:
        nothing.
    """
    _, exc = rdflib_parse(text)
    if exc is None:  # it parses, or rdflib cannot tell (too long, too deep, another failure)
        return None
    lineno, loc, parsed, expanded_col = exc.lineno, exc.loc, exc.pstr, exc.col
    lines = text.split("\n")
    detail = readable_syntax_error(engine_message) if engine_message else ""
    ox_pos = _OX_POSITION.match(detail)
    ox_line = int(ox_pos.group(1)) if ox_pos else None
    detail = detail[ox_pos.end():] if ox_pos else detail
    if not re.sub(r"(?m)#.*$", "", text).strip():
        return SyntaxErrorAt(1, 1, "the query is empty (only white space or comments)")
    if not parsed[loc:].strip():  # the text ends before the query does
        last = len(lines)
        while last > 1 and not lines[last - 1].strip():
            last -= 1
        line_text = lines[last - 1] if lines else ""
        open_ = _unclosed(text)
        return SyntaxErrorAt(last, len(line_text.rstrip()) + 1,
                             "at the end of the query, which stops before it is complete"
                             + (f" ({open_})" if open_ else ""))
    offset = _offset_as_written(text, parsed, loc)
    if offset is not None:  # the place as written: escapes (``\u0041``) and tabs are expanded in ``parsed``
        lineno = text.count("\n", 0, offset) + 1
        line_text = lines[lineno - 1].rstrip("\r")
        column = min(offset - (text.rfind("\n", 0, offset) + 1), len(line_text)) + 1
    elif not 1 <= lineno <= len(lines):  # a \u000A escape expanded by rdflib: no line of the text
        return None
    else:
        line_text = lines[lineno - 1].rstrip("\r")
        column = _column_in(line_text, expanded_col)
    token = _ERROR_TOKEN.match(line_text, column - 1)
    found = token.group() if token else line_text[column - 1:column]
    message = f"near {found!r} in line {lineno}: {_window(line_text, column)}"
    if detail and ox_line == lineno and not _KEYWORDS_ONLY.fullmatch(detail):
        message += f" (Oxigraph, at {lineno}:{ox_pos.group(2)}: {detail})"
    open_ = _unclosed(text)
    if open_ and (not engine_message or ox_line is None or ox_line > lineno):
        message += f"; at the end, {open_}"  # a triple or group cut short by the end of the text
    return SyntaxErrorAt(lineno, column, message)


def syntax_error_message(text: str, engine_message: str) -> str:
    """The message for a query ``text`` that Oxigraph refuses with ``engine_message``:
    ``L:C: near ...`` from :func:`locate_syntax_error`, ``L:C: undefined prefix 'foo:' ...`` or
    another error of :func:`semantic_error` when that comes first in the text, else Oxigraph's
    own message made readable (``L:C: expected ...``), as :func:`query_error` decides.

    Args:
        text: the query as given; engine_message: str of pyoxigraph's ``SyntaxError``.
    Returns:
        one line without a "SPARQL syntax error" prefix (str).
    """
    place, message = query_error(text, engine_message)
    message = message.removeprefix("SPARQL syntax error").removeprefix(":").lstrip()
    return f"{place[0]}:{place[1]}: {message}" if place else message


# ----------------------------------------------------------------------------- errors beyond the grammar


@dataclass(frozen=True)
class QueryShape:
    """What kind of query a text is, as :func:`query_shape` reads it.

    Attributes:
        form: ``"SELECT"``, ``"ASK"``, ``"CONSTRUCT"`` or ``"DESCRIBE"``.
        aggregate: the query groups or aggregates (GROUP BY, COUNT, SUM ... anywhere).
        limit: the top-level query has a LIMIT.
    """

    form: str
    aggregate: bool
    limit: bool


def _parse_tree(text: str):
    """rdflib's SPARQL parse tree of ``text`` (``[prologue, query]``), or None when rdflib's
    grammar refuses it or cannot read it (:func:`rdflib_parse`)."""
    return rdflib_parse(text)[0]


def _children(node) -> list:
    """The child nodes of an rdflib parse-tree node, in text order ([] for a leaf)."""
    from rdflib.plugins.sparql.parserutils import CompValue

    if isinstance(node, CompValue):
        return list(node.values())
    if isinstance(node, (list, tuple)) or (hasattr(node, "asList") and not isinstance(node, str)):
        return list(node)
    return []


def _walk(node):
    """Every node of an rdflib parse tree below ``node`` (itself included), depth first in text
    order. Iterative: a group of many triples nests a node per triple, deeper than Python's
    recursion limit."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(_children(current)))


def _is_aggregate(node) -> bool:
    return getattr(node, "name", "").startswith("Aggregate_")


def query_shape(text: str) -> Optional[QueryShape]:
    """The form of the SPARQL query ``text`` (str), whether it aggregates and whether its
    top-level query has a LIMIT, read with rdflib's SPARQL grammar (no evaluation).

    Returns:
        a :class:`QueryShape`, or None when rdflib cannot read the text (see :func:`_parse_tree`).
    Raises:
        nothing.
    """
    tree = _parse_tree(text)
    if tree is None or len(tree) < 2:
        return None
    query = tree[1]
    form = getattr(query, "name", "").removesuffix("Query").upper()
    aggregate = "groupby" in query or any(_is_aggregate(n) for n in _walk(query))
    limit = "limitoffset" in query and "limit" in query["limitoffset"]
    return QueryShape(form=form, aggregate=aggregate, limit=limit)


#: What a position scan of a query skips: comments, strings and IRIs (:data:`_NEST_SKIP`).
_SKIPPED_START = re.compile(r"[#'\"<]")
#: A prefixed name's prefix and colon (SPARQL 1.1 grammar [140] PNAME_NS), not preceded by a
#: character that makes it part of another token (a variable, a blank node label ``_:b``, a
#: language tag, another name).
_PNAME_NS = re.compile(r"(?<![\w.\-:?$@\\])((?:[^\W\d_](?:[\w.\-]*[\w\-])?)?):")
#: A PREFIX declaration's prefix (SPARQL 1.1 grammar [6] PrefixDecl).
_PREFIX_DECL = re.compile(r"PREFIX\s*((?:[^\W\d_](?:[\w.\-]*[\w\-])?)?):", re.IGNORECASE)
#: The keyword that opens a SELECT (top-level or sub-query).
_SELECT_WORD = re.compile(r"(?<![\w?$:])SELECT\b", re.IGNORECASE)


def _code_spans(text: str):
    """The (start, end) offsets of ``text`` outside comments, strings and IRIs, in order."""
    pos = 0
    while pos < len(text):
        m = _SKIPPED_START.search(text, pos)
        if m is None:
            yield pos, len(text)
            return
        skip = _NEST_SKIP.match(text, m.start())
        if skip is None:  # an unclosed string, or '<' the operator: scan on past it
            yield pos, m.end()
            pos = m.end()
            continue
        yield pos, m.start()
        pos = skip.end()


def _find_in_code(pattern: "re.Pattern[str]", text: str, start: int = 0):
    """The first match of ``pattern`` in ``text`` at or after ``start`` outside comments, strings and IRIs."""
    for a, b in _code_spans(text):
        if b <= start:
            continue
        m = pattern.search(text, max(a, start), b)
        if m is not None:
            return m
    return None


def _place(text: str, offset: int) -> tuple[int, int]:
    """1-based (line, column) of ``offset`` in ``text`` (a tab is one column)."""
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def _undeclared_prefix(text: str) -> Optional[SyntaxErrorAt]:
    """The first prefixed name of ``text`` whose prefix no PREFIX declaration defines, as
    "undefined prefix 'foo:'" at its place, or None. Declarations are read from the text outside
    comments, strings and IRIs; a prefix PaperKG knows (:data:`kg.ontology.PREFIXES`) gets the
    declaration to add."""
    declared = set()
    decl_spans = set()
    for a, b in _code_spans(text):
        for m in _PREFIX_DECL.finditer(text, a, b):
            declared.add(m.group(1))
            decl_spans.add(m.start(1) if m.group(1) else m.end() - 1)
    for a, b in _code_spans(text):
        for m in _PNAME_NS.finditer(text, a, b):
            if m.start() in decl_spans or m.group(1) in declared:
                continue
            prefix = m.group(1)
            known = PREFIXES.get(prefix)
            hint = (f": add PREFIX {prefix}: <{known}>" if known else
                    f": declare it with PREFIX {prefix}: <...> before the query, or write the full <IRI>")
            line, column = _place(text, m.start())
            return SyntaxErrorAt(line, column, f"undefined prefix '{prefix}:'{hint}")
    return None


def _variables(node) -> list[str]:
    """The variable names in an rdflib parse-tree node outside aggregates (in text order)."""
    found: list[str] = []
    stack = [node]
    while stack:  # iterative, as _walk
        n = stack.pop()
        if isinstance(n, Variable):
            found.append(str(n))
        elif not _is_aggregate(n):
            stack.extend(reversed(_children(n)))
    return found


def _grouping_errors(text: str) -> Optional[SyntaxErrorAt]:
    """The first SELECT of ``text`` (top-level or sub-query, in text order) whose projection
    breaks the grouping rules of SPARQL 1.1 section 11.4 (or that assigns a variable its pattern
    binds, section 18.2.4.1), as an error at the variable's place in that SELECT clause, or None
    (also when rdflib's grammar cannot read the text)."""
    tree = _parse_tree(text)
    if tree is None:
        return None
    selects = [n for n in _walk(tree[1]) if getattr(n, "name", "") in ("SelectQuery", "SubSelect")]
    words = []
    at = 0
    while True:
        m = _find_in_code(_SELECT_WORD, text, at)
        if m is None:
            break
        words.append(m)
        at = m.end()
    for index, node in enumerate(selects):
        keyword_end = words[index].end() if index < len(words) else 0
        # CompValue.get answers a missing key with the key itself: ask with ``in`` first
        projection = node["projection"] if "projection" in node else None
        grouped = set()
        for cond in (node["groupby"]["condition"] if "groupby" in node else []):
            if isinstance(cond, Variable):
                grouped.add(str(cond))
            elif hasattr(cond, "keys") and "evar" in cond:  # GROUP BY (expr AS ?v)
                grouped.add(str(cond["evar"]))
        aggregate = "groupby" in node or any(_is_aggregate(n) for n in _walk(projection or []))
        aggregate = aggregate or ("having" in node and any(_is_aggregate(n) for n in _walk(node["having"])))

        def at_var(name: str, message: str) -> SyntaxErrorAt:
            m = _find_in_code(re.compile(rf"[?$]{re.escape(name)}(?!\w)"), text, keyword_end)
            line, column = _place(text, m.start() if m else keyword_end)
            return SyntaxErrorAt(line, column, message)

        if projection is None:  # SELECT *
            if aggregate:
                star = _find_in_code(re.compile(r"\*"), text, keyword_end)
                line, column = _place(text, star.start() if star else keyword_end)
                return SyntaxErrorAt(line, column, "SELECT * cannot be used with GROUP BY or an aggregate: "
                                                   "name the grouped variables and the aggregates to project")
            continue
        bound = set(_variables(node["where"])) if "where" in node else set()
        for item in projection:
            var = item["var"] if "var" in item else None
            if var is not None:
                if aggregate and str(var) not in grouped:
                    return at_var(str(var), f"variable ?{var} is projected but neither grouped nor aggregated: "
                                            f"add it to GROUP BY, or project an aggregate of it, "
                                            f"(SAMPLE(?{var}) AS ?any_{var})")
                continue
            evar = str(item["evar"])
            if evar in bound:
                return at_var(evar, f"(... AS ?{evar}) assigns ?{evar}, which the WHERE pattern already binds: "
                                    "give the expression another name")
            if aggregate:
                for name in _variables(item["expr"]):
                    if name not in grouped:
                        return at_var(name, f"variable ?{name} is used in a SELECT expression but neither "
                                            f"grouped nor aggregated: add it to GROUP BY, or use it inside "
                                            f"an aggregate (SAMPLE, COUNT, ...)")
    return None


def _rebound_by_bind(text: str) -> Optional[SyntaxErrorAt]:
    """The first ``BIND(... AS ?x)`` of ``text`` whose variable an earlier part of the same group
    already binds (SPARQL 1.1 section 18.2.1: a BIND variable must be new), at its ``AS ?x``,
    or None (also when rdflib's grammar cannot read the text)."""
    tree = _parse_tree(text)
    if tree is None:
        return None
    for node in _walk(tree[1]):
        if getattr(node, "name", "") != "GroupGraphPatternSub" or "part" not in node:
            continue
        seen: set[str] = set()
        for part in node["part"]:
            if getattr(part, "name", "") == "Bind" and str(part["var"]) in seen:
                name = str(part["var"])
                m = _find_in_code(re.compile(rf"\bAS\s*[?$]{re.escape(name)}(?!\w)", re.IGNORECASE), text)
                line, column = _place(text, m.start() if m else 0)
                return SyntaxErrorAt(line, column, f"BIND(... AS ?{name}) assigns ?{name}, which the patterns "
                                                   "before it in the same group already bind: give it another name")
            seen.update(_variables(part))
    return None


def _unclosed_string(text: str) -> Optional[SyntaxErrorAt]:
    """The first quote of ``text`` (outside comments, strings and IRIs) that opens a string
    never closed (on its line, for a short string), or None."""
    for a, b in _code_spans(text):
        if b > a and text[b - 1] in "'\"" and _NEST_SKIP.match(text, b - 1) is None:
            line, column = _place(text, b - 1)
            quote = text[b - 1]
            return SyntaxErrorAt(line, column, f"SPARQL syntax error: the string opened by {quote} here is not "
                                               f"closed (a {quote} string ends on its line; use {quote * 3} for "
                                               "text over several lines)")
    return None


def semantic_error(text: str) -> Optional[SyntaxErrorAt]:
    """Why a query ``text`` that Oxigraph refuses is no valid SPARQL although it may follow the
    grammar: a prefixed name whose prefix is not declared ("undefined prefix 'foo:'"), or a
    SELECT that projects a variable it neither groups nor aggregates ("variable ?x is projected
    but neither grouped nor aggregated"), uses such a variable in an expression, combines
    ``SELECT *`` with GROUP BY, or assigns ``(... AS ?x)`` to a variable its pattern binds.

    Oxigraph reports these as a list of expected tokens at the furthest place its parser
    reached (the end of a prefixed name, the end of the query), with the reason, when it gives
    one, among the tokens ("expected one of ..., The SELECT contains a variable that is unbound,
    ..."); rdflib's grammar accepts them. The place given here is the offending name's.

    Args:
        text: the query as given (str; header comments included, so lines are the file's).
    Returns:
        a :class:`SyntaxErrorAt` whose message needs no "syntax error" prefix, or None.
    Raises:
        nothing.
    """
    found = _undeclared_prefix(text)
    if found is not None:
        return found
    return _grouping_errors(text) or _rebound_by_bind(text)


def query_error(text: str, engine_message: str) -> tuple[Optional[tuple[int, int]], str]:
    """The one-line reason why Oxigraph refuses the query ``text`` with ``engine_message``
    (str of its ``SyntaxError``), and where.

    The first of :func:`semantic_error` and :func:`locate_syntax_error` in the text wins;
    without either, Oxigraph's own message made readable (:func:`readable_syntax_error`).

    Returns:
        ``((line, column), message)``, or ``(None, message)`` when no place is known; the
        message reads on its own: ``undefined prefix 'foo:' ...``, ``SPARQL syntax error near
        ']' in line 7: ...``.
    """
    unclosed = _unclosed_string(text)
    syntax = locate_syntax_error(text, engine_message)
    if unclosed is not None and (syntax is None or unclosed.line <= syntax.line):
        return (unclosed.line, unclosed.column), unclosed.message  # rdflib names the triple's start
    semantic = semantic_error(text)
    if semantic is not None and (syntax is None or (semantic.line, semantic.column) <= (syntax.line, syntax.column)):
        return (semantic.line, semantic.column), semantic.message
    if syntax is not None:
        return (syntax.line, syntax.column), f"SPARQL syntax error {syntax.message}"
    detail = readable_syntax_error(engine_message)
    pos = _OX_POSITION.match(detail)
    if pos:
        return (int(pos.group(1)), int(pos.group(2))), f"SPARQL syntax error: {detail[pos.end():]}"
    return None, f"SPARQL syntax error: {detail}"
