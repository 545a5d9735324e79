"""Step 7 of :mod:`kg.extract.results`: attribution (whose value a result is).

:func:`_attribute` fills ``Result.method`` when the sentence says whose value it is
(``method_own`` for the paper's own work): a name before a bracketed
value (``GPT-4 (52.1%)``), a possessive (``than GPT-4's 52.1%``), ``Name: value``,
``for <name>`` in a comparing clause (``compared to 68.3% for CLIP``), else the subject of
the clause's verb (``Llip attains 83.5%``, ``we achieve``, ``our method reaches``, ``X
outperforms Y by 3%``). A comparison, a ``vs`` pair, a colon or a new clause between verb
and value leaves it None: precision first.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Optional, Sequence

from kg.extract.results.words import _METRIC_HEADS, _PHRASE_STOP, _TASK_WORDS, _is_head
from kg.records import Result


#: A token of a sentence for the attribution rules: ``(text, start, end)``.
_Tok = tuple[str, int, int]
#: Entity spans as the extractor gives them: ``(start, end, name)``.
_Spans = Sequence[tuple[int, int, str]]
#: An owner found: ``(surface, start, end)``.
_Owner = tuple[str, int, int]

#: One word of a sentence for the attribution rules: a run of characters without space or
#: clause punctuation, or one such punctuation mark.
_ATTR_TOKEN = re.compile(r"[^\s,;:()\[\]]+|[,;:()\[\]]")
#: Capitalised words that never name a method as the subject or owner of a value.
_NOT_OWNER = frozenset(
    """The A An This That These Those It Its In On At For Of With By From To As Our We Ours
    They Their Such Each Both All Any Some Most Many Table Figure Fig Section Appendix Eq
    Here There Moreover However Additionally Furthermore Specifically Notably Overall
    Finally Thus Hence Also Further Remarkably Importantly Compared Experiments Results
    Human Humans Experimental Empirically Extensive English Chinese Average SOTA SoTA
    State-of-the-art GPU GPUs CPU CPUs TPU TPUs""".split())
#: Lower-case words between a subject and its verb ("X also reaches", "we can achieve").
_SUBJECT_SKIP = frozenset(
    """can could may might will would also only just further still even then thus now
    already both again consistently significantly substantially notably markedly clearly
    greatly largely generally typically dramatically remarkably""".split())
#: Verbs whose subject owns the value that follows them in its clause ("X achieves 85%",
#: "X outperforms Y by 3%", "X is 2x faster"); finite forms only (participles are read
#: through: "..., achieving 85%"). Session 50 (prec50): "facilitates", "secures" ("X secures
#: a 100% true positive rate"). Session 60 (ownres60; not under :data:`OWN_RESULT_FRAMES`):
#: "saves" ("X saves 86% memory"), "showcases" ("X showcases an 11% gain"), "incurs" ("X
#: incurs 17% overhead").
_OWNER_VERB = re.compile(
    r"^(?:achiev|reach|obtain|attain|yield|deliver|outperform|outscor|outpac|surpass|exceed|"
    r"beat|improv|boost|reduc|increas|decreas|enhanc|enabl|produc|lowers|lowered|rais|accelerat|lift|"
    r"establish|maintain|"
    r"retain|preserv|converg|compress|solv|exhibit|offer|provid|infer|perform|show|demonstrat|"
    r"facilitat|secur|sav|showcas|incur)"
    r"(?:s|es|ed|e)?$|^(?:is|are|was|were|gets|get|got|sets|runs|cuts|keeps|hits|records|brings|brought|"
    r"scores|scored|speeds|sped)$", re.I)
#: A bare number, or one with "%" or "x": a verb form after it is a noun ("a 1.5x increase").
_NUMBER_TOKEN = re.compile(r"[+\-]?\d[\d.,]*(?:%|x|×)?")
#: Words before a verb form that make it a noun ("an increase of 5%", "the GPU speed").
_NOUN_BEFORE = frozenset(
    """a an the its their relative average absolute significant overall substantial
    consistent further""".split())
#: Head nouns that may follow a name in a subject ("the MAmmoTH series", "X algorithm").
_SUBJECT_HEADS = frozenset(
    """method methods approach approaches model models framework frameworks algorithm algorithms
    agent agents system systems pipeline pipelines technique techniques network networks
    architecture architectures solution implementation variant variants series family detector
    detectors tracker solver solvers policy policies estimator scheme strategy procedure module
    optimizer sampler encoder decoder parser classifier planner transformer recipe design
    work""".split())
#: Function words that end the search for "our" before a subject's head ("the accuracy of
#: our method" is no subject; "our small model" is).
_SUBJECT_STOP = frozenset(
    """of for in on at to by with from into over under via than as and or but that which
    while whereas is are was were be been has have had it they these those this""".split())
#: Heads of "our ..." subjects that name no method of the paper ("our results show",
#: "our main finding is", "our dataset enables").
_NOT_METHOD_HEADS = frozenset(
    """finding findings result results experiment experiments investigation investigations
    analysis analyses evaluation evaluations study studies dataset datasets benchmark
    benchmarks data observation observations theory code paper contribution contributions
    insight insights simulations simulation""".split())
#: Words that open a clause before its subject ("... show that X achieves", "On A, X ...").
_CLAUSE_OPENERS = frozenset(
    """that and where whereas while then thus hence but so when since because show shows
    showed demonstrate demonstrates demonstrated reveal reveals indicate indicates confirm
    confirms find finds""".split())
#: Words after which a name is the object of a comparison ("than GPT-4 (52.1%)",
#: "like PNG (58.5%)").
_COMPARISON_OPENERS = frozenset(
    """than vs vs. versus like including include includes outperforms outperform outperforming
    surpasses surpass surpassing beats beat beating exceeds exceed exceeding and or but
    whereas while against unlike baseline baselines behind""".split())
#: Words that compare a value with another one's.
_COMPARING = (r"compared|comparison|vs\.?|versus|than|while|whereas|against|relative\s+to|"
              r"in\s+contrast|but|unlike")
#: A comparison in the clause before a value: its "for X" names the other method ("71.4%,
#: compared to 68.3% for CLIP").
_CONTRAST_BEFORE = re.compile(rf"\b(?:{_COMPARING})\b", re.I)
#: Words in the gap between a subject's verb and a value that hand the value to someone
#: else: a comparison or a new clause ("X achieves 71.4%, compared to 68.3% ...").
_OWNER_BREAK = re.compile(rf"\b(?:{_COMPARING}|which|who|where)\b|[;:]", re.I)
#: Session 60 (ownres60): a new clause between a verb and the verb coordinated with it
#: ("X reaches 85%, while Y reaches 80% and improves ..."); a comparison alone ("than Y",
#: "compared to Y") keeps the subject of both (:func:`_subject_owner`).
_OWNER_BREAK_CLAUSE = re.compile(r"\b(?:while|whilst|whereas|but|which|who|where|unlike)\b|[;:()]", re.I)
#: A hedge before a value ("up to", "about", "~").
_HEDGE = (r"(?:(?:up\s+to|about|around|approximately|nearly|over|only|just|roughly|almost|"
          r"merely|~|≈|∼)\s*)*")


#: Endings that make a hyphenated word an adjective ("GPT-4-based agent", "CLIP-like").
_ADJECTIVE_SUFFIX = re.compile(
    r"-(?:based|like|style|driven|aware|free|guided|specific|centric|powered|enhanced)$", re.I)


def _name_like(word: str) -> bool:
    """Whether ``word`` (one token) has the shape of a method name: it has a capital
    letter (or a Greek letter) and is not a capitalised function word or a common noun
    that opens a sentence (``The``, ``Experiments``, ``Training``), nor a metric head
    (``Accuracy``). Digits with a capital (``GPT-4``, ``T5``, ``70B``) qualify."""
    w = word.rstrip(".")
    if not w or w in _NOT_OWNER or not re.search(r"[A-Zα-ωΑ-Ω]", w):
        return False
    if re.fullmatch(r"\d+[A-Za-z]{1,2}", w) or _ADJECTIVE_SUFFIX.search(w) or re.fullmatch(r"[A-Z]{2,}s", w):
        return False  # "3D", "7B": a dimension or a size; "GPT-4-based": an adjective; "LLMs": a kind
    if re.fullmatch(r"[A-Z][a-z]+", w):  # one capital, then lower case: "Eureka", "Experiments"
        lw = w.lower()
        if lw.endswith(("ing", "ings")) or lw.endswith("s") and not lw.endswith("ss") or \
                lw in _PHRASE_STOP or lw in _METRIC_HEADS or lw in _TASK_WORDS:
            return False
    return True


def _tokens(text: str, lo: int, hi: int) -> list[_Tok]:
    """The words and clause punctuation of ``text[lo:hi]`` as ``(token, start, end)``; a
    word's final full stop is left out."""
    out = []
    for m in _ATTR_TOKEN.finditer(text, lo, hi):
        w, s, e = m.group(), m.start(), m.end()
        if len(w) > 1 and w.endswith(".") and w not in ("vs.", "al."):
            w, e = w[:-1], e - 1
        out.append((w, s, e))
    return out


