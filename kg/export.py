"""Export stage: a graph -> graph.ttl, graph.nt, graph.jsonld, graph.graphml, entities.csv, papers.csv,
retired.csv; on request also graph.trig and graph.nq (one named graph per paper: :mod:`kg.named_graphs`).

The graph is an rdflib Graph or, faster, a :class:`kg.graph.TripleIndex` (what ``kg build``
passes: no rdflib store is filled).

All serialisation goes through pyoxigraph (Turtle, N-Triples, JSON-LD, TriG, N-Quads) and networkx (GraphML);
this module only orders the output so that the same graph always gives byte-identical
files, and writes every file atomically (temporary file in the same folder, then
:func:`os.replace`), so an interrupted build leaves the previous exports intact.
"""
from __future__ import annotations

import csv
import io
import os
import re
import tempfile
from pathlib import Path
from typing import Callable, Iterator, Mapping, Optional, Sequence

import networkx as nx
import pyoxigraph as ox
from rdflib import RDF, RDFS, Literal, URIRef
from rdflib.namespace import DCTERMS, PROV, SKOS

from kg.clean import clean, quote_span
from kg.graph import (PAPER_COLUMNS, RETIRED_COLUMNS, GraphLike, TripleIndex, entity_rows, paper_rows, retired_rows,
                      safe_text)
from kg.ontology import KGO, PREFIXES
from kg.records import CleanText

#: Node classes that become GraphML nodes, with their type names.
_GRAPHML_CLASSES = {
    KGO.Paper: "Paper", KGO.Method: "Method", KGO.Task: "Task", KGO.Dataset: "Dataset",
    KGO.Metric: "Metric", KGO.Result: "Result", KGO.Venue: "Venue",
}
#: Predicates that become GraphML edges.
_GRAPHML_EDGES = (
    KGO.proposes, KGO.addresses, KGO.mainTask, KGO.evaluatedOn, KGO.pretrainedOn, KGO.uses, KGO.comparesWith,
    KGO.partOf, KGO.usesMetric, KGO.reportsResult, KGO.metric, KGO.onDataset, KGO.ofMethod, KGO.mentions,
    KGO.publishedIn,
)


