"""Select the abstracts of the gold sets dev104 and dev105 (one draw, seed 104), blind in session 55.

Inputs: ../shared/corpus/{icml2024,neurips2023,iclr2024}.jsonl and the "id" fields (only) of the
gold files that existed when the sets were selected (eval/selection.py: used_ids).
Output: dev104_selection.jsonl and dev105_selection.jsonl in the current folder, one
{"id","title","text"} object per line, in order (9 ICML 2024, 8 NeurIPS 2023, 8 ICLR 2024 each).
Sampling: rng = random.Random(104); rng.sample(pool, 2 * n) per corpus, in that order; the first n
of each sample go to dev104, the next n to dev105. Records whose abstract a gold file holds under another id are left out (by_text).
Run from the repository root; prints the ids.
"""
from selection import draw_two


def main() -> None:
    draw_two("dev104", "dev105", 104, by_text=True)


if __name__ == "__main__":
    main()
