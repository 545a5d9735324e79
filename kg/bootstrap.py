"""Document-bootstrap confidence intervals for ``kg eval`` (``--ci``, ``--bootstrap N``,
``--compare A.json B.json``).

``kg eval`` scores each paper once (:func:`kg.evaluate.evaluate_extractions`) and keeps that
paper's counts: per category TP, FP and FN, and whether its main task was right
(:class:`DocCounts`). This module resamples those per-paper counts, never the extraction:

:func:`bootstrap_ci`
    The percentile interval of precision, recall and F1 per category, and of main-task
    accuracy, over ``resamples`` bootstrap samples of the papers (documents drawn with
    replacement, as many as there are; the counts of the drawn papers summed, and the
    micro-averaged score computed from the sums, as ``kg eval`` computes it for the pool).
    The standard nonparametric bootstrap (Efron and Tibshirani, *An Introduction to the
    Bootstrap*, 1993, ch. 6 and 13) with the document as the unit, as in NLP evaluation
    (Berg-Kirkpatrick, Burkett and Klein, "An Empirical Investigation of Statistical
    Significance in NLP", EMNLP 2012; Dror, Baumer, Shlomov and Reichart, "The Hitchhiker's
    Guide to Testing Statistical Significance in Natural Language Processing", ACL 2018):
    items within one abstract are not independent, abstracts are.

:func:`paired_bootstrap`
    Two runs on the same gold papers: the same resampled papers score both runs, and the
    difference of their F1 (B - A) per category and of main-task accuracy gets a percentile
    interval and a two-sided p-value, the share of resamples whose difference lies at least
    as far from the observed one as the observed one lies from 0 (the shifted bootstrap
    distribution as the null distribution: Efron and Tibshirani 1993, sec. 16.4;
    Berg-Kirkpatrick et al. 2012, whose one-sided test counts resamples with a difference
    above twice the observed one), with the usual +1 in numerator and denominator (Davison
    and Hinkley, *Bootstrap Methods and their Application*, 1997, sec. 4.2), so it is never 0.

Resamples are drawn with NumPy's legacy ``RandomState`` (Mersenne Twister), whose stream NumPy
keeps fixed across releases (NEP 19), so a given ``seed`` gives the same intervals on every
machine. Percentiles are NumPy's default linear interpolation (Hyndman and Fan's type 7).
A statistic undefined in a resample (precision with nothing extracted, recall with no gold
item, F1 with neither: :func:`kg.evaluate._defined_scores`) is left out of that statistic's
interval, and the number of such resamples is reported.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional, Sequence

import numpy as np

#: Resamples when ``kg eval --ci`` is given without ``--bootstrap N``.
DEFAULT_RESAMPLES = 1000
#: The interval's coverage (a 95% percentile interval: the 2.5th and 97.5th percentiles).
DEFAULT_LEVEL = 0.95
#: The statistics of a category, in report order.
STATS = ("precision", "recall", "f1")
#: Bootstrap weights are drawn in blocks of about this many cells (resamples x papers), so
#: memory stays bounded on large pools.
_BLOCK_CELLS = 2_000_000


@dataclass
class DocCounts:
    """One scored paper's counts, what the bootstrap resamples.

    Attributes:
        file: the gold file's name as the report's title shows it (``dev108.jsonl``; ``-`` for
            standard input; the SciERC file's name).
        id: the paper's id in that file (the SciERC ``doc_key``).
        counts: category -> ``(tp, fp, fn)`` of this paper alone.
        main: True when the gold names a main task and the predicted one matches it, False
            when it does not match, None when the gold names none (the paper is outside the
            main-task total).
    """

    file: str
    id: str
    counts: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    main: Optional[bool] = None

    def as_dict(self) -> dict:
        """``{"file", "id", "counts": {category: [tp, fp, fn]}, "main"}``, JSON-ready
        (what ``kg eval --json --per-doc`` writes under ``per_doc``)."""
        return {"file": self.file, "id": self.id,
                "counts": {c: list(v) for c, v in self.counts.items()}, "main": self.main}

    @classmethod
    def from_dict(cls, d: dict) -> "DocCounts":
        """The inverse of :meth:`as_dict`. Raises ValueError on a malformed entry."""
        try:
            counts = {str(c): tuple(int(x) for x in v) for c, v in d["counts"].items()}
            if any(len(v) != 3 or min(v) < 0 for v in counts.values()):
                raise ValueError("each count must be [tp, fp, fn], three whole numbers >= 0")
            main = d.get("main")
            if main not in (None, True, False):
                raise ValueError(f"'main' must be true, false or null, not {main!r}")
            return cls(file=str(d["file"]), id=str(d["id"]), counts=counts, main=main)
        except (KeyError, TypeError, AttributeError) as e:
            raise ValueError(f"not a per-document entry ({type(e).__name__}: {e})") from None


@dataclass
class BootstrapCI:
    """Percentile intervals of one report's scores (:func:`bootstrap_ci`).

    Attributes:
        resamples: number of bootstrap samples.
        seed: the random seed.
        level: the interval's coverage (0.95).
        documents: the number of papers resampled.
        intervals: category -> statistic (``precision``, ``recall``, ``f1``) -> ``(low, high)``,
            or None when the statistic is undefined in every resample.
        undefined: category -> statistic -> number of resamples where it was undefined (and so
            left out of its interval).
        main_task: the interval of main-task accuracy, or None when no paper's gold names a
            main task.
    """

    resamples: int
    seed: int
    level: float
    documents: int
    intervals: dict[str, dict[str, Optional[tuple[float, float]]]] = field(default_factory=dict)
    undefined: dict[str, dict[str, int]] = field(default_factory=dict)
    main_task: Optional[tuple[float, float]] = None

    def to_dict(self) -> dict:
        """JSON-ready: ``{"method": "document bootstrap, percentile interval", "resamples",
        "seed", "level", "documents", "categories": {category: {"precision": [low, high],
        "recall": [...], "f1": [...], "undefined": {"precision": n, "recall": n, "f1": n}}},
        "main_task": {"accuracy": [low, high]} or None}``; bounds rounded to 4 decimals as
        the report's scores are, None where the statistic is undefined in every resample."""
        cats = {}
        for cat, stats in self.intervals.items():
            cats[cat] = {s: _rounded_pair(stats.get(s)) for s in STATS}
            cats[cat]["undefined"] = dict(self.undefined.get(cat, {}))
        return {"method": "document bootstrap, percentile interval", "resamples": self.resamples,
                "seed": self.seed, "level": self.level, "documents": self.documents,
                "categories": cats,
                "main_task": None if self.main_task is None else {"accuracy": _rounded_pair(self.main_task)}}

    def header(self) -> str:
        """One line naming the method, for the text report."""
        return (f"bootstrap: {_pct(self.level)} percentile intervals from {self.resamples} resamples of the "
                f"{self.documents} paper(s), drawn with replacement (seed {self.seed}; kg eval --ci, docs/CLI.md)")

    def cell(self, category: str, stat: str) -> str:
        """The interval of one statistic as the text table shows it: ``[0.612, 0.701]``, with a
        ``*`` when some resamples left it undefined, ``-`` when all did."""
        iv = self.intervals.get(category, {}).get(stat)
        if iv is None:
            return "-"
        star = "*" if self.undefined.get(category, {}).get(stat) else ""
        return f"[{iv[0]:.3f}, {iv[1]:.3f}]{star}"

    def footnotes(self) -> list[str]:
        """The lines after the table: main-task accuracy's interval and, when some interval
        is marked ``*``, how many resamples left which statistic undefined."""
        lines = []
        if self.main_task is not None:
            lo, hi = self.main_task
            lines.append(f"main task accuracy {_pct(self.level)} interval: [{lo:.3f}, {hi:.3f}]")
        starred = [f"{cat} {stat} {n}" for cat, stats in self.undefined.items() for stat, n in stats.items()
                   if n and self.intervals.get(cat, {}).get(stat) is not None]
        if starred:
            lines.append(f"* undefined in some of the {self.resamples} resamples (no item drawn), interval over "
                         f"the others: " + ", ".join(starred))
        return lines


@dataclass
class Comparison:
    """A paired bootstrap comparison of two runs on the same papers (:func:`paired_bootstrap`).

    Attributes:
        a, b: the two reports' titles (or file names).
        resamples, seed, level: as in :class:`BootstrapCI`.
        documents: the number of papers both runs scored.
        rows: category (and ``main_task``) -> ``{"a", "b", "diff", "low", "high", "p",
            "undefined"}``: the observed F1 (main task: accuracy) of each run, their difference
            B - A, the percentile interval of the difference, the two-sided p-value, and the
            number of resamples where either run's F1 was undefined (left out); values None
            where undefined.
    """

    a: str
    b: str
    resamples: int
    seed: int
    level: float
    documents: int
    rows: dict[str, dict] = field(default_factory=dict)

    def to_dict(self) -> dict:
        """JSON-ready: ``{"method", "a", "b", "resamples", "seed", "level", "documents",
        "categories": {category: {"a", "b", "diff", "interval": [low, high], "p", "undefined"}},
        "main_task": {...} or None}`` (the same keys for the main task, its statistic accuracy);
        values rounded to 4 decimals."""
        def row(r: dict) -> dict:
            return {"a": _round(r["a"]), "b": _round(r["b"]), "diff": _round(r["diff"]),
                    "interval": _rounded_pair(None if r["low"] is None else (r["low"], r["high"])),
                    "p": _round(r["p"]), "undefined": r["undefined"]}

        return {"method": "paired document bootstrap, F1 difference B - A, percentile interval and two-sided p",
                "a": self.a, "b": self.b, "resamples": self.resamples, "seed": self.seed, "level": self.level,
                "documents": self.documents,
                "categories": {c: row(r) for c, r in self.rows.items() if c != "main_task"},
                "main_task": row(self.rows["main_task"]) if "main_task" in self.rows else None}

    def format(self) -> str:
        """The comparison as a text table: per category F1 of A and of B (3 decimals), the
        difference B - A and its interval (4 decimals: a round's gain on a large pool is often
        below 0.001) and the p-value (main task: accuracy)."""
        def num(x: Optional[float], signed: bool = False) -> str:
            return f"{'-':>7}" if x is None else (f"{x:+7.4f}" if signed else f"{x:7.3f}")

        names = {c: "main task (accuracy)" if c == "main_task" else c for c in self.rows}
        w = max([len(n) for n in names.values()] + [8])
        lines = [f"A: {self.a}", f"B: {self.b}", "",
                 f"{'category':<{w}}  {'F1 A':>7}  {'F1 B':>7}  {'B - A':>7}  {_pct(self.level) + ' interval':<18}  {'p':>6}",
                 "-" * (w + 56)]
        for cat, r in self.rows.items():
            iv = "-" if r["low"] is None else f"[{r['low']:+.4f}, {r['high']:+.4f}]"
            p = f"{'-':>6}" if r["p"] is None else f"{r['p']:6.3f}"
            lines.append(f"{names[cat]:<{w}}  {num(r['a'])}  {num(r['b'])}  {num(r['diff'], True)}  {iv:<18}  {p}")
        lines += ["", (f"paired bootstrap: {self.resamples} resamples of the {self.documents} paper(s) both runs "
                       f"scored (seed {self.seed}); p two-sided, the share of resamples whose difference lies as far "
                       f"from the observed one as that lies from 0")]
        return "\n".join(lines)


def _pct(level: float) -> str:
    return f"{level * 100:g}%"


def _round(x: Optional[float]) -> Optional[float]:
    return None if x is None else round(float(x), 4)


def _rounded_pair(iv: Optional[tuple[float, float]]) -> Optional[list[float]]:
    return None if iv is None else [_round(iv[0]), _round(iv[1])]


def _count_matrix(docs: Sequence[DocCounts], categories: Sequence[str]) -> np.ndarray:
    """``(papers, 3 * len(categories) + 2)`` floats: each category's tp, fp, fn, then main-task
    right and main-task total (0 or 1 each). A category a paper lacks counts 0."""
    m = np.zeros((len(docs), 3 * len(categories) + 2))
    for i, d in enumerate(docs):
        for j, cat in enumerate(categories):
            m[i, 3 * j:3 * j + 3] = d.counts.get(cat, (0, 0, 0))
        if d.main is not None:
            m[i, -2] = 1.0 if d.main else 0.0
            m[i, -1] = 1.0
    return m


def _resampled_sums(matrices: Sequence[np.ndarray], resamples: int, seed: int) -> list[np.ndarray]:
    """Each matrix's column sums over ``resamples`` bootstrap samples of its rows (the same
    samples for every matrix: a paired draw). Returns one ``(resamples, columns)`` array per
    matrix. Raises ValueError for an empty matrix or a seed outside 0 .. 2**32 - 1."""
    n = matrices[0].shape[0]
    if n == 0:
        raise ValueError("bootstrap: no papers to resample")
    if resamples < 1:
        raise ValueError(f"bootstrap: resamples must be at least 1, got {resamples}")
    if not 0 <= seed < 2 ** 32:
        raise ValueError(f"bootstrap: the seed must be a whole number from 0 to {2 ** 32 - 1}, got {seed}")
    rng = np.random.RandomState(seed)
    out = [np.empty((resamples, m.shape[1])) for m in matrices]
    block = max(1, _BLOCK_CELLS // n)
    for start in range(0, resamples, block):
        k = min(block, resamples - start)
        idx = rng.randint(0, n, size=(k, n))
        # weights[r, i]: how many times resample r drew paper i
        weights = np.bincount((idx + n * np.arange(k)[:, None]).ravel(), minlength=k * n).reshape(k, n)
        weights = weights.astype(float)
        for o, m in zip(out, matrices):
            o[start:start + k] = weights @ m
    return out


def _scores(sums: np.ndarray, j: int) -> dict[str, np.ndarray]:
    """Precision, recall and F1 of category ``j`` in each row of ``sums`` (NaN where
    undefined, as :func:`kg.evaluate._defined_scores` says)."""
    tp, fp, fn = sums[:, 3 * j], sums[:, 3 * j + 1], sums[:, 3 * j + 2]
    with np.errstate(divide="ignore", invalid="ignore"):
        p = np.where(tp + fp > 0, tp / (tp + fp), np.nan)
        r = np.where(tp + fn > 0, tp / (tp + fn), np.nan)
        f = np.where(tp + fp + fn > 0, 2 * tp / (2 * tp + fp + fn), np.nan)
    return {"precision": p, "recall": r, "f1": f}


def _accuracy(sums: np.ndarray) -> np.ndarray:
    right, total = sums[:, -2], sums[:, -1]
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(total > 0, right / total, np.nan)


def _interval(values: np.ndarray, level: float) -> Optional[tuple[float, float]]:
    """The percentile interval of the defined (non-NaN) ``values``, or None when none is."""
    v = values[~np.isnan(values)]
    if v.size == 0:
        return None
    tail = (1 - level) / 2 * 100
    lo, hi = np.percentile(v, [tail, 100 - tail])
    return float(lo), float(hi)


def bootstrap_ci(docs: Sequence[DocCounts], categories: Sequence[str], resamples: int = DEFAULT_RESAMPLES,
                 seed: int = 0, level: float = DEFAULT_LEVEL) -> BootstrapCI:
    """Percentile intervals of P, R and F1 per category and of main-task accuracy, from
    ``resamples`` document bootstrap samples of ``docs`` (the module docstring has the method
    and its sources).

    Args:
        docs: one :class:`DocCounts` per scored paper (``EvalReport.per_doc``).
        categories: the categories to report, in order (``EvalReport.scores``' keys).
        resamples: bootstrap samples (each draws ``len(docs)`` papers with replacement).
        seed: 0 .. 2**32 - 1; the same seed and papers give the same intervals.
        level: the coverage, between 0 and 1 (0.95: the 2.5th and 97.5th percentiles).
    Returns:
        :class:`BootstrapCI`.
    Raises:
        ValueError: no paper, ``resamples`` < 1, a seed out of range or a level outside (0, 1).
    """
    if not 0 < level < 1:
        raise ValueError(f"bootstrap: the level must lie between 0 and 1, got {level}")
    (sums,) = _resampled_sums([_count_matrix(docs, categories)], resamples, seed)
    ci = BootstrapCI(resamples=resamples, seed=seed, level=level, documents=len(docs))
    for j, cat in enumerate(categories):
        stats = _scores(sums, j)
        ci.intervals[cat] = {s: _interval(v, level) for s, v in stats.items()}
        ci.undefined[cat] = {s: int(np.isnan(v).sum()) for s, v in stats.items()}
    if any(d.main is not None for d in docs):
        ci.main_task = _interval(_accuracy(sums), level)
    return ci


def _observed(m: np.ndarray) -> np.ndarray:
    return m.sum(axis=0, keepdims=True)


def _compare_row(a_obs: float, b_obs: float, a_res: np.ndarray, b_res: np.ndarray, level: float) -> dict:
    """One row of :class:`Comparison`: observed values, difference, interval and p-value."""
    a_obs = None if np.isnan(a_obs) else float(a_obs)
    b_obs = None if np.isnan(b_obs) else float(b_obs)
    d = b_res - a_res
    defined = ~np.isnan(d)
    row = {"a": a_obs, "b": b_obs, "diff": None, "low": None, "high": None, "p": None,
           "undefined": int((~defined).sum())}
    if a_obs is None or b_obs is None:
        return row
    diff = b_obs - a_obs
    row["diff"] = diff
    dv = d[defined]
    if dv.size:
        row["low"], row["high"] = _interval(dv, level)
        # rounding noise of equal scores computed two ways must not count as a difference
        far = np.abs(dv - diff) >= abs(diff) - 1e-12
        row["p"] = float((far.sum() + 1) / (dv.size + 1))
    return row


def paired_bootstrap(a_docs: Sequence[DocCounts], b_docs: Sequence[DocCounts], categories: Sequence[str],
                     resamples: int = DEFAULT_RESAMPLES, seed: int = 0, level: float = DEFAULT_LEVEL,
                     a_name: str = "A", b_name: str = "B") -> Comparison:
    """Paired bootstrap of the F1 difference (B - A) per category and of main-task accuracy,
    for two runs on the same papers (the module docstring has the method and its sources).

    Papers are matched by ``(file, id)``, so the two runs may list them in any order.

    Args:
        a_docs, b_docs: each run's :class:`DocCounts` (``kg eval --json --per-doc``).
        categories: the categories to compare, in order.
        resamples, seed, level: as in :func:`bootstrap_ci`.
        a_name, b_name: how the report names the runs.
    Returns:
        :class:`Comparison`.
    Raises:
        ValueError: the runs did not score the same papers (the message names one paper that
            only one of them has), a paper is listed twice in a run, or as :func:`bootstrap_ci`.
    """
    if not 0 < level < 1:
        raise ValueError(f"bootstrap: the level must lie between 0 and 1, got {level}")
    keyed = []
    for name, docs in ((a_name, a_docs), (b_name, b_docs)):
        by_key: dict[tuple[str, str], DocCounts] = {}
        for d in docs:
            if (d.file, d.id) in by_key:
                raise ValueError(f"{name}: paper {d.id} of {d.file} is listed twice")
            by_key[(d.file, d.id)] = d
        keyed.append(by_key)
    only_a = [k for k in keyed[0] if k not in keyed[1]]
    only_b = [k for k in keyed[1] if k not in keyed[0]]
    if only_a or only_b:
        side, key, n = (a_name, only_a[0], len(only_a)) if only_a else (b_name, only_b[0], len(only_b))
        raise ValueError(f"the two runs did not score the same gold papers: {n} paper(s) only in {side}, "
                         f"such as {key[1]} of {key[0]} (a paired comparison needs the same gold files)")
    order = list(keyed[0])
    a_m = _count_matrix([keyed[0][k] for k in order], categories)
    b_m = _count_matrix([keyed[1][k] for k in order], categories)
    a_sums, b_sums = _resampled_sums([a_m, b_m], resamples, seed)
    a_obs, b_obs = _observed(a_m), _observed(b_m)
    cmp = Comparison(a=a_name, b=b_name, resamples=resamples, seed=seed, level=level, documents=len(order))
    for j, cat in enumerate(categories):
        cmp.rows[cat] = _compare_row(_scores(a_obs, j)["f1"][0], _scores(b_obs, j)["f1"][0],
                                     _scores(a_sums, j)["f1"], _scores(b_sums, j)["f1"], level)
    if any(keyed[0][k].main is not None for k in order):
        cmp.rows["main_task"] = _compare_row(_accuracy(a_obs)[0], _accuracy(b_obs)[0],
                                             _accuracy(a_sums), _accuracy(b_sums), level)
    return cmp


def load_per_doc(path: Path) -> tuple[str, list[str], list[DocCounts]]:
    """Read one ``kg eval --json --per-doc`` report for :func:`paired_bootstrap`.

    Args:
        path: a file holding one JSON report (one object; a file of several lines, such as
            ``kg eval GOLD --scierc FILE --json`` writes, is refused: keep one line).
    Returns:
        ``(title, categories in report order, per-document counts)``.
    Raises:
        ValueError: the file is not one JSON report, or it has no ``per_doc`` key (the message
            says to rerun ``kg eval`` with ``--json --per-doc``).
        OSError: the file cannot be read.
    """
    text = Path(path).read_text(encoding="utf-8")
    lines = [line for line in text.splitlines() if line.strip()]
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        if len(lines) > 1:
            raise ValueError(f"{path}: holds {len(lines)} lines, not one JSON report: keep the line of the gold "
                             f"report (kg eval --json writes one report per line)") from None
        raise ValueError(f"{path}: not a kg eval --json report ({e})") from None
    if not isinstance(data, dict) or "categories" not in data:
        raise ValueError(f"{path}: not a kg eval --json report (no 'categories')")
    if "per_doc" not in data:
        raise ValueError(f"{path}: has no per-document counts: rerun kg eval with --json --per-doc")
    if not isinstance(data["per_doc"], list):
        raise ValueError(f"{path}: 'per_doc' must be a list")
    docs = []
    for i, d in enumerate(data["per_doc"]):
        try:
            docs.append(DocCounts.from_dict(d))
        except ValueError as e:
            raise ValueError(f"{path}: per_doc entry {i + 1}: {e}") from None
    return str(data.get("title") or path), list(data["categories"]), docs
