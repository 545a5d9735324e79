"""The name test of proposals and components (session 61): does an extracted proposal have a NAME?

GUIDELINES.md (``../shared/gold/GUIDELINES.md``): method_proposed is "each named artifact the
paper introduces ... that has a NAME (an acronym or a proper name)"; "unnamed contributions
("a two-stage training strategy") are not annotated"; component_of is "for a named sub-module".
Session 60 moved the gold's unnamed proposals and parts to ``allowed_extra``
(``tools/gold_consistency.py``, ``docs/GOLD_CONSISTENCY.md``, fix 3); this module is the
extractor's side of the same call: :func:`name_signal` says why a proposal's surface is a name,
or None when it is a plain description, and :mod:`kg.extract.roles` (``NAME_GATE``) drops the
proposals (and so their part-of links) that have none.

A surface is *named* when (checked in this order; the first that holds is returned):

``"acronym"``
    it is the short or long form of one of the paper's acronym definitions
    ("Complex Interaction Penalty (CIP)": both forms), or it holds a word in capitals
    ("4RC", "GNN-Mixer") that is not only the stem of a descriptive modifier (:data:`_DESCRIPTIVE_SUFFIXES`);
``"mixed-case"``
    a word with an upper-case letter after its first letter ("ReasonAug", "xLSTM"), or a letter,
    a digit and a letter glued into one coined word ("word2vec", "Seq2Seq"), outside such a modifier;
``"capitalised"``
    a word written with a capital first letter somewhere other than at a sentence start
    ("... a Hare network and ...", "the Constraint Layer"); a capital that only opens a
    sentence ("Gradient flossing stabilises ...") is no name;
``"marked"``
    the text writes it emphasised (an emphasis range of the source, :func:`kg.clean.emphasis_spans`,
    covering it) or right after an opening quote or right before a closing one
    ('a "honeypot" module', "``flip rate''");
``"cued"``
    the text writes it right after a naming cue ("called", "dubbed (as)", "named", "termed",
    "denoted as", "coined", "we call (it)", "we term", "refer(red) to as", "known as") or right
    before "(ours)";
``"title"``
    the title writes it with capitals ("A Branching Decoder for Set Generation" for "we propose
    a branching decoder"): the headline names the paper's own thing (:func:`title_signal`);
``"word"``
    it is one word, hyphen compounds included ("selfmem", "self-debugging", "R^3"): a coinage
    (:func:`single_word`).

Anything else is a description, even with a digit or a hyphen modifier: "a 3D lane detector",
"MLP-based heads", "a two-stage training scheme", "a lightweight adapter". A capital counts
wherever the abstract writes the phrase ("we propose a data filtering network ... Data Filtering
Networks (DFN)"), as the scorer matches case-blind.

All functions are pure (strings and offsets in, no spaCy), so the gold tools can share them.
"""
from __future__ import annotations

import re
from typing import Iterable, Optional, Sequence

#: Second parts of a hyphen modifier that describe by another name ("MLP-based", "LLM-driven",
#: "Transformer-like"): the capitals of its first part are that other thing's name, not the
#: proposal's.
_DESCRIPTIVE_SUFFIXES = frozenset(
    """based driven guided aware enhanced augmented conditioned inspired powered assisted informed
    style like specific agnostic free friendly centric oriented level wise only type compatible
    equivariant invariant regularized generated initialized derived supervised empowered""".split())

#: A word (letters, digits, apostrophes; hyphen compounds split at the hyphen by :func:`_words`).
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?")
#: Naming cues right before a name (case ignored), with an optional determiner.
_NAME_CUE = re.compile(
    r"(?:\b(?:(?:called|termed|dubbed|named|denoted|coined)(?:\s+as)?|(?:we|they)\s+(?:call|term|name|dub|coin)(?:\s+(?:it|this|them))?"
    r"|call\s+(?:it|this|them)|refer(?:red)?\s+to\s+(?:it\s+|this\s+|them\s+)?as|known\s+as)"
    r"\s+(?:(?:the|a|an|our)\s+)?[\"“‘'`]{0,2}\s*)$", re.IGNORECASE)
