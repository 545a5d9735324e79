"""Step 3 of :mod:`kg.extract.results`, first half: the metric named after the value.

:func:`_metric_after` reads the metric phrase right after the value (``85.4% top-1``,
``13.73% accuracy``, ``a 92.1% average success rate``, ``4.69%-15.26% in FID``, ``a 5%
improvement in accuracy``, ``76.3 mIoU``, past a comparand: ``3% improvement over
baselines in balanced accuracy``); when it finds none, the metric before the value is
looked for (:mod:`kg.extract.results.metric_before`). Without a known metric after the
value, the noun phrase after a comparative (``67x better scalability``, ``10x fewer
gradient evaluations``) or before a change noun (``72.3% bit rate saving``, ``a 21.1% PRO
gain``, ``9% improvements in PCK``) names it (:func:`_compared_noun`). Metric spans from
the entity extractor are used first; the metric-head list of
:mod:`kg.extract.results.words` (accuracy, FID, BLEU, success rate, ...; generic heads such
as ``time`` or ``performance`` only with a modifier) otherwise. Also here: the reduced
quantity after a verb of saving (:func:`_reduced_quantity`) and a vague head widened by its
change noun (:func:`_vague_head_change`).
"""
from __future__ import annotations

import re
from typing import Optional, Sequence

from kg.extract import lexicon as L
from kg.extract.results.words import (
    _CHANGE_WORDS, _CUTOFF_METRIC, _GENERIC_HEADS, _NOT_MEASURED, _PHRASE_STOP, _RATE_MODIFIERS, _TASK_WORDS,
    _VERB_STEM, _WORD_RE, _is_head, _is_verb,
)


#: Participles of verbs that take a measure as object ("impacting accuracy", "costing memory"),
#: not named by :data:`~kg.extract.results.words._VERB_STEM`: no modifier of a metric.
_PARTICIPLE = re.compile(r"^(?:impact|affect|compromis|los|hurt|harm|degrad|cost|requir|us|consum|incur|"
                         r"sacrific|trad|spend|sav)ing$")


#: Right after a value, a name of one to seven capitalised words (small words of a title
#: between them: "of", "for", "and", "at", "to", "in", "the") and its acronym in brackets:
#: "11.8% Average Percentage of Correct Keypoint (A-PCK)"; group ``a`` is the acronym.
_TITLED_NAME_ACRONYM = re.compile(
    r"\s+(?:[A-Z][\w\-]*(?:\s+(?:of|for|and|at|to|in|the))?\s+){1,7}\(\s*(?P<a>[^\s()]{2,12})\s*\)")


#: A word that is itself a value with a unit ("16x", "2.5%", "3×"): no word of a metric phrase.
_VALUE_TOKEN = re.compile(r"^[+\-]?\d[\d.,]*(?:x|×|%|-fold)$", re.I)


#: Adjectives that grade a value, not name a measure ("a high GPU speed of 165 FPS", "a low
#: inference latency of 12 ms"); :func:`_phrase_left` leaves them out of the phrase unless the
#: head is a generic one alone ("a high efficiency of 90%": "efficiency" needs a modifier).
_RATING_ADJECTIVES = frozenset({"high", "low", "good"})


def _phrase_left(words: list[re.Match], head: int) -> int:
    """Index of the first word of the metric phrase ending at ``words[head]``.

    Modifiers are the up to three words before the head that are neither stop words nor
    verbs (``average success rate``, ``certified robustness``, ``top-1 accuracy``); a noun
    on a verb stem that qualifies a rate or a ratio counts (``acceleration ratio``); a rating
    adjective (:data:`_RATING_ADJECTIVES`) ends the phrase unless the head is generic and alone.
    """
    first = head
    while first > 0 and head - first < 3:
        w = words[first - 1].group()
        lw = w.lower()
        if lw in _PHRASE_STOP or _VERB_STEM.match(w) and not (
                lw in _RATE_MODIFIERS and words[head].group().lower() in ("rate", "rates", "ratio")) \
                or not re.search(r"[A-Za-z]", w) \
                or w.endswith(".") or lw.endswith("ly") or w.islower() and lw.endswith(("'s", "’s")):
            break
        if _PARTICIPLE.match(lw):
            break  # "by up to 22% impacting accuracy only by 0.4%": the participle opens a clause
        if (lw in _RATING_ADJECTIVES or lw in L.METRIC_QUALITY_WORDS) and (
                first < head or words[head].group().lower() not in _GENERIC_HEADS):
            break  # "a high GPU speed of 165 FPS": the rating grades the value (a bare generic head keeps it)
        first -= 1
        if words[first].string[words[first].end():words[first].end() + 1] == ")":
            break  # "(FID) score": the parenthesised acronym is the last modifier
    return first


