"""SHACL validation of PaperKG graphs (``ontology/shapes.ttl``, run with pySHACL).

Stage ``validate``: :class:`rdflib.Graph` -> :class:`ValidationReport`. The shapes
(W3C SHACL, https://www.w3.org/TR/shacl/) check what issue 4 asks of every build:
papers have one identifier, one abstract and a venue; ``kgo:proposes`` points to a
Method or Dataset; results have exactly one ``xsd:decimal`` value and at most one metric;
entities have exactly one ``skos:prefLabel`` and ``rdfs:label``; external links are
IRIs; every evidence node is complete; natural-language text (labels, title, abstract,
keywords, evidence sentences, result phrases) is ``rdf:langString`` tagged
:data:`kg.ontology.LANGUAGE` (``@en``; SHACL's sh:languageIn also admits its subtags, such as
``en-GB``, and refuses any other tag) or, for a paper that does not read as English,
``xsd:string``, while units and rule names are ``xsd:string``. Validation runs without RDFS/OWL inference,
so the graph must state ``rdf:type`` explicitly (PaperKG's graph stage does). Beside the shapes,
checks SHACL Core cannot state run in Python: :func:`provenance_violations` (every evidenced link
has its kgo:Evidence, every evidence reifies a triple of the graph and its sentence is the
abstract's text between its offsets),
:func:`undeclared_terms`, :func:`description_count_warnings` and :func:`shared_label_warnings`;
:func:`shared_alt_labels` counts the alt labels that name several entities of one type.
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Optional, TextIO, Union

import pyshacl
from rdflib import BNode, Dataset, Graph, Literal, Namespace, URIRef
from rdflib.namespace import RDF, SKOS, XSD
from rdflib.term import Node

from kg.ontology import DEFAULT_BASE_IRI, PREFIXES, VOID
from kg.resources import resource_dir
from kg.store import NOT_RDF_SUFFIXES, OX_FORMATS, rdf_format, skip_utf8_bom

#: The shapes shipped with PaperKG (``ontology/shapes.ttl``; see :func:`kg.resources.resource_dir`).
SHAPES_PATH = resource_dir("ontology") / "shapes.ttl"

SH = Namespace("http://www.w3.org/ns/shacl#")


class ValidateError(RuntimeError):
    """A graph or shapes file cannot be read; the message names the file."""


@dataclass(frozen=True)
class Violation:
    """One SHACL validation result.

    Attributes:
        focus: the focus node, compact (``res:paper/x``) where a prefix is bound.
        path: the property path, compact (``dcterms:abstract``), or ``""`` for a node
            constraint.
        message: the shape's ``sh:message`` (else pySHACL's message).
        severity: ``"Violation"``, ``"Warning"`` or ``"Info"``.
        value: the offending value when SHACL reports one, else ``""``.
    """

    focus: str
    path: str
    message: str
    severity: str = "Violation"
    value: str = ""

    def format(self) -> str:
        """``"focus — path: message"`` (path omitted when empty; value appended)."""
        where = f"{self.focus} \u2014 {self.path}" if self.path else self.focus
        extra = f" (value {self.value})" if self.value else ""
        severity = "" if self.severity == "Violation" else f"[{self.severity}] "
        return f"{severity}{where}: {self.message}{extra}"


@dataclass(frozen=True)
class ValidationReport:
    """Outcome of :func:`validate`.

    Attributes:
        conforms: True when the graph has no result of severity Violation.
        violations: every SHACL result (all severities), sorted by focus, path, message.
    """

    conforms: bool
    violations: list[Violation] = field(default_factory=list)
    #: the skos:altLabel values that name two or more entities of one type
    #: (:func:`shared_alt_labels`): no violation, counted in :meth:`lines`.
    shared_alt_labels: list[SharedLabel] = field(default_factory=list)

    def lines(self) -> list[str]:
        """Readable lines, one per result, ``"focus node — path: message"``, or a single
        ``"conforms"`` line when there is no result; then, when some skos:altLabel names
        two or more entities of one type, one ``"note: N skos:altLabel value(s) ..."`` line
        counting them (:func:`shared_alt_label_note`)."""
        out = [v.format() for v in self.violations] or ["conforms"]
        if self.shared_alt_labels:
            out.append(shared_alt_label_note(self.shared_alt_labels))
        return out

    def format(self) -> str:
        """:meth:`lines` joined with newlines (ready to print)."""
        return "\n".join(self.lines())


@lru_cache(maxsize=4)
def _shapes(path: str) -> Graph:
    g = Graph()
    try:
        g.parse(path, format="turtle")
    except Exception as exc:  # rdflib raises parser-specific exception types
        raise ValidateError(f"{path}: cannot parse SHACL shapes: {exc}") from exc
    return g


def _compact(node: Optional[Node], names: list[tuple[str, str]], graph: Graph) -> str:
    """Display form of a node: ``prefix:rest`` for an IRI under a bound namespace
    (longest namespace wins; ``rest`` may contain ``/``, this is for reading, not Turtle),
    ``<iri>`` otherwise; literals in N3 form."""
    if node is None:
        return ""
    if isinstance(node, URIRef):
        text = str(node)
        for prefix, ns in names:
            if text.startswith(ns) and len(text) > len(ns):
                return f"{prefix}:{text[len(ns):]}"
        return f"<{text}>"
    if isinstance(node, Literal):
        return node.n3(graph.namespace_manager)
    return node.n3()


def _path_text(results: Graph, path: Optional[Node], names: list[tuple[str, str]], graph: Graph) -> str:
    """Display form of a SHACL result's path: an IRI as :func:`_compact`; an inverse path
    (a blank node with ``sh:inversePath P``, SHACL section 2.3.1.4) as SPARQL writes it,
    ``^P``, rather than the blank node's label (which changes from run to run)."""
    if isinstance(path, BNode):
        inverse = results.value(path, SH.inversePath)
        if isinstance(inverse, URIRef):
            return "^" + _compact(inverse, names, graph)
    return _compact(path, names, graph)


