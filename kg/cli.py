"""The ``kg`` command: a thin layer that parses arguments and wires the stages.

Exit status (all subcommands):
    0  everything landed (build: every record built; validate: the graph conforms); also a
       build into a store that holds papers whose input holds no record (an empty file): nothing
       to add, with a warning naming the file (an empty input without one is 2)
    1  partial: some records were skipped (build), violations found (validate), some
       look-ups failed (link); ``kg build --missing-abstracts-ok``: 0 when every record
       skipped only lacks an abstract (:func:`kg.read.missing_abstract_skip`)
    2  usage, input or environment error: nothing was done (missing file, bad option,
       unreadable input, an extraction worker killed, e.g. out of memory)
    3  internal error (a bug: rerun with --debug for the traceback and report it)
  124  kg query: the query ran past its time limit (--timeout) and was stopped; nothing was
       written on stdout
  130  interrupted (Ctrl-C); previous exports (and a --store) are left intact
  143  terminated (SIGTERM, e.g. ``kill`` or a supervisor's stop); the same guarantees
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import traceback
from pathlib import Path
from typing import Iterable, Optional, Sequence

from kg import __version__
from kg.resources import resource_dir

EXIT_OK, EXIT_PARTIAL, EXIT_USAGE, EXIT_INTERNAL, EXIT_INTERRUPTED = 0, 1, 2, 3, 130
EXIT_TERMINATED = 143  # 128 + SIGTERM, as a shell reports a process ended by it


class _Terminated(KeyboardInterrupt):
    """Raised in the main thread when the process gets SIGTERM, so that a build unwinds as
    on Ctrl-C: its worker processes are shut down, the store's lock is released and no
    partial export replaces a previous one."""


#: How many SIGTERMs :func:`_on_sigterm` received in this process: ``main()`` called in-process
#: (a test) turns one into its exit status 143, so the test suite's fixture reads this to tell
#: a SIGTERM sent to stop the whole run from one a test sent itself (tests/conftest.py).
SIGTERMS_RECEIVED = [0]


def _on_sigterm(signum, frame) -> None:
    """SIGTERM handler of ``main()``: count it (:data:`SIGTERMS_RECEIVED`) and unwind as on
    Ctrl-C (:class:`_Terminated`)."""
    SIGTERMS_RECEIVED[0] += 1
    raise _Terminated()


def _exit_promptly() -> None:
    """Before a stopped command's process exits (Ctrl-C, SIGTERM; everything it must undo is
    undone by then): move every object to the collector's permanent generation
    (:func:`gc.freeze`), so that the interpreter's final collection does not walk the loaded
    spaCy pipeline and gazetteers. That walk took about 0.35 s of CPU, 2 to 4 s of wall time
    on a loaded machine, after a build's workers had already stopped (session 49). Objects
    are still freed by reference counting; only cycles left at exit are not collected, as
    for any frozen object. Called only when ``kg`` runs as a program (``main()`` without
    ``argv``), never in a process that goes on."""
    import gc

    gc.freeze()


class _IllTypedLiteralFilter:
    """A ``logging`` filter for rdflib's logger ``rdflib.term``: rdflib logs a literal whose
    text is not of its datatype (``"abc"^^xsd:integer``, ``"-2024-01-01"^^xsd:date``, an
    ill-typed literal, RDF 1.1 Concepts 3.3) as a warning with a Python traceback, which
    ``kg query``, ``kg validate`` and ``kg link`` would print for a graph holding one. The
    filter turns each into one ``kg: warning:`` line naming the datatype and the text (the
    converter's message), the first time that pair occurs, and drops repeats; other records
    pass unchanged. Not installed with ``--debug``."""

    PREFIX = "Failed to convert Literal lexical form to value."

    def __init__(self) -> None:
        self.seen: set = set()

    def filter(self, record) -> bool:
        """Rewrite or drop an ill-typed literal record; keep any other. Returns whether to log."""
        message = record.getMessage()
        if not message.startswith(self.PREFIX):
            return True
        datatype = re.search(r"Datatype=(\S+?),", message)
        exc = record.exc_info[1] if record.exc_info else None
        detail = str(exc).splitlines()[0] if exc is not None and str(exc) else type(exc).__name__
        lexical = self._lexical(record)
        # one warning per literal (datatype and text), whatever the converter said about it
        key = (datatype[1] if datatype else "", detail if lexical is None else lexical)
        if key in self.seen:
            return False
        self.seen.add(key)
        text = f" {lexical!r}" if lexical is not None and repr(lexical) not in detail else ""
        record.msg = (f"kg: warning: a literal of datatype {key[0] or '?'} whose text{text} is not of "
                      f"that datatype (ill-typed: {detail}); it is kept as written")
        record.args, record.exc_info, record.exc_text = (), None, None
        return True


    @staticmethod
    def _lexical(record) -> Optional[str]:
        """The literal's text, from the frame of rdflib's converter in the record's traceback
        (``_castLexicalToPython(lexical, datatype)``), or None. A converter's message does not
        always name it ("day is out of range for month")."""
        tb = record.exc_info[2] if record.exc_info else None
        while tb is not None:
            if tb.tb_frame.f_code.co_name == "_castLexicalToPython":
                value = tb.tb_frame.f_locals.get("lexical")
                return str(value) if isinstance(value, str) else None
            tb = tb.tb_next
        return None


def _quiet_ill_typed_literals() -> None:
    """Install one :class:`_IllTypedLiteralFilter` on rdflib's ``rdflib.term`` logger (once
    per process)."""
    import logging

    log = logging.getLogger("rdflib.term")
    if not any(isinstance(f, _IllTypedLiteralFilter) for f in log.filters):
        log.addFilter(_IllTypedLiteralFilter())


#: The distribution name PaperKG is installed under (pyproject.toml's ``[project] name``).
DISTRIBUTION = "paperkg"


def package_version() -> str:
    """The version of the installed ``paperkg`` distribution, read from its metadata
    (``importlib.metadata.version``; pyproject.toml's ``[project] version`` when it was
    installed), or :data:`kg.__version__` when no such distribution is installed (the code run
    from a checkout through ``PYTHONPATH`` alone). ``kg.__version__``, which the exports' software
    agent names (``software-paperkg-0.1.0``), stays a constant of the source so that a build never
    depends on what is installed; a test keeps the two equal to pyproject.toml's."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        return __version__


def git_commit(folder: Optional[Path] = None, timeout: float = 2.0) -> Optional[str]:
    """The commit checked out in the git work tree that holds the ``kg`` package's source
    (``folder``: by default the folder above ``kg/``), as ``git rev-parse --short=12 HEAD``
    prints it, with ``+`` when tracked files differ from it (``git status --porcelain
    --untracked-files=no`` prints anything); None when the source is no git checkout (an
    installed wheel), git is missing or does not answer within ``timeout`` seconds. Read only
    for ``kg --version``: no export records it (the build's rules fingerprint,
    :func:`kg.fingerprint.rules_fingerprint`, already tells the rules of two commits apart)."""
    import subprocess

    root = Path(folder) if folder is not None else Path(__file__).resolve().parent.parent
    if not (root / ".git").exists():
        return None
    try:
        head = subprocess.run(["git", "-C", str(root), "rev-parse", "--short=12", "HEAD"],
                              capture_output=True, text=True, timeout=timeout)
        if head.returncode != 0 or not head.stdout.strip():
            return None
        status = subprocess.run(["git", "-C", str(root), "status", "--porcelain", "--untracked-files=no"],
                                capture_output=True, text=True, timeout=timeout)
    except (OSError, subprocess.SubprocessError):
        return None
    return head.stdout.strip() + ("+" if status.returncode == 0 and status.stdout.strip() else "")


def version_line() -> str:
    """The line ``kg --version`` prints: ``kg VERSION (rules FINGERPRINT)``, VERSION from
    :func:`package_version` and the extraction fingerprint of
    :func:`kg.fingerprint.rules_fingerprint`; from a git checkout ``; git COMMIT`` is added inside
    the brackets (:func:`git_commit`: ``kg 0.1.0 (rules 3f2a9c0d1e4b5a67; git 2d37fc65a1b2)``),
    and when the installed distribution's version is not the running source's
    (:data:`kg.__version__`: an install older than the checkout run) ``; source VERSION``."""
    from kg.fingerprint import rules_fingerprint

    version = package_version()
    parts = [f"rules {rules_fingerprint()}"]
    commit = git_commit()
    if commit:
        parts.append(f"git {commit}")
    if version != __version__:
        parts.append(f"source {__version__}")
    return f"kg {version} ({'; '.join(parts)})"