#: "relative" or "absolute" opening an error measure right after a value ("43.5% relative
#: distance error", "2.1% absolute error"): the word belongs to the measure (relative error is
#: not error), unlike the rating of a change ("5% relative improvement in accuracy"), which
#: :data:`_AFTER_SKIP` passes over; not before a change noun ("relative error reduction").
_RATED_ERROR = re.compile(
    r"\s*(?P<m>(?:relative|absolute)\s+(?:[A-Za-z][\w\-]*\s+){0,2}errors?)\b"
    r"(?!\s+(?:reduction|decrease|drop|improvement|gain|increase)s?\b)", re.I)

#: "speed up" written as two words right after a multiplier ("a 3.5x speed up", "4x speed ups
#: of sampling"): the noun speedup, not the verb ("can speed up decoding by 1.8x" has no value
#: before it).
_SPEED_UP_NOUN = re.compile(r"\s*(?P<m>speed\s+ups?)\b(?!\s+(?:the|a|an|our|its|their)\b)", re.I)


def _metric_after(text: str, start: int, hi: int,
                  spans: Sequence[tuple[int, int, str]], multiplier: bool = False,
                  percent: bool = False) -> Optional[tuple[str, int]]:
    """Metric phrase right after a value: ``(surface, end offset)`` or None.

    Skips change words, participles of change and a linking preposition (``a 5%
    improvement in accuracy``, ``4.69%-15.26% in FID``, ``higher accuracy``, ``three-fold
    improved performance``), ``on average`` (``by 0.4% to 12.2% on average in terms of
    adversarial accuracy``), a cut-off metric after ``at`` or ``on`` (``by 2% at Precision@1``,
    :data:`_CUTOFF_METRIC`) and, after a multiplier (``multiplier`` True), an article
    (``1.7x the success rate of the baseline``); stops at clause punctuation. A name in
    capitals and its acronym in brackets right after the value give the acronym when it is a
    metric span (:data:`_TITLED_NAME_ACRONYM`). ``percent``
    (the value is a percentage) makes "fewer"/"less" name a saving as after a multiplier
    (:func:`_compared_noun`; session 28).
    """
    if (named := _TITLED_NAME_ACRONYM.match(text, start, hi)) and \
            any((s, e) == named.span("a") for s, e, _ in spans):
        # "increasing 11.8% Average Percentage of Correct Keypoint (A-PCK)": the measure's
        # name in capitals, which no rule knows, is defined by a known acronym (session 31)
        return named.group("a"), named.end()
    stop = hi
    m = re.search(r"[,;:()\[\]]|\.(?:\s|$)", text[start:hi])
    if m:
        stop = start + m.start()
    if multiplier and (speed := _SPEED_UP_NOUN.match(text, start, stop)):
        return speed.group("m"), speed.end("m")  # "a 3.5x speed up over the baseline"
    rel = _RATED_ERROR.match(text, start, stop)
    if rel and not any(w.lower() in _PHRASE_STOP or _is_verb(w) for w in rel.group("m").split()[1:]):
        return rel.group("m"), rel.end("m")  # "43.5% relative distance error": a measure of its own
    words = list(_WORD_RE.finditer(text, start, stop))[:12]
    if len(words) > 1 and words[0].group().lower() in ("at", "on", "in", "for") and \
            _CUTOFF_METRIC.fullmatch(words[1].group()):
        return words[1].group(), words[1].end()  # "by up to 2% at Precision@1", "4% on Accuracy@K"
    i = 0
    on = False  # "by up to 13.44% on classification accuracy": only a lower-case metric phrase
    if len(words) > 1 and words[0].group().lower() == "on" and words[1].group().lower() == "average":
        i = 2  # "by 2% on average in terms of accuracy": "on average" is a hedge
    elif words and words[0].group().lower() == "on":
        i, on = 1, True
    elif len(words) > 1 and words[0].group().lower() == "for" and \
            (words[1].group().lower() == "the" or _is_head([w.group() for w in words[1:4]], 0)):
        i, on = 1, True  # "by 4% and 2% for the success rate": as after "on", a lower-case metric only
    elif len(words) > 1 and words[0].group().lower() in _CHANGE_HEADS and words[1].group().lower() == "in":
        i = 2  # "a 9-fold acceleration in inference speed": the measure accelerated follows
    elif multiplier and words and words[0].group().lower() in ("the", "a", "an"):
        i = 1  # "1.7x the success rate of the baselines"
    while i < len(words) and (words[i].group().lower() in _AFTER_SKIP
                               or i > 0 and words[i].group().lower() in ("the", "a", "an")
                               or words[i].group().lower() == "average" and i + 1 < len(words)
                               and words[i + 1].group().lower() in _CHANGE_WORDS
                               or words[i].group().lower() in ("median", "mean") and i + 1 < len(words)
                               and words[i + 1].group().lower() in _CHANGE_WORDS - {"relative", "absolute"}):
        i += 1  # "a 50% decrease in the FPR", "8% average reductions in EER", "2x median improvement in X"
    if 0 < i < len(words) and words[i - 1].group().lower() in _CHANGE_WORDS:
        i = _past_comparand(words, i)  # "3% improvement over baselines in balanced accuracy"
    terms = i >= 3 and [w.group().lower() for w in words[i - 3:i]] == ["in", "terms", "of"] or \
        i >= 4 and [w.group().lower() for w in words[i - 4:i]] == ["in", "terms", "of", "the"]  # "... of the number of X"
    if terms and i + 1 < len(words) and words[i].group().lower() in ("both", "either"):
        i += 1  # "by 10% in terms of both interpretability and generalizability": the first is named
    if i < len(words) and words[i].group().lower() in _PHRASE_STOP - {"in", "of"}:
        return None
    if i < len(words) and words[i].group() in ("+", "-", "±", "×", "·", "*", "/"):
        return None  # "a 9 + ε approximation ratio": the value is a term of an expression
    begin = words[i].start() if i < len(words) else stop
    at = [(s, -e, name) for s, e, name in spans
          if begin <= s < stop and not text[begin:s].strip() and not (on and not text[s:e].islower())]
    if at:  # the longest span there ("top-1 success rate" over "top-1")
        s, e, name = min(at)
        return _head_continued(text, s, -e, stop) or (name, -e)
    words = words[:i + 7]
    texts = [w.group() for w in words]
    last = None  # the metric phrase ends at the last head of the noun run
    for j in range(i, min(len(words), i + 4)):
        # next to a change word a generic head stands alone: "2x less memory", "12x memory
        # reduction", "4x speed faster" (also "speed", though it spells a verb too)
        alone = j == i and texts[j].lower() in _GENERIC_HEADS and (
            i > 0 or j + 1 < len(texts) and texts[j + 1].lower() in _CHANGE_WORDS
            or texts[j].lower() == "overhead"  # ("adds 19% overhead": a cost by itself)
            or multiplier and texts[j].lower() == "acceleration")  # ("10 times acceleration", as "10x speedup")
        if texts[j].lower() in _PHRASE_STOP or _VERB_STEM.match(texts[j]) and not _is_head(texts, j) and not alone:
            break
        if _VALUE_TOKEN.match(texts[j]):
            break  # "8192 needs 16x computational costs": another value opens its own phrase
        if j == i and _PARTICIPLE.match(texts[j].lower()):
            break  # "by 22% impacting accuracy only by 0.4%": a participle opens a new clause
        if _is_head(texts, j) or alone:
            last = j
    if last is None and terms:
        return _terms_noun(text, words, i)  # "in terms of interpretability": named as the measure
    if last is None:
        return _compared_noun(text, words, i, stop, multiplier, percent) if not on else None
    if on and any(not texts[j].islower() and not _is_head(texts, j) for j in range(i, last + 1)):
        return None  # "85% on ImageNet top-1 accuracy": a dataset, not a metric, follows "on"
    if multiplier and i == 0 and last + 1 < len(texts) and texts[last + 1].lower() in _FACTOR_CHANGE_NOUNS and \
            not (last + 2 < len(texts) and texts[last + 2].lower() in ("in", "of")):
        last += 1  # "a 1.49x memory reduction": the factor measures the reduction (session 44)
    return text[words[i].start():words[last].end()], words[last].end()


