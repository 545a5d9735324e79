"""``kg serve``: a read-only SPARQL 1.1 Protocol endpoint over a PaperKG store or graph file.

Stack: Starlette (routing, request parsing) on uvicorn (HTTP); queries run in Oxigraph.

Endpoints
---------
``/sparql``
    SPARQL 1.1 Protocol (https://www.w3.org/TR/sparql11-protocol/) query operation:
    ``GET ?query=``, ``POST`` with ``application/sparql-query`` body or
    ``application/x-www-form-urlencoded`` ``query=``. SELECT/ASK results as SPARQL JSON
    (default), XML, CSV or TSV; CONSTRUCT/DESCRIBE as Turtle (default), N-Triples, RDF/XML or JSON-LD;
    chosen from the ``Accept`` header (q-values honoured, 406 when nothing fits; a malformed
    header is ignored: the default format), or from a ``format=`` / ``output=`` / ``results=``
    parameter, which takes its place (:func:`format_ranges`, as Fuseki and Virtuoso read it). A
    POSTed body is read in the charset its Content-Type declares (default UTF-8; a parameter
    declared twice, ``charset=utf-8; charset=latin1``, gets 400 naming it). Responses
    are serialised by pyoxigraph's result and RDF serializers.
    Read-only: an ``update=`` parameter, an ``application/sparql-update`` body or a query
    string that parses as SPARQL Update gets **403** with a message (a well-formed request refused
    by policy: the SPARQL 1.1 Protocol, sections 2.1.4 and 2.2.4, lists 400 for a malformed text
    and allows 500 for a refusal, a list it does not close; 403 says the refusal is final, where a
    500 invites retries: docs/CLI.md, "HTTP details"); ``default-graph-uri`` /
    ``named-graph-uri`` get 400 (the graph has a default graph only). ``GET`` or ``HEAD``
    without a ``query`` parameter answers the SPARQL 1.1 Service Description
    (:func:`service_description`; Turtle by default; its sd:endpoint is ``--public-url`` +
    ``/sparql`` behind a reverse proxy, :func:`public_base`, else the request's URL). A request
    line longer than the HTTP layer reads gets **414** saying to POST, and a request that does not
    arrive in full within ``--read-timeout`` seconds **408** (:func:`_h11_protocol`,
    :func:`server_config`).
``/describe?iri=IRI``
    What the graph says about one IRI: its DESCRIBE (Oxigraph's concise bounded description: the
    IRI's own triples and those of the blank nodes they reach), run by the workers like any
    query; Turtle by default, or N-Triples, RDF/XML, JSON-LD by Accept or ``format=``; 404 when
    the graph has no triple with that subject. Another path gets a 404 that names ``/describe``.
``/resource/PATH``
    The graph's own resource ``BASE + PATH`` (BASE: the void:uriSpace the graph records, or
    ``--base-iri``): a bounded description (:func:`_resource_reply`: its triples, the labels of
    what it links to, incoming links up to :data:`RESOURCE_INCOMING_CAP`), Turtle, JSON-LD or
    N-Triples by Accept or ``format=``, with ``Link`` (rel="describes") and ``Content-Location``
    headers; 404 for an IRI the graph does not hold.
``/``
    ``graph.html`` from ``--html DIR`` or the folder of ``--graph FILE``; gzip-compressed
    (``Content-Encoding: gzip``) when the request's ``Accept-Encoding`` admits gzip and the page
    is at least :data:`GZIP_MIN_BYTES` (:func:`accepts_gzip`), always with ``Vary: Accept-Encoding``.
``/queries``, ``/queries/NAME``, ``/queries/NAME/results?param=value``
    The shipped queries: a JSON list (name, title, question, params, openParams, url), each file's
    text, and its results (parameters from the URL over the declared defaults, bound as
    RDF terms by :func:`kg.query.bind_params`; media type negotiated as for /sparql).

Time limit
----------
pyoxigraph evaluates a query in Rust without a cancellation hook, so a Python thread
cannot stop it. Each query therefore runs in one of a small pool of worker *processes*
(``multiprocessing`` spawn context) that keep the store open read-only; when a query
exceeds the limit its worker is killed (SIGKILL) and replaced, and the client gets **503**
"query stopped after S s (time limit): ..." (:func:`timeout_message`; with ``Retry-After``). A
standby worker, started beforehand, takes a killed worker's place at once. A query whose client
went away runs on and gives its worker back, unless it reaches the time limit or a request waits
for a worker. Results are serialised inside the worker, so a
huge result also counts against the limit. Workers follow new builds of a ``--store``
(:meth:`kg.store.GraphStore.refresh` before each query); when the generation ``CURRENT`` names
is damaged they keep the one they hold, and the server warns once per damaged generation
(:func:`_damage_warning`). With ``--graph FILE`` the file
is loaded into a temporary on-disk store that the workers share, and loaded again into a new
generation of it when the file changes (:class:`GraphFollower`). Queries wait in a queue for a
worker (``--queue-timeout``); the time limit counts from the moment a worker takes one.
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import multiprocessing
import queue
import re
import shutil
import signal
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request
from dataclasses import dataclass
from email.headerregistry import HeaderRegistry
from pathlib import Path
from typing import Optional

import uvicorn
from anyio import CapacityLimiter, to_thread
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware
from starlette.concurrency import run_in_threadpool
from starlette.requests import ClientDisconnect, Request
from starlette.responses import FileResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Route

from kg.child import MAX_TIMEOUT, MIN_TIMEOUT, ChildProcess, timeout_problem  # noqa: F401 - the bounds, re-exported

__all__ = ["AccessLog", "BodyError", "FormatError", "QueryWorkerPool", "Reply", "accept_ranges", "accepts_gzip", "body_codec",
           "cli_serve", "decode_body", "decode_form", "format_ranges", "make_app", "media_type", "negotiate",
           "public_base", "server_config", "ResourceLookup", "base_notes", "recorded_bases", "resource_candidates",
           "refusal_message", "oxigraph_verdict", "refusal_reply", "retry_after", "syntax_precheck",
           "timeout_message"]

DEFAULT_TIMEOUT = 10.0


def available_cores() -> int:
    """The CPU cores this process may run on: ``os.sched_getaffinity`` (a container's or
    ``taskset``'s limit) where the platform has it, else ``os.cpu_count()``; at least 1."""
    import os

    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


#: Query worker processes, i.e. queries RUNNING at once (default of ``--workers``): at most 4 and
#: not more than the cores (:func:`available_cores`). Before session 54 it was 4 whatever the
#: cores: on a 2-core machine 4 long queries shared 2 cores, each ran twice as long, and a burst
#: of 30 three-second queries (``--timeout 10``) got 30 503s, as every running one hit the time
#: limit. More requests than workers wait in a queue (:data:`DEFAULT_QUEUE_TIMEOUT`).
DEFAULT_WORKERS = max(1, min(4, available_cores()))
#: Seconds a query may wait in the queue for a free worker (``kg serve --queue-timeout``) before
#: it gets 503 with ``Retry-After``. The time limit (``--timeout``) counts from the moment a
#: worker takes the query, not the wait: a query that waited 20 s still has its whole limit.
DEFAULT_QUEUE_TIMEOUT = 30.0
#: A query stopped at the time limit whose worker got less than this share of one core's time
#: meanwhile was slowed by other work on the machine (other queries, other programs): its 503
#: says the server was overloaded, not that the query's patterns match too much
#: (:func:`overload_message`).
STARVED_SHARE = 0.5
#: Seconds a stopped server (Ctrl-C, SIGTERM) waits for its requests to end before it
#: cancels them; running queries end within CANCEL_POLL of the stop (:class:`_Server`).
SHUTDOWN_GRACE = 5.0
#: How often (seconds) a running query checks whether its client is still connected.
CANCEL_POLL = 0.1
#: Seconds a request waits for a worker before a query whose client went away is stopped to free
#: one (:meth:`QueryWorkerPool._drain`). 0: waiting longer only adds to the wait when every worker
#: is held by such queries (a 2-s one under load ran 4-8 s with three others); an abandoned query
#: that no request needs a worker from runs on and gives its worker back, with no restart.
PREEMPT_AFTER = 0.0
#: Worker processes kept started but idle, to take a killed worker's place at once (a restart
#: takes about 2 s: the next query waited that long after a disconnect or a time-out).
STANDBY_WORKERS = 1
#: Most query worker processes a server starts (each holds a read-only store handle and a
#: Python interpreter, about 60 MB).
MAX_WORKERS = 64
#: The request log (one line per HTTP request; see :class:`AccessLog`).
ACCESS_LOG = logging.getLogger("kg.serve.access")
#: Request targets longer than this are cut in the log (a query string can be long).
LOG_TARGET_CHARS = 300

#: media type -> pyoxigraph QueryResultsFormat name, in server preference order.
RESULT_TYPES = {
    "application/sparql-results+json": "JSON",
    "application/sparql-results+xml": "XML",
    "text/csv": "CSV",
    "text/tab-separated-values": "TSV",
    "application/json": "JSON",
    "application/xml": "XML",
    "text/xml": "XML",
}
#: media type -> pyoxigraph RdfFormat name, in server preference order.
GRAPH_TYPES = {
    "text/turtle": "TURTLE",
    "application/n-triples": "N_TRIPLES",
    "application/rdf+xml": "RDF_XML",
    "application/ld+json": "JSON_LD",
    # as the SPARQL results types above: XML asked for by the generic type is RDF/XML, as
    # format=xml gives (labelled with the type the client asked for)
    "application/xml": "RDF_XML",
    "text/xml": "RDF_XML",
    "application/turtle": "TURTLE",
    "application/x-turtle": "TURTLE",
    "text/plain": "N_TRIPLES",
    # as Fuseki answers them: JSON-LD is JSON, and N3 is a superset of Turtle, so a client asking
    # for either reads the answer (it is labelled with the type the client asked for)
    "application/json": "JSON_LD",
    "text/n3": "TURTLE",
}

#: Formats written as XML 1.0 (SPARQL results XML, RDF/XML).
_XML_FORMATS = frozenset({"XML", "RDF_XML"})
#: UTF-8 of the characters XML 1.0 forbids (section 2.2, production [2]): C0 controls other than
#: tab, LF and CR, and U+FFFE / U+FFFF (surrogates cannot occur in valid UTF-8).
_XML_INVALID = re.compile(rb"[\x00-\x08\x0b\x0c\x0e-\x1f]|\xef\xbf[\xbe\xbf]")
XML_INVALID_MESSAGE = ("the answer holds characters that XML 1.0 cannot carry (U+0000 or another control "
                       "character); ask for one of: ")
READ_ONLY_MESSAGE = "this SPARQL endpoint is read-only: SPARQL Update is refused"
#: Largest request body accepted (bytes): a SPARQL query is text; a bigger POST gets 413.
MAX_BODY = 1_000_000
#: The request headers a CORS preflight may name (``Access-Control-Request-Headers``): any
#: (Starlette's ``"*"``, answered by echoing the ones asked for), since the endpoint is public
#: and read-only and sends no credentials-bound data (no cookies, ``Allow-Credentials`` is never
#: sent): a browser ``fetch`` with ``Authorization`` or ``X-Requested-With`` (jQuery, some
#: SPARQL clients) was refused with 400 "Disallowed CORS headers" when only Accept and
#: Content-Type were allowed. Origins: any (``*``); methods: GET, POST (and the preflight's OPTIONS).
CORS_ALLOW_HEADERS = ["*"]
#: The view (``/``, graph.html) is sent gzip-compressed when it is at least this many bytes and
#: the request's Accept-Encoding admits gzip (:func:`accepts_gzip`): a build of 1,500 abstracts
#: writes a 5.3 MB page, about 1 MB gzipped. Smaller pages are sent as they are.
GZIP_MIN_BYTES = 1024
#: The 413 text of a request body over :data:`MAX_BODY`: the limit, and what to do.
TOO_LARGE_MESSAGE = (f"request body over {MAX_BODY} bytes: this endpoint reads a query of up to 1 MB; send a shorter "
                     "one (split a large VALUES block over several queries)")
#: A body over :data:`MAX_BODY` but at most this size (bytes) is read to its end and dropped
#: before the 413 reply, so that a client that sends the whole body before it reads the
#: reply (urllib, requests) gets the 413 and not a broken pipe; a larger one is cut off.
DRAIN_BODY = 64_000_000


#: ``kg serve --max-rows``'s default: the most solutions (SELECT) or triples (CONSTRUCT, DESCRIBE)
#: one answer holds; the rest is cut and the answer says so (:data:`TRUNCATED_HEADER`). The
#: shipped queries answer up to some 42,000 rows on a 3,589-paper venue store (link-evidence);
#: an unbounded ``SELECT * { ?s ?p ?o }`` on it is 891,000 rows (about 150 MB of JSON).
DEFAULT_MAX_ROWS = 100_000
#: The response header of an answer cut at ``--max-rows``: its value is the number of rows
#: (solutions or triples) the answer holds; the query had more.
TRUNCATED_HEADER = "X-PaperKG-Truncated"
#: The largest ``--max-rows`` taken (0 is no cap at all).
MAX_ROWS_LIMIT = 100_000_000


@dataclass(frozen=True)
class Reply:
    """A worker's answer: HTTP status, media type and body bytes."""

    status: int
    media_type: str
    body: bytes
    #: further response headers, ``((name, value), ...)`` (a ``/resource/`` answer's Link and
    #: Content-Location, :func:`_resource_reply`)
    headers: tuple = ()
    #: why the query got no answer, for the access log (:data:`LOG_REASON`): "time limit",
    #: "queue full", ...; "" for an answer
    reason: str = ""


def retry_after(timeout: float) -> str:
    """The ``Retry-After`` value (RFC 9110 section 10.2.3: whole seconds) of a 503 answer of a
    server whose time limit is ``timeout`` seconds: a busy worker is free again within one time
    limit, so a client that waits that long finds one (at least 1 s). Returns a str."""
    import math

    return str(max(1, math.ceil(timeout)))


def timeout_message(text: str, timeout: float, longer: str = "start the server with a longer --timeout") -> str:
    """The 503 text of a query ``text`` (str) stopped at the time limit ``timeout`` (seconds);
    ``longer`` says how to get a longer limit (``kg query``: "run kg query with a longer --timeout").

    The hint fits the query: only a SELECT without an aggregate and without a LIMIT is told
    that a LIMIT bounds its answer (that may be why it ran long); any other query (COUNT, GROUP
    BY, ASK, CONSTRUCT, or a SELECT that already has a LIMIT) is told that its patterns are
    what costs, and that the server can be started with a longer ``--timeout``. The query is
    read with rdflib's SPARQL grammar (:func:`kg.query.query_shape`); a text it cannot read
    gets the general hint. Returns one line (str)."""
    from kg.query import query_shape

    with _RDFLIB_PARSE:  # pyparsing promises no thread safety (request threads call this)
        shape = query_shape(text)
    head = f"query stopped after {timeout:g} s (time limit)"
    if shape is not None and shape.form == "SELECT" and not shape.aggregate and not shape.limit:
        return (f"{head}: this SELECT has no LIMIT, and a large answer takes long to compute and send; "
                f"add a LIMIT (and page with OFFSET), or {longer}")
    return (f"{head}: the query's patterns match too much to finish in time; make them more selective "
            f"(a constant, a type, a FILTER on a label), or {longer}")


def overload_message(timeout: float, cpu: float, running: int, cores: int) -> str:
    """The 503 text of a query stopped at the time limit ``timeout`` (seconds) that got only
    ``cpu`` seconds of processor time meanwhile (less than :data:`STARVED_SHARE` of the limit):
    the machine was busy (``running`` queries ran at once on ``cores`` cores, or other programs
    used them), so the query itself is not shown to be too costly; it says so and to try again
    (and that a query stopped on an idle server too needs a longer ``--timeout``); it does not
    tell the client to make its patterns more selective. Returns one line (str)."""
    return (f"query stopped after {timeout:g} s (time limit) while the server was overloaded: the query got "
            f"{cpu:.1f} s of processor time in those {timeout:g} s ({running} quer{'y' if running == 1 else 'ies'} "
            f"running on {cores} core{'s' if cores != 1 else ''}, or other programs busy); try again later "
            f"(Retry-After); if it stops when the server is idle too, it needs a longer --timeout")


def busy_message(size: int, waited: float, waiting: int) -> str:
    """The 503 text of a query that waited ``waited`` seconds (the queue-wait limit,
    ``--queue-timeout``) for one of ``size`` workers, all busy, with ``waiting`` requests queued
    (itself included). Returns one line (str)."""
    return (f"the server is busy: all {size} query worker{'s' if size != 1 else ''} stayed busy while this query "
            f"waited {waited:g} s in the queue ({waiting} waiting); it did not run; try again later (Retry-After)")


def _cpu_seconds(pid: Optional[int]) -> Optional[float]:
    """Processor time (user + system, seconds) the process ``pid`` has used, read from Linux's
    ``/proc/PID/stat`` (fields 14 and 15, proc(5)); None where there is no such file."""
    import os

    if pid is None:
        return None
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            fields = fh.read().rsplit(b")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


#: The header of a ``/queries/NAME/results`` answer that names the value each declared parameter
#: ran with (:func:`parameters_header`).
PARAMETERS_HEADER = "PaperKG-Parameters"


def parameters_header(query, given: dict) -> Optional[str]:
    """The :data:`PARAMETERS_HEADER` value of a ``/queries/NAME/results`` answer: each declared
    parameter of ``query`` (a :class:`kg.query.Query`) with the value it ran with, as ``kg query``'s
    note on stderr names them (:func:`kg.query.no_rows_note`): given in the URL, or the header's
    default (``(default)``; a default names an entity of the bundled sample, so on another graph it
    usually matches nothing: a 200 with no row), or left open; then how to set the defaulted ones
    (``?NAME=VALUE``). Values are JSON strings with non-ASCII characters escaped (``\u00e9``), as
    a header carries ASCII. None for a query without parameters.

    Example: ``dataset="ReasonAug" (default); set it with ?dataset=VALUE``.
    """
    if not query.params:
        return None
    opened = query.open_params - set(given) if given else frozenset()
    used = ", ".join(f"{name} left open (any)" if name in opened else
                     f"{name}={json.dumps(given.get(name, default), ensure_ascii=True)}"
                     f"{'' if name in given else ' (default)'}" for name, default in query.params.items())
    defaulted = [name for name in query.params if name not in given and name not in opened]
    if not defaulted:
        return used
    how = "&".join(f"{name}=VALUE" for name in defaulted)
    return f"{used}; set {'it' if len(defaulted) == 1 else 'them'} with ?{how}"


def _text(status: int, message: str, reason: str = "") -> Reply:
    """A plain-text :class:`Reply` (``message`` ending in one line feed); ``reason``: its
    :attr:`Reply.reason` for the access log."""
    return Reply(status, "text/plain; charset=utf-8", (message.rstrip("\n") + "\n").encode("utf-8"), reason=reason)


#: The stdlib's parser of RFC 2045 media types (``email.headerregistry``), whose grammar (type "/"
#: subtype, then ``;`` name=value parameters, a value a token or a quoted string) is HTTP's
#: media type and media range (RFC 9110 sections 8.3.1 and 12.5.1); what it finds wrong is
#: listed in the header's ``defects``.
_MEDIA_TYPES = HeaderRegistry()
#: The defect the stdlib reports for an empty parameter (``text/csv;;q=0.5``), which RFC 9110's
#: ``parameters = *( OWS ";" OWS [ parameter ] )`` allows: not counted as a fault.
_EMPTY_PARAMETER = "parameter entry with no content"
#: Longest media range of an Accept header read (characters; the longest registered media types
#: are under 130): a longer element is malformed. Bounds the stdlib parser's work (about 8 us a
#: character for a crafted one; it recurses once per nested comment parenthesis).
MAX_MEDIA_RANGE_CHARS = 200
#: Media ranges of an Accept header read (browsers send under 10): later ones are ignored.
MAX_ACCEPT_RANGES = 32


def media_type(value: str) -> Optional[tuple[str, dict[str, str]]]:
    """A media type or media range (``text/csv; q=0.5``, ``application/sparql-query;
    charset=iso-8859-1``) read with the standard library's parser of MIME media types
    (:data:`_MEDIA_TYPES`).

    Input: the text of one media type (str). Output: ``(type/subtype, parameters)``, the type and
    the parameter names lower-cased, the values unquoted; None when ``value`` is malformed (no
    ``type/subtype`` of tokens, text after the parameters, a parameter without a value, a
    non-ASCII type, ``*/subtype``, or over :data:`MAX_MEDIA_RANGE_CHARS` characters). Raises nothing."""
    if len(value) > MAX_MEDIA_RANGE_CHARS:
        return None
    try:
        header = _MEDIA_TYPES("content-type", value)
    except Exception:  # noqa: BLE001 - the parser's own failure (a RecursionError): malformed
        return None
    if any(str(defect) != _EMPTY_PARAMETER for defect in header.defects):
        return None
    kind = header.content_type
    if not kind.isascii() or (header.maintype == "*" and header.subtype != "*"):
        return None
    return kind, {name.lower(): value for name, value in header.params.items()}


def repeated_parameters(value: str) -> tuple[str, list[str]]:
    """The media type of a Content-Type ``value`` (str) and the parameters it declares more than
    once (``application/sparql-query; charset=utf-8; charset=latin1``), which :func:`media_type`
    takes as malformed, and which leave the body's charset ambiguous.

    The parameters are listed by the standard library's ``email.message.Message.get_params``,
    which keeps each one (the registry parser of :func:`media_type` keeps the first of a name and
    only notes a defect, and takes ``charset`` and ``Charset`` as two). Output: ``(type, names)``,
    the type as written (stripped, lower-cased, parameters not checked) and the repeated names
    (lower-cased, an RFC 2231 ``charset*`` as ``charset``, in the order of first appearance;
    ``[]`` for none, for an empty value or one over :data:`MAX_MEDIA_RANGE_CHARS` characters).
    Raises nothing."""
    from email.message import Message

    if not value or len(value) > MAX_MEDIA_RANGE_CHARS:
        return "", []
    try:
        message = Message()
        message["content-type"] = value
        params = message.get_params(header="content-type") or [("", "")]
    except Exception:  # noqa: BLE001 - the parser's own failure: no parameters to name
        return "", []
    seen: dict[str, int] = {}
    for name, _ in params[1:]:
        if name:
            seen[name.lower()] = seen.get(name.lower(), 0) + 1
    return params[0][0].strip().lower(), [name for name, count in seen.items() if count > 1]


def repeated_parameters_message(kind: str, names: list[str]) -> str:
    """The 400 text of a POST whose Content-Type of type ``kind`` declares the parameters
    ``names`` more than once (:func:`repeated_parameters`)."""
    listed = " and ".join(names)
    return (f"the Content-Type {kind} declares its {listed} parameter{'s' if len(names) > 1 else ''} more than "
            f"once (which one holds?); declare each parameter once, e.g. Content-Type: {kind}; charset=utf-8")


def accept_ranges(accept: Optional[str]) -> Optional[list[str]]:
    """The media ranges of an HTTP ``Accept`` header, best first (RFC 9110 section 12.5.1), or
    None when the header holds no well-formed media range (then it is to be ignored).

    The header is a list (RFC 9110 section 5.6.1; split by the stdlib's
    ``urllib.request.parse_http_list``, which keeps a quoted comma); each element is read by
    :func:`media_type`. A malformed element (``;;;``, ``=q``, ``text/csv;q=abc``, a q-value outside
    0-1) is skipped, and so are empty elements; parameters other than ``q`` are ignored; ranges with
    ``q=0`` are dropped (so ``*/*;q=0`` alone gives ``[]``: nothing is acceptable); equal q-values
    keep header order. Only the first :data:`MAX_ACCEPT_RANGES` elements are read.

    Input: the header's value (str) or None. Output: a list of lower-cased media ranges (str), or
    None for an absent or empty header too. Raises nothing."""
    if not accept or not accept.strip():
        return None
    ranked, well_formed = [], False
    elements = [e for e in urllib.request.parse_http_list(accept) if e.strip()]
    for index, element in enumerate(elements[:MAX_ACCEPT_RANGES]):
        parsed = media_type(element)
        if parsed is None:
            continue
        media, params = parsed
        q = 1.0
        if "q" in params:
            text = params["q"].strip()
            if not text.replace(".", "", 1).isdigit() or not 0.0 <= float(text) <= 1.0:
                continue  # a weight that is no qvalue: the element is malformed
            q = float(text)
        well_formed = True
        if q > 0:
            ranked.append((-q, index, media))
    if not well_formed:
        return None
    return [m for _, _, m in sorted(ranked)]


def negotiate(accept: Optional[str]) -> list[str]:
    """Media ranges of an HTTP ``Accept`` header, best first (RFC 9110 section 12.5.1): those of
    :func:`accept_ranges`. An absent or empty header means ``*/*``, and so does a malformed one
    (no well-formed media range in it: ``;;;,,=q``): RFC 9110 lets a server ignore it, and the
    answer is the default format, as with no Accept at all. A well-formed header that admits
    nothing the endpoint writes (``image/png``, ``*/*;q=0``) keeps its ranges, for the 406.

    Input: the header's value (str) or None. Output: a list of media ranges (str); ``[]`` when
    every range has ``q=0``. Raises nothing.
    """
    ranges = accept_ranges(accept)
    return ["*/*"] if ranges is None else ranges


#: The request parameters that choose an answer's format over the Accept header, as Fuseki reads
#: them and SPARQLWrapper sends them (all three, with the same value, on every query unless told
#: to use content negotiation only); Virtuoso reads ``format=``. The first one given counts.
FORMAT_PARAMETERS = ("format", "output", "results")
#: The names a format parameter takes (case-insensitive; Fuseki's short names, and SPARQLWrapper's
#: return formats) -> the media types they stand for, a SELECT/ASK answer's before a
#: CONSTRUCT/DESCRIBE answer's: ``json`` is SPARQL JSON for a SELECT and JSON-LD (labelled
#: application/json, as for that Accept) for a CONSTRUCT, ``xml`` SPARQL XML or RDF/XML.
FORMAT_NAMES = {
    "json": ("application/sparql-results+json", "application/json"),
    "xml": ("application/sparql-results+xml", "application/rdf+xml"),
    "rdf": ("application/sparql-results+xml", "application/rdf+xml"),
    "csv": ("text/csv",),
    "tsv": ("text/tab-separated-values",),
    "turtle": ("text/turtle",),
    "ttl": ("text/turtle",),
    "n3": ("text/n3",),
    "ntriples": ("application/n-triples",),
    "n-triples": ("application/n-triples",),
    "nt": ("application/n-triples",),
    "jsonld": ("application/ld+json",),
    "json-ld": ("application/ld+json",),
    "rdfxml": ("application/rdf+xml",),
    "rdf+xml": ("application/rdf+xml",),
}
FORMAT_HELP = ("json, xml, csv or tsv for SELECT/ASK; turtle, ntriples, jsonld, rdfxml, json or xml for "
               "CONSTRUCT/DESCRIBE; or a media type such as text/csv")


class FormatError(ValueError):
    """A format parameter (:data:`FORMAT_PARAMETERS`) whose value is neither a name of
    :data:`FORMAT_NAMES` nor a well-formed media type: the message names both, for the 400."""


def format_ranges(fields: dict[str, list[str]]) -> Optional[list[str]]:
    """The media ranges a request's format parameter asks for, which take the Accept header's
    place (as in Fuseki and Virtuoso): of the first of :data:`FORMAT_PARAMETERS` given with a
    value, every value in turn (SPARQLWrapper repeats the parameter: ``format=tsv&format=text/tab-separated-values``),
    each a name of :data:`FORMAT_NAMES` or media types written as in an Accept header (a media
    type whose ``+`` a URL turned into a space, ``application/sparql-results json``, is read with
    its ``+``).

    Input: the request's fields, ``{name: [value, ...]}`` (its URL's and its form body's). Output:
    a list of media ranges (str) for :func:`_pick`, best first; None when no format parameter has
    a value (an empty one counts as none): the Accept header decides.
    Raises:
        FormatError: a value that is no name and no well-formed media type (``format=html``,
            ``format=;;``), naming the parameter, the value and the names.
    """
    for name in FORMAT_PARAMETERS:
        values = [v.strip() for v in fields.get(name, ()) if v.strip()]
        if not values:
            continue
        ranges: list[str] = []
        for value in values:
            known = FORMAT_NAMES.get(value.lower())
            if known is not None:
                ranges.extend(known)
                continue
            written = accept_ranges(value) if "/" in value else None
            if not written and " " in value and "/" in value:
                # a "+" typed in a URL reads as a space: format=application/sparql-results+json
                written = accept_ranges(value.replace(" ", "+"))
            if not written:
                raise FormatError(f"unknown {name}={value}: give {FORMAT_HELP} (or leave {name}= out and "
                                  "send an Accept header)")
            ranges.extend(written)
        return ranges
    return None


#: The variable of :data:`DESCRIBE_QUERY` that ``/describe?iri=`` binds (a substitution, never
#: pasted into the text).
DESCRIBE_VARIABLE = "resource"
#: The query of ``GET /describe?iri=IRI``: Oxigraph's DESCRIBE, the concise bounded description
#: (the IRI's own triples, and those of the blank nodes they reach): bounded by what the graph
#: says about that one IRI, and by the time limit as any query.
DESCRIBE_QUERY = f"DESCRIBE ?{DESCRIBE_VARIABLE}"
DESCRIBE_USAGE = ("look an IRI of the graph up with GET /describe?iri=IRI, e.g. "
                  "/describe?iri=https://w3id.org/paperkg/resource/method/transformer")
#: What the 404 of a path the endpoint does not serve says.
NOT_FOUND_HINT = ("this endpoint serves /sparql (SPARQL 1.1 Protocol), /describe?iri=IRI (what the graph says "
                  "about an IRI), /resource/PATH (the graph's resource <BASE>PATH, BASE its base IRI), /queries "
                  "and /; " + DESCRIBE_USAGE.replace("look an IRI of the graph up with", "look any IRI up with"))

#: The path under which ``kg serve`` answers for the graph's own resources: ``GET /resource/PATH``
#: describes the IRI ``BASE + PATH``, BASE the graph's base IRI (``kg build --base-iri``, recorded
#: as the void:uriSpace of its dataset description, or ``kg serve --base-iri``).
RESOURCE_PATH = "/resource/"
#: The media types a ``/resource/`` answer is offered in (Turtle first: the default), and the
#: ``format=`` name of each, which names its variant URL (Content-Location).
RESOURCE_TYPES = {
    "text/turtle": "TURTLE",
    "application/ld+json": "JSON_LD",
    "application/n-triples": "N_TRIPLES",
    # RDF/XML, as /sparql's DESCRIBE offers it (since session 52; an answer XML 1.0 cannot
    # carry is given in the client's next acceptable type, as /sparql does)
    "application/rdf+xml": "RDF_XML",
    "application/json": "JSON_LD",  # JSON-LD is JSON (labelled as asked, as /sparql does)
}
RESOURCE_VARIANTS = {"TURTLE": "ttl", "JSON_LD": "jsonld", "N_TRIPLES": "nt", "RDF_XML": "rdfxml"}
#: What a ``/resource/`` answer is offered as: :data:`RESOURCE_TYPES`, then an HTML page for a
#: browser (:func:`resource_page`, since session 55: a browser's ``Accept: text/html`` got a 406).
#: Last, so ``*/*`` (curl, most RDF clients) still gets Turtle; a browser ranks text/html first.
RESOURCE_PAGE_TYPES = {**RESOURCE_TYPES, "text/html": "HTML"}
#: Most incoming links (triples with the resource as object) a ``/resource/`` answer holds, in
#: the order of their predicate's IRI, then their subject's; the header
#: ``PaperKG-Incoming-Links: SHOWN of TOTAL`` says how many there are (a hub, the skos:ConceptScheme
#: of every entity, has thousands: query /sparql for the rest).
RESOURCE_INCOMING_CAP = 200
#: Most triples with the resource as subject a ``/resource/`` answer holds (a paper has under 200),
#: in the order of predicate and object; ``PaperKG-Outgoing-Links: SHOWN of TOTAL`` likewise.
RESOURCE_OUTGOING_CAP = 2000
_RDFS_LABEL = "http://www.w3.org/2000/01/rdf-schema#label"
#: The RDF namespace: a triple whose predicate is rdf:subject, rdf:predicate or rdf:object comes
#: from a reification node (an evidence or correction node), listed after direct links.
RDF_NS = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
_VOID_URI_SPACE = ("SELECT DISTINCT ?space WHERE { ?d a <http://rdfs.org/ns/void#Dataset> ; "
                   "<http://rdfs.org/ns/void#uriSpace> ?space }")


@dataclass(frozen=True)
class ResourceLookup:
    """A ``GET /resource/PATH`` job for a query worker (:func:`_resource_reply`).

    ``candidates``: the IRI paths PATH may stand for (:func:`resource_candidates`); ``bases``: the
    base IRIs to put before them (``kg serve --base-iri``), or None: those the graph records
    (void:uriSpace); ``path``: the request's path, for messages; ``location``: the URL of the
    document without its query (Content-Location is it with ``?format=``)."""

    candidates: tuple
    bases: Optional[tuple]
    path: str
    location: str
    #: the server's URL before ``/resource/`` (``kg serve --public-url``, else ``""``): the HTML
    #: page's links to other resources are ``root + /resource/PATH``
    root: str = ""

    def timeout_text(self, timeout: float) -> str:
        """The 503 text of this look-up stopped at the time limit ``timeout`` (seconds)."""
        return (f"look-up of {self.path} stopped after {timeout:g} s (time limit); start the server with a "
                "longer --timeout")


def recorded_bases(store) -> list[str]:
    """The base IRIs a graph records: the void:uriSpace values (a literal, as VoID writes it, or
    an IRI) of its void:Dataset descriptions (:func:`kg.graph.dataset_description`), sorted.
    Input: an open :class:`kg.store.GraphStore`. Output: a list of str (empty: none recorded)."""
    import pyoxigraph as ox

    return sorted({row["space"].value for row in store.query(_VOID_URI_SPACE)
                   if isinstance(row["space"], (ox.Literal, ox.NamedNode))})


def base_notes(recorded: list[str], base_iri: Optional[str], label: str) -> list[str]:
    """The start-up warnings of ``kg serve`` about ``/resource/PATH``: for a graph (named
    ``label``) that records no base IRI (``recorded``, :func:`recorded_bases`) when no
    ``--base-iri`` (``base_iri``) is given, and for a ``--base-iri`` that is none of those the graph
    records (its IRIs then answer 404). Returns ``"kg: warning: ..."`` lines (may be empty)."""
    if base_iri is None and not recorded:
        return [f"kg: warning: {label} records no base IRI (no void:uriSpace): GET /resource/PATH answers 404; "
                "give the base the graph was built with, kg serve --base-iri IRI"]
    if base_iri is not None and recorded and base_iri not in recorded:
        return [f"kg: warning: --base-iri {base_iri} is not the base {label} records "
                f"({', '.join(recorded)}): GET /resource/PATH looks IRIs up under {base_iri}"]
    return []


def resource_candidates(raw: str) -> list[str]:
    """The IRI paths a request path ``raw`` (str: the part after ``/resource/``, as sent, still
    percent-encoded) may stand for, in the order tried: as sent (the minted IRIs percent-encode
    a paper id's reserved and non-ASCII characters, ``paper/10.1%2Fx``); with RFC 3986 section
    6.2.2 percent-encoding normalisation (``%2d`` -> ``-``, hex digits in capitals); and that
    with the encodings of non-ASCII UTF-8 decoded (RFC 3987 section 3.2: a client sends an IRI's
    ``é`` as ``%C3%A9``). Duplicates are dropped. Raises nothing."""
    def iri_form(text: str) -> str:
        def one(m: "re.Match[str]") -> str:
            try:
                return urllib.parse.unquote_to_bytes(m.group(0)).decode("utf-8")
            except UnicodeDecodeError:
                return m.group(0)
        return re.sub(r"(?:%[89A-Fa-f][0-9A-Fa-f])+", one, text)

    normal = _percent_normalised(raw)
    return list(dict.fromkeys([raw, normal, iri_form(normal)]))


#: Python codecs that are no character set (Python's own, "Python Specific Encodings"): a body
#: declaring one is refused as one declaring an unknown charset.
#: (``codecs.lookup(name).name`` spellings.)
_NOT_CHARSETS = frozenset({"idna", "mbcs", "oem", "palmos", "punycode", "raw-unicode-escape", "undefined",
                           "unicode-escape"})


class BodyError(ValueError):
    """A request body that cannot be read as text (:func:`decode_body`): ``status`` is the HTTP
    status to answer (415 or 400), ``str(error)`` the one-line message."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


def body_codec(charset: Optional[str], what: str = "query body") -> str:
    """The Python codec for the ``charset`` (str, as a Content-Type declares it; None or empty:
    UTF-8, the SPARQL 1.1 Protocol's encoding) of a request body named ``what`` (str).

    Returns:
        the codec's name (str, ``utf-8``, ``iso8859-1`` ...).
    Raises:
        BodyError: 415 for a charset Python does not know, or a Python codec that is no character
            set (``unicode_escape``, ``idna``: :data:`_NOT_CHARSETS`; ``rot13``), naming it.
    """
    import codecs

    name = (charset or "").strip() or "utf-8"
    try:
        codec = codecs.lookup(name)
    except LookupError:
        codec = None
    # _is_text_encoding (CodecInfo, since Python 3.4) is False for rot13, zlib, base64 ...: str.decode refuses them
    if codec is None or codec.name in _NOT_CHARSETS or not getattr(codec, "_is_text_encoding", True):
        raise BodyError(415, f"the {what}'s Content-Type declares charset={name}, which this endpoint cannot "
                             "decode; send the query in UTF-8 (charset=utf-8, or no charset)")
    return codec.name


def _not_in(what: str, charset: Optional[str], codec: str) -> BodyError:
    """The 400 of a body named ``what`` whose bytes are not in its ``charset`` (``codec``)."""
    return BodyError(400, f"{what} is not {'UTF-8' if codec == 'utf-8' else (charset or '').strip()}")


def decode_body(raw: bytes, charset: Optional[str], what: str = "query body") -> str:
    """The text of an ``application/sparql-query`` request body ``raw`` (bytes) in the ``charset``
    its Content-Type declares (str as written, or None: UTF-8; :func:`body_codec`), for the
    message named ``what`` (str).

    Returns:
        the decoded text (str).
    Raises:
        BodyError: 415 for a charset that cannot be decoded (:func:`body_codec`); 400 for a body
            that is not in its charset (``query body is not UTF-8``, ``query body is not
            ISO-8859-7``: the name as declared).
    """
    codec = body_codec(charset, what)
    try:
        return raw.decode(codec)
    except UnicodeError:
        raise _not_in(what, charset, codec) from None


def decode_form(raw: bytes, charset: Optional[str]) -> dict[str, list[str]]:
    """The fields of an ``application/x-www-form-urlencoded`` request body ``raw`` (bytes), its
    bytes and its percent-escapes read in the ``charset`` its Content-Type declares (str as
    written, or None: UTF-8), as HTML's form submission writes them; parsed by
    ``urllib.parse.parse_qs`` (empty values kept).

    Returns:
        ``{name: [value, ...]}``.
    Raises:
        BodyError: 415 for a charset that cannot be decoded (:func:`body_codec`); 400 ``form body
            is not UTF-8`` (or the charset as declared) for bytes or escapes that are not in it.
    """
    codec = body_codec(charset, "form body")
    try:
        return urllib.parse.parse_qs(raw.decode(codec), keep_blank_values=True, errors="strict", encoding=codec)
    except UnicodeError:
        raise _not_in("form body", charset, codec) from None


#: Media types that are aliases of a format's registered (IANA) type, which the answer is labelled
#: with when the client's Accept lists both ("application/turtle,text/turtle": the same bytes,
#: labelled text/turtle, RFC 9110 section 12.5.1 leaving the choice among acceptable types to the
#: server). A client that asks for the alias alone gets the alias, as it asked.
REGISTERED_TYPES = {"application/turtle": "text/turtle", "application/x-turtle": "text/turtle"}


def _pick(ranges: list[str], offered: dict[str, str]) -> Optional[tuple[str, str]]:
    """First offered (media type, format name) matching the ranked ranges, or None. An alias of
    a registered type (:data:`REGISTERED_TYPES`) gives way to that type when ``ranges`` lists it
    too and it is offered for the same format."""
    for media in ranges:
        if media in offered:
            registered = REGISTERED_TYPES.get(media)
            if registered in ranges and offered.get(registered) == offered[media]:
                return registered, offered[media]
            return media, offered[media]
        if media == "*/*":
            first = next(iter(offered))
            return first, offered[first]
        if media.endswith("/*"):
            major = media[:-1]
            for m, fmt in offered.items():
                if m.startswith(major):
                    return m, fmt
    return None


def _is_update(text: str) -> bool:
    """True when ``text`` parses as SPARQL 1.1 Update (:func:`kg.query.is_update`)."""
    from kg.query import is_update

    return is_update(text)


SERVICE_MESSAGE = ("SERVICE (federated query) is disabled: this endpoint never makes requests to "
                   "other servers on a client's behalf")


#: What :func:`_service_verdict` returns for a query with a SERVICE pattern.
_HAS_SERVICE = "service"


def _uses_service(text: str) -> bool:
    """True when the query contains a SERVICE pattern (SPARQL 1.1 Federated Query):
    :func:`_service_verdict`; a text that does not parse holds none. Input: the query text
    (str). Output: bool. Raises nothing."""
    return _service_verdict(text) == _HAS_SERVICE


def _service_verdict(text: str) -> Optional[str]:
    """Whether the query ``text`` (str) contains a SERVICE pattern (SPARQL 1.1 Federated Query),
    which :func:`_execute` refuses with 403, before Oxigraph plans it.

    Oxigraph would otherwise fetch any URL a SERVICE clause names (server-side request
    forgery). The query is parsed with rdflib's SPARQL grammar and its tree searched for a
    ServiceGraphPattern; when rdflib cannot parse it, Oxigraph decides, without planning
    anything (:func:`_unparsed_service_verdict`): a text it refuses holds no SERVICE pattern
    (it gets its 400, whatever words it holds), one it accepts with GRAPH in the place of each
    "service" word holds one. A text in which
    the word cannot be spelled (no ``service`` in any case and no ``\\u`` / ``\\U``
    codepoint escape, which SPARQL 1.1 section 19.2 allows anywhere in a query) holds no
    SERVICE pattern and is not parsed: rdflib's grammar took 8.6 s on a valid 77 KB query.

    Returns:
        :data:`_HAS_SERVICE`; None (no SERVICE pattern: the query may run); or, for a text that
        does not parse, Oxigraph's refusal (str, ``error at L:C: ...``), for the 400. Raises
        nothing.
    """
    lowered = text.lower()
    if "service" not in lowered and "\\u" not in lowered:
        return None

    from rdflib.plugins.sparql.parser import parseQuery
    from rdflib.plugins.sparql.parserutils import CompValue

    try:
        tree = parseQuery(text)
    except Exception:  # noqa: BLE001 - unparsable here: Oxigraph's parser decides
        return _unparsed_service_verdict(text)

    def walk(node) -> bool:
        if isinstance(node, CompValue):
            if node.name == "ServiceGraphPattern":
                return True
            return any(walk(v) for v in node.values())
        if isinstance(node, (list, tuple)):
            return any(walk(v) for v in node)
        if hasattr(node, "asList") and not isinstance(node, str):
            return any(walk(v) for v in node)
        return False

    return _HAS_SERVICE if walk(tree) else None


def _may_name_service(text: str) -> bool:
    """False when the query text (str) cannot hold a SERVICE pattern: no ``service`` in any case
    and no ``\\u`` / ``\\U`` codepoint escape that could spell it (the quick test
    :func:`_service_verdict` starts with); True: it may, and :func:`_service_verdict` decides.
    Raises nothing."""
    lowered = text.lower()
    return "service" in lowered or "\\u" in lowered


def _parsed_service_verdict(text: str) -> Optional[str]:
    """:func:`_service_verdict` under the lock of rdflib's parser (:data:`_RDFLIB_PARSE`), for the
    endpoint to refuse a SERVICE pattern (403) before the query is queued for a worker (session
    56: it waited for a worker first). Input: the query text (str). Output: as
    :func:`_service_verdict`. Raises nothing."""
    with _RDFLIB_PARSE:
        return _service_verdict(text)


def _unparsed_service_verdict(text: str) -> Optional[str]:
    """:func:`_service_verdict` for a text rdflib's grammar cannot parse (one it does not know,
    such as ``1SERVICE <x> {}``, a text over its limit, or no query at all), decided by
    Oxigraph's parser without the text being planned (Oxigraph calls a SERVICE while it plans):

    - Oxigraph parses the text followed by :data:`_PARSE_STOP`, which it always refuses (so
      never plans); a refusal placed on a line of the text means that the text does not parse
      (a parser that accepted the whole text would have got to the stop): that refusal is
      returned, for the 400 (session 43: a long malformed query holding the word got 403, the
      refusal of the keyword fallback this replaces);
    - otherwise the text parses up to its end, and is read with GRAPH in the place of each
      "service" word (codepoint escapes expanded: :func:`syntax_precheck`'s stand-in, which
      calls nothing): when that parses, the text is a query with a SERVICE pattern
      (:data:`_HAS_SERVICE`); when it does not, the text stops before it is complete, and the
      stand-in's refusal is returned (its place is at the end of the text), except for a text
      with codepoint escapes, which counts as one with a SERVICE pattern as before: its
      stand-in is read with them expanded, not always as Oxigraph reads the text itself.

    Input: the query text (str). Output: :data:`_HAS_SERVICE`, None or a refusal (str). Raises nothing."""
    from kg.query import _OX_POSITION, call_with_stack

    refusal = call_with_stack(_oxigraph_refusal, text + _PARSE_STOP, collect=False)
    place = _OX_POSITION.match(refusal) if refusal is not None else None
    if place is not None and int(place.group(1)) < text.count("\n") + 2:
        return refusal  # refused inside the text: no query, so no SERVICE pattern
    expanded = _codepoints_expanded(text)
    if _SERVICE_WORD.search(expanded) is None:
        return None
    stand_in = _SERVICE_WORD.sub("GRAPH", expanded)
    refusal = call_with_stack(_oxigraph_refusal, stand_in, collect=False)
    if refusal is None or "\\u" in text.lower():
        return _HAS_SERVICE  # a query, with a SERVICE pattern where GRAPH stands
    return refusal


#: The 400 text of a request whose query string holds a percent-escape that is no UTF-8 (/sparql,
#: /describe, /queries/NAME/results).
NOT_UTF8_MESSAGE = "query string is not UTF-8 (a percent-escape such as %FF decodes to no UTF-8 character)"


def _query_string_is_utf8(raw: bytes) -> bool:
    """Whether the percent-escapes of a request's query string ``raw`` (bytes, as the ASGI
    scope holds it) decode as UTF-8 (bool). Starlette's ``query_params`` replace an escape
    that does not (``%FF``) with U+FFFD, which the parser then reports as a syntax error far
    from the cause; the endpoint answers 400 "not UTF-8" instead, as it does for a body."""
    try:
        urllib.parse.parse_qs(raw.decode("latin-1"), keep_blank_values=True, errors="strict")
    except UnicodeDecodeError:
        return False
    return True


#: What may open a SPARQL query before its form keyword (SPARQL 1.1 grammar [4] Prologue, and
#: SPARQL 1.2's VERSION): white space, comments, BASE and PREFIX declarations. Written loosely
#: (any IRI text up to ``>``, any prefix name), so that every valid prologue matches: a text
#: that does not match is no valid query, and its parse fails before anything is evaluated.
_PROLOGUE = re.compile(r"""(?:\s+|\#[^\n]*|BASE\s*<[^>\n]*>|PREFIX\s*[^\s:]*:\s*<[^>\n]*>"""
                       r"""|VERSION\s*(?:"[^"\n]*"|'[^'\n]*'))*""", re.IGNORECASE)
#: The keyword that opens a query's form after the prologue.
_FORM = re.compile(r"(SELECT|CONSTRUCT|DESCRIBE|ASK)\b", re.IGNORECASE)
#: SPARQL 1.1 section 19.2 codepoint escapes, which may spell any part of a query (``\u0041SK``).
_CODEPOINT = re.compile(r"\\u([0-9A-Fa-f]{4})|\\U([0-9A-Fa-f]{8})")
#: The longest query text :func:`syntax_precheck` parses in the request's thread, where no time
#: limit stops it: Oxigraph plans an operator chain in time that grows with its square (a chain
#: of ``||`` took 0.09 s at 3.5 KB, 0.34 s at 7 KB, 1.5 s at 14 KB, over a minute at 200 KB, on
#: this 2-core machine under load); the shipped queries are 0.8-2.3 KB.
PRECHECK_MAX_CHARS = 8_192
#: Threads that write the replies to queries Oxigraph refused (:func:`refusal_reply`: rdflib, one
#: parse at a time, up to seconds for a long text), apart from the threads that run queries, so
#: that a burst of malformed queries holds none of those (a flood of 60 KB ones would otherwise
#: take all 40 of Starlette's, and valid queries waited for one).
REFUSAL_THREADS = 2
#: Refused queries that may wait for a refusal thread beside the :data:`REFUSAL_THREADS` running:
#: past them (a burst), a refused query is answered at once with Oxigraph's own place and message
#: (:func:`quick_refusal`), so that the wait for a 400 is bounded (up to 6 rdflib parses, some 3 s
#: for 18 KB texts), however many come (40 malformed 18 KB queries nested 100 deep waited up to
#: 21 s for their 400s in session 43, one parse after the other).
REFUSAL_WAITING = 4
#: One rdflib parse at a time in the server process (:func:`syntax_precheck` runs in request threads).
_RDFLIB_PARSE = threading.Lock()
#: The keyword of a SERVICE pattern (with its SILENT) and any other "service" word, which
#: :func:`syntax_precheck` reads as GRAPH: no valid query becomes invalid (a name, string or
#: IRI holding the word stays one) and no SERVICE is left for Oxigraph to call. No word boundary
#: before it: a number may end right before the keyword (``?s <p> 1SERVICE <x> {}`` is valid
#: SPARQL); it also refuses, by :func:`_uses_service`'s fallback, an unparsable text holding it.
_SERVICE_WORD = re.compile(r"SERVICE\b(?:\s+SILENT\b)?", re.IGNORECASE)
#: The variable of :func:`syntax_precheck`'s stand-in projection for an ASK query.
_ASK_PROBE = "(1 AS ?kg_ask_probe_35)"


def _codepoints_expanded(text: str) -> str:
    """``text`` with its ``\\uXXXX`` / ``\\UXXXXXXXX`` escapes replaced by their characters
    (an escape of no character, a surrogate or past U+10FFFF, stays as written)."""
    def one(m: "re.Match[str]") -> str:
        code = int(m.group(1) or m.group(2), 16)
        return chr(code) if code <= 0x10FFFF and not 0xD800 <= code <= 0xDFFF else m.group(0)

    return _CODEPOINT.sub(one, text) if "\\u" in text.lower() else text


def _oxigraph_refusal(text: str) -> Optional[str]:
    """pyoxigraph's ``SyntaxError`` message for ``text`` (str), or None when it parses: the
    query is given to an empty in-memory store and its answer dropped unread. A SELECT,
    CONSTRUCT or DESCRIBE answer is an iterator that evaluates nothing until read (a cross
    product of VALUES costs nothing), so only the parse runs; an ASK answer is evaluated at
    once, and a SERVICE clause is called while the query is planned (measured with pyoxigraph
    0.5.13), so :func:`syntax_precheck` never passes either here."""
    import pyoxigraph as ox

    try:
        answer = ox.Store().query(text)
    except SyntaxError as exc:
        return str(exc)
    answer = None  # noqa: F841 - freed here, in the thread that made it (kg.query.call_with_stack)
    return None


def syntax_precheck(text: str) -> Optional[Reply]:
    """The 400 (or 403) reply for a query that cannot be parsed, decided in the request's
    thread before the query waits for a worker (:class:`QueryWorkerPool`), or None when the
    query parses (or when this check cannot tell cheaply: the worker then decides as before).

    Oxigraph parses in well under a millisecond (the shipped queries: 0.3-0.9 ms each); only a
    refused query is then parsed by rdflib to name the line of the mistake and to tell SPARQL
    Update (403) from a syntax error (0.01-0.4 s for a 1-2 KB query). A text over
    :data:`PRECHECK_MAX_CHARS` is parsed with a stop after it that Oxigraph always refuses, so
    that it is never planned (:func:`_long_refusal`: a malformed 10 KB query took a worker for
    0.6-0.9 s, and valid queries waiting behind such ones got 503). Parsing is
    no evaluation: the form keyword after the prologue is read first (codepoint escapes
    expanded), and an ASK query, which Oxigraph would evaluate at once, is parsed as the SELECT
    of one constant with the same pattern and modifiers (its refusal is answered only when
    rdflib places the error too); a text whose form keyword cannot be read is no valid query.
    A text holding the word "service" (in any case, codepoint escapes expanded) is parsed with
    every such word (and a ``SILENT`` after it) read as ``GRAPH``, which has the same grammar
    (SPARQL 1.1 [59] ServiceGraphPattern, [58] GraphGraphPattern) and is no call: Oxigraph would
    call a service while planning. When that stand-in parses, the worker decides (it refuses
    SERVICE with 403); when it does not, the reply is rdflib's place of the error in ``text``. The
    parse runs in a thread with a large stack (:func:`kg.query.call_with_stack`), as in the
    workers.

    Args:
        text: the query text of the request.
    Returns:
        a :class:`Reply` (400 "SPARQL syntax error L:C: near ...", 400 "query too deeply
        nested", 403 for SPARQL Update), or None.
    """
    reply, refused = oxigraph_verdict(text)
    if refused is None:
        return reply
    return refusal_reply(text, *refused)


def oxigraph_verdict(text: str) -> tuple[Optional[Reply], Optional[tuple[str, bool]]]:
    """The cheap first stage of :func:`syntax_precheck`: Oxigraph's verdict on ``text`` (str),
    in a millisecond or two, without rdflib.

    Returns:
        ``(reply, None)`` for a query answered at once (400 "query too deeply nested"), ``(None,
        None)`` when it parses or this check cannot tell (the worker decides), or ``(None,
        (engine_message, stand_in))`` when Oxigraph refused it: :func:`refusal_reply` then builds
        the answer (``stand_in``: the message is of a stand-in text, an ASK read as a SELECT or
        SERVICE read as GRAPH, so only rdflib's place is answered). Raises nothing.
    """
    from kg.query import call_with_stack, too_deep

    deep = too_deep(text)
    if deep is not None:
        return _text(400, f"query too deeply nested: {deep}"), None
    if len(text) > PRECHECK_MAX_CHARS:  # Oxigraph plans a long chain slowly: parse only, never plan
        refusal = _long_refusal(text)
        return None, (None if refusal is None else (refusal, False))
    expanded = _codepoints_expanded(text)
    form = _FORM.match(expanded, _PROLOGUE.match(expanded).end())
    ask = form is not None and form.group(1).upper() == "ASK"
    service = "service" in expanded.lower()
    probe = expanded[:form.start()] + "SELECT " + _ASK_PROBE + expanded[form.end():] if ask else expanded
    if service:  # Oxigraph calls a SERVICE while it plans the query: parse GRAPH in its place
        probe = _SERVICE_WORD.sub("GRAPH", probe)
    refusal = call_with_stack(_oxigraph_refusal, probe if ask or service else text, collect=False)
    return None, (None if refusal is None else (refusal, ask or service))


def refusal_reply(text: str, engine_message: str, stand_in: bool = False) -> Optional[Reply]:
    """The reply to a query ``text`` (str) that Oxigraph refused with ``engine_message`` (str):
    403 when it is SPARQL Update, else the 400 of :func:`refusal_message`; with ``stand_in`` (the
    message is of a stand-in text, :func:`oxigraph_verdict`) the 400 only when rdflib places the
    error, else None (the worker decides). Built in the server process, one rdflib parse at a
    time (:data:`_RDFLIB_PARSE`; 0.1-5 s for a long text), never in a worker: the endpoint runs it
    in threads of its own (:data:`REFUSAL_THREADS`), so that a burst of malformed queries holds
    no thread that a valid query needs. Raises nothing."""
    from kg.query import locate_syntax_error

    with _RDFLIB_PARSE:  # pyparsing promises no thread safety; the GIL serialises it anyway
        if _is_update(text):
            return _text(403, READ_ONLY_MESSAGE)
        if stand_in:  # the stand-in's message may name columns of the stand-in: answer only rdflib's place
            found = locate_syntax_error(text, "")
            return None if found is None else _text(
                400, f"SPARQL syntax error {found.line}:{found.column}: {found.message}")
        return _text(400, refusal_message(text, engine_message))


#: What :func:`quick_refusal` adds to Oxigraph's message.
QUICK_REFUSAL_NOTE = ("(the place where Oxigraph's parser stopped, which may be past the mistake: the server "
                      "is answering many refused queries at once and does not place each more closely)")


def quick_refusal(engine_message: str, stand_in: bool = False) -> Optional[Reply]:
    """The 400 of a refused query written from Oxigraph's ``SyntaxError`` message (str) alone, in
    microseconds, without rdflib: ``SPARQL syntax error L:C: expected ... (the place where
    Oxigraph's parser stopped ...)`` (:data:`QUICK_REFUSAL_NOTE`). The endpoint answers so when
    more than :data:`REFUSAL_THREADS` + :data:`REFUSAL_WAITING` refused queries are being
    answered (a text that is SPARQL Update then gets this 400 too, not its 403). Returns None for
    a ``stand_in`` message (:func:`oxigraph_verdict`: its place is in another text), which the
    worker then decides. Raises nothing."""
    from kg.query import _OX_POSITION, readable_syntax_error

    if stand_in:
        return None
    detail = readable_syntax_error(engine_message)
    place = _OX_POSITION.match(detail)
    where = f" {place.group(1)}:{place.group(2)}" if place else ""
    return _text(400, f"SPARQL syntax error{where}: {detail[place.end():] if place else detail} {QUICK_REFUSAL_NOTE}")


#: What :func:`_long_refusal` writes after a query so that Oxigraph refuses every text, and so
#: never plans one: a line holding a backquote, which no SPARQL query may hold outside a
#: comment, a string or an IRI (and a comment, a short string or an IRI ends at the line's end).
_PARSE_STOP = "\n`"


def _long_refusal(text: str) -> Optional[str]:
    """Oxigraph's refusal (str) of a text over :data:`PRECHECK_MAX_CHARS`, or None when it may
    parse: Oxigraph parses the text followed by :data:`_PARSE_STOP`, which it always refuses, in
    a millisecond or two (a refusal stops before any planning; planning a valid long operator
    chain took seconds). A refusal placed on a line of ``text`` means that the text itself does
    not parse; one placed at the stop or past it (Oxigraph's parser sometimes reports an error
    past the end: a stray ``]``), that the worker decides. Input: the query text (str)."""
    from kg.query import _OX_POSITION, call_with_stack

    refusal = call_with_stack(_oxigraph_refusal, text + _PARSE_STOP, collect=False)
    place = _OX_POSITION.match(refusal) if refusal is not None else None
    if place is None or int(place.group(1)) >= text.count("\n") + 2:
        return None
    return refusal


#: The media type of a worker's reply that only carries Oxigraph's refusal of a query (the
#: message, UTF-8): the server builds the client's reply from it (:func:`refusal_reply`).
_REFUSAL = "application/x-kg-oxigraph-refusal"


def refusal_message(text: str, engine_message: str) -> str:
    """The 400 text for a query ``text`` (str) that Oxigraph refuses with ``engine_message`` (str
    of its ``SyntaxError``): one line, ``SPARQL syntax error L:C: near ...`` for a mistake of
    the grammar, ``SPARQL error L:C: undefined prefix 'foo:' ...`` or ``SPARQL error L:C:
    variable ?x is projected but neither grouped nor aggregated ...`` for a query that follows
    the grammar but is no valid SPARQL, placed as ``kg query`` places them
    (:func:`kg.query.query_error`; L:C is omitted when no parser gives a place)."""
    from kg.query import query_error

    place, message = query_error(text, engine_message)
    if message.startswith("SPARQL syntax error"):
        head, rest = "SPARQL syntax error", message[len("SPARQL syntax error"):].lstrip(":").lstrip()
    else:
        head, rest = "SPARQL error", message
    return f"{head} {place[0]}:{place[1]}: {rest}" if place else f"{head}: {rest}"


def _execute(store, text: str, ranges: list[str], bindings: Optional[dict] = None,
             compose: bool = True, missing: Optional[str] = None, max_rows: Optional[int] = None) -> Reply:
    """Run one query on a GraphStore and serialise the answer (runs inside a worker).

    ``bindings`` maps variable names to ``("iri" | "literal", value)``; they are passed to
    pyoxigraph as ``substitutions`` (never pasted into the text). A query Oxigraph refuses gets
    its 400/403 (:func:`refusal_reply`), or with ``compose=False`` (the workers) a :data:`_REFUSAL`
    reply carrying Oxigraph's message, for the server process to build the answer from, so that
    the worker is free again in milliseconds. ``missing``: the 404 text of a CONSTRUCT/DESCRIBE
    whose answer holds no triple (``/describe`` of an IRI the graph does not describe); None: an
    empty graph is a 200 like any answer. ``max_rows``: the most solutions or triples the answer
    holds (:func:`_answer`); None or 0: no cap.
    """
    import pyoxigraph as ox

    from kg.ontology import PREFIXES
    from kg.query import too_deep

    deep = too_deep(text)
    if deep is not None:  # checked first: rdflib's and Oxigraph's parsers recurse per level
        return _text(400, f"query too deeply nested: {deep}")
    service = _service_verdict(text)
    if service == _HAS_SERVICE:
        return _text(403, SERVICE_MESSAGE)
    if service is not None:  # the text does not parse (Oxigraph's refusal, got without planning it)
        return Reply(400, _REFUSAL, service.encode("utf-8")) if not compose else refusal_reply(text, service)
    subs = None
    if bindings:
        subs = {
            ox.Variable(k): ox.NamedNode(v) if kind == "iri" else ox.Literal(v) for k, (kind, v) in bindings.items()
        }
    try:
        result = store.query(text, substitutions=subs)
    except SyntaxError as exc:
        if not compose:
            return Reply(400, _REFUSAL, str(exc).encode("utf-8"))
        return refusal_reply(text, str(exc))
    except (OSError, RuntimeError, ValueError) as exc:
        return _text(500, f"query failed: {exc}")
    try:
        return _answer(store, text, subs, result, ranges, missing, max_rows)
    finally:
        # this frame can outlive the call (rdflib's parser keeps the frames of its exceptions,
        # whose callers' frames this is): pyoxigraph's answer must not stay in it, to be
        # freed by a collector in another thread (PyO3 "unsendable", kg.query.call_with_stack)
        result = None


class _RowsEnough(Exception):
    """Raised by :class:`_RowCounter` to stop Oxigraph's writer once it has the rows it needs."""


class _RowCounter:
    """A binary file for pyoxigraph's TSV writer of SELECT results that keeps the bytes written
    and stops the writer (:class:`_RowsEnough`) once it holds the header line and ``limit`` + 1
    rows: one line each, since TSV writes a line end inside a literal as ``\\n``."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.chunks: list[bytes] = []
        self.lines = 0

    def write(self, data) -> int:
        if self.lines > self.limit + 1:  # stopped already (the writer may try its buffer again)
            raise _RowsEnough()
        data = bytes(data)
        self.chunks.append(data)
        self.lines += data.count(b"\n")
        if self.lines > self.limit + 1:
            raise _RowsEnough()
        return len(data)

    def flush(self) -> None:
        """(Nothing to flush: the bytes are kept.)"""


def _capped_solutions(result, max_rows: int):
    """The solutions of ``result`` (a pyoxigraph ``QuerySolutions``), at most ``max_rows`` of
    them, read once through Oxigraph's own TSV writer and parser (SPARQL 1.1 Query Results TSV
    carries every RDF term exactly, one row a line, so nothing is parsed here but line ends).

    Returns:
        (TSV bytes, True when rows were cut): the TSV of the first ``max_rows`` rows (in the
        query's order), for ``pyoxigraph.parse_query_results`` to give a ``QuerySolutions`` of
        the same variables.
    """
    import pyoxigraph as ox

    counter = _RowCounter(max_rows)
    cut = False
    try:
        result.serialize(counter, format=ox.QueryResultsFormat.TSV)
    except _RowsEnough:
        cut = True
    tsv = b"".join(counter.chunks)
    if cut:  # (the writer stopped holding the header and max_rows + 1 whole rows at least)
        tsv = b"\n".join(tsv.split(b"\n", max_rows + 1)[:max_rows + 1]) + b"\n"
    return tsv, cut


def _answer(store, text: str, subs, result, ranges: list[str], missing: Optional[str] = None,
            max_rows: Optional[int] = None) -> Reply:
    """Serialise the answer ``result`` of :func:`_execute` for the best acceptable type (a graph
    with no triple is the 404 ``missing`` when that is given). With ``max_rows`` (a positive int,
    ``kg serve --max-rows``), a SELECT answer holds at most that many solutions and a CONSTRUCT or
    DESCRIBE answer that many triples; a cut answer carries the :data:`TRUNCATED_HEADER` header
    (the rows it holds) and the access-log reason ``truncated at N rows``."""
    import itertools

    import pyoxigraph as ox

    from kg.ontology import PREFIXES
    from kg.query import ask_text

    cut = False
    rerun = None  # a function giving the answer again (a stream is read once), None: the query runs again
    if isinstance(result, ox.QueryTriples):
        chosen = _pick(ranges, GRAPH_TYPES)
        if chosen is None:
            return _text(406, "no acceptable media type; CONSTRUCT/DESCRIBE offer " + ", ".join(GRAPH_TYPES))
        if missing is not None:
            first = next(result, None)
            if first is None:
                return _text(404, missing)
            result = itertools.chain((first,), result)
        if max_rows:
            triples = list(itertools.islice(result, max_rows + 1))
            cut = len(triples) > max_rows
            del triples[max_rows:]
            result = triples
            rerun = lambda: triples  # noqa: E731
        offered = GRAPH_TYPES

        def write(answer, fmt: str) -> bytes:
            return ox.serialize(answer, format=getattr(ox.RdfFormat, fmt), prefixes=PREFIXES)
    else:
        offered = RESULT_TYPES
        # a SELECT *'s columns in the order SPARQL defines, as kg query lists them (Oxigraph's
        # writers sort them by name): kg.query.star_order, None for any other query
        order = None
        if isinstance(result, ox.QuerySolutions):
            from kg.query import star_order

            names = [v.value for v in result.variables]
            order = star_order(text, names)
            if order == list(range(len(names))):
                order = None
            if max_rows:
                capped, cut = _capped_solutions(result, max_rows)
                rerun = lambda: ox.parse_query_results(capped, format=ox.QueryResultsFormat.TSV)  # noqa: E731
                result = rerun()

        def write(answer, fmt: str) -> bytes:
            if fmt in ("CSV", "TSV") and isinstance(answer, ox.QueryBoolean):
                # SPARQL's CSV/TSV formats cover SELECT only: an ASK's bytes are kg query's (one writer)
                return ask_text(bool(answer), fmt.lower()).encode("utf-8")
            if fmt == "CSV" and isinstance(answer, ox.QuerySolutions):
                if order is not None:  # written cell by cell in that order (guarded as below)
                    return _guarded_csv(answer, order)
                body = answer.serialize(format=ox.QueryResultsFormat.CSV)
                if _FORMULA_CELL.search(body) is None:  # no cell to guard: Oxigraph's bytes are the answer
                    return body
                # a read-only query, run again (or the capped rows read again)
                return _guarded_csv(rerun() if rerun is not None else store.query(text, substitutions=subs))
            body = answer.serialize(format=getattr(ox.QueryResultsFormat, fmt))
            return body if order is None else _columns_reordered(body, fmt, names, order)

        chosen = _pick(ranges, RESULT_TYPES)
        if chosen is None:
            return _text(406, "no acceptable media type; SELECT/ASK offer " + ", ".join(RESULT_TYPES))
    media, fmt = chosen
    body = write(result, fmt)
    if fmt in _XML_FORMATS and _XML_INVALID.search(body):
        # XML 1.0 cannot carry U+0000 and most C0 controls, not even as character references:
        # answer in the client's next acceptable non-XML type (the answers are streams read
        # once, so the read-only query runs again), or refuse rather than send ill-formed XML
        chosen = _pick(ranges, {m: f for m, f in offered.items() if f not in _XML_FORMATS})
        if chosen is None:
            return _text(406, XML_INVALID_MESSAGE + ", ".join(m for m, f in offered.items() if f not in _XML_FORMATS))
        media, fmt = chosen
        body = write(rerun() if rerun is not None else store.query(text, substitutions=subs), fmt)
    if cut:
        return Reply(200, f"{media}; charset=utf-8", body, headers=((TRUNCATED_HEADER, str(max_rows)),),
                     reason=f"truncated at {max_rows} rows")
    return Reply(200, f"{media}; charset=utf-8", body)


def _resource_reply(store, job: ResourceLookup, ranges: list[str]) -> Reply:
    """The answer to ``GET /resource/PATH`` (runs inside a worker, under the time limit): a
    bounded description of the graph's resource ``BASE + PATH`` (:class:`ResourceLookup`),
    queried from the same read-only store as ``/sparql`` (SPARQL with the IRI bound as a
    substitution, never pasted into a query text):

    * the triples with it as subject (at most :data:`RESOURCE_OUTGOING_CAP`, by predicate and
      object), and those of the blank nodes they reach (one level);
    * the ``rdfs:label`` triples of the IRIs it links to;
    * the triples with it as object (at most :data:`RESOURCE_INCOMING_CAP`, by predicate and
      subject) and the ``rdfs:label`` triples of their subjects.

    BASE is each base of ``job.bases`` or, when None, each void:uriSpace the graph records (in
    IRI order), PATH each of ``job.candidates``: the first IRI the graph holds (as subject or
    object) is described. Serialised by pyoxigraph (Turtle, JSON-LD, N-Triples or RDF/XML, as ``ranges``
    ask, :data:`RESOURCE_TYPES`), triples sorted, so the bytes are the same for the same graph.

    Returns:
        200 with headers ``Link`` (``<IRI>; rel="describes"`` and the other formats'
        ``rel="alternate"``), ``Content-Location`` (this format's URL, ``?format=ttl``) and
        ``PaperKG-Outgoing-Links`` / ``PaperKG-Incoming-Links`` (``SHOWN of TOTAL``); 406 (the
        types offered); 404 naming the IRI looked up, or saying that the graph records no base
        IRI (then ``kg serve --base-iri`` gives it).
    """
    import pyoxigraph as ox

    from kg.graph import IriMinter
    from kg.ontology import PREFIXES

    chosen = _pick(ranges, RESOURCE_PAGE_TYPES)
    if chosen is None:
        return _text(406, "no acceptable media type; /resource/ offers " + ", ".join(RESOURCE_PAGE_TYPES))
    media, fmt = chosen
    bases = job.bases if job.bases is not None else tuple(recorded_bases(store))
    if not bases:
        return _text(404, f"no resource at {job.path}: the graph records no base IRI (no void:uriSpace in a "
                          "void:Dataset description), so /resource/PATH names no IRI; start kg serve with "
                          f"--base-iri BASE (the base the graph was built with), or {DESCRIBE_USAGE}")
    var = ox.Variable("r")
    found = None
    for base in bases:
        for path in job.candidates:
            try:
                node = ox.NamedNode(base + path)
            except ValueError:
                continue
            if next(iter(store.query("SELECT ?r WHERE { { ?r ?p ?o } UNION { ?s ?q ?r } } LIMIT 1",
                                     substitutions={var: node})), None) is not None:
                found = base, node
                break
        if found:
            break
    if found is None:
        tried = " or ".join(f"<{b}{job.candidates[0]}>" for b in bases)
        return _text(404, f"no resource at {job.path}: the graph holds no triple about {tried} (the IRI "
                          f"{RESOURCE_PATH}PATH stands for: the graph's base IRI, then PATH); {DESCRIBE_USAGE}")
    base, node = found
    subs = {var: node}
    label = ox.NamedNode(_RDFS_LABEL)
    default = ox.DefaultGraph()
    triples: set = set()

    def count(pattern: str) -> int:
        rows = list(store.query(f"SELECT ?r (COUNT(*) AS ?n) WHERE {{ {pattern} }} GROUP BY ?r", substitutions=subs))
        return int(rows[0]["n"].value) if rows else 0

    def labels(term) -> None:
        if isinstance(term, ox.NamedNode):
            triples.update(ox.Triple(term, label, q.object)
                           for q in store.ox.quads_for_pattern(term, label, None, default))

    out_total, in_total = count("?r ?p ?o"), count("?s ?p ?r")
    outgoing = store.query(f"SELECT ?r ?p ?o WHERE {{ ?r ?p ?o }} ORDER BY ?p ?o LIMIT {RESOURCE_OUTGOING_CAP}",
                           substitutions=subs)
    for row in outgoing:
        triples.add(ox.Triple(node, row["p"], row["o"]))
        labels(row["o"])
        if isinstance(row["o"], ox.BlankNode):  # a concise bounded description's blank nodes (one level)
            triples.update(ox.Triple(q.subject, q.predicate, q.object)
                           for q in store.ox.quads_for_pattern(row["o"], None, None, default))
    # direct links (a paper's kgo:uses ...) first, then those of reification nodes (evidence,
    # corrections: rdf:subject / rdf:object), which outnumber them and filled the cap before session 54
    statement = f"?p IN ({', '.join(f'<{RDF_NS}{name}>' for name in ('subject', 'predicate', 'object'))})"
    direct_total = count(f"?s ?p ?r FILTER(!({statement}))")
    incoming = store.query(f"SELECT ?r ?s ?p WHERE {{ ?s ?p ?r }} ORDER BY IF({statement}, 1, 0) ?p ?s "
                           f"LIMIT {RESOURCE_INCOMING_CAP}", substitutions=subs)
    for row in incoming:
        triples.add(ox.Triple(row["s"], row["p"], node))
        labels(row["s"])
    prefixes = {**PREFIXES, **dict(IriMinter(base).prefixes())} if base.endswith(("/", "#", ":")) else PREFIXES
    ordered = sorted(triples, key=str)
    links = [f'<{node.value}>; rel="describes"'] + [
        f'<{job.location}?format={other}>; rel="alternate"; type="{kind}"'
        for kind, other in ((m, RESOURCE_VARIANTS[f]) for m, f in RESOURCE_TYPES.items() if m != "application/json")]
    counts = (("PaperKG-Outgoing-Links", f"{min(out_total, RESOURCE_OUTGOING_CAP)} of {out_total}"),
              ("PaperKG-Incoming-Links", f"{min(in_total, RESOURCE_INCOMING_CAP)} of {in_total}"),
              ("PaperKG-Incoming-Direct-Links", f"{min(direct_total, RESOURCE_INCOMING_CAP)} of {direct_total}"))
    if fmt == "HTML":
        page = resource_page(node, ordered, base, job.root, job.location, prefixes, (out_total, in_total))
        return Reply(200, "text/html; charset=utf-8", page, (("Link", ", ".join(links)), *counts))
    body = ox.serialize(ordered, format=getattr(ox.RdfFormat, fmt), prefixes=prefixes)
    if fmt in _XML_FORMATS and _XML_INVALID.search(body):
        # XML 1.0 cannot carry U+0000 and most C0 controls: the client's next acceptable
        # non-XML type, or a 406 naming them (as /sparql answers)
        plain = {m: f for m, f in RESOURCE_TYPES.items() if f not in _XML_FORMATS}
        chosen = _pick(ranges, plain)
        if chosen is None:
            return _text(406, XML_INVALID_MESSAGE + ", ".join(plain))
        media, fmt = chosen
        body = ox.serialize(ordered, format=getattr(ox.RdfFormat, fmt), prefixes=prefixes)
    name = RESOURCE_VARIANTS[fmt]
    links = [link for link in links if f"?format={name}>" not in link]
    headers = (("Link", ", ".join(links)), ("Content-Location", f"{job.location}?format={name}"), *counts)
    return Reply(200, f"{media}; charset=utf-8", body, headers)


def resource_page(node, triples, base: str, root: str, location: str, prefixes: dict,
                  totals: tuple[int, int] = (0, 0)) -> bytes:
    """The HTML page of a ``GET /resource/PATH`` that asks for ``text/html`` (a browser; before
    session 55 such a request got a 406): the resource's labels and types, then its outgoing and
    incoming links as tables (direct links first, then those of reification nodes), every IRI of
    the graph (under ``base``) a link to its own ``/resource/`` page (``root + /resource/PATH``),
    any other IRI a link to itself, literals with their language tag or datatype, and links to
    the RDF variants (``?format=ttl`` ...) and to the graph view (``/``). Text is escaped
    (:func:`html.escape`); no script, no outside file.

    Args:
        node: the resource (a pyoxigraph NamedNode); triples: the bounded description
            :func:`_resource_reply` gathered (pyoxigraph Triples, sorted); base: the graph's base
            IRI the resource was found under; root: the server's URL before ``/resource/``;
            location: this document's URL (the variants are ``location?format=...``);
            prefixes: prefix -> namespace, to write predicates and types compactly;
            totals: (outgoing, incoming) triple counts, to say when a cap cut the lists.
    Returns:
        The page as UTF-8 bytes.
    """
    import html

    import pyoxigraph as ox

    names = sorted(prefixes.items(), key=lambda kv: -len(kv[1]))
    label_iri = (_RDFS_LABEL, "http://www.w3.org/2004/02/skos/core#prefLabel")
    label_of: dict[str, str] = {}
    for t in triples:
        if t.predicate.value in label_iri and isinstance(t.object, ox.Literal) and isinstance(t.subject, ox.NamedNode):
            if t.subject.value not in label_of or t.predicate.value != _RDFS_LABEL:
                label_of[t.subject.value] = t.object.value

    def compact(iri: str) -> str:
        for prefix, ns in names:
            if iri.startswith(ns) and len(iri) > len(ns):
                return f"{prefix}:{iri[len(ns):]}"
        return iri

    def term(t) -> str:
        if isinstance(t, ox.NamedNode):
            iri = t.value
            href = root + RESOURCE_PATH + iri[len(base):] if base and iri.startswith(base) else iri
            shown = label_of.get(iri)
            text = html.escape(compact(iri))
            if shown is not None and iri != node.value:
                text = f"{html.escape(shown)} <small>({text})</small>"
            return f'<a href="{html.escape(href, quote=True)}">{text}</a>'
        if isinstance(t, ox.Literal):
            extra = f"@{t.language}" if t.language else (
                "" if t.datatype.value.endswith("#string") else f" ^^{compact(t.datatype.value)}")
            return f"{html.escape(t.value)}<small>{html.escape(extra)}</small>"
        return html.escape(str(t))

    me = node.value
    out_rows = [(t.predicate, t.object) for t in triples if t.subject == node]
    # direct links (a paper's kgo:uses) before those of evidence and support nodes (rdf:object)
    in_rows = sorted(((t.subject, t.predicate) for t in triples if t.object == node and t.subject != node),
                     key=lambda r: (r[1].value.startswith(RDF_NS), r[1].value, r[0].value))
    title = label_of.get(me, compact(me))
    types = [o for p, o in out_rows if p.value == RDF_NS + "type"]
    alts = [o for p, o in out_rows if p.value == "http://www.w3.org/2004/02/skos/core#altLabel"]
    rows_out = "".join(f"<tr><td>{html.escape(compact(p.value))}</td><td>{term(o)}</td></tr>" for p, o in out_rows)
    rows_in = "".join(f"<tr><td>{term(s)}</td><td>{html.escape(compact(p.value))}</td></tr>" for s, p in in_rows)
    variants = " ".join(f'<a href="{html.escape(location, quote=True)}?format={v}">{v}</a>'
                        for v in ("ttl", "jsonld", "nt", "rdfxml"))
    out_total, in_total = totals
    cut_out = f" (the first {len(out_rows)} of {out_total}: query /sparql for the rest)" if out_total > len(out_rows) else ""
    cut_in = f" (the first {len(in_rows)} of {in_total}: query /sparql for the rest)" if in_total > len(in_rows) else ""
    page = (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{html.escape(title)} - PaperKG</title>"
        "<style>body{font-family:sans-serif;margin:2em;max-width:70em}td{padding:2px 8px;vertical-align:top}"
        "tr:nth-child(even){background:#f4f4f4}small{color:#666}</style></head><body>\n"
        f"<h1>{html.escape(title)}</h1>\n"
        f"<p><code>{html.escape(me)}</code></p>\n"
        + (f"<p>Type: {', '.join(term(t) for t in types)}</p>\n" if types else "")
        + (f"<p>Also called: {', '.join(term(a) for a in alts)}</p>\n" if alts else "")
        + f"<h2>Statements{html.escape(cut_out)}</h2>\n<table>{rows_out}</table>\n"
        + (f"<h2>Linked from{html.escape(cut_in)}</h2>\n<table>{rows_in}</table>\n" if rows_in else "")
        + f'<p>As RDF: {variants} &middot; <a href="{html.escape(root or "/", quote=True)}">graph view</a> '
        f'&middot; <a href="{html.escape(root, quote=True)}/sparql">SPARQL endpoint</a></p>\n'
        "</body></html>\n")
    return page.encode("utf-8")


#: A CSV cell (after a comma or a line end, quoted or not: the first line holds variable names)
#: that opens as a spreadsheet formula would: Oxigraph's CSV bytes are then rewritten by
#: :func:`_guarded_csv`. A match inside a quoted cell's text only costs that rewrite, which gives
#: the same bytes. (A CR opens a cell only when quoted, or unquoted before no LF: ``,\r\n`` is an
#: empty last cell.) Written to start with a character class, which the regex engine scans for
#: fast: 6 ms on 1.25 MB, where a leading ``\A|`` alternative took 21 ms. An unquoted cell that is
#: a signed number (``-2.5``, ``+2.1%``, ``-1e-3``: :data:`kg.query._SIGNED_NUMBER` in ASCII, up to
#: the next comma or line end) is no match, as the guard leaves numbers as they are (since session
#: 54: such a cell, common in result texts, sent every large CSV answer through the rewrite, which
#: runs the query again and writes it cell by cell in Python, 0.23 s instead of 0.01 s for the
#: 1.35 MB answer of ``SELECT ?s ?p ?o`` on the sample graph); a sign in a quoted cell still matches.
_FORMULA_CELL = re.compile(rb'[,\n](?:"?[=@\t]|"[+\-]|[+\-](?!(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+\-]?\d+)?%?'
                           rb'(?:,|\r?\n|\Z))|"\r|\r(?!\n))')


#: The head of Oxigraph's SPARQL results JSON, which lists the variables (a name holds no ``]``).
_JSON_HEAD = re.compile(rb'\{"head":\{"vars":\[[^\]]*\]\}')
#: The head of Oxigraph's SPARQL results XML and each variable in it.
_XML_HEAD = re.compile(rb"<head>(.*?)</head>", re.S)
_XML_VARIABLE = re.compile(rb'<variable name="([^"]*)"/>')


def _columns_reordered(body: bytes, fmt: str, names: list[str], order: list[int]) -> bytes:
    """Oxigraph's serialised SELECT answer ``body`` (bytes, in format ``fmt``: JSON, XML or TSV)
    with its columns in ``order`` (indexes of ``names``, the variables as Oxigraph lists them;
    :func:`kg.query.star_order`). JSON and XML list the columns in their head only (a solution's
    bindings are named), so only the head is rewritten; TSV's cells are moved on every line (a
    TSV cell is an RDF term in N-Triples syntax, whose tabs and line breaks are escaped, so a
    tab always ends a cell and a line feed a row). Returns the bytes; an unknown format, or a
    body not as Oxigraph writes it, is returned as it is."""
    import json

    wanted = [names[i] for i in order]
    if fmt == "JSON":
        head = json.dumps({"head": {"vars": wanted}}, ensure_ascii=False, separators=(",", ":"))
        return _JSON_HEAD.sub(lambda m: head[:-1].encode("utf-8"), body, count=1)
    if fmt == "XML":
        def head(m: "re.Match[bytes]") -> bytes:
            found = {v.group(1).decode("utf-8"): v.group(0) for v in _XML_VARIABLE.finditer(m.group(1))}
            if sorted(found) != sorted(wanted):
                return m.group(0)
            return b"<head>" + b"".join(found[n] for n in wanted) + b"</head>"

        return _XML_HEAD.sub(head, body, count=1)
    if fmt == "TSV":
        lines = body.split(b"\n")
        out = []
        for line in lines[:-1] if body.endswith(b"\n") else lines:
            cells = line.split(b"\t")
            out.append(b"\t".join(cells[i] for i in order) if len(cells) == len(names) else line)
        return b"\n".join(out) + (b"\n" if body.endswith(b"\n") else b"")
    return body


def _guarded_csv(solutions, order: Optional[list[int]] = None) -> bytes:
    """SPARQL 1.1 Query Results CSV of pyoxigraph ``solutions``, written as ``kg query
    --format csv`` writes it (:func:`kg.query.format_result`): a text cell that a spreadsheet
    would run as a formula (``=``, ``+``, ``-``, ``@``, tab, CR) gets a leading apostrophe
    (OWASP "CSV Injection"; numbers keep their sign), since a CSV answer is what a browser
    saves for a spreadsheet. TSV answers are left as Oxigraph writes them: their cells are
    RDF terms in N-Triples syntax, read by programs, which a guard would change.

    Cells are read from the pyoxigraph terms (:func:`_csv_cell_ox`), not through rdflib terms:
    building an rdflib ``Literal`` per cell made CSV answers 2-4x slower than TSV or JSON.
    Input: a ``pyoxigraph.QuerySolutions``, and the order of its columns (indexes of its
    variables, :func:`kg.query.star_order`; None: as Oxigraph lists them). Output: the UTF-8
    bytes, CRLF line ends."""
    import csv
    import io

    names = [v.value for v in solutions.variables]
    order = list(range(len(names))) if order is None else order
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\r\n")
    w.writerow([names[i] for i in order])
    cell = _csv_cell_ox()
    w.writerows([cell(sol[i]) for i in order] for sol in solutions)
    return buf.getvalue().encode("utf-8")


def _csv_cell_ox():
    """The function that writes one CSV cell of a pyoxigraph term (or None, unbound), with
    :func:`kg.query._csv_cell`'s rules: an IRI as it is, a blank node ``_:id``, a literal's
    lexical form, guarded with a leading apostrophe when it starts as a formula and is no
    number; a triple term (RDF 1.2) as pyoxigraph writes it. Returns that function (term -> str)."""
    import pyoxigraph as ox

    from kg.query import _FORMULA_START, _NUMERIC_SPECIAL, _NUMERIC_TYPES, _SIGNED_NUMBER

    literal, named, blank = ox.Literal, ox.NamedNode, ox.BlankNode
    starts, number, special = frozenset(_FORMULA_START), _SIGNED_NUMBER.fullmatch, _NUMERIC_SPECIAL.fullmatch
    numeric = frozenset(str(t) for t in _NUMERIC_TYPES)

    def cell(term) -> str:
        if term is None:
            return ""
        kind = type(term)
        if kind is literal:
            text = term.value
            if text[:1] in starts and not number(text) and not (term.datatype.value in numeric and special(text)):
                return "'" + text
            return text
        if kind is named:
            return term.value
        if kind is blank:
            return "_:" + term.value
        return str(term)

    return cell


def _worker_main(store_dir: str, fallback: Optional[str], conn) -> None:
    """Worker process: open the store read-only, answer (query, ranges) requests until None.
    Ignores Ctrl-C: the server process stops its workers. The work runs in one thread with a
    large stack (:func:`kg.query.call_with_stack`): Oxigraph recurses on the native stack,
    and a long operator chain (20,000 ``||`` operands) overflowed the main thread's 8 MB,
    killing the worker; one thread for every query, since pyoxigraph's answers must be freed
    in the thread that made them."""
    import signal

    from kg.query import call_with_stack

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    call_with_stack(_worker_loop, store_dir, fallback, conn)


def _worker_loop(store_dir: str, fallback: Optional[str], conn) -> None:
    """The body of :func:`_worker_main`, in its large-stack thread. ``fallback``: the generation
    the other workers serve because the one ``CURRENT`` names is damaged (:attr:`_Note.held`),
    opened when ``CURRENT``'s fails its check, so a worker started to replace a killed one serves
    what they serve (it could open nothing, and the server lost the worker)."""
    from kg.store import GraphStore, StoreError

    told: set = set()  # the damage this worker reported (the server warns once for all workers)
    try:
        try:
            store = GraphStore.open(store_dir, read_only=True, verify=True)
        except StoreError as exc:
            if fallback is None or exc.generation is None or exc.generation == fallback:
                raise
            store = GraphStore.open(store_dir, read_only=True, verify=True, generation=fallback)
            told.add(exc.generation)  # (the server warned of it when the first worker met it)
    except Exception as exc:  # noqa: BLE001 - report any failure to the parent
        conn.send(("error", str(exc)))
        return
    try:
        conn.send(("ready", None))
        while True:
            request = conn.recv()
            if request is None:
                return
            text, ranges, bindings, missing, max_rows = request
            try:
                try:
                    store.refresh()
                except StoreError as exc:
                    # CURRENT, or the generation it names, damaged while serving: no build can
                    # commit into such a store, so the generation this worker holds is still the
                    # last complete one; it keeps answering from it, and the server says so
                    key = exc.generation or str(exc)
                    if key not in told:
                        told.add(key)
                        conn.send(_Note(key, _damage_warning(store, exc), store.generation))
                if isinstance(text, ResourceLookup):
                    reply = _resource_reply(store, text, ranges)
                else:
                    reply = _execute(store, text, ranges, bindings, compose=False, missing=missing, max_rows=max_rows)
            except Exception as exc:  # noqa: BLE001 - never let a worker die silently
                reply = _text(500, f"query failed: {exc}")
            conn.send(reply)
    except (EOFError, OSError):
        return  # the server went away (shutdown): nothing left to answer
    finally:
        store.close()


@dataclass(frozen=True)
class _Note:
    """A worker's message to the server besides its answers: a warning to print once on stderr
    for all workers (``key``: what it is about, such as a damaged generation's name)."""

    key: str
    text: str
    #: the generation the worker keeps serving (workers started later open it, :func:`_worker_loop`)
    held: Optional[str] = None


def _damage_warning(store, exc) -> str:
    """The warning of ``kg serve --store`` when the generation ``CURRENT`` names (or ``CURRENT``
    itself) is damaged while it serves: what is damaged, the generation it keeps serving, then
    the store's message (``exc``, a :class:`kg.store.StoreError`: the file, the fault and the way
    back)."""
    what = (f"generation {exc.generation} of store {store.path}, which CURRENT now names, is damaged"
            if exc.generation else f"the CURRENT file of store {store.path} is damaged")
    return f"kg: warning: {what}; kg serve keeps serving generation {store.generation}: {exc}"


class _Worker(ChildProcess):
    """A query worker of :class:`QueryWorkerPool`: a spawned process running :func:`_worker_main`
    on the store ``store_dir`` (str)."""

    def __init__(self, ctx, store_dir: str, fallback: Optional[str] = None) -> None:
        super().__init__(ctx, _worker_main, store_dir, fallback)


class QueryWorkerPool:
    """Worker processes that run SPARQL queries on a store with a hard time limit.

    Args:
        store_dir: a :class:`kg.store.GraphStore` directory (opened read-only by each worker).
        size: number of worker processes (queries running at once; more wait in a queue).
        timeout: time limit per query in seconds, counted from the moment a worker takes it
            (the wait for a free worker is not counted: a query that waited has its whole limit).
        queue_timeout: seconds a query may wait for a free worker; past it, 503
            (:func:`busy_message`). Since session 54; before, the wait counted against ``timeout``.
        max_rows: the most solutions or triples an answer holds (:func:`_answer`,
            :data:`TRUNCATED_HEADER`); 0 or None: no cap. Since session 56.
    """

    def __init__(self, store_dir: Path, size: int = DEFAULT_WORKERS, timeout: float = DEFAULT_TIMEOUT,
                 queue_timeout: float = DEFAULT_QUEUE_TIMEOUT, max_rows: Optional[int] = DEFAULT_MAX_ROWS) -> None:
        self.store_dir = str(store_dir)
        self.max_rows = max_rows or None
        self.size = size
        self.timeout = timeout
        self.queue_timeout = queue_timeout
        self.cores = available_cores()
        #: queries running in a worker now (those whose client went away included)
        self.running = 0
        self._ctx = multiprocessing.get_context("spawn")
        self._idle: "queue.Queue[_Worker]" = queue.Queue()
        self._closed = False
        #: workers killed and replaced (a query past the time limit, a dead worker, an abandoned
        #: query given up for a waiting request)
        self.restarts = 0
        self._lock = threading.Lock()
        self._waiting: dict = {}  # requests waiting for an idle worker -> since when (time.monotonic())
        self._coming = 0  # replacement workers starting
        self._standby: "queue.Queue[_Worker]" = queue.Queue()  # ready to replace a killed worker
        self._standby_coming = 0
        #: the keys of the warnings printed (:class:`_Note`): each once, whichever worker sent it
        self.warned: set = set()
        #: the generation the workers keep serving while the one CURRENT names is damaged (None:
        #: none is): a worker started then opens it (:func:`_worker_loop`)
        self.serving: Optional[str] = None

    def start(self) -> None:
        """Start the workers (and, in the background, the standby worker). Raises RuntimeError
        when one cannot open the store."""
        for _ in range(self.size):
            self._idle.put(_Worker(self._ctx, self.store_dir, self.serving))
        self._refill_standby()

    def run(self, text: str, ranges: list[str], bindings: Optional[dict] = None,
            cancelled: Optional[threading.Event] = None, compose: bool = True,
            missing: Optional[str] = None) -> Reply:
        """Run one query (blocking) and return its :class:`Reply`; 503 on timeout or when busy.

        Args:
            text: SPARQL query.
            ranges: acceptable media ranges, best first (see :func:`negotiate`).
            bindings: ``{variable: ("iri" | "literal", value)}`` substitutions.
            cancelled: set by the caller when nobody waits for the answer any more (the
                client disconnected): this call returns within :data:`CANCEL_POLL` seconds,
                while the worker finishes the query in the background and is then used again
                (:meth:`_drain`); it is killed and replaced only when the query still runs at
                the time limit or when another request waits for a worker, so a disconnect
                costs the next query no worker restart.
            compose: build the reply to a query Oxigraph refused here (:func:`refusal_reply`);
                False: return the worker's :data:`_REFUSAL` reply, for the caller to build it.
            missing: the 404 text of a CONSTRUCT/DESCRIBE answer with no triple (:func:`_execute`).
        Returns:
            the worker's :class:`Reply`; 503 when every worker stayed busy, the query ran past
            the time limit (:func:`timeout_message`), the client went away or the server stops;
            500 when the worker died.
        """
        t0 = time.monotonic()
        worker = self._acquire(t0 + self.queue_timeout)
        if worker is None:
            with self._lock:
                waiting = len(self._waiting) + 1
            return _text(503, busy_message(self.size, self.queue_timeout, waiting), "queue full")
        with self._lock:
            self.running += 1
        counted = [True]

        def done() -> None:  # this query no longer runs (its worker is free, killed or draining)
            if counted[0]:
                counted[0] = False
                with self._lock:
                    self.running -= 1
        try:
            started = time.monotonic()  # the time limit counts from here, not from the wait's start
            cpu0 = _cpu_seconds(getattr(worker.proc, "pid", None))
            worker.conn.send((text, ranges, bindings, missing, self.max_rows))
            deadline = started + self.timeout
            while True:
                left = deadline - time.monotonic()
                if worker.conn.poll(max(0.0, min(left, CANCEL_POLL))):
                    reply = worker.conn.recv()
                    if isinstance(reply, _Note):  # (sent before the answer)
                        self._warn(reply)
                        continue
                    done()
                    self._idle.put(worker)
                    if compose and reply.media_type == _REFUSAL:  # built here, the worker is free
                        return refusal_reply(text, reply.body.decode("utf-8"))
                    return reply
                if left <= CANCEL_POLL:
                    cpu1 = _cpu_seconds(getattr(worker.proc, "pid", None))
                    with self._lock:
                        running = self.running
                    if cpu0 is not None and cpu1 is not None and cpu1 - cpu0 < STARVED_SHARE * self.timeout:
                        # it got too little processor time to show that the query itself costs too much
                        outcome = _text(503, overload_message(self.timeout, cpu1 - cpu0, running, self.cores),
                                        "time limit (server overloaded)")
                    else:
                        outcome = _text(503, text.timeout_text(self.timeout) if isinstance(text, ResourceLookup)
                                        else timeout_message(text, self.timeout), "time limit")
                    break
                if self._closed:
                    outcome = _text(503, "query stopped: the server stops", "server stopping")
                    break
                if cancelled is not None and cancelled.is_set():
                    # nobody reads the answer: the worker finishes the query in the background
                    # and comes back, unless it is still running at the time limit or a request
                    # waits for a worker (killing it costs a restart, some 2 s of start-up)
                    counted[0] = False  # (the drain counts it down when the query ends)
                    threading.Thread(target=self._drain, args=(worker, deadline, True), daemon=True).start()
                    return _text(503, "query stopped: the client disconnected", "client disconnected")
        except (EOFError, OSError, BrokenPipeError):
            outcome = _text(500, "query worker died; it has been restarted", "worker died")
        done()
        self._retire(worker)
        return outcome

    def _warn(self, note: _Note) -> None:
        """Print a worker's warning on stderr unless one with its key was printed already (each
        worker sends it once; a damaged generation is told once, not once per worker)."""
        with self._lock:
            if note.held is not None:
                self.serving = note.held
            if note.key in self.warned:
                return
            self.warned.add(note.key)
        print(note.text, file=sys.stderr, flush=True)

    def _acquire(self, deadline: float) -> "Optional[_Worker]":
        """An idle worker, waiting for one until ``deadline`` (time.monotonic()); None when none
        came. While it waits it is listed in ``_waiting``, which tells :meth:`_drain` to give up an
        abandoned query's worker once it has waited :data:`PREEMPT_AFTER` seconds."""
        try:
            return self._idle.get_nowait()
        except queue.Empty:
            pass
        token = object()
        with self._lock:
            self._waiting[token] = time.monotonic()
        try:
            return self._idle.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            return None
        finally:
            with self._lock:
                del self._waiting[token]

    def _drain(self, worker: "_Worker", deadline: float, running: bool = False) -> None:
        """Wait for the answer of a query whose client went away and drop it, then give the
        worker back; kill and replace the worker instead when the query still runs at
        ``deadline`` (the time limit), when the server stops, or when a request has waited
        :data:`PREEMPT_AFTER` seconds for a worker that no restart under way will bring (runs in
        its own thread). ``running``: the query is counted in :attr:`running`, which this
        counts down when it ends."""
        try:
            self._drain_loop(worker, deadline)
        finally:
            if running:
                with self._lock:
                    self.running -= 1

    def _drain_loop(self, worker: "_Worker", deadline: float) -> None:
        """The body of :meth:`_drain`."""
        while True:
            left = deadline - time.monotonic()
            try:
                if worker.conn.poll(max(0.0, min(left, CANCEL_POLL))):
                    if isinstance(note := worker.conn.recv(), _Note):
                        self._warn(note)
                        continue
                    # (what came is the answer nobody waits for)
                    if self._closed:
                        worker.kill()
                    else:
                        self._idle.put(worker)
                    return
            except (EOFError, OSError):
                break
            if left <= CANCEL_POLL or self._closed:
                break
            with self._lock:  # a request has waited about as long as a restart takes, and none is coming
                now = time.monotonic()
                wanted = sum(now - t >= PREEMPT_AFTER for t in self._waiting.values()) > self._coming
                if wanted:  # counted at once, so that another drain does not stop its query for the same request
                    self._coming += 1
            if wanted:
                self._retire(worker, counted=True)
                return
        self._retire(worker)

    def _retire(self, worker: "_Worker", counted: bool = False) -> None:
        """Kill ``worker`` and put the standby worker in its place at once (a new standby then
        starts in the background), or, with none ready, start its replacement (counted in
        :attr:`restarts`; ``counted``: the caller already counted the replacement in ``_coming``)."""
        worker.kill()
        with self._lock:
            self.restarts += 1
        try:
            standby = self._standby.get_nowait()
        except queue.Empty:
            self._replace(counted)
        else:
            self._idle.put(standby)
            if counted:
                with self._lock:
                    self._coming -= 1
        self._refill_standby()

    def _refill_standby(self) -> None:
        """Start standby workers in the background until :data:`STANDBY_WORKERS` are ready or
        starting. A standby worker takes a killed worker's place at once (:meth:`_retire`), so a
        restart (about 2 s of start-up) does not stall the next query."""
        with self._lock:
            missing = STANDBY_WORKERS - self._standby.qsize() - self._standby_coming
            if self._closed or missing <= 0:
                return
            self._standby_coming += missing

        def spawn() -> None:
            try:
                with contextlib.suppress(RuntimeError, OSError):
                    worker = _Worker(self._ctx, self.store_dir, self.serving)
                    if self._closed:
                        worker.kill()
                    else:
                        self._standby.put(worker)
            finally:
                with self._lock:
                    self._standby_coming -= 1

        for _ in range(missing):
            threading.Thread(target=spawn, daemon=True).start()

    def _replace(self, counted: bool = False) -> None:
        if not counted:
            with self._lock:
                self._coming += 1

        def spawn() -> None:
            try:
                if self._closed:
                    return
                with contextlib.suppress(RuntimeError, OSError):
                    worker = _Worker(self._ctx, self.store_dir, self.serving)
                    if self._closed:  # the server shut down while this one started
                        worker.kill()
                    else:
                        self._idle.put(worker)
            finally:
                with self._lock:
                    self._coming -= 1

        threading.Thread(target=spawn, daemon=True).start()

    def stop(self) -> None:
        """Stop the running queries (they answer 503 within :data:`CANCEL_POLL` seconds) and
        start no more workers. Only sets a flag: safe in a signal handler."""
        self._closed = True

    def close(self) -> None:
        """Stop all idle and standby workers (busy ones are killed with their daemon flag at exit)."""
        self._closed = True
        while True:
            try:
                w = self._idle.get_nowait()
            except queue.Empty:
                try:
                    w = self._standby.get_nowait()
                except queue.Empty:
                    break
            with contextlib.suppress(OSError):
                w.conn.send(None)
            w.proc.join(2)
            w.kill()


def described_size(store) -> int:
    """How many triples a dataset description of the served graph counts: ``len(store)`` for a
    graph file or a store; for a dataset file (TriG, N-Quads), whose store holds each triple of a
    named graph twice (in its graph and in the union default graph, :func:`kg.store.union_default_graph`),
    the default graph's triples without the descriptions of paper graphs that ``kg build
    --named-graphs`` adds (subject ``<paper IRI>/graph``, :func:`kg.named_graphs.graph_descriptions`),
    which graph.ttl's void:triples does not count (session 59; before, a graph.trig got a warning
    that its description was out of date).

    Args:
        store: an open :class:`kg.store.GraphStore` (or a pyoxigraph Store).
    """
    from kg.named_graphs import GRAPH_SUFFIX

    if not bool(store.query("ASK { GRAPH ?g { ?s ?p ?o } }")):
        return len(store)
    (total,) = store.query("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }")
    (described,) = store.query(
        "SELECT (COUNT(*) AS ?n) WHERE { ?paper a <https://w3id.org/paperkg/ontology#Paper> . "
        f"BIND(IRI(CONCAT(STR(?paper), \"{GRAPH_SUFFIX}\")) AS ?g) ?g ?p ?o }}")
    return int(total["n"].value) - int(described["n"].value)


def description_count_notes(store, label: str) -> list[str]:
    """Warnings for dataset descriptions in a served store whose ``void:triples`` is not the
    store's real number of triples (the check ``kg validate`` makes, W3C VoID section 4.5).

    A client that reads the count from the endpoint's own description would be misled; serving
    goes on (the graph was perhaps merged on purpose), but the operator is told.

    Args:
        store: an open :class:`kg.store.GraphStore`.
        label: how the graph is named in the message (its file or store folder).
    Returns:
        One ``"kg: warning: ..."`` line per void:Dataset whose count differs, ordered by the
        dataset's IRI; empty when every count is right or there is no description.
    """
    from kg.store import from_ox
    from kg.validate import count_states_size

    size = described_size(store)
    found = set()
    for row in store.query("SELECT ?d ?n WHERE { ?d a <http://rdfs.org/ns/void#Dataset> ; "
                           "<http://rdfs.org/ns/void#triples> ?n }"):
        count = from_ox(row["n"])
        if not count_states_size(count, size):
            found.add((str(from_ox(row["d"])), str(count)))
    return [f"kg: warning: {label}: the dataset description {node} counts {count} triples, the "
            f"graph holds {size} (the description is out of date; kg validate reports it too)"
            for node, count in sorted(found)]


#: The W3C's IRI of each answer format the endpoint writes (pyoxigraph format name ->
#: ``http://www.w3.org/ns/formats/...``), for the service description's sd:resultFormat.
FORMAT_IRIS = {
    "JSON": "http://www.w3.org/ns/formats/SPARQL_Results_JSON",
    "XML": "http://www.w3.org/ns/formats/SPARQL_Results_XML",
    "CSV": "http://www.w3.org/ns/formats/SPARQL_Results_CSV",
    "TSV": "http://www.w3.org/ns/formats/SPARQL_Results_TSV",
    "TURTLE": "http://www.w3.org/ns/formats/Turtle",
    "N_TRIPLES": "http://www.w3.org/ns/formats/N-Triples",
    "RDF_XML": "http://www.w3.org/ns/formats/RDF_XML",
    "JSON_LD": "http://www.w3.org/ns/formats/JSON-LD",
}
#: pyoxigraph RdfFormat name -> rdflib serializer name, for the service description.
_RDFLIB_FORMATS = {"TURTLE": "turtle", "N_TRIPLES": "nt", "RDF_XML": "xml", "JSON_LD": "json-ld"}
#: The query whose answer gives the service description's void:triples (the default graph's size).
COUNT_QUERY = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"


def _count_key(pool) -> Optional[tuple]:
    """What names the graph the query workers of ``pool`` (a :class:`QueryWorkerPool`) serve:
    the store's ``CURRENT`` file (the committed generation's name) and the generation they keep
    serving while that one is damaged. A generation is never changed once committed, so the
    service description's void:triples is counted once per key. None when ``CURRENT`` cannot
    be read (then the count is not cached)."""
    try:
        current = (Path(pool.store_dir) / "CURRENT").read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return current, pool.serving


def service_description(endpoint: str, triples: Optional[int]):
    """The SPARQL 1.1 Service Description of the endpoint at ``endpoint`` (its URL, str), an
    rdflib Graph: an sd:Service with sd:endpoint, sd:supportedLanguage sd:SPARQL11Query, an
    sd:resultFormat per format it writes (:data:`FORMAT_IRIS`, from :data:`RESULT_TYPES` and
    :data:`GRAPH_TYPES`) and sd:defaultDataset, an sd:Dataset whose sd:defaultGraph (an sd:Graph)
    holds ``triples`` triples (void:triples; left out when None: the count was not answered).
    Built with rdflib, never written by hand."""
    from rdflib import RDF, BNode, Graph, Literal, Namespace, URIRef
    from rdflib.namespace import VOID, XSD

    sd = Namespace("http://www.w3.org/ns/sparql-service-description#")
    g = Graph()
    g.bind("sd", sd)
    g.bind("void", VOID)
    g.bind("formats", "http://www.w3.org/ns/formats/")
    service, dataset, default = BNode("service"), BNode("dataset"), BNode("defaultGraph")
    g.add((service, RDF.type, sd.Service))
    g.add((service, sd.endpoint, URIRef(endpoint)))
    g.add((service, sd.supportedLanguage, sd.SPARQL11Query))
    for fmt in dict.fromkeys([*RESULT_TYPES.values(), *GRAPH_TYPES.values()]):
        g.add((service, sd.resultFormat, URIRef(FORMAT_IRIS[fmt])))
    g.add((service, sd.defaultDataset, dataset))
    g.add((dataset, RDF.type, sd.Dataset))
    g.add((dataset, sd.defaultGraph, default))
    g.add((default, RDF.type, sd.Graph))
    if triples is not None:
        g.add((default, VOID.triples, Literal(triples, datatype=XSD.integer)))
    return g


#: The path of the SPARQL endpoint under the server's root (what ``--public-url`` is joined with).
ENDPOINT_PATH = "/sparql"


#: Characters RFC 3986 calls unreserved: a percent-encoding of one of them means the character
#: itself (section 6.2.2.2), so ``%2E`` is decoded to ``.`` and ``%7e`` to ``~`` in --public-url.
_UNRESERVED = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

#: The port a scheme implies (RFC 3986 section 6.2.3: a port equal to it is left out).
_DEFAULT_PORTS = {"http": 80, "https": 443}


def _percent_normalised(text: str) -> str:
    """``text`` with RFC 3986 section 6.2.2 percent-encoding normalisation: an encoded unreserved
    character decoded (``%2E`` -> ``.``), the hex digits of any other encoding in capitals
    (``%2f`` -> ``%2F``). Input/output: str."""
    def one(m: "re.Match[str]") -> str:
        char = chr(int(m.group(1), 16))
        return char if char in _UNRESERVED else "%" + m.group(1).upper()
    return re.sub(r"%([0-9A-Fa-f]{2})", one, text)


def public_base(url: str) -> str:
    """The public URL of the server's root as ``kg serve --public-url URL`` gives it: where a
    reverse proxy makes this server's ``/`` reachable (``https://data.example.org/kg``, whose
    endpoint is then ``https://data.example.org/kg/sparql``). The service description's
    sd:endpoint and the absolute links of the answers are built from it, not from the request's
    Host header (which a proxy may rewrite to its upstream address) nor from an X-Forwarded-Host
    header (which any client can send).

    Input: the URL (str). Output: the URL normalised as RFC 3986 section 6 says (str): scheme
    and host lower-cased, percent-encoded unreserved characters decoded (``x%2Eorg`` ->
    ``x.org``) and other encodings in capitals, an empty port (``x.org:``) or the scheme's own
    (``:443`` for https) left out, dot segments removed (``/kg/a/..`` -> ``/kg``), no trailing
    ``/``. Raises ValueError naming the fault: no URL urllib can split (``http://[::1``), not
    http or https, no host, a user name or password (an announced URL would publish them), a
    query or fragment, a port that is no number in 1-65535, white space, a host with a
    percent-encoding of no unreserved character, an empty path segment (``//``, which RFC 3986
    keeps, so the URL could not be normalised to one without it), or no valid IRI once
    ``/sparql`` is joined to it."""
    import pyoxigraph as ox

    text = url.strip()
    fault = None
    if not text or any(c.isspace() or ord(c) < 0x20 or ord(c) == 0x7F for c in text):
        fault = "holds white space or a control character" if text else "is empty"
    else:
        try:
            parts = urllib.parse.urlsplit(text)
        except ValueError as exc:  # urllib's own words, e.g. "Invalid IPv6 URL" for http://[::1
            fault = f"is no URL ({exc})"
        if fault is None:
            try:
                port = parts.port
            except ValueError:
                port, fault = None, "has a port that is no number from 1 to 65535"
        if fault is None:
            scheme = parts.scheme.lower()
            if scheme not in ("http", "https"):
                fault = "is no http:// or https:// URL"
            elif not parts.hostname:
                fault = "names no host"
            elif "@" in parts.netloc:
                fault = "holds a user name or password, which the service description would publish"
            elif parts.query or parts.fragment or text.endswith(("?", "#")):
                fault = "has a query (?...) or fragment (#...)"
            elif port == 0:
                fault = "has a port that is no number from 1 to 65535"
    if fault is None:
        if "[" in parts.netloc:  # an IP literal, kept as written (a zone id may be case-sensitive)
            host = parts.netloc[parts.netloc.index("["):parts.netloc.index("]") + 1]
        else:
            host = _percent_normalised(parts.hostname).lower()
            if "%" in host:
                fault = ("has a host with a percent-encoding (%..) of no letter, digit, '-', '.', '_' "
                         "or '~'; write the host name itself")
        path = _percent_normalised(parts.path).rstrip("/")
        if fault is None and "//" in path:
            fault = "has an empty path segment (//), which RFC 3986 normalisation keeps; write the path without it"
    if fault is None:
        if path:  # RFC 3986 section 5.2.4, as urljoin does it: /kg/a/.. -> /kg/, /kg/./a -> /kg/a
            path = urllib.parse.urlsplit(urllib.parse.urljoin("http://h", path)).path.rstrip("/")
        netloc = host if port is None or port == _DEFAULT_PORTS[scheme] else f"{host}:{port}"
        base = urllib.parse.urlunsplit((scheme, netloc, path, "", ""))
        try:
            ox.NamedNode(base + ENDPOINT_PATH)
        except ValueError as exc:
            fault = f"is no valid IRI ({exc})"
        else:
            return base
    raise ValueError(f"--public-url {url!r} {fault}; give the URL clients reach this server's root at, "
                     "e.g. --public-url https://data.example.org/kg (its endpoint is then .../kg/sparql)")


#: Seconds between two looks at the graph file ``kg serve --graph`` serves (and its graph.html):
#: a request looks (a ``stat`` of each) when the last look is older (:class:`GraphFollower`).
RELOAD_CHECK_INTERVAL = 1.0


def file_signature(path: Optional[Path]) -> Optional[tuple]:
    """What tells that the file ``path`` was replaced or rewritten: its inode, size and
    modification time in nanoseconds (``os.stat``); None when there is no such file (or no path)."""
    import os

    if path is None:
        return None
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)


class GraphFollower:
    """Keeps ``kg serve --graph FILE`` serving what FILE holds now (since session 54; before, the
    endpoint served the graph loaded at start-up for ever, while ``/`` served the graph.html a
    later ``kg build`` wrote: view and endpoint disagreed without a word).

    :meth:`check` (called by each request, at most every :data:`RELOAD_CHECK_INTERVAL` seconds)
    compares the file's :func:`file_signature` with the one loaded. When it changed, a background
    thread loads the file into a new generation of the temporary store
    (:meth:`kg.store.GraphStore.replace_from_file`); the running queries and those that come
    meanwhile are answered from the old one; the query workers switch at their next query once
    the new one is committed (:meth:`kg.store.GraphStore.refresh`), and the view (the graph.html
    beside the file, or in ``--html DIR``) is copied when the graph is loaded and served from
    that copy, so ``/`` and ``/sparql`` show the same build. A graph.html that changes alone is
    copied again. ``kg build`` replaces its files by renaming complete ones
    (:func:`kg.export.atomic_write`), so a half-written file is never read; a file that does not
    load (another writer's half file, a broken edit) leaves the previous graph served, with a
    warning, until the file changes again.

    Args:
        graph: the graph file; store_dir: the temporary store it is loaded into (writable);
        html: the graph.html to serve with it (None: no view); signature: the graph file's
        :func:`file_signature` when it was loaded (None: read now).
    """

    def __init__(self, graph: Path, store_dir: Path, html: Optional[Path], signature: Optional[tuple] = None) -> None:
        self.graph = Path(graph)
        self.store_dir = Path(store_dir)
        self.html = html
        self.loaded = signature if signature is not None else file_signature(self.graph)
        self.views = Path(tempfile.mkdtemp(prefix="paperkg-view-"))
        self.view: Optional[Path] = None  # the copy of graph.html served at /
        self.view_signature: Optional[tuple] = None
        self.reloads = 0
        self._copies = 0
        self._lock = threading.Lock()
        self._loading: Optional[threading.Thread] = None
        self._last = time.monotonic()
        self._copy_view()

    def _copy_view(self) -> None:
        """Copy graph.html (when there is one) and serve the copy from now on."""
        if self.html is None:
            return
        signature = file_signature(self.html)
        if signature is None:
            return
        self._copies += 1
        target = self.views / f"graph-{self._copies}.html"
        try:
            shutil.copyfile(self.html, target)
        except OSError:
            return
        self.view, self.view_signature = target, signature
        # the copy before the last goes (the last may still be starting to be sent)
        (self.views / f"graph-{self._copies - 2}.html").unlink(missing_ok=True)

    def check(self, force: bool = False, wait: bool = False) -> None:
        """Look at the graph file (and graph.html) unless the last look is under
        :data:`RELOAD_CHECK_INTERVAL` seconds old (``force``: look now). A changed graph file is
        loaded in a background thread (``wait``: wait for the load to end, for tests); a changed
        graph.html alone is copied at once."""
        now = time.monotonic()
        with self._lock:
            if not force and now - self._last < RELOAD_CHECK_INTERVAL:
                return
            self._last = now
            loading = self._loading is not None and self._loading.is_alive()
            signature = file_signature(self.graph)
            if not loading and signature is not None and signature != self.loaded:
                self._loading = threading.Thread(target=self._load, args=(signature,), daemon=True)
                self._loading.start()
                loading = True
            elif not loading and self.html is not None and file_signature(self.html) != self.view_signature:
                self._copy_view()
            thread = self._loading
        if wait and thread is not None:
            thread.join()

    def _load(self, signature: tuple) -> None:
        """Load the graph file into a new generation of the store, then copy the view; print
        ``kg serve: reloaded FILE (N triples)`` or, when it does not load, a warning."""
        from kg.store import GraphStore

        try:
            with GraphStore.open(self.store_dir) as st:
                st.replace_from_file(self.graph)
                size = len(st)
        except Exception as exc:  # noqa: BLE001 - the old graph stays served; say why
            self.loaded = signature  # (tried again when the file changes again)
            print(f"kg: warning: {self.graph} changed but does not load ({exc}); kg serve keeps serving the graph "
                  "it loaded before", file=sys.stderr, flush=True)
            return
        with self._lock:
            self.loaded = signature
            self.reloads += 1
            self._copy_view()
        print(f"kg serve: reloaded {self.graph} ({size} triple{'s' if size != 1 else ''})", file=sys.stderr, flush=True)

    def close(self) -> None:
        """Wait for a load under way and remove the view copies."""
        thread = self._loading
        if thread is not None:
            thread.join()
        shutil.rmtree(self.views, ignore_errors=True)


def _prepare_store(store: Optional[Path], graph: Optional[Path]) -> tuple[Path, Optional[Path]]:
    """Return (store dir to serve, temp dir to delete at shutdown or None)."""
    from kg.store import GraphStore

    if store is not None:
        GraphStore.open(store, read_only=True, verify=True).close()  # fails early with a clear message
        return Path(store), None
    tmp = Path(tempfile.mkdtemp(prefix="paperkg-serve-"))
    try:
        with GraphStore.open(tmp) as st:
            st.replace_from_file(graph)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return tmp, tmp


def accepts_gzip(header: Optional[str]) -> bool:
    """Whether an ``Accept-Encoding`` header admits the ``gzip`` content coding.

    RFC 9110, section 12.5.3: a list of codings, each with an optional weight ``;q=`` (0 to 1);
    ``gzip`` (or its alias ``x-gzip``) is admitted when named with a weight above 0, or, when it
    is not named, when ``*`` is, with a weight above 0. A weight that is no number counts as 1
    (read leniently). No header, or an empty one: False (send the identity coding).

    Args:
        header: the header's value, or None.

    Returns:
        True when a gzip-coded body is acceptable.
    """
    if not header:
        return False
    named: Optional[float] = None
    star: Optional[float] = None
    for item in header.split(","):
        coding, _sep, params = item.strip().partition(";")
        coding = coding.strip().lower()
        q = 1.0
        for param in params.split(";"):
            key, _eq, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value.strip())
                except ValueError:
                    q = 1.0
        if coding in ("gzip", "x-gzip"):
            named = q if named is None else max(named, q)
        elif coding == "*":
            star = q
    if named is not None:
        return named > 0
    return star is not None and star > 0


