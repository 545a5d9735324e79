"""Where a worker's extraction CPU goes, measured without cProfile's distortion (issue 7).

Usage::

    python bench/extract_profile.py [--corpus DIR] [--size 1000] [--batch-size 32]
                                    [--sample] [--top 40]

Input: the first ``--size`` records of ``neurips2023.jsonl`` followed by ``iclr2024.jsonl`` (as
``bench/build_bench.py`` takes them). One process extracts them exactly as a build's worker
does (:meth:`kg.extract.Extractor.extract_many`, ``--batch-size`` papers per ``nlp.pipe``
batch: the pool's chunk size), after 20 papers for warm-up; nothing is written.

Printed (CPU seconds of this process, ``time.process_time``):

* each pipeline component in pipeline order: the statistical ones (``tok2vec``, ``tagger``,
  ``senter``) as the time of their ``predict`` and ``set_annotations`` (the title tagger's
  calls of ``tok2vec`` and ``tagger`` excluded), the PaperKG ones per Doc; then
  :meth:`~kg.extract.Extractor._to_extraction` (results, code links, the record) and the rest
  (cleaning, tokenising, spaCy's batching): the columns add up to the total;
* the role stages of ``paperkg_roles`` (each method :meth:`kg.extract.roles._State.run`
  calls), and the title tagger (:func:`kg.extract.roles.title_tagger`): calls and CPU;
* with ``--sample``: a sampling profile. A thread reads the main thread's innermost Python
  frame about every 0.5 ms (``sys._current_frames``) and counts it (own time by function and
  by line) and every function on the stack (cumulative). cProfile's per-call cost inflates the
  rules' many small functions about 2.5x (66 profiled CPU-s for 26 unprofiled at 1,000
  abstracts); sampling does not, but time inside C code that holds the GIL (spaCy's tokenizer)
  is credited to the next Python line that runs, so read it by function and stack, not by
  C built-in.

The ``calls`` column counts a statistical component's ``predict`` and ``set_annotations``
each (two per batch). The timers wrap about 40 calls per abstract (well under 1% of the CPU);
compare runs of this script with each other, not with a build.
CPU seconds on a shared machine move by 10-25% between runs (docs/SPEED.md): alternate the
commits compared and take more than one run. This is a script, not a test.
"""
from __future__ import annotations

import argparse
import collections
import gc
import inspect
import re
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(1, str(ROOT / "bench"))  # (build_bench, when this file is imported from elsewhere)

from build_bench import DEFAULT_CORPUS, write_subset  # noqa: E402

_cpu = time.process_time


class Timers:
    """Named CPU-second counters; :meth:`wrap` times a callable into one of them.

    A timer that runs inside another (a role stage inside ``paperkg_roles``) is counted in
    both; :attr:`nested` names the counters that are parts of another, left out of sums."""

    def __init__(self):
        self.total: dict[str, float] = collections.defaultdict(float)
        self.calls: dict[str, int] = collections.defaultdict(int)
        self.nested: set[str] = set()

    def wrap(self, name: str, fn, nested: bool = False):
        """``fn`` timed into counter ``name`` (CPU seconds and calls); returns the wrapper."""
        if nested:
            self.nested.add(name)
        total, calls = self.total, self.calls

        def timed(*args, **kwargs):
            start = _cpu()
            try:
                return fn(*args, **kwargs)
            finally:
                total[name] += _cpu() - start
                calls[name] += 1
        return timed

    def clear(self) -> None:
        """Zero every counter (after the warm-up)."""
        self.total.clear()
        self.calls.clear()


def instrument(extractor, timers: Timers) -> None:
    """Put timers around the pipeline's components, ``_to_extraction``, the role stages and
    the title tagger of ``extractor`` (a loaded :class:`kg.extract.Extractor`), in place.

    The statistical components keep their ``pipe`` (spaCy batches them as in a build); their
    ``predict`` and ``set_annotations`` are timed while the pipeline runs them, not while the
    title tagger does (its calls are timed as one item, ``title tagger``)."""
    import kg.extract.roles as roles

    nlp = extractor.nlp
    role_tagger = nlp.get_pipe("paperkg_roles")  # (before its entry is replaced by a timer)
    in_title = [False]
    for name, proc in nlp.pipeline:
        if hasattr(proc, "predict") and hasattr(proc, "set_annotations"):
            for meth in ("predict", "set_annotations"):
                fn = getattr(proc, meth)

                def outer(*args, _fn=fn, _timed=timers.wrap(name, fn), **kwargs):
                    return _fn(*args, **kwargs) if in_title[0] else _timed(*args, **kwargs)
                setattr(proc, meth, outer)
        else:
            idx = nlp.pipe_names.index(name)
            nlp._components[idx] = (name, timers.wrap(name, proc))
    extractor._to_extraction = timers.wrap("_to_extraction", extractor._to_extraction)
    if role_tagger._tag_title is not None:
        tag = role_tagger._tag_title

        def title(*texts):
            in_title[0] = True
            try:
                return tag(*texts)
            finally:
                in_title[0] = False
        role_tagger._tag_title = timers.wrap("title tagger", title, nested=True)
    for stage in re.findall(r"self\.(\w+)\(\)", inspect.getsource(roles._State.run)):
        setattr(roles._State, stage, timers.wrap("roles." + stage, getattr(roles._State, stage), nested=True))


