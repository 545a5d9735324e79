"""spaCy component ``paperkg_acronyms``: acronym definitions of the abstract.

Runs :func:`kg.extract.abbreviations.find_acronyms` (Schwartz & Hearst, 2003, "A simple
algorithm for identifying abbreviation definitions in biomedical text", PSB) on the
document and adds the bold-letter acronyms that :func:`kg.clean.clean` found in the
LaTeX source (``doc._.paperkg_bold``, set by the caller before the pipeline runs), and
reads the paper's title (``doc._.paperkg_title``, when set) for title-given long forms.
The result is stored in ``doc._.paperkg_acronyms`` as plain tuples (so that Docs
serialise for multi-process ``nlp.pipe``); :func:`get_acronyms` returns it as a list of
:class:`kg.records.Acronym` sorted by offset. ``doc._.paperkg_bold`` holds
``(short, long, start, end)`` tuples.

A definition whose long form is a clause, an infinitive's verb phrase ("we propose to use
code to **consolidate agents' act**ions into one action space (**CodeAct**)": long form
"consolidate agents' actions into one action space", opened by a verb in its base form right
after "to", :func:`clause_long_form`), names nothing by its long form: it is left out of
``doc._.paperkg_acronyms`` (so no node is labelled with the clause) and kept in
``doc._.paperkg_clause_acronyms`` for the role tagger, which reads the short form as the name
(:data:`CLAUSE_LONG_FORMS`, session 47).
"""
from __future__ import annotations

from bisect import bisect_left
from dataclasses import astuple
from typing import Optional, Sequence

from spacy.language import Language
from spacy.tokens import Doc

from kg.records import Acronym, BoldAcronym

from kg.extract.abbreviations import find_acronyms
from kg.extract.code import overlaps_url, url_spans
from kg.extract.tokens import token_table

#: Switch: a definition whose long form is an infinitive's verb phrase is no definition of a
#: name (:func:`clause_long_form`; kept apart in ``doc._.paperkg_clause_acronyms``, session 47).
CLAUSE_LONG_FORMS = True
#: Fine-grained tags of a verb in its base form or the present tense ("consolidate", "prune").
_BASE_VERB_TAGS = frozenset({"VB", "VBP"})
#: Tags after such a verb that show a verb phrase (an object with a determiner, a prepositional
#: phrase, a possessive): "to consolidate agents' actions into a unified space".
_CLAUSE_TAGS = frozenset({"DT", "IN", "POS", "PRP$", "TO"})

for _name, _default in (("paperkg_acronyms", None), ("paperkg_bold", None), ("paperkg_clause_acronyms", None)):
    if not Doc.has_extension(_name):
        Doc.set_extension(_name, default=_default)

def acronyms_for(text: str, sentences: Sequence[tuple[int, int]],
                 bold: Sequence[BoldAcronym] = (), title: Optional[str] = None) -> list[Acronym]:
    """All acronym definitions of ``text``.

    Args:
        text: cleaned abstract.
        sentences: sentence ``(start, end)`` character offsets.
        bold: bold-letter acronyms from :func:`kg.clean.clean`.
        title: the paper's plain title (:func:`kg.records.plain_title`) or None.
    Returns:
        Acronyms sorted by ``(start, end, short)``, one per short form; none whose
        definition shares a character with a URL (:func:`kg.extract.code.url_spans`).
    """
    urls = url_spans(text)  # (no definition inside an address: kg.extract.code.URLS_OFF_LIMITS)
    return sorted((a for a in find_acronyms(text, list(sentences), bold=tuple(bold), title=title)
                   if not urls or not overlaps_url(urls, a.start, a.end)),
                  key=lambda a: (a.start, a.end, a.short))


def get_acronyms(doc: Doc) -> list[Acronym]:
    """The acronyms stored on ``doc`` by the ``paperkg_acronyms`` component."""
    return [Acronym(*t) for t in (doc._.paperkg_acronyms or ())]


