"""The main job: read -> clean -> extract -> resolve -> link -> graph -> export.

:func:`build` wires the stages and returns a :class:`BuildSummary`; the CLI (``kg build``)
only parses arguments, calls it and prints the summary.
"""
from __future__ import annotations

import contextlib
import gc
import json
import os
import re
import sys
import time
from collections import Counter
import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Collection, Iterable, Iterator, NamedTuple, Optional, Sequence, TypeVar

from rdflib import RDF, Graph, URIRef
from rdflib.namespace import OWL, SKOS

from kg.export import commit_files, write_exports
from kg.graph import GraphLike, Provenance, TripleIndex
from kg.ontology import DEFAULT_BASE_IRI, KGO
from kg.read import SAMPLE_PATHS, ReadReport, dedupe, in_file_order, read
from kg.records import BuildInfo, Extraction, Paper, build_from_dict, build_info, build_to_dict, input_key
from kg.resolve import NormalisedForms, Resolution, resolve

T = TypeVar("T")

#: Link predicates counted in the summary, in print order.
SUMMARY_RELATIONS = ("proposes", "addresses", "mainTask", "evaluatedOn", "pretrainedOn", "uses", "comparesWith",
                     "partOf", "usesMetric", "reportsResult", "codeRepository", "mentions")


#: How a skipped entry for a whole file (missing, binary, unreadable) begins.
FILE_NOT_READ = "file not read"


class _Message(NamedTuple):
    """One line of a build's report: its ``source`` (``"file:line"``, what
    :func:`kg.read.in_file_order` sorts by), kind and text."""

    source: str
    kind: str
    text: str


def _problems_in_file_order(report: ReadReport) -> list[dict]:
    """The notes, warnings and skipped records of ``report`` as JSON-safe dicts
    (:meth:`kg.read.Problem.to_dict`: kind, file, line, element, message), in the order of
    :func:`_messages_in_file_order`, for :attr:`BuildSummary.problems`."""
    files = set(report.order)
    tagged = [(_Message(p.source, kind, str(p)), p) for kind, problems in
              (("note", report.notes), ("warning", report.warnings), ("skipped", report.skipped))
              for p in problems]
    ordered = in_file_order([m for m, _ in tagged], report.order)
    by_message = {id(m): (m.kind, p) for m, p in tagged}
    return [by_message[id(m)][1].to_dict(by_message[id(m)][0], files) for m in ordered]


def _messages_in_file_order(report: ReadReport) -> list[tuple[str, str]]:
    """The notes, warnings and skipped records of ``report`` as ``(kind, text)`` in one order
    of file and line (:func:`kg.read.in_file_order`; at one place a note comes before a warning,
    a warning before a skipped record), for :attr:`BuildSummary.messages`."""
    tagged = [_Message(p.source, kind, str(p)) for kind, problems in
              (("note", report.notes), ("warning", report.warnings), ("skipped", report.skipped))
              for p in problems]
    return [(m.kind, m.text) for m in in_file_order(tagged, report.order)]


@dataclass
class BuildSummary:
    """What a build did, for printing and for tests.

    Attributes:
        papers: papers in the graph; read: records read; skipped/warnings: problems
            (``"file:line: reason"``; a file that could not be read at all is one
            skipped entry starting ``"file not read"``, counted in ``files_not_read``); entities: per type; entities_before: distinct
            (paper, type, form) mentions before resolution; notes: information lines of
            the reading (``"file: message"``, such as BibTeX @proceedings entries not read as papers); links: per
            relation, the triples whose subject is a paper (paper-level, since session 50); method_links: per
            relation, those whose subject is another node (a method's own links, each of which but kgo:partOf
            the graph also gives its paper, so counted in ``links`` too);
            top: per type, the most connected entities as (label, papers);
            external: number of skos:exactMatch / closeMatch / broadMatch links; seconds: wall time
            of :func:`build` (from its call, after start-up, to its last export); total_seconds:
            wall time from the command's start (``kg build``: the process's start,
            :func:`kg.processes.seconds_since_start`, start-up included), else None; the
            summary's ``time:`` line names which it gives (printed only, never exported);
            outputs: files written; store: for a build into a store, how many of the papers
            read (after the duplicates among the records read were merged) were ``new``
            papers, ``updated`` stored ones (another record or abstract) and ``unchanged``
            (the stored record again, or an id-less copy of a stored paper), and, for a build
            that removes papers, how many were ``removed`` (and ``already removed``: asked for,
            but removed by an earlier generation); else None;
            generation: the store's committed generation after the build (``gen-NNNNNNNN``),
            else None; store_kept: True when the build changed nothing in the store (no new
            or updated paper, and the graph built equals the committed one), so it kept that
            generation instead of committing an identical one; outputs_kept: export files
            of a store build left as they were, since this build would have written the same
            bytes (not in ``outputs``); outputs_removed: a graph.html an earlier build wrote
            into the folder, removed by a build with ``html=False`` (``--no-html``), which would
            no longer show the graph beside it; messages: the notes, warnings and skipped records
            together as ``(kind, text)``, kind ``"note"``, ``"warning"`` or ``"skipped"``, in the
            order of file and line (:func:`kg.read.in_file_order` over all three, so a record
            skipped at line 3 comes between the warnings of lines 2 and 4): what ``kg build``
            prints; problems: the same messages as JSON-safe dicts with the place in separate
            fields, ``{"kind", "file", "line", "element", "message"}`` (line and element None for
            a problem of a whole file or of the build; :meth:`kg.read.Problem.place`: a file name
            holding ``:`` makes ``"file:line"`` ambiguous); store_entities: for a build into a store, what it did to the store's
            entities (:func:`_entity_changes`: ``merged``, ``relabelled``, and ``since``, the
            generation it compared with, None for a new store), else None; store_papers: for
            a build into a store, the papers the ``store`` line counts ``new``, ``updated`` and
            ``removed``, each ``(id, title or None)`` (:meth:`paper_lines`), else None;
            empty_inputs: the inputs that held no record (an empty file, a CSV header row
            alone ...: a warning each, ``FILE: no records``; in a store build nothing to add:
            :func:`read_papers`); store_change: for a build into a store that commits a new
            generation, its change record (:func:`kg.changes.change_record`: the papers new,
            updated and removed, the entities new, removed, retired and with another paper
            count, the labels changed and kept), also kept in the generation's ``store.json`` under ``"changes"``; else None.
            :func:`read_papers`); curation: for a build with a curation file (:mod:`kg.curation`),
            ``{"file", "rows", "applied", "not applied", "papers excluded"}`` (rows of the file;
            rows applied to the entities; rows that did not apply, each a warning; papers read
            that were not built), else None.
    """

    papers: int = 0
    read: int = 0
    skipped: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    messages: list[tuple[str, str]] = field(default_factory=list)
    problems: list[dict] = field(default_factory=list)
    files_not_read: int = 0
    entities: dict[str, int] = field(default_factory=dict)
    entities_before: int = 0
    links: dict[str, int] = field(default_factory=dict)
    method_links: dict[str, int] = field(default_factory=dict)
    top: dict[str, list[tuple[str, int]]] = field(default_factory=dict)
    external: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    outputs: list[str] = field(default_factory=list)
    store: Optional[dict[str, int]] = None
    generation: Optional[str] = None
    store_kept: bool = False
    outputs_kept: list[str] = field(default_factory=list)
    outputs_removed: list[str] = field(default_factory=list)
    store_entities: Optional[dict] = None
    store_papers: Optional[dict[str, list[tuple[str, Optional[str]]]]] = None
    empty_inputs: list[str] = field(default_factory=list)
    total_seconds: Optional[float] = None
    store_change: Optional[dict] = None
    curation: Optional[dict] = None

    def paper_lines(self) -> list[str]:
        """For a build into a store, one line per paper it added, updated or removed, grouped
        in that order (``new paper 'ID': TITLE``, ``updated paper ...``, ``removed paper ...``;
        ``(no title)`` for a paper without one), which ``kg build --verbose`` prints as notes
        naming the store; ``[]`` for a build without a store or one that changed no paper."""
        from kg.records import short_id

        return [f"{kind} paper {short_id(pid)}: " + (title if title else "(no title)")
                for kind in ("new", "updated", "removed") for pid, title in (self.store_papers or {}).get(kind, ())]

    def duplicates_merged(self) -> int:
        """Records read as another record's duplicate (kg.read.dedupe): without a store, every
        record read and not skipped is a paper of the graph or merged into one; with a store,
        one of the papers the store line counts (a copy of a stored paper is counted there,
        unchanged), or excluded by the curation file (:attr:`curation`). 0 or more."""
        papers = self.papers if self.store is None else \
            sum(n for what, n in self.store.items() if what not in ("removed", "already removed"))
        excluded = (self.curation or {}).get("papers excluded", 0)
        return max(0, self.read - (len(self.skipped) - self.files_not_read) - papers - excluded)

    def to_dict(self) -> dict:
        """The summary as one JSON-safe dict (``kg build --json`` prints it; docs/CLI.md,
        "kg build --json"): ``papers``, ``records_read``, ``records_skipped``,
        ``files_not_read``, ``duplicates_merged``; ``skipped``, ``warnings`` and ``notes``, each a
        list of ``{"file", "line", "element", "message"}`` in the order of file and line
        (:attr:`problems`); ``entities`` (type -> count), ``mentions_before_resolution``,
        ``links`` and ``method_links`` (relation -> count), ``external_links``, ``top`` (type ->
        ``[{"label", "papers"}]``), ``store`` (the store line's counts, ``generation``,
        ``kept``, ``entities``, ``changes``: the change record or None; None without a store), ``empty_inputs``, ``outputs`` (files
        written), ``outputs_kept``, ``outputs_removed``, ``seconds``, ``total_seconds`` and ``curation`` (:attr:`curation`; None
        without a curation file)."""
        def of(kind: str) -> list[dict]:
            return [{k: v for k, v in p.items() if k != "kind"} for p in self.problems if p["kind"] == kind]

        return {
            "papers": self.papers, "records_read": self.read,
            "records_skipped": len(self.skipped) - self.files_not_read, "files_not_read": self.files_not_read,
            "duplicates_merged": self.duplicates_merged(),
            "skipped": of("skipped"), "warnings": of("warning"), "notes": of("note"),
            "entities": dict(self.entities), "mentions_before_resolution": self.entities_before,
            "links": dict(self.links), "method_links": dict(self.method_links), "external_links": dict(self.external),
            "top": {t: [{"label": label, "papers": n} for label, n in items] for t, items in self.top.items()},
            "store": None if self.store is None else {
                "counts": dict(self.store), "generation": self.generation, "kept": self.store_kept,
                "entities": None if self.store_entities is None else dict(self.store_entities),
                "changes": self.store_change},
            "empty_inputs": list(self.empty_inputs), "outputs": list(self.outputs),
            "outputs_kept": list(self.outputs_kept), "outputs_removed": list(self.outputs_removed),
            "seconds": round(self.seconds, 3),
            "total_seconds": None if self.total_seconds is None else round(self.total_seconds, 3),
            "curation": None if self.curation is None else dict(self.curation),
        }

    def format(self) -> str:
        """Human-readable multi-line summary."""
        def count(n: int, noun: str) -> str:
            return f"{n} {noun}" + ("" if n == 1 else "s")

        merged = self.duplicates_merged()
        lines = [f"papers: {self.papers} in the graph ({count(self.read, 'record')} read, "
                 f"{len(self.skipped) - self.files_not_read} skipped, "
                 + (f"{self.files_not_read} file(s) not read, " if self.files_not_read else "")
                 + f"{count(len(self.warnings), 'warning')}"
                 + (f", {count(merged, 'duplicate')} merged" if merged > 0 else "") + ")"]
        if self.store is not None:
            read = sum(n for what, n in self.store.items() if what not in ("removed", "already removed"))
            removal_only = not self.read and ("removed" in self.store or "already removed" in self.store)
            nothing_read = not self.read and not any(self.store.values())  # a store build without input files
            shown = [(what, n) for what, n in self.store.items()
                     if not removal_only or what in ("removed", "already removed")]
            lines.append("store: " + ", ".join(f"{n} {what}" for what, n in shown)
                         + (" (a removal only: no record read)" if removal_only else
                            (" (the input holds no record: nothing to add)" if self.empty_inputs else
                             " (no input file: no record read)") if nothing_read else
                            f" (of the {count(read, 'paper')} read, duplicates merged)")
                         + ("" if self.generation is None else
                            f"; nothing changed, kept {self.generation}" if self.store_kept else
                            f"; committed {self.generation}" + (
                                "" if self.store.get("new") or self.store.get("updated")
                                or self.store.get("removed") else
                                " (no record changed, the graph did: another version of PaperKG, "
                                "or another curation file or none)")))
        if self.curation is not None:
            c = self.curation
            lines.append(f"curation: {c['file']}: {c['applied']} of {count(c['rows'], 'row')} applied to the "
                         f"entities, {c['not applied']} not applied (a warning each), "
                         f"{count(c['papers excluded'], 'paper')} read and excluded")
        changed = self.store_entities or {}
        parts = [f"{n} {what}" for n, what in (
            (changed.get("merged", 0), "merged into another (dcterms:isReplacedBy)"),
            (changed.get("relabelled", 0), "with another prefLabel")) if n]
        if parts:  # (no line when the build merged and relabelled nothing)
            lines.append("store entities: " + ", ".join(parts)
                         + (f" (since {changed['since']})" if changed.get("since") else ""))
        ents = ", ".join(f"{t} {n}" for t, n in self.entities.items())
        lines.append(f"entities: {sum(self.entities.values())} ({ents}); "
                     f"{self.entities_before} mentions before resolution")
        lines.append("links: " + ", ".join(f"{r} {n}" for r, n in self.links.items() if n) + " (a paper's)")
        if any(self.method_links.values()):
            lines.append("method links: " + ", ".join(f"{r} {n}" for r, n in self.method_links.items() if n)
                         + " (a method's own: each but partOf is also its paper's, counted above)")
        lines.append("external links: " + ", ".join(f"{k} {v}" for k, v in self.external.items()))
        for type_, items in self.top.items():
            if items:
                lines.append(f"top {type_.lower()}s: " + "; ".join(f"{_shorten(lab)} ({n})" for lab, n in items))
        if self.total_seconds is not None:
            lines.append(f"time: {self.total_seconds:.1f} s from the command's start "
                         f"(start-up {max(0.0, self.total_seconds - self.seconds):.1f} s, build {self.seconds:.1f} s)")
        else:
            lines.append(f"time: {self.seconds:.1f} s, the build alone (start-up not counted)")
        if self.outputs:
            lines.append("wrote: " + ", ".join(self.outputs))
        if self.outputs_kept:
            lines.append("up to date (left as they were): " + ", ".join(self.outputs_kept))
        if self.outputs_removed:
            lines.append("removed (an earlier build's, --no-html): " + ", ".join(self.outputs_removed))
        return "\n".join(lines)


#: Longest label the summary prints whole (a label of a hostile abstract can be one
#: 18,000-character word); longer ones end in "...".
SUMMARY_LABEL_CHARS = 80


def _shorten(label: str) -> str:
    """``label`` cut to :data:`SUMMARY_LABEL_CHARS` characters, with "..." when cut."""
    return label if len(label) <= SUMMARY_LABEL_CHARS else label[:SUMMARY_LABEL_CHARS - 3] + "..."


def progress_bar(total: int, desc: str):
    """The extraction's tqdm bar on stderr (abstracts, and their rate as ``abstract/s``; tqdm
    writes ``s/abstract`` below one a second), for the local and the Dask engine
    (:func:`kg.distributed.extract_dask`). The rate is the extraction's alone: reading the
    input comes before the bar, resolution and the exports after it (the summary's ``time:``
    line is the whole build's).

    A pseudo-terminal that reports no size (0 x 0: `script`, some CI runners) makes tqdm
    draw nothing (no columns, and a bar below the last of 0 rows is hidden); the bar then
    gets the conventional 80 x 24.

    The update that completes the bar draws nothing: ``close`` draws the full bar, with the
    overall rate (tqdm's own ``close`` redraws it, so a completed bar was drawn twice, two
    100% lines in a terminal's log; a build that stops early still shows where it stopped).

    Args:
        total: abstracts to extract.
        desc: the bar's label.
    Returns:
        A ``tqdm`` bar; the caller updates and closes it.
    """
    from tqdm import tqdm

    try:
        size = os.get_terminal_size(sys.stderr.fileno())
    except (OSError, ValueError):  # not a terminal (or no file descriptor)
        size = None
    unsized = size is not None and (size.columns == 0 or size.lines == 0)

    class Bar(tqdm):
        def update(self, n=1):
            if not self.disable and self.total is not None and n > 0 and self.n + n >= self.total:
                self.n += n  # complete: close() draws it, once
                return None
            return super().update(n)

    return Bar(total=total, unit="abstract", desc=desc, file=sys.stderr, smoothing=0.1,
               ncols=80 if unsized else None, nrows=24 if unsized else None)


def extract_all(papers: Sequence[Paper | str], n_process: int = 1, progress: bool = False,
                batch_size: int = 32, meanwhile: Optional[Callable[[], None]] = None,
                extractor=None,
                each_batch: Optional[Callable[[list[Extraction]], None]] = None) -> list[Extraction]:
    """Run the extraction stage over ``papers``.

    With ``n_process`` > 1 (and more than one batch) the papers are cut into batches of
    ``batch_size`` and extracted by a pool of ``n_process`` worker processes
    (:func:`kg.extract.pool.extract_chunks`): the pipeline is loaded once and inherited by
    the forked workers, each worker cleans, tokenises and extracts its batch and sends back
    only the :class:`~kg.records.Extraction` records, in input order, with at most
    ``2 * n_process`` batches in flight (memory follows the batch size, not the corpus).
    Otherwise everything runs in this process.

    Args:
        papers: the papers, in order: :class:`~kg.records.Paper` objects, or abstracts given
            as plain strings, each made a Paper whose id is its hash as the reader gives a
            record without an id (``"h-"`` + 16 hex digits, :func:`kg.read.paper_id`) and whose
            source is ``"<texts>:N"`` (N its 1-based position); no title, no metadata, and none
            of the reader's checks (:func:`kg.read.papers_from_dicts` makes papers from dicts).
        n_process: worker processes (<= 1: none).
        progress: show a tqdm bar on stderr (abstracts and abstract/s), advanced as
            batches come back.
        batch_size: papers per batch (per worker task).
        meanwhile: work for this process while the workers extract (such as loading data
            that a later stage caches): run in a background thread once the first batch
            is back (so the workers are never forked from a process with a running
            thread) and waited for before returning; its exceptions are dropped, as the
            later stage repeats the work and raises them there. Ignored without workers.
        extractor: the :class:`kg.extract.Extractor` to use (in this process, or inherited
            by the forked workers); default: one with the default pipeline, loaded here.
        each_batch: called in this process with each batch of records as it comes back,
            in input order (with workers: while they extract the next batches), for
            per-paper work of a later stage (:meth:`kg.resolve.NormalisedForms.add`).
    Returns:
        One Extraction per paper, in input order; the same records for every ``n_process``.
    Raises:
        kg.extract.pool.WorkerCrashed: a worker process ended abruptly.
        TypeError: an item is neither a Paper nor a str (a dict: see
            :func:`kg.read.papers_from_dicts`), or ``papers`` is one str rather than a list.
    """
    papers = _as_papers(papers)
    bar = progress_bar(len(papers), "extract") if progress else None
    out: list[Extraction] = []
    pooled = n_process > 1 and len(papers) > batch_size
    with contextlib.ExitStack() as stack:
        # closed on the way out (Ctrl-C, an error in each_batch): the worker pool stops here,
        # not whenever the suspended generator happens to be collected (at exit, the pool's
        # workers then waited for work that never came and the build never ended)
        batches = stack.enter_context(contextlib.closing(
            _extract_batches(papers, n_process, batch_size, extractor)))
        try:
            for batch in batches:
                if pooled and meanwhile is not None and not out:
                    stack.enter_context(_in_background(meanwhile))
                out.extend(batch)
                if bar is not None:
                    bar.update(len(batch))
                if each_batch is not None:
                    each_batch(batch)
        finally:
            if bar is not None:
                bar.close()
    return out


def _as_papers(items: Sequence[Paper | str]) -> Sequence[Paper]:
    """``items`` for :func:`extract_all`: as given when all are Papers, else a list in which
    each str is made a Paper (its hash as id, ``"<texts>:N"`` as source).

    Raises:
        TypeError: ``items`` is a str (one abstract: give a list of one), or an item is
            neither a Paper nor a str; the message names the item's position and type.
    """
    if isinstance(items, (str, bytes)):
        raise TypeError("extract_all takes a list of papers or abstract strings, not one "
                        f"{type(items).__name__}: give [text] for one abstract")
    if not hasattr(items, "__len__"):  # a generator: read once
        items = list(items)
    if all(isinstance(p, Paper) for p in items):
        return items
    from kg.read import paper_id

    out: list[Paper] = []
    for k, item in enumerate(items, 1):
        if isinstance(item, str):
            item = Paper(id=paper_id(None, None, None, item), abstract=item, source=f"<texts>:{k}")
        elif not isinstance(item, Paper):
            hint = " (kg.read.papers_from_dicts makes papers from dicts)" if isinstance(item, dict) else ""
            raise TypeError(f"extract_all: item {k} is {type(item).__name__}, not a kg.records.Paper "
                            f"or an abstract str{hint}")
        out.append(item)
    return out


