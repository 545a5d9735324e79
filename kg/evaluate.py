"""``kg eval``: measure extraction quality against hand-made gold and against SciERC.

Two evaluations:

:func:`evaluate_gold`
    PaperKG gold records (format and annotation rules: ``shared/gold/GUIDELINES.md``).
    Precision, recall and F1 per category: ``method_proposed``, ``benchmark_proposed``,
    ``component`` (part-of pairs), ``dataset``, ``task`` (plus main-task accuracy),
    ``method_used``, ``metric``, ``result``, ``acronym``, ``code``. Scores are
    micro-averaged over papers.

    Matching is lenient on *form* and strict on *identity*: surface forms are compared
    after :func:`normalise` (case, hyphens/dashes and spaces, plural of the head word,
    leftover LaTeX markup), a gold entity matches any of its ``aliases`` and, through the
    abbreviation definitions of gold and of the extraction, acronym and expansion
    match each other, on the expansion the text defines: a short form that the record's
    text (its gold ``acronym`` pairs or the extraction's acronyms) defines as something
    none of the gold entity's expansions is matches nothing on its own (gold "SAM", alias
    "Segment Anything Model", is no hit for "Sharpness-Aware Minimization (SAM)";
    :class:`_Definitions`); but a mention must land in the right category (a used method
    extracted as proposed is a false hit *and* a miss). A gold entity counts once
    however many predicted forms hit it; predicted forms that hit no gold entity count
    once per acronym group; forms listed in ``allowed_extra`` are never false hits (nor
    true ones: precision depends on how much a gold file allows), nor is a part-of pair
    whose part or whole is such a form.
    A gold result ``value`` is compared as a number: written in digits ("5%", "2 - 30X"),
    as a multiplier in words ("seven-fold") or in number words ("five percent",
    "twenty-five percent", "two point five times", "once"), which are read as the number
    they name when the value is compared (:func:`_number_words`), "N orders of magnitude"
    as 10^N; a leading bound word ("up to", "over", "more than", "about") is left out, as
    an extracted value keeps only its number. A value that names no number at all
    ("several") can never match an extracted one: :func:`load_gold` keeps it (a miss) and
    reports it with file:line, and ``kg eval`` prints that warning.

:func:`evaluate_scierc`
    SciERC (Luan et al., 2018) in DyGIE++ JSON lines. Entity precision, recall and F1
    with *exact* token-span match per type, as in the SciERC NER evaluation, on the
    types Task, Method, Metric and Material (PaperKG's Dataset is scored as Material).
    Each document's tokens are joined with single spaces, extracted, and each mention's
    character span (mapped back through the cleaning offset map) is converted to the
    tokens it covers.

Both return an :class:`EvalReport`; :meth:`EvalReport.format` prints the table and
:meth:`EvalReport.to_dict` gives it as JSON-ready data. A report also keeps each paper's own
counts (:attr:`EvalReport.per_doc`), which :mod:`kg.bootstrap` resamples for ``kg eval --ci``
and ``--compare`` without extracting again. :func:`evaluate_gold_files` pools
several gold files into one report (counts summed: micro-averaged over all their papers).
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Iterable, Iterator, Optional, Sequence

from kg.read import normalise_id
from kg.records import Extraction, Mention, Paper, short_id

#: Categories of :func:`evaluate_gold`, in report order.
GOLD_CATEGORIES = ("method_proposed", "benchmark_proposed", "component", "dataset", "task",
                   "method_used", "metric", "result", "acronym", "code")
#: Our entity type -> SciERC label.
SCIERC_LABELS = {"Method": "Method", "Task": "Task", "Metric": "Metric", "Dataset": "Material"}


class Detail(str):
    """One line of a verbose report (:attr:`EvalReport.details`), a ``str`` as before, that
    also keeps its parts for ``--json`` (:meth:`as_dict`).

    Attributes:
        record: the paper id (the SciERC ``doc_key``).
        category: the gold category (``dataset``, ``main_task``, ``result_dataset`` ...) or
            the SciERC label.
        kind: ``miss`` (a gold item not extracted), ``false`` (an extracted item the gold
            lacks), ``excused`` (one the record's ``allowed_extra`` lists), ``wrong`` (a main
            task or result dataset not the gold's) or ``invented`` (a result dataset where the
            gold has none).
        item: the item as the line shows it after the kind.
        extra: structured fields beside the text (session 60; empty for SciERC and for a
            detail made without them), JSON-ready: where the item is (``start`` and ``end``,
            character offsets into the gold record's ``text``, or into the title when
            ``where`` is ``"title"``; ``sentence``, the cleaned sentence holding it; a MISS
            gets its gold form's first literal occurrence, none when the text never writes
            it) and the item's own parts (``name``; for results ``value``, ``metric``,
            ``gold_metric``, ``dataset``, ``gold_dataset``; for components ``part`` and
            ``whole``; for a wrong-type line ``gold_category`` and ``extracted_category``).
            A key is left out when it has no value to give.
    """

    record: Optional[str]
    category: Optional[str]
    kind: Optional[str]
    item: str
    extra: dict

    def __new__(cls, record, category: str, kind: str, item: str, line: Optional[str] = None,
                extra: Optional[dict] = None) -> "Detail":
        """``line`` is the text (default ``RECORD  CATEGORY  KIND  ITEM`` in the gold layout);
        ``extra`` the structured fields (:attr:`extra`)."""
        text = line if line is not None else f"{record}  {category:<18} {kind.upper():<6} {item}"
        obj = super().__new__(cls, text)
        obj.record = None if record is None else str(record)
        obj.category, obj.kind, obj.item = category, kind, item
        obj.extra = dict(extra or {})
        return obj

    def __reduce__(self):
        return (Detail, (self.record, self.category, self.kind, self.item, str(self), self.extra))

    def context_line(self) -> Optional[str]:
        """Where the item is, as the indented line ``kg eval --verbose`` prints under the
        detail (``    at 120-151: "the sentence"``; ``    at title 0-12: ...``), or None when
        :attr:`extra` has no place for it."""
        if "start" not in self.extra:
            return None
        where = "title " if self.extra.get("where") == "title" else ""
        sentence = self.extra.get("sentence")
        return (f"    at {where}{self.extra['start']}-{self.extra['end']}"
                + (f": {json.dumps(sentence, ensure_ascii=False)}" if sentence else ""))

    def as_dict(self) -> dict:
        """``{"record", "category", "kind", "item"}`` and the :attr:`extra` fields, JSON-ready."""
        return {"record": self.record, "category": self.category, "kind": self.kind, "item": self.item,
                **self.extra}


def _detail_dict(line: str) -> dict:
    """The structured form of a details line: :meth:`Detail.as_dict`, or for a plain string
    (a report whose details were edited) ``record``, ``category`` and ``kind`` None."""
    if isinstance(line, Detail):
        return line.as_dict()
    return {"record": None, "category": None, "kind": None, "item": str(line)}


class GoldFormatError(ValueError):
    """A gold file is malformed; the message names the file and the 1-based line."""


@dataclass
class Score:
    """Counts for one category; precision/recall/F1 are 0 when undefined."""

    tp: int = 0
    fp: int = 0
    fn: int = 0

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 0.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 0.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    @property
    def support(self) -> int:
        """Number of gold items."""
        return self.tp + self.fn


def _defined_scores(s: Score) -> tuple[Optional[float], Optional[float], Optional[float]]:
    """Precision, recall and F1 of ``s`` for reports, None where undefined.

    Precision is undefined with nothing extracted (TP = FP = 0), recall with no gold item
    (TP = FN = 0); F1 only with neither (TP = FP = FN = 0: nothing to score). Otherwise F1 is
    :attr:`Score.f1`, equal to 2 TP / (2 TP + FP + FN), which is 0 when TP = 0: gold and
    nothing found (precision undefined, recall 0) or only false hits (precision 0, recall
    undefined) score F1 = 0, the usual convention (scikit-learn's ``f1_score`` calls F1
    ill-defined only when TP + FP + FN = 0), so a category with gold never scores better by
    extracting nothing. :class:`Score`'s own properties keep 0 for every undefined value
    (what the regression tests compare).
    """
    p = s.precision if s.tp + s.fp else None
    r = s.recall if s.tp + s.fn else None
    f = s.f1 if s.tp + s.fp + s.fn else None
    return p, r, f


@dataclass
class EvalReport:
    """Scores per category plus notes.

    Attributes:
        title: what was evaluated (file name).
        scores: category -> :class:`Score`, in report order.
        notes: extra figures (``"main task accuracy"`` -> ``"10/12 = 0.83"`` ...).
        details: with ``verbose``: one line per miss / false hit / excused item, each a
            :class:`Detail` (a ``str`` that keeps its record, category, kind and item).
        warnings: problems of the gold file that did not stop the scoring, each as
            ``file:line: message`` (:func:`load_gold`); ``kg eval`` prints them on stderr.
        allowed_extra: how the gold's ``allowed_extra`` lists were used: True (applied: an
            extracted item they list is neither a true nor a false hit), False (ignored,
            ``kg eval --no-allowed-extra``: every such item a false hit), None (no gold
            records scored: SciERC).
        excused: category -> extracted items that ``allowed_extra`` excused (counted as false
            hits are, once per acronym group and paper); empty when ignored.
        per_doc, ci: the per-paper counts and the bootstrap intervals (below).
    """

    title: str
    scores: dict[str, Score] = field(default_factory=dict)
    notes: dict[str, str] = field(default_factory=dict)
    details: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    allowed_extra: Optional[bool] = None
    excused: dict[str, int] = field(default_factory=dict)
    #: papers whose gold names a main task, and of them those whose predicted main task matches
    main_total: int = 0
    main_right: int = 0
    #: the result-dataset measure (:func:`_score_result_datasets`), over matched results only:
    #: those whose gold names a dataset, and of them those extracted with that dataset; those
    #: whose gold dataset is null, and of them those extracted with a dataset all the same
    rd_named: int = 0
    rd_right: int = 0
    rd_null: int = 0
    rd_invented: int = 0
    #: one :class:`kg.bootstrap.DocCounts` per scored paper, in scoring order: that paper's
    #: tp, fp and fn per category and whether its main task was right (what ``kg eval --ci``
    #: resamples and ``--json --per-doc`` writes); their sums are :attr:`scores`
    per_doc: list = field(default_factory=list)
    #: the document-bootstrap intervals (:func:`kg.bootstrap.bootstrap_ci`), set by ``kg eval
    #: --ci``; None: not computed, and neither :meth:`format` nor :meth:`to_dict` show any
    ci: Optional[object] = None

    def f1(self, category: str) -> float:
        """F1 of one category (KeyError when unknown)."""
        return self.scores[category].f1

    def result_dataset_line(self) -> Optional[str]:
        """The result-dataset measure as one line, or None when no result was matched:
        ``result dataset: right R/N = 0.xxx (gold names one), invented I/M (gold null)``."""
        if not self.rd_named and not self.rd_null:
            return None
        right = f"{self.rd_right}/{self.rd_named}" + (f" = {self.rd_right / self.rd_named:.3f}"
                                                         if self.rd_named else "")
        return (f"result dataset: right {right} (matched results whose gold names a dataset), "
                f"invented {self.rd_invented}/{self.rd_null} (matched results whose gold dataset is null)")

    def allowed_extra_line(self) -> Optional[str]:
        """The scoring mode as one line, or None for a report of no gold records (SciERC):
        ``allowed_extra: applied (N extracted items excused: task 5, method_used 3)`` or
        ``allowed_extra: ignored (--no-allowed-extra: ...)``."""
        if self.allowed_extra is None:
            return None
        if not self.allowed_extra:
            return ("allowed_extra: ignored (--no-allowed-extra: every extracted item the gold "
                    "lists in allowed_extra counts as a false hit)")
        n = sum(self.excused.values())
        per = ", ".join(f"{c} {k}" for c, k in self.excused.items() if k)
        return (f"allowed_extra: applied ({n} extracted item(s) excused, neither true nor false hits"
                + (f": {per})" if per else ")"))

    def to_dict(self, per_doc: bool = False) -> dict:
        """The report as plain JSON-ready data: ``{"title", "categories": {name: {"precision",
        "recall", "f1", "tp", "fp", "fn"}}, "allowed_extra": "applied" or "ignored"
        (:attr:`allowed_extra`; None for SciERC), "excused": {name: count} (:attr:`excused`;
        None for SciERC), "main_task": {"right", "total", "accuracy"} or
        None, "result_dataset": {"named", "right", "null", "invented"}, "notes", "warnings",
        "details"}`` (scores rounded to 4 decimals, None where undefined as
        :func:`_defined_scores` says; ``result_dataset`` counts matched results:
        :func:`_score_result_datasets`; ``notes`` with counts as numbers, ``"papers": 4``, and
        the other figures as text; ``details`` the text lines, empty unless the evaluation was
        verbose, and ``detail_items`` the same as objects ``{"record", "category", "kind",
        "item"}``, :meth:`Detail.as_dict`).

        Two keys are added only when asked, so every other key and value is the same with or
        without them: ``"bootstrap"`` when :attr:`ci` is set (``kg eval --ci``;
        :meth:`kg.bootstrap.BootstrapCI.to_dict`), and ``"per_doc"`` with ``per_doc=True``
        (``kg eval --json --per-doc``: one :meth:`kg.bootstrap.DocCounts.as_dict` per paper,
        what ``kg eval --compare`` reads)."""
        def rounded(x: Optional[float]) -> Optional[float]:
            return None if x is None else round(x, 4)

        categories = {}
        for name, s in self.scores.items():
            p, r, f = map(rounded, _defined_scores(s))
            categories[name] = {"precision": p, "recall": r, "f1": f, "tp": s.tp, "fp": s.fp, "fn": s.fn}
        out = {
            "title": self.title,
            "allowed_extra": (None if self.allowed_extra is None
                              else "applied" if self.allowed_extra else "ignored"),
            "categories": categories,
            "excused": ({name: self.excused.get(name, 0) for name in self.scores}
                        if self.allowed_extra is not None else None),
            "main_task": ({"right": self.main_right, "total": self.main_total,
                           "accuracy": round(self.main_right / self.main_total, 4)}
                          if self.main_total else None),
            "result_dataset": {"named": self.rd_named, "right": self.rd_right,
                               "null": self.rd_null, "invented": self.rd_invented},
            "notes": {k: int(v) if isinstance(v, str) and v.isdigit() else v for k, v in self.notes.items()},
            "warnings": list(self.warnings),
            "details": [str(d) for d in self.details],
            "detail_items": [_detail_dict(d) for d in self.details],
        }
        if self.ci is not None:
            out["bootstrap"] = self.ci.to_dict()
        if per_doc:
            out["per_doc"] = [d.as_dict() for d in self.per_doc]
        return out

    def format(self) -> str:
        """The report as a fixed-width text table (plus notes and details): per category
        P, R and F1 to 3 decimals, ``-`` where undefined (where :meth:`to_dict` gives None;
        :func:`_defined_scores`), then TP, FP and FN; after the table, the result-dataset
        line (:meth:`result_dataset_line`) when a result was matched and, for gold, the
        ``allowed_extra`` mode (:meth:`allowed_extra_line`).

        With :attr:`ci` set (``kg eval --ci``), each row goes on with the intervals of P, R
        and F1 (:meth:`kg.bootstrap.BootstrapCI.cell`) to the right of the same columns, and
        the bootstrap's lines (method, main-task interval) follow the notes."""
        def cell(x: Optional[float]) -> str:
            return f"{'-':>6}" if x is None else f"{x:6.3f}"

        ci = self.ci
        lines = [self.title, ""]
        w = max([len(k) for k in self.scores] + [8])
        head = f"{'category':<{w}}  {'P':>6}  {'R':>6}  {'F1':>6}  {'TP':>4}  {'FP':>4}  {'FN':>4}"
        if ci is not None:
            level = f"{ci.level * 100:g}%"
            head += "".join(f"  {f'{x} {level}':<15}" for x in ("P", "R", "F1")).rstrip()
        lines.append(head)
        lines.append("-" * (w + 44 + (51 if ci is not None else 0)))
        for name, s in self.scores.items():
            p, r, f = map(cell, _defined_scores(s))
            row = f"{name:<{w}}  {p}  {r}  {f}  {s.tp:4d}  {s.fp:4d}  {s.fn:4d}"
            if ci is not None:
                row += "".join(f"  {ci.cell(name, x):<15}" for x in ("precision", "recall", "f1")).rstrip()
            lines.append(row)
        rd = self.result_dataset_line()
        if rd:
            lines.extend(["", rd])
        if self.allowed_extra is not None:
            lines.extend(["", self.allowed_extra_line()])
        if self.notes:
            lines.append("")
            for k, v in self.notes.items():
                lines.append(f"{k}: {v}")
        if ci is not None:
            lines.extend(["", ci.header(), *ci.footnotes()])
        if self.details:
            lines.append("")
            for d in self.details:
                lines.append(d)
                context = d.context_line() if isinstance(d, Detail) else None
                if context:
                    lines.append(context)
        return "\n".join(lines)


