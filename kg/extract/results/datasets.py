"""Step 4 of :mod:`kg.extract.results`: dataset attachment.

:func:`_dataset_for` takes a dataset span of the same sentence (nearest after the value,
else before); without spans, the name before a parenthesis holding the value (``GSM8K
(83.9%)``), else a proper name after ``on``/``across`` before the next value (``on
ImageNet``, ``on the challenging ADE20K benchmark``), else the last such name before the
value (``On MIMIC-III, it boosts AUROC by 17.6%``). Names of hardware or pretrained models
(``on A100 GPUs``, ``on Llama2-70B``) and data named for training (``pre-trained on X``) are
no evaluation dataset. :func:`_dataset_of_previous_sentence`: a result whose sentence names
no dataset takes the one dataset of the sentence before ("We evaluate on A. X reaches 77.8
AP50").
"""
from __future__ import annotations

import re
from typing import Iterable, Optional, Sequence

from kg.extract import lexicon as L
from spacy.lang.en.stop_words import STOP_WORDS as _STOP_WORDS

from kg.extract.results.words import _CUTOFF_METRIC, _NOT_DATASET, _NOT_DATASET_NAME, _PROPER_AFTER_ON, _TASK_WORDS

#: Switch (session 45, labels45): a capitalised word after "on" / "across" that is only a
#: grading or quantifying adjective of the lexicon (:data:`~kg.extract.lexicon.EVALUATIVE`,
#: :data:`~kg.extract.lexicon.NP_STRIP_LEFT`: "On Standard benchmarks, X outperforms ...",
#: "across Diverse tasks") is no result dataset; the name-after-"on" fallback of
#: :func:`_dataset_for` skips it ("Standard" was a Dataset node of its own).
GENERIC_WORD_NOT_RESULT_DATASET = True


def _generic_word(ds: str) -> bool:
    """Whether ``ds`` (a candidate result dataset) is one generic adjective
    (:data:`GENERIC_WORD_NOT_RESULT_DATASET`)."""
    low = ds.lower()
    return GENERIC_WORD_NOT_RESULT_DATASET and " " not in low and (low in L.EVALUATIVE or low in L.NP_STRIP_LEFT)


#: Switch (session 46, ds46b): a proper name after "on" that is a company or a software library
#: alone (:data:`~kg.extract.lexicon.COMPANY_NAMES`, :data:`~kg.extract.lexicon.SOFTWARE_LIBRARIES`:
#: "we apply the attack on the Google online service, causing 43.5% error") is whose service or
#: code was measured, not a dataset: the name-after-"on" fallback of :func:`_dataset_for` skips it.
OWNER_NOT_RESULT_DATASET = True


def _owner_name(ds: str) -> bool:
    """Whether ``ds`` (a candidate result dataset) is a company or a software library alone
    (:data:`OWNER_NOT_RESULT_DATASET`)."""
    return OWNER_NOT_RESULT_DATASET and (ds in L.COMPANY_NAMES or ds.lower() in L.SOFTWARE_LIBRARIES)


def _fallback_name_ok(text: str, end: int, ds: str) -> bool:
    """Whether ``ds``, a proper name after "on" / "across" ending at ``text[end]`` that the
    result reader falls back to when no dataset span names the test set, may be the result's
    dataset: not a known non-dataset word or name, not a generic word, not a company or a
    library alone (:func:`_owner_name`), not refused by :func:`_no_result_dataset`, and not a
    name modifying the noun after it (:func:`_modifier_name`)."""
    return ds.split()[0] not in _NOT_DATASET and not _NOT_DATASET_NAME.search(ds) and \
        not _generic_word(ds) and not _owner_name(ds) and not _no_result_dataset(text, end, ds) and \
        not _modifier_name(text, end)


_CLAUSE_BREAK = re.compile(r"[;:()]|,\s(?:while|and|but|whereas)\b")


