"""Build robustness (session 54, a fresh user's trial): temporary files an interrupted build
left in --out are removed by the next build, a full disk is explained, and the progress bar
draws its last line once."""
from __future__ import annotations

import errno
import json

from kg.cli import main
from kg.pipeline import build

try:
    # imported at collection, as tests/test_distributed.py does: importing distributed installs
    # tblib's pickling for every exception class defined by then, which changes how the classes
    # of test modules collected earlier pickle (tests/test_pool_forked.py's unpicklable error)
    import distributed
except ImportError:  # the [dask] extra is not installed: the cluster tests are skipped
    distributed = None


def _input(tmp_path, n=3):
    path = tmp_path / "in.jsonl"
    path.write_text("".join(json.dumps({"id": f"r{i}", "title": f"Sparse routing for tabular learners {i}",
                                        "abstract": f"We present Rout{i}, a mixture of experts for tabular "
                                                    f"classification, and evaluate it on Adult."}) + "\n"
                            for i in range(n)), encoding="utf-8")
    return path


# --------------------------------------------------------------------------- stale temporary files

def test_a_build_removes_the_temporary_files_an_interrupted_build_left(tmp_path, capsys):
    src, out = _input(tmp_path), tmp_path / "out"
    assert main(["build", str(src), "--out", str(out), "--no-html", "--jobs", "1"]) == 0
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    # what `kill -9` during the export stage leaves: mkstemp's names beside the exports
    (out / ".graph.nt.k2x9q1ab.tmp").write_bytes(b"<a> <b> <c> .\n" * 10)
    (out / ".graph.graphml.zz81mm0p.tmp").write_text("<graphml")
    # not ours: a user's file, a name of another pattern, a folder of our pattern
    (out / ".notes.tmp").write_text("mine")
    (out / "graph.nt.tmp").write_text("mine too")
    (out / ".graph.ttl.keep.tmp").mkdir()
    capsys.readouterr()
    assert main(["build", str(src), "--out", str(out), "--no-html", "--jobs", "1"]) == 0
    err = capsys.readouterr().err
    assert (f"kg: note: {out}: removed 2 temporary files an interrupted build left "
            f"(.graph.graphml.zz81mm0p.tmp, .graph.nt.k2x9q1ab.tmp)\n") in err
    left = sorted(p.name for p in out.iterdir())
    assert left == sorted([*before, ".notes.tmp", "graph.nt.tmp", ".graph.ttl.keep.tmp"])
    assert {name: (out / name).read_bytes() for name in before} == before  # the same exports
    # nothing left to remove: no note
    assert main(["build", str(src), "--out", str(out), "--no-html", "--jobs", "1"]) == 0
    assert "temporary file" not in capsys.readouterr().err


def test_the_note_names_at_most_three_files(tmp_path):
    src, out = _input(tmp_path), tmp_path / "out"
    out.mkdir()
    for name in ("graph.ttl", "graph.nt", "graph.jsonld", "papers.csv", "graph.html"):
        (out / f".{name}.abc.tmp").write_text("x")
    _, summary = build([src], out_dir=out, html=False, n_process=1)
    assert ("removed 5 temporary files an interrupted build left (.graph.html.abc.tmp, .graph.jsonld.abc.tmp, "
            ".graph.nt.abc.tmp and 2 more)") in " ".join(summary.notes)
    assert not list(out.glob(".*.tmp"))


def test_a_refused_build_removes_nothing(tmp_path, capsys):
    """Only the build holding the lock removes them: the files of a build still writing stay."""
    from kg.locks import out_lock

    src, out = _input(tmp_path), tmp_path / "out"
    out.mkdir()
    writing = out / ".graph.nt.live0001.tmp"
    writing.write_text("being written")
    held = out_lock(out)
    try:
        assert main(["build", str(src), "--out", str(out), "--no-html", "--jobs", "1"]) == 2
    finally:
        held.release()
    assert "is locked by another build" in capsys.readouterr().err
    assert writing.read_text() == "being written"


# --------------------------------------------------------------------------- the local Dask cluster

def test_the_local_dask_cluster_listens_on_this_machine_only_without_a_dashboard():
    from kg.distributed import LOCAL_HOST, LOCAL_WORKERS, local_cluster_options

    assert LOCAL_HOST == "127.0.0.1" and LOCAL_WORKERS == 2
    options = local_cluster_options(3)
    assert options["host"] == "127.0.0.1" and options["dashboard_address"] == "127.0.0.1:0"
    assert options["scheduler_kwargs"] == {"dashboard": False}
    assert (options["n_workers"], options["threads_per_worker"], options["processes"]) == (3, 1, True)
    assert local_cluster_options()["n_workers"] == 2


def test_workers_are_checked_before_any_cluster_starts(tmp_path):
    import pytest

    from kg.distributed import extract_dask, local_cluster_options
    from kg.records import Paper

    paper = [Paper(id="x1", abstract="We propose a parser.")]
    with pytest.raises(ValueError, match="at least one worker, got 0"):
        local_cluster_options(0)
    with pytest.raises(ValueError, match="at least one worker, got 0"):
        extract_dask(paper, workers=0)
    with pytest.raises(ValueError, match="a running cluster given by scheduler has its own workers"):
        extract_dask(paper, scheduler="tcp://127.0.0.1:1", workers=2)