def _terms_noun(text: str, words: list[re.Match], i: int) -> Optional[tuple[str, int]]:
    """The measure named after "in terms of" when no metric head or span names it: "up to 10%
    in terms of both interpretability and generalizability" -> "interpretability", "3x more
    efficient, in terms of integration steps" -> "integration steps". The phrase says that
    what follows is the measure, so no head is needed: one to three lower-case words (no stop
    word, verb or adverb: :func:`_noun_run`) up to a stop word or the clause end, or an acronym
    (:func:`_is_acronym`: "in terms of NDS"); not a system, a task noun or a rating word, nor
    a phrase that goes on with "of" ("in terms of the accuracy of ..."), but for "the number
    of" and a plural ("in terms of the number of trainable parameters" -> "number of
    trainable parameters", session 31); a count or a size is kept ("integration steps",
    "model size": here the measure). ``words`` are the
    words after the value, ``i`` the first after "in terms of". Output as
    :func:`_metric_after`."""
    texts = [w.group() for w in words]
    if i >= len(texts):
        return None
    if _is_acronym(texts[i]) and (i + 1 == len(texts) or texts[i + 1].lower() in _PHRASE_STOP):
        return texts[i], words[i].end()
    if texts[i] == "number" and i + 2 < len(texts) and texts[i + 1] == "of":
        # "20x smaller in terms of the number of trainable parameters": the count is the measure
        # (session 31; the dev gold names "number of trainable parameters", "number of samples")
        return _number_of_plural(text, words, i)
    j = _noun_run(texts, i, False)
    if j == i or j < len(texts) and (texts[j].lower() not in _PHRASE_STOP or texts[j].lower() == "of"):
        return None  # (also "in terms of the number of parameters" that goes on: "of the encoder")
    last = texts[j - 1].lower()
    if last in _NOT_MEASURED or last in _TASK_WORDS or last in _RATING_LEFT:
        return None
    return text[words[i].start():words[j - 1].end()], words[j - 1].end()


