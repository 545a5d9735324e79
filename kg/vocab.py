"""External vocabularies shipped with PaperKG: Papers with Code (PwC) and the CSO.

The data files under ``kg/data/vocab/`` are compiled from ``/work/shared/vocab`` by
``tools/build_vocab.py`` (deterministic gzip-compressed JSON; see
``kg/data/vocab/LICENSES.md`` for sources and licences: CSO is CC BY 4.0, PwC data
CC BY-SA 4.0). The files keep the original labels; this module indexes them by
:func:`normalise` when first loaded (each loader is cached with
:func:`functools.lru_cache`, so the second call is free).

Public API (all lookups are keyed by :func:`normalise`\\ d labels):

* :func:`normalise` - the one label normaliser used for matching everywhere.
* :func:`pwc_methods`, :func:`pwc_tasks`, :func:`cso_topics` - records by label.
* :func:`method_names`, :func:`task_names`, :func:`dataset_names`,
  :func:`metric_names` - gazetteers (original spelling), and :func:`dataset_labels`.
* :func:`cso_topic` - a CSO topic by its exact CSO label; :func:`cso_iri`,
  :func:`pwc_slug` - IRI helpers.
"""
from __future__ import annotations

import gzip
import json
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional
from urllib.parse import quote

from kg.ontology import CSO, PWC_METHOD, PWC_TASK

#: Folder of the compiled vocabulary files.
VOCAB_DIR = Path(__file__).resolve().parent / "data" / "vocab"

#: File names inside :data:`VOCAB_DIR` (written by tools/build_vocab.py).
PWC_METHODS_FILE = "pwc_methods.json.gz"
PWC_TASKS_FILE = "pwc_tasks.json.gz"
CSO_FILE = "cso_topics.json.gz"


class VocabError(RuntimeError):
    """A compiled vocabulary file is missing or malformed (message names the file)."""


# --------------------------------------------------------------------------- normaliser

#: Unicode hyphens and dashes (U+2010..U+2015, minus sign, small/full-width hyphen-minus).
_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d-"
_DASH_RE = re.compile("[" + re.escape(_DASHES) + "_/]")
#: Anything that is not a letter, digit, ``+`` or ``#`` (kept: "c++", "f#").
_PUNCT_RE = re.compile(r"[^\w+#]|_", re.UNICODE)
_SPACE_RE = re.compile(r"\s+")
#: Last words left unchanged by the plural rule (already singular or invariant).
_INVARIANT = frozenset({
    "series", "species", "news", "physics", "mathematics", "statistics", "robotics",
    "analytics", "linguistics", "semantics", "dynamics", "kinetics", "graphics",
    "economics", "genomics", "proteomics", "ethics", "optics", "mechanics", "logistics",
    "electronics", "diagnostics", "pharmacokinetics", "bioinformatics", "informatics",
    "gas", "bias", "atlas", "lens", "chaos", "cos", "plus", "bus", "thus",
    "its", "is", "this", "yes", "less", "was", "has", "does", "aids",
})


def _singular(word: str) -> str:
    """Singular of an English plural noun by suffix rules (see :func:`normalise`)."""
    if len(word) <= 2 or word in _INVARIANT or not word.isalpha():
        return word
    if word.endswith(("ss", "us", "is", "ics", "ous")):
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("sses", "xes", "zes", "ches", "shes")):
        return word[:-2]
    if word.endswith("s"):
        return word[:-1]
    return word


def singular_phrase(phrase: str) -> str:
    """``phrase`` with its last word made singular by the rules of :func:`normalise`
    (rule 4), keeping the original case and spelling otherwise.

    ``"Large Language Models"`` -> ``"Large Language Model"``; ``"strategies"`` ->
    ``"strategy"``; ``"time series"`` unchanged. Used to build lookup variants for
    vocabularies keyed by exact labels (Wikidata).
    """
    head, sep, last = phrase.rpartition(" ")
    low = last.lower()
    sing = _singular(low)
    if sing == low:
        return phrase
    if low.startswith(sing):
        new_last = last[: len(sing)]
    else:  # -ies -> -y
        new_last = last[:-3] + ("Y" if last[-3:].isupper() else "y")
    return head + sep + new_last