class _GzipCache:
    """The gzip-compressed bytes of the one view file served, made once per version of the file
    (its path, size and modification time) and kept until the file changes. Compressed with
    :func:`gzip.compress` at level 6 and a zero timestamp, so the same file gives the same bytes."""

    def __init__(self) -> None:
        self._key: Optional[tuple] = None
        self._body = b""
        self._lock = threading.Lock()

    def body(self, path: Path) -> Optional[bytes]:
        """The compressed file, or None when it is under :data:`GZIP_MIN_BYTES` (sent as it is)
        or cannot be read. Called in a worker thread (compressing 5 MB takes about 0.1 s)."""
        import gzip

        try:
            st = path.stat()
        except OSError:
            return None
        if st.st_size < GZIP_MIN_BYTES:
            return None
        key = (str(path), st.st_size, st.st_mtime_ns)
        with self._lock:
            if self._key != key:
                try:
                    data = path.read_bytes()
                except OSError:
                    return None
                self._body, self._key = gzip.compress(data, compresslevel=6, mtime=0), key
            return self._body


def make_app(
    store: Optional[Path] = None,
    graph: Optional[Path] = None,
    timeout: float = DEFAULT_TIMEOUT,
    html: Optional[Path] = None,
    workers: int = DEFAULT_WORKERS,
    public_url: Optional[str] = None,
    base_iri: Optional[str] = None,
    queue_timeout: float = DEFAULT_QUEUE_TIMEOUT,
    max_rows: Optional[int] = DEFAULT_MAX_ROWS,
    follow: Optional[Path] = None,
    follow_signature: Optional[tuple] = None,
) -> Starlette:
    """Build the Starlette application (workers start with the app's lifespan).

    Args:
        store: a store directory (``kg build --store``); or
        graph: an RDF file (loaded into a temporary store at startup, and loaded again when it
            changes: :class:`GraphFollower`).
        timeout: per-query time limit in seconds, counted from the moment a worker takes the query.
        queue_timeout: seconds a query may wait for a free worker (then 503, :class:`QueryWorkerPool`).
        max_rows: the most solutions or triples one answer holds (:data:`TRUNCATED_HEADER`); 0 or
            None: no cap.
        follow: with ``store``, the graph file that store was loaded from (``kg serve --graph``,
            which loads it before the app starts): it is followed as ``graph`` is;
            follow_signature: its :func:`file_signature` when it was loaded.
        html: folder holding graph.html (default: the folder of ``graph``).
        workers: query worker processes.
        public_url: the URL clients reach the server's root at through a reverse proxy
            (:func:`public_base`): the service description's sd:endpoint is it joined with
            ``/sparql``, and /queries lists absolute URLs under it; None: sd:endpoint is built
            from the request's own URL (its Host header), and /queries lists paths.
        base_iri: the base IRI ``GET /resource/PATH`` puts before PATH (``kg serve --base-iri``,
            as :func:`kg.cli.base_iri_option` normalises it); None: each void:uriSpace the graph
            records (:func:`_resource_reply`).
    Returns:
        the ASGI app.
    Raises:
        ValueError: neither or both of store/graph; a ``public_url`` :func:`public_base` refuses.
        kg.store.StoreError: the store or graph cannot be opened (raised at startup).
    """
    from kg.query import QueryError, list_queries
    from kg.serve_page import PAGE_RANGES, page_answer, prefers_page, query_page

    if (store is None) == (graph is None):
        raise ValueError("give exactly one of store or graph")
    base = public_base(public_url) if public_url is not None else None
    html_file = (Path(html) if html else Path(graph).parent if graph else None)
    html_file = html_file / "graph.html" if html_file else None
    state: dict = {}
    if follow is not None and store is None:
        raise ValueError("follow goes with store (the store loaded from it)")

    def look() -> None:
        """Let the graph follower look at the graph file (at most every RELOAD_CHECK_INTERVAL s)."""
        follower = state.get("follower")
        if follower is not None:
            follower.check()

    def refusal_threads() -> CapacityLimiter:
        """The threads that write the replies to refused queries (made in the event loop)."""
        if "refusals" not in state:
            state["refusals"] = CapacityLimiter(REFUSAL_THREADS)
        return state["refusals"]

    async def refuse(text: str, engine_message: str, stand_in: bool = False) -> Optional[Reply]:
        """The reply to a query Oxigraph refused (:func:`refusal_reply`, in the refusal threads),
        or, when :data:`REFUSAL_THREADS` + :data:`REFUSAL_WAITING` refused queries are already
        being answered, :func:`quick_refusal` at once (counted in the event loop's thread)."""
        if state.get("refusing", 0) >= REFUSAL_THREADS + REFUSAL_WAITING:
            return quick_refusal(engine_message, stand_in)
        state["refusing"] = state.get("refusing", 0) + 1
        try:
            return await to_thread.run_sync(refusal_reply, text, engine_message, stand_in, limiter=refusal_threads())
        finally:
            state["refusing"] -= 1

    @contextlib.asynccontextmanager
    async def lifespan(app):
        signature = file_signature(graph) if graph is not None else follow_signature
        store_dir, tmp = await run_in_threadpool(_prepare_store, store, graph)
        source = graph if graph is not None else follow
        follower = GraphFollower(source, store_dir, html_file, signature) if source is not None else None
        pool = QueryWorkerPool(store_dir, workers, timeout, queue_timeout, max_rows)
        try:
            await run_in_threadpool(pool.start)
            state["pool"] = app.state.query_pool = pool
            state["follower"] = app.state.graph_follower = follower
            yield
        finally:
            pool.close()
            if follower is not None:
                follower.close()
            if tmp is not None:
                shutil.rmtree(tmp, ignore_errors=True)

    def _read_only(request: Request, text: Optional[str] = None) -> Response:
        """The 403 of SPARQL Update, noted for the access log with the update's text (its hash
        and first characters, :func:`query_log_text`, as a query's; session 61: an ``update=``
        or ``application/sparql-update`` refusal was logged without it)."""
        request.scope[LOG_REASON] = "refused form: update"
        if text:
            request.scope.setdefault(LOG_QUERY, text)
        return PlainTextResponse(READ_ONLY_MESSAGE + "\n", status_code=403)

    async def body(request: Request) -> "bytes | Response":
        """The request body (bytes), or the response to answer instead: 413 when it is larger than
        :data:`MAX_BODY` (then the rest of a body of up to :data:`DRAIN_BODY` bytes is read and
        dropped); 408 when the client did not send it in full within the read time limit (the
        HTTP layer answered it, :func:`_h11_protocol`; this one only names it in the log), or went
        away before its end (nobody reads this answer)."""
        declared = request.headers.get("content-length", "")
        if declared.isdigit() and (int(declared) > DRAIN_BODY or (
                int(declared) > MAX_BODY and request.headers.get("expect", "").strip().lower() == "100-continue")):
            # answered before the body is asked for: a client waiting for "100 Continue" (curl, for
            # a body over 1 MB) sends none (it was invited to send the whole body, then refused)
            return _too_large(request)
        chunks, size = [], 0
        try:
            async for chunk in request.stream():
                size += len(chunk)
                if size > DRAIN_BODY:
                    return _too_large(request)
                if size <= MAX_BODY:
                    chunks.append(chunk)
        except ClientDisconnect:
            return PlainTextResponse("the request body did not arrive in full\n", status_code=408,
                                     headers={"Connection": "close"})
        return b"".join(chunks) if size <= MAX_BODY else _too_large(request)

    def _too_large(request: Request) -> Response:
        """The 413 of a body over :data:`MAX_BODY` (noted for the access log)."""
        request.scope[LOG_REASON] = "body too large"
        return too_large

    too_large = PlainTextResponse(TOO_LARGE_MESSAGE + "\n", status_code=413, headers={"Connection": "close"})

    # SPARQL 1.1 Protocol, 2.1.2-2.1.3: a POSTed query is not also given in the URL
    twice = PlainTextResponse("give the query once: in the URL (GET) or in the POST body, not both\n",
                              status_code=400)
    # SPARQL 1.1 Protocol, 2.1.4: a request with more than one query string is malformed
    many = PlainTextResponse("give exactly one query parameter (the request has several)\n", status_code=400)

    async def answer(request: Request, text: str, bindings: Optional[dict],
                     ranges: Optional[list[str]] = None, missing: Optional[str] = None,
                     extra: Optional[dict] = None) -> Response:
        """Run ``text`` (a query, or a :class:`ResourceLookup`) on a worker; a client that disconnects meanwhile stops the query. The
        answer's media type is the first of ``ranges`` (a format parameter's, :func:`format_ranges`)
        that fits, or, with None, negotiated from the Accept header; ``missing``: the 404 text of
        a graph answer with no triple (:func:`_execute`)."""
        cancelled = threading.Event()
        look()
        if ranges is None:  # read in a thread: a crafted Accept header costs the stdlib's parser up to some 50 ms
            ranges = await run_in_threadpool(negotiate, request.headers.get("accept"))
        job = asyncio.ensure_future(run_in_threadpool(
            state["pool"].run, text, ranges, bindings, cancelled, False, missing))
        try:
            while not job.done():
                await asyncio.wait({job}, timeout=CANCEL_POLL)
                if not job.done() and await request.is_disconnected():
                    cancelled.set()
        except asyncio.CancelledError:  # the server gave up waiting (SHUTDOWN_GRACE)
            cancelled.set()
            raise
        reply = job.result()
        if reply.media_type == _REFUSAL:  # Oxigraph refused it in a worker: the message is written here
            reply = await refuse(text, reply.body.decode("utf-8"))
        if isinstance(text, str):
            request.scope.setdefault(LOG_QUERY, text)
        _note_reason(request, reply)
        headers = {"Vary": "Accept", **dict(reply.headers), **(extra or {})}
        if reply.status == 503:  # busy or stopped at the time limit: when to try again (RFC 9110 10.2.3)
            headers["Retry-After"] = retry_after(timeout)
        return Response(reply.body, status_code=reply.status, media_type=reply.media_type, headers=headers)

    async def sparql(request: Request) -> Response:
        params = request.query_params
        if not _query_string_is_utf8(request.scope.get("query_string", b"")):
            return PlainTextResponse(NOT_UTF8_MESSAGE + "\n", status_code=400)
        if "update" in params:
            return _read_only(request, params.get("update"))
        text = params.get("query")
        if len(params.getlist("query")) > 1:
            return many
        fields = {name: params.getlist(name) for name in FORMAT_PARAMETERS}  # format=, output=, results=
        if request.method == "POST":
            header = request.headers.get("content-type", "")
            kind, repeated = repeated_parameters(header)
            if repeated and kind in ("application/sparql-query", "application/x-www-form-urlencoded"):
                # charset=utf-8; charset=latin1: the right type, but which charset? (was 415, "POST a query as ...")
                return PlainTextResponse(repeated_parameters_message(kind, repeated) + "\n", status_code=400)
            # the stdlib's media type parser, as for Accept: a malformed Content-Type is none we take
            declared = media_type(header)
            ctype, cparams = declared if declared is not None else ("", {})
            if ctype == "application/sparql-update":
                raw = await body(request)  # (read for the log only: the answer is the 403 whatever it holds)
                try:
                    update = raw.decode(cparams.get("charset") or "utf-8", errors="replace") \
                        if isinstance(raw, bytes) else None
                except LookupError:  # an unknown charset
                    update = raw.decode("utf-8", errors="replace")
                return _read_only(request, update)
            if ctype == "application/x-www-form-urlencoded":
                # urllib.parse, not request.form(): that would need python-multipart
                raw = await body(request)
                if isinstance(raw, Response):
                    return raw
                try:
                    form = decode_form(raw, cparams.get("charset"))
                except BodyError as exc:
                    return PlainTextResponse(f"{exc}\n", status_code=exc.status)
                if "update" in form:
                    return _read_only(request, (form.get("update") or [None])[0])
                if "query" in form and "query" in params:
                    return twice
                if len(form.get("query", ())) > 1:
                    return many
                text = form.get("query", [text])[0]
                for name in FORMAT_PARAMETERS:  # a form sends them in its body (SPARQLWrapper's POST)
                    fields[name] = fields[name] + form.get(name, [])
            elif ctype == "application/sparql-query":
                raw = await body(request)
                if isinstance(raw, Response):
                    return raw
                if "query" in params:
                    return twice
                try:
                    text = decode_body(raw, cparams.get("charset"))
                except BodyError as exc:
                    return PlainTextResponse(f"{exc}\n", status_code=exc.status)
            else:
                return PlainTextResponse(
                    "POST a query as application/sparql-query or application/x-www-form-urlencoded (query=...)\n",
                    status_code=415,
                )
        if "default-graph-uri" in params or "named-graph-uri" in params:
            return PlainTextResponse(
                "default-graph-uri / named-graph-uri are not supported: the graph is the default graph\n",
                status_code=400,
            )
        if text and text.startswith("\ufeff"):
            text = text[1:]  # a byte-order mark an editor saved before the query (kg query drops it too)
        # a browser (its navigation Accept header, no format= parameter) gets the query page
        page = not any(fields.values()) and await wants_page(request)
        if request.method in ("GET", "HEAD") and "query" not in params:
            if page:
                return page_response(200, "", "")
            return await describe_service(request, fields)
        if not text:
            # a query parameter that is there but holds nothing (`?query=`, an empty body) is
            # named as empty, not as missing: the client did send one
            what = "missing 'query' parameter" if text is None else "the 'query' parameter is empty"
            return PlainTextResponse(
                f"{what}; e.g. GET /sparql?query=SELECT%20*%20WHERE%20%7B%3Fs%20%3Fp%20%3Fo%7D%20LIMIT%2010\n",
                status_code=400,
            )
        try:
            chosen = format_ranges(fields)
        except FormatError as exc:
            return PlainTextResponse(f"{exc}\n", status_code=400)
        # a query that does not parse is answered at once, not after waiting for a worker; its
        # message (rdflib, up to seconds) is written in threads of its own (REFUSAL_THREADS)
        request.scope[LOG_QUERY] = text
        refused, refusal = await run_in_threadpool(oxigraph_verdict, text)
        if refusal is not None:
            refused = await refuse(text, *refusal)
        if refused is None and _may_name_service(text):
            # a SERVICE pattern is refused here, before the query waits for a worker (it waited
            # up to --queue-timeout for its 403 before session 56); rdflib's parse, in the refusal threads
            if await to_thread.run_sync(_parsed_service_verdict, text, limiter=refusal_threads()) == _HAS_SERVICE:
                refused = _text(403, SERVICE_MESSAGE, "refused form: SERVICE")
        if refused is not None:
            _note_reason(request, refused)
            if page:
                return page_response(*page_answer(refused.status, refused.media_type, refused.body, {}), text)
            return Response(refused.body, status_code=refused.status, media_type=refused.media_type,
                            headers={"Vary": "Accept"})
        if page:
            return await answered_page(request, text, None)
        return await answer(request, text, None, chosen)

    async def wants_page(request: Request) -> bool:
        """Whether the request's Accept header is a browser's that ranks text/html first
        (:func:`kg.serve_page.prefers_page`); the header is read in a thread, as :func:`negotiate`."""
        accept = request.headers.get("accept") or ""
        if "text/html" not in accept.lower():
            return False
        ranges = await run_in_threadpool(accept_ranges, accept)
        return prefers_page(ranges, (*RESULT_TYPES, *GRAPH_TYPES))

    def page_response(status: int, answer_html: str, text: str, selected: Optional[str] = None,
                      given: Optional[dict] = None) -> Response:
        """The query page (:func:`kg.serve_page.query_page`) with ``status``."""
        root = "../../" if selected else ""
        body = query_page(text, list(_queries().values()), root, answer_html, selected, given)
        return Response(body, status_code=status, media_type="text/html; charset=utf-8",
                        headers={"Vary": "Accept"})

    async def answered_page(request: Request, text: str, bindings: Optional[dict], selected: Optional[str] = None,
                            given: Optional[dict] = None, extra: Optional[dict] = None) -> Response:
        """Run ``text`` as :func:`answer` does, for SPARQL JSON or Turtle (:data:`PAGE_RANGES`), and
        give the query page with the answer as a table (:func:`kg.serve_page.page_answer`)."""
        reply = await answer(request, text, bindings, list(PAGE_RANGES), extra=extra)
        status, part = page_answer(reply.status_code, reply.media_type or "", reply.body, dict(reply.headers))
        resp = page_response(status, part, text, selected, given)
        for name in (PARAMETERS_HEADER, "Retry-After", TRUNCATED_HEADER):
            if name in reply.headers:
                resp.headers[name] = reply.headers[name]
        return resp

    #: the service description's void:triples per generation served (:func:`_count_key`)
    counted: dict = {}

    async def describe_service(request: Request, fields: dict) -> Response:
        """``GET /sparql`` without a query: the SPARQL 1.1 Service Description
        (:func:`service_description`), in Turtle by default or as negotiated (Accept, or
        ``format=``) among the graph formats; its void:triples is counted by a query worker,
        under the time limit, so it is that of the generation the workers serve, once per
        generation (:func:`_count_key`): a generation never changes, so later requests take the
        cached count and need no worker."""
        try:
            ranges = format_ranges(fields)
        except FormatError as exc:
            return PlainTextResponse(f"{exc}\n", status_code=400)
        if ranges is None:
            ranges = negotiate(request.headers.get("accept"))
        chosen = _pick(ranges, GRAPH_TYPES)
        if chosen is None:
            return PlainTextResponse("no acceptable media type; the service description is offered as "
                                     + ", ".join(GRAPH_TYPES) + "\n", status_code=406, headers={"Vary": "Accept"})
        media, fmt = chosen
        look()
        pool = state["pool"]
        key = _count_key(pool)
        triples = counted.get(key) if key is not None else None
        if triples is None:
            reply = await run_in_threadpool(pool.run, COUNT_QUERY, ["application/sparql-results+json"])
            if reply.status == 200:
                with contextlib.suppress(ValueError, KeyError, IndexError, TypeError):
                    triples = int(json.loads(reply.body)["results"]["bindings"][0]["n"]["value"])
            if triples is not None and key is not None and _count_key(pool) == key:
                counted.clear()  # only the generation served now is kept
                counted[key] = triples
        # behind a reverse proxy the request's URL is the proxy's upstream one: --public-url says the public one
        endpoint = base + ENDPOINT_PATH if base is not None else str(request.url.replace(query="", fragment=""))
        g = service_description(endpoint, triples)
        body = g.serialize(format=_RDFLIB_FORMATS[fmt], encoding="utf-8")
        return Response(body, media_type=f"{media}; charset=utf-8", headers={"Vary": "Accept"})

    gzipped = _GzipCache()

    async def view_response(request: Request, path: Path) -> Response:
        # gzip when the client admits it and the page is big enough (GZIP_MIN_BYTES); either
        # way the answer depends on Accept-Encoding, which Vary says (to caches and proxies)
        if accepts_gzip(request.headers.get("accept-encoding")):
            body = await run_in_threadpool(gzipped.body, path)
            if body is not None:
                return Response(body, media_type="text/html",
                                headers={"Content-Encoding": "gzip", "Vary": "Accept-Encoding"})
        return FileResponse(path, media_type="text/html", headers={"Vary": "Accept-Encoding"})

    async def index(request: Request) -> Response:
        look()
        follower = state.get("follower")
        if follower is not None:  # the copy made when the graph served was loaded: view and /sparql agree
            if follower.view is not None:
                return await view_response(request, follower.view)
        elif html_file is not None and html_file.is_file():
            return await view_response(request, html_file)
        return PlainTextResponse(
            "PaperKG SPARQL endpoint: /sparql (SPARQL 1.1 Protocol), an IRI looked up: /describe?iri=IRI, "
            "the graph's resource BASE+PATH: /resource/PATH, shipped queries: /queries\n"
            + ("(no graph.html here; pass --html DIR)\n"),
        )

    shipped: dict = {}

    def _queries() -> dict:
        if not shipped:  # parsed once: the shipped files do not change while serving
            shipped.update({q.name: q for q in list_queries()})
        return shipped

    async def queries_index(request: Request) -> Response:
        out = [
            {"name": q.name, "title": q.title, "question": q.question, "params": q.params,
             "openParams": sorted(q.open_params), "url": f"{base or ''}/queries/{q.name}"}
            for q in _queries().values()
        ]
        return JSONResponse(out)

    async def query_file(request: Request) -> Response:
        name = request.path_params["name"].removesuffix(".rq")
        try:
            q = _queries().get(name)
        except QueryError as exc:
            return PlainTextResponse(f"{exc}\n", status_code=500)
        if q is None:
            return PlainTextResponse(f"no shipped query named {name!r}; see /queries\n", status_code=404)
        return Response(q.text, media_type="application/sparql-query; charset=utf-8")

    async def query_results(request: Request) -> Response:
        from rdflib import URIRef

        from kg.query import bind_params

        name = request.path_params["name"].removesuffix(".rq")
        q = _queries().get(name)
        if q is None:
            return PlainTextResponse(f"no shipped query named {name!r}; see /queries\n", status_code=404)
        if not _query_string_is_utf8(request.scope.get("query_string", b"")):
            # (a value of %FF was bound as U+FFFD and matched nothing: a 200 with no row)
            return PlainTextResponse(NOT_UTF8_MESSAGE + "\n", status_code=400)
        repeated = sorted({k for k in request.query_params if k in q.params and len(request.query_params.getlist(k)) > 1})
        if repeated:  # (the last value was bound, the others dropped without a word)
            return PlainTextResponse(f"query {name}: give each parameter once; {', '.join(repeated)} "
                                     f"{'is' if len(repeated) == 1 else 'are'} given more than once\n", status_code=400)
        given = dict(request.query_params)
        # format=, output=, results= choose the format as on /sparql, unless the query declares the name
        fields = {n: request.query_params.getlist(n) for n in FORMAT_PARAMETERS if n not in q.params}
        for n in fields:
            given.pop(n, None)
        try:
            chosen = format_ranges(fields)
            terms = bind_params(q, given)
        except (QueryError, FormatError) as exc:
            return PlainTextResponse(f"{exc}\n", status_code=400)
        bindings = {k: ("iri" if isinstance(t, URIRef) else "literal", str(t)) for k, t in terms.items()}
        note = parameters_header(q, given)
        if chosen is None and await wants_page(request):
            return await answered_page(request, q.text, bindings, name, given,
                                       extra={PARAMETERS_HEADER: note} if note is not None else None)
        return await answer(request, q.text, bindings, chosen,
                            extra={PARAMETERS_HEADER: note} if note is not None else None)

    async def describe(request: Request) -> Response:
        """``GET /describe?iri=IRI``: the graph's description of one IRI (:data:`DESCRIBE_QUERY`,
        Oxigraph's concise bounded description), in Turtle by default or as negotiated (Accept,
        or ``format=``); 404 when the graph holds no triple about it."""
        import pyoxigraph as ox

        params = request.query_params
        if not _query_string_is_utf8(request.scope.get("query_string", b"")):
            return PlainTextResponse(NOT_UTF8_MESSAGE + "\n", status_code=400)
        unknown = sorted(set(params) - {"iri", *FORMAT_PARAMETERS})
        if unknown:
            return PlainTextResponse(f"unknown parameter(s) {', '.join(unknown)}; {DESCRIBE_USAGE}\n", status_code=400)
        iris = [v.strip() for v in params.getlist("iri")]
        if len(iris) != 1 or not iris[0]:
            return PlainTextResponse(f"give exactly one iri parameter; {DESCRIBE_USAGE}\n", status_code=400)
        iri = iris[0]
        try:
            ox.NamedNode(iri)
        except ValueError as exc:
            return PlainTextResponse(f"iri={iri} is not an absolute IRI ({exc}); {DESCRIBE_USAGE}\n",
                                     status_code=400)
        try:
            chosen = format_ranges({n: params.getlist(n) for n in FORMAT_PARAMETERS})
        except FormatError as exc:
            return PlainTextResponse(f"{exc}\n", status_code=400)
        return await answer(request, DESCRIBE_QUERY, {DESCRIBE_VARIABLE: ("iri", iri)}, chosen,
                            missing=f"the graph has no triple with <{iri}> as its subject (its DESCRIBE is empty); "
                                    f"triples that point to it: SELECT ?s ?p WHERE {{ ?s ?p <{iri}> }}")

    async def resource(request: Request) -> Response:
        """``GET /resource/PATH``: the graph's resource ``BASE + PATH`` (:class:`ResourceLookup`,
        :func:`_resource_reply`), in Turtle by default, or JSON-LD / N-Triples / RDF/XML by Accept or
        ``format=``; 404 for an IRI the graph does not hold. PATH is read as the client sent it
        (still percent-encoded: the raw request path), so ``/resource/paper/10.1%2Fx`` is the IRI
        ``BASE paper/10.1%2Fx``."""
        params = request.query_params
        if not _query_string_is_utf8(request.scope.get("query_string", b"")):
            return PlainTextResponse(NOT_UTF8_MESSAGE + "\n", status_code=400)
        unknown = sorted(set(params) - set(FORMAT_PARAMETERS))
        if unknown:
            return PlainTextResponse(f"unknown parameter(s) {', '.join(unknown)}; {RESOURCE_PATH}PATH takes only "
                                     "format= (ttl, jsonld, nt or rdfxml)\n", status_code=400)
        raw = request.scope.get("raw_path") or urllib.parse.quote(request.url.path).encode("ascii")
        raw = raw.split(b"?", 1)[0]
        at = raw.find(RESOURCE_PATH.encode("ascii"))
        try:
            rest = raw[at + len(RESOURCE_PATH):].decode("utf-8")
        except UnicodeDecodeError:
            return PlainTextResponse(f"the path {request.url.path} is not UTF-8\n", status_code=400)
        try:
            chosen = format_ranges({n: params.getlist(n) for n in FORMAT_PARAMETERS})
        except FormatError as exc:
            return PlainTextResponse(f"{exc}\n", status_code=400)
        location = (base or "") + RESOURCE_PATH + rest
        job = ResourceLookup(tuple(resource_candidates(rest)), None if base_iri is None else (base_iri,),
                             request.url.path, location, base or "")
        return await answer(request, job, None, chosen)

    async def not_found(request: Request, exc) -> Response:
        """A path the endpoint does not serve (an entity's IRI path, /resource/...): 404 naming
        what it serves and how to look an IRI up."""
        return PlainTextResponse(f"no page at {request.url.path}; {NOT_FOUND_HINT}\n", status_code=404)

    routes = [
        Route("/", index, methods=["GET"]),
        Route("/sparql", sparql, methods=["GET", "POST"]),
        Route("/describe", describe, methods=["GET"]),
        Route(RESOURCE_PATH + "{rest:path}", resource, methods=["GET"]),
        Route("/queries", queries_index, methods=["GET"]),
        Route("/queries/{name}", query_file, methods=["GET"]),
        Route("/queries/{name}/results", query_results, methods=["GET"]),
    ]
    # a public, read-only endpoint: any web page may query it (as Wikidata's does), with any
    # request header (a preflight naming Authorization or X-Requested-With, which jQuery and
    # several SPARQL clients send, was refused with 400): CORS_ALLOW_HEADERS
    cors = Middleware(CORSMiddleware, allow_origins=["*"], allow_methods=["GET", "POST"],
                      allow_headers=CORS_ALLOW_HEADERS, expose_headers=[TRUNCATED_HEADER])
    return Starlette(routes=routes, lifespan=lifespan, middleware=[Middleware(AccessLog), cors],
                     exception_handlers={404: not_found})


