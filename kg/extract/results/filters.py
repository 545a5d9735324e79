"""Step 5 of :mod:`kg.extract.results`: filters that tell results from other numbers.

A number without one of the units ``% x pp points`` is a result only
with a metric attached; a number followed by a noun is a count (``16 GPUs``, ``10
datasets``, ``1,000 images``); years, model sizes (``7B parameters``), section, figure,
equation and citation numbers are never results; a percentage without a metric is a
result only when its sentence reports an outcome (``achieves``, ``outperforms``,
``by``...) and it is not a setting (``with 10% of the labels``, ``under 40% noise``);
a multiplier without a metric needs a comparative (``3.2x faster``) or ``by``, and one
written with the word ``times`` states a change or is no result at all, metric or not
(``an average usage of 733.5 times``, ``called 37 times``: counts of occurrences;
:func:`_times_multiplier`); a value in points after ``with`` that follows a verb or noun
of improvement is a change (``improves X with up to 8.7 GLUE score points``);
``N% of the X`` is a proportion of an input (``10% of the data``) unless a verb of
success precedes it (``solves 87% of the puzzles``: an outcome, with no metric);
``N out of M`` in a sentence that reports wins (``outperforms X on 13 out of 19 tasks``)
is a count of outcomes: value N, unit ``"out of M"``, no metric.

This module holds the tests and cues; :func:`kg.extract.results.find.find_results` applies
them.
"""
from __future__ import annotations

import re
from typing import Optional, Sequence

from kg.extract.results.words import _CHANGE_WORDS, _COMPARATIVE_AFTER, _MORE_INPUT, _PHRASE_STOP
from kg.extract.results.numbers import Number, _VALUE_LIST_GAP
from kg.extract.results.metric_after import _metric_after
from kg.extract.results.metric_before import _DIMENSION_ADJECTIVE
from kg.extract.results.change import _CHANGE_LEFT, _CHANGE_RIGHT, _MODIFIED_CHANGE_RIGHT


def _left_word(text: str, lo: int, start: int) -> str:
    """The word just before ``start`` (lower case, trailing punctuation kept off)."""
    words = text[lo:start].rsplit(None, 1)  # (str methods: a regular expression anchored at
    return words[-1].lower().strip("(\"'") if words else ""  # the end tried every start)


def _noun_follows(text: str, end: int, hi: int) -> bool:
    """Whether the word after a value is a content word (``16 GPUs``), not a function
    word (``28.4 after training``, ``3.1 on CIFAR-10``)."""
    m = re.match(r"(?:,?\s+(?:or|and|to)\s+[\d.,]+)*\s+([A-Za-z][\w\-]*)", text[end:hi])
    return bool(m) and m.group(1).lower() not in _PHRASE_STOP


def _is_change_of(text: str, lo: int, start: int) -> bool:
    """``a gain of 4%``, ``a margin of 2 points``, ``by an average of 7.3 points``, ``a
    performance gap of 30.8%``, ``relative differences of 22.7%``: "of" after a change noun (or
    "average", or "gap" / "difference": the size of a difference) is no setting."""
    m = re.search(r"(\S+)\s+of\s*$", text[lo:start])
    return bool(m) and m.group(1).lower() in _CHANGE_WORDS | {"margin", "margins", "speedup", "speedups", "speed-up",
                                                               "speed-ups", "average", "gap", "gaps",
                                                               "difference", "differences"}


#: A value followed by one of these words measures its own quantity ("50% faster",
#: "3x fewer parameters", "4x larger batch size", "2x more tokens"): it never takes the
#: metric of the clause before it nor inherits that of the value before it.
_OWN_DIMENSION = re.compile(
    r"\s*(?:faster|slower|speed-?ups?|fewer|less|cheaper|smaller|shorter|larger|bigger|"
    r"longer|wider|(?:more|higher|lower)\s+(?!(?:than|on|in|for|across|at|over|under|with|without|when|"
    r"compared|and|or|to|from|against|while)\b)[a-z][\w\-]*)\b", re.I)