#: Switch (session 46, resds46): without dataset spans, a proper name after "on" / "across"
#: that modifies a noun after it names no test set: a possessive ("on SleepFM's learned
#: embeddings"), or a lower-case noun that is no data head or task word ("on the Google
#: online service", "on the Summit supercomputer", "on common RL benchmarks", "across
#: various FL tasks", "on PS size"). The name then only qualifies what the value was measured
#: on. A data head ("the Foo corpus"), a task word ("the WMT 2014 English-German translation
#: task", "ImageNet classification"), a function word or a verb form after it keeps the name.
MODIFIER_NAME_NOT_RESULT_DATASET = True
#: Lower-case words after such a name that keep it a test set: singular data heads, and
#: what may follow a name as a clause goes on ("respectively", "compared", "alone").
_KEEPS_NAME_AFTER = frozenset(
    """dataset benchmark corpus leaderboard suite test set split subset challenge track task
    data respectively compared alone only""".split()) | _TASK_WORDS
_WORDS_AFTER_NAME = re.compile(r"(?:['’]s\b)|\s+(?P<w>[a-z][a-z\-]*(?:\s+[a-z][a-z\-]*){0,2})\b")


def _modifier_name(text: str, end: int) -> bool:
    """Whether the name ending at ``text[end]`` modifies a noun right after it
    (:data:`MODIFIER_NAME_NOT_RESULT_DATASET`): a possessive "'s", or a lower-case word
    that is no stop word and no verb or adverb form ("-ing", "-ed", "-ly"), when neither
    it nor one of the two lower-case words after it is a word of :data:`_KEEPS_NAME_AFTER`
    ("the WMT 2016 English-Romanian news task" keeps its name)."""
    if not MODIFIER_NAME_NOT_RESULT_DATASET:
        return False
    m = _WORDS_AFTER_NAME.match(text, end)
    if m is None:
        return False
    if m.group("w") is None:
        return True  # "SleepFM's ..."
    words = m.group("w").split()
    w = words[0]
    return w not in _STOP_WORDS and not w.endswith(("ing", "ed", "ly")) and not _KEEPS_NAME_AFTER.intersection(words)


#: The head of a phrase that names models, not data ("across modern LLMs", "on the base LLM").
_MODEL_HEAD = re.compile(r"(?:\bLLMs?|\b(?:language\s+)?models?|\bnetworks?|\btransformers?|\bbackbones?)$", re.I)
#: What follows a dataset named as training data of a model, not as the test set
#: ("ImageNet pretraining", "ImageNet-pretrained weights", "ImageNet initialization").
_TRAINING_USE_AFTER = re.compile(r"[\s\-]*(?:pre-?train\w*|initiali[sz]\w*)\b", re.I)


def _no_result_dataset(text: str, end: int, name: str) -> bool:
    """Whether a dataset candidate ``name`` ending at ``text[end]`` cannot be where a value
    was measured: its head names models ("modern LLMs", "large language models": a method
    family, not data; but "the Open LLM leaderboard" is data), or the name is used as the
    training data of a model ("supervised ImageNet pretraining", "ImageNet-pretrained"),
    which is a compared setup, not the test set; or a noun of models follows the name ("on
    GPT-based MoE models", :data:`MODEL_NOUN_AFTER_NAME`); or the name is a cut-off metric ("Recall@20"),
    or the name part of one ("MRR" of "MRR@10": the "@" follows at ``end``)."""
    if _TRAINING_USE_AFTER.match(text, end) or _CUTOFF_METRIC.fullmatch(name.strip()) \
            or text.startswith("@", end):
        return True  # (a measure at a cut-off, "Accuracy@K", names no data either, nor its "MRR" of "MRR@10")
    if MODEL_NOUN_AFTER_NAME and _MODEL_NOUN_AFTER.match(text, end):
        return True  # "67x better throughput on GPT-based MoE models": the models measured
    return bool(_MODEL_HEAD.search(name.strip())) and not _DATA_HEAD_AFTER.match(text, end)


#: With :data:`MODEL_NOUN_AFTER_NAME`, a name followed by a noun of models ("on GPT-based
#: MoE models", "on FooNet architectures") is the family the value was measured with, not
#: the data it was measured on (session 35).
MODEL_NOUN_AFTER_NAME = True
_MODEL_NOUN_AFTER = re.compile(r"\s+(?:models?|architectures?|networks?|backbones?)\b")

