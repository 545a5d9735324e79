"""Session 60 (trial Y): PaperKG on a system without ``fcntl`` (native Windows) fails with one
clear line naming the requirement (Linux or macOS; WSL on Windows), not an internal error.

Windows is simulated as the trial did: ``sys.modules["fcntl"] = None`` makes ``import fcntl`` fail.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from kg import locks

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def no_fcntl(monkeypatch):
    """``import fcntl`` raises ImportError for the test's duration."""
    monkeypatch.setitem(sys.modules, "fcntl", None)


def test_platform_problem_none_here():
    assert locks.platform_problem() is None


def test_platform_problem_names_requirement(no_fcntl):
    msg = locks.platform_problem()
    assert msg.startswith("PaperKG needs Linux or macOS (POSIX file locks and fork); on Windows, run it in WSL")
    assert "(missing here: fcntl; platform " in msg
    assert "\n" not in msg


def test_platform_problem_without_fork(no_fcntl, monkeypatch):
    monkeypatch.delattr(os, "fork")
    assert "(missing here: fcntl, fork; platform " in locks.platform_problem()


def test_take_lock_raises_platform_error(no_fcntl, tmp_path):
    with pytest.raises(locks.PlatformError, match="on Windows, run it in WSL"):
        locks.take_lock(tmp_path / "lock", "store x")
    assert issubclass(locks.PlatformError, OSError)


def test_cli_one_line_exit_2(no_fcntl, capsys, tmp_path):
    from kg.cli import main
    rc = main(["query", "-e", "ASK { ?s ?p ?o }"])
    err = capsys.readouterr().err
    assert rc == 2
    assert err.count("\n") == 1
    assert err.startswith("kg: error: PaperKG needs Linux or macOS")
    assert "internal error" not in err and "ModuleNotFoundError" not in err


def test_cli_help_still_works(no_fcntl, capsys):
    from kg.cli import main
    with pytest.raises(SystemExit) as exc:
        main(["build", "--help"])
    assert exc.value.code == 0
    assert "usage: kg build" in capsys.readouterr().out


def test_subprocess_build_refused_before_reading(tmp_path):
    """A whole ``python -m kg build`` run with fcntl blocked: one line, exit 2, nothing written."""
    code = ("import sys; sys.modules['fcntl'] = None\n"
            "from kg.cli import main\n"
            f"sys.exit(main(['build', '--out', {str(tmp_path / 'out')!r}]))\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                          cwd=tmp_path, timeout=120)
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines() == [
        "kg: error: PaperKG needs Linux or macOS (POSIX file locks and fork); on Windows, run it in WSL "
        f"(Windows Subsystem for Linux) (missing here: fcntl; platform {sys.platform})"]
    assert not (tmp_path / "out").exists()


def test_import_kg_modules_without_fcntl():
    """``import kg.store`` / ``kg.locks`` / ``kg.cli`` work without fcntl (the import is lazy)."""
    code = ("import sys; sys.modules['fcntl'] = None\n"
            "import kg.locks, kg.store, kg.cli\n"
            "print(kg.locks.platform_problem() is not None)\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "True"
