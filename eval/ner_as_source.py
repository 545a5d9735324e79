"""Experiment: the shipped SciERC NER as an extra source of tasks, methods, metrics and datasets.

Usage (from the repository root)::

    python eval/ner_as_source.py

For every development gold file (../shared/gold/icml2026_dev.jsonl, eval/dev_neurips_iclr.jsonl,
eval/dev3_icml2024_neurips.jsonl, eval/dev4.jsonl ... eval/dev11.jsonl; no held-out file) it
extracts with the rules, tags the cleaned text with the SciERC tagger
(:class:`kg.extract.scierc.SciercTagger`, ``kg/data/scierc_model``), adds each tagged span of
one label that the rules did not already extract as a mention of the matching PaperKG type
(Task -> Task, Method -> Method used, Metric -> Metric, Material -> Dataset), and prints
``kg eval``'s scores (:func:`kg.evaluate.evaluate_extractions`) without and with the additions.
Session 12 (2026-11-30, rules of 48aec1f): the added spans are right at a precision of about
0.12 (tasks +48 true / +357 false, methods +97 / +708), so F1 drops in every category; the NER
is not used as a source.
"""
from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kg.evaluate import evaluate_extractions, load_gold  # noqa: E402
from kg.extract import Extractor  # noqa: E402
from kg.extract.scierc import SciercTagger  # noqa: E402
from kg.records import Mention, Paper  # noqa: E402

SETS = [ROOT.parent / "shared" / "gold" / "icml2026_dev.jsonl"] + [
    ROOT / "eval" / f for f in ["dev_neurips_iclr.jsonl", "dev3_icml2024_neurips.jsonl"]
    + [f"dev{i}.jsonl" for i in range(4, 12)]]
#: SciERC label -> (PaperKG type, role) of the added mentions.
MAP = {"Task": ("Task", "task"), "Method": ("Method", "used"), "Metric": ("Metric", "metric"),
       "Material": ("Dataset", "dataset")}


def show(tag: str, report) -> None:
    """Print P/R/F1 and counts of the four entity categories the NER can add to."""
    for c in ("task", "method_used", "metric", "dataset"):
        s = report.scores[c]
        print(f"{tag:22s} {c:12s} P {s.precision:.3f} R {s.recall:.3f} F1 {s.f1:.3f} "
              f"TP {s.tp} FP {s.fp} FN {s.fn}")


def main() -> int:
    recs = [r for s in SETS for r in load_gold(s)]
    papers = [Paper(id=str(r["id"]), abstract=r["text"], title=r.get("title") or None, source="gold")
              for r in recs]
    exs = list(Extractor().extract_many(papers))
    texts = [e.clean.text for e in exs]
    tagged = list(SciercTagger().spans(texts))
    show("rules", evaluate_extractions(recs, exs))
    for label, (typ, role) in MAP.items():
        aug = []
        for e, text, spans in zip(exs, texts, tagged):
            have = {(m.start, m.end) for m in e.mentions}
            add = [Mention(text=text[a:b], type=typ, start=a, end=b, role=role, rule="scierc_ner")
                   for a, b, t in spans if t == label and (a, b) not in have]
            aug.append(dataclasses.replace(e, mentions=list(e.mentions) + add))
        show(f"rules + NER {label}", evaluate_extractions(recs, aug))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