#: "N x M" / "N×M": an image size or matrix shape, whatever the units around it.
_DIMENSION_AFTER = re.compile(r"\s?[×xX]?\s?\d")
_DIMENSION_BEFORE = re.compile(r"\d\s?[×xX]\s?$")


def _is_dimension(text: str, n: Number) -> bool:
    """Whether number ``n`` is one side of a size such as ``512×512``, ``64× 64`` or
    ``224 x 224`` (a setting, never a result). Ranges are never sizes."""
    if n.value_max is not None:
        return False
    if n.unit == "x" and _DIMENSION_AFTER.match(text, n.end) and text[n.end - 1:n.end] in "×xX":
        return True  # "64×" of "64× 64"
    if n.unit is None and re.match(r"\s?[×xX]\s?\d", text[n.end:n.end + 4]):
        return True  # "512" of "512×512"
    return bool(_DIMENSION_BEFORE.search(text[max(0, n.start - 4):n.start]))


def _list_metric_after(text: str, numbers: Sequence[Number], idx: int, hi: int,
                       metrics: Sequence[tuple[int, int, str]]) -> Optional[str]:
    """The metric named after the last value of a list of bare values that ``numbers[idx]``
    opens or continues ("+3.7, +4.1 and +3.5 AP on A, B and C", "scores of 45.1 and 47.3
    BLEU"): the values are joined by commas and/or "and"/"or" (:data:`_VALUE_LIST_GAP`),
    have no unit and are no ranges, and :func:`_metric_after` finds a metric right after the
    last one. None when ``numbers[idx]`` is the last of its list or no metric follows;
    ``hi`` is the sentence end, ``metrics`` the ``(start, end, name)`` spans."""
    k = idx
    while k + 1 < len(numbers) and numbers[k + 1].unit is None and numbers[k + 1].value_max is None and \
            _VALUE_LIST_GAP.fullmatch(text, numbers[k].end, numbers[k + 1].start):
        k += 1
    if k == idx:
        return None
    found = _metric_after(text, numbers[k].end, hi, metrics)
    return found[0] if found else None


def _coordinated_change(text: str, numbers: Sequence[Number], idx: int) -> bool:
    """``with 9.56% and 8.24% average reductions in EER``: the next value of the
    coordination carries the change word that makes both outcomes."""
    k = idx
    while k + 1 < len(numbers) and \
            re.fullmatch(r"\s*(?:,|,?\s*(?:and|or))\s*", text[numbers[k].end:numbers[k + 1].start]):
        k += 1
        if _CHANGE_RIGHT.match(text, numbers[k].end):
            return True
    return False


def _coordinated_modified_change(text: str, numbers: Sequence[Number], idx: int) -> bool:
    """Whether ``numbers[idx]`` opens a coordination of values of one unit (commas and/or
    "and"/"or" between them) whose last value is followed by one or two modifiers and a change
    noun (:data:`~kg.extract.results.change._MODIFIED_CHANGE_RIGHT`): "reaching 4.1-5.3% and
    2.2-9.8% accuracy gains", "3% and 5% retrieval accuracy improvements". The noun makes
    every value of the coordination a change, as :func:`_coordinated_change` does for a change
    word right after the last value ("9x, 4x and 15x reduction").

    Args:
        text: the cleaned abstract.
        numbers: the sentence's numbers in text order (:func:`~kg.extract.results.numbers.find_numbers`).
        idx: the index of the value asked about.
    Returns:
        True when such a coordination follows; False for a value that ends no coordination."""
    k = idx
    while k + 1 < len(numbers) and numbers[k + 1].unit == numbers[idx].unit and \
            re.fullmatch(r"\s*(?:,|,?\s*(?:and|or))\s*", text[numbers[k].end:numbers[k + 1].start]):
        k += 1
    return k > idx and _MODIFIED_CHANGE_RIGHT.match(text, numbers[k].end) is not None