def test_jobs_sizes_the_local_dask_cluster_and_the_exports_stay_the_same(tmp_path, monkeypatch):
    """`kg build --engine dask --jobs 1` (one worker) writes the local engine's exports (the
    default two workers are compared in tests/test_distributed.py); the cluster binds 127.0.0.1
    and its description names one worker."""
    import pytest

    if distributed is None:
        pytest.skip("dask.distributed is not installed")
    psutil = pytest.importorskip("psutil")
    import kg.distributed as kgd

    src = _input(tmp_path, n=4)
    seen = {}
    run = kgd._run

    def spy(client, parts, total, progress, where, *args, **kwargs):
        info = client.scheduler_info()
        seen["where"], seen["parts"] = where, len(parts)
        seen["addresses"] = [info["address"], *info["workers"]]
        # every socket the cluster listens on (scheduler, its HTTP server, nanny, worker)
        tree = [psutil.Process(), *psutil.Process().children(recursive=True)]
        seen["listening"] = sorted({c.laddr.ip for p in tree for c in p.net_connections(kind="inet")
                                    if c.status == psutil.CONN_LISTEN})
        seen["http"] = info["services"].get("dashboard")
        return run(client, parts, total, progress, where, *args, **kwargs)

    monkeypatch.setattr(kgd, "_run", spy)
    assert main(["build", str(src), "--out", str(tmp_path / "dask"), "--engine", "dask", "--jobs", "1"]) == 0
    assert seen["where"] == "LocalCluster(1 worker)" and seen["parts"] == 1  # one partition per worker thread
    assert len(seen["addresses"]) == 2
    assert all(a.startswith("tcp://127.0.0.1:") for a in seen["addresses"])
    assert seen["listening"] == ["127.0.0.1"]
    assert seen["http"] not in (None, 8787)  # a free port, not Dask's fixed default
    with pytest.raises(ValueError):
        distributed.get_client()  # closed again
    assert main(["build", str(src), "--out", str(tmp_path / "local"), "--jobs", "1"]) == 0
    names = sorted(p.name for p in (tmp_path / "local").iterdir())
    assert names == sorted(p.name for p in (tmp_path / "dask").iterdir()) and "graph.nt" in names
    for name in names:
        assert (tmp_path / "dask" / name).read_bytes() == (tmp_path / "local" / name).read_bytes(), name


# --------------------------------------------------------------------------- a full disk

def _full(*args, **kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_full_disk_says_which_disk_and_that_the_previous_exports_are_unchanged(tmp_path, monkeypatch, capsys):
    import kg.export

    src, out = _input(tmp_path), tmp_path / "out"
    assert main(["build", str(src), "--out", str(out), "--no-html", "--jobs", "1"]) == 0
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    src.write_text(src.read_text(encoding="utf-8").replace("Adult", "Covertype"), encoding="utf-8")
    monkeypatch.setattr(kg.export, "write_graphml", _full)  # the disk fills while graph.graphml is written
    capsys.readouterr()
    assert main(["build", str(src), "--out", str(out), "--no-html", "--jobs", "1"]) == 2
    assert capsys.readouterr().err == (
        f"kg: error: [Errno {errno.ENOSPC}] No space left on device: '{out / 'graph.graphml'}': the disk holding "
        f"{out} is full; the previous exports are unchanged (free some space and build again)\n")
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before  # no temporary file left either


def test_the_hint_is_only_for_a_full_disk_under_out(tmp_path):
    from kg.cli import _disk_full_hint

    out = tmp_path / "out"
    full = OSError(errno.ENOSPC, "No space left on device", str(out / "graph.nt"))
    assert _disk_full_hint(full, out, store=True) == (
        f"the disk holding {out} is full; the previous exports and store are unchanged (free some space "
        f"and build again)")
    assert _disk_full_hint(OSError(errno.ENOSPC, "No space left on device", str(tmp_path / "kgstore" / "x")),
                           out, store=True) is None
    assert _disk_full_hint(OSError(errno.EACCES, "Permission denied", str(out / "graph.nt")), out, False) is None
    assert _disk_full_hint(OSError(errno.ENOSPC, "No space left on device"), out, False) is None


# --------------------------------------------------------------------------- the progress bar

def test_the_completed_bar_is_drawn_once(capsys):
    from kg.pipeline import progress_bar

    bar = progress_bar(3, "extract")
    bar.mininterval = 0  # every update may draw (tqdm draws at most every 0.1 s)
    for _ in range(3):
        bar.update(1)
    bar.close()
    err = capsys.readouterr().err
    assert err.count("3/3") == 1 and err.count("100%") == 1
    assert "abstract/s" in err and err.endswith("\n")


def test_a_bar_closed_early_shows_where_it_stopped(capsys):
    from kg.pipeline import progress_bar

    bar = progress_bar(5, "extract")
    bar.update(2)
    bar.close()
    err = capsys.readouterr().err
    assert "2/5" in err and "5/5" not in err


def test_a_build_draws_its_completed_bar_once(tmp_path, capsys, monkeypatch):
    import kg.pipeline

    made = kg.pipeline.progress_bar

    def eager(total, desc):
        bar = made(total, desc)
        bar.mininterval = 0  # every update may draw
        return bar

    monkeypatch.setattr(kg.pipeline, "progress_bar", eager)
    build([_input(tmp_path, n=4)], out_dir=tmp_path / "out", html=False, progress=True, n_process=1)
    err = capsys.readouterr().err
    assert err.count("4/4") == 1 and "extract: 100%" in err