class Sampler:
    """The sampling profiler of ``--sample`` (see the module docstring)."""

    def __init__(self, interval: float = 0.0005):
        self.interval = interval
        self.own: collections.Counter = collections.Counter()
        self.lines: collections.Counter = collections.Counter()
        self.stack: collections.Counter = collections.Counter()
        self.samples = 0
        self._stop = threading.Event()
        self._main = threading.main_thread().ident
        self._thread = threading.Thread(target=self._run, daemon=True)

    @staticmethod
    def _where(code) -> str:
        name = code.co_filename
        for cut in (str(ROOT) + "/", "site-packages/"):
            if cut in name:
                name = name.split(cut, 1)[1]
        return name

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            frame = sys._current_frames().get(self._main)
            if frame is None:
                continue
            self.samples += 1
            code = frame.f_code
            self.own[(self._where(code), code.co_name)] += 1
            self.lines[(self._where(code), frame.f_lineno)] += 1
            seen = set()
            while frame is not None:
                key = (self._where(frame.f_code), frame.f_code.co_name)
                if key not in seen:
                    seen.add(key)
                    self.stack[key] += 1
                frame = frame.f_back

    def __enter__(self):
        self._switch = sys.getswitchinterval()
        sys.setswitchinterval(self.interval / 2)  # (so that the sampler gets the GIL in time)
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()
        sys.setswitchinterval(self._switch)

    def report(self, top: int) -> None:
        """Print the own-time, line and cumulative (PaperKG functions) tables, in % of samples."""
        n = max(1, self.samples)
        print(f"\n== sampling profile: {self.samples} samples ==")
        print("-- own time (innermost Python frame) --")
        for (where, fn), k in self.own.most_common(top):
            print(f"{100 * k / n:5.1f}%  {where}:{fn}")
        print("-- PaperKG lines --")
        kg_lines = [(w, k) for w, k in self.lines.most_common() if w[0].startswith("kg/")][:top]
        for (where, line), k in kg_lines:
            print(f"{100 * k / n:5.1f}%  {where}:{line}")
        print("-- cumulative (PaperKG functions on the stack) --")
        kg_stack = [(w, k) for w, k in self.stack.most_common() if w[0].startswith("kg/")][:top]
        for (where, fn), k in kg_stack:
            print(f"{100 * k / n:5.1f}%  {where}:{fn}")


def bench_papers(corpus: Path, size: int) -> list:
    """The first ``size`` records of the benchmark corpus ``corpus`` (the files
    ``bench/build_bench.py`` reads), read as ``kg build`` reads them: a list of
    :class:`kg.read.Paper`. Prints which ``kg`` is measured. Shared by this script and
    ``bench/rule_yield_profile.py``."""
    import kg
    from kg.pipeline import read_papers
    from kg.read import ReadReport

    print(f"measuring kg from {Path(kg.__file__).parent}")
    with tempfile.TemporaryDirectory(prefix="kg-extract-profile-") as tmp:
        path, _ = write_subset(corpus, size, Path(tmp))
        return list(read_papers([str(path)], None, ReadReport()))


def main(argv=None) -> int:
    """Run the measurement (see the module docstring); returns the exit status."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--size", type=int, default=1000)
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--sample", action="store_true", help="also print a sampling profile")
    ap.add_argument("--top", type=int, default=40)
    args = ap.parse_args(argv)

    papers = bench_papers(args.corpus, args.size)
    from kg.extract import Extractor

    extractor = Extractor()
    timers = Timers()
    instrument(extractor, timers)
    for _ in extractor.extract_many(papers[:20], batch_size=20):
        pass
    timers.clear()
    gc.freeze()  # (as the build does before forking its workers)
    sampler = Sampler() if args.sample else None
    start = _cpu()
    if sampler is not None:
        with sampler:
            for _ in extractor.extract_many(papers, batch_size=args.batch_size):
                pass
    else:
        for _ in extractor.extract_many(papers, batch_size=args.batch_size):
            pass
    total = _cpu() - start
    print(f"{len(papers)} abstracts, batch size {args.batch_size}: {total:.2f} CPU-s "
          f"({1000 * total / max(1, len(papers)):.1f} ms per abstract)")
    print(f"{'item':32s} {'CPU-s':>7s} {'share':>6s} {'calls':>7s}")
    parts = [k for k in timers.total if k not in timers.nested]
    for name in parts:
        v = timers.total[name]
        print(f"{name:32s} {v:7.2f} {100 * v / total:5.1f}% {timers.calls[name]:7d}")
    rest = total - sum(timers.total[k] for k in parts)
    print(f"{'rest (clean, tokenise, batching)':32s} {rest:7.2f} {100 * rest / total:5.1f}%")
    print("-- inside paperkg_roles --")
    for name in sorted(timers.nested, key=lambda k: -timers.total[k]):
        v = timers.total[name]
        if v >= 0.005 * total:
            print(f"{name:32s} {v:7.2f} {100 * v / total:5.1f}% {timers.calls[name]:7d}")
    if sampler is not None:
        sampler.report(args.top)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