def _extract_batches(papers: Sequence[Paper], n_process: int, batch_size: int,
                     extractor=None) -> Iterator[list[Extraction]]:
    """Yield extraction batches in input order, in this process or a worker pool."""
    if n_process > 1 and len(papers) > batch_size:
        from kg.extract.pool import extract_chunks

        yield from extract_chunks(papers, n_process, chunk_size=batch_size, extractor=extractor)
        return
    from kg.extract import Extractor
    from kg.extract.pool import chunked

    extractor = extractor or Extractor()
    for batch in chunked(papers, batch_size):
        yield list(extractor.extract_many(batch, n_process=1, batch_size=batch_size))


def link_entities(resolution: Resolution):
    """Link resolved entities to CSO and Papers with Code (offline data shipped in the package).

    Returns the external terms (IRI -> ExternalTerm) referenced by the matches.
    """
    from kg.link import link

    return link(resolution.entities.values())


def graph_from_extractions(extractions: Sequence[Extraction], base_iri: str = DEFAULT_BASE_IRI,
                           previous: Optional[dict[tuple[str, str], str]] = None) -> tuple[Graph, Resolution]:
    """resolve -> link -> graph for a set of extractions. Returns the graph and the resolution.
    ``previous``: entity keys of an earlier build to keep (see :func:`kg.resolve.resolve`)."""
    index, resolution = triples_from_extractions(extractions, base_iri, previous)
    return index.graph(), resolution


def triples_from_extractions(extractions: Sequence[Extraction], base_iri: str = DEFAULT_BASE_IRI,
                             previous: Optional[dict[tuple[str, str], str]] = None,
                             previous_papers: Optional[dict[str, set[str]]] = None,
                             jobs: int = 1, forms=None, provenance=None,
                             previous_ages: Optional[dict[str, str]] = None,
                             previous_retired: Collection[str] = (), curation=None,
                             gazetteer=None,
                             previous_labels: Optional[dict[str, str]] = None,
                             current_clean: bool = False) -> tuple[TripleIndex, Resolution]:
    """Like :func:`graph_from_extractions`, with the graph as a :class:`kg.graph.TripleIndex`
    (no rdflib store filled; its ``graph()`` gives the rdflib Graph). ``previous_papers``:
    the paper ids of each earlier key, ``previous_ages`` the generation that published each
    (which of them a merge keeps: :func:`kg.resolve.resolve`), ``previous_retired`` the keys
    earlier merges retired (taken back when the merge comes apart), ``previous_labels`` the
    prefLabel of each earlier key (kept while it is a spelling of the same name: :func:`kg.resolve.resolve`),
    ``forms`` normalised forms made ahead
    (:class:`kg.resolve.NormalisedForms`; see :func:`kg.resolve.resolve`), ``provenance``
    the builds behind the papers (:class:`kg.graph.Provenance`; None: one build that read no file),
    ``curation`` a :class:`kg.curation.Curation` whose entity rows are applied to the resolution
    (:func:`kg.curation.apply`; its ``warnings`` name the rows that did not apply), its
    ``reject-match`` rows to the linked entities (:func:`kg.curation.reject_matches`, after the
    gazetteer's matches), and recorded in the graph, ``gazetteer`` a :class:`kg.user_gazetteer.UserGazetteer` whose IRIs become
    the exact matches of the entities its rows name (:meth:`~kg.user_gazetteer.UserGazetteer.apply`,
    after linking) and whose file the last build of ``provenance`` is recorded to have used.
    ``current_clean``: each extraction's ``clean`` was made by this code's :func:`kg.clean.clean`
    from its paper's abstract (the build's own extractions): the index keeps them for the
    writers of graph.html and GraphML, which would otherwise clean those abstracts again
    (:attr:`kg.graph.TripleIndex.cleanings`; the files are the same).

    With ``jobs`` > 1 on Linux, the entities are linked (:func:`kg.link.link`) in a forked
    process while this one assembles the papers' triples, which do not depend on the
    external matches (:class:`kg.graph.TripleBuilder`); the matches come back and are set
    on the entities as :func:`kg.link.link` sets them. The result is the same.
    """
    from kg.graph import TripleBuilder

    resolution = resolve(extractions, previous, previous_papers, forms=forms, previous_ages=previous_ages,
                         previous_retired=previous_retired, previous_labels=previous_labels)
    if curation is not None:
        from kg.curation import apply
        from kg.graph import IriMinter

        apply(curation, resolution, IriMinter(base_iri).base)
    builder = TripleBuilder(resolution, base_iri, provenance, current_clean=current_clean)
    if jobs > 1 and sys.platform.startswith("linux"):
        _, (terms, matches) = _run_forked([lambda: builder.add_papers(extractions),
                                           lambda: _linked(resolution)])
        for key, (exact, close, broad, support) in matches.items():
            ent = resolution.entities[key]
            ent.exact_matches, ent.close_matches, ent.broad_matches = exact, close, broad
            ent.match_support = support
    else:
        builder.add_papers(extractions)
        terms = link_entities(resolution)
    gazetteer_triples = []
    if gazetteer is not None:
        gazetteer.apply(resolution)
        gazetteer_triples = gazetteer.triples(builder.iri.base, builder.provenance.builds[-1].key)
        builder.gazetteer_file = gazetteer.file_iri(builder.iri.base)  # the source of its matches
    if curation is not None:
        from kg.curation import reject_matches

        # reject-match rows act on the matches, so after linking (and the gazetteer's matches)
        terms = reject_matches(curation, resolution, builder.iri.base, terms)
        builder.extra = curation.triples(builder.iri.base, builder.provenance.builds[-1].version,
                                         builder.provenance.builds[-1].rules)
    builder.extra = [*builder.extra, *gazetteer_triples]
    index = builder.finish(terms)
    # the build summary reads these predicates only: the whole lookup table is then made by
    # the process that reads it (the forked export writer), not before the fork
    index.prepare(_summary_predicates())
    return index, resolution


def _summary_predicates() -> tuple[URIRef, ...]:
    """The predicates :func:`summarise` looks up: rdf:type, the :data:`SUMMARY_RELATIONS`
    and the three SKOS mapping relations."""
    return (RDF.type, *(KGO[r] for r in SUMMARY_RELATIONS), SKOS.exactMatch, SKOS.closeMatch, SKOS.broadMatch)


def _linked(resolution: Resolution) -> tuple[dict, dict[str, tuple[list[str], list[str], list[str], dict]]]:
    """:func:`link_entities` for a forked process: the external terms, and each entity's
    ``(exact_matches, close_matches, broad_matches, match_support)`` after linking, by entity key."""
    terms = link_entities(resolution)
    return terms, {key: (e.exact_matches, e.close_matches, e.broad_matches, e.match_support)
                   for key, e in resolution.entities.items()}


def summarise(g: GraphLike, summary: BuildSummary, resolution: Resolution, top_n: int = 5,
              base_iri: str = DEFAULT_BASE_IRI) -> None:
    """Fill the counts of ``summary`` from the built graph (an rdflib Graph or a TripleIndex).

    ``links`` counts each relation's triples whose subject is a paper, ``method_links`` the
    others (a method's own links: "addresses 94" was 51 papers' and 43 methods' copies).
    ``top`` ranks each type's entities by papers, ties by links (the graph's
    :data:`SUMMARY_RELATIONS` triples whose object the entity is: a paper's main task is
    ``addresses`` and ``mainTask`` of it, two), then label, keeping the first ``top_n``: the
    alphabet alone put "3D ..." first among the entities of one paper. ``base_iri`` is the
    base the graph's entity IRIs were minted under (:class:`kg.graph.IriMinter`)."""
    from kg.graph import IriMinter

    papers = set(g.subjects(RDF.type, KGO.Paper))
    summary.papers = len(papers)
    summary.links = {}
    summary.method_links = {}
    links_to: Counter = Counter()  # object IRI -> triples of the summary relations
    for r in SUMMARY_RELATIONS:
        pairs = [(s, o) for s, _, o in g.triples((None, KGO[r], None))]
        summary.links[r] = sum(1 for s, _ in pairs if s in papers)
        summary.method_links[r] = len(pairs) - summary.links[r]
        links_to.update(o for _, o in pairs)
    minter = IriMinter(base_iri)
    summary.entities = {}
    summary.top = {}
    for name in ("Method", "Task", "Dataset", "Metric"):
        ents = [e for e in resolution.entities.values() if e.type == name]
        summary.entities[name] = len(ents)
        ranked = sorted(ents, key=lambda e: (-len(e.papers), -links_to[minter.entity(e.key)], e.label.lower(),
                                             e.label, e.key))[:top_n]
        summary.top[name] = [(e.label, len(e.papers)) for e in ranked]
    summary.entities_before = resolution.mentions_before
    summary.external = {
        "exactMatch": sum(1 for _ in g.triples((None, SKOS.exactMatch, None))),
        "closeMatch": sum(1 for _ in g.triples((None, SKOS.closeMatch, None))),
        "broadMatch": sum(1 for _ in g.triples((None, SKOS.broadMatch, None))),
    }


def with_defaults(papers: list[Paper], venue: Optional[str] = None, year: Optional[int] = None) -> list[Paper]:
    """``papers`` with ``venue`` given to each that names no venue and ``year`` to each that
    gives no year (``kg build --venue NAME --year YYYY``); a paper's own venue and year win.

    Args:
        papers: the papers read (:func:`read_papers`).
        venue: a venue name (surrounding white space is dropped; empty or None: none given).
        year: a year (None: none given).
    ``venue`` is read as a record's venue field is (:func:`kg.read.canonical_venue`: "International
    Conference on Machine Learning" with year 2024 is "ICML 2024"), and a paper without a year
    (and no ``year``) takes the year the venue's name states, as a record's does.

    Returns:
        A new list in the same order; the papers that change are copies
        (:func:`dataclasses.replace`), the others the same objects.
    """
    from kg.read import _venue_name, canonical_venue, venue_year

    venue = (venue or "").strip() or None
    if venue is None and year is None:
        return papers
    out = []
    for p in papers:
        fill: dict = {}
        if year is not None and not p.year:
            fill["year"] = year
        if venue is not None and not p.venue:
            fill["venue"] = canonical_venue(_venue_name(venue), fill.get("year", p.year))
            if not fill.get("year", p.year) and (named := venue_year(fill["venue"])):
                fill["year"] = named  # no year: the one the venue's name states ("ICML'24")
        out.append(dataclasses.replace(p, **fill) if fill else p)
    return out


def read_papers(sources: Sequence[str | Path], fmt: Optional[str], report: ReadReport,
                empty_ok: bool = False) -> list[Paper]:
    """Read and de-duplicate the papers of every source.

    A source that cannot be read at all (missing, a directory, binary, ...) is reported in
    ``report.skipped`` and the others are still read, so nothing valid is lost; when no
    source yields a paper, the first such error is raised, naming the other failed sources
    and their reasons too.

    A source that is well-formed but holds no record (an empty file, white space only, a CSV
    header row alone, a BibTeX file of comments, a venue dump's header line alone:
    :func:`kg.read.empty_input`; or a file that read no record and skipped none, such as a JSON
    ``[]``, an Atom feed without entries or a page of API results with an empty list) is
    empty input, not an error: a warning names it (``FILE: no records``; in a store build
    ``... nothing to add to the store``), it goes into ``report.empty`` and the other sources
    are read. When no source yields a paper, the empty ones count as failed for the error
    raised, unless ``empty_ok`` (a build into a store that holds papers): then, when no record
    was skipped and no source failed otherwise, no paper is no error (``[]`` is returned).

    Raises:
        kg.read.InputError: every source failed or was empty (without ``empty_ok``), or yielded
            nothing and one failed.
    """
    from kg.read import InputError, Problem, empty_input

    said = ": nothing to add to the store" if empty_ok else ""

    def stream():
        for src in sources:
            before = (report.read, len(report.skipped), len(report.inputs))
            noted = len(report.notes)
            try:
                yield from read([src], fmt=fmt, report=report)
            except InputError as exc:
                errors.append(exc)
                if empty_input(exc):
                    report.empty.append(exc.source)
                    report.warn(exc.source, f"{exc.reason}{said}" if empty_ok else f"no records ({exc.reason})")
                    continue
                failed.append(exc)
                report.skipped.append(Problem(exc.source, f"{FILE_NOT_READ}: {exc.reason}"))
            else:
                # read (a file given twice is read once, with its own warning, and adds no input),
                # and neither a record read nor one skipped
                if before[2] < len(report.inputs) and before[:2] == (report.read, len(report.skipped)):
                    name = "<stdin>" if str(src) == "-" else str(src)
                    report.empty.append(name)
                    # a file whose reading already noted why it gave no paper (a BibTeX file of
                    # volume entries: "not read as papers") needs no second message
                    if len(report.notes) == noted:
                        report.warn(name, f"no record in this input{said}" if empty_ok else "no records")

    errors: list[InputError] = []  # the sources not read, and the empty ones that raised
    failed: list[InputError] = []  # the sources not read (not the empty ones)
    deferred, report.defer_bib_unresolved = report.defer_bib_unresolved, True
    try:
        papers = list(dedupe(stream(), report=report))
    finally:
        report.defer_bib_unresolved = deferred
    report.say_bib_unresolved()  # after every file: a crossref key in a file read later is named too
    if not papers and empty_ok and report.empty and not failed and not report.skipped:
        return papers  # nothing to add to the store (each empty input named in a warning)
    if errors and not papers:
        # every failed file and skipped record is named, not only the first file (its reason
        # first, as when alone; at most 5 more, then a count)
        others = [str(e) for e in errors[1:]] + [str(p) for p in report.skipped
                                                 if not p.message.startswith(FILE_NOT_READ)]
        if not others:
            raise errors[0]
        shown = "; ".join(others[:5]) + (f"; and {len(others) - 5} more" if len(others) > 5 else "")
        raise InputError(errors[0].source, f"{errors[0].reason}; also not read: {shown}")
    if not papers:
        where = ", ".join(str(s) for s in sources)
        # the first three reasons, and how many more (a reference manager's export of 200
        # entries without abstracts must not read as three bad entries)
        more = len(report.skipped) - 3
        reasons = "; ".join(str(p) for p in report.skipped[:3]) + (f"; and {more} more" if more > 0 else "")
        raise InputError(where, "no papers to build" + (f" ({reasons})" if reasons else ""))
    return papers


def default_jobs(n_papers: int) -> int:
    """Worker processes for ``n_papers``: 1 below 200 papers (starting workers costs more
    than it saves), else every core."""
    import os

    return 1 if n_papers < 200 else max(1, os.cpu_count() or 1)


#: What :func:`build`'s errors say about records and streams.
_BUILD_TAKES = ("records in Python (dicts) are made papers by kg.read.papers_from_dicts and built stage by "
                "stage (extract_all, resolve, link, build_graph: docs/API.md); a text stream's text is "
                "written to a file first (or piped to `kg build -`)")


