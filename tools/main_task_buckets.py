#!/usr/bin/env python3
"""Sort the main-task misses of development papers into buckets of cause (session 42).

Usage::

    python tools/main_task_replay.py dump DUMP.json GOLD.jsonl [GOLD.jsonl ...]
    python tools/main_task_buckets.py DUMP.json GOLD.jsonl [GOLD.jsonl ...] [--list]

The dump of :mod:`main_task_replay` holds, per paper, the chosen main task, whether it
is right, and which extracted task keys match the gold main task; the gold files give
the gold main task's names (name and aliases), the abstract and the title. Every paper
whose main task is wrong goes to one bucket, tested in this order:

* ``c-shorter``: boundary, the chosen task's content words are a proper part of the
  words of one gold name (a modifier or a complement dropped: "offline RL" for "offline
  RL in RDPs");
* ``c-longer``: boundary the other way, the chosen task holds all words of one gold name
  and more ("Active Ranking and Matchmaking" for "active ranking");
* ``b``: a task the extractor kept matches the gold main task, another was chosen;
* ``a``: no kept task matches, and the abstract writes one of the gold names (the
  candidate was never generated, or was typed as another entity);
* ``a-none``: as ``a``, and the extractor gives no main task at all;
* ``d``: no gold name is written in the abstract, one is written in the title (the gold
  main task comes from the title);
* ``d/e``: no gold name is written in the abstract or the title (a constructed name:
  the abstract has no clean phrase, or the gold is inconsistent; read these by eye).

Words are compared lower-case without punctuation, function words (:data:`FUNCTION_WORDS`)
left out, a plural "s"/"es"/"ies" cut (:func:`content_words`): an estimate for reading,
not the matching of ``kg eval``. Gold files whose name holds "heldout" are refused, as
in :mod:`main_task_replay`.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

#: Words left out when two task phrases are compared (:func:`content_words`).
FUNCTION_WORDS = frozenset("of for in the a an on with and to".split())
#: Bucket names in the order they are tested and printed.
BUCKETS = ("c-shorter", "c-longer", "b", "a", "a-none", "d", "d/e")


def content_words(text: str) -> frozenset[str]:
    """The content words of ``text``: lower-case, punctuation other than hyphens and
    slashes removed, split at spaces, hyphens and slashes, :data:`FUNCTION_WORDS` left
    out, a plural ending cut from words of five letters or more ("encodings" ->
    "encoding", "policies" -> "policy")."""
    out = set()
    for w in re.split(r"[\s\-/]+", re.sub(r"[^\w\s\-/]", "", text.lower())):
        if not w or w in FUNCTION_WORDS:
            continue
        for suffix, repl in (("ies", "y"), ("es", ""), ("s", "")):
            if w.endswith(suffix) and len(w) > 4:
                w = w[: -len(suffix)] + repl
                break
        out.add(w)
    return frozenset(out)


def bucket(row: dict, names: list[str], text: str, title: str) -> str:
    """The bucket (one of :data:`BUCKETS`) of one wrong main task.

    Args:
        row: the paper's row of a :mod:`main_task_replay` dump (``pred_main``,
            ``right_keys``).
        names: the gold main task's name and aliases.
        text: the abstract; title: the title ("" when there is none).
    """
    pred = row.get("pred_main")
    pw = content_words(pred) if pred else frozenset()
    gws = [content_words(n) for n in names]
    if pw and any(pw < g for g in gws):
        return "c-shorter"
    if pw and any(pw > g for g in gws):
        return "c-longer"
    if row.get("right_keys"):
        return "b"
    low_text, low_title = text.lower(), (title or "").lower()
    if any(n.lower() in low_text for n in names):
        return "a" if pred else "a-none"
    if low_title and any(n.lower() in low_title for n in names):
        return "d"
    return "d/e"


def buckets(rows: list[dict], gold_files: list[Path]) -> list[tuple[str, dict]]:
    """``(bucket, row)`` for every wrong main task of ``rows`` (a dump), the gold records
    read from ``gold_files`` (matched by file name and id)."""
    gold = {}
    for f in gold_files:
        if "heldout" in f.name:
            raise SystemExit(f"refusing held-out gold file {f} (eval/README.md)")
        for line in f.read_text().splitlines():
            if line.strip():
                rec = json.loads(line)
                gold[(f.name, str(rec["id"]))] = rec
    out = []
    for r in rows:
        if r.get("ok"):
            continue
        rec = gold.get((r["file"], str(r["id"])))
        if rec is None:
            continue
        main = [t for t in rec.get("task", []) or [] if t.get("main")]
        if not main:
            continue
        names = [main[0]["name"], *main[0].get("aliases", [])]
        out.append((bucket(r, names, rec.get("text", ""), rec.get("title") or ""), r))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dump", type=Path)
    ap.add_argument("gold", type=Path, nargs="+")
    ap.add_argument("--list", action="store_true", help="list the papers of each bucket")
    a = ap.parse_args(argv)
    rows = json.loads(a.dump.read_text())
    got = buckets(rows, a.gold)
    counts = Counter(b for b, _ in got)
    print(f"main task wrong in {len(got)} of {len(rows)} papers: "
          + " ".join(f"{b}={counts[b]}" for b in BUCKETS))
    if a.list:
        for b in BUCKETS:
            for bb, r in got:
                if bb == b:
                    print(f"  [{b}] {r['file']} {r['id']}: {r.get('pred_main')!r} (gold {r.get('gold_main')!r})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
