"""spaCy component ``paperkg_acronyms``: acronym definitions of the abstract.

Runs :func:`kg.extract.abbreviations.find_acronyms` (Schwartz & Hearst, 2003, "A simple
algorithm for identifying abbreviation definitions in biomedical text", PSB) on the
document and adds the bold-letter acronyms that :func:`kg.clean.clean` found in the
LaTeX source (``doc._.paperkg_bold``, set by the caller before the pipeline runs).
The result is stored in ``doc._.paperkg_acronyms`` as plain tuples (so that Docs
serialise for multi-process ``nlp.pipe``); :func:`get_acronyms` returns it as a list of
:class:`kg.records.Acronym` sorted by offset. ``doc._.paperkg_bold`` holds
``(short, long, start, end)`` tuples.

When ``kg.extract.abbreviations`` is not importable, a minimal fallback recognises
``long form (SHORT)`` where the initials of the long form spell SHORT.
"""
from __future__ import annotations

import re
from dataclasses import astuple
from typing import Sequence

from spacy.language import Language
from spacy.tokens import Doc

from kg.records import Acronym, BoldAcronym

try:  # the abbreviation detector is maintained separately
    from kg.extract.abbreviations import find_acronyms as _find_acronyms
except ImportError:  # pragma: no cover - only while the module does not exist yet
    _find_acronyms = None

for _name, _default in (("paperkg_acronyms", None), ("paperkg_bold", None)):
    if not Doc.has_extension(_name):
        Doc.set_extension(_name, default=_default)

_PAREN_RE = re.compile(r"\(([A-Za-z0-9][A-Za-z0-9\-]{0,12}?)\)")


def _fallback(text: str) -> list[Acronym]:
    """``long (SHORT)`` with SHORT's letters as initials of the preceding words."""
    out = []
    for m in _PAREN_RE.finditer(text):
        short = m.group(1)
        letters = [c.lower() for c in short if c.isalpha()]
        if short.endswith("s") and short[:-1].isupper():
            letters = letters[:-1]
        if len(letters) < 2 or not any(c.isupper() for c in short):
            continue
        words = list(re.finditer(r"[A-Za-z0-9][\w]*", text[: m.start()]))
        initials = []
        for w in reversed(words[-(len(letters) + 3):]):
            for part in reversed(re.split(r"-", w.group(0))):
                initials.append((part[:1].lower(), w.start()))
        k = len(letters) - 1
        start = None
        for ch, pos in initials:
            if k >= 0 and ch == letters[k]:
                k -= 1
                start = pos
                if k < 0:
                    break
        if k < 0 and start is not None:
            long = text[start: m.start()].strip()
            out.append(Acronym(short, long, start, m.end(), rule="initials-fallback"))
    return out


def acronyms_for(text: str, sentences: Sequence[tuple[int, int]],
                 bold: Sequence[BoldAcronym] = ()) -> list[Acronym]:
    """All acronym definitions of ``text``.

    Args:
        text: cleaned abstract.
        sentences: sentence ``(start, end)`` character offsets.
        bold: bold-letter acronyms from :func:`kg.clean.clean`.
    Returns:
        Acronyms sorted by ``(start, end, short)``, one per short form.
    """
    if _find_acronyms is not None:
        return sorted(_find_acronyms(text, list(sentences), bold=tuple(bold)),
                      key=lambda a: (a.start, a.end, a.short))
    found = _fallback(text)
    shorts = {a.short for a in found}
    for b in bold:
        if b.short not in shorts:
            found.append(Acronym(b.short, b.long, b.start, b.end, rule="bold-letters"))
            shorts.add(b.short)
    return sorted(found, key=lambda a: (a.start, a.end, a.short))


def get_acronyms(doc: Doc) -> list[Acronym]:
    """The acronyms stored on ``doc`` by the ``paperkg_acronyms`` component."""
    return [Acronym(*t) for t in (doc._.paperkg_acronyms or ())]


@Language.component("paperkg_acronyms")
def acronyms_component(doc: Doc) -> Doc:
    """spaCy component: fill ``doc._.paperkg_acronyms`` (see module docstring)."""
    sents = [(s.start_char, s.end_char) for s in doc.sents]
    bold = [BoldAcronym(*t) for t in (doc._.paperkg_bold or ())]
    doc._.paperkg_acronyms = [astuple(a) for a in acronyms_for(doc.text, sents, bold)]
    return doc