def build(
    paths: Iterable[str | Path] | str | Path = (),
    out_dir: Optional[Path] = Path("exports"),
    base_iri: Optional[str] = None,
    fmt: Optional[str] = None,
    n_process: Optional[int] = None,
    progress: bool = False,
    html: bool = True,
    title: Optional[str] = None,
    store: Optional[Path] = None,
    engine: str = "local",
    scheduler: Optional[str] = None,
    remove: Sequence[str] = (),
    tagger: bool = False,
    sources: Sequence[str] = (),
    verbose: bool = False,
    sample: bool = False,
    csv_guard: bool = True,
    reextract: bool = False,
    curation: Optional[Path] = None,
    venue: Optional[str] = None,
    year: Optional[int] = None,
    gazetteer: Optional[Path] = None,
    named_graphs: bool = False,
) -> tuple[Graph, BuildSummary]:
    """Build the knowledge graph of the abstracts in ``paths`` and write the exports.

    Args:
        paths: input files (``-`` for standard input): any iterable of paths (a list, a
            ``Path.glob`` generator), or one path as a ``str`` or ``Path``. Empty only with
            ``sample`` or with ``store`` (rewrite the store's exports, or ``remove``); else a
            ValueError, so that a glob that matched nothing never builds something else.
        out_dir: folder for graph.ttl, graph.nt, graph.jsonld, graph.graphml, entities.csv,
            papers.csv, retired.csv and graph.html; None writes nothing.
        base_iri: base of the minted resource IRIs; None: the base the ``store`` was built
            with (also when removals emptied it), else :data:`kg.graph.DEFAULT_BASE_IRI`.
        fmt: force a reader (``venue``, ``jsonl``, ``json``, ``csv``, ``tsv``, ``bib``, ``atom``;
            :data:`kg.read.FORMATS`).
        n_process: spaCy worker processes for extraction (None: :func:`default_jobs`); with
            ``engine="dask"`` and no ``scheduler``, the local Dask cluster's workers (None: 2,
            :data:`kg.distributed.LOCAL_WORKERS`), and ignored for extraction with a
            ``scheduler`` (its cluster's workers extract).
        progress: show a progress bar on stderr.
        html: also write graph.html.
        title: page title of graph.html.
        store: persistent store folder; papers already in it are kept, new ones added, and
            resolution runs over old and new together (see :mod:`kg.store`).
        engine: ``"local"`` or ``"dask"`` (extraction partitioned over a Dask cluster).
        scheduler: Dask scheduler address (None: a LocalCluster on this machine).
        remove: ids of stored papers to remove from ``store`` (as the store or the exports
            write them, e.g. ``h-...`` for an id-less record; an arXiv id or DOI in any form
            :mod:`kg.read` accepts); their records go and the graph is rebuilt from the rest
            (:func:`_build_into_store`). With ``store`` and no ``paths`` nothing is read (the
            bundled sample is not added): the exports are written from the store's papers. An id that an earlier generation removed (and no
            later one added again) is no error: a note says which generation removed it,
            ``summary.store["already removed"]`` counts it, and nothing else changes.
        tagger: also add the tasks and methods used of the learned span tagger
            (:mod:`kg.extract.gold_tagger`; about three times the extraction CPU); local
            engine only (ValueError with ``engine="dask"``).
        sources: absolute IRIs naming what the input is (``kg build --source``: a proceedings
            page, an OpenReview venue, a DOI): the dataset's dcterms:source and the build's
            prov:used (:func:`kg.graph.dataset_description`); the caller checks them
            (``kg.cli.source_option``).
        verbose: a message for each record where a file holds many records of one kind of
            copy, replacement or loss (``kg build --verbose``: :attr:`kg.read.ReadReport.verbose`),
            instead of one per file and kind (:func:`kg.read.warn_copies`).
        sample: build the bundled ICML 2026 sample (:data:`kg.read.SAMPLE_PATHS`; ``kg build``
            without PATHs and ``--out``, or ``kg build --sample``); ``paths`` must be empty.
        csv_guard: guard the cells of entities.csv, papers.csv and retired.csv against formula
            injection (a leading ``'`` before ``= + - @``; the default); False (``kg build --csv-raw``)
            writes the values as they are, for a database load.
        reextract: with ``store``, extract again the stored papers whose build ran other rules
            (another extraction fingerprint, :mod:`kg.fingerprint`; or none recorded) from the
            record the store keeps (abstract, title and fields), as if their files were read
            again (``kg build --store DIR --reextract``): the build records their input files
            as its own, so its key is that of a build reading them; papers this build reads or
            removes are left to that.
        curation: a curation file (``kg build --curation``, docs/CURATION.md; :mod:`kg.curation`):
            its papers to exclude are dropped from the papers read (and removed from ``store``),
            its entity corrections applied after resolution and recorded in the graph; rows that
            do not apply are warnings naming file and line; its name and SHA-256 go into the
            store's ``store.json`` (``"curation"``). None: no correction.
        venue: the venue of the records that name none (``kg build --venue``: a monthly export
            without a venue column); a record's own venue wins. None: such a record's venue is
            named after its input file ("unknown venue (jan) 2024", :func:`kg.graph._source_venue`).
        year: the year of the records that give none (``kg build --year``); a record's own year
            (or date) wins. A venue that names no year gets the paper's year in its label
            (:attr:`kg.records.Paper.venue_label`).
        gazetteer: a user gazetteer (``kg build --gazetteer``, CSV ``name,type[,iri][,alias...]``,
            docs/EXTENDING.md; :mod:`kg.user_gazetteer`): its names are added to the gazetteer
            component of the extraction (also in the forked workers), its IRIs become the
            skos:exactMatch of the entities its rows name, its SHA-256 enters the build's
            extraction fingerprint (:func:`kg.user_gazetteer.rules`: a store counts papers
            extracted with another gazetteer, or none, as extracted by other rules) and the
            build's activity prov:used the file. Local engine only. None: the shipped names alone.
        named_graphs: also write graph.trig and graph.nq into ``out_dir``: the graph as an RDF
            dataset, one named graph per paper (``kg build --named-graphs``, :mod:`kg.named_graphs`).
            Without it, such files an earlier build left in ``out_dir`` are kept and named in a
            warning (they no longer hold this build's graph).

    Returns:
        (graph, summary).

    Raises:
        kg.read.InputError: a path cannot be read at all (missing, a directory, binary...).
        kg.store.StoreLockedError: another build holds the store.
        kg.locks.LockedError: another build holds the ``out_dir`` folder (``OUT/.kg-build.lock``:
            taken before any work when the folder exists, else when this build makes it to
            write the exports; removed again when the build ends).
        kg.store.StoreError: ``base_iri`` differs from the base the store was built with
            (re-basing a store would change every IRI it has published).
        kg.store.StoreError: an id of ``remove`` names no paper of the store and none it
            removed before (nothing is committed); or names a paper that ``paths`` hold too.
        ValueError: an invalid base IRI or engine; ``remove`` without ``store``; no ``paths``
            without ``sample`` or ``store``; ``paths`` with ``sample``; ``paths`` that are no
            paths (dicts, :class:`kg.records.Paper` objects, a stream: the message says what to
            use instead, :func:`kg.read.papers_from_dicts`).
        kg.curation.CurationError: the curation file cannot be read, or a row of it names an
            unknown action or lacks a cell (before any work).
        kg.user_gazetteer.GazetteerError: the gazetteer file cannot be read, or rows of it lack a
            name, name an unknown type or give a bad IRI (each named by file and line; before any
            work); a ValueError with ``engine="dask"``.
    """
    t0 = time.perf_counter()
    if remove and store is None:
        raise ValueError("--remove needs --store DIR (the store to remove the papers from)")
    if reextract and store is None:
        raise ValueError("--reextract needs --store DIR (the store whose papers to extract again)")
    cur = None
    if curation is not None:  # a bad file fails here, before any reading or extraction
        from kg.curation import read as read_curation

        cur = read_curation(Path(curation))
    ugaz = None
    if gazetteer is not None:  # a bad file fails here too (every bad row named), before any work
        from kg.user_gazetteer import read as read_gazetteer

        ugaz = read_gazetteer(Path(gazetteer))
        if engine != "local":
            raise ValueError("a user gazetteer (--gazetteer) runs with the local engine only")
    from kg.fingerprint import rules_fingerprint
    from kg.user_gazetteer import rules as gazetteer_rules

    # this build's extraction fingerprint: the rules', with the user gazetteer's digest if any
    rules = gazetteer_rules(rules_fingerprint(), ugaz)
    # one path given as a str or Path is one path (a str is no iterable of paths: its characters)
    if hasattr(paths, "read") or isinstance(paths, (bytes, dict)):  # (a stream's lines are no paths)
        raise ValueError(f"build() reads files: give paths (a str, a Path or an iterable of them), not a "
                         f"{type(paths).__name__}; {_BUILD_TAKES}")
    paths = [paths] if isinstance(paths, (str, os.PathLike)) else list(paths or ())
    odd = next((p for p in paths if not isinstance(p, (str, os.PathLike))), None)
    if odd is not None:
        raise ValueError(f"build() reads files: its paths are str or Path, not {type(odd).__name__} "
                         f"({str(odd)[:60]!r}); {_BUILD_TAKES}")
    if sample and paths:
        raise ValueError("sample=True builds the bundled sample: give no input paths with it")
    if not paths and not sample and store is None:
        raise ValueError("no input files given (an empty list of paths: a pattern that matched nothing?); "
                         "pass sample=True to build the bundled ICML 2026 sample")
    from kg.graph import IriMinter

    asked_base = base_iri
    # fail on a bad base IRI before any work; normalised
    base_iri = IriMinter(DEFAULT_BASE_IRI if base_iri is None else base_iri).base
    if out_dir is not None and store is not None:
        _check_apart(Path(out_dir), Path(store))
    if out_dir is not None:
        _check_inputs_kept(Path(out_dir), paths, html, named_graphs)
    # the folders a new --out creates (made only when the exports are written, by write_all, so
    # that a build stopped before, even by kill -9, leaves none behind; removed again when the
    # build fails or is stopped before its commit)
    new_out = None if out_dir is None else _first_missing(Path(out_dir))
    new_store = None if store is None else _first_missing(Path(store))  # the folders a new store creates
    if out_dir is not None:
        _check_writable(Path(out_dir))
    committed = False  # the exports and store of this build are in place
    pending: list = []  # finished exports under temporary names, until the commit
    try:
        with contextlib.ExitStack() as held:
            st = None
            stored: Optional[list[dict]] = None
            removing: list[str] = []
            already: dict[str, str] = {}  # ids of --remove that an earlier generation removed
            meta: dict = {}
            if store is not None:
                from kg.store import GraphStore

                # take the store's writer lock before any work: a concurrent build is refused
                # at once instead of after its extraction
                st = held.enter_context(GraphStore.open(Path(store), verify=True))
                if new_store is not None:
                    # a first build that fails (a missing input, no paper to build, Ctrl-C) leaves no
                    # folder holding only a lock file behind, which `kg query --store` would call
                    # "not a PaperKG store" (run before st closes: the lock is held throughout)
                    held.callback(lambda: committed or st.discard_new(new_store))
                meta = st.load_meta()
                base_iri = _store_base(st, asked_base, base_iri, meta)
                if not paths and not sample and not remove and st.generation is None and not reextract:
                    from kg.store import StoreError

                    raise StoreError(f"{store}: no input file given and the store holds no papers yet: give "
                                     f"the files to add (the bundled sample is read only when asked: --sample)")
                if remove:  # an unknown id fails here, before any reading or extraction
                    stored = st.load_records()
                    removing, already = _ids_to_remove(st, stored, remove, meta.get("removed", {}), base_iri)
            out_held = None  # the --out folder's lock (kg.locks.out_lock), held until the commit
            stale: list[Path] = []  # temporary files of an earlier, interrupted build, removed
            if out_dir is not None:
                from kg.locks import out_lock

                # before any reading: a concurrent build into the same folder is refused at once
                # (after the store's lock, so that two builds of one store are told of the store)
                out_held = out_lock(Path(out_dir))
                if out_held is not None:
                    held.callback(out_held.release)
                    stale = _remove_stale_exports(Path(out_dir))
            iri_sources = sources
            # the bundled sample only when asked: a store build without PATHs rewrites the
            # exports from the store's papers (and does its removals) and reads nothing
            sources = [str(p) for p in SAMPLE_PATHS] if sample else paths
            extractor = None
            # an input of no record (an empty file from a month without papers) adds nothing to a
            # store that holds papers: a warning, not an error (never committed: nothing to build)
            empty_ok = st is not None and st.generation is not None
            if not sources:  # a removal only, or a store's exports written again
                papers, report = [], ReadReport(verbose=verbose)
                if st is not None and not paths and not remove and not reextract:
                    report.note(str(st.path), "no input file: nothing read (the bundled sample is read only "
                                              "when asked: --sample); the exports hold the store's papers")
            elif engine == "local" and sys.platform.startswith("linux") and "-" not in map(str, sources):
                # (a forked child process gets no standard input: "-" is read here)
                papers, report, extractor = _read_while_loading(sources, fmt, verbose, empty_ok)
            else:
                report = ReadReport(verbose=verbose)
                papers = read_papers(sources, fmt, report, empty_ok)
            papers = with_defaults(papers, venue, year)
            for control in (cur, ugaz):  # a curation or gazetteer file read as cp1252, or holding no row
                for where, message in ([] if control is None else control.read_warnings):
                    report.warn(where, message)
            if stale:
                report.note(str(out_dir), _stale_note(stale))
            if cur is None and st is not None and isinstance(meta.get("curation"), dict):
                # the corrections hold only when the file is given at every build (docs/CURATION.md)
                was = meta["curation"]
                report.warn(str(st.path), f"the store's last build applied the curation file "
                                          f"{was.get('file')!r} (SHA-256 {str(was.get('sha256'))[:16]}...), this "
                                          f"one gives none: its corrections and exclusions are not applied "
                                          f"(give --curation FILE at every build)")
            excluded: dict[str, Any] = {} if cur is None else cur.excluded_ids(base_iri)
            n_excluded = 0
            if excluded:  # curation: never (re)added, even when an input holds the paper
                kept = []
                for p in papers:
                    if p.id in excluded:
                        n_excluded += 1
                        report.note(p.source, f"paper '{p.id}' not built: excluded by the curation file, "
                                              f"{cur.path}:{excluded[p.id].line}")
                    else:
                        kept.append(p)
                papers = kept
                if st is not None and st.generation is not None:
                    if stored is None:
                        stored = st.load_records()
                    stored_ids = {d["paper"]["id"] for d in stored}
                    for pid in sorted(set(excluded) & stored_ids - set(removing)):
                        removing.append(pid)
                        report.note(str(st.path), f"paper '{pid}' removed from the store: excluded by the "
                                                  f"curation file, {cur.path}:{excluded[pid].line}")
            if removing or already:  # removing a paper that this build reads again would re-add it
                clash = [pid for pid in [*removing, *already] if pid in {p.id for p in papers}]
                if clash:
                    from kg.records import short_id
                    from kg.store import StoreError

                    raise StoreError(f"--remove {', '.join(short_id(pid) for pid in clash)}: the input of "
                                     f"this build holds {'this paper' if len(clash) == 1 else 'these papers'} "
                                     f"too, so it would be removed and added again (nothing was changed): "
                                     f"drop it from the input, or drop --remove to update it")
            extra_inputs: list = []  # the input files of the papers --reextract extracts again
            again: dict[str, list[str]] = {}  # their ids -> their stored input keys
            if reextract and st is not None and st.generation is not None:
                papers, extra_inputs, again = _papers_to_reextract(st, papers, removing, meta, report, rules)
            jobs = n_process or default_jobs(len(papers))
            if tagger and papers:
                if engine != "local":
                    raise ValueError("the learned tagger (--tagger) runs with the local engine only")
                extractor = _with_tagger(extractor)
            if ugaz is not None and papers:
                from kg.extract import Extractor
                from kg.user_gazetteer import install

                extractor = install(extractor or Extractor(), ugaz)
            forms = None
            all_papers, reused = papers, {}
            if st is not None and st.generation is not None and papers and not reextract:
                # a paper the store holds as read, extracted by these rules: its stored extraction
                if stored is None:
                    stored = st.load_records()
                reused = _reusable_extractions(stored, papers, meta.get("builds") or {}, rules, bool(tagger))
                papers = [p for p in papers if p.id not in reused]
                if reused and report.verbose:
                    report.note(str(st.path), f"{len(reused)} paper{'s' if len(reused) != 1 else ''} read as the "
                                              f"store holds {'them' if len(reused) != 1 else 'it'}, extracted by "
                                              f"these rules: stored extraction{'s' if len(reused) != 1 else ''} "
                                              f"reused, {len(papers)} extracted")
            if not papers:
                extractions = []
            elif engine == "dask":
                from kg.distributed import extract_dask

                # --jobs N sizes the local cluster (a running one, --scheduler, has its own workers)
                extractions = extract_dask(papers, scheduler=scheduler, progress=progress,
                                           workers=n_process if scheduler is None else None,
                                           on_note=lambda line: report.note("--engine dask", line))
            elif engine == "local":
                # while the workers keep the cores busy, this process loads the linking
                # vocabularies and the export modules (which would otherwise be read on one
                # core afterwards) and makes the normalised forms resolution reads, paper by paper
                forms = NormalisedForms() if st is None and jobs > 1 else None
                extractions = extract_all(papers, n_process=jobs, progress=progress,
                                          meanwhile=_preload_linking, extractor=extractor,
                                          each_batch=forms.add if forms is not None else None)
                extractor = None  # the pipeline is not needed after extraction
            else:
                raise ValueError(f"unknown engine {engine!r} (expected 'local' or 'dask')")
            if reused:  # (in the order read)
                made = {ex.paper.id: ex for ex in extractions}
                extractions = [reused[p.id] if p.id in reused else made[p.id] for p in all_papers]
            papers = all_papers
            for ex in extractions:
                for w in ex.warnings:
                    report.warn(ex.paper.source, w)
            # this build's prov:Activity: its input files (name, checksum, records), sources, options
            info = build_info([*report.inputs, *extra_inputs], iri_sources, tagger, rules=rules)
            # the input files each paper was read from (its record's, and its dropped duplicates')
            paper_inputs = {p.id: again[p.id] if p.id in again else [input_key(f) for f in report.sources_of(p)]
                            for p in papers}

            if st is None:  # (a store build says so once it knows what its graph holds: stored and new papers)
                _note(progress, f"resolving, linking and assembling the graph of {len(extractions)} papers ...")
            with _gc_paused():
                records = None
                store_change: Optional[dict] = None  # the change record of a store build's commit
                changes: Optional[dict[str, int]] = None
                store_papers: Optional[dict] = None
                keep = False  # the store's committed generation stays: nothing changed
                if st is not None:
                    changes = {}
                    store_papers = {}
                    builds: dict[str, dict] = {}
                    entity_changes = {}
                    change: dict = {}
                    index, resolution, records = _build_into_store(st, extractions, base_iri, report, changes,
                                                                   remove=removing, stored=stored, build=info,
                                                                   meta=meta, builds=builds, paper_inputs=paper_inputs,
                                                                   export_words=_export_words(out_dir, html, title,
                                                                                              csv_guard, named_graphs),
                                                                   entity_changes=entity_changes,
                                                                   papers=store_papers, change=change, curation=cur,
                                                                   gazetteer=ugaz,
                                                                   on_records=lambda n: _note(
                                                                       progress, f"resolving, linking and assembling "
                                                                                 f"the graph of {n} papers (stored and "
                                                                                 f"new) ..."))
                    entity_changes["since"] = st.generation
                    if remove or removing:
                        changes.setdefault("removed", 0)
                    if already:
                        changes["already removed"] = len(already)
                        from kg.records import short_id

                        for pid, gen in already.items():
                            report.note(str(st.path), f"--remove {short_id(pid)}: already removed from the store "
                                                      f"by {gen}; nothing to remove")
                    from kg.records import short_id

                    gone = meta.get("removed") or {}
                    for pid in sorted({p.id for p in papers if p.id in gone}):
                        # a withdrawn paper read again (a cumulative export still holding it)
                        report.note(str(st.path), f"paper {short_id(pid)}: removed from the store by {gone[pid]}, "
                                                  f"added again by this build (drop it from the input, or "
                                                  f"`--remove` it again, to keep it out)")
                    keep = _nothing_changed(st, changes, index)
                    meta = _next_meta(meta, base_iri, removing, records, st.next_generation(), builds)
                    if not keep:  # the change record of the generation this build commits (kg.changes)
                        from kg.changes import change_record, kept_in_force, newly_kept

                        kept = kept_in_force(change["kept"])
                        store_change = change_record(change["before"], change["after"], change["replaced"],
                                                     store_papers, since=st.generation, rules=info.rules,
                                                     kept=newly_kept(kept, meta.get("labels_kept")),
                                                     rejected=change.get("rejected", ()))
                        meta["changes"] = dict(sorted({**(meta.get("changes") or {}),
                                                       st.next_generation(): store_change}.items()))
                        meta.pop("labels_kept", None)
                        if kept:  # the labels kept in force in this generation (docs/STORE.md)
                            meta["labels_kept"] = kept
                    meta.pop("curation", None)
                    if cur is not None:  # a changed curation file changes the graph, so it is committed
                        meta["curation"] = {"file": cur.name, "sha256": cur.sha256}
                    if info.sources and info.key not in builds:
                        # a stored paper keeps the build that extracted it, so a build whose papers are all
                        # unchanged holds none and its --source IRIs reach neither the graph nor store.json
                        report.note("--source", f"{', '.join(info.sources)}: not recorded, since no paper this "
                                                "build read is new or updated (a stored paper keeps the build "
                                                "that extracted it, and its sources)")
                else:
                    index, resolution = triples_from_extractions(extractions, base_iri=base_iri, jobs=jobs,
                                                                 forms=forms, current_clean=engine == "local",
                                                                 provenance=Provenance((info,), paper_inputs=paper_inputs),
                                                                 curation=cur, gazetteer=ugaz)
                if cur is not None:
                    for where, message in cur.warnings:
                        report.warn(where, message)
                summary = BuildSummary(read=report.read, skipped=[str(p) for p in in_file_order(report.skipped, report.order)],
                                       warnings=[str(p) for p in in_file_order(report.warnings, report.order)],
                                       notes=[str(p) for p in report.notes],
                                       messages=_messages_in_file_order(report),
                                       problems=_problems_in_file_order(report),
                                       files_not_read=sum(p.message.startswith(FILE_NOT_READ)
                                                          for p in report.skipped),
                                       store=changes, empty_inputs=list(report.empty),
                                       store_papers=store_papers if st is not None else None,
                                       store_entities=entity_changes if st is not None else None,
                                       store_change=store_change,
                                       curation=None if cur is None else {
                                           "file": str(cur.path), "rows": len(cur.rows),
                                           "applied": len({row.line for row, *_ in cur.applied}),
                                           "not applied": len({w for w, m in cur.warnings
                                                               if m.endswith("row not applied")}),
                                           "papers excluded": n_excluded})
                summarise(index, summary, resolution, base_iri=base_iri)
                pending = []
                if out_dir is not None:
                    if out_held is None:  # a first build into a new folder: locked once it is made
                        from kg.locks import out_lock

                        Path(out_dir).mkdir(parents=True, exist_ok=True)
                        out_held = out_lock(Path(out_dir))
                        held.callback(out_held.release)
                    _note(progress, f"writing the exports to {out_dir} ...")
                    pending = write_all(index, Path(out_dir), html=html, title=title, jobs=jobs, commit=False,
                                        csv_guard=csv_guard, named_graphs=named_graphs)
                    if st is not None:  # a store build rewrites only the exports that differ
                        pending, kept = _without_identical(pending)
                        summary.outputs_kept = [str(final) for final in kept]
                    if (lost := _wikidata_links_lost(pending)) is not None:
                        summary.warnings.append(lost)
                        summary.messages.append(("warning", lost))
                        summary.problems.append({"kind": "warning", "file": str(Path(out_dir) / "graph.ttl"),
                                                 "line": None, "element": None, "message": lost})
                    summary.outputs = [str(final) for _, final in pending]
                stale_html = None if out_dir is None or html else _stale_html(Path(out_dir), summary)
                if out_dir is not None and not named_graphs:
                    _warn_stale_named_graphs(Path(out_dir), summary)
                # the commit: exports renamed into place, then the store's new generation, with
                # SIGINT/SIGTERM deferred throughout: a stopped build leaves all old or all new
                from kg.processes import signals_deferred

                with signals_deferred():
                    try:
                        commit_files(pending)
                    finally:
                        pending = []
                    if stale_html is not None:  # --no-html: an earlier build's page would be served as this one's
                        stale_html.unlink(missing_ok=True)
                        summary.outputs_removed.append(str(stale_html))
                    if st is not None:
                        if keep:
                            summary.generation, summary.store_kept = st.generation, True
                        else:  # (kg.store.GraphStore.replace_graph: iterable of triples)
                            summary.generation = st.replace(index, records, meta)
                    committed = True
        summary.seconds = time.perf_counter() - t0
        return index.graph(), summary
    except BaseException as exc:
        if pending:
            from kg.export import discard_files

            discard_files(pending)
        exc.kg_committed = committed  # read by kg.cli to say what a stopped build left
        if new_out is not None and not committed:  # leave no empty folder behind when nothing was written
            _remove_empty_folders(Path(out_dir), new_out)
        raise


def _remove_stale_exports(out_dir: Path) -> list[Path]:
    """Remove the temporary export files (``.graph.nt.XXXX.tmp`` and the like: those of
    :data:`kg.export.ALL_EXPORTS` and graph.html, nothing else) that an earlier build stopped
    mid-write (``kill -9``, an out-of-memory kill) left in ``out_dir``; called by a build
    holding the folder's lock. Returns the files removed (:func:`kg.export.remove_stale_temporaries`)."""
    from kg.export import ALL_EXPORTS, remove_stale_temporaries

    return remove_stale_temporaries(out_dir, [*ALL_EXPORTS, "graph.html"])


def _stale_note(removed: Sequence[Path]) -> str:
    """The build's one note on the temporary files :func:`_remove_stale_exports` removed:
    ``"removed 2 temporary files an interrupted build left (.graph.nt.ab12.tmp, ...)"``
    (at most three names, then how many more)."""
    names = [p.name for p in removed]
    shown = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
    return (f"removed {len(names)} temporary file{'s' if len(names) != 1 else ''} an interrupted "
            f"build left ({shown})")


def _warn_stale_named_graphs(out_dir: Path, summary: BuildSummary) -> list[Path]:
    """For a build without ``--named-graphs``: warn in ``summary`` of each graph.trig and
    graph.nq (:data:`kg.export.NAMED_GRAPH_EXPORTS`) in ``out_dir``, which an earlier build
    left and which no longer holds this build's graph. They are not removed (unlike an earlier
    build's graph.html, whose origin its head shows, an N-Quads file says nothing of who wrote
    it). Returns the files warned of."""
    from kg.export import NAMED_GRAPH_EXPORTS

    found = [out_dir / name for name in NAMED_GRAPH_EXPORTS if (out_dir / name).is_file()]
    for path in found:
        _file_warning(summary, path, "left by an earlier build; it does not hold this build's graph (build "
                      "with --named-graphs to rewrite it, or remove it)")
    return found


