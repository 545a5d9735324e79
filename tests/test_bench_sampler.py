"""The build benchmark's memory sampler (bench/build_bench.py, issue 7): it sums RSS and PSS
over the process tree, reads the costly PSS only every ``pss_interval`` seconds and at
stop, and reports its own CPU time (which is inside the measured CPU time)."""
import importlib.util
import multiprocessing
import sys
import time
from pathlib import Path

import pytest

psutil = pytest.importorskip("psutil")

BENCH = Path(__file__).resolve().parent.parent / "bench" / "build_bench.py"
MB = 2 ** 20


def _bench():
    spec = importlib.util.spec_from_file_location("build_bench_under_test", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _hold(megabytes: int, seconds: float) -> None:
    block = bytearray(megabytes * MB)
    block[::4096] = b"x" * len(block[::4096])  # touch every page: resident
    time.sleep(seconds)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PSS is read from /proc")
def test_peaks_count_a_child_and_pss_is_read_only_at_its_interval(monkeypatch):
    bench = _bench()
    reads = []
    real = psutil.Process.memory_full_info

    def counted(self):
        reads.append(self.pid)
        return real(self)

    monkeypatch.setattr(psutil.Process, "memory_full_info", counted)
    usage = bench.TreeUsage(interval=0.01, pss_interval=60.0, children_interval=0.02).start()
    child = multiprocessing.get_context("fork").Process(target=_hold, args=(80, 0.6))
    child.start()
    time.sleep(0.4)  # the child holds its 80 MB
    usage.stage = "holding"
    time.sleep(0.1)
    child.join()
    peak, cpu = usage.stop()
    assert peak > 80 * MB  # the child's resident pages are in the RSS sum
    assert usage.stage_peaks["holding"] > 80 * MB
    # PSS was read at the first sample and at stop() only (the interval is a minute),
    # though RSS was sampled dozens of times
    assert 1 <= len(set(reads)) and len(reads) <= 3
    assert 0 < usage.peak_pss
    assert 0 < usage.sampler_cpu < cpu + 0.1


def test_pss_is_read_again_once_its_interval_has_passed(monkeypatch):
    bench = _bench()
    reads = []
    real = psutil.Process.memory_full_info

    def counted(self):
        reads.append(time.perf_counter())
        return real(self)

    monkeypatch.setattr(psutil.Process, "memory_full_info", counted)
    usage = bench.TreeUsage(interval=0.01, pss_interval=0.1).start()
    # wait for four reads (not a fixed sleep: a loaded machine may run the sampler late)
    deadline = time.perf_counter() + 10.0
    while len(reads) < 4 and time.perf_counter() < deadline:
        time.sleep(0.01)
    usage.stop()
    sampled = reads[:-1]  # the last read is the one at stop
    assert len(sampled) >= 3, "PSS was not read again after its interval"
    # one read per 0.1 s at most, not one per 10 ms sample
    gaps = [b - a for a, b in zip(sampled, sampled[1:])]
    assert min(gaps) >= 0.05