def validate(graph: Graph, shapes: Optional[Path] = None) -> ValidationReport:
    """Validate a PaperKG graph against the SHACL shapes.

    Args:
        graph: the data graph (not modified).
        shapes: a SHACL Turtle file; default :data:`SHAPES_PATH`.

    Returns:
        A :class:`ValidationReport`; its violations are sorted (deterministic).

    Raises:
        ValidateError: the shapes file cannot be parsed.
    """
    shapes_graph = _shapes(str(shapes or SHAPES_PATH))
    if not graph.store.context_aware:
        # pySHACL needs a context-aware store; the pipeline builds in rdflib's faster
        # SimpleMemory store, so validate a copy.
        copy = Graph()
        copy += graph
        graph = copy
    conforms, results, _text = pyshacl.validate(
        graph, shacl_graph=shapes_graph, inference="none", abort_on_first=False,
        allow_warnings=True, advanced=False,
    )
    names_graph = Graph(bind_namespaces="core")
    bound = dict(PREFIXES)
    bound.setdefault("res", DEFAULT_BASE_IRI)
    for prefix, ns in graph.namespaces():
        if prefix and prefix not in bound and str(ns) not in bound.values():
            bound[prefix] = str(ns)
    for prefix, ns in bound.items():
        names_graph.bind(prefix, ns, override=True)
    names = sorted(bound.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    found: set[Violation] = set()
    # the report's own results (sh:result), not the nested ones pySHACL attaches as sh:detail
    # to a result of sh:node (kgsh:Text): the property shape's message names the problem
    for res in results.objects(None, SH.result):
        sev = results.value(res, SH.resultSeverity)
        message = results.value(res, SH.resultMessage)
        found.add(Violation(
            focus=_compact(results.value(res, SH.focusNode), names, names_graph),
            path=_path_text(results, results.value(res, SH.resultPath), names, names_graph),
            message=str(message) if message is not None else "constraint not met",
            severity=str(sev).rsplit("#", 1)[-1] if sev is not None else "Violation",
            value=_compact(results.value(res, SH.value), names, names_graph),
        ))
    found.update(description_count_warnings(graph, names, names_graph))
    found.update(shared_label_warnings(graph, names, names_graph))
    undeclared = undeclared_terms(graph, names, names_graph)
    found.update(undeclared)
    provenance = provenance_violations(graph, names, names_graph)
    found.update(provenance)
    conforms = conforms and not undeclared and not provenance
    violations = sorted(found, key=lambda v: (v.focus, v.path, v.message, v.value, v.severity))
    return ValidationReport(conforms=bool(conforms), violations=violations, shared_alt_labels=shared_alt_labels(graph))


def count_states_size(count: Node, size: int) -> bool:
    """Whether a ``void:triples`` object states ``size`` triples.

    VoID (W3C Note, section 4.5) types the count as xsd:integer, but hand-edited and converted
    descriptions write it as a plain string ("7668"), a decimal ("7668.0", "+7668") or a double
    ("7.668E3"): any literal whose lexical form reads as a number equal to ``size`` (no fraction)
    counts as stating it.

    Args:
        count: the object of the ``void:triples`` triple (an rdflib term; an IRI or a blank node
            states nothing).
        size: the graph's real number of triples (>= 0).
    Returns:
        True when the literal's number equals ``size``; False for another number, a fraction, a
        non-numeric or ill-typed literal (also "7_668" or digits of another script, which
        Python's ``Decimal`` would read), or a non-literal.
    """
    if not isinstance(count, Literal):
        return False
    from decimal import Decimal, InvalidOperation

    text = str(count).strip()
    if not _XSD_NUMBER.fullmatch(text):  # Decimal() also reads "7_668" and other scripts' digits
        return False
    try:
        value = Decimal(text)
    except InvalidOperation:  # pragma: no cover - the pattern admits only what Decimal reads
        return False
    return value.is_finite() and value == size


@lru_cache(maxsize=1)
def declared_terms() -> frozenset:
    """The IRIs of the ``kgo:`` namespace that ``ontology/paperkg.ttl`` describes (its classes,
    properties and named individuals: every subject of the file in the namespace).

    Returns: a frozenset of :class:`rdflib.URIRef`. Raises: ValidateError when the file
    cannot be read or parsed (a broken installation)."""
    from kg.ontology import KGO, ONTOLOGY_DIR

    g = Graph()
    try:
        g.parse(ONTOLOGY_DIR / "paperkg.ttl", format="turtle")
    except Exception as exc:  # rdflib raises parser-specific exception types
        raise ValidateError(f"{ONTOLOGY_DIR / 'paperkg.ttl'}: cannot parse the ontology: {exc}") from exc
    return frozenset(s for s in g.subjects() if isinstance(s, URIRef) and str(s).startswith(str(KGO)))


def undeclared_terms(graph: Graph, names: Optional[list[tuple[str, str]]] = None,
                     names_graph: Optional[Graph] = None) -> list[Violation]:
    """The check SHACL cannot make for every term at once: each IRI of the ``kgo:`` namespace the
    graph uses (as subject, predicate or object) is one the ontology defines
    (:func:`declared_terms`); the namespace IRI itself (``void:vocabulary kgo:``) is no term. A misspelt property (``kgo:propose`` for ``kgo:proposes``) would
    otherwise pass: the shapes constrain the terms they name and ignore the others.

    Args:
        graph: the data graph (not modified); names, names_graph: as for
            :func:`description_count_warnings`.
    Returns:
        One :class:`Violation` (severity Violation) per undeclared term, its focus the first
        subject (in IRI order) that uses it, sorted by term.
    Raises:
        ValidateError: the ontology file cannot be parsed.
    """
    from kg.ontology import KGO

    names = names or []
    shown = names_graph if names_graph is not None else graph
    known = declared_terms()
    ns = str(KGO)
    first: dict[URIRef, URIRef] = {}
    for s, p, o in graph:
        for term in (s, p, o):
            if isinstance(term, URIRef) and str(term).startswith(ns) and str(term) != ns and term not in known:
                focus = s if isinstance(s, URIRef) else term
                if term not in first or str(focus) < str(first[term]):
                    first[term] = focus
    return [Violation(focus=_compact(first[t], names, shown), path="",
                      message=f"{_compact(t, names, shown)} is no term of the PaperKG ontology "
                              f"(ontology/paperkg.ttl): a misspelt class or property?")
            for t in sorted(first, key=str)]


def provenance_violations(graph: Graph, names: Optional[list[tuple[str, str]]] = None,
                          names_graph: Optional[Graph] = None) -> list[Violation]:
    """The provenance checks SHACL Core cannot state (docs/LINKED_DATA.md, "Provenance": every typed link
    has a kgo:Evidence node, an rdf:Statement reifying it):

    * every triple of a property of :data:`kg.ontology.EVIDENCED_LINKS` has at least one
      kgo:Evidence node whose rdf:subject, rdf:predicate and rdf:object are that triple's
      (focus the link's subject, path its property, value its object);
    * every kgo:Evidence node with one rdf:subject, rdf:predicate and rdf:object reifies a
      triple the graph holds (focus the evidence node; an incomplete one is the shapes' to report);
    * every kgo:Evidence node's kgo:endOffset - kgo:startOffset is the length (in characters,
      Unicode code points, as the offsets count them in the original abstract or the title) of
      its kgo:sentence, the text between those offsets (one literal each, the sentence text,
      rdf:langString or xsd:string; otherwise the shapes report it);
    * and that text is the sentence: the kgo:sentence equals the slice [start:end] of the
      abstract as written (kgo:sourceAbstract, else dcterms:abstract) of the paper the evidence
      prov:wasDerivedFrom, or of its title for kgo:inTitle evidence (:func:`_sentence_mismatch`),
      so a sentence reversed, moved or copied from another paper is reported.

    Made in Python over the parsed graph with set lookups, one pass over the evidence nodes
    and the evidenced properties' triples: linear in the graph's size (pySHACL's SHACL-SPARQL
    runs its query once per focus node).

    Args:
        graph: the data graph (not modified); names, names_graph: as for
            :func:`description_count_warnings`.
    Returns:
        :class:`Violation` objects of severity Violation, sorted by focus, path, value.
    """
    from kg.ontology import EVIDENCED_LINKS, KGO

    names = names or []
    shown = names_graph if names_graph is not None else graph
    out: list[Violation] = []
    reified: set[tuple[Node, Node, Node]] = set()
    for ev in set(graph.subjects(RDF.type, KGO.Evidence)):
        spo = [list(graph.objects(ev, prop)) for prop in (RDF.subject, RDF.predicate, RDF.object)]
        if all(len(values) == 1 for values in spo):
            triple = (spo[0][0], spo[1][0], spo[2][0])
            reified.add(triple)
            if triple not in graph:
                out.append(Violation(
                    focus=_compact(ev, names, shown), path="",
                    message=f"evidence of a link the graph does not hold: "
                            f"{' '.join(_compact(t, names, shown) for t in triple)}"))
        starts, ends = list(graph.objects(ev, KGO.startOffset)), list(graph.objects(ev, KGO.endOffset))
        sentences = list(graph.objects(ev, KGO.sentence))
        sentence = sentences[0] if len(sentences) == 1 else None
        if len(starts) == len(ends) == 1 and isinstance(sentence, Literal) \
                and (sentence.language is not None or sentence.datatype in (None, XSD.string)):
            start, end = starts[0], ends[0]
            if isinstance(start, Literal) and isinstance(end, Literal) \
                    and isinstance(start.value, int) and isinstance(end.value, int):
                length = len(str(sentence))
                if end.value - start.value != length:
                    out.append(Violation(
                        focus=_compact(ev, names, shown), path=_compact(KGO.endOffset, names, shown),
                        message=f"kgo:endOffset - kgo:startOffset is {end.value - start.value}, "
                                f"but the kgo:sentence between them is {length} characters long",
                        value=_compact(end, names, shown)))
                else:
                    problem = _sentence_mismatch(graph, ev, str(sentence), start.value, end.value)
                    if problem:
                        out.append(Violation(
                            focus=_compact(ev, names, shown), path=_compact(KGO.sentence, names, shown),
                            message=f"evidence {_compact(ev, names, shown)}: {problem}"))
    for prop in EVIDENCED_LINKS:
        for s, o in graph.subject_objects(prop):
            if (s, prop, o) not in reified:
                out.append(Violation(
                    focus=_compact(s, names, shown), path=_compact(prop, names, shown),
                    message="this link has no kgo:Evidence node (an rdf:Statement whose rdf:subject, "
                            "rdf:predicate and rdf:object are the link)",
                    value=_compact(o, names, shown)))
    return sorted(out, key=lambda v: (v.focus, v.path, v.value, v.message))


def _sentence_mismatch(graph: Graph, ev: Node, sentence: str, start: int, end: int) -> Optional[str]:
    """Why an evidence node's kgo:sentence is not the text its offsets point to, or None.

    The offsets index the paper's abstract as written (ontology/paperkg.ttl, kgo:startOffset):
    ``kgo:sourceAbstract`` when the paper has one (cleaning changed the text), else
    ``dcterms:abstract``; for title evidence (``kgo:inTitle true``) the sentence is the paper's
    ``dcterms:title`` with each run of white space one space, and the offsets 0 and its length.
    The paper is the one the evidence ``prov:wasDerivedFrom``; with no such single paper, or a
    paper whose text the graph does not hold (a partial graph), nothing is checked here (the
    shapes report a missing or doubled derivation, and a paper without an abstract).

    Args:
        graph: the data graph; ev: the evidence node; sentence: its kgo:sentence text;
        start, end: its kgo:startOffset and kgo:endOffset (end - start == len(sentence)).
    Returns:
        A message naming the problem (the text the offsets span, shortened), or None when the
        sentence is that text.
    """
    from rdflib.namespace import DCTERMS, PROV

    from kg.ontology import KGO

    papers = list(graph.objects(ev, PROV.wasDerivedFrom))
    if len(papers) != 1:
        return None
    paper = papers[0]
    in_title = graph.value(ev, KGO.inTitle)
    if isinstance(in_title, Literal) and in_title.value is True:
        titles = list(graph.objects(paper, DCTERMS.title))
        if len(titles) != 1:
            return None
        text, what = " ".join(str(titles[0]).split()), "title (dcterms:title)"
    else:
        sources = list(graph.objects(paper, KGO.sourceAbstract)) or list(graph.objects(paper, DCTERMS.abstract))
        if len(sources) != 1:
            return None
        text = str(sources[0])
        what = "abstract as written (kgo:sourceAbstract)" if (paper, KGO.sourceAbstract, None) in graph \
            else "abstract (dcterms:abstract)"
    if end > len(text):
        return (f"kgo:endOffset {end} lies beyond the end of the {what} of the paper it was derived "
                f"from, which is {len(text)} characters long")
    spanned = text[start:end]
    if spanned == sentence:
        return None
    shown = spanned if len(spanned) <= 80 else spanned[:77] + "..."
    return (f"kgo:sentence is not the text between kgo:startOffset {start} and kgo:endOffset {end} "
            f"of the {what} of the paper it was derived from, which is {shown!r}")


#: The lexical forms of xsd:integer, xsd:decimal and xsd:double numbers (XML Schema 1.1 Part 2,
#: sections 3.3.3, 3.3.5, 3.4.13), ASCII digits only; INF and NaN state no count.
_XSD_NUMBER = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?", re.ASCII)


def _graph_description_size(graph: Graph) -> int:
    """How many triples of ``graph`` describe a paper's named graph (subject ``<paper IRI>/graph``,
    :func:`kg.named_graphs.paper_graph_iri`): the descriptions ``kg build --named-graphs`` adds
    to graph.trig's and graph.nq's default graph, which the dataset's void:triples (graph.ttl's
    count) does not count; 0 for graph.ttl."""
    from kg.named_graphs import paper_graph_iri
    from kg.ontology import KGO

    return sum(1 for paper in set(graph.subjects(RDF.type, KGO.Paper))
               for _ in graph.triples((paper_graph_iri(paper), None, None)))


def description_count_warnings(graph: Graph, names: Optional[list[tuple[str, str]]] = None,
                               names_graph: Optional[Graph] = None) -> list[Violation]:
    """The check SHACL cannot make: a dataset description's ``void:triples`` (W3C VoID, section
    4.5: the number of triples the dataset holds) against the graph's real size.

    PaperKG's build and ``kg link`` write the whole graph's count, so a description whose count
    differs from ``len(graph)`` was edited by hand, merged with other data, or truncated. That is
    a warning (severity ``"Warning"``, the graph still conforms): a graph merged on purpose is
    not invalid, but its description no longer tells the truth.

    Args:
        graph: the data graph (not modified).
        names: (prefix, namespace) pairs for display, longest namespace first; default none.
        names_graph: the graph whose namespace manager formats literals; default ``graph``.
    Returns:
        One :class:`Violation` per void:Dataset whose void:triples literal is not the graph's
        number of triples (without the descriptions of paper graphs that the union of a
        graph.trig holds, :func:`_graph_description_size`; an unreadable count is reported
        too), sorted by focus node.
    """
    names = names or []
    shown = names_graph if names_graph is not None else graph
    size = len(graph) - _graph_description_size(graph)
    out: list[Violation] = []
    for node, count in graph.subject_objects(VOID.triples):
        if (node, RDF.type, VOID.Dataset) not in graph:
            continue
        text = str(count).strip()
        if count_states_size(count, size):
            continue
        out.append(Violation(
            focus=_compact(node, names, shown), path=_compact(VOID.triples, names, shown),
            message=f"the dataset description counts {text} triples, the graph holds {size}",
            severity="Warning", value=_compact(count, names, shown)))
    return sorted(out, key=lambda v: (v.focus, v.value))


def shared_label_warnings(graph: Graph, names: Optional[list[tuple[str, str]]] = None,
                          names_graph: Optional[Graph] = None) -> list[Violation]:
    """The check SHACL Core cannot state: two entities of one type (kgo:Method, kgo:Task,
    kgo:Dataset, kgo:Metric) in one skos:ConceptScheme with the same ``skos:prefLabel`` in one
    language, or labels that differ only in case ("CoSA", "COSA"). The SKOS Reference
    (section 5, "Lexical Labels") recommends that no two concepts of a scheme share a preferred
    label in a language: a reader, or a client that looks concepts up by label, cannot tell them
    apart. PaperKG's resolution labels such entities with their expansions
    (:func:`kg.resolve._distinct_labels`); what is left (no expansion, a curation or gazetteer
    label) is a warning (severity ``"Warning"``, the graph still conforms). Entities of different
    types with one name are no finding: type is part of an entity's identity, and the graph links
    them with skos:related.

    Args:
        graph: the data graph (not modified).
        names: (prefix, namespace) pairs for display, longest namespace first; default none.
        names_graph: the graph whose namespace manager formats literals; default ``graph``.
    Returns:
        One :class:`Violation` per entity that shares its label, on path ``skos:prefLabel``,
        its message naming the other entities' IRIs; sorted by focus node, message and value.
    """
    from kg.ontology import TYPE_CLASS

    names = names or []
    shown = names_graph if names_graph is not None else graph
    groups: dict[tuple, dict[Node, Literal]] = {}
    for type_name, cls in sorted(TYPE_CLASS.items()):
        for node in graph.subjects(RDF.type, cls):
            schemes = set(graph.objects(node, SKOS.inScheme)) or {None}
            for label in graph.objects(node, SKOS.prefLabel):
                if not isinstance(label, Literal):
                    continue
                for scheme in schemes:
                    key = (scheme, type_name, (label.language or "").lower(), str(label).casefold())
                    groups.setdefault(key, {})[node] = label
    out: list[Violation] = []
    for (_scheme, type_name, _lang, _text), members in groups.items():
        if len(members) < 2:
            continue
        for node, label in members.items():
            others = sorted((o for o in members if o != node), key=str)
            same = all(str(members[o]) == str(label) for o in others)
            how = "the same skos:prefLabel" if same else "this skos:prefLabel up to case"
            out.append(Violation(
                focus=_compact(node, names, shown), path=_compact(SKOS.prefLabel, names, shown),
                message=(f"another {type_name} of its skos:ConceptScheme has {how}: "
                         + ", ".join(_compact(o, names, shown) + (f" ({members[o].n3(shown.namespace_manager)})"
                                                                   if not same else "") for o in others)
                         + " (SKOS recommends one preferred label per concept of a scheme; "
                           "a curation file's label row renames one: docs/CURATION.md)"),
                severity="Warning", value=_compact(label, names, shown)))
    return sorted(set(out), key=lambda v: (v.focus, v.message, v.value))


@dataclass(frozen=True)
class SharedLabel:
    """One skos:altLabel text that names several entities of one type (:func:`shared_alt_labels`).

    Attributes:
        type: the entities' type name (``"Method"``, ``"Task"``, ``"Dataset"``, ``"Metric"``).
        label: the label as one of them writes it.
        entities: the entities' IRIs, sorted; two or more.
        preferred: the IRIs of those among them whose skos:prefLabel it is (sorted; empty when
            it is an alt label of each).
    """

    type: str
    label: str
    entities: tuple[str, ...]
    preferred: tuple[str, ...] = ()


def shared_alt_labels(graph: Graph) -> list[SharedLabel]:
    """The skos:altLabel values that name two or more entities of one type (kgo:Method,
    kgo:Task, kgo:Dataset, kgo:Metric) in one skos:ConceptScheme, compared ignoring case and
    per language, as the shipped queries look an entity up by any of its labels: an alt label
    of one entity that is an alt label or the prefLabel of another. SKOS allows it (only a
    prefLabel is recommended unique in a scheme, SKOS Reference section 5.4; integrity
    condition S13 keeps one concept's preferred, alternative and hidden labels disjoint, not
    two concepts' labels); PaperKG writes it for an acronym that papers define differently
    ("DM" of diffusion model and of a "Denoising Diffusion Probabilistic Model (DM)"), which
    stays an alt label of each node (docs/RESOLUTION.md). A lookup by such a label finds every
    one of them, so ``kg validate`` counts them (:meth:`ValidationReport.lines`). A dataset's
    name coordinated by slashes ("CIFAR-10/100", :func:`kg.resolve.coordinated_parts`) names
    each of its parts by design and is not counted.

    Args:
        graph: the data graph (not modified).
    Returns:
        one :class:`SharedLabel` per shared text, sorted by type, label and entities.
    """
    from kg.ontology import TYPE_CLASS
    from kg.resolve import coordinated_parts

    groups: dict[tuple, dict[Node, tuple[str, bool]]] = {}
    for type_name, cls in sorted(TYPE_CLASS.items()):
        for node in graph.subjects(RDF.type, cls):
            schemes = set(graph.objects(node, SKOS.inScheme)) or {None}
            for prop, preferred in ((SKOS.altLabel, False), (SKOS.prefLabel, True)):
                for label in graph.objects(node, prop):
                    if not isinstance(label, Literal):
                        continue
                    for scheme in schemes:
                        key = (scheme, type_name, (label.language or "").lower(), str(label).casefold())
                        seen = groups.setdefault(key, {})
                        if preferred or node not in seen:
                            seen[node] = (str(label), preferred)
    out: set[SharedLabel] = set()
    for (_scheme, type_name, _lang, _text), members in groups.items():
        if len(members) < 2 or all(pref for _label, pref in members.values()):
            continue  # (prefLabels alone: shared_label_warnings)
        label = min(text for text, pref in members.values() if not pref)
        if type_name == "Dataset" and coordinated_parts(label):
            continue  # "CIFAR-10/100" names CIFAR-10 and CIFAR-100 by design
        out.add(SharedLabel(type=type_name, label=label, entities=tuple(sorted(str(n) for n in members)),
                            preferred=tuple(sorted(str(n) for n, (_t, pref) in members.items() if pref))))
    return sorted(out, key=lambda s: (s.type, s.label, s.entities))


def shared_alt_label_note(shared: list[SharedLabel], examples: int = 3) -> str:
    """The line ``kg validate`` prints counting :func:`shared_alt_labels`: how many alt labels
    name two or more entities of one type, how many of them are another entity's prefLabel,
    and the first ``examples`` of them (by type and label) with their entities' IRIs."""
    n = len(shared)
    pref = sum(1 for s in shared if s.preferred)
    shown = "; ".join(f"{s.type} \"{s.label}\": {', '.join(s.entities)}" for s in shared[:examples])
    return (f"note: {n} skos:altLabel value{'s name' if n != 1 else ' names'} two or more entities of one type "
            f"({pref} of them another entity's skos:prefLabel), so a lookup by such a label finds each: an acronym "
            f"that papers define differently is an alt label of each of its nodes (docs/RESOLUTION.md); "
            f"e.g. {shown}")


def parse_rdf_file(graph: Graph, path: Union[str, Path], fmt: str, base: Optional[str] = None) -> Graph:
    """``graph.parse(path, format=fmt)``, also for a file whose name is no UTF-8 (a name saved in
    Latin-1 on a UTF-8 system, which Python keeps as lone surrogates): rdflib turns a path into
    a ``file:`` URI and back, which loses such bytes, and then finds "no such file"; such a file
    is opened here and parsed from its bytes, its relative IRIs resolved against the same
    ``file:`` URI (:meth:`pathlib.Path.as_uri`, the bytes percent-encoded).

    rdflib's JSON-LD parser (7.x) wraps the graph in a ``ConjunctiveGraph`` of its own, which
    rdflib itself deprecates ("ConjunctiveGraph is deprecated, use Dataset instead"; parsing into a
    ``Dataset`` warns of its ``default_context`` the same way): a warning about rdflib's own code,
    which the user can do nothing about, so these two deprecations are not passed on (every
    other warning is, :func:`kg.cli.library_warning_lines`).

    ``base``, when given, is the IRI relative IRIs are resolved against instead of the file's
    own ``file:`` URI (``kg validate -``: standard input, copied to a temporary file, whose
    URI names nothing once the command ends).

    Raises:
        FileNotFoundError: no such file; whatever rdflib's parser raises.
    """
    import warnings

    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=_RDFLIB_OWN_DEPRECATIONS, category=DeprecationWarning)
        try:
            str(path).encode("utf-8")
        except UnicodeEncodeError:
            with open(path, "rb") as fh:
                return graph.parse(file=fh, format=fmt, publicID=base or Path(path).absolute().as_uri())
        return graph.parse(path, format=fmt, publicID=base)