#: The scope key under which the app gives :class:`AccessLog` the query text a request ran (str).
LOG_QUERY = "kg.query"
#: The scope key under which the app gives :class:`AccessLog` why a query got no answer (str:
#: "time limit", "queue full", "refused form: SERVICE", ...; :attr:`Reply.reason`).
LOG_REASON = "kg.reason"
#: The characters of a query's text the access log shows (on one line, :func:`query_log_text`).
LOG_QUERY_CHARS = 80


def query_log_text(text: str) -> str:
    """The access log's note of a query: ``q=HASH "TEXT"``, HASH the first 10 hex digits of the
    SHA-256 of the query's UTF-8 text (the same query always has the same hash, so a log can be
    grouped by query), TEXT its first :data:`LOG_QUERY_CHARS` characters on one line: runs of
    white space (line ends too) as one space, a ``"`` or ``\\`` escaped with a backslash,
    control characters as ``?``, ``...`` when cut. Input: the query text (str). Output: str.
    Raises nothing."""
    import hashlib

    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:10]
    line = " ".join(text.split())
    cut = len(line) > LOG_QUERY_CHARS
    line = line[:LOG_QUERY_CHARS]
    line = "".join("?" if ord(c) < 32 or 127 <= ord(c) < 160 else c for c in line)
    line = line.replace("\\", "\\\\").replace('"', '\\"')
    return f'q={digest} "{line}{"..." if cut else ""}"'


