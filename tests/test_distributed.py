"""kg.distributed: extraction on a Dask cluster gives the single-process result.

The cluster tests start real LocalClusters (worker processes), about 15 s in all.
"""
from __future__ import annotations

import socket
import sys
import threading
import time

import pytest
from rdflib.compare import isomorphic

distributed = pytest.importorskip("distributed")

from kg import distributed as kgd  # noqa: E402
from kg.extract import Extractor  # noqa: E402
from kg.pipeline import graph_from_extractions  # noqa: E402
from kg.read import SAMPLE_PATHS, ReadReport, dedupe, read  # noqa: E402
from kg.records import Paper  # noqa: E402


@pytest.fixture(scope="module")
def sample_papers() -> list[Paper]:
    report = ReadReport()
    return list(dedupe(read([str(p) for p in SAMPLE_PATHS], report=report), report=report))


@pytest.fixture(scope="module")
def local_extractions(sample_papers):
    return list(Extractor().extract_many(sample_papers, n_process=1))


@pytest.fixture(scope="module")
def cluster():
    """A 2-worker LocalCluster reached through its address (the --scheduler path)."""
    import logging

    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address="127.0.0.1:0", silence_logs=logging.CRITICAL) as c:
        yield c


def _nt_lines(g) -> list[str]:
    return sorted(line for line in g.serialize(format="nt").splitlines() if line.strip())


def test_sample_on_two_workers_builds_the_single_process_graph(sample_papers, local_extractions, cluster):
    assert len(sample_papers) == 24
    remote = kgd.extract_dask(sample_papers, scheduler=cluster.scheduler_address)
    # same records, same order (input order, although 2 workers ran 2 partitions)
    assert [e.paper.id for e in remote] == [p.id for p in sample_papers]
    assert remote == local_extractions
    g_remote, _ = graph_from_extractions(remote)
    g_local, _ = graph_from_extractions(local_extractions)
    assert len(g_local) > 1000  # a real graph, not two empty ones
    assert isomorphic(g_remote, g_local)
    assert _nt_lines(g_remote) == _nt_lines(g_local)
    # both workers took part: the 24 papers were cut into one partition per worker thread
    assert kgd.partition(sample_papers, kgd.DEFAULT_PARTITION_SIZE, min_parts=2)[1][0] == sample_papers[12]


def test_default_local_cluster_is_started_and_closed(sample_papers, local_extractions):
    papers = sample_papers[:5]
    out = kgd.extract_dask(papers, partition_size=2)  # 3 partitions over 2 workers
    assert out == local_extractions[:5]
    # the function's own LocalCluster and Client are gone
    with pytest.raises(ValueError):
        distributed.get_client()


def test_worker_version_mismatch_is_reported(sample_papers, cluster, monkeypatch):
    monkeypatch.setattr(kgd, "_paperkg_version", lambda: "0.0.0-other")
    with pytest.raises(kgd.WorkerMismatch, match=r"need paperkg 0\.0\.0-other; found tcp://"):
        kgd.extract_dask(sample_papers[:2], scheduler=cluster.scheduler_address)


def test_empty_input_needs_no_cluster():
    # an unreachable address proves no connection is attempted
    assert kgd.extract_dask([], scheduler="tcp://127.0.0.1:1") == []


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_refused_scheduler_is_one_line_naming_the_address():
    addr = f"tcp://127.0.0.1:{_free_port()}"
    t0 = time.monotonic()
    with pytest.raises(kgd.SchedulerUnreachable) as err:
        kgd.extract_dask([Paper(id="p1", abstract="We propose FooNet.")], scheduler=addr, timeout=1.5)
    assert time.monotonic() - t0 < 10
    msg = str(err.value)
    assert addr in msg and "\n" not in msg
    assert isinstance(err.value, ConnectionError)  # the CLI prints OSErrors as one line


def test_silent_server_times_out_instead_of_hanging():
    """A server that accepts but never answers (not Dask) must not hang the build."""
    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(4)
    accepted: list[socket.socket] = []

    def accept():
        try:
            while True:
                accepted.append(srv.accept()[0])
        except OSError:
            pass

    threading.Thread(target=accept, daemon=True).start()
    addr = f"tcp://127.0.0.1:{srv.getsockname()[1]}"
    try:
        t0 = time.monotonic()
        with pytest.raises(kgd.SchedulerUnreachable, match=rf"no Dask scheduler answered at {addr} within 2 s"):
            kgd.extract_dask([Paper(id="p1", abstract="We propose FooNet.")], scheduler=addr, timeout=1)
        assert time.monotonic() - t0 < 10
    finally:
        srv.close()
        for c in accepted:
            c.close()


def test_missing_dask_names_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # import raises ImportError
    with pytest.raises(kgd.DaskNotInstalled, match=r"paperkg\[dask\]"):
        kgd.extract_dask([Paper(id="p1", abstract="We propose FooNet.")])


def test_partition_is_contiguous_and_balanced():
    papers = [Paper(id=f"p{i}", abstract=f"Abstract {i}.") for i in range(10)]
    assert [[p.id for p in part] for part in kgd.partition(papers, 4)] == [
        ["p0", "p1", "p2", "p3"], ["p4", "p5", "p6", "p7"], ["p8", "p9"]]
    # more worker threads than size-4 partitions: smaller partitions, one per thread at least
    assert [len(part) for part in kgd.partition(papers, 250, min_parts=3)] == [4, 4, 2]
    assert [len(part) for part in kgd.partition(papers, 250, min_parts=50)] == [1] * 10
    assert kgd.partition([], 10) == []
    with pytest.raises(ValueError):
        kgd.partition(papers, 0)
    with pytest.raises(ValueError):
        kgd.extract_dask(papers, partition_size=0)
