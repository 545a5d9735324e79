"""Durable curation: corrections a user keeps in a CSV file, applied by every ``kg build``.

A curation file (``kg build ... --curation FILE``, docs/CURATION.md) holds one correction a row,
``action,target[,value]``; a first row ``action,target,value`` is a header and skipped, as are
blank rows and rows whose first cell starts with ``#``:

* ``label,<entity IRI or current prefLabel>,<new prefLabel>``: the entity's skos:prefLabel
  (and rdfs:label) becomes the new text; the old one stays a skos:altLabel;
* ``drop-alias,<entity>,<alias>``: the surface form is no name of the entity: its altLabel goes,
  and the mentions written so no longer link their papers to it;
* ``split-alias,<entity>,<alias>``: the mentions written so become an entity of their own (of
  the same type), labelled with the alias;
* ``merge,<entity A>,<entity B>``: B is merged into A (A keeps its IRI and label; B's labels
  become A's altLabels, its papers A's); B's IRI gets ``dcterms:isReplacedBy`` A;
* ``exclude-paper,<paper id or paper IRI>``: the paper is never built, even when an input
  holds it; a store build removes it from the store (:func:`kg.pipeline.build`);
* ``reject-match,<entity>,<external IRI>``: the entity's skos:exactMatch, closeMatch or
  broadMatch to that IRI (CSO, Papers with Code, a user gazetteer's) is wrong: it is removed after
  linking (:func:`reject_matches`), at every build;
* ``reject-entity,<entity>``: the entity is wrong as a whole: it and its papers' links to it go
  (the papers stay), and its IRI stays in the graph as ``owl:deprecated true`` (retired.csv lists
  it without a replacement), at every build (session 58).

Comment rows ``# by: NAME or IRI``, ``# date: YYYY-MM-DD`` (both for the rows below them, until
another such line) and ``# why: TEXT`` (the next row only) say who made a correction, when and
why; they land on its record as ``prov:wasAttributedTo`` (an IRI as given, a name as a
``prov:Agent`` labelled so), ``dcterms:date`` (``xsd:date``) and ``skos:editorialNote``
(:func:`read`; session 58). Other comments are ignored as before.

Changing an entity's type is not offered: the type is part of the entity's IRI and of its
papers' links (kgo:proposes a Method, kgo:addresses a Task), so it is no one-triple fix.

The rows are applied in file order to the :class:`kg.resolve.Resolution` of a build, after
resolution and before the graph is assembled (:func:`apply`), so a store build (which
resolves all its papers again) applies them again every month. Each applied row is recorded
in the graph (:meth:`Curation.triples`): a ``prov:Activity`` (rdfs:label "curation") that
``prov:used`` the file (``kgo:CurationFile``, its name and SHA-256), and for each applied row a
``kgo:Correction`` (an ``rdf:Statement`` reifying the corrected triple) ``prov:wasGeneratedBy``
that activity, with ``kgo:curationAction`` and ``kgo:curationLine`` (the row's line).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional
from urllib.parse import unquote

from rdflib import Literal, URIRef
from rdflib.namespace import DCTERMS, OWL, PROV, RDF, RDFS, SKOS, XSD

from kg.ontology import TYPE_SEGMENT
from kg.records import Entity
from kg.resolve import Resolution, slugify

#: The first segment of an entity key (``method/resnet``), one per entity type.
ENTITY_SEGMENTS = tuple(TYPE_SEGMENT.values())

#: The actions a row may name, with the number of cells after the action that it needs.
ACTIONS = {"label": 2, "drop-alias": 2, "split-alias": 2, "merge": 2, "exclude-paper": 1, "reject-match": 2,
           "reject-entity": 1}

#: The comment rows that say who made the corrections below them, when and why (:func:`read`):
#: ``# by: ...`` and ``# date: ...`` hold until another such line, ``# why: ...`` (or
#: ``# note: ...``) the next row only.
PROVENANCE_COMMENT = re.compile(r"^#\s*(by|date|why|note)\s*:\s*(.*)$", re.IGNORECASE)

#: The SKOS mapping relations a ``reject-match`` row removes, by the entity's attribute holding them.
MATCH_RELATIONS = (("exact_matches", SKOS.exactMatch), ("close_matches", SKOS.closeMatch),
                   ("broad_matches", SKOS.broadMatch))


class CurationError(ValueError):
    """A curation file that cannot be read: no such file, not text, or rows with an unknown
    action or missing cells. The message names the file and the line of every bad row."""


@dataclass(frozen=True)
class Row:
    """One correction: ``line`` (1-based line of the file), ``action`` (a key of
    :data:`ACTIONS`), ``target`` and ``value`` (empty for ``exclude-paper`` and
    ``reject-entity``), ``text`` (the row as written, for the graph's record); ``by``, ``date``
    and ``why``: what the ``# by:``, ``# date:`` and ``# why:`` comments above it say (empty
    when none does: :data:`PROVENANCE_COMMENT`)."""

    line: int
    action: str
    target: str
    value: str
    text: str
    by: str = ""
    date: str = ""
    why: str = ""


@dataclass
class Curation:
    """A curation file read by :func:`read`.

    Attributes:
        path: the file; name: its name without folders; sha256: hex digest of its bytes;
        rows: the corrections in file order; applied: ``(row, subject, predicate, object)``
        for each triple a row corrected in the last :func:`apply` (filled by it); warnings: that
        apply's warnings (rows that did not apply); read_warnings: :func:`read`'s warnings
        ``(where, message)``: lines read as cp1252 (not UTF-8), a file with no row;
        excluded: the paper ids ``exclude-paper`` rows name (ids as the exports'
        dcterms:identifier writes them; a paper IRI is turned into its id by :meth:`excluded_ids`).
    """

    path: Path
    name: str
    sha256: str
    rows: list[Row] = field(default_factory=list)
    applied: list[tuple[Row, URIRef, URIRef, object]] = field(default_factory=list)
    warnings: list[tuple[str, str]] = field(default_factory=list)
    read_warnings: list[tuple[str, str]] = field(default_factory=list)

    def excluded_ids(self, base_iri: str) -> dict[str, Row]:
        """Paper id -> the ``exclude-paper`` row naming it; a paper IRI under ``base_iri``
        (``<base>paper/ID``, also in ``<...>``) names the id it ends with."""
        out: dict[str, Row] = {}
        for row in self.rows:
            if row.action == "exclude-paper":
                given = row.target.strip().removeprefix("<").removesuffix(">")
                if given.startswith(base_iri + "paper/"):
                    given = unquote(given[len(base_iri + "paper/"):])
                out.setdefault(given, row)
        return out

    def triples(self, base_iri: str, version: str, rules: str = "") -> list[tuple]:
        """The graph's record of the corrections applied (:attr:`applied`): none when no row
        applied. ``version`` and ``rules``: PaperKG's version and the build's extraction
        fingerprint, whose ``prov:SoftwareAgent`` (:func:`kg.graph.software_agent_iri`, as
        :func:`kg.graph.dataset_description` writes it) the activity ``prov:wasAssociatedWith``. Deterministic: IRIs from the file's digest and
        the row's line."""
        from kg.graph import SPDX_FILE_NAME, checksum_triples, software_agent_iri
        from kg.ontology import KGO, LANGUAGE

        if not self.applied:
            return []
        key = self.sha256[:16]
        activity = URIRef(f"{base_iri}curation-{key}")
        source = URIRef(f"{base_iri}curation-{key}-file")
        agent = software_agent_iri(base_iri, version, rules)
        out: list[tuple] = [
            (URIRef(f"{base_iri}graph"), PROV.wasInfluencedBy, activity),
            (activity, RDF.type, PROV.Activity), (activity, RDFS.label, Literal("curation", lang=LANGUAGE)),
            (activity, PROV.wasAssociatedWith, agent), (activity, PROV.used, source),
            (source, RDF.type, PROV.Entity), (source, RDF.type, KGO.CurationFile),
            (source, SPDX_FILE_NAME, Literal(self.name)), *checksum_triples(source, self.sha256),
        ]
        for n, (row, s, p, o) in enumerate(self.applied, 1):
            node = URIRef(f"{activity}-line-{row.line}-{n}")
            out += [(node, RDF.type, KGO.Correction), (node, RDF.type, RDF.Statement), (node, RDF.type, PROV.Entity),
                    (node, RDF.subject, s), (node, RDF.predicate, p), (node, RDF.object, o),
                    (node, PROV.wasGeneratedBy, activity), (node, KGO.curationAction, Literal(row.action)),
                    (node, KGO.curationLine, Literal(row.line, datatype=XSD.integer)),
                    (node, RDFS.comment, Literal(row.text))]
            if row.by:
                agent_iri = _agent(base_iri, row.by)
                out.append((node, PROV.wasAttributedTo, agent_iri))
                if not _is_iri(row.by):
                    out += [(agent_iri, RDF.type, PROV.Agent), (agent_iri, RDFS.label, Literal(row.by))]
            if row.date:
                out.append((node, DCTERMS.date, Literal(row.date, datatype=XSD.date)))
            if row.why:
                out.append((node, SKOS.editorialNote, Literal(row.why)))
            # a merge: the retired IRI leads to the one that took it; a rejected entity's IRI
            # stays, deprecated
            if p == DCTERMS.isReplacedBy or p == OWL.deprecated:
                out.append((s, p, o))
        return out


