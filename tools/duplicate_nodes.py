#!/usr/bin/env python3
"""List groups of graph nodes that look like one thing written in several ways (session 43).

Usage::

    python tools/duplicate_nodes.py OUT/entities.csv [--kinds head,inflection,modifier]
                                    [--type Method] [--json FILE] [--quiet]
    python tools/duplicate_nodes.py OLD/entities.csv --against NEW/entities.csv

``OUT/entities.csv`` is the entity table ``kg build --out OUT`` writes (columns ``iri``,
``type``, ``label``, ``aliases``, ``papers``, ...). Two nodes of one type fall in one group
when one of their names (the label, or an alt label that is no short form) reduces to the
same key (:func:`reduce_name`) after:

* ``head``: dropping trailing generic head nouns (:data:`GENERIC_HEADS`: "ridge regression
  model" -> "ridge regression", "Operating-Point-Inconsistency-Score metric" ->
  "operating point inconsistency", "maximum log-likelihood estimation" -> "maximum
  log-likelihood");
* ``inflection``: cutting word endings "-ing", "-ed", "-s" (:func:`stem`: "supervised
  fine-tuned" and "supervised fine-tuning" -> "supervis fine tun");
* ``modifier``: dropping leading generic modifiers (:data:`GENERIC_MODIFIERS`: "benchmark
  image classification" -> "image classification", "task success rates" -> "success rate").

A group's classes are the reductions its members differ by (a group can have several); a
group "with a bare node" has a member whose name needed no head or modifier dropped
("ridge regression"), the node its suffix variants would join (a group of heads only,
"calibration methods" / "calibration techniques", has none). A
name written in capitals only ("SFT", "DP") is left out of the matching: a short form may
stand for several things, and resolution decides it from the papers' definitions. Datasets
named as a coordination with one shared stem ("CIFAR10/100", "NAS-Bench-101/201/301") are
listed apart (``coordinated``), with the nodes of their parts that exist in the table.

The reductions are generous on purpose: the groups are candidates to read, not merges
(``language model`` / ``language``, ``inception score`` / ``inception`` fall in groups too).
``--against`` counts the groups of two tables (before and after a change of resolution)
and lists the groups gone and new. Nothing is written unless ``--json`` is given.
"""
from __future__ import annotations

import argparse
import csv
import json
import re
import sys
from collections import Counter, defaultdict
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kg.resolve import normalise  # noqa: E402  (the build's own normalisation)

#: Trailing head nouns that name the kind of a thing, not which thing (singular: the
#: normalisation makes a head singular). "estimation" as in "maximum likelihood estimation".
GENERIC_HEADS = ("model", "method", "algorithm", "network", "approach", "framework", "technique",
                 "metric", "score", "task", "problem", "estimation")
#: Leading modifiers that say where or how a thing is used, not which thing it is.
GENERIC_MODIFIERS = ("benchmark", "standard", "task")
#: The classes of a group (see the module docstring).
KINDS = ("head", "inflection", "modifier")
#: A name in capitals, digits and punctuation only: a short form.
_SHORT_FORM = re.compile(r"[^a-z]*")
#: One word with two capitals at least (a short form or a coined name: "CL", "MAEs", "PbRL").
_SHORT_CORE = re.compile(r"\S*[A-Z]\S*[A-Z]\S*")
#: A dataset written as a stem and numbers joined by slashes ("CIFAR10/100", "UVG8/17",
#: "NAS-Bench-101/201/301"): group 1 the stem, group 2 the first number, group 3 the others.
_COORDINATED = re.compile(r"(.*?[A-Za-z][-\s]?)(\d+)((?:/\d+)+)")


