"""Select the abstracts of the gold sets dev70 and dev71 (one draw, seed 70), blind in session 37.

Inputs: ../shared/corpus/{icml2024,neurips2023,iclr2024}.jsonl and the "id" fields (only) of the
gold files that existed when the sets were selected (eval/selection.py: used_ids).
Output: dev70_selection.jsonl and dev71_selection.jsonl in the current folder, one
{"id","title","text"} object per line, in order (9 ICML 2024, 8 NeurIPS 2023, 8 ICLR 2024 each).
Sampling: rng = random.Random(70); rng.sample(pool, 2 * n) per corpus, in that order; the first n
of each sample go to dev70, the next n to dev71. Records whose abstract a gold file holds under another id are left out (by_text).
Run from the repository root; prints the ids.
"""
from selection import draw_two


def main() -> None:
    draw_two("dev70", "dev71", 70, by_text=True)


if __name__ == "__main__":
    main()