class _VersionAction(argparse.Action):
    """``kg --version``: :func:`version_line`, ``kg 0.1.0 (rules 3f2a9c0d1e4b5a67)``, the
    package version (:func:`package_version`, from the installed distribution's metadata) and
    the extraction fingerprint (:func:`kg.fingerprint.rules_fingerprint`), which tells two
    commits of one version apart, and from a git checkout the commit; computed only when asked."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, help=None):
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        print(version_line())
        parser.exit()


class CliError(Exception):
    """A user-facing error: printed as one line, exit status 2."""


def _folder(value: str) -> Path:
    """argparse type: a folder path; an empty string is refused (it would mean the cwd), and
    so is ``-``, which elsewhere means stdin or stdout: the output is several files, never a
    stream (a folder named ``-`` is written ``./-``)."""
    if not value.strip():
        raise argparse.ArgumentTypeError("empty folder name")
    if value.strip() == "-":
        raise argparse.ArgumentTypeError("'-' is no folder: the output is several files, not a stream "
                                         "to stdout; name a folder (./- for one named '-')")
    return Path(value)


#: A whole number as ``kg``'s options take it: ASCII digits, with a ``-`` for a negative one
#: (``--seed -7``; an option that must be positive names its range then). Python's ``int()``
#: also takes ``+5``, ``1_0`` (digit grouping, PEP 515), surrounding white space and other
#: scripts' digits (``١٠``), none of which "the digits 0-9 only" of docs/CLI.md ("kg serve") allows.
_INTEGER = re.compile(r"-?[0-9]+")
#: A plain decimal number (``10``, ``2.5``, ``.5``, ``-1``): ASCII digits, an optional ``-`` and
#: fraction. ``float()`` also takes ``+5``, ``1_0``, ``1e3``, ``inf``, ``nan`` and white space.
_DECIMAL = re.compile(r"-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")


def _integer(text: str) -> int:
    """argparse type: a whole number written as plain ASCII digits with an optional ``-``
    (:data:`_INTEGER`; ``+5``, ``1_0``, `` 10``, ``1e3`` and ``10.0`` are refused). Returns the int;
    raises argparse.ArgumentTypeError saying what was expected. The option's own range is
    checked by the command, which names it."""
    if not _INTEGER.fullmatch(text):
        raise argparse.ArgumentTypeError(f"expected a whole number written with the digits 0-9, got {text!r}")
    return int(text)


def _decimal(text: str) -> float:
    """argparse type: a plain decimal number (:data:`_DECIMAL`: ``10``, ``2.5``; ``+5``, ``1_0``,
    ``1e3``, ``inf``, ``nan`` and white space are refused). Returns the float; raises
    argparse.ArgumentTypeError saying what was expected."""
    if not _DECIMAL.fullmatch(text):
        raise argparse.ArgumentTypeError(f"expected a plain decimal number such as 10 or 2.5, got {text!r}")
    return float(text)


def _positive_int(text: str) -> int:
    """argparse type: an integer >= 1, written as :func:`_integer` reads it."""
    n = _integer(text)
    if n < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {n}")
    return n


def _venue_name(text: str) -> str:
    """argparse type of ``kg build --venue``: a venue name with its surrounding white space
    dropped; an empty (or white-space) name or one holding a line break is refused
    (argparse.ArgumentTypeError)."""
    name = text.strip()
    if not name or any(ch in name for ch in "\r\n\t"):
        raise argparse.ArgumentTypeError(f"expected a venue name on one line (such as 'ICML' or 'ICML 2024'), "
                                         f"got {text!r}")
    return name


def _year_option(text: str) -> int:
    """argparse type of ``kg build --year``: a four-digit year (1000-9999, as the readers accept
    a record's year), written as :func:`_integer` reads it; else argparse.ArgumentTypeError."""
    n = _integer(text)
    if not 1000 <= n <= 9999:
        raise argparse.ArgumentTypeError(f"expected a four-digit year, got {text!r}")
    return n


def _input_format(text: str) -> str:
    """argparse type of ``kg build --format``: the reader named (:func:`kg.read.format_name`:
    a format of :data:`kg.read.FORMATS` in any case, or an alias such as ``txt``). Any other
    value is a usage error whose message lists the formats and, for a venue's name
    (``--format ICML``, ``--format "NeurIPS 2023"``), says where a venue comes from instead
    (:func:`kg.read.unknown_format`)."""
    from kg.read import format_name, unknown_format

    name = format_name(text)
    if name is None:
        raise argparse.ArgumentTypeError(unknown_format(text))
    return name


#: RFC 3986 section 3.1 (kept by RFC 3987): scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ).
_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")


#: Schemes whose IRIs name something other than a space of resource names, so that a base of
#: them cannot mint names: a mailbox (``mailto:``, RFC 6068: ``mailto:a@b/method/x`` is no
#: address), a telephone number (``tel:``, RFC 3966), inline data (``data:``, RFC 2397) and
#: script code (``javascript:``). ``--base-iri`` refuses them.
_NOT_A_NAME_SPACE = {"mailto": "a mailbox", "tel": "a telephone number", "data": "inline data",
                     "javascript": "script code"}
#: Schemes made for names that are not looked up (URNs, RFC 8141; tag URIs, RFC 4151): a base
#: of them is a deliberate choice (docs/CLI.md, "kg build options", ``--base-iri``: ``urn:example:kg:``),
#: said in a note.
_NAME_SCHEMES = frozenset({"urn", "tag"})


def base_iri_advice(base: str) -> Optional[tuple[str, str]]:
    """What a Linked-Data user should know about the resource IRIs minted under ``base``:
    ``("warning", message)``, ``("note", message)`` or None for an http(s) base ending in
    ``/`` or ``:``, which gives each resource an address of its own that a client can look
    up (the second Linked Data principle: "use HTTP URIs so that people can look up those
    names", Berners-Lee, "Linked Data", 2006).

    A base ending in ``#`` (``https://example.org/kg#``) is a warning: every minted IRI puts
    its path into the fragment (``https://example.org/kg#method/x``), and a client asks the
    server for the one document ``https://example.org/kg`` for every resource (hash URIs, W3C
    "Cool URIs for the Semantic Web", 2008, section 4.1, suit small vocabularies). Another
    scheme than http(s) is a warning too (``file:``, ``ftp:``: nothing a Linked-Data client
    dereferences), except ``urn:`` and ``tag:``, made for names, which get a note.

    Args:
        base: a base as :func:`base_iri_option` returns it (valid and normalised).
    Returns:
        None, or the kind and the message (without the ``kg: warning:`` prefix). Never raises.
    """
    scheme = base.split(":", 1)[0].lower()
    example = "https://example.org/kg/"
    if base.endswith("#"):
        return ("warning", f"--base-iri {base!r}: every minted IRI keeps its path in the fragment "
                           f"({base}method/...), so a client looking any of them up is sent the one "
                           f"document {base[:-1]} (a hash IRI); a base ending in '/', such as {example}, "
                           f"gives each resource an address of its own")
    if scheme in ("http", "https"):
        return None
    if scheme in _NAME_SCHEMES:
        return ("note", f"--base-iri {base!r}: the minted IRIs are {scheme}: names, which no client can "
                        f"look up on the Web; for Linked Data use an http(s) base such as {example}")
    return ("warning", f"--base-iri {base!r}: the minted IRIs are {scheme}: IRIs, which a Linked-Data "
                       f"client does not look up (it dereferences http(s) IRIs); use a base such as "
                       f"{example}, or urn: / tag: for names that are not looked up")


def base_iri_option(value: str) -> str:
    """Check a ``--base-iri`` value and return the base the minted IRIs start with.

    The value must be an absolute IRI (RFC 3987, section 2.2: a scheme, then the rest),
    checked by pyoxigraph's IRI parser (oxiri, RFC 3987); relative references
    (``kg/``, ``//host/kg/``) have no meaning as a base of minted resource names. The
    base is then given to :class:`kg.graph.IriMinter`, which mints under any scheme
    (``https:``, ``urn:``, ``tag:`` ...) and normalises the end (a ``/`` is appended unless it
    ends in ``/``, ``#`` or ``:``); that normalised form is returned, so every later use of the base (e.g. the
    store's prefix match on entity IRIs) agrees with the minted IRIs.

    Args:
        value: the option's text (surrounding spaces are ignored).
    Returns:
        The normalised base IRI (``str``).
    Raises:
        CliError: empty, relative, not a valid IRI, of a scheme that names no space of
            resources (``mailto:``, ``tel:``, ``data:``, ``javascript:``:
            :data:`_NOT_A_NAME_SPACE`), or refused by the minter (an http(s) IRI without a
            host); the message says which. A valid base that a Linked-Data client cannot look
            up resource by resource is accepted: :func:`base_iri_advice` says why.
    """
    import pyoxigraph as ox

    from kg.graph import IriMinter

    base = value.strip()
    example = "such as https://example.org/kg/"
    if not base:
        raise CliError(f"--base-iri is empty; give an absolute IRI {example}")
    if not _SCHEME.match(base):
        raise CliError(f"--base-iri {base!r} is a relative IRI (no scheme such as https:); minted "
                       f"IRIs need an absolute base (RFC 3987), {example}")
    try:
        ox.NamedNode(base)
    except ValueError as exc:
        raise CliError(f"--base-iri {base!r} is not a valid IRI (RFC 3987: {exc})") from None
    scheme = base.split(":", 1)[0].lower()
    if scheme in _NOT_A_NAME_SPACE:
        raise CliError(f"--base-iri {base!r}: a {scheme}: IRI names {_NOT_A_NAME_SPACE[scheme]}, not a "
                       f"space of names to mint under ({base}/method/... would name nothing); give "
                       f"an IRI {example}, or urn:example:kg: for names that are not looked up")
    try:
        return IriMinter(base).base
    except ValueError as exc:  # e.g. an http(s) IRI without a host
        raise CliError(f"--base-iri {base!r}: {exc}") from None


#: What ``--source`` names, as the error message shows it.
_SOURCE_EXAMPLES = ("https://openreview.net/group?id=ICLR.cc/2024/Conference or "
                    "https://doi.org/10.5281/zenodo.1234567")


def source_option(value: str) -> str:
    """Check a ``kg build --source`` value: an absolute IRI naming what the input is (a venue's
    proceedings page, an OpenReview venue, a Zenodo DOI), which the graph writes as the
    dataset's dcterms:source and the build's prov:used (:func:`kg.graph.dataset_description`).

    Absolute means RFC 3987's IRI (section 2.2): a scheme, then the rest, as pyoxigraph's IRI
    parser (oxiri) reads it; an http(s) IRI must name a host. A relative reference
    (``ICLR 2024``, ``proceedings/``, ``//host/x``) names nothing outside the graph.

    Args:
        value: the option's text (surrounding spaces are ignored).
    Returns:
        The IRI, stripped.
    Raises:
        CliError: empty, not UTF-8 text, relative, not a valid IRI, an http(s) IRI without
            a host, or of a scheme that names no resource (:data:`_NOT_A_NAME_SPACE`:
            ``mailto:``, ``tel:``, ``data:``, ``javascript:``); one line saying which, with
            examples.
    """
    import pyoxigraph as ox
    from urllib.parse import urlsplit

    iri = value.strip()
    if re.search("[\ud800-\udfff]", iri):
        shown = iri.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
        raise CliError(f"--source '{shown}' is not UTF-8 text (set the terminal or the script to UTF-8)")
    if not iri:
        raise CliError(f"--source is empty; give an absolute IRI such as {_SOURCE_EXAMPLES}")
    reason = None
    if not _SCHEME.match(iri):
        reason = "a relative reference (no scheme such as https:)"
    else:
        try:
            ox.NamedNode(iri)
        except ValueError as exc:
            reason = f"not a valid IRI (RFC 3987: {exc})"
        else:
            scheme = urlsplit(iri).scheme.lower()
            if scheme in ("http", "https") and not urlsplit(iri).hostname:
                reason = "an http(s) IRI without a host"
            elif scheme in _NOT_A_NAME_SPACE:
                raise CliError(f"--source {iri!r} is {_NOT_A_NAME_SPACE[scheme]}, not a name of what the input is "
                               f"(as --base-iri refuses it); give an IRI such as {_SOURCE_EXAMPLES}")
    if reason is not None:
        raise CliError(f"--source {iri!r} is no absolute IRI: {reason}; name what the input is with an "
                       f"IRI such as {_SOURCE_EXAMPLES}")
    return iri


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="kg", description="PaperKG: knowledge graphs of ML research from paper abstracts.")
    p.add_argument("--version", action=_VersionAction,
                   help="show the version (the installed paperkg's), the extraction fingerprint "
                        "(kg.fingerprint) and, from a git checkout, its commit, and exit")
    p.add_argument("--debug", action="store_true", help="show tracebacks")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    p.kg_commands = sub.choices  # name -> the command's parser (filled below), for main's usage errors

    b = sub.add_parser("build", help="build the graph from abstracts (default: the bundled ICML 2026 sample)")
    b.add_argument("paths", nargs="*", metavar="PATH", help="input files: .txt venue dump, .jsonl, .json, .csv, .tsv, .bib, .atom (arXiv API feed), each optionally .gz/.bz2/.xz; - for stdin; none, without --out: the bundled ICML 2026 sample into exports/ (--sample)")
    b.add_argument("--out", type=_folder, default=None, help="output folder (default: exports/); without PATHs, --store "
                        "or --sample it is a usage error (a list of files that came out empty builds nothing)")
    b.add_argument("--sample", action="store_true",
                   help="build the bundled ICML 2026 sample (what `kg build` alone does, into exports/): with --out, "
                        "into another folder")
    b.add_argument("--base-iri", default=None, help="base of minted resource IRIs: an absolute IRI (default: the base a --store was built "
                        "with, else https://w3id.org/paperkg/resource/)")
    b.add_argument("--format", dest="fmt", type=_input_format, metavar="{venue,jsonl,json,csv,tsv,bib,atom}",
                   help="force the input reader (how the files are written, not the papers' venue; also txt, ndjson, bibtex)")
    b.add_argument("--store", type=Path, metavar="DIR", help="also add the papers to a persistent store in DIR (incremental; without PATHs nothing is read, "
                        "not even the sample: the exports are written from the store)")
    b.add_argument("--remove", action="append", default=[], metavar="ID",
                   help="remove the stored paper ID from the --store: its id (dcterms:identifier) or its paper IRI, "
                        "as the exports and kg query show them, its citation key (papers.csv's key) or its label "
                        "(papers.csv's label, when one paper has it) (repeatable; without PATHs nothing is read, "
                        "not even the sample)")
    b.add_argument("--reextract", action="store_true",
                   help="extract again, with this version's rules, the stored papers that another version's "
                        "rules extracted (from the abstracts and fields the --store keeps; docs/STORE.md, "
                        "'Upgrading PaperKG'); with or without PATHs")
    b.add_argument("--curation", type=Path, default=None, metavar="FILE",
                   help="apply the corrections of a curation CSV file after resolution, at every build "
                        "(label, drop-alias, split-alias, merge, exclude-paper, reject-match of a wrong external link: docs/CURATION.md)")
    b.add_argument("--gazetteer", type=Path, default=None, metavar="FILE",
                   help="add your own method, task, dataset and metric names (CSV: name,type[,iri][,alias...]; "
                        "an IRI becomes the entity's skos:exactMatch; docs/EXTENDING.md); local engine only")
    b.add_argument("--source", action="append", default=[], metavar="IRI",
                   help="what the input is, as an absolute IRI (a proceedings page, an OpenReview venue, a DOI): "
                        "the graph's dcterms:source and the build's prov:used (repeatable)")
    b.add_argument("--venue", metavar="NAME", type=_venue_name,
                   help="the venue of the records that name none (a file without a venue column): a record's own "
                        "venue wins; without it such a record's venue is named after its file (\"unknown venue "
                        "(jan) 2024\"); the paper's year is added to a NAME without one")
    b.add_argument("--year", metavar="YYYY", type=_year_option,
                   help="the year of the records that give none (a record's own year or date wins)")
    b.add_argument("--jobs", "-j", type=_positive_int, default=None, help="worker processes for extraction (default: 1 below 200 papers, else every core; at most the number of cores); "
                        "with --engine dask and no --scheduler, the local Dask cluster's workers (default 2)")
    b.add_argument("--engine", choices=["local", "dask"], default="local", help="run extraction locally (default) or on a Dask cluster (needs the [dask] extra: pip install -e '.[dask]')")
    b.add_argument("--scheduler", help="Dask scheduler address (default: a LocalCluster)")
    b.add_argument("--tagger", action="store_true",
                   help="also add the tasks and methods used that the learned span tagger (trained on "
                        "PaperKG's gold) finds and the rules miss: more recall, about three times the "
                        "extraction time; local engine only")
    b.add_argument("--no-html", action="store_true", help="do not write graph.html")
    b.add_argument("--csv-raw", action="store_true",
                   help="write the cells of papers.csv, entities.csv and retired.csv as they are, without the leading ' that "
                        "guards a cell starting with = + - @ against spreadsheet formulas (for database loads)")
    b.add_argument("--named-graphs", action="store_true",
                   help="also write graph.trig and graph.nq: the graph as an RDF dataset with one named graph per "
                        "paper (<paper IRI>/graph: the paper, its results, evidence and the links it supports) and the "
                        "entities and the build's provenance in the default graph, so that one paper's triples can be "
                        "replaced alone (docs/LINKED_DATA.md); kg query and kg serve read them")
    b.add_argument("--title", help="title of graph.html")
    b.add_argument("--quiet", "-q", action="store_true", help="print only the final summary")
    b.add_argument("--json", action="store_true",
                   help="print the final summary on stdout as one JSON object (counts, skipped records, warnings and "
                        "notes as {file, line, element, message}, files written) instead of text; stderr unchanged")
    b.add_argument("--verbose", "-v", action="store_true",
                   help="a note or warning for each record where a file holds many of one kind (copies of "
                        "papers read before, stored records replaced, papers kept beside a stored one of their "
                        "abstract, updates that lose fields) instead of one per file naming the first few")
    b.add_argument("--missing-abstracts-ok", action="store_true",
                   help="exit 0, not 1, when the only records skipped are records without an abstract (none, empty "
                        "or a placeholder: routine in library exports); they are still named on stderr and in --json, "
                        "and a broken record or file still exits 1")
    b.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help=argparse.SUPPRESS)

    q = sub.add_parser("query", help="run a shipped SPARQL query (by name) or a .rq file")
    q.add_argument("query", metavar="NAME|FILE|-", nargs="?",
                   help="a shipped query's name (kg queries lists them with their parameters), a .rq file, "
                        "or - to read the query from standard input")
    q.add_argument("--text", "-e", metavar="SPARQL", default=None,
                   help="the query itself, instead of NAME|FILE|- (kg query -e 'ASK { ?s ?p ?o }')")
    src = q.add_mutually_exclusive_group()
    src.add_argument("--graph", type=Path, help="graph file (default: exports/graph.ttl)")
    src.add_argument("--store", type=Path, help="persistent store folder")
    q.add_argument("--param", action="append", default=[], metavar="NAME=VALUE", help="bind a query parameter")
    q.add_argument("--format", dest="fmt", choices=["table", "csv", "tsv", "json", "turtle", "nt", "jsonld", "bibtex"],
                   default=None,
                   help="SELECT / ASK: table (default), csv or tsv (SPARQL 1.1 Query Results CSV / TSV) or json (SPARQL 1.1 Query Results JSON); "
                        "CONSTRUCT / DESCRIBE: turtle (default), nt, jsonld (RDF) or table (the triples); "
                        "bibtex: the papers a SELECT answer's rows name, as BibTeX entries (kg query "
                        "papers-on-dataset --param dataset=X --format bibtex > papers.bib)")
    q.add_argument("--csv-raw", action="store_true",
                   help="with --format csv: write the values as they are, without the leading ' that guards a "
                        "cell starting with = + - @ against spreadsheet formulas (for database loads)")
    q.add_argument("--timeout", type=_decimal, default=None, metavar="SECONDS",
                   help="stop the query after this many seconds, 0.1 to 3600 (default: 300; exit status 124)")
    q.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help=argparse.SUPPRESS)

    sub.add_parser("queries", help="list the shipped queries")

    c = sub.add_parser("changes", help="what the builds into a store changed, per generation (papers and entities)")
    c.add_argument("--store", type=_folder, required=True, help="persistent store folder")
    c.add_argument("--since", metavar="GEN", default=None,
                   help="list every generation after this one (gen-00000003 or 3; 0 for every generation); default: the "
                        "committed generation alone, what the last build changed")
    c.add_argument("--json", action="store_true", help="print the records as one JSON object")

    e = sub.add_parser(
        "eval", help="measure extraction quality against gold annotations",
        description="Score the extraction against gold annotations: precision, recall and F1 per category, "
                    "pooled over the gold files. Names match leniently on form (case, plural, hyphens, dashes "
                    "and spaces, British spelling, acronym or expansion), strictly on identity. Precision depends "
                    "on the gold's allowed_extra lists: an extracted item that its paper's record lists in "
                    "allowed_extra (an extra the annotator found defensible) counts as neither a true nor a false "
                    "hit (--no-allowed-extra counts them as false hits); README.md, 'Quality (measured)', says how "
                    "much that raises precision.")
    e.add_argument("gold", nargs="*", type=Path,
                   help="gold JSONL file(s) (see ../shared/gold/GUIDELINES.md; .gz, .bz2, .xz or - for standard "
                        "input); several are scored as one pool, a file given twice once")
    e.add_argument("--scierc", type=Path,
                   help="SciERC JSON lines file (.gz, .bz2, .xz or -): entity P/R/F1 (exact spans)")
    e.add_argument("--verbose", "-v", action="store_true",
                   help="list every miss and false hit (and, for gold, each extracted item allowed_extra excused)")
    e.add_argument("--no-allowed-extra", dest="allowed_extra", action="store_false",
                   help="gold files: ignore every record's allowed_extra, so each extracted item it lists is a "
                        "false hit (how much the allowances raise precision)")
    e.add_argument("--use", choices=["rules", "ner", "union"], default=None,
                   help="with --scierc only: score the rules, the trained NER, or their union")
    e.add_argument("--model", type=Path,
                   help="with --scierc only: trained NER model folder (default: the shipped one; see kg train)")
    e.add_argument("--json", action="store_true", help="print the report(s) as JSON (one object per line)")
    e.add_argument("--tagger", action="store_true",
                   help="gold files: extract as kg build --tagger does (rules + the learned span tagger)")
    e.add_argument("--ci", action="store_true",
                   help="add 95%% confidence intervals of P, R and F1 per category and of main-task accuracy: a "
                        "bootstrap over the papers (drawn with replacement; the extraction runs once), "
                        "percentile intervals (docs/CLI.md, 'Confidence intervals')")
    e.add_argument("--bootstrap", metavar="N", type=_positive_int, default=None,
                   help="bootstrap resamples for --ci and --compare (default: 1000); implies --ci")
    e.add_argument("--seed", type=_integer, default=None,
                   help="random seed of the bootstrap, 0 to 4294967295 (default: 0); the same seed gives the "
                        "same intervals")
    e.add_argument("--per-doc", action="store_true",
                   help="with --json: add each paper's counts (per_doc), which --compare reads")
    e.add_argument("--compare", nargs=2, type=Path, metavar=("A.json", "B.json"),
                   help="paired bootstrap of two kg eval --json --per-doc reports on the same gold: F1 "
                        "difference B - A per category, its 95%% interval and p-value")
    e.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help=argparse.SUPPRESS)

    t = sub.add_parser("train", help="train the SciERC entity tagger (spaCy) used by kg eval --scierc --use ner|union")
    t.add_argument("--train", type=Path, default=Path("../shared/scierc/train.json"), help="SciERC train JSON lines")
    t.add_argument("--dev", type=Path, default=Path("../shared/scierc/dev.json"), help="SciERC dev JSON lines")
    t.add_argument("--out", type=Path, default=Path("scierc-model"), help="output folder (best model in OUT/model-best)")
    t.add_argument("--max-steps", type=_positive_int, default=None, help="default: the config's (4500)")
    t.add_argument("--config", type=Path, default=resource_dir("configs") / "scierc.cfg",
                   help="spaCy training config (default: the shipped configs/scierc.cfg)")
    t.add_argument("--seed", type=_integer, default=0)
    t.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help=argparse.SUPPRESS)

    lk = sub.add_parser("link", help="link a graph's entities to Wikidata")
    lk.add_argument("graph", type=Path, help="Turtle graph to enrich (rewritten in place unless --out)")
    lk.add_argument("--wikidata", nargs="?", const="https://query.wikidata.org/sparql", metavar="ENDPOINT",
                    help="SPARQL endpoint (default: the public Wikidata endpoint)")
    lk.add_argument("--cache", type=Path, help="cache folder (default: $XDG_CACHE_HOME/paperkg/wikidata, else ~/.cache/paperkg/wikidata)")
    lk.add_argument("--out", type=Path, help="write the enriched graph here")
    lk.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help=argparse.SUPPRESS)

    v = sub.add_parser("validate", help="check a graph against ontology/shapes.ttl (SHACL)")
    v.add_argument("graph", type=Path, nargs="?", default=Path("exports/graph.ttl"),
                   help="graph file to check (default: exports/graph.ttl; - reads Turtle from standard input)")
    v.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help=argparse.SUPPRESS)

    vw = sub.add_parser("view", help="graph.html and GraphML of one task's papers and what they link to")
    vw.add_argument("--task", required=True, metavar="TASK",
                    help="the task: one of its names (any case) or its IRI, e.g. --task \"code generation\"")
    vw.add_argument("--graph", type=Path, default=Path("exports/graph.ttl"),
                    help="graph file (default: exports/graph.ttl)")
    vw.add_argument("--out", type=Path, default=None,
                    help="folder for graph.html and graph.graphml (default: view-<task>)")
    vw.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help=argparse.SUPPRESS)

    s = sub.add_parser("serve", help="read-only SPARQL 1.1 endpoint over a graph or store")
    ssrc = s.add_mutually_exclusive_group()
    ssrc.add_argument("--graph", type=Path, help="graph file (default: exports/graph.ttl)")
    ssrc.add_argument("--store", type=Path, help="persistent store folder")
    s.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)")
    s.add_argument("--port", type=_integer, default=8000, help="port to listen on (default: 8000)")
    s.add_argument("--timeout", type=_decimal, default=10.0, help="query time limit in seconds (default: 10)")
    s.add_argument("--read-timeout", type=_decimal, default=30.0, metavar="SECONDS",
                   help="seconds a client has to send a whole request (line, headers, body); past it 408 and "
                        "the connection is closed (default: 30)")
    s.add_argument("--queue-timeout", type=_decimal, default=30.0, metavar="SECONDS",
                   help="seconds a query may wait for a free query worker; past it 503 with Retry-After (default: 30)")
    s.add_argument("--max-rows", type=_integer, default=None, metavar="N",
                   help="the most rows (SELECT solutions, CONSTRUCT/DESCRIBE triples) one answer holds; a longer "
                        "answer is cut and says so in its X-PaperKG-Truncated header (default: 100000; 0: no cap)")
    s.add_argument("--workers", type=_integer, default=None,
                   help="query worker processes, i.e. queries running at once; more wait in a queue "
                        "(default: 4, or the number of cores when fewer; at most 64)")
    s.add_argument("--public-url", metavar="URL",
                   help="URL clients reach this server's root at through a reverse proxy, e.g. "
                        "https://data.example.org/kg: the service description's sd:endpoint is URL/sparql "
                        "(default: built from the request's Host header)")
    s.add_argument("--base-iri", metavar="IRI",
                   help="base IRI of the graph's resources: GET /resource/PATH describes <IRI>PATH (default: the "
                        "void:uriSpace the graph's dataset description records, i.e. kg build's --base-iri)")
    s.add_argument("--quiet", action="store_true", help="no request log on stderr")
    s.add_argument("--html", type=Path, help="folder whose graph.html is served at / (default: beside the graph)")
    s.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help=argparse.SUPPRESS)
    return p