def _number_of_plural(text: str, words: list[re.Match], i: int) -> Optional[tuple[str, int]]:
    """"number of" and one to three lower-case words ending in a plural, at ``words[i]`` and
    up to a stop word (not "of") or the clause end: the count named as the measure ("in terms
    of the number of trainable parameters", session 31; "a 70% increase in the number of solved
    problems", session 35: the dev gold names "number of trainable parameters", "number of
    samples", "number of effective discoveries"). ``words`` are the words after a value.
    Output as :func:`_metric_after`, or None when ``words[i]`` does not open such a phrase or
    the phrase goes on ("the number of layers of the encoder")."""
    texts = [w.group() for w in words]
    if not (i + 2 < len(texts) and texts[i] == "number" and texts[i + 1] == "of"):
        return None
    j = _noun_run(texts, i + 2, False)
    if j > i + 2 and (j == len(texts) or texts[j].lower() in _PHRASE_STOP - {"of"}) and texts[j - 1].endswith("s"):
        return text[words[i].start():words[j - 1].end()], words[j - 1].end()
    return None


def _head_continued(text: str, s: int, e: int, stop: int) -> Optional[tuple[str, int]]:
    """A metric span ``text[s:e]`` that only begins the metric phrase after a value, with
    the phrase through the metric head one or two words later: "31% top-1 success rate"
    (span "top-1") -> ``("top-1 success rate", end)``; None when the words after the span
    (up to ``stop``) do not end in a head (:func:`_is_head`) or hold a stop word, a verb or a
    capitalised name ("68% top-1 ImageNet accuracy" keeps "top-1")."""
    nxt = list(_WORD_RE.finditer(text, e, stop))[:2]
    texts = [text[s:e]] + [w.group() for w in nxt]
    for k in range(len(nxt), 0, -1):
        if all(t.lower() not in _PHRASE_STOP and not _is_verb(t) and re.search(r"[A-Za-z]", t)
               and (t.islower() or _is_head(texts, n)) for n, t in enumerate(texts[1:k + 1], 1)) and \
                _is_head(texts[:k + 1], k) and \
                not text[e:nxt[0].start()].strip(" -"):
            return text[s:nxt[k - 1].end()], nxt[k - 1].end()
    return None


#: Comparatives after a value that make the noun phrase after them the measured quantity
#: ("67x better scalability", "10-100x fewer gradient evaluations"); a size adjective
#: ("3x larger batch size") sizes a setting instead.
_COMPARATIVE_BEFORE_NOUN = frozenset("better higher lower fewer less more".split())
#: Nouns after such a comparative that size an input or a model, not a measure ("2x more
#: tokens", "50% fewer parameters").
_INPUT_NOUNS = frozenset(
    """parameters parameter params data tokens labels annotations examples models model layers
    steps step iterations epochs gpus""".split())
#: Word shapes of adjectives and adverbs after "more"/"less" ("more effective", "more often").
_ADJECTIVE_SHAPE = re.compile(r"(?:ive|ent|ant|able|ible|ous|ful|ic|al|ate|ient|often|ish|act|ust|rse|ex|ed)$")
#: Noun endings of an action or a quality: after "more"/"less"/"fewer" such a noun is a
#: measured amount ("10x fewer gradient evaluations", "6 times less computation"), while a
#: concrete plural is a count of things ("2x fewer samples", "25x more graphs").
_ABSTRACT_NOUN = re.compile(r"(?:ions?|ity|ities|ness|ance|ence|ency|ing|ment|ments)$")
#: Change nouns after a measured noun phrase ("72% bit rate saving", "a 38% bitops reduction").
_CHANGE_NOUNS = frozenset(
    "saving savings reduction reductions improvement improvements gain gains increase increases".split())
