"""Select the abstracts of the gold sets dev16 and dev17 (one draw, seed 16), blind in session 14.

Inputs: ../shared/corpus/{icml2024,neurips2023,iclr2024}.jsonl and the "id" fields (only) of
../shared/gold/icml2026_dev.jsonl and the eval/*.jsonl files that existed when the sets were
selected (all but dev16.jsonl and dev17.jsonl).
Output: dev16_selection.jsonl and dev17_selection.jsonl in the current folder, one
{"id","title","text"} object per line, in order (9 ICML 2024, 8 NeurIPS 2023, 8 ICLR 2024 each).

Ids follow the convention of eval/README.md (D1): the record's `id`, else its `openreview_id`,
else `<corpus>-<0-based line number in the corpus file>` (e.g. `iclr2024-725`). Records with an
abstract shorter than 600 characters (after stripping whitespace) are skipped, as are records
whose id (stripped) is already used. Sampling: rng = random.Random(16); rng.sample(pool, 2 * n)
per corpus, in the order above; the first n of each sample go to dev16, the next n to dev17.
Run from the repository root; prints the ids.
"""
import glob
import json
import random

CORPUS = "../shared/corpus"
PLAN = [("icml2024", 9), ("neurips2023", 8), ("iclr2024", 8)]
LATER = {"eval/dev16.jsonl", "eval/dev17.jsonl"}


def used_ids() -> set:
    """Ids (whitespace-stripped) of the gold files that existed before dev16 was selected."""
    files = ["../shared/gold/icml2026_dev.jsonl"] + sorted(f for f in glob.glob("eval/*.jsonl") if f not in LATER)
    ids = set()
    for f in files:
        for line in open(f, encoding="utf-8"):
            if line.strip():
                ids.add(str(json.loads(line)["id"]).strip())
    return ids


def record_id(corpus: str, line_no: int, rec: dict) -> str:
    """Id of a corpus record: `id`, else `openreview_id`, else `<corpus>-<line>`."""
    return (rec.get("id") or rec.get("openreview_id") or f"{corpus}-{line_no}").strip()


def main() -> None:
    used = used_ids()
    rng = random.Random(16)
    sets = {"dev16": [], "dev17": []}
    for corpus, n in PLAN:
        pool = []
        for i, line in enumerate(open(f"{CORPUS}/{corpus}.jsonl", encoding="utf-8")):
            rec = json.loads(line)
            if len((rec.get("abstract") or "").strip()) < 600:
                continue
            rid = record_id(corpus, i, rec)
            if rid not in used:
                pool.append((rid, rec))
        for k, (rid, rec) in enumerate(rng.sample(pool, 2 * n)):
            sets["dev16" if k < n else "dev17"].append({"id": rid, "title": rec.get("title"), "text": rec["abstract"]})
    for name, chosen in sets.items():
        assert len({o["id"] for o in chosen}) == 25
        with open(f"{name}_selection.jsonl", "w", encoding="utf-8") as fh:
            for o in chosen:
                fh.write(json.dumps(o, ensure_ascii=False) + "\n")
        print(name, " ".join(o["id"] for o in chosen))


if __name__ == "__main__":
    main()
