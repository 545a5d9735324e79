"""What each build into a store changed: the change record of a generation.

A build into a store (``kg build PATH... --store DIR``) that commits a new generation writes,
into that generation's ``store.json`` under ``"changes"``, a record of what it changed, keyed
by the generation's name; later generations carry the records of the earlier ones forward (a
store keeps only its newest generation's folder), so the store answers "what changed since
last month?" for every generation committed by a PaperKG that writes the records
(``kg changes --store DIR [--since gen-N] [--json]``, and ``kg build --store DIR --verbose``
names them as notes). A record (:func:`change_record`) is JSON::

    {"since": "gen-00000001" or null,            # the generation it was compared with
     "rules": "3f2a..." or absent,               # the extraction fingerprint of the build
     "papers": {"new": [[id, title], ...], "updated": [...], "removed": [...],
                "edits": [[new id, stored id, similarity], ...]},  # only when any (session 61)
     "entities": {"new": [[iri, label], ...],
                  "removed": [[iri, label], ...],              # no paper names it any more
                  "retired": [[iri, label, replacement iri], ...],  # dcterms:isReplacedBy
                  "rejected": [[iri, label], ...],  # a curation reject-entity row (only when any)
                  "papers": [[iri, label, papers before, papers after], ...]},
     "labels": {"changed": [[iri, old label, new label], ...],  # the IRI stays
                "kept": [[iri, label kept, label its papers alone give], ...]}}

``papers.edits`` (since session 61, written only when the build found any) lists the new papers
without an id whose abstract resembles a stored paper's (:func:`kg.pipeline._warn_similar_abstract`:
the build's warning "looks like an edit of stored paper X", which gives a ready ``--remove``
command): ``kg changes`` shows the hint on the new paper's line.

``labels`` (since session 54) holds the entities whose IRI stays and whose prefLabel changed,
and those that kept their prefLabel although this build's papers alone would spell it
otherwise (:func:`kg.resolve._keep_previous_labels`), listed in the generation whose build
first kept it so (the labels kept in force are the generation's ``store.json``
``"labels_kept"``: :func:`kept_in_force`). A record written in session 53 has its label
changes under ``entities`` as ``"relabelled"`` and no ``labels``; :func:`upgraded` reads it in
this shape.

Every list is sorted (papers in the order the build counted them), so the record is
deterministic: no wall-clock time is written (the generation's number orders the records).
"""
from __future__ import annotations

from typing import Iterable, Optional, Sequence

from rdflib.namespace import DCTERMS, RDF, SKOS

from kg.ontology import KGO, TYPE_CLASS

#: Items of one kind that ``kg build --verbose`` names before "... N more" (``kg changes``
#: names them all).
NAMED_PER_KIND = 20

#: The kinds of entity change, in the order they are printed, with the words that name them.
ENTITY_KINDS = (("new", "new entity"), ("removed", "removed entity"), ("retired", "retired entity"),
                ("rejected", "rejected entity"), ("papers", "entity paper count"))
#: The kinds of label change (the record's ``labels``), printed after the entities'.
LABEL_KINDS = (("changed", "label changed"), ("kept", "label kept"))

_PROV_DERIVED = "http://www.w3.org/ns/prov#wasDerivedFrom"


def entity_facts(triples: Iterable[tuple], base_iri: str) -> dict[str, tuple[str, set[str]]]:
    """The entities of a graph with their prefLabel and papers, from its triples.

    Args:
        triples: ``(subject, predicate, object)`` of any terms whose ``str`` is the IRI or the
            literal's text (rdflib terms, or pyoxigraph terms' ``.value``).
        base_iri: the base the entity IRIs are minted under; entities outside it are left out.
    Returns:
        entity IRI -> ``(prefLabel, ids of its papers)``: every subject typed with an entity
        class (:data:`kg.ontology.TYPE_CLASS`), its smallest prefLabel text, and the
        ``dcterms:identifier`` of the papers that link to it or whose evidence
        (``prov:wasDerivedFrom``, ``rdf:subject`` / ``rdf:object``) states a link of it, as
        :func:`kg.pipeline._entity_papers` counts them.
    """
    classes = {str(c) for c in TYPE_CLASS.values()}
    rdf_type, pref, ident = str(RDF.type), str(SKOS.prefLabel), str(DCTERMS.identifier)
    paper_class, subj, obj = str(KGO.Paper), str(RDF.subject), str(RDF.object)
    entities: set[str] = set()
    labels: dict[str, str] = {}
    ids: dict[str, str] = {}
    papers: set[str] = set()
    links: list[tuple[str, str]] = []  # (subject, object) of every triple
    derived: dict[str, list[str]] = {}  # evidence -> papers
    stated: dict[str, list[str]] = {}  # evidence -> subject / object
    for s, p, o in triples:
        s, p, o = str(s), str(p), str(o)
        if p == rdf_type:
            if o in classes and s.startswith(base_iri):
                entities.add(s)
            elif o == paper_class:
                papers.add(s)
        elif p == pref:
            if s not in labels or o < labels[s]:
                labels[s] = o
        elif p == ident:
            ids[s] = o
        elif p == _PROV_DERIVED:
            derived.setdefault(s, []).append(o)
        elif p in (subj, obj):
            stated.setdefault(s, []).append(o)
        links.append((s, o))
    of: dict[str, set[str]] = {e: set() for e in entities}
    for s, o in links:
        if o in of and s in papers and s in ids:
            of[o].add(ids[s])
    for ev, things in stated.items():
        for paper in derived.get(ev, ()):
            if paper in papers and paper in ids:
                for e in things:
                    if e in of:
                        of[e].add(ids[paper])
    return {e: (labels.get(e, ""), of[e]) for e in entities}