#: Opening quote marks right before a name (a lone "'" only after a space or bracket).
_OPEN_QUOTE = re.compile(r"(?:[\"“‘`]{1,2}|(?:(?<=\s)|(?<=\()|^)')\s*$")
#: Closing quote marks right after a name.
_CLOSE_QUOTE = re.compile(r"^\s*(?:[\"”]|''|’’)")
#: "(ours)" right after a name.
_OURS = re.compile(r"^\s*\(\s*ours\s*\)", re.IGNORECASE)


def _descriptive_modifier(word: str, nxt: Optional[str]) -> bool:
    """Whether ``word`` is the first part of a descriptive hyphen modifier: the next hyphen part
    ``nxt`` is one of :data:`_DESCRIPTIVE_SUFFIXES` ("MLP" of "MLP-based")."""
    return nxt is not None and nxt.lower() in _DESCRIPTIVE_SUFFIXES


def _parts(surface: str) -> list[tuple[str, Optional[str]]]:
    """The words of ``surface`` (hyphen compounds split), each with the next part of its own
    hyphen compound (None when it ends one)."""
    out: list[tuple[str, Optional[str]]] = []
    for chunk in surface.split():
        pieces = [p for p in re.split(r"[-‐‑–]", chunk)]
        words = [(_WORD.findall(p) or [""])[0] for p in pieces]
        for i, w in enumerate(words):
            if w:
                out.append((w, words[i + 1] if i + 1 < len(words) and words[i + 1] else None))
    return out


def shape_signal(surface: str) -> Optional[str]:
    """Why the letters of ``surface`` alone make it a name, or None.

    ``"acronym"`` for a word of two or more capitals ("GNN", "4RC"), ``"mixed-case"`` for a
    word with a capital after its first letter ("ReasonAug") or a letter-digit-letter
    coinage ("word2vec"); a word that only opens a descriptive hyphen modifier ("MLP-based",
    :data:`_DESCRIPTIVE_SUFFIXES`) does not count, and a digit alone never does ("3D lane
    detector", "2-stage scheme").

    Args:
        surface: the proposal's text.
    Returns:
        ``"acronym"``, ``"mixed-case"`` or None.
    """
    for w, nxt in _parts(surface):
        if _descriptive_modifier(w, nxt):
            continue
        caps = sum(ch.isupper() for ch in w)
        if caps >= 2 and not re.fullmatch(r"\d+[A-Z]", w):  # "3D" is a dimension, no name
            return "acronym"
        if any(ch.isupper() for ch in w[1:]) and not re.fullmatch(r"\d+[A-Z]", w):
            return "mixed-case"
        if re.search(r"[^\W\d_]\d+[^\W\d_]", w):
            return "mixed-case"
    return None


def _sentence_start(text: str, i: int) -> bool:
    """Whether position ``i`` of ``text`` opens a sentence (the text's start, or after ".",
    "!", "?" or ":" and spaces, or after a line break), so a capital there may be only the
    sentence's."""
    before = text[:i].rstrip(" \t\"“‘'(")
    return not before or before[-1] in ".!?:\n" or before.endswith(("--", "\u2014"))


def _occurrences(text: str, surface: str, case: bool) -> Iterable[re.Match]:
    """Whole-word occurrences of ``surface`` in ``text`` (hyphens and spaces interchangeable,
    a plural "s"/"es" allowed), case kept when ``case``."""
    words = re.findall(r"[^\W_]+|[^\w\s]", surface)
    if not words:
        return ()
    body = r"[\s\-]*".join(re.escape(w) for w in words if w not in "-")
    pat = rf"(?<![^\W_]){body}(?:e?s)?(?![^\W_])"
    return re.finditer(pat, text, 0 if case else re.IGNORECASE)


def capitalised_signal(surface: str, text: str) -> bool:
    """Whether ``surface`` holds a word written with a capital first letter (not a
    descriptive modifier's, :func:`shape_signal`) and ``text`` writes it so, case kept,
    somewhere other than at a sentence start ("a Hare network"; not "Gradient flossing ..."
    opening a sentence). Words of one letter ("a", "X") do not count."""
    for m in _occurrences(text, surface, case=False):
        parts = _parts(m.group())
        if shape_signal(m.group()):
            return True  # "... a Data Filtering Network (DFN)": written elsewhere in capitals
        caps = [i for i, (w, nxt) in enumerate(parts)
                if len(w) > 1 and w[0].isupper() and not _descriptive_modifier(w, nxt)]
        # a capital that only opens a sentence is the sentence's
        if caps and not (caps == [0] and _sentence_start(text, m.start())):
            return True
    return False


