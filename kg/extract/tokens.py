"""Per-Doc token attribute columns, read once and shared by the rule components.

Creating a :class:`spacy.tokens.Token` object costs about as much as the rule that reads
it, and the rule components look at the same few attributes of every token many times.
:func:`token_table` reads them once per Doc with :meth:`Doc.to_array` into plain Python
lists and caches the result for the few most recent Docs (not in ``doc.user_data``,
which spaCy serialises when it moves Docs between processes). The rule components run
one Doc at a time through the whole pipeline, so the cache hits. It must be called after
the part-of-speech tags are final (after ``paperkg_tagmap``, which caches the table with
:func:`store` from the columns it has anyway); :func:`forget` drops the cached table of
a Doc whose attributes a component changes.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional

from spacy.attrs import IDX, ORTH, POS, SPACY, TAG
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


#: The per-token attributes a :class:`TokenTable` is read from with :meth:`Doc.to_array`,
#: in column order. The lexeme attributes (text, lower-case form, IS_ALPHA, IS_PUNCT) are
#: not read per token: they are functions of ``ORTH`` and come from :func:`lexemes`.
ATTRS = (ORTH, POS, TAG, SPACY, IDX)


class LexemeColumns:
    """Memoised lexeme attributes of one :class:`~spacy.vocab.Vocab`, keyed by ``ORTH`` hash.

    Why: ``Doc.to_array`` reads a lexeme flag (``IS_ALPHA``, ``IS_PUNCT``, ``IS_SPACE``) or
    ``LOWER`` at about the cost of a whole tag column, and turning hashes into strings
    through the ``StringStore`` costs as much again, for every token of every Doc. These
    attributes belong to the lexeme (spaCy computes them once from its text, with the
    language's lexical attribute getters), so they are looked up once per distinct word
    here and read per token with ``dict.__getitem__``. Nothing in PaperKG changes a
    lexeme's attributes after it is created; a pipeline that does must call
    :meth:`clear`.

    Args:
        vocab: the vocabulary whose lexemes are read.

    Attributes (dicts ``ORTH hash -> value``, filled by :meth:`ensure`):
        text: ``Lexeme.orth_``. lower: ``Lexeme.lower_``.
        is_alpha, is_punct, is_space: the lexeme flags.
        names: ``hash -> str`` for the tag and POS hashes passed to :meth:`ensure_names`
            (0 -> "", as ``Token.tag_`` / ``Token.pos_`` give for unset values).
        row: ``hash -> (text, lower, is_alpha, is_punct)``, the four columns of a
            :class:`TokenTable` that come from the lexeme, read with one lookup per token.
    """

    #: entries kept before the memo is cleared (bounds memory on huge corpora)
    MAX = 1_000_000

    def __init__(self, vocab) -> None:
        self.vocab = vocab
        self.clear()

    def clear(self) -> None:
        """Forget every memoised lexeme."""
        self.text: dict[int, str] = {}
        self.lower: dict[int, str] = {}
        self.is_alpha: dict[int, bool] = {}
        self.is_punct: dict[int, bool] = {}
        self.is_space: dict[int, bool] = {}
        self.row: dict[int, tuple[str, str, bool, bool]] = {}
        self.names: dict[int, str] = {0: ""}

    def ensure(self, orths: Iterable[int]) -> None:
        """Memoise the lexemes of the ``ORTH`` hashes ``orths`` not seen yet (the memo is
        cleared first when it would grow past :attr:`MAX`).

        Raises:
            KeyError: a hash that the vocabulary's StringStore does not know.
        """
        missing = set(orths).difference(self.text)
        if not missing:
            return
        if len(self.text) + len(missing) > self.MAX:
            self.clear()
            missing = set(orths)
        vocab = self.vocab
        for orth in missing:
            lex = vocab[orth]
            self.text[orth] = lex.orth_
            self.lower[orth] = lex.lower_
            self.is_alpha[orth] = lex.is_alpha
            self.is_punct[orth] = lex.is_punct
            self.is_space[orth] = lex.is_space
            self.row[orth] = (lex.orth_, lex.lower_, lex.is_alpha, lex.is_punct)

    def ensure_names(self, hashes: Iterable[int]) -> None:
        """Memoise the strings of the hashes ``hashes`` (tags, POS) not seen yet."""
        missing = set(hashes).difference(self.names)
        strings = self.vocab.strings
        for h in missing:
            self.names[h] = strings[h]


#: The memo of the vocabulary seen last (one pipeline is in use at a time).
_LEXEMES: Optional[LexemeColumns] = None


def lexemes(vocab) -> LexemeColumns:
    """The :class:`LexemeColumns` memo of ``vocab`` (a new one when the vocabulary changes)."""
    global _LEXEMES
    if _LEXEMES is None or _LEXEMES.vocab is not vocab:
        _LEXEMES = LexemeColumns(vocab)
    return _LEXEMES


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
            :meth:`Doc.to_array` gives them), one per token. The lexeme attributes come
            from :func:`lexemes`.
    Returns:
        The table, now also returned by :func:`token_table` for ``doc``.
    """
    lex = lexemes(doc.vocab)
    orth, pos, tag, spacy_, idx = (columns[a] for a in ATTRS)
    # Most Docs hold no word (and no tag) that the memo lacks: read the columns first and
    # fill the memo only when a lookup fails (building the sets to check costs as much as
    # a column). The memo's dicts are read after any fill (LexemeColumns.ensure may clear it).
    # one lookup per token gives its four lexeme columns (transposed below)
    try:
        rows = list(map(lex.row.__getitem__, orth))
    except KeyError:
        lex.ensure(orth)
        rows = list(map(lex.row.__getitem__, orth))
    if rows:
        text, lower, is_alpha, is_punct = map(list, zip(*rows))
    else:
        text, lower, is_alpha, is_punct = [], [], [], []
    try:
        pos_ = list(map(lex.names.__getitem__, pos))
        tag_ = list(map(lex.names.__getitem__, tag))
    except KeyError:
        lex.ensure_names(pos)
        lex.ensure_names(tag)
        pos_ = list(map(lex.names.__getitem__, pos))
        tag_ = list(map(lex.names.__getitem__, tag))
    return store(doc, text, lower, pos_, tag_, spacy_, is_alpha, is_punct, idx)


def store(doc: Doc, text: list[str], lower: list[str], pos: list[str], tag: list[str],
          spacy_: list[int], is_alpha: list[bool], is_punct: list[bool], idx: list[int]) -> TokenTable:
    """Build the :class:`TokenTable` of ``doc`` from its finished string columns and cache it.

    For a component that has the columns as strings already (``paperkg_tagmap`` keeps
    them per (tag, word) pair); :func:`remember` builds them from attribute ids.

    Args:
        doc: the Doc; the columns must be its current token attributes.
        text, lower, pos, tag, is_alpha, is_punct, idx: the :class:`TokenTable` columns
            (one item per token; ``pos`` and ``tag`` are "" where unset).
        spacy_: the ``SPACY`` column (1: a space follows the token, else 0).
    Returns:
        The table, now also returned by :func:`token_table` for ``doc``.
    """
    table = TokenTable(
        text=text,
        lower=lower,
        pos=pos,
        tag=tag,
        ws=list(map(bool, spacy_)),
        is_alpha=is_alpha,
        is_punct=is_punct,
        idx=idx,
        doc_text="".join([t + " " if w else t for t, w in zip(text, spacy_)]),
    )
    forget(doc)
    _CACHE.append((doc, table))
    if len(_CACHE) > _CACHE_SIZE:
        del _CACHE[0]
    return table


def forget(doc: Doc) -> None:
    """Drop the cached table of ``doc`` (call after changing a token attribute)."""
    _CACHE[:] = [(d, t) for d, t in _CACHE if d is not doc]