def kept_in_force(kept: Iterable[Sequence[str]]) -> dict[str, list[str]]:
    """The labels a store build kept (:attr:`kg.resolve.Resolution.kept_labels`, as
    ``(entity IRI, label kept, label its papers alone give)``) as the generation's
    ``store.json`` keeps them under ``"labels_kept"``: IRI -> ``[label kept, label its papers
    alone give]``, sorted by IRI."""
    return {str(iri): [str(label), str(alone)] for iri, label, alone in sorted(kept)}


def newly_kept(kept: dict[str, list[str]], before: object) -> list[list[str]]:
    """The labels of ``kept`` (:func:`kept_in_force`) that the generation before
    (``before``, its ``store.json`` ``"labels_kept"``; anything but a dict reads as none) did
    not keep against the same spelling: ``[[iri, label kept, label its papers alone give],
    ...]``, sorted; the record's ``labels.kept``."""
    before = before if isinstance(before, dict) else {}
    return [[iri, *pair] for iri, pair in sorted(kept.items()) if before.get(iri) != pair]


def upgraded(record: dict) -> dict:
    """``record`` in the current shape: a record written in session 53, whose label changes
    are under ``entities`` as ``"relabelled"``, with them under ``labels`` as ``"changed"``
    (and ``"kept"`` empty); a current record is returned as it is."""
    ents = record.get("entities")
    if "labels" in record or not isinstance(ents, dict) or "relabelled" not in ents:
        return record
    out = dict(record)
    out["entities"] = {k: v for k, v in ents.items() if k != "relabelled"}
    out["labels"] = {"changed": ents["relabelled"], "kept": []}
    return out


def change_record(before: dict[str, tuple[str, set[str]]], after: dict[str, tuple[str, set[str]]],
                  replaced: Iterable[tuple], papers: Optional[dict] = None, since: Optional[str] = None,
                  rules: Optional[str] = None, kept: Sequence[Sequence[str]] = (),
                  rejected: Iterable[str] = ()) -> dict:
    """The change record of one store build (module docstring).

    Args:
        before: :func:`entity_facts` of the store's committed graph (``{}`` for a new store).
        after: :func:`entity_facts` of the graph the build commits.
        replaced: the build's ``(old IRI, dcterms:isReplacedBy, new IRI)`` triples
            (:func:`kg.pipeline._replacements`); only entity IRIs of ``before`` count.
        papers: ``{"new" | "updated" | "removed": [(id, title or None), ...]}``
            (:attr:`kg.pipeline.BuildSummary.store_papers`), and under ``"edits"`` (when any)
            ``[(new id, stored id, similarity), ...]``: new papers that look like edits of
            stored ones, kept in the record as ``papers.edits``.
        since: the generation compared with (None: a new store).
        rules: the extraction fingerprint of the build (:func:`kg.fingerprint.rules_fingerprint`).
        kept: the labels the build newly kept, ``[iri, label kept, label its papers alone
            give]`` (:func:`newly_kept`).
        rejected: the entity IRIs a curation ``reject-entity`` row took out of this build
            (``owl:deprecated``, session 58): those of ``before`` are listed under
            ``"rejected"`` (a key written only when it has any), not as removed.
    Returns:
        The record, JSON-serialisable, every list sorted.
    """
    retired = sorted([str(old), before[str(old)][0], str(new)] for old, _p, new in replaced
                     if str(old) in before and str(old) not in after)
    gone = {r[0] for r in retired}
    refused = sorted([iri, before[iri][0]] for iri in set(map(str, rejected))
                     if iri in before and iri not in after and iri not in gone)
    gone |= {r[0] for r in refused}
    entities = {
        "new": sorted([iri, label] for iri, (label, _ps) in after.items() if iri not in before),
        "removed": sorted([iri, label] for iri, (label, _ps) in before.items() if iri not in after and iri not in gone),
        "retired": retired,
        **({"rejected": refused} if refused else {}),
        "papers": sorted([iri, label, len(before[iri][1]), len(ps)] for iri, (label, ps) in after.items()
                         if iri in before and len(before[iri][1]) != len(ps)),
    }
    labels = {
        "changed": sorted([iri, before[iri][0], label] for iri, (label, _ps) in after.items()
                          if iri in before and before[iri][0] != label),
        "kept": sorted([str(iri), str(label), str(alone)] for iri, label, alone in kept),
    }
    out = {"since": since,
           "papers": {kind: [[pid, title] for pid, title in (papers or {}).get(kind, ())]
                      for kind in ("new", "updated", "removed")},
           "entities": entities,
           "labels": labels}
    edits = sorted([str(new), str(old), float(score)] for new, old, score in (papers or {}).get("edits", ()))
    if edits:
        out["papers"]["edits"] = edits
    if rules:
        out["rules"] = rules
    return out


