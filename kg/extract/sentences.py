"""Sentence-boundary repair after spaCy's statistical sentence recogniser.

``senter`` in the small English pipeline ends a sentence after any abbreviation's full stop
("... by Vaswani et al. | in 2017", "for approx. | 5 hours"). :func:`sentfix_component`
(registered as ``paperkg_sentfix``) undoes a boundary right after a known abbreviation of
scholarly prose when the next token does not start a new sentence (lower-case word, digit,
opening bracket or another abbreviation). Input: a Doc with sentence starts; output: the
same Doc with fewer sentence starts.

It also undoes a boundary inside a word or before a bracket: a token glued to the one before
it (no space between them), or an opening bracket, starts no sentence unless the token before
ends in ``.``, ``!`` or ``?`` ("ReLU|-activated networks" and "as shown by Chen |[Chen, 2021]"
are one sentence each; "models.|We" stays two), and a boundary at a word of small letters
after a closing bracket ("(..., data holdout, etc.)| into distinct tasks": one sentence).

The one boundary it adds is where the source has no space after a full stop
(:func:`glued_sentence_starts`): "fine-tuning.|Comprehensive experiments", "(ours).|We".

Last, a sentence longer than :data:`MAX_SENTENCE_TOKENS` tokens (no sentence of real prose: a
run-on text without full stops) is cut into pieces the rules can read in bounded time
(:func:`long_sentence_starts`).
"""
from __future__ import annotations

import re
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
    "a.k.a.", "aka.",
})
#: Abbreviations that never end a sentence: what follows continues it, whatever its case
#: ("vs. GPT-4", "w.r.t. Gaussian noise", "-6.42 Avg. Vina Score").
NEVER_FINAL = frozenset({"avg.", "vs.", "v.s.", "e.g.", "i.e.", "w.r.t.", "wrt.", "cf.", "viz.",
                         "approx.", "incl.", "a.k.a.", "aka."})
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


#: Closing brackets: a lower-case word after one continues the sentence (:func:`_after_bracket`).
_CLOSING = frozenset({")", "]"})


def _after_bracket(doc: Doc, i: int) -> bool:
    """True when token ``i`` is a word starting with a small letter right after a closing
    bracket: the bracket closed an aside inside the sentence, even when the aside ended in a
    full stop ("dimensions (weight initialization, data holdout, etc.) | into distinct tasks",
    "(see Sec. 3.) | we show"), so no sentence starts there. A capitalised word after a
    bracket may start one ("... (ours). | We")."""
    return doc[i - 1].text in _CLOSING and doc[i].text[:1].islower()


def _continues(tok) -> bool:
    """True when ``tok`` can continue the sentence rather than start one."""
    t = tok.text
    return t[:1].islower() or t[:1].isdigit() or t[:1] in "([{" or tok.lower_ in ABBREVIATIONS


#: A word that may end a sentence glued to the next: letters and hyphens, ending in a
#: lower-case letter ("fine-tuning", "results"; not "ADE20K", "torch.nn", "a.b@x").
_GLUED_END_WORD = re.compile(r"[A-Za-z][A-Za-z-]*[a-z]\Z")
#: A capitalised word that may start the glued sentence ("Comprehensive", "We", "A").
_GLUED_START_WORD = re.compile(r"(?:[A-Z][a-z]+|A|I)\Z")


def glued_sentence_starts(text: list[str], lower: list[str], ws: list[bool]) -> list[int]:
    """Token indices where a sentence starts though the source has no space after its full
    stop: ``word . Word`` with nothing between the three tokens, where ``word`` is a word of
    letters (and hyphens) ending in a lower-case letter or a closing bracket, and ``Word`` is
    a capitalised word followed by a space or by ``,``, ``;`` or ``:`` ("fine-tuning.Comprehensive experiments",
    "(ours).We show"; spaCy's tokenizer and :mod:`kg.extract.tokenizer` split them into three
    tokens, but the sentence recogniser sees one sentence).

    Not a start: after an abbreviation (:data:`ABBREVIATIONS`, "al.In"), inside a dotted
    chain, a URL or an e-mail address (the word is glued to a ``.``, ``/``, ``@`` or ``:``
    before it, or contains one: "torch.nn.Module", "a.b@x.Org"), before a word glued to
    what follows ("nn.Linear(3)", "model.Foo."), in numbers ("3.5") and in
    words with capitals or digits before the stop ("ADE20K.At", "U.S.", "Fig.3").

    Args:
        text, lower, ws: the token columns of a Doc (:class:`kg.extract.tokens.TokenTable`:
            ``Token.text``, ``Token.lower_``, whether a space follows).
    Returns:
        The indices (ascending) of the tokens that start such a sentence.
    """
    out = []
    n = len(text)
    for i in range(1, n - 1):
        if text[i] != "." or ws[i] or ws[i - 1]:
            continue
        if not ws[i + 1] and (i + 2 >= n or text[i + 2] not in (",", ";", ":")):
            continue  # "nn.Linear(3)", "model.Foo.": a name; "attention.However, ..." is not
        if not _GLUED_START_WORD.match(text[i + 1]):
            continue
        prev = text[i - 1]
        if prev in (")", "]"):
            out.append(i + 1)
            continue
        if not _GLUED_END_WORD.match(prev) or lower[i - 1] + "." in ABBREVIATIONS \
                or lower[i - 1] + "." in NEVER_FINAL:
            continue
        if i >= 2 and not ws[i - 2] and text[i - 2][-1:] in "./@:\\_":
            continue  # "torch.nn", "a.b@x": the word is part of a longer name
        out.append(i + 1)
    return out