#: A head noun of data after a name ("the Open LLM leaderboard", "the FooLLM benchmark").
_DATA_HEAD_AFTER = re.compile(r"\s+(?:leaderboard|benchmark|dataset|suite|arena|corpus|test\s+set)s?\b", re.I)


def _clause_stop(text: str, end: int, stop: int, spans: Sequence[tuple[int, int, str]]) -> int:
    """Where the clause of a value ending at ``end`` stops, at the latest at ``stop``: the
    first clause break (:data:`_CLAUSE_BREAK`: "85% accuracy, and on B it gains 2%": B is
    the next clause's), reading past a bracket that holds only a dataset span ("on CV
    dataset (ImageNet)", :func:`_names_bracketed_dataset`). Output: a text offset."""
    cut = _CLAUSE_BREAK.search(text, end, stop)
    while cut and cut.group() == "(" and _names_bracketed_dataset(text, cut.start(), spans):
        cut = _CLAUSE_BREAK.search(text, text.index(")", cut.start()) + 1, stop)
    return cut.start() if cut else stop


#: Switch (session 52, fixHres): a bracket right after a value ("MSE of 0.55 (5 NFE, 7.5
#: guidance scale) on B") holds the value's setting, no clause break: the place named after
#: it is still the value's: the dataset search of :func:`kg.extract.results.find.find_results`
#: starts after the bracket, and numbers inside it bound nothing.
VALUE_SETTING_BRACKET_IN_CLAUSE = True
_VALUE_BRACKET = re.compile(r"\s*\([^()]{1,60}\)")


def _value_setting_bracket(text: str, end: int, stop: int) -> Optional[int]:
    """With :data:`VALUE_SETTING_BRACKET_IN_CLAUSE`, the end of a bracket that opens right
    after a value ending at ``end`` and closes before ``stop`` (at most 60 characters
    inside, no nested bracket); else None."""
    if not VALUE_SETTING_BRACKET_IN_CLAUSE:
        return None
    m = _VALUE_BRACKET.match(text, end, stop)
    return m.end() if m else None


def _other_name_after_on(text: str, end: int, stop: int, known: Iterable[str] = ()) -> bool:
    """Whether a proper name after "on" / "across" (:data:`_PROPER_AFTER_ON`) that may be a
    dataset (not hardware, a model family or a sentence word) and is none of the ``known``
    dataset names (compared case-blind: "Imagenet" / "ImageNet") stands in
    ``text[end:stop]``: the value is then measured there, even when the extractor knows no
    such dataset."""
    known_lower = {k.lower() for k in known}
    for m in _PROPER_AFTER_ON.finditer(text, end, stop):
        ds = m.group("ds").rstrip(".")
        if ds.lower() not in known_lower and ds.split()[0] not in _NOT_DATASET and not _NOT_DATASET_NAME.search(ds) and \
                not _no_result_dataset(text, m.start("ds") + len(ds), ds):
            return True
    return False


#: Switch (session 52, fixHres): a model family after "on" in a value's clause ("and MSE of
#: 0.55 on Stable Diffusion") is what the value was measured with; when the sentence's datasets
#: all stand after the previous value (the previous item's place: "FID of 2.51 on CIFAR10, and
#: MSE of 0.55 on Stable Diffusion"), the value takes none of them (a model is no dataset:
#: GUIDELINES.md's datasets are data). A dataset before the sentence's first value ("In
#: ImageNet classification, X reaches 70.8%, surpassing CLIP's 68.3% on ViT-B models") still
#: scopes the sentence.
MODEL_AFTER_ON_ENDS_SCOPE = True
_HARDWARE = re.compile(r"(?:^|\s)(?:[GTC]PUs?|[A-Z]\d{3}s?)$")


def _model_after_on(text: str, end: int, stop: int, known: Iterable[str] = ()) -> bool:
    """With :data:`MODEL_AFTER_ON_ENDS_SCOPE`, whether a model family or model name
    (:data:`~kg.extract.results.words._NOT_DATASET_NAME` without hardware: "on Stable
    Diffusion", "on Llama-2") that is none of the ``known`` dataset names stands after "on" /
    "across" in ``text[end:stop]``. Never raises."""
    if not MODEL_AFTER_ON_ENDS_SCOPE:
        return False
    known_lower = {k.lower() for k in known}
    for m in _PROPER_AFTER_ON.finditer(text, end, stop):
        ds = m.group("ds").rstrip(".")
        if ds.lower() not in known_lower and _NOT_DATASET_NAME.search(ds) and not _HARDWARE.search(ds):
            return True
    return False