def _note_reason(request, reply: "Reply") -> None:
    """Put ``reply``'s :attr:`Reply.reason` in ``request``'s scope for the access log; a 400 or
    403 without one is noted as "syntax error" or "refused form: update" (:func:`refusal_reply`)."""
    reason = reply.reason or {400: "syntax error", 403: "refused form: update"}.get(reply.status, "")
    if reason:
        request.scope[LOG_REASON] = reason


class AccessLog:
    """ASGI middleware: one line per HTTP request on the ``kg.serve.access`` logger.

    The line is ``CLIENT "METHOD TARGET" STATUS BYTES B MS ms``: the client address, the
    request method and target (path and query string, still percent-encoded, cut to
    :data:`LOG_TARGET_CHARS` characters), the response status (500 when the app failed
    before starting a response), the response body size in bytes and the time from
    request to last body byte in milliseconds. A request the HTTP layer answered itself (a 408
    for a body that did not arrive within ``--read-timeout``, :data:`ACCESS_SENT`) is logged with
    the status and size of that answer, which the client got, and its note, e.g.
    ``408 207 B 2500.4 ms (request body incomplete after 2.5 s)``; the app's own answer to the
    disconnect it is told of goes nowhere. Lifespan and websocket scopes pass through.

    Args:
        app: the ASGI application to wrap.
    """

    def __init__(self, app) -> None:
        self.app = app

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        t0 = time.perf_counter()
        status, size = [500], [0]

        async def send_and_count(message) -> None:
            if message["type"] == "http.response.start":
                status[0] = message["status"]
            elif message["type"] == "http.response.body":
                size[0] += len(message.get("body", b""))
            await send(message)

        try:
            await self.app(scope, receive, send_and_count)
        finally:
            note = ""
            if ACCESS_SENT in scope:  # the HTTP layer answered (a 408): what the client got is that
                status[0], size[0], note = scope[ACCESS_SENT]
                note = " " + note
            query = scope.get("query_string", b"").decode("latin-1")
            target = scope.get("path", "") + ("?" + query if query else "")
            if len(target) > LOG_TARGET_CHARS:
                target = target[:LOG_TARGET_CHARS - 3] + "..."
            client = (scope.get("client") or ("-",))[0]
            if scope.get(LOG_REASON):
                note += f" [{scope[LOG_REASON]}]"
            if scope.get(LOG_QUERY):
                note += " " + query_log_text(scope[LOG_QUERY])
            ACCESS_LOG.info('%s "%s %s" %d %d B %.1f ms%s', client, scope.get("method", "-"), target,
                            status[0], size[0], (time.perf_counter() - t0) * 1000.0, note)


