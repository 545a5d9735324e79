"""kg.extract.pool._stop_pool: an interrupted pool's workers end even when they never get the
executor's stop signal (session 14 user trial: Ctrl-C about 11 s into a store build left the
build waiting for ever on idle workers)."""
from __future__ import annotations

import multiprocessing
import sys
from concurrent.futures import ProcessPoolExecutor

import pytest

from kg.extract.pool import _stop_pool

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fork start method")


def _square(x: int) -> int:
    return x * x


def test_workers_that_never_get_the_stop_signal_are_terminated(monkeypatch):
    pool = ProcessPoolExecutor(max_workers=2, mp_context=multiprocessing.get_context("fork"))
    assert pool.submit(_square, 7).result() == 49
    workers = list(pool._processes.values())
    assert len(workers) == 2 and all(w.is_alive() for w in workers)
    real_shutdown = pool.shutdown
    # the lost stop signal: shutdown tells nobody, so the idle workers wait for work for ever
    monkeypatch.setattr(pool, "shutdown", lambda wait=True, cancel_futures=False: None)
    _stop_pool(pool, timeout=0.5)
    assert not any(w.is_alive() for w in workers)
    assert all(w.exitcode is not None and w.exitcode < 0 for w in workers)  # ended by a signal
    real_shutdown(wait=True)


def test_workers_that_get_the_stop_signal_exit_by_themselves():
    pool = ProcessPoolExecutor(max_workers=2, mp_context=multiprocessing.get_context("fork"))
    assert [f.result() for f in [pool.submit(_square, n) for n in range(4)]] == [0, 1, 4, 9]
    workers = list(pool._processes.values())
    _stop_pool(pool, timeout=30)
    assert not any(w.is_alive() for w in workers)
    assert all(w.exitcode == 0 for w in workers)  # took the stop signal, not terminated
