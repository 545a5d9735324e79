"""kg serve --port 0: the system picks a free port and the ready line names it (verify9)."""
from __future__ import annotations

import re
import signal
import subprocess
import sys
import urllib.parse
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_port_zero_announces_the_bound_port(tmp_path):
    graph = tmp_path / "g.ttl"
    graph.write_text('<https://example.org/a> <https://example.org/p> "x" .\n', encoding="utf-8")
    proc = subprocess.Popen([sys.executable, "-m", "kg.cli", "serve", "--graph", str(graph), "--port", "0",
                             "--workers", "1", "--quiet"], stderr=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        ready = None
        for line in proc.stderr:
            if line.startswith("ready:"):
                ready = line
                break
        assert ready is not None
        port = int(re.search(r"http://127\.0\.0\.1:(\d+)/sparql", ready).group(1))
        assert port != 0
        query = urllib.parse.urlencode({"query": "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"})
        req = urllib.request.Request(f"http://127.0.0.1:{port}/sparql?{query}", headers={"Accept": "text/csv"})
        with urllib.request.urlopen(req, timeout=30) as resp:
            assert resp.read().decode().split() == ["n", "1"]
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()


def test_validate_refuses_a_graphml_export_in_one_line(tmp_path):
    graphml = tmp_path / "graph.graphml"
    graphml.write_text('<?xml version="1.0"?><graphml xmlns="http://graphml.graphdrawing.org/xmlns"/>\n',
                       encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "kg.cli", "validate", str(graphml)], capture_output=True,
                          text=True, cwd=ROOT)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        f"kg: error: not a readable RDF graph: {graphml}: unknown RDF file extension '.graphml' "
        "(use .ttl, .nt, .jsonld, .rdf, ...)"]