def normalise(label: str) -> str:
    """Normalise a label for matching; the ONE normaliser of PaperKG.

    Rules, in order:

    1. Unicode NFKC (``ℓ2`` -> ``l2``, full-width forms), then accents removed
       (NFKD, combining marks dropped: ``Rényi`` -> ``Renyi``), then ``casefold``.
    2. Every Unicode hyphen or dash (U+2010-U+2015, U+2212 minus, ``-``), ``_`` and
       ``/`` becomes a space (``re-identification`` == ``re identification``).
    3. Every other character that is not a letter, digit, ``+`` or ``#`` becomes a
       space (parentheses, quotes, commas, dots, apostrophes), then runs of spaces
       collapse and the result is stripped.
       3b. British spellings become American ones (``language modelling`` ==
       ``language modeling``, ``optimisation`` == ``optimization``, ``behaviour`` ==
       ``behavior``; see :data:`_BRITISH_RE`), so spelling is form, not identity.
    4. The LAST word (the head noun of an English noun phrase) is made singular by
       suffix rules: ``-ies`` -> ``-y`` (``strategies``), ``-sses/-xes/-zes/-ches/-shes``
       drop ``es`` (``losses``, ``boxes``), other ``-s`` drop ``s`` (``models``,
       ``llms``); words of at most 2 letters, words ending in ``-ss``, ``-us``,
       ``-is``, ``-ics``, ``-ous`` and a short list of invariant words (``series``,
       ``bias``, ``news`` ...) are kept. This is a deliberately simple stemmer in the
       spirit of the "S-stemmer" of Harman (1991), "How effective is suffixing?",
       JASIS 42(1), applied to the head word only.

    Args:
        label: any label or surface form.

    Returns:
        The normalised key (possibly ``""`` for a label with no letters or digits).

    Examples: ``"Large Language Models"``, ``"large-language model"`` and
    ``"LARGE LANGUAGE MODEL"`` all give ``"large language model"``.
    """
    if label.isascii():
        text = label.lower()
    else:
        text = unicodedata.normalize("NFKC", label)
        text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
        text = text.casefold()
    text = _DASH_RE.sub(" ", text)
    text = _PUNCT_RE.sub(" ", text)
    if _BRITISH_HINT.search(text):
        text = _BRITISH_RE.sub(_american, text)
    words = _SPACE_RE.sub(" ", text).strip().split(" ")
    if not words or words == [""]:
        return ""
    words[-1] = _singular(words[-1])
    return " ".join(words)


#: British spellings that name the same thing as an American one (rule 3b of
#: :func:`normalise`): words ending in ``-isation`` (all of them: ``optimisation``,
#: ``regularisation``), ``-is(e|ed|es|er|ers|ing)`` after the stems below (a closed list,
#: since ``supervised``, ``promising`` or ``revised`` must stay), and single words.
_BRITISH_IS_STEMS = (
    "optim", "minim", "maxim", "token", "regular", "normal", "summar", "synthes",
    "visual", "parameter", "parametr", "vector", "random", "general", "special", "initial",
    "personal", "central", "character", "categor", "real", "util", "stabil", "local",
    "quant", "discret", "linear", "canonical", "standard", "neutral", "symbol", "lemmat",
    "organ", "recogn", "emphas", "priorit", "memor", "modern", "custom", "penal",
    "marginal", "polar", "serial", "binar", "factor", "tensor", "styl", "capital",
)
_BRITISH_WORDS = {
    "behaviour": "behavior", "behaviours": "behaviors", "behavioural": "behavioral",
    "colour": "color", "colours": "colors", "neighbour": "neighbor", "neighbours": "neighbors",
    "neighbourhood": "neighborhood", "neighbourhoods": "neighborhoods",
    "modelling": "modeling", "modelled": "modeled", "modeller": "modeler",
    "labelling": "labeling", "labelled": "labeled", "signalling": "signaling",
    "travelling": "traveling", "tunnelling": "tunneling", "channelling": "channeling",
    "centre": "center", "centres": "centers", "centred": "centered",
    "catalogue": "catalog", "catalogues": "catalogs", "defence": "defense", "defences": "defenses",
    "artefact": "artifact", "artefacts": "artifacts", "programme": "program", "programmes": "programs",
    "grey": "gray", "favour": "favor", "labour": "labor", "vapour": "vapor", "rumour": "rumor",
}
_BRITISH_RE = re.compile(
    r"\b(?:(\w+)isation(s?)|(" + "|".join(_BRITISH_IS_STEMS) + r")is(e|ed|es|er|ers|ing)|("
    + "|".join(sorted(_BRITISH_WORDS, key=len, reverse=True)) + r"))\b")