# ------------------------------------------------------------------------ normalisation
_LATEX_CMD = re.compile(r"\\[A-Za-z]+\*?")


def normalise(text: str) -> str:
    """Matching key of a surface form: LaTeX commands, braces, ``$`` and markdown
    emphasis removed, then :func:`kg.vocab.normalise` (case, dashes, plural), then every
    space left out but one between two digits. A form with a LaTeX command is first
    cleaned as an abstract is (:func:`kg.clean.clean`), so a symbol keeps the character the
    extraction has ("Lion-$\\phi$" -> "Lion-ϕ"), as does a bare command of a gold form
    written without ``$`` ("\\ell_2-loss").

    Since :func:`kg.vocab.normalise` has made every hyphen and dash a space, names that
    differ only by hyphens, dashes or spaces between letters and digits or between letters
    get one key: "CIFAR10" = "CIFAR-10" = "CIFAR 10" -> "cifar10", "Celeb-A" = "CelebA",
    "multi-task learning" = "multitask learning" (as entity resolution joins them,
    :func:`kg.resolve.normalise`). A space between two digits stays: it is what is left of
    a decimal point or a separator, so "OPT-1.3B" ("opt1 3b") is no "OPT-13B" ("opt13b")."""
    from kg.vocab import normalise as vnorm
    if "\\" in text:
        from kg.clean import clean
        bare = "$" not in text
        text = clean(_BARE_MATH.sub(lambda m: "$" + m.group(0) + "$", text) if bare else text).text
    return _SPACE_NOT_BETWEEN_DIGITS.sub("", vnorm(_LATEX_CMD.sub(" ", text).replace("$", " ")))


#: A space of a :func:`kg.vocab.normalise`'d form that does not sit between two digits: left
#: out of the matching key (:func:`normalise`).
_SPACE_NOT_BETWEEN_DIGITS = re.compile(r" (?!(?<=\d )\d)")


#: A bare LaTeX symbol command with its sub- / superscript ("\\ell_2", "\\pi") in a gold
#: form written without ``$``: read as inline math by :func:`normalise`.
_BARE_MATH = re.compile(r"\\[A-Za-z]+(?:[_^](?:\{[^{}]*\}|\w))?")


def _norm_url(url: str) -> str:
    url = url.strip().rstrip(".,;:)").rstrip("/")
    if url.endswith(".git"):
        url = url[:-4]
    # "www.x.ai" = "https://x.ai"; a scheme written without its colon ("https//x.ai", as an
    # abstract may have it and gold copies it) is the same address
    return re.sub(r"^(?:https?:?//)?(?:www\.)?", "", url).lower()


#: A trailing unit of the percent family in a gold value ("3.7 percentage points", "2 pp",
#: "4 points"): form, like a trailing "%", since a :class:`~kg.records.Result` keeps the unit
#: apart from the value.
_PERCENT_UNIT = re.compile(r"\s*(?:%p?|per\s?cent(?:age)?(?:\s+points?)?|pp|p\.p\.|points?|pts)\s*$",
                           re.IGNORECASE)

#: Number words of a gold value written out ("five percent", "twenty-five", "once").
_UNIT_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen".split())}
_TENS_WORDS = {w: 10 * i for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), 2)}
_SCALE_WORDS = {"thousand": 1000, "million": 10 ** 6, "billion": 10 ** 9}
_TIMES_WORDS = {"once": "1", "twice": "2", "thrice": "3"}


def _number_words(v: str) -> str:
    """``v`` with the number words that open it written in digits, the rest kept: "five
    percent" -> "5 percent", "twenty-five percent" -> "25 percent", "one hundred and twenty"
    -> "120", "a thousand" -> "1000", "two point five times" -> "2.5 times", "once" -> "1",
    "twice" -> "2". A value that does not open with a number word is returned unchanged.
    Cardinals in English (units, tens, "hundred", "thousand", "million", "billion", "and"
    between them, "point" and digit words for decimals), as written in prose."""
    words = re.split(r"[\s\-]+", v.strip())
    low = [w.lower() for w in words]
    if low and low[0] in _TIMES_WORDS:
        return " ".join([_TIMES_WORDS[low[0]], *words[1:]])
    total = current = 0
    i, seen, decimals = 0, False, ""
    while i < len(low):
        w = low[i]
        if w in ("a", "an") and not seen and i + 1 < len(low) and (low[i + 1] == "hundred" or low[i + 1] in _SCALE_WORDS):
            current, seen = 1, True
        elif w in _UNIT_WORDS:
            current, seen = current + _UNIT_WORDS[w], True
        elif w in _TENS_WORDS:
            current, seen = current + _TENS_WORDS[w], True
        elif w == "hundred" and seen:
            current = max(current, 1) * 100
        elif w in _SCALE_WORDS and seen:
            total, current = total + max(current, 1) * _SCALE_WORDS[w], 0
        elif w == "and" and seen and i + 1 < len(low) and (low[i + 1] in _UNIT_WORDS or low[i + 1] in _TENS_WORDS):
            pass
        elif w == "point" and seen and i + 1 < len(low) and low[i + 1] in _UNIT_WORDS and _UNIT_WORDS[low[i + 1]] < 10:
            i += 1
            while i < len(low) and low[i] in _UNIT_WORDS and _UNIT_WORDS[low[i]] < 10:
                decimals += str(_UNIT_WORDS[low[i]])
                i += 1
            break
        else:
            break
        i += 1
    if not seen:
        return v
    number = str(total + current) + (f".{decimals}" if decimals else "")
    return " ".join([number, *words[i:]])


#: A bound or approximation word opening a gold value ("up to 3x", "over 50%", "about 5%"):
#: an extracted :class:`~kg.records.Result` keeps only the number, so the gold does too.
_BOUND_WORDS = re.compile(r"^(?:up\s+to|over|more\s+than|above|at\s+least|at\s+most|nearly|almost|about|"
                          r"around|approximately|roughly|less\s+than|under|below|by)\s+(?=\S)", re.IGNORECASE)
#: "N orders of magnitude" with N in digits (number words are read first): the multiplier 10^N.
_ORDERS_OF_MAGNITUDE = re.compile(r"^(\d{1,2})\s+orders?\s+of\s+magnitude\s*$", re.IGNORECASE)
#: "orders of magnitude" with no count (dev26 "orders of magnitude faster to run", dev51 "orders
#: of magnitudes faster"): 100, the least the plural says, as the extraction reads "orders of
#: magnitude faster" (kg.extract.results.numbers, session 45).
_UNCOUNTED_ORDERS = re.compile(r"^orders[\s-]+of[\s-]+magnitudes?\s*$", re.IGNORECASE)


def _norm_value(v: str) -> str:
    """Comparable form of a result value: no approximation signs, spaces, leading ``+`` or
    trailing ``%`` (nor a trailing percent-family unit word: "percentage points", "pp",
    "points", "percent", "per cent", "%p"); a count "N out of M" or "N of (the) M" is N; a multiplier in words or symbols ("seven-fold", "7x") becomes its number, as
    a :class:`~kg.records.Result` stores it (value "7", unit "x"); number words that open
    a value are its number (:func:`_number_words`: "five percent" -> "5"), "N orders of
    magnitude" is 10^N ("orders of magnitude" with no count 100, the least it says), and a
    leading bound word ("up to", "over", "about") is left out."""
    from kg.extract.results import multiplier_value

    # "15 out of 20" and "13 of the 17" are the counts 15 and 13 (a Result keeps "out of 20" as its unit)
    v = re.sub(r"^\s*(\d[\d,]*)\s+(?:out\s+)?of\s+(?:the\s+)?\d[\d,]*\s*$", r"\1", str(v))
    v = v.strip().replace("\u2248", "").replace("~", "").replace("\u2212", "-")  # U+2212 minus sign
    v = _BOUND_WORDS.sub("", v)  # "up to 3x", "over two orders of magnitude"
    v = multiplier_value(v) or v
    if not re.match(r"[+-]?\d", v):
        v = _number_words(v)  # "five percent", "two point five times"
        v = multiplier_value(v) or v
    if m := _ORDERS_OF_MAGNITUDE.match(v):  # "2 orders of magnitude" (after the number words)
        v = str(10 ** int(m.group(1)))
    elif _UNCOUNTED_ORDERS.match(v):  # "orders of magnitude": at least two
        v = "100"
    if re.match(r"[+-]?\d", v):
        v = _PERCENT_UNIT.sub("", v)
    v = v.replace(" ", "").lstrip("+").rstrip("%")
    return v


#: "<low> - <high>" in a gold value, units on either end ("2 - 30X", "4.69%-15.26%", "2 to 50
#: times"); a tilde between two numbers is a range too ("2%~23%", "1.1x∼3.4x"), as East Asian
#: writing uses it; LaTeX's "--" (an en dash) is a range sign too. A unit of measurement may close the range ("+2 to +10dB", "5-10 ms"; group
#: ``unit``), and is compared by identity (:func:`_range_unit`); "%", "x" and "times" are form.
_VALUE_RANGE = re.compile(r"^\s*([+-]?\d[\d.,]*)\s*(?:%|x|X|×|times)?\s*(?:--|-|\u2013|\u2014|to|~|\u223c|\uff5e)\s*"
                          r"([+-]?\d[\d.,]*)\s*(?:%|x|X|×|times|(?P<unit>[A-Za-z\u00b0\u00b5\u03bc][^\d]*?))?\s*$")