def replace_acronym(doc: Doc, old: Acronym, new: Acronym) -> None:
    """Replace the definition ``old`` stored on ``doc`` by ``new`` (kept sorted by
    ``(start, end, short)``).

    The role tagger (:mod:`kg.extract.roles_proposals`) calls it when a proposal's name
    covers more than the long form the letters gave ("a novel approach called Statistical
    Rejection Sampling Optimization (RSO)": long form "Rejection Sampling Optimization"),
    so that the Extraction's acronyms, and through them entity resolution, join the short
    form with the name as written. Nothing changes when ``old`` is not stored on ``doc``.
    """
    rows = [astuple(new) if Acronym(*t) == old else tuple(t) for t in (doc._.paperkg_acronyms or ())]
    doc._.paperkg_acronyms = sorted(rows, key=lambda t: (t[2], t[3], t[0]))


def long_form_start(a: Acronym, text: str) -> int:
    """Character offset of ``a``'s long form in ``text``: its first occurrence inside the
    definition's span (``long (SHORT)`` or ``SHORT (long)``), else the span's start."""
    at = text.find(a.long, a.start, max(a.end, a.start + len(a.long)))
    return a.start if at < 0 else at


def clause_long_form(a: Acronym, text: str, idx: Sequence[int], lower: Sequence[str], tag: Sequence[str]) -> bool:
    """Whether ``a``'s long form is a clause rather than a name: it opens with a word in small
    letters tagged as a verb in its base form (:data:`_BASE_VERB_TAGS`) right after "to",
    and a determiner, preposition or possessive (:data:`_CLAUSE_TAGS`) follows that verb
    inside the long form ("to consolidate agents' actions into one action space (CodeAct)",
    "to prune redundant heads before distillation (PRAD)"). A title-case long form ("Segment
    Anything Model") is a name whatever its first word's tag, and so is a verb-tagged noun
    before a compound ("harmful to code language models (code LMs)").

    Args:
        a: the definition. text: the Doc's text. idx, lower, tag: the token table's
            character offsets, lower-case words and fine-grained tags.
    Returns:
        True for a clause.
    """
    start = long_form_start(a, text)
    i = bisect_left(idx, start)
    if i >= len(idx) or idx[i] != start or i == 0:
        return False
    if not (text[start:start + 1].islower() and tag[i] in _BASE_VERB_TAGS and lower[i - 1] == "to"):
        return False
    # the verb takes an object and more: a determiner, a preposition or a possessive follows
    # it inside the long form ("to consolidate agents' actions into ..."); a verb-tagged noun
    # before a compound ("harmful to code language models (code LMs)") has none
    end = start + len(a.long)
    k = i + 1
    while k < len(idx) and idx[k] < end:
        if tag[k] in _CLAUSE_TAGS:
            return True
        k += 1
    return False


def get_clause_acronyms(doc: Doc) -> list[Acronym]:
    """The definitions whose long form is a clause (:func:`clause_long_form`), stored on
    ``doc`` by the ``paperkg_acronyms`` component, sorted by offset."""
    return [Acronym(*t) for t in (doc._.paperkg_clause_acronyms or ())]


@Language.component("paperkg_acronyms")
def acronyms_component(doc: Doc) -> Doc:
    """spaCy component: fill ``doc._.paperkg_acronyms`` (see module docstring).

    Needs sentence boundaries and final part-of-speech tags earlier in the pipeline (it
    reads the text from the shared :func:`~kg.extract.tokens.token_table`).
    """
    sents = [(s.start_char, s.end_char) for s in doc.sents]
    bold = [BoldAcronym(*t) for t in (doc._.paperkg_bold or ())]
    title = doc._.paperkg_title if Doc.has_extension("paperkg_title") else None
    tt = token_table(doc)
    found = acronyms_for(tt.doc_text, sents, bold, title)
    clauses = [a for a in found if clause_long_form(a, tt.doc_text, tt.idx, tt.lower, tt.tag)] \
        if CLAUSE_LONG_FORMS else []
    doc._.paperkg_acronyms = [astuple(a) for a in found if a not in clauses]
    doc._.paperkg_clause_acronyms = [astuple(a) for a in clauses]
    return doc
