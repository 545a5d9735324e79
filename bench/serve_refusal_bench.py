"""How long a burst of malformed queries waits for its 400s from ``kg serve``, and whether valid
queries sent with them still answer.

Usage::

    python bench/serve_refusal_bench.py GRAPH.ttl [--malformed 40] [--valid 5] [--workers 4]
                                                  [--checkout DIR]

Starts ``kg serve --graph GRAPH --port 0`` of the checkout this script lives in (or of
``--checkout DIR``, to measure another one, such as a main branch, with the same queries), then
sends at once ``--malformed`` distinct malformed queries of 18 KB with parentheses nested 100 deep
(half refused by Oxigraph in the request's thread, half only found incomplete by a worker) and
``--valid`` valid ones (the shipped ``papers-per-task``), and ``--valid`` more 2 s later, while
the burst is answered. Prints, per group, the statuses and the seconds from the start until the
first, median and last answer. Session 43: the last 400 came after 20.9 s before the bounded
refusal queue (kg.serve.REFUSAL_WAITING), after 1.7 s with it. A script, not a test: the numbers
depend on the machine and its load.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _padding(size: int, k: int) -> str:
    """Triple patterns of about ``size`` characters, made distinct by ``k`` (no parse is cached)."""
    lines, total, i = [], 0, 0
    while total < size:
        line = f'  ?s <http://example.org/label> "padding label number {i} of query {k}" .\n'
        lines.append(line)
        total, i = total + len(line), i + 1
    return "".join(lines)


def malformed(k: int) -> str:
    """The ``k``-th malformed query: 18 KB, parentheses nested 100 deep."""
    head = "SELECT ?s WHERE {\n" + _padding(18_000, k)
    if k % 2 == 0:  # a stray ']' after a deep expression: Oxigraph refuses it in the request's thread
        return head + "  FILTER(" + "(" * 100 + "?o" + ")" * 100 + " = 1)\n  ?s ?p ]\n}\n"
    return head + "  FILTER(" + "(" * 100 + "?o = 1\n}\n"  # never closed: a worker finds it incomplete


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("graph", type=Path)
    ap.add_argument("--malformed", type=int, default=40)
    ap.add_argument("--valid", type=int, default=5)
    ap.add_argument("--workers", type=int, default=4)
    ap.add_argument("--checkout", type=Path, default=REPO, help="the checkout whose kg serve runs (default: this one)")
    a = ap.parse_args()
    root = a.checkout.resolve()
    env = dict(os.environ, PYTHONPATH=str(root))
    proc = subprocess.Popen([sys.executable, "-m", "kg", "serve", "--graph", str(a.graph.resolve()), "--port", "0",
                             "--workers", str(a.workers), "--quiet"], cwd=str(root), env=env,
                            stderr=subprocess.PIPE, text=True)
    url = None
    for line in proc.stderr:
        if line.startswith("ready: "):
            url = line.split()[1]
            break
    if url is None:
        print("kg serve did not start", file=sys.stderr)
        return 2
    valid = (root / "queries" / "papers-per-task.rq").read_text(encoding="utf-8")
    results: list = []

    def send(text: str, group: str) -> None:
        request = urllib.request.Request(url, data=text.encode("utf-8"), method="POST",
                                         headers={"Content-Type": "application/sparql-query"})
        try:
            with urllib.request.urlopen(request, timeout=600) as r:
                status = r.status
                r.read()
        except urllib.error.HTTPError as exc:
            status = exc.code
            exc.read()
        results.append((group, status, time.monotonic() - start))

    try:
        start = time.monotonic()
        threads = [threading.Thread(target=send, args=(malformed(k), "malformed")) for k in range(a.malformed)]
        threads += [threading.Thread(target=send, args=(valid, "valid")) for _ in range(a.valid)]
        for t in threads:
            t.start()
        time.sleep(2)
        late = [threading.Thread(target=send, args=(valid, "valid, 2 s later")) for _ in range(a.valid)]
        for t in late:
            t.start()
        for t in threads + late:
            t.join()
    finally:
        proc.terminate()
        proc.wait(10)
    print(f"kg serve of {root}")
    for group in ("malformed", "valid", "valid, 2 s later"):
        rows = [r for r in results if r[0] == group]
        statuses: dict = {}
        for r in rows:
            statuses[r[1]] = statuses.get(r[1], 0) + 1
        times = sorted(r[2] for r in rows)
        print(f"{group:17} n={len(rows)} statuses={statuses} first={times[0]:.2f} s "
              f"median={statistics.median(times):.2f} s last={times[-1]:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
