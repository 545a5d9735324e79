"""Step 9 of :mod:`kg.extract.results`: the benchmark setting a value was measured in.

Two numbers on one dataset are comparable only in one setting: an FID on "ImageNet 256x256"
is not one on "ImageNet 512x512", nor one "with 10 NFE" one with 1,000 sampling steps, nor a
"zero-shot" accuracy a "5-shot" one. The entity extractor gives the dataset ("ImageNet");
:func:`with_settings` keeps the setting as a qualifier of the result (``Result.setting``, the
graph's ``kgo:setting``), not as another dataset. Four general patterns, read in the result's
sentence (session 56):

- a **resolution** ``AxB`` (``256x256``, ``256 × 256``) written right after a dataset name
  ("ImageNet 256x256", "ImageNet-256×256", "ImageNet (256 × 256)", "ImageNet at 256x256") or
  right before it ("256×256 ImageNet"): written ``256x256``;
- a **number of sampling steps or function evaluations** (``10 NFE``, ``NFE = 10``,
  ``4 sampling steps``, ``one-step``, ``single-step``): written ``10 NFE``, ``4 steps``,
  ``1 step``; a step count that is the result's own value ("from 50 to 4 steps") is none;
- **conditioning** (``unconditional``, ``class-conditional``, ``text-conditional``; a bare
  ``conditional`` only before "generation", "synthesis", "sampling" or "setting" or in
  brackets): written in small letters;
- **shots** (``zero-shot``, ``few-shot``, ``one-shot``, ``5-shot``, ``0-shot``): written
  ``zero-shot``, ``few-shot``, ``1-shot``, ``5-shot`` (digits for a count, words otherwise).

A setting after a comparing word in its clause ("than conventional one-step generation",
"baselines or zero-shot applications of LLMs": :data:`_COMPARED_BEFORE`) is the compared
system's and counts for no value. A sentence naming two settings of one kind ("2.1 on ImageNet 256x256 and 3.5 on ImageNet
512x512") gives each value the one nearest to it. The parts found are joined with ``"; "`` in
the order resolution, conditioning, shots, steps ("256x256; class-conditional; 10 NFE").
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Optional, Sequence

from kg.records import Result

#: Whether :func:`with_settings` runs (False: no result gets a setting).
BENCHMARK_SETTINGS = True

#: A resolution ``AxB`` (2 to 4 digits each side; ``x``, ``X``, ``×`` or ``*`` between).
_RESOLUTION = re.compile(r"(?<![\w.])(\d{2,4})\s*[x×X*]\s*(\d{2,4})(?![\w.])")
#: What may stand between a dataset name and the resolution after it.
_GAP_AFTER = re.compile(r"[ \t]*(?:-|\(|,|\bat\b|\bof\b|\bwith\b)?[ \t]*(?:resolution\s+(?:of\s+)?)?$")
#: What may stand between a resolution and the dataset name after it.
_GAP_BEFORE = re.compile(r"^[ \t]*(?:-|\))?[ \t]*(?:resolution\s+)?(?:images?\s+(?:of|from)\s+)?")

_NUMBER_WORDS = {"one": 1, "single": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                 "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_NUM = r"\d{1,4}|one|single|two|three|four|five|six|seven|eight|nine|ten"
#: A count of sampling steps or network function evaluations.
_STEPS = re.compile(
    rf"\b(?P<n>{_NUM})[ \t]*-?[ \t]*(?:(?:sampling|denoising|inference|diffusion|generation|"
    rf"function[ \t]+evaluation)[ \t]+)?(?P<unit>steps?|NFEs?|function[ \t]+evaluations?)\b"
    rf"|\bNFEs?[ \t]*(?:=|of|:)[ \t]*(?P<n2>\d{{1,4}})\b", re.I)
#: Conditioning of a generative benchmark.
_CONDITIONING = re.compile(
    r"\b(?:un|(?:class|text|label)[ \t]*-[ \t]*|(?:class|text|label)[ \t]+)conditional\b"
    r"|\bconditional(?=[ \t]+(?:image[ \t]+)?(?:generation|synthesis|sampling|setting))"
    r"|(?<=\()conditional(?=\))", re.I)
#: A number of shots (in-context examples or labelled examples per class).
_SHOTS = re.compile(r"\b(?P<n>zero|one|few|\d{1,3})[ \t]*-[ \t]*shot\b|\b(?P<n2>zero|one|few|\d{1,3})[ \t]+shot\b",
                    re.I)


#: Words just before a setting (same clause, up to 40 characters) that put it on the compared
#: side: "than conventional one-step generation", "baselines or zero-shot applications of LLMs".
_COMPARED_BEFORE = re.compile(
    r"\b(?:than|compared\s+(?:to|with)|versus|vs\.?|baselines?|conventional|previous|prior|existing|other)\b"
    r"[^,;:()]{0,40}$", re.I)


def _compared(text: str, lo: int, start: int) -> bool:
    """Whether the setting at ``start`` (in the sentence starting at ``lo``) follows a
    comparing word of :data:`_COMPARED_BEFORE` in its clause: the setting of another system."""
    return _COMPARED_BEFORE.search(text, max(lo, start - 60), start) is not None


def _steps_text(m: re.Match) -> str:
    """``10 NFE`` / ``4 steps`` / ``1 step`` from a :data:`_STEPS` match."""
    raw = (m.group("n") or m.group("n2")).lower()
    n = _NUMBER_WORDS.get(raw, None)
    count = str(n) if n is not None else str(int(raw))
    unit = (m.group("unit") or "NFE").lower()
    if unit.startswith("nfe") or unit.startswith("function"):
        return f"{count} NFE"
    return f"{count} step" if count == "1" else f"{count} steps"


def _shots_text(m: re.Match) -> str:
    """``zero-shot`` / ``few-shot`` / ``5-shot`` (``one`` -> ``1-shot``) from a :data:`_SHOTS` match."""
    raw = (m.group("n") or m.group("n2")).lower()
    if raw == "one":
        raw = "1"
    if raw.isdigit():
        raw = str(int(raw))
    return f"{raw}-shot"


def _found(text: str, lo: int, hi: int, datasets: Sequence[tuple[int, int, str]]) -> list[list[tuple[int, int, str]]]:
    """The settings of the sentence ``text[lo:hi]``, one list per kind (resolution,
    conditioning, shots, steps) of ``(start, end, written form)``."""
    sentence = text[lo:hi]
    res = []
    spans = [(s, e) for s, e, _ in datasets if lo <= s and e <= hi]
    for m in _RESOLUTION.finditer(sentence):
        s, e = lo + m.start(), lo + m.end()
        near = any(ds <= s and (s - de) <= 24 and _GAP_AFTER.search(text[max(de, ds):s]) is not None and s >= de
                   or ds <= s < de  # inside the dataset's span ("ImageNet 256x256" named as one)
                   or e <= ds and (ds - e) <= 24 and _GAP_BEFORE.match(text[e:ds]).end() == ds - e
                   for ds, de in spans)
        if near:
            res.append((s, e, f"{m.group(1)}x{m.group(2)}"))
    cond = [(lo + m.start(), lo + m.end(), m.group().lower().replace(" ", "").replace("\t", ""))
            for m in _CONDITIONING.finditer(sentence)]
    shots = [(lo + m.start(), lo + m.end(), _shots_text(m)) for m in _SHOTS.finditer(sentence)]
    steps = [(lo + m.start(), lo + m.end(), _steps_text(m)) for m in _STEPS.finditer(sentence)]
    return [[f for f in kind if not _compared(text, lo, f[0])] for kind in (res, cond, shots, steps)]


def _nearest(found: list[tuple[int, int, str]], r: Result) -> Optional[str]:
    """The written form of the occurrence in ``found`` nearest to the phrase of ``r`` (the
    first when two are as near), or None when ``found`` is empty."""
    best = None
    for s, e, form in found:
        dist = r.start - e if e <= r.start else s - r.end if s >= r.end else 0
        if best is None or dist < best[0]:
            best = (dist, form)
    return best[1] if best else None


def with_settings(text: str, results: Sequence[Result], datasets: Sequence[tuple[int, int, str]] = ()) -> list[Result]:
    """Give each result the benchmark setting its sentence states (``Result.setting``; see
    the module docstring for the patterns).

    Inputs: the cleaned abstract ``text``, its results (any order) and the dataset spans
    ``(start, end, name)`` of the entity extractor (a resolution counts only next to one).
    Output: the results in the same order, ``setting`` filled where a pattern holds, else
    left as it was (None). Never raises on a ``str``.
    """
    if not BENCHMARK_SETTINGS:
        return list(results)
    cache: dict[tuple[int, int], list] = {}
    out = []
    for r in results:
        key = (r.sentence_start, r.sentence_end)
        found = cache.get(key)
        if found is None:
            found = cache[key] = _found(text, r.sentence_start, r.sentence_end, datasets)
        parts = []
        for kind in found:
            # a step or shot count that is the value itself ("from 50 to 4 steps") is no setting
            kind = [f for f in kind if not _is_value(text, f, r)]
            form = _nearest(kind, r)
            if form and form not in parts:
                parts.append(form)
        out.append(replace(r, setting="; ".join(parts)) if parts else r)
    return out


def _is_value(text: str, found: tuple[int, int, str], r: Result) -> bool:
    """Whether the setting occurrence ``found`` (``(start, end, form)``) begins with the
    number that is ``r``'s own value (or upper value) inside ``r``'s phrase: "reduces the
    steps from 50 to 4 steps" states a step count as the result, no setting."""
    s, _e, _form = found
    if not (r.start <= s < r.end):
        return False
    m = re.match(r"\d+", text[s:])
    return m is not None and m.group() in {r.value.lstrip("+"), (r.value_max or "").lstrip("+")}
