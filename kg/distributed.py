"""Extraction on a Dask cluster (``kg build --engine dask [--scheduler ADDRESS]``).

Only the extraction stage is distributed: the papers are cut into partitions, each
partition is extracted on a Dask worker (spaCy + the rule extractors of
:mod:`kg.extract`), and the :class:`~kg.records.Extraction` records come back to the
client in input order. Resolution, linking, graph assembly and export need every paper
at once and stay on the client (:mod:`kg.pipeline`). See docs/CLUSTER.md.

Workers must have the same ``paperkg`` version (and so the same spaCy model) installed
as the client; :func:`extract_dask` checks the version before submitting work.

Dask is an optional dependency (``pip install 'paperkg[dask]'``); this module imports it
only inside :func:`extract_dask`, so importing :mod:`kg.distributed` never fails.
"""
from __future__ import annotations

import importlib.metadata
import logging
import math
import sys
import threading
from typing import Optional, Sequence

from kg.records import Extraction, Paper

#: Papers per partition (one Dask task each) unless the cluster has more threads than
#: that would keep busy; see :func:`partition`.
DEFAULT_PARTITION_SIZE = 250

#: Seconds to wait for a remote scheduler to answer before giving up.
DEFAULT_CONNECT_TIMEOUT = 10.0

#: Workers of the LocalCluster started when no scheduler address is given.
LOCAL_WORKERS = 2

_INSTALL_HINT = "install paperkg[dask] (pip install 'paperkg[dask]') to use --engine dask"


class DistributedError(Exception):
    """Base class of the errors of :func:`extract_dask` (one-line messages for the CLI)."""


class DaskNotInstalled(DistributedError, ImportError):
    """``dask.distributed`` cannot be imported on the client."""


class SchedulerUnreachable(DistributedError, ConnectionError):
    """No Dask scheduler answered at the given address within the timeout."""


class WorkerMismatch(DistributedError, RuntimeError):
    """A worker lacks paperkg or runs another paperkg version than the client."""


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


def _check_workers(client, where: str) -> None:
    """Raise :class:`WorkerMismatch` unless every worker has this paperkg version.

    ``importlib.metadata.version`` is pickled by reference to the standard library, so
    the probe runs even on a worker where paperkg is missing.
    """
    want = _paperkg_version()
    found = client.run(importlib.metadata.version, "paperkg", on_error="return")
    bad = {w: v for w, v in sorted(found.items()) if v != want}
    if not found:
        raise WorkerMismatch(f"Dask scheduler at {where} has no workers")
    if bad:
        parts = [f"{w}: {'not installed' if isinstance(v, Exception) else v}" for w, v in bad.items()]
        raise WorkerMismatch(f"workers of {where} need paperkg {want}; found " + ", ".join(parts))


def _connect(scheduler: Optional[str], timeout: float):
    """Start a LocalCluster (scheduler None) or connect to ``scheduler``.

    Returns ``(client, cluster or None, description)``.
    """
    distributed = _import_distributed()
    if scheduler is None:
        try:
            cluster = distributed.LocalCluster(
                n_workers=LOCAL_WORKERS, threads_per_worker=1, processes=True,
                dashboard_address=":0", silence_logs=logging.CRITICAL,
            )
        except RuntimeError as exc:  # "Nanny failed to start."
            raise DistributedError(
                f"could not start a local Dask cluster ({exc}); a script that calls "
                "extract_dask must guard its entry point with if __name__ == '__main__': "
                "(workers are spawned processes that import the main module)") from exc
        try:
            client = distributed.Client(cluster)
        except BaseException:
            cluster.close()
            raise
        return client, cluster, f"LocalCluster({LOCAL_WORKERS} workers)"
    _probe(scheduler, timeout)
    try:
        client = distributed.Client(scheduler, timeout=timeout)
    except (OSError, TimeoutError) as exc:
        raise SchedulerUnreachable(
            f"cannot reach the Dask scheduler at {scheduler} within {timeout:g} s "
            f"({type(exc).__name__})") from exc
    return client, None, scheduler


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
                f"no Dask scheduler answered at {address} within {timeout + 1:g} s") from exc
        except MemoryError as exc:  # a frame header read from a non-Dask server
            raise SchedulerUnreachable(
                f"{address} answered, but not in Dask's protocol (is it the dashboard or "
                f"another service?)") from exc
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
) -> list[Extraction]:
    """Extract ``papers`` on a Dask cluster; same result as the local extraction.

    The papers are scattered to the workers in partitions (:func:`partition`, at least
    one per worker thread); each worker runs :func:`extract_partition` with a spaCy
    pipeline loaded once per worker thread; the extractions are gathered back as the
    partitions finish and returned in input order.

    Args:
        papers: the papers to extract (already read and deduplicated).
        scheduler: address of a running Dask scheduler (``tcp://host:8786``); None starts
            a LocalCluster of 2 single-threaded worker processes on this machine and
            closes it before returning.
        partition_size: maximum papers per Dask task (>= 1).
        timeout: seconds to wait for ``scheduler`` to answer.
        progress: show a tqdm bar (papers) on stderr.

    Returns:
        One :class:`Extraction` per paper, ``result[i].paper == papers[i]``.

    Raises:
        DaskNotInstalled: dask.distributed cannot be imported.
        SchedulerUnreachable: nothing answers at ``scheduler`` within ``timeout``.
        WorkerMismatch: the cluster has no workers, or workers lack this paperkg version.
        ValueError: ``partition_size`` < 1.
        Any exception raised by the extractor on a worker is re-raised here.
    """
    if partition_size < 1:
        raise ValueError(f"partition_size must be >= 1, got {partition_size}")
    papers = list(papers)
    if not papers:
        return []
    client, cluster, where = _connect(scheduler, timeout)
    try:
        if scheduler is not None:
            _check_workers(client, where)
        threads = sum(client.nthreads().values()) or 1
        parts = partition(papers, partition_size, min_parts=threads)
        return _run(client, parts, len(papers), progress)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def _run(client, parts: list[list[Paper]], total: int, progress: bool) -> list[Extraction]:
    """Submit one task per partition and collect the results in partition order."""
    from distributed import as_completed

    data = client.scatter(parts)  # one future per partition; keeps the task graph small
    futures = client.map(extract_partition, data, pure=False)
    index = {f.key: i for i, f in enumerate(futures)}
    done: list[Optional[list[Extraction]]] = [None] * len(futures)
    bar = None
    if progress:
        from tqdm import tqdm

        bar = tqdm(total=total, unit="abstract", desc="extract (dask)", file=sys.stderr, smoothing=0.1)
    try:
        for fut, result in as_completed(futures, with_results=True):
            done[index[fut.key]] = result
            fut.release()
            if bar is not None:
                bar.update(len(result))
    finally:
        if bar is not None:
            bar.close()
    out: list[Extraction] = []
    for part, result in zip(parts, done):
        if result is None or len(result) != len(part):
            raise RuntimeError(f"a Dask partition returned {0 if result is None else len(result)} "
                               f"extractions for {len(part)} papers")
        out.extend(result)
    return out
