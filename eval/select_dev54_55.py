"""Select the abstracts of the gold sets dev54 and dev55 (one draw, seed 54), blind in session 29.

Inputs: ../shared/corpus/{icml2024,neurips2023,iclr2024}.jsonl and the "id" fields (only) of the
gold files that existed when the sets were selected (eval/selection.py: used_ids).
Output: dev54_selection.jsonl and dev55_selection.jsonl in the current folder, one
{"id","title","text"} object per line, in order (9 ICML 2024, 8 NeurIPS 2023, 8 ICLR 2024 each).
Sampling: rng = random.Random(54); rng.sample(pool, 2 * n) per corpus, in that order; the first n
of each sample go to dev54, the next n to dev55. Run from the repository root; prints the ids.
"""
from selection import draw_two


def main() -> None:
    draw_two("dev54", "dev55", 54)


if __name__ == "__main__":
    main()
