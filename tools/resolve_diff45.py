#!/usr/bin/env python3
"""Dump a resolution of cached corpus extractions, and compare two dumps (session 45).

Usage::

    PYTHONPATH=. python tools/resolve_diff45.py dump CACHE.pkl OUT.json
    python tools/resolve_diff45.py diff OLD.json NEW.json [--sample 50 --seed 45]

``CACHE.pkl`` holds the extraction records of a corpus build (``eval/merge_sample44.py
--cache``, which extracts the first abstracts of corpus files as ``kg build`` reads them).
``dump`` resolves them with :func:`kg.resolve.resolve` of the code on the path and writes
each entity (type, label, alt labels, papers) and the mention index. ``diff`` lists what
changed between two dumps, by mention: the mentions whose node now holds other mentions
(joins and splits, as groups of old labels -> new label) and the labels that changed for an
unchanged node. With ``--sample N`` it prints a seeded random sample of N changes of each
class instead of all of them (for reading).
"""
from __future__ import annotations

import argparse
import json
import pickle
import random
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def dump(cache: str, out: str) -> None:
    """Resolve the extractions pickled in ``cache`` and write entities and index to ``out``."""
    from kg.resolve import resolve
    with open(cache, "rb") as f:
        exs = pickle.load(f)
    res = resolve(exs)
    ents = {k: {"type": e.type, "label": e.label, "alt": list(e.alt_labels), "papers": list(e.papers)}
            for k, e in res.entities.items()}
    index = ["\t".join([*m, k]) for m, k in sorted(res.index.items())]
    with open(out, "w") as f:
        json.dump({"entities": ents, "index": index}, f)
    print(len(ents), "entities")


def _load(fn: str):
    d = json.load(open(fn))
    index = {}
    for row in d["index"]:
        *m, k = row.split("\t")
        index[tuple(m)] = k
    return d["entities"], index


def diff(old_fn: str, new_fn: str, sample: int = 0, seed: int = 45) -> None:
    """Print the joins/splits and relabels between two dumps."""
    old_e, old_i = _load(old_fn)
    new_e, new_i = _load(new_fn)
    # group mentions by (old key, new key)
    pairs = defaultdict(set)
    for m, ko in old_i.items():
        kn = new_i.get(m)
        pairs[ko].add(kn)
    new_from = defaultdict(set)
    for m, kn in new_i.items():
        new_from[kn].add(old_i.get(m))
    joins = sorted(kn for kn, olds in new_from.items() if len(olds) > 1)
    splits = sorted(ko for ko, news in pairs.items() if len(news) > 1)
    relabels = []
    for ko, news in sorted(pairs.items()):
        if len(news) == 1:
            kn = next(iter(news))
            if kn is not None and len(new_from[kn]) == 1 and old_e[ko]["label"] != new_e[kn]["label"]:
                relabels.append((ko, kn))
    print(f"entities {len(old_e)} -> {len(new_e)}; joins {len(joins)}, splits {len(splits)}, relabels {len(relabels)}")
    rng = random.Random(seed)

    def pick(xs):
        return sorted(rng.sample(xs, min(sample, len(xs)))) if sample else xs

    for kn in pick(joins):
        e = new_e[kn]
        olds = sorted(new_from[kn], key=str)
        print(f"JOIN {e['type']}: {e['label']!r} ({len(e['papers'])}p) <- "
              + " + ".join(f"{old_e[k]['label']!r} ({len(old_e[k]['papers'])}p)" for k in olds if k))
    for ko in pick(splits):
        e = old_e[ko]
        print(f"SPLIT {e['type']}: {e['label']!r} -> " + " + ".join(repr(new_e[k]["label"]) for k in sorted(pairs[ko], key=str) if k))
    for ko, kn in pick(relabels):
        e = old_e[ko]
        print(f"LABEL {e['type']}: {e['label']!r} -> {new_e[kn]['label']!r} ({len(e['papers'])}p; alts {e['alt'][:6]})")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dump")
    d.add_argument("cache")
    d.add_argument("out")
    c = sub.add_parser("diff")
    c.add_argument("old")
    c.add_argument("new")
    c.add_argument("--sample", type=int, default=0)
    c.add_argument("--seed", type=int, default=45)
    a = ap.parse_args(argv)
    if a.cmd == "dump":
        dump(a.cache, a.out)
    else:
        diff(a.old, a.new, a.sample, a.seed)


if __name__ == "__main__":
    main()
