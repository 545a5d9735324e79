"""Trial Y61 (an ML-infrastructure engineer on a Dask cluster): Dask's version warning folded into
kg's own line, a worker lost mid-build named in a note, smaller partitions for the progress bar,
and a wrong ``--scheduler`` refused before spaCy is loaded (session 61).

The cluster tests start small LocalClusters (2 single-threaded workers); the kill test follows
tests/test_distributed16.py: the victim's partition writes a marker file and sleeps, and the
test kills it once the marker is there, so the kill always lands while it holds a partition.
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
import warnings
from pathlib import Path

import pytest

distributed = pytest.importorskip("distributed")
cloudpickle = pytest.importorskip("cloudpickle")

from kg import distributed as kgd  # noqa: E402
from kg.extract import Extractor  # noqa: E402
from kg.records import Paper  # noqa: E402

# the worker-side helper below travels by value (the workers cannot import this module)
cloudpickle.register_pickle_by_value(sys.modules[__name__])

ROOT = Path(__file__).resolve().parent.parent
PATIENCE = 180.0  # an upper bound of every wait, never an assertion


def _papers(n: int) -> list[Paper]:
    """``n`` short papers of my own writing (distinct sentences, so distinct extractions)."""
    topics = ["graph neural networks", "image segmentation", "speech recognition", "protein folding",
              "machine translation", "reinforcement learning"]
    return [Paper(id=f"ops61-{i}", title=f"A study of {topics[i % len(topics)]} number {i}",
                  abstract=(f"We propose OpsNet{i}, a method for {topics[i % len(topics)]}. "
                            f"We evaluate it on the Ops{i} benchmark and report accuracy."),
                  source=f"ops61.jsonl:{i + 1}")
            for i in range(n)]


# --------------------------------------------------------------------------- 3. partitions

def test_partition_count_aims_for_four_per_thread_but_not_below_sixteen_papers():
    assert kgd.PARTS_PER_THREAD == 4 and kgd.MIN_BAR_PARTITION == 16
    assert kgd.partition_count(300, 2) == 8          # trial Y61: was 2 partitions of 150
    assert kgd.partition_count(24, 2) == 2           # the sample: one per thread, as before
    assert kgd.partition_count(5, 2) == 2
    assert kgd.partition_count(0, 2) == 2
    assert kgd.partition_count(10_000, 2) == 8
    assert kgd.partition_count(100, 3) == 6          # 100 // 16
    assert kgd.partition_count(1000, 16) == 62
    with pytest.raises(ValueError):
        kgd.partition_count(10, 0)
    parts = kgd.partition(_papers(300), kgd.DEFAULT_PARTITION_SIZE, min_parts=kgd.partition_count(300, 2))
    assert [len(p) for p in parts] == [38] * 7 + [34]


def test_partition_of_3000_papers_is_capped_at_the_partition_size():
    big = kgd.partition(_papers(3000), kgd.DEFAULT_PARTITION_SIZE, min_parts=kgd.partition_count(3000, 2))
    assert [len(p) for p in big] == [250] * 12


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address="127.0.0.1:0", silence_logs=logging.CRITICAL) as c:
        yield c


def test_finer_partitions_give_the_same_extractions(cluster):
    """40 papers on 2 threads: 2 partitions of 20 before session 61; the same records cut into
    8 partitions of 5 (partition_size) and 2 of 20 (the default) equal the local extraction's."""
    papers = _papers(40)
    local = list(Extractor().extract_many(papers, n_process=1))
    fine = kgd.extract_dask(papers, scheduler=cluster.scheduler_address, partition_size=5)
    default = kgd.extract_dask(papers, scheduler=cluster.scheduler_address)
    assert [e.paper.id for e in fine] == [p.id for p in papers]
    assert fine == local
    assert default == local
    assert sum(len(e.mentions) for e in local) >= 40  # real extractions, not empty ones


# --------------------------------------------------------------------------- 1. version warning

TABLE = """Mismatched versions found

+---------+----------------+----------------+---------+
| Package | Client         | Scheduler      | Workers |
+---------+----------------+----------------+---------+
| numpy   | 2.1.0          | 2.1.0          | None    |
| toolz   | 1.0.0          | 1.0.0          | 0.12.1  |
+---------+----------------+----------------+---------+"""


def test_version_mismatch_table_becomes_one_phrase():
    assert kgd.version_mismatch_summary(TABLE) == ("numpy (client 2.1.0, scheduler 2.1.0, workers None); "
                                                   "toolz (client 1.0.0, scheduler 1.0.0, workers 0.12.1)")
    assert kgd.version_mismatch_summary("Mismatched versions found\n") == "Mismatched versions found"
    assert kgd.version_mismatch_summary("") == ""