#: A verb of containing right before a value, hedges allowed ("the corpus includes over 4,000
#: ...", "contains about 1,200", "consisting of 350"): what follows counts what a data set or
#: study holds (:func:`_is_contained_count`).
_CONTAINS_LEFT = re.compile(
    r"\b(?:includ(?:e|es|ed|ing)|contain(?:s|ed|ing)?|compris(?:e|es|ed|ing)|consist(?:s|ed|ing)?\s+of|"
    r"encompass(?:es|ed|ing)?)\s+(?:(?:over|more\s+than|about|around|approximately|nearly|almost|roughly|"
    r"at\s+least|some|up\s+to|~|≈|∼)\s*)*$", re.I)


def _is_contained_count(text: str, lo: int, start: int, n: Number) -> bool:
    """Whether the number ``n`` (at ``start``) is a count of what something contains: a whole
    number without unit, range or decimal point right after a verb of containing
    (:data:`_CONTAINS_LEFT`): "the corpus includes over 4,000 pairwise human evaluations" is
    the size of the data, a set-up number, even when the counted noun is a metric's name.

    Args:
        text: the cleaned abstract.
        lo: the sentence start.
        start: where the value starts.
        n: the number read there.
    Returns:
        True for such a count (no result)."""
    if n.unit is not None or n.value_max is not None or not re.fullmatch(r"\d{1,3}(?:,\d{3})+|\d+", n.value):
        return False
    return _CONTAINS_LEFT.search(text, max(lo, start - 40), start) is not None


def _coordinated_metric(text: str, numbers: Sequence[Number], idx: int, hi: int,
                        metrics: Sequence[tuple[int, int, str]]) -> bool:
    """``with 28.4% and 33.5% mIoU``: whether the last value of the coordination that
    ``numbers[idx]`` opens (values of one unit joined by commas and/or "and"/"or") is
    followed by a metric (:func:`_metric_after`), which then measures every value of it: the
    values are outcomes, not a setting, whatever word precedes the first one. ``hi`` is the
    sentence end, ``metrics`` the ``(start, end, name)`` spans. False for a value that ends
    no coordination, one whose last value names no metric, or one whose last value is
    followed by "of" (shares: "takes 40%, 20% and 10% of the time", left to the share rules)."""
    k = idx
    while k + 1 < len(numbers) and numbers[k + 1].unit == numbers[idx].unit and \
            re.fullmatch(r"\s*(?:,|,?\s*(?:and|or))\s*", text[numbers[k].end:numbers[k + 1].start]):
        k += 1
    return k > idx and not re.match(r"\)?\s+of\b", text[numbers[k].end:hi]) and \
        _metric_after(text, numbers[k].end, hi, metrics) is not None  # ("40%, 20% and 10% of the time": shares)


#: What makes "N times" a multiplier of a quantity rather than a count: "N times the
#: memory", "N times as fast".
_TIMES_OF_QUANTITY = re.compile(r"\s+(?:the|as)\b", re.I)
#: A metric that is itself a ratio of change ("a speedup of 3 times", "compression of 4 times").
_RATIO_METRIC = re.compile(
    r"\b(?:speed-?ups?|accelerations?|compressions?|reductions?|improvements?|increases?|gains?|savings?)$", re.I)


#: A verb of change and its object, with no number or clause break between them and the
#: value: "reduced the number of grid points up to 10 times", "accelerates decoding 3 times".
_TIMES_CHANGE_VERB = re.compile(
    r"\b(?:improv|reduc|increas|decreas|boost|rais|lower|cut|enhanc|accelerat|compress|shrink|shrank|"
    r"slash|speed(?:s|ed|ing)?\s+up|sped\s+up)\w*\b[^,;:()\d]{0,60}$", re.I)


