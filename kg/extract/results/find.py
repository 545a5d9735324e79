""":func:`find_results`: the steps of :mod:`kg.extract.results` run over each sentence.

For every number of a sentence (step 1), the change phrase it belongs to is read first
(step 2): ``from A to B`` after a verb of change (``reduces FID from 5.2 to 3.1``) and ``A →
B`` are one result whose value is B (the reported outcome); elsewhere ``from A to B`` is a
range; ``from A to <words>`` (``from 41 days to under a second``) is skipped, its outcome
being unreadable. Then the metric (step 3), the filters (step 5) and the dataset (step 4);
the lists and repeats (step 6), the direction of changes and the attribution (step 7) follow
over the sentence's results.

A value without a metric inherits the metric of the value just before it when only a
contrastive connective separates them and the units are of one kind (``13.73% accuracy
despite 71.50% with ...``, ``91.2% top-1 accuracy, surpassing X by 1.3 pp``) or when it is
a later change of the same sentence with no other metric, contrast or clause break between
(``..., and X can further bring up to 4% improvements``), and the metric after the next
value of a coordination (``1.16% or 0.84% higher top-1 accuracy``).

Bare numbers that are no results are passed over before any metric is read: an enumerator in
brackets at a clause start (``that (1) X ..., and (2) not all Y ...``), a number inside a symbol
(``E(3)``, ``SO(3)``) and the values of a named variable (``for k=1 and 100``).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Optional, Sequence

from kg.extract.lexicon import EFFICIENT_RESOURCES

from kg.extract.results.words import (
    _CHANGE_VERB, _CHANGE_WORDS, _COMPARATIVE_AFTER, _CUTOFF_METRIC, _FROM_BEFORE, _INHERIT_GAP, _LESS_INPUT,
    _MORE_INPUT, _OUTCOME_CUE, _SCALED_INPUT_AFTER, _PHRASE_STOP, _REDUCED_LEFT, _REFERENCE_LEFT, _SAVED_COST, _SAVED_MULTIPLE_COST, _SAVED_VERB,
    _BRACKETED_SETTING, _SETTING_AFTER, _SETTING_LEFT, _SOLVED_LEFT, _NOT_MEASURED, _TASK_WORDS, _decimal, _is_head, _is_verb,
)
from kg.extract.results.numbers import (
    _RESULT_UNITS, _UNIT_FAMILY, _WORD_FOLD_RE, _factor_units, _share_list_units, find_numbers,
)
from kg.extract.results.metric_after import (
    _ACHIEVED_LEFT, _NEXT_ITEM_GAP, _NOT_MEASURE_END, _VAGUE_CHANGE_END, _metric_after,
    _reduced_quantity, _vague_head_change,
)
from kg.extract.results.metric_before import (
    metric_without_finite_verb,
    _CHANGED_THING, _CHANGE_NOUN_IN, _COUNTED_OBJECT, _DIMENSION_ADJECTIVE, _NOT_CHANGED, _change_noun_of_metric,
    _change_noun_subject, _changed_object_metric, _measured_noun_before, _metric_before, _metric_before_bracket,
    _metric_before_colon, _metric_before_comma_by, _from_reference_metric,
)
from kg.extract.results.datasets import (
    _dataset_for, _dataset_of_own_benchmark, _dataset_of_previous_sentence, _value_setting_bracket,
)
from kg.extract.results.lists import (
    _ALONE_IN_BRACKETS, _CHANGE_AFTER_METRIC, _FRACTION_NEXT, _LISTED_CHANGE_END, _LIST_ITEM_END,
    _after_value_list, _all_occurrences, _dedupe, _from_to_lists, _metric_in_after, _metric_of_closer, _metric_of_opener,
    _listed_value_metric, _paired_lists, _share_forward, _slash_values,
)
from kg.extract.results.change import (
    _CHANGE_LEFT, _CHANGE_RIGHT, _COORDINATED_GAP, _NO_METRIC, _OPENS_BRACKET, _OTHER_CLAUSE, _WITH_CHANGE_LEFT,
    _later_change_of_same_metric, _with_direction, is_change, is_extra_amount, over_baseline_after_metric,
)
from kg.extract.results.filters import (
    _CONDITION_CLAUSE, _OF_M, _OUT_OF, _OWN_DIMENSION, _POINTS_AFTER, _SCALED_INPUT, _SCALE_WORD_AFTER,
    _SHARE_LEFT, _SHARE_OF_ITEMS, _TIMES_CHANGE_VERB, _WINS_CUE, _coordinated_change, _coordinated_metric,
    _coordinated_modified_change, _is_contained_count,
    _coordinated_multiplier, _is_change_of, _is_dimension, _is_time_taken, _is_year, _left_word,
    _list_metric_after, _noun_follows, _times_multiplier,
)
from kg.extract.results.attribution import _attribute
from kg.extract.results.setting import with_settings
from kg.extract.results.bound import with_bounds
from kg.extract.results.scope import (
    baseline_clause_dropped, change_word_after_metric, parallel_setting_item, shared_by_change,
    these_datasets_from_before, time_taken_not_metric,
)
from kg.records import Result

__all__ = ["find_results"]


#: The word of a hedged multiplying verb read by :func:`~kg.extract.results.numbers.find_numbers`
#: ("nearly double", "more than tripled"): the word is itself the change, as "by 2x" is.
_HEDGED_MULTIPLE_WORD = re.compile(r"(?i)(?:doubl|tripl|quadrupl)[a-z]*$")

#: A verb of choosing right before a value ("when setting a 1e-5 false positive rate", "is
#: set to 0.1", "fixed at 10%"): the value is a setting the authors chose, not an outcome.
_SET_TO_LEFT = re.compile(
    r"(?<![\w-])(?:set|sets|setting|fix|fixes|fixed|fixing)\s+(?:(?:to|at)\s+)?(?:(?:a|an|the)\s+)?$", re.I)


#: A symbol's name right before the bracket of a number ("E(3)", "SE(3)", "SO(3)", "SU(2)",
#: "Sp(4)"): one or two capitals, maybe a small letter, no space; the number is no result.
_SYMBOL_OPEN = re.compile(r"(?<![\w-])[A-Z]{1,2}[a-z]?\($")
#: The end of the words before a clause opens: a comma, semicolon or colon, or a conjunction
#: or complementiser ("we find that (1) ..., and (2) ...").
_CLAUSE_OPEN = re.compile(r"(?:[,;:]|\b(?:and|or|that|whether|both|either|namely|first|then))\s*$", re.I)
#: A named variable with "=" and its values, up to a coordinated value ("for k=1 and 100",
#: "k = 1, 10, 100", "with $\lambda=0.1$"): a single small letter or a Greek letter (a capital
#: or a word before "=" is rather a measure: "AUC=0.75").
_VARIABLE_VALUES_LEFT = re.compile(
    r"(?<![\w.\\])(?:[a-z]|[α-ω]|\\(?:alpha|beta|gamma|delta|epsilon|varepsilon|eta|lambda|mu|sigma|tau|rho|"
    r"theta|kappa|omega))(?:_\{?\w{1,3}\}?)?\s*=\s*(?:[\d.]+\s*(?:,\s*(?:and\s+|or\s+)?|(?:and|or)\s+))*$")

#: Between two values, "vs" / "versus" (a closing bracket or an acronym of the compared system
#: allowed): the second value is the compared system's value ("AUROC 0.88 vs 0.72", "91.2%
#: vs. 88.4%"), left out as the gold guidelines leave it out.
_VERSUS_GAP = re.compile(r"\s*(?:vs\.?|versus)\s*(?:[~≈∼]\s*)?", re.I)
#: An appositive noun of change and "of" between a result and its gain: "an error of 5.75%,
#: an improvement of 29.62% over X" (the gain restates the result's measure).
_APPOSITIVE_CHANGE_OF = re.compile(
    r"\s*,\s*(?:an?\s+)?(?:(?:relative|absolute)\s+)?(?:improvement|gain|reduction|increase|decrease|drop)"
    r"\s+of\s+(?:(?:about|around|up\s+to|over|nearly|almost|approximately|~|∼|≈)\s*)?", re.I)
#: The bracket that closes a compared pair, before "on" and the pair's measure:
#: "(54.7% vs. 51.66%), on sequence recovery rate".
_VERSUS_BRACKET_CLOSE = re.compile(r"\s*\)\s*,?\s*(?=on\s)")

#: A vague measure and a change noun as a whole metric phrase ("performance gain", as a list's
#: shared words give it: "9.0%, 26.3% and 20.1% performance gain"): no metric named.
_VAGUE_GAIN = re.compile(r"(?:performances?|results?)\s+(?:gains?|improvements?|boosts?|increases?)", re.I)

#: A share of the parameters or the training data after a verb of using up ("takes 10% of the
#: number of parameters", "using only 30% of the parameters"): with a comparison after it in the
#: sentence (:data:`_COMPARED_CUE`) a result without metric; alone a design property ("only
#: training about 0.1% of the parameters"), no result.
_INPUT_SHARE = re.compile(
    r"\s+of\s+(?:the\s+|its\s+|their\s+)?(?:number\s+of\s+)?(?:(?:trainable|learnable|total|model|training)\s+)?"
    r"(?:parameters|params|training\s+samples|samples|training\s+data|data|labels)\b", re.I)
#: A comparison with another method in the sentence of such a share.
_COMPARED_CUE = re.compile(r"\b(?:compared\s+(?:to|with)|comparing\s+(?:to|with)|relative\s+to|than)\b", re.I)

#: "larger than" (or "bigger", "more") and a dataset or corpus after a multiplier ("HUPD is two
#: to three times larger than comparable corpora", "13 times more than the QM1B dataset"): the
#: size of a dataset, a set-up number, not an outcome.
_LARGER_THAN_DATA = re.compile(
    r"\s+(?:larger|bigger|more)\s+than\s+(?:(?!(?:on|in|across|for|with|at)\b)[^,;:()\s]+\s+){0,4}?"
    r"(?:datasets?|corpora|corpus|benchmarks?|collections?)\b", re.I)

#: A verb of outperforming (or "than", "on par with") and its object, one system, up to a
#: bracket that opens on the value ("surpassing a prior latent diffusion approach (FID
#: 8.07)", "outperforming the direct prompting baseline (accuracy of 12.5%)", "beating
#: compressors like PNG (58.5%)"): no bare number, clause break or preposition of a margin or
#: setting ("by", "in", "on", "with", ...) between the verb and the bracket, and in the bracket
#: at most three words of a measure, maybe "of" / "=" / ":", before the value.
_COMPARED_BRACKET_LEFT = re.compile(
    r"(?:\b(?:outperform|surpass|beat|exceed|outstrip|outscor)\w*|\bthan|\bon\s+par\s+with)\s+"
    r"(?P<obj>(?:(?!(?:by|in|on|at|with|across|for|under|while|and|or|which|that|when|where|to|over|from|"
    r"using|via)\b)(?![\d.,%]+\s)[^\s,;:()]+\s+){0,7}?(?![\d.,%]+\s*\()[^\s,;:()]+)\s*\(\s*"
    r"(?:(?!(?:by|up|to|over|about|around|only|e\.g\.|i\.e\.)\b)[A-Za-z][\w@\-]*\s+){0,3}"
    r"(?:of\s+|=\s*|:\s*)?(?:[~≈∼]\s*)?$", re.I)
#: The next item of a list of such compared systems: after the closing bracket, a comma,
#: "and" / "or", a name and its bracket ("like PNG (58.5%) or FLAC (30.3%)").
_COMPARED_BRACKET_NEXT = re.compile(
    r"\s*\)\s*(?:,\s*(?:(?:and|or)\s+)?|(?:and|or)\s+)(?P<obj>(?:(?![\d.,%]+\s)[^\s,;:()]+\s+){0,3}?(?![\d.,%]+\s*\()[^\s,;:()]+)\s*\(\s*"
    r"(?:(?!(?:by|up|to|over|about|around|only)\b)[A-Za-z][\w@\-]*\s+){0,3}(?:of\s+|=\s*|:\s*)?(?:[~≈∼]\s*)?$", re.I)
#: What may follow the value inside such a bracket: a unit or measure word or two, then the
#: closing bracket.
_COMPARED_BRACKET_CLOSE = re.compile(r"(?:\s*[A-Za-z][\w@\-]*){0,2}\s*\)")


def _compared_bracket_value(text: str, lo: int, n, prev_compared_end: int) -> bool:
    """Whether the number ``n`` is the value of a compared system, given in a bracket after
    that system ("significantly outperforming the direct prompting baseline (accuracy of
    12.5%)", "surpassing a prior Unet latent diffusion approach (FID 8.07)", "beating
    compressors like PNG (58.5%) or FLAC (30.3%)"): the gold guidelines leave a compared
    system's value out, as after "vs" (:data:`_VERSUS_GAP`).

    Inputs: the cleaned ``text``, the sentence start ``lo``, the number and the end of the
    previous number so read (-1 if none), for the next item of a list of systems
    (:data:`_COMPARED_BRACKET_NEXT`). The object between the verb and the bracket
    (:data:`_COMPARED_BRACKET_LEFT`) describes one system: it ends in a lower-case noun, not
    a plural ("outperforms all baselines (85.2% accuracy)" gives the method's own value) and
    not a name (a word with a capital or a digit), as for :data:`_COMPARED_VALUE_LEFT`: a
    named system keeps its value, which :mod:`~kg.extract.results.attribution` gives to it
    ("beating codecs like PNG (58.5%)"; "a prior Unet latent diffusion approach (FID 8.07)"
    is described); no bracketed value stands right before the verb (a compared pair, "Our tagger
    (88.4) outperforms the rule tagger (85.9)", is left to attribution too); the value is
    unsigned ("(+3.1% over X)" is a margin).
    """
    if n.value.startswith(("+", "-", "−")) or not _COMPARED_BRACKET_CLOSE.match(text, n.end):
        return False
    m = None
    if prev_compared_end >= 0:
        m = _COMPARED_BRACKET_NEXT.match(text, prev_compared_end, n.start)
        if m is None or m.end() != n.start:
            m = None
    if m is None:
        m = _COMPARED_BRACKET_LEFT.search(text, max(lo, n.start - 120), n.start)
    if m is None or re.search(r"[A-Z\d]", m.group("obj").split()[-1]):
        return False  # "beating codecs like PNG (58.5%)": a named system keeps its value, for attribution
    if re.search(r"\)\s*$", text[max(lo, m.start() - 3):m.start()]):
        return False  # "Our tagger (88.4) outperforms the rule tagger (85.9)": a pair, as "A (x) vs. B (y)"
    return re.fullmatch(r"[a-z][a-z\-]*[^s]s", m.group("obj").split()[-1]) is None

#: A bracket opening right after a result (an approximation sign allowed): a value in it that
#: is compared by "vs." with another restates the result's measure in other units.
_OPENS_VERSUS_BRACKET = re.compile(r"\s*\(\s*(?:[~≈∼]\s*)?")

#: "compared to" / "vs." and an optional hedge right before a value, and "for" / "from" /
#: "of" and the compared system right after it ("46.8% on A, compared to less than 10% for
#: existing methods", "92% vs. 15% for GPT-4", "~75% compared to ~70% of ST-DIM"): the
#: compared system's value, left out as :data:`_VERSUS_GAP`'s, when the system is described,
#: not named (no word with a capital or a digit: "existing methods", "the latter"); a named
#: system keeps its value as a result that :mod:`~kg.extract.results.attribution` gives to
#: that system ("compared to 68.3% for CLIP"). Only for a percentage or a multiplier: a bare
#: number stays a result (tests/test_results15.py keeps "compared to 1.1e-3 for PINNs").
_COMPARED_VALUE_LEFT = re.compile(
    r"(?:\bcompared\s+(?:to|with)|\bvs\.?|\bversus)\s+(?:(?:only|just|merely|about|nearly|almost|around|roughly|"
    r"approximately|less\s+than|under|below|over|more\s+than|above|up\s+to)\s+)?(?:[~≈∼]\s*)?$", re.I)
_COMPARED_SYSTEM_RIGHT = re.compile(r"\s+(?:for|from|of|by)\s+(?P<who>[^,;:()\d]{1,60}?)\s*(?:[,;:()]|\.(?:\s|$)|$)", re.I)

#: A verb of using up right before a percentage ("only takes 10.8% of X's training time",
#: "requiring only 3% of the compute", "utilizing 5% of the querying cost of Y"): the
#: share of a cost that the method needs, an outcome like a saving (see
#: :data:`~kg.extract.results.words._SAVED_COST`), not a proportion of an input.
_CONSUMED_LEFT = re.compile(
    r"\b(?:take|takes|taking|took|require|requires|requiring|required|use|uses|using|utili[sz]e|utili[sz]es|"
    r"utili[sz]ing|consume|consumes|consuming|cost|costs|costing|need|needs|needing)\s+"
    r"(?:(?:only|just|merely|about|nearly|almost|around|roughly|approximately|less\s+than|under|below)\s+)?"
    r"(?:[~≈∼]\s*)?$", re.I)
#: The cost after "of" in such a share, possibly a system's ("of Y's training time"): the
#: metric is the cost phrase ("training time"); a bare "the time" is a frequency ("fails
#: 23% of the time"), no cost.
_CONSUMED_COST = re.compile(
    r"\)?\s+of\s+(?:the\s+|its\s+|their\s+|our\s+)?(?:(?:[\w.\-]+\s+){0,3}?[\w.\-]+(?:'s|’s)\s+)?"
    r"(?P<m>(?:[A-Za-z][\w\-]*\s+){0,2}?(?:time|memory|costs?|compute|computation|energy|FLOPs|latency|"
    r"run-?time|GPU[\s-]hours|power\s+consumption)(?:\s+(?:time|costs?|usage|consumption|footprint|requirements?|budget))?)\b",
    re.I)


#: "of", a determiner or a system's possessive, and up to four words after a percentage ("7%
#: of CTCNet's MACs", "90% of the optimal reward", "12% of their total training computational
#: cost"): a share of a measure when the words end in a metric head (:func:`_share_of_measure`).
_SHARE_OF_PHRASE = re.compile(
    r"\)?\s+of\s+(?:the\s+|its\s+|their\s+|our\s+|his\s+|her\s+)?"
    r"(?:(?:[\w.\-]+\s+){0,3}?[\w.\-]+(?:'s|’s|s'|s’)\s+)?"
    r"(?P<m>(?:[A-Za-z][\w@\-]*\s+){0,3}?[A-Za-z][\w@\-]*)(?=\s*(?:[,;:()]|\.(?:\s|$)|$|\s+(?:of|on|in|for|at|"
    r"with|while|than|compared|and|or|when|across|by|to|under|from|without|using|which|that|as|is|are|was|"
    r"were|after|before|during|per|over|vs\.?|versus)\b))")


#: The gap between a result and a bracket that opens on a signed value: the result's dataset
#: phrase at most ("85.1% accuracy on 10 datasets (+3.1% over X)", "84.4 hIoU on VOC (+6.9").
_SIGNED_GAIN_BRACKET_GAP = re.compile(r"(?:\s+(?:on|in|for|over|across)\s+[^,;:()\d]{1,40}?|\s+on\s+\d+\s+[^,;:()\d]{1,40}?)?"
                                      r"\s*\(\s*")


def _share_of_measure(text: str, end: int, hi: int, metrics: Sequence[tuple[int, int, str]]):
    """The measure a percentage is a share of: "has only 7% of CTCNet's MACs" -> "MACs",
    "averages 90% of the optimal reward" -> "optimal reward", "using only 12% of their total
    training computational cost" -> "total training computational cost"; a match object whose
    group ``m`` is the measure, or None.

    Inputs: the cleaned ``text``, the end of the percentage (its sign), the sentence end
    ``hi`` and the metric spans. The words after "of" (a determiner and a possessive owner
    left out; at most four words, up to a preposition, a conjunction or a clause break) must
    be a metric span or end in a metric head (:func:`~kg.extract.results.words._is_head`,
    so "the time", "the data", "the parameters" and "the tasks" are no measure) other than
    a vague one ("99% of standard Transformer performance": the words before it name the
    system, :data:`~kg.extract.results.change._NO_METRIC`); a share
    of a set or of an input is left to the other rules. Session 22: a share of a measure
    of another system is stated as the measure's value (the gold of dev24, dev33 and the
    corpus read it so), whatever verb governs it."""
    m = _SHARE_OF_PHRASE.match(text, end, hi)
    if m is None:
        return None
    words = m.group("m").split()
    if any(w.lower() in _PHRASE_STOP or _is_verb(w) for w in words):
        return None
    if any(s == m.start("m") and e == m.end("m") for s, e, _ in metrics) or \
            _is_head(words, len(words) - 1) and words[-1].lower() not in _NO_METRIC:
        return m
    return None


#: A comparative right before a metric span ("achieve similar or better task success rates",
#: "reach higher accuracy"): the span is the measure compared.
_COMPARED_BEFORE = re.compile(
    r"\b(?:better|higher|lower|superior|similar|comparable|greater|improved)\s+(?:(?:the|a|an|their|its)\s+)?$",
    re.I)


def _compared_measure_after(text: str, start: int, hi: int,
                            metrics: Sequence[tuple[int, int, str]]) -> Optional[str]:
    """The measure of a count of wins that opens its sentence ("On 13 of the 17 tasks, the
    learned policies achieve similar or better success rates than ...": "success rates"; the
    caller checks that the count opens the sentence, so the main clause's comparison is
    what the count counts, not a later claim joined by "and"): the first metric span
    between ``start`` (the end of the count) and the sentence end ``hi`` that a comparative
    (:data:`_COMPARED_BEFORE`) opens, with no semicolon, colon or bracket between; None when
    there is none (the count then names no metric, as in "outperforms the baselines on 13
    out of 19 tasks"). ``metrics`` are ``(start, end, name)`` spans."""
    for s, e, name in sorted(metrics):
        if s < start or e > hi:
            continue
        if re.search(r"[;:()]", text[start:s]):
            return None
        if _COMPARED_BEFORE.search(text, max(start, s - 40), s):
            return name
    return None


#: Compute hours or days of an accelerator right after a share or a multiplier ("with only
#: around 10% GPU hours", "3x fewer TPU days"): the cost measured, a metric phrase although
#: "hours" and "days" are no metric heads (alone they time a setting: "trained for 8 hours").
_COMPUTE_TIME_AFTER = re.compile(
    r"\s+(?:fewer\s+|less\s+|more\s+)?(?P<m>(?:[A-Z]\d{2,3}\s+)?(?:GPU|TPU|CPU|NPU)s?[\s-](?:hours|days|hrs))\b")
#: "faster" and the process it speeds up after a multiplier ("5.43x faster inference",
#: "3x faster convergence"): the metric is the abstract's own measure of that process
#: ("inference speed", "convergence time"), when it names one (:func:`_named_speed_metric`).
_FASTER_PROCESS = re.compile(r"\s*(?:faster|quicker)\s+(?P<n>[a-z][a-z\-]{2,})\b")
#: Last words of a measure of how fast a process runs ("inference speed", "training time").
_SPEED_MEASURE_ENDS = ("speed", "time", "latency", "throughput")


def _named_speed_metric(process: str, metrics: Sequence[tuple[int, int, str]]) -> Optional[str]:
    """The metric span of ``metrics`` that measures how fast ``process`` runs: "inference"
    -> "inference speed" (also "inference time", "... latency", "... throughput"; a plural
    process noun is matched by its singular), or None. For "5.43x faster inference" in an
    abstract that names "inference speed" among its measures: the measure is named elsewhere
    in the abstract, the value right before the process noun (dev23's annotators wrote the
    named measure; with none named the metric stays empty, as dev11's "7x faster training")."""
    forms = {process.lower(), process.lower().rstrip("s")}
    for _, _, name in metrics:
        words = name.lower().split()
        if len(words) == 2 and words[0] in forms and words[1] in _SPEED_MEASURE_ENDS:
            return name
    return None


#: A comparative after a value, then a comma and "in terms of" ("3x more efficient, in terms of
#: integration steps", "20% better, in terms of F1"): the measure follows "in terms of"
#: (:func:`~kg.extract.results.metric_after._metric_after` reads it from "in").
_COMMA_TERMS = re.compile(
    r"\s*(?:(?:more|less)\s+[a-z][\w\-]*|faster|slower|better|worse|higher|lower|smaller|larger|cheaper)?"
    r"\s*,\s*(?=in\s+terms\s+of\b)", re.I)


#: A bracket opening with "by" (and a hedge) right before a value, after the clause it
#: quantifies ("drastically improve security (by about 30%)"): the object of the verb of change
#: before the bracket is the measure, as without the bracket.
_BY_BRACKET_LEFT = re.compile(
    r"\s*\(\s*by\s+(?:(?:up\s+to|about|around|approximately|nearly|over|more\s+than|roughly|almost|as\s+(?:much|large|high|many)\s+as|~|≈|∼)\s*)*$",
    re.I)


#: A signed change in brackets right after a value ("69.5 (+3.0)"): the value is an item of a
#: list of scores, each with its gain.
_BRACKETED_GAIN_AFTER = re.compile(r"\s*\(\s*[+\-−]\s*\d")
#: A bracket right after a value that holds only a signed value, its gain ("50.4% (+ 8.2%)",
#: "59.0 (+2.8)"): what follows the bracket continues the value's phrase.
#: Switch (session 46, resds46): the next value that ends a value's dataset scope (the
#: ``limit`` of :func:`~kg.extract.results.datasets._dataset_for`) is no number of a name:
#: not one inside a dataset span ("85.5% on 20 Newsgroups", "on the 300W 2 split") nor a
#: year, which is never a value (:func:`_is_year`: "28.4 BLEU on the WMT 2014 English-German
#: task" lost the name after the year, or the whole dataset).
NAME_NUMBERS_NO_LIMIT = True


def _name_number(n, datasets: Sequence[tuple[int, int, str]]) -> bool:
    """Whether the number ``n`` is part of a name rather than a value that opens a scope of
    its own (:data:`NAME_NUMBERS_NO_LIMIT`): a year, or a number inside one of the
    ``(start, end, name)`` dataset spans."""
    return NAME_NUMBERS_NO_LIMIT and (_is_year(n) or any(s <= n.start < e for s, e, _ in datasets))


_BRACKETED_GAIN = re.compile(r"\s*\(\s*[+\-−↑↓]\s*\d[\d.,]*\s*(?:%|pp|points?)?\s*\)")


#: "of the time" after a percentage, as a frequency ("answers correctly 79% of the time",
#: "reveal private information 39% and 57% of the time"): how often something happens, a
#: result without a named metric; not a share of a duration ("takes 30% of the time to
#: reach the goal", "of the time needed").
_OF_THE_TIME = re.compile(
    r"\s+of\s+the\s+time\b(?!\s+(?:to|needed|required|taken|spent|it|of|for|and|budget|cost)\b|-)", re.I)


#: The earlier percentages of a coordination, right before a later one ("95% and " of "95% and
#: 90% of the filters", "67%, 87%, and " of "67%, 87%, and 94% of the claims"): the verb
#: before the first governs them all.
_PERCENTS_BEFORE = re.compile(
    r"[+\-]?\d[\d.]*\s*%(?:\s*,\s*[+\-]?\d[\d.]*\s*%){0,3}\s*,?\s*(?:and|or)\s+$|"
    r"[+\-]?\d[\d.]*\s*%(?:\s*,\s*[+\-]?\d[\d.]*\s*%){0,3}\s*,\s*$")
#: The later percentages coordinated with a value ("39%[, 41%] and 57%"), up to the last one.
_COORDINATED_PERCENTS = re.compile(
    r"(?:\s*,\s*[+\-]?\d[\d.]*\s*%){0,3}\s*,?\s*(?:and|or)\s+[+\-]?\d[\d.]*\s*%")


#: A metric phrase, a change noun, the comparand and "by" right before a value ("achieves
#: accuracy improvement over GNNs and MLPs by", "a mAP improvement upon the best alternative by").
_CHANGE_OVER_BY = re.compile(
    r"(?P<m>(?:[A-Za-z][\w@\-]*\s+){0,2}[A-Za-z][\w@\-]*)\s+(?:improvements?|gains?|increases?|reductions?|"
    r"boosts?|decreases?|drops?)\s+(?:over|upon|against|compared\s+(?:to|with)|relative\s+to)\s+[^,;:()\d]{1,60}?"
    r"\s+by\s+(?:(?:up\s+to|about|around|approximately|nearly|over|more\s+than|roughly|almost|as\s+(?:much|large|high|many)\s+as|"
    r"an?\s+average\s+of|~|≈|∼)\s*)*$", re.I)


def _metric_change_over_by(text: str, lo: int, start: int,
                           metrics: Sequence[tuple[int, int, str]]) -> Optional[tuple[str, int]]:
    """The metric named before a change noun whose comparand and "by" precede the value:
    "VQGraph achieves accuracy improvement over GNNs and stand-alone MLPs by 3.90%" ->
    ``("accuracy", start offset)``; "a significant mAP improvement upon the best-performing
    alternative by 80%" -> "mAP". The words before the change noun (at most three, after the
    last stop word or verb) must end in a metric head (:func:`~kg.extract.results.words._is_head`)
    or be a metric span; None otherwise ("substantial improvement over the baselines by 12%"
    names no measure). ``lo`` bounds the search (sentence start or the previous value's end)."""
    m = _CHANGE_OVER_BY.search(text, lo, start)
    if m is None or m.end() != start:
        return None
    words = m.group("m").split()
    begin = m.start("m")
    while words and (words[0].lower() in _PHRASE_STOP or _is_verb(words[0]) or words[0].lower().endswith("ly")):
        begin = text.index(words[1], begin + len(words[0])) if len(words) > 1 else m.end("m")
        words.pop(0)
    if not words:
        return None
    phrase = " ".join(words)
    if any(name == phrase for s, e, name in metrics if s == begin) or _is_head(words, len(words) - 1):
        return phrase, begin
    return None


#: A unit of rate right after a value ("4,256 images/s", "120 tokens per second", "30
#: frames/sec"): the value is a rate, not a count of the things named, so a metric named
#: before it ("reaches a throughput of 4,256 images/s") makes it a result.
_RATE_UNIT_AFTER = re.compile(
    r"\s+(?:[a-z]+|[A-Z]+)(?:\s*/\s*|\s+per\s+)(?:s|sec|second|ms|min|minute|hour)\b(?!-)")

#: ", which is (over)" between a bare value with a named metric (a rate: "images/s") and a
#: percentage or multiplier that compares it (:data:`_RELATIVE_AFTER`): the relative change
#: of the same measure ("a throughput of 4,256 images/s, which is over 66%
#: higher than X"); :data:`~kg.extract.results.words._INHERIT_GAP` covers values of one unit.
_WHICH_IS_GAP = re.compile(
    r"\s*,\s*which\s+(?:is|was|are|were)\s+(?:(?:up\s+to|about|over|nearly|roughly|more\s+than|around|"
    r"almost|approximately)\s+|[~≈∼]\s*)?", re.I)
#: A metric, a short qualifier of it and "that is (over)" before a percentage or multiplier
#: that compares it (:data:`_RELATIVE_AFTER`): "a Kendall tau correlation with human ratings
#: that is 40% higher than X" -- the value is the relative change of that metric.
_METRIC_THAT_IS_GAP = re.compile(
    r"\s+(?:with|on|to|in)\s+[^,;:()\d]{1,40}?\s+(?:that|which)\s+(?:is|was|are|were)\s+"
    r"(?:(?:up\s+to|about|over|nearly|roughly|more\s+than|around|almost|approximately)\s+|[~≈∼]\s*)?$", re.I)
#: :data:`_RELATIVE_AFTER` after further values of the same list ("40% and 12% higher than").
_LISTED_RELATIVE_AFTER = re.compile(
    r"(?:\s*,?\s*(?:and\s+|or\s+)?\d+(?:\.\d+)?\s?(?:%|[x×]))*\s*(?:higher|lower|faster|slower|larger|"
    r"smaller|better|more|less|greater|fewer)\s+than\b", re.I)
#: A correlation (or agreement) measure and "with" right before the metric a result took:
#: "Kendall's tau correlation with human evaluations that is 58% higher": the correlation is
#: measured, the other measure is what it is measured against.
_CORRELATED_WITH = re.compile(r"(?:correlations?|tau|τ|agreement)\s+with\s+(?:the\s+)?$", re.I)


def _correlated_with(text: str, r: Result, metrics: Sequence[tuple[int, int, str]]) -> Result:
    """``r`` with the correlation measure that opens "<correlation> with <its metric>" as its
    metric (:data:`_CORRELATED_WITH`), else ``r`` unchanged.

    Input: the abstract ``text``, one result, the metric spans ``(start, end, name)``. The
    result's metric span is the last one of that name that opens the result's text or
    precedes it in its sentence;
    the correlation must be a metric span that ends right where :data:`_CORRELATED_WITH`
    ends (session 32 rule; no error raised)."""
    if not r.metric:
        return r
    own = [s for s, e, name in metrics if name == r.metric and r.sentence_start <= s <= r.start and e <= r.end]
    if not own:
        return r
    at = max(own)
    m = _CORRELATED_WITH.search(text, max(r.sentence_start, at - 40), at)
    if not m or m.end() != at:
        return r
    corr = next((name for s, e, name in metrics if r.sentence_start <= s and m.start() < e <= m.end()
                 and re.search(r"(?:correlations?|tau|τ|agreement)$", name, re.I)), None)
    return replace(r, metric=corr) if corr else r


#: A verb of reduction, "the number of <plural>" and "needed / required to ...", then "by"
#: and a hedge right before a value (session 32).
_COUNT_NEEDED_BY = re.compile(
    r"\b(?:reduc|decreas|cut|lower|halv|minimi[sz])\w*\s+the\s+"
    r"(?P<m>number\s+of\s+(?:[a-z][a-z\-]*\s+){0,2}[a-z][a-z\-]*s)\s+(?:needed|required|necessary)\b"
    r"[^,;:()\d]{0,80}?\s+by\s+(?:(?:up\s+to|about|around|approximately|nearly|over|more\s+than|roughly|"
    r"almost|~|≈)\s*)*$", re.I)
#: A comparative and "than" after such a value: "66% higher than", "2x faster than".
_RELATIVE_AFTER = re.compile(
    r"\s*(?:higher|lower|faster|slower|larger|smaller|better|more|less|greater|fewer)\s+than\b", re.I)

#: "up to" right before a range ("runtime speedup up to 20x ~ 5000x", "by up to 10%~30%"):
#: the claim is bounded by the range's upper end, the value the gold guidelines keep for it.
_UP_TO_LEFT = re.compile(r"\bup\s+to\s+(?:[~≈∼]\s*)?$", re.I)

#: A possessive owner opening a metric phrase ("ChatGPT's performance", "large LMs' memory
#: training footprint", "common GNNs' overall performance"): the system measured, not the
#: measure; the rest of the phrase is the metric (then "performance" alone is none).
#: A single Title-case name before a coefficient is a statistician's, whose name belongs to
#: the measure ("Kendall's τ", "Cohen's kappa", "Spearman's rank correlation"; "Fleiss' κ",
#: the bare apostrophe of a name ending in s), and stays.
_POSSESSIVE_OWNER = re.compile(
    r"^(?![A-Z][a-z]+(?:'s|’s|s'|s’)\s+(?:[τρκαrW]|tau|rho|kappa|alpha|(?:rank\s+)?correlation|coefficient)$)"
    r"(?:[^\s']+\s+){0,2}?[^\s']+(?:'s|’s|s'|s’)\s+(?P<rest>\S.*)$")
#: "+" or "-" and a letter right after a bare number: the number is a term of an expression
#: ("1-ϵ", "1+o(1)", "2-δ"), not a value.
_EXPRESSION_TERM = re.compile(r"[+\-−](?:[^\W\d_]|\\[a-z])")

#: A size adjective and a noun after "a"/"an" and a multiplier with no metric ("a three times
#: larger UNet backbone", "matches a 5x larger ViT"): the multiplier sizes a model or a part
#: the sentence uses or compares with, an attribute, not an outcome ("a 3x smaller memory
#: footprint" names its measure, so it never gets here).
_SIZED_NOUN_AFTER = re.compile(r"\s*(?:larger|bigger|smaller|deeper|wider)\s+(?!than\b)[A-Za-z]", re.I)

#: "larger" / "bigger" closing a comparison right after a multiplier that names no measure
#: ("models up to 100x larger than what was considered before", "a model more than 10 times
#: larger.", "sizes two orders of magnitude larger and ..."): the size of a model, a problem
#: or a setting against another, not an outcome of the method (session 31). A noun after the
#: comparative names what is measured and is left alone ("6.4x larger batch size"); "smaller"
#: stays a result ("the pruned model is 6x smaller than the dense one": a compression).
_SIZE_COMPARED = re.compile(r"\s*(?:larger|bigger)\s*(?:than\b|and\b|[.,;:)]|$)", re.I)

#: "under" (an article, a rating adjective) or "at" (an article) right before a result's phrase:
#: the value sets the condition another value is stated under ("outperforms X under a high
#: compression rate of 80%", "1.55x lower latency at 71% iso-accuracy"; session 31), not an
#: outcome. "at least", "at most", "at only" put words between and are left alone; "at"
#: only right before the value ("solves 20 tasks at success rates of over 80%" is an outcome).
_SETTING_UNDER_AT = re.compile(
    r"\b(?:under\s+(?:an?\s+|the\s+)?(?:(?:high|low|fixed|given|same|similar|target|extreme|aggressive|moderate)\s+)?"
    r"|(?P<at>at)\s+(?:an?\s+|the\s+)?)$", re.I)

#: An acronym in brackets right after a metric span: "Attack Success Rate (ASR)".
_ACRONYM_AFTER = re.compile(r"\s*\(\s*(?P<a>[A-Z][A-Za-z0-9@\-]{1,9})\s*\)")


#: A bracket that holds one name: "(FPR95)", "( mAP )".
_BRACKETED_WORDS = re.compile(r"\s*\(\s*(?P<m>[^()\s,;:][^(),;:]{0,29}?)\s*\)")


def _bracketed_metric(text: str, v_end: int, hi: int, metrics: Sequence[tuple[int, int, str]]) -> Optional[str]:
    """The metric named alone in brackets right after a value, or after the coordinated
    percentages that follow it ("by up to 13.25% and 28.19% (FPR95) on A and B", "reaches
    81.2 (mAP)"): the bracket's text when it is a metric span or a single metric head
    (:func:`~kg.extract.results.words._is_head`: an abbreviation such as "FPR95"); None
    otherwise ("52x (ConvNet-4)": a model; "(5 NFE)": a setting). Inputs: ``text``, the
    value's end ``v_end``, the sentence end ``hi``, metric spans ``(start, end, name)``."""
    pos = v_end
    if coord := _COORDINATED_PERCENTS.match(text, v_end, hi):
        pos = coord.end()
    m = _BRACKETED_WORDS.match(text, pos, hi)
    if m is None:
        return None
    for s, e, name in metrics:
        if s == m.start("m") and e == m.end("m"):
            return name
    words = m.group("m").split()
    return m.group("m") if len(words) == 1 and _is_head(words, 0) else None


def _with_metric_acronyms(text: str, metrics: Sequence[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The metric spans plus the acronym a span defines in brackets ("Attack Success Rate
    (ASR)"), as a span of its own named by the acronym, so that a later "decreases the ASR to
    2.9%" reads its metric (:func:`~kg.extract.results.lists._all_occurrences` then adds its
    other occurrences). An acronym has at least two capitals and more capitals than small
    letters; one that is already a span is kept as it is."""
    out = list(metrics)
    have = {name for _, _, name in metrics}
    for s, e, name in metrics:
        m = _ACRONYM_AFTER.match(text, e)
        if not m:
            continue
        a = m.group("a")
        caps = sum(c.isupper() for c in a)
        if caps >= 2 and caps > sum(c.islower() for c in a) and a not in have:
            out.append((m.start("a"), m.end("a"), a))
            have.add(a)
    return out


def _outermost(spans: Sequence[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """``spans`` (``(start, end, name)``, sorted) without those that lie inside a longer one:
    "ImageNet" at the start of "ImageNet V2" is not a second dataset named there, so a value
    "on ImageNet V2" is measured on ImageNet V2 alone. Spans that only overlap are kept."""
    return [t for t in spans if not any(u[0] <= t[0] and t[1] <= u[1] and u[1] - u[0] > t[1] - t[0]
                                        for u in spans)]


#: Switch (session 55, metric55): a multiple followed by "more <resource> efficient" (or
#: "-efficient") has the measure "<resource> efficiency" ("about 20x more sample efficient than
#: the successor representation": gold metric "sample efficiency", eval/README's measured
#: properties); before, the value had no metric. Only after a resource noun of
#: :data:`kg.extract.lexicon.EFFICIENT_RESOURCES`: "3x more efficient" alone names no measure (eval/README:
#: "efficiency" alone is vague).
EFFICIENT_MULTIPLES = True
#: "more <resource> efficient" right after a multiple (resource nouns:
#: :data:`kg.extract.lexicon.EFFICIENT_RESOURCES`).
_MORE_EFFICIENT = re.compile(r"\s*more\s+(?P<m>" + "|".join(EFFICIENT_RESOURCES) + r")[\s-]efficient\b", re.I)


def find_results(text: str, sentences: Optional[Sequence[tuple[int, int]]],
                 metrics: Sequence[tuple[int, int, str]] = (),
                 datasets: Sequence[tuple[int, int, str]] = (),
                 benchmarks: Sequence[tuple[int, int, str]] = (),
                 verbs: Sequence[tuple[int, int]] = ()) -> list[Result]:
    """Find numeric results in ``text``.

    Inputs:
        text: cleaned abstract.
        sentences: ``(start, end)`` ranges covering ``text``; None or empty: one sentence.
        metrics, datasets: ``(start, end, name)`` spans from the entity extractor; ``name``
            is what the result reports as metric / dataset (usually ``text[start:end]``).
            When ``metrics`` is empty the module's own metric-head list is used; when
            ``datasets`` is empty, proper names after ``on``/``in`` are used.
        benchmarks: the dataset spans of benchmarks the paper proposes (a subset of
            ``datasets``): a result that names no dataset in an abstract whose only dataset
            is that benchmark was measured on it
            (:func:`~kg.extract.results.datasets._dataset_of_own_benchmark`).
        verbs: ``(start, end)`` spans of the text's finite verbs, from a tagger
            (:func:`~kg.extract.results.metric_before.finite_verbs`); a metric phrase is cut
            after one (:func:`~kg.extract.results.metric_before.metric_without_finite_verb`).
            Empty: no cut.
    Output: :class:`~kg.records.Result` records in text order. ``value``/``value_max`` are
    decimal strings as written (``"85.4"``, ``"+6.1"``, ``"1,000"`` keeps its comma); ``unit``
    is ``"%"``, ``"x"``, ``"pp"``, ``"points"``, ``"dB"``, ``"ms"``, ``"FPS"``, a rate as written
    after a named metric (``"images/s"``, ``"tokens per second"``: :data:`_RATE_UNIT_AFTER`) or None; ``text``
    covers the value and its attached metric phrase; ``setting`` the benchmark setting its
    sentence states (:func:`~kg.extract.results.setting.with_settings`). Never raises on a ``str``.
    """
    spans = list(sentences) if sentences else [(0, len(text))]
    datasets = _outermost(_all_occurrences(text, datasets))  # "+4% on ImageNet V2": not ImageNet's
    metrics = _all_occurrences(text, _with_metric_acronyms(text, metrics), bare=True)  # ("25.8mm MPJPE and 28.7mm MPJPE": one mention, two places)
    out: list[Result] = []
    rate_units: set[str] = set()  # units read from a rate after a named metric ("images/s")
    for lo, hi in spans:
        prev_end, prev_metric, prev_unit = lo, None, None
        numbers = _factor_units(text, _share_list_units(text, find_numbers(text, lo, hi)))
        skip_until = -1
        compared_end = -1  # the closing bracket of the last compared system's value
        for idx, n in enumerate(numbers):
            if n.start < skip_until:
                continue
            left = _left_word(text, lo, n.start)
            if left in _REFERENCE_LEFT or _is_year(n) or left.endswith("@") or _is_dimension(text, n):
                continue
            if idx > 0 and numbers[idx - 1].start >= lo and _VERSUS_GAP.fullmatch(text, numbers[idx - 1].end, n.start):
                continue  # "macro AUROC 0.88 vs 0.72": the compared system's value, not the reported result
            if _compared_bracket_value(text, lo, n, compared_end):
                compared_end = _COMPARED_BRACKET_CLOSE.match(text, n.end).end() - 1
                continue  # "outperforming the direct prompting baseline (accuracy of 12.5%)": the compared system's value
            if n.unit in _RESULT_UNITS and _COMPARED_VALUE_LEFT.search(text, max(lo, n.start - 40), n.start) and \
                    (who := _COMPARED_SYSTEM_RIGHT.match(text, n.end, hi)) and \
                    not re.search(r"[A-Z\d]", who.group("who")):
                continue  # "compared to less than 10% for existing methods": the compared system's value
            if n.unit is None and n.value_max is None and _EXPRESSION_TERM.match(text, n.end):
                continue  # "a polynomial time 1-ϵ approximation", "optimal error up to a 1+o(1)-factor": a term
            if _is_contained_count(text, lo, n.start, n):
                continue  # "the corpus includes over 4,000 pairwise human evaluations": a size of the data
            if n.unit is None and _SCALE_WORD_AFTER.match(text, n.end):
                continue  # "1 billion time points", "7 million images": a count
            share = _OUT_OF.match(text, n.end, hi) if n.unit is None and n.value_max is None else None
            if share is None and n.unit is None and n.value_max is None and \
                    _SHARE_LEFT.search(text, max(lo, n.start - 40), n.start):
                share = _OF_M.match(text, n.end, hi)  # "gains on 8 of 9 tasks", as "8 out of 9"
            if share:  # "outperforms the baselines on 13 out of 19 tasks": a count of wins
                skip_until = share.end()
                if _WINS_CUE.search(text, lo, hi) and \
                        int(n.value.replace(",", "").split(".")[0] or 0) <= int(share.group("m").replace(",", "")):
                    out.append(Result(
                        value=n.value, unit=f"out of {share.group('m')}",
                        metric=_compared_measure_after(text, share.end(), hi, metrics)
                        if _SHARE_LEFT.fullmatch(text, lo, n.start) else None,  # "On 13 of the 17 tasks, X achieve better Y"
                        dataset=_dataset_for(text, (lo, hi), n.start, share.end(), datasets, hi,
                                             prev_end if out and out[-1].sentence_start == lo else None),
                        text=text[n.start:share.end()], start=n.start, end=share.end(), sentence_start=lo,
                        sentence_end=hi, rule="result-out-of", confidence=0.6))
                    prev_end, prev_metric, prev_unit = share.end(), None, None
                continue
            if n.unit == "%" and re.search(r"\bat\s+(?:a|an|the)\s+$", text[max(lo, n.start - 8):n.start]):
                continue  # "FPR at a 95% true positive rate": an operating point, not an outcome
            if _SET_TO_LEFT.search(text, max(lo, n.start - 24), n.start):
                continue  # "when setting a 1e-5 false positive rate", "λ is set to 0.1": a value chosen
            if n.unit == "%" and re.match(r"\s*\)", text[n.end:hi]) and \
                    _BRACKETED_SETTING.search(text, max(lo, n.start - 80), n.start):
                continue  # "with a very low poisoning rate (1%)": the setting restated in brackets
            if n.unit is None and n.value_max is None and text[n.end:n.end + 1] == ")" and \
                    n.value.isdigit() and int(n.value) <= 20 and \
                    text.count("(", lo, n.start) <= text.count(")", lo, n.start):
                continue  # "to achieve 1) effective fusion, 2) ...": an enumeration marker
            if n.unit is None and n.value_max is None and text[n.end:n.end + 1] == ")" and \
                    _SYMBOL_OPEN.search(text, max(lo, n.start - 4), n.start):
                continue  # "E(3) equivariance", "SO(3)": the number is part of a symbol
            if n.unit is None and n.value_max is None and n.value.isdigit() and int(n.value) <= 20 and \
                    text[n.start - 1:n.start] == "(" and text[n.end:n.end + 1] == ")" and \
                    (not text[lo:n.start - 1].strip() or _CLAUSE_OPEN.search(text, lo, n.start - 1)):
                continue  # "that (1) X holds, and (2) not all Y ...": an enumerator at a clause start
            if n.value_max is None and _VARIABLE_VALUES_LEFT.search(text, max(lo, n.start - 60), n.start):
                continue  # "recall for k=1 and 100": the values a named variable takes
            if n.unit is None and n.value_max is None and n.value.isdigit() and \
                    (_FRACTION_NEXT.match(text, n.end, hi) or text[n.start - 1:n.start] == "/"):
                continue  # "to 1/50 of the cost", "24/7": an integer fraction or a date, no result
            if n.unit == "x" and _LARGER_THAN_DATA.match(text, n.end, hi):
                continue  # "two to three times larger than comparable corpora": a dataset's size
            # step 2: "from A to B" after a verb of change -> value B
            value, value_max, unit, v_start, v_end = n.value, n.value_max, n.unit, n.start, n.end
            from_change = False  # "reduces X from A to B" right after the object
            if value_max is not None and _UP_TO_LEFT.search(text, max(lo, v_start - 12), v_start):
                value, value_max = value_max, None  # "speedup up to 20x ~ 5000x": the bound is the upper end
            nxt = numbers[idx + 1] if idx + 1 < len(numbers) else None
            gap = text[n.end:nxt.start] if nxt else ""
            if nxt and n.value_max is None and nxt.value_max is None and (
                    re.fullmatch(r"\s+to\s+", gap) and (left == "from" or n.unit or nxt.unit)
                    or re.fullmatch(r"\s*(?:→|->|⟶)\s*", gap)
                    or re.fullmatch(r"\s+and\s+", gap) and left == "between"):
                verb_zone = text[lo:n.start]
                skip_until = nxt.end
                bracket = re.search(r"\(\s*$", text[lo:n.start]) is not None and \
                    re.match(r"\s*\)", text[nxt.end:hi]) is not None  # "pass rate (48.0% to 57.0%)"
                # "from A to B", also with words between "from" and A ("from the previous best
                # of 27.4% to 5.6%")
                from_before = left == "from" or "to" in gap and _FROM_BEFORE.search(verb_zone) is not None
                if "to" not in gap and "and" not in gap or (from_before or bracket and "to" in gap) and \
                        _CHANGE_VERB.search(verb_zone) and not re.search(r"\brang\w*", verb_zone):
                    value, value_max = nxt.value, None  # "reduces FID from 5.2 to 3.1"
                    from_change = left == "from"
                else:
                    value, value_max = n.value, nxt.value  # "between 2% and 5%"
                    if _decimal(nxt.value) < _decimal(n.value):
                        value, value_max = nxt.value, n.value  # "27.4% to 5.6% lower": a range runs up
                unit = nxt.unit or n.unit
                v_start = n.start - len(left) - 1 if left in ("from", "between") else n.start
                v_end = nxt.end
                left = _left_word(text, lo, v_start)
            elif re.search(r"\bfrom\s+(?:(?:roughly|about|around|approximately|nearly|over|more\s+than|"
                           r"less\s+than|fewer\s+than|up\s+to|~|≈)\s*)?$", text[lo:n.start]):
                continue  # "from roughly 41 days to less than one second": the end is unreadable
            # a later item of a coordination of percentages has the verb of the first ("classify
            # over 95% and 90% of the filters", "identify 67%, 87%, and 94% of the claims")
            head = m.start() if unit == "%" and (m := _PERCENTS_BEFORE.search(text, max(lo, v_start - 60), v_start)) \
                else v_start
            solved = unit == "%" and bool(_SOLVED_LEFT.search(text, lo, head) or _REDUCED_LEFT.search(text, lo, head))
            consumed = _CONSUMED_COST.match(text, v_end, hi) if unit == "%" and value_max is None and not solved \
                and _CONSUMED_LEFT.search(text, max(lo, v_start - 40), v_start) else None
            if consumed and consumed.group("m").lower() == "time":
                consumed = None  # "succeeds 76% of the time": a frequency
            if consumed is None and unit == "%":
                consumed = _share_of_measure(text, v_end, hi, metrics)  # "has only 7% of Y's MACs"
            solved = solved or consumed is not None
            items = _SHARE_OF_ITEMS.match(text, v_end, hi) if unit == "%" and value_max is None else None
            if items and _SHARE_LEFT.search(text, max(lo, v_start - 40), v_start) and _WINS_CUE.search(text, lo, hi):
                # "outperforms the experts on 83% of the tasks": a share of outcomes, like "13 out of 19"
                out.append(Result(
                    value=value, unit=unit, metric=None,
                    dataset=_dataset_for(text, (lo, hi), v_start, items.end(), datasets, hi,
                                         prev_end if out and out[-1].sentence_start == lo else None),
                    text=text[v_start:items.end()], start=v_start, end=items.end(), sentence_start=lo,
                    sentence_end=hi, rule="result-share-of-items", confidence=0.6))
                prev_end, prev_metric, prev_unit = items.end(), None, None
                skip_until = max(skip_until, items.end())
                continue
            share = _INPUT_SHARE.match(text, v_end, hi) if unit == "%" and value_max is None and not solved and (
                _CONSUMED_LEFT.search(text, max(lo, v_start - 40), v_start) or  # ("... and ~0.2% of training samples")
                out and out[-1].rule == "result-input-share" and out[-1].sentence_start == lo and
                re.fullmatch(r"\s*,?\s*(?:and|or)?\s*(?:[~≈∼]\s*)?", text[out[-1].end:v_start])) else None
            if share and (_COMPARED_CUE.search(text, share.end(), hi) or out and out[-1].rule == "result-input-share"
                          and out[-1].sentence_start == lo):
                # "the model takes ~10% of the number of parameters ... compared with RL methods":
                # a share of what a compared method needs, an outcome without a named metric
                out.append(Result(
                    value=value, unit=unit, metric=None, dataset=None, text=text[v_start:share.end()],
                    start=v_start, end=share.end(), sentence_start=lo, sentence_end=hi,
                    rule="result-input-share", confidence=0.6))
                prev_end, prev_metric, prev_unit = share.end(), None, None
                continue
            freq = _OF_THE_TIME.match(text, v_end, hi) if unit == "%" and value_max is None and not solved else None
            coord = _COORDINATED_PERCENTS.match(text, v_end, hi) if unit == "%" and value_max is None and \
                not solved and not freq else None
            if freq or coord and _OF_THE_TIME.match(text, coord.end(), hi):
                # "GPT-4 correctly answers such questions 79% of the time", "39% and 57% of the
                # time": how often, an outcome
                end = freq.end() if freq else v_end
                out.append(Result(
                    value=value, unit=unit, metric=None, dataset=None, text=text[v_start:end],
                    start=v_start, end=end, sentence_start=lo, sentence_end=hi,
                    rule="result-frequency", confidence=0.6))
                prev_end, prev_metric, prev_unit = end, None, None
                continue
            if unit == "%" and re.match(r"\)?\s+of\b", text[v_end:hi]) and not solved:
                continue  # "10% of the data": a proportion of an input, not an outcome
            # "solves 92% of the tasks": what follows "of" is the set, not a metric
            # the words after a listed value follow the whole list ("2.7%/4.3% accuracy boost")
            list_end = _after_value_list(text, v_end, hi)
            if text[list_end:list_end + 2] == "+ ":
                list_end += 1  # "30%+ training time savings": "or more", the words after it still name the measure
            # "48.3 vs. 48.5 mIoU": the metric after the compared value is this value's too
            metric_from = next((x.end for x in numbers[idx + 1:idx + 2]
                                if x.value_max is None and _VERSUS_GAP.fullmatch(text, list_end, x.start)), list_end)
            after = None if solved and re.match(r"\)?\s+of\b", text[v_end:hi]) else \
                _metric_after(text, metric_from, hi, metrics, multiplier=unit == "x",
                              percent=unit == "%")
            if after is None and metric_from != list_end and \
                    (closed := _VERSUS_BRACKET_CLOSE.match(text, metric_from, hi)):
                # "PiFold (54.7% vs. 51.66%), on sequence recovery rate": the measure of the
                # compared pair follows its bracket
                after = _metric_after(text, closed.end(), hi, metrics)
            if after is not None:
                after = _vague_head_change(text, metric_from, after, hi)  # "46.27% performance gain"
            if after and not _is_head([after[0]], 0) and not _CUTOFF_METRIC.fullmatch(after[0]) and \
                    any(s <= after[1] - len(after[0]) and after[1] <= e for s, e, _ in datasets) and \
                    not any(s <= after[1] - len(after[0]) and after[1] <= e for s, e, _ in metrics):
                after = None  # "a 3% gain in MMLU": the name after "in" is the dataset, not a measure
            if after is None and unit in ("%", "x") and (gpu := _COMPUTE_TIME_AFTER.match(text, list_end, hi)):
                after = (gpu.group("m"), gpu.end("m"))  # "with only around 10% GPU hours"
            if after is None and unit in ("%", "x") and (terms := _COMMA_TERMS.match(text, list_end, hi)):
                after = _metric_after(text, terms.end(), hi, metrics)  # "3x more efficient, in terms of integration steps"
            if after is None and unit == "x" and (fast := _FASTER_PROCESS.match(text, list_end, hi)) and \
                    (speed := _named_speed_metric(fast.group("n"), metrics)):
                after = (speed, fast.end("n"))  # "5.43x faster inference" (the abstract names "inference speed")
            saved = None
            listed_change = False
            if after is None and unit == "%" and _REDUCED_LEFT.search(text, lo, v_start):
                saved = _SAVED_COST.match(text, v_end, hi)  # ("reduces up to 30% of the peak memory usage")
                if saved and not _SAVED_VERB.search(text, lo, v_start) and " " not in saved.group("m").strip():
                    saved = None  # "reduces 45% of the cost": a bare cost noun is too vague a measure
                after = (saved.group("m"), saved.end("m")) if saved else \
                    _reduced_quantity(text, v_end, hi)  # "reducing 95.7% forward passes"
            if after is None and consumed:
                after = (consumed.group("m"), consumed.end("m"))  # "takes 10.8% of X's training time"
            if after is None and unit == "x" and value_max is None and _REDUCED_LEFT.search(text, lo, v_start) \
                    and not _MORE_INPUT.match(text, v_end):
                after = _reduced_quantity(text, v_end, hi)  # "while saving 19.9x bit operations"
                if after is None and _SAVED_VERB.search(text, lo, v_start) and \
                        (cost := _SAVED_MULTIPLE_COST.match(text, v_end, hi)):
                    after = (cost.group("m"), cost.end("m"))  # "saves up to 5x the pre-training compute"
            if after is None and unit == "%" and _ACHIEVED_LEFT.search(text, max(lo, v_start - 40), v_start) \
                    and not _SETTING_AFTER.match(text, v_end, hi):
                after = _reduced_quantity(text, v_end, hi)  # "provides 80-90% correctness guarantees"
                if after and (after[0].split()[-1].lower() in _NOT_MEASURE_END or after[0].endswith("-shot")
                              or re.match(r"\s*(?:,\s*|(?:and|or)\s+)[+\-]?\d|\s+(?:" + "|".join(
                                  sorted(_CHANGE_WORDS)) + r")\b", text[after[1]:hi], re.I)):
                    after = None  # "16.9% average improvement", "88.3% zero-shot and 91.1% ... accuracy"
            list_metric = _list_metric_after(text, numbers, idx, hi, metrics) \
                if after is None and unit is None and value_max is None else None  # "+3.7, +4.1 and +3.5 AP"
            before = None if after or list_metric or _OWN_DIMENSION.match(text, v_end) else _metric_before(
                text, max(lo, prev_end), v_start, metrics, loose=unit is not None)
            if not after and not list_metric and unit in _RESULT_UNITS and not _OWN_DIMENSION.match(text, v_end):
                # "memory compression gains of more than 4x": the noun run before the change
                # noun is the quantity changed (over a head inside it: "memory")
                noun_of = _change_noun_of_metric(text, max(lo, prev_end), v_start)
                if noun_of and (before is None or before[1] >= noun_of[1]):
                    before = noun_of
            if before and not after and not list_metric and value_max is None and v_end > n.end:
                # "reduces the outlier share from the previous best performance of 31.0% to 6.2%":
                # the measure is the verb's object, not the reference point's words
                before = _from_reference_metric(text, max(lo, prev_end), v_start, before) or before
            bracketed = False
            if not after and not before and not _OWN_DIMENSION.match(text, v_end) and (
                    unit in _RESULT_UNITS or re.search(r":\s*$", text[max(lo, v_start - 3):v_start])):
                before = _metric_before_bracket(text, max(lo, prev_end), v_start, metrics) or \
                    _metric_before_colon(text, max(lo, prev_end), v_start, metrics) or \
                    _metric_before_comma_by(text, max(lo, prev_end), v_start, metrics)
                bracketed = before is not None
            metric = after[0] if after else list_metric or (before[0] if before else None)
            changed = _CHANGED_THING.search(text, max(lo, prev_end), v_start) \
                if (metric is None or before and not after and not list_metric and not bracketed) and \
                not _SCALED_INPUT.search(text, max(lo, prev_end), v_start) else None  # ("we extend the test set by 80x")
            if changed and (changed.group("out") or len(changed.group("m").split()) > 2 or
                            len(changed.group("obj")) > 40) and \
                    not _is_head(changed.group("m").split(), len(changed.group("m").split()) - 1):
                # "outperforms the baselines of A by 5%": what is outperformed, no measure; a
                # longer thing or object needs a metric head too ("improve the best reported
                # results of SSMs on the PathX-256 task by")
                changed = None
            if changed and not any(w.lower() in _PHRASE_STOP | _NOT_CHANGED for w in changed.group("m").split()) and (
                    metric is None or before[1] >= changed.end("m") and changed.group("m").islower()
                    and changed.group("m").split()[-1] not in _NOT_MEASURED | _TASK_WORDS | _NO_METRIC):
                # "reduce the MAC of a vanilla model by up to 500x"; the thing changed wins over
                # a head inside its "of" object ("extends the lifetime of the flash memory block by 25%")
                metric = changed.group("m")
                if metric.lower() == "length" and text[changed.end("m"):changed.start("obj")] == " of " and re.fullmatch(r"(?:[a-z][a-z\-]*\s+){0,2}[a-z][a-z\-]*s", changed.group("obj")):
                    # "increase the length of generated sequences by 7.87x": what is long belongs to
                    # the measure, as "the number of <plural>" does (session 32)
                    metric = text[changed.start("m"):changed.end("obj")]
                before = (metric, changed.start("m"))
            if not after and not list_metric and unit in _RESULT_UNITS and \
                    (needed := _COUNT_NEEDED_BY.search(text, max(lo, prev_end), v_start)) is not None:
                # "reduces the number of samples needed to reach a target accuracy by 50%": the
                # count is what changes; the measure in its purpose clause is only its goal
                metric = needed.group("m")
                before = (metric, needed.start("m"))
            if metric is None and unit in _RESULT_UNITS and not _OWN_DIMENSION.match(text, v_end):
                before = _changed_object_metric(text, max(lo, prev_end), v_start)
                if before is None:
                    before = _metric_change_over_by(text, max(lo, prev_end), v_start, metrics)
                if before is None and (by := _BY_BRACKET_LEFT.search(text, max(lo, prev_end), v_start)):
                    before = _changed_object_metric(text, max(lo, prev_end), text.index("(", by.start()))  # "improve security (by about 30%)"
                metric = before[0] if before else None  # "reducing overgeneralization by 30%"
            if metric is None and unit is None and from_change and \
                    (before := _changed_object_metric(text, max(lo, prev_end), v_start)) is not None and \
                    _COUNTED_OBJECT.fullmatch(before[0]):
                metric = before[0]  # "reduces NFEs from 35 to 25": a count changed, a bare number its value
            subject_change = False
            if metric is None and unit in _RESULT_UNITS and not _OWN_DIMENSION.match(text, v_end):
                before = _change_noun_subject(text, max(lo, prev_end), v_start, metrics)
                metric, subject_change = (before[0], True) if before else (None, False)  # "the increase in X is 6%"
            if metric is None and prev_metric is not None and \
                    _UNIT_FAMILY.get(unit, unit) == _UNIT_FAMILY.get(prev_unit, prev_unit) and \
                    (_INHERIT_GAP.match(text[prev_end:v_start]) or
                     re.fullmatch(r"\s*,\s*", text[prev_end:v_start]) and _LIST_ITEM_END.match(text, v_end, hi) or
                     # "top-1 accuracies of 59.0 (+2.8), 69.5 (+3.0), and 74.4 (+2.0)": items with
                     # their bracketed gains
                     re.fullmatch(r"\)\s*,\s*", text[prev_end:v_start]) and _BRACKETED_GAIN_AFTER.match(text, v_end, hi) or
                     # "67.0% accuracy on 10 datasets (+3.1% compared to X)": a signed gain that opens a
                     # bracket after the result and its dataset phrase
                     _SIGNED_GAIN_BRACKET_GAP.fullmatch(text, prev_end, v_start) and value[:1] in "+-" or
                     # "92.1% accuracy, a 3.4% absolute improvement": an appositive gain
                     re.fullmatch(r"\s*,\s*(?:an?\s+)?", text[prev_end:v_start]) and _CHANGE_RIGHT.match(text, v_end) or
                     # "a mean absolute error of 5.75%, an improvement of 29.62% over X": an appositive
                     # change noun before the gain
                     _APPOSITIVE_CHANGE_OF.fullmatch(text, prev_end, v_start) and unit in _RESULT_UNITS or
                     # "... 3% improvement in balanced accuracy, and X can further bring up to 4% improvements"
                     _later_change_of_same_metric(text, prev_end, v_start, v_end, metrics) or
                     # "FIDs of 12.21 (5 NFE), 2.51 (10 NFE)": items each with a setting bracket
                     parallel_setting_item(text, prev_end, v_start, v_end, hi)) \
                    and not _OWN_DIMENSION.match(text, v_end) and \
                    not (unit == "%" and _OWN_NOUN_AFTER.match(text, v_end, hi)):  # ("85.6% atom stability")
                metric = prev_metric  # ("by 0.8%, 1.8%, and 25.5%": a bare list of values of one metric)
                listed_change = bool(out) and out[-1].sentence_start == lo and out[-1].change and (
                    re.fullmatch(r"\s*,?\s*(?:and\s+|or\s+)?", text[prev_end:v_start]) is not None
                    or _NEXT_ITEM_GAP.fullmatch(text, prev_end, v_start) is not None and
                    not _CHANGE_RIGHT.match(text, v_end) and not _OWN_DIMENSION.match(text, v_end))
            if metric is None and prev_metric is not None and unit in ("%", "x") and (prev_unit is None or prev_unit in rate_units) \
                    and out and out[-1].sentence_start == lo and _WHICH_IS_GAP.fullmatch(text, prev_end, v_start) \
                    and _RELATIVE_AFTER.match(text, v_end, hi):
                metric = prev_metric  # "a throughput of 4,256 images/s, which is over 66% higher than X"
            if metric is None and unit in ("%", "x") and _LISTED_RELATIVE_AFTER.match(text, v_end, hi):
                metric = next((name for s, e, name in reversed(metrics) if lo <= s and e <= v_start and
                               _METRIC_THAT_IS_GAP.fullmatch(text, e, v_start)), None)
                # "a Kendall tau correlation with human ratings that is 40% higher than X"
            if metric is None and prev_metric is not None and value_max is None and out and \
                    out[-1].sentence_start == lo and out[-1].value != value and \
                    _OPENS_VERSUS_BRACKET.fullmatch(text, prev_end, v_start) and _VERSUS_GAP.match(text, v_end):
                metric = prev_metric  # "10.8% of X's training time (~675 vs. ~6,250 GPU days)": the same measure
            if metric is None and unit in ("x", "%") and (dim := _DIMENSION_ADJECTIVE.match(text, v_end)):
                measured = _measured_noun_before(text, max(lo, prev_end), v_start, dim.group("adj"))
                if measured is not None:
                    before = measured  # "intrinsic temporal lengths over 5.7x longer than ..."
                    metric = measured[0]
                elif prev_metric is not None and unit == prev_unit and re.fullmatch(
                        r"\s*" + dim.group("adj") + r"\b[^,;:()]{0,60}?\b(?:and|or)\s+", text[prev_end:v_start]):
                    metric = prev_metric  # "... 5.7x longer than A and 10x to 100x longer than B"
            if metric is None and unit == "x" and EFFICIENT_MULTIPLES and (eff := _MORE_EFFICIENT.match(text, v_end, hi)):
                metric = eff.group("m").lower() + " efficiency"  # "20x more sample efficient than X"
            if metric is None and value_max is None and _ALONE_IN_BRACKETS.match(text, v_end) and \
                    _OPENS_BRACKET.search(text, max(lo, v_start - 3), v_start):
                metric = _metric_in_after(text, v_end, hi, metrics)  # "X (87.7) beats Y (86.9) in mAP"
            if metric is None and (unit in _RESULT_UNITS or "." in value):
                metric = _metric_of_opener(text, lo, hi, metrics, v_start, datasets)  # "In terms of FPR95, ... to 20.3%"
            if metric is None and not after and (unit in _RESULT_UNITS or "." in value):
                metric = _bracketed_metric(text, v_end, hi, metrics)  # "by 13.25% and 28.19% (FPR95) on A and B"
            if metric is None and (unit in _RESULT_UNITS or "." in value) and \
                    not (left in ("a", "an") and _SIZED_NOUN_AFTER.match(text, v_end, hi)):
                # "... and 8.7% on C in terms of mIoU." (not "matches a 5x larger ViT in terms of FID")
                metric = _metric_of_closer(text, v_end, hi, metrics)
            if not after and not list_metric and unit not in _RESULT_UNITS and _noun_follows(text, v_end, hi) and \
                    not (metric and _RATE_UNIT_AFTER.match(text, v_end, hi)):
                continue  # "16 GPUs", "8 defenses": a count of things, whatever precedes it
                # ("a throughput of 4,256 images/s": a rate with its measure named is a result)
            if not after and unit == "%" and not solved and _SETTING_AFTER.match(text, v_end, hi) and \
                    not _CHANGE_RIGHT.match(text, v_end) and not _CHANGE_LEFT.search(text, max(lo, v_start - 48), v_start):
                continue  # "robustness peaks at around 70% dropout": a setting, whatever metric precedes it
            if unit is None and _CONDITION_CLAUSE.search(text[max(lo, prev_end):v_start]):
                continue  # "when the ratio of the costs is 100": a condition, not an outcome
            if unit == "points" and "-" in text[n.start:v_end] and not (
                    _CHANGE_LEFT.search(text, max(lo, v_start - 48), v_start) or _CHANGE_RIGHT.match(text, v_end)):
                continue  # "1-point and 2-point estimates": an adjective, not a gain of points
            if unit == "x" and left in ("a", "an", "the") and \
                    _WORD_FOLD_RE.match(text, n.start) and not _CHANGE_RIGHT.match(text, v_end):
                continue  # "a two-fold memory" (a memory of two parts), not "a two-fold gain"
            if unit == "x" and text[v_start:v_end].endswith("times") and \
                    not _times_multiplier(text, lo, v_start, v_end, left, metric) and \
                    not _coordinated_multiplier(text, numbers, idx) and \
                    not ((left in ("and", "or") or left.endswith(",")) and prev_unit == "x"
                         and out and out[-1].sentence_start == lo):
                continue  # "an average usage of 733.5 times", "called 37 times": a count of occurrences
            if unit == "x" and _LESS_INPUT.match(text, v_end):
                continue  # "with 21x fewer parameters", "50x less training data": a model size or data amount
            if unit == "x" and _SCALED_INPUT_AFTER.match(text, v_end, hi):
                continue  # "scaling up to 10x synthetic data", "5x human annotation": an amount of input
            if metric is None and unit == "FPS" and left != "at":
                # "a frame rate of up to 43 FPS", "1030 FPS on a T4 GPU": frames per second name the
                # measure (a throughput); not "cameras at 30 FPS", the rate of a recording set up
                metric = next((name for s, e, name in metrics if s < v_end <= e and name.upper() == "FPS"), None)
            if metric is None:
                if unit not in _RESULT_UNITS and not (unit == "dB" and is_change(text, lo, v_start, v_end, value)) \
                        and not _is_time_taken(text, lo, v_start, v_end, unit, value_max):
                    continue  # counts, sizes, indices, durations: these need a metric ("4.1 dB gain" is one;
                    # so is "meshes in just 2 minutes", a time taken)
                if _SCALED_INPUT.search(text, max(lo, prev_end), v_start):
                    continue  # "we extend the test set by 80x": a larger input, not an outcome
                if unit in ("%", "pp", "points") and not solved and \
                        not _coordinated_metric(text, numbers, idx, hi, metrics) and (  # "with 28.4% and 33.5% mIoU"
                        left in _SETTING_LEFT and not _is_change_of(text, lo, v_start)
                        and not (left in ("only", "just") and _ACHIEVED_LEFT.search(
                            text, max(lo, v_start - 40), v_start))  # "reaching only 41.0%": an outcome
                        and not _CHANGE_RIGHT.match(text, v_end)  # "with 22% relative gain"
                        and not _coordinated_change(text, numbers, idx)  # "with 9% and 8% average reductions"
                        or not _OUTCOME_CUE.search(text[lo:hi])
                        or _SETTING_AFTER.match(text, v_end, hi)):
                    continue
                if unit == "x" and left in ("a", "an") and _SIZED_NOUN_AFTER.match(text, v_end, hi):
                    continue  # "SDXL leverages a three times larger UNet backbone": the size of a model used or compared
                if unit == "x" and _SIZE_COMPARED.match(text, v_end, hi):
                    continue  # "up to 100x larger than what was considered": a size compared, no outcome
                if unit == "x" and _MORE_INPUT.match(text, v_end):
                    continue  # "models with 10x more parameters", "having 10 times more data": a larger input
                if unit == "x" and not (_COMPARATIVE_AFTER.match(text, v_end) or
                                        _HEDGED_MULTIPLE_WORD.match(text, v_start, v_end) or  # "nearly double the X"
                                        left in ("by", "to", "achieves", "achieving", "achieve") or
                                        _CHANGE_LEFT.search(text, max(lo, v_start - 48), v_start) or
                                        _coordinated_multiplier(text, numbers, idx) or
                                        (left in ("and", "or") or left.endswith(",")) and prev_unit == "x"
                                        and out and out[-1].sentence_start == lo):
                    # ("by up to 1.8x on A and 4x with B": the second shares the first's "by")
                    continue  # "repeated 3 times" is a count
            if before and not after and not subject_change and \
                    _CHANGE_NOUN_IN.search(text, max(lo, before[1] - 30), before[1]) and \
                    not re.search(r"\d|[;:]", text[before[1]:v_start]) and not re.search(r"\bfrom\b", text[before[1]:v_end]):
                subject_change = True  # "the reduction in latency is 35%" (not "... from 80% to 70%")
            start = before[1] if before else v_start
            if not from_change and (setting := _SETTING_UNDER_AT.search(text, max(lo, start - 40), start)) and \
                    not (setting.group("at") and start != v_start) and not _COMPARATIVE_AFTER.match(text, v_end):
                continue  # "under a high compression rate of 80%", "at 71% iso-accuracy": the condition of another value
                # (not "finds routes at 30% lower cost": a comparative makes it the outcome)
            end = after[1] if after else v_end
            if not after and metric and unit is None and (rate := _RATE_UNIT_AFTER.match(text, v_end, hi)):
                end = rate.end()  # "a throughput of 4,256 images/s": the span keeps the rate's unit,
                unit = " ".join(rate.group().split())  # and it is the value's unit, as written ("tokens per second")
                rate_units.add(unit)  # (a percentage after it still compares that rate: _WHICH_IS_GAP)
            if after and unit is None and (pts := _POINTS_AFTER.match(text, end, hi)):
                unit, end = "points", pts.end()  # "by 2 BLEU points", "10.36 accuracy points"
            # "50.4% (+8.2%) on COCO": the dataset after a bracketed gain is the value's too
            ds_end = gain.end() if (gain := _BRACKETED_GAIN.match(text, end, hi)) else \
                _value_setting_bracket(text, end, hi) or end  # "MSE of 0.55 (5 NFE) on B": B after the value's bracket
            limit = next((x.start for x in numbers[idx + 1:] if x.start >= ds_end
                          and not _name_number(x, datasets)), hi)
            if limit < hi and _COORDINATED_GAP.fullmatch(text, ds_end, limit):
                # "-6.28% FPR95 and +0.77% AUROC on ImageNet": a value coordinated with the next
                # one shares the dataset named after it
                limit = next((x.start for x in numbers[idx + 1:] if x.start > limit
                              and not _name_number(x, datasets)), hi)
            dataset = _dataset_for(text, (lo, hi), v_start if bracketed else start, ds_end, datasets, limit,
                                   prev_end if out and out[-1].sentence_start == lo else None)
            if out and out[-1].sentence_start == lo and (g := _BRACKETED_GAIN.match(text, out[-1].end, hi)) and \
                    out[-1].end < v_start < g.end():
                dataset = out[-1].dataset  # the gain in "50.4% (+8.2%) on COCO" is measured where its value is
            out.append(Result(
                value=value, unit=unit, metric=metric, dataset=dataset, text=text[start:end],
                start=start, end=end, sentence_start=lo, sentence_end=hi, value_max=value_max,
                change=saved is not None or listed_change or subject_change
                or is_change(text, lo, v_start, list_end, value)
                or _coordinated_change(text, numbers, idx)  # "9x, 4x and 15x reduction"
                or _coordinated_modified_change(text, numbers, idx)  # "4.1-5.3% and 2.2-9.8% accuracy gains"
                or unit in _RESULT_UNITS and is_extra_amount(text, lo, v_start, v_end)  # "merely additional 3% decoding time"
                # "improves the student with up to 8.7 GLUE score points": the points are the gain
                or unit in ("points", "pp") and _WITH_CHANGE_LEFT.search(text, max(lo, v_start - 120), v_start) is not None
                # "reduce the inference computation up to three times": a multiplier of change
                or unit == "x" and text[v_start:v_end].endswith("times")
                and _TIMES_CHANGE_VERB.search(text, max(lo, v_start - 90), v_start) is not None
                or after is None and bool(out) and out[-1].sentence_start == lo and out[-1].change
                and out[-1].unit == unit and _LISTED_CHANGE_END.match(text, v_end, hi) is not None
                and re.fullmatch(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", text[prev_end:v_start]) is not None
                or after is not None and _CHANGE_AFTER_METRIC.match(text, after[1], hi) is not None
                # "3.1 BLEU over the baseline": the margin over a baseline
                or after is not None and over_baseline_after_metric(text, metric, end)
                # "exceeds the prior SOTA by 4% and 2% for the success rate": the second value of
                # a listed change of one metric is a change too
                or after is not None and bool(out) and out[-1].sentence_start == lo and out[-1].change
                and out[-1].unit == unit and out[-1].metric in (None, after[0])
                and re.fullmatch(r"\s*,?\s*(?:and|or)\s+|\s*,\s*", text[prev_end:v_start]) is not None
                or after is not None and _VAGUE_CHANGE_END.search(after[0]) is not None
                # "by 1.88 mAP and 2.65 AP75": a value and its metric coordinated right after a
                # changed value and its metric is the same kind of change
                or after is not None and bool(out) and out[-1].sentence_start == lo and out[-1].change
                and out[-1].metric is not None and out[-1].unit == unit and prev_end == out[-1].end
                and re.fullmatch(r"\s*,?\s*(?:and|or)\s+", text[prev_end:v_start]) is not None,
                confidence=0.9 if metric else 0.6))
            prev_end, prev_metric, prev_unit = max(v_end, end), metric, unit
            if list_end > v_end and value_max is None and (unit is not None or "." in text[n.start:list_end]):
                skip_until = max(skip_until, list_end)  # the listed values: _slash_values adds them
    out = _paired_lists(text, _share_forward(text, _slash_values(text, out, metrics)), metrics, datasets)
    out = _attribute(text, _dedupe(_from_to_lists(text, spans, out, metrics), text), datasets, metrics, spans)
    out = _scope_passes(text, out)  # session 52: baseline clauses, times taken
    out = [replace(r, metric=m.group("rest")) if r.metric and (m := _POSSESSIVE_OWNER.match(r.metric)) else r
           for r in out]  # "boosts ChatGPT's performance by 41.4%": the owner is a system, no part of the measure
    out = [_with_direction(text, replace(r, metric=None) if r.metric and (
        r.metric.lower() in _NO_METRIC or _VAGUE_GAIN.fullmatch(r.metric)) else r)
           for r in out]  # ("improves performance by 13%", "9.0%, 26.3% performance gain": no metric named)
    out = shared_by_change(text, out)  # "by 19 and 14 points", "by over 20% on A, and over 10% on B"
    out = change_word_after_metric(text, out)  # "a carbon footprint reduction, up to 92%", "4x training time faster"
    out = [_correlated_with(text, r, metrics) for r in out]
    out = _changed_measure_before(text, out, metrics)
    out = _dataset_metric_elsewhere(_single_metric_elsewhere(text, out, [name for _, _, name in metrics]))
    out = _single_metric_named_before(text, out, metrics)  # "We measure success rate. ... reaches 71.2%"
    out = _sentence_scoped_metric(text, out, metrics)  # "outperforms X in terms of pixel accuracy: A (+14.9%)"
    out = _listed_value_metric(text, out)  # "by up to 29x, 29x, and 3x": the list's metric, however found
    for i in range(1, len(out)):  # "boosts AUROC by 17.6%, and F1-score by 7.9%": one verb for both
        r, p = out[i], out[i - 1]
        if r.change and r.direction is None and p.change and p.direction and p.sentence_start == r.sentence_start \
                and not re.search(r"[;:]|\b(?:but|while|whereas)\b", text[p.end:r.start]):
            out[i] = replace(r, direction=p.direction)
    out = _context_lengths(text, spans, out)
    out = _dataset_of_previous_sentence(text, spans, out, datasets)  # "We evaluate on A. X reaches 77.8 AP50."
    out = these_datasets_from_before(text, out)  # "... to 2.24 and 2.77 on these two datasets"
    out = _dataset_of_own_benchmark(text, out, datasets, benchmarks)  # "We introduce FooBench. The best model solves 12.5%."
    out = metric_without_finite_verb(text, out, verbs)  # "while LoRA degrades accuracy by 2.3%": "accuracy"
    for i in range(len(out) - 2, -1, -1):  # "up to 9x, 4x and 15x reduction": the last item's word
        r, n = out[i], out[i + 1]
        if r.change and r.direction is None and n.change and n.direction and n.sentence_start == r.sentence_start \
                and r.unit == n.unit and re.fullmatch(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", text[r.end:n.start]):
            out[i] = replace(r, direction=n.direction)
    return with_bounds(text, with_settings(text, out, datasets))  # steps 9-10: "FID 2.1 on ImageNet 256x256 with 10 NFE"


#: A verb or noun of change right before a metric span, with a determiner or "in" / "of"
#: between ("improves zero-shot top-1 accuracy", "enhancements in the Quality of Result",
#: "boosts the mask AP"): the span is the measure the sentence says is changed.
_CHANGE_BEFORE_METRIC = re.compile(
    r"\b(?:improv|enhanc|boost|increas|rais|lift|reduc|decreas|lower|cut|gain|advanc)\w*\s+"
    r"(?:(?:in|of|on)\s+)?(?:(?:the|its|their|our)\s+)?$", re.I)


#: A subordinate clause between a changed measure and a value ("improvement in downstream
#: performance, even if the downstream model is over 50x smaller"): the value is its own.
_SUBORDINATE = re.compile(r"\b(?:if|although|though|unless|because|since|when|whenever)\b", re.I)


def _scope_passes(text: str, results: list[Result]) -> list[Result]:
    """The passes of :mod:`kg.extract.results.scope` over one abstract's attributed
    results, in order: baseline clauses left out, then times taken
    (:func:`~kg.extract.results.scope.shared_by_change` and
    :func:`~kg.extract.results.scope.change_word_after_metric` run after the directions are
    read, as they set their own). Input: the abstract ``text`` and its results; output:
    the results."""
    out = baseline_clause_dropped(text, results)
    return time_taken_not_metric(text, out)


def _changed_measure_before(text: str, results: list[Result],
                            metrics: Sequence[tuple[int, int, str]]) -> list[Result]:
    """Give a change without a metric the measure its sentence names as changed before it:
    "our method improves zero-shot top-1 accuracy beyond existing techniques, with a 3.08%
    improvement over the baseline" -> the 3.08% is zero-shot top-1 accuracy; "enhancements in
    the Quality of Result (QoR) ..., boasting improvements of up to 24.8%" -> QoR (session 24).

    Inputs: the cleaned ``text``, its results in text order and the metric spans
    ``(start, end, name)``. Output: the same list, such results with ``metric`` set. Only a
    result flagged as a change, in percent, points or a multiplier, with no metric; the
    sentence names exactly one metric span before the value, that span follows a verb or noun
    of change (:data:`_CHANGE_BEFORE_METRIC`), and between the span and the value there is
    no other result, no second metric span, no clause break or contrast
    (:data:`~kg.extract.results.change._OTHER_CLAUSE`: ";", ":", "but", "while",
    "respectively"), no subordinate clause (:data:`_SUBORDINATE`: "even if") and at most
    160 characters. The reading of
    :func:`~kg.extract.results.change._later_change_of_same_metric` when the measure was named
    by its change, not by an earlier value."""
    out = list(results)
    for i, r in enumerate(results):
        if r.metric is not None or not r.change or r.unit not in ("%", "pp", "points", "x"):
            continue
        before = [(s, e, name) for s, e, name in metrics if r.sentence_start <= s and e <= r.start]
        if len({name.lower() for _, _, name in before}) != 1:
            continue
        s, e, name = max(before)
        gap = text[e:r.start]
        if len(gap) > 160 or _OTHER_CLAUSE.search(gap) or _SUBORDINATE.search(gap) or \
                not _CHANGE_BEFORE_METRIC.search(text, max(r.sentence_start, s - 40), s) or \
                any(p is not r and p.sentence_start == r.sentence_start and e <= p.start < r.start for p in results):
            continue
        if any(p is not r and p.sentence_start == r.sentence_start and p.start < r.start and p.metric
               and p.metric.lower() != name.lower() for p in results):
            continue  # an earlier value of the sentence reports another measure
        out[i] = replace(r, metric=name)
    return out


def _dataset_metric_elsewhere(results: list[Result]) -> list[Result]:
    """Give a percentage without a metric, on a dataset, the one metric the abstract's other
    results on that dataset report, when they are in other sentences: "X reaches 44.6% on
    MATH, surpassing Y by 22% absolute. X-34B achieves an accuracy exceeding 50% on MATH" ->
    the 44.6% and the 22% are accuracy too (the measure named in the next sentence).

    Inputs: the results of one abstract in text order. Output: the same list, such results
    with ``metric`` set. Only when every result on that dataset with a metric reports the
    same one (compared in lower case), in percent (``%``, ``pp``, ``points``), at least one
    of them in another sentence, and none in the result's own sentence (a sentence that
    names another measure for its own values decides itself). Counts ("out of"), shares of
    items or inputs and ranges are left alone. The dataset attachment of step 4 and the
    metric attachment of step 3 are the evidence; the rule is the leaderboard reading of
    one (dataset, metric) pair per table (Hou et al., 2019)."""
    donors: dict[str, list[Result]] = {}
    for r in results:
        if r.dataset and r.metric:
            donors.setdefault(r.dataset, []).append(r)
    if not donors:
        return results
    out = list(results)
    for i, r in enumerate(results):
        if r.metric is not None or not r.dataset or r.unit != "%" or r.value_max is not None or \
                r.rule != "result-pattern" or r.dataset not in donors:
            continue
        given = donors[r.dataset]
        if len({d.metric.lower() for d in given}) != 1 or \
                any(_UNIT_FAMILY.get(d.unit, d.unit) != "%" for d in given) or \
                any(d.sentence_start == r.sentence_start for d in given):
            continue
        out[i] = replace(r, metric=given[0].metric)
    return out


#: A content word right after a percentage ("95% non-compliance", "66% compute", "+6.1% 3D
#: cls"): the value measures that word, whatever the abstract's metric is. Change nouns, prepositions and
#: rating words are no such word ("by 2% on X", "a 3% gain", "2% absolute").
_OWN_NOUN_AFTER = re.compile(r"\s*(?!(?:on|in|for|of|over|at|to|and|or|with|than|compared|vs|versus|while|"
                             r"across|when|respectively|the|a|an|which|that|as|from|under|after|without|using|"
                             r"relative|absolute|average|overall|higher|lower|better|more|less|"
                             r"(?:gain|improvement|increase|boost|margin|point|lead|reduction|decrease|drop|"
                             r"advantage|speedup)s?)\b)(?:[A-Za-z]|\d+[A-Za-z])[\w\-]*", re.I)
#: A donor value that is a share of its metric ("50% of the training time"): a cost, whose
#: measure a bare percentage elsewhere does not share.
_SHARE_OF_METRIC = re.compile(r"%\s*\)?\s+of\b")


def _single_metric_elsewhere(text: str, results: list[Result], metric_names: Sequence[str]) -> list[Result]:
    """Give a percentage without a metric the abstract's only metric: "MetaMath-70B achieves
    an accuracy of 82.3% on GSM8K." after "... 66.5% on GSM8K and 19.8% on MATH, exceeding
    the state-of-the-art models by 11.5% and 8.7%" -> the 19.8%, 11.5% and 8.7% are accuracy.

    Inputs: the cleaned ``text``, its results in text order, and the names of the metric
    spans the entity extractor found in it. Output: the same list, such results with
    ``metric`` set. Conservative conditions (checked on the 3,000-abstract dump):

    * the abstract names exactly one measure: the metric spans and the metrics of all its
      results (of any unit) are one name, compared in lower case;
    * at least one result in percent (``%``, ``pp``, ``points``) reports it, and that result
      is not a share of its measure ("50% of the training time": a cost);
    * the receiving result is a single percentage (no range) of the general pattern (not a
      count, a share of items or an input share), with no content word right after its value
      ("95% non-compliance" measures non-compliance), in a sentence without "respectively"
      (whose list names its measures itself);
    * in the sentence of a result that reports the measure only a change takes it ("an
      average accuracy of 61.4%, surpassing prior methods by 10%"): there a plain value
      beside a named one is another measure ("reaches 41.5% on A and an accuracy of 60% on
      A", as :func:`_dataset_metric_elsewhere` leaves it).

    The leaderboard reading of one measure per paper when only one is named (Hou et al.,
    2019); :func:`_dataset_metric_elsewhere` is the per-dataset form of the same idea."""
    names = {n.strip().lower() for n in metric_names if n and n.strip()} | \
        {r.metric.strip().lower() for r in results if r.metric}
    if len(names) != 1:
        return results
    donors = [r for r in results if r.metric and _UNIT_FAMILY.get(r.unit) == "%"
              and not _SHARE_OF_METRIC.search(r.text)]
    if not donors:
        return results
    metric = donors[0].metric
    out = list(results)
    for i, r in enumerate(results):
        if r.metric is not None or _UNIT_FAMILY.get(r.unit) != "%" or r.value_max is not None or \
                r.rule != "result-pattern":
            continue
        if not r.change and any(d.sentence_start == r.sentence_start for d in donors):
            continue
        end = _value_end_in(text, r)
        if end is None or _OWN_NOUN_AFTER.match(text, end, r.sentence_end) or \
                re.search(r"\brespectively\b", text[r.sentence_start:r.sentence_end], re.I):
            continue
        out[i] = replace(r, metric=metric)
    return out


#: Session 54 (results54): a percentage without a metric takes the abstract's only measure
#: when that measure is named in an earlier sentence and no result reports it
#: (:func:`_single_metric_named_before`). False turns the rule off.
SINGLE_METRIC_NAMED_BEFORE = True
#: Last words of a measure that is stated in percent (:func:`_single_metric_named_before`
#: takes no vaguer measure, "generation quality", "distillation performance": a percentage
#: near them may be a gap or a gain of something else).
_PERCENT_MEASURE_END = frozenset(
    """accuracy accuracies acc precision recall f1 f1-score f-score f-measure auc auroc auprc
    roc-auc miou iou map ap mAP rate rates ratio coverage top-1 top-5 bleu rouge rouge-l
    meteor exact-match em""".split())
#: A noun and a copula right before a value ("the sparsity is 18.74%"): the value measures that
#: noun (:func:`_single_metric_named_before` leaves it unless the noun ends the measure).
_NOUN_IS_BEFORE = re.compile(
    r"\b(?!(?:which|that|it|this|these|what|and|or)\b)([a-z][\w\-]*)\s+(?:is|are|was|were)\s+"
    r"(?:(?:about|around|approximately|only|nearly|over|roughly|just)\s+)?$")


def _single_metric_named_before(text: str, results: list[Result],
                                metrics: Sequence[tuple[int, int, str]]) -> list[Result]:
    """Give a percentage without a metric the abstract's only measure when the abstract names
    it in an earlier sentence and no result of the abstract reports it (then
    :func:`_single_metric_elsewhere` has no donor): "We measure the success rate of agents.
    ... Our agent reaches 71.2% on A and 64.0% on B." -> both are success rate.

    Inputs: the cleaned ``text``, its results in text order and the metric spans ``(start,
    end, name)`` the entity extractor found. Output: the same list, such results with
    ``metric`` set to the name as first written. Conditions, as for
    :func:`_single_metric_elsewhere`: the abstract names exactly one measure (spans and
    result metrics, compared in lower case), it ends in a word of a measure stated in percent
    (:data:`_PERCENT_MEASURE_END`: "success rate", "top-1 accuracy") and no result reports it;
    the receiving result is
    a single percentage (no range) of the general pattern, with no content word right after
    its value ("95% non-compliance") or noun and copula right before it ("the sparsity is
    18.74%") and no "respectively" in its sentence; and the measure's
    first mention ends before the result's sentence starts (a measure named only later or in
    the same sentence is not read as the sentence's). The one-measure-per-paper reading of
    leaderboard extraction (Hou et al., 2019) without a donor value. Unchanged when
    ``SINGLE_METRIC_NAMED_BEFORE`` is False."""
    if not SINGLE_METRIC_NAMED_BEFORE or not metrics:
        return results
    names = {n.strip().lower() for _, _, n in metrics if n and n.strip()} | \
        {r.metric.strip().lower() for r in results if r.metric}
    if len(names) != 1 or any(r.metric for r in results):
        return results
    first = min(metrics)
    if first[2].split()[-1].lower() not in _PERCENT_MEASURE_END:
        return results
    out = list(results)
    for i, r in enumerate(results):
        if r.metric is not None or _UNIT_FAMILY.get(r.unit) != "%" or r.value_max is not None or \
                r.rule != "result-pattern" or first[1] > r.sentence_start:
            continue
        end = _value_end_in(text, r)
        if end is None or _OWN_NOUN_AFTER.match(text, end, r.sentence_end) or \
                re.search(r"\brespectively\b", text[r.sentence_start:r.sentence_end], re.I):
            continue
        digit = re.search(r"\d", text[r.start:r.end])
        noun = _NOUN_IS_BEFORE.search(text, r.sentence_start, r.start + (digit.start() if digit else 0))
        if noun and noun.group(1).lower() != first[2].split()[-1].lower():
            continue  # "the sparsity is 18.74%": another quantity
        out[i] = replace(r, metric=first[2])
    return out


#: Session 54 (results54): a value without a metric takes the measure its sentence scopes with
#: "in terms of M" / "measured by M" (:func:`_sentence_scoped_metric`). False turns it off.
SENTENCE_SCOPED_METRIC = True
#: Words right before a metric span that make it the measure of the whole sentence.
_SCOPE_BEFORE_METRIC = re.compile(
    r"\b(?:in\s+terms\s+of|(?:as\s+)?measured\s+(?:by|using|with|in)|with\s+respect\s+to|"
    r"evaluated\s+(?:by|using|with))\s+(?:the\s+)?$", re.I)


def _sentence_scoped_metric(text: str, results: list[Result],
                            metrics: Sequence[tuple[int, int, str]]) -> list[Result]:
    """Give a value without a metric the measure its sentence names as the scope of its
    comparison: "X outperforms Y in terms of pixel accuracy on three datasets: A (+14.9%), B
    (+13.0%)" and "a 70% improvement (measured using Pearson's r)" -> pixel accuracy, Pearson's r.

    Inputs: the cleaned ``text``, its results in text order and the metric spans ``(start,
    end, name)``. Output: the same list, such results with ``metric`` set. Conditions: the
    sentence names exactly one measure (its metric spans are one name, in lower case), that
    span follows "in terms of", "measured by/using/with/in", "with respect to" or "evaluated
    by/using/with" (:data:`_SCOPE_BEFORE_METRIC`), and the result is of the general pattern,
    no range, with no content word right after its value ("95% non-compliance"). The phrase
    states what every number of the sentence measures. Unchanged when
    ``SENTENCE_SCOPED_METRIC`` is False."""
    if not SENTENCE_SCOPED_METRIC or not metrics:
        return results
    out = list(results)
    for i, r in enumerate(results):
        if r.metric is not None or r.value_max is not None or r.rule != "result-pattern":
            continue
        inside = [m for m in metrics if r.sentence_start <= m[0] and m[1] <= r.sentence_end]
        if len({m[2].strip().lower() for m in inside}) != 1 or \
                not all(_SCOPE_BEFORE_METRIC.search(text, r.sentence_start, m[0]) for m in inside):
            continue
        end = _value_end_in(text, r)
        if end is None or _OWN_NOUN_AFTER.match(text, end, r.sentence_end):
            continue
        out[i] = replace(r, metric=inside[0][2])
    return out


def _value_end_in(text: str, r: Result) -> Optional[int]:
    """End offset of ``r``'s value and unit sign in ``text`` ("19.8%" of "$19.8\\%$" as cleaned),
    searched from the result's start; None when the value is not found there."""
    m = re.compile(re.escape(r.value.lstrip("+")) + r"\s*(?:%|pp|p\.p\.|points?|pts|percentage\s+points?|percent)")\
        .search(text, r.start, max(r.end, r.start) + 40)
    return m.end() if m else None


#: A context length reached, in tokens (session 35): "extended the model to 128k tokens",
#: "support context windows of up to 100k tokens", "extends its context length to over 32k
#: tokens", "scales to 64K tokens". A verb of extending or scaling, or "context window / length",
#: then (in the same clause, at most 60 characters on) "to" or "of", an optional bound word and
#: a whole number of tokens, plain or with a "k" ("32k", "32,768"). Sizes of training data
#: ("trained on 300B tokens") have neither the cue nor a "k".
_CONTEXT_LENGTH = re.compile(
    r"\b(?:extend(?:s|ed|ing)?|scal(?:e|es|ed|ing)(?:\s+up)?|context\s+(?:window|length)s?)\b[^.;:]{0,60}?"
    r"\b(?:to|of)\s+(?:over\s+|up\s+to\s+|more\s+than\s+|nearly\s+|almost\s+|about\s+)?\$?"
    r"(?P<v>\d{1,3}(?:,\d{3})+|\d+)\s*(?P<k>[kK])?\$?\s+tokens\b")


#: A word of input length that a sentence reporting a context length holds ("context", "window",
#: "sequence", "length", "long").
_LONG_INPUT = re.compile(r"\b(?:context|window|sequences?|lengths?|long|longer)\b", re.I)


def _context_lengths(text: str, spans: Sequence[tuple[int, int]], out: list[Result]) -> list[Result]:
    """Add the context lengths (:data:`_CONTEXT_LENGTH`) the filters drop as counts of things.

    Only a length of at least 1,000 tokens (or written with "k") in a sentence that names the
    length of inputs (:data:`_LONG_INPUT`) counts.

    Inputs: the cleaned text, its sentence spans and the results found so far. Output: the
    results with one more per context length that no result covers yet, in text order: value
    the number as written, unit ``"k tokens"`` or ``"tokens"``, no metric or dataset, rule
    ``"result-context-length"``. Motivated by the dev gold, which counts these lengths as
    results (a capability the paper reports), in three abstracts of three files (session 35).
    Never raises on a ``str``."""
    added = []
    if "tokens" not in text:  # (every match ends in "tokens": most abstracts need no scan)
        return out
    for lo, hi in spans:
        for m in _CONTEXT_LENGTH.finditer(text, lo, hi):
            s, e = m.start("v"), m.end()
            if any(r.start < e and s < r.end for r in out):
                continue
            if not m.group("k") and int(m.group("v").replace(",", "")) < 1000:
                continue  # "extend the vocabulary to 500 tokens": no context length
            if not _LONG_INPUT.search(text, lo, hi):
                continue  # the sentence must be about inputs' length
            added.append(Result(
                value=m.group("v"), unit="k tokens" if m.group("k") else "tokens", metric=None, dataset=None,
                text=text[s:e], start=s, end=e, sentence_start=lo, sentence_end=hi,
                rule="result-context-length", confidence=0.6))
    if not added:
        return out
    return sorted(out + added, key=lambda r: r.start)

