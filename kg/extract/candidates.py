"""Candidate spans for the learned span tagger: n-grams bounded by content words, no parser.

spaCy's ``spancat`` scores every span its *suggester* proposes; the ngram suggester proposes
every span of 1..k tokens (about k per token), most of which no annotator would mark ("of the",
"we propose a"). :func:`phrase_suggester` proposes only the n-grams that could be a name:

* 1 to ``max_size`` tokens inside one clause: no token of :data:`BREAKS` (sentence and clause
  punctuation; brackets, slashes and hyphens may be inside) and no whitespace token;
* the first token is no punctuation and no function word (:data:`FUNCTION_WORDS`, in small or
  title case: "The", not "AT"), unless it is glued to a hyphen ("off-policy", "two-layer");
* the last token is no function word and no punctuation except a closing bracket
  ("large language models (LLMs)").

This is the n-gram filter of keyphrase extraction, "n-grams that neither begin nor end with a
stopword" (Hulth 2003, "Improved automatic keyword extraction given more linguistic knowledge",
EMNLP), with a closed-class word list instead of a general stop list, so content words that
stop lists hold ("first", "two", "part", "full") may start or end a name. Only lexical
attributes of the tokens are read (no tagger, no parser), so the tagger's own tokenizer is
enough. On PaperKG's development gold it proposes about 2.2 spans per token at ``max_size`` 8
(the ngram suggester 1-8: about 8) and keeps 99.6% of the task and method-used training spans
of at most 8 tokens (``eval/train_gold_tagger.py``).

Registered in spaCy's ``misc`` registry as ``paperkg.phrase_suggester.v1`` (a spancat config
names it as ``@misc``); importing this module registers it.
"""
from __future__ import annotations

from functools import partial
from typing import Iterable, Optional

import numpy
from spacy.attrs import IS_PUNCT, IS_SPACE, IS_UPPER, LOWER, ORTH, SPACY
from spacy.strings import hash_string
from spacy.tokens import Doc
from spacy.util import registry
from thinc.api import Ops, get_current_ops
from thinc.types import Ragged

#: Closed-class English words (articles, pronouns, prepositions, conjunctions, auxiliaries,
#: modals, wh-words, a few discourse adverbs and quantifiers) that start or end no name.
FUNCTION_WORDS = frozenset("""
a an the this that these those its their our his her my your we they it he she i you us them
of in on at by for with from to into onto over under about as than via through across between
among within without upon toward towards against during before after and or but nor
is are was were be been being has have had do does did can could may might must shall should
will would which who whom whose what when where while how why whether if then so such also not
both each every all any some more most very only however thus hence here there
""".split())
#: Tokens no candidate spans: sentence and clause punctuation.
BREAKS = frozenset([".", ",", ";", ":", "!", "?", '"', "\u201c", "\u201d", "\u2014", "\u2013"])
_CLOSING = ("(", ")"), ("[", "]"), ("{", "}")
_FUNC_IDS = numpy.array(sorted(hash_string(w) for w in FUNCTION_WORDS), dtype="uint64")
_BREAK_IDS = numpy.array(sorted(hash_string(w) for w in BREAKS), dtype="uint64")
_CLOSE_IDS = numpy.array(sorted(hash_string(c) for _, c in _CLOSING), dtype="uint64")
_HYPHEN = hash_string("-")
_ATTRS = [ORTH, LOWER, IS_PUNCT, IS_SPACE, IS_UPPER, SPACY]


def phrase_spans(doc: Doc, max_size: int) -> numpy.ndarray:
    """The candidate spans of one Doc (the rules of the module docstring).

    Args:
        doc: a tokenised Doc (no annotation needed).
        max_size: longest candidate, in tokens (>= 1).
    Returns:
        An ``(m, 2)`` int32 array of ``(start, end)`` token offsets (end exclusive), by length
        then start, as spaCy's ngram suggester orders them.
    """
    n = len(doc)
    if n == 0:
        return numpy.zeros((0, 2), dtype="i")
    arr = doc.to_array(_ATTRS).astype("uint64")
    orth, lower = arr[:, 0], arr[:, 1]
    punct, space, upper, ws = (arr[:, k].astype(bool) for k in (2, 3, 4, 5))
    func = numpy.isin(lower, _FUNC_IDS) & ~upper
    glued = numpy.zeros(n, dtype=bool)
    glued[:-1] = ~ws[:-1] & (orth[1:] == _HYPHEN)
    start_ok = ~punct & ~space & ~(func & ~glued)
    end_ok = ~(punct & ~numpy.isin(orth, _CLOSE_IDS)) & ~space & ~func
    breaks = numpy.concatenate([[0], numpy.cumsum(numpy.isin(orth, _BREAK_IDS) | space)])
    out = []
    for size in range(1, min(max_size, n) + 1):
        starts = numpy.arange(n - size + 1)
        ends = starts + size
        keep = start_ok[starts] & end_ok[ends - 1] & (breaks[ends] == breaks[starts])
        if keep.any():
            out.append(numpy.stack([starts[keep], ends[keep]], axis=1))
    return numpy.concatenate(out).astype("i") if out else numpy.zeros((0, 2), dtype="i")


def phrase_suggester(docs: Iterable[Doc], max_size: int, *, ops: Optional[Ops] = None) -> Ragged:
    """spaCy suggester: :func:`phrase_spans` of each Doc, as a Ragged of ``(start, end)`` rows
    (the interface of ``spacy.ngram_suggester.v1``: one row block per Doc, ``lengths`` the
    number of spans of each Doc)."""
    if ops is None:
        ops = get_current_ops()
    blocks = [phrase_spans(doc, max_size) for doc in docs]
    lengths = ops.asarray1i([len(b) for b in blocks])
    rows = [b for b in blocks if len(b)]
    if rows:
        return Ragged(ops.asarray(numpy.concatenate(rows), dtype="i"), lengths)
    return Ragged(ops.xp.zeros((0, 0), dtype="i"), lengths)


@registry.misc("paperkg.phrase_suggester.v1")
def build_phrase_suggester(max_size: int = 8):
    """Registered factory of :func:`phrase_suggester` (config: ``@misc =
    "paperkg.phrase_suggester.v1"``, ``max_size = 8``).

    Raises:
        ValueError: when ``max_size`` < 1.
    """
    if max_size < 1:
        raise ValueError(f"max_size must be at least 1, not {max_size}")
    return partial(phrase_suggester, max_size=max_size)