def edit_hints(record: dict) -> dict[str, tuple[str, float]]:
    """new paper id -> ``(stored paper id, similarity)`` for the new papers of a change record
    that look like edits of stored ones (``papers.edits``; ``{}`` for a record without)."""
    hints: dict[str, tuple[str, float]] = {}
    for item in (record.get("papers") or {}).get("edits") or ():
        if isinstance(item, (list, tuple)) and len(item) == 3:
            hints[str(item[0])] = (str(item[1]), float(item[2]))
    return hints


def _short(text: object) -> str:
    from kg.records import short_id

    return short_id(str(text))


def change_lines(record: dict, limit: Optional[int] = NAMED_PER_KIND, store: Optional[str] = None) -> list[str]:
    """The record as lines of text, one per item, grouped per kind (papers new, updated,
    removed; entities new, removed, retired, paper counts; labels changed, kept), each kind
    cut after ``limit`` items with ``... N more <kind>`` (None: every item). A session 53
    record is read as :func:`upgraded` gives it. A new paper that looks like an edit of a
    stored one (:func:`edit_hints`) says so on its line, with the command that removes the
    stored paper (``store``: the store's path for it; None writes ``STORE``).

    Returns:
        e.g. ``["new paper 'p7': Heron Sampling", "retired entity <.../method/hs> 'HS' ->
        <.../method/heron-sampling>", "entity paper count <.../dataset/qm9> 'QM9': 2 -> 3",
        "label changed <.../metric/mse> 'MSE' -> 'mean squared error'"]``.
    """
    record = upgraded(record)
    lines: list[str] = []

    def add(kind: str, items: Sequence, fmt) -> None:
        shown = items if limit is None else items[:limit]
        lines.extend(f"{kind} {fmt(item)}" for item in shown)
        if len(items) > len(shown):
            plural = kind[:-1] + "ies" if kind.endswith("y") else kind + "s"
            lines.append(f"... {len(items) - len(shown)} more {plural} (kg changes names them all)")

    papers = record.get("papers") or {}
    hints = edit_hints(record)

    def paper_line(it: Sequence) -> str:
        line = f"{_short(it[0])}: {it[1] if it[1] else '(no title)'}"
        if str(it[0]) in hints:
            old, score = hints[str(it[0])]
            from kg.store import shell_option

            where = shell_option("--store", store) if store is not None else "--store STORE"
            line += (f" (looks like an edit of stored paper {_short(old)}, similarity {score:.2f}: if it "
                     f"replaces it, run `kg build {where} {shell_option('--remove', old)}`)")
        return line

    for kind in ("new", "updated", "removed"):
        add(f"{kind} paper", papers.get(kind) or [], paper_line if kind == "new" else
            lambda it: f"{_short(it[0])}: {it[1] if it[1] else '(no title)'}")
    ents = record.get("entities") or {}
    formats = {
        "new": lambda it: f"<{it[0]}> {it[1]!r}",
        "removed": lambda it: f"<{it[0]}> {it[1]!r} (no paper names it now)",
        "retired": lambda it: f"<{it[0]}> {it[1]!r} -> <{it[2]}> (dcterms:isReplacedBy)",
        "rejected": lambda it: f"<{it[0]}> {it[1]!r} (a curation reject-entity row: owl:deprecated)",
        "papers": lambda it: f"<{it[0]}> {it[1]!r}: {it[2]} -> {it[3]} papers",
    }
    for kind, words in ENTITY_KINDS:
        add(words, ents.get(kind) or [], formats[kind])
    labels = record.get("labels") or {}
    label_formats = {
        "changed": lambda it: f"<{it[0]}> {it[1]!r} -> {it[2]!r}",
        "kept": lambda it: f"<{it[0]}> {it[1]!r} (its papers alone now give {it[2]!r})",
    }
    for kind, words in LABEL_KINDS:
        add(words, labels.get(kind) or [], label_formats[kind])
    return lines


