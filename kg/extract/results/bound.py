"""Step 10 of :mod:`kg.extract.results`: the bound a value is stated with (session 58).

"up to 20%", "at least 22.2 points", "approximately 0%", "~9.6%" state a bound or an
approximation, not the exact number; a leaderboard that ranks "up to 20%" beside an exact 20%
compares unlike things. :func:`with_bounds` reads the hedge written right before a result's
value (only spaces, a sign, or another hedge between) and keeps it as ``Result.bound``
(the graph's ``kgo:valueBound``), one of a small closed set:

- ``"upper"`` (kgo:UpperBound): "up to", "at most", "as much as", "no more than", "less
  than", "fewer than", "under", "below", "within", "<", "≤";
- ``"lower"`` (kgo:LowerBound): "at least", "over", "more than", "greater than", "above",
  "exceeding", "in excess of", "no less than", "upwards of", ">", "≥";
- ``"approximate"`` (kgo:Approximate): "about", "approximately", "around", "roughly",
  "nearly", "almost", "close to", "circa", "~", "≈", "∼".

Several hedges before one value ("by up to ~9.6%") give the bound of the first one that is
no approximation (upper or lower), else approximate. A "~" between two numbers ("20x ~
5000x", a range) is no hedge. A value without such words has no bound (None). The lists are
the comparative quantifiers of English (Quirk et al., 1985, *A Comprehensive Grammar of the
English Language*, 10.36-10.39: "approximators" and "upper/lower bound" quantifiers) that the
result patterns of :mod:`kg.extract.results.change` already read past as hedges.

Pure function; offsets are character offsets into ``text``.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Optional, Sequence

from kg.records import Result

#: Bound values of ``Result.bound`` (the graph maps them to kgo:UpperBound, kgo:LowerBound,
#: kgo:Approximate: :data:`kg.graph._V.bounds`).
BOUNDS = ("upper", "lower", "approximate")

_UPPER = (r"up\s+to|at\s+most|as\s+(?:much|many|high|large)\s+as|no\s+more\s+than|not\s+more\s+than|"
          r"less\s+than|fewer\s+than|under|below|within")
_LOWER = (r"at\s+least|more\s+than|greater\s+than|over|above|exceeding|in\s+excess\s+of|"
          r"no\s+less\s+than|not\s+less\s+than|upwards\s+of")
_APPROX = r"about|approximately|approx\.|around|roughly|nearly|almost|close\s+to|circa"
#: The symbols, each with its bound: "<5%", "≥ 90%", "~9.6%".
_SYMBOLS = {"<": "upper", "≤": "upper", ">": "lower", "≥": "lower", "~": "approximate", "≈": "approximate",
            "∼": "approximate"}
#: One hedge: a word (its kind the name of the group that matched) or a symbol not written
#: right after a number or unit (the "~" of a range "20x ~ 5000x" is none).
_ONE = (rf"(?:(?<![\d%)×])(?<![\d%)×]\s)(?<!\dx)(?<!\dx\s)(?P<sym>[<≤>≥~≈∼])"
        rf"|\b(?:(?P<upper>{_UPPER})|(?P<lower>{_LOWER})|(?P<approximate>{_APPROX}))(?!\w))")
_HEDGE = re.compile(_ONE, re.I)
#: Hedges (spaces between) that end right before a value's sign and digits.
_HEDGES_LEFT = re.compile(rf"{_ONE}(?:\s*{_ONE.replace('?P<', '?P<x')})*\s*[+\-−±]?\s*$".replace(
    "(?P<x", "(?:").replace("(?:sym>", "(?:").replace("(?:upper>", "(?:").replace("(?:lower>", "(?:")
    .replace("(?:approximate>", "(?:"), re.I)


def value_offset(text: str, r: Result) -> Optional[int]:
    """Offset in ``text`` of the first digits of ``r.value`` inside the result's phrase
    (``text[r.start:r.end]``), or None when the phrase does not hold them as written (a
    value read from words: "seven-fold")."""
    digits = r.value.lstrip("+-−")
    if not digits:
        return None
    m = re.compile(rf"(?<![\d.,]){re.escape(digits)}(?![\d])").search(text, r.start, r.end)
    return m.start() if m else None


def bound_before(text: str, lo: int, pos: int) -> Optional[str]:
    """The bound that the hedge words ending right before ``pos`` state: ``"upper"``,
    ``"lower"``, ``"approximate"`` or None (see the module docstring).

    Args:
        text: the cleaned abstract.
        lo: where to stop looking back (the sentence start).
        pos: offset of the value's first digit (or of its sign).
    Returns:
        One of :data:`BOUNDS`, or None when no hedge word stands right before ``pos``.
    """
    m = _HEDGES_LEFT.search(text, max(lo, pos - 48), pos)
    if m is None:
        return None
    kinds = [_SYMBOLS[h.group("sym")] if h.group("sym") else next(k for k, v in h.groupdict().items() if v)
             for h in _HEDGE.finditer(text, m.start(), m.end())]
    return next((k for k in kinds if k != "approximate"), "approximate" if kinds else None)


def with_bounds(text: str, results: Sequence[Result]) -> list[Result]:
    """``results`` with ``bound`` set where a hedge stands right before the value
    (:func:`bound_before`); every other field unchanged. Never raises on a ``str``."""
    out = []
    for r in results:
        pos = value_offset(text, r)
        if pos is not None and pos > 0 and text[pos - 1] in "+-−±":
            pos -= 1
        b = bound_before(text, r.sentence_start, pos) if pos is not None else None
        out.append(replace(r, bound=b) if b != r.bound else r)
    return out