def _value_key(value: str, value_max: Optional[str] = None) -> tuple[str, Optional[str]]:
    """Comparable ``(low, high)`` of a result value. A gold range ("2 - 30X") keeps both ends,
    as the guidelines require and as a :class:`~kg.records.Result` stores them (``value``,
    ``value_max``); a single value has ``high`` None."""
    if value_max is None and (m := _VALUE_RANGE.match(_BOUND_WORDS.sub("", str(value).strip()))):
        return _norm_value(m.group(1)), _norm_value(m.group(2))
    return _norm_value(value), (_norm_value(value_max) if value_max else None)


def _range_unit(value: str) -> Optional[str]:
    """The unit of measurement that closes a gold range ("+2 to +10dB" -> "dB", "5-10 ms" ->
    "ms"), or None: a single value, a range of percentages or multipliers ("2 - 30X", "2 to 50
    times") or a range without a unit. An extracted range matches it only with the same unit
    (:func:`_unit_symbol`) or none recorded."""
    m = _VALUE_RANGE.match(_BOUND_WORDS.sub("", str(value).strip()))
    if not m or not m.group("unit") or _PERCENT_UNIT.fullmatch(m.group("unit")):
        return None
    return m.group("unit")


#: A power of ten in a value: "10^-3", "10^{-3}", "2.5 x 10^4" (mantissa optional).
_POWER_OF_TEN = re.compile(r"^(?:([+-]?\d+(?:\.\d+)?)\s*[x×*]\s*)?10\s*\^\s*[{(]?\s*([+-]?\d+)\s*[})]?$")
#: Thousands separators: "1,000", "12,500.5".
_THOUSANDS = re.compile(r"^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$")


def _as_number(v: Optional[str]) -> Optional[Decimal]:
    """The number a normalised value (:func:`_norm_value`) writes, or None: a decimal
    ("0.0010"), scientific notation ("1e-3", "1.0E-3"), a power of ten ("10^-3", "2.5x10^4")
    or a number with thousands separators ("1,000")."""
    if not v:
        return None
    if _THOUSANDS.match(v):
        v = v.replace(",", "")
    if m := _POWER_OF_TEN.match(v):
        return Decimal(m.group(1) or 1) * Decimal(10) ** int(m.group(2))
    try:
        number = Decimal(v)
    except InvalidOperation:
        return None
    return number if number.is_finite() else None


def _equal_values(a: Optional[str], b: Optional[str]) -> bool:
    """Two normalised values are equal as written or as numbers ("0.001" = "1e-3" = "10^-3")."""
    if a == b:
        return True
    x = _as_number(a)
    return x is not None and x == _as_number(b)


#: A gold value that is one number and a unit of measurement written after it ("25.8mm",
#: "4,256 images/s", "3.2 GB"): the number, then a unit that opens with a letter, a degree or
#: micro sign, and holds no digit (a percent-family unit is already dropped by _norm_value).
_NUMBER_UNIT = re.compile(r"^\s*([+-]?\d[\d,]*(?:\.\d+)?)\s*([A-Za-z\u00b0\u00b5\u03bc][^\d]*?)\s*$")
#: A gold amount of money written with its currency sign first ("$20", "US$ 1,500", "€0.5"):
#: the number, with the sign as its unit (:data:`_CURRENCY_SPELLINGS`).
_MONEY = re.compile(r"^\s*(US\$|\$|\u20ac|\u00a3|\u00a5)\s*(\d[\d,]*(?:\.\d+)?)\s*$")


def _unit_split(value: str) -> Optional[tuple[str, str]]:
    """``(number, unit)`` of a gold value written as one number and its unit ("25.8mm" ->
    ("25.8", "mm"), "4,256 images/s" -> ("4,256", "images/s")), or None (a plain number, a
    percentage, a multiplier, a range, words). An approximation sign first ("~1.3 seconds") is
    form, left out as :func:`_norm_value` does. The unit is lower-cased without spaces."""
    from kg.extract.results import multiplier_value

    v = _BOUND_WORDS.sub("", re.sub(r"^[~\u2248\u223c]\s*", "", str(value).strip()))  # "~1.3 seconds"
    if m := _MONEY.match(v):  # "$20": the currency sign is the unit
        return m.group(2), m.group(1).lower()
    if not re.match(r"[+-]?\d", v):
        v = _number_words(v)  # "one minute" -> "1 minute"
    if _VALUE_RANGE.match(v) or multiplier_value(v) or _ORDERS_OF_MAGNITUDE.match(v):
        return None
    m = _NUMBER_UNIT.match(v)
    if not m or _PERCENT_UNIT.search(v):
        return None
    return m.group(1), m.group(2).lower().replace(" ", "")


#: Spellings of one unit of time, each read as its symbol: a unit is compared by identity, not
#: converted ("2 hours" = value "2", unit "h", but not "120 minutes" nor "2 minutes").
_TIME_UNIT_SPELLINGS = {
    "s": ("s", "sec", "secs", "second", "seconds"),
    "min": ("min", "mins", "minute", "minutes"),
    "h": ("h", "hr", "hrs", "hour", "hours"),
    "days": ("day", "days"),
}
#: Spellings of one currency, each read as its sign ("$20" = "20 USD" = "20 dollars").
_CURRENCY_SPELLINGS = {
    "$": ("$", "us$", "usd", "dollar", "dollars"),
    "\u20ac": ("\u20ac", "eur", "euro", "euros"),
    "\u00a3": ("\u00a3", "gbp", "pound", "pounds"),
    "\u00a5": ("\u00a5", "jpy", "cny", "yen", "yuan"),
}
_UNIT_SYMBOL = {spelling: symbol for symbol, spellings in (*_TIME_UNIT_SPELLINGS.items(), *_CURRENCY_SPELLINGS.items())
                for spelling in spellings}


def _unit_symbol(unit: str) -> str:
    """One symbol for every spelling of a unit of time (:data:`_TIME_UNIT_SPELLINGS`: "hours",
    "hr", "h" -> "h") or of a currency (:data:`_CURRENCY_SPELLINGS`: "USD", "dollars" -> "$");
    any other unit lower-cased without spaces, as written."""
    u = unit.lower().replace(" ", "").rstrip(".")
    return _UNIT_SYMBOL.get(u, u)


def _same_unit_value(gold: Optional[tuple[str, str]], r) -> bool:
    """A gold value with a unit (:func:`_unit_split`) matches a single extracted value with the
    same number whose unit is the same (case, spaces and the spelling of a unit of time aside:
    :func:`_unit_symbol`) or was not recorded: "25.8mm" = value "25.8", unit "mm"; "4,256
    images/s" = value "4,256", no unit; "2 minutes" = value "2", unit "min"; not "12 GB"
    against value "12", unit "%", nor "2 minutes" against value "2", unit "h"."""
    if gold is None or r.value_max:
        return False
    number, unit = gold
    if not _equal_values(_norm_value(number), _norm_value(r.value)):
        return False
    return not r.unit or _unit_symbol(r.unit) == _unit_symbol(unit)


def _is_percent(value) -> bool:
    """Whether a gold value is a percentage: a number (or a range) written with a unit of the
    percent family (:data:`_PERCENT_UNIT`: "12%", "3.7 percentage points", "five percent",
    "2%~23%"). Percent is a unit like any other: such a value matches an extracted one with
    a percent-family unit or none, never one with another unit ("12 GB", "12x"), as a gold
    "12 GB" never matches an extracted "12%" (:func:`_same_unit_value`)."""
    v = _BOUND_WORDS.sub("", re.sub(r"^[~\u2248\u223c]\s*", "", str(value).strip()))
    if not re.match(r"[+-]?\d", v):
        v = _number_words(v)  # "five percent" -> "5 percent"
    return bool(re.match(r"[+-]?\d", v) and _PERCENT_UNIT.search(v))


def _same_value(gold: tuple[str, Optional[str]], pred: tuple[str, Optional[str]]) -> bool:
    """A gold range matches only the same range; a single gold value matches the (low)
    value of the prediction, as before ranges were compared. Values are compared as numbers
    when both read as one (:func:`_equal_values`), else as written."""
    return _equal_values(gold[0], pred[0]) and (gold[1] is None or _equal_values(gold[1], pred[1]))




#: A trailing "task"/"problem" of a matching key (:func:`normalise` leaves spaces out, so it is
#: read as the key's end after at least one character of the name).
_KEY_TASK_TRAILER = re.compile(r"(?<=\w)(?:task|problem)s?$")


def _task_forms(keys: set[str]) -> set[str]:
    """Task keys with and without a trailing "task"/"problem" (form, not identity: "the
    assignment problem" and "assignment" name the same task). A key that is only the
    trailer is kept whole. Since keys hold no spaces (:func:`normalise`), a closed compound
    loses its end too ("multitask" also gives "multi"), a key no task name has."""
    return keys | {_KEY_TASK_TRAILER.sub("", k) for k in keys if _KEY_TASK_TRAILER.search(k)}


# ------------------------------------------------------------------------ gold loading
#: The display name of standard input (``-``) in messages, as :mod:`kg.read` names it.
STDIN_NAME = "<stdin>"


def _is_stdin(path) -> bool:
    return str(path) == "-"


def _file_bytes(path, warnings: Optional[list[str]] = None) -> tuple[str, bytes]:
    """The display name and the decompressed bytes of a gold or SciERC file, read as
    ``kg build`` reads its inputs (:func:`kg.read.load_bytes`): ``-`` is standard input
    (named ``<stdin>``), a pipe or process substitution is read as a stream, and gzip,
    bzip2 and xz data is decompressed, told by its ``.gz`` / ``.bz2`` / ``.xz`` suffix or by
    its magic bytes.

    Raises:
        GoldFormatError: naming the file: missing, a directory or unreadable, unreadable
            compressed data, a truncated or damaged compressed stream (a gold file must be
            whole: the records after the damage would be missing from the score), an
            archive or document (ZIP, tar, PDF ...; :func:`kg.read.container_format`).

    A warning of the reading that costs no record (bytes after a .gz file's gzip data) is
    appended to ``warnings`` when given, as ``file: message``.
    """
    from kg.read import InputError, ReadReport, load_bytes

    report = ReadReport()
    try:
        name, data = load_bytes(path, report)
    except InputError as exc:
        raise GoldFormatError(str(exc)) from None
    if report.skipped:
        raise GoldFormatError(f"{report.skipped[0]}; a gold file must be complete to score against")
    if warnings is not None:
        warnings += [str(w) for w in report.warnings]
    return name, data


def _numbered_lines(path, warnings: Optional[list[str]] = None) -> tuple[str, list[tuple[int, str]]]:
    """The display name of a text file (:func:`_file_bytes`: ``-``, gzip, bzip2, xz), decoded as
    ``kg build`` decodes its inputs (:func:`kg.read.decode_text`: UTF-8, UTF-16 / UTF-32, a
    line that is not UTF-8 read as cp1252 with a warning), and ``(line number, text)`` of each
    of its non-blank lines (lines end at LF, CRLF or a lone CR); the reading's warnings go to
    ``warnings`` when given.

    Raises:
        GoldFormatError: binary data (names file and line of the first NUL byte); as
            :func:`_file_bytes`.
        FileNotFoundError: the file does not exist.
    """
    from kg.read import InputError, decode_text

    name, data = _file_bytes(path, warnings)
    try:
        text, found = decode_text(data, name)
    except InputError as exc:
        raise GoldFormatError(str(exc)) from None
    if warnings is not None:
        warnings += [str(w) for w in found]
    lines = []
    # LF, CRLF and old Mac CR-only line ends, as `kg build` reads them (a raw CR inside a JSON
    # string is invalid JSON anyway, so no record is cut)
    for n, line in enumerate(re.split("\r\n|\r|\n", text), 1):
        if line.strip():
            lines.append((n, line))
    return name, lines


#: Gold categories whose items are entities: objects with a ``name`` (and optional
#: ``aliases``; a task also an optional boolean ``main``).
_ENTITY_KEYS = ("method_proposed", "benchmark_proposed", "dataset", "task", "method_used", "metric")
#: The string fields each item of the other list categories needs (None: the item is a string).
_ITEM_FIELDS = {"component_of": ("part", "whole"), "acronym": ("short", "long"),
                "code": None, "allowed_extra": None}
#: The other keys of a gold record (GUIDELINES.md); ``relations`` and ``notes`` are not scored.
_OTHER_KEYS = ("id", "text", "title", "paper_label", "result", "relations", "notes")
#: At most this many problems are listed by one :class:`GoldFormatError`.
_MAX_PROBLEMS = 20


def _is_text(value) -> bool:
    return isinstance(value, str) and bool(value.strip())