def _file_warning(summary: BuildSummary, path: Path, message: str) -> None:
    """Record a warning about one output file in ``summary``: ``"PATH: message"`` in its warnings
    and messages, and a problem row ``{"kind": "warning", "file": PATH, "message": message}``."""
    text = f"{path}: {message}"
    summary.warnings.append(text)
    summary.messages.append(("warning", text))
    summary.problems.append({"kind": "warning", "file": str(path), "line": None, "element": None,
                             "message": message})


def _stale_html(out_dir: Path, summary: BuildSummary) -> Optional[Path]:
    """For a build without graph.html (``--no-html``): the ``graph.html`` an earlier build of
    PaperKG wrote into ``out_dir`` (:func:`kg.export.written_by_paperkg`), which would be left
    beside exports it no longer shows (and ``kg serve`` serves it at ``/``), to be removed with
    the commit; None when there is none. A graph.html PaperKG did not write is left as it is,
    with a warning in ``summary``."""
    from kg.export import written_by_paperkg

    page = out_dir / "graph.html"
    if written_by_paperkg(page):
        return page
    if page.exists() or page.is_symlink():
        _file_warning(summary, page, "--no-html: this graph.html was not written by PaperKG and is left as it "
                      "is; it does not show this build's graph (kg serve serves it at /)")
    return None


def _remove_empty_folders(path: Path, top: Path) -> None:
    """Remove the folder ``path`` and the folders above it up to ``top`` (included), from the
    innermost, as long as each is empty: the folders a build created for its ``--out``
    (``top``: :func:`_first_missing` before the build) and wrote nothing into."""
    path, top = Path(path).absolute(), Path(top).absolute()
    while True:
        try:
            path.rmdir()
        except OSError:  # not empty, or gone: what is left is not only this build's
            return
        if path == top or path.parent == path:
            return
        path = path.parent


def _first_missing(path: Path) -> Optional[Path]:
    """The topmost folder of ``path`` (absolute) that does not exist, which
    ``mkdir(parents=True)`` would create first: ``path`` itself when its parent exists; None
    when ``path`` exists."""
    path = Path(path).absolute()
    top = None
    while not path.exists() and path.parent != path:
        top, path = path, path.parent
    return top


def _note(progress: bool, message: str) -> None:
    """One status line on stderr for a stage after extraction (interactive builds only,
    where the progress bar ran; ``--quiet`` and non-terminal output print only the summary).

    Args:
        progress: whether the build shows progress (the CLI's terminal check).
        message: the stage, as ``kg: <message>``.
    """
    if progress:
        print(f"kg: {message}", file=sys.stderr, flush=True)


def _read_while_loading(sources: Sequence[str | Path], fmt: Optional[str], verbose: bool = False,
                        empty_ok: bool = False):
    """:func:`read_papers` in a forked process while this one loads the extraction
    pipeline (Linux): both take about a second on one core each at 5,000 abstracts
    (spaCy's import and model load here; JSON decoding and text normalisation there), and
    only the papers and the read report cross the pipe (``verbose``: the report's, as
    :func:`build` takes it; ``empty_ok``: as :func:`read_papers` takes it).

    Returns:
        ``(papers, report, extractor)``: what :func:`read_papers` returns and fills, and a
        :class:`kg.extract.Extractor` with its pipeline loaded.
    Raises:
        kg.read.InputError: as :func:`read_papers` (rebuilt here from the child's answer);
        whatever loading the pipeline raises.
    """
    loaded, (ok, *answer) = _run_forked([_load_extractor, lambda: _read_answer(sources, fmt, verbose, empty_ok)])
    if not ok:
        from kg.read import InputError

        source, reason = answer
        raise InputError(source, reason)
    papers, report = answer
    return papers, report, loaded


def _read_answer(sources: Sequence[str | Path], fmt: Optional[str], verbose: bool = False,
                 empty_ok: bool = False) -> tuple:
    """The reading child's task: ``(True, papers, report)``, or ``(False, source, reason)``
    for an :class:`~kg.read.InputError` (which does not survive pickling as it is); ``verbose``:
    the report's (:attr:`kg.read.ReadReport.verbose`); ``empty_ok``: :func:`read_papers`'."""
    from kg.read import InputError

    report = ReadReport(verbose=verbose)
    try:
        return True, read_papers(sources, fmt, report, empty_ok), report
    except InputError as exc:
        return False, exc.source, exc.reason


def _with_tagger(extractor):
    """``extractor`` (a new :class:`kg.extract.Extractor` when None) with the learned span
    tagger (:class:`kg.extract.gold_tagger.GoldTagger`) loaded, before workers are forked."""
    from kg.extract import Extractor
    from kg.extract.gold_tagger import GoldTagger

    extractor = extractor or Extractor()
    extractor.tagger = GoldTagger()
    extractor.tagger.nlp  # noqa: B018 - load it now, once, for every forked worker
    return extractor


def _load_extractor():
    """A :class:`kg.extract.Extractor` with the default pipeline loaded."""
    from kg.extract import Extractor

    extractor = Extractor()
    extractor.nlp  # noqa: B018 - load it now
    return extractor


def _preload_linking() -> None:
    """Load what the stages after extraction would otherwise load on the critical path:
    the vocabularies of :func:`kg.link.link` (see :func:`kg.link.preload`), the tables
    resolution makes of the shipped vocabularies (:func:`kg.resolve.preload`: about 0.3-0.4
    CPU-s), and the modules of graph.html and GraphML (:mod:`kg.view` imports pyvis, which
    imports IPython: about half a second, which a forked export process would pay again
    otherwise)."""
    import importlib

    from kg.link import preload
    from kg.resolve import preload as preload_resolution

    preload()
    preload_resolution()
    for module in ("kg.view", "networkx.readwrite.graphml"):
        importlib.import_module(module)


@contextlib.contextmanager
def _in_background(task: Callable[[], None]) -> Iterator[None]:
    """Run ``task`` in a daemon thread during the body and wait for it at the end.

    For work whose result is cached for later use (nothing is returned): an exception of
    ``task`` is dropped, since the later use repeats the work and raises it there.
    """
    import threading

    def run() -> None:
        try:
            task()
        except Exception:  # noqa: BLE001 - raised again, with context, where the result is used
            pass

    thread = threading.Thread(target=run, name="paperkg-preload", daemon=True)
    thread.start()
    try:
        yield
    finally:
        thread.join()


def _check_apart(out_dir: Path, store: Path) -> None:
    """Refuse an export folder that is the store folder or inside it (the store prunes its
    old generations, exports written there would be deleted, and files the store does not
    know would be mixed into it).

    Raises:
        ValueError: naming both folders.
    """
    out, st = out_dir.resolve(), store.resolve()
    if out == st or st in out.parents:
        raise ValueError(f"--out {out_dir}: the exports must go to a folder outside the store {store} "
                         f"(the store prunes its old generations)")


def _check_inputs_kept(out_dir: Path, paths: Sequence, html: bool, named_graphs: bool = False) -> None:
    """Refuse a build whose exports would replace one of its own input files: a paper table
    named ``entities.csv`` (or any file of an export's name) in the ``--out`` folder, given
    as an input, also by another path or a link. Renaming the new export into place would
    destroy the user's data without a word. Standard input (``-``) and missing paths are
    left to the reader.

    Raises:
        ValueError: naming the input and the export that would replace it.
    """
    from kg.export import EXPORTS, NAMED_GRAPH_EXPORTS

    names = [*EXPORTS, *(["graph.html"] if html else []), *(NAMED_GRAPH_EXPORTS if named_graphs else ())]
    targets = [out_dir / name for name in names]
    targets = [t for t in targets if t.is_file()]
    if not targets:
        return
    for path in paths:
        if str(path) == "-":
            continue
        p = Path(path)
        try:
            if not p.is_file():
                continue
            clash = next((t for t in targets if os.path.samefile(p, t)), None)
        except OSError:
            continue
        if clash is not None:
            raise ValueError(f"{path}: this input is the export {clash.name} of --out {out_dir}, which the build "
                             f"would overwrite; move the input or choose another --out folder")


def _check_writable(out_dir: Path) -> None:
    """Check, before any work is done, that ``out_dir`` can be written: a file can be made in
    it when it exists, else in the nearest folder above it that exists (where the build will
    create it). ``out_dir`` is not created here but when the exports are written
    (:func:`write_all`), so that a first build into a new folder that is stopped before (by
    SIGTERM, Ctrl-C or kill -9) or fails leaves no empty folder behind.

    Raises:
        NotADirectoryError: ``out_dir`` exists and is no folder.
        OSError: naming the folder, when it cannot be created or written (a file in its path,
            no permission, a read-only file system).
    """
    import errno
    import tempfile

    if out_dir.exists() and not out_dir.is_dir():
        raise NotADirectoryError(f"--out {out_dir}: exists and is not a folder")
    top = _first_missing(out_dir)
    where = out_dir if top is None else top.parent
    try:
        if top is not None and top.is_symlink():  # a dangling link: mkdir would fail
            raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(top))
        if not where.is_dir():  # a file in the path: "notes.txt/out"
            raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(out_dir))
        with tempfile.TemporaryFile(dir=where):
            pass
    except OSError as exc:
        raise OSError(f"--out {out_dir}: cannot write there ({exc.strerror or exc})") from exc


def write_all(g: GraphLike, out_dir: Path, html: bool = True, title: Optional[str] = None,
              jobs: int = 1, commit: bool = True, csv_guard: bool = True, named_graphs: bool = False) -> list:
    """Write every export of ``g`` into ``out_dir``, atomically as a set: each file is written
    to a temporary name, and only when all are complete are they renamed into place, with
    SIGINT and SIGTERM held back meanwhile (:func:`kg.export.commit_files`). A build stopped
    or failing before that leaves the previous exports as they were, and no temporary file.

    Args:
        g: the graph (an rdflib Graph, or the faster :class:`kg.graph.TripleIndex`).
        out_dir: the output folder (created if missing).
        html: also write graph.html.
        title: page title of graph.html.
        jobs: with ``jobs`` > 1 on Linux, the work is shared by two processes as
            :func:`kg.export.plan_writes` plans it: this one writes the RDF files (Turtle,
            N-Triples, JSON-LD; the triples converted and sorted for pyoxigraph once) and then
            the CSV files, a forked one GraphML and then graph.html; the files are the same as
            with ``jobs=1``. (A third process for JSON-LD was measured: no faster at 5,849
            abstracts, and 340 MB more peak PSS, 1 GB more RSS.)
        commit: rename the files into place; False leaves them complete under their
            temporary names and returns ``(temporary, final)`` pairs for the caller to pass
            to :func:`kg.export.commit_files` (the build commits them with the store).
        csv_guard: guard the CSV cells against formula injection (default);
            False writes them as they are (:func:`kg.export.write_exports`).
        named_graphs: also write graph.trig and graph.nq (:data:`kg.export.NAMED_GRAPH_EXPORTS`,
            in the build process, after the RDF files: :func:`kg.export.plan_writes`).
    Returns:
        The paths written, in :data:`kg.export.ALL_EXPORTS` order and graph.html last (without
        ``commit``: the pairs).
    Raises:
        OSError: a file cannot be written (from whichever process failed).
    """
    from kg.export import ALL_EXPORTS, PAGE, atomic_write, commit_files, discard_files, plan_writes, stale_temporaries

    forked = jobs > 1 and sys.platform.startswith("linux")

    # every file goes to a temporary name first; the set is renamed into place at the end
    def writer(names: list[str]) -> Callable[[], list[tuple[Path, Path]]]:
        def write() -> list[tuple[Path, Path]]:
            written = write_exports(g, out_dir, [n for n in names if n != PAGE], defer=True, csv_guard=csv_guard)
            if PAGE in names:
                from kg.view import render_html

                try:
                    text, _ = render_html(g, title=title or "PaperKG")
                    written.append((atomic_write(out_dir / PAGE, text, defer=True), out_dir / PAGE))
                except BaseException:
                    discard_files(written)
                    raise
            return written
        return write

    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    tasks = [writer(names) for names in plan_writes(html, 2 if forked else 1, named_graphs)]
    pending: list[tuple[Path, Path]] = []
    try:
        with _gc_paused():
            if forked:
                results = _run_forked(tasks)
            else:
                results = []
                for task in tasks:
                    results.append(task())
                    pending += results[-1]
        order = {name: i for i, name in enumerate([*ALL_EXPORTS, PAGE])}
        pending = sorted((pair for pairs in results for pair in pairs), key=lambda pair: order[pair[1].name])
        if not commit:
            return pending
        commit_files(pending)
    except BaseException:
        discard_files(pending)
        for leftover in stale_temporaries(out_dir, [*ALL_EXPORTS, PAGE]):  # a forked writer stopped mid-file
            leftover.unlink(missing_ok=True)
        raise
    return [final for _, final in pending]


@contextlib.contextmanager
def _gc_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector for the body (restored after, even on error).

    Resolution, graph assembly and the exports allocate millions of small objects (terms,
    tuples, lists) that form no reference cycles; each allocation burst triggers
    collections that walk every live object, the extraction records too, which took about
    half of the CPU time from resolve to the last export. Reference counting still frees
    everything that is not in a cycle. In a forked export process, pausing also keeps the
    collector from writing to (and so copying) the pages it shares with its parent.

    The objects made meanwhile are then moved to the oldest generation as they are
    (:func:`gc.freeze` and :func:`gc.unfreeze`, when nothing else is frozen): the first
    young-generation collection after the pause would otherwise walk every object the body
    made (the tail's millions of tuples and terms: about 0.09 CPU-s per 1,000 abstracts, at
    the end of the build, when no other process runs). They stay collectable: the next
    full collection scans them as it scans every old object.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            if gc.get_freeze_count() == 0:
                gc.freeze()  # every tracked object to the permanent generation ...
                gc.unfreeze()  # ... and back into the oldest one, none of them scanned
            gc.enable()


def _run_forked(tasks: Sequence[Callable[[], T]]) -> list[T]:
    """Run ``tasks[1:]`` each in a forked child process and ``tasks[0]`` here, in parallel.

    The children inherit this process's memory (nothing is pickled but their results, which
    must be picklable). Returns the results in task order. Raises the first task's
    exception (a child's is re-raised here); children still running are terminated when
    this process fails or is interrupted.
    """
    import multiprocessing
    import pickle

    ctx = multiprocessing.get_context("fork")
    children = []
    try:
        for task in tasks[1:]:
            receive, send = ctx.Pipe(duplex=False)
            proc = ctx.Process(target=_forked_task, args=(task, send, os.getpid()), daemon=True)
            proc.start()
            send.close()
            children.append((proc, receive))
        results = [tasks[0]()]
        for proc, receive in children:
            try:
                ok, value = pickle.loads(receive.recv_bytes())
            except EOFError:
                proc.join()
                raise RuntimeError(f"a forked process of the build (reading the input, linking or "
                                   f"writing the exports) died with exit code {proc.exitcode} (killed, or out of "
                                   f"memory)") from None
            proc.join()
            if not ok:
                raise value
            results.append(value)
        return results
    finally:
        for proc, _ in children:
            if proc.is_alive():
                proc.terminate()
                proc.join()


def _forked_task(task: Callable[[], T], send, parent: int) -> None:
    """Child side of :func:`_run_forked`: run ``task``, send ``(ok, result or exception)``;
    the process ends with its parent (``parent``: its id; :func:`kg.processes.die_with_parent`)."""
    import pickle
    import signal

    from kg.processes import die_with_parent

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent handles Ctrl-C
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # (the parent's handler is inherited)
    die_with_parent(parent)
    try:
        payload = (True, task())
    except BaseException as exc:  # noqa: BLE001 - everything goes back to the parent
        payload = (False, exc)
    try:
        data = pickle.dumps(payload)
        if not payload[0]:
            # an exception whose __init__ takes other arguments than its args (such as
            # kg.read.InputError) pickles but fails to unpickle: check here, in the child
            pickle.loads(data)
    except Exception:  # an unpicklable result or exception: keep its message
        value = payload[1]
        data = pickle.dumps((False, RuntimeError(f"{type(value).__name__}: {value}")))
    send.send_bytes(data)
    send.close()


def _nothing_changed(st, changes: dict[str, int], index: TripleIndex) -> bool:
    """Whether a build into the store ``st`` would commit what ``st`` already holds, so that it
    keeps the committed generation (a build run again on the same inputs, from cron, writes
    nothing): no paper read was new or updated, which compares the extraction records, not the
    input (:func:`_same_record`: a new version of the extraction rules updates an unchanged
    input record), and the graph built (``index``) is the committed graph, triple for triple
    (:meth:`kg.store.GraphStore.holds_graph`), which catches a new version of the stages after
    extraction (resolution, linking, the graph's vocabulary).

    Args:
        st: the store, open for writing; changes: the counts of :func:`_build_into_store`;
        index: the graph built.
    Returns:
        True when nothing changed (never for a store without a committed generation).
    """
    if st.generation is None or changes.get("new") or changes.get("updated") or changes.get("removed"):
        return False
    return st.holds_graph(index)


#: A Wikidata item in Turtle, as ``kg link --wikidata`` writes its links: ``wd:Q42`` (not
#: after a word character or a colon), or the full IRI. Two patterns, each opening with its
#: literal text (the check before the word character comes after ``wd:``), so that ``re``
#: looks for that text first instead of trying the alternation at every byte: 0.76 -> 0.04
#: CPU-s per scan of the 38 MB graph.ttl of 3,060 corpus abstracts (session 47); the items
#: found are those of the single alternation (tests/test_speed47.py).
_WIKIDATA_ITEMS = (re.compile(rb"wd:(?<![\w:]wd:)(Q\d+)"),
                   re.compile(rb"<http://www\.wikidata\.org/entity/(Q\d+)"))


def _wikidata_items(data: bytes) -> set[bytes]:
    """The distinct Wikidata item ids (``b"Q42"``) that the Turtle bytes ``data`` name
    (:data:`_WIKIDATA_ITEMS`)."""
    return {item for pattern in _WIKIDATA_ITEMS for item in pattern.findall(data)}


def _wikidata_links_lost(pending: list) -> Optional[str]:
    """The warning for a build that writes ``graph.ttl`` over a file into which ``kg link
    --wikidata`` wrote links: the build's graph holds none (they live in that file only: the
    other exports and a store never had them), so they would go without a word.

    Args:
        pending: ``(temporary, final)`` pairs of the exports about to be renamed into place.
    Returns:
        The warning (naming the file, the number of distinct Wikidata items it named and the command
        that links the new file again), or None when no Turtle export loses such links.
        Never raises (an unreadable old file gives None).
    """
    for tmp, final in pending:
        if Path(final).suffix != ".ttl":
            continue
        try:
            old = len(_wikidata_items(Path(final).read_bytes()))
            new = len(_wikidata_items(Path(tmp).read_bytes())) if old else 0
        except OSError:
            continue
        if old > new:
            import shlex

            return (f"{final}: held links to {old} Wikidata item{'s' if old != 1 else ''} that `kg link` added; "
                    f"this build writes the file anew without them (kg link writes into that file only); link it "
                    f"again with `kg link {shlex.quote(str(final))} --wikidata` (its cache makes that quick)")
    return None


def _without_identical(pending: list) -> tuple[list, list[Path]]:
    """Split finished exports (``(temporary, final)`` pairs of :func:`write_all` without
    ``commit``) into those to rename into place and those whose final file already holds the
    same bytes: the temporary file of such an export is deleted and the file is left as it
    was (its modification time too), so a store build that changed nothing touches no file.

    Returns:
        ``(pairs still to commit, final paths left as they were)``.
    Raises:
        OSError: a file cannot be read for the comparison.
    """
    import filecmp

    from kg.export import discard_files

    todo, kept = [], []
    for tmp, final in pending:
        if final.is_file() and not final.is_symlink() and filecmp.cmp(tmp, final, shallow=False):
            discard_files([(tmp, final)])
            kept.append(final)
        else:
            todo.append((tmp, final))
    return todo, kept


def _same_record(new: dict, stored: dict) -> bool:
    """Whether the record of a new extraction (:func:`kg.records.extraction_to_dict`) says
    what a stored record (read back from JSON) says, apart from the file it was read from
    (``paper.source``): the same paper extracted the same way. A record that names no venue
    takes its venue from its file's name (:func:`kg.graph._source_venue`): read again from a
    file of another name its venue changes ("unknown venue (jan) 2024" -> "unknown venue (feb)
    2024"), so the file's name counts then, and the paper is updated, not unchanged."""
    from kg.graph import _source_venue

    # tuples as lists, as stored; the build that extracted it and the files it was read from are
    # no content
    a = {k: v for k, v in json.loads(json.dumps(new)).items() if k not in ("build", "inputs", "merged")}
    b = {k: v for k, v in stored.items() if k not in ("build", "inputs", "merged")}
    a["paper"] = {k: v for k, v in a["paper"].items() if k != "source"}
    b["paper"] = {k: v for k, v in b.get("paper", {}).items() if k != "source"}
    if a != b:
        return False
    if a["paper"].get("venue"):
        return True
    year = a["paper"].get("year")
    return _source_venue(new["paper"].get("source") or "", year) == \
        _source_venue(stored.get("paper", {}).get("source") or "", year)


