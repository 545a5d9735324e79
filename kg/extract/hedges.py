"""Clauses that deny or only suppose what their words would state (session 53, fixJtext).

"We do not evaluate on NYUv2", "X is not evaluated on COCO", "we do not use ImageNet" name
a dataset without an evaluation on it; "our approach might be applicable to MNIST, which we
leave to future work" and "it could reach an FID of around 12, but we did not verify this"
suppose what they do not report. :func:`unasserted_spans` finds such clauses over the token
columns (:mod:`kg.extract.tokens`; the pipeline has no dependency parser, so the governing
verb is read from the tags in the clause's word order):

* a negation: ``not`` / ``n't`` after an auxiliary or modal (``do``, ``is``, ``can``...), or
  ``never``, then perhaps adverbs and ``be`` / ``been``, then a verb of use or evaluation
  (:data:`kg.extract.lexicon.NEGATED_USE_VERBS`). "not only" / "not just" (a partial
  negation, :data:`~kg.extract.lexicon.NEGATION_LIMITERS`) is none.
* a supposition: a modal (:data:`~kg.extract.lexicon.HYPOTHETICAL_MODALS`, tagged MD) in a
  sentence that also holds a cue of untested work
  (:data:`~kg.extract.lexicon.HYPOTHETICAL_CUES`: "future work", "not verify").

The clause runs from the negation or the modal to the next clause punctuation, a word of
:data:`~kg.extract.lexicon.CLAUSE_END_WORDS` ("but", "while"), "and" before a verb or a
pronoun ("and we train on Y"), or the sentence end. The link rules (``roles._links``) make no
evaluatedOn, pretrainedOn, uses or usesMetric link from a mention inside one, and the
extractor keeps no numeric result there (``Extractor._to_extraction``); the mentions stay.
"""
from __future__ import annotations

import re
from typing import Iterable, Sequence

from kg.extract.lexicon import (CLAUSE_END_WORDS, HYPOTHETICAL_CUES, HYPOTHETICAL_MODALS,
                                NEGATED_USE_VERBS, NEGATION_LIMITERS)
from kg.extract.tokens import TokenTable

#: Auxiliaries and modals (lower-case) a "not" of a negated verb follows.
_AUXILIARIES = frozenset(
    "do does did is are was were be been has have had can could will would shall should may "
    "might must ca wo".split())
#: Tokens of negation: "not", the clitic "n't" (spaCy splits "don't" -> "do", "n't"; "cannot"
#: -> "can", "not").
_NOT = frozenset({"not", "n't"})
#: Clause punctuation that ends the clause a negation or a modal governs.
_CLAUSE_PUNCT = frozenset(",;:()[]\u2014\u2013")
#: The words that may stand between "not" and its verb: "be", "been", "yet", "even".
_BETWEEN = frozenset({"be", "been", "yet", "even", "also"})


#: A word without which a text holds no clause of :func:`unasserted_spans` (a quick test
#: before the token scan).
_TRIGGER = re.compile(r"\b(?:not|never|might|could|would|may)\b|n't", re.IGNORECASE)


def may_hold(text: str) -> bool:
    """Whether ``text`` has a word that opens a clause of :func:`unasserted_spans` (a negation
    or a modal); False means it has none, so the token scan can be skipped."""
    return _TRIGGER.search(text) is not None


def _clause_end(t: TokenTable, i: int, end: int) -> int:
    """Token index where the clause that token ``i`` opens ends (exclusive), at most ``end``."""
    lower, tag = t.lower, t.tag
    for j in range(i + 1, end):
        w = lower[j]
        if w in _CLAUSE_PUNCT or w in CLAUSE_END_WORDS:
            return j
        if w == "and" and j + 1 < end and (tag[j + 1].startswith("VB") or tag[j + 1] in ("PRP", "MD")):
            return j
    return end


def _negated_verb(t: TokenTable, i: int, end: int) -> bool:
    """Whether the negation at token ``i`` (a "not" after an auxiliary, or "never") governs a
    verb of :data:`NEGATED_USE_VERBS` within the next few tokens (adverbs and "be" between)."""
    lower, tag = t.lower, t.tag
    for j in range(i + 1, min(end, i + 5)):
        w = lower[j]
        if w in NEGATED_USE_VERBS and (tag[j].startswith("VB") or tag[j] in ("NN", "JJ")):
            return True
        if w in NEGATION_LIMITERS:
            return False
        if not (tag[j] == "RB" or w in _BETWEEN):
            return False
    return False


def _has_cue(lower: Sequence[str], start: int, end: int) -> bool:
    """Whether tokens ``[start, end)`` hold one of :data:`HYPOTHETICAL_CUES` in order."""
    for j in range(start, end):
        for cue in HYPOTHETICAL_CUES:
            if lower[j] == cue[0] and tuple(lower[j:j + len(cue)]) == cue:
                return True
    return False


def unasserted_spans(t: TokenTable, sents: Iterable[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """The character spans of the clauses that deny a use or evaluation or only suppose
    one (see the module docstring).

    Args:
        t: the Doc's token columns (:func:`kg.extract.tokens.token_table`; tags final).
        sents: the sentences as token ranges ``(start, end)``, ``end`` exclusive.
    Returns:
        Character spans ``(start, end)`` into ``t.doc_text``, in text order; empty when no
        clause qualifies. Never raises.
    """
    lower, tag, idx = t.lower, t.tag, t.idx
    text_end = len(t.doc_text)
    out: list[tuple[int, int]] = []
    for s, e in sents:
        cue = None
        for i in range(s, e):
            w = lower[i]
            opens = False
            if w in _NOT and i > s and lower[i - 1] in _AUXILIARIES or w == "never":
                opens = _negated_verb(t, i, e)
            elif w in HYPOTHETICAL_MODALS and tag[i] == "MD":
                if cue is None:
                    cue = _has_cue(lower, s, e)
                opens = cue
            if opens:
                j = _clause_end(t, i, e)
                out.append((idx[i], idx[j] if j < len(idx) else text_end))
    return tuple(out)


def inside(spans: Sequence[tuple[int, int]], start: int) -> bool:
    """Whether character ``start`` lies in one of ``spans`` (as :func:`unasserted_spans` gives)."""
    return any(a <= start < b for a, b in spans)


def asserted_sentence(text: str, name: str, spans: Sequence[tuple[int, int]],
                      sentences: Sequence[tuple[int, int]]) -> tuple[int, int] | None:
    """The character span of the first sentence of ``text`` that writes ``name`` as whole
    words outside ``spans`` (the clauses of :func:`unasserted_spans`), or None when every
    place that writes it lies in one.

    Args:
        text: the Doc's text.
        name: the surface form of a mention.
        spans: unasserted clauses, as :func:`unasserted_spans` gives them.
        sentences: the sentences as character spans, in text order.
    Returns:
        ``(start, end)`` of that sentence, or None. Never raises.
    """
    if not name:
        return None
    for m in re.finditer(r"(?<!\w)" + re.escape(name) + r"(?!\w)", text):
        if not inside(spans, m.start()):
            for a, b in sentences:
                if a <= m.start() < b:
                    return a, b
    return None
