"""Select the abstracts of the gold sets dev30, dev31, dev32 and dev33 (session 20).

These four sets are training data for the learned span tagger (kg/extract/gold_tagger.py) and
development data for the rules; they were not scored blind. Two draws:
``draw_two("dev30", "dev31", 30)``, then ``draw_two("dev32", "dev33", 32)``.
Inputs: ../shared/corpus/{icml2024,neurips2023,iclr2024}.jsonl and the "id" fields (only) of
the gold files that existed when each pair was selected (eval/selection.py: used_ids; the
second draw leaves out dev30 and dev31, which must be in eval/ to reproduce it).
Output: dev30_selection.jsonl .. dev33_selection.jsonl in the current folder, one
{"id","title","text"} object per line, in order (9 ICML 2024, 8 NeurIPS 2023, 8 ICLR 2024
each). Run from the repository root; prints the ids.
"""
import sys

from selection import draw_two


def main(which: str = "all") -> None:
    """Draw ``which`` = "30" (dev30 + dev31), "32" (dev32 + dev33) or "all" (both, in order)."""
    if which in ("30", "all"):
        draw_two("dev30", "dev31", 30)
    if which in ("32", "all"):
        draw_two("dev32", "dev33", 32)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "all")