def _name_before(toks: list[_Tok], k: int) -> Optional[tuple[int, int]]:
    """The name that ends with token ``k``: ``(first token index, k)``, or None when token
    ``k`` is not name-like. A name runs back over name-like tokens, a version or size after
    a name ("Llama 2", "Chinchilla 70B") and "of" / "&" between two name-like tokens
    ("Chain of Code", "Guess & Sketch")."""
    if k >= 1 and re.fullmatch(r"\d[\w.]*", toks[k][0]) and _name_like(toks[k - 1][0]):
        first = k - 1  # "Chinchilla 70B", "Llama 2": a size or version after a name
    elif k < 0 or not _name_like(toks[k][0]):
        return None
    else:
        first = k
    while first > 0:
        w = toks[first - 1][0]
        if _name_like(w):
            first -= 1
        elif re.fullmatch(r"\d[\w.\-]*", w) and first >= 2 and _name_like(toks[first - 2][0]) and \
                not re.fullmatch(r"\d[\w.\-]*", toks[first][0]):
            first -= 1  # (a number inside a name: "Stable Diffusion 2 XL" is rare; sizes follow)
        elif w in ("of", "&") and first >= 2 and _name_like(toks[first - 2][0]) and \
                toks[first][0][:1].isupper():
            first -= 2
        else:
            break
    return first, k


def _owner_span(text: str, toks: list[_Tok], first: int, last: int,
                datasets: _Spans, metrics: _Spans) -> Optional[_Owner]:
    """``(surface, start, end)`` of the name made of tokens ``first..last``, or None when it
    is a dataset or metric span, a metric head or a model size alone ("7B")."""
    return _owner_at(text, toks[first][1], toks[last][2], datasets, metrics)


def _owner_at(text: str, s: int, e: int, datasets: _Spans, metrics: _Spans) -> Optional[_Owner]:
    """``(surface, s, e)`` for the name at ``text[s:e]``, or None when it overlaps a dataset
    or metric span, ends in a metric head or is a model size alone ("7B", "40MB")."""
    surface = text[s:e]
    if any(ds < e and s < de for ds, de, _ in datasets) or any(ms < e and s < me for ms, me, _ in metrics):
        return None
    words = surface.split()
    if _is_head(words, len(words) - 1) or re.fullmatch(r"\d[\d.]*\s?(?:[KMGT]B|[BMK])", surface):
        return None
    return surface, s, e


def _value_token(toks: list[_Tok], start: int) -> int:
    """Index of the first token that starts at or after offset ``start``."""
    for i, t in enumerate(toks):
        if t[1] >= start:
            return i
    return len(toks)


#: What may open a bracket before its value: up to three words and "of" / ":" / "=", a hedge.
_BRACKET_LEAD = re.compile(r"(?:\s*[A-Za-z][\w\-]*){0,3}\s*(?:of|:|=)?\s*" + _HEDGE)


def _bracket_owner(text: str, toks: list[_Tok], vi: int, r: Result,
                   datasets: _Spans, metrics: _Spans) -> Optional[_Owner]:
    """"GPT-4 (52.1%)", "like PNG (58.5%) or FLAC (30.3%)": the value opens a bracket (after
    at most three words: "GPT-4 (accuracy of 52.1%)") that follows a name; the name must
    not follow a preposition ("on AudioSet (53.3 mAP)", a dataset), nor a number ("19
    NFEs (1.75)", a count), nor be the result's dataset."""
    j = vi - 1
    while j >= 0 and toks[j][0] != "(" and vi - j <= 4 and toks[j][0] not in ",;:)":
        j -= 1
    if j < 1 or toks[j][0] != "(" or toks[j - 1][2] == toks[j][1]:
        return None  # no bracket, or one glued to a symbol ("E(3)")
    if not _BRACKET_LEAD.fullmatch(text, toks[j][2], r.start if vi - j == 1 else toks[vi][1]):
        return None
    name = _name_before(toks, j - 1)
    if name is None:
        return None
    first = name[0]
    # walk back over a list of bracketed items ("on A (x) and B (y)") to its first item
    k = first - 1
    while k >= 1 and toks[k][0] in (",", "and", "or") and (
            toks[k - 1][0] == ")" or toks[k - 1][0] == "," and k >= 2 and toks[k - 2][0] == ")"):
        if toks[k - 1][0] == ",":
            k -= 1  # ", and" between two bracketed items
        depth = 0
        while k >= 0 and not (toks[k][0] == "(" and depth == 1):
            depth += toks[k][0] == ")"
            depth -= toks[k][0] == "(" and depth > 1
            k -= 1
        prev = _name_before(toks, k - 1)
        if prev is None or _owner_span(text, toks, prev[0], prev[1], datasets, metrics) is None:
            return None  # "on three datasets: A (+14.9%), B (+13.0%), and C (+5.7%)": a list of datasets
            # (or of items that are no names): not a list of methods
        k = prev[0] - 1
    before = toks[k][0].lower() if k >= 0 else ""
    if before in ("to", "with") and k >= 1 and toks[k - 1][0].lower() in ("compared", "relative", "comparison"):
        before = "than"
    if before == "as" and k >= 1 and toks[k - 1][0].lower() == "such":
        before = "like"  # "systems such as GPT-4 (52.1%)": examples of the systems compared
    if before and before not in _COMPARISON_OPENERS and before not in ",;:(" and \
            (before in _PHRASE_STOP or re.fullmatch(r"\d[\d.,]*", before) or before in ("over", "under")):
        return None
    owner = _owner_span(text, toks, first, name[1], datasets, metrics)
    if owner is None or owner[0] == r.dataset:
        return None
    return owner


