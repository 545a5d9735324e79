"""Session 60 (trial Y): docs/QUERIES.md, the guide to writing your own queries. Each query it
shows with its rows gives exactly those rows on the bundled sample's exports/graph.ttl, run as
the guide says (``kg query FILE``, with the ``--param`` it names), and the inline example runs.

When the committed exports are rebuilt and these rows change, update the rows in docs/QUERIES.md
(the test's message shows the new output).
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "QUERIES.md"
GRAPH = ROOT / "exports" / "graph.ttl"
_BLOCK = re.compile(r"^( *)```(sparql|text)\n(.*?)^\1```", re.M | re.S)


def _examples() -> list[tuple[str, str, list[str]]]:
    """(query, expected output, extra kg query arguments) for each sparql block followed by a
    text block (the rows), the ``--param "..."`` written between them passed on."""
    text = DOC.read_text(encoding="utf-8")
    blocks = [(m.start(), m.end(), m.group(2), textwrap.dedent(m.group(3))) for m in _BLOCK.finditer(text)]
    found = []
    for (s0, e0, kind0, body0), (s1, _e1, kind1, body1) in zip(blocks, blocks[1:]):
        if kind0 == "sparql" and kind1 == "text" and "SELECT" in body0:
            between = text[e0:s1]
            params = re.findall(r'--param "([^"]+)"', between)
            found.append((body0, body1, [a for p in params for a in ("--param", p)]))
    return found


EXAMPLES = _examples()


def _kg(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "kg", *args], capture_output=True, text=True, env=env,
                          cwd=cwd, timeout=300)


def test_guide_has_the_worked_queries():
    assert len(EXAMPLES) == 5
    text = DOC.read_text(encoding="utf-8")
    for term in ("kgo:Paper", "kgo:proposes", "kgo:addresses", "kgo:mainTask", "kgo:uses", "kgo:evaluatedOn",
                 "kgo:reportsResult", "kgo:ofMethod", "kgo:value", "kgo:metric", "kgo:onDataset", "@en",
                 "kg query -e", "kg serve"):
        assert term in text, term
    assert "docs/QUERIES.md" in (ROOT / "README.md").read_text(encoding="utf-8")


@pytest.mark.skipif(not GRAPH.is_file(), reason="no exports/graph.ttl")
@pytest.mark.parametrize("n", range(len(EXAMPLES)))
def test_documented_rows(n, tmp_path):
    query, expected, args = EXAMPLES[n]
    (tmp_path / "q.rq").write_text(query, encoding="utf-8")
    proc = _kg("query", str(tmp_path / "q.rq"), "--graph", str(GRAPH), *args, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.rstrip("\n") == expected.rstrip("\n"), (
        f"docs/QUERIES.md example {n + 1}: update its rows to:\n{proc.stdout}")
    assert "(0 rows)" not in expected


@pytest.mark.skipif(not GRAPH.is_file(), reason="no exports/graph.ttl")
def test_inline_example_counts_papers(tmp_path):
    text = DOC.read_text(encoding="utf-8")
    m = re.search(r"`kg query -e '(.*?)'`", text, re.S)
    query = " ".join(m.group(1).split())
    proc = _kg("query", "-e", query, "--graph", str(GRAPH), "--format", "csv", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    header, value = proc.stdout.split()
    assert header == "papers" and int(value) == 24  # the bundled sample's 24 papers


@pytest.mark.skipif(not GRAPH.is_file(), reason="no exports/graph.ttl")
def test_untagged_label_gives_no_rows(tmp_path):
    """The pitfall the guide warns of: a plain string never equals the graph's "..."@en label."""
    prefixes = ("PREFIX kgo: <https://w3id.org/paperkg/ontology#> "
                "PREFIX skos: <http://www.w3.org/2004/02/skos/core#> ")
    plain = _kg("query", "-e", prefixes + 'SELECT ?t WHERE { ?t skos:prefLabel "person re-identification" }',
                "--graph", str(GRAPH), "--format", "csv", cwd=tmp_path)
    tagged = _kg("query", "-e", prefixes + 'SELECT ?t WHERE { ?t skos:prefLabel "person re-identification"@en }',
                 "--graph", str(GRAPH), "--format", "csv", cwd=tmp_path)
    assert plain.stdout.split() == ["t"]
    assert tagged.stdout.split() == ["t", "https://w3id.org/paperkg/resource/task/person-re-identification"]
