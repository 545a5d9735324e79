"""Latency of every shipped query: persistent Oxigraph store vs rdflib's in-memory graph.

Usage::

    python bench/query_bench.py GRAPH.ttl [--repeat 20] [--rdflib-repeat 5] [--skip-rdflib]
                                          [--only NAME ...] [--json OUT.json]
    python bench/query_bench.py STORE_DIR [--repeat 3] [--only NAME ...] [--json OUT.json]

A store folder (``kg build --store DIR``) is opened read-only as ``kg query --store`` opens it
and timed as it is (no rdflib). Every row of the table gives the store's wall-clock p50 and p95,
the processor seconds of the median run (``cpu p50``: ``time.process_time``, which does not grow
when other programs share the machine, as wall time does) and ``sha``, the first 12 hexadecimal
digits of the SHA-256 of the answer written as ``kg query --format csv`` writes it, so two
checkouts (a query rewritten, say) can be shown to give byte-identical answers on one store
(session 57).

Loads GRAPH (any RDF file rdflib and pyoxigraph read; format from the extension) once into
an rdflib ``Graph`` and once into a :class:`kg.store.GraphStore` in a temporary directory
(``replace_from_file``, then reopened read-only, as ``kg query --store`` and ``kg serve``
use it). Each query runs through :func:`kg.query.run_query` with its default parameters,
so the times include parameter binding and conversion of the rows to rdflib terms. One
untimed warm-up run per query and engine, then ``--repeat`` (store) / ``--rdflib-repeat``
(rdflib, no warm-up, each run abandoned after ``--rdflib-budget`` seconds) timed runs; prints p50 and p95 in milliseconds (nearest-rank percentiles) and the
rdflib/store ratio of the p50s. Goal (issue 6): p50 < 50 ms on the store for every query.
This is a script, not a test: numbers depend on the machine and its load. It measures the
checkout it lives in (``bench/_own_checkout.py``: its ``kg``, whatever PYTHONPATH says), prints
which ``kg`` that is, and ``--which-kg`` prints only that.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import Optional

from _own_checkout import require_own_kg, which_kg  # first: this checkout's kg, whatever PYTHONPATH says

import rdflib  # noqa: E402

from kg.query import format_result, list_queries, run_query  # noqa: E402
from kg.store import GraphStore  # noqa: E402

GOAL_MS = 50.0


def percentile(values: list[float], p: float) -> float:
    """Nearest-rank percentile (p in 0..100) of a non-empty list."""
    data = sorted(values)
    rank = max(1, math.ceil(p / 100 * len(data)))
    return data[rank - 1]


class Budget(BaseException):
    """A run exceeded its time budget (BaseException: passes through run_query's error wrapping)."""


def _alarm(signum, frame):
    raise Budget()


def answer_digest(result) -> str:
    """First 12 hex digits of the SHA-256 of ``result`` written as ``kg query --format csv``
    writes it (:func:`kg.query.format_result`, formula guard on): equal digests, equal answers."""
    return hashlib.sha256(format_result(result, "csv").encode("utf-8")).hexdigest()[:12]


def time_query(query, source, repeat: int, warmup: bool = True, budget_s: float = 0,
               cpu: Optional[list] = None, digest: Optional[list] = None) -> tuple[list[float], int]:
    """Time ``repeat`` runs (after one untimed warm-up if ``warmup``).

    ``budget_s`` > 0 interrupts a run after that many seconds with :class:`Budget`
    (``signal.setitimer``; effective for rdflib, which evaluates in Python).
    ``cpu``, when given, receives the processor milliseconds of each timed run
    (``time.process_time``); ``digest``, when given, receives the last answer's
    :func:`answer_digest`.
    Returns (milliseconds per run, row count).
    """
    rows = None
    res = None
    if warmup:
        res = run_query(query, source)
        rows = len(res.rows)
    times = []
    for _ in range(repeat):
        if budget_s:
            signal.setitimer(signal.ITIMER_REAL, budget_s)
        try:
            c0 = time.process_time()
            t0 = time.perf_counter()
            res = run_query(query, source)
            times.append((time.perf_counter() - t0) * 1000)
            if cpu is not None:
                cpu.append((time.process_time() - c0) * 1000)
        finally:
            if budget_s:
                signal.setitimer(signal.ITIMER_REAL, 0)
        rows = len(res.rows)
    if digest is not None and res is not None:
        digest.append(answer_digest(res))
    return times, rows


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; returns 0 when every store p50 meets the goal, else 1."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("graph", type=Path, nargs="?",
                    help="RDF file, e.g. a kg build of neurips2023+iclr2024, or a store folder (kg build --store)")
    ap.add_argument("--repeat", type=int, default=20, help="timed runs per query on the store")
    ap.add_argument("--rdflib-repeat", type=int, default=3, help="timed runs per query on rdflib (no warm-up)")
    ap.add_argument("--rdflib-budget", type=float, default=30.0,
                    help="seconds after which an rdflib run is abandoned and reported as '>budget'")
    ap.add_argument("--skip-rdflib", action="store_true", help="time the store only")
    ap.add_argument("--only", nargs="*", help="query names to run (default: all shipped)")
    ap.add_argument("--json", type=Path, help="also write the numbers as JSON here")
    ap.add_argument("--which-kg", action="store_true",
                    help="print which kg package the benchmark measures (path, version, commit) and exit")
    a = ap.parse_args(argv)
    if a.which_kg:
        line, own = which_kg()
        print(line)
        return 0 if own else 1
    print(f"measuring {require_own_kg('query_bench')}", flush=True)
    if a.graph is None:
        ap.error("the following arguments are required: graph")
    if not a.graph.is_file() and not a.graph.is_dir():
        print(f"error: {a.graph} not found", file=sys.stderr)
        return 2

    signal.signal(signal.SIGALRM, _alarm)
    queries = [q for q in list_queries() if not a.only or q.name in a.only]
    report: dict = {"graph": str(a.graph), "queries": {}}
    with tempfile.TemporaryDirectory(prefix="paperkg-bench-") as tmp:
        t0 = time.perf_counter()
        if a.graph.is_dir():  # a store: timed as kg query --store opens it
            store = GraphStore.open(a.graph, read_only=True, verify=True)
        else:
            with GraphStore.open(Path(tmp) / "store") as w:
                w.replace_from_file(a.graph)
            store = GraphStore.open(Path(tmp) / "store", read_only=True)
        report["store_load_s"] = time.perf_counter() - t0
        report["triples"] = len(store)
        graph = None
        if not a.skip_rdflib and not a.graph.is_dir():
            t0 = time.perf_counter()
            graph = rdflib.Graph().parse(a.graph)
            report["rdflib_load_s"] = time.perf_counter() - t0
        print(
            f"{a.graph}: {report['triples']:,} triples; store load {report['store_load_s']:.1f} s"
            + (f", rdflib parse {report['rdflib_load_s']:.1f} s" if graph is not None else "")
        )
        header = (f"{'query':28} {'rows':>6} {'store p50':>10} {'p95':>8} {'cpu p50':>8} {'sha':>12} "
                  f"{'rdflib p50':>11} {'p95':>9} {'ratio':>7}")
        print(header)
        print("-" * len(header))
        ok = True
        for q in queries:
            cpu: list = []
            digest: list = []
            st_times, rows = time_query(q, store, a.repeat, cpu=cpu, digest=digest)
            entry = {"rows": rows, "store_p50_ms": percentile(st_times, 50), "store_p95_ms": percentile(st_times, 95),
                     "store_cpu_p50_ms": percentile(cpu, 50), "sha": digest[0]}
            line = (f"{q.name:28} {rows:>6} {entry['store_p50_ms']:>10.1f} {entry['store_p95_ms']:>8.1f} "
                    f"{entry['store_cpu_p50_ms']:>8.1f} {entry['sha']:>12}")
            if graph is not None:
                try:
                    rd_times, rd_rows = time_query(q, graph, a.rdflib_repeat, warmup=False, budget_s=a.rdflib_budget)
                except Budget:
                    entry["rdflib_over_budget_s"] = a.rdflib_budget
                    line += f" {'>' + format(a.rdflib_budget * 1000, '.0f'):>11} {'':>9} {'>' + format(a.rdflib_budget * 1000 / max(entry['store_p50_ms'], 1e-6), '.0f') + 'x':>7}"
                else:
                    entry.update(
                        rdflib_rows=rd_rows,
                        rdflib_p50_ms=percentile(rd_times, 50),
                        rdflib_p95_ms=percentile(rd_times, 95),
                    )
                    entry["ratio"] = entry["rdflib_p50_ms"] / max(entry["store_p50_ms"], 1e-6)
                    line += f" {entry['rdflib_p50_ms']:>11.1f} {entry['rdflib_p95_ms']:>9.1f} {entry['ratio']:>6.1f}x"
                    if rd_rows != rows:
                        line += f"  (rdflib rows {rd_rows})"
            ok &= entry["store_p50_ms"] < GOAL_MS
            report["queries"][q.name] = entry
            print(line, flush=True)
        store.close()
    p50s = [e["store_p50_ms"] for e in report["queries"].values()]
    cpus = [e["store_cpu_p50_ms"] for e in report["queries"].values()]
    print(f"store cpu p50 median {percentile(cpus, 50):.1f} ms, max {max(cpus):.1f} ms, sum {sum(cpus) / 1000:.2f} s")
    print(f"store p50 median {percentile(p50s, 50):.1f} ms, max {max(p50s):.1f} ms; goal p50 < {GOAL_MS:g} ms: "
          + ("met" if ok else "NOT met"))
    if a.json:
        a.json.write_text(json.dumps(report, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