#: Session 59 (attr59): "compared to 23.8% from / by / of X", "versus 30.2% achieved by X": the
#: prepositions besides "for" that hand a compared value to the name after them
#: (:func:`_for_owner`). False: "for" alone, as before.
COMPARED_VALUE_OWNER = True
#: A value's phrase, then the preposition that names whose it is: "for" (all sessions), and
#: with :data:`COMPARED_VALUE_OWNER` "from", "by", "of", "achieved by" ...
_FOR_PREP = re.compile(r"\s*(?:\)\s*)?(?:[a-z][\w\-]*\s+){0,3}?(?P<p>for|from|by|of|"
                       r"(?:achieved|obtained|attained|reached|reported|scored)\s+by)\s+(?:the\s+)?")
#: What may follow the name after "from" / "by" / "of" (:func:`_for_owner`): the end of the
#: clause or a word that opens another phrase; not a noun that goes on the phrase ("80% of
#: GPT-4 performance" is a share of a score, not GPT-4's value).
_AFTER_COMPARED_NAME = frozenset(
    """, ; : ) . and or on in at with when while whereas respectively under across using which
    who that for as""".split())


def _for_owner(text: str, toks: list[_Tok], r: Result, lo: int,
               datasets: _Spans, metrics: _Spans) -> Optional[_Owner]:
    """"71.4% accuracy, compared to 68.3% for CLIP": a value followed (past its metric phrase)
    by "for <name>" in a clause that compares ("compared", "vs", "than", "while" ... between
    the previous value and this one). Without the comparison, "for X" names a dataset, a
    task or a setting ("32.0 dB for Synthetic scenes") and gives no owner. With
    :data:`COMPARED_VALUE_OWNER` (session 59) also "from X", "by X", "of X", "achieved by
    X" ("improving to 41.2% compared to 23.8% from X"), when the name ends the phrase
    (:data:`_AFTER_COMPARED_NAME`: "80% of GPT-4 performance" is no value of GPT-4)."""
    if not _CONTRAST_BEFORE.search(text, lo, r.start):
        return None
    m = _FOR_PREP.match(text[r.end:r.sentence_end])
    if m is None or (m.group("p") != "for" and not COMPARED_VALUE_OWNER):
        return None
    i = _value_token(toks, r.end + m.end())
    k = i
    while k + 1 < len(toks) and toks[k + 1][1] < r.sentence_end and \
            (_name_like(toks[k + 1][0]) or re.fullmatch(r"\d[\w.\-]*", toks[k + 1][0])):
        k += 1  # "for Llama 2 70B"
    if i >= len(toks) or not _name_like(toks[i][0]):
        return None
    if k + 1 < len(toks) and (toks[k + 1][0][:1].isupper() or toks[k + 1][0].lower() in _TASK_WORDS):
        return None  # "for the LLP Binary Classification problem": the name goes on as a task
    if m.group("p") != "for" and k + 1 < len(toks) and toks[k + 1][1] < r.sentence_end and \
            toks[k + 1][0].lower() not in _AFTER_COMPARED_NAME:
        return None  # "80% of GPT-4 performance", "5% of Adam's steps"
    return _owner_span(text, toks, i, k, datasets, metrics)


def _own_bracket(text: str, toks: list[_Tok], vi: int) -> Optional[_Owner]:
    """"lag behind our method (60.2%)", "ours (60.2%)": the value opens a bracket (after at
    most a hedge) right after "ours" or after "our" and up to two words ending in a head of
    :data:`_SUBJECT_HEADS` ("our full model"): the paper's own value, ``(surface, start,
    end)`` of that phrase; None otherwise."""
    j = vi - 1
    while j >= 0 and toks[j][0].lower() in ("up", "to", "about", "around", "nearly", "only", "just", "~", "≈"):
        j -= 1
    if j < 1 or toks[j][0] != "(":
        return None
    h = j - 1
    if toks[h][0].lower() == "ours":
        return toks[h][0], toks[h][1], toks[h][2]
    if toks[h][0].lower() not in _SUBJECT_HEADS:
        return None
    for k in range(h - 1, max(-1, h - 4), -1):
        w = toks[k][0]
        if w.lower() == "our":
            return text[toks[k][1]:toks[h][2]], toks[k][1], toks[h][2]
        if w in ",;:()" or w.lower() in _SUBJECT_STOP:
            return None
    return None


def _possessive_owner(text: str, toks: list[_Tok], vi: int,
                      datasets: _Spans, metrics: _Spans) -> Optional[_Owner]:
    """"than GPT-4's 52.1%": a name in the possessive right before the value (a hedge may
    stand between)."""
    j = vi - 1
    while j >= 0 and toks[j][0].lower() in ("up", "to", "about", "around", "nearly", "only", "just", "~", "≈"):
        j -= 1
    if j < 0 or not re.search(r"['’]s$", toks[j][0]):
        return None
    if not _name_like(toks[j][0][:-2]):
        return None
    before = _name_before(toks, j - 1)
    first = before[0] if before else j  # "Stable Diffusion's": the name runs back
    return _owner_at(text, toks[first][1], toks[j][2] - 2, datasets, metrics)


def _colon_owner(text: str, toks: list[_Tok], vi: int,
                 datasets: _Spans, metrics: _Spans) -> Optional[_Owner]:
    """"GPT-4: 52.1%": a name (with a capital after its first letter or a digit, so not a
    word opening a sentence) and a colon right before the value; not a metric ("FID: 3.88")."""
    if vi < 2 or toks[vi - 1][0] != ":":
        return None
    name = _name_before(toks, vi - 2)
    if name is None or not re.search(r"(?<=.)[A-Z0-9]", text[toks[name[0]][1]:toks[name[1]][2]]):
        return None
    if name[0] > 0 and (toks[name[0] - 1][0].lower() in _PHRASE_STOP or toks[name[0] - 1][0] in ");"):
        return None  # "accuracy on ImageNet: 85%", "2) HRSC: 89.7%": a dataset or an item of a list
    if vi < len(toks) and _VERSUS_PAIR.match(text, toks[vi][2]):
        return None  # "HRSC: 89.7% vs. 89.0%": the colon names a setting that two methods share
    return _owner_span(text, toks, name[0], name[1], datasets, metrics)


