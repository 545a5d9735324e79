"""Select the abstracts of the gold sets dev48 and dev49 (one draw, seed 48), blind in session 26.

Inputs: ../shared/corpus/{icml2024,neurips2023,iclr2024}.jsonl and the "id" fields (only) of the
gold files that existed when the sets were selected (eval/selection.py: used_ids).
Output: dev48_selection.jsonl and dev49_selection.jsonl in the current folder, one
{"id","title","text"} object per line, in order (9 ICML 2024, 8 NeurIPS 2023, 8 ICLR 2024 each).
Sampling: rng = random.Random(48); rng.sample(pool, 2 * n) per corpus, in that order; the first n
of each sample go to dev48, the next n to dev49. Run from the repository root; prints the ids.
"""
from selection import draw_two


def main() -> None:
    draw_two("dev48", "dev49", 48)


if __name__ == "__main__":
    main()
