"""Select the abstracts of the gold sets dev14 (seed 14) and dev15 (seed 15), blind in session 13.

Inputs: ../shared/corpus/{icml2024,neurips2023,iclr2024}.jsonl and the "id" fields (only) of
../shared/gold/icml2026_dev.jsonl and the eval/*.jsonl files that existed when the sets were
selected (all but dev14.jsonl and dev15.jsonl); dev15 also excludes dev14's ids.
Output: dev14_selection.jsonl and dev15_selection.jsonl in the current folder, one
{"id","title","text"} object per line, in order (9 ICML 2024, 8 NeurIPS 2023, 8 ICLR 2024).

Ids follow the convention of eval/README.md (D1): the record's `id`, else its `openreview_id`,
else `<corpus>-<0-based line number in the corpus file>` (e.g. `iclr2024-725`). Records with no
abstract or an abstract shorter than 600 characters (after stripping whitespace) are skipped, as
are records whose id (stripped) is already used. Sampling: rng = random.Random(seed);
rng.sample(pool, n) per corpus, in the order above. Run from the repository root; prints the ids.
"""
import glob
import json
import random

CORPUS = "../shared/corpus"
PLAN = [("icml2024", 9), ("neurips2023", 8), ("iclr2024", 8)]
LATER = {"eval/dev14.jsonl", "eval/dev15.jsonl"}


def used_ids() -> set:
    """Ids (whitespace-stripped) of the gold files that existed before dev14 was selected."""
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


def select(seed: int, used: set) -> list:
    """The 25 records of one set: [{"id", "title", "text"}, ...]."""
    rng = random.Random(seed)
    out = []
    for corpus, n in PLAN:
        pool = []
        for i, line in enumerate(open(f"{CORPUS}/{corpus}.jsonl", encoding="utf-8")):
            rec = json.loads(line)
            if len((rec.get("abstract") or "").strip()) < 600:
                continue
            rid = record_id(corpus, i, rec)
            if rid not in used:
                pool.append((rid, rec))
        for rid, rec in rng.sample(pool, n):
            out.append({"id": rid, "title": rec.get("title"), "text": rec["abstract"]})
    assert len({o["id"] for o in out}) == 25
    return out


def main() -> None:
    used = used_ids()
    for name, seed in (("dev14", 14), ("dev15", 15)):
        chosen = select(seed, used)
        with open(f"{name}_selection.jsonl", "w", encoding="utf-8") as fh:
            for o in chosen:
                fh.write(json.dumps(o, ensure_ascii=False) + "\n")
        print(name, " ".join(o["id"] for o in chosen))
        used |= {o["id"] for o in chosen}  # dev15 excludes dev14


if __name__ == "__main__":
    main()
