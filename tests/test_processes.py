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
