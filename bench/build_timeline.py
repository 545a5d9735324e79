"""Timeline of one ``kg build``: how many cores the build's processes keep busy, second by second,
and when each stage and each export starts and ends, in which process (issue 7).

Usage::

    python bench/build_timeline.py [--corpus DIR] [--size 3000] [--jobs 2] [--interval 0.25]
                                   [--out DIR] [--no-html] [--events FILE] [--quiet-intervals]

Input: the first ``--size`` records of ``neurips2023.jsonl`` followed by ``iclr2024.jsonl``
(as ``bench/build_bench.py`` takes them). The build runs in this process, exactly as
``kg build FILE --jobs J`` does, into ``--out`` (default: a temporary folder, removed after).

Printed:

* the stages and sub-stages (the functions named in :data:`MARKED`), each with its start and
  end (seconds since the build started), wall and CPU seconds (of the process that ran it:
  the build process or a forked writer; the extraction stage's CPU is its workers' too) and
  the process that ran it;
* the busy cores in each interval: the CPU seconds of the build process, its live descendants
  and the descendants it reaped, per wall second (a sampler thread every ``--interval`` s;
  its own CPU is inside), as a line per interval and summed per stage of the build process
  ("idle core-seconds": ``jobs`` x wall - CPU, over the stage).

The CPU seconds are those of this build's processes only: other programs on the machine do
not count, though they slow this build down (the wall times depend on the machine's load).
This is a script, not a test.
"""
from __future__ import annotations

import argparse
import functools
import importlib
import os
import resource
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import psutil  # noqa: E402

from build_bench import DEFAULT_CORPUS, write_subset  # noqa: E402

#: (module, attribute) of each function timed: the build's stages, then the steps inside them.
MARKED = [
    ("kg.pipeline", "_read_while_loading"), ("kg.pipeline", "extract_all"),
    ("kg.pipeline", "triples_from_extractions"), ("kg.pipeline", "resolve"), ("kg.pipeline", "_linked"),
    ("kg.graph", "TripleBuilder.add_papers"), ("kg.graph", "TripleBuilder.finish"),
    ("kg.graph", "TripleIndex.prepare"),
    ("kg.pipeline", "summarise"), ("kg.pipeline", "write_all"), ("kg.pipeline", "write_exports"),
    ("kg.export", "ntriples_lines"), ("kg.export", "write_lines"), ("kg.export", "read_back_ntriples"),
    ("kg.export", "_serialize"), ("kg.export", "write_graphml"), ("kg.export", "to_networkx"),
    ("kg.export", "entities_csv"), ("kg.export", "papers_csv"), ("kg.export", "retired_csv"),
    ("kg.export", "_wrapped_html"), ("kg.view", "render_html"),
    ("kg.pipeline", "_wikidata_links_lost"), ("kg.export", "commit_files"),
]


def _cpu() -> float:
    """CPU seconds of this process (all threads) and of the children it reaped."""
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def _tree_cpu(proc: psutil.Process) -> float:
    """CPU seconds of this process, its reaped children and its live descendants."""
    total = _cpu()
    for child in proc.children(recursive=True):
        try:
            t = child.cpu_times()
            total += t.user + t.system
        except psutil.Error:
            pass
    return total


class Events:
    """Start/end records of the marked functions, appended to one file by every process
    (a forked writer too: O_APPEND writes of one line are not interleaved)."""

    def __init__(self, path: Path, t0: float) -> None:
        self.path, self.t0 = path, t0
        self.fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)

    def mark(self, name: str, start: float, end: float, cpu: float) -> None:
        os.write(self.fd, f"{os.getpid()}\t{name}\t{start - self.t0:.3f}\t{end - self.t0:.3f}\t{cpu:.3f}\n".encode())

    def read(self) -> list[tuple[int, str, float, float, float]]:
        rows = []
        for line in self.path.read_text().splitlines():
            pid, name, a, b, c = line.split("\t")
            rows.append((int(pid), name, float(a), float(b), float(c)))
        return rows