def _cmd_build(a: argparse.Namespace) -> int:
    # kg.pipeline (spaCy and the rules: 8-10 s on a loaded machine) is imported only once the
    # options are checked, so that a usage error (a wrong --scheduler, session 61) is said at once
    if a.remove and a.store is None:
        raise CliError("--remove needs --store DIR (the store to remove the papers from)")
    if a.reextract and a.store is None:
        raise CliError("--reextract needs --store DIR (the store whose papers to extract again)")
    early_kept: list[str] = []  # kinds of the messages --quiet kept from stderr before the build
    if a.sample and a.paths:
        raise CliError("--sample builds the bundled sample: give no PATHs with it")
    if not a.paths and not a.sample and a.store is None and a.out is not None:
        if a.out.exists() and (not a.out.is_dir() or any(a.out.iterdir())):
            # `find ... | xargs kg build --out monthly` with no file found must not replace what the
            # folder holds (last month's exports) with the sample
            raise CliError(f"no input files given; {a.out} is not empty, so the bundled sample is not built "
                           "into it; pass --sample to build the sample there")
        # a new or empty folder: the sample, as `kg build` alone builds it into exports/
        if a.quiet:
            early_kept.append("warning")
        else:
            print(f"kg: warning: no input files given: building the bundled sample into {a.out} "
                  "(--sample says so without this warning)", file=sys.stderr)
    sample = a.sample or (not a.paths and a.store is None)  # no PATHs: the bundled sample
    out = Path("exports") if a.out is None else a.out
    if a.scheduler is not None and a.engine != "dask":
        raise CliError("--scheduler needs --engine dask (it names the Dask cluster to build on)")
    if a.scheduler is not None:
        from kg.distributed import check_scheduler_address

        try:
            check_scheduler_address(a.scheduler)
        except ValueError as exc:
            raise CliError(str(exc)) from None
    if a.tagger and a.engine == "dask":
        raise CliError("--tagger runs with the local engine only (not with --engine dask)")
    if a.jobs is not None and a.scheduler is not None:
        raise CliError("--jobs cannot be used with --scheduler (the Dask cluster's workers set the parallelism: "
                       "dask worker --nworkers N --nthreads 1); with --engine dask alone it sets the workers "
                       "of the local cluster")
    for option, value in (("--title", a.title), *(("--remove", r) for r in a.remove or ())):
        if value is not None and re.search("[\ud800-\udfff]", value):
            # bytes that are no UTF-8, as Python decodes argv: graph.html (or the store) could
            # not be written at the very end of the build
            shown = value.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
            raise CliError(f"{option} '{shown}' is not UTF-8 text (set the terminal or the script to UTF-8)")
    interactive = sys.stderr.isatty() and not a.quiet  # else only the summary is printed
    # None: the store's own base when building into one, else the default
    base_iri = None if a.base_iri is None else base_iri_option(a.base_iri)
    sources = [source_option(v) for v in a.source or ()]
    if base_iri is not None and (advice := base_iri_advice(base_iri)) is not None:
        if a.quiet:  # counted in the summary's hint (quiet_hint)
            early_kept.append(advice[0])
        else:
            print(f"kg: {advice[0]}: {advice[1]}", file=sys.stderr)
    jobs = a.jobs
    cores = os.cpu_count() or 1
    if jobs is not None and jobs > cores:
        # every worker holds a spaCy pipeline (~300 MB): more workers than cores only cost memory
        if a.quiet:
            early_kept.append("warning")
        else:
            print(f"kg: warning: --jobs {jobs} is more than the {cores} cores here; using {cores}", file=sys.stderr)
        jobs = cores
    from kg.pipeline import build

    try:
        _, summary = build(
            a.paths, out_dir=out, base_iri=base_iri, fmt=a.fmt, sample=sample,
            n_process=jobs, progress=interactive, html=not a.no_html, title=a.title,
            store=a.store, engine=a.engine, scheduler=a.scheduler, remove=a.remove, tagger=a.tagger,
            reextract=a.reextract, sources=sources, verbose=a.verbose, csv_guard=not a.csv_raw,
            curation=a.curation, venue=a.venue, year=a.year, gazetteer=a.gazetteer, named_graphs=a.named_graphs,
        )
    except OSError as exc:
        hint = _disk_full_hint(exc, out, a.store is not None)
        if hint is None:
            raise
        raise CliError(f"{exc}: {hint}") from exc
    status = EXIT_PARTIAL if summary.skipped else EXIT_OK
    if status == EXIT_PARTIAL and getattr(a, "missing_abstracts_ok", False):
        from kg.read import missing_abstract_skip

        skips = [p for p in summary.problems if p.get("kind") == "skipped"]
        if len(skips) == len(summary.skipped) and all(missing_abstract_skip(p["message"]) for p in skips):
            status = EXIT_OK  # only records without an abstract: routine (--missing-abstracts-ok)
    _OUTCOME["status"] = status  # the status even when a closed pipe cuts the report short
    _OUTCOME["committed"] = True  # everything is written: a signal now only cuts the report
    # notes, warnings and skipped records in one order of file and line (docs/CLI.md, "Bad input")
    messages = summary.messages or [*(("note", n) for n in summary.notes),
                                    *(("warning", w) for w in summary.warnings),
                                    *(("skipped", s) for s in summary.skipped)]
    for kind, text in messages:
        # --quiet prints only the summary: notes and warnings are counted in it (quiet_hint);
        # a skipped record makes the exit status non-zero, so it is printed still
        if not a.quiet or kind not in ("note", "warning"):
            print(f"kg: {kind}: {text}", file=sys.stderr)
    from kg.processes import seconds_since_start

    # the time from the process's start, start-up included, as /usr/bin/time counts it (the
    # build's own time leaves out the interpreter and the imports: a minute on a loaded machine)
    summary.total_seconds = seconds_since_start()
    if a.verbose and a.store is not None:  # every paper the store line counts new, updated or removed
        if summary.store_change is not None:  # and the entities (kg.changes): on a terminal 20 of a kind
            from kg.changes import NAMED_PER_KIND, change_lines

            lines = change_lines(summary.store_change, NAMED_PER_KIND if sys.stderr.isatty() else None,
                                 str(a.store))
        else:
            lines = summary.paper_lines()
        for line in lines:
            print(f"kg: note: {a.store}: {line}", file=sys.stderr)
    print(json.dumps(summary.to_dict(), ensure_ascii=False) if a.json else summary.format())
    if a.quiet and not a.json:  # (the JSON summary holds every warning and note itself)
        hint = quiet_hint([*early_kept, *(kind for kind, _text in messages)])
        if hint:
            print(hint)
    return status


