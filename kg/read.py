"""Read paper records from files or standard input (stage ``read`` of the pipeline).

``read(paths) -> Iterator[Paper]``, then ``dedupe(papers) -> Iterator[Paper]``.

Formats (chosen by file extension; ``fmt`` forces one, and content is sniffed for
``-``, standard input, and names without an extension; a file of another extension is read
only when its content is JSON, JSON Lines, CSV/TSV with an abstract column, BibTeX entries or
an Atom feed, else refused by name, :func:`_format_for`):

=========  ==========================  ====================================================
fmt        extensions                  content
=========  ==========================  ====================================================
venue      .txt                        first line names venue and year ("ICML 2026 Papers"
                                       -> venue "ICML", year 2026); every blank-line
                                       separated paragraph after it is one abstract.
jsonl      .jsonl .ndjson              one JSON object per line (JSON Lines); a line that is a
                                       page of an API's results (``{"results": [...]}``,
                                       ``{"data": [...], "next": ...}``) gives each record of
                                       its list, ``file:line (element n)`` (:func:`_page_items`);
                                       comment lines (``# ...``, ``// ...``) are ignored with
                                       one warning (:func:`_warn_comment_lines`).
json       .json                       an array of objects, or ``{"papers": [...]}`` (any
                                       single key holding a list of objects), or one object.
csv / tsv  .csv / .tsv                 header row naming columns (see :data:`COLUMN_ALIASES`).
bib        .bib                        BibTeX, parsed with bibtexparser 2.x.
atom       .atom (.xml, by content)    an Atom feed, arXiv's API answer: one paper per
                                       ``entry`` (:func:`_read_atom`, ElementTree).
=========  ==========================  ====================================================

Gzip, bzip2 and xz input is decompressed first: a trailing ``.gz`` / ``.bz2`` / ``.xz``
(``papers.jsonl.gz``), or the format recognised by its magic bytes (standard input, a pipe, a
file without the suffix). Archives and documents that hold no text records (ZIP, 7z, tar, PDF,
Parquet, zstd; a spreadsheet is to be saved as CSV) are refused with a message that says what
to do instead.

Record fields (JSON, CSV, BibTeX): ``id``/``openreview_id``/``paper_id``, ``title``,
``abstract``, ``authors`` (list, or one string split on ``;`` or else ``,``, and on `` and ``
and `` & ``; "et al." is no author; a number is none, with a warning: :func:`_split_names`; BibTeX
``author`` split on ``and``; ``crossref`` followed within the file, one level at a time,
:func:`_bib_crossref`; a crossref into another file of the build is a warning naming that
file and line; a value that runs into the next field for a missing comma is split,
:func:`_bib_field_values`), ``venue`` (BibTeX ``booktitle``/``journal``, biblatex ``journaltitle``; the names of
``kg/data/venues.json`` become "<ACRONYM> <year>", :func:`canonical_venue`), ``year`` (int
or digit string), ``url``, ``keywords`` (list or string split like authors), ``doi``,
``arxiv_id``/``eprint`` (also kept as :attr:`kg.records.Paper.arxiv`, with an arXiv id in the
DOI, id or url field, :func:`_arxiv_of`). Any field may be missing; unknown fields are ignored. JSON
records in the OpenReview API shape (fields under ``content`` as ``{"value": ...}``) and
the Semantic Scholar shape (``paperId``, ``externalIds``) are understood too.

Paper identity (:func:`paper_id`): the record's own id, in this order: ``id``,
``openreview_id``, ``paper_id``, DOI (lower-cased, ``https://doi.org/`` or ``doi:`` removed and percent-decoded once, an
address and a bare DOI alike, in the DOI field and in an id alike; a value
that is no DOI is ignored, or read from a landing page's path, with a warning:
:func:`_doi_or_none`),
arXiv id (``arxiv_id``, ``arxiv``, BibTeX ``eprint``; ``arXiv:`` prefix, address and
version removed, as in an ``id`` that is an arXiv id: ``2401.00001v2`` is ``2401.00001``). An
OpenAlex work's address as the id (``https://openalex.org/W2741809807``) is its short id,
``W2741809807`` (:func:`openalex_work`; an OpenAlex work with a DOI or arXiv id is known by
that), kept also as :attr:`kg.records.Paper.openalex`, a schema:sameAs link. A
record without one gets ``"h-" + sha1(normalised abstract)[:16]`` where the normalised
abstract is the (possibly cut) abstract in Unicode NFC with every whitespace run
replaced by one space and both ends stripped; case is kept (so the same abstract in
two venue files gets the same id, and re-reading gives the same ids). BibTeX citation
keys are not used as ids: they are not globally unique.

Errors (nothing else escapes :func:`read`):

* :class:`InputError` (fatal for that path, raised): missing path, a directory, an empty
  file (also one of white space or of a byte-order mark only), a binary file (NUL bytes, not UTF-8 text; names the offset, see :func:`_decode`),
  unreadable gzip, a CSV without an abstract column (names the columns it has), a JSON
  document that is not an object or array. Missing paths and directories are checked
  for all paths before anything is read, so the call to :func:`read` itself raises; the
  others are raised during iteration when that file is reached (records of earlier
  files have been yielded).
* Not UTF-8: each line that is not valid UTF-8 is decoded as cp1252 (a byte cp1252
  leaves undefined as U+FFFD), the other lines stay UTF-8, and a warning names each such
  ``file:line`` (the first five; the rest are counted); a line that also holds valid UTF-8
  beyond ASCII keeps it and reads only its invalid bytes as cp1252, the warning naming them
  (:func:`_utf8_then_cp1252`); a file with several such lines
  and every line beyond ASCII cp1252 gets one warning for the file instead. A UTF-8 BOM is
  dropped; UTF-16 with a BOM is decoded as UTF-16.
* Per-record problems are not fatal; the record is skipped and a :class:`Problem` with
  ``"path:line"`` is added to ``report.skipped``: malformed JSON Lines record (with the
  parser's reason), a JSON value that is not an object, a record with no abstract or
  an empty one, a BibTeX entry without abstract (names the entry key) or one that
  bibtexparser could not parse (the skip names the field whose value is still open, when
  one is: :func:`_bib_open_state`; an entry whose only fault is its missing closing ``}``,
  every value closed, is read with a warning instead, :func:`_bib_unclosed_entry`), a CSV row that cannot be parsed (an unbalanced quote
  costs only the lines before the next line that starts a complete row, see
  :func:`_csv_resync`), a broken element of a JSON array (over several lines: the entry
  names them all, :func:`_read_json_tolerant`), a JSON array cut off between two records
  or right after one (the complete records are kept; the entry names the last line and the
  column of the last character) or inside one (that record, named by the line and column
  where it opens and of the last character).
* Abstracts longer than :data:`MAX_ABSTRACT_CHARS` are cut to that many characters
  with a warning (the record is kept).
* Kept with a warning: a key written twice in one JSON object, or in two spellings that
  are one field ("Abstract", "abstract"): the last value is kept, and the warning names the
  key and the values (:func:`_warn_repeated`), and so is a field written twice in a BibTeX
  entry (:func:`_bib_repeated_fields`) or a column named twice in a CSV header (each row's
  last non-empty value of them; a second warning counts the rows whose values there
  differ); a CSV header column with no name (``id,title,abstract,``), ignored, with one
  warning at the header's line counting the rows that held a value in it; an id over :data:`LONG_ID` characters (kept
  whole; one warning per file counts them, :meth:`ReadReport.say_long_ids`; messages quote
  long ids shortened, :func:`kg.records.short_id`); two papers with one title, one of them
  without an id, and different abstracts (:func:`dedupe`); a TSV row that is
  not valid in CSV quoting, read as plain TSV where a field only opens with a quote and
  with quotes where a field is wholly quoted (:func:`_tsv_row`); a BibTeX entry whose key an
  earlier entry of the file has, with another abstract (both are read:
  :func:`_bib_repeated_key`, :func:`_bib_warn_repeated_keys`).
  A record whose id an earlier record has with another abstract: another paper, known by
  its abstract's hash, its id kept as its key (:func:`_another_paper`); BibTeX keys that
  differ only in capitals (:func:`_bib_warn_repeated_keys`).
* Notes (no problem): a record merged by :func:`dedupe` into an earlier one of the same id
  and text, naming both records, what matched and two titles that differ
  (:func:`_note_duplicates`); the merged paper keeps every record's key.

All files are opened in binary and decoded explicitly, or as UTF-8 text once checked to be
that, so reading does not depend on the locale (works under ``LC_ALL=C``). A JSON Lines, CSV
or TSV file of plain UTF-8 (:func:`_plain_text_file`: no compression, byte-order mark of
UTF-16/32, NUL byte or Ctrl-Z) is read record by record from disk (:class:`_FileLines`), so
memory follows the records kept, not the file's size (a 50 MB JSON Lines file of 1,000
records with long fields beside the abstract: 147 MB -> 2 MB above the interpreter's; a CSV
of them 440 MB -> 6 MB); any other file is decoded whole, with the repairs above.
"""
from __future__ import annotations

import bz2
import codecs
import csv
import errno
import functools
import gzip
import hashlib
import io
import itertools
import json
import math
import logging
import lzma
import os
import re
import stat
import sys
import unicodedata
import zlib
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, BinaryIO, Callable, Collection, Iterable, Iterator, Optional, Sequence, Union

from kg.clean import drop_filler
from kg.records import MAX_ABSTRACT_CHARS as _MAX_ABSTRACT_CHARS
from kg.records import InputFile, Paper, joined_keys, markup_only_title, plain_title, short_id

__all__ = [
    "COLUMN_ALIASES", "FORMATS", "InputError", "MAX_ABSTRACT_CHARS", "Problem",
    "ReadReport", "SAMPLE_PATHS", "dedupe", "has_hash_id", "normalise_abstract", "normalise_id",
    "canonical_venue", "cap_abstract", "format_name", "names_venue", "paper_id", "papers_from_dicts", "read",
    "unknown_format", "venue_table",
]

#: Ids longer than this many characters are kept but named in a warning: real ids (OpenReview
#: ids, DOIs, arXiv ids, Semantic Scholar's 40 hex digits, a paper's address) are far shorter,
#: so such an id is most likely another field (an abstract) in the id column. Messages quote
#: any id over :data:`kg.records.ID_IN_MESSAGES` characters shortened (:func:`kg.records.short_id`).
LONG_ID = 256

#: Longest abstract kept (defined in :data:`kg.records.MAX_ABSTRACT_CHARS`, the one place:
#: the extractor applies the same cap to a paper given to it directly, :func:`cap_abstract`).
MAX_ABSTRACT_CHARS = _MAX_ABSTRACT_CHARS

#: Format names accepted by ``fmt`` (``txt`` and ``ndjson`` are aliases).
FORMATS: tuple[str, ...] = ("venue", "jsonl", "json", "csv", "tsv", "bib", "atom")
_FMT_ALIASES = {"txt": "venue", "text": "venue", "ndjson": "jsonl", "bibtex": "bib"}
_EXT_FORMATS = {".txt": "venue", ".jsonl": "jsonl", ".ndjson": "jsonl", ".json": "json",
                ".csv": "csv", ".tsv": "tsv", ".bib": "bib", ".bibtex": "bib", ".atom": "atom"}

#: Extensions of graph files (PaperKG's own exports among them) and what each holds: named in
#: the error when one is given to ``kg build`` (:func:`_graph_file_error`).
_GRAPH_EXTS = {".ttl": "an RDF graph in Turtle", ".nt": "an RDF graph in N-Triples",
               ".nq": "an RDF dataset in N-Quads", ".trig": "an RDF dataset in TriG",
               ".n3": "an RDF graph in N3", ".rdf": "an RDF graph in RDF/XML", ".owl": "an OWL ontology",
               ".jsonld": "an RDF graph in JSON-LD", ".graphml": "a GraphML graph"}


def _graph_file_error(what: str) -> str:
    """The message for a graph file given as input: what it holds and what to do instead."""
    return (f"looks like {what} (a built graph, such as PaperKG's exports), not paper records: "
            "kg build reads papers (JSON Lines, JSON, CSV/TSV, BibTeX or a venue dump); query a "
            "built graph with `kg query NAME --graph FILE` or serve it with `kg serve --graph FILE`")


_SAMPLE_DIR = Path(__file__).resolve().parent / "data" / "sample"
#: The bundled ICML 2026 sample (two venue dumps sharing 14 abstracts; 24 distinct).
SAMPLE_PATHS: tuple[Path, ...] = (
    _SAMPLE_DIR / "icml2026_abstracts_1.txt",
    _SAMPLE_DIR / "icml2026_abstracts_2.txt",
)

#: Field name -> accepted column/key names (compared lower-cased, spaces as ``_``).
COLUMN_ALIASES: dict[str, tuple[str, ...]] = {
    "id": ("id", "openreview_id", "paper_id", "paperid", "forum", "forum_id", "entry_id"),
    "title": ("title", "paper_title"),
    "abstract": ("abstract", "abstract_text", "summary", "paper_abstract", "abstract_note"),
    "authors": ("authors", "author", "author_names", "creators"),
    # (Scopus and Web of Science write "Source title", a Google Scholar profile's CSV "Publication")
    "venue": ("venue", "booktitle", "journal", "conference", "publication_title", "container_title",
              "source_title", "publication"),
    "year": ("year", "publication_year"),
    # a date whose year is the paper's when no year field is given (Zotero's CSV "Date",
    # biblatex's ``date``, Semantic Scholar's "publicationDate": :func:`_date_year`)
    "date": ("date", "publication_date", "pub_date", "published_date"),
    # (a PDF's address, OpenReview dumps' "pdf", is the paper's url when the record gives no
    # other: the landing page, which links to the PDF, wins; since session 60)
    "url": ("url", "link", "forum_url", "paper_url", "pdf", "pdf_url"),
    "keywords": ("keywords", "keyword", "tags"),
    "doi": ("doi",),
    "arxiv": ("arxiv_id", "arxiv", "eprint", "arxivid"),
    # the record's key in its source (not its id: Paper.key): Zotero's CSV "Key", CSL JSON's
    # "citation-key", Better BibTeX's "citekey", DBLP's "key"; a BibTeX entry's key is read as one
    "key": ("key", "citation_key", "citekey", "cite_key", "bibtex_key"),
}
#: The abstract's names that messages list (the camelCase spellings added below are not).
_ABSTRACT_NAMES = ", ".join(COLUMN_ALIASES["abstract"])
# the same names written in camelCase ("paperAbstract", Semantic Scholar's Open Research Corpus;
# "abstractText", "abstractNote", "paperTitle", "publicationYear"), which :func:`_normkeys`
# lower-cases without a "_": each alias without its underscores is accepted too
COLUMN_ALIASES = {field: (*names, *dict.fromkeys(n.replace("_", "") for n in names if "_" in n
                                                  and n.replace("_", "") not in names))
                  for field, names in COLUMN_ALIASES.items()}

Pathish = Union[str, Path]


#: The reasons (their starts) of an :class:`InputError` for an input that is well-formed but
#: holds no record: a CSV/TSV header row alone (:func:`_read_csv`), a venue dump's header line
#: alone, a BibTeX file of comments only (``%`` lines, ``@comment``: :func:`_read_bib`).
NO_RECORD_REASONS = ("only a header row and no record under it", "only a header line (",
                     BIB_COMMENTS_ONLY := "only comments and no BibTeX entry")


def empty_input(exc: "InputError") -> bool:
    """Whether ``exc`` says that its input holds no record at all: an empty file (also empty
    compressed data), or one of white space, a byte-order mark or an end-of-file mark only
    (:func:`_decode_bytes`, :func:`_decode`), or a well-formed file of no record
    (:data:`NO_RECORD_REASONS`: a CSV header row alone, a venue dump's header line alone, a
    BibTeX file of comments), as opposed to one that cannot be read."""
    return (exc.reason == "empty file" or exc.reason.startswith("file holds only ")
            or exc.reason.startswith(NO_RECORD_REASONS))


class InputError(Exception):
    """A fatal problem with one input path; ``str(err)`` names the path (and line/offset).

    Attributes:
        source: the path (``"<stdin>"`` for standard input), possibly with ``:line``.
        reason: what is wrong, without the path.
    """

    def __init__(self, source: str, reason: str) -> None:
        super().__init__(f"{source}: {reason}")
        self.source = source
        self.reason = reason

    def __reduce__(self):
        """Pickle as ``InputError(source, reason)``, so the error of a forked reader or a
        Dask worker is rebuilt whole in the build process (``Exception`` pickles its one
        message argument, which this ``__init__`` would refuse)."""
        return type(self), (self.source, self.reason)


@dataclass(frozen=True)
class Problem:
    """A non-fatal problem with one record or file: where (``"path:line"``) and what."""

    source: str
    message: str

    def __str__(self) -> str:
        return f"{shown_source(self.source)}: {self.message}"

    def place(self, files: Collection[str] = ()) -> tuple[str, Optional[int], Optional[int]]:
        """Where the problem is, as separate fields: ``(file, line, element)``, line and
        element None when the problem is about the whole file (element: the place in a
        one-line JSON array or a page of API results, ``"file:1 (element 3)"``).

        ``source`` joins file and line with ``:``, so a file whose name holds ``:`` makes it
        ambiguous: a source that is one of ``files`` (the display names of the inputs,
        :attr:`ReadReport.order`) is that whole file; else the line is the last ``:N`` (a
        name such as ``a:1.jsonl`` is kept whole: ``a:1.jsonl:3`` is line 3 of it).
        Never raises."""
        if self.source in files:
            return self.source, None, None
        m = _SOURCE_PLACE.fullmatch(self.source)
        if m is None:
            return self.source, None, None
        return m.group(1), int(m.group(2)), int(m.group(3)) if m.group(3) else None

    def to_dict(self, kind: str, files: Collection[str] = ()) -> dict:
        """The problem as a JSON-safe dict: ``{"kind", "file", "line", "element", "message"}``
        (kind: ``"note"``, ``"warning"`` or ``"skipped"``; :meth:`place`)."""
        file, line, element = self.place(files)
        return {"kind": kind, "file": file, "line": line, "element": element, "message": self.message}


def shown_source(source: str) -> str:
    """``source`` (``"path:line"``) for a one-line message: control characters of the file's
    name (a newline, a tab, ESC) written as Python escapes (``\\n``, ``\\t``, ``\\x1b``), so
    that one problem stays one line; other characters unchanged."""
    if not any(unicodedata.category(c) == "Cc" for c in source):
        return source
    return "".join(repr(c)[1:-1] if unicodedata.category(c) == "Cc" else c for c in source)


#: A problem's place for sorting: ``file:line``, maybe with the element of a one-line JSON
#: array (``"file:1 (element 3)"``, :func:`_read_json`).
_SOURCE_PLACE = re.compile(r"(.*):(\d+)(?: \(element (\d+)\))?")


def in_file_order(problems: Sequence[Problem], files: Sequence[str] = ()) -> list[Problem]:
    """``problems`` in the order of the file and line they name, for a user fixing a file
    from top to bottom: files in the order of ``files`` (the display names of the inputs in
    the order they were read, :attr:`ReadReport.order`), then any other file in the order it
    first appears in ``problems``; within a file the problems about the whole file
    (``"file"``) first, then by line (``"file:12"``) and by element of a one-line JSON array
    (``"file:1 (element 3)"``); problems of one place keep their order (a stable sort).
    A reader says some problems only once it has read the whole file (one warning naming
    the first of several lines, a crossref to a key of a later file), and the build adds
    the extraction's after the reading's: this puts each at its line."""
    rank: dict[str, int] = {}
    for name in files:
        rank.setdefault(name, len(rank))
    keys = []
    for i, problem in enumerate(problems):
        m = _SOURCE_PLACE.fullmatch(problem.source)
        file, line, element = ((m.group(1), int(m.group(2)), int(m.group(3) or 0)) if m
                               else (problem.source, 0, 0))
        keys.append((rank.setdefault(file, len(rank)), line, element, i))
    return [problems[k[3]] for k in sorted(keys)]


@dataclass
class ReadReport:
    """Counts and problems of one :func:`read` (and :func:`dedupe`) run.

    Attributes:
        files: number of inputs opened.
        read: records seen (valid or not).
        yielded: papers yielded by :func:`read`.
        skipped: records dropped, each with the reason.
        warnings: records kept with a caveat (cut abstract, fallback decoding, bad year,
            same id with different text in :func:`dedupe` ...).
        duplicates: papers dropped by :func:`dedupe` because an earlier one had their id.
        notes: information lines, not problems (BibTeX @proceedings entries not read as papers).
        long_ids: ``(source, id)`` of the ids over :data:`LONG_ID` characters of the file being
            read, said in one warning per file (:meth:`say_long_ids`).
        bib_unresolved: BibTeX crossrefs to a key their file lacks, ``(source, entry key,
            crossref key)``, and bib_keys: ``key (lower case) -> "file:line"`` of every BibTeX
            entry read; :func:`read` names the other file that holds such a key
            (:meth:`say_bib_unresolved`), at the end of each call unless
            defer_bib_unresolved is set: a caller that reads the files of one build in
            several calls (kg.pipeline.read_papers) sets it and says them after the last file,
            so a key in a file read later is named too.
        opened: ``(device, inode) -> path`` of the regular files read so far, and stdin_read:
            whether standard input was; over every :func:`read` call that fills this report,
            so a file named twice in one build (``a.jsonl ./a.jsonl``), also when the build
            reads its files one call at a time, is read once (:func:`same_file_as`).
    """

    files: int = 0
    read: int = 0
    yielded: int = 0
    skipped: list[Problem] = field(default_factory=list)
    warnings: list[Problem] = field(default_factory=list)
    duplicates: int = 0
    notes: list[Problem] = field(default_factory=list)
    long_ids: list[tuple[str, str]] = field(default_factory=list, repr=False)
    bib_unresolved: list[tuple[str, str, str]] = field(default_factory=list, repr=False)
    bib_keys: dict[str, str] = field(default_factory=dict, repr=False)
    defer_bib_unresolved: bool = field(default=False, repr=False)
    opened: dict[tuple[int, int], str] = field(default_factory=dict, repr=False)
    stdin_read: bool = field(default=False, repr=False)
    #: ``(name, text)`` of the file being parsed, while it is: a warning about a string of a
    #: record that spans lines names the line holding it (:func:`_without_surrogates`).
    reading: Optional[tuple[str, str]] = field(default=None, repr=False, compare=False)
    #: The line of the file that :attr:`reading`'s text opens with (1: the whole file; a
    #: file read line by line, :class:`_FileLines`, holds only the record's own lines).
    reading_line: int = field(default=1, repr=False, compare=False)
    #: the display names of the inputs (``"<stdin>"`` for ``-``) in the order :func:`read` took
    #: them up, also those that could not be read: the order of files in which
    #: :func:`in_file_order` puts a build's messages
    order: list[str] = field(default_factory=list, repr=False)
    #: the inputs read, in the order read (:class:`kg.records.InputFile`: file name, SHA-256 of
    #: its bytes, records read, the format read as), for the build's provenance
    #: (kg.graph.dataset_description)
    inputs: list = field(default_factory=list, repr=False)
    #: display name (what a record's ``Paper.source`` opens with, ``name:line``) -> the
    #: :class:`kg.records.InputFile` of :attr:`inputs` read under it (:meth:`add_input`)
    input_of: dict = field(default_factory=dict, repr=False)
    #: the inputs that hold no record at all (:func:`empty_input`, or read without a record),
    #: each a warning and no error (kg.pipeline.read_papers; in a store build: nothing to add)
    empty: list[str] = field(default_factory=list, repr=False)
    #: a message each for records that a file holds many of, instead of one per file for them
    #: (:func:`warn_copies`, :func:`_note_duplicates`; ``kg build --verbose``)
    verbose: bool = field(default=False, repr=False)
    #: id of a paper :func:`dedupe` kept -> the sources (``file:line``) of the records it dropped
    #: as that paper (a duplicate id, an id-less copy of a record with an id): with the kept
    #: record's own, the records the paper was read from (:meth:`sources_of`)
    merged: dict = field(default_factory=dict, repr=False)
    #: display name -> SHA-256 (hex) of the bytes :func:`load_bytes` last read under that name
    checksums: dict[str, str] = field(default_factory=dict, repr=False)

    def add_input(self, display: str, f: InputFile) -> None:
        """Record the input ``f`` read under the display name ``display`` (its records'
        ``Paper.source`` is ``display:line``): in :attr:`inputs` and :attr:`input_of`."""
        self.inputs.append(f)
        self.input_of[display] = f

    def sources_of(self, paper: Paper) -> list[InputFile]:
        """The inputs that held a record of ``paper`` (a paper :func:`dedupe` kept): the file
        of its own record and those of the records dedupe dropped as the same paper
        (:attr:`merged`), each once, in reading order; a record whose file was not
        recorded (:meth:`add_input`) adds nothing.

        Returns:
            :class:`kg.records.InputFile` values of :attr:`inputs`.
        """
        out: list[InputFile] = []
        for source in (paper.source, *self.merged.get(paper.id, ())):
            # "file:12", or "file:1 (element 3)": a record of a one-line array or of a page of API results
            place = _SOURCE_PLACE.fullmatch(source)
            f = self.input_of.get(place.group(1) if place else source)
            if f is not None and f not in out:
                out.append(f)
        return out

    def say_long_ids(self) -> None:
        """Turn the long ids gathered from one file (:attr:`long_ids`) into one warning at the
        first one's ``file:line``: how many, the first shortened (:func:`kg.records.short_id`:
        its first 60 characters, "..." and its length) and the lines of the others; then
        forget them. Nothing when there are none."""
        if not self.long_ids:
            return
        (source, first), rest = self.long_ids[0], self.long_ids[1:]
        self.long_ids = []
        if not rest:
            self.warn(source, f"id {short_id(first)}: kept whole, it names the paper; ids are rarely over "
                              f"{LONG_ID} characters (another field in the id column?)")
            return
        lines = [src.rsplit(":", 1)[-1] for src, _ in rest]
        shown = ", ".join(lines[:5]) + (f" and {len(lines) - 5} more" if len(lines) > 5 else "")
        self.warn(source, f"{len(rest) + 1} ids over {LONG_ID} characters in this file, the first "
                          f"{short_id(first)}, then on line{'s' if len(lines) > 1 else ''} {shown}: kept whole, "
                          f"each names its paper (another field in the id column?)")

    def say_bib_unresolved(self) -> None:
        """Warn for each BibTeX crossref gathered in :attr:`bib_unresolved`, at the entry's
        ``file:line``: the key is in another file of this build (crossref is followed within
        one file only: that file and line are named), or in no file; then forget them."""
        for source, key, ref in self.bib_unresolved:
            where = self.bib_keys.get(ref.lower())
            if where is not None and where.rsplit(":", 1)[0] != source.rsplit(":", 1)[0]:
                self.warn(source, f"BibTeX entry {key!r}: crossref {ref!r} names the entry at {where}, in "
                                  "another file: crossref is followed within one file only, so this entry is "
                                  "read with its own fields (put the two entries in one file)")
            else:
                self.warn(source, f"BibTeX entry {key!r}: crossref {ref!r} names no entry of this file; "
                                  "read with its own fields only (give the @proceedings entry in the same file)")
        self.bib_unresolved = []

    def skip(self, source: str, message: str) -> None:
        """Record a skipped record."""
        self.skipped.append(Problem(source, message))

    def warn(self, source: str, message: str) -> None:
        """Record a warning."""
        self.warnings.append(Problem(source, message))

    def note(self, source: str, message: str) -> None:
        """Record an information line (nothing is wrong; not a warning, no exit status)."""
        self.notes.append(Problem(source, message))

    @property
    def ok(self) -> bool:
        """True when nothing was skipped."""
        return not self.skipped

    @property
    def papers(self) -> int:
        """Distinct papers: yielded minus duplicates dropped by :func:`dedupe`."""
        return self.yielded - self.duplicates

    def summary(self) -> str:
        """One line, e.g. ``"read 40 records from 3 files: 39 valid, 2 skipped, 14
        duplicates -> 25 papers; 0 warnings"``."""
        return (f"read {self.read} records from {self.files} file(s): {self.yielded} valid, "
                f"{len(self.skipped)} skipped, {self.duplicates} duplicates -> "
                f"{self.papers} papers; {len(self.warnings)} warnings")


# ---------------------------------------------------------------------------------------
# Identity

_WS = re.compile(r"\s+")


def normalise_abstract(text: str) -> str:
    """NFC, whitespace runs -> one space, stripped (case kept). Used for ids and dedupe.

    ``" ".join(text.split())``: the same text as ``_WS.sub(" ", text).strip()`` (``str.split``,
    ``str.strip`` and the pattern's ``\\s`` all take the characters of ``str.isspace`` for
    white space), about three times faster; a build calls it about three times per record
    (the hash id, :func:`has_hash_id`, :func:`dedupe`)."""
    return " ".join(unicodedata.normalize("NFC", text).split())


def normalise_id(text: str) -> str:
    """The form in which ids are compared: one id, one paper, so "café" typed (NFC) or
    decomposed (NFD) is the same id, and invisible format characters (Unicode category Cf:
    zero-width space, BOM, direction marks) are no part of it; surrounding spaces go.
    Returns "" for an id of invisible characters only."""
    if text.isascii():
        return text.strip()
    return "".join(ch for ch in unicodedata.normalize("NFC", text) if unicodedata.category(ch) != "Cf").strip()


def paper_id(record_id: Optional[str], doi: Optional[str], arxiv: Optional[str],
             abstract: str) -> str:
    """A paper's stable id: the record's id, else DOI, else arXiv id, else a hash.

    Returns the first of ``record_id``, ``doi``, ``arxiv`` that is non-empty, else
    ``"h-" + sha1(normalise_abstract(abstract)).hexdigest()[:16]`` (SHA-1, FIPS 180-4,
    used only as a content fingerprint).
    """
    for value in (record_id, doi, arxiv):
        if value:
            return value
    digest = hashlib.sha1(normalise_abstract(abstract).encode("utf-8")).hexdigest()
    return "h-" + digest[:16]


#: A DOI as such (Crossref's pattern for modern DOIs: ``10.`` prefix, ``/``, suffix).
_BARE_DOI = re.compile(r"^10\.\d{4,9}/\S+$")
#: The address (with or without its scheme: ``doi.org/10.1/x``) or ``doi:`` prefix of a DOI.
_DOI_PREFIX = re.compile(r"^\s*(?:(?:https?://)?(?:dx\.|www\.)?doi\.org/|doi:\s*)", re.I)
#: A DOI given as a doi.org web address (the scheme may be left out), whose path is
#: percent-encoded (RFC 3986, 2.1).
_DOI_WEB = re.compile(r"^\s*(?:https?://)?(?:dx\.|www\.)?doi\.org/", re.I)


def _doi_address(value: str) -> str:
    """``value`` (a doi.org address, :data:`_DOI_WEB`) with ``https://`` added when its scheme
    was left out, so that :func:`urllib.parse.urlsplit` finds its path, query and fragment."""
    v = value.strip()
    return v if re.match(r"(?i)https?://", v) else "https://" + v


#: How a paper was presented, after the venue's name in OpenReview exports ("ICLR 2024
#: poster", "NeurIPS 2023 oral", "ICLR 2023 notable top 5%"): not part of the venue.
_PRESENTATION = re.compile(r"\s*[-,(]?\s*\b(?:poster|oral|spotlight|notable[\s-]+top[\s-]+\d+%?|"
                           r"(?:long|short)\s+(?:paper|talk))s?\)?\s*$", re.I)


def _venue_name(value: Optional[str]) -> Optional[str]:
    """A venue's name without how the paper was presented there ("ICLR 2024 poster" ->
    "ICLR 2024"), so the posters and orals of one venue are one venue; None stays None."""
    if not value:
        return value
    return _PRESENTATION.sub("", value).strip() or value


#: The venue table (kg/data/venues.json): acronyms, full and former names of main venues.
_VENUES_FILE = Path(__file__).resolve().parent / "data" / "venues.json"
_ORDINAL_WORDS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
                  "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth "
                  "twentieth thirtieth fortieth fiftieth").split()
#: What a venue string may carry besides the venue's name: "Proceedings of the", a leading
#: "In", the organiser (IEEE/CVF, ACM), an ordinal ("41st", "Thirty-Seventh"), a year or a
#: volume number ("Advances in Neural Information Processing Systems 36"), "PMLR".
_VENUE_NOISE = re.compile(
    r"^\s*in\s+|\bproc(?:eedings)?\s+of\b|\bproc\b|\b(?:the|annual|ieee|cvf|acm|pmlr|vol|volume)\b|"
    r"\b\d+(?:st|nd|rd|th)\b|\b(?:(?:twenty|thirty|forty|fifty|sixty)[\s-]*)?(?:"
    + "|".join(_ORDINAL_WORDS) + r")\b|\b\d{1,4}\b")
#: An acronym with a two-digit year: "ICML'24", "AAAI-24", "NeurIPS’23".
_ACRONYM_YY = re.compile(r"^\s*([A-Za-z][A-Za-z -]*?)\s*['\u2019-]\s*(\d{2})\s*$")


def _venue_key(value: str) -> str:
    """The form in which venue names are compared: lower case, "&" as "and", without the
    parts :data:`_VENUE_NOISE` names, parenthesised parts ("(ICML)", "(Volume 1: Long
    Papers)") and punctuation; "" when nothing is left."""
    v = re.sub(r"\([^()]*\)", " ", value.lower().replace("&", " and "))
    v = re.sub(r"[^\w\s]", " ", v.replace("/", " "))
    v = _VENUE_NOISE.sub(" ", v)
    v = _VENUE_NOISE.sub(" ", v)  # "in proceedings of the": the first pass leaves the "the"
    return " ".join(v.split())


@functools.lru_cache(maxsize=1)
def venue_table() -> dict[str, str]:
    """``{compared form (:func:`_venue_key`): acronym}`` from ``kg/data/venues.json`` (its
    acronyms, former acronyms and full names; the file says where the names come from).

    Raises:
        OSError, ValueError: the shipped file is missing or not valid JSON (a broken install).
    """
    data = json.loads(_VENUES_FILE.read_text(encoding="utf-8"))
    table: dict[str, str] = {}
    for venue in data["venues"]:
        acronym = venue["acronym"]
        for name in (acronym, *venue.get("former", ()), *venue.get("names", ())):
            key = _venue_key(name)
            if key:
                table.setdefault(key, acronym)
    return table


def canonical_venue(value: Optional[str], year: Optional[int]) -> Optional[str]:
    """A venue string as ``"<ACRONYM> <year>"`` when it names a venue of
    ``kg/data/venues.json`` ("International Conference on Machine Learning", "Proceedings of
    the 41st International Conference on Machine Learning", "NIPS 2017", "ICML'24"), so that
    one venue written two ways is one venue; the year is the one the string names, else
    ``year`` (the record's), else none ("ICML"). A string that is already the acronym, alone
    or with that year ("ICML", "ICML 2024"), is returned as it is; any other string
    (unknown venues, workshops, tracks: "ICML 2024 Workshop on X") is returned unchanged,
    and so is None."""
    if not value:
        return value
    acronym, named_year = None, None
    m = _ACRONYM_YY.match(value)
    if m and m.group(1).strip():
        acronym = venue_table().get(_venue_key(m.group(1)))
        named_year = 2000 + int(m.group(2)) if acronym else None
    if acronym is None:
        acronym = venue_table().get(_venue_key(value))
        years = re.findall(r"(?<!\d)(?:19|20)\d\d(?!\d)", value)
        named_year = int(years[-1]) if years else None
    if acronym is None:
        acronym, named_year = _dblp_venue(value)
    if acronym is None:
        return value
    y = named_year or year
    out = f"{acronym} {y}" if y else acronym
    if value.strip() in (acronym, f"{acronym} {y}" if y else acronym):
        return value
    return out


#: One part of a dblp proceedings title that names the event: "ICML 2024", "{ICLR} 2024".
_EVENT_PART = re.compile(r"\s*\{?([A-Za-z][\w-]*)\}?\s+((?:19|20)\d\d)\s*")


def _dblp_venue(value: str) -> tuple[Optional[str], Optional[int]]:
    """The venue and year of a title written as dblp writes proceedings: parts parted by commas
    (or a colon), the first the venue's full name, one of them the event's acronym and year,
    the others place and dates ("Forty-first International Conference on Machine Learning,
    {ICML} 2024, Vienna, Austria, July 21-27, 2024"; "Advances in Neural Information Processing
    Systems 36: Annual Conference on Neural Information Processing Systems 2023, NeurIPS 2023,
    New Orleans, ..."). Both must name the same venue of ``kg/data/venues.json``, so a workshop
    or a track ("Workshop on X, ICML 2024") stays as written. Returns ``(acronym, year)``, or
    ``(None, None)``."""
    parts = re.split(r"[,:]", value)
    if len(parts) < 2:
        return None, None
    table = venue_table()
    named = table.get(_venue_key(parts[0]))
    if named is None:
        return None, None
    for part in parts[1:]:
        m = _EVENT_PART.fullmatch(part)
        if m and table.get(_venue_key(m.group(1))) == named:
            return named, int(m.group(2))
    return None, None


def venue_year(label: Optional[str]) -> Optional[int]:
    """The year a venue label of :func:`canonical_venue` states: ``"ICML 2024"`` -> 2024, for
    a label that is a venue of ``kg/data/venues.json`` written ``"<ACRONYM> <year>"``; None
    for any other label (an acronym alone, unknown venues, workshops: "ICML 2024 Workshop on
    X") and for None. A record without a year field takes this year, so that a BibTeX
    ``booktitle = {ICML'24}`` gives the paper, and its venue node, the year 2024 (a year
    field, when there is one, wins)."""
    if not label:
        return None
    m = re.fullmatch(r"(\S+) ((?:19|20)\d\d)", label)
    if m is None or m.group(1) not in set(venue_table().values()):
        return None
    return int(m.group(2))


def _unquote_doi(text: str) -> tuple[str, bool]:
    """``text`` percent-decoded once (RFC 3986, section 2.1) as UTF-8; escapes that are no
    UTF-8 (``%E9``, as systems writing Latin-1 escape "é") are decoded as Latin-1 rather than
    replaced by U+FFFD, which would make two DOIs one. Each run of consecutive escapes is decoded
    on its own, so one Latin-1 run leaves the UTF-8 runs of the same DOI UTF-8. Returns the text
    and whether the Latin-1 fallback was needed (the caller warns)."""
    fallback = False

    def run(m: re.Match) -> str:
        # each run of escapes on its own: a Latin-1 "%E9" does not turn the UTF-8 "%C3%9F"
        # of the same DOI into Latin-1 mojibake ("straÃ\x9fe")
        nonlocal fallback
        raw = bytes.fromhex(m.group(0).replace("%", ""))
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            fallback = True
            return raw.decode("latin-1")

    return re.sub(r"(?:%[0-9A-Fa-f]{2})+", run, text), fallback


def _clean_doi(value: Optional[str]) -> Optional[str]:
    """A DOI in lower case without address or ``doi:`` prefix (a ``https://doi.org/`` address
    percent-decoded once, its query and fragment left out); arXiv's DOI of a preprint
    (``10.48550/arXiv.2401.00001``) is its arXiv id (``2401.00001``), so it meets the
    records that give the arXiv id."""
    if not value:
        return None
    from urllib.parse import urlsplit

    v = _DOI_PREFIX.sub("", value.strip())
    if _DOI_WEB.match(value):
        # a doi.org address escapes the DOI's characters (RFC 3986): the DOI is the address's
        # path decoded once, as the DOI field reads it (:func:`_doi_or_none`)
        v = _unquote_doi(urlsplit(_doi_address(value)).path.lstrip("/"))[0]
    else:
        # a bare DOI or ``doi:`` form holding escapes (``10.1000/x%2Fy``) was copied from an
        # address: decoded once too, so that all its forms are one paper (:func:`_doi_or_none`)
        v = _unquote_doi(v)[0]
    if _ARXIV_ID.match(v):
        return _clean_arxiv(v)
    return v.lower() or None


#: An arXiv identifier (arXiv's "Understanding the arXiv identifier": ``YYMM.NNNN(N)``
#: since 2007, ``archive(.SC)/YYMMNNN`` before), with an optional ``arXiv:`` prefix or
#: abs/pdf address and an optional version ``vN``.
_ARXIV_ID = re.compile(r"^(?:arxiv:\s*|(?:https?://)?(?:www\.|export\.)?arxiv\.org/(?:abs|pdf|html)/|"
                       r"(?:(?:https?://(?:dx\.)?doi\.org/|doi:\s*)?10\.48550/arxiv\.))?"
                       r"(\d{4}\.\d{4,5}|[a-z][a-z.-]*(?:\.[A-Z]{2})?/\d{7})(v\d+)?(?:\.pdf)?$", re.I)


#: The venue Google Scholar's BibTeX export writes for an arXiv preprint, ``journal =
#: {arXiv preprint arXiv:2401.00001}`` (also ``arXiv preprint cs/0112017``); group 1 is the id,
#: group 2 its version, as in :data:`_ARXIV_ID`.
_SCHOLAR_ARXIV = re.compile(r"^\s*arxiv\s+preprint\s+(?:arxiv:\s*)?"
                            r"(\d{4}\.\d{4,5}|[a-z][a-z.-]*(?:\.[A-Z]{2})?/\d{7})(v\d+)?\s*$", re.I)


def _in_arxiv_scheme(m: "re.Match[str]") -> bool:
    """True when a match of :data:`_ARXIV_ID` is an identifier arXiv can have issued (arXiv's
    "Understanding the arXiv identifier"): since 2007 ``YYMM.NNNN`` with a month 01-12, four
    digits after the dot up to 1412 and five from 1501 on; before, ``archive/YYMMNNN`` with a
    month 01-12; a version, when given, is v1 or later."""
    ident, version = m.group(1), m.group(2)
    if version is not None and int(version[1:]) < 1:
        return False
    if "/" in ident:
        return 1 <= int(ident.split("/")[1][2:4]) <= 12
    yymm, number = ident.split(".")
    if not 1 <= int(yymm[2:]) <= 12:
        return False
    return len(number) == (4 if yymm <= "1412" else 5)


def _clean_arxiv(value: Optional[str]) -> Optional[str]:
    """An arXiv id without prefix, address or version (``arXiv:2401.00001v2`` ->
    ``2401.00001``: every version is the same paper); a value that is no arXiv id only
    loses an ``arXiv:`` prefix or abs address."""
    if not value:
        return None
    m = _ARXIV_ID.match(value.strip())
    if m:
        return m.group(1)
    v = re.sub(r"^(?:arxiv:\s*|https?://arxiv\.org/abs/)", "", value.strip(), flags=re.I)
    return v or None


#: arXiv's own addresses of a paper (abs page, PDF, the export mirror), as a record's url.
_ARXIV_URL = re.compile(r"^(?:https?://)?(?:www\.|export\.)?arxiv\.org/(?:abs|pdf|html)/", re.I)


def _arxiv_of(arxiv: Optional[str], doi: Optional[str], record_id: Optional[str], url: Optional[str],
              archive: Optional[str] = None) -> Optional[str]:
    """The arXiv identifier a record gives, as :func:`_clean_arxiv` writes it, for the
    paper's link to its arXiv page; None when it gives none.

    Looked for, in this order: the arXiv id field (BibTeX ``eprint``, unless the entry's
    ``archivePrefix`` / ``eprinttype`` names another archive); the DOI field holding an arXiv
    id, an arXiv address or arXiv's DOI (``10.48550/arXiv.2401.00001``); the record's id when
    it is an arXiv id with an ``arXiv:`` prefix, an arXiv address or arXiv's DOI, or a bare
    id of the form arXiv uses since 2007 (``2401.00001``; a bare ``word/1234567`` could be
    any record id); the record's url when it is an arXiv abs or PDF address. Each value
    must match the identifier scheme of arXiv's "Understanding the arXiv identifier"
    (:data:`_ARXIV_ID`): a field that holds something else names the paper (:func:`paper_id`)
    but gets no arXiv link. The values are those read (placeholders and ids with line breaks
    already dropped)."""
    def scheme(value: str) -> Optional["re.Match[str]"]:
        m = _ARXIV_ID.match(value.strip())
        return m if m is not None and _in_arxiv_scheme(m) else None

    if arxiv and not (archive and re.sub(r"[\W_]+", "", archive.lower()) not in ("arxiv", "arxivorg")):
        if m := scheme(arxiv):
            return m.group(1)
    if doi and (m := scheme(doi)):
        return m.group(1)
    if record_id and (m := scheme(record_id)):
        if re.fullmatch(r"\d{4}\.\d{4,5}", m.group(1)) or "arxiv" in record_id.lower():
            return m.group(1)
    if url and _ARXIV_URL.match(url.strip()):
        # an address as a browser shows it: a query, a fragment or a closing slash left out
        address = re.sub(r"[?#].*$", "", url.strip()).rstrip("/")
        if m := scheme(address):
            return m.group(1)
    return None


def _record_id_form(value: Optional[str]) -> Optional[str]:
    """A record id that is an arXiv id (with prefix, address, version, or as arXiv's DOI
    ``10.48550/arXiv.2401.00001``) as :func:`_clean_arxiv` writes it, so versions of one
    preprint are one paper; a DOI, bare or as an address (``https://doi.org/...``,
    ``doi:...``), as :func:`_clean_doi` writes it; any other id unchanged."""
    if value and _ARXIV_ID.match(value):
        return _clean_arxiv(value)
    if value and (_DOI_PREFIX.match(value) or _BARE_DOI.match(value)):
        return _clean_doi(value)  # (DOIs are case-insensitive: "10.1000/ABC" = "10.1000/abc")
    return value


# ---------------------------------------------------------------------------------------
# Decoding

def _nul_heavy(data: bytes) -> bool:
    """True when NUL bytes make up over 10% of the first 8,000 bytes and at least half of
    the non-blank lines there are damaged (hold a NUL or bytes that are not UTF-8): binary
    by :func:`_decode`'s rule, whatever the rest. A run of NUL bytes on lines of its own,
    what a crash leaves in a text file (a block of zeros after the last synced record), is
    damage to those lines, not a binary file: the lines around it are read."""
    head = data[:8000]
    if head.count(b"\x00") * 10 <= len(head):
        return False
    lines = [raw for raw in head.split(b"\n") if raw.strip()]

    def damaged(raw: bytes) -> bool:
        if b"\x00" in raw:
            return True
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError as err:
            return err.end < len(raw)  # (the head's last line may be cut inside a character)
        return False

    return 2 * sum(1 for raw in lines if damaged(raw)) >= len(lines)


#: Byte-order marks of UTF-32 (checked before UTF-16's, which the little-endian one begins with).
_UTF32_BOMS = (b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")


def wide_encoding(data: bytes) -> Optional[str]:
    """The UTF-16 or UTF-32 codec of text without a byte-order mark, by where its NUL bytes
    fall in the first 4,000 bytes (mostly ASCII text in UTF-16-LE is ``x 00 x 00 ...``, in
    UTF-32-LE ``x 00 00 00 ...``): ``"utf-32-le"``, ``"utf-32-be"``, ``"utf-16-le"``,
    ``"utf-16-be"`` when at least 90% of the positions that hold NUL in that encoding's ASCII
    do and under 10% of the others; None otherwise (binary data has NULs everywhere or
    nowhere in particular)."""
    head = data[:4000]
    n = len(head) - len(head) % 4
    if n < 8:
        return None
    head = head[:n]

    def share(offsets: tuple[int, ...], step: int) -> float:
        cells = [head[i::step] for i in offsets]
        return sum(c.count(0) for c in cells) / sum(len(c) for c in cells)

    for codec, zero, other, step in (("utf-32-le", (1, 2, 3), (0,), 4), ("utf-32-be", (0, 1, 2), (3,), 4),
                                     ("utf-16-le", (1,), (0,), 2), ("utf-16-be", (0,), (1,), 2)):
        if share(zero, step) >= 0.9 and share(other, step) < 0.1:
            return codec
    return None


def _decode(data: bytes, name: str, report: ReadReport) -> str:
    """Bytes -> text (:func:`_decode_bytes`), refusing a file that holds nothing but a
    byte-order mark and white space (an empty file saved by an editor that writes one; a
    file of white space alone is refused there already).

    Raises:
        InputError: empty, white space only, a byte-order mark only, or binary input.
    """
    text = _decode_bytes(data, name, report)
    if not text.replace("\ufeff", "").strip(" \t\r\n\x0b\x0c"):
        raise InputError(name, "file holds only a byte-order mark" + (" and whitespace" if text.strip("\ufeff") else ""))
    return text


def _decode_bytes(data: bytes, name: str, report: ReadReport) -> str:
    """Bytes -> text: UTF-8 (BOM dropped), UTF-16 and UTF-32 with a BOM, or without one when
    the places of the NUL bytes say so (:func:`wide_encoding`; with a warning naming the
    encoding); a line that is not UTF-8 is
    decoded as cp1252 (U+FFFD for the bytes cp1252 leaves undefined: :func:`_cp1252_line`), with a
    warning naming it and its bytes beyond ASCII (the first :data:`MAX_DECODE_WARNINGS` by line, the rest counted); one that mixes valid
    UTF-8 beyond ASCII with invalid bytes keeps its UTF-8 and reads only those bytes as cp1252,
    its warning naming them (:func:`_utf8_then_cp1252`, :func:`_mixed_line_message`); a file with more than
    one such line and whose every line beyond ASCII is cp1252 (none is UTF-8 beyond ASCII,
    none damaged) gets one warning naming the file, its first such line and the count.

    Binary: NUL bytes making up over 10% of the first 8,000 bytes, or NUL bytes in data
    that is not valid UTF-8 where at least half of the non-empty lines are damaged (hold a
    NUL or are not UTF-8). A stray NUL inside otherwise valid UTF-8 text is kept, and so are
    a few damaged lines among good ones (a record cut by a crash mid-write, a line of junk):
    each is decoded on its own with a warning naming file and line, so one damaged record
    does not cost the whole file; that record is then skipped or cleaned downstream.
    Raises InputError for empty or binary input (the message names the line of the first
    NUL byte).
    """
    if not data.strip():
        raise InputError(name, "empty file" if data == b"" else "file holds only whitespace")
    if data.startswith(_UTF32_BOMS):
        try:
            return data.decode("utf-32")
        except UnicodeDecodeError as err:
            raise InputError(name, f"not valid UTF-32 despite its byte-order mark "
                                   f"(byte offset {err.start})") from None
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError as err:
            raise InputError(name, f"not valid UTF-16 despite its byte-order mark "
                                   f"(byte offset {err.start})") from None
    nul = data.find(b"\x00")
    if nul != -1 and (codec := wide_encoding(data)) is not None:
        label = codec.upper()
        try:
            text = data.decode(codec)
        except UnicodeDecodeError as err:
            raise InputError(name, f"looks like {label} text without a byte-order mark, but is not valid "
                                   f"{label} (byte offset {err.start}); save it as UTF-8") from None
        report.warn(name, f"read as {label} (no byte-order mark; told by where its NUL bytes are); "
                          "UTF-8 is the safer encoding to save it in")
        return text
    if nul != -1 and _nul_heavy(data):
        raise InputError(name, f"binary file (NUL byte on line {_byte_line(data, nul)}, "
                               f"byte offset {nul}); expected text")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        offset = err.start
    # Line by line: only the lines that are not UTF-8 fall back to cp1252 (U+FFFD for a
    # byte cp1252 leaves undefined), so one stray byte does not garble the valid records. A
    # line that mixes both (a UTF-8 "Naïve" pasted beside cp1252 quotes) keeps its UTF-8
    # characters: only its invalid bytes are read as cp1252 (:func:`_utf8_then_cp1252`).
    lines = data.split(b"\n")
    out: list[str] = []
    bad: list[int] = []
    damaged: list[int] = []  # not UTF-8 and holding a NUL: a record cut mid-write, junk
    mixed: dict[int, list[tuple[int, int, str]]] = {}  # line -> its bytes read as cp1252
    whole: dict[int, list[tuple[int, int, str]]] = {}  # line read as cp1252 through -> its bytes beyond ASCII
    utf8_wide = 0  # lines with non-ASCII bytes that are valid UTF-8
    for n, raw in enumerate(lines, 1):
        try:
            out.append(raw.decode("utf-8-sig" if n == 1 else "utf-8"))
            utf8_wide += not raw.isascii()
            continue
        except UnicodeDecodeError:
            (damaged if b"\x00" in raw else bad).append(n)
        if n == 1 and raw.startswith(codecs.BOM_UTF8):
            raw = raw[len(codecs.BOM_UTF8):]
        both = None if b"\x00" in raw else _utf8_then_cp1252(raw)
        if both is not None:
            mixed[n] = both[1]
            out.append(both[0])
            continue
        if b"\x00" in raw:
            out.append(raw.decode("latin-1"))
            continue
        text, whole[n] = _cp1252_line(raw)
        out.append(text)
    if damaged:
        filled = sum(1 for raw in lines if raw.strip())
        if 2 * (len(damaged) + len(bad)) >= filled:
            raise InputError(name, f"binary file (NUL byte on line {_byte_line(data, nul)}, "
                                   f"invalid UTF-8 at byte offset {offset}; {len(damaged) + len(bad)} of "
                                   f"{filled} lines damaged, so none is read); expected text")
    if len(bad) > 1 and not damaged and not utf8_wide and not mixed:
        # Every line beyond ASCII is cp1252: the file was saved in that encoding. One
        # warning for the file, not one per line.
        filled = sum(1 for raw in lines if raw.strip())
        rest = "" if len(bad) == filled else "; the others are ASCII"
        undefined = [(n, at, byte) for n in bad for at, byte, ch in whole.get(n, ()) if ch == "\ufffd"]
        lost = "" if not undefined else (
            f"; {len(undefined)} byte{'s' if len(undefined) != 1 else ''} that cp1252 leaves undefined read as "
            f"U+FFFD, the first 0x{undefined[0][2]:02X} on line {undefined[0][0]} at byte {undefined[0][1] + 1}")
        report.warn(name, f"not valid UTF-8: read as cp1252 ({len(bad)} of its {filled} lines are not "
                          f"UTF-8, the first line {bad[0]}, byte offset {offset}{rest}){lost}; "
                          "UTF-8 is the safer encoding to save it in")
        return "\n".join(out)
    for n in damaged[:MAX_DECODE_WARNINGS]:
        report.warn(f"{name}:{n}", "damaged line (NUL bytes and bytes that are not UTF-8); decoded as "
                                   "latin-1, its record is read if it still parses")
    for n in bad[:MAX_DECODE_WARNINGS]:
        if n in mixed:
            report.warn(f"{name}:{n}", _mixed_line_message(mixed[n]))
        elif whole.get(n):
            report.warn(f"{name}:{n}", "not valid UTF-8; this line was decoded as cp1252 ("
                                       + _named_bytes(whole[n]) + ")")
        else:
            report.warn(f"{name}:{n}", "not valid UTF-8; this line was decoded as cp1252")
    more = max(0, len(bad) - MAX_DECODE_WARNINGS) + max(0, len(damaged) - MAX_DECODE_WARNINGS)
    if more:
        report.warn(name, f"{more} more lines not valid UTF-8 "
                          f"(decoded as cp1252; first invalid byte of the file at offset {offset})")
    return "\n".join(out)


def _utf8_then_cp1252(raw: bytes) -> Optional[tuple[str, list[tuple[int, int, str]]]]:
    """A line that is not valid UTF-8 but holds valid UTF-8 characters beyond ASCII beside
    its invalid bytes (a UTF-8 "Naïve" and cp1252 quotes ``\\x93Fast\\x94`` in one record,
    as pasting between programs leaves them): its text with every valid UTF-8 sequence
    decoded as UTF-8 and only each invalid byte as cp1252 (as U+FFFD where cp1252 leaves the
    byte undefined: :func:`_cp1252_char`), and those bytes as ``(byte offset in the line, byte, character)``.
    None when the line holds no valid UTF-8 sequence beyond ASCII: it is then cp1252 through
    (decoding it whole as cp1252 gives the same text, as before)."""
    text = raw.decode("utf-8", "surrogateescape")
    if not any(ord(ch) > 0x7F and not 0xDC80 <= ord(ch) <= 0xDCFF for ch in text):
        return None
    places: list[tuple[int, int, str]] = []
    parts: list[str] = []
    at = 0  # byte offset in the line
    for ch in text:
        if 0xDC80 <= ord(ch) <= 0xDCFF:
            byte = ord(ch) - 0xDC00
            ch = _cp1252_char(byte)
            places.append((at, byte, ch))
            at += 1
        else:
            at += len(ch.encode("utf-8"))
        parts.append(ch)
    return "".join(parts), places


def _cp1252_char(byte: int) -> str:
    """The character of one byte beyond ASCII read as cp1252; U+FFFD for the five bytes cp1252
    leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D), which latin-1 would make C1 control
    characters (U+0081 in a dcterms:title) that no text means."""
    try:
        return bytes((byte,)).decode("cp1252")
    except UnicodeDecodeError:
        return "\ufffd"


def _cp1252_line(raw: bytes) -> tuple[str, list[tuple[int, int, str]]]:
    """A line that is not UTF-8 read as cp1252 through (:func:`_cp1252_char`: an undefined byte
    as U+FFFD, the other bytes as before), and its bytes beyond ASCII as ``(byte offset in the
    line, byte, character)``, which the warning on the line names (:func:`_named_bytes`)."""
    places: list[tuple[int, int, str]] = []
    parts: list[str] = []
    for at, byte in enumerate(raw):
        if byte < 0x80:
            parts.append(chr(byte))
            continue
        ch = _cp1252_char(byte)
        places.append((at, byte, ch))
        parts.append(ch)
    return "".join(parts), places


#: Bytes a warning on a line of UTF-8 and cp1252 names one by one (further ones are counted).
MAX_NAMED_BYTES = 6


def _named_bytes(places: list[tuple[int, int, str]]) -> str:
    """The bytes a warning names (the first :data:`MAX_NAMED_BYTES` of ``places``, as
    :func:`_utf8_then_cp1252` gives them): ``0x93 as '“' at byte 12``, ``0x81 as U+FFFD at byte
    3 (undefined in cp1252)``, then ``and N more``."""
    named = ", ".join(f"0x{byte:02X} as U+FFFD at byte {at + 1} (undefined in cp1252)" if ch == "\ufffd"
                      else f"0x{byte:02X} as {ch!r} at byte {at + 1}" for at, byte, ch in places[:MAX_NAMED_BYTES])
    more = len(places) - MAX_NAMED_BYTES
    return named + (f" and {more} more" if more > 0 else "")


def _mixed_line_message(places: list[tuple[int, int, str]]) -> str:
    """The warning on a line that :func:`_utf8_then_cp1252` read: which bytes were read as
    cp1252 (byte, character, byte offset in the line; the first :data:`MAX_NAMED_BYTES`),
    the rest of the line being UTF-8."""
    count = f"{len(places)} byte{'s' if len(places) != 1 else ''}"
    return (f"not valid UTF-8 throughout: {count} read as cp1252 ({_named_bytes(places)}"
            + "); the rest of the line is valid UTF-8 and read as UTF-8")


def _byte_line(data: bytes, offset: int) -> int:
    """1-based line number of byte ``offset`` in ``data``."""
    return data.count(b"\n", 0, offset) + 1


#: Fewer words than this (runs of two or more letters) in an abstract get a warning: a
#: title, a heading ("Abstract") or a table of numbers in place of the abstract.
MIN_ABSTRACT_WORDS = 3
_WORD = re.compile(r"[^\W\d_]{2,}")
#: A paragraph of a plain-text dump shorter than this (characters, stripped) that also fails the
#: check above (fewer than :data:`MIN_ABSTRACT_WORDS` words: a session header "Session 3:
#: Optimization", a rule "#### ~~~ ####") is no abstract: skipped, counted and named at its
#: ``file:line`` (since session 50; it was read as a paper, with the warning). A longer one, and
#: any record of another format (which may hold an id or a title), is read with the warning.
SHORT_PARAGRAPH_CHARS = 80

#: Lines named one by one when a file is not valid UTF-8 (further ones are counted).
MAX_DECODE_WARNINGS = 5


def _gunzip(data: bytes, name: str, report: ReadReport, offset: int = 0) -> bytes:
    """Decompress a gzip file. A truncated or damaged stream keeps what decompressed before
    the damage, up to its last complete line; the loss is reported as a skipped entry
    (the build then exits 1), since the records after the damage cannot be read, unless
    complete gzip members follow the damaged one (a file of several members, RFC 1952
    section 2.2): those are read too, so a damaged member costs only its own records.
    ``offset``: where ``data`` starts in the file (byte positions in messages count from the
    file's start).

    Raises:
        InputError: not gzip at all, or nothing decompressed.
    """
    try:
        return gzip.decompress(data)
    except (OSError, EOFError, zlib.error) as err:
        reason = str(err) or type(err).__name__
    if not data.startswith(b"\x1f\x8b"):
        raise InputError(name, f"not a readable gzip file ({reason})")
    out, end, whole = _gzip_members(data)
    if whole and 0 < end < len(data):
        one = len(data) - end == 1
        report.warn(name, f"{len(data) - end:,} byte{'' if one else 's'} after the end of the gzip data (at byte "
                          f"{offset + end:,}) {'is' if one else 'are'} no gzip data and {'was' if one else 'were'} "
                          f"ignored, as gzip -d ignores {'it' if one else 'them'}; every record before "
                          f"{'it' if one else 'them'} was read")
        return out
    if not whole:
        later = _next_member(data, end + 1)
        if later is not None:
            # a damaged member before complete ones (``cat a.gz b.gz`` of a damaged a.gz): its
            # complete lines, then the members after it, which cost nothing
            text = _salvage(data[end:later], zlib.decompressobj(16 + zlib.MAX_WBITS), (zlib.error,), name,
                            "gzip", reason, report, before=out, lost="the rest of that gzip member (bytes "
                            f"{offset + end:,} to {offset + later:,}) is lost; the gzip members after it were read",
                            may_be_empty=True)
            return text + _gunzip(data[later:], f"{name}", report, offset=offset + later)
    # the member that is damaged (gzip header and trailer: wbits 16 + MAX_WBITS), after the
    # complete members before it
    return _salvage(data[end:], zlib.decompressobj(16 + zlib.MAX_WBITS), (zlib.error,), name, "gzip", reason,
                    report, before=out)


def _next_member(data: bytes, start: int) -> Optional[int]:
    """Where the first complete gzip member (RFC 1952: magic ``1f 8b``, method 8, deflate) at
    or after ``start`` begins in ``data``, or None: a candidate header counts only when its
    member decompresses to its end (the magic bytes may occur by chance inside deflate data)."""
    view = memoryview(data)  # no copy of the rest per candidate
    pos = data.find(b"\x1f\x8b\x08", start)
    while pos >= 0:
        inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
        try:
            inflater.decompress(view[pos:])
            if inflater.eof:
                return pos
        except zlib.error:
            pass
        pos = data.find(b"\x1f\x8b\x08", pos + 1)
    return None


def _gzip_members(data: bytes) -> tuple[bytes, int, bool]:
    """Decompress the members of gzip ``data`` (RFC 1952, section 2.2: a gzip file is a series
    of members) one by one, up to the first that is truncated or damaged or to bytes that
    open no member (trailing garbage, which gzip -d ignores with a warning and
    :func:`gzip.decompress` refuses).

    Returns:
        ``(text of the complete members, offset where the rest starts, whole)``: ``whole`` is
        true when no member is truncated or damaged (the rest is then trailing garbage, or
        nothing).
    """
    out, pos = bytearray(), 0
    while data.startswith(b"\x1f\x8b", pos):
        inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
        try:
            text = inflater.decompress(data[pos:])
        except zlib.error:
            return bytes(out), pos, False
        if not inflater.eof:
            return bytes(out), pos, False
        out += text
        pos = len(data) - len(inflater.unused_data)
    return bytes(out), pos, True


def _salvage(data: bytes, inflater, errors: tuple, name: str, label: str, reason: str,
             report: ReadReport, before: bytes = b"", lost: str = "the records after them are lost",
             may_be_empty: bool = False) -> bytes:
    """What a damaged compressed stream decompresses to before the damage, cut after its
    last complete line; the loss is reported in ``report`` as a skipped entry (the build then
    exits 1), since the records after the damage cannot be read.

    Args:
        data: the compressed bytes; inflater: a fresh incremental decompressor (an object with
        ``decompress(bytes) -> bytes``); errors: the exceptions it raises at the damage;
        name: display name; label: the format's name ("gzip"); reason: why the one-shot
        decompression failed; before: the text of the complete streams (gzip members) that
        came before ``data`` in the file, kept whole; lost: what the skipped entry says is
        lost; may_be_empty: whether nothing decompressed is no error (complete members follow).
    Raises:
        InputError: not one complete line decompressed (unless ``may_be_empty``).
    """
    out = bytearray(before)
    try:
        for i in range(0, len(data), 1 << 16):
            out += inflater.decompress(data[i:i + (1 << 16)])
    except errors:
        pass
    cut = out.rfind(b"\n")
    if cut < 0 and not may_be_empty:
        raise InputError(name, f"not a readable {label} file ({reason}); nothing was read from it")
    read = (f"read the first {cut + 1} decompressed bytes (complete lines only)" if cut >= 0 else
            "no complete line decompressed before the damage")
    report.skip(name, f"{label} data is truncated or damaged ({reason}); {read}; {lost}")
    return bytes(out[:cut + 1])


#: Largest input read from a stream (standard input, a FIFO or a device), in bytes.
MAX_STREAM_BYTES = 2 * 1024 ** 3
#: Bytes read per chunk from a stream; the first chunk is checked for binary data.
_STREAM_CHUNK = 1 << 20


def _read_stream(fh: BinaryIO, name: str) -> bytes:
    """Read a stream in chunks, refusing binary data from its first chunk and stopping at
    :data:`MAX_STREAM_BYTES`, so that ``/dev/zero`` or ``/dev/urandom`` given as input fail
    at once instead of filling memory.

    The first chunk is binary, by the rule of :func:`_decode`, when NUL bytes make up over
    10% of its first 8,000 bytes, or when it holds a NUL byte and is not UTF-8 (UTF-16 with
    a byte-order mark is text, and gzip data, which :func:`_load` decompresses, is let
    through).

    Args:
        fh: a binary stream.
        name: display name for errors.
    Returns:
        All bytes of the stream.
    Raises:
        InputError: binary data, or more than :data:`MAX_STREAM_BYTES` bytes.
    """
    chunks: list[bytes] = []
    total = 0
    while True:
        chunk = fh.read(_STREAM_CHUNK)
        if not chunk:
            break
        if not chunks and (what := container_format(chunk)) is not None:
            raise InputError(name, what)
        if not chunks and not chunk.startswith((b"\xff\xfe", b"\xfe\xff", *_UTF32_BOMS, _GZIP_MAGIC,
                                                b"BZh", b"\xfd7zXZ")) and wide_encoding(chunk) is None:
            nul = chunk.find(b"\x00")
            if nul != -1:
                try:
                    codecs.getincrementaldecoder("utf-8")().decode(chunk, final=False)
                    valid = True
                except UnicodeDecodeError:
                    valid = False
                if _nul_heavy(chunk) or not valid:
                    raise InputError(name, f"binary file (NUL byte at offset {nul}); expected text")
        total += len(chunk)
        if total > MAX_STREAM_BYTES:
            raise InputError(name, f"input stream exceeds {MAX_STREAM_BYTES // 1024 ** 3} GiB; "
                                   "save it to a file and give the file's path")
        chunks.append(chunk)
    return b"".join(chunks)


#: A path that names an open file descriptor: what a shell's process substitution passes
#: (``<(cat a.tsv)`` is ``/dev/fd/63`` in bash), or ``/proc/self/fd/N``; its number says nothing
#: about the data.
_FD_PATH = re.compile(r"/(?:dev|proc/(?:self|\d+))/fd/(\d+)")
#: The file name that the graph's record of its input files (:class:`kg.records.InputFile`,
#: spdx:fileName) and a venue named after the file give such an input, as ``<stdin>`` names
#: standard input: the same for every pipe, so a build's IRIs do not depend on the descriptor.
PIPE_NAME = "<pipe>"
#: How messages and ``Paper.source`` name such an input: ``<fd 63>`` (:func:`display_name`).
_FD_NAME = re.compile(r"<fd \d+>")


def input_file_name(display: str) -> str:
    """The name an input keeps in the graph (spdx:fileName) for its display name
    (:func:`display_name`): ``<stdin>`` for standard input, :data:`PIPE_NAME` for a file
    descriptor (``<fd 63>``), else the file's name without its folders."""
    if display == "<stdin>":
        return display
    if _FD_NAME.fullmatch(display):
        return PIPE_NAME
    return Path(display).name


def display_name(path: Pathish) -> str:
    """The name of the input ``path`` in messages, ``Paper.source`` and the graph: ``str(path)``,
    except for a path naming a file descriptor (a process substitution, ``<(cat a.tsv)``, is
    ``/dev/fd/63``: :data:`_FD_PATH`), named ``<fd 63>`` as standard input is ``<stdin>``, and
    unless the name holds bytes that are no UTF-8 (a file named in Latin-1 on a UTF-8 system,
    which Python keeps as lone surrogates, ``caf\\udce9.jsonl``, that no UTF-8 text, Turtle
    file or hash input can hold): those bytes are then read as cp1252 (Latin-1's superset,
    as the readers decode a line that is no UTF-8), ``café.jsonl``, and any byte cp1252 lacks
    as U+FFFD. The file itself is always opened by ``path``."""
    text = str(path)
    fd = _FD_PATH.fullmatch(text)
    if fd is not None:
        return f"<fd {fd.group(1)}>"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raw = os.fsencode(text)
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            return raw.decode("cp1252", errors="replace")
    return text


def load_bytes(path: Pathish, report: ReadReport) -> tuple[str, bytes]:
    """Read one input fully and decompress it: returns (display name, bytes).

    ``-`` is standard input (named ``<stdin>``); a FIFO or process substitution is read as
    a stream. Gzip data is decompressed (:func:`_gunzip`) when the path ends in ``.gz`` or
    the data starts with the gzip magic bytes (standard input, pipes, files without the
    suffix); bzip2 and xz likewise (:func:`_decompress_other`). A truncated compressed
    stream keeps its complete lines and adds a problem to ``report.skipped``. Used by
    :func:`read` (through :func:`_load`) and by ``kg eval`` for gold files.

    Raises:
        InputError: naming the file: missing, a directory, unreadable, an empty ``.gz``,
            bad compressed data, or an archive or document (:func:`container_format`,
            also inside the compression: ``.tar.gz``, a gzipped PDF).
    """
    if str(path) == "-":
        name = "<stdin>"
        try:
            data = _read_stream(sys.stdin.buffer, name) if hasattr(sys.stdin, "buffer") else \
                sys.stdin.read().encode("utf-8", "surrogatepass")
        except (OSError, ValueError) as err:
            raise InputError(name, f"cannot read standard input ({err})") from None
    else:
        name = display_name(path)
        p = Path(path)
        try:
            if p.is_file() or p.is_dir():
                data = p.read_bytes()
            else:  # a FIFO, device or process substitution: no size to trust
                with open(p, "rb") as fh:
                    data = _read_stream(fh, name)
        except FileNotFoundError:
            raise InputError(name, missing_reason(p)) from None
        except IsADirectoryError:
            raise InputError(name, "is a directory, expected a file") from None
        except OSError as err:
            if err.errno == errno.ELOOP:
                raise InputError(name, "symbolic link loop") from None
            raise InputError(name, f"cannot read ({err.strerror or err})") from None
        if p.suffix.lower() == ".gz" and not data:
            raise InputError(name, "empty file")
    # the checksum of the bytes as stored (what `sha256sum FILE` prints), before decompression
    report.checksums[name] = hashlib.sha256(data).hexdigest()
    suffix = Path(path).suffix.lower() if name != "<stdin>" and not _FD_NAME.fullmatch(name) else ""
    if data.startswith(_GZIP_MAGIC) or suffix == ".gz":
        # by content too: standard input, a pipe or a file without the .gz suffix
        data = _gunzip(data, name, report)
    else:
        data = _decompress_other(data, name, suffix, report)
    # an archive or document, also inside the compression (.tar.gz, a gzipped PDF)
    what = container_format(data)
    if what is not None:
        raise InputError(name, what)
    return name, data


def _load(path: Pathish, report: ReadReport) -> tuple[str, str]:
    """Read one input fully: returns (display name, text) (:func:`load_bytes`, then
    :func:`_decode`, then :func:`without_eof_mark`). Raises InputError."""
    name, data = load_bytes(path, report)
    return name, inner_eof_marks(without_eof_mark(_decode(data, name, report), name), name, report)


#: ASCII SUB (Ctrl-Z), the end-of-file mark of CP/M and MS-DOS text files.
EOF_MARK = "\x1a"


def without_eof_mark(text: str, name: str) -> str:
    """``text`` without the Ctrl-Z (ASCII SUB, 0x1A) end-of-file mark that old Windows and
    DOS tools (``copy /a``, some exporters) write after a text file's last line, and the
    white space around it: the mark is no line of the file, so it is dropped silently (a
    JSON Lines reader took it for a broken record, a CSV reader for a row without an
    abstract). A SUB anywhere else stays (read as a control character, as before).

    Args:
        text: the decoded file; name: its display name, for the error.
    Returns:
        The text up to its last line before the mark(s), with one final line break; the
        text unchanged when it does not end with the mark.
    Raises:
        InputError: the file holds nothing but white space and the mark.
    """
    body = text.rstrip()
    if not body.endswith(EOF_MARK):
        return text
    body = body.rstrip(EOF_MARK + " \t\r\n\f\v")
    if not body:
        raise InputError(name, "file holds only an end-of-file mark (Ctrl-Z, 0x1A) and white space")
    return body + "\n"


def inner_eof_marks(text: str, name: str, report: "ReadReport") -> str:
    """``text`` without the Ctrl-Z (0x1A) end-of-file marks left inside it by files joined
    whole: ``copy /b a.jsonl+b.jsonl all.jsonl`` (or ``cat``) keeps the mark that ends
    ``a.jsonl`` at the start of ``b.jsonl``'s first line, or at the end of ``a.jsonl``'s last
    one, and a JSON Lines or CSV reader then skipped that record whole ("Expecting value",
    "Extra data"). Marks at a line's start or end (white space between them aside) are
    dropped with one warning naming the first such line; line numbers stay as they were. A
    mark inside a line's text stays (read as a control character, as before); the mark after
    the last line is :func:`without_eof_mark`'s.

    Args:
        text: the decoded file, after :func:`without_eof_mark`; name: its display name.
        report: gets the warning.
    Returns:
        The text with those marks removed (the same object when it holds none). Linear time.
    """
    if EOF_MARK not in text:
        return text
    lines = text.split("\n")
    changed: list[int] = []
    edge = EOF_MARK + " \t\r"
    for i, line in enumerate(lines):
        if EOF_MARK not in line:
            continue
        cr = "\r" if line.endswith("\r") else ""
        body = line[:-1] if cr else line
        head = len(body) - len(body.lstrip(edge))
        tail = len(body.rstrip(edge))
        start = head if EOF_MARK in body[:head] else 0
        end = tail if EOF_MARK in body[tail:] else len(body)
        if start or end < len(body):
            lines[i] = body[start:max(start, end)] + cr
            changed.append(i + 1)
    if not changed:
        return text
    more = len(changed) - 1
    report.warn(f"{name}:{changed[0]}", "end-of-file mark (Ctrl-Z, 0x1A) at a line's edge, as in "
                "files joined with copy /b; dropped" + (f" (and on {more} more lines)" if more else ""))
    return "\n".join(lines)


def _decompress_other(data: bytes, name: str, suffix: str, report: ReadReport) -> bytes:
    """Decompress bzip2 or xz data (recognised by magic bytes or by a ``.bz2`` / ``.xz``
    suffix; standard library :mod:`bz2` / :mod:`lzma`); other data is returned unchanged.
    As for gzip (:func:`_gunzip`), a truncated or damaged stream keeps what decompressed
    before the damage, up to its last complete line, and the loss is reported as a skipped
    entry.

    Raises:
        InputError: empty or unreadable bzip2/xz data (nothing decompressed), or a
            container format that holds files or pages rather than text records (ZIP, 7z,
            tar, PDF, Parquet, zstd; see :func:`container_format`), named with what to do.
    """
    for magic, label, ext, module in _COMPRESSED:
        if magic.match(data) or suffix == ext:
            if not data:
                raise InputError(name, "empty file")
            try:
                return module.decompress(data)
            except (OSError, EOFError, ValueError, lzma.LZMAError) as err:
                reason = str(err) or type(err).__name__
            inflater = bz2.BZ2Decompressor() if module is bz2 else lzma.LZMADecompressor()
            return _salvage(data, inflater, (OSError, EOFError, ValueError, lzma.LZMAError), name, label,
                            reason, report)
    return data


#: Compressed single-stream formats read like gzip: (magic bytes, name, suffix, stdlib module
#: with ``decompress``).
_COMPRESSED = (
    # bzip2: "BZh", the block size digit, then a block or the end-of-stream magic
    (re.compile(rb"BZh[1-9](?:1AY&SY|\x17rE8P\x90)"), "bzip2", ".bz2", bz2),
    (re.compile(rb"\xfd7zXZ\x00"), "xz", ".xz", lzma),
)

#: Formats that are not one text stream of records, by their magic bytes, with what to do.
_CONTAINERS = (
    (b"PK\x03\x04", "a ZIP archive: unzip it and give the files inside (JSON Lines, JSON, CSV, BibTeX or "
                     "a venue dump)"),
    (b"PK\x05\x06", "an empty ZIP archive: there is nothing to read"),
    (b"7z\xbc\xaf\x27\x1c", "a 7z archive: extract it and give the files inside"),
    (b"%PDF-", "a PDF document: PaperKG reads abstracts as text records (JSON Lines, JSON, CSV, "
               "BibTeX or a venue dump), not papers as PDF"),
    (b"PAR1", "a Parquet file: convert it to JSON Lines first (for example with pandas: "
              "pd.read_parquet(path).to_json(out, orient='records', lines=True))"),
    (b"\x28\xb5\x2f\xfd", "zstd-compressed data: decompress it first (zstd -d)"),
    (b"Rar!\x1a\x07", "a RAR archive: extract it and give the files inside"),
    (b"SQLite format 3\x00", "an SQLite database: export the table of papers as CSV or JSON Lines first"),
)

#: What :data:`_BINARY_MESSAGE` says after naming a file of one of :data:`_BINARY_KINDS`.
_BINARY_ADVICE = ("PaperKG reads abstracts as text records (JSON Lines, JSON, CSV, BibTeX or a venue "
                  "dump), not {}")
#: Images and media, which a folder of papers often holds beside the records (``fig.png``),
#: by their magic bytes (the file formats' own signatures: PNG's 8-byte signature, JPEG's
#: SOI marker and a segment marker, GIF87a/GIF89a, RIFF...WEBP, TIFF's byte-order mark and 42,
#: BMP's ``BM`` with its reserved zero bytes, ISO media's ``ftyp`` box: HEIC, AVIF, MP4), as
#: ``(pattern, name, what they hold)``; named before the bytes are decoded as text.
_BINARY_KINDS = (
    (re.compile(rb"\x89PNG\r\n\x1a\n"), "a PNG image", "images"),
    (re.compile(rb"\xff\xd8\xff"), "a JPEG image", "images"),
    (re.compile(rb"GIF8[79]a"), "a GIF image", "images"),
    (re.compile(rb"RIFF.{4}WEBP", re.S), "a WebP image", "images"),
    (re.compile(rb"II\x2a\x00|MM\x00\x2a"), "a TIFF image", "images"),
    (re.compile(rb"BM.{4}\x00\x00\x00\x00", re.S), "a BMP image", "images"),
    (re.compile(rb".{4}ftyp(?:heic|heix|mif1|avif)", re.S), "a HEIC or AVIF image", "images"),
    (re.compile(rb".{4}ftyp", re.S), "a video or audio file (ISO media: MP4, MOV, M4A)", "media files"),
)


#: A spreadsheet in a ZIP archive, by the names its members are stored under (a ZIP's local
#: headers hold them as plain bytes: Office Open XML's ``xl/`` parts, an OpenDocument
#: spreadsheet's ``mimetype``), and a word processor's document likewise.
_ZIPPED_SHEET = re.compile(rb"xl/(?:workbook|worksheets/|sharedStrings)|opendocument\.spreadsheet")
_ZIPPED_DOCUMENT = re.compile(rb"word/document|opendocument\.text")

#: What to do with a spreadsheet, which PaperKG reads as CSV.
_SHEET_ADVICE = ("PaperKG does not read spreadsheets: save it as CSV (Excel: File > Save As > "
                 "'CSV UTF-8 (Comma delimited)'; LibreOffice: Save As > Text CSV, character set UTF-8) "
                 "and give that .csv file")


def container_format(data: bytes) -> Optional[str]:
    """What ``data`` is when it starts like an archive or document that holds no text
    records (ZIP, 7z, RAR, PDF, Parquet, zstd, SQLite by their magic bytes; tar by ``ustar``
    at offset 257, POSIX.1-1988; an image or media file, :data:`_BINARY_KINDS`), as the message of an :class:`InputError`; None otherwise. A ZIP
    archive that is a spreadsheet (.xlsx, .ods: :data:`_ZIPPED_SHEET`) or a word processor's
    document (.docx, .odt), and an old Office file (.xls, .doc: the OLE2 compound file magic,
    ``D0 CF 11 E0 A1 B1 1A E1``), are named as such, with what to save them as instead."""
    if data.startswith(b"PK\x03\x04"):
        head = data[:1 << 16]
        if _ZIPPED_SHEET.search(head):
            return f"a spreadsheet (.xlsx or .ods, a ZIP archive): {_SHEET_ADVICE}"
        if _ZIPPED_DOCUMENT.search(head):
            return ("a word processor's document (.docx or .odt, a ZIP archive): PaperKG reads records as "
                    "text; save the abstracts as plain text (a venue dump: a line naming the venue and year, "
                    "then one abstract per paragraph) or export the references as CSV, BibTeX or JSON Lines")
    if data.startswith(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"):
        return f"an old Microsoft Office file (.xls or .doc, not text): for a spreadsheet, {_SHEET_ADVICE}"
    for magic, message in _CONTAINERS:
        if data.startswith(magic) and (magic != b"PAR1" or data.endswith(magic)):  # Parquet: at both ends
            return message
    for pattern, kind, held in _BINARY_KINDS:
        if pattern.match(data):
            return f"{kind}: {_BINARY_ADVICE.format(held)}"
    if data[257:262] == b"ustar" and b"\x00" in data[:257]:
        return "a tar archive: extract it (tar -xf) and give the files inside"
    return None


#: The first two bytes of every gzip member (RFC 1952, section 2.3.1: ID1, ID2).
_GZIP_MAGIC = b"\x1f\x8b"


#: How messages name the formats :func:`_sniff` may find in a file named otherwise.
_FORMAT_NAMES = {"jsonl": "JSON Lines", "json": "a JSON array", "csv": "CSV", "tsv": "TSV",
                 "bib": "BibTeX", "venue": "a venue dump", "atom": "an Atom feed (arXiv's API)"}
#: A file name's last suffix that is an extension ("notes.md", "graph.ttl"; not "icml.2024").
_EXTENSION = re.compile(r"\.[A-Za-z][A-Za-z0-9]{0,9}")
#: A BibTeX entry's opening (``@inproceedings{key,``): what tells BibTeX from Turtle's
#: ``@prefix ex: <...>`` when a file is sniffed.
_BIB_ENTRY = re.compile(r"^\s*@\s*[A-Za-z]+\s*[{(]", re.M)
#: Blank and ``%`` comment lines before a BibTeX file's first entry.
_BIB_LEADING_COMMENTS = re.compile(r"(?:\s*%[^\n]*)*\s*")
#: A line that opens a BibTeX entry with its key: ``@article{smith2024,``.
_BIB_KEYED_ENTRY = re.compile(r"^[ \t]*@[ \t]*[A-Za-z]+[ \t]*[{(][ \t]*[^\s,{}()\"#%'=]+[ \t]*,", re.M)


def _extension(path: Pathish) -> Optional[str]:
    """The extension that names a file's format (lower case, compression suffix removed:
    ``papers.jsonl.gz`` -> ``.jsonl``); None for standard input and for a name without one."""
    if str(path) == "-":
        return None
    suffixes = [s.lower() for s in Path(path).suffixes]
    if suffixes and suffixes[-1] in (".gz", *(ext for _, _, ext, _ in _COMPRESSED)):
        suffixes = suffixes[:-1]
    return suffixes[-1] if suffixes and _EXTENSION.fullmatch(suffixes[-1]) else None


def _format_for(path: Pathish, fmt: Optional[str], text: str, name: str = "") -> str:
    """The reader for a file: ``fmt`` when given; else the one of its extension
    (:data:`_EXT_FORMATS`); else, for standard input and names without an extension, the one
    :func:`_sniff` guesses from the content. A file with any other extension (``.ttl``,
    ``.md``) is read only when its content is records of a format PaperKG reads (JSON, JSON
    Lines, CSV/TSV with an abstract column, BibTeX entries): a venue dump is prose, so
    guessing one there would read any text file as abstracts.

    Raises:
        InputError: an unknown extension whose content is not such records (names the
            extension, the formats read and ``--format``), or is a reference manager's
            export of a format PaperKG does not read (:func:`_foreign_format`: RIS, MEDLINE,
            EndNote, XML; names ``file:line`` and the format).
    """
    if fmt:
        return fmt
    ext = _extension(path)
    if ext in _EXT_FORMATS:
        return _EXT_FORMATS[ext]
    sniffed = _sniff(text)
    if ext in _GRAPH_EXTS and sniffed == "venue":
        raise InputError(name or str(path), _graph_file_error(_GRAPH_EXTS[ext]))
    if ext is not None and sniffed == "venue" and (foreign := _foreign_format(text)) is not None:
        # a RIS (.ris), MEDLINE (.nbib), EndNote or XML export: say which, as for a .txt file
        what, line = foreign
        raise InputError(f"{name or path}:{line}", f"looks like {what}, a format PaperKG does not read: "
                                                   "export the references as BibTeX, CSV or CSL-JSON")
    if ext is not None and sniffed == "venue":
        known = " ".join(sorted(_EXT_FORMATS))
        raise InputError(name or str(path), f"unsupported file type {ext!r}: no records of a format "
                                            f"PaperKG reads found (it reads {known}, also gzip, bzip2 "
                                            "or xz compressed); --format F reads it as F, e.g. "
                                            "--format venue for a venue dump")
    return sniffed


def _json_head(text: str) -> str:
    """``text`` without its leading white space, and, when comment lines (``# ...``, ``// ...``,
    :data:`_COMMENT_LINE`) open it and JSON follows them (``{`` or ``[``), without those
    lines too: where the content of JSON or JSON Lines with a comment header starts."""
    head = text.lstrip()
    after = head
    while (comment := _FIRST_COMMENT.match(after)) is not None:
        after = after[comment.end():].lstrip()
    return after if after is not head and after.startswith(("{", "[")) else head


def _holds_json_records(text: str) -> bool:
    """True when ``text`` opens with a JSON object on its first line (JSON Lines) or with
    an array of objects (``[{``): what a venue dump (header line, then prose) never does,
    even when an abstract opens with a LaTeX group such as ``{\\em X}``."""
    head = _json_head(text)
    if re.match(r"\[\s*\{", head):
        return True
    if head.startswith("{"):
        try:
            return isinstance(json.loads(head.split("\n", 1)[0].strip()), dict)
        except ValueError:
            return False
    return False


def _records_format(text: str) -> Optional[str]:
    """The record format ``text`` holds for certain, or None: JSON records
    (:func:`_holds_json_records`), BibTeX entries, or a CSV/TSV header one of whose cells is
    an abstract column (:data:`COLUMN_ALIASES`). What a venue dump (a header line naming
    the venue, then prose) never holds, so ``--format venue`` on it is a mistake to name."""
    if _holds_json_records(text):
        return _sniff(text)
    sniffed = _sniff(text)
    if sniffed in ("bib", "atom"):
        return sniffed
    if sniffed in ("csv", "tsv"):
        head = text.lstrip()
        sep = _CSV_SEP_LINE.match(head)
        first = head[sep.end() if sep else 0:].split("\n", 1)[0]
        cells = re.split(re.escape(sep.group(1)) if sep else r"\t" if sniffed == "tsv" else r"[,;]", first)
        if any(c.strip().strip('"').strip().lower().replace(" ", "_") in COLUMN_ALIASES["abstract"] for c in cells):
            return sniffed
    return None


#: A tagged reference line of RIS (``TY  - JOUR``: two capitals or a capital and a digit, two
#: spaces, ``-``; RIS specification, Research Information Systems) or of MEDLINE / PubMed's
#: ``.nbib`` (``PMID- 123``, ``TI  - ...``: a tag of up to four capitals padded to four).
_RIS_LINE = re.compile(r"[A-Z][A-Z0-9]{1,3} {0,3}- ")
#: A tagged line of EndNote's and refer's export (``%0 Journal Article``, ``%T Title``).
_REFER_LINE = re.compile(r"%[0-9A-Z] \S")
#: The opening of an XML document (an arXiv Atom feed, RSS, PubMed XML, EndNote XML,
#: RDF/XML, HTML): a declaration, a doctype, or one of those root elements.
_XML_OPENING = re.compile(r"<(?:\?xml\b|!DOCTYPE\b|(?:feed|rss|rdf:RDF|records|xml|html|OAI-PMH|"
                          r"PubmedArticleSet|collection|dblp)\b)", re.I)


def _foreign_format(text: str) -> Optional[tuple[str, int]]:
    """The record format that PaperKG does not read which ``text`` is written in, with the
    1-based line that shows it, or None: RIS or MEDLINE (the first two non-blank lines
    tagged ``TY  - ``), EndNote / refer (two lines tagged ``%T ``), or XML (an arXiv Atom
    feed, RSS, PubMed or EndNote XML: the first non-blank text opens a declaration or such a
    root element). Read as a venue dump, such a file would give one paper whose abstract is
    the whole export, tags and all, under a venue named after its first line: so the file
    is refused (or, under ``--format venue``, named in a warning). Two tagged lines are
    required, since a venue header alone ("ICML - 2024") may look like one."""
    lines = [(k, ln) for k, ln in enumerate(_lines(text[:20_000]), 1) if ln.strip()][:2]
    if not lines or _atom_feed(text):  # (an Atom feed is read: :func:`_read_atom`)
        return None
    k, first = lines[0]
    if _XML_OPENING.match(first.lstrip("\ufeff \t")):
        return "XML (an RSS feed, PubMed or EndNote XML; of Atom feeds, those with the Atom namespace are read)", k
    if len(lines) < 2:
        return None
    if all(_RIS_LINE.match(ln) for _, ln in lines):
        return ("MEDLINE / PubMed (.nbib)" if first.startswith("PMID") else "RIS"), k
    if all(_REFER_LINE.match(ln) for _, ln in lines):
        return "EndNote / refer tagged text", k
    return None


def _sniff(text: str) -> str:
    """Guess the format of ``text`` from its first non-blank characters: BibTeX when they
    open an entry after any ``%`` comment lines (JabRef's ``% Encoding: UTF-8``), or when
    no other format's opening is there but a line opens a keyed entry (``@article{key,``,
    after Mendeley's plain-text header); then a JSON array or object, JSON Lines, CSV/TSV
    with an abstract column in the first line (or in the line after Excel's ``sep=;``), else
    a venue dump. An Atom feed (:func:`_atom_feed`: arXiv's API) is told first."""
    head = _json_head(text)
    if _atom_feed(text):
        return "atom"
    bib_head = text[_BIB_LEADING_COMMENTS.match(text).end():]
    if bib_head.startswith("@") and _BIB_ENTRY.search(bib_head[:100_000]):
        return "bib"
    if head.startswith("["):
        return "json"
    if head.startswith("{"):
        first = head.split("\n", 1)[0].strip()
        try:
            json.loads(first)
            return "jsonl"
        except ValueError:
            return "json"
    sep = _CSV_SEP_LINE.match(head)  # Excel's "sep=;" line before the header
    first_line = head[sep.end() if sep else 0:].split("\n", 1)[0].lower()
    if "abstract" in first_line:
        if sep is not None:
            return "tsv" if sep.group(1) == "\t" else "csv"
        if "\t" in first_line:
            return "tsv"
        if "," in first_line or ";" in first_line:
            return "csv"
    if _BIB_KEYED_ENTRY.search(head[:100_000]):
        return "bib"
    return "venue"


# ---------------------------------------------------------------------------------------
# Record -> Paper

def _as_text(value: Any) -> Optional[str]:
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, str):
        value = value.strip()
        return value or None
    if isinstance(value, float) and not math.isfinite(value):
        return None  # NaN, Infinity: what Python's json.dump writes for pandas' missing values
    if isinstance(value, (int, float)):
        return number_text(value)
    if isinstance(value, dict):
        return _as_text(value.get("value") or value.get("name"))
    if isinstance(value, (list, tuple)):
        parts = [t for t in (_as_text(v) for v in value) if t]
        return " ".join(parts) or None
    return None


#: A title longer than this (characters) is read with a warning: the longest titles of the
#: bundled corpora are under 300 characters, so such a field is likely an abstract or a whole
#: record in the title column.
LONG_TITLE = 1000


def _text_field(rec: dict[str, Any], field: str, source: str, report: ReadReport) -> Optional[str]:
    """The text of ``field`` (a key of :data:`_FIELDS`) in ``rec``, by :func:`_as_text`.

    A value that is present but holds no text (an object without a ``value`` or ``name``
    string, a list of objects, ...) is left empty with a warning naming ``source``
    (``file:line``), rather than dropped silently.
    """
    value = _pick(rec, field)
    text = _as_text(value)
    if isinstance(value, float) and not math.isfinite(value):
        report.warn(source, f"{field} is {number_text(value)} (a missing value, as json.dump writes "
                            "pandas' NaN), not text; left empty")
    elif text is None and value is not None and not isinstance(value, str) and value != []:
        report.warn(source, f"{field} is not text ({type(value).__name__}); left empty")
    return text


def _as_id(value: Any, source: str, report: ReadReport) -> Optional[str]:
    """A record's own id: a string or a number, in Unicode NFC without invisible format
    characters (category Cf). A one-element list (``["x"]``) is read as its element, with a
    warning naming the source (an id is one value: the list may be a field exported the
    wrong way or a mistake), so that the paper's IRI never silently comes from it. Any
    other value (a longer list, an object, true/false), or an id of invisible characters
    only, is not an id: a warning names the source, and the paper falls back to its DOI,
    arXiv id or hash; so does ``[null]``, with a warning (a bare ``null`` is an id left out, without one).
    A number is its text as the file writes it (:func:`number_text`), but for a fraction
    of zeros only (:func:`number_id`): ``12345.0`` is ``"12345"``, ``12345.50`` ``"12345.50"``,
    ``1e300`` ``"1e300"``, ``-0.0`` ``"-0"``; a CSV cell that is such a numeral is read
    alike (:func:`_read_csv`)."""
    if isinstance(value, (list, tuple)) and len(value) == 1:
        if isinstance(value[0], (str, int, float)) and not isinstance(value[0], bool):
            report.warn(source, f"id is a list of one value ({_preview(list(value))}), "
                                f"not a string or number; read as its value")
        elif value[0] is None:  # [null]: a list exported from an empty cell, no id at all
            report.warn(source, "id is a list holding only null; ignored")
            return None
        value = value[0]
    if isinstance(value, float) and not math.isfinite(value):  # JSON's NaN / Infinity
        report.warn(source, f"id is {value!r}, not a number an id can be; ignored")
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        # JSON has one kind of number: 12345.0 is the id 12345 (pandas writes an integer
        # column holding a missing value so, in JSON and in CSV), as another record writes it
        value = number_id(number_text(value))
    if value is None or isinstance(value, (str, int, float)) and not isinstance(value, bool):
        text = _as_text(value)
        visible = normalise_id(text) if text is not None else None
        if text is not None and not visible:
            report.warn(source, "id holds no visible character; ignored")
        if visible and len(visible) > LONG_ID:  # said once per file (ReadReport.say_long_ids)
            report.long_ids.append((source, visible))
        return visible
    report.warn(source, f"id is not a string or number ({type(value).__name__}); ignored")
    return None


class _JsonFloat(float):
    """A JSON number read as a float that keeps its text as the file writes it (``text``):
    ``12345.50``, ``1e300``, ``-0.0``, which ``float`` would give as ``12345.5``, ``1e+300``
    and ``-0.0``. The readers' decoders make one of every fraction or exponent
    (``parse_float``), so that an id keeps the form its file gives it (:func:`number_text`)."""

    __slots__ = ("text",)


class _JsonInt(int):
    """A JSON integer whose text ``int`` does not give back: only ``-0`` (JSON forbids leading
    zeros and ``+``), kept as ``text``."""


def _json_float(token: str) -> float:
    """``parse_float`` of the readers' JSON decoders: a :class:`_JsonFloat` of ``token``."""
    value = _JsonFloat(token)
    value.text = token
    return value


def _json_int(token: str) -> int:
    """``parse_int`` of the readers' JSON decoders: ``int(token)``, a :class:`_JsonInt` for ``-0``."""
    if token == "-0":
        value = _JsonInt(0)
        value.text = token
        return value
    return int(token)


def number_text(value: Union[int, float]) -> str:
    """A number's text as its file writes it: the token a JSON decoder of this module kept
    (:class:`_JsonFloat`, :class:`_JsonInt`), else ``repr`` (the shortest text giving the
    same float; an ``int`` in digits)."""
    text = getattr(value, "text", None)
    if text is not None:
        return text
    return repr(value) if isinstance(value, float) else str(int(value))


#: A decimal numeral whose fraction is zeros only: ``12345.0``, ``-7.00`` (no exponent).
_ZERO_FRACTION = re.compile(r"([+-]?[0-9]+)\.0+")


def number_id(text: str) -> str:
    """The id a number written as ``text`` gives: ``text`` without a fraction of zeros only
    (``"12345.0"`` -> ``"12345"``: pandas writes an integer column that holds a missing value
    as floats, in JSON and CSV alike, and another file writes the id ``12345``), else ``text``
    as written (``"12345.50"``, ``"1e3"``, ``"1E+300"``: no rounding, no exponent rewritten;
    ``"-0.0"`` -> ``"-0"``). One rule for JSON numbers and CSV cells; no limit of size (the
    text is never converted to a float)."""
    m = _ZERO_FRACTION.fullmatch(text)
    return m.group(1) if m else text


def _split_names(value: Any, people: bool = False, source: Optional[str] = None,
                 report: Optional[ReadReport] = None) -> tuple[str, ...]:
    """Authors/keywords: list -> strings; one string split on ';' if present, else ','.

    With ``people`` (authors), a string is also split on `` and `` and `` & `` ("A, B and C",
    "A & B"), and names split on ';' that are all "Last, First" (Zotero's CSV export) are
    written "First Last"; a comma list of "Last, First" pairs is read so too
    (:func:`_last_first_pairs`); a list nested in the list gives its names; "et al." (also at
    the end of a name, "Alice Smith et al.") and "others" are no person and are left out; the
    white space inside a name is one space; a name without a letter (``42``, a number where
    the names should be) is no person: left out, with a warning at ``source`` in ``report``
    (when given; so is a pairs reading of full given names, which may also be a list of
    surnames: "Smith, Jones, Brown, Taylor").
    """
    names = _split_names_raw(value, people, source, report)
    if not people:
        return names
    out = []
    for name in names:
        name = _ET_AL_END.sub("", " ".join(name.split()))
        if not name or _NO_PERSON.fullmatch(name):
            continue
        if not any(ch.isalpha() for ch in name):
            if report is not None and source is not None:
                report.warn(source, f"author {name!r} has no letter: no person's name; left out")
            continue
        out.append(name)
    return tuple(out)


#: "et al." (with or without its dots) ending an author string: no person.
_ET_AL_END = re.compile(r"(?:,?\s+|^)et\.?\s*al\.?\s*\Z", re.IGNORECASE)
#: An author list's "others" (BibTeX's "and others"), "et al.": no person.
_NO_PERSON = re.compile(r"(?i:others|et\.?\s*al\.?)")
#: Initials after "Last, " in a comma list of "Last, Initials" pairs ("A.", "J.-P.", "A. B.", "AB").
_INITIALS = re.compile(r"(?:[^\W\d_]\.(?:-[^\W\d_]\.)?\s*)+|[A-Z]{1,3}")


#: A field's name that opens an organisation's name joined by "and" / "&" ("Research & Development
#: Team", "Data and Society Research Institute"): no person's name is one of these words alone.
_FIELD_WORDS = frozenset({
    "research", "development", "science", "sciences", "engineering", "technology", "technologies",
    "education", "health", "innovation", "design", "data", "analytics", "security", "policy",
    "systems", "arts", "society", "language", "learning", "vision", "robotics", "computing",
    "information", "operations", "safety", "ethics", "media", "communication", "communications"})


def _split_and(part: str) -> list[str]:
    """One comma/semicolon-separated piece of an author string split on " and " / " & "
    ("Kingma & Welling" -> two people), except after a lone field word, which opens an
    organisation's name ("Research & Development Team" stays one, :data:`_FIELD_WORDS`).

    Input: the piece (str). Output: the names (list of str, in order, not yet stripped)."""
    pieces = re.split(r"\s+(and|&)\s+", part)
    out = [pieces[0]]
    for joiner, nxt in zip(pieces[1::2], pieces[2::2]):
        if out[-1].strip().lower() in _FIELD_WORDS:
            out[-1] = f"{out[-1]} {joiner} {nxt}"
        else:
            out.append(nxt)
    return out


def _last_first_pairs(parts: list[str]) -> Optional[tuple[list[str], bool]]:
    """A comma-split author string read as "Last, First" pairs ("Smith, A., Jones, B." -> "A.
    Smith", "B. Jones"; "van der Berg, Jan, Smith, Alice" -> "Jan van der Berg", "Alice
    Smith"): an even number (four or more) of parts, each odd one a surname
    (:data:`_ONE_SURNAME`, particles allowed; capitalised ones too when every given part is
    initials, "Van der Waals, J.") and each even one given names or initials
    (:data:`_GIVEN_NAMES`, :data:`_INITIALS`). Returns (the names, whether every given part was
    initials), or None. A list of one-word people ("Alice, Bob, Carol, Dave") would be read as
    pairs too, and so would a list of surnames only; hence the caller's warning when the given
    parts are not initials (with initials the reading is sure: an initial is no person)."""
    if len(parts) < 4 or len(parts) % 2:
        return None
    lasts, firsts = parts[0::2], parts[1::2]
    initials = all(_INITIALS.fullmatch(p) for p in firsts)
    surname = _ONE_SURNAME_ANY_CASE if initials else _ONE_SURNAME
    if not all(surname.match(p) for p in lasts):
        return None
    if not initials and not all(_GIVEN_NAMES.match(p) for p in firsts):
        return None
    return [f"{first} {last}" for last, first in zip(lasts, firsts)], initials


def _split_names_raw(value: Any, people: bool, source: Optional[str],
                     report: Optional[ReadReport]) -> tuple[str, ...]:
    """:func:`_split_names` before its clean-up of people's names (et al., white space, numbers)."""
    if value is None:
        return ()
    if people and isinstance(value, (int, float)) and not isinstance(value, bool):
        if report is not None and source is not None:
            report.warn(source, f"authors is a number ({_as_text(value)}), not names; left out")
        return ()
    if isinstance(value, (list, tuple)):
        out = []
        for v in value:
            given = v  # (as written, for the warning on an author that cannot be read)
            if people and isinstance(v, (list, tuple)):
                # a list in the list (["Alice Smith", "Bob Jones"] wrapped once more): its names
                out.extend(_split_names_raw(v, people, source, report))
                continue
            if isinstance(v, dict):
                # {"name"} (OpenReview, Crossref's organisations), CSL-JSON's {"literal"} (an
                # institution, as Zotero exports it) or its parts, particles and suffix included
                # (a part that is no text, a list or an object, is left out: never its repr)
                v = v.get("name") or v.get("literal") or " ".join(
                    str(v[k]) for k in _PERSON_PARTS
                    if isinstance(v.get(k), str) and v[k].strip())
            if people and isinstance(v, (int, float)) and not isinstance(v, bool):
                # a number is no person's name ("authors": ["Ana Lopez", 7])
                if report is not None and source is not None:
                    report.warn(source, f"author {_as_text(v)} is a number, not a name; left out")
                continue
            t = _as_text(v)
            if not t and people and not (isinstance(given, str) and not given.strip()):
                # null, true, an object with no text name ({"name": {"first": [...]}}): said, as
                # a number is, not dropped unseen ("" in a list is nothing to read: silent)
                if report is not None and source is not None:
                    try:
                        shown = _preview(given, 60)
                    except (TypeError, ValueError):  # (a Python object given to papers_from_dicts)
                        shown = repr(given)[:60]
                    report.warn(source, f"author {shown} cannot be read as a name (no text "
                                        "name, literal or name parts); left out")
                continue
            named = _bibtex_name_list(t) if t and people else None
            if named:
                # one element holding BibTeX's name list (["King, Martin and Smith, John"], as a
                # converter that wraps a BibTeX author field in a list writes it): read as the
                # same string outside a list is read, one person per "Last, First"
                out.extend(named)
                continue
            if t and people and "," in t:
                t = _listed_person(t)
            if t:
                out.append(t)
        return tuple(out)
    text = _as_text(value)
    if not text:
        return ()
    sep = ";" if ";" in text else ","
    named = _bibtex_name_list(text) if people and sep == "," else None
    if named:
        return named
    parts = text.split(sep)
    # "Kingma & Welling", "Goodfellow and Bengio": two people, never one "Last, First"
    joined_by_and = people and re.search(r"\s+(?:and|&)\s+", text) is not None
    if people:
        parts = [q for part in parts for q in _split_and(part)]
    parts = [p.strip() for p in parts if p.strip()]
    if people and sep == ",":
        paired = _last_first_pairs([_ET_AL_END.sub("", p) for p in parts if not _NO_PERSON.fullmatch(p)])
        if paired is not None:
            if not paired[1] and report is not None and source is not None:
                report.warn(source, f"authors {_preview(text, 60)} read as \"Last, First\" pairs: "
                                    f"{'; '.join(paired[0])} (a list of surnames would be read so too); "
                                    "separate the people with ';' or ' and ' to be sure")
            return tuple(paired[0])
    if people and sep == ",":
        # a generational suffix cut off by the split belongs to the name before it
        # ("Martin Luther King, Jr., Ada Lovelace"; "King, Martin Luther, Jr.")
        joined: list[str] = []
        for p in parts:
            if joined and _NAME_SUFFIX.fullmatch(p):
                joined[-1] += f", {p}"
            else:
                joined.append(p)
        parts = joined
    if people and sep == ";" and all(_comma_name(p) for p in parts):
        # "Last, First; Last, First" (Zotero's CSV export, Web of Science): the names as the
        # other readers write them (BibTeX "Last, First" and OpenAlex give "First Last")
        parts = [_comma_name(p) or p for p in parts]
    elif people and sep == "," and len(parts) == 2 and not joined_by_and and _ONE_SURNAME.match(_without_suffix(parts[0])) \
            and _GIVEN_NAMES.match(_without_suffix(parts[1])):
        # one "Last, First" (a single author in Zotero's CSV export: "Osei, Kofi"; also
        # "King, Martin Luther, Jr."), not two people: two people written "First Last, First
        # Last" have two words before the comma
        parts = [_comma_name(", ".join(parts)) or ", ".join(parts)]
    elif people:
        # "Martin Luther King, Jr.": one person whose suffix follows a comma
        parts = [_comma_name(p) if _comma_name(p) and _NAME_SUFFIX.fullmatch(p.rsplit(",", 1)[1].strip())
                 and p.count(",") == 1 else p for p in parts]
    return tuple(parts)


#: The parts of a person written as an object, in the order a name is read: given names,
#: then CSL-JSON's particles ("van der"), the family name and the suffix ("Jr.").
_PERSON_PARTS = ("given", "first", "dropping-particle", "non-dropping-particle", "family", "last", "suffix")
#: A generational suffix of a person's name ("Jr.", "Sr", "III"), which BibTeX calls the
#: "Jr" part (Patashnik, BibTeXing, 1988, section 4: "von Last, Jr, First").
_NAME_SUFFIX = re.compile(r"(?i:jr|sr|jnr|snr)\.?|II|III|IV")


def _without_suffix(name: str) -> str:
    """``name`` without its comma-separated generational suffix ("King, Jr." -> "King";
    "Martin Luther, Jr." -> "Martin Luther")."""
    return ", ".join(x.strip() for x in name.split(",") if not _NAME_SUFFIX.fullmatch(x.strip()))


def _comma_name(name: str) -> Optional[str]:
    """One person's name written with commas, as "First Last [Jr]"; None when ``name`` is not
    written so. Read: "Last, First" -> "First Last"; "First Last, Jr" -> "First Last Jr";
    "Last, First, Jr" (as reference managers and Web of Science write it) and BibTeX's
    "Last, Jr, First" -> "First Last Jr". Any other number of commas, or three parts none of
    which is a generational suffix (:data:`_NAME_SUFFIX`), is None."""
    pieces = [x.strip() for x in name.split(",")]
    if len(pieces) == 2 and all(pieces):
        if _NAME_SUFFIX.fullmatch(pieces[1]):
            return f"{pieces[0]} {pieces[1]}"
        return f"{pieces[1]} {pieces[0]}"
    if len(pieces) == 3 and all(pieces):
        last, mid, end = pieces
        if _NAME_SUFFIX.fullmatch(end) and not _NAME_SUFFIX.fullmatch(mid):
            return f"{mid} {last} {end}"
        if _NAME_SUFFIX.fullmatch(mid) and not _NAME_SUFFIX.fullmatch(end):
            return f"{end} {last} {mid}"
    return None


def _bibtex_name_list(text: str) -> Optional[tuple[str, ...]]:
    """BibTeX's name list in a JSON or CSV field ("King, Martin Luther, Jr. and Smith, John",
    as JabRef's CSV export and BibTeX converters write it), as names "First Last [Jr]": split
    on "and" alone when every name is "Last, First" (:func:`_last_first`; a trailing "and
    others" is no author, as in BibTeX). None when ``text`` is not such a list of two or more
    people (no " and ", no comma, or a part that is not "Last, First")."""
    if "," not in text or not re.search(r"\s+and\s+", text):
        return None
    named = [p.strip() for p in re.split(r"\s+and\s+", text) if p.strip()]
    if named and named[-1] == "others":
        named.pop()
    if len(named) > 1 and all(_last_first(p) for p in named):
        return tuple(_comma_name(p) or p for p in named)
    return None


def _listed_person(name: str) -> str:
    """One element of a list of authors (JSON ``["King, Martin Luther, Jr.", ...]``) written
    as the string readers write it: "Last, First" (also with a generational suffix,
    :func:`_last_first`) -> "First Last [Jr]", and "First Last, Jr" -> "First Last Jr", so
    the person is one name whichever reader gave it. Any other element (an organisation
    "Google, LLC": :data:`_COMPANY`; a list of several people "Alice Smith, Bob Jones") is
    returned as given.
    """
    if _COMPANY.search(name):
        return name
    if _last_first(name):
        return _comma_name(name) or name
    last = name.rsplit(",", 1)
    if name.count(",") == 1 and _NAME_SUFFIX.fullmatch(last[1].strip()) and last[0].strip():
        return _comma_name(name) or name
    return name


#: A company's legal form after a comma ("Google, LLC", "Acme, Inc."): no person's given names.
_COMPANY = re.compile(r",\s*(?:inc|llc|ltd|plc|gmbh|corp|co|ag|sa|s\.a|bv|b\.v)\.?\s*\Z", re.IGNORECASE)


def _last_first(name: str) -> bool:
    """True when ``name`` is one person written "Last, First" (or with a generational suffix,
    "Last, First, Jr" / "Last, Jr, First": :func:`_comma_name`) whose surname is one word after
    any particles (:data:`_ONE_SURNAME`) and whose given names are one to three words or
    initials (:data:`_GIVEN_NAMES`): "King, Martin Luther, Jr.", "van der Berg, A. Y."; not
    "Alice Smith, Bob Jones" (two people) nor "Smith, 2023"."""
    pieces = [x.strip() for x in name.split(",")]
    named = [x for x in pieces if not _NAME_SUFFIX.fullmatch(x)]
    return (_comma_name(name) is not None and len(named) == 2
            and bool(_ONE_SURNAME.match(named[0])) and bool(_GIVEN_NAMES.match(named[1])))


#: A surname alone: one word, after any lower-case particles ("van der Berg", "de la Cruz").
_ONE_SURNAME = re.compile(r"(?:(?:van|von|der|den|de|del|della|di|da|du|la|le|dos|das|ten|ter|bin|al|el)\s+)*"
                          r"[^\W\d_][\w'\u2019-]*\Z")
#: The same with capitalised particles ("Van der Waals", "De la Cruz"), for "Last, Initials" pairs
#: only: elsewhere "Le Song, Bo Dai" or "Al Gore, Bob Jones" would read as one "Last, First".
_ONE_SURNAME_ANY_CASE = re.compile(_ONE_SURNAME.pattern.replace("(?:van|", "(?i:van|", 1))
#: Given names or initials after "Last, ": one to three words, each capitalised or an initial
#: ("Kofi", "Ada M.", "J.-P.", "A. Y.").
_GIVEN_NAMES = re.compile(r"(?:[^\W\d_](?:[\w'\u2019-]*|\.(?:-[^\W\d_]\.)?)(?:\s+|\Z)){1,3}\Z")


def _year(value: Any, source: str, report: ReadReport) -> Optional[int]:
    if value is None or value == "" or isinstance(value, bool):
        return None
    if isinstance(value, int):
        if 1000 <= value <= 9999:
            return value
        report.warn(source, f"year {str(value)[:40]!r} is not a four-digit year; left empty")
        return None
    m = re.search(r"(?<!\d)(\d{4})(?!\d)", str(value))
    if m:
        return int(m.group(1))
    report.warn(source, f"year {str(value)[:40]!r} is not a year; left empty")
    return None


#: A year in a date: four digits standing alone ("2023-05-01", "05/01/2023", "May 2023").
_DATE_YEAR = re.compile(r"(?<!\d)(\d{4})(?!\d)")


def _date_year(value: Any, source: str, report: ReadReport) -> Optional[int]:
    """The year of a date field (:data:`COLUMN_ALIASES` ``"date"``), read when a record gives
    no year field: the one run of four digits in it ("2023", "2023-05-01", "05/01/2023", "May
    2023"; a number, 2023). None, with a warning at ``source``, when it holds none or several
    ("2022/2023"), or is no text or number; the year is then the venue's, as without a date."""
    text = str(value).strip() if isinstance(value, (str, int)) and not isinstance(value, bool) else ""
    years = _DATE_YEAR.findall(text)
    if len(years) == 1:
        return int(years[0])
    report.warn(source, f"date {_preview(value)} names {'no' if not years else 'more than one'} year; "
                        "the paper gets no year from it")
    return None


def _pick(rec: dict[str, Any], name: str) -> Any:
    for key in COLUMN_ALIASES[name]:
        if key in rec and rec[key] not in (None, ""):
            return rec[key]
    return None


def _normkeys(rec: dict[Any, Any]) -> dict[str, Any]:
    """Keys lower-cased, spaces and hyphens as ``_`` (``"Paper ID"`` -> ``"paper_id"``)."""
    return {str(k).strip().lower().replace(" ", "_").replace("-", "_"): v for k, v in rec.items()}


def _without_surrogates(rec: dict[Any, Any], source: str, report: ReadReport) -> dict[Any, Any]:
    """``rec`` with every unpaired UTF-16 surrogate (:data:`_SURROGATE`: what a JSON escape
    such as ``"\\ud83d"`` of an emoji cut in half decodes to) in its keys and strings, at any
    depth, replaced by U+FFFD, with one warning naming ``source`` and the fields; ``rec``
    itself when it holds none. No UTF-8 encoder accepts such a code point: in an id, title
    or author it stopped the whole build when the exports were written."""
    found: list[str] = []

    def fix(value: Any, where: str) -> Any:
        if isinstance(value, str):
            if _SURROGATE.search(value):
                found.append(where)
                return _SURROGATE.sub("\ufffd", value)
            return value
        if isinstance(value, dict):
            return {fix(k, where or str(k)) if isinstance(k, str) else k: fix(v, where or str(k))
                    for k, v in value.items()}
        if isinstance(value, list):
            return [fix(v, where) for v in value]
        return value

    fixed = fix(rec, "")
    if not found:
        return rec
    fields = ", ".join(repr(f) for f in dict.fromkeys(found))
    report.warn(_escape_source(source, report), f"unpaired UTF-16 surrogates (a JSON escape such as "
                                                f"\\ud83d, half of an emoji) in {fields}; replaced by U+FFFD")
    return fixed


#: An unpaired UTF-16 surrogate written as a JSON escape: a high one not followed by a low
#: one, or a low one not after a high one (an escaped backslash before ``u`` is text, ``\\ud83d``).
_SURROGATE_ESCAPE = re.compile(
    r"(?<!\\)(?:\\\\)*(\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})"
    r"|(?<![89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2})")


def _escape_source(source: str, report: ReadReport) -> str:
    """``source`` (``"file:line"``, maybe with `` (element N)``) with the line of the first
    unpaired surrogate escape (:data:`_SURROGATE_ESCAPE`) at or after the record's first line
    of the file being read (:attr:`ReadReport.reading`), and that first line named beside it
    when they differ: in a pretty-printed JSON file the record opens lines before the string.
    ``source`` as it is when the file's text is not at hand or holds no such escape."""
    if report.reading is None:
        return source
    name, text = report.reading
    m = re.fullmatch(re.escape(name) + r":(\d+)( \(element \d+\))?", source)
    if m is None:
        return source
    first, base = int(m.group(1)), report.reading_line
    if first < base:
        return source
    pos = 0
    for _ in range(first - base):  # the offset of the record's first line
        pos = text.find("\n", pos) + 1
        if pos == 0:
            return source
    esc = _SURROGATE_ESCAPE.search(text, pos)
    if esc is None:
        return source
    line = text.count("\n", 0, esc.start(1)) + base
    if line == first:
        return source
    return f"{name}:{line} (in the record opening on line {first}{m.group(2) or ''})"


#: Keys (as :func:`_normkeys` writes them) under which an API record wraps the paper it is
#: about: Semantic Scholar's citations and references endpoints (``citingPaper``,
#: ``citedPaper``), Hugging Face's daily papers and others (``paper``).
_PAPER_WRAPPERS = ("paper", "citingpaper", "citedpaper")


def _json_record(rec: dict[Any, Any], source: Optional[str] = None,
                 report: Optional[ReadReport] = None) -> dict[str, Any]:
    """Normalise a JSON record, also in the shapes of two common scholarly APIs.

    Keys are compared as :func:`_normkeys` writes them, so "Abstract" and "abstract" are one
    key: when both hold different values, the last is kept, with a warning at ``source``
    (when ``report`` is given).

    OpenReview API notes keep fields under ``content`` as ``{"value": ...}``; Semantic
    Scholar keeps DOI and arXiv id under ``externalIds``, which then name the paper
    instead of S2's own ``paperId`` (so an S2 copy and an arXiv copy are one paper), and
    names the venue in ``publicationVenue.name`` where ``venue`` is empty or missing.
    OpenAlex works (API "Work" objects) give the abstract only as ``abstract_inverted_index``
    (word -> 0-based positions), rebuilt here (:func:`_inverted_abstract`; a malformed index is
    a warning at ``source`` and no abstract), the title as ``display_name``, the venue as
    ``primary_location.source.display_name`` and the authors as
    ``authorships[].author.display_name``. Top-level fields win. CSL-JSON (Zotero's, Mendeley's
    and Pandoc's JSON export) and Crossref works name the venue ``container-title`` (an
    alias of venue) and the year in ``issued.date-parts`` (:func:`_csl_fields`). A record
    without an abstract that wraps its paper in one object (:data:`_PAPER_WRAPPERS`: Semantic
    Scholar's citations and references, ``{"citingPaper": {...}}``, Hugging Face's daily
    papers, ``{"paper": {...}, "title": ...}``) takes that object's fields it lacks.
    """
    if report is not None and source is not None:
        rec = _without_surrogates(rec, source, report)
    out = _normkeys(rec)
    if report is not None and source is not None and len(out) < len(rec):
        _warn_key_spellings(rec, out, source, report)
    content = out.get("content")
    if isinstance(content, dict):
        for key, value in _normkeys(content).items():
            if isinstance(value, dict) and "value" in value:
                value = value["value"]
            out.setdefault(key, value)
    if _pick(out, "abstract") is None and "abstract_inverted_index" not in out:
        for key in _PAPER_WRAPPERS:
            inner = out.get(key)
            if isinstance(inner, dict):  # the wrapped paper's fields; the record's own win
                for k, v in _normkeys(inner).items():
                    out.setdefault(k, v)
                break
    s2 = semantic_scholar_paper(out.get("paperid"))
    if s2 is not None:
        out["semanticscholar"] = s2  # (its schema:sameAs link, also when its DOI names the paper)
    ext = out.get("externalids") or out.get("external_ids")
    if isinstance(ext, dict):
        ids = _normkeys(ext)
        out.setdefault("doi", ids.get("doi"))
        out.setdefault("arxiv_id", ids.get("arxiv"))
        if (ids.get("doi") or ids.get("arxiv")) and not any(out.get(k) for k in ("id", "openreview_id", "paper_id")):
            # Semantic Scholar's own paperId names the paper in S2 only: its DOI or arXiv id
            # is the identity other copies of the paper (an arXiv export, a BibTeX entry) share
            out.pop("paperid", None)
    place = out.get("publicationvenue") or out.get("publication_venue")
    if isinstance(place, dict) and not (isinstance(out.get("venue"), str) and out["venue"].strip()) \
            and isinstance(place.get("name"), str) and place["name"].strip():
        # Semantic Scholar: "venue" is often "" where "publicationVenue" names the venue (and
        # wins over S2's "journal", {"name": "ArXiv"} for a preprint since published)
        out["venue"] = place["name"].strip()
    titles = out.get("title")
    _csl_fields(out)
    if report is not None and source is not None and isinstance(titles, list) \
            and len([t for t in titles if isinstance(t, str) and t.strip()]) > 1 and out.get("title") != titles:
        report.warn(source, f"title is a list of {len(titles)} strings: the first is kept "
                            f"({out['title'].strip()[:60]!r}; Crossref lists one title per language)")
    _arxiv_result_fields(out)
    if _ZOTERO_ITEM.fullmatch(str(out.get("id") or "").strip()) and isinstance(out.get("doi"), str) \
            and out["doi"].strip() and not any(out.get(k) for k in ("openreview_id", "paper_id", "paperid")):
        # Zotero's CSL-JSON export names an item by its address in one user's (or group's)
        # library: its DOI is the identity other copies of the paper (Crossref, BibTeX) share
        out["zotero_id"] = out.pop("id")
    _csl_key(out)
    if "abstract_inverted_index" in out:  # OpenAlex
        _openalex_fields(out, source, report)
        work = openalex_work(out.get("id"))
        if work is not None:
            out["openalex"] = work  # (its schema:sameAs link, https://openalex.org/W...)
        if work is not None and (isinstance(out.get("doi"), str) and out["doi"].strip() or out.get("arxiv")) \
                and not any(out.get(k) for k in ("openreview_id", "paper_id", "paperid")):
            # OpenAlex's own work id names the paper in OpenAlex only: its DOI (arXiv's DOI of a
            # preprint gives the arXiv id), else its arXiv address, is the identity that other
            # copies (BibTeX, arXiv) share
            out["openalex_id"] = out.pop("id")
        elif work is not None:
            out["id"] = work  # no DOI or arXiv id: the short work id, W2741809807, names it
    return out


#: The item types of CSL 1.0.2 ("Appendix III - Types"): a JSON record whose ``type`` is one of
#: them (a one-word type, "article", with a CSL-JSON field besides: :data:`_CSL_MARKS`; a
#: hyphenated one, "article-journal", is CSL's own) is a CSL-JSON item (Better
#: BibTeX's, Pandoc's, Zotero's or Mendeley's export), whose ``id`` is a key local to its file
#: (:func:`_csl_key`).
CSL_TYPES = frozenset((
    "article", "article-journal", "article-magazine", "article-newspaper", "bill", "book", "broadcast",
    "chapter", "classic", "collection", "dataset", "document", "entry", "entry-dictionary",
    "entry-encyclopedia", "event", "figure", "graphic", "hearing", "interview", "legal_case", "legislation",
    "manuscript", "map", "motion_picture", "musical_score", "pamphlet", "paper-conference", "patent",
    "performance", "periodical", "personal_communication", "post", "post-weblog", "regulation", "report",
    "review", "review-book", "software", "song", "speech", "standard", "thesis", "treaty", "webpage"))
#: Fields (as :func:`_normkeys` writes them) that only CSL-JSON among PaperKG's inputs writes
#: beside a one-word ``type``: an OpenAlex work's ``"type": "article"`` has none of them.
_CSL_MARKS = ("issued", "container_title", "citation_key", "collection_title", "event_title", "publisher_place",
              "number_of_pages", "citation_label")


def _csl_key(out: dict[str, Any]) -> None:
    """In place in ``out`` (a JSON record as :func:`_normkeys` writes it): a CSL-JSON item
    (:data:`CSL_TYPES`, :data:`_CSL_MARKS`) that gives a DOI or an arXiv id is known by it, as
    a BibTeX entry is, and its ``id``, a key local to the file it came from (Better BibTeX's
    and Pandoc's citation key ``smith2024``, Pandoc's ``item-1``; not a Zotero item's address,
    handled by :func:`_json_record`), becomes its key (:attr:`kg.records.Paper.key`) when it
    has no ``citation-key``: the same paper from a BibTeX file and a CSL-JSON file is then one
    paper, and two libraries' ``smith2024`` name no paper. Without a DOI or arXiv id the
    ``id`` stays the paper's id (a repeated one with another abstract is another paper:
    :func:`dedupe`). An id that is itself a DOI or an arXiv id stays."""
    given = out.get("id")
    kind = str(out.get("type") or "").strip()
    if not isinstance(given, str) or not given.strip() or kind not in CSL_TYPES or _ZOTERO_ITEM.fullmatch(given.strip()):
        return
    if kind.isalpha() and not any(out.get(k) not in (None, "", []) for k in _CSL_MARKS):
        return  # a one-word type ("article") other sources write too: only with a CSL-JSON field
    doi, arxiv = _pick(out, "doi"), _pick(out, "arxiv")
    if not (isinstance(doi, str) and doi.strip() or isinstance(arxiv, str) and arxiv.strip()):
        return
    if _DOI_PREFIX.match(given) or _BARE_DOI.match(given.strip()) or _ARXIV_ID.match(given.strip()):
        return
    if any(out.get(k) for k in ("openreview_id", "paper_id", "paperid")):
        return
    out["csl_id"] = out.pop("id")
    if _pick(out, "key") in (None, ""):
        out["citation_key"] = out["csl_id"]


def _csl_fields(out: dict[str, Any]) -> None:
    """CSL-JSON and Crossref work fields, in place in ``out`` (keys as :func:`_normkeys` writes
    them): a title or container title written as a list of strings (Crossref: ``"title":
    ["X"]``) becomes its first string (:func:`_json_record` warns when it had more); without a year field, the year is the first date part
    of ``issued`` (CSL-JSON's and Crossref's date of issue: ``{"date-parts": [[2024, 7]]}``),
    else of ``published``, ``published-print`` or ``published-online`` (Crossref); a date
    written as CSL-JSON's ``raw`` or ``literal`` string gives the one four-digit year it holds."""
    for key in ("title", "container_title"):
        value = out.get(key)
        if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            out[key] = value[0]
    if _pick(out, "year") is not None:
        return
    for key in ("issued", "published", "published_print", "published_online"):
        date = out.get(key)
        parts = date.get("date-parts") if isinstance(date, dict) else None
        if isinstance(parts, list) and parts and isinstance(parts[0], list) and parts[0] \
                and isinstance(parts[0][0], (int, str)) and not isinstance(parts[0][0], bool):
            out["year"] = parts[0][0]
            return
        # CSL-JSON's other date forms (citeproc-js): "raw" ("2023-05-14") and "literal"
        # ("Spring 2023"), read when they hold one four-digit year
        for form in ("raw", "literal"):
            text = date.get(form) if isinstance(date, dict) else None
            years = re.findall(r"(?<!\d)\d{4}(?!\d)", text) if isinstance(text, str) else []
            if len(years) == 1:
                out["year"] = years[0]
                return


#: The year that opens an ISO 8601 date or timestamp (``2024-01-02T10:00:00Z``, ``2024-01-02
#: 10:00:00+00:00`` as ``str(datetime)`` writes it, ``2024-01-02``).
_ISO_YEAR = re.compile(r"\s*(\d{4})-\d\d(?:-\d\d)?(?:[T ]|\s*$)")


def _arxiv_result_fields(out: dict[str, Any]) -> None:
    """The venue and year of a record saved from the ``arxiv`` Python package (an
    ``arxiv.Result`` as a dict or JSON: ``entry_id``, an arXiv address, with ``summary``,
    ``published``, ``journal_ref``, ``primary_category``), in place in ``out`` (keys as
    :func:`_normkeys` writes them), where the record has none: the venue is the
    ``journal_ref`` (where the paper was published, as arXiv states it), else arXiv; the year
    that of ``published``, the date of the first version (an ISO date, a timestamp, or
    ``str(datetime)``). A record is such a result when its ``entry_id`` is an arXiv address or
    id; other records are left alone. So is an entry of arXiv's API feed as the ``feedparser``
    package gives it: ``id``, an arXiv address, with ``published`` (and ``summary``,
    ``authors`` as ``[{"name": ...}]``; its ``arxiv_journal_ref`` is the venue, else arXiv).

    So is a record of arXiv's metadata snapshot (the JSON Lines file arXiv publishes on
    Kaggle, ``arxiv-metadata-oai-snapshot.json``): an arXiv ``id`` with ``versions``,
    ``authors_parsed`` or ``submitter``; its ``journal-ref`` is the venue, else arXiv, and its
    year that of its first version's ``created`` date (``"Mon, 2 Apr 2007 19:18:42 GMT"``)."""
    entry = out.get("entry_id")
    versions = out.get("versions")
    snapshot = isinstance(out.get("id"), str) and _ARXIV_ID.match(out["id"].strip()) is not None and (
        isinstance(versions, list) or "authors_parsed" in out or "submitter" in out)
    # feedparser's entry of arXiv's API feed: the arXiv address as "id", with "published"
    feed = isinstance(out.get("id"), str) and _ARXIV_URL.match(out["id"].strip()) is not None \
        and _ARXIV_ID.match(out["id"].strip()) is not None and isinstance(out.get("published"), str)
    if not snapshot and not feed and (not isinstance(entry, str) or not _ARXIV_ID.match(entry.strip())):
        return
    if _pick(out, "venue") is None:
        ref = out.get("journal_ref") or out.get("arxiv_journal_ref")
        out["venue"] = ref.strip() if isinstance(ref, str) and ref.strip() else "arXiv"
    if _pick(out, "year") is None and isinstance(out.get("published"), str):
        m = _ISO_YEAR.match(out["published"])
        if m:
            out["year"] = m.group(1)
    if _pick(out, "year") is None and isinstance(versions, list) and versions and isinstance(versions[0], dict) \
            and isinstance(versions[0].get("created"), str):
        # arXiv's metadata snapshot: the first version's date, "Mon, 2 Apr 2007 19:18:42 GMT"
        m = re.search(r"(?<!\d)(?:19|20)\d\d(?!\d)", versions[0]["created"])
        if m:
            out["year"] = m.group(0)


#: A Zotero item's address, the ``id`` of Zotero's CSL-JSON export
#: (``http://zotero.org/users/local/AbCd1234/items/QWER5678``, ``.../groups/123/items/KEY``).
_ZOTERO_ITEM = re.compile(r"(?i)https?://(?:www\.)?zotero\.org/(?:users|groups)/(?:local/)?[^/\s]+/items/[^/\s]+")
#: An OpenAlex work id, as an address or bare (``https://openalex.org/W2741809807``, ``W2741809807``).
_OPENALEX_WORK = re.compile(r"(?i)(https?://(?:api\.)?openalex\.org/(?:works/)?)?W(\d+)")


def openalex_work(value: Any, address_only: bool = False) -> Optional[str]:
    """The short id of an OpenAlex work, ``W`` and its digits (``W2741809807``), from its
    address (``https://openalex.org/W2741809807``, the API's ``https://api.openalex.org/works/
    w2741809807``) or the short id itself; None for anything else, and for a bare short id
    when ``address_only`` (a record's own ``W12`` need not be OpenAlex's)."""
    m = _OPENALEX_WORK.fullmatch(value.strip()) if isinstance(value, str) else None
    if m is None or address_only and m.group(1) is None:
        return None
    return "W" + m.group(2)


#: A Semantic Scholar paperId: 40 hexadecimal digits (a SHA-1), as S2's API writes it.
_S2_PAPER_ID = re.compile(r"[0-9a-fA-F]{40}")


def semantic_scholar_paper(value: Any) -> Optional[str]:
    """The Semantic Scholar paperId in ``value`` (a JSON record's ``paperId``, :func:`_json_record`),
    in small letters: 40 hexadecimal digits, white space around them ignored; None for any other
    value (a number, another id a ``paperId`` field holds), so that no other source's id becomes a
    link to a Semantic Scholar page that does not exist. Source: the Semantic Scholar Academic
    Graph API's paper object, whose ``paperId`` is S2's own id of the paper, a SHA-1 written as 40
    hex digits (``649def34f8be52c8b66281af98ae884c09aef38b``), beside the ids of other schemes in
    ``externalIds``; the paper's page is ``https://www.semanticscholar.org/paper/`` and that id
    (:data:`kg.ontology.SEMANTIC_SCHOLAR`)."""
    if not isinstance(value, str) or not _S2_PAPER_ID.fullmatch(value.strip()):
        return None
    return value.strip().lower()


#: The share of missing positions (numerator, denominator) up to which an OpenAlex inverted
#: index is still read as the abstract (with a warning): a few dropped words cost those words;
#: more leave text too broken to extract from.
MAX_INVERTED_GAP = (1, 10)


def _inverted_abstract(index: Any) -> tuple[Optional[str], int, int]:
    """The text of an OpenAlex ``abstract_inverted_index`` (``{"word": [0-based positions]}``),
    the number of positions it fills and the number it leaves out below its last: each word
    at each of its positions, joined by single spaces in position order (a missing position,
    a word OpenAlex dropped, costs that word only). ``(None, 0, 0)`` when ``index`` is no such mapping (a position that is not a
    non-negative integer, two words at one position) or is empty."""
    if not isinstance(index, dict) or not index:
        return None, 0, 0
    at: dict[int, str] = {}
    for word, positions in index.items():
        if not isinstance(positions, list):
            return None, 0, 0
        for pos in positions:
            if not isinstance(pos, int) or isinstance(pos, bool) or pos < 0 or pos in at:
                return None, 0, 0
            at[pos] = str(word)
    if not at:
        return None, 0, 0
    return " ".join(at[i] for i in sorted(at)), len(at), max(at) + 1 - len(at)


def _openalex_fields(out: dict[str, Any], source: Optional[str], report: Optional[ReadReport]) -> None:
    """Fill ``out`` (a record of :func:`_json_record`) from an OpenAlex work's own fields where
    the record has none: abstract (from ``abstract_inverted_index``), title, venue, authors,
    and, for a work with no DOI, the arXiv address among its locations (``landing_page_url``)."""
    if not out.get("abstract") and out.get("abstract_inverted_index") is not None:
        text, present, missing = _inverted_abstract(out["abstract_inverted_index"])
        if text is None:
            problem = ("abstract_inverted_index (OpenAlex) is not a mapping of words to the positions "
                       "0, 1, 2 ...; no abstract read from it")
        elif missing * MAX_INVERTED_GAP[1] > (present + missing) * MAX_INVERTED_GAP[0]:
            text, problem = None, (f"abstract_inverted_index (OpenAlex) leaves out {missing} of its "
                                   f"{present + missing} positions (more than a tenth); no abstract read from it")
        elif missing:
            problem = (f"abstract_inverted_index (OpenAlex) leaves out {missing} of its {present + missing} "
                       "positions; the abstract is read without the words there")
        else:
            problem = None
        if problem and report is not None and source is not None:
            report.warn(source, problem)
        out["abstract"] = text
    if out.get("display_name") and not out.get("title"):
        out["title"] = out["display_name"]
    loc = out.get("primary_location")
    src = loc.get("source") if isinstance(loc, dict) else None
    if isinstance(src, dict) and src.get("display_name") and not _pick(out, "venue"):
        out["venue"] = src["display_name"]
    if not out.get("doi") and not _pick(out, "arxiv"):
        # a preprint with no DOI in OpenAlex: its arXiv address is the identity the copies from
        # arXiv share (the location OpenAlex found it at, or one of its other locations)
        locations = [loc] + (out["locations"] if isinstance(out.get("locations"), list) else [])
        for place in locations:
            address = place.get("landing_page_url") if isinstance(place, dict) else None
            if isinstance(address, str) and _ARXIV_URL.match(address.strip()):
                out["arxiv"] = address.strip()
                break
    ships = out.get("authorships")
    if isinstance(ships, list) and not _pick(out, "authors"):
        names = [a["author"].get("display_name") for a in ships
                 if isinstance(a, dict) and isinstance(a.get("author"), dict)]
        out["authors"] = [n for n in names if isinstance(n, str) and n.strip()]


def _warn_key_spellings(rec: dict[Any, Any], out: dict[str, Any], source: str, report: ReadReport) -> None:
    """Warn about keys of ``rec`` that :func:`_normkeys` makes one (``"Abstract"`` and
    ``"abstract"``) with different values: the last written is kept (``out``)."""
    spellings: dict[str, list[Any]] = {}
    for key in rec:
        spellings.setdefault(str(key).strip().lower().replace(" ", "_").replace("-", "_"), []).append(key)
    for norm, keys in spellings.items():
        if len(keys) > 1 and any(rec[k] != out[norm] for k in keys):
            report.warn(source, f"keys {', '.join(repr(k) for k in keys)} are one field ({norm!r}) with different "
                                f"values; the last, {keys[-1]!r} ({_preview(out[norm])}), is kept")


#: An unpaired UTF-16 surrogate code point (only JSON escapes can produce one).
_SURROGATE = re.compile("[\ud800-\udfff]")
#: Characters that XML 1.0 cannot hold (section 2.2: C0 controls other than tab, LF, CR, and
#: U+FFFE/U+FFFF): kept, they would make the SPARQL XML results and GraphML of the graph
#: ill-formed, since the abstract and its sentences become literals.
_XML_INVALID = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _without_xml_invalid(abstract: str, source: str, report: ReadReport) -> str:
    """``abstract`` with the characters of :data:`_XML_INVALID` replaced by spaces (a
    warning names ``source`` and the code points), after the LaTeX macros whose backslash a
    JSON escape ate are restored (``"\\beta"`` written with one backslash decodes to
    U+0008 + ``eta``; :func:`kg.clean.unescape_json_damage`)."""
    if not _XML_INVALID.search(abstract):
        return abstract
    from kg.clean import unescape_json_damage

    abstract, _ = unescape_json_damage(abstract)
    found = sorted(set(_XML_INVALID.findall(abstract)))
    if not found:
        return abstract
    report.warn(source, "abstract holds control characters that XML cannot hold ("
                + ", ".join(f"U+{ord(c):04X}" for c in found) + "); replaced by spaces")
    return _XML_INVALID.sub(" ", abstract)


def _without_bidi_controls(abstract: str, source: str, report: ReadReport) -> str:
    """``abstract`` without the bidirectional control characters
    (:data:`kg.clean.BIDI_CONTROLS`: LRM, RLM, embeddings, overrides, isolates), with a warning
    naming ``source`` and the code points. Cleaning drops them too, but the abstract as
    written is kept in the graph (kgo:sourceAbstract, the evidence sentences): there, an
    override shown raw would reorder what a reader sees. Dropped here, before extraction,
    the evidence offsets slice the stored text exactly."""
    if abstract.isascii():
        return abstract
    from kg.clean import BIDI_CONTROLS

    found = sorted(set(re.findall(f"[{BIDI_CONTROLS}]", abstract)))
    if not found:
        return abstract
    report.warn(source, "abstract holds bidirectional control characters ("
                + ", ".join(f"U+{ord(c):04X}" for c in found) + "); dropped")
    return re.sub(f"[{BIDI_CONTROLS}]+", "", abstract)


def _warn_title_markup(title: str, source: str, report: ReadReport) -> None:
    """Warn at ``source`` about a title whose markup loses what it stands for: markup that
    leaves no text (:func:`kg.records.markup_only_title`), kept as written when it names a
    LaTeX macro that :func:`kg.clean.clean` cannot render (``$\\heartsuit$``,
    ``\\ourmethod{}``), else no title (``\\textbf{}``); and a title that keeps text beside
    such a macro, which cleaning writes as its name (``\\ourmethod: Learning to Rank`` ->
    "ourmethod: Learning to Rank"). Nothing for a title whose macros are all known
    (:func:`kg.clean.unknown_macros`)."""
    from kg.clean import unknown_macros

    unknown = unknown_macros(title)
    shown = " ".join(title.split())
    shown = shown if len(shown) <= 60 else shown[:57] + "..."
    names = ", ".join("\\" + name for name in unknown)
    if not markup_only_title(title):
        if unknown:
            report.warn(source, f"title \"{shown}\" holds LaTeX that PaperKG cannot render ({names}); "
                                f"written as {'its name' if len(unknown) == 1 else 'their names'}")
    elif unknown:
        report.warn(source, f"title \"{shown}\" is only LaTeX that PaperKG cannot render ({names}); kept as written")
    else:
        report.warn(source, f"title \"{shown}\" is markup around no text; the paper has no title")


def _warn_abstract_macros(abstract: str, source: str, report: ReadReport) -> None:
    """Warn at ``source`` about the LaTeX macros of ``abstract`` that cleaning cannot render
    (:func:`kg.clean.unknown_macros`: an author's own ``\\ourmethod``, ``\\ours``, whose
    definitions an abstract copied from the LaTeX source lacks). Cleaning writes each as its
    name (``We propose \\ourmethod{}, a`` -> "We propose ourmethod, a"), so the text stays
    readable, but the graph then names the method "ourmethod": the warning says so and that
    expanding the macros in the file gives the real names (a macro with an argument of text is
    read as that argument). At most
    :data:`MAX_NAMED_MACROS` names are listed."""
    from kg.clean import unknown_macros

    unknown = unknown_macros(abstract)
    if not unknown:
        return
    names = ", ".join("\\" + name for name in unknown[:MAX_NAMED_MACROS])
    if len(unknown) > MAX_NAMED_MACROS:
        names += f" and {len(unknown) - MAX_NAMED_MACROS} more"
    report.warn(source, f"abstract holds LaTeX macros that PaperKG cannot render ({names}); a macro is read as "
                        "its argument, or as its name when it has none (expand the macros in the file to give "
                        "the real text)")


#: Unknown LaTeX macros named one by one in an abstract's warning (further ones are counted).
MAX_NAMED_MACROS = 5


def _json_kind(value: Any) -> str:
    """What ``value`` is, in JSON's words, for a message: "an object", "a list", "a number",
    "true/false" (else its Python type)."""
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, (list, tuple)):
        return "a list"
    return f"a {type(value).__name__}"


def _paragraph_text(value: Any) -> Optional[str]:
    """One paragraph of an abstract written as a list: a string, or an object holding it as
    ``text`` (S2ORC's and GROBID's JSON, ``{"section": "Abstract", "text": ...}``) or
    ``value``; ``""`` for an empty paragraph (null, an object whose ``text`` or ``value`` is
    null); None for anything else (a number, a list, an object without a text)."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, dict) and ("text" in value or "value" in value):
        text = value.get("text")
        if text is None:
            text = value.get("value")
        return "" if text is None else text if isinstance(text, str) else None
    return None


def _paragraphs(value: Any) -> Optional[tuple[str, list[tuple[int, Any]]]]:
    """An abstract written as a list of paragraphs (:func:`_paragraph_text`), joined by line
    breaks, and the empty paragraphs left out of it: (1-based position, the element), an empty
    one being null (some exports leave it so), an object whose text is null or a string of white
    space only (:func:`_record_to_paper` names them in a warning). None when ``value`` is no
    list, or holds a value that is no paragraph (a number, a nested list, an object without
    a text)."""
    if not isinstance(value, (list, tuple)):
        return None
    texts = [_paragraph_text(x) for x in value]
    if any(t is None for t in texts):
        return None
    empty = [(n, x) for n, (x, t) in enumerate(zip(value, texts), start=1) if not t.strip()]
    return "\n".join(t for t in texts if t.strip()), empty


def _warn_empty_paragraphs(empty: list[tuple[int, Any]], total: int, source: str, report: ReadReport) -> None:
    """Warn at ``source`` that the empty paragraphs ``empty`` (:func:`_paragraphs`) of an
    abstract list of ``total`` elements were left out, naming their positions and values."""
    where = ", ".join(str(n) for n, _ in empty[:-1]) + (" and " if len(empty) > 1 else "") + str(empty[-1][0])
    what = ", ".join(dict.fromkeys(_preview(x) for _, x in empty))
    many = len(empty) > 1
    report.warn(source, f"abstract paragraph{'s' if many else ''} {where} of {total} {'are' if many else 'is'} "
                        f"empty ({what}); left out")


#: Keys that hold an abstract under a name PaperKG does not read as one (compared as
#: :func:`_normkeys` writes them): any key naming "abstract", and "description".
_ABSTRACT_LIKE_KEY = re.compile(r".*abstract.*|description")


def _unread_abstract_keys(rec: dict[str, Any]) -> str:
    """The end of a "no abstract" message for ``rec`` (keys as :func:`_normkeys` writes
    them): when it has keys that look like an abstract but are none of
    ``COLUMN_ALIASES["abstract"]`` (``"description"``, ``"abstract_en"``), a clause naming
    them (at most three) and the keys that are read, so that the user sees which key to
    rename; else ``""``. OpenAlex's ``abstract_inverted_index`` is read, so never named."""
    keys = [k for k in rec if _ABSTRACT_LIKE_KEY.fullmatch(k) and k != "abstract_inverted_index"]
    if not keys:
        return ""
    shown = ", ".join(repr(k) for k in keys[:3]) + (f" and {len(keys) - 3} more" if len(keys) > 3 else "")
    return (f" (the key{'s' if len(keys) > 1 else ''} {shown} {'are' if len(keys) > 1 else 'is'} not read as one; "
            f"an abstract is read from {_ABSTRACT_NAMES})")


#: The skip messages of a record that simply has no abstract (no abstract field, an empty or
#: markup-only one, a placeholder such as "N/A", a BibTeX entry without one): routine in a
#: library's exports, which ``kg build --missing-abstracts-ok`` lets exit 0. A "no abstract"
#: that names a misspelt key (:func:`_unread_abstract_keys`) is not one of them.
_MISSING_ABSTRACT_SKIP = re.compile(r"no abstract|empty abstract(?: \(only markup: .*\))?|"
                                    r"abstract .* stands for a missing abstract|"
                                    r"BibTeX entry .* has no abstract; skipped", re.S)


def missing_abstract_skip(message: str) -> bool:
    """Whether a skipped record's ``message`` (:attr:`Problem.message`) says only that the record
    has no abstract (:data:`_MISSING_ABSTRACT_SKIP`), as opposed to a broken record or file."""
    return _MISSING_ABSTRACT_SKIP.fullmatch(message) is not None


def _abstract_value_text(value: Any) -> Optional[str]:
    """The text an abstract key's value gives (a string, a list of paragraphs, OpenReview's
    ``{"value": ...}``), for comparing two of them; None when it gives none."""
    if isinstance(value, dict) and isinstance(value.get("value"), str):
        value = value["value"]
    if isinstance(value, str):
        return value
    paragraphs = _paragraphs(value)
    return paragraphs[0] if paragraphs is not None else None


def _blank_abstract(value: Any) -> bool:
    """Whether an abstract key's value gives a text of white space only (``"   "``, a list of
    empty paragraphs ``[null]``): such a key holds no abstract, and the next key is read."""
    text = _abstract_value_text(value)
    return text is not None and not text.strip()


def _pick_abstract(rec: dict[str, Any]) -> Any:
    """The value of the first key of ``COLUMN_ALIASES["abstract"]`` in ``rec`` that holds an
    abstract: not null, ``""``, white space or a list of empty paragraphs (:func:`_blank_abstract`),
    so that ``{"abstract": " ", "summary": "..."}`` is read from its summary, as
    ``{"abstract": "", ...}`` is; when every key is so, the first that is not null or ``""``
    (skipped as an empty abstract), else None."""
    for key in COLUMN_ALIASES["abstract"]:
        if key in rec and rec[key] not in (None, "") and not _blank_abstract(rec[key]):
            return rec[key]
    return _pick(rec, "abstract")


def _warn_other_abstracts(rec: dict[str, Any], source: str, report: ReadReport) -> None:
    """Warn at ``source`` for each abstract key of ``rec`` (keys as :func:`_normkeys` writes
    them) past the one read that holds another text (``"abstract"`` and ``"summary"``, a
    TL;DR beside the abstract): the first key of ``COLUMN_ALIASES["abstract"]`` is read, as
    documented, and the warning names both keys and shows both texts shortened. Texts that
    are one abstract (:func:`same_abstract`: also in other markup) give no warning."""
    keys = [k for k in COLUMN_ALIASES["abstract"]
            if k in rec and rec[k] not in (None, "") and not _blank_abstract(rec[k])]
    if len(keys) < 2:
        return
    first, read_text = keys[0], _abstract_value_text(rec[keys[0]])
    for key in keys[1:]:
        other = _abstract_value_text(rec[key])
        if read_text is not None and other is not None:
            if not other.strip() or same_abstract(read_text, other):
                continue
        elif rec[key] == rec[first]:
            continue
        report.warn(source, f"keys {first!r} and {key!r} both hold an abstract, with different texts; "
                            f"{first!r} is read ({_preview(read_text if read_text is not None else rec[first])}), "
                            f"not {key!r} ({_preview(other if other is not None else rec[key])})")


#: Longest abstract checked for being markup only (:func:`markup_only_abstract`; characters):
#: a web export's empty abstract is short, and the check cleans the text, which a real
#: abstract pays for once more in the next stage.
MARKUP_ONLY_MAX_CHARS = 1000
#: An HTML/XML tag or character entity: the markup a web export's empty abstract is made of.
_HTML_MARKUP = re.compile(r"</?[A-Za-z][^<>]*>|&(?:#\d+|#x[0-9A-Fa-f]+|[A-Za-z]+);|<!--|<\?xml")
#: An XML declaration, which cleaning keeps as text.
_XML_DECLARATION = re.compile(r"<\?xml[^>]*\?>")
#: Markup of a LaTeX abstract: a control word or a math shift ("\\textbf{}", "$ $").
_LATEX_MARKUP = re.compile(r"\\[A-Za-z]+|\$")


def markup_only_abstract(text: str) -> bool:
    """Whether an abstract is markup and nothing else: HTML/XML (``<p></p><br/>``, ``&nbsp;``,
    ``<jats:p> </jats:p>``, an XML declaration) or LaTeX (``\\textbf{}``, ``$ $``): it holds a
    tag, entity, control word or math shift, and cleaning (:func:`kg.clean.clean`) leaves no
    letter or digit. Such a record is skipped as an empty abstract, as a blank one
    is. Text without such markup is never so (a lone ``{`` or ``—`` is read, with the short
    abstract's warning).

    Args:
        text: the abstract as read (str).
    Returns:
        True for markup only; False otherwise. Never raises.
    """
    if not _HTML_MARKUP.search(text) and not _LATEX_MARKUP.search(text):
        return False
    from kg.clean import clean  # the next stage: imported when needed

    left = _XML_DECLARATION.sub("", clean(text).text)
    return not any(ch.isalnum() for ch in left)


#: Markup that could run script in a browser: an element that runs or loads code (``<script>``,
#: ``<iframe>``, ``<object>``, ``<embed>``, ``<applet>``, frames, ``<base>``, ``<meta>``, ``<link>``,
#: ``<style>``, ``<form>``), an event-handler attribute (``onerror=``) in a tag, or a
#: ``javascript:`` / ``vbscript:`` / ``data:`` address in a tag's ``href`` or ``src``
#: (OWASP XSS Filter Evasion Cheat Sheet's main forms). Cleaning drops HTML from a title, abstract
#: and venue (:func:`kg.clean.clean`), and the view writes every text as text, so none of it
#: runs; :func:`_warn_unsafe` says what was neutralised, where.
_UNSAFE_MARKUP = re.compile(
    r"<\s*/?\s*(?:script|iframe|object|embed|applet|frame|frameset|base|meta|link|style|form)\b"
    r"|<[a-z][^<>]*?[\s/\"']on[a-z]+\s*="
    r"|<[a-z][^<>]*?\b(?:href|src|action|formaction|xlink:href)\s*=\s*[\"']?\s*(?:javascript|vbscript|data)\s*:",
    re.IGNORECASE)
#: An address whose scheme runs code or carries a document when followed (browsers ignore ASCII
#: tabs, line breaks and leading controls and spaces in a scheme: WHATWG URL Standard).
_UNSAFE_SCHEME = re.compile(r"^(javascript|vbscript|data):", re.IGNORECASE)
_URL_IGNORED = re.compile(r"[\x00-\x20]+")


def _warn_unsafe(fields: Sequence[tuple[str, Any]], url: Optional[str], source: str,
                 report: ReadReport) -> None:
    """One warning at ``source`` (the record's file and line) naming what of a record was
    neutralised as unsafe (:data:`_UNSAFE_MARKUP`, :data:`_UNSAFE_SCHEME`): markup that could
    run script in its title, abstract or venue (dropped by cleaning, with a ``<script>``'s
    text), or in an author's name (kept as plain text: the view never writes it as markup), and
    a ``url`` whose scheme is ``javascript:``, ``vbscript:`` or ``data:`` (dropped: the graph
    keeps only http(s) links, :func:`kg.graph._iri_or_none`). Nothing for a clean record.

    Args:
        fields: ``(name, value)`` pairs as read (a value is a string, a sequence of strings or None).
        url: the record's url as read, or None.
        source: ``file:line`` (or the entry) of the record.
        report: gets the warning.
    """
    said = []
    for name, value in fields:
        values = (value,) if isinstance(value, str) else tuple(v for v in value or () if isinstance(v, str))
        for text in values:
            m = _UNSAFE_MARKUP.search(text)
            if m:
                what = " ".join(m.group(0).split())
                what = what if len(what) <= 30 else what[:27] + "..."
                fate = "kept as plain text" if name == "authors" else "dropped with the markup"
                said.append(f"{name} holds markup that could run script ({what!r}): {fate}")
                break
    if url and (m := _UNSAFE_SCHEME.match(_URL_IGNORED.sub("", url))):
        shown = url.strip() if len(url.strip()) <= 40 else url.strip()[:37] + "..."
        said.append(f"url {shown!r} is a {m.group(1).lower()}: address: dropped (only http(s) links are kept)")
    if said:
        report.warn(source, "unsafe input neutralised: " + "; ".join(said))


def _record_to_paper(rec: dict[str, Any], source: str, report: ReadReport,
                     defaults: Optional[dict[str, Any]] = None) -> Optional[Paper]:
    """Build a Paper from a field dict (keys already normalised); None when skipped. Of
    several abstract keys the first of ``COLUMN_ALIASES["abstract"]`` is read; another
    holding a different text is named in a warning (:func:`_warn_other_abstracts`)."""
    report.read += 1
    raw_abstract = _pick_abstract(rec)
    if raw_abstract is None:
        if any(k in rec for k in COLUMN_ALIASES["abstract"]):
            report.skip(source, "empty abstract")
        else:
            report.skip(source, "no abstract" + _unread_abstract_keys(rec))
        return None
    if isinstance(raw_abstract, dict) and isinstance(raw_abstract.get("value"), str):
        raw_abstract = raw_abstract["value"]  # OpenReview API v2's {"value": ...} outside "content"
    if not isinstance(raw_abstract, str):
        paragraphs = _paragraphs(raw_abstract)
        if paragraphs is None:
            what = _json_kind(raw_abstract)
            if isinstance(raw_abstract, (list, tuple)):
                odd = next(x for x in raw_abstract if _paragraph_text(x) is None)
                what = "a list holding " + ("an object without a text" if isinstance(odd, dict) else _json_kind(odd))
            report.skip(source, f"abstract is not text ({what}; an abstract is a string or a list of paragraphs)")
            return None
        total = len(raw_abstract)
        raw_abstract, empty = paragraphs
        if empty and raw_abstract.strip():  # (none left: skipped below as an empty abstract)
            _warn_empty_paragraphs(empty, total, source, report)
    abstract = _without_bidi_controls(_without_xml_invalid(raw_abstract, source, report), source, report).strip()
    if not abstract:
        report.skip(source, "empty abstract")
        return None
    if placeholder_abstract(abstract):
        report.skip(source, f"abstract {_preview(abstract)} stands for a missing abstract")
        return None
    _warn_other_abstracts(rec, source, report)
    if _SURROGATE.search(abstract):
        # JSON escapes such as "\ud800" decode to unpaired surrogates, which no UTF-8
        # encoder (spaCy's, the exporters') accepts
        abstract = _SURROGATE.sub("\ufffd", abstract)
        report.warn(source, "abstract holds unpaired UTF-16 surrogates; replaced by U+FFFD")
    abstract = _limit(abstract, source, report)
    if len(abstract) <= MARKUP_ONLY_MAX_CHARS and markup_only_abstract(abstract):
        report.skip(source, f"empty abstract (only markup: {_preview(abstract)})")
        return None
    # (counted up to MIN_ABSTRACT_WORDS only: the count is read only below it, and a
    # whole abstract's words took a tenth of the reading's CPU)
    words = sum(1 for _ in itertools.islice(_WORD.finditer(abstract), MIN_ABSTRACT_WORDS))
    if words < MIN_ABSTRACT_WORDS:
        counted = f"abstract of {words} word{'s' if words != 1 else ''}" if words else "abstract with no words of text"
        report.warn(source, f"{counted} ({abstract[:40]!r}): probably not an abstract; read anyway")
    defaults = defaults or {}
    doi = _real_id(_one_line_id(_text_field(rec, "doi", source, report), "DOI", source, report),
                   "DOI", source, report)
    arxiv_given = _real_id(_one_line_id(_text_field(rec, "arxiv", source, report), "arXiv id",
                                        source, report), "arXiv id", source, report)
    venue_text = raw_venue = _text_field(rec, "venue", source, report)
    if venue_text and _HTML_MARKUP.search(venue_text):
        # HTML in a venue ("<b>ICML</b> 2024", "NeurIPS &amp; Workshops") resolved as in titles;
        # markup around nothing ("<b></b>", a script) leaves no venue
        from kg.clean import clean  # the next stage: imported when needed

        venue_text = " ".join(_XML_DECLARATION.sub("", clean(venue_text).text).split()) or None
    if venue_text and (scholar := _SCHOLAR_ARXIV.match(venue_text)) and _in_arxiv_scheme(scholar):
        # Google Scholar's BibTeX names an arXiv preprint's venue by its id: the venue is arXiv,
        # and the id, when the record gives no other, is the paper's
        venue_text = "arXiv"
        arxiv_given = arxiv_given or scholar.group(1)
    arxiv = _clean_arxiv(arxiv_given)
    doi_given = doi
    if doi and _ARXIV_ID.match(doi) and not _DOI_PREFIX.sub("", doi).strip().startswith("10."):
        # an arXiv id or address in the DOI field: the paper's arXiv id, not a DOI
        arxiv, doi = arxiv or _clean_arxiv(doi), None
    doi = _doi_or_none(doi, source, report)
    own = _real_id(_one_line_id(_as_id(_pick(rec, "id"), source, report), "id", source, report),
                   "id", source, report)
    openalex = openalex_work(rec.get("openalex"))
    semanticscholar = semantic_scholar_paper(rec.get("semanticscholar"))
    if own is not None and (work := openalex_work(own, address_only=True)) is not None:
        # an OpenAlex work's address as the record's id: its short id names the paper, the
        # address is its schema:sameAs link
        own, openalex = work, openalex or work
    if own is None and doi is None and arxiv is None and isinstance(rec.get("openalex_id"), str):
        # an OpenAlex work whose DOI is none (:func:`_json_record`)
        own = openalex_work(rec["openalex_id"]) or rec["openalex_id"].strip()
    pid = paper_id(_record_id_form(own), _clean_doi(doi), arxiv, abstract)
    if doi is None and own and not _ARXIV_ID.match(own) and (_DOI_PREFIX.match(own) or _BARE_DOI.match(own)):
        doi = _doi_or_none(own, source, report)  # a DOI as the record's id: its link too
    url = _text_field(rec, "url", source, report)
    key = _text_field(rec, "key", source, report)
    key = _real_id(_one_line_id(normalise_id(key) or None if key else None, "key", source, report),
                   "key", source, report)
    archive = rec.get("archiveprefix") or rec.get("eprinttype")
    year_raw = _pick(rec, "year")
    if year_raw is None and (date := _pick(rec, "date")) is not None:
        year_raw = _date_year(date, source, report)
    year = _year(year_raw, source, report) if year_raw is not None else defaults.get("year")
    venue = canonical_venue(_venue_name(venue_text) or defaults.get("venue"), year)
    if year is None and year_raw in (None, ""):
        year = venue_year(venue)  # no year field: the year the venue's label states ("ICML'24")
    title = _text_field(rec, "title", source, report)
    if title and isinstance(raw_title := _pick(rec, "title"), (int, float)) and not isinstance(raw_title, bool):
        # (a JSON number: an id or a count in the title column? Said, as for authors and year)
        report.warn(source, f"title is a number ({title}), not text; read as the title {title!r}")
    if title and _XML_INVALID.search(title):
        # (cleaning drops them from the title the graph shows: said, as for an abstract)
        report.warn(source, "title holds control characters that XML cannot hold ("
                    + ", ".join(f"U+{ord(c):04X}" for c in sorted(set(_XML_INVALID.findall(title))))
                    + "); dropped")
    if title and len(title) > LONG_TITLE:
        report.warn(source, f"title is {len(title):,} characters long (an abstract or a whole record in the "
                            "title field?); kept as given")
    if title and "\\" in title or markup_only_title(title):
        _warn_title_markup(title, source, report)
    if "\\" in abstract:
        _warn_abstract_macros(abstract, source, report)
    authors = _split_names(_pick(rec, "authors"), people=True, source=source, report=report)
    if "<" in abstract or "<" in (title or "") or "<" in (raw_venue or "") or url or any("<" in a for a in authors):
        _warn_unsafe((("title", title), ("abstract", abstract), ("venue", raw_venue), ("authors", authors)),
                     url, source, report)
    if any("\\" in a for a in authors):
        # LaTeX accents in a name, as arXiv's metadata writes them ("C. Bal\\'azs"): cleaned as
        # BibTeX names are (kg.clean.clean), "C. Balázs"
        from kg.clean import clean

        authors = tuple((clean(a).text or a) if "\\" in a else a for a in authors)
    return Paper(
        id=pid,
        abstract=abstract,
        source=source,
        title=title,
        authors=authors,
        venue=venue,
        year=year,
        url=url,
        keywords=_split_names(_pick(rec, "keywords")),
        doi=doi,
        arxiv=_arxiv_of(arxiv_given, doi_given, own, url, archive if isinstance(archive, str) else None),
        key=key,
        openalex=openalex,
        semanticscholar=semanticscholar,
    )


#: Characters no id of a paper holds: a line break, or a BibTeX brace left in the value.
_NOT_IN_ID = re.compile(r"[\r\n\u2028\u2029{}]")


#: What a spreadsheet or export writes where a value is missing, compared without case,
#: spaces or punctuation ("N/A", "n.a.", "null", "None", "TBD", "not available", "-", "?").
_PLACEHOLDERS = frozenset({"", "na", "nan", "none", "null", "nil", "unknown", "undefined", "tbd", "tba",
                           "notavailable", "notapplicable", "missing", "pending", "empty", "noid",
                           "nodoi"})


def placeholder(value: Optional[str]) -> bool:
    """True when ``value`` (an id, DOI or arXiv id as read) is a stand-in for a missing value
    rather than a value: one of :data:`_PLACEHOLDERS` once lower-cased and stripped of
    everything but letters and digits ("N/A", "n.a.", "NULL", "None", "TBD", "not
    available", "-", "?"). None and blank text are not placeholders (they are missing
    already, and the readers treat them as such without a word)."""
    if value is None or not value.strip():
        return False
    return re.sub(r"[\W_]+", "", value.lower()) in _PLACEHOLDERS


#: What an export writes in place of a missing abstract, compared as :data:`_PLACEHOLDERS`
#: ("No abstract available.", "[Abstract not available]", "Abstract unavailable").
_ABSTRACT_PLACEHOLDERS = frozenset({
    "noabstract", "noabstractavailable", "noabstractprovided", "noabstractgiven", "noabstractfound",
    "abstractnotavailable", "abstractunavailable", "abstractnotprovided", "abstractmissing",
    "abstractnotfound", "noabstractisavailable", "abstractisnotavailable"})

#: Punctuation a spreadsheet or export writes in an empty cell: dashes, dots, an ellipsis,
#: question marks, asterisks, underscores, slashes ("-", "--", "...", "?", "***", "n/a" has letters).
_FILLER = re.compile(r"[\s\-\u2010-\u2015\u2212.\u2026?*_/]+")

#: An "Abstract" label before the text ("Abstract: N/A").
_ABSTRACT_LABEL = re.compile(r"(?i)\s*abstract\s*[:.\u2013\u2014-]?\s*(?=\S)")


def placeholder_abstract(text: str) -> bool:
    """True when ``text`` (an abstract as read, stripped) says that the abstract is missing:
    one of :data:`_ABSTRACT_PLACEHOLDERS` once lower-cased and stripped of everything but
    letters and digits ("No abstract available.", "[Abstract not available]"); a bare
    missing-value token (:func:`placeholder`: "N/A", "n/a", "TBD", "none", "null"), also after
    an "Abstract:" label ("Abstract: N/A"); or filler punctuation only (:data:`_FILLER`: "-",
    "...", "?"). Such a record is skipped like an empty abstract: read, records with one
    placeholder and no id would share its hash as their id and merge into one paper. Other
    short texts ("Abstract", "{", "We study graphs.") are not placeholders (they are read, with
    the few-words warning)."""
    if len(text) > 60:
        return False
    if re.sub(r"[\W_]+", "", text.lower()) in _ABSTRACT_PLACEHOLDERS or _FILLER.fullmatch(text):
        return True
    label = _ABSTRACT_LABEL.match(text)
    bare = text[label.end():] if label else text
    return bool(_FILLER.fullmatch(bare)) or (bool(re.sub(r"[\W_]+", "", bare)) and placeholder(bare))


def _real_id(value: Optional[str], what: str, source: str, report: ReadReport) -> Optional[str]:
    """``value``, or None with a warning naming ``source`` when it is a placeholder
    (:func:`placeholder`): papers whose id column says "N/A" are not one paper, so each falls
    back to its other ids or its hash instead of being merged as duplicates."""
    if placeholder(value):
        report.warn(source, f"{what} {_preview(value)} stands for a missing value; ignored")
        return None
    return value


#: A DOI inside the path of a publisher's landing page (``https://dl.acm.org/doi/abs/10.1145/
#: 3580305.3599000``, ``https://link.springer.com/article/10.1007/s10994-023-06303-2``).
_DOI_IN_PATH = re.compile(r"/(10\.\d{4,9}/[^?#\s]+?)(?:\.pdf)?/?$", re.I)
#: Longest DOI taken: the DOI Handbook sets no limit, but DOIs are identifiers meant to be
#: cited, far shorter than this, and a longer value in the DOI field is most likely another
#: field (an abstract, a list of references) in the wrong column.
MAX_DOI_CHARS = 200
#: The shape of a DOI (DOI Handbook, section 2.2: "10." and the rest of the registrant code,
#: digits possibly subdivided by dots, then "/" and a non-empty suffix).
_DOI_SHAPE = re.compile(r"^10\.\d+(?:\.\d+)*/\S+$")


def _doi_or_none(value: Optional[str], source: str, report: ReadReport) -> Optional[str]:
    """The DOI a DOI field holds, in lower case without address or ``doi:`` prefix, or None.

    DOIs are case-insensitive (DOI Handbook, 2.4: "10.1002/ANIE.201915678" and
    "10.1002/anie.201915678" are one DOI); PaperKG writes them in small letters, as Crossref's
    REST API and OpenAlex write the DOIs (and the ``https://doi.org/`` IRIs) they return, so
    that a paper's ``schema:sameAs`` IRI joins theirs. Percent escapes are decoded once in
    every form (an address, ``doi:``, a bare DOI: ``10.1000/x%2Fy`` is ``10.1000/x/y``), and
    :mod:`kg.graph` encodes the DOI once in the link.

    Every value that is not taken as it was written gets a warning naming ``source``
    (``file:line``), and the record is read either way (its other ids or its abstract name
    it when the DOI is ignored):

    * a ``https://doi.org/`` address (also without its scheme, ``doi.org/10.1/x``) with a
      query or fragment (``?utm_source=x``, ``#sec1``): the DOI is the address's path, percent-decoded (RFC 3986 puts neither in a
      path, and doi.org's resolver takes the DOI from the path);
    * another web address (a publisher's landing page): the DOI its path ends with
      (:data:`_DOI_IN_PATH`), else ignored;
    * a value that does not start with "10." (every DOI does: the DOI Handbook's directory
      indicator), has not the shape of one (:data:`_DOI_SHAPE`: ``10.NNNN/suffix``), holds a
      space, or is longer than :data:`MAX_DOI_CHARS`: ignored, so "TBD", "see paper" or an
      abstract in the DOI column never becomes a ``https://doi.org/`` identifier.

    Args:
        value: the field as read (placeholders and values with line breaks already dropped);
            None stays None.
        source: ``"file:line"`` for the warnings; report: receives them.
    """
    if value is None:
        return None
    from urllib.parse import urlsplit

    raw = value.strip()
    doi = _DOI_PREFIX.sub("", raw)
    latin1 = []

    def unquote(text: str) -> str:
        decoded, fallback = _unquote_doi(text)
        latin1.append(fallback)
        return decoded

    if doi != raw and _DOI_WEB.match(raw):
        parts = urlsplit(_doi_address(raw))
        if parts.query or parts.fragment:
            doi = unquote(parts.path.lstrip("/"))
            report.warn(source, f"DOI address {_preview(raw)} carries a query or fragment, which is no part "
                                f"of a DOI; read as {doi.lower()!r}")
        else:
            doi = unquote(doi)
    elif re.match(r"(?i)\s*https?://", raw):
        m = _DOI_IN_PATH.search(urlsplit(raw).path)
        if m is None:
            report.warn(source, f"DOI {_preview(raw)} is a web address with no DOI in it, not a DOI; ignored")
            return None
        doi = unquote(m.group(1))
        report.warn(source, f"DOI field holds a web address ({_preview(raw)}), not a DOI; read the DOI of its "
                            f"path, {doi.lower()!r}")
    else:
        # a bare DOI (or ``doi:`` form) with percent escapes was copied from a doi.org address
        # (Crossref recommends only "a-z, A-Z, 0-9 and -._;()/" in DOIs): decoded once here, it is
        # encoded once in its link (kg.graph), never twice ("%2F" -> "/", not "%252F"); a '%'
        # that starts no escape stays and is written "%25" in the link
        doi = unquote(doi)
    if any(latin1):
        report.warn(source, f"DOI {_preview(raw)} holds percent escapes that are no UTF-8; decoded as "
                            f"Latin-1, {doi.strip().lower()!r}")
    doi = doi.strip().lower()
    if not doi.startswith("10."):
        report.warn(source, f"DOI {_preview(raw)} is not a DOI (a DOI starts with '10.'); ignored")
        return None
    if len(doi) > MAX_DOI_CHARS:
        report.warn(source, f"DOI {_preview(raw)} of {len(doi):,} characters is not a DOI (the limit is "
                            f"{MAX_DOI_CHARS}: another field in the DOI column?); ignored")
        return None
    if re.search(r"\s", doi):
        report.warn(source, f"DOI {_preview(raw)} holds a space, which no DOI does; ignored")
        return None
    if not _DOI_SHAPE.match(doi):
        report.warn(source, f"DOI {_preview(raw)} is not a DOI (a DOI is '10.', a number, '/' and a "
                            "suffix); ignored")
        return None
    return doi


def _one_line_id(value: Optional[str], what: str, source: str, report: ReadReport) -> Optional[str]:
    """``value`` when it is an id that can be taken: an id, DOI or arXiv id holding a line
    break or a brace (a BibTeX field that ran into the next one, an unbalanced brace) is
    never taken silently: it is ignored with a warning naming ``source``, and the paper
    falls back to its other ids or its hash. None stays None."""
    if value is None or not _NOT_IN_ID.search(value):
        return value
    kind = "a line break" if re.search(r"[\r\n\u2028\u2029]", value) else "a brace"
    report.warn(source, f"{what} {_preview(value)} holds {kind}, which no {what} does; ignored")
    return None


def _limit(abstract: str, source: str, report: ReadReport) -> str:
    """``abstract`` cut to at most :data:`MAX_ABSTRACT_CHARS` characters (with a warning
    naming ``source``), at the last space before the limit when one is within 200
    characters of it, so no word is cut in half. An abstract over the limit first loses the
    filler cleaning drops anyway (:func:`kg.clean.drop_filler`: long punctuation runs,
    embedded base64 data, with a warning), so the limit is spent on text and a real
    sentence after 30,000 "$" is kept."""
    if len(abstract) > MAX_ABSTRACT_CHARS:
        shorter = drop_filler(abstract)
        if len(shorter) < len(abstract):
            report.warn(source, f"abstract of {len(abstract):,} characters holds "
                                f"{len(abstract) - len(shorter):,} characters of punctuation runs or "
                                "embedded data; dropped before the length limit")
            abstract = shorter
    if len(abstract) > MAX_ABSTRACT_CHARS:
        cut = abstract[:MAX_ABSTRACT_CHARS]
        if not abstract[MAX_ABSTRACT_CHARS].isspace():
            space = max(cut.rfind(" ", MAX_ABSTRACT_CHARS - 200), cut.rfind("\n", MAX_ABSTRACT_CHARS - 200))
            if space > 0:
                cut = cut[:space]
        cut = cut.rstrip()
        report.warn(source, f"abstract of {len(abstract):,} characters cut to the first "
                            f"{len(cut):,} (the limit is {MAX_ABSTRACT_CHARS:,})")
        return cut
    return abstract


#: The fields :func:`papers_from_dicts` checks, and the types a record's value may have there
#: (after the reader's normalisation, :func:`_json_record`): text fields a str or a number (an
#: id written as one), or an object holding one as ``value`` / ``name`` (OpenReview's, CSL's
#: shapes); names a str (split as the reader splits) or a list of str / objects.
_DICT_TEXT_FIELDS = ("id", "title", "venue", "url", "doi", "arxiv", "key")
_DICT_NAME_FIELDS = ("authors", "keywords")


def _dict_type_problem(rec: dict[str, Any]) -> Optional[str]:
    """Why a normalised record (:func:`_json_record`) cannot be a paper for its types, naming
    the field; None when its types are fine (:func:`papers_from_dicts`)."""
    def kind(v):
        return "bool" if isinstance(v, bool) else type(v).__name__

    abstract = _pick(rec, "abstract")
    if abstract is not None and not isinstance(abstract, str) and not (
            isinstance(abstract, (list, tuple)) and all(isinstance(x, str) for x in abstract)):
        if not (isinstance(abstract, dict) and isinstance(abstract.get("value"), str)):
            return f"field 'abstract' is {kind(abstract)}, not text (a str, or a list of paragraph strs)"
    for name in _DICT_TEXT_FIELDS:
        value = _pick(rec, name)
        if value is None or isinstance(value, str) or (isinstance(value, (int, float)) and not isinstance(value, bool)):
            continue
        if isinstance(value, dict) and isinstance(value.get("value", value.get("name")), str):
            continue
        return f"field {name!r} is {kind(value)} ({_preview(value)}), not a str"
    year = _pick(rec, "year")
    if year is not None and (isinstance(year, bool) or not isinstance(year, (int, str))):
        return f"field 'year' is {kind(year)} ({_preview(year)}), not an int or a str"
    for name in _DICT_NAME_FIELDS:
        value = _pick(rec, name)
        if value is None or isinstance(value, str):
            continue
        if isinstance(value, (list, tuple)) and all(isinstance(x, (str, dict)) for x in value):
            continue
        return f"field {name!r} is {kind(value)} ({_preview(value)}), not a str or a list of strs"
    return None


def papers_from_dicts(records: Iterable[dict[str, Any]], report: Optional[ReadReport] = None,
                      name: str = "<records>") -> list[Paper]:
    """Papers from records given as dicts, normalised as the reader normalises a JSON Lines
    record: key spellings ("Abstract", "paper_id"), the id (the record's own, else its DOI or
    arXiv id, else ``h-`` and the hash of the abstract: :func:`paper_id`), authors split
    ("A. Lee and B. Kim"), venue names made canonical, OpenReview / Semantic Scholar / OpenAlex
    shapes, the abstract cut at :data:`MAX_ABSTRACT_CHARS`. This is the public way to make
    papers in Python (``Paper(**d)`` does none of it).

    Args:
        records: dicts, one per paper (any iterable; a :class:`Paper` is taken as it is).
        report: collects what the reader would report; each problem's source is
            ``"<name>:N"``, N the record's 1-based position. None: a record the reader would
            skip (no abstract, an empty one...) raises, and each warning is a Python
            ``UserWarning`` (``warnings.warn``) naming the record.
        name: the name the sources use.
    Returns:
        The papers, in input order (not de-duplicated: :func:`dedupe` keeps one per id as
        the reader does; :func:`kg.graph.build_graph` refuses two of one id).
    Raises:
        TypeError: a record is no dict, or a field has a type no reader reads (an abstract
            that is a number, a title that is a list of numbers...): the message names the
            record (``<records>:3``, its 1-based position) and the field, whether or not
            ``report`` is given.
        ValueError: without ``report``, a record the reader would skip (naming it and why).
    """
    import warnings

    own = report is None
    report = ReadReport() if own else report
    out: list[Paper] = []
    for k, rec in enumerate(records, 1):
        source = f"{name}:{k}"
        if isinstance(rec, Paper):
            out.append(rec)
            continue
        if not isinstance(rec, dict):
            raise TypeError(f"{source}: a record is a dict (one per paper), not {type(rec).__name__} "
                            f"({_preview(rec)})")
        skipped, warned = len(report.skipped), len(report.warnings)
        fields = _json_record(rec, source, report)
        problem = _dict_type_problem(fields)
        if problem:
            raise TypeError(f"{source}: {problem}")
        paper = _record_to_paper(fields, source, report)
        if own:
            for w in report.warnings[warned:]:
                warnings.warn(str(w), UserWarning, stacklevel=2)
            if len(report.skipped) > skipped:
                raise ValueError(f"{report.skipped[skipped]}: the record cannot be a paper")
        if paper is not None:
            out.append(paper)
    return out


def cap_abstract(paper: Paper) -> tuple[Paper, Optional[str]]:
    """``paper`` with its abstract cut to :data:`MAX_ABSTRACT_CHARS` as the reader cuts one
    (:func:`_limit`: filler dropped first, then cut at a space), and the reader's warning; or
    ``(paper, None)`` unchanged when the abstract is not longer. The extractor applies it to
    the papers given to it directly (:meth:`kg.extract.Extractor.extract`), so a 200,000
    character abstract costs what a 20,000 character one does there too; a paper the reader
    made is never longer, so this is one ``len`` there."""
    if len(paper.abstract) <= MAX_ABSTRACT_CHARS:
        return paper, None
    report = ReadReport()
    cut = _limit(paper.abstract, paper.source or paper.id, report)
    return replace(paper, abstract=cut), "; ".join(w.message for w in report.warnings) or None


# ---------------------------------------------------------------------------------------
# Readers: (name, text, report) -> Iterator[Paper]

_HEADER_WORDS = {"papers", "paper", "abstracts", "abstract", "accepted", "proceedings", "of",
                 "the", "conference", "list", "all", "-", "–", ":"}


class _ListLines:
    """The lines of a text held whole (:func:`_lines`), as :class:`_FileLines` gives them."""

    def __init__(self, lines: list[str]) -> None:
        self._lines = lines

    def get(self, i: int) -> Optional[str]:
        """Line ``i`` (0-based), None past the last."""
        return self._lines[i] if i < len(self._lines) else None

    def release(self, i: int) -> None:
        """Nothing: the text is held whole anyway."""


class _FileLines:
    """The lines of a UTF-8 text file, read from disk as they are asked for, so that a large
    file's text is never held whole: only the lines from the last :meth:`release` on (a
    record and the lines a reader looks ahead to, :func:`_rejoin_broken_string`). Lines end
    at LF, CRLF or CR, as :func:`_lines` splits them, and come without their ending; a
    byte-order mark at the start is dropped, as :func:`_decode` drops it. Use only on a file
    :func:`_plain_text_file` accepts (valid UTF-8, no NUL or Ctrl-Z)."""

    def __init__(self, path: Path) -> None:
        self._fh = open(path, encoding="utf-8-sig", newline="")
        self._buf: list[str] = []
        self._base = 0  # the index of self._buf[0]

    def get(self, i: int) -> Optional[str]:
        """Line ``i`` (0-based, not before the last release), None past the last."""
        while i >= self._base + len(self._buf):
            if self._fh.closed:
                return None
            line = self._fh.readline()
            if not line:
                self._fh.close()
                return None
            self._buf.append(line[:-2] if line.endswith("\r\n") else line[:-1]
                             if line.endswith(("\r", "\n")) else line)
        return self._buf[i - self._base]

    def release(self, i: int) -> None:
        """Forget the lines before line ``i``."""
        n = min(i - self._base, len(self._buf))
        if n > 0:
            del self._buf[:n]
            self._base += n

    def close(self) -> None:
        """Close the file (also done when the last line has been read)."""
        self._fh.close()


#: Size of the pieces in which :func:`_plain_text_file` checks a file.
_CHECK_CHUNK = 1 << 20


def _plain_text_file(path: Path) -> bool:
    """True when ``path`` is a regular file of plain UTF-8 text that holds more than white
    space: no compression, archive or document magic (:func:`container_format`), no UTF-16
    or UTF-32 byte-order mark, no NUL byte, no Ctrl-Z (0x1A), every byte valid UTF-8. Such a
    file needs none of :func:`_load`'s repairs and warnings, so a JSON Lines or CSV reader
    may read it line by line from disk (:class:`_FileLines`), its text never held whole; any
    other file is loaded whole as before. Checked in pieces of :data:`_CHECK_CHUNK` bytes;
    False when the file cannot be read (the whole-file reading then names why)."""
    try:
        if not path.is_file():
            return False
        decoder = codecs.getincrementaldecoder("utf-8")()
        content = False
        with open(path, "rb") as fh:
            first = True
            while chunk := fh.read(_CHECK_CHUNK):
                if first:
                    first = False
                    if chunk.startswith((b"\xff\xfe", b"\xfe\xff", _GZIP_MAGIC)) \
                            or any(magic.match(chunk) for magic, *_ in _COMPRESSED) \
                            or container_format(chunk) is not None:
                        return False
                if b"\x00" in chunk or EOF_MARK.encode() in chunk:
                    return False
                decoder.decode(chunk)
                content = content or bool(chunk.strip())
        decoder.decode(b"", final=True)
        return content
    except (OSError, UnicodeDecodeError):
        return False


def _file_sha256(path: Path) -> str:
    """SHA-256 (lower-case hex) of the bytes of the file ``path``, read in pieces of
    :data:`_CHECK_CHUNK` bytes (a file read line by line, :class:`_FileLines`, is never
    held whole); "" when it cannot be read. The checksum of the build's provenance, as
    :func:`load_bytes` records it for a file read whole.

    Raises: nothing (an OSError gives "")."""
    h = hashlib.sha256()
    try:
        with open(path, "rb") as fh:
            while chunk := fh.read(_CHECK_CHUNK):
                h.update(chunk)
    except OSError:
        return ""
    return h.hexdigest()


def _stream_format(path: Pathish, fmt: Optional[str]) -> Optional[str]:
    """The reader, ``"jsonl"``, ``"csv"`` or ``"tsv"``, that reads ``path`` line by line from
    disk (:class:`_FileLines`) instead of from its whole text, or None: a regular file,
    not compressed by its suffix, in one of these formats by ``fmt`` or its extension, of
    plain UTF-8 text (:func:`_plain_text_file`); a JSON Lines file only when its first
    non-blank line is one JSON object (else it may be one of the other layouts
    :func:`_read_jsonl` tells from the whole text: objects over several lines, an array)."""
    if str(path) == "-":
        return None
    p = Path(path)
    if p.suffix.lower() in (".gz", ".bz2", ".xz"):
        return None
    chosen = fmt or _EXT_FORMATS.get(_extension(p) or "")
    if chosen not in ("jsonl", "csv", "tsv") or not _plain_text_file(p):
        return None
    if chosen == "jsonl":
        lines = _FileLines(p)
        try:
            k = 0
            while (line := lines.get(k)) is not None and (not line.strip() or _COMMENT_LINE.match(line)):
                k += 1  # (comment lines are skipped by the reader too, :func:`_jsonl_records`)
            if line is None or not line.lstrip("\ufeff").lstrip().startswith("{"):
                return None
            try:
                if not isinstance(_JSON.decode(line.lstrip("\ufeff")), dict):
                    return None
            except (ValueError, RecursionError):
                return None
        except (OSError, UnicodeDecodeError):
            return None
        finally:
            lines.close()
    return chosen


def _lines(text: str) -> list[str]:
    """Split on LF (and CRLF/CR) only: U+2028, form feeds etc. inside a record are text.

    ``str.splitlines`` would also split on U+2028/U+0085/\\x0c, which occur inside
    real JSON Lines records (iclr2024.jsonl has one) and are not line ends there.
    """
    return re.split(r"\r\n|\r|\n", text)


def _venue_header(line: str) -> Optional[tuple[Optional[str], Optional[int]]]:
    """``"ICML 2026 Papers"`` -> ("ICML", 2026); None when the line is not a header."""
    s = line.strip()
    if not s or len(s) > 120 or s.endswith((".", "?", "!")) or len(s.split()) > 12:
        return None
    m = re.search(r"(?<!\d)((?:19|20)\d\d)(?!\d)", s)
    year = int(m.group(1)) if m else None
    rest = (s[:m.start()] + " " + s[m.end():]) if m else s
    words = [w for w in rest.split() if w.lower() not in _HEADER_WORDS]
    venue = " ".join(words).strip(" -–:,") or None
    return venue, year


#: Words that mark a line as a venue dump's header, beside a venue and a year, when it stands
#: inside the file (:func:`_mid_header`): "NeurIPS 2023 Papers", "Accepted Papers ICLR 2024".
_SECTION_WORDS = {"papers", "abstracts", "accepted", "proceedings"}
#: A sentence's stop glued to the text after it (``algorithm.ICML 2026 Papers``: a file without
#: its final line break joined to the next by ``cat``).
_GLUED_STOP = re.compile(r"[.!?)](?=[A-Z0-9])")


def _section_header(text: str, first: Optional[str]) -> Optional[tuple[Optional[str], Optional[int]]]:
    """The (venue, year) of ``text`` when it is a venue dump's header line standing inside a
    file: the file's own first line again (``first``), or a line of at most eight words that
    :func:`_venue_header` reads with a venue and a year and that holds a word of
    :data:`_SECTION_WORDS` ("NeurIPS 2023 Papers"); else None. Stricter than the first line's
    test, since any short line there is taken as the header."""
    s = text.strip()
    if first is not None and s == first:
        return _venue_header(s)
    found = _venue_header(s)
    if found is None or found[0] is None or found[1] is None or len(s.split()) > 8:
        return None
    if not any(w.strip(":-–,").lower() in _SECTION_WORDS for w in s.split()):
        return None
    return found


def _mid_header(line: str, first: Optional[str]) -> Optional[tuple[str, str, tuple[Optional[str], Optional[int]]]]:
    """A venue dump's header inside the file (:func:`_section_header`), as ``cat a.txt b.txt``
    leaves the second file's first line: the whole ``line``, or its end glued to a sentence's
    stop when the first file lacked its final line break (``...the exact algorithm.ICML 2026
    Papers``). Returns ``(text before the header, the header, (venue, year))``, or None."""
    found = _section_header(line, first)
    if found is not None:
        return "", line.strip(), found
    stripped = line.rstrip()
    glue = None
    for glue in _GLUED_STOP.finditer(stripped):
        pass  # the last stop glued to the text after it: where the next file begins
    if glue is None:
        return None
    tail = stripped[glue.end():]
    if any(c in tail for c in ".!?") or (found := _section_header(tail, first)) is None:
        return None
    return stripped[:glue.end()], tail, found


#: A title's label on the first line of a text file holding one paper ("Title: X").
_TITLE_LABEL = re.compile(r"(?i)^\s*title\s*[:.\u2013\u2014-]\s*")


def _title_line(lines: list[str], first: int, header: Optional[tuple[Optional[str], Optional[int]]]) -> Optional[str]:
    """The title of a text file holding one paper as "Title", a blank line, then the abstract
    (or "Title: X" first): the first non-blank line (``lines[first]``, its "Title:" label
    dropped) when it names no year and no venue of ``kg/data/venues.json``, holds none of the
    header words of :data:`_SECTION_WORDS` and is followed by exactly one paragraph; else None
    (the line is a venue dump's header, read by :func:`_venue_header`, or the first abstract)."""
    line = lines[first].strip()
    labelled = _TITLE_LABEL.match(line)
    if header is None and not labelled:
        return None
    if header is not None and (header[1] is not None or (header[0] and venue_table().get(_venue_key(header[0])))):
        return None
    if any(w.strip(":-\u2013,").lower() in _SECTION_WORDS for w in line.split()):
        return None
    paragraphs, inside = 0, False
    for ln in lines[first + 1:]:
        if ln.strip() and not inside:
            paragraphs += 1
            if paragraphs > 1:
                return None
        inside = bool(ln.strip())
    if paragraphs != 1:
        return None
    return line[labelled.end():].strip() if labelled else line


def _stray_paragraph(text: str) -> bool:
    """Whether a plain-text dump's paragraph is no abstract: shorter than
    :data:`SHORT_PARAGRAPH_CHARS` characters and of fewer than :data:`MIN_ABSTRACT_WORDS` words
    (runs of two or more letters): "Session 3: Optimization", "#### ~~~ ####", "Page 4"."""
    text = text.strip()
    return (len(text) < SHORT_PARAGRAPH_CHARS
            and sum(1 for _ in itertools.islice(_WORD.finditer(text), MIN_ABSTRACT_WORDS)) < MIN_ABSTRACT_WORDS)


def _cut_off(text: str) -> bool:
    """Whether an abstract ends as a file cut off mid-text does: on a letter or digit, with no
    final punctuation (".", "!", "?", a closing bracket or quote...), its last word no web
    address or path (no "/": an abstract may end on its code's URL). Used for the last
    abstract of a plain-text dump (session 50)."""
    text = text.rstrip()
    if not text or not text[-1].isalnum():
        return False
    return "/" not in text.split()[-1]


def _read_venue(name: str, text: str, report: ReadReport) -> Iterator[Paper]:
    """Venue dump: header line (venue, year), then one abstract per paragraph.

    A header line inside the file (:func:`_mid_header`: venue dumps joined one after the
    other, also when the first lacked its final line break) ends the paragraph it stands in
    and gives the abstracts after it its venue and year, with a warning naming its line; it
    was read as a paper ("ICML 2026 Papers") or glued to the abstract above it. Such a line
    counts only when a blank line (or the file's end) follows it, as after a dump's header,
    or when it repeats the file's first line: a header-like line followed by more text is a
    hard-wrapped abstract's line and stays in its paragraph."""
    lines = _lines(text)
    first = next((k for k, ln in enumerate(lines) if ln.strip()), None)
    if first is None:
        return
    header = _venue_header(lines[first])
    defaults: dict[str, Any] = {}
    start = first
    title = _title_line(lines, first, header)
    if title is not None:
        # "Title\n\nAbstract": one paper saved as a text file, not a venue dump
        report.warn(f"{name}:{first + 1}", f"first line {_preview(title, 60)} read as the title of the one "
                                           "abstract after it (it names no venue and no year; a venue dump "
                                           "starts with a line such as 'ICML 2026 Papers')")
        defaults, header, start = {"title": title}, None, first + 1
    elif header is not None:
        defaults = {"venue": header[0], "year": header[1]}
        if header[1] is None:
            report.warn(f"{name}:{first + 1}", "venue header names no year")
        start = first + 1
    elif title is None:
        from kg.graph import _source_venue  # the venue the graph gives such papers

        report.warn(f"{name}:{first + 1}", "no venue header line (e.g. 'ICML 2026 Papers'): the first paragraph "
                                           "is read as an abstract, and the papers' venue is "
                                           f"{_source_venue(name)!r}, named after the file, without a year")
    para: list[str] = []
    para_line = 0
    paragraphs = 0
    last: Optional[tuple[int, str]] = None  # (its last line, text) of the last paragraph read as a paper
    first_text = lines[first].strip() if header is not None else None
    for k in range(start, len(lines) + 1):
        line = lines[k] if k < len(lines) else ""
        found = _mid_header(line, first_text) if line.strip() else None
        if (found is not None and found[1] != first_text and k + 1 < len(lines)
                and lines[k + 1].strip()):
            # a dump's header stands alone, a blank line (or the file's end) after it; a
            # header-like line that runs on into text ("We survey the accepted papers of
            # NeurIPS 2023" + "and find ...") is a hard-wrapped abstract's line
            found = None
        if found is not None:  # another venue dump begins here (files joined one after the other)
            before, header_text, (venue, year) = found
            if before.strip():
                if not para:
                    para_line = k + 1
                para.append(before)
            cut = " (cut from the end of the line, where it was glued to the abstract)" if before.strip() else ""
            report.warn(f"{name}:{k + 1}", f"venue header line {_preview(header_text, 60)} inside the file{cut}: "
                                           "the abstracts after it get its venue (venue dumps joined one "
                                           "after the other?)")
        if line.strip() and found is None:
            if not para:
                para_line = k + 1
            para.append(line)
        elif para:
            paragraphs += 1
            text = "\n".join(para)
            if _stray_paragraph(text):
                report.read += 1
                report.skip(f"{name}:{para_line}", f"paragraph {_preview(text.strip(), 40)} is no abstract "
                                                   f"(under {MIN_ABSTRACT_WORDS} words and "
                                                   f"{SHORT_PARAGRAPH_CHARS} characters: a header or stray line)")
                para = []
                continue
            paper = _record_to_paper({"abstract": text, "title": defaults.get("title")},
                                     f"{name}:{para_line}", report, defaults)
            last = (para_line + len(para) - 1, text) if paper else None
            para = []
            if paper:
                yield paper
        if found is not None:
            defaults = {"venue": venue, "year": year}
    if last is not None and _cut_off(last[1]):
        report.warn(f"{name}:{last[0]}", "the last abstract ends without final punctuation: the file may be cut off")
    if not paragraphs:  # a header and nothing else ("no papers to build" gave no reason)
        raise InputError(name, f"only a header line ({_preview(lines[first].strip(), 60)}) and no abstract "
                               "after it; a venue dump is a line naming the venue and year, then one "
                               "abstract per blank-line separated paragraph")


#: JSON's message for a raw control character (U+0000-U+001F) inside a string.
_CONTROL_IN_STRING = "Invalid control character"


def json_error_text(err: json.JSONDecodeError, line: bool = False) -> str:
    """The decoder's message of a JSON error with its place, one wording for ``kg build`` and
    ``kg eval``: ``Expecting value (column 5)``, and for a message that ends in "at" (whose place
    completes it) ``Unterminated string starting at column 46``; with ``line``, ``line L,
    column C`` in both."""
    place = f"line {err.lineno}, column {err.colno}" if line else f"column {err.colno}"
    if err.msg.endswith(" at"):  # "Unterminated string starting at", "Invalid control character at"
        return f"{err.msg} {place}"
    return f"{err.msg} ({place})"


def _json_reason(err: Exception) -> str:
    """A readable reason for a JSON decoding error of a whole-file text: the decoder's message,
    except that its "Invalid control character at" (which names no place by itself) becomes
    "a raw control character (a line break or tab) inside a string at line L, column C".
    ``err`` is a :class:`json.JSONDecodeError` (or another ValueError / RecursionError, given
    as its text)."""
    if isinstance(err, json.JSONDecodeError):
        if err.msg.startswith(_CONTROL_IN_STRING):
            return (f"a raw control character (a line break or tab) inside a string at line {err.lineno}, "
                    f"column {err.colno}")
        if err.msg.endswith(" at"):  # "Unterminated string starting at": the place is the error's
            return f"{err.msg} line {err.lineno}, column {err.colno}"
        return err.msg
    return str(err)


class _Repeated(dict):
    """A decoded JSON object that had a key more than once (JSON leaves the meaning open,
    RFC 8259 section 4; Python keeps the last value, as this dict does).

    Attributes:
        repeated: ``[(key, [value, ...]), ...]``: each repeated key with its values in the
            order written.
    """

    repeated: list[tuple[str, list[Any]]]


def _object_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``object_pairs_hook`` of the readers' JSON decoders: a plain dict, or a
    :class:`_Repeated` recording the values of a key written twice (the last is kept)."""
    obj = dict(pairs)
    if len(obj) == len(pairs):
        return obj
    out = _Repeated(obj)
    values: dict[str, list[Any]] = {}
    for key, value in pairs:
        values.setdefault(key, []).append(value)
    out.repeated = [(key, vs) for key, vs in values.items() if len(vs) > 1]
    return out


#: The decoders that read records: a key written twice in one object is recorded
#: (:func:`_object_pairs`) and named in a warning by :func:`_warn_repeated`. Numbers keep their text (:func:`_json_float`, :func:`_json_int`), for ids (:func:`_as_id`).
_JSON = json.JSONDecoder(object_pairs_hook=_object_pairs, parse_float=_json_float, parse_int=_json_int)
_LENIENT_JSON = json.JSONDecoder(strict=False, object_pairs_hook=_object_pairs, parse_float=_json_float,
                                 parse_int=_json_int)


def _preview(value: Any, size: int = 40) -> str:
    """A short form of a JSON value for messages: JSON text cut to about ``size``
    characters (a string keeps its closing quote: ``"We propose a model fo..."``)."""
    if isinstance(value, str) and len(value) > size:
        return json.dumps(value[:size - 5] + "...", ensure_ascii=False)
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= size else text[:size - 3] + "..."


def _warn_repeated(item: Any, source: str, report: ReadReport, path: str = "",
                   deep: bool = True) -> None:
    """Warn (at ``source``) about every key written more than once in one object of the
    decoded JSON ``item``, nested objects included unless ``deep`` is False: which key,
    where, and that the last value is the one kept (the earlier ones shown shortened)."""
    if isinstance(item, _Repeated):
        for key, values in item.repeated:
            where = f" (in {path})" if path else ""
            times = "twice" if len(values) == 2 else f"{len(values)} times"
            if all(v == values[-1] for v in values):
                report.warn(source, f"key {key!r} appears {times} in one object{where}, "
                                    "with the same value; read once")
            else:
                dropped = ", ".join(_preview(v) for v in values[:-1])
                report.warn(source, f"key {key!r} appears {times} in one object{where}; the "
                                    f"last value is kept ({_preview(values[-1])}), not {dropped}")
    if not deep:
        return
    if isinstance(item, dict):
        for key, value in item.items():
            if isinstance(value, (dict, list)):
                _warn_repeated(value, source, report, f"{path}.{key}" if path else repr(key))
    elif isinstance(item, list):
        for n, value in enumerate(item):
            if isinstance(value, (dict, list)):
                _warn_repeated(value, source, report, f"{path}[{n}]")


def _control_char_warning(text: str, err: json.JSONDecodeError) -> str:
    """The warning for a record read again with raw control characters allowed."""
    return (f"raw control character U+{ord(text[err.pos]):04X} inside a JSON string (column "
            f"{err.colno}); read leniently")


def _raw_decode_lenient(decoder: json.JSONDecoder, text: str, pos: int) -> tuple[Any, int, Optional[json.JSONDecodeError]]:
    """One JSON value of ``text`` from ``pos`` with ``decoder``'s ``raw_decode``: the value, the
    index after it, and None; or, when strict JSON refuses a raw control character inside a
    string (a tab, a NUL byte), the value read again with them allowed (:data:`_LENIENT_JSON`)
    and the strict error, for the caller's warning (:func:`_control_char_warning`).

    Raises:
        ValueError, RecursionError: the value is no JSON even so; a
            :class:`json.JSONDecodeError` names the first fault (the strict one when the
            lenient reading fails too).
    """
    try:
        value, end = decoder.raw_decode(text, pos)
        return value, end, None
    except json.JSONDecodeError as err:
        if not err.msg.startswith(_CONTROL_IN_STRING):
            raise
        try:
            value, end = _LENIENT_JSON.raw_decode(text, pos)
        except (ValueError, RecursionError):
            raise err from None
        return value, end, err


def _read_jsonl(name: str, text: str, report: ReadReport) -> Iterator[Paper]:
    """JSON Lines: one object per line; bad lines are skipped with the parser's reason.
    A raw control character inside a string (a NUL byte, a tab), which strict JSON
    forbids, costs no record: the line is read again leniently, with a warning. Nor does a
    comma after a line's object (``{...},``: lines copied out of a JSON array): one warning
    per file names the first such line and counts the others.

    Raises:
        InputError: no line is JSON and the text looks like another format (:func:`_sniff`:
            CSV, TSV, BibTeX): the message says which ``--format`` reads it, as the BibTeX
            reader's does for a forced format that finds nothing.
    """
    # the layout is told with comment lines blanked ("# exported ..." above the records); read
    # line by line, the records skip them themselves (:func:`_jsonl_records`)
    layout, comments = _without_comment_lines(text)
    if _multiline_objects(layout) and not _first_line_open(layout):
        # (a first line that ends inside a string is no printout, since printers escape line
        # breaks, but a record holding raw line breaks: rejoined below, with its own warning)
        report.warn(name, "JSON objects written over several lines (as jq prints them without -c), "
                          "not one per line; read one object after another")
        _warn_comment_lines(name, comments, report)
        yield from _read_json_stream(name, layout, report)
        return
    if _multiline_array(layout):
        report.warn(name, "not JSON Lines but one JSON array written over several lines; read as a "
                          "JSON array (--format json)")
        _warn_comment_lines(name, comments, report)
        yield from _read_json(name, layout, report)
        return
    if _one_line_array(layout):
        report.warn(name, "not JSON Lines but one JSON array of records on one line (as jq -c or "
                          "json.dump(papers, f) writes it); read as a JSON array (--format json)")
        _warn_comment_lines(name, comments, report)
        yield from _read_json(name, layout, report)
        return
    counts = {"lines": 0, "parsed": 0}
    yield from _jsonl_records(name, _ListLines(_lines(text)), report, counts)
    if counts["lines"] and not counts["parsed"] and (sniffed := _sniff(text)) in ("csv", "tsv", "bib"):
        raise InputError(name, f"no line is JSON; it looks like {_FORMAT_NAMES[sniffed]}: --format {sniffed}, "
                               "or no --format to choose by extension")


def _ends_mid_record(line: str, err: BaseException, all_lines: "_ListLines | _FileLines", k: int) -> bool:
    """Whether a JSON Lines line that failed to decode (``err``) is a record the file's end cut
    off: the decoder ran to the line's end (an unterminated string, or "Expecting ..." at its
    last character) and no line with text follows (``all_lines`` from index ``k``, the line after
    it). Used by :func:`_jsonl_records` to add "the file ends mid-record" to the skip (session 50)."""
    if not isinstance(err, json.JSONDecodeError):
        return False
    if not (err.msg.startswith("Unterminated string") or err.pos >= len(line.rstrip())):
        return False
    while (after := all_lines.get(k)) is not None:
        if after.strip("\x00 \t\r\ufeff"):
            return False
        k += 1
    return True


def _jsonl_records(name: str, all_lines: "_ListLines | _FileLines", report: ReadReport,
                   counts: dict[str, int]) -> Iterator[Paper]:
    """The records of JSON Lines, one line after another (:func:`_read_jsonl` has the rules),
    from ``all_lines`` (the lines of a file's text, or of the file itself, read on demand:
    :class:`_FileLines`); ``counts`` gets the number of non-blank ``"lines"`` and of those
    ``"parsed"`` as JSON."""
    parsed = lines = 0
    commas: list[int] = []  # lines whose object a comma follows
    glued: list[int] = []  # lines holding several objects (files joined without a line break)
    comments: list[int] = []  # comment lines ("# ...", "// ...")
    pages: list[tuple[int, str, int]] = []  # pages of API results: (line, key, records)
    streaming = isinstance(all_lines, _FileLines)
    k, joined_until = 0, 0
    while (line := all_lines.get(k)) is not None:
        all_lines.release(k)  # the lines before this one are done
        k += 1
        if k <= joined_until:
            continue  # read with the line a string's line break split it from
        # a byte-order mark opens a line where files were concatenated (cat a.jsonl b.jsonl)
        line = line.lstrip("\ufeff")
        if "\x00" in line and line[0] == "\x00":
            # NUL bytes opening a line: the zeros a crash leaves where a write was not synced
            nuls = len(line) - len(line.lstrip("\x00"))
            if not line.strip("\x00 \t\r"):
                report.warn(f"{name}:{k}", f"a line of {nuls} NUL byte{'s' if nuls != 1 else ''} (what a crash "
                                           "leaves in a file): no record; ignored")
                continue
            report.warn(f"{name}:{k}", f"{nuls} NUL byte{'s' if nuls != 1 else ''} before the line's text (what a "
                                       "crash leaves in a file): ignored, the rest of the line is read")
            line = line[nuls:]
        if not line.strip():
            continue
        if line[0] in "#/ \t\ufeff" and _COMMENT_LINE.match(line):  # (a record's line opens with "{")
            comments.append(k)  # "# ..." or "// ...": no record, nor a bad line (one warning below)
            continue
        lines += 1
        source = f"{name}:{k}"
        more_recs: list[Any] = []
        try:
            try:
                rec = _JSON.decode(line)
            except json.JSONDecodeError as err:
                rejoined = _rejoin_broken_string(all_lines, k, err) \
                    if err.msg.startswith("Unterminated string") else None
                if rejoined is not None:
                    rec, joined_until = rejoined
                    report.warn(source, f"a line break inside a JSON string (lines {k}-{joined_until}: "
                                        "one record written over several lines); read as one record")
                elif err.msg == "Extra data" and _TRAILING_COMMA.fullmatch(line, err.pos):
                    # "{...}," : a line of a JSON array without its brackets; the object is whole
                    rec = _JSON.decode(line[:err.pos])
                    commas.append(k)
                elif err.msg == "Extra data" and (several := _objects_on_line(line)) is not None:
                    # "{...}{...}": the last line of one file and the first of the next, as
                    # `cat a.jsonl b.jsonl` joins them when a.jsonl lacks its final line break;
                    # a broken tail after whole objects ("{...} {\"broken") costs only itself
                    objects, tail = several
                    rec, more_recs = objects[0], objects[1:]
                    if more_recs:
                        glued.append(k)
                    if tail is not None:
                        _report_tail(source, line, len(objects), tail, report)
                elif err.msg == "Extra data" and (lead := _objects_then_text(line)) is not None:
                    # "{...} trailing junk": the object is whole; only the text after it is lost
                    objects, at = lead
                    rec, more_recs = objects[0], objects[1:]
                    if more_recs:
                        glued.append(k)
                    what = "the JSON object" if len(objects) == 1 else f"{len(objects)} JSON objects"
                    report.warn(source, f"text after {what} on this line, from column {at + 1} "
                                        f"({_preview(line[at:].rstrip())}), is no JSON object: ignored; "
                                        f"the object{'s are' if len(objects) > 1 else ' is'} read")
                elif line[0] == "{" and (after := _objects_after_broken(line)) is not None:
                    # '{"id": "a", "abstract": "cut mid-wr{"id": "b", ...}': a record cut off by a
                    # crash and the next one appended to its line: the cut one is lost, not the next
                    at, objects = after
                    rec, more_recs = objects[0], objects[1:]
                    report.read += 1
                    report.skip(source, f"invalid JSON: {json_error_text(err)}: a broken record "
                                        f"({_preview(line[:at])}) before {len(objects)} whole JSON object"
                                        f"{'s' if len(objects) > 1 else ''} from column {at + 1}, which "
                                        f"{'are' if len(objects) > 1 else 'is'} read")
                elif not err.msg.startswith(_CONTROL_IN_STRING):
                    raise
                else:
                    rec = _LENIENT_JSON.decode(line)
                    report.warn(source, _control_char_warning(line, err))
        except (ValueError, RecursionError) as err:
            report.read += 1
            reason = json_error_text(err) if isinstance(err, json.JSONDecodeError) else str(err)
            cut = ": the file ends mid-record (cut off?)" if _ends_mid_record(line, err, all_lines, k) else ""
            report.skip(source, f"invalid JSON: {reason}{cut}")
            continue
        parsed += 1
        if not isinstance(rec, dict):
            report.read += 1
            hint = (" (a JSON array of records is read with --format json)"
                    if isinstance(rec, list) and rec and all(isinstance(r, dict) for r in rec) else "")
            report.skip(source, f"expected a JSON object, got {_json_type(rec)}{hint}")
            continue
        if streaming:
            # the record's own lines, for a warning that names the line of a string in it
            # (:func:`_escape_source`); the whole text is not at hand
            report.reading = (name, "\n".join(all_lines.get(i) for i in range(k - 1, max(k, joined_until))))
            report.reading_line = k
        element = 0  # the records of pages of API results on this line, numbered in turn
        for rec in (rec, *more_recs):
            page = _page_items(rec)
            if page is not None:
                # {"results": [...]}, {"data": [...], "next": ...}: a saved page of an API's
                # answer, holding several records; each is read, as "file:line (element n)"
                _warn_repeated(rec, source, report, deep=False)
                pages.append((k, page[0], len(page[1])))
                yield from _page_papers(page, [f"{source} (element {element + n})"
                                               for n in range(1, len(page[1]) + 1)], report)
                element += len(page[1])
                continue
            _warn_repeated(rec, source, report)
            paper = _record_to_paper(_json_record(rec, source, report), source, report)
            if paper:
                yield paper
    counts["lines"], counts["parsed"] = lines, parsed
    if comments and not lines:
        raise InputError(name, _ONLY_COMMENTS)
    _warn_comment_lines(name, comments, report)
    _warn_pages(name, pages, report)
    if glued:
        more = f" and {len(glued) - 1} more line{'s' if len(glued) > 2 else ''}" if len(glued) > 1 else ""
        report.warn(f"{name}:{glued[0]}", f"several JSON objects on this line{more}, with no line break between "
                                          "them (files joined by cat when one lacks its final line break?); "
                                          "each object is read")
    if commas:
        more = f" and {len(commas) - 1} more line{'s' if len(commas) > 2 else ''}" if len(commas) > 1 else ""
        report.warn(f"{name}:{commas[0]}", f"a comma follows the JSON object on this line{more} (lines of a "
                                           "JSON array without its brackets?); each object is read")


def _objects_on_line(line: str) -> Optional[tuple[list[dict[str, Any]], Optional[tuple[int, Any]]]]:
    """The JSON objects of one JSON Lines line that holds two or more of them one after
    another, ``{...}{...}`` or ``{...} {...}`` (white space or a byte-order mark between
    them, as ``cat a.jsonl b.jsonl`` leaves when ``a.jsonl`` lacks its final line break),
    also when the last of them is broken (``{...} {"broken``: a record cut off, as a crash
    mid-write leaves it, or a file joined to a damaged one), which costs only itself.

    Returns:
        ``(objects, tail)``: the whole objects in order, and None when nothing follows them,
        else ``(position, error)``: where the broken object starts (0-based) and the
        :class:`ValueError` (or :class:`RecursionError`) that reading it raised, or None for
        error when it is a JSON value but no object. None when the line holds anything else
        (one object, text that is no JSON object, an object followed by text that opens no
        object, ``{...} 7``), so that the caller reports the line as before.
    """
    objects, pos, err = _leading_objects(line)
    if pos >= len(line):
        return (objects, None) if len(objects) > 1 else None
    if err is not None:
        return (objects, (pos, err)) if objects and line[pos] == "{" else None
    return None  # a JSON value that is no object


_OBJECT_START = re.compile(r'\{\s*"')


def _objects_after_broken(line: str) -> Optional[tuple[int, list[dict[str, Any]]]]:
    """The whole JSON objects that end a JSON Lines line after a broken one, as a crash leaves
    a record cut mid-write with the next record appended to its line
    (``{"id": "a", "abstract": "cut of{"id": "b", ...}``).

    Args:
        line: a line that is not JSON as a whole (the caller tried) and opens with "{" (a line
            that opens with other text stays skipped whole, as before).
    Returns:
        ``(position, objects)``: the 0-based column where the first whole object starts (the
        earliest ``{"`` after the line's start from which one or more whole objects, and
        nothing else but white space, run to the end of the line) and the objects; None when
        no such place exists.
    """
    for m in _OBJECT_START.finditer(line, 1):
        objects, pos, err = _leading_objects(line[m.start():])
        if objects and err is None and m.start() + pos >= len(line.rstrip()):
            return m.start(), objects
    return None


def _leading_objects(line: str) -> tuple[list[dict[str, Any]], int, Optional[Exception]]:
    """The whole JSON objects that open ``line`` one after another (white space and byte-order
    marks between them skipped), where reading stopped, and why.

    Returns:
        ``(objects, position, error)``: position is ``len(line)`` when the line holds nothing
        else; else where the text that is no object starts (0-based), with the
        :class:`ValueError` (or :class:`RecursionError`) that reading it raised, or None
        when it is a JSON value but no object. Used by :func:`_objects_on_line` and
        :func:`_objects_then_text`.
    """
    objects: list[dict[str, Any]] = []
    pos, n = 0, len(line)
    while True:
        while pos < n and (line[pos].isspace() or line[pos] == "\ufeff"):
            pos += 1
        if pos >= n:
            return objects, n, None
        try:
            value, end = _JSON.raw_decode(line, pos)
        except (ValueError, RecursionError) as err:
            return objects, pos, err
        if not isinstance(value, dict):
            return objects, pos, None
        objects.append(value)
        pos = end


def _objects_then_text(line: str) -> Optional[tuple[list[dict[str, Any]], int]]:
    """The whole JSON objects that open a JSON Lines line, and where the text after them
    starts (0-based), when that text opens no JSON object (``{...} trailing junk``,
    ``{...} // comment``, ``{...} 7``: a note or a stray value typed after the record): the
    objects are read, the text is only warned about. None when the line opens with no whole
    object, or when what follows the objects opens an object, whole or broken (read or
    skipped by :func:`_objects_on_line`, which the caller tries first).

    Returns:
        ``(objects, position)`` with at least one object.
    """
    objects, pos, err = _leading_objects(line)
    if pos >= len(line) or not objects:
        return None
    if err is not None and line[pos] == "{":
        return None  # a broken object after whole ones: skipped (:func:`_report_tail`)
    return objects, pos


def _report_tail(source: str, line: str, whole: int, tail: tuple[int, Any], report: ReadReport) -> None:
    """Skip the broken object (``report.skip``: exit status 1) that follows the ``whole``
    complete objects of a JSON Lines line (which are read; :func:`_objects_on_line`), naming
    the parser's reason and column."""
    pos, err = tail
    objects = "a whole JSON object" if whole == 1 else f"{whole} whole JSON objects"
    report.read += 1
    reason = json_error_text(err) if isinstance(err, json.JSONDecodeError) else f"{err} (column {pos + 1})"
    report.skip(source, f"invalid JSON: {reason}, after {objects} on this line, which "
                        f"{'is' if whole == 1 else 'are'} read")


#: The most lines one JSON Lines record broken by raw line breaks inside its strings may span.
_MAX_REJOINED_LINES = 200


def _rejoin_broken_string(lines: "_ListLines | _FileLines", k: int,
                          err: json.JSONDecodeError) -> Optional[tuple[Any, int]]:
    """A JSON Lines record whose string holds raw line breaks (``"abstract": "first
    paragraph`` / ``second paragraph"}``, as a script that writes JSON by hand or a
    spreadsheet's cell leaves it): line ``k`` (1-based) ends inside a string (``err``, its
    "Unterminated string" error), and it is joined with the lines after it, with the line
    breaks kept, until the text is one JSON object (read with raw control characters
    allowed, :data:`_LENIENT_JSON`). A following line that is a JSON object by itself ends
    the search, so that a truly broken line never swallows the next record; so do a fault
    other than the open string and :data:`_MAX_REJOINED_LINES` lines.

    Returns:
        ``(object, last line)``, the line 1-based; None when no join gives one object.
    """
    text = lines.get(k - 1).lstrip("\ufeff")
    for m in range(k, k - 1 + _MAX_REJOINED_LINES):
        nxt = lines.get(m)
        if nxt is None:
            break
        if nxt.lstrip().startswith("{"):
            try:
                if isinstance(_LENIENT_JSON.decode(nxt.lstrip("\ufeff")), dict):
                    return None
            except (ValueError, RecursionError):
                pass
        text += "\n" + nxt
        try:
            rec = _LENIENT_JSON.decode(text)
        except json.JSONDecodeError as again:
            if again.msg.startswith("Unterminated string") and again.pos >= err.pos:
                continue  # that string, or a later one of the record, is still open
            return None
        except (ValueError, RecursionError):
            return None
        return (rec, m + 1) if isinstance(rec, dict) else None
    return None


#: What may follow a JSON Lines record that a comma closes: the comma, then blanks.
_TRAILING_COMMA = re.compile(r"[ \t]*,[ \t\r]*")
_JSON_GAP = re.compile(r"[ \t\r\n\ufeff]*")
#: A line that opens a top-level object of a stream of indented objects (jq's output).
_OBJECT_LINE = re.compile(r"\n(?=\ufeff?\{)")

#: A comment line of JSON Lines (or JSON) that some exporters and hand-edited files hold:
#: ``# exported 2024-05-01`` or ``// page 2``, white space before it allowed. No JSON value
#: opens with ``#`` or ``/``, so such a line is never a record (nor part of one, outside a
#: string, and JSON strings hold no raw line breaks).
_COMMENT_LINE = re.compile(r"[ \t\ufeff]*(?:#|//)")
#: A comment line after a line break, with the break (group 1): a pattern that opens with a
#: literal, which the regex engine finds by a fast scan (``^`` in MULTILINE mode is tried at
#: every character: five times slower on a 15 MB file).
_COMMENT_AFTER_BREAK = re.compile(r"(\n)([ \t\ufeff]*(?:#|//)[^\r\n]*)")
#: The same where lines may also end with a CR alone (old Mac files): slower, an alternation.
_COMMENT_AFTER_ANY_BREAK = re.compile(r"(\n|\r(?!\n))([ \t\ufeff]*(?:#|//)[^\r\n]*)")
#: A comment line that opens a text.
_FIRST_COMMENT = re.compile(r"[ \t\ufeff]*(?:#|//)[^\r\n]*")
#: A line break, as :func:`_lines` splits lines.
_LINE_BREAK = re.compile(r"\r\n|\r|\n")


def _without_comment_lines(text: str) -> tuple[str, list[int]]:
    """``text`` with each comment line (:data:`_COMMENT_LINE`) replaced by as many spaces, so
    offsets and line numbers stay those of the file, and the 1-based numbers of those lines;
    ``(text, [])`` when there are none.

    Used where a JSON text is read whole (a JSON document, objects written over several
    lines, :func:`_read_json`, :func:`_read_json_stream`); JSON Lines read line by line skip
    such lines themselves (:func:`_jsonl_records`). Only whole lines go: a ``#`` inside a
    string or after a value stays."""
    if "#" not in text and "//" not in text:
        return text, []
    found: list[int] = []
    line, last = 1, 0  # the line of the last comment found and where it starts (counted on: linear)

    def blank(m: "re.Match[str]") -> str:
        nonlocal line, last
        at = m.start(2)
        line += len(_LINE_BREAK.findall(text, last, at))
        last = at
        found.append(line)
        return m.group(1) + " " * (m.end(2) - at)

    out = (_COMMENT_AFTER_ANY_BREAK if "\r" in text else _COMMENT_AFTER_BREAK).sub(blank, text)
    first = _FIRST_COMMENT.match(text)  # (ends before a line break: no overlap with the others)
    if first:
        found.insert(0, 1)
        out = " " * first.end() + out[first.end():]
    return out, found


#: Why a JSON or JSON Lines file that holds comment lines and nothing else is not read.
_ONLY_COMMENTS = "holds only comment lines ('# ...' or '// ...'), no JSON record"


def _warn_comment_lines(name: str, lines: Sequence[int], report: ReadReport) -> None:
    """One warning at the first comment line of a JSON or JSON Lines file (``name``), naming
    the others' lines (the first five, then a count): comment lines are no records, so they
    are neither read nor counted as records or skipped lines. Nothing when ``lines`` is
    empty."""
    if not lines:
        return
    rest = [str(k) for k in lines[1:]]
    if not rest:
        report.warn(f"{name}:{lines[0]}", "comment line ('# ...' or '// ...'): ignored, not a record "
                                          "(JSON has no comments)")
        return
    shown = ", ".join(rest[:5]) + (f" and {len(rest) - 5} more" if len(rest) > 5 else "")
    report.warn(f"{name}:{lines[0]}", f"comment line ('# ...' or '// ...'), and so {'is' if len(rest) == 1 else 'are'} "
                                      f"line{'s' if len(rest) > 1 else ''} {shown}: ignored, not records "
                                      "(JSON has no comments)")


def _multiline_array(text: str) -> bool:
    """True when ``text`` opens with a ``[`` whose first line is no JSON value by itself: a
    JSON array written over several lines (``json.dump(papers, f, indent=2)`` saved as
    ``.jsonl``), which :func:`_read_json` reads; a one-line array stays a JSON Lines line
    (skipped, with a hint). :func:`_read_json` never hands such a text back, since its first
    line is no JSON object (:func:`_looks_like_jsonl`).

    A text that is no JSON document is such an array only when its first line is ``[`` alone
    or opens an object after it (``[{``), it has more than one line, and its last line closes
    it (``]``) or fewer than half of the lines after the first are JSON objects by themselves
    (an array's elements end with commas): a broken line (``[0``), or JSON Lines records
    after a stray first line (``[``), stay JSON Lines, each bad line skipped once, by its
    number."""
    start = _JSON_GAP.match(text).end()
    if not text.startswith("[", start):
        return False
    first, _, rest = text[start:].partition("\n")
    try:
        _JSON.decode(first)
    except (ValueError, RecursionError):
        pass
    else:
        return False
    if first[1:].strip() and not first[1:].lstrip().startswith("{"):
        return False  # "[0", "[x": no array of records opens so
    try:
        return isinstance(_JSON.decode(text[start:]), list)
    except (ValueError, RecursionError):
        pass
    later = [line.strip() for line in _lines(rest) if line.strip()]
    if not later:
        return False
    if later[-1].endswith("]"):
        return True  # closed: an array whose elements lack a comma or hold an error
    objects = i = 0
    while i < len(later):
        line = later[i]
        try:
            objects += isinstance(_LENIENT_JSON.decode(line), dict)
        except (ValueError, RecursionError):
            if line.startswith("{") and _open_string(line):
                # a JSON Lines record whose string holds raw line breaks: its lines are one
                # object (read so by _read_jsonl), not the elements of an array
                for j in range(i + 1, min(len(later), i + _MAX_REJOINED_LINES)):
                    try:
                        if isinstance(_LENIENT_JSON.decode("\n".join(later[i:j + 1])), dict):
                            objects += j + 1 - i
                            i = j
                            break
                    except (ValueError, RecursionError):
                        continue
        i += 1
    return 2 * objects < len(later)


def _first_line_open(text: str) -> bool:
    """True when the first non-blank line of ``text`` opens an object and ends inside a JSON
    string (:func:`_open_string`)."""
    start = _JSON_GAP.match(text).end()
    end = text.find("\n", start)
    line = text[start:] if end == -1 else text[start:end]
    return line.startswith("{") and _open_string(line)


def _open_string(line: str) -> bool:
    """True when ``line`` ends inside a JSON string: an odd number of ``"`` that no
    backslash escapes."""
    return len(re.findall(r'(?<!\\)(?:\\\\)*"', line)) % 2 == 1


def _one_line_array(text: str) -> bool:
    """True when ``text`` is one line (blank lines aside) holding a non-empty JSON array whose
    items are all objects: a list of records written on one line (``jq -c . papers.json``,
    ``json.dump(papers, f)``) and saved as ``.jsonl``, which :func:`_read_json` reads. A file
    with more lines keeps the JSON Lines reading, where a line holding an array is skipped
    with a hint, since its other lines are JSON Lines records. A line that is no whole JSON
    value but opens an array whose first element is a whole object (such a list cut off, a
    download stopped: since session 48) is one too, so that :func:`_read_json` keeps its
    complete records and names the cut, instead of one skipped line losing them all."""
    if not text.startswith("[", _JSON_GAP.match(text).end()):
        return False
    lines = [line for line in _lines(text) if line.strip()]
    if len(lines) != 1 or not lines[0].lstrip("\ufeff").lstrip().startswith("["):
        return False
    line = lines[0].lstrip("\ufeff")
    try:
        value = _JSON.decode(line)
    except (ValueError, RecursionError):
        first = _JSON_GAP.match(line, line.index("[") + 1).end()
        if not line.startswith("{", first):
            return False
        try:
            value, _ = _JSON.raw_decode(line, first)
        except (ValueError, RecursionError):
            return False
        return isinstance(value, dict)
    return isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value)


def _multiline_objects(text: str) -> bool:
    """True when ``text`` opens with a JSON object that spans several lines and is followed
    by another object (``jq '.[]'`` without ``-c``, ``json.dumps(r, indent=2)`` per record),
    or by nothing (one record so written, ``json.dump(r, f, indent=2)``, saved as ``.jsonl``):
    what JSON Lines (one object per line) is not."""
    start = _JSON_GAP.match(text).end()
    if not text.startswith("{", start):
        return False
    try:
        first, end = _LENIENT_JSON.raw_decode(text, start)
    except (ValueError, RecursionError):
        return False
    if not isinstance(first, dict) or "\n" not in text[start:end]:
        return False
    after = _JSON_GAP.match(text, end).end()
    return after == len(text) or text.startswith("{", after)


def _read_json_stream(name: str, text: str, report: ReadReport) -> Iterator[Paper]:
    """JSON objects one after another, each over any number of lines (:func:`_multiline_objects`).
    Each is named by the line it opens on; one that does not parse is skipped with the
    parser's reason and line, and reading goes on at the next line that opens with ``{``
    (the next top-level object: jq indents the ones inside)."""
    newlines = [m.start() for m in re.finditer("\n", text)]
    pos, n = 0, len(text)
    pages: list[tuple[int, str, int]] = []  # pages of API results: (line, key, records)
    while True:
        pos = _JSON_GAP.match(text, pos).end()
        if pos >= n:
            _warn_pages(name, pages, report)
            return
        start, source = pos, f"{name}:{_line_of(newlines, pos)}"
        try:
            rec, pos, lenient = _raw_decode_lenient(_JSON, text, pos)
            if lenient is not None:
                report.warn(f"{name}:{_line_of(newlines, lenient.pos)}", _control_char_warning(text, lenient))
        except (ValueError, RecursionError) as err:
            report.read += 1
            reason = json_error_text(err, line=True) if isinstance(err, json.JSONDecodeError) else str(err)
            report.skip(source, f"invalid JSON: {reason}")
            nxt = _OBJECT_LINE.search(text, start)  # not after the error: it may lie in the next object
            if nxt is None:
                _warn_pages(name, pages, report)
                return
            pos = nxt.end()
            continue
        if not isinstance(rec, dict):
            report.read += 1
            report.skip(source, f"expected a JSON object, got {_json_type(rec)}")
            continue
        page = _page_items(rec)
        if page is not None:  # a page of API results printed over several lines: its records
            _warn_repeated(rec, source, report, deep=False)
            pages.append((_line_of(newlines, start), page[0], len(page[1])))
            yield from _page_papers(page, _element_sources(name, text, newlines, start, pos, rec, page[1]), report)
            continue
        _warn_repeated(rec, source, report)
        paper = _record_to_paper(_json_record(rec, source, report), source, report)
        if paper:
            yield paper


def _element_sources(name: str, text: str, newlines: list[int], start: int, end: int, doc: dict,
                     items: list) -> list[str]:
    """``file:line`` of each element of ``items``, the list of records that the JSON object
    ``doc`` at offsets ``start`` to ``end`` of ``text`` holds (a page of API results,
    :func:`_page_items`), by the line it starts on; elements that share a line (or whose
    start is not found) are named ``file:line (element n)``, counting from 1."""
    part = text[start:end]
    at = _wrapped_list_start(part, doc, items)
    starts = _element_starts(part, at) if at >= 0 else []
    lines = [_line_of(newlines, start + starts[n]) if n < len(starts) else _line_of(newlines, start)
             for n in range(len(items))]
    shared = {x for x, c in Counter(lines).items() if c > 1}
    return [f"{name}:{line} (element {n})" if line in shared or n > len(starts) else f"{name}:{line}"
            for n, line in enumerate(lines, 1)]


def _line_of(newlines: list[int], pos: int) -> int:
    return bisect_right(newlines, pos - 1) + 1


def _line_column(text: str, newlines: list[int], pos: int) -> str:
    """``"line L, column C"`` of offset ``pos`` of ``text`` (``newlines``: the offsets of its
    line breaks), both 1-based, the column in characters as :class:`json.JSONDecodeError` counts
    it: what names a place in a file written on one line (compact JSON)."""
    return f"line {_line_of(newlines, pos)}, column {pos - text.rfind(chr(10), 0, pos)}"


def _read_json(name: str, text: str, report: ReadReport) -> Iterator[Paper]:
    """JSON array / {"papers": [...]} / single object.

    Elements are decoded one by one, so a malformed element is skipped (with its line
    and the parser's reason) and decoding resumes at the next element: after a broken
    object or array at the next object that starts a line or follows a comma, after any
    other broken value at the next line (:func:`_array_resume`); a skip that passes over
    several lines names them all (:func:`_element_lines`).
    """
    text, comments = _without_comment_lines(text)  # "// ..." lines: JSON with comments (JSONC)
    if comments and not text.strip(" \t\r\n\ufeff"):
        raise InputError(name, _ONLY_COMMENTS)
    _warn_comment_lines(name, comments, report)
    newlines = [m.start() for m in re.finditer("\n", text)]
    try:
        doc = _JSON.decode(text)
    except RecursionError:
        raise InputError(name, "JSON nested too deeply") from None
    except ValueError as err:
        if _looks_like_jsonl(text):
            report.warn(name, "not one JSON document but one object per line; "
                              "read as JSON Lines")
            yield from _read_jsonl(name, text, report)
        elif _multiline_objects(text):
            report.warn(name, "not one JSON document but JSON objects one after another (as jq "
                              "prints them); read one object after another")
            yield from _read_json_stream(name, text, report)
        else:
            yield from _read_json_tolerant(name, text, newlines, report, err)
        return
    if _is_jsonld(doc):
        raise InputError(name, _graph_file_error("an RDF graph in JSON-LD"))
    items = _json_items(doc, name)
    if isinstance(doc, dict) and not (items and items[0] is doc):
        _warn_repeated(doc, f"{name}:1", report, deep=False)  # a wrapper's keys: {"papers": [...]}
    # line numbers: each element's start offset, found by re-scanning the array text (the
    # document itself, or the list a wrapper holds: {"notes": [...]}, {"data": [...]})
    if isinstance(doc, list):
        starts = _element_starts(text)
    else:
        at = _wrapped_list_start(text, doc, items)
        starts = _element_starts(text, at) if at >= 0 else []
    lines = [_line_of(newlines, starts[n]) if n < len(starts) else 1 for n in range(len(items))]
    shared = {x for x, k in Counter(lines).items() if k > 1}
    for n, item in enumerate(items):
        line = lines[n]
        # several elements on one line (a one-line array): name the element too
        source = f"{name}:{line} (element {n + 1})" if line in shared else f"{name}:{line}"
        paper = _json_item_paper(item, source, report)
        if paper:
            yield paper


#: Keys that make a JSON object a paper record (normalised, :func:`_normkeys`), never a page
#: of an API's results that holds records in a list (:func:`_page_items`).
_RECORD_KEYS = frozenset({*COLUMN_ALIASES["id"], *COLUMN_ALIASES["title"], *COLUMN_ALIASES["abstract"],
                          *COLUMN_ALIASES["doi"], *COLUMN_ALIASES["arxiv"], *_PAPER_WRAPPERS, "content",
                          "abstract_inverted_index", "display_name", "externalids", "external_ids"})
#: The keys under which search and listing APIs return a page's records: Semantic Scholar
#: (``data``), OpenReview (``notes``), OpenAlex and arXiv wrappers (``results``), Crossref's
#: ``message.items``, Elasticsearch-like ``hits``, and the names :func:`_json_items` reads.
_PAGE_KEYS = ("papers", "records", "items", "data", "entries", "results", "notes", "hits", "works")


def _page_items(rec: dict[Any, Any]) -> Optional[tuple[str, list]]:
    """The records of a JSON object that is a page of an API's results rather than one record:
    ``{"results": [...]}``, ``{"data": [...], "next": 100}``, ``{"notes": [...], "count": 2}``,
    Crossref's ``{"message-type": "work-list", "message": {"items": [...]}}``, as a script
    that saves each page it fetches writes them, one per line. An object holding any field of
    a paper (an id, title, abstract, DOI, OpenReview's ``content``, a wrapped ``paper``:
    :data:`_RECORD_KEYS`) is a record, never a page, however many lists it holds (its
    references, its authors).

    Returns:
        ``(key, items)``: the key as the object writes it (``"message.items"`` for Crossref)
        and the list it holds, which may be empty (the last page); None when the object is no
        page: a record, or an object holding no list of records under :data:`_PAGE_KEYS`
        and not exactly one list of which an element is a record.
    """
    if not _RECORD_KEYS.isdisjoint(rec):
        return None  # (most records: a key as written, "abstract", "id", is already one)
    low = _normkeys(rec)
    if not _RECORD_KEYS.isdisjoint(low):
        return None
    written = {_normkeys({k: None}).popitem()[0]: str(k) for k in rec}
    for key in _PAGE_KEYS:
        if isinstance(low.get(key), list):
            return written[key], low[key]
    message = low.get("message")
    if isinstance(message, dict) and low.get("message_type") == "work-list":
        items = _normkeys(message).get("items")
        if isinstance(items, list):
            return f"{written['message']}.items", items
    lists = [(k, v) for k, v in low.items() if isinstance(v, list)]
    if len(lists) == 1 and any(isinstance(x, dict) and any(k in _normkeys(x) for k in _RECORD_KEYS)
                               for x in lists[0][1]):
        return written[lists[0][0]], lists[0][1]
    return None


def _page_papers(page: tuple[str, list], sources: Sequence[str], report: ReadReport) -> Iterator[Paper]:
    """The papers of the records a page of API results holds (:func:`_page_items`), the
    ``n``-th named ``sources[n]``; an element that is no object, or no record with an
    abstract, is skipped by its source, as an element of a JSON array is
    (:func:`_json_item_paper`)."""
    for item, source in zip(page[1], sources):
        paper = _json_item_paper(item, source, report)
        if paper:
            yield paper


def _warn_pages(name: str, pages: list[tuple[int, str, int]], report: ReadReport) -> None:
    """One warning at the first of the pages of API results (``(line, key, records)``) that
    a JSON Lines file (or a stream of JSON objects) ``name`` holds in place of records: how
    many pages, records and empty pages, and how their records are named. Nothing when
    ``pages`` is empty."""
    if not pages:
        return
    line, key, _ = pages[0]
    records = sum(n for _, _, n in pages)
    empty = sum(1 for _, _, n in pages if n == 0)
    what = (f"this line is a page of API results ({{{json.dumps(key)}: [...]}}), not one record"
            if len(pages) == 1 else
            f"this line and {len(pages) - 1} more are pages of API results ({{{json.dumps(key)}: [...]}}), "
            "not one record each")
    none = f" ({empty} page{'s' if empty > 1 else ''} {'hold' if empty > 1 else 'holds'} none)" if empty else ""
    report.warn(f"{name}:{line}", f"{what}: the {records} element{'s' if records != 1 else ''} of "
                                  f"{'its list' if len(pages) == 1 else 'their lists'} "
                                  f"{'is' if records == 1 else 'are'} read as records{none}")


def _json_item_paper(item: Any, source: str, report: ReadReport) -> Optional[Paper]:
    """The Paper of one element of a JSON document, or None (skipped, with the reason in
    ``report``) when it is not an object or has no usable abstract."""
    if not isinstance(item, dict):
        report.read += 1
        report.skip(source, f"expected a JSON object, got {_json_type(item)}")
        return None
    _warn_repeated(item, source, report)
    return _record_to_paper(_json_record(item, source, report), source, report)


def _looks_like_jsonl(text: str) -> bool:
    """True when the text (no one JSON document) is JSON Lines: its first two non-blank
    lines are each a JSON object; or, when a broken record sits among the first lines (a
    line cut off, a string holding a raw line break), the first line opens an object and at
    least two and at least half of the first :data:`_JSONL_SNIFF_LINES` non-blank lines are
    objects by themselves. A JSON array is not (its first line opens with ``[``; written one
    element per line, its elements' lines end with a comma), nor is one object written over
    several lines (its lines are no objects)."""
    objects = seen = 0
    for line in _lines(text):
        if not line.strip():
            continue
        line = line.lstrip("\ufeff")
        try:
            is_object = isinstance(_LENIENT_JSON.decode(line), dict)
        except (ValueError, RecursionError):
            is_object = False
        if seen == 0 and not line.lstrip().startswith("{"):
            return False
        seen += 1
        objects += is_object
        if seen == 2 and objects == 2:
            return True
        if seen == _JSONL_SNIFF_LINES:
            break
    return objects >= 2 and 2 * objects >= seen


#: How many non-blank lines :func:`_looks_like_jsonl` looks at when one of the first two is
#: no JSON object by itself.
_JSONL_SNIFF_LINES = 20


def _json_type(value: Any) -> str:
    """JSON name of a decoded value's type (for messages)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    return "array" if isinstance(value, list) else "object"


def _is_jsonld(doc: Any) -> bool:
    """Whether a JSON document is JSON-LD rather than records (JSON-LD 1.1, sections 4.1 and
    4.9): an object with ``@context`` or ``@graph``, or an array whose objects all have an
    ``@id`` and none holds a key of a paper record (:data:`_RECORD_KEYS`), as expanded
    JSON-LD (PaperKG's graph.jsonld) is."""
    if isinstance(doc, dict):
        return "@context" in doc or "@graph" in doc
    if not isinstance(doc, list) or not doc:
        return False
    return all(isinstance(o, dict) and "@id" in o for o in doc) and not any(
        _normkeys(o).keys() & _RECORD_KEYS for o in doc)


def _json_items(doc: Any, name: str) -> list:
    """The records of a JSON document: the array, a wrapper's list, or the one object."""
    if isinstance(doc, list):
        return doc
    if isinstance(doc, dict):
        low = _normkeys(doc)
        if "abstract" in low or isinstance(low.get("abstract_inverted_index"), dict):
            return [doc]  # one record (an OpenAlex work, as /works/W... returns it)
        for key in ("papers", "records", "items", "data", "entries", "results"):
            if isinstance(low.get(key), list):
                return low[key]
        if isinstance(low.get("message"), dict) and low.get("message_type") in ("work", "work-list"):
            return _json_items(low["message"], name)  # Crossref's REST API: one work or a list
        lists = [v for v in doc.values() if isinstance(v, list)]
        if len(lists) == 1:
            return lists[0]
        raise InputError(name, "JSON object has no 'papers' list and no 'abstract' field")
    raise InputError(name, f"expected a JSON array or object, got {_json_type(doc)}")


def _element_starts(text: str, at: Optional[int] = None) -> list[int]:
    """Start offsets of the elements of the JSON array that opens at offset ``at`` of
    ``text`` (default: the first ``[`` of the text)."""
    dec = json.JSONDecoder()
    i = text.find("[") if at is None else at
    out: list[int] = []
    if i == -1:
        return out
    i += 1
    n = len(text)
    while i < n:
        while i < n and text[i] in " \t\r\n,":
            i += 1
        if i >= n or text[i] == "]":
            break
        try:
            _, end = dec.raw_decode(text, i)
        except (ValueError, RecursionError):
            break
        out.append(i)
        i = end
    return out


def _path_to(doc: Any, target: list, depth: int = 3) -> Optional[list[str]]:
    """The keys that lead from the JSON object ``doc`` to the list ``target`` (the very
    object, compared by identity: the list :func:`_json_items` chose), through at most
    ``depth`` nested objects; None when it is not found."""
    if not isinstance(doc, dict) or depth == 0:
        return None
    for key, value in doc.items():
        if value is target:
            return [key]
    for key, value in doc.items():
        sub = _path_to(value, target, depth - 1)
        if sub is not None:
            return [key] + sub
    return None


def _member_start(text: str, pos: int, key: str) -> int:
    """Offset of the value of the member named ``key`` of the JSON object that opens at
    offset ``pos`` of ``text`` (the last such member, the one a decoder keeps), or -1.

    The text is a JSON document that decoded, so each member is a string, ``:`` and a value
    that :meth:`json.JSONDecoder.raw_decode` skips; anything else ends the search (-1).
    """
    dec, found = json.JSONDecoder(), -1
    i = pos + 1
    while True:
        i = _JSON_GAP.match(text, i).end()
        if i >= len(text) or text[i] == "}":
            return found
        try:
            name, i = dec.raw_decode(text, i)
            i = _JSON_GAP.match(text, i).end()
            if not text.startswith(":", i):
                return -1
            i = _JSON_GAP.match(text, i + 1).end()
            start = i
            _, i = dec.raw_decode(text, i)
        except (ValueError, RecursionError):
            return -1
        if name == key:
            found = start
        i = _JSON_GAP.match(text, i).end()
        if text.startswith(",", i):
            i += 1


def _wrapped_list_start(text: str, doc: dict, items: list) -> int:
    """Offset in ``text`` of the ``[`` that opens the list of records a wrapper object holds
    (OpenReview's ``{"notes": [...]}``, Semantic Scholar's ``{"total": 2, "data": [...]}``,
    Crossref's ``{"message": {"items": [...]}}``), so that its elements are named by their
    lines, as a bare array's are; -1 when ``items`` is no list inside ``doc``."""
    path = _path_to(doc, items)
    if path is None:
        return -1
    pos = _JSON_GAP.match(text).end()
    for key in path:
        if not text.startswith("{", pos):
            return -1
        pos = _member_start(text, pos, key)
        if pos < 0:
            return -1
    return pos if text.startswith("[", pos) else -1


def _read_json_tolerant(name: str, text: str, newlines: list[int], report: ReadReport,
                        error: ValueError) -> Iterator[Paper]:
    """Element-by-element decoding of a malformed JSON array (see :func:`_read_json`).

    An array that ends without its closing ``]`` (a file cut off between two elements, also
    right after an element's last character) keeps its complete elements and adds a skipped
    entry naming the last line and the line and column of the text's last character, so the
    loss is not silent (the build exits 1); one cut off inside an element skips that element,
    naming where it opens and the text's last character (line and column: a compact file is
    one line). Arrays written one after the other are read
    one after the other (with a warning); other text after the array is reported as not
    read (skipped, naming its line)."""
    dec = _JSON
    i = text.find("[")
    if i == -1:
        where = f"{name}:{error.lineno}" if isinstance(error, json.JSONDecodeError) else name
        reason = error.msg if isinstance(error, json.JSONDecodeError) else str(error)
        hint = ""
        if (sniffed := _sniff(text)) in ("csv", "tsv", "bib"):
            # a forced format that finds nothing says what the file looks like, as the JSON
            # Lines, BibTeX and table readers do (--format json on a CSV or BibTeX file)
            hint = (f"; it looks like {_FORMAT_NAMES[sniffed]}: --format {sniffed}, or no --format "
                    "to choose by extension")
        raise InputError(where, f"invalid JSON: {reason}{hint}")
    i += 1  # inside the (first) array, also for a {"papers": [...]} wrapper
    n = len(text)
    resync = re.compile(r"(?:^|,)\s*\{", re.M)
    concatenated = False
    while i < n:  # (the text ending right after an element, without the ']': the loop's else)
        while i < n and text[i] in " \t\r\n,":
            i += 1
        if i >= n:
            # the text ends inside the array, between two elements: a cut-off file. The
            # complete elements are kept; the loss is counted as skipped (exit status 1)
            _array_cut_off(name, text, newlines, report)
            break
        if text[i] == "]":
            # what follows the array: nothing (or a wrapper's "}"), another array (arrays
            # written one after the other, one per line: read too), or text that is lost
            j = i + 1
            while j < n and text[j] in " \t\r\n}":
                j += 1
            if j < n and text[j] == "[":
                if not concatenated:
                    report.warn(f"{name}:{_line_of(newlines, j)}", "a second JSON array starts here: "
                                "the arrays are read one after the other")
                    concatenated = True
                i = j + 1
                continue
            if j < n:
                report.skip(f"{name}:{_line_of(newlines, j)}",
                            "text after the end of the JSON array is not read")
            break
        source = f"{name}:{_line_of(newlines, i)}"
        try:
            item, end, lenient = _raw_decode_lenient(dec, text, i)
            if lenient is not None:
                report.warn(f"{name}:{_line_of(newlines, lenient.pos)}", _control_char_warning(text, lenient))
        except (ValueError, RecursionError) as err:
            report.read += 1
            reason = _json_reason(err)
            resume = _array_resume(text, i, i + 1, resync)
            if resume < 0 and text[i] in "{[":
                # no element after it and no closing ']': the file ends inside this record (a
                # download or copy cut off), said once, naming where it opens and where the text
                # ends, by line and column (a compact file is one line)
                end = len(text.rstrip())
                if end < n:  # the reason as the text without its final line break gives it (not
                    try:     # "a raw control character" for that break inside the cut string)
                        _raw_decode_lenient(dec, text[:end], i)
                    except (ValueError, RecursionError) as cut:
                        reason = _json_reason(cut)
                report.skip(source, f"invalid JSON: {reason}; the file ends inside this record (which opens at "
                                    f"{_line_column(text, newlines, i)}; the last character is at "
                                    f"{_line_column(text, newlines, end - 1)}), without the array's closing ']': "
                                    "cut off? The complete records before it were read; this one is lost")
                break
            report.skip(source, f"invalid JSON: {reason}{_element_lines(text, newlines, i, resume)}")
            i = resume
            if i < 0:
                _array_cut_off(name, text, newlines, report)
                break
            continue
        if end < n and text[end] not in " \t\r\n,]}":
            # a value glued to the next one without a comma ("00", "1true"): the line is no
            # element of the array, skipped once as such (not once for each value in it)
            report.read += 1
            resume = _array_resume(text, i, end, resync)
            report.skip(source, f"invalid JSON: expected ',' or ']' after a value (column "
                                f"{end - (text.rfind(chr(10), 0, end) + 1) + 1})"
                                f"{_element_lines(text, newlines, i, resume)}")
            i = resume
            if i < 0:
                _array_cut_off(name, text, newlines, report)
                break
            continue
        i = end
        paper = _json_item_paper(item, source, report)
        if paper:
            yield paper
    else:
        # the text ends right after an element, with no ']' (nor a blank after it): cut off
        _array_cut_off(name, text, newlines, report)


def _array_resume(text: str, start: int, after: int, resync: re.Pattern) -> int:
    """Where :func:`_read_json_tolerant` goes on after the broken element that starts at
    ``start`` (``after``: the first offset past what was read of it), or -1 when the array
    ends there without its ``]`` (cut off).

    A broken element that opens an object or array (``{`` or ``[``) may run over several
    lines, so reading goes on at the next object that opens a line or follows a comma
    (``resync``), else at the array's closing ``]``; when the broken element opens its own
    line (pretty-printed JSON), only at an object opening a line indented no deeper than it
    (:data:`_ELEMENT_LINE`), so the nested objects of a record cut off by the file's end
    (OpenAlex's ``authorships``) are not read as records (since session 47). Any other broken element (a stray
    ``:``, ``'x'``, ``00``) ends with its line: reading goes on at the next line (or at an
    object or the closing ``]`` on the same line, whichever comes first), so an element on a
    later line (``0``, ``"x"``, ``null``) is read and named by its own line (``expected a
    JSON object, got number``) instead of being passed over without a word."""
    if text[start] not in "{[":
        eol = text.find("\n", after)
        at = len(text) if eol < 0 else eol + 1
        m = resync.search(text, after, at)
        if m is not None:
            at = m.end() - 1
        elif "]" in text[after:at]:  # (the closing ']' looked for only when this line holds one)
            close = _json_array_close(text)
            if after <= close < at:
                at = close
        return at if at < len(text) else -1  # the text ends: no ']' after the broken element
    line_start = text.rfind("\n", 0, start) + 1
    if not text[line_start:start].strip(" \t"):
        # an element that opens its line (pretty-printed JSON): the next element opens a line
        # no deeper than it (also as "}, {" or ", {"); an object opening a deeper line is one
        # of its own members (OpenAlex's "authorships" of a record cut off), never a record
        depth = start - line_start
        for m in _ELEMENT_LINE.finditer(text, after):
            if len(m.group(1)) <= depth:
                return m.end() - 1
        return _json_array_close(text)
    m = resync.search(text, after)
    if m is not None:
        return m.end() - 1
    return _json_array_close(text)  # no element after it: the array's end, if it has one (-1: cut off)


#: A line that opens an object of a pretty-printed JSON array, after its indentation (group 1),
#: maybe after the previous element's "}," or a leading ",".
_ELEMENT_LINE = re.compile(r"^([ \t]*)(?:\}[ \t]*,[ \t]*|,[ \t]*)?\{", re.M)


def _element_lines(text: str, newlines: list[int], start: int, resume: int) -> str:
    """What a skip message of :func:`_read_json_tolerant` adds for a broken element that starts
    at ``start`` when reading goes on at ``resume`` (-1: the text ends, cut off): ``"; lines
    2-5 skipped as one element"`` when the text passed over runs over several lines (a broken
    object written over several lines, and whatever it swallowed), so every line dropped is
    named; ``""`` when it is the element's own line."""
    j = (len(text) if resume < 0 else resume) - 1
    while j > start and text[j] in " \t\r\n,":
        j -= 1
    first, last = _line_of(newlines, start), _line_of(newlines, j)
    return f"; lines {first}-{last} skipped as one element" if last > first else ""


def _json_array_close(text: str) -> int:
    """The offset of the ``]`` that closes the text's array (its last non-blank character, or
    before a wrapper's closing ``}``), or -1 when the text ends without one (cut off)."""
    m = re.search(r"\]\s*\}?\s*\Z", text)
    return m.start() if m else -1


def _array_cut_off(name: str, text: str, newlines: list[int], report: ReadReport) -> None:
    """Count a JSON array that ends without its ``]`` as skipped, naming its last line and the
    line and column of its text's last character: its complete elements are kept, anything after
    them is lost (exit status 1)."""
    end = len(text.rstrip())
    report.skip(f"{name}:{_line_of(newlines, end - 1)}",
                f"JSON array is cut off after this line (no closing ']': the last character is at "
                f"{_line_column(text, newlines, end - 1)}); the complete records before it were read, any after "
                "them are lost")


#: Excel's separator line opening a CSV file (``sep=;``, also quoted: ``"sep=,"``).
_CSV_SEP_LINE = re.compile(r'[ \t]*"?sep=([^\r\n"])"?[ \t]*\r?\n', re.I)


def _csv_delimiter(text: str) -> str:
    """The delimiter of a CSV file's header (its first line): the first of ``,``, ``;`` and tab
    that makes the header name an abstract column; when none does (the file is then refused,
    and the message lists the columns found), the one the header holds most often outside
    quotes (``Titel;Zusammenfassung;Jahr`` -> ``;``), ``,`` on a tie or when it holds none.

    Args:
        text: the file's text (or its beginning).
    Returns:
        ``","``, ``";"`` or ``"\t"``. Never raises.
    """
    end = text.find("\n")
    first = (text if end == -1 else text[:end]).lower()
    for delimiter in (",", ";", "\t"):
        cols = [c.strip().strip('"').strip().replace(" ", "_") for c in first.split(delimiter)]
        if any(c in COLUMN_ALIASES["abstract"] for c in cols):
            return delimiter
    unquoted = "".join(first.split('"')[::2])  # the header without its quoted parts
    counts = {d: unquoted.count(d) for d in (",", ";", "\t")}
    best = max(counts, key=lambda d: counts[d])  # max keeps the first of a tie: ","
    return best if counts[best] > 0 else ","


#: How messages name a CSV delimiter.
_DELIMITER_NAMES = {",": "comma", ";": "semicolon", "\t": "tab", "|": "vertical bar"}


def _text_lines(text: str) -> Iterator[str]:
    """The lines of ``text`` with their endings (LF, CRLF or CR), one at a time, as
    ``io.StringIO(text, newline="")`` gives them, without that copy of the whole text
    (StringIO holds four bytes a character)."""
    for m in _LINE_WITH_END.finditer(text):
        yield m.group(0)


_LINE_WITH_END = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+")


def _csv_json_first_line(name: str, text: str, sep: Optional["re.Match[str]"], delimiter: str,
                         whole: bool = False) -> None:
    """Refuse a CSV/TSV file whose header line (the first, or the one after Excel's ``sep=``
    line) is JSON: JSON Lines or a JSON array saved as ``.csv``, spaced (``{"id": "x1", ...}``)
    or compact as ``jq -c`` and ``json.dumps(..., separators=(",", ":"))`` write it.

    Runs before the CSV reader parses the header, which a compact line breaks
    (``{"id":"x1",...}``: text after a closing quote), so both forms get the same hint.
    ``text`` is the file's text (or its beginning); ``sep`` the match of the ``sep=`` line or
    None; ``delimiter`` the one chosen; ``whole`` True asks for a line that is a JSON value by
    itself (the check before the header is parsed, which must not refuse a CSV header that
    opens with ``[``, ``[id],abstract``), False for one that opens JSON by :func:`_sniff`
    (after the header failed to parse or named no abstract column). Returns None when the
    line is no JSON; raises :class:`InputError` at ``file:line`` naming the format and what
    to do (the extension or ``--format`` to use)."""
    line = text[sep.end() if sep is not None else 0:].split("\n", 1)[0]
    if not line.lstrip("\ufeff \t").startswith(("{", "[")):
        return
    if whole:
        try:
            json.loads(line.lstrip("\ufeff"))
        except ValueError:
            return
    # what follows Excel's sep= line decides (the whole text sniffs as CSV by that line)
    sniffed = _sniff(text[sep.end():] if sep is not None else text)
    if sniffed not in ("jsonl", "json"):
        return
    # said first, not after its lines split at each comma (as CSV saved as .json is refused
    # with a hint: the extension decides)
    what, ext = ("JSON Lines (a JSON object on each line)", "jsonl") if sniffed == "jsonl" else \
        ("JSON (a JSON array or object)", "json")
    todo = f"leave out --format to read it as {ext}" if _EXT_FORMATS.get(_extension(name) or "") == ext \
        else f"name it .{ext}, or give --format {ext}"
    if sep is not None:  # the JSON readers do not know Excel's separator line
        todo = f"delete its sep= line, then {todo}"
    raise InputError(f"{name}:{2 if sep is not None else 1}",
                     f"the {'line after the sep= line' if sep is not None else 'first line'} is JSON, not a "
                     f"{'TSV' if delimiter == chr(9) else 'CSV'} header row: the file looks like {what}; {todo}")


#: The fields whose column a CSV/TSV header should name, with the fields that stand in for
#: them (a date column gives the year): when one is missing and the header has columns of no
#: name PaperKG reads, :func:`unread_columns_warning` says so once per file.
_EXPECTED_COLUMNS: dict[str, tuple[str, ...]] = {"title": ("title",), "authors": ("authors",),
                                                 "year": ("year", "date")}


def unread_columns_warning(where: str, header: Sequence[str], keys: Sequence[str], report: ReadReport) -> None:
    """Warn once (at ``where``, the header's ``file:line``) when a CSV/TSV header lacks a
    column of :data:`_EXPECTED_COLUMNS` (title, authors, year) and holds columns whose names
    are none of :data:`COLUMN_ALIASES` (``Titel;Abstract;Jahr``): their values would be
    dropped without a word. The warning names each missing field with the names accepted for
    it and the columns not read, so the user can rename them.

    Args:
        where: the header's place (``"file.csv:1"``).
        header: the header's cells as written (for the message).
        keys: the same cells normalised (small letters, ``_`` for spaces and ``-``), as
            :func:`_read_csv` compares them.
        report: receives the warning.
    """
    known = {name for names in COLUMN_ALIASES.values() for name in names}
    unread = [cell for cell, key in zip(header, keys) if key and key not in known]
    if not unread:
        return  # nothing dropped: a file that has no title column has no titles to lose
    missing = [field for field, fields in _EXPECTED_COLUMNS.items()
               if not any(k in COLUMN_ALIASES[f] for f in fields for k in keys)]
    if not missing:
        return  # (the other columns of a reference manager's export are no paper's metadata)

    def accepted(field: str) -> str:
        names = [n for f in _EXPECTED_COLUMNS[field] for n in COLUMN_ALIASES[f]]
        # (without the camelCase forms that differ only by their "_": publication_year stands for
        # publicationYear, as spaces and case are no difference either)
        return ", ".join(n for n in names if not any("_" in m and m.replace("_", "") == n for m in names))

    said = "; ".join(f"no {field} column (recognised: {accepted(field)}, in any case)" for field in missing)
    report.warn(where, f"{said}; columns not read: {', '.join(unread)} (rename a column to a recognised "
                       f"name to read it)")


def _read_csv(name: str, text: str, report: ReadReport,
              delimiter: Optional[str], rows: Optional[Iterable[str]] = None,
              path: Optional[Path] = None) -> Iterator[Paper]:
    """CSV/TSV with a header row; raises InputError when no column holds abstracts.

    ``delimiter`` None picks ``,``, ``;`` or tab from the header (:func:`_csv_delimiter`).
    Dialect: RFC 4180 quoting (Python's ``csv`` module, ``excel`` dialect). A first line
    ``sep=;`` (Excel's separator line, which spreadsheets exported for Excel open with) names
    the delimiter and is skipped; the header is the line after it, and line numbers stay
    those of the file.

    ``text`` is the file's text; or, when ``rows`` is given (a file read line by line,
    :func:`_parse_file`: ``rows`` its lines with their endings, ``path`` the file), only its
    beginning, for the header checks, and the file is read whole only when a broken row
    needs its lines again (:func:`_csv_resync`).
    """
    csv.field_size_limit(2**31 - 1)
    sep = _CSV_SEP_LINE.match(text)
    if sep is not None:
        delimiter = sep.group(1)
    elif delimiter is None:
        delimiter = _csv_delimiter(text)
    _csv_json_first_line(name, text, sep, delimiter, whole=True)
    # strict: a quote inside an unquoted field, or text after a closing quote, is an
    # error for that row instead of silently gluing fields together
    reader = csv.reader(rows if rows is not None else _text_lines(text), delimiter=delimiter, strict=True)
    try:
        if sep is not None:
            next(reader)  # the separator line
        header = next(reader)
    except StopIteration:
        raise InputError(name, "empty CSV file") from None
    except csv.Error as err:
        _csv_json_first_line(name, text, sep, delimiter)
        raise InputError(f"{name}:1", f"cannot parse CSV header ({err})") from None
    keys = [str(h).strip().lower().replace(" ", "_").replace("-", "_") for h in header]
    id_keys = [k for k in dict.fromkeys(keys) if k in COLUMN_ALIASES["id"]]
    read_before = report.read
    if not any(k in COLUMN_ALIASES["abstract"] for k in keys):
        _csv_json_first_line(name, text, sep, delimiter)
        cols = ", ".join(repr(h if len(h) <= 40 else h[:37] + "...") for h in header[:12]) or "none"
        if len(header) > 12:
            cols += f", ... ({len(header)} in all)"
        hint = ""
        if header and str(header[0]).lstrip().startswith(("{", "[")):
            hint = " (the first line looks like JSON: try --format jsonl or json)"
        elif (sniffed := _sniff(text)) == "bib" or (
                sniffed in ("csv", "tsv") and sniffed != ("tsv" if delimiter == "\t" else "csv")):
            # a forced format that finds nothing says what the file looks like, as the JSON
            # Lines and BibTeX readers do (--format csv on BibTeX, --format tsv on a CSV file)
            hint = (f"; it looks like {_FORMAT_NAMES[sniffed]}: --format {sniffed}, or no --format "
                    "to choose by extension")
        split = _DELIMITER_NAMES.get(delimiter, repr(delimiter))
        raise InputError(f"{name}:{2 if sep is not None else 1}",
                         f"no abstract column (header split at each {split}: {cols}); expected one of "
                         f"{_ABSTRACT_NAMES} (any case) as its name{hint}")
    width = len(keys)
    header_cells = [str(h).strip().lstrip("\ufeff").strip() for h in header]
    head_at = f"{name}:{2 if sep is not None else 1}"  # the header's line (after a sep= line)
    repeated_cols: dict[str, list[int]] = {}  # a column name written twice -> its columns (0-based)
    for key, count in Counter(k for k in keys if k).items():
        if count > 1:
            repeated_cols[key] = [n for n, k in enumerate(keys) if k == key]
            report.warn(head_at, f"column {key!r} appears {count} times in the header (columns "
                                 f"{', '.join(str(n + 1) for n in repeated_cols[key])}); a row's last non-empty "
                                 "value of them is read")
    unread_columns_warning(head_at, header_cells, keys, report)
    # columns with no name (a header ending with the delimiter, ``id,title,abstract,``): their
    # values were dropped without a word; counted per row and said once at the end
    nameless = [n for n, k in enumerate(keys) if not k]
    nameless_rows: list[int] = []  # lines of the rows with a value in a nameless column
    differing: dict[str, list[int]] = {}  # a repeated name -> lines of rows whose values differ
    last_line = reader.line_num  # physical lines consumed so far (1-based, whole file)
    offset = 0  # physical lines before the current reader's first line
    lines: Optional[list[str]] = None  # the physical lines, split only after a bad row

    def all_lines() -> list[str]:
        """The file's physical lines with their endings (read again from disk when the
        reader was given ``rows``)."""
        if path is None:
            return list(_text_lines(text))
        with open(path, encoding="utf-8-sig", newline="") as fh:
            return fh.readlines()

    def restart(at: int) -> None:
        """Parse afresh from physical line ``at + 1`` (``at`` lines are done)."""
        nonlocal reader, offset, last_line
        reader = csv.reader(itertools.islice(lines, at, None), delimiter=delimiter, strict=True)
        offset = last_line = at

    while True:
        start = last_line + 1
        try:
            row: Optional[list[str]] = next(reader)
            error: Optional[csv.Error] = None
        except StopIteration:
            break
        except csv.Error as err:
            row, error = None, err
        end = offset + reader.line_num  # the last physical line the row took
        if error is not None and delimiter == "\t":
            # plain TSV (IANA text/tab-separated-values) has no quoting: a field that opens
            # with a quote ('"Attention" is all you need?') is text; a field wholly in quotes
            # may still hold a line break (spreadsheets write one so)
            if lines is None:
                lines = all_lines()
            read_as = _tsv_row(lines, start, width, name, report)
            if read_as is not None:
                row, last = read_as
                error = None
                if last != end:
                    restart(last)
                end = last
        # a row over several lines that failed to parse, or has too few fields or text
        # beyond the last column
        if end > start and (error is not None or len(row) != width and any(c.strip() for c in row) and (
                len(row) < width or any(c.strip() for c in row[width:]))):
            # the row runs over several lines and is broken: an unbalanced quote may
            # have swallowed the rows after it (see _csv_resync)
            if lines is None:
                lines = all_lines()
            resume = _csv_resync(lines, start, end, delimiter, width)
            cut = False
            if resume is None and error is not None and end >= len(lines):
                resume = start + 1  # the quote ran to the end of the file
                cut = True
            if resume is not None:
                report.read += 1
                what = _csv_error_text(error, cut) if error is not None else \
                    f"a quoted field opened here runs on into line {resume}"
                where = "row skipped" if resume == start + 1 else \
                    f"lines {start}-{resume - 1} skipped as one row"
                report.skip(f"{name}:{start}", f"{what}; {where}")
                restart(resume - 1)
                continue
        if error is not None:
            report.read += 1
            where = "row skipped" if end <= start else f"lines {start}-{end} skipped as one row"
            if lines is None and "end of data" in str(error):
                lines = all_lines()
            cut = "end of data" in str(error) and lines is not None and end >= len(lines)
            report.skip(f"{name}:{start}", f"{_csv_error_text(error, cut)}; {where}")
            last_line = end
            continue
        last_line = end
        if not any(c.strip() for c in row):
            continue
        source = f"{name}:{start}"
        if [c.strip().lstrip("\ufeff").strip() for c in row] == header_cells:
            # the header again, as `cat a.csv b.csv` joins two exports: no paper (it was
            # read as one, "title" / "abstract", with a warning about its one-word abstract)
            report.warn(source, "repeats the header row (files joined one after the other?); not read as a record")
            continue
        if len(row) > width:
            if any(c.strip() for c in row[width:]):
                # text beyond the last column: a field holds an unquoted delimiter, so the
                # columns are shifted and the abstract column cannot be trusted
                report.read += 1
                report.skip(source, f"row has {len(row)} fields, the header {width} ({len(row)} fields but "
                                    f"{width} columns: an unquoted {delimiter!r} inside a field?); row skipped")
                continue
            report.warn(source, f"{len(row)} fields but {width} columns; empty extra fields ignored")
        elif len(row) < width:
            short = _short_row(row, keys, header_cells, delimiter)
            if short[0] == "skip":
                report.read += 1
                report.skip(source, short[1])
                continue
            report.warn(source, short[1])
        if nameless and any(n < len(row) and row[n].strip() for n in nameless):
            nameless_rows.append(start)
        for key, cols in repeated_cols.items():
            if len({row[n].strip() for n in cols if n < len(row) and row[n].strip()}) > 1:
                differing.setdefault(key, []).append(start)
        rec: dict[str, Any] = {}
        for k, v in zip(keys, row):
            if k not in rec or v.strip():  # a column named twice: its last non-empty value
                rec[k] = v
        for k in id_keys:
            if k in rec:  # a cell has no type: a numeral is a number, as JSON's (:func:`number_id`)
                rec[k] = number_id(rec[k].strip())
        paper = _record_to_paper(rec, source, report)
        if paper:
            yield paper
    if nameless_rows:
        cols = ", ".join(str(n + 1) for n in nameless)
        rows_said = f"{len(nameless_rows)} row{'s hold' if len(nameless_rows) > 1 else ' holds'}"
        why = f"a {delimiter!r} at its end?" if nameless[-1] == width - 1 else "an empty cell in it?"
        report.warn(head_at, f"column{'s' if len(nameless) > 1 else ''} {cols} of {width} ha"
                             f"{'ve' if len(nameless) > 1 else 's'} no name in the header ({why}) and "
                             f"{'are' if len(nameless) > 1 else 'is'} ignored: {rows_said} a value there "
                             f"(first at line {nameless_rows[0]}), not read")
    for key, lines_at in differing.items():
        cols = ", ".join(str(n + 1) for n in repeated_cols[key])
        report.warn(head_at, f"column {key!r} (columns {cols}): {len(lines_at)} row{'s hold' if len(lines_at) > 1 else ' holds'} "
                             f"different values in them (first at line {lines_at[0]}); the last non-empty "
                             "one is read, the others are ignored")
    if report.read == read_before:  # a header and no row ("no papers to build" gave no reason)
        raise InputError(name, "only a header row and no record under it")


#: Python's ``csv`` errors (their starts) -> what they mean in a file, for the skip message.
_CSV_ERROR_HINTS = (
    ("unexpected end of data", "a '\"' opens a quoted field that is never closed"),
    ("new-line character seen in unquoted field", "a bare carriage return inside a field"),
    ("line contains nul", "a NUL byte in the row (a binary file, or UTF-16 read as UTF-8?)"),
    ("field larger than field limit", "a field larger than the reader's limit"),
)


def _csv_error_text(error: "csv.Error", cut: bool = False) -> str:
    """The skip message's start for a CSV row that :mod:`csv` could not parse: Python's
    error in parentheses (as before: ``CSV parse error (unexpected end of data)``) followed
    by what it means in plain words (:data:`_CSV_ERROR_HINTS`; ``'X' expected after '"'``:
    text after a closing quote, a quote inside a quoted field not doubled). ``cut``: the
    row that failed is the file's last and its quote runs to the end of the data, which
    says "the file ends mid-record (cut off?)", as the JSON Lines reader does."""
    said = str(error)
    low = said.lower()
    hint = next((h for start, h in _CSV_ERROR_HINTS if low.startswith(start)), None)
    if hint is None and "expected after '\"'" in low:
        hint = "text follows a closing '\"': a '\"' inside a quoted field must be written twice (\"\")"
    text = f"CSV parse error ({said})" + (f": {hint}" if hint else "")
    if cut:
        text += "; the file ends mid-record (cut off?)"
    return text


def _short_row(row: list[str], keys: list[str], header_cells: list[str], delimiter: str) -> tuple[str, str]:
    """What to do with a CSV/TSV row of fewer fields than its header (``row``: its fields;
    ``keys``: the header's normalised names; ``header_cells``: as written), which
    :func:`csv.reader` gives without a word: the fields fill the first columns, so a field
    left out in the middle (a title lost by a bad export) moves every later value one
    column to the left.

    Returns:
        ``("warn", message)`` when only columns after the abstract's are missing (a year,
        a venue: the row is read, the message names the empty columns), or ``("skip",
        message)`` when the abstract column is among the missing ones or holds fewer than
        :data:`MIN_ABSTRACT_WORDS` words (``2023``: a shifted year; words as :data:`_WORD`
        counts them), a broken record that must not become a paper.
    """
    width = len(keys)
    missing = [header_cells[n] or f"column {n + 1}" for n in range(len(row), width)]
    said = f"row has {len(row)} field{'s' if len(row) != 1 else ''}, the header {width}"
    empty = f"column{'s' if len(missing) > 1 else ''} {', '.join(repr(m) for m in missing)} empty"
    at = next(n for n, k in enumerate(keys) if k in COLUMN_ALIASES["abstract"])
    if at >= len(row):
        return "skip", (f"{said}: {empty}, the abstract among them (a row cut short, or fields "
                        "left out?); row skipped")
    value = row[at].strip()
    words = sum(1 for _ in itertools.islice(_WORD.finditer(value), MIN_ABSTRACT_WORDS))
    if words < MIN_ABSTRACT_WORDS:
        held = "nothing" if not value else f"{_preview(value)}, " + (
            "no words of text" if not words else f"{words} word{'s' if words > 1 else ''}")
        return "skip", (f"{said}: {empty}, and the abstract column holds {held}, not an abstract: a "
                        f"field left out moves the later values one column to the left (a {delimiter!r} "
                        "missing?); row skipped")
    return "warn", f"{said}: {empty} (read as a record without {'them' if len(missing) > 1 else 'it'})"


#: A field wholly in double quotes (RFC 4180: ``""`` is a quote inside it), ending where a
#: field ends: at a tab, a line break or the end of the text.
_TSV_QUOTED = re.compile(r'"((?:[^"]|"")*)"(?=\t|\r|\n|$)')
#: A field without quoting: the text up to the next tab or line break.
_TSV_PLAIN = re.compile(r"[^\t\r\n]*")
_LINE_END = re.compile(r"\r\n|\r|\n")


def _tsv_fields(lines: list[str], start: int) -> tuple[list[str], int]:
    """The row of a TSV file that starts at physical line ``start`` (1-based), read with
    quotes where they quote and as text where they do not: a field wholly in double quotes
    (:data:`_TSV_QUOTED`, which may hold tabs and line breaks) is unquoted, and any other
    field, also one that only opens with a quote (``"Quoted" start``), is the text up to
    the next tab or line break. Reads at most :data:`_CSV_RESYNC_LINES` lines.

    Returns:
        ``(fields, last)``: the fields and the last physical line the row took.
    """
    # the row's own line first; more lines only when a field opens a quote that its line
    # leaves open (an odd number of quotes), as a quoted field with a line break does
    for size in (1, _CSV_RESYNC_LINES):
        buf = "".join(lines[start - 1:start - 1 + size])
        fields: list[str] = []
        still_open = False
        pos = 0
        while True:
            m = _TSV_QUOTED.match(buf, pos) if buf.startswith('"', pos) else None
            if m is not None:
                fields.append(m.group(1).replace('""', '"'))
            else:
                m = _TSV_PLAIN.match(buf, pos)
                fields.append(m.group(0))
                still_open = still_open or m.group(0).startswith('"') and m.group(0).count('"') % 2 == 1
            pos = m.end()
            if pos < len(buf) and buf[pos] == "\t":
                pos += 1
                continue
            break
        if not still_open or start - 1 + size >= len(lines):
            break
    return fields, start + len(_LINE_END.findall(buf, 0, pos))


def _tsv_row(lines: list[str], start: int, width: int, name: str,
             report: ReadReport) -> Optional[tuple[list[str], int]]:
    """A TSV row at physical line ``start`` (1-based) that is not valid in CSV quoting,
    read as :func:`_tsv_fields` reads it, with a warning naming ``name:start``; None when
    that does not give ``width`` fields either (the caller reports the row).

    A field that only opens with a quote is text (plain TSV, IANA text/tab-separated-values,
    has no quoting), while a field wholly in quotes keeps its tabs and line breaks, so
    ``"Quoted" start<TAB>"two\nlines"`` is one row of two fields and no abstract is cut at
    its line break. When a line the quoted field runs over is a complete row on its own (as
    many fields as the header), the file is ambiguous: the row is read from its line alone
    (each line stays a row), and the warning says the quoted field's text after its line
    break, if it was one field, is read as rows of its own.

    Returns:
        ``(fields, last physical line)`` or None.
    """
    fields, last = _tsv_fields(lines, start)
    plain = lines[start - 1].rstrip("\r\n").split("\t") if start - 1 < len(lines) else []
    where = f"{name}:{start}"
    if len(fields) == width:
        rows_inside = [k for k in range(start + 1, last + 1)
                       if len(lines[k - 1].rstrip("\r\n").split("\t")) == width]
        if last == start or not rows_inside:
            span = f"; a quoted field with line breaks read whole (lines {start}-{last})" if last > start \
                else _tsv_open_quote(fields)
            report.warn(where, "read as plain TSV, quotes kept as text where a field only opens with one "
                               f"(the row is not valid in CSV quoting){span}")
            return fields, last
        if len(plain) == width:
            report.warn(where, f"ambiguous TSV: read as plain TSV from this line alone, quotes kept as text; "
                               f"a quoted field here could also run on to line {last}, but line "
                               f"{rows_inside[0]} reads as a row of its own, so it is read as one")
            return plain, start
        return None
    if len(plain) == width:
        report.warn(where, "read as plain TSV, quotes kept as text (the row is not valid in CSV quoting)"
                    + _tsv_open_quote(plain))
        return plain, start
    return None


def _tsv_open_quote(fields: list[str]) -> str:
    """The caveat for a TSV row read as plain text whose field opens a quote that it does
    not close (an odd number of quotes): if the field was meant to run over a line break,
    the text after it is read as rows of its own. "" when no field does so."""
    opened = [n + 1 for n, f in enumerate(fields) if f.startswith('"') and f.count('"') % 2]
    if not opened:
        return ""
    return (f"; field {opened[0]} opens a quote that it does not close: read as it stands (if it "
            "was meant to run over a line break, the lines after it are read as rows of their own)")


#: Physical lines a row may take when :func:`_csv_resync` tries a line as the start of a
#: row (a quoted abstract with line breaks rarely has more than a few dozen).
_CSV_RESYNC_LINES = 200


def _csv_row_starts(lines: list[str], k: int, delimiter: str, width: int) -> bool:
    """True when physical line ``k`` (1-based) starts a well-formed row: parsed from there
    in strict RFC 4180 quoting, the first row has exactly ``width`` fields and ends within
    :data:`_CSV_RESYNC_LINES` lines (a quoted field it opens may hold line breaks)."""
    window = itertools.islice(lines, k - 1, k - 1 + _CSV_RESYNC_LINES)
    try:
        row = next(csv.reader(window, delimiter=delimiter, strict=True), None)
    except csv.Error:
        return False
    return row is not None and len(row) == width


def _csv_resync(lines: list[str], start: int, end: int, delimiter: str,
                width: int) -> Optional[int]:
    """Where to resume after a broken CSV row that spans physical lines ``start..end``
    (1-based, inclusive): the first later line of the span that is a complete row on its
    own or the start of one (:func:`_csv_row_starts`), or None.

    A stray ``"`` opens a quoted field that runs past the end of its line and swallows
    the rows after it until the next quote; the row that comes out is then malformed
    (text after the closing quote, or the wrong number of fields). A line inside that
    span from which a full row parses was a row of its own, so only the lines before
    it are lost; the row resumed at may itself hold a quoted field with line breaks.
    Legitimate quoted fields with line breaks are never broken up: this is applied only
    to a row that failed.
    """
    for k in range(start + 1, min(end, len(lines)) + 1):
        if _csv_row_starts(lines, k, delimiter, width):
            return k
    return None


#: One part of a BibTeX field value: "quoted", {braced} (one nesting level per pass is
#: enough for abstracts), a number, or a @string macro name.
_BIB_PART = re.compile(r'\s*(?:"((?:[^"\\{}]|\\[^"]|\{(?:[^{}]|\{[^{}]*\})*\})*)"|'
                       r'\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}|(\d+)|([A-Za-z][\w:.+/-]*))\s*')
#: A value that bibtexparser left as a raw concatenation: a quoted or braced part, or a macro
#: name, then ``#``.
_BIB_CONCAT_START = re.compile(r'\s*(?:"|\{|[A-Za-z][\w:.+/-]*\s*#)')


#: ``field = word`` in an entry's raw text: a value written as a bare word (a macro name).
_BIB_BARE = re.compile(r"(?:^|[\s,{])([A-Za-z][\w-]*)\s*=\s*([A-Za-z][\w:.+/-]*)\s*(?=[,}])")
#: The month macros BibTeX defines itself (``month = jan``), with their values in the
#: standard styles (plain.bst: ``MACRO {jan} {"January"}``).
_BIB_MONTH_NAMES = dict(zip("jan feb mar apr may jun jul aug sep oct nov dec".split(),
                            "January February March April May June July August September "
                            "October November December".split()))
_BIB_MONTHS = frozenset(_BIB_MONTH_NAMES)


#: An ``@comment{`` block's opening (any case; JabRef writes ``@Comment{jabref-meta: ...}``).
_BIB_COMMENT = re.compile(r"@\s*comment\s*\{", re.I)
#: The opening of a BibTeX entry, ``@type{`` or ``@type(``.
_BIB_OPEN = re.compile(r"@\s*([A-Za-z]+)\s*([{(])")
#: What :func:`_bib_without_comments` stops at: outside entries, a comment or an entry;
#: between an entry's fields, a comment, a value and the entry's end; inside a value, braces.
_BIB_TOP_STOP = re.compile(r"[%@]")
_BIB_FIELD_STOP = re.compile(r'[%{"})@]')
#: An entry's opening at the start of a line (after spaces): where bibtexparser 2 ends an
#: entry that is still open (an unclosed brace) and starts the next block; group 1 is the ``@``.
_BIB_LINE_OPEN = re.compile(r"(?m)^[ \t]*(@)\w*[ \t]*[{(]")
#: The braces (and quotes) that open and close a value: one after a backslash is text (``\}``,
#: ``\{``, ``\"``), as bibtexparser 2 reads them (its splitter's ``(?<!\\)`` marks); counted, a
#: ``\}`` closed the value early, and a ``%`` after it in the value was blanked as a comment,
#: so the entry ran on unclosed and was skipped (session 42).
_BIB_BRACE_STOP = re.compile(r"(?<!\\)[{}]")
_BIB_QUOTE_STOP = re.compile(r'(?<!\\)[{}"]')


def _bib_value_end(text: str, start: int) -> int:
    """The offset just after the BibTeX value opening at ``start`` (``{...}`` with nested
    braces, or ``"..."``, whose braces nest too); ``len(text)`` when it never closes
    (:func:`_bib_value_closes`)."""
    end = _bib_value_closes(text, start)
    return len(text) if end is None else end


def _bib_without_comments(text: str) -> str:
    """``text`` with its ``%`` comments blanked out: from an unescaped ``%`` outside an
    entry or between an entry's fields to the end of the line (``title = {X}, % draft``,
    ``%  doi = {...},``, an entry commented out line by line), as biber and biblatex read
    ``%`` (classic BibTeX ignores text outside entries but reads an ``@`` there, and
    stops at a ``%`` between fields). A ``%`` inside a value (``{50% fewer}``, ``"5%"``, ``\\%``)
    is kept. An ``@comment{...}`` block is blanked whole, up to the brace that closes it, as
    biber (btparse) reads it: an entry a user wrapped in ``@comment{...}`` to disable it is not
    read (bibtexparser 2 ends the comment at an ``@`` that opens a line, so it read the entry
    and reported the comment as a broken block); one that no brace closes is left as it is.
    Every other character, line breaks included, stays where it was, so line numbers and raw
    entry texts keep their places. An entry left open (an unclosed brace or quote) ends where
    an entry opens at the start of a line, as bibtexparser 2 ends it there and reads on, so
    the comments after a broken entry are blanked too (an entry commented out after it is not read).

    bibtexparser 2 reads such a comment as part of the next field's name (the field after
    ``title = {X}, % draft`` is named ``% draft\n abstract``, so the entry had "no abstract")
    or aborts the entry when it stands before the closing brace (the entry is lost).
    """
    if "%" not in text and not _BIB_COMMENT.search(text):
        return text
    out = list(text)
    i, n = 0, len(text)
    closer: Optional[str] = None  # None: outside entries; else the entry's closing character
    restarts = [m.start(1) for m in _BIB_LINE_OPEN.finditer(text)]  # bibtexparser's restart points
    restart_at = set(restarts)
    while i < n:
        m = (_BIB_TOP_STOP if closer is None else _BIB_FIELD_STOP).search(text, i)
        if m is None:
            break
        c, i = m.group(), m.start()
        if c == "%":
            if i and text[i - 1] == "\\":
                i += 1
                continue
            end = text.find("\n", i)
            end = n if end < 0 else end
            out[i:end] = " " * (end - i)
            i = end
        elif c == "@":
            opened = _BIB_OPEN.match(text, i)
            if opened is None:
                i += 1
            elif opened.group(1).lower() == "comment":
                end = _bib_value_end(text, opened.end() - 1) if opened.group(2) == "{" else opened.end()
                if opened.group(2) == "{" and text[end - 1] == "}":  # closed: blank it whole
                    out[i:end] = [ch if ch == "\n" else " " for ch in text[i:end]]
                i = end
            else:
                closer = "}" if opened.group(2) == "{" else ")"
                i = opened.end()
        elif c in '{"':
            end = _bib_value_end(text, i)
            k = bisect_right(restarts, i)
            if k < len(restarts) and restarts[k] < end:  # the value runs into the next entry
                closer, i = None, restarts[k]
            else:
                i = end
        elif c == "@":  # between fields
            if i in restart_at:  # an entry opens a line: the one before is broken
                closer = None
            else:
                i += 1
        else:  # '}' or ')'
            if c == closer:
                closer = None
            i += 1
    return "".join(out)


#: A LaTeX escape of a character that DOIs and addresses hold (``\\_``, ``\\%``, ``\\&``, ``\\#``).
_BIB_ESCAPED = re.compile(r"\\([_%&#])")


def _bib_unescaped(value: Any) -> Any:
    """A BibTeX DOI, URL or eprint with its LaTeX escapes undone (``10.1007/978-3-030-58452-8\\_13``
    -> ``..._13``: a backslash is no character of a DOI or an address, and the escape is how
    BibTeX files keep an underscore from breaking a non-verbatim field); any other value as it is,
    also one holding a brace (``{\\_}``), which makes the DOI no DOI (:func:`_one_line_id`), so
    the warning quotes it as written."""
    if isinstance(value, str) and "\\" in value and "{" not in value and "}" not in value:
        return _BIB_ESCAPED.sub(r"\1", value)
    return value


#: An entry's type and key at the start of its raw text (``@misc{smith2024,``).
_BIB_KEY_OF = re.compile(r"\s*@\s*[A-Za-z]+\s*[{(]\s*([^\s,{}()\"#%'=]+)\s*,")


def _bib_value_at(raw: str, name: str) -> Optional[int]:
    """The offset in an entry's ``raw`` text where the value of field ``name`` opens (its
    ``{`` or ``"``), found as ``name =`` at a line's start or after a comma; None when not
    found so."""
    m = re.search(rf"(?:^|[,{{(])[ \t]*{re.escape(name)}\s*=\s*(?=[{{\"])", raw, re.I | re.M)
    return m.end() if m else None


def _bib_stray_brace(raw: str, opened: int, stop: int, last_pair: bool = False) -> Optional[int]:
    """Where an unbalanced ``{`` inside a braced BibTeX value (opening at ``opened`` in
    ``raw``) probably is: with ``last_pair``, the ``{`` that the last ``}`` before ``stop``
    closed (``stop``: just after the brace that was meant to close the value, which the
    stray one took, so that the value ran on to a later brace); else the innermost ``{``
    still open at ``stop``. Braces escaped with a backslash do not count. None when that
    brace is the value's own."""
    stack: list[int] = []
    last: Optional[int] = None
    i = opened
    while i < stop:
        c = raw[i]
        if c == "\\":
            i += 2
            continue
        if c == "{":
            stack.append(i)
        elif c == "}" and stack:
            last = stack.pop()
        i += 1
    found = last if last_pair else (stack[-1] if stack else None)
    return found if found is not None and found != opened else None


def _bib_line(raw: str, offset: int, first_line: int) -> int:
    """The file's line (1-based) of ``offset`` in an entry's ``raw`` text that begins on
    line ``first_line``."""
    return first_line + raw.count("\n", 0, offset)


def _bib_failure(err: Any, text: str, raw: str = "", first_line: Optional[int] = None) -> str:
    """What stopped bibtexparser in an entry it could not parse, for the skip message:
    from the ``abort_reason`` of its ``BlockAbortedException`` (with the line, 1-based, of
    ``text`` where it stopped), put as a cause a user can look for (a value still open
    when the next entry starts: an unclosed brace or quote, and the field whose value it is
    when the entry's ``raw`` text shows it, :func:`_bib_open_state`, with the line where that
    value opens and, when the value ran over the next field, the line of the ``{`` left open
    in it (:func:`_bib_stray_brace`), given ``first_line``, the entry's first line in the file);
    a value open where the file ends is said to be a file cut off mid-record, as the JSON
    Lines reader says; the error's class name when it gives no reason; "syntax error"
    without an error."""
    if err is None:
        return "syntax error"
    reason = " ".join(str(getattr(err, "abort_reason", "") or "").split()).rstrip(". ")
    end = getattr(err, "end_index", None)
    at = text.count("\n", 0, end) + 1 if isinstance(end, int) and 0 <= end <= len(text) else None
    state, name, ran, _ = _bib_open_state(raw) if raw else ("other", None, [], 0)
    opens = _bib_value_at(raw, name) if state == "value" and name and first_line is not None else None
    stray = None
    if opens is not None and ran and raw[opens] == "{":
        runs_into = _BIB_RAN_OVER.search(raw, opens)
        if runs_into is not None:
            stray = _bib_stray_brace(raw, opens, runs_into.start() + 1, last_pair=True)
    field_line = f" (opened at line {_bib_line(raw, opens, first_line)})" if opens is not None else ""
    what = "a value is" if state != "value" else f"the value of field {name!r}{field_line} is"
    over = (f": it runs over the field{'s' if len(ran) > 1 else ''} after it ({', '.join(repr(r) for r in ran)}) "
            "to the entry's last '}'") if state == "value" and ran else ""
    cause = "(an unclosed '{' or '\"'?)" if state != "value" else \
        ((f"(an unclosed '{{' in it, at line {_bib_line(raw, stray, first_line)}?)" if stray is not None
          else "(an unclosed '{' in it?)") if ran else "(an unclosed '{' or '\"' in it?)")
    if reason.startswith("Unexpected block start"):
        where = f" at line {at}" if at else ""
        return f"{what} still open where the next entry starts{where}{over} {cause}"
    if "end of file" in reason:
        if state == "value":
            return (f"the file ends mid-record (cut off?): {what} still open where the file ends{over} "
                    f"{cause.replace('(', '(or ', 1)}")
        return "the file ends mid-record (cut off?), or a '{' or '\"' is unclosed, or the entry's closing '}' missing"
    if reason:
        return reason + (f" (line {at})" if at else "")
    return type(err).__name__


def _bib_bare_words(raw: str) -> dict[str, str]:
    """``{field (lower case): word}`` for the fields of a BibTeX entry's raw text written as a
    bare word (``journal = nosuchmacro``): a macro name, which bibtexparser keeps as the text
    when no ``@string`` defines it. A match inside a braced value ("a = b" in an abstract) is
    told apart by the caller, which compares the word with the field's whole value."""
    return {m.group(1).lower(): m.group(2) for m in _BIB_BARE.finditer(raw)}


def _bib_concat(value: Any, macros: dict[str, str]) -> tuple[Any, Optional[str]]:
    """Resolve BibTeX string concatenation (``"We use " # foo # ", by 8\\% in MSE."``),
    which bibtexparser 2 leaves as raw text: the parts (quoted, with backslash commands and
    braces nested two deep; braced; numbers; macros) are joined, macros replaced by their
    ``@string`` value.

    Returns:
        ``(value, problem)``: the joined text and None; or the value unchanged and None when
        it is no concatenation (no ``#`` between parts: "C# code"); or the value unchanged
        and a reason when it opens like one but cannot be resolved (an unknown macro, a part
        that does not parse), for the caller to report.
    """
    if not isinstance(value, str) or "#" not in value:
        return value, None
    concat = bool(_BIB_CONCAT_START.match(value))
    parts, pos = [], 0
    while True:
        m = _BIB_PART.match(value, pos)
        if m is None:
            return value, (f"a concatenation ('#') whose part at character {pos} does not parse"
                           if concat and pos else None)
        quoted, braced, number, macro = m.groups()
        if macro is not None:
            if macro.lower() in macros:
                parts.append(macros[macro.lower()])
            elif macro.lower() in _BIB_MONTHS:
                # the month macros every BibTeX style predefines (``sep # "~" # oct``)
                parts.append(_BIB_MONTH_NAMES[macro.lower()])
            else:
                return value, (f"unknown @string macro {macro!r} in a concatenation ('#')"
                               if "#" in value[m.end():m.end() + 1] or pos else None)
        else:
            parts.append(next(x for x in (quoted, braced, number) if x is not None))
        pos = m.end()
        if pos == len(value):
            return "".join(parts), None
        if value[pos] != "#":
            return value, (f"a concatenation ('#') whose part at character {pos} does not parse"
                           if concat and pos and "#" in value[:pos] else None)
        pos += 1


#: A LaTeX accent command over a dotless ``\\i`` or ``\\j`` (``\\"{\\i}``, ``{\\'\\i}``,
#: ``\\^\\j``): the accent (a symbol, or a one-letter name not followed by a letter),
#: then the base, braced or bare (a bare control word swallows the spaces after it).
_BIB_DOTLESS = re.compile(r"""\\([`'^"~=.]|[uvHckdbrt](?![A-Za-z]))\s*"""
                          r"""(?:\{\s*\\([ij])(?![A-Za-z])\s*\}|\\([ij])(?![A-Za-z])(?:\{\}|[ \t]*))""")


def _bib_dotless(value: Any) -> Any:
    """Accents over LaTeX's dotless i and j rewritten over plain i and j, so that they
    decode to the accented letter: ``Na\\"{\\i}ve`` -> ``Na\\"{i}ve`` (-> "Naïve"),
    ``{\\'\\i}`` -> ``{\\'{i}}`` (-> "í"), ``\\^{\\j}`` -> ``\\^{j}`` (-> "ĵ").

    LaTeX typesets accents over ``\\i``/``\\j`` because the dot of i and j would clash
    with the accent (Lamport, *LaTeX*, 2nd ed., section 3.2.1); Unicode's precomposed
    letters (U+00EF ï, U+0135 ĵ ...) have i and j as their base, so plain i and j are the
    right base for decoding. Strings are rewritten; lists of strings element by element;
    any other value is returned unchanged.
    """
    if isinstance(value, str):
        if "\\i" not in value and "\\j" not in value:
            return value
        return _BIB_DOTLESS.sub(lambda m: f"\\{m.group(1)}{{{m.group(2) or m.group(3)}}}", value)
    if isinstance(value, list):
        return [_bib_dotless(v) for v in value]
    return value


#: ``name =`` at the start of a field that a value without its comma ran into.
_BIB_FIELD_START = re.compile(r"([A-Za-z][\w-]*)\s*=")
#: Fields whose text is kept as written when it seems to hold the next field but cannot be
#: split unambiguously (losing an abstract would lose the paper); any other such field is
#: dropped, so that no id, DOI or year is taken with a field's text glued to it.
_BIB_KEPT_WHOLE = frozenset({"abstract", "title"})


def _bib_unenclosed(raw: str, key: str, value: str) -> bool:
    """True when ``key = value`` stands in the entry's raw text with ``value`` exactly as
    bibtexparser gives it, i.e. the value was not one braced or quoted group that
    bibtexparser's RemoveEnclosingMiddleware unwrapped (a bare word or number, a ``#``
    concatenation, or a value that ran into the next field)."""
    pattern = r"(?<![\w-])" + re.escape(key) + r"\s*=\s*" + re.escape(value)
    return re.search(pattern, raw, re.I) is not None


def _bib_swallowed(value: str) -> Optional[list[tuple[str, str]]]:
    """Split a BibTeX value that ran into the field(s) after it because a comma is missing
    (``{2401.00001}\\n  archivePrefix = {arXiv}``): ``[(None, first value), (key, value),
    ...]`` with keys in lower case and values unwrapped from their braces or quotes, when the
    text is exactly a sequence of values separated by ``key =`` (:data:`_BIB_PART`: braced,
    quoted, number or word); None when it is not.

    bibtexparser 2.1 splits an entry at top-level commas only and has no middleware or
    failed block for this: the value keeps the next field's text (checked against 2.1.0)."""
    parts: list[tuple[Optional[str], str]] = []
    key: Optional[str] = None
    pos = 0
    while True:
        m = _BIB_PART.match(value, pos)
        if m is None or m.end() == m.start():
            return None
        parts.append((key, next(x for x in m.groups() if x is not None)))
        pos = m.end()
        if pos == len(value):
            return parts if len(parts) > 1 else None
        k = _BIB_FIELD_START.match(value, pos)
        if k is None:
            return None
        key, pos = k.group(1).lower(), k.end()


def _bib_field_values(entry: Any, name: str, report: ReadReport) -> dict[str, Any]:
    """``{field (lower case): value}`` of a parsed BibTeX entry, with a value that ran into
    the next field(s) for a missing comma found and, when that is unambiguous, split
    (:func:`_bib_swallowed`): a warning names ``file:line`` of the field and the fields
    recovered. A value that holds ``name =`` after a line break but cannot be split is kept
    as written for abstract and title (with a warning) and dropped, with a warning, for any
    other field. A recovered field the entry also writes elsewhere keeps that value."""
    raw = entry.raw or ""
    out: dict[str, Any] = {}
    later: list[tuple[str, str, str]] = []
    for f in entry.fields:
        k, value = f.key.lower(), f.value
        out[k] = value
        if not isinstance(value, str) or "=" not in value or not _bib_unenclosed(raw, f.key, value):
            continue
        where = f"{name}:{(f.start_line or 0) + 1}"
        parts = _bib_swallowed(value)
        if parts is not None:
            out[k] = parts[0][1]
            later.extend((where, pk, pv) for pk, pv in parts[1:] if pk)
            # (values cut to about 60 characters: an abstract would fill the terminal)
            def cut(v: str) -> str:
                return repr(v if len(v) <= 60 else v[:55] + "...")

            shown = ", ".join(f"{pk} = {cut(pv)}" for pk, pv in parts[1:])
            report.warn(where, f"BibTeX field {k!r} runs into the field after it (a missing comma?); "
                               f"read as {k} = {cut(parts[0][1])}, {shown}")
        elif re.search(r"\n\s*[A-Za-z][\w-]*\s*=", value):
            if k in _BIB_KEPT_WHOLE:
                report.warn(where, f"BibTeX field {k!r} seems to run into the field after it (a "
                                   "missing comma?) and cannot be split; its text is kept as written")
            else:
                del out[k]
                report.warn(where, f"BibTeX field {k!r} seems to run into the field after it (a "
                                   f"missing comma?) and cannot be split; ignored ({_preview(value)})")
    for where, k, value in later:
        if k in out:
            report.warn(where, f"BibTeX field {k!r}, recovered after a missing comma, is also written "
                               "elsewhere in the entry; that value is kept")
        else:
            out[k] = value
    return out


#: A LaTeX tilde accent on a letter, braced or not ("\\~{n}", "\\~n", "\\~{\\i}"), or on an
#: accented letter ("\\~\\^e", Vietnamese: "Tr\\~\\^an", session 45).
_BIB_TILDE_ACCENT = re.compile(r"\\~(?:\{[^{}]*\}|[A-Za-z]|\\[`'^\"=.](?:\{[^{}]*\}|[A-Za-z]))")


def _bib_finish_entry(bibtexparser, mw, library, entry):
    """``entry`` (a bibtexparser 2 Entry parsed again on its own) read through the middlewares
    the file's other entries went through: ``library``'s @string macros resolved, enclosing
    braces removed, author names split (:func:`_bib_name_middlewares`). ``bibtexparser`` and
    ``mw`` are the imported module and its middlewares module. Returns the finished Entry;
    raises what bibtexparser raises."""
    fixed = bibtexparser.Library([*library.strings, entry])
    for middleware in (mw.ResolveStringReferencesMiddleware(True), mw.RemoveEnclosingMiddleware(True),
                       *_bib_name_middlewares(mw)):
        fixed = middleware.transform(fixed)
    return fixed.entries[0]


def _bib_name_middlewares(mw: Any) -> list:
    """The bibtexparser middlewares :func:`_read_bib` applies after its defaults (``@string``
    macros, enclosing braces): field names in small letters first, since the name splitting
    after it looks for ``author`` and ``editor`` only, and BibDesk, Papers and older JabRef
    write ``Author = {Doe, Jane and Smith, John}`` (without it such a list is one string, later
    cut at every comma: six "authors"); then authors split on ``and`` and written "First Last".
    A field written twice in two spellings (``Abstract`` and ``abstract``: BibTeX field names
    know no case) keeps its last value, and the entry carries the field names and the values
    dropped as ``kg_repeated`` (:func:`_bib_warn_repeated` says them)."""

    class LowerKeys(mw.NormalizeFieldKeys):
        def transform_entry(self, entry: Any, library: Any) -> Any:
            last: dict[str, Any] = {}
            repeated: list[str] = []
            dropped: list[Any] = []
            for f in entry.fields:
                k = f.key.lower()
                if k in ("author", "editor") and isinstance(f.value, str) and "\\~" in f.value:
                    # a tilde accent ("Pe\\~{n}a", "Jo\\~ao") braced, so the name splitting after
                    # this does not take its "~" for BibTeX's tie (a space) and cut the name
                    f.value = _BIB_TILDE_ACCENT.sub(r"{\g<0>}", f.value)
                if k in last:
                    repeated += [] if k in repeated else [k]
                    dropped.append(last[k])
                last[k] = f.value
            if repeated:
                entry.kg_repeated = (sorted(repeated), dropped)
            return super().transform_entry(entry, library)

    class MergeNames(mw.MergeNameParts):
        def _transform_field_value(self, name: Any) -> Any:
            for n in name if isinstance(name, list) else ():
                # "King, Martin Luther, Jr." (the suffix last, as many write it) is read by
                # BibTeX's "von Last, Jr, First" as Jr "Martin Luther", First "Jr.", and
                # "Martin Luther King, Jr." as Last "Martin Luther King", First "Jr.": the
                # suffix goes back to the Jr part, so both give "Martin Luther King Jr."
                first = getattr(n, "first", None)
                if first and all(_NAME_SUFFIX.fullmatch(w) for w in first) and \
                        not (n.jr and all(_NAME_SUFFIX.fullmatch(w) for w in n.jr)):
                    n.first, n.jr = list(n.jr), list(first)
            return super()._transform_field_value(name)

    return [LowerKeys(), mw.SeparateCoAuthors(), mw.SplitNameParts(), MergeNames(style="first")]


def _bib_warn_repeated(entry: Any, source: str, report: ReadReport) -> None:
    """Warn at ``source`` when ``entry`` wrote a field twice in two spellings (``kg_repeated``,
    set by :func:`_bib_name_middlewares`), in the words :func:`_bib_repeated_fields` uses for
    a field written twice alike."""
    repeated = getattr(entry, "kg_repeated", None)
    if not repeated:
        return
    fields, dropped = repeated
    shown = ", ".join(_preview(v) if isinstance(v, str) else "..." for v in dropped)
    report.warn(source, f"BibTeX entry {entry.key!r} has {', '.join(map(repr, fields))} more than once "
                        f"(field names know no case); the last value is kept, not {shown}")


#: An entry whose key no comma ends before the first field, on the next line (``@article{key``
#: then ``title = {...},``): a slip of hand-written BibTeX that bibtexparser (and BibTeX) reject
#: whole. Group 1 is the entry's opening up to its key, group 2 the key; ``@string``,
#: ``@preamble`` and ``@comment`` hold no key.
_BIB_KEY_WITHOUT_COMMA = re.compile(
    r"^([ \t]*@(?!(?:string|preamble|comment)\b)[A-Za-z]+[ \t]*\{[ \t]*([^\s,{}()=\"#%]+))"
    r"(?=[ \t]*\r?\n[ \t]*[A-Za-z][\w.:-]*[ \t]*=)", re.M | re.I)


def _bib_key_commas(text: str, name: str, report: ReadReport) -> str:
    """``text`` with a comma after each entry key that lacks one before the first field on the
    next line (:data:`_BIB_KEY_WITHOUT_COMMA`), so the entry is read instead of skipped whole,
    with a warning naming ``file:line`` and the key. Line numbers stay as they were (the comma
    goes on the key's line)."""
    if "@" not in text:
        return text
    newlines: Optional[list[int]] = None

    def comma(m: "re.Match[str]") -> str:
        nonlocal newlines
        if newlines is None:
            newlines = [i for i, c in enumerate(text) if c == "\n"]
        report.warn(f"{name}:{_line_of(newlines, m.start())}",
                    f"BibTeX entry {m.group(2)!r}: no comma after its key; read as if it had one")
        return m.group(1) + ","

    return _BIB_KEY_WITHOUT_COMMA.sub(comma, text)


#: The comma after a field, then each field assignment ("name = ") after a comma or at a line's
#: A field's name and its ``=`` in an entry's raw text (BibTeX field names: letters, digits, ``_-:.+``).
_BIB_FIELD_NAME = re.compile(r"\s*([A-Za-z][\w:.+-]*)\s*=\s*")
#: A bare value part (a number or a @string macro name), up to a ``,``, ``#``, brace or space.
_BIB_BARE_PART = re.compile(r"[^\s,#{}()\"]+")
#: Inside a braced value: a value closed and a comma ending its line, then ``name =`` on the next
#: line: the value ran over the fields after it (``title = {An {open},\n  year = {2024}\n}``), and the
#: brace that ended it was the entry's own: the value, not the entry, is open.
_BIB_RAN_OVER = re.compile(r"[}\"]\s*,[ \t]*\r?\n\s*([A-Za-z][\w:.+-]*)\s*=")


def _bib_value_closes(text: str, start: int) -> Optional[int]:
    """The offset just after the braced or quoted BibTeX value opening at ``start`` (``{...}``
    with nested braces, or ``"..."``, whose braces nest too); None when it does not close
    before the text ends."""
    quoted = text[start] == '"'
    stop = _BIB_QUOTE_STOP if quoted else _BIB_BRACE_STOP
    depth = 0 if quoted else 1
    i = start + 1
    while True:
        m = stop.search(text, i)
        if m is None:
            return None
        c, i = m.group(), m.end()
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0 and not quoted:
                return i
        elif depth <= 0:  # the closing '"' of a quoted value, outside its braces
            return i


def _bib_open_state(raw: str) -> tuple[str, Optional[str], list[str], int]:
    """Where a BibTeX entry that bibtexparser could not parse (a ``ParsingFailedBlock``) is
    left open, read field by field from its raw text (the entry up to where the next one opens
    a line, or to the file's end, as bibtexparser 2 cuts it): bibtexparser says "Was still
    looking for field-value closing" both when a value is open and when only the entry's
    closing ``}`` is missing, so this tells them apart.

    Returns:
        ``(state, field, names, count)``: state ``"entry"`` when every value closed and only
        the entry's closing brace is missing (count: its fields); ``"value"`` when the value of
        ``field`` is still open at the end, or ran over the fields after it (``names``) to the
        entry's last brace (``title = {An {open},``: an unbalanced brace inside it); ``"other"``
        when the text is not read so (no field, text that is no field, an entry that closes).
    """
    opened = _BIB_OPEN.match(raw, len(raw) - len(raw.lstrip()))
    if opened is None:
        return "other", None, [], 0
    closer = "}" if opened.group(2) == "{" else ")"
    comma = raw.find(",", opened.end())
    if comma < 0 or any(c in raw[opened.end():comma] for c in '{}()"='):
        return "other", None, [], 0
    i, n, count = comma + 1, len(raw), 0
    while True:
        while i < n and (raw[i].isspace() or raw[i] == ","):
            i += 1
        if i >= n:
            return ("entry" if count else "other"), None, [], count
        m = _BIB_FIELD_NAME.match(raw, i)
        if m is None:
            return "other", None, [], 0
        name, i = m.group(1).lower(), m.end()
        while True:  # the value's parts, joined by '#'
            if i < n and raw[i] in '{"':
                end = _bib_value_closes(raw, i)
                if end is None:
                    return "value", name, [], count
                ran = [r.lower() for r in _BIB_RAN_OVER.findall(raw, i, end)] if raw[i] == "{" else []
                if ran and not raw[end:].strip():  # the entry's last '}' closed it: open
                    return "value", name, ran, count
                i = end
            else:
                bare = _BIB_BARE_PART.match(raw, i)
                if bare is None:
                    return "other", None, [], 0
                i = bare.end()
            while i < n and raw[i].isspace():
                i += 1
            if i < n and raw[i] == "#":
                i += 1
                while i < n and raw[i].isspace():
                    i += 1
                continue
            break
        count += 1
        if i < n and raw[i] == closer:
            return "other", None, [], 0  # it closes: something else stopped bibtexparser
        if i < n and raw[i] != ",":
            return "other", None, [], 0


def _bib_unclosed_entry(block: Any, library: Any, mw: Any, source: str, text: str,
                        report: ReadReport) -> Any:
    """The entry of a BibTeX block that bibtexparser refused only because its closing ``}``
    is missing (every field closed, the next entry opening a line or the file ending:
    :func:`_bib_open_state`), read with all its fields by bibtexparser once the brace is put
    back, through the middlewares :func:`_read_bib` parses with, and a warning at ``source``
    that says so; None for any other block (one whose value is really open is skipped)."""
    if type(block).__name__ != "ParsingFailedBlock":
        return None
    raw = getattr(block, "raw", "") or ""
    state, _, _, count = _bib_open_state(raw)
    if state != "entry":
        return None
    import bibtexparser

    closer = "}" if _BIB_OPEN.match(raw, len(raw) - len(raw.lstrip())).group(2) == "{" else ")"
    try:
        # (blank lines first: the entry keeps its line in the file, which Entry cannot be given)
        fixed = bibtexparser.parse_string("\n" * (getattr(block, "start_line", 0) or 0) + raw.rstrip() + closer,
                                          parse_stack=[])
        if len(fixed.entries) != 1 or fixed.failed_blocks:
            return None
        entry = fixed.entries[0]
        out = _bib_finish_entry(bibtexparser, mw, library, entry)
    except Exception:  # bibtexparser's own failure: the caller reports the block as unparsed
        return None
    err = getattr(block, "error", None)
    end = getattr(err, "end_index", None)
    at = text.count("\n", 0, end) + 1 if isinstance(end, int) and 0 <= end <= len(text) else None
    where = ("the file ends" if "end of file" in str(getattr(err, "abort_reason", "") or "")
             else f"the next entry starts at line {at}" if at else "the next entry starts")
    fields = f"read with its {count} field{'s' if count != 1 else ''}"
    stray = _bib_last_value_stray(raw, getattr(block, "start_line", 0) + 1) if closer == "}" else None
    if stray is not None:
        field, opened_at, brace_at = stray
        report.warn(source, f"BibTeX entry {out.key!r}: field {field!r} (opened at line {opened_at}) "
                            f"probably holds an unbalanced '{{' (at line {brace_at}?): the '}}' on its own line after it, "
                            f"meant to close the entry, closed the field, and the entry has no closing "
                            f"'}}' ({where}); {fields}: check that field's braces")
        return out
    report.warn(source, f"BibTeX entry {out.key!r} has no closing '{closer}' ({where} after its last "
                        f"field, every value closed); {fields}")
    return out


def _bib_last_value_stray(raw: str, first_line: int) -> Optional[tuple[str, int, int]]:
    """For an entry read as missing only its closing brace (:func:`_bib_unclosed_entry`):
    whether its last field more likely holds an unbalanced ``{``, which took the value's
    own closing brace so that the entry's ``}`` (alone on the last line, as exporters lay
    entries out) closed the value instead. ``raw``: the entry's text; ``first_line``: its
    first line in the file.

    Returns:
        ``(field, line where its value opens, line of the probable stray '{')``, or None
        unless the last value spans lines, ends at a ``}`` alone on its line, and its text
        ends with a ``}`` that closed a ``{`` inside it (the brace that should have closed
        the value); an abstract whose own ``}`` stands alone on the line is left to the
        plain "no closing '}'" warning.
    """
    body = raw.rstrip()
    if not body.endswith("}"):
        return None
    line_start = body.rfind("\n") + 1
    if body[line_start:].strip() != "}":
        return None
    last = None
    for last in re.finditer(r"^[ \t]*([A-Za-z][\w:.+-]*)\s*=\s*(?=\{)", raw, re.M):
        pass
    if last is None or "\n" not in raw[last.end():line_start] or _bib_value_closes(raw, last.end()) != len(body):
        return None
    if not raw[:line_start].rstrip().endswith("}"):
        return None  # (an abstract closed by a '}' of its own on that line: the entry's brace is missing)
    brace = _bib_stray_brace(raw, last.end(), line_start, last_pair=True)
    if brace is None:
        return None
    return last.group(1).lower(), _bib_line(raw, last.end(), first_line), _bib_line(raw, brace, first_line)


#: start: what text bibtexparser read as a comment holds right after an entry its braces closed
#: too early (``title = {X}}, year = {2022},`` -- names on the brace's line too).
_BIB_FIELDS_LEFT = re.compile(r"\A\s*(?:,|[A-Za-z][\w:.+-]*\s*=)")
#: A field's name in such a comment: after a comma or at a line's start, before "=".
_BIB_FIELD_LEFT_NAME = re.compile(r"(?:^|,)\s*([A-Za-z][\w:.+-]*)\s*=", re.MULTILINE)


def _bib_closed_early(blocks: Sequence[Any]) -> dict[int, tuple[int, list[str]]]:
    """Entries whose braces closed before their last fields (``title = {X}},`` -- one ``}`` too
    many): bibtexparser 2 ends such an entry at the stray brace and reads the fields after it
    as a comment (an ``ImplicitComment`` block that opens with the comma or a ``name =``).

    Args:
        blocks: ``library.blocks`` of a parsed file, in file order.
    Returns:
        ``id(entry)`` -> (lines from the entry's first line to its closing brace, names of the
        fields in the comment after it, in order); entries that closed where they should are
        absent.
    """
    found: dict[int, tuple[int, list[str]]] = {}
    for block, after in zip(blocks, blocks[1:]):
        if type(block).__name__ != "Entry" or type(after).__name__ != "ImplicitComment":
            continue
        raw = getattr(after, "raw", "") or ""
        if not _BIB_FIELDS_LEFT.match(raw):
            continue
        names = [m.group(1).lower() for m in _BIB_FIELD_LEFT_NAME.finditer(raw)]
        if names:
            found[id(block)] = ((getattr(block, "raw", "") or "").count("\n"), names)
    return found


def _read_bib(name: str, text: str, report: ReadReport) -> Iterator[Paper]:
    """BibTeX via bibtexparser 2.x; entries without abstract are skipped with a warning."""
    import bibtexparser
    from bibtexparser import middlewares as mw

    logger = logging.getLogger("bibtexparser")
    previous = logger.level
    logger.setLevel(logging.CRITICAL)  # failures are reported below, per block
    try:
        library = bibtexparser.parse_string(_bib_key_commas(_bib_without_comments(text), name, report), append_middleware=[
            *_bib_name_middlewares(mw)])
    except Exception as err:  # bibtexparser raises assorted errors on garbage
        raise InputError(name, f"cannot parse BibTeX ({type(err).__name__}: {err})") from None
    finally:
        logger.setLevel(previous)
    if not library.entries and not library.failed_blocks and not library.strings and text.strip():
        if not library.blocks and not _bib_without_comments(text).strip():
            # '%' lines and @comment blocks only (a reference manager's export of no entry)
            raise InputError(name, BIB_COMMENTS_ONLY)
        sniffed = _sniff(text)
        looks = (f"; it looks like {_FORMAT_NAMES[sniffed]}: --format {sniffed}, or no --format "
                 "to choose by extension") if sniffed not in ("bib", "venue") else ""
        raise InputError(name, f"no BibTeX entry ('@type{{key, ...}}') found{looks}")
    recovered = []
    repeated_keys: dict[int, Any] = {}  # id(entry read despite its repeated key) -> that entry
    for block in library.failed_blocks:
        line = (getattr(block, "start_line", 0) or 0) + 1
        entry = _bib_repeated_fields(block, library, mw, f"{name}:{line}", report)
        if entry is None:
            entry = _bib_repeated_key(block, library, mw)
            if entry is not None:
                repeated_keys[id(entry)] = entry
        if entry is None:
            entry = _bib_unclosed_entry(block, library, mw, f"{name}:{line}", text, report)
        if entry is not None:
            recovered.append(entry)
            continue
        report.read += 1
        key = getattr(block, "key", None)
        if not key:
            keyed = _BIB_KEY_OF.match(getattr(block, "raw", "") or "")
            key = keyed.group(1) if keyed else None
        what = f"entry {key!r}" if key else "block"
        if type(block).__name__ == "DuplicateBlockKeyBlock":  # (only when bibtexparser failed on it)
            report.skip(f"{name}:{line}", f"BibTeX {what} repeats an earlier entry's key and could not be "
                                          "read; skipped (the first entry with that key is kept)")
            continue
        report.skip(f"{name}:{line}", f"BibTeX {what} could not be parsed: "
                                      f"{_bib_failure(getattr(block, 'error', None), text, getattr(block, 'raw', '') or '', line)}; skipped")
    macros = {k.lower(): v.value for k, v in library.strings_dict.items()}
    closed_early = _bib_closed_early(library.blocks)
    entries = library.entries if not recovered else \
        sorted([*library.entries, *recovered], key=lambda e: e.start_line or 0)
    recs: list[tuple[Any, str, dict[str, Any]]] = []
    for entry in entries:
        line = (entry.start_line or 0) + 1
        source = f"{name}:{line}"
        _bib_warn_repeated(entry, source, report)
        early = closed_early.get(id(entry))
        if early is not None and _as_text(entry.fields_dict.get("abstract").value
                                          if "abstract" in entry.fields_dict else None):
            report.warn(source, f"BibTeX entry {entry.key!r} closes on line {line + early[0]}, before the "
                                f"fields after it ({', '.join(early[1])}): a '}}' too many? They are not read")
        values = _bib_field_values(entry, name, report)
        rec: dict[str, Any] = {}
        bare = _bib_bare_words(entry.raw or "")
        for k, value in values.items():
            joined, problem = _bib_concat(value, macros)
            if problem:
                report.warn(source, f"BibTeX field {k!r}: {problem}; its text is kept as written")
            elif isinstance(value, str) and bare.get(k) == value and value.lower() not in macros \
                    and value.lower() not in _BIB_MONTHS:
                report.warn(source, f"BibTeX field {k!r}: unknown @string macro {value!r}; "
                                    "its name is kept as the text")
            rec[k] = _bib_dotless(joined)
        recs.append((entry, source, rec))
    targets = _bib_crossref(recs, report)
    if repeated_keys or len({(e.key or "").lower() for e, _, _ in recs}) < len({e.key or "" for e, _, _ in recs}):
        _bib_warn_repeated_keys(recs, repeated_keys, report)  # (keys in other capitals too)
    containers: list[str] = []
    for entry, source, rec in recs:
        kind = (entry.entry_type or "").lower()
        if (entry.key or "").lower() in targets or (
                kind in _BIB_CONTAINERS and not _as_text(rec.get("abstract"))):
            containers.append(f"@{kind}{{{entry.key}}}")
            continue
        if not _as_text(rec.get("abstract")):
            report.read += 1
            early = closed_early.get(id(entry))
            if early is not None:
                line = int(source.rsplit(":", 1)[1])
                report.skip(source, f"BibTeX entry {entry.key!r} closes on line {line + early[0]}, before the "
                                    f"fields after it ({', '.join(early[1])}): a '}}' too many? It has no "
                                    f"abstract as read; skipped")
            else:
                report.skip(source, f"BibTeX entry {entry.key!r} has no abstract; skipped")
            continue
        from kg.clean import clean  # names carry {braces}/LaTeX in BibTeX (titles: _bib_title)
        title = rec.get("title")
        venue = rec.get("booktitle") or rec.get("journal") or rec.get("journaltitle")  # biblatex
        authors = rec.get("author")
        if isinstance(authors, list):
            # "and others" is BibTeX's "et al." (Patashnik, BibTeXing, 1988), not a person
            authors = [clean(a).text if isinstance(a, str) else a for a in authors
                       if not (isinstance(a, str) and a.strip().lower() == "others")]
        elif isinstance(authors, str):
            authors = clean(authors).text
        out = {
            "abstract": rec.get("abstract"),
            "title": _bib_title(title) if isinstance(title, str) else None,
            "authors": authors,
            "venue": clean(venue).text if isinstance(venue, str) else None,
            # biblatex writes the year in "date" (2023-12-10); "volume" is never a year
            "year": rec.get("year") or rec.get("date"),
            "doi": _bib_unescaped(rec.get("doi")),
            "url": _bib_unescaped(rec.get("url")),
            "eprint": _bib_unescaped(rec.get("eprint")),
            "archiveprefix": rec.get("archiveprefix"),
            "eprinttype": rec.get("eprinttype"),
            "keywords": rec.get("keywords"),
            "key": entry.key,  # the citation key: Paper.key (the id is the DOI, arXiv id or a hash)
        }
        paper = _record_to_paper(out, source, report)
        if paper:
            yield paper
    if containers:
        shown = ", ".join(containers[:3]) + (f" and {len(containers) - 3} more" if len(containers) > 3 else "")
        report.note(name, f"{len(containers)} BibTeX container entr{'y' if len(containers) == 1 else 'ies'} "
                          f"({shown}: proceedings, books or collections that entries cite through "
                          "crossref, or that hold no abstract) not read as papers")


def _bib_title(title: str) -> str:
    """A BibTeX title as the record gives it (:attr:`kg.records.Paper.title`): its LaTeX
    resolved (:func:`kg.clean.clean`: ``{BERT}: Pre-training`` -> "BERT: Pre-training",
    ``50\\% \\& more`` -> "50% & more") when that text reads the same when cleaned again, as every
    reader of a title does (:func:`kg.graph.clean_title`, :func:`kg.records.plain_title`); else
    the title as written, which they clean once: an escaped brace, dollar or underscore
    (``Sets \\{a, b\\}``, ``\\$x\\$``, ``\\_a\\_``) resolves to a character that a second cleaning
    would take for markup (a group, math, emphasis) and drop. Also as written: a title of markup
    only (``$\\heartsuit$``) and one holding a macro cleaning cannot render, cleaned later
    (:func:`kg.graph.clean_title`; :func:`_record_to_paper` warns). TeX's dashes are read
    first (:func:`kg.records.tex_dashes`, session 59): ``--`` an en dash, ``---`` an em dash.

    Args:
        title: the title field as bibtexparser gives it (outer braces removed).
    Returns:
        The title text for the record; never raises.
    """
    from kg.clean import clean, unknown_macros

    from kg.records import tex_dashes

    title = tex_dashes(title)  # "--" an en dash, not the hyphen clean makes of it (session 59)
    if unknown_macros(title):
        return title
    text = clean(title).text
    if not text or clean(text).text != text:
        return title
    return text


#: BibTeX / biblatex entry types of a whole volume: such an entry without an abstract is
#: the container of papers (the target of their ``crossref``), not a paper.
_BIB_CONTAINERS = frozenset({"proceedings", "book", "collection", "mvproceedings", "mvbook",
                             "mvcollection", "periodical", "mvreference", "reference"})

#: Fields an entry never inherits through ``crossref``: they identify or describe the
#: volume itself (its DOI would make every paper in it one paper; its title is the
#: volume's, which biblatex hands down as ``booktitle``).
_BIB_NOT_INHERITED = frozenset({"crossref", "abstract", "title", "doi", "url", "eprint", "keywords",
                                "isbn", "issn", "note", "annote", "file", "pages", "ids", "key",
                                "shorttitle", "subtitle", "titleaddon"})


#: Fields that name an entry's venue: inherited only from the direct parent's own fields, so a
#: paper of a proceedings volume in a series gets the volume as its venue, not the series.
_BIB_VENUE_FIELDS = frozenset({"booktitle", "journal", "journaltitle"})


def _bib_crossref(recs: list[tuple[Any, str, dict[str, Any]]], report: ReadReport) -> set[str]:
    """Resolve BibTeX ``crossref`` in place, with BibTeX's semantics (Patashnik, *BibTeXing*,
    1988, section 4; biblatex manual, section 2.4.1 and appendix B, for ``title`` ->
    ``booktitle``): an entry gets each field of the entry it names that it lacks itself
    (the child's own fields win; the parent is found by key, ignoring case, anywhere in
    the file), except the fields of :data:`_BIB_NOT_INHERITED`. A chain (paper ->
    proceedings -> book series) is followed one level at a time: the parent first gets what
    it lacks from its own parent, and the child then inherits from that parent. The
    parent's ``title`` becomes the child's ``booktitle`` when neither the child nor its
    direct parent has a booktitle or journal: the venue is always the direct parent's
    (never the series title of a grandparent). bibtexparser 2.1 does not resolve crossref
    (its middlewares list it as a to-do).

    Args:
        recs: ``(entry, source, fields)`` of every entry of one file, fields keyed in lower case.
        report: gets a warning naming the entry's ``file:line`` for a crossref chain that
            loops back (the entry that closes the loop inherits nothing through it), and, at
            the end of :func:`read`, for a crossref to a key this file lacks (naming the other
            file and line when another file of the build has it; :meth:`ReadReport.say_bib_unresolved`);
            every entry's key is recorded in ``report.bib_keys``.
    Returns:
        The keys (lower case) that some entry's crossref names and that exist.
    """
    by_key: dict[str, tuple[Any, str, dict[str, Any]]] = {}
    for item in recs:
        by_key.setdefault((item[0].key or "").lower(), item)
        report.bib_keys.setdefault((item[0].key or "").lower(), item[1])
    targets: set[str] = set()
    done: dict[str, dict[str, Any]] = {}  # key -> its fields with what it inherits

    def resolved(key: str, chain: tuple[str, ...]) -> dict[str, Any]:
        if key in done:
            return done[key]
        entry, source, rec = by_key[key]
        ref = _as_text(rec.get("crossref"))
        parent_key = ref.strip().lower() if ref else ""
        if not parent_key or parent_key not in by_key:
            done[key] = rec
            return rec
        if parent_key in chain or parent_key == key:
            loop = " -> ".join(by_key[k][0].key for k in (*chain[chain.index(parent_key):], key, parent_key)) \
                if parent_key in chain else f"{entry.key} -> {entry.key}"
            report.warn(source, f"BibTeX entry {entry.key!r}: crossref {ref.strip()!r} loops back "
                                f"({loop}); this entry inherits nothing through it")
            done[key] = rec
            return rec
        parent = resolved(parent_key, (*chain, key))
        parent_own = by_key[parent_key][2]
        merged = dict(rec)
        for k, v in parent.items():
            if k in _BIB_VENUE_FIELDS and not _as_text(parent_own.get(k)):
                continue  # a venue the parent got from a series is not this entry's venue
            if k not in _BIB_NOT_INHERITED and not _as_text(merged.get(k)):
                merged[k] = v
        done[key] = merged
        return merged

    resolved_recs = []
    for entry, source, rec in recs:
        key = (entry.key or "").lower()
        ref = _as_text(rec.get("crossref"))
        if not ref:
            continue
        if ref.strip().lower() not in by_key:
            report.bib_unresolved.append((source, entry.key, ref.strip()))
            continue
        targets.add(ref.strip().lower())
        if by_key[key][2] is not rec:  # a second entry of one key (bibtexparser skipped it)
            continue
        inherited = resolved(key, ())
        if inherited is rec:  # the entry closes a loop: it inherits nothing
            continue
        full = dict(inherited)
        parent = by_key[ref.strip().lower()][2]
        # the venue: the direct parent's title (a grandparent's title is a series, not this
        # volume: it is never inherited, so it is never the child's booktitle)
        if not _as_text(full.get("booktitle")) and not _as_text(full.get("journal")) \
                and _as_text(parent.get("title")):
            full["booktitle"] = parent["title"]
        resolved_recs.append((rec, full))
    for rec, full in resolved_recs:  # in place only now: a parent is inherited from as written
        rec.update(full)
    return targets


def _bib_repeated_key(block: Any, library: Any, mw: Any) -> Any:
    """The entry of a BibTeX block that bibtexparser refused only because an earlier entry of
    the file has its key (``DuplicateBlockKeyBlock``), through the middlewares
    :func:`_read_bib` parses with, to be read as any entry (:func:`_bib_warn_repeated_keys`
    says what became of it); None for any other block, or when the middlewares fail on it.

    A key names no paper in PaperKG (a paper's id is its DOI, arXiv id or a hash of its
    abstract; the key is kept as :attr:`kg.records.Paper.key`), and files merged from two
    reference managers often give two papers one key (``smith2024``): both are read. The
    same paper written twice gets one id and is merged by :func:`dedupe` as a duplicate."""
    entry = getattr(block, "ignore_error_block", None)
    if type(block).__name__ != "DuplicateBlockKeyBlock" or entry is None or not hasattr(entry, "fields"):
        return None
    import bibtexparser

    try:
        fixed = bibtexparser.Library([*library.strings, entry])
        for middleware in (mw.ResolveStringReferencesMiddleware(True), mw.RemoveEnclosingMiddleware(True),
                           *_bib_name_middlewares(mw)):
            fixed = middleware.transform(fixed)
        return fixed.entries[0]
    except Exception:  # bibtexparser's own failure: the caller reports the block as skipped
        return None


def _bib_warn_repeated_keys(recs: list[tuple[Any, str, dict[str, Any]]], repeated: dict[int, Any],
                            report: ReadReport) -> None:
    """Warn at the ``file:line`` of each entry of ``recs`` read despite a key an earlier entry
    has (``repeated``: :func:`_bib_repeated_key`) when its abstract is another text than
    that entry's (:func:`same_abstract`): two papers, both read, under one key (the warning
    names the first entry's line). One whose abstract is the same text is the same paper,
    merged by :func:`dedupe` (which names both records): no warning here.

    Keys that differ only in case (``SMITH2024``, ``smith2024``) are one key to BibTeX (and
    to a ``crossref``), which bibtexparser does not refuse: such an entry is a repeated key
    too, and says so (both spellings named) whatever its abstract."""
    first: dict[str, tuple[str, dict[str, Any], str]] = {}
    for entry, source, rec in recs:
        key = (entry.key or "").lower()
        earlier = first.get(key)
        if id(entry) not in repeated:
            if earlier is None:
                first[key] = (source, rec, entry.key or "")
                continue
            if earlier[2] == (entry.key or ""):
                continue
        if earlier is None:
            continue
        if earlier[2] != (entry.key or ""):
            mine, theirs = _as_text(rec.get("abstract")), _as_text(earlier[1].get("abstract"))
            if not mine or not theirs:
                continue  # (an entry without abstract is skipped as such)
            same = same_abstract(mine, theirs)
            report.warn(source, f"BibTeX entry {entry.key!r} repeats the key of the entry at {earlier[0]}, "
                                f"{earlier[2]!r}, in other capitals (one key to BibTeX, which ignores case); "
                                + ("the same abstract: one paper, merged" if same else
                                   "another abstract: both are read as papers, each with its own spelling"))
            continue
        mine, theirs = _as_text(rec.get("abstract")), _as_text(earlier[1].get("abstract"))
        if not mine or not theirs:
            continue  # (an entry without abstract is skipped as such)
        if not same_abstract(mine, theirs):
            report.warn(source, f"BibTeX entry {entry.key!r} repeats the key of the entry at {earlier[0]} "
                                "with another abstract; both are read as papers (a key names no paper "
                                "here), each with that key")


def _bib_repeated_fields(block: Any, library: Any, mw: Any, source: str, report: ReadReport) -> Any:
    """The entry of a BibTeX block that bibtexparser refused only because a field is written
    twice (``DuplicateFieldKeyBlock``, ``abstract = {...}`` twice), with the last value of
    each field kept, as for a JSON key written twice, and a warning at ``source`` naming the
    fields; the entry goes through the middlewares :func:`_read_bib` parses with (``@string``
    macros, enclosing braces, author names). None for any other block."""
    entry = getattr(block, "ignore_error_block", None)
    if type(block).__name__ != "DuplicateFieldKeyBlock" or entry is None or not hasattr(entry, "fields"):
        return None
    import bibtexparser

    repeated = sorted(getattr(block, "duplicate_keys", None) or ())
    try:
        dropped = [f.value for f in entry.fields if f.key in repeated]
        entry.fields = list({f.key: f for f in entry.fields}.values())  # the last of each key
        kept = [f.value for f in entry.fields if f.key in repeated]
        for value in kept:
            dropped.remove(value)
        out = _bib_finish_entry(bibtexparser, mw, library, entry)
    except Exception:  # bibtexparser's own failure: the caller reports the block as unparsed
        return None
    fields = ", ".join(repr(k) for k in repeated) or "a field"
    shown = ", ".join(_preview(v) if isinstance(v, str) else "..." for v in dropped)
    report.warn(source, f"BibTeX entry {out.key!r} has {fields} more than once; the last value is kept"
                + (f", not {shown}" if shown else ""))
    return out


# ---------------------------------------------------------------------------------------
# Atom feeds (arXiv's API)

#: The Atom namespace (RFC 4287) and arXiv's extension namespace of its API feed.
_ATOM = "http://www.w3.org/2005/Atom"
_ARXIV_NS = "http://arxiv.org/schemas/atom"

#: The root element of an Atom feed with the Atom namespace (``<feed xmlns="http://www.w3.org/
#: 2005/Atom">``, also under a prefix: ``<atom:feed xmlns:atom="...">``).
_ATOM_ROOT = re.compile(r"<(?:[\w.-]+:)?feed\b[^>]*\bxmlns(?::[\w.-]+)?\s*=\s*[\"']http://www\.w3\.org/2005/Atom[\"']")
#: What may come before an XML document's root element: a declaration, comments, a doctype.
_XML_PROLOG = re.compile(r"(?:\s+|<\?xml[^>]*\?>|<!--.*?-->|<!DOCTYPE[^>]*>)*", re.S)


def _atom_feed(text: str) -> bool:
    """True when ``text`` is an Atom feed (RFC 4287): after any XML declaration, comments and
    doctype, its root element is ``feed`` in the Atom namespace (what arXiv's API,
    ``export.arxiv.org/api/query``, answers). Told by content, whatever the file's name."""
    head = text[:20_000].lstrip("\ufeff")
    start = _XML_PROLOG.match(head).end()
    return _ATOM_ROOT.match(head, start) is not None


def _atom_text(elem: Any) -> Optional[str]:
    """The text of an Atom element (its text and its children's, as ``itertext`` gives them:
    an XHTML summary's markup is left out), stripped; None when the element is missing or
    holds only white space."""
    if elem is None:
        return None
    text = "".join(elem.itertext()).strip()
    return text or None


def _atom_record(entry: Any) -> dict[str, Any]:
    """The record of one Atom ``entry`` element (:mod:`xml.etree.ElementTree`) as the JSON
    readers take it, in the shape the ``feedparser`` package gives an entry of arXiv's API
    feed (read by :func:`_json_record` and :func:`_arxiv_result_fields`): ``id`` (for arXiv
    its abstract page's address, which gives the arXiv id), ``title`` (its white space, line
    breaks of arXiv's wrapped titles among them, made single spaces), ``summary`` (the
    abstract; ``content`` when there is no summary), ``published`` (the year; ``updated``
    when there is none), ``authors`` (each author's ``name``), ``url`` (the ``alternate``
    link), ``doi`` (``arxiv:doi``, else a link titled ``doi``) and ``arxiv_journal_ref``
    (``arxiv:journal_ref``, the venue arXiv states; else the venue is arXiv)."""
    def child(tag: str, ns: str = _ATOM) -> Optional[str]:
        return _atom_text(entry.find(f"{{{ns}}}{tag}"))

    rec: dict[str, Any] = {}
    for key, value in (("id", child("id")), ("title", child("title")),
                       ("summary", child("summary") or child("content")),
                       ("published", child("published") or child("updated"))):
        if value is not None:
            rec[key] = " ".join(value.split()) if key == "title" else value
    names = [_atom_text(a.find(f"{{{_ATOM}}}name")) for a in entry.findall(f"{{{_ATOM}}}author")]
    if any(names):
        rec["authors"] = [{"name": n} for n in names if n]
    doi = child("doi", _ARXIV_NS)
    for link in entry.findall(f"{{{_ATOM}}}link"):
        href = (link.get("href") or "").strip()
        if not href:
            continue
        if link.get("rel", "alternate") == "alternate" and "url" not in rec:
            rec["url"] = href
        elif doi is None and (link.get("title") or "").lower() == "doi":
            doi = href
    if doi is not None:
        rec["doi"] = doi
    if (ref := child("journal_ref", _ARXIV_NS)) is not None:
        rec["arxiv_journal_ref"] = " ".join(ref.split())
    if "published" in rec and not (isinstance(rec.get("id"), str) and _ARXIV_URL.match(rec["id"])):
        rec["date"] = rec["published"]  # (another feed's entry: its year from the date)
    return rec


def _read_atom(name: str, text: str, report: ReadReport) -> Iterator[Paper]:
    """An Atom feed (RFC 4287), such as arXiv's API answer (``export.arxiv.org/api/query``):
    one paper per ``entry`` (:func:`_atom_record`; an entry without a summary is skipped as
    any record without an abstract), each named by the line its ``<entry>`` opens on.

    Parsed with the standard library's :class:`xml.etree.ElementTree.XMLPullParser` (expat,
    which fetches no external entity), fed a line at a time, so each entry's line is known and
    the entries before a fault are kept: XML that is not well-formed (a feed cut off, an
    undefined entity) is skipped from the fault on, naming the fault's line and column and the
    entry it falls in, and a feed cut off (the text ends inside an element) is said as such;
    the build exits 1, as for a JSON array cut off.

    Raises:
        InputError: the root element is not an Atom ``feed`` (``--format atom`` on other XML);
            the text is no XML at all (it opens with no ``<``: ``--format atom`` on JSON Lines,
            CSV, BibTeX), naming the format it looks like (:func:`_sniff`), as the other forced
            readers do, instead of an XML fault at line 1.
    """
    import xml.etree.ElementTree as ET  # (only for Atom feeds)

    start = text.lstrip("\ufeff \t\r\n")
    if start and not start.startswith("<"):
        sniffed = _sniff(text)
        looks = (f"; it looks like {_FORMAT_NAMES[sniffed]}: --format {sniffed}, or no --format to choose by "
                 "extension") if sniffed not in ("atom", "venue") else ""
        raise InputError(name, f"not XML, so no Atom feed (an Atom feed opens with '<?xml' or '<feed'){looks}")

    parser = ET.XMLPullParser(events=("start", "end"))
    depth = 0
    root: Optional[Any] = None
    entry_line = 0  # the line the entry being read opens on (0: none open)
    lines = _LINE_WITH_END.findall(text.lstrip("\ufeff"))
    k = 0
    ended = False  # (all the text fed: a fault now is the file's end inside an element)
    try:
        for k, line in enumerate(lines, 1):
            parser.feed(line)
            for event, elem in parser.read_events():
                if event == "start":
                    depth += 1
                    if depth == 1:
                        root = elem
                        if elem.tag != f"{{{_ATOM}}}feed":
                            raise InputError(f"{name}:{k}", f"not an Atom feed: the root element is "
                                                            f"{_preview(elem.tag, 60)}, not an Atom 'feed'")
                    elif depth == 2 and elem.tag == f"{{{_ATOM}}}entry":
                        entry_line = k
                    continue
                depth -= 1
                if depth == 1 and elem.tag == f"{{{_ATOM}}}entry":
                    source = f"{name}:{entry_line}"
                    entry_line = 0
                    paper = _json_item_paper(_atom_record(elem), source, report)
                    root.remove(elem)  # (an entry read is not kept: memory follows the feed's entries)
                    if paper:
                        yield paper
        ended = True
        parser.close()
    except ET.ParseError as err:
        line, column = err.position
        inside = ""
        if entry_line:
            report.read += 1
            inside = f" inside the entry that opens on line {entry_line}, which is lost"
        if ended:
            report.skip(f"{name}:{entry_line or line}",
                        f"the Atom feed is cut off: the file ends at line {line}{inside}, without the feed's "
                        "closing tags; the entries before it were read")
        else:
            report.skip(f"{name}:{entry_line or line}",
                        f"XML is not well-formed at line {line}, column {column + 1} ({str(err).split(':')[0]})"
                        f"{inside}: the entries before it were read, any after it are lost")
        return
    if root is None:
        raise InputError(name, "no XML element: an Atom feed is a <feed> element holding <entry> elements")


def _parse(name: str, text: str, fmt: str, report: ReadReport) -> Iterator[Paper]:
    if fmt == "venue":
        return _read_venue(name, text, report)
    if fmt == "jsonl":
        return _read_jsonl(name, text, report)
    if fmt == "json":
        return _read_json(name, text, report)
    if fmt == "csv":
        return _read_csv(name, text, report, None)
    if fmt == "tsv":
        return _read_csv(name, text, report, "\t")
    if fmt == "bib":
        return _read_bib(name, text, report)
    if fmt == "atom":
        return _read_atom(name, text, report)
    raise InputError(name, f"unknown format {fmt!r}; expected one of {', '.join(FORMATS)}")


def _parse_file(name: str, path: Path, fmt: str, report: ReadReport) -> Iterator[Paper]:
    """The papers of a JSON Lines, CSV or TSV file that :func:`_stream_format` accepts, read
    line by line from disk (:class:`_FileLines`): the same records, warnings and skips as
    :func:`_parse` gives from the file's whole text."""
    if fmt == "jsonl":
        lines = _FileLines(path)
        try:
            yield from _jsonl_records(name, lines, report, {"lines": 0, "parsed": 0})
        finally:
            lines.close()
        return
    with open(path, encoding="utf-8-sig", newline="") as fh:
        head = fh.read(_CHECK_CHUNK)
        fh.seek(0)
        yield from _read_csv(name, head, report, "\t" if fmt == "tsv" else None, rows=fh, path=path)


# ---------------------------------------------------------------------------------------
# Public entry points

def read(paths: Sequence[Pathish], fmt: Optional[str] = None,
         report: Optional[ReadReport] = None) -> Iterator[Paper]:
    """Read papers from files (or ``"-"``, standard input), in order.

    Args:
        paths: files to read; ``"-"`` reads standard input (format from ``fmt``, else
            sniffed from the content).
        fmt: force a format for every path: one of :data:`FORMATS` (``"txt"`` and
            ``"ndjson"`` are accepted aliases); None picks by extension, then content.
        report: a :class:`ReadReport` to fill with counts, skipped records and warnings.

    Returns:
        An iterator of :class:`kg.records.Paper` (one per valid record; duplicates are
        not removed here, see :func:`dedupe`). ``Paper.source`` is ``"path:line"``. A
        file named twice (the same path, a symlink or a hard link to it), also in two calls
        filling one ``report``, is read once, with a warning; so is ``-`` named twice.

    Raises:
        InputError: at call time for an unknown ``fmt``, a missing path or a directory
            (all paths are checked first); during iteration for an empty, binary or
            unreadable file, a CSV without abstract column, or a JSON document of the
            wrong shape. Nothing else escapes.
    """
    report = report if report is not None else ReadReport()
    if fmt is not None:
        key = format_name(fmt)
        if key is None:
            raise InputError(f"--format {fmt}", unknown_format(fmt))
        fmt = key
    if isinstance(paths, (str, Path)):
        paths = [paths]
    report.order.extend("<stdin>" if str(p) == "-" else display_name(p) for p in paths)
    for p in paths:
        if str(p) == "-":
            continue
        path = Path(p)
        if not path.exists():
            raise InputError(str(p), missing_reason(path))
        if path.is_dir():
            raise InputError(str(p), "is a directory, expected a file")
    return _read_all(list(paths), fmt, report)


def format_name(value: str) -> Optional[str]:
    """The reader a ``--format`` value names: one of :data:`FORMATS`, compared without case
    and surrounding spaces, or an alias of one (``txt`` and ``text``: venue, ``ndjson``:
    jsonl, ``bibtex``: bib); None for any other value."""
    key = value.strip().lower()
    key = _FMT_ALIASES.get(key, key)
    return key if key in FORMATS else None


def names_venue(value: str) -> bool:
    """True when ``value`` names a venue rather than a file format: a venue of
    ``kg/data/venues.json`` (acronym or name, with or without a year: "ICML", "NeurIPS
    2023", "ICLR'24"), or a text with a year in it ("MyConf 2024")."""
    v = value.strip()
    if not v:
        return False
    if canonical_venue(v, None) != v or venue_table().get(_venue_key(v)) is not None:
        return True
    return re.search(r"(?<!\d)(?:19|20)\d\d(?!\d)", v) is not None


def unknown_format(value: str) -> str:
    """The message for a ``--format`` value that names no reader (:func:`format_name` is
    None): the formats there are, and, when the value names a venue (:func:`names_venue`),
    where a paper's venue comes from instead."""
    msg = f"unknown format {value!r}; expected one of {', '.join(FORMATS)}"
    if names_venue(value):
        msg += (" (--format says how the file is written, not the papers' venue: the venue comes from each "
                "record's venue field, BibTeX booktitle or journal, a venue dump's first line such as "
                "'ICML 2026 Papers', else --venue NAME, or else the file's name; --format venue reads a venue dump)")
    return msg


def missing_reason(path: Path) -> str:
    """Why ``path``, which does not exist as far as :meth:`Path.exists` can tell, cannot be
    read: a symbolic link that loops or points nowhere, or no such file."""
    if path.is_symlink():
        try:
            path.resolve(strict=True)
        except RuntimeError:  # Python < 3.13 reports a loop so
            return "symbolic link loop"
        except OSError as err:
            if err.errno == errno.ELOOP:
                return "symbolic link loop"
            return f"broken symbolic link (to {os.readlink(path)})"
    return "no such file"


def _read_all(paths: list[Pathish], fmt: Optional[str], report: ReadReport) -> Iterator[Paper]:
    for p in paths:
        if str(p) == "-":
            if report.stdin_read:  # a second read would find nothing
                report.warn("<stdin>", "standard input ('-') given twice: read once")
                continue
            report.stdin_read = True
        same = same_file_as(p, report.opened)
        if same is not None:
            report.warn(str(p), f"the same file as {same}, given twice: read once")
            continue
        if str(p) != "-" and display_name(p) != str(p) and not _FD_PATH.fullmatch(str(p)):
            report.warn(display_name(p), "the file's name is not UTF-8 text (a name saved in another encoding, "
                                         "such as Latin-1); messages, the graph's record of its input files and a "
                                         "venue named after the file write it as here")
        streamed = _stream_format(p, fmt)
        if streamed is not None:
            # plain UTF-8 JSON Lines or CSV: read record by record from disk, so memory
            # follows the records kept, not the file's size
            report.files += 1
            records_before = report.read
            try:
                for paper in _parse_file(display_name(p), Path(p), streamed, report):
                    report.yielded += 1
                    yield paper
            finally:
                report.reading, report.reading_line = None, 1
            report.add_input(display_name(p), InputFile(Path(display_name(p)).name, _file_sha256(Path(p)),
                                                        report.read - records_before, streamed))
            report.say_long_ids()
            continue
        warned = len(report.warnings)
        try:
            name, text = _load(p, report)
            report.files += 1
            chosen = _format_for(p, fmt, text, name)
        except InputError:
            # a file not read at all: warnings on how its bytes were decoded (cp1252 lines)
            # say nothing about records and would follow its skip line as noise
            del report.warnings[warned:]
            raise
        if fmt == "venue" and (records := _records_format(text)) is not None:
            report.warn(f"{name}:1", f"--format venue reads this file as a venue dump (a header line, then "
                                     f"one abstract per paragraph), but it holds {_FORMAT_NAMES[records]} "
                                     "records: their text is read as abstracts; leave out --format (or give "
                                     f"--format {records}) to read the records")
        if chosen == "venue" and (foreign := _foreign_format(text)) is not None:
            what, line = foreign
            if not fmt:
                raise InputError(f"{name}:{line}", f"looks like {what}, a format PaperKG does not read: "
                                                   "export the references as BibTeX, CSV or CSL-JSON")
            report.warn(f"{name}:{line}", f"--format venue reads this file as a venue dump, but it looks "
                                          f"like {what}: its tags and markup are read as abstract text")
        if chosen == "venue" and not fmt and (sniffed := _records_format(text)) is not None:
            # a .txt file holding records: JSON, BibTeX entries, or a table whose header names an
            # abstract column (Excel's "Unicode Text (*.txt)" export is UTF-16 TSV): a venue dump
            # opens with a line naming the venue, never with these
            report.warn(name, f"named like a venue dump but holds {_FORMAT_NAMES[sniffed]}: read as "
                              f"{_FORMAT_NAMES[sniffed]} (--format venue forces the venue reader)")
            chosen = sniffed
        report.reading = (name, text)
        records_before = report.read
        try:
            for paper in _parse(name, text, chosen, report):
                report.yielded += 1
                yield paper
        finally:
            report.reading = None
        report.add_input(name, InputFile(input_file_name(name),
                                         report.checksums.get(name, ""), report.read - records_before, chosen))
        report.say_long_ids()
    if not report.defer_bib_unresolved:
        report.say_bib_unresolved()


def same_file_as(p: Pathish, opened: dict[tuple[int, int], str]) -> Optional[str]:
    """The earlier path of ``opened`` that names the same regular file as ``p`` (same
    device and inode: a repeated path, a symlink or a hard link), else None; records
    ``p`` in ``opened``. Standard input, FIFOs and devices are never the same file (each
    read gives new data)."""
    if str(p) == "-":
        return None
    try:
        st = os.stat(p)
    except OSError:
        return None  # _load reports the problem
    if not stat.S_ISREG(st.st_mode):
        return None
    key = (st.st_dev, st.st_ino)
    if key in opened:
        return opened[key]
    opened[key] = str(p)
    return None


def dedupe(papers: Iterable[Paper], report: Optional[ReadReport] = None) -> Iterator[Paper]:
    """Keep one paper per id, the first one seen (input order decides).

    A later paper with the same id and the same abstract (:func:`same_abstract`: also once
    cleaned of markup, a Crossref ``<jats:p>`` abstract and its plain copy are one text) is
    dropped, counted in ``report.duplicates`` and named in a note (:func:`_note_duplicates`:
    what matched, and the two titles when they differ); the kept paper's key
    (:attr:`Paper.key`) becomes the keys of all its records (:func:`kg.records.joined_keys`),
    whichever rule below merged them. A later paper with the same id and another abstract is
    another paper (nothing valid is lost): it is known by its abstract's hash, its given id
    kept as its key, with a warning naming both records (:func:`_another_paper`), and is not
    counted as a duplicate. Because ids of
    id-less records hash the normalised abstract, identical abstracts in two files
    collapse into one paper here. A record without an id whose abstract is that of a
    record with one (a venue dump next to an OpenReview export; also written in other
    markup: :func:`plain_key`, :func:`same_abstract`) is the same paper: it is
    dropped in favour of the record with the id, wherever that comes in the input, and
    counted as a duplicate with a warning (naming both titles when they differ, and which one
    the paper keeps: :func:`_title_lost`); the identifiers the kept record lacks (arXiv id,
    DOI, url: :data:`_CARRIED_IDS`) are taken from the dropped one (the first such record
    giving each), so an arXiv address in its url still gives the paper its arXiv link. Two papers with different ids of their own and
    the same abstract are both kept (the ids say two papers), with a warning on the later.
    Two papers with different abstracts and the same title (:func:`title_key`; the same venue
    too when both name one), one of them or both without an id, are two papers, since a
    record without an id is known by its abstract; a warning on the later names both
    (an edited abstract is the usual cause; one warning per title, counting any further
    records of it: :func:`_warn_same_titles`), as a build into a store warns for a stored paper.
    Two papers with different ids that give one arXiv id or DOI are both kept, with a warning
    on the later (:func:`_warn_shared_external_ids`), except where one of them is known by its
    DOI only (its id is its DOI: a BibTeX entry with a ``doi`` and no other id) and the two
    abstracts are one text (:func:`same_abstract`): that record is a copy of the other, whose id
    is its own (more specific), and is dropped as a duplicate with a warning naming the record
    kept (:func:`_merge_doi_copies`; DOIs compared in small letters, DOI Handbook 2.4); so is such
    a record beside one of the same abstract with an id of its own and no DOI, which takes the
    DOI (an OpenReview record and the proceedings' BibTeX entry of one paper).

    Args:
        papers: papers in input order (e.g. from :func:`read`); consumed fully before the
            first paper is yielded (the preferred copy of a paper may come later).
        report: optional :class:`ReadReport` receiving duplicate counts and warnings.

    Returns:
        Iterator of papers with distinct ids, in first-seen order.
    """
    kept: list[Paper] = []
    seen: dict[str, tuple[str, str]] = {}
    # (dropped record's source, kept record's source, id, what matched, its title if another)
    same: list[tuple[str, str, str, str, Optional[tuple[str, str]]]] = []
    keys: dict[str, list[Optional[str]]] = {}  # kept id -> the keys of its records (Paper.key)
    titles: dict[str, Optional[str]] = {}  # kept id -> its title
    renamed: set[str] = set()  # ids :func:`_another_paper` gave
    first_paper: dict[str, Paper] = {}  # id -> the first record of it
    filled: dict[str, dict[str, Any]] = {}  # kept id -> fields it takes from its dropped copies
    for paper in papers:
        norm = normalise_abstract(paper.abstract)
        first = seen.get(paper.id)
        if first is not None and first[0] != norm and not same_abstract(first[0], norm):
            paper = _another_paper(paper, first[1], titles[paper.id], report)
            renamed.add(paper.id)
            first = seen.get(paper.id)
        if first is None:
            seen[paper.id] = (norm, paper.source)
            first_paper[paper.id] = paper
            keys[paper.id] = [paper.key]
            titles[paper.id] = paper.title
            kept.append(paper)
            continue
        keys[paper.id].append(paper.key)
        if report is not None:
            report.duplicates += 1
            report.merged.setdefault(paper.id, []).append(paper.source)
            what = "same abstract, neither record with an id" if has_hash_id(paper) else "same id and abstract"
            same.append((paper.source, first[1], paper.id, what, paper.title))
        # the fields the kept record lacks and this copy gives (its OpenAlex link, DOI, arXiv id,
        # url: _CARRIED_IDS; authors, venue, year), so which record comes first changes no link
        target = first_paper[paper.id]
        have = filled.setdefault(paper.id, {})
        if report is not None and paper.openalex and (target.openalex or have.get("openalex")) not in (
                None, paper.openalex):
            # two OpenAlex works of one paper (one DOI): the graph links one, so say which is lost
            work = target.openalex or have["openalex"]
            report.warn(paper.source, f"same paper {short_id(paper.id)} as {first[1]} under another OpenAlex "
                                      f"work, {paper.openalex}, than that record's {work}: merged into it, and "
                                      f"the graph links only {work}")
        for name in (*_CARRIED_IDS, *_FILLED_FIELDS):
            if not getattr(target, name) and name not in have and getattr(paper, name):
                have[name] = getattr(paper, name)
    if filled:
        kept = [replace(p, **filled[p.id]) if filled.get(p.id) else p for p in kept]
    kept = _merge_doi_copies(kept, seen, report, keys)
    kept = _merge_markup_copies(kept, seen, report, keys)
    # the text of every paper that has an id of its own
    with_id = {}
    for paper in kept:
        if not has_hash_id(paper):
            with_id.setdefault(seen[paper.id][0], paper)
    # the record with an id that each id-less record is a copy of (None: no such record)
    twins = {paper.id: with_id.get(seen[paper.id][0]) for paper in kept if has_hash_id(paper)}
    if with_id and None in twins.values():
        # the same text in other markup (a Crossref <jats:p> abstract, a BibTeX one in LaTeX,
        # and its plain copy) is the same abstract: candidates by their letters and digits
        # (plain_key), confirmed cleaned (same_abstract); only in a build that mixes records
        # with and without ids
        plain: dict[str, Paper] = {}
        for paper in kept:
            if not has_hash_id(paper):
                plain.setdefault(plain_key(seen[paper.id][0]), paper)
        for paper in kept:
            if has_hash_id(paper) and twins[paper.id] is None:
                twin = plain.get(plain_key(seen[paper.id][0]))
                if twin is not None and same_abstract(seen[twin.id][0], seen[paper.id][0]):
                    twins[paper.id] = twin
    if report is not None and same:
        # named once the paper's title is known: a record with an id of the same abstract, met
        # after the two id-less ones, gives the paper its title
        final = {pid: twins[pid].title if twins.get(pid) is not None else titles[pid] for pid in titles}
        _note_duplicates([(source, kept_at, pid, what, _titles_differ(title, titles[pid], final.get(pid)))
                          for source, kept_at, pid, what, title in same], report)
    # identifiers a dropped id-less twin gives the record kept for it, when that lacks them
    carried = _carried_ids(kept, twins)
    for paper in kept:
        if twins.get(paper.id) is not None:
            keys[twins[paper.id].id].extend(keys[paper.id])
    yielded: list[Paper] = []
    copies: list[tuple[Paper, Paper]] = []  # (id-less record dropped, record with an id kept for it)
    for paper in kept:
        twin = twins.get(paper.id)
        if twin is None:
            key = joined_keys(keys[paper.id])
            if key != paper.key:
                carried.setdefault(paper.id, {})["key"] = key
            first = with_id.get(seen[paper.id][0])
            if report is not None and first is not None and first is not paper and not has_hash_id(paper):
                # two ids, one text: kept apart (the ids say two papers), but said
                report.warn(paper.source, f"same abstract as paper {short_id(first.id)} ({first.source}) "
                                          f"under another id {short_id(paper.id)}; both kept")
            if carried.get(paper.id):
                paper = replace(paper, **carried[paper.id])
            yielded.append(paper)
            yield paper
        elif report is not None:
            report.duplicates += 1
            # (the records dropped as this id-less one: the kept record's too)
            report.merged.setdefault(twin.id, []).extend([paper.source, *report.merged.pop(paper.id, ())])
            copies.append((paper, twin))
    if report is not None:
        _warn_id_less_copies(copies, report)
        _warn_same_titles(yielded, report, frozenset(renamed))
        _warn_shared_external_ids(yielded, report)


def _titles_differ(dropped: Optional[str], first: Optional[str], final: Optional[str]) -> Optional[tuple]:
    """The titles a note on a record merged into an earlier one of its id names
    (:func:`_note_duplicates`): ``(dropped, first)`` when the dropped record's title is not the
    first record's, which the paper keeps; ``(dropped, first, final)`` when the paper ends up
    with another title still (``final``: a record with an id of the same abstract, for which
    both id-less records are dropped) that is not the dropped one's; None when nothing differs
    or a title is missing."""
    if final and first and title_key(final) != title_key(first):
        return (dropped, first, final) if dropped and title_key(dropped) != title_key(final) else None
    if dropped and first and title_key(dropped) != title_key(first):
        return (dropped, first)
    return None


def _another_paper(paper: Paper, first: str, title: Optional[str], report: Optional[ReadReport]) -> Paper:
    """``paper``, whose id an earlier record (at ``first``, ``file:line``) has with another
    abstract (:func:`same_abstract` says no), as the other paper it is: known by its abstract,
    its id the hash of :func:`paper_id` as for a record without id (deterministic: the same
    record gets it in every build), its given id kept as its key (:attr:`Paper.key`) when it
    gives none and that id is no DOI or arXiv id of its own (a CSL-JSON ``"id": "smith2024"``
    of two libraries, Pandoc's ``"item-1"`` of two files, a JSON Lines or CSV ``id`` reused).
    A warning at its ``file:line`` names both records and the two ids, and says so when the
    earlier record's title (``title``) is this one's (:func:`title_key`: an edited abstract of
    one paper, whose out-of-date record the user may drop). Nothing valid is lost:
    the rule of every input format, as for two BibTeX entries of one key
    (:func:`_bib_repeated_key`)."""
    given = paper.id
    new = paper_id(None, None, None, paper.abstract)
    key = paper.key
    if not key and given not in (paper.doi, paper.arxiv):
        key = given
    if report is not None:
        edited = "; the two have one title (an edited abstract? drop the record that is out of date)" \
            if paper.title and title and title_key(paper.title) == title_key(title) else ""
        report.warn(paper.source, f"id {short_id(given)} is that of {first}, whose abstract is another: two "
                                  f"papers, both kept; this one is known by its abstract (id {short_id(new)})"
                                  f"{edited}")
    return replace(paper, id=new, key=key)


def _title_lost(dropped: Paper, kept: Paper) -> str:
    """The clause a message on a record merged into another (``kept``) for their one abstract
    adds when ``dropped``'s title is lost with it: ``; its title 'B' is not that record's 'A',
    which the paper keeps`` when both have titles that differ (:func:`title_key`), ``; its title
    'B' is dropped with it (that record has none)`` when only ``dropped`` has one, else ""."""
    if not dropped.title or title_key(dropped.title) == title_key(kept.title):
        return ""
    if not kept.title:
        return f"; its title {dropped.title!r} is dropped with it (that record has none)"
    return f"; its title {dropped.title!r} is not that record's {kept.title!r}, which the paper keeps"


#: How many duplicates of one file :func:`_note_duplicates` names one by one; more are named in
#: one note (the first few of them, then how many more).
MAX_DUPLICATE_NOTES = 3
#: How many records that one note names.
DUPLICATES_NAMED = 5


def _note_duplicates(same: list[tuple[str, str, str, str, Optional[tuple[str, str]]]],
                     report: ReadReport) -> None:
    """Name the records :func:`dedupe` merged silently into an earlier record of the same id
    and text (``(dropped source, kept source, id, what matched, (its title, the kept one's)
    when the two titles differ)``), as notes (nothing is wrong: no warning, no exit status),
    so the "N duplicates merged" of a build's summary can be checked: each as ``file:line: same
    paper as FILE:LINE (same id and abstract, id ...); merged into it as a duplicate`` (``same
    abstract, neither record with an id`` for two records known by their abstract, a CSV of
    titles and abstracts), adding ``; its title 'A' is not that record's 'B', which the paper keeps`` when the titles
    differ (:func:`title_key`), or, for a file with more than :data:`MAX_DUPLICATE_NOTES` of them
    (a venue dump read beside its copy), one note at the first naming :data:`DUPLICATES_NAMED`
    of them and how many more, and the lines of those whose title differs (a note each when
    ``report.verbose``)."""
    by_file: dict[str, list[tuple[str, str, str, str, Optional[tuple[str, str]]]]] = {}
    for item in same:
        place = _SOURCE_PLACE.fullmatch(item[0])
        by_file.setdefault(place.group(1) if place else item[0], []).append(item)
    for name, items in by_file.items():
        if len(items) <= MAX_DUPLICATE_NOTES or report.verbose:
            for source, kept, pid, what, titles in items:
                other = "" if not titles else \
                    f"; its title {titles[0]!r} is not that record's {titles[1]!r}, which the paper keeps" \
                    if len(titles) == 2 else \
                    f"; its title {titles[0]!r} is not that record's {titles[1]!r}, and the paper keeps neither " \
                    f"but {titles[2]!r}, the title of the record with an id of this abstract"
                report.note(source, f"same paper as {kept} ({what}, id {short_id(pid)}); merged into it as a "
                                    f"duplicate{other}")
            continue

        def file_of(source: str) -> str:
            place = _SOURCE_PLACE.fullmatch(source)
            return place.group(1) if place else source

        def where(source: str, name: str) -> str:
            return source[len(name) + 1:] if source.startswith(name + ":") else source

        kept_files = {file_of(k) for _, k, _, _, _ in items}
        other = kept_files.pop() if len(kept_files) == 1 else None
        shown = ", ".join(f"{where(s, name)} (= {where(k, other) if other else k})"
                          for s, k, _, _, _ in items[:DUPLICATES_NAMED])
        more = f" and {len(items) - DUPLICATES_NAMED} more" if len(items) > DUPLICATES_NAMED else ""
        whats = sorted({item[3] for item in items}, reverse=True)
        retitled = [where(item[0], name) for item in items if item[4]]
        titled = (f"; {len(retitled)} of them under another title than that record's: line"
                  f"{'s' if len(retitled) > 1 else ''} {', '.join(retitled[:DUPLICATES_NAMED])}"
                  f"{' and more' if len(retitled) > DUPLICATES_NAMED else ''}") if retitled else ""
        report.note(items[0][0], f"{len(items)} records of this file are papers read before ({'; '.join(whats)})"
                                 f"{f' in {other}' if other else ''}, each merged into that record as "
                                 f"a duplicate: lines {shown}{more}{titled}")


def _warn_id_less_copies(copies: Sequence[tuple[Paper, Paper]], report: ReadReport) -> None:
    """Name the records without an id that :func:`dedupe` dropped for a record of the same
    abstract with one (``copies``: ``(dropped, kept)`` pairs, in input order), through
    :func:`warn_copies`: a warning each (``file:line: same abstract as paper 'X' (FILE:LINE);
    kept that record, which has an id``, with :func:`_title_lost`'s clause when the dropped
    record's title is lost with it), or one note for a file holding more than
    :data:`MAX_DUPLICATE_NOTES` of them whose titles agree (a venue dump read beside the export
    it was cut from)."""
    warn_copies([(dropped.source, kept.source,
                  f"same abstract as paper {short_id(kept.id)} ({kept.source}); kept that record, which has an id"
                  f"{_title_lost(dropped, kept)}", bool(_title_lost(dropped, kept)), "")
                 for dropped, kept in copies], report,
                "without an id have the abstract of a record with an id{other}: each merged as a duplicate into "
                "that record, which the paper keeps")


def warn_copies(copies: Sequence[tuple[str, str, str, bool, Union[str, tuple[str, ...]]]], report: ReadReport,
                said: str, kind: str = "note") -> None:
    """Warn of the records of a build dropped as copies of a record or paper kept for them, one
    file at a time, so a build's other warnings are not buried under one line per paper.

    ``copies``: ``(source, kept, warning, title lost, what)`` per record dropped, in input order:
    its ``file:line``, how a note names the record kept for it (its ``FILE:LINE``, or a stored
    paper's id as :func:`kg.records.short_id` quotes it), the warning it gets on its own, whether
    its title is lost with it, and what matched (``""`` when one thing always does; a tuple of
    several things, such as the fields a record lacks). A record
    whose title is lost gets its warning, always; so do the others of a file holding at most
    :data:`MAX_DUPLICATE_NOTES` of them, and every record when ``report.verbose`` (``kg build
    --verbose``). A file with more gets one message at the first instead, as
    :func:`_note_duplicates` gives a file's many same-id duplicates: ``N records of this file
    {said}: lines L (= KEPT), ... and M more``, naming :data:`DUPLICATES_NAMED` of them with the
    record each was dropped for; a note (``kind="note"``: nothing is wrong), or a warning
    (``kind="warning"``: the graph lost or doubled something), which adds that ``--verbose``
    lists each. In ``said``, ``{other}`` becomes `` in FILE`` when every
    ``kept`` is a line of that one file (whose name the list then leaves out), else nothing;
    ``{what}`` becomes the distinct ``what`` of that file's records (sorted, joined with ``; ``).
    Used by :func:`dedupe` (records dropped for a record of the build) and by a build into a
    store (``kg.pipeline._build_into_store``: records dropped for a stored paper, and, as
    warnings, stored records replaced, papers of a stored abstract kept beside it, updates
    that lose fields).

    Raises:
        ValueError: ``kind`` is neither ``"note"`` nor ``"warning"``.
    """
    if kind not in ("note", "warning"):
        raise ValueError(f"kind must be 'note' or 'warning', not {kind!r}")
    by_file: dict[str, list[tuple[str, str, str, Union[str, tuple[str, ...]]]]] = {}
    for source, kept, text, lost, what in copies:
        if lost or report.verbose:
            report.warn(source, text)
            continue
        place = _SOURCE_PLACE.fullmatch(source)
        by_file.setdefault(place.group(1) if place else source, []).append((source, kept, text, what))
    for name, items in by_file.items():
        if len(items) <= MAX_DUPLICATE_NOTES:
            for source, _, text, _ in items:
                report.warn(source, text)
            continue

        def where(source: str, file: Optional[str]) -> str:
            return source[len(file) + 1:] if file and source.startswith(file + ":") else source

        places = [_SOURCE_PLACE.fullmatch(k) for _, k, _, _ in items]
        kept_files = {m.group(1) for m in places if m}
        other = kept_files.pop() if len(kept_files) == 1 and all(places) else None
        shown = ", ".join(f"{where(s, name)} (= {where(k, other)})" for s, k, _, _ in items[:DUPLICATES_NAMED])
        more = f" and {len(items) - DUPLICATES_NAMED} more" if len(items) > DUPLICATES_NAMED else ""
        whats = "; ".join(sorted({w for item in items
                                  for w in (item[3] if isinstance(item[3], tuple) else (item[3],)) if w}))
        text = (f"{len(items)} records of this file "
                f"{said.format(other=f' in {other}' if other else '', what=whats)}: lines {shown}{more}")
        if kind == "note":
            report.note(items[0][0], text)
        else:
            report.warn(items[0][0], text + " (kg build --verbose: a warning for each)")


def known_by_doi(pid: str, doi: Optional[str]) -> bool:
    """True when a paper's id ``pid`` is its DOI ``doi`` (compared in small letters: DOIs are
    case-insensitive, DOI Handbook 2.4), i.e. the record gave no id of its own and no arXiv id
    (:func:`paper_id` fell back on the DOI): a BibTeX entry with only a ``doi`` field.
    Used by :func:`dedupe` and by a build into a store (:func:`doi_copy_of`)."""
    return bool(doi) and normalise_id(pid).lower() == doi.strip().lower()


def doi_copy_of(pid: str, doi: Optional[str], text: str, other_id: str, other_doi: Optional[str],
                other_text: str) -> bool:
    """True when the paper ``pid`` (DOI ``doi``, abstract ``text``) is a copy of the paper
    ``other_id`` (``other_doi``, ``other_text``) under a less specific id: ``pid`` is its DOI
    (:func:`known_by_doi`), ``other_id`` is another id of its own (not its DOI, not an abstract
    hash), the other gives the same DOI (equal in small letters, DOI Handbook 2.4: DOIs are
    case-insensitive) or none (an OpenReview record, and the proceedings' BibTeX entry that
    adds the DOI), and the abstracts are one text (:func:`same_abstract`). The rule of
    :func:`dedupe` and of a build into a store (``kg.pipeline._build_into_store``): the copy is
    dropped for the other, which takes its DOI."""
    if not doi or pid == other_id:
        return False
    if other_doi and doi.strip().lower() != other_doi.strip().lower():
        return False
    if not known_by_doi(pid, doi) or known_by_doi(other_id, other_doi):
        return False
    if other_id.startswith("h-") and other_id == paper_id(None, None, None, other_text):
        return False
    return same_abstract(text, other_text)


def _merge_doi_copies(kept: list[Paper], seen: dict[str, tuple[str, str]],
                      report: Optional[ReadReport],
                      keys: Optional[dict[str, list[Optional[str]]]] = None) -> list[Paper]:
    """The rule of :func:`dedupe` for a record known by its DOI only (:func:`known_by_doi`)
    beside a record of the same abstract with an id of its own and the same DOI or none
    (:func:`doi_copy_of`):
    one paper, the record with its own id (the first such one in input order), which takes the
    identifiers it lacks (:data:`_CARRIED_IDS`) from the dropped copy. The copy is counted in
    ``report.duplicates`` (its sources under the kept id in ``report.merged``) with a warning at
    its ``file:line`` naming the record kept.

    Args:
        kept: papers with distinct ids in input order; seen: id -> (normalised abstract, source);
        report: optional, gets the counts and warnings.
    Returns:
        ``kept`` without the copies (the same list when there are none), in input order.
    """
    by_doi: dict[str, list[Paper]] = {}
    for paper in kept:
        if paper.doi:
            by_doi.setdefault(paper.doi.strip().lower(), []).append(paper)
    drop: dict[str, Paper] = {}  # id of a copy -> the record kept for it
    for group in by_doi.values():
        if len(group) < 2:
            continue
        for paper in group:
            if not known_by_doi(paper.id, paper.doi):
                continue
            for other in group:
                if other.id not in drop and doi_copy_of(paper.id, paper.doi, seen[paper.id][0], other.id,
                                                        other.doi, seen[other.id][0]):
                    drop[paper.id] = other
                    break
    # a record known by its DOI only beside one of the same abstract with an id of its own and
    # no DOI (an OpenReview record and the proceedings' BibTeX entry): one paper too
    # (candidates by their letters and digits, plain_key, as the abstract may be in other markup:
    # BibTeX's LaTeX; doi_copy_of confirms with same_abstract)
    no_doi: dict[str, Paper] = {}
    for paper in kept:
        if not paper.doi and not has_hash_id(paper):
            no_doi.setdefault(plain_key(seen[paper.id][0]), paper)
    for paper in kept:
        other = no_doi.get(plain_key(seen[paper.id][0])) if known_by_doi(paper.id, paper.doi) else None
        if paper.id not in drop and other is not None and other.id not in drop and known_by_doi(paper.id, paper.doi) \
                and doi_copy_of(paper.id, paper.doi, seen[paper.id][0], other.id, None, seen[other.id][0]):
            drop[paper.id] = other
    return _without_copies(kept, drop, report, keys, lambda paper, other: (
        f"same DOI {paper.doi} and abstract as paper {short_id(other.id)} ({other.source}): one paper; kept "
        f"that record, whose id is its own, and dropped this one, known by its DOI only" if other.doi else
        f"same abstract as paper {short_id(other.id)} ({other.source}), which gives no DOI: one paper; kept "
        f"that record, whose id is its own, with this one's DOI {paper.doi}, and dropped this one, known by "
        f"its DOI only") + _title_lost(paper, other))


def _without_copies(kept: list[Paper], drop: dict[str, Paper], report: Optional[ReadReport],
                    keys: Optional[dict[str, list[Optional[str]]]],
                    say: Callable[[Paper, Paper], str]) -> list[Paper]:
    """``kept`` without the records ``drop`` names (id of a copy -> the record kept for it), in
    input order; each record kept takes the identifiers it lacks (:data:`_CARRIED_IDS`) from
    its copies. Each copy is counted in ``report.duplicates``, its sources go under the kept id
    in ``report.merged``, and ``say(copy, kept_record)`` is the warning at the copy's
    ``file:line``. ``keys`` (kept id -> the keys of its records, :attr:`Paper.key`), when
    given, has each copy's keys moved to the record kept for it. The last step of
    :func:`_merge_doi_copies` and :func:`_merge_markup_copies`."""
    if not drop:
        return kept
    if keys is not None:
        for copy_id, other in drop.items():
            keys.setdefault(other.id, []).extend(keys.pop(copy_id, ()))
    carried = _carried_ids(kept, drop)
    out = []
    for paper in kept:
        other = drop.get(paper.id)
        if other is None:
            out.append(replace(paper, **carried[paper.id]) if carried.get(paper.id) else paper)
            continue
        if report is not None:
            report.duplicates += 1
            report.merged.setdefault(other.id, []).extend([paper.source, *report.merged.pop(paper.id, ())])
            report.warn(paper.source, say(paper, other))
    return out


def _merge_markup_copies(kept: list[Paper], seen: dict[str, tuple[str, str]],
                         report: Optional[ReadReport],
                         keys: Optional[dict[str, list[Optional[str]]]] = None) -> list[Paper]:
    """The rule of :func:`dedupe` for two records without an id (their ids hash their abstracts)
    whose abstracts are one text in other markup or typography (a BibTeX ``3\\%`` and ``1--10``
    beside a JSON Lines ``3%`` and ``1–10``): candidates by :func:`plain_key`, confirmed by
    :func:`same_abstract`. One paper, the first record in input order, which takes the
    identifiers it lacks (:data:`_CARRIED_IDS`) from the dropped copy; the copy is counted in
    ``report.duplicates`` (its sources under the kept id in ``report.merged``) with a warning at
    its ``file:line`` naming the record kept.

    Args:
        kept: papers with distinct ids in input order; seen: id -> (normalised abstract, source);
        report: optional, gets the counts and warnings.
    Returns:
        ``kept`` without the copies (the same list when there are none), in input order.
    """
    by_key: dict[str, list[Paper]] = {}
    for paper in kept:
        if has_hash_id(paper):
            by_key.setdefault(plain_key(seen[paper.id][0]), []).append(paper)
    drop: dict[str, Paper] = {}  # id of a copy -> the record kept for it
    for group in by_key.values():
        for i, paper in enumerate(group[1:], 1):
            for first in group[:i]:
                if first.id not in drop and same_abstract(seen[first.id][0], seen[paper.id][0]):
                    drop[paper.id] = first
                    break
    return _without_copies(kept, drop, report, keys, lambda paper, first: (
        f"same abstract as paper {short_id(first.id)} ({first.source}) in other markup, neither with an id: "
        f"one paper; kept the first{_title_lost(paper, first)}"))


def _cleaned(norm: str) -> str:
    """``norm``, an abstract as :func:`normalise_abstract` gives it, cleaned of markup by
    :func:`kg.clean.clean` (as extraction reads it) and normalised again: a Crossref
    ``<jats:p>`` abstract and its plain copy give one text."""
    from kg.clean import clean  # kg.clean is the next stage: imported only when needed

    return normalise_abstract(clean(norm).text)


def same_abstract(a: str, b: str) -> bool:
    """True when two abstracts are one text: equal once normalised (:func:`normalise_abstract`),
    or once cleaned of markup too (:func:`_cleaned`: a Crossref ``<jats:p>`` abstract and its
    plain copy), then read as typography-blind (:func:`_typography_blind`: "1--10" and "1–10",
    ``x'' and “x”, ``$\\ell_1$`` and "l1", "MLLMs" and "Mllms", a text with and without its final
    full stop are one text). Used by :func:`dedupe` and by a build
    into a store for a paper it holds."""
    a, b = normalise_abstract(a), normalise_abstract(b)
    if a == b:
        return True
    a, b = _cleaned(a), _cleaned(b)
    return a == b or _typography_blind(a) == _typography_blind(b)


#: Superscript and subscript characters (Unicode decomposition <super> / <sub>): their runs are
#: written with "^" / "_" by :func:`_typography_blind` before NFKC would make "10³" "103".
_SUPER = "".join(c for c in map(chr, range(0xA0, 0x2100))
                 if unicodedata.decomposition(c).startswith("<super>"))
_SUB = "".join(c for c in map(chr, range(0xA0, 0x2100)) if unicodedata.decomposition(c).startswith("<sub>"))
_SCRIPT_RUN = re.compile(f"[{re.escape(_SUPER)}]+|[{re.escape(_SUB)}]+")


def _script_run(m: "re.Match[str]") -> str:
    """``^`` or ``_`` and the run's characters as NFKC gives them (:data:`_SCRIPT_RUN`)."""
    run = m.group(0)
    return ("^" if run[0] in _SUPER else "_") + unicodedata.normalize("NFKC", run)


#: Dashes and minus signs (Unicode Pd and U+2212), read as "-" by :func:`_typography_blind`.
_DASHES = re.compile("[\u2010-\u2015\u2212\u2e3a\u2e3b\ufe58\ufe63\uff0d]")
#: Curly, low and prime double quotes, read as '"' by :func:`_typography_blind`.
_DOUBLE_QUOTES = re.compile("[\u201c-\u201f\u2033\u00ab\u00bb]")
#: Curly, low and prime single quotes, read as "'" by :func:`_typography_blind`.
_SINGLE_QUOTES = re.compile("[\u2018-\u201b\u2032\u2039\u203a]")


#: The end of an abstract :func:`_typography_blind` leaves out: a run of sentence punctuation
#: (full stop, ellipsis, "!", "?", ";", ":", ",", the ideographic full stop) and white space.
_FINAL_PUNCTUATION = re.compile(r"[\s.…!?;:,。]+$")


def _typography_blind(text: str) -> str:
    """``text`` as :func:`same_abstract` compares two cleaned abstracts at last: a run of
    superscript or subscript characters as ``^`` or ``_`` and the run ("10³" as "10^3", as
    cleaning writes ``$10^3$``, never as "103"; "xᵢ" as "x_i"), then Unicode NFKC
    (compatibility characters such as "ℓ" and "ﬁ" as their letters: UAX #15), every dash and
    minus sign as "-", curly and prime quotes as straight ones, ``''`` (TeX's closing quote, left
    by a plain-text copy) as '"', white space runs as one space; since session 50 also in
    Unicode case folding (``str.casefold``: "MLLMs" and "Mllms" are one word) and without its
    final run of sentence punctuation (:data:`_FINAL_PUNCTUATION`: a copy that lost its last
    full stop). Only for comparing: the abstract a paper keeps is not changed."""
    if not text.isascii():
        text = _SCRIPT_RUN.sub(_script_run, text)
    text = unicodedata.normalize("NFKC", text).replace("''", '"').replace("``", '"')
    text = _SINGLE_QUOTES.sub("'", _DOUBLE_QUOTES.sub('"', _DASHES.sub("-", text)))
    return _FINAL_PUNCTUATION.sub("", " ".join(text.casefold().split()))


def plain_key(norm: str) -> str:
    """A cheap key under which an abstract and its copies in other markup meet (the candidates
    that :func:`same_abstract` then confirms, in :func:`dedupe` and a build into a store): its
    letters and digits in small ASCII letters, without accents (Unicode NFKD), HTML/JATS tags
    (and a JATS heading "Abstract"), entities and LaTeX macro names (``\\textbf``): ``<jats:p>We propose <i>X</i>.</jats:p>``,
    ``We propose \\emph{X}.`` and ``We propose X.`` give one key. A macro for a character
    counts as that character (:func:`kg.clean.latex_symbol`: ``$\\ell_1$`` as "l1", the key of
    "ℓ1" and "l1"). About 20 µs an abstract, where
    cleaning (:func:`kg.clean.clean`) takes 0.4 ms."""
    import html

    text = _TAG_OR_MACRO.sub(_key_of_markup, html.unescape(norm)) if _MARKUP_SIGN.search(norm) else norm
    # (= _NOT_ALNUM.sub("", ...).lower(): the ASCII bytes kept, then all but letters and
    # digits deleted, in C)
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").translate(
        None, _NOT_ALNUM_BYTES).decode("ascii").lower()


def _key_of_markup(m: "re.Match[str]") -> str:
    """What :func:`plain_key` puts for a match of :data:`_TAG_OR_MACRO`: for a LaTeX macro, the
    text it stands for (:func:`kg.clean.latex_symbol`) and its argument, or nothing for one that
    cleaning drops with its argument (``\\cite{kipf2017}``: :func:`kg.clean.dropped_with_argument`);
    for a tag, a space."""
    token = m.group(0)
    if token.startswith("\\"):
        from kg.clean import dropped_with_argument, latex_symbol  # the next stage: imported when needed

        name = re.match(r"\\([A-Za-z]+)", token).group(1)
        if dropped_with_argument(name):
            return " "
        return (latex_symbol(name) or " ") + token[1 + len(name):]
    return " "


#: A character of markup (HTML and JATS tags, entities, LaTeX): :func:`plain_key` strips only then.
_MARKUP_SIGN = re.compile(r"[<&\\]")
#: An HTML or JATS tag, or a LaTeX macro's name; a JATS abstract's heading "Abstract" whole,
#: as :mod:`kg.clean` drops it.
_TAG_OR_MACRO = re.compile(r"<(?:jats:)?title>\s*Abstract\s*</(?:jats:)?title>|</?[A-Za-z][^<>]*>"
                           r"|\\[A-Za-z]+\*?(?:\[[^\[\]{}]*\])?(?:\{[^{}]*\})?", re.IGNORECASE)
#: What :func:`plain_key` leaves out: everything but ASCII letters and digits.
_NOT_ALNUM = re.compile(r"[^A-Za-z0-9]+")
#: The ASCII bytes :data:`_NOT_ALNUM` matches (:func:`plain_key` deletes them).
_NOT_ALNUM_BYTES = bytes(b for b in range(128) if _NOT_ALNUM.fullmatch(chr(b)))


def _warn_shared_external_ids(papers: Sequence[Paper], report: ReadReport) -> None:
    """Warn when a paper gives the arXiv id or the DOI of an earlier one of ``papers`` under
    another id of its own: both stay (their ids say two papers), both get that
    ``schema:sameAs`` link, so the warning, at the later paper's ``file:line``, names the
    earlier paper and its source. One warning per pair of papers.

    Args:
        papers: the papers :func:`dedupe` keeps (distinct ids), in input order;
            report: gets the warnings.
    """
    first: dict[tuple[str, str], Paper] = {}
    warned: set[tuple[str, str]] = set()
    for paper in papers:
        for kind, value in (("arXiv id", paper.arxiv), ("DOI", paper.doi)):
            if not value:
                continue
            earlier = first.setdefault((kind, value.lower()), paper)
            if earlier is paper or (earlier.id, paper.id) in warned:
                continue
            warned.add((earlier.id, paper.id))
            report.warn(paper.source, f"{kind} {value} is also that of paper {short_id(earlier.id)} "
                                      f"({earlier.source}) under another id {short_id(paper.id)}; both kept, "
                                      "each linked to it")


#: The identifiers of a paper that :func:`dedupe` carries from a dropped id-less record to the
#: record with an id kept for it, when the kept one lacks them.
_CARRIED_IDS = ("arxiv", "doi", "url", "openalex", "semanticscholar")

#: The metadata that :func:`dedupe` takes, beside :data:`_CARRIED_IDS`, from a record dropped for
#: an earlier one of the same id and abstract when that one lacks it (a CSV row of a DOI and a
#: title read before the OpenAlex work of that DOI, which gives the authors and venue).
_FILLED_FIELDS = ("authors", "venue", "year", "keywords")


def _carried_ids(kept: list[Paper], kept_for: dict[str, Optional[Paper]]) -> dict[str, dict[str, str]]:
    """The identifiers (:data:`_CARRIED_IDS`) that dropped records give the records kept for
    them, where those lack them: ``kept_for`` maps the id of a record to drop to the record kept
    in its place (None or absent: kept itself). Returns kept id -> {field: value}, the first
    value in ``kept`` order winning (for :func:`dataclasses.replace`)."""
    carried: dict[str, dict[str, str]] = {}
    for paper in kept:
        target = kept_for.get(paper.id)
        if target is not None:
            have = carried.setdefault(target.id, {})
            for name in _CARRIED_IDS:
                if getattr(target, name) is None and name not in have and getattr(paper, name):
                    have[name] = getattr(paper, name)
    return carried


def title_key(title: Optional[str]) -> str:
    """A title or venue as compared for the warning on edited id-less records: its words
    (letters and digits) in small letters, one space apart; "" for None."""
    return " ".join(re.findall(r"\w+", title.casefold())) if title else ""


def _warn_same_titles(papers: Sequence[Paper], report: ReadReport, said: frozenset = frozenset()) -> None:
    """Warn when a paper has the title (:func:`title_key`) of an earlier one of ``papers``, and
    its venue too when both name one, while one of the two has no id (their abstracts differ,
    since such a pair with one abstract is one paper): at the later paper's ``file:line``,
    naming the earlier. One warning per title: where more papers share it (a placeholder title
    such as "Untitled" in every row), that warning counts them and names their lines.

    Args:
        papers: the papers :func:`dedupe` keeps, in input order; report: gets the warnings;
        said: ids of papers whose id an earlier paper had (:func:`_another_paper`, whose
            warning says the title too): never the later paper of a pair here.
    """
    by_title: dict[str, list[Paper]] = {}
    pairs: dict[str, list[tuple[Paper, Paper]]] = {}  # title key -> (paper, the earlier it matches)
    for paper in papers:
        key = title_key(paper.title)
        if not key:
            continue
        if paper.id in said:
            by_title.setdefault(key, []).append(paper)
            continue
        venue = title_key(paper.venue)
        for other in by_title.get(key, ()):
            theirs = title_key(other.venue)
            if (venue and theirs and venue != theirs) or not (has_hash_id(paper) or has_hash_id(other)):
                continue
            pairs.setdefault(key, []).append((paper, other))
            break
        by_title.setdefault(key, []).append(paper)
    for found in pairs.values():
        (paper, other), rest = found[0], found[1:]
        venue = title_key(paper.venue) and title_key(other.venue)
        title = paper.title if len(paper.title) <= 80 else paper.title[:77] + "..."
        more = ""
        if rest:
            lines = [p.source for p, _ in rest]
            more = (f"; {len(rest)} more record{'s' if len(rest) > 1 else ''} of this title too: "
                    + ", ".join(lines[:5]) + (f" and {len(lines) - 5} more" if len(lines) > 5 else ""))
        report.warn(paper.source, f"record {'without an id ' if has_hash_id(paper) else ''}{short_id(paper.id)} "
                                  f"has the title {title!r}" + (" and the venue" if venue else "")
                    + f" of {'the record without an id' if has_hash_id(other) else 'paper'} {short_id(other.id)} "
                      f"({other.source}), with another abstract: both kept as two papers (a record without an "
                      "id is known by its abstract, and an edited abstract makes another paper); give the records "
                      f"ids, or drop the one that is out of date{more}")


def has_hash_id(paper: Paper) -> bool:
    """True when the paper's id is the abstract hash of :func:`paper_id` (no id given)."""
    return paper.id.startswith("h-") and paper.id == paper_id(None, None, None, paper.abstract)


def decode_text(data: bytes, name: str) -> tuple[str, list[Problem]]:
    """The text of a file that is no paper input (a gold file, a curation or gazetteer file, a
    ``.rq`` query), decoded as ``kg build`` decodes its inputs (:func:`_decode_bytes`): UTF-8
    (a byte-order mark dropped), UTF-16 / UTF-32 with a byte-order mark or told by their NUL
    bytes, a line that is not UTF-8 read as cp1252 (Latin-1 files included), each fallback
    with a warning naming file and line.

    Args:
        data: the file's bytes. name: the file's name in messages.
    Returns:
        ``(text, warnings)``: the text (line breaks as in the file) and the decoding's
        warnings as :class:`Problem` (source ``name`` or ``name:line``). Data of white space
        alone (or nothing) is returned as it is, with no warning: what an empty file means is
        the caller's to say.
    Raises:
        InputError: binary data (NUL bytes), or UTF-16 / UTF-32 that its byte-order mark
            announces and that does not decode.
    """
    if not data.strip():
        return data.decode("utf-8", "replace"), []
    report = ReadReport()
    text = _decode_bytes(data, name, report)
    return text, list(report.warnings)


def bad_rows_message(problems: list[str]) -> str:
    """One error message naming every bad row of a control file (curation, gazetteer): the
    first problem, then ``(and N more bad rows: ...)`` with the next five and ``...`` beyond,
    then ``; nothing was built``."""
    more = ""
    if len(problems) > 1:
        more = (f" (and {len(problems) - 1} more bad row{'s' if len(problems) > 2 else ''}: "
                + "; ".join(problems[1:6]) + ("; ..." if len(problems) > 6 else "") + ")")
    return problems[0] + more + "; nothing was built"


def read_control_file(path: Path, what: str, error: type[Exception],
                      warnings: Optional[list] = None) -> tuple[bytes, str]:
    """The bytes and the text of a small control file a build reads beside its input (the
    curation file, ``kg build --curation``; the user gazetteer, ``kg build --gazetteer``),
    decoded as the build's inputs are (:func:`decode_text`: UTF-8, UTF-16 / UTF-32, a line
    that is not UTF-8 read as cp1252 with a warning).

    Args:
        path: the file.
        what: its name in messages ("curation", "gazetteer").
        error: the exception class raised, with one message argument.
        warnings: when given, the decoding's warnings are appended as ``(where, message)``
            (``where``: ``PATH`` or ``PATH:LINE``).
    Returns:
        ``(data, text)``: the raw bytes (hashed by the caller for provenance) and the text,
        a leading byte-order mark left out.
    Raises:
        error: ``"PATH: cannot read the WHAT file (...)"`` when it cannot be read, or
            ``"PATH: the WHAT file cannot be read as text (...)"`` for binary data (the reason names the
            line of the first NUL byte).
    """
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise error(f"{path}: cannot read the {what} file ({exc.strerror or exc})") from None
    try:
        text, found = decode_text(data, str(path))
    except InputError as exc:
        raise error(f"{path}: the {what} file cannot be read as text ({exc.reason})") from None
    if warnings is not None:
        warnings += [(w.source, w.message) for w in found]
    return data, text


class ControlRowError(ValueError):
    """A bad row of a control file, raised by the ``parse_row`` of :func:`read_control_rows`
    with the reason alone; the reader adds the file and line (``PATH:LINE: reason``)."""


def read_control_rows(path: Path, what: str, error: type[Exception],
                      parse_row: Callable[[int, list[str]], Any], is_header: Callable[[list[str]], bool],
                      clean: Callable[[str], str] = str.strip, row_kind: str = "row",
                      effect: str = "it changes nothing",
                      on_comment: Optional[Callable[[int, str], None]] = None) -> tuple[bytes, list, list[tuple[str, str]]]:
    """The rows of a small CSV control file a build reads beside its input (the curation file,
    ``kg build --curation``, :func:`kg.curation.read`; the user gazetteer, ``kg build
    --gazetteer``, :func:`kg.user_gazetteer.read`), read the one way both are: decoded by
    :func:`read_control_file` (UTF-8, UTF-16 / UTF-32, a line that is not UTF-8 read as cp1252
    with a warning; a byte-order mark left out), split by :mod:`csv`, each cell passed through
    ``clean``; blank rows and rows whose first cell starts with ``#`` skipped, and the first other
    row skipped too when ``is_header`` says it is a header. Every bad row is collected before
    anything is raised, so one error names them all (:func:`bad_rows_message`).

    Args:
        path: the file.
        what: its name in messages ("curation", "gazetteer").
        error: the exception class raised, with one message argument.
        parse_row: ``(line, cells) -> row`` for each row that is neither skipped nor the header
            (``line``: the 1-based line where the row ends, as :attr:`csv.reader.line_num`
            counts); it raises :class:`ControlRowError` with the reason for a bad row.
        is_header: ``cells -> bool``, asked of the first row that is not skipped only.
        on_comment: ``(line, text) -> None``, called for each comment row in file order, between
            the rows around it (``text`` the line as written, trimmed); it may raise
            :class:`ControlRowError` for a bad comment, which is collected as a bad row is.
        clean: applied to each cell before anything else (default :meth:`str.strip`).
        row_kind, effect: the words of the warning for a file with no row: ``"the WHAT file
            holds no ROW_KIND row, only a header, comments or blank lines: EFFECT"`` (``"the
            WHAT file is empty: EFFECT"`` for an empty one).
    Returns:
        ``(data, rows, warnings)``: the raw bytes (hashed by the caller for provenance), what
        ``parse_row`` returned for each good row, in file order, and the warnings
        ``(where, message)``: lines read as cp1252, a file with no row.
    Raises:
        error: the file cannot be read or is not text (:func:`read_control_file`), or rows are
            bad: ``"PATH:LINE: reason"`` of the first bad row (a :class:`ControlRowError`, or
            the :mod:`csv` module's own error at the line it stopped), then the others
            (:func:`bad_rows_message`).
    """
    warnings: list[tuple[str, str]] = []
    data, text = read_control_file(path, what, error, warnings)
    rows: list = []
    problems: list[str] = []
    reader = csv.reader(io.StringIO(text, newline=""))
    seen_row = False
    lines: Optional[list[str]] = None  # (the text's lines, split for on_comment when first needed)
    try:
        for cells in reader:
            cells = [clean(c) for c in cells]
            if not any(cells) or cells[0].startswith("#"):
                if on_comment is not None and any(cells):
                    lines = lines if lines is not None else text.splitlines()
                    raw = lines[reader.line_num - 1] if reader.line_num <= len(lines) else ",".join(cells)
                    try:
                        on_comment(reader.line_num, raw.strip())
                    except ControlRowError as exc:
                        problems.append(f"{path}:{reader.line_num}: {exc}")
                continue
            first, seen_row = not seen_row, True
            if first and is_header(cells):
                continue
            try:
                rows.append(parse_row(reader.line_num, cells))
            except ControlRowError as exc:
                problems.append(f"{path}:{reader.line_num}: {exc}")
    except csv.Error as exc:
        problems.append(f"{path}:{reader.line_num}: {exc}")
    if problems:
        raise error(bad_rows_message(problems))
    if not rows:
        state = ("is empty" if not text.strip() else
                 f"holds no {row_kind} row, only a header, comments or blank lines")
        warnings.append((str(path), f"the {what} file {state}: {effect}"))
    return data, rows, warnings
