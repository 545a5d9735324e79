"""Select the abstracts of the gold sets dev14 (seed 14) and dev15 (seed 15), blind in session 13.

Inputs: ../shared/corpus/{icml2024,neurips2023,iclr2024}.jsonl and the "id" fields (only) of the
gold files that existed when the sets were selected (eval/selection.py: used_ids); dev15 also
excludes dev14's ids.
Output: dev14_selection.jsonl and dev15_selection.jsonl in the current folder, one
{"id","title","text"} object per line, in order (9 ICML 2024, 8 NeurIPS 2023, 8 ICLR 2024).
Sampling: rng = random.Random(seed); rng.sample(pool, n) per corpus, in that order. Run from the
repository root; prints the ids.
"""
import random

from selection import PLAN, as_record, pool, used_ids, write


def main() -> None:
    used = used_ids("dev14.jsonl")
    for name, seed in (("dev14", 14), ("dev15", 15)):
        rng = random.Random(seed)
        chosen = [as_record(rid, rec) for corpus, n in PLAN for rid, rec in rng.sample(pool(corpus, used), n)]
        write(name, chosen)
        used |= {o["id"] for o in chosen}  # dev15 excludes dev14


if __name__ == "__main__":
    main()
