"""Select the abstracts of the gold sets dev20 and dev21 (one draw, seed 20), blind in session 16.

Inputs: ../shared/corpus/{icml2024,neurips2023,iclr2024}.jsonl and the "id" fields (only) of the
gold files that existed when the sets were selected (eval/selection.py: used_ids).
Output: dev20_selection.jsonl and dev21_selection.jsonl in the current folder, one
{"id","title","text"} object per line, in order (9 ICML 2024, 8 NeurIPS 2023, 8 ICLR 2024 each).
Sampling: rng = random.Random(20); rng.sample(pool, 2 * n) per corpus, in that order; the first n
of each sample go to dev20, the next n to dev21. Run from the repository root; prints the ids.
"""
from selection import draw_two


def main() -> None:
    draw_two("dev20", "dev21", 20)


if __name__ == "__main__":
    main()
