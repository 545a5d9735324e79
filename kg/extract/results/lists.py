"""Step 6 of :mod:`kg.extract.results`: lists and repeats.

Values listed with slashes after a result (``91.2/88.4``) are results with its metric, or
with the i-th of as many slash-listed metric names (``PSNR/SSIM of 32.1/0.91``,
:func:`_slash_values`); bare values in brackets after names take the metric the clause
names after them (``X (87.7) beats Y (86.9) in mAP``, :func:`_metric_in_after`); values
without a metric take the one their sentence opens with (``In terms of FPR95, ...``,
``Specifically for top-1 accuracy, ...``, ``Averaging the test error over seeds, ...``;
:func:`_metric_of_opener`), or the metric after the next value of a coordination
(``1.16% or 0.84% higher top-1 accuracy``, :func:`_share_forward`).

Listed values and listed names are paired by one mechanism, :func:`_paired_lists`: a
*value list* of k >= 2 results and a *name list* of k metrics or datasets pair up in order,
the i-th value taking the i-th name (:func:`_pair`; a list of metrics gives way where a
value holds another metric). Each of its three passes
(:data:`_READINGS`) is a way to find the value list and the name list that goes with it:
coordinated values and a metric list before their "by" or, with "respectively", after them
(``memory and computation cost are reduced by 10x and 7x``, ``savings of 12.4x and 21.6x in
computation and storage, respectively``); the values of a sentence before "respectively"
and the distinct datasets it names (``85% on the clean and 80% on the noisy split of A and
B, respectively``); coordinated values and the list of names right after them, with or
without "respectively" (``by 10.5% and 8.6% on NDS and mAP``, ``91.2%, 88.0% and 76.5% on A,
B and C``), a list named as metrics (``in PSP and coverage metrics``) or a list of datasets
that opens the sentence (``On A, B and C, ...``).

``from A1, A2, A3 to B1, B2, B3`` after a verb of change reports B1..B3 with the metric
before it (:func:`_from_to_lists`); a result stated again in another sentence (same value,
unit, metric, dataset and change flag) is reported once (:func:`_dedupe`).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Optional, Sequence

from kg.extract.results.words import (
    _CASED_HEADS, _CHANGE_VERB, _CHANGE_WORDS, _PHRASE_STOP, _VERB_STEM, _is_head, _is_verb,
)
from kg.extract.results.numbers import _NUM, _norm_unit, find_numbers
from kg.extract.results.metric_after import _RATING_LEFT
from kg.records import Result


#: What follows a value that is an item of a bare list of values ("0.8%, 1.8%, and 25.5%
#: on A, B and C"): a comma, a conjunction, "to", "on", "respectively" or the clause end.
_LIST_ITEM_END = re.compile(r"\s*(?:[,;)]|\.(?:\s|$)|$|(?:and|or|to|on|respectively)\b)")
#: What may follow the last of a bare list of values after a "by" change: the clause end or
#: a function word ("by 3.7% and 4.1% while using ...", "by 2% and 5% on A and B").
_LISTED_CHANGE_END = re.compile(
    r"\s*(?:[,;)]|\.(?:\s|$)|$|(?:and|or|to|on|in|for|across|at|over|while|whereas|but|when|respectively|"
    r"compared|than|with)\b)")
#: A bracket closed right after a value: "87.7)".
_ALONE_IN_BRACKETS = re.compile(r"\s*\)")
#: The words that link a clause to the metric it is scored in: "in mAP", "in terms of the F1".
_IN_METRIC_LEFT = re.compile(r"\b(?:in|on)\s+(?:terms\s+of\s+)?(?:the\s+)?$", re.I)
#: A sentence that opens by naming its metric: "In terms of FPR95, ...".
_TERMS_OF_OPENER = re.compile(r"\s*(?:In|With\s+respect\s+to|Regarding)\s+(?:terms\s+of\s+)?(?:the\s+)?")
#: A fronted phrase that names the measure of the clause after its comma: a preposition of
#: respect ("Specifically for top-1 accuracy, X beats Y by 2%", "As for latency, ...") or a
#: participle of measuring ("Averaging the test error over five seeds, X improves on Y by
#: 12%", "Measured by recall, ..."), after an optional discourse adverb. Matched at the
#: sentence start; the phrase runs to the first comma (:func:`_metric_of_opener`).
_FRONTED_MEASURE = re.compile(
    r"\s*(?:(?:Specifically|Notably|In\s+particular|Particularly|Especially|Concretely|Moreover|Furthermore|"
    r"Additionally|Overall|Importantly)\s*,?\s+)?"
    r"(?:[Ff]or|[Aa]s\s+for|[Ww]ith\s+regard\s+to|[Aa]veraging|[Aa]veraged|[Mm]easuring|"
    r"[Mm]easured\s+(?:by|in|with|using)|[Ee]valuated\s+(?:by|with|using|in\s+terms\s+of)|"
    r"[Ii]n\s+terms\s+of|[Ww]ith\s+respect\s+to|[Rr]egarding)\s+"
    r"(?:the\s+|its\s+|their\s+|our\s+)?")
#: Words that may follow the metric inside a fronted phrase: the set or the runs it is
#: taken over ("the test error across five seeds", "accuracy on held-out tasks").
_FRONTED_AFTER = re.compile(r"\s*(?:,|(?:across|over|on|of|in|for|at|under|with|per)\s)")


def _metric_in_after(text: str, start: int, hi: int, metrics: Sequence[tuple[int, int, str]]) -> Optional[str]:
    """The metric a clause names after a bracketed value ("X (87.7) clearly beats Y (86.9)
    in mAP"): the first metric span within 100 characters after ``start`` (and before
    ``hi``, no clause break between) introduced by "in" / "on" / "in terms of"; None
    otherwise. ``metrics`` are ``(start, end, name)`` spans."""
    for ms, me, name in sorted(metrics):
        if start <= ms < min(hi, start + 100) and _IN_METRIC_LEFT.search(text, start, ms) \
                and not re.search(r"[;:]", text[start:ms]):
            return name
    return None


def _metric_of_opener(text: str, lo: int, hi: int, metrics: Sequence[tuple[int, int, str]],
                      v_start: Optional[int] = None,
                      datasets: Sequence[tuple[int, int, str]] = ()) -> Optional[str]:
    """The metric a sentence opens with, for a value of the sentence that names none.

    Inputs: ``text``; the sentence ``[lo, hi)``; ``metrics`` and ``datasets`` as
    ``(start, end, name)`` spans; ``v_start``, the value's start (None: any value).
    Output: the metric name, or None. Two forms:

    * "In terms of FPR95, our detector lowers ... to 20.3%": a metric span right after "In
      terms of" / "Regarding" / "With respect to", followed by a comma.
    * a fronted phrase of respect or of measuring that ends at the sentence's first comma,
      with the value after that comma ("Specifically for top-1 accuracy, X beats Y by 2%
      on A", "Averaging the test error across seeds, X beats Y by 11-27%, Z by 47%"): the one
      metric span inside the phrase, else a phrase of :func:`_is_head` ending in a metric
      head (after modifiers that are no stop word and no dataset name) and followed by the
      comma or a preposition ("across", "over", "on", ...). A phrase of 100 characters or
      more, or one holding a bracket, a number, ";" or ":" is no opener (a digit inside a
      word, "top-1", "ResNet-50", is no number).

    The rule reads the sentence opener as a frame for the whole clause, the way a
    leaderboard extractor (Hou et al., 2019) reads one (dataset, metric) context per
    sentence for all its scores.
    """
    m = _TERMS_OF_OPENER.match(text, lo, hi)
    if m is not None:
        for ms, me, name in metrics:
            if ms == m.end() and text[me:me + 1] == ",":
                return name
    f = _FRONTED_MEASURE.match(text, lo, hi)
    if f is None:
        return None
    comma = text.find(",", f.end(), min(hi, lo + 100))
    if comma < 0 or (v_start is not None and v_start < comma) or re.search(r"(?<![\w\-])\d|[;:()\[\]]", text[f.end():comma]):
        return None
    # the metric ends the phrase or only the set it is taken over follows ("For MAE and the
    # diffusion model, ...": a model coordinated with another, not the clause's measure)
    inside = {(name, bool(_FRONTED_AFTER.match(text, me))) for ms, me, name in metrics if f.end() <= ms and me <= comma}
    if len({name for name, _ in inside}) == 1 and all(ends for _, ends in inside):
        return inside.pop()[0]
    if inside:
        return None  # "For accuracy and F1, ...": which one is unknown
    words = [(w.start(), w.end(), w.group()) for w in re.finditer(r"[^\s,]+", text[f.end():comma])]
    words = [(f.end() + s, f.end() + e, w) for s, e, w in words]
    toks = [w for _, _, w in words]
    for i in range(len(toks)):
        if not _is_head(toks, i) or not _FRONTED_AFTER.match(text, words[i][1]):
            continue
        j = i
        while j > 0 and toks[j - 1].lower() not in _PHRASE_STOP and re.fullmatch(r"[A-Za-z][\w\-]*", toks[j - 1]) \
                and not any(s <= words[j - 1][0] < e for s, e, _ in datasets) and not _is_verb(toks[j - 1]):
            j -= 1
        return text[words[j][0]:words[i][1]]
    return None


#: "in terms of (the)" before the metric that closes a sentence's values.
_IN_TERMS_OF = re.compile(r"\bin\s+terms\s+of\s+(?:the\s+)?", re.I)


#: "on (the)" before the metric a sentence closes with ("... on median game score.").
_ON_BEFORE_METRIC = re.compile(r"\bon\s+(?:the\s+)?$", re.I)
#: "on (the)" and a lower-case phrase of at most four words that ends the sentence.
_ON_CLOSING_PHRASE = re.compile(
    r"\bon\s+(?:the\s+)?(?P<m>[a-z][a-z\-]*(?:\s+[a-z][a-z\-]*){0,3})[\s.!?\"')\]]*$")


#: Switch (session 55, metric55): a value compared by a comparative right after it ("75% lower
#: than X and 62% lower than Y in toxicity score", "12% better than the baseline in success
#: rate") takes the lower-case metric span that closes its sentence after "in (the)", as
#: "on (the)" does (:func:`_on_closing_metric`). Only after such a comparative: "in" closing a
#: sentence of plain values often names a setting ("25% in online settings").
IN_CLOSING_COMPARED = True
#: "in (the)" before the metric a compared value's sentence closes with.
_IN_BEFORE_METRIC = re.compile(r"\bin\s+(?:the\s+)?$", re.I)
#: Words between the value and such an "in" that give the "in" to another head: "20 times more
#: compact than X without degradation in accuracy" (the accuracy is not what is 20 times
#: more), also a comma or a clause word.
_IN_CLOSING_BREAK = re.compile(
    r"[,;:()]|\b(?:without|with|while|whereas|but|maintaining|degradation|drop|loss|change)\b", re.I)
#: A comparative right after a value ("75% lower than", "2x faster than").
_COMPARATIVE_RIGHT = re.compile(
    r"\s*(?:lower|higher|better|worse|less|more|fewer|smaller|larger|greater|faster|slower)\b", re.I)


def _on_closing_metric(text: str, v_end: int, hi: int,
                       metrics: Sequence[tuple[int, int, str]]) -> Optional[re.Match]:
    """A match of "on (the)" right before a metric span that ends the sentence (only
    punctuation after it) and is written in lower case ("on median game score", not "on
    ImageNet", a dataset), searched between ``v_end`` and the sentence end ``hi``; None when
    there is none. The match plays the role of "in terms of" in :func:`_metric_of_closer`.
    With :data:`IN_CLOSING_COMPARED`, "in (the)" counts as "on (the)" when a comparative
    follows the value right away ("62% lower than self-correction in toxicity score")."""
    compared = IN_CLOSING_COMPARED and _COMPARATIVE_RIGHT.match(text, v_end, hi) is not None
    for s, e, _ in sorted(metrics, reverse=True):
        if not (v_end < s and e <= hi) or not text[s:e].islower() or \
                not re.fullmatch(r"[\s.!?\"')\]]*", text[e:hi]):
            continue
        m = _ON_BEFORE_METRIC.search(text, max(v_end, s - 8), s)
        if m is None and compared and not _IN_CLOSING_BREAK.search(text, v_end, s):
            m = _IN_BEFORE_METRIC.search(text, max(v_end, s - 8), s)
        if m is not None:
            return m
    return None


def _metric_of_closer(text: str, v_end: int, hi: int, metrics: Sequence[tuple[int, int, str]]) -> Optional[str]:
    """The metric a sentence closes with, for a value of it that names none: the closing
    counterpart of :func:`_metric_of_opener` ("... 50.4% on A, 81.8% on B, and 8.7% on C in
    terms of mIoU for unseen classes", "achieves up to 53.9% relative improvement in terms
    of word error rate"), or after "on" when a lower-case metric span ends the sentence ("by
    127% in offline and 25% in online settings on median game score"; :func:`_on_closing_metric`),
    or, without a span there, a lower-case phrase of at most four words that ends in a metric
    head (:func:`~kg.extract.results.words._is_head`) and the sentence (:data:`_ON_CLOSING_PHRASE`).

    Inputs: ``text``; ``v_end``, the end of the value; ``hi``, the sentence end; ``metrics``
    as ``(start, end, name)`` spans. Output: the name of the metric span right after the
    first "in terms of (the)" after the value, or None. None also when another metric span
    stands between the value and "in terms of" (the value has its own measure), when a
    coordinated second metric follows ("in terms of A and B": a list, paired by
    :func:`_paired_lists`), when a number follows the metric in the sentence (the metric
    then does not close the values), or when a clause break (";", ":") stands between."""
    m = _IN_TERMS_OF.search(text, v_end, hi)
    if m is None:
        m = _on_closing_metric(text, v_end, hi, metrics)
    if m is None and (phrase := _ON_CLOSING_PHRASE.search(text, v_end, hi)) and \
            not re.search(r"[;:]", text[v_end:phrase.start()]) and \
            not any(v_end <= s < phrase.start() for s, _, _ in metrics):
        words = phrase.group("m").split()
        if _is_head(words, len(words) - 1) and not any(w in _PHRASE_STOP or _is_verb(w) for w in words):
            return phrase.group("m")  # "... on median game score." (no metric span there)
    if m is None or re.search(r"[;:]", text[v_end:m.start()]):
        return None
    if any(v_end <= s < m.start() for s, _, _ in metrics):
        return None
    at = [(e, name) for s, e, name in metrics if s == m.end() and e <= hi]
    if not at:
        return None
    end, name = max(at)
    if re.match(r"\s*(?:\([^()]*\)\s*)?(?:,\s*)?(?:and|or)\s", text[end:hi]) or \
            re.search(r"(?<![\w\-.])\d", text[end:hi]):
        return None
    return name


def _all_occurrences(text: str, spans: Sequence[tuple[int, int, str]],
                     bare: bool = False) -> list[tuple[int, int, str]]:
    """The given dataset (or metric) spans plus every other whole-word occurrence of their
    surface text (the extractor reports one mention per name; a later sentence may name it
    again: "... 85% on CIFAR-10"). Whole word: no letter, digit, "_" or "-" on either side.
    A plain substring scan (``str.find``), which is much cheaper than a regular expression
    per name. With ``bare`` (metric spans) an occurrence right after a lower-case content
    word is left out: "an inference accuracy of 75%" names a longer metric than the
    "accuracy" mentioned elsewhere, and the caller's own phrase reading finds it."""
    out = set(spans)
    n = len(text)
    for surface, name in {(text[s:e], name) for s, e, name in spans}:
        if not surface.strip():
            continue
        pos = text.find(surface)
        while pos >= 0:
            end = pos + len(surface)
            if (pos == 0 or not _wordish(text[pos - 1])) and (end == n or not _wordish(text[end])) and \
                    not (bare and _modifier_before(text, pos)):
                out.add((pos, end, name))
            pos = text.find(surface, pos + 1)
    return sorted(out)


#: A lower-case word right before a metric occurrence, and the word before that one.
_TWO_WORDS_BEFORE = re.compile(r"(?:\b([a-z]+)\s+)?\b([a-z][a-z\-]+)\s$")
#: Unit words between a value and its metric ("63.6 mm PVE"), and "top".
_UNIT_WORDS = frozenset("mm cm ms s h min pp pts db fps top".split())
#: Words after which the next word is a verb, not a modifier ("we can drive AUROC to 0.3").
_BEFORE_VERB = frozenset("to can could will would may might must should we they it".split())


def _modifier_before(text: str, pos: int) -> bool:
    """Whether a lower-case content word that modifies the metric at ``pos`` stands right
    before it ("an inference accuracy"): not a stop word, a rating word or a verb (of
    :data:`_VERB_STEM`, or after a modal, "to" or a pronoun: "can drive AUROC")."""
    m = _TWO_WORDS_BEFORE.search(text, max(0, pos - 40), pos)
    if not m:
        return False
    w = m.group(2)
    return w not in _PHRASE_STOP and w not in _RATING_LEFT and w not in _UNIT_WORDS and \
        not _VERB_STEM.match(w) and m.group(1) not in _BEFORE_VERB


def _wordish(ch: str) -> bool:
    """Whether ``ch`` continues a word for :func:`_all_occurrences` (``\\w`` or "-")."""
    return ch.isalnum() or ch in "_-"


#: One item of a coordinated metric list: one to four words without brackets.
_ITEM = r"[A-Za-z][\w\-@.]*(?:\s+[A-Za-z][\w\-@.]*){0,3}"
#: "A, B and C" as one match; items split by :data:`_LIST_SPLIT`.
_METRIC_LIST = _ITEM + r"(?:\s*,\s*" + _ITEM + r")*\s*,?\s+(?:and|or)\s+" + _ITEM
_LIST_SPLIT = re.compile(r"\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+")
#: "by (up to)" right before the first value of a coordination.
_BY_BEFORE = re.compile(r"\s+by\s+(?:(?:up\s+to|about|around|approximately|nearly|over|roughly|"
                        r"almost|~|≈|∼)\s*)*$", re.I)
#: Auxiliaries and participles between a metric list and its "by" ("can be improved by").
_AUX_BEFORE_BY = frozenset(
    """can could may might will would is are was were be been being get gets got improved
    reduced increased decreased enhanced boosted lowered raised cut accelerated""".split())
#: "... 12.4x and 21.6x in A and B, respectively" right after the values.
_LIST_AFTER_IN = re.compile(
    r"\s*(?:in|for)\s+(?:terms\s+of\s+)?(?P<list>" + _METRIC_LIST + r")\s*,?\s*respectively\b", re.I)


#: A verb of comparison right before a coordinated list makes its items the models compared.
_COMPARED_BEFORE = re.compile(
    r"\b(?:outperform|surpass|beat|exceed|outstrip|outpac|outscor|over|than|against|versus|vs)\w*"
    r"\.?\s+(?:[\w\-]+\s+){0,3}$", re.I)


def _list_before_by(text: str, lo: int, start: int) -> Optional[list[str]]:
    """The metric list that ends a clause right before ``[aux] by [hedge]`` and the value at
    ``start`` (``the memory and computation cost can be reduced by``): its items in order,
    or None. Read backwards from "by": items are runs of up to four words split by commas
    and one ``and``/``or``; the list begins after a stop word or verb (``while the memory
    efficiency, ...``); leading items that are no metric phrase (``On CIFAR, accuracy and
    recall``) are dropped (see :func:`_metric_items`)."""
    m = _BY_BEFORE.search(text, lo, start)
    if not m or m.end() != start:
        return None
    toks = [t.group() for t in re.finditer(r",|[^\s,]+", text[lo:m.start()])]
    while toks and (toks[-1].lower() in _AUX_BEFORE_BY or toks[-1].lower().endswith("ly")
                    or _is_verb(toks[-1])):
        toks.pop()
    items: list[str] = []
    cur: list[str] = []
    conj = False
    for w in reversed(toks):
        lw = w.lower()
        if w == "," or lw in ("and", "or"):
            closed = bool(cur)
            if cur:
                items.insert(0, " ".join(cur))
                cur = []
            elif not items:
                return None
            if lw in ("and", "or"):
                if conj:
                    if closed:
                        items.pop(0)  # ("for A and B, and F1-score by": B is an item of the other coordination)
                    break  # a second coordination: the list began after it
                conj = True
            continue
        if lw in _PHRASE_STOP or _is_verb(w) or lw.endswith("ly"):
            break
        cur.insert(0, w)
        if len(cur) > 4:
            return None
    if cur:
        items.insert(0, " ".join(cur))
    while items and _metric_items(items[0]) is None:
        items.pop(0)
    if not conj or len(items) < 2 or not any(_is_head(i.split(), len(i.split()) - 1) for i in items) or \
            not all(_metric_items(i) or re.fullmatch(r"[A-Z]{2,6}", i) for i in items):
        return None  # every item a metric phrase or an acronym ("RMSE and CRPS"), one a known head
    head = text[lo:m.start()]
    first = head.rfind(items[0])
    if _COMPARED_BEFORE.search(head, 0, max(0, first)):
        return None  # "outperforms the prior ensemble and single models by": the objects compared
    return items


def _metric_items(phrase: str, adjectives: bool = False) -> Optional[list[str]]:
    """The items of a coordinated list ``"A, B and C"`` (or of one phrase), or None when an
    item is not a metric phrase: it holds a stop word, an adverb or a past participle, or has
    capitals without ending in a metric head (``CIFAR-10 and ImageNet`` are names). With
    ``adjectives`` (a list the sentence already names as measures: after values, "in terms
    of" and before "respectively"), a word in "-ed" that is no verb of change may modify an
    item that ends in a metric head ("unbalanced average training accuracy", "balanced
    accuracy", "expected calibration error"; not "improved accuracy")."""
    out = []
    for item in (x for x in _LIST_SPLIT.split(phrase.strip()) if x):
        words = item.split()
        headed = adjectives and _is_head(words, len(words) - 1)
        if any(w.lower() in _PHRASE_STOP and not _CASED_HEADS.match(w) or w.lower().endswith("ly") or
               w.lower().endswith("ed") and not (headed and k < len(words) - 1 and not _is_verb(w))
               for k, w in enumerate(words)):
            return None
        if not all(w.islower() for w in words) and not _is_head(words, len(words) - 1):
            return None
        out.append(" ".join(words))
    return out or None


#: Switch: the modifiers coordinated before one head ("training and inference costs", "top-1
#: and top-5 accuracy") each take the words the last item has after its first
#: (:func:`_shared_head_items`: "training costs", "inference costs"; session 48). Off: the first
#: item is the bare modifier ("training"), which no gold metric names.
SHARED_HEAD_METRICS = True
#: A ranked-accuracy qualifier ("top-1", "top5", "Top-k") that a metric head may follow: a head
#: word alone, but one modifier more in a coordination before a shared head.
_TOP_K = re.compile(r"top-?(?:\d+|k)", re.I)


def _shared_head_items(items: list[str]) -> list[str]:
    """The items of a metric list with the head of its last item shared by the items before
    it (:data:`SHARED_HEAD_METRICS`): when every earlier item is one lower-case word that is
    no metric head by itself (:func:`~kg.extract.results.words._is_head`; a top-k qualifier
    counts as a modifier) and the last item has two or more words, each earlier word takes
    the words after the last item's first: ``["training", "inference costs"]`` ->
    ``["training costs", "inference costs"]``, ``["top-1", "top-5 accuracy"]`` -> ``["top-1
    accuracy", "top-5 accuracy"]``. Any other list is returned as it is (``["precision",
    "recall rates"]``: "precision" is a metric of its own).

    Args:
        items: the items of one coordinated metric list, in order.
    Returns:
        A new list of as many items.
    """
    if not SHARED_HEAD_METRICS or len(items) < 2:
        return items
    last = items[-1].split()
    if len(last) < 2:
        return items
    for item in items[:-1]:
        words = item.split()
        if len(words) != 1 or not re.fullmatch(r"[a-z][a-z0-9\-]*", words[0]) or \
                _is_head(words, 0) and not _TOP_K.fullmatch(words[0]):
            return items
    shared = " ".join(last[1:])
    return [f"{item} {shared}" for item in items[:-1]] + [items[-1]]


#: An acronym that may name a metric in a list of metrics ("NDS", "PSP").
_ACRONYM_ITEM = r"[A-Z][A-Z0-9@\-]{1,7}"
#: A noun shared by the items of a metric list, after its last item ("in PSP and coverage
#: metrics"): it names their kind, not a part of the last one.
_SHARED_METRIC_NOUN = re.compile(r"\s+(?:metrics|measures|scores)$", re.I)


def _acronym_metric_items(phrase: str) -> Optional[list[str]]:
    """The items of a coordinated list after values, "in" and before "respectively" ("PSP
    and coverage metrics") when each is an acronym ("PSP", "NDS") or a metric phrase
    (:func:`_metric_items`), and the list says it names measures: a plural noun of their
    kind ("metrics", "scores") follows the last item (and is left out of it), or a phrase
    item ends in a metric head ("hit rate"). None otherwise ("for LOS and drug
    recommendation" names tasks; the caller reads only lists after "in")."""
    shared = _SHARED_METRIC_NOUN.search(phrase.strip())
    items = [x for x in _LIST_SPLIT.split(_SHARED_METRIC_NOUN.sub("", phrase.strip())) if x]
    if len(items) < 2:
        return None
    out, headed, phrases = [], False, 0
    for item in items:
        if re.fullmatch(_ACRONYM_ITEM, item):
            out.append(item)
        elif (m := _metric_items(item)) is not None and len(m) == 1:
            out.append(m[0])
            phrases += 1
            headed = headed or _is_head(m[0].split(), len(m[0].split()) - 1)
        else:
            return None
    return out if phrases and (shared or headed) else None


def _value_end(text: str, r: Result) -> int:
    """End offset of the value (with unit) of result ``r`` inside its text span."""
    for n in find_numbers(text, r.start, r.end):
        if n.value.lstrip("+-") == r.value.lstrip("+-") or n.value_max == (r.value_max or r.value):
            return n.end
    return r.end


#: A noun phrase and "of" (and a hedge) right before a value: "an acceleration of up to 5x".
#: The value measures that noun, and takes no metric named after a later value of its
#: coordination, unless the noun is a change or a margin, which the later metric specifies
#: ("an improvement of 1.2% or 0.8% in accuracy": :data:`_SHARING_NOUNS`).
_OWN_MEASURE_BEFORE = re.compile(
    r"\b(?:an?|the|its|their|our)\s+(?:[A-Za-z\-]+\s+){0,2}?(?P<noun>[A-Za-z\-]+)\s+of\s+"
    r"(?:(?:up\s+to|about|around|approximately|nearly|over|roughly|almost|more\s+than|at\s+least)\s+)?(?:[~≈∼]\s*)?$")
_SHARING_NOUNS = _CHANGE_WORDS | frozenset("margin margins factor total average value values".split())


def _share_forward(text: str, results: list[Result]) -> list[Result]:
    """``1.16% or 0.84% higher top-1 accuracy``, ``99%, 99% and 90% task performance``,
    ``5.9% vs 1.9% word error rate``: a value without a metric takes the metric that
    follows the next value of the same coordination or comparison, unless a noun of its
    own introduces it (:data:`_OWN_MEASURE_BEFORE`: "an acceleration of up to 5x or 3.5x
    improvement in accuracy"); ``FID of 3.08 or 2.52 on ImageNet``: a value without a dataset takes
    the dataset of the next value of the same coordination with the same metric."""
    out = list(results)
    for i in range(len(out) - 2, -1, -1):
        r, nxt = out[i], out[i + 1]
        if r.sentence_start != nxt.sentence_start or r.end > nxt.start or \
                not re.fullmatch(r"\s*,?\s*(?:and|or|/|vs\.?|versus)?\s*", text[r.end:nxt.start]):
            continue
        own = _OWN_MEASURE_BEFORE.search(text, max(r.sentence_start, r.start - 60), _value_start(text, r))
        if r.metric is None and nxt.metric is not None and re.match(r"[+\-−]?\s?\d", nxt.text) and \
                not (own and own.group("noun").lower() not in _SHARING_NOUNS):
            # (not "an acceleration of up to 5x or 3.5x improvement in accuracy": 5x is the acceleration's)
            r = replace(r, metric=nxt.metric, confidence=nxt.confidence)
        if r.dataset is None and nxt.dataset is not None and r.metric == nxt.metric:
            r = replace(r, dataset=nxt.dataset)  # "3.08 or 2.52 on ImageNet"
        out[i] = r
    return out


#: The next value of a slash- (or bar-) separated list right after a value: "91.2/88.4",
#: "32.1 / 0.91", "5.61%|3.90%".
_SLASH_NEXT = re.compile(
    r"\s?[/|]\s?(?P<v>[+\-\u2212]?(?:" + _NUM + r"))(?P<u>\s?(?:%|pp\b|points?\b|dB\b))?"
    r"(?![\w.]\w|\w|-[A-Za-z]|/[A-Za-z])")
#: A slash-separated list of metric names: "PSNR/SSIM", "EM / F1".
_SLASH_METRICS = re.compile(r"[A-Za-z][\w\-@.]*(?:\s?/\s?[A-Za-z][\w\-@.]*)+")


#: A change noun right after the metric phrase that follows a value: "a 2.7% accuracy boost",
#: "5.6% top-1 accuracy gain" (the value is the size of the change).
_CHANGE_AFTER_METRIC = re.compile(r"\s+(?:boosts?|gains?|improvements?|increases?|increments?|drops?|"
                                  r"reductions?|decreases?|degradations?|uplifts?|jumps?)\b", re.I)
#: "/50" or "/7" right after an integer: the integer opens a fraction or a date ("1/50", "24/7").
_FRACTION_NEXT = re.compile(r"/\d+(?![\d.%])")


def _after_value_list(text: str, end: int, hi: int) -> int:
    """The end of the slash- or bar-separated values that continue the value ending at
    ``end`` ("2.7%/4.3%", "5.61%|3.90%|4.38%"), or ``end`` when none follows. The words
    after such a list (its metric, a change word) belong to every value of it."""
    while (m := _SLASH_NEXT.match(text, end, hi)) is not None:
        end = m.end()
    return end


#: Words between a slash list of values and the metric names paired with it: a change noun
#: and "in" / "of" ("3.4%/3.3% improvements in accuracy/AUC"), or "in" alone ("in ADE/FDE").
_PAIRED_METRICS_GAP = re.compile(
    r"\s*(?:(?:improvements?|gains?|increases?|reductions?|decreases?|boosts?|drops?)\s+)?"
    r"(?:(?:in|of)\s+(?:the\s+)?)?")
#: Metric names paired with a slash list: joined by "/", "&" or "and" ("accuracy & AUC",
#: "ADE/FDE", "EM and F1"), each one to three words.
_PAIRED_METRIC_NAMES = re.compile(
    r"(?P<m>[A-Za-z][\w\-@.]*(?:\s[A-Za-z][\w\-@]*){0,2}?(?:\s?(?:/|&|\band\b)\s?"
    r"[A-Za-z][\w\-@.]*(?:\s[A-Za-z][\w\-@]*){0,2}?)+)(?=\s*(?:[,;:()]|\.(?:\s|$)|$|\s(?:gains?|"
    r"improvements?|boosts?|increases?|reductions?|drops?|on|in|for|over|than|compared|across|with|"
    r"respectively)\b))")
#: A further slash list of values, coordinated with the one before ("22.7%/38.9%, 33.8%/36.4%,
#: and 16.60%/23.20% in ADE/FDE": each list pairs with the names after the last one).
_NEXT_SLASH_LIST = re.compile(r"\s*,\s*(?:and\s+)?[+\-]?\d+(?:\.\d+)?\s?%?(?:\s?/\s?[+\-]?\d+(?:\.\d+)?\s?%?)+|"
                              r"\s*,?\s*and\s+[+\-]?\d+(?:\.\d+)?\s?%?(?:\s?/\s?[+\-]?\d+(?:\.\d+)?\s?%?)+")


def _paired_metrics_after(text: str, end: int, hi: int, n: int) -> Optional[list[str]]:
    """The ``n`` metric names after a slash list of ``n`` values that ends at ``end``, one
    for each value in order: "3.4%/3.3% accuracy & AUC gains" -> ["accuracy", "AUC"],
    "22.7%/38.9%, 33.8%/36.4% in ADE/FDE" -> ["ADE", "FDE"] (past further slash lists of
    values coordinated with it), "2.1/1.5 in EM and F1"; None when the names after the list
    are not exactly ``n`` (one metric for the whole list: "2.7%/4.3% accuracy boost" is
    left to the caller) or are not there. ``hi`` is the sentence end."""
    while (nxt := _NEXT_SLASH_LIST.match(text, end, hi)) is not None:
        end = nxt.end()
    gap = _PAIRED_METRICS_GAP.match(text, end, hi)
    m = _PAIRED_METRIC_NAMES.match(text, gap.end(), hi)
    if m is None:
        return None
    items = [x.strip().rstrip(".") for x in re.split(r"\s?/\s?|\s?&\s?|\s+and\s+", m.group("m"))]
    if len(items) != n or any(not x or x.lower() in ("the", "a", "an") for x in items):
        return None
    return items


def _slash_values(text: str, results: list[Result],
                  metric_spans: Sequence[tuple[int, int, str]] = ()) -> list[Result]:
    """Values listed with slashes after a result (``an accuracy of 91.2/88.4/85.0``) are
    results too, with the first one's metric, dataset and change flag; after a slash list
    of as many metric names (``a PSNR/SSIM of 32.1/0.91``) the i-th value takes the i-th
    name, and so after such names right after the list (``3.4%/3.3% accuracy & AUC gains``,
    ``... in ADE/FDE``; :func:`_paired_metrics_after`, session 24). A list whose first value
    holds no metric takes such names too when each is a metric span of ``metric_spans`` in
    the sentence ("33.8%/36.4%, and 16.60%/23.20% in ADE/FDE": each list pairs with the names
    after the last; session 29). Integer lists without a unit (``5/10``, ``24/7``) are
    fractions or dates and are left alone.

    Input: the text, the results found in it (text order) and the metric spans
    ``metric_spans`` (``(start, end, name)``). Output: the results with the listed values
    added after the result they follow, in text order.
    """
    out: list[Result] = []
    for r in results:
        pos = _value_end(text, r)
        vals: list[tuple[str, Optional[str], int, int]] = []
        while (m := _SLASH_NEXT.match(text, pos, r.sentence_end)) is not None:
            vals.append((m.group("v").replace("\u2212", "-"), _norm_unit(m.group("u")) or r.unit, m.start("v"), m.end()))
            pos = m.end()
        if not vals or r.unit is None and "." not in r.value and all("." not in v[0] for v in vals) \
                or r.value_max is not None:
            out.append(r)
            continue
        metrics = [r.metric] * (len(vals) + 1)
        if r.metric:
            for g in _SLASH_METRICS.finditer(text, r.sentence_start, _value_end(text, r)):
                items = [x.strip() for x in g.group().split("/")]
                low = [x.lower() for x in items]
                if len(items) == len(vals) + 1 and r.metric.lower() in low:
                    metrics = items
            if (items := _paired_metrics_after(text, pos, r.sentence_end, len(vals) + 1)) and \
                    items[0].lower() == r.metric.lower():
                metrics = items  # "3.4%/3.3% accuracy & AUC gains", "22.7%/38.9% in ADE/FDE"
        elif (items := _paired_metrics_after(text, pos, r.sentence_end, len(vals) + 1)) and all(
                any(name.lower() == x.lower() and r.sentence_start <= s0 < r.sentence_end
                    for s0, _, name in metric_spans) for x in items):
            metrics = items  # "33.8%/36.4%, and 16.60%/23.20% in ADE/FDE": the names after the last list
        out.append(replace(r, metric=metrics[0]))
        for (v, unit, vs, ve), metric in zip(vals, metrics[1:]):
            out.append(replace(r, value=v, unit=unit, metric=metric, text=text[vs:ve], start=vs, end=ve,
                               change=r.change or v.startswith("+")))
    return out


def _dedupe(results: list[Result], text: str = "") -> list[Result]:
    """An abstract that states the same figure in two sentences (a repeated sentence, a
    summary of the results again at the end) reports one result: of the results with one
    (value, range end, unit, metric, dataset, change flag) in different sentences the
    first is kept. Results without metric and dataset are kept (``+2.1% DVS actions, ...,
    +2.1% segmentation``: equal values of different things), and so are equal values
    within one sentence, except a restatement in brackets right after the result
    (``reaches 45.1 BLEU (45.1 vs 43.0)``: one result), found in ``text`` (the cleaned
    text the results' offsets point into; empty: not looked for)."""
    first: dict[tuple, int] = {}
    out: list[Result] = []
    for r in results:
        key = (r.value, r.value_max, r.unit, (r.metric or "").lower(), r.dataset, r.change)
        if text and out and _restated(text, out[-1], r):
            continue
        if r.metric is None and r.dataset is None:
            out.append(r)
            continue
        if first.setdefault(key, r.sentence_start) == r.sentence_start:
            out.append(r)
    return out


def _restated(text: str, p: Result, r: Result) -> bool:
    """Is ``r`` the value of ``p`` said again in a bracket that opens right after ``p``
    ("45.1 BLEU (45.1 vs 43.0)")? Same sentence, value, range end and metric."""
    return (p.sentence_start == r.sentence_start and (p.value, p.value_max) == (r.value, r.value_max)
            and (r.metric is None or (p.metric or "").lower() == r.metric.lower())
            and 0 <= r.start - p.end <= 4 and re.fullmatch(r"\s*\(\s*", text[p.end:r.start]) is not None)


_LISTED_VALUE = r"[+\-]?\d+(?:\.\d+)?\s?%?"
_VALUE_LIST = _LISTED_VALUE + r"(?:\s*,\s*" + _LISTED_VALUE + r")*(?:\s*,?\s*and\s+" + _LISTED_VALUE + r")?"
#: "from 37.4%, 38.4%, 38.6% to 41.7%, 42.4%, 42.7%": two value lists of one length.
_FROM_TO_LISTS = re.compile(r"\bfrom\s+(?P<a>" + _VALUE_LIST + r")\s+to\s+(?P<b>" + _VALUE_LIST + r")(?![\w.]\w)")
_ONE_VALUE = re.compile(r"([+\-]?\d+(?:\.\d+)?)(\s?%)?")


def _from_to_lists(text: str, spans: Sequence[tuple[int, int]], results: list[Result],
                   metrics: Sequence[tuple[int, int, str]]) -> list[Result]:
    """"raises their mAP from 37.4%, 38.4%, 38.6% to 41.7%, 42.4%, 42.7%, respectively": after
    a verb of change, "from" and "to" each followed by a list of values of one length (two
    or more) report the second list's values as the outcomes, with the metric named last
    before "from" in the clause (a metric span within 80 characters, no clause break).
    They replace the results found inside the second list.

    Input: the text, its sentence spans, the results so far and the metric spans.
    Output: the results, in text order."""
    out = list(results)
    added = False
    for lo, hi in spans:
        for m in _FROM_TO_LISTS.finditer(text, lo, hi) if "from" in text[lo:hi] else ():
            a = list(_ONE_VALUE.finditer(text, m.start("a"), m.end("a")))
            b = list(_ONE_VALUE.finditer(text, m.start("b"), m.end("b")))
            if len(a) != len(b) or len(b) < 2 or not _CHANGE_VERB.search(text, max(lo, m.start() - 80), m.start()):
                continue
            before = [x for x in metrics if max(lo, m.start() - 80) <= x[0] and x[1] <= m.start()
                      and not re.search(r"[;:]", text[x[1]:m.start()])]
            if not before:
                continue
            metric = max(before)[2]
            out = [r for r in out if not (m.start() <= r.start < m.end())]
            for v in b:
                out.append(Result(value=v.group(1), unit="%" if v.group(2) else None, metric=metric, dataset=None,
                                  text=v.group(0), start=v.start(), end=v.end(), sentence_start=lo,
                                  sentence_end=hi, rule="result-from-to-lists", confidence=0.8))
                added = True
    if added:
        out.sort(key=lambda r: (r.start, r.end))
    return out


#: The preposition that opens a list of names after a coordination of values: "by 10.5% and
#: 8.6% on NDS and mAP", "91.2%, 88.0% and 76.5% on A, B and C", "in terms of the".
_LIST_PREP_AFTER = re.compile(r"\s*(?:in|on|for|across)\s+(?:terms\s+of\s+)?(?:the\s+)?", re.I)
#: What may stand between two coordinated values (a comma, "and" / "or", both, or a space).
_COORDINATION_GAP = re.compile(r"\s*(?:,\s*)?(?:(?:and|or)\s+)?")
#: The separator of two items of a name list: a comma, "and" / "or", or both.
_NAME_LIST_SEP = re.compile(r"\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+")
#: An acronym that may name a metric in such a list beside a known one ("NDS", "PSP").
_LIST_ACRONYM = re.compile(_ACRONYM_ITEM + r"\b")
#: What may follow the last name of such a list: the clause end, "respectively", or a word
#: that opens the next phrase ("on A and B compared to ...", "in mAP and NDS on nuScenes").
_NAME_LIST_END = re.compile(
    r"\s*(?:[,.;:)]|$|(?:respectively|on|in|across|for|at|over|than|compared|relative|while|whereas|with|"
    r"when|without|under|using|against|versus|vs)\b)", re.I)


#: A plural noun of the kind of a list's items after its last item ("A, B and C datasets").
_LIST_KIND_NOUN = re.compile(r"\s+(?:datasets|benchmarks|data\s+sets|metrics|scores|measures)\b", re.I)
#: "in A and B metrics" right after a list of values, then the clause end or a word that
#: opens the next phrase (:data:`_NAME_LIST_END`).
_KIND_NOUN_METRIC_LIST = re.compile(
    r"\s*in\s+(?:terms\s+of\s+)?(?:the\s+)?(?P<list>" + _METRIC_LIST + r")(?=" + _NAME_LIST_END.pattern + r")",
    re.I)
#: A change noun that all the values of a list share, after the last one ("9.6% and 8.2%
#: average reductions in EER and minDCF", "3.1% and 2.4% relative gains on A and B"): the
#: name list follows it.
_SHARED_CHANGE_NOUN = re.compile(
    r"\s+(?:(?:average|relative|absolute|mean|overall|respective)\s+)?"
    r"(?:improvements?|gains?|increases?|reductions?|decreases?|drops?|boosts?|savings?|lifts?|uplifts?|"
    r"jumps?|rises?)\b", re.I)
#: A sentence that opens with "On" / "Across" / "For" and a list: "On A, B and C, ...".
_FRONTED_LIST = re.compile(r"\s*(?:On|Across|For)\s+(?:the\s+)?")


def _names_after(text: str, pos: int, hi: int, spans: Sequence[tuple[int, int, str, str]]
                 ) -> Optional[list[tuple[str, str]]]:
    """The coordinated list of names that starts at ``pos`` ("NDS and mAP", "A, B and C"):
    its items as ``(kind, name)`` in order, or None when the text there is no such list.
    An item is the longest of ``spans`` (``(start, end, name, kind)``, kind ``"metric"`` or
    ``"dataset"``) that starts there, else an acronym (kind ``"acronym"``); items are split
    by commas and "and" / "or", the last one after a conjunction, and the list (with a
    plural noun of its kind, "datasets", "metrics", after it) must be followed by
    :data:`_NAME_LIST_END`."""
    items: list[tuple[str, str]] = []
    conj = False
    while True:
        best = max(((e, name, kind) for s, e, name, kind in spans if s == pos and e <= hi), default=None)
        if best is not None:
            items.append((best[2], best[1]))
            pos = best[0]
        elif (a := _LIST_ACRONYM.match(text, pos, hi)) is not None:
            items.append(("acronym", a.group()))
            pos = a.end()
        else:
            return None
        sep = _NAME_LIST_SEP.match(text, pos, hi)
        if sep is None or conj or not (any(s == sep.end() for s, _, _, _ in spans)
                                       or _LIST_ACRONYM.match(text, sep.end(), hi)):
            break  # the list ends here (after its conjunction's item: "A and B, while ...")
        conj = re.search(r"\b(?:and|or)\b", sep.group()) is not None
        pos = sep.end()
    if (kind := _LIST_KIND_NOUN.match(text, pos, hi)) is not None:
        pos = kind.end()  # "on the A, B and C datasets": the noun of the list's kind
    if not conj or len(items) < 2 or not _NAME_LIST_END.match(text, pos, hi):
        return None
    return items


def _paired_lists(text: str, results: list[Result], metrics: Sequence[tuple[int, int, str]],
                  datasets: Sequence[tuple[int, int, str]]) -> list[Result]:
    """The one mechanism that pairs listed values with listed names: a **value list** of
    k >= 2 values and a **name list** of k metrics or datasets pair up in order, the i-th
    value taking the i-th name (:func:`_pair`). It reads the results in three passes, each
    a way of finding the value list (:data:`_READINGS`) and the name list that goes with it:

    1. coordinated values ("10x and 7x", "X, Y and Z"; :func:`_coordinated_values`) and a
       coordinated list of metric phrases right before their "by" ("memory and computation
       cost are reduced by 10x and 7x", "reduces RMSE and CRPS by 4.6% and 4.3%", with or
       without "respectively") or, in a sentence with "respectively", right after them ("savings
       of 12.4x and 21.6x in computation and storage, respectively"):
       :func:`_metrics_around_values`;
    2. the values of a sentence before its "respectively" (:func:`_values_before_respectively`)
       and the distinct datasets the sentence names ("85% and 80% on A and B, respectively"):
       :func:`_datasets_of_sentence`;
    3. coordinated values, each maybe with the same metric after it ("by 10.5% and 8.6%",
       "45.2 mAP and 38.1 mAP"; :func:`_listed_values`), and the list of names right after
       them behind "in" / "on" / "for" / "across", with or without "respectively" ("by
       10.5% and 8.6% on NDS and mAP", "91.2%, 88.0% and 76.5% on A, B and C"), a list of
       metrics named as such ("in PSP and coverage metrics"), or a list of datasets that
       opens the sentence ("On A, B and C, X achieves 91.2%, 88.0% and 76.5%"):
       :func:`_names_after_values`.

    Each pass reads the results as the passes before it left them. A list of another
    length than the values, or of names of neither kind, is left alone; a list of metrics
    gives way where a value holds a metric outside it (:func:`_pair`), and the third pass
    pairs datasets only with values that hold none outside the list.

    Input: the text, the results (text order), the metric and dataset spans ``(start, end,
    name)``. Output: the results, in the same order. A value-list finder takes ``(text,
    results, i)`` and returns the indexes of the list that starts at result ``i`` and the
    index after it; a name-list finder takes ``(text, results, indexes, datasets, named)``
    (``named``: all spans as ``(start, end, name, kind)``) and returns the arguments of
    :func:`_pair` after the indexes, or None."""
    out = list(results)
    named = [(s, e, n, "metric") for s, e, n in metrics] + [(s, e, n, "dataset") for s, e, n in datasets]
    for values, names in _READINGS:
        i = 0
        while i < len(out):
            idx, nxt = values(text, out, i)
            found = names(text, out, idx, datasets, named) if len(idx) >= 2 else None
            if found is not None:
                _pair(text, out, idx, *found)
            i = nxt
    return out


def _pair(text: str, out: list[Result], idx: Sequence[int], kind: str, names: Sequence[str],
          before: Optional[str], share_change: bool = True) -> None:
    """Give the results ``out[idx[n]]`` the n-th of ``names`` (as many as ``idx``), in place.
    ``kind`` ``"metric"``: only when every value has no metric, one of the list or
    ``before`` (the metric read before the first value, which the others inherited: it gives
    way to the list); the metric is set with :func:`_repaired`, and a name of the list read
    as the value's dataset (a proper name after "on" where no dataset span is known) is
    dropped. ``kind`` ``"dataset"``: the dataset is set. With ``share_change``, the values
    share a change: when the first is a change ("by 10.5% and 8.6%"), all are."""
    r0 = out[idx[0]]
    if kind == "metric":
        if not all(out[n].metric is None or out[n].metric in names or out[n].metric == before for n in idx):
            return
        for n, name in zip(idx, names):
            r = _repaired(text, out[n], metric=name, change=r0.change or out[n].change)
            out[n] = replace(r, dataset=None) if r.dataset in names else r
    else:
        for n, name in zip(idx, names):
            out[n] = replace(out[n], dataset=name, change=r0.change or out[n].change) if share_change \
                else replace(out[n], dataset=name)


def _coordinated_values(text: str, out: list[Result], i: int) -> tuple[list[int], int]:
    """The value list of the first pass that starts at result ``i``: it and the results
    after it in its sentence with only a comma and / or "and" / "or" between one's text and
    the next (:data:`_COORDINATION_GAP`). Returns their indexes and the index after them."""
    j = i
    while j + 1 < len(out) and out[j + 1].sentence_start == out[i].sentence_start and \
            _COORDINATION_GAP.fullmatch(text[out[j].end:out[j + 1].start]):
        j += 1
    return list(range(i, j + 1)), j + 1


def _values_before_respectively(text: str, out: list[Result], i: int) -> tuple[list[int], int]:
    """The value list of the second pass at the first result ``i`` of a sentence: the
    results of the sentence before its "respectively" (not "..., respectively, with a loss
    (<2%)"); none when the sentence has no "respectively". Returns their indexes and the
    index after the sentence's results."""
    lo = out[i].sentence_start
    j = i
    while j + 1 < len(out) and out[j + 1].sentence_start == lo:
        j += 1
    resp = re.search(r"\brespectively\b", text[lo:out[i].sentence_end])
    if resp is None:
        return [], j + 1
    return [n for n in range(i, j + 1) if out[n].start < lo + resp.start()], j + 1


def _listed_values(text: str, out: list[Result], i: int) -> tuple[list[int], int]:
    """The value list of the third pass that starts at result ``i``: it and the results
    after it in its sentence with only a comma and / or "and" / "or" between one's value
    (and unit) and the next (:data:`_COORDINATION_GAP`), or between two results that each
    name the same metric after their value ("45.2 mAP and 38.1 mAP"). Returns their indexes
    and the index after them."""
    j = i
    while j + 1 < len(out) and out[j + 1].sentence_start == out[i].sentence_start and (
            _COORDINATION_GAP.fullmatch(text[_value_end(text, out[j]):out[j + 1].start])
            or out[j].metric is not None and out[j].metric == out[j + 1].metric and out[j].end <= out[j + 1].start
            and _COORDINATION_GAP.fullmatch(text[out[j].end:out[j + 1].start])):
        j += 1
    return list(range(i, j + 1)), j + 1


def _metrics_around_values(text: str, out: list[Result], idx: Sequence[int],
                           datasets: Sequence[tuple[int, int, str]], named) -> Optional[tuple]:
    """The name list of the first pass for the values ``out[idx]``: the metric list that
    ends right before "[aux] by [hedge]" and the first value (:func:`_list_before_by`), or,
    in a sentence with "respectively", the list right after the last value behind "in" /
    "for" (:data:`_LIST_AFTER_IN`) whose items are metric phrases (:func:`_metric_items`) or,
    after "in", acronyms and metric phrases named as measures (:func:`_acronym_metric_items`).
    Not a list with a dataset span among its items. Returns ``("metric", items, before)``
    for :func:`_pair` (``before``: the metric the first result names before its value), or
    None."""
    r0, last = out[idx[0]], out[idx[-1]]
    v0 = _value_start(text, r0)  # (not the digit of a metric before it: "accuracy and F1 by 3% and 4%")
    span = (r0.sentence_start, v0)
    items = _list_before_by(text, r0.sentence_start, v0)
    if not items and re.search(r"\brespectively\b", text[r0.sentence_start:r0.sentence_end]):
        m = _LIST_AFTER_IN.match(text, _value_end(text, last), r0.sentence_end)
        if m:
            terms = re.match(r"\s*in\s+terms\s+of\b", m.group(), re.I) is not None
            items = _metric_items(m.group("list"), adjectives=terms) or (
                _acronym_metric_items(m.group("list")) if re.match(r"\s*in\b", m.group(), re.I) else None)
            span = (m.start("list"), m.end("list"))
    if not items or len(items) != len(idx) or \
            any(span[0] <= s < span[1] and text[s:e] in " ".join(items) for s, e, _ in datasets):
        return None
    return "metric", _shared_head_items(items), r0.metric if r0.metric and r0.start < v0 else None


def _datasets_of_sentence(text: str, out: list[Result], idx: Sequence[int],
                          datasets: Sequence[tuple[int, int, str]], named) -> Optional[tuple]:
    """The name list of the second pass: the distinct datasets named in the sentence of
    ``out[idx]``, in text order, when they are as many as the values. Returns ``("dataset",
    names, None, False)`` for :func:`_pair` (the values keep their change flags), or None."""
    lo, hi = out[idx[0]].sentence_start, out[idx[0]].sentence_end
    names: list[str] = []
    for s, e, name in sorted(datasets):
        if lo <= s and e <= hi and name not in names:
            names.append(name)
    return ("dataset", names, None, False) if len(names) == len(idx) else None


def _names_after_values(text: str, out: list[Result], idx: Sequence[int],
                        datasets: Sequence[tuple[int, int, str]],
                        named: Sequence[tuple[int, int, str, str]]) -> Optional[tuple]:
    """The name list of the third pass for the values ``out[idx]``: after the last value
    (and unit), or after the metric or the change noun all of them share ("45.1 and 38.2 mAP
    on COCO and LVIS", "9.6% and 8.2% average reductions in EER and minDCF":
    :data:`_SHARED_CHANGE_NOUN`), "in" / "on" / "for" / "across" (:data:`_LIST_PREP_AFTER`) and a coordinated list
    of names (:func:`_names_after`; ``named``: the metric and dataset spans ``(start, end,
    name, kind)``); else "in A and B metrics" (:data:`_KIND_NOUN_METRIC_LIST`: the noun of
    the list's kind says its items are measures, whatever their spans); else a list of
    datasets that opens the sentence ("On A, B and C, our model achieves 91.2%, 88.0% and
    76.5%") when the sentence names no other dataset. The list is of metrics when every
    item is a metric span or an acronym and one is a metric span, of datasets when every
    item is a dataset span (all distinct). Returns ``(kind, names, before)`` for
    :func:`_pair` (``before``: the metric read before the first value, inherited by the
    others: "lowers the error by 12%, 9% and 4% in RMSE, MAE and MAPE"), or None."""
    k = len(idx)
    run = [out[n] for n in idx]
    r0, last = run[0], run[-1]
    before = r0.metric if r0.metric and r0.start < _value_start(text, r0) else None
    items = None
    shared = _SHARED_CHANGE_NOUN.match(text, _value_end(text, last), r0.sentence_end)
    for pos in dict.fromkeys((_value_end(text, last), last.end) + ((shared.end(),) if shared else ())):
        if pos != _value_end(text, last) and len({r.metric for r in run} - {None}) > 1:
            continue
        prep = _LIST_PREP_AFTER.match(text, pos, r0.sentence_end)
        items = _names_after(text, prep.end(), r0.sentence_end, named) if prep else None
        if items:
            break
    if not items and (m := _KIND_NOUN_METRIC_LIST.match(text, _value_end(text, last), r0.sentence_end)):
        listed = _acronym_metric_items(m.group("list"))
        items = [("metric", x) for x in listed] if listed else None
    if not items and (front := _FRONTED_LIST.match(text, r0.sentence_start, r0.start)):
        items = _names_after(text, front.end(), r0.start, named)
        if items and (text[front.end():r0.start].count(",") < len(items) - 1 or sum(
                1 for s, e, _ in datasets if r0.sentence_start <= s < r0.sentence_end) != len(items)):
            items = None
    if not items or len(items) != k:
        return None
    kinds = {kind for kind, _ in items}
    names = [name for _, name in items]
    if kinds <= {"metric", "acronym"} and "metric" in kinds:
        return "metric", names, before
    if kinds == {"dataset"} and len(set(names)) == k and all(r.dataset is None or r.dataset in names for r in run):
        return "dataset", names, None
    return None


#: The passes of :func:`_paired_lists`, in order: how each finds a value list, and the
#: name list that goes with it.
_READINGS = ((_coordinated_values, _metrics_around_values),
             (_values_before_respectively, _datasets_of_sentence),
             (_listed_values, _names_after_values))


def _value_start(text: str, r: Result) -> int:
    """Start offset of the value of result ``r`` inside its text span (the number found
    there that is its value: not a digit of its metric, "F1-score by 7.9%"), or
    ``r.start``."""
    for n in find_numbers(text, r.start, r.end):
        if n.value.lstrip("+-") == r.value.lstrip("+-") or n.value_max == (r.value_max or r.value):
            return n.start
    return r.start


def _repaired(text: str, r: Result, metric: str, change: bool) -> Result:
    """Result ``r`` with the metric of a paired list and the change flag ``change``; when its
    metric changes, its text keeps the value alone (``"7% in recall"`` of "by 4% and 7% in
    recall and NDCG" was read with the nearest metric), so the text never names another
    metric than the result's."""
    if r.metric is None or r.metric == metric:
        return replace(r, metric=metric, change=change, confidence=0.8)
    start, end = _value_start(text, r), _value_end(text, r)
    return replace(r, metric=metric, change=change, confidence=0.8, text=text[start:end], start=start, end=end)


#: The gap between the end of a result and the value of the next item of its list: an
#: optional place phrase of the earlier item ("on CIFAR-10", "under AL") and bracket, a comma and/or a
#: conjunction, and an optional hedge of the next value ("by up to 29x, 29x, and 3x",
#: "87.8% ... under AL, 88.5% under B", "over 20% on A, and over 10% on B").
_NEXT_LISTED_VALUE_GAP = re.compile(
    r"(?:\s+(?:on|in|for|under|at|across|with)\s+[^,;:()]{1,40}?)?(?:\s*\([^()]{1,30}\))?"
    r"(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+)"
    r"(?:(?:up\s+to|over|about|around|nearly|almost|roughly|approximately|more\s+than|at\s+least)\s+)?", re.I)
#: What may follow the value of a later item of such a list: the end of the clause, a comma,
#: a conjunction or "respectively", a place phrase of the item ("on ImageNet", "under ADA"),
#: optionally after "absolute" / "relative" ("by 26.1% and 10.3% absolute, respectively").
_LISTED_VALUE_AFTER = re.compile(
    r"\s*(?:(?:absolute|relative)\b\s*)?(?:[,;)]|\.(?:\s|$)|$|(?:and|or|respectively|on|in|for|under|at|across|while|whereas)\b)",
    re.I)


def _listed_value_metric(text: str, results: list[Result]) -> list[Result]:
    """Give a later item of a bare list of values the metric of the item before it, whichever
    step named that metric: "improves the throughput over A, B, and C by up to 29x, 29x, and
    3x" -> all three are throughput (the first found by its changed measure), "achieving
    87.8% fully-supervised performance under AL, 88.5% under B, and 94.4% under C", "by 26.1%
    and 10.3% absolute, respectively" (session 26; step 3 carries a metric only from an item
    whose metric it found itself).

    Inputs: the cleaned ``text`` and its results in text order. Output: the same list, such
    results with ``metric`` set. Only a result without metric whose previous result is in the
    same sentence, has a metric and a unit of the same family (percent / points, or a
    multiplier); between the end of that result and the value only a place phrase of the
    earlier item, a comma or conjunction and a hedge (:data:`_NEXT_LISTED_VALUE_GAP`), and
    after the value no noun of its own (:data:`_LISTED_VALUE_AFTER`: a value followed by a
    noun, "88.5% GPU memory", measures that noun)."""
    from kg.extract.results.numbers import _RESULT_UNITS, _UNIT_FAMILY
    out = list(results)
    for i in range(1, len(out)):
        r, p = out[i], out[i - 1]
        if r.metric is not None or p.metric is None or p.sentence_start != r.sentence_start or \
                r.unit not in _RESULT_UNITS or \
                _UNIT_FAMILY.get(r.unit, r.unit) != _UNIT_FAMILY.get(p.unit, p.unit):
            continue
        v_start, v_end = _value_start(text, r), _value_end(text, r)
        if not (p.end <= v_start and _NEXT_LISTED_VALUE_GAP.fullmatch(text, p.end, v_start)):
            continue
        if not _LISTED_VALUE_AFTER.match(text, max(v_end, r.end)):
            continue
        out[i] = replace(r, metric=p.metric)
    return out
