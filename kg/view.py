"""View stage: a graph in the kgo: vocabulary -> ONE self-contained, offline graph.html.

The graph is an rdflib Graph or a :class:`kg.graph.TripleIndex` (read through the same calls).

The page is built with pyvis (its :class:`pyvis.network.Network` holds the nodes, edges and
vis-network options of the opening view) rendered through PaperKG's own Jinja template
(``kg/templates/graph.html.j2``), which inlines pyvis's bundled vis-network 9.1.2 script and
stylesheet. Nothing is fetched from the network: the page works offline and from ``file://``.

What the page offers: colours and shapes per node type with a legend (a strip under the
canvas that folds away, so it never hides a node), node size by number of papers, edge colours per relation (labels on the
selected node's links), a search box that finds a node by its label or any alias (acronyms
too) and a paper by its title or its id (dcterms:identifier, since session 50), filters by type and
by venue, a neighbourhood highlight on click, and a side panel with
the node's label, type, aliases, external links (CSO, Papers with Code, Wikidata), papers,
evidence sentences (cleaned of markup as the abstract is: :func:`collect_view_data`); a paper
shows its title, venue, authors, abstract and code links.

Scale: the layout is computed once, in Python. The opening view holds ``max_nodes`` nodes
(everything when the graph is that small, else a connected backbone: the most connected
entities and the papers linking them); each of its connected components is laid out with
Fruchterman-Reingold or ForceAtlas2 (networkx) and the components are packed in rows; every
other node gets a position near its best-ranked neighbour (a sunflower spiral, Vogel 1979),
so that "show neighbours" and search add it to the view on demand. Physics runs in the
browser only while the opening view is small (:data:`PHYSICS_MAX_NODES`) or when the user
ticks it, for a bounded number of iterations run in small batches (the page stays responsive),
and then stops.

Filters: unticking a type or choosing a venue draws, within the opening view's budget of nodes,
the most connected nodes the filters keep from the whole graph (not only the ones already
drawn); the toolbar says how many nodes of each kept type there are, and "Most mentioned"
counts the chosen venue's papers.

Safety: all text from the graph is data, never markup. Data is embedded as JSON in
``<script type="application/json">`` blocks with ``<``, ``>``, ``&``, U+2028 and U+2029
escaped (so neither ``</script>`` nor ``<!--`` can end or alter the block), the page's
scripts render it with ``textContent`` only, links are kept only when their scheme is
http(s), the page title is HTML-escaped by the template, and a Content-Security-Policy
admits only the page's own inline scripts (by SHA-256 hash, CSP Level 2).

Output is deterministic: the same graph gives the same bytes (sorted iteration, a seeded
layout rounded to whole pixels, no wall-clock time; the date shown is the data's own
``dcterms:modified``/``prov:generatedAtTime`` when the graph states one).
"""
from __future__ import annotations

import base64
import hashlib
import json
import math
import re
from collections import defaultdict, deque
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Mapping, Optional, Sequence, Union
from urllib.parse import urlsplit

import networkx as nx
import pyvis
from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup
from pyvis.network import Network
from rdflib import RDF, RDFS, BNode, Literal, URIRef
from rdflib.namespace import DCTERMS, OWL, PROV, SKOS
from rdflib.term import Node

from kg.clean import clean, quote_span
from kg.graph import GraphLike, TripleIndex
from kg.ontology import BIBO, DC, KGO, SCHEMA
from kg.records import CleanText

__all__ = [
    "NODE_TYPES",
    "RELATIONS",
    "DEFAULT_MAX_NODES",
    "PHYSICS_MAX_NODES",
    "ViewStats",
    "ViewData",
    "collect_view_data",
    "render_html",
    "write_html",
    "script_json",
    "contrast_ratio",
    "readable_colour",
]

#: Node types drawn by the view, in priority order (a node typed twice takes the first),
#: with their vis-network colour and shape (colours: Tableau 10, colour-blind aware).
NODE_TYPES: tuple[tuple[str, URIRef, str, str], ...] = (
    ("Paper", KGO.Paper, "#4e79a7", "square"),
    ("Method", KGO.Method, "#e15759", "dot"),
    ("Task", KGO.Task, "#59a14f", "diamond"),
    ("Dataset", KGO.Dataset, "#f28e2b", "triangle"),
    ("Metric", KGO.Metric, "#b07aa1", "star"),
    ("Result", KGO.Result, "#9c755f", "hexagon"),
)

#: Relations drawn as edges: (kgo: property, label as in ontology/paperkg.ttl, colour, dashed).
#: ``mainTask`` comes before ``addresses``: a pair linked by both is drawn once, as main task.
RELATIONS: tuple[tuple[URIRef, str, str, bool], ...] = (
    (KGO.proposes, "proposes", "#d62728", False),
    (KGO.mainTask, "main task", "#2ca02c", False),
    (KGO.addresses, "addresses", "#8fd18f", False),
    (KGO.evaluatedOn, "evaluated on", "#ff9f40", False),
    (KGO.pretrainedOn, "pre-trained on", "#ffd8a8", False),
    (KGO.uses, "uses", "#1f77b4", False),
    (KGO.comparesWith, "compares with", "#e377c2", False),
    (KGO.partOf, "part of", "#8c564b", False),
    (KGO.usesMetric, "uses metric", "#9467bd", False),
    (KGO.reportsResult, "reports result", "#bcbd22", False),
    (KGO.metric, "metric", "#c5b0d5", False),
    (KGO.onDataset, "on dataset", "#ffbb78", False),
    (KGO.ofMethod, "of method", "#aec7e8", False),
    (KGO.mentions, "mentions", "#b0b0b0", True),
)

#: One-line meaning of each relation of :data:`RELATIONS`, for readers new to the graph: the
#: legend shows it as the name's tooltip and in its "What the links mean" list (session 60).
#: Read from the rdfs:comment of each property in ontology/paperkg.ttl, shortened.
RELATION_HELP: dict[URIRef, str] = {
    KGO.proposes: "the paper introduces this method or dataset (its own contribution)",
    KGO.mainTask: "the one task the paper is mainly about",
    KGO.addresses: "the paper, or the method it proposes, works on this task",
    KGO.evaluatedOn: "the paper, or its method, reports experiments on this dataset",
    KGO.pretrainedOn: "a dataset named only as pre-training data",
    KGO.uses: "the paper, or its method, applies or builds on this existing method",
    KGO.comparesWith: "a baseline the paper, or its method, is compared against",
    KGO.partOf: "a named component of a proposed method (component \u2192 method)",
    KGO.usesMetric: "the paper measures its results with this metric",
    KGO.reportsResult: "the paper states this number (a Result node)",
    KGO.metric: "the metric a result is measured in",
    KGO.onDataset: "the dataset a result is measured on",
    KGO.ofMethod: "the method whose number the result is",
    KGO.mentions: "the paper names this entity, with no more specific link (dashed)",
}

#: Nodes drawn when the page opens, unless ``max_nodes`` says otherwise.
DEFAULT_MAX_NODES = 500
#: Physics (vis-network forceAtlas2Based) runs when the page opens only up to this many opening
#: nodes (and stops once stabilised); the toolbar's "physics" box turns it on at any size.
PHYSICS_MAX_NODES = 100

