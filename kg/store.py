"""Persistent, crash-safe PaperKG store on disk (pyoxigraph / RocksDB) for incremental builds.

Layout of a store directory ``DIR``::

    DIR/lock                   writers' lock file (fcntl.flock, holds the writer's pid)
    DIR/CURRENT                name of the committed generation, e.g. ``gen-00000003``
    DIR/gen-00000003/oxigraph/ the graph: an Oxigraph (RocksDB) store, default graph only
    DIR/gen-00000003/records.jsonl   per-paper extraction records, one JSON object a line
    DIR/gen-00000003/store.json      the store's own facts (:meth:`GraphStore.load_meta`): the
                               base IRI it mints under, the papers removed, with the generation
                               that removed each, the builds of its papers, and the digests of
                               records.jsonl and of the graph's files, and the layout number
                               (``"layout": 2``, :data:`LAYOUT`: both digests then required),
                               absent in stores of older versions (whose records name no build:
                               ``{}``)
    DIR/gen-00000003/.readers  readers hold a shared flock on it while the generation is open

**Crash safety** (the ``CURRENT``-file scheme of LevelDB/RocksDB manifests): a committed
generation is never modified again. A build writes the whole new graph and its records into
a fresh directory ``.tmp-gen-N``, fsyncs it, renames it to ``gen-N`` and only then replaces
``CURRENT`` atomically (``os.replace`` of an fsynced temporary file). A crash or an exception
at any point before that last step leaves ``CURRENT`` naming the previous, complete
generation; the orphan directory is removed by the next writer. Because committed
generations are immutable, readers (``kg query``, ``kg serve``) open them with
``pyoxigraph.Store.read_only`` without the "reader while a writer writes" hazard, and a
build never blocks readers. Old generations are deleted after a commit unless a reader still
holds them (then the next commit retries). A ``CURRENT`` that names a generation whose
folder is gone (deleted, or a store copied in part) is a :class:`StoreError` naming the store,
that generation and the complete generations left (:meth:`GraphStore.generations`), with the
command that points ``CURRENT`` back at the newest; a writer then deletes nothing (the command
moves a ``CURRENT`` that is a folder or a symbolic link aside first, since ``echo`` would write
through a link). Opened with ``verify=True`` (``kg build``, ``kg query`` and ``kg serve``
``--store``), a generation is checked before it is used (:meth:`GraphStore._verify`): its
``store.json`` (types of its keys; missing only from an older version's layout), its graph's
files against the digest its commit wrote, and for a reader its records file too; a damaged
one is a :class:`StoreError` naming the file, with the way back.

**One writer at a time**: :meth:`GraphStore.open` (writer mode) takes a non-blocking
exclusive ``fcntl.flock`` on ``DIR/lock`` (:func:`kg.locks.take_lock`, shared with the
``--out`` folder's lock) and raises :class:`StoreLockedError`
("store DIR is locked by another build (pid N)") when another build holds it. The lock is
released by :meth:`GraphStore.close` or when the process ends (the kernel drops flocks).

**Limitation**: Oxigraph stores numeric literals as values, so their lexical form becomes
canonical (``"85.40"^^xsd:decimal`` comes back as ``"85.4"``, ``"5.0"`` as ``"5"``); the
value is equal, the text as written survives in ``kgo:resultText``. Export Turtle from the
rdflib graph, not from the store, where the written form of ``kgo:value`` matters.

**No-op builds**: a build whose records and graph equal the committed ones
(:meth:`GraphStore.holds_graph`) commits nothing and keeps the current generation, so a build
re-run on the same inputs (from cron) writes nothing and readers keep their generation.

Typical build (the pipeline)::

    with GraphStore.open("kgstore") as store:
        old = store.load_records()
        graph = build_graph(old + new)             # rdflib.Graph
        if not (nothing_new and store.holds_graph(graph)):
            store.replace_graph(graph, records=old + new)   # one atomic commit of both
"""
from __future__ import annotations

import json
import os
import re
import shlex
import shutil
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import BinaryIO, Optional, Union

import pyoxigraph as ox
import rdflib
from rdflib import BNode, Literal, URIRef
from rdflib.namespace import RDF, XSD

from kg.locks import LockedError, require_fcntl
from kg.ontology import PREFIXES

#: Suffixes of files PaperKG writes that hold no RDF (GraphML, the HTML view): refused as graph
#: files by :func:`rdf_format` (an HTML page would be read as RDFa, GraphML as RDF/XML).
NOT_RDF_SUFFIXES = frozenset({".graphml", ".html", ".htm"})
#: Suffixes of compressed files: no graph file is read compressed (:func:`rdf_format`).
COMPRESSED_SUFFIXES = frozenset({".gz", ".bz2", ".xz", ".zst", ".zip", ".z", ".lz4"})

#: rdflib's format names (:func:`rdflib.util.guess_format`) -> pyoxigraph's formats.
OX_FORMATS = {"turtle": ox.RdfFormat.TURTLE, "nt": ox.RdfFormat.N_TRIPLES, "nt11": ox.RdfFormat.N_TRIPLES,
              "ntriples": ox.RdfFormat.N_TRIPLES, "json-ld": ox.RdfFormat.JSON_LD,
              "xml": ox.RdfFormat.RDF_XML, "n3": ox.RdfFormat.N3, "trig": ox.RdfFormat.TRIG,
              "nquads": ox.RdfFormat.N_QUADS}


def rdf_format(path: Union[str, os.PathLike]) -> Optional[str]:
    """The RDF format of a graph file by its name, one rule for ``kg query``, ``kg serve``,
    ``kg validate`` and a store loading a file: rdflib's name for its suffix
    (:func:`rdflib.util.guess_format`: ``.ttl`` -> ``"turtle"``, ``.nt`` -> ``"nt"``,
    ``.jsonld`` / ``.json`` -> ``"json-ld"``, ``.rdf`` / ``.owl`` / ``.xml`` -> ``"xml"`` ...);
    another suffix or none (``graph.txt``, ``graph``): ``"turtle"`` (which N-Triples also is);
    None for a suffix of :data:`NOT_RDF_SUFFIXES` (no RDF), of a compressed file
    (:data:`COMPRESSED_SUFFIXES`: decompress it first) or of a format pyoxigraph, which runs the
    queries, does not read (TriX, RDFa in ``.svg`` / ``.xhtml``). pyoxigraph's format is
    ``OX_FORMATS[rdf_format(path)]``."""
    from rdflib.util import guess_format

    name = str(path)
    if Path(name).suffix.lower() in NOT_RDF_SUFFIXES | COMPRESSED_SUFFIXES:
        return None
    fmt = guess_format(name)
    if fmt is None:
        return "turtle"
    return fmt if fmt in OX_FORMATS else None

__all__ = [
    "GraphStore",
    "StoreError",
    "StoreLockedError",
    "to_ox",
    "from_ox",
]

_GEN_RE = re.compile(r"^gen-(\d{8})$")


#: The key of the store's facts (``store.json``) under which a commit records what its
#: ``records.jsonl`` holds (:func:`_records_digest`); absent in stores of older versions.
_RECORDS_KEY = "records_file"


def _records_digest(path: Path) -> dict:
    """What a records file holds: ``{"records": non-blank lines, "bytes": size, "sha256":
    hex digest}`` (FIPS 180-4 SHA-256 of the file's bytes).

    Raises:
        OSError: the file cannot be read (FileNotFoundError when it is missing).
    """
    import hashlib

    h, size, lines = hashlib.sha256(), 0, 0
    with open(path, "rb") as fh:
        for line in fh:
            h.update(line)
            size += len(line)
            lines += bool(line.strip())
    return {"records": lines, "bytes": size, "sha256": h.hexdigest()}


#: The key of the store's facts (``store.json``) under which a commit records the files of its
#: graph (:func:`_graph_digest`), so that readers (``kg query``, ``kg serve``) refuse a graph
#: whose files were cut short, lost or edited instead of answering from it; absent in stores
#: written before session 43.
_GRAPH_KEY = "graph_files"

#: The key of the store's facts (``store.json``) that names the layout of the generation's files
#: and facts (:data:`LAYOUT`); absent in stores written before it existed (session 43's fix).
_LAYOUT_KEY = "layout"

#: The layout each commit writes into ``store.json`` (``"layout": 2``). Layout 2: every commit
#: writes :data:`_RECORDS_KEY` and :data:`_GRAPH_KEY`, so a ``store.json`` of layout 2 (or later)
#: without either, or with no file in ``graph_files``, is damaged (edited, or cut), not an older
#: store; without the key (layout 1: stores written before), a store's facts are read as they
#: are, a digest missing from them meaning an older version wrote none.
LAYOUT = 2

#: Files of the graph's folder that hold no data and are left out of :func:`_graph_digest`:
#: RocksDB's information log (``LOG``, ``LOG.old.<time>``, which a user may delete) and its
#: empty lock file (a read-only open takes no lock).
_UNDIGESTED = re.compile(r"^(?:LOG|LOG\.old\..*|LOCK)$")


def _graph_digest(folder: Path) -> dict:
    """What a generation's graph folder (``oxigraph/``, RocksDB) holds: ``{file name: {"bytes":
    size, "sha256": hex digest}}`` for each of its files but :data:`_UNDIGESTED`. A committed
    generation is never written again (readers open it read-only, which changes no file), so
    the digest stays true until the files are damaged.

    Raises:
        OSError: a file cannot be read.
    """
    return {child.name: _graph_digest_of(child) for child in sorted(folder.iterdir())
            if not _UNDIGESTED.match(child.name) and child.is_file()}


