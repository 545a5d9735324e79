"""How often the role rules read each noun phrase of a Doc (issue 7, session 61).

Usage::

    python bench/np_visit_profile.py [--corpus DIR] [--size 1000] [--top 40]

Input: the first ``--size`` bench abstracts (``bench/extract_profile.py``'s set-up), extracted
in one process as a worker does (:meth:`kg.extract.Extractor.extract_many`, 32 per batch).

Printed, counted (not timed, so the numbers do not depend on the machine's load):

* the loops over ``self.nps`` (:class:`kg.extract.roles_base._StateBase`'s noun phrases) by
  the function that runs them: loops started, phrases read, phrases read per abstract (a
  loop inside a comprehension is named by the comprehension and its file and line);
* every rule method (of :class:`kg.extract.roles._State`'s classes) called with a ``Span``
  first: calls, distinct token ranges per Doc summed, calls per range (1.00: each phrase's
  fact is computed once per Doc; more: it is computed again, or read through a memo).

``self.nps`` is replaced, per Doc, by a list that counts its iterations; the phrases the
last-word index (:meth:`~kg.extract.roles_base._StateBase._nps_ending_in`) returns are not
iterations of it. This is a script, not a test.
"""
from __future__ import annotations

import argparse
import collections
import inspect
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(1, str(ROOT / "bench"))

from build_bench import DEFAULT_CORPUS  # noqa: E402
from extract_profile import bench_papers  # noqa: E402


class _CountingList(list):
    """A list whose iterations are counted by the calling function (``counts``)."""

    loops: collections.Counter = collections.Counter()
    reads: collections.Counter = collections.Counter()

    def __iter__(self):
        f = sys._getframe(1)
        name = f.f_code.co_name
        if name.startswith("<"):
            name += "@%s:%d" % (Path(f.f_code.co_filename).name, f.f_lineno)
        _CountingList.loops[name] += 1
        for x in list.__iter__(self):
            _CountingList.reads[name] += 1
            yield x


def main(argv=None) -> int:
    """Run the count (see the module docstring); returns 0."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--size", type=int, default=1000)
    ap.add_argument("--top", type=int, default=40)
    args = ap.parse_args(argv)

    from spacy.tokens import Span

    import kg.extract.roles as roles
    import kg.extract.roles_base as rb
    from kg.extract import Extractor

    papers = bench_papers(args.corpus, args.size)
    span_calls: collections.Counter = collections.Counter()
    span_ranges: collections.Counter = collections.Counter()
    phrases = [0]
    seen: dict[str, set] = collections.defaultdict(set)
    real_init = rb._StateBase.__init__

    def init(self, doc):
        real_init(self, doc)
        self.nps = _CountingList(self.nps)
        phrases[0] += len(self.nps)
        seen.clear()
    rb._StateBase.__init__ = init

    def wrap(name, fn):
        def counted(self, *a, **k):
            if a and isinstance(a[0], Span):
                span_calls[name] += 1
                key = (a[0].start, a[0].end)
                if key not in seen[name]:
                    seen[name].add(key)
                    span_ranges[name] += 1
            return fn(self, *a, **k)
        return counted
    done = set()
    for cls in roles._State.__mro__:
        for attr, val in list(vars(cls).items()):
            if attr in done or attr.startswith("__") or attr == "run" or not inspect.isfunction(val):
                continue
            done.add(attr)
            resolved = getattr(roles._State, attr)
            if inspect.isfunction(resolved):
                setattr(roles._State, attr, wrap(attr, resolved))
    for _ in Extractor().extract_many(papers, batch_size=32):
        pass
    n = max(1, len(papers))
    print(f"{len(papers)} abstracts, {phrases[0]} noun phrases ({phrases[0] / n:.1f} per abstract)")
    print("-- loops over self.nps: function, loops, phrases read, per abstract --")
    for name, k in _CountingList.reads.most_common(args.top):
        print(f"{name:50s} {_CountingList.loops[name]:7d} {k:9d} {k / n:7.1f}")
    print(f"phrases read per abstract in all: {sum(_CountingList.reads.values()) / n:.1f}")
    print("-- rule methods called with a Span: calls, distinct ranges, calls per range --")
    for name, k in span_calls.most_common(args.top):
        print(f"{name:45s} {k:8d} {span_ranges[name]:8d} {k / max(1, span_ranges[name]):5.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