#: A cheap test before the substitution: every British form above contains one of these.
_BRITISH_HINT = re.compile(r"is(?:ation|e|ing)|our|ll|tre|logue|fence|efact|amme|grey")


def _american(m: re.Match) -> str:
    """Replacement of one :data:`_BRITISH_RE` match by its American spelling."""
    if m.group(1) is not None:
        return m.group(1) + "ization" + m.group(2)
    if m.group(3) is not None:
        return m.group(3) + "iz" + m.group(4)
    return _BRITISH_WORDS[m.group(5)]


# --------------------------------------------------------------------------- IRIs

#: Characters left unescaped in an IRI path segment (RFC 3986 unreserved + sub-delims
#: that CSO and PwC use in their identifiers).
_SAFE_SEGMENT = "-._~()!'*,;=+$&@:"


def cso_iri(label: str) -> str:
    """IRI of a CSO topic: ``https://cso.kmi.open.ac.uk/topics/`` + label with spaces as
    underscores, other unsafe characters percent-encoded (``urllib.parse.quote``, UTF-8).

    Args:
        label: the topic's CSO label (lower case, as in the CSO dump).
    Returns:
        The IRI as a string.
    """
    return str(CSO) + quote(label.replace(" ", "_"), safe=_SAFE_SEGMENT)


def pwc_slug(name: str) -> str:
    """Papers with Code style slug: lower case, runs of non-alphanumerics -> ``-``.

    Used for tasks (the archive keeps no task URLs); methods keep the slug of their
    archived URL. ``"Named Entity Recognition (NER)"`` -> ``"named-entity-recognition-ner"``.
    """
    text = unicodedata.normalize("NFKD", name)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


def pwc_method_iri(slug: str) -> str:
    """``https://paperswithcode.com/method/<slug>`` (slug percent-encoded if needed)."""
    return str(PWC_METHOD) + quote(slug, safe=_SAFE_SEGMENT)


def pwc_task_iri(slug: str) -> str:
    """``https://paperswithcode.com/task/<slug>`` (slug percent-encoded if needed)."""
    return str(PWC_TASK) + quote(slug, safe=_SAFE_SEGMENT)


# --------------------------------------------------------------------------- records


@dataclass(frozen=True)
class PwcMethod:
    """A Papers with Code method.

    Attributes:
        name: short name as PwC gives it (``"VAE"``).
        full_name: long name (``"Variational Autoencoder"``; equals ``name`` when PwC
            gives no other).
        slug: the slug of its PwC URL (``"vae"``).
        iri: ``https://paperswithcode.com/method/<slug>``.
        areas: PwC research areas of its collections, sorted (``("Computer Vision",)``).
        num_papers: number of papers PwC linked to it (used to break ties).
        spelt: when PwC's full name is only the short name, the spelt-out name the first
            sentence of its description gives beside it (``"Poll and Pool"`` for ``"PnP"``),
            else ``""`` (``tools/build_vocab.py``, ``description_sense``).
        gloss: in that case also the genus phrase of that sentence (``"single-stage object
            detection method"`` for ``"SSD"``), else ``""``.
    """

    name: str
    full_name: str
    slug: str
    iri: str
    areas: tuple[str, ...] = ()
    num_papers: int = 0
    spelt: str = ""
    gloss: str = ""


@dataclass(frozen=True)
class PwcTask:
    """A Papers with Code task.

    Attributes:
        name: task name (``"Visual Question Answering (VQA)"``).
        slug: :func:`pwc_slug` of the name.
        iri: ``https://paperswithcode.com/task/<slug>``.
        parent: name of its parent task when the archive gives a plausible one, else None.
        datasets: dataset/benchmark names PwC lists for it, sorted.
        metrics: metric names PwC lists for it, sorted.
        areas: PwC research areas (``"Computer Vision"``), sorted.
    """

    name: str
    slug: str
    iri: str
    parent: Optional[str] = None
    datasets: tuple[str, ...] = ()
    metrics: tuple[str, ...] = ()
    areas: tuple[str, ...] = ()