def _graph_digest_of(path: Path) -> dict:
    """``{"bytes": size, "sha256": hex digest}`` of one file of a graph (:func:`_graph_digest`).

    Raises:
        OSError: the file cannot be read (FileNotFoundError when it is missing).
    """
    import hashlib

    h, size = hashlib.sha256(), 0
    with open(path, "rb") as fh:
        while chunk := fh.read(1 << 20):
            h.update(chunk)
            size += len(chunk)
    return {"bytes": size, "sha256": h.hexdigest()}


def _json_key_lines(text: str) -> dict[tuple, int]:
    """The line (from 1) of each member name and array item of the JSON ``text`` (which
    :func:`json.loads` read), by its path (member names and item indexes from the top:
    ``("builds", "a1b2", "inputs", 0)``); a name given twice keeps its last line, as
    :func:`json.loads` keeps its last value. For messages only: ``{}`` when the text cannot be
    walked (nested past the recursion limit). Never raises."""
    import bisect

    ws = re.compile(r"[ \t\n\r]*")
    decoder = json.JSONDecoder()
    out: dict[tuple, int] = {}
    breaks = [m.start() for m in re.finditer("\n", text)]

    def line(i: int) -> int:
        return bisect.bisect_left(breaks, i) + 1

    def value(i: int, path: tuple) -> int:
        i = ws.match(text, i).end()
        if text[i] == "{":
            i = ws.match(text, i + 1).end()
            if text[i] == "}":
                return i + 1
            while True:
                i = ws.match(text, i).end()
                key, end = json.decoder.scanstring(text, i + 1)
                out[path + (key,)] = line(i)
                end = ws.match(text, end).end() + 1  # the ':'
                i = ws.match(text, value(end, path + (key,))).end()
                if text[i] == "}":
                    return i + 1
                i += 1  # the ','
        if text[i] == "[":
            i = ws.match(text, i + 1).end()
            if text[i] == "]":
                return i + 1
            n = 0
            while True:
                i = ws.match(text, i).end()
                out[path + (n,)] = line(i)
                i = ws.match(text, value(i, path + (n,))).end()
                if text[i] == "]":
                    return i + 1
                i, n = i + 1, n + 1
        return decoder.raw_decode(text, i)[1]

    try:
        value(0, ())
    except (RecursionError, ValueError, IndexError):
        return {}
    return out