def test_version_warning_from_another_thread_is_held_back_and_others_pass(capfd):
    from distributed.versions import VersionMismatchWarning

    found: list[str] = []
    with warnings.catch_warnings(record=True) as outer:
        warnings.simplefilter("always")
        with kgd._held_version_warnings(found):
            t = threading.Thread(target=lambda: warnings.warn(VersionMismatchWarning(TABLE)))
            t.start()
            t.join()
            warnings.warn("an unrelated warning", UserWarning)
    assert found == [kgd.version_mismatch_summary(TABLE)]
    assert [str(w.message) for w in outer] == ["an unrelated warning"]  # shown as before
    assert "Mismatched" not in capfd.readouterr().err


class _FakeClient:
    """What _check_workers asks of a client: ``run`` answers per worker."""

    def __init__(self, answers: dict):
        self.answers = answers

    def run(self, fn, *args, on_error="raise"):
        return dict(self.answers)


def test_worker_without_paperkg_error_names_dasks_findings_too():
    client = _FakeClient({"tcp://10.0.0.9:4000": importlib_missing()})
    with pytest.raises(kgd.WorkerMismatch) as err:
        kgd._check_workers(client, "tcp://h:8786", [kgd.version_mismatch_summary(TABLE)])
    assert str(err.value) == (f"workers of tcp://h:8786 need paperkg {kgd._paperkg_version()}; found "
                              f"tcp://10.0.0.9:4000: not installed (Dask's version check also found other "
                              f"versions: numpy (client 2.1.0, scheduler 2.1.0, workers None); toolz (client "
                              f"1.0.0, scheduler 1.0.0, workers 0.12.1))")


def importlib_missing() -> Exception:
    import importlib.metadata

    return importlib.metadata.PackageNotFoundError("paperkg")


def test_a_real_version_mismatch_is_a_note_not_a_table(cluster, monkeypatch, capfd):
    """The client reports another numpy than the workers: Dask warns with its table; the build
    goes on (paperkg's code agrees) and says it once in a note."""
    import distributed.versions as dv

    real = dv.get_versions

    def other_numpy(*args, **kwargs):
        v = real(*args, **kwargs)
        v = {**v, "packages": {**v["packages"], "numpy": "0.0.61"}}
        return v

    monkeypatch.setattr(dv, "get_versions", other_numpy)
    notes: list[str] = []
    out = kgd.extract_dask(_papers(2), scheduler=cluster.scheduler_address, on_note=notes.append)
    assert len(out) == 2
    assert "Mismatched versions" not in capfd.readouterr().err
    assert len(notes) == 1, notes
    assert notes[0].startswith(f"Dask's version check found other package versions on the cluster at "
                               f"{cluster.scheduler_address} than here: numpy (client 0.0.61, scheduler ")
    assert notes[0].endswith("paperkg's code and spaCy are the same on every worker (checked), so the "
                             "extraction is not affected")


# --------------------------------------------------------------------------- 2. lost workers

def test_rerun_note_counts_the_builds_partitions_on_removed_workers():
    parts = [_papers(3)[0:1], _papers(3)[1:3], _papers(5)[3:5]]
    keys = {"extract_partition-a": 0, "extract_partition-b": 1, "extract_partition-c": 2}
    events = [
        (1.0, {"action": "add-worker", "worker": "tcp://w:1"}),
        (2.0, {"action": "remove-worker", "worker": "tcp://w:1", "processing-tasks": {"extract_partition-b"},
               "lost-computed-tasks": {"extract_partition-a"}, "expected": False}),
        (3.0, {"action": "remove-worker", "worker": "tcp://w:2", "processing-tasks": {"other-build-x"},
               "lost-computed-tasks": set()}),  # held none of this build's: not counted
    ]
    assert kgd.rerun_note(events, keys, parts, "tcp://h:8786") == (
        "1 worker of tcp://h:8786 died or left during the build (tcp://w:1) while it held 2 partitions "
        "(3 papers): Dask ran them again on the other workers; the output is the same")
    two = events + [(4.0, {"action": "remove-worker", "worker": "tcp://w:3",
                           "processing-tasks": ["extract_partition-c"]})]
    assert kgd.rerun_note(two, keys, parts, "h") == (
        "2 workers of h died or left during the build (tcp://w:1, tcp://w:3) while they held 3 partitions "
        "(5 papers): Dask ran them again on the other workers; the output is the same")
    assert kgd.rerun_note(events[:1] + events[2:], keys, parts, "h") is None
    assert kgd.rerun_note([], keys, parts, "h") is None