def quiet_hint(kinds: Iterable[str]) -> Optional[str]:
    """The summary's last line under ``kg build --quiet``: how many notes and warnings were
    not printed, and how to see them.

    Args:
        kinds: the kind of every message of the build (``"warning"``, ``"note"``, ``"skipped"``...);
            only warnings and notes count (--quiet prints skipped records still).

    Returns:
        ``"quiet: 7 warnings and 1 note not printed; rerun without --quiet (or with --json) to see them"``,
        or None when there were none. Never raises.
    """
    kinds = list(kinds)
    parts = [f"{n} {kind}{'' if n == 1 else 's'}" for kind in ("warning", "note") if (n := kinds.count(kind))]
    if not parts:
        return None
    return (f"quiet: {' and '.join(parts)} not printed; rerun without --quiet "
            "(or with --json) to see them")


#: The exit status a command has settled on before it prints its report, and whether a
#: build has written everything (see main).
_OUTCOME = {"status": EXIT_OK, "committed": False}


def _cmd_query(a: argparse.Namespace) -> int:
    from kg.query import cli_query

    debug = getattr(a, "debug", False) or os.environ.get("KG_DEBUG") == "1"
    from kg.query import DEFAULT_QUERY_TIMEOUT

    timeout = DEFAULT_QUERY_TIMEOUT if a.timeout is None else a.timeout
    if a.csv_raw and a.fmt != "csv":
        raise CliError("--csv-raw applies to --format csv (the other formats write the values as they are)")
    return cli_query(a.query, graph=a.graph, store=a.store, params=a.param, fmt=a.fmt, debug=debug, timeout=timeout,
                     text=a.text, csv_guard=not a.csv_raw)


