#!/usr/bin/env python3
"""Measure the precision of PaperKG's external links (session 44): draw a seeded, stratified
sample of a build's ``skos:exactMatch`` and ``skos:closeMatch`` links to CSO topics and Papers
with Code terms, show each with the evidence a reader needs, and re-check a judged sample
against a later build.

Usage (from the repository root, venv active)::

    python tools/link_sample44.py slice                    # /tmp/l44/a.jsonl, /tmp/l44/b.jsonl
    PYTHONPATH=. python -m kg build /tmp/l44/a.jsonl --out /tmp/l44_a --no-html
    python tools/link_sample44.py draw /tmp/l44_a --out eval/link_sample44.tsv
    python tools/link_sample44.py show eval/link_sample44.tsv /tmp/l44_a     # what to read
    python tools/link_sample44.py rejudge eval/link_sample44.tsv /tmp/l44_a2  # after a fix

``slice`` writes the measured slice ``a.jsonl`` (the first 1,000 records of
``shared/corpus/neurips2023.jsonl`` from line 1001 on, 0-based line 1000, whose id no development
gold file holds and that have an abstract) and the check slice ``b.jsonl`` (the same from line
1001 of ``iclr2024.jsonl``, to the end of the file: 943 records). The held-out gold files are not
read, so a few of these abstracts may be held out; linking is not scored against gold.

``draw`` reads ``entities.csv`` of a build (type, label, exact and close matches), sorts the links
by (entity IRI, target IRI) and draws with ``random.Random(44)``: 150 exact links stratified as
:data:`EXACT_QUOTA` (a stratum smaller than its quota is taken whole, the rest is not
redistributed) and 50 close links of any kind. The build has no Dataset -> PwC dataset link
(the shipped vocabularies hold no PwC data sets), so that stratum is empty. The same build gives
the same sample.

The TSV's columns: ``kind`` (``exact|close <Type> -> <vocabulary>``), ``node label``, ``target
IRI``, ``target label``, ``judgement`` (right / wrong / doubtful, filled by a reader) and
``reason``. ``rejudge`` prints, per stratum, the judged counts of the sample before, and of the
sampled links a later build still makes (a link it drops leaves the sample; one it moves from
exact to close is counted where it is now), the precision right / (right + wrong + doubtful).
"""
from __future__ import annotations

import argparse
import csv
import glob
import gzip
import json
import random
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CORPUS = Path("/work/shared/corpus")
VOCAB = Path("/work/shared/vocab")
SEED = 44
#: exact links drawn per stratum (150 in all)
EXACT_QUOTA = {"Method -> PwC method": 40, "Task -> PwC task": 40, "Dataset -> PwC dataset": 0,
               "Method/Task -> CSO": 54, "Metric -> CSO": 16}
CLOSE_N = 50
COLUMNS = ["kind", "node label", "target IRI", "target label", "judgement", "reason"]


def _gold_ids() -> set[str]:
    """Ids of the development gold files (the held-out files are not read)."""
    files = ["/work/shared/gold/icml2026_dev.jsonl"] + sorted(
        f for f in glob.glob(str(REPO / "eval" / "*.jsonl")) if "heldout" not in Path(f).name)
    ids: set[str] = set()
    for f in files:
        for line in open(f, encoding="utf-8"):
            if line.strip():
                ids.add(json.loads(line)["id"])
    return ids


def cmd_slice(a: argparse.Namespace) -> None:
    gold = _gold_ids()
    out = Path(a.dir)
    out.mkdir(parents=True, exist_ok=True)
    for corpus, name in (("neurips2023", "a.jsonl"), ("iclr2024", "b.jsonl")):
        lines = (CORPUS / f"{corpus}.jsonl").read_text(encoding="utf-8").splitlines()
        kept = []
        for i in range(1000, len(lines)):
            rec = json.loads(lines[i])
            rid = rec.get("id") or rec.get("openreview_id") or f"{corpus}-{i}"
            if rid in gold or not (rec.get("abstract") or "").strip():
                continue
            kept.append(lines[i])
            if len(kept) == 1000:
                break
        (out / name).write_text("".join(x + "\n" for x in kept), encoding="utf-8")
        print(f"{out / name}: {len(kept)} records of {corpus}")


