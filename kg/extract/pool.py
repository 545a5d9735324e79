"""Extraction in a pool of worker processes, streamed in input order.

:func:`extract_chunks` cuts a stream of :class:`~kg.records.Paper` records into chunks and
hands them to ``jobs`` worker processes. Each worker runs the whole extraction of its chunk
(cleaning, tokenising, the spaCy pipeline and :meth:`Extractor._to_extraction
<kg.extract.Extractor>`) and sends back only the small :class:`~kg.records.Extraction`
records: spaCy Docs never cross a process boundary (``nlp.pipe(n_process=...)`` would
pickle every Doc to a worker and back, and leave the cleaning, tokenising and record
building to the parent). :func:`extract_batch` is the worker's task; the Dask engine
(:mod:`kg.distributed`) does the same work per partition.

Process model (Linux): the parent loads the pipeline once, moves every object it holds
into the collector's permanent generation (:func:`gc.freeze`) and forks the workers, which
inherit the loaded pipeline copy-on-write (no model load or gazetteer compilation per
worker); since the collector of a worker never scans the frozen objects, it does not
write to (and so copy) the pages it shares with the parent. This is the recipe of the
:func:`gc.freeze` documentation. Elsewhere the workers are spawned and each loads the
pipeline once.

Memory is bounded by the chunk size: at most ``window`` chunks (default ``2 * jobs``) are
submitted and not yet handed to the caller. A worker that dies (killed, out of memory, a
crash in native code) raises :class:`WorkerCrashed` at once instead of leaving the build
waiting; an exception raised by the extraction code in a worker is re-raised in the parent
as it is (with the worker's traceback as its cause).
"""
from __future__ import annotations

import gc
import itertools
import os
import signal
import sys
from collections import deque
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Iterable, Iterator, Optional

from kg.processes import die_with_parent

from kg.records import Extraction, Paper, short_id

#: Papers per chunk (one task for a worker). Large enough that a task's overhead (pickling
#: the papers and the records, a round trip through the executor's queues) is small
#: against the ~10 ms of extraction per abstract; small enough that the progress bar moves
#: smoothly and the last chunks keep both workers busy.
DEFAULT_CHUNK_SIZE = 32


class WorkerCrashed(RuntimeError):
    """An extraction worker process ended abruptly (killed by a signal, out of memory,
    a crash in native code); the message says which papers were being extracted."""


# --------------------------------------------------------------------------- worker side

#: The worker's Extractor: set in the parent before the workers are forked (inherited),
#: else created by :func:`_init_worker` in each spawned worker.
_EXTRACTOR = None


def _extractor():
    """This process's :class:`kg.extract.Extractor`, created (and its pipeline loaded) on
    first use."""
    global _EXTRACTOR
    if _EXTRACTOR is None:
        from kg.extract.pipeline import Extractor

        _EXTRACTOR = Extractor()
    return _EXTRACTOR


#: The signal the parent sends a worker to drop its running chunk (:func:`_stop_pool`).
STOP_SIGNAL = signal.SIGUSR1

#: Worker state for :data:`STOP_SIGNAL`: inside :func:`extract_batch`, and a stop was asked.
_IN_TASK = False
_STOPPING = False


class ChunkStopped(BaseException):
    """Raised in a worker by :data:`STOP_SIGNAL` while it extracts a chunk: the build is being
    stopped, so the chunk's result is dropped. A ``BaseException``, so that the extraction's
    own handling of a rule that raises (``except Exception``: re-extract paper by paper) does
    not catch it."""


def _on_stop_signal(signum, frame) -> None:
    """Worker handler of :data:`STOP_SIGNAL`: note the stop, and end the running chunk at once
    by raising :class:`ChunkStopped` when the worker is inside :func:`extract_batch`. Outside it
    (waiting for a task, or sending a result back) it only notes: an exception there could cut
    a message to the parent in half; the next task then stops before it begins."""
    global _STOPPING
    _STOPPING = True
    if _IN_TASK:
        raise ChunkStopped()


