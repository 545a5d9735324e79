"""Select the abstracts of the gold sets dev30 .. dev37 (session 20).

These eight sets are training data for the learned span tagger (kg/extract/gold_tagger.py) and
development data for the rules; they were not scored blind. Four draws:
``draw_two("dev30", "dev31", 30)``, ``draw_two("dev32", "dev33", 32)``, ``draw_two("dev34", "dev35", 34)``
and ``draw_two("dev36", "dev37", 36)``, in that order.
Inputs: ../shared/corpus/{icml2024,neurips2023,iclr2024}.jsonl and the "id" fields (only) of
the gold files that existed when each pair was selected (eval/selection.py: used_ids; each
draw leaves out the sets of the draws before it, which must be in eval/ to reproduce it).
Output: dev30_selection.jsonl .. dev37_selection.jsonl in the current folder, one
{"id","title","text"} object per line, in order (9 ICML 2024, 8 NeurIPS 2023, 8 ICLR 2024
each). Run from the repository root; prints the ids.
"""
import sys

from selection import draw_two


def main(which: str = "all") -> None:
    """Draw ``which`` = "30" (dev30 + dev31), "32", "34", "36" or "all" (the four, in order)."""
    for seed in (30, 32, 34, 36):
        if which in (str(seed), "all"):
            draw_two(f"dev{seed}", f"dev{seed + 1}", seed)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "all")
