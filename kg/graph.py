"""Graph stage: extraction records + resolved entities + external terms -> an rdflib Graph.

:func:`build_triples` assembles the triples into a :class:`TripleIndex` (a list plus a
predicate table, what ``kg build`` summarises and exports); :func:`build_graph` gives the
same triples as an rdflib Graph, whose store is filled on first use.

The graph follows the kgo: contract of ``ontology/paperkg.ttl`` (summarised in
docs/ARCHITECTURE.md). Every typed link gets PROV-O evidence: a ``kgo:Evidence`` node
(an ``rdf:Statement`` reifying the link and a ``prov:Entity`` derived from the paper) with
the sentence as written in the original abstract, its character offsets there, the
extractor rule and a confidence. Entity-to-entity links also get a ``kgo:LinkSupport``
node with the number of papers supporting them.

IRIs are minted with :class:`IriMinter`: never from raw text, always from slugs or
percent-encoded identifiers, so any input gives valid IRIs.

Natural-language literals (labels, titles, abstracts, keywords, evidence sentences, result
phrases, external terms' labels) carry the language tag :data:`kg.ontology.LANGUAGE` ("en"),
except the text of a paper whose abstract does not read as English (:func:`paper_language`)
and the labels of an entity that only such papers mention (an entity that at least one English
paper mentions is tagged, so adding a paper in another language never changes labels already
published); identifiers, person and venue names, units, rule names and numbers are never tagged.
"""
from __future__ import annotations

import hashlib
import re
from collections import defaultdict
from functools import lru_cache
from decimal import Decimal, InvalidOperation
from typing import Callable, Iterable, Iterator, Mapping, Optional, Sequence, Union
from urllib.parse import quote, urlsplit

from rdflib import RDF, RDFS, XSD, Graph, Literal, URIRef
from rdflib.namespace import DCTERMS, OWL, PROV, SKOS
from rdflib.plugins.stores.memory import SimpleMemory
from rdflib.term import Node

from kg.metric_polarity import lower_is_better
from kg.ontology import (ARXIV_ABS, BIBO, CSO, DC, DEFAULT_BASE_IRI, EXTERNAL_SCHEMES, FABIO, KGO, LANGUAGE,
                         MATERIALISED_ALIGNMENT, OPENALEX, SEMANTIC_SCHOLAR,
                         PREFIXES, PWC_METHOD, PWC_TASK, SCHEMA, TYPE_CLASS, TYPE_SEGMENT, aligned_types)
from kg.records import (BuildInfo, CleanText, Entity, Extraction, ExternalTerm, Result, build_info, input_key,
                        joined_keys, paper_keys,
                        markup_only_title, plain_title, short_id, tex_dashes)
from kg.resolve import Resolution, slugify
from kg.vocab import CSO_FILE, PWC_METHODS_FILE, PWC_TASKS_FILE

