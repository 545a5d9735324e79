"""Graph stage: extraction records + resolved entities + external terms -> an rdflib Graph.

The graph follows the kgo: contract of ``ontology/paperkg.ttl`` (summarised in
docs/ARCHITECTURE.md). Every typed link gets PROV-O evidence: a ``kgo:Evidence`` node
(an ``rdf:Statement`` reifying the link and a ``prov:Entity`` derived from the paper) with
the sentence as written in the original abstract, its character offsets there, the
extractor rule and a confidence. Entity-to-entity links also get a ``kgo:LinkSupport``
node with the number of papers supporting them.

IRIs are minted with :class:`IriMinter`: never from raw text, always from slugs or
percent-encoded identifiers, so any input gives valid IRIs.
"""
from __future__ import annotations

import hashlib
import re
from collections import defaultdict
from decimal import Decimal, InvalidOperation
from typing import Iterable, Mapping, Optional, Sequence
from urllib.parse import quote, urlsplit

from rdflib import RDF, RDFS, XSD, Graph, Literal, URIRef
from rdflib.namespace import DCTERMS, PROV, SKOS

from kg.ontology import (DEFAULT_BASE_IRI, KGO, MATERIALISED_ALIGNMENT, PREFIXES, SCHEMA, TYPE_CLASS,
                         aligned_types)
from kg.records import Entity, Extraction, ExternalTerm, Link, Result
from kg.resolve import Resolution, slugify

_REL_TERM = {
    "proposes": KGO.proposes,
    "addresses": KGO.addresses,
    "evaluatedOn": KGO.evaluatedOn,
    "uses": KGO.uses,
    "comparesWith": KGO.comparesWith,
    "partOf": KGO.partOf,
    "usesMetric": KGO.usesMetric,
}

# Characters XML 1.0 cannot carry (and so neither RDF/XML nor GraphML): C0 controls but
# tab, LF and CR; lone surrogates; U+FFFE/U+FFFF.
_XML_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def safe_text(text: str) -> str:
    """Drop characters that no RDF serialisation or XML file can carry (see _XML_ILLEGAL)."""
    return _XML_ILLEGAL.sub("", text)


_SURROGATES = re.compile("[\ud800-\udfff]")


def exact_text(text: str) -> str:
    """``text`` as given, for literals that offsets index into: every character is kept
    (control characters too; Turtle, N-Triples and JSON-LD escape them) except lone
    surrogates, which no UTF-8 file can hold; each is replaced by U+FFFD so offsets stay
    valid."""
    return _SURROGATES.sub("\ufffd", text)


class IriMinter:
    """Mints resource IRIs under a base IRI (docs/ARCHITECTURE.md, section IRIs).

    Args:
        base: base IRI ending in ``/`` or ``#`` (a ``/`` is appended otherwise).

    Raises:
        ValueError: when ``base`` is not an absolute http(s) IRI.
    """

    def __init__(self, base: str = DEFAULT_BASE_IRI) -> None:
        parts = urlsplit(base)
        if parts.scheme not in ("http", "https") or not parts.netloc or any(c in base for c in ' <>"{}|\\^`'):
            raise ValueError(f"base IRI must be an absolute http(s) IRI, got {base!r}")
        self.base = base if base.endswith(("/", "#")) else base + "/"

    def paper(self, paper_id: str) -> URIRef:
        """IRI of a paper: ``<base>paper/<percent-encoded id>`` (case kept)."""
        return URIRef(f"{self.base}paper/{quote(paper_id, safe='-._~')}")

    def entity(self, key: str) -> URIRef:
        """IRI of an entity from its resolution key ``"<type>/<slug>"``."""
        return URIRef(self.base + key)

    def venue(self, label: str) -> URIRef:
        """IRI of a venue from its label ("ICML 2026" -> ``venue/icml-2026``)."""
        return URIRef(f"{self.base}venue/{slugify(label)}")

    def result(self, paper_id: str, n: int) -> URIRef:
        """IRI of the n-th result of a paper."""
        return URIRef(f"{self.base}result/{quote(paper_id, safe='-._~')}-{n}")

    def hashed(self, kind: str, *parts: str) -> URIRef:
        """IRI ``<base><kind>/<sha1 of parts>[:16]``, for evidence and support nodes."""
        digest = hashlib.sha1("\x1f".join(parts).encode("utf-8")).hexdigest()[:16]
        return URIRef(f"{self.base}{kind}/{digest}")