def _store_base(st, asked: Optional[str], normalised: str, meta: Optional[dict] = None) -> str:
    """The base IRI a build into the store ``st`` mints under: the base of the store's papers
    (``<base>paper/<id>``) when it holds any, else the base its facts record (``meta``,
    :meth:`kg.store.GraphStore.load_meta`: a store that removals emptied keeps its base),
    else ``normalised`` (the build's own base).

    Args:
        st: an open :class:`kg.store.GraphStore`.
        asked: the base IRI the caller gave (None: none given).
        normalised: ``asked`` (or the default base) as :class:`kg.graph.IriMinter` normalised it.
        meta: the store's facts (None: read from ``st``).
    Raises:
        kg.store.StoreError: ``asked`` is given and differs from the store's base.
    """
    from kg.store import StoreError

    rows = list(st.query(f"SELECT ?p WHERE {{ ?p a <{KGO.Paper}> }} LIMIT 1")) if len(st) else []
    if rows:
        # a paper's id is percent-encoded in its IRI (no "/"), so the last "paper/" ends the base
        base = rows[0][0].value.rsplit("paper/", 1)[0]
    else:
        base = (st.load_meta() if meta is None else meta).get("base_iri")
        if not isinstance(base, str) or not base:
            return normalised
    if asked is not None and normalised != base:
        raise StoreError(f"store {st.path} was built with base IRI {base}; this build asks for {normalised} "
                         f"(--base-iri), which would change every IRI the store has published: build into "
                         f"a new store for the new base, or leave --base-iri out to keep {base}")
    return base


def _entity_keys(st, base_iri: str) -> dict[tuple[str, str], str]:
    """Entity keys in the store's current graph: ``(type, normalised label or alt label)
    -> key`` for every entity IRI under ``base_iri`` (the store's own base: see
    :func:`_store_base`; empty for a new store); a name two entities share gives the smaller
    key (:func:`_entity_names` lists both)."""
    out: dict[tuple[str, str], str] = {}
    for type_, name, key in _entity_names(st, base_iri):  # sorted: a shared name keeps the smaller key
        out.setdefault((type_, name), key)
    return out


def _entity_names(st, base_iri: str) -> list[tuple[str, str, str]]:
    """Every name of every entity in the store's current graph: sorted ``(type, normalised
    prefLabel or altLabel, key)``, a name shared by two entities listed for each (which
    :func:`_entity_keys` gives to the smaller key only). Empty for a new store."""
    from kg.ontology import TYPE_CLASS
    from kg.resolve import normalise

    if len(st) == 0:
        return []
    types = {str(cls): name for name, cls in TYPE_CLASS.items()}
    rows = list(st.query(f"PREFIX skos: <{SKOS}> SELECT ?e ?t ?l WHERE {{ ?e a ?t ; skos:prefLabel|skos:altLabel ?l }}"))
    return sorted({(types[row[1].value], normalise(row[2].value), row[0].value[len(base_iri):])
                   for row in rows if row[1].value in types and row[0].value.startswith(base_iri)})


def _entity_papers(st, base_iri: str) -> dict[str, set[str]]:
    """The papers of each entity in the store's current graph: entity key (IRI after
    ``base_iri``) -> ids (dcterms:identifier) of the papers that link to it or whose
    evidence (``prov:wasDerivedFrom``) states a link of it. Three plain patterns, joined
    here (one SPARQL query with the union took half a minute on 600 papers)."""
    if len(st) == 0:
        return {}
    from kg.ontology import TYPE_CLASS

    prefixes = (f"PREFIX kgo: <{KGO}> PREFIX prov: <http://www.w3.org/ns/prov#> "
                f"PREFIX dct: <http://purl.org/dc/terms/> PREFIX rdf: <{RDF}> ")
    ids = {row[0].value: row[1].value
           for row in st.query(prefixes + "SELECT ?paper ?id WHERE { ?paper a kgo:Paper ; dct:identifier ?id }")}
    classes = {str(cls) for cls in TYPE_CLASS.values()}
    entities = {row[0].value for row in st.query(prefixes + "SELECT ?e ?t WHERE { ?e a ?t }")
                if row[1].value in classes and row[0].value.startswith(base_iri)}
    out: dict[str, set[str]] = {}
    queries = ("SELECT ?paper ?e WHERE { ?paper a kgo:Paper ; ?p ?e }",
               "SELECT ?paper ?e WHERE { ?ev prov:wasDerivedFrom ?paper ; rdf:object ?e }",
               "SELECT ?paper ?e WHERE { ?ev prov:wasDerivedFrom ?paper ; rdf:subject ?e }")
    for q in queries:
        for row in st.query(prefixes + q):
            paper, entity = row[0].value, row[1].value
            if entity in entities and paper in ids:
                out.setdefault(entity[len(base_iri):], set()).add(ids[paper])
    return out


def _previous_labels(st, base_iri: str) -> dict[str, str]:
    """The prefLabel of each entity of the store's current graph: entity key (IRI after
    ``base_iri``) -> label text (the smallest, should an entity have two), which the entity
    keeps while it is a spelling of the same name (:func:`kg.resolve._keep_previous_labels`).
    Labels a curation row set (the ``rdf:subject`` of a ``kgo:Correction`` of
    ``skos:prefLabel``) are left out: the curation file sets them again at every build, and
    without the row the entity takes the label its papers give. Empty for a new store."""
    from kg.ontology import TYPE_CLASS

    if len(st) == 0:
        return {}
    classes = {str(cls) for cls in TYPE_CLASS.values()}
    curated = {row[0].value for row in st.query(
        f"PREFIX kgo: <{KGO}> PREFIX rdf: <{RDF}> PREFIX skos: <{SKOS}> "
        "SELECT ?e WHERE { ?c a kgo:Correction ; rdf:subject ?e ; rdf:predicate skos:prefLabel }")}
    out: dict[str, str] = {}
    for row in st.query(f"PREFIX skos: <{SKOS}> SELECT ?e ?t ?l WHERE {{ ?e a ?t ; skos:prefLabel ?l }}"):
        iri, label = row[0].value, row[2].value
        if row[1].value in classes and iri.startswith(base_iri) and iri not in curated:
            key = iri[len(base_iri):]
            if key not in out or label < out[key]:
                out[key] = label
    return out


def _retired_keys(st, base_iri: str) -> set[str]:
    """The entity keys (IRI after ``base_iri``) that the store's current graph gives a
    ``dcterms:isReplacedBy`` (entities an earlier build merged into another; paper IRIs
    left out): a part of a merge that comes apart takes its own back
    (:func:`kg.resolve.resolve`)."""
    from rdflib.namespace import DCTERMS

    from kg.ontology import TYPE_SEGMENT

    if len(st) == 0:
        return set()
    prefixes = tuple(base_iri + seg + "/" for seg in TYPE_SEGMENT.values())
    return {row[0].value[len(base_iri):] for row in st.query(
        f"PREFIX dct: <{DCTERMS}> SELECT ?old WHERE {{ ?old dct:isReplacedBy ?new }}")
        if row[0].value.startswith(prefixes)}


def _record_generation(record: dict, known_builds: dict) -> str:
    """The generation that committed the extraction a stored ``record`` holds (its build's
    ``"generation"`` in ``store.json``: ``gen-00000001``, which sorts by age); ``""`` for a
    record that names no build the store knows (written before builds were recorded, so older
    than any that does)."""
    b = known_builds.get(record.get("build") or "")
    return b.get("generation") or "" if isinstance(b, dict) else ""


def _entity_ages(previous_papers: dict[str, set[str]], generation: dict[str, str]) -> dict[str, str]:
    """When each entity IRI of the store was published, as far as the records tell: entity key
    -> the oldest generation (:func:`_record_generation`) among its papers in the store
    (``previous_papers``, :func:`_entity_papers`; ``generation``: paper id -> generation). A
    paper updated later counts with the generation of its update, so an entity's age is at
    most that of its first publication; entities without a stored paper are left out.
    :func:`kg.resolve.resolve` keeps the oldest IRI when new papers merge entities whose IRIs
    none of the merged entity's label names."""
    out = {}
    for key, papers in previous_papers.items():
        gens = [generation[p] for p in papers if p in generation]
        if gens:
            out[key] = min(gens)
    return out


def _next_meta(meta: dict, base_iri: str, removing: Sequence[str], records: Sequence[dict],
               generation: str, builds: Optional[dict[str, dict]] = None) -> dict:
    """The store's facts (:meth:`kg.store.GraphStore.load_meta`) for the generation a build
    commits: its base IRI, the removed papers with the generation that removed each
    (``removing`` by ``generation``; a paper whose record is back in ``records`` is no longer
    removed), and the builds whose extraction some record holds (``builds``, key ->
    :func:`kg.records.build_to_dict`, from :func:`_build_into_store`).

    Args:
        meta: the facts of the committed generation; base_iri: the base the build minted under;
        removing: the ids this build removes; records: the records it commits;
        generation: the name the commit will take (:meth:`kg.store.GraphStore.next_generation`);
        builds: the builds to record (None: those of ``meta``).
    Returns:
        A new dict (``meta`` is not changed), keys sorted when written.
    """
    present = {d["paper"]["id"] for d in records}
    removed = {pid: gen for pid, gen in (meta.get("removed") or {}).items()
               if isinstance(pid, str) and pid not in present}
    removed.update((pid, generation) for pid in removing)
    out = {k: v for k, v in meta.items() if k not in ("base_iri", "removed", "builds")}
    out["base_iri"] = base_iri
    builds = meta.get("builds") if builds is None else builds
    if builds:
        out["builds"] = dict(sorted(builds.items()))
    if removed:
        out["removed"] = dict(sorted(removed.items()))
    return out


def paper_id_of_iri(value: str, base_iri: str) -> Optional[str]:
    """The paper id that a paper IRI names, as the exports and ``kg query`` write it: the full
    IRI (``https://w3id.org/paperkg/resource/paper/h-2a53158ec3e23a58``, also in ``<...>``, as
    N-Triples and ``kg query`` tables write one outside the default base), or the compact forms
    of the exports and of ``kg query`` (``paper:ID``, ``res:paper/ID``); the id is
    percent-decoded, as :meth:`kg.graph.IriMinter.paper` encoded it (``paper/10.1%2Fx`` ->
    ``10.1/x``).

    Args:
        value: what the user gave (``--remove``); base_iri: the store's base IRI (the part
            before ``paper/``).
    Returns:
        The id, or None when ``value`` is no paper IRI under ``base_iri`` (a bare id, an IRI
        of another base or of another kind of resource). Never raises.
    """
    from urllib.parse import unquote

    text = value.strip()
    if text.startswith("<") and text.endswith(">"):
        text = text[1:-1].strip()
    for prefix in (f"{base_iri}paper/", "paper:", "res:paper/"):
        if text.startswith(prefix) and len(text) > len(prefix):
            rest = text[len(prefix):]
            if "/" in rest or "#" in rest or "?" in rest:
                return None  # an id is percent-encoded whole in its IRI: no path below it
            return unquote(rest)
    return None


def _scheme_hint(given: str, base_iri: str, ids: set) -> str:
    """The hint for a ``--remove`` IRI that is a paper IRI of the store but for its scheme
    (``http://`` given, the store's IRIs ``https://``, or the other way round): ``" (this IRI
    starts with http://, the store's with https://: --remove https://...)"``, naming whether the
    paper is in the store; "" for any other IRI.

    Args:
        given: the IRI as given; base_iri: the store's base IRI; ids: the stored paper ids.
    Returns:
        the hint (str, with its leading space), or "". Never raises.
    """
    text = given.strip().removeprefix("<").removesuffix(">").strip()
    for wrong, right in (("http://", "https://"), ("https://", "http://")):
        if text.startswith(wrong) and base_iri.startswith(right):
            fixed = right + text[len(wrong):]
            named = paper_id_of_iri(fixed, base_iri)
            if named is None:
                return ""
            there = "" if named in ids else f" (no paper of the store has the id {named}, though)"
            return (f" (this IRI starts with {wrong}, the store's IRIs with {right}: "
                    f"--remove {fixed}{there})")
    return ""


def _ids_to_remove(st, stored: Sequence[dict], asked: Sequence[str],
                   removed: Optional[dict] = None,
                   base_iri: Optional[str] = None) -> tuple[list[str], dict[str, str]]:
    """The stored paper ids that the ids of ``kg build --remove`` name.

    An id is looked up as given, then as :mod:`kg.read` would have written it in a record
    (:func:`kg.read.normalise_id`: Unicode NFC without invisible characters; an arXiv id
    without prefix and version, a DOI in small letters without its address), so the form
    the user copies from the source file finds the paper too; then as the DOI or arXiv id that
    one stored paper gives besides an id of its own (its ``schema:sameAs``); then as the citation
    key of one stored paper (:func:`_paper_of_key`: papers.csv's ``key``, schema:identifier); then, when it is
    a paper IRI of the store (:func:`paper_id_of_iri`: the full IRI the exports write, or
    ``paper:ID`` / ``res:paper/ID``), as the id that IRI names.

    Args:
        st: the open store (for its path in messages); stored: its records
            (:meth:`kg.store.GraphStore.load_records`); asked: the ids or paper IRIs given;
        removed: ids an earlier generation removed -> that generation (the store's facts,
            :meth:`kg.store.GraphStore.load_meta`);
        base_iri: the store's base IRI (:func:`_store_base`; None: IRIs are not looked up).
    Returns:
        ``(the stored ids, in the order given, each once; the ids of ``removed`` asked for ->
        the generation that removed them)``: removing a paper twice is no error.
    Raises:
        kg.store.StoreError: naming every id or IRI that matches no stored paper and no removed
            one (for an IRI, the id it names; for an IRI of another base, the store's base), or a
            DOI / arXiv id or citation key that several stored papers give (naming them).
    """
    from kg.read import _record_id_form, normalise_id
    from kg.records import short_id
    from kg.store import StoreError

    ids = {d["paper"]["id"] for d in stored}
    removed = removed or {}
    found: list[str] = []
    gone: dict[str, str] = {}
    unknown: list[str] = []
    unknown_iris: list[tuple[str, str]] = []  # (the IRI given, the id it names)
    foreign: list[str] = []  # paper IRIs under another base than the store's
    giving: dict[str, list[str]] = {}  # a DOI (small letters) or arXiv id -> the stored papers giving it
    for d in stored:
        for value in (d["paper"].get("doi"), d["paper"].get("arxiv")):
            if value:
                giving.setdefault(normalise_id(value).lower(), []).append(d["paper"]["id"])
    for pid in asked:
        forms = (pid, normalise_id(pid), _record_id_form(normalise_id(pid)))
        match = next((f for f in forms if f in ids), None)
        earlier = next((f for f in forms if f in removed), None)
        named = paper_id_of_iri(pid, base_iri) if base_iri and match is None and earlier is None else None
        if named is not None:
            # a paper IRI of the store (the exports' and kg query's form): the id it names
            forms = (named, normalise_id(named))
            match = next((f for f in forms if f in ids), None)
            earlier = next((f for f in forms if f in removed), None)
            if match is None and earlier is None:
                unknown_iris.append((pid, named))
                continue
        if match is None and earlier is None:
            papers = sorted({p for f in forms for p in giving.get(f.lower(), ())})
            if len(papers) > 1:
                raise StoreError(f"--remove {short_id(pid)}: papers {', '.join(short_id(p) for p in papers)} of "
                                 f"store {st.path} all give it (nothing was removed): name the one to remove by "
                                 f"its id")
            match = papers[0] if papers else None
        if match is None and earlier is None and named is None:
            match = _paper_of_key(st, stored, pid)
        if match is None and earlier is None and named is None:
            match = _paper_of_label(st, ids, pid)
        if match is not None:
            if match not in found:
                found.append(match)
        elif earlier is not None:
            gone.setdefault(earlier, str(removed[earlier]))
        elif base_iri and re.match(r"<?\s*[A-Za-z][A-Za-z0-9+.-]*://\S*/paper/[^/#?]+\s*>?\Z", pid):
            foreign.append(pid)  # a paper IRI, but not under the store's base
        else:
            unknown.append(pid)
    problems = []
    if unknown:
        names = ", ".join(short_id(pid) for pid in unknown)
        problems.append(f"--remove {names}: no paper of store {st.path} has "
                        f"{'this id' if len(unknown) == 1 else 'these ids'}"
                        + (f", and {'it is' if len(unknown) == 1 else 'they are'} no paper IRI of the store"
                           if base_iri else ""))
    for given, named in unknown_iris:
        problems.append(f"--remove {short_id(given)}: this paper IRI names the id {short_id(named)}, which no "
                        f"paper of store {st.path} has")
    for given in foreign:
        problems.append(f"--remove {short_id(given)}: no paper of store {st.path} has this id, and as a paper "
                        f"IRI it is not the store's: its papers' IRIs are {base_iri}paper/ID"
                        + _scheme_hint(given, base_iri, ids))
    if problems:
        iri = f" or its IRI, {base_iri}paper/ID," if base_iri else ""
        raise StoreError("; ".join(problems) + f". Nothing was removed: give a paper's id (its "
                         f"dcterms:identifier){iri} as the exports and `kg query` on the store show them, "
                         f"its citation key (papers.csv's key) or its label (papers.csv's label)")
    return found, gone


def _paper_of_label(st, ids: set[str], given: str) -> Optional[str]:
    """The id of the one stored paper whose rdfs:label, as the exports show it (papers.csv's
    ``label``: its title, else a made-up name such as "CELL (ICML 2026)"), is ``given``
    (surrounding spaces ignored, compared as written), read from the store's committed graph
    (SPARQL on Oxigraph, the label bound as a literal: no text pasted into the query). None
    when no stored paper has it. Since session 50.

    Args:
        st: the open store; ids: its stored paper ids; given: what ``kg build --remove`` was given.
    Raises:
        kg.store.StoreError: several stored papers have that label, naming each by id (nothing
            is removed).
    """
    import pyoxigraph as ox

    from kg.records import short_id
    from kg.store import StoreError

    wanted = given.strip()
    if not wanted:
        return None
    sparql = ("PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> "
              "PREFIX dcterms: <http://purl.org/dc/terms/> "
              "PREFIX kgo: <https://w3id.org/paperkg/ontology#> "
              "SELECT DISTINCT ?id ?wanted WHERE { ?p a kgo:Paper ; rdfs:label ?l ; dcterms:identifier ?id . "
              "FILTER(str(?l) = ?wanted) }")
    rows = st.query(sparql, substitutions={ox.Variable("wanted"): ox.Literal(wanted)})
    papers = sorted({row["id"].value for row in rows} & ids)
    if len(papers) > 1:
        raise StoreError(f"--remove {short_id(given)}: {len(papers)} papers of store {st.path} have this label: "
                         f"{', '.join(short_id(p) for p in papers)} (nothing was removed): name the one to "
                         f"remove by its id")
    return papers[0] if papers else None


def _paper_of_key(st, stored: Sequence[dict], given: str) -> Optional[str]:
    """The id of the one stored paper whose citation key (:attr:`kg.records.Paper.key`: a BibTeX
    entry's key, papers.csv's ``key`` column, schema:identifier; a paper merged from several
    records has each of theirs, :func:`kg.records.paper_keys`) is ``given`` (surrounding spaces
    ignored): as written, else in small letters (``Beta2024`` for ``beta2024``) when that names
    one paper. None when no stored paper has it.

    Args:
        st: the open store (for its path in messages); stored: its records; given: what
            ``kg build --remove`` was given.
    Raises:
        kg.store.StoreError: several stored papers give that key, naming each by id and title
            (nothing is removed).
    """
    from kg.records import paper_keys, short_id
    from kg.store import StoreError

    wanted = given.strip()
    if not wanted:
        return None
    for same in (lambda k: k == wanted, lambda k: k.casefold() == wanted.casefold()):
        papers = sorted({d["paper"]["id"] for d in stored if any(same(k) for k in paper_keys(d["paper"].get("key")))})
        if len(papers) == 1:
            return papers[0]
        if papers:
            titles = {d["paper"]["id"]: d["paper"].get("title") for d in stored}
            named = "; ".join(short_id(p) + (f" ({titles[p]!r})" if titles.get(p) else " (no title)") for p in papers)
            raise StoreError(f"--remove {short_id(given)}: {len(papers)} papers of store {st.path} have this "
                             f"citation key: {named} (nothing was removed): name the one to remove by its id")
    return None


#: A JSON number as text (RFC 8259, section 6), also with a leading "+" as a CSV cell may write it.
_NUMBER_ID = re.compile(r"[+-]?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")