def _cmd_queries(a: argparse.Namespace) -> int:
    from kg.query import list_queries

    for q in list_queries():
        print(f"{q.name:32} {q.title}")
        for name, default in q.params.items():  # what --param binds, and the value it runs with
            alone = "; left open when only another parameter is given" if name in q.open_params else ""
            print(f"{'':32}   --param {name}=...  (default: {default}{alone})")
    return EXIT_OK


def _cmd_changes(a: argparse.Namespace) -> int:
    from kg.changes import format_store_changes, store_changes

    found = store_changes(a.store, a.since)
    print(json.dumps(found, ensure_ascii=False, sort_keys=True) if a.json else format_store_changes(found))
    return EXIT_OK


def _cmd_eval(a: argparse.Namespace) -> int:
    from kg.evaluate import evaluate_gold_files, evaluate_scierc

    bootstrap = a.ci or a.bootstrap is not None
    if a.compare:
        return _cmd_eval_compare(a)
    if a.seed is not None and not bootstrap:
        raise CliError("--seed applies to --ci, --bootstrap N or --compare (the bootstrap's random draws)")
    if a.per_doc and not a.json:
        raise CliError("--per-doc applies to --json (kg eval GOLD --json --per-doc)")

    def show(report) -> None:
        if bootstrap:
            from kg.bootstrap import DEFAULT_RESAMPLES, bootstrap_ci

            report.ci = bootstrap_ci(report.per_doc, list(report.scores), resamples=a.bootstrap or DEFAULT_RESAMPLES,
                                     seed=0 if a.seed is None else a.seed)
        print(json.dumps(report.to_dict(per_doc=a.per_doc), ensure_ascii=False) if a.json else report.format())

    stdin_uses = [str(p) for p in [a.scierc, *a.gold] if p is not None].count("-")
    if a.scierc is not None and str(a.scierc) == "-" and stdin_uses > 1:
        raise CliError("standard input (-) can be read once: give --scierc - or a gold file -, not both")
    if not a.allowed_extra and not a.gold:
        raise CliError("--no-allowed-extra applies to gold files (kg eval GOLD.jsonl --no-allowed-extra), not to --scierc")
    if a.tagger and not a.gold:
        raise CliError("--tagger applies to gold files (kg eval GOLD.jsonl --tagger), not to --scierc")
    if (a.use or a.model) and not a.scierc:
        given = " and ".join(o for o, v in (("--use", a.use), ("--model", a.model)) if v)
        raise CliError(f"{given} appl{'y' if ' and ' in given else 'ies'} to --scierc FILE (the SciERC "
                       f"tagger); gold files are scored with the rules (--tagger adds the span tagger)")
    if a.scierc and a.model and a.use in (None, "rules"):
        raise CliError(f"--model applies to --use ner or --use union (the SciERC tagger); "
                       f"{'--use rules' if a.use else 'the default --use rules'} scores the rules, which use no model")
    if a.scierc:
        _require_input(a.scierc, checkout_hint=True)
        kwargs = {"verbose": a.verbose}
        if a.use:
            kwargs["use"] = a.use
        if a.model:
            kwargs["model"] = a.model
        show(evaluate_scierc(a.scierc, **kwargs))
    if a.gold:
        for path in a.gold:
            _require_input(path, checkout_hint=True)
        extractor = None
        if a.tagger:
            from kg.extract import Extractor
            from kg.extract.gold_tagger import GoldTagger

            extractor = Extractor(tagger=GoldTagger())
            extractor.tagger.nlp  # noqa: B018 - a model that cannot be loaded is an error here, not a score of 0
        report = evaluate_gold_files(a.gold, verbose=a.verbose, extractor=extractor, allowed_extra=a.allowed_extra)
        for w in report.warnings:
            print(f"kg: warning: {w}", file=sys.stderr)
        show(report)
    if not a.gold and not a.scierc:
        raise CliError("kg eval needs a gold JSONL file or --scierc FILE")
    return EXIT_OK


