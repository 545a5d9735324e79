"""Select the abstracts of the gold sets dev56 and dev57 (one draw, seed 56), blind in session 30.

Inputs: ../shared/corpus/{icml2024,neurips2023,iclr2024}.jsonl and the "id" fields (only) of the
gold files that existed when the sets were selected (eval/selection.py: used_ids).
Output: dev56_selection.jsonl and dev57_selection.jsonl in the current folder, one
{"id","title","text"} object per line, in order (9 ICML 2024, 8 NeurIPS 2023, 8 ICLR 2024 each).
Sampling: rng = random.Random(56); rng.sample(pool, 2 * n) per corpus, in that order; the first n
of each sample go to dev56, the next n to dev57. Run from the repository root; prints the ids.
"""
from selection import draw_two


def main() -> None:
    draw_two("dev56", "dev57", 56)


if __name__ == "__main__":
    main()