#: The messages of the deprecations rdflib's parsers raise about rdflib's own classes
#: (:func:`parse_rdf_file`), a regular expression matched at the message's start.
_RDFLIB_OWN_DEPRECATIONS = r"(ConjunctiveGraph is deprecated|Dataset\.default_context is deprecated)"


#: Suffixes of PaperKG's own exports that are surely no RDF (GraphML, the HTML view):
#: :func:`load_graph` refuses them at once, as ``kg query`` does, instead of reading them as
#: Turtle with rdflib's warnings (a file of another or no suffix still is: a CSV file gets the
#: Turtle parser's line and column). Defined with the one rule of formats, :func:`kg.store.rdf_format`,
#: and imported here, where it was first defined.


#: rdflib's names of the formats that hold an RDF dataset (named graphs besides the default
#: graph): TriG (.trig) and N-Quads (.nq), as ``kg build --named-graphs`` writes them.
DATASET_FORMATS = ("trig", "nquads")


def _union_of_graphs(path: Path, fmt: str, base: Optional[str] = None) -> Graph:
    """The triples of every graph of the dataset file ``path`` (TriG or N-Quads: the default
    graph and each named graph) in one rdflib Graph, with the file's prefixes: the graph that
    ``kg query`` and ``kg serve`` query without ``GRAPH`` (their union default graph,
    :func:`kg.store.union_default_graph`). Parsing a dataset file into a plain Graph keeps
    only its default graph (rdflib 7), which validated a graph.trig's entities and none of
    its papers (before session 59).

    Raises:
        whatever :func:`parse_rdf_file` raises.
    """
    ds = Dataset()
    parse_rdf_file(ds, path, fmt, base)
    g = Graph()
    for prefix, namespace in ds.namespaces():
        g.bind(prefix, namespace, override=True, replace=True)
    g.addN((s, p, o, g) for s, p, o, _ in ds.quads((None, None, None, None)))
    return g