def _brief(value) -> str:
    """``value`` quoted for a message, whole and readable: a string or a number as its repr (a
    string of more than 60 characters cut after its 57th and marked ``...'``), an object or a
    list described by its keys or its length, never a repr cut inside its structure."""
    if isinstance(value, dict):
        keys = ", ".join(repr(k) for k in list(value)[:5]) + (", ..." if len(value) > 5 else "")
        return f"an object with keys {keys}" if value else "an empty object"
    if isinstance(value, list):
        return f"a list of {len(value)} item(s)"
    if isinstance(value, str) and len(value) > 60:
        return repr(value[:57] + "...")
    return repr(value)


#: The keys of a gold record that hold its annotations (GUIDELINES.md): each is a list, an
#: empty one when the paper has no such item.
_CATEGORY_KEYS = (*_ENTITY_KEYS, "result", *_ITEM_FIELDS)


def _record_problems(rec) -> list[str]:
    """What is wrong with one parsed gold line ``rec`` against the format of
    ``shared/gold/GUIDELINES.md`` (an empty list when nothing is): ``id`` and ``text`` not
    strings, a category that is no list (``null`` included: an empty category is ``[]``), an
    item without its name, value or fields, more than one task marked ``main``, a record with
    no category key at all (``id`` and ``text`` alone annotate nothing). A missing category
    key is no error (:func:`_missing_keys` reports it as a warning); ``relations`` and
    ``notes`` are not scored, so not checked. Offending values are quoted whole or described
    (:func:`_brief`)."""
    if not isinstance(rec, dict):
        return [f"a gold record is a JSON object, not {type(rec).__name__}" + (
            " (a gold file is JSON Lines: one record, a JSON object, per line, not a JSON array; "
            f"{GOLD_FORMAT_DOC})" if isinstance(rec, list) else f" ({GOLD_FORMAT_DOC})")]
    problems = [f"'{k}' must be a non-empty string" for k in ("id", "text") if not _is_text(rec.get(k))]
    for key in rec:
        if near := _misspelt_category(key):
            problems.append(f"unknown key {key!r}: did you mean {near!r}? (its items would not be scored)")
    if not any(k in rec for k in _CATEGORY_KEYS) and not any(_misspelt_category(k) for k in rec):
        problems.append("no annotation: the record has no category key (a gold record lists every "
                        "category of GUIDELINES.md, [] where the paper has none)")
    for cat in _CATEGORY_KEYS:
        if cat not in rec:
            continue
        items = rec[cat]
        if not isinstance(items, list):
            got = "null" if items is None else type(items).__name__
            problems.append(f"'{cat}' must be a list, not {got}" + (" (write [] for no item)" if items is None else ""))
            continue
        for i, item in enumerate(items, 1):
            where = f"'{cat}' item {i}"
            if cat in _ENTITY_KEYS:
                if not isinstance(item, dict):
                    problems.append(f"{where} must be an object with a non-empty 'name' (got {_brief(item)})")
                elif not _is_text(item.get("name")):
                    got = f"'name' {_brief(item['name'])}" if "name" in item else "no 'name'"
                    problems.append(f"{where} must be an object with a non-empty 'name' (got {got})")
                elif not isinstance(item.get("aliases", []), list) or not all(
                        isinstance(a, str) for a in item.get("aliases", [])):
                    problems.append(f"{where} ({item['name']!r}): 'aliases' must be a list of strings")
                elif not isinstance(item.get("main", False), bool):
                    problems.append(f"{where} ({item['name']!r}): 'main' must be true or false")
            elif cat == "result":
                if not isinstance(item, dict) or not (_is_text(item.get("value")) or isinstance(
                        item.get("value"), (int, float)) and not isinstance(item.get("value"), bool)):
                    problems.append(f"{where} must be an object with a 'value' (a number or a string)")
                elif any(item.get(k) is not None and not isinstance(item.get(k), str)
                         for k in ("metric", "dataset", "text")):
                    problems.append(f"{where}: 'metric', 'dataset' and 'text' must be strings or null")
            elif _ITEM_FIELDS[cat] is None:
                if not _is_text(item):
                    problems.append(f"{where} must be a non-empty string (got {_brief(item)})")
            elif not isinstance(item, dict) or not all(_is_text(item.get(k)) for k in _ITEM_FIELDS[cat]):
                fields = " and ".join(f"'{k}'" for k in _ITEM_FIELDS[cat])
                got = _brief(item) if not isinstance(item, dict) else ", ".join(
                    f"'{k}' {_brief(item[k])}" if k in item else f"no '{k}'"
                    for k in _ITEM_FIELDS[cat] if not _is_text(item.get(k)))
                problems.append(f"{where} must be an object with string {fields} (got {got})")
    mains = [i for i, t in enumerate(rec.get("task") or [], 1) if isinstance(t, dict) and t.get("main") is True]
    if len(mains) > 1 and isinstance(rec.get("task"), list):
        problems.append(f"'task' items {', '.join(map(str, mains[:-1]))} and {mains[-1]} are each marked "
                        f"\"main\": true (one main task per paper)")
    return problems


def _missing_keys(rec: dict) -> list[str]:
    """The category keys (:data:`_CATEGORY_KEYS`) a well-formed gold record lacks: each is
    read as an empty list, which :func:`load_gold` reports as a warning (an item the
    annotator left out would make the extraction's hits count as false)."""
    return [k for k in _CATEGORY_KEYS if k not in rec]


def _grouped_warning(name: str, what: str, consequence: str, lines: list[str]) -> str:
    """One warning for the records of file ``name`` that share a problem: ``name: N
    record(s) <what> (<consequence>): line 3 (...), line 7 (...)``, at most 10 lines listed."""
    shown = ", ".join(lines[:10]) + (f" and {len(lines) - 10} more" if len(lines) > 10 else "")
    return f"{name}: {len(lines)} record(s) {what} ({consequence}): {shown}"


def _misspelt_category(key: str) -> Optional[str]:
    """The gold category a record key that is no key of the format was meant to be, when it
    is a near miss (another case, a plural, a hyphen, a typo: ``"datasets"``, ``"Task"``,
    ``"method-used"``; :func:`difflib.get_close_matches` at ratio 0.8), else None (a key of
    the format, or an unrelated extra key such as ``"venue"``, which is not scored)."""
    import difflib

    known = (*_ENTITY_KEYS, *_ITEM_FIELDS, *_OTHER_KEYS)
    if not isinstance(key, str) or key in known:
        return None
    scored = (*_ENTITY_KEYS, *_ITEM_FIELDS, "result")
    folded = key.strip().lower().replace("-", "_").replace(" ", "_")
    if folded in scored:
        return folded
    near = difflib.get_close_matches(folded, scored, n=1, cutoff=0.8)
    return near[0] if near else None


#: The relation kinds of a gold record's ``relations`` (GUIDELINES.md, "Links"); relations are
#: not scored, but a misspelt kind or an end that names no entity is reported
#: (:func:`_relation_warnings`).
RELATION_KINDS = ("proposes", "addresses", "evaluated_on", "uses", "compares", "part_of")

#: Where the errors and warnings about a gold file's format point: eval/README.md's section.
GOLD_FORMAT_DOC = "format: eval/README.md, 'Gold record format'"


def _relation_warnings(rec: dict) -> list[str]:
    """The relations of a well-formed gold record that cannot be meant as written: no object
    with string ``head``, ``rel`` and ``tail``; a ``rel`` none of :data:`RELATION_KINDS` (a
    near miss is named: "propose" -> 'proposes'); a ``head`` or ``tail`` that names no entity
    of the record (a name or alias of an entity category, a part or whole of ``component_of``,
    the ``paper_label``, or "paper" in any case). Relations are not scored, so these are
    warnings (:func:`load_gold`)."""
    import difflib

    relations = rec.get("relations")
    if not isinstance(relations, list):
        return [] if relations is None else [f"'relations' is {type(relations).__name__}, not a list"]
    known = {"paper"}
    for cat in _ENTITY_KEYS:
        for ent in rec.get(cat) or []:
            known.update(f.casefold() for f in [ent["name"], *ent.get("aliases", [])] if isinstance(f, str))
    for item in rec.get("component_of") or []:
        known.update(item[k].casefold() for k in ("part", "whole"))
    if isinstance(rec.get("paper_label"), str):
        known.add(rec["paper_label"].casefold())
    out = []
    for i, rel in enumerate(relations, 1):
        where = f"'relations' item {i}"
        if not isinstance(rel, dict) or not all(isinstance(rel.get(k), str) for k in ("head", "rel", "tail")):
            out.append(f"{where} is not an object with string 'head', 'rel' and 'tail' (got {_brief(rel)})")
            continue
        if rel["rel"] not in RELATION_KINDS:
            near = difflib.get_close_matches(rel["rel"].strip().lower(), RELATION_KINDS, n=1, cutoff=0.7)
            out.append(f"{where}: unknown relation kind {rel['rel']!r}"
                       + (f" (did you mean {near[0]!r}?)" if near else "")
                       + f"; the kinds are {', '.join(RELATION_KINDS)}")
        for end in ("head", "tail"):
            if rel[end].strip().casefold() not in known:
                out.append(f"{where}: {end} {_brief(rel[end])} names no entity of the record (a name or alias "
                           "of its entities, the paper_label, or \"paper\")")
    return out


def _value_warnings(rec: dict) -> list[str]:
    """Result values of a well-formed gold record that name no number ("several", "a few
    percent"): they stay in the gold (scored as misses, since no extracted number can
    match them), and :func:`load_gold` reports each one; so is a result item without a
    ``metric`` key (read as null: a metric that is not named is written ``"metric": null``)."""
    out = []
    for i, item in enumerate(rec.get("result") or [], 1):
        if "metric" not in item:
            out.append(f"'result' item {i} has no 'metric' key: read as null (write \"metric\": null when the "
                       f"text names no metric; {GOLD_FORMAT_DOC})")
        if not re.search(r"\d", _value_key(item["value"])[0]):
            out.append(f"'result' item {i}: value {item['value']!r:.60} names no number, so no extracted "
                       f"value can match it (write it in digits or number words: '5%', 'five percent')")
    return out


#: Markup a gold form may carry and the text may not (or the reverse): markdown emphasis
#: (``*``, ``**``, ``_`` at a word's edge), backquotes and TeX quotes, braces and ``$``.
_VERBATIM_MARKUP = re.compile(r"[$*{}`]|''|(?<!\w)_|_(?!\w)")


def _verbatim_key(text: str, resolve_latex: bool = True) -> str:
    """A form or a text as :func:`_unverbatim_aliases` compares them: LaTeX resolved as
    :func:`normalise` resolves it (a command cleaned as an abstract is, a bare symbol command
    read as math), markup of :data:`_VERBATIM_MARKUP` left out, case folded and every space
    left out; hyphens, dashes and plural stay (they are what an alias may vary). Math (``$``)
    is cleaned too, so "R$^2$-GNN" is read as the text's "R²-GNN". With ``resolve_latex=False``
    the LaTeX is kept as written (a text holding ``$`` anywhere is cleaned whole, which also
    turns its TeX quotes ``...'' into typographic ones: an alias copied with the TeX quotes
    is verbatim in the raw text)."""
    if resolve_latex and ("\\" in text or "$" in text):
        from kg.clean import clean
        bare = "$" not in text
        text = clean(_BARE_MATH.sub(lambda m: "$" + m.group(0) + "$", text) if bare else text).text
    text = _VERBATIM_MARKUP.sub(" ", _LATEX_CMD.sub(" ", text))
    return re.sub(r"\s+", "", text.casefold())


def _number_forms(key: str) -> set[str]:
    """A :func:`_verbatim_key` with its singular or plural ("s", "es"): GUIDELINES.md lists
    plural and singular among the aliases an entity may carry."""
    out = {key, key + "s", key + "es"}
    out |= {key[:-len(suf)] for suf in ("s", "es") if key.endswith(suf) and len(key) > len(suf)}
    return out