def _init_worker(parent: int) -> None:
    """Worker initializer: ignore Ctrl-C (the parent handles it and shuts the pool down),
    drop the running chunk on :data:`STOP_SIGNAL` (:func:`_on_stop_signal`), end with the parent
    (:func:`die_with_parent`) and make sure the pipeline is loaded before the first task."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # (the parent's handler is inherited under fork)
    signal.signal(STOP_SIGNAL, _on_stop_signal)
    die_with_parent(parent)
    _extractor().nlp  # noqa: B018 - inherited under fork; loaded here under spawn


def extract_batch(papers: list[Paper]) -> list[Extraction]:
    """Extract ``papers`` in this process with its (cached) pipeline.

    This is the task a worker runs; it works in any process (the pipeline is loaded on the
    first call).

    Args:
        papers: the papers of one chunk.
    Returns:
        One :class:`Extraction` per paper, in the same order; the same records as
        :meth:`kg.extract.Extractor.extract_many`.
    """
    global _IN_TASK
    _IN_TASK = True
    try:
        if _STOPPING:  # the build is being stopped (:func:`_on_stop_signal`)
            raise ChunkStopped()
        return list(_extractor().extract_many(papers, n_process=1, batch_size=max(1, len(papers))))
    finally:
        _IN_TASK = False


# --------------------------------------------------------------------------- parent side

#: Seconds an interrupted pool's workers get to drop their running chunk and take the
#: executor's stop signal before they are terminated (:func:`_stop_pool`).
STOP_TIMEOUT = 10.0


def _stop_pool(pool: ProcessPoolExecutor, timeout: float = STOP_TIMEOUT, drop_running: bool = False) -> None:
    """Stop an executor whose iteration ended early (Ctrl-C, SIGTERM, an error in the caller).

    Queued chunks are cancelled, the executor is told to stop and (``drop_running``: workers
    started by :func:`_init_worker`) each live worker is sent
    :data:`STOP_SIGNAL`, which ends its running chunk at once (:class:`ChunkStopped`, sent back
    as that task's exception: its records would be dropped anyway) instead of letting it finish
    the chunk (1 to 5 s on a loaded machine: a build took 3 to 8 s to stop on SIGTERM). Each
    worker then has ``timeout`` seconds to exit. A worker still alive after that
    is waiting for work that will not come (an interrupt that lands while the executor starts
    its workers can leave them without their stop signal: 3 of 5 store builds of ICLR 2024
    interrupted about 11 s in never ended, the interpreter's exit waiting for the idle workers;
    with this, 20 of 20 ended within 2 s, one of 6 checked through this termination), so it is
    terminated: it waits for work and holds no result half-sent. Never raises for a worker
    that is gone.

    Args:
        pool: the executor (its worker processes and its manager thread are read from its
            ``_processes`` and ``_executor_manager_thread``, which ``shutdown`` clears).
        timeout: seconds for all workers together.
        drop_running: send the workers :data:`STOP_SIGNAL` (only to workers that handle it:
            its default action ends a process).
    """
    import time

    workers = list((getattr(pool, "_processes", None) or {}).values())
    manager = getattr(pool, "_executor_manager_thread", None)
    pool.shutdown(wait=False, cancel_futures=True)
    for proc in workers if drop_running else ():
        if proc.is_alive() and proc.pid is not None:
            try:
                os.kill(proc.pid, STOP_SIGNAL)
            except ProcessLookupError:  # ended meanwhile
                pass
    deadline = time.monotonic() + timeout
    for proc in workers:
        proc.join(max(0.0, deadline - time.monotonic()))
    for proc in workers:
        if proc.is_alive():
            proc.terminate()
            proc.join()
    if manager is not None:
        # the executor's own thread reaps the workers too: wait for it, so that no worker is
        # left a zombie (its exit not yet collected) when this returns
        manager.join(max(1.0, deadline - time.monotonic()))


def chunked(papers: Iterable[Paper], size: int) -> Iterator[list[Paper]]:
    """Cut ``papers`` (consumed lazily) into consecutive lists of ``size`` (the last may be
    shorter).

    Raises:
        ValueError: ``size`` < 1.
    """
    if size < 1:
        raise ValueError(f"chunk size must be >= 1, got {size}")
    it = iter(papers)
    while chunk := list(itertools.islice(it, size)):
        yield chunk


def extract_chunks(papers: Iterable[Paper], jobs: int, chunk_size: int = DEFAULT_CHUNK_SIZE,
                   window: Optional[int] = None, extractor=None) -> Iterator[list[Extraction]]:
    """Extract ``papers`` in ``jobs`` worker processes; yield each chunk's records in input order.

    Args:
        papers: any iterable of papers (consumed lazily, one window ahead of the caller).
        jobs: worker processes (>= 1; 1 still uses one worker process: call
            :meth:`kg.extract.Extractor.extract_many` to stay in this process).
        chunk_size: papers per task.
        window: most chunks submitted and not yet yielded (default ``2 * jobs``: every
            worker has one chunk running and one queued while the caller takes the oldest).
        extractor: the :class:`kg.extract.Extractor` (and so the pipeline) the forked
            workers use; default: one with the default pipeline, loaded here. Spawned
            workers (not Linux) always load the default pipeline.
    Yields:
        Lists of :class:`Extraction`, one per chunk of ``chunk_size`` consecutive papers,
        in input order; concatenated they equal ``Extractor().extract_many(papers)``.
    Raises:
        WorkerCrashed: a worker process ended abruptly (the others are stopped).
        ValueError: ``jobs``, ``chunk_size`` or ``window`` < 1.
        Any exception raised by the extraction code in a worker is re-raised here.

    Stopping the iteration early (an exception in the caller, Ctrl-C, ``close()``) cancels
    the queued chunks, waits for the running ones and stops the workers.
    """
    global _EXTRACTOR
    if jobs < 1:
        raise ValueError(f"jobs must be >= 1, got {jobs}")
    window = 2 * jobs if window is None else window
    if window < 1:
        raise ValueError(f"window must be >= 1, got {window}")
    chunks = chunked(papers, chunk_size)
    first = next(chunks, None)
    if first is None:
        return
    import multiprocessing

    fork = sys.platform.startswith("linux")
    ctx = multiprocessing.get_context("fork" if fork else "spawn")
    previous = _EXTRACTOR
    if fork and extractor is not None:
        _EXTRACTOR = extractor
    # freeze only when nothing else is frozen, so the unfreeze below releases only ours
    frozen = fork and gc.get_freeze_count() == 0
    pool: Optional[ProcessPoolExecutor] = None
    pending: deque[tuple[Future, int, str]] = deque()
    done = 0  # papers yielded so far
    finished = False  # every chunk extracted and yielded

    def crashed(extra: int = 0, first_id: Optional[str] = None) -> WorkerCrashed:
        # the papers not yet yielded: the pending chunks (and ``extra`` more being submitted)
        last = done + sum(n for _, n, _ in pending) + extra
        first_id = pending[0][2] if pending else first_id
        return WorkerCrashed(
            f"an extraction worker process ended abruptly (killed, out of memory, or a "
            f"crash in native code) while papers {done + 1} to {last} of the input (the "
            f"first is {short_id(first_id) if isinstance(first_id, str) else repr(first_id)}) were being extracted; run with one job (--jobs 1) "
            f"to extract in this process")

    def submit(chunk: list[Paper]) -> None:
        try:
            future = pool.submit(extract_batch, chunk)
        except BrokenProcessPool as exc:  # a worker died since the last result was taken
            raise crashed(len(chunk), chunk[0].id) from exc
        pending.append((future, len(chunk), chunk[0].id))

    try:
        if fork:
            # Load the pipeline once, here: the forked workers inherit it instead of each
            # loading the model and compiling the gazetteers again (~2 s per worker).
            _extractor().nlp  # noqa: B018
            if frozen:
                gc.freeze()
        pool = ProcessPoolExecutor(max_workers=jobs, mp_context=ctx, initializer=_init_worker,
                                   initargs=(os.getpid(),))
        submit(first)  # forks the workers (all at once under fork)
        for chunk in itertools.islice(chunks, window - 1):
            submit(chunk)
        while pending:
            future, size, first_id = pending[0]
            try:
                records = future.result()
            except BrokenProcessPool as exc:
                raise crashed() from exc
            pending.popleft()
            done += size
            nxt = next(chunks, None)
            if nxt is not None:
                submit(nxt)
            yield records
        finished = True
    finally:
        if pool is not None:
            if finished:
                pool.shutdown(wait=True)
            else:
                _stop_pool(pool, drop_running=True)
        if frozen:  # kept frozen meanwhile: the parent's collections skip the pipeline too
            gc.unfreeze()
        _EXTRACTOR = previous  # the parent keeps no pipeline it did not have before