#: Change nouns besides :data:`_CHANGE_NOUNS` that name their quantity after "in" ("a 2x
#: reduction in X", "a drop in X").
_MORE_CHANGE_NOUNS = frozenset("decrease decreases drop drops boost boosts".split())
#: A unit noun glued to an acronym: "GPU-hours", "CPU-time".
_ACRONYM_NOUN = re.compile(r"[A-Z]{2,}-[a-z]+")
#: Change nouns that a multiplier's measured noun keeps ("1.49x memory reduction", "2.1x
#: communication reduction", "2x memory saving"): a factor is the size of the reduction
#: itself, as "5x speedup" is of a speed-up, so the dev gold names "memory reduction" and
#: "communication reduction" (dev44, dev46, dev82; session 44). A percentage still drops the
#: noun ("40% MAE reduction" -> "MAE", "76% GPU memory reduction" -> "GPU memory" in the gold).
_FACTOR_CHANGE_NOUNS = frozenset("reduction reductions saving savings".split())
#: Rating words that open a noun phrase without belonging to the measure ("overall").
_RATING_LEFT = frozenset({"overall", "average", "relative", "absolute", "total", "mean"})


def _noun_run(texts: list[str], i: int, stop_at_change: bool) -> int:
    """Index past the run of one to three lower-case content words from ``texts[i]`` (no
    stop word, verb, adverb, number or capital; with ``stop_at_change`` also no change
    noun), or ``i`` when there is none."""
    j = i
    while j < len(texts) and j - i < 3:
        w = texts[j]
        lw = w.lower()
        if not re.fullmatch(r"[a-z][a-z\-]*", w) or lw in _PHRASE_STOP or _is_verb(w) or lw.endswith("ly") \
                or stop_at_change and lw in _CHANGE_NOUNS:
            break
        j += 1
    return j