def _vocab_of(iri: str) -> str:
    if "cso.kmi" in iri:
        return "CSO"
    if "/task/" in iri:
        return "PwC task"
    if "/method/" in iri:
        return "PwC method"
    if "/dataset/" in iri:
        return "PwC dataset"
    return "other"


def _stratum(etype: str, iri: str) -> str:
    vocab = _vocab_of(iri)
    if vocab == "CSO":
        return "Metric -> CSO" if etype == "Metric" else "Method/Task -> CSO"
    return f"{etype} -> {vocab}"


def _entities(build: Path) -> list[dict]:
    return list(csv.DictReader(open(build / "entities.csv", encoding="utf-8")))


def _links(build: Path) -> list[tuple[str, str, str, str, str]]:
    """(match, entity IRI, type, label, target IRI) of every exact and close link, sorted."""
    out = []
    for row in _entities(build):
        for match, col in (("exact", "exact_matches"), ("close", "close_matches")):
            for iri in row[col].split():
                if _vocab_of(iri) != "other":
                    out.append((match, row["iri"], row["type"], row["label"], iri))
    return sorted(out, key=lambda x: (x[1], x[4], x[0]))


def _term_labels(build: Path) -> dict[str, str]:
    labels: dict[str, str] = {}
    pat = re.compile(r'^<(https://(?:cso\.kmi|paperswithcode)[^>]*)> <http://www\.w3\.org/2004/02/skos/core#prefLabel> "(.*)"@en')
    with open(build / "graph.nt", encoding="utf-8") as f:
        for line in f:
            m = pat.match(line)
            if m:
                labels[m.group(1)] = m.group(2)
    return labels


