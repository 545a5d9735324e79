#!/usr/bin/env python3
"""What a rule change changed: extract the same abstracts with two versions of the rules and
print, per paper, the items added and removed in each category with their sentence (session 54).

The evidence bar (README, "Contributing and tests") asks to read every item a rule changes on
3,000 or more corpus abstracts outside the gold; this tool lists them.

Usage::

    # the rules of a git revision (checked out in a temporary git worktree) against the working tree
    python tools/rule_diff.py ABSTRACTS.jsonl --rev main
    # save an extraction once, then compare later versions with it
    python tools/rule_diff.py dump ABSTRACTS.jsonl --out before.json
    python tools/rule_diff.py ABSTRACTS.jsonl --before before.json [--json] [--out-after after.json]
    head -3000 ../shared/corpus/neurips2023.jsonl > /tmp/c3000.jsonl   # the usual sample

``ABSTRACTS`` is any input ``kg build`` reads (JSON Lines, CSV, BibTeX, ...). The categories are
those of ``kg eval``: method_proposed, benchmark_proposed, dataset, task, method_used, metric (an
entity mention, keyed by its text), main_task, component ("part -> whole"), result (the results
the graph writes: value, unit, metric, dataset, and the setting and change direction when there
is one), acronym ("SHORT = long") and code (the URL).
Each line of the report gives ``+`` (added) or ``-`` (removed), the category, the item, the rule
that produced it and the sentence it came from; a summary counts the changes per category.
``--json`` prints the same as one JSON object. A saved extraction (``dump``) holds each paper's
:meth:`kg.records.Extraction.to_dict`, so a saved file of an older commit is read by the newer
code. Exit status 0 (also when something changed), 2 on a usage or input error.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# ``dump`` run for a git revision imports ``kg`` from that revision's worktree (RULE_DIFF_ROOT)
sys.path.insert(0, os.environ.get("RULE_DIFF_ROOT") or str(ROOT))

#: The categories of the report, in order (those of ``kg eval``).
CATEGORIES = ("method_proposed", "benchmark_proposed", "dataset", "task", "method_used", "metric",
              "main_task", "component", "result", "acronym", "code")


def extract_file(path: str, jobs: int = 1) -> list[dict]:
    """Extract every paper of ``path`` with the rules of the ``kg`` package imported.

    Args:
        path: an input file ``kg build`` reads.
        jobs: extraction worker processes.
    Returns:
        One :meth:`kg.records.Extraction.to_dict` per paper, in input order (duplicates kept).
    Raises:
        kg.read.InputError: the file cannot be read.
    """
    from kg.extract.pipeline import Extractor
    from kg.read import read

    papers = list(read([path]))
    return [ex.to_dict() for ex in Extractor().extract_many(papers, n_process=jobs)]


def _sentence(ex, start: int) -> str:
    """The sentence of ``ex`` that holds offset ``start`` (the whole text when none does)."""
    for s, e in ex.sentences:
        if s <= start < e:
            return ex.clean.text[s:e]
    return ex.clean.text


def items(ex) -> dict[tuple[str, str], tuple[str, str]]:
    """The items of one extraction by category, as the report compares them.

    Args:
        ex: a :class:`kg.records.Extraction`.
    Returns:
        ``{(category, item): (rule, sentence)}``; an item extracted twice keeps its first
        place. Entity items are keyed by their text, a title mention's sentence is the title.
    """
    from kg.evaluate import written_results

    out: dict[tuple[str, str], tuple[str, str]] = {}

    def add(cat, item, rule, start):
        out.setdefault((cat, item), (rule, _sentence(ex, start) if start is not None else ex.paper.title or ""))

    for m in ex.mentions:
        start = None if m.source == "title" else m.start
        if m.type == "Method":
            add("method_proposed" if m.role == "proposed" else "method_used", m.text, m.rule, start)
        elif m.type == "Dataset":
            add("dataset", m.text, m.rule, start)
            if m.role == "benchmark":
                add("benchmark_proposed", m.text, m.rule, start)
        elif m.type == "Task":
            add("task", m.text, m.rule, start)
            if m.main:
                add("main_task", m.text, m.rule, start)
        elif m.type == "Metric":
            add("metric", m.text, m.rule, start)
    for link in ex.links:
        if link.rel == "partOf" and link.head:
            add("component", f"{link.head} -> {link.tail}", link.rule, link.start)
    for r in written_results(ex):
        value = r.value + (f"-{r.value_max}" if r.value_max else "") + (f" {r.unit}" if r.unit else "")
        extra = (f" | setting={r.setting}" if r.setting else "") + \
            (f" | change={r.direction or 'yes'}" if r.change else "")  # kgo:setting, kgo:isChange (session 57)
        add("result", f"{value} | metric={r.metric} | dataset={r.dataset}{extra}", r.rule, r.start)
    for a in ex.acronyms:
        add("acronym", f"{a.short} = {a.long}", a.rule, a.start)
    for c in ex.code:
        add("code", c.url, "code", c.start)
    return out


def diff(before: list[dict], after: list[dict]) -> list[dict]:
    """The changes between two extractions of the same input.

    Args:
        before, after: :func:`extract_file` outputs (one dict per paper, the same papers in the
            same order).
    Returns:
        One dict per paper that changed, in input order: ``id``, ``source`` (file:line),
        ``title`` and ``changes``, a list of ``{"sign": "+"|"-", "category", "item", "rule",
        "sentence"}`` sorted by category (:data:`CATEGORIES`), sign ("-" first) and item.
    Raises:
        ValueError: the two lists do not hold the same papers.
    """
    from kg.records import Extraction

    if [d["paper"]["id"] for d in before] != [d["paper"]["id"] for d in after]:
        raise ValueError("the two extractions do not hold the same papers (was the same input file given?)")
    order = {c: i for i, c in enumerate(CATEGORIES)}
    out = []
    for b, a in zip(before, after):
        old, new = items(Extraction.from_dict(b)), items(Extraction.from_dict(a))
        changes = [{"sign": "-", "category": k[0], "item": k[1], "rule": v[0], "sentence": v[1]}
                   for k, v in old.items() if k not in new]
        changes += [{"sign": "+", "category": k[0], "item": k[1], "rule": v[0], "sentence": v[1]}
                    for k, v in new.items() if k not in old]
        if changes:
            changes.sort(key=lambda c: (order[c["category"]], c["sign"] != "-", c["item"]))
            p = a["paper"]
            out.append({"id": p["id"], "source": p.get("source", ""), "title": p.get("title") or "",
                        "changes": changes})
    return out


def summary(changed: list[dict]) -> dict[str, dict[str, int]]:
    """``{category: {"added": n, "removed": m}}`` over :func:`diff`'s output (changed categories only)."""
    counts: Counter = Counter((c["category"], c["sign"]) for p in changed for c in p["changes"])
    return {cat: {"added": counts[(cat, "+")], "removed": counts[(cat, "-")]}
            for cat in CATEGORIES if counts[(cat, "+")] or counts[(cat, "-")]}


