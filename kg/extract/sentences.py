"""Sentence-boundary repair after spaCy's statistical sentence recogniser.

``senter`` in the small English pipeline ends a sentence after any abbreviation's full stop
("... by Vaswani et al. | in 2017", "for approx. | 5 hours"). :func:`sentfix_component`
(registered as ``paperkg_sentfix``) undoes a boundary right after a known abbreviation of
scholarly prose when the next token does not start a new sentence (lower-case word, digit,
opening bracket or another abbreviation). Input: a Doc with sentence starts; output: the
same Doc with fewer sentence starts. Never adds a boundary.

It also undoes a boundary inside a word or before a bracket: a token glued to the one before
it (no space between them), or an opening bracket, starts no sentence unless the token before
ends in ``.``, ``!`` or ``?`` ("ReLU|-activated networks" and "as shown by Chen |[Chen, 2021]"
are one sentence each; "models.|We" stays two).
"""
from __future__ import annotations

from typing import Optional

import numpy
from spacy.attrs import SENT_START
from spacy.language import Language
from spacy.tokens import Doc

from kg.extract.tokens import token_table

#: Abbreviations (lower-case, with their full stop) after which a sentence rarely ends.
ABBREVIATIONS = frozenset({
    "al.", "approx.", "e.g.", "i.e.", "vs.", "v.s.", "cf.", "fig.", "figs.", "eq.", "eqs.",
    "sec.", "secs.", "resp.", "ca.", "no.", "nos.", "ref.", "refs.", "tab.", "viz.", "w.r.t.",
    "wrt.", "incl.", "approx", "est.", "p.", "pp.", "vol.", "ch.", "app.", "thm.", "def.",
})
#: Abbreviations that never end a sentence: what follows continues it, whatever its case
#: ("vs. GPT-4", "w.r.t. Gaussian noise", "-6.42 Avg. Vina Score").
NEVER_FINAL = frozenset({"avg.", "vs.", "v.s.", "e.g.", "i.e.", "w.r.t.", "wrt.", "cf.", "viz.",
                         "approx.", "incl."})
#: Abbreviations split by the tokenizer into word + "." ("et al." may be "al" ".").
_WORDS = frozenset(a.rstrip(".") for a in ABBREVIATIONS | NEVER_FINAL)


def _abbreviation_before(doc: Doc, i: int) -> Optional[str]:
    """The abbreviation (lower case, with its full stop) that token ``i`` follows, if any."""
    prev = doc[i - 1]
    if prev.lower_ in ABBREVIATIONS or prev.lower_ in NEVER_FINAL:
        return prev.lower_
    if prev.text == "." and i >= 2 and doc[i - 2].lower_ in _WORDS and not doc[i - 2].whitespace_:
        return doc[i - 2].lower_ + "."
    return None


#: Characters that may end a sentence right before a glued token ("models.We").
_SENTENCE_END = frozenset(".!?…")


def _inside_sentence(doc: Doc, i: int) -> bool:
    """True when token ``i`` is glued to the token before it, or is an opening bracket, and
    the token before it does not end a sentence ("ReLU|-activated", "Chen |[Chen, 2021]")."""
    prev = doc[i - 1]
    return (not prev.whitespace_ or doc[i].text in "([") and prev.text[-1] not in _SENTENCE_END


def _continues(tok) -> bool:
    """True when ``tok`` can continue the sentence rather than start one."""
    t = tok.text
    return t[:1].islower() or t[:1].isdigit() or t[:1] in "([{" or tok.lower_ in ABBREVIATIONS


@Language.component("paperkg_sentfix")
def sentfix_component(doc: Doc) -> Doc:
    """Remove sentence starts right after an abbreviation such as "et al." (when the next
    token can continue a sentence) or "vs." (:data:`NEVER_FINAL`: always), inside a word and at an opening bracket (after a token that does not end in ``.``,
    ``!`` or ``?``).

    Only the tokens that start a sentence (read at once with :meth:`Doc.to_array`) are
    looked at; removing one start does not change the test for another.
    """
    if len(doc) < 2:
        return doc
    # the tests of _inside_sentence, _abbreviation_before and _continues, read from the
    # token table's columns (the tags are final here, so the table is the one the later
    # components read) instead of Token objects; a Token is made only to unset a start
    tt = token_table(doc)
    text, lower, ws = tt.text, tt.lower, tt.ws
    for i in numpy.flatnonzero(doc.to_array(SENT_START)[1:] == 1).tolist():
        i += 1
        prev = text[i - 1]
        if (not ws[i - 1] or text[i] in "([") and prev[-1] not in _SENTENCE_END:  # _inside_sentence
            doc[i].is_sent_start = False
            continue
        # _abbreviation_before
        if lower[i - 1] in ABBREVIATIONS or lower[i - 1] in NEVER_FINAL:
            abbr = lower[i - 1]
        elif prev == "." and i >= 2 and lower[i - 2] in _WORDS and not ws[i - 2]:
            abbr = lower[i - 2] + "."
        else:
            continue
        t = text[i]
        if abbr in NEVER_FINAL or t[:1].islower() or t[:1].isdigit() or t[:1] in "([{" \
                or lower[i] in ABBREVIATIONS:  # (_continues)
            doc[i].is_sent_start = False
    return doc