def _iri_or_none(url: str) -> Optional[URIRef]:
    """``URIRef(url)`` when ``url`` is an absolute http(s) IRI with no illegal characters."""
    parts = urlsplit(url)
    if parts.scheme in ("http", "https") and parts.netloc and not re.search(r'[\s<>"{}|\\^`\x00-\x1f]', url):
        return URIRef(url)
    return None


def _decimal(value: Optional[str]) -> Optional[Literal]:
    """An ``xsd:decimal`` literal keeping the digits as written, or None if not a number."""
    if value is None:
        return None
    v = value.strip().replace(",", "").lstrip("+")
    try:
        d = Decimal(v)
    except InvalidOperation:
        return None
    if not d.is_finite():
        return None
    lexical = format(d, "f")
    if "." not in lexical:
        lexical += ".0"
    return Literal(lexical, datatype=XSD.decimal, normalize=False)


def paper_label(ex: Extraction, resolution: Optional[Resolution] = None) -> str:
    """rdfs:label of a paper: its title; else the canonical name of the first method or
    benchmark it proposes, with the venue ("SPADE (ICML 2026)"); else its first words.

    ``resolution`` (optional) gives canonical names (an acronym rather than its expansion).
    """
    p = ex.paper
    if p.title:
        return safe_text(p.title)
    proposed = [m for m in sorted(ex.mentions, key=lambda m: m.start) if m.role in ("proposed", "benchmark")]
    name = None
    if proposed:
        m = proposed[0]
        key = resolution.key(p.id, m.type, m.text) if resolution else None
        name = resolution.entities[key].label if key else m.text
    if name and p.venue_label:
        return safe_text(f"{name} ({p.venue_label})")
    if name:
        return safe_text(name)
    words = ex.clean.text.split()
    head = " ".join(words[:8]) + (" …" if len(words) > 8 else "")
    return safe_text(f"{head} ({p.venue_label})" if p.venue_label else head) or p.id


def build_graph(
    extractions: Sequence[Extraction],
    resolution: Resolution,
    terms: Mapping[str, ExternalTerm] | None = None,
    base_iri: str = DEFAULT_BASE_IRI,
) -> Graph:
    """Build the RDF graph of a set of papers.

    Args:
        extractions: one per paper (ids unique).
        resolution: output of :func:`kg.resolve.resolve` over the same extractions, its
            entities possibly enriched by :func:`kg.link.link`.
        terms: external terms (CSO topics, PwC methods/tasks) referenced by the entities'
            matches, IRI -> :class:`ExternalTerm`; they become nodes with rdfs:label and
            skos:broader so queries can roll up to broader topics.
        base_iri: base of all minted IRIs.

    Returns:
        an rdflib :class:`Graph` with the prefixes of :data:`kg.ontology.PREFIXES` bound.

    Raises:
        ValueError: for an invalid ``base_iri``.
    """
    iri = IriMinter(base_iri)
    # rdflib's context-free in-memory store: about twice as fast to fill as the default one.
    g = Graph(store="SimpleMemory")
    for prefix, ns in PREFIXES.items():
        g.bind(prefix, ns, override=True)
    g.bind("res", iri.base)

    for ent in resolution.entities.values():
        _add_entity(g, iri, ent)
    _relate_same_names(g, iri, resolution)
    for term in (terms or {}).values():
        _add_term(g, term)

    support: dict[tuple[URIRef, URIRef, URIRef], set[str]] = defaultdict(set)
    for ex in sorted(extractions, key=lambda e: e.paper.id):
        _add_paper(g, iri, ex, resolution, support)

    for (s, p, o), papers in sorted(support.items()):
        node = iri.hashed("support", s, p, o)
        g.add((node, RDF.type, KGO.LinkSupport))
        g.add((node, RDF.subject, s))
        g.add((node, RDF.predicate, p))
        g.add((node, RDF.object, o))
        g.add((node, KGO.supportCount, Literal(len(papers))))
    return g


