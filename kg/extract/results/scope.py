"""How far a value's words reach (session 52, fixHres): passes over one abstract's results,
run by :func:`kg.extract.results.find.find_results` after attribution (the two passes that
set a direction, :func:`shared_by_change` and :func:`change_word_after_metric`, after the
directions are read); :func:`parallel_setting_item` is a test asked while the metric is
read. Each has a switch of its own (True: on).

* :func:`shared_by_change`: "by" before the first of coordinated values makes the later ones
  changes too ("by 19 and 14 points respectively", "by over 20% on A, and over 10% on B").
* :func:`change_word_after_metric`: a change noun between a metric and its value ("carbon
  footprint reduction, up to 92%") or a comparative after a multiplier's metric ("4x
  training time faster") makes the value a change.
* :func:`time_taken_not_metric`: a duration after "within" / "in" ("high visual quality within
  20 seconds") is the time taken, not a value of the quality named before it.
* :func:`parallel_setting_item`: "FIDs of 12.21 (5 NFE), 2.51 (10 NFE)": the second value
  is the next item of the list, with its metric.
* :func:`these_datasets_from_before`: "to 2.24 and 2.77 on these two datasets" takes the two
  datasets of the earlier sentence's results, in order.
* :func:`baseline_clause_dropped`: values in an opening "Comparing ... to X with ..." clause
  are the compared system's numbers, which the gold guidelines leave out (eval/README.md:
  "a baseline's numbers ... are no results"), when the main clause reports the paper's own.

All functions are pure: ``text`` is the cleaned abstract, ``results`` the sentence-ordered
:class:`~kg.records.Result` list; each pass returns a new list.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Optional

from kg.extract.results.change import _TIME_MEASURE, _word_direction
from kg.extract.results.filters import _is_time_taken
from kg.extract.results.numbers import _UNIT_FAMILY
from kg.records import Result

#: Switch: a value coordinated after a change that follows "by" is a change too.
SHARED_BY_CHANGE = True
#: Switch: a change noun between a metric and its value, or a comparative after a multiplier's
#: metric phrase, makes the value a change.
CHANGE_WORD_AFTER_METRIC = True
#: Switch: a time taken ("within 20 seconds") after a metric that measures no time is no value
#: of that metric: the result keeps its value and unit and loses the metric.
TIME_TAKEN_NOT_METRIC = True
#: Switch: values in a sentence-opening comparing clause are a baseline's, left out.
BASELINE_CLAUSE_DROPPED = True

_HEDGE = (r"(?:(?:over|up\s+to|about|around|nearly|almost|approximately|roughly|more\s+than|at\s+least|"
          r"an\s+average\s+of|on\s+average)\s+)?(?:[~≈∼]\s*)?")
#: "by" and a hedge right before a value: "by 19", "by over 20%".
_BY_LEFT = re.compile(r"\bby\s+" + _HEDGE + r"$", re.I)
#: Between a change after "by" and the next value: at most the first value's own bracket
#: ("by 7.4% (A split) and 10% (B split)") and place or setting phrase (a preposition and
#: words without a clause break, maybe one bracket), then
#: "and" (maybe after a comma) and a hedge, and nothing else: no verb of a new clause can
#: stand there ("by 5% on A and reaches 90%" does not match).
_SHARED_BY_GAP = re.compile(
    r"(?:\s*\([^()]{1,40}\))?(?:\s+(?:on|for|in|across|under|with|at)\s+[^,;:()]{1,60}?(?:\s*\([^()]{0,40}\))?)?"
    r"\s*,?\s+and\s+"
    + _HEDGE + r"$", re.I)
#: A result whose span opens on its value: a sign or a digit first.
_VALUE_OPENS = re.compile(r"[+\-]?\d")


def _value_start(text: str, r: Result) -> Optional[int]:
    """Offset of ``r``'s value (its digits as written) inside ``r``'s span, the last such
    occurrence (a metric phrase before the value may hold digits too); None when absent."""
    v = r.value.lstrip("+")
    pos = text.rfind(v, r.start, r.end)
    return pos if pos >= 0 else None


def shared_by_change(text: str, results: list[Result]) -> list[Result]:
    """:data:`SHARED_BY_CHANGE`: a score coordinated right after a change whose value follows
    "by" in the same sentence takes the change kind ("outperform A and B by 19 and 14
    accuracy points respectively"; "decreases X by over 20% on A under S, and over 10% on
    B"): "by" governs the coordination. The later value must open its own result (no metric
    of its own before it), have the first's unit family (a bare number before "points" /
    "pp" counts as one) and no metric other than the first's; between the two only the
    first's place phrase and "and" stand (:data:`_SHARED_BY_GAP`).

    Inputs: the abstract ``text`` and its results (their directions read). Output: the
    results, later values set to ``change=True`` with the first's direction. Never raises."""
    if not SHARED_BY_CHANGE:
        return results
    out = list(results)
    for i in range(1, len(out)):
        p, r = out[i - 1], out[i]
        if r.change or not p.change or p.sentence_start != r.sentence_start or not _VALUE_OPENS.match(r.text):
            continue
        if r.metric not in (None, p.metric):
            continue
        fam_p, fam_r = _UNIT_FAMILY.get(p.unit, p.unit), _UNIT_FAMILY.get(r.unit, r.unit)
        if fam_p != fam_r and not (p.unit is None and r.unit in ("points", "pp")):
            continue
        ps = _value_start(text, p)
        if ps is None or not _BY_LEFT.search(text, max(p.sentence_start, ps - 40), ps):
            continue
        if r.start < p.end or not _SHARED_BY_GAP.fullmatch(text, p.end, r.start):
            continue
        out[i] = replace(r, change=True, metric=r.metric or p.metric, direction=p.direction)
    return out