#: The paper naming its contribution right before the name: "We propose", "this paper
#: introduces a novel", "we call it".
_INTRODUCED_NAME = re.compile(
    r"\b(?:[Ww]e|[Tt]his\s+(?:paper|work|study))\s+(?:\w+ly\s+|also\s+|then\s+|further\s+|here\s+)?"
    r"(?:propose|introduce|present|develop|design|call|name|dub|term)(?:s|d|ed)?\s+(?:it\s+)?"
    r"(?:(?:a|an|the)\s+)?(?:(?:new|novel|simple|general|unified|efficient|lightweight)\s+)*")
#: Sentence openers that may stand before a subject "it" ("Moreover, it ...").
_IT_OPENERS = frozenset(
    """moreover furthermore additionally notably also further empirically experimentally
    specifically importantly remarkably finally overall besides consequently""".split())


def _name_after(text: str, pos: int, hi: int, datasets: _Spans, metrics: _Spans) -> Optional[_Owner]:
    """The name that starts at ``pos`` (after spaces): a run of up to four name-like tokens
    (:func:`_name_like`) ending before ``hi``, as ``(surface, start, end)``; None when the
    first token is no name or the run is a dataset or metric span."""
    toks = _tokens(text, pos, hi)
    k = 0
    while k < len(toks) and k < 4 and _name_like(toks[k][0]):
        k += 1
    if k == 0:
        return None
    return _owner_at(text, toks[0][1], toks[k - 1][2], datasets, metrics)


def _antecedent(text: str, prev: Optional[tuple[int, int]], datasets: _Spans,
                metrics: _Spans, it: _Tok) -> Optional[tuple[str, int, int, bool]]:
    """What a subject "It" that opens a sentence refers to, read from the previous sentence
    ``prev`` (``(start, end)`` offsets, or None at the first sentence): the name the paper
    introduces there ("We propose FooNet, a ...": ``own`` True), else the name that opens
    that sentence as its subject ("FooNet builds on ...": ``own`` False, whoever proposed
    it; an opening phrase set off by a comma may come first: "On A, FooNet outperforms").
    When the previous sentence introduces a contribution without a name ("We propose a
    new framework ..."), the pronoun ``it`` itself (its token) is returned as the owner with
    ``own`` True: the value is the paper's. A simple recency rule for the pronoun, in the
    spirit of the subject preference of centering theory (Grosz, Joshi & Weinstein, 1995);
    None when neither is there.
    Output: ``(surface, start, end, own)``."""
    if prev is None:
        return None
    lo, hi = prev
    introduced = False
    for m in _INTRODUCED_NAME.finditer(text, lo, hi):
        introduced = True
        found = _name_after(text, m.end(), hi, datasets, metrics)
        if found is not None:
            return (*found, True)
    if introduced:
        return (*it, True)
    toks = _tokens(text, lo, hi)
    first = 0
    if toks and not _name_like(toks[0][0]):
        # "On the X dataset, FooNet outperforms ...": the subject follows an opening phrase
        comma = next((n for n, t in enumerate(toks[:9]) if t[0] == ","), None)
        if comma is None:
            return None
        first = comma + 1
    k = first
    while k < len(toks) and k - first < 4 and _name_like(toks[k][0]):
        k += 1
    if k == first or k >= len(toks) or not toks[k][0].islower() or \
            toks[k][0] in _SUBJECT_STOP - {"is", "are", "was", "were"}:
        return None  # "FooNet, a sparse retriever, ...": no verb right after the name
    owner = _owner_at(text, toks[first][1], toks[k - 1][2], datasets, metrics)
    return (*owner, False) if owner else None


def _owner_verb(toks: list[_Tok], vi: int) -> Optional[int]:
    """Index of the nearest finite verb of :data:`_OWNER_VERB` before token ``vi`` in its
    sentence (not past a ";"; a verb form after an article or a number is a noun: "an
    increase of 5%"; "scores" is a verb only before a value or a hedge), or None."""
    v = vi - 1
    while v >= 0 and toks[v][0] not in (";",):
        w = toks[v][0]
        if _OWNER_VERB.search(w) and w.islower() and not (
                v > 0 and (toks[v - 1][0].lower() in _NOUN_BEFORE or _NUMBER_TOKEN.fullmatch(toks[v - 1][0]))) and \
                not (w.lower() in ("scores", "scored") and not (v + 1 < len(toks) and re.match(
                    r"[+\-]?\d|up$|about$|over$|nearly$|around$|only$", toks[v + 1][0]))):
            return v
        v -= 1
    return None


def _gap_hands_off(gap: str) -> bool:
    """Whether the text ``gap`` between a subject's verb and a value hands the value to
    someone else: a comparison or a new clause (:data:`_OWNER_BREAK`; "while" before a
    participle and "more than" before a number go on with the same subject), or a bracket
    after a compared system ("surpassing a prior approach (FID 8.07)")."""
    for m in _OWNER_BREAK.finditer(gap):
        if m.group().lower() in ("while", "whereas") and re.match(r"\s+\w+ing\b", gap[m.end():]):
            continue  # "..., while reducing memory by 40%": the same subject goes on
        if m.group().lower() == "than" and re.search(r"\b(?:more|less|fewer|greater)\s+$", gap[:m.start()]) \
                and re.match(r"\s*[~≈]?\s*(?:\d|$)", gap[m.end():]):
            continue  # "by more than 25%": a hedge of the value, no comparand
        return True
    return bool(re.search(r"\(\s*(?:[A-Za-z][\w\-]*\s+){0,3}$", gap) and re.search(
        r"\b(?:surpass|outperform|beat|exceed|than|over|compared|vs|versus|against)\w*"
        r"(?:\s+(?!(?:when|while|in|on|for|at|with|by)\b)[^\s()\d]+){1,6}\s*\(\s*"
        r"(?:[A-Za-z][\w\-]*\s+){0,3}$", gap))


