"""Dataset recall without the vocabulary: score gold files with their own dataset names hidden.

Usage (from the repository root)::

    python eval/vocab_ablation.py [GOLD.jsonl ...] [--verbose]

Without files: ``../shared/gold/icml2026_dev.jsonl`` (when present) and ``eval/dev*.jsonl``
(not the second annotator's file; never a held-out file). Every Papers with Code dataset
name whose squashed spelling (:func:`kg.extract.gazetteer.squash`, also with a final year
shortened: "WMT 2014" -> "wmt14") equals that of a dataset or proposed benchmark name or
alias of the scored files is removed from the vocabulary before the pipeline is built, and
the on-disk gazetteer cache is switched off for the run (``PAPERKG_CACHE_DIR=off``), so the
phrase matcher and every lookup set derived from the vocabulary (squashed keys, family
stems, sized stems, lower-case names) lose those names. The datasets found then are found
by context alone, as on abstracts whose data the vocabulary does not know: on the dev pool
of session 33 dataset F1 fell from 0.956 to 0.890 (the blind and held-out sets scored
0.895-0.914), so this is a proxy for the unseen sets that the dev pool itself cannot give
(its gold names are, to a large part, in the vocabulary). It measures; it changes nothing
on disk.

Output: the pooled :meth:`kg.evaluate.EvalReport.format` table on stdout (with
``--verbose`` the dataset misses and false hits below it) and, on stderr, how many
vocabulary names were hidden.
Raises: :class:`kg.evaluate.GoldFormatError` for a malformed gold line.
Source: session 33 (data19), to measure context rules for unknown dataset names.
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def default_files() -> list[Path]:
    """The development gold files: the shared dev file (when present) and ``eval/dev*.jsonl``
    without the second annotator's file."""
    shared = ROOT.parent / "shared" / "gold" / "icml2026_dev.jsonl"
    files = [shared] if shared.exists() else []
    files += [Path(f) for f in sorted(glob.glob(str(ROOT / "eval" / "dev*.jsonl")))
              if "second_annotator" not in f]
    return files


def hidden_keys(files: list[Path]) -> set[str]:
    """Squashed forms of every dataset and proposed-benchmark name and alias of ``files``."""
    from kg.extract.gazetteer import squash

    keys = set()
    for f in files:
        with open(f, encoding="utf-8") as fh:
            for line in fh:
                if not line.strip():
                    continue
                rec = json.loads(line)
                for e in (rec.get("dataset") or []) + (rec.get("benchmark_proposed") or []):
                    for name in [e["name"], *(e.get("aliases") or [])]:
                        keys.add(squash(name))
    return keys


def hide_names(keys: set[str]) -> int:
    """Remove from the loaded vocabulary every dataset name whose squashed form (or that form
    with a final year shortened) is in ``keys``; returns how many names were removed. Call it
    before any pipeline is built."""
    from kg import vocab
    from kg.extract.gazetteer import squash

    raw = vocab._tasks_raw()
    before = len(raw["datasets"])

    def hidden(name: str) -> bool:
        k = squash(name)
        return k in keys or re.sub(r"(?<=[a-z])(?:19|20)(\d\d)$", r"\1", k) in keys

    raw["datasets"] = [n for n in raw["datasets"] if not hidden(n)]
    for fn in (vocab.dataset_labels, vocab.dataset_names):
        fn.cache_clear()
    return before - len(raw["datasets"])


def main(argv: list[str] | None = None) -> int:
    """Command line entry point (see the module docstring)."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args(argv)
    os.environ["PAPERKG_CACHE_DIR"] = "off"
    files = args.files or default_files()
    n = hide_names(hidden_keys(files))
    print(f"vocab_ablation: {n} vocabulary dataset names hidden", file=sys.stderr)
    from kg.evaluate import evaluate_gold_files

    report = evaluate_gold_files(files, verbose=args.verbose)
    # only the dataset lines of the details: the other categories hardly depend on these names
    report.details = [line for line in report.details if line.split()[1:2] == ["dataset"]]
    print(report.format())
    return 0


if __name__ == "__main__":
    sys.exit(main())
