#!/usr/bin/env python3
"""Whose number each result is: list every kgo:Result the graph would write for a set of
abstracts with its owner (kgo:ofMethod), and compare two such listings (session 59).

``tools/rule_diff.py`` compares the results' values, metrics and datasets, not their owner; this
tool lists the owner the graph gives each result (the method's label and whether the paper
proposes it), whether the result is marked a baseline's (kgo:isBaselineResult), and its sentence,
so that a rule about result attribution can be read result by result.

Usage::

    # one listing (JSON Lines, one result a line), extracting with the rules of the kg imported
    PYTHONPATH=. python tools/result_owners.py list ABSTRACTS.jsonl --out owners.jsonl
    # the same from a saved extraction (tools/rule_diff.py dump), e.g. of another revision
    PYTHONPATH=. python tools/result_owners.py list before.json --out before_owners.jsonl
    # the results whose owner or baseline mark differs between two listings
    python tools/result_owners.py diff before_owners.jsonl after_owners.jsonl

Each listed result is a JSON object: ``paper``, ``n`` (its place among the paper's results),
``value``, ``unit``, ``metric``, ``text`` (the phrase), ``owner`` (the ofMethod label or ""),
``whose`` ("proposed", "other" or "unattributed", as the results-by-method query says),
``baseline`` (kgo:isBaselineResult true) and ``sentence``. Exit status 0, 2 on a usage error.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def _extractions(path: str) -> list:
    """The extractions of ``path``: a saved extraction (a JSON list of
    :meth:`kg.records.Extraction.to_dict`, as ``tools/rule_diff.py dump`` writes) or any input
    ``kg build`` reads, extracted with one process."""
    from kg.records import Extraction

    if path.endswith(".json"):
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        if isinstance(data, dict):
            data = data.get("extractions", data.get("papers", []))
        return [Extraction.from_dict(d) for d in data]
    from kg.extract.pipeline import Extractor
    from kg.read import read

    return list(Extractor().extract_many(list(read([path])), n_process=1))


def owners(extractions) -> list[dict]:
    """One row per result the graph writes for ``extractions`` (see the module docstring).

    Args:
        extractions: :class:`kg.records.Extraction` records (distinct paper ids).
    Returns:
        The rows, by paper (input order) and result number.
    """
    from kg.graph import IriMinter, first_value
    from kg.ontology import KGO
    from kg.pipeline import triples_from_extractions
    from rdflib import SKOS

    index, _ = triples_from_extractions(list(extractions))
    value_of = first_value(index)
    reports = index.subject_table(KGO.reportsResult)
    proposes = index.subject_table(KGO.proposes)
    baseline_term = KGO.isBaselineResult if "isBaselineResult" in KGO.__annotations__ else None
    iri = IriMinter()
    rows = []
    for ex in extractions:
        paper = iri.paper(ex.paper.id)
        written = set(reports.get(paper, ()))
        ordered = sorted(ex.results, key=lambda r: (r.start, r.end, r.value))
        for n, r in enumerate(ordered, start=1):
            node = iri.result(ex.paper.id, n)
            if node not in written:
                continue
            method = value_of(node, KGO.ofMethod)
            label = str(value_of(method, SKOS.prefLabel)) if method is not None else ""
            whose = "unattributed" if method is None else \
                "proposed" if method in proposes.get(paper, ()) else "other"
            metric = value_of(node, KGO.metric)
            rows.append({
                "paper": ex.paper.id, "n": n, "value": r.value, "unit": r.unit or "",
                "metric": str(value_of(metric, SKOS.prefLabel)) if metric is not None else "",
                "text": r.text, "owner": label, "whose": whose,
                "baseline": bool(baseline_term is not None and value_of(node, baseline_term) is not None),
                "sentence": ex.clean.text[r.sentence_start:r.sentence_end]})
    return rows


def _keyed(rows: list[dict]) -> dict[tuple, dict]:
    """The rows by (paper, value, phrase, sentence, occurrence): the n-th of several equal
    results of one sentence ("over 1000x faster ... over 1000x cheaper") is its own key."""
    seen: dict[tuple, int] = {}
    out = {}
    for r in rows:
        k = (r["paper"], r["value"], r["text"], r["sentence"])
        seen[k] = seen.get(k, 0) + 1
        out[(*k, seen[k])] = r
    return out


def diff(before: list[dict], after: list[dict]) -> list[tuple[dict, dict]]:
    """The pairs ``(before row, after row)`` of one result (same paper, value, phrase,
    sentence and occurrence) whose owner, whose or baseline mark differ."""
    old = _keyed(before)
    out = []
    for k, r in _keyed(after).items():
        b = old.get(k)
        if b is not None and (b["owner"], b["whose"], b["baseline"]) != (r["owner"], r["whose"], r["baseline"]):
            out.append((b, r))
    return out


def main(argv=None) -> int:
    """Command line: ``list`` or ``diff`` (see the module docstring). Returns the exit status."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    li = sub.add_parser("list")
    li.add_argument("path")
    li.add_argument("--out")
    di = sub.add_parser("diff")
    di.add_argument("before")
    di.add_argument("after")
    args = ap.parse_args(argv)
    if args.cmd == "list":
        rows = owners(_extractions(args.path))
        out = open(args.out, "w", encoding="utf-8") if args.out else sys.stdout
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
        if args.out:
            out.close()
        return 0
    load = lambda p: [json.loads(line) for line in Path(p).read_text(encoding="utf-8").splitlines() if line]
    pairs = diff(load(args.before), load(args.after))
    for b, a in pairs:
        print(f"{a['paper']} #{a['n']} {a['value']}{a['unit']} {a['metric']!r}: "
              f"{b['owner'] or '-'} ({b['whose']}{', baseline' if b['baseline'] else ''}) -> "
              f"{a['owner'] or '-'} ({a['whose']}{', baseline' if a['baseline'] else ''})")
        print(f"    {a['sentence']}")
    print(f"{len(pairs)} results changed owner or baseline mark", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