def _subject_owner(text: str, toks: list[_Tok], vi: int,
                   datasets: _Spans, metrics: _Spans,
                   prev: Optional[tuple[int, int]] = None,
                   coordinated: bool = False) -> Optional[tuple[str, int, int, bool]]:
    """The subject of the clause that states the value: the nearest finite verb of
    :data:`_OWNER_VERB` before the value ("achieves", "outperforms", "is"; participles such
    as "achieving" are read through to the verb before them) and its subject: a name
    ("Llip attains ... 83.5%"; a head noun may follow it: "the MAmmoTH series"), "we",
    "ours", "our ..." or "the proposed ..." (the paper's own work), or "Y, which" / "Y that"
    (Y). The
    gap between verb and value must not compare or open another clause (:data:`_OWNER_BREAK`:
    "X reaches 71.4%, compared to 68.3% ..."; "while" before a participle continues the
    clause), nor hand the value to a new subject ("X reaches 85% and Y 80%"). A verb
    coordinated with an earlier one ("X reaches 85% and improves F1 by 3%") takes that verb's
    subject; with :data:`OWN_RESULT_FRAMES` (``coordinated`` True in that call) a comparison
    inside the earlier conjunct does not stop it, only a new clause does
    (:data:`_OWNER_BREAK_CLAUSE`): "X is 2.8x faster than Y and saves 86% memory", "X achieves
    the best results compared to prior methods, and outperforms Z by 14%" give X.
    Output: ``(surface, start, end, own)`` or None when the verb has no such subject."""
    v = _owner_verb(toks, vi)
    if v is None:
        return None
    gap = text[toks[v][2]:toks[vi][1] if vi < len(toks) else toks[-1][2]]
    if _gap_hands_off(gap) and not (coordinated and OWN_RESULT_FRAMES and not _OWNER_BREAK_CLAUSE.search(gap)):
        return None
    if re.search(r"(?:,|\band)\s+(?:the\s+)?[A-Z][^\s,;:()]*(?:\s+[A-Z0-9][^\s,;:()]*)*\s+"
                 r"(?:only\s+|just\s+|merely\s+)?$", gap) and not any(
                     toks[v][2] <= ds < toks[vi][1] for ds, _, _ in datasets):
        return None  # "X reaches 85% and Y only 80%": a new subject for the second value
    j = v - 1
    while j >= 0 and (toks[j][0].lower() in _SUBJECT_SKIP or toks[j][0].islower() and toks[j][0].endswith("ly")):
        j -= 1
    if j < 0:
        return None
    if toks[j][0] == "and" and j >= 1:
        # "X reaches 85% and improves F1 by 3%": the coordinated verb shares the subject of
        # the verb before it (which must give the value between them no other owner)
        k = j - 1 if toks[j - 1][0] != "," else j - 2
        return _subject_owner(text, toks, k + 1, datasets, metrics, prev, coordinated=True) if k >= 0 else None
    w = toks[j][0]
    if w.lower() in ("we", "ours"):
        return w, toks[j][1], toks[j][2], True
    if w.lower() == "it" and all(t[0].lower() in _IT_OPENERS or t[0] == "," for t in toks[:j]):
        return _antecedent(text, prev, datasets, metrics, toks[j])  # "We propose X. It achieves 85%": X
    if w == "," and (name := _name_before(toks, j - 1)) is not None and name[0] >= 2 and \
            toks[name[0] - 1][0] == "," and any(t[0].lower() == "our" for t in toks[max(0, name[0] - 6):name[0] - 1]):
        # "Our best model, RA-9B, achieves ...": the name in apposition to "our ..."
        owner = _owner_span(text, toks, name[0], name[1], datasets, metrics)
        return (*owner, True) if owner else None
    if w.lower() in ("which", "who", "that") and j >= 1:
        k = j - 1 if toks[j - 1][0] != "," else j - 2
        name = _name_before(toks, k)
        if name is None:
            return None
        owner = _owner_span(text, toks, name[0], name[1], datasets, metrics)
        return (*owner, False) if owner else None
    head = j
    if w.lower() in _SUBJECT_HEADS and j >= 1:
        head = j - 1  # "the MAmmoTH series", "CodedHELUT algorithm", "our method"
    # "our ...": up to five words back, no verb, punctuation or other clause between
    for k in range(j, max(-1, j - 6), -1):
        lw = toks[k][0].lower()
        if lw in ("our", "ours"):
            if not any(_name_like(t[0]) for t in toks[k + 1:j + 1]) and toks[j][0].lower() in _NOT_METHOD_HEADS:
                return None  # "our main finding is ...", "our dataset": no method of the paper
            if BASELINE_RESULTS and toks[j][0].lower() in ("baseline", "baselines") and \
                    not any(_name_like(t[0]) for t in toks[k + 1:j + 1]):
                return None  # "our baseline reaches 30%": the paper's baseline, not its method
            name = _name_before(toks, head) if head != j or _name_like(toks[j][0]) else None
            if name is None and _name_like(toks[j][0]):
                name = _name_before(toks, j)
            if name is not None and name[0] > k:
                owner = _owner_span(text, toks, name[0], name[1], datasets, metrics)
                if owner:
                    return (*owner, True)
            return text[toks[k][1]:toks[j][2]], toks[k][1], toks[j][2], True
        if lw == "proposed" and k >= 1 and toks[k - 1][0].lower() == "the" and toks[j][0].lower() in _SUBJECT_HEADS:
            return text[toks[k - 1][1]:toks[j][2]], toks[k - 1][1], toks[j][2], True
        if lw in ",;:()" or lw in _SUBJECT_STOP or _OWNER_VERB.search(lw):
            break
    name = _name_before(toks, head)
    if name is None:
        return None
    before = toks[name[0] - 1][0].lower() if name[0] > 0 else ""
    if before in ("the", "a", "an"):
        before = toks[name[0] - 2][0].lower() if name[0] > 1 else ""
    if before and before not in ",;:(" and before not in _CLAUSE_OPENERS:
        return None  # "on ImageNet, ..." / "than GPT-4 ...": the name is no subject
    if before in ("and", "or") and toks[name[0] - 1][0].lower() == before and name[0] >= 2 and \
            _name_like(toks[name[0] - 2][0]):
        return None  # "a tandem of A and B demonstrates": the value is the pair's, not B's
    owner = _owner_span(text, toks, name[0], name[1], datasets, metrics)
    return (*owner, False) if owner else None


#: "vs" inside a result's own span: the compared value was left out of the result ("5.9% vs 1.9%
#: word error rate" is the result 5.9 with the metric after the pair).
_VERSUS_INSIDE = re.compile(r"\d\s*(?:%|x|×)?\s*(?:vs\.?|versus)\s*[+\-−]?\d", re.I)
#: "vs" between two values: right after a value, or right before one.
_VERSUS_PAIR = re.compile(r"\s*(?:%|x|×)?\s*(?:vs\.?|versus)\s*(?=[+\-−]?\d)|(?:vs\.?|versus)\s*$", re.I)


#: Session 59 (attr59): mark the values a sentence gives to a system the paper compares with
#: (``Result.baseline``, the graph's kgo:isBaselineResult): a named owner in a comparing clause
#: ("compared to 23.8% from X", "than X (21.4%)", "while X achieves only 21.4%") and unnamed
#: prior work ("prior methods achieve approximately 0%", "versus 30.2% for the strongest
#: baseline"), which gets no owner. False: no mark and no prior-work frame, as before.
BASELINE_RESULTS = True
#: Words before a named owner (after the previous value of its sentence) that make it the
#: compared system: a comparison or a contrasting clause.
_BASELINE_CUE = re.compile(
    rf"\b(?:{_COMPARING}|whilst|outperform\w*|surpass\w*|beat|beats|beating|exceed\w*|over)\b", re.I)
