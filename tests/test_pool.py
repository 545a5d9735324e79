"""kg.extract.pool: extraction in worker processes gives the in-process records, in order,
streams its input, and fails clearly (no hang) when a worker dies.

The pipeline is loaded once for the module and handed to the pool, whose forked workers
inherit it; the pool tests take about 10 s in all.
"""
from __future__ import annotations

import gc
import multiprocessing
import os
import sys

import pytest

import kg.pipeline
from kg.extract import Extractor
from kg.extract import pool as kpool
from kg.read import SAMPLE_PATHS, ReadReport, dedupe, read
from kg.records import Paper

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="the tests patch the parent before the workers fork")

WRITTEN = [
    Paper(id="w1", title="Sparse routing for speech",
          abstract=("We propose RouteNet, a sparse mixture-of-experts model for speech recognition. "
                    "RouteNet reaches a 4.1% word error rate on LibriSpeech and outperforms Conformer. "
                    "Code is available at https://github.com/example/routenet.")),
    Paper(id="w2", abstract=("Graph neural networks (GNNs) struggle with long-range dependencies. "
                             "We introduce HopFormer, which improves accuracy by 3.2 points on OGB.")),
    Paper(id="w3", abstract="$x^2$ and \\textbf{bold} text without any claim."),
]


@pytest.fixture(scope="module")
def extractor() -> Extractor:
    ex = Extractor()
    ex.nlp  # noqa: B018 - load once for every test of the module
    return ex


@pytest.fixture
def shared(extractor, monkeypatch) -> Extractor:
    """Hand the loaded pipeline to the pool (the forked workers inherit it)."""
    monkeypatch.setattr(kpool, "_EXTRACTOR", extractor)
    return extractor


@pytest.fixture(scope="module")
def papers() -> list[Paper]:
    report = ReadReport()
    sample = list(dedupe(read([str(p) for p in SAMPLE_PATHS], report=report), report=report))
    return sample[:9] + WRITTEN


def test_pool_gives_the_in_process_records_in_input_order(shared, papers):
    local = list(shared.extract_many(papers, n_process=1))
    chunks = list(kpool.extract_chunks(papers, jobs=2, chunk_size=3))
    assert [len(c) for c in chunks] == [3, 3, 3, 3]
    pooled = [e for chunk in chunks for e in chunk]
    assert [e.paper.id for e in pooled] == [p.id for p in papers]
    assert pooled == local
    # real records, not two empty lists: the written abstracts are read
    by_id = {e.paper.id: e for e in pooled}
    assert "RouteNet" in {m.text for m in by_id["w1"].mentions if m.type == "Method"}
    assert [c.url for c in by_id["w1"].code] == ["https://github.com/example/routenet"]
    assert ("GNNs", "Graph neural networks") in {(a.short, a.long) for a in by_id["w2"].acronyms}
    assert gc.get_freeze_count() == 0  # the parent's collector scans everything again


def test_extract_all_is_the_same_with_one_and_two_jobs(shared, papers, monkeypatch):
    two = kg.pipeline.extract_all(papers, n_process=2, batch_size=4)

    def no_pool(*args, **kwargs):
        raise AssertionError("--jobs 1 must not start worker processes")

    monkeypatch.setattr(kpool, "extract_chunks", no_pool)
    monkeypatch.setattr(kg.extract, "Extractor", lambda: shared)
    assert kg.pipeline.extract_all(papers, n_process=1, batch_size=4) == two


def test_input_is_consumed_one_window_ahead(shared):
    taken = []

    def stream():
        for i in range(40):
            taken.append(i)
            yield Paper(id=f"s{i}", abstract=f"We study problem number {i} with a linear model.")

    chunks = kpool.extract_chunks(stream(), jobs=2, chunk_size=2, window=3)
    first = next(chunks)
    assert [e.paper.id for e in first] == ["s0", "s1"]
    # the first chunk plus at most window chunks were read, not the whole input
    assert len(taken) <= 2 * (3 + 1)
    chunks.close()  # cancels the queued chunks and stops the workers
    assert multiprocessing.active_children() == []
    assert len(taken) < 40