def _block_partitions(marker_dir: str, seconds: float) -> int:
    """On a worker: each partition writes a marker file, then sleeps ``seconds`` (the test
    kills the worker meanwhile). Returns the worker's pid."""
    import kg.distributed as worker_kgd

    original = worker_kgd.extract_partition

    def blocked(papers):
        Path(marker_dir, f"{os.getpid()}-{uuid.uuid4().hex}").write_text(papers[0].id)
        time.sleep(seconds)
        return original(papers)

    worker_kgd.extract_partition = blocked
    return os.getpid()


def test_a_worker_killed_mid_build_is_named_in_a_note(tmp_path):
    markers = tmp_path / "markers"
    markers.mkdir()
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address="127.0.0.1:0", silence_logs=logging.CRITICAL) as c:
        for nanny in c.workers.values():
            nanny.close_gracefully()  # no restart: the victim's work can only go to the survivor
        with distributed.Client(c) as client:
            victim, survivor = sorted(client.scheduler_info()["workers"])
            pid = client.run(_block_partitions, str(markers), PATIENCE, workers=[victim])[victim]

            def kill_when_marked() -> None:
                deadline = time.monotonic() + PATIENCE
                while time.monotonic() < deadline and not any(markers.iterdir()):
                    time.sleep(0.05)
                os.kill(pid, signal.SIGKILL)

            killer = threading.Thread(target=kill_when_marked, daemon=True)
            killer.start()
            papers = _papers(12)
            notes: list[str] = []
            out = kgd.extract_dask(papers, scheduler=c.scheduler_address, partition_size=3, on_note=notes.append)
            killer.join()
    assert [e.paper.id for e in out] == [p.id for p in papers]
    assert out == list(Extractor().extract_many(papers, n_process=1))
    assert len(notes) == 1, notes
    assert re.fullmatch(rf"1 worker of {re.escape(c.scheduler_address)} died or left during the build "
                        rf"\({re.escape(victim)}\) while it held (1 partition \(3 papers\): Dask ran it|"
                        rf"[2-4] partitions \(\d+ papers\): Dask ran them) again on the other workers; "
                        rf"the output is the same", notes[0]), notes[0]


# --------------------------------------------------------------------------- 6. --scheduler first

@pytest.mark.parametrize("address, said", [
    ("http://127.0.0.1:8786", "unknown scheme 'http'"),
    ("tcp://127.0.0.1:70000", "port 70000 is outside 1-65535"),
])
def test_a_wrong_scheduler_is_refused_before_spacy_is_loaded(address, said, tmp_path):
    script = ("import sys\n"
              "from kg.cli import main\n"
              f"rc = main(['build', '--engine', 'dask', '--scheduler', {address!r}, 'in.jsonl', "
              f"'--out', {str(tmp_path / 'out')!r}])\n"
              "print(rc, 'kg.pipeline' in sys.modules, 'spacy' in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=str(tmp_path),
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=PATIENCE)
    assert done.stdout.split() == ["2", "False", "False"], (done.stdout, done.stderr)
    assert done.stderr.startswith(f"kg: error: --scheduler {address}: {said}")
    assert not (tmp_path / "out").exists()


def test_kg_build_prints_the_dask_note_once(monkeypatch, tmp_path, capsys):
    """The pipeline hands extract_dask an on_note that becomes one `kg: note: --engine dask: ...`
    line of kg build (extract_dask replaced by the local extraction plus a note)."""
    from kg.cli import main

    def fake_extract_dask(papers, scheduler=None, progress=False, workers=None, on_note=None, **kw):
        on_note("1 worker of LocalCluster(2 workers) died or left during the build (tcp://127.0.0.1:1) while "
                "it held 1 partition (6 papers): Dask ran it again on the other workers; the output is the same")
        return list(Extractor().extract_many(list(papers), n_process=1))

    monkeypatch.setattr(kgd, "extract_dask", fake_extract_dask)
    status = main(["build", "--engine", "dask", "--sample", "--out", str(tmp_path / "out"), "--no-html"])
    err = capsys.readouterr().err
    assert status == 0
    assert err.count("kg: note: --engine dask: 1 worker of LocalCluster(2 workers) died or left during the "
                     "build (tcp://127.0.0.1:1) while it held 1 partition (6 papers): Dask ran it again on the "
                     "other workers; the output is the same\n") == 1, err