def load_graph(path: Path, base: Optional[str] = None) -> Graph:
    """Parse an RDF file (format from the suffix: .ttl, .nt, .jsonld, .rdf, .trig ...; another
    or no suffix: Turtle, except :data:`NOT_RDF_SUFFIXES`, which are refused); relative IRIs are
    resolved against ``base`` when given, else against the file's ``file:`` URI
    (:func:`parse_rdf_file`). A dataset file (.trig, .nq: :data:`DATASET_FORMATS`) gives the
    union of its graphs (:func:`_union_of_graphs`), as ``kg query`` reads it.

    Raises:
        ValidateError: missing file or parse error; the message names the file (and the
            line when the parser reports one).
    """
    fmt = rdf_format(path)
    if fmt is None:
        raise ValidateError(f"{path}: unknown RDF file extension {Path(path).suffix!r} "
                            "(use .ttl, .nt, .jsonld, .rdf, ...)")
    if fmt == "xml":
        # expat first, streamed, as kg query does (kg.store.xml_error): it refuses an entity
        # expansion bomb ("billion laughs") at once, which rdflib's RDF/XML parser would spend
        # minutes expanding
        from kg.store import xml_error

        where = xml_error(path)
        if where is not None:  # (the error found once, not parsed again for the message)
            raise ValidateError(f"{path}: cannot parse as xml: {_line_column(path, where) or where}")
    g = Graph()
    try:
        if fmt in DATASET_FORMATS:
            g = _union_of_graphs(path, fmt, base)
        else:
            parse_rdf_file(g, path, fmt, base)
    except FileNotFoundError as exc:
        raise ValidateError(f"{path}: no such file") from exc
    except Exception as exc:  # rdflib parsers raise many exception types
        raise ValidateError(f"{path}: cannot parse as {fmt}: {syntax_error_message(path, exc, fmt)}") from exc
    return g