#: ``kg serve --read-timeout``'s default (seconds): the time a client has to send one whole request
#: (request line, headers and body), counted from the connection's opening or from the end of the
#: answer before it on the same connection. A connection that sends nothing, or half a request,
#: held its handler (and a file descriptor) for ever before session 45; a 1 MB query (the largest
#: body, :data:`MAX_BODY`) arrives within it at 35 KB/s. The query's own run is under ``--timeout``.
DEFAULT_READ_TIMEOUT = 30.0
#: The access-log note of a 408 (``{part}``: ``line``, ``headers`` or ``body``, the first part of
#: the request that had not arrived in full when the read time limit ran out).
READ_TIMEOUT_LOG_NOTE = "(request {part} incomplete after {limit} s)"
#: The scope key under which the HTTP layer tells :class:`AccessLog` that it answered a request
#: itself (the 408 of a body that did not arrive): (status, body bytes sent, note for the line).
ACCESS_SENT = "kg.sent_by_protocol"
#: The 408 text of a request that did not arrive in full within the read time limit.
READ_TIMEOUT_MESSAGE = ("request timeout: the request (its line, headers and body) did not arrive in full within "
                        "{limit} s of the connection's opening or of the previous answer; send it at once "
                        "(kg serve --read-timeout sets this limit)")


