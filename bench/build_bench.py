"""Build throughput, memory and scaling of ``kg build`` against bare spaCy (issue 7).

Usage::

    python bench/build_bench.py [--corpus DIR] [--sizes 1000 3000 5854] [--jobs N]
                                [--no-html] [--no-bare] [--json OUT.json]
    python bench/build_bench.py --profile 1000 [--profile-jobs 1] [--corpus DIR]

Input: the first N records of ``neurips2023.jsonl`` followed by ``iclr2024.jsonl`` (5,854
abstracts in all) from ``--corpus`` (default ``../shared/corpus`` relative to the
repository, i.e. the folder ``shared/corpus`` beside the checkout; a missing folder or file
stops the script with a message naming the path and ``--corpus``). For each size N the script writes those records to a temporary JSONL file and
runs, each in a **fresh subprocess** (so every peak is that size's own):

* ``build``: :func:`kg.pipeline.build` on the file, exactly as ``kg build FILE --jobs J``
  does (read, dedupe, then clean and extract in a pool of J worker processes
  (:mod:`kg.extract.pool`), resolve, link, graph, summary, and every export incl. graph.html
  unless ``--no-html``) into a temporary folder.
  The wall time is the whole call; a per-stage split is measured by wrapping the
  pipeline's stage functions (_read_while_loading: the input read in a forked process
  while the build process loads the extraction pipeline, or read_papers where the input
  is read in the build process; extract_all, triples_from_extractions (or
  graph_from_extractions for --store builds), summarise, write_all) with timers.
* ``bare``: the same spaCy model running exactly the statistical components that
  :func:`kg.extract.load_nlp` keeps (read from it; e.g. tok2vec, tagger, senter) and none
  of PaperKG's components (nor the rule-based attribute_ruler, which load_nlp replaces
  by its own POS table); ``nlp.pipe`` over the same abstracts (raw text) with the same
  ``n_process`` and ``batch_size`` (the default of
  :meth:`kg.extract.Extractor.extract_many`); timed from model load to the last Doc.
  Input reading is outside this timer. This is the strict baseline: everything the
  build adds on top of spaCy's own models counts against the build.

The code measured is always this checkout's: the script puts its repository first on
``sys.path`` (before ``PYTHONPATH`` and any installed PaperKG, e.g. an editable install of
another worktree), in itself and in its children, prints which ``kg`` it imported (path,
version, commit) and stops if a child imported another; ``--which-kg`` prints only that.

Both children import spaCy and :mod:`kg.extract` before their timers start (until
2026-11-30 the build's timer also held those imports, about 1 s that the bare timer did
not); loading the model is inside both timers.

Reported per size: abstracts (after dedupe), wall seconds, abstracts/s, CPU seconds
(user + system over the process tree) and abstracts per CPU-second, peak RSS in MB, the
build/bare ratio of wall and of CPU time, the wall time and the peak RSS of each stage, and
the git commit measured. Each stage's CPU time (this process plus the worker processes the
stage started and joined, from ``getrusage``) is printed too, and
split into the joined worker processes' and the build process's own (which holds the memory
sampler's thread). Peak RSS is sampled every 20 ms with psutil as the sum of the RSS
of the process and all its descendants (the extraction worker processes); pages shared
copy-on-write after fork are counted once per process, so this is an upper bound. The
memory target is checked on the peak **PSS** sum (proportional set size, sampled every
second): each shared page is split between the processes sharing it, so the sum counts it
once, as the kernel does against a cgroup memory limit. Both are printed. The sampling
thread runs inside each measured child, so its CPU time is inside the measured CPU; it is
printed on its own ("memory sampler's own CPU"; see :class:`TreeUsage`). Without
psutil, ``getrusage`` self + children maxima are summed. On a shared machine the wall
times depend on the other load; CPU times much less so, and "CPU time / jobs" is the rate
the build would reach with its cores to itself.

Growth: the log-log least-squares slope of time and of peak memory (the PSS sum; the RSS
sum without it) against N (1.0 = linear, < 1 = sub-linear) and the marginal cost per extra
abstract between consecutive sizes (ms and KB per abstract).

Targets (2-core machine, README's speed section and docs/SPEED.md): >= 100 abstracts/s end
to end (the build's wall time, reading to the last export); build <= 1.3x bare spaCy; peak
memory < 2 GB at 5,854 abstracts and growing no faster than linearly. The memory target is
checked on the peak **PSS** sum, not the RSS sum: the extraction workers and the forked
export writer share their parent's pages copy-on-write, and the RSS sum counts each shared
page once per process that maps it (240-380 MB more than the PSS sum at 5,849 in sessions
46-53's runs, docs/SPEED.md), while the PSS sum splits each shared page between the processes
sharing it and so counts it once, which is what the machine holds and what a cgroup memory
limit (a batch job's) charges. The RSS sum is printed beside it, and stands in for it when no
PSS was read (without psutil). Each target is printed with PASS/FAIL.

``--profile N`` runs one build of N abstracts under cProfile (``--profile-jobs``, default
1, so the extraction runs in the profiled process) and prints the functions with the most
own time and the kg functions with the most cumulative time.

Load (session 61): the 1-minute load average (``os.getloadavg``) at the start and at the end is
printed and written to the JSON (``load_average``: ``{"start": [1, 5, 15-minute], "end":
[...]}``), and a warning (``load_warning`` in the JSON) is printed when either 1-minute value
is over :data:`LOAD_WARN`: other programs then shared the cores, and the wall times (and the
rates from them) are not comparable with another run's; the CPU times much less affected.

This is a script, not a test: numbers depend on the machine and its load.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Optional

REPO = Path(__file__).resolve().parent.parent
# Measure the checkout this script lives in: its folder first on sys.path, before any `kg`
# import here or in the children (which run this script again), so neither PYTHONPATH nor an
# installed PaperKG (an editable install of another checkout) decides which code is timed.
# (`python bench/build_bench.py` puts bench/, not the repository, first on sys.path.)
if sys.path[:1] != [str(REPO)]:
    sys.path.insert(0, str(REPO))
if str(REPO / "bench") not in sys.path:  # loaded by path (tests): its sibling modules
    sys.path.append(str(REPO / "bench"))
from _own_checkout import head_commit  # noqa: E402  (the checkout's HEAD commit, shared by the bench scripts)
DEFAULT_CORPUS = REPO.parent / "shared" / "corpus"
CORPUS_FILES = ("neurips2023.jsonl", "iclr2024.jsonl")
DEFAULT_SIZES = (1000, 3000, 5854)

#: The 1-minute load average above which the run's wall times are flagged as not comparable
#: (trial Y61 ran it at load 8-13 on 2 cores, and nothing said so).
LOAD_WARN = 1.5

TARGET_RATE = 100.0       # abstracts per second, end to end
TARGET_RATIO = 1.3        # build time / bare spaCy time
TARGET_RSS_MB = 2048.0    # peak memory at the largest size, checked on the PSS sum (module docstring)


# ----------------------------------------------------------------------------- memory

class TreeUsage:
    """Peak resident memory (bytes) and CPU time (s) of this process plus its descendants.

    A daemon thread samples with psutil: every ``interval`` seconds the sum of RSS over the
    process tree (its maximum is the peak) and, per process id, the last user+system CPU
    time seen (summed at :meth:`stop`; a child that exits loses at most one interval);
    every ``pss_interval`` seconds, and at :meth:`stop`, the sum of PSS. The list of
    descendants is refreshed every ``children_interval`` seconds (listing them reads
    ``/proc/*/stat`` of every process on the machine). CPU time is the load-independent
    measure on a shared machine. Without psutil, the ``getrusage`` maxima and CPU times of
    self and reaped children are used.

    The sampler runs in the measured process, so its CPU time is part of that process's
    (and of a stage's) CPU time; it is measured on its own (:attr:`sampler_cpu`) and
    printed. Reading a process's PSS makes the kernel walk its page tables
    (``/proc/PID/smaps_rollup``): about 50 ms of CPU for three processes sharing 1 GB,
    so it is read once a second (until 2026-11-30 every 100 ms, which cost the 1.4 GB
    build more than the 0.9 GB bare run); the memory peaks this measures (the extraction,
    the exports) last several seconds.
    """

    def __init__(self, interval: float = 0.02, pss_interval: float = 1.0, children_interval: float = 0.1):
        self.interval = interval
        self.pss_interval = pss_interval
        self.children_interval = children_interval
        self.peak = 0
        #: peak of the PSS sum (bytes): physical memory with shared pages split between
        #: the processes sharing them, i.e. counted once, as a cgroup memory limit does
        self.peak_pss = 0
        self.stage_peaks_pss: dict[str, int] = {}
        #: CPU seconds used by the sampling thread itself (part of the measured CPU time)
        self.sampler_cpu = 0.0
        self._last_pss = self._last_children = -math.inf
        self._children: list = []
        #: label of the work going on now (set by the caller); peaks are kept per label
        self.stage = "other"
        self.stage_peaks: dict[str, int] = {}
        self.cpu: dict[int, float] = {}
        self._stop = threading.Event()
        try:
            import psutil
        except ImportError:
            self._proc = None
            self.method = "getrusage self+children maxrss"
        else:
            self._proc = psutil.Process()
            self.method = (f"psutil over the process tree: RSS sum every {interval * 1000:.0f} ms (pages "
                           f"shared copy-on-write counted once per process: an upper bound), PSS sum every "
                           f"{pss_interval:g} s (shared pages counted once)")
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _sample(self, pss: bool) -> tuple[int, int]:
        now = time.perf_counter()
        if now - self._last_children >= self.children_interval:
            self._children = self._proc.children(recursive=True)
            self._last_children = now
        total = total_pss = 0
        for proc in [self._proc, *self._children]:
            try:
                with proc.oneshot():
                    total += proc.memory_info().rss
                    if pss:
                        total_pss += proc.memory_full_info().pss
                    t = proc.cpu_times()
                    self.cpu[proc.pid] = t.user + t.system
            except Exception:  # the child exited between listing and reading
                pass
        return total, total_pss

    def _record(self, force_pss: bool = False) -> None:
        pss_now = force_pss or time.perf_counter() - self._last_pss >= self.pss_interval
        if pss_now:
            self._last_pss = time.perf_counter()
        (rss, pss), stage = self._sample(pss_now), self.stage
        self.peak = max(self.peak, rss)
        self.stage_peaks[stage] = max(self.stage_peaks.get(stage, 0), rss)
        if pss_now:
            self.peak_pss = max(self.peak_pss, pss)
            self.stage_peaks_pss[stage] = max(self.stage_peaks_pss.get(stage, 0), pss)

    def _run(self) -> None:
        start = time.thread_time()
        try:
            while not self._stop.is_set():
                self._record()
                self._stop.wait(self.interval)
        finally:
            self.sampler_cpu = time.thread_time() - start

    def start(self) -> "TreeUsage":
        if self._proc is not None:
            self._thread.start()
            self._cpu0 = sum(self._proc.cpu_times()[:2])
        return self

    def stop(self) -> tuple[int, float]:
        """Stop sampling; return (peak RSS in bytes, CPU seconds since :meth:`start`)."""
        import resource

        if self._proc is not None:
            self._stop.set()
            self._thread.join()
            self._children = self._proc.children(recursive=True)
            self._record(force_pss=True)
            own = self.cpu.pop(self._proc.pid) - self._cpu0
            return self.peak, own + sum(self.cpu.values())
        me = resource.getrusage(resource.RUSAGE_SELF)
        ch = resource.getrusage(resource.RUSAGE_CHILDREN)
        return (me.ru_maxrss + ch.ru_maxrss) * 1024, me.ru_utime + me.ru_stime + ch.ru_utime + ch.ru_stime


# ----------------------------------------------------------------------------- children

def _read(path: str):
    from kg.pipeline import read_papers
    from kg.read import ReadReport

    return read_papers([path], None, ReadReport())


def measured_kg() -> dict:
    """The ``kg`` package this process imported: ``{"path": its folder, "version": kg.__version__,
    "in_repo": whether it is this checkout's kg/ (:data:`REPO`)}``. The benchmark prints it and
    refuses numbers of another checkout's code (a ``kg`` imported before this script put its
    repository first on sys.path)."""
    import kg

    path = Path(kg.__file__).resolve().parent
    return {"path": str(path), "version": getattr(kg, "__version__", "?"), "in_repo": path == REPO / "kg"}


def _cpu_self_and_children() -> float:
    """User + system CPU seconds of this process and of its reaped children (getrusage).

    A stage's difference counts the worker processes it started and joined (the extraction
    pool, the forked export process), so it is the stage's CPU over the process tree.
    """
    import resource

    me = resource.getrusage(resource.RUSAGE_SELF)
    ch = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + ch.ru_utime + ch.ru_stime


def _cpu_children() -> float:
    """User + system CPU seconds of this process's reaped children (getrusage RUSAGE_CHILDREN):
    a stage's difference is the CPU of the worker processes it started and joined, without
    this process's own (which holds the memory sampler's thread, :class:`TreeUsage`, whose CPU
    grows with the wall time, so with the machine's other load)."""
    import resource

    ch = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ch.ru_utime + ch.ru_stime


def child_build(path: str, jobs: int, html: bool) -> dict:
    """Run :func:`kg.pipeline.build` on ``path``; return timings (s) and peak RSS (bytes).

    spaCy and :mod:`kg.extract` are imported before the timer starts, as :func:`child_bare`
    imports them before its own: Python module imports are in neither measurement, while
    loading the model, the PaperKG components and their vocabularies is in both.
    """
    import importlib

    for module in ("spacy", "kg.extract"):  # imported before the timer, as in child_bare
        importlib.import_module(module)
    import kg.pipeline as pipeline

    stages: dict[str, float] = {}
    stage_cpu: dict[str, float] = {}
    stage_cpu_children: dict[str, float] = {}  # (of stage_cpu: the joined worker processes')
    mem = TreeUsage()

    def timed(name, fn):
        def wrapper(*args, **kwargs):
            t, c, w = time.perf_counter(), _cpu_self_and_children(), _cpu_children()
            outer, mem.stage = mem.stage, name
            try:
                return fn(*args, **kwargs)
            finally:
                mem.stage = outer
                stages[name] = stages.get(name, 0.0) + time.perf_counter() - t
                stage_cpu[name] = stage_cpu.get(name, 0.0) + _cpu_self_and_children() - c
                stage_cpu_children[name] = stage_cpu_children.get(name, 0.0) + _cpu_children() - w
        return wrapper

    for name in ("_read_while_loading", "read_papers", "extract_all", "graph_from_extractions",
                 "triples_from_extractions", "summarise", "write_all"):
        if hasattr(pipeline, name):
            setattr(pipeline, name, timed(name, getattr(pipeline, name)))
    mem.start()
    with tempfile.TemporaryDirectory(prefix="kg-bench-") as out:
        t0 = time.perf_counter()
        g, summary = pipeline.build([path], out_dir=Path(out), n_process=jobs, html=html)
        wall = time.perf_counter() - t0
        sizes = {p.name: p.stat().st_size for p in Path(out).iterdir()}
    peak, cpu = mem.stop()
    return {"papers": summary.papers, "triples": len(g), "wall": wall, "cpu": cpu, "stages": stages,
            "stage_cpu": stage_cpu, "stage_cpu_children": stage_cpu_children,
            "peak_rss": peak, "peak_pss": mem.peak_pss, "sampler_cpu": mem.sampler_cpu, "stage_peak_rss": mem.stage_peaks,
            "stage_peak_pss": mem.stage_peaks_pss, "commit": head_commit(), "rss_method": mem.method, "outputs": sizes,
            "kg": measured_kg()["path"]}


def child_bare(path: str, jobs: int, batch_size: int) -> dict:
    """``nlp.pipe`` over the abstracts of ``path`` with the extraction's spaCy settings.

    The statistical components are those :func:`kg.extract.load_nlp` keeps (read from a
    reference pipeline loaded before the timer); the PaperKG components are left out.
    """
    import importlib

    import spacy

    from kg.extract import load_nlp
    from kg.extract.pipeline import MODEL_PACKAGES

    texts = [p.abstract for p in _read(path)]
    ref = load_nlp()
    pipes = [name for name in ref.pipe_names if not name.startswith("paperkg_")]
    del ref
    package = None
    for name in MODEL_PACKAGES:  # the same choice as kg.extract.load_nlp
        try:
            full = importlib.import_module(name).load()
        except ImportError:
            try:
                full = spacy.load(name)
            except OSError:
                continue
        package, components = name, list(full.component_names)
        del full
        break
    if package is None:
        raise SystemExit(f"none of {MODEL_PACKAGES} is installed")
    exclude = [c for c in components if c not in pipes]
    mem = TreeUsage().start()
    t0 = time.perf_counter()
    try:
        nlp = importlib.import_module(package).load(exclude=exclude)
    except ImportError:
        nlp = spacy.load(package, exclude=exclude)
    for name in pipes:  # e.g. senter, disabled in the package's config
        if name in nlp.disabled:
            nlp.enable_pipe(name)
    if list(nlp.pipe_names) != pipes:
        raise SystemExit(f"bare pipeline {nlp.pipe_names} differs from the extraction's {pipes}")
    t_load = time.perf_counter() - t0
    n = 0
    for _doc in nlp.pipe(texts, n_process=jobs, batch_size=batch_size):
        n += 1
    wall = time.perf_counter() - t0
    peak, cpu = mem.stop()
    return {"papers": n, "wall": wall, "cpu": cpu, "load": t_load, "pipes": list(nlp.pipe_names),
            "peak_rss": peak, "peak_pss": mem.peak_pss, "sampler_cpu": mem.sampler_cpu, "rss_method": mem.method}


def child_profile(path: str, jobs: int, top: int = 30) -> None:
    """cProfile one build; print own-time and kg cumulative-time tables."""
    import cProfile
    import io
    import pstats

    import kg.pipeline as pipeline

    prof = cProfile.Profile()
    with tempfile.TemporaryDirectory(prefix="kg-prof-") as out:
        t0 = time.perf_counter()
        prof.enable()
        _g, summary = pipeline.build([path], out_dir=Path(out), n_process=jobs, html=True)
        prof.disable()
        wall = time.perf_counter() - t0
    print(f"profiled build: {summary.papers} abstracts, jobs={jobs}, {wall:.1f} s "
          f"(cProfile overhead included)")
    for title, key, restrict in (("own time (tottime), all functions", "tottime", None),
                                 ("cumulative time, kg functions", "cumulative", r"/kg/")):
        buf = io.StringIO()
        st = pstats.Stats(prof, stream=buf).strip_dirs() if restrict is None else pstats.Stats(prof, stream=buf)
        st.sort_stats(key)
        if restrict:
            st.print_stats(restrict, top)
        else:
            st.print_stats(top)
        print(f"\n== {title} ==")
        lines = buf.getvalue().splitlines()
        start = next((i for i, ln in enumerate(lines) if ln.lstrip().startswith("ncalls")), 0)
        print("\n".join(ln.replace(str(REPO) + "/", "") for ln in lines[start:] if ln.strip()))


# ----------------------------------------------------------------------------- parent

def load_average() -> Optional[list[float]]:
    """The 1-, 5- and 15-minute load averages (``os.getloadavg``), rounded to 2 decimals; None
    where the system has none (Windows)."""
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except (AttributeError, OSError):
        return None


def load_warning(start: Optional[list[float]], end: Optional[list[float]],
                 limit: float = LOAD_WARN) -> Optional[str]:
    """The warning for a run on a busy machine: None unless the 1-minute load average at the
    start or the end (``[1, 5, 15-minute]`` lists, or None when unknown) is over ``limit``.

    Returns e.g. ``"load average 8.61 at the start, 9.02 at the end (over 1.5): other programs
    shared the cores, so the wall times and rates are not comparable with another run's (the
    CPU times much less affected)"``."""
    firsts = [x[0] for x in (start, end) if x]
    if not firsts or max(firsts) <= limit:
        return None
    said = ", ".join(f"{x[0]:.2f} at the {when}" for x, when in ((start, "start"), (end, "end")) if x)
    return (f"load average {said} (over {limit:g}): other programs shared the cores, so the wall times "
            f"and rates are not comparable with another run's (the CPU times much less affected)")


def check_corpus(corpus: Path, default: bool) -> None:
    """Stop (SystemExit, a one-line message naming the path and ``--corpus``) unless ``corpus``
    is a folder holding the first corpus file; ``default``: it is the default folder, not one
    given with ``--corpus``."""
    how = (f"the default, ../shared/corpus beside the checkout; give --corpus DIR" if default
           else "given with --corpus")
    if not corpus.is_dir():
        raise SystemExit(f"build_bench: corpus folder {corpus} not found ({how}): it must hold "
                         f"{' and '.join(CORPUS_FILES)}")
    first = corpus / CORPUS_FILES[0]
    if not first.is_file():
        raise SystemExit(f"build_bench: {first} not found: the corpus folder ({how}) must hold "
                         f"{' and '.join(CORPUS_FILES)}")


def write_subset(corpus: Path, n: int, folder: Path) -> tuple[Path, int]:
    """Write the first ``n`` records of the corpus files to a JSONL file in ``folder``.

    Returns (path, records written). Raises SystemExit naming a missing corpus file.
    """
    lines: list[str] = []
    for name in CORPUS_FILES:
        f = corpus / name
        if not f.is_file():
            raise SystemExit(f"build_bench: {f}: corpus file not found (give --corpus DIR, a folder holding "
                             f"{' and '.join(CORPUS_FILES)})")
        with f.open(encoding="utf-8") as fh:
            lines.extend(ln for ln in fh if ln.strip())
        if len(lines) >= n:
            break
    lines = lines[:n]
    out = folder / f"subset-{len(lines)}.jsonl"
    out.write_text("".join(ln if ln.endswith("\n") else ln + "\n" for ln in lines), encoding="utf-8")
    return out, len(lines)


def run_child(args: list[str]) -> dict:
    """Run this script as a child with ``args``; return its last stdout line as JSON."""
    cmd = [sys.executable, str(Path(__file__).resolve()), *args]
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=str(REPO))
    if proc.returncode != 0:
        raise SystemExit(f"child {' '.join(args)} failed:\n{proc.stderr[-3000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def loglog_slope(xs: list[float], ys: list[float]) -> Optional[float]:
    """Least-squares slope of log(y) on log(x) (the exponent b of y ~ a x^b)."""
    pts = [(math.log(x), math.log(y)) for x, y in zip(xs, ys) if x > 0 and y > 0]
    if len(pts) < 2:
        return None
    mx = sum(p[0] for p in pts) / len(pts)
    my = sum(p[1] for p in pts) / len(pts)
    den = sum((p[0] - mx) ** 2 for p in pts)
    return sum((p[0] - mx) * (p[1] - my) for p in pts) / den if den else None


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog=f"Each size runs a bare spaCy pass and a kg build in fresh subprocesses; the 1-minute load "
               f"average at the start and end is printed, with a warning above {LOAD_WARN:g} (wall times "
               f"not comparable). The module docstring has the details.")
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS, metavar="DIR",
                    help=f"folder holding {' and '.join(CORPUS_FILES)}, whose first N records are measured "
                         f"(default: ../shared/corpus beside the checkout, here {DEFAULT_CORPUS})")
    ap.add_argument("--sizes", type=int, nargs="+", default=list(DEFAULT_SIZES), metavar="N",
                    help=f"numbers of records to measure, one run each, smallest first for the growth "
                         f"figures (default: {' '.join(map(str, DEFAULT_SIZES))})")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, metavar="J",
                    help="worker processes (n_process) for both the build and the bare spaCy run "
                         "(default: the cores, %(default)s here)")
    ap.add_argument("--no-html", action="store_true", help="build without graph.html")
    ap.add_argument("--no-bare", action="store_true",
                    help="skip the bare spaCy runs (no build/bare ratio is printed)")
    ap.add_argument("--json", type=Path, metavar="OUT.json",
                    help="also write the results (rows, jobs, batch size, load averages) as JSON to this file")
    ap.add_argument("--profile", type=int, metavar="N",
                    help="instead: run one build of N abstracts under cProfile and print its top functions")
    ap.add_argument("--profile-jobs", type=int, default=1, metavar="J",
                    help="worker processes of the --profile build (default 1: extraction in the profiled process)")
    ap.add_argument("--child", choices=["build", "bare", "profile"], help=argparse.SUPPRESS)
    ap.add_argument("--input", help=argparse.SUPPRESS)
    ap.add_argument("--batch-size", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--which-kg", action="store_true",
                    help="print which kg package the benchmark measures (path, version, commit) and exit")
    a = ap.parse_args(argv)

    kg_info = measured_kg()
    if a.which_kg:
        print(f"kg {kg_info['version']} from {kg_info['path']} (commit {head_commit() or '?'})")
        return 0 if kg_info["in_repo"] else 1
    if not kg_info["in_repo"]:
        raise SystemExit(f"build_bench: imported kg from {kg_info['path']}, not this checkout's {REPO / 'kg'}")

    if a.child == "build":
        print(json.dumps(child_build(a.input, a.jobs, html=not a.no_html)))
        return 0
    if a.child == "bare":
        print(json.dumps(child_bare(a.input, a.jobs, a.batch_size)))
        return 0
    if a.child == "profile":
        child_profile(a.input, a.jobs)
        return 0

    check_corpus(a.corpus, a.corpus == DEFAULT_CORPUS)
    import inspect

    from kg.extract import Extractor

    batch_size = inspect.signature(Extractor.extract_many).parameters["batch_size"].default
    with tempfile.TemporaryDirectory(prefix="kg-bench-in-") as tmp:
        if a.profile:
            path, n = write_subset(a.corpus, a.profile, Path(tmp))
            proc = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--child", "profile",
                                   "--input", str(path), "--jobs", str(a.profile_jobs)], cwd=str(REPO))
            return proc.returncode
        rows = []
        load_start = load_average()
        print(f"measuring kg {kg_info['version']} from {kg_info['path']} (commit {head_commit() or '?'})", flush=True)
        print(f"load average at start: {_load_text(load_start)}", flush=True)
        if (early := load_warning(load_start, None)) is not None:
            print(f"WARNING: {early}", flush=True)
        print(f"corpus {a.corpus} ({' + '.join(CORPUS_FILES)}), n_process={a.jobs}, "
              f"batch_size={batch_size}, html={'no' if a.no_html else 'yes'}, "
              f"cpus={os.cpu_count()}", flush=True)
        for size in a.sizes:
            path, n = write_subset(a.corpus, size, Path(tmp))
            row = {"size": n}
            if not a.no_bare:
                row["bare"] = run_child(["--child", "bare", "--input", str(path), "--jobs", str(a.jobs),
                                         "--batch-size", str(batch_size)])
            row["build"] = run_child(["--child", "build", "--input", str(path), "--jobs", str(a.jobs)]
                                     + (["--no-html"] if a.no_html else []))
            if row["build"].get("kg") != kg_info["path"]:  # the child runs this script: never expected
                raise SystemExit(f"build_bench: the build child measured kg from {row['build'].get('kg')}, "
                                 f"not {kg_info['path']}")
            rows.append(row)
            print_row(row, a.jobs)
        print_summary(rows, a.jobs)
        load_end = load_average()
        warning = load_warning(load_start, load_end)
        print(f"\nload average at end: {_load_text(load_end)}")
        if warning is not None:
            print(f"WARNING: {warning}")
        if a.json:
            a.json.write_text(json.dumps({"jobs": a.jobs, "batch_size": batch_size, "rows": rows,
                                          "load_average": {"start": load_start, "end": load_end},
                                          "load_warning": warning},
                                         indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return 0


def _load_text(load: Optional[list[float]]) -> str:
    """``"1.23 (1 min), 0.98 (5 min), 0.75 (15 min)"``, or ``"unknown"``."""
    if not load:
        return "unknown"
    return ", ".join(f"{x:.2f} ({m} min)" for x, m in zip(load, (1, 5, 15)))


def _mb(b: float) -> float:
    return b / 2 ** 20


def print_row(row: dict, jobs: int) -> None:
    """Print one size: wall and CPU time, rates, peak RSS, ratio to bare spaCy, stages."""
    b = row["build"]
    n = b["papers"]
    print(f"\n{row['size']} records -> {n} abstracts, {b['triples']} triples")
    print(f"  build : {b['wall']:7.1f} s wall  {n / b['wall']:6.1f} abstracts/s  "
          f"CPU {b['cpu']:7.1f} s ({n / b['cpu']:5.1f} abstracts per CPU-s)  peak RSS {_mb(b['peak_rss']):6.0f} MB"
          f"  peak PSS {_mb(b.get('peak_pss', 0)):6.0f} MB")
    if "bare" in row:
        s = row["bare"]
        print(f"  bare  : {s['wall']:7.1f} s wall  {s['papers'] / s['wall']:6.1f} abstracts/s  "
              f"CPU {s['cpu']:7.1f} s ({s['papers'] / s['cpu']:5.1f} abstracts per CPU-s)  "
              f"peak RSS {_mb(s['peak_rss']):6.0f} MB  peak PSS {_mb(s.get('peak_pss', 0)):6.0f} MB")
        print(f"          (model load {s['load']:.1f} s; pipes {','.join(s['pipes'])})")
        print(f"  ratio build/bare: {b['wall'] / s['wall']:.2f}x wall, {b['cpu'] / s['cpu']:.2f}x CPU")
    if "sampler_cpu" in b:
        print(f"  memory sampler's own CPU (inside the CPU times above): build {b['sampler_cpu']:.1f} s"
              + (f", bare {row['bare']['sampler_cpu']:.1f} s" if "sampler_cpu" in row.get("bare", {}) else ""))
    split = ", ".join(f"{k} {v:.1f} s" for k, v in b["stages"].items())
    print(f"  stages (wall): {split}")
    if b.get("stage_cpu"):
        split = ", ".join(f"{k} {v:.1f} s" for k, v in b["stage_cpu"].items())
        print(f"  stages (CPU, with the worker processes each stage joined): {split}")
    if b.get("stage_cpu_children"):
        # the extraction workers' CPU apart from the build process's (memory sampler included):
        # session 54's extract-stage gap (docs/SPEED.md, session 55) could not say which it was in
        split = ", ".join(f"{k} {b['stage_cpu_children'][k]:.1f} + {v - b['stage_cpu_children'][k]:.1f} s"
                          for k, v in b["stage_cpu"].items() if b["stage_cpu_children"].get(k, 0.0) >= 0.05)
        if split:
            print(f"  stages (CPU, joined worker processes + the build process): {split}")
    peaks = ", ".join(f"{k} {_mb(v):.0f}" for k, v in b.get("stage_peak_rss", {}).items())
    print(f"  peak RSS by stage (MB): {peaks}   [code at {b.get('commit') or '?'}]")
    peaks = ", ".join(f"{k} {_mb(v):.0f}" for k, v in b.get("stage_peak_pss", {}).items())
    print(f"  peak PSS by stage (MB): {peaks}")
    print("  outputs: " + ", ".join(f"{k} {v / 2 ** 20:.1f} MB" for k, v in sorted(b["outputs"].items())),
          flush=True)


def print_summary(rows: list[dict], jobs: int) -> None:
    """Print growth exponents, marginal costs and the PASS/FAIL of each target."""
    print("\n== growth ==")
    ns = [r["build"]["papers"] for r in rows]
    times = [r["build"]["wall"] for r in rows]
    cpus = [r["build"]["cpu"] for r in rows]
    rss = [r["build"].get("peak_pss") or r["build"]["peak_rss"] for r in rows]
    st, sc, sm = loglog_slope(ns, times), loglog_slope(ns, cpus), loglog_slope(ns, rss)
    if st is not None:
        print(f"wall time ~ N^{st:.2f}, CPU time ~ N^{sc:.2f}, peak PSS ~ N^{sm:.2f} "
              f"(log-log least squares; 1.00 = linear)")
    for r0, r1 in zip(rows, rows[1:]):
        dn = r1["build"]["papers"] - r0["build"]["papers"]
        if dn > 0:
            dt = (r1["build"]["wall"] - r0["build"]["wall"]) / dn * 1000
            dc = (r1["build"]["cpu"] - r0["build"]["cpu"]) / dn * 1000
            dm = (rss[rows.index(r1)] - rss[rows.index(r0)]) / dn / 1024
            print(f"  {r0['build']['papers']} -> {r1['build']['papers']}: per extra abstract "
                  f"+{dt:.2f} ms wall, +{dc:.2f} ms CPU, {dm:+.1f} KB peak PSS")
    print(f"(RSS: {rows[-1]['build']['rss_method']})")
    print("\n== targets ==")
    last = rows[-1]
    rate = last["build"]["papers"] / last["build"]["wall"]
    ideal = last["build"]["papers"] / (last["build"]["cpu"] / jobs)
    verdicts = [(f">= {TARGET_RATE:.0f} abstracts/s end to end at {last['size']}", rate >= TARGET_RATE,
                 f"{rate:.1f}/s wall; {ideal:.1f}/s if {jobs} cores were free (CPU time / {jobs})")]
    if "bare" in last:
        ratio = last["build"]["wall"] / last["bare"]["wall"]
        cratio = last["build"]["cpu"] / last["bare"]["cpu"]
        verdicts.append((f"<= {TARGET_RATIO}x bare spaCy", ratio <= TARGET_RATIO,
                         f"{ratio:.2f}x wall, {cratio:.2f}x CPU"))
    pss = last["build"].get("peak_pss") or last["build"]["peak_rss"]
    verdicts.append((f"peak memory < {TARGET_RSS_MB / 1024:.0f} GB at {last['size']}",
                     pss < TARGET_RSS_MB * 2 ** 20,
                     f"{_mb(pss):.0f} MB PSS sum (RSS sum, counting shared pages once per process: "
                     f"{_mb(last['build']['peak_rss']):.0f} MB)"))
    if sm is not None:
        verdicts.append(("peak memory grows no faster than linearly", sm <= 1.0, f"exponent {sm:.2f}"))
    for text, ok, value in verdicts:
        print(f"  {'PASS' if ok else 'FAIL'}  {text}: {value}")


if __name__ == "__main__":
    sys.exit(main())
