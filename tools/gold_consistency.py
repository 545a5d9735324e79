#!/usr/bin/env python3
"""Consistency of the development gold: where records annotate the same thing differently (session 59).

The development gold (``../shared/gold/icml2026_dev.jsonl`` and ``eval/dev*.jsonl``) was annotated
by many sessions under ``../shared/gold/GUIDELINES.md`` and the calls of ``eval/README.md``. This
tool finds where the records disagree with each other or with an explicit call.

Usage (from the repository root)::

    python tools/gold_consistency.py                 # the development pool, text report
    python tools/gold_consistency.py --json          # the same as one JSON object
    python tools/gold_consistency.py eval/dev90.jsonl eval/dev91.jsonl --examples 5
    python tools/gold_consistency.py --fix-unnamed --dry-run eval/dev114.jsonl   # what would move

Inputs: gold JSON-lines files (default: the development pool, the shared dev file plus every
``eval/*.jsonl`` but the second-annotator and held-out files), read with
:func:`kg.evaluate.load_gold`. A record's gold set is its file's stem ("dev90").

Checks (each a section of the report; keys are :func:`kg.evaluate.normalise` matching keys, the
scorer's own, so two forms conflict only when the scorer would match them):

``cross_category``
    A key annotated in category A in one record and in category B (not A) in another, where the
    first record does not have it in B either. Pairs whose difference is the paper's role and not
    the form (method_proposed / method_used, component / method_used, benchmark_proposed /
    dataset, method_proposed / component, benchmark_proposed / method_used) are counted apart as
    ``role_pairs`` and not as conflicts.
``unannotated``
    Per category: keys annotated in that category in one record whose form (a name or alias that
    is verbatim in its own record) occurs verbatim, as whole words, in another record's text,
    where that record annotates the key in no category. Case is ignored, except for forms with a
    capital inside a word ("RL", "HAVE"), matched with their case; forms holding brackets
    ("long form (SHORT)") are not searched. Split into
    ``allowed`` (the other record has it in ``allowed_extra``) and ``missing`` (nowhere). An
    occurrence inside a longer annotated or allowed form of the other record is not counted (it is
    covered), nor is a form found in more than 5% of the texts ("method", "training").
``stage_lists``
    Records whose text enumerates items "(i) ... (ii) ..." (also "(1) ... (2)", "i) ... ii)")
    and that propose a named method: per item, where its words went (a component part, a
    proposal, an allowed extra, another category, nowhere).
``title_only_aliases``
    Aliases of an entity found in the record's title but not in its text (no singular/plural
    form, LaTeX resolved, as :func:`kg.evaluate._unverbatim_aliases` compares) whose matching key
    is none of the entity's verbatim forms' nor its name's, and the entity's other aliases not in
    the text with the same matching key (another spelling of the title form matches as it does).
    An alias whose letters and digits run in the text's prose, hyphens, spaces and brackets aside
    ("Cross Validation" for "cross-validation", "BEV perception" for "(BEV) perception"), is not
    title-only; one found only inside a URL is. Call N9: title-only wording is never an alias.
``software_methods``
    method_used entities whose name or an alias is a software library
    (:data:`kg.extract.lexicon.SOFTWARE_LIBRARIES` plus :data:`MORE_SOFTWARE`), alone or with
    "library", "framework", "package", "toolkit", "engine". Held-out call 9: software is an
    allowed extra, not a method used.
``theory_metrics``
    metric entities whose name is a theory quantity (:data:`THEORY_QUANTITY`: complexity, rates,
    bounds, guarantees; N8 / held-out call 10), and metrics every sentence of which that names
    them carries a theory cue (:data:`THEORY_CUE`) and no empirical one (:data:`EMPIRICAL_CUE`).
``phenomena``
    Entities and allowed extras whose form holds a phenomenon word (:data:`PHENOMENON_WORDS`:
    grokking, hacking, collapse, ...): the categories each was given.
``secondary_tasks``
    Per gold set: tasks not marked main, and how many of them have an ``addresses`` link
    (held-out call 13: evaluated secondary tasks get one, motivating ones do not).
``unnamed_proposals``
    method_proposed entities and component_of entries without a NAME (GUIDELINES.md: method_proposed
    is "each named artifact ... that has a NAME"; component_of is "for a named sub-module"): none of
    the forms has a capital or digit written as a name, is an acronym form, carries or sits in
    emphasis or quotes, follows a naming cue, or is a coined single word (:func:`name_signal`;
    session 60).

Fix mode (session 60): ``--fix-unnamed FILE...`` rewrites the given files, moving unnamed proposals
and components to ``allowed_extra`` (:func:`fix_unnamed_file`; ``--dry-run`` writes nothing).

Outputs: a sorted, deterministic report on standard output, text by default or one JSON object
with ``--json``. Counts by default; ``--examples N`` adds up to N examples per item
(``set:id`` of the records). Exit status 0, 2 on a usage or gold format error.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Iterable, Optional

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from kg.evaluate import (GoldFormatError, _number_forms, _verbatim_key, load_gold,  # noqa: E402
                         normalise)
from kg.extract.lexicon import SOFTWARE_LIBRARIES  # noqa: E402

#: Entity categories of a gold record (``component`` is ``component_of``'s ``part``).
CATEGORIES = ("method_proposed", "benchmark_proposed", "component", "dataset", "task", "method_used",
              "metric")

#: Category pairs whose difference between two records is the paper's role, not the form: a
#: method one paper proposes (or a part of it) is a method another uses; a benchmark one paper
#: proposes is a dataset of another (D4). Not counted as conflicts.
ROLE_PAIRS = frozenset(frozenset(p) for p in (
    ("method_proposed", "method_used"), ("component", "method_used"), ("method_proposed", "component"),
    ("benchmark_proposed", "dataset"), ("benchmark_proposed", "method_used"),
    ("benchmark_proposed", "method_proposed")))

#: Software that serving, optimisation and chemistry papers name (lower case), beyond
#: :data:`kg.extract.lexicon.SOFTWARE_LIBRARIES`: gold-check only, not read by the extractor.
MORE_SOFTWARE = frozenset("""vllm sglang deepspeed tensorrt tensorrt-llm onnx huggingface hugging-face
    llama.cpp gurobi cplex matlab rdkit langchain pytorch-geometric openmm lammps""".split())

#: Words after a software name that keep it software ("PyTorch library").
_SOFTWARE_HEADS = ("library", "libraries", "framework", "frameworks", "package", "packages", "toolkit",
                   "engine", "implementation", "implementations")

#: A metric name that is a theory quantity (N8 / held-out call 10).
THEORY_QUANTITY = re.compile(r"\b(?:sample|query|iteration|oracle|communication|computational|time)"
                             r" complexit(?:y|ies)\b|\bconvergence rates?\b|\b(?:exponential|polynomial|"
                             r"linear|sublinear|minimax|optimal) (?:convergence )?rates?\b|\bbounds?\b|"
                             r"\bguarantees?\b", re.IGNORECASE)
#: Words of a theory statement.
THEORY_CUE = re.compile(r"\b(?:prove|proves|proved|proven|theorem|theoretical(?:ly)?|bounds?|guarantees?|"
                        r"asymptotic(?:ally)?|minimax|lemma|upper|lower bound|converges?|rates?)\b",
                        re.IGNORECASE)
#: Words of an empirical statement.
EMPIRICAL_CUE = re.compile(r"\b(?:experiments?|experimental(?:ly)?|empirical(?:ly)?|benchmarks?|datasets?|"
                           r"outperforms?|achieves?|improves?|evaluat\w*|measured|results? show)\b",
                           re.IGNORECASE)

#: Words naming a phenomenon (a behaviour of models that papers study or define).
PHENOMENON_WORDS = re.compile(r"\b(?:grokking|reward hacking|hacking|collapse|forgetting|hallucinations?|"
                              r"over-?smoothing|over-?squashing|memori[sz]ation|double descent|sycophancy|"
                              r"shortcut learning|simplicity bias|spectral bias|emergent abilit(?:y|ies)|"
                              r"plasticity loss|loss of plasticity|sharpness|edge of stability)\b",
                              re.IGNORECASE)

#: An enumeration marker: "(i)", "(ii)", "(1)", "i)", "2)" at a word start.
_ENUM = re.compile(r"(?:(?<=\s)|^)\(?((?:i|ii|iii|iv|v|vi)|[1-6])\)\s", re.IGNORECASE)
_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6}


# ------------------------------------------------------------------------------- loading
def default_gold_files(root: Path = ROOT) -> list[Path]:
    """The development pool's files (eval/README.md, "Scoring the pools").

    Args:
        root: the repository root.
    Returns:
        ``root/../shared/gold/icml2026_dev.jsonl`` when it exists, then every ``root/eval/*.jsonl``
        whose name holds neither "second_annotator" nor "heldout", sorted by name.
    """
    shared = root.parent / "shared" / "gold" / "icml2026_dev.jsonl"
    files = [shared] if shared.exists() else []
    return files + sorted(p for p in (root / "eval").glob("*.jsonl")
                          if "second_annotator" not in p.name and "heldout" not in p.name)


def load_records(paths: Iterable[Path]) -> list[tuple[str, dict]]:
    """``(gold set, record)`` pairs of the files, in file and line order.

    Raises:
        GoldFormatError: a file is no well-formed gold file (:func:`kg.evaluate.load_gold`).
        FileNotFoundError: a file does not exist.
    """
    out = []
    for p in paths:
        p = Path(p)
        out.extend((p.stem, rec) for rec in load_gold(p, warnings=[]))
    return out


# ------------------------------------------------------------------------------- helpers
def _words(text: str, fold: bool = True) -> tuple[str, ...]:
    """Word tokens of a text or form (letters and digits; LaTeX markup resolved as
    :func:`kg.evaluate._verbatim_key` resolves it), lower case unless ``fold`` is False."""
    if "\\" in text or "$" in text:
        from kg.clean import clean
        text = clean(text).text
    return tuple(re.findall(r"[^\W_]+", text.casefold() if fold else text))


def _cased(form: str) -> bool:
    """Whether a form is matched with its case: a word of it has a capital after its first
    character ("RL", "HAVE", "FiLM"; not "Large Language Models"), so that lower-case words of
    a text ("have") are not it."""
    return any(ch.isupper() for word in re.findall(r"[^\W_]+", form) for ch in word[1:])


def entity_forms(rec: dict) -> dict[str, list[str]]:
    """Every category's forms (names and aliases; a component's part) of one record.

    Returns:
        ``{category: [form, ...]}`` for the categories of :data:`CATEGORIES`, forms in record order.
    """
    out: dict[str, list[str]] = {c: [] for c in CATEGORIES}
    for cat in CATEGORIES:
        if cat == "component":
            out[cat] = [c["part"] for c in rec.get("component_of") or [] if isinstance(c.get("part"), str)]
            continue
        for ent in rec.get(cat) or []:
            out[cat].extend(f for f in [ent["name"], *ent.get("aliases", [])] if isinstance(f, str))
    return out


def record_keys(rec: dict) -> dict[str, set[str]]:
    """``{matching key: categories}`` of a record's entity forms (:func:`kg.evaluate.normalise`;
    empty keys left out)."""
    out: dict[str, set[str]] = defaultdict(set)
    for cat, forms in entity_forms(rec).items():
        for f in forms:
            k = normalise(f)
            if k:
                out[k].add(cat)
    return out


def _rid(gset: str, rec: dict) -> str:
    return f"{gset}:{rec['id']}"


def _contains(hay: tuple[str, ...], needle: tuple[str, ...]) -> bool:
    n = len(needle)
    return n > 0 and any(hay[i:i + n] == needle for i in range(len(hay) - n + 1))


# ------------------------------------------------------------------------------- checks
def cross_category(records: list[tuple[str, dict]]) -> dict:
    """Keys annotated in different categories in different records (module docstring).

    Returns:
        ``{"conflicts": [{"key", "form", "pair", "records": {cat: [set:id, ...]}}],
        "pairs": {"A / B": keys}, "role_pairs": {"A / B": keys}, "lopsided": {"A / B": keys},
        "per_set": {set: records}}``, conflicts sorted by the number of records involved (most
        first), then key and pair; ``lopsided`` counts the conflicts where one side is a single
        record and the other five or more (likely a slip of that one record).
    """
    by_key: dict[str, list[tuple[str, dict, set[str]]]] = defaultdict(list)
    form_of: dict[str, Counter] = defaultdict(Counter)
    for gset, rec in records:
        for cat, forms in entity_forms(rec).items():
            for f in forms:
                if normalise(f):
                    form_of[normalise(f)][f] += 1
        for k, cats in record_keys(rec).items():
            by_key[k].append((gset, rec, cats))
    conflicts, pairs, role = [], Counter(), Counter()
    per_set: Counter = Counter()
    for k in sorted(by_key):
        occ = by_key[k]
        cats = sorted({c for _, _, cs in occ for c in cs})
        for i, a in enumerate(cats):
            for b in cats[i + 1:]:
                ra = [(g, r) for g, r, cs in occ if a in cs and b not in cs]
                rb = [(g, r) for g, r, cs in occ if b in cs and a not in cs]
                if not ra or not rb:
                    continue
                label = f"{a} / {b}"
                if frozenset((a, b)) in ROLE_PAIRS:
                    role[label] += 1
                    continue
                pairs[label] += 1
                for g, _ in ra + rb:
                    per_set[g] += 1
                conflicts.append({"key": k, "form": form_of[k].most_common(1)[0][0], "pair": label,
                                  "records": {a: sorted(_rid(g, r) for g, r in ra),
                                              b: sorted(_rid(g, r) for g, r in rb)}})
    conflicts.sort(key=lambda c: (-sum(len(v) for v in c["records"].values()), c["key"], c["pair"]))
    lopsided = Counter(c["pair"] for c in conflicts
                       if sorted(len(v) for v in c["records"].values())[0] == 1
                       and max(len(v) for v in c["records"].values()) >= 5)
    return {"conflicts": conflicts, "pairs": dict(sorted(pairs.items())), "role_pairs": dict(sorted(role.items())),
            "lopsided": dict(sorted(lopsided.items())), "per_set": dict(sorted(per_set.items()))}


def unannotated(records: list[tuple[str, dict]], max_words: int = 8, max_share: float = 0.05) -> dict:
    """Keys annotated in a category in one record and verbatim but unannotated in another
    (module docstring).

    Args:
        records: ``(gold set, record)`` pairs.
        max_words: longest form searched, in words.
        max_share: a form found in more than this share of the records' texts (and in more
            than 10) is too common to be read as a name ("method", "training") and is not counted.
    Returns:
        ``{"per_category": {cat: {"keys", "missing", "allowed"}}, "per_set": {set: {"missing",
        "allowed"}}, "top": [{"key", "form", "category", "annotated", "missing", "allowed"}]}``:
        ``keys`` counts keys with at least one unannotated occurrence, ``missing`` / ``allowed``
        the (key, other record) occurrences; ``top`` the keys by missing + allowed, most first.
    """
    texts = [_words(rec["text"]) for _, rec in records]
    texts_cased = [_words(rec["text"], fold=False) for _, rec in records]
    keys = [record_keys(rec) for _, rec in records]
    allowed = [{normalise(a) for a in rec.get("allowed_extra") or [] if isinstance(a, str)} for _, rec in records]
    covering = []  # word tuples of every annotated / allowed form of a record
    for _, rec in records:
        forms = [f for fs in entity_forms(rec).values() for f in fs]
        forms += [a for a in rec.get("allowed_extra") or [] if isinstance(a, str)]
        covering.append({_words(f) for f in forms})
    # searched forms: verbatim in their own record, as word tuples -> (key, category, record index)
    # (a form with capitals after its first character is searched with its case: a tuple of
    # cased words, as :func:`_cased` says)
    sources: dict[tuple[str, ...], set[tuple[str, str, int]]] = defaultdict(set)
    for i, (_, rec) in enumerate(records):
        for cat, forms in entity_forms(rec).items():
            for f in forms:
                cased = _cased(f)
                w, k = _words(f, fold=not cased), normalise(f)
                if "(" in f or ")" in f:
                    continue  # "long form (SHORT)": its parts are aliases of their own
                if k and len(k) > 1 and 0 < len(w) <= max_words and _contains((texts_cased if cased else texts)[i], w):
                    sources[w].add((k, cat, i))
    # where each searched form occurs
    occurs: dict[tuple[str, ...], set[int]] = defaultdict(set)
    for j, (t, tc) in enumerate(zip(texts, texts_cased)):
        for tt in (t, tc):
            for n in range(1, max_words + 1):
                for s in range(len(tt) - n + 1):
                    w = tt[s:s + n]
                    if w in sources:
                        occurs[w].add(j)
    too_common = {w for w, js in occurs.items() if len(js) > max(max_share * len(records), 10)}
    per_cat: dict[str, dict] = {c: {"keys": set(), "missing": 0, "allowed": 0} for c in CATEGORIES}
    per_set: dict[str, Counter] = defaultdict(Counter)
    found: dict[tuple[str, str], dict] = {}
    seen: set[tuple[str, str, int]] = set()
    for w in sorted(sources):
        if w in too_common:
            continue
        by_kc: dict[tuple[str, str], set[int]] = defaultdict(set)
        for k, cat, i in sources[w]:
            by_kc[(k, cat)].add(i)
        for (k, cat), annotated_in in sorted(by_kc.items()):
            for j in sorted(occurs.get(w, ())):
                if j in annotated_in or k in keys[j] or (k, cat, j) in seen:
                    continue
                if any(len(c) > len(w) and _contains(c, tuple(x.casefold() for x in w)) for c in covering[j]):
                    continue  # inside a longer annotated or allowed form
                seen.add((k, cat, j))
                kind = "allowed" if k in allowed[j] else "missing"
                per_cat[cat]["keys"].add(k)
                per_cat[cat][kind] += 1
                per_set[records[j][0]][kind] += 1
                item = found.setdefault((k, cat), {"key": k, "form": " ".join(w), "category": cat,
                                                   "annotated": set(), "missing": [], "allowed": []})
                item["annotated"] |= {_rid(*records[i]) for i in annotated_in}
                item[kind].append(_rid(*records[j]))
    top = sorted(found.values(), key=lambda d: (-(len(d["missing"]) + len(d["allowed"])), d["key"], d["category"]))
    for d in top:
        d["annotated"] = sorted(d["annotated"])
        d["missing"] = sorted(set(d["missing"]))
        d["allowed"] = sorted(set(d["allowed"]))
    return {"per_category": {c: {"keys": len(v["keys"]), "missing": v["missing"], "allowed": v["allowed"]}
                             for c, v in per_cat.items()},
            "per_set": {s: {"missing": c["missing"], "allowed": c["allowed"]} for s, c in sorted(per_set.items())},
            "top": top}


def enumerated_items(text: str) -> list[str]:
    """The items of the first enumeration "(i) A (ii) B ..." of a text, numbered from 1 in order.

    Returns:
        The item texts (each up to the next marker, or for the last to the end of its sentence);
        ``[]`` when the text holds no run of at least two markers counting 1, 2, ...
    """
    marks = [(m.start(), m.end(), _ROMAN.get(m.group(1).lower()) or int(m.group(1))) for m in _ENUM.finditer(text)]
    run: list[tuple[int, int]] = []
    for start, end, n in marks:
        if n == len(run) + 1:
            run.append((start, end))
        elif n == 1:
            run = [(start, end)]
        elif len(run) >= 2:
            break
    if len(run) < 2:
        return []
    items = []
    for i, (start, end) in enumerate(run):
        stop = run[i + 1][0] if i + 1 < len(run) else len(text)
        item = text[end:stop]
        if i + 1 == len(run):
            item = re.split(r"(?<=[a-z0-9)\]])\.\s", item, maxsplit=1)[0]
        items.append(item.strip(" ;,."))
    return items


def stage_lists(records: list[tuple[str, dict]]) -> dict:
    """Where the items of "(i) ... (ii) ..." enumerations went, in records that propose a named
    method (module docstring). An item's outcome is the first of component, method_proposed,
    allowed_extra, other (another category) whose forms (as words) occur in it, else nothing.

    Returns:
        ``{"records": n, "items": {outcome: n}, "per_set": {set: {outcome: n}}, "mixed_sets":
        [sets with items both components and allowed extras only], "examples": {outcome: [set:id]}}``.
    """
    outcomes: Counter = Counter()
    per_set: dict[str, Counter] = defaultdict(Counter)
    examples: dict[str, list[str]] = defaultdict(list)
    n = 0
    for gset, rec in records:
        if not rec.get("method_proposed"):
            continue
        items = enumerated_items(rec["text"])
        if not items:
            continue
        n += 1
        forms = entity_forms(rec)
        allowed = [a for a in rec.get("allowed_extra") or [] if isinstance(a, str)]
        checks = [("component", forms["component"]), ("method_proposed", forms["method_proposed"]),
                  ("allowed_extra", allowed),
                  ("other", [f for c in CATEGORIES if c not in ("component", "method_proposed") for f in forms[c]])]
        for item in items:
            iw = _words(item)
            out = next((name for name, fs in checks
                        if any(len(_words(f)) > 0 and _contains(iw, _words(f)) for f in fs
                               if len(_words(f)) > 1 or name != "other")), "nothing")
            outcomes[out] += 1
            per_set[gset][out] += 1
            if _rid(gset, rec) not in examples[out]:
                examples[out].append(_rid(gset, rec))
    return {"records": n, "items": dict(sorted(outcomes.items())),
            "per_set": {s: dict(sorted(c.items())) for s, c in sorted(per_set.items())},
            "examples": {k: sorted(v) for k, v in sorted(examples.items())}}


def _in(hay: str, form: str) -> bool:
    """Whether ``form`` (singular or plural, LaTeX resolved or raw) is in ``hay`` as
    :func:`kg.evaluate._unverbatim_aliases` compares (``hay`` is a :func:`_verbatim_key` string)."""
    return any(k in hay for k in _number_forms(_verbatim_key(form)) | _number_forms(_verbatim_key(form, False)))


#: A URL or a path-like token of a text ("github.com/x/stable_backdoor_purification"): its words
#: are no prose (D2: a name only inside a code URL is not named in the abstract).
_URLISH = re.compile(r"\S*(?:https?://|www\.|/)\S*")


def _loose(text: str) -> str:
    """Letters and digits of a text, lower case, its URLs left out (:data:`_URLISH`), LaTeX
    resolved: hyphens, spaces and brackets do not count ("cross-validation" = "Cross
    Validation", "(BEV) perception" = "BEV perception")."""
    if "\\" in text or "$" in text:
        from kg.clean import clean
        text = clean(text).text
    return re.sub(r"[\W_]+", "", _URLISH.sub(" ", text).casefold())


def title_only_aliases(records: list[tuple[str, dict]]) -> dict:
    """Entity aliases found in the title but not the text (module docstring; call N9).

    Returns:
        ``{"items": [{"record", "category", "name", "alias", "in_notes"}], "per_set": {set: n},
        "per_category": {cat: n}}``, items in record order.
    """
    items = []
    for gset, rec in records:
        title = rec.get("title") or ""
        if not title:
            continue
        text = rec["text"]
        hay_text = _verbatim_key(text) + "\x00" + _verbatim_key(text, resolve_latex=False)
        loose_text = _loose(text)
        hay_title = _verbatim_key(title) + "\x00" + _verbatim_key(title, resolve_latex=False)
        notes = rec.get("notes")
        notes = (notes if isinstance(notes, str) else json.dumps(notes) if notes else "").casefold()
        for cat in ("method_proposed", "benchmark_proposed", "dataset", "task", "method_used", "metric"):
            for ent in rec.get(cat) or []:
                forms = [ent["name"], *ent.get("aliases", [])]
                keys = {normalise(ent["name"])} | {normalise(f) for f in forms if _in(hay_text, f)}
                outside = [a for a in ent.get("aliases", [])
                           if a.strip() and not _in(hay_text, a) and normalise(a) not in keys
                           and not any(f in loose_text for f in _number_forms(_loose(a)) if f)]
                title_keys = {normalise(a) for a in outside if _in(hay_title, a)}
                for alias in outside:  # a title form, or another spelling of one ("MTP_2 ..." of "MTP2 ...")
                    if normalise(alias) in title_keys:
                        items.append({"record": _rid(gset, rec), "category": cat, "name": ent["name"],
                                      "alias": alias, "in_notes": alias.casefold() in notes})
    return {"items": items, "per_set": dict(sorted(Counter(i["record"].split(":")[0] for i in items).items())),
            "per_category": dict(sorted(Counter(i["category"] for i in items).items()))}


def software_key(form: str) -> Optional[str]:
    """The software name a form names, or None: the form (lower case, a trailing word of
    :data:`_SOFTWARE_HEADS` left out) is one of :data:`kg.extract.lexicon.SOFTWARE_LIBRARIES` or
    :data:`MORE_SOFTWARE`, hyphens and spaces alike ("Hugging Face" = "hugging-face")."""
    words = form.casefold().replace("-", " ").split()
    while len(words) > 1 and words[-1] in _SOFTWARE_HEADS:
        words = words[:-1]
    for cand in (" ".join(words), "-".join(words), "".join(words)):
        if cand in SOFTWARE_LIBRARIES or cand in MORE_SOFTWARE:
            return cand
    return None


def software_methods(records: list[tuple[str, dict]]) -> dict:
    """method_used entities that are software (module docstring; held-out call 9), and, for
    comparison, software names given as allowed extras.

    Returns:
        ``{"method_used": [{"record", "name", "software"}], "allowed_extra": n, "per_set": {set: n}}``.
    """
    items, allowed = [], 0
    for gset, rec in records:
        for ent in rec.get("method_used") or []:
            sw = next((s for s in map(software_key, [ent["name"], *ent.get("aliases", [])]) if s), None)
            if sw:
                items.append({"record": _rid(gset, rec), "name": ent["name"], "software": sw})
        allowed += sum(1 for a in rec.get("allowed_extra") or [] if isinstance(a, str) and software_key(a))
    return {"method_used": items, "allowed_extra": allowed,
            "per_set": dict(sorted(Counter(i["record"].split(":")[0] for i in items).items()))}


def _sentences_with(text: str, form: str) -> list[str]:
    w = _words(form)
    return [s for s in re.split(r"(?<=[.!?])\s+", text) if w and _contains(_words(s), w)]


def theory_metrics(records: list[tuple[str, dict]]) -> dict:
    """Metrics that are theory quantities or named only in theory statements (module docstring;
    N8 / held-out call 10).

    Returns:
        ``{"quantity": [{"record", "name"}], "theory_only": [{"record", "name"}], "per_set":
        {set: {"quantity", "theory_only"}}}``.
    """
    quantity, only = [], []
    for gset, rec in records:
        for ent in rec.get("metric") or []:
            forms = [ent["name"], *ent.get("aliases", [])]
            item = {"record": _rid(gset, rec), "name": ent["name"]}
            if any(THEORY_QUANTITY.search(f) for f in forms):
                quantity.append(item)
                continue
            sents = [s for f in forms for s in _sentences_with(rec["text"], f)]
            if sents and all(THEORY_CUE.search(s) and not EMPIRICAL_CUE.search(s) for s in sents):
                only.append(item)
    per_set: dict[str, Counter] = defaultdict(Counter)
    for kind, its in (("quantity", quantity), ("theory_only", only)):
        for i in its:
            per_set[i["record"].split(":")[0]][kind] += 1
    return {"quantity": quantity, "theory_only": only,
            "per_set": {s: dict(sorted(c.items())) for s, c in sorted(per_set.items())}}


def phenomena(records: list[tuple[str, dict]]) -> dict:
    """Categories given to forms holding a phenomenon word (module docstring).

    Returns:
        ``{"per_category": {cat: n}, "main_task": n, "items": [{"record", "category", "name"}]}``
        (``allowed_extra`` counts as a category; one item per entity or allowed extra).
    """
    items = []
    main = 0
    for gset, rec in records:
        for cat in ("method_proposed", "benchmark_proposed", "dataset", "task", "method_used", "metric"):
            for ent in rec.get(cat) or []:
                if any(PHENOMENON_WORDS.search(f) for f in [ent["name"], *ent.get("aliases", [])]):
                    items.append({"record": _rid(gset, rec), "category": cat, "name": ent["name"]})
                    main += bool(cat == "task" and ent.get("main"))
        for a in rec.get("allowed_extra") or []:
            if isinstance(a, str) and PHENOMENON_WORDS.search(a):
                items.append({"record": _rid(gset, rec), "category": "allowed_extra", "name": a})
    return {"per_category": dict(sorted(Counter(i["category"] for i in items).items())), "main_task": main,
            "items": items}


def secondary_tasks(records: list[tuple[str, dict]]) -> dict:
    """Secondary (not main) tasks and their ``addresses`` links per gold set (held-out call 13).

    A task is linked when an ``addresses`` relation's tail is its name or an alias (matching keys).

    Returns:
        ``{"per_set": {set: {"secondary", "linked"}}, "total": {"secondary", "linked"}}``.
    """
    per_set: dict[str, Counter] = defaultdict(Counter)
    for gset, rec in records:
        tails = {normalise(r.get("tail") or "") for r in rec.get("relations") or []
                 if isinstance(r, dict) and r.get("rel") == "addresses"}
        for ent in rec.get("task") or []:
            if ent.get("main"):
                continue
            per_set[gset]["secondary"] += 1
            if {normalise(f) for f in [ent["name"], *ent.get("aliases", [])]} & tails:
                per_set[gset]["linked"] += 1
    total = Counter()
    for c in per_set.values():
        total.update(c)
    return {"per_set": {s: {"secondary": c["secondary"], "linked": c["linked"]} for s, c in sorted(per_set.items())},
            "total": {"secondary": total["secondary"], "linked": total["linked"]}}


# ------------------------------------------------------------------------------- unnamed proposals
#: The corpus files (``../shared/corpus``) whose abstracts give a token's document frequency
#: (:func:`corpus_df`): a single-token form rarer than :data:`COINED_MAX_DF` is a coined name.
CORPUS_FILES = ("iclr2024.jsonl", "icml2024.jsonl", "neurips2023.jsonl")

#: A single-token form (no space) found in at most this many corpus abstracts is a coined name
#: ("trajdata", "cindm"); a commoner one is an English word ("selector", "plausibility").
COINED_MAX_DF = 3

#: A token of :func:`corpus_df`: letters and digits, hyphen or underscore compounds kept whole.
_TOKEN = re.compile(r"[^\W_]+(?:[-_][^\W_]+)*")

#: Markup an annotator copied into a form that marks it as emphasised in the text
#: ("\\textit{initialization refinement}", "*neural surrogate compilation*", "{\\it reflection} tokens").
_MARKUP_FORM = re.compile(r"\\(?:emph|textit|textbf|textsc|mathrm|texttt|it|bf|em|sc)\b|\*|`")

#: Opening marks right before a form in the text: quotes, markdown emphasis, LaTeX emphasis.
_OPEN_MARK = (r"(?:(?:(?<=\s)|(?<=\()|^)(?:[\"“‘`]{1,2}|'(?!s\b))|(?<![\w*])\*{1,2}|"
              r"\\(?:emph|textit|textbf|textsc|texttt)\{|\{\\(?:it|bf|em|sc)\s)")

#: Closing quotes right after a form in the text ("the metric node compactness\"" whose opening
#: quote was lost); a lone "'" is left out (a possessive).
_CLOSE_MARK = r"(?:\"|”|''|’’)"

#: Words that introduce a name right before it ("we call it X", "termed X", "dubbed X").
_NAME_CUE = (r"\b(?:called|termed|dubbed|named|coined|call\s+(?:it|this|them|our\s+\w+)|"
             r"term\s+(?:it|this|them)|we\s+(?:call|term|name|dub|coin)|refer(?:red)?\s+to\s+(?:it\s+|this\s+|them\s+)?as|"
             r"known\s+as)\s+(?:(?:the|a|an|our)\s+)?")


def corpus_df(root: Path = ROOT) -> Counter:
    """Document frequency of lower-case tokens (:data:`_TOKEN`) over the corpus abstracts.

    Args:
        root: the repository root; the corpus is ``root/../shared/corpus/`` (:data:`CORPUS_FILES`).
    Returns:
        ``{token: number of abstracts holding it}``; an empty Counter when no corpus file exists
        (then no single token counts as coined: :func:`name_signal` falls back on case, digits,
        acronyms and marks). Cached per root.
    """
    key = str(root)
    if key not in _DF_CACHE:
        df: Counter = Counter()
        for name in CORPUS_FILES:
            p = root.parent / "shared" / "corpus" / name
            if not p.exists():
                continue
            with p.open(encoding="utf-8") as fh:
                for line in fh:
                    try:
                        text = json.loads(line).get("abstract") or ""
                    except (json.JSONDecodeError, AttributeError):
                        continue
                    df.update(set(_TOKEN.findall(text.casefold())))
        _DF_CACHE[key] = df
    return _DF_CACHE[key]


_DF_CACHE: dict[str, Counter] = {}


def _marked(text: str, form: str) -> bool:
    """Whether ``form`` (case ignored, plural allowed) occurs in ``text`` right after an opening
    mark (:data:`_OPEN_MARK`: quotes, emphasis) or a naming cue (:data:`_NAME_CUE`: "called",
    "we call it", "that we call", "dubbed", ...), optionally quoted, or right before a closing
    double quote (:data:`_CLOSE_MARK`)."""
    words = re.findall(r"[^\W_]+|[^\w\s]", form)
    if not words:
        return False
    body = r"[\s\-]*".join(re.escape(w) for w in words) + r"(?:e?s)?(?![^\W_]|-[^\W_])"
    pat = rf"(?:{_OPEN_MARK}\s*|{_NAME_CUE}(?:{_OPEN_MARK})?\s*){body}|(?<![^\W_]){body}\s*{_CLOSE_MARK}"
    return re.search(pat, text, re.IGNORECASE) is not None


def _capital(form: str, text: str) -> bool:
    """Whether a form is written as a name: it holds a digit or an upper-case letter after its
    first character ("4RC", "ReasonAug", "Constraint Layer", "Lion-$\\phi$" does not), or its first
    letter is upper case and the text writes it so, case kept, somewhere other than at a
    sentence start ("... a Hare network and ..."; not "Active inference ..." opening a sentence,
    nor "The grouped attention ..."). A capitalised form the text does not hold verbatim
    counts (the annotator's spelling is the only evidence)."""
    form = form.strip()
    if re.search(r"\d", form) or any(ch.isupper() for ch in form[1:]):
        return True
    if not form[:1].isupper():
        return False
    found = False
    for m in re.finditer(re.escape(form) + r"(?![^\W_])", text):
        found = True
        before = text[:m.start()].rstrip()
        if before and before[-1] not in ".!?" and not before.endswith(("--", "\u2014")):
            return True
    return not found


def name_signal(forms: Iterable[str], rec: dict, df: Optional[Counter] = None) -> Optional[str]:
    """Why a proposal (or a component part / whole) with these forms has a NAME, or None when it
    has none (an unnamed, descriptive contribution: GUIDELINES.md, method_proposed and component_of).

    The definition (checked in this order; the first that holds is returned):

    ``"capital"``
        a form holds a digit or an upper-case letter written as a name (:func:`_capital`:
        "4RC", "ReasonAug", "Constraint Layer", "a Hare network" mid-sentence; not "Active
        inference" copied from a sentence start);
    ``"acronym"``
        a form is the long or short form of one of the record's ``acronym`` pairs;
    ``"markup"``
        a form carries emphasis markup the annotator copied from the text ("*selector*",
        "\\textit{initialization refinement}");
    ``"marked"``
        the text writes a form right after quotes or emphasis ("``we introduce \\emph{model
        arithmetic}``", "'reflection tokens'") or a naming cue ("we call it X", "termed X",
        "dubbed X", "known as X"): :func:`_marked`;
    ``"coined"``
        a form is one token (no space; hyphen compounds are one token) found in at most
        :data:`COINED_MAX_DF` corpus abstracts (:func:`corpus_df`), so no English word
        ("trajdata", "cindm"; "selector" and "back-translation" are common).

    A lower-case multi-word phrase written plainly ("a hierarchical encoder", "prompt module",
    "token diversity loss") has none of these and is unnamed.

    Args:
        forms: the entity's name and aliases (a component's part or whole and the aliases of the
            method_proposed entity it names).
        rec: the gold record (its ``text`` and ``acronym`` are read).
        df: token document frequencies (default :func:`corpus_df`).
    Returns:
        one of the strings above, or None.
    """
    forms = [f for f in forms if isinstance(f, str) and f.strip()]
    text = rec.get("text") or ""
    if any(_capital(f, text) for f in forms):
        return "capital"
    acr = {x.casefold() for a in rec.get("acronym") or [] if isinstance(a, dict)
           for x in (a.get("short"), a.get("long")) if isinstance(x, str)}
    if any(f.casefold() in acr for f in forms):
        return "acronym"
    if any(_MARKUP_FORM.search(f) for f in forms):
        return "markup"
    if any(_marked(text, f) for f in forms):
        return "marked"
    df = corpus_df() if df is None else df
    if df:
        for f in forms:
            tok = f.strip().casefold()
            if _TOKEN.fullmatch(tok) and df.get(tok, 0) <= COINED_MAX_DF:
                return "coined"
    return None


def _forms_of(name: str, rec: dict) -> list[str]:
    """A component part's or whole's forms: the string, plus the name and aliases of the
    record's method_proposed entity it names (case ignored), if any."""
    out = [name]
    for ent in rec.get("method_proposed") or []:
        forms = [ent["name"], *ent.get("aliases", [])]
        if name.casefold() in {f.casefold() for f in forms if isinstance(f, str)}:
            out.extend(f for f in forms if f not in out)
    return out


def unnamed_proposals(records: list[tuple[str, dict]], df: Optional[Counter] = None) -> dict:
    """Proposals and components without a name (GUIDELINES.md: method_proposed is "each named
    artifact ... that has a NAME"; component_of is "for a named sub-module of a proposed method").

    A method_proposed entity is unnamed when :func:`name_signal` finds no name among its name and
    aliases; a component_of entry is unnamed when its part or its whole is (:func:`_forms_of`).

    Returns:
        ``{"proposals": n, "unnamed_proposals": n, "components": n, "unnamed_components": n,
        "unnamed_parts": n, "unnamed_wholes": n, "named_by": {signal: n},
        "items": [{"record", "kind", "name", "whole"?}], "per_set": {set: n}}``; ``items`` in
        record order (kind ``method_proposed`` or ``component``; a component item names its part
        and its whole and says which is unnamed), ``named_by`` counts the signal that named each
        named proposal.
    """
    df = corpus_df() if df is None else df
    items, named_by = [], Counter()
    n_prop = n_comp = n_part = n_whole = 0
    for gset, rec in records:
        for ent in rec.get("method_proposed") or []:
            n_prop += 1
            sig = name_signal([ent["name"], *ent.get("aliases", [])], rec, df)
            if sig:
                named_by[sig] += 1
            else:
                items.append({"record": _rid(gset, rec), "kind": "method_proposed", "name": ent["name"]})
        for c in rec.get("component_of") or []:
            n_comp += 1
            part_ok = name_signal(_forms_of(c["part"], rec), rec, df) is not None
            whole_ok = name_signal(_forms_of(c["whole"], rec), rec, df) is not None
            if part_ok and whole_ok:
                continue
            n_part += not part_ok
            n_whole += not whole_ok
            items.append({"record": _rid(gset, rec), "kind": "component", "name": c["part"], "whole": c["whole"],
                          "unnamed": "part and whole" if not (part_ok or whole_ok) else
                          ("part" if not part_ok else "whole")})
    return {"proposals": n_prop, "unnamed_proposals": sum(i["kind"] == "method_proposed" for i in items),
            "components": n_comp, "unnamed_components": sum(i["kind"] == "component" for i in items),
            "unnamed_parts": n_part, "unnamed_wholes": n_whole, "named_by": dict(sorted(named_by.items())),
            "items": items, "per_set": dict(sorted(Counter(i["record"].split(":")[0] for i in items).items()))}


# ------------------------------------------------------------------------------- fix: unnamed proposals
#: The sentence appended to a fixed record's notes (:func:`fix_unnamed_record`).
UNNAMED_NOTE = ("Session 60 consistency fix (GUIDELINES.md: method_proposed and component_of need a NAME; "
                "unnamed proposals and parts go to allowed_extra):")


def fix_unnamed_record(rec: dict, df: Optional[Counter] = None) -> tuple[dict, dict]:
    """Move a record's unnamed proposals and components to ``allowed_extra`` (GUIDELINES.md:
    method_proposed and component_of are for NAMED artifacts; :func:`name_signal` says which
    are named).

    What changes (nothing else does; key order is kept):

    - each method_proposed entity without a name leaves ``method_proposed``; its name and
      aliases are appended to ``allowed_extra`` (so extracting it is neither a hit nor a false hit);
    - each ``component_of`` entry whose part or whole has no name (read on the record as it
      was, :func:`_forms_of`) is dropped; its unnamed part / whole is appended to
      ``allowed_extra``. A named part stays a proposal; a named whole stays;
    - relations that no longer name an entity of the record (the checks of
      :func:`kg.evaluate._relation_warnings`) because an end was moved: ``proposes`` and
      ``part_of`` are dropped; another kind whose head was moved gets as head the named whole
      the moved part belonged to, else ``PAPER`` (GUIDELINES.md: addresses / evaluated_on may
      start at the paper); one whose tail was moved is dropped; a relation that then repeats
      another (case ignored) is dropped. Relations that were already broken are left as they are;
    - ``notes`` (a string) gets :data:`UNNAMED_NOTE` and the list of what moved.

    Args:
        rec: a well-formed gold record (not changed).
        df: token document frequencies for :func:`name_signal` (default :func:`corpus_df`).
    Returns:
        ``(new record, changes)``: the record itself (the same object) when nothing changes;
        ``changes`` is ``{"proposals": [names], "components": [[part, whole]], "allowed_extra":
        [forms added], "relations_dropped": n, "relations_reheaded": n}``.
    """
    df = corpus_df() if df is None else df
    props = rec.get("method_proposed") or []
    unnamed = [e for e in props if name_signal([e["name"], *e.get("aliases", [])], rec, df) is None]
    comps = rec.get("component_of") or []
    dropped, moved_parts, whole_of = [], [], {}
    for c in comps:
        part_ok = name_signal(_forms_of(c["part"], rec), rec, df) is not None
        whole_ok = name_signal(_forms_of(c["whole"], rec), rec, df) is not None
        if part_ok and whole_ok:
            continue
        dropped.append(c)
        if not part_ok:
            moved_parts.append(c["part"])
            if whole_ok:
                whole_of.setdefault(c["part"].casefold(), c["whole"])
        if not whole_ok:
            moved_parts.append(c["whole"])
    changes = {"proposals": [e["name"] for e in unnamed], "components": [[c["part"], c["whole"]] for c in dropped],
               "allowed_extra": [], "relations_dropped": 0, "relations_reheaded": 0}
    if not unnamed and not dropped:
        return rec, changes
    new = json.loads(json.dumps(rec, ensure_ascii=False))
    new["method_proposed"] = [e for e in props if e not in unnamed]
    new["component_of"] = [c for c in comps if c not in dropped]
    moved = []
    for e in unnamed:
        moved.extend([e["name"], *e.get("aliases", [])])
    moved.extend(moved_parts)
    allowed = list(rec.get("allowed_extra") or [])
    for f in moved:
        if isinstance(f, str) and f.strip() and f not in allowed:
            allowed.append(f)
            changes["allowed_extra"].append(f)
    new["allowed_extra"] = allowed
    # unnamed proposals that were parts of a named whole: their links go to that whole
    for e in unnamed:
        for f in [e["name"], *e.get("aliases", [])]:
            w = whole_of.get(e["name"].casefold())
            if w:
                whole_of.setdefault(f.casefold(), w)
    known = {"paper"}
    for cat in ("method_proposed", "benchmark_proposed", "dataset", "task", "method_used", "metric"):
        for ent in new.get(cat) or []:
            known.update(f.casefold() for f in [ent["name"], *ent.get("aliases", [])] if isinstance(f, str))
    for c in new["component_of"]:
        known.update(c[k].casefold() for k in ("part", "whole"))
    if isinstance(new.get("paper_label"), str):
        known.add(new["paper_label"].casefold())
    moved_keys = {f.casefold() for f in moved if isinstance(f, str)}
    if isinstance(rec.get("relations"), list):
        rels, seen = [], set()
        for rel in rec["relations"]:
            if not (isinstance(rel, dict) and all(isinstance(rel.get(k), str) for k in ("head", "rel", "tail"))):
                rels.append(rel)
                continue
            head, tail = rel["head"].strip().casefold(), rel["tail"].strip().casefold()
            gone_head = head not in known and head in moved_keys
            gone_tail = tail not in known and tail in moved_keys
            if gone_tail or (gone_head and rel["rel"] in ("proposes", "part_of")):
                changes["relations_dropped"] += 1
                continue
            if gone_head:
                rel = {**rel, "head": whole_of.get(head, "PAPER")}
                changes["relations_reheaded"] += 1
            key = (rel["head"].strip().casefold(), rel["rel"], rel["tail"].strip().casefold())
            if key in seen:
                changes["relations_dropped"] += 1
                changes["relations_reheaded"] -= bool(gone_head)
                continue
            seen.add(key)
            rels.append(rel)
        new["relations"] = rels
    parts = []
    if changes["proposals"]:
        parts.append("moved from method_proposed to allowed_extra: " + ", ".join(repr(n) for n in changes["proposals"]))
    if changes["components"]:
        parts.append("component_of dropped: " + ", ".join(f"{p!r} part of {w!r}" for p, w in changes["components"]))
    if changes["relations_dropped"] or changes["relations_reheaded"]:
        parts.append(f"relations: {changes['relations_dropped']} dropped, {changes['relations_reheaded']} "
                     "re-headed (to the named whole or PAPER)")
    note = f"{UNNAMED_NOTE} " + "; ".join(parts) + "."
    if isinstance(new.get("notes"), str):
        new["notes"] = (new["notes"].rstrip() + " " + note).strip()
    elif "notes" not in new:
        new["notes"] = note
    return new, changes


def _dump_like(rec: dict, line: str) -> str:
    """``rec`` as one JSON line in the style of the line it came from (``json.dumps`` with or
    without ``ensure_ascii``: the gold files use both).

    Raises:
        ValueError: neither style reproduces ``line`` from its own parse (the file was written
            some other way, and rewriting it would change lines that were not fixed)."""
    old = json.loads(line)
    for ascii_ in (False, True):
        if json.dumps(old, ensure_ascii=ascii_) == line:
            return json.dumps(rec, ensure_ascii=ascii_)
    raise ValueError("a line is not in json.dumps form (default separators); not rewritten")


def fix_unnamed_file(path: Path, df: Optional[Counter] = None, write: bool = True) -> dict:
    """Apply :func:`fix_unnamed_record` to every record of a gold file, rewriting only the
    records that change (other lines stay byte for byte; a changed line keeps its JSON style,
    :func:`_dump_like`). Deterministic: running it again changes nothing.

    Args:
        path: a gold JSON-lines file (checked with :func:`kg.evaluate.load_gold` first).
        df: token document frequencies (default :func:`corpus_df`).
        write: False reports what would change and writes nothing.
    Returns:
        ``{"file", "records", "proposals", "components", "allowed_extra", "relations_dropped",
        "relations_reheaded", "changed": [ids]}`` (counts over the file).
    Raises:
        GoldFormatError: the file is no well-formed gold file.
        ValueError: a changed line is not in ``json.dumps`` form (:func:`_dump_like`).
    """
    path = Path(path)
    load_gold(path, warnings=[])  # format check only
    raw = path.read_text(encoding="utf-8")
    lines = raw.split("\n")
    out = {"file": str(path), "records": 0, "proposals": 0, "components": 0, "allowed_extra": 0,
           "relations_dropped": 0, "relations_reheaded": 0, "changed": []}
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        rec = json.loads(line)
        out["records"] += 1
        new, ch = fix_unnamed_record(rec, df)
        if new is rec:
            continue
        lines[i] = _dump_like(new, line)
        out["changed"].append(rec["id"])
        out["proposals"] += len(ch["proposals"])
        out["components"] += len(ch["components"])
        out["allowed_extra"] += len(ch["allowed_extra"])
        out["relations_dropped"] += ch["relations_dropped"]
        out["relations_reheaded"] += ch["relations_reheaded"]
    if write and out["changed"]:
        path.write_text("\n".join(lines), encoding="utf-8")
    return out


# ------------------------------------------------------------------------------- report
def build_report(records: list[tuple[str, dict]]) -> dict:
    """Every check of the module docstring over ``records`` (``(gold set, record)`` pairs).

    Returns:
        ``{"records", "sets", "cross_category", "unannotated", "stage_lists", "title_only_aliases",
        "software_methods", "theory_metrics", "phenomena", "secondary_tasks", "unnamed_proposals"}``
        (JSON-serialisable).
    """
    return {"records": len(records), "sets": len({g for g, _ in records}),
            "cross_category": cross_category(records), "unannotated": unannotated(records),
            "stage_lists": stage_lists(records), "title_only_aliases": title_only_aliases(records),
            "software_methods": software_methods(records), "theory_metrics": theory_metrics(records),
            "phenomena": phenomena(records), "secondary_tasks": secondary_tasks(records),
            "unnamed_proposals": unnamed_proposals(records)}


def _trim(report: dict, examples: int) -> dict:
    """The report with example lists cut to ``examples`` entries (0: lists of items dropped,
    counts kept)."""
    r = json.loads(json.dumps(report))
    cc = r["cross_category"]
    cc["conflicts"] = cc["conflicts"][:max(examples, 0) * 4] if examples else \
        [{"key": c["key"], "form": c["form"], "pair": c["pair"],
          "records": {k: len(v) for k, v in c["records"].items()}} for c in cc["conflicts"][:20]]
    un = r["unannotated"]
    un["top"] = [{**d, **({k: d[k][:examples] for k in ("annotated", "missing", "allowed")} if examples else
                          {k: len(d[k]) for k in ("annotated", "missing", "allowed")})} for d in un["top"][:20]]
    if not examples:
        r["stage_lists"]["examples"] = {k: len(v) for k, v in r["stage_lists"]["examples"].items()}
        r["phenomena"]["items"] = len(r["phenomena"]["items"])
        r["unnamed_proposals"]["items"] = len(r["unnamed_proposals"]["items"])
    else:
        r["stage_lists"]["examples"] = {k: v[:examples] for k, v in r["stage_lists"]["examples"].items()}
        r["unnamed_proposals"]["items"] = r["unnamed_proposals"]["items"][:examples * 10]
    return r


def format_text(report: dict) -> str:
    """The report (after :func:`_trim`) as plain text, one section per check."""
    lines = [f"gold consistency: {report['records']} records in {report['sets']} gold sets", ""]
    cc = report["cross_category"]
    lines.append("## cross_category (same key, different categories in different records)")
    for p, n in cc["pairs"].items():
        lines.append(f"  conflict  {p}: {n} keys")
    for p, n in cc["lopsided"].items():
        lines.append(f"  lopsided  {p}: {n} keys (one record against five or more)")
    for p, n in cc["role_pairs"].items():
        lines.append(f"  role pair {p}: {n} keys (not counted)")
    lines.append("  most frequent:")
    for c in cc["conflicts"]:
        recs = "; ".join(f"{k} {v if isinstance(v, int) else ', '.join(v)}" for k, v in c["records"].items())
        lines.append(f"    {c['form']!r} [{c['pair']}] {recs}")
    lines.append("  per set (records in a conflict): " + ", ".join(f"{s} {n}" for s, n in cc["per_set"].items()))
    un = report["unannotated"]
    lines += ["", "## unannotated (annotated in one record, verbatim and unannotated in another)"]
    for c, v in un["per_category"].items():
        lines.append(f"  {c}: {v['keys']} keys, {v['missing']} occurrences missing, {v['allowed']} allowed extra only")
    lines.append("  most frequent:")
    for d in un["top"]:
        lines.append(f"    {d['form']!r} [{d['category']}] annotated {d['annotated']}, missing {d['missing']}, "
                     f"allowed {d['allowed']}")
    lines.append("  per set (missing / allowed): " + ", ".join(
        f"{s} {v['missing']}/{v['allowed']}" for s, v in un["per_set"].items()))
    sl = report["stage_lists"]
    lines += ["", f"## stage_lists ((i)/(ii) enumerations in {sl['records']} records proposing a named method)",
              "  items: " + ", ".join(f"{k} {v}" for k, v in sl["items"].items())]
    for s, c in sl["per_set"].items():
        lines.append(f"    {s}: " + ", ".join(f"{k} {v}" for k, v in c.items()))
    lines.append(f"  examples: {sl['examples']}")
    ta = report["title_only_aliases"]
    lines += ["", f"## title_only_aliases (call N9): {len(ta['items'])} aliases",
              "  per category: " + ", ".join(f"{k} {v}" for k, v in ta["per_category"].items()),
              "  per set: " + ", ".join(f"{k} {v}" for k, v in ta["per_set"].items())]
    for i in ta["items"]:
        lines.append(f"    {i['record']} {i['category']} {i['name']!r}: alias {i['alias']!r}"
                     + (" (named in notes)" if i["in_notes"] else ""))
    sw = report["software_methods"]
    lines += ["", f"## software_methods (held-out call 9): {len(sw['method_used'])} method_used entities, "
                  f"{sw['allowed_extra']} software allowed extras"]
    for i in sw["method_used"]:
        lines.append(f"    {i['record']} {i['name']!r} ({i['software']})")
    tm = report["theory_metrics"]
    lines += ["", f"## theory_metrics (N8 / held-out call 10): {len(tm['quantity'])} theory quantities, "
                  f"{len(tm['theory_only'])} metrics named only in theory statements"]
    for kind in ("quantity", "theory_only"):
        for i in tm[kind]:
            lines.append(f"    {kind}: {i['record']} {i['name']!r}")
    ph = report["phenomena"]
    lines += ["", "## phenomena: " + ", ".join(f"{k} {v}" for k, v in ph["per_category"].items())
              + f" (main task {ph['main_task']})"]
    if isinstance(ph["items"], list):
        for i in ph["items"]:
            lines.append(f"    {i['record']} {i['category']} {i['name']!r}")
    st = report["secondary_tasks"]
    lines += ["", f"## secondary_tasks (held-out call 13): {st['total']['linked']} of {st['total']['secondary']} "
                  "secondary tasks have an addresses link",
              "  per set (linked/secondary): " + ", ".join(
                  f"{s} {v['linked']}/{v['secondary']}" for s, v in st["per_set"].items())]
    up = report["unnamed_proposals"]
    lines += ["", f"## unnamed_proposals (GUIDELINES.md: method_proposed / component_of need a NAME): "
                  f"{up['unnamed_proposals']} of {up['proposals']} proposals, {up['unnamed_components']} of "
                  f"{up['components']} components ({up['unnamed_parts']} unnamed parts, {up['unnamed_wholes']} "
                  "unnamed wholes)",
              "  named proposals by signal: " + ", ".join(f"{k} {v}" for k, v in up["named_by"].items()),
              "  per set: " + ", ".join(f"{k} {v}" for k, v in up["per_set"].items())]
    if isinstance(up["items"], list):
        for i in up["items"]:
            lines.append(f"    {i['record']} {i['kind']} {i['name']!r}"
                         + (f" part of {i['whole']!r} (unnamed {i['unnamed']})" if i["kind"] == "component" else ""))
    return "\n".join(lines) + "\n"


def main(argv: Optional[list[str]] = None) -> int:
    """Command line (module docstring). Returns the exit status."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*", type=Path, help="gold files (default: the development pool)")
    ap.add_argument("--json", action="store_true", help="one JSON object instead of text")
    ap.add_argument("--examples", type=int, default=0, help="examples per item (default 0: counts only)")
    ap.add_argument("--fix-unnamed", action="store_true",
                    help="rewrite the FILES given: unnamed proposals and components to allowed_extra "
                         "(fix_unnamed_file; session 60); needs explicit files")
    ap.add_argument("--dry-run", action="store_true", help="with --fix-unnamed: report, write nothing")
    args = ap.parse_args(argv)
    if args.fix_unnamed:
        if not args.files:
            print("gold_consistency: --fix-unnamed needs the gold files to rewrite", file=sys.stderr)
            return 2
        results = []
        try:
            for f in args.files:
                results.append(fix_unnamed_file(f, write=not args.dry_run))
        except (GoldFormatError, FileNotFoundError, ValueError) as e:
            print(f"gold_consistency: {e}", file=sys.stderr)
            return 2
        for r in results:
            print(f"{r['file']}: {len(r['changed'])} of {r['records']} records changed; {r['proposals']} proposals "
                  f"and {r['components']} components moved, {r['allowed_extra']} allowed extras added, relations "
                  f"{r['relations_dropped']} dropped / {r['relations_reheaded']} re-headed"
                  + (" (dry run: nothing written)" if args.dry_run else ""))
        return 0
    try:
        records = load_records(args.files or default_gold_files())
    except (GoldFormatError, FileNotFoundError) as e:
        print(f"gold_consistency: {e}", file=sys.stderr)
        return 2
    report = _trim(build_report(records), args.examples)
    if args.json:
        print(json.dumps(report, ensure_ascii=False, sort_keys=True))
    else:
        sys.stdout.write(format_text(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
