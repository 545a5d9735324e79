"""Whether a value of :mod:`kg.extract.results` is a change, and which way it goes.

:func:`is_change`: a value is a change relative to a baseline rather than a score when it
has an explicit plus sign, a minus sign before a percentage or points (``−3.7% ECE``: a
decrease), ``by`` or ``a gain of`` before it, a verb whose object is an amount of change
(``saving more than 40% memory``), or a change word after it (``a 5% improvement``, ``3.2x
faster``). :func:`_later_change_of_same_metric` lets a later change of a sentence keep the
measure of the result before it.

:func:`_with_direction` sets ``Result.direction`` (increase, decrease or improvement) from
the words of change around the value. A change after a list of compared models takes the
direction of the verb that opens the list (``outperforms A, B and C by up to 3%``:
improvement).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Optional, Sequence

from kg.extract.results.words import EQUATIVE_AFTER, _CHANGE_WORDS, _PHRASE_STOP, _is_verb
from kg.extract.results.metric_before import _CHANGE_NOUN_IN
from kg.extract.results.lists import _value_end
from kg.extract.results.numbers import _WORD_FOLD_RE
from kg.records import Result

__all__ = ["is_change", "is_extra_amount"]


#: Metric phrases too vague to name a measure: "enhancing performance from 92.5% to 94.2%"
#: reports a value of an unnamed metric.
_NO_METRIC = frozenset({"performance", "performances", "results", "result"})
#: Words that say which way a change goes (:func:`_with_direction`), by stem: more of the
#: quantity, less of it, or better without saying which.
_UP_WORDS = re.compile(
    r"(?:increas|higher|more|larger|greater|faster|boost|gain|rais|rise|rose|lift|uplift|jump|"
    r"speed-?up|accelerat|doubl|tripl|grow|grew|exceed|longer|wider|bigger)\w*$", re.I)
_DOWN_WORDS = re.compile(
    r"(?:reduc|decreas|lower|fewer|less|smaller|drop|cut|sav|sacrific|los(?:e|es|t|ing)$|slower|shorter|cheaper|declin|"
    r"degrad|halv|shrink|shrank|fell|fall|minimi[sz]|narrow)\w*$", re.I)
_BETTER_WORDS = re.compile(
    r"(?:improv|better|outperform|surpass|beat|enhanc|advanc|superior|outscor|outpac)\w*$", re.I)
#: "from <number> ... to <number>" in a result's text, with words of a reference point between
#: "from" and the first number ("from the previous best performance of 27.4% to 5.6%").
_FROM_TO_VALUES = re.compile(r"from\s+(?:\D{0,60}?)([+\-]?\d[\d,]*(?:\.\d+)?)\D{0,20}?\bto\s+\D{0,12}?([+\-]?\d[\d,]*(?:\.\d+)?)")


def _word_direction(word: str) -> Optional[str]:
    """``"increase"``, ``"decrease"`` or ``"improvement"`` for a word of change, else None."""
    if _DOWN_WORDS.match(word):
        return "decrease"
    if _UP_WORDS.match(word):
        return "increase"
    if _BETTER_WORDS.match(word):
        return "improvement"
    return None


#: Further values of a coordination right after a value: " and 600x", " or 5%".
_NEXT_LISTED_VALUES = re.compile(r"^(?:\s*(?:and|or)\s+[+\-]?\d[\d.,]*\s*(?:%|x|×)?)+(?=\s)")


#: A short item of a comma list (at most three words, no verb-like "-ing"/"-ed" word
#: checked by the caller): "DINO", "the GAN baseline".
_LIST_ITEM = re.compile(r"^\s*(?:\S+\s+){0,2}\S+\s*$")


#: A short closed bracket inside a clause ("(HNSW)", "(ours)").
_CLOSED_BRACKET = re.compile(r"\([^()]{0,40}\)")
#: An open bracket of examples, up to the value: "(e.g., by", "(for example, by up to".
_EXAMPLE_BRACKET = re.compile(r"\(\s*(?:e\.g\.|i\.e\.|for example|for instance)\s*,?\s*", re.I)


def _clause_with_list(head: str) -> str:
    """The clause that ends ``head`` (the sentence up to a value): the text after its last
    ``;``, ``:``, bracket or ", ", except that when that text holds a coordination ("MAE and
    iBOT by up to"), the earlier items of its comma list are read through to the clause that
    opens the list ("Glimmer outperforms DINO, MAE and iBOT by up to": the verb of the
    list's clause gives the direction). Items are at most three words without a verb.
    A short closed bracket is no boundary ("increase throughput on the graph index (HNSW) by
    a factor of"), and a value inside an example bracket belongs to the clause before it
    ("improves performance over the prompts (e.g., by an average of")."""
    head = _CLOSED_BRACKET.sub(" ", head)
    example = _EXAMPLE_BRACKET.search(head)
    if example and not re.search(r"[;:()]|,\s", head[example.end():]):
        head = head[:example.start()]
    parts = re.split(r"([;:()]|,\s)", head)
    i = len(parts) - 1
    if re.search(r"(?:\S\s+|^\s*)(?:and|or)\s+(?!by\b)\S", parts[i]):  # an item after the conjunction ("and by": none)
        while i >= 2 and parts[i - 1].startswith(",") and _LIST_ITEM.match(parts[i - 2]) and \
                not any(_is_verb(w) for w in parts[i - 2].split()):
            i -= 2
        if i >= 2 and parts[i - 1].startswith(","):
            i -= 2  # the clause that opens the list, ending with its first item
    return "".join(parts[i:])


#: A measure of time ("total wall-clock time", "latency", "runtime"), and the speed words
#: right after a value that say it fell ("2x faster total wall-clock time": less time).
_TIME_MEASURE = re.compile(r"\b(?:time|times|latency|latencies|runtime|run-time|duration|wall-?clock)\b", re.I)
_FASTER_AFTER = re.compile(r"\s*(?:[x×]\s*)?(?:faster|quicker)\b", re.I)


#: "additional" or "extra" right before a value, hedges allowed ("with merely additional 3%",
#: "an extra 4%"), or right after it ("2% extra latency", "5% additional training time"): the
#: value is an amount added to a baseline's, a change upward (:func:`is_extra_amount`).
_EXTRA_LEFT = re.compile(
    r"\b(?:additional|extra)\s+(?:(?:only|merely|just|about|around|approximately|roughly|~|≈|∼)\s*)*$", re.I)
_EXTRA_RIGHT = re.compile(r"\)?\s*(?:additional|extra)\b", re.I)


def is_extra_amount(text: str, lo: int, start: int, end: int) -> bool:
    """Whether the value at ``text[start:end]`` (its sentence starts at ``lo``) is an amount
    added to a baseline's: "additional" / "extra" right before it ("requires merely additional
    3% decoding time", "an extra 4% memory") or right after it ("with 2% extra latency").
    Such a value is a change and an increase (the cost of a method over the one it extends),
    not the measure's own score.

    Args:
        text: the cleaned abstract.
        lo: the sentence start.
        start, end: the value's span (number and unit).
    Returns:
        True for such an added amount."""
    return _EXTRA_LEFT.search(text, max(lo, start - 40), start) is not None or \
        _EXTRA_RIGHT.match(text, end) is not None


def _with_direction(text: str, r: Result) -> Result:
    """:func:`_direction` of ``r``, except that a speed-up of a measure of time is a decrease
    ("2x faster total wall-clock time": the time fell; "faster" alone says an increase of speed)
    and an amount added to a baseline's (:func:`is_extra_amount`: "with extra 18% overhead") is an
    increase unless a change noun after the value says otherwise ("an additional 5% reduction").
    Input: the abstract ``text`` and a result; output: the result with its direction."""
    out = _direction(text, r)
    if out.change and out.direction != "increase" and not out.value.startswith(("+", "-")):
        v = re.search(r"\d", text[r.start:r.end])
        v_start, v_end = r.start + (v.start() if v else 0), _value_end(text, r)
        if is_extra_amount(text, r.sentence_start, v_start, v_end) and \
                not _CHANGE_RIGHT.match(text, v_end) and not _MODIFIED_CHANGE_RIGHT.match(text, v_end):
            # "memory cut by 73% with extra 18% compute overhead": an added amount goes up, whatever
            # verb opens the clause (not "an additional 5% reduction": the noun says which way)
            return replace(out, direction="increase")
    if out.direction == "increase" and out.metric and _TIME_MEASURE.search(out.metric) \
            and _FASTER_AFTER.match(text, _value_end(text, out)):
        return replace(out, direction="decrease")
    return out


def _direction(text: str, r: Result) -> Result:
    """Result ``r`` with :attr:`~kg.records.Result.direction` set: for a "from A to B" outcome
    the order of A and B; for a range with both ends ("accuracy ranges from 70% to 75%" states
    where the values lie, not a change from one to the other) the word of change among the four
    words before "from" ("improvements ranging from 5% to 37%"), else none; for a change
    (``r.change``) an explicit sign ("+6.1", "-0.5"), else the first word of change among the four words after the value, before a stop word or
    a verb ("a 5% gain", "2.7% accuracy boost", "10x fewer"), else the last one among the eight words before it in its
    clause ("reduces the error by 12%", "outperforms Y by 3%"), else "over" and a baseline
    after the value ("5% over the best prior methods": ``"improvement"``). A word that only
    says "better" gives ``"improvement"``; none of them leaves None. Scores are returned as they
    are."""
    m = _FROM_TO_VALUES.search(text, r.start, r.end) if "from" in r.text else None
    if m and r.value_max is None:
        a, b = (float(x.replace(",", "")) for x in m.groups())
        return replace(r, direction="increase" if b > a else "decrease" if b < a else None)
    if m:  # a range with both ends ("accuracy ranges from 70% to 75%"): no way from A to B, but
        # the way of a word of change right before it ("improvements ranging from 5% to 37%")
        for w in reversed(text[max(r.sentence_start, m.start() - 60):m.start()].split()[-4:]):
            if (d := _word_direction(w.strip(",;:()"))) is not None:
                return replace(r, direction=d)
        return replace(r, direction=None)
    if not r.change:
        return r
    if r.value.startswith("+"):
        return replace(r, direction="increase")
    if r.value.startswith("-"):
        return replace(r, direction="decrease")
    end = _value_end(text, r)
    first = re.search(r"\d", text[r.start:r.end])
    if (d := arrow_direction(text, r.sentence_start, r.start + (first.start() if first else 0), end)) is not None:
        return replace(r, direction=d)  # "2.26↓", "1.98%↑": the arrow says which way
    stop = re.search(r"[,;:()]|\.(?:\s|$)", text[end:r.sentence_end])
    after = text[end:end + stop.start()] if stop else text[end:r.sentence_end]
    after = _NEXT_LISTED_VALUES.sub("", after, count=1)  # "2x and 600x fewer samples": the list's word
    for w in after.split()[:4]:
        w = w.strip(".\"'”’")  # the sentence's last word: 'drop."' at the end of a quoted abstract
        if (d := _word_direction(w)) is not None:
            return replace(r, direction=d)
        if w.lower() in _PHRASE_STOP or _is_verb(w):
            break  # "by 12% and increases throughput": the next clause's word
    first_value = re.search(r"[+\-−]?\d", text[r.start:r.end]) or _WORD_FOLD_RE.search(text[r.start:r.end])
    v_start = r.start + (first_value.start() if first_value else 0)  # (a multiplier in words: "seven-fold")
    if _LOSS_BOUND_LEFT.search(text, max(r.sentence_start, v_start - 60), v_start):
        return replace(r, direction="decrease")  # "the accuracy loss within 1.8%"
    if m := _CHANGE_VERB_OBJECT_HEDGED.search(text, max(r.sentence_start, v_start - 90), v_start):
        # the verb nearest the bracket: "increasing sparsity improves accuracy (up to 7%": improvement
        return replace(r, direction=next((d for w in reversed(m.group(0).split())
                                          if (d := _word_direction(w)) is not None), None))
    if r.unit in ("points", "pp") and (m := _WITH_CHANGE_LEFT.search(text, max(r.sentence_start, v_start - 120), v_start)):
        return replace(r, direction=_word_direction(m.group("w")))  # "gains, with up to 3.4 BLEU points"
    clause = _clause_with_list(text[r.sentence_start:v_start])
    clause = re.sub(r"\b(?:more|less)\s+than\s*$", "", clause)  # a hedge: "saving more than 40%"
    for w in reversed(clause.split()[-14:]):
        if (d := _word_direction(w)) is not None:
            return replace(r, direction=d)
    if r.metric and r.start < v_start and (m := _CHANGE_NOUN_IN.search(text, max(r.sentence_start, r.start - 30), r.start)):
        return replace(r, direction=_word_direction(m.group("noun")))  # "the increase in X ..., up to 6.4%"
    if _OVER_BASELINE_RIGHT.match(text, end) or over_baseline_after_metric(text, r.metric, r.end):
        return replace(r, direction="improvement")  # "5% over the best prior methods": a margin won
    return r

#: A value introduced as a change: "by (up to) 9.6%", "a gain / margin of 4%", "by an
#: average factor of 2.2x", "by as large as 30%" (the hedges "as much / large / high as").
_CHANGE_LEFT = re.compile(
    r"(?:\bby(?:\s+(?:an?\s+)?(?:(?:average|overall)\s+)?factor\s+of)?|"
    r"\b(?:gain|improvement|increase|reduction|decrease|margin|boost|drop|speed-?up|saving)s?\s+of|"
    r"\b(?:loss|losses|drops?|degradation|decline|decrease)\s+(?:within|below|under|"
    r"of\s+(?:less\s+than|at\s+most|under|below|only)))"
    r"\s+(?:(?:up\s+to|about|around|approximately|nearly|close\s+to|over|more\s+than|less\s+than|at\s+least|"
    r"roughly|almost|an?\s+average\s+of|on\s+average|as\s+much\s+as|as\s+(?:large|high|great|big)\s+as|"
    r"~|≈|∼)\s*)*$", re.I)
#: Change nouns that may end the words between a value and "over" and a baseline, besides
#: :data:`_CHANGE_WORDS` ("3.2x end-to-end speedup over", "141x inference acceleration over").
_OVER_CHANGE_NOUNS = frozenset(
    "speedup speedups speed-up speed-ups acceleration accelerations advantage advantages".split())
#: Up to two modifiers of that change noun ("inference", "end-to-end", "relative accuracy"):
#: words of letters, digits and hyphens that are no function word (so the value and the
#: noun are one phrase: "85% and gains over" is not).
_OVER_GAP_MODIFIER = (r"(?:(?!(?:and|or|but|with|on|in|at|for|of|to|than|the|a|an|while|which|that|"
                      r"is|are|was|were|be|by|from|as|when|across)\s)[A-Za-z][\w\-]*\s+){0,2}")
#: A value followed by "over" and a baseline ("5% over the best prior methods", "3.1 points
#: over the strongest baseline", "10-45% speedups over standard SD", "up to 141x inference
#: acceleration over SOTA"): the margin by which the paper's method beats it, a change. Only
#: a change word (:data:`_CHANGE_WORDS`, :data:`_OVER_CHANGE_NOUNS`), with at most two
#: modifiers before it, may stand between the value and "over": "a 70% winning rate over
#: the best baseline" is a score measured against it.
_OVER_BASELINE = (r"over\s+(?:the\s+|all\s+|its\s+|their\s+)?"
                  r"(?:(?:best|strongest|prior|previous|existing|current|competing|leading|vanilla|standard)\b|"
                  r"state[\s-]of[\s-]the[\s-]art|SOTA\b|(?:\w+\s+){0,2}?baselines?\b)")
_OVER_BASELINE_RIGHT = re.compile(
    r"\)?\s*(?:" + _OVER_GAP_MODIFIER + r"(?:" + "|".join(sorted(_CHANGE_WORDS | _OVER_CHANGE_NOUNS))
    + r")\s+)?" + _OVER_BASELINE, re.I)
#: "over" and a baseline right after a value's metric phrase ("3.1 BLEU over the baseline",
#: "2 BLEU points over the MLE baseline"): the margin won, a change (:func:`over_baseline_after_metric`).
_OVER_BASELINE_AFTER_METRIC = re.compile(
    r"\s*over\s+(?:the\s+|all\s+|its\s+|their\s+|an?\s+)?(?:state[\s-]of[\s-]the[\s-]art|SOTA\b|"
    r"(?:\w+\s+){0,2}?baselines?\b|(?:best|strongest|prior|previous|existing|competing|leading)\s+"
    r"(?:[\w\-]+\s+){0,2}?(?:methods?|models?|approach(?:es)?|works?|results?|systems?)\b)", re.I)
#: Metrics measured against an opponent: "a 70% win rate over the best baseline" is a score.
_AGAINST_OPPONENT_METRIC = re.compile(r"\b(?:win|winning|rate|rates)\b", re.I)


def over_baseline_after_metric(text: str, metric: Optional[str], end: int) -> bool:
    """Whether a value's metric phrase, which ends at ``end``, is followed by "over" and a
    baseline ("3.1 BLEU over the baseline", "+4.0% Recall@50 over a strong baseline", "2 BLEU
    points over the MLE baseline"): the value is then the margin by which the paper's method
    beats the baseline, a change (an improvement), not a score. Rates are measured against
    an opponent and stay scores ("a 70% win rate over the best baseline").

    Args:
        text: the cleaned abstract.
        metric: the metric attached to the value (None: nothing is read).
        end: character offset where the value's span (value, metric, "points") ends.
    Returns:
        True for such a margin.
    """
    if not metric or _AGAINST_OPPONENT_METRIC.search(metric):
        return False
    return _OVER_BASELINE_AFTER_METRIC.match(text, end) is not None


#: The gap between a value (with its metric) and the next value when the two are coordinated.
_COORDINATED_GAP = re.compile(r"\s*(?:and|or|&)\s*")
#: A loss kept under a bound, right before the value: "the accuracy loss within 1.8%", "a drop
#: below 1%", "a degradation of less than 0.5%" (a change, a decrease).
_LOSS_BOUND_LEFT = re.compile(
    r"\b(?:loss|losses|drops?|degradation|decline|decrease)\s+(?:within|below|under|"
    r"of\s+(?:less\s+than|at\s+most|under|below|only))\s+(?:(?:about|around|approximately|roughly|~|≈|∼)\s*)*$",
    re.I)
#: A verb whose object is an amount of change, right before the value (hedges allowed):
#: "saving more than 40% memory", "sacrificing less than 1% in accuracy", "cuts 30% of the cost".
_CHANGE_VERB_LEFT = re.compile(
    r"\b(?:sav(?:e|es|ed|ing)|sacrific(?:e|es|ed|ing)|los(?:e|es|t|ing)|cut(?:s|ting)?|"
    r"reduc(?:e|es|ed|ing)|lower(?:s|ed|ing)?|boost(?:s|ed|ing)?|gain(?:s|ed|ing)?)"
    r"\s+(?:(?:up\s+to|about|around|approximately|nearly|close\s+to|over|more\s+than|less\s+than|at\s+least|"
    r"at\s+most|roughly|almost|only|just|~|≈|∼)\s*)*$", re.I)
#: A verb of change and its object, then a bracket that opens with "up to" or "by" before the
#: value: "improves accuracy (up to 7% on CIFAR10)", "reduces the error (by 12%)".
_CHANGE_VERB_OBJECT_HEDGED = re.compile(
    r"\b(?:improv|reduc|increas|decreas|boost|rais|lower|cut|enhanc|accelerat|degrad)\w*\s+"
    r"(?:the\s+)?[A-Za-z][\w\-]*(?:\s+[A-Za-z][\w\-]*){0,4}\s*\(\s*(?:by\s+)?(?:up\s+to|by)\s+"
    r"(?:(?:about|around|approximately|nearly|over|more\s+than|roughly|almost|~|≈|∼)\s*)*$", re.I)
#: A verb or noun of change, then (in the same clause, possibly after a comma) "with" and
#: hedges right before a value: "improves the student with up to", "yields consistent
#: gains, with up to". Read only for values in points or percentage points, which then
#: count the change (:func:`find_results`), its direction that of the word ``w`` (the last
#: such word before "with").
_WITH_CHANGE_LEFT = re.compile(
    r".*\b(?P<w>(?:improv|boost|gain|enhanc|increas|rais|lift|outperform|surpass|advanc|reduc|decreas|lower)\w*)"
    r"\b[^;:()]{0,80}?\bwith\s+(?:(?:up\s+to|about|around|approximately|nearly|over|more\s+than|"
    r"an?\s+average\s+of|on\s+average|~|≈|∼)\s*)*$", re.I)
#: A change word right after the value: "5% improvement", "3.2x faster", "2 points higher".
_CHANGE_RIGHT = re.compile(
    r"\)?\s*(?:(?:relative|absolute|average|median|mean)\s+)?(?:" + "|".join(sorted(
        (_CHANGE_WORDS - {"relative", "absolute"}) | {"speedup", "speed-up", "lead", "margin"})) + r")\b",
    re.I)

#: Change nouns that may follow a value after one or two modifiers (:data:`_OVER_GAP_MODIFIER`):
#: "a 3.2x bandwidth reduction", "24-fold memory reduction", "16% classification accuracy
#: improvement", "2.23x self-attention speedup". Nouns only: a comparative after a measured
#: noun ("92% accuracy higher ...") is left to the other checks.
_MODIFIED_CHANGE_NOUNS = ("improvements? gains? increases? reductions? decreases? drops? boosts? "
                          "savings? uplift speedups? speed-ups? accelerations?").split()
#: A value, up to two modifiers, then a change noun (:data:`_MODIFIED_CHANGE_NOUNS`): the value
#: is the size of that change (:func:`is_change`).
_MODIFIED_CHANGE_RIGHT = re.compile(
    r"\)?\*?\s*" + _OVER_GAP_MODIFIER + r"(?:" + "|".join(_MODIFIED_CHANGE_NOUNS) + r")\b", re.I)


#: A gap that leaves the clause of the previous result: a new sentence part after a colon
#: or semicolon, or a contrast ("but", "whereas") that may switch measures.
_OTHER_CLAUSE = re.compile(r"[;:]|\b(?:but|whereas|however|while|respectively)\b", re.I)


def _later_change_of_same_metric(text: str, prev_end: int, start: int, end: int,
                                 metrics: Sequence[tuple[int, int, str]]) -> bool:
    """Whether a value at ``text[start:end]`` without a metric of its own is a later change of
    the measure of the previous result of its sentence, which ends at ``prev_end``: the value
    is stated as a change by a word after it ("up to 4% improvements", "over 40% higher"),
    at most 150 characters follow the previous result, and in between no other metric is
    named and no contrast or clause break (``;``, ``:``, "but", "while", "respectively")
    occurs. The caller checks that both values have a unit of one kind."""
    gap = text[prev_end:start]
    if len(gap) > 150 or _OTHER_CLAUSE.search(gap) or not _CHANGE_RIGHT.match(text, end):
        return False
    return not any(prev_end <= ms < start for ms, _, _ in metrics)


#: Session 57: an arrow glued to a value marks it as a change, up or down: "15.76 (2.26↓ vs
#: 18.02)", "58.61% accuracy (1.98%↑ vs 56.63)" (the cleaner writes LaTeX ``\uparrow`` /
#: ``\downarrow`` as ↑ / ↓), or an arrow right before it after a bracket, a list comma or
#: "avg." ("(↑ 1.9)", "(avg.↑ 1.8%)"). An arrow glued to a metric name ("FID↓ 2.1") says which
#: way the metric is better and marks nothing (:func:`arrow_direction`). False turns it off.
ARROW_CHANGE = True
_ARROW_RIGHT = re.compile(r"[ \t]?(?P<a>[↑↓⇑⇓])")
_ARROW_LEFT = re.compile(r"(?:^|[(\[,;:]|\b(?:avg|average|mean)\.?)[ \t]*(?P<a>[↑↓⇑⇓])[ \t]*$", re.I)


def arrow_direction(text: str, lo: int, start: int, end: int) -> Optional[str]:
    """The change an arrow next to the value ``text[start:end]`` (unit included) marks:
    ``"increase"`` for ↑ / ⇑, ``"decrease"`` for ↓ / ⇓, None without such an arrow.

    The arrow counts right after the value (at most one space or tab between: "2.26↓",
    "1.98%↑") or right before it when a bracket, a list comma or semicolon, a colon, or
    "avg." / "average" / "mean" comes just before the arrow ("(↑1.9)", "(avg.↑ 1.8%)");
    ``lo`` bounds the look-back (the sentence start). Never raises on a ``str``
    (:data:`ARROW_CHANGE` False: always None)."""
    if not ARROW_CHANGE:
        return None
    m = _ARROW_RIGHT.match(text, end) or _ARROW_LEFT.search(text, max(lo, start - 12), start)
    if m is None:
        return None
    return "increase" if m.group("a") in "↑⇑" else "decrease"


def is_change(text: str, lo: int, start: int, end: int, value: str) -> bool:
    """Whether the value at ``text[start:end]`` (its sentence starts at ``lo``) is a change
    relative to a baseline rather than a score: an explicit plus sign (``+6.1``), a minus
    sign before a percentage or points (``−3.7% ECE``; a bare ``-3.21`` may be a score), ``by``
    or ``a gain of`` before it (``improving robustness by up to ≈ 9.6%``), or a change word
    after it (``a 5% improvement``, ``3.2x faster``, ``2 points higher``) or a change noun after
    one or two modifiers (``24-fold memory reduction``), or "over" and a
    baseline after it (``5% over the best prior methods``), or an equative after a
    multiplier (``1.9x as data-efficient``), or a participle of change after it
    (``10x reduced overhead``), or a multiplier after a verb of change
    and its object (``increases context length up to 20x``), or after the
    bracket the value opens (``a (4.69%-15.26% in FID) improvement``). ``from A to B``
    outcomes are scores (B is the new score). An arrow glued to the value ("2.26↓",
    "(↑ 1.9)": :func:`arrow_direction`) marks a change too."""
    if value.startswith("+"):
        return True
    if arrow_direction(text, lo, start, end):
        return True  # "15.76 (2.26↓ vs 18.02)", "58.61% (1.98%↑ vs 56.63)"
    if value.startswith("-") and re.match(r"[^\d]*[\d.,]+\s?(?:%|pp\b|p\.p\.|points?\b|percentage points?\b)",
                                          text[start:end]):
        return True  # "+0.55% ACC and −3.7% ECE", "(-12.6% distortion)": a signed percentage is a change
    if _CHANGE_LEFT.search(text, max(lo, start - 48), start):
        return True
    if _CHANGE_RIGHT.match(text, end):
        return True
    if _OVER_BASELINE_RIGHT.match(text, end):
        return True  # "5% over the best prior methods"
    if _MODIFIED_CHANGE_RIGHT.match(text, end):
        return True  # "24-fold memory reduction", "16% classification accuracy improvement"
    if re.search(r"(?:[x×]|times|fold)\s*$", text[start:end]) and EQUATIVE_AFTER.match(text, end):
        return True  # "1.9-9.5x as data-efficient": a ratio to a baseline
    if _CHANGE_VERB_LEFT.search(text, max(lo, start - 48), start):
        return True  # "saving more than 40% memory", "sacrificing less than 1% in accuracy"
    if PARTICIPLE_CHANGE and _PARTICIPLE_CHANGE_RIGHT.match(text, end):
        return True  # "10x reduced overhead", "15% increased encoding performance"
    if _change_verb_multiplier(text, lo, start, end):
        return True  # "increases effective context length up to 20x", "improved seven-fold"
    if _CHANGE_VERB_OBJECT_HEDGED.search(text, max(lo, start - 90), start):
        return True  # "improves accuracy (up to 7% on CIFAR10)"
    # "a (4.69%-15.26% in FID) improvement": a value opening a bracket whose close is
    # followed by a change word describes that change
    if _OPENS_BRACKET.search(text, max(lo, start - 3), start):
        close = text.find(")", end, end + 60)
        return close > 0 and "(" not in text[end:close] and bool(_CHANGE_RIGHT.match(text, close))
    return False


#: Session 50 (prec50): a past participle of change right after a value, before the noun it
#: modifies ("10x reduced overhead", "15% increased encoding performance"): the value is the
#: size of that change (:func:`is_change`). False turns the rule off.
PARTICIPLE_CHANGE = True
_PARTICIPLE_CHANGE_RIGHT = re.compile(
    r"\)?\s*(?:reduced|increased|improved|lowered|decreased|boosted|enhanced|accelerated|raised)\s+[A-Za-z]",
    re.I)


#: Session 50 (prec50): a multiplier right after a verb of change and its object, in one
#: clause, hedges allowed ("improves retrieval recall fivefold", "increases effective context
#: length up to 20x", "accelerating inference speed 5×", "search performance improved
#: seven-fold"): the value is the factor of that change, not a score. The object is at most
#: five words of letters, digits and hyphens, none of them a participle, "to", "than", "of",
#: a preposition or a conjunction (:func:`is_change`). False turns the rule off.
CHANGE_VERB_MULTIPLIER = True
_CHANGE_VERB_MULTIPLIER_LEFT = re.compile(
    r"\b(?:improv(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|boost(?:s|ed|ing)?|accelerat(?:e|es|ed|ing)|"
    r"speed(?:s|ed|ing)?\s+up|enhanc(?:e|es|ed|ing)|rais(?:e|es|ed|ing)|reduc(?:e|es|ed|ing)|"
    r"decreas(?:e|es|ed|ing)|lower(?:s|ed|ing)?|cut(?:s|ting)?|shrink(?:s|ing)?|shrank)"
    r"\s+(?P<obj>(?:(?!(?:to|than|of|and|or|but|while|with|from|for|at|in|on|which|that|whereas)\s)"
    r"[A-Za-z][\w\-]*\s+){0,5}?)"
    r"(?:(?:up\s+to|about|around|approximately|nearly|over|more\s+than|almost|roughly|~|≈|∼)\s*)*$", re.I)
_MULTIPLIER_VALUE = re.compile(r"(?:[x×]|times|fold)\s*$", re.I)


def _change_verb_multiplier(text: str, lo: int, start: int, end: int) -> bool:
    """Whether the value at ``text[start:end]`` (its sentence starts at ``lo``) is a multiplier
    ("5x", "seven-fold", "20 times") right after a verb of change and its object
    (:data:`_CHANGE_VERB_MULTIPLIER_LEFT`: "increases effective context length up to 20x"),
    so the size of that change (:data:`CHANGE_VERB_MULTIPLIER`)."""
    if not CHANGE_VERB_MULTIPLIER or not _MULTIPLIER_VALUE.search(text[start:end]):
        return False
    m = _CHANGE_VERB_MULTIPLIER_LEFT.search(text, max(lo, start - 80), start)
    # a participle in the object opens another clause ("reduces memory, enabling 4x"); a noun
    # on a verb's stem stays ("accelerating inference speed 5x")
    return m is not None and not any(_is_verb(w) and re.search(r"(?:ing|[^e]ed)$", w, re.I)
                                     for w in m.group("obj").split())


#: A bracket opened right before a value: "(4.69%".
_OPENS_BRACKET = re.compile(r"\(\s*$")
