"""SIGINT / SIGTERM and the test run (session 61, trial X61: SIGTERM and then Ctrl-C sent to a
full pytest run were each turned into one failed test, and the run went on).

* ``kg.cli.main(["build", ...])`` and ``kg.serve.cli_serve`` called in-process leave the caller's
  SIGINT and SIGTERM handlers as they found them (``cli_serve`` left its SystemExit handlers
  installed before);
* the suite's fixture (tests/conftest.py) stops the run when a signal from outside reached an
  in-process kg command, and leaves it running when the test sent the signal itself.
"""
from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

ABS = "We propose GraphNet, a message passing network for node classification on citation graphs."


def _sentinel(signum, frame) -> None:  # a caller's own handler (never called here)
    raise AssertionError("not expected")


def _with_sentinels():
    return {sig: signal.signal(sig, _sentinel) for sig in (signal.SIGINT, signal.SIGTERM)}


def test_an_in_process_build_leaves_the_callers_handlers(tmp_path: Path) -> None:
    from kg.cli import main

    src = tmp_path / "a.jsonl"
    src.write_text('{"id": "s1", "abstract": "%s"}\n' % ABS, encoding="utf-8")
    before = _with_sentinels()
    try:
        assert main(["build", str(src), "--out", str(tmp_path / "out"), "--no-html", "--jobs", "1", "--quiet"]) == 0
        assert signal.getsignal(signal.SIGINT) is _sentinel
        assert signal.getsignal(signal.SIGTERM) is _sentinel
    finally:
        for sig, handler in before.items():
            signal.signal(sig, handler)


def test_an_in_process_serve_that_fails_leaves_the_callers_handlers(tmp_path: Path, capsys) -> None:
    from kg.serve import cli_serve

    graph = tmp_path / "broken.ttl"
    graph.write_text("this is not turtle <<<\n", encoding="utf-8")
    before = _with_sentinels()
    try:
        assert cli_serve(graph=graph, port=0) == 2  # fails after it installed its own handlers
        assert "kg: error:" in capsys.readouterr().err
        assert signal.getsignal(signal.SIGINT) is _sentinel
        assert signal.getsignal(signal.SIGTERM) is _sentinel
    finally:
        for sig, handler in before.items():
            signal.signal(sig, handler)


_INNER = '''
import os, signal, subprocess
from kg.cli import main
import kg.pipeline

ABS = "We propose GraphNet, a message passing network for node classification on citation graphs."


def _build(tmp_path, monkeypatch, send):
    real = kg.pipeline.extract_all

    def extract_with_a_signal(*args, **kwargs):
        send()
        return real(*args, **kwargs)

    monkeypatch.setattr(kg.pipeline, "extract_all", extract_with_a_signal)
    src = tmp_path / "a.jsonl"
    src.write_text('{"id": "s1", "abstract": "%s"}\\n' % ABS, encoding="utf-8")
    return main(["build", str(src), "--out", str(tmp_path / "out"), "--quiet", "--jobs", "1"])


def test_1_a_sigterm_the_test_sends_itself_is_the_tests(tmp_path, monkeypatch):
    assert _build(tmp_path, monkeypatch, lambda: os.kill(os.getpid(), signal.SIGTERM)) == 143


def test_2_a_sigterm_from_outside_stops_the_run(tmp_path, monkeypatch):
    outside = lambda: subprocess.run(["kill", "-TERM", str(os.getpid())], check=True)
    assert _build(tmp_path, monkeypatch, outside) == 143


def test_3_never_reached():
    open(os.environ["KG_SIGNALS61_MARK"], "w").close()
'''


def test_a_sigterm_from_outside_during_an_in_process_build_stops_the_test_run(tmp_path: Path) -> None:
    here = Path(__file__).resolve().parent
    run = tmp_path / "run"
    run.mkdir()
    shutil.copy(here / "conftest.py", run / "conftest.py")
    (run / "test_inner.py").write_text(_INNER, encoding="utf-8")
    mark = tmp_path / "reached"
    env = {**os.environ, "KG_SIGNALS61_MARK": str(mark),
           "PYTHONPATH": os.pathsep.join([str(here.parent), os.environ.get("PYTHONPATH", "")])}
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-x",
                           "--rootdir", str(run), str(run / "test_inner.py")],
                          cwd=run, env=env, capture_output=True, text=True, timeout=600)
    # the first test's own SIGTERM passed; the second's, from outside, ended the run as SIGTERM does
    assert proc.returncode == -signal.SIGTERM, (proc.returncode, proc.stdout[-2000:], proc.stderr[-2000:])
    assert proc.stdout.startswith("..") or proc.stdout.lstrip().startswith("..")
    assert not mark.exists()
