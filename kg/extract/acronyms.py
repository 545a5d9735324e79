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
"""
from __future__ import annotations

from dataclasses import astuple
from typing import Optional, Sequence

from spacy.language import Language
from spacy.tokens import Doc

from kg.records import Acronym, BoldAcronym

from kg.extract.abbreviations import find_acronyms
from kg.extract.code import overlaps_url, url_spans
from kg.extract.tokens import token_table

for _name, _default in (("paperkg_acronyms", None), ("paperkg_bold", None)):
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


@Language.component("paperkg_acronyms")
def acronyms_component(doc: Doc) -> Doc:
    """spaCy component: fill ``doc._.paperkg_acronyms`` (see module docstring).

    Needs sentence boundaries and final part-of-speech tags earlier in the pipeline (it
    reads the text from the shared :func:`~kg.extract.tokens.token_table`).
    """
    sents = [(s.start_char, s.end_char) for s in doc.sents]
    bold = [BoldAcronym(*t) for t in (doc._.paperkg_bold or ())]
    title = doc._.paperkg_title if Doc.has_extension("paperkg_title") else None
    doc._.paperkg_acronyms = [astuple(a) for a in acronyms_for(token_table(doc).doc_text, sents, bold, title)]
    return doc