def _line_column(path: Path, where: Optional[str]) -> Optional[str]:
    """``"line L column C: MESSAGE"`` from a ``"PATH:L:C: MESSAGE"`` position of
    :func:`kg.store.xml_error` / :func:`kg.store.rdfxml_error`; None for None or another shape."""
    found = re.match(r"(\d+):(\d+): (.*)", where[len(str(path)) + 1:]) if where else None
    return f"line {found[1]} column {found[2]}: {found[3]}" if found else None


def syntax_error_message(path: Path, exc: Exception, fmt: Optional[str] = None) -> str:
    """A short message for an RDF file that rdflib could not parse: pyoxigraph's, which
    names line and column ("Parser error at line 2 column 11: ..."), when pyoxigraph reads
    the format rdflib was given and fails too; else the first line of rdflib's (whose later
    lines quote its input buffer as Python bytes; for Turtle, "at line 1 of <>:" without the
    cause).

    ``fmt`` is rdflib's name of the format the file was parsed as; None means the one
    :func:`load_graph` takes: from the suffix, else Turtle (``graph.dat``, ``graph``; a
    ``.txt`` file too, which pyoxigraph alone would take for N-Triples)."""
    import pyoxigraph as ox

    fmt = fmt or rdf_format(path) or "turtle"
    if fmt == "xml":  # pyoxigraph's RDF/XML errors name no line: rdflib's (expat's) do
        from kg.store import rdfxml_error

        message = _line_column(path, rdfxml_error(path))
        if message:
            return message
    ox_fmt = OX_FORMATS.get(fmt)
    if ox_fmt is not None:
        try:
            with open(path, "rb") as fh:
                # a UTF-8 byte-order mark, which rdflib skips, is skipped here too (as kg query
                # and kg serve skip it, kg.store.bulk_load_file): else pyoxigraph names it, not the error
                bom = skip_utf8_bom(fh)
                try:
                    str(path).encode("utf-8")
                    by_path = not bom  # (by path: its messages name the file)
                except UnicodeEncodeError:  # pyoxigraph opens UTF-8 paths only: the file's bytes
                    by_path = False
                for _ in (ox.parse(path=str(path), format=ox_fmt) if by_path else ox.parse(input=fh, format=ox_fmt)):
                    pass
        except (SyntaxError, ValueError) as ox_exc:
            return str(ox_exc)
        except OSError:
            pass
    first = str(exc).strip().splitlines()
    return first[0].rstrip(":") if first else type(exc).__name__


def cli_validate(graph_path: Path, shapes: Optional[Path] = None, out: TextIO = sys.stdout,
                 err: TextIO = sys.stderr) -> int:
    """``kg validate GRAPH``: load a graph file, validate it, print the report.

    Prints one line per SHACL result and a summary line. Returns the exit code: 0 when
    the graph conforms, 1 when it has violations, 2 when a file cannot be read (the
    message goes to ``err``).
    """
    try:
        graph = load_graph(graph_path)
        report = validate(graph, shapes)
    except ValidateError as exc:
        print(f"error: {exc}", file=err)
        return 2
    for line in report.lines():
        if line != "conforms":
            print(line, file=out)
    n = sum(1 for v in report.violations if v.severity == "Violation")
    status = "conforms" if report.conforms else f"does not conform: {n} violation(s)"
    print(f"{graph_path}: {len(graph)} triples, {status}", file=out)
    return 0 if report.conforms else 1
