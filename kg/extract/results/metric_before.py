"""Step 3 of :mod:`kg.extract.results`, second half: the metric named before the value.

Without a metric after the value (:mod:`kg.extract.results.metric_after`),
:func:`_metric_before` takes the last one before it in the same clause, linked by copulas,
prepositions, hedges or verbs of change only (:func:`_tight_gap`: ``improving certified
robustness by up to ≈ 9.6%``, ``BLEU score of 28.4``, ``Fréchet Inception Distance (FID) of
2.1``, ``reduces FID from 5.2 to 3.1``, ``search performance improved seven-fold``,
``decrease the mAP of the detector from 0.82 to 0.35``). A metric word among the models
compared after a verb of outperforming is no metric (:func:`_compared_list_item`).

Also read: a dataset phrase between a metric and its value (``reduces MSE on ETTh1 from 0.42
to 0.38``, :func:`_without_dataset_phrase`), a metric before a bracket or a colon holding the
value, a measured adjective after a measure noun (``temporal lengths over 5.7x longer``,
:func:`_measured_noun_before`), a metric set off by a comma before ``by`` (``improve CLIP
accuracy, by 19.5 points``, :func:`_metric_before_comma_by`), and the measured object of a
verb or noun of change (:func:`_changed_object_metric`, :func:`_change_noun_subject`).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Optional, Sequence

from kg.extract.results.words import (
    _CHANGE_VERB, _GENERIC_HEADS, _LINK_BEFORE, _NOT_MEASURED, _PHRASE_STOP, _TASK_WORDS, _VERB_STEM, _WORD_RE,
    _FROM_BEFORE, _REFERENCE_POINT_WORDS, _is_head, _is_verb,
)
from kg.extract.results.metric_after import _METRIC_NOUNS, _OF_OBJECT_BY, _head_continued, _phrase_left
from kg.records import Result


def _tight_gap(gap: str, loose: bool) -> bool:
    """Whether the words between a metric and a later value link them.

    Link words are copulas, prepositions, hedges and verbs of change (``BLEU score of``,
    ``robustness by up to ≈``, ``performance improved``). A bare number (``loose`` False)
    allows nothing else; a value with a unit allows two other words (``the performance of
    LLMs on NLGraph by``).
    """
    others = 0
    for w in gap.split():
        lw = w.lower().strip(".")
        if lw in ("but", "while", "whereas", "although", "yet"):
            return False  # "comparable performance but reduces 60% of the cost": a new clause
        if lw in _LINK_BEFORE or _VERB_STEM.match(lw) or lw.endswith("ly") or \
                not re.search(r"\w", lw) or lw in _METRIC_NOUNS:
            continue
        others += 1
    return others <= (2 if loose else 0)


#: A dataset phrase right after a metric: "MSE on ETTh1", "accuracy on the MIMIC-III benchmark".
_DATASET_PHRASE = re.compile(
    r"^\s+(?:on|in|across)\s+(?:the\s+)?[A-Z][\w\-.]*[\w](?:\s+[A-Z0-9][\w\-.]*)*"
    r"(?:\s+(?:dataset|benchmark|test\s+set|split)s?)?(?=\s)")


#: The hardware a measure is taken on, right after the metric: "on 64 GPUs", "on 16 or 64
#: GPUs", "with 8 A100 GPUs", "on a single GPU" (session 24): a setting of the measure, which
#: links the metric to a later "from A to B" as a dataset phrase does.
_HARDWARE_PHRASE = re.compile(
    r"^\s+(?:on|with|using|across)\s+(?:a\s+(?:single\s+)?|one\s+|\d+(?:\s*(?:,|or|and|to|-)\s*\d+)*\s+)?"
    r"(?:[A-Z][\w\-]*\s+)?(?:GPUs?|TPUs?|CPUs?|NPUs?|nodes|machines|devices|cores)(?=\s)")


def _without_dataset_phrase(gap: str, before_from: bool) -> str:
    """The gap between a metric and its value without a dataset phrase that opens it ("MSE
    on ETTh1 from 0.42 to 0.38": the gap " on ETTh1 " links as tightly as " "): a
    preposition and a proper name, which names where the metric is measured, not a second
    measure. Only when a link word follows the phrase ("accuracy on ImageNet is 85%") or
    the value is the outcome of "from A to B" (``before_from``): a name right before a bare
    value names a setting of it ("performance in NFE 500"). Before "from A to B" a hardware
    phrase (:data:`_HARDWARE_PHRASE`: "on 16 or 64 GPUs") is dropped as well."""
    m = _DATASET_PHRASE.match(gap)
    if m is None and before_from:
        m = _HARDWARE_PHRASE.match(gap)  # "cut the training time on 16 or 64 GPUs down from 26.7 to 20.2 hours"
    return gap[m.end():] if m and (before_from or re.search(r"\w", gap[m.end():])) else gap


#: A bracketed acronym or short name: "(EM)", "(NQ)", "(mAP@50)" (one token, a capital in it).
_ACRONYM_BRACKET = re.compile(r"\s*\(\s*(?=[^\s()]*[A-Z])[A-Za-z][\w@.\-]*\s*\)")


def _without_acronym_brackets(gap: str) -> str:
    """The gap between a metric and its value without the bracketed acronyms in it (session 48):
    "exact match (EM) on Natural Questions (NQ) by" reads as "exact match on Natural Questions
    by", so an acronym defined for the metric or its dataset does not cut the metric from
    its value. Only one-token brackets with a capital (:data:`_ACRONYM_BRACKET`) go; any
    other bracket is kept."""
    return _ACRONYM_BRACKET.sub("", gap)


def _long_form_before(text: str, s: int, e: int,
                      spans: Sequence[tuple[int, int, str]]) -> Optional[tuple[str, int]]:
    """The metric span written right before the bracket that holds the span ``text[s:e]``
    ("exact match (EM)" for the span "EM"): ``(surface, start offset)``, or None when
    ``text[s:e]`` is not alone in brackets or no metric span ends right before them."""
    if not (re.search(r"\(\s*$", text[max(0, s - 3):s]) and re.match(r"\s*\)", text[e:])):
        return None
    bracket = text.rindex("(", 0, s)
    for s2, e2, name2 in spans:
        if e2 <= bracket and not text[e2:bracket].strip():
            return name2, s2
    return None


def _metric_before(text: str, lo: int, start: int, spans: Sequence[tuple[int, int, str]],
                   loose: bool = True) -> Optional[tuple[str, int]]:
    """Last metric phrase before a value in the same clause: ``(surface, start offset)``.

    The clause is at most eight words back and stops at ``; : ( )``, a comma, or ``lo``
    (the end of the previous value); the words between metric and value must pass
    :func:`_tight_gap`. A metric span that only opens the phrase is read on to the phrase's
    head (``top-1 accuracies of 59.0`` with the span ``top-1``:
    :func:`~kg.extract.results.metric_after._head_continued`). Bracketed acronyms in the gap
    do not count against it (:func:`_without_acronym_brackets`: "exact match (EM) on Natural
    Questions (NQ) by 2.7 points" gives "exact match", the long form, not the acronym).
    """
    found = _metric_before_in_clause(text, lo, start, spans, loose)
    if found and _compared_list_item(text, lo, found[1]):
        return None  # "outperforms DINO, MAE and iBOT by 3%": a model compared, not a measure
    return found


#: A verb that compares the subject with the objects listed after it.
_OUTPERFORM_VERB = re.compile(r"\b(?:outperform|surpass|beat|exceed|outstrip|outpac|outscor)\w*\s+", re.I)
#: Words that end a list of compared models: a preposition or clause word ("outperforms X
#: in accuracy", "beats X on Y").
_NOT_IN_COMPARED_LIST = frozenset(
    """in on of for with at by across under to regarding terms than while which that when
    where both all the""".split()) - {"the", "all", "both"}


def _compared_list_item(text: str, lo: int, pos: int) -> bool:
    """Whether the phrase starting at ``pos`` is an item of the list of objects right after a
    verb of comparison in ``text[lo:pos]`` ("outperforms DINO, MAE and iBOT": MAE at
    ``pos``): between the verb and ``pos`` only list items of at most four words, separated
    by commas or "and"/"or", without a preposition (so "outperforms X in accuracy" keeps its
    measure)."""
    verbs = list(_OUTPERFORM_VERB.finditer(text, lo, pos))
    if not verbs:
        return False
    tail = text[verbs[-1].end():pos]
    if not tail.strip():
        return True  # "outperforms MAE by 3%"
    if not re.search(r"(?:,|\band|\bor)\s*$", tail):
        return False
    items = [x for x in re.split(r",\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+", tail.strip()) if x]
    return all(len(x.split()) <= 4 and not any(w.lower() in _NOT_IN_COMPARED_LIST for w in x.split())
               for x in items)


#: The gap between the verb "scores" and its value: nothing or hedges ("FooNet scores up to 80%").
_VERB_VALUE_GAP = re.compile(r"\s*(?:(?:up\s+to|over|about|around|nearly|only|roughly|approximately|almost|~|≈)\s*)*")


def _metric_before_in_clause(text: str, lo: int, start: int, spans: Sequence[tuple[int, int, str]],
                             loose: bool) -> Optional[tuple[str, int]]:
    """:func:`_metric_before` without its compared-list check."""
    from_to = text.startswith("from ", start)
    # the clause starts after the last punctuation, a one-token parenthesis excepted:
    # "Fréchet Inception Distance (FID) of 2.1", "an FID (↓) score of 3.08"
    cut = lo
    for m in re.finditer(r"\(\s*[^\s()]+\s*\)|[,;:()\[\]]", text[lo:start]):
        if m.group()[0] != "(" or len(m.group()) == 1:
            cut = lo + m.end()
    lo = cut
    for s, e, name in sorted(spans, key=lambda t: -t[1]):
        if lo <= s and e <= start and len(text[e:start].split()) <= 8:
            if _tight_gap(_without_dataset_phrase(text[e:start], from_to), loose) or \
                    _changed_object(text, lo, s, e, start):
                return name, s
            gap = text[e:start]
            if _long_form_before(text, s, e, spans):
                gap = re.sub(r"^\s*\)", "", gap)  # "exact match (EM) on ...": read on after the bracket
            if _ACRONYM_BRACKET.search(text, e, start) and _tight_gap(
                    _without_dataset_phrase(_without_acronym_brackets(gap), from_to), loose):
                # "improves exact match (EM) on Natural Questions (NQ) by 2.7 points": the long
                # form when the span found is the bracketed acronym of the metric before it
                return _long_form_before(text, s, e, spans) or (name, s)
            # "top-1 accuracies of 59.0" with the span "top-1": the phrase runs on to its head
            cont = _head_continued(text, s, e, start)
            if cont and _tight_gap(_without_dataset_phrase(text[cont[1]:start], from_to), loose):
                return cont[0], s
            return None
    words = list(_WORD_RE.finditer(text, lo, start))[-8:]
    texts = [w.group().rstrip(".") for w in words]
    for j in range(len(words) - 1, -1, -1):
        if _is_head(texts, j):
            k = j
            while k + 1 < len(words) and _is_head(texts, k + 1):
                k += 1
            first = _phrase_left(words, j)
            if not _tight_gap(_without_dataset_phrase(text[words[k].end():start], from_to), loose) and \
                    not _changed_object(text, lo, words[first].start(), words[k].end(), start):
                return None
            begin = words[first].start()
            head = words[j]
            if texts[k].lower() == "scores" and _VERB_VALUE_GAP.fullmatch(text, words[k].end(), start):
                return None  # "On GSM8K, FooNet scores 75.6%": a verb before its value
            if text[head.start() - 1:head.start()] == "(" and text[head.end():head.end() + 1] == ")":
                # "Fréchet Inception Distance (FID) of 2.1": the acronym names the metric
                return head.group(), begin
            if text[begin - 1:begin] == "(":
                begin -= 1
            return _drop_parens(text[begin:words[k].end()]), begin
    return None


#: A value opening a bracket, after at most a hedge: "(up to 2%)", "(~3x compared to ...".
_BRACKET_OPEN = re.compile(
    r"\(\s*(?:(?:up\s+to|about|around|approximately|nearly|over|only|roughly|~|≈|∼|"
    r"e\.g\.,?|i\.e\.,?|by)\s*)*$", re.I)
#: The prepositional phrase that may end a clause before such a bracket: "on 16 NLP tasks".
_TRAILING_PP = re.compile(r"\s(?:on|in|for|across|over)\s+[^,;:()]{1,50}?\s*$", re.I)


def _metric_before_bracket(text: str, lo: int, start: int,
                           spans: Sequence[tuple[int, int, str]]) -> Optional[tuple[str, int]]:
    """Metric of a value that opens a bracket after the clause naming the metric:
    ``improves average downstream accuracy on 16 NLP tasks (up to 2%)``, ``the pass rate on
    miniF2F (48.0% to 57.0%)``, ``runtime speedup (2-4x compared to ...)``. The clause
    before the bracket (without a final ``on``/``in``/``for`` phrase) must end in the metric
    phrase; ``lo`` bounds the search (sentence start or the previous value's end).
    Output as :func:`_metric_before`: ``(surface, start offset)`` or None."""
    m = _BRACKET_OPEN.search(text, lo, start)
    if not m or m.end() != start:
        return None
    end = m.start()
    while end > lo and text[end - 1].isspace():
        end -= 1
    found = _metric_before(text, lo, end, spans, loose=False)  # "superior accuracies (87.5% ..."
    pp = _TRAILING_PP.search(text, lo, end)
    if found is None and pp:
        end = pp.start()
        while end > lo and text[end - 1].isspace():
            end -= 1
        found = _metric_before(text, lo, end, spans, loose=False)
    return found


def _metric_before_colon(text: str, lo: int, start: int,
                         spans: Sequence[tuple[int, int, str]]) -> Optional[tuple[str, int]]:
    """Metric of a value that opens a list after a colon: ``FID scores in line with the
    best models: 1.77 on A, 1.93 on B``. The clause before the colon must name a metric
    (a span, else a metric head) with at most six words and no verb after it.
    Output as :func:`_metric_before`: ``(surface, start offset)`` or None."""
    m = re.search(r":\s*$", text[lo:start])
    if not m:
        return None
    colon = lo + m.start()
    clause = max(lo, max(text.rfind(c, lo, colon) for c in ",;()") + 1)
    words = list(_WORD_RE.finditer(text, clause, colon))
    texts = [w.group().rstrip(".") for w in words]
    for s, e, name in sorted(spans, key=lambda t: -t[1]):
        if clause <= s and e <= colon:
            tail = text[e:colon].split()
            ok = len(tail) <= 6 and not any(_is_verb(w) for w in tail)
            return (name, s) if ok else None
    for j in range(len(words) - 1, -1, -1):
        if _is_head(texts, j):
            tail = texts[j + 1:]
            if len(tail) > 6 or any(_is_verb(w) for w in tail):
                return None
            k = j
            first = _phrase_left(words, j)
            return _drop_parens(text[words[first].start():words[k].end()]), words[first].start()
    return None


#: A measured adjective after a value: "5.7x longer", "3x larger".
_DIMENSION_ADJECTIVE = re.compile(r"\s*(?P<adj>longer|shorter|larger|smaller|bigger|wider|narrower|deeper)\b", re.I)
#: The measure nouns of each adjective: "lengths ... longer", "model sizes ... larger".
_DIMENSION_NOUNS = {
    "longer": ("length", "lengths", "duration", "durations", "horizon", "horizons", "span", "spans"),
    "shorter": ("length", "lengths", "duration", "durations", "horizon", "horizons", "span", "spans"),
    "larger": ("size", "sizes", "footprint", "volume", "capacity", "scale"),
    "smaller": ("size", "sizes", "footprint", "volume", "capacity", "scale"),
    "bigger": ("size", "sizes", "footprint", "volume", "capacity", "scale"),
    "wider": ("width", "widths", "coverage", "range"),
    "narrower": ("width", "widths", "range"),
    "deeper": ("depth", "depths"),
}
#: A noun run, a hedge and the value's start: "intrinsic temporal lengths over ".
_NOUN_RUN_BEFORE = re.compile(
    r"(?<![\w\-])(?P<m>[a-z][\w\-]*(?:\s+[a-z][\w\-]*){0,2})\s+"
    r"(?:(?:over|up\s+to|about|around|nearly|roughly|approximately|almost|more\s+than|~|≈)\s*)*$")


def _measured_noun_before(text: str, lo: int, start: int, adjective: str) -> Optional[tuple[str, int]]:
    """The measure named right before a value that a measured adjective follows: "EgoSchema
    has intrinsic temporal lengths over 5.7x longer than ..." -> ``("intrinsic temporal
    lengths", start)``. The one to three lower-case words before the value (past a hedge)
    must end in a noun of the adjective's dimension (:data:`_DIMENSION_NOUNS`: "lengths"
    for "longer", "sizes" for "larger") and hold no stop word or verb; None otherwise.
    Output as :func:`_metric_before`."""
    m = _NOUN_RUN_BEFORE.search(text, lo, start)
    if m is None or m.end() != start:
        return None
    words = m.group("m").split()
    while words and (words[0] in _PHRASE_STOP or _is_verb(words[0]) or
                     len(words) > 1 and re.search(r"[^su]s$", words[0])):
        # "to have intrinsic temporal lengths": the run starts after the verb; a plural
        # modifier is rare in an English compound, so "supports sequence lengths" starts
        # at "sequence"
        words.pop(0)
    if not words or words[-1] not in _DIMENSION_NOUNS[adjective.lower()] or \
            any(w in _PHRASE_STOP or _is_verb(w) for w in words):
        return None
    phrase = " ".join(words)
    return phrase, m.start("m") + m.group("m").rindex(phrase)


#: ", by (up to)" right before a value.
_COMMA_BY = re.compile(
    r",\s*by\s+(?:(?:up\s+to|about|around|approximately|nearly|over|roughly|almost|as\s+(?:much|large|high|many)\s+as|more\s+than|~|≈)\s*)*$", re.I)


#: Switch (session 50, metric50): a value that follows ", e.g.," / ", i.e.," / ", for example,"
#: (then "by" or "from" optional) after a clause ending in a measure changed by a verb of
#: change is that measure's value, as after ", by": "improves accuracy significantly, e.g., 3.2%
#: on ImageNet", "reduces measurement errors significantly, e.g., 4.98%→0.62%".
EXAMPLE_AFTER_COMMA = True
#: ", e.g.," and the like right before a value (:data:`EXAMPLE_AFTER_COMMA`).
_COMMA_EXAMPLE = re.compile(
    r",\s*(?:e\.g\.|i\.e\.|for\s+example|for\s+instance)\s*,?\s*(?:(?:by|from)\s+)?"
    r"(?:(?:up\s+to|about|around|approximately|nearly|over|roughly|almost|more\s+than|~|≈)\s*)*$", re.I)


#: ", with a gain of (up to)" right before a value (also "an improvement", "a reduction" ...).
_COMMA_WITH_GAIN = re.compile(
    r",\s*with\s+(?:a|an|the)\s+(?:(?:relative|absolute|average|maximum)\s+)?"
    r"(?:gain|improvement|increase|boost|reduction|decrease|drop)\s+of\s+"
    r"(?:(?:up\s+to|about|around|approximately|nearly|over|roughly|almost|more\s+than|~|≈)\s*)*$", re.I)
#: The rest of a clause after its metric: an adverb at most and an intransitive verb of change
#: ("accuracy consistently increases", "the error drops").
_SUBJECT_CHANGED = re.compile(
    r"\s+(?:\w+ly\s+)?(?:increas|improv|decreas|ris|rose|grow|grew|drop|fall|fell|declin)\w*\s*$", re.I)


def _metric_before_comma_by(text: str, lo: int, start: int,
                            spans: Sequence[tuple[int, int, str]]) -> Optional[tuple[str, int]]:
    """Metric of a change set off by a comma: ``consistently improve CLIP accuracy, by 19.5
    points``. The clause before ", by" must end in the metric phrase (nothing between them)
    and a verb of change (:data:`_CHANGE_VERB`) must stand at most 40 characters before the
    metric; with :data:`EXAMPLE_AFTER_COMMA` ", e.g.," and the like stand for ", by"
    (``reduces measurement errors significantly, e.g., 4.98%→0.62%``). Also ``accuracy
    consistently increases, with a gain of up to 3.3%``: the metric
    and an intransitive verb of change end the clause before ", with a gain of"
    (:data:`_COMMA_WITH_GAIN`, :data:`_SUBJECT_CHANGED`; session 32).
    Output as :func:`_metric_before`: ``(surface, start offset)`` or None."""
    m = _COMMA_BY.search(text, lo, start)
    if (not m or m.end() != start) and EXAMPLE_AFTER_COMMA:
        m = _COMMA_EXAMPLE.search(text, lo, start)  # "improves accuracy significantly, e.g., 3.2%"
    if not m or m.end() != start:
        m = _COMMA_WITH_GAIN.search(text, lo, start)
        if not m or m.end() != start:
            return None
        found = _metric_before(text, lo, m.start(), spans, loose=True)
        # "the student's accuracy consistently increases, with a gain of up to 3.3%": the
        # metric is the subject of the intransitive verb of change that ends the clause
        if found is None or not _SUBJECT_CHANGED.match(text, found[1] + len(found[0]), m.start()):
            return None
        return found
    found = _metric_before(text, lo, m.start(), spans, loose=False)
    if found is None or not _CHANGE_VERB.search(text, max(lo, found[1] - 40), found[1]):
        return None
    return found


#: "reduce the MAC of a vanilla SIREN model by up to", "extends the lifetime of the memory
#: block by up to", "outperforms the in-context learning accuracy of X by": the thing a verb
#: of change changes (after a verb of outperforming (group ``out``), or with more than two
#: words or an object (group ``obj``) of more than 40 characters, only a metric head: not
#: "outperforms the baselines of A by"),
#: measured on an object, before "by" and the value (when no known metric is there).
_CHANGED_THING = re.compile(
    r"\b(?:improv|reduc|increas|decreas|boost|rais|lower|cut|enhanc|accelerat|extend|prolong|shorten|"
    r"(?P<out>outperform|surpass|exceed|beat))\w*\s+"
    r"(?:the\s+|its\s+|their\s+)(?P<m>[A-Za-z][\w\-]*(?:\s+[A-Za-z][\w\-]*){0,2}?)"
    r"\s+of\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?(?P<obj>[^,;:()]{1,60}?)\s+by\s+"
    r"(?:(?:up\s+to|about|around|approximately|nearly|over|more\s+than|roughly|almost|as\s+(?:much|large|high|many)\s+as|~|≈)\s*)*$",
    re.I)


#: A verb of change, its object and "by" right before a value ("reduces the communication
#: volume by up to", "improve time-dependent C statistics by").
_CHANGED_OBJECT = re.compile(
    r"\b(?:improv|reduc|increas|decreas|boost|rais|lower|cut|enhanc|accelerat|lift|shrink|halv|"
    r"doubl|minimi[sz]|maximi[sz])\w*\s+(?:down\s+)?(?:the\s+|its\s+|their\s+|our\s+)?"
    r"(?P<m>[^\s,;:()]+(?:\s+[^\s,;:()]+){0,3}?)\s+(?:by\s+)?"
    r"(?:(?:up[\s-]+to|about|around|approximately|nearly|over|more\s+than|roughly|almost|as\s+(?:much|large|high|many)\s+as|"
    r"an?\s+average\s+of|on\s+average|~|≈|∼)\s*)*$", re.I)


#: As :data:`_CHANGED_OBJECT` with the compared system between the object and "by" ("reduces
#: the required memory footprint compared to first-order SGD, i.e. by 2x", "improves the
#: accuracy relative to X by 3%"): the comparand names no measure; "by" is required.
_CHANGED_OBJECT_COMPARED = re.compile(
    r"\b(?:improv|reduc|increas|decreas|boost|rais|lower|cut|enhanc|accelerat|lift|shrink|halv|"
    r"doubl|minimi[sz]|maximi[sz])\w*\s+(?:down\s+)?(?:the\s+|its\s+|their\s+|our\s+)?"
    r"(?P<m>[^\s,;:()]+(?:\s+[^\s,;:()]+){0,3}?)\s+(?:compared\s+(?:to|with)|relative\s+to|in\s+comparison\s+(?:to|with))"
    r"\s+[^,;:()\d]{1,50}?\s*,?\s*(?:(?:i\.e\.|e\.g\.|namely),?\s*)?by\s+"
    r"(?:(?:up[\s-]+to|about|around|approximately|nearly|over|more\s+than|roughly|almost|as\s+(?:much|large|high|many)\s+as|"
    r"an?\s+average\s+of|on\s+average|~|≈|∼)\s*)*$", re.I)


#: A noun of change and "in" right before a metric: "the increase in", "the reduction in the".
_CHANGE_NOUN_IN = re.compile(
    r"\b(?:the\s+|an?\s+)?(?P<noun>increase|improvement|gain|reduction|decrease|drop|boost|degradation)s?"
    r"\s+in\s+(?:the\s+)?$", re.I)


def _change_noun_subject(text: str, lo: int, start: int,
                         metrics: Sequence[tuple[int, int, str]]) -> Optional[tuple[str, int]]:
    """The metric of a value stated as the size of a change named earlier in its clause by a
    noun of change before the metric ("the increase in certified accuracy provided by X is
    prominent, up to 6.4%", "the improvement in top-1 accuracy is 3.1%"): the last metric
    span in ``text[lo:start]`` that follows :data:`_CHANGE_NOUN_IN`, when no digit, other
    metric, ";" or ":" stands between it and the value. Output: ``(metric, start)`` or None.
    The caller marks the value a change."""
    for ms, me, name in sorted(metrics, reverse=True):
        if lo <= ms and me <= start:
            gap = text[me:start]
            if re.search(r"\d|[;:]", gap) or any(me <= s2 and e2 <= start for s2, e2, _ in metrics):
                return None
            return (name, ms) if _CHANGE_NOUN_IN.search(text, max(lo, ms - 30), ms) else None
    return None


def _changed_object_metric(text: str, lo: int, start: int) -> Optional[tuple[str, int]]:
    """The object of a verb of change right before ``by <value>`` as the metric:
    ``reducing overgeneralization by 30%``, ``improve time-dependent C statistics by 4.6%``,
    ``reduce the communication volume up to 4x``. One to four words, none a stop word or
    verb; all lower case unless the last is a metric head; a possessive owner is dropped
    (``the model's calibration error``); never a system (``improves the baseline by``,
    ``the state of the art``) nor bare ``performance``. A count is an object too
    (:data:`_COUNTED_OBJECT`): ``reducing the number of parameters by 90%``, ``reduces NFEs
    from 35 to 25`` (``start`` at "from"; session 24: the gold names such counts as metrics,
    "number of samples", "number of trainable parameters", "NFEs"). ``(phrase, start
    offset)`` or None."""
    m = _CHANGED_OBJECT.search(text, lo, start)
    if not m or m.end() != start:
        m = _CHANGED_OBJECT_COMPARED.search(text, lo, start)  # "reduces the memory footprint compared to SGD, i.e. by 2x"
        if not m or m.end() != start:
            return None
    if re.match(r"(?!lowers\b)\w+(?:ments?|ions?|ers?)\b", m.group(0), re.I):
        return None  # "yields improvements ranging from 5% to 37%": a noun of change, no verb with an object
        # ("lowers" is the verb: "lowers the number of steps from 256 to 8")
    if (count := _COUNTED_OBJECT.fullmatch(m.group("m"))) is not None:
        return count.group(0), m.start("m")  # "reduces the number of parameters by 90%", "reduces NFEs from 35 to 25"
    words = m.group("m").split()
    begin = m.start("m")
    for n, w in enumerate(words):
        if w.endswith(("'s", "’s")):
            if n == len(words) - 1:
                return None
            begin = m.start("m") + m.group("m").index(words[n + 1], len(" ".join(words[:n + 1])))
            words = words[n + 1:]
            break
    if any(w.lower() in _PHRASE_STOP or _is_verb(w) or w.lower().endswith("ly") for w in words):
        return None
    if words[-1].lower() in _NOT_MEASURED or words[-1].lower() in _NOT_CHANGED or \
            words[-1].lower() in _TASK_WORDS and not _is_head(words, len(words) - 1):
        return None  # ("improves zero-shot classification by 2.9%": a task, whose measure is unnamed)
    if not all(w.islower() for w in words) and not _is_head(words, len(words) - 1):
        return None
    return " ".join(words), begin


def _from_reference_metric(text: str, lo: int, start: int,
                           before: Optional[tuple[str, int]]) -> Optional[tuple[str, int]]:
    """The measure of a "from A to B" change whose "from" opens a reference point, when the
    metric read before A only names that point: in "reduces the outlier share from the previous
    best performance of 31.0% to 6.2%", "previous best performance" says whose value A was, and
    the measure is the object of the verb before "from" ("outlier share",
    :func:`_changed_object_metric`).

    Args:
        text: the cleaned abstract.
        lo: where the clause may start (the sentence start or the previous result's end).
        start: the offset of A.
        before: the metric read before A, ``(phrase, start offset)``, or None.
    Returns:
        ``(phrase, start offset)`` of the verb's object, or None when ``before`` is None, lies
        before "from", has a word that is no reference word (:data:`_REFERENCE_POINT_WORDS`:
        "from the previous best FID of 5.2 to 3.1" keeps "FID"), or no object is read."""
    if before is None:
        return None
    m = _FROM_BEFORE.search(text, lo, start)
    if m is None or before[1] < m.start():
        return None
    if not all(w.lower() in _REFERENCE_POINT_WORDS for w in before[0].split()):
        return None
    return _changed_object_metric(text, lo, m.start())


#: A count as the object of a verb of change: "the number of" and one to three lower-case
#: words ending in a plural ("number of model parameters", "number of function evaluations"),
#: or a plural acronym, which counts units ("NFEs", "FLOPs", "MACs"; capitals only, so no
#: name: "LLaMAs"; not the plural of a device or a model family: "GPUs", "GANs", "PDEs").
_COUNTED_OBJECT = re.compile(
    r"number\s+of\s+(?:[a-z][a-z\-]*\s+){0,2}[a-z][a-z\-]*s|"
    r"(?!(?:[GCTN]PU|LLM|VLM|LM|[GCRDS]NN|PINN|MLP|GAN|VAE|SDE|ODE|PDE)s\b)[A-Z]{2,}s")
#: Nouns before "of" that are no measured quantity ("improves the state of the art by").
_NOT_CHANGED = frozenset({"state", "number", "amount", "level", "degree", "rest", "use", "set"})


def _changed_object(text: str, lo: int, m_start: int, m_end: int, start: int) -> bool:
    """``reduces the MAC of a vanilla SIREN model by up to 500x``, ``improves the accuracy
    of ResNet-50 by 2%``, ``degrades the detection score of a target object from 0.73 to
    0.16``: the metric at ``text[m_start:m_end]`` is the object of a verb of change (at most
    "the" between them; an acronym in brackets after its expansion counts as the metric:
    ``decrease the mean average precision (mAP) of ...``), and only "of <object> by" (or
    "of <object>" before "from A to B", which starts at ``start``) separates it from the
    value at ``start``."""
    if not (_OF_OBJECT_BY.match(text[m_end:start]) or
            text.startswith("from ", start) and _OF_OBJECT_FROM.fullmatch(text, m_end, start)):
        return False
    if text[m_start - 1:m_start] == "(" and text[m_end:m_end + 1] == ")":
        return bool(_CHANGE_VERB_OBJECT_BRACKET.search(text, max(lo, m_start - 90), m_start))
    return bool(re.search(r"\b(?:improv|reduc|increas|decreas|boost|rais|lower|cut|enhanc|"
                          r"accelerat|degrad)\w*\s+(?:the\s+)?$", text[max(lo, m_start - 30):m_start], re.I))


#: "of <object>" between a changed metric and "from A to B" ("the detection score of a target
#: object from 0.73 to 0.16"); a bracket closing the metric's acronym may come first.
_OF_OBJECT_FROM = re.compile(r"\)?\s+of\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?[^,;:()]{1,40}?\s+")
#: A verb of change, "the" and an expansion before the bracket of its acronym ("decrease the
#: mean average precision (").
_CHANGE_VERB_OBJECT_BRACKET = re.compile(
    r"\b(?:improv|reduc|increas|decreas|boost|rais|lower|cut|enhanc|accelerat|degrad)\w*\s+"
    r"(?:the\s+)?[A-Za-z][\w\-]*(?:\s+[A-Za-z][\w\-]*){0,4}\s*\($", re.I)


def _drop_parens(phrase: str) -> str:
    """``(FID) score`` -> ``FID score``; other phrases unchanged."""
    return re.sub(r"\s+", " ", phrase.replace("(", " ").replace(")", " ")).strip() \
        if "(" in phrase or ")" in phrase else phrase


#: A noun of change and "of" (or a comma and a hedge) right before a value: "memory
#: compression gains of more than 4x", "link reliability improvements of up to 3x", "a
#: carbon footprint reduction, up to 92%".
_CHANGE_NOUN_OF = re.compile(
    r"(?P<m>(?:[a-z][a-z\-]*\s+){0,2}[a-z][a-z\-]*)\s+"
    r"(?P<c>gains?|improvements?|reductions?|increases?|savings?|boosts?|decreases?)"
    r"(?:\s+of|\s*,)\s+(?:(?:up\s+to|more\s+than|over|about|around|nearly|almost|approximately|roughly|"
    r"at\s+least|as\s+much\s+as|~|∼|≈)\s*)?$")
#: Adjectives that rate a change, not name what changed ("a significant improvement of 5%").
_CHANGE_RATING = frozenset(
    """significant substantial considerable remarkable notable large huge big small modest marginal
    consistent average relative absolute overall total mean median further additional maximum minimum
    maximal typical dramatic impressive massive moderate slight great greater sizable sizeable
    noticeable clear strong solid steady overall up""".split())


#: Endings of a noun of a quality or an action, which a change can measure ("hardware
#: reliability", "memory compression", "human preference").
_MEASURED_NOUN_END = re.compile(r"(?:ions?|ity|ities|ness|ance|ence|ency|ment)$")


def _change_noun_of_metric(text: str, lo: int, start: int) -> Optional[tuple[str, int]]:
    """The quantity named by the noun run before a noun of change whose size is the value:
    ``memory compression gains of more than 4x`` -> ``memory compression``, ``carbon
    footprint reduction, up to 92%`` -> ``carbon footprint`` (:data:`_CHANGE_NOUN_OF`; a saving
    stays in the phrase, as after a value: ``bit saving of 2x`` -> ``bit saving``). One to
    three lower-case words right before the change noun; the run is cut after a stop word,
    a verb, an adverb or a rating adjective (:data:`_CHANGE_RATING`: "a significant
    improvement of 5%" names nothing; so does a participle or a superlative: "normalized",
    "largest"); the last word is a metric head, a generic head (``memory``, ``footprint``) or
    a noun of a quality or an action (:data:`_MEASURED_NOUN_END`); the first word after a
    subject pronoun is its verb ("we see fault tolerance gains"); never a system, a task noun or bare ``performance``
    (:data:`~kg.extract.results.words._NOT_MEASURED`). ``lo`` bounds the search (the end of
    the previous value or the sentence start). Output: ``(phrase, start offset)`` or None."""
    m = _CHANGE_NOUN_OF.search(text, lo, start)
    if not m or m.end() != start:
        return None
    words = list(re.finditer(r"\S+", m.group("m")))
    keep = []
    for w in reversed(words):
        lw = w.group().lower()
        if lw in _PHRASE_STOP or _is_verb(w.group()) or lw.endswith("ly") or lw in _CHANGE_RATING or \
                lw.endswith(("ed", "est", "ing")) and not _is_head([x.group() for x in words], words.index(w)):
            break  # ("leading to an average normalized improvement of 52%", "boasting improvements of")
        keep.insert(0, w)
    if len(keep) == len(words) > 1 and re.search(r"\b(?:we|it|they|which|that|this)\s+$", text[lo:m.start("m")], re.I):
        keep = keep[1:]  # "we see fault tolerance gains of 5x": the word after a subject is its verb
    if not keep:
        return None
    last = keep[-1].group().lower()
    if last in _NOT_MEASURED or last in _TASK_WORDS or last in _NOT_CHANGED:
        return None
    if not (_is_head([w.group() for w in keep], len(keep) - 1) or last in _GENERIC_HEADS
            or _MEASURED_NOUN_END.search(last)):
        return None  # "a decent gain of about 12%", "find improvements of over 2-13%": no noun of a quantity
    phrase = " ".join(w.group() for w in keep)
    if m.group("c").startswith("saving"):
        phrase += " " + m.group("c")  # "bit saving of 2 to 50 times": the measure is the saving
    return phrase, m.start("m") + keep[0].start()


#: Switch (session 53, fixJprop): a metric phrase read before its value never holds the
#: clause's finite verb (:func:`metric_without_finite_verb`): "while LoRA degrades accuracy by
#: 2.3%" has the metric "accuracy", not "LoRA degrades accuracy" (a fresh-user trial's find).
METRIC_WITHOUT_VERB = True
#: A finite verb form that the tagger's tag is trusted for inside a metric phrase: the third
#: person "-s" of VBZ ("degrades", "scores") or the "-ed" past of VBD ("degraded"), so that a
#: noun the tagger calls a verb ("test set accuracy": "set" as VBD) stays in the phrase.
_FINITE_FORM = {"VBZ": re.compile(r"[a-z]{2,}s$"), "VBD": re.compile(r"[a-z]{2,}ed$")}


def finite_verbs(words: Sequence[str], tags: Sequence[str], starts: Sequence[int]) -> list[tuple[int, int]]:
    """The character spans of the finite verbs of a tagged text that
    :func:`metric_without_finite_verb` trusts: a token tagged VBZ ending in "-s" or VBD
    ending in "-ed" (:data:`_FINITE_FORM`). Inputs: parallel token texts, fine-grained tags
    and start offsets; output: ``(start, end)`` spans in text order."""
    out = []
    for w, t, s in zip(words, tags, starts):
        form = _FINITE_FORM.get(t)
        if form is not None and form.match(w):
            out.append((s, s + len(w)))
    return out


def metric_without_finite_verb(text: str, results: Sequence[Result],
                               verbs: Sequence[tuple[int, int]]) -> list[Result]:
    """Results whose metric phrase, where it stands before the value in the sentence, holds a
    finite verb (``verbs``: :func:`finite_verbs`) followed by more words get the words after
    the last such verb as their metric ("LoRA degrades accuracy" -> "accuracy"), and their
    ``text`` and ``start`` move with it when the phrase opened them. A verb that ends the
    phrase leaves it as it is (the phrase's head: the rules for "<NAME> scores 71%" drop that
    one before). Inputs: the cleaned abstract, its results and the verb spans; output: the
    results, in order. :data:`METRIC_WITHOUT_VERB` switches it off."""
    if not METRIC_WITHOUT_VERB or not verbs:
        return list(results)
    out = []
    for r in results:
        pos = text.rfind(r.metric, r.sentence_start, max(r.end, r.start + len(r.metric))) if r.metric else -1
        end = pos + len(r.metric) if pos >= 0 else -1
        inside = [(a, b) for a, b in verbs if pos <= a and b < end and text[b:end].strip()]
        if not inside or (pos > 0 and text[pos - 1].isalnum()):
            out.append(r)
            continue
        cut = inside[-1][1]
        while cut < end and text[cut].isspace():
            cut += 1
        metric = text[cut:end]
        if r.start == pos:
            r = replace(r, start=cut, text=text[cut:r.end])
        out.append(replace(r, metric=metric))
    return out
