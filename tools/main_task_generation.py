#!/usr/bin/env python3
"""Classify the main-task misses of a replay dump by whether and how the gold main task
appears in the paper: which misses no weight can fix because no extracted task is the
gold main task (candidate generation), and what form the gold takes relative to the text.

Usage::

    python tools/main_task_replay.py dump DUMP.json GOLD.jsonl [GOLD.jsonl ...]
    python tools/main_task_generation.py DUMP.json GOLD.jsonl [GOLD.jsonl ...] [--examples N]

A miss (the stored choice does not match the gold main task) is a *selection* miss when one
of the paper's extracted tasks matches the gold main task (``right_keys`` of the dump: a
weight change could pick it), and a *generation* miss otherwise. Generation misses are put
in the first class of :data:`CLASSES` that fits, comparing word sequences (lower case,
hyphens and punctuation as spaces, a plural ``-s`` dropped, a trailing "task"/"problem"
dropped, as ``kg eval`` treats task names as one form):

* ``abstract, inside a longer candidate`` / ``abstract, longer than a candidate``: the
  abstract holds the gold phrase and a candidate task of the choice (the dump's evidence
  keys) holds all of its words and more, or only some of them (a boundary);
* ``abstract, not extracted``: the abstract holds the gold phrase and no candidate shares
  that relation;
* ``title only``: the title holds the gold phrase, the abstract does not;
* ``words scattered in the text``: every gold word is in the title or abstract, not as one run
  (reordered, or a verb phrase turned into a noun phrase with the same words);
* ``stems in the text``: every gold word's first five letters are (a nominalised verb,
  "Predicting a Protein's Stability" for "protein stability prediction");
* ``not in the text``.

Session 61 (docs/QUALITY.md "## Session 61") counted these on dev80-dev115.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

#: Classes of a generation miss, in the order they are tried.
CLASSES = ("abstract, inside a longer candidate", "abstract, longer than a candidate",
           "abstract, not extracted", "title only", "words scattered in the text",
           "stems in the text", "not in the text")
#: Trailing words that ``kg eval`` treats as form on a task name.
_TRAILERS = frozenset({"task", "tasks", "problem", "problems"})


def words_of(text: str) -> list[str]:
    """The comparison words of ``text``: lower case, hyphens and punctuation as spaces, a
    plural ``-s`` dropped (not after ``ss``, not on words of three letters or fewer), a
    trailing "task"/"problem" dropped from a phrase of two words or more."""
    ws = re.sub(r"[^a-z0-9 ]", " ", (text or "").lower().replace("-", " ")).split()
    if len(ws) > 1 and ws[-1] in _TRAILERS:
        ws = ws[:-1]
    return [w[:-1] if w.endswith("s") and not w.endswith("ss") and len(w) > 3 else w for w in ws]


def holds(hay: list[str], needle: list[str]) -> bool:
    """Whether the word list ``hay`` holds ``needle`` as one contiguous run (an empty needle
    is held by nothing)."""
    if not needle:
        return False
    return f" {' '.join(needle)} " in f" {' '.join(hay)} "


def classify(gold: str, abstract: str, title: str, candidate_keys: list[str]) -> str:
    """The class (one of :data:`CLASSES`) of a generation miss.

    Args:
        gold: the gold main task's name.
        abstract, title: the paper's text and title (title may be empty).
        candidate_keys: the task candidates the choice saw (the dump's evidence keys, words
            in any order).
    Returns:
        The first class of :data:`CLASSES` that fits.
    """
    g, text, tw = words_of(gold), words_of(abstract), words_of(title)
    if holds(text, g):
        gs = set(g)
        sets = [set(words_of(k)) for k in candidate_keys]
        if any(s > gs for s in sets):
            return CLASSES[0]
        if any(s and s < gs for s in sets):
            return CLASSES[1]
        return CLASSES[2]
    if holds(tw, g):
        return CLASSES[3]
    every = set(text) | set(tw)
    if g and set(g) <= every:
        return CLASSES[4]
    stems = {w[:5] for w in every}
    if g and all(w[:5] in stems for w in g):
        return CLASSES[5]
    return CLASSES[6]


def count(rows: list[dict], records: dict[tuple[str, str], dict]) -> tuple[int, int, Counter, dict]:
    """Count the misses of a replay dump.

    Args:
        rows: the papers of a ``tools/main_task_replay.py dump`` file.
        records: gold records by ``(file name, id)`` (for the abstract text).
    Returns:
        ``(misses, selection, classes, examples)``: the number of misses, of selection
        misses, a Counter of generation-miss classes and, per class, ``(file, id, gold,
        predicted, title)`` tuples.
    Raises:
        KeyError: a row whose record is not in ``records``.
    """
    misses = selection = 0
    classes: Counter = Counter()
    examples: dict[str, list] = {}
    for r in rows:
        if r["ok"]:
            continue
        misses += 1
        if r["right_keys"]:
            selection += 1
            continue
        rec = records[(r["file"], str(r["id"]))]
        keys = [e[0] for e in (r.get("choice") or {}).get("ev", [])]
        k = classify(r["gold_main"], rec["text"], r.get("title") or "", keys)
        classes[k] += 1
        examples.setdefault(k, []).append((r["file"], r["id"], r["gold_main"], r["pred_main"], r.get("title")))
    return misses, selection, classes, examples


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dump", type=Path)
    ap.add_argument("gold", type=Path, nargs="+")
    ap.add_argument("--examples", type=int, default=0, help="list this many papers of each class")
    a = ap.parse_args(argv)
    records = {}
    for f in a.gold:
        for line in f.read_text().splitlines():
            if line.strip():
                rec = json.loads(line)
                records[(f.name, str(rec["id"]))] = rec
    rows = json.loads(a.dump.read_text())
    misses, selection, classes, examples = count(rows, records)
    print(f"{len(rows)} papers, {misses} misses: {selection} selection, {misses - selection} generation")
    for k in CLASSES:
        print(f"{classes[k]:5d}  {k}")
        for e in examples.get(k, [])[:a.examples]:
            print("       ", *e, sep=" | ")
    return 0


if __name__ == "__main__":
    sys.exit(main())
