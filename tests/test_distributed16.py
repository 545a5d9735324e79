"""kg.distributed survives what clusters do: a worker killed or stopped mid-build, every
worker gone, the scheduler gone, a partition that raises, a worker with other code.

Determinism: a worker's partition function is replaced (through ``client.run``) by one
that writes a marker file and then sleeps; the test kills the worker once the marker is
there, so the kill always lands while that worker holds a partition. Nothing is timed:
the waits are generous upper bounds, never assertions.

The tests start real LocalClusters and, for the lost scheduler, a `dask scheduler` and a
`dask worker` process (about a minute in all on a quiet machine).
"""
from __future__ import annotations

import logging
import os
import re
import signal
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import pytest

distributed = pytest.importorskip("distributed")
cloudpickle = pytest.importorskip("cloudpickle")

from kg import distributed as kgd  # noqa: E402
from kg.cli import main  # noqa: E402
from kg.extract import Extractor  # noqa: E402
from kg.read import SAMPLE_PATHS, ReadReport, dedupe, read  # noqa: E402
from kg.records import Paper  # noqa: E402

# the worker-side helpers below travel by value (the workers cannot import this module)
cloudpickle.register_pickle_by_value(sys.modules[__name__])

#: Upper bound of every wait on a worker (a marker file, a process start): a failure, not a
#: measurement.
PATIENCE = 180.0


# --------------------------------------------------------------------------- worker side

def _block_partitions(marker_dir: str, seconds: float) -> int:
    """On a worker: make each partition write a marker file and sleep ``seconds`` first.

    Replaces ``kg.distributed.extract_partition`` in the worker's module, which the task
    (pickled by reference) is looked up in. Returns the worker's pid.
    """
    import kg.distributed as worker_kgd

    original = worker_kgd.extract_partition

    def blocked(papers):
        Path(marker_dir, f"{os.getpid()}-{uuid.uuid4().hex}").write_text(papers[0].id)
        time.sleep(seconds)  # the test kills this process meanwhile
        return original(papers)

    worker_kgd.extract_partition = blocked
    return os.getpid()


def _raise_on(paper_id: str) -> None:
    """On a worker: the partition whose first paper is ``paper_id`` raises."""
    import kg.distributed as worker_kgd

    original = getattr(worker_kgd, "_original_partition", worker_kgd.extract_partition)
    worker_kgd._original_partition = original

    def failing(papers):
        if papers[0].id == paper_id:
            raise RuntimeError("boom in a rule")
        return original(papers)

    worker_kgd.extract_partition = failing


def _restore_partition() -> None:
    import kg.distributed as worker_kgd

    if hasattr(worker_kgd, "_original_partition"):
        worker_kgd.extract_partition = worker_kgd._original_partition
        del worker_kgd._original_partition


def _fake_fingerprint(changes: dict, drop: str) -> None:
    """On a worker: its code_fingerprint reports other hashes/versions, without one file."""
    import kg.distributed as worker_kgd

    original = getattr(worker_kgd, "_original_fingerprint", worker_kgd._fingerprint)
    worker_kgd._original_fingerprint = original
    fake = {**dict(original()), **changes}
    fake.pop(drop)
    worker_kgd._fingerprint = lambda: tuple(fake.items())


def _hide_fingerprint() -> None:
    """On a worker: kg.distributed as an older paperkg had it (no code_fingerprint)."""
    import kg.distributed as worker_kgd

    worker_kgd._hidden_code_fingerprint = worker_kgd.code_fingerprint
    del worker_kgd.code_fingerprint


def _restore_fingerprint() -> None:
    import kg.distributed as worker_kgd

    if hasattr(worker_kgd, "_original_fingerprint"):
        worker_kgd._fingerprint = worker_kgd._original_fingerprint
        del worker_kgd._original_fingerprint
    if hasattr(worker_kgd, "_hidden_code_fingerprint"):
        worker_kgd.code_fingerprint = worker_kgd._hidden_code_fingerprint
        del worker_kgd._hidden_code_fingerprint


# --------------------------------------------------------------------------- fixtures

@pytest.fixture(scope="module")
def sample_papers() -> list[Paper]:
    report = ReadReport()
    return list(dedupe(read([str(p) for p in SAMPLE_PATHS], report=report), report=report))


@pytest.fixture(scope="module")
def local_extractions(sample_papers):
    return list(Extractor().extract_many(sample_papers, n_process=1))


def _local_cluster():
    return distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                    dashboard_address="127.0.0.1:0", silence_logs=logging.CRITICAL)


