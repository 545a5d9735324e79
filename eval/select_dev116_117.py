"""Select the abstracts of the gold sets dev116 and dev117 (one draw, seed 116), blind in session 61.

Inputs: ../shared/corpus/{icml2024,neurips2023,iclr2024}.jsonl and the "id" fields (only) of the
gold files that existed when the sets were selected (eval/selection.py: used_ids).
Output: dev116_selection.jsonl and dev117_selection.jsonl in the current folder, one
{"id","title","text"} object per line, in order (9 ICML 2024, 8 NeurIPS 2023, 8 ICLR 2024 each).
Sampling: rng = random.Random(116); rng.sample(pool, 2 * n) per corpus, in that order; the first n
of each sample go to dev116, the next n to dev117. Records whose abstract a gold file holds under another id are left out (by_text).
Run from the repository root; prints the ids.
"""
from selection import draw_two


def main() -> None:
    draw_two("dev116", "dev117", 116, by_text=True)


if __name__ == "__main__":
    main()
