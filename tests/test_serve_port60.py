"""kg serve, session 60 (trial Y): a port in use is refused with a hint to choose another
(``use --port N``), still one line and exit status 2."""
from __future__ import annotations

import errno
import os
import socket
import subprocess
import sys
from pathlib import Path

from kg.serve import listen_error

ROOT = Path(__file__).resolve().parents[1]
TURTLE = "<https://example.org/a> <https://example.org/p> <https://example.org/b> .\n"


def test_listen_error_hint_only_for_a_port_in_use():
    busy = OSError(errno.EADDRINUSE, "Address already in use")
    assert listen_error("127.0.0.1", 8000, busy) == (
        "kg: error: cannot listen on 127.0.0.1:8000: Address already in use (another program, or another "
        "kg serve, holds it: use --port N for another port, or --port 0 for a free one)")
    other = OSError(errno.EADDRNOTAVAIL, "Cannot assign requested address")
    assert listen_error("10.9.9.9", 8000, other) == (
        "kg: error: cannot listen on 10.9.9.9:8000: Cannot assign requested address")


def test_kg_serve_on_a_busy_port(tmp_path):
    graph = tmp_path / "g.ttl"
    graph.write_text(TURTLE, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        proc = subprocess.run([sys.executable, "-m", "kg", "serve", "--graph", str(graph), "--port", str(port)],
                              capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert lines[-1] == (f"kg: error: cannot listen on 127.0.0.1:{port}: Address already in use (another program, "
                         "or another kg serve, holds it: use --port N for another port, or --port 0 for a free one)")