#: A change noun (with "of" / "by" / a comma and a hedge) between a metric phrase and its value:
#: "carbon footprint reduction, up to 92%", "latency reduction of 35%".
_CHANGE_NOUN_GAP = re.compile(
    r"\s+(?P<w>reductions?|decreases?|drops?|savings?|improvements?|gains?|increases?|speed-?ups?)"
    r"\s*(?:,\s*|\s+(?:of|by)\s+|\s+)" + _HEDGE + r"$", re.I)
#: A comparative right after a multiplier's metric phrase: "4x training time faster".
_COMPARATIVE_AFTER_METRIC = re.compile(
    r"\s+(?P<w>faster|quicker|slower|smaller|larger|bigger|lower|higher|fewer|less|more|shorter|longer|cheaper|"
    r"better)\b", re.I)
_COMPARATIVE_DIRECTION = {"slower": "increase", "larger": "increase", "bigger": "increase", "higher": "increase",
                          "more": "increase", "longer": "increase", "smaller": "decrease", "lower": "decrease",
                          "fewer": "decrease", "less": "decrease", "shorter": "decrease", "cheaper": "decrease",
                          "better": "improvement"}


def change_word_after_metric(text: str, results: list[Result]) -> list[Result]:
    """:data:`CHANGE_WORD_AFTER_METRIC`: a score whose metric phrase stands before the value
    and ends in a change noun outside the metric ("a carbon footprint reduction, up to 92%":
    :data:`_CHANGE_NOUN_GAP`) is a change in the direction of the noun, as
    :func:`kg.extract.results.change._word_direction` reads it; a multiplier ("x")
    whose metric follows it and is followed by a comparative ("4x training time faster":
    :data:`_COMPARATIVE_AFTER_METRIC`) is a change too ("faster" on a measure of time: the
    time went down). Inputs: the abstract ``text`` and its results; output: the results,
    those changed with ``change=True`` and their direction. Never raises."""
    if not CHANGE_WORD_AFTER_METRIC:
        return results
    out = []
    for r in results:
        if r.change or not r.metric:
            out.append(r)
            continue
        vs = _value_start(text, r)
        mpos = text.find(r.metric, r.start, r.end)
        if vs is not None and 0 <= mpos < vs and (m := _CHANGE_NOUN_GAP.fullmatch(text, mpos + len(r.metric), vs)):
            word = m.group("w").lower().removesuffix("s")  # "reductions" -> "reduction"
            out.append(replace(r, change=True, direction=_word_direction(word) or "improvement"))
            continue
        if r.unit == "x" and vs is not None and vs == r.start and r.text.endswith(r.metric) and \
                (c := _COMPARATIVE_AFTER_METRIC.match(text, r.end)):
            w = c.group("w").lower()
            if w in ("faster", "quicker"):
                direction = "decrease" if _TIME_MEASURE.search(r.metric) else "increase"
            else:
                direction = _COMPARATIVE_DIRECTION[w]
            out.append(replace(r, change=True, direction=direction))
            continue
        out.append(r)
    return out


#: A metric phrase, then "within" / "in" (a hedge allowed) right before a duration.
_TAKEN_GAP = re.compile(r"\s+(?P<p>within|in|under)\s+(?:(?:only|just|about|around|less\s+than|under)\s+)?$", re.I)


def time_taken_not_metric(text: str, results: list[Result]) -> list[Result]:
    """:data:`TIME_TAKEN_NOT_METRIC`: a duration that the sentence says something takes
    (:func:`~kg.extract.results.filters._is_time_taken`: "within 20 seconds") right after a
    metric phrase that measures no time ("3D assets of high visual quality within 20
    seconds") is the time taken, a result without a metric: the metric is dropped and the
    result's span starts at the preposition. Inputs: the abstract ``text`` and its results;
    output: the results. Never raises."""
    if not TIME_TAKEN_NOT_METRIC:
        return results
    out = []
    for r in results:
        vs = _value_start(text, r)
        if r.metric and vs is not None and not _TIME_MEASURE.search(r.metric) and \
                _is_time_taken(text, r.sentence_start, vs, r.end, r.unit, r.value_max) and \
                text.find(r.metric, r.start, vs) >= 0 and \
                (g := _TAKEN_GAP.search(text, r.start, vs)) and \
                text[r.start:g.start()].endswith(r.metric):
            start = g.start("p")
            out.append(replace(r, metric=None, start=start, text=text[start:r.end]))
            continue
        out.append(r)
    return out


