"""Word lists shared by the steps of :mod:`kg.extract.results`, and the word tests built on them.

Metric heads (:data:`_METRIC_HEADS`; generic heads such as ``time`` or ``performance`` count
only with a modifier, ``rate``/``ratio``/``distance`` only after a known modifier), change
words, link words between a metric and a later value, stop words of a metric phrase, verb
stems, outcome, setting and reference cues, the connectives across which a value inherits
the previous metric, and names that are no dataset. Two tests read them:
:func:`_is_head` (whether a word is a metric head) and :func:`_is_verb` (a verb of
:data:`_VERB_STEM`, not a noun on the same stem).
"""
from __future__ import annotations

import re

from kg.extract import lexicon as L
from kg.extract.lexicon import shouted_word


#: Single-word metric heads, compared in lower case.
_METRIC_HEADS = frozenset(
    """accuracy accuracies acc precision recall f1 f1-score f-score f-measure auc auroc memories
    auprc roc-auc miou iou dice fid fvd kid bleu rouge rouge-l rouge-1 rouge-2 meteor cider
    spice psnr ssim lpips perplexity ppl error errors wer cer mse mae rmse ndcg mrr
    robustness performance throughput latency speedup speed-up speedups speed-ups memory flops reward rewards
    return returns score scores correlation regret efficiency runtime time coverage
    fidelity top-1 top-5 top-1-accuracy ece nll elbo likelihood log-likelihood sharpe
    utility speed fpr fpr95 tpr fnr eer hter cost costs overhead loss utilization specificity
    utilisation quality acceleration saving savings""".split()
)

#: Coefficient symbols that are metrics only after a statistician's name ("Spearman's ρ",
#: "Kendall's τ", "Cohen's κ"); alone they are usually hyperparameters ("τ = 0.5").
_NAMED_COEFFICIENTS = frozenset({"ρ", "rho", "τ", "tau", "κ", "kappa"})
#: Latin letters that are coefficients only after a statistician's name, compared as written
#: ("Kendall's W", the coefficient of concordance); alone they are anything.
_NAMED_COEFFICIENT_LETTERS = frozenset({"W"})
#: A statistician's name in the possessive before a coefficient: "Spearman's", "Cohen’s", and
#: the bare apostrophe of a name ending in s ("Fleiss' κ").
_POSSESSIVE_NAME = re.compile(r"[A-Z][a-z]+(?:['’]s|s['’])")