def _forget_fingerprint() -> None:
    """On a worker: compute code_fingerprint afresh at the next call."""
    import kg.distributed as worker_kgd

    worker_kgd._fingerprint.cache_clear()


@pytest.fixture(autouse=True)
def _fresh_fingerprint():
    """Other work may change the files of the shared checkout between two tests: the client
    and the workers each compute their fingerprint once per process, so take both anew
    for each test (the cluster fixture clears the workers')."""
    kgd._fingerprint.cache_clear()


@pytest.fixture(scope="module")
def _module_cluster():
    with _local_cluster() as c:
        yield c


@pytest.fixture
def cluster(_module_cluster):
    """A 2-worker LocalCluster for the tests that do not kill anything."""
    with distributed.Client(_module_cluster) as client:
        client.run(_forget_fingerprint)
    return _module_cluster


@pytest.fixture
def fresh_cluster():
    """A 2-worker LocalCluster whose nannies do not restart a killed worker, so that the
    work of a killed worker can only go to the other one (or nowhere)."""
    with _local_cluster() as c:
        for nanny in c.workers.values():
            nanny.close_gracefully()  # (the nanny's word for "do not restart the worker")
        yield c


class Killer(threading.Thread):
    """Waits for ``count`` marker files in ``marker_dir``, then sends ``sig`` to ``pids``;
    :meth:`done` (after the build returned) stops the wait and tells whether it killed."""

    def __init__(self, marker_dir: Path, pids: list[int], sig: int, count: int = 1):
        super().__init__(daemon=True)
        self.marker_dir, self.pids, self.sig, self.count = marker_dir, pids, sig, count
        self.killed = False
        self._halt = threading.Event()

    def run(self) -> None:
        deadline = time.monotonic() + PATIENCE
        while not self._halt.is_set() and time.monotonic() < deadline:
            if len(list(self.marker_dir.iterdir())) >= self.count:
                for pid in self.pids:
                    os.kill(pid, self.sig)
                self.killed = True
                return
            self._halt.wait(0.05)

    def done(self) -> bool:
        self._halt.set()
        self.join()
        return self.killed


# --------------------------------------------------------------------------- lost workers

@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["kill-9", "sigterm"])
def test_a_worker_lost_mid_build_costs_only_a_rerun(sig, fresh_cluster, sample_papers, local_extractions,
                                                     tmp_path):
    """kill -9 (the OOM killer) or SIGTERM (a SLURM job at its walltime) of the worker
    running a partition: Dask reruns it on the other worker; the records are the local ones."""
    markers = tmp_path / "markers"
    markers.mkdir()
    with distributed.Client(fresh_cluster) as client:
        victim, survivor = sorted(client.scheduler_info()["workers"])
        pid = client.run(_block_partitions, str(markers), PATIENCE, workers=[victim])[victim]
        killer = Killer(markers, [pid], sig)
        killer.start()
        out = kgd.extract_dask(sample_papers, scheduler=fresh_cluster.scheduler_address, partition_size=4)
        assert killer.done()  # the victim held a partition when it went
        assert list(client.scheduler_info()["workers"]) == [survivor]
    assert [e.paper.id for e in out] == [p.id for p in sample_papers]
    assert out == local_extractions


def test_every_worker_lost_is_an_error_naming_the_cluster(fresh_cluster, sample_papers, tmp_path):
    markers = tmp_path / "markers"
    markers.mkdir()
    with distributed.Client(fresh_cluster) as client:
        pids = list(client.run(_block_partitions, str(markers), PATIENCE).values())
        assert len(pids) == 2
        killer = Killer(markers, pids, signal.SIGKILL, count=2)  # both hold a partition
        killer.start()
        with pytest.raises(kgd.WorkersLost) as err:
            kgd.extract_dask(sample_papers, scheduler=fresh_cluster.scheduler_address, worker_wait=1)
        assert killer.done()
    msg = str(err.value)
    assert msg == (f"every worker of the Dask cluster at {fresh_cluster.scheduler_address} left and none "
                   f"joined within 1 s; 0 of 24 papers had been extracted (nothing is written): start "
                   f"workers and build again")
    assert isinstance(err.value, kgd.DistributedError)  # kg build: exit 2, this one line


# --------------------------------------------------------------------------- lost scheduler

def _dask(*args: str, stderr) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "dask", *args], stdout=subprocess.DEVNULL, stderr=stderr)