#: The 431 text of a request whose headers are longer than the HTTP layer reads (a huge Cookie).
HEADERS_TOO_LARGE_MESSAGE = ("request header fields too large: the request's headers are longer than this server "
                             "reads ({limit} bytes of a request head still arriving); send fewer or shorter headers "
                             "(a large Cookie for this host is a common cause)")
#: The 414 text of a request line longer than the HTTP layer reads.
URI_TOO_LONG_MESSAGE = ("URI too long: the request line is longer than this server reads (its HTTP layer holds "
                        "{limit} bytes of a line still arriving, so a GET longer than about 16 KB is refused "
                        "when its line arrives in parts, as it does over a network); send a query longer than "
                        "that by POST, as application/sparql-query or as a form (query=...), up to 1 MB: "
                        "curl http://HOST/sparql --data-urlencode query@q.rq")


def _h11_protocol():
    """uvicorn's h11 protocol class answering **414 URI Too Long** where uvicorn answers 400
    "Invalid HTTP request received.": h11 refuses a request whose head it has buffered past its
    ``max_incomplete_event_size`` (uvicorn's default, 16 KB, per incomplete event: over a
    network, where the line arrives in segments, a GET of about 16 KB is the bound; on loopback
    a longer one may arrive whole in one socket read and pass) with a
    ``RemoteProtocolError``, which uvicorn turns into a 400 without a word on why. When the data
    h11 holds (its public ``trailing_data``) is over that limit and has no line end yet, what was
    too long is the request line, the URI: 414, whose text says to POST the query
    (:data:`URI_TOO_LONG_MESSAGE`), and the rest of the line is read before the connection
    closes. A HEAD gets the 414 without a body; the refusal is logged as an access-log line
    (:data:`ACCESS_LOG`: client, method, the start of the target, 414). Any other protocol error
    keeps uvicorn's 400.

    It also bounds the time a client has to send a request (``config.kg_read_timeout`` seconds,
    :func:`server_config`; None or 0: unbounded, as uvicorn is): the limit starts when the
    connection opens and again when an answer on it is complete, and stops once the request is read
    in full (its line, headers and body; the query then runs under its own limit). Past it, a
    connection on which part of a request arrived (half a request line, headers without their blank
    line, a body shorter than its Content-Length) gets **408 Request Timeout**
    (:data:`READ_TIMEOUT_MESSAGE`, an access-log line naming the part that had not arrived, :data:`READ_TIMEOUT_LOG_NOTE`) and is closed; part of a request pipelined behind a whole one gets the limit from the end of that answer (uvicorn's keep-alive timer, which would close it without a word, is stopped); an idle one (not a byte since
    it opened or since its last answer) is closed without an answer, as nginx does. A request whose
    answer is already being sent is not cut: its connection closes after the answer. Before
    session 45 such connections stayed open for ever (uvicorn's keep-alive limit only runs between
    requests, and stops at the first byte of the next one). Returns the class (made on first use:
    uvicorn's h11 module is imported only then)."""
    global _H11_PROTOCOL, _REQUEST_READ
    if _H11_PROTOCOL is None:
        import h11
        _REQUEST_READ = frozenset({h11.DONE, h11.MUST_CLOSE, h11.CLOSED, h11.ERROR, h11.SWITCHED_PROTOCOL})
        from uvicorn.protocols.http.h11_impl import DEFAULT_MAX_INCOMPLETE_EVENT_SIZE, H11Protocol

        class UriLimitProtocol(H11Protocol):
            _read_timer: Optional[asyncio.TimerHandle] = None

            # -- the read time limit (DEFAULT_READ_TIMEOUT): armed while a request is awaited or arriving

            def connection_made(self, transport) -> None:
                super().connection_made(transport)
                self._arm_read_timer()

            def _arm_read_timer(self) -> None:
                self._cancel_read_timer()
                limit = getattr(self.config, "kg_read_timeout", None)
                if limit:
                    self._read_timer = self.loop.call_later(limit, self._read_timed_out, limit)

            def _cancel_read_timer(self) -> None:
                if self._read_timer is not None:
                    self._read_timer.cancel()
                    self._read_timer = None

            def handle_events(self) -> None:
                super().handle_events()
                if self.conn.their_state in _REQUEST_READ:  # the whole request is in: the query's own limit runs
                    self._cancel_read_timer()

            def on_response_complete(self) -> None:
                super().on_response_complete()
                # the next request (keep-alive) gets a fresh deadline; a request whose body is still
                # arriving after its answer (a GET with an unread body) keeps the one it had
                if (self._read_timer is None and not self.transport.is_closing()
                        and self.conn.their_state not in _REQUEST_READ):
                    self._arm_read_timer()
                # part of the next request came with this one (pipelined in the same packets): the
                # read limit counts from now, as for a part arriving later, which stops uvicorn's
                # keep-alive timer (armed by super() for an idle connection, it closed this one
                # without an answer after uvicorn's timeout_keep_alive, 5 s, before any 408); with
                # no read limit (None) uvicorn's keep-alive closes it, as before
                if (self._read_timer is not None and self.conn.their_state not in _REQUEST_READ
                        and (self.conn.their_state is not h11.IDLE or self.conn.trailing_data[0])):
                    self._unset_keepalive_if_required()

            def connection_lost(self, exc) -> None:
                self._cancel_read_timer()
                super().connection_lost(exc)

            def _read_timed_out(self, limit: float) -> None:
                self._read_timer = None
                if self.transport.is_closing() or self.conn.their_state in _REQUEST_READ:
                    return
                cycle = self.cycle if self.cycle is not None and not self.cycle.response_complete else None
                if cycle is not None and cycle.response_started:
                    cycle.keep_alive = False  # an answer is on its way: the connection closes after it
                    return
                data, _closed = self.conn.trailing_data
                begun = bool(data) or self.conn.their_state is not h11.IDLE
                if begun and self.conn.our_state in (h11.IDLE, h11.SEND_RESPONSE):
                    # what did not arrive, for the access-log line: the body (the app has the
                    # request), the headers (the request line ended) or the request line
                    part = ("body" if cycle is not None else
                            "headers" if b"\n" in bytes(data).lstrip(b"\r\n") else "line")
                    note = READ_TIMEOUT_LOG_NOTE.format(part=part, limit=f"{limit:g}")
                    text = READ_TIMEOUT_MESSAGE.format(limit=f"{limit:g}") + "\n"
                    headers = [(b"content-type", b"text/plain; charset=utf-8"), (b"connection", b"close"),
                               (b"content-length", str(len(text.encode("utf-8"))).encode("ascii"))]
                    with contextlib.suppress(h11.LocalProtocolError):
                        self.transport.write(self.conn.send(h11.Response(status_code=408, headers=headers,
                                                                         reason=b"Request Timeout")))
                        self.transport.write(self.conn.send(h11.Data(data=text.encode("utf-8"))))
                        self.transport.write(self.conn.send(h11.EndOfMessage()))
                    if cycle is not None:
                        # the app waits for the rest of the body: it is told the client left (its
                        # answer, a 408 too, goes nowhere; AccessLog logs the request with the
                        # status and size of the 408 sent here, ACCESS_SENT, not of the app's)
                        cycle.scope[ACCESS_SENT] = (408, len(text.encode("utf-8")), note)
                        cycle.disconnected = True
                        cycle.message_event.set()
                    else:  # no request reached the app: logged here, as the 414 is
                        method, _, target = bytes(data[:LOG_TARGET_CHARS + 32]).partition(b" ")
                        target = target.partition(b" ")[0].decode("latin-1", "replace")
                        if len(target) > LOG_TARGET_CHARS:
                            target = target[:LOG_TARGET_CHARS - 3] + "..."
                        ACCESS_LOG.info('%s "%s %s" %d %d B %s',
                                        (self.client or ("-",))[0], method.decode("latin-1") or "-", target,
                                        408, len(text.encode("utf-8")), note)
                # an idle connection (no byte of a request) is closed without a word, as nginx does:
                # a browser's pre-opened connection gets no answer it did not ask for
                self.transport.close()

            # -- 414

            def send_400_response(self, msg: str) -> None:
                self._cancel_read_timer()
                data, _closed = self.conn.trailing_data
                limit = self.config.h11_max_incomplete_event_size or DEFAULT_MAX_INCOMPLETE_EVENT_SIZE
                head_open = b"\r\n\r\n" not in data and b"\n\n" not in data
                if len(data) > limit and b"\n" in data and head_open:
                    # the request line ended, its headers did not within the limit: 431 (RFC 6585 section 5)
                    text = HEADERS_TOO_LARGE_MESSAGE.format(limit=f"{limit:,}") + "\n"
                    headers = [(b"content-type", b"text/plain; charset=utf-8"), (b"connection", b"close"),
                               (b"content-length", str(len(text.encode("utf-8"))).encode("ascii"))]
                    with contextlib.suppress(h11.LocalProtocolError):
                        self.transport.write(self.conn.send(h11.Response(
                            status_code=431, headers=headers, reason=b"Request Header Fields Too Large")))
                        self.transport.write(self.conn.send(h11.Data(data=text.encode("utf-8"))))
                        self.transport.write(self.conn.send(h11.EndOfMessage()))
                    if ACCESS_LOG.isEnabledFor(logging.INFO):
                        method, _, target = bytes(data[:LOG_TARGET_CHARS + 32]).partition(b" ")
                        target = target.partition(b" ")[0].decode("latin-1", "replace")
                        if len(target) > LOG_TARGET_CHARS:
                            target = target[:LOG_TARGET_CHARS - 3] + "..."
                        ACCESS_LOG.info('%s "%s %s" %d %d B (request headers over %d bytes)',
                                        (self.client or ("-",))[0], method.decode("latin-1"), target, 431,
                                        len(text.encode("utf-8")), limit)
                    else:
                        self.logger.warning("that request got 431 Request Header Fields Too Large: headers over %d "
                                            "bytes", limit)
                    # read the rest of the head (as for the 414) so that the 431 is not lost to a reset
                    self._uri_drain, self._drain_end = DRAIN_BODY, (b"\r\n\r\n", b"\n\n")
                    self.loop.call_later(URI_DRAIN_SECONDS, self.transport.close)
                    return
                if len(data) <= limit or b"\n" in data:  # another fault of the request (a line that ended)
                    super().send_400_response(msg)
                    return
                text = URI_TOO_LONG_MESSAGE.format(limit=f"{limit:,}") + "\n"
                method, _, target = bytes(data[:LOG_TARGET_CHARS + 32]).partition(b" ")
                method = method.decode("latin-1")
                target = target.decode("latin-1", "replace")
                if len(target) > LOG_TARGET_CHARS:
                    target = target[:LOG_TARGET_CHARS - 3] + "..."
                client = (self.client or ("-",))[0]
                if ACCESS_LOG.isEnabledFor(logging.INFO):
                    ACCESS_LOG.info('%s "%s %s" %d %d B (a request line over %d bytes)', client, method,
                                    target, 414, 0 if method == "HEAD" else len(text.encode("utf-8")), limit)
                else:
                    self.logger.warning("that request got 414 URI Too Long: a request line over %d bytes", limit)
                headers = [(b"content-type", b"text/plain; charset=utf-8"), (b"connection", b"close")]
                self.transport.write(self.conn.send(h11.Response(status_code=414, headers=headers,
                                                                 reason=b"URI Too Long")))
                if method != "HEAD":  # a HEAD answer has no body
                    self.transport.write(self.conn.send(h11.Data(data=text.encode("utf-8"))))
                self.transport.write(self.conn.send(h11.EndOfMessage()))
                # the client is still sending its line: read it to its end (or DRAIN_BODY bytes,
                # or for URI_DRAIN_SECONDS) before closing, as for a 413, so that the kernel does
                # not reset the connection over unread data and lose the 414 on its way
                self._uri_drain = DRAIN_BODY
                self.loop.call_later(URI_DRAIN_SECONDS, self.transport.close)

            def data_received(self, data: bytes) -> None:
                left = getattr(self, "_uri_drain", None)
                if left is None:
                    super().data_received(data)
                    return
                self._uri_drain = left - len(data)
                if any(end in data for end in getattr(self, "_drain_end", (b"\n",))) or self._uri_drain <= 0:
                    self.transport.close()

        _H11_PROTOCOL = UriLimitProtocol
    return _H11_PROTOCOL


