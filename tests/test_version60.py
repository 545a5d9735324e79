"""Session 60: ``kg --version`` reports the installed distribution's version
(importlib.metadata), the rules fingerprint and, from a git checkout, the commit; the exports
keep naming ``kg.__version__``, which must agree with pyproject.toml."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

import kg
from kg import cli
from kg.fingerprint import rules_fingerprint

ROOT = Path(__file__).resolve().parent.parent


def _pyproject_version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    project = text.split("[project]", 1)[1]
    return re.search(r'^version\s*=\s*"([^"]+)"', project, re.M).group(1)


def test_the_source_version_is_pyprojects():
    assert kg.__version__ == _pyproject_version()


def test_package_version_reads_the_distribution_metadata(monkeypatch):
    import importlib.metadata as md

    monkeypatch.setattr(md, "version", lambda name: "9.8.7" if name == "paperkg" else "0")
    assert cli.package_version() == "9.8.7"


def test_package_version_falls_back_to_the_source_when_not_installed(monkeypatch):
    import importlib.metadata as md

    def missing(name):
        raise md.PackageNotFoundError(name)

    monkeypatch.setattr(md, "version", missing)
    assert cli.package_version() == kg.__version__


def test_version_line_names_the_rules_the_commit_and_a_differing_source(monkeypatch):
    monkeypatch.setattr(cli, "package_version", lambda: "9.8.7")
    monkeypatch.setattr(cli, "git_commit", lambda folder=None, timeout=2.0: "0123456789ab+")
    assert cli.version_line() == (f"kg 9.8.7 (rules {rules_fingerprint()}; git 0123456789ab+; "
                                  f"source {kg.__version__})")
    monkeypatch.setattr(cli, "package_version", lambda: kg.__version__)
    monkeypatch.setattr(cli, "git_commit", lambda folder=None, timeout=2.0: None)
    assert cli.version_line() == f"kg {kg.__version__} (rules {rules_fingerprint()})"


def test_git_commit_is_none_outside_a_checkout(tmp_path):
    assert cli.git_commit(tmp_path) is None


def test_git_commit_reads_head_and_marks_modified_files(tmp_path):
    git = ["git", "-C", str(tmp_path), "-c", "user.name=t", "-c", "user.email=t@example.org"]
    if subprocess.run(["git", "init", "-q", str(tmp_path)], capture_output=True).returncode != 0:
        pytest.skip("git is not usable here")
    (tmp_path / "a.txt").write_text("one\n")
    subprocess.run([*git, "add", "a.txt"], check=True, capture_output=True)
    subprocess.run([*git, "commit", "-q", "-m", "one"], check=True, capture_output=True)
    head = subprocess.run([*git, "rev-parse", "--short=12", "HEAD"], check=True, capture_output=True,
                          text=True).stdout.strip()
    assert cli.git_commit(tmp_path) == head
    (tmp_path / "a.txt").write_text("two\n")
    assert cli.git_commit(tmp_path) == head + "+"
    (tmp_path / "new.txt").write_text("untracked files do not count\n")
    (tmp_path / "a.txt").write_text("one\n")
    assert cli.git_commit(tmp_path) == head


def test_kg_version_prints_the_version_line():
    out = subprocess.run([sys.executable, "-m", "kg", "--version"], capture_output=True, text=True,
                         cwd=ROOT, env={**__import__("os").environ, "PYTHONPATH": str(ROOT)})
    assert out.returncode == 0
    assert re.fullmatch(rf"kg {re.escape(cli.package_version())} \(rules {rules_fingerprint()}"
                        r"(; git [0-9a-f]{12}\+?)?(; source \S+)?\)\n", out.stdout), out.stdout


def test_the_exports_software_agent_keeps_the_source_version():
    """No export depends on what is installed or on git: the build's agent is kg.__version__'s."""
    src = (ROOT / "kg" / "graph.py").read_text(encoding="utf-8")
    assert "git_commit" not in src and "package_version" not in src
    ttl = (ROOT / "exports" / "graph.ttl").read_text(encoding="utf-8")
    assert f"software-paperkg-{kg.__version__}" in ttl
