"""Which way a metric is better: ``kgo:lowerIsBetter`` on a graph's kgo:Metric entities.

A leaderboard cannot sort without knowing whether higher or lower values of a metric are
better. The Papers with Code files under ``../shared/vocab`` give no metric direction, so the
direction is read from the head word of the metric's name with a small shipped, general
table, ``kg/data/metric_polarity.tsv`` (session 58): error, loss, perplexity, FID, latency,
time, memory, MSE/MAE/RMSE, WER/CER, regret ... lower; accuracy, F1, BLEU, ROUGE, AUC, mAP,
IoU, reward, success rate ... higher. A name matching no term gets no answer (no triple).

The head of an English noun compound is its last noun, so of the table's terms found in a
name (whole words, case-insensitive) the one whose match ends last wins, the longer one on a
tie (a term followed by "-" and a digit still counts: "BLEU-1", "ROUGE-2"; one followed by "-"
and a letter does not: "map-reduce"): "accuracy loss" -> loss (lower), "top-1 error rate" -> error (lower), "training time" ->
time (lower), "word error rate" -> lower.
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Optional

#: The shipped table (term TAB "lower" | "higher"; "#" lines are comments).
POLARITY_FILE = Path(__file__).resolve().parent / "data" / "metric_polarity.tsv"


@lru_cache(maxsize=1)
def _table() -> tuple[re.Pattern, dict[str, bool]]:
    """(one alternation of every term, longest first; term -> lower is better) from
    :data:`POLARITY_FILE`. Raises OSError when the file is missing, ValueError on a row
    whose second column is neither "lower" nor "higher"."""
    lower: dict[str, bool] = {}
    for line in POLARITY_FILE.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        term, better = (x.strip() for x in line.split("\t")[:2])
        if better not in ("lower", "higher"):
            raise ValueError(f"{POLARITY_FILE}: {line!r}: the second column is 'lower' or 'higher'")
        lower[term.lower()] = better == "lower"
    terms = sorted(lower, key=len, reverse=True)
    pattern = re.compile(r"(?<![\w@-])(?:" + "|".join(re.escape(t) for t in terms) + r")(?![\w@]|-[^\W\d])", re.I)
    return pattern, lower


def lower_is_better(name: Optional[str]) -> Optional[bool]:
    """Whether lower values of the metric named ``name`` are better.

    Args:
        name: a metric's label ("top-1 accuracy", "FID", "word error rate"), or None.
    Returns:
        True (lower is better), False (higher is better), or None when the name holds no
        term of the table (or is empty). Overlapping terms: the one ending last wins, then
        the longest (see the module docstring).
    """
    if not name:
        return None
    pattern, lower = _table()
    best = None
    pos = 0
    while (m := pattern.search(name, pos)) is not None:
        if best is None or m.end() > best.end() or (m.end() == best.end() and len(m.group()) > len(best.group())):
            best = m
        pos = m.start() + 1
    return None if best is None else lower[best.group().lower()]