_H11_PROTOCOL = None
#: The states of the client's side of an h11 connection in which its request has been read in
#: full (:func:`_h11_protocol` stops the read time limit then); filled on first use.
_REQUEST_READ: frozenset = frozenset()
#: How long a connection answered with 414 is kept open to read the rest of its request line.
URI_DRAIN_SECONDS = 10.0


def server_config(app, host: str, port: int, read_timeout: Optional[float] = DEFAULT_READ_TIMEOUT,
                  **options) -> "uvicorn.Config":
    """The uvicorn configuration ``kg serve`` runs ``app`` with on ``host``:``port``: h11 with
    :func:`_h11_protocol` (414 for a request line too long; 408 for a request that did not arrive
    in full within ``read_timeout`` seconds, None: no such limit), warnings only; ``options`` are
    passed on to ``uvicorn.Config``."""
    config = uvicorn.Config(app, host=host, port=port, log_level="warning", http=_h11_protocol(), **options)
    config.kg_read_timeout = read_timeout  # read by the protocol of each connection
    return config


class _Server(uvicorn.Server):
    """uvicorn's server, which on Ctrl-C or SIGTERM also stops the running queries at once
    (:meth:`QueryWorkerPool.stop`): uvicorn waits for open requests before it shuts down, and
    a long query would hold the exit until its time limit."""

    #: The line printed on stderr once the server listens and its query workers run (None: none);
    #: ``{port}`` in it becomes the port the socket is bound to (``--port 0`` lets the system pick).
    ready_message: Optional[str] = None

    def bound_port(self) -> Optional[int]:
        """The TCP port the first listening socket is bound to (int), or None before start-up
        or when uvicorn exposes no socket."""
        for srv in getattr(self, "servers", None) or []:
            for sock in getattr(srv, "sockets", None) or []:
                name = sock.getsockname()
                if isinstance(name, tuple) and len(name) >= 2:
                    return int(name[1])
        return None

    async def startup(self, sockets=None) -> None:
        """uvicorn's start-up (lifespan: the query workers; then the listening socket), then
        :attr:`ready_message`: the endpoint line printed before it may precede the first
        accepted connection by seconds while the workers start."""
        await super().startup(sockets=sockets)
        if self.ready_message and self.started and not self.should_exit:
            port = self.bound_port()
            print(self.ready_message.replace("{port}", str(port if port is not None else self.config.port)),
                  file=sys.stderr, flush=True)

    def handle_exit(self, sig: int, frame) -> None:
        """On SIGINT/SIGTERM: an access-log line ``stopping: SIGNAME received; ...`` (the first
        time), the running queries stopped, then uvicorn's own shutdown."""
        if not self.should_exit:
            try:
                name = signal.Signals(sig).name
            except ValueError:
                name = f"signal {sig}"
            pool = getattr(getattr(self.config.app, "state", None), "query_pool", None)
            running = getattr(pool, "running", 0) if pool is not None else 0
            ACCESS_LOG.info("stopping: %s received; %d running quer%s stopped, no new connection accepted",
                            name, running, "y" if running == 1 else "ies")
        pool = getattr(getattr(self.config.app, "state", None), "query_pool", None)
        if pool is not None:
            pool.stop()
        super().handle_exit(sig, frame)