#: Longest sentence, in tokens, that the extraction rules see. Several rules compare each name
#: or number of a sentence with the rest of that sentence, so a "sentence" of thousands of
#: tokens (an input of 20,000 characters with no full stop, as a broken dump or a pasted word
#: list can be) costs them time growing faster than its length; :func:`long_sentence_starts`
#: cuts such a sentence into pieces of at most this many tokens. Real abstracts never reach
#: it: in the 8,483 abstracts of ../shared/corpus (65,235 sentences as the extractor sees them,
#: session 43) the 99th percentile is 66 tokens, the 99.99th 134 and the longest 160.
MAX_SENTENCE_TOKENS = 256
#: Tokens after which a too-long sentence is preferably cut: clause punctuation.
_CLAUSE_BREAKS = frozenset({";", ":", ",", "\u2014", "\u2013"})


def long_sentence_starts(text: list[str], ws: list[bool], starts: list[int],
                         limit: int = MAX_SENTENCE_TOKENS) -> list[int]:
    """Token indices where sentences longer than ``limit`` tokens are cut, so that no piece
    is longer than ``limit``. Each piece ends after the last clause punctuation
    (:data:`_CLAUSE_BREAKS`: ``;``, ``:``, ``,``, dashes) in the second half of its
    ``limit`` tokens; without one, before the last token there that follows a space (not inside a
    hyphenated or glued word); without one either, after exactly ``limit`` tokens. Time is
    linear in the number of tokens.

    Args:
        text, ws: the token columns of a Doc (``Token.text``, whether a space follows).
        starts: the indices (ascending) of the tokens that start a sentence; the first is 0.
        limit: the longest piece, in tokens (at least 2).
    Returns:
        The indices (ascending) of the tokens that start a new piece; none for sentences of
        at most ``limit`` tokens.
    """
    out = []
    ends = starts[1:] + [len(text)]
    for s, e in zip(starts, ends):
        while e - s > limit:
            cut = next((j + 1 for j in range(s + limit - 1, s + limit // 2 - 1, -1) if text[j] in _CLAUSE_BREAKS),
                       None)
            if cut is None:
                cut = next((j for j in range(s + limit - 1, s + limit // 2, -1) if ws[j - 1]), s + limit)
            out.append(cut)
            s = cut
    return out


@Language.component("paperkg_sentfix")
def sentfix_component(doc: Doc) -> Doc:
    """Remove sentence starts right after an abbreviation such as "et al." (when the next
    token can continue a sentence) or "vs." (:data:`NEVER_FINAL`: always), inside a word and at an opening bracket (after a token that does not end in ``.``,
    ``!`` or ``?``), and at a word of small letters after a closing bracket
    (:func:`_after_bracket`: "(..., etc.) | into").

    Only the tokens that start a sentence (read at once with :meth:`Doc.to_array`) are
    looked at; removing one start does not change the test for another. Then a sentence
    start is added where :func:`glued_sentence_starts` finds two sentences glued without a
    space ("fine-tuning.|Comprehensive"), and where :func:`long_sentence_starts` cuts a
    sentence longer than :data:`MAX_SENTENCE_TOKENS` tokens (not in a parsed Doc, whose
    sentences the dependency tree fixes).
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
        if prev in _CLOSING and text[i][:1].islower():  # _after_bracket
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
    for i in glued_sentence_starts(text, lower, ws):
        doc[i].is_sent_start = True
    if len(doc) > MAX_SENTENCE_TOKENS and not doc.has_annotation("DEP"):
        starts = [0] + (numpy.flatnonzero(doc.to_array(SENT_START)[1:] == 1) + 1).tolist()
        for i in long_sentence_starts(text, ws, starts):
            doc[i].is_sent_start = True
    return doc
