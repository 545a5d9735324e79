"""spaCy component ``paperkg_tagmap``: the trained pipeline's attribute ruler as a table.

``en_core_web_sm`` derives coarse part-of-speech tags (``Token.pos_``) from the
fine-grained tagger output with an :class:`~spacy.pipeline.AttributeRuler` of ~180
token patterns. Run as a :class:`~spacy.matcher.Matcher`, it costs as much as the
parser on abstracts. PaperKG only needs ``pos_`` (the lemmatizer is disabled), so
:func:`load_nlp <kg.extract.pipeline.load_nlp>` replaces the ruler with this component,
compiled *from the ruler's own patterns*: every single-token pattern over ``TAG``,
``LOWER``, ``DEP`` and ``IS_SPACE`` (with ``IN``/``NOT_IN`` sets) becomes a rule indexed
by tag, applied in the ruler's order (later rules win, as in the ruler). Only the
``POS`` attribute is set. Of the ruler's multi-token patterns only the one that sets a
``POS`` ("there is": a form of *be* after an expletive is VERB) is reproduced; the
others (colloquial contractions such as "gonna") set lemmas only.
"""
from __future__ import annotations

import re
from typing import Any, Optional

import numpy
from spacy.attrs import IDX, ORTH, POS, SPACY, TAG
from spacy.language import Language
from spacy.parts_of_speech import IDS as POS_IDS
from spacy.tokens import Doc

from kg.extract.tokens import forget, lexemes, store

_KEYS = {"TAG", "LOWER", "DEP", "IS_SPACE"}
_BE_FORMS = frozenset({"is", "are", "was", "were", "'s", "'re"})


#: Switch: a non-third-person present verb (tag VBP) right between a singular noun and a
#: noun is a noun the tagger misread ("3D pose estimation", "6D object pose estimation"):
#: after a singular subject a finite verb would be VBZ, so the word can only be part of
#: the compound; it is retagged NN / NOUN in the token table
#: (:func:`_retag_misread_present_verbs`). Session 39.
AGREEMENT_NOUNS = True
#: Singular nouns (tag NN) that take a plural verb ("the data show"): no agreement test.
_PLURAL_SENSE_NOUNS = frozenset("data people staff police majority".split())
_NOUN_ID = POS_IDS["NOUN"]
#: Heads of a process noun ("estimation", "segmentation", "analysis", "embeddings"): after
#: one the word before closes a compound ("pose estimation"); after an object noun of
#: another kind the word is more often the verb ("methods for segmentation require data").
_PROCESS_NOUN_RE = re.compile(r"(?:ion|sis|ment|ance|ence|ing)s?$")
#: Auxiliaries, never the noun of a compound.
_AUXILIARY_FORMS = frozenset("have do are am".split())
#: A plural acronym ("LLMs", "GNNs"), which the tagger may call NNP.
_PLURAL_ACRONYM_RE = re.compile(r"[A-Z][A-Za-z0-9-]*[A-Z0-9]s")


def _retag_misread_present_verbs(tag_: list, lower: list, text: list, spacy_: list, pos_ids: list,
                                 pos_: list) -> None:
    """Retag in place (tag "NN", POS NOUN) each token tagged VBP that stands between a
    singular noun (NN / NNP, not one of :data:`_PLURAL_SENSE_NOUNS`) and a process noun
    (NN / NNS, :data:`_PROCESS_NOUN_RE`), with spaces on both sides: a present verb there
    agrees with no subject. Not an
    auxiliary ("what role do augmentations play"), nor after a plural acronym the tagger
    calls NNP ("LLMs have"), nor after a noun that closes a coordination ("X and Y
    improve performance": a plural subject).

    Args:
        tag_, lower, text, spacy_: the fine tag, lower form, text and trailing-space flag
            per token.
        pos_ids, pos_: the POS id and POS string per token (changed in place).
    """
    for i in range(1, len(tag_) - 1):
        if tag_[i] == "VBP" and tag_[i - 1] in ("NN", "NNP") and tag_[i + 1] in ("NN", "NNS") \
                and spacy_[i - 1] and spacy_[i] and lower[i - 1] not in _PLURAL_SENSE_NOUNS \
                and lower[i] not in _AUXILIARY_FORMS and not _PLURAL_ACRONYM_RE.fullmatch(text[i - 1]) \
                and not (i >= 2 and lower[i - 2] in ("and", "or")) and _PROCESS_NOUN_RE.search(lower[i + 1]):
            tag_[i], pos_ids[i], pos_[i] = "NN", _NOUN_ID, "NOUN"


