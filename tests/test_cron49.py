"""PaperKG run as an unattended scheduled job (session 49): what a cron build meets.

1. ``--engine dask --scheduler ADDR`` on a client without dask.distributed is the documented
   one-line error ("dask.distributed is not installed: install paperkg[dask] ..."), exit 2,
   not an internal error from checking the address.
2. Two builds into the same ``--out`` folder at once: the second is refused ("--out OUT is
   locked by another build (pid N)", exit 2) before it reads or extracts anything, and the
   first one's exports are left as they were; a build leaves no lock file behind.
3. ``kg build --store DIR --verbose`` names every paper it adds, updates (a title-only update
   too) or removes, id and title, one line each, grouped per kind; without ``--verbose`` only
   the counts.
4. A store build whose input holds no record (an empty file: a month without new papers) is
   no error: a warning names the file, the store keeps its generation, the exports are left as
   they were, exit 0; without a store (or into a store never built) it stays exit 2.
5. The summary's ``time:`` counts from the command's start (the process's, start-up
   included, as ``/usr/bin/time`` does) and says so; the build's own time is named beside it.

Every input here is written for these tests (the papers "TernNet", "PlumeNet" ... are made up).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest


def _hide_distributed(monkeypatch) -> None:
    """Make ``import distributed`` (and its submodules) raise ImportError, as on a client
    where it is not installed, even when this process has imported it."""
    for name in [m for m in sys.modules if m == "distributed" or m.startswith("distributed.")]:
        monkeypatch.delitem(sys.modules, name)
    for name in ("distributed", "distributed.comm", "distributed.comm.addressing"):
        monkeypatch.setitem(sys.modules, name, None)  # None in sys.modules: import raises ImportError


# ------------------------------------------------------------------ 1. --scheduler without dask
def test_scheduler_without_dask_is_the_install_error_exit_2(tmp_path, monkeypatch, capsys):
    from kg.cli import main

    _hide_distributed(monkeypatch)
    src = tmp_path / "in.jsonl"
    src.write_text('{"id": "t1", "abstract": "We propose TernNet for image classification."}\n', encoding="utf-8")
    status = main(["build", str(src), "--out", str(tmp_path / "o"), "--engine", "dask",
                   "--scheduler", "tcp://127.0.0.1:18786", "--quiet"])
    err = capsys.readouterr().err
    assert status == 2
    assert err.startswith("kg: error: dask.distributed is not installed: install paperkg[dask]")
    assert "internal error" not in err
    assert not (tmp_path / "o").exists()


def test_check_scheduler_address_without_dask_raises_dask_not_installed(monkeypatch):
    from kg.distributed import DaskNotInstalled, check_scheduler_address

    _hide_distributed(monkeypatch)
    with pytest.raises(DaskNotInstalled, match=r"paperkg\[dask\]"):
        check_scheduler_address("tcp://127.0.0.1:18786")


# ------------------------------------------------------------------ 2. the --out folder's lock
def _papers(path, n=2):
    path.write_text("".join(json.dumps({"id": f"c{i}", "title": f"PlumeNet {i}",
                                        "abstract": f"We propose PlumeNet{i}, a model for speech recognition, "
                                                    f"and evaluate it on LibriSpeech."}) + "\n" for i in range(n)),
                    encoding="utf-8")
    return path


@pytest.fixture
def holder():
    """Start a process that holds the lock of a lock file, as a running build does; yields a
    function taking the lock file's path and returning that process's pid."""
    procs = []

    def hold(lock_path):
        code = ("import sys, time\nfrom kg.locks import take_lock\n"
                "take_lock(sys.argv[1], 'x', unlink=True)\nprint('held', flush=True)\ntime.sleep(120)\n")
        proc = subprocess.Popen([sys.executable, "-c", code, str(lock_path)], stdout=subprocess.PIPE, text=True,
                                env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
        procs.append(proc)
        assert proc.stdout.readline().strip() == "held"
        return proc.pid

    yield hold
    for proc in procs:
        proc.kill()
        proc.wait()


def test_a_build_into_a_locked_out_folder_is_refused_before_extraction(tmp_path, monkeypatch, capsys, holder):
    import kg.pipeline
    from kg.cli import main
    from kg.locks import OUT_LOCK

    out = tmp_path / "exports"
    assert main(["build", str(_papers(tmp_path / "a.jsonl")), "--out", str(out), "--quiet", "--jobs", "1",
                 "--no-html"]) == 0
    assert OUT_LOCK not in {p.name for p in out.iterdir()}  # released and removed after the build
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    pid = holder(out / OUT_LOCK)
    extracted = []
    monkeypatch.setattr(kg.pipeline, "extract_all", lambda *a, **k: extracted.append(1) or [])
    capsys.readouterr()
    status = main(["build", str(_papers(tmp_path / "b.jsonl", 3)), "--out", str(out), "--quiet", "--jobs", "1",
                   "--no-html"])
    err = capsys.readouterr().err
    assert status == 2
    assert err == f"kg: error: --out {out} is locked by another build (pid {pid})\n"
    assert extracted == []
    after = {p.name: p.read_bytes() for p in out.iterdir() if p.name != OUT_LOCK}
    assert after == before  # the first build's exports as they were
    assert (out / OUT_LOCK).read_text().strip() == str(pid)  # the holder's lock file untouched


def test_a_first_build_whose_new_folder_another_build_locked_meanwhile_is_refused(tmp_path, monkeypatch, capsys,
                                                                                  holder):
    import kg.pipeline
    from kg.cli import main
    from kg.locks import OUT_LOCK

    out = tmp_path / "new" / "out"
    real = kg.pipeline.extract_all
    pids = []

    def extract_while_another_build_starts(*args, **kwargs):
        out.mkdir(parents=True)  # another build into the same new folder got to its exports first
        (out / "graph.ttl").write_text("# the other build's\n", encoding="utf-8")
        pids.append(holder(out / OUT_LOCK))
        return real(*args, **kwargs)

    monkeypatch.setattr(kg.pipeline, "extract_all", extract_while_another_build_starts)
    status = main(["build", str(_papers(tmp_path / "a.jsonl")), "--out", str(out), "--quiet", "--jobs", "1"])
    assert status == 2
    assert capsys.readouterr().err == f"kg: error: --out {out} is locked by another build (pid {pids[0]})\n"
    assert (out / "graph.ttl").read_text(encoding="utf-8") == "# the other build's\n"
    assert sorted(p.name for p in out.iterdir()) == sorted([OUT_LOCK, "graph.ttl"])


def test_two_builds_of_one_store_and_folder_are_told_of_the_store(tmp_path, capsys, holder):
    from kg.cli import main
    from kg.locks import OUT_LOCK

    args = ["--store", str(tmp_path / "st"), "--out", str(tmp_path / "out"), "--quiet", "--jobs", "1", "--no-html"]
    assert main(["build", str(_papers(tmp_path / "a.jsonl")), *args]) == 0
    pid = holder(tmp_path / "st" / "lock")
    holder(tmp_path / "out" / OUT_LOCK)
    capsys.readouterr()
    assert main(["build", str(_papers(tmp_path / "b.jsonl", 3)), *args]) == 2
    assert capsys.readouterr().err == f"kg: error: store {tmp_path / 'st'} is locked by another build (pid {pid})\n"


def test_take_lock_names_the_holder_and_is_free_again_after_release(tmp_path):
    from kg.locks import LockedError, take_lock

    path = tmp_path / "x.lock"
    first = take_lock(path, "folder F", unlink=True)
    assert path.read_text() == f"{os.getpid()}\n"
    with pytest.raises(LockedError, match=rf"^folder F is locked by another build \(pid {os.getpid()}\)$"):
        take_lock(path, "folder F", unlink=True)
    first.release()
    assert not path.exists()
    first.release()  # idempotent
    second = take_lock(path, "folder F")
    second.release()
    assert path.exists()  # unlink=False (the store's DIR/lock) keeps the file


# ------------------------------------------------------------------ 3. --verbose names the papers
def _record(pid, title, abstract):
    return json.dumps({"id": pid, "title": title, "abstract": abstract}) + "\n"


FIRST = [("k1", "KestrelNet for depth", "We propose KestrelNet, a model for depth estimation, evaluated on NYU Depth."),
         ("k2", "OspreyNet for parsing", "We propose OspreyNet, a parser for dependency parsing, tested on the PTB."),
         ("k3", "HeronNet for audio", "We propose HeronNet, a model for audio tagging, evaluated on AudioSet.")]


def _store_build(tmp_path, name, records, *options):
    from kg.cli import main

    src = tmp_path / name
    src.write_text("".join(_record(*r) for r in records), encoding="utf-8")
    return main(["build", str(src), "--store", str(tmp_path / "st"), "--out", str(tmp_path / "out"), "--quiet",
                 "--jobs", "1", "--no-html", *options])


def _second(tmp_path):
    return [("k1", "KestrelNet for monocular depth", FIRST[0][2]),  # the title only changed
            ("k2", FIRST[1][1], "We propose OspreyNet, a parser for constituency parsing, tested on the PTB."),
            ("k4", "EgretNet for retrieval", "We propose EgretNet, a model for image retrieval, evaluated on Oxford5k.")]


def test_verbose_store_build_names_every_new_updated_and_removed_paper(tmp_path, capsys):
    assert _store_build(tmp_path, "a.jsonl", FIRST) == 0
    capsys.readouterr()
    assert _store_build(tmp_path, "b.jsonl", _second(tmp_path), "--remove", "k3", "--verbose") == 0
    out, err = capsys.readouterr()
    assert "store: 1 new, 2 updated, 0 unchanged, 1 removed" in out
    st = tmp_path / "st"
    named = [line for line in err.splitlines() if line.startswith(f"kg: note: {st}: ") and " paper '" in line]
    assert named == [f"kg: note: {st}: new paper 'k4': EgretNet for retrieval",
                     f"kg: note: {st}: updated paper 'k1': KestrelNet for monocular depth",
                     f"kg: note: {st}: updated paper 'k2': OspreyNet for parsing",
                     f"kg: note: {st}: removed paper 'k3': HeronNet for audio"]
    # since session 53 --verbose also names the entity changes of the commit (kg.changes)
    assert any(line.startswith(f"kg: note: {st}: new entity <") for line in err.splitlines())


def test_store_build_without_verbose_keeps_the_counts_only(tmp_path, capsys):
    assert _store_build(tmp_path, "a.jsonl", FIRST) == 0
    capsys.readouterr()
    assert _store_build(tmp_path, "b.jsonl", _second(tmp_path), "--remove", "k3") == 0
    out, err = capsys.readouterr()
    assert "store: 1 new, 2 updated, 0 unchanged, 1 removed" in out
    assert f"kg: note: {tmp_path / 'st'}: " not in err
    assert "EgretNet for retrieval" not in err and "monocular" not in err and "HeronNet" not in err


def test_a_paper_without_a_title_is_named_by_its_id(tmp_path):
    from kg.pipeline import BuildSummary

    summary = BuildSummary(store_papers={"new": [("z9", None)], "updated": [], "removed": [("z1", "Old one")]})
    assert summary.paper_lines() == ["new paper 'z9': (no title)", "removed paper 'z1': Old one"]
    assert BuildSummary().paper_lines() == []


# ------------------------------------------------------------------ 4. an empty input into a store
def _files(folder):
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.iterdir()}


@pytest.mark.parametrize("content", [b"", b"\n  \n", b"[]\n"], ids=["empty", "blank-lines", "json-empty-array"])
def test_an_input_of_no_record_into_a_store_adds_nothing_and_exits_0(tmp_path, capsys, content):
    from kg.cli import main

    assert _store_build(tmp_path, "a.jsonl", FIRST) == 0
    current = (tmp_path / "st" / "CURRENT").read_text()
    exports = _files(tmp_path / "out")
    name = "month.json" if content.startswith(b"[") else "month.jsonl"
    (tmp_path / name).write_bytes(content)
    capsys.readouterr()
    status = main(["build", str(tmp_path / name), "--store", str(tmp_path / "st"), "--out", str(tmp_path / "out"),
                   "--quiet", "--jobs", "1", "--no-html"])
    out, err = capsys.readouterr()
    assert status == 0
    # --quiet prints no warning line (session 52): the summary counts it
    assert err == ""
    assert "quiet: 1 warning not printed; rerun without --quiet (or with --json) to see them" in out
    assert "store: 0 new, 0 updated, 0 unchanged (the input holds no record: nothing to add); nothing changed, " \
           f"kept {current}" in out
    assert "papers: 3 in the graph" in out
    assert (tmp_path / "st" / "CURRENT").read_text() == current
    assert _files(tmp_path / "out") == exports  # the same bytes, not rewritten
    # without --quiet the warning is printed
    assert main(["build", str(tmp_path / name), "--store", str(tmp_path / "st"), "--out", str(tmp_path / "out"),
                 "--jobs", "1", "--no-html"]) == 0
    err = capsys.readouterr().err
    assert f"kg: warning: {tmp_path / name}: " in err and err.rstrip().endswith("nothing to add to the store")
    assert "error" not in err


def test_an_empty_file_beside_a_file_of_papers_into_a_store_is_a_warning(tmp_path, capsys):
    assert _store_build(tmp_path, "a.jsonl", FIRST[:1]) == 0
    (tmp_path / "empty.jsonl").write_bytes(b"")
    capsys.readouterr()
    from kg.cli import main

    status = main(["build", str(tmp_path / "empty.jsonl"), str(_papers(tmp_path / "b.jsonl")), "--store",
                   str(tmp_path / "st"), "--out", str(tmp_path / "out"), "--jobs", "1", "--no-html"])
    out, err = capsys.readouterr()
    assert status == 0
    assert f"kg: warning: {tmp_path / 'empty.jsonl'}: empty file: nothing to add to the store" in err
    assert "store: 2 new, 0 updated, 0 unchanged" in out


def test_an_empty_file_given_twice_into_a_store_is_one_warning_each_and_exit_0(tmp_path, capsys):
    from kg.cli import main

    assert _store_build(tmp_path, "a.jsonl", FIRST[:1]) == 0
    (tmp_path / "empty.jsonl").write_bytes(b"")
    capsys.readouterr()
    status = main(["build", str(tmp_path / "empty.jsonl"), str(tmp_path / "." / "empty.jsonl"), "--store",
                   str(tmp_path / "st"), "--out", str(tmp_path / "out"), "--jobs", "1", "--no-html"])
    out, err = capsys.readouterr()
    assert status == 0
    assert err.count("nothing to add to the store") == 1 and err.count("given twice: read once") == 1
    assert "(the input holds no record: nothing to add); nothing changed" in out


@pytest.mark.parametrize("store", [False, True], ids=["no-store", "store-never-built"])
def test_an_empty_file_with_nothing_to_build_stays_exit_2(tmp_path, capsys, store):
    from kg.cli import main

    (tmp_path / "empty.jsonl").write_bytes(b"")
    options = ["--store", str(tmp_path / "st")] if store else []
    status = main(["build", str(tmp_path / "empty.jsonl"), "--out", str(tmp_path / "out"), "--quiet", "--jobs", "1",
                   *options])
    assert status == 2
    assert capsys.readouterr().err == f"kg: error: {tmp_path / 'empty.jsonl'}: empty file\n"
    assert not (tmp_path / "out").exists() and not (tmp_path / "st").exists()


# ------------------------------------------------------------------ 5. time from the command's start
def test_time_line_counts_from_the_process_start(tmp_path, monkeypatch, capsys):
    import kg.processes
    from kg.cli import main

    monkeypatch.setattr(kg.processes, "seconds_since_start", lambda pid="self": 4321.5)
    assert main(["build", str(_papers(tmp_path / "a.jsonl")), "--out", str(tmp_path / "o"), "--quiet",
                 "--jobs", "1", "--no-html"]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if line.startswith("time:")]
    assert len(lines) == 1
    assert lines[0].startswith("time: 4321.5 s from the command's start (start-up ")
    start_up, build = (float(x) for x in lines[0].split("start-up ")[1].rstrip(" s)").split(" s, build "))
    assert start_up + build == pytest.approx(4321.5, abs=0.11)


def test_time_line_of_the_build_alone_says_so():
    from kg.pipeline import BuildSummary

    assert "time: 2.5 s, the build alone (start-up not counted)" in BuildSummary(seconds=2.5).format()
    both = BuildSummary(seconds=2.5, total_seconds=9.0).format()
    assert "time: 9.0 s from the command's start (start-up 6.5 s, build 2.5 s)" in both


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_seconds_since_start_includes_what_ran_before_kg_was_imported():
    code = ("import time\ntime.sleep(0.6)\nfrom kg.processes import seconds_since_start\n"
            "print(seconds_since_start())\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}).stdout
    assert float(out) >= 0.6  # the sleep before the import is counted (a lower bound only)


def test_seconds_since_start_of_no_such_process_is_none():
    from kg.processes import seconds_since_start

    assert seconds_since_start("no-such-pid") is None