def _wrap(events_ref: list, name: str, fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        t, c = time.perf_counter(), _cpu()
        try:
            return fn(*args, **kwargs)
        finally:
            if events_ref:
                events_ref[0].mark(name, t, time.perf_counter(), _cpu() - c)
    return wrapper


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--size", type=int, default=3000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--interval", type=float, default=0.25)
    ap.add_argument("--out", type=Path, help="export folder (default: a temporary one)")
    ap.add_argument("--no-html", action="store_true")
    ap.add_argument("--events", type=Path, help="keep the raw events here")
    ap.add_argument("--quiet-intervals", action="store_true", help="no line per interval")
    args = ap.parse_args(argv)

    for module in ("spacy", "kg.extract"):
        importlib.import_module(module)
    events_ref: list = []
    for module, attr in MARKED:
        mod = importlib.import_module(module)
        owner, _, leaf = attr.rpartition(".")
        holder = getattr(mod, owner) if owner else mod
        if hasattr(holder, leaf):
            setattr(holder, leaf, _wrap(events_ref, attr, getattr(holder, leaf)))
    import kg.pipeline as pipeline

    with tempfile.TemporaryDirectory(prefix="kg-timeline-") as tmp:
        path, n = write_subset(args.corpus, args.size, Path(tmp))
        out = args.out or Path(tmp) / "out"
        events = Events(args.events or Path(tmp) / "events.tsv", time.perf_counter())
        events_ref.append(events)
        me = psutil.Process()
        samples: list[tuple[float, float]] = []
        stop = threading.Event()

        def sample() -> None:
            while not stop.is_set():
                samples.append((time.perf_counter() - events.t0, _tree_cpu(me)))
                stop.wait(args.interval)

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        t, c = time.perf_counter(), _cpu()
        _, summary = pipeline.build([path], out_dir=out, n_process=args.jobs, html=not args.no_html)
        wall, cpu = time.perf_counter() - t, _cpu() - c
        stop.set()
        sampler.join()
        samples.append((time.perf_counter() - events.t0, _tree_cpu(me)))
        rows = events.read()

    print(f"{summary.papers} abstracts, {args.jobs} jobs: build {wall:.1f} s wall, {cpu:.1f} CPU-s "
          f"({summary.papers / wall:.1f} abstracts/s)")
    main_pid = os.getpid()
    print(f"{'function':34} {'process':8} {'start':>7} {'end':>7} {'wall':>6} {'CPU':>6}")
    for pid, name, a, b, c in sorted(rows, key=lambda r: (r[2], -r[3])):
        who = "build" if pid == main_pid else f"fork {pid}"
        print(f"{name:34} {who:8} {a:7.2f} {b:7.2f} {b - a:6.2f} {c:6.2f}")
    # busy cores per interval, and per top-level stage of the build process
    busy = [(t1, (c1 - c0) / (t1 - t0) if t1 > t0 else 0.0)
            for (t0, c0), (t1, c1) in zip(samples, samples[1:])]
    if not args.quiet_intervals:
        print("busy cores per interval (end time: cores):")
        print(" ".join(f"{t:.1f}:{b:.2f}" for t, b in busy))
    stages = [r for r in rows if r[0] == main_pid and r[1] in
              ("_read_while_loading", "extract_all", "triples_from_extractions", "summarise", "write_all")]
    print(f"{'stage':26} {'wall':>6} {'tree CPU':>9} {'busy cores':>10} {'idle core-s':>11}")

    def tree_cpu_between(a: float, b: float) -> float:
        def at(x: float) -> float:  # linear interpolation of the cumulative CPU
            for (t0, c0), (t1, c1) in zip(samples, samples[1:]):
                if t0 <= x <= t1:
                    return c0 + (c1 - c0) * ((x - t0) / (t1 - t0) if t1 > t0 else 0)
            return samples[-1][1] if x > samples[-1][0] else samples[0][1]
        return at(b) - at(a)

    def row(name: str, a: float, b: float) -> None:
        tc = tree_cpu_between(a, b)
        print(f"{name:26} {b - a:6.2f} {tc:9.2f} {tc / (b - a):10.2f} {args.jobs * (b - a) - tc:11.2f}")

    last = 0.0
    for pid, name, a, b, c in sorted(stages, key=lambda r: r[2]):
        if a - last > 0.05:
            row("(between)", last, a)
        row(name, a, b)
        last = b
    if samples[-1][0] - last > 0.05:
        row("(after)", last, samples[-1][0])
    return 0


if __name__ == "__main__":
    sys.exit(main())