@pytest.fixture
def deadline():
    """Turn a hang into a failure: an exception after 60 s."""
    import signal

    def expire(signum, frame):
        raise TimeoutError("the pool hung")

    old = signal.signal(signal.SIGALRM, expire)
    signal.alarm(60)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def test_a_dead_worker_is_an_error_not_a_hang(shared, papers, monkeypatch, deadline):
    real = Extractor.extract_many
    victim = papers[5].id

    def die_on_victim(self, batch, **kwargs):
        if any(p.id == victim for p in batch) and multiprocessing.parent_process() is not None:
            os._exit(3)  # as if killed: no exception, no result
        return real(self, batch, **kwargs)

    monkeypatch.setattr(Extractor, "extract_many", die_on_victim)
    with pytest.raises(kpool.WorkerCrashed, match=r"worker process ended abruptly .* papers \d+ to \d+ "
                                                   r"of the input .*--jobs 1"):
        kg.pipeline.extract_all(papers, n_process=2, batch_size=2)
    assert multiprocessing.active_children() == []


def test_a_worker_dead_before_the_next_submit_is_an_error_too(shared, papers, monkeypatch):
    # the pool can break between taking one result and submitting the next chunk (a worker
    # died meanwhile): ProcessPoolExecutor.submit then raises BrokenProcessPool itself
    from concurrent.futures.process import BrokenProcessPool

    calls = {"n": 0}

    class BreaksOnSixthSubmit(kpool.ProcessPoolExecutor):
        def submit(self, fn, /, *args, **kwargs):
            calls["n"] += 1
            if calls["n"] == 6:
                raise BrokenProcessPool("A child process terminated abruptly")
            return super().submit(fn, *args, **kwargs)

    monkeypatch.setattr(kpool, "ProcessPoolExecutor", BreaksOnSixthSubmit)
    with pytest.raises(kpool.WorkerCrashed, match=r"worker process ended abruptly .* papers \d+ to \d+ "
                                                   r"of the input .*--jobs 1"):
        list(kpool.extract_chunks(papers, jobs=2, chunk_size=2))
    assert calls["n"] == 6
    assert multiprocessing.active_children() == []


def test_an_exception_in_a_worker_is_raised_as_it_is(shared, papers, monkeypatch):
    real = Extractor.extract_many

    def fail(self, batch, **kwargs):
        if any(p.id == "w2" for p in batch):
            raise ValueError("unreadable abstract w2")
        return real(self, batch, **kwargs)

    monkeypatch.setattr(Extractor, "extract_many", fail)
    with pytest.raises(ValueError, match="unreadable abstract w2"):
        list(kpool.extract_chunks(papers, jobs=2, chunk_size=2))


def test_empty_input_starts_no_worker(shared):
    assert list(kpool.extract_chunks([], jobs=2)) == []
    assert multiprocessing.active_children() == []


def test_chunked_cuts_in_order():
    assert list(kpool.chunked(range(7), 3)) == [[0, 1, 2], [3, 4, 5], [6]]
    assert list(kpool.chunked([], 3)) == []
    with pytest.raises(ValueError, match="chunk size must be >= 1"):
        list(kpool.chunked([1], 0))


@pytest.mark.parametrize("kwargs,message", [({"jobs": 0}, "jobs must be >= 1"),
                                            ({"jobs": 2, "window": 0}, "window must be >= 1")])
def test_bad_arguments(kwargs, message):
    with pytest.raises(ValueError, match=message):
        list(kpool.extract_chunks(WRITTEN, **kwargs))


def test_extract_batch_is_extract_many(shared):
    assert kpool.extract_batch(WRITTEN) == list(shared.extract_many(WRITTEN))


def test_extract_many_with_two_processes_runs_this_pipeline_in_the_pool(extractor, papers, monkeypatch):
    monkeypatch.setattr(kpool, "_EXTRACTOR", None)
    calls = []
    real = kpool.extract_chunks

    def counted(*args, **kwargs):
        calls.append(kwargs.get("extractor"))
        return real(*args, **kwargs)

    monkeypatch.setattr(kpool, "extract_chunks", counted)
    two = list(extractor.extract_many(papers, n_process=2, batch_size=3))
    assert calls == [extractor]  # the pool, with this Extractor's pipeline
    assert two == list(extractor.extract_many(papers, n_process=1))
    assert kpool._EXTRACTOR is None  # the pool keeps no pipeline after it is done


def test_a_pipeline_that_cannot_load_fails_before_any_worker_starts(monkeypatch):
    from kg.extract import ModelNotFoundError

    class Unloadable:
        @property
        def nlp(self):
            raise ModelNotFoundError("no English spaCy pipeline found (tried xx_missing)")

    monkeypatch.setattr(kpool, "_EXTRACTOR", None)
    with pytest.raises(ModelNotFoundError, match="xx_missing"):
        list(kpool.extract_chunks(WRITTEN, jobs=2, chunk_size=1, extractor=Unloadable()))
    assert kpool._EXTRACTOR is None and gc.get_freeze_count() == 0
    assert multiprocessing.active_children() == []