def _add_type(g: Graph, node: URIRef, cls: URIRef) -> None:
    """``node a cls``, plus the class's alignment superclasses (fabio:ResearchPaper,
    schema:ScholarlyArticle, mls:Algorithm, ...) when it is one of
    :data:`kg.ontology.MATERIALISED_ALIGNMENT`, so queries need no RDFS inference."""
    g.add((node, RDF.type, cls))
    if cls in MATERIALISED_ALIGNMENT:
        for sup in aligned_types().get(cls, ()):
            g.add((node, RDF.type, sup))


def _relate_same_names(g: Graph, iri: IriMinter, resolution: Resolution) -> None:
    """``skos:related`` (both ways) between entities of different types with the same name:
    type is part of an entity's identity, so "reinforcement learning" used as a method in
    some papers and addressed as a task in others is two nodes; this links them."""
    from kg.resolve import normalise

    by_name: dict[str, list[str]] = defaultdict(list)
    for ent in resolution.entities.values():
        by_name[normalise(ent.label)].append(ent.key)
    for keys in by_name.values():
        types = {resolution.entities[k].type for k in keys}
        if len(types) < 2:
            continue
        for a in keys:
            for b in keys:
                if resolution.entities[a].type != resolution.entities[b].type:
                    g.add((iri.entity(a), SKOS.related, iri.entity(b)))


def _add_entity(g: Graph, iri: IriMinter, ent: Entity) -> None:
    node = iri.entity(ent.key)
    _add_type(g, node, TYPE_CLASS[ent.type])
    label = safe_text(ent.label)
    g.add((node, RDFS.label, Literal(label)))
    g.add((node, SKOS.prefLabel, Literal(label)))
    for alt in ent.alt_labels:
        alt = safe_text(alt)
        if alt and alt != label:
            g.add((node, SKOS.altLabel, Literal(alt)))
    if ent.acronym:
        g.add((node, KGO.acronym, Literal(safe_text(ent.acronym))))
    g.add((node, KGO.paperCount, Literal(len(ent.papers))))
    for m in ent.exact_matches:
        if (ref := _iri_or_none(m)) is not None:
            g.add((node, SKOS.exactMatch, ref))
    for m in ent.close_matches:
        if (ref := _iri_or_none(m)) is not None:
            g.add((node, SKOS.closeMatch, ref))
    for m in ent.broad_matches:
        if (ref := _iri_or_none(m)) is not None:
            g.add((node, SKOS.broadMatch, ref))


def _add_term(g: Graph, term: ExternalTerm) -> None:
    node = _iri_or_none(term.iri)
    if node is None:
        return
    g.add((node, RDF.type, SKOS.Concept))
    g.add((node, RDFS.label, Literal(safe_text(term.label))))
    for b in term.broader:
        if (ref := _iri_or_none(b)) is not None:
            g.add((node, SKOS.broader, ref))


def _venue(g: Graph, iri: IriMinter, ex: Extraction) -> URIRef:
    p = ex.paper
    label = p.venue_label or _source_venue(p.source)
    node = iri.venue(label)
    g.add((node, RDF.type, KGO.Venue))
    g.add((node, RDFS.label, Literal(safe_text(label))))
    if p.year:
        g.add((node, KGO.year, Literal(str(p.year), datatype=XSD.gYear)))
    return node


def _source_venue(source: str) -> str:
    """Venue label for a record that names none: the input file's name."""
    name = source.rsplit(":", 1)[0] if source else ""
    name = name.replace("\\", "/").rsplit("/", 1)[-1] or "stdin"
    return f"unknown venue ({name})"


