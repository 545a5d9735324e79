"""Select the abstracts of the gold sets dev106 and dev107 (one draw, seed 106), blind in session 56.

Inputs: ../shared/corpus/{icml2024,neurips2023,iclr2024}.jsonl and the "id" fields (only) of the
gold files that existed when the sets were selected (eval/selection.py: used_ids).
Output: dev106_selection.jsonl and dev107_selection.jsonl in the current folder, one
{"id","title","text"} object per line, in order (9 ICML 2024, 8 NeurIPS 2023, 8 ICLR 2024 each).
Sampling: rng = random.Random(106); rng.sample(pool, 2 * n) per corpus, in that order; the first n
of each sample go to dev106, the next n to dev107. Records whose abstract a gold file holds under another id are left out (by_text).
Run from the repository root; prints the ids.
"""
from selection import draw_two


def main() -> None:
    draw_two("dev106", "dev107", 106, by_text=True)


if __name__ == "__main__":
    main()
