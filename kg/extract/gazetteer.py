"""spaCy component ``paperkg_gazetteer``: known method, task, dataset and metric names.

The gazetteers are Papers with Code's method, task, dataset and metric names
(:mod:`kg.vocab`, CC BY-SA 4.0) plus the metric phrases of
:mod:`kg.extract.lexicon`. They are compiled once, when the component is created, into
two :class:`spacy.matcher.PhraseMatcher` objects:

* case-sensitive (``ORTH``) for names that contain an upper-case letter or a digit
  (``GRPO``, ``CIFAR-10``, ``Transformer``): many short names are English words in
  lower case (``USE``, ``Adapter``), so case is the evidence;
* case-insensitive (``LOWER``) for multi-word lower-case names and task names
  (``knowledge distillation``, ``semantic segmentation``).

Matches are stored in ``doc.spans["paperkg_gazetteer"]`` with the entity type as label
(``Method``, ``Task``, ``Dataset``, ``Metric``); overlapping matches are all kept, the
role rules decide. A one-token variant of a metric abbreviation ("BLEU-4", "ROUGE-2",
:func:`kg.extract.lexicon.metric_variant`) is also marked ``Metric``.

Tokenizing the ~15,000 names is most of a pipeline load, so the token strings of the
compiled phrases, and the vocabulary lookup sets (:func:`technique_keys`,
:func:`dataset_squashed_keys`), are cached on disk as JSON by
:mod:`kg.extract.gazetteer_cache`, keyed by fingerprints of their inputs
(:func:`cache_inputs`) and of the tokenizer; a hit gives the same matches.
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Iterable

from spacy.language import Language
from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc, Span
from spacy.util import filter_spans

from kg.extract import gazetteer_cache
from kg.extract.tokens import token_table
from kg.extract.lexicon import (GENERIC_NOUNS, METRIC_ABBREVIATIONS, METRIC_COUNT_HEADS, METRIC_PHRASES,
                                METRIC_WORDS, NAME_STOPWORDS, metric_variant)

SPANS_KEY = "paperkg_gazetteer"

_JUNK_RE = re.compile(r"[()\[\]{}#@%&*=<>/\\|,;:!?\"]")

#: A Papers with Code metric abbreviation with its threshold or cut-off glued on as digits:
#: two or more capitals (maybe after small letters) and one to three digits, no hyphen
#: ("FPR95", "AP50", "AP75", "mAP50", "IDF1", "BLEU4"). Such a name is a measure at a set
#: point, as "FPR" is one; model names with digits are written with a hyphen or a version
#: ("GPT-4", "T5") and are not of this shape (session 40).
_THRESHOLD_METRIC_RE = re.compile(r"[a-z]*[A-Z]{2,}\d{1,3}")


def _vocab_lists() -> dict[str, list[str]]:
    """Names per entity type from :mod:`kg.vocab` (empty lists when it is unavailable)."""
    try:
        from kg import vocab
    except ImportError:  # pragma: no cover
        return {"Method": [], "Task": [], "Dataset": [], "Metric": []}
    return {
        "Method": sorted(vocab.method_names()),
        "Task": sorted(vocab.task_names()),
        "Dataset": sorted(vocab.dataset_names()),
        "Metric": sorted(vocab.metric_names()),
    }


@lru_cache(maxsize=1)
def method_words() -> frozenset[str]:
    """Lower-case words of the multi-word Papers with Code method names (hyphenated
    words split at the hyphen): the vocabulary of technical modifiers ("diffusion",
    "contrastive", "recurrent"), used as positive evidence that a noun phrase such as
    "contrastive encoder" names a technique. Empty when :mod:`kg.vocab` is unavailable.

    Returns:
        A frozenset of lower-case alphabetic words of at least 3 letters.
    """
    out = set()
    for words in _method_name_words():
        if len(words) > 1:
            out.update(w for w in words if w.isalpha() and len(w) >= 3)
    return frozenset(out)


def _method_name_words() -> list[list[str]]:
    """The words of each Papers with Code method name, lower-case, hyphens as spaces; empty
    when :mod:`kg.vocab` is unavailable."""
    try:
        from kg import vocab
        names = vocab.method_names()
    except ImportError:  # pragma: no cover
        return []
    return [name.lower().replace("-", " ").split() for name in names]


@lru_cache(maxsize=1)
def technique_keys() -> frozenset[str]:
    """Normalised (:func:`kg.vocab.normalise`) names of known techniques: Papers with
    Code method and task names and CSO topic labels (CSO, CC BY 4.0). A noun phrase
    whose last one to three words form such a name ("decision-aware reinforcement
    learning") names a technique. Empty when :mod:`kg.vocab` is unavailable. Read from
    the on-disk cache (:func:`kg.extract.gazetteer_cache.cached_strings`) when present.
    """
    return gazetteer_cache.cached_strings("technique_keys", _vocab_inputs(), _technique_keys)


def _technique_keys() -> frozenset[str]:
    """:func:`technique_keys` computed from :mod:`kg.vocab`."""
    try:
        from kg import vocab
        keys = {vocab.normalise(n) for n in vocab.method_names()}
        keys |= {vocab.normalise(n) for n in vocab.task_names()}
        keys |= set(vocab.cso_topics())
    except ImportError:  # pragma: no cover
        return frozenset()
    return frozenset(k for k in keys if k)


@lru_cache(maxsize=1)
def method_name_tails() -> frozenset[str]:
    """The last two words, lower-case and with hyphens as spaces, of the Papers with Code
    method names of three or more words ("fast bi-level adversarial training" ->
    ``"adversarial training"``): a two-word phrase that ends a known method's name is a
    technique of its own. Empty when :mod:`kg.vocab` is unavailable.

    Returns:
        A frozenset of two-word lower-case strings.
    """
    return frozenset(" ".join(words[-2:]) for words in _method_name_words()
                     if len(words) >= 3 and all(w.isalpha() for w in words[-2:]))


_SQUASH_RE = re.compile(r"[\W_]+", re.UNICODE)
_YEAR_END_RE = re.compile(r"(?<=[a-z])(?:19|20)(\d\d)$")


def squash(text: str) -> str:
    """Lower-case ``text`` and drop everything but letters and digits: the key under
    which spellings of one name that differ only in spaces, hyphens and slashes
    meet ("CNN/DailyMail", "CNN / Daily Mail" -> ``"cnndailymail"``).

    Args:
        text: a name as written.
    Returns:
        The squashed key (may be empty).
    """
    return _SQUASH_RE.sub("", text.lower())


@lru_cache(maxsize=1)
def dataset_squashed_keys() -> frozenset[str]:
    """Squashed (:func:`squash`) Papers with Code dataset and benchmark names, each also
    with a final four-digit year shortened to two digits ("WMT 2014" -> ``"wmt2014"``
    and ``"wmt14"``: the short form shared-task datasets are usually cited by). Names
    of Papers with Code methods are left out, so a key is evidence for a dataset
    only. Keys shorter than 4 characters are left out (too ambiguous). Empty when
    :mod:`kg.vocab` is unavailable. Read from the on-disk cache when present.
    """
    return gazetteer_cache.cached_strings("dataset_squashed_keys", _vocab_inputs(), _dataset_squashed_keys)


def _dataset_squashed_keys() -> frozenset[str]:
    """:func:`dataset_squashed_keys` computed from :mod:`kg.vocab`."""
    try:
        from kg import vocab
        names = vocab.dataset_labels().values()
        methods = {squash(n) for n in vocab.method_names()}
    except ImportError:  # pragma: no cover
        return frozenset()
    out = set()
    for name in names:
        key = squash(name)
        for k in (key, _YEAR_END_RE.sub(r"\1", key)):
            if len(k) >= 4 and k not in methods:
                out.add(k)
    return frozenset(out)


#: A lower-case hyphenated dataset name ("ogbn-arxiv", "ogbg-molhiv").
_LOWER_HYPHENATED_RE = re.compile(r"[a-z][a-z0-9]{3,}(?:-[a-z0-9]+)+")


@lru_cache(maxsize=1)
def lowercase_dataset_names() -> frozenset[str]:
    """The lower-case hyphenated Papers with Code dataset names ("ogbn-arxiv",
    "ogbl-collab"): the vocabulary keeps only those of a naming scheme several names share
    (tools/build_vocab.py, ``lowercase_family_names``), so each is unambiguous as written.
    Names of Papers with Code methods are left out. Empty when :mod:`kg.vocab` is
    unavailable.

    Returns:
        A frozenset of names as written (lower case).
    """
    try:
        from kg import vocab
        names = vocab.dataset_names()
        methods = {n.lower() for n in vocab.method_names()}
    except ImportError:  # pragma: no cover
        return frozenset()
    return frozenset(n for n in names if _LOWER_HYPHENATED_RE.fullmatch(n) and n not in methods)


#: A Papers with Code dataset name of a stem, a hyphen and a sample count ("LAION-400M").
_SIZED_DATASET_RE = re.compile(r"([A-Za-z][A-Za-z0-9]*)-\d+(?:\.\d+)?[KMB]")


@lru_cache(maxsize=1)
def sized_dataset_stems() -> frozenset[str]:
    """Stems of Papers with Code dataset names that end in a sample count ("LAION" of
    "LAION-400M", "SA" of "SA-1B"): another size of the same stem ("LAION-5B") names data
    too, although a checkpoint size ends model names the same way ("Foo-7B"). Empty when
    :mod:`kg.vocab` is unavailable. Read from the on-disk cache when present.
    """
    return gazetteer_cache.cached_strings("sized_dataset_stems", _vocab_inputs(), _sized_dataset_stems)


def _sized_dataset_stems() -> frozenset[str]:
    """:func:`sized_dataset_stems` computed from :mod:`kg.vocab`."""
    try:
        from kg import vocab
        names = vocab.dataset_names()
    except ImportError:  # pragma: no cover
        return frozenset()
    return frozenset(m.group(1) for m in map(_SIZED_DATASET_RE.fullmatch, names) if m)


#: A Papers with Code dataset name of a stem, a hyphen and a short variant ("CIFAR-100",
#: "ImageNet-R", "MIMIC-III").
_FAMILY_DATASET_RE = re.compile(r"([A-Za-z][A-Za-z0-9]*)-[A-Za-z0-9.]{1,6}")
#: The fewest such names that make their stem a family of datasets (session 28: "CIFAR",
#: "ImageNet", "MNIST", "COCO", "MIMIC"; not "NExT" of "NExT-QA" and "NExT-GQA", nor
#: "SEED", "COVID").
FAMILY_MIN_NAMES = 4


@lru_cache(maxsize=1)
def dataset_family_stems() -> frozenset[str]:
    """Stems shared by at least :data:`FAMILY_MIN_NAMES` Papers with Code dataset names of
    the shape stem, hyphen, short variant ("CIFAR" of "CIFAR-10", "CIFAR-100", "CIFAR-10N",
    "CIFAR-FS"): another variant of the stem ("CIFAR-5m", "MIMIC-IV") names a dataset of
    the same family. Only name-shaped stems of four characters or more count (an inner
    capital or a digit: "ImageNet", "MNIST"; not "Multi" of "Multi-News"). Empty when
    :mod:`kg.vocab` is unavailable. Read from the on-disk cache when present.
    """
    return gazetteer_cache.cached_strings("dataset_family_stems", _vocab_inputs(), _dataset_family_stems)


def _dataset_family_stems() -> frozenset[str]:
    """:func:`dataset_family_stems` computed from :mod:`kg.vocab`."""
    try:
        from kg import vocab
        names = set(vocab.dataset_names())
    except ImportError:  # pragma: no cover
        return frozenset()
    counts: dict[str, int] = {}
    for m in map(_FAMILY_DATASET_RE.fullmatch, sorted(names)):
        if m:
            counts[m.group(1)] = counts.get(m.group(1), 0) + 1
    return frozenset(s for s, c in counts.items() if c >= FAMILY_MIN_NAMES and len(s) >= 4
                     and (re.search(r"[A-Z]", s[1:]) or re.search(r"\d", s)))


@lru_cache(maxsize=1)
def technique_squashed_keys() -> frozenset[str]:
    """The names of :func:`technique_keys` squashed (:func:`squash`), so that spellings
    that differ in hyphens and spaces meet ("bi-level optimization" and "bilevel
    optimization" -> ``"bileveloptimization"``). Keys shorter than 5 characters are
    left out. Empty when :mod:`kg.vocab` is unavailable.
    """
    return frozenset(k for k in (squash(t) for t in technique_keys()) if len(k) >= 5)


def _usable(name: str, etype: str) -> tuple[bool, bool]:
    """Decide how a gazetteer name is matched: returns ``(orth, lower)`` flags."""
    name = name.strip()
    if len(name) < 2 or _JUNK_RE.search(name) or len(name) > 60:
        return False, False
    words = name.split()
    low = name.lower()
    if low in NAME_STOPWORDS or low in GENERIC_NOUNS:
        return False, False
    has_upper = any(c.isupper() for c in name)
    has_digit = any(c.isdigit() for c in name)
    inner_upper = any(c.isupper() for w in words for c in w[1:])
    if etype == "Dataset":
        # only name-shaped dataset names, never short all-caps words (ambiguous)
        if not (inner_upper or (has_digit and has_upper) or len(words) > 1 and has_upper):
            return False, False
        if name.isalpha() and name.isupper() and len(name) <= 3:
            return False, False
        return True, False
    if etype == "Task":
        if len(words) < 2 or has_digit and len(words) < 2:
            return False, False
        return False, True
    if etype == "Metric":
        # short metric abbreviations (PSNR, CIDEr); names with digits are model names
        # used as judges ("GPT-4") and are left out; the plural of an upper-case
        # abbreviation ("IDs") counts things and names no measure
        if len(words) == 1 and name.endswith("s") and name[:-1].isupper():
            return False, False
        if len(words) == 1 and (inner_upper or name.isupper()) and len(name) >= 3 and not has_digit:
            return True, False
        if len(words) == 1 and _THRESHOLD_METRIC_RE.fullmatch(name):
            return True, False  # "FPR95", "AP50": an abbreviation at a threshold
        return False, False
    # Method
    if len(words) == 1:
        if inner_upper or (has_digit and has_upper):
            return (len(name) >= 3 or name.isupper() and len(name) >= 2), False
        if has_upper:  # "Transformer", "Adam": case is the evidence
            return True, False
        return False, False
    return has_upper, True


def metric_plurals(phrases: Iterable[str]) -> list[str]:
    """Plural forms of the metric phrases whose head is a count noun.

    Args:
        phrases: lower-case metric phrases (:data:`~kg.extract.lexicon.METRIC_PHRASES`).
    Returns:
        ``"root mean squared errors"`` for ``"root mean squared error"``, and so on for each
        phrase whose last word is in :data:`~kg.extract.lexicon.METRIC_COUNT_HEADS`; sorted.
    """
    return sorted(p + "s" for p in phrases if p.split()[-1] in METRIC_COUNT_HEADS)


def metric_spellings(phrases: Iterable[str]) -> list[str]:
    """Hyphen and closed-up spellings of the metric phrases, which abstracts write as often
    as the open form ("mean-squared error", "sample-efficiency", "wallclock time").

    Args:
        phrases: lower-case metric phrases (:data:`~kg.extract.lexicon.METRIC_PHRASES`).
    Returns:
        For each phrase of two to four words without a hyphen: the phrase with one space
        made a hyphen ("mean-squared error", "mean squared-error") and with every space
        made a hyphen ("sample-efficiency"); for each phrase with a hyphen between two letters: the
        hyphen made a space and dropped ("wall clock time", "wallclock time"); for each phrase
        with an apostrophe: the typographic apostrophe (U+2019) in its place ("kendall’s tau",
        session 51). Sorted,
        without the phrases themselves. Only the spelling changes, never a word, so each
        variant names the same measure (source: English compound spelling, where open,
        hyphenated and closed forms of a compound noun alternate).
    """
    given = set(phrases)
    out: set[str] = set()
    for phrase in given:
        words = phrase.split()
        if 2 <= len(words) <= 4 and "-" not in phrase and all(w[:1].isalpha() for w in words):
            for i in range(len(words) - 1):
                out.add(" ".join(words[:i] + [words[i] + "-" + words[i + 1]] + words[i + 2:]))
            out.add("-".join(words))
        for m in re.finditer(r"(?<=[a-z])-(?=[a-z])", phrase):
            out.add(phrase[:m.start()] + " " + phrase[m.end():])
            out.add(phrase[:m.start()] + phrase[m.end():])
        if "'" in phrase:
            out.add(phrase.replace("'", "\u2019"))  # "kendall’s tau": the typographic apostrophe
    return sorted(out - given)


#: Version of the gazetteer compilation (:func:`gazetteer_names`,
#: :func:`tokenize_names`), part of the cache key. The source of this module is part of
#: the key too; bump the version when the compiled phrases change through code
#: elsewhere that :func:`cache_inputs` does not fingerprint.
GAZETTEER_VERSION = 1


def cache_inputs(extra: dict[str, list[str]] | None = None,
                 use_vocab: bool = True) -> dict | None:
    """Fingerprints of everything :func:`gazetteer_names` depends on, for the cache key
    (:func:`kg.extract.gazetteer_cache.cache_key`).

    Args:
        extra: the extra ``{type: names}`` (lists, not one-shot iterators).
        use_vocab: whether the :mod:`kg.vocab` lists are used.
    Returns:
        A JSON-serialisable dict: :data:`GAZETTEER_VERSION`, SHA-256 digests of this
        module's source, of :mod:`kg.vocab`'s source and of every file in its
        ``VOCAB_DIR`` (when ``use_vocab``), the lexicon word lists sorted, and the
        extra names sorted. None when a source or vocabulary file cannot be read (the
        caller then compiles without the cache).
    """
    lexicon = {"GENERIC_NOUNS": GENERIC_NOUNS, "METRIC_ABBREVIATIONS": METRIC_ABBREVIATIONS,
               "METRIC_COUNT_HEADS": METRIC_COUNT_HEADS, "METRIC_PHRASES": METRIC_PHRASES,
               "METRIC_WORDS": METRIC_WORDS, "NAME_STOPWORDS": NAME_STOPWORDS}
    out = {"version": GAZETTEER_VERSION, "use_vocab": bool(use_vocab),
           "lexicon": {k: sorted(v) for k, v in lexicon.items()},
           "extra": {k: sorted(set(v)) for k, v in sorted((extra or {}).items())}}
    try:
        out["source"] = gazetteer_cache.file_digest(Path(__file__))
        if use_vocab:
            from kg import vocab
            out["vocab_source"] = gazetteer_cache.file_digest(Path(vocab.__file__))
            out["vocab_files"] = {p.name: gazetteer_cache.file_digest(p)
                                  for p in sorted(Path(vocab.VOCAB_DIR).iterdir()) if p.is_file()}
    except (OSError, ImportError) as err:
        gazetteer_cache.log.debug("gazetteer cache disabled: %s", err)
        return None
    return out


def gazetteer_names(extra: dict[str, Iterable[str]] | None = None,
                    use_vocab: bool = True) -> dict[str, dict[str, list[str]]]:
    """The names the gazetteer matches, split by matcher attribute and entity type.

    Args:
        extra: optional ``{type: names}`` added to the vocab lists.
        use_vocab: when False only ``extra`` and the built-in metric phrases are used.
    Returns:
        ``{"ORTH": {type: names}, "LOWER": {type: names}}``: the case-sensitive names
        as written and the case-insensitive names lower-cased, each list sorted, types
        in the order Method, Task, Dataset, Metric; types without names are left out.
    """
    lists = _vocab_lists() if use_vocab else {}
    lists = {k: list(v) for k, v in lists.items()}
    for k, v in (extra or {}).items():
        lists.setdefault(k, []).extend(v)
    lists.setdefault("Metric", []).extend(METRIC_PHRASES)
    plurals = set(metric_plurals(METRIC_PHRASES))
    lists["Metric"].extend(plurals)
    spellings = set(metric_spellings(METRIC_PHRASES))
    lists["Metric"].extend(spellings)
    lists["Metric"].extend(w for w in METRIC_WORDS)
    lists["Metric"].extend(w for w in METRIC_ABBREVIATIONS)
    method_names = set(lists.get("Method", []))
    out: dict[str, dict[str, list[str]]] = {"ORTH": {}, "LOWER": {}}
    for etype in ("Method", "Task", "Dataset", "Metric"):
        orth, lower = [], []
        for name in sorted(set(lists.get(etype, []))):
            if etype == "Metric" and name in method_names:
                continue  # "CLIP" is a model before it is a score
            if etype == "Metric" and (name in METRIC_PHRASES or name in METRIC_WORDS
                                      or name in plurals or name in spellings):
                lower.append(name)
                continue
            if etype == "Metric" and name in METRIC_ABBREVIATIONS:
                orth.append(name)
                continue
            o, lo = _usable(name, etype)
            if o:
                orth.append(name)
            if lo:
                lower.append(name.lower())
        if orth:
            out["ORTH"][etype] = orth
        if lower:
            out["LOWER"][etype] = lower
    return out


def tokenize_names(nlp: Language,
                   names: dict[str, dict[str, list[str]]]) -> dict[str, dict[str, list[list[str]]]]:
    """Tokenize the gazetteer names with ``nlp``'s tokenizer.

    Args:
        nlp: the pipeline whose tokenizer is used.
        names: :func:`gazetteer_names` output.
    Returns:
        The same structure with each name replaced by its tokens' match strings: the
        ``ORTH`` (``token.text``) of the ``"ORTH"`` names and the ``LOWER``
        (``token.lower_``) of the ``"LOWER"`` names. Names that tokenize to nothing
        are kept as empty lists (:class:`PhraseMatcher` skips them).
    """
    out: dict[str, dict[str, list[list[str]]]] = {}
    for attr, by_type in names.items():
        out[attr] = {}
        for etype, items in by_type.items():
            docs = nlp.tokenizer.pipe(items)
            if attr == "ORTH":
                out[attr][etype] = [[t.text for t in d] for d in docs]
            else:
                out[attr][etype] = [[t.lower_ for t in d] for d in docs]
    return out


def _vocab_inputs() -> dict | None:
    """:func:`cache_inputs` of the vocabulary-derived lookup sets (no extra names)."""
    return cache_inputs(None, use_vocab=True)


class GazetteerMatcher:
    """Compiled gazetteer (see module docstring).

    The names are tokenized with ``nlp``'s tokenizer, or read from the on-disk cache
    of :mod:`kg.extract.gazetteer_cache` when a file with the same key exists (the
    matches are the same either way).

    Args:
        nlp: the pipeline whose tokenizer is used to compile the phrases.
        extra: optional ``{type: names}`` added to the vocab lists (tests use it).
        use_vocab: when False only ``extra`` and the built-in metric phrases are used.
        cache: read and write the on-disk cache; None (default) means "``use_vocab``
            and no ``extra``", so only the pipeline's standard gazetteer is cached (the
            cache holds one gazetteer per model; gazetteers without the vocabulary
            compile in milliseconds). :func:`kg.extract.gazetteer_cache.cache_dir` can
            still disable it.
    Attributes:
        cache_hit: True when the phrases came from the cache.
    """

    def __init__(self, nlp: Language, extra: dict[str, Iterable[str]] | None = None,
                 use_vocab: bool = True, cache: bool | None = None):
        self.orth = PhraseMatcher(nlp.vocab, attr="ORTH")
        self.lower = PhraseMatcher(nlp.vocab, attr="LOWER")
        extra = {k: list(v) for k, v in (extra or {}).items()}
        phrases = None
        path = key = None
        if cache is None:
            cache = use_vocab and not any(extra.values())
        directory = gazetteer_cache.cache_dir() if cache else None
        inputs = cache_inputs(extra, use_vocab) if directory is not None else None
        if inputs is not None:
            path = gazetteer_cache.cache_file(directory, nlp)
            key = gazetteer_cache.cache_key(nlp, inputs)
            phrases = gazetteer_cache.load(path, key)
        self.cache_hit = phrases is not None
        if phrases is None:
            phrases = tokenize_names(nlp, gazetteer_names(extra, use_vocab))
            if path is not None:
                gazetteer_cache.save(path, key, phrases)
        strings = nlp.vocab.strings
        for attr, matcher in (("ORTH", self.orth), ("LOWER", self.lower)):
            for etype, pats in phrases[attr].items():
                # the hash sequences PhraseMatcher.add computes from tokenized Docs
                matcher.add(etype, [[strings.add(t) for t in pat] for pat in pats])

    def __call__(self, doc: Doc) -> Doc:
        spans = []
        for matcher in (self.orth, self.lower):
            for span in matcher(doc, as_spans=True):
                spans.append(span)
        # "BLEU-4", "ROUGE-2": a listed metric abbreviation's variant, one token (lexicon.metric_variant),
        # with "score(s)" after it as "BLEU score" is ("a BLEU-1 score of"); the words are read
        # from the Doc's token table (no Token object per token)
        tt = token_table(doc)
        words, lower = tt.text, tt.lower
        n = len(words)
        for i, w in enumerate(words):
            if "-" in w and metric_variant(w):
                end = i + 2 if i + 1 < n and lower[i + 1] in ("score", "scores") else i + 1
                spans.append(Span(doc, i, end, label="Metric"))
        # per label keep the longest non-overlapping matches (each label's spans in the
        # order found: filter_spans keeps the first of equal ones); label_ read once per span
        by_label: dict[str, list[Span]] = {}
        for s in spans:
            by_label.setdefault(s.label_, []).append(s)
        keyed = []
        for label in sorted(by_label):
            keyed.extend(((s.start, s.end, label), s) for s in filter_spans(by_label[label]))
        keyed.sort(key=lambda ks: ks[0])  # (start, end, label): no two spans alike
        doc.spans[SPANS_KEY] = [s for _, s in keyed]
        return doc


@Language.factory("paperkg_gazetteer", default_config={"use_vocab": True})
def make_gazetteer(nlp: Language, name: str, use_vocab: bool) -> GazetteerMatcher:
    """spaCy factory for :class:`GazetteerMatcher`."""
    return GazetteerMatcher(nlp, use_vocab=use_vocab)