def stem(word: str) -> str:
    """``word`` without an inflection ending: "tuning"/"tuned" -> "tun", "networks" ->
    "network", "models" -> "model"; words of four letters or fewer, and endings "ss", "us",
    "is" ("loss", "corpus", "analysis") stay."""
    if len(word) > 5 and word.endswith("ing"):
        return word[:-3]
    if len(word) > 4 and word.endswith("ed"):
        return word[:-2]
    if len(word) > 4 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def reduce_name(name: str) -> tuple[str, tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Reduce one name.

    Returns:
        (key, modifiers dropped, heads dropped, core words before stemming): the key is the
        stemmed core words without spaces ("fine-tuning" and "finetuned" meet).
    """
    words = normalise(name).split()
    mods: list[str] = []
    while len(words) > 1 and words[0] in GENERIC_MODIFIERS:
        mods.append(words.pop(0))
    heads: list[str] = []
    while len(words) > 1 and words[-1] in GENERIC_HEADS:
        heads.insert(0, words.pop())
    return "".join(stem(w) for w in words), tuple(mods), tuple(heads), tuple(words)


def read_table(path: Path) -> list[dict]:
    """The rows of an entity table: dicts with ``iri``, ``type``, ``label``, ``aliases``
    (list), ``papers`` (int)."""
    with open(path, newline="", encoding="utf-8") as fh:
        rows = []
        for row in csv.DictReader(fh):
            aliases = [a for a in (row.get("aliases") or "").split("; ") if a]
            rows.append({"iri": row["iri"], "type": row["type"], "label": row["label"],
                         "aliases": aliases, "papers": int(row.get("papers") or 0)})
        return rows


def _names(row: dict) -> list[str]:
    """The names of a node that take part in the matching: the label, and its alt labels
    that are no short form, nor a short form with a generic word ("CL methods", "standard
    MAE": the short form may stand for several things, as alone)."""
    out = [row["label"]]
    for alias in row["aliases"]:
        words = alias.split()
        core = [w for w in words if w.lower() not in GENERIC_HEADS + GENERIC_MODIFIERS
                and w.lower().rstrip("s") not in GENERIC_HEADS]
        if not _SHORT_FORM.fullmatch(alias) and not (len(core) == 1 and _SHORT_CORE.fullmatch(core[0])):
            out.append(alias)
    return out


def find_groups(rows: list[dict], kinds=KINDS) -> list[dict]:
    """Groups of nodes of one type whose names reduce to one key.

    Args:
        rows: :func:`read_table`'s rows.
        kinds: the classes to report; a group is kept when one of its classes is among them.
    Returns:
        one dict per group, sorted by type and key: ``type``, ``key``, ``classes`` (sorted),
        ``bare`` (a member's name needed no head or modifier dropped: the bare node the
        others would join), ``nodes`` (label, papers, the name that matched, iri; most
        papers first).
    """
    by_key: dict[tuple[str, str], dict[str, tuple[str, tuple]]] = defaultdict(dict)
    for row in rows:
        for name in _names(row):
            if _SHORT_FORM.fullmatch(name):
                continue  # (a label in capitals: a short form, see the module docstring)
            red = reduce_name(name)
            if not red[0]:
                continue
            by_key[(row["type"], red[0])].setdefault(row["iri"], (name, red))
    by_iri = {row["iri"]: row for row in rows}
    groups = []
    for (type_, key), members in sorted(by_key.items()):
        if len(members) < 2:
            continue
        classes: set[str] = set()
        for (_, a), (_, b) in combinations(members.values(), 2):
            if a[1] != b[1]:
                classes.add("modifier")
            if a[2] != b[2]:
                classes.add("head")
            if a[3] != b[3]:
                classes.add("inflection")
        if not classes & set(kinds):
            continue
        nodes = sorted(({"label": by_iri[iri]["label"], "papers": by_iri[iri]["papers"], "matched": name,
                         "iri": iri} for iri, (name, _) in members.items()),
                       key=lambda n: (-n["papers"], n["label"], n["iri"]))
        bare = any(not red[1] and not red[2] for _, red in members.values())
        groups.append({"type": type_, "key": key, "classes": sorted(classes), "bare": bare, "nodes": nodes})
    return _merge_overlapping(groups)


def _merge_overlapping(groups: list[dict]) -> list[dict]:
    """Groups that share a node (one node, two names with two keys) are one group."""
    owner: dict[str, int] = {}
    merged: list[dict] = []
    for g in groups:
        hits = sorted({owner[n["iri"]] for n in g["nodes"] if n["iri"] in owner})
        if not hits:
            merged.append(g)
            idx = len(merged) - 1
        else:
            idx = hits[0]
            into = merged[idx]
            for other in hits[1:]:
                o = merged[other]
                into["nodes"] += [n for n in o["nodes"] if n["iri"] not in {m["iri"] for m in into["nodes"]}]
                into["classes"] = sorted(set(into["classes"]) | set(o["classes"]))
                into["bare"] = into["bare"] or o["bare"]
                merged[other] = None
            into["nodes"] += [n for n in g["nodes"] if n["iri"] not in {m["iri"] for m in into["nodes"]}]
            into["classes"] = sorted(set(into["classes"]) | set(g["classes"]))
            into["bare"] = into["bare"] or g["bare"]
            into["nodes"].sort(key=lambda n: (-n["papers"], n["label"], n["iri"]))
        for n in merged[idx]["nodes"]:
            owner[n["iri"]] = idx
    return [g for g in merged if g is not None]


def coordinated_datasets(rows: list[dict]) -> list[dict]:
    """Dataset nodes named as a coordination with one shared stem ("CIFAR10/100" ->
    "CIFAR10", "CIFAR100"), each with the parts' names and the labels of the dataset nodes
    that name a part already (compared as :func:`kg.resolve.normalise` without spaces)."""
    datasets = {normalise(n).replace(" ", ""): row["label"]
                for row in rows if row["type"] == "Dataset" for n in [row["label"], *row["aliases"]]}
    out = []
    for row in rows:
        if row["type"] != "Dataset" or not (m := _COORDINATED.fullmatch(row["label"])):
            continue
        parts = [m.group(1) + m.group(2)] + [m.group(1) + n for n in m.group(3).split("/")[1:]]
        existing = [datasets.get(normalise(p).replace(" ", "")) for p in parts]
        out.append({"label": row["label"], "papers": row["papers"], "parts": parts, "existing": existing})
    return sorted(out, key=lambda d: d["label"])


def _summary(groups: list[dict]) -> str:
    by_class = Counter(c for g in groups for c in g["classes"])
    by_type = Counter(g["type"] for g in groups)
    extra = sum(len(g["nodes"]) - 1 for g in groups)
    bare = sum(g["bare"] for g in groups)
    return (f"groups: {len(groups)}, {bare} with a bare node (nodes that would go if each group were one: {extra}); "
            f"by class: {', '.join(f'{k} {by_class[k]}' for k in KINDS)}; "
            f"by type: {', '.join(f'{t} {n}' for t, n in sorted(by_type.items()))}")


def _group_line(g: dict) -> str:
    nodes = " | ".join(f"{n['label']} ({n['papers']})" + (f" [as {n['matched']}]" if n["matched"] != n["label"] else "")
                       for n in g["nodes"])
    return f"{g['type']:<8} {'+'.join(g['classes']):<26} {'bare ' if g['bare'] else '     '}{nodes}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("table", type=Path, help="entities.csv of a build (kg build --out DIR)")
    ap.add_argument("--against", type=Path, help="a second entities.csv: count both, list groups gone and new")
    ap.add_argument("--kinds", default=",".join(KINDS), help="classes to report (default: all)")
    ap.add_argument("--type", help="only nodes of this type (Method, Task, Dataset, Metric)")
    ap.add_argument("--json", type=Path, help="also write the groups as JSON here")
    ap.add_argument("--quiet", action="store_true", help="counts only")
    args = ap.parse_args(argv)
    kinds = tuple(k for k in args.kinds.split(",") if k)
    if unknown := set(kinds) - set(KINDS):
        ap.error(f"unknown class: {', '.join(sorted(unknown))} (known: {', '.join(KINDS)})")

    def load(path: Path) -> tuple[list[dict], list[dict], list[dict]]:
        rows = read_table(path)
        if args.type:
            rows = [r for r in rows if r["type"] == args.type]
        return rows, find_groups(rows, kinds), coordinated_datasets(rows)

    rows, groups, coord = load(args.table)
    if args.against:
        _, after, coord_after = load(args.against)
        sig = lambda g: (g["type"], tuple(sorted(n["label"] for n in g["nodes"])))  # noqa: E731
        before_sigs, after_sigs = {sig(g) for g in groups}, {sig(g) for g in after}
        print(f"before: {_summary(groups)}; coordinated datasets {len(coord)}")
        print(f"after:  {_summary(after)}; coordinated datasets {len(coord_after)}")
        if not args.quiet:
            print("\ngone:")
            for g in groups:
                if sig(g) not in after_sigs:
                    print("  " + _group_line(g))
            print("\nnew:")
            for g in after:
                if sig(g) not in before_sigs:
                    print("  " + _group_line(g))
        return 0
    if not args.quiet:
        for g in groups:
            print(_group_line(g))
        print()
        for d in coord:
            print(f"Dataset  coordinated                {d['label']} ({d['papers']}) -> "
                  + ", ".join(f"{p} [{e or 'no node'}]" for p, e in zip(d["parts"], d["existing"])))
        print()
    print(f"{args.table}: {_summary(groups)}; coordinated datasets {len(coord)}")
    if args.json:
        args.json.write_text(json.dumps({"groups": groups, "coordinated": coord}, indent=1, ensure_ascii=False) + "\n",
                             encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
