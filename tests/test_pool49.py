"""Session 49 (fix49): a stopped build's extraction workers drop their running chunk at once
(kg.extract.pool.STOP_SIGNAL) instead of finishing it, and a stop that comes between two chunks
keeps the next from starting. The slow extractor is a stand-in written here."""
from __future__ import annotations

import multiprocessing
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from kg.extract import pool as pool_mod
from kg.extract.pool import ChunkStopped, _init_worker, _stop_pool, extract_batch

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fork start method")


class _Endless:
    """An extractor whose chunk never ends by itself; it marks the file ``started`` first."""

    nlp = object()

    def __init__(self, started: Path) -> None:
        self.started = started

    def extract_many(self, papers, n_process=1, batch_size=1):
        self.started.write_text(str(os.getpid()))
        while True:
            time.sleep(0.01)


def test_a_running_chunk_is_dropped_on_the_stop_signal(tmp_path, monkeypatch):
    started = tmp_path / "started"
    monkeypatch.setattr(pool_mod, "_EXTRACTOR", _Endless(started))  # inherited by the forked worker
    pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("fork"),
                               initializer=_init_worker, initargs=(os.getpid(),))
    future = pool.submit(extract_batch, ["a paper"])
    deadline = time.monotonic() + 60
    while not started.exists():  # the worker is inside its chunk
        assert time.monotonic() < deadline, "the worker never started its chunk"
        time.sleep(0.01)
    (worker,) = pool._processes.values()
    # without the stop signal the worker would run on until the timeout and be terminated
    _stop_pool(pool, timeout=120, drop_running=True)
    assert isinstance(future.exception(timeout=5), ChunkStopped)  # the chunk ended by itself ...
    assert not worker.is_alive() and worker.exitcode == 0  # ... and the worker exited, not killed


def test_a_stop_noted_between_chunks_keeps_the_next_from_starting(monkeypatch):
    monkeypatch.setattr(pool_mod, "_STOPPING", True)
    with pytest.raises(ChunkStopped):
        extract_batch([])
    assert pool_mod._IN_TASK is False


def test_the_stop_signal_outside_a_chunk_only_notes_it(monkeypatch):
    monkeypatch.setattr(pool_mod, "_STOPPING", False)
    pool_mod._on_stop_signal(pool_mod.STOP_SIGNAL, None)  # waiting for work: no exception
    assert pool_mod._STOPPING is True
    monkeypatch.setattr(pool_mod, "_IN_TASK", True)
    with pytest.raises(ChunkStopped):
        pool_mod._on_stop_signal(pool_mod.STOP_SIGNAL, None)


def test_chunk_stopped_passes_the_extractions_except_exception():
    assert not issubclass(ChunkStopped, Exception) and issubclass(ChunkStopped, BaseException)