def _values(value: Any) -> frozenset:
    """The strings a pattern value names (its ``IN`` / ``NOT_IN`` set, or the value)."""
    if isinstance(value, dict):
        return frozenset(v for vs in value.values() for v in vs)
    return frozenset([value])


def _pred(value: Any):
    """A value test for one pattern key: equality, IN or NOT_IN."""
    if isinstance(value, dict):
        if set(value) == {"IN"}:
            allowed = frozenset(value["IN"])
            return lambda x: x in allowed
        if set(value) == {"NOT_IN"}:
            banned = frozenset(value["NOT_IN"])
            return lambda x: x not in banned
        return None
    return lambda x, v=value: x == v


class TagMap:
    """Compiled single-token attribute rules (see module docstring).

    Args:
        patterns: the ``AttributeRuler.patterns`` list of the trained pipeline.

    Calling it on a Doc sets ``Token.pos`` in place and returns the Doc.
    """

    #: memo entries kept before the memo is cleared (bounds memory on huge corpora)
    MEMO_MAX = 500_000

    def __init__(self, patterns: list[dict]):
        self.by_tag: dict[str, list] = {}
        self.any_tag: list = []
        order = 0
        for entry in patterns:
            pos = entry.get("attrs", {}).get("POS")
            if pos is None:
                continue
            for pat in entry["patterns"]:
                if len(pat) != 1 or not set(pat[0]) <= _KEYS:
                    continue
                tok = pat[0]
                preds = {}
                ok = True
                for k, v in tok.items():
                    p = _pred(v)
                    if p is None:
                        ok = False
                        break
                    preds[k] = p
                if not ok:
                    continue
                rule = (order, preds, pos, _values(tok["LOWER"]) if "LOWER" in tok else frozenset())
                order += 1
                tag = tok.get("TAG")
                if isinstance(tag, str):
                    self.by_tag.setdefault(tag, []).append(rule)
                else:
                    self.any_tag.append(rule)
        self._merged: dict[tuple[str, bool], tuple[Optional[str], list]] = {}
        #: (TAG, ORTH) hashes -> POS id (-1: unset), for unparsed Docs
        self._memo: dict[tuple[int, int], int] = {}
        #: (TAG, IS_SPACE) -> POS id for the words that no rule of the tag names
        self._unnamed: dict[tuple[str, bool], int] = {}
        self._named: dict[str, frozenset] = {}

    def _table(self, tag: str, parsed: bool = True) -> tuple[Optional[str], list]:
        """``(default POS, conditional rules after the last unconditional one)`` for a tag.

        Rules apply in order and the last match wins, so only the conditional rules that
        come after the tag's last unconditional (TAG-only) rule can change the result.
        """
        r = self._merged.get((tag, parsed))
        if r is None:
            own = self.by_tag.get(tag, [])
            rules = sorted(own + self.any_tag, key=lambda x: x[0])
            if not parsed:  # without a parse every DEP is "": drop rules that need one
                rules = [x for x in rules if "DEP" not in x[1] or x[1]["DEP"]("")]
            default, tail = None, []
            for rule in rules:
                if set(rule[1]) == {"TAG"} and any(rule is o for o in own):
                    default, tail = rule[2], []
                else:
                    tail.append(rule)
            r = (default, tail)
            self._merged[(tag, parsed)] = r
        return r

    def _named_words(self, tag: str) -> frozenset:
        """The lower-case words that a conditional rule of ``tag`` (unparsed) names in a
        ``LOWER`` test; for any other word each such test has the same outcome."""
        named = self._named.get(tag)
        if named is None:
            _, tail = self._table(tag, False)
            named = self._named[tag] = frozenset().union(*(rule[3] for rule in tail))
        return named

    def _pos_id(self, tag: str, lower: str, is_space: bool) -> int:
        """The POS id the rules give an unparsed token (-1: unset). The result for a word
        that no rule of its tag names is computed once per ``(tag, is_space)``, with ""
        standing for all such words."""
        named = self._named_words(tag)
        if lower in named or "" in named:
            pos = self._pos_of(tag, lower, is_space, False)
            return POS_IDS[pos] if pos is not None else -1
        key = (tag, is_space)
        pos_id = self._unnamed.get(key)
        if pos_id is None:
            pos = self._pos_of(tag, "", is_space, False)
            pos_id = self._unnamed[key] = POS_IDS[pos] if pos is not None else -1
        return pos_id

    def _pos_of(self, tag: str, lower: str, is_space: bool, parsed: bool, dep: str = "") -> Optional[str]:
        """The POS the rules give one token (None: the rules leave it unset)."""
        pos, tail = self._table(tag, parsed)
        if tail:
            vals = {"TAG": tag, "LOWER": lower, "DEP": dep, "IS_SPACE": is_space}
            for _, preds, p, _ in tail:
                if all(f(vals[k]) for k, f in preds.items()):
                    pos = p
        return pos

    def __call__(self, doc: Doc) -> Doc:
        if not len(doc):
            return doc
        if doc.has_annotation("DEP"):
            return self._call_parsed(doc)
        # Without a parse the rules read only (TAG, LOWER, IS_SPACE), and LOWER and IS_SPACE
        # are lexeme attributes, functions of ORTH: the POS of each (TAG, ORTH) pair is
        # computed once and memoised, the lexeme attributes come from the memo of
        # kg.extract.tokens.lexemes, and the columns are read and written as arrays, so no
        # Token objects are created.
        memo = self._memo
        if len(memo) > self.MEMO_MAX:
            memo.clear()
        # one read of the rule inputs and of the token table's columns
        cols = doc.to_array([TAG, ORTH, POS, SPACY, IDX])
        tags, orth, old_pos, spacy_, idx = cols.T.tolist()
        lex = lexemes(doc.vocab)
        keys = list(zip(tags, orth))
        # per (tag, word) pair: its POS id and the token table's columns that depend on
        # the pair only (one lookup per token, in C; see _row)
        rows = list(map(memo.get, keys))
        if None in rows:
            # the pairs not seen yet: their lexemes and tag names are read now, with one
            # fill of the lexeme memo for the whole Doc
            new = {key for key, row in zip(keys, rows) if row is None}
            lex.ensure({o for _, o in new})
            lex.ensure_names({tag for tag, _ in new})
            for key in new:
                memo[key] = self._row(lex, *key)
            rows = list(map(memo.__getitem__, keys))
        pos_ids, text, lower, is_alpha, is_punct, tag_, pos_ = map(list, zip(*rows))
        if -1 in pos_ids:  # -1: the rules leave the token's POS as it is
            lex.ensure_names(old_pos)
            names = lex.names
            for i, pos_id in enumerate(pos_ids):
                if pos_id < 0:
                    pos_ids[i] = old_pos[i]
                    pos_[i] = names[old_pos[i]]
        if AGREEMENT_NOUNS:
            _retag_misread_present_verbs(tag_, lower, text, spacy_, pos_ids, pos_)
        doc.from_array([POS], numpy.asarray(pos_ids, dtype="uint64"))
        store(doc, text, lower, pos_, tag_, spacy_, is_alpha, is_punct, idx)  # (with the new POS)
        return doc

    def _row(self, lex, tag: int, orth: int) -> tuple:
        """The memo entry of a (TAG, ORTH) hash pair: ``(POS id or -1, text, lower,
        is_alpha, is_punct, tag string, POS string or "")``; the lexeme and the tag's
        name must be in ``lex`` (:class:`kg.extract.tokens.LexemeColumns`)."""
        names = lex.names
        pos_id = self._pos_id(names[tag], lex.lower[orth], lex.is_space[orth])
        if pos_id >= 0 and pos_id not in names:
            lex.ensure_names((pos_id,))
        return (pos_id, *lex.row[orth], names[tag], names[pos_id] if pos_id >= 0 else "")

    def _call_parsed(self, doc: Doc) -> Doc:
        """The rules over a parsed Doc (DEP conditions and the expletive rule apply)."""
        for t in doc:
            pos = self._pos_of(t.tag_, t.lower_, t.is_space, True, t.dep_)
            if t.i > 0 and t.lower_ in _BE_FORMS and doc[t.i - 1].dep_ == "expl":
                pos = "VERB"
            if pos is not None:
                t.pos_ = pos
        forget(doc)
        return doc


@Language.factory("paperkg_tagmap", default_config={"patterns": []})
def make_tagmap(nlp: Language, name: str, patterns: list) -> TagMap:
    """spaCy factory for :class:`TagMap` (``patterns``: AttributeRuler patterns)."""
    return TagMap(patterns)
