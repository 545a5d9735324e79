"""Inter-annotator agreement: score one gold file against another with ``kg eval``'s matching.

Usage (from the repository root)::

    python eval/agreement.py REFERENCE.jsonl OTHER.jsonl [--verbose]

Both files annotate the same abstracts (same ``id`` and ``text``) under
``shared/gold/GUIDELINES.md``, by annotators who did not see each other's work. The
second annotator's record is turned into an :class:`kg.records.Extraction` whose
mentions are the names it annotated (one mention per entity, in its category and role;
its main task flagged), whose acronyms, results, code links and part-of links are its
own, and it is scored with :func:`kg.evaluate.evaluate_extractions`: the very matching
that scores PaperKG (lenient on form, strict on identity; the reference's
``allowed_extra`` forgives the other annotator's extra phrases as it forgives the
extractor's). The table is therefore directly comparable with ``kg eval``'s: F1 of
annotator B against annotator A is the level an extractor could reach if it were as good
as a second careful human.

F1 is nearly symmetric (precision and recall swap; only ``allowed_extra`` and the
grouping of unmatched forms differ), so the script prints both directions.

Output: two :meth:`kg.evaluate.EvalReport.format` tables on stdout.
Raises: SystemExit(2) when the files do not hold the same ids and texts in the same order
(the message names the first line that differs); :class:`kg.evaluate.GoldFormatError`
for a malformed line (file and line named).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kg.evaluate import evaluate_extractions, load_gold  # noqa: E402
from kg.records import Acronym, CleanText, CodeLink, Extraction, Link, Mention, Paper, Result  # noqa: E402

#: gold category -> (mention type, mention role) of the equivalent extraction.
_MENTION_OF = {
    "method_proposed": ("Method", "proposed"),
    "benchmark_proposed": ("Dataset", "benchmark"),
    "dataset": ("Dataset", "evaluated"),
    "task": ("Task", "addressed"),
    "method_used": ("Method", "used"),
    "metric": ("Metric", "measured"),
}


def as_extraction(rec: dict) -> Extraction:
    """Turn one gold record into the :class:`~kg.records.Extraction` an ideal extractor
    following the same annotator would have produced.

    Args:
        rec: a gold record (``load_gold`` output).
    Returns:
        Extraction with one mention per annotated entity (its ``name``; offsets 0, rule
        ``"annotator"``), the record's acronyms, results, code URLs and part-of pairs.
        A benchmark is also a dataset, as the extractor reports it (Dataset mention with
        role ``benchmark``), so it is not repeated under ``dataset``.
    """
    text = rec["text"]
    mentions = []
    bench = {e["name"] for e in rec.get("benchmark_proposed", []) or []}
    for cat, (typ, role) in _MENTION_OF.items():
        for ent in rec.get(cat, []) or []:
            if cat == "dataset" and ent["name"] in bench:
                continue
            mentions.append(Mention(text=ent["name"], type=typ, start=0, end=0, role=role,
                                    rule="annotator", main=bool(ent.get("main"))))
    # the extractor flags at most one main task; an annotation error with two keeps the first
    mains = [i for i, m in enumerate(mentions) if m.main]
    for i in mains[1:]:
        m = mentions[i]
        mentions[i] = Mention(text=m.text, type=m.type, start=0, end=0, role=m.role, rule=m.rule)
    mains = [m for m in mentions if m.main]
    mentions = mains + [m for m in mentions if not m.main]
    links = [Link(rel="partOf", head=c["part"], head_type="Method", tail=c["whole"],
                  tail_type="Method", start=0, end=0, rule="annotator")
             for c in rec.get("component_of", []) or []]
    acronyms = [Acronym(short=a["short"], long=a["long"], start=0, end=0, rule="annotator")
                for a in rec.get("acronym", []) or []]
    results = [Result(value=str(r["value"]), unit=None, metric=r.get("metric"), dataset=r.get("dataset"),
                      text=r.get("text") or "", start=0, end=0, sentence_start=0, sentence_end=0)
               for r in rec.get("result", []) or []]
    code = [CodeLink(url=u, start=0, end=0, sentence_start=0, sentence_end=0) for u in rec.get("code", []) or []]
    paper = Paper(id=str(rec["id"]), abstract=text, title=rec.get("title") or None)
    return Extraction(paper=paper, clean=CleanText(text=text, offsets=()), mentions=tuple(mentions),
                      links=tuple(links), acronyms=tuple(acronyms), results=tuple(results), code=tuple(code))


def _check_aligned(a: list[dict], b: list[dict], pa: Path, pb: Path) -> None:
    if len(a) != len(b):
        sys.exit(f"agreement: {pa} has {len(a)} records, {pb} has {len(b)}")
    for i, (x, y) in enumerate(zip(a, b), 1):
        if str(x["id"]) != str(y["id"]) or x["text"] != y["text"]:
            sys.exit(f"agreement: record {i} differs in id or text: {pa}:{i} ({x['id']}) vs {pb}:{i} ({y['id']})")


def main(argv: list[str] | None = None) -> int:
    """Command line: print the agreement tables (both directions). Returns 0."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("reference", type=Path)
    ap.add_argument("other", type=Path)
    ap.add_argument("--verbose", action="store_true", help="list every disagreement")
    args = ap.parse_args(argv)
    a, b = load_gold(args.reference), load_gold(args.other)
    _check_aligned(a, b, args.reference, args.other)
    for ref, oth, pr, po in ((a, b, args.reference, args.other), (b, a, args.other, args.reference)):
        # every annotated result: its value is as written ("91.2%", no decimal, which the graph
        # would not hold); annotators are compared, not the graph's results
        rep = evaluate_extractions(ref, [as_extraction(r) for r in oth], verbose=args.verbose,
                                   title=f"{po.name} scored against {pr.name}", written_only=False)
        print(rep.format())
        if args.verbose:
            print("\n".join(rep.details))
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