def cmd_draw(a: argparse.Namespace) -> None:
    build = Path(a.build)
    rng = random.Random(SEED)
    links = _links(build)
    labels = _term_labels(build)
    by = defaultdict(list)
    for link in links:
        match, _, etype, _, iri = link
        by["close" if match == "close" else _stratum(etype, iri)].append(link)
    rows = []
    for stratum, quota in EXACT_QUOTA.items():
        pool = by.get(stratum, [])
        pick = pool if len(pool) <= quota else rng.sample(pool, quota)
        print(f"exact {stratum}: {len(pick)} of {len(pool)}", file=sys.stderr)
        rows += sorted(pick, key=lambda x: (x[1], x[4]))
    pool = by.get("close", [])
    pick = pool if len(pool) <= CLOSE_N else rng.sample(pool, CLOSE_N)
    print(f"close: {len(pick)} of {len(pool)}", file=sys.stderr)
    rows += sorted(pick, key=lambda x: (x[1], x[4]))
    with open(a.out, "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, delimiter="\t", lineterminator="\n")
        w.writerow(COLUMNS)
        for match, _, etype, label, iri in rows:
            w.writerow([f"{match} {etype} -> {_vocab_of(iri)}", label, iri, labels.get(iri, ""), "", ""])


def _evidence(build: Path, wanted: set[str]) -> dict[str, str]:
    """One evidence sentence per entity IRI (the first by evidence IRI)."""
    obj: dict[str, str] = {}
    sent: dict[str, str] = {}
    po = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#object>"
    ps = "<https://w3id.org/paperkg/ontology#sentence>"
    with open(build / "graph.nt", encoding="utf-8") as f:
        for line in f:
            if po in line:
                s, _, o = line.split(" ", 2)
                o = o.strip().rstrip(" .").strip("<>")
                if o in wanted:
                    obj[s] = o
            elif ps in line:
                s, rest = line.split(" ", 1)
                sent[s] = rest.split(" ", 1)[1].rsplit("@", 1)[0].strip('"')
    out: dict[str, str] = {}
    for ev in sorted(obj):
        out.setdefault(obj[ev], sent.get(ev, ""))
    return out


def _descriptions() -> dict[str, str]:
    out = {}
    for m in json.load(gzip.open(VOCAB / "pwc" / "methods.json.gz")):
        out[m["url"]] = f'{m["name"]} / {m["full_name"]}: ' + " ".join((m.get("description") or "").split())[:220]
    return out


def cmd_show(a: argparse.Namespace) -> None:
    sys.path.insert(0, str(REPO))  # this checkout's kg, not an installed one
    from kg.vocab import cso_topic, pwc_tasks  # noqa: PLC0415
    build = Path(a.build)
    rows = list(csv.DictReader(open(a.tsv, encoding="utf-8"), delimiter="\t"))
    ents = {(r["type"], r["label"]): r for r in _entities(build)}
    ev = _evidence(build, {r["iri"] for r in ents.values()})
    desc = _descriptions()
    tasks = {t.iri: t for t in pwc_tasks().values()}
    for n, row in enumerate(rows):
        etype = row["kind"].split()[1]
        ent = ents.get((etype, row["node label"]), {})
        iri = row["target IRI"]
        if "cso.kmi" in iri:
            t = cso_topic(row["target label"])
            info = f"broader={list(t.broader) if t else '?'}"
        elif iri in tasks:
            t = tasks[iri]
            info = f"areas={t.areas} parent={t.parent}"
        else:
            info = desc.get(iri, "")
        print(f"[{n}] {row['kind']} | {row['node label']} | aka {ent.get('aliases', '')} | papers {ent.get('papers', '')}")
        print(f"    -> {row['target label']} <{iri}> {info}")
        print(f"    ev: {ev.get(ent.get('iri', ''), '')[:400]}")


def _precision(c: Counter) -> str:
    n = c["right"] + c["wrong"] + c["doubtful"]
    return f"{c['right']}/{n} = {c['right'] / n:.2f}" if n else "-"


def cmd_rejudge(a: argparse.Namespace) -> None:
    rows = list(csv.DictReader(open(a.tsv, encoding="utf-8"), delimiter="\t"))
    now = {(etype, label, iri): match for match, _, etype, label, iri in _links(Path(a.build))}
    before: dict[str, Counter] = defaultdict(Counter)
    after: dict[str, Counter] = defaultdict(Counter)
    gone: Counter = Counter()
    for row in rows:
        match, etype = row["kind"].split()[:2]
        iri, judge = row["target IRI"], row["judgement"]
        key = "close" if match == "close" else _stratum(etype, iri)
        before[key][judge] += 1
        before["all exact" if match == "exact" else "all close"][judge] += 1
        m2 = now.get((etype, row["node label"], iri))
        if m2 is None:
            gone[judge] += 1
            print(f"dropped ({judge}): {row['kind']} | {row['node label']} -> {row['target label']}")
            continue
        key2 = "close" if m2 == "close" else _stratum(etype, iri)
        if m2 != match:
            print(f"moved {match} -> {m2} ({judge}): {row['node label']} -> {row['target label']}")
        after[key2][judge] += 1
        after["all exact" if m2 == "exact" else "all close"][judge] += 1
    for key in [*EXACT_QUOTA, "all exact", "close", "all close"]:
        b, c = before.get(key, Counter()), after.get(key, Counter())
        print(f"{key:24s} before {_precision(b):16s} (w {b['wrong']}, d {b['doubtful']})   "
              f"after {_precision(c):16s} (w {c['wrong']}, d {c['doubtful']})")
    print(f"dropped from the sample: {dict(gone)}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("slice")
    s.add_argument("--dir", default="/tmp/l44")
    d = sub.add_parser("draw")
    d.add_argument("build")
    d.add_argument("--out", default=str(REPO / "eval" / "link_sample44.tsv"))
    sh = sub.add_parser("show")
    sh.add_argument("tsv")
    sh.add_argument("build")
    r = sub.add_parser("rejudge")
    r.add_argument("tsv")
    r.add_argument("build")
    a = p.parse_args()
    {"slice": cmd_slice, "draw": cmd_draw, "show": cmd_show, "rejudge": cmd_rejudge}[a.cmd](a)


if __name__ == "__main__":
    main()
