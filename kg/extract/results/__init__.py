"""Numeric results stated in abstracts: value, range, unit, metric and dataset.

A pattern-based reader in the tradition of the rule-based quantity taggers of
information-extraction work on scientific text (e.g. Hou et al., 2019, "Identification of
Tasks, Datasets, Evaluation Metrics, and Numeric Scores for Scientific Leaderboards
Construction", ACL, whose (task, dataset, metric, score) tuple this module fills from one
sentence, and the unit grammar of grobid-quantities, Foppiano et al., 2019). Steps:

1. **Numbers** (:func:`find_numbers`): every decimal number that stands alone (not part
   of ``GPT-4``, ``top-1``, ``ℓ2``, ``7B``, ``3D``, ``16-bit``, ``v1.5``, ``O(n^{1.5})``,
   ``ρ>0``), with its sign as written (``+6.1``; a Unicode minus becomes ``-``), a unit
   (``%``, ``x`` for ``x``/``×``/``-fold``/``times``, ``pp`` (also ``%p``), ``points`` (also ``12-point``,
   ``5.4 absolute points``), ``dB``, ``ms``, ``FPS``,
   ``h``, ``min``, ``s``, ``days``, ``GB``, ``MB``, ``mm``, ``cm``: "25.8mm MPJPE"), and a second
   number when it is a range
   (``4.69%-15.26%``, ``2-4x``, ``4.69% to 15.26%``, ``between 2% and 5%``, ``4 − 16%`` with a
   spaced minus sign, as LaTeX prints a hyphen between numbers). Multipliers
   written in words (``seven-fold``, ``twofold``, ``three times``, ``an order of magnitude``
   = 10, ``two orders of magnitude`` = 100) are numbers with value ``"7"``/``"2"``/``"3"``/
   ``"10"``/``"100"`` and unit ``x``, filtered like ``7x`` (a comparative or ``by`` makes
   them a result: ``three times faster``, ``reduces memory by an order of magnitude``;
   :func:`multiplier_value` maps such words to the same value for comparisons). A power
   of ten as cleaned LaTeX writes it (``10^(-2)``, ``10^-2``, ``3 × 10^(-4)``) is one
   number with the power's value (``"0.01"``, ``"0.0003"``); other powers (``2^10``) are
   no number.
2. **Change phrases**: ``from A to B`` after a verb of change (``reduces FID from 5.2 to
   3.1``) and ``A → B`` are one result whose value is B (the reported outcome); elsewhere
   ``from A to B`` is a range; ``from A to <words>`` (``from 41 days to under a second``)
   is skipped, its outcome being unreadable.
3. **Metric attachment** (:func:`_metric_after`, :func:`_metric_before`): the metric phrase
   right after the value (``85.4% top-1``, ``13.73% accuracy``, ``a 92.1% average success
   rate``, ``4.69%-15.26% in FID``, ``a 5% improvement in accuracy``, ``76.3 mIoU``, past a
   comparand: ``3% improvement over baselines in balanced accuracy``), else
   the last one before it in the same clause, linked by copulas, prepositions, hedges or
   verbs of change only (``improving certified robustness by up to ≈ 9.6%``, ``BLEU score
   of 28.4``, ``Fréchet Inception Distance (FID) of 2.1``, ``reduces FID from 5.2 to
   3.1``, ``search performance improved seven-fold``, ``decrease the mAP of the detector
   from 0.82 to 0.35``). Without a known metric after the value, the noun phrase after a
   comparative (``67x better scalability``, ``10x fewer gradient evaluations``) or before a
   change noun (``72.3% bit rate saving``, ``a 21.1% PRO gain``, ``9% improvements in PCK``)
   names it. Metric spans from the entity
   extractor are used first; the module's own metric-head list (accuracy, FID, BLEU,
   success rate, ...; generic heads such as ``time`` or ``performance`` only with a
   modifier) otherwise. A value without a metric inherits the metric of the value just
   before it when only a contrastive connective separates them and the units are of one
   kind (``13.73% accuracy despite 71.50% with ...``, ``91.2% top-1 accuracy, surpassing
   X by 1.3 pp``) or when it is a later change of the same sentence with no other metric,
   contrast or clause break between (``..., and X can further bring up to 4%
   improvements``), and the metric after the next value of a coordination (``1.16% or
   0.84% higher top-1 accuracy``).
4. **Dataset attachment** (:func:`_dataset_for`): a dataset span of the same sentence
   (nearest after the value, else before); without spans, the name before a parenthesis
   holding the value (``GSM8K (83.9%)``), else a proper name after ``on``/``across``
   before the next value (``on ImageNet``, ``on the challenging ADE20K benchmark``), else
   the last such name before the value (``On MIMIC-III, it boosts AUROC by 17.6%``).
5. **Filters**: a number without one of the units ``% x pp points`` is a result only
   with a metric attached; a number followed by a noun is a count (``16 GPUs``, ``10
   datasets``, ``1,000 images``); years, model sizes (``7B parameters``), section, figure,
   equation and citation numbers are never results; a percentage without a metric is a
   result only when its sentence reports an outcome (``achieves``, ``outperforms``,
   ``by``...) and it is not a setting (``with 10% of the labels``, ``under 40% noise``);
   a multiplier without a metric needs a comparative (``3.2x faster``) or ``by``, and one
   written with the word ``times`` states a change or is no result at all, metric or not
   (``an average usage of 733.5 times``, ``called 37 times``: counts of occurrences;
   :func:`_times_multiplier`); a value in points after ``with`` that follows a verb or noun
   of improvement is a change (``improves X with up to 8.7 GLUE score points``);
   ``N% of the X`` is a proportion of an input (``10% of the data``) unless a verb of
   success precedes it (``solves 87% of the puzzles``: an outcome, with no metric);
   ``N out of M`` in a sentence that reports wins (``outperforms X on 13 out of 19 tasks``)
   is a count of outcomes: value N, unit ``"out of M"``, no metric.

6. **Lists and repeats**: values listed with slashes after a result (``91.2/88.4``) are
   results with its metric, or with the i-th of as many slash-listed metric names
   (``PSNR/SSIM of 32.1/0.91``); bare values in brackets after names take the metric the
   clause names after them (``X (87.7) beats Y (86.9) in mAP``); values without a metric
   take the one their sentence opens with (``In terms of FPR95, ...``); ``from A1, A2, A3
   to B1, B2, B3`` after a verb of change reports B1..B3 with the metric before it; a result stated
   again in another sentence (same value,
   unit, metric, dataset and change flag) is reported once.

7. **Attribution** (:func:`_attribute`): whose value a result is, when the sentence says so
   (``Result.method``; ``method_own`` for the paper's own work): a name before a bracketed
   value (``GPT-4 (52.1%)``), a possessive (``than GPT-4's 52.1%``), ``Name: value``,
   ``for <name>`` in a comparing clause (``compared to 68.3% for CLIP``), else the subject of
   the clause's verb (``Llip attains 83.5%``, ``we achieve``, ``our method reaches``, ``X
   outperforms Y by 3%``). A comparison, a ``vs`` pair, a colon or a new clause between verb
   and value leaves it None: precision first.

A change after a list of compared models takes the direction of the verb that opens the list
(``outperforms A, B and C by up to 3%``: improvement), and a metric word among those models
is no metric (``MAE`` there); a minus-signed percentage is a change, a decrease (``−3.7% ECE``).

Also read: a dataset phrase between a metric and its value (``reduces MSE on ETTh1 from 0.42
to 0.38``), a metric glued to ``=`` (``FID=3.88``), a measured adjective after a measure noun
(``temporal lengths over 5.7x longer``), and a metric set off by a comma before ``by``
(``improve CLIP accuracy, by 19.5 points``, with later ``..., by 28.4 points in B``).

All functions are pure; offsets are character offsets into ``text``, half-open.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Iterable, Optional, Sequence

from kg.extract import lexicon as L
from kg.extract.lexicon import shouted_word
from kg.records import Result

__all__ = ["find_results", "find_numbers", "multiplier_value", "Number"]

# ---------------------------------------------------------------------------------------
# Word lists

#: Single-word metric heads, compared in lower case.
_METRIC_HEADS = frozenset(
    """accuracy accuracies acc precision recall f1 f1-score f-score f-measure auc auroc memories
    auprc roc-auc miou iou dice fid fvd kid bleu rouge rouge-l rouge-1 rouge-2 meteor cider
    spice psnr ssim lpips perplexity ppl error errors wer cer mse mae rmse ndcg mrr
    robustness performance throughput latency speedup speed-up speedups speed-ups memory flops reward rewards
    return returns score scores correlation regret efficiency runtime time coverage
    fidelity top-1 top-5 top-1-accuracy ece nll elbo likelihood log-likelihood sharpe
    utility speed fpr fpr95 tpr fnr eer hter cost costs overhead loss utilization
    utilisation quality""".split()
)

#: Coefficient symbols that are metrics only after a statistician's name ("Spearman's ρ",
#: "Kendall's τ", "Cohen's κ"); alone they are usually hyperparameters ("τ = 0.5").
_NAMED_COEFFICIENTS = frozenset({"ρ", "rho", "τ", "tau", "κ", "kappa"})

#: Metric heads that need a modifier in front of them.
_GENERIC_HEADS = frozenset(
    """time score scores performance efficiency memory memories return returns likelihood coverage
    speed footprint usage consumption cost costs overhead loss quality""".split()
)

#: Metric heads written in capitals that clash with English words in lower case.
_CASED_HEADS = re.compile(r"^(?:m?A[PR](?:\d+|@[\d.]+)?|EM|IS|PQ|RQ|SQ|[A-Za-z][\w\-]*@\d+|"
                          r"(?:BLEU|Bleu|ROUGE|Rouge|METEOR)-\w{1,4}|chrF\+*|"
                          r"[Pp]ass@\d+|[Tt]op-\d+|NDCG@\d+|MRR@\d+)$")

#: "rate"/"ratio"/"distance" are metric heads only after one of these words.
_RATE_MODIFIERS = frozenset(
    """success error win hit pass acceptance detection attack compression solve solving
    resolution match refusal jailbreak completion chamfer inception similarity jaccard
    rand edit wasserstein positive negative alarm discovery retention winning
    misclassification failure recovery agreement approximation competitive flip fix correct""".split()
)

#: Words that may stand between a value and its metric (``5% improvement in accuracy``).
_CHANGE_WORDS = frozenset(
    """improvement improvements gain gains increase increases reduction reductions
    decrease decreases drop drops boost boosts higher lower better worse more less fewer
    faster slower larger smaller relative absolute lift uplift jump rise saving
    savings""".split()
)

#: Words that may stand between a metric and a later value (``accuracy of up to``).
_LINK_BEFORE = frozenset(
    """of is was are were be been at to by up about around approximately nearly over
    only just a an the new as than from roughly almost more less least most high low
    higher lower better reaching reaches reached achieving achieves achieved
    attaining attains attained scoring scores scored improved improves improving
    increases increased reduced reduces drops dropped rises rose goes went
    respectively average averaged on in for ≈ ~ = : state-of-the-art sota record""".split()
)

#: Words that never belong to a metric phrase (stop words, comparatives, determiners).
_PHRASE_STOP = frozenset(
    """a an the this that these those its their our his her of for in on at to by with
    from into over under via and or but as is are was were be been being has have had
    we it they which while than then so also not no both each all any some more less
    higher lower better worse same similar new prior previous up
    about around approximately nearly almost over only just respectively whereas
    despite versus vs vs. compared against state-of-the-art sota without with across
    through when where after before during using per among between within significant
    substantial notable remarkable considerable large small strong dramatic consistent
    outstanding excellent impressive exceptional constant fixed
    competitive superior improved can could may might will would should must""".split()
) | (_CHANGE_WORDS - {"relative", "absolute"})

#: Verb stems that end a metric phrase to the left (``improving certified robustness``).
_VERB_STEM = re.compile(
    r"^(?:improv|achiev|boost|increas|reduc|enhanc|attain|reach|yield|obtain|surpass|"
    r"outperform|maintain|preserv|sacrific|lower|rais|deliver|show|demonstrat|exhibit|"
    r"decreas|gain|get|got|hav|has|had|sett|report|lead|led|produc|provid|retain|"
    r"keep|cut|doubl|tripl|halv|accelerat|speed|exceed|beat|scoring|scored|"
    r"cross|reach|establish|push|bring|brought|lift|narrow|clos|giv|gave|enabl|allow|offer)\w*$", re.I)

#: Outcome cues: a percentage without a metric is a result only in such a sentence.
_OUTCOME_CUE = re.compile(
    r"\b(?:achiev|outperform|improv|surpass|boost|gain|reduc|increas|decreas|attain|"
    r"reach|obtain|yield|exceed|speed|acceler|lower|higher|better|faster|margin|"
    r"beat|cut|sav|drop|outcompet|advanc|raise|lift|exceed|underperform|lag|trail)\w*|\bup to\b|"
    r"\bscor(?:es|ed|ing)\s+[+\-]?\d|"
    # "GPT-4 (52.1%) falls far behind X (60.2%)": a comparison that ranks the values
    r"\b(?:fall|falls|fell|falling|remain|remains|remained|stay|stays|stayed)\s+(?:\w+ly\s+|far\s+|well\s+)?"
    r"(?:behind|short)\b", re.I)

#: Hedges between a verb and the value it governs ("solves over 90%", "saves up to 40%"), as
#: alternatives of a regular expression.
_HEDGE_WORDS = "up to|over|about|nearly|only|almost|around|roughly|approximately|more than"

#: A verb of success right before a percentage makes "N% of the X" an outcome ("solves
#: 92% of the tasks", "correctly classifies over 90% of the images"), not a proportion of
#: an input ("10% of the data"). Searched up to the value's start.
_SOLVED_LEFT = re.compile(
    r"\b(?:solv|succeed|complet|resolv|answer|recover|classif|identif|detect|pass|win|won|"
    r"fix|locat|predict|reconstruct|retain|preserv|clos|reach|attain|achiev|recover)\w*\s+"
    rf"(?:(?:{_HEDGE_WORDS}|less than)\s+)?(?:[~≈∼]\s*)?$", re.I)

#: A verb of reduction right before a percentage makes "N% of the X" an outcome too
#: ("reduces up to 94% of the timesteps", "saves 40% of the memory"), not an input.
_REDUCED_LEFT = re.compile(rf"\b(?:reduc|sav|cut)\w*\s+(?:(?:{_HEDGE_WORDS})\s+)?(?:[~≈∼]\s*)?$", re.I)

#: After "save"/"cut"/"reduce", "N% of the <cost>" names the cost reduced, the metric ("saves
#: 50% of the training time", "cuts 30% of its memory", "reduces 30% of the peak memory
#: usage"; after "reduce" a bare cost noun, "reduces 45% of the cost", is too vague): a
#: share of a resource, unlike a share of a set ("reduces 94% of the timesteps", which keeps
#: no metric).
#: "save"/"cut" right before the value: the cost after "of" is the metric even alone ("saves
#: 50% of the time"); after "reduce" it must be named more precisely ("the peak memory usage").
_SAVED_VERB = re.compile(rf"\b(?:sav|cut)\w*\s+(?:(?:{_HEDGE_WORDS})\s+)?(?:[~≈∼]\s*)?$", re.I)
_SAVED_COST = re.compile(
    r"\)?\s+of\s+(?:the\s+|its\s+|their\s+|our\s+)?(?P<m>(?:[A-Za-z][\w\-]*\s+){0,2}?"
    r"(?:time|memory|costs?|compute|computation|energy|FLOPs|latency|run-?time|storage|"
    r"bandwidth|GPU[\s-]hours|overhead|power consumption)(?:\s+(?:usage|consumption|footprint|requirements?))?)\b",
    re.I)

#: Words before a percentage that make it a setting, not an outcome.
_SETTING_LEFT = frozenset(
    """with using under at only for of keeping retaining removing pruning masking just
    on use uses used train trained training sample sampling drop dropping corrupt
    corrupting label labeling first last top bottom""".split()
)

#: Nouns after a percentage that make it a setting (``50% weight pruning``, ``0.1%
#: parameters``, ``90% sparsity``) unless a change word follows (``38% BitOPs reduction``).
_SETTING_AFTER = re.compile(
    r"\s+(?:of\s+)?(?:the\s+)?(?:(?:additional|extra|trainable)\s+)?(?:weights?|parameters?|params|pruning|sparsity|data|"
    r"labels?|labeled|annotations?|tokens?|noise|noisy|samples?|examples?|"
    r"masking|mask|dropout|corruption|poisoning|poisoned|subset|budget)\b"
    r"(?!\s+(?:reduction|increase|decrease|improvement|gain|fewer|less)\b)", re.I)

#: Words before a number that make it a reference, not a value.
_REFERENCE_LEFT = frozenset(
    """section sec sec. sections figure fig fig. figures table tables eq eq. eqs eqs.
    equation equations appendix theorem lemma corollary proposition chapter step steps
    stage line lines version v algorithm definition example assumption""".split()
)

#: Verbs of change that make "from A to B" an outcome B rather than a range.
_CHANGE_VERB = re.compile(
    r"\b(?:improv|reduc|increas|decreas|boost|rais|lower|cut|drop|push|lift|bring|"
    r"brought|enhanc|accelerat|shrink|shrank|grow|grew|jump|climb|rise|rose|fall|fell|"
    r"move|go|went|decline|advanc|gain|degrad|deteriorat|worsen|slash|halv|doubl)\w*\b", re.I)

def _decimal(value: str) -> float:
    """A value string as written ("1,024", "−3.5", "+2") as a float."""
    return float(value.replace(",", "").replace("\u2212", "-"))


#: "from" and up to 60 characters of words (no number, no clause break) before a value.
_FROM_BEFORE = re.compile(r"\bfrom\b[^,;:()\d]{0,60}$", re.I)

#: Connectives across which a value without a metric inherits the previous metric (after a
#: bracketed label of the previous value: "52x (ConvNet) and 16x (ResNet)").
_INHERIT_GAP = re.compile(
    # (a change noun may end the previous result's phrase: "a 5.2% accuracy gain in A, and
    # 3.1% in B")
    r"^(?:\)|\s*\([^()]{1,30}\))?(?:\s+(?:relative\s+|absolute\s+)?(?:gains?|improvements?|boosts?|"
    r"increases?|reductions?|decreases?|drops?))?(?:\s+(?:on|in|for)\s+[^,;:()]{1,40}?)?[\s,]*(?:despite|vs\.?|versus|compared (?:to|with)|than|and|while|whereas|"
    r"against|over|from|to|or)\b[^,;:()]{0,30}(?:\(\s*)?$|"
    r"^(?:\s+(?:on|in|for)\s+[^,;:()]{1,40}?)?,?\s*(?:surpassing|outperforming|exceeding|beating|improving on|improving over)\b"
    r"[^,;:()]{0,40}\bby\s+(?:up to\s+|about\s+|over\s+|nearly\s+|~\s*|≈\s*)?$|"
    # "99% test accuracy on A, 72% on B": a list of value-on-dataset items
    r"^\s+(?:on|in|for)\s+[^,;:()]{1,40}?\s*,\s*$|"
    # "by 19.5 points in A, by 28.4 points in B, and by 15.2 points in C": a list of changes
    r"^(?:\s+(?:on|in|for)\s+[^,;:()]{1,40}?)?\s*,\s*(?:and\s+)?by\s+(?:(?:up to|about|over|nearly|~|≈)\s*)?$|"
    # "QA accuracy below 33% (random guessing is 20%)": a reference value in brackets
    r"^\s*\(\s*(?:[A-Za-z][\w\-]*\s+){0,3}(?:is|was|at|of|gets|achieves|scores|reaches|:|vs\.?|versus)?\s*$", re.I)

#: "more" (or "larger", "additional") and a noun that sizes an input or a model after a
#: multiplier ("10x more parameters", "10 times more training data"): the multiplier sizes
#: a setting or a compared model, not an outcome.
_MORE_INPUT = re.compile(
    r"\s*(?:more|larger|additional|extra|bigger)\s+(?:training\s+|labeled\s+|labelled\s+|unlabeled\s+)?"
    r"(?:parameters?|params|data|tokens|labels|annotations|examples|samples|models?|layers|steps|iterations|"
    r"epochs|gpus|compute|images|videos|demonstrations)\b", re.I)
#: A multiplier ("3.2x") without a metric is a result only before such a word, possibly
#: after one noun that says what changes ("a 3.68x multiplication reduction").
_COMPARATIVE_AFTER = re.compile(
    r"\s*(?:[a-z][\w\-]*\s+(?=(?:speed-?ups?|improvements?|reductions?|increases?|savings?|gains?)\b))?"
    r"(?:faster|slower|speed-?ups?|acceleration|fewer|less|more|smaller|larger|higher|"
    r"lower|better|improvements?|reductions?|increases?|compression|cheaper|cost|memory|"
    r"throughput|latency|efficien\w*|gains?|savings?)\b", re.I)

_NUMBER_WORDS = {
    "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
    "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12",
    "fifteen": "15", "twenty": "20", "thirty": "30", "forty": "40", "fifty": "50",
    "hundred": "100", "thousand": "1000",
}

_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+"
_UNIT = (r"%p\b|%\s?points?\b|%|percent(?:age points?)?\b|pp\b|p\.p\.|-?points?\b|pts\b|"
         r"(?:absolute|relative|abs\.)\s+(?:percentage\s+)?points?\b|hours?\b|"
         r"minutes?\b|seconds?\b|days?\b|GB\b|MB\b|"
         r"(?:[x×X]|-?fold|\s?times)(?![\w])|\s?×|dB\b|ms\b|FPS\b|fps\b|mm\b|cm\b")
_VALUE_RE = re.compile(
    r"(?<![\w.\-@/^_{$€£¥#×])(?<![\w)\]=<>][<>≤≥])"
    r"(?P<sign>[+\-−±])?(?P<v1>" + _NUM + r")(?P<u1>\s?(?:" + _UNIT + r"))?"
    r"(?:(?P<sep>\s?[-–—~∼]\s?|\s\u2212\s)"
    r"(?P<v2>" + _NUM + r")(?P<u2>\s?(?:" + _UNIT + r"))?)?"
    r"(?![\w.]\w|[\w]|-[A-Za-z])"
)
_WORD_FOLD_RE = re.compile(
    r"\b(?P<w>" + "|".join(_NUMBER_WORDS) + r")[\s-]?fold\b", re.I)
#: Multipliers written in words other than "-fold": "three times" (not after another
#: quantity word: "several hundred times"), "an order of magnitude" (10) and "two orders of
#: magnitude" (100): a power of ten, as the phrase means (powers written in words up to six).
_WORD_TIMES_RE = re.compile(
    r"(?<![\w\-])(?<!several\s)(?<!few\s)(?<!many\s)(?<!of\s)(?:"
    r"(?P<w>" + "|".join(_NUMBER_WORDS) + r")\s+times|"
    r"(?P<one>an|one)\s+order\s+of\s+magnitude|"
    r"(?P<p>two|three|four|five|six)\s+orders\s+of\s+magnitude)(?![\w\-])", re.I)
_POWERS = {"two": "100", "three": "1000", "four": "10000", "five": "100000", "six": "1000000"}


def _word_times_value(m: re.Match) -> str:
    """Decimal string of a :data:`_WORD_TIMES_RE` match ("three times" -> "3", "an order of
    magnitude" -> "10", "two orders of magnitude" -> "100")."""
    if m.group("w"):
        return _NUMBER_WORDS[m.group("w").lower()]
    return "10" if m.group("one") else _POWERS[m.group("p").lower()]
_PROPER_AFTER_ON = re.compile(
    r"\b(?:[Oo]n|[Aa]cross)\s+(?:the\s+)?(?:[a-z][a-z\-]+\s+)?"
    r"(?P<ds>[A-Z][\w\-.]*[\w](?:\s+[A-Z0-9][\w\-]*)*|[A-Z])")
_WORD_RE = re.compile(r"[^\s,;:()\[\]—=]+")
_NOT_DATASET = frozenset(
    """The A An This These Our We It In On Average Overall Table Figure Section Appendix
    English Chinese Python Moreover However Additionally Furthermore Specifically""".split()
)
#: A proper name after "on" that names hardware or a pretrained model, not evaluation data:
#: "on A100 GPUs", "on 8 TPUs", "80% on Llama2-70B", "on ChatGPT" (a model family of the
#: lexicon, alone or with a version or size, or a short variant: "GPT-JT", "BERT-base", "ViT-B/16").
_NOT_DATASET_NAME = re.compile(
    r"(?:^|\s)(?:[GTC]PUs?|[A-Z]\d{3}s?)$|^(?:" + "|".join(re.escape(f) for f in sorted(
        L.MODEL_FAMILIES, key=lambda f: (-len(f), f))) + r")(?:-(?:[A-Z][A-Za-z]{0,3}|base|large|small|tiny|mini|xl|xxl|"
    r"chat|instruct))?(?:[\s\-/]?v?\d[\w.\-/]*)?$")


# ---------------------------------------------------------------------------------------
# Step 1: numbers with units and ranges

class Number:
    """One candidate value found by :func:`find_numbers`.

    Attributes: ``value`` and ``value_max`` (decimal strings as written, sign kept, Unicode
    minus as ``-``), ``unit`` (normalised: ``%``, ``x``, ``pp``, ``points``, ``dB``, ``ms``,
    ``FPS``, or None), ``start``/``end`` (offsets of the number through its unit).
    """

    __slots__ = ("value", "value_max", "unit", "start", "end")

    def __init__(self, value: str, value_max: Optional[str], unit: Optional[str],
                 start: int, end: int) -> None:
        self.value, self.value_max, self.unit = value, value_max, unit
        self.start, self.end = start, end

    def __repr__(self) -> str:
        return f"Number({self.value!r}, {self.value_max!r}, {self.unit!r}, {self.start}, {self.end})"


#: Units that measure the same kind of quantity (a metric may pass between them).
_UNIT_FAMILY = {"%": "%", "pp": "%", "points": "%"}

#: Units that make a value a result even without a metric.
_RESULT_UNITS = frozenset({"%", "x", "pp", "points"})


def _norm_unit(raw: Optional[str]) -> Optional[str]:
    """Normalise a unit as matched (``" ×"``, ``"-fold"``, ``"percent"``) to its symbol."""
    if not raw:
        return None
    u = re.sub(r"^(?:absolute|relative|abs\.)\s+", "", raw.strip().lower().lstrip("-"))
    if u in ("x", "×", "fold", "times"):
        return "x"
    if u in ("%", "percent"):
        return "%"
    if u.startswith("percentage point") or u in ("pp", "p.p.", "%p") or re.fullmatch(r"%\s?points?", u):
        return "pp"
    if u in ("point", "points", "pts"):
        return "points"
    if u in ("hour", "hours"):
        return "h"
    if u.startswith("minute"):
        return "min"
    if u.startswith("second"):
        return "s"
    if u.startswith("day"):
        return "days"
    return {"db": "dB", "ms": "ms", "fps": "FPS", "gb": "GB", "mb": "MB", "mm": "mm", "cm": "cm"}.get(u, raw.strip())


#: A power as cleaned LaTeX (kg/clean.py) or plain text writes it: "10^6", "10^-2",
#: "10^(-2)", "10^{-2}", "10⁻²", with an optional mantissa ("3 × 10^(-4)", "2.5x10^-2").
_POWER_RE = re.compile(
    r"(?<![\w.\-^])(?:(?P<m>\d+(?:\.\d+)?)\s?[×xX]\s?)?(?P<b>\d+(?:\.\d+)?)(?:"
    r"\s?\^\s?(?:\(\s*(?P<e1>[+\-−]?\s?\d+(?:\.\d+)?)\s*\)|\{\s*(?P<e2>[+\-−]?\s?\d+(?:\.\d+)?)\s*\}|"
    r"(?P<e3>[+\-−]?\d+(?:\.\d+)?)(?!\d|\.\d))|"
    r"(?P<e4>[⁺⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))")
_SUPERSCRIPTS = str.maketrans("⁺⁻⁰¹²³⁴⁵⁶⁷⁸⁹", "+-0123456789")


def _power_value(m: re.Match) -> Optional[str]:
    """The exact decimal string of a :data:`_POWER_RE` match: a power of ten with a whole
    exponent, times its mantissa ("10^(-2)" -> ``"0.01"``, "3 × 10^(-4)" -> ``"0.0003"``,
    "10^6" -> ``"1000000"``); None for another base ("2^10") or exponent ("10^(-2.5)"),
    or an exponent beyond ±30. Computed with :class:`decimal.Decimal`, never a float."""
    from decimal import Decimal

    exp = next(e for e in m.group("e1", "e2", "e3", "e4") if e is not None)
    exp = exp.translate(_SUPERSCRIPTS).replace("−", "-").replace(" ", "")
    if m.group("b") != "10" or "." in exp or abs(int(exp)) > 30:
        return None
    value = Decimal(m.group("m") or 1).scaleb(int(exp))
    text = format(value, "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def find_numbers(text: str, lo: int = 0, hi: Optional[int] = None) -> list[Number]:
    """Find stand-alone numbers (with unit and range) in ``text[lo:hi]``.

    Input: text and an optional window. Output: :class:`Number` objects in text order.
    Numbers glued to words (``GPT-4``, ``top-1``, ``7B``, ``3D``, ``ℓ2``), exponents and
    subscripts are skipped; multipliers in words (``seven-fold``) are included. A power of
    ten with a whole exponent, as cleaned LaTeX writes it (``10^(-2)``, ``10^-2``,
    ``3 × 10^(-4)``, ``10⁻²``), is one number whose value is the power's (``"0.01"``,
    ``"0.0003"``: :func:`_power_value`); any other power (``2^10``, ``10^(-2.5)``) gives
    no number at all, neither its base nor a range.
    """
    hi = len(text) if hi is None else hi
    out: list[Number] = []
    powers: list[tuple[int, int]] = []
    if "^" in text[lo:hi] or any(c in text[lo:hi] for c in "⁰¹²³⁴⁵⁶⁷⁸⁹"):
        for m in _POWER_RE.finditer(text, lo, hi):
            if m.group("e4") is not None and m.group("b") != "10":
                continue  # "cm²", "R²", a footnote mark: not a power of a number we read
            powers.append((m.start(), m.end()))
            value = _power_value(m)
            if value is not None:
                out.append(Number(value, None, None, m.start(), m.end()))
    for m in _VALUE_RE.finditer(text, lo, hi):
        if powers and any(ps <= m.start() < pe or m.start() <= ps < m.end() for ps, pe in powers):
            continue  # a base, mantissa or exponent of a power read above
        if text[m.start() - 1:m.start()] == "=" and not _metric_before_equals(text, m.start() - 1):
            continue  # "τ=0.5", "k=5": a setting; "FID=3.88" is a score
        sign = (m.group("sign") or "").replace("−", "-")
        if sign == "±":
            continue  # "± 0.3" is an error bar, not a value
        u1, u2 = _norm_unit(m.group("u1")), _norm_unit(m.group("u2"))
        v2 = m.group("v2")
        if v2 is not None:
            if u1 and u2 and u1 != u2:
                continue  # "5%-3x": not a range we can read
            out.append(Number(sign + m.group("v1"), v2, u2 or u1, m.start(), m.end()))
        else:
            out.append(Number(sign + m.group("v1"), None, u1, m.start(), m.end()))
    window = text[lo:hi]
    for m in (_WORD_FOLD_RE.finditer(text, lo, hi) if "fold" in window else ()):
        out.append(Number(_NUMBER_WORDS[m.group("w").lower()], None, "x", m.start(), m.end()))
    for m in (_WORD_TIMES_RE.finditer(text, lo, hi) if "times" in window or "magnitude" in window else ()):
        out.append(Number(_word_times_value(m), None, "x", m.start(), m.end()))
    out.sort(key=lambda n: n.start)
    return out


#: The word glued to "=" before a number ("FID=3.88", "mIoU=51.2").
_WORD_BEFORE_EQUALS = re.compile(r"([A-Za-z][\w\-@]*)\s?$")


def _metric_before_equals(text: str, eq: int) -> bool:
    """Whether the word before the "=" at ``text[eq]`` is a metric head (:func:`_is_head`:
    "FID=3.88", "Acc=85%"), so that the number glued to it is a score, not a setting such
    as "τ=0.5" or "k=5"."""
    m = _WORD_BEFORE_EQUALS.search(text, max(0, eq - 30), eq)
    return m is not None and _is_head([m.group(1)], 0)


#: The gap between two items of a list of values: "4.1 and 3.2", "1.2, 0.8 and 2.5".
_VALUE_LIST_GAP = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+)")


def _share_list_units(text: str, numbers: list[Number]) -> list[Number]:
    """Give a bare value the unit of the next value when a list joins them ("by 4.1 and 3.2
    points", "by 1.2, 0.8 and 2.5%": one unit written once for the whole list).

    Only the units that make a value a result (``%``, ``x``, ``pp``, ``points``) are
    shared, only to a plain number (no unit, no range) whose gap to the next value is a
    comma and/or "and"/"or"; the list is read from its end. Returns a new list; the input
    :class:`Number` objects are not changed.
    """
    out = list(numbers)
    for i in range(len(out) - 2, -1, -1):
        n, nxt = out[i], out[i + 1]
        if n.unit is None and n.value_max is None and nxt.unit in _RESULT_UNITS and \
                _VALUE_LIST_GAP.fullmatch(text, n.end, nxt.start):
            out[i] = Number(n.value, None, nxt.unit, n.start, n.end)
    return out


#: "a factor of" (with a hedge) right before a bare number: the number is a multiplier.
_FACTOR_LEFT = re.compile(
    r"\bfactor\s+of\s+(?:(?:up\s+to|about|around|approximately|nearly|over|roughly|almost|more\s+than|~|≈)\s*)*$",
    re.I)


def _factor_units(text: str, numbers: list[Number]) -> list[Number]:
    """Give the unit ``x`` to a plain number after "a factor of" ("increases throughput by a
    factor of 1.6 to 2.5", "by a factor of about 4"): the number is a multiplier, as if
    written "4x". Only numbers without a unit change (a range's ends keep theirs); returns
    a new list, the input :class:`Number` objects unchanged."""
    if not any("factor" in text[max(0, n.start - 40):n.start] for n in numbers if n.unit is None):
        return numbers
    return [Number(n.value, n.value_max, "x", n.start, n.end)
            if n.unit is None and _FACTOR_LEFT.search(text, max(0, n.start - 40), n.start) else n
            for n in numbers]


def multiplier_value(phrase: str) -> Optional[str]:
    """Decimal string of a multiplier phrase, or None when ``phrase`` is not one.

    ``"seven-fold"``, ``"sevenfold"``, ``"7-fold"``, ``"7x"``, ``"7 ×"``, ``"7 times"`` ->
    ``"7"``; ``"three times"`` -> ``"3"``; ``"an order of magnitude"`` -> ``"10"``, ``"two
    orders of magnitude"`` -> ``"100"``; ``"2.5x"`` -> ``"2.5"``; ``"26,000x"`` -> ``"26,000"`` (as written). For comparing a gold value written in words with the
    ``value``/``unit="x"`` of a :class:`~kg.records.Result`.
    """
    p = phrase.strip()
    m = _WORD_FOLD_RE.fullmatch(p)
    if m:
        return _NUMBER_WORDS[m.group("w").lower()]
    m = _WORD_TIMES_RE.fullmatch(p)
    if m:
        return _word_times_value(m)
    m = re.fullmatch(r"(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(?:[x×X]|-?fold|times)", p)
    return m.group(1) if m else None


# ---------------------------------------------------------------------------------------
# Step 3: metric attachment

def _is_head(words: list[str], i: int) -> bool:
    """Whether ``words[i]`` is a metric head (``rate`` etc. only after a known modifier)."""
    w = words[i]
    lw = w.lower().rstrip(".")
    if _CASED_HEADS.match(w):
        return not shouted_word(w, words[i - 1] if i > 0 else "", words[i + 1] if i + 1 < len(words) else "")
        # ("IT IS 3x faster": the verb in capitals, not the Inception Score)
    if lw == "speed" and i + 1 < len(words) and words[i + 1].lower() == "up":
        return False  # "can speed up decoding by 1.8x": a verb
    if lw in _NAMED_COEFFICIENTS:
        return i > 0 and (re.fullmatch(r"[A-Z][a-z]+(?:'s|’s)", words[i - 1]) is not None or
                          words[i - 1] in ("Spearman", "Kendall", "Pearson", "Cohen", "Fleiss"))
    if lw in ("rate", "rates", "ratio", "distance", "index") and i > 0:
        return words[i - 1].lower() in _RATE_MODIFIERS
    if "-" in lw and lw.rsplit("-", 1)[1] in ("rate", "rates"):
        return lw.rsplit("-", 1)[0] in _RATE_MODIFIERS
    if "-" in lw and lw.rsplit("-", 1)[1] in _METRIC_HEADS and re.search(r"[\dA-Z]", w.rsplit("-", 1)[0]):
        return True  # "L2-error", "R2-score": a norm or an index glued to the head
    if lw == "performance" and i > 0 and _is_head(words, i - 1):
        return False  # "AUROC performance of 93.8": the metric is AUROC
    if lw in _GENERIC_HEADS and i > 1 and words[i - 1].lower() == "of" and words[i - 2].lower() == "terms":
        return True  # "in terms of speed by 52x": the phrase names the measure
    if lw in _GENERIC_HEADS:
        # generic heads need a modifier: "BLEU score", "search performance", "GPU time",
        # never "at the same time" or "a score of"
        return i > 0 and words[i - 1].lower() not in _PHRASE_STOP and \
            re.search(r"[A-Za-z]", words[i - 1]) is not None
    return lw in _METRIC_HEADS


def _phrase_left(words: list[re.Match], head: int) -> int:
    """Index of the first word of the metric phrase ending at ``words[head]``.

    Modifiers are the up to three words before the head that are neither stop words nor
    verbs (``average success rate``, ``certified robustness``, ``top-1 accuracy``).
    """
    first = head
    while first > 0 and head - first < 3:
        w = words[first - 1].group()
        lw = w.lower()
        if lw in _PHRASE_STOP or _VERB_STEM.match(w) or not re.search(r"[A-Za-z]", w) \
                or w.endswith(".") or lw.endswith("ly") or w.islower() and lw.endswith(("'s", "’s")):
            break
        first -= 1
        if words[first].string[words[first].end():words[first].end() + 1] == ")":
            break  # "(FID) score": the parenthesised acronym is the last modifier
    return first


def _metric_after(text: str, start: int, hi: int,
                  spans: Sequence[tuple[int, int, str]], multiplier: bool = False) -> Optional[tuple[str, int]]:
    """Metric phrase right after a value: ``(surface, end offset)`` or None.

    Skips change words, participles of change and a linking preposition (``a 5%
    improvement in accuracy``, ``4.69%-15.26% in FID``, ``higher accuracy``, ``three-fold
    improved performance``), ``on average`` (``by 0.4% to 12.2% on average in terms of
    adversarial accuracy``) and, after a multiplier (``multiplier`` True), an article
    (``1.7x the success rate of the baseline``); stops at clause punctuation.
    """
    stop = hi
    m = re.search(r"[,;:()\[\]]|\.(?:\s|$)", text[start:hi])
    if m:
        stop = start + m.start()
    words = list(_WORD_RE.finditer(text, start, stop))[:12]
    i = 0
    on = False  # "by up to 13.44% on classification accuracy": only a lower-case metric phrase
    if len(words) > 1 and words[0].group().lower() == "on" and words[1].group().lower() == "average":
        i = 2  # "by 2% on average in terms of accuracy": "on average" is a hedge
    elif words and words[0].group().lower() == "on":
        i, on = 1, True
    elif multiplier and words and words[0].group().lower() in ("the", "a", "an"):
        i = 1  # "1.7x the success rate of the baselines"
    while i < len(words) and (words[i].group().lower() in _AFTER_SKIP
                               or i > 0 and words[i].group().lower() in ("the", "a", "an")
                               or words[i].group().lower() == "average" and i + 1 < len(words)
                               and words[i + 1].group().lower() in _CHANGE_WORDS):
        i += 1  # "a 50% decrease in the FPR", "8% average reductions in EER"
    if 0 < i < len(words) and words[i - 1].group().lower() in _CHANGE_WORDS:
        i = _past_comparand(words, i)  # "3% improvement over baselines in balanced accuracy"
    if i < len(words) and words[i].group().lower() in _PHRASE_STOP - {"in", "of"}:
        return None
    if i < len(words) and words[i].group() in ("+", "-", "±", "×", "·", "*", "/"):
        return None  # "a 9 + ε approximation ratio": the value is a term of an expression
    begin = words[i].start() if i < len(words) else stop
    at = [(s, -e, name) for s, e, name in spans
          if begin <= s < stop and not text[begin:s].strip() and not (on and not text[s:e].islower())]
    if at:  # the longest span there ("top-1 success rate" over "top-1")
        s, e, name = min(at)
        return _head_continued(text, s, -e, stop) or (name, -e)
    words = words[:i + 7]
    texts = [w.group() for w in words]
    last = None  # the metric phrase ends at the last head of the noun run
    for j in range(i, min(len(words), i + 4)):
        # next to a change word a generic head stands alone: "2x less memory", "12x memory
        # reduction", "4x speed faster" (also "speed", though it spells a verb too)
        alone = j == i and texts[j].lower() in _GENERIC_HEADS and (
            i > 0 or j + 1 < len(texts) and texts[j + 1].lower() in _CHANGE_WORDS
            or texts[j].lower() == "overhead")  # ("adds 19% overhead": a cost by itself)
        if texts[j].lower() in _PHRASE_STOP or _VERB_STEM.match(texts[j]) and not _is_head(texts, j) and not alone:
            break
        if _is_head(texts, j) or alone:
            last = j
    if last is None:
        return _compared_noun(text, words, i, stop) if not on else None
    if on and any(not texts[j].islower() and not _is_head(texts, j) for j in range(i, last + 1)):
        return None  # "85% on ImageNet top-1 accuracy": a dataset, not a metric, follows "on"
    return text[words[i].start():words[last].end()], words[last].end()


def _head_continued(text: str, s: int, e: int, stop: int) -> Optional[tuple[str, int]]:
    """A metric span ``text[s:e]`` that only begins the metric phrase after a value, with
    the phrase through the metric head one or two words later: "31% top-1 success rate"
    (span "top-1") -> ``("top-1 success rate", end)``; None when the words after the span
    (up to ``stop``) do not end in a head (:func:`_is_head`) or hold a stop word, a verb or a
    capitalised name ("68% top-1 ImageNet accuracy" keeps "top-1")."""
    nxt = list(_WORD_RE.finditer(text, e, stop))[:2]
    texts = [text[s:e]] + [w.group() for w in nxt]
    for k in range(len(nxt), 0, -1):
        if all(t.lower() not in _PHRASE_STOP and not _is_verb(t) and re.search(r"[A-Za-z]", t)
               and (t.islower() or _is_head(texts, n)) for n, t in enumerate(texts[1:k + 1], 1)) and \
                _is_head(texts[:k + 1], k) and \
                not text[e:nxt[0].start()].strip(" -"):
            return text[s:nxt[k - 1].end()], nxt[k - 1].end()
    return None


#: Comparatives after a value that make the noun phrase after them the measured quantity
#: ("67x better scalability", "10-100x fewer gradient evaluations"); a size adjective
#: ("3x larger batch size") sizes a setting instead.
_COMPARATIVE_BEFORE_NOUN = frozenset("better higher lower fewer less more".split())
#: Nouns after such a comparative that size an input or a model, not a measure ("2x more
#: tokens", "50% fewer parameters").
_INPUT_NOUNS = frozenset(
    """parameters parameter params data tokens labels annotations examples models model layers
    steps step iterations epochs gpus""".split())
#: Word shapes of adjectives and adverbs after "more"/"less" ("more effective", "more often").
_ADJECTIVE_SHAPE = re.compile(r"(?:ive|ent|ant|able|ible|ous|ful|ic|al|ate|ient|often|ish|act|ust|rse|ex|ed)$")
#: Noun endings of an action or a quality: after "more"/"less"/"fewer" such a noun is a
#: measured amount ("10x fewer gradient evaluations", "6 times less computation"), while a
#: concrete plural is a count of things ("2x fewer samples", "25x more graphs").
_ABSTRACT_NOUN = re.compile(r"(?:ions?|ity|ities|ness|ance|ence|ency|ing|ment|ments)$")
#: Change nouns after a measured noun phrase ("72% bit rate saving", "a 38% bitops reduction").
_CHANGE_NOUNS = frozenset(
    "saving savings reduction reductions improvement improvements gain gains increase increases".split())
#: Rating words that open a noun phrase without belonging to the measure ("overall").
_RATING_LEFT = frozenset({"overall", "average", "relative", "absolute", "total", "mean"})


def _noun_run(texts: list[str], i: int, stop_at_change: bool) -> int:
    """Index past the run of one to three lower-case content words from ``texts[i]`` (no
    stop word, verb, adverb, number or capital; with ``stop_at_change`` also no change
    noun), or ``i`` when there is none."""
    j = i
    while j < len(texts) and j - i < 3:
        w = texts[j]
        lw = w.lower()
        if not re.fullmatch(r"[a-z][a-z\-]*", w) or lw in _PHRASE_STOP or _is_verb(w) or lw.endswith("ly") \
                or stop_at_change and lw in _CHANGE_NOUNS:
            break
        j += 1
    return j


def _compared_noun(text: str, words: list[re.Match], i: int, stop: int) -> Optional[tuple[str, int]]:
    """The measured noun phrase after a value when no metric head names it: after a
    comparative ("67x better scalability", "10-100x fewer gradient evaluations than X"),
    the one to three lower-case words up to a stop word or the clause end (not an adjective
    after "more"/"less": "10 times more effective"; after "more"/"less"/"fewer" only a
    noun of an action or quality, not a count of things: "2x fewer samples"); before a change
    noun ("72.3% overall bit rate saving", "a 9% latency reduction"), the words before it,
    a rating word ("overall") dropped and "saving(s)" kept ("bit rate saving": the measure
    is the saving); an acronym (:func:`_is_acronym`) before a change noun ("a 21.1% PRO
    absolute gain") or after one and "in" ("9% improvements in PCK"; the caller drops an
    acronym that is a dataset: "a 3% gain in MMLU"), or right after a percentage or a decimal
    before a stop word ("41.2% OLS with ...", "0.62 NDS and ..."; not a model family or a
    unit of size: "86% LLaMA", "2.2 TB"). An acronym right after "in" alone
    ("3% in ARI", "3% in MMLU") may name either, and is left. Never a noun that sizes an input or a model ("2x more tokens"), a
    system or a task noun. ``words`` are the words after the value, ``i`` the first word
    after the skipped change words. Output as :func:`_metric_after`."""
    texts = [w.group() for w in words]
    if i < len(texts) and _is_acronym(texts[i]):
        # "a 21.1% PRO absolute gain", "9% improvements in PCK": an acronym named as the
        # measure of a change, before a change noun or after one and "in"
        nxt = next((t.lower() for t in texts[i + 1:] if t.lower() not in ("absolute", "relative")), "")
        before_change = i == 0 and nxt in _CHANGE_NOUNS | {"reduction", "reductions", "drop", "drops", "boost", "boosts"}
        after_change = i >= 2 and texts[i - 1].lower() in ("in", "of", "the") and \
            any(t.lower() in _CHANGE_NOUNS | {"reduction", "reductions", "drop", "drops", "boost", "boosts"}
                for t in texts[:i]) and (i + 1 == len(texts) or texts[i + 1].lower() in _PHRASE_STOP)
        if before_change:  # the phrase runs through the change noun ("21.1% PRO absolute gain")
            k = next(n for n in range(i + 1, len(texts)) if texts[n].lower() not in ("absolute", "relative"))
            return texts[i], words[k].end()
        # "41.2% OLS with ResNet-50", "0.62 NDS and 0.55 mAP": right after a percentage or a
        # decimal, before a stop word or the clause end
        plain = i == 0 and (len(texts) == 1 or texts[1].lower() in _PHRASE_STOP) and \
            _SCORE_BEFORE.search(text, max(0, words[0].start() - 16), words[0].start()) is not None and \
            not _model_family(texts[0]) and not _SIZE_UNIT.fullmatch(texts[0])
        return (texts[i], words[i].end()) if after_change or plain else None
    if 0 < i and texts[i - 1].lower() in _COMPARATIVE_BEFORE_NOUN:
        j = _noun_run(texts, i, False)
        if j == i or j < len(texts) and texts[j].lower() not in _PHRASE_STOP:
            return None  # no noun, or the noun phrase goes on ("lower total online + offline latency")
        if texts[i - 1].lower() in ("more", "less") and _ADJECTIVE_SHAPE.search(texts[i].lower()):
            return None  # "10 times more effective", "13% more accurate verification": an adjective's comparative
        if texts[i - 1].lower() in ("more", "less", "fewer") and not _ABSTRACT_NOUN.search(texts[j - 1].lower()):
            return None  # "2x fewer samples", "12% more problems": a count of things, no measure
        last = texts[j - 1].lower()
    elif i == 0:
        k = 1 if texts and texts[0].lower() in _RATING_LEFT else 0
        j = _noun_run(texts, k, True)
        if j == k or j >= len(texts) or texts[j].lower() not in _CHANGE_NOUNS or \
                j + 1 < len(texts) and texts[j + 1].lower() in ("in", "of"):
            return None  # ("53% correction improvement in terms of WER": the measure follows)
        i = k
        last = texts[j - 1].lower()
        if texts[j].lower() in ("saving", "savings"):
            j += 1
    else:
        return None
    if last in _INPUT_NOUNS or last in _NOT_MEASURED or last in _TASK_WORDS or last in _RATING_LEFT:
        return None
    return text[words[i].start():words[j - 1].end()], words[j - 1].end()


#: A percentage or a decimal right before a word: a score that the word may name.
_SCORE_BEFORE = re.compile(r"(?:%|\d\.\d+|\d%\s?points?)\s*$")
def _model_family(word: str) -> bool:
    """Whether ``word`` (or its stem before a hyphen or digit) is a model family of
    :data:`kg.extract.lexicon.MODEL_FAMILIES`, in any casing ("LLaMA", "GPT-4")."""
    stem = re.split(r"[-\d]", word)[0]
    return stem in L.MODEL_FAMILIES or stem.lower() in L.MODEL_FAMILIES_LOWER or word.lower() in L.MODEL_FAMILIES_LOWER


#: Units of size and frequency that look like acronyms ("2.2 TB", "44.1 KHz").
_SIZE_UNIT = re.compile(r"[KMGTP]?(?:B|Hz|bps)")
#: Capitalised words that name hardware or a model kind, never a measure ("a 6% GPU ...").
_NOT_ACRONYM_METRICS = frozenset({"GPU", "GPUs", "CPU", "CPUs", "TPU", "TPUs", "LLM", "LLMs", "AI", "ML"})


def _is_acronym(word: str) -> bool:
    """Whether ``word`` has the shape of a metric acronym: two to ten characters with at
    least two capitals and no more lower-case letters than capitals, three at most ("PCK",
    "NDS", "HPWL", "mIoU", "FPR95", "BitOPs"), and is not a hardware or model word (:data:`_NOT_ACRONYM_METRICS`); names
    with longer lower-case runs ("ImageNet", "BitOPs") are not taken."""
    if not 2 <= len(word) <= 10 or word in _NOT_ACRONYM_METRICS:
        return False
    upper = sum(c.isupper() for c in word)
    lower = sum(c.islower() for c in word)
    return upper >= 2 and lower <= min(upper, 3) and re.fullmatch(r"[A-Za-z][A-Za-z0-9@\-]*", word) is not None


#: Words that introduce what a change is measured against ("a 3% gain over the baseline").
_COMPARAND_WORDS = frozenset({"over", "against", "versus", "vs", "vs.", "on"})
#: Words that end a comparand phrase before the metric: a clause or another value follows.
_COMPARAND_STOP = frozenset({"and", "or", "but", "while", "which", "that", "with", "by", "to", "on", "at"})


def _past_comparand(words: list[re.Match], i: int) -> int:
    """Index of the first word of the metric after a comparand that follows a change word:
    in "3% improvement over (the) baselines in balanced accuracy" (``words`` are the words
    after the value, ``i`` the index of "over"; also "compared to" / "relative to" /
    "against", and the dataset of "a 6% increase on Flickr30k in terms of mean recall"), the
    index after "in" (and a determiner, or "terms of"). The comparand is one to four words
    without a stop word of :data:`_COMPARAND_STOP`; ``i`` itself when the words do not have
    this shape (no comparand, or no "in" after it)."""
    low = [w.group().lower() for w in words]
    k = i
    if k < len(low) and low[k] in _COMPARAND_WORDS:
        k += 1
    elif k + 1 < len(low) and low[k] in ("compared", "relative") and low[k + 1] in ("to", "with"):
        k += 2
    else:
        return i
    j = k
    while j < len(low) and j - k < 5 and low[j] != "in":
        if low[j] in _COMPARAND_STOP or not re.search(r"[A-Za-z]", low[j]):
            return i
        j += 1
    if j == k or j >= len(low) or low[j] != "in" or j - k > 4:
        return i
    j += 1
    if j < len(low) and low[j] in ("the", "terms"):
        j += 1
        if low[j - 1] == "terms" and j < len(low) and low[j] == "of":
            j += 1
    return j


#: Words between a value and the metric phrase after it: change words, participles of
#: change and linking prepositions ("a 5% gain in accuracy", "3x improved throughput").
_AFTER_SKIP = _CHANGE_WORDS | {"in", "of", "terms", "improved", "increased", "reduced",
                               "decreased", "enhanced", "boosted"}

#: Nouns that continue a metric name before its value ("a FID score of 5.17", "an AUC
#: value of 0.93"): not extra words between metric and value.
_METRIC_NOUNS = frozenset({"score", "scores", "value", "values", "metric", "rate", "performance"})
#: "reduces the MAC of a vanilla model by up to 500x": between a metric after a verb of
#: change and its value, the object the metric is measured on.
_OF_OBJECT_BY = re.compile(
    r"\s+of\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?[^,;:()]{1,40}?\s+by\s+"
    r"(?:(?:up\s+to|about|around|approximately|nearly|over|more\s+than|roughly|almost|an?\s+average\s+of|~|≈)\s*)*$",
    re.I)


#: A verb of attainment right before a percentage: the noun phrase after the value is
#: what it measures ("can provide 80-90% correctness guarantees", "attains 71% coverage").
_ACHIEVED_LEFT = re.compile(
    r"\b(?:achiev|attain|reach|provid|deliver|obtain|yield|guarantee|retain|maintain|preserv)\w*"
    r"\s+(?:(?:up\s+to|about|around|approximately|nearly|over|only|almost|roughly|at\s+least|"
    r"more\s+than|a|an|~|≈|∼)\s*)*$", re.I)


#: Last words that leave a noun phrase after a value without a measured quantity.
_NOT_MEASURE_END = frozenset({"average", "mean", "overall", "relative", "absolute", "total"})


def _reduced_quantity(text: str, start: int, hi: int) -> Optional[tuple[str, int]]:
    """What a verb of reduction reduces, right after the percentage: ``reducing 95.7% to
    99.6% forward passes`` -> ``forward passes``, ``saves 40% training time``. One to three
    words, none a stop word or verb, no punctuation; None when "of" follows (``reduces 94%
    of the timesteps``: a share of a set) or nothing noun-like does. ``(phrase, end)``."""
    m = re.match(r"\s+((?:[A-Za-z][\w\-]*)(?:\s+[A-Za-z][\w\-]*){0,2})", text[start:hi])
    if not m:
        return None
    words = m.group(1).split()
    kept = []
    for w in words:
        if w.lower() in _PHRASE_STOP or _VERB_STEM.match(w) or w.lower().endswith("ly"):
            break
        kept.append(w)
    if not kept:
        return None
    phrase = " ".join(kept)
    return phrase, start + text[start:hi].index(phrase) + len(phrase)


#: Heads too vague to be the measure when a change noun follows them: in "a 12% performance
#: gain" the quantity reported is the gain ("performance" alone names no metric).
_VAGUE_CHANGED_HEADS = frozenset({"performance"})
_VAGUE_CHANGE_NOUNS = r"(?:gains?|improvements?|boosts?|drops?|degradations?|increases?|decreases?|reductions?)"
#: A change noun right after such a head: " gain", " improvements", " degradation".
_VAGUE_CHANGE_NOUN = re.compile(r"\s+" + _VAGUE_CHANGE_NOUNS + r"\b", re.I)
#: A metric phrase widened that way: its value is a change ("performance gain").
_VAGUE_CHANGE_END = re.compile(
    r"\b(?:" + "|".join(sorted(_VAGUE_CHANGED_HEADS)) + r")\s+" + _VAGUE_CHANGE_NOUNS + r"$", re.I)
#: The gap after a change on one dataset before a value on the next ("gain in A, and 3.1%
#: in B"): the later value is a change too.
_NEXT_ITEM_GAP = re.compile(
    r"(?:\s+(?:relative\s+|absolute\s+)?" + _VAGUE_CHANGE_NOUNS + r")?\s+(?:on|in|for)\s+[^,;:()]{1,40}?"
    r"\s*,?\s*(?:and\s+)?", re.I)
#: Rating words between a value and the phrase they open ("12% average relative performance gain").
_RATING_RUN_BEFORE = re.compile(r"(?:\b(?:average|relative|absolute|overall|mean)\s+)+$", re.I)


def _vague_head_change(text: str, lo: int, after: tuple[str, int], hi: int) -> tuple[str, int]:
    """The metric phrase after a value, ``after = (surface, end offset)`` as given by
    :func:`_metric_after`, widened when it ends in a vague head (:data:`_VAGUE_CHANGED_HEADS`)
    that a change noun follows: "a 46.27% performance gain" -> ``"performance gain"``, "a
    15.4% average relative performance gain" -> ``"average relative performance gain"`` (the
    rating words between the value, which ends at ``lo``, and the phrase are taken in too).
    The reported quantity is the change, which the vague head alone does not name.
    Otherwise ``after`` unchanged. ``hi`` bounds the search (the sentence end)."""
    name, end = after
    if name.split()[-1].lower() not in _VAGUE_CHANGED_HEADS:
        return after
    m = _VAGUE_CHANGE_NOUN.match(text, end, hi)
    if m is None:
        return after
    start = end - len(name)
    if text[start:end] != name:
        return after  # (a span whose name differs from its surface text)
    rating = _RATING_RUN_BEFORE.search(text, lo, start)
    if rating is not None and not text[lo:rating.start()].strip(" a").strip():
        start = rating.start()
    return text[start:m.end()], m.end()


def _tight_gap(gap: str, loose: bool) -> bool:
    """Whether the words between a metric and a later value link them.

    Link words are copulas, prepositions, hedges and verbs of change (``BLEU score of``,
    ``robustness by up to ≈``, ``performance improved``). A bare number (``loose`` False)
    allows nothing else; a value with a unit allows two other words (``the performance of
    LLMs on NLGraph by``).
    """
    others = 0
    for w in gap.split():
        lw = w.lower().strip(".")
        if lw in ("but", "while", "whereas", "although", "yet"):
            return False  # "comparable performance but reduces 60% of the cost": a new clause
        if lw in _LINK_BEFORE or _VERB_STEM.match(lw) or lw.endswith("ly") or \
                not re.search(r"\w", lw) or lw in _METRIC_NOUNS:
            continue
        others += 1
    return others <= (2 if loose else 0)


#: A dataset phrase right after a metric: "MSE on ETTh1", "accuracy on the MIMIC-III benchmark".
_DATASET_PHRASE = re.compile(
    r"^\s+(?:on|in|across)\s+(?:the\s+)?[A-Z][\w\-.]*[\w](?:\s+[A-Z0-9][\w\-.]*)*"
    r"(?:\s+(?:dataset|benchmark|test\s+set|split)s?)?(?=\s)")


def _without_dataset_phrase(gap: str, before_from: bool) -> str:
    """The gap between a metric and its value without a dataset phrase that opens it ("MSE
    on ETTh1 from 0.42 to 0.38": the gap " on ETTh1 " links as tightly as " "): a
    preposition and a proper name, which names where the metric is measured, not a second
    measure. Only when a link word follows the phrase ("accuracy on ImageNet is 85%") or
    the value is the outcome of "from A to B" (``before_from``): a name right before a bare
    value names a setting of it ("performance in NFE 500")."""
    m = _DATASET_PHRASE.match(gap)
    return gap[m.end():] if m and (before_from or re.search(r"\w", gap[m.end():])) else gap


def _metric_before(text: str, lo: int, start: int, spans: Sequence[tuple[int, int, str]],
                   loose: bool = True) -> Optional[tuple[str, int]]:
    """Last metric phrase before a value in the same clause: ``(surface, start offset)``.

    The clause is at most eight words back and stops at ``; : ( )``, a comma, or ``lo``
    (the end of the previous value); the words between metric and value must pass
    :func:`_tight_gap`.
    """
    found = _metric_before_in_clause(text, lo, start, spans, loose)
    if found and _compared_list_item(text, lo, found[1]):
        return None  # "outperforms DINO, MAE and iBOT by 3%": a model compared, not a measure
    return found


#: A verb that compares the subject with the objects listed after it.
_OUTPERFORM_VERB = re.compile(r"\b(?:outperform|surpass|beat|exceed|outstrip|outpac|outscor)\w*\s+", re.I)
#: Words that end a list of compared models: a preposition or clause word ("outperforms X
#: in accuracy", "beats X on Y").
_NOT_IN_COMPARED_LIST = frozenset(
    """in on of for with at by across under to regarding terms than while which that when
    where both all the""".split()) - {"the", "all", "both"}


def _compared_list_item(text: str, lo: int, pos: int) -> bool:
    """Whether the phrase starting at ``pos`` is an item of the list of objects right after a
    verb of comparison in ``text[lo:pos]`` ("outperforms DINO, MAE and iBOT": MAE at
    ``pos``): between the verb and ``pos`` only list items of at most four words, separated
    by commas or "and"/"or", without a preposition (so "outperforms X in accuracy" keeps its
    measure)."""
    verbs = list(_OUTPERFORM_VERB.finditer(text, lo, pos))
    if not verbs:
        return False
    tail = text[verbs[-1].end():pos]
    if not tail.strip():
        return True  # "outperforms MAE by 3%"
    if not re.search(r"(?:,|\band|\bor)\s*$", tail):
        return False
    items = [x for x in re.split(r",\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+", tail.strip()) if x]
    return all(len(x.split()) <= 4 and not any(w.lower() in _NOT_IN_COMPARED_LIST for w in x.split())
               for x in items)


def _metric_before_in_clause(text: str, lo: int, start: int, spans: Sequence[tuple[int, int, str]],
                             loose: bool) -> Optional[tuple[str, int]]:
    """:func:`_metric_before` without its compared-list check."""
    from_to = text.startswith("from ", start)
    # the clause starts after the last punctuation, a one-token parenthesis excepted:
    # "Fréchet Inception Distance (FID) of 2.1", "an FID (↓) score of 3.08"
    cut = lo
    for m in re.finditer(r"\(\s*[^\s()]+\s*\)|[,;:()\[\]]", text[lo:start]):
        if m.group()[0] != "(" or len(m.group()) == 1:
            cut = lo + m.end()
    lo = cut
    for s, e, name in sorted(spans, key=lambda t: -t[1]):
        if lo <= s and e <= start and len(text[e:start].split()) <= 8:
            return (name, s) if _tight_gap(_without_dataset_phrase(text[e:start], from_to), loose) or \
                _changed_object(text, lo, s, e, start) else None
    words = list(_WORD_RE.finditer(text, lo, start))[-8:]
    texts = [w.group().rstrip(".") for w in words]
    for j in range(len(words) - 1, -1, -1):
        if _is_head(texts, j):
            k = j
            while k + 1 < len(words) and _is_head(texts, k + 1):
                k += 1
            first = _phrase_left(words, j)
            if not _tight_gap(_without_dataset_phrase(text[words[k].end():start], from_to), loose) and \
                    not _changed_object(text, lo, words[first].start(), words[k].end(), start):
                return None
            begin = words[first].start()
            head = words[j]
            if texts[k].lower() == "scores" and not text[words[k].end():start].strip():
                return None  # "On GSM8K, FooNet scores 75.6%": a verb before its value
            if text[head.start() - 1:head.start()] == "(" and text[head.end():head.end() + 1] == ")":
                # "Fréchet Inception Distance (FID) of 2.1": the acronym names the metric
                return head.group(), begin
            if text[begin - 1:begin] == "(":
                begin -= 1
            return _drop_parens(text[begin:words[k].end()]), begin
    return None


#: A value opening a bracket, after at most a hedge: "(up to 2%)", "(~3x compared to ...".
_BRACKET_OPEN = re.compile(
    r"\(\s*(?:(?:up\s+to|about|around|approximately|nearly|over|only|roughly|~|≈|∼|"
    r"e\.g\.,?|i\.e\.,?|by)\s*)*$", re.I)
#: The prepositional phrase that may end a clause before such a bracket: "on 16 NLP tasks".
_TRAILING_PP = re.compile(r"\s(?:on|in|for|across|over)\s+[^,;:()]{1,50}?\s*$", re.I)


def _metric_before_bracket(text: str, lo: int, start: int,
                           spans: Sequence[tuple[int, int, str]]) -> Optional[tuple[str, int]]:
    """Metric of a value that opens a bracket after the clause naming the metric:
    ``improves average downstream accuracy on 16 NLP tasks (up to 2%)``, ``the pass rate on
    miniF2F (48.0% to 57.0%)``, ``runtime speedup (2-4x compared to ...)``. The clause
    before the bracket (without a final ``on``/``in``/``for`` phrase) must end in the metric
    phrase; ``lo`` bounds the search (sentence start or the previous value's end).
    Output as :func:`_metric_before`: ``(surface, start offset)`` or None."""
    m = _BRACKET_OPEN.search(text, lo, start)
    if not m or m.end() != start:
        return None
    end = m.start()
    while end > lo and text[end - 1].isspace():
        end -= 1
    found = _metric_before(text, lo, end, spans, loose=False)  # "superior accuracies (87.5% ..."
    pp = _TRAILING_PP.search(text, lo, end)
    if found is None and pp:
        end = pp.start()
        while end > lo and text[end - 1].isspace():
            end -= 1
        found = _metric_before(text, lo, end, spans, loose=False)
    return found


def _metric_before_colon(text: str, lo: int, start: int,
                         spans: Sequence[tuple[int, int, str]]) -> Optional[tuple[str, int]]:
    """Metric of a value that opens a list after a colon: ``FID scores in line with the
    best models: 1.77 on A, 1.93 on B``. The clause before the colon must name a metric
    (a span, else a metric head) with at most six words and no verb after it.
    Output as :func:`_metric_before`: ``(surface, start offset)`` or None."""
    m = re.search(r":\s*$", text[lo:start])
    if not m:
        return None
    colon = lo + m.start()
    clause = max(lo, max(text.rfind(c, lo, colon) for c in ",;()") + 1)
    words = list(_WORD_RE.finditer(text, clause, colon))
    texts = [w.group().rstrip(".") for w in words]
    for s, e, name in sorted(spans, key=lambda t: -t[1]):
        if clause <= s and e <= colon:
            tail = text[e:colon].split()
            ok = len(tail) <= 6 and not any(_is_verb(w) for w in tail)
            return (name, s) if ok else None
    for j in range(len(words) - 1, -1, -1):
        if _is_head(texts, j):
            tail = texts[j + 1:]
            if len(tail) > 6 or any(_is_verb(w) for w in tail):
                return None
            k = j
            first = _phrase_left(words, j)
            return _drop_parens(text[words[first].start():words[k].end()]), words[first].start()
    return None


#: A measured adjective after a value: "5.7x longer", "3x larger".
_DIMENSION_ADJECTIVE = re.compile(r"\s*(?P<adj>longer|shorter|larger|smaller|bigger|wider|narrower|deeper)\b", re.I)
#: The measure nouns of each adjective: "lengths ... longer", "model sizes ... larger".
_DIMENSION_NOUNS = {
    "longer": ("length", "lengths", "duration", "durations", "horizon", "horizons", "span", "spans"),
    "shorter": ("length", "lengths", "duration", "durations", "horizon", "horizons", "span", "spans"),
    "larger": ("size", "sizes", "footprint", "volume", "capacity", "scale"),
    "smaller": ("size", "sizes", "footprint", "volume", "capacity", "scale"),
    "bigger": ("size", "sizes", "footprint", "volume", "capacity", "scale"),
    "wider": ("width", "widths", "coverage", "range"),
    "narrower": ("width", "widths", "range"),
    "deeper": ("depth", "depths"),
}
#: A noun run, a hedge and the value's start: "intrinsic temporal lengths over ".
_NOUN_RUN_BEFORE = re.compile(
    r"(?<![\w\-])(?P<m>[a-z][\w\-]*(?:\s+[a-z][\w\-]*){0,2})\s+"
    r"(?:(?:over|up\s+to|about|around|nearly|roughly|approximately|almost|more\s+than|~|≈)\s*)*$")


def _measured_noun_before(text: str, lo: int, start: int, adjective: str) -> Optional[tuple[str, int]]:
    """The measure named right before a value that a measured adjective follows: "EgoSchema
    has intrinsic temporal lengths over 5.7x longer than ..." -> ``("intrinsic temporal
    lengths", start)``. The one to three lower-case words before the value (past a hedge)
    must end in a noun of the adjective's dimension (:data:`_DIMENSION_NOUNS`: "lengths"
    for "longer", "sizes" for "larger") and hold no stop word or verb; None otherwise.
    Output as :func:`_metric_before`."""
    m = _NOUN_RUN_BEFORE.search(text, lo, start)
    if m is None or m.end() != start:
        return None
    words = m.group("m").split()
    while words and (words[0] in _PHRASE_STOP or _is_verb(words[0]) or
                     len(words) > 1 and re.search(r"[^su]s$", words[0])):
        # "to have intrinsic temporal lengths": the run starts after the verb; a plural
        # modifier is rare in an English compound, so "supports sequence lengths" starts
        # at "sequence"
        words.pop(0)
    if not words or words[-1] not in _DIMENSION_NOUNS[adjective.lower()] or \
            any(w in _PHRASE_STOP or _is_verb(w) for w in words):
        return None
    phrase = " ".join(words)
    return phrase, m.start("m") + m.group("m").rindex(phrase)


#: ", by (up to)" right before a value.
_COMMA_BY = re.compile(
    r",\s*by\s+(?:(?:up\s+to|about|around|approximately|nearly|over|roughly|almost|more\s+than|~|≈)\s*)*$", re.I)


def _metric_before_comma_by(text: str, lo: int, start: int,
                            spans: Sequence[tuple[int, int, str]]) -> Optional[tuple[str, int]]:
    """Metric of a change set off by a comma: ``consistently improve CLIP accuracy, by 19.5
    points``. The clause before ", by" must end in the metric phrase (nothing between them)
    and a verb of change (:data:`_CHANGE_VERB`) must stand at most 40 characters before the
    metric. Output as :func:`_metric_before`: ``(surface, start offset)`` or None."""
    m = _COMMA_BY.search(text, lo, start)
    if not m or m.end() != start:
        return None
    found = _metric_before(text, lo, m.start(), spans, loose=False)
    if found is None or not _CHANGE_VERB.search(text, max(lo, found[1] - 40), found[1]):
        return None
    return found


#: "reduce the MAC of a vanilla SIREN model by up to": the thing a verb of change changes,
#: measured on an object, before "by" and the value (when no known metric is there).
_CHANGED_THING = re.compile(
    r"\b(?:improv|reduc|increas|decreas|boost|rais|lower|cut|enhanc|accelerat)\w*\s+"
    r"(?:the\s+|its\s+|their\s+)(?P<m>[A-Za-z][\w\-]*(?:\s+[A-Za-z][\w\-]*)?)"
    r"\s+of\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?[^,;:()]{1,40}?\s+by\s+"
    r"(?:(?:up\s+to|about|around|approximately|nearly|over|more\s+than|roughly|almost|~|≈)\s*)*$",
    re.I)


#: A verb of change, its object and "by" right before a value ("reduces the communication
#: volume by up to", "improve time-dependent C statistics by").
_CHANGED_OBJECT = re.compile(
    r"\b(?:improv|reduc|increas|decreas|boost|rais|lower|cut|enhanc|accelerat|lift|shrink|halv|"
    r"doubl|minimi[sz]|maximi[sz])\w*\s+(?:the\s+|its\s+|their\s+|our\s+)?"
    r"(?P<m>[^\s,;:()]+(?:\s+[^\s,;:()]+){0,3}?)\s+(?:by\s+)?"
    r"(?:(?:up[\s-]+to|about|around|approximately|nearly|over|more\s+than|roughly|almost|"
    r"an?\s+average\s+of|on\s+average|~|≈|∼)\s*)*$", re.I)
#: Task nouns: an object of a verb of change ending in one names a task, not its measure.
_TASK_WORDS = frozenset(
    """classification detection segmentation recognition generation translation retrieval
    prediction forecasting estimation reconstruction synthesis tracking reasoning
    understanding answering captioning summarization localization planning control""".split())
#: Objects of a verb of change that are the system changed, not a measured quantity.
_NOT_MEASURED = frozenset(
    """baseline baselines model models method methods approach approaches system systems it
    them this that state-of-the-art sota art performance results result prior work works
    network networks space spaces""".split())  # ("reduces the search space by 40%": a set, not a measure)


#: A noun of change and "in" right before a metric: "the increase in", "the reduction in the".
_CHANGE_NOUN_IN = re.compile(
    r"\b(?:the\s+|an?\s+)?(?P<noun>increase|improvement|gain|reduction|decrease|drop|boost|degradation)s?"
    r"\s+in\s+(?:the\s+)?$", re.I)


def _change_noun_subject(text: str, lo: int, start: int,
                         metrics: Sequence[tuple[int, int, str]]) -> Optional[tuple[str, int]]:
    """The metric of a value stated as the size of a change named earlier in its clause by a
    noun of change before the metric ("the increase in certified accuracy provided by X is
    prominent, up to 6.4%", "the improvement in top-1 accuracy is 3.1%"): the last metric
    span in ``text[lo:start]`` that follows :data:`_CHANGE_NOUN_IN`, when no digit, other
    metric, ";" or ":" stands between it and the value. Output: ``(metric, start)`` or None.
    The caller marks the value a change."""
    for ms, me, name in sorted(metrics, reverse=True):
        if lo <= ms and me <= start:
            gap = text[me:start]
            if re.search(r"\d|[;:]", gap) or any(me <= s2 and e2 <= start for s2, e2, _ in metrics):
                return None
            return (name, ms) if _CHANGE_NOUN_IN.search(text, max(lo, ms - 30), ms) else None
    return None


def _changed_object_metric(text: str, lo: int, start: int) -> Optional[tuple[str, int]]:
    """The object of a verb of change right before ``by <value>`` as the metric:
    ``reducing overgeneralization by 30%``, ``improve time-dependent C statistics by 4.6%``,
    ``reduce the communication volume up to 4x``. One to four words, none a stop word or
    verb; all lower case unless the last is a metric head; a possessive owner is dropped
    (``the model's calibration error``); never a system (``improves the baseline by``,
    ``the state of the art``) nor bare ``performance``. ``(phrase, start offset)`` or None."""
    m = _CHANGED_OBJECT.search(text, lo, start)
    if not m or m.end() != start:
        return None
    words = m.group("m").split()
    begin = m.start("m")
    for n, w in enumerate(words):
        if w.endswith(("'s", "’s")):
            if n == len(words) - 1:
                return None
            begin = m.start("m") + m.group("m").index(words[n + 1], len(" ".join(words[:n + 1])))
            words = words[n + 1:]
            break
    if any(w.lower() in _PHRASE_STOP or _is_verb(w) or w.lower().endswith("ly") for w in words):
        return None
    if words[-1].lower() in _NOT_MEASURED or words[-1].lower() in _NOT_CHANGED or \
            words[-1].lower() in _TASK_WORDS and not _is_head(words, len(words) - 1):
        return None  # ("improves zero-shot classification by 2.9%": a task, whose measure is unnamed)
    if not all(w.islower() for w in words) and not _is_head(words, len(words) - 1):
        return None
    return " ".join(words), begin


#: Nouns before "of" that are no measured quantity ("improves the state of the art by").
_NOT_CHANGED = frozenset({"state", "number", "amount", "level", "degree", "rest", "use", "set"})


def _changed_object(text: str, lo: int, m_start: int, m_end: int, start: int) -> bool:
    """``reduces the MAC of a vanilla SIREN model by up to 500x``, ``improves the accuracy
    of ResNet-50 by 2%``, ``degrades the detection score of a target object from 0.73 to
    0.16``: the metric at ``text[m_start:m_end]`` is the object of a verb of change (at most
    "the" between them; an acronym in brackets after its expansion counts as the metric:
    ``decrease the mean average precision (mAP) of ...``), and only "of <object> by" (or
    "of <object>" before "from A to B", which starts at ``start``) separates it from the
    value at ``start``."""
    if not (_OF_OBJECT_BY.match(text[m_end:start]) or
            text.startswith("from ", start) and _OF_OBJECT_FROM.fullmatch(text, m_end, start)):
        return False
    if text[m_start - 1:m_start] == "(" and text[m_end:m_end + 1] == ")":
        return bool(_CHANGE_VERB_OBJECT_BRACKET.search(text, max(lo, m_start - 90), m_start))
    return bool(re.search(r"\b(?:improv|reduc|increas|decreas|boost|rais|lower|cut|enhanc|"
                          r"accelerat|degrad)\w*\s+(?:the\s+)?$", text[max(lo, m_start - 30):m_start], re.I))


#: "of <object>" between a changed metric and "from A to B" ("the detection score of a target
#: object from 0.73 to 0.16"); a bracket closing the metric's acronym may come first.
_OF_OBJECT_FROM = re.compile(r"\)?\s+of\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?[^,;:()]{1,40}?\s+")
#: A verb of change, "the" and an expansion before the bracket of its acronym ("decrease the
#: mean average precision (").
_CHANGE_VERB_OBJECT_BRACKET = re.compile(
    r"\b(?:improv|reduc|increas|decreas|boost|rais|lower|cut|enhanc|accelerat|degrad)\w*\s+"
    r"(?:the\s+)?[A-Za-z][\w\-]*(?:\s+[A-Za-z][\w\-]*){0,4}\s*\($", re.I)


def _drop_parens(phrase: str) -> str:
    """``(FID) score`` -> ``FID score``; other phrases unchanged."""
    return re.sub(r"\s+", " ", phrase.replace("(", " ").replace(")", " ")).strip() \
        if "(" in phrase or ")" in phrase else phrase


# ---------------------------------------------------------------------------------------
# Step 4: dataset attachment

_CLAUSE_BREAK = re.compile(r"[;:()]|,\s(?:while|and|but|whereas)\b")


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
    which is a compared setup, not the test set."""
    if _TRAINING_USE_AFTER.match(text, end):
        return True
    return bool(_MODEL_HEAD.search(name.strip())) and not _DATA_HEAD_AFTER.match(text, end)


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


def _names_bracketed_dataset(text: str, pos: int, spans: Sequence[tuple[int, int, str]]) -> bool:
    """Whether the bracket opened at ``text[pos]`` holds nothing but one dataset span (an
    optional "e.g." before it): "on a vision dataset (ImageNet)" names the dataset of the
    clause in the bracket, which is then no clause break. ``spans`` are ``(start, end,
    name)`` dataset spans."""
    m = _BRACKETED_NAME.match(text, pos)
    return m is not None and any(s == m.start("n") and e == m.end("n") for s, e, _ in spans)


#: A bracket holding one name: "(ImageNet)", "(e.g., SST-2)".
_BRACKETED_NAME = re.compile(r"\(\s*(?:e\.g\.,?\s*)?(?P<n>[^()\s,;][^(),;]{0,40}?)\s*\)")


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
    matched to a list by ``respectively`` are handled by :func:`_respectively`).
    Without spans: a proper name after ``on``/``across`` between the value and
    ``limit``, else the last one before the value."""
    lo, hi = sent
    inside = sorted(t for t in spans if lo <= t[0] and t[1] <= hi and not _no_result_dataset(text, t[1], t[2]))
    if inside:
        names = {t[2] for t in inside}
        if len(names) == 1 and not (all(t[1] <= start for t in inside) and _other_name_after_on(
                text, end, _clause_stop(text, end, max(limit, end), inside), names)):
            return inside[0][2]  # (not "+3.5% on A and +0.9% for Y on the Open Board": the second is Board's)
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
        if after:
            return after.pop() if len(after) == 1 else None
        if _other_name_after_on(text, end, stop, names):
            return None  # "+0.9% for Y on the Open Board": measured on a name of its own, not a known one before
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
        if ds.split()[0] not in _NOT_DATASET and not _NOT_DATASET_NAME.search(ds) and \
                not _no_result_dataset(text, m.start("ds") + len(ds), ds):
            return ds
    m = None
    for m in _PROPER_AFTER_ON.finditer(text, lo, start):
        pass
    if m is not None:
        ds = m.group("ds").rstrip(".")
        if ds.split()[0] not in _NOT_DATASET and not _NOT_DATASET_NAME.search(ds) and \
                not _no_result_dataset(text, m.start("ds") + len(ds), ds):
            return ds
    return None


# ---------------------------------------------------------------------------------------
# Step 5: filters

def _left_word(text: str, lo: int, start: int) -> str:
    """The word just before ``start`` (lower case, trailing punctuation kept off)."""
    words = text[lo:start].rsplit(None, 1)  # (str methods: a regular expression anchored at
    return words[-1].lower().strip("(\"'") if words else ""  # the end tried every start)


def _noun_follows(text: str, end: int, hi: int) -> bool:
    """Whether the word after a value is a content word (``16 GPUs``), not a function
    word (``28.4 after training``, ``3.1 on CIFAR-10``)."""
    m = re.match(r"(?:,?\s+(?:or|and|to)\s+[\d.,]+)*\s+([A-Za-z][\w\-]*)", text[end:hi])
    return bool(m) and m.group(1).lower() not in _PHRASE_STOP


def _is_change_of(text: str, lo: int, start: int) -> bool:
    """``a gain of 4%``, ``a margin of 2 points``, ``by an average of 7.3 points``: "of"
    after a change noun (or "average") is no setting."""
    m = re.search(r"(\S+)\s+of\s*$", text[lo:start])
    return bool(m) and m.group(1).lower() in _CHANGE_WORDS | {"margin", "margins", "speedup", "speedups", "speed-up", "speed-ups", "average"}


#: A value followed by one of these words measures its own quantity ("50% faster",
#: "3x fewer parameters", "4x larger batch size", "2x more tokens"): it never takes the
#: metric of the clause before it nor inherits that of the value before it.
_OWN_DIMENSION = re.compile(
    r"\s*(?:faster|slower|speed-?ups?|fewer|less|cheaper|smaller|shorter|larger|bigger|"
    r"longer|wider|(?:more|higher|lower)\s+(?!than\b)[a-z][\w\-]*)\b", re.I)
#: "N x M" / "N×M": an image size or matrix shape, whatever the units around it.
_DIMENSION_AFTER = re.compile(r"\s?[×xX]?\s?\d")
_DIMENSION_BEFORE = re.compile(r"\d\s?[×xX]\s?$")


def _is_dimension(text: str, n: Number) -> bool:
    """Whether number ``n`` is one side of a size such as ``512×512``, ``64× 64`` or
    ``224 x 224`` (a setting, never a result). Ranges are never sizes."""
    if n.value_max is not None:
        return False
    if n.unit == "x" and _DIMENSION_AFTER.match(text, n.end) and text[n.end - 1:n.end] in "×xX":
        return True  # "64×" of "64× 64"
    if n.unit is None and re.match(r"\s?[×xX]\s?\d", text[n.end:n.end + 4]):
        return True  # "512" of "512×512"
    return bool(_DIMENSION_BEFORE.search(text[max(0, n.start - 4):n.start]))


def _list_metric_after(text: str, numbers: Sequence[Number], idx: int, hi: int,
                       metrics: Sequence[tuple[int, int, str]]) -> Optional[str]:
    """The metric named after the last value of a list of bare values that ``numbers[idx]``
    opens or continues ("+3.7, +4.1 and +3.5 AP on A, B and C", "scores of 45.1 and 47.3
    BLEU"): the values are joined by commas and/or "and"/"or" (:data:`_VALUE_LIST_GAP`),
    have no unit and are no ranges, and :func:`_metric_after` finds a metric right after the
    last one. None when ``numbers[idx]`` is the last of its list or no metric follows;
    ``hi`` is the sentence end, ``metrics`` the ``(start, end, name)`` spans."""
    k = idx
    while k + 1 < len(numbers) and numbers[k + 1].unit is None and numbers[k + 1].value_max is None and \
            _VALUE_LIST_GAP.fullmatch(text, numbers[k].end, numbers[k + 1].start):
        k += 1
    if k == idx:
        return None
    found = _metric_after(text, numbers[k].end, hi, metrics)
    return found[0] if found else None


def _coordinated_change(text: str, numbers: Sequence[Number], idx: int) -> bool:
    """``with 9.56% and 8.24% average reductions in EER``: the next value of the
    coordination carries the change word that makes both outcomes."""
    k = idx
    while k + 1 < len(numbers) and \
            re.fullmatch(r"\s*(?:,|,?\s*(?:and|or))\s*", text[numbers[k].end:numbers[k + 1].start]):
        k += 1
        if _CHANGE_RIGHT.match(text, numbers[k].end):
            return True
    return False


#: What makes "N times" a multiplier of a quantity rather than a count: "N times the
#: memory", "N times as fast".
_TIMES_OF_QUANTITY = re.compile(r"\s+(?:the|as)\b", re.I)
#: A metric that is itself a ratio of change ("a speedup of 3 times", "compression of 4 times").
_RATIO_METRIC = re.compile(
    r"\b(?:speed-?ups?|accelerations?|compressions?|reductions?|improvements?|increases?|gains?|savings?)$", re.I)


#: A verb of change and its object, with no number or clause break between them and the
#: value: "reduced the number of grid points up to 10 times", "accelerates decoding 3 times".
_TIMES_CHANGE_VERB = re.compile(
    r"\b(?:improv|reduc|increas|decreas|boost|rais|lower|cut|enhanc|accelerat|compress|shrink|shrank|"
    r"slash|speed(?:s|ed|ing)?\s+up|sped\s+up)\w*\b[^,;:()\d]{0,60}$", re.I)


def _times_multiplier(text: str, lo: int, start: int, end: int, left: str, metric: Optional[str]) -> bool:
    """Whether a value written with the word "times" (``text[start:end]``, its sentence
    starting at ``lo``, ``left`` the word before it) states a multiplier of change rather
    than counting occurrences ("used 733.5 times", "called 37 times"): a comparative or
    change word after it ("12 times faster", "a 1.3 times increase", "5 times wider"),
    "the"/"as" after it ("4 times the memory", "3 times as fast"), "by", "to" (not "up
    to") or "achieve" before it, a change phrase before it ("by a factor of", "a speedup
    of": ``_CHANGE_LEFT``), a verb of change and its object before it in the clause
    ("reduced the number of grid points up to 10 times": ``_TIMES_CHANGE_VERB``; the caller
    makes such a value a change), or a metric that is itself a ratio of change
    ("speedup"). The caller also keeps a "times" coordinated with another multiplier."""
    if _COMPARATIVE_AFTER.match(text, end) or _CHANGE_RIGHT.match(text, end) or \
            _DIMENSION_ADJECTIVE.match(text, end) or _TIMES_OF_QUANTITY.match(text, end):
        return True
    if left in ("by", "achieves", "achieving", "achieve", "achieved") or \
            left == "to" and not re.search(r"\bup[\s-]+to\s*$", text[max(lo, start - 8):start], re.I):
        return True  # (a hedge, "up to 14 times", says nothing of change)
    if _CHANGE_LEFT.search(text, max(lo, start - 48), start) or _TIMES_CHANGE_VERB.search(text, max(lo, start - 90), start):
        return True
    return metric is not None and _RATIO_METRIC.search(metric) is not None


def _coordinated_multiplier(text: str, numbers: Sequence[Number], idx: int) -> bool:
    """``a 3.5× and 4× improvement``, ``2x, 3x or 5x faster``: a multiplier without a
    comparative of its own shares the one after the last multiplier of its coordination."""
    k = idx
    while k + 1 < len(numbers) and numbers[k + 1].unit == "x" and \
            re.fullmatch(r"\s*(?:,|,?\s*(?:and|or))\s*", text[numbers[k].end:numbers[k + 1].start]):
        k += 1
        if _COMPARATIVE_AFTER.match(text, numbers[k].end):
            return not _MORE_INPUT.match(text, numbers[k].end)  # ("2x or 10x more parameters": sizes)
    return False


def _is_year(n: Number) -> bool:
    return n.unit is None and n.value_max is None and re.fullmatch(r"(?:19|20)\d\d", n.value) is not None


# ---------------------------------------------------------------------------------------
# Public API

def find_results(text: str, sentences: Optional[Sequence[tuple[int, int]]],
                 metrics: Sequence[tuple[int, int, str]] = (),
                 datasets: Sequence[tuple[int, int, str]] = ()) -> list[Result]:
    """Find numeric results in ``text``.

    Inputs:
        text: cleaned abstract.
        sentences: ``(start, end)`` ranges covering ``text``; None or empty: one sentence.
        metrics, datasets: ``(start, end, name)`` spans from the entity extractor; ``name``
            is what the result reports as metric / dataset (usually ``text[start:end]``).
            When ``metrics`` is empty the module's own metric-head list is used; when
            ``datasets`` is empty, proper names after ``on``/``in`` are used.
    Output: :class:`~kg.records.Result` records in text order. ``value``/``value_max`` are
    decimal strings as written (``"85.4"``, ``"+6.1"``, ``"1,000"`` keeps its comma); ``unit``
    is ``"%"``, ``"x"``, ``"pp"``, ``"points"``, ``"dB"``, ``"ms"``, ``"FPS"`` or None; ``text``
    covers the value and its attached metric phrase. Never raises on a ``str``.
    """
    spans = list(sentences) if sentences else [(0, len(text))]
    datasets = _all_occurrences(text, datasets)
    metrics = _all_occurrences(text, metrics, bare=True)  # ("25.8mm MPJPE and 28.7mm MPJPE": one mention, two places)
    out: list[Result] = []
    for lo, hi in spans:
        prev_end, prev_metric, prev_unit = lo, None, None
        numbers = _factor_units(text, _share_list_units(text, find_numbers(text, lo, hi)))
        skip_until = -1
        for idx, n in enumerate(numbers):
            if n.start < skip_until:
                continue
            left = _left_word(text, lo, n.start)
            if left in _REFERENCE_LEFT or _is_year(n) or left.endswith("@") or _is_dimension(text, n):
                continue
            if n.unit is None and _SCALE_WORD_AFTER.match(text, n.end):
                continue  # "1 billion time points", "7 million images": a count
            share = _OUT_OF.match(text, n.end, hi) if n.unit is None and n.value_max is None else None
            if share:  # "outperforms the baselines on 13 out of 19 tasks": a count of wins
                skip_until = share.end()
                if _WINS_CUE.search(text, lo, hi) and \
                        int(n.value.replace(",", "").split(".")[0] or 0) <= int(share.group("m").replace(",", "")):
                    out.append(Result(
                        value=n.value, unit=f"out of {share.group('m')}", metric=None,
                        dataset=_dataset_for(text, (lo, hi), n.start, share.end(), datasets, hi,
                                             prev_end if out and out[-1].sentence_start == lo else None),
                        text=text[n.start:share.end()], start=n.start, end=share.end(), sentence_start=lo,
                        sentence_end=hi, rule="result-out-of", confidence=0.6))
                    prev_end, prev_metric, prev_unit = share.end(), None, None
                continue
            if n.unit == "%" and re.search(r"\bat\s+(?:a|an|the)\s+$", text[max(lo, n.start - 8):n.start]):
                continue  # "FPR at a 95% true positive rate": an operating point, not an outcome
            if n.unit is None and n.value_max is None and text[n.end:n.end + 1] == ")" and \
                    n.value.isdigit() and int(n.value) <= 20 and \
                    text.count("(", lo, n.start) <= text.count(")", lo, n.start):
                continue  # "to achieve 1) effective fusion, 2) ...": an enumeration marker
            if n.unit is None and n.value_max is None and n.value.isdigit() and \
                    (_FRACTION_NEXT.match(text, n.end, hi) or text[n.start - 1:n.start] == "/"):
                continue  # "to 1/50 of the cost", "24/7": an integer fraction or a date, no result
            # step 2: "from A to B" after a verb of change -> value B
            value, value_max, unit, v_start, v_end = n.value, n.value_max, n.unit, n.start, n.end
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
            solved = unit == "%" and bool(_SOLVED_LEFT.search(text, lo, v_start) or
                                          _REDUCED_LEFT.search(text, lo, v_start))
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
            if unit == "%" and re.match(r"\)?\s+of\b", text[v_end:hi]) and not solved:
                continue  # "10% of the data": a proportion of an input, not an outcome
            # "solves 92% of the tasks": what follows "of" is the set, not a metric
            # the words after a listed value follow the whole list ("2.7%/4.3% accuracy boost")
            list_end = _after_value_list(text, v_end, hi)
            after = None if solved and re.match(r"\)?\s+of\b", text[v_end:hi]) else \
                _metric_after(text, list_end, hi, metrics, multiplier=unit == "x")
            if after is not None:
                after = _vague_head_change(text, list_end, after, hi)  # "46.27% performance gain"
            if after and not _is_head([after[0]], 0) and \
                    any(s <= after[1] - len(after[0]) and after[1] <= e for s, e, _ in datasets) and \
                    not any(s <= after[1] - len(after[0]) and after[1] <= e for s, e, _ in metrics):
                after = None  # "a 3% gain in MMLU": the name after "in" is the dataset, not a measure
            saved = None
            listed_change = False
            if after is None and unit == "%" and _REDUCED_LEFT.search(text, lo, v_start):
                saved = _SAVED_COST.match(text, v_end, hi)  # ("reduces up to 30% of the peak memory usage")
                if saved and not _SAVED_VERB.search(text, lo, v_start) and " " not in saved.group("m").strip():
                    saved = None  # "reduces 45% of the cost": a bare cost noun is too vague a measure
                after = (saved.group("m"), saved.end("m")) if saved else \
                    _reduced_quantity(text, v_end, hi)  # "reducing 95.7% forward passes"
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
            bracketed = False
            if not after and not before and not _OWN_DIMENSION.match(text, v_end) and (
                    unit in _RESULT_UNITS or re.search(r":\s*$", text[max(lo, v_start - 3):v_start])):
                before = _metric_before_bracket(text, max(lo, prev_end), v_start, metrics) or \
                    _metric_before_colon(text, max(lo, prev_end), v_start, metrics) or \
                    _metric_before_comma_by(text, max(lo, prev_end), v_start, metrics)
                bracketed = before is not None
            metric = after[0] if after else list_metric or (before[0] if before else None)
            if metric is None:
                changed = _CHANGED_THING.search(text, max(lo, prev_end), v_start)
                if changed and not any(w.lower() in _PHRASE_STOP | _NOT_CHANGED for w in changed.group("m").split()):
                    metric = changed.group("m")  # "reduce the MAC of a vanilla model by up to 500x"
                    before = (metric, changed.start("m"))
            if metric is None and unit in _RESULT_UNITS and not _OWN_DIMENSION.match(text, v_end):
                before = _changed_object_metric(text, max(lo, prev_end), v_start)
                metric = before[0] if before else None  # "reducing overgeneralization by 30%"
            subject_change = False
            if metric is None and unit in _RESULT_UNITS and not _OWN_DIMENSION.match(text, v_end):
                before = _change_noun_subject(text, max(lo, prev_end), v_start, metrics)
                metric, subject_change = (before[0], True) if before else (None, False)  # "the increase in X is 6%"
            if metric is None and prev_metric is not None and \
                    _UNIT_FAMILY.get(unit, unit) == _UNIT_FAMILY.get(prev_unit, prev_unit) and \
                    (_INHERIT_GAP.match(text[prev_end:v_start]) or
                     re.fullmatch(r"\s*,\s*", text[prev_end:v_start]) and _LIST_ITEM_END.match(text, v_end, hi) or
                     # "92.1% accuracy, a 3.4% absolute improvement": an appositive gain
                     re.fullmatch(r"\s*,\s*(?:an?\s+)?", text[prev_end:v_start]) and _CHANGE_RIGHT.match(text, v_end) or
                     # "... 3% improvement in balanced accuracy, and X can further bring up to 4% improvements"
                     _later_change_of_same_metric(text, prev_end, v_start, v_end, metrics)) \
                    and not _OWN_DIMENSION.match(text, v_end):
                metric = prev_metric  # ("by 0.8%, 1.8%, and 25.5%": a bare list of values of one metric)
                listed_change = bool(out) and out[-1].sentence_start == lo and out[-1].change and (
                    re.fullmatch(r"\s*,?\s*(?:and\s+|or\s+)?", text[prev_end:v_start]) is not None
                    or _NEXT_ITEM_GAP.fullmatch(text, prev_end, v_start) is not None and
                    not _CHANGE_RIGHT.match(text, v_end) and not _OWN_DIMENSION.match(text, v_end))
            if metric is None and unit in ("x", "%") and (dim := _DIMENSION_ADJECTIVE.match(text, v_end)):
                measured = _measured_noun_before(text, max(lo, prev_end), v_start, dim.group("adj"))
                if measured is not None:
                    before = measured  # "intrinsic temporal lengths over 5.7x longer than ..."
                    metric = measured[0]
                elif prev_metric is not None and unit == prev_unit and re.fullmatch(
                        r"\s*" + dim.group("adj") + r"\b[^,;:()]{0,60}?\b(?:and|or)\s+", text[prev_end:v_start]):
                    metric = prev_metric  # "... 5.7x longer than A and 10x to 100x longer than B"
            if metric is None and value_max is None and _ALONE_IN_BRACKETS.match(text, v_end) and \
                    _OPENS_BRACKET.search(text, max(lo, v_start - 3), v_start):
                metric = _metric_in_after(text, v_end, hi, metrics)  # "X (87.7) beats Y (86.9) in mAP"
            if metric is None and (unit in _RESULT_UNITS or "." in value):
                metric = _metric_of_opener(text, lo, hi, metrics)  # "In terms of FPR95, ... to 20.3%"
            if not after and not list_metric and unit not in _RESULT_UNITS and _noun_follows(text, v_end, hi):
                continue  # "16 GPUs", "8 defenses": a count of things, whatever precedes it
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
            if metric is None:
                if unit not in _RESULT_UNITS and not (unit == "dB" and is_change(text, lo, v_start, v_end, value)):
                    continue  # counts, sizes, indices, durations: these need a metric ("4.1 dB gain" is one)
                if _SCALED_INPUT.search(text, max(lo, prev_end), v_start):
                    continue  # "we extend the test set by 80x": a larger input, not an outcome
                if unit in ("%", "pp", "points") and not solved and (
                        left in _SETTING_LEFT and not _is_change_of(text, lo, v_start)
                        and not (left in ("only", "just") and _ACHIEVED_LEFT.search(
                            text, max(lo, v_start - 40), v_start))  # "reaching only 41.0%": an outcome
                        and not _CHANGE_RIGHT.match(text, v_end)  # "with 22% relative gain"
                        and not _coordinated_change(text, numbers, idx)  # "with 9% and 8% average reductions"
                        or not _OUTCOME_CUE.search(text[lo:hi])
                        or _SETTING_AFTER.match(text, v_end, hi)):
                    continue
                if unit == "x" and _MORE_INPUT.match(text, v_end):
                    continue  # "models with 10x more parameters", "having 10 times more data": a larger input
                if unit == "x" and not (_COMPARATIVE_AFTER.match(text, v_end) or
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
            end = after[1] if after else v_end
            if after and unit is None and (pts := _POINTS_AFTER.match(text, end, hi)):
                unit, end = "points", pts.end()  # "by 2 BLEU points", "10.36 accuracy points"
            limit = next((x.start for x in numbers[idx + 1:] if x.start >= end), hi)
            if limit < hi and _COORDINATED_GAP.fullmatch(text, end, limit):
                # "-6.28% FPR95 and +0.77% AUROC on ImageNet": a value coordinated with the next
                # one shares the dataset named after it
                limit = next((x.start for x in numbers[idx + 1:] if x.start > limit), hi)
            dataset = _dataset_for(text, (lo, hi), v_start if bracketed else start, end, datasets, limit,
                                   prev_end if out and out[-1].sentence_start == lo else None)
            out.append(Result(
                value=value, unit=unit, metric=metric, dataset=dataset, text=text[start:end],
                start=start, end=end, sentence_start=lo, sentence_end=hi, value_max=value_max,
                change=saved is not None or listed_change or subject_change
                or is_change(text, lo, v_start, list_end, value)
                or _coordinated_change(text, numbers, idx)  # "9x, 4x and 15x reduction"
                # "improves the student with up to 8.7 GLUE score points": the points are the gain
                or unit in ("points", "pp") and _WITH_CHANGE_LEFT.search(text, max(lo, v_start - 120), v_start) is not None
                # "reduce the inference computation up to three times": a multiplier of change
                or unit == "x" and text[v_start:v_end].endswith("times")
                and _TIMES_CHANGE_VERB.search(text, max(lo, v_start - 90), v_start) is not None
                or after is None and bool(out) and out[-1].sentence_start == lo and out[-1].change
                and out[-1].unit == unit and _LISTED_CHANGE_END.match(text, v_end, hi) is not None
                and re.fullmatch(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", text[prev_end:v_start]) is not None
                or after is not None and _CHANGE_AFTER_METRIC.match(text, after[1], hi) is not None
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
    out = _respectively(text, _respective_metrics(text, _share_forward(text, _slash_values(text, out)),
                                                    datasets), datasets)
    out = _attribute(text, _dedupe(_from_to_lists(text, spans, out, metrics)), datasets, metrics, spans)
    out = [_with_direction(text, replace(r, metric=None) if r.metric and r.metric.lower() in _NO_METRIC else r)
           for r in out]  # ("improves performance by 13%": no metric named)
    for i in range(1, len(out)):  # "boosts AUROC by 17.6%, and F1-score by 7.9%": one verb for both
        r, p = out[i], out[i - 1]
        if r.change and r.direction is None and p.change and p.direction and p.sentence_start == r.sentence_start \
                and not re.search(r"[;:]|\b(?:but|while|whereas)\b", text[p.end:r.start]):
            out[i] = replace(r, direction=p.direction)
    for i in range(len(out) - 2, -1, -1):  # "up to 9x, 4x and 15x reduction": the last item's word
        r, n = out[i], out[i + 1]
        if r.change and r.direction is None and n.change and n.direction and n.sentence_start == r.sentence_start \
                and r.unit == n.unit and re.fullmatch(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", text[r.end:n.start]):
            out[i] = replace(r, direction=n.direction)
    return out


#: Metric phrases too vague to name a measure: "enhancing performance from 92.5% to 94.2%"
#: reports a value of an unnamed metric.
_NO_METRIC = frozenset({"performance", "performances", "results", "result"})
#: Words that say which way a change goes (:func:`_with_direction`), by stem: more of the
#: quantity, less of it, or better without saying which.
_UP_WORDS = re.compile(
    r"(?:increas|higher|more|larger|greater|faster|boost|gain|rais|rise|rose|lift|uplift|jump|"
    r"speed-?up|accelerat|doubl|tripl|grow|grew|exceed|longer|wider|bigger)\w*$", re.I)
_DOWN_WORDS = re.compile(
    r"(?:reduc|decreas|lower|fewer|less|smaller|drop|cut|sav|sacrific|los(?:e|es|t|ing)$|slower|shorter|cheaper|declin|"
    r"degrad|halv|shrink|shrank|fell|fall|minimi[sz]|narrow)\w*$", re.I)
_BETTER_WORDS = re.compile(
    r"(?:improv|better|outperform|surpass|beat|enhanc|advanc|superior|outscor|outpac)\w*$", re.I)
#: "from <number> ... to <number>" at the start of a result's text.
_FROM_TO_VALUES = re.compile(r"from\s+(?:\D{0,12}?)([+\-]?\d[\d,]*(?:\.\d+)?)\D{0,20}?\bto\s+\D{0,12}?([+\-]?\d[\d,]*(?:\.\d+)?)")


def _word_direction(word: str) -> Optional[str]:
    """``"increase"``, ``"decrease"`` or ``"improvement"`` for a word of change, else None."""
    if _DOWN_WORDS.match(word):
        return "decrease"
    if _UP_WORDS.match(word):
        return "increase"
    if _BETTER_WORDS.match(word):
        return "improvement"
    return None


#: Further values of a coordination right after a value: " and 600x", " or 5%".
_NEXT_LISTED_VALUES = re.compile(r"^(?:\s*(?:and|or)\s+[+\-]?\d[\d.,]*\s*(?:%|x|×)?)+(?=\s)")


#: A short item of a comma list (at most three words, no verb-like "-ing"/"-ed" word
#: checked by the caller): "DINO", "the GAN baseline".
_LIST_ITEM = re.compile(r"^\s*(?:\S+\s+){0,2}\S+\s*$")


#: A short closed bracket inside a clause ("(HNSW)", "(ours)").
_CLOSED_BRACKET = re.compile(r"\([^()]{0,40}\)")
#: An open bracket of examples, up to the value: "(e.g., by", "(for example, by up to".
_EXAMPLE_BRACKET = re.compile(r"\(\s*(?:e\.g\.|i\.e\.|for example|for instance)\s*,?\s*", re.I)


def _clause_with_list(head: str) -> str:
    """The clause that ends ``head`` (the sentence up to a value): the text after its last
    ``;``, ``:``, bracket or ", ", except that when that text holds a coordination ("MAE and
    iBOT by up to"), the earlier items of its comma list are read through to the clause that
    opens the list ("Glimmer outperforms DINO, MAE and iBOT by up to": the verb of the
    list's clause gives the direction). Items are at most three words without a verb.
    A short closed bracket is no boundary ("increase throughput on the graph index (HNSW) by
    a factor of"), and a value inside an example bracket belongs to the clause before it
    ("improves performance over the prompts (e.g., by an average of")."""
    head = _CLOSED_BRACKET.sub(" ", head)
    example = _EXAMPLE_BRACKET.search(head)
    if example and not re.search(r"[;:()]|,\s", head[example.end():]):
        head = head[:example.start()]
    parts = re.split(r"([;:()]|,\s)", head)
    i = len(parts) - 1
    if re.search(r"(?:\S\s+|^\s*)(?:and|or)\s+(?!by\b)\S", parts[i]):  # an item after the conjunction ("and by": none)
        while i >= 2 and parts[i - 1].startswith(",") and _LIST_ITEM.match(parts[i - 2]) and \
                not any(_is_verb(w) for w in parts[i - 2].split()):
            i -= 2
        if i >= 2 and parts[i - 1].startswith(","):
            i -= 2  # the clause that opens the list, ending with its first item
    return "".join(parts[i:])


def _with_direction(text: str, r: Result) -> Result:
    """Result ``r`` with :attr:`~kg.records.Result.direction` set: for a "from A to B" outcome
    the order of A and B; for a change (``r.change``) an explicit sign ("+6.1", "-0.5"), else
    the first word of change among the four words after the value, before a stop word or
    a verb ("a 5% gain", "2.7% accuracy boost", "10x fewer"), else the last one among the eight words before it in its
    clause ("reduces the error by 12%", "outperforms Y by 3%"). A word that only says
    "better" gives ``"improvement"``; none of them leaves None. Scores are returned as they
    are."""
    m = _FROM_TO_VALUES.search(text, r.start, r.end) if "from" in r.text else None
    if m:
        a, b = (float(x.replace(",", "")) for x in m.groups())
        return replace(r, direction="increase" if b > a else "decrease" if b < a else None)
    if not r.change:
        return r
    if r.value.startswith("+"):
        return replace(r, direction="increase")
    if r.value.startswith("-"):
        return replace(r, direction="decrease")
    end = _value_end(text, r)
    stop = re.search(r"[,;:()]|\.(?:\s|$)", text[end:r.sentence_end])
    after = text[end:end + stop.start()] if stop else text[end:r.sentence_end]
    after = _NEXT_LISTED_VALUES.sub("", after, count=1)  # "2x and 600x fewer samples": the list's word
    for w in after.split()[:4]:
        if (d := _word_direction(w)) is not None:
            return replace(r, direction=d)
        if w.lower() in _PHRASE_STOP or _is_verb(w):
            break  # "by 12% and increases throughput": the next clause's word
    first_value = re.search(r"[+\-−]?\d", text[r.start:r.end])
    v_start = r.start + (first_value.start() if first_value else 0)
    if _LOSS_BOUND_LEFT.search(text, max(r.sentence_start, v_start - 60), v_start):
        return replace(r, direction="decrease")  # "the accuracy loss within 1.8%"
    if m := _CHANGE_VERB_OBJECT_HEDGED.search(text, max(r.sentence_start, v_start - 90), v_start):
        # the verb nearest the bracket: "increasing sparsity improves accuracy (up to 7%": improvement
        return replace(r, direction=next((d for w in reversed(m.group(0).split())
                                          if (d := _word_direction(w)) is not None), None))
    if r.unit in ("points", "pp") and (m := _WITH_CHANGE_LEFT.search(text, max(r.sentence_start, v_start - 120), v_start)):
        return replace(r, direction=_word_direction(m.group("w")))  # "gains, with up to 3.4 BLEU points"
    clause = _clause_with_list(text[r.sentence_start:v_start])
    clause = re.sub(r"\b(?:more|less)\s+than\s*$", "", clause)  # a hedge: "saving more than 40%"
    for w in reversed(clause.split()[-14:]):
        if (d := _word_direction(w)) is not None:
            return replace(r, direction=d)
    if r.metric and r.start < v_start and (m := _CHANGE_NOUN_IN.search(text, max(r.sentence_start, r.start - 30), r.start)):
        return replace(r, direction=_word_direction(m.group("noun")))  # "the increase in X ..., up to 6.4%"
    return r


#: A scale word after a bare number makes it a count ("1 billion time points").
_SCALE_WORD_AFTER = re.compile(r"\s+(?:thousand|million|billion|trillion)\b", re.I)
#: "points" right after the metric that follows a value ("by 2 BLEU points", "up to 6
#: perplexity points"): the value's unit.
_POINTS_AFTER = re.compile(r"\s+(?:points?|pts)\b", re.I)
#: "out of M" right after a whole number N ("13 out of 19", "9 out of the 26").
_OUT_OF = re.compile(r"\s+out\s+of\s+(?:the\s+)?(?P<m>\d{1,3}(?:,\d{3})*)(?![\d.%])")
#: "of (the) <items>" after a percentage, where the items are units of evaluation ("83% of
#: the tasks", "70% of tasks", "90% of the test cases"): with a preposition before the value
#: and a sentence that reports wins, the percentage is a share of outcomes.
_SHARE_OF_ITEMS = re.compile(
    r"\s+of\s+(?:all\s+)?(?:the\s+)?(?:[a-z][\w\-]*\s+){0,2}?(?:tasks|cases|problems|instances|benchmarks|"
    r"datasets|games|environments|settings|scenarios|queries|prompts|questions|languages|domains|"
    r"categories|comparisons|trials|runs|seeds|evaluations|matchups|puzzles)\b")
#: "on" / "in" / "for" / "across" (with a hedge) right before such a share.
_SHARE_LEFT = re.compile(
    r"\b(?:on|in|for|across)\s+(?:(?:about|around|approximately|nearly|over|more\s+than|up\s+to|roughly|"
    r"almost|~|≈|∼)\s*)*$", re.I)
#: A sentence that reports wins, so "N out of M <items>" counts outcomes ("outperforms ... on
#: 7 out of 8 tasks", "sets the state of the art on 34 out of 40 tasks", "wins in 11 out of
#: 12 cases"), not a selection of inputs ("we keep 5 out of 10 layers").
_WINS_CUE = re.compile(
    r"\b(?:outperform|surpass|beat|exceed|win|wins|won|match|achiev|attain|reach|improv|"
    r"advanc|solv|set|sets)\w*\b|\bstate[- ]of[- ]the[- ]art\b|\bSOTA\b|\bsuperhuman\b", re.I)


#: A verb that enlarges an input right before "by <value>", in the first person or as a
#: gerund ("we extend the test set by 80x", "scaling the data by 5x"): the value sizes a
#: setting. ("X can extend the context length by 4x" is an outcome of X.)
_SCALED_INPUT = re.compile(
    r"(?:\bwe\s+(?:\w+ly\s+|also\s+|further\s+|first\s+|then\s+)?"
    r"(?:extend|expand|enlarg|augment|scal|grow|grew|upsampl|downsampl|replicat|duplicat)\w*|"
    r"\b(?:extend|expand|enlarg|augment|scal|grow|upsampl|downsampl|replicat|duplicat)\w*ing)"
    r"\s+[^,;:()]{0,60}?\bby\s+(?:(?:up[\s-]+to|about|around|approximately|nearly|over|roughly|~|≈)\s*)*$", re.I)

#: A condition clause before a bare value: "when/if/where/whenever ... is N".
_CONDITION_CLAUSE = re.compile(r"\b(?:when|whenever|if|where)\b[^,;:()]*\b(?:is|are|equals|=)\s*$", re.I)

#: A value introduced as a change: "by (up to) 9.6%", "a gain / margin of 4%", "by an
#: average factor of 2.2x".
_CHANGE_LEFT = re.compile(
    r"(?:\bby(?:\s+(?:an?\s+)?(?:(?:average|overall)\s+)?factor\s+of)?|"
    r"\b(?:gain|improvement|increase|reduction|decrease|margin|boost|drop|speed-?up|saving)s?\s+of|"
    r"\b(?:loss|losses|drops?|degradation|decline|decrease)\s+(?:within|below|under|"
    r"of\s+(?:less\s+than|at\s+most|under|below|only)))"
    r"\s+(?:(?:up\s+to|about|around|approximately|nearly|over|more\s+than|less\s+than|at\s+least|"
    r"roughly|almost|an?\s+average\s+of|on\s+average|~|≈)\s*)*$", re.I)
#: The gap between a value (with its metric) and the next value when the two are coordinated.
_COORDINATED_GAP = re.compile(r"\s*(?:and|or|&)\s*")
#: A loss kept under a bound, right before the value: "the accuracy loss within 1.8%", "a drop
#: below 1%", "a degradation of less than 0.5%" (a change, a decrease).
_LOSS_BOUND_LEFT = re.compile(
    r"\b(?:loss|losses|drops?|degradation|decline|decrease)\s+(?:within|below|under|"
    r"of\s+(?:less\s+than|at\s+most|under|below|only))\s+(?:(?:about|around|approximately|roughly|~|≈)\s*)*$",
    re.I)
#: A verb whose object is an amount of change, right before the value (hedges allowed):
#: "saving more than 40% memory", "sacrificing less than 1% in accuracy", "cuts 30% of the cost".
_CHANGE_VERB_LEFT = re.compile(
    r"\b(?:sav(?:e|es|ed|ing)|sacrific(?:e|es|ed|ing)|los(?:e|es|t|ing)|cut(?:s|ting)?|"
    r"reduc(?:e|es|ed|ing)|lower(?:s|ed|ing)?|boost(?:s|ed|ing)?|gain(?:s|ed|ing)?)"
    r"\s+(?:(?:up\s+to|about|around|approximately|nearly|over|more\s+than|less\s+than|at\s+least|"
    r"at\s+most|roughly|almost|only|just|~|≈)\s*)*$", re.I)
#: A verb of change and its object, then a bracket that opens with "up to" or "by" before the
#: value: "improves accuracy (up to 7% on CIFAR10)", "reduces the error (by 12%)".
_CHANGE_VERB_OBJECT_HEDGED = re.compile(
    r"\b(?:improv|reduc|increas|decreas|boost|rais|lower|cut|enhanc|accelerat|degrad)\w*\s+"
    r"(?:the\s+)?[A-Za-z][\w\-]*(?:\s+[A-Za-z][\w\-]*){0,4}\s*\(\s*(?:by\s+)?(?:up\s+to|by)\s+"
    r"(?:(?:about|around|approximately|nearly|over|more\s+than|roughly|almost|~|≈)\s*)*$", re.I)
#: A verb or noun of change, then (in the same clause, possibly after a comma) "with" and
#: hedges right before a value: "improves the student with up to", "yields consistent
#: gains, with up to". Read only for values in points or percentage points, which then
#: count the change (:func:`find_results`), its direction that of the word ``w`` (the last
#: such word before "with").
_WITH_CHANGE_LEFT = re.compile(
    r".*\b(?P<w>(?:improv|boost|gain|enhanc|increas|rais|lift|outperform|surpass|advanc|reduc|decreas|lower)\w*)"
    r"\b[^;:()]{0,80}?\bwith\s+(?:(?:up\s+to|about|around|approximately|nearly|over|more\s+than|"
    r"an?\s+average\s+of|on\s+average|~|≈)\s*)*$", re.I)
#: A change word right after the value: "5% improvement", "3.2x faster", "2 points higher".
_CHANGE_RIGHT = re.compile(
    r"\)?\s*(?:(?:relative|absolute|average)\s+)?(?:" + "|".join(sorted(
        (_CHANGE_WORDS - {"relative", "absolute"}) | {"speedup", "speed-up", "lead", "margin"})) + r")\b",
    re.I)


#: A gap that leaves the clause of the previous result: a new sentence part after a colon
#: or semicolon, or a contrast ("but", "whereas") that may switch measures.
_OTHER_CLAUSE = re.compile(r"[;:]|\b(?:but|whereas|however|while|respectively)\b", re.I)


def _later_change_of_same_metric(text: str, prev_end: int, start: int, end: int,
                                 metrics: Sequence[tuple[int, int, str]]) -> bool:
    """Whether a value at ``text[start:end]`` without a metric of its own is a later change of
    the measure of the previous result of its sentence, which ends at ``prev_end``: the value
    is stated as a change by a word after it ("up to 4% improvements", "over 40% higher"),
    at most 150 characters follow the previous result, and in between no other metric is
    named and no contrast or clause break (``;``, ``:``, "but", "while", "respectively")
    occurs. The caller checks that both values have a unit of one kind."""
    gap = text[prev_end:start]
    if len(gap) > 150 or _OTHER_CLAUSE.search(gap) or not _CHANGE_RIGHT.match(text, end):
        return False
    return not any(prev_end <= ms < start for ms, _, _ in metrics)


def is_change(text: str, lo: int, start: int, end: int, value: str) -> bool:
    """Whether the value at ``text[start:end]`` (its sentence starts at ``lo``) is a change
    relative to a baseline rather than a score: an explicit plus sign (``+6.1``), a minus
    sign before a percentage or points (``−3.7% ECE``; a bare ``-3.21`` may be a score), ``by``
    or ``a gain of`` before it (``improving robustness by up to ≈ 9.6%``), or a change word
    after it (``a 5% improvement``, ``3.2x faster``, ``2 points higher``), or after the
    bracket the value opens (``a (4.69%-15.26% in FID) improvement``). ``from A to B``
    outcomes are scores (B is the new score)."""
    if value.startswith("+"):
        return True
    if value.startswith("-") and re.match(r"[^\d]*[\d.,]+\s?(?:%|pp\b|p\.p\.|points?\b|percentage points?\b)",
                                          text[start:end]):
        return True  # "+0.55% ACC and −3.7% ECE", "(-12.6% distortion)": a signed percentage is a change
    if _CHANGE_LEFT.search(text, max(lo, start - 48), start):
        return True
    if _CHANGE_RIGHT.match(text, end):
        return True
    if _CHANGE_VERB_LEFT.search(text, max(lo, start - 48), start):
        return True  # "saving more than 40% memory", "sacrificing less than 1% in accuracy"
    if _CHANGE_VERB_OBJECT_HEDGED.search(text, max(lo, start - 90), start):
        return True  # "improves accuracy (up to 7% on CIFAR10)"
    # "a (4.69%-15.26% in FID) improvement": a value opening a bracket whose close is
    # followed by a change word describes that change
    if _OPENS_BRACKET.search(text, max(lo, start - 3), start):
        close = text.find(")", end, end + 60)
        return close > 0 and "(" not in text[end:close] and bool(_CHANGE_RIGHT.match(text, close))
    return False


#: What follows a value that is an item of a bare list of values ("0.8%, 1.8%, and 25.5%
#: on A, B and C"): a comma, a conjunction, "to", "on", "respectively" or the clause end.
_LIST_ITEM_END = re.compile(r"\s*(?:[,;)]|\.(?:\s|$)|$|(?:and|or|to|on|respectively)\b)")
#: What may follow the last of a bare list of values after a "by" change: the clause end or
#: a function word ("by 3.7% and 4.1% while using ...", "by 2% and 5% on A and B").
_LISTED_CHANGE_END = re.compile(
    r"\s*(?:[,;)]|\.(?:\s|$)|$|(?:and|or|to|on|in|for|across|at|over|while|whereas|but|when|respectively|"
    r"compared|than|with)\b)")
#: A bracket closed right after a value: "87.7)".
_ALONE_IN_BRACKETS = re.compile(r"\s*\)")
#: The words that link a clause to the metric it is scored in: "in mAP", "in terms of the F1".
_IN_METRIC_LEFT = re.compile(r"\b(?:in|on)\s+(?:terms\s+of\s+)?(?:the\s+)?$", re.I)
#: A sentence that opens by naming its metric: "In terms of FPR95, ...".
_TERMS_OF_OPENER = re.compile(r"\s*(?:In|With\s+respect\s+to|Regarding)\s+(?:terms\s+of\s+)?(?:the\s+)?")


def _metric_in_after(text: str, start: int, hi: int, metrics: Sequence[tuple[int, int, str]]) -> Optional[str]:
    """The metric a clause names after a bracketed value ("X (87.7) clearly beats Y (86.9)
    in mAP"): the first metric span within 100 characters after ``start`` (and before
    ``hi``, no clause break between) introduced by "in" / "on" / "in terms of"; None
    otherwise. ``metrics`` are ``(start, end, name)`` spans."""
    for ms, me, name in sorted(metrics):
        if start <= ms < min(hi, start + 100) and _IN_METRIC_LEFT.search(text, start, ms) \
                and not re.search(r"[;:]", text[start:ms]):
            return name
    return None


def _metric_of_opener(text: str, lo: int, hi: int, metrics: Sequence[tuple[int, int, str]]) -> Optional[str]:
    """The metric a sentence opens with ("In terms of FPR95, our detector lowers ... to
    20.3%"): a metric span right after "In terms of" / "Regarding" at the sentence start
    ``lo`` and followed by a comma; None otherwise."""
    m = _TERMS_OF_OPENER.match(text, lo, hi)
    if m is None:
        return None
    for ms, me, name in metrics:
        if ms == m.end() and text[me:me + 1] == ",":
            return name
    return None


#: A bracket opened right before a value: "(4.69%".
_OPENS_BRACKET = re.compile(r"\(\s*$")


def _all_occurrences(text: str, spans: Sequence[tuple[int, int, str]],
                     bare: bool = False) -> list[tuple[int, int, str]]:
    """The given dataset (or metric) spans plus every other whole-word occurrence of their
    surface text (the extractor reports one mention per name; a later sentence may name it
    again: "... 85% on CIFAR-10"). Whole word: no letter, digit, "_" or "-" on either side.
    A plain substring scan (``str.find``), which is much cheaper than a regular expression
    per name. With ``bare`` (metric spans) an occurrence right after a lower-case content
    word is left out: "an inference accuracy of 75%" names a longer metric than the
    "accuracy" mentioned elsewhere, and the caller's own phrase reading finds it."""
    out = set(spans)
    n = len(text)
    for surface, name in {(text[s:e], name) for s, e, name in spans}:
        if not surface.strip():
            continue
        pos = text.find(surface)
        while pos >= 0:
            end = pos + len(surface)
            if (pos == 0 or not _wordish(text[pos - 1])) and (end == n or not _wordish(text[end])) and \
                    not (bare and _modifier_before(text, pos)):
                out.add((pos, end, name))
            pos = text.find(surface, pos + 1)
    return sorted(out)


#: A lower-case word right before a metric occurrence, and the word before that one.
_TWO_WORDS_BEFORE = re.compile(r"(?:\b([a-z]+)\s+)?\b([a-z][a-z\-]+)\s$")
#: Unit words between a value and its metric ("63.6 mm PVE"), and "top".
_UNIT_WORDS = frozenset("mm cm ms s h min pp pts db fps top".split())
#: Words after which the next word is a verb, not a modifier ("we can drive AUROC to 0.3").
_BEFORE_VERB = frozenset("to can could will would may might must should we they it".split())


def _modifier_before(text: str, pos: int) -> bool:
    """Whether a lower-case content word that modifies the metric at ``pos`` stands right
    before it ("an inference accuracy"): not a stop word, a rating word or a verb (of
    :data:`_VERB_STEM`, or after a modal, "to" or a pronoun: "can drive AUROC")."""
    m = _TWO_WORDS_BEFORE.search(text, max(0, pos - 40), pos)
    if not m:
        return False
    w = m.group(2)
    return w not in _PHRASE_STOP and w not in _RATING_LEFT and w not in _UNIT_WORDS and \
        not _VERB_STEM.match(w) and m.group(1) not in _BEFORE_VERB


def _wordish(ch: str) -> bool:
    """Whether ``ch`` continues a word for :func:`_all_occurrences` (``\\w`` or "-")."""
    return ch.isalnum() or ch in "_-"


def _respectively(text: str, results: list[Result], datasets: Sequence[tuple[int, int, str]]) -> list[Result]:
    """``85% and 80% on A and B, respectively``: in a sentence with "respectively" whose
    results before that word and distinct datasets are equally many (two or more), the i-th
    result reports on the i-th dataset in text order."""
    out = list(results)
    by_sent: dict[int, list[int]] = {}
    for i, r in enumerate(out):
        by_sent.setdefault(r.sentence_start, []).append(i)
    for lo, idx in by_sent.items():
        hi = out[idx[0]].sentence_end
        resp = re.search(r"\brespectively\b", text[lo:hi])
        if resp is None:
            continue
        idx = [i for i in idx if out[i].start < lo + resp.start()]  # not "..., respectively, with a loss (<2%)"
        if len(idx) < 2:
            continue
        names: list[str] = []
        for s, e, name in sorted(datasets):
            if lo <= s and e <= hi and name not in names:
                names.append(name)
        if len(names) == len(idx):
            for i, name in zip(idx, names):
                out[i] = replace(out[i], dataset=name)
    return out


#: One item of a coordinated metric list: one to four words without brackets.
_ITEM = r"[A-Za-z][\w\-@.]*(?:\s+[A-Za-z][\w\-@.]*){0,3}"
#: "A, B and C" as one match; items split by :data:`_LIST_SPLIT`.
_METRIC_LIST = _ITEM + r"(?:\s*,\s*" + _ITEM + r")*\s*,?\s+(?:and|or)\s+" + _ITEM
_LIST_SPLIT = re.compile(r"\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+")
#: "by (up to)" right before the first value of a coordination.
_BY_BEFORE = re.compile(r"\s+by\s+(?:(?:up\s+to|about|around|approximately|nearly|over|roughly|"
                        r"almost|~|≈|∼)\s*)*$", re.I)
#: Auxiliaries and participles between a metric list and its "by" ("can be improved by").
_AUX_BEFORE_BY = frozenset(
    """can could may might will would is are was were be been being get gets got improved
    reduced increased decreased enhanced boosted lowered raised cut accelerated""".split())
#: "... 12.4x and 21.6x in A and B, respectively" right after the values.
_LIST_AFTER_IN = re.compile(
    r"\s*(?:in|for)\s+(?:terms\s+of\s+)?(?P<list>" + _METRIC_LIST + r")\s*,?\s*respectively\b", re.I)


def _is_verb(word: str) -> bool:
    """Whether ``word`` is a verb of :data:`_VERB_STEM` (``improves``, ``reducing``) and not
    a noun built on the same stem (``acceleration``, ``improvement``)."""
    return bool(_VERB_STEM.match(word)) and not re.search(
        r"(?:ion|ions|ment|ments|ance|ances|ence|ency|ity|ness|age|ure|ups?)$", word.lower())


#: A verb of comparison right before a coordinated list makes its items the models compared.
_COMPARED_BEFORE = re.compile(
    r"\b(?:outperform|surpass|beat|exceed|outstrip|outpac|outscor|over|than|against|versus|vs)\w*"
    r"\.?\s+(?:[\w\-]+\s+){0,3}$", re.I)


def _list_before_by(text: str, lo: int, start: int) -> Optional[list[str]]:
    """The metric list that ends a clause right before ``[aux] by [hedge]`` and the value at
    ``start`` (``the memory and computation cost can be reduced by``): its items in order,
    or None. Read backwards from "by": items are runs of up to four words split by commas
    and one ``and``/``or``; the list begins after a stop word or verb (``while the memory
    efficiency, ...``); leading items that are no metric phrase (``On CIFAR, accuracy and
    recall``) are dropped (see :func:`_metric_items`)."""
    m = _BY_BEFORE.search(text, lo, start)
    if not m or m.end() != start:
        return None
    toks = [t.group() for t in re.finditer(r",|[^\s,]+", text[lo:m.start()])]
    while toks and (toks[-1].lower() in _AUX_BEFORE_BY or toks[-1].lower().endswith("ly")
                    or _is_verb(toks[-1])):
        toks.pop()
    items: list[str] = []
    cur: list[str] = []
    conj = False
    for w in reversed(toks):
        lw = w.lower()
        if w == "," or lw in ("and", "or"):
            if cur:
                items.insert(0, " ".join(cur))
                cur = []
            elif not items:
                return None
            if lw in ("and", "or"):
                if conj:
                    break  # a second coordination: the list began after it
                conj = True
            continue
        if lw in _PHRASE_STOP or _is_verb(w) or lw.endswith("ly"):
            break
        cur.insert(0, w)
        if len(cur) > 4:
            return None
    if cur:
        items.insert(0, " ".join(cur))
    while items and _metric_items(items[0]) is None:
        items.pop(0)
    if not conj or len(items) < 2 or not any(_is_head(i.split(), len(i.split()) - 1) for i in items) or \
            not all(_metric_items(i) or re.fullmatch(r"[A-Z]{2,6}", i) for i in items):
        return None  # every item a metric phrase or an acronym ("RMSE and CRPS"), one a known head
    head = text[lo:m.start()]
    first = head.rfind(items[0])
    if _COMPARED_BEFORE.search(head, 0, max(0, first)):
        return None  # "outperforms the prior ensemble and single models by": the objects compared
    return items


def _metric_items(phrase: str) -> Optional[list[str]]:
    """The items of a coordinated list ``"A, B and C"`` (or of one phrase), or None when an
    item is not a metric phrase: it holds a stop word, an adverb or a past participle, or has
    capitals without ending in a metric head (``CIFAR-10 and ImageNet`` are names)."""
    out = []
    for item in (x for x in _LIST_SPLIT.split(phrase.strip()) if x):
        words = item.split()
        if any(w.lower() in _PHRASE_STOP and not _CASED_HEADS.match(w) or
               w.lower().endswith(("ly", "ed")) for w in words):
            return None
        if not all(w.islower() for w in words) and not _is_head(words, len(words) - 1):
            return None
        out.append(" ".join(words))
    return out or None


def _value_end(text: str, r: Result) -> int:
    """End offset of the value (with unit) of result ``r`` inside its text span."""
    for n in find_numbers(text, r.start, r.end):
        if n.value.lstrip("+-") == r.value.lstrip("+-") or n.value_max == (r.value_max or r.value):
            return n.end
    return r.end


def _respective_metrics(text: str, results: list[Result],
                        datasets: Sequence[tuple[int, int, str]]) -> list[Result]:
    """``memory and computation cost are reduced by 10x and 7x, respectively``, ``reduces
    RMSE and CRPS by 4.6% and 4.3%``, ``savings of 12.4x and 21.6x in computation and
    storage, respectively``: a coordination of k >= 2 values (``X, Y and Z``) and a
    coordinated list of k metric phrases right before their ``by`` (distributive, with or
    without "respectively"), or right after them (``in A and B``, only in a sentence with
    "respectively"), pair up in order. Applied only when the values have no metric or one from that list (the
    nearest-phrase rules give every value the last item); a list item that is a dataset
    span is no metric, and the list is then left alone."""
    out = list(results)
    i = 0
    while i < len(out):
        j = i
        while j + 1 < len(out) and out[j + 1].sentence_start == out[i].sentence_start and \
                re.fullmatch(r"\s*(?:,\s*)?(?:(?:and|or)\s+)?", text[out[j].end:out[j + 1].start]):
            j += 1
        r0 = out[i]
        k = j - i + 1
        if k < 2:
            i = j + 1
            continue
        respectively = re.search(r"\brespectively\b", text[r0.sentence_start:r0.sentence_end]) is not None
        items = None
        first_value = re.search(r"[+\-−]?\d", text[r0.start:r0.end])
        v0 = r0.start + (first_value.start() if first_value else 0)
        span = (r0.sentence_start, v0)
        items = _list_before_by(text, r0.sentence_start, v0)
        if not items and respectively:
            m = _LIST_AFTER_IN.match(text, _value_end(text, out[j]), r0.sentence_end)
            if m:
                items = _metric_items(m.group("list"))
                span = (m.start("list"), m.end("list"))
        if items and len(items) == k and \
                not any(span[0] <= s < span[1] and text[s:e] in " ".join(items) for s, e, _ in datasets) and \
                all(r.metric is None or r.metric in items for r in out[i:j + 1]):
            for n in range(k):
                out[i + n] = replace(out[i + n], metric=items[n], confidence=0.8)
        i = j + 1
    return out


def _share_forward(text: str, results: list[Result]) -> list[Result]:
    """``1.16% or 0.84% higher top-1 accuracy``, ``99%, 99% and 90% task performance``,
    ``5.9% vs 1.9% word error rate``: a value without a metric takes the metric that
    follows the next value of the same coordination or comparison; ``FID of 3.08 or 2.52 on ImageNet``: a value without a dataset takes
    the dataset of the next value of the same coordination with the same metric."""
    out = list(results)
    for i in range(len(out) - 2, -1, -1):
        r, nxt = out[i], out[i + 1]
        if r.sentence_start != nxt.sentence_start or r.end > nxt.start or \
                not re.fullmatch(r"\s*,?\s*(?:and|or|/|vs\.?|versus)?\s*", text[r.end:nxt.start]):
            continue
        if r.metric is None and nxt.metric is not None and re.match(r"[+\-−]?\d", nxt.text):
            r = replace(r, metric=nxt.metric, confidence=nxt.confidence)
        if r.dataset is None and nxt.dataset is not None and r.metric == nxt.metric:
            r = replace(r, dataset=nxt.dataset)  # "3.08 or 2.52 on ImageNet"
        out[i] = r
    return out


#: The next value of a slash- (or bar-) separated list right after a value: "91.2/88.4",
#: "32.1 / 0.91", "5.61%|3.90%".
_SLASH_NEXT = re.compile(
    r"\s?[/|]\s?(?P<v>[+\-\u2212]?(?:" + _NUM + r"))(?P<u>\s?(?:%|pp\b|points?\b|dB\b))?"
    r"(?![\w.]\w|\w|-[A-Za-z]|/[A-Za-z])")
#: A slash-separated list of metric names: "PSNR/SSIM", "EM / F1".
_SLASH_METRICS = re.compile(r"[A-Za-z][\w\-@.]*(?:\s?/\s?[A-Za-z][\w\-@.]*)+")


#: A change noun right after the metric phrase that follows a value: "a 2.7% accuracy boost",
#: "5.6% top-1 accuracy gain" (the value is the size of the change).
_CHANGE_AFTER_METRIC = re.compile(r"\s+(?:boosts?|gains?|improvements?|increases?|increments?|drops?|"
                                  r"reductions?|decreases?|degradations?|uplifts?|jumps?)\b", re.I)
#: "/50" or "/7" right after an integer: the integer opens a fraction or a date ("1/50", "24/7").
_FRACTION_NEXT = re.compile(r"/\d+(?![\d.%])")


def _after_value_list(text: str, end: int, hi: int) -> int:
    """The end of the slash- or bar-separated values that continue the value ending at
    ``end`` ("2.7%/4.3%", "5.61%|3.90%|4.38%"), or ``end`` when none follows. The words
    after such a list (its metric, a change word) belong to every value of it."""
    while (m := _SLASH_NEXT.match(text, end, hi)) is not None:
        end = m.end()
    return end


def _slash_values(text: str, results: list[Result]) -> list[Result]:
    """Values listed with slashes after a result (``an accuracy of 91.2/88.4/85.0``) are
    results too, with the first one's metric, dataset and change flag; after a slash list
    of as many metric names (``a PSNR/SSIM of 32.1/0.91``) the i-th value takes the i-th
    name. Integer lists without a unit (``5/10``, ``24/7``) are fractions or dates and are
    left alone.

    Input: the text and the results found in it (text order). Output: the results with the
    listed values added after the result they follow, in text order.
    """
    out: list[Result] = []
    for r in results:
        pos = _value_end(text, r)
        vals: list[tuple[str, Optional[str], int, int]] = []
        while (m := _SLASH_NEXT.match(text, pos, r.sentence_end)) is not None:
            vals.append((m.group("v").replace("\u2212", "-"), _norm_unit(m.group("u")) or r.unit, m.start("v"), m.end()))
            pos = m.end()
        if not vals or r.unit is None and "." not in r.value and all("." not in v[0] for v in vals) \
                or r.value_max is not None:
            out.append(r)
            continue
        metrics = [r.metric] * (len(vals) + 1)
        if r.metric:
            for g in _SLASH_METRICS.finditer(text, r.sentence_start, _value_end(text, r)):
                items = [x.strip() for x in g.group().split("/")]
                low = [x.lower() for x in items]
                if len(items) == len(vals) + 1 and r.metric.lower() in low:
                    metrics = items
        out.append(replace(r, metric=metrics[0]))
        for (v, unit, vs, ve), metric in zip(vals, metrics[1:]):
            out.append(replace(r, value=v, unit=unit, metric=metric, text=text[vs:ve], start=vs, end=ve,
                               change=r.change or v.startswith("+")))
    return out


def _dedupe(results: list[Result]) -> list[Result]:
    """An abstract that states the same figure in two sentences (a repeated sentence, a
    summary of the results again at the end) reports one result: of the results with one
    (value, range end, unit, metric, dataset, change flag) in different sentences the
    first is kept. Results without metric and dataset are kept (``+2.1% DVS actions, ...,
    +2.1% segmentation``: equal values of different things), and so are equal values
    within one sentence."""
    first: dict[tuple, int] = {}
    out = []
    for r in results:
        key = (r.value, r.value_max, r.unit, (r.metric or "").lower(), r.dataset, r.change)
        if r.metric is None and r.dataset is None:
            out.append(r)
            continue
        if first.setdefault(key, r.sentence_start) == r.sentence_start:
            out.append(r)
    return out


_LISTED_VALUE = r"[+\-]?\d+(?:\.\d+)?\s?%?"
_VALUE_LIST = _LISTED_VALUE + r"(?:\s*,\s*" + _LISTED_VALUE + r")*(?:\s*,?\s*and\s+" + _LISTED_VALUE + r")?"
#: "from 37.4%, 38.4%, 38.6% to 41.7%, 42.4%, 42.7%": two value lists of one length.
_FROM_TO_LISTS = re.compile(r"\bfrom\s+(?P<a>" + _VALUE_LIST + r")\s+to\s+(?P<b>" + _VALUE_LIST + r")(?![\w.]\w)")
_ONE_VALUE = re.compile(r"([+\-]?\d+(?:\.\d+)?)(\s?%)?")


def _from_to_lists(text: str, spans: Sequence[tuple[int, int]], results: list[Result],
                   metrics: Sequence[tuple[int, int, str]]) -> list[Result]:
    """"raises their mAP from 37.4%, 38.4%, 38.6% to 41.7%, 42.4%, 42.7%, respectively": after
    a verb of change, "from" and "to" each followed by a list of values of one length (two
    or more) report the second list's values as the outcomes, with the metric named last
    before "from" in the clause (a metric span within 80 characters, no clause break).
    They replace the results found inside the second list.

    Input: the text, its sentence spans, the results so far and the metric spans.
    Output: the results, in text order."""
    out = list(results)
    added = False
    for lo, hi in spans:
        for m in _FROM_TO_LISTS.finditer(text, lo, hi) if "from" in text[lo:hi] else ():
            a = list(_ONE_VALUE.finditer(text, m.start("a"), m.end("a")))
            b = list(_ONE_VALUE.finditer(text, m.start("b"), m.end("b")))
            if len(a) != len(b) or len(b) < 2 or not _CHANGE_VERB.search(text, max(lo, m.start() - 80), m.start()):
                continue
            before = [x for x in metrics if max(lo, m.start() - 80) <= x[0] and x[1] <= m.start()
                      and not re.search(r"[;:]", text[x[1]:m.start()])]
            if not before:
                continue
            metric = max(before)[2]
            out = [r for r in out if not (m.start() <= r.start < m.end())]
            for v in b:
                out.append(Result(value=v.group(1), unit="%" if v.group(2) else None, metric=metric, dataset=None,
                                  text=v.group(0), start=v.start(), end=v.end(), sentence_start=lo,
                                  sentence_end=hi, rule="result-from-to-lists", confidence=0.8))
                added = True
    if added:
        out.sort(key=lambda r: (r.start, r.end))
    return out


# ---------------------------------------------------------------------------------------
# Step 7: attribution (whose value it is)

#: A token of a sentence for the attribution rules: ``(text, start, end)``.
_Tok = tuple[str, int, int]
#: Entity spans as the extractor gives them: ``(start, end, name)``.
_Spans = Sequence[tuple[int, int, str]]
#: An owner found: ``(surface, start, end)``.
_Owner = tuple[str, int, int]

#: One word of a sentence for the attribution rules: a run of characters without space or
#: clause punctuation, or one such punctuation mark.
_ATTR_TOKEN = re.compile(r"[^\s,;:()\[\]]+|[,;:()\[\]]")
#: Capitalised words that never name a method as the subject or owner of a value.
_NOT_OWNER = frozenset(
    """The A An This That These Those It Its In On At For Of With By From To As Our We Ours
    They Their Such Each Both All Any Some Most Many Table Figure Fig Section Appendix Eq
    Here There Moreover However Additionally Furthermore Specifically Notably Overall
    Finally Thus Hence Also Further Remarkably Importantly Compared Experiments Results
    Human Humans Experimental Empirically Extensive English Chinese Average SOTA SoTA
    State-of-the-art GPU GPUs CPU CPUs TPU TPUs""".split())
#: Lower-case words between a subject and its verb ("X also reaches", "we can achieve").
_SUBJECT_SKIP = frozenset(
    """can could may might will would also only just further still even then thus now
    already both again consistently significantly substantially notably markedly clearly
    greatly largely generally typically dramatically remarkably""".split())
#: Verbs whose subject owns the value that follows them in its clause ("X achieves 85%",
#: "X outperforms Y by 3%", "X is 2x faster"); finite forms only (participles are read
#: through: "..., achieving 85%").
_OWNER_VERB = re.compile(
    r"^(?:achiev|reach|obtain|attain|yield|deliver|outperform|outscor|outpac|surpass|exceed|"
    r"beat|improv|boost|reduc|increas|decreas|enhanc|enabl|produc|lowers|lowered|rais|accelerat|lift|"
    r"establish|maintain|"
    r"retain|preserv|converg|compress|solv|exhibit|offer|provid|infer|perform|show|demonstrat)"
    r"(?:s|es|ed|e)?$|^(?:is|are|was|were|gets|get|got|sets|runs|cuts|keeps|hits|records|brings|brought|"
    r"scores|scored|speeds|sped)$", re.I)
#: A bare number, or one with "%" or "x": a verb form after it is a noun ("a 1.5x increase").
_NUMBER_TOKEN = re.compile(r"[+\-]?\d[\d.,]*(?:%|x|×)?")
#: Words before a verb form that make it a noun ("an increase of 5%", "the GPU speed").
_NOUN_BEFORE = frozenset(
    """a an the its their relative average absolute significant overall substantial
    consistent further""".split())
#: Head nouns that may follow a name in a subject ("the MAmmoTH series", "X algorithm").
_SUBJECT_HEADS = frozenset(
    """method methods approach approaches model models framework frameworks algorithm algorithms
    agent agents system systems pipeline pipelines technique techniques network networks
    architecture architectures solution implementation variant variants series family detector
    detectors tracker solver solvers policy policies estimator scheme strategy procedure module
    optimizer sampler encoder decoder parser classifier planner transformer recipe design
    work""".split())
#: Function words that end the search for "our" before a subject's head ("the accuracy of
#: our method" is no subject; "our small model" is).
_SUBJECT_STOP = frozenset(
    """of for in on at to by with from into over under via than as and or but that which
    while whereas is are was were be been has have had it they these those this""".split())
#: Heads of "our ..." subjects that name no method of the paper ("our results show",
#: "our main finding is", "our dataset enables").
_NOT_METHOD_HEADS = frozenset(
    """finding findings result results experiment experiments investigation investigations
    analysis analyses evaluation evaluations study studies dataset datasets benchmark
    benchmarks data observation observations theory code paper contribution contributions
    insight insights simulations simulation""".split())
#: Words that open a clause before its subject ("... show that X achieves", "On A, X ...").
_CLAUSE_OPENERS = frozenset(
    """that and where whereas while then thus hence but so when since because show shows
    showed demonstrate demonstrates demonstrated reveal reveals indicate indicates confirm
    confirms find finds""".split())
#: Words after which a name is the object of a comparison ("than GPT-4 (52.1%)",
#: "like PNG (58.5%)").
_COMPARISON_OPENERS = frozenset(
    """than vs vs. versus like including include includes outperforms outperform outperforming
    surpasses surpass surpassing beats beat beating exceeds exceed exceeding and or but
    whereas while against unlike baseline baselines behind""".split())
#: Words that compare a value with another one's.
_COMPARING = (r"compared|comparison|vs\.?|versus|than|while|whereas|against|relative\s+to|"
              r"in\s+contrast|but|unlike")
#: A comparison in the clause before a value: its "for X" names the other method ("71.4%,
#: compared to 68.3% for CLIP").
_CONTRAST_BEFORE = re.compile(rf"\b(?:{_COMPARING})\b", re.I)
#: Words in the gap between a subject's verb and a value that hand the value to someone
#: else: a comparison or a new clause ("X achieves 71.4%, compared to 68.3% ...").
_OWNER_BREAK = re.compile(rf"\b(?:{_COMPARING}|which|who|where)\b|[;:]", re.I)
#: A hedge before a value ("up to", "about", "~").
_HEDGE = (r"(?:(?:up\s+to|about|around|approximately|nearly|over|only|just|roughly|almost|"
          r"merely|~|≈|∼)\s*)*")


#: Endings that make a hyphenated word an adjective ("GPT-4-based agent", "CLIP-like").
_ADJECTIVE_SUFFIX = re.compile(
    r"-(?:based|like|style|driven|aware|free|guided|specific|centric|powered|enhanced)$", re.I)


def _name_like(word: str) -> bool:
    """Whether ``word`` (one token) has the shape of a method name: it has a capital
    letter (or a Greek letter) and is not a capitalised function word or a common noun
    that opens a sentence (``The``, ``Experiments``, ``Training``), nor a metric head
    (``Accuracy``). Digits with a capital (``GPT-4``, ``T5``, ``70B``) qualify."""
    w = word.rstrip(".")
    if not w or w in _NOT_OWNER or not re.search(r"[A-Zα-ωΑ-Ω]", w):
        return False
    if re.fullmatch(r"\d+[A-Za-z]{1,2}", w) or _ADJECTIVE_SUFFIX.search(w) or re.fullmatch(r"[A-Z]{2,}s", w):
        return False  # "3D", "7B": a dimension or a size; "GPT-4-based": an adjective; "LLMs": a kind
    if re.fullmatch(r"[A-Z][a-z]+", w):  # one capital, then lower case: "Eureka", "Experiments"
        lw = w.lower()
        if lw.endswith(("ing", "ings")) or lw.endswith("s") and not lw.endswith("ss") or \
                lw in _PHRASE_STOP or lw in _METRIC_HEADS or lw in _TASK_WORDS:
            return False
    return True


def _tokens(text: str, lo: int, hi: int) -> list[_Tok]:
    """The words and clause punctuation of ``text[lo:hi]`` as ``(token, start, end)``; a
    word's final full stop is left out."""
    out = []
    for m in _ATTR_TOKEN.finditer(text, lo, hi):
        w, s, e = m.group(), m.start(), m.end()
        if len(w) > 1 and w.endswith(".") and w not in ("vs.", "al."):
            w, e = w[:-1], e - 1
        out.append((w, s, e))
    return out


def _name_before(toks: list[_Tok], k: int) -> Optional[tuple[int, int]]:
    """The name that ends with token ``k``: ``(first token index, k)``, or None when token
    ``k`` is not name-like. A name runs back over name-like tokens, a version or size after
    a name ("Llama 2", "Chinchilla 70B") and "of" / "&" between two name-like tokens
    ("Chain of Code", "Guess & Sketch")."""
    if k >= 1 and re.fullmatch(r"\d[\w.]*", toks[k][0]) and _name_like(toks[k - 1][0]):
        first = k - 1  # "Chinchilla 70B", "Llama 2": a size or version after a name
    elif k < 0 or not _name_like(toks[k][0]):
        return None
    else:
        first = k
    while first > 0:
        w = toks[first - 1][0]
        if _name_like(w):
            first -= 1
        elif re.fullmatch(r"\d[\w.\-]*", w) and first >= 2 and _name_like(toks[first - 2][0]) and \
                not re.fullmatch(r"\d[\w.\-]*", toks[first][0]):
            first -= 1  # (a number inside a name: "Stable Diffusion 2 XL" is rare; sizes follow)
        elif w in ("of", "&") and first >= 2 and _name_like(toks[first - 2][0]) and \
                toks[first][0][:1].isupper():
            first -= 2
        else:
            break
    return first, k


def _owner_span(text: str, toks: list[_Tok], first: int, last: int,
                datasets: _Spans, metrics: _Spans) -> Optional[_Owner]:
    """``(surface, start, end)`` of the name made of tokens ``first..last``, or None when it
    is a dataset or metric span, a metric head or a model size alone ("7B")."""
    return _owner_at(text, toks[first][1], toks[last][2], datasets, metrics)


def _owner_at(text: str, s: int, e: int, datasets: _Spans, metrics: _Spans) -> Optional[_Owner]:
    """``(surface, s, e)`` for the name at ``text[s:e]``, or None when it overlaps a dataset
    or metric span, ends in a metric head or is a model size alone ("7B", "40MB")."""
    surface = text[s:e]
    if any(ds < e and s < de for ds, de, _ in datasets) or any(ms < e and s < me for ms, me, _ in metrics):
        return None
    words = surface.split()
    if _is_head(words, len(words) - 1) or re.fullmatch(r"\d[\d.]*\s?(?:[KMGT]B|[BMK])", surface):
        return None
    return surface, s, e


def _value_token(toks: list[_Tok], start: int) -> int:
    """Index of the first token that starts at or after offset ``start``."""
    for i, t in enumerate(toks):
        if t[1] >= start:
            return i
    return len(toks)


#: What may open a bracket before its value: up to three words and "of" / ":" / "=", a hedge.
_BRACKET_LEAD = re.compile(r"(?:\s*[A-Za-z][\w\-]*){0,3}\s*(?:of|:|=)?\s*" + _HEDGE)


def _bracket_owner(text: str, toks: list[_Tok], vi: int, r: Result,
                   datasets: _Spans, metrics: _Spans) -> Optional[_Owner]:
    """"GPT-4 (52.1%)", "like PNG (58.5%) or FLAC (30.3%)": the value opens a bracket (after
    at most three words: "GPT-4 (accuracy of 52.1%)") that follows a name; the name must
    not follow a preposition ("on AudioSet (53.3 mAP)", a dataset), nor a number ("19
    NFEs (1.75)", a count), nor be the result's dataset."""
    j = vi - 1
    while j >= 0 and toks[j][0] != "(" and vi - j <= 4 and toks[j][0] not in ",;:)":
        j -= 1
    if j < 1 or toks[j][0] != "(" or toks[j - 1][2] == toks[j][1]:
        return None  # no bracket, or one glued to a symbol ("E(3)")
    if not _BRACKET_LEAD.fullmatch(text, toks[j][2], r.start if vi - j == 1 else toks[vi][1]):
        return None
    name = _name_before(toks, j - 1)
    if name is None:
        return None
    first = name[0]
    # walk back over a list of bracketed items ("on A (x) and B (y)") to its first item
    k = first - 1
    while k >= 1 and toks[k][0] in (",", "and", "or") and (
            toks[k - 1][0] == ")" or toks[k - 1][0] == "," and k >= 2 and toks[k - 2][0] == ")"):
        if toks[k - 1][0] == ",":
            k -= 1  # ", and" between two bracketed items
        depth = 0
        while k >= 0 and not (toks[k][0] == "(" and depth == 1):
            depth += toks[k][0] == ")"
            depth -= toks[k][0] == "(" and depth > 1
            k -= 1
        prev = _name_before(toks, k - 1)
        if prev is None or _owner_span(text, toks, prev[0], prev[1], datasets, metrics) is None:
            return None  # "on three datasets: A (+14.9%), B (+13.0%), and C (+5.7%)": a list of datasets
            # (or of items that are no names): not a list of methods
        k = prev[0] - 1
    before = toks[k][0].lower() if k >= 0 else ""
    if before in ("to", "with") and k >= 1 and toks[k - 1][0].lower() in ("compared", "relative", "comparison"):
        before = "than"
    if before == "as" and k >= 1 and toks[k - 1][0].lower() == "such":
        before = "like"  # "systems such as GPT-4 (52.1%)": examples of the systems compared
    if before and before not in _COMPARISON_OPENERS and before not in ",;:(" and \
            (before in _PHRASE_STOP or re.fullmatch(r"\d[\d.,]*", before) or before in ("over", "under")):
        return None
    owner = _owner_span(text, toks, first, name[1], datasets, metrics)
    if owner is None or owner[0] == r.dataset:
        return None
    return owner


def _for_owner(text: str, toks: list[_Tok], r: Result, lo: int,
               datasets: _Spans, metrics: _Spans) -> Optional[_Owner]:
    """"71.4% accuracy, compared to 68.3% for CLIP": a value followed (past its metric phrase)
    by "for <name>" in a clause that compares ("compared", "vs", "than", "while" ... between
    the previous value and this one). Without the comparison, "for X" names a dataset, a
    task or a setting ("32.0 dB for Synthetic scenes") and gives no owner."""
    if not _CONTRAST_BEFORE.search(text, lo, r.start):
        return None
    m = re.match(r"\s*(?:\)\s*)?(?:[a-z][\w\-]*\s+){0,3}?for\s+(?:the\s+)?", text[r.end:r.sentence_end])
    if m is None:
        return None
    i = _value_token(toks, r.end + m.end())
    k = i
    while k + 1 < len(toks) and toks[k + 1][1] < r.sentence_end and \
            (_name_like(toks[k + 1][0]) or re.fullmatch(r"\d[\w.\-]*", toks[k + 1][0])):
        k += 1  # "for Llama 2 70B"
    if i >= len(toks) or not _name_like(toks[i][0]):
        return None
    if k + 1 < len(toks) and (toks[k + 1][0][:1].isupper() or toks[k + 1][0].lower() in _TASK_WORDS):
        return None  # "for the LLP Binary Classification problem": the name goes on as a task
    return _owner_span(text, toks, i, k, datasets, metrics)


def _own_bracket(text: str, toks: list[_Tok], vi: int) -> Optional[_Owner]:
    """"lag behind our method (60.2%)", "ours (60.2%)": the value opens a bracket (after at
    most a hedge) right after "ours" or after "our" and up to two words ending in a head of
    :data:`_SUBJECT_HEADS` ("our full model"): the paper's own value, ``(surface, start,
    end)`` of that phrase; None otherwise."""
    j = vi - 1
    while j >= 0 and toks[j][0].lower() in ("up", "to", "about", "around", "nearly", "only", "just", "~", "≈"):
        j -= 1
    if j < 1 or toks[j][0] != "(":
        return None
    h = j - 1
    if toks[h][0].lower() == "ours":
        return toks[h][0], toks[h][1], toks[h][2]
    if toks[h][0].lower() not in _SUBJECT_HEADS:
        return None
    for k in range(h - 1, max(-1, h - 4), -1):
        w = toks[k][0]
        if w.lower() == "our":
            return text[toks[k][1]:toks[h][2]], toks[k][1], toks[h][2]
        if w in ",;:()" or w.lower() in _SUBJECT_STOP:
            return None
    return None


def _possessive_owner(text: str, toks: list[_Tok], vi: int,
                      datasets: _Spans, metrics: _Spans) -> Optional[_Owner]:
    """"than GPT-4's 52.1%": a name in the possessive right before the value (a hedge may
    stand between)."""
    j = vi - 1
    while j >= 0 and toks[j][0].lower() in ("up", "to", "about", "around", "nearly", "only", "just", "~", "≈"):
        j -= 1
    if j < 0 or not re.search(r"['’]s$", toks[j][0]):
        return None
    if not _name_like(toks[j][0][:-2]):
        return None
    before = _name_before(toks, j - 1)
    first = before[0] if before else j  # "Stable Diffusion's": the name runs back
    return _owner_at(text, toks[first][1], toks[j][2] - 2, datasets, metrics)


def _colon_owner(text: str, toks: list[_Tok], vi: int,
                 datasets: _Spans, metrics: _Spans) -> Optional[_Owner]:
    """"GPT-4: 52.1%": a name (with a capital after its first letter or a digit, so not a
    word opening a sentence) and a colon right before the value; not a metric ("FID: 3.88")."""
    if vi < 2 or toks[vi - 1][0] != ":":
        return None
    name = _name_before(toks, vi - 2)
    if name is None or not re.search(r"(?<=.)[A-Z0-9]", text[toks[name[0]][1]:toks[name[1]][2]]):
        return None
    if name[0] > 0 and (toks[name[0] - 1][0].lower() in _PHRASE_STOP or toks[name[0] - 1][0] in ");"):
        return None  # "accuracy on ImageNet: 85%", "2) HRSC: 89.7%": a dataset or an item of a list
    if vi < len(toks) and _VERSUS_PAIR.match(text, toks[vi][2]):
        return None  # "HRSC: 89.7% vs. 89.0%": the colon names a setting that two methods share
    return _owner_span(text, toks, name[0], name[1], datasets, metrics)


#: The paper naming its contribution right before the name: "We propose", "this paper
#: introduces a novel", "we call it".
_INTRODUCED_NAME = re.compile(
    r"\b(?:[Ww]e|[Tt]his\s+(?:paper|work|study))\s+(?:\w+ly\s+|also\s+|then\s+|further\s+|here\s+)?"
    r"(?:propose|introduce|present|develop|design|call|name|dub|term)(?:s|d|ed)?\s+(?:it\s+)?"
    r"(?:(?:a|an|the)\s+)?(?:(?:new|novel|simple|general|unified|efficient|lightweight)\s+)*")
#: Sentence openers that may stand before a subject "it" ("Moreover, it ...").
_IT_OPENERS = frozenset(
    """moreover furthermore additionally notably also further empirically experimentally
    specifically importantly remarkably finally overall besides consequently""".split())


def _name_after(text: str, pos: int, hi: int, datasets: _Spans, metrics: _Spans) -> Optional[_Owner]:
    """The name that starts at ``pos`` (after spaces): a run of up to four name-like tokens
    (:func:`_name_like`) ending before ``hi``, as ``(surface, start, end)``; None when the
    first token is no name or the run is a dataset or metric span."""
    toks = _tokens(text, pos, hi)
    k = 0
    while k < len(toks) and k < 4 and _name_like(toks[k][0]):
        k += 1
    if k == 0:
        return None
    return _owner_at(text, toks[0][1], toks[k - 1][2], datasets, metrics)


def _antecedent(text: str, prev: Optional[tuple[int, int]], datasets: _Spans,
                metrics: _Spans, it: _Tok) -> Optional[tuple[str, int, int, bool]]:
    """What a subject "It" that opens a sentence refers to, read from the previous sentence
    ``prev`` (``(start, end)`` offsets, or None at the first sentence): the name the paper
    introduces there ("We propose FooNet, a ...": ``own`` True), else the name that opens
    that sentence as its subject ("FooNet builds on ...": ``own`` False, whoever proposed
    it; an opening phrase set off by a comma may come first: "On A, FooNet outperforms").
    When the previous sentence introduces a contribution without a name ("We propose a
    new framework ..."), the pronoun ``it`` itself (its token) is returned as the owner with
    ``own`` True: the value is the paper's. A simple recency rule for the pronoun, in the
    spirit of the subject preference of centering theory (Grosz, Joshi & Weinstein, 1995);
    None when neither is there.
    Output: ``(surface, start, end, own)``."""
    if prev is None:
        return None
    lo, hi = prev
    introduced = False
    for m in _INTRODUCED_NAME.finditer(text, lo, hi):
        introduced = True
        found = _name_after(text, m.end(), hi, datasets, metrics)
        if found is not None:
            return (*found, True)
    if introduced:
        return (*it, True)
    toks = _tokens(text, lo, hi)
    first = 0
    if toks and not _name_like(toks[0][0]):
        # "On the X dataset, FooNet outperforms ...": the subject follows an opening phrase
        comma = next((n for n, t in enumerate(toks[:9]) if t[0] == ","), None)
        if comma is None:
            return None
        first = comma + 1
    k = first
    while k < len(toks) and k - first < 4 and _name_like(toks[k][0]):
        k += 1
    if k == first or k >= len(toks) or not toks[k][0].islower() or \
            toks[k][0] in _SUBJECT_STOP - {"is", "are", "was", "were"}:
        return None  # "FooNet, a sparse retriever, ...": no verb right after the name
    owner = _owner_at(text, toks[first][1], toks[k - 1][2], datasets, metrics)
    return (*owner, False) if owner else None


def _subject_owner(text: str, toks: list[_Tok], vi: int,
                   datasets: _Spans, metrics: _Spans,
                   prev: Optional[tuple[int, int]] = None) -> Optional[tuple[str, int, int, bool]]:
    """The subject of the clause that states the value: the nearest finite verb of
    :data:`_OWNER_VERB` before the value ("achieves", "outperforms", "is"; participles such
    as "achieving" are read through to the verb before them) and its subject: a name
    ("Llip attains ... 83.5%"; a head noun may follow it: "the MAmmoTH series"), "we",
    "ours", "our ..." or "the proposed ..." (the paper's own work), or "Y, which" / "Y that"
    (Y). The
    gap between verb and value must not compare or open another clause (:data:`_OWNER_BREAK`:
    "X reaches 71.4%, compared to 68.3% ..."; "while" before a participle continues the
    clause), nor hand the value to a new subject ("X reaches 85% and Y 80%").
    Output: ``(surface, start, end, own)`` or None when the verb has no such subject."""
    v = vi - 1
    while v >= 0 and toks[v][0] not in (";",):
        w = toks[v][0]
        if _OWNER_VERB.search(w) and w.islower() and not (
                v > 0 and (toks[v - 1][0].lower() in _NOUN_BEFORE or _NUMBER_TOKEN.fullmatch(toks[v - 1][0]))) and \
                not (w.lower() in ("scores", "scored") and not (v + 1 < len(toks) and re.match(
                    r"[+\-]?\d|up$|about$|over$|nearly$|around$|only$", toks[v + 1][0]))):
            break
        v -= 1
    if v < 0 or toks[v][0] == ";":
        return None
    gap = text[toks[v][2]:toks[vi][1] if vi < len(toks) else toks[-1][2]]
    for m in _OWNER_BREAK.finditer(gap):
        if m.group().lower() in ("while", "whereas") and re.match(r"\s+\w+ing\b", gap[m.end():]):
            continue  # "..., while reducing memory by 40%": the same subject goes on
        if m.group().lower() == "than" and re.search(r"\b(?:more|less|fewer|greater)\s+$", gap[:m.start()]) \
                and re.match(r"\s*[~≈]?\s*(?:\d|$)", gap[m.end():]):
            continue  # "by more than 25%": a hedge of the value, no comparand
        return None
    if re.search(r"\(\s*(?:[A-Za-z][\w\-]*\s+){0,3}$", gap) and re.search(
            r"\b(?:surpass|outperform|beat|exceed|than|over|compared|vs|versus|against)\w*"
            r"(?:\s+(?!(?:when|while|in|on|for|at|with|by)\b)[^\s()\d]+){1,6}\s*\(\s*"
            r"(?:[A-Za-z][\w\-]*\s+){0,3}$", gap):
        return None  # "surpassing a prior approach (FID 8.07)": the compared system's value
    if re.search(r"(?:,|\band)\s+(?:the\s+)?[A-Z][^\s,;:()]*(?:\s+[A-Z0-9][^\s,;:()]*)*\s+"
                 r"(?:only\s+|just\s+|merely\s+)?$", gap) and not any(
                     toks[v][2] <= ds < toks[vi][1] for ds, _, _ in datasets):
        return None  # "X reaches 85% and Y only 80%": a new subject for the second value
    j = v - 1
    while j >= 0 and (toks[j][0].lower() in _SUBJECT_SKIP or toks[j][0].islower() and toks[j][0].endswith("ly")):
        j -= 1
    if j < 0:
        return None
    if toks[j][0] == "and" and j >= 1:
        # "X reaches 85% and improves F1 by 3%": the coordinated verb shares the subject of
        # the verb before it (which must give the value between them no other owner)
        k = j - 1 if toks[j - 1][0] != "," else j - 2
        return _subject_owner(text, toks, k + 1, datasets, metrics, prev) if k >= 0 else None
    w = toks[j][0]
    if w.lower() in ("we", "ours"):
        return w, toks[j][1], toks[j][2], True
    if w.lower() == "it" and all(t[0].lower() in _IT_OPENERS or t[0] == "," for t in toks[:j]):
        return _antecedent(text, prev, datasets, metrics, toks[j])  # "We propose X. It achieves 85%": X
    if w == "," and (name := _name_before(toks, j - 1)) is not None and name[0] >= 2 and \
            toks[name[0] - 1][0] == "," and any(t[0].lower() == "our" for t in toks[max(0, name[0] - 6):name[0] - 1]):
        # "Our best model, RA-9B, achieves ...": the name in apposition to "our ..."
        owner = _owner_span(text, toks, name[0], name[1], datasets, metrics)
        return (*owner, True) if owner else None
    if w.lower() in ("which", "who", "that") and j >= 1:
        k = j - 1 if toks[j - 1][0] != "," else j - 2
        name = _name_before(toks, k)
        if name is None:
            return None
        owner = _owner_span(text, toks, name[0], name[1], datasets, metrics)
        return (*owner, False) if owner else None
    head = j
    if w.lower() in _SUBJECT_HEADS and j >= 1:
        head = j - 1  # "the MAmmoTH series", "CodedHELUT algorithm", "our method"
    # "our ...": up to five words back, no verb, punctuation or other clause between
    for k in range(j, max(-1, j - 6), -1):
        lw = toks[k][0].lower()
        if lw in ("our", "ours"):
            if not any(_name_like(t[0]) for t in toks[k + 1:j + 1]) and toks[j][0].lower() in _NOT_METHOD_HEADS:
                return None  # "our main finding is ...", "our dataset": no method of the paper
            name = _name_before(toks, head) if head != j or _name_like(toks[j][0]) else None
            if name is None and _name_like(toks[j][0]):
                name = _name_before(toks, j)
            if name is not None and name[0] > k:
                owner = _owner_span(text, toks, name[0], name[1], datasets, metrics)
                if owner:
                    return (*owner, True)
            return text[toks[k][1]:toks[j][2]], toks[k][1], toks[j][2], True
        if lw == "proposed" and k >= 1 and toks[k - 1][0].lower() == "the" and toks[j][0].lower() in _SUBJECT_HEADS:
            return text[toks[k - 1][1]:toks[j][2]], toks[k - 1][1], toks[j][2], True
        if lw in ",;:()" or lw in _SUBJECT_STOP or _OWNER_VERB.search(lw):
            break
    name = _name_before(toks, head)
    if name is None:
        return None
    before = toks[name[0] - 1][0].lower() if name[0] > 0 else ""
    if before in ("the", "a", "an"):
        before = toks[name[0] - 2][0].lower() if name[0] > 1 else ""
    if before and before not in ",;:(" and before not in _CLAUSE_OPENERS:
        return None  # "on ImageNet, ..." / "than GPT-4 ...": the name is no subject
    if before in ("and", "or") and toks[name[0] - 1][0].lower() == before and name[0] >= 2 and \
            _name_like(toks[name[0] - 2][0]):
        return None  # "a tandem of A and B demonstrates": the value is the pair's, not B's
    owner = _owner_span(text, toks, name[0], name[1], datasets, metrics)
    return (*owner, False) if owner else None


#: "vs" between two values: right after a value, or right before one.
_VERSUS_PAIR = re.compile(r"\s*(?:%|x|×)?\s*(?:vs\.?|versus)\s*(?=[+\-−]?\d)|(?:vs\.?|versus)\s*$", re.I)


def _attribute(text: str, results: list[Result], datasets: _Spans, metrics: _Spans,
               sentences: Sequence[tuple[int, int]] = ()) -> list[Result]:
    """Whose value each result is, when its sentence says so (step 7).

    Rules, first match wins: the value in a bracket after a name (``GPT-4 (52.1%)``,
    :func:`_bracket_owner`); a possessive name before it (``than GPT-4's 52.1%``); a name and
    a colon before it (``GPT-4: 52.1%``); ``for <name>`` after it in a comparing clause
    (``compared to 68.3% for CLIP``); "our method (60.2%)" (:func:`_own_bracket`); else the
    subject of the clause's verb (``Llip attains 83.5%``, ``we achieve``, ``our method
    reaches``, ``X outperforms Y by 3%``: :func:`_subject_owner`; a subject "It" opening the
    sentence is the name the previous sentence introduces or opens with, :func:`_antecedent`).
    A sentence that does not say leaves ``method`` None: precision first, a baseline's number
    is never guessed to be the paper's, nor the reverse.

    Input: the text, the results (text order), the dataset and metric spans (a name that is
    one of them owns no value) and the sentence spans (for the sentence before an "It").
    Output: the results, with ``method``,
    ``method_start``, ``method_end`` and ``method_own`` set where found.
    """
    out = []
    toks_of: dict[int, list[_Tok]] = {}
    prev_end = {}
    ordered = sorted(sentences)
    prev_sentence = {b[0]: a for a, b in zip(ordered, ordered[1:])}  # sentence start -> the one before
    for r in results:
        lo = r.sentence_start
        toks = toks_of.get(lo)
        if toks is None:
            toks = toks_of[lo] = _tokens(text, lo, r.sentence_end)
        first_value = re.search(r"[+\-−]?\d", text[r.start:r.end])
        v_start = r.start + (first_value.start() if first_value else 0)
        if text.startswith("from", r.start):
            v_start = r.start  # "from A to B": the subject precedes "from"
        vi = _value_token(toks, v_start)
        found = _bracket_owner(text, toks, vi, r, datasets, metrics) or \
            _possessive_owner(text, toks, vi, datasets, metrics) or \
            _colon_owner(text, toks, vi, datasets, metrics) or \
            _for_owner(text, toks, r, prev_end.get(lo, lo), datasets, metrics)
        own = False
        if found is None and (mine := _own_bracket(text, toks, vi)) is not None:
            found, own = mine, True  # "lag behind our method (60.2%)"
        if found is None and not _VERSUS_PAIR.search(text, max(lo, v_start - 12), v_start) and \
                not _VERSUS_PAIR.match(text, r.end):
            # ("on intelligibility (5.9% vs 1.9% WER)": which side is the subject's is not said)
            subj = _subject_owner(text, toks, vi, datasets, metrics, prev_sentence.get(lo))
            if subj is not None:
                found, own = subj[:3], subj[3]
        prev_end[lo] = r.end
        if found is None:
            out.append(r)
        else:
            out.append(replace(r, method=found[0], method_start=found[1], method_end=found[2], method_own=own))
    return out