_TEMPLATE_DIR = Path(__file__).resolve().parent / "templates"
_TEMPLATE_NAME = "graph.html.j2"
_PYVIS_TEMPLATE_DIR = Path(pyvis.__file__).resolve().parent / "templates"
_VIS_JS = _PYVIS_TEMPLATE_DIR / "lib" / "vis-9.1.2" / "vis-network.min.js"
_VIS_CSS = _PYVIS_TEMPLATE_DIR / "lib" / "vis-9.1.2" / "vis-network.css"

class _T:
    """The terms collect_view_data reads, as plain attributes (reading a term of an rdflib
    ``DefinedNamespace`` runs a Python ``__getattr__`` and a cache lookup, about 1.5 us, and
    the view reads a few hundred thousand)."""

    abstract = DCTERMS.abstract
    acronym = KGO.acronym
    addresses = KGO.addresses
    altLabel = SKOS.altLabel
    broadMatch = SKOS.broadMatch
    closeMatch = SKOS.closeMatch
    codeRepository = KGO.codeRepository
    creator = DC.creator
    #: the authors of graphs built before session 52, and agents (IRIs with a label) of other graphs
    termsCreator = DCTERMS.creator
    authorList = BIBO.authorList
    exactMatch = SKOS.exactMatch
    identifier = DCTERMS.identifier
    label = RDFS.label
    mainTask = KGO.mainTask
    metric = KGO.metric
    object = RDF.object
    onDataset = KGO.onDataset
    paperCount = KGO.paperCount
    predicate = RDF.predicate
    prefLabel = SKOS.prefLabel
    publishedIn = KGO.publishedIn
    resultText = KGO.resultText
    sameAs = OWL.sameAs
    #: a paper's address (its landing page, else its PDF: kg.read) and its DOI / arXiv /
    #: OpenAlex / Semantic Scholar links, shown as the paper panel's "Read the paper" links
    url = SCHEMA.url
    schemaSameAs = SCHEMA.sameAs
    sentence = KGO.sentence
    sourceAbstract = KGO.sourceAbstract
    subject = RDF.subject
    title = DCTERMS.title
    type = RDF.type
    unit = KGO.unit
    setting = KGO.setting
    value = KGO.value
    valueMax = KGO.valueMax
    isChange = KGO.isChange
    changeDirection = KGO.changeDirection
    valueBound = KGO.valueBound
    isBaselineResult = KGO.isBaselineResult
    wasDerivedFrom = PROV.wasDerivedFrom


#: Properties collect_view_data reads (each scanned once).
_READ_PROPERTIES = (
    _T.prefLabel, _T.label, _T.title, _T.altLabel, _T.acronym, _T.exactMatch, _T.sameAs,
    _T.closeMatch, _T.broadMatch, _T.paperCount, _T.abstract, _T.identifier, _T.creator, _T.termsCreator,
    _T.authorList,
    _T.codeRepository, _T.publishedIn, _T.value, _T.valueMax, _T.unit, _T.setting, _T.isChange,
    _T.changeDirection, _T.valueBound, _T.isBaselineResult, _T.resultText, _T.metric,
    _T.onDataset, _T.sentence, _T.subject, _T.predicate, _T.object, _T.wasDerivedFrom,
    _T.sourceAbstract, _T.url, _T.schemaSameAs,
)
_DATE_PREDICATES = (DCTERMS.modified, PROV.generatedAtTime, DCTERMS.created, DCTERMS.issued)
_DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}")
_ENTITY_TYPES = ("Method", "Task", "Dataset", "Metric")
_LABEL_MAX = 40  # characters of a paper or result label drawn on the canvas
_GOLDEN_ANGLE = math.pi * (3.0 - math.sqrt(5.0))

