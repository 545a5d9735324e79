"""kg serve on a port another program holds (session 56, trial P finding 1).

The port may be free when ``kg serve`` checks it and taken by the time the server listens (the
graph or store loads in between). uvicorn, binding it after the query workers had started, logged
"ERROR: [Errno 98] ... address already in use" and could hang; now the socket is bound before the
workers start, and a taken port is ``kg: error: cannot listen on HOST:PORT``, exit status 2.
"""
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from kg.serve import listening_socket

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "exports" / "graph.ttl"

TURTLE = """@prefix ex: <http://example.org/> .
ex:a ex:p "one" .
ex:b ex:p "two" .
"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _serve(args, **kw):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "kg", "serve", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env, cwd=str(ROOT), **kw)


def test_listening_socket_refuses_a_taken_port():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(OSError) as info:
            listening_socket("127.0.0.1", port)
        assert info.value.errno == 98


def test_listening_socket_binds_a_free_port():
    sock = listening_socket("127.0.0.1", 0)
    try:
        assert sock.getsockname()[0] == "127.0.0.1"
        assert sock.getsockname()[1] > 0
    finally:
        sock.close()


def test_port_taken_while_the_graph_loads_is_an_error_not_a_hang():
    """The port is free at the start-up check and taken once "loading ..." is printed."""
    port = _free_port()
    proc = _serve(["--graph", str(SAMPLE), "--port", str(port), "--workers", "1"])
    try:
        first = proc.stderr.readline().decode()
        assert first.startswith("loading ")
        with socket.socket() as taken:
            taken.bind(("127.0.0.1", port))
            taken.listen()
            _, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    err = err.decode()
    assert proc.returncode == 2, err
    assert f"kg: error: cannot listen on 127.0.0.1:{port}: Address already in use" in err
    assert "Errno 98" not in err and "ready:" not in err
    assert "starting" not in err  # no query worker was started


def test_port_taken_before_start_is_an_error(tmp_path):
    graph = tmp_path / "g.ttl"
    graph.write_text(TURTLE, encoding="utf-8")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        proc = _serve(["--graph", str(graph), "--port", str(port)])
        _, err = proc.communicate(timeout=120)
    assert proc.returncode == 2
    assert f"kg: error: cannot listen on 127.0.0.1:{port}" in err.decode()