#: Words of an unnamed prior-work phrase that say it is another system than the paper's.
_PRIOR_WORDS = frozenset(
    """previous prior existing competing conventional traditional earlier other
    off-the-shelf state-of-the-art sota sotas baseline baselines competitor competitors
    counterpart counterparts""".split())
#: ("current" is left out: "current LLMs reach 85%" in a paper that evaluates them states the
#: findings of its study, not a baseline's number.)
#: Heads of an unnamed prior-work phrase ("prior methods", "the strongest baseline", "the
#: previous state of the art", "existing LLMs").
_PRIOR_HEADS = frozenset(
    """method methods approach approaches baseline baselines model models work works technique
    techniques system systems algorithm algorithms solution solutions competitor competitors
    llms art sota sotas state-of-the-art methodologies framework frameworks counterpart counterparts
    alternatives""".split())
#: Words that make a phrase the paper's own ("our baseline" stays a baseline: see
#: :func:`_prior_phrase`).
_OWN_WORDS = frozenset("we our ours us proposed this new novel".split())


def _prior_phrase(words: Sequence[str]) -> bool:
    """Whether ``words`` (one to seven tokens) are an unnamed prior-work phrase: a head of
    :data:`_PRIOR_HEADS` last, a word of :data:`_PRIOR_WORDS` among them ("previous
    state-of-the-art methods", "the best competing method", "existing baselines", "the
    previous state of the art"), none of the paper's own (:data:`_OWN_WORDS`: "the proposed
    method", "this new model"; "our baseline" is a baseline), and no name ("GPT-4 baselines" names them: the named frames
    apply); determiners and lower-case modifiers ("strongest", "RNN-based" is no name)
    may come before the head."""
    low = " ".join(words).lower().replace("state of the art", "state-of-the-art")
    ws = low.split()
    if not 1 <= len(ws) <= 7 or ws[-1] not in _PRIOR_HEADS or not any(w in _PRIOR_WORDS for w in ws):
        return False
    if any(w in _OWN_WORDS for w in ws) and not (ws[-1] in ("baseline", "baselines") and
                                                  not {"proposed", "new", "novel"} & set(ws)):
        return False  # "the proposed method"; "our baseline" is a baseline all the same
    for w in words[1:]:
        if w in ("SOTA", "SoTA", "SOTAs", "LLMs") or _ADJECTIVE_SUFFIX.search(w):
            continue
        if not re.fullmatch(r"[a-z][a-z\-]*", w):
            return False  # a name, a number or punctuation: not an unnamed phrase
    return True


#: Words that end an unnamed prior-work phrase after the value's preposition ("versus 30.2%
#: for the strongest baseline on A").
_PHRASE_END = frozenset(
    """, ; : ( ) and or on in at with when while whereas respectively under across using which
    who that for as by from of to""".split())


def _prior_work(text: str, toks: list[_Tok], vi: int, r: Result, lo: int, bracket: bool = True) -> bool:
    """Whether the value at token ``vi`` is unnamed prior work's (:data:`BASELINE_RESULTS`):
    the subject of the clause's verb is a prior-work phrase (:func:`_prior_phrase`: "prior
    methods achieve approximately 0%", "while the best competing method reaches only 55%"; no
    comparison between verb and value), or in a comparing clause the value's phrase ends in
    "for / from / by / of" and such a phrase ("compared to 30.2% of the previous best
    method", "versus 30.2% for the strongest baseline"), or the value opens a bracket after
    such a phrase that a comparison introduces ("than previous methods (21.4%)";
    :func:`_prior_bracket`, left out when ``bracket`` is False)."""
    v = _owner_verb(toks, vi)
    if v is not None and not _gap_hands_off(text[toks[v][2]:toks[vi][1] if vi < len(toks) else toks[-1][2]]):
        j = v - 1
        while j >= 0 and (toks[j][0].lower() in _SUBJECT_SKIP or toks[j][0].islower() and toks[j][0].endswith("ly")):
            j -= 1
        k = j
        while k >= 0 and toks[k][0].lower() not in _CLAUSE_START:
            k -= 1
        if j > k and _prior_phrase([t[0] for t in toks[k + 1:j + 1]]):
            return True
    if _CONTRAST_BEFORE.search(text, lo, r.start) and (m := _FOR_PREP.match(text[r.end:r.sentence_end])):
        i = _value_token(toks, r.end + m.end())
        k = i
        while k < len(toks) and k - i < 7 and toks[k][0].lower() not in _PHRASE_END:
            k += 1
        if k > i and _prior_phrase([t[0] for t in toks[i:k]]):
            return True
    return bracket and _prior_bracket(toks, vi)


def _prior_bracket(toks: list[_Tok], vi: int) -> bool:
    """Whether the value at token ``vi`` opens a bracket (after at most a hedge) right after
    an unnamed prior-work phrase (:func:`_prior_phrase`) that a comparison introduces:
    "outperforms previous methods (30.2% mAP)", "than the strongest baseline (30.2%)",
    "compared to existing approaches (12.1%)". Part of :func:`_prior_work`, asked before
    the subject of the clause (the subject of "outperforms" does not own the bracket)."""
    j = vi - 1
    while j >= 0 and toks[j][0].lower() in ("up", "to", "about", "around", "nearly", "only", "just", "~", "≈"):
        j -= 1
    if j >= 2 and toks[j][0] == "(":
        k = j - 1
        while k >= 0 and j - k <= 7 and not _PRIOR_OPENER.fullmatch(toks[k][0].lower()) and \
                toks[k][0] not in ",;:()":
            k -= 1
        if k < 0 or not _PRIOR_OPENER.fullmatch(toks[k][0].lower()):
            return False  # no comparison right before the phrase
        if toks[k][0].lower() in ("to", "with") and not (
                k >= 1 and toks[k - 1][0].lower() in ("compared", "relative", "comparison")):
            return False
        return _prior_phrase([t[0] for t in toks[k + 1:j]])
    return False


#: Words that introduce the compared system before its bracketed value ("than", "outperforms";
#: "to" and "with" only after "compared", "relative", "comparison").
_PRIOR_OPENER = re.compile(r"than|vs\.?|versus|against|over|unlike|outperform\w*|surpass\w*|beat\w*|"
                           r"exceed\w*|to|with")