def count_line(record: dict) -> str:
    """One line of counts of a change record: ``papers: 2 new, 1 updated, 0 removed; entities:
    5 new, 0 removed, 1 retired, 7 with another paper count; labels: 3 changed, 1 kept`` (a
    session 53 record read as :func:`upgraded` gives it)."""
    record = upgraded(record)
    papers = record.get("papers") or {}
    ents = record.get("entities") or {}
    labels = record.get("labels") or {}
    return ("papers: " + ", ".join(f"{len(papers.get(k) or [])} {k}" for k in ("new", "updated", "removed"))
            + "; entities: " + ", ".join(f"{len(ents.get(k) or [])} {w}" for k, w in (
                ("new", "new"), ("removed", "removed"), ("retired", "retired"),
                *((("rejected", "rejected"),) if ents.get("rejected") else ()),
                ("papers", "with another paper count")))
            + "; labels: " + ", ".join(f"{len(labels.get(k) or [])} {k}" for k in ("changed", "kept")))


def _generation_number(value: str) -> Optional[int]:
    import re

    m = re.fullmatch(r"(?:gen-)?(\d{1,8})", value.strip())
    return int(m.group(1)) if m else None


def store_changes(path, since: Optional[str] = None) -> dict:
    """The change records of a store's generations after ``since`` (``kg changes``).

    Args:
        path: the store folder (:class:`kg.store.GraphStore`, opened read-only and checked).
        since: a generation, ``gen-00000003`` or ``3``; the records of the generations after
            it are given. None: the committed generation's alone (what the last build changed).
    Returns:
        ``{"store": path, "generation": the committed generation, "since": the generation
        compared with (None before the first), "changes": {generation: its record (in the
        current shape, :func:`upgraded`), or None when that generation has none (committed by
        a PaperKG that wrote no change records)}}``, generations in order.
    Raises:
        kg.store.StoreError: not a store, a damaged store, a store without a generation, or
            ``since`` is no generation name or not older than the committed generation.
    """
    from kg.store import GraphStore, StoreError

    with GraphStore.open(path, read_only=True, verify=True) as st:
        current = st.generation
        meta = st.load_meta()
    if current is None:
        raise StoreError(f"{path}: the store holds no generation yet (build into it first)")
    last = _generation_number(current)
    if since is None:
        first = last
    else:
        number = _generation_number(since)
        if number is None:
            raise StoreError(f"--since {since!r}: expected a generation name such as gen-00000003 (or its number)")
        if number >= last:
            raise StoreError(f"--since {since}: the store's committed generation is {current}; give an older one "
                             f"(--since 0 for every generation)")
        first = number + 1
    records = meta.get("changes") or {}
    gens = [f"gen-{n:08d}" for n in range(first, last + 1)]
    return {"store": str(path), "generation": current,
            "since": None if first == 1 else f"gen-{first - 1:08d}",
            "changes": {g: upgraded(records[g]) if isinstance(records.get(g), dict) else None for g in gens}}


def format_store_changes(found: dict, limit: Optional[int] = None) -> str:
    """:func:`store_changes` as text: per generation a line ``gen-00000003 (since
    gen-00000002): papers: ...; entities: ...`` (:func:`count_line`) and its items indented
    (:func:`change_lines`), or ``gen-00000002: no change record for gen-00000002 (committed by
    an older PaperKG, which wrote none)``."""
    out = []
    for gen, record in found["changes"].items():
        if record is None:
            out.append(f"{gen}: no change record for {gen} (committed by an older PaperKG, which wrote none)")
            continue
        since = record.get("since")
        out.append(f"{gen} ({'since ' + since if since else 'the first generation'}): {count_line(record)}")
        out.extend(f"  {line}" for line in change_lines(record, limit, found.get("store")))
    return "\n".join(out)