def _times_multiplier(text: str, lo: int, start: int, end: int, left: str, metric: Optional[str]) -> bool:
    """Whether a value written with the word "times" (``text[start:end]``, its sentence
    starting at ``lo``, ``left`` the word before it) states a multiplier of change rather
    than counting occurrences ("used 733.5 times", "called 37 times"): a comparative or
    change word after it ("12 times faster", "a 1.3 times increase", "5 times wider"),
    "the"/"as" after it ("4 times the memory", "3 times as fast"), "by", "to" (not "up
    to") or "achieve" before it, a change phrase before it ("by a factor of", "a speedup
    of": ``_CHANGE_LEFT``), a verb of change and its object before it in the clause
    ("reduced the number of grid points up to 10 times": ``_TIMES_CHANGE_VERB``; the caller
    makes such a value a change), or a metric that is itself a ratio of change
    ("speedup"). The caller also keeps a "times" coordinated with another multiplier."""
    if _COMPARATIVE_AFTER.match(text, end) or _CHANGE_RIGHT.match(text, end) or \
            _DIMENSION_ADJECTIVE.match(text, end) or _TIMES_OF_QUANTITY.match(text, end):
        return True
    if left in ("by", "achieves", "achieving", "achieve", "achieved") or \
            left == "to" and not re.search(r"\bup[\s-]+to\s*$", text[max(lo, start - 8):start], re.I):
        return True  # (a hedge, "up to 14 times", says nothing of change)
    if _CHANGE_LEFT.search(text, max(lo, start - 48), start) or _TIMES_CHANGE_VERB.search(text, max(lo, start - 90), start):
        return True
    return metric is not None and _RATIO_METRIC.search(metric) is not None


def _coordinated_multiplier(text: str, numbers: Sequence[Number], idx: int) -> bool:
    """``a 3.5× and 4× improvement``, ``2x, 3x or 5x faster``: a multiplier without a
    comparative of its own shares the one after the last multiplier of its coordination."""
    k = idx
    while k + 1 < len(numbers) and numbers[k + 1].unit == "x" and \
            re.fullmatch(r"\s*(?:,|,?\s*(?:and|or))\s*", text[numbers[k].end:numbers[k + 1].start]):
        k += 1
        if _COMPARATIVE_AFTER.match(text, numbers[k].end):
            return not _MORE_INPUT.match(text, numbers[k].end)  # ("2x or 10x more parameters": sizes)
    return False


def _is_year(n: Number) -> bool:
    return n.unit is None and n.value_max is None and re.fullmatch(r"(?:19|20)\d\d", n.value) is not None


#: A scale word after a bare number makes it a count ("1 billion time points").
_SCALE_WORD_AFTER = re.compile(r"\s+(?:thousand|million|billion|trillion)\b", re.I)
#: "points" right after the metric that follows a value ("by 2 BLEU points", "up to 6
#: perplexity points"): the value's unit.
_POINTS_AFTER = re.compile(r"\s+(?:points?|pts)\b", re.I)
#: "out of M" right after a whole number N ("13 out of 19", "9 out of the 26").
_OUT_OF = re.compile(r"\s+out\s+of\s+(?:the\s+)?(?P<m>\d{1,3}(?:,\d{3})*)(?![\d.%])")
#: "of (the) M" right after a whole number N, "out" left out ("on 8 of 9 tasks", "in 7 of the
#: 8 cases"): the same count as :data:`_OUT_OF` when a preposition of place opens it
#: (:data:`_SHARE_LEFT`), so that "of" does not join two numbers of another kind.
_OF_M = re.compile(r"\s+of\s+(?:the\s+)?(?P<m>\d{1,3}(?:,\d{3})*)(?![\d.%,])(?!\s*(?:%|percent|x\b|×))")
#: "of (the) <items>" after a percentage, where the items are units of evaluation ("83% of
#: the tasks", "70% of tasks", "90% of the test cases"): with a preposition before the value
#: and a sentence that reports wins, the percentage is a share of outcomes.
_SHARE_OF_ITEMS = re.compile(
    r"\s+of\s+(?:all\s+)?(?:the\s+)?(?:[a-z][\w\-]*\s+){0,2}?(?:tasks|cases|problems|instances|benchmarks|"
    r"datasets|games|environments|settings|scenarios|queries|prompts|questions|languages|domains|"
    r"categories|comparisons|trials|runs|seeds|evaluations|matchups|puzzles)\b")