@pytest.fixture
def own_scheduler(tmp_path):
    """A `dask scheduler` process and one single-threaded `dask worker` process (no
    nanny); yields (scheduler address, scheduler process). Both are killed afterwards."""
    sched_file = tmp_path / "scheduler.json"
    log = open(tmp_path / "dask.log", "wb")
    procs = [_dask("scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard",
                   "--scheduler-file", str(sched_file), stderr=log)]
    try:
        procs.append(_dask("worker", "--scheduler-file", str(sched_file), "--nthreads", "1",
                           "--no-nanny", "--no-dashboard", stderr=log))
        with distributed.Client(scheduler_file=str(sched_file), timeout=PATIENCE) as client:
            client.wait_for_workers(1, timeout=PATIENCE)
            address = client.scheduler.address
        yield address, procs[0]
    finally:
        for p in procs:
            p.kill()
            p.wait()
        log.close()


def test_lost_scheduler_is_exit_2_and_one_line(own_scheduler, tmp_path):
    """`kg build` in a process of its own (where distributed is first imported by the build,
    and sets its loggers then): one line on stderr, no Dask traceback."""
    address, scheduler = own_scheduler
    markers = tmp_path / "markers"
    markers.mkdir()
    with distributed.Client(address) as client:
        client.run(_block_partitions, str(markers), PATIENCE)
    killer = Killer(markers, [scheduler.pid], signal.SIGKILL)
    killer.start()
    out = tmp_path / "out"
    done = subprocess.run([sys.executable, "-m", "kg.cli", "build", "--engine", "dask", "--scheduler", address,
                           "--sample", "--out", str(out), "--quiet"], capture_output=True, text=True, timeout=PATIENCE)
    assert killer.done()
    assert done.returncode == 2
    assert done.stderr == (f"kg: error: lost the Dask scheduler at {address} after 0 of 24 papers were "
                           f"extracted (was it stopped or killed, or did the network fail?); nothing is written\n")
    assert not out.exists()


# --------------------------------------------------------------------------- a raising partition

def test_a_raising_partition_names_its_first_paper(cluster, sample_papers, tmp_path, capsys):
    second = sample_papers[12]  # the first paper of the second of two partitions
    assert re.fullmatch(r".*/kg/data/sample/icml2026_abstracts_\d\.txt:\d+", second.source)  # file:line
    with distributed.Client(cluster) as client:
        client.run(_raise_on, second.id)
        try:
            with pytest.raises(kgd.PartitionFailed) as err:
                kgd.extract_dask(sample_papers, scheduler=cluster.scheduler_address)
            status = main(["build", "--engine", "dask", "--scheduler", cluster.scheduler_address,
                           "--sample", "--out", str(tmp_path / "out"), "--quiet"])
        finally:
            client.run(_restore_partition)
    assert str(err.value) == (f"the extraction of papers 13 to 24 of the input (the first is '{second.id}', "
                              f"{second.source}) raised on a worker of {cluster.scheduler_address}: "
                              f"RuntimeError: boom in a rule")
    cause = err.value.__cause__  # the worker's exception (--debug shows its traceback)
    assert type(cause).__name__ == "RuntimeError" and str(cause) == "boom in a rule"
    assert status == 2
    assert capsys.readouterr().err == f"kg: error: {err.value}\n"
    assert not (tmp_path / "out").exists()


def test_killed_worker_names_the_partition():
    """Dask's KilledWorker (a partition that took down every worker that ran it)."""
    parts = [[Paper(id="a", abstract="x", source="in.jsonl:1")],
             [Paper(id="b", abstract="y", source="in.jsonl:2"), Paper(id="c", abstract="z")]]
    KilledWorker = type("KilledWorker", (Exception,), {})
    msg = str(kgd._partition_failed(parts, 1, KilledWorker("key"), "tcp://h:8786"))
    assert msg.startswith("Dask gave up on papers 2 to 3 of the input (the first is 'b', in.jsonl:2): "
                          "every worker of tcp://h:8786 that ran them died")
    assert kgd._papers_of(parts, 0) == "papers 1 to 1 of the input (the first is 'a', in.jsonl:1)"


# --------------------------------------------------------------------------- worker code

def test_worker_with_other_code_of_the_same_version_is_named(cluster, sample_papers):
    mine = kgd.code_fingerprint()
    changes = {"kg/clean.py": "0" * 16, "spacy (distribution)": "3.0.0"}
    with distributed.Client(cluster) as client:
        workers = sorted(client.scheduler_info()["workers"])
        client.run(_fake_fingerprint, changes, "kg/extract/roles.py", workers=workers[:1])
        try:
            with pytest.raises(kgd.WorkerMismatch) as err:
                kgd.extract_dask(sample_papers[:2], scheduler=cluster.scheduler_address)
        finally:
            client.run(_restore_fingerprint)
    assert str(err.value) == (
        f"workers of {cluster.scheduler_address} run other paperkg code than this client (paperkg "
        f"{kgd._paperkg_version()} on both; differing: {workers[0]}: kg/clean.py, kg/extract/roles.py "
        f"(missing there), spacy 3.0.0 ({mine['spacy (distribution)']} here)): install the client's "
        f"commit on the workers (docs/CLUSTER.md)")