def _compared_noun(text: str, words: list[re.Match], i: int, stop: int,
                   multiplier: bool = False, percent: bool = False) -> Optional[tuple[str, int]]:
    """The measured noun phrase after a value when no metric head names it: after a
    comparative ("67x better scalability", "10-100x fewer gradient evaluations than X"),
    the one to three lower-case words up to a stop word or the clause end (not an adjective
    after "more"/"less": "10 times more effective"; after "more"/"less"/"fewer" only a
    noun of an action or quality, not a count of things: "2x fewer samples"); before a change
    noun ("72.3% overall bit rate saving", "a 9% latency reduction"), the words before it,
    a rating word ("overall") dropped and "saving(s)" kept ("bit rate saving": the measure
    is the saving); an acronym (:func:`_is_acronym`) before a change noun ("a 21.1% PRO
    absolute gain") or after one and "in" ("9% improvements in PCK"; the caller drops an
    acronym that is a dataset: "a 3% gain in MMLU"), or right after a percentage or a decimal
    before a stop word ("41.2% OLS with ...", "0.62 NDS and ..."; not a model family or a
    unit of size: "86% LLaMA", "2.2 TB"). An acronym right after "in" alone
    ("3% in ARI", "3% in MMLU") may name either, and is left. Never a noun that sizes an input or a model ("2x more tokens"), a
    system or a task noun. After a multiplier (``multiplier`` True) and "fewer" or "less",
    though, the noun phrase is the resource the method saves, a count or an input noun alike
    ("1.7x fewer queries", "10x fewer parameters", "5x fewer training steps": session 24, as
    the gold names "queries", "number of samples", "number of trainable parameters"): a ratio
    of a count to a baseline's is a measured saving, while a percentage more of things
    ("12% more problems") still counts things. A percentage fewer or less (``percent``
    True) is a saving too ("with 27% fewer parameters", "using 50% fewer steps", "40% fewer
    calls to the model"; session 28). ``words`` are the words after the
    value, ``i`` the first word after the skipped change words. Output as :func:`_metric_after`."""
    texts = [w.group() for w in words]
    if i < len(texts) and _is_acronym(texts[i]):
        # "a 21.1% PRO absolute gain", "9% improvements in PCK": an acronym named as the
        # measure of a change, before a change noun or after one and "in"
        nxt = next((t.lower() for t in texts[i + 1:] if t.lower() not in ("absolute", "relative")), "")
        before_change = i == 0 and nxt in _CHANGE_NOUNS | {"reduction", "reductions", "drop", "drops", "boost", "boosts"}
        after_change = i >= 2 and texts[i - 1].lower() in ("in", "of", "the") and \
            any(t.lower() in _CHANGE_NOUNS | {"reduction", "reductions", "drop", "drops", "boost", "boosts"}
                for t in texts[:i]) and (i + 1 == len(texts) or texts[i + 1].lower() in _PHRASE_STOP)
        if before_change:  # the phrase runs through the change noun ("21.1% PRO absolute gain")
            k = next(n for n in range(i + 1, len(texts)) if texts[n].lower() not in ("absolute", "relative"))
            return texts[i], words[k].end()
        # "41.2% OLS with ResNet-50", "0.62 NDS and 0.55 mAP": right after a percentage or a
        # decimal, before a stop word or the clause end
        plain = i == 0 and (len(texts) == 1 or texts[1].lower() in _PHRASE_STOP) and \
            _SCORE_BEFORE.search(text, max(0, words[0].start() - 16), words[0].start()) is not None and \
            not _model_family(texts[0]) and not _SIZE_UNIT.fullmatch(texts[0])
        return (texts[i], words[i].end()) if after_change or plain else None
    if 0 < i and texts[i - 1].lower() in _COMPARATIVE_BEFORE_NOUN:
        j = _noun_run(texts, i, False)
        if j == i or j < len(texts) and texts[j].lower() not in _PHRASE_STOP:
            return None  # no noun, or the noun phrase goes on ("lower total online + offline latency")
        if texts[i - 1].lower() in ("more", "less") and _ADJECTIVE_SHAPE.search(texts[i].lower()):
            return None  # "10 times more effective", "13% more accurate verification": an adjective's comparative
        saved = (multiplier or percent) and texts[i - 1].lower() in ("fewer", "less")  # "1.7x fewer queries": a saving
        if texts[i - 1].lower() in ("more", "less", "fewer") and not _ABSTRACT_NOUN.search(texts[j - 1].lower()) \
                and not saved:
            return None  # "12% more problems": a count of things, no measure
        last = texts[j - 1].lower()
        if saved and j - i == 1 and last in ("resources", "data", "things", "items"):
            return None  # "two orders of magnitude fewer resources": too vague a resource to name
        if saved and last in _INPUT_NOUNS and last not in ("data", "model", "models"):
            return text[words[i].start():words[j - 1].end()], words[j - 1].end()
    elif i == 0:
        k = 1 if texts and texts[0].lower() in _RATING_LEFT else 0
        j = _noun_run(texts, k, True)
        if j == k or j >= len(texts) or texts[j].lower() not in _CHANGE_NOUNS or \
                j + 1 < len(texts) and texts[j + 1].lower() in ("in", "of"):
            return None  # ("53% correction improvement in terms of WER": the measure follows)
        i = k
        last = texts[j - 1].lower()
        if texts[j].lower() in ("saving", "savings") or multiplier and texts[j].lower() in _FACTOR_CHANGE_NOUNS:
            j += 1  # ("2.1x communication reduction": a factor keeps its change noun, session 44)
    elif i >= 2 and texts[i - 1].lower() in ("in", "the", "of") and any(
            t.lower() in _CHANGE_NOUNS | _MORE_CHANGE_NOUNS for t in texts[max(0, i - 3):i - 1]) and \
            all(t.lower() in _CHANGE_NOUNS | _MORE_CHANGE_NOUNS | {"in", "the", "of"}
                for t in texts[1 if texts[0].lower() in _RATING_LEFT else 0:i]):
        # "a 2x reduction in GPU-hours", "a 30% increase in the hit ratio", "a 5x average
        # increase in link reliability", "a 100x improvement of compression": the change noun
        # (after one rating word: "average", "median") names its quantity after "in" or "of"
        # (one to three lower-case words, or a unit noun glued to an acronym: "GPU-hours")
        counted = _number_of_plural(text, words, i)
        if counted is not None:
            return counted  # "a 70% increase in the number of solved problems" (session 35)
        j = _noun_run(texts, i, True)
        if j == i and _ACRONYM_NOUN.fullmatch(texts[i]):
            j = i + 1
        if j == i or j < len(texts) and texts[j].lower() not in _PHRASE_STOP - {"of"}:
            return None  # no noun, or the phrase goes on ("a 5% drop in the accuracy of the teacher")
        if texts[i].lower().endswith("ing") and not _is_head(texts[i:j], j - i - 1):
            return None  # "a 20% improvement in predicting class identity": an activity, not a quantity
        last = texts[j - 1].lower()
    else:
        return None
    if last in _INPUT_NOUNS or last in _NOT_MEASURED or last in _TASK_WORDS or last in _RATING_LEFT:
        return None
    return text[words[i].start():words[j - 1].end()], words[j - 1].end()