def _add_paper(g: Graph, iri: IriMinter, ex: Extraction, res: Resolution,
               support: dict[tuple[URIRef, URIRef, URIRef], set[str]]) -> None:
    p = ex.paper
    paper = iri.paper(p.id)
    _add_type(g, paper, KGO.Paper)
    g.add((paper, DCTERMS.identifier, Literal(safe_text(p.id))))
    g.add((paper, RDFS.label, Literal(paper_label(ex, res))))
    if p.title:
        g.add((paper, DCTERMS.title, Literal(safe_text(p.title))))
    g.add((paper, DCTERMS.abstract, Literal(safe_text(ex.clean.text))))
    if p.abstract != ex.clean.text:
        # evidence offsets index into the text as given; keep it so they can be checked
        g.add((paper, KGO.sourceAbstract, Literal(exact_text(p.abstract))))
    for a in p.authors:
        g.add((paper, DCTERMS.creator, Literal(safe_text(a))))
    for k in p.keywords:
        g.add((paper, SCHEMA.keywords, Literal(safe_text(k))))
    if p.url and (ref := _iri_or_none(p.url)) is not None:
        g.add((paper, SCHEMA.url, ref))
    if p.doi and (ref := _iri_or_none("https://doi.org/" + quote(p.doi, safe="/:;()._-"))) is not None:
        g.add((paper, SCHEMA.sameAs, ref))
    g.add((paper, KGO.publishedIn, _venue(g, iri, ex)))

    def node_of(type_: str, surface: str) -> Optional[URIRef]:
        key = res.key(p.id, type_, surface)
        return iri.entity(key) if key else None

    covered: set[URIRef] = set()

    # (s, p, o, sentence start, end) -> (confidence, rule): one evidence node per link and
    # sentence; when several rules find the same link there, the most confident one is kept.
    found: dict[tuple[URIRef, URIRef, URIRef, int, int], tuple[float, str]] = {}

    def evidence(s: URIRef, pred: URIRef, o: URIRef, start: int, end: int, rule: str, conf: float) -> None:
        ostart, oend = ex.clean.to_original(start, end)
        k = (s, pred, o, ostart, oend)
        best = found.get(k)
        if best is None or (conf, best[1]) > (best[0], rule):
            found[k] = (conf, rule)

    def typed(s: URIRef, pred: URIRef, o: URIRef, link_start: int, link_end: int, rule: str, conf: float) -> None:
        g.add((s, pred, o))
        evidence(s, pred, o, link_start, link_end, rule, conf)
        covered.add(o)
        if s != paper:
            support[(s, pred, o)].add(p.id)

    for link in ex.links:
        pred = _REL_TERM.get(link.rel)
        obj = node_of(link.tail_type, link.tail)
        if pred is None or obj is None:
            continue
        subj = paper if link.head is None else node_of(link.head_type or "Method", link.head)
        if subj is None:
            continue
        typed(subj, pred, obj, link.start, link.end, link.rule, link.confidence)
        if subj != paper and link.rel != "partOf":
            # Method-level links hold for the paper too, so paper-level queries see them.
            typed(paper, pred, obj, link.start, link.end, link.rule, link.confidence)

    for m in ex.mentions:
        if m.main and m.type == "Task" and (obj := node_of("Task", m.text)) is not None:
            sent = _sentence_of(ex, m.start)
            typed(paper, KGO.mainTask, obj, sent[0], sent[1], m.rule, m.confidence)
            typed(paper, KGO.addresses, obj, sent[0], sent[1], m.rule, m.confidence)

    for n, r in enumerate(sorted(ex.results, key=lambda r: (r.start, r.end, r.value)), start=1):
        _add_result(g, iri, ex, paper, n, r, node_of, evidence)
        if r.metric and (m := node_of("Metric", r.metric)) is not None:
            covered.add(m)
        if r.dataset and (d := node_of("Dataset", r.dataset)) is not None:
            covered.add(d)

    for c in ex.code:
        if (ref := _iri_or_none(c.url)) is not None:
            g.add((paper, KGO.codeRepository, ref))

    for m in ex.mentions:
        obj = node_of(m.type, m.text)
        if obj is not None and obj not in covered:
            g.add((paper, KGO.mentions, obj))

    for (s, pred, o, ostart, oend), (conf, rule) in sorted(found.items()):
        ev = iri.hashed("evidence", p.id, s, pred, o, str(ostart), str(oend))
        g.add((ev, RDF.type, KGO.Evidence))
        g.add((ev, RDF.subject, s))
        g.add((ev, RDF.predicate, pred))
        g.add((ev, RDF.object, o))
        g.add((ev, PROV.wasDerivedFrom, paper))
        g.add((ev, KGO.sentence, Literal(exact_text(p.abstract[ostart:oend]))))
        g.add((ev, KGO.startOffset, Literal(ostart)))
        g.add((ev, KGO.endOffset, Literal(oend)))
        g.add((ev, KGO.extractor, Literal(safe_text(rule))))
        g.add((ev, KGO.confidence, _decimal(f"{min(max(conf, 0.0), 1.0):.2f}")))
        g.add((paper, KGO.evidence, ev))