#: Metric heads that need a modifier in front of them.
_GENERIC_HEADS = frozenset(
    """time score scores performance efficiency memory memories return returns likelihood coverage
    speed speeds footprint usage consumption cost costs overhead loss quality acceleration saving savings""".split()
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
    misclassification failure recovery agreement approximation competitive flip fix correct
    acceleration""".split()
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
    higher lower better worse same similar new prior previous up down
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
    r"beat|cut|sav|drop|outcompet|advanc|raise|lift|exceed|underperform|lag|trail|narrow)\w*|\bup to\b|"
    # "a performance gap of 30.8%": the size of a gap is measured (not "bridging that gap")
    r"\bgaps?\s+of\s+(?:(?:up to|about|over|nearly|only|almost|around|roughly|approximately|more than|"
    r"~|≈)\s*)*[+\-]?\d|"
    r"\bscor(?:es|ed|ing)\s+[+\-]?\d|"
    # "GPT-4 (52.1%) falls far behind X (60.2%)": a comparison that ranks the values
    r"\b(?:fall|falls|fell|falling|remain|remains|remained|stay|stays|stayed)\s+(?:\w+ly\s+|far\s+|well\s+)?"
    r"(?:behind|short)\b", re.I)

#: Hedges between a verb and the value it governs ("solves over 90%", "saves up to 40%"), as
#: alternatives of a regular expression.
_HEDGE_WORDS = "up to|over|about|nearly|only|almost|around|roughly|approximately|more than"

#: A verb of success right before a percentage makes "N% of the X" an outcome ("solves
#: 92% of the tasks", "correctly classifies over 90% of the images", "solves a mere 2% of
#: the problems"), not a proportion of an input ("10% of the data"). Searched up to the
#: value's start.
_SOLVED_LEFT = re.compile(
    r"\b(?:solv|succeed|complet|resolv|answer|recover|classif|identif|detect|pass|win|won|"
    r"fix|locat|predict|reconstruct|retain|preserv|clos|reach|attain|achiev|recover)\w*\s+"
    rf"(?:(?:{_HEDGE_WORDS}|less than|a mere|merely|barely|just)\s+)?(?:[~≈∼]\s*)?$", re.I)

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
_COST_PHRASE = (r"(?P<m>(?:[A-Za-z][\w\-]*\s+){0,2}?"
                r"(?:time|memory|costs?|compute|computation|energy|FLOPs|latency|run-?time|storage|"
                r"bandwidth|GPU[\s-]hours|overhead|power consumption)(?:\s+(?:usage|consumption|footprint|requirements?))?)\b")
_SAVED_COST = re.compile(r"\)?\s+of\s+(?:the\s+|its\s+|their\s+|our\s+)?" + _COST_PHRASE, re.I)
#: After "save"/"cut" and a multiplier, "the <cost>" names the cost saved ("saves up to 5x
#: the pre-training compute", "cuts 3x the memory"): the metric, as after "N% of the".
_SAVED_MULTIPLE_COST = re.compile(r"\s+(?:the|its|their|our)\s+" + _COST_PHRASE, re.I)

#: Words before a percentage that make it a setting, not an outcome.
_SETTING_LEFT = frozenset(
    """with using under at only for of keeping retaining removing pruning masking just
    on use uses used train trained training sample sampling drop dropping corrupt
    corrupting label labeling first last top bottom""".split()
)

#: The nouns of a quantity the experimenter sets, not measures (:data:`_SETTING_AFTER`,
#: :data:`_BRACKETED_SETTING`).
_SETTING_NOUNS = (r"(?:weights?|parameters?|params|pruning|sparsity|data|"
                  r"labels?|labeled|annotations?|tokens?|noise|noisy|samples?|examples?|"
                  r"masking|mask|dropout|corruption|poisoning|poisoned|subset|budget)")

#: Nouns after a percentage that make it a setting (``50% weight pruning``, ``0.1%
#: parameters``, ``90% sparsity``) unless a change word follows (``38% BitOPs reduction``).
_SETTING_AFTER = re.compile(
    r"\s+(?:of\s+)?(?:the\s+)?(?:(?:additional|extra|trainable)\s+)?" + _SETTING_NOUNS + r"\b"
    r"(?!\s+(?:reduction|increase|decrease|improvement|gain|fewer|less)\b)", re.I)

#: A set-up quantity named right before a bracket that holds only its percentage ("with a very
#: low poisoning rate (1%)", "with a high mask ratio (95%)", "with high sparsity ratios (e.g.
#: 75%)"): the bracket restates the setting, no outcome (session 52). A preposition of condition
#: (with, under, at, using) opens the phrase; at most three words, none a comparative ("with 30%
#: fewer parameters" is a change), come before a noun of :data:`_SETTING_NOUNS`, which a "rate",
#: "ratio", "level", "fraction", "proportion", "budget" or "size" may follow.
_BRACKETED_SETTING = re.compile(
    r"\b(?:with|under|at|using)\s+(?:(?:a|an|the|its|their|only)\s+)?"
    r"(?:(?!(?:fewer|less|more|lower|higher|smaller|larger|reduced|increased|better|worse)\b)[\w-]+\s+){0,3}?"
    + _SETTING_NOUNS + r"(?:\s+(?:rates?|ratios?|levels?|fractions?|proportions?|budgets?|sizes?))?"
    r"\s*\(\s*(?:(?:e\.g|i\.e)\.?,?\s*)?(?:(?:only|just|about|around|approximately|up\s+to|~|≈|≤|<)\s*)?$", re.I)

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
    r"increases?|reductions?|decreases?|drops?|savings?|speed-?ups?))?(?:\s+(?:on|in|for)\s+[^,;:()]{1,40}?)?[\s,]*(?:despite|vs\.?|versus|compared (?:to|with)|than|and|while|whereas|"
    r"against|over|from|to|or)\b[^,;:()]{0,30}(?:\(\s*)?$|"
    # (up to three phrases of a preposition between: "75.7% robust accuracy against attacks
    # with ε=8/255 on CIFAR-10, surpassing X by +4.8%")
    # (or a finite verb after the "respectively" that closes a list: "by 1.4% and 0.6%,
    # respectively, and outperforms X, Y, by 1.3%"; and the amount may be a margin: "by
    # margins of 14.5% and 32.9%")
    r"^(?:\s+(?:on|in|for|against|with|under|at|across)\s+[^,;:()]{1,60}?){0,3},?\s*(?:[a-z]+ly\s+)?"
    r"(?:surpassing|outperforming|exceeding|beating|improving on|improving over|"
    r"respectively,\s+and\s+(?:[a-z]+ly\s+)?(?:surpasses|outperforms|exceeds|beats))\b"
    r"(?:[^,;:()]{0,70}|[^,;:()\d]{1,50},[^,;:()\d]{1,40},\s*)\bby\s+"
    r"(?:(?:an?\s+)?(?:(?:large|wide|clear|significant|substantial|average)\s+)?margins?\s+of\s+)?"
    r"(?:up to\s+|about\s+|over\s+|nearly\s+|~\s*|≈\s*)?$|"
    # "86.5% accuracy on A, improving the best published result by 11.4%", "improves the
    # accuracy by 17%, lifting the state of the art to 98.8%": a participle clause that moves
    # the best (prior) result or the state of the art restates the previous value's measure
    r"^(?:\s+(?:on|in|for)\s+[^,;:()\d]{1,40}?)?\s*,\s*(?:improving|lifting|raising|pushing|advancing|"
    r"bringing|moving|surpassing|exceeding|beating|outperforming)\s+(?:(?:on|over|upon)\s+)?(?:the\s+)?"
    r"(?:(?:previous|prior|best|published|reported|strongest|current|existing|former|few-shot|zero-shot|"
    r"fine-tuned|supervised|sota|state-of-the-art)\s+){0,4}"
    r"(?:state\s+of\s+the\s+art|sota|results?|records?|baselines?|performance|numbers?|scores?)"
    r"(?:\s+(?:on|in|for)\s+[^,;:()\d]{1,30}?)?\s+(?:by|to)\s+(?:up to\s+|about\s+|over\s+|nearly\s+|~\s*|≈\s*)?$|"
    # "a throughput of 4,256 images/s, which is over 66% higher than ...": a relative clause
    # that compares the previous value
    r"^\s*,\s*which\s+(?:is|was|are|were)\s+(?:up to\s+|about\s+|over\s+|nearly\s+|roughly\s+|"
    r"more than\s+|~\s*|≈\s*)?$|"
    # "99% test accuracy on A, 72% on B": a list of value-on-dataset items
    r"^\s+(?:on|in|for)\s+[^,;:()]{1,40}?\s*,\s*$|"
    # "33.5% mIoU on A, improving 4.7%", "..., boosting it by 2%": a participle of gain
    # whose object is the amount, the previous value's measure changed
    r"^(?:\s+(?:on|in|for)\s+[^,;:()\d]{1,40}?)?\s*,\s*(?:improving|boosting|raising|increasing|gaining|"
    r"lifting)\s+(?:(?:it|this)\s+)?(?:by\s+)?(?:(?:up to|about|over|nearly|roughly|~|≈)\s*)?$|"
    # "by 19.5 points in A, by 28.4 points in B, and by 15.2 points in C": a list of changes
    r"^(?:\s+(?:on|in|for)\s+[^,;:()]{1,40}?)?\s*,\s*(?:and\s+)?by\s+(?:(?:up to|about|over|nearly|~|≈)\s*)?$|"
    # "reduces the success rate of A from 93.75% to 0% and that of B from up to 100% to 0%":
    # "that of" takes up the previous value's measure for another object
    r"^\s*,?\s*and\s+(?:that|those)\s+of\s+[^,;:()\d]{1,60}$|"
    # "QA accuracy below 33% (random guessing is 20%)": a reference value in brackets
    r"^\s*\(\s*(?:[A-Za-z][\w\-]*\s+){0,3}(?:is|was|at|of|gets|achieves|scores|reaches|:|vs\.?|versus)?\s*$", re.I)

#: "more" (or "larger", "additional") and a noun that sizes an input or a model after a
#: multiplier ("10x more parameters", "10 times more training data"): the multiplier sizes
#: a setting or a compared model, not an outcome.
_MORE_INPUT = re.compile(
    r"\s*(?:more|larger|additional|extra|bigger)\s+(?:training\s+|labeled\s+|labelled\s+|unlabeled\s+)?"
    r"(?:parameters?|params|data|tokens|labels|annotations|examples|samples|models?|layers|steps|iterations|"
    r"epochs|gpus|compute|images|videos|demonstrations)\b", re.I)
#: "fewer"/"less" and a noun that sizes a model or its data after a multiplier ("with 21x
#: fewer parameters", "50x less training data", "three times fewer image-text pairs";
#: session 39): the team's call (eval/README: model sizes and data amounts are no results),
#: whatever metric the noun would give. Costs stay results ("92x less GPU time", "1.69x fewer
#: queries", "2x fewer tokens"), so the nouns are those of a model's size or its training
#: data only. Development pool: dev46, dev63, dev72.
_LESS_INPUT = re.compile(
    r"\s*(?:fewer|less)\s+(?:(?:trainable|learnable|training|labeled|labelled|unlabeled|annotated)\s+)?"
    r"(?:parameters?|params|data|labels|annotations|(?:training\s+)?examples|"
    r"(?:[a-z]+-[a-z]+\s+|training\s+)pairs)\b", re.I)
#: A noun of a model's size or its data right after a multiplier, with at most two words and no
#: comparative (nor any word in "-er") between ("scaling up to 10x synthetic data", "close to the performance of 5x
#: human annotation"): the multiplier sizes an input, as :data:`_MORE_INPUT` and
#: :data:`_LESS_INPUT` say with "more" / "fewer" (eval/README: model sizes and data amounts are
#: no results; session 52). The noun ends the phrase (a punctuation mark or a preposition or
#: conjunction follows): "6.4x during data synthesis", "9.5x as data-efficient" and "4x data
#: throughput" are no input amounts; costs stay results ("2x tokens per second" is a rate).
_SCALED_INPUT_AFTER = re.compile(
    r"\s*(?:(?!(?:fewer|less|more|lower|higher|smaller|larger|bigger|faster|slower|cheaper|better|worse|"
    r"speed-?ups?|reductions?|improvements?|gains?|increases?|decreases?|compression|savings?|"
    r"as|of|on|in|for|to|and|or|with|during|at|by|from|than|the|a|an)\b|[a-z-]*er\b)[a-z][a-z-]*\s+){0,2}?"
    r"(?:parameters?|params|data|labels?|annotations?|examples|samples|demonstrations)"
    r"(?=\s*[,.;:)\]]|\s*$|\s+(?:on|in|for|to|and|or|with|while|from|during|at|across|than|as)\b)", re.I)
#: An equative of performance after a multiplier: "1.9-9.5x as data-efficient", "3x as fast"
#: (a ratio to a baseline, so a change: :func:`~kg.extract.results.change.is_change`); not of
#: size ("3x as large and 10x as many signers as the largest prior dataset": a dataset's size).
_EQUATIVE = r"as\s+(?:[a-z]+-)?(?:fast|efficient|accurate|cheap)\b"
EQUATIVE_AFTER = re.compile(r"\s*" + _EQUATIVE, re.I)
#: Any comparative in "-er" before "than" (session 39): "32 times longer than X", "2500x
#: tighter than prior work", "1.7x quicker than", "40x lighter than": the multiplier compares
#: the outcome with another system, as "faster" does. "than" is required (a bare "2x wider
#: layers" sizes a model); "rather"/"other" are no comparatives. Development pool: dev5,
#: dev71, dev72 (gold reads each as a result, metric null or named before).
_COMPARED_ER = r"(?!(?:rath|oth|ov|und|aft|ev|nev|wheth)er\b)[a-z]{2,}er(?=\s+than\b)"
#: A multiplier ("3.2x") without a metric is a result only before such a word, possibly
#: after one noun that says what changes ("a 3.68x multiplication reduction"), or before an
#: equative of performance (:data:`EQUATIVE_AFTER`).
_COMPARATIVE_AFTER = re.compile(
    r"\s*(?:" + _EQUATIVE + r"|"
    r"(?:[a-z][\w\-]*\s+(?=(?:speed-?ups?|improvements?|reductions?|increases?|savings?|gains?)\b))?"
    r"(?:faster|slower|speed-?ups?|acceleration|fewer|less|more|smaller|larger|higher|"
    r"lower|better|improvements?|reductions?|increases?|compression|cheaper|cost|memory|"
    r"throughput|latency|efficien\w*|gains?|savings?)\b|" + _COMPARED_ER + r")", re.I)
_PROPER_AFTER_ON = re.compile(
    r"\b(?:[Oo]n|[Aa]cross)\s+(?:the\s+)?(?:[a-z][a-z\-]+\s+)?"
    r"(?P<ds>[A-Z][\w\-.]*[\w](?:\s+[A-Z0-9][\w\-]*)*|[A-Z])")

#: A measure at a cut-off, written "<name>@<rank>" ("Precision@1", "Recall@20", "Accuracy@K",
#: "Hits@10"): the "@" notation of ranking and retrieval metrics, so a metric even where the entity
#: extractor reads the word after "at" or "on" as a dataset.
_CUTOFF_METRIC = re.compile(r"[A-Za-z][A-Za-z\-]*@(?:\d+|[kKnN])")

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


def _is_head(words: list[str], i: int) -> bool:
    """Whether ``words[i]`` is a metric head (``rate`` etc. only after a known modifier; the
    plural of an abbreviation that is one, "AUCs", "FIDs", "mAPs", is one too)."""
    w = words[i]
    if re.fullmatch(r"[a-z]?[A-Z][A-Za-z0-9@\-]*[A-Z0-9]s", w.rstrip(".")) and \
            _is_head([*words[:i], w.rstrip(".")[:-1]], i):
        return True  # the plural of an abbreviation ("test AUCs of 97.5%, 95.9%", "FIDs of 12.2")
    lw = w.lower().rstrip(".")
    if _CASED_HEADS.match(w) or w.rstrip(".") in L.METRIC_ABBREVIATIONS:  # ("NDS", "MPJPE": the lexicon's, session 21)
        return not shouted_word(w, words[i - 1] if i > 0 else "", words[i + 1] if i + 1 < len(words) else "")
        # ("IT IS 3x faster": the verb in capitals, not the Inception Score)
    if lw in ("speed", "speeds") and i + 1 < len(words) and words[i + 1].lower() == "up":
        return False  # "can speed up decoding by 1.8x", "caching speeds up decoding": a verb
    if lw in _NAMED_COEFFICIENTS or w.rstrip(".") in _NAMED_COEFFICIENT_LETTERS:
        return i > 0 and (_POSSESSIVE_NAME.fullmatch(words[i - 1]) is not None or
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


#: Words of a metric phrase read inside "from the previous best ... of A to B" that only name
#: the reference point, not a measure ("from the previous best performance of 27.4% to 5.6%",
#: "from the prior state-of-the-art result of"): :func:`~kg.extract.results.metric_before._from_reference_metric`.
_REFERENCE_POINT_WORDS = frozenset(
    """previous prior best current former existing reported published baseline sota state-of-the-art
    performance performances result results score scores value""".split())


def _is_verb(word: str) -> bool:
    """Whether ``word`` is a verb of :data:`_VERB_STEM` (``improves``, ``reducing``) and not
    a noun built on the same stem (``acceleration``, ``improvement``)."""
    return bool(_VERB_STEM.match(word)) and not re.search(
        r"(?:ion|ions|ment|ments|ance|ances|ence|ency|ity|ness|age|ure|ups?)$", word.lower())