def _is_iri(text: str) -> bool:
    """Whether a ``# by:`` value is an IRI (``https://orcid.org/...``, ``mailto:...``), which
    names the agent itself, rather than a name."""
    return re.match(r"^(?:https?://\S+|mailto:\S+@\S+|urn:\S+)$", text) is not None


def _agent(base_iri: str, by: str) -> URIRef:
    """The ``prov:wasAttributedTo`` of a correction made by ``by`` (a ``# by:`` value): the IRI
    itself, else ``<base>curator-<slug of the name>-<8 hex digits of its SHA-256>`` (one IRI per
    name as written, deterministic)."""
    if _is_iri(by):
        return URIRef(by)
    digest = hashlib.sha256(by.encode("utf-8")).hexdigest()[:8]
    return URIRef(f"{base_iri}curator-{slugify(by) or 'agent'}-{digest}")


def read(path: Path) -> Curation:
    """Read a curation file (CSV, an optional header row ``action,target,value``), decoded and
    split into rows as ``kg build`` reads its control files (:func:`kg.read.read_control_rows`:
    UTF-8, UTF-16, a line that is not UTF-8 read as cp1252, with a warning).

    Args:
        path: the file.
    Returns:
        the :class:`Curation`, its rows in file order; its ``read_warnings`` name the lines
        read as cp1252 and a file that holds no row (empty, or a header and comments only).
    Raises:
        CurationError: the file cannot be read or is not text, or rows name an unknown action
            or lack a cell (``FILE:LINE: ...``, every bad row named); nothing is built then.
    """
    from kg.read import ControlRowError, read_control_rows

    def parse_row(line: int, cells: list[str]) -> Row:
        action = cells[0].lower()
        if action not in ACTIONS:
            raise ControlRowError(f"unknown action {cells[0]!r} (expected one of "
                                  f"{', '.join(ACTIONS)}; changing an entity's type is not offered)")
        need = ACTIONS[action]
        given = [c for c in cells[1:] if c]
        if len(cells) - 1 < need or not all(cells[1:1 + need]):
            what = ("an entity (IRI or prefLabel) and a value" if need == 2 else
                    "an entity (IRI or prefLabel)" if action == "reject-entity" else "a paper id or IRI")
            raise ControlRowError(f"{action} needs {what}: {','.join(cells)!r}")
        if len(given) > need:
            raise ControlRowError(f"{action} takes {need} cell(s) after the action, "
                                  f"this row has {len(given)}: {','.join(cells)!r}")
        why, said["why"] = said["why"], ""
        return Row(line, action, cells[1], cells[2] if need == 2 else "", ",".join(cells[:1 + need]),
                   by=said["by"], date=said["date"], why=why)

    said = {"by": "", "date": "", "why": ""}  # what the provenance comments above the row say

    def on_comment(line: int, text: str) -> None:
        m = PROVENANCE_COMMENT.match(text)
        if m is None:
            return
        kind, value = m.group(1).lower(), m.group(2).strip()
        if kind == "date" and value:
            import datetime

            try:
                datetime.date.fromisoformat(value)
            except ValueError:
                raise ControlRowError(f"# date: {value!r} is no date written YYYY-MM-DD (ISO 8601)") from None
            value = value if len(value) == 10 else datetime.date.fromisoformat(value).isoformat()
        said["why" if kind == "note" else kind] = value

    path = Path(path)
    data, rows, read_warnings = read_control_rows(
        path, "curation", CurationError, parse_row, is_header=lambda cells: cells[0].lower() == "action",
        row_kind="correction", effect="it changes nothing", on_comment=on_comment)
    return Curation(path=path, name=path.name, sha256=hashlib.sha256(data).hexdigest(), rows=rows,
                    read_warnings=read_warnings)