#: A percentage or a decimal right before a word: a score that the word may name.
_SCORE_BEFORE = re.compile(r"(?:%|\d\.\d+|\d%\s?points?)\s*$")
def _model_family(word: str) -> bool:
    """Whether ``word`` (or its stem before a hyphen or digit) is a model family of
    :data:`kg.extract.lexicon.MODEL_FAMILIES`, in any casing ("LLaMA", "GPT-4")."""
    stem = re.split(r"[-\d]", word)[0]
    return stem in L.MODEL_FAMILIES or stem.lower() in L.MODEL_FAMILIES_LOWER or word.lower() in L.MODEL_FAMILIES_LOWER


#: Units of size and frequency that look like acronyms ("2.2 TB", "44.1 KHz").
_SIZE_UNIT = re.compile(r"[KMGTP]?(?:B|Hz|bps)")
#: Capitalised words that name hardware or a model kind, never a measure ("a 6% GPU ...").
_NOT_ACRONYM_METRICS = frozenset({"GPU", "GPUs", "CPU", "CPUs", "TPU", "TPUs", "LLM", "LLMs", "AI", "ML"})


def _is_acronym(word: str) -> bool:
    """Whether ``word`` has the shape of a metric acronym: two to ten characters with at
    least two capitals and no more lower-case letters than capitals, three at most ("PCK",
    "NDS", "HPWL", "mIoU", "FPR95", "BitOPs"), and is not a hardware or model word (:data:`_NOT_ACRONYM_METRICS`); names
    with longer lower-case runs ("ImageNet", "BitOPs") are not taken."""
    if not 2 <= len(word) <= 10 or word in _NOT_ACRONYM_METRICS:
        return False
    upper = sum(c.isupper() for c in word)
    lower = sum(c.islower() for c in word)
    return upper >= 2 and lower <= min(upper, 3) and re.fullmatch(r"[A-Za-z][A-Za-z0-9@\-]*", word) is not None


#: Words that introduce what a change is measured against ("a 3% gain over the baseline").
_COMPARAND_WORDS = frozenset({"over", "against", "versus", "vs", "vs.", "on"})
#: Words that end a comparand phrase before the metric: a clause or another value follows.
_COMPARAND_STOP = frozenset({"and", "or", "but", "while", "which", "that", "with", "by", "to", "on", "at"})


def _past_comparand(words: list[re.Match], i: int) -> int:
    """Index of the first word of the metric after a comparand that follows a change word:
    in "3% improvement over (the) baselines in balanced accuracy" (``words`` are the words
    after the value, ``i`` the index of "over"; also "compared to" / "relative to" /
    "against", and the dataset of "a 6% increase on Flickr30k in terms of mean recall"), the
    index after "in" (and a determiner, or "terms of"). The comparand is one to four words
    without a stop word of :data:`_COMPARAND_STOP`; ``i`` itself when the words do not have
    this shape (no comparand, or no "in" after it)."""
    low = [w.group().lower() for w in words]
    k = i
    if k < len(low) and low[k] in _COMPARAND_WORDS:
        k += 1
    elif k + 1 < len(low) and low[k] in ("compared", "relative") and low[k + 1] in ("to", "with"):
        k += 2
    else:
        return i
    j = k
    while j < len(low) and j - k < 5 and low[j] != "in":
        if low[j] in _COMPARAND_STOP or not re.search(r"[A-Za-z]", low[j]):
            return i
        j += 1
    if j == k or j >= len(low) or low[j] != "in" or j - k > 4:
        return i
    j += 1
    if j < len(low) and low[j] in ("the", "terms"):
        j += 1
        if low[j - 1] == "terms" and j < len(low) and low[j] == "of":
            j += 1
    return j


#: Words between a value and the metric phrase after it: change words, participles of
#: change and linking prepositions ("a 5% gain in accuracy", "3x improved throughput").
#: Nouns of speed change that may come before "in" and the measure they change ("a 9-fold
#: acceleration in inference speed"; not "speedup": "2x speedup in training" keeps "speedup").
_CHANGE_HEADS = frozenset("acceleration accelerations".split())

_AFTER_SKIP = _CHANGE_WORDS | {"in", "of", "terms", "improved", "increased", "reduced",
                               "decreased", "enhanced", "boosted"}

#: Nouns that continue a metric name before its value ("a FID score of 5.17", "an AUC
#: value of 0.93"): not extra words between metric and value.
_METRIC_NOUNS = frozenset({"score", "scores", "value", "values", "metric", "rate", "performance"})
#: "reduces the MAC of a vanilla model by up to 500x", "improves the accuracy on the hardest
#: problems by 9%": between a metric after a verb of change and its value, the object or the
#: data the metric is measured on.
_OF_OBJECT_BY = re.compile(
    r"\s+(?:of|on|for)\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?[^,;:()]{1,40}?\s+by\s+"
    r"(?:(?:up\s+to|about|around|approximately|nearly|over|more\s+than|roughly|almost|an?\s+average\s+of|"
    r"as\s+much\s+as|~|≈)\s*)*$",
    re.I)