_REL_TERM = {
    "proposes": KGO.proposes,
    "addresses": KGO.addresses,
    "evaluatedOn": KGO.evaluatedOn,
    "pretrainedOn": KGO.pretrainedOn,
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
    if text.isascii() and text.isprintable():  # U+0020..U+007E only: nothing to drop
        return text
    return _XML_ILLEGAL.sub("", text)


_SURROGATES = re.compile("[\ud800-\udfff]")


def exact_text(text: str) -> str:
    """``text`` as given, for literals that offsets index into: every character is kept
    (control characters too; Turtle, N-Triples and JSON-LD escape them) except lone
    surrogates, which no UTF-8 file can hold; each is replaced by U+FFFD so offsets stay
    valid."""
    if text.isascii():  # (constant time) no surrogates
        return text
    return _SURROGATES.sub("\ufffd", text)


#: The kinds of resource node, each the first path segment of its IRI under the base
#: (docs/ARCHITECTURE.md, section IRIs); entity kinds are the resolution key types.
RESOURCE_KINDS = ("paper", "authors", "venue", "method", "task", "dataset", "metric", "result", "evidence", "support",
                  "match")


class IriMinter:
    """Mints resource IRIs under a base IRI (docs/ARCHITECTURE.md, section IRIs).

    Args:
        base: an absolute IRI (RFC 3987: a scheme such as ``https:``, ``urn:`` or ``tag:``,
            then no spaces or ``<>"{}|\\^```), e.g. ``https://example.org/kg/`` or
            ``urn:example:kg:``. The minted IRIs are ``base + "paper/<id>"`` and so on, so
            a ``/`` is appended unless the base already ends in ``/``, ``#`` or ``:``.

    Raises:
        ValueError: when ``base`` is not an absolute IRI (checked with pyoxigraph's IRI
            parser, as the exports will be), when an http(s) base has no host, when it has a
            query part (``?``), a fragment anywhere but at its very end, credentials
            (``user:password@``), a port that is no number from 0 to 65535, or ``.`` / ``..``
            path segments.
    """

    _SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")  # RFC 3986, section 3.1

    def __init__(self, base: str = DEFAULT_BASE_IRI) -> None:
        import pyoxigraph

        ok = bool(self._SCHEME.match(base)) and not any(c in base for c in ' <>"{}|\\^`')
        if ok:
            try:
                pyoxigraph.NamedNode(base)
            except ValueError:
                ok = False
        if ok and urlsplit(base).scheme.lower() in ("http", "https") and not urlsplit(base).netloc:
            ok = False
        if not ok:
            raise ValueError(f"base IRI must be an absolute IRI such as https://example.org/kg/ "
                             f"or urn:example:kg:, got {base!r}")
        if "?" in base:
            raise ValueError(f"a base IRI cannot have a query part ('?...'): the minted IRIs would be "
                             f"{base}paper/<id> and so on; got {base!r}")
        if "#" in base[:-1]:
            raise ValueError(f"a fragment ('#') may only end a base IRI (https://example.org/kg#), "
                             f"got {base!r}")
        parts = urlsplit(base)
        if parts.username is not None:
            raise ValueError(f"a base IRI must not carry credentials (user:password@ would be part of "
                             f"every minted IRI), got {base!r}")
        try:
            parts.port
        except ValueError:
            raise ValueError(f"the port of the base IRI is not a number from 0 to 65535, got {base!r}") from None
        if re.search(r"/\.\.?(?:/|$)", parts.path):
            raise ValueError(f"a base IRI must not hold '.' or '..' path segments (RFC 3986, 5.2.4 would "
                             f"remove them from the minted IRIs), got {base!r}")
        self.base = base if base.endswith(("/", "#", ":")) else base + "/"

    def paper(self, paper_id: str) -> URIRef:
        """IRI of a paper: ``<base>paper/<percent-encoded id>`` (case kept)."""
        return URIRef(f"{self.base}paper/{quote(paper_id, safe='-._~')}")

    def authors(self, paper_id: str) -> URIRef:
        """IRI of a paper's ordered author list (an ``rdf:Seq``): ``<base>authors/<percent-encoded id>``."""
        return URIRef(f"{self.base}authors/{quote(paper_id, safe='-._~')}")

    def entity(self, key: str) -> URIRef:
        """IRI of an entity from its resolution key ``"<type>/<slug>"``."""
        return URIRef(self.base + key)

    #: Venue slugs at least this long end in a hash of the label (:meth:`venue`).
    VENUE_SLUG_HASHED = 100

    def venue(self, label: str, hashed: bool = False) -> URIRef:
        """IRI of a venue from its label ("ICML 2026" -> ``venue/icml-2026``).

        :func:`kg.resolve.slugify` cuts a slug at 120 characters, so two long names that
        differ only after that ("... (Volume 1: Long Papers)" and "... (Volume 2: Short
        Papers)") would share one IRI, and the venue two labels: a slug of
        :data:`VENUE_SLUG_HASHED` characters or more is cut there and ends in
        ``-<sha1 of the label>[:8]`` (the same label always gives the same IRI). ``hashed``
        adds that suffix to any slug (for a label whose plain slug another label has).
        """
        slug = slugify(label)
        if hashed or len(slug) >= self.VENUE_SLUG_HASHED:
            digest = hashlib.sha1(label.encode("utf-8")).hexdigest()[:8]
            slug = f"{slug[:self.VENUE_SLUG_HASHED - 10].rstrip('-')}-{digest}"
        return URIRef(f"{self.base}venue/{slug}")

    def result(self, paper_id: str, n: int) -> URIRef:
        """IRI of the n-th result of a paper."""
        return URIRef(f"{self.base}result/{quote(paper_id, safe='-._~')}-{n}")

    def hashed(self, kind: str, *parts: str) -> URIRef:
        """IRI ``<base><kind>/<sha1 of parts>[:16]``, for evidence and support nodes."""
        digest = hashlib.sha1("\x1f".join(parts).encode("utf-8")).hexdigest()[:16]
        return URIRef(f"{self.base}{kind}/{digest}")

    def prefixes(self) -> list[tuple[str, str]]:
        """Turtle prefixes for the resources: ``res:`` for the base and one per kind of node
        (``paper:``, ``method:``, ``evidence:`` ...), so a node reads ``method:spade`` rather
        than ``res:method\\/spade`` (Turtle must escape ``/`` in a local name).

        Returns:
            ``(prefix, namespace IRI)`` pairs, ``res`` first, then the kinds in
            :data:`RESOURCE_KINDS` order.
        """
        return [("res", self.base), *((kind, f"{self.base}{kind}/") for kind in RESOURCE_KINDS)]


def _iri_or_none(url: str) -> Optional[URIRef]:
    """``URIRef(url)`` when ``url`` is an absolute http(s) IRI with no illegal characters."""
    parts = urlsplit(url)
    if parts.scheme in ("http", "https") and parts.netloc and not re.search(r'[\s<>"{}|\\^`\x00-\x1f]', url):
        return URIRef(url)
    return None


def _decimal(value: Optional[str]) -> Optional[Literal]:
    """An ``xsd:decimal`` literal keeping the digits as written, or None if not a number.

    Input: a result's value as the abstract writes it (:class:`kg.records.Result`'s ``value``:
    "85.4", "+6.1", "1,000", "3"). Output: the literal's lexical form is that number without
    its sign "+" and thousands commas, its digits otherwise as written: "3" stays "3" (an
    integral decimal, XSD 1.1's canonical form, which Oxigraph's store writes too) and "3.0"
    stays "3.0"; before session 52 an integral value was given a ".0" the text never wrote.
    Scientific notation is written out ("1e-3" -> "0.001"). None for no value, no number, or
    an infinite or NaN one."""
    if value is None:
        return None
    v = value.strip().replace(",", "").lstrip("+")
    try:
        d = Decimal(v)
    except InvalidOperation:
        return None
    if not d.is_finite():
        return None
    return Literal(format(d, "f"), datatype=XSD.decimal, normalize=False)


#: Characters that can start LaTeX, markdown or HTML markup in a title.
#: Characters that send a title through :func:`kg.clean.clean`: markup, and the invisible
#: and bidirectional controls clean drops (U+202E would reverse the text around it).
_TITLE_MARKUP = re.compile("[\\\\$^_{}*`<&~\u00ad\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]")


def clean_title(title: str) -> str:
    """A title as dcterms:title and rdfs:label show it: LaTeX, markdown and HTML markup
    resolved as in abstracts (:func:`kg.clean.clean`: ``$\\alpha$-Net: \\textbf{Bold}``
    -> ``α-Net: Bold``), control characters removed (:func:`safe_text`).

    Args:
        title: the title as the record gives it.
    Returns:
        The cleaned title on one line (a line break or run of white space inside it, as a
        quoted CSV field or a wrapped BibTeX value holds, is one space); a macro that cleaning
        cannot render beside other text is written as its name (``\\ourmethod: Learning to
        Rank`` -> "ourmethod: Learning to Rank"; :func:`kg.clean.clean`). When the markup
        leaves nothing (:func:`kg.records.markup_only_title`; the reader warns) but names a
        LaTeX macro that cleaning cannot render (``$\\heartsuit$``, ``\\ourmethod{}``:
        :func:`kg.clean.unknown_macros`), the title as written, without its invisible
        characters, since the macro stands for what the author meant; empty when the markup
        is around nothing (``\\textbf{}``, ``$$ $$``, ``<b></b>``) or the title is invisible
        characters only: the paper then has no title.
        TeX's dashes are read as the dashes they print (:func:`kg.records.tex_dashes`; session 59; before, ``--`` became a
        hyphen in a title holding markup and stayed ``--`` in one without): ``---`` an em dash,
        ``--`` an en dash (``{GeoDiffusion}: Control -- a Study`` -> "GeoDiffusion: Control
        \u2013 a Study"; :mod:`kg.bibtex` writes it back as ``--``); an en dash between two
        letters in a title holding markup is then a hyphen, as in abstracts
        (:func:`kg.clean.clean`: "Fokker--Planck" -> "Fokker-Planck").
    """
    title = " ".join(title.split())
    title = tex_dashes(title)  # TeX's dashes, as a BibTeX title types them (session 59): kept as dashes
    if not _TITLE_MARKUP.search(title):
        return safe_text(title)
    from kg.clean import clean, unknown_macros
    if unknown_macros(title) and markup_only_title(title):
        return safe_text("".join(ch for ch in title if ch.isprintable()).strip())
    return safe_text(clean(title).text)


def paper_label(ex: Extraction, resolution: Optional[Resolution] = None) -> str:
    """rdfs:label of a paper: its title; else the canonical name of the first method or
    benchmark it proposes, with the venue ("SPADE (ICML 2026)"), else with the year ("SPADE
    (2025)"), else marked as the paper ("SPADE (paper)": never the bare name, which is the
    method's own label in the same graph); else its first words.

    ``resolution`` (optional) gives canonical names (an acronym rather than its expansion).
    """
    p = ex.paper
    if p.title and (title := clean_title(p.title)):
        return title
    proposed = [m for m in sorted(ex.mentions, key=lambda m: m.start) if m.role in ("proposed", "benchmark")]
    name = None
    if proposed:
        m = proposed[0]
        key = resolution.key(p.id, m.type, m.text) if resolution else None
        name = resolution.entities[key].label if key else m.text
    if name:
        return safe_text(f"{name} ({p.venue_label or p.year or 'paper'})")
    words = ex.clean.text.split()
    head = " ".join(words[:8]) + (" …" if len(words) > 8 else "")
    return safe_text(f"{head} ({p.venue_label})" if p.venue_label else head) or p.id


def paper_language(ex: Extraction) -> Optional[str]:
    """The language tag of a paper's natural-language literals (its label, title, abstract,
    source abstract, keywords, evidence sentences and result phrases): :data:`LANGUAGE`, or
    None (untagged) when the abstract does not read as English.

    The test is the extractor's own, :func:`kg.extract.pipeline.not_english`, on the same
    text (``ex.clean.text``, from which the extractor names such a paper in the build's
    warnings), so the graph and the warning always agree; it is recomputed here rather than
    read from ``ex.warnings`` because records restored from a store
    (:func:`kg.records.extraction_from_dict`) carry no warnings, and a record whose rules
    raised was never tested. PaperKG never guesses another language: such text stays a plain
    ``xsd:string``. Cost: about 15 microseconds per paper.

    Args:
        ex: the paper's extraction record.
    Returns:
        ``"en"`` (:data:`kg.ontology.LANGUAGE`) or None.
    """
    from kg.extract.pipeline import not_english

    return None if not_english(ex.clean.text) else LANGUAGE


def title_language(title: Optional[str], lang: Optional[str]) -> Optional[str]:
    """The language tag of a paper's title (its dcterms:title, its rdfs:label when that is the
    title, and the evidence sentences found in the title): the paper's ``lang``
    (:func:`paper_language`), except None (untagged) for a title that reads as another language
    (:func:`kg.extract.pipeline.title_not_english`: "Ein Transformer für Graphen" over an English
    abstract). No language is guessed: such a title is a plain string.

    Args:
        title: the title as the graph writes it (None: no title); lang: the paper's tag.
    Returns:
        ``lang`` or None.
    """
    from kg.extract.pipeline import title_not_english

    return None if lang is None or (title and title_not_english(title)) else lang


#: A triple of rdflib terms.
Triple = tuple[Node, Node, Node]


class TripleIndex:
    """The triples of a graph as a list, with the lookups PaperKG's readers need.

    Filling an rdflib store indexes every triple three ways in Python (about 5 us per
    triple); the build's own readers (:func:`kg.pipeline.summarise`, :mod:`kg.export`,
    :mod:`kg.view`) only look triples up by predicate, so this class keeps one
    predicate -> subject -> objects table and builds an rdflib :class:`~rdflib.Graph` only
    when one is asked for (:meth:`graph`).

    It offers the read-only part of rdflib's ``Graph`` API those readers use, with rdflib's
    semantics: iteration, ``len``, ``in``, :meth:`triples`, :meth:`subjects`,
    :meth:`objects`, :meth:`subject_objects`, :meth:`value` and :meth:`namespaces`.
    Lookups with a bound predicate use the table; any other pattern scans the list.
    The table is made on the first lookup (about a second at a million triples), so a
    process that only iterates (the RDF writers) never pays for it; :meth:`prepare`
    indexes a few predicates ahead for a reader that needs no others (the build summary),
    so the whole table is made only where it is read (the forked export process).
    Iteration follows first insertion; the order of a lookup's answers is deterministic
    but not always rdflib's (its readers sort, or pick the minimum, where order matters).

    Args:
        triples: ``(s, p, o)`` rdflib terms; duplicates are dropped (the first is kept, so
            iteration follows first insertion). A ``dict`` is taken as its keys, unique.
        namespaces: ``(prefix, namespace IRI)`` pairs bound in the graph.
        distinct: the caller guarantees that ``triples`` holds no duplicates (they are then
            not hashed again: hashing an rdflib Literal runs in Python).

    Attributes:
        cleanings: kgo:sourceAbstract text -> its :func:`kg.clean.clean`, for the readers
            that show a quote of the source abstract as the cleaned abstract shows it
            (:meth:`cleaned`): a build fills it with its own extractions' cleaned abstracts
            (:class:`TripleBuilder`, ``current_clean``), so graph.html and GraphML need not
            clean each abstract again (session 57). Empty by default.
    """

    def __init__(self, triples: Iterable[Triple], namespaces: Iterable[tuple[str, str]] = (),
                 distinct: bool = False) -> None:
        if distinct or isinstance(triples, dict):
            self._triples: list[Triple] = list(triples)
        else:
            self._triples = list(dict.fromkeys(triples))
        self._namespaces = dict(namespaces)
        #: predicate -> subject -> objects for every predicate; None until a lookup needs it
        self._table: Optional[dict[Node, dict[Node, list[Node]]]] = None
        #: the same for the predicates of :meth:`prepare` only, while ``_table`` is None
        self._prepared: dict[Node, dict[Node, list[Node]]] = {}
        self._inverse: dict[Node, dict[Node, list[Node]]] = {}
        self._graph: Optional[Graph] = None
        self.cleanings: dict[str, CleanText] = {}

    def cleaned(self, source: str) -> CleanText:
        """:func:`kg.clean.clean` of ``source`` (a kgo:sourceAbstract): the one in
        :attr:`cleanings` when there is one (the same value, made by the build), else made now."""
        known = self.cleanings.get(source)
        if known is not None:
            return known
        from kg.clean import clean

        return clean(source)

    @staticmethod
    def _tables(triples: Sequence[Triple], wanted: Optional[Iterable[Node]] = None
                ) -> dict[Node, dict[Node, list[Node]]]:
        """predicate -> subject -> objects (first-insertion order) of ``triples``, for the
        predicates ``wanted`` (each present, maybe empty) or, when None, for all."""
        table: dict[Node, dict[Node, list[Node]]] = {}
        if wanted is None:
            for s, p, o in triples:
                by_subject = table.get(p)
                if by_subject is None:
                    by_subject = table[p] = {}
                objs = by_subject.get(s)  # most (s, p) have one object: no try/except KeyError
                if objs is None:
                    by_subject[s] = [o]
                else:
                    objs.append(o)
            return table
        table = {p: {} for p in wanted}
        get = table.get
        for s, p, o in triples:
            by_subject = get(p)
            if by_subject is None:
                continue
            objs = by_subject.get(s)
            if objs is None:
                by_subject[s] = [o]
            else:
                objs.append(o)
        return table

    def prepare(self, predicates: Iterable[Node]) -> None:
        """Index the triples of ``predicates`` now, in one scan of the list (at 1.08 million
        triples, 0.11 s for the build summary's 15 predicates against 0.33 s for the whole
        table), for a reader that looks up no other predicate; a
        lookup of any other predicate later makes the whole table. Answers are the same
        either way. Nothing is done when the whole table exists.

        Args:
            predicates: predicate IRIs (rdflib terms).
        """
        if self._table is not None:
            return
        missing = [p for p in dict.fromkeys(predicates) if p not in self._prepared]
        if missing:
            self._prepared.update(self._tables(self._triples, missing))

    def _by_subject(self, p: Node) -> dict[Node, list[Node]]:
        """subject -> objects of predicate ``p`` (empty when none): from :meth:`prepare`'s
        tables while ``p`` is among them, else from the whole table (made on first use)."""
        table = self._table
        if table is None:
            prepared = self._prepared.get(p)
            if prepared is not None:
                return prepared
            table = self._table = self._tables(self._triples)
            self._prepared = {}
        found = table.get(p)
        return {} if found is None else found

    def __len__(self) -> int:
        return len(self._triples)

    def __iter__(self) -> Iterator[Triple]:
        return iter(self._triples)

    def __contains__(self, triple: Triple) -> bool:
        return next(self.triples(triple), None) is not None

    def triples(self, pattern: tuple[Optional[Node], Optional[Node], Optional[Node]]) -> Iterator[Triple]:
        """The triples matching ``(s, p, o)``, None matching anything (as ``Graph.triples``)."""
        s, p, o = pattern
        if p is None:
            return (t for t in self._triples
                    if (s is None or t[0] == s) and (o is None or t[2] == o))
        by_subject = self._by_subject(p)
        if s is not None:
            return ((s, p, x) for x in by_subject.get(s, ()) if o is None or x == o)
        if o is not None:
            return ((x, p, o) for x in self._subjects_of(p).get(o, ()))
        return ((x, p, y) for x, objs in by_subject.items() for y in objs)

    def _subjects_of(self, p: Node) -> dict[Node, list[Node]]:
        """object -> subjects of predicate ``p`` (built on first use)."""
        inv = self._inverse.get(p)
        if inv is None:
            inv = self._inverse[p] = {}
            for s, objs in self._by_subject(p).items():
                for o in objs:
                    try:
                        inv[o].append(s)
                    except KeyError:
                        inv[o] = [s]
        return inv

    def subjects(self, predicate: Optional[Node] = None,
                 object: Optional[Node] = None) -> Iterator[Node]:  # noqa: A002 - rdflib's name
        """Subjects of the triples ``(?, predicate, object)`` (as ``Graph.subjects``)."""
        if predicate is not None and object is not None:
            return iter(self._subjects_of(predicate).get(object, ()))
        return (s for s, _p, _o in self.triples((None, predicate, object)))

    def objects(self, subject: Optional[Node] = None, predicate: Optional[Node] = None) -> Iterator[Node]:
        """Objects of the triples ``(subject, predicate, ?)`` (as ``Graph.objects``)."""
        if subject is not None and predicate is not None:
            return iter(self._by_subject(predicate).get(subject, ()))
        return (o for _s, _p, o in self.triples((subject, predicate, None)))

    def subject_objects(self, predicate: Optional[Node] = None) -> Iterator[tuple[Node, Node]]:
        """``(subject, object)`` of the triples with ``predicate`` (as ``Graph.subject_objects``)."""
        return ((s, o) for s, _p, o in self.triples((None, predicate, None)))

    def subject_table(self, predicate: Node) -> Mapping[Node, Sequence[Node]]:
        """subject -> objects (first-insertion order) of the triples with ``predicate``:
        the index's own table, to be read, never changed."""
        return self._by_subject(predicate)

    def value(self, subject: Optional[Node] = None, predicate: Optional[Node] = None,
              object: Optional[Node] = None, default: Optional[Node] = None) -> Optional[Node]:  # noqa: A002
        """One value of the missing position of ``(subject, predicate, object)``, the first
        inserted, or ``default`` (as ``Graph.value(..., any=True)``)."""
        if object is None:
            found = next(self.objects(subject, predicate), None)
        elif subject is None:
            found = next(self.subjects(predicate, object), None)
        else:
            found = next((p for _s, p, _o in self.triples((subject, None, object))), None)
        return default if found is None else found

    def namespaces(self) -> Iterator[tuple[str, URIRef]]:
        """The bound ``(prefix, namespace IRI)`` pairs (as ``Graph.namespaces``)."""
        return ((prefix, URIRef(ns)) for prefix, ns in self._namespaces.items())

    def graph(self) -> Graph:
        """The triples as an rdflib :class:`~rdflib.Graph` (the namespaces bound), made once.

        The graph's store (rdflib's ``SimpleMemory``) is filled the first time the graph is
        read or changed, so a build whose caller never looks at the graph does not pay for
        the indexes. Changes to the graph do not change this index.
        """
        if self._graph is None:
            g = Graph(store=_DeferredMemory(self._triples))
            for prefix, ns in self._namespaces.items():
                g.bind(prefix, ns, override=True)
            self._graph = g
        return self._graph


#: What PaperKG's readers (summary, exports, view) accept: an rdflib Graph or a TripleIndex.
GraphLike = Union[Graph, TripleIndex]


class _DeferredMemory(SimpleMemory):
    """rdflib's ``SimpleMemory`` store (context-free, about twice as fast to fill as the
    default one), filled with ``triples`` (distinct) the first time it is read or changed;
    ``len`` alone does not fill it."""

    def __init__(self, triples: Sequence[Triple]) -> None:
        super().__init__()
        self._pending: Optional[Sequence[Triple]] = triples

    def _fill(self) -> None:
        pending, self._pending = self._pending, None
        if pending is not None:
            add = super().add
            for triple in pending:
                add(triple, None)

    def add(self, triple, context, quoted=False):  # noqa: D102 - rdflib Store API
        self._fill()
        return super().add(triple, context, quoted)

    def remove(self, triple_pattern, context=None):  # noqa: D102
        self._fill()
        return super().remove(triple_pattern, context)

    def triples(self, triple_pattern, context=None):  # noqa: D102
        self._fill()
        return super().triples(triple_pattern, context)

    def __len__(self, context=None) -> int:
        if self._pending is not None:  # distinct triples: no need to index them to count them
            return len(self._pending)
        return super().__len__(context)

    def contexts(self, triple=None):  # noqa: D102
        self._fill()
        return super().contexts(triple)


class _V:
    """The vocabulary terms the assembler writes, as plain attributes: reading a term of an
    rdflib ``DefinedNamespace`` (``KGO.uses``) runs a Python ``__getattr__`` and a cache
    lookup (about 1.5 us), and the assembler writes close to a million triples."""

    type = RDF.type
    subject, predicate, object = RDF.subject, RDF.predicate, RDF.object
    label = RDFS.label
    pref_label, alt_label, related, concept, broader = (
        SKOS.prefLabel, SKOS.altLabel, SKOS.related, SKOS.Concept, SKOS.broader)
    matches = (SKOS.exactMatch, SKOS.closeMatch, SKOS.broadMatch)
    in_scheme = SKOS.inScheme
    identifier, title = DCTERMS.identifier, DCTERMS.title
    abstract, creator = DCTERMS.abstract, DC.creator
    author_list, Seq = BIBO.authorList, RDF.Seq
    #: rdf:_1 ... rdf:_n, the members of an rdf:Seq (RDF 1.1 Semantics, container membership)
    members = tuple(RDF[f"_{n}"] for n in range(1, 101))
    derived_from = PROV.wasDerivedFrom
    keywords, url, same_as = SCHEMA.keywords, SCHEMA.url, SCHEMA.sameAs
    key = SCHEMA.identifier  # the record's key in its source (Paper.key: a BibTeX citation key)
    Paper, Venue, Result = KGO.Paper, KGO.Venue, KGO.Result
    Evidence, LinkSupport, MatchSupport = KGO.Evidence, KGO.LinkSupport, KGO.MatchSupport
    #: stated on every kgo:Evidence and kgo:MatchSupport node besides their own class (since
    #: session 59), so that a PROV-O consumer without RDFS reasoning finds them
    prov_entity = PROV.Entity
    matched_label = KGO.matchedLabel
    source_abstract, acronym, paper_count, year = KGO.sourceAbstract, KGO.acronym, KGO.paperCount, KGO.year
    published_in, code, mentions, evidence = KGO.publishedIn, KGO.codeRepository, KGO.mentions, KGO.evidence
    main_task, addresses, evaluated_on = KGO.mainTask, KGO.addresses, KGO.evaluatedOn
    reports, uses_metric = KGO.reportsResult, KGO.usesMetric
    value, value_max, unit, is_change = KGO.value, KGO.valueMax, KGO.unit, KGO.isChange
    is_baseline = KGO.isBaselineResult
    setting = KGO.setting
    change_direction = KGO.changeDirection
    directions = {"increase": KGO.Increase, "decrease": KGO.Decrease, "improvement": KGO.Improvement}
    value_bound = KGO.valueBound
    #: Result.bound -> member of kgo:ValueBound (kg.extract.results.bound.BOUNDS)
    bounds = {"upper": KGO.UpperBound, "lower": KGO.LowerBound, "approximate": KGO.Approximate}
    lower_is_better = KGO.lowerIsBetter
    metric, on_dataset, result_text, of_method = KGO.metric, KGO.onDataset, KGO.resultText, KGO.ofMethod
    sentence, start, end, extractor, confidence = (
        KGO.sentence, KGO.startOffset, KGO.endOffset, KGO.extractor, KGO.confidence)
    support_count = KGO.supportCount
    in_title = KGO.inTitle
    gyear = XSD.gYear
    publication_year = FABIO.hasPublicationYear
    true = Literal(True)


class _Assembler:
    """Collects the triples of one build (no duplicates, first-insertion order) and makes
    each IRI and literal once (the same text gives the same object)."""

    def __init__(self, iri: IriMinter) -> None:
        self.iri = iri
        #: the skos:ConceptScheme every entity is skos:inScheme (:func:`concept_scheme_iri`)
        self.scheme = concept_scheme_iri(iri)
        self.triples: dict[Triple, None] = {}
        #: add a triple unless present (``dict.setdefault``: keeps first-insertion order)
        self.add = self.triples.setdefault
        #: triples of evidence nodes, distinct by construction (see :meth:`evidence_node`):
        #: kept out of ``triples``, whose keys would hash their five literals again
        self.evidence: list[Triple] = []
        self._evidence_nodes: set[URIRef] = set()
        self._evidence_repeated = False
        self._iris: dict[str, Optional[URIRef]] = {}
        self._safe: dict[str, Literal] = {}
        self._exact: dict[str, Literal] = {}
        #: language tag -> text -> literal, for :meth:`text` and :meth:`exact` with a tag
        self._safe_lang: dict[str, dict[str, Literal]] = {}
        self._exact_lang: dict[str, dict[str, Literal]] = {}
        self._ints: dict[int, Literal] = {}
        self._decimals: dict[Optional[str], Optional[Literal]] = {}
        self._years: dict[int, Literal] = {}
        self.types: dict[URIRef, tuple[URIRef, ...]] = {
            cls: (cls, *(aligned_types().get(cls, ()) if cls in MATERIALISED_ALIGNMENT else ()))
            for cls in (*TYPE_CLASS.values(), _V.Paper, _V.Result)}

    def evidence_node(self, node: URIRef) -> Callable[[Triple], object]:
        """How to add the triples of the evidence node ``node`` (those with it as subject,
        and ``paper kgo:evidence node``): appended to :attr:`evidence` the first time the
        node is seen (its IRI hashes the paper, link and offsets, so its triples are new);
        through :attr:`add` should the IRI ever repeat."""
        if node in self._evidence_nodes:
            self._evidence_repeated = True
            return self.add
        self._evidence_nodes.add(node)
        return self.evidence.append

    def all_triples(self, before: Sequence[Triple] = ()) -> list[Triple]:
        """Every triple added, once: ``before`` (triples assembled elsewhere, to go first),
        then those of :attr:`triples`, then :attr:`evidence`."""
        out = [*before, *self.triples, *self.evidence]
        return list(dict.fromkeys(out)) if self._evidence_repeated else out

    def typed(self, node: URIRef, cls: URIRef) -> None:
        """``node a cls``, plus the class's alignment superclasses (fabio:ResearchPaper,
        schema:ScholarlyArticle, mls:Algorithm, ...) when it is one of
        :data:`kg.ontology.MATERIALISED_ALIGNMENT`, so queries need no RDFS inference."""
        for c in self.types[cls]:
            self.add((node, _V.type, c))

    def text(self, value: str, lang: Optional[str] = None) -> Literal:
        """Literal of :func:`safe_text` of ``value``: plain (xsd:string) when ``lang`` is
        None, else tagged with the BCP 47 tag ``lang`` (rdf:langString)."""
        cache = self._safe if lang is None else self._safe_lang.setdefault(lang, {})
        lit = cache.get(value)
        if lit is None:
            lit = cache[value] = Literal(safe_text(value), lang=lang, normalize=False)
        return lit

    def exact(self, value: str, lang: Optional[str] = None) -> Literal:
        """Literal of :func:`exact_text` of ``value``, plain or tagged as in :meth:`text`."""
        cache = self._exact if lang is None else self._exact_lang.setdefault(lang, {})
        lit = cache.get(value)
        if lit is None:
            lit = cache[value] = Literal(exact_text(value), lang=lang, normalize=False)
        return lit

    def integer(self, n: int) -> Literal:
        """``xsd:integer`` literal of ``n``."""
        lit = self._ints.get(n)
        if lit is None:
            lit = self._ints[n] = Literal(n)
        return lit

    def decimal(self, value: Optional[str]) -> Optional[Literal]:
        """:func:`_decimal` of ``value``."""
        try:
            return self._decimals[value]
        except KeyError:
            lit = self._decimals[value] = _decimal(value)
            return lit

    def gyear(self, year: int) -> Literal:
        """``xsd:gYear`` literal of ``year``."""
        lit = self._years.get(year)
        if lit is None:
            lit = self._years[year] = Literal(str(year), datatype=_V.gyear)
        return lit

    def url(self, url: str) -> Optional[URIRef]:
        """:func:`_iri_or_none` of ``url``."""
        try:
            return self._iris[url]
        except KeyError:
            ref = self._iris[url] = _iri_or_none(url)
            return ref


def build_graph(
    extractions: Sequence[Extraction],
    resolution: Resolution,
    terms: Mapping[str, ExternalTerm] | None = None,
    base_iri: str = DEFAULT_BASE_IRI,
    provenance: Optional[Provenance] = None,
) -> Graph:
    """Build the RDF graph of a set of papers.

    Args:
        extractions: one per paper (ids unique).
        resolution: output of :func:`kg.resolve.resolve` over the same extractions, its
            entities possibly enriched by :func:`kg.link.link`.
        terms: external terms (CSO topics, PwC methods/tasks) referenced by the entities'
            matches, IRI -> :class:`ExternalTerm`; they become nodes with rdfs:label and
            skos:broader so queries can roll up to broader topics, each skos:inScheme its
            vocabulary's scheme (:data:`kg.ontology.EXTERNAL_SCHEMES`, described once).
        base_iri: base of all minted IRIs.
        provenance: the builds behind the papers (:class:`Provenance`; None: one build of this
            version that read no file).

    Returns:
        an rdflib :class:`Graph` with the prefixes of :data:`kg.ontology.PREFIXES` bound
        (``build_triples(...).graph()``; see :func:`build_triples`).

    Raises:
        ValueError: for an invalid ``base_iri``; two extractions of one paper id
            (:func:`check_unique_ids`, naming it).
    """
    return build_triples(extractions, resolution, terms, base_iri, provenance).graph()


def build_triples(
    extractions: Sequence[Extraction],
    resolution: Resolution,
    terms: Mapping[str, ExternalTerm] | None = None,
    base_iri: str = DEFAULT_BASE_IRI,
    provenance: Optional[Provenance] = None,
) -> TripleIndex:
    """The triples of :func:`build_graph` (same arguments) as a :class:`TripleIndex`,
    without filling an rdflib store: what ``kg build`` summarises and exports
    (:class:`TripleBuilder` in one go).

    Raises:
        ValueError: for an invalid ``base_iri``.
    """
    builder = TripleBuilder(resolution, base_iri, provenance)
    builder.add_papers(extractions)
    return builder.finish(terms)


def check_unique_ids(extractions: Sequence[Extraction]) -> None:
    """Raise when two of ``extractions`` (sorted by paper id) are of one paper id: the graph
    would make them one paper node with two titles and abstracts. The reader never gives two
    (:func:`kg.read.dedupe` merges a copy and gives another paper under an id its own hash);
    papers made in Python may.

    Raises:
        ValueError: naming the id and the two papers' sources (or titles).
    """
    for before, ex in zip(extractions, extractions[1:]):
        if before.paper.id == ex.paper.id:
            def where(p):
                return p.source or (repr(p.title) if p.title else "no source")

            raise ValueError(f"two papers have the id {short_id(ex.paper.id)} ({where(before.paper)}; "
                             f"{where(ex.paper)}): a paper id must be unique; kg.read.dedupe keeps one "
                             "paper per id as the reader does (a copy merged, another text given its own id)")


class TripleBuilder:
    """:func:`build_triples` in two steps: :meth:`add_papers` assembles the papers' triples
    (papers, venues, results, links, evidence), which read the resolution but not the
    entities' external matches, and :meth:`finish` adds the entities and the external terms
    of :func:`kg.link.link`; so linking can run in another process meanwhile
    (:func:`kg.pipeline.triples_from_extractions` does). The result is the same, in the same
    order, as adding the entities first: the entities' triples, their skos:related links
    and the terms, then the papers', then the evidence nodes', then the link support nodes'.

    Args:
        resolution: output of :func:`kg.resolve.resolve` over the extractions to add.
        base_iri: base of all minted IRIs.
        provenance: the builds behind the papers (:class:`Provenance`); None: one build of
            this version that read no file (a graph assembled by a library call).
        current_clean: each extraction's ``clean`` is :func:`kg.clean.clean` of its paper's
            abstract by the code running now (a build's own extractions, not records of an
            earlier build): the index then keeps them as its :attr:`TripleIndex.cleanings`.
    Raises:
        ValueError: for an invalid ``base_iri``.
    """

    def __init__(self, resolution: Resolution, base_iri: str = DEFAULT_BASE_IRI,
                 provenance: Optional[Provenance] = None, current_clean: bool = False) -> None:
        self.iri = IriMinter(base_iri)
        self.resolution = resolution
        self.provenance = Provenance((build_info(),)) if provenance is None else provenance
        self._a = _Assembler(self.iri)
        self._nodes = {key: self.iri.entity(key) for key in resolution.entities}
        self._support: dict[tuple[URIRef, URIRef, URIRef], set[str]] = defaultdict(set)
        self._papers: Optional[dict[Triple, None]] = None
        #: ids of the papers whose abstract does not read as English (:func:`paper_language`)
        self._untagged: set[str] = set()
        #: triples added after the link support nodes, counted by the dataset description
        #: (the record of a curation file's corrections, :meth:`kg.curation.Curation.triples`)
        self.extra: list[Triple] = []
        #: the node of the user gazetteer file whose rows gave matches of rule ``user-gazetteer``
        #: (:meth:`kg.user_gazetteer.UserGazetteer.triples`), their prov:wasDerivedFrom
        self.gazetteer_file: Optional[URIRef] = None
        #: entity node -> its first evidence nodes (at most :data:`_MATCH_EVIDENCE_CANDIDATES`,
        #: in the papers' order) with their sentences: a match support node names one of them
        self._entity_evidence: dict[URIRef, list[tuple[URIRef, Literal]]] = {n: [] for n in self._nodes.values()}
        self.current_clean = current_clean
        #: kgo:sourceAbstract text -> the extraction's cleaned abstract (``current_clean`` only)
        self._cleanings: dict[str, CleanText] = {}

    def add_papers(self, extractions: Sequence[Extraction]) -> None:
        """Assemble the triples of ``extractions`` (one per paper, ids unique; any order:
        they are added by paper id).

        Raises:
            RuntimeError: called twice.
            ValueError: two extractions of one paper id (:func:`check_unique_ids`).
        """
        if self._papers is not None:
            raise RuntimeError("TripleBuilder.add_papers: the papers were added already")
        extractions = sorted(extractions, key=lambda e: e.paper.id)
        check_unique_ids(extractions)
        a = self._a
        venues: dict[str, URIRef] = {}
        # each paper names the build whose extraction it holds (one triple a paper, not one per
        # evidence node: the evidence reaches the build through its prov:wasDerivedFrom paper)
        builds = {b.key: build_iri(self.iri, b) for b in self.provenance.builds}
        latest = self.provenance.builds[-1].key
        paper_build = self.provenance.paper_build
        # each paper prov:wasDerivedFrom the input files its build read it from, and in a store the
        # files of other builds whose records of it were merged into it (sorted keys)
        files = {input_key(f) for b in self.provenance.builds for f in b.inputs}
        paper_inputs = self.provenance.paper_inputs
        generated_by, derived_from = PROV.wasGeneratedBy, PROV.wasDerivedFrom
        for ex in extractions:
            lang = paper_language(ex)
            if lang is None:
                self._untagged.add(ex.paper.id)
            _add_paper(a, self._nodes, venues, ex, self.resolution, self._support, lang, self._entity_evidence)
            abstract = ex.paper.abstract
            if self.current_clean and abstract != ex.clean.text and exact_text(abstract) == abstract:
                self._cleanings[abstract] = ex.clean  # (its kgo:sourceAbstract, cleaned)
            node = a.iri.paper(ex.paper.id)
            key = paper_build.get(ex.paper.id, "")
            if key not in builds:
                key = latest
            a.add((node, generated_by, builds[key]))
            for k in sorted(set(paper_inputs.get(ex.paper.id, ())) & files):
                a.add((node, derived_from, input_iri(self.iri, k)))
        # the entities' triples go into a dict of their own, placed before these in finish()
        self._papers = a.triples
        a.triples = {}
        a.add = a.triples.setdefault

    def finish(self, terms: Mapping[str, ExternalTerm] | None = None) -> TripleIndex:
        """Add the entities (with the external matches they hold now) and ``terms``
        (external terms, IRI -> :class:`ExternalTerm`), and return every triple.

        An entity's labels and acronym are tagged :data:`LANGUAGE` when at least one paper
        that mentions it reads as English (:func:`paper_language`), plain when only papers
        that do not read as English mention it.

        Raises:
            RuntimeError: :meth:`add_papers` was not called.
        """
        papers = self._papers
        if papers is None:
            raise RuntimeError("TripleBuilder.finish: add_papers() first")
        a, nodes, resolution = self._a, self._nodes, self.resolution
        untagged = self._untagged
        for ent in resolution.entities.values():
            # an entity's labels are English names when at least one English paper mentions
            # it (a German abstract naming ImageNet leaves "ImageNet"@en as it is); only an
            # entity that non-English papers alone name stays plain
            lang = None if ent.papers and untagged.issuperset(ent.papers) else LANGUAGE
            _add_entity(a, nodes[ent.key], ent, lang)
            for general in ent.broader:  # a metric's general metric (kg.metric_norm, session 59)
                if general in nodes:
                    a.add((nodes[ent.key], _V.broader, nodes[general]))
        _relate_same_names(a, nodes, resolution)
        schemes: dict[str, None] = {}
        for term in (terms or {}).values():
            if _add_term(a, term) and term.source in EXTERNAL_SCHEMES:
                schemes[term.source] = None
        for source in sorted(schemes):  # (the schemes of the vocabularies the terms come from)
            for t in external_scheme_triples(source):
                a.add(t)
        first = a.triples
        # A triple that both parts assembled keeps the entities' (earlier) place, as in one
        # pass. Only a paper triple whose subject is an entity or a term can be one (the
        # method-level links); their objects are IRIs, so the lookups hash in C.
        subjects = {t[0] for t in first}
        for t in [t for t in papers if t[0] in subjects and t in first]:
            del papers[t]
        a.triples = papers
        triples = a.all_triples(before=list(first))
        # support nodes last (their IRIs are minted only here, so their triples are new)
        tail: dict[Triple, None] = {}
        add = tail.setdefault
        # sorted by the (s, p, o) IRIs' text: the order of the keys, compared in C
        for (s, p, o), papers_of in sorted(self._support.items(), key=lambda kv: tuple(map(str, kv[0]))):
            node = self.iri.hashed("support", s, p, o)
            add((node, _V.type, _V.LinkSupport))
            add((node, _V.subject, s))
            add((node, _V.predicate, p))
            add((node, _V.object, o))
            add((node, _V.support_count, a.integer(len(papers_of))))
        self._add_match_support(add)
        for t in self.extra:
            add(t)
        # an empty graph stays empty (no papers: nothing to describe, and `kg query` warns on it)
        head = dataset_description(self.iri, len(triples) + len(tail), a.integer, self.provenance) \
            if triples or tail else []
        namespaces = [*PREFIXES.items(), *self.iri.prefixes()]
        index = TripleIndex([*head, *triples, *tail], namespaces, distinct=True)
        index.cleanings = self._cleanings
        return index

    def _add_match_support(self, add: Callable[[Triple], object]) -> None:
        """Add a kgo:MatchSupport node for each external match of the entities (their
        :attr:`kg.records.Entity.match_support`): an rdf:Statement reifying ``entity
        skos:exactMatch|closeMatch|broadMatch term``, with the rule that made it (kgo:extractor),
        the entity's name that matched (kgo:matchedLabel), the rule's prior confidence
        (kgo:confidence, :func:`kg.link.match_confidence`), prov:wasDerivedFrom the shipped
        vocabulary file it was found in (:func:`vocabulary_triples`; a user gazetteer's file for
        its rows) and prov:wasDerivedFrom one kgo:Evidence node of the entity (the first whose
        sentence holds the matched name, else the first, in paper-id order). A Metric's
        skos:broader link to its general metric (:attr:`kg.records.Entity.broader`, session 59)
        gets one of the same shape: its rule (:data:`kg.metric_norm.BROADER_RULES`), the words
        of the name that matched, the rule's prior and the specialised metric's first evidence
        node (none for the shipped table, which is no vocabulary file). A match without a
        recorded reason (one added by a caller in Python) gets none. Entities in key order, then
        relation, then IRI: deterministic."""
        from kg.link import match_confidence
        from kg.metric_norm import BROADER_RULES

        a, nodes, hashed = self._a, self._nodes, self.iri.hashed
        vocab: dict[str, URIRef] = {}
        derived = _V.derived_from
        for ent in self.resolution.entities.values():
            if not ent.match_support and not ent.broader:
                continue
            node = nodes[ent.key]
            lang = None if ent.papers and self._untagged.issuperset(ent.papers) else LANGUAGE
            for pred, matches in zip(_V.matches, (ent.exact_matches, ent.close_matches, ent.broad_matches)):
                for m in matches:
                    why = ent.match_support.get(m)
                    if why is None or (ref := a.url(m)) is None:
                        continue
                    rule, name = why
                    sup = hashed("match", node, pred, ref)
                    add((sup, _V.type, _V.MatchSupport))
                    add((sup, _V.type, _V.prov_entity))
                    add((sup, _V.subject, node))
                    add((sup, _V.predicate, pred))
                    add((sup, _V.object, ref))
                    add((sup, _V.extractor, a.text(rule)))
                    add((sup, _V.matched_label, a.text(name, lang)))
                    add((sup, _V.confidence, a.decimal(f"{match_confidence(rule):.2f}")))
                    source = self.gazetteer_file if rule == "user-gazetteer" else _vocabulary_of(m, self.iri.base)
                    if source is not None:
                        add((sup, derived, source))
                        if rule != "user-gazetteer":
                            vocab[m] = source
                    evidence = self._entity_evidence.get(node) or []
                    low = name.lower()
                    chosen = next((ev for ev, sentence in evidence if low in str(sentence).lower()),
                                  evidence[0][0] if evidence else None)
                    if chosen is not None:
                        add((sup, derived, chosen))
            for general, (rule, name) in ent.broader.items():
                # the skos:broader link of a specialised metric (kg.metric_norm, session 59):
                # the rule, the words of its name that matched, the rule's prior and one
                # evidence node of the specialised metric
                if (ref := nodes.get(general)) is None:
                    continue
                sup = hashed("match", node, _V.broader, ref)
                add((sup, _V.type, _V.MatchSupport))
                add((sup, _V.type, _V.prov_entity))
                add((sup, _V.subject, node))
                add((sup, _V.predicate, _V.broader))
                add((sup, _V.object, ref))
                add((sup, _V.extractor, a.text(rule)))
                add((sup, _V.matched_label, a.text(name, lang)))
                add((sup, _V.confidence, a.decimal(f"{BROADER_RULES.get(rule, 0.5):.2f}")))
                if evidence := self._entity_evidence.get(node):
                    add((sup, derived, evidence[0][0]))
        used = set(vocab.values())
        for t in vocabulary_triples(self.iri.base):
            if t[0] in used or (t[0].endswith("-sha256") and URIRef(t[0][:-len("-sha256")]) in used):
                add(t)
        # the build that linked the entities (the last one: every build links the whole graph)
        # read those files (since session 59)
        build = build_iri(self.iri, self.provenance.builds[-1])
        for node in sorted(used):
            add((build, PROV.used, node))


#: Evidence nodes kept per entity while the papers are assembled, for its match support nodes.
_MATCH_EVIDENCE_CANDIDATES = 4

#: The vocabulary files shipped in kg/data/vocab that the linker reads, by IRI namespace:
#: (namespace of the terms, node name under the base, file name, the vocabulary's home, label,
#: the release it was compiled from or "", the year that release was issued or "");
#: namespaces from :mod:`kg.ontology`, file names from :mod:`kg.vocab`, homes from
#: :data:`kg.ontology.EXTERNAL_SCHEMES`, releases and years from kg/data/vocab/LICENSES.md
#: (CSO 3.1 of 2019; the Papers with Code methods dump of 2022; the task lists name no date).
VOCABULARY_FILES = (
    (str(CSO), "vocabulary-cso-topics", CSO_FILE, EXTERNAL_SCHEMES["cso"][2],
     "Computer Science Ontology topics, as shipped with PaperKG", "3.1", "2019"),
    (str(PWC_METHOD), "vocabulary-pwc-methods", PWC_METHODS_FILE, EXTERNAL_SCHEMES["pwc"][2],
     "Papers with Code methods, as shipped with PaperKG", "", "2022"),
    (str(PWC_TASK), "vocabulary-pwc-tasks", PWC_TASKS_FILE, EXTERNAL_SCHEMES["pwc"][2],
     "Papers with Code tasks, as shipped with PaperKG", "", ""),
)


def _vocabulary_of(iri: str, base: str) -> Optional[URIRef]:
    """The node of the shipped vocabulary file (:data:`VOCABULARY_FILES`) that the term ``iri``
    comes from, None for another IRI (Wikidata, a gazetteer's own)."""
    for namespace, name, *_ in VOCABULARY_FILES:
        if iri.startswith(namespace):
            return URIRef(base + name)
    return None


@lru_cache(maxsize=4)
def vocabulary_triples(base: str) -> tuple[Triple, ...]:
    """The shipped vocabulary files as provenance entities: for each of :data:`VOCABULARY_FILES`,
    ``<base>vocabulary-...`` a prov:Entity with rdfs:label, spdx:fileName, its SHA-256
    (spdx:checksum, an spdx:Checksum node ``<node>-sha256``, as an input file's),
    dcterms:source the vocabulary's home page and, where the shipped data's sources name them
    (since session 59), dcat:version the release it was compiled from ("3.1" for CSO) and
    dcterms:issued the year of that release (xsd:gYear). A file that cannot be read gets no
    checksum.

    Args:
        base: the build's resource base.
    Returns:
        the triples, in :data:`VOCABULARY_FILES` order."""
    from kg.vocab import VOCAB_DIR

    out: list[Triple] = []
    from kg.ontology import DCAT

    for _, name, file, home, label, version, year in VOCABULARY_FILES:
        node = URIRef(base + name)
        out += [(node, RDF.type, PROV.Entity), (node, RDFS.label, Literal(label, lang=LANGUAGE)),
                (node, SPDX_FILE_NAME, Literal(file)), (node, DCTERMS.source, URIRef(home))]
        if version:
            out.append((node, DCAT.version, Literal(version)))
        if year:
            out.append((node, DCTERMS.issued, Literal(year, datatype=XSD.gYear)))
        try:
            digest = hashlib.sha256((VOCAB_DIR / file).read_bytes()).hexdigest()
        except OSError:
            continue
        out += checksum_triples(node, digest)
    return tuple(out)


#: Vocabularies a graph uses, named by its dataset description (void:vocabulary).
_VOCABULARIES = tuple(URIRef(v) for v in (
    "https://w3id.org/paperkg/ontology", "http://www.w3.org/2004/02/skos/core#", "http://www.w3.org/ns/prov#",
    "http://purl.org/dc/terms/", "https://schema.org/", "http://purl.org/spar/fabio/", "http://www.w3.org/ns/mls#",
    "http://spdx.org/rdf/terms#", "http://purl.org/ontology/bibo/",
    # Linked Papers With Code's classes, which type the Papers with Code concepts entities match
    "https://linkedpaperswithcode.com/class/",
    # (since session 59) Dublin Core's elements (dc:creator of papers), DCAT (the dataset's type,
    # a vocabulary file's dcat:version) and VoID (this description) are used too: every namespace
    # of a property or class of the graph but RDF's, RDFS's and XSD's
    "http://purl.org/dc/elements/1.1/", "http://www.w3.org/ns/dcat#", "http://rdfs.org/ns/void#"))
#: The external vocabularies the entities link to, the dataset description's dcterms:source.
_LINKED_SOURCES = (URIRef("https://cso.kmi.open.ac.uk/"), URIRef("https://paperswithcode.com/"))


class Provenance:
    """The builds behind a graph's papers (the input of :func:`dataset_description`).

    Args:
        builds: the builds (:class:`kg.records.BuildInfo`, keys distinct), oldest first: the
            last one made this graph (a store's builds in the order of the generations that
            first committed them).
        paper_build: paper id -> key of the build whose extraction the paper holds; a paper
            absent from it, or naming no build of ``builds``, is the last build's.
        paper_inputs: paper id -> keys (:func:`kg.records.input_key`) of the input files that
            build read the paper from (its record, and the records dropped as duplicates of
            it; in a store also the files of other builds whose records of it were merged into
            it); a key that names no input of ``builds`` is left out, and a paper absent from it
            gets no such link (a graph assembled by a library call).
    Raises:
        ValueError: ``builds`` is empty or names a key twice.
    """

    def __init__(self, builds: Sequence[BuildInfo], paper_build: Optional[Mapping[str, str]] = None,
                 paper_inputs: Optional[Mapping[str, Sequence[str]]] = None) -> None:
        if not builds or len({b.key for b in builds}) != len(builds):
            raise ValueError("Provenance needs one build or more, each key once")
        self.builds = tuple(builds)
        self.paper_build = dict(paper_build or {})
        self.paper_inputs = dict(paper_inputs or {})


def build_iri(iri: IriMinter, build: BuildInfo) -> URIRef:
    """IRI of a build's prov:Activity: ``<base>graph-build-<key>`` (:func:`kg.records.build_key`:
    the same for a rebuild of the same input, another for every other build)."""
    return URIRef(f"{iri.base}graph-build-{build.key}")


def input_iri(iri: IriMinter, key: str) -> URIRef:
    """IRI of an input file's prov:Entity: ``<base>graph-input-<key>``, the input's key
    (:func:`kg.records.input_key`: 16 hexadecimal digits of the SHA-256 of its name, checksum
    and the format it was read as; the same file under the same name, read the same way, is
    one node in every build, and read as another format another node)."""
    return URIRef(f"{iri.base}graph-input-{key}")


#: SPDX 2.3's RDF vocabulary (https://spdx.org/rdf/terms), which DCAT 3 reuses for a
#: distribution's checksum: ``spdx:checksum`` -> ``spdx:Checksum`` (``spdx:algorithm``,
#: ``spdx:checksumValue`` as lower-case ``xsd:hexBinary``), and ``spdx:fileName``.
SPDX_CHECKSUM, SPDX_CHECKSUM_CLASS, SPDX_ALGORITHM, SPDX_VALUE, SPDX_FILE_NAME, SPDX_SHA256 = (
    URIRef("http://spdx.org/rdf/terms#" + t) for t in (
        "checksum", "Checksum", "algorithm", "checksumValue", "fileName", "checksumAlgorithm_sha256"))


def checksum_triples(node: URIRef, digest: str) -> list[Triple]:
    """``node``'s SHA-256 as SPDX writes it: ``node spdx:checksum <node>-sha256``, that node an
    spdx:Checksum with spdx:algorithm sha256 and spdx:checksumValue ``digest`` (xsd:hexBinary).

    Args:
        node: the file's node (an input file, a vocabulary file, a curation or gazetteer file).
        digest: the file's SHA-256 in lower-case hexadecimal.
    Returns:
        the four triples, in that order.
    """
    checksum = URIRef(f"{node}-sha256")
    return [(node, SPDX_CHECKSUM, checksum), (checksum, RDF.type, SPDX_CHECKSUM_CLASS),
            (checksum, SPDX_ALGORITHM, SPDX_SHA256), (checksum, SPDX_VALUE, Literal(digest, datatype=XSD.hexBinary))]


def concept_scheme_iri(iri: IriMinter) -> URIRef:
    """The IRI of the build's one skos:ConceptScheme, ``<base>concepts``: every entity (Method,
    Task, Dataset, Metric; each also typed skos:Concept, :func:`kg.ontology.aligned_types`) is
    skos:inScheme it, and :func:`dataset_description` describes it (SKOS Reference, section 4).

    Args: iri: the build's IRI minter (its base). Returns: the scheme's IRI. Never raises."""
    return URIRef(iri.base + "concepts")


def software_agent_iri(base: str, version: str, rules: str = "") -> URIRef:
    """The IRI of the prov:SoftwareAgent that ran a build: ``<base>software-paperkg-<version>``,
    with ``-rules-<fingerprint>`` appended when the build recorded an extraction fingerprint
    (:mod:`kg.fingerprint`; ``rules`` empty for a build recorded before session 53).

    Args:
        base: the graph's base IRI (ending in ``/``); version: PaperKG's version, e.g. ``"0.1.0"``;
        rules: the build's extraction fingerprint (16 hexadecimal digits) or ``""``.
    Returns:
        the agent's IRI; the version is percent-encoded outside RFC 3986's unreserved characters.
    """
    return URIRef(f"{base}software-paperkg-{quote(version, safe='-._~')}" + (f"-rules-{rules}" if rules else ""))


def dataset_description(iri: IriMinter, content_triples: int,
                        integer: Callable[[int], Literal] = lambda n: Literal(n),
                        provenance: Optional[Provenance] = None) -> list[Triple]:
    """The graph's self-description (W3C VoID, "Describing Linked Datasets with the VoID
    Vocabulary", and DCAT 2, with PROV-O for how it was made): ``<base>graph``, a
    void:Dataset and dcat:Dataset with a title, description, licence
    (:data:`kg.ontology.GRAPH_LICENSE`), rights statement, void:triples (the whole graph's
    count, these triples included), void:uriSpace (the base), void:vocabulary, dcterms:source
    (CSO and Papers with Code, the linked vocabularies, and the IRIs of ``kg build --source``),
    dcterms:conformsTo (the SHACL shapes) and its builds (W3C PROV-O):

    * the dataset prov:wasGeneratedBy the last build of ``provenance`` (one activity: PROV's
      constraints give an entity one generation) and prov:wasInfluencedBy every build it holds
      (in a store, the builds whose extraction some paper holds; each paper names its own with
      prov:wasGeneratedBy, :class:`TripleBuilder`);
    * each build is a prov:Activity ``<base>graph-build-<key>`` (:func:`build_iri`)
      prov:wasAssociatedWith the prov:SoftwareAgent ``<base>software-paperkg-<version>-rules-<fingerprint>``
      (schema:softwareVersion ``<version>+rules.<fingerprint>``: :mod:`kg.fingerprint`;
      ``<base>software-paperkg-<version>`` and the version alone for a build recorded before
      session 53 without one) that ran it, and prov:used each input file and each
      ``--source`` IRI;
    * each input file is a prov:Entity and kgo:InputFile (:func:`input_iri`) with its name
      (spdx:fileName, no folder: the graph leaks no path and is the same on every machine),
      its SHA-256 (spdx:checksum, an spdx:Checksum node ``<input IRI>-sha256``: the checksum
      DCAT 3 gives a distribution), kgo:readAs (the format it was read as; none for an input
      of a store build recorded before session 29) and kgo:recordsRead; the same bytes read as
      two formats are two input files, each with its own records read;
    * each paper prov:wasDerivedFrom the input files it was read from (:class:`TripleBuilder`).
    * the entities' skos:ConceptScheme ``<base>concepts`` (:func:`concept_scheme_iri`), with
      skos:prefLabel and rdfs:label "PaperKG entities"@en, dcterms:isPartOf the dataset and the
      same dcterms:created as the dataset (none without ``SOURCE_DATE_EPOCH``).

    No build time is written unless the environment sets ``SOURCE_DATE_EPOCH`` (seconds since
    1970, the reproducible-builds.org convention): then dcterms:created is that instant as an
    xsd:dateTime in UTC, and so is the last build's prov:endedAtTime (since session 59; never a
    prov:startedAtTime, which would equal it). So a rebuild of the same input stays
    byte-identical. (The build's prov:used of the shipped vocabulary files is written with the
    match support, :meth:`TripleBuilder._add_match_support`.)

    Args:
        iri: the build's IRI minter (its base).
        content_triples: the number of the graph's other triples.
        integer: makes an xsd:integer literal (the assembler's cache).
        provenance: the builds; None: one build of this version that read no file.
    Returns:
        The triples, in a fixed order.
    Raises:
        ValueError: ``SOURCE_DATE_EPOCH`` is set to no whole number.
    """
    import os
    from datetime import datetime, timezone

    from kg import __version__
    from kg.ontology import DCAT, GRAPH_LICENSE, SHAPES_IRI, VOID

    builds = (provenance or Provenance((build_info(),))).builds
    node = URIRef(iri.base + "graph")
    sources = sorted({URIRef(src) for b in builds for src in b.sources} - set(_LINKED_SOURCES))
    out: list[Triple] = [
        (node, RDF.type, VOID.Dataset),
        (node, RDF.type, DCAT.Dataset),
        (node, DCTERMS.title, Literal("PaperKG knowledge graph", lang=LANGUAGE)),
        (node, DCTERMS.description, Literal(
            "Papers, the methods they propose, the tasks, datasets and metrics they name and the results "
            "they state, read from the papers' abstracts by PaperKG's rules, with the sentence behind every "
            "typed link (PROV-O).", lang=LANGUAGE)),
        (node, DCTERMS.license, URIRef(GRAPH_LICENSE)),
        (node, DCTERMS.rights, Literal(
            "Titles and abstracts are quoted from the papers and remain under their authors' terms; the "
            "Computer Science Ontology's terms are CC BY 4.0, the Papers with Code terms CC BY-SA 4.0.",
            lang=LANGUAGE)),
        *((node, DCTERMS.source, src) for src in (*_LINKED_SOURCES, *sources)),
        (node, DCTERMS.conformsTo, URIRef(SHAPES_IRI)),
        (node, VOID.uriSpace, Literal(iri.base)),
        *((node, VOID.vocabulary, v) for v in _VOCABULARIES),
        (node, PROV.wasGeneratedBy, build_iri(iri, builds[-1])),
    ]
    from kg.fingerprint import software_version

    agents: dict[tuple[str, str], URIRef] = {}
    files: dict[URIRef, None] = {}
    for b in builds:
        build = build_iri(iri, b)
        agent = agents.get((b.version, b.rules))
        if agent is None:
            agent = agents[(b.version, b.rules)] = software_agent_iri(iri.base, b.version, b.rules)
            out += [(agent, RDF.type, PROV.SoftwareAgent), (agent, RDFS.label, Literal("PaperKG")),
                    (agent, SCHEMA.softwareVersion, Literal(software_version(b.version, b.rules)))]
        out += [(node, PROV.wasInfluencedBy, build), (build, RDF.type, PROV.Activity),
                (build, PROV.wasAssociatedWith, agent)]
        for f in b.inputs:
            entity = input_iri(iri, input_key(f))
            out.append((build, PROV.used, entity))
            if entity in files:
                continue
            files[entity] = None
            out += [(entity, RDF.type, PROV.Entity), (entity, RDF.type, KGO.InputFile),
                    (entity, SPDX_FILE_NAME, Literal(f.name)),
                    *([(entity, KGO.readAs, Literal(f.format))] if f.format else []),
                    (entity, KGO.recordsRead, integer(f.records)), *checksum_triples(entity, f.sha256)]
        out += [(build, PROV.used, URIRef(src)) for src in b.sources]
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch:
        try:
            when = datetime.fromtimestamp(int(epoch), tz=timezone.utc)
        except (ValueError, OverflowError, OSError):
            raise ValueError(f"SOURCE_DATE_EPOCH must be a whole number of seconds, got {epoch!r}") from None
        out.append((node, DCTERMS.created, Literal(when.strftime("%Y-%m-%dT%H:%M:%SZ"), datatype=XSD.dateTime)))
        # the build that made the graph ended then (since session 59); no prov:startedAtTime: the
        # epoch is one instant, and a start equal to it would claim a build of no duration
        out.append((build_iri(iri, builds[-1]), PROV.endedAtTime,
                    Literal(when.strftime("%Y-%m-%dT%H:%M:%SZ"), datatype=XSD.dateTime)))
    # the skos:ConceptScheme of the entities (concept_scheme_iri), labelled, dated as the dataset
    scheme = concept_scheme_iri(iri)
    scheme_label = Literal("PaperKG entities", lang=LANGUAGE)
    out += [(scheme, RDF.type, SKOS.ConceptScheme), (scheme, SKOS.prefLabel, scheme_label),
            (scheme, RDFS.label, scheme_label), (scheme, DCTERMS.isPartOf, node)]
    if epoch:
        out.append((scheme, DCTERMS.created, Literal(when.strftime("%Y-%m-%dT%H:%M:%SZ"), datatype=XSD.dateTime)))
    out.insert(5, (node, VOID.triples, integer(content_triples + len(out) + 1)))
    return out


def refresh_dataset_description(graph: Graph, triples_before: int, sources: Sequence[URIRef] = ()) -> list[URIRef]:
    """Keep a graph's dataset description (:func:`dataset_description`) true after triples
    were added to the graph (``kg link --wikidata``): its void:triples counts the whole graph,
    so a description that counted ``triples_before`` (the graph before the additions) gets the
    new count, and names ``sources`` (the vocabularies now linked) with dcterms:source.

    A void:Dataset whose void:triples was not ``triples_before`` (a description of another
    graph, merged in by hand) is left as it is.

    Args:
        graph: the graph; modified in place.
        triples_before: ``len(graph)`` before the additions.
        sources: IRIs to add as dcterms:source of each refreshed description.
    Returns:
        The refreshed description nodes, sorted.
    """
    nodes = _descriptions_counting(graph, triples_before)
    for node in nodes:
        for src in sources:
            graph.add((node, DCTERMS.source, src))
    _recount(graph, nodes)
    return nodes


def _descriptions_counting(graph: Graph, triples: int) -> list[URIRef]:
    """The void:Dataset nodes of ``graph`` whose void:triples is ``triples``, sorted."""
    from kg.ontology import VOID

    return sorted(
        node for node, count in graph.subject_objects(VOID.triples)
        if isinstance(node, URIRef) and (node, RDF.type, VOID.Dataset) in graph
        and isinstance(count, Literal) and count.datatype == XSD.integer
        and str(count).strip().lstrip("+").isdigit() and int(str(count)) == triples)


def _recount(graph: Graph, nodes: Sequence[URIRef]) -> None:
    """Set each description node's void:triples to the graph's count (in place)."""
    from kg.ontology import VOID

    for node in nodes:
        # one void:triples literal replaced by another: the count is final before the swap
        graph.remove((node, VOID.triples, None))
        graph.add((node, VOID.triples, Literal(len(graph) + 1, datatype=XSD.integer)))


def record_link_run(graph: Graph, triples_before: int, endpoint: str, sources: Sequence[URIRef] = ()
                    ) -> list[URIRef]:
    """Record one ``kg link --wikidata`` run in a graph's dataset description (in place), and
    keep the description true as :func:`refresh_dataset_description` does.

    The run is a prov:Activity ``<base>graph-link-wikidata-<key>`` (``<base>`` the base of the
    description node ``<base>graph``; ``<key>`` 16 hex digits of the SHA-256 of the endpoint and
    the software version, so the same run again adds nothing) with rdfs:label, prov:used the
    endpoint's IRI (what was queried), prov:wasAssociatedWith the prov:SoftwareAgent
    ``<base>software-paperkg-<version>`` of the build (schema:softwareVersion) and, only when
    the environment sets ``SOURCE_DATE_EPOCH`` (as :func:`dataset_description`), prov:endedAtTime
    that instant: the output stays deterministic. The dataset prov:wasInfluencedBy the run (its
    prov:wasGeneratedBy stays the build: PROV gives an entity one generation) and gets
    dcterms:source ``sources``.

    Args:
        graph: the graph; modified in place.
        triples_before: ``len(graph)`` before the run's additions (which descriptions describe it).
        endpoint: the SPARQL endpoint URL the run queried.
        sources: IRIs to add as dcterms:source of each description.
    Returns:
        The refreshed description nodes, sorted (none: nothing recorded).
    Raises:
        ValueError: ``SOURCE_DATE_EPOCH`` is set to no whole number.
    """
    import hashlib
    import json

    from kg import __version__

    when = _source_date()
    nodes = _descriptions_counting(graph, triples_before)
    key = hashlib.sha256(json.dumps(["wikidata", endpoint, __version__]).encode("utf-8")).hexdigest()[:16]
    for node in nodes:
        base = str(node)[: -len("graph")] if str(node).endswith("graph") else f"{node}/"
        run = URIRef(f"{base}graph-link-wikidata-{key}")
        agent = URIRef(f"{base}software-paperkg-{quote(__version__, safe='-._~')}")
        for triple in ((run, RDF.type, PROV.Activity),
                       (run, RDFS.label, Literal("kg link --wikidata", lang=LANGUAGE)),
                       (run, PROV.used, URIRef(endpoint)), (run, PROV.wasAssociatedWith, agent),
                       (agent, RDF.type, PROV.SoftwareAgent), (agent, RDFS.label, Literal("PaperKG")),
                       (agent, SCHEMA.softwareVersion, Literal(__version__)),
                       (node, PROV.wasInfluencedBy, run),
                       *((node, DCTERMS.source, src) for src in sources)):
            graph.add(triple)
        if when is not None:
            graph.add((run, PROV.endedAtTime, Literal(when.strftime("%Y-%m-%dT%H:%M:%SZ"), datatype=XSD.dateTime)))
    _recount(graph, nodes)
    return nodes


def _source_date():
    """``SOURCE_DATE_EPOCH`` as an aware UTC datetime, or None when it is not set.

    Raises:
        ValueError: it is set to no whole number.
    """
    import os
    from datetime import datetime, timezone

    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if not epoch:
        return None
    try:
        return datetime.fromtimestamp(int(epoch), tz=timezone.utc)
    except (ValueError, OverflowError, OSError):
        raise ValueError(f"SOURCE_DATE_EPOCH must be a whole number of seconds, got {epoch!r}") from None


def _relate_same_names(a: _Assembler, nodes: Mapping[str, URIRef], resolution: Resolution) -> None:
    """``skos:related`` (both ways) between entities of different types with the same name:
    type is part of an entity's identity, so "reinforcement learning" used as a method in
    some papers and addressed as a task in others is two nodes; this links them."""
    # (the resolution's cache of kg.resolve.normalise: most labels are surfaces it normalised)
    normalise = resolution.normalised
    by_name: dict[str, list[str]] = defaultdict(list)
    for ent in resolution.entities.values():
        by_name[normalise(ent.label)].append(ent.key)
    for keys in by_name.values():
        types = {resolution.entities[k].type for k in keys}
        if len(types) < 2:
            continue
        for x in keys:
            for y in keys:
                if resolution.entities[x].type != resolution.entities[y].type:
                    a.add((nodes[x], _V.related, nodes[y]))


def _add_entity(a: _Assembler, node: URIRef, ent: Entity, lang: Optional[str]) -> None:
    """The triples of one entity; its labels and acronym tagged ``lang`` (None: plain)."""
    add = a.add
    a.typed(node, TYPE_CLASS[ent.type])
    label = safe_text(ent.label)
    add((node, _V.label, a.text(label, lang)))
    add((node, _V.pref_label, a.text(label, lang)))
    for alt in ent.alt_labels:
        alt = safe_text(alt)
        if alt and alt != label:
            add((node, _V.alt_label, a.text(alt, lang)))
    if ent.acronym:
        # the short form is an alternative label too (kgo:acronym is no subproperty of
        # skos:altLabel: an acronym that is the prefLabel must not become an altLabel, S13)
        acronym = a.text(ent.acronym, lang)
        if str(acronym) and str(acronym) != label:
            add((node, _V.alt_label, acronym))
        add((node, _V.acronym, acronym))
    add((node, _V.paper_count, a.integer(len(ent.papers))))
    if ent.type == "Metric" and (lower := lower_is_better(ent.label)) is not None:
        add((node, _V.lower_is_better, Literal(lower)))  # kg/data/metric_polarity.tsv (session 58)
    add((node, _V.in_scheme, a.scheme))
    for pred, matches in zip(_V.matches, (ent.exact_matches, ent.close_matches, ent.broad_matches)):
        for m in matches:
            if (ref := a.url(m)) is not None:
                add((node, pred, ref))


def external_scheme_triples(source: str) -> list[Triple]:
    """The description of the skos:ConceptScheme of one external vocabulary
    (:data:`kg.ontology.EXTERNAL_SCHEMES`): ``<scheme> a skos:ConceptScheme``, its skos:prefLabel
    and rdfs:label (``@en``) and dcterms:source, the vocabulary's home page.

    Args: source: ``"cso"`` or ``"pwc"`` (:attr:`kg.records.ExternalTerm.source`).
    Returns: four triples in a fixed order. Raises: KeyError: a source with no scheme."""
    iri, label, home = EXTERNAL_SCHEMES[source]
    scheme, text = URIRef(iri), Literal(label, lang=LANGUAGE)
    return [(scheme, RDF.type, SKOS.ConceptScheme), (scheme, SKOS.prefLabel, text), (scheme, RDFS.label, text),
            (scheme, DCTERMS.source, URIRef(home))]


def _add_term(a: _Assembler, term: ExternalTerm) -> bool:
    """The triples of one external term: a skos:Concept with its English labels, skos:broader
    terms and skos:inScheme its vocabulary's scheme (:data:`kg.ontology.EXTERNAL_SCHEMES`; none
    for another source). Returns False (adding nothing) when its IRI is no usable IRI."""
    node = a.url(term.iri)
    if node is None:
        return False
    a.add((node, _V.type, _V.concept))
    if (scheme := EXTERNAL_SCHEMES.get(term.source)) is not None:
        a.add((node, _V.in_scheme, URIRef(scheme[0])))
    # CSO, Papers with Code and Wikidata (looked up in English) are English vocabularies; a
    # skos:Concept is labelled with skos:prefLabel (SKOS Reference, section 5), rdfs:label kept
    # for RDFS-only clients
    label = a.text(term.label, LANGUAGE)
    a.add((node, _V.pref_label, label))
    a.add((node, _V.label, label))
    for b in term.broader:
        if (ref := a.url(b)) is not None:
            a.add((node, _V.broader, ref))
    return True


def _venue(a: _Assembler, venues: dict[str, URIRef], ex: Extraction) -> URIRef:
    p = ex.paper
    label = p.venue_label or _source_venue(p.source, p.year)
    node = venues.get(label)
    if node is None:
        node = a.iri.venue(label)
        if node in venues.values():  # another label has this slug ("ICML-2026", "ICML 2026")
            node = a.iri.venue(label, hashed=True)
        venues[label] = node
    a.add((node, _V.type, _V.Venue))
    a.add((node, _V.label, a.text(label)))
    # a venue is a venue in one year: the year its label names ("ICML 2024" beside a paper's
    # year field 2023), else the paper's
    named = re.findall(r"(?<!\d)(?:19|20)\d\d(?!\d)", label)
    year = int(named[-1]) if named else p.year
    if year:
        a.add((node, _V.year, a.gyear(year)))
    return node


#: File name suffixes that :func:`_source_venue` leaves out of a venue's name.
_COMPRESSION_SUFFIXES = frozenset({"gz", "bz2", "xz"})  # (the compressions kg.read reads)
_FORMAT_SUFFIXES = frozenset({"jsonl", "ndjson", "json", "csv", "tsv", "bib", "txt", "atom", "xml"})


def _source_venue(source: str, year: Optional[int] = None) -> str:
    """Venue label for a record that names none: the input file's name without its
    compression and format suffixes (``icml.jsonl``, ``icml.jsonl.gz``, ``icml.tsv.xz`` and
    ``icml.csv`` all give "icml", so compressing or converting a file keeps its venue), and
    the year when known (a kgo:Venue is a venue *in a given year*, so papers of different
    years from one file, or from files of one name, get one venue node per year, each with a
    single kgo:year, and papers without a year one node without a year: ``sheet.csv`` with
    years and ``sheet.tsv`` without give "unknown venue (sheet) 2024" and "unknown venue
    (sheet)"); a pipe's descriptor number is no name: "unknown venue (<pipe>)")."""
    from kg.read import input_file_name

    name = source.rsplit(":", 1)[0] if source else ""
    # a pipe (<fd 63>) gives no name of its own: <pipe>, as standard input gives <stdin>
    name = input_file_name(name.replace("\\", "/")) if name else ""
    for suffixes in (_COMPRESSION_SUFFIXES, _FORMAT_SUFFIXES):
        stem, dot, suffix = name.rpartition(".")
        if dot and stem and suffix.lower() in suffixes:
            name = stem
    name = name or "stdin"
    return f"unknown venue ({name}) {year}" if year else f"unknown venue ({name})"


def _add_paper(a: _Assembler, nodes: Mapping[str, URIRef], venues: dict[str, URIRef], ex: Extraction,
               res: Resolution, support: dict[tuple[URIRef, URIRef, URIRef], set[str]],
               lang: Optional[str] = LANGUAGE,
               entity_evidence: Optional[dict[URIRef, list[tuple[URIRef, Literal]]]] = None) -> None:
    """The triples of one paper (its results, links and evidence); its natural-language
    literals tagged ``lang`` (:func:`paper_language`; None: plain). ``entity_evidence``: entity
    node -> a list to which the paper's evidence nodes whose rdf:object is that entity are
    appended with their sentences, up to :data:`_MATCH_EVIDENCE_CANDIDATES` (None: not kept)."""
    entity_evidence = {} if entity_evidence is None else entity_evidence
    add = a.add
    p = ex.paper
    paper = a.iri.paper(p.id)
    a.typed(paper, _V.Paper)
    add((paper, _V.identifier, a.text(p.id)))
    for key in paper_keys(p.key):  # (a paper merged from records of several keys: each)
        add((paper, _V.key, a.text(key)))
    title = clean_title(p.title) if p.title else None
    tlang = title_language(title, lang)
    # (the label is the title when there is one: paper_label)
    add((paper, _V.label, a.text(paper_label(ex, res), tlang if title else lang)))
    if title:
        add((paper, _V.title, a.text(title, tlang)))
    add((paper, _V.abstract, a.text(ex.clean.text, lang)))
    if p.abstract != ex.clean.text:
        # evidence offsets index into the text as given; keep it so they can be checked
        add((paper, _V.source_abstract, a.exact(p.abstract, lang)))
    for author in p.authors:
        add((paper, _V.creator, a.text(author)))
    if p.authors:
        # dc:creator is a set; bibo:authorList keeps the order (first author first)
        seq = a.iri.authors(p.id)
        add((paper, _V.author_list, seq))
        add((seq, _V.type, _V.Seq))
        members = _V.members
        for n, author in enumerate(p.authors):
            add((seq, members[n] if n < len(members) else RDF[f"_{n + 1}"], a.text(author)))
    for k in p.keywords:
        add((paper, _V.keywords, a.text(k, lang)))
    if p.url and (ref := a.url(p.url)) is not None:
        add((paper, _V.url, ref))
    if p.doi and (ref := a.url(DOI_ADDRESS + quote(p.doi, safe="/:;()._-"))) is not None:
        add((paper, _V.same_as, ref))
    if p.arxiv and (ref := a.url(ARXIV_ABS[p.arxiv])) is not None:
        # the paper's arXiv page (kg.read gives only identifiers of arXiv's scheme; the check
        # keeps a hand-made Paper's odd value out of the graph, as for the url)
        add((paper, _V.same_as, ref))
    if p.openalex and (ref := a.url(OPENALEX + p.openalex)) is not None:
        add((paper, _V.same_as, ref))  # the paper's OpenAlex work (kg.read.openalex_work)
    if p.semanticscholar and (ref := a.url(SEMANTIC_SCHOLAR + p.semanticscholar)) is not None:
        add((paper, _V.same_as, ref))  # its Semantic Scholar page (kg.read.semantic_scholar_paper)
    if p.year:
        # the paper's own year (its record's year field, else its venue's): it may differ
        # from the venue's kgo:year ("ICML 2024" beside year = {2023})
        add((paper, _V.publication_year, a.gyear(p.year)))
    add((paper, _V.published_in, _venue(a, venues, ex)))

    index = res.index
    pid = p.id

    def node_of(type_: str, surface: str) -> Optional[URIRef]:
        key = index.get((pid, type_, surface))
        return nodes[key] if key else None

    also = res.also

    def nodes_of(type_: str, surface: str) -> list[URIRef]:
        # every node a surface names: a coordinated dataset name ("CIFAR-10/100") names two
        key = index.get((pid, type_, surface))
        if not key:
            return []
        more = also.get((pid, type_, surface)) if also else None
        return [nodes[key], *(nodes[k] for k in more)] if more else [nodes[key]]

    covered: set[URIRef] = set()

    # (s, p, o, sentence start, end) -> (confidence, rule): one evidence node per link and
    # sentence; when several rules find the same link there, the most confident one is kept.
    # A key's last item says where the offsets point: 0 the original abstract, 1 the plain
    # title (the evidence of a title mention, Mention.source == "title": its "sentence" is
    # the title as dcterms:title writes it, offsets 0 and that title's length, marked kgo:inTitle).
    found: dict[tuple[URIRef, URIRef, URIRef, int, int, int], tuple[float, str]] = {}
    spans: dict[tuple[int, int], tuple[int, int]] = {}
    # (the dcterms:title literal, white space runs made one space, so that the offsets check
    # against it; the title as the rules read it, plain_title, keeps the record's spaces
    # ("LLMs:  Rethinking ..."), and is only used when the paper has no dcterms:title)
    ptitle = title or plain_title(p.title) or ""
    title_lang = tlang if title else title_language(ptitle, lang)

    def evidence(s: URIRef, pred: URIRef, o: URIRef, start: int, end: int, rule: str, conf: float,
                 in_title: bool = False) -> None:
        if in_title:
            k = (s, pred, o, 0, len(ptitle), 1)
        else:
            span = spans.get((start, end))
            if span is None:
                span = spans[(start, end)] = sentence_span(ex.clean, p.abstract, start, end)
            k = (s, pred, o, span[0], span[1], 0)
        best = found.get(k)
        if best is None or (conf, best[1]) > (best[0], rule):
            found[k] = (conf, rule)

    evaluated: set[URIRef] = set()  # the datasets the paper is kgo:evaluatedOn so far

    def typed(s: URIRef, pred: URIRef, o: URIRef, link_start: int, link_end: int, rule: str, conf: float,
              in_title: bool = False) -> None:
        add((s, pred, o))
        if s is paper and pred == _V.evaluated_on:
            evaluated.add(o)
        evidence(s, pred, o, link_start, link_end, rule, conf, in_title)
        covered.add(o)
        if s is not paper:
            support[(s, pred, o)].add(pid)

    for link in ex.links:
        pred = _REL_TERM.get(link.rel)
        objs = nodes_of(link.tail_type, link.tail)
        if pred is None or not objs:
            continue
        subj = paper if link.head is None else node_of(link.head_type or "Method", link.head)
        if subj is None:
            continue
        for obj in objs:
            typed(subj, pred, obj, link.start, link.end, link.rule, link.confidence)
            if subj is not paper and link.rel != "partOf":
                # Method-level links hold for the paper too, so paper-level queries see them.
                typed(paper, pred, obj, link.start, link.end, link.rule, link.confidence)

    for m in ex.mentions:
        if m.main and m.type == "Task" and (obj := node_of("Task", m.text)) is not None:
            sent = (0, 0) if m.in_title else _sentence_of(ex, m.start)
            typed(paper, _V.main_task, obj, sent[0], sent[1], m.rule, m.confidence, m.in_title)
            typed(paper, _V.addresses, obj, sent[0], sent[1], m.rule, m.confidence, m.in_title)

    for n, r in enumerate(sorted(ex.results, key=lambda r: (r.start, r.end, r.value)), start=1):
        added = _add_result(a, ex, paper, n, r, node_of, evidence, lang)
        if added and r.dataset and (on := node_of("Dataset", r.dataset)) is not None and on not in evaluated:
            # the result's kgo:onDataset: the paper is evaluated on it (RESULT_DATASET_RULE)
            typed(paper, _V.evaluated_on, on, r.sentence_start, r.sentence_end, RESULT_DATASET_RULE, r.confidence)
        for kind, text in (("Metric", r.metric), ("Dataset", r.dataset)):
            for obj in nodes_of(kind, text) if text else ():
                if obj in covered:
                    continue
                covered.add(obj)
                if not added:  # a result left out still names its dataset (or metric)
                    add((paper, _V.mentions, obj))
                    evidence(paper, _V.mentions, obj, r.sentence_start, r.sentence_end, r.rule, r.confidence)

    for c in ex.code:
        if (ref := a.url(c.url)) is not None:
            add((paper, _V.code, ref))
            evidence(paper, _V.code, ref, c.sentence_start, c.sentence_end, CODE_RULE, CODE_CONFIDENCE)

    for m in ex.mentions:
        for obj in nodes_of(m.type, m.text):
            if obj not in covered:
                add((paper, _V.mentions, obj))
                sent = (0, 0) if m.in_title else _sentence_of(ex, m.start)
                evidence(paper, _V.mentions, obj, sent[0], sent[1], m.rule, m.confidence, m.in_title)

    abstract = exact_text(p.abstract)  # one character for one, so slices keep their offsets
    hashed = a.iri.hashed
    for (s, pred, o, ostart, oend, src), (conf, rule) in sorted(found.items(), key=_evidence_order):
        if src:  # the title (its IRI names it, so it differs from a sentence at the same offsets)
            ev = hashed("evidence", pid, s, pred, o, str(ostart), str(oend), "title")
        else:
            ev = hashed("evidence", pid, s, pred, o, str(ostart), str(oend))
        put = a.evidence_node(ev)
        put((ev, _V.type, _V.Evidence))
        put((ev, _V.type, _V.prov_entity))
        put((ev, _V.subject, s))
        put((ev, _V.predicate, pred))
        put((ev, _V.object, o))
        put((ev, _V.derived_from, paper))
        sentence = a.exact((ptitle if src else abstract)[ostart:oend], title_lang if src else lang)
        put((ev, _V.sentence, sentence))
        kept = entity_evidence.get(o)
        if kept is not None and len(kept) < _MATCH_EVIDENCE_CANDIDATES:
            kept.append((ev, sentence))
        put((ev, _V.start, a.integer(ostart)))
        put((ev, _V.end, a.integer(oend)))
        if src:
            put((ev, _V.in_title, _V.true))
        put((ev, _V.extractor, a.text(rule)))
        put((ev, _V.confidence, a.decimal(f"{min(max(conf, 0.0), 1.0):.2f}")))
        put((paper, _V.evidence, ev))


#: kgo:extractor of the evidence of a paper's kgo:evaluatedOn that only a result gives: a
#: result's kgo:onDataset is a dataset the paper is evaluated on, so every dataset a result
#: is on is linked from its paper too (papers.csv ``datasets``, the ``papers-on-dataset``
#: query), with the result's sentence as evidence and the result's confidence. The result
#: reader names a dataset the entity rules may not have typed ("28.4 BLEU on the WMT 2014
#: English-to-German task"; session 46).
RESULT_DATASET_RULE = "result-dataset"

#: kgo:extractor and kgo:confidence of the evidence of a code link (kg.extract.code finds
#: URLs by their form, so a found repository URL is near certain).
CODE_RULE = "code-url"
CODE_CONFIDENCE = 0.95


def _evidence_order(item: tuple[tuple[URIRef, URIRef, URIRef, int, int, int], object]
                    ) -> tuple[str, str, str, int, int, int]:
    """Sort key of an item of ``found`` in :func:`_add_paper`: the order of the key tuple
    itself (rdflib orders URIRefs by their text), with the IRIs as plain ``str`` so that
    comparing them runs in C, not in ``Identifier.__eq__``/``__lt__``."""
    (s, p, o, start, end, src), _ = item
    return str(s), str(p), str(o), start, end, src


#: Markup glued to a sentence's first or last word in the original abstract (no space
#: between): ``\textbf{`` or ``*`` before it, ``}`` or ``</b>`` after it.
_GLUED_BEFORE = re.compile(r"\S*\Z")
_GLUED_AFTER = re.compile(r"\S*")
#: Markup opening a span, at the end of a run of markup that joins two sentences without a
#: space (``level.**We``, ``X.}\textbf{We``, ``X.</i><b>We``): a LaTeX ``\textbf{`` (also
#: with arguments before it, ``\textcolor{blue}{``) or ``{\bf``, a brace, an HTML start tag,
#: markdown delimiters, a ``$``, the backslash of an escape (``\{``). It belongs to the
#: sentence after the run; what comes before it in the run closes the sentence before.
_OPENING_MARKUP = re.compile(r"(?:\\[A-Za-z]+\*?(?:\[[^\]\s]*\])?(?:\{[^{}\s]*\})*\{|\{\\[A-Za-z]+|\{|"
                             r"<[A-Za-z][^<>]*>|\*{1,3}|_{1,3}|\$|\\(?![A-Za-z]))+\Z")
_DELIMITER_RUN = re.compile(r"\*{1,3}|_{1,3}")
#: The end tag of a script or style element (the last one in a run), and the start of one:
#: kg.clean removes these elements whole, content included.
_ELEMENT_END = re.compile(r"(?is).*</(?:script|style)\s*>")
_ELEMENT_START = re.compile(r"(?i)<(?:script|style)\b")


def _opening_start(abstract: str, a: int, b: int, closes: Callable[[str], bool]) -> int:
    """Where the markup opening the later sentence starts in the run ``abstract[a:b]`` between
    two sentences (:data:`_OPENING_MARKUP`; ``b`` when none does). A markdown delimiter
    (``**``, ``_``) may close the sentence before as well as open the one after: it is
    taken as closing while ``closes(delimiter)`` says so (the caller counts it in its own
    sentence: an odd count there means the run's delimiter pairs with it)."""
    m = _OPENING_MARKUP.search(abstract, a, b)
    q = m.start() if m else b
    while q < b and (d := _DELIMITER_RUN.match(abstract, q, b)) and closes(d.group()):
        q = d.end()
    return q


def sentence_span(clean: CleanText, abstract: str, start: int, end: int) -> tuple[int, int]:
    """The original range ``[ostart, oend)`` of the cleaned sentence ``[start, end)``: its
    characters (:meth:`kg.records.CleanText.to_original`) and the markup the cleaning dropped
    that is glued to its first and last word, so the sentence quotes balanced markup
    ("\\textbf{X} reaches 90%." rather than "X} reaches 90%."; "*De novo* design ..."
    rather than "De novo* design ..."): before the first character, the non-space characters
    dropped after the previous cleaned character; after the last, the non-space characters
    dropped before the next one. Whitespace between sentences is never taken. Where the
    dropped markup joins two sentences without a space (``\\textbf{X.}\\textbf{We``,
    ``level.**We``, also across the space :func:`kg.clean.clean` puts there), the markup that
    closes the first goes with it and the markup that opens the second with the second
    (:func:`_opening_start`), so neither quotes the other's ("}We test").

    Args:
        clean: the paper's cleaned text and offset map.
        abstract: the original abstract ``clean`` was made from.
        start, end: a half-open range of the cleaned text (0 <= start <= end <= len).

    Returns:
        offsets into ``abstract``; an empty range stays as :meth:`to_original` gives it.

    Raises:
        IndexError: the range lies outside the cleaned text.
    """
    ostart, oend = clean.to_original(start, end)
    if start == end:
        return ostart, oend
    offsets, text = clean.offsets, clean.text
    before = offsets[start - 1] + 1 if start > 0 else 0
    if before > ostart and start > 1 and text[start - 1].isspace() and offsets[start - 1] == ostart:
        # a space the cleaning put between this sentence and the one before, in place of
        # none in the original (kg.clean: "\\textbf{X.}We"): the markup before it is the run
        before = offsets[start - 2] + 1
    after = offsets[end] if end < len(text) else len(abstract)
    # the runs of markup glued to the first and last word, whole
    run_start = _GLUED_BEFORE.search(abstract, before, ostart).start() if before < ostart else ostart
    run_end = _GLUED_AFTER.match(abstract, oend, after).end() if oend < after else oend
    first, last = run_start, run_end
    # a script or style element the cleaning removed whole is no markup of the sentence, even
    # where its content (with spaces in it) ends or starts the glued run: "1;</script>It ..."
    if run_start < ostart and (m := _ELEMENT_END.search(abstract[run_start:ostart])):
        first = run_start = run_start + m.end()
    if oend < run_end and (m := _ELEMENT_START.search(abstract, oend, run_end)):
        last = run_end = m.start()
    if run_end == after < len(abstract) and run_end > oend and not abstract[after].isspace():
        # the run reaches the next sentence's first word: keep what closes this one (a
        # markdown delimiter closes it when this sentence holds an odd number of them)
        last = _opening_start(abstract, oend, after, lambda d: abstract.count(d, first, oend) % 2 == 1)
    if run_start == before < ostart and start > 0 and not abstract[before - 1].isspace():
        # the run reaches the sentence before's last character: keep what opens this one
        first = _opening_start(abstract, before, ostart, lambda d: abstract.count(d, ostart, run_end) % 2 == 0)
    return first, last


def _sentence_of(ex: Extraction, offset: int) -> tuple[int, int]:
    """The sentence range (cleaned text) containing ``offset``; the whole text if none."""
    for s, e in ex.sentences:
        if s <= offset < e:
            return s, e
    return 0, len(ex.clean.text)


def result_written(r: Result) -> bool:
    """Whether ``kg build`` writes the extracted result ``r`` to the graph as a kgo:Result:
    its value reads as an ``xsd:decimal`` (:func:`_decimal`; the SHACL shapes require one
    kgo:value). A result need not name a metric ("5x faster", "in 2 minutes", "a 17.7% rate"):
    it is written without kgo:metric (the shapes allow at most one). ``kg eval`` scores only
    such results, so its ``result`` category measures what the graph holds
    (:func:`kg.evaluate.evaluate_extractions`); this is the one definition both use.

    Args:
        r: an extracted :class:`~kg.records.Result`.
    Returns:
        True when :func:`_add_result` writes it, else False (a value that is no number;
        the extractor's values are numbers it read, and none of the 678 it gives on the
        development pool is left out).
    """
    return _decimal(r.value) is not None


def _add_result(a: _Assembler, ex: Extraction, paper: URIRef, n: int, r: Result,
                node_of, evidence, lang: Optional[str] = LANGUAGE) -> bool:
    """Add one kgo:Result (its kgo:resultText tagged ``lang``, its unit plain) with its
    kgo:reportsResult evidence; a result whose value is no decimal (:func:`result_written`)
    is left out (the SHACL shapes require one kgo:value). The kgo:metric, and the paper's
    kgo:usesMetric with its evidence, only when the result names a metric that resolves.
    kgo:isBaselineResult true when the extractor read the value as a compared system's
    (``r.baseline``) and its owner is no method the paper proposes (session 59).
    Returns whether the result was added."""
    if not result_written(r):  # the one test, which kg eval asks too
        return False
    value = a.decimal(r.value)
    metric = node_of("Metric", r.metric) if r.metric and r.metric.strip() else None
    add = a.add
    node = a.iri.result(ex.paper.id, n)
    a.typed(node, _V.Result)
    add((node, _V.value, value))
    if (vmax := a.decimal(r.value_max)) is not None:
        add((node, _V.value_max, vmax))
    if r.unit:
        add((node, _V.unit, a.text(r.unit)))
    if r.setting:  # "256x256; 10 NFE": a qualifier of the result, not another dataset
        add((node, _V.setting, a.text(r.setting)))
    if r.change:
        add((node, _V.is_change, _V.true))
    if (direction := _V.directions.get(r.direction or "")) is not None:
        add((node, _V.change_direction, direction))
    if (bound := _V.bounds.get(r.bound or "")) is not None:
        add((node, _V.value_bound, bound))
    if metric is not None:
        add((node, _V.metric, metric))
    if r.dataset and (d := node_of("Dataset", r.dataset)) is not None:
        add((node, _V.on_dataset, d))
    owner = result_method(ex, r, node_of) if r.method or r.method_own else None
    if owner is not None:
        add((node, _V.of_method, owner))
    if r.baseline and not r.method_own and (owner is None or not _proposes(ex, owner, node_of)):
        add((node, _V.is_baseline, _V.true))  # a compared system's number (kgo:isBaselineResult)
    add((node, _V.result_text, a.text(r.text, lang)))
    add((paper, _V.reports, node))
    evidence(paper, _V.reports, node, r.sentence_start, r.sentence_end, r.rule, r.confidence)
    if metric is not None:
        add((paper, _V.uses_metric, metric))
        evidence(paper, _V.uses_metric, metric, r.sentence_start, r.sentence_end, r.rule, r.confidence)
    return True


def _proposes(ex: Extraction, method: URIRef, node_of: Callable[[str, str], Optional[URIRef]]) -> bool:
    """Whether the paper of ``ex`` proposes ``method`` (one of its Method mentions with the
    role "proposed" resolves to it): such a method's number is never a baseline's
    (kgo:isBaselineResult, session 59), whatever the sentence's comparison says."""
    return any(m.type == "Method" and m.role == "proposed" and node_of("Method", m.text) == method
               for m in ex.mentions)


#: First words of a phrase that names the paper's own work rather than a method ("we", "our
#: method", "the proposed approach", a sentence-opening "It" that the extractor gives the paper's
#: own work): it is resolved to the paper's proposed method.
_OWN_PHRASE = frozenset({"we", "our", "ours", "the", "it"})


def result_method(ex: Extraction, r: Result, node_of: Callable[[str, str], Optional[URIRef]]) -> Optional[URIRef]:
    """The Method entity a result's value belongs to (the object of kgo:ofMethod), or None.

    Inputs: the paper's extraction, one of its results (``r.method``, ``r.method_start``,
    ``r.method_end``, ``r.method_own`` from :mod:`kg.extract.results`) and ``node_of``,
    which maps ``(entity type, surface)`` of this paper to the entity IRI the resolution
    gave that mention (None when it made none). A named owner resolves as every other
    method mention of the paper does: its surface, else the paper's Method mention over the
    same characters or with the same text in another case, else the other side of an
    acronym definition of the paper ("CLIP" and its expansion). A name that resolves to no
    Method entity (a dataset, a word that only looked like a name) gives no link. When the
    sentence gives the value to the paper's own work ("we", "our method", or an "our X"
    whose X does not resolve), the owner is the paper's proposed method if it proposes
    exactly one (its components not counted). A paper proposing several (not counting
    components) gives the value to its headline proposal (:data:`HEADLINE_OWNER`, session
    56): the one proposal the result's sentence names ("MeCo-based NAS achieves 97.31%"),
    else, when the sentence names none, the one proposal the title names ("Matcher: ..."
    over a second, wrongly typed "proposal"); a sentence naming two proposals, or a title
    naming none or two, gives no owner: a guess would mix the numbers of two methods.
    """
    name = r.method
    if name and not (r.method_own and name.split()[0].lower() in _OWN_PHRASE):
        node = node_of("Method", name)
        if node is None:
            low = name.lower()
            for m in ex.mentions:
                if m.type == "Method" and (
                        r.method_start is not None and r.method_end is not None
                        and m.start < r.method_end and r.method_start < m.end or m.text.lower() == low):
                    node = node_of("Method", m.text)
                    if node is not None:
                        break
        if node is None:
            for ac in ex.acronyms:
                other = ac.long if ac.short == name else ac.short if ac.long.lower() == low else None
                if other and (node := node_of("Method", other)) is not None:
                    break
        if node is not None:
            return node
    if not r.method_own:
        return None
    parts = {k.head for k in ex.links if k.rel == "partOf" and k.head}
    proposed = {node_of("Method", m.text) for m in ex.mentions
                if m.type == "Method" and m.role == "proposed" and m.text not in parts}
    proposed.discard(None)
    if len(proposed) == 1:
        return proposed.pop()
    if len(proposed) < 2 or not HEADLINE_OWNER:
        return None
    return headline_proposal(ex, r, proposed, node_of)


#: Session 56: a value the sentence gives to the paper's own work, in a paper proposing two or
#: more methods (components not counted), goes to the headline proposal
#: (:func:`headline_proposal`) instead of to no one. False: no owner, as before.
HEADLINE_OWNER = True
#: Session 60 (ownres60): a proposal of several words is found in the title whatever the case
#: of its letters (:func:`headline_proposal`): a title writes "Frequency-Aware Transformer for
#: ..." where the abstract proposes a "frequency-aware transformer". A one-word surface is
#: still matched as written ("Attention" in a title is no proposal "attention"). False: as written.
TITLE_CASE_HEADLINE = True


def headline_proposal(ex: Extraction, r: Result, proposed: set,
                      node_of: Callable[[str, str], Optional[URIRef]]) -> Optional[URIRef]:
    """The proposal of a paper with several that owns the paper's own value ``r``, or None.

    Inputs: the extraction, a result the sentence gives to the paper's own work
    (``r.method_own``), the Method IRIs of the paper's top-level proposals (two or more) and
    ``node_of`` as for :func:`result_method`. The owner is the one of ``proposed`` that
    Method mentions (any role) of the result's sentence resolve to; when the sentence names
    none of them, the one that Method mentions of the title resolve to (a title names the
    paper's headline contribution: "Matcher: Segment Anything with One Shot"; a title without
    Method mentions is searched for the proposals' surfaces as whole words, a surface of
    several words in any case: :data:`TITLE_CASE_HEADLINE`). Two named in
    the sentence, or none in the sentence and none or two in the title, give None: precision
    first, a wrong owner is worse than none.
    """
    def named(mentions) -> set:
        found = {node_of("Method", m.text) for m in mentions if m.type == "Method"}
        return found & proposed

    in_sentence = named(m for m in ex.mentions if m.source == "abstract"
                        and r.sentence_start <= m.start < r.sentence_end)
    if in_sentence:
        return in_sentence.pop() if len(in_sentence) == 1 else None
    in_title = named(m for m in ex.mentions if m.source == "title")
    if not in_title and ex.paper.title:
        # a title the extractor read no mention from: the proposals whose surface it holds as words
        title = ex.paper.title
        in_title = {node_of("Method", m.text) for m in ex.mentions
                    if m.type == "Method" and m.role == "proposed" and m.text.strip()
                    and re.search(rf"(?<![\w-]){re.escape(m.text)}(?![\w-])", title,
                                  re.I if TITLE_CASE_HEADLINE and " " in m.text.strip() else 0)} & proposed
    return in_title.pop() if len(in_title) == 1 else None


def first_value(g: GraphLike) -> Callable[[Node, Node], Optional[Node]]:
    """A function ``(subject, predicate) -> object or None`` answering as
    ``g.value(subject, predicate)`` does (the first object inserted; None when there is none).

    For a :class:`TripleIndex` it reads the predicate's :meth:`TripleIndex.subject_table`
    (one dict lookup, without the generator and the three calls of ``value``); for any
    other graph it is ``g.value``. With the namespace terms read once and the object lists
    read from the tables, :func:`entity_rows` of 3,000 corpus abstracts (13,103 entities)
    took 0.155 -> 0.087 and 0.223 -> 0.130 CPU-s (medians of 7, two runs); in
    :func:`kg.export.to_networkx` the same lookups saved about 0.01 of 0.36 CPU-s (not used).
    """
    if not isinstance(g, TripleIndex):
        return g.value
    tables: dict[Node, Mapping[Node, Sequence[Node]]] = {}

    def value(subject: Node, predicate: Node) -> Optional[Node]:
        table = tables.get(predicate)
        if table is None:
            table = tables[predicate] = g.subject_table(predicate)
        found = table.get(subject)
        return found[0] if found else None

    return value


def entity_rows(g: GraphLike) -> Iterable[dict[str, str]]:
    """One dict per entity of ``g`` (for entities.csv): iri, type, label, aliases, papers,
    exact_matches, close_matches, broad_matches (space-separated IRIs of skos:exactMatch,
    closeMatch and broadMatch: an equivalent, a near-equivalent and a broader concept are
    different claims); sorted by IRI."""
    rows = []
    # the terms read once (each read of a DefinedNamespace attribute runs Python code), and
    # for a TripleIndex its tables read directly (as :func:`first_value`)
    pref_label, alt_label, paper_count = SKOS.prefLabel, SKOS.altLabel, KGO.paperCount
    matches = (("exact_matches", SKOS.exactMatch), ("close_matches", SKOS.closeMatch),
               ("broad_matches", SKOS.broadMatch))
    value = first_value(g)
    if isinstance(g, TripleIndex):
        tables = {p: g.subject_table(p) for p in (alt_label, *(p for _, p in matches))}

        def objects(node: Node, p: Node) -> Sequence[Node]:
            return tables[p].get(node, ())
    else:
        objects = g.objects
    for cls_name, cls in sorted(TYPE_CLASS.items()):
        for node in set(g.subjects(RDF.type, cls)):
            label = value(node, pref_label)
            aliases = sorted(str(a) for a in objects(node, alt_label))
            count = value(node, paper_count)
            row = {"iri": str(node), "type": cls_name, "label": str(label or ""),
                   "aliases": "; ".join(aliases), "papers": str(count or 0)}
            for column, p in matches:
                row[column] = " ".join(sorted(str(o) for o in objects(node, p)))
            rows.append(row)
    return sorted(rows, key=lambda r: r["iri"])


#: The columns of retired.csv (:func:`retired_rows`), in order.
RETIRED_COLUMNS = ("iri", "type", "replaced_by", "replaced_by_label")


def retired_rows(g: GraphLike) -> list[dict[str, str]]:
    """One dict per IRI that ``g`` retires (the subject of a ``dcterms:isReplacedBy``: an
    entity that a store build merged into another, or a curation ``merge`` row; a paper whose
    stored record a record with an id of its own replaced), for retired.csv (session 54), and
    one per entity IRI ``owl:deprecated true`` without a replacement (a curation
    ``reject-entity`` row, session 58: ``replaced_by`` and its label empty, ``type`` named by
    the IRI's segment, ``method/`` -> Method).

    Returns:
        ``{"iri", "type", "replaced_by", "replaced_by_label"}`` per retired IRI, sorted by
        IRI: ``type`` the replacement's (Method, Task, Dataset, Metric or Paper: a merge
        keeps the type), ``replaced_by`` the IRI that took its place (an ``iri`` of
        entities.csv, a ``paper`` of papers.csv), ``replaced_by_label`` that one's
        skos:prefLabel (a paper's rdfs:label); a replacement the graph does not describe gives
        empty ``type`` and label. An IRI with two replacements gives a row each.
    """
    types = {cls: name for name, cls in TYPE_CLASS.items()}
    types[KGO.Paper] = "Paper"
    value = first_value(g)
    rows = []
    for old, _p, new in g.triples((None, DCTERMS.isReplacedBy, None)):
        kind = next((types[t] for t in g.objects(new, RDF.type) if t in types), "")
        label = value(new, RDFS.label if kind == "Paper" else SKOS.prefLabel)
        rows.append({"iri": str(old), "type": kind, "replaced_by": str(new),
                     "replaced_by_label": str(label or "")})
    # an entity a curation row rejected (reject-entity, session 58): owl:deprecated, no
    # replacement; its type is its IRI's first segment (the entity is no longer described)
    segments = {seg: name for name, seg in TYPE_SEGMENT.items()}
    replaced = {r["iri"] for r in rows}
    for old, _p, _o in g.triples((None, OWL.deprecated, Literal(True))):
        if str(old) not in replaced:
            seg = next((s for s in segments if f"/{s}/" in str(old)), None)
            rows.append({"iri": str(old), "type": segments.get(seg, ""), "replaced_by": "", "replaced_by_label": ""})
    return sorted(rows, key=lambda r: (r["iri"], r["replaced_by"]))


#: The columns of papers.csv (:func:`paper_rows`), in order.
PAPER_COLUMNS = ("paper", "id", "label", "key", "title", "venue", "year", "proposed_methods", "main_task", "other_tasks",
                 "datasets", "metrics", "code", "authors", "doi", "url")

#: The address a paper's DOI is linked by (schema:sameAs, :func:`_add_paper`); papers.csv's
#: ``doi`` column gives the DOI in this form, as Crossref's display guidelines ask.
DOI_ADDRESS = "https://doi.org/"

#: The paper -> entity links whose Task, Dataset and Metric objects fill papers.csv's columns
#: of those types: every typed link a paper holds, and kgo:mentions (an entity the abstract
#: names where no typed link covers it: a result's dataset left out).
_PAPER_ENTITY_LINKS = (KGO.addresses, KGO.evaluatedOn, KGO.pretrainedOn, KGO.usesMetric, KGO.proposes,
                       KGO.uses, KGO.comparesWith, KGO.mentions)

#: How papers.csv joins the values of a multi-valued cell (sorted first).
CELL_JOIN = " | "


def _authors(g: GraphLike, paper: Node) -> list[str]:
    """The authors of ``paper`` in ``g``: the members of its bibo:authorList (an rdf:Seq) in
    their order (``rdf:_1`` first), else its dc:creator values sorted (small letters first
    compared, then as written); [] when it has neither."""
    for seq in g.objects(paper, BIBO.authorList):
        members = []
        # rdf:_1, rdf:_2, ... up to the first missing (each looked up by its predicate, as a
        # TripleIndex indexes them, rather than a scan of every triple of the sequence's subject)
        while (name := g.value(seq, RDF[f"_{len(members) + 1}"])) is not None:
            members.append(str(name))
        if members:
            return members
    return sorted({str(o) for o in g.objects(paper, DC.creator)}, key=lambda v: (v.lower(), v))


def paper_rows(g: GraphLike) -> list[dict[str, str]]:
    """One dict per kgo:Paper of ``g`` (for papers.csv), keys :data:`PAPER_COLUMNS`, sorted
    by paper IRI; read from the graph only.

    ``paper`` the IRI; ``id`` its dcterms:identifier; ``label`` its rdfs:label (the name to display:
    its title, else the made-up name a paper without a title gets); ``key`` its schema:identifier, the record's
    key in its source (:attr:`kg.records.Paper.key`: a BibTeX citation key; empty when none; the keys of a
    paper merged from several records sorted, joined with :data:`kg.records.KEY_JOIN`); ``title`` its dcterms:title (empty when
    the record had none); ``venue`` the rdfs:label of its kgo:publishedIn; ``year`` the
    paper's own fabio:hasPublicationYear, else that venue's kgo:year; ``proposed_methods`` the
    skos:prefLabel of each kgo:Method it kgo:proposes; ``main_task`` its kgo:mainTask;
    ``other_tasks`` every other kgo:Task it links to; ``datasets`` and ``metrics`` every
    kgo:Dataset (a proposed benchmark too) and kgo:Metric it links to (the links of
    :data:`_PAPER_ENTITY_LINKS`); ``code`` its kgo:codeRepository URLs; ``authors`` its
    authors in the order of its bibo:authorList (first author first; dc:creator sorted when it
    has no list) joined with :data:`CELL_JOIN`; ``doi`` its DOI as its ``https://doi.org/``
    address (its schema:sameAs of :data:`DOI_ADDRESS`); ``url`` its schema:url. Any other
    multi-valued cell is its values sorted (small letters first compared, then as written)
    and joined with :data:`CELL_JOIN`; a label is the literal's text without its language tag.
    """
    value = first_value(g)
    pref_label, rdf_type = SKOS.prefLabel, RDF.type

    def objects(node: Node, p: Node) -> Iterable[Node]:
        return g.objects(node, p)

    def joined(values: Iterable[str]) -> str:
        return CELL_JOIN.join(sorted(set(values), key=lambda v: (v.lower(), v)))

    kinds = {KGO.Method: "Method", KGO.Task: "Task", KGO.Dataset: "Dataset", KGO.Metric: "Metric"}
    kind_of: dict[Node, Optional[str]] = {}

    def kind(node: Node) -> Optional[str]:
        found = kind_of.get(node, "")
        if found == "":
            found = kind_of[node] = next((kinds[t] for t in objects(node, rdf_type) if t in kinds), None)
        return found

    def label(node: Node) -> str:
        lit = value(node, pref_label)
        return str(lit) if lit is not None else str(node)

    rows = []
    for paper in set(g.subjects(rdf_type, KGO.Paper)):
        venue = value(paper, KGO.publishedIn)
        year = value(paper, FABIO.hasPublicationYear)
        if year is None and venue is not None:
            year = value(venue, KGO.year)
        main = set(objects(paper, KGO.mainTask))
        linked: dict[str, set[Node]] = {"Task": set(), "Dataset": set(), "Metric": set()}
        for p in _PAPER_ENTITY_LINKS:
            for o in objects(paper, p):
                k = kind(o)
                if k in linked:
                    linked[k].add(o)
        rows.append({
            "paper": str(paper),
            "id": str(value(paper, DCTERMS.identifier) or ""),
            "label": str(value(paper, RDFS.label) or ""),
            "key": joined_keys(str(k) for k in objects(paper, SCHEMA.identifier)) or "",
            "title": str(value(paper, DCTERMS.title) or ""),
            "venue": str(value(venue, RDFS.label) or "") if venue is not None else "",
            "year": str(year or ""),
            "proposed_methods": joined(label(o) for o in objects(paper, KGO.proposes) if kind(o) == "Method"),
            "main_task": joined(label(o) for o in main),
            "other_tasks": joined(label(o) for o in linked["Task"] - main),
            "datasets": joined(label(o) for o in linked["Dataset"]),
            "metrics": joined(label(o) for o in linked["Metric"]),
            "code": joined(str(o) for o in objects(paper, KGO.codeRepository)),
            "authors": CELL_JOIN.join(_authors(g, paper)),
            "doi": joined(str(o) for o in objects(paper, SCHEMA.sameAs) if str(o).startswith(DOI_ADDRESS)),
            "url": joined(str(o) for o in objects(paper, SCHEMA.url)),
        })
    return sorted(rows, key=lambda r: r["paper"])