def _same_number(a: str, b: str) -> bool:
    """Whether two paper ids are one number written two ways (``"12345.5"`` and ``"12345.50"``,
    ``"1000"`` and ``"1e3"``, ``"0"`` and ``"-0"``), compared exactly as decimals (no float
    rounding); ids that are not both numerals never are. Before session 30 the reader gave a
    JSON number id as Python's float text, so a store built then holds such ids in the other
    form (:func:`kg.read.number_id`)."""
    from decimal import Decimal, InvalidOperation

    if a == b or not (_NUMBER_ID.fullmatch(a) and _NUMBER_ID.fullmatch(b)):
        return False
    if max(len(a), len(b)) > 64:  # an exponent this long is no id an older reader gave
        return False
    try:
        return Decimal(a) == Decimal(b)
    except InvalidOperation:  # pragma: no cover - the pattern admits only decimals
        return False


def _title_key(title: Optional[str]) -> str:
    """:func:`kg.read.title_key` (a title or venue as compared for the warning on edited
    id-less records)."""
    from kg.read import title_key

    return title_key(title)


#: The fields of a stored paper whose loss an update reports (:func:`_fields_lost`), in the
#: order the warning names them.
def _store_titles(mine: Optional[str], stored: Optional[str], kept: str) -> str:
    """The clause a warning on a record of the build met by a stored paper of its abstract adds
    to name both titles, as :func:`kg.read.dedupe`'s merge notes do (session 46): ``kept`` is
    ``"stored"`` when the stored record is kept and this one (title ``mine``) dropped: ``; its
    title 'B' is not that record's 'A', which the paper keeps``; ``"mine"`` when this record
    replaces the stored one: ``; that record's title 'A' is not this one's 'B', which the paper
    keeps``; ``"both"`` when both are kept as papers: ``; its title 'B' is not that paper's 'A'``.
    When the dropped record's title is the only one: ``... is dropped with it (that record has
    none)`` (``this one`` for the stored record). "" when the titles are one (:func:`_title_key`)
    or the dropped record has none."""
    if kept == "both":
        if mine and stored and _title_key(mine) != _title_key(stored):
            return f"; its title {mine!r} is not that paper's {stored!r}"
        return ""
    dropped, other = (mine, stored) if kept == "stored" else (stored, mine)
    if not dropped or _title_key(dropped) == _title_key(other):
        return ""
    if kept == "stored":
        if not other:
            return f"; its title {dropped!r} is dropped with it (that record has none)"
        return f"; its title {dropped!r} is not that record's {other!r}, which the paper keeps"
    if not other:
        return f"; that record's title {dropped!r} is dropped with it (this one has none)"
    return f"; that record's title {dropped!r} is not this one's {other!r}, which the paper keeps"


_REPORTED_FIELDS = ("title", "authors", "venue", "year", "doi", "arxiv", "url", "keywords", "key", "openalex",
                    "semanticscholar")


def _fields_lost(stored: dict[str, Any], new: dict[str, Any]) -> list[str]:
    """The fields (:data:`_REPORTED_FIELDS`) that a stored paper's record gives and the record
    replacing it (the same id) does not: an update from a source with fewer columns (a CSV of
    ids, titles and abstracts over a store built from BibTeX) drops them, which a build into a
    store says. ``stored`` and ``new`` are ``paper`` dicts of :func:`kg.records.extraction_to_dict`."""
    return [name for name in _REPORTED_FIELDS if stored.get(name) not in (None, "", [], ())
            and new.get(name) in (None, "", [], ())]


#: The fields a stored paper keeps when a record of its id from another input file updates it
#: without them (:func:`_kept_from_other_inputs`): the identifiers and metadata
#: :func:`kg.read.dedupe` fills into a paper from a record merged into it (its ``_CARRIED_IDS``
#: and ``_FILLED_FIELDS``) and the record's key. Not the title, which extraction reads (the record
#: read is extracted with its own).
_KEPT_FIELDS = ("arxiv", "doi", "url", "openalex", "semanticscholar", "authors", "venue", "year", "keywords", "key")

#: The identifiers a record merged into another takes to it when that one lacks them (as
#: :func:`kg.read.dedupe` carries them from a dropped copy, its ``_CARRIED_IDS``), besides its key.
_CARRIED_FIELDS = ("arxiv", "doi", "url", "openalex", "semanticscholar")


def _given(value: object) -> bool:
    """Whether a field of a record's ``paper`` dict gives a value (not None, "" or empty)."""
    return value not in (None, "", [], ())


def _absorb(record: dict, other: dict, fields: Sequence[str], names: dict[str, str]) -> dict:
    """``record`` (a store record, :func:`kg.records.extraction_to_dict` plus ``"build"``,
    ``"inputs"`` and ``"merged"``) with what ``other``, a record of the same paper merged into it,
    gives: each field of ``fields`` that ``record``'s paper lacks and ``other``'s gives, the keys
    of both (:func:`kg.records.joined_keys`, as :func:`kg.read.dedupe` joins the keys of merged
    records) and ``other``'s input files (:func:`_add_inputs`: its build's reading and its own
    merged inputs) but those named (``names``, :func:`_input_names`) as a file ``record`` already
    derives from is (the file read again, perhaps edited elsewhere, is no new source: a build
    run again merges nothing new). ``record`` is not changed.

    Returns:
        A new record dict.
    """
    from kg.records import joined_keys

    mine, theirs = record["paper"], other.get("paper", {})
    paper = dict(mine)
    for name in fields:
        if not _given(paper.get(name)) and _given(theirs.get(name)):
            paper[name] = theirs[name]
    key = joined_keys([mine.get("key"), theirs.get("key")])
    if key is not None:
        paper["key"] = key
    out = {**record, "paper": paper}
    known = {names.get(k, k) for _, keys in _contributions(record) for k in keys}
    for build_key, keys in _contributions(other):
        out = _add_inputs(out, build_key, [k for k in keys if names.get(k, k) not in known])
    return out


def _contributions(record: dict) -> list[tuple[str, list[str]]]:
    """The input files a store record was read from, by build: ``(its build, its "inputs")``
    and the builds and keys of its ``"merged"`` (:func:`_merged_inputs`); values that are not
    what PaperKG writes (an older store, an edit) are left out."""
    out = []
    if isinstance(record.get("build"), str) and isinstance(record.get("inputs"), list):
        out.append((record["build"], [k for k in record["inputs"] if isinstance(k, str)]))
    out.extend(_merged_inputs(record).items())
    return out


def _absorb_copy(stored: dict, paper: Paper, build: BuildInfo, paper_inputs: Optional[dict[str, list[str]]],
                 fields: Sequence[str], names: dict[str, str]) -> tuple[dict, bool]:
    """A stored paper's record (``stored``) with a record of this build (``paper``) that is a copy
    of it merged in (:func:`_absorb`: the ``fields`` it lacks, the key, and the copy's input
    file), when the copy gives the paper something it lacked; else ``stored`` as it was: a copy
    that adds nothing is the paper read again, which keeps the build and files that gave it, as
    a record of its id read again unchanged from another file does.

    Returns:
        ``(the record, whether it changed)``.
    """
    after = _absorb(stored, _copy_record(paper, build, paper_inputs), fields, names)
    if after["paper"] == stored["paper"]:
        return stored, False
    return after, True


def _copy_record(paper: Paper, build: BuildInfo, paper_inputs: Optional[dict[str, list[str]]]) -> dict:
    """The part of a store record that a record of this build (``paper``) merged into a stored
    paper gives it (:func:`_absorb`): its metadata (tuples as lists, as records are stored), this
    build's key and the input files it read the record from (``paper_inputs``)."""
    fields = {name: list(v) if isinstance(v, tuple) else v for name in (*_KEPT_FIELDS, "title")
              if (v := getattr(paper, name, None)) is not None}
    return {"paper": fields, "build": build.key, "inputs": list((paper_inputs or {}).get(paper.id, ()))}


def _merged_inputs(record: dict) -> dict[str, list[str]]:
    """A store record's ``"merged"``: build key -> keys (:func:`kg.records.input_key`) of the
    input files of that build from which records of the paper were merged into it (a BibTeX
    entry of an OpenReview paper read by a later build); ``{}`` when it has none (every record
    before session 47) or the value is not such a mapping (edited by hand)."""
    merged = record.get("merged")
    if not isinstance(merged, dict):
        return {}
    return {k: [x for x in v if isinstance(x, str)] for k, v in merged.items()
            if isinstance(k, str) and isinstance(v, list)}


def _add_inputs(record: dict, build_key: str, keys: object) -> dict:
    """``record`` with the input files ``keys`` of the build ``build_key`` added: into its
    ``"inputs"`` when that is the build whose extraction it holds, else under ``"merged"``
    (:func:`_merged_inputs`), each key once, sorted. ``record`` is not changed; keys that are not
    strings (an edited store) are left out."""
    keys = [k for k in keys if isinstance(k, str)] if isinstance(keys, list) else []
    if not keys:
        return record
    if record.get("build") == build_key and isinstance(record.get("inputs"), list):
        return {**record, "inputs": sorted({*record["inputs"], *keys})}
    merged = _merged_inputs(record)
    merged[build_key] = sorted({*merged.get(build_key, ()), *keys})
    return {**record, "merged": dict(sorted(merged.items()))}


def _input_names(known_builds: dict, build: BuildInfo) -> dict[str, str]:
    """Input key (:func:`kg.records.input_key`) -> the file's name (:attr:`kg.records.InputFile.name`)
    for every input of the store's builds (``known_builds``, :meth:`kg.store.GraphStore.load_meta`'s
    ``builds``; a build that does not parse is left out) and of ``build``."""
    names: dict[str, str] = {}
    for key, d in sorted(known_builds.items()):
        try:
            b = build_from_dict(key, d)
        except (KeyError, TypeError, ValueError):
            continue
        names.update((input_key(f), f.name) for f in b.inputs)
    names.update((input_key(f), f.name) for f in build.inputs)
    return names


def _kept_from_other_inputs(record: dict, stored: dict, names: dict[str, str]) -> Optional[dict]:
    """An update of a stored paper (``record``, the same id and one abstract,
    :func:`kg.read.same_abstract`) that lacks fields another input file gave it keeps them, as
    one build of all the files merging the records would: when ``stored`` was read (or merged)
    from an input file whose name (``names``, :func:`_input_names`) is none of the names of
    ``record``'s own input files, the new record takes each field of :data:`_KEPT_FIELDS` it
    lacks from ``stored``, keeps ``stored``'s key when its own keys are among them (a BibTeX
    entry read again beside the OpenReview record of the paper), and keeps the other files as
    its merged inputs (:func:`_merged_inputs`). Fields the record gives replace the stored ones.
    None when no other file gave the paper anything (a store of one source: the record
    replaces the stored one, as before), or a file's name is not known (a store written before
    session 29: its records name no input).

    The input files are told apart by name (``refs.bib``), not by content: a file read again
    after an edit is the same source. So a field that the record's own file dropped while
    another file of the paper gave none is kept all the same (the store does not know which
    file gave which field).
    """
    from kg.records import paper_keys

    mine = {names.get(k) for k in record.get("inputs") or ()}
    if not mine or None in mine:
        return None
    others: dict[str, list[str]] = {}
    for build_key, keys in _contributions(stored):
        for k in keys:
            if k not in names:
                return None
            if names[k] not in mine:
                others.setdefault(build_key, []).append(k)
    if not others:
        return None
    theirs = stored["paper"]
    paper = dict(record["paper"])
    for name in _KEPT_FIELDS:
        if not _given(paper.get(name)) and _given(theirs.get(name)):
            paper[name] = theirs[name]
    if _given(record["paper"].get("key")) and _given(theirs.get("key")) \
            and set(paper_keys(record["paper"]["key"])) <= set(paper_keys(theirs["key"])):
        paper["key"] = theirs["key"]
    out = {**record, "paper": paper}
    for build_key, keys in sorted(others.items()):
        out = _add_inputs(out, build_key, keys)
    return out