#: A verb of attainment right before a percentage: the noun phrase after the value is
#: what it measures ("can provide 80-90% correctness guarantees", "attains 71% coverage",
#: "some exceeding 95% non-compliance").
_ACHIEVED_LEFT = re.compile(
    r"\b(?:achiev|attain|reach|provid|deliver|obtain|yield|guarantee|retain|maintain|preserv|exceed)\w*"
    r"\s+(?:(?:up\s+to|about|around|approximately|nearly|over|only|almost|roughly|at\s+least|"
    r"more\s+than|a|an|~|≈|∼)\s*)*$", re.I)


#: Last words that leave a noun phrase after a value without a measured quantity.
_NOT_MEASURE_END = frozenset({"average", "mean", "overall", "relative", "absolute", "total"})


def _reduced_quantity(text: str, start: int, hi: int) -> Optional[tuple[str, int]]:
    """What a verb of reduction reduces, right after the percentage: ``reducing 95.7% to
    99.6% forward passes`` -> ``forward passes``, ``saves 40% training time``. One to three
    words, none a stop word or verb, no punctuation; None when "of" follows (``reduces 94%
    of the timesteps``: a share of a set) or nothing noun-like does. ``(phrase, end)``."""
    m = re.match(r"\s+((?:[A-Za-z][\w\-]*)(?:\s+[A-Za-z][\w\-]*){0,2})", text[start:hi])
    if not m:
        return None
    words = m.group(1).split()
    kept = []
    for w in words:
        if w.lower() in _PHRASE_STOP or _VERB_STEM.match(w) or w.lower().endswith("ly"):
            break
        kept.append(w)
    if not kept:
        return None
    phrase = " ".join(kept)
    return phrase, start + text[start:hi].index(phrase) + len(phrase)


#: Heads too vague to be the measure when a change noun follows them: in "a 12% performance
#: gain" the quantity reported is the gain ("performance" alone names no metric).
_VAGUE_CHANGED_HEADS = frozenset({"performance"})
_VAGUE_CHANGE_NOUNS = r"(?:gains?|improvements?|boosts?|drops?|degradations?|increases?|decreases?|reductions?)"
#: A change noun right after such a head: " gain", " improvements", " degradation".
_VAGUE_CHANGE_NOUN = re.compile(r"\s+" + _VAGUE_CHANGE_NOUNS + r"\b", re.I)
#: A metric phrase widened that way: its value is a change ("performance gain").
_VAGUE_CHANGE_END = re.compile(
    r"\b(?:" + "|".join(sorted(_VAGUE_CHANGED_HEADS)) + r")\s+" + _VAGUE_CHANGE_NOUNS + r"$", re.I)
#: The gap after a change on one dataset before a value on the next ("gain in A, and 3.1%
#: in B"): the later value is a change too.
_NEXT_ITEM_GAP = re.compile(
    r"(?:\s+(?:relative\s+|absolute\s+)?" + _VAGUE_CHANGE_NOUNS + r")?\s+(?:on|in|for)\s+[^,;:()]{1,40}?"
    r"\s*,?\s*(?:and\s+)?", re.I)
#: Rating words between a value and the phrase they open ("12% average relative performance gain").
_RATING_RUN_BEFORE = re.compile(r"(?:\b(?:average|relative|absolute|overall|mean)\s+)+$", re.I)


def _vague_head_change(text: str, lo: int, after: tuple[str, int], hi: int) -> tuple[str, int]:
    """The metric phrase after a value, ``after = (surface, end offset)`` as given by
    :func:`_metric_after`, widened when it ends in a vague head (:data:`_VAGUE_CHANGED_HEADS`)
    that a change noun follows: "a 46.27% performance gain" -> ``"performance gain"``, "a
    15.4% average relative performance gain" -> ``"average relative performance gain"`` (the
    rating words between the value, which ends at ``lo``, and the phrase are taken in too).
    The reported quantity is the change, which the vague head alone does not name.
    Otherwise ``after`` unchanged. ``hi`` bounds the search (the sentence end)."""
    name, end = after
    if name.split()[-1].lower() not in _VAGUE_CHANGED_HEADS:
        return after
    m = _VAGUE_CHANGE_NOUN.match(text, end, hi)
    if m is None:
        return after
    start = end - len(name)
    if text[start:end] != name:
        return after  # (a span whose name differs from its surface text)
    rating = _RATING_RUN_BEFORE.search(text, lo, start)
    if rating is not None and not text[lo:rating.start()].strip(" a").strip():
        start = rating.start()
    return text[start:m.end()], m.end()
