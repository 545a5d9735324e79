"""A build's child processes end with it (kg.processes, kg.extract.pool, kg.cli's SIGTERM).

Linux only: the parent-death signal is a Linux facility, and /proc lists the children.
"""
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kg.processes import die_with_parent

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux only (prctl, /proc)")

ROOT = Path(__file__).resolve().parent.parent


def _children(pid: int) -> list[int]:
    """Process ids whose parent is ``pid`` (from /proc)."""
    out = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            out.append(int(entry.name))
    return out


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def _wait_gone(pids, seconds=10.0) -> list[int]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        left = [p for p in pids if _alive(p)]
        if not left:
            return []
        time.sleep(0.1)
    return [p for p in pids if _alive(p)]


def test_a_child_ends_when_its_parent_is_killed(tmp_path):
    # middle process: forks a grandchild that asks to die with it, reports its pid, and is killed
    read_fd, write_fd = os.pipe()
    middle = os.fork()
    if middle == 0:  # the middle process
        os.close(read_fd)
        me = os.getpid()
        grandchild = os.fork()
        if grandchild == 0:
            die_with_parent(me)
            time.sleep(60)
            os._exit(0)
        os.write(write_fd, str(grandchild).encode())
        os.close(write_fd)
        time.sleep(60)
        os._exit(0)
    os.close(write_fd)
    grandchild = int(os.read(read_fd, 32).decode())
    os.close(read_fd)
    assert _alive(grandchild)
    os.kill(middle, signal.SIGKILL)
    os.waitpid(middle, 0)
    assert _wait_gone([grandchild], 5.0) == []


def test_a_child_whose_parent_is_already_gone_exits_at_once():
    pid = os.fork()
    if pid == 0:
        die_with_parent(os.getppid() + 1_000_000)  # not its parent: as if the parent had died
        os._exit(0)  # not reached
    _, status = os.waitpid(pid, 0)
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 1


@pytest.mark.skipif(not (ROOT.parent / "shared" / "corpus" / "icml2024.jsonl").exists(), reason="needs ../shared")
def test_sigterm_to_the_build_alone_stops_its_workers_and_exits_143(tmp_path):
    lines = (ROOT.parent / "shared" / "corpus" / "icml2024.jsonl").read_text(encoding="utf-8").splitlines()[:800]
    src = tmp_path / "in.jsonl"
    src.write_text("\n".join(lines) + "\n", encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "kg.cli", "build", str(src), "--jobs", "2", "--quiet",
                             "--store", str(tmp_path / "store"), "--out", str(tmp_path / "out")],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=tmp_path)
    workers: list[int] = []
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        workers = _children(proc.pid)
        if len(workers) >= 2:
            break
        time.sleep(0.2)
    assert len(workers) >= 2, "the build never started its two extraction workers"
    time.sleep(1.0)
    proc.send_signal(signal.SIGTERM)  # the build process only, as Popen.terminate() does
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 143, err.decode()
    assert "terminated" in err.decode()
    assert _wait_gone(workers) == []
    # the store's lock went with the build: the next build runs
    one = tmp_path / "one.jsonl"
    one.write_text(json.dumps({"id": "x", "abstract": "We propose FooNet for node classification."}) + "\n",
                   encoding="utf-8")
    again = subprocess.run([sys.executable, "-m", "kg.cli", "build", str(one), "--quiet",
                            "--store", str(tmp_path / "store"), "--out", str(tmp_path / "out2")],
                           capture_output=True, env=env, cwd=tmp_path, timeout=120)
    assert again.returncode == 0, again.stderr.decode()


def _sample_jsonl(path: Path, ids: range) -> Path:
    path.write_text("".join(json.dumps({"id": f"q{i}", "abstract": f"We propose Net{i}, a model for image "
                                        f"classification, and evaluate it on CIFAR-10."}) + "\n" for i in ids),
                    encoding="utf-8")
    return path


def test_sigterm_during_the_final_commit_lets_the_commit_finish(tmp_path, monkeypatch, capsys):
    import kg.pipeline
    from kg.cli import main

    first = _sample_jsonl(tmp_path / "a.jsonl", range(3))
    assert main(["build", str(first), "--out", str(tmp_path / "out"), "--store", str(tmp_path / "s"), "--quiet"]) == 0
    before = (tmp_path / "out" / "graph.nt").read_bytes()
    real = kg.pipeline.commit_files

    def commit_with_a_signal(pending):
        os.kill(os.getpid(), signal.SIGTERM)  # arrives in the middle of the commit
        real(pending)

    monkeypatch.setattr(kg.pipeline, "commit_files", commit_with_a_signal)
    more = _sample_jsonl(tmp_path / "b.jsonl", range(3, 6))
    assert main(["build", str(more), "--out", str(tmp_path / "out"), "--store", str(tmp_path / "s"), "--quiet"]) == 143
    assert "terminated after the build had written its exports and store" in capsys.readouterr().err
    after = (tmp_path / "out" / "graph.nt").read_bytes()
    assert after != before and b"/paper/q5>" in after  # the exports are this build's
    from kg.store import GraphStore
    with GraphStore.open(tmp_path / "s", read_only=True) as st:
        assert len(st.load_records()) == 6  # and so is the store
    assert not list((tmp_path / "out").glob(".*.tmp"))


def test_sigterm_while_the_exports_are_written_leaves_the_previous_ones(tmp_path, monkeypatch, capsys):
    import kg.view
    from kg.cli import main

    first = _sample_jsonl(tmp_path / "a.jsonl", range(3))
    assert main(["build", str(first), "--out", str(tmp_path / "out"), "--store", str(tmp_path / "s"),
                 "--quiet", "--jobs", "1"]) == 0
    before = {p.name: p.read_bytes() for p in (tmp_path / "out").iterdir()}
    real = kg.view.render_html

    def render_with_a_signal(*args, **kwargs):
        os.kill(os.getpid(), signal.SIGTERM)  # the RDF files are written already, the page is not
        return real(*args, **kwargs)

    monkeypatch.setattr(kg.view, "render_html", render_with_a_signal)
    more = _sample_jsonl(tmp_path / "b.jsonl", range(3, 6))
    assert main(["build", str(more), "--out", str(tmp_path / "out"), "--store", str(tmp_path / "s"),
                 "--quiet", "--jobs", "1"]) == 143
    assert "previous exports and store are left intact" in capsys.readouterr().err
    assert {p.name: p.read_bytes() for p in (tmp_path / "out").iterdir()} == before  # no temporary file either
    from kg.store import GraphStore
    with GraphStore.open(tmp_path / "s", read_only=True) as st:
        assert len(st.load_records()) == 3


def test_sigterm_while_the_command_line_is_read_ends_with_143_and_a_message(monkeypatch, capsys):
    import kg.cli

    real_parser = kg.cli._parser

    def parser_then_sigterm():
        os.kill(os.getpid(), signal.SIGTERM)  # lands before any command's own code runs
        return real_parser()

    monkeypatch.setattr(kg.cli, "_parser", parser_then_sigterm)
    before = signal.getsignal(signal.SIGTERM)
    assert kg.cli.main(["query", "--help"]) == 143
    assert capsys.readouterr().err == "kg: terminated; previous exports are left intact\n"
    assert signal.getsignal(signal.SIGTERM) is before


def test_a_user_error_of_a_query_does_not_load_spacy():
    code = ("import sys, kg.cli; rc = kg.cli.main(['query', '/no/such.rq']); "
            "print(rc, 'spacy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert out.stdout.split() == ["2", "False"]
    assert out.stderr.startswith("kg: error: /no/such.rq")