@dataclass(frozen=True)
class CsoTopic:
    """A topic of the Computer Science Ontology (CSO 3.1, 2019).

    Attributes:
        label: the CSO label (lower case, ``"reinforcement learning"``).
        iri: :func:`cso_iri` of the label.
        broader: labels of its direct broader topics (CSO ``broaderGeneric``), sorted.
            In the CSO dump ``"a";klink:broaderGeneric;"b"`` means *a is broader than b*
            (``"artificial intelligence";klink:broaderGeneric;"machine learning"``).
        preferred: the label CSO prefers for its cluster (``klink:primaryLabel``), or the
            label itself.
        equivalents: labels CSO marks ``relatedEquivalent`` (spelling/plural variants), sorted.
    """

    label: str
    iri: str
    broader: tuple[str, ...] = ()
    preferred: str = ""
    equivalents: tuple[str, ...] = ()


# --------------------------------------------------------------------------- loading


def _load(name: str) -> Any:
    """Read one compiled gzip-JSON file of :data:`VOCAB_DIR`; VocabError names the file."""
    path = VOCAB_DIR / name
    try:
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            return json.load(fh)
    except FileNotFoundError as exc:
        raise VocabError(f"{path}: vocabulary file missing; run tools/build_vocab.py") from exc
    except (OSError, ValueError) as exc:
        raise VocabError(f"{path}: cannot read compiled vocabulary: {exc}") from exc


@lru_cache(maxsize=1)
def _methods_raw() -> tuple[PwcMethod, ...]:
    data = _load(PWC_METHODS_FILE)
    return tuple(
        PwcMethod(name=m["name"], full_name=m["full_name"], slug=m["slug"],
                  iri=pwc_method_iri(m["slug"]), areas=tuple(m["areas"]),
                  num_papers=int(m["num_papers"]), spelt=m.get("spelt", ""), gloss=m.get("gloss", ""))
        for m in data["methods"]
    )


@lru_cache(maxsize=1)
def pwc_methods() -> dict[str, PwcMethod]:
    """Papers with Code methods by :func:`normalise`\\ d name AND full name.

    Returns:
        ``{normalised label: PwcMethod}``. When two methods share a key, a method whose
        short *name* gives the key wins over one whose full name gives it, then the
        method with more papers, then the smaller slug (deterministic).
    Raises:
        VocabError: the compiled file is missing or unreadable.
    """
    ranked: dict[str, tuple[tuple[int, int, str], PwcMethod]] = {}
    for m in _methods_raw():
        for rank, label in ((0, m.name), (1, m.full_name)):
            key = normalise(label)
            if not key:
                continue
            score = (rank, -m.num_papers, m.slug)
            if key not in ranked or score < ranked[key][0]:
                ranked[key] = (score, m)
    return {k: ranked[k][1] for k in sorted(ranked)}


_TRAILING_ABBR = re.compile(r"\s*\((?=(?:[^()]*[A-Z]){2})[A-Za-z0-9-]{2,12}\)\s*$")


@lru_cache(maxsize=1)
def _tasks_raw() -> dict[str, Any]:
    return _load(PWC_TASKS_FILE)


@lru_cache(maxsize=1)
def pwc_tasks() -> dict[str, PwcTask]:
    """Papers with Code tasks by :func:`normalise`\\ d name.

    A task named ``"X (ABBR)"``, where ABBR looks like an abbreviation (2-12 letters,
    digits or hyphens with at least 2 capitals: ``"(VQA)"``, ``"(3D-QA)"``), is also
    indexed under ``normalise("X")`` unless another task already has that key. Spelling
    variants of one task (names of one normalised form: "Language Modeling" and "Language
    Modelling", "Text to Image Generation" and "Text-to-Image Generation") are one key: the
    variant that lists the most datasets holds it, the first in the archive on a tie (PwC's
    near-empty duplicate "Language Modeling", 0 datasets, is not the task of the 22 that
    "Language Modelling" lists; before session 52 the first variant held it). Returns ``{normalised name: PwcTask}``.

    Raises:
        VocabError: the compiled file is missing or unreadable.
    """
    out: dict[str, PwcTask] = {}
    later: list[tuple[str, PwcTask]] = []
    for t in _tasks_raw()["tasks"]:
        slug = pwc_slug(t["name"])
        rec = PwcTask(name=t["name"], slug=slug, iri=pwc_task_iri(slug), parent=t.get("parent"),
                      datasets=tuple(t["datasets"]), metrics=tuple(t["metrics"]),
                      areas=tuple(t["areas"]))
        key = normalise(t["name"])
        if key and (key not in out or len(rec.datasets) > len(out[key].datasets)):
            out[key] = rec
        abbr = _TRAILING_ABBR.search(t["name"])
        if abbr:
            later.append((normalise(t["name"][: abbr.start()]), rec))
    for key, rec in later:
        if key and key not in out:
            out[key] = rec
    return {k: out[k] for k in sorted(out)}


