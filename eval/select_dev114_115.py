"""Select the abstracts of the gold sets dev114 and dev115 (one draw, seed 114), blind in session 60.

Inputs: ../shared/corpus/{icml2024,neurips2023,iclr2024}.jsonl and the "id" fields (only) of the
gold files that existed when the sets were selected (eval/selection.py: used_ids).
Output: dev114_selection.jsonl and dev115_selection.jsonl in the current folder, one
{"id","title","text"} object per line, in order (9 ICML 2024, 8 NeurIPS 2023, 8 ICLR 2024 each).
Sampling: rng = random.Random(114); rng.sample(pool, 2 * n) per corpus, in that order; the first n
of each sample go to dev114, the next n to dev115. Records whose abstract a gold file holds under another id are left out (by_text).
Run from the repository root; prints the ids.
"""
from selection import draw_two


def main() -> None:
    draw_two("dev114", "dev115", 114, by_text=True)


if __name__ == "__main__":
    main()