# Characters that must not appear raw inside an HTML <script> element holding JSON
# (HTML Living Standard, "Restrictions for contents of script elements"), plus the JS line
# terminators U+2028/U+2029 (in case the JSON is ever evaluated as a script).
_SCRIPT_JSON_ESCAPES = str.maketrans(
    {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029"}
)
_SCRIPT_JSON_ESCAPE_PAIRS = tuple((chr(c), e) for c, e in _SCRIPT_JSON_ESCAPES.items())


def script_json(value: object) -> str:
    """Serialise ``value`` as JSON that is safe inside an HTML ``<script>`` element.

    Args:
        value: JSON-serialisable data (dicts, lists, str, int, float, bool, None).

    Returns:
        Compact JSON (sorted keys, ASCII only) in which ``<``, ``>``, ``&``, U+2028 and U+2029
        appear only as ``\\uXXXX`` escapes, so the text can contain neither ``</script>`` nor
        ``<!--``; ``JSON.parse`` of the element's text gives ``value`` back.

    Raises:
        ValueError: for NaN or infinite floats (not JSON).
        TypeError: for values JSON cannot represent.
    """
    text = json.dumps(value, ensure_ascii=True, sort_keys=True, separators=(",", ":"), allow_nan=False)
    # str.replace per character (C, memchr-fast): same result as str.translate with
    # _SCRIPT_JSON_ESCAPES, which builds the string one character at a time
    for char, escape in _SCRIPT_JSON_ESCAPE_PAIRS:
        text = text.replace(char, escape)
    return text


@dataclass(frozen=True)
class ViewStats:
    """What :func:`write_html` put into the page.

    Attributes:
        path: the file written (None from :func:`render_html`).
        papers, entities, results: kgo:Paper nodes; Method/Task/Dataset/Metric nodes; kgo:Result nodes.
        nodes: every node the page can show (papers + entities + results).
        links: edges between those nodes (one per subject, relation, object).
        evidence: evidence sentences attached to those edges (one per edge and paper).
        shown_nodes, shown_edges: what the opening view draws.
        physics: whether vis-network physics runs when the page opens.
        build_date: the date the page shows (from the graph), or None.
        bytes: size of the HTML in bytes (UTF-8).
    """

    path: Optional[Path]
    papers: int
    entities: int
    results: int
    nodes: int
    links: int
    evidence: int
    shown_nodes: int
    shown_edges: int
    physics: bool
    build_date: Optional[str]
    bytes: int


@dataclass
class ViewData:
    """The graph as the page sees it (output of :func:`collect_view_data`).

    Attributes:
        nodes: one JSON-ready dict per node, in page order (index = vis-network node id):
            ``t`` type index into :data:`NODE_TYPES`, ``l`` label, ``u`` IRI, ``dl`` label
            drawn on the canvas, ``n`` number of papers, ``a`` aliases, ``e`` external links
            ``[iri, source, match]``, ``p`` paper ids, ``v`` venue ids and, for papers,
            ``ti`` title, ``ab`` abstract, ``au`` authors, ``co`` code links, ``id``
            identifier; for results ``r`` (value, unit, metric, dataset, text, and ``bl`` 1
            for a baseline's number, kgo:isBaselineResult true: the panel marks it "baseline").
        edges: ``[subject id, object id, relation index, evidence]`` where evidence is a flat
            list ``[paper id, sentence id, ...]``.
        sentences: evidence sentences (deduplicated); one found in the abstract of a paper
            it supports is given as ``[paper id, start, end]`` (UTF-16 offsets into ``ab``).
        venues: venue labels, sorted.
        build_date: the data's date, or None.
        degree: number of distinct neighbours of each node.
    """

    nodes: list[dict]
    edges: list[list]
    sentences: list[Union[str, list[int]]]
    venues: list[str]
    build_date: Optional[str]
    degree: list[int]

    def count(self, type_name: str) -> int:
        """Number of nodes of ``type_name`` (a name in :data:`NODE_TYPES`)."""
        t = _TYPE_INDEX[type_name]
        return sum(1 for n in self.nodes if n["t"] == t)


_TYPE_INDEX = {name: i for i, (name, *_rest) in enumerate(NODE_TYPES)}


# ---------------------------------------------------------------- reading the graph


def _text(value: Node) -> str:
    # str methods on a str subclass (every rdflib term) return a plain str: one copy, not two
    return value.strip() if isinstance(value, str) else str(value).strip()


def _pick_literal(values: Iterable[Node]) -> Optional[str]:
    """Deterministic choice among literal values: untagged or English first, then by text."""
    if type(values) in (list, tuple) and len(values) == 1:  # (most properties: one value, no choice)
        v = values[0]
        return (_text(v) or None) if isinstance(v, Literal) else None
    best: Optional[tuple[int, str]] = None
    for v in values:
        if not isinstance(v, Literal):
            continue
        text = _text(v)
        if not text:
            continue
        lang = (v.language or "").lower()
        key = (0 if lang in ("", "en") or lang.startswith("en-") else 1, text)
        if best is None or key < best:
            best = key
    return best[1] if best else None


def _local_name(iri: str) -> str:
    tail = re.split(r"[/#]", iri.rstrip("/#"))[-1]
    return tail or iri


def _http_url(value: Node) -> Optional[str]:
    """The value as an http(s) URL, or None (a ``javascript:`` or other scheme is dropped)."""
    text = _text(value)
    try:
        parts = urlsplit(text)
    except ValueError:
        return None
    if parts.scheme.lower() not in ("http", "https") or not parts.netloc:
        return None
    if any(c in text for c in ' <>"\n\r\t'):
        return None
    return text


#: Hosts of a paper's schema:sameAs links -> the name the paper panel shows for them.
_PAPER_LINK_HOSTS = (("doi.org", "DOI"), ("arxiv.org", "arXiv"), ("openalex.org", "OpenAlex"),
                     ("semanticscholar.org", "Semantic Scholar"))


def paper_links(urls: Sequence[Node], same_as: Sequence[Node]) -> list[list[str]]:
    """The links to read a paper by, as the paper panel of ``graph.html`` lists them.

    Args:
        urls: the paper's schema:url values (its landing page, or its PDF when the record gave
            only a ``pdf`` field: :mod:`kg.read`).
        same_as: its schema:sameAs values (DOI, arXiv, OpenAlex, Semantic Scholar addresses).
    Returns:
        ``[[url, name], ...]``: each http(s) schema:url first, named ``"PDF"`` when its path ends
        in ``.pdf`` or starts with ``/pdf`` (OpenReview's ``/pdf?id=``), else ``"Paper page"``;
        then the schema:sameAs links of :data:`_PAPER_LINK_HOSTS` in that order, named by host
        (``"DOI"``, ``"arXiv"``...); other values and any non-http(s) value are left out; no URL
        twice.
    """
    out: list[list[str]] = []
    seen: set[str] = set()
    for v in sorted(urls, key=_text):
        url = _http_url(v)
        if url and url not in seen:
            path = urlsplit(url).path.lower()
            seen.add(url)
            out.append([url, "PDF" if path.endswith(".pdf") or path.startswith("/pdf") else "Paper page"])
    for host, name in _PAPER_LINK_HOSTS:
        for v in sorted(same_as, key=_text):
            url = _http_url(v)
            if url and url not in seen:
                netloc = urlsplit(url).netloc.lower()
                if netloc == host or netloc.endswith("." + host):
                    seen.add(url)
                    out.append([url, name])
    return out


def _source_of(url: str) -> str:
    host = urlsplit(url).netloc.lower()
    if host.endswith("cso.kmi.open.ac.uk"):
        return "CSO"
    if host.endswith("paperswithcode.com"):
        return "Papers with Code"
    if host.endswith("wikidata.org"):
        return "Wikidata"
    if host.endswith("dbpedia.org"):
        return "DBpedia"
    return host


def _short(text: str, limit: int = _LABEL_MAX) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "\u2026"


def _node_key(node: Node) -> str:
    return node.n3() if isinstance(node, BNode) else str(node)


def _build_date(graph: GraphLike) -> Optional[str]:
    """Latest date stated by dcterms:modified / prov:generatedAtTime / dcterms:created|issued."""
    dates = []
    for pred in _DATE_PREDICATES:
        for value in graph.objects(None, pred):
            m = _DATE_RE.match(_text(value))
            if m:
                dates.append(m.group(0))
    return max(dates) if dates else None


#: Words of a result label for its kgo:valueBound (session 58).
_BOUND_WORDS = {"UpperBound": "up to", "LowerBound": "at least", "Approximate": "about"}
#: Sign and closing word of a change's label for its kgo:changeDirection (session 58).
_CHANGE_WORDS = {"Increase": ("+", "increase"), "Decrease": ("\u2212", "decrease"), "Improvement": ("", "improvement")}


def _fmt_result(value: Optional[str], value_max: Optional[str], unit: Optional[str], metric: Optional[str],
                change: bool = False, direction: Optional[str] = None, bound: Optional[str] = None) -> str:
    """The label graph.html draws for a result without an rdfs:label.

    Args:
        value, value_max, unit: kgo:value, kgo:valueMax, kgo:unit as text (value None: "?").
        metric: the metric's label, or None.
        change: kgo:isChange; a change reads as one: a sign for an increase or a decrease and
            its direction in brackets ("+3.2% top-1 accuracy (increase)", "\u221212% error
            (decrease)", "3% FID (improvement)", "5x (change)" without a direction); a
            multiple ("x", "times") takes no sign ("2x latency (decrease)").
        direction: local name of kgo:changeDirection ("Increase", "Decrease", "Improvement").
        bound: local name of kgo:valueBound ("UpperBound" -> "up to", "LowerBound" -> "at
            least", "Approximate" -> "about"), written before the number.
    Returns:
        The label text (session 58: changes and bounds; a score as before: "85.4% accuracy").
    """
    number = value or "?"
    if value_max:
        number = f"{number}\u2013{value_max}"
    if unit:
        number = f"{number}{unit}" if unit in ("%", "x", "\u00d7") else f"{number} {unit}"
    tail = ""
    if change:
        sign, word = _CHANGE_WORDS.get(direction or "", ("", "change"))
        if sign and unit not in ("x", "\u00d7", "times") and not number.startswith(("+", "-", "\u2212")):
            number = sign + number
        tail = f" ({word})"
    if bound in _BOUND_WORDS:
        number = f"{_BOUND_WORDS[bound]} {number}"
    return (f"{number} {metric}" if metric else number) + tail


def _seq_names(graph: GraphLike, seqs: Sequence[Node]) -> list[str]:
    """The literal members of the first ``rdf:Seq`` in ``seqs`` in member order (``rdf:_1``,
    ``rdf:_2`` ... up to the first missing number; RDF 1.1 container membership properties),
    as plain text; [] when ``seqs`` is empty or the node has no literal members."""
    names: list[str] = []
    if not seqs:
        return names
    n = 1
    while values := [o for o in graph.objects(seqs[0], RDF[f"_{n}"]) if isinstance(o, Literal)]:
        names.extend(t for t in (_text(min(values)),) if t)
        n += 1
    return names


def collect_view_data(graph: GraphLike) -> ViewData:
    """Read the nodes, links and evidence the page shows from a kgo: graph.

    Reads (docs/ARCHITECTURE.md, issue 2's RDF contract): nodes typed kgo:Paper, Method,
    Task, Dataset, Metric, Result; labels from skos:prefLabel, rdfs:label, dcterms:title
    (else the IRI's local name); aliases from skos:altLabel and kgo:acronym; kgo:paperCount;
    skos:exactMatch / skos:closeMatch / owl:sameAs http(s) IRIs; for papers dcterms:title,
    dcterms:abstract, bibo:authorList (the ordered names; else dc:creator, or dcterms:creator as graphs built before session 52 wrote them, sorted), dcterms:identifier, kgo:codeRepository and
    kgo:publishedIn's rdfs:label; for results kgo:value, kgo:valueMax, kgo:unit,
    kgo:resultText, kgo:metric, kgo:onDataset; the :data:`RELATIONS` between those nodes;
    evidence nodes (anything with rdf:subject, rdf:predicate, rdf:object and kgo:sentence,
    with prov:wasDerivedFrom naming the paper). An evidence sentence quoted as the original
    abstract writes it (kgo:sourceAbstract: LaTeX, markdown, HTML) is shown cleaned, as the
    page shows the abstract: the part of dcterms:abstract that :func:`kg.clean.clean` makes of
    it (the source abstract cleaned again, its offset map read back; a build's
    :class:`~kg.graph.TripleIndex` gives its own cleaning: :meth:`~kg.graph.TripleIndex.cleaned`); a sentence that the
    source abstract does not hold is cleaned on its own; a title quote, and any quote of a
    paper without kgo:sourceAbstract (cleaning changed nothing), is kept as written.

    Args:
        graph: the graph; it is only read.

    Returns:
        A :class:`ViewData` whose node order is by type (as in :data:`NODE_TYPES`), then IRI.
    """
    # one scan per property read, instead of one index lookup per node and property
    props: dict[URIRef, Mapping[Node, Sequence[Node]]] = {}
    for pred in _READ_PROPERTIES:
        if isinstance(graph, TripleIndex):  # has the table already (only read here)
            props[pred] = graph.subject_table(pred)
            continue
        table: dict[Node, list[Node]] = defaultdict(list)
        for subj, obj in graph.subject_objects(pred):
            table[subj].append(obj)
        props[pred] = table

    def objs(subject: Node, pred: URIRef) -> Sequence[Node]:
        return props[pred].get(subject, ())

    type_of: dict[Node, int] = {}
    for t, (_name, cls, _c, _s) in enumerate(NODE_TYPES):
        for s in graph.subjects(_T.type, cls):
            if isinstance(s, (URIRef, BNode)) and (s not in type_of or t < type_of[s]):
                type_of[s] = t
    order = sorted(type_of, key=lambda s: (type_of[s], _node_key(s)))
    index = {s: i for i, s in enumerate(order)}

    # venues
    venue_label: dict[Node, str] = {}
    for paper, venue in graph.subject_objects(_T.publishedIn):
        if paper in index and venue not in venue_label:
            label = _pick_literal(objs(venue, _T.label)) or _pick_literal(
                objs(venue, _T.prefLabel)
            )
            venue_label[venue] = label or _local_name(_text(venue))
    venues = sorted(set(venue_label.values()), key=lambda v: (v.casefold(), v))
    venue_id = {v: i for i, v in enumerate(venues)}

    nodes: list[dict] = []
    for s in order:
        t = type_of[s]
        tname = NODE_TYPES[t][0]
        labels = [*objs(s, _T.prefLabel)]
        label = _pick_literal(labels) or _pick_literal(objs(s, _T.label))
        title = _pick_literal(objs(s, _T.title))
        label = label or title or _local_name(_text(s))
        node: dict = {"t": t, "l": label, "u": _node_key(s)}
        aliases = set()
        for pred in (_T.altLabel, _T.acronym, _T.label, _T.prefLabel):
            for v in objs(s, pred):
                if isinstance(v, Literal) and _text(v) and _text(v) != label:
                    aliases.add(_text(v))
        if aliases:
            node["a"] = sorted(aliases, key=lambda a: (a.casefold(), a))
        links = []
        for pred, kind in ((_T.exactMatch, "exact"), (_T.sameAs, "exact"), (_T.closeMatch, "close"),
                           (_T.broadMatch, "broad")):
            for v in objs(s, pred):
                url = _http_url(v)
                if url:
                    links.append((url, _source_of(url), kind))
        if links:
            node["e"] = [list(x) for x in sorted(set(links), key=lambda x: (x[1], x[0], x[2]))]
        if tname in _ENTITY_TYPES:
            counts = [int(v) for v in objs(s, _T.paperCount) if isinstance(v, Literal) and _is_int(v)]
            if counts:
                node["n"] = max(counts)
        elif tname == "Paper":
            if title:
                node["ti"] = title
            abstract = _pick_literal(objs(s, _T.abstract))
            if abstract:
                node["ab"] = abstract
            ident = _pick_literal(objs(s, _T.identifier))
            if ident:
                node["id"] = ident
            # the names in order from bibo:authorList (rdf:_1, rdf:_2 ...; two co-authors of one
            # name stay two), else dc:creator (dcterms:creator in a graph built before session 52,
            # or an agent's label) sorted
            authors = _seq_names(graph, objs(s, _T.authorList))
            if not authors:
                for a in (*objs(s, _T.creator), *objs(s, _T.termsCreator)):
                    name = _text(a) if isinstance(a, Literal) else (
                        _pick_literal(objs(a, _T.label)) or _pick_literal(objs(a, _T.prefLabel))
                    )
                    if name:
                        authors.append(name)
                authors = sorted(set(authors))
            if authors:
                node["au"] = authors
            code = sorted({u for u in map(_http_url, objs(s, _T.codeRepository)) if u})
            if code:
                node["co"] = code
            reads = paper_links(objs(s, _T.url), objs(s, _T.schemaSameAs))
            if reads:
                node["rd"] = reads
            vs = sorted({venue_id[venue_label[v]] for v in objs(s, _T.publishedIn) if v in venue_label})
            if vs:
                node["v"] = vs
            node["dl"] = _short(label)
        elif tname == "Result":
            value = _pick_literal(objs(s, _T.value))
            value_max = _pick_literal(objs(s, _T.valueMax))
            unit = _pick_literal(objs(s, _T.unit))
            setting = _pick_literal(objs(s, _T.setting))
            text = _pick_literal(objs(s, _T.resultText))
            metric = next((m for m in sorted(objs(s, _T.metric), key=_node_key) if m in index), None)
            dataset = next((d for d in sorted(objs(s, _T.onDataset), key=_node_key) if d in index), None)
            r: dict = {}
            for key, val in (("va", value), ("vm", value_max), ("un", unit), ("se", setting), ("rt", text)):
                if val:
                    r[key] = val
            if metric is not None:
                r["m"] = index[metric]
            if dataset is not None:
                r["d"] = index[dataset]
            if str(_pick_literal(objs(s, _T.isBaselineResult)) or "").strip().lower() in ("true", "1"):
                r["bl"] = 1  # a compared system's number (kgo:isBaselineResult), marked in the panel
            node["r"] = r
            if not (_pick_literal(labels) or _pick_literal(objs(s, _T.label))):
                metric_label = None
                if metric is not None:
                    metric_label = _pick_literal(objs(metric, _T.prefLabel)) or _pick_literal(
                        objs(metric, _T.label)
                    )
                change = str(_pick_literal(objs(s, _T.isChange)) or "").lower() == "true"
                direction = next((str(d).rpartition("#")[2] for d in objs(s, _T.changeDirection)), None)
                bound = next((str(b).rpartition("#")[2] for b in objs(s, _T.valueBound)), None)
                node["l"] = label = _fmt_result(value, value_max, unit, metric_label, change, direction, bound)
            node["dl"] = _short(label)
        nodes.append(node)

    # edges between shown nodes
    edge_index: dict[tuple[int, int, int], int] = {}
    edges: list[list] = []
    rel_of_pred = {pred: r for r, (pred, *_rest) in enumerate(RELATIONS)}
    main_pairs: set[tuple[int, int]] = set()
    for r, (pred, *_rest) in enumerate(RELATIONS):
        pairs = sorted(
            (index[s], index[o]) for s, o in graph.subject_objects(pred) if s in index and o in index and s != o
        )
        # (rdflib compares terms in Python: once per relation, not per pair)
        is_addresses, is_main = pred == _T.addresses, pred == _T.mainTask
        for s, o in pairs:
            if is_addresses and (s, o) in main_pairs:
                continue
            if is_main:
                main_pairs.add((s, o))
            if (s, o, r) not in edge_index:
                edge_index[(s, o, r)] = len(edges)
                edges.append([s, o, r, []])

    # evidence sentences, one per edge and paper (the first sentence in text order)
    sentence_id: dict[str, int] = {}
    sentences: list[str] = []
    evidence: dict[int, dict[int, str]] = defaultdict(dict)
    main_rel = rel_of_pred[_T.mainTask]
    addr_rel = rel_of_pred[_T.addresses]
    # the reified statement's first subject, predicate and object (tables read directly:
    # about 80,000 evidence nodes at 5,000 papers)
    subjects, predicates, objects = props[_T.subject], props[_T.predicate], props[_T.object]
    # (in any order: each edge and paper keeps its smallest sentence, and both are sorted below)
    for ev in props[_T.sentence]:
        s, p, o = subjects.get(ev), predicates.get(ev), objects.get(ev)
        s, p, o = s[0] if s else None, p[0] if p else None, o[0] if o else None
        if s not in index or o not in index or p not in rel_of_pred:
            continue
        r = rel_of_pred[p]
        key = (index[s], index[o], r)
        if key not in edge_index and r == addr_rel:
            key = (index[s], index[o], main_rel)
        if key not in edge_index:
            continue
        sentence = _pick_literal(objs(ev, _T.sentence))
        if not sentence:
            continue
        papers = [index[x] for x in objs(ev, _T.wasDerivedFrom) if x in index]
        if not papers and nodes[index[s]]["t"] == _TYPE_INDEX["Paper"]:
            papers = [index[s]]
        for paper in papers:
            prev = evidence[edge_index[key]].get(paper)
            if prev is None or sentence < prev:
                evidence[edge_index[key]][paper] = sentence
    for e, per_paper in sorted(evidence.items()):
        flat = []
        for paper, sentence in sorted(per_paper.items()):
            if sentence not in sentence_id:
                sentence_id[sentence] = len(sentences)
                sentences.append(sentence)
            flat += [paper, sentence_id[sentence]]
        edges[e][3] = flat
    # a sentence that is part of its paper's abstract is stored as [paper, start, end]
    # (UTF-16 code units, as JavaScript's String.slice counts): the abstract is in the page anyway
    sentence_paper: dict[int, int] = {}
    for edge in edges:
        for k in range(0, len(edge[3]), 2):
            sentence_paper.setdefault(edge[3][k + 1], edge[3][k])
    # a sentence quoted as the original abstract writes it (kgo:sentence keeps its LaTeX,
    # markdown or HTML: docs/ARCHITECTURE.md, Provenance) is shown as the page shows the
    # abstract, cleaned: the cleaned abstract's slice when the sentence is part of it
    # (a paper without kgo:sourceAbstract was not changed by cleaning: its quotes are shown as
    # they are, and so is a title quote, which dcterms:title writes clean)
    source_of: dict[int, Optional[tuple[str, Optional[CleanText]]]] = {}
    for sid, paper in sentence_paper.items():
        abstract = nodes[paper].get("ab", "")
        text = sentences[sid]
        at = abstract.find(text) if abstract else -1
        end = at + len(text)
        if at < 0 and text != nodes[paper].get("ti"):
            if paper not in source_of:
                source = _pick_literal(objs(order[paper], _T.sourceAbstract))
                ct = (graph.cleaned(source) if isinstance(graph, TripleIndex) else clean(source)) if source else None
                source_of[paper] = (source, ct if ct is not None and ct.text == abstract else None) if source else None
            if source_of[paper] is None:
                continue
            source, ct = source_of[paper]
            span = quote_span(text, source, ct) if ct is not None else None
            if span is not None:
                at, end = span
            else:  # not in the source abstract (or not cleaned to this abstract): cleaned alone
                text = sentences[sid] = clean(text).text.strip() or text
                at = abstract.find(text) if abstract else -1
                end = at + len(text)
        if at >= 0:
            start = _utf16_len(abstract[:at])
            sentences[sid] = [paper, start, start + _utf16_len(abstract[at:end])]
    # compact: drop empty evidence lists
    for edge in edges:
        if not edge[3]:
            del edge[3]

    # papers and venues of entities and results
    paper_t = _TYPE_INDEX["Paper"]
    papers_of: dict[int, set[int]] = defaultdict(set)
    for edge in edges:
        s, o = edge[0], edge[1]
        if nodes[s]["t"] == paper_t and nodes[o]["t"] != paper_t:
            papers_of[o].add(s)
        if len(edge) > 3:
            for k in range(0, len(edge[3]), 2):
                for x in (s, o):
                    if nodes[x]["t"] != paper_t:
                        papers_of[x].add(edge[3][k])
    for i, node in enumerate(nodes):
        if node["t"] == paper_t:
            continue
        ps = sorted(papers_of.get(i, ()))
        if ps:
            node["p"] = ps
            node.setdefault("n", len(ps))
            vs = sorted({v for p in ps for v in nodes[p].get("v", ())})
            if vs:
                node["v"] = vs

    neighbours: list[set[int]] = [set() for _ in nodes]
    for edge in edges:
        neighbours[edge[0]].add(edge[1])
        neighbours[edge[1]].add(edge[0])
    degree = [len(x) for x in neighbours]
    return ViewData(nodes, edges, sentences, venues, _build_date(graph), degree)


def _utf16_len(text: str) -> int:
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def _is_int(v: Literal) -> bool:
    try:
        int(v)
    except (TypeError, ValueError):
        return False
    return True


# ---------------------------------------------------------------- layout


def _rank(data: ViewData) -> list[int]:
    """Node ids, most connected first (degree, then papers, type order, label, IRI)."""
    return sorted(
        range(len(data.nodes)),
        key=lambda i: (
            -data.degree[i],
            -data.nodes[i].get("n", 0),
            data.nodes[i]["t"],
            data.nodes[i]["l"].casefold(),
            data.nodes[i]["u"],
        ),
    )


#: Share of the opening view given to the most connected entities; papers linking them fill the rest.
CORE_ENTITY_SHARE = 0.4


def _core(data: ViewData, limit: int, rank: Optional[list[int]] = None) -> list[int]:
    """The nodes of the opening view, sorted: everything when it fits, else a connected backbone.

    Entities (Method, Task, Dataset, Metric) link to one another rarely; most links run from
    papers to entities. So the backbone is the ``CORE_ENTITY_SHARE`` most connected entities
    plus the papers with the most links into them (ties: more links overall, then rank), and
    any room left goes to the next nodes by rank (:func:`_rank`; ``rank``: that ranking
    when the caller has it, else made here).
    """
    n = len(data.nodes)
    if n <= limit:
        return list(range(n))
    rank = _rank(data) if rank is None else rank
    rank_of = {x: r for r, x in enumerate(rank)}
    entity_types = {_TYPE_INDEX[t] for t in _ENTITY_TYPES}
    entities = [x for x in rank if data.nodes[x]["t"] in entity_types][: max(1, math.ceil(CORE_ENTITY_SHARE * limit))]
    chosen = set(entities)
    paper_t = _TYPE_INDEX["Paper"]
    into: dict[int, int] = defaultdict(int)
    for edge in data.edges:
        s, o = edge[0], edge[1]
        if data.nodes[s]["t"] == paper_t and o in chosen:
            into[s] += 1
        elif data.nodes[o]["t"] == paper_t and s in chosen:
            into[o] += 1
    papers = sorted(into, key=lambda p: (-into[p], rank_of[p]))[: limit - len(chosen)]
    chosen.update(papers)
    for x in rank:
        if len(chosen) >= limit:
            break
        chosen.add(x)
    return sorted(chosen)


def _spiral(k: int, inner: float, step: float) -> tuple[float, float]:
    """k-th point of a sunflower spiral (Vogel 1979): golden-angle turns, radius ~ sqrt(k)."""
    r = inner + step * math.sqrt(k)
    a = k * _GOLDEN_ANGLE
    return r * math.cos(a), r * math.sin(a)


#: Most nodes laid out by a force-directed algorithm; further ones are placed around their neighbours.
FORCE_LAYOUT_MAX = 500
#: Pixels per sqrt(node) along the side of a laid-out component.
_SPACING = 80.0
#: Gap between packed components, px.
_GAP = 60.0


def spring_force_layout(g: nx.Graph, seed: int = 7, iterations: int = 50,
                        threshold: float = 1e-4) -> dict:
    """``networkx.spring_layout(g, seed=seed, iterations=iterations, threshold=threshold,
    method="force")`` for a graph of fewer than 500 nodes, with the same positions bit for bit
    and about half the CPU.

    The algorithm is networkx's dense Fruchterman-Reingold (Fruchterman and Reingold, 1991;
    ``networkx.drawing.layout._fruchterman_reingold``, networkx 3.x) step for step: random
    start positions from ``numpy.random.RandomState(seed)``, ``k = sqrt(1/n)``, linear cooling,
    the same numpy operations in the same order, then ``networkx.rescale_layout`` (scale 1,
    centre 0). The one change is the pairwise distance: ``numpy.linalg.norm(delta, axis=-1)``
    squares a copy of the ``n x n x 2`` differences and reduces their last axis (half of the
    layout's time); ``sqrt(dx*dx + dy*dy)`` over the two coordinate planes computes the same
    IEEE operations (a reduction of two terms is one addition), so every distance, and hence
    every position, is the same; and the differences are made per coordinate plane. Equality with networkx is tested (tests/test_speed16.py).

    Args:
        g: a networkx graph with fewer than 500 nodes (networkx uses a sparse solver from
            500 on); edge attribute ``weight`` is read as networkx reads it (default 1).
        seed: the random seed of the start positions.
        iterations: the most iterations; fewer when the mean move drops below ``threshold``.
        threshold: as in networkx.
    Returns:
        node -> numpy array ``[x, y]`` in [-1, 1], as ``networkx.spring_layout`` returns.
    Raises:
        ValueError: for a graph of 500 nodes or more.
    """
    import numpy as np

    nodes = list(g)
    n = len(nodes)
    if n >= 500:
        raise ValueError(f"spring_force_layout: {n} nodes; networkx lays out 500 or more with its sparse solver")
    if n == 0:
        return {}
    if n == 1:
        return {nodes[0]: np.zeros(2)}
    A = nx.to_numpy_array(g, weight="weight")
    pos = np.asarray(np.random.RandomState(seed).rand(n, 2), dtype=A.dtype)
    k = np.sqrt(1.0 / n)
    t = max(max(pos.T[0]) - min(pos.T[0]), max(pos.T[1]) - min(pos.T[1])) * 0.1
    dt = t / (iterations + 1)
    delta = np.empty((n, n, 2))
    for _ in range(iterations):
        # pos[:, newaxis, :] - pos[newaxis, :, :], one coordinate plane at a time (numpy
        # loops over the length-2 last axis slowly: 5 times the time for the same numbers)
        px, py = pos[:, 0], pos[:, 1]
        dx = px[:, np.newaxis] - px[np.newaxis, :]
        dy = py[:, np.newaxis] - py[np.newaxis, :]
        delta[..., 0] = dx
        delta[..., 1] = dy
        distance = np.sqrt(dx * dx + dy * dy)
        np.clip(distance, 0.01, None, out=distance)
        displacement = np.einsum("ijk,ij->ik", delta, (k * k / distance**2 - A * distance / k))
        length = np.linalg.norm(displacement, axis=-1)
        length = np.clip(length, a_min=0.01, a_max=None)
        delta_pos = np.einsum("ij,i->ij", displacement, t / length)
        pos += delta_pos
        t -= dt
        if (np.linalg.norm(delta_pos) / n) < threshold:
            break
    pos = nx.rescale_layout(pos, scale=1) + np.zeros(2)
    return dict(zip(nodes, pos))


def _component_layout(g: nx.Graph) -> dict[int, tuple[float, float]]:
    """Positions of one connected component, centred on (0, 0), side ~ _SPACING * sqrt(n).

    Fruchterman-Reingold (networkx.spring_layout, method "force", fixed seed, as computed by
    :func:`spring_force_layout`) below 500 nodes; ForceAtlas2 (Jacomy et al., PLoS ONE 2014, networkx.forceatlas2_layout), which
    needs no SciPy, from 500 nodes on.
    """
    nodes = sorted(g)
    if len(nodes) == 1:
        return {nodes[0]: (0.0, 0.0)}
    h = nx.Graph()
    h.add_nodes_from(nodes)
    h.add_edges_from(sorted(tuple(sorted(e)) for e in g.edges()))
    if len(nodes) < 500:
        raw = spring_force_layout(h, seed=7, iterations=80)
    else:
        raw = nx.forceatlas2_layout(h, max_iter=100, seed=7, scaling_ratio=2.0, gravity=1.0)
    xs = [float(raw[n][0]) for n in nodes]
    ys = [float(raw[n][1]) for n in nodes]
    span = max(max(xs) - min(xs), max(ys) - min(ys)) or 1.0
    side = _SPACING * math.sqrt(len(nodes))
    cx, cy = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
    return {n: ((float(raw[n][0]) - cx) * side / span, (float(raw[n][1]) - cy) * side / span) for n in nodes}


def _pack(parts: list[dict[int, tuple[float, float]]]) -> dict[int, tuple[float, float]]:
    """Shelf packing of laid-out components (largest first) into rows of a near-square area."""
    boxes = []
    for part in parts:
        xs = [p[0] for p in part.values()]
        ys = [p[1] for p in part.values()]
        boxes.append((max(xs) - min(xs) + _GAP, max(ys) - min(ys) + _GAP, min(xs), min(ys)))
    width = max(math.sqrt(sum(w * h for w, h, _x, _y in boxes)) * 1.3, max((b[0] for b in boxes), default=0.0))
    pos: dict[int, tuple[float, float]] = {}
    x = y = row_h = 0.0
    for part, (w, h, x0, y0) in zip(parts, boxes):
        if x > 0 and x + w > width:
            x, y, row_h = 0.0, y + row_h, 0.0
        for n, (px, py) in part.items():
            pos[n] = (x + px - x0, y + py - y0)
        x += w
        row_h = max(row_h, h)
    if pos:  # centre on the origin
        xs = [p[0] for p in pos.values()]
        ys = [p[1] for p in pos.values()]
        cx, cy = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
        pos = {n: (px - cx, py - cy) for n, (px, py) in pos.items()}
    return pos


def _layout(data: ViewData, core: list[int], rank: Optional[list[int]] = None) -> dict[int, tuple[int, int]]:
    """Pixel positions for every node.

    Each connected component of the core (the opening view; its :data:`FORCE_LAYOUT_MAX`
    best-ranked nodes when it is larger) is laid out on its own (:func:`_component_layout`)
    and the components are packed in rows, largest first (:func:`_pack`). Every other node
    is placed, in breadth-first order from those, on a sunflower spiral around its
    first-ranked placed neighbour; nodes in components that do not reach them are placed
    around an outer spiral. ``rank``: :func:`_rank` of ``data`` when the caller has it.
    """
    rank = _rank(data) if rank is None else rank
    rank_of = {n: r for r, n in enumerate(rank)}
    # force-directed layout for at most FORCE_LAYOUT_MAX nodes (both algorithms are O(n^2) per
    # iteration); the rest of a larger core is placed like the nodes outside it, below
    if len(core) > FORCE_LAYOUT_MAX:
        core_set = set(core)
        forced = [n for n in _core(data, FORCE_LAYOUT_MAX, rank) if n in core_set]
    else:
        forced = list(core)
    g = nx.Graph()
    forced_set = set(forced)
    g.add_nodes_from(forced)
    for edge in data.edges:
        if edge[0] in forced_set and edge[1] in forced_set:
            g.add_edge(edge[0], edge[1])
    components = sorted((sorted(c) for c in nx.connected_components(g)), key=lambda c: (-len(c), c[0]))
    pos: dict[int, tuple[float, float]] = _pack([_component_layout(g.subgraph(c)) for c in components])

    neighbours: list[list[int]] = [[] for _ in data.nodes]
    for edge in data.edges:
        neighbours[edge[0]].append(edge[1])
        neighbours[edge[1]].append(edge[0])
    for lst in neighbours:
        lst.sort(key=rank_of.__getitem__)
    children = defaultdict(int)

    def grow(queue: deque) -> None:
        while queue:
            u = queue.popleft()
            for v in neighbours[u]:
                if v in pos:
                    continue
                dx, dy = _spiral(children[u], 30.0, 22.0)
                children[u] += 1
                pos[v] = (pos[u][0] + dx, pos[u][1] + dy)
                queue.append(v)

    grow(deque(sorted(forced, key=rank_of.__getitem__)))
    outer = max((math.hypot(x, y) for x, y in pos.values()), default=0.0) + 200.0
    k = 0
    for n in rank:
        if n in pos:
            continue
        dx, dy = _spiral(k, outer, 120.0)
        k += 1
        pos[n] = (dx, dy)
        grow(deque([n]))
    return {n: (int(round(x)), int(round(y))) for n, (x, y) in pos.items()}


# ---------------------------------------------------------------- page


def _vis_node(node: dict) -> dict:
    """vis-network attributes of a node of :attr:`ViewData.nodes` (the page's visNode() builds the same)."""
    name, _cls, color, shape = NODE_TYPES[node["t"]]
    n = node.get("n", 0)
    title = f"{name}: {node['l']}" + (f" ({n} paper{'s' if n != 1 else ''})" if name in _ENTITY_TYPES else "")
    if node.get("r", {}).get("bl"):
        title += " (baseline)"  # a compared system's number (kgo:isBaselineResult)
    return {
        "label": node.get("dl", node["l"]),
        "shape": shape,
        "color": color,
        "size": node["z"],
        "font": {"size": _font_size(node["z"])},
        "title": title,
        "x": node["x"],
        "y": node["y"],
    }


def _node_size(node: dict) -> int:
    """Radius in px: 8 + 5 log2(1 + papers) for entities (13 px at 1 paper, 41 at 100), fixed otherwise."""
    name = NODE_TYPES[node["t"]][0]
    if name == "Paper":
        return 11
    if name == "Result":
        return 8
    return int(round(min(8 + 5 * math.log2(1 + node.get("n", 0)), 64)))


def _font_size(size: int) -> int:
    """Label font size in px, growing with the node so that hubs stay readable when zoomed out."""
    return min(12 + 3 * max(size - 13, 0) // 5, 40)


def _environment() -> Environment:
    env = Environment(
        loader=FileSystemLoader(str(_TEMPLATE_DIR)),
        autoescape=select_autoescape(default=True, default_for_string=True),
        keep_trailing_newline=True,
    )
    return env


def _luminance(colour: str) -> float:
    """Relative luminance of a ``#rrggbb`` colour (WCAG 2.2, "relative luminance": sRGB
    channels linearised, weighted 0.2126, 0.7152, 0.0722). Raises ValueError for another form."""
    if not re.fullmatch(r"#[0-9a-fA-F]{6}", colour):
        raise ValueError(f"not a #rrggbb colour: {colour!r}")
    lin = []
    for k in (1, 3, 5):
        c = int(colour[k:k + 2], 16) / 255
        lin.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast_ratio(a: str, b: str) -> float:
    """WCAG 2.2 contrast ratio of two ``#rrggbb`` colours: (L1 + 0.05) / (L2 + 0.05), L1 the
    lighter one's relative luminance; 1.0 to 21.0. Raises ValueError for another form."""
    la, lb = _luminance(a), _luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


#: Backgrounds text in a relation's or type's colour is written on: the side panel (white), the
#: legend strip (#fafafa) and a result row of the search list (#e8f0fb).
TEXT_BACKGROUNDS = ("#ffffff", "#fafafa", "#e8f0fb")
#: WCAG 2.2 AA (1.4.3) contrast for text under 18.66 px bold / 24 px: every text the page writes.
TEXT_CONTRAST = 4.5


def readable_colour(colour: str, backgrounds: Sequence[str] = TEXT_BACKGROUNDS,
                    ratio: float = TEXT_CONTRAST) -> str:
    """``colour`` darkened, keeping its hue, until it reaches ``ratio`` against every one of
    ``backgrounds`` (WCAG 1.4.3); ``colour`` itself when it already does.

    Each channel is scaled by the same factor (so the hue stays), in steps of 1/100 from 1.0
    down; black reaches 4.5:1 on any of the page's light backgrounds. Deterministic.

    Args:
        colour: ``#rrggbb``.
        backgrounds: ``#rrggbb`` colours the text is drawn on.
        ratio: the contrast wanted (4.5 for text, 3 for graphical objects, WCAG 1.4.11).

    Returns:
        A lower-case ``#rrggbb``.

    Raises:
        ValueError: a colour not written ``#rrggbb``.
    """
    rgb = [int(colour[k:k + 2], 16) for k in (1, 3, 5)]
    _luminance(colour)  # (checks the form)
    for step in range(100, -1, -1):
        f = step / 100
        cand = "#" + "".join(f"{round(c * f):02x}" for c in rgb)
        if all(contrast_ratio(cand, bg) >= ratio for bg in backgrounds):
            return cand
    return "#000000"


def _csp_hash(script: str) -> str:
    digest = hashlib.sha256(script.encode("utf-8")).digest()
    return "'sha256-" + base64.b64encode(digest).decode("ascii") + "'"


def _options(physics: bool, big: bool) -> dict:
    """vis-network options of the page (https://visjs.github.io/vis-network/docs/network/)."""
    return {
        "autoResize": True,
        "nodes": {
            "borderWidth": 1,
            "font": {"size": 12, "face": "system-ui, sans-serif", "color": "#222"},
            "scaling": {"label": {"enabled": True, "drawThreshold": 6}},
        },
        "edges": {
            "arrows": {"to": {"enabled": True, "scaleFactor": 0.45}},
            "color": {"inherit": False},
            "font": {"size": 10, "align": "middle", "color": "#333", "strokeWidth": 3},
            "smooth": False,
            "width": 1,
            "selectionWidth": 1.5,
        },
        "interaction": {
            "hover": True,
            "tooltipDelay": 250,
            "hideEdgesOnDrag": big,
            "hideEdgesOnZoom": big,
            "multiselect": False,
        },
        "layout": {"improvedLayout": False, "randomSeed": 7},
        "physics": {
            "enabled": physics,
            "solver": "forceAtlas2Based",
            "forceAtlas2Based": {"gravitationalConstant": -40, "springLength": 80, "avoidOverlap": 0.4},
            # at most 150 iterations, 10 per task (the page answers between them); graph.js
            # runs the same bounded stabilisation when the "physics" box is ticked
            "stabilization": {"enabled": physics, "iterations": 150, "updateInterval": 10, "fit": True},
        },
    }


def render_html(graph: GraphLike, title: str = "PaperKG", max_nodes: Optional[int] = None) -> tuple[str, ViewStats]:
    """Render the page for ``graph`` without writing it (see :func:`write_html`).

    Returns:
        ``(html, stats)``; ``stats.path`` is None.

    Raises:
        ValueError: when ``max_nodes`` is given and smaller than 1.
    """
    if max_nodes is not None and max_nodes < 1:
        raise ValueError(f"max_nodes must be at least 1, got {max_nodes}")
    limit = DEFAULT_MAX_NODES if max_nodes is None else max_nodes
    data = collect_view_data(graph)
    rank = _rank(data)  # (made once: the opening view and the layout both read it)
    core = _core(data, limit, rank)
    positions = _layout(data, core, rank)
    for i, node in enumerate(data.nodes):
        node["x"], node["y"] = positions[i]
        node["z"] = _node_size(node)

    physics = 1 < len(core) <= PHYSICS_MAX_NODES
    big = len(core) > 300  # hide edges while dragging or zooming
    net = Network(height="100%", width="100%", directed=True, cdn_resources="in_line", heading="")
    core_set = set(core)
    for i in core:
        net.add_node(i, **_vis_node(data.nodes[i]))
    shown_edges = 0
    for e, edge in enumerate(data.edges):
        if edge[0] in core_set and edge[1] in core_set:
            _pred, label, color, dashed = RELATIONS[edge[2]]
            net.add_edge(edge[0], edge[1], id=e, color=color, title=label, dashes=dashed)
            shown_edges += 1
    net.options = _options(physics, big)
    vis_nodes, vis_edges, _heading, _h, _w, options_json = net.get_network_data()

    counts = {name: data.count(name) for name, *_ in NODE_TYPES}
    entities = sum(counts[t] for t in _ENTITY_TYPES)
    n_evidence = sum(len(edge[3]) // 2 for edge in data.edges if len(edge) > 3)
    page_data = {
        "title": title,
        "date": data.build_date,
        # "tc": the colour darkened for text (WCAG 1.4.3: 4.5:1 on the panel's, legend's and
        # search list's backgrounds); "bc" a type badge's background under white text (4.5:1)
        "types": [{"name": n, "color": c, "shape": s, "tc": readable_colour(c), "bc": readable_colour(c, ("#ffffff",))}
                  for n, _cls, c, s in NODE_TYPES],
        "rels": [{"label": lab, "color": c, "dashes": d, "tc": readable_colour(c), "h": RELATION_HELP.get(p, "")}
                 for p, lab, c, d in RELATIONS],
        "venues": data.venues,
        "sentences": data.sentences,
        "nodes": data.nodes,
        "edges": data.edges,
        "stats": {
            "papers": counts["Paper"],
            "entities": entities,
            "results": counts["Result"],
            "links": len(data.edges),
        },
    }
    initial = {"nodes": vis_nodes, "edges": vis_edges, "options": json.loads(options_json)}

    env = _environment()
    app_js = (_TEMPLATE_DIR / "graph.js").read_text(encoding="utf-8")
    vis_js = _VIS_JS.read_text(encoding="utf-8")
    for name, script in (("vis-network.min.js", vis_js), ("graph.js", app_js)):
        if re.search(r"</script|<!--", script, re.IGNORECASE):
            raise RuntimeError(f"{name} contains </script or <!-- and cannot be inlined")
    csp = "; ".join(
        [
            "default-src 'none'",
            "script-src " + " ".join([_csp_hash(vis_js), _csp_hash(app_js)]),
            "style-src 'unsafe-inline'",
            "img-src data:",
            "font-src data:",
            "base-uri 'none'",
            "form-action 'none'",
        ]
    )
    html = env.get_template(_TEMPLATE_NAME).render(
        title=title,
        csp=csp,
        vis_css=Markup(_VIS_CSS.read_text(encoding="utf-8")),
        vis_js=Markup(vis_js),
        app_js=Markup(app_js),
        data_json=Markup(script_json(page_data)),
        initial_json=Markup(script_json(initial)),
        pyvis_version=getattr(pyvis, "__version__", ""),
    )
    stats = ViewStats(
        path=None,
        papers=counts["Paper"],
        entities=entities,
        results=counts["Result"],
        nodes=len(data.nodes),
        links=len(data.edges),
        evidence=n_evidence,
        shown_nodes=len(core),
        shown_edges=shown_edges,
        physics=physics,
        build_date=data.build_date,
        bytes=len(html.encode("utf-8", "surrogatepass")),
    )
    return html, stats


def write_html(
    graph: GraphLike, path: Union[Path, str], title: str = "PaperKG", max_nodes: Optional[int] = None
) -> ViewStats:
    """Write the interactive view of ``graph`` to ``path`` as one self-contained HTML file.

    Args:
        graph: a graph in the kgo: vocabulary (issue 2's RDF contract); only read.
        path: the HTML file to write (parent folders are created).
        title: page title and heading; shown as text (HTML-escaped), never as markup.
        max_nodes: nodes drawn when the page opens, the most connected first; the others
            stay in the page and appear through search or "show neighbours".
            None means :data:`DEFAULT_MAX_NODES`. Up to a few thousand stays usable
            (3,000 drawn nodes: first render ~1.5 s in headless Chromium here).

    Returns:
        :class:`ViewStats` describing the page (counts, opening view, size in bytes).

    Raises:
        ValueError: when ``max_nodes`` is smaller than 1.
        OSError: when the file cannot be written (the message names the path).
    """
    path = Path(path)
    html, stats = render_html(graph, title=title, max_nodes=max_nodes)
    payload = html.encode("utf-8", "replace")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(payload)
    except OSError as exc:
        raise OSError(f"{path}: cannot write the HTML view: {exc.strerror or exc}") from exc
    return ViewStats(**{**stats.__dict__, "path": path, "bytes": len(payload)})