def _brief_title(title: str, limit: int = 100) -> str:
    """A report's title cut to ``limit`` characters (a pool of 108 files is named by all of them)."""
    return title if len(title) <= limit else title[:limit - 3] + "..."


def _cmd_eval_compare(a: argparse.Namespace) -> int:
    """``kg eval --compare A.json B.json``: the paired bootstrap of two saved reports
    (:func:`kg.bootstrap.paired_bootstrap`)."""
    from kg.bootstrap import DEFAULT_RESAMPLES, load_per_doc, paired_bootstrap

    others = [o for o, v in (("GOLD files", a.gold), ("--scierc", a.scierc), ("--verbose", a.verbose),
                             ("--no-allowed-extra", not a.allowed_extra), ("--tagger", a.tagger),
                             ("--use", a.use), ("--model", a.model), ("--per-doc", a.per_doc)) if v]
    if others:
        raise CliError(f"--compare reads two saved reports and scores nothing: {', '.join(others)} "
                       f"do(es) not apply (save each run with kg eval GOLD --json --per-doc > A.json)")
    for path in a.compare:
        _require_file(path)
    (a_title, a_cats, a_docs), (b_title, b_cats, b_docs) = (load_per_doc(p) for p in a.compare)
    if a_cats != b_cats:
        raise CliError(f"{a.compare[1]}: its categories differ from {a.compare[0]}'s (a gold report and a "
                       f"SciERC report?): {', '.join(b_cats)}")
    cmp = paired_bootstrap(a_docs, b_docs, a_cats, resamples=a.bootstrap or DEFAULT_RESAMPLES,
                           seed=0 if a.seed is None else a.seed,
                           a_name=f"{a.compare[0]} ({_brief_title(a_title)})",
                           b_name=f"{a.compare[1]} ({_brief_title(b_title)})")
    print(json.dumps(cmp.to_dict(), ensure_ascii=False) if a.json else cmp.format())
    return EXIT_OK


