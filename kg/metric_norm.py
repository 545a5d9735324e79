"""Metric names a leaderboard can group (session 59): same-metric variants and specialisations.

Abstracts name one metric in many forms ("FID", "Frechet Inception Distance", "FID score";
"pass@1", "Pass@1 rate"; "top-1 acc", "Top-1 Accuracy"), and a specialisation of a metric
in as many ("average success rate", "test accuracy", "top-1 accuracy" of "accuracy"). This
module answers two questions for :mod:`kg.resolve`, which calls it (the resolve stage owns
merging and the metric hierarchy of the build's own entities):

* :func:`canonical_metric`: the canonical name of a metric's written form, or None. A form
  found in the shipped table ``kg/data/metric_names.tsv`` (rows ``same``: Papers with Code's
  spellings and "ABBR (Long Name)" pairs, plus the usual definitions) gives its row's
  canonical name; so do three general rules: an "@k" form ("Pass@1 rate", "pass@1 accuracy"
  = "pass@1"; "Acc@1" = "top-1 accuracy"; "R@5" = "recall@5", "P@5" = "precision@5",
  "Hit@10" = "Hits@10"), a "top-k" form ("top1 acc", "Top-1 Acc.", "top 5" = "top-5
  accuracy"; "top-1 error rate" = "top-1 error") and the word "acc"/"Acc." as "accuracy".
  Matching is blind to case, accents, hyphens, spaces and a final plural "s" (:func:`name_key`).
  :func:`kg.resolve._cluster_identity` reads a Metric mention under that name, so the variants
  are one entity, labelled with the canonical name (the variants its skos:altLabels).
* :func:`broader_metric`: the general metric a name specialises, or None: the name is a
  table head (rows ``general``: "accuracy", "success rate", "F1 score", "regret" ...) after
  modifiers that each narrow how or where it is counted (rows ``modifier`` and
  :data:`MODIFIER_PATTERN`: "average", "test", "zero-shot", "top-1", "per-class",
  "token-level" ...; rule ``metric-head``), or a head's "@k" form ("recall@10" of "recall",
  rule ``metric-at-k``). A name of the table's ``own`` rows is a metric of its own ("average
  precision" is no precision), and "attack success rate" (a modifier that names what
  succeeds) stays apart from "success rate". :func:`add_broader` gives each Metric entity of
  a resolution its skos:broader entity, creating a typed Metric entity with no papers for a
  general metric that no paper of the build names.

Rule priors (kgo:confidence of the kgo:MatchSupport node of a skos:broader link):
:data:`BROADER_RULES`. Session 59's measurement: docs/RESOLUTION.md, "Metric names".
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable, Mapping, MutableMapping, Optional

#: The shipped table (see its header for the row kinds and sources).
NAMES_FILE = Path(__file__).resolve().parent / "data" / "metric_names.tsv"

#: Switch: merge same-metric variants (:func:`canonical_metric`) in :mod:`kg.resolve`.
METRIC_CANONICAL = True
#: Switch: give Metric entities their general metric (:func:`add_broader`) in :mod:`kg.resolve`.
METRIC_BROADER = True

#: Rule name -> prior confidence of a skos:broader link between two Metric entities
#: (hand-set, as :data:`kg.link.MATCH_RULES`): ``metric-head`` (modifiers + a general head),
#: ``metric-at-k`` (a head's "@k" form: "recall@10" of "recall").
BROADER_RULES: dict[str, float] = {"metric-head": 0.9, "metric-at-k": 0.85}

#: Modifiers written as a pattern rather than listed: "top-1", "top 5", "top-k", "5-shot",
#: "k-shot", "5-way", "per-class", "class-level", "token-level", "pixel-wise".
MODIFIER_PATTERN = re.compile(r"top[\s-]?(?:\d+|k)|(?:\d+|k)-(?:shot|way)|per-\w+|\w+-(?:level|wise)", re.I)

#: "X@k" with its k (group "k"), perhaps followed by a word saying what kind of number it is:
#: "Pass@1 rate", "pass@1 accuracy", "Recall@10 score".
_AT_K = re.compile(r"(?P<x>[^\W\d_][\w.-]*?)\s*@\s*(?P<k>\d+|k|any)(?:\s+(?:accuracy|acc\.?|rate|score|metric)s?)?", re.I)
#: "top-k" alone or with "accuracy"/"acc"/"error (rate)": "top1 acc", "Top-1 Acc.", "top 5".
_TOP_K = re.compile(r"top[\s-]?(?P<k>\d+|k)(?:\s+(?P<what>accuracy|accuracies|acc\.?|error(?:\s+rates?)?|errors))?", re.I)
#: A trailing "score" or "metric" after a metric's name, which says what kind of thing it is.
_HEAD_WORD = re.compile(r"(?<=\w)\s+(?:score|metric)s?$", re.I)
#: "acc" or "Acc." as a word: the usual abbreviation of "accuracy" ("ACC" in capitals may expand otherwise).
_ACC_WORD = re.compile(r"(?<![A-Za-z0-9])[Aa]cc\b\.?")
#: The "@k" forms whose left part names another metric: "Acc@1" is top-1 accuracy, "R@5" recall@5.
_AT_K_NAMES = {"acc": None, "accuracy": None, "r": "recall", "recall": "recall", "p": "precision",
               "prec": "precision", "precision": "precision", "hit": "Hits", "hits": "Hits",
               "pass": "pass", "map": "mAP", "ndcg": "NDCG", "mrr": "MRR"}


def name_key(name: str) -> str:
    """A metric name's matching key: "acc"/"Acc." as "accuracy", a possessive "'s" dropped,
    accents stripped (NFKD), lower case, then only letters, digits and "@" kept ("Fréchet
    Inception Distance" -> "frechetinceptiondistance", "F1-score" -> "f1score", "Pearson’s r"
    -> "pearsonr")."""
    text = _ACC_WORD.sub("accuracy", name.strip())
    # "Spearman's correlation" = "Spearman correlation": a surname's possessive adds nothing
    text = re.sub(r"['\u2019]s\b", "", text)
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return re.sub(r"[^a-z0-9@]+", "", text)


@dataclass(frozen=True)
class _Table:
    """The rows of :data:`NAMES_FILE` by kind, keyed by :func:`name_key`."""

    same: Mapping[str, str]
    general: Mapping[str, str]
    heads: tuple[str, ...]
    modifiers: frozenset[str]
    own: frozenset[str]


@lru_cache(maxsize=1)
def _table() -> _Table:
    """Read :data:`NAMES_FILE`. Raises OSError when it is missing, ValueError on a row of an
    unknown kind or with too few columns (naming the line)."""
    same: dict[str, str] = {}
    general: dict[str, str] = {}
    heads: list[str] = []
    modifiers: set[str] = set()
    own: set[str] = set()
    for n, line in enumerate(NAMES_FILE.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        cols = [c.strip() for c in line.split("\t")]
        if len(cols) < 3 or cols[0] not in ("same", "general", "modifier", "own"):
            raise ValueError(f"{NAMES_FILE}:{n}: {line!r}: a row is KIND TAB NAME TAB TARGET, "
                             "KIND one of same, general, modifier, own")
        kind, name, target = cols[:3]
        if kind == "same":
            same[name_key(name)] = target
        elif kind == "general":
            general[name_key(name)] = target
            heads.append(name)
        elif kind == "modifier":
            modifiers.add(name.lower())
        else:
            own.add(name_key(name))
    # longest head first: "error rate" before "error", "F1 score" before "F1"
    heads.sort(key=lambda h: (-len(h.split()), -len(h)))
    return _Table(same, general, tuple(heads), frozenset(modifiers), frozenset(own))


def _in_table(mapping: Mapping[str, str], name: str) -> Optional[str]:
    """``mapping``'s value for ``name``'s key, or for the key without a final plural "s"."""
    key = name_key(name)
    if key in mapping:
        return mapping[key]
    if key.endswith("s") and not key.endswith("ss") and key[:-1] in mapping:
        return mapping[key[:-1]]
    return None


#: A short form, perhaps with a trailing "score" or "metric": one word of at most eight letters,
#: digits or hyphens with two capitals or more ("EM", "ECE", "mAP", "ROC-AUC", "EM score").
_SHORT = re.compile(r"(?=[\w-]*[A-Z][\w-]*[A-Z])[A-Za-z0-9-]{2,8}(?:\s+(?:score|metric)s?)?")


def is_short_form(name: str) -> bool:
    """Whether ``name`` is a short form (:data:`_SHORT`): "ECE", "mAP", "EM score"; not "ppl",
    "CLIPScore" or "exact match"."""
    return _SHORT.fullmatch(" ".join(name.split())) is not None


def canonical_metric(name: Optional[str], expand_short: bool = True) -> Optional[str]:
    """The canonical name of a metric written ``name``, or None when neither the table nor a
    rule knows it (see the module docstring).

    Args:
        name: a metric's written form ("Pass@1 rate", "Top-1 Acc.", "FID score").
        expand_short: read a short form as the long name the table gives it ("ECE" ->
            "expected calibration error"). :mod:`kg.resolve` passes False: there a bare short
            form is read only through the build's definitions and Papers with Code's names,
            which leave an ambiguous one alone ("MAP" where a paper defines maximum a
            posteriori); a short form the table spells otherwise as a short form stays one
            ("BLEU score" -> "BLEU").
    Returns:
        e.g. "pass@1", "top-1 accuracy", "Fréchet Inception Distance"; None for "novelty", and
        for "ECE" with ``expand_short=False``.
    """
    if not name or not name.strip():
        return None
    text = " ".join(name.split())
    if not expand_short and is_short_form(text):
        found = canonical_metric(text)
        return found if found is not None and is_short_form(found) else None
    if (m := _TOP_K.fullmatch(text)) is not None:
        what = (m.group("what") or "accuracy").lower()
        return f"top-{m.group('k').lower()} " + ("error" if what.startswith("error") else "accuracy")
    if (m := _AT_K.fullmatch(text)) is not None:
        x, k = m.group("x"), m.group("k").lower()
        known = _AT_K_NAMES.get(x.lower().rstrip("."), "")
        if known is None:  # "Acc@1"
            return f"top-{k} accuracy"
        return f"{known or x}@{k}"
    found = _in_table(_table().same, text)
    if found is None and (m := _HEAD_WORD.search(text)) is not None:
        found = _in_table(_table().same, text[:m.start()])  # "peak signal-to-noise ratio score"
    if found is None and _ACC_WORD.search(text):
        return _ACC_WORD.sub("accuracy", text)
    return found


def _modifier(word: str, modifiers: frozenset[str]) -> bool:
    """Whether ``word`` (one word, or "top 1" split in two) narrows a metric without naming another."""
    return word.lower() in modifiers or MODIFIER_PATTERN.fullmatch(word) is not None


def broader_metric(name: Optional[str], known: Optional[Callable[[str], bool]] = None
                   ) -> Optional[tuple[str, str, str]]:
    """The general metric that the metric ``name`` specialises (see the module docstring).

    Args:
        name: a Metric entity's label ("average success rate", "top-1 accuracy", "recall@10").
        known: whether the build has a Metric of a name; where it does, the nearest general
            metric is the name without its first modifiers ("zero-shot top-1 accuracy" ->
            "top-1 accuracy", which in turn specialises "accuracy"), else the head's.
    Returns:
        ``(general metric's canonical name, rule, the head as written in name)``, e.g.
        ``("success rate", "metric-head", "success rate")``; None when ``name`` is a general
        metric itself, a metric of its own (``own`` rows) or its words before a head are no
        modifiers ("attack success rate", "dynamic regret").
    """
    if not name or not name.strip():
        return None
    table = _table()
    text = " ".join(name.split())
    canon = canonical_metric(text) or text
    if _in_table({k: "" for k in table.own}, canon) is not None:
        return None
    if (m := _AT_K.fullmatch(canon)) is not None:
        general = _in_table(table.general, m.group("x"))
        return (general, "metric-at-k", m.group("x")) if general else None
    tokens = canon.split()
    for head in table.heads:  # longest first; the longest head that ends the name decides
        hkey = name_key(head)
        for j in range(1, min(3, len(tokens) - 1) + 1):
            if _singular_key(name_key(" ".join(tokens[-j:]))) == _singular_key(hkey):
                break
        else:
            continue  # ("fairness-accuracy" is one token: no head after modifiers)
        before = tokens[:-j]
        # "top 1" is one modifier written as two words
        joined = re.sub(r"\btop (\d+|k)\b", r"top-\1", " ".join(before), flags=re.I).split()
        if not all(_modifier(w, table.modifiers) for w in joined):
            return None
        if known is not None:
            for i in range(1, len(before)):
                nearer = " ".join(tokens[i:])
                if not MODIFIER_PATTERN.fullmatch(tokens[i - 1] + " " + tokens[i]) and known(nearer):
                    return nearer, "metric-head", " ".join(tokens[-j:])
        general = table.general[hkey]
        return (general, "metric-head", " ".join(tokens[-j:])) if name_key(general) != name_key(canon) else None
    return None


def _singular_key(key: str) -> str:
    """A :func:`name_key` without a final plural "s" ("successrates" -> "successrate", "accuracies" ->
    "accuracy"; not "loss")."""
    if key.endswith("ies") and len(key) > 4:
        return key[:-3] + "y"  # "accuracies"
    return key[:-1] if key.endswith("s") and not key.endswith("ss") and len(key) > 3 else key


def metric_identity(name: str, expand_short: bool = True) -> str:
    """The key under which :func:`add_broader` finds a Metric of the build by any of its names:
    :func:`name_key` of its canonical name (:func:`canonical_metric`, a short form expanded
    unless ``expand_short`` is False), else of the name, without a final plural "s" ("task
    success rates" is found as "task success rate")."""
    return _singular_key(name_key(canonical_metric(name, expand_short) or name))


def add_broader(entities: MutableMapping[str, "object"], slug: Callable[[str], str],
                identity: Callable[[str], str] = metric_identity) -> int:
    """Give every Metric entity whose label specialises a general metric (:func:`broader_metric`)
    that metric's entity as :attr:`kg.records.Entity.broader`; an entity of the general metric
    that the build lacks is created (type Metric, labelled with the canonical name, no papers,
    key ``metric/<slug>``; a key taken by another entity gets "_2", "_3" ...).

    Args:
        entities: a resolution's entities by key (:attr:`kg.resolve.Resolution.entities`), changed
            in place.
        slug: label -> IRI slug (:func:`kg.resolve.slugify`).
        identity: a name -> the key under which the general metric is found among the labels
            and alt labels of the build's Metric entities (:func:`metric_identity`).
    Returns:
        the number of entities created.
    Raises:
        OSError / ValueError: as :func:`_table` (the shipped table missing or malformed); a name
        no rule knows is skipped, not an error.
    """
    from kg.records import Entity

    by_name: dict[str, str] = {}
    metrics = [(key, ent) for key, ent in sorted(entities.items()) if ent.type == "Metric"]
    # a metric labelled with the name wins over one labelled with its short form ("exact match"
    # over "EM score"), and a label over an alt label
    for key, ent in metrics:
        by_name.setdefault(metric_identity(ent.label, expand_short=False), key)
    for key, ent in metrics:
        by_name.setdefault(identity(ent.label), key)
    for key, ent in metrics:
        for n in ent.alt_labels:
            by_name.setdefault(identity(n), key)
    created = 0
    for key in sorted(k for k, e in entities.items() if e.type == "Metric"):
        ent = entities[key]
        found = broader_metric(ent.label, lambda n: identity(n) in by_name)
        if found is None:
            continue
        general, rule, head = found
        target = by_name.get(identity(general))
        if target is None:
            base = f"metric/{slug(general)}"
            target, n = base, 1
            while target in entities:
                n += 1
                target = f"{base}_{n}"
            entities[target] = Entity(key=target, type="Metric", label=general)
            by_name[identity(general)] = target
            created += 1
        if target != key:
            ent.broader[target] = (rule, head)
    return created