def test_worker_with_older_code_without_fingerprint_is_named(cluster, sample_papers):
    with distributed.Client(cluster) as client:
        workers = sorted(client.scheduler_info()["workers"])
        client.run(_hide_fingerprint, workers=workers[1:])
        try:
            with pytest.raises(kgd.WorkerMismatch, match=rf"differing: {workers[1]}: older code without "
                                                         r"kg\.distributed\.code_fingerprint\)"):
                kgd.extract_dask(sample_papers[:2], scheduler=cluster.scheduler_address)
        finally:
            client.run(_restore_fingerprint)
        # restored: the same cluster builds again
        assert kgd.extract_dask(sample_papers[:2], scheduler=cluster.scheduler_address)[1].paper == sample_papers[1]


def test_fingerprint_covers_every_kg_file_an_extraction_loads():
    script = ("import sys\n"
              "from kg.extract import Extractor\n"
              "from kg.records import Paper\n"
              "Extractor().extract(Paper(id='x', abstract='We propose FooNet, reaching 85.1% accuracy on Cora.'))\n"
              "import kg\n"
              "from pathlib import Path\n"
              "root = Path(kg.__file__).resolve().parent\n"
              "for m in sorted(sys.modules):\n"
              "    f = getattr(sys.modules[m], '__file__', None)\n"
              "    if m.split('.')[0] == 'kg' and f:\n"
              "        print('kg/' + Path(f).resolve().relative_to(root).as_posix())\n")
    loaded = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout.split()
    assert "kg/extract/pipeline.py" in loaded and "kg/clean.py" in loaded
    fp = kgd.code_fingerprint()
    assert sorted(set(loaded) - set(fp)) == []
    assert "kg/data/vocab/pwc_methods.json.gz" in fp and "kg/extract/results/find.py" in fp
    assert all(len(v) == 16 for k, v in fp.items() if k.startswith("kg/"))
    assert fp is not kgd.code_fingerprint() and fp == kgd.code_fingerprint()


def test_fingerprint_differences_say_what_differs():
    mine = {"kg/a.py": "1", "kg/b.py": "2", "kg/c.py": "3", "spacy (distribution)": "3.8.0"}
    theirs = {"kg/a.py": "1", "kg/b.py": "9", "kg/d.py": "4", "spacy (distribution)": "not installed"}
    assert kgd.fingerprint_differences(mine, theirs) == [
        "kg/b.py", "kg/c.py (missing there)", "kg/d.py (only there)", "spacy not installed (3.8.0 here)"]
    assert kgd.fingerprint_differences(mine, dict(mine)) == []


# --------------------------------------------------------------------------- progress, --jobs

def test_progress_bar_is_drawn_on_a_terminal_without_size(cluster, sample_papers, monkeypatch):
    """A 0 x 0 pseudo-terminal (`script`, some CI runners): the bar still gets 80 columns."""
    master, slave = os.openpty()
    os.set_blocking(master, False)
    term = os.fdopen(slave, "w")
    try:
        assert tuple(os.get_terminal_size(slave)) == (0, 0)
        monkeypatch.setattr(sys, "stderr", term)
        kgd.extract_dask(sample_papers, scheduler=cluster.scheduler_address, progress=True)
        term.flush()
        chunks = []
        while True:
            try:
                chunks.append(os.read(master, 65536))
            except BlockingIOError:
                break
        drawn = b"".join(chunks).decode("utf-8", "replace")
    finally:
        monkeypatch.undo()
        term.close()
        os.close(master)
    assert "extract (dask)" in drawn and "24/24" in drawn


def test_jobs_with_a_scheduler_is_a_usage_error(capsys):
    # (without --scheduler, --jobs sets the local cluster's workers: tests/test_build54.py)
    assert main(["build", "--engine", "dask", "--scheduler", "tcp://127.0.0.1:8786", "--jobs", "8"]) == 2
    assert capsys.readouterr().err == (
        "kg: error: --jobs cannot be used with --scheduler (the Dask cluster's workers set the parallelism: "
        "dask worker --nworkers N --nthreads 1); with --engine dask alone it sets the workers of the local "
        "cluster\n")