def _cmd_train(a: argparse.Namespace) -> int:
    from kg.extract.scierc import train_scierc
    from kg.training import untrained_best_warning

    _require_file(a.train, checkout_hint=True)
    _require_file(a.dev, checkout_hint=True)
    warning = untrained_best_warning(a.max_steps, a.config)
    if warning:  # said before the run and again after it, where the last lines are read
        print(f"kg: warning: {warning}", file=sys.stderr)
    best = train_scierc(a.train, a.dev, a.out, max_steps=a.max_steps, seed=a.seed, config=a.config)
    print(f"trained: {best}")
    if warning:
        print(f"kg: warning: {warning}", file=sys.stderr)
    return EXIT_OK


def _cmd_link(a: argparse.Namespace) -> int:
    from kg.wikidata import cli_link

    if a.wikidata is None:
        raise CliError("kg link: say which linker to run, e.g. --wikidata [ENDPOINT]")
    _require_file(a.graph)
    return cli_link(a.graph, endpoint=a.wikidata, cache_dir=a.cache, out=a.out)


def _cmd_view(a: argparse.Namespace) -> int:
    """``kg view --task T``: one task's sub-graph (:mod:`kg.subgraph`) as OUT/graph.html and
    OUT/graph.graphml; exit 2 for a task the graph does not name (the message lists close ones)."""
    from kg.export import graphml
    from kg.query import load_graph_file
    from kg.subgraph import TaskNotFound, find_tasks, task_subgraph
    from kg.view import write_html

    _require_file(a.graph)
    store = load_graph_file(a.graph)
    try:
        tasks = find_tasks(store, a.task)
    except TaskNotFound as exc:
        raise CliError(str(exc)) from None
    g = task_subgraph(store, [iri for iri, _label in tasks])
    labels = " / ".join(label for _iri, label in tasks)
    out = a.out or Path("view-" + (re.sub(r"[^0-9a-z]+", "-", tasks[0][1].lower()).strip("-") or "task"))
    stats = write_html(g, out / "graph.html", title=f"Task: {labels}")
    try:
        (out / "graph.graphml").write_text(graphml(g), encoding="utf-8")
    except OSError as exc:
        raise OSError(f"{out / 'graph.graphml'}: cannot write: {exc.strerror or exc}") from exc
    papers = stats.papers
    print(f"kg: task {labels}: {papers} paper{'s' if papers != 1 else ''}, {stats.nodes:,} nodes, "
          f"{len(g):,} triples -> {out / 'graph.html'}, {out / 'graph.graphml'}", file=sys.stderr)
    return EXIT_OK


def _cmd_validate(a: argparse.Namespace) -> int:
    import functools
    import tempfile

    from kg.validate import ValidateError, load_graph, validate

    if str(a.graph) == "-":  # standard input, as kg build, kg query and kg eval read "-": Turtle
        if sys.stdin is None or sys.stdin.isatty():
            raise CliError("kg validate -: reads the graph (Turtle) from standard input, but none is piped in "
                           "(kg validate - < graph.ttl), or give the graph file")
        # the validator reads a file by its path (rdflib, and pyoxigraph again for an error's line
        # and column), so standard input goes through a temporary copy, removed on any exit;
        # messages name "<stdin>", and relative IRIs resolve against the working folder (as rdflib
        # resolves text read without a name), not against the copy's vanished path
        base = Path.cwd().as_uri().rstrip("/") + "/"
        with tempfile.TemporaryDirectory(prefix="kg-validate-") as folder:
            piped = Path(folder) / "stdin.ttl"
            piped.write_bytes(sys.stdin.buffer.read())
            return _validate_file(piped, functools.partial(load_graph, base=base), validate, ValidateError,
                                  shown="<stdin>", debug=getattr(a, "debug", False))
    _require_file(a.graph)
    return _validate_file(a.graph, load_graph, validate, ValidateError, debug=getattr(a, "debug", False))


def _validate_file(path: Path, load_graph, validate, error, shown: Optional[str] = None,
                   debug: bool = False) -> int:
    """:func:`_validate_graph` of ``path``, the libraries' Python warnings printed as
    ``kg: warning:`` lines (:func:`library_warning_lines`) unless ``debug`` (or KG_DEBUG=1);
    messages name the file ``shown`` (``<stdin>``) when given."""
    import warnings

    if debug or os.environ.get("KG_DEBUG") == "1":
        # --debug: the libraries' warnings as Python prints them, with their source lines
        return _validate_graph(path, load_graph, validate, error, shown)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            return _validate_graph(path, load_graph, validate, error, shown)
        finally:
            for line in library_warning_lines(caught, Path(shown) if shown else path):
                print(line, file=sys.stderr)


def _validate_graph(path: Path, load_graph, validate, error, shown: Optional[str] = None) -> int:
    """Load ``path``, print its SHACL report, return ``kg validate``'s exit status; messages
    name the file ``shown`` when given (``<stdin>``: a temporary copy of standard input)."""
    try:
        g = load_graph(path)
    except error as exc:
        message = str(exc) if shown is None else str(exc).replace(str(path), shown).replace(f"({path.name},", f"({shown},")
        raise CliError(f"not a readable RDF graph: {message}") from exc
    if len(g) == 0:
        print(f"kg: warning: {shown or path}: the graph holds no triples (an empty file conforms to any shapes)",
              file=sys.stderr)
    report = validate(g)
    print(report.format())
    return EXIT_OK if report.conforms else EXIT_PARTIAL


#: Library warnings that say again what a ``kg: warning:`` line already said: rdflib's
#: "Serializing weird numerical" comes when a report names an ill-typed numeric literal
#: (``"12.5x"^^xsd:decimal``), which :class:`_IllTypedLiteralFilter` has already reported
#: when the graph was read.
_REPEATED_WARNINGS = re.compile(r"^Serializing weird numerical ")


def library_warning_lines(caught, path: Path) -> list[str]:
    """The ``kg: warning:`` lines for the Python warnings (``warnings.WarningMessage``) that
    libraries (rdflib, pySHACL) raised while ``kg validate`` read and checked ``path``: one per
    distinct message, in the order first raised, naming the file ``path`` and the library
    (the top-level package of the module that raised it), instead of Python's two-line
    ``site-packages/...: UserWarning: ...`` print. A warning that repeats a ``kg: warning:``
    line (:data:`_REPEATED_WARNINGS`) is left out. Returns a list of str; raises nothing."""
    lines: list[str] = []
    seen: set = set()
    for w in caught or ():
        message = str(w.message).splitlines()[0] if str(w.message) else w.category.__name__
        if message in seen or _REPEATED_WARNINGS.match(message):
            continue
        seen.add(message)
        parts = Path(w.filename).parts
        library = parts[parts.index("site-packages") + 1] if "site-packages" in parts[:-1] else Path(w.filename).stem
        lines.append(f"kg: warning: {path}: {library}: {message} ({w.category.__name__})")
    return lines