def _unverbatim_aliases(rec: dict) -> list[str]:
    """The aliases of a well-formed gold record's entities that are not copied from its text.

    GUIDELINES.md: surface forms are copied as they appear. An alias is reported when (1) no
    form of it (:func:`_verbatim_key`, in the singular or the plural, :func:`_number_forms`)
    occurs in the record's ``text`` or ``title``, case-insensitively, (2) its matching key
    (:func:`normalise`) is none of the entity's verbatim forms' nor its name's (an alias that
    only varies hyphens or spacing, or repeats the name, matches nothing more) and (3) the record's ``notes`` do not name it
    (the shipped gold lists its deliberate exceptions there, "Alias exceptions (not verbatim
    ...)"). Names are not checked: a task's name is often a description of the task
    ("design of Markov chains for post-processing"), as the guidelines ask. Such an alias
    widens what matches the entity beyond what the abstract says.

    Returns:
        ``"'category' item N: alias 'X'"`` strings, in record order, each ending `` [title
        words]`` when every word of the alias is a word of the title (:func:`_title_words`;
        the alias was not copied from the title either, but reworded from it). An alias
        copied from the title is not reported (it is in the text or the title); call N9
        (eval/README.md) says such title-only wording is never an alias, which
        ``tools/gold_consistency.py`` checks.
    """
    raw = f"{rec['text']} {rec.get('title') or ''}"
    hay = _verbatim_key(raw) + "\x00" + _verbatim_key(raw, resolve_latex=False)
    notes = rec.get("notes")
    notes = (notes if isinstance(notes, str) else json.dumps(notes, ensure_ascii=False) if notes else "").casefold()
    out = []
    for cat in _ENTITY_KEYS:
        for i, ent in enumerate(rec.get(cat) or [], 1):
            forms = [ent["name"], *ent.get("aliases", [])]
            verbatim = [f for f in forms if any(k in hay for k in _number_forms(_verbatim_key(f))
                                                | _number_forms(_verbatim_key(f, resolve_latex=False)))]
            keys = {normalise(f) for f in [ent["name"], *verbatim]}  # the name is not checked
            for alias in ent.get("aliases", []):
                if alias in verbatim or not alias.strip() or alias.casefold() in notes or normalise(alias) in keys:
                    continue
                tag = " [title words]" if _title_words(alias, rec.get("title")) else ""
                out.append(f"'{cat}' item {i}: alias {_brief(alias)}{tag}")
    return out


def _title_words(alias: str, title) -> bool:
    """Whether every word of ``alias`` is a word of ``title`` (case folded, a final "s"
    left out), in any order: an alias made of the title's wording ("heterophilic graph
    learning" of the title "Learning on Heterophilic Graphs"), which call N9 of eval/README.md
    says is never an alias (title-only wording). False without a title."""
    if not isinstance(title, str) or not title.strip():
        return False

    def words(t: str) -> set[str]:
        return {w[:-1] if w.endswith("s") and len(w) > 3 else w for w in re.findall(r"\w+", t.casefold())}

    a = words(alias)
    return bool(a) and a <= words(title)


def load_gold(path: Path, warnings: Optional[list[str]] = None) -> list[dict]:
    """Read a gold JSON-lines file (format: ``shared/gold/GUIDELINES.md``) and check it.

    Every line is checked before any is used (:func:`_record_problems`: types of the
    fields that are scored, a ``name`` for every entity, a ``value`` for every result;
    ids unique; a category ``null`` or no list; more than one task marked ``"main": true``;
    a record with no category key at all), so one error message lists the problems of the
    whole file. A result value that names no number, in digits or in number words
    ("several"), is no format error: it is kept (a miss for every extractor) and reported in
    ``warnings``. So are, once per file with the lines grouped, records that lack some
    category keys (each read as an empty list: its items, had the annotator any, would make
    the extraction's hits false), records that mark no main task (left out of the
    main-task total) and records with an alias not copied from the abstract or title
    (:func:`_unverbatim_aliases`; scored as written).

    The file is read as ``kg build`` reads its inputs (:func:`_file_bytes`): ``-`` is
    standard input, and gzip, bzip2 and xz files are decompressed.

    Args:
        path: the gold file, or ``-`` for standard input.
        warnings: when given, one ``file:line: message`` string is appended per result
            value that names no number (:func:`_value_warnings`), and one ``file: message``
            for the records lacking category keys and one for those marking no main task
            (each listing the lines and, for keys, which), and one for the records with
            aliases not copied from their text (listing lines and aliases).
    Returns:
        The records (dicts), in file order.
    Raises:
        GoldFormatError: the file is binary, a line is not JSON, or not a well-formed gold record,
            or an id repeats (one message names file and line of each problem, up to
            :data:`_MAX_PROBLEMS`), or the file holds no record, or its compression is
            damaged.
        FileNotFoundError: the file does not exist.
    """
    return [rec for _, rec in _load_gold(path, warnings)[1]]


def _load_gold(path, warnings: Optional[list[str]] = None) -> tuple[str, list[tuple[int, dict]]]:
    """:func:`load_gold`, returning the file's display name (``<stdin>`` for ``-``) and
    ``(line number, record)`` pairs."""
    records = []
    problems: list[str] = []
    seen: dict[str, int] = {}
    objects = papers = 0  # JSON objects; of them, paper records (an abstract, no gold)
    lacking: list[str] = []  # "line N ('code', 'result')": records without some category keys
    no_main: list[str] = []  # "line N": records with no task marked main
    unverbatim: list[str] = []  # "line N ('task' item 2: alias 'x')": aliases not in the text
    path, lines = _numbered_lines(path, warnings)  # (path: the display name, for the messages)
    for n, line in lines:
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            from kg.read import json_error_text

            cut = e.pos >= len(line.rstrip()) or e.msg.startswith("Unterminated string")
            problems.append(f"{path}:{n}: not valid JSON: {json_error_text(e)}"  # (kg build's wording)
                            + ("; the line ends before the record does: cut off?" if cut else ""))
            continue
        if isinstance(rec, dict):
            objects += 1
            papers += "text" not in rec and "abstract" in rec and not any(
                k in rec for k in (*_ENTITY_KEYS, "result", *_ITEM_FIELDS))
        found = _record_problems(rec)
        key = normalise_id(rec["id"]) if not found else ""
        if not found and key in seen:
            found = [f"id {rec['id']!r} repeats line {seen[key]} (each paper once; ids are compared as "
                     f"kg build compares them: Unicode NFC, invisible characters left out)"]
        problems += [f"{path}:{n}: {p}" for p in found]
        if not found:
            seen[key] = n
            records.append((n, rec))
            if warnings is not None:
                warnings += [f"{path}:{n}: {w}" for w in (*_value_warnings(rec), *_relation_warnings(rec))]
            if missing := _missing_keys(rec):
                lacking.append(f"line {n} ({', '.join(repr(k) for k in missing)})")
            if not any(isinstance(t, dict) and t.get("main") for t in rec.get("task") or []):
                no_main.append(f"line {n}")
            if warnings is not None and (odd := _unverbatim_aliases(rec)):
                unverbatim.append(f"line {n} ({'; '.join(odd)})")
    build_arg = "-" if path == "<stdin>" else path
    if problems and papers and papers == objects:
        # kg build's input given to kg eval: say so in one line, not "'text' must be ..." per line
        raise GoldFormatError(
            f"{path}: holds paper records (an 'abstract', no 'text' and no annotations), not gold "
            f"annotations: `kg build {build_arg}` builds a graph of them; `kg eval` scores the extraction "
            "against gold records (format: eval/README.md, 'Gold record format'; rules: ../shared/gold/GUIDELINES.md)")
    if problems and not records and (held := _paper_file_format("\n".join(line for _, line in lines))):
        # a JSON array of papers (Zotero's CSL-JSON, json.dump(papers, f)), BibTeX or a CSV/TSV
        # table: kg build's other inputs, not "not valid JSON" for each of its first 20 lines
        raise GoldFormatError(
            f"{path}: holds {held}, not gold annotations (JSON Lines, one record per line): "
            f"`kg build {build_arg}` builds a graph of them; `kg eval` scores the extraction "
            "against gold records (format: eval/README.md, 'Gold record format'; rules: ../shared/gold/GUIDELINES.md)")
    if problems:
        more = len(problems) - _MAX_PROBLEMS
        raise GoldFormatError("\n".join(problems[:_MAX_PROBLEMS]) + (
            f"\n... and {more} more problem(s)" if more > 0 else ""))
    if not records:
        raise GoldFormatError(f"{path}: no gold records (the file is empty)")
    if warnings is not None and lacking:
        warnings.append(_grouped_warning(path, "lack category keys", "each read as an empty list: write [] "
                                         "where the paper has no item", lacking))
    if warnings is not None and no_main:
        warnings.append(_grouped_warning(path, "mark no task \"main\": true", "left out of the main-task "
                                         "total", no_main))
    if warnings is not None and unverbatim:
        warnings.append(_grouped_warning(path, "have aliases that are not in their text or title",
                                         "GUIDELINES.md: surface forms are copied as they appear; name a "
                                         "deliberate exception in the record's notes; these are worded by "
                                         "the annotator, not title-only aliases, and one marked [title words] "
                                         "rewords the title, which call N9 in eval/README.md does not allow "
                                         "either", unverbatim))
    return path, records


def _paper_file_format(text: str) -> Optional[str]:
    """What a file that is no JSON Lines holds, when it is one of ``kg build``'s other inputs:
    "a JSON array of paper records" (every element an object with an abstract and neither a
    ``text`` nor annotations), "BibTeX entries" or "a CSV table of papers" / "a TSV table of
    papers" (a header naming an abstract column), as :func:`kg.read._sniff` tells them; else
    None (a gold file written as one JSON array is no paper file)."""
    from kg.read import _sniff  # the readers' own format guess

    kind = _sniff(text)
    if kind == "bib":
        return "BibTeX entries"
    if kind in ("csv", "tsv"):
        return f"a {kind.upper()} table of papers"
    if kind == "json":
        try:
            doc = json.loads(text)
        except (ValueError, RecursionError):
            return None
        if isinstance(doc, dict):  # {"papers": [...]}, Crossref's {"message": {"items": [...]}}
            doc = next((v for v in doc.values() if isinstance(v, list)), doc.get("message"))
            if isinstance(doc, dict):
                doc = doc.get("items") if isinstance(doc.get("items"), list) else [doc]
        if isinstance(doc, list) and doc and all(
                isinstance(r, dict) and any(k.lower() == "abstract" for k in r) and "text" not in r
                and not any(k in r for k in (*_ENTITY_KEYS, "result", *_ITEM_FIELDS)) for r in doc):
            return "a JSON array of paper records"
    return None


class _Keys:
    """Acronym-aware equivalence of normalised keys within one paper."""

    def __init__(self, pairs: Iterable[tuple[str, str]]):
        self.eq: dict[str, set[str]] = {}
        for short, long in pairs:
            a, b = normalise(short), normalise(long)
            if a and b:
                self.eq.setdefault(a, {a}).add(b)
                self.eq.setdefault(b, {b}).add(a)

    def expand(self, key: str) -> set[str]:
        return self.eq.get(key, {key}) | {key}


class _Definitions:
    """What one record's text defines each short form as: short key -> long keys
    (:func:`normalise`'d), from the gold's ``acronym`` pairs and the extraction's acronyms
    (both read off the record's own text: ``long (SHORT)``).

    It keeps a short form from matching through another expansion
    (:meth:`conflicted`): a gold method_used "SAM" with the alias "Segment Anything Model"
    is no hit for "Sharpness-Aware Minimization (SAM)" when the text defines SAM so.
    """

    def __init__(self, pairs: Iterable[tuple[str, str]]):
        self.longs: dict[str, set[str]] = {}
        for short, long in pairs:
            a, b = normalise(short), normalise(long)
            if a and b and a != b:
                self.longs.setdefault(a, set()).add(b)

    def conflicted(self, key: str, aliases: set[str]) -> bool:
        """True when ``key``, a short form common to an extracted item and a gold entity of
        matching keys ``aliases``, names another thing in this text: the text defines
        ``key`` (:attr:`longs`), the entity has an expansion of its own (a key other than
        ``key`` that does not contain it: "segmentanythingmodel", not "sammodel") and no
        expansion the text defines for ``key`` is among the entity's keys."""
        longs = self.longs.get(key)
        if not longs or longs & aliases:
            return False
        return any(a != key and key not in a for a in aliases)

    def match(self, forms: set[str], aliases: set[str]) -> bool:
        """Whether an extracted item of matching keys ``forms`` hits a gold entity of keys
        ``aliases``: they share a key that is not :meth:`conflicted` (a short form the text
        defines as something the entity's expansions are not matches nothing on its own)."""
        common = forms & aliases
        return any(not self.conflicted(k, aliases) for k in common)


def _entities(rec: dict, cat: str, keys: _Keys) -> list[tuple[str, set[str]]]:
    out = []
    for ent in rec.get(cat, []) or []:
        names = [ent["name"], *ent.get("aliases", [])]
        aliases: set[str] = set()
        for n in names:
            aliases |= keys.expand(normalise(n))
        if cat == "task":
            aliases = _task_forms(aliases)
        aliases.discard("")
        out.append((ent["name"], aliases))
    return out


def _sentence_at(ex: Extraction, start: int) -> Optional[str]:
    """The cleaned sentence of ``ex`` holding cleaned offset ``start`` (stripped), or None."""
    for s, e in ex.sentences:
        if s <= start < e:
            return ex.clean.text[s:e].strip()
    return None


def _place(ex: Extraction, start: int, end: int, source: str = "abstract") -> dict:
    """Where a span of ``ex`` is, for :attr:`Detail.extra`: ``start``/``end`` in the gold
    record's text (cleaned offsets mapped back, :meth:`kg.records.CleanText.to_original`) and
    its cleaned ``sentence``; a title span (``source`` "title") keeps its offsets into the
    plain title, with ``where`` "title" and the title as its sentence."""
    if source == "title":
        from kg.records import plain_title

        return {"where": "title", "start": start, "end": end, "sentence": plain_title(ex.paper.title)}
    try:
        o_start, o_end = ex.clean.to_original(start, end)
    except (IndexError, ValueError):
        return {}
    out = {"start": o_start, "end": o_end}
    sentence = _sentence_at(ex, start)
    if sentence:
        out["sentence"] = sentence
    return out