#: Switch (session 52, fixHres): the only dataset of a sentence named only as an example ("(e.g.,
#: ... CelebA images)") in a later clause than a value's ("up to 3x FID improvements on fast
#: samplers, while also increasing sample diversity (e.g., racial composition of generated
#: CelebA images)") illustrates that clause, not where the value was measured.
EXAMPLE_IN_LATER_CLAUSE_NOT_SCOPE = True
#: A bracket that opens with "e.g." / "i.e." / "for example" / "such as".
_EXAMPLE_BRACKET = re.compile(r"\(\s*(?:e\.g\.|i\.e\.|for\s+example|for\s+instance|such\s+as)[^()]*$", re.I)


def _example_in_later_clause(text: str, end: int, hi: int, spans: Sequence[tuple[int, int, str]]) -> bool:
    """With :data:`EXAMPLE_IN_LATER_CLAUSE_NOT_SCOPE`, whether every one of ``spans`` (the
    sentence's dataset spans, ``(start, end, name)``) stands after the value ending at
    ``end``, past a clause break (:data:`_CLAUSE_BREAK`, not a bracket) and inside a bracket
    opened by an example cue (:data:`_EXAMPLE_BRACKET`) before ``hi``. Never raises."""
    if not EXAMPLE_IN_LATER_CLAUSE_NOT_SCOPE or not spans:
        return False
    for s, _e, _n in spans:
        if s < end:
            return False
        cut = _CLAUSE_BREAK.search(text, end, s)
        if cut is None or cut.group() in "()" or not _EXAMPLE_BRACKET.search(text, cut.end(), s):
            return False
    return True


def _names_bracketed_dataset(text: str, pos: int, spans: Sequence[tuple[int, int, str]]) -> bool:
    """Whether the bracket opened at ``text[pos]`` holds nothing but one dataset span (an
    optional "e.g." before it): "on a vision dataset (ImageNet)" names the dataset of the
    clause in the bracket, which is then no clause break. ``spans`` are ``(start, end,
    name)`` dataset spans."""
    m = _BRACKETED_NAME.match(text, pos)
    return m is not None and any(s == m.start("n") and e == m.end("n") for s, e, _ in spans)


#: A bracket holding one name: "(ImageNet)", "(e.g., SST-2)".
_BRACKETED_NAME = re.compile(r"\(\s*(?:e\.g\.,?\s*)?(?P<n>[^()\s,;][^(),;]{0,40}?)\s*\)")


#: With :data:`ADJACENT_DATASET_WINS`, when several known datasets follow a value in its
#: clause, the one right after the value and "on"/"for" (an optional "the") is where it was
#: measured: "reduces FPR95 by 25.8% on FooSet with BarData as outliers" (session 46).
ADJACENT_DATASET_WINS = True
_ADJACENT_ON = re.compile(r"\s*(?:on|for)\s+(?:the\s+)?")
#: The gap between two names of one list or pair ("on A, B and C", "on A and B", "on A to B
#: translation"): a value before such a list is an average or a pair's, not the first name's.
_LISTED_AFTER = re.compile(r"\s*(?:,|and|or|&|to|/)\s*(?:and\s+|or\s+)?(?:the\s+)?")

#: With :data:`FOR_NAME_ENDS_SCOPE`, a proper name right after a value and "for" that is no
#: known dataset ("59% for Zorb-faces" in "61% for CelebA-HQ, 59% for Zorb-faces") is the
#: value's own data: the known dataset before the value is a sibling's, not this value's
#: (the value is left without a dataset rather than given the wrong one; session 46).
FOR_NAME_ENDS_SCOPE = True
_FOR_NAME_AFTER = re.compile(r"\s+for\s+(?:the\s+)?(?P<ds>[A-Z][\w\-.+]*[\w+])(?![\w\-])")