def _find(resolution: Resolution, given: str, base_iri: str) -> tuple[Optional[str], str]:
    """The entity key a row's target names: an entity IRI (also in ``<...>``) under
    ``base_iri``, the IRI without the base (``method/resnet``, or ``method:resnet`` as the Turtle
    files write it), else a prefLabel (exact, then compared normalised). Returns ``(key, "")``, or
    ``(None, reason)``."""
    text = given.strip().removeprefix("<").removesuffix(">")
    if text.startswith(base_iri):
        key = text[len(base_iri):]
        if key in resolution.entities:
            return key, ""
        found = _by_slug(resolution, key)
        if found is not None:
            return found, ""
        return None, f"no entity of this build has the IRI <{text}>"
    # the IRI without its base, as a key ("method/resnet") or as Turtle writes it ("method:resnet")
    segment, sep, rest = text.partition(":")
    key = f"{segment}/{rest}" if sep and segment in ENTITY_SEGMENTS else text
    if key in resolution.entities:
        return key, ""
    if key.partition("/")[0] in ENTITY_SEGMENTS:
        found = _by_slug(resolution, key)
        if found is not None:
            return found, ""
    exact = sorted(k for k, e in resolution.entities.items() if e.label == text)
    if not exact:
        norm = resolution.normalised(text)
        exact = sorted(k for k, e in resolution.entities.items() if resolution.normalised(e.label) == norm)
    if len(exact) == 1:
        return exact[0], ""
    if exact:
        return None, (f"{len(exact)} entities have the label {text!r} "
                      f"({', '.join('<' + base_iri + k + '>' for k in exact)}): give the IRI")
    return None, f"no entity of this build has the IRI or prefLabel {text!r}"