def _first_occurrence(ex: Optional[Extraction], forms: Iterable[str]) -> dict:
    """Where the first of ``forms`` (a gold item's name and aliases, or a result's value) is
    written in the paper, literally and case-insensitively, not inside a longer word:
    :func:`_place` of the earliest one in the cleaned text, else its offsets in the record's
    raw text (no sentence); ``{}`` when the text writes none of them (or ``ex`` is None)."""
    if ex is None:
        return {}
    for text, cleaned in ((ex.clean.text, True), (ex.paper.abstract, False)):
        best = None
        for f in forms:
            f = (f or "").strip()
            if not f:
                continue
            m = re.search(r"(?<!\w)" + re.escape(f) + r"(?!\w)", text, re.IGNORECASE)
            if m and (best is None or m.start() < best[0]):
                best = (m.start(), m.end())
        if best:
            return _place(ex, *best) if cleaned else {"start": best[0], "end": best[1]}
    return {}


def _mention_place(ms: Sequence[Mention], text: str, ex: Optional[Extraction]) -> dict:
    """:func:`_place` of the first mention of ``ms`` written ``text`` (abstract before title)."""
    found = [m for m in ms if m.text == text]
    if not found or ex is None:
        return {}
    m = min(found, key=lambda m: (getattr(m, "source", "abstract") == "title", m.start))
    return _place(ex, m.start, m.end, getattr(m, "source", "abstract"))


def _join_group(groups: list[set[str]], texts: list[str], forms: set[str], text: str) -> None:
    """Add the extracted name ``text`` (matching keys ``forms``) to the first of ``groups`` that
    shares a key with it (one acronym group counts once), else open a new group and record
    ``text`` as its name in ``texts``. Mutates both lists; returns None."""
    for g in groups:
        if g & forms:
            g |= forms
            return
    groups.append(set(forms))
    texts.append(text)


def _score_entities(pred_texts: list[str], gold: list[tuple[str, set[str]]], allowed: set[str],
                    pred_keys: _Keys, score: Score, details: Optional[list[str]], pid: str, cat: str,
                    defs: Optional[_Definitions] = None, ex: Optional[Extraction] = None,
                    mentions: Sequence[Mention] = (), gold_forms: Optional[list[list[str]]] = None,
                    unmatched: Optional[list] = None) -> int:
    """Score one paper's extracted names of category ``cat`` against its gold entities
    (``(name, matching keys)``), adding to ``score`` (and, with ``details``, a MISS, FALSE or
    EXCUSED line per item). An unmatched name whose keys meet ``allowed`` (the record's
    ``allowed_extra``, empty when ignored) is excused: neither a true nor a false hit.
    ``defs`` (the text's acronym definitions, :class:`_Definitions`) keeps a short form
    the text defines otherwise from matching an entity on its own (:meth:`_Definitions.match`).
    With ``details``, each line's :attr:`Detail.extra` says where the item is: a FALSE or
    EXCUSED name where the first of ``mentions`` written so is, a MISS where the text first
    writes one of its ``gold_forms`` (name and aliases, in gold order; :func:`_first_occurrence`
    in ``ex``). ``unmatched``, when given, receives ``(kind, name, keys)`` for each miss
    (the gold entity's keys) and false hit (the extracted name's keys), which
    :func:`_wrong_types` compares across categories.
    Returns the number of excused names (one per acronym group, as false hits count)."""
    hit = [False] * len(gold)
    unmatched_groups: list[set[str]] = []
    unmatched_text: list[str] = []
    excused_groups: list[set[str]] = []
    excused_text: list[str] = []
    for text in sorted(set(pred_texts)):
        key = normalise(text)
        if not key:
            continue
        forms = pred_keys.expand(key)
        if cat == "task":
            forms = _task_forms(forms)
        matched = False
        for i, (_, aliases) in enumerate(gold):
            if (defs.match(forms, aliases) if defs is not None else forms & aliases):
                hit[i] = True
                matched = True
        if matched:
            continue
        if forms & allowed:
            _join_group(excused_groups, excused_text, forms, text)
            continue
        _join_group(unmatched_groups, unmatched_text, forms, text)
    score.tp += sum(hit)
    score.fn += hit.count(False)
    score.fp += len(unmatched_groups)
    if unmatched is not None:
        unmatched.extend(("miss", name, aliases) for (name, aliases), h in zip(gold, hit) if not h)
        unmatched.extend(("false", t, g) for t, g in zip(unmatched_text, unmatched_groups))
    if details is not None:
        for i, ((name, _), h) in enumerate(zip(gold, hit)):
            if not h:
                forms = gold_forms[i] if gold_forms and i < len(gold_forms) else [name]
                details.append(Detail(pid, cat, "miss", name, extra={
                    "name": name, **_first_occurrence(ex, forms)}))
        for kind, texts in (("false", unmatched_text), ("excused", excused_text)):
            for t in texts:
                details.append(Detail(pid, cat, kind, t, extra={"name": t, **_mention_place(mentions, t, ex)}))
    return len(excused_groups)


def _wrong_types(pid: str, unmatched: dict[str, list]) -> list[Detail]:
    """WRONG-TYPE lines of one paper: a gold item missed in one category whose keys meet
    those of an item extracted as a false hit in another ("dataset MISS X" and "method_used
    FALSE X" -> ``WRONG-TYPE X: gold dataset, extracted method_used``). ``unmatched`` maps a
    category to the ``(kind, name, keys)`` of :func:`_score_entities`. The lines are added
    to the MISS and FALSE ones (the counts do not change); their category is
    ``wrong_type``. Every two categories are compared (a used method extracted as proposed
    is one) except ``benchmark_proposed`` and ``dataset``: an extracted benchmark is a dataset
    mention too, by design, so that pair would mark no error."""
    out = []
    for gcat, items in unmatched.items():
        for kind, name, keys in items:
            if kind != "miss":
                continue
            for pcat, pitems in unmatched.items():
                if pcat == gcat or {gcat, pcat} == {"benchmark_proposed", "dataset"}:
                    continue
                for pkind, ptext, pkeys in pitems:
                    if pkind == "false" and keys & pkeys:
                        out.append(Detail(pid, "wrong_type", "wrong-type", f"{ptext}: gold {gcat}, extracted {pcat}",
                                          extra={"name": ptext, "gold_name": name,
                                                 "gold_category": gcat, "extracted_category": pcat}))
    return out


def _gold_pairs(rec: dict) -> list[tuple[str, str]]:
    return [(a["short"], a["long"]) for a in rec.get("acronym", []) or []]


def evaluate_extractions(records: list[dict], extractions: list[Extraction], verbose: bool = False,
                         title: str = "gold", allowed_extra: bool = True, written_only: bool = True) -> EvalReport:
    """Score extractions against gold records (same order). See :func:`evaluate_gold`;
    ``allowed_extra=False`` ignores every record's ``allowed_extra`` (each extracted item it
    lists is a false hit), ``True`` excuses them (counted in ``EvalReport.excused``).
    ``written_only`` (default) scores only the results ``kg build`` writes to the graph
    (:func:`written_results`); False scores every result of the extractions, as
    ``eval/agreement.py`` compares one annotator's results (values as written, "91.2%", which
    are no decimal) with another's. ``EvalReport.per_doc`` gets one
    :class:`kg.bootstrap.DocCounts` per record (its ``file`` is ``title`` until
    :func:`evaluate_gold` names the file), whose counts sum to the report's."""
    from kg.bootstrap import DocCounts

    report = EvalReport(title=title, scores={c: Score() for c in GOLD_CATEGORIES},
                        allowed_extra=bool(allowed_extra), excused={c: 0 for c in GOLD_CATEGORIES})
    details = [] if verbose else None
    main_total = main_ok = 0
    for rec, ex in zip(records, extractions):
        pid = rec["id"]
        before = {c: (s.tp, s.fp, s.fn) for c, s in report.scores.items()}
        main_before = (main_total, main_ok)
        gkeys = _Keys(_gold_pairs(rec))
        pkeys = _Keys([(a.short, a.long) for a in ex.acronyms] + _gold_pairs(rec)[:0])
        defs = _Definitions([*_gold_pairs(rec), *((a.short, a.long) for a in ex.acronyms)])
        allowed = set()
        for a in (rec.get("allowed_extra", []) or []) if allowed_extra else ():
            allowed |= gkeys.expand(normalise(a))
        ms = ex.mentions
        preds = {
            "method_proposed": [m for m in ms if m.type == "Method" and m.role == "proposed"],
            "benchmark_proposed": [m for m in ms if m.type == "Dataset" and m.role == "benchmark"],
            "dataset": [m for m in ms if m.type == "Dataset"],
            "task": [m for m in ms if m.type == "Task"],
            "method_used": [m for m in ms if m.type == "Method" and m.role != "proposed"],
            "metric": [m for m in ms if m.type == "Metric"],
        }
        unmatched: dict[str, list] = {}
        for cat, cat_ms in preds.items():
            gold = _entities(rec, cat, gkeys)
            forms = [[e["name"], *e.get("aliases", [])] for e in rec.get(cat, []) or []]
            report.excused[cat] += _score_entities(
                [m.text for m in cat_ms], gold, allowed, pkeys, report.scores[cat], details, pid, cat, defs,
                ex=ex, mentions=cat_ms, gold_forms=forms,
                unmatched=unmatched.setdefault(cat, []) if details is not None else None)
        if details is not None:
            details.extend(_wrong_types(pid, unmatched))
        report.excused["component"] += _score_components(rec, ex, gkeys, pkeys, report.scores["component"],
                                                         details, defs, allowed)
        pairs = _score_results(rec, ex, gkeys, report.scores["result"], details,
                               written_results(ex) if written_only else None)
        _score_result_datasets(rec, ex, gkeys, pkeys, pairs, report, details)
        _score_acronyms(rec, ex, gkeys, report.scores["acronym"], details)
        _score_code(rec, ex, report.scores["code"], details)
        # main task
        gold_main = [e for e in rec.get("task", []) or [] if e.get("main")]
        if gold_main:
            main_total += 1
            aliases = set()
            for n in [gold_main[0]["name"], *gold_main[0].get("aliases", [])]:
                aliases |= gkeys.expand(normalise(n))
            pm = [m for m in ms if m.type == "Task" and m.main]
            # a trailing "task"/"problem" is form here too, as in the task category
            if pm and defs.match(_task_forms(pkeys.expand(normalise(pm[0].text))), _task_forms(aliases)):
                main_ok += 1
            elif details is not None:
                gm = gold_main[0]
                where = (_mention_place([pm[0]], pm[0].text, ex) if pm
                         else _first_occurrence(ex, [gm["name"], *gm.get("aliases", [])]))
                details.append(Detail(pid, "main_task", "wrong", f"{pm[0].text if pm else None!r} "
                                                                 f"(gold {gm['name']!r})",
                                      extra={"name": pm[0].text if pm else None, "gold_name": gm["name"], **where}))
        # this paper's own counts: the change it made to the running totals
        report.per_doc.append(DocCounts(
            file=title, id=str(pid),
            counts={c: (s.tp - before[c][0], s.fp - before[c][1], s.fn - before[c][2])
                    for c, s in report.scores.items()},
            main=None if main_total == main_before[0] else main_ok > main_before[1]))
    report.notes["papers"] = str(len(records))
    report.main_total, report.main_right = main_total, main_ok
    if main_total:
        report.notes["main task accuracy"] = f"{main_ok}/{main_total} = {main_ok / main_total:.3f}"
    if details is not None:
        report.details = details
    return report


