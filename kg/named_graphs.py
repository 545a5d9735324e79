"""Named-graph export: a graph -> graph.trig (TriG) and graph.nq (N-Quads), one named graph per paper.

``kg build --named-graphs`` writes these beside graph.ttl (opt-in; docs/LINKED_DATA.md, "Named
graphs: one per paper (graph.trig, graph.nq)", gives the design and its cost). The triples are graph.ttl's, split into
an RDF 1.1 dataset (W3C RDF 1.1 Concepts, section 4; TriG and N-Quads are its W3C formats) so
that a Linked-Data user can tell which triples came from which paper and replace one paper's
assertions without touching the rest:

* **a paper's named graph** ``<paper IRI>/graph`` (:func:`paper_graph_iri`) holds every triple
  whose subject is the paper, its author list (bibo:authorList), one of its results
  (kgo:reportsResult) or one of its kgo:Evidence nodes (kgo:evidence, or prov:wasDerivedFrom the
  paper), and every other triple that one of its evidence nodes reifies (``method:x
  kgo:evaluatedOn dataset:y``, which the paper's main proposed method holds as the paper does): a
  link that several papers support is in each of their graphs;
* **the default graph** holds the rest: the entities (types, labels, kgo:paperCount,
  skos:related, external matches with their kgo:MatchSupport), the external terms and their
  schemes, the venues, kgo:LinkSupport (a count over all papers), retired IRIs, the dataset
  description and the builds' PROV-O activities, input files and software agent
  (:func:`kg.graph.dataset_description`), and one description of each paper graph
  (:func:`graph_descriptions`): the graph is a prov:Entity, dcterms:isPartOf the dataset,
  prov:wasDerivedFrom the paper and the input files the paper was read from, and
  prov:wasGeneratedBy the build that extracted the paper.

So the union of all graphs, without the graph descriptions, is graph.ttl triple for triple (the
graph has no blank nodes, so isomorphic means equal).

The files are written by pyoxigraph's TriG and N-Quads serialisers, as graph.ttl, graph.nt and
graph.jsonld are (:mod:`kg.export`): nothing is formatted here. Session 59 measured rdflib's
(``Dataset.serialize``) on the 1,510,199 triples of 5,849 abstracts; see docs/LINKED_DATA.md.
The order is fixed: the default graph first, then the named graphs by IRI, and within each
graph the triples sorted by their N-Triples form (graph.nt's order), so the same graph always
gives the same bytes.
"""
from __future__ import annotations

import heapq
import io
from collections import defaultdict
from typing import Iterable, Optional, Sequence

import pyoxigraph as ox
from rdflib import URIRef
from rdflib.namespace import DCTERMS, PROV, RDF

from kg.ontology import BIBO, KGO, VOID

#: What is appended to a paper's IRI to name its graph (:func:`paper_graph_iri`). A paper's id
#: is percent-encoded in its IRI (no ``/``), so no paper IRI ends in it and no two papers'
#: graphs share an IRI; a path segment, not a fragment, so that it holds under any ``--base-iri``
#: (with a base that ends in ``#`` every paper IRI is a fragment already, and an IRI holds one).
GRAPH_SUFFIX = "/graph"

#: The files of the named-graph export, in the order they are written, and their formats.
NAMED_GRAPH_FORMATS = {"graph.trig": ox.RdfFormat.TRIG, "graph.nq": ox.RdfFormat.N_QUADS}


def _node(term) -> "ox.NamedNode":
    """The pyoxigraph IRI of an rdflib term of :mod:`kg.ontology` or :mod:`rdflib.namespace`."""
    return ox.NamedNode(str(term))


_TYPE, _SUBJECT, _PREDICATE, _OBJECT = map(_node, (RDF.type, RDF.subject, RDF.predicate, RDF.object))
_PAPER, _EVIDENCE_CLASS = _node(KGO.Paper), _node(KGO.Evidence)
#: The links from a paper to the nodes it owns (their triples go into its graph).
_OWNING = frozenset(map(_node, (BIBO.authorList, KGO.reportsResult, KGO.evidence)))
_DERIVED, _GENERATED, _ENTITY = _node(PROV.wasDerivedFrom), _node(PROV.wasGeneratedBy), _node(PROV.Entity)
_VOID_DATASET, _IS_PART_OF = _node(VOID.Dataset), _node(DCTERMS.isPartOf)


def paper_graph_iri(paper: "URIRef | str") -> URIRef:
    """The IRI of a paper's named graph: the paper's IRI followed by ``/graph``
    (``<base>paper/abc`` -> ``<base>paper/abc/graph``; :data:`GRAPH_SUFFIX`), an rdflib URIRef."""
    return URIRef(f"{paper}{GRAPH_SUFFIX}")


