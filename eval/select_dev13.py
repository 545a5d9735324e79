"""Select the 25 abstracts of the gold set dev13 (seed 13), blind in session 12.

Inputs: ../shared/corpus/{icml2024,neurips2023,iclr2024}.jsonl and the "id" fields (only) of the
gold files that existed when the set was selected (eval/selection.py: used_ids).
Output: dev13_selection.jsonl in the current folder, one {"id","title","text"} object per line,
in order (9 ICML 2024, 8 NeurIPS 2023, 8 ICLR 2024). Sampling: rng = random.Random(13);
rng.sample(pool, n) per corpus, in that order. Run from the repository root; prints the ids.
"""
import random

from selection import PLAN, as_record, pool, used_ids, write


def main() -> None:
    used = used_ids("dev13.jsonl")
    rng = random.Random(13)
    write("dev13", [as_record(rid, rec) for corpus, n in PLAN for rid, rec in rng.sample(pool(corpus, used), n)])


if __name__ == "__main__":
    main()