def _by_slug(resolution: Resolution, key: str) -> Optional[str]:
    """The entity of this build that an entity key of an earlier build (``"method/frozen-llms"``,
    with no entity of that key now) names: the one entity of the key's type whose prefLabel,
    else the one whose altLabel, has the slug of the key up to :func:`kg.resolve.normalise`
    (case, plural, hyphens). A key is the slug of the entity's label when the entity was first
    published (:func:`kg.resolve.slugify`), and a store build mints a new key when a merged-away
    entity comes back with its label in another number ("frozen large language models" ->
    "... model", session 56): without this a curation row giving the old IRI stopped applying.
    Returns the key, or None when no entity or several match."""
    segment, _, slug = key.partition("/")
    if segment not in ENTITY_SEGMENTS or not slug:
        return None
    norm = resolution.normalised
    wanted = norm(slug.replace("-", " "))

    def spelled(label: str) -> str:
        return norm(slugify(label).replace("-", " "))

    ents = [(k, e) for k, e in sorted(resolution.entities.items()) if k.partition("/")[0] == segment]
    for names in (lambda e: (e.label,), lambda e: e.alt_labels):
        hits = [k for k, e in ents if any(spelled(n) == wanted for n in names(e))]
        if len(hits) == 1:
            return hits[0]
        if hits:
            return None
    return None


def _papers(resolution: Resolution, key: str) -> list[str]:
    """The ids of the papers whose mentions the index links to ``key``, sorted."""
    return sorted({pid for (pid, _t, _s), k in resolution.index.items() if k == key}
                  | {pid for (pid, _t, _s), ks in resolution.also.items() if key in ks})


