"""Which role rules work for nothing: calls, CPU and yield of every rule method (issue 7).

Usage::

    python bench/rule_yield_profile.py [--corpus DIR] [--size 1000] [--batch-size 32] [--top 60]

Input: the first ``--size`` bench abstracts, extracted in one process as a worker does
(``bench/extract_profile.py``, whose set-up it reuses), after 20 for warm-up.

Every function defined in a class of :class:`kg.extract.roles._State`'s method resolution
order (the rule mixins of ``kg/extract/roles_*.py``) is wrapped by a timer that records, per
method: calls, inclusive CPU seconds (``time.process_time``; a recursive call is counted
once, at its outermost frame), own CPU seconds (inclusive minus the wrapped methods it
called), and its *yield*: the share of calls that added a candidate (``len(self.cands)``
grew) or returned a value that is not None, False, 0 or empty. A stage method (one
:meth:`kg.extract.roles._State.run` calls) yields when it added a candidate or changed
``self.main_text``/``self.mentions``.

The timers cost about 1 us a call, which inflates methods called very often: read shares
and yields, compare runs of this script with each other. This is a script, not a test.
"""
from __future__ import annotations

import argparse
import collections
import gc
import inspect
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(1, str(ROOT / "bench"))

from build_bench import DEFAULT_CORPUS  # noqa: E402
from extract_profile import bench_papers  # noqa: E402

_cpu = time.process_time


class RuleTimers:
    """Per-method counters: calls, inclusive and own CPU-s, calls that yielded."""

    def __init__(self):
        self.calls = collections.Counter()
        self.incl = collections.defaultdict(float)
        self.own = collections.defaultdict(float)
        self.yields = collections.Counter()
        self.stack: list[list] = []  # [name, start, child time]
        self.active = collections.Counter()
        self.edges = collections.defaultdict(float)  # (caller, callee) -> callee's CPU-s
        self.edge_calls = collections.Counter()

    def wrap(self, name: str, fn, stage: bool):
        """``fn`` (an unbound method) timed into ``name``; ``stage`` selects the stage yield test."""
        calls, incl, own, yields, stack, active = (self.calls, self.incl, self.own, self.yields,
                                                   self.stack, self.active)
        edges, edge_calls = self.edges, self.edge_calls

        def timed(self_, *args, **kwargs):
            n0 = len(self_.cands) if hasattr(self_, "cands") else 0
            m0 = (self_.main_text, len(self_.mentions)) if stage else None
            frame = [name, _cpu(), 0.0]
            stack.append(frame)
            active[name] += 1
            try:
                out = fn(self_, *args, **kwargs)
            finally:
                t = _cpu() - frame[1]
                stack.pop()
                active[name] -= 1
                calls[name] += 1
                if active[name] == 0:
                    incl[name] += t
                own[name] += t - frame[2]
                if stack:
                    stack[-1][2] += t
                    if stack[-1][0] != name:
                        edges[stack[-1][0], name] += t
                        edge_calls[stack[-1][0], name] += 1
            grew = hasattr(self_, "cands") and len(self_.cands) > n0
            if stage:
                if grew or (self_.main_text, len(self_.mentions)) != m0:
                    yields[name] += 1
            elif grew or not (out is None or out is False or (hasattr(out, "__len__") and len(out) == 0)
                              or (isinstance(out, (int, float)) and not isinstance(out, bool) and out == 0)):
                yields[name] += 1
            return out
        timed.__wrapped__ = fn
        timed.rule_timer = True  # (what uninstrument removes)
        return timed

    def clear(self) -> None:
        """Zero every counter (after the warm-up)."""
        for d in (self.calls, self.incl, self.own, self.yields, self.edges, self.edge_calls):
            d.clear()


def instrument(timers: RuleTimers) -> tuple[list[str], dict]:
    """Wrap every function of the rule classes of ``_State`` in place (on ``_State`` itself).

    Returns:
        the stage names (in :meth:`kg.extract.roles._State.run`'s order) and the attributes
        ``_State`` held before (for :func:`uninstrument`; a name missing there was
        inherited).
    """
    import kg.extract.roles as roles

    stages = re.findall(r"self\.(\w+)\(\)", inspect.getsource(roles._State.run))
    before = {}
    done = set()
    for cls in roles._State.__mro__:
        if cls is object:
            continue
        for attr, val in list(vars(cls).items()):
            if attr in done or attr.startswith("__") or not inspect.isfunction(val):
                continue
            if attr == "run":
                continue
            # the method the MRO resolves for this name
            resolved = getattr(roles._State, attr)
            if not inspect.isfunction(resolved):
                continue
            done.add(attr)
            if attr in vars(roles._State):
                before[attr] = vars(roles._State)[attr]
            setattr(roles._State, attr, timers.wrap(attr, resolved, attr in stages))
    return stages, before


def uninstrument(before: dict) -> None:
    """Undo :func:`instrument`: ``_State`` gets back its own attributes and inherits the rest."""
    import kg.extract.roles as roles

    for attr, val in list(vars(roles._State).items()):
        if getattr(val, "rule_timer", False) and attr not in before:
            delattr(roles._State, attr)
    for attr, val in before.items():
        setattr(roles._State, attr, val)


def main(argv=None) -> int:
    """Run the measurement (see the module docstring); returns the exit status."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--size", type=int, default=1000)
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--top", type=int, default=60)
    ap.add_argument("--tsv", type=Path, help="also write every method's row and every caller -> callee edge here")
    args = ap.parse_args(argv)

    papers = bench_papers(args.corpus, args.size)
    from kg.extract import Extractor

    extractor = Extractor()
    timers = RuleTimers()
    stages, _ = instrument(timers)
    for _ in extractor.extract_many(papers[:20], batch_size=20):
        pass
    timers.clear()
    gc.freeze()
    start = _cpu()
    for _ in extractor.extract_many(papers, batch_size=args.batch_size):
        pass
    total = _cpu() - start
    print(f"{len(papers)} abstracts: {total:.2f} CPU-s in all (timers included)")
    print("-- stages (inclusive CPU-s, calls, share of calls that changed the candidates or mentions) --")
    for name in stages:
        c = timers.calls[name]
        print(f"{name:36s} {timers.incl[name]:7.3f} {c:7d} {100 * timers.yields[name] / max(1, c):6.1f}%")
    print(f"-- top {args.top} methods by own CPU-s (own, inclusive, calls, yield %) --")
    for name in sorted(timers.own, key=lambda k: -timers.own[k])[:args.top]:
        c = timers.calls[name]
        print(f"{name:44s} {timers.own[name]:7.3f} {timers.incl[name]:7.3f} {c:8d} "
              f"{100 * timers.yields[name] / max(1, c):6.1f}%")
    print(f"-- top {args.top} methods by inclusive CPU-s --")
    for name in sorted(timers.incl, key=lambda k: -timers.incl[k])[:args.top]:
        c = timers.calls[name]
        print(f"{name:44s} {timers.incl[name]:7.3f} {timers.own[name]:7.3f} {c:8d} "
              f"{100 * timers.yields[name] / max(1, c):6.1f}%")
    if args.tsv:
        with open(args.tsv, "w") as out:
            for name in sorted(timers.calls):
                out.write(f"M\t{name}\t{timers.own[name]:.4f}\t{timers.incl[name]:.4f}\t{timers.calls[name]}\t"
                          f"{timers.yields[name]}\n")
            for (a, b), t in sorted(timers.edges.items()):
                out.write(f"E\t{a}\t{b}\t{t:.4f}\t{timers.edge_calls[a, b]}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