def _attribute(text: str, results: list[Result], datasets: _Spans, metrics: _Spans,
               sentences: Sequence[tuple[int, int]] = ()) -> list[Result]:
    """Whose value each result is, when its sentence says so (step 7).

    Rules, first match wins: the value in a bracket after a name (``GPT-4 (52.1%)``,
    :func:`_bracket_owner`); a possessive name before it (``than GPT-4's 52.1%``); a name and
    a colon before it (``GPT-4: 52.1%``); ``for <name>`` after it in a comparing clause
    (``compared to 68.3% for CLIP``); "our method (60.2%)" (:func:`_own_bracket`); else the
    subject of the clause's verb (``Llip attains 83.5%``, ``we achieve``, ``our method
    reaches``, ``X outperforms Y by 3%``: :func:`_subject_owner`; a subject "It" opening the
    sentence is the name the previous sentence introduces or opens with, :func:`_antecedent`).
    A sentence that does not say leaves ``method`` None: precision first, a baseline's number
    is never guessed to be the paper's, nor the reverse.

    Input: the text, the results (text order), the dataset and metric spans (a name that is
    one of them owns no value) and the sentence spans (for the sentence before an "It").
    Output: the results, with ``method``,
    ``method_start``, ``method_end`` and ``method_own`` set where found.
    """
    out = []
    toks_of: dict[int, list[_Tok]] = {}
    prev_end = {}
    compared_from: dict[int, int] = {}  # sentence start -> where the open comparison's window began
    ordered = sorted(sentences)
    prev_sentence = {b[0]: a for a, b in zip(ordered, ordered[1:])}  # sentence start -> the one before
    for r in results:
        lo = r.sentence_start
        toks = toks_of.get(lo)
        if toks is None:
            toks = toks_of[lo] = _tokens(text, lo, r.sentence_end)
        first_value = re.search(r"[+\-−]?\d", text[r.start:r.end])
        v_start = r.start + (first_value.start() if first_value else 0)
        if text.startswith("from", r.start):
            v_start = r.start  # "from A to B": the subject precedes "from"
        vi = _value_token(toks, v_start)
        # a margin or a "vs" pair in a bracket after a compared system ("surpasses the baseline
        # (up to +91.8%)", "(62.67% vs. 55.65%)") is the comparer's gain, not the system's number
        margin = BASELINE_RESULTS and (r.change or text[v_start:v_start + 1] in "+-−" and v_start < r.end or
                                       _VERSUS_PAIR.match(text, r.end) is not None or
                                       _VERSUS_INSIDE.search(text, v_start, r.end) is not None)
        found = _bracket_owner(text, toks, vi, r, datasets, metrics)
        if found is not None and margin and _BASELINE_CUE.search(text, prev_end.get(lo, lo), found[1]):
            found = None  # "outperforms OspreyDet (+5.2%)": the subject's gain (session 59)
        found = found or _possessive_owner(text, toks, vi, datasets, metrics) or \
            _colon_owner(text, toks, vi, datasets, metrics)
        compared = False
        # the comparison that opened the previous value's frame goes on over a list: "compared
        # with 30.2% by X and 28.0% by Y"
        window = compared_from.get(lo, prev_end.get(lo, lo))
        if found is None and (found := _for_owner(text, toks, r, window, datasets, metrics)):
            compared = True  # "compared to 68.3% for CLIP": the clause compares
        own = False
        if found is None and (mine := _own_bracket(text, toks, vi)) is not None:
            found, own = mine, True  # "lag behind our method (60.2%)"
        prior_bracket = found is None and BASELINE_RESULTS and not margin and _prior_bracket(toks, vi)
        if found is None and not prior_bracket and not _VERSUS_PAIR.search(text, max(lo, v_start - 12), v_start) and \
                not _VERSUS_PAIR.match(text, r.end) and not _VERSUS_INSIDE.search(text, v_start, r.end):
            # ("on intelligibility (5.9% vs 1.9% WER)": which side is the subject's is not said)
            subj = _subject_owner(text, toks, vi, datasets, metrics, prev_sentence.get(lo))
            if subj is not None:
                found, own = subj[:3], subj[3]
        before = prev_end.get(lo, lo)
        prev_end[lo] = r.end
        compared_from.pop(lo, None)
        if compared and COMPARED_VALUE_OWNER:
            compared_from[lo] = window
        if found is None:
            if prior_bracket or BASELINE_RESULTS and _prior_work(text, toks, vi, r, window, bracket=False):
                r = replace(r, baseline=True)  # "prior methods achieve approximately 0%"
                compared_from[lo] = window
            out.append(r)
        else:
            # the cue in the owner's own clause: "..., while X only achieves 2.25x", "than X (21.4%)";
            # not a sentence opener set off by a comma ("In contrast, X achieves 50%": a finding)
            clause = max(before, *(text.rfind(p, before, found[1]) + 1 for p in ",;:"))
            baseline = BASELINE_RESULTS and not own and (
                compared or _BASELINE_CUE.search(text, clause, found[1]) is not None)
            out.append(replace(r, method=found[0], method_start=found[1], method_end=found[2], method_own=own,
                               baseline=baseline))
    return out


#: Session 54 (results54): a value that no sentence-level rule attributes, stated at or after
#: the sentence that first names the paper's proposal and in no clause about another system,
#: is the paper's own (``method_own``; :func:`own_after_proposal`). False turns the rule off.
OWN_AFTER_PROPOSAL = True
#: Session 60 (ownres60): frames that give a value to the paper's own proposal where a
#: comparison stood in the way: a verb coordinated after a comparison (:func:`_subject_owner`),
#: a margin "compared to the baselines by 10%" and a sentence that opens with its comparison
#: "Compared to X, <subject> ... 11%" (:func:`_others_clause`); a noun form of a verb ("an
#: absolute increase of 9.6%") is no verb of a subject there. False: as before (the verbs
#: "saves", "showcases", "incurs" added to :data:`_OWNER_VERB` in the same session stay).
OWN_RESULT_FRAMES = True
#: A comparison that ends in the value's margin: "compared to the baselines by over 10%",
#: "better than X by 3%" (the subject's gain, not the compared system's number).
_MARGIN_AFTER_COMPARISON = re.compile(rf"^[^,;:()\d%]*\bby\s+{_HEDGE}$", re.I)
#: Comparing words that may open a sentence as a phrase set off by a comma ("Compared to X,
#: ...", "Relative to X, ...", "In contrast to X, ..."), after at most an adverb ("Notably,").
_OPENING_COMPARISON = re.compile(
    r"^(?:[A-Z]\w+ly\s*,\s*)?(?:compared|in\s+comparison|relative|in\s+contrast|against|versus|unlike)\b", re.I)
#: Words that open a relative clause about the compared system after an opening comparison
#: ("Compared to X, which reaches 50%, ...").
_RELATIVE_AFTER = re.compile(r"\b(?:which|who|whose|where|that)\b|[;:]", re.I)
#: Words in a clause's subject (before its verb) that make the clause about another system
#: than the paper's ("previous methods reach 61%", "human participants reach 91%").
_OTHERS_SUBJECT = re.compile(
    r"\b(?:previous|prior|existing|baselines?|state-of-the-art|SOTA|SoTA|competing|competitors?|"
    r"humans?|participants|annotators|experts?|original|vanilla|conventional|traditional|"
    r"standard|current|other|others|off-the-shelf|popular|leading|commercial|proprietary|"
    r"earlier|classical|naive|random|chance|oracle|teacher|upper\s+bound|lower\s+bound)\b", re.I)