def _umask() -> int:
    """The process umask (read by setting and restoring it)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def atomic_write(path: Path, write: Callable[[io.TextIOBase], None] | bytes | str,
                 defer: bool = False) -> Optional[Path]:
    """Write a file atomically: into a temporary file beside ``path``, then rename.

    Args:
        path: destination; its folder must exist.
        write: the content (``str`` is written as UTF-8) or a callable given a text
            stream (UTF-8, ``\\n`` newlines).
        defer: leave the complete temporary file in place and return its path; the caller
            renames it onto ``path`` (:func:`commit_files`) or deletes it.

    Returns:
        the temporary file with ``defer``, else None.
    Raises:
        OSError: when the folder is not writable or the disk is full (the error names
            ``path``); the destination is then untouched.
    """
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.chmod(tmp, 0o666 & ~_umask())  # mkstemp makes 0600; exports are ordinary files
        if isinstance(write, bytes):
            with os.fdopen(fd, "wb") as fh:
                fh.write(write)
        else:
            with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
                if isinstance(write, str):
                    fh.write(write)
                else:
                    write(fh)
        if defer:
            return Path(tmp)
        os.replace(tmp, path)
        return None
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        if isinstance(exc, OSError) and exc.filename is None:
            # e.g. ENOSPC from a write: name the file being written
            raise OSError(exc.errno, exc.strerror or str(exc), str(path)) from exc
        raise


def commit_files(pending: Sequence[tuple[Path, Path]]) -> None:
    """Rename each finished temporary file onto its destination (``(temporary, final)``
    pairs from :func:`atomic_write` with ``defer``), with SIGINT and SIGTERM deferred
    until the last rename (:func:`kg.processes.signals_deferred`): a build stopped now
    leaves either every new file or none.
    Each rename is atomic (POSIX rename(2)); the set is as atomic as six renames in a row.

    Raises:
        OSError: a rename failed (the temporary files not yet renamed are deleted).
    """
    from kg.processes import signals_deferred

    with signals_deferred():
        for i, (tmp, final) in enumerate(pending):
            try:
                os.replace(tmp, final)
            except OSError:
                discard_files(pending[i:])
                raise


#: What every graph.html PaperKG writes holds in its head (kg/templates/graph.html.j2's generator
#: meta element): how a build recognises a page an earlier build wrote into its ``--out``.
HTML_GENERATOR_MARK = b'<meta name="generator" content="PaperKG'
#: How much of a graph.html's start is searched for :data:`HTML_GENERATOR_MARK` (the element
#: is the head's fifth, after the Content-Security-Policy of a few hundred bytes).
_HTML_HEAD_BYTES = 16384


def written_by_paperkg(page: Path) -> bool:
    """Whether the file ``page`` is a graph.html that PaperKG wrote: a regular file (not a
    symbolic link) whose first 16 KB hold :data:`HTML_GENERATOR_MARK`. A page of the user's
    own, or one that cannot be read, is not. Never raises."""
    try:
        if page.is_symlink() or not page.is_file():
            return False
        with open(page, "rb") as f:
            return HTML_GENERATOR_MARK in f.read(_HTML_HEAD_BYTES)
    except OSError:
        return False


def stale_temporaries(out_dir: Path, names: Sequence[str]) -> list[Path]:
    """The temporary files :func:`atomic_write` leaves in ``out_dir`` for the files ``names``
    when its process is stopped mid-write (``.<name>.<random>.tmp``), sorted."""
    return sorted(p for name in names for p in Path(out_dir).glob(f".{name}.*.tmp"))


def remove_stale_temporaries(out_dir: Path, names: Sequence[str]) -> list[Path]:
    """Remove the temporary files an earlier build left in ``out_dir`` when it was stopped
    mid-write (``kill -9``, an out-of-memory kill): those of :func:`stale_temporaries` for the
    files ``names``, and nothing else. Only a build holding ``out_dir``'s lock
    (:func:`kg.locks.out_lock`) may call this: no other build is writing there then.

    Args:
        out_dir: the exports folder.
        names: the file names whose temporaries to remove (``graph.nt`` removes
            ``.graph.nt.*.tmp``).
    Returns:
        the files removed, sorted; a folder of such a name is left, and so is a file that
        cannot be removed (no permission).
    """
    removed = []
    for path in stale_temporaries(out_dir, names):
        if path.is_dir() and not path.is_symlink():
            continue
        try:
            path.unlink()
        except OSError:  # gone meanwhile, or not ours to remove (no permission)
            continue
        removed.append(path)
    return removed


def discard_files(pending: Sequence[tuple[Path, Path]]) -> None:
    """Delete the temporary files of ``pending`` (``(temporary, final)`` pairs) that exist."""
    for tmp, _ in pending:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass


def _ox_term(term, datatypes: dict):
    """The pyoxigraph term of an rdflib term (``datatypes``: datatype IRI -> NamedNode, a cache)."""
    if isinstance(term, URIRef):
        return ox.NamedNode(term)
    if isinstance(term, Literal):
        if term.language:
            return ox.Literal(term, language=term.language)
        dt = term.datatype
        if dt is not None:
            node = datatypes.get(dt)
            if node is None:
                node = datatypes[dt] = ox.NamedNode(dt)
            return ox.Literal(term, datatype=node)
        return ox.Literal(term)
    return ox.BlankNode(str(term))


def oxigraph_triples(g: GraphLike) -> list["ox.Triple"]:
    """The triples of ``g`` (an rdflib Graph or a :class:`kg.graph.TripleIndex`) as
    pyoxigraph triples, sorted by their N-Triples form.

    Each distinct term object is converted once: the memo is keyed by ``id(term)``, which
    is safe because ``rows`` keeps every term alive until the conversion is done (hashing
    an rdflib Literal runs in Python and is slower than converting it again).
    """
    rows = g if isinstance(g, TripleIndex) else list(g)
    memo: dict[int, object] = {}
    datatypes: dict = {}
    out = []
    append = out.append
    triple = ox.Triple
    for s, p, o in rows:
        try:
            xs = memo[id(s)]
        except KeyError:
            xs = memo[id(s)] = _ox_term(s, datatypes)
        try:
            xp = memo[id(p)]
        except KeyError:
            xp = memo[id(p)] = _ox_term(p, datatypes)
        try:
            xo = memo[id(o)]
        except KeyError:
            xo = memo[id(o)] = _ox_term(o, datatypes)
        append(triple(xs, xp, xo))
    out.sort(key=str)
    return out


def ntriples_lines(g: GraphLike) -> list[str]:
    """The N-Triples lines of ``g`` (each ending in ``" .\\n"``), sorted: the text of
    :func:`ntriples`, made without building a pyoxigraph triple per line.

    Each distinct term object is converted once to its pyoxigraph term and that term's own
    N-Triples form (so the escaping is pyoxigraph's); a line joins the forms of its three
    terms. A pyoxigraph ``Triple`` whose object is a literal costs about 3 us to build
    (pyoxigraph tries each other term type first), and sorting by ``str(triple)`` formats
    every triple once more; the lines are plain strings. Sorting the lines gives the order
    of :func:`oxigraph_triples` (sorted by ``str(triple)``, the line without ``" .\\n"``):
    where one triple's form is a prefix of another's, the longer goes on after its object
    term with ``@``, ``-`` or a letter of a language tag, all above the space that follows
    the shorter one (N-Triples escapes every character below it).
    """
    rows = g if isinstance(g, TripleIndex) else list(g)
    memo: dict[int, str] = {}  # id(term) -> form; ``rows`` keeps the terms alive
    datatypes: dict = {}
    out = []
    append = out.append
    for s, p, o in rows:
        try:
            xs = memo[id(s)]
        except KeyError:
            xs = memo[id(s)] = str(_ox_term(s, datatypes))
        try:
            xp = memo[id(p)]
        except KeyError:
            xp = memo[id(p)] = str(_ox_term(p, datatypes))
        try:
            xo = memo[id(o)]
        except KeyError:
            xo = memo[id(o)] = str(_ox_term(o, datatypes))
        append(f"{xs} {xp} {xo} .\n")
    out.sort()
    return out


#: Lines joined per write by :func:`write_lines` (about 175 KB of N-Triples a write: blocks
#: of 20,000 lines, 3.5 MB, were slower, each a fresh allocation that faulted its pages in).
_LINES_PER_WRITE = 1_000


def write_lines(fh: io.TextIOBase, lines: Sequence[str]) -> None:
    """Write ``lines`` to the UTF-8 text stream ``fh`` (opened with ``newline="\\n"``, as
    :func:`atomic_write` opens it): the bytes of ``fh.writelines(lines)``, written as
    UTF-8 blocks of :data:`_LINES_PER_WRITE` joined lines straight into ``fh.buffer``
    (after flushing ``fh``). The text stream would encode and buffer each line on its
    own: 0.36 -> 0.21 CPU-s for the 633k lines of 3,000 corpus abstracts (median of 7).

    Raises:
        UnicodeEncodeError: a line that UTF-8 cannot encode (a lone surrogate), as the
            stream would raise. OSError: the write fails.
    """
    fh.flush()
    out = fh.buffer
    for start in range(0, len(lines), _LINES_PER_WRITE):
        out.write("".join(lines[start:start + _LINES_PER_WRITE]).encode("utf-8"))


def read_back_ntriples(path: Path) -> list:
    """The triples of a graph.nt that :func:`ntriples_lines` wrote, read back by pyoxigraph's
    parser (as quads in the default graph, which the serialisers write as triples).

    The parser runs ``lenient`` (pyoxigraph: IRIs and language tags not validated again):
    every term of those lines is pyoxigraph's own N-Triples form of a term pyoxigraph built,
    so validated, from the graph, and the terms read are the same as a validating parse
    gives (tests/test_speed26.py); about 40% less parsing CPU (1,000 corpus abstracts, 202k
    triples: 0.27-0.29 -> 0.16-0.18 CPU-s). Not for files of other origin.

    Raises:
        OSError: the file cannot be read. SyntaxError: it is not N-Triples.
    """
    return list(ox.parse(path=str(path), format=ox.RdfFormat.N_TRIPLES, lenient=True))


def _prefixes(g: GraphLike) -> dict[str, str]:
    """The prefixes PaperKG binds: kg.ontology.PREFIXES, ``res:`` for the resource base and
    the per-kind resource prefixes under it (``paper:``, ``method:`` ...; see
    :meth:`kg.graph.IriMinter.prefixes`), sorted by prefix."""
    bound = {p: str(ns) for p, ns in g.namespaces()}
    out = dict(PREFIXES)
    base = bound.get("res")
    if base is not None:
        out.update((p, ns) for p, ns in bound.items() if ns.startswith(base) and p not in PREFIXES)
    return dict(sorted(out.items()))


#: pyoxigraph format of each RDF export, and whether it carries the prefixes.
_RDF_FORMATS = {
    "turtle": (ox.RdfFormat.TURTLE, True),
    "ntriples": (ox.RdfFormat.N_TRIPLES, False),
    "jsonld": (ox.RdfFormat.JSON_LD, False),
}


def _serialize(g: GraphLike, kind: str, triples: Optional[list], output=None):
    """pyoxigraph serialisation of ``g`` as ``kind`` (a key of :data:`_RDF_FORMATS`), into
    the binary stream ``output``, or returned as ``str`` when ``output`` is None."""
    fmt, with_prefixes = _RDF_FORMATS[kind]
    triples = oxigraph_triples(g) if triples is None else triples
    prefixes = _prefixes(g) if with_prefixes else None
    data = ox.serialize(triples, output, format=fmt, prefixes=prefixes)
    return None if output is not None else data.decode("utf-8")


def turtle(g: GraphLike, triples: Optional[list] = None) -> str:
    """Turtle of ``g``: pyoxigraph's serializer over the sorted triples (deterministic, and
    an order of magnitude faster than rdflib's on large graphs). ``triples``: the output of
    :func:`oxigraph_triples` when the caller has it already."""
    return _serialize(g, "turtle", triples)


def ntriples(g: GraphLike, triples: Optional[list] = None) -> str:
    """N-Triples of ``g`` (pyoxigraph), one triple per line, lines sorted."""
    return _serialize(g, "ntriples", triples)


def jsonld(g: GraphLike, triples: Optional[list] = None) -> str:
    """JSON-LD of ``g`` in expanded form (pyoxigraph's serializer over the sorted triples:
    deterministic and fast). pyoxigraph 0.5 ignores ``prefixes`` for JSON-LD and states types
    as ``rdf:type`` properties; rdflib's writer (``from_rdf``, ``use_rdf_type=False``) states
    them as ``"@type"`` but took 4.3 s against pyoxigraph's 0.44 s on the 218k triples of
    1,000 ICLR 2024 abstracts, before filling an rdflib graph (session 16), about 20 s more
    at 5,854 abstracts, so the build keeps pyoxigraph's. The shipped context
    (:func:`kg.ontology.jsonld_context`: prefixes, ``@vocab`` kgo:, a term with type coercion
    per property, session 58) compacts it; read into RDF first (rdflib: parse, then serialize
    with ``context=`` and ``use_rdf_type=False``), types become ``"@type": "Paper"`` and values
    plain strings (59 s at 1,000 abstracts in session 58; docs/LINKED_DATA.md, "JSON-LD").
    Session 56 measured that route again at 1,000 abstracts (277,504 triples, loaded machine):
    90 s to fill the rdflib graph and 50 s to write against pyoxigraph's 2.2 s, and rdflib orders
    nodes by a Python set (other bytes in every process), so it stays a reader's step
    (docs/OUTPUTS.md; tests/test_jsonld56.py checks it gives "@type" and graph.ttl's graph)."""
    return _serialize(g, "jsonld", triples)


def to_networkx(g: GraphLike) -> nx.MultiDiGraph:
    """The graph's papers, entities, results and venues as a networkx MultiDiGraph.

    Nodes are IRIs with attributes ``label``, ``type`` and ``papers``, the number of papers
    the node stands in: for a Method, Task, Dataset or Metric its kgo:paperCount (the papers
    that link to it; 0 when absent), for a Venue the papers kgo:publishedIn it, for a Result the
    papers that kgo:reportsResult it (1), for a Paper 1 (itself); and ``exactMatch`` where the
    node has skos:exactMatch links (their IRIs, sorted, space-joined: CSO, Papers with Code,
    Wikidata). A Result node also has ``value`` (its kgo:value as a float, GraphML ``double``)
    and, where it has them, ``metric`` (the label of its kgo:metric: a result that names no
    metric, "5x faster", has none), ``unit`` (kgo:unit, text), ``setting`` (kgo:setting) and
    ``baseline`` (boolean, on every result: kgo:isBaselineResult true, a compared system's number).
    Edges carry ``relation`` (the kgo:
    local name) and are keyed by it, and where the graph holds kgo:Evidence of the link, its
    provenance: ``evidence``, the evidence sentences (cleaned as graph.html shows them, no LaTeX
    or markdown: :func:`_shown_sentence`; white space made single spaces, distinct,
    in the order of their paper's IRI and their offset there, one a line) and ``extractor``, the
    extractor rules (kgo:extractor, distinct, sorted, space-joined). An edge with several
    papers behind it (a method's link to a dataset) has the sentences of all of them.
    Nodes and edges are inserted in sorted order, so the same graph gives the same GraphML.
    """
    out = nx.MultiDiGraph()
    nodes: dict[URIRef, str] = {}
    for cls, name in _GRAPHML_CLASSES.items():
        for s in g.subjects(RDF.type, cls):
            nodes.setdefault(s, name)
    # the terms read once (each read of a DefinedNamespace attribute runs Python code)
    pref_label, label_, result_text, paper_count = SKOS.prefLabel, RDFS.label, KGO.resultText, KGO.paperCount
    value = g.value
    exact: dict[URIRef, list[str]] = {}
    for s, o in g.subject_objects(SKOS.exactMatch):
        if s in nodes:
            exact.setdefault(s, []).append(str(o))
    # papers of a venue (kgo:publishedIn) and of a result (kgo:reportsResult): counted, as
    # kgo:paperCount counts an entity's; a paper is one
    in_papers: dict[URIRef, set] = {}
    for p in (KGO.publishedIn, KGO.reportsResult):
        for s, o in g.subject_objects(p):
            if nodes.get(s) == "Paper":
                in_papers.setdefault(o, set()).add(s)
    for s in sorted(nodes):
        label = value(s, pref_label) or value(s, label_) or value(s, result_text) or s
        kind = nodes[s]
        if kind == "Paper":
            papers = 1
        elif kind in ("Venue", "Result"):
            papers = len(in_papers.get(s, ()))
        else:
            count = value(s, paper_count)
            papers = int(count.toPython()) if isinstance(count, Literal) else 0
        data = {"label": safe_text(str(label)), "type": kind, "papers": papers}
        if kind == "Result":
            data.update(_result_attributes(g, s))
        if s in exact:
            data["exactMatch"] = " ".join(sorted(set(exact[s])))
        out.add_node(str(s), **data)
    provenance = _edge_provenance(g)
    edges = []
    for p in _GRAPHML_EDGES:
        rel = p.split("#")[-1]
        for s, o in g.subject_objects(p):
            if s in nodes and o in nodes:
                edges.append((str(s), str(o), rel, p))
    for s, o, rel, p in sorted(edges):
        found = provenance.get((s, p, o))
        if found is None:
            out.add_edge(s, o, key=rel, relation=rel)
            continue
        sentences = dict.fromkeys(text for _paper, _start, text, _rule in sorted(found))
        rules = sorted({rule for *_, rule in found if rule})
        data = {"relation": rel, "evidence": "\n".join(sentences)}
        if rules:
            data["extractor"] = " ".join(rules)
        out.add_edge(s, o, key=rel, **data)
    return out


def _result_attributes(g: GraphLike, node: URIRef) -> dict:
    """The GraphML attributes of the kgo:Result ``node`` beyond label, type and papers:
    ``value`` (its kgo:value as a float; left out when it is no number), ``metric`` (its
    kgo:metric's skos:prefLabel, else rdfs:label, else IRI), ``unit`` (kgo:unit) and ``setting``
    (kgo:setting: "256x256; 10 NFE", session 56), each only where the graph has it, in that order,
    and then ``baseline`` on every result (GraphML ``boolean``, since session 60): true when the
    graph gives it kgo:isBaselineResult true (a compared system's number, not the paper's own)."""
    out: dict = {}
    number = g.value(node, KGO.value)
    if isinstance(number, Literal):
        try:
            out["value"] = float(str(number))
        except ValueError:
            pass  # an ill-typed value (a hand-edited graph): no number to give
    metric = g.value(node, KGO.metric)
    if metric is not None:
        out["metric"] = safe_text(str(g.value(metric, SKOS.prefLabel) or g.value(metric, RDFS.label) or metric))
    unit = g.value(node, KGO.unit)
    if unit is not None:
        out["unit"] = safe_text(str(unit))
    setting = g.value(node, KGO.setting)
    if setting is not None:
        out["setting"] = safe_text(str(setting))
    flag = g.value(node, KGO.isBaselineResult)
    out["baseline"] = isinstance(flag, Literal) and str(flag).strip().lower() in ("true", "1")
    return out


def edge_id(source: str, relation: str, target: str) -> str:
    """The GraphML id of the edge ``source`` -[``relation``]-> ``target`` (IRIs and the kgo:
    local name): ``e-`` and the first 16 hex digits of the SHA-256 of the three, tab-joined. It
    depends on the edge alone, so an edge keeps its id when papers are added to or removed from
    the graph (the numbered ids ``e0``, ``e1`` ... of sessions up to 48 shifted: adding one paper
    kept 2,931 of 10,594). Unique in a document: :func:`graphml` checks it."""
    import hashlib

    digest = hashlib.sha256(f"{source}\t{relation}\t{target}".encode("utf-8", "surrogatepass")).hexdigest()
    return f"e-{digest[:16]}"


def _edge_provenance(g: GraphLike) -> dict[tuple[str, URIRef, str], list[tuple[str, int, str, str]]]:
    """The kgo:Evidence of each link of ``g``: ``(subject IRI, predicate, object IRI)`` ->
    ``(paper IRI, start offset, sentence with single spaces, extractor rule)`` of each
    evidence node (rdf:subject, rdf:predicate, rdf:object, prov:wasDerivedFrom,
    kgo:startOffset, kgo:sentence, kgo:extractor), for :func:`to_networkx`.

    The sentences a paper's cleaning may show otherwise (:func:`_shown_sentence`) are mapped
    paper by paper, each distinct sentence once, and the paper's cleaned abstract (a
    :class:`kg.records.CleanText`, an offset per character) is dropped as soon as its
    sentences are mapped (holding every paper's until the end: 4.5 MB for the 1,146 papers of
    3,000 abstracts that need it). Two passes over the evidence, so no per-evidence list is
    kept (session 50). A :class:`kg.graph.TripleIndex` made by a build holds the cleaned
    abstracts of its own extractions (:attr:`kg.graph.TripleIndex.cleanings`): those are
    read, not cleaned again (session 57)."""
    def table(p) -> dict:
        return {s: o for s, o in g.subject_objects(p)}

    subject, predicate, obj = table(RDF.subject), table(RDF.predicate), table(RDF.object)
    paper, start, rule = table(PROV.wasDerivedFrom), table(KGO.startOffset), table(KGO.extractor)
    source, abstract, in_title = table(KGO.sourceAbstract), table(DCTERMS.abstract), table(KGO.inTitle)
    true = Literal(True)  # (made once: making an rdflib Literal runs Python code)

    def evidence() -> Iterator[tuple]:
        """(subject, predicate, object, paper, evidence node, sentence, quoted) of each
        evidence of a whole link; quoted: its paper has a source abstract, and it is no title quote."""
        for ev, sentence in g.subject_objects(KGO.sentence):
            s, p, o = subject.get(ev), predicate.get(ev), obj.get(ev)
            if s is None or p is None or o is None:
                continue
            of = paper.get(ev)
            yield s, p, o, of, ev, sentence, of in source and not in_title.get(ev) == true

    # first the quotes that cleaning may show otherwise, per paper, each mapped once
    quotes: dict = {}  # paper -> {sentence: the sentence shown}
    for *_, of, _ev, sentence, quoted in evidence():
        if quoted:
            quotes.setdefault(of, {})[str(sentence)] = None
    known = g.cleanings if isinstance(g, TripleIndex) else None  # (the build's own cleanings)
    for of, shown in quotes.items():
        cleaned: dict = {}  # this paper's cleaned source abstract only
        for text in shown:
            shown[text] = _shown_sentence(text, of, source, abstract, cleaned, False, known)
    out: dict[tuple[str, URIRef, str], list[tuple[str, int, str, str]]] = {}
    for s, p, o, of, ev, sentence, quoted in evidence():
        at = start.get(ev)
        text = quotes[of][str(sentence)] if quoted else str(sentence)
        out.setdefault((str(s), p, str(o)), []).append(
            (str(of if of is not None else ""), int(at.toPython()) if isinstance(at, Literal) else 0,
             safe_text(" ".join(text.split())), str(rule.get(ev, ""))))
    return out


def _shown_sentence(sentence: str, paper, source: dict, abstract: dict, cleaned: dict, in_title: bool,
                    known: Optional[Mapping[str, CleanText]] = None) -> str:
    """An evidence sentence as graph.html shows it (:func:`kg.view.collect_view_data`): a quote
    of the original abstract (kgo:sentence keeps its LaTeX, markdown or HTML) becomes the part
    of the cleaned abstract (dcterms:abstract) that :func:`kg.clean.clean` makes of it
    (:func:`kg.clean.quote_span`); a sentence that the source abstract does not hold is cleaned
    on its own; a title quote (kgo:inTitle), a sentence already part of the cleaned abstract and
    any quote of a paper without kgo:sourceAbstract are kept as written.

    Args:
        sentence: the kgo:sentence; paper: its prov:wasDerivedFrom (or None).
        source, abstract: paper -> kgo:sourceAbstract / dcterms:abstract literal.
        cleaned: a cache, paper -> ``clean(source)`` (None when that is not the abstract).
        in_title: the evidence node carries ``kgo:inTitle true``.
        known: source abstract text -> ``clean`` of it made already (:attr:`kg.graph.TripleIndex.cleanings`).
    Returns:
        the sentence to show."""
    original = source.get(paper)
    if original is None or in_title:
        return sentence
    text = str(abstract.get(paper, ""))
    if sentence in text:
        return sentence
    if paper not in cleaned:
        ct = known.get(str(original)) if known else None
        if ct is None:
            ct = clean(str(original))
        cleaned[paper] = ct if ct.text == text else None
    ct = cleaned[paper]
    span = quote_span(sentence, str(original), ct) if ct is not None else None
    if span is not None:
        return ct.text[span[0]:span[1]]
    return clean(sentence).text.strip() or sentence


def graphml(g: GraphLike) -> str:
    """GraphML (networkx) of :func:`to_networkx` (edge ids :func:`edge_id`, stable and unique
    in the document; the relation is each edge's ``relation``), always with networkx's standard-library
    writer: ``nx.write_graphml`` picks the lxml writer when lxml happens to be installed,
    which formats the same graph differently (the bytes would depend on the machine).
    The text :func:`write_graphml` writes (the build streams it into the file instead).

    The writer is given a text stream and ElementTree's ``"unicode"`` encoding: into a
    binary stream ElementTree would push each of its 1.6 million small writes (at 5,849
    papers) through an encoding ``io.TextIOWrapper``, about a third of the writer's time.
    The text is the same: the XML declaration names UTF-8 either way (ElementTree
    declares a text stream without an ``encoding`` as UTF-8), and the characters that
    UTF-8 cannot encode (lone surrogates) become character references, as the wrapper's
    ``xmlcharrefreplace`` made them.

    Raises:
        ValueError: two edges of one id (two SHA-256 digests sharing 64 bits: not seen).
    """
    buf = io.StringIO()
    write_graphml(g, buf)
    return buf.getvalue()


def write_graphml(g: GraphLike, fh: io.TextIOBase) -> None:
    """Write :func:`graphml`'s text of ``g`` into the text stream ``fh`` (an ``atomic_write``
    file: UTF-8), a few thousand lines at a time: the whole text is never held in memory
    (at 5,854 abstracts it was built as 1.6 million strings, joined into one 42 MB string and,
    when it held a character outside ASCII, encoded and decoded again; session 50). Lone
    surrogates become character references, chunk by chunk, as :func:`graphml` makes them.

    Raises:
        ValueError: two edges of one id (two SHA-256 digests sharing 64 bits: not seen;
            raised before the first edge is written, when the ids are checked first, or
            while writing: the caller's ``atomic_write`` then deletes the partial file).
        OSError: from ``fh``.
    """
    graph = to_networkx(g)
    chunks = _graphml_chunks(graph, numbered_edges=True)
    if chunks is None:  # networkx's writer writes an edge's key as its id: key the edges by edge_id first
        ids = [edge_id(u, key, v) for u, v, key in graph.edges(keys=True)]
        if len(set(ids)) != len(ids):
            raise ValueError(_EDGE_ID_CLASH)
        del ids
        buf = io.StringIO()
        nx.write_graphml_xml(_unique_edge_ids(graph), buf, encoding="unicode", prettyprint=True)
        chunks = iter([buf.getvalue()])
    for chunk in chunks:
        if not chunk.isascii():
            chunk = chunk.encode("utf-8", "xmlcharrefreplace").decode("utf-8")
        fh.write(chunk)


#: The error of two GraphML edges with one :func:`edge_id`.
_EDGE_ID_CLASH = "graph.graphml: two edges got the same id (a SHA-256 prefix collision)"


def _unique_edge_ids(graph: nx.MultiDiGraph) -> nx.MultiDiGraph:
    """``graph`` with each edge keyed by :func:`edge_id` of its ends and relation: the GraphML writers write
    an edge's key as its ``id``, which the GraphML primer (section 2.3.3) asks to be unique in the
    document, while :func:`to_networkx` keys an edge by its relation (``evaluatedOn`` on many
    edges); the relation stays in each edge's ``relation`` data. Nodes and their data as given."""
    out = nx.MultiDiGraph()
    out.add_nodes_from(graph.nodes(data=True))
    out.add_edges_from((u, v, edge_id(u, key, v), d) for u, v, key, d in graph.edges(data=True, keys=True))
    return out


def _graphml_text(graph: nx.MultiDiGraph, numbered_edges: bool = False) -> Optional[str]:
    """The text ``nx.write_graphml_xml(graph, stream, encoding="unicode", prettyprint=True)``
    writes, made directly as strings (the writer builds an ElementTree of every node, edge and
    data element, indents it and serialises it: about 0.4 of its 0.6 CPU-s at 2,000 abstracts;
    this takes a fifth of that). Same elements, order, key ids (``d0``... in order of first use,
    nodes before edges, declared newest first), indentation, and escaping (ElementTree's own
    escape functions; one difference: a ``bool`` is written ``true`` / ``false``, XML Schema's
    boolean, where networkx writes ``True`` / ``False``). Returns None for a graph this does not
    cover (graph-level data, data values other than ``str``, ``int``, ``float`` and ``bool``, an
    undirected or simple graph): the caller then uses
    networkx's writer. With ``numbered_edges`` the edge ids are :func:`edge_id` of each edge's
    ends and key (its relation), the text networkx writes for :func:`_unique_edge_ids` of the graph.
    The text is :func:`_graphml_chunks` joined.

    Raises:
        ValueError: with ``numbered_edges``, two edges of one id.
    """
    chunks = _graphml_chunks(graph, numbered_edges)
    return None if chunks is None else "".join(chunks)


#: Lines of GraphML that :func:`_graphml_chunks` joins into one chunk.
_GRAPHML_CHUNK_LINES = 4096


def _graphml_chunks(graph: nx.MultiDiGraph, numbered_edges: bool = False) -> Optional[Iterator[str]]:
    """:func:`_graphml_text`'s text in chunks of :data:`_GRAPHML_CHUNK_LINES` lines, made as
    they are read; None (before anything is made) for a graph that :func:`_graphml_text` does
    not cover. The keys (declared before the graph, but numbered in order of first use) are
    found by a first pass over the node and edge data, which also finds the value types not
    covered.

    Raises:
        ValueError: with ``numbered_edges``, two edges of one id (when that edge is reached).
    """
    from xml.etree.ElementTree import _escape_attrib, _escape_cdata

    from networkx.readwrite.graphml import GraphML, GraphMLWriter

    if graph.graph or not graph.is_multigraph() or not graph.is_directed():
        return None
    xml_type = GraphMLWriter().xml_type  # (networkx's names: int is "long")
    xml_types = {str: xml_type[str], int: xml_type[int], float: xml_type[float], bool: xml_type[bool]}
    keys: dict[tuple[str, str, str], str] = {}
    declared: list[str] = []
    for scope, items in (("node", graph.nodes(data=True)), ("edge", graph.edges(data=True))):
        for *_, data in items:
            for name, value in data.items():
                kind = xml_types.get(type(value))
                if kind is None:
                    return None
                name = str(name)
                if (name, kind, scope) not in keys:
                    key = keys[(name, kind, scope)] = f"d{len(keys)}"
                    declared.append(f'  <key id="{_escape_attrib(key)}" for="{scope}" '
                                    f'attr.name="{_escape_attrib(name)}" attr.type="{kind}" />\n')

    def lines() -> Iterator[str]:
        yield "<?xml version='1.0' encoding='utf-8'?>\n"
        yield (f'<graphml xmlns="{_escape_attrib(GraphML.NS_GRAPHML)}" xmlns:xsi="{_escape_attrib(GraphML.NS_XSI)}" '
               f'xsi:schemaLocation="{_escape_attrib(GraphML.SCHEMALOCATION)}">\n')
        yield from reversed(declared)
        if graph.number_of_nodes() == 0:
            yield '  <graph edgedefault="directed" />\n'
            yield "</graphml>\n"
            return
        yield '  <graph edgedefault="directed">\n'

        def data_lines(scope: str, data: dict) -> Iterator[str]:
            for name, value in data.items():
                key = keys[(str(name), xml_types[type(value)], scope)]
                # (a boolean as XML Schema writes it, "true" / "false": networkx's writer
                # writes Python's "True", which its reader and Gephi read too, yEd and igraph not always)
                text = ("true" if value else "false") if type(value) is bool else str(value)
                if text:
                    yield f'      <data key="{key}">{_escape_cdata(text)}</data>\n'
                else:
                    yield f'      <data key="{key}" />\n'

        for node, data in graph.nodes(data=True):
            if not data:
                yield f'    <node id="{_escape_attrib(str(node))}" />\n'
                continue
            yield f'    <node id="{_escape_attrib(str(node))}">\n'
            yield from data_lines("node", data)
            yield "    </node>\n"
        seen: set[str] = set()
        for u, v, key, data in graph.edges(data=True, keys=True):
            # numbered_edges: the id networkx's writer gives the same graph keyed by _unique_edge_ids
            # (no copy of the graph: at 5,849 abstracts a second graph raised the build's peak memory)
            if numbered_edges:
                ident = edge_id(str(u), str(key), str(v))
                if ident in seen:
                    raise ValueError(_EDGE_ID_CLASH)
                seen.add(ident)
            else:
                ident = str(key)
            head = (f'    <edge source="{_escape_attrib(str(u))}" target="{_escape_attrib(str(v))}" '
                    f'id="{_escape_attrib(ident)}"')
            if not data:
                yield head + " />\n"
                continue
            yield head + ">\n"
            yield from data_lines("edge", data)
            yield "    </edge>\n"
        yield "  </graph>\n"
        yield "</graphml>\n"

    def chunked() -> Iterator[str]:
        chunk: list[str] = []
        for line in lines():
            chunk.append(line)
            if len(chunk) >= _GRAPHML_CHUNK_LINES:
                yield "".join(chunk)
                chunk.clear()
        if chunk:
            yield "".join(chunk)

    return chunked()


#: A number as text, with its sign and an optional percent ("-5", "+1e5", "-2.5%"): no
#: formula in any spreadsheet, so :func:`_csv_safe` leaves it as it is, as ``kg query --format
#: csv`` does (the same pattern as :data:`kg.query._SIGNED_NUMBER`; a test keeps them equal).
_SIGNED_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?%?")


def _csv_safe(value: str) -> str:
    """Guard a CSV cell against formula injection (OWASP "CSV Injection"): a cell starting
    with ``= + - @``, tab or CR gets a leading apostrophe, so spreadsheets show it as text; a
    plain number ("-5", "+1e5", :data:`_SIGNED_NUMBER`) is no formula and keeps its sign, as in
    ``kg query --format csv`` (:func:`kg.query._csv_cell`), so papers.csv and entities.csv give
    the cells ``kg query paper-table --format csv`` gives."""
    if value[:1] in ("=", "+", "-", "@", "\t", "\r") and not _SIGNED_NUMBER.fullmatch(value):
        return "'" + value
    return value


def entities_csv(g: GraphLike, guard: bool = True) -> str:
    """entities.csv: one row per entity (iri, type, label, aliases, papers, exact_matches,
    close_matches, broad_matches; see :func:`kg.graph.entity_rows`); ``guard``: every cell
    guarded against formula injection (:func:`_csv_safe`), False writes the values as they are
    (``kg build --csv-raw``, for a database load)."""
    fields = ["iri", "type", "label", "aliases", "papers", "exact_matches", "close_matches", "broad_matches"]
    return _csv_table(entity_rows(g), fields, guard, "\n")


def _csv_table(rows, fields: list[str], guard: bool, line_end: str) -> str:
    """The CSV text of ``rows`` (dicts keyed by ``fields``), a header first: RFC 4180 quoting by
    the csv module, lines ended by ``line_end``, every cell guarded by :func:`_csv_safe` unless
    ``guard`` is False. Shared by entities.csv, papers.csv and retired.csv."""
    safe = _csv_safe if guard else str
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=fields, lineterminator=line_end)
    w.writeheader()
    for row in rows:
        w.writerow({k: safe(v) for k, v in row.items()})
    return buf.getvalue()


def papers_csv(g: GraphLike, guard: bool = True) -> str:
    """papers.csv: one row per paper, the columns of :data:`kg.graph.PAPER_COLUMNS` (see
    :func:`kg.graph.paper_rows`); RFC 4180 quoting, every cell guarded as entities.csv's
    (``guard``; False: as they are, ``kg build --csv-raw``)."""
    return _csv_table(paper_rows(g), PAPER_COLUMNS, guard, "\r\n")


def retired_csv(g: GraphLike, guard: bool = True) -> str:
    """retired.csv (session 54): one row per IRI the graph retires, columns
    :data:`kg.graph.RETIRED_COLUMNS` (see :func:`kg.graph.retired_rows`): where an IRI that
    entities.csv or papers.csv no longer lists went. The header alone when the graph retires
    none (every build writes the file, so a script can always read it). Written as
    entities.csv: LF line ends, cells guarded unless ``guard`` is False (``kg build --csv-raw``)."""
    return _csv_table(retired_rows(g), RETIRED_COLUMNS, guard, "\n")


def _rdf_writer(g: GraphLike, kind: str, triples: list) -> Callable[[io.TextIOBase], None]:
    """A writer for :func:`atomic_write` that streams an RDF export straight into the file
    (the serialised text is never held in memory: 120 MB of N-Triples at 5,000 papers)."""
    def write(fh: io.TextIOBase) -> None:
        fh.flush()
        _serialize(g, kind, triples, output=fh.buffer)
    return write


#: File name -> writer factory ``(graph, sorted pyoxigraph triples or None) -> writer`` for
#: :func:`atomic_write`, in the order the files are written. Only the files of
#: :data:`RDF_EXPORTS` use the triples; the others are given None when no RDF file is written.
EXPORTS: dict[str, Callable[[GraphLike, Optional[list]], Callable[[io.TextIOBase], None] | str]] = {
    "graph.ttl": lambda g, triples: _rdf_writer(g, "turtle", triples),
    "graph.nt": lambda g, triples: _rdf_writer(g, "ntriples", triples),
    "graph.jsonld": lambda g, triples: _rdf_writer(g, "jsonld", triples),
    "graph.graphml": lambda g, triples: lambda fh: write_graphml(g, fh),
    "entities.csv": lambda g, triples: entities_csv(g),
    "papers.csv": lambda g, triples: papers_csv(g),
    "retired.csv": lambda g, triples: retired_csv(g),
}
#: The files of :data:`EXPORTS` serialised from :func:`oxigraph_triples`.
RDF_EXPORTS = ("graph.ttl", "graph.nt", "graph.jsonld")
#: The named-graph exports, written only on request (``kg build --named-graphs``,
#: :func:`write_exports` given their names): the graph as an RDF dataset, one named graph per
#: paper (:mod:`kg.named_graphs`), serialised from :func:`oxigraph_triples` as the files of
#: :data:`RDF_EXPORTS` are, after them.
NAMED_GRAPH_EXPORTS = ("graph.trig", "graph.nq")
#: Every file :func:`write_exports` can write, in the order it writes them when asked for all.
ALL_EXPORTS = (*RDF_EXPORTS, *NAMED_GRAPH_EXPORTS, *(n for n in EXPORTS if n not in RDF_EXPORTS))
#: The CSV files of :data:`EXPORTS`, whose cells are guarded against formula injection unless
#: :func:`write_exports` is given ``csv_guard=False``: name -> writer ``(graph, guard) -> text``.
CSV_EXPORTS: dict[str, Callable[[GraphLike, bool], str]] = {"entities.csv": entities_csv, "papers.csv": papers_csv,
                                                             "retired.csv": retired_csv}
#: The page a build writes beside :data:`EXPORTS` (:func:`kg.view.render_html`) unless ``--no-html``.
PAGE = "graph.html"


def plan_writes(html: bool = True, processes: int = 2, named_graphs: bool = False) -> list[list[str]]:
    """Which process of a build writes which file: the files of :data:`EXPORTS` (and
    :data:`PAGE` when ``html``, :data:`NAMED_GRAPH_EXPORTS` when ``named_graphs``) in groups, one
    group per process, the first group for the build process itself
    (:func:`kg.pipeline.write_all` forks one process per further group).

    With two processes, the build process writes the RDF files and then the CSV files, the
    forked one GraphML and then the page. The RDF files share the triples converted for
    pyoxigraph (:func:`write_exports`), and GraphML and the page share the graph's lookup table
    (:class:`kg.graph.TripleIndex`, made on the first lookup in each process), so those stay
    together; the CSV files go to the side that has less to do. Measured (session 56, the
    tail of a 3,000-abstract build, two runs each, CPU-s of each process): with the CSV files
    in the forked process, 4.2 and 3.5 here against 7.4 and 6.5 there (GraphML 4.4 and 3.9, the
    CSV files 0.5 and 0.4, the page 2.5 and 2.1); with them here, 4.7 and 5.4 against 6.6 and
    8.2 (the second run slower throughout), the critical path about 0.6 of the 11 CPU-s less.
    A CSV file reads the lookup table, which the build process then makes for itself after its
    RDF files, once their triples are freed (about 0.3-0.6 CPU-s at 3,000 abstracts).
    The named-graph files (session 59) go with the RDF files, after them: they are made from
    the same pyoxigraph triples, which the forked process would have to convert again.

    Args:
        html: the page is written too.
        processes: how many processes may write (1: everything in the build process, in
            :data:`ALL_EXPORTS` order, the page last; 2 or more: the two groups above).
        named_graphs: graph.trig and graph.nq are written too (``kg build --named-graphs``).
    Returns:
        The groups of file names (one or two), each in the order its process writes them;
        every file once.
    """
    names = [n for n in ALL_EXPORTS if n in EXPORTS or named_graphs and n in NAMED_GRAPH_EXPORTS]
    names += [PAGE] if html else []
    if processes <= 1:
        return [names]
    here = [n for n in names if n in RDF_EXPORTS or n in NAMED_GRAPH_EXPORTS or n in CSV_EXPORTS]
    return [here, [n for n in names if n not in here]]


def write_exports(g: GraphLike, out_dir: Path, names: Optional[Sequence[str]] = None,
                  defer: bool = False, triples: Optional[list] = None, csv_guard: bool = True) -> list:
    """Write the files of :data:`EXPORTS` (and, when ``names`` holds them, of
    :data:`NAMED_GRAPH_EXPORTS`) into ``out_dir`` (created if missing), atomically.

    Args:
        g: the graph (an rdflib Graph or a :class:`kg.graph.TripleIndex`).
        out_dir: the output folder.
        names: the files to write (keys of :data:`EXPORTS` and names of
            :data:`NAMED_GRAPH_EXPORTS`, written in :data:`ALL_EXPORTS` order); None writes
            those of :data:`EXPORTS`.
        defer: write each file to its temporary name only and return ``(temporary, final)``
            pairs for :func:`commit_files` (the temporary files are deleted on error).
        triples: the output of :func:`oxigraph_triples` for ``g`` when the caller has it
            already (it is the costly part of the RDF files: several writers of one graph
            share it); None converts ``g`` here when an RDF file is wanted.
            This function drops its own reference to the triples once the last RDF file
            (or named-graph file) is written, before the files after it (the CSV files of the
            first group of :func:`plan_writes`) are made: the triples it read back are freed then.
        csv_guard: guard the cells of entities.csv, papers.csv and retired.csv against formula injection
            (a leading ``'`` before ``= + - @``, :func:`_csv_safe`; the default); False writes
            the values as they are (``kg build --csv-raw``).
    Returns:
        the paths written (with ``defer``: the pairs).
    Raises:
        OSError: the folder cannot be written. KeyError: an unknown name.
    """
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    asked = set(EXPORTS) if names is None else set(names)
    wanted = [n for n in ALL_EXPORTS if n in asked]
    unknown = asked - set(ALL_EXPORTS)
    if unknown:
        raise KeyError(f"unknown export(s): {', '.join(sorted(unknown))}")
    # graph.nt, when wanted and no triples are given, is written first from
    # ntriples_lines and read back by pyoxigraph's parser for the other RDF files: cheaper
    # than building the triples one by one (the same triples in the same order)
    nt_first = triples is None and "graph.nt" in wanted
    if triples is None and not nt_first and any(n in _FROM_TRIPLES for n in wanted):
        triples = oxigraph_triples(g)
    written: list = []
    dataset = None  # (the partition into named graphs and its quads, made for the first such file)
    try:
        order = ["graph.nt", *(n for n in wanted if n != "graph.nt")] if nt_first else wanted
        for i, name in enumerate(order):
            path = out_dir / name
            if triples is not None and not any(n in _FROM_TRIPLES for n in order[i:]):
                triples = dataset = None  # the RDF files are written: the files after them need no triples
            if name == "graph.nt" and nt_first:
                lines = ntriples_lines(g)
                tmp = atomic_write(path, lambda fh: write_lines(fh, lines), defer=defer)
                del lines
                if any(n in _FROM_TRIPLES for n in wanted if n != "graph.nt"):
                    # (quads in the default graph: the serialisers write them as triples)
                    triples = read_back_ntriples(tmp if defer else path)
            elif name in NAMED_GRAPH_EXPORTS:
                if dataset is None:
                    dataset = _named_graphs(g, triples)
                tmp = atomic_write(path, _named_graph_writer(name, *dataset), defer=defer)
            else:
                writer = CSV_EXPORTS[name](g, False) if name in CSV_EXPORTS and not csv_guard else \
                    EXPORTS[name](g, triples)
                tmp = atomic_write(path, writer, defer=defer)
                del writer  # (an RDF file's writer holds the triples)
            written.append((tmp, path) if defer else path)
        if nt_first:
            written.sort(key=lambda item: wanted.index((item[1] if defer else item).name))
    except BaseException:
        if defer:
            discard_files(written)
        raise
    return written


#: The files :func:`write_exports` makes from :func:`oxigraph_triples`.
_FROM_TRIPLES = (*RDF_EXPORTS, *NAMED_GRAPH_EXPORTS)


def _named_graphs(g: GraphLike, triples: list) -> tuple:
    """``(partition, its quads, prefixes)`` of the graph ``g`` for the named-graph files:
    :func:`kg.named_graphs.partition` of ``triples`` (sorted, :func:`oxigraph_triples`),
    :meth:`kg.named_graphs.Partition.quads` and the prefixes graph.ttl binds (:func:`_prefixes`)."""
    from kg.named_graphs import partition

    parts = partition(triples, presorted=True)
    return parts, parts.quads(), _prefixes(g)


def _named_graph_writer(name: str, parts, quads: list, prefixes: dict) -> Callable[[io.TextIOBase], None]:
    """A writer for :func:`atomic_write` that streams the named-graph file ``name`` (a name of
    :data:`NAMED_GRAPH_EXPORTS`) of ``parts`` straight into the file
    (:func:`kg.named_graphs.serialize`, pyoxigraph's TriG or N-Quads serialiser)."""
    from kg.named_graphs import NAMED_GRAPH_FORMATS, serialize

    def write(fh: io.TextIOBase) -> None:
        fh.flush()
        serialize(parts, NAMED_GRAPH_FORMATS[name], fh.buffer, prefixes=prefixes, quads=quads)
    return write