#: After a dataset name inside a result's phrase: at most its bracketed acronym, then "by"
#: ("on WMT News (WN) by 1.2 points"; :func:`_dataset_for`, session 48).
_NAME_THEN_BY = re.compile(r"(?:\s*\(\s*[^()\s]+\s*\))?\s+by\s")


def _dataset_for(text: str, sent: tuple[int, int], start: int, end: int,
                 spans: Sequence[tuple[int, int, str]], limit: int, prev_end: Optional[int] = None) -> Optional[str]:
    """Dataset of a value, or None when the sentence does not say which one.

    With dataset spans: the only dataset of the sentence; else the dataset named right
    before a parenthesis that holds the value (``CIFAR-10 (96.1%)``); else the one dataset
    inside the result's phrase (``a 6% gain on B in terms of recall``); else the one
    dataset between the value and ``limit`` (the next value: ``85% on A and 80% on
    B``), else the one dataset between ``prev_end`` (the previous value) and the value
    (``On A, X reaches 85%``). A list of several datasets on the chosen side (``on A, B
    and C, X reaches 85%``) leaves the value without a dataset: the sentence may report
    an average or one of them, and no dataset is better than a wrong one (values
    paired with a list of datasets are handled by
    :func:`~kg.extract.results.lists._paired_lists`).
    Without spans: a proper name after ``on``/``across`` between the value and
    ``limit``, else the last one before the value."""
    lo, hi = sent
    inside = sorted(t for t in spans if lo <= t[0] and t[1] <= hi and not _no_result_dataset(text, t[1], t[2]))
    if inside:
        names = {t[2] for t in inside}
        stop = _clause_stop(text, end, max(limit, end), inside)
        # "2.51 on A, and MSE of 0.55 on Stable Diffusion": A is the previous item's place
        on_model = prev_end is not None and all(t[0] >= prev_end for t in inside) and \
            _model_after_on(text, end, stop, names)
        if len(names) == 1 and not (all(t[1] <= start for t in inside) and (
                _other_name_after_on(text, end, stop, names) or on_model)):
            if not _example_in_later_clause(text, end, hi, inside):
                return inside[0][2]  # (not "+3.5% on A and +0.9% for Y on the Open Board": the second is Board's)
            return None  # "3x FID gains, while also raising diversity (e.g., of CelebA images)"
        m = re.search(r"\(\s*[^()]*$", text[lo:start])
        if m:  # the value is inside a parenthesis: the name right before it
            par = lo + m.start()
            named = [t for t in inside if t[1] <= par and not text[t[1]:par].strip()]
            if named:
                return named[-1][2]
        within = {t[2] for t in inside if start <= t[0] and t[1] <= end}
        if len(within) == 1:
            return within.pop()  # "a 6% increase on Flickr30k in terms of mean recall": inside the result's phrase
        stop = _clause_stop(text, end, max(limit, end), inside)
        after = {t[2] for t in inside if end <= t[0] and t[1] <= stop}
        if len(after) > 1 and ADJACENT_DATASET_WINS:
            adjacent = [t for t in inside if t[0] >= end and _ADJACENT_ON.fullmatch(text, end, t[0])]
            if adjacent and not any(_LISTED_AFTER.fullmatch(text, adjacent[0][1], u[0]) for u in inside
                                    if u[0] > adjacent[0][1]):
                return adjacent[0][2]  # "by 25.8% on A with B": the name right after "on" is where it was measured
        if after:
            return after.pop() if len(after) == 1 else None
        if _other_name_after_on(text, end, stop, names) or on_model:
            return None  # "+0.9% for Y on the Open Board": measured on a name of its own, not a known one before
        if FOR_NAME_ENDS_SCOPE and (f := _FOR_NAME_AFTER.match(text, end, stop)) and \
                f.group("ds") not in _NOT_DATASET and not _NOT_DATASET_NAME.search(f.group("ds")) \
                and f.group("ds").lower() not in {n.lower() for n in names}:
            return None  # "61% for A, 59% for Zorb-faces": the value names its own (unknown) data
        lo_before = lo if prev_end is None else max(lo, prev_end)
        before = {t[2] for t in inside if lo_before <= t[0] and t[1] <= start}
        return before.pop() if len(before) == 1 else None
    if spans:
        return None
    m = re.search(r"(?<![\w\-])([A-Z][\w\-.]*[\w])\s*\(\s*$", text[lo:start])
    if m and m.group(1) not in _NOT_DATASET and not _NOT_DATASET_NAME.search(m.group(1)):
        return m.group(1)  # "GSM8K (83.9%)"; not "GPT-4 (52.1%)", a model's score
    clause_end = min(hi, max(limit, end))
    m = _CLAUSE_BREAK.search(text[end:clause_end])
    if m:
        clause_end = end + m.start()
    for m in _PROPER_AFTER_ON.finditer(text, end, clause_end):
        ds = m.group("ds").rstrip(".")
        if _fallback_name_ok(text, m.start("ds") + len(ds), ds):
            return ds
    m = None
    for m in _PROPER_AFTER_ON.finditer(text, lo, start):
        pass
    if m is not None:
        ds = m.group("ds").rstrip(".")
        if _fallback_name_ok(text, m.start("ds") + len(ds), ds):
            return ds
    for m in _PROPER_AFTER_ON.finditer(text, start, end):
        # "improves translation edit rate (TER) on WMT News (WN) by 1.2 points": the name
        # inside the result's phrase before "by", as with spans (session 48)
        ds = m.group("ds").rstrip(".")
        if _NAME_THEN_BY.match(text, m.start("ds") + len(ds), end) and _fallback_name_ok(text, m.start("ds") + len(ds), ds):
            return ds  # (right before "by" and the value: not "by 23% on MSE", the measure after it,
            # nor "... relying on network Lipschitz, including A and B, by 33%")
    return None


