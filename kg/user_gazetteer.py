"""A user gazetteer: names of methods, tasks, datasets and metrics a user adds to the shipped
vocabulary (``kg build ... --gazetteer FILE``, ``kg.pipeline.build(..., gazetteer=FILE)``;
docs/EXTENDING.md).

The file is CSV (UTF-8), one name a row: ``name,type[,iri][,alias,...]``

* ``name``: the name as abstracts write it ("TidyGrad", "tidal forecasting");
* ``type``: ``Method``, ``Task``, ``Dataset`` or ``Metric`` (any case);
* ``iri`` (optional, may be empty): an absolute ``http(s)`` IRI of the thing in your own
  vocabulary; the entity the build resolves the name to gets it as ``skos:exactMatch``;
* further cells: other names of the same thing (aliases), matched as the name is.

A first row ``name,type,...`` is a header and skipped, as are blank rows and rows whose first
cell starts with ``#``. A bad row (no name, an unknown type, an IRI that is no absolute http(s)
IRI) stops the build before anything is read, with ``FILE:LINE`` and the reason
(:class:`GazetteerError`), so no build runs on half of a file.

The names join the gazetteer component (:class:`kg.extract.gazetteer.GazetteerMatcher`'s
``extra``), which marks them as candidates of their type wherever an abstract writes them (a
name with a capital or a digit as written, a lower-case name of several words in any case, as
for the shipped names); the extraction rules still decide whether and in which role a paper
mentions it, so a name does not become an entity by being listed. The file's SHA-256 enters the
build's extraction fingerprint (:func:`rules`), so a store's papers extracted with another
gazetteer, or none, count as extracted by other rules (``kg build --store DIR --reextract``
extracts them again), and the graph records the file as used by the build (:meth:`UserGazetteer.triples`).
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

#: The entity types a row may name (:data:`kg.records.ENTITY_TYPES`), by their lower-case name.
TYPES = {"method": "Method", "task": "Task", "dataset": "Dataset", "metric": "Metric"}


class GazetteerError(ValueError):
    """A gazetteer file that cannot be read: no such file, not text, or a row without a
    name, with an unknown type or with a bad IRI. The message names the file and line."""


@dataclass(frozen=True)
class Entry:
    """One row: ``line`` (1-based), ``name``, ``type`` (Method, Task, Dataset or Metric),
    ``iri`` (empty when none) and ``aliases`` (the further cells, in order)."""

    line: int
    name: str
    type: str
    iri: str = ""
    aliases: tuple[str, ...] = ()


@dataclass
class UserGazetteer:
    """A gazetteer file read by :func:`read`.

    Attributes:
        path: the file; name: its name without folders; sha256: hex digest of its bytes;
        entries: the rows in file order; read_warnings: :func:`read`'s warnings
        ``(where, message)``: lines read as cp1252 (not UTF-8), a file with no row.
    """

    path: Path
    name: str
    sha256: str
    entries: list[Entry] = field(default_factory=list)
    read_warnings: list[tuple[str, str]] = field(default_factory=list)

    def names(self) -> dict[str, list[str]]:
        """``{type: names}`` (each row's name and aliases) for the gazetteer component's
        ``extra``; types in the order Method, Task, Dataset, Metric, names sorted, each once."""
        out: dict[str, set[str]] = {}
        for e in self.entries:
            out.setdefault(e.type, set()).update((e.name, *e.aliases))
        return {t: sorted(out[t]) for t in TYPES.values() if t in out}

    def apply(self, resolution) -> int:
        """Give each entity of ``resolution`` that a row with an IRI names (same type; its
        prefLabel, an altLabel or its acronym equal to the row's name or an alias, compared as
        resolution compares names, :meth:`kg.resolve.Resolution.normalised`) the row's IRI as an
        exact match (added to :attr:`kg.records.Entity.exact_matches`, sorted, each once; its
        :attr:`~kg.records.Entity.match_support` notes rule ``user-gazetteer`` and the name).

        Args:
            resolution: a :class:`kg.resolve.Resolution` after linking (in place).
        Returns:
            The number of entities that got an IRI.
        """
        norm = resolution.normalised
        wanted: dict[tuple[str, str], set[str]] = {}
        for e in self.entries:
            if e.iri:
                for n in (e.name, *e.aliases):
                    wanted.setdefault((e.type, norm(n)), set()).add(e.iri)
        if not wanted:
            return 0
        count = 0
        for ent in resolution.entities.values():
            iris: set[str] = set()
            for n in (ent.label, *ent.alt_labels, *([ent.acronym] if ent.acronym else [])):
                for iri in sorted(wanted.get((ent.type, norm(n)), ())):
                    iris.add(iri)
                    # why the match was made (the graph's kgo:MatchSupport): the name that matched
                    ent.match_support.setdefault(iri, ("user-gazetteer", n))
            if iris - set(ent.exact_matches):
                ent.exact_matches = sorted({*ent.exact_matches, *iris})
                count += 1
        return count

    def file_iri(self, base_iri: str):
        """The node of this file in the graph, ``<base>gazetteer-<first 16 hex of its SHA-256>-file``
        (a :class:`rdflib.URIRef`): the file's identity is its bytes, as an input file's
        is; the source (prov:wasDerivedFrom) of its rows' kgo:MatchSupport nodes."""
        from rdflib import URIRef

        return URIRef(f"{base_iri}gazetteer-{self.sha256[:16]}-file")

    def triples(self, base_iri: str, build_key: str) -> list[tuple]:
        """The graph's record that the build ``build_key`` used this file: the build's
        prov:Activity (:func:`kg.graph.build_iri`) ``prov:used`` ``<base>gazetteer-<sha16>-file``,
        a prov:Entity labelled "user gazetteer" with its file name and SHA-256 (spdx:Checksum),
        as a curation file is recorded (:meth:`kg.curation.Curation.triples`)."""
        from rdflib import Literal, URIRef
        from rdflib.namespace import PROV, RDF, RDFS

        from kg.graph import SPDX_FILE_NAME, checksum_triples
        from kg.ontology import LANGUAGE

        source = self.file_iri(base_iri)
        return [(URIRef(f"{base_iri}graph-build-{build_key}"), PROV.used, source),
                (source, RDF.type, PROV.Entity), (source, RDFS.label, Literal("user gazetteer", lang=LANGUAGE)),
                (source, SPDX_FILE_NAME, Literal(self.name)), *checksum_triples(source, self.sha256)]


def rules(fingerprint: str, gazetteer: "UserGazetteer | None") -> str:
    """The extraction fingerprint of a build with ``gazetteer``: ``fingerprint``
    (:func:`kg.fingerprint.rules_fingerprint`) itself without one, else the first 16 hexadecimal
    digits of the SHA-256 of it and the file's SHA-256, so another file (or none) is another
    version of the rules for a store (:mod:`kg.fingerprint`)."""
    if gazetteer is None:
        return fingerprint
    return hashlib.sha256(f"{fingerprint}\0gazetteer\0{gazetteer.sha256}".encode("ascii")).hexdigest()[:16]


def _iri_problem(text: str) -> str:
    """Why ``text`` is no absolute http(s) IRI ("" when it is one)."""
    if any(c.isspace() or c in '<>"{}|\\^`' for c in text):
        return "holds a space or a character an IRI cannot hold"
    parts = urlsplit(text)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return "is no absolute http(s) IRI"
    return ""


def read(path: Path) -> UserGazetteer:
    """Read a gazetteer file (module docstring).

    Args:
        path: the CSV file.
    The file is decoded and split into rows as ``kg build`` reads its control files
    (:func:`kg.read.read_control_rows`: UTF-8, UTF-16, a line that is not UTF-8 read as cp1252,
    with a warning).

    Returns:
        The :class:`UserGazetteer`, its rows in file order; its ``read_warnings`` name the
        lines read as cp1252 and a file that holds no row (empty, or a header only).
    Raises:
        GazetteerError: the file cannot be read or is not text, or a row lacks a name, names
            an unknown type or gives a bad IRI (``FILE:LINE: ...``; every bad row is named).
    """
    from kg.read import ControlRowError, read_control_rows

    def parse_row(line: int, cells: list[str]) -> Entry:
        if not cells[0]:
            raise ControlRowError(f"no name in the first cell: {','.join(cells)!r}")
        etype = TYPES.get(cells[1].lower()) if len(cells) > 1 else None
        if etype is None:
            given = repr(cells[1]) if len(cells) > 1 and cells[1] else "no type"
            raise ControlRowError(f"{given} for {cells[0]!r}: the second cell is one of {', '.join(TYPES.values())}")
        iri = cells[2] if len(cells) > 2 else ""
        why = _iri_problem(iri) if iri else ""
        if why:
            raise ControlRowError(f"the IRI {iri!r} of {cells[0]!r} {why} (the third cell "
                                  f"is an IRI or empty; aliases follow it)")
        aliases = tuple(dict.fromkeys(c for c in cells[3:] if c and c != cells[0]))
        return Entry(line, cells[0], etype, iri, aliases)

    path = Path(path)
    data, entries, read_warnings = read_control_rows(
        path, "gazetteer", GazetteerError, parse_row,
        is_header=lambda cells: [c.lower() for c in cells[:2]] == ["name", "type"],
        clean=lambda cell: " ".join(cell.split()), row_kind="name", effect="it adds no name")
    return UserGazetteer(path=path, name=path.name, sha256=hashlib.sha256(data).hexdigest(), entries=entries,
                         read_warnings=read_warnings)


#: The spaCy factory of the gazetteer component with a user's names (:func:`install`).
FACTORY = "paperkg_user_gazetteer"


def install(extractor, gazetteer: UserGazetteer):
    """``extractor`` (a :class:`kg.extract.Extractor`) with its ``paperkg_gazetteer`` component
    replaced by one compiled with the names of ``gazetteer`` added (factory :data:`FACTORY`; the
    pipeline is loaded when it was not). The extraction workers a build forks afterwards inherit
    it (``kg build --jobs N``).

    Returns:
        ``extractor``.
    """
    _register()
    nlp = extractor.nlp
    nlp.replace_pipe("paperkg_gazetteer", FACTORY, config={"names": gazetteer.names()})
    return extractor


def _register() -> None:
    """Register :data:`FACTORY` with spaCy (once; :func:`install` does it, so that importing this
    module, as every build does for :func:`rules`, does not import spaCy)."""
    from spacy.language import Language

    if Language.has_factory(FACTORY):
        return

    @Language.factory(FACTORY, default_config={"names": {}})
    def make_user_gazetteer(nlp, name: str, names: dict):
        """spaCy factory: :class:`kg.extract.gazetteer.GazetteerMatcher` with ``names``
        (``{type: names}``) added to the shipped vocabulary."""
        from kg.extract.gazetteer import GazetteerMatcher

        return GazetteerMatcher(nlp, extra={k: list(v) for k, v in names.items()})