class Partition:
    """The triples of a graph split into the default graph and one named graph per paper
    (:func:`partition`), as pyoxigraph triples.

    Attributes:
        default: the default graph's triples: the graph's triples that no paper owns and the
            graph descriptions (:attr:`descriptions`), sorted by their N-Triples form.
        graphs: graph IRI (a ``pyoxigraph.NamedNode``) -> the triples of that paper's graph,
            sorted as :attr:`default`; the graphs in IRI order. A paper's graph holds at least
            ``paper a kgo:Paper``.
        papers: graph IRI -> the paper's IRI (``pyoxigraph.NamedNode``), in the same order.
        descriptions: the default graph's triples that describe the named graphs
            (:func:`graph_descriptions`), sorted; the graph that was split holds none of them.
    """

    def __init__(self, default: list, graphs: dict, papers: dict, descriptions: list) -> None:
        self.default = default
        self.graphs = graphs
        self.papers = papers
        self.descriptions = descriptions

    def quads(self) -> list:
        """Every triple of the dataset, in its order: the default graph's as ``pyoxigraph.Triple``
        (what pyoxigraph's TriG and N-Quads serialisers write into the default graph), then each
        named graph's as ``pyoxigraph.Quad``."""
        out: list = list(self.default)
        quad = ox.Quad
        for name, triples in self.graphs.items():
            out.extend(quad(t.subject, t.predicate, t.object, name) for t in triples)
        return out

    def triples_in_graphs(self) -> int:
        """How many triples the named graphs hold together (a triple several papers support
        counts once in each)."""
        return sum(map(len, self.graphs.values()))


def partition(triples: Iterable["ox.Triple"], presorted: bool = False) -> Partition:
    """Split a graph, given as pyoxigraph triples, into the default graph and one named graph
    per paper (``?paper a kgo:Paper``), as the module's docstring says: a triple goes to the
    graph of every paper that owns its subject (the paper itself, the objects of its
    bibo:authorList, kgo:reportsResult and kgo:evidence, and the kgo:Evidence nodes
    prov:wasDerivedFrom it) or whose evidence node reifies it (rdf:subject, rdf:predicate,
    rdf:object), else to the default graph. Every triple is in at least one graph; in several
    only when several papers support it.

    Args:
        triples: the graph's triples (``pyoxigraph.Triple``, or ``pyoxigraph.Quad`` in the
            default graph, as :func:`kg.export.read_back_ntriples` gives them; not a mix); a
            graph with blank nodes is split the same way (PaperKG writes none).
        presorted: ``triples`` are sorted by their N-Triples form already
            (:func:`kg.export.oxigraph_triples`, :func:`kg.export.read_back_ntriples`), so each
            graph keeps their order; False sorts each graph here.
    Returns:
        the :class:`Partition`, with the graph descriptions (:func:`graph_descriptions`).
    """
    triples = triples if isinstance(triples, list) else list(triples)
    papers: set = set()
    evidence: set = set()
    datasets: set = set()
    owned: list = []  # (paper, node) from the owning links
    derived: list = []  # (subject, object) of prov:wasDerivedFrom
    generated: dict = defaultdict(list)
    reified: dict = {}  # node -> [subject, predicate, object]
    # one hashed look-up of each predicate (the predicates of no interest, most of them, stop there)
    role = {_TYPE: 0, **dict.fromkeys(_OWNING, 1), _DERIVED: 2, _GENERATED: 3, _SUBJECT: 4, _PREDICATE: 5, _OBJECT: 6}
    classes = {_PAPER: papers, _EVIDENCE_CLASS: evidence, _VOID_DATASET: datasets}
    for t in triples:
        r = role.get(t.predicate)
        if r is None:
            continue
        if r == 0:
            found = classes.get(t.object)
            if found is not None:
                found.add(t.subject)
        elif r == 1:
            owned.append((t.subject, t.object))
        elif r == 2:
            derived.append((t.subject, t.object))
        elif r == 3:
            generated[t.subject].append(t.object)
        else:
            reified.setdefault(t.subject, [None, None, None])[r - 4] = t.object
    owner: dict = defaultdict(set)
    for paper in papers:
        owner[paper].add(paper)
    for s, o in owned:
        if s in papers:
            owner[o].add(s)
    inputs: dict = defaultdict(list)
    for s, o in derived:
        if s in papers:
            inputs[s].append(o)
        elif o in papers and s in evidence:
            owner[s].add(o)
    # the links a paper's evidence nodes reify, to the papers whose evidence they are (keyed
    # as the input holds its triples, so that each is looked up as it is: hashed in Rust)
    if triples and isinstance(triples[0], ox.Quad):
        default_graph = ox.DefaultGraph()

        def key(s, p, o):
            return ox.Quad(s, p, o, default_graph)
    else:
        key = ox.Triple
    asserted: dict = defaultdict(set)
    for node, parts in reified.items():
        owners = owner.get(node)
        if owners is None or None in parts:
            continue
        s, p, o = parts
        subject_owners = owner.get(s, ())
        for paper in owners:
            if paper not in subject_owners:
                asserted[key(s, p, o)].add(paper)
    graph_of = {paper: ox.NamedNode(paper.value + GRAPH_SUFFIX) for paper in papers}
    order = sorted(papers, key=lambda n: n.value)
    graphs: dict = {graph_of[paper]: [] for paper in order}
    default: list = []
    linked = {t.subject for t in asserted}  # (a subject look-up first: hashing a whole triple costs more)
    for t in triples:
        s = t.subject
        owners = owner.get(s)
        extra = asserted.get(t) if s in linked else None
        if owners is None and extra is None:
            default.append(t)
        elif extra is None and len(owners) == 1:
            graphs[graph_of[next(iter(owners))]].append(t)
        else:
            for paper in (owners or set()) | (extra or set()):
                graphs[graph_of[paper]].append(t)
    if not presorted:
        default.sort(key=str)
        for found in graphs.values():
            found.sort(key=str)
    descriptions = graph_descriptions(order, sorted(datasets, key=lambda n: n.value), inputs, generated)
    merged = list(heapq.merge(default, descriptions, key=str))
    return Partition(merged, graphs, {graph_of[paper]: paper for paper in order}, descriptions)