#: With :data:`DATASET_OF_PREVIOUS_SENTENCE`, a result whose sentence names no dataset takes
#: the one dataset the sentence right before it names: a results paragraph names its test set
#: once and reports on it in the next sentence ("We evaluate on BarSet. Our model reaches
#: 71.2 AP50 and 58.4 AP75"; "Extensive BarSet experiments show ... It cuts the training time
#: from 26 to 20 hours"; session 45).
DATASET_OF_PREVIOUS_SENTENCE = True


#: A dataset named as training data in the sentence before a result ("we apply BarSet for
#: fine-tuning", "models fine-tuned on BarSet"): no test set for the next sentence's values.
_FOR_TRAINING_AFTER = re.compile(r"\s+(?:for|to)\s+(?:the\s+)?(?:pre-?)?(?:train|fine-?tun)\w*", re.I)
_TRAINED_ON_BEFORE = re.compile(r"\b(?:pre-?)?(?:train|fine-?tun)\w*\s+(?:\S+\s+){0,3}?on\s+(?:the\s+)?$", re.I)


#: Session 57: a result whose sentence names a collection of test sets of its own ("On
#: zero-shot tasks, X reaches 58.6% accuracy", "across five reasoning benchmarks") takes no
#: dataset from the sentence before when that sentence already reported a result on its
#: dataset ("We attain a C4 perplexity of 15.76."): the plural names other tests than that one
#: (:data:`_OWN_TEST_SCOPE`). After a sentence that only introduces the dataset ("We conduct
#: experiments on the D4RL benchmark. ... on locomotion tasks") the tasks are likely its own
#: and the dataset is taken. False turns the check off.
OWN_TEST_SCOPE = True
#: "on/across/over/in" and up to three words, not a pointer back ("these", "both", "the"),
#: then "tasks", "benchmarks" or "datasets".
_OWN_TEST_SCOPE = re.compile(
    r"\b(?:on|across|over|in)\s+(?!(?:these|those|this|that|both|such|the|its|their|our|each|same|all)\b)"
    r"(?:[\w\-]+\s+){0,3}?(?:tasks|benchmarks|datasets)\b", re.I)