def _cmd_serve(a: argparse.Namespace) -> int:
    from kg.serve import DEFAULT_MAX_ROWS, DEFAULT_WORKERS, cli_serve

    return cli_serve(store=a.store, graph=a.graph, host=a.host, port=a.port, timeout=a.timeout, html=a.html,
                     workers=DEFAULT_WORKERS if a.workers is None else a.workers, queue_timeout=a.queue_timeout,
                     quiet=a.quiet, read_timeout=a.read_timeout, public_url=a.public_url,
                     base_iri=None if a.base_iri is None else base_iri_option(a.base_iri),
                     max_rows=DEFAULT_MAX_ROWS if a.max_rows is None else a.max_rows)


def _require_input(path: Path, checkout_hint: bool = False) -> None:
    """:func:`_require_file`, with ``-`` (standard input) accepted."""
    if str(path) != "-":
        _require_file(path, checkout_hint)


#: The folders, relative to the root of PaperKG's source checkout, whose files come only with
#: that checkout (eval/: gold files and scorers) and the ../shared folder beside it (gold,
#: SciERC): neither is installed by pip or a wheel (README.md, first section).
SOURCE_CHECKOUT_ONLY = ("../shared", "eval")


def source_checkout_hint(path: Path) -> str:
    """What a "no such file" error about ``path`` adds when ``path`` is a relative path into
    :data:`SOURCE_CHECKOUT_ONLY` (``../shared/scierc/train.json``, ``eval/dev102.jsonl``):
    that such files come with the source checkout and its ../shared folder, not with an
    installed package. Empty for any other path."""
    parts = Path(path).parts
    if path.is_absolute() or not parts:
        return ""
    head = "/".join(parts[:2]) if parts[0] == ".." else parts[0]
    if head not in SOURCE_CHECKOUT_ONLY:
        return ""
    return (" (files under ../shared/ and eval/ come with PaperKG's source checkout and the ../shared "
            "folder beside it, not with an installed package: run from the checkout's root, or give "
            "the path of your own copy)")


def _require_file(path: Path, checkout_hint: bool = False) -> None:
    """Raise :class:`CliError` naming ``path`` when it is missing (or a broken or looping
    symbolic link: :func:`kg.read.missing_reason`) or a directory. With ``checkout_hint``
    (kg eval's and kg train's files), a missing file that comes only with the source checkout
    says so (:func:`source_checkout_hint`)."""
    if not path.exists():
        from kg.read import missing_reason

        reason = missing_reason(path)
        hint = source_checkout_hint(path) if checkout_hint and reason == "no such file" else ""
        raise CliError(f"{path}: {reason}{hint}")
    if path.is_dir():
        raise CliError(f"{path}: is a directory, expected a file")


def _disk_full_hint(exc: OSError, out: Path, store: bool) -> Optional[str]:
    """What ``kg build`` adds to a "No space left on device" error raised while it wrote an
    export into ``out`` (``exc.filename`` inside ``out``): the disk holding ``out`` is full, and
    what is left as it was (every export is written under a temporary name, removed again, and
    renamed into place only once all are written, before the store's commit: ``store``, a
    ``--store`` build). None for any other error, or a file outside ``out``."""
    import errno

    if exc.errno != errno.ENOSPC or not exc.filename:
        return None
    try:
        inside = Path(os.path.abspath(os.fsdecode(exc.filename))).is_relative_to(os.path.abspath(out))
    except (TypeError, ValueError):
        return None
    if not inside:
        return None
    kept = "the previous exports and store are unchanged" if store else "the previous exports are unchanged"
    return f"the disk holding {out} is full; {kept} (free some space and build again)"


_COMMANDS = {
    "build": _cmd_build, "query": _cmd_query, "queries": _cmd_queries, "eval": _cmd_eval,
    "train": _cmd_train, "link": _cmd_link, "validate": _cmd_validate, "serve": _cmd_serve,
    "changes": _cmd_changes, "view": _cmd_view,
}


#: The exceptions, other than :class:`CliError`, ValueError and OSError, that are the user's to
#: fix: (module, class name).
_USER_ERRORS = (("kg.read", "InputError"), ("kg.store", "StoreError"), ("kg.locks", "LockedError"),
                ("kg.distributed", "DistributedError"), ("kg.extract.pool", "WorkerCrashed"),
                ("kg.extract.gold_tagger", "TaggerModelError"))


def _user_errors() -> tuple[type[BaseException], ...]:
    """The exception classes reported as one line with exit status 2.

    Only modules already imported are looked at: an exception of a class whose module was
    never imported cannot have been raised, and importing :mod:`kg.extract.pool` would load
    spaCy (a second) just to report an error of ``kg query``.
    """
    found = tuple(getattr(sys.modules[module], name) for module, name in _USER_ERRORS if module in sys.modules)
    return (CliError, *found, ValueError, OSError)


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Entry point of ``kg``. Returns the exit status (see the module docstring)."""
    import signal
    import threading

    # SIGTERM unwinds like Ctrl-C from the first moment (imports take a second); a handler
    # can only be set in the main thread, and uvicorn stops `kg serve` on SIGTERM itself
    own_sigterm = threading.current_thread() is threading.main_thread()
    previous_sigterm = signal.signal(signal.SIGTERM, _on_sigterm) if own_sigterm else None
    debug = os.environ.get("KG_DEBUG") == "1"
    _OUTCOME["status"], _OUTCOME["committed"] = EXIT_OK, False
    command = None
    store_given = False  # kg build --store: the store is left intact too
    try:
        parser = _parser()
        a, unknown = parser.parse_known_args(argv)
        store_given = getattr(a, "store", None) is not None
        if unknown:  # named by the command's own usage ("usage: kg build ..."), unless given before it
            words = list(sys.argv[1:] if argv is None else argv)
            before = words[:words.index(a.command)] if a.command in words else words
            own = a.command and not any(w in before for w in unknown)
            (parser.kg_commands.get(a.command) if own else parser).error(
                f"unrecognized arguments: {' '.join(unknown)}")
        command = a.command
        if not a.command:
            parser.print_help()
            return EXIT_USAGE
        from kg.locks import platform_problem
        problem = platform_problem()
        if problem:  # Windows: one line instead of an internal error at the first lock or fork
            print(f"kg: error: {problem}", file=sys.stderr)
            return EXIT_USAGE
        debug = debug or getattr(a, "debug", False)
        if not debug:
            _quiet_ill_typed_literals()
        if own_sigterm and a.command == "serve":
            signal.signal(signal.SIGTERM, previous_sigterm)
        return _COMMANDS[a.command](a)
    except KeyboardInterrupt as exc:
        what = "terminated" if isinstance(exc, _Terminated) else "interrupted"
        # what a build writes: its exports, and a store only with --store
        written = "exports and store" if store_given else "exports"
        if getattr(exc, "kg_committed", False) or _OUTCOME["committed"]:  # it came during the final commit or after
            print(f"kg: {what} after the build had written its {written}", file=sys.stderr)
        elif command not in (None, "build"):  # a query, an evaluation ...: no exports or store to speak of
            print(f"kg: {what}", file=sys.stderr)
        else:
            print(f"kg: {what}; previous {written} are left intact", file=sys.stderr)
        if argv is None:
            _exit_promptly()
        return EXIT_TERMINATED if isinstance(exc, _Terminated) else EXIT_INTERRUPTED
    except BrokenPipeError:
        # the reader of our output went away (e.g. `kg build | head -1`): not an error in
        # itself; the command's own status stands (1 when a build skipped records)
        try:
            sys.stdout = open(os.devnull, "w")
            sys.stderr = open(os.devnull, "w")
        except OSError:
            pass
        return _OUTCOME["status"]
    except _user_errors() as exc:
        # --debug: the traceback instead of the one line, with the same exit status (re-raising
        # would exit 1, which means "some records skipped", not an error)
        if debug:
            traceback.print_exc(file=sys.stderr)
        else:
            print(f"kg: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except Exception as exc:  # a bug: one line unless --debug
        if debug:
            traceback.print_exc(file=sys.stderr)
        else:
            print(f"kg: internal error: {type(exc).__name__}: {exc} (rerun with --debug for the traceback)",
                  file=sys.stderr)
        return EXIT_INTERNAL
    finally:
        if own_sigterm:
            signal.signal(signal.SIGTERM, previous_sigterm)


if __name__ == "__main__":
    sys.exit(main())