def _build_into_store(st, new: Sequence[Extraction], base_iri: str,
                      report: Optional[ReadReport] = None,
                      changes: Optional[dict[str, int]] = None,
                      remove: Sequence[str] = (),
                      stored: Optional[list[dict]] = None,
                      build: Optional[BuildInfo] = None,
                      meta: Optional[dict] = None,
                      builds: Optional[dict[str, dict]] = None,
                      paper_inputs: Optional[dict[str, list[str]]] = None,
                      export_words: Sequence[str] = (),
                      entity_changes: Optional[dict[str, int]] = None,
                      change: Optional[dict] = None,
                      papers: Optional[dict[str, list[tuple[str, Optional[str]]]]] = None,
                      curation=None, gazetteer=None,
                      on_records: Optional[Callable[[int], None]] = None,
                      ) -> tuple[TripleIndex, Resolution, list[dict]]:
    """Merge ``new`` with the extractions already in the store ``st`` (a
    :class:`kg.store.GraphStore` open for writing) and re-resolve everything. Returns the
    graph, the resolution and the merged records, which :func:`build` writes into the store
    once the exports are in place. ``changes`` (when given) gets the counts of the new records
    that are ``new`` papers, ``updated`` stored ones and ``unchanged`` (equal to the stored
    record, or an id-less copy of a stored paper).

    The rules of :func:`kg.read.dedupe` hold across the store too, each with a warning in
    ``report`` naming the new record's source:

    * same id as a stored paper: the new record replaces it (an update), and a changed
      abstract is reported (not one that differs only in markup: :func:`kg.read.same_abstract`);
      with one abstract, the fields it lacks that another input file gave the paper stay
      (:func:`_kept_from_other_inputs`, since session 47), so a source read again unchanged
      leaves the paper unchanged;
    * a record dropped as a copy of a stored paper (rules below) gives that paper the
      identifiers it lacks, its citation key and its input file (:func:`_absorb_copy`: nothing
      when it gives nothing new), and a record that replaces a stored copy takes that copy's
      (:func:`_absorb`), as :func:`kg.read.dedupe` merges records in one build;
    * no id of its own, and the abstract of a stored paper that has one (also in other
      markup, :func:`kg.read.plain_key`): the new record is that paper and is dropped, as in
      a single build;
    * no id of its own, and the abstract of a stored paper without one either in other markup
      or typography (:func:`kg.read.plain_key`, :func:`kg.read.same_abstract`): the new record
      is that paper and is dropped (counted unchanged), as in a single build;
    * an id of its own, and the abstract of a stored paper that had none: the new record
      replaces that one.
    * known by its DOI only (its id is its DOI) with the DOI and abstract of a stored paper that
      has an id of its own, or its abstract when that paper gives no DOI (:func:`kg.read.doi_copy_of`):
      the new record is that paper and is dropped, as in a single build (the stored paper takes
      the DOI it lacked); the other way round (an id of its own, and the abstract of a stored
      paper known by its DOI only, with that DOI or none), the new record replaces that one
      (taking the DOI when it gives none);
    * no id of its own, another abstract than every stored paper's, and the title of a
      stored paper (words compared in small letters; the venue too when both records have
      one): the rule above still makes it a new paper, but a warning names both papers
      (an edited abstract of an id-less record is the usual cause) and says how to keep one
      (:func:`_warn_same_title`; ``export_words``, the build's export options (:func:`_export_words`),
      go into its command).

    The warnings on the records dropped as copies of a stored paper (the rules above that drop
    a record) are given per input file by :func:`kg.read.warn_copies`, as the reader's on its
    id-less copies: one note for a file with more than :data:`kg.read.MAX_DUPLICATE_NOTES` of them
    whose titles agree (a BibTeX export of the stored papers read again), else a warning each.
    So are, each kind as one warning per file (session 48), the stored records this build
    replaced (by id, by an abstract, or under the same id with another abstract; a record
    whose stored title is lost keeps its own warning), the papers kept beside a stored paper of
    their abstract under another id ("both kept") and the updates that lose fields the stored
    record gave; with ``report.verbose`` (``kg build --verbose``) every record gets its own.

    ``remove``: stored ids (:func:`_ids_to_remove`) whose records are dropped before the
    new records are merged; the graph is then resolved over the remaining records as for
    any store build (entities only they named disappear; the rest keep their IRIs), and
    ``changes["removed"]`` counts them. ``stored``: the store's records when the caller has
    already loaded them.

    Provenance: each record keeps, under ``"build"``, the key of the build whose extraction it
    holds: ``build`` (this build; None: one that read no file) for a new or updated paper and
    for a stored record that names no build the store knows (one written by an older version),
    the stored record's build for an unchanged one (the same extraction, so a build run again
    changes nothing). The builds the store knows are ``meta["builds"]`` (key ->
    :func:`kg.records.build_to_dict`); those some record names, with this build first committed
    by :meth:`kg.store.GraphStore.next_generation`, go into the graph
    (:class:`kg.graph.Provenance`, oldest generation first) and into ``builds`` (when given),
    which the caller commits with the store's facts (:func:`_next_meta`). Each record also keeps,
    under ``"inputs"``, the keys (:func:`kg.records.input_key`) of the input files its build
    read it from: ``paper_inputs`` (paper id -> keys, this build's reading) for a paper of this
    build, the stored record's for an unchanged one (see :func:`_store_provenance`).

    ``entity_changes`` (when given) gets what the build did to the store's entities
    (:func:`_entity_changes`): ``merged``, the entities merged into another by this build (a new
    ``dcterms:isReplacedBy``), and ``relabelled``, the entity IRIs of the store whose
    skos:prefLabel this build changes.

    ``papers`` (when given) gets, under ``new``, ``updated`` and ``removed``, the papers
    ``changes`` counts so, each once, in the order met: ``(id, title or None)``, the title of
    the record the store keeps (of the stored record for a removed paper), which ``kg build
    --verbose`` prints (:attr:`BuildSummary.store_papers`).

    ``on_records`` (when given) is called with the number of papers the new graph holds
    (stored and new, removals left out) before they are resolved: the progress line of
    ``kg build``.
    """
    from kg.read import (doi_copy_of, has_hash_id, normalise_abstract, paper_id, plain_key, same_abstract,
                         warn_copies)
    from kg.records import extraction_from_dict, extraction_to_dict, short_id

    merged = {d["paper"]["id"]: d for d in (st.load_records() if stored is None else stored)}
    known_builds = (meta if meta is not None else st.load_meta()).get("builds") or {}
    stored_generation = {pid: _record_generation(d, known_builds) for pid, d in merged.items()}
    removed_titles = {pid: merged[pid]["paper"].get("title") for pid in remove}
    for pid in remove:
        del merged[pid]
    by_text = {normalise_abstract(d["paper"]["abstract"]): pid for pid, d in sorted(merged.items())}
    in_store = frozenset(merged)  # a twin among this build's own papers is the reader's to name
    by_title: dict[str, list[str]] = {}
    for pid, d in sorted(merged.items()):
        key = _title_key(d["paper"].get("title"))
        if key:
            by_title.setdefault(key, []).append(pid)
    if build is None:
        build = build_info()
    input_names = _input_names(known_builds, build)
    counts = {"new": 0, "updated": 0, "unchanged": 0}
    named: dict[str, list[str]] = {"new": [], "updated": []}  # the ids counted new / updated, in order

    touched: set[str] = set()  # the stored papers this build's input gives (new, updated or unchanged)
    shingles: Optional[ShingleIndex] = None  # the stored abstracts' word shingles, when a new paper needs them
    edits: list[tuple[str, str, float]] = []  # (new id, stored id, resemblance): probable edits of stored papers

    def tally(kind: str, pid: str) -> None:
        counts[kind] += 1
        touched.add(pid)
        if kind in named and pid not in named[kind]:
            named[kind].append(pid)

    other_setting = 0  # updated papers whose stored extraction used the other --tagger setting
    read_again: set[str] = set()
    by_plain: Optional[dict[str, str]] = None  # by_text with abstracts cleaned of markup, when needed
    by_doi: dict[str, list[str]] = {}  # DOI in small letters -> stored ids giving it
    papers_replaced: dict[str, str] = {}  # id of a stored paper this build replaced -> its new id
    # records dropped as copies of a stored paper, warned of per input file (kg.read.warn_copies),
    # and so are stored records replaced, papers kept beside a stored one of their abstract and
    # updates that lose fields: (source, stored paper, warning, title lost, what)
    copies: list[tuple[str, str, str, bool, str]] = []
    replaced: list[tuple[str, str, str, bool, str]] = []
    both_kept: list[tuple[str, str, str, bool, str]] = []
    fields_lost: list[tuple[str, str, str, bool, tuple[str, ...]]] = []
    for pid, d in sorted(merged.items()):
        if d["paper"].get("doi"):
            by_doi.setdefault(d["paper"]["doi"].strip().lower(), []).append(pid)
    for ex in new:
        paper = ex.paper
        text = normalise_abstract(paper.abstract)
        stored = merged.get(paper.id)
        twin = by_text.get(text)
        replaced_copy = False  # a stored copy of this paper, known by its DOI only, was dropped for it
        absorbed = None  # that copy's record, whose identifiers, key and inputs this record takes
        carried_doi = None  # the DOI of that copy, when this record gives none
        if twin is None and stored is None:
            # the same abstract in other markup or typography (a Crossref <jats:p> copy, BibTeX's
            # LaTeX) is the same paper
            if by_plain is None:
                by_plain = {}
                for known, pid in by_text.items():
                    by_plain.setdefault(plain_key(known), pid)
            twin = by_plain.get(plain_key(text))
            if twin not in merged or twin == paper.id or not same_abstract(merged[twin]["paper"]["abstract"], text):
                twin = None  # no copy
        if stored is None and (paper.doi or twin is not None):
            # the stored ids giving its DOI, and the stored paper of its abstract (which may give no DOI)
            candidates = [*by_doi.get(paper.doi.strip().lower(), ()), twin] if paper.doi else [twin]
            copy_of, copy = _doi_copies(paper, text, [c for c in candidates if c is not None], merged,
                                        doi_copy_of)
            if copy_of is not None:
                # known by its DOI only, a copy of a stored paper with an id of its own: dropped
                if report is not None:
                    report.duplicates += 1
                    titles = _store_titles(paper.title, merged[copy_of]["paper"].get("title"), "stored")
                    if merged[copy_of]["paper"].get("doi"):
                        copies.append((paper.source, short_id(copy_of),
                                       f"same DOI {paper.doi} and abstract as paper {short_id(copy_of)} of the "
                                       f"store: one paper; kept that record, whose id is its own, and dropped this "
                                       f"one, known by its DOI only{titles}", bool(titles), "same DOI and abstract"))
                    else:
                        copies.append((paper.source, short_id(copy_of),
                                       f"same abstract as paper {short_id(copy_of)} of the store, which gives no "
                                       f"DOI: one paper; kept that record, whose id is its own, with this one's DOI "
                                       f"{paper.doi}, and dropped this one, known by its DOI only{titles}",
                                       bool(titles), "same abstract, that paper taking the DOI"))
                # the stored paper takes the DOI and the identifiers it lacks, the record's key and
                # its input file (as dedupe carries them to the record kept)
                merged[copy_of], changed = _absorb_copy(merged[copy_of], paper, build, paper_inputs,
                                                        _CARRIED_FIELDS, input_names)
                tally("updated" if changed else "unchanged", copy_of)
                continue
            if copy is not None:
                carried_doi = None if paper.doi else merged[copy]["paper"]["doi"]
                lost_title = merged[copy]["paper"].get("title")
                absorbed = merged.pop(copy)
                papers_replaced[copy] = paper.id
                if report is not None:
                    same = f"same DOI {paper.doi} and abstract" if paper.doi else "same abstract"
                    titles = _store_titles(paper.title, lost_title, "mine")
                    replaced.append((paper.source, short_id(copy),
                                     f"{same} as paper {short_id(copy)} of the store, known by its DOI "
                                     f"only: one paper; replaced it with this record, whose id is its own "
                                     f"({short_id(paper.id)})" + ("" if paper.doi else ", with that DOI") + titles,
                                     bool(titles), ("same DOI and abstract" if paper.doi else "same abstract")
                                     + ", that paper known by its DOI only"))
                replaced_copy = True
        if stored is not None and has_hash_id(paper) and paper.title and stored["paper"].get("title") \
                and _title_key(paper.title) != _title_key(stored["paper"]["title"]):
            # no id, the abstract of a stored paper without one, under another title: a copy of
            # that paper, dropped as in a single build, where the first record's title is kept
            # (the abstract is the identity of an id-less record, the title no update of it)
            if report is not None:
                report.duplicates += 1
                report.warn(paper.source, f"same abstract as paper {short_id(paper.id)} of the store, neither "
                                          f"with an id: one paper; kept the stored record"
                                          + _store_titles(paper.title, stored["paper"]["title"], "stored")
                                          + " (give the records an id to make a new title an update)")
            # the stored paper takes what the record gives and it lacks, as dedupe fills it
            merged[paper.id], changed = _absorb_copy(merged[paper.id], paper, build, paper_inputs, _KEPT_FIELDS,
                                                     input_names)
            tally("updated" if changed else "unchanged", paper.id)
            continue
        record = extraction_to_dict(ex)
        if carried_doi:
            record["paper"]["doi"] = carried_doi
        record["build"] = build.key
        record["inputs"] = list((paper_inputs or {}).get(paper.id, ()))
        if absorbed is not None:
            record = _absorb(record, absorbed, _CARRIED_FIELDS, input_names)
        if stored is not None:
            read_again.add(paper.id)
            if not same_abstract(stored["paper"]["abstract"], text):
                if report is not None:
                    replaced.append((paper.source, short_id(paper.id),
                                     f"paper {short_id(paper.id)} is in the store with another abstract; "
                                     f"replaced it with this record", False, "same id, another abstract"))
            elif (kept := _kept_from_other_inputs(record, stored, input_names)) is not None:
                # fields another input file gave the paper stay (as one build of all the files keeps them)
                record = kept
            lost = _fields_lost(stored["paper"], record["paper"])
            if report is not None and lost:
                fields_lost.append((paper.source, short_id(paper.id),
                                    f"paper {short_id(paper.id)} is in the store with {', '.join(lost)}, "
                                    f"which this record does not give; replaced the record, so the graph "
                                    f"no longer has them (give them again in the input to keep them)", False,
                                    tuple(lost)))
            if _same_record(record, stored):
                counts["unchanged"] += 1
                touched.add(paper.id)
                # the same extraction: the paper stays the build's that made it, and that build's
                # input files (none recorded before session 29: see _store_provenance), unless
                # that build ran other rules (since session 53): this build's rules extracted it
                # again, and the paper is this build's, so no later build counts it as stale
                if stored.get("build") and _stored_rules(stored, known_builds) in (None, build.rules):
                    record["build"], record["inputs"] = stored["build"], stored.get("inputs")
                    record.pop("merged", None)
                    if "merged" in stored:
                        record["merged"] = stored["merged"]
                    if not isinstance(stored.get("inputs"), list) and "source" in stored.get("paper", {}):
                        # recorded before session 29: the stored record's file:line names the file
                        # of the build that made it (:func:`_store_provenance`), not this one's
                        record["paper"]["source"] = stored["paper"]["source"]
            else:
                tally("updated", paper.id)
                if _stored_tagger(stored, known_builds) not in (None, build.tagger):
                    other_setting += 1
        elif replaced_copy:
            tally("updated", paper.id)
        elif twin is not None and has_hash_id(paper):
            # no id of its own: a copy of the stored paper (also in other markup), which is kept
            if report is not None:
                report.duplicates += 1
                titles = _store_titles(paper.title, merged[twin]["paper"].get("title") if twin in merged else None,
                                       "stored") if twin in merged else ""
                if twin in merged and twin == paper_id(None, None, None, merged[twin]["paper"]["abstract"]):
                    copies.append((paper.source, short_id(twin),
                                   f"same abstract as paper {short_id(twin)} of the store in other markup, neither "
                                   f"with an id: one paper; kept the stored record{titles}", bool(titles),
                                   "same abstract in other markup"))
                else:
                    copies.append((paper.source, short_id(twin),
                                   f"same abstract as paper {short_id(twin)} of the store; kept that record, which "
                                   f"has an id{titles}", bool(titles), "same abstract"))
            if twin in merged:
                # the stored paper takes the identifiers it lacks, the key and the input file
                merged[twin], changed = _absorb_copy(merged[twin], paper, build, paper_inputs, _CARRIED_FIELDS,
                                                     input_names)
                tally("updated" if changed else "unchanged", twin)
            else:
                counts["unchanged"] += 1
                touched.add(twin)
            continue
        elif twin is not None and twin in merged \
                and twin == paper_id(None, None, None, merged[twin]["paper"]["abstract"]):
            # (the same abstract, also in other markup, as a stored paper that had no id)
            lost_title = merged[twin]["paper"].get("title")
            record = _absorb(record, merged.pop(twin), _CARRIED_FIELDS, input_names)
            papers_replaced[twin] = paper.id
            if report is not None:
                titles = _store_titles(paper.title, lost_title, "mine")
                replaced.append((paper.source, short_id(twin),
                                 f"same abstract as paper {short_id(twin)} of the store, which had no "
                                 f"id; replaced it with this record ({short_id(paper.id)})" + titles,
                                 bool(titles), "same abstract, that paper without an id"))
            tally("updated", paper.id)
        elif twin is not None and _same_number(twin, paper.id):
            # a number id as an older PaperKG stored it (before session 30: 12345.50 as 12345.5,
            # 1e3 as 1000): the same paper under the id its file now gives
            lost_title = merged[twin]["paper"].get("title")
            record = _absorb(record, merged.pop(twin), _CARRIED_FIELDS, input_names)
            papers_replaced[twin] = paper.id
            if report is not None:
                titles = _store_titles(paper.title, lost_title, "mine")
                replaced.append((paper.source, short_id(twin),
                                 f"paper {short_id(twin)} of the store has this abstract under the "
                                 f"same number written another way (an older PaperKG's reading of "
                                 f"the id); replaced it with this record ({short_id(paper.id)})" + titles,
                                 bool(titles), "same abstract, that paper's number id written another way"))
            tally("updated", paper.id)
        else:
            tally("new", paper.id)
            if report is not None and twin is not None and twin in merged and twin in in_store:
                both_kept.append((paper.source, short_id(twin),
                                  f"same abstract as paper {short_id(twin)} of the store under another "
                                  f"id {short_id(paper.id)}; both kept"
                                  + _store_titles(paper.title, merged[twin]["paper"].get("title"), "both")
                                  + f" (if they are one paper and this id replaces it, run "
                                    f"`{_remove_command(st, twin, export_words)}`)",
                                  False, ""))
            if report is not None and has_hash_id(paper):
                if not _warn_same_title(paper, by_title, merged, st, report, base_iri, export_words):
                    if shingles is None:
                        shingles = ShingleIndex({pid: merged[pid]["paper"]["abstract"] for pid in sorted(in_store)
                                                 if pid in merged})
                    similar = _warn_similar_abstract(paper, shingles, st, report, export_words)
                    if similar is not None:
                        edits.append((paper.id, similar[0], similar[1]))
        merged[paper.id] = record
        by_text[text] = paper.id
        if paper.doi:
            by_doi.setdefault(paper.doi.strip().lower(), []).append(paper.id)
    if report is not None:
        warn_copies(copies, report, "are copies of papers of the store ({what}): each dropped for that paper, "
                                    "whose stored record is kept")
        warn_copies(replaced, report, "replace papers of the store ({what}): each that paper's stored record "
                                      "replaced by this one", kind="warning")
        warn_copies(both_kept, report, "have the abstracts of papers of the store under other ids: both kept, "
                                       "as two papers each", kind="warning")
        warn_copies(fields_lost, report, "update papers of the store without fields their stored records give "
                                         "({what}): each record replaced, so the graph no longer has them (give "
                                         "them again in the input to keep them)", kind="warning")
    if report is not None and report.verbose and in_store - touched:
        absent = sorted(in_store - touched)
        listed = ", ".join(f"{short_id(pid)} ({_shorten(merged[pid]['paper'].get('title') or '')!r})"
                           if merged[pid]["paper"].get("title") else short_id(pid) for pid in absent[:_ABSENT_NAMED])
        more = f" and {len(absent) - _ABSENT_NAMED} more" if len(absent) > _ABSENT_NAMED else ""
        report.note(str(st.path), f"{len(absent)} stored paper{'s are' if len(absent) != 1 else ' is'} not in this "
                                  f"input (kept): {listed}{more}")
    if remove:
        counts["removed"] = len(remove)
    if changes is not None:
        changes.update(counts)
    if papers is not None:
        for kind, ids in named.items():
            papers[kind] = [(pid, merged[pid]["paper"].get("title") if pid in merged else None) for pid in ids]
        papers["removed"] = [(pid, removed_titles[pid]) for pid in remove]
        if edits:  # the new papers that look like edits of stored ones (kg.changes: "edits")
            papers["edits"] = [(new, old, round(score, 2)) for new, old, score in edits if new in merged]
    if report is not None and st is not None:
        stale = _stale_records(merged, build, known_builds)
        if stale:
            report.warn(str(st.path), _stale_warning(st, stale, known_builds, export_words))
    if other_setting and report is not None:
        report.note(str(st.path), _tagger_switch_note(
            build.tagger, other_setting, [d for pid, d in merged.items() if pid not in read_again], known_builds))
    records = [merged[k] for k in sorted(merged)]
    if on_records is not None:  # the number of papers the graph will hold (kg build's progress line)
        on_records(len(records))
    provenance = _store_provenance(st, records, build, meta if meta is not None else st.load_meta(), builds,
                                   paper_inputs)
    extractions = [extraction_from_dict(d) for d in records]
    previous = _entity_keys(st, base_iri)
    previous_papers = _entity_papers(st, base_iri)
    index, resolution = triples_from_extractions(extractions, base_iri=base_iri, previous=previous,
                                                 previous_papers=previous_papers,
                                                 previous_ages=_entity_ages(previous_papers, stored_generation),
                                                 previous_retired=_retired_keys(st, base_iri),
                                                 provenance=provenance, curation=curation,
                                                 gazetteer=gazetteer,
                                                 previous_labels=_previous_labels(st, base_iri))
    replaced = _replacements(st, previous, resolution, base_iri, papers_replaced, frozenset(merged))
    if entity_changes is not None:
        entity_changes.update(_entity_changes(st, base_iri, resolution, replaced))
    if change is not None:  # what kg.changes.change_record compares
        from kg.changes import entity_facts

        change["before"] = entity_facts(((q.subject.value, q.predicate.value, q.object.value) for q in st.ox),
                                        base_iri) if len(st) else {}
        change["after"] = entity_facts(index, base_iri)
        change["replaced"] = list(replaced)
        # the entities a curation reject-entity row took out (owl:deprecated): rejected, not removed
        change["rejected"] = sorted({str(s) for _row, s, p, _o in (curation.applied if curation is not None else ())
                                     if p == OWL.deprecated})
        # the labels kept against another spelling (kg.resolve._keep_previous_labels) that the
        # graph still has (a curation row may have relabelled or merged the entity since)
        change["kept"] = [(base_iri + key, label, alone) for key, (label, alone) in sorted(resolution.kept_labels.items())
                          if key in resolution.entities and resolution.entities[key].label == label]
    if replaced:
        index = _with_replacements(index, replaced)
        index.prepare(_summary_predicates())
    return index, resolution, records


def _entity_changes(st, base_iri: str, resolution: Resolution, replaced: list) -> dict[str, int]:
    """What a store build does to the entities of the store's current generation (``st``, not
    yet replaced): ``{"merged": N, "relabelled": M}``. N counts the entity IRIs (not papers)
    that this build gives a ``dcterms:isReplacedBy`` (``replaced``, :func:`_replacements`) and
    the store's graph did not (merged into another entity by the new papers); M the entity IRIs
    of the store that this build mints again with another skos:prefLabel (the text compared, not
    the language tag; an entity keeps its IRI when new papers change its most frequent name).
    Both 0 for a new store."""
    from rdflib.namespace import DCTERMS

    from kg.graph import safe_text
    from kg.ontology import TYPE_CLASS, TYPE_SEGMENT

    if len(st) == 0:
        return {"merged": 0, "relabelled": 0}
    entity_prefixes = tuple(base_iri + seg + "/" for seg in TYPE_SEGMENT.values())
    before = {row[0].value for row in st.query(
        f"PREFIX dct: <{DCTERMS}> SELECT ?old WHERE {{ ?old dct:isReplacedBy ?new }}")}
    merged = sum(1 for old, _p, _new in replaced if str(old).startswith(entity_prefixes) and str(old) not in before)
    classes = {str(cls) for cls in TYPE_CLASS.values()}
    labels: dict[str, set[str]] = {}
    for row in st.query(f"PREFIX skos: <{SKOS}> SELECT ?e ?t ?l WHERE {{ ?e a ?t ; skos:prefLabel ?l }}"):
        if row[1].value in classes and row[0].value.startswith(base_iri):
            labels.setdefault(row[0].value[len(base_iri):], set()).add(row[2].value)
    relabelled = sum(1 for key, ent in resolution.entities.items()
                     if key in labels and safe_text(ent.label) not in labels[key])
    return {"merged": merged, "relabelled": relabelled}


def _with_replacements(index: TripleIndex, replaced: list) -> TripleIndex:
    """``index`` with the ``dcterms:isReplacedBy`` triples ``replaced`` (:func:`_replacements`)
    added after its own, and the dataset description's ``void:triples`` (W3C VoID 4.1: the
    whole graph, :func:`kg.graph.dataset_description`) raised by the triples that are new, so
    the count stays true (it was counted before the replacements were known).

    Args:
        index: the build's triples; replaced: (s, p, o) rdflib triples.
    Returns:
        a new :class:`~kg.graph.TripleIndex` (the same namespaces).
    """
    from rdflib import Literal
    from rdflib.namespace import XSD

    from kg.ontology import VOID

    grown = TripleIndex([*index, *replaced], index.namespaces())
    before, after = len(index), len(grown)
    if after == before:
        return grown

    def recount(t):
        s, p, o = t
        if p == VOID.triples and isinstance(o, Literal) and o.datatype == XSD.integer and o.value == before:
            return (s, p, Literal(after))
        return t

    return TripleIndex([recount(t) for t in grown], index.namespaces(), distinct=True)


def _papers_to_reextract(st, papers: list[Paper], removing: Sequence[str], meta: dict,
                         report: ReadReport, rules: Optional[str] = None) -> tuple[list[Paper], list, dict[str, list[str]]]:
    """For ``kg build --store DIR --reextract``: the papers of the store whose build ran other
    rules than this installation's (:func:`_stored_rules` not :func:`kg.fingerprint.rules_fingerprint`;
    a record of a build recorded without a fingerprint too), rebuilt from their stored records
    (:func:`kg.records.extraction_from_dict`: id, title, abstract and the other fields), added
    after ``papers`` (those this build reads, which it extracts anyway, and those it removes,
    ``removing``, are left out); a note says how many.

    ``rules``: this build's extraction fingerprint (None: :func:`kg.fingerprint.rules_fingerprint`;
    a build with a user gazetteer has its own, :func:`kg.user_gazetteer.rules`).

    Returns:
        (the papers to extract, those read followed by those again; the input files of their
        builds that they were read from, :class:`kg.records.InputFile`, which this build records
        as its own so that its papers keep their prov:wasDerivedFrom; paper id -> its stored
        input keys).
    """
    from kg.fingerprint import rules_fingerprint
    from kg.records import extraction_from_dict

    known = meta.get("builds") or {}
    rules = rules or rules_fingerprint()  # (a build with a user gazetteer: its own fingerprint)
    skip = {p.id for p in papers} | set(removing)
    again: dict[str, list[str]] = {}
    files: dict[str, object] = {}
    extra: list[Paper] = []
    for d in st.load_records():
        pid = d["paper"]["id"]
        if pid in skip or _stored_rules(d, known) in (None, rules):
            continue
        extra.append(extraction_from_dict(d).paper)
        keys = [k for k in d.get("inputs") or () if isinstance(k, str)]
        again[pid] = keys
        try:
            inputs = build_from_dict(d["build"], known[d["build"]]).inputs
        except (KeyError, TypeError, ValueError):  # (a hand-edited store.json: the files stay unknown)
            continue
        files.update((input_key(f), f) for f in inputs if input_key(f) in keys)
    report.note(str(st.path), f"--reextract: {len(extra)} stored paper{'s' if len(extra) != 1 else ''} "
                              f"extracted by other rules, extracted again by these (rules {rules})")
    return [*papers, *extra], [files[k] for k in sorted(files)], again


def _reusable_extractions(stored: Sequence[dict], papers: Sequence[Paper], known_builds: dict, rules: str,
                          tagger: bool) -> dict[str, "Extraction"]:
    """The stored extractions a store build can take instead of extracting again (session 58,
    trial T58: a month re-run took 311 s for 650 unchanged abstracts): paper id -> the
    :class:`kg.records.Extraction` of its stored record, with the paper as read now, for each
    paper of ``papers`` whose stored record holds the same paper (every field but ``source``,
    the file and line it was read from, which extraction does not read) and was made by a build
    of the store with these rules (:func:`_stored_rules` equal to ``rules``, the build's
    fingerprint, which covers the rules, the cleaning, the bundled data and a user gazetteer) and
    the same ``tagger`` setting. Extraction is deterministic given those, so the result is the
    one extracting again gives, warnings included (a record keeps them). A record that cannot be
    read back is extracted again."""
    import dataclasses

    from kg.records import extraction_from_dict

    by_id = {d["paper"]["id"]: d for d in stored if isinstance(d.get("paper"), dict)}
    out: dict[str, Extraction] = {}
    for p in papers:
        d = by_id.get(p.id)
        if d is None or not rules or _stored_rules(d, known_builds) != rules:
            continue
        if bool((known_builds.get(d.get("build") or "") or {}).get("tagger")) != tagger:
            continue
        try:
            ex = extraction_from_dict(d)
        except (KeyError, TypeError, ValueError):
            continue
        if dataclasses.replace(p, source=ex.paper.source) != ex.paper:
            continue
        out[p.id] = dataclasses.replace(ex, paper=p)
    return out