def _dataset_of_previous_sentence(text: str, sentences: Sequence[tuple[int, int]], results: list,
                                  spans: Sequence[tuple[int, int, str]]) -> list:
    """Give a result without a dataset the dataset of the sentence before its own.

    Inputs: the cleaned ``text``, its ``sentences`` ``(start, end)``, the results (text
    order) and the dataset spans ``(start, end, name)`` (every occurrence). Output: the
    results, such results with ``dataset`` set. Only when the result's sentence names no
    dataset at all (no span, none that :func:`_no_result_dataset` sets aside either) and the
    sentence right before it names exactly one (spans that name a model family or training
    data, :func:`_no_result_dataset`, :data:`_FOR_TRAINING_AFTER`, :data:`_TRAINED_ON_BEFORE`,
    do not count; one name said twice is one). Without
    spans (no entity extractor) nothing changes: a proper name is too weak a cue across a
    sentence break. A multiplier ("a 2x speed-up", "16x less memory") is left alone: such a
    value measures cost or speed, which abstracts seldom tie to the test set of the sentence
    before. Nor is a result whose sentence names test sets of its own in the plural ("On
    zero-shot tasks, ...") after a sentence that reported a result on that dataset
    (:data:`OWN_TEST_SCOPE`)."""
    from dataclasses import replace

    if not DATASET_OF_PREVIOUS_SENTENCE or not spans:
        return results
    order = sorted(sentences)
    starts = [lo for lo, _ in order]

    def names_in(lo: int, hi: int) -> tuple[int, set[str]]:
        inside = [t for t in spans if lo <= t[0] and t[1] <= hi]
        return len(inside), {t[2] for t in inside if not _no_result_dataset(text, t[1], t[2])
                             and not _FOR_TRAINING_AFTER.match(text, t[1])
                             and not _TRAINED_ON_BEFORE.search(text, lo, t[0])}

    out = list(results)
    for i, r in enumerate(out):
        if r.dataset is not None or r.unit == "x" or r.sentence_start not in starts:
            continue
        k = starts.index(r.sentence_start)
        if k == 0 or names_in(r.sentence_start, r.sentence_end)[0]:
            continue
        _, prev = names_in(*order[k - 1])
        if len(prev) != 1:
            continue
        name = next(iter(prev))
        if OWN_TEST_SCOPE and _OWN_TEST_SCOPE.search(text, r.sentence_start, r.sentence_end) and \
                any(p.sentence_start == order[k - 1][0] and p.dataset == name for p in results):
            continue  # "We attain a C4 perplexity of 15.76. On zero-shot tasks, X achieves 58.6% accuracy"
        out[i] = replace(r, dataset=name)
    return out


#: With :data:`DATASET_OF_OWN_BENCHMARK`, a result whose sentence names no dataset, in an
#: abstract whose only dataset is the benchmark it proposes, was measured on that benchmark:
#: "We introduce FooBench ... The best model solves only 12.5% of the tasks" (session 45).
DATASET_OF_OWN_BENCHMARK = True


def _dataset_of_own_benchmark(text: str, results: list, spans: Sequence[tuple[int, int, str]],
                              benchmarks: Sequence[tuple[int, int, str]]) -> list:
    """Give a result without a dataset the benchmark the abstract proposes.

    Inputs: the cleaned ``text``, the results (text order), every dataset span ``(start, end, name)`` and the
    spans of the benchmarks the paper proposes (a subset). Output: the results, such results
    with ``dataset`` set. Only when the abstract proposes one benchmark and names no other
    dataset (names compared case-blind), the abstract does not name it as training data
    ("we apply FooBench for fine-tuning": :data:`_FOR_TRAINING_AFTER`,
    :data:`_TRAINED_ON_BEFORE`), the result's sentence names no dataset, and the value is no
    multiplier ("runs 250x faster" measures the benchmark's own speed, not a score on it);
    only a result after the benchmark is first named (a value before it belongs to the
    motivation: "prior datasets saturate at 100% accuracy")."""
    from dataclasses import replace

    names = {n.lower() for _, _, n in benchmarks}
    if not DATASET_OF_OWN_BENCHMARK or len(names) != 1 or {n.lower() for _, _, n in spans} - names:
        return results
    if any(_FOR_TRAINING_AFTER.match(text, e) or _TRAINED_ON_BEFORE.search(text, max(0, s - 60), s)
           for s, e, _ in spans):
        return results
    name = benchmarks[0][2]
    first = min(s for s, _, _ in benchmarks)
    return [replace(r, dataset=name) if r.dataset is None and r.unit != "x" and r.start > first and not any(
        r.sentence_start <= s and e <= r.sentence_end for s, e, _ in spans) else r for r in results]