@lru_cache(maxsize=1)
def method_names() -> frozenset[str]:
    """Gazetteer of PwC method names and full names (original spelling).

    Names whose normalised form is shorter than 2 characters are left out. Note that
    some PwC short names are English words (``USE``, ``HOPE``, ``ARCH``): match them
    case-sensitively.
    """
    return frozenset(
        label for m in _methods_raw() for label in (m.name, m.full_name) if len(normalise(label)) >= 2
    )


@lru_cache(maxsize=1)
def task_names() -> frozenset[str]:
    """Gazetteer of PwC task names (original spelling, junk rows filtered at build time)."""
    return frozenset(t["name"] for t in _tasks_raw()["tasks"])


@lru_cache(maxsize=1)
def dataset_labels() -> dict[str, str]:
    """PwC dataset and benchmark names: ``{normalised name: original name}``.

    Compiled from the datasets and benchmarks PwC lists per task; junk is filtered at
    build time (tools/build_vocab.py: names without a capital letter or digit unless
    they name a dataset/corpus/benchmark, one-character names); benchmark split
    suffixes (``"COCO test-dev"`` -> ``"COCO"``), the alternate names a benchmark name
    spells out (``"MNLI + SNLI + ANLI + FEVER"`` -> ``"MNLI"``, ...; ``"CoNLL 2003
    (English)"`` -> ``"CoNLL 2003"``) and lower-case names of a shared naming scheme
    (``"ogbn-arxiv"``) are added as extra names. When two
    spellings share a key the alphabetically first wins.
    """
    out: dict[str, str] = {}
    for name in sorted(_tasks_raw()["datasets"]):
        key = normalise(name)
        if key and key not in out:
            out[key] = name
    return out


@lru_cache(maxsize=1)
def dataset_names() -> frozenset[str]:
    """Gazetteer of PwC dataset/benchmark names (original spelling; see :func:`dataset_labels`)."""
    return frozenset(_tasks_raw()["datasets"])


@lru_cache(maxsize=1)
def metric_names() -> frozenset[str]:
    """Gazetteer of PwC metric names (original spelling; names with fewer than 2
    letters filtered at build time)."""
    return frozenset(_tasks_raw()["metrics"])


@lru_cache(maxsize=1)
def _cso_by_label() -> dict[str, CsoTopic]:
    data = _load(CSO_FILE)
    out: dict[str, CsoTopic] = {}
    for label, (broader, equivalents, preferred) in sorted(data["topics"].items()):
        out[label] = CsoTopic(label=label, iri=cso_iri(label), broader=tuple(broader),
                              preferred=preferred or label, equivalents=tuple(equivalents))
    return out


def cso_topic(label: str) -> Optional[CsoTopic]:
    """The CSO topic with exactly this CSO label (lower case), or None."""
    return _cso_by_label().get(label)


@lru_cache(maxsize=1)
def cso_topics() -> dict[str, CsoTopic]:
    """CSO topics by :func:`normalise`\\ d label.

    Returns:
        ``{normalised label: CsoTopic}``. When several CSO labels share a key
        (``"neural network"`` / ``"neural networks"``) the topic that is its own
        ``primaryLabel`` wins, then the shorter label, then the alphabetically first.
    Raises:
        VocabError: the compiled file is missing or unreadable.
    """
    ranked: dict[str, tuple[tuple[int, int, str], CsoTopic]] = {}
    for label, topic in _cso_by_label().items():
        key = normalise(label)
        if not key:
            continue
        score = (0 if topic.preferred == label else 1, len(label), label)
        if key not in ranked or score < ranked[key][0]:
            ranked[key] = (score, topic)
    return {k: ranked[k][1] for k in sorted(ranked)}


def cso_ancestors(label: str) -> tuple[str, ...]:
    """Labels of every broader topic of a CSO topic (transitive, cycle-safe), sorted.

    Args:
        label: exact CSO label.
    Returns:
        Sorted labels of all ancestors (the topic itself excluded); ``()`` for an
        unknown label.
    """
    by_label = _cso_by_label()
    seen: set[str] = set()
    stack = list(by_label[label].broader) if label in by_label else []
    while stack:
        cur = stack.pop()
        if cur in seen or cur == label:
            continue
        seen.add(cur)
        if cur in by_label:
            stack.extend(by_label[cur].broader)
    return tuple(sorted(seen))
