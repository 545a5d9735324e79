"""Select the abstracts of the gold sets dev50 and dev51 (one draw, seed 50), blind in session 27.

Inputs: ../shared/corpus/{icml2024,neurips2023,iclr2024}.jsonl and the "id" fields (only) of the
gold files that existed when the sets were selected (eval/selection.py: used_ids).
Output: dev50_selection.jsonl and dev51_selection.jsonl in the current folder, one
{"id","title","text"} object per line, in order (9 ICML 2024, 8 NeurIPS 2023, 8 ICLR 2024 each).
Sampling: rng = random.Random(50); rng.sample(pool, 2 * n) per corpus, in that order; the first n
of each sample go to dev50, the next n to dev51. Run from the repository root; prints the ids.
"""
from selection import draw_two


def main() -> None:
    draw_two("dev50", "dev51", 50)


if __name__ == "__main__":
    main()