def render(changed: list[dict], papers: int) -> str:
    """The plain-text report of :func:`diff`'s output over ``papers`` papers."""
    lines = []
    for p in changed:
        lines.append(f"== {p['id']} ({p['source']}) {p['title']}")
        for c in p["changes"]:
            lines.append(f"  {c['sign']} {c['category']}: {c['item']!r} [{c['rule']}]")
            lines.append(f"      | {c['sentence']}")
    lines.append(f"{len(changed)} of {papers} papers changed")
    for cat, n in summary(changed).items():
        lines.append(f"  {cat}: +{n['added']} -{n['removed']}")
    return "\n".join(lines)


def extract_at_revision(rev: str, path: str, jobs: int = 1) -> list[dict]:
    """Extract ``path`` with the rules of git revision ``rev`` of this repository.

    The revision is checked out in a temporary detached ``git worktree`` (removed afterwards),
    where this script's ``dump`` runs with that worktree's ``kg`` on the path.

    Raises:
        RuntimeError: git cannot check out ``rev``, or the extraction there fails (its stderr).
    """
    with tempfile.TemporaryDirectory(prefix="rule_diff_") as tmp:
        tree, out = Path(tmp) / "tree", Path(tmp) / "before.json"
        run = subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "--quiet", str(tree), rev],
                             capture_output=True, text=True)
        if run.returncode:
            raise RuntimeError(f"git cannot check out {rev!r}: {run.stderr.strip()}")
        try:
            env = dict(os.environ, RULE_DIFF_ROOT=str(tree), PYTHONPATH=str(tree))
            run = subprocess.run([sys.executable, str(Path(__file__).resolve()), "dump", str(Path(path).resolve()),
                                  "--out", str(out), "--jobs", str(jobs)], cwd=tree, env=env,
                                 capture_output=True, text=True)
            if run.returncode:
                raise RuntimeError(f"extraction at {rev} failed: {run.stderr.strip()[-2000:]}")
            return json.loads(out.read_text(encoding="utf-8"))
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)],
                           capture_output=True)


def main(argv: list[str] | None = None) -> int:
    """Command line (module docstring); returns the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["dump"]:
        ap = argparse.ArgumentParser(prog="rule_diff.py dump", description="save an extraction as JSON")
        ap.add_argument("input")
        ap.add_argument("--out", required=True)
        ap.add_argument("--jobs", type=int, default=1)
        args = ap.parse_args(argv[1:])
        data = extract_file(args.input, args.jobs)
        Path(args.out).write_text(json.dumps(data, ensure_ascii=False, sort_keys=True), encoding="utf-8")
        return 0
    ap = argparse.ArgumentParser(prog="rule_diff.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("input", help="abstracts (any file kg build reads)")
    group = ap.add_mutually_exclusive_group(required=True)
    group.add_argument("--rev", help="git revision whose rules give the 'before' extraction")
    group.add_argument("--before", help="a saved extraction (rule_diff.py dump) as the 'before'")
    ap.add_argument("--out-after", help="also save the working tree's extraction here (for a later --before)")
    ap.add_argument("--jobs", type=int, default=1, help="extraction worker processes (default 1)")
    ap.add_argument("--json", action="store_true", help="print the changes as JSON")
    args = ap.parse_args(argv)
    from kg.read import InputError

    try:
        if args.before:
            before = json.loads(Path(args.before).read_text(encoding="utf-8"))
        else:
            before = extract_at_revision(args.rev, args.input, args.jobs)
        after = extract_file(args.input, args.jobs)
        if args.out_after:
            Path(args.out_after).write_text(json.dumps(after, ensure_ascii=False, sort_keys=True), encoding="utf-8")
        changed = diff(before, after)
    except (OSError, ValueError, RuntimeError, InputError) as err:
        print(f"rule_diff: error: {err}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps({"papers": len(after), "changed": changed, "summary": summary(changed)},
                         ensure_ascii=False, indent=1))
    else:
        print(render(changed, len(after)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
