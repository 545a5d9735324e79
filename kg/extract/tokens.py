"""Per-Doc token attribute columns, read once and shared by the rule components.

Creating a :class:`spacy.tokens.Token` object costs about as much as the rule that reads
it, and the rule components look at the same few attributes of every token many times.
:func:`token_table` reads them once per Doc with :meth:`Doc.to_array` into plain Python
lists and caches the result for the few most recent Docs (not in ``doc.user_data``,
which spaCy serialises when it moves Docs between processes). The rule components run
one Doc at a time through the whole pipeline, so the cache hits. It must be called after
the part-of-speech tags are final (after ``paperkg_tagmap``, which caches the table with
:func:`remember` from the columns it reads anyway); :func:`forget` drops the cached table of
a Doc whose attributes a component changes.
"""
from __future__ import annotations

from dataclasses import dataclass

from spacy.attrs import IDX, IS_ALPHA, IS_PUNCT, LOWER, ORTH, POS, SPACY, TAG
from spacy.tokens import Doc

#: (Doc, table) pairs of the most recent Docs; the Doc is held so its id stays unique
_CACHE: list[tuple[Doc, "TokenTable"]] = []
_CACHE_SIZE = 4


@dataclass(frozen=True)
class TokenTable:
    """Token attributes of one Doc as parallel lists (index = token index ``Token.i``).

    Attributes:
        text: ``Token.text``.
        lower: ``Token.lower_``.
        pos: ``Token.pos_`` (universal part of speech, "" when unset).
        tag: ``Token.tag_`` (fine-grained tag, "" when unset).
        ws: ``bool(Token.whitespace_)``: a space follows the token.
        is_alpha: ``Token.is_alpha``.
        is_punct: ``Token.is_punct``.
        idx: ``Token.idx``, the character offset of the token in ``doc_text``.
        doc_text: ``Doc.text`` (spaCy rebuilds it from the tokens on every access).
    """

    text: list[str]
    lower: list[str]
    pos: list[str]
    tag: list[str]
    ws: list[bool]
    is_alpha: list[bool]
    is_punct: list[bool]
    idx: list[int]
    doc_text: str

    def __len__(self) -> int:
        return len(self.text)


#: The attributes a :class:`TokenTable` is read from, in column order.
ATTRS = (ORTH, LOWER, POS, TAG, SPACY, IS_ALPHA, IS_PUNCT, IDX)


def token_table(doc: Doc) -> TokenTable:
    """The :class:`TokenTable` of ``doc``, computed on first use and cached (see module)."""
    for cached, table in _CACHE:
        if cached is doc and len(table) == len(doc):
            return table
    cols = doc.to_array(list(ATTRS)).T.tolist() if len(doc) else [[] for _ in ATTRS]
    return remember(doc, dict(zip(ATTRS, cols)))


def remember(doc: Doc, columns: dict[int, list[int]]) -> TokenTable:
    """Build the :class:`TokenTable` of ``doc`` from columns already read and cache it.

    For a component that has just read and set the attributes anyway (``paperkg_tagmap``
    sets the POS column), so that the table costs no second :meth:`Doc.to_array`.

    Args:
        doc: the Doc; its attributes must equal ``columns`` (read after the last change).
        columns: for each attribute id of :data:`ATTRS`, its integer values (as
            :meth:`Doc.to_array` gives them), one per token.
    Returns:
        The table, now also returned by :func:`token_table` for ``doc``.
    """
    strings = doc.vocab.strings
    cols = [columns[a] for a in ATTRS]
    text = [strings[h] for h in cols[0]]
    table = TokenTable(
        text=text,
        lower=[strings[h] for h in cols[1]],
        pos=[strings[h] if h else "" for h in cols[2]],
        tag=[strings[h] if h else "" for h in cols[3]],
        ws=[bool(v) for v in cols[4]],
        is_alpha=[bool(v) for v in cols[5]],
        is_punct=[bool(v) for v in cols[6]],
        idx=cols[7],
        doc_text="".join([t + " " if w else t for t, w in zip(text, cols[4])]),
    )
    forget(doc)
    _CACHE.append((doc, table))
    if len(_CACHE) > _CACHE_SIZE:
        del _CACHE[0]
    return table


def forget(doc: Doc) -> None:
    """Drop the cached table of ``doc`` (call after changing a token attribute)."""
    _CACHE[:] = [(d, t) for d, t in _CACHE if d is not doc]