def _score_components(rec, ex: Extraction, gkeys: _Keys, pkeys: _Keys, score: Score, details,
                      defs: Optional[_Definitions] = None, allowed: frozenset = frozenset()) -> int:
    """Score one paper's extracted part-of pairs against its gold ``component_of``: a pair
    is a hit when its part and its whole each match the gold's (through the gold entities'
    aliases, acronym and expansion; with ``defs``, a short form the text defines otherwise
    matches nothing on its own, :meth:`_Definitions.match`). An unmatched pair whose part or
    whole is a form of ``allowed`` (the record's ``allowed_extra``, empty when ignored) is
    excused, neither a true nor a false hit: an entity the gold allows cannot make its
    part-of link wrong (session 60's gold fix moved unnamed parts, GUIDELINES.md's "named
    sub-module", to ``allowed_extra``). Adds to ``score`` and ``details``; returns the
    number of excused pairs (one per acronym group)."""
    defs = defs or _Definitions(())
    aliases_of = {}
    for name, al in _entities(rec, "method_proposed", gkeys):
        aliases_of[name] = al
    gold = []
    for c in rec.get("component_of", []) or []:
        gold.append((c["part"], c["whole"], aliases_of.get(c["part"], {normalise(c["part"])}),
                     aliases_of.get(c["whole"], {normalise(c["whole"])})))
    preds = sorted({(l.head, l.tail) for l in ex.links if l.rel == "partOf" and l.head})
    hit = [False] * len(gold)
    fp, excused = [], []
    for part, whole in preds:
        pf, wf = pkeys.expand(normalise(part)), pkeys.expand(normalise(whole))
        ok = False
        for i, (_, _, pa, wa) in enumerate(gold):
            if defs.match(pf, pa) and defs.match(wf, wa):
                hit[i] = ok = True
        if not ok:
            (excused if (pf | wf) & allowed else fp).append((part, whole))

    # a pair reported under both acronym and expansion counts once
    def _groups(pairs):
        out = []
        for part, whole in pairs:
            k = (frozenset(pkeys.expand(normalise(part))), frozenset(pkeys.expand(normalise(whole))))
            if k not in out:
                out.append(k)
        return out

    score.tp += sum(hit)
    score.fn += hit.count(False)
    score.fp += len(_groups(fp))
    if details is not None:
        for (p, w, _, _), h in zip(gold, hit):
            if not h:
                details.append(Detail(rec['id'], "component", "miss", f"{p} partOf {w}",
                                      extra={"part": p, "whole": w, **_first_occurrence(ex, [p])}))
        evidence = {(l.head, l.tail): l for l in reversed(ex.links) if l.rel == "partOf" and l.head}
        for p, w in fp:
            link = evidence.get((p, w))
            details.append(Detail(rec['id'], "component", "false", f"{p} partOf {w}",
                                  extra={"part": p, "whole": w,
                                         **(_place(ex, link.start, link.end) if link else {})}))
        for p, w in excused:
            details.append(Detail(rec['id'], "component", "excused", f"{p} partOf {w}",
                                  extra={"part": p, "whole": w}))
    return len(_groups(excused))


def written_results(ex: Extraction) -> list:
    """The extracted results of ``ex`` that ``kg build`` writes to the graph, in extraction
    order: those :func:`kg.graph.result_written` accepts (a decimal value; with or without a
    metric: "5x faster" and "in 2 minutes" are kgo:Results without kgo:metric since session
    51). ``kg eval`` scores only these, so the ``result`` category scores what the graph
    holds; a result whose value is no number is left out of both."""
    from kg.graph import result_written

    return [r for r in ex.results if result_written(r)]


def _score_results(rec, ex: Extraction, gkeys: _Keys, score: Score, details,
                   results: Optional[list] = None) -> list[tuple[dict, object]]:
    """Score the results of one paper: ``results`` (default: every result of ``ex``;
    :func:`evaluate_extractions` gives :func:`written_results`) against the gold's. Returns
    the matched pairs (gold item, extracted :class:`~kg.records.Result`), which
    :func:`_score_result_datasets` reads."""
    results = list(ex.results) if results is None else results
    pairs = []
    metric_aliases = [al for _, al in _entities(rec, "metric", gkeys)]
    gold = rec.get("result", []) or []
    used = [False] * len(results)
    for g in gold:
        gv = _value_key(g["value"])
        gm = g.get("metric")
        gm_forms = set()
        if gm:
            gm_forms = gkeys.expand(normalise(gm))
            for al in metric_aliases:
                if gm_forms & al:
                    gm_forms |= al
        found = False
        g_unit = _unit_split(g["value"])
        g_range_unit = _range_unit(g["value"])
        g_percent = _is_percent(g["value"])
        for i, r in enumerate(results):
            if used[i]:
                continue
            if not _same_value(gv, _value_key(r.value, r.value_max)) and not _same_unit_value(g_unit, r):
                continue
            if g_range_unit and r.unit and _unit_symbol(r.unit) != _unit_symbol(g_range_unit):
                continue  # "+2 to +10dB" is no "2 to 10 ms"
            if g_percent and r.unit and not _PERCENT_UNIT.fullmatch(r.unit):
                continue  # "12%" is no "12 GB", as "12 GB" is no "12%" (_same_unit_value)
            if gm and not (r.metric and normalise(r.metric) in gm_forms):
                continue
            used[i] = found = True
            pairs.append((g, r))
            break
        if found:
            score.tp += 1
        else:
            score.fn += 1
            if details is not None:
                details.append(Detail(rec['id'], "result", "miss", f"{g['value']} {gm!r}",
                                      extra={"value": g["value"], "gold_metric": gm, "gold_dataset": g.get("dataset"),
                                             **_first_occurrence(ex, [g["value"]])}))
    for i, r in enumerate(results):
        if not used[i]:
            score.fp += 1
            if details is not None:
                details.append(Detail(rec['id'], "result", "false", f"{r.value} {r.metric!r} ({r.text!r})",
                                      extra={"value": r.value, "metric": r.metric, "dataset": r.dataset,
                                             **_result_place(ex, r)}))
    return pairs


def _result_place(ex: Extraction, r) -> dict:
    """:func:`_place` of an extracted result's phrase (``start``/``end``), with its evidence
    sentence (``sentence_start``/``sentence_end``) as the sentence."""
    out = _place(ex, r.start, r.end)
    if out and getattr(r, "sentence_end", 0) > getattr(r, "sentence_start", 0):
        out["sentence"] = ex.clean.text[r.sentence_start:r.sentence_end].strip()
    return out


#: Words around a dataset name that are form, not identity, when a result's dataset is
#: compared ("the ImageNet-1K validation set", "ADE20K benchmark" are ImageNet-1K, ADE20K).
_DATASET_FORM_WORDS = re.compile(
    r"^(?:the|a)\s+|\s+(?:(?:validation|val|test|dev|development|training|train)\s+)?"
    r"(?:data\s*sets?|benchmarks?|splits?|sets?|corpus|corpora|suites?|leaderboards?)$", re.I)


def _dataset_keys(name: str, keys: _Keys) -> set[str]:
    """Matching keys of a result's dataset name: :func:`normalise`'d, with and without the
    form words of :data:`_DATASET_FORM_WORDS`, each widened by ``keys`` (acronym and
    expansion)."""
    out = set()
    for form in {name, _DATASET_FORM_WORDS.sub("", name.strip()), _DATASET_FORM_WORDS.sub(
            "", _DATASET_FORM_WORDS.sub("", name.strip()))}:
        k = normalise(form)
        if k:
            out |= keys.expand(k)
    return out


def _score_result_datasets(rec, ex: Extraction, gkeys: _Keys, pkeys: _Keys,
                           pairs: list[tuple[dict, object]], report: EvalReport, details) -> None:
    """The result-dataset measure of one paper, added to ``report``'s ``rd_*`` counts.

    Over the matched ``pairs`` (gold result, extracted result) of :func:`_score_results`:
    when the gold names a dataset, the extracted result counts as right when its dataset
    names the same one, leniently on form as entities are matched (case, plural, dashes,
    "the ... dataset/benchmark/test set" around it, an acronym or expansion, or any alias
    of the gold's dataset or benchmark entity that the name matches); when the gold
    dataset is null, an extracted dataset counts as invented. It does not change the
    ``result`` category's counts. With ``details``, each wrong or invented dataset is
    listed (``result_dataset WRONG`` / ``INVENTED``, since session 60 worded ``VALUE metric
    'M': extracted dataset 'D' (gold 'G')``, so the metric is not read as the dataset)."""
    aliases = [al for cat in ("dataset", "benchmark_proposed") for _, al in _entities(rec, cat, gkeys)]
    for g, r in pairs:
        gd = g.get("dataset")
        if not (isinstance(gd, str) and gd.strip()):
            report.rd_null += 1
            if r.dataset:
                report.rd_invented += 1
                if details is not None:
                    details.append(Detail(rec['id'], "result_dataset", "invented",
                                          f"{g['value']} metric {r.metric!r}: extracted dataset {r.dataset!r} "
                                          f"(gold none)", extra=_rd_extra(ex, g, r)))
            continue
        report.rd_named += 1
        gforms = _dataset_keys(gd, gkeys)
        for al in aliases:
            if gforms & al:
                gforms |= al
        if r.dataset and _dataset_keys(r.dataset, pkeys) & gforms:
            report.rd_right += 1
        elif details is not None:
            details.append(Detail(rec['id'], "result_dataset", "wrong",
                                  f"{g['value']} metric {r.metric!r}: extracted dataset {r.dataset!r} (gold {gd!r})",
                                  extra=_rd_extra(ex, g, r)))


def _rd_extra(ex: Extraction, g: dict, r) -> dict:
    """The structured fields of a result_dataset line: the matched gold result's ``value``,
    ``gold_metric`` and ``gold_dataset``, the extracted one's ``metric`` and ``dataset``, and
    where the extracted result is (:func:`_result_place`)."""
    return {"value": g["value"], "gold_metric": g.get("metric"), "metric": r.metric,
            "gold_dataset": g.get("dataset"), "dataset": r.dataset, **_result_place(ex, r)}


def _score_acronyms(rec, ex: Extraction, gkeys: _Keys, score: Score, details):
    all_aliases = []
    for cat in ("method_proposed", "benchmark_proposed", "dataset", "task", "method_used", "metric"):
        all_aliases.extend(al for _, al in _entities(rec, cat, gkeys))
    gold = _gold_pairs(rec)
    hit = [False] * len(gold)
    fp = []
    for a in ex.acronyms:
        ps, pl = normalise(a.short), normalise(a.long)
        ok = False
        for i, (gs, gl) in enumerate(gold):
            if normalise(gs) != ps:
                continue
            longs = {normalise(gl)}
            for al in all_aliases:
                if normalise(gl) in al:
                    longs |= al
            if pl in longs:
                hit[i] = ok = True
        if not ok:
            fp.append(a)
    score.tp += sum(hit)
    score.fn += hit.count(False)
    score.fp += len(fp)
    if details is not None:
        for (s, l), h in zip(gold, hit):
            if not h:
                details.append(Detail(rec['id'], "acronym", "miss", f"{s} = {l}",
                                      extra={"short": s, "long": l, **_first_occurrence(ex, [l, s])}))
        for a in fp:
            details.append(Detail(rec['id'], "acronym", "false", f"{a.short} = {a.long}",
                                  extra={"short": a.short, "long": a.long, **_place(ex, a.start, a.end)}))


def _score_code(rec, ex: Extraction, score: Score, details):
    gold = {_norm_url(u) for u in rec.get("code", []) or []}
    pred = {_norm_url(c.url) for c in ex.code}
    score.tp += len(gold & pred)
    score.fn += len(gold - pred)
    score.fp += len(pred - gold)
    if details is not None:
        for u in sorted(gold - pred):
            details.append(Detail(rec['id'], "code", "miss", u))
        for u in sorted(pred - gold):
            details.append(Detail(rec['id'], "code", "false", u))


def evaluate_gold(path: Path, verbose: bool = False, extractor=None, allowed_extra: bool = True) -> EvalReport:
    """Evaluate extraction on a PaperKG gold file.

    Args:
        path: JSON-lines gold file (``id``, ``text`` and the categories of
            shared/gold/GUIDELINES.md; an optional ``title`` is passed to the extractor);
            ``-`` reads standard input, and a gzip, bzip2 or xz file is decompressed
            (:func:`load_gold`).
        verbose: also list every miss and false hit in ``EvalReport.details``.
        extractor: a :class:`kg.extract.Extractor` to reuse (a new one when None).
        allowed_extra: False ignores the records' ``allowed_extra`` (``kg eval
            --no-allowed-extra``: every extracted item they list is a false hit).
    Returns:
        :class:`EvalReport` with one row per category of :data:`GOLD_CATEGORIES`, the
        main-task accuracy in ``notes`` and the gold file's warnings in ``warnings``.
    Raises:
        GoldFormatError: malformed gold line (message names file and line).
    """
    warnings: list[str] = []
    name, numbered = _load_gold(path, warnings)
    return _score_gold(name, [rec for _, rec in numbered], warnings, verbose, extractor, allowed_extra)


def _score_gold(name: str, records: list[dict], warnings: list[str], verbose: bool, extractor,
                allowed_extra: bool = True) -> EvalReport:
    """Extract the texts of loaded gold ``records`` (of the file displayed as ``name``) and
    score them (:func:`evaluate_extractions`); ``warnings`` become the report's."""
    from kg.extract import Extractor

    ex = extractor or Extractor()
    # an optional "title" key gives the extractor the paper's title, as real records do
    papers = [Paper(id=str(r["id"]), abstract=r["text"], title=r.get("title") or None, source=f"{name}:{i}")
              for i, r in enumerate(records, 1)]
    extractions = list(ex.extract_many(papers))
    title = name if name == STDIN_NAME else Path(name).name
    report = evaluate_extractions(records, extractions, verbose=verbose, title=f"gold: {title}",
                                  allowed_extra=allowed_extra)
    for doc in report.per_doc:
        doc.file = title
    report.warnings = warnings
    return report


