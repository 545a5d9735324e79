"""Select the 25 abstracts of the blind gold set dev13 (seed 13).

Inputs: ../shared/corpus/{icml2024,neurips2023,iclr2024}.jsonl and the "id" fields (only)
of ../shared/gold/icml2026_dev.jsonl and eval/*.jsonl (ids already in gold).
Output: dev13_selection.jsonl, one {"id","title","text"} object per line, in order
(9 ICML 2024, 8 NeurIPS 2023, 8 ICLR 2024).

Ids follow the convention of eval/README.md (D1): the record's `id`, else its `openreview_id`,
else `<corpus>-<0-based line number in the corpus file>` (all ICLR 2024 records, e.g.
`iclr2024-725`). Records with no abstract or an abstract shorter than 600 characters
(after stripping whitespace) are skipped, as are records whose id (stripped) is already used.
Sampling: rng = random.Random(13); rng.sample(pool, n) per corpus, in the order above.
"""
import glob
import json
import random

CORPUS = "../shared/corpus"
PLAN = [("icml2024", 9), ("neurips2023", 8), ("iclr2024", 8)]


def used_ids():
    """Return the set of ids (whitespace-stripped) already used in any gold file."""
    # the gold files that existed when dev13 was selected (run from the repository root)
    files = ["../shared/gold/icml2026_dev.jsonl"] + sorted(
        f for f in glob.glob("eval/*.jsonl") if f != "eval/dev13.jsonl")
    ids = set()
    for f in files:
        for line in open(f, encoding="utf-8"):
            if line.strip():
                ids.add(str(json.loads(line)["id"]).strip())
    return ids


def record_id(corpus, line_no, rec):
    """Id of a corpus record: `id`, else `openreview_id`, else `<corpus>-<line>`."""
    return (rec.get("id") or rec.get("openreview_id") or f"{corpus}-{line_no}").strip()


def main():
    used = used_ids()
    rng = random.Random(13)
    out = []
    for corpus, n in PLAN:
        pool = []
        for i, line in enumerate(open(f"{CORPUS}/{corpus}.jsonl", encoding="utf-8")):
            rec = json.loads(line)
            ab = rec.get("abstract") or ""
            if len(ab.strip()) < 600:
                continue
            rid = record_id(corpus, i, rec)
            if rid in used:
                continue
            pool.append((rid, rec))
        for rid, rec in rng.sample(pool, n):
            out.append({"id": rid, "title": rec.get("title"), "text": rec["abstract"]})
    ids = [o["id"] for o in out]
    assert len(set(ids)) == len(ids) == 25
    with open("dev13_selection.jsonl", "w", encoding="utf-8") as fh:
        for o in out:
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    for o in out:
        print(o["id"], "|", o["title"])


if __name__ == "__main__":
    main()