#: A sentence that opens with a comparing clause, up to the value: "Comparing our results to
#: those of X with ...", "Compared with X, which reaches ...". No clause break before the value.
_COMPARING_OPENER = re.compile(
    r"\s*(?:Comparing|Compared|In\s+comparison|Relative)\b[^,;:]*?\b(?:to|with)\b[^,;:]*$")


def baseline_clause_dropped(text: str, results: list[Result]) -> list[Result]:
    """:data:`BASELINE_CLAUSE_DROPPED`: the values in a sentence-opening comparing clause
    ("Comparing our results to those of DDPM with 3.21 FID ..., we achieve 1.58 FID") are
    the compared system's numbers, no results of the paper (the gold guidelines leave a
    baseline's numbers out): they are dropped when the same sentence reports a value after
    that clause's comma. Inputs: the abstract ``text`` and its results; output: the results
    without those values. Never raises."""
    if not BASELINE_CLAUSE_DROPPED:
        return results
    drop = set()
    for i, r in enumerate(results):
        vs = _value_start(text, r)
        if vs is None or not _COMPARING_OPENER.fullmatch(text, r.sentence_start, vs):
            continue
        comma = text.find(",", vs, r.sentence_end)
        if comma >= 0 and any(o.sentence_start == r.sentence_start and o.start > comma for o in results):
            drop.add(i)
    return [r for i, r in enumerate(results) if i not in drop]


#: Switch: a value after a previous value's setting bracket and a comma, with a setting bracket
#: of its own, is the next item of that value's list and takes its metric.
PARALLEL_SETTING_ITEMS = True
#: The previous value's bracket, a comma (maybe "and"), then the value.
_SETTING_BRACKET_GAP = re.compile(r"\s*\([^()]{1,40}\)\s*,\s*(?:and\s+)?")
_OPENS_SETTING_BRACKET = re.compile(r"\s*\([^()]{1,40}\)")


def parallel_setting_item(text: str, prev_end: int, start: int, end: int, hi: int) -> bool:
    """:data:`PARALLEL_SETTING_ITEMS`: whether the value ``text[start:end]`` is the next item of
    a list whose previous value ends at ``prev_end``, both followed by a bracket of their
    setting ("FIDs of 12.21 (5 NFE), 2.51 (10 NFE)"): the gap is that bracket and a comma,
    and a bracket closes within the sentence (``hi``) right after the value. The caller lets
    the value inherit the previous value's metric. Never raises."""
    return PARALLEL_SETTING_ITEMS and _SETTING_BRACKET_GAP.fullmatch(text, prev_end, start) is not None and \
        _OPENS_SETTING_BRACKET.match(text, end, hi) is not None


#: Switch: values that a sentence says were measured "on these two datasets" take, in order,
#: the datasets of the last earlier sentence whose results name that many datasets.
THESE_DATASETS_FROM_BEFORE = True
_COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "both": 2}
#: "on these two datasets", "on both benchmarks", "on the three datasets above".
_THESE_DATASETS = re.compile(
    r"\b(?:on|across|for)\s+(?:(?:these|those|the|all)\s+(?P<n>two|three|four|five)|"
    r"(?P<b>both)(?:\s+(?:these|those|the))?)"
    r"\s+(?:datasets|benchmarks|data\s+sets|tasks)\b", re.I)


def these_datasets_from_before(text: str, results: list[Result]) -> list[Result]:
    """:data:`THESE_DATASETS_FROM_BEFORE`: the N results without a dataset of a sentence that
    says "on these N datasets" (:data:`_THESE_DATASETS`: "we further reduce FID to 2.24 and
    2.77 on these two datasets") take, in text order, the N distinct datasets that the results
    of the nearest earlier sentence whose results name any dataset name in text order ("FIDs
    of 2.51 and 3.25 on A and B respectively"), when they name exactly N distinct datasets.
    Inputs: the abstract ``text`` and its results (text order); output: the results. Never
    raises."""
    if not THESE_DATASETS_FROM_BEFORE:
        return results
    out = list(results)
    by_sentence: dict[int, list[int]] = {}
    for i, r in enumerate(out):
        by_sentence.setdefault(r.sentence_start, []).append(i)
    starts = sorted(by_sentence)
    for k, lo in enumerate(starts):
        idx = by_sentence[lo]
        hi = out[idx[0]].sentence_end
        m = _THESE_DATASETS.search(text, lo, hi)
        if m is None or k == 0:
            continue
        n = _COUNT_WORDS[(m.group("n") or m.group("b")).lower()]
        own = [i for i in idx if out[i].dataset is None and out[i].end <= m.start()]
        if len(own) != n or any(out[i].dataset for i in idx):
            continue
        names: list[str] = []
        for before in reversed(starts[:k]):  # the nearest earlier sentence whose results name datasets
            names = list(dict.fromkeys(out[i].dataset for i in by_sentence[before] if out[i].dataset))
            if names:
                break
        if len(names) == n:
            for i, name in zip(own, names):
                out[i] = replace(out[i], dataset=name)
    return out
