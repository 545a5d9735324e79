"""Tokenizer infixes for brackets glued to words (extraction stage set-up).

spaCy's English tokenizer splits a bracket only at the start or end of a whitespace-separated
chunk, so an acronym definition written without a space, or followed by an em dash, stays glued
to its neighbour: "Distillation(DFD)" gives ``Distillation(DFD`` + ``)`` and "(A2Q)—a method"
gives ``A2Q)—a``. Entity spans then end inside a token and carry a stray bracket.
:func:`split_glued_brackets` adds three infix patterns to the tokenizer (spaCy's
``Tokenizer.infix_finditer``; https://spacy.io/usage/linguistic-features#native-tokenizer-additions):

* an opening bracket after a word ending in two lower-case letters and before a letter or
  digit: ``Distillation(DFD`` -> ``Distillation ( DFD`` (``f(x)``, ``GPT-4(V)`` stay as spaCy
  makes them);
* a closing bracket followed by an en or em dash (clause punctuation) and a letter or digit:
  ``A2Q)—a`` -> ``A2Q )—a``;
* that dash: ``)—a`` -> ``) — a``.

The last two do not fire when the bracket closes a short bracket (1-5 characters) opened in the
same chunk after a word of fewer than two lower-case letters, so notation such as ``SE(3)–X``
stays as spaCy's own rules leave it. A hyphen after a bracket ("(LP)-based") is left alone: the
compound "LP-based policy" is one modifier, and splitting it lets rules take "LP" as its head.
"""
from __future__ import annotations

from spacy.language import Language
from spacy.util import compile_infix_regex

_INNER = r"[^()\[\]]"
#: Lookbehinds: the closing bracket does not close a short bracket opened in the same chunk
#: ("SE(3)-equivariant", "O(n)-invariant" stay one token, as spaCy makes them).
#: A bracket opened right after a word of fewer than two lower-case letters ("SE(", "O(", "f(")
#: or at the start of the chunk, closed 1-5 characters later.
_SHORT_BRACKET = [rf"{before}[(\[]{_INNER}{{{n}}}" for n in range(1, 6)
                  for before in ("[^a-z]", "[^a-z][a-z]", "^", "^[a-z]")]
_NOT_CLOSING_SHORT = "".join(f"(?<!{b})" for b in _SHORT_BRACKET)
_NOT_AFTER_CLOSING_SHORT = "".join(rf"(?<!{b}[)\]])" for b in _SHORT_BRACKET)
_DASH = r"[\u2013-\u2015]"  # en dash, em dash, horizontal bar: clause punctuation, not hyphens

#: The added infix patterns (Python ``re`` syntax; see the module docstring). Each opens with
#: the test of its own character (the bracket, or a lookahead for the closing bracket or the
#: dash), so that at the other positions of a chunk it fails at once instead of running its
#: twenty lookbehinds first: the same matches (the assertions all look at the same position;
#: the first pattern's lookbehind moved after the bracket spans it), about a tenth of the
#: patterns' cost (session 59: 87,620 distinct corpus chunks, 1.90 -> 0.17 CPU-s beyond
#: spaCy's own infixes; tests/test_tokenizer59.py).
GLUED_BRACKET_INFIXES = (
    r"[(\[](?<=[a-z]{2}[(\[])(?=[A-Za-z0-9])",
    r"(?=[)\]])" + _NOT_CLOSING_SHORT + rf"[)\]](?={_DASH}[A-Za-z0-9])",
    rf"(?={_DASH})(?<=[)\]])" + _NOT_AFTER_CLOSING_SHORT + rf"{_DASH}(?=[A-Za-z0-9])",
)


def split_glued_brackets(nlp: Language) -> None:
    """Add :data:`GLUED_BRACKET_INFIXES` to ``nlp``'s tokenizer, in place.

    Args:
        nlp: a spaCy pipeline whose tokenizer has ``infix_finditer`` (every rule-based spaCy
            tokenizer does). Idempotent: patterns already present are not added twice.
    Returns:
        None; ``nlp.tokenizer.infix_finditer`` is replaced (the tokenizer cache is reset by spaCy).
    """
    current = list(nlp.Defaults.infixes or ())
    added = [p for p in GLUED_BRACKET_INFIXES if p not in current]
    if added:
        nlp.tokenizer.infix_finditer = compile_infix_regex(current + added).finditer