def _stored_rules(record: dict, known_builds: dict) -> Optional[str]:
    """The extraction fingerprint of the build that made a stored ``record``
    (``meta["builds"][record["build"]]["rules"]``, :mod:`kg.fingerprint`): ``""`` for a build
    recorded before session 53, which kept none; None when the record names no build the store
    knows (a store older than session 28, or the build of this very run)."""
    b = known_builds.get(record.get("build") or "")
    return str(b.get("rules") or "") if isinstance(b, dict) else None


def _stale_records(merged: dict[str, dict], build: BuildInfo, known_builds: dict) -> list[dict]:
    """The records a store build keeps whose extraction other rules made: each names a build
    of the store (not ``build``) whose fingerprint (:func:`_stored_rules`) is not ``build.rules``
    (also a build recorded without one). Sorted by paper id."""
    return [d for _pid, d in sorted(merged.items())
            if d.get("build") != build.key and _stored_rules(d, known_builds) not in (None, build.rules)]


def _stale_warning(st, stale: Sequence[dict], known_builds: dict, export_words: Sequence[str] = ()) -> str:
    """The warning of a store build on the stored papers that other rules extracted
    (:func:`_stale_records`): how many, the input files of their builds (at most five named),
    and the two ways to update them, e.g. ``3 stored papers were extracted by another version of
    the rules (...); re-read their files (m1.jsonl) with this version, or run `kg build --store
    st --reextract --out exports` (the store keeps their abstracts), to update them``
    (``export_words``: :func:`_export_words`)."""
    from kg.store import shell_option

    names = sorted({str(f[0]) for d in stale for f in (known_builds.get(d.get("build") or "") or {}).get("inputs") or ()
                    if isinstance(f, list) and f})
    shown = ", ".join(names[:5]) + (f" and {len(names) - 5} more" if len(names) > 5 else "")
    n = len(stale)
    return (f"{n} stored paper{'s were' if n != 1 else ' was'} extracted by another version of the rules "
            f"(kg --version names this one's fingerprint; store.json's builds, each one's \"rules\"); re-read "
            f"{'their' if n != 1 else 'its'} files{f' ({shown})' if shown else ''} with this version, or run "
            f"`{' '.join(['kg', 'build', shell_option('--store', st.path), '--reextract', *export_words])}` "
            f"(the store keeps each paper's abstract and fields), to update them")


def _stored_tagger(record: dict, known_builds: dict) -> Optional[bool]:
    """Whether the build that made a stored ``record`` ran the learned tagger (``--tagger``):
    ``meta["builds"][record["build"]]["tagger"]``; None when the record names no build the
    store knows (an older store)."""
    b = known_builds.get(record.get("build") or "")
    return None if not isinstance(b, dict) else bool(b.get("tagger"))


def _tagger_switch_note(tagger: bool, switched: int, not_read: list[dict], known_builds: dict) -> str:
    """The information line of a store build whose ``--tagger`` setting (``tagger``) differs
    from the one ``switched`` (> 0) of the papers it updated had been extracted with (their
    extraction changed with the setting, so they count as updated), naming how many stored
    records of ``not_read`` (the store's records this build did not read) keep the other
    setting's extraction, so the graph mixes both."""
    now, was = ("with", "without") if tagger else ("without", "with")
    kept = sum(1 for d in not_read if _stored_tagger(d, known_builds) not in (None, tagger))
    line = (f"--tagger: {switched} of the updated papers had been extracted {was} the learned tagger and "
            f"this build extracts them {now} it (the setting changed their extraction)")
    if kept:
        line += (f"; {kept} stored paper(s) this build did not read keep their extraction {was} it "
                 f"(build again with all input files to extract every paper one way)")
    return line


def _doi_copies(paper, text: str, candidates: Sequence[str], merged: dict[str, dict],
                doi_copy_of) -> tuple[Optional[str], Optional[str]]:
    """For a new ``paper`` (normalised abstract ``text``) and the stored ids ``candidates`` that
    give its DOI: (the stored paper it is a copy of, the stored copy of it), each None when
    there is none, by :func:`kg.read.doi_copy_of` (a record known by its DOI only with the DOI
    and abstract of one with an id of its own). The rule of :func:`kg.read.dedupe` across a
    store (:func:`_build_into_store`); ``merged``: the store's records by id."""
    for pid in candidates:
        if pid not in merged or pid == paper.id:
            continue
        theirs = merged[pid]["paper"]
        if doi_copy_of(paper.id, paper.doi, text, pid, theirs.get("doi"), theirs["abstract"]):
            return pid, None
    for pid in candidates:
        if pid not in merged or pid == paper.id:
            continue
        theirs = merged[pid]["paper"]
        if doi_copy_of(pid, theirs.get("doi"), theirs["abstract"], paper.id, paper.doi, text):
            return None, pid
    return None, None


def _store_provenance(st, records: list[dict], build: BuildInfo, meta: dict,
                      builds: Optional[dict[str, dict]] = None,
                      paper_inputs: Optional[dict[str, list[str]]] = None) -> Provenance:
    """The builds behind a store's merged ``records`` (see :func:`_build_into_store`): a record
    whose ``"build"`` names no build of ``meta["builds"]`` (nor ``build``) becomes ``build``'s
    (the key is set in the record, and its ``"inputs"`` are this build's reading of it,
    ``paper_inputs``, none when this build did not read it); ``build`` takes the generation the
    commit will have unless the store knows it already (the same input built again).

    A record's ``"inputs"`` (the keys of the files its build read it from) keep only keys of
    its build's inputs, sorted, and its ``"merged"`` (:func:`_merged_inputs`: the files of other
    builds whose records of the paper were merged into it, since session 47) only keys of the
    inputs of those builds, which are recorded too (a build whose one contribution is such a
    record stays in the store's facts and the graph, so its input files stay described); a record without them (written before session 29) gets its
    build's one input file when that build read one file (its papers can come from no other),
    else the input of its build named as the file of the record's ``source`` (``file:line``,
    :func:`_input_of_source`) when exactly one is; else none. The files of the records such a
    build dropped as duplicates of the paper were never recorded: they stay unknown.

    Args:
        st: the store (its next generation); records: the merged records (changed in place);
        build: this build; meta: the store's facts; builds: filled with the builds the records
            name, key -> :func:`kg.records.build_to_dict` (the facts to commit); paper_inputs:
            paper id -> input keys of this build's reading.
    Returns:
        A :class:`kg.graph.Provenance`: those builds, oldest generation first (this build alone
        when there is no record), and each paper's build and input files.
    """
    from dataclasses import replace

    known: dict[str, BuildInfo] = {}
    for key, d in sorted((meta.get("builds") or {}).items()):
        try:
            known[key] = build_from_dict(key, d)
        except (KeyError, TypeError, ValueError):  # a hand-edited store.json: that build is unknown
            continue
    if build.key not in known:
        known[build.key] = replace(build, generation=st.next_generation())
    named = set()
    files = {key: [input_key(f) for f in b.inputs] for key, b in known.items()}
    for d in records:
        if d.get("build") not in known:
            d["build"] = build.key
            d["inputs"] = list((paper_inputs or {}).get(d["paper"]["id"], ()))
        named.add(d["build"])
        valid = files[d["build"]]
        inputs = d.get("inputs")
        if not isinstance(inputs, list):  # recorded before session 29 (or edited by hand)
            inputs = valid if len(valid) == 1 else _input_of_source(d["paper"].get("source"), known[d["build"]])
        d["inputs"] = sorted({k for k in inputs if isinstance(k, str) and k in valid})
        if "merged" in d:
            # the files of other builds whose records of the paper were merged into it: kept where
            # that build is known and read the file (the build is then recorded too)
            kept = {b: sorted({k for k in keys if k in files[b]}) for b, keys in _merged_inputs(d).items()
                    if b in files and b != d["build"]}
            kept = {b: keys for b, keys in sorted(kept.items()) if keys}
            if kept:
                d["merged"] = kept
                named.update(kept)
            else:
                del d["merged"]
    listed = sorted((known[k] for k in named), key=lambda b: (b.generation, b.key)) or [known[build.key]]
    if builds is not None:
        builds.clear()
        builds.update((b.key, build_to_dict(b)) for b in listed if b.key in named)
    return Provenance(listed, {d["paper"]["id"]: d["build"] for d in records},
                      {d["paper"]["id"]: sorted({*d["inputs"], *(k for keys in _merged_inputs(d).values()
                                                                 for k in keys)}) for d in records})


def _input_of_source(source: object, build: BuildInfo) -> list[str]:
    """The key (:func:`kg.records.input_key`) of the input of ``build`` that a record's
    ``source`` (``"path/papers.jsonl:12"``, ``"<stdin>:3"``) names: the input whose name (the file
    name without folders, as :class:`kg.records.InputFile` keeps it) is the source's, when
    exactly one input has that name (two files of one name in two folders: none). ``[]`` when
    none or several match, or ``source`` is no ``file:line``."""
    if not isinstance(source, str):
        return []
    m = re.fullmatch(r"(.*):\d+", source)
    if m is None:
        return []
    from kg.read import input_file_name

    name = input_file_name(m.group(1))
    keys = sorted({input_key(f) for f in build.inputs if f.name == name})
    return keys if len(keys) == 1 else []


def _export_words(out_dir: Optional[Path], html: bool, title: Optional[str], csv_guard: bool = True,
                  named_graphs: bool = False) -> list[str]:
    """The options of ``kg build`` that say which exports a build writes, as shell words for a
    command a message suggests (:func:`kg.store.shell_option`): ``--out DIR``, ``--no-html``
    when ``html`` is False, ``--title TITLE`` when graph.html is written with a title,
    ``--csv-raw`` without ``csv_guard``, ``--named-graphs`` with ``named_graphs``.

    Args:
        out_dir: the ``--out`` folder (None: no exports, and no words); html: graph.html is
            written; title: its ``--title`` (None: the default).
    Returns:
        The words, e.g. ``["--out exports", "--no-html"]``; ``[]`` when ``out_dir`` is None.
    """
    from kg.store import shell_option

    if out_dir is None:
        return []
    words = [shell_option("--out", out_dir)]
    if not html:
        words.append("--no-html")
    elif title is not None:
        words.append(shell_option("--title", title))
    if not csv_guard:
        words.append("--csv-raw")
    if named_graphs:
        words.append("--named-graphs")
    return words


def _warn_same_title(paper: Paper, by_title: dict[str, list[str]], merged: dict[str, dict], st,
                     report: ReadReport, base_iri: Optional[str] = None,
                     export_words: Sequence[str] = ()) -> bool:
    """Warn at ``paper.source`` when the new id-less ``paper`` (added as a new paper: its
    abstract is no stored paper's) has the title of a stored paper (:func:`_title_key`),
    and its venue too when both have one: naming both by id and IRI, saying it was added,
    and how to keep one paper (ids in the records, or ``--remove`` of the stored one, as a
    command to copy). Where several stored papers have the title (an abstract edited twice),
    it names them all and the command removes them all.

    An id-less record is known by its abstract (:func:`kg.read.paper_id`), so an edited
    abstract is another paper: PaperKG does not take the title for the paper's identity
    (titles repeat, "Untitled", "Preface", a workshop and a conference version, and an
    incremental build reads only new papers, so the old one is not in the input to tell),
    and it never drops a stored paper on a guess. Returns True when it warned (the abstract
    resemblance warning, :func:`_warn_similar_abstract`, is then not given too).

    Args:
        paper: the new record's paper; by_title: stored ids by title key (before this build);
        merged: the records by id so far; st: the store (its path); report: gets the warning;
        base_iri: the store's base IRI (None: the IRIs are not named);
        export_words: the build's export options as shell words (:func:`_export_words`): the
            command writes the same exports (folder, graph.html or not, its title) too.
    """
    from urllib.parse import quote

    from kg.records import ID_IN_MESSAGES, short_id
    from kg.store import shell_option

    key = _title_key(paper.title)
    venue = _title_key(paper.venue)
    olds, both = [], False
    for other in by_title.get(key, ()) if key else ():
        theirs = _title_key(merged.get(other, {}).get("paper", {}).get("venue"))
        if other == paper.id or other not in merged or (venue and theirs and venue != theirs):
            continue
        olds.append(other)
        both = both or bool(venue and theirs)
    if not olds:
        return False

    def named(pid: str) -> str:
        iri = f" <{base_iri}paper/{quote(pid, safe='-._~')}>" if base_iri and len(pid) <= ID_IN_MESSAGES else ""
        return short_id(pid) + iri

    stored = (f"stored paper {named(olds[0])}" if len(olds) == 1 else
              f"{len(olds)} stored papers, {', '.join(named(o) for o in olds)},")
    command = " ".join(["kg", "build", shell_option("--store", st.path),
                        *(shell_option("--remove", o) for o in olds),
                        *export_words])
    old = "the old one" if len(olds) == 1 else "the old ones"
    report.warn(paper.source, f"record without an id {named(paper.id)} has the title {_shorten(paper.title)!r}"
                + (" and the venue" if both else "") + f" of {stored} with another abstract: added as a new "
                  f"paper (a record without an id is known by its abstract, so an edited abstract makes another "
                  f"paper, and the old one stays); give the records ids, or, if this is that paper with its "
                  f"abstract edited, remove {old} with `{command}`")
    return True


#: Word shingles of :class:`ShingleIndex`: runs of this many words.
SHINGLE_WORDS = 3
#: The resemblance (Jaccard of word shingles) from which a new id-less paper of a store build is
#: named as a likely edit of a stored paper (:func:`_warn_similar_abstract`): one changed word in a
#: 150-word abstract gives about 0.96, a sentence added about 0.9; two abstracts of one topic by
#: different authors stay far below (they share few three-word runs).
SIMILAR_ABSTRACT = 0.8
#: How many stored papers absent from the input the note of ``kg build --store --verbose`` names.
_ABSENT_NAMED = 20


def _shingles(text: str) -> frozenset[tuple[str, ...]]:
    """The set of runs of :data:`SHINGLE_WORDS` words of ``text`` (words: letter and digit runs,
    case-folded), or the words themselves for a text shorter than that."""
    words = re.findall(r"[^\W_]+", text.casefold())
    if len(words) < SHINGLE_WORDS:
        return frozenset((w,) for w in words)
    return frozenset(tuple(words[i:i + SHINGLE_WORDS]) for i in range(len(words) - SHINGLE_WORDS + 1))


class ShingleIndex:
    """Stored abstracts by their word shingles, to find the one most like a new abstract.

    The measure is the resemblance of Broder ("On the resemblance and containment of
    documents", 1997): the Jaccard index |A ∩ B| / |A ∪ B| of the two texts' sets of
    :data:`SHINGLE_WORDS`-word shingles (:func:`_shingles`), computed exactly through an
    inverted index (shingle -> papers), so a store of thousands of papers costs one pass over
    the new abstract's shingles, not a comparison with each stored one.

    Args:
        abstracts: paper id -> abstract.
    """

    def __init__(self, abstracts: dict[str, str]) -> None:
        self.sizes: dict[str, int] = {}
        self.index: dict[tuple[str, ...], list[str]] = {}
        for pid, text in abstracts.items():
            sh = _shingles(text)
            self.sizes[pid] = len(sh)
            for s in sh:
                self.index.setdefault(s, []).append(pid)

    def most_similar(self, text: str, exclude: str = "") -> Optional[tuple[str, float]]:
        """``(id, resemblance)`` of the stored abstract most like ``text`` (ties: the smaller
        id), ``exclude`` left out; None when none shares a shingle with it."""
        sh = _shingles(text)
        shared: Counter = Counter()
        for s in sh:
            shared.update(self.index.get(s, ()))
        shared.pop(exclude, None)
        if not shared:
            return None
        score, pid = min((-n / (len(sh) + self.sizes[pid] - n), pid) for pid, n in shared.items())
        return pid, -score


def _remove_command(st, pid: str, export_words: Sequence[str] = ()) -> str:
    """The command that removes stored paper ``pid`` from the store ``st`` and writes the
    exports as this build wrote them (``export_words``, :func:`_export_words`), paths and id
    quoted for the shell (:func:`kg.store.shell_option`), for a warning to give ready to copy:
    ``kg build --store st --remove h-53d7... --out exports``."""
    from kg.store import shell_option

    return " ".join(["kg", "build", shell_option("--store", st.path), shell_option("--remove", pid), *export_words])


def _warn_similar_abstract(paper: Paper, shingles: ShingleIndex, st, report: ReadReport,
                           export_words: Sequence[str] = ()) -> Optional[tuple[str, float]]:
    """Warn at ``paper.source`` when the new id-less ``paper`` of a store build (its abstract no
    stored paper's, its title none's: :func:`_warn_same_title` did not warn) has an abstract
    whose resemblance to a stored paper's (:class:`ShingleIndex`) is at least
    :data:`SIMILAR_ABSTRACT`: a dump without titles whose abstract was edited. The paper is
    added all the same (an id-less record is known by its abstract); the warning gives the
    command that removes the stored one.

    Returns:
        ``(stored id, resemblance)`` when it warned (the change record lists it under
        ``papers.edits``, :func:`kg.changes.change_record`), else None."""
    from kg.records import short_id
    from kg.store import shell_option

    best = shingles.most_similar(paper.abstract, exclude=paper.id)
    if best is None or best[1] < SIMILAR_ABSTRACT:
        return None
    old, score = best
    command = _remove_command(st, old, export_words)
    report.warn(paper.source, f"new paper {short_id(paper.id)} looks like an edit of stored paper {short_id(old)} "
                              f"(similarity {score:.2f}): if it replaces it, run `{command}`")
    return old, score


def _replacements(st, previous: dict[tuple[str, str], str], resolution: Resolution,
                  base_iri: str, papers_replaced: Optional[dict[str, str]] = None,
                  papers: frozenset[str] = frozenset()) -> list[tuple[URIRef, URIRef, URIRef]]:
    """``dcterms:isReplacedBy`` triples for the entity IRIs of the store that this build no
    longer mints, so that a link to an IRI published by an earlier generation still leads
    somewhere (DCMI Metadata Terms: "a related resource that supplants, displaces, or
    supersedes the described resource").

    An earlier entity disappears when new papers merge it into another ("Frechet Inception
    Distance" into "FID" once a paper defines the acronym). Its replacement is the entity
    of this build that carries one of its names (prefLabel or altLabel, normalised; the
    smallest key when several do). Replacements recorded by earlier generations are kept,
    re-pointed when their target is replaced in turn, and dropped when the old IRI is
    minted again or the target has no successor.

    A paper's IRI disappears when a record with an id of its own replaces a stored paper that
    had none (the same abstract), or a stored copy known by its DOI only, or a number id an
    older PaperKG stored another way: ``papers_replaced`` (stored id -> new id) gives those,
    and the old paper IRI is replaced by the new one (``paper/`` + the percent-encoded id, as
    :class:`kg.graph.IriMinter` mints it).

    Args:
        st: the store (:class:`kg.store.GraphStore`), its current generation unchanged.
        previous: the store's ``(type, normalised name) -> key`` (:func:`_entity_keys`); empty
            for a new store (the old entities' names are read from ``st``: :func:`_entity_names`).
        resolution: this build's resolution.
        base_iri: the build's resource base IRI.
        papers_replaced: stored paper id -> the id of the paper of this build that replaced it.
        papers: the ids of the papers of this build's graph.
    Returns:
        the triples, sorted.
    """
    from urllib.parse import quote

    from rdflib.namespace import DCTERMS

    from kg.resolve import normalise

    def paper_key(pid: str) -> str:
        return f"paper/{quote(pid, safe='-._~')}"

    current = resolution.entities
    minted = {*current, *map(paper_key, papers)}  # the entity and paper keys of this build
    by_name: dict[tuple[str, str], str] = {}
    for key in sorted(current):
        ent = current[key]
        for name in (ent.label, *ent.alt_labels):
            by_name.setdefault((ent.type, normalise(name)), key)
    successor: dict[str, str] = {}
    # every name of every stored entity, not ``previous`` (one key per name): an acronym entity
    # ("RLHF") beside a long form that has it as an altLabel shares its only name with it, which
    # ``previous`` gives to the smaller key, so its merge into the long form went unseen and its
    # IRI vanished as "removed" (session 58, trial T58)
    names = _entity_names(st, base_iri) if previous else []
    for type_, name, key in names:
        if key not in current and key not in successor and (type_, name) in by_name:
            successor[key] = by_name[(type_, name)]
    for old, new in sorted((papers_replaced or {}).items()):
        if paper_key(old) not in minted and paper_key(new) in minted:
            successor[paper_key(old)] = paper_key(new)
    if len(st):
        rows = st.query(f"PREFIX dct: <{DCTERMS}> SELECT ?old ?new WHERE {{ ?old dct:isReplacedBy ?new }}")
        for row in sorted((r[0].value, r[1].value) for r in rows):
            old, new = (iri[len(base_iri):] for iri in row)
            if not all(iri.startswith(base_iri) for iri in row) or old in minted or old in successor:
                continue
            new = new if new in minted else successor.get(new)
            if new is not None:
                successor[old] = new
    return sorted((URIRef(base_iri + old), DCTERMS.isReplacedBy, URIRef(base_iri + new))
                  for old, new in successor.items())
