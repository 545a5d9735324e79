#!/usr/bin/env python3
"""Draw a seeded sample of resolved nodes that merged several names, for reading (session 44).

Usage::

    PYTHONPATH=. python eval/merge_sample44.py [--corpus F ...] [--per-file 1000] [--per-kind 30]
        [--seed 44] [--out eval/merge_sample44.tsv] [--cache /tmp/r44_extractions.pkl]

The build is the first ``--per-file`` abstracts of each corpus file (default: the first
1,000 of /work/shared/corpus/neurips2023.jsonl and of iclr2024.jsonl, 2,000 in all, as
``kg build`` reads them), resolved by :func:`kg.resolve.resolve` with each join recorded:
every join step of resolution goes through :func:`kg.resolve._join`, and the wrapper below
notes which step (the ``_join_*`` / ``_merge_*`` function that called it) joined which
clusters. A node is a candidate when its names (surfaces, definitions' long forms, short
forms) hold at least two distinct normalised forms (:func:`kg.resolve.normalise`; a plural
or a change of case alone is no merge to read). ``--per-kind`` candidates of each kind
(Method, Task, Dataset, Metric) are drawn with ``random.Random(seed)`` from the candidates
sorted by key.

Each row of the TSV: kind, key, label, papers, the members (each initial cluster's
surfaces, then ``<-`` and the step that joined it: ``cluster`` for the forms that met in
one cluster by normalisation and acronym expansion, else the join function), and the
reading columns ``verdict`` (``right`` / ``wrong``), ``wrong_member``, ``wrong_step`` and
``note``, which are kept from an existing ``--out`` file for the keys it already holds (a
redraw keeps the readings).

The committed eval/merge_sample44.tsv was drawn on c1604bf (session 44's base: 9,736 nodes,
candidates Method 1,442, Task 435, Dataset 31, Metric 41) and read there: 118 of 120 nodes
right; the two wrong members are an author's loose definition ("language models (LLMs)") and
an inner short form read through the metric expansion ("complete MAP"). Later commits rename
some keys (singular labels), so a redraw on them draws other nodes of the same strata.
"""

from __future__ import annotations

import argparse
import csv
import inspect
import json
import pickle
import random
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import kg.resolve as R  # noqa: E402

KINDS = ("Method", "Task", "Dataset", "Metric")
CORPUS = ("/work/shared/corpus/neurips2023.jsonl", "/work/shared/corpus/iclr2024.jsonl")
READING = ("verdict", "wrong_member", "wrong_step", "note")


def extractions(files, per_file, cache):
    """The extraction records of the first ``per_file`` papers of each file (cached in ``cache``)."""
    if cache and Path(cache).exists():
        with open(cache, "rb") as f:
            return pickle.load(f)
    from kg.pipeline import extract_all
    from kg.read import ReadReport, read
    papers = []
    for fn in files:
        got = list(read([fn], report=ReadReport()))
        papers += got[:per_file]
    out = extract_all(papers, n_process=2)
    if cache:
        with open(cache, "wb") as f:
            pickle.dump(out, f)
    return out


def traced_resolve(exs):
    """Resolve ``exs`` recording the joins: (resolution, initial clusters' surfaces,
    cluster key -> (cluster it joined, step), cluster key -> entity key)."""
    joins: dict = {}
    initial: dict = {}
    keys_of: dict = {}
    real_join, real_first, real_keys = R._join, R._merge_reordered, R._assign_keys

    def join(clusters, assignment, groups, redirect=None):
        step = next((f.function for f in inspect.stack()[1:]
                     if f.function.startswith(("_join_", "_merge_")) and f.function != "_join_keeping_bare_names"),
                    "?")
        groups = [list(g) for g in groups]
        for members in groups:
            keep = min(members, key=lambda c: (-len(clusters[c].papers), c))
            for ck in members:
                if ck != keep:
                    joins[ck] = (keep, step)
        return real_join(clusters, assignment, groups, redirect)

    def first(clusters, assignment):
        for ck, cl in clusters.items():
            initial[ck] = {s: 0 for s in (*cl.surfaces, *cl.long_surfaces, *cl.shorts)}
        return real_first(clusters, assignment)

    def assign(clusters, *a, **kw):
        got = real_keys(clusters, *a, **kw)
        keys_of.update(got)
        return got

    R._join, R._merge_reordered, R._assign_keys = join, first, assign
    try:
        res = R.resolve(exs)
    finally:
        R._join, R._merge_reordered, R._assign_keys = real_join, real_first, real_keys
    return res, initial, joins, keys_of


def members_of(initial, joins, keys_of):
    """Entity key -> [(initial cluster key, surfaces, step that joined it or 'cluster')]."""
    out = defaultdict(list)
    for ck, surfaces in sorted(initial.items()):
        root, step = ck, "cluster"
        if ck in joins:
            step = joins[ck][1]
        while root in joins:
            root = joins[root][0]
        out[keys_of[root]].append((ck, surfaces, step))
    return out


def distinct_forms(entity):
    return {R.normalise(n) for n in [entity.label, *entity.alt_labels] if n.strip()}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--corpus", nargs="+", default=list(CORPUS))
    ap.add_argument("--per-file", type=int, default=1000)
    ap.add_argument("--per-kind", type=int, default=30)
    ap.add_argument("--seed", type=int, default=44)
    ap.add_argument("--out", default="eval/merge_sample44.tsv")
    ap.add_argument("--cache", default=None)
    ap.add_argument("--members", default=None, help="also write every candidate's members as JSON here")
    args = ap.parse_args(argv)
    exs = extractions(args.corpus, args.per_file, args.cache)
    res, initial, joins, keys_of = traced_resolve(exs)
    members = members_of(initial, joins, keys_of)
    cands = {k: sorted(key for key, e in res.entities.items() if e.type == k and len(distinct_forms(e)) >= 2)
             for k in KINDS}
    totals = {k: sum(e.type == k for e in res.entities.values()) for k in KINDS}
    rng = random.Random(args.seed)
    drawn = {k: sorted(rng.sample(v, min(args.per_kind, len(v)))) for k, v in cands.items()}
    old = {}
    if Path(args.out).exists():
        with open(args.out, newline="") as f:
            old = {r["key"]: r for r in csv.DictReader(f, delimiter="\t")}
    with open(args.out, "w", newline="") as f:
        w = csv.writer(f, delimiter="\t", lineterminator="\n")
        w.writerow(["kind", "key", "label", "papers", "members", *READING])
        for k in KINDS:
            for key in drawn[k]:
                e = res.entities[key]
                mem = " || ".join(" | ".join(sorted(s)) + ("" if step == "cluster" else f" <-{step}")
                                  for _, s, step in members[key])
                w.writerow([k, key, e.label, len(e.papers), mem, *(old.get(key, {}).get(c, "") for c in READING)])
    if args.members:
        json.dump({key: {"label": res.entities[key].label, "papers": res.entities[key].papers,
                         "members": [[list(ck), sorted(s), step] for ck, s, step in members[key]]}
                   for k in KINDS for key in cands[k]}, open(args.members, "w"), indent=0)
    steps = defaultdict(int)
    for ck, (_, step) in joins.items():
        steps[step] += 1
    print(json.dumps({"entities": totals, "candidates": {k: len(v) for k, v in cands.items()},
                      "joins_by_step": dict(sorted(steps.items()))}))


if __name__ == "__main__":
    main()