def _reject(resolution: Resolution, key: str) -> None:
    """Take the entity ``key`` out of ``resolution`` (in place), a ``reject-entity`` row: the
    entity goes and so does every mention the index links to it (as ``drop-alias`` drops the
    mentions of an alias), so no paper links to it; a coordinated name ("WaveBank/Gizmo",
    :attr:`kg.resolve.Resolution.also`) keeps its other parts. The papers stay."""
    for k, v in list(resolution.index.items()):
        if v != key:
            continue
        rest = tuple(x for x in resolution.also.pop(k, ()) if x != key)
        if rest:
            resolution.index[k] = rest[0]
            if rest[1:]:
                resolution.also[k] = rest[1:]
        else:
            del resolution.index[k]
    for k, vs in list(resolution.also.items()):
        if key in vs:
            rest = tuple(x for x in vs if x != key)
            if rest:
                resolution.also[k] = rest
            else:
                del resolution.also[k]
    resolution.entities.pop(key, None)


def apply(cur: Curation, resolution: Resolution, base_iri: str) -> list[tuple[str, str]]:
    """Apply the entity rows of ``cur`` to ``resolution`` (in place), in file order.

    Args:
        cur: the curation file; its :attr:`Curation.applied` is set to the corrected triples.
        resolution: the build's resolution (entities and mention index).
        base_iri: the build's resource base (entity IRIs are ``base_iri + key``).
    Returns:
        warnings ``("FILE:LINE", message)`` for rows that do not apply (an unknown entity or alias),
        which change nothing; the other rows apply all the same.
    """
    from kg.graph import safe_text
    from kg.ontology import LANGUAGE

    warnings: list[tuple[str, str]] = []
    cur.applied = []
    ents = resolution.entities
    norm = resolution.normalised

    def iri(key: str) -> URIRef:
        return URIRef(base_iri + key)

    def warn(message: str) -> None:
        warnings.append((where, message))

    for row in cur.rows:
        if row.action in ("exclude-paper", "reject-match"):  # (reject-match: after linking, reject_matches)
            continue
        where = f"{cur.path}:{row.line}"
        key, why = _find(resolution, row.target, base_iri)
        if key is None:
            warn(f"{row.action}: {why}; row not applied")
            continue
        ent = ents[key]
        if row.action == "label":
            new = row.value
            if new == ent.label:  # the papers give it now: the row holds it (and its record stays)
                cur.applied.append((row, iri(key), SKOS.prefLabel, Literal(safe_text(new), lang=LANGUAGE)))
                continue
            old = ent.label
            ent.label = new
            ent.alt_labels = sorted({*(a for a in ent.alt_labels if a != new), old})
            cur.applied.append((row, iri(key), SKOS.prefLabel, Literal(safe_text(new), lang=LANGUAGE)))
        elif row.action in ("drop-alias", "split-alias"):
            form = norm(row.value)
            surfaces = sorted(k for k, v in resolution.index.items() if v == key and norm(k[2]) == form)
            if norm(ent.label) == form:
                warn(f"{row.action}: {row.value!r} is the prefLabel of <{base_iri}{key}> "
                                f"(relabel it first with a label row); row not applied")
                continue
            if not surfaces and not any(norm(a) == form for a in ent.alt_labels):
                warn(f"{row.action}: <{base_iri}{key}> ({ent.label!r}) has no alias "
                                f"{row.value!r}; row not applied")
                continue
            if row.action == "split-alias" and not surfaces:
                warn(f"split-alias: no mention of this build links {row.value!r} to <{base_iri}{key}> "
                     f"({ent.label!r}), so no entity can be made of it; row not applied")
                continue
            dropped = sorted(a for a in ent.alt_labels if norm(a) == form)
            ent.alt_labels = [a for a in ent.alt_labels if norm(a) != form]
            if ent.acronym is not None and norm(ent.acronym) == form:
                ent.acronym = None
            if row.action == "drop-alias":
                for k in surfaces:
                    del resolution.index[k]
                ent.papers = _papers(resolution, key)
                for alias in dropped or [row.value]:
                    cur.applied.append((row, iri(key), SKOS.altLabel, Literal(safe_text(alias), lang=LANGUAGE)))
            else:
                segment = key.split("/", 1)[0]
                new_key = base = f"{segment}/{slugify(row.value) or 'entity'}"
                n = 2
                while new_key in ents:
                    new_key, n = f"{base}-{n}", n + 1
                for k in surfaces:
                    resolution.index[k] = new_key
                ents[new_key] = Entity(key=new_key, type=ent.type, label=row.value,
                                       alt_labels=sorted({*dropped, *(k[2] for k in surfaces)} - {row.value}),
                                       papers=_papers(resolution, new_key))
                ent.papers = _papers(resolution, key)
                cur.applied.append((row, iri(new_key), SKOS.prefLabel, Literal(safe_text(row.value), lang=LANGUAGE)))
            if not ent.papers:
                warn(f"{row.action}: no mention is left on <{base_iri}{key}> "
                                f"({ent.label!r}): the entity is dropped")
                del ents[key]
        elif row.action == "reject-entity":
            _reject(resolution, key)
            cur.applied.append((row, iri(key), OWL.deprecated, Literal(True)))
        elif row.action == "merge":
            other, why = _find(resolution, row.value, base_iri)
            if other is None:
                warn(f"merge: {why}; row not applied")
                continue
            if other == key:
                warn(f"merge: both cells name <{base_iri}{key}>; row not applied")
                continue
            b = ents[other]
            if b.type != ent.type:
                warn(f"merge: <{base_iri}{key}> is a {ent.type}, <{base_iri}{other}> a "
                                f"{b.type}: only entities of one type merge; row not applied")
                continue
            for k, v in list(resolution.index.items()):
                if v == other:
                    resolution.index[k] = key
            for k, vs in list(resolution.also.items()):
                if other in vs:
                    resolution.also[k] = tuple(dict.fromkeys(key if v == other else v for v in vs))
            ent.alt_labels = sorted({*ent.alt_labels, b.label, *b.alt_labels, *([b.acronym] if b.acronym else [])}
                                    - {ent.label})
            ent.papers = _papers(resolution, key)
            ent.named = ent.named or b.named
            del ents[other]
            cur.applied.append((row, iri(other), DCTERMS.isReplacedBy, iri(key)))
    resolution.entities = dict(sorted(ents.items()))
    cur.warnings = warnings
    return warnings