def _sentence_of(ex: Extraction, offset: int) -> tuple[int, int]:
    """The sentence range (cleaned text) containing ``offset``; the whole text if none."""
    for s, e in ex.sentences:
        if s <= offset < e:
            return s, e
    return 0, len(ex.clean.text)


def _add_result(g: Graph, iri: IriMinter, ex: Extraction, paper: URIRef, n: int, r: Result,
                node_of, evidence) -> None:
    """Add one kgo:Result; results without a decimal value or a resolved metric are left out
    (the SHACL shapes require both)."""
    value = _decimal(r.value)
    metric = node_of("Metric", r.metric) if r.metric else None
    if value is None or metric is None:
        return
    node = iri.result(ex.paper.id, n)
    _add_type(g, node, KGO.Result)
    g.add((node, KGO.value, value))
    if (vmax := _decimal(r.value_max)) is not None:
        g.add((node, KGO.valueMax, vmax))
    if r.unit:
        g.add((node, KGO.unit, Literal(safe_text(r.unit))))
    if r.change:
        g.add((node, KGO.isChange, Literal(True)))
    g.add((node, KGO.metric, metric))
    if r.dataset and (d := node_of("Dataset", r.dataset)) is not None:
        g.add((node, KGO.onDataset, d))
    g.add((node, KGO.resultText, Literal(safe_text(r.text))))
    g.add((paper, KGO.reportsResult, node))
    evidence(paper, KGO.reportsResult, node, r.sentence_start, r.sentence_end, r.rule, r.confidence)
    g.add((paper, KGO.usesMetric, metric))
    evidence(paper, KGO.usesMetric, metric, r.sentence_start, r.sentence_end, r.rule, r.confidence)


def entity_rows(g: Graph) -> Iterable[dict[str, str]]:
    """One dict per entity of ``g`` (for entities.csv): iri, type, label, aliases, papers,
    external_links; sorted by IRI."""
    rows = []
    for cls_name, cls in sorted(TYPE_CLASS.items()):
        for node in set(g.subjects(RDF.type, cls)):
            label = g.value(node, SKOS.prefLabel)
            aliases = sorted(str(a) for a in g.objects(node, SKOS.altLabel))
            count = g.value(node, KGO.paperCount)
            links = sorted(str(o) for p in (SKOS.exactMatch, SKOS.closeMatch, SKOS.broadMatch)
                           for o in g.objects(node, p))
            rows.append({
                "iri": str(node), "type": cls_name, "label": str(label or ""),
                "aliases": "; ".join(aliases), "papers": str(count or 0),
                "external_links": " ".join(links),
            })
    return sorted(rows, key=lambda r: r["iri"])