#: Words anywhere before a value in its sentence that compare it with another system's or open
#: a contrasting clause ("compared to 68.3%", "while humans reach 91%", "than X's 52%").
_OTHERS_BEFORE = re.compile(
    rf"\b(?:{_COMPARING}|whilst|instead\s+of|rather\s+than|only\s+(?:reach|achiev|obtain|attain)\w*)\b", re.I)
#: Clause openers at which a clause's subject starts (searching back from its verb).
_CLAUSE_START = frozenset({",", ";", ":", "(", "that", "which", "where", "and", "but", "while",
                           "whereas", "when", "as", "since", "because", "so"})


def _others_clause(text: str, toks: list[_Tok], vi: int) -> bool:
    """Whether the clause that states the value at token ``vi`` is about another system than
    the paper's: a comparing or contrasting word before the value in its sentence
    (:data:`_OTHERS_BEFORE`; "more than" before a value is a hedge, not a comparison, and "while"
    before a participle goes on with the same subject: "while reducing latency by 40%"), or a
    word of :data:`_OTHERS_SUBJECT` in the subject of the nearest verb of
    :data:`_OWNER_VERB` before the value (from the clause opener before it)."""
    lo = toks[0][1] if toks else 0
    hi = toks[vi][1] if vi < len(toks) else (toks[-1][2] if toks else lo)
    before = text[lo:hi]
    for m in _OTHERS_BEFORE.finditer(before):
        if m.group().lower() == "than" and re.search(r"\b(?:more|less|fewer|greater)\s+$", before[:m.start()]) \
                and re.match(r"\s*[~≈]?\s*(?:\d|$)", before[m.end():]):
            continue  # "by more than 25%": a hedge
        if m.group().lower() in ("while", "whilst", "whereas") and re.match(r"\s+\w+ing\b", before[m.end():]):
            continue  # "..., while reducing memory by 40%": the same subject goes on
        if OWN_RESULT_FRAMES and _own_despite_comparison(before, m):
            continue
        return True
    if OWN_RESULT_FRAMES:
        v = _owner_verb(toks, vi)  # "an absolute increase of 9.6%": a noun, no verb
        v = -1 if v is None else v
    else:
        v = vi - 1
        while v >= 0 and not (_OWNER_VERB.search(toks[v][0]) and toks[v][0].islower()):
            v -= 1
    s = v - 1
    while s >= 0 and toks[s][0].lower() not in _CLAUSE_START:
        s -= 1
    subject = text[toks[s + 1][1]:toks[v][1]] if 0 <= s + 1 < v else ""
    return bool(_OTHERS_SUBJECT.search(subject))


def _own_despite_comparison(before: str, m: re.Match) -> bool:
    """Whether the comparing word ``m`` in ``before`` (a sentence up to a value) leaves the
    value to the clause's own subject (:data:`OWN_RESULT_FRAMES`, session 60): the comparison
    ends in the value's margin ("an improvement compared to the baselines by over 10%":
    :data:`_MARGIN_AFTER_COMPARISON`; not after "than" a hedge), or it opens the sentence as a
    phrase set off by a comma that holds no number, and no relative clause or semicolon
    follows before the value ("Compared to the SOTA merging scheme, AdaMerging showcases an
    11% gain"; not "Compared to X, which reaches 50%, ...": :data:`_RELATIVE_AFTER`); a phrase
    without its comparand ("In contrast, ...", "In comparison, ...") only when the clause
    after it opens with "we", "our" or "the proposed" (not "In comparison, all the AI systems
    lag 20% behind humans"). The
    subject of the value's clause is still asked by :func:`_others_clause`."""
    word = m.group().lower()
    if word.split()[0] in ("while", "whilst", "whereas", "but", "instead", "rather", "only"):
        return False
    if _MARGIN_AFTER_COMPARISON.match(before[m.end():]):
        return True
    opening = _OPENING_COMPARISON.match(before)
    if opening is not None and m.start() < opening.end():
        comma = before.find(",", m.end())
        if comma < 0 or re.search(r"\d", before[m.end():comma]) or _RELATIVE_AFTER.search(before, comma):
            return False
        # "In comparison, all the systems lag 20% behind": with no comparand the phrase only
        # links to the sentence before; then the clause must be the paper's own ("In contrast, our model ...")
        return bool(re.search(r"\b(?:to|with)\b", before[m.end():comma], re.I) or
                    re.match(r"\s*(?:we|our|ours|the\s+proposed)\b", before[comma + 1:], re.I))
    return False


def own_after_proposal(text: str, sentences: Sequence[tuple[int, int]], results: Sequence[Result],
                       proposal_starts: Sequence[int]) -> list[Result]:
    """Mark as the paper's own (``method_own`` True, ``method`` left None) each result that no
    sentence-level rule attributed (:func:`_attribute`), whose sentence is the one that first
    names a proposal of the paper or comes after it, and whose clause is about no other system
    (:func:`_others_clause`; no "vs" pair). An abstract states its background first, then its
    proposal, then its results (the rhetorical-move order of abstracts: Swales, 1990; Teufel
    and Moens, 2002, "argumentative zoning"), so a number before the proposal is taken for
    background and left unattributed.

    Input: the text, its sentence spans, the results and the start offsets (in ``text``) of
    the paper's proposed-method mentions. Output: the results, in order. The graph gives a result so marked the paper's proposed
    method when it proposes exactly one (:func:`kg.graph.result_method`), else no owner.
    Nothing is changed when ``OWN_AFTER_PROPOSAL`` is False or nothing is proposed.
    """
    if not OWN_AFTER_PROPOSAL or not proposal_starts:
        return list(results)
    first = min(proposal_starts)
    begin = next((s for s, e in sorted(sentences) if s <= first < e), None)
    if begin is None:
        return list(results)
    out = []
    for r in results:
        if r.method is not None or r.method_own or r.baseline or r.sentence_start < begin:
            out.append(r)
            continue
        lo = r.sentence_start
        first_value = re.search(r"[+\-−]?\d", text[r.start:r.end])
        v_start = r.start + (first_value.start() if first_value else 0)
        if text.startswith("from", r.start):
            v_start = r.start
        if _VERSUS_PAIR.search(text, max(lo, v_start - 12), v_start) or _VERSUS_PAIR.match(text, r.end) or \
                _VERSUS_INSIDE.search(text, v_start, r.end):
            out.append(r)
            continue
        toks = _tokens(text, lo, r.sentence_end)
        if _others_clause(text, toks, _value_token(toks, v_start)):
            out.append(r)
            continue
        out.append(replace(r, method_own=True))
    return out