def reject_matches(cur: Curation, resolution: Resolution, base_iri: str,
                   terms: Optional[dict] = None) -> Optional[dict]:
    """Apply the ``reject-match`` rows of ``cur`` to ``resolution`` after linking (in place), in
    file order: the entity the row names (as :func:`apply` finds it) loses the external IRI of the
    row from its exact, close and broad matches (and its :attr:`kg.records.Entity.match_support`).
    Each removed match is appended to :attr:`Curation.applied` as the triple it removed
    (``entity skos:xMatch IRI``; the graph's kgo:Correction says it went), a row that names no
    entity of the build, or no match of it, to :attr:`Curation.warnings` (``FILE:LINE``) and
    changes nothing.

    Args:
        cur: the curation file, after :func:`apply` (whose record this extends).
        resolution: the build's resolution, its entities linked (:func:`kg.link.link`).
        base_iri: the build's resource base.
        terms: the external terms of the link (IRI -> :class:`kg.records.ExternalTerm`), or None.
    Returns:
        ``terms`` without those that no match of the build needs any more (a term and its broader
        chain stay while some entity still matches the term or a narrower one); None for None.
    """
    ents = resolution.entities
    rejected = False
    for row in cur.rows:
        if row.action != "reject-match":
            continue
        where = f"{cur.path}:{row.line}"
        key, why = _find(resolution, row.target, base_iri)
        if key is None:
            cur.warnings.append((where, f"reject-match: {why}; row not applied"))
            continue
        ent = ents[key]
        iri = row.value.strip().removeprefix("<").removesuffix(">")
        found = False
        for attr, pred in MATCH_RELATIONS:
            held = getattr(ent, attr)
            if iri in held:
                setattr(ent, attr, [m for m in held if m != iri])
                cur.applied.append((row, URIRef(base_iri + key), pred, URIRef(iri)))
                found = rejected = True
        ent.match_support.pop(iri, None)
        if not found:
            cur.warnings.append((where, f"reject-match: <{base_iri}{key}> ({ent.label!r}) has no skos:exactMatch, "
                                        f"closeMatch or broadMatch <{iri}> in this build; row not applied"))
    if terms is None or not rejected:
        return terms
    from kg.link import needed_terms
    needed = needed_terms(terms, (m for e in ents.values() for attr, _ in MATCH_RELATIONS for m in getattr(e, attr)))
    return {iri: t for iri, t in terms.items() if iri in needed}
