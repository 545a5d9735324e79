"""kg query --format csv streams SELECT rows (verify9: a 1-million-row answer held 1.7 GB and
printed nothing until the end)."""
from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pyoxigraph as ox

from kg.query import CsvSink, RowSink, format_result, parse_query, run_query

ROOT = Path(__file__).resolve().parents[1]
SELECT = parse_query("SELECT ?s ?o WHERE { ?s <https://example.org/p> ?o } ORDER BY ?s")


def _store(n: int) -> ox.Store:
    store = ox.Store()
    p = ox.NamedNode("https://example.org/p")
    for i in range(n):
        store.add(ox.Quad(ox.NamedNode(f"https://example.org/s{i:03d}"), p, ox.Literal(f"=value {i}")))
    return store


def test_streamed_csv_is_the_csv_format_result_writes():
    store = _store(25)
    whole = run_query(SELECT, store)
    out = io.StringIO()
    streamed = run_query(SELECT, store, sink=CsvSink(out))
    assert streamed.rows == [] and streamed.streamed == 25 and len(whole.rows) == 25
    assert out.getvalue() == format_result(whole, "csv")
    assert out.getvalue().splitlines()[1] == "https://example.org/s000,'=value 0"  # a formula is defused


def test_rows_reach_the_sink_one_at_a_time_in_order():
    seen = []

    class Recorder(RowSink):
        def start(self, names):
            seen.append(tuple(names))

        def row(self, values):
            seen.append(str(values[1]))

    result = run_query(SELECT, _store(3), sink=Recorder())
    assert seen == [("s", "o"), "=value 0", "=value 1", "=value 2"] and result.streamed == 3


def test_ask_ignores_the_sink():
    result = run_query(parse_query("ASK { ?s ?p ?o }"), _store(1), sink=CsvSink(io.StringIO()))
    assert result.boolean is True and result.streamed is None


def test_a_huge_cross_product_piped_into_head_ends_at_once(tmp_path):
    graph = tmp_path / "g.nt"
    graph.write_text("".join(f"<https://example.org/s{i}> <https://example.org/p> \"{i}\" .\n" for i in range(2000)),
                     encoding="utf-8")
    query = tmp_path / "big.rq"
    query.write_text("SELECT * WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }\n", encoding="utf-8")  # 8e9 rows
    proc = subprocess.Popen([sys.executable, "-m", "kg.cli", "query", str(query), "--graph", str(graph),
                             "--format", "csv"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    first = [proc.stdout.readline() for _ in range(3)]
    proc.stdout.close()  # the reader goes away, as `| head -3` does
    assert proc.wait(timeout=60) == 0
    assert first[0] == b"a,b,c,d,e,f,g,h,i\r\n" and all(line.count(b",") == 8 for line in first[1:])
    assert proc.stderr.read() == b""