def _json_kind(value: object) -> str:
    """A JSON value's kind as a message names it: ``a string ("x")``, ``a number (5)``,
    ``an object``, ``an array``, ``true``, ``null`` ... (a value shown up to 40 characters)."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "an array"
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    shown = json.dumps(value, ensure_ascii=False)
    shown = shown if len(shown) <= 40 else shown[:37] + "..."
    return f"{'a string' if isinstance(value, str) else 'a number'} ({shown})"


_SHA256_RE = re.compile(r"^[0-9a-f]{64}$")


def _count(v: object) -> bool:
    """Whether ``v`` is a JSON whole number >= 0 (not ``true``, which Python counts as 1)."""
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


#: The parts of a build's input in ``store.json`` (:func:`kg.records.build_to_dict`), in order:
#: what each should be, and the test of it.
_INPUT_PARTS = (("a string (the file name)", lambda v: isinstance(v, str)),
                ("a string (its SHA-256)", lambda v: isinstance(v, str)),
                ("a whole number >= 0 (the records read)", _count),
                ("a string (the format it was read as)", lambda v: isinstance(v, str)))


def _meta_fault(meta: dict) -> Optional[tuple[tuple, str]]:
    """The first value of the store's facts (``store.json``, a JSON object) whose type is not
    the one PaperKG writes (keys it does not know are left alone, for a later version's facts):
    ``(path of the value, what is wrong)``, e.g. ``(("builds",), 'is a string ("x"), expected an
    object (build key -> the build's facts)')``; None when every known key holds what it should.

    The facts: ``base_iri`` a string; ``removed`` paper id -> generation name (strings);
    ``builds`` build key -> ``{"version": string (required), "inputs": [[name, sha256, records(,
    format)], ...], "sources": [strings], "tagger": true/false, "generation": string, "rules":
    string}``
    (:func:`kg.records.build_to_dict`); ``records_file`` ``{"records", "bytes": whole numbers
    >= 0, "sha256": 64 hexadecimal digits}`` (:func:`_records_digest`); ``graph_files`` file name ->
    ``{"bytes", "sha256"}`` (:func:`_graph_digest`), at least one; ``layout`` a whole number >= 1
    (:data:`LAYOUT`); ``changes`` generation -> its change record, an object
    (:func:`kg.changes.change_record`); and from 2 on ``records_file`` and ``graph_files`` present (the fault is then
    put on ``layout``'s line). Never raises."""

    def digest(path: tuple, d, keys: tuple) -> Optional[tuple[tuple, str]]:
        if not isinstance(d, dict):
            return path, f"is {_json_kind(d)}, expected an object ({', '.join(keys)})"
        for k in keys:
            if k not in d:
                return path, f"lacks \"{k}\""
            v = d[k]
            if k == "sha256" and not (isinstance(v, str) and _SHA256_RE.match(v)):
                return path + (k,), f"is {_json_kind(v)}, expected 64 hexadecimal digits (a SHA-256 digest)"
            if k != "sha256" and not _count(v):
                return path + (k,), f"is {_json_kind(v)}, expected a whole number >= 0"
        return None

    for key, value in meta.items():
        path = (key,)
        if key == "base_iri" and not isinstance(value, str):
            return path, f"is {_json_kind(value)}, expected a string (the IRI the store mints under)"
        if key == "removed":
            if not isinstance(value, dict):
                return path, f"is {_json_kind(value)}, expected an object (paper id -> the generation that removed it)"
            for pid, gen in value.items():
                if not isinstance(gen, str):
                    return path + (pid,), f"is {_json_kind(gen)}, expected a string (a generation name such as gen-00000003)"
        if key == "builds":
            if not isinstance(value, dict):
                return path, f"is {_json_kind(value)}, expected an object (build key -> the build's facts)"
            for bkey, b in value.items():
                where = path + (bkey,)
                if not isinstance(b, dict):
                    return where, f"is {_json_kind(b)}, expected an object (version, inputs, sources, tagger, generation)"
                if "version" not in b:
                    return where, "lacks \"version\" (the PaperKG version of the build)"
                for k in ("version", "generation", "rules"):
                    if k in b and not isinstance(b[k], str):
                        return where + (k,), f"is {_json_kind(b[k])}, expected a string"
                if "tagger" in b and not isinstance(b["tagger"], bool):
                    return where + ("tagger",), f"is {_json_kind(b['tagger'])}, expected true or false"
                if "sources" in b:
                    if not isinstance(b["sources"], list):
                        return where + ("sources",), f"is {_json_kind(b['sources'])}, expected an array of IRIs (strings)"
                    for i, s in enumerate(b["sources"]):
                        if not isinstance(s, str):
                            return where + ("sources", i), f"is {_json_kind(s)}, expected a string (an IRI)"
                if "inputs" in b:
                    inputs = b["inputs"]
                    if not isinstance(inputs, list):
                        return where + ("inputs",), (f"is {_json_kind(inputs)}, expected an array of inputs "
                                                     f"[name, sha256, records(, format)]")
                    for i, f in enumerate(inputs):
                        if not isinstance(f, list) or len(f) not in (3, 4):
                            shown = f"an array of {len(f)}" if isinstance(f, list) else _json_kind(f)
                            return where + ("inputs", i), f"is {shown}, expected [name, sha256, records(, format)]"
                        for j, v in enumerate(f):
                            kind, ok = _INPUT_PARTS[j]
                            if not ok(v):
                                return where + ("inputs", i, j), f"is {_json_kind(v)}, expected {kind}"
        if key == "changes":  # (kg.changes: generation -> its change record)
            if not isinstance(value, dict):
                return path, f"is {_json_kind(value)}, expected an object (generation -> its change record)"
            for gen, record in value.items():
                if not isinstance(record, dict):
                    return path + (gen,), f"is {_json_kind(record)}, expected an object (the generation's change record)"
        if key == _RECORDS_KEY:
            fault = digest(path, value, ("records", "bytes", "sha256"))
            if fault:
                return fault
        if key == _LAYOUT_KEY and not (_count(value) and value >= 1):
            return path, f"is {_json_kind(value)}, expected a whole number >= 1 (the layout of the store's files)"
        if key == _GRAPH_KEY:
            if not isinstance(value, dict):
                return path, f"is {_json_kind(value)}, expected an object (file name -> its bytes and SHA-256)"
            if not value:
                return path, ("is an empty object, expected the files of the graph (every commit's graph has "
                              "files: CURRENT, MANIFEST ...)")
            for name, d in value.items():
                if name in ("", ".", "..") or "/" in name or "\\" in name or "\0" in name:
                    return path + (name,), "is no file name of the graph's folder"
                fault = digest(path + (name,), d, ("bytes", "sha256"))
                if fault:
                    return fault
    layout = meta.get(_LAYOUT_KEY)
    if layout is not None and layout >= 2:
        for key, what in ((_GRAPH_KEY, "the size and SHA-256 of each file of the graph"),
                          (_RECORDS_KEY, "the records, bytes and SHA-256 of records.jsonl")):
            if key not in meta:
                return (_LAYOUT_KEY,), (f"is {layout}, whose commits always write \"{key}\" ({what}), but "
                                        f"store.json has none (deleted by hand, or a damaged file)")
    return None


def _json_path(path: tuple) -> str:
    """A path of :func:`_meta_fault` as a message shows it: ``"builds" > "a1b2" > "inputs"[0][2]``."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (" > " if out else "") + json.dumps(part, ensure_ascii=False)
    return out


def _records_missing(path: Path, expected: Optional[dict]) -> str:
    """What :meth:`GraphStore.load_records` says of a records file that is missing: what its
    commit wrote there (``expected``, :func:`_records_digest`; None: not recorded)."""
    if expected is None:
        return f"{path}: missing (every commit writes it, also of no records)"
    return f"{path}: missing (the commit wrote {expected['records']} records there)"


def _records_mismatch(path: Path, found: dict, expected: dict) -> str:
    """What :meth:`GraphStore.load_records` says of a records file whose digest ``found`` is not
    the ``expected`` one its commit wrote (:func:`_records_digest`)."""
    if (found["records"], found["bytes"]) == (expected["records"], expected["bytes"]):
        return (f"{path}: holds other bytes than its commit wrote (its {found['records']} records and "
                f"{found['bytes']} bytes have another SHA-256: edited, or a disk fault)")
    return (f"{path}: holds {found['records']} records ({found['bytes']} bytes), not the {expected['records']} "
            f"({expected['bytes']} bytes) its commit wrote (cut short, emptied or edited)")


#: prov:wasInfluencedBy, by which a graph's dataset description names the builds of its papers
#: (written since session 28, with store.json's ``builds``: :meth:`GraphStore._check_older_layout`).
_PROV_INFLUENCED = "http://www.w3.org/ns/prov#wasInfluencedBy"


def _json_msg(exc: json.JSONDecodeError) -> str:
    """The reason of a JSON error without the dangling "at" of Python's wording ("Invalid
    control character at" -> "invalid control character"); the caller gives line and column."""
    msg = exc.msg.removesuffix(" at").removesuffix(" starting")
    return msg[:1].lower() + msg[1:]


def is_store_folder(path: Path) -> bool:
    """Whether ``path`` is a PaperKG store folder (it holds a committed generation's name)."""
    return (Path(path) / _CURRENT).is_file()


def _is_store_entry(name: str) -> bool:
    """True for the names a store folder holds (lock, generations, temporary files)."""
    return (name in (_LOCK, _CURRENT) or bool(_GEN_RE.match(name)) or name.startswith(".tmp-gen-")
            or name.startswith(f".{_CURRENT}.tmp"))
_CURRENT = "CURRENT"
_LOCK = "lock"
_READERS = ".readers"
_GRAPH_DIR = "oxigraph"
_RECORDS = "records.jsonl"
_META = "store.json"

TripleLike = tuple  # (subject, predicate, object) of rdflib terms


def shell_option(option: str, value: Union[str, Path]) -> str:
    """An option and its value as a message shows them in a command to copy into a POSIX
    shell: the value quoted when it needs it (:func:`shlex.quote`: ``--store '/tmp/my store'``),
    and joined to the option by ``=`` when it starts with ``-``, which argparse would take for
    an option (``'--remove=-x'``).

    Args:
        option: the long option (``--store``, ``--remove``); value: its value (a path or id).
    Returns:
        The shell words, e.g. ``--store kgstore`` or ``--remove 'doi:10.1/a(b)'``. Never raises.
    """
    import shlex

    value = str(value)
    if value.startswith("-"):
        return shlex.quote(f"{option}={value}")
    return f"{option} {shlex.quote(value)}"


class StoreError(RuntimeError):
    """A store directory is missing, damaged, or used in the wrong mode.

    Attributes:
        generation: the generation found damaged or missing (``gen-NNNNNNNN``), when the error
            is about one (:meth:`GraphStore._damaged`); None otherwise (a damaged ``CURRENT``,
            a lock ...). ``kg serve`` warns once per such generation.
    """

    generation: Optional[str] = None


def _naming(error: StoreError, generation: str) -> StoreError:
    """``error`` with :attr:`StoreError.generation` set to ``generation``."""
    error.generation = generation
    return error


_UTF8_BOM = b"\xef\xbb\xbf"


def skip_utf8_bom(fh: BinaryIO) -> bool:
    """Skip a UTF-8 byte-order mark at the start of the binary file ``fh`` (opened, at offset 0).

    Args:
        fh: a seekable binary file at its start.
    Returns:
        True if ``fh`` began with a BOM (``fh`` is then just after it); False otherwise
        (``fh`` is back at offset 0).
    """
    if fh.read(len(_UTF8_BOM)) == _UTF8_BOM:
        return True
    fh.seek(0)
    return False


def bulk_load_file(st: ox.Store, path: Union[str, os.PathLike], fmt: ox.RdfFormat, base_iri: str) -> None:
    """``st.bulk_load`` of the RDF file ``path``, a UTF-8 byte-order mark at its start skipped.

    pyoxigraph's parsers read a leading BOM as text ("U+FEFF is not a valid subject"), while
    rdflib (``kg validate``, ``kg link``) skips it, as Notepad and other editors write one; so
    ``kg query --graph``, ``kg serve --graph`` and ``kg validate`` read such a file alike.
    Positions in a parse error stay right: the BOM sits on line 1, before any triple.

    Args:
        st: the store to load into. path: the RDF file. fmt: its pyoxigraph format.
        base_iri: the base against which relative IRIs resolve.
    Raises:
        whatever ``ox.Store.bulk_load`` raises (SyntaxError, OSError, ValueError).
    """
    with open(path, "rb") as fh:
        if skip_utf8_bom(fh):
            st.bulk_load(input=fh, format=fmt, base_iri=base_iri)
        else:  # by path: pyoxigraph's error messages then name the file
            st.bulk_load(path=str(path), format=fmt, base_iri=base_iri)


#: pyoxigraph's formats that hold named graphs (RDF 1.1 datasets)
QUAD_FORMATS = (ox.RdfFormat.TRIG, ox.RdfFormat.N_QUADS)


def union_default_graph(st: ox.Store) -> int:
    """Copy every triple of a named graph of ``st`` into its default graph, so that a query
    without ``GRAPH`` sees a dataset file's (TriG, N-Quads) triples as one graph: the union
    default graph of Fuseki's ``unionDefaultGraph`` and Oxigraph's ``--union-default-graph``
    (SPARQL 1.1 Query 13.1 leaves the default graph of a dataset to the service). The named
    graphs stay as they were, for ``GRAPH ?g { ... }``.

    Args:
        st: a pyoxigraph store, changed in place.
    Returns:
        the number of quads read from named graphs (0: nothing changed).
    """
    default = ox.DefaultGraph()
    named = [ox.Quad(q.subject, q.predicate, q.object, default)
             for q in st.quads_for_pattern(None, None, None, None) if q.graph_name != default]
    if named:
        st.extend(named)
    return len(named)


def xml_error(path: Union[str, os.PathLike]) -> Optional[str]:
    """Where a file breaks XML's well-formedness (Python's expat, streamed: a few seconds per
    gigabyte), for RDF/XML: pyoxigraph's RDF/XML parser names no position ("XML namespaces are
    required in RDF/XML") and reads a file whose root element is never closed (a truncated
    download) without complaint.

    Text that entity references of the file's DTD blow up (:data:`XML_EXPANSION_LIMIT`) is
    refused too: expat allows a factor of 100 beyond 8 MiB, but rdflib's RDF/XML parser
    (``kg validate``) joins a text's pieces by repeated concatenation, quadratic in their
    number: 100,000 expansions of 20 characters (a 2 MB literal from a 1 KB file) took it
    over 100 s, where the file's own bytes never exceed its size.

    Returns:
        ``"PATH:LINE:COLUMN: not well-formed XML: MESSAGE"`` (line and column from 1), or
        ``"PATH:LINE:COLUMN: input amplification by entity references ..."``, or None when the file is
        well-formed (or cannot be opened: the caller's own error stands).
    """
    import xml.parsers.expat

    parser = xml.parsers.expat.ParserCreate()
    try:
        size = os.path.getsize(path)
    except OSError:
        return None
    limit = max(XML_EXPANSION_LIMIT, 10 * size)
    seen = [0]

    def text(data: str) -> None:
        seen[0] += len(data)
        if seen[0] > limit:
            raise _XmlExpansion(parser.CurrentLineNumber, parser.CurrentColumnNumber + 1)

    parser.buffer_text = True  # one call per run of text, not one per line or entity
    parser.CharacterDataHandler = text
    try:
        with open(path, "rb") as fh:
            while chunk := fh.read(1 << 20):
                parser.Parse(chunk, False)
            parser.Parse(b"", True)
    except xml.parsers.expat.ExpatError as exc:
        return f"{path}:{exc.lineno}:{exc.offset + 1}: not well-formed XML: {xml.parsers.expat.ErrorString(exc.code)}"
    except _XmlExpansion as exc:
        line, col = exc.args
        return (f"{path}:{line}:{col}: input amplification by entity references: the text passes {limit:,} "
                f"characters from a file of {size:,} bytes (an entity expansion bomb?); refused: write the file "
                "without entity declarations (xmllint --noent expands them)")
    except OSError:
        return None
    return None


#: Characters of element text an XML file may deliver beyond ten times its size
#: (:func:`xml_error`): entity expansion past it is refused.
XML_EXPANSION_LIMIT = 1_000_000


class _XmlExpansion(Exception):
    """Raised from expat's text handler when entity expansion passes the limit: (line, column)."""


def rdfxml_error(path: Union[str, os.PathLike]) -> Optional[str]:
    """Where an RDF/XML file breaks: :func:`xml_error`, else where rdflib's RDF/XML parser
    stops (RDF/XML's own syntax, "Property element cannot have both rdf:nodeID and
    rdf:resource"), for a file pyoxigraph refused without a position. rdflib fills a graph
    (slow on a large file): call it only after a parse failed.

    Returns:
        ``"PATH:LINE:COLUMN: MESSAGE"`` (line and column from 1), or None when both read the file.
    """
    import xml.sax

    where = xml_error(path)
    if where is not None:
        return where
    try:
        rdflib.Graph().parse(str(path), format="xml")
    except xml.sax.SAXParseException as exc:
        return f"{path}:{exc.getLineNumber()}:{exc.getColumnNumber() + 1}: {exc.getMessage()}"
    except Exception as exc:  # rdflib's ParserError: "URI:LINE:COLUMN: message"
        found = re.match(r"(?s).*?:(\d+):(\d+): (.*)", str(exc))
        if found:
            return f"{path}:{found[1]}:{int(found[2]) + 1}: {found[3].strip().splitlines()[0]}"
    return None


class StoreLockedError(StoreError, LockedError):
    """Another process holds the store's writer lock (:func:`kg.locks.take_lock`)."""


# ----------------------------------------------------------------------------- term conversion

_RDF_LANGSTRING = str(RDF.langString)
_XSD_STRING = str(XSD.string)


def to_ox(term) -> Union[ox.NamedNode, ox.BlankNode, ox.Literal]:
    """Convert an rdflib term to the equivalent pyoxigraph term.

    Args:
        term: ``rdflib.URIRef``, ``rdflib.BNode`` or ``rdflib.Literal``.
    Returns:
        ``pyoxigraph.NamedNode``, ``BlankNode`` or ``Literal`` (lexical form kept as is).
    Raises:
        ValueError: for an invalid IRI or blank node id, or an unsupported term type.
    """
    if isinstance(term, URIRef):
        return ox.NamedNode(str(term))
    if isinstance(term, BNode):
        return ox.BlankNode(str(term))
    if isinstance(term, Literal):
        if term.language:
            return ox.Literal(str(term), language=term.language)
        if term.datatype is not None:
            return ox.Literal(str(term), datatype=ox.NamedNode(str(term.datatype)))
        return ox.Literal(str(term))
    raise ValueError(f"cannot store RDF term {term!r} of type {type(term).__name__}")


def from_ox(term) -> Union[URIRef, BNode, Literal, None]:
    """Convert a pyoxigraph term (or None for an unbound variable) to an rdflib term.

    ``xsd:string`` literals become plain rdflib literals (no datatype) and
    ``rdf:langString`` literals language-tagged ones, as rdflib's own parsers produce them,
    so results compare equal whichever engine made them.

    Raises:
        ValueError: for RDF-star triples terms (not used by PaperKG).
    """
    if term is None:
        return None
    if isinstance(term, ox.NamedNode):
        return URIRef(term.value)
    if isinstance(term, ox.BlankNode):
        return BNode(term.value)
    if isinstance(term, ox.Literal):
        if term.language:
            return Literal(term.value, lang=term.language)
        dt = term.datatype.value
        if dt == _XSD_STRING:
            return Literal(term.value)
        return Literal(term.value, datatype=URIRef(dt))
    raise ValueError(f"unsupported pyoxigraph term {term!r}")


def _quads(triples: Iterable[TripleLike]) -> Iterator[ox.Quad]:
    for s, p, o in triples:
        yield ox.Quad(to_ox(s), to_ox(p), to_ox(o))


# ----------------------------------------------------------------------------- file helpers


def _fsync_tree(root: Path) -> None:
    """fsync every file and directory under ``root`` (and ``root`` itself)."""
    for dirpath, _dirnames, filenames in os.walk(root):
        for name in filenames:
            fd = os.open(os.path.join(dirpath, name), os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
        _fsync_dir(Path(dirpath))


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _write_records(path: Path, records: list[dict]) -> None:
    """Write records as JSON Lines (sorted keys, UTF-8) to ``path`` and fsync it."""
    with open(path, "w", encoding="utf-8") as fh:
        for i, rec in enumerate(records):
            if not isinstance(rec, dict):
                raise TypeError(f"record {i} is a {type(rec).__name__}, expected dict")
            try:
                fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=True))
            except (TypeError, ValueError) as exc:
                raise TypeError(f"record {i} is not JSON-serialisable: {exc}") from exc
            fh.write("\n")
        fh.flush()
        os.fsync(fh.fileno())


# ----------------------------------------------------------------------------- the store


class GraphStore:
    """A PaperKG graph plus per-paper records, persisted in a directory (see module doc).

    Create with :meth:`open` (the writer, for builds) or ``open(dir, read_only=True)``
    (readers: ``kg query``, ``kg serve``). Use as a context manager or call :meth:`close`.

    Attributes:
        path: the store directory.
        read_only: True for a reader.
        generation: name of the generation this object sees (``gen-NNNNNNNN``), or None for
            a store that has never been committed (an empty graph, no records).
    """

    def __init__(self, path: Path, read_only: bool, verify: bool = False) -> None:
        """Internal: use :meth:`open`."""
        self.path = Path(path)
        self.read_only = read_only
        self.verify = verify
        self.generation: Optional[str] = None
        self._lock = None  # the writer's kg.locks.FileLock (None: no writer lock held)
        self._reader_fd: Optional[int] = None
        self._ox: Optional[ox.Store] = None

    # ------------------------------------------------------------------ opening / closing

    @classmethod
    def open(cls, path: Union[str, os.PathLike], read_only: bool = False, verify: bool = False,
             generation: Optional[str] = None) -> "GraphStore":
        """Open (writer: create if needed) the store in directory ``path``.

        Args:
            path: store directory.
            read_only: False (default) opens it for a build: creates the directory, takes the
                writer lock and removes debris of crashed builds. True opens the committed
                generation for queries; the directory must exist.
            verify: check that the generation opened (here and at each :meth:`refresh`) is
                complete before it is used (:meth:`_verify`: its ``store.json``, the graph's
                files against the digest its commit wrote, and for a reader its records file
                against theirs), as ``kg build --store``, ``kg query --store`` and
                ``kg serve --store`` open a store; False (default) leaves the records to
                :meth:`load_records` and the facts to :meth:`load_meta`.
            generation: read-only only: open this committed generation (``gen-NNNNNNNN``, still
                in the folder) instead of the one ``CURRENT`` names; :meth:`refresh` then moves
                to ``CURRENT``'s when it differs and opens. ``kg serve`` starts a replacement
                worker so on the generation its other workers serve when ``CURRENT``'s is damaged.
        Returns:
            the open :class:`GraphStore`.
        Raises:
            StoreLockedError: writer mode and another process holds the lock.
            StoreError: read-only and ``path`` is not a store, or the store is damaged;
                writer mode and ``path`` is a file, or a non-empty folder that is not a store;
                a path that is no UTF-8 text (pyoxigraph opens UTF-8 paths only); with
                ``verify``, a generation that is not complete (:meth:`_verify`).
        """
        p = Path(path)
        try:
            str(p.absolute()).encode("utf-8")
        except UnicodeEncodeError:
            # (a folder named in Latin-1 on a UTF-8 system): pyoxigraph opens UTF-8 paths only, and
            # said so ("The DB path is not valid UTF-8") without the path, after the extraction
            shown = os.fsencode(str(p)).decode("utf-8", errors="backslashreplace")
            raise StoreError(f"store {shown}: the folder's path is not UTF-8 text (a name saved in another "
                             "encoding, such as Latin-1), which the store's database cannot open; give a "
                             "folder whose path is UTF-8") from None
        store = cls(p, read_only, verify)
        if p.is_dir() and not (p / _CURRENT).is_file() and store._graph_folders():
            if not (p / _CURRENT).exists():
                # generations without the file naming the committed one (deleted, or not copied):
                # a build would start an empty store and delete them as debris, so refuse
                raise store._no_current()
            store._read_current()  # a folder (or device) named CURRENT: raises, with the way back
        if read_only:
            if not is_store_folder(p):
                dangling = store._dangling_current() if p.is_dir() else None
                what = (f"is not a PaperKG store (its CURRENT is a symbolic link to {dangling}, which does not "
                        f"exist, and it holds no generation)" if dangling is not None else
                        "is not a PaperKG store (no CURRENT file)" if p.is_dir() else
                        "is a file, not a PaperKG store (a store is a folder)" if p.exists() else
                        "does not exist")
                raise StoreError(f"store {p} {what}; build one with `kg build PATH... {shell_option('--store', p)}`")
        else:
            if p.is_dir() and not (p / _CURRENT).exists():
                foreign = sorted(c.name for c in p.iterdir() if not _is_store_entry(c.name))
                if foreign:
                    shown = ", ".join(foreign[:3]) + (" ..." if len(foreign) > 3 else "")
                    raise StoreError(f"store {p} is a folder that is not a PaperKG store and is not "
                                     f"empty ({shown}); give a new or empty folder")
            elif p.exists() and not p.is_dir():
                raise StoreError(f"store {p} is a file, not a PaperKG store (a store is a folder)")
            try:
                p.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StoreError(f"cannot create store directory {p}: {exc.strerror}") from exc
            store._acquire_lock()
            try:
                # before the debris goes: with CURRENT naming a missing generation, the "old"
                # generations _remove_debris deletes may be the only ones left to go back to
                store._check_current()
            except BaseException:
                store.close()
                raise
            store._remove_debris(generations=False)  # old generations: only after a commit
        if generation is not None and not (read_only and _GEN_RE.match(generation)):
            store.close()
            raise ValueError(f"generation={generation!r}: only a reader opens a given generation (gen-NNNNNNNN)")
        try:
            store._open_current(pin=generation)
        except BaseException:
            store.close()
            raise
        return store

    def _acquire_lock(self) -> None:
        from kg.locks import take_lock

        try:
            self._lock = take_lock(self.path / _LOCK, f"store {self.path}", StoreLockedError)
        except StoreLockedError:
            raise
        except OSError as exc:  # a read-only folder or file system, no permission
            raise StoreError(f"store {self.path}: cannot write there ({exc.strerror or exc}); a build needs "
                             "a store it can write (`kg query --store` reads a read-only one)") from None

    def _read_current(self) -> Optional[str]:
        """The generation ``CURRENT`` names; None when the file is absent (never committed).

        Raises:
            StoreError: the file is not one line naming a generation (empty, garbage, binary
                data: "not a text file", several lines), with the way back (:meth:`_way_back`).
        """
        current = self.path / _CURRENT
        try:
            data = current.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:  # a folder named CURRENT, no permission
            raise StoreError(f"{current}: cannot read it ({exc.strerror or exc}); {self._way_back()}") from None
        text = data.decode("utf-8", errors="replace")
        name = text.strip()
        if _GEN_RE.match(name):
            return name
        lines = [(i, line.strip()) for i, line in enumerate(text.splitlines(), 1) if line.strip()]
        if b"\x00" in data or "\ufffd" in text or any(not ch.isprintable() and not ch.isspace() for ch in text):
            # (binary data: its bytes quoted would garble the terminal, or say nothing)
            what = f"is not a text file ({len(data):,} bytes of binary data)"
        elif not lines:
            what = "is empty"
        elif all(_GEN_RE.match(line) for _i, line in lines):
            what = f"holds {len(lines)} generation names, not one"
        else:
            lineno, line = next((i, line) for i, line in lines if not _GEN_RE.match(line))
            what = f"line {lineno}: not a generation name: {line[:60]!r}"
        raise StoreError(f"{current}: {what} (the file should hold one line such as gen-00000003); "
                         f"{self._way_back()}")

    def generations(self) -> list[str]:
        """The complete generations in the store folder, oldest first: the ``gen-NNNNNNNN``
        folders that hold a graph (``oxigraph/``) and the readers' file a commit writes
        (the committed one and any older one a reader still held at the last commit).

        Returns:
            Their names (``["gen-00000002", "gen-00000003"]``); ``[]`` when there is none or
            the folder cannot be listed. Never raises.
        """
        try:
            children = sorted(self.path.iterdir())
        except OSError:
            return []
        return [c.name for c in children if _GEN_RE.match(c.name) and (c / _GRAPH_DIR).is_dir()
                and (c / _READERS).is_file()]

    def _graph_folders(self) -> list[str]:
        """The ``gen-NNNNNNNN`` folders that hold a graph, complete or not (oldest first);
        ``[]`` when the folder cannot be listed. Never raises."""
        try:
            return sorted(c.name for c in self.path.iterdir() if _GEN_RE.match(c.name)
                          and (c / _GRAPH_DIR).is_dir())
        except OSError:
            return []

    def _no_current(self) -> StoreError:
        """The error for a folder that holds generations but no ``CURRENT`` file (deleted, or
        the store copied without it): nothing is opened or deleted; the message names the
        generations and the way back (:meth:`_way_back`)."""
        gens = self._graph_folders()
        shown = ", ".join(gens[:3]) + (" ..." if len(gens) > 3 else "")
        incomplete = [g for g in gens if g not in self.generations()]
        how = self._way_back()
        current = self.path / _CURRENT
        if incomplete and not self.generations():
            aside = (f"`mv {shlex.quote(str(current))} {shlex.quote(str(current) + '.bad')}` (the link), then "
                     if current.is_symlink() else "")
            how = (f"{shown} lack{'s' if len(gens) == 1 else ''} the hidden file {_READERS} too (copied without "
                   f"hidden files?): `touch` it in the newest, then {aside}`echo` that generation's name into "
                   f"{shlex.quote(str(current))}, or restore the store folder from a backup")
        dangling = self._dangling_current()
        what, why = ((f"is a symbolic link to {dangling}, which does not exist",
                      "(a link made by hand, or the store copied with its links?)") if dangling is not None else
                     ("is missing", "(CURRENT deleted, or not copied with the store?)"))
        return StoreError(f"store {self.path}: the file {current} that names the committed generation {what}, "
                          f"but the folder holds {shown} {why}; {'' if self.read_only else 'nothing was changed; '}"
                          f"{how}")

    def _dangling_current(self) -> Optional[str]:
        """Where ``CURRENT`` points when it is a symbolic link to nothing (its target as the
        link holds it), else None. Never raises."""
        current = self.path / _CURRENT
        try:
            if current.is_symlink() and not current.exists():
                return os.readlink(current)
        except OSError:
            pass
        return None

    def _missing_generation(self, gen: str) -> StoreError:
        """The error for a ``CURRENT`` that names the generation ``gen`` whose folder (or its
        readers' file) is not there: it names the store, the generation and what is present,
        and how to recover (point ``CURRENT`` at the newest complete generation, restore a
        backup, or build anew)."""
        gen_dir = self.path / gen
        current = self.path / _CURRENT
        if gen_dir.is_dir() and (gen_dir / _GRAPH_DIR).is_dir():
            # the folder is there without its (hidden, empty) readers' file: copied without dot files?
            return _naming(StoreError(f"store {self.path}: the committed generation {gen} (named in {current}) "
                                      f"lacks its file {_READERS} (copied without hidden files?); recreate it "
                                      f"with `touch {shlex.quote(str(gen_dir / _READERS))}`"), gen)
        what = "is not complete (no graph in it)" if gen_dir.exists() else "does not exist"
        return _naming(StoreError(f"store {self.path}: {current} names generation {gen}, but the folder {gen_dir} "
                                  f"{what} (deleted, or not copied with the store?); "
                                  f"{self._way_back(exclude=gen)}"), gen)

    def _way_back(self, exclude: Optional[str] = None) -> str:
        """How to recover a store whose ``CURRENT`` file is missing, unreadable or names a
        missing generation: point it at the newest complete generation (other than
        ``exclude``), or, when there is none, restore a backup or build anew after moving the
        store aside (:meth:`_rebuild_hint`).

        Args:
            exclude: the generation ``CURRENT`` names but that is missing; going back from it
                loses what the builds after the one kept added, which the hint then says.

        Returns:
            the hint, a clause starting with "the store holds ..." or "no other generation ...".
            Never raises.
        """
        current = self.path / _CURRENT
        present = [g for g in self.generations() if g != exclude]
        if not present:
            return self._rebuild_hint()
        newest = present[-1]
        held = (f"generation {newest}" if len(present) == 1 else
                f"generations {', '.join(present)} ({newest} the newest)")
        if exclude and newest < exclude:
            lost = " (what later builds added is then lost: build those inputs again)"
        elif exclude:
            lost = f" (it is newer than {exclude}: check it holds the papers you expect)"
        else:
            lost = "" if len(present) == 1 else " (normally the last one committed)"
        quoted = shlex.quote(str(current))
        command = f"echo {newest} > {quoted}"
        if current.is_dir() or current.is_symlink():
            # a folder in the way, or a link (`echo` would write through it: to a file elsewhere,
            # or nowhere when its target's folder is gone): moved aside, never deleted by a suggestion
            command = f"mv {quoted} {shlex.quote(str(current) + '.bad')} && {command}"
        return (f"the store holds {held}: to go back to {'it' if len(present) == 1 else 'the newest'}, "
                f"`{command}`{lost}, or restore the store folder from a backup")

    def _rebuild_hint(self) -> str:
        """The way back from a damaged store that holds no other generation: restore a backup, or
        move the store aside and build it again, as commands to copy: ``mv ST ST.damaged`` (a
        name not taken: ``.damaged-2`` ... otherwise, since ``mv`` would move the store into an
        existing folder) and ``kg build PATH... --store ST --out OUT``. A build into the damaged
        folder itself is refused (it would start from the damaged generation), so the advice
        names the move first; a store named ``.`` or ``..`` is shown by its absolute path (moving
        the working folder would leave the build in it). Never raises."""
        folder = self.path
        if folder.name in ("", ".", ".."):
            folder = Path(os.path.abspath(folder))
        aside, n = folder.with_name(folder.name + ".damaged"), 2
        while os.path.lexists(aside):
            aside, n = folder.with_name(f"{folder.name}.damaged-{n}"), n + 1

        def word(path: Path) -> str:
            text = str(path)
            return shlex.quote("./" + text if text.startswith("-") else text)

        return (f"no other generation is present: restore the store folder from a backup, or move the damaged "
                f"store aside, `mv {word(folder)} {word(aside)}`, and build it again from all its source files, "
                f"`kg build PATH... --store {word(folder)} --out OUT` (a build into {folder} before the move is "
                f"refused)")

    def _check_current(self) -> None:
        """Raise :class:`StoreError` (:meth:`_missing_generation`) when ``CURRENT`` names a
        generation that is not in the folder; nothing for a store never committed."""
        gen = self._read_current()
        if gen is not None and not (self.path / gen / _READERS).is_file():
            raise self._missing_generation(gen)

    def _open_current(self, verify: Optional[bool] = None, pin: Optional[str] = None) -> None:
        """Open the committed generation read-only (retrying if a writer swaps it meanwhile).

        Args:
            verify: check that it is complete first (:meth:`_verify`); None: as the store was
                opened (:attr:`verify`). On failure the generation held before stays open.
            pin: open this generation instead of the one ``CURRENT`` names (:meth:`open`).
        Raises:
            StoreError: ``CURRENT`` is no generation name, or names one that is not in the
                folder (:meth:`_missing_generation`), or its graph cannot be opened, or (with
                ``verify``) it is not complete.
        """
        verify = self.verify if verify is None else verify
        fcntl = require_fcntl()
        for _attempt in range(5):
            gen = pin or self._read_current()
            if gen is None:
                self.generation, self._ox = None, ox.Store()  # never committed: empty graph
                return
            gen_dir = self.path / gen
            try:
                fd = os.open(gen_dir / _READERS, os.O_RDONLY)
            except FileNotFoundError:
                if pin:
                    raise _naming(StoreError(f"store {self.path}: generation {gen} is not in the folder (no "
                                             f"complete {gen_dir})"), gen) from None
                if self._read_current() == gen:
                    # CURRENT still names it: no writer swapped it away (a writer deletes only
                    # generations that CURRENT no longer names), so it is missing
                    raise self._missing_generation(gen) from None
                continue  # deleted by a writer after a newer commit: read CURRENT again
            fcntl.flock(fd, fcntl.LOCK_SH)
            if (not pin and self._read_current() != gen) or not gen_dir.is_dir():
                os.close(fd)
                continue
            try:
                if verify:  # before RocksDB reads the files: the fault is named by file
                    self._check_graph_files(gen)
                store = ox.Store.read_only(str(gen_dir / _GRAPH_DIR))
            except StoreError:
                os.close(fd)
                raise
            except (OSError, RuntimeError) as exc:  # (RuntimeError: RocksDB "Corruption: ...")
                os.close(fd)
                raise _naming(StoreError(f"store {self.path}: cannot open {gen}: {exc}; the generation is damaged "
                                         f"(edited, or a disk fault): {self._way_back(exclude=gen)}"), gen) from exc
            except BaseException:
                os.close(fd)
                raise
            held = self.generation, self._ox, self._reader_fd
            self.generation, self._ox, self._reader_fd = gen, store, fd
            if verify:
                try:
                    self._verify()
                except BaseException:
                    self.generation, self._ox, self._reader_fd = held
                    os.close(fd)
                    raise
            if held[2] is not None:
                os.close(held[2])  # the reader hold of the generation held before
            return
        raise StoreError(f"store {self.path}: CURRENT keeps changing; is a build running in a loop?")

    def _verify(self) -> None:
        """Check that the generation open is complete, as far as its commit recorded it: its
        ``store.json`` is valid (:meth:`load_meta`: JSON, the types of its keys, and present
        unless the generation is of an older version's layout) and, for a reader, which never
        loads the records, its ``records.jsonl`` is there and holds what its commit wrote
        (:meth:`_check_records_file`). The graph's files are checked before RocksDB opens them
        (:meth:`_check_graph_files`).

        Raises:
            StoreError: what is damaged, with the way back (:meth:`_damaged`).
        """
        self.load_meta()
        if self.read_only:
            self._check_records_file()

    def _check_graph_files(self, gen: str) -> None:
        """Compare the files of generation ``gen``'s graph with the digest its commit wrote
        into ``store.json`` (:data:`_GRAPH_KEY`, :func:`_graph_digest`): the folder holds the
        files it lists and no other (but RocksDB's :data:`_UNDIGESTED` log and lock, and
        folders, which RocksDB does not read; a read-only open writes no file there), each of
        the size and SHA-256 listed. Nothing when the commit wrote no digest, which only a
        store written before session 43 lacks (``store.json`` of :data:`LAYOUT` 2 without it
        is refused by :meth:`_parse_meta`).

        Raises:
            StoreError: a file is missing, of another size or other bytes, a file is there that
                the commit did not write, or ``store.json`` is damaged (:meth:`_parse_meta`), with
                the way back.
        """
        meta = self._parse_meta(gen)
        files = (meta or {}).get(_GRAPH_KEY)
        if files is None:
            return
        folder = self.path / gen / _GRAPH_DIR
        for name, expected in sorted(files.items()):
            path = folder / name
            try:
                found = _graph_digest_of(path)
            except FileNotFoundError:
                raise self._damaged(f"{path}: missing (the commit wrote {expected['bytes']} bytes of the graph "
                                    f"there)", gen) from None
            except OSError as exc:
                raise self._damaged(f"{path}: cannot read it ({exc.strerror or exc})", gen) from None
            if found["bytes"] != expected["bytes"]:
                raise self._damaged(f"{path}: holds {found['bytes']} bytes, not the {expected['bytes']} its "
                                    f"commit wrote (cut short, or edited)", gen)
            if found["sha256"] != expected["sha256"]:
                raise self._damaged(f"{path}: holds other bytes than its commit wrote (its {found['bytes']} bytes "
                                    f"have another SHA-256)", gen)
        try:
            present = sorted(c.name for c in folder.iterdir() if not _UNDIGESTED.match(c.name) and not c.is_dir())
        except OSError as exc:
            raise self._damaged(f"{folder}: cannot list it ({exc.strerror or exc})", gen) from None
        extra = [name for name in present if name not in files]
        if extra:
            shown = ", ".join(extra[:3]) + (f" and {len(extra) - 3} more" if len(extra) > 3 else "")
            raise self._damaged(f"{folder}: holds {'a file' if len(extra) == 1 else f'{len(extra)} files'} that "
                                f"its commit did not write ({shown}; {_META} lists {len(files)} files)", gen)

    def _release_reader(self) -> None:
        if self._reader_fd is not None:
            os.close(self._reader_fd)
            self._reader_fd = None

    def close(self) -> None:
        """Close the graph, drop the reader hold and (writer) release the lock. Idempotent."""
        self._ox = None
        self._release_reader()
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def discard_new(self, created: Path) -> None:
        """Writer only, when a build into a store folder that it created itself fails before
        its first commit (a missing input, no paper to build, Ctrl-C): delete what the build
        left in the folder (the lock file, temporary generations), release the lock and remove
        the folder, and the parent folders :meth:`open` created with it, up to ``created`` (the
        topmost of them), so the failed build leaves nothing behind, as if it had not run.
        The lock file is unlinked while it is still held, so no other build can take it
        meanwhile. Nothing (the store is only closed) when a generation is committed (a
        ``CURRENT`` file: another build committed into the folder) or the folder holds
        anything that is no store entry; a folder some other process fills meanwhile stays.

        Args:
            created: the topmost folder that did not exist before :meth:`open` (``path`` itself
                or one of its parents).
        """
        try:
            if self.read_only or self._lock is None or (self.path / _CURRENT).exists() \
                    or any(not _is_store_entry(c.name) for c in self.path.iterdir()):
                return
            for child in self.path.iterdir():
                if child.name.startswith(".tmp-gen-"):
                    shutil.rmtree(child, ignore_errors=True)
                elif child.name.startswith(f".{_CURRENT}.tmp"):
                    child.unlink(missing_ok=True)
            (self.path / _LOCK).unlink(missing_ok=True)
        except OSError:
            return
        finally:
            self.close()
        top, folder = Path(created).absolute(), self.path.absolute()
        while True:
            try:
                folder.rmdir()
            except OSError:
                return
            if folder == top or folder.parent == folder:
                return
            folder = folder.parent

    def __enter__(self) -> "GraphStore":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # ------------------------------------------------------------------ reading

    @property
    def ox(self) -> ox.Store:
        """The underlying (read-only) ``pyoxigraph.Store``. Raises StoreError when closed."""
        if self._ox is None:
            raise StoreError(f"store {self.path} is closed")
        return self._ox

    def __len__(self) -> int:
        """Number of triples in the committed graph."""
        return len(self.ox)

    def query(self, sparql: str, substitutions: Optional[dict] = None):
        """Run a SPARQL 1.1 query on the committed graph (pyoxigraph ``Store.query``).

        Args:
            sparql: the query text.
            substitutions: ``{pyoxigraph.Variable: term}`` bound per SEP-0007.
        Returns:
            ``QuerySolutions`` (SELECT), ``QueryBoolean`` (ASK) or ``QueryTriples``.
        Raises:
            SyntaxError: invalid query.
        """
        return self.ox.query(sparql, substitutions=substitutions)

    def refresh(self) -> bool:
        """Switch to the newest committed generation if a build committed one since opening.

        Cheap (reads the small ``CURRENT`` file); long-running readers such as ``kg serve``
        call it before each query. Returns True when it switched.
        """
        current = self._read_current()
        if current is None or current == self.generation:
            return False
        self._open_current()
        return True

    def to_rdflib(self) -> rdflib.Graph:
        """Export the committed graph as a new in-memory ``rdflib.Graph`` (PREFIXES bound)."""
        g = rdflib.Graph()
        for prefix, ns in PREFIXES.items():
            g.bind(prefix, ns)
        data = self.ox.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph())
        if data:
            g.parse(data=data.decode("utf-8"), format="nt")
        return g

    def holds_graph(self, graph: Union[rdflib.Graph, Iterable[TripleLike]]) -> bool:
        """Whether the committed graph is exactly ``graph``: the same number of triples, and
        every triple of ``graph`` in the store (a set comparison, done in the store's index).

        A build that changed nothing uses it to keep the committed generation instead of
        writing an identical new one. Literals are compared as Oxigraph stores them, so
        ``"85.40"^^xsd:decimal`` is ``"85.4"`` (see the module's *Limitation*); a graph that
        holds both forms of one value with the same subject and predicate never compares
        equal (the store holds one triple for the two), which costs only a commit.

        Args:
            graph: an ``rdflib.Graph``, a :class:`kg.graph.TripleIndex` or any iterable of
                ``(s, p, o)`` rdflib terms without duplicates.
        Returns:
            True when the graphs are equal; False at the first difference (a store never
            committed holds an empty graph).
        Raises:
            StoreError: the store is closed. ValueError: an invalid term.
        """
        store = self.ox
        if isinstance(graph, rdflib.Graph):
            triples: Iterable[TripleLike] = graph.triples((None, None, None))
            size = len(graph)
        else:
            triples = graph if hasattr(graph, "__len__") else list(graph)
            size = len(triples)
        if size != len(store):
            return False
        memo: dict[int, tuple] = {}  # id(term) -> (term, its pyoxigraph term): terms are
        # shared across triples, and hashing an rdflib Literal runs in Python

        def term(t):
            found = memo.get(id(t))
            if found is None or found[0] is not t:
                found = memo[id(t)] = (t, to_ox(t))
            return found[1]

        return all(ox.Quad(term(s), term(p), term(o)) in store for s, p, o in triples)

    def load_records(self) -> list[dict]:
        """The per-paper records of the committed generation (``[]`` for a new store).

        Raises:
            StoreError: the file is missing (every commit writes one), a line is not a JSON
                object (message names file and line), or the file is not what its commit
                wrote (:data:`_RECORDS_KEY`): cut short, emptied or edited.
        """
        if self.generation is None:
            return []
        path = self.path / self.generation / _RECORDS
        out: list[dict] = []
        expected = self.load_meta().get(_RECORDS_KEY)
        try:
            fh = open(path, "rb")  # decoded line by line, so a fault is named by its line
        except FileNotFoundError:
            raise self._damaged(_records_missing(path, expected)) from None
        except OSError as exc:  # a folder in its place, no permission
            raise self._damaged(f"{path}: cannot read it ({exc.strerror or exc})") from None
        import hashlib

        digest, size = hashlib.sha256(), 0
        with fh:
            for lineno, raw in enumerate(fh, 1):
                digest.update(raw)
                size += len(raw)
                try:
                    line = raw.decode("utf-8")
                except UnicodeDecodeError:
                    raise self._damaged(f"{path}:{lineno}: not UTF-8 text") from None
                if not line.strip():
                    continue
                try:
                    rec = json.loads(line)
                except json.JSONDecodeError as exc:
                    raise self._damaged(f"{path}:{lineno}:{exc.colno}: invalid JSON: {_json_msg(exc)}") from None
                except RecursionError:  # (a hand-made line of thousands of '[')
                    raise self._damaged(f"{path}:{lineno}: invalid JSON: nested too deeply") from None
                if not isinstance(rec, dict):
                    raise self._damaged(f"{path}:{lineno}: expected a JSON object")
                out.append(rec)
        found = {"records": len(out), "bytes": size, "sha256": digest.hexdigest()}
        if expected is not None and found != expected:
            # what the commit wrote (store.json) is not what the file holds: a file cut short at a
            # line break, emptied or edited would otherwise be committed as the whole store
            raise self._damaged(_records_mismatch(path, found, expected))
        return out

    def _check_records_file(self) -> None:
        """A reader's check of the committed generation's records, which it never loads: the
        file is there and, when its commit recorded a digest (:data:`_RECORDS_KEY`), holds
        it (:func:`_records_digest`: SHA-256 over the bytes, about 600 MB a second), without
        parsing the JSON; when it does not, :meth:`load_records` names the first line at fault.

        Raises:
            StoreError: as :meth:`load_records`.
        """
        if self.generation is None:
            return
        path = self.path / self.generation / _RECORDS
        expected = self.load_meta().get(_RECORDS_KEY)
        try:
            found = _records_digest(path)
        except FileNotFoundError:
            raise self._damaged(_records_missing(path, expected)) from None
        except OSError as exc:
            raise self._damaged(f"{path}: cannot read it ({exc.strerror or exc})") from None
        if expected is not None and found != expected:
            self.load_records()  # names a line that is no JSON object, if there is one
            raise self._damaged(_records_mismatch(path, found, expected))

    def load_meta(self) -> dict:
        """The store's own facts, kept in each generation beside its records (``store.json``):
        ``{"base_iri": IRI, "removed": {paper id: generation that removed it}, "builds": {build
        key: its facts}, "records_file": digest of records.jsonl, "graph_files": digest of the
        graph's files}``, each key only when known (:func:`_meta_fault` names their types). A
        build writes them with every commit (:meth:`replace_graph` ``meta=``), so a store
        emptied by removals still knows its base IRI, and a second removal of one paper can say
        when it went. ``{}`` for a new store or a generation of an older version's layout,
        written before store.json existed (:meth:`_check_older_layout`).

        Raises:
            StoreError: ``store.json`` is not a JSON object, a key of it holds a value of
                another type than PaperKG writes (the message names the file, the line and the
                key), or it is missing from a generation of a layout that has it.
        """
        if self.generation is None:
            return {}
        meta = self._parse_meta(self.generation)
        if meta is None:
            self._check_older_layout()
            return {}
        return meta

    def _parse_meta(self, gen: str) -> Optional[dict]:
        """The store's facts of generation ``gen`` (``store.json``), checked as
        :meth:`load_meta` says; None when the file is missing.

        Raises:
            StoreError: as :meth:`load_meta` (but for a missing file).
        """
        path = self.path / gen / _META
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except UnicodeDecodeError:
            raise self._damaged(f"{path}: not UTF-8 text", gen) from None
        except OSError as exc:  # a folder in its place, no permission
            raise self._damaged(f"{path}: cannot read it ({exc.strerror or exc})", gen) from None
        try:
            meta = json.loads(text)
        except json.JSONDecodeError as exc:
            raise self._damaged(f"{path}:{exc.lineno}:{exc.colno}: invalid JSON: {_json_msg(exc)}", gen) from None
        except RecursionError:
            raise self._damaged(f"{path}: invalid JSON: nested too deeply", gen) from None
        if not isinstance(meta, dict):
            raise self._damaged(f"{path}:1: expected a JSON object", gen)
        fault = _meta_fault(meta)
        if fault is not None:
            where, what = fault
            line = _json_key_lines(text).get(where)
            raise self._damaged(f"{path}{'' if line is None else f':{line}'}: {_json_path(where)} {what}", gen)
        return meta

    def _check_older_layout(self) -> None:
        """For the committed generation, which has no ``store.json``: nothing when it is of the
        layout PaperKG wrote before store.json existed (``oxigraph/``, ``records.jsonl`` and
        ``.readers``; records that name no build, a graph that names none); a StoreError when
        it has what only later versions write, beside store.json: records that name the build
        that extracted them (``"build"``, described only in store.json's ``builds``), a graph
        that names its builds (``prov:wasInfluencedBy``: also a store that removals emptied),
        or no records file at all (every version writes one). Going on would lose the builds
        and removed ids store.json held without a word.

        Raises:
            StoreError: the generation is damaged, with the way back (:meth:`_damaged`).
        """
        gen_dir = self.path / self.generation
        meta, records = gen_dir / _META, gen_dir / _RECORDS
        try:
            with open(records, "rb") as fh:
                for lineno, raw in enumerate(fh, 1):
                    if not raw.strip():
                        continue
                    try:
                        first = json.loads(raw)
                    except (ValueError, RecursionError):  # (load_records names the fault)
                        first = None
                    if isinstance(first, dict) and "build" in first:
                        raise self._damaged(f"{meta}: missing, but {records}:{lineno} is a record of the layout "
                                            f"that needs it (it names the build that extracted it, which only "
                                            f"store.json describes; a store of an older version has neither)")
                    break
        except FileNotFoundError:
            raise self._damaged(f"{meta}: missing, and so is {records} (every version of PaperKG writes the "
                                f"records file with each commit)") from None
        except OSError:
            return  # (a folder in its place: load_records names the fault)
        if self._ox is not None and self._ox.query(f"ASK {{ ?dataset <{_PROV_INFLUENCED}> ?build }}"):
            raise self._damaged(f"{meta}: missing, but the graph names the builds behind it (prov:wasInfluencedBy), "
                                f"which only store.json records (a store of an older version has neither)")

    def _damaged(self, what: str, gen: Optional[str] = None) -> StoreError:
        """The error for a committed generation (``gen``, default the one open) whose files
        are damaged (``what``: file, line and fault), with the way back: an older complete
        generation when the folder holds one (:meth:`_way_back`), else a backup or a new build
        from the source files after moving the store aside (:meth:`_rebuild_hint`)."""
        gen = gen or self.generation
        return _naming(StoreError(f"{what}; the store's committed generation {gen} is damaged (edited, or "
                                  f"a disk fault): {self._way_back(exclude=gen)}"), gen)

    # ------------------------------------------------------------------ writing

    def _require_writer(self) -> None:
        if self.read_only or self._lock is None:
            raise StoreError(f"store {self.path} is open read-only (or closed); open it for writing")

    def replace_graph(
        self,
        graph: Union[rdflib.Graph, Iterable[TripleLike]],
        records: Optional[list[dict]] = None,
        meta: Optional[dict] = None,
    ) -> str:
        """Atomically replace the whole graph (and, if given, the records) with a new version.

        Args:
            graph: an ``rdflib.Graph`` (its default-graph triples) or any iterable of
                ``(s, p, o)`` rdflib terms.
            records: JSON-serialisable dicts to store with it; None keeps the current ones.
            meta: the store's facts for the new generation (:meth:`load_meta`); None keeps
                the current ones.
        Returns:
            the name of the new committed generation.
        Raises:
            StoreError: store opened read-only.
            TypeError / ValueError: a record is not JSON-serialisable or a term is invalid;
            any exception raised while iterating ``graph`` propagates. In every failure case
            the previous generation stays the committed, intact state.
        """
        triples = graph.triples((None, None, None)) if isinstance(graph, rdflib.Graph) else graph
        return self._commit(lambda st: st.bulk_extend(_quads(triples)), records, meta)

    def replace(self, graph: Union[rdflib.Graph, Iterable[TripleLike]], records: list[dict],
                meta: Optional[dict] = None) -> str:
        """One atomic commit of a new graph, its records and (when given) the store's facts:
        ``replace_graph(graph, records=records, meta=meta)``."""
        return self.replace_graph(graph, records=records, meta=meta)

    def replace_from_file(self, path: Union[str, os.PathLike], records: Optional[list[dict]] = None) -> str:
        """Like :meth:`replace_graph`, with the graph read from an RDF file.

        The format comes from the extension (:func:`rdf_format`: ``.ttl``, ``.nt``, ``.jsonld``,
        ``.rdf`` ...; another or none: Turtle);
        loading runs in pyoxigraph (Rust), much faster than going through rdflib. A dataset
        file's (TriG, N-Quads) named graphs are also read as the default graph
        (:func:`union_default_graph`). Relative IRIs (``<#a>`` without ``@base``,
        ``rdf:about="#a"`` without ``xml:base``) resolve against the file's ``file:`` URI, its
        retrieval address (RFC 3986 section 5.1.3), as ``kg query --graph`` and ``kg validate``
        resolve them (:func:`kg.query.load_graph_file`; ``kg serve --graph`` loads through here).

        Raises:
            StoreError: unknown extension, unreadable or invalid file (message names it).
        """
        src = Path(path)
        fmt = OX_FORMATS.get(rdf_format(src) or "")
        if fmt is None:
            raise StoreError(f"{src}: unknown RDF file extension {src.suffix!r}")

        def load(st: ox.Store) -> None:
            rdfxml = fmt == ox.RdfFormat.RDF_XML
            where = xml_error(src) if rdfxml else None
            if where is not None:  # pyoxigraph names no line, and reads a truncated file
                raise StoreError(where)
            try:
                # without a base pyoxigraph refuses a relative IRI ("No scheme found")
                bulk_load_file(st, src, fmt, src.resolve().as_uri())
                if fmt in QUAD_FORMATS:
                    union_default_graph(st)
            except SyntaxError as exc:
                raise StoreError((rdfxml_error(src) if rdfxml else None) or f"{src}: {exc}") from None
            except OSError as exc:
                raise StoreError(f"{src}: {exc}") from None

        return self._commit(load, records)

    def save_records(self, records: list[dict]) -> None:
        """Atomically replace the records of the committed generation (graph unchanged).

        Prefer ``replace_graph(graph, records=...)``, which commits both at once. This one
        writes ``records.jsonl`` beside the committed graph via a temporary file and
        ``os.replace``; creates a first (empty-graph) generation in a new store.

        Raises:
            StoreError: store opened read-only. TypeError: a record is not serialisable.
        """
        self._require_writer()
        if self.generation is None:
            self._commit(lambda st: None, records)
            return
        gen_dir = self.path / self.generation
        meta = self.load_meta()
        tmp = gen_dir / f".{_RECORDS}.tmp-{os.getpid()}"
        meta_tmp = gen_dir / f".{_META}.tmp-{os.getpid()}"
        try:
            _write_records(tmp, records)
            meta[_RECORDS_KEY] = _records_digest(tmp)  # (the facts say what the new file holds)
            with open(meta_tmp, "w", encoding="utf-8") as fh:
                fh.write(json.dumps(meta, ensure_ascii=False, sort_keys=True, indent=1) + "\n")
            os.replace(tmp, gen_dir / _RECORDS)
            os.replace(meta_tmp, gen_dir / _META)
            _fsync_dir(gen_dir)
        finally:
            tmp.unlink(missing_ok=True)
            meta_tmp.unlink(missing_ok=True)

    def next_generation(self) -> str:
        """The name the next commit of this writer will take (``gen-NNNNNNNN``, one past the
        highest generation folder), for the store's facts that name it (:meth:`load_meta`).
        Stable while this writer holds the lock and commits nothing."""
        return self._next_generation()

    def _next_generation(self) -> str:
        numbers = [int(m.group(1)) for d in self.path.iterdir() if (m := _GEN_RE.match(d.name))]
        return f"gen-{max(numbers, default=0) + 1:08d}"

    def _commit(self, fill, records: Optional[list[dict]], meta: Optional[dict] = None) -> str:
        self._require_writer()
        gen = self._next_generation()
        tmp_dir = self.path / f".tmp-{gen}"
        if tmp_dir.exists():
            shutil.rmtree(tmp_dir)
        tmp_dir.mkdir()
        try:
            st = ox.Store(str(tmp_dir / _GRAPH_DIR))
            try:
                fill(st)
                st.flush()
                st.optimize()
            finally:
                del st  # closes RocksDB
            if records is None:
                records = self.load_records()
            _write_records(tmp_dir / _RECORDS, records)
            if meta is None:
                meta = self.load_meta()
            # what the records file holds, so that a file cut short, emptied or lost is found
            # (load_records) before a build commits what is left of it as the whole store, and
            # what the graph's files hold (RocksDB closed above: they are final), so that readers
            # refuse a damaged graph instead of answering from it (_check_graph_files)
            meta = dict(meta or {}, **{_RECORDS_KEY: _records_digest(tmp_dir / _RECORDS),
                                       _GRAPH_KEY: _graph_digest(tmp_dir / _GRAPH_DIR),
                                       _LAYOUT_KEY: LAYOUT})  # (readers then require both digests)
            if meta:
                with open(tmp_dir / _META, "w", encoding="utf-8") as fh:
                    fh.write(json.dumps(meta, ensure_ascii=False, sort_keys=True, indent=1) + "\n")
            (tmp_dir / _READERS).touch()
            _fsync_tree(tmp_dir)
            os.rename(tmp_dir, self.path / gen)
            _fsync_dir(self.path)
            cur_tmp = self.path / f".{_CURRENT}.tmp"
            with open(cur_tmp, "w", encoding="ascii") as fh:
                fh.write(gen + "\n")
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(cur_tmp, self.path / _CURRENT)  # the commit point
            _fsync_dir(self.path)
        except BaseException:
            shutil.rmtree(tmp_dir, ignore_errors=True)
            if self._read_current() != gen:
                shutil.rmtree(self.path / gen, ignore_errors=True)
            raise
        self._open_current(verify=False)  # (written above: its digests are true)
        self._remove_debris()
        return gen

    def _remove_debris(self, generations: bool = True) -> None:
        """Writer only: delete temp dirs of crashed builds and, with ``generations`` (after a
        commit), unused old generations. At opening only the temporaries go: a build that is
        then refused (a damaged generation, a bad ``--remove``) must leave the older
        generations, which are the way back (:meth:`_way_back`)."""
        current = self._read_current()
        for child in sorted(self.path.iterdir()):
            name = child.name
            if name.startswith(".tmp-gen-"):
                shutil.rmtree(child, ignore_errors=True)
            elif name.startswith(f".{_CURRENT}.tmp") or name == f".{_CURRENT}.tmp":
                child.unlink(missing_ok=True)
            elif generations and _GEN_RE.match(name) and name != current and child.is_dir():
                self._remove_generation_if_unused(child)

    @staticmethod
    def _remove_generation_if_unused(gen_dir: Path) -> None:
        fcntl = require_fcntl()
        try:
            fd = os.open(gen_dir / _READERS, os.O_RDONLY)
        except FileNotFoundError:
            shutil.rmtree(gen_dir, ignore_errors=True)  # incomplete: never committed
            return
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return  # a reader (kg serve / kg query) still uses it; retry at the next commit
        try:
            shutil.rmtree(gen_dir, ignore_errors=True)
        finally:
            os.close(fd)