def _distinct_paths(paths: Sequence) -> tuple[list, list[str]]:
    """``paths`` without a second mention of one file, and a warning for each one left out.

    Two paths are the same file when they name the same regular file (device and inode,
    after symbolic links: ``a.jsonl``, ``./a.jsonl``, a link to it), as ``kg build`` tells
    its inputs apart (:func:`kg.read.same_file_as`); ``-`` (standard input) twice is one
    input too, since a second read of it would find nothing.
    """
    from kg.read import same_file_as

    opened: dict[tuple[int, int], str] = {}
    kept: list = []
    warnings: list[str] = []
    stdin_seen = False
    for p in paths:
        if _is_stdin(p):
            if stdin_seen:
                warnings.append(f"{STDIN_NAME}: standard input ('-') given twice: read and scored once")
                continue
            stdin_seen = True
        elif (same := same_file_as(p, opened)) is not None:
            warnings.append(f"{p}: the same file as {same}, given twice: scored once")
            continue
        kept.append(p)
    return kept, warnings


def evaluate_gold_files(paths: Sequence[Path], verbose: bool = False, extractor=None,
                        allowed_extra: bool = True) -> EvalReport:
    """Evaluate several gold files as one pool: the counts of each category (and of the
    main task) are summed over the files, so precision, recall and F1 are micro-averaged
    over all their papers, as for one file holding them all.

    Every file is read once (:func:`load_gold`: ``-`` is standard input, gzip, bzip2 and
    xz are decompressed) and checked before any text is extracted, so a malformed file
    fails at once. A file given twice (the same path, or another path to the same file;
    :func:`_distinct_paths`) is scored once, with a warning.

    Args:
        paths: one or more gold files (format of :func:`evaluate_gold`).
        verbose: also list every miss and false hit (each line names its paper id).
        extractor: a :class:`kg.extract.Extractor` to reuse (one new one for all files
            when None).
        allowed_extra: False ignores every record's ``allowed_extra`` (:func:`evaluate_gold`).
    Returns:
        The pooled :class:`EvalReport` (for a single distinct file, that file's report);
        ``notes`` has ``papers``, ``files`` and the pooled main-task accuracy;
        ``warnings`` holds one for each file given twice, every file's warnings, and one
        for each paper id that occurs in more than one file (it is scored once per file).
    Raises:
        GoldFormatError: a malformed gold line (the message names file and line).
        ValueError: no path given.
    """
    from kg.extract import Extractor

    if not paths:
        raise ValueError("evaluate_gold_files: no gold file given")
    distinct, twice = _distinct_paths(paths)
    loaded = []  # (display name, records, the file's warnings), in order
    seen: dict[str, tuple[int, str]] = {}  # id -> (index of its first file, that file's name)
    for i, path in enumerate(distinct):
        warnings: list[str] = []
        name, numbered = _load_gold(path, warnings)
        repeated: dict[int, list[tuple[int, str]]] = {}  # earlier file -> (line, id) found there too
        for line, rec in numbered:
            rec_id = normalise_id(str(rec["id"]))
            first = seen.setdefault(rec_id, (i, name))
            if first[0] != i:
                repeated.setdefault(first[0], []).append((line, rec_id))
        for j, dups in sorted(repeated.items()):
            line, rec_id = dups[0]
            more = f" and {len(dups) - 1} more" if len(dups) > 1 else ""
            warnings.append(f"{name}:{line}: paper id {short_id(rec_id)}{more} also in {loaded[j][0]} "
                            f"(file {j + 1} of the list): such papers are scored once per file")
        loaded.append((name, [rec for _, rec in numbered], warnings))
    ex = extractor or Extractor()
    if len(loaded) == 1:
        name, records, warnings = loaded[0]
        return _score_gold(name, records, twice + warnings, verbose, ex, allowed_extra)
    pooled = EvalReport(title="gold: " + " + ".join(n if n == STDIN_NAME else Path(n).name for n, _, _ in loaded),
                        scores={c: Score() for c in GOLD_CATEGORIES}, warnings=list(twice),
                        allowed_extra=bool(allowed_extra), excused={c: 0 for c in GOLD_CATEGORIES})
    papers = 0
    for name, records, warnings in loaded:
        report = _score_gold(name, records, warnings, verbose, ex, allowed_extra)
        for cat, s in report.scores.items():
            total = pooled.scores[cat]
            total.tp, total.fp, total.fn = total.tp + s.tp, total.fp + s.fp, total.fn + s.fn
            pooled.excused[cat] += report.excused.get(cat, 0)
        pooled.main_total += report.main_total
        pooled.main_right += report.main_right
        for k in ("rd_named", "rd_right", "rd_null", "rd_invented"):
            setattr(pooled, k, getattr(pooled, k) + getattr(report, k))
        pooled.warnings += report.warnings
        pooled.details += report.details
        pooled.per_doc += report.per_doc
        papers += int(report.notes.get("papers", 0))
    pooled.notes["papers"] = str(papers)
    pooled.notes["files"] = str(len(loaded))
    if pooled.main_total:
        pooled.notes["main task accuracy"] = (f"{pooled.main_right}/{pooled.main_total} = "
                                              f"{pooled.main_right / pooled.main_total:.3f}")
    return pooled


# ------------------------------------------------------------------------ SciERC
def _scierc_docs(path: Path) -> list[dict]:
    """The documents of a SciERC (DyGIE++) JSON-lines file (``-``: standard input; gzip,
    bzip2 and xz decompressed, :func:`_file_bytes`), each with its line number in ``_line``.

    Raises:
        GoldFormatError: a line is not a DyGIE document, or no document (names file and line).
    """
    docs = []
    path, lines = _numbered_lines(path)  # (path: the display name, for the messages)
    for n, line in lines:
        try:
            d = json.loads(line)
            _ = d["sentences"], d["ner"]
        except (json.JSONDecodeError, KeyError, TypeError) as e:
            raise GoldFormatError(f"{path}:{n}: not a DyGIE-format SciERC document ({e})") from None
        if problem := _scierc_span_problem(d):
            raise GoldFormatError(f"{path}:{n}: {problem}")
        d["_line"] = n
        docs.append(d)
    if not docs:
        raise GoldFormatError(f"{path}: no SciERC documents (the file is empty)")
    return docs


def _scierc_span_problem(doc: dict) -> Optional[str]:
    """What is wrong with the entity spans of a DyGIE-format document, or None: one ``ner``
    list per sentence, each span ``[start, end, label]`` with document-level token indices
    inside its own sentence (``end`` inclusive), as DyGIE++ writes them."""
    sentences, ner = doc["sentences"], doc["ner"]
    if not isinstance(sentences, list) or not isinstance(ner, list) or len(ner) != len(sentences):
        return f"'ner' must hold one list per sentence ({len(sentences)} sentences)"
    first = 0
    for i, (sent, spans) in enumerate(zip(sentences, ner)):
        last = first + len(sent) - 1
        for span in spans:
            if not (isinstance(span, list) and len(span) == 3 and all(isinstance(x, int) for x in span[:2])):
                return f"sentence {i + 1}: entity {span!r:.40} is not [start, end, label]"
            if not first <= span[0] <= span[1] <= last:
                return (f"sentence {i + 1}: entity {span!r:.40} lies outside the sentence's tokens "
                        f"{first}-{last}")
        first = last + 1
    return None


_PTB_BRACKETS = {"-LRB-": "(", "-RRB-": ")", "-LSB-": "[", "-RSB-": "]", "-LCB-": "{", "-RCB-": "}"}


def scierc_text(doc: dict) -> tuple[str, list[tuple[int, int]]]:
    """Join a SciERC document's tokens with single spaces (Penn Treebank bracket tokens
    such as ``-LRB-`` become the brackets they stand for).

    Returns:
        ``(text, spans)`` where ``spans[k]`` is the character range of document token k.
    """
    parts, spans, pos = [], [], 0
    for sent in doc["sentences"]:
        for tok in sent:
            tok = _PTB_BRACKETS.get(tok, tok)
            if parts:
                parts.append(" ")
                pos += 1
            spans.append((pos, pos + len(tok)))
            parts.append(tok)
            pos += len(tok)
    return "".join(parts), spans


def evaluate_scierc(path: Path, extractor=None, verbose: bool = False,
                    model: Optional[Path] = None, use: str = "rules") -> EvalReport:
    """Entity P/R/F1 (exact token-span match) on a SciERC file in DyGIE++ format.

    Args:
        path: JSON lines with ``sentences`` (token lists) and ``ner`` (per sentence,
            ``[start, end, label]`` with document-level token indices, inclusive end).
        extractor: a :class:`kg.extract.Extractor` to reuse (a new one when None).
        verbose: list misses and false hits.
        model: folder of a SciERC entity model (:func:`kg.extract.scierc.train_scierc`)
            for ``use="ner"`` and ``use="union"``; None uses the model shipped with the
            package (:func:`kg.extract.scierc.default_model`).
        use: ``"rules"`` (PaperKG's extraction, as the graph uses it), ``"ner"`` (the
            SciERC-trained model alone) or ``"union"`` (model spans plus rule mentions
            that overlap none of them).
    Returns:
        :class:`EvalReport` with rows ``Task``, ``Method``, ``Metric``, ``Material`` and
        ``overall`` (micro average over the four types).
    Raises:
        GoldFormatError: a line is not a DyGIE document (message names file and line).
        ValueError: ``use`` is unknown, or it needs a model and none is given or shipped.
    """
    import bisect

    from kg.bootstrap import DocCounts
    from kg.extract import Extractor
    path = Path(path)
    docs = _scierc_docs(path)
    labels = ("Task", "Method", "Metric", "Material")
    if use not in ("rules", "ner", "union"):
        raise ValueError(f"use must be 'rules', 'ner' or 'union', not {use!r}")
    tagger = None
    if use != "rules":
        from kg.extract.scierc import SciercTagger, default_model
        if model is None:
            model = default_model()
        if model is None:
            raise ValueError(f"use={use!r} needs a SciERC model: none is shipped, train one with `kg train`")
        tagger = SciercTagger(Path(model))
    ex = None if use == "ner" else (extractor or Extractor())
    report = EvalReport(title=f"SciERC: {path.name} (exact span match, {use})",
                        scores={k: Score() for k in (*labels, "overall")})
    details = [] if verbose else None
    papers = []
    texts = []
    for i, d in enumerate(docs):
        text, spans = scierc_text(d)
        texts.append(spans)
        papers.append(Paper(id=str(d.get("doc_key", i)), abstract=text, source=f"{path}:{d['_line']}"))
    ner_spans = tagger.spans(p.abstract for p in papers) if tagger is not None else iter(lambda: [], None)
    extractions = ex.extract_many(papers) if ex is not None else iter(lambda: None, 0)
    for paper, d, spans, extraction, model_spans in zip(papers, docs, texts, extractions, ner_spans):
        gold = {(s, e, lab) for sent in d["ner"] for s, e, lab in sent if lab in labels}
        starts = [s for s, _ in spans]

        def to_tokens(os_: int, oe: int) -> Optional[tuple[int, int]]:
            first = bisect.bisect_right(starts, os_) - 1
            last = bisect.bisect_left(starts, oe) - 1
            return (first, last) if first >= 0 and last >= first else None

        pred = set()
        for cs, ce, lab in model_spans:
            t = to_tokens(cs, ce)
            if t is not None:
                pred.add((*t, lab))
        if ex is not None:
            covered = {(a, b) for a, b, _ in pred}
            for m in extraction.mentions:
                lab = SCIERC_LABELS.get(m.type)
                if lab is None:
                    continue
                if m.source != "abstract":
                    continue  # (a title mention: its offsets index the title)
                t = to_tokens(*extraction.clean.to_original(m.start, m.end))
                if t is None or any(a <= t[1] and t[0] <= b for a, b in covered):
                    continue
                pred.add((*t, lab))
        doc_counts = {}
        for lab in labels:
            g = {x for x in gold if x[2] == lab}
            p = {x for x in pred if x[2] == lab}
            sc = report.scores[lab]
            doc_counts[lab] = (len(g & p), len(p - g), len(g - p))
            sc.tp += len(g & p)
            sc.fp += len(p - g)
            sc.fn += len(g - p)
        doc_counts["overall"] = tuple(sum(c[k] for c in doc_counts.values()) for k in range(3))
        report.per_doc.append(DocCounts(file=path.name, id=paper.id, counts=doc_counts))
        if details is not None:
            toks = [t for s in d["sentences"] for t in s]
            for s, e, lab in sorted(gold - pred):
                item = " ".join(toks[s:e + 1])
                details.append(Detail(d.get("doc_key"), lab, "miss", item, f"{d.get('doc_key')}  MISS   {lab:<8} {item}"))
            for s, e, lab in sorted(pred - gold):
                item = " ".join(toks[s:e + 1])
                details.append(Detail(d.get("doc_key"), lab, "false", item, f"{d.get('doc_key')}  FALSE  {lab:<8} {item}"))
    ov = report.scores["overall"]
    for lab in labels:
        ov.tp += report.scores[lab].tp
        ov.fp += report.scores[lab].fp
        ov.fn += report.scores[lab].fn
    report.notes["documents"] = str(len(docs))
    if details is not None:
        report.details = details
    return report