def graph_descriptions(papers: Sequence["ox.NamedNode"], datasets: Sequence["ox.NamedNode"],
                       inputs: dict, builds: dict) -> list:
    """The default graph's description of each paper's named graph: what a consumer needs to
    replace one paper's graph. The graph ``<paper IRI>/graph`` is a prov:Entity, dcterms:isPartOf
    each void:Dataset of the graph (``<base>graph``), prov:wasDerivedFrom the paper and each
    input file the paper prov:wasDerivedFrom (``inputs``: paper -> files, its source, a
    kgo:InputFile), and prov:wasGeneratedBy each build the paper prov:wasGeneratedBy (``builds``:
    paper -> activities, the prov:Activity that extracted it).

    Returns:
        the triples (``pyoxigraph.Triple``), sorted by their N-Triples form.
    """
    out = []
    triple = ox.Triple
    for paper in papers:
        name = ox.NamedNode(paper.value + GRAPH_SUFFIX)
        out.append(triple(name, _TYPE, _ENTITY))
        out.extend(triple(name, _IS_PART_OF, d) for d in datasets)
        out.append(triple(name, _DERIVED, paper))
        out.extend(triple(name, _DERIVED, o) for o in inputs.get(paper, ()))
        out.extend(triple(name, _GENERATED, o) for o in builds.get(paper, ()))
    out.sort(key=str)
    return out


def serialize(parts: Partition, fmt: "ox.RdfFormat", output: Optional[io.BufferedIOBase] = None,
              prefixes: Optional[dict[str, str]] = None, quads: Optional[list] = None) -> Optional[bytes]:
    """Write the dataset ``parts`` in the dataset format ``fmt`` (``pyoxigraph.RdfFormat.TRIG``
    or ``N_QUADS``) with pyoxigraph's serialiser, in :meth:`Partition.quads` order, into the
    binary stream ``output`` (UTF-8), or return the bytes when ``output`` is None. ``prefixes``
    (prefix -> namespace IRI) are written where the format has them (TriG). ``quads``: the
    output of :meth:`Partition.quads` when the caller has it already (it is the costly part,
    about 3 CPU-s at 1.1 million triples in named graphs: two files share it).

    In TriG the prefixes whose namespace begins a graph IRI (``paper:`` and ``res:``, under
    any ``--base-iri``) are left out (:func:`trig_prefixes`): a graph IRI ``<base>paper/ID/graph``
    has a ``/`` after such a namespace, which a prefixed name can only hold escaped
    (``paper:ID\\/graph``, pyoxigraph's form until session 60: valid TriG, but some parsers
    reject it), so those IRIs, graph names and papers, are written in full (``<https://...>``)."""
    if fmt == ox.RdfFormat.TRIG and prefixes:
        prefixes = trig_prefixes(prefixes, parts.graphs)
    return ox.serialize(parts.quads() if quads is None else quads, output, format=fmt,
                        prefixes=prefixes if fmt == ox.RdfFormat.TRIG else None)


def trig_prefixes(prefixes: dict[str, str], graphs: Iterable) -> dict[str, str]:
    """``prefixes`` (prefix -> namespace IRI) without those whose namespace begins one of the
    ``graphs``' IRIs (``pyoxigraph.NamedNode`` or str) and leaves a ``/`` in the rest: with such a
    prefix pyoxigraph writes the graph name as ``paper:ID\\/graph``, the ``/`` escaped (Turtle's
    PN_LOCAL holds no plain ``/``). Every graph IRI is a paper IRI and :data:`GRAPH_SUFFIX`, so
    the prefixes left out are the paper namespace and the ones above it (``res:``); the other
    prefixes (``method:``, ``kgo:`` ...) stay. Order kept; a new dict."""
    iris = [g.value if isinstance(g, ox.NamedNode) else str(g) for g in graphs]
    out = {}
    for prefix, ns in prefixes.items():
        if any(iri.startswith(ns) and "/" in iri[len(ns):] for iri in iris):
            continue
        out[prefix] = ns
    return out