def marked_signal(surface: str, text: str, start: Optional[int] = None, end: Optional[int] = None,
                  emphasis: Sequence[tuple[int, int]] = ()) -> Optional[str]:
    """``"marked"`` when the text emphasises or quotes ``surface``, ``"cued"`` when a naming cue
    introduces it or "(ours)" follows it, else None.

    Args:
        surface: the proposal's text.
        text: the cleaned abstract.
        start, end: the mention's offsets in ``text`` (optional: every occurrence is read anyway).
        emphasis: emphasised ranges of ``text`` (:func:`kg.clean.emphasis_spans`).
    """
    spans = [(m.start(), m.end()) for m in _occurrences(text, surface, case=False)]
    if start is not None and end is not None and (start, end) not in spans:
        spans.append((start, end))
    for s, e in spans:
        if any(a <= s and e <= b + 1 and (b - a) <= 3 * (e - s) + 4 for a, b in emphasis):
            return "marked"
        before = text[max(0, s - 60):s]
        if _OPEN_QUOTE.search(before) or _CLOSE_QUOTE.match(text[e:e + 4]):
            return "marked"
        if _NAME_CUE.search(before):
            return "cued"
        if _OURS.match(text[e:e + 10]):
            return "cued"
    return None


def title_signal(surface: str, title: Optional[str]) -> bool:
    """Whether ``title`` writes ``surface`` (case ignored, hyphens and spaces alike, a plural
    "s" allowed) with a capital on each word of four letters or more ("Meta-learners" counts by
    its first letter): the title names the contribution as the paper's own thing ("A Branching
    Decoder for Set Generation" for "we propose a branching decoder", "Copyright Traps for Large
    Language Models"); or the whole title, or its head before a colon, is ``surface`` in any
    case ("Equivariant flow matching"). Elsewhere a title in lower case names nothing."""
    if not title:
        return False
    norm = lambda x: re.sub(r"[\s\-]+", " ", x).strip(" .").casefold().removesuffix("s")  # noqa: E731
    if norm(surface) in {norm(title), norm(title.split(":", 1)[0])}:
        return True  # the whole title, or its head before a colon, is the name
    for m in _occurrences(title, surface, case=False):
        chunks = [c for c in m.group().split() if len(c) > 3]
        if chunks and all(c[0].isupper() or c[0].isdigit() for c in chunks):
            return True
    return False


def single_word(surface: str) -> bool:
    """Whether ``surface`` is one word (a hyphen compound is one: "self-debugging", "selfmem",
    "R^3"): the proposal rules give a lone word only where it stands as the thing's name, a
    coined word (session 60's gold test, ``tools/gold_consistency.py``, names one-token forms rare
    in the corpus; all 8 one-word proposals of the development pool that no other signal names are
    gold hits)."""
    s = surface.strip()
    return bool(s) and not re.search(r"\s", s)


def name_signal(surface: str, text: str, start: Optional[int] = None, end: Optional[int] = None, *,
                acronym_forms: Iterable[str] = (), emphasis: Sequence[tuple[int, int]] = (),
                title: Optional[str] = None) -> Optional[str]:
    """Why the proposal ``surface`` is a name (see the module docstring), or None.

    Args:
        surface: the proposal's text as extracted.
        text: the cleaned abstract the offsets index.
        start, end: the mention's offsets (optional).
        acronym_forms: the short and long forms of the paper's acronym definitions.
        emphasis: emphasised ranges of ``text``.
        title: the paper's plain title (optional).
    Returns:
        ``"acronym"``, ``"mixed-case"``, ``"capitalised"``, ``"marked"``, ``"cued"``,
        ``"title"``, ``"word"`` or None. Never raises.
    """
    s = surface.strip()
    if not s:
        return None
    forms = {f.casefold() for f in acronym_forms if isinstance(f, str)}
    if s.casefold() in forms:
        return "acronym"
    shape = shape_signal(s)
    if shape:
        return shape
    if capitalised_signal(s, text):
        return "capitalised"
    marked = marked_signal(s, text, start, end, emphasis)
    if marked:
        return marked
    if title_signal(s, title):
        return "title"
    if single_word(s):
        return "word"
    return None