def reachable_host(host: str) -> tuple[str, Optional[str]]:
    """The host to print in a URL for the listening address ``host`` (``--host``): a wildcard
    address (``0.0.0.0``, ``::``, ``""``) is no address a client can connect to, so this machine's
    loopback address is printed (``127.0.0.1``, ``[::1]``), with the machine's host name
    (``socket.gethostname``) for other machines; an IPv6 literal gets its brackets (RFC 3986).

    Returns:
        (host for a URL on this machine, host for other machines or None when ``host`` is no
        wildcard: it is then the address clients use).
    """
    import socket

    if host in ("0.0.0.0", "", "::", "[::]"):
        local = "127.0.0.1" if host in ("0.0.0.0", "") else "[::1]"
        try:
            name = socket.gethostname() or None
        except OSError:
            name = None
        return local, name
    if ":" in host and not host.startswith("["):
        return f"[{host}]", None
    return host, None


def listening_socket(host: str, port: int):
    """The TCP socket ``kg serve`` listens on, bound to ``host``:``port`` before uvicorn starts the
    query workers (the app's lifespan), so that a port taken by another program is a one-line
    ``kg: error:`` and exit status 2 with no worker started. uvicorn binding the socket itself
    after the workers started logged "[Errno 98] ... address already in use" and then, on a loaded
    machine, could hang in its shutdown (session 56, trial P). The socket is made as uvicorn's own
    ``Config.bind_socket`` makes it (SO_REUSEADDR, an IPv6 socket for a host with ``:``);
    asyncio's ``create_server`` listens on it.

    Args:
        host: the address to bind (``--host``; ``[::1]`` brackets are taken off).
        port: the port (``--port``; 0: one the system picks).
    Returns:
        the bound ``socket.socket``.
    Raises:
        OSError: the address cannot be bound (errno EADDRINUSE for a port in use).
    """
    import socket

    bare = host[1:-1] if host.startswith("[") and host.endswith("]") else host
    family = socket.AF_INET6 if ":" in bare else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((bare, port))
        sock.listen(2048)
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


def listen_error(host: str, port: int, exc: OSError) -> str:
    """The one-line ``kg serve`` error for an address it cannot bind.

    Args:
        host, port: the ``--host`` and ``--port`` asked for; exc: the bind's error.
    Returns:
        ``"kg: error: cannot listen on HOST:PORT: REASON"``, and for a port in use (EADDRINUSE)
        `` (another program, or another kg serve, holds it: use --port N for another port, or
        --port 0 for a free one)`` (session 60: a class's second server on 8000 was told nothing
        more than "Address already in use").
    """
    import errno
    import os

    # (os.strerror: socket.create_server adds "(while attempting to bind on address (...))" to its own)
    reason = os.strerror(exc.errno) if exc.errno else str(exc)
    line = f"kg: error: cannot listen on {host}:{port}: {reason}"
    if exc.errno == errno.EADDRINUSE:
        line += (" (another program, or another kg serve, holds it: use --port N for another port, "
                 "or --port 0 for a free one)")
    return line


def _exit_on_signal(signum: int, frame) -> None:
    """Signal handler: leave through SystemExit (status 128 + signal) so ``finally``
    blocks run."""
    raise SystemExit(128 + signum)


def cli_serve(
    store: Optional[Path] = None,
    graph: Optional[Path] = None,
    host: str = "127.0.0.1",
    port: int = 8000,
    timeout: float = DEFAULT_TIMEOUT,
    html: Optional[Path] = None,
    workers: int = DEFAULT_WORKERS,
    quiet: bool = False,
    read_timeout: float = DEFAULT_READ_TIMEOUT,
    public_url: Optional[str] = None,
    base_iri: Optional[str] = None,
    queue_timeout: float = DEFAULT_QUEUE_TIMEOUT,
    max_rows: int = DEFAULT_MAX_ROWS,
) -> int:
    """``kg serve [--store DIR | --graph FILE] [--host H] [--port N] [--timeout S] [--read-timeout S]
    [--queue-timeout S] [--html DIR] [--workers N] [--quiet]``.

    ``queue_timeout``: the seconds a query may wait for a free worker (:class:`QueryWorkerPool`),
    0.1 to 3600 as ``timeout``. ``max_rows``: ``--max-rows N``, the most rows one answer holds
    (0: no cap; :data:`TRUNCATED_HEADER`). With ``graph``, the file is followed: a changed file is loaded again
    (:class:`GraphFollower`).

    ``read_timeout``: the seconds a client has to send a whole request (:data:`DEFAULT_READ_TIMEOUT`,
    :func:`_h11_protocol`), 0.1 to 3600 as ``timeout``. ``public_url``: ``--public-url URL``, the
    URL clients reach the server's root at through a reverse proxy (:func:`public_base`; a URL it
    refuses is a usage error), which the service description announces (sd:endpoint) and the
    ``ready:`` line names. ``base_iri``: ``--base-iri IRI`` (checked and normalised by
    :func:`kg.cli.base_iri_option`), the base ``GET /resource/PATH`` puts before PATH; None: the
    graph's void:uriSpace (:func:`_resource_reply`).

    Serves until interrupted (Ctrl-C). Without --store/--graph serves exports/graph.ttl.
    Each request is logged to stderr as a timestamped :class:`AccessLog` line unless
    ``quiet``.

    Returns:
        0 after a clean shutdown; 2 for a usage or input error (both sources, a missing or
        unparsable graph, a store that cannot be opened, bad timeout/port/workers, a port
        that is taken), as for the other commands (docs/CLI.md, "Exit status").
    """
    import socket

    from kg.query import DEFAULT_GRAPH
    from kg.store import StoreError

    if store is not None and graph is not None:
        print("kg: error: give either --store or --graph, not both", file=sys.stderr)
        return 2
    if store is None and graph is None:
        graph = DEFAULT_GRAPH
        if not graph.is_file():
            print(f"kg: error: graph file {graph} not found (run `kg build` first, or pass --graph/--store)", file=sys.stderr)
            return 2
    elif graph is not None and not Path(graph).is_file():
        from kg.query import _not_a_graph_file  # a folder is named as one, as kg query does

        print(f"kg: error: {_not_a_graph_file(Path(graph))}", file=sys.stderr)
        return 2
    if html is not None and not (Path(html) / "graph.html").is_file():
        # the endpoint still serves SPARQL; only / has no page to show
        what = "does not exist" if not Path(html).exists() else "holds no graph.html"
        print(f"kg: warning: --html {html} {what}: / answers with a hint instead of the graph view "
              "(pass the folder `kg build --out` wrote)", file=sys.stderr)
    bad = [message for wrong, message in (
        (timeout_problem(timeout) is not None, timeout_problem(timeout)),
        (timeout_problem(read_timeout) is not None,
         (timeout_problem(read_timeout) or "").replace("--timeout", "--read-timeout")),
        (timeout_problem(queue_timeout) is not None,
         (timeout_problem(queue_timeout) or "").replace("--timeout", "--queue-timeout")),
        (not 0 <= port <= 65535, f"--port must be in 0..65535, got {port}"),
        (not 1 <= workers <= MAX_WORKERS, f"--workers must be in 1..{MAX_WORKERS}, got {workers}"),
        (not 0 <= max_rows <= MAX_ROWS_LIMIT, f"--max-rows must be in 0..{MAX_ROWS_LIMIT} (0: no cap), got {max_rows}"))
        if wrong]
    base = None
    if public_url is not None:
        try:
            base = public_base(public_url)
        except ValueError as exc:
            bad.append(str(exc))
    if bad:
        print(f"kg: error: {'; '.join(bad)}", file=sys.stderr)
        return 2
    if base is not None and base.endswith(ENDPOINT_PATH):
        print(f"kg: warning: --public-url {public_url} ends in {ENDPOINT_PATH}: the endpoint is announced as "
              f"{base + ENDPOINT_PATH}; give the URL of the server's root (where / is), e.g. "
              f"{base[:-len(ENDPOINT_PATH)] or base}", file=sys.stderr)
    try:  # fail with a clear message before starting workers
        with socket.create_server((host, port)):
            pass
    except OSError as exc:
        print(listen_error(host, port, exc), file=sys.stderr)
        return 2
    try:
        from kg.store import GraphStore

        if store is not None:
            with GraphStore.open(store, read_only=True, verify=True) as st:
                if len(st) == 0:
                    print(f"kg: warning: store {store} holds no triples (an empty graph): every query "
                          "will find nothing", file=sys.stderr)
                for line in (*description_count_notes(st, f"store {store}"),
                             *base_notes(recorded_bases(st), base_iri, f"store {store}")):
                    print(line, file=sys.stderr)
    except StoreError as exc:
        print(f"kg: error: {exc}", file=sys.stderr)
        return 2
    if host not in ("127.0.0.1", "localhost", "::1"):
        print(f"kg: warning: listening on {host}: reachable from other machines; no authentication: put a "
              f"proxy in front (docs/CLI.md, \"Running kg serve as a lab endpoint\")", file=sys.stderr)
    tmp = None
    # SIGTERM (kill, timeout, docker stop) ends the server like Ctrl-C: uvicorn shuts down
    # gracefully and re-raises the signal once it restored this handler, which turns it into
    # SystemExit so the temporary store below is removed (the default action would kill the
    # process before the cleanup runs).
    # Ctrl-C likewise: uvicorn.run() would swallow the KeyboardInterrupt it re-raises and
    # return normally, and docs/CLI.md ("Exit status") promises status 130.
    # The caller's handlers come back when the server stops (below): called in-process (a
    # test, a notebook), SystemExit on a later Ctrl-C or SIGTERM would otherwise be left
    # behind, and a test run then took the signals sent to stop it as one failed test each.
    previous = {sig: signal.signal(sig, _exit_on_signal) for sig in (signal.SIGTERM, signal.SIGINT)}
    try:
        signature = None
        if graph is not None:
            print(f"loading {graph} ...", file=sys.stderr)
            signature = file_signature(Path(graph))  # (taken first: a change during the load is seen)
            store, tmp = _prepare_store(None, Path(graph))
            with GraphStore.open(store, read_only=True, verify=True) as st:
                if len(st) == 0:
                    print(f"kg: warning: {graph} holds no triples (an empty graph): every query will "
                          "find nothing", file=sys.stderr)
                for line in (*description_count_notes(st, str(graph)),
                             *base_notes(recorded_bases(st), base_iri, str(graph))):
                    print(line, file=sys.stderr)
            html = html if html is not None else Path(graph).parent
        app = make_app(store=store, timeout=timeout, html=html, workers=workers, public_url=base, base_iri=base_iri,
                       queue_timeout=queue_timeout, max_rows=max_rows,
                       follow=Path(graph) if graph is not None else None,
                       follow_signature=signature)
        if not quiet:
            handler = logging.StreamHandler(sys.stderr)
            handler.setFormatter(logging.Formatter("%(asctime)s %(message)s", "%Y-%m-%dT%H:%M:%S"))
            ACCESS_LOG.addHandler(handler)
            ACCESS_LOG.setLevel(logging.INFO)
            ACCESS_LOG.propagate = False
        try:  # bound here, before the query workers start: the port may have been taken since the check above
            listener = listening_socket(host, port)
        except OSError as exc:
            print(listen_error(host, port, exc), file=sys.stderr)
            return 2
        reach, others = reachable_host(host)
        where = f"http://{reach}:{port}/sparql" if port else f"http://{reach}:<a free port>/sparql"
        print(f"PaperKG SPARQL endpoint: {where} (time limit {timeout:g} s, "
              f"{f'at most {max_rows} rows an answer' if max_rows else 'no row cap'}); "
              f"starting {workers} query worker{'s' if workers != 1 else ''} ...", file=sys.stderr, flush=True)
        server = _Server(server_config(app, host, port, read_timeout=read_timeout,
                                       timeout_graceful_shutdown=SHUTDOWN_GRACE))
        public = f", announced as {base}{ENDPOINT_PATH}" if base is not None else ""
        elsewhere = (f"; from other machines http://{others}:{{port}}/sparql" if others else "")
        server.ready_message = (f"ready: http://{reach}:{{port}}/sparql answers queries{public}{elsewhere} "
                                "(Ctrl-C stops it)")
        try:
            server.run(sockets=[listener])
        finally:
            listener.close()
    except StoreError as exc:  # the graph file does not parse
        print(f"kg: error: {exc}", file=sys.stderr)
        return 2
    finally:
        if tmp is not None:
            shutil.rmtree(tmp, ignore_errors=True)
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    return 0
