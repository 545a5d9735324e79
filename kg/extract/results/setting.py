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

Session 57 (a Linked-Data user's leaderboard import):

- a setting tied by its place to one dataset mention (a resolution next to it, "ImageNet
  (5 NFE)", "5-shot MMLU"; :func:`_anchor`) qualifies only the results on that dataset:
  "CIFAR-10 (FID 1.73) and ImageNet at 64x64 (FID 1.92)" gives 64x64 to the second value
  only (:data:`SETTING_ANCHORS`); a setting after or before a list of dataset names, or
  elsewhere in the sentence, still reaches every value;
- a coordinated list of settings of one kind pairs with a coordinated run of as many values,
  in order, when the sentence says "respectively" or every item is tied to a dataset mention:
  "FID of 1.70 and 2.31 on ImageNet at 256x256 and 512x512 respectively" gives 256x256 and
  512x512 (:func:`_paired`, :data:`SETTING_LISTS`).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Optional, Sequence

from kg.records import Result

#: Whether :func:`with_settings` runs (False: no result gets a setting).
BENCHMARK_SETTINGS = True

#: A resolution ``AxB`` (2 to 4 digits each side; ``x``, ``X``, ``×`` or ``*`` between; a
#: full stop may follow: "... on ImageNet 256x256.").
_RESOLUTION = re.compile(r"(?<![\w.])(\d{2,4})\s*[x×X*]\s*(\d{2,4})(?!\w|\.\d)")
#: What may stand between a dataset name and the resolution after it.
_GAP_AFTER = re.compile(r"[ \t]*(?:-|\(|,|\bat\b|\bof\b|\bwith\b)?[ \t]*(?:resolution\s+(?:of\s+)?)?$")
#: What may stand between a resolution and the dataset name after it.
_GAP_BEFORE = re.compile(r"^[ \t]*(?:-|\))?[ \t]*(?:resolution\s+)?(?:images?\s+(?:of|from)\s+)?")

_NUMBER_WORDS = {"one": 1, "single": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                 "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_NUM = r"\d{1,4}|one|single|two|three|four|five|six|seven|eight|nine|ten"
#: A count of sampling steps or (network) function evaluations ("100 network function
#: evaluations": session 57).
_STEPS = re.compile(
    rf"\b(?P<n>{_NUM})[ \t]*-?[ \t]*(?:(?:sampling|denoising|inference|diffusion|generation|"
    rf"function[ \t]+evaluation)[ \t]+)?(?P<unit>steps?|NFEs?|(?:network[ \t]+)?function[ \t]+evaluations?)\b"
    rf"|\bNFEs?[ \t]*(?:=|of|:)[ \t]*(?P<n2>\d{{1,4}})\b", re.I)
#: Conditioning of a generative benchmark.
_CONDITIONING = re.compile(
    r"\b(?:un|(?:class|text|label)[ \t]*-[ \t]*|(?:class|text|label)[ \t]+)conditional\b"
    r"|\bconditional(?=[ \t]+(?:image[ \t]+)?(?:generation|synthesis|sampling|setting))"
    r"|(?<=\()conditional(?=\))", re.I)
#: A number of shots (in-context examples or labelled examples per class).
_SHOTS = re.compile(r"\b(?P<n>zero|one|few|\d{1,3})[ \t]*-[ \t]*shot\b|\b(?P<n2>zero|one|few|\d{1,3})[ \t]+shot\b",
                    re.I)


#: An occurrence of a setting: ``(start, end, written form, anchor)``, the anchor the name
#: (small letters) of the dataset mention it modifies, or None (:func:`_found`).
_Occurrence = tuple[int, int, str, Optional[str]]

#: Session 57: whether a setting tied by its place to one dataset mention ("ImageNet at
#: 64x64", "5-shot MMLU") qualifies only the results on that dataset (False: every result of
#: the sentence, as in session 56).
SETTING_ANCHORS = True
#: Session 57: whether a coordinated list of settings pairs, in order, with a coordinated run
#: of as many values ("1.70 and 2.31 ... at 256x256 and 512x512 respectively": :func:`_paired`).
SETTING_LISTS = True
#: The joint between two items of a coordinated list (settings or values).
_COORDINATED = re.compile(r"\s*(?:,\s*(?:(?:and|or)\s+)?|(?:and|or)\s+|/\s*)")
_RESPECTIVELY = re.compile(r"\brespectively\b|\bresp\.", re.I)
#: What stands between a dataset name and a setting that modifies it, after the name
#: (:func:`_anchor`): "ImageNet (5 NFE)", "ImageNet-5-shot", "MMLU in the 5-shot setting". A bare
#: space is no such link: in "ImageNet zero-shot accuracy" the setting qualifies the measure.
_ANCHOR_AFTER = re.compile(
    r"[ \t]*(?:-|\(|(?:at|with|in|under|using)[ \t]+(?:(?:the|a|an)[ \t]+)?)[ \t]*", re.I)
#: A bracket that opens right after a dataset name and is still open at the setting, no
#: other bracket or clause break inside: "CIFAR-10 (one-step FID 2.1" (:func:`_anchor`).
_IN_BRACKET_AFTER = re.compile(r"[ \t]*\([^()\[\];]{0,40}")
#: What may stand between a setting and the dataset name after it: "5-shot MMLU",
#: "class-conditional ImageNet", "zero-shot on ImageNet" is no such place (:func:`_anchor`).
_ANCHOR_BEFORE = re.compile(r"[ \t]*-?[ \t]*")

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
    if unit.startswith("nfe") or "function" in unit:
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


def _found(text: str, lo: int, hi: int, datasets: Sequence[tuple[int, int, str]]) -> list[list[_Occurrence]]:
    """The settings of the sentence ``text[lo:hi]``, one list per kind (resolution,
    conditioning, shots, steps) of ``(start, end, written form, anchor)``: ``anchor`` is the
    name (small letters) of the dataset mention the setting modifies (:func:`_anchor`), or
    None for a setting of the whole sentence. A resolution coordinated with one next to a
    dataset ("ImageNet at 256x256 and 512x512") is found too, with the same anchor."""
    sentence = text[lo:hi]
    res: list[_Occurrence] = []
    spans = [(s, e, name) for s, e, name in datasets if lo <= s and e <= hi]
    for m in _RESOLUTION.finditer(sentence):
        s, e = lo + m.start(), lo + m.end()
        near = [(ds, de, name) for ds, de, name in spans
                if ds <= s and (s - de) <= 24 and _GAP_AFTER.search(text[max(de, ds):s]) is not None and s >= de
                or ds <= s < de  # inside the dataset's span ("ImageNet 256x256" named as one)
                or e <= ds and (ds - e) <= 24 and _GAP_BEFORE.match(text[e:ds]).end() == ds - e]
        form = f"{m.group(1)}x{m.group(2)}"
        if near:
            ds, de, name = min(near, key=lambda t: min(abs(s - t[1]), abs(t[0] - e)))
            res.append((s, e, form, name.lower()))
        elif res and _COORDINATED.fullmatch(text, res[-1][1], s):
            res.append((s, e, form, res[-1][3]))  # "at 256x256 and 512x512": the list's second item
    cond = [(lo + m.start(), lo + m.end(), m.group().lower().replace(" ", "").replace("\t", ""))
            for m in _CONDITIONING.finditer(sentence)]
    shots = [(lo + m.start(), lo + m.end(), _shots_text(m)) for m in _SHOTS.finditer(sentence)]
    steps = [(lo + m.start(), lo + m.end(), _steps_text(m)) for m in _STEPS.finditer(sentence)]
    others = [[(s, e, form, _anchor(text, s, e, spans)) for s, e, form in kind] for kind in (cond, shots, steps)]
    return [[f for f in kind if not _compared(text, lo, f[0])] for kind in [res, *others]]


def _nearest(found: list[_Occurrence], r: Result) -> Optional[str]:
    """The written form of the occurrence in ``found`` nearest to the phrase of ``r`` (the
    first when two are as near), or None when ``found`` is empty."""
    best = None
    for s, e, form, _anchor_name in found:
        dist = r.start - e if e <= r.start else s - r.end if s >= r.end else 0
        if best is None or dist < best[0]:
            best = (dist, form)
    return best[1] if best else None


def _same_dataset(anchor: Optional[str], dataset: Optional[str], names: Sequence[str] = ()) -> bool:
    """Whether a setting anchored to the dataset ``anchor`` (small letters, or None: the
    whole sentence's) may qualify a result on ``dataset``: an unanchored setting, the same
    name (case-blind; one name the start of the other: "ImageNet" and "ImageNet 256x256"), or
    a result without a dataset in a sentence whose dataset mentions ``names`` (small letters)
    are all that name ("10-fold / 2-fold on CIFAR-10 / ImageNet 64x64": not the first's)."""
    if anchor is None:
        return True
    if dataset is None:
        return all(_same_dataset(anchor, n) for n in names)
    d = dataset.lower()
    return d == anchor or d.startswith(anchor) or anchor.startswith(d)


def _anchor(text: str, s: int, e: int, spans: Sequence[tuple[int, int, str]]) -> Optional[str]:
    """The dataset mention (name in small letters) that the setting ``text[s:e]`` modifies
    by its place, else None (a setting of the whole sentence): the setting right after the
    name, at most 24 characters on, with only a hyphen, a bracket, "at", "with", "in" or
    "under" (and "the", "a") between ("ImageNet (5 NFE)", "MMLU in the 5-shot setting"), or
    inside the bracket that follows the name ("CIFAR-10 (one-step FID 2.1)"), or right
    before the name ("5-shot MMLU", "class-conditional ImageNet"). A name that ends or opens
    a coordinated list of dataset names ("on CIFAR-10 and ImageNet with 10 NFE", "5-shot MMLU
    and GSM8K") ties the setting to none: it may qualify the whole list."""
    best = None
    for ds, de, name in spans:
        if de <= s:
            gap = text[de:s]
            if len(gap) <= 24 and _ANCHOR_AFTER.fullmatch(gap) and not _listed(text, spans, ds, de, before=True) \
                    or _IN_BRACKET_AFTER.fullmatch(gap):
                dist = s - de
            else:
                continue
        elif e <= ds and _ANCHOR_BEFORE.fullmatch(text, e, ds) and not _listed(text, spans, ds, de, before=False):
            dist = ds - e
        else:
            continue
        if best is None or dist < best[0]:
            best = (dist, name.lower())
    return best[1] if best else None


def _listed(text: str, spans: Sequence[tuple[int, int, str]], ds: int, de: int, before: bool) -> bool:
    """Whether the dataset mention ``text[ds:de]`` is coordinated with another mention of
    ``spans`` right before it (``before``: "CIFAR-10 and ImageNet") or right after it ("MMLU
    and GSM8K"), joined by a comma, "and", "or" or a slash (:data:`_COORDINATED`)."""
    if before:
        return any(e2 <= ds and _COORDINATED.fullmatch(text, e2, ds) for _s2, e2, _n in spans)
    return any(s2 >= de and _COORDINATED.fullmatch(text, de, s2) for s2, _e2, _n in spans)


def _paired(results: list[Result], kind: list[_Occurrence], text: str, lo: int, hi: int) -> dict[int, str]:
    """Pair the items of a coordinated list of settings of one kind with the coordinated
    values of the sentence ``text[lo:hi]``, in order: "FID of 1.70 and 2.31 on ImageNet at
    256x256 and 512x512 respectively" gives 1.70 256x256 and 2.31 512x512.

    ``results`` are the sentence's results in text order, ``kind`` its occurrences of one
    kind. A list is two or more occurrences with different forms joined by a comma, "and",
    "or" or a slash (:data:`_COORDINATED`); a run of values is two or more results with only
    such a joint between them. A list pairs only in a sentence with "respectively" (or
    "resp.") or when every item is tied to a dataset mention ("1.9 and 2.8 on ImageNet 128x128
    and 256x256"; not "2.2 and 2.8, ... in both one-step and two-step settings"). It pairs with
    the last run of as many values that ends before it, or, with "respectively", else with the
    first such run after it; every value of the run must be on the list's dataset
    (:func:`_same_dataset`).
    Output: ``{index in results: form}``; empty when nothing pairs."""
    if not SETTING_LISTS or len(kind) < 2 or len(results) < 2:
        return {}
    lists, cur = [], [kind[0]]
    for f in kind[1:]:
        if _COORDINATED.fullmatch(text, cur[-1][1], f[0]):
            cur.append(f)
        else:
            lists.append(cur)
            cur = [f]
    lists.append(cur)
    runs, run = [], [0]
    for i in range(1, len(results)):
        if results[i - 1].end <= results[i].start and _COORDINATED.fullmatch(text, results[i - 1].end, results[i].start):
            run.append(i)
        else:
            runs.append(run)
            run = [i]
    runs.append(run)
    respectively = _RESPECTIVELY.search(text, lo, hi) is not None
    out: dict[int, str] = {}
    for items in lists:
        n = len(items)
        if n < 2 or len({f[2] for f in items}) < n:
            continue
        fitting = [r for r in runs if len(r) == n]
        before = [r for r in fitting if results[r[-1]].end <= items[0][0]]
        after = [r for r in fitting if results[r[0]].start >= items[-1][1]]
        if not respectively and any(f[3] is None for f in items):
            continue  # "2.2 and 2.8 ..., in both one-step and two-step settings": no parallel list
        run = before[-1] if before else after[0] if respectively and after else None
        if run is None or not all(_same_dataset(f[3], results[i].dataset) for i, f in zip(run, items)):
            continue
        for i, f in zip(run, items):
            out[i] = f[2]
    return out


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
    by_sentence: dict[tuple[int, int], list[int]] = {}
    for i, r in enumerate(results):
        by_sentence.setdefault((r.sentence_start, r.sentence_end), []).append(i)
    pairs: dict[tuple[int, int], list[dict[int, str]]] = {}
    names = {key: [n.lower() for s, e, n in datasets if key[0] <= s and e <= key[1]] for key in by_sentence}
    out = []
    for i, r in enumerate(results):
        key = (r.sentence_start, r.sentence_end)
        found = cache.get(key)
        if found is None:
            found = cache[key] = _found(text, r.sentence_start, r.sentence_end, datasets)
            members = sorted(by_sentence[key], key=lambda j: results[j].start)
            pairs[key] = [{members[k]: form for k, form in
                           _paired([results[j] for j in members], kind, text, *key).items()} for kind in found]
        parts = []
        for kind, paired in zip(found, pairs[key]):
            if i in paired:
                form = paired[i]  # "1.70 and 2.31 ... at 256x256 and 512x512 respectively"
            else:
                # a step or shot count that is the value itself ("from 50 to 4 steps") is no
                # setting; one tied to another dataset's mention is that dataset's (session 57)
                kind = [f for f in kind if not _is_value(text, f, r) and
                        (not SETTING_ANCHORS or _same_dataset(f[3], r.dataset, names[key]))]
                form = _nearest(kind, r)
            if form and form not in parts:
                parts.append(form)
        out.append(replace(r, setting="; ".join(parts)) if parts else r)
    return out


def _is_value(text: str, found: _Occurrence, r: Result) -> bool:
    """Whether the setting occurrence ``found`` (``(start, end, form, anchor)``) begins with the
    number that is ``r``'s own value (or upper value) inside ``r``'s phrase: "reduces the
    steps from 50 to 4 steps" states a step count as the result, no setting."""
    s = found[0]
    if not (r.start <= s < r.end):
        return False
    m = re.match(r"\d+", text[s:])
    return m is not None and m.group() in {r.value.lstrip("+"), (r.value_max or "").lstrip("+")}