#: "on" / "in" / "for" / "across" (with a hedge) right before such a share.
_SHARE_LEFT = re.compile(
    r"\b(?:on|in|for|across)\s+(?:(?:about|around|approximately|nearly|over|more\s+than|up\s+to|roughly|"
    r"almost|~|≈|∼)\s*)*$", re.I)
#: A sentence that reports wins, so "N out of M <items>" counts outcomes ("outperforms ... on
#: 7 out of 8 tasks", "sets the state of the art on 34 out of 40 tasks", "wins in 11 out of
#: 12 cases"), not a selection of inputs ("we keep 5 out of 10 layers").
_WINS_CUE = re.compile(
    r"\b(?:outperform|surpass|beat|exceed|win|wins|won|match|achiev|attain|reach|improv|gain|"
    r"advanc|solv|set|sets)\w*\b|\bstate[- ]of[- ]the[- ]art\b|\bSOTA\b|\bsuperhuman\b", re.I)


#: A verb that enlarges an input right before "by <value>", in the first person or as a
#: gerund ("we extend the test set by 80x", "scaling the data by 5x"): the value sizes a
#: setting. ("X can extend the context length by 4x" is an outcome of X.)
_SCALED_INPUT = re.compile(
    r"(?:\bwe\s+(?:\w+ly\s+|also\s+|further\s+|first\s+|then\s+)?"
    r"(?:extend|expand|enlarg|augment|scal|grow|grew|upsampl|downsampl|replicat|duplicat)\w*|"
    r"\b(?:extend|expand|enlarg|augment|scal|grow|upsampl|downsampl|replicat|duplicat)\w*ing)"
    r"\s+[^,;:()]{0,60}?\bby\s+(?:(?:up[\s-]+to|about|around|approximately|nearly|over|roughly|~|≈)\s*)*$", re.I)

#: Units of time (as :func:`kg.extract.results.numbers._norm_unit` writes them).
_DURATION_UNITS = frozenset({"s", "min", "h", "days"})
#: "in" or "within" right before a duration, with a hedge or "just"/"only" ("generates a mesh
#: in just 2 minutes", "trains within ~3 hours", "in less than 0.5 s"): how long the method
#: takes, an outcome without a metric. (Not "after 3 hours", "for 10 minutes": a budget set.)
_TAKEN_IN_LEFT = re.compile(
    r"\b(?:in|within)\s+(?:(?:just|only|about|around|approximately|roughly|under|less\s+than|"
    r"fewer\s+than|as\s+little\s+as|~|≈|∼)\s*)*$", re.I)
#: What follows a duration that is an amount of data or a rate, not a time taken ("in 3
#: hours of video", "in 10 seconds per step", "in 5-minute clips").
_DURATION_OF = re.compile(r"(?:\s+(?:of|per|each|long)\b|\s*[-/])", re.I)


def _is_time_taken(text: str, lo: int, start: int, end: int, unit: Optional[str],
                   value_max: Optional[str] = None) -> bool:
    """True when the value ``text[start:end]`` is a duration the sentence says something takes
    ("produces a mesh in just 2 minutes", "trains within 1.5 hours"): a unit of time
    (:data:`_DURATION_UNITS`), "in"/"within" before it (:data:`_TAKEN_IN_LEFT`) and no "of",
    "per" or hyphen after it (:data:`_DURATION_OF`); one value, not a range ("within 1-16
    hours" spans the sizes of a family, a setting). ``lo`` bounds the look-back (the sentence
    start); ``value_max`` is the upper end of a range, else None."""
    return unit in _DURATION_UNITS and value_max is None and \
        _TAKEN_IN_LEFT.search(text, max(lo, start - 40), start) is not None and _DURATION_OF.match(text, end) is None


#: A condition clause before a bare value: "when/if/where/whenever ... is N".
_CONDITION_CLAUSE = re.compile(r"\b(?:when|whenever|if|where)\b[^,;:()]*\b(?:is|are|equals|=)\s*$", re.I)
