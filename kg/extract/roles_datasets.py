"""Rule stages 3 and 6 of :mod:`kg.extract.roles`: datasets (rules ``dataset-*``) and metrics
(rules ``metric-*``; see that module's docstring).

Besides the rules listed there:

* datasets: a name whose squashed spelling is a Papers with Code dataset
  (``dataset-gazetteer``, :func:`~kg.extract.gazetteer.dataset_squashed_keys`:
  "CNN/DailyMail", "WMT14"); no dataset is a name before a method noun or a device
  ("UViT backbones", "A100 GPU"), a method-headed name ("Diffusion Transformer"), a
  name listed before another common noun ("on MRI and CT segmentation tasks") unless
  known, a one-word kind of data ("two fMRI datasets", "an English dataset"), a
  member of another class ("modalities such as CT, MRI"), an evaluative word
  ("SoTA") or an "x-to-y" task;
* datasets: a list after "on" / "in" / "across" that holds a known metric and no known
  dataset names measures, its other one-word items are metrics ("by 10.5% and 8.6% on NDS
  and mAP"); a dataset named only as pre-training data ("pre-trained on X", "pretraining
  data from X", "X-pretrained") keeps its mention with the rule ``dataset-pretraining``;
* datasets: lower-case examples of a dataset class noun (or of "tasks"), half of them
  known (``dataset-lowercase-list``: "benchmarks such as toxcast, sider and muv"); examples
  in brackets after a data noun that a plural method noun is for ("methods for ...
  perspective images (e.g., A, B)") are methods, not datasets;
* methods: lower-case examples after a technique class noun (``method-list``:
  "techniques such as simulated annealing");
* metrics: words that rate a value and value units stay outside the metric
  ("near-perfect accuracy" -> "accuracy", "a 10-fold speedup" -> "speedup"); number
  formats are no precision metric ("bfloat16 precision"); task nouns stay on
  ("detection accuracy"); noun phrases coordinated with a metric after "in" / "in
  terms of" are metrics (``metric-coordinated``, also seeded by a measure phrase and read
  past a hyphenated rating word: "in its state-of-the-art A, B, and C"); a measure after a
  comparative, "superior", "state-of-the-art", a verb of change, "minimize",
  "compromise", a noun of change and "in", or "a fraction of", and a measure followed by a
  comparison ("its predictive uncertainty is better"), is a metric (``metric-compared``:
  "a higher statistical power", "reduces the communication cost", "improve the answer
  correctness", "enhancing inference efficiency"; not "the model performance").
* metrics: a known measure right before a task noun is the task's object ("image quality
  assessment", "regret minimization"; not "type-I error control", not "F1 detection
  scores"); a list after "resulting in" names consequences ("resulting in limited
  performance"); a human judgement after "for" / "of" is the practice discussed ("a proxy
  for human evaluation").
"""
from __future__ import annotations

import re
from bisect import bisect_left
from typing import Optional

from spacy.tokens import Span

from kg.extract.gazetteer import sized_dataset_stems
from kg.extract.roles_base import (
    _positions_between,
    _pwc_keys,
    _singular,
    _EXPERIMENT_WORDS,
    _LIST_JOIN,
    _LIST_METHOD_NOUNS,
    _LIST_TRIGGERS,
    _PROPOSE_SET,
    _STANDALONE_METHODS,
    _StateBase,
    _TECHNIQUE_CLASS_NOUNS,
    _VALUE_TOKEN_RE,
    _is_word_char,
    _norm,
)
from kg import vocab
from kg.extract import lexicon as L
from kg.extract.gazetteer import dataset_family_stems, dataset_squashed_keys, lowercase_dataset_names, squash


#: Words that follow a verb rather than a noun: a "noun" after a dataset list followed by
#: one of them is a mis-tagged verb ("experiments on A and B demonstrate that ...").
_CLAUSE_AFTER_VERB = frozenset("that the a an how whether our its their this these".split())
#: With :data:`NOMINAL_NOUNS_AFTER_LIST`, a word with a suffix that makes nouns of verbs and
#: adjectives ("-tion", "-sion", "-ity", "-ness", "-ism") is no mis-tagged verb before
#: "that": in "experiments on the Foo-Bar and Baz equations that ..." the names modify
#: "equations" (session 27). Words of that shape that are verbs as well stay out.
NOMINAL_NOUNS_AFTER_LIST = True
_NOMINAL_SUFFIX = re.compile(r"(?:tions?|sions?|ities|ity|ness|nesses|isms?)$")
_VERBS_OF_NOMINAL_SHAPE = frozenset(
    "mention mentions question questions function functions condition conditions position positions".split())
#: Words that, glued by a hyphen before a metric, negate it into an adjective ("no-regret").
_NEGATING_PREFIXES = frozenset({"no", "non", "zero"})
#: Heads of a measured quantity named after a comparative ("higher statistical power").
_MEASURE_HEADS = frozenset(
    """quality power correctness budget cost costs fidelity consistency throughput latency
    utility coverage diversity faithfulness footprint overhead performance efficiency capacity
    sparsity uncertainty speed speeds time runtime runtimes robustness correlation
    score scores""".split())
#: ("time" and "runtime" since session 21: "training time", "inference time"; "correlation"
#: since session 29: "a higher rank correlation with human ratings"; "score(s)" since session
#: 30: "achieves a higher game score", "improves disentanglement scores such as ...", always
#: with a modifier, never after an aim verb: :data:`_AIMED_SCORE_VERB`. Not "error(s)": on the
#: corpus, after a cue, about half name a theory quantity or a training objective, "reduce the
#: approximation error caused by", "minimizing the TD error"; session 30.)
#: Switch (session 52, metric52): "complexity" and "requirement(s)" after a modifier that names
#: a computing resource (:data:`_RESOURCE_MODIFIERS`) head a cost measure as "cost" does, after
#: a comparative or a verb of change (rule ``metric-compared``, :meth:`DatasetMetricRules._measure_head`):
#: "reduces memory complexity by an order of magnitude", "substantially reduces training
#: complexity", "reduce the memory requirements for storing the cache", "while improving upon
#: computational complexity". Not after other modifiers ("sample complexity", "query
#: complexity", "iteration complexity": the quantities a theorem bounds) nor bare ("reduces the
#: complexity of the constraint"). The development pool after such a cue: a gold metric 6
#: times, an allowed extra 20, unannotated once (dev5's "reduce computational complexity").
RESOURCE_COMPLEXITY_MEASURES = True
#: The heads of :data:`RESOURCE_COMPLEXITY_MEASURES`.
_RESOURCE_HEADS = frozenset(
    "complexity complexities requirement requirements".split()) if RESOURCE_COMPLEXITY_MEASURES else frozenset()
#: An order of growth after such a head (read on the cleaned text, where LaTeX is plain):
#: a theory bound on the quantity ("at O(L)", "of only polylog(n) bits", "from cubic to quadratic").
_GROWTH_ORDER = re.compile(
    r"(?:(?:to|from|at|of|only|is|in|by|down)\s+){0,3}(?:[OΘΩoÕ]\s*\(|(?:poly)?log\s*\(|\\|"
    r"(?:sub-?)?(?:cubic|quadratic|linear|logarithmic|constant|polynomial|exponential)\b)")
#: Switch (session 52, metric52): "to" after "able" / "unable" opens no purpose infinitive
#: (:meth:`DatasetMetricRules._aimed_quality`): "CHAI is able to reduce the memory requirements
#: by up to 21.4%" reports an outcome, as "CHAI reduces ..." does (dev97's gold metric).
ABLE_TO_OUTCOMES = True
#: The words of :data:`ABLE_TO_OUTCOMES`.
_ABILITY_WORDS = frozenset("able unable".split())
#: The resource words that make "requirement(s)" a cost measure (the last word before the head).
_RESOURCE_MODIFIERS = frozenset(
    """computational computation compute memory training inference communication storage
    energy hardware transmission""".split())
#: The resource words that make "complexity" a cost measure: not "communication", "time",
#: "space" ("reduce the communication complexity to", "the best time complexity": on 3,000
#: corpus abstracts 5 of 6 "communication complexity" after a cue were a theorem's quantity).
_COMPLEXITY_MODIFIERS = frozenset("computational computation compute memory training inference".split())
#: Verbs that make a score after them the objective of training or a search, not a measured
#: outcome ("to maximize evaluation scores", "minimizing the average objective score"; read on
#: the corpus, session 30).
_AIMED_SCORE_VERB = re.compile(r"^(?:minimi[sz]|maximi[sz]|optimi[sz])")
#: Head nouns of the score measures above.
_SCORE_HEADS = frozenset({"score", "scores"})
#: Abbreviations of generic model families and learning settings
#: (:data:`~kg.extract.lexicon.GENERIC_ABBREVIATIONS`) that, as a modifier of "performance",
#: name the system whose performance changes, not a measure ("boost GNN performance", "better
#: offline RL performance", "improving SSL performance"; session 30). Hardware and interface
#: words stay out ("GPU memory footprint"), and so does "OOD": "OOD detection performance" is
#: the performance at a task.
_SYSTEM_ABBREVIATIONS = frozenset(
    a.lower() for a in L.GENERIC_ABBREVIATIONS - {"GPU", "GPUs", "CPU", "TPU", "API", "APIs", "KV", "OOD"})
#: Measure heads specific enough to be a metric without a modifier after a comparative or a
#: verb of change ("achieves higher fidelity", "improves faithfulness", "reduces latency"),
#: unlike vague ones ("higher quality", "better performance", "lower cost").
#: Switch (session 49, metric49): the measured qualities of a model's behaviour that
#: trustworthiness benchmarks and alignment papers report (:data:`_QUALITY_MEASURES`) are
#: bare measures too: "improves the truthfulness", "enhancing model safety", "a higher degree
#: of fairness", "improves both honesty and helpfulness" (eval/README: measured properties are
#: metrics, TrustLLM's six dimensions). As "robustness", one that a purpose infinitive or a
#: "thereby" sets as an aim is left out (:meth:`DatasetMetricRules._aimed_quality`).
QUALITY_MEASURES = True
#: The qualities of :data:`QUALITY_MEASURES`.
_QUALITY_MEASURES = frozenset(
    "truthfulness honesty helpfulness harmlessness factuality safety".split())
#: (Not "diversity": on 3,000 corpus abstracts 9 of 15 bare "diversity" after a cue were a
#: design aim or property, "increases the diversity of the behavior", "maximizes the diversity
#: of the options"; not "fairness": 3 of 3 right on the corpus but 2 false hits in the dev gold,
#: the aim of earlier work, "existing works that improve Rawlsian Max-Min fairness", "methods
#: improving algorithmic fairness"; session 49.)
#: Switch (session 51, metric51): "stability" is a bare measure too, read as "robustness" is
#: (after a cue, not as an aim: :meth:`DatasetMetricRules._aimed_quality`): "improves
#: stability through step-size scaling", "enhances training stability and ...", "improve the
#: stability of a policy" (the blind gold dev80-dev95 and the pool: after a comparative or a
#: verb of change a metric in 7 abstracts, an allowed extra in 8, unannotated in none).
STABILITY_MEASURE = True
#: The measured properties of :data:`STABILITY_MEASURE`.
_PROPERTY_MEASURES = frozenset({"stability"}) if STABILITY_MEASURE else frozenset()
_BARE_MEASURES = frozenset(
    """fidelity faithfulness correctness tightness throughput
    latency realism fluency coherence utility runtime runtimes calibration robustness coverage
    correlation""".split()) | (_QUALITY_MEASURES if QUALITY_MEASURES else frozenset()) | _PROPERTY_MEASURES
#: ("robustness" since session 27: "achieves higher robustness", "improves the robustness",
#: "adversarial robustness" after a cue are the measured outcome, eval/README's call; alone,
#: without a cue, the word stays a generic noun.)
#: ("coverage" and "correlation" since session 29: "exhibits superior coverage of the ground
#: truth", "an improvement in coverage", "a higher correlation with human judgments": the
#: measured outcome in the dev gold, 6 of 6 after a cue. Without a cue they are bare only
#: there: :data:`_CUE_ONLY_BARE_MEASURES`.)
#: Bare measures that need a cue of :meth:`DatasetMetricRules._compared_measures` right before
#: them: alone after "in" they name a scope ("global in coverage", "insufficient in terms of
#: coverage"), and after a verb of showing a relation ("shows the correlation of X and Y").
_CUE_ONLY_BARE_MEASURES = frozenset({"coverage", "correlation"})
#: Verbs that set such a bare measure as an aim or a design property rather than report it
#: ("minimizing correlation with spurious features", "maximizing the correlation between
#: frames", "increasing the coverage of the representation space"; read on the corpus,
#: session 29), unlike comparatives and "improve" ("a higher correlation with human
#: judgment", "improve coverage").
_OBJECTIVE_VERB = re.compile(r"^(?:minimi[sz]|maximi[sz]|increas|reduc|decreas)")
#: Prepositions that make "<modifier> time" a phase of a model's life, not a measure ("at
#: test time", "in training time", "during inference time"; session 21).
_PHASE_PREPOSITIONS = frozenset("at in during by until".split())
#: Generic nouns that name the system measured, not the measure: "the model performance"
#: and "the method efficiency" say whose value changes, so no metric is read there.
_SYSTEM_NOUNS = frozenset(
    """method methods approach approaches model models framework frameworks technique techniques
    algorithm algorithms system systems network networks architecture architectures baseline
    baselines agent agents policy policies module modules pipeline pipelines tool tools work works
    paper papers study studies solution solutions variant variants component components
    mechanism mechanisms strategy strategies state art one ones way ways result results""".split())
#: Whether a sentence-opening "In" with only a comma after its noun phrase governs no list of
#: measures (rule ``metric-coordinated``): the comma closes a fronted phrase ("In recent
#: years, data quality has emerged as ...": neither "recent years" nor "data quality" is a
#: measure taken). A comma-only list after an "in" inside the sentence stays ("in terms of
#: adversarial robustness, X is superior" is read as before). Session 43 (junk43), corpus builds.
FRONTED_IN_NO_LIST = True
#: Nouns that make "in" a discourse idiom ("in contrast", "in addition", "in particular"):
#: no list of measures is governed by such an "in".
_IN_IDIOM_NOUNS = frozenset("contrast addition particular general practice summary fact turn short".split())
#: Switch: a list that only a measure phrase seeds (no known metric in it) and that a bare
#: "in" governs is a list of metrics only when a measuring cue stands among the
#: :data:`_IN_LIST_CUE_WINDOW` words before "in" or between "in" and the measure phrase
#: ("in improving both A and B") (:data:`_IN_LIST_CUES`: "a significant
#: improvement in A and B", "outperforms X in A, B and C", "is superior in A and B"); without
#: one the "in" names a topic ("comprehending knowledge in A, B, C and D", "linear in A and
#: B"; session 47).
CUED_IN_MEASURE_LISTS = True
#: Words before "in" that make the list after it measured: comparatives and verbs of change
#: (:data:`_MEASURE_CUES`), nouns of change, verbs and nouns of comparison.
_IN_LIST_CUES = frozenset(
    """improvement improvements gain gains increase increases reduction reductions decrease
    decreases drop drops boost boosts enhancement enhancements degradation rise loss losses
    change changes difference differences gap gaps speedup speedups superiority excel excels
    excelled excelling outperform outperforms outperformed outperforming surpass surpasses
    surpassed surpassing beat beats exceed exceeds than performance results measured evaluated
    assessed compared inferior comparably advantage advantages advance advances advancement
    advancements variance growth explosion match matches matched matching""".split())
#: How many words before "in" are read for such a cue ("superiority of our method in",
#: "gains ... compared to the Zorb-Plonk algorithm in").
_IN_LIST_CUE_WINDOW = 8
#: Comparatives and verbs of change before such a quantity.
_MEASURE_CUES = frozenset(
    """higher lower better worse faster slower greater stronger
    improve improves improved improving reduce reduces reduced
    reducing increase increases increased increasing boost boosts boosted boosting enhance
    enhances enhanced enhancing superior minimize minimizes minimized minimizing maximize
    maximizes maximized maximizing compromise compromises compromising sacrifice sacrifices
    sacrificing maintain maintains maintained maintaining comparable competitive less smaller similar
    lowest""".split())
#: Switch (session 58, metric58): more verbs of change (:data:`_CHANGE_VERB_CUES`) are cues of
#: :meth:`DatasetMetricRules._compared_measures` as "reduce" is: "cuts the training time in
#: half", "lowers the inference latency", "without degrading representation quality", "nearly
#: halves the computational cost", "accelerating inference speed"; only in the sentences from the
#: first one about the paper's own work on (before it, "irrelevant context degrades output
#: quality", "these methods have degraded pixel-wise fidelity" are the motivation). The measure
#: phrase is read as after any cue (a modifier, or a specific bare measure). "preserve" and
#: "retain" stay out: on 3,000 corpus abstracts they mostly named a design property ("while
#: retaining contractive stability", "preserving long-range correlation structural information").
CHANGE_VERB_CUES = True
#: The verbs of :data:`CHANGE_VERB_CUES` (each form).
_CHANGE_VERB_CUES = frozenset(
    """decrease decreases decreased decreasing lowers lowered lowering cut cuts cutting halve halves
    halved halving shorten shortens shortened shortening accelerate accelerates accelerated
    accelerating degrade degrades degraded degrading hurt hurts hurting harm harms harmed harming""".split())
#: ("lowest" since session 29: "the lowest latency among the baselines". Not "highest" or
#: "fastest": on the corpus they mostly rate a setting or a theory bound, "at the highest
#: fidelity level", "the fastest runtime of existing algorithms is quadratic", "the highest
#: task performance given the memory budget" (1 right of 5).)
#: Verbs of showing: "demonstrate the robustness of X", "highlight the correctness and
#: uniqueness of Y" name a measured quality (rule ``metric-compared``) when a determiner, a
#: specific measure of :data:`_BARE_MEASURES` (not those of :data:`_SHOWN_PROPERTIES`) and
#: "of" or "and" follow (session 27).
_SHOWING_VERBS = frozenset(
    """demonstrate demonstrates demonstrated demonstrating show shows showed showing verify
    verifies verified verifying validate validates validated validating confirm confirms
    confirmed confirming highlight highlights highlighted highlighting showcase showcases
    showcased showcasing""".split())
#: Bare measures that after a verb of showing name a property, not a measure: "shows the
#: utility of X" (its usefulness), "confirm the tightness of the bounds" (a proof's quality).
_SHOWN_PROPERTIES = frozenset({"utility", "tightness"})
#: Adverbs of proof before a verb of showing ("formally verify the robustness of DNNs",
#: "theoretically demonstrate the correctness of"): a proof or a verification task, no measure.
_PROOF_ADVERBS = frozenset("theoretically formally mathematically provably rigorously analytically".split())
#: Words of theory in the subject of a verb of showing ("Theoretical analysis demonstrates
#: the correctness of", "our theorem verifies the robustness of"): a proof shows the quality,
#: no measure is taken (session 28).
_THEORY_SUBJECT_WORDS = frozenset(
    "theoretical theory theories theorem theorems proof proofs lemma lemmas".split())
#: Statements whose "correctness" or "robustness" is shown ("validate the correctness of our
#: derivations", "the robustness of the conclusion"): a claim checked, no measure of a system.
_STATEMENT_NOUNS = frozenset(
    """derivation derivations theorem theorems proof proofs conclusion conclusions claim claims
    finding findings analysis analyses theory theories hypothesis hypotheses design designs""".split())
#: Words that say where a measure is taken and so belong to its name ("downstream task
#: performance"), although they are stripped from method names.
_MEASURE_PLACE_WORDS = frozenset("downstream upstream".split())
#: Determiners and possessives that may open a list of measures ("in its A, B and C").
_MEASURE_DETERMINERS = frozenset("the its their our".split())
#: Heads of a vague word list that, after a modifier, name a family of measures
#: ("distortion measures", "ranking metrics").
_MEASURE_KIND_HEADS = frozenset("metric metrics measure measures".split())
#: Switch (session 49, metric49): the list after a plural "dimensions" / "aspects" /
#: "perspectives" / "axes" and "including", "such as", "like", "namely" or a colon names
#: measures (rule ``metric-listed``) in a sentence that evaluates (:data:`_DIMENSION_CUE`):
#: "a benchmark across six dimensions including truthfulness, safety, fairness, robustness,
#: privacy, and machine ethics" (eval/README: measured properties are metrics, TrustLLM's six
#: dimensions). Without such a word the list is a description ("aspects such as data
#: collection").
DIMENSION_MEASURE_LISTS = True
#: Switch (session 49, metric49): an activity gerund of
#: :data:`~kg.extract.lexicon.METRIC_GERUNDS` right after a determiner or possessive of
#: :data:`_MEASURE_DETERMINERS` is part of the metric it precedes ("improve the clustering
#: accuracy", "their retrieval ranking accuracy"): after "the" the "-ing" word is no verb.
GERUND_AFTER_DETERMINER = True
#: The plural heads of :data:`DIMENSION_MEASURE_LISTS`.
_DIMENSION_HEADS = frozenset("dimensions aspects perspectives axes".split())
#: Words of a sentence that evaluates (their beginnings): a benchmark, an evaluation, an
#: assessment, a measurement, a metric, a test.
_DIMENSION_CUE = re.compile(r"^(?:benchmark|evaluat|assess|measur|metric|test)")
# The words that can open a match of the metric rules' token scans, as sets: each scan
# visits only the tokens in its set (kg.extract.roles_base._positions_between, in C)
# instead of testing every token in Python; the scan's own tests are unchanged.
_SCORE_WORDS = frozenset({"score", "scores"})
_BOUND_WORDS = frozenset({"bound", "bounds"})
_IN_WORD = frozenset({"in"})
#: The one-word openers of :meth:`DatasetMetricRules._compared_measures` beside its word sets
#: ("state-of-the-art", "a fraction of").
_STATE_OR_FRACTION = frozenset({"state", "fraction"})
_TERMS_WORD = frozenset({"terms"})
_REGARDING_WORD = frozenset({"regarding"})
#: Switch (session 52, fixHprop): "i.e." opens a list as "e.g." does ("fine-tuning methods (i.e,
#: LoRA, DreamBooth, and standard training)": the names spell out the class noun before it,
#: so a method noun makes them methods and a known dataset's homonym among them stays the
#: method, :data:`LISTED_METHOD_HOMONYMS`); not in a sentence of a contribution cue, nor after a
#: contribution verb in its sentence ("proposes ... and a momentum-based algorithm (i.e., X)": X
#: is the paper's own). Read when the module loads.
SPECIFYING_LISTS = True
#: The triggers of :data:`SPECIFYING_LISTS` (the tokenizer keeps "i.e" without its last stop
#: before a comma).
_SPECIFYING_TRIGGERS = frozenset({"i.e.", "i.e"}) if SPECIFYING_LISTS else frozenset()
#: Every word that opens a list the dataset rules read.
_DATA_LIST_TRIGGERS = _LIST_TRIGGERS | _SPECIFYING_TRIGGERS
_LIST_SCAN_WORDS = _DATA_LIST_TRIGGERS | frozenset({":"})
#: Verbs of improvement whose coordinated objects, beside a measure, are measured
#: qualities ("improves controllability and fidelity").
_IMPROVING_VERBS = frozenset(
    """improve improves improved improving enhance enhances enhanced enhancing boost boosts
    boosted boosting""".split())
#: Verbs that link a measure to a comparison after it ("its latency is lower").
_BE_FORMS = frozenset("is are was were remains remain stays stay".split())
#: Predicates that compare a measure named before them ("its latency is lower").
_COMPARED_PREDICATES = frozenset(
    """better worse lower higher smaller larger comparable similar identical equal superior
    inferior competitive""".split())
#: Switch: a noun phrase between a comparative and "than" / "compared to" whose head is an
#: error, a risk, a variance, a reward or return, or plural accuracies, correlations or scores
#: names a measure compared (:meth:`DatasetMetricRules._than_measure`; session 33).
THAN_MEASURES = True
#: The comparatives that open such a phrase (not "faster", "fewer" or "less": "faster
#: evaluation than", "fewer samples than" compare speeds and amounts, not named measures).
_THAN_CUES = frozenset("higher lower better worse greater smaller superior".split())
#: Switch: an adjective of speed or duration before a time or speed phrase names the
#: measure (:meth:`DatasetMetricRules._timed_measure`; session 33).
TIMED_MEASURES = True
#: Adjectives of speed or duration ("faster query times", "a short computational time").
_TIME_CUES = frozenset("fast faster slow slower short shorter long longer quick quicker".split())
#: Heads of time and speed measures after them.
_TIME_HEADS = frozenset("time times runtime runtimes speed speeds".split())
#: Heads of such a phrase: quantities that a comparison with "than" reports as measured
#: ("lower estimation errors than", "a lower selective risk than", "higher returns than",
#: "higher correlations than", "higher scores than"). Not any noun: on 257 corpus abstracts
#: holding "<comparative> ... than", any noun head was a measure in 21 of 50 new phrases
#: ("better performance guarantees than", "a better choice than", "greater scope than"),
#: these heads in 14 of 15.
_THAN_HEADS = frozenset(
    """error errors risk risks variance reward rewards return returns accuracies correlations
    scores""".split())
#: Nouns of change that, followed by "in", name the measure changed ("improvement in X").
_MEASURE_CHANGE_NOUNS = frozenset(
    """improvement improvements gain gains increase increases reduction reductions decrease
    decreases drop drops boost boosts enhancement enhancements degradation""".split())
#: Switch (session 52, metric52): the generic noun "task" right before a metric word is part of
#: the metric's name ("impair task accuracy", "maintains identical downstream task accuracy",
#: "maximize the task accuracy"), as "training" is ("training accuracy"); before, the metric was
#: cut to "accuracy". The development pool writes each of its three "task accuracy" phrases
#: whole as a gold metric (dev13, dev90, dev97).
TASK_KIND_MEASURES = True
#: Generic nouns that, right before a metric word, name the kind of measure ("robustness
#: accuracy", "generalization accuracy", "training accuracy", "inference efficiency") rather
#: than the system measured ("model accuracy").
_MEASURE_KIND_NOUNS = frozenset("robustness generalization generalisation training inference search".split()) | (
    frozenset({"task"}) if TASK_KIND_MEASURES else frozenset())
#: Task nouns that, right after a measure, make it the object of a task ("image quality
#: assessment", "accuracy prediction", "regret minimization"): the measure is no metric
#: of the paper there. Not "control": "type-I error control" is the measure itself.
_MEASURE_TASK_HEADS = frozenset(
    "assessment estimation prediction forecasting minimization maximization optimization".split())
#: Nouns right after a measure's name (or after its bracketed acronym) that make the name
#: part of a training objective or of an analysis tool, no measure taken: "trained with the
#: log-likelihood objective", "maximum log-likelihood (MLL) method", "mean-squared-error (MSE)
#: decomposition", "the MAP estimator", "a regret decomposition"; "loss" only after a measure
#: of error or fit (:data:`_FIT_MEASURE_END`), since "accuracy loss" is a drop of accuracy.
_OBJECTIVE_HEADS = frozenset("objective objectives decomposition decompositions estimator estimators "
                             "criterion method loss losses".split())
#: The end of a measure of error or fit, which "loss" after it makes a training loss ("MSE loss",
#: "negative log-likelihood loss", "Intersection over Union (IoU) losses").
_FIT_MEASURE_END = re.compile(r"(?:error|errors|likelihood|divergence|entropy|MSE|MAE|RMSE|NLL|IoU|union)$",
                              re.I)
#: Measure nouns after such a task noun that make the whole a measure again ("F1 detection
#: scores").
_MEASURE_NOUNS_AFTER_TASK = frozenset("score scores rate rates accuracy metric metrics error errors".split())
#: Forms of "result in": the list after them names consequences, not the measures compared.
_RESULT_VERBS = frozenset("result results resulting resulted".split())
#: Forms of "lead to": the list after them names consequences ("leads to degraded generation
#: quality and instability in training"), as after "result in".
_LEAD_TO_VERBS = frozenset("lead leads leading led".split())
#: Verbs by which a paper introduces a measure of its own ("we introduce a bias score").
_INTRODUCING_VERBS = frozenset(
    "introduce introduces introduced propose proposes proposed define defines defined design designs designed".split())
#: Heads of a measure introduced that way.
_INTRODUCED_HEADS = frozenset("score metric measure index".split())
#: The tokens the introduced-measure scan (:meth:`DatasetMetricRules._introduced_measures`)
#: reads a cue at: an introducing verb, or a measure noun before "called" / "named".
_INTRODUCED_CUE_WORDS = _INTRODUCING_VERBS | frozenset({"metric", "measure", "score"})
#: Words that end a name read after "a metric called".
_SUBJECT_STOP_WORDS = frozenset(
    """which that to and or for of in on with by as is are was were be which who whose where
    it its their this these""".split())
#: Heads of the quantity a bound is proved on ("a bound on the approximation error").
_BOUNDED_HEADS = frozenset("error errors risk loss gap regret".split())
#: Nouns right after such a head (or after "upper" / "lower" there) that make the measure the
#: object of a proof: "instance-dependent regret upper bounds", "worst-case regret bounds",
#: "the minimax dynamic regret rate", "no-linear-swap regret dynamics", "generalization error
#: bounds" (theory papers; the dev gold lists none as a metric; session 28). "rate(s)" and
#: "dynamics" only after "regret": "error rate" is a measure.
_PROVED_AFTER_BOUNDED = frozenset("bound bounds guarantee guarantees".split())
_PROVED_AFTER_REGRET = _PROVED_AFTER_BOUNDED | frozenset("rate rates dynamics".split())
#: Model names of accelerators written without "GPU": NVIDIA's letter-and-number data-centre
#: and workstation names ("V100", "A100", "H100", "A6000", "L40S"), "RTX 3090" (also "RTX"
#: alone, as the name reader cuts the number), "TPUv4"
#: ("K80"-like names are left out: "K400" names Kinetics-400).
_ACCELERATOR_NAME = re.compile(
    r"(?:[AHVPL]\d{2,3}S?|A\d{4}|(?:RTX|GTX)(?:[\s-]?\d{3,4}(?:\s?Ti)?)?|TPU[\s-]?v\d[a-z]?)")
#: Switch (session 46): the list after a colon or a dash that closes a phrase headed by a
#: plural noun of :data:`_ANNOUNCED_MEASURE_HEADS` ("three evaluation criteria for scene
#: transitions: temporal consistency, prompt similarity and visual alignment", "four
#: desiderata for saliency maps -- fidelity, stability and sparsity") names measures (rule
#: ``metric-listed``, read as the list after "metrics such as" is).
ANNOUNCED_MEASURE_LISTS = True
#: The plural heads of :data:`ANNOUNCED_MEASURE_LISTS`.
_ANNOUNCED_MEASURE_HEADS = frozenset("criteria desiderata metrics measures".split())
#: Tokens that close such an announcing phrase: a colon and the dashes.
_ANNOUNCING_MARKS = frozenset({":", "-", "--", "---", "–", "—"})
#: Words before "in terms of" in a sentence that compares or rates a system, so that the
#: list after it names measures ("outperforms X in terms of speed", "is superior in terms
#: of fidelity"), not aspects of a description ("differs in terms of the data
#: representation", "flexible in terms of architectural design").
_TERMS_OF_CUE = re.compile(
    r"^(?:outperform|surpass|exceed|beat|improv|better|best|superior|superiority|competitive|comparable|"
    r"outstrip|excel|advantage|gains?$|higher|lower|faster|slower|lag|trail|underperform|sota$|"
    r"state-of-the-art$|enhanc|boost|efficien|inferior|worse|outscor|outpac|dominat|matches|rival)")
#: Switch (session 40): an abstract quality noun ("-ity", "-ness", "-acy") or a measure phrase
#: coordinated with a metric the lexicon knows is a measure too, with no "in" or verb of
#: improvement before the list ("highlight the correctness and uniqueness of X", "a superior
#: combination of precision and diversity", "balancing control accuracy and motion fidelity").
KNOWN_METRIC_QUALITY_CONJUNCTS = True
#: Words that make the list after "in terms of" measures only when they stand close before it
#: ("is evaluated in terms of utility and safety"; not "we evaluate it on data ... defined in
#: terms of race and sex").
_TERMS_OF_NEAR_CUE = re.compile(r"^(?:evaluat|assess)")
#: Words too vague to name a measure alone after "in terms of".
_TERMS_OF_VAGUE = frozenset(
    "performance performances results result effectiveness quality quantity content scale nature aspect way".split())
#: Switch (session 60, ownres60): in a list of measures (:meth:`DatasetMetricRules._measure_list`:
#: after "in terms of" or "regarding" in a comparing clause, after "metrics such as"), a quality
#: head of :data:`_OF_MEASURE_HEADS` alone, "of" and a noun phrase of one to three words is one
#: measure phrase, the thing measured included: "in terms of the quality of the predictive
#: distribution", "regarding the quality of hyperedges measured by CPM" (gold metrics of dev109
#: and dev110; "in terms of either the diversity of the discovered behaviors", "regarding the
#: quality of the clustering" are allowed extras of dev86 and dev80). Before, the vague head
#: alone ended the list and nothing was read.
QUALITY_OF_MEASURES = True
#: The heads of :data:`QUALITY_OF_MEASURES`.
_OF_MEASURE_HEADS = frozenset("quality fidelity diversity consistency realism".split())
#: Words between a cue and the measure that change nothing: a determiner, a possessive,
#: the particle of "improve on/upon", a degree word ("without compromising much X").
_MEASURE_CUE_FILLERS = ("the", "its", "their", "our", "overall", "on", "upon", "much", "any")
#: Plural nouns of trained models that :data:`kg.extract.roles_base._LIST_METHOD_NOUNS` lacks:
#: named examples after them ("image generators (e.g., A and B)") are methods.
_MODEL_CLASS_NOUNS = frozenset("generators classifiers encoders".split())
#: Triggers of an example list ("methods such as X and Y", "baselines including X").
_EXAMPLE_TRIGGERS = frozenset({"as", "including", "e.g.", "e.g", "namely", "like"}) | _SPECIFYING_TRIGGERS
#: Words before "on" that make what follows a foundation or a platform, not evaluation data
#: ("based on X", "builds on X", "runs on X"); known datasets are still found by the
#: gazetteer rules.
_BUILT_ON = frozenset(
    """based build builds building built relies rely relying relied depend depends depending
    depended conditioned conditioning focus focuses focusing focused runs run running
    deployed implemented operate operates operating hinges hinge""".split())
#: Second parts of a hyphenated multiplier ("two-fold", "10-fold"): never part of a metric's
#: name ("a two-fold speedup" is a value of "speedup"; session 30).
_MULTIPLIER_WORDS = frozenset({"fold"})
#: Units written after a number ("25.8 mm MPJPE", "16 ms latency"): never a metric's modifier.
_VALUE_UNITS = frozenset({"mm", "cm", "ms", "dB", "GB", "MB", "s", "h", "min", "pp", "pts", "%"})
#: A capitalised first part of a name that ends in a hyphen, as a token ("MIMIC-" of
#: "MIMIC- CXR-VQA", a name cut by a stray space after its hyphen in the source).
_CUT_PREFIX = re.compile(r"[A-Z][A-Za-z0-9]*[A-Z0-9]-")
#: A four-digit year (1900-2099), as a token.
_YEAR = re.compile(r"(?:19|20)\d\d")
#: Switch of the task words between a name and its dataset noun (:meth:`DatasetMetricRules._task_data_head`).
TASK_WORDS_BEFORE_HEAD = True
#: Dataset nouns that a name heads across task words ("MiniWoB web automation benchmark").
_HEAD_WORDS_AFTER_NAME = frozenset("dataset datasets benchmark benchmarks corpus".split())
#: Switch of acronym-defined dataset names: a known dataset or a name before "(ACR) benchmark"
#: stays a dataset though its long form holds no benchmark noun (session 24).
DEFINED_DATA_NAMES = True
#: Switch of title-case task phrases as no dataset (:meth:`DatasetMetricRules._activity_name`, session 24).
TITLE_TASK_NAMES = True
#: A title-case word of small letters after its capital, or such words hyphenated ("Few-Shot").
_TITLE_WORD = re.compile(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)*")
#: Switch of a name after its data noun (:meth:`DatasetMetricRules._data_noun_before`, session 24).
NOUN_BEFORE_NAME = True
#: Singular nouns whose appositive name names data ("the real-world dataset DAIR-V2X").
_NAME_AFTER_DATA_NOUNS = frozenset("dataset benchmark corpus database task".split())  # ("database", session 27)
#: Switch of list items vouched for by their siblings: an item of a list of three names or
#: more that no dataset rule took ("QM9, QMOF, SPICE, and MD22": a measure's name; "the
#: Kodak, Tecnick, and CLIC datasets") is a dataset when the items on both sides of it (the
#: two before the last item) are datasets (:meth:`DatasetMetricRules._list_sibling_items`,
#: session 29). Not an activity or field ("Computer Vision, Natural Language Processing, and
#: Vision-Language tasks": the siblings are fields too; so, in the corpus, more often than
#: "Game of 24, Creative Writing, and Mini Crosswords").
LIST_SIBLING_ITEMS = True
#: Switch of named task suites written with the kind of their tasks: "on challenging
#: StarCraft II micromanagement and Google research football tasks", "among 12 DeepMind
#: control tasks" (:meth:`DatasetMetricRules._suite_task_phrases`, session 29).
NAMED_SUITE_TASKS = True
#: Words that may stand between an evaluation preposition and such a suite phrase.
_SUITE_PHRASE_OPENERS = frozenset("the multiple several various many all challenging standard popular diverse".split())
#: A lower-case word or hyphenated compound ("control", "multi-agent"), read with ``fullmatch``
#: (compiled once: :meth:`DatasetMetricRules._task_data_head` and the suite rule test it on
#: most names of a sentence about experiments).
_LOWER_WORD_RE = re.compile(r"[a-z]+(?:-[a-z]+)*")
#: Switch of the named task data (:meth:`DatasetMetricRules._named_task_data`, session 24).
NAMED_TASK_DATA = True
#: Switch of a dataset-shaped name right before a task phrase without a task noun ("on
#: FooNet-5 object segmentation", "on ImageNet classification and ..."):
#: :meth:`DatasetMetricRules._data_before_task_phrase` (session 33, data20). Committed off
#: then: ``resolve`` dropped a task phrase that overlaps a dataset, so "<name> object
#: segmentation" lost its task. On since session 34 (data21): the name's start is recorded in
#: ``_task_nested_data``, so the task phrase that opens with it stays a task (dev pool:
#: dataset +1, task +1; names hidden: dataset +2, task unchanged).
NAME_BEFORE_TASK_PHRASE = True
#: Switch of a name after "<data noun> of" / "<data noun> from the" that ends its phrase ("the
#: assembly benchmark dataset of FooParts,", "a biomedical dataset from the Zorb Biobank,"):
#: :meth:`DatasetMetricRules._data_noun_of_name` (session 34, data21).
DATA_NOUN_OF_NAME = True
#: (not "benchmark" / "corpus": "a benchmark of Math Word Problems", "a corpus of English," name
#: what the data holds)
_OF_NAME_DATA_NOUNS = frozenset({"dataset", "datasets"})
#: Task heads that make "<name> <words> <head>" the task run on the named data (a narrow
#: part of :data:`~kg.extract.lexicon.TASK_HEADS`: no "control", "design", "transfer").
_DATA_TASK_HEADS = frozenset(
    "classification detection segmentation recognition captioning retrieval answering summarization "
    "translation tracking forecasting".split())
#: A dataset-like name before "task(s)": a digit, or a capital after a small letter or a hyphen.
_TASK_DATA_NAME_SHAPE = re.compile(r"\d|[a-z][A-Z]|-[A-Z]")
#: A lone Greek letter after a metric word makes it a target in a bound ("accuracy ε").
_GREEK_SYMBOL = re.compile(r"^[\u0370-\u03ff]$")
#: Words of a shortcoming right before "in terms of": the list after it names what is lacking
#: ("limitations in terms of item attributes", "limited in terms of design complexity").
_DEFICIT_BEFORE_TERMS = re.compile(
    r"^(?:limitations?|limited|lack(?:s|ing)?|shortcomings?|drawbacks?|challenges|deficienc(?:y|ies)|weakness(?:es)?)$")
#: A rank cut-off that the metric gazetteer knows alone ("top-1", "Top-5", "top-k"), and the
#: heads that make it a measure when they follow it ("top-1 accuracies", "top-5 error").
_RANK_CUTOFF = re.compile(r"top-?(?:\d{1,3}|k)", re.I)
_RANK_CUTOFF_HEADS = frozenset("accuracy accuracies acc error errors".split())
#: Plural nouns of data collections whose bracket lists datasets ("three domains (A, B, C)").
#: Plural nouns after a name that make "<name> <noun>" a suite of environments when Papers
#: with Code lists the phrase as a task ("Atari games", "MuJoCo games"): the name is data.
_SUITE_NOUNS = frozenset({"games", "environments"})
#: Plural nouns after a counted name that make the name a suite of tasks ("nine Meta-World
#: tasks", "eight Procgen games", "five DMLab environments"), see ``_counted_suite``.
_COUNTED_SUITE_NOUNS = frozenset({"tasks", "games", "environments"})
#: Nouns before "precision" that make it the bits a number is stored in ("weight precision",
#: "parameter precision"), not the measure (see ``_number_format_precision``).
_STORED_PRECISION_WORDS = frozenset(
    """weight weights parameter parameters activation activations bit gradient gradients
    tensor tensors accumulator accumulators""".split())
#: (Gradients, tensors and accumulators since session 27: "reducing the precision of the
#: accumulator", "the precision of gradients" are the bits a number is stored in.)
#: Degree words that, glued by a hyphen before "precision", make an adjective of a number
#: format ("quantizing weights to low-precision", "high-precision arithmetic"; session 27).
_GLUED_PRECISION_DEGREES = frozenset("low lower high higher reduced limited finite infinite any arbitrary".split())
#: Nouns after "low/high precision" that make it a number format ("low precision formats").
_PRECISION_FORMAT_NOUNS = frozenset(
    """format formats arithmetic computation computations training inference weights representation
    representations number numbers floating datatypes data types storage""".split())
#: Nouns after "high precision" that keep it the measure ("high precision scores").
_PRECISION_SCORE_NOUNS = frozenset("score scores rate rates value values".split())
#: Nouns right after "precision" that keep it the measure ("precision scores", "a precision
#: drop of 2%", "a precision bound"); before any other noun "precision" modifies it ("the
#: precision matrix", "precision agriculture", "precision weights").
_PRECISION_MEASURE_NOUNS = _PRECISION_SCORE_NOUNS | frozenset(
    """bound bounds gain gains drop drops improvement improvements increase decrease metric metrics
    curve curves recall""".split())
#: Modifiers before "recall" that make it the remembering a model does, not the retrieval
#: measure ("factual recall", "associative recall", "memory recall", "bounded-recall
#: algorithms", "perfect recall"; see ``_remembering_recall``).
_REMEMBERING_RECALL_WORDS = frozenset(
    "memory memories fact facts factual associative episodic bounded perfect knowledge information".split())
#: Words right before the verb "recall": the infinitive marker and modals.
_RECALL_VERB_LEFT = frozenset("to can could cannot will would may might must should".split())
#: Degree adjectives before "precision" in a phrase of manner ("with very high precision").
_PRECISION_DEGREE_WORDS = frozenset(
    "high higher highest great greater arbitrary any unprecedented low lower reduced limited finite".split())
#: ("low lower reduced limited finite" since session 27: "unstable in low precision", "with
#: reduced precision (16 bits)" say which arithmetic is used, as "in higher precision" does.)
#: Degree words of a tolerance before a bare "accuracy" after "to" / "within" ("to desired
#: accuracy"; see ``_target_accuracy``; session 28).
_TARGET_ACCURACY_WORDS = frozenset(
    """desired arbitrary sufficient certain given prescribed specified target required
    predefined pre-specified user-specified any""".split())
#: Prepositions that open such a phrase.
_MANNER_PREPOSITIONS = frozenset("with to in".split())
#: A value token inside a coordinated phrase ("2.0/3.8x", "12%", "1,000"): no measure.
_LISTED_VALUE = re.compile(r"[~≈]?\d[\d.,/]*(?:x|×|%)?")
#: Words that count the members of a suite ("several DMLab environments").
_COUNT_WORDS = frozenset(
    "two three four five six seven eight nine ten eleven twelve several multiple dozens".split())
#: Suffixes of a hyphenated adjective, which no suite name has ("SQL-centric tasks").
_ADJECTIVE_SUFFIX = re.compile(r"-(?:based|centric|like|specific|style|oriented|related|driven|level|intensive)$", re.I)
#: A version or year after a listed name ("YouTube-VIS 2019", "Argoverse 2", "v2").
_VERSION_TOKEN_RE = re.compile(r"^(?:v?\d{1,2}(?:\.\d)?|(?:19|20)\d\d)$")
#: Plural dataset nouns that, counted, announce a list of names after a comma or colon
#: ("on two public datasets, A and B"), see ``_announced_datasets``.
_ANNOUNCING_NOUNS = frozenset("datasets benchmarks corpora".split())
#: A list of names that a method class noun before it types methods is a list of datasets
#: when one name is a known dataset and none a known method
#: (:meth:`DatasetMetricRules._data_list_beside_method_noun`; session 25).
DATA_LISTS_OF_ONE_CLASS = True
#: In a list read as datasets whose other names are mostly known data, a name that Papers
#: with Code lists as a method (and no dataset) is a dataset all the same: "benchmark
#: datasets, including FooR, IJB-C, LFW and AgeDB" (``_data_list_method_names``; session 26).
DATA_LIST_METHOD_NAMES = True
#: Kinds of game that, written lower-case after a one-word proper name, complete the name of
#: a game an agent is evaluated in ("on Kuhn poker and Zorb's Dice", "experiments on Leduc
#: poker"): the list rule reads the two words as one name (session 26).
NAMED_GAME_KINDS = True
#: Nouns of a gain that, right before "over", make the list of names right after it the
#: rivals beaten ("a 2% improvement over FooViT and BarFormer"): methods, as after "compared
#: with" (session 26; not a list after a description, "over the results of Smith and Jones").
_GAIN_NOUNS_BEFORE_OVER = frozenset("improvement improvements gain gains advantage advantages speedup speedups".split())
#: Switch (session 46, ds46): a verb of improvement right before "over" makes the names after
#: it the rivals beaten too ("Evaluated on the Foo corpus, ZorbSE improves over PlonkGAN+":
#: a method, not data; the verb's object-less "over" reads as "an improvement over").
GAIN_VERBS_BEFORE_OVER = True
_GAIN_VERBS_BEFORE_OVER = frozenset("improve improves improved improving".split())
#: Switch (session 46, ds46): a list whose items name activation functions ("experiments
#: with Tanh, LeCun Tanh, and Softsign") lists the nonlinearities a network uses, methods,
#: not datasets: an item whose last word is one of :data:`_ACTIVATION_WORDS` makes the whole
#: list a method list.
ACTIVATION_LISTS = True
#: Activation functions (lower case; the method rules' ``_ACTIVATION_NAMES`` and the
#: saturating ones named in comparisons of nonlinearities).
_ACTIVATION_WORDS = frozenset(
    """relu gelu silu selu elu swish mish tanh sigmoid softplus leakyrelu prelu softsign
    hardtanh hardswish hardsigmoid""".split())
#: Switch (session 46, ds46): a "dataset" whose name is only sizes or dimensions, alone or in a
#: range or a slash pair ("imitation data amounts (0.3M--150M tokens)", "on 1D/2D synthetic
#: datasets", "2D/3D molecule generation tasks"), names no dataset: the final pass of
#: :meth:`DatasetMetricRules.datasets` drops it.
SIZE_ONLY_NAMES = True
_SIZE_ONLY_NAME = re.compile(r"\d+(?:\.\d+)?[KkMmBbTD]?(?:\s*(?:-+|–|—|/)\s*\d+(?:\.\d+)?[KkMmBbTD]?)*")
#: Switch (session 46, ds46): a video platform that only the dataset gazetteer reads as a
#: dataset ("with 50 hours of YouTube videos", "segments objects in YouTube videos", "we
#: collect videos from YouTube") is where data came from, not a named dataset (Papers with Code
#: lists a "YouTube" social graph): the final pass drops the gazetteer's candidate. A list or
#: a data head still makes it one ("on Orkut and YouTube", "the YouTube dataset").
PLATFORM_NAMES_NOT_DATA = True
_VIDEO_PLATFORMS = frozenset("youtube tiktok bilibili vimeo twitch".split())
#: Switch (session 46, ds46b): a "dataset" that is a software library or framework
#: (:data:`~kg.extract.lexicon.SOFTWARE_LIBRARIES`: "simulations for PyTorch, TensorFlow and
#: JAX", where the gazetteer knows a "TensorFlow" entry and the list makes "JAX" its sibling)
#: or a company alone (:data:`~kg.extract.lexicon.COMPANY_NAMES`: "the Google online
#: service") names no data: the final pass of :meth:`DatasetMetricRules.datasets` drops it,
#: unless a data head follows it ("the NVIDIA dataset").
SOFTWARE_NOT_DATA = True
#: Switch (session 46, ds46b): a chain of three or more single letters joined by slashes or
#: hyphens ("tasks A/B/C/D", "S-O-T-A") names options or spells a word out, no dataset (the
#: gazetteer knows such letter chains): the final pass drops it.
LETTER_CHAINS_NOT_DATA = True
#: A data head right after a name ("the NVIDIA dataset", "the Foo benchmarks").
_DATA_HEAD_NEXT = re.compile(r"\s+(?:datasets?|benchmarks?|corpus|corpora|data|splits?|subsets?)\b", re.I)
_LETTER_CHAIN = re.compile(r"[A-Za-z](?:[/\-][A-Za-z]){2,}")
#: Switch (session 46, comet46): a one-word name that a dataset gazetteer knows but that is
#: written as a measure, right after a bare number ("12 BLEU and 12 ZORB over the baseline")
#: or in a list with a known metric ("BLEU, chrF and ZORB", "ZORB and BLEU scores"), is a
#: metric, not a dataset: the final pass of :meth:`DatasetMetricRules.datasets` moves it to
#: the metrics (rule ``metric-beside-metric``). A data head right after it keeps the dataset
#: ("12 ZORB tasks" is not touched by the number cue: the head follows; "the ZORB dataset").
METRIC_SHAPED_DATA_NAMES = True
#: A bare number (no year, no multiplier) and the spaces before a name: "12 ", "0.8 ", "3.5% ".
_NUMBER_BEFORE = re.compile(r"(?<![\w.,\-])(\d+(?:\.\d+)?%?)\s+$")
#: A list joint between two names: ", ", " and ", ", and ", " or ", " / ".
_LIST_JOINT_BEFORE = re.compile(r"(\S+?)(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+|\s*/\s*)$")
_LIST_JOINT_AFTER = re.compile(r"^(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+|\s*/\s*)(?:\d+(?:\.\d+)?%?\s+)?([^\s,;.()]+)")
#: A preposition right before a name (or its number) that places a measure on data ("on",
#: "in", "from", "across"): the name is the data ("FID on Zorb and sFID on Plonk").
_DATA_PREPOSITION_BEFORE = re.compile(r"\b(?:on|in|from|across|over|at|of|for|using|with)\s+(?:the\s+)?$", re.I)
#: A value or its place right after the metric that follows a name ("Zorb, and MSE of 0.55",
#: "Zorb and AUC on Plonk"): the metric opens a result of its own, the name before it is data.
_MEASURE_VALUE_NEXT = re.compile(r"\s*(?:of|on|in|at|=|:|\(|\d)", re.I)
#: A data or task word right after a name: it names data or tasks, not a measure.
_DATA_OR_TASK_NEXT = re.compile(r"\s+(?:datasets?|benchmarks?|corpus|corpora|data|splits?|subsets?|"
                                r"tasks?|games?|environments?|suites?|test|dev|validation|train)\b", re.I)
#: Switch (session 46, ds46b): a title-case name headed by a noun in "-ing" that names a thing,
#: not an activity (:data:`_ING_THINGS`: "the Adult and Plonk Housing datasets", "the Zorb
#: Building dataset"), is no activity name (``_activity_name``), so it can be a dataset.
ING_THINGS_NOT_ACTIVITIES = True
#: Nouns in "-ing" (longer than five letters) that name things, places or times, not activities.
_ING_THINGS = frozenset(
    """housing building buildings clothing ceiling morning evening wedding pudding offspring
    lightning bedding stuffing""".split())
#: Switch (session 46, ds46b): a one-word name of a proposed method glued to the end of a
#: dataset name after "on" ("On Plonk-1K ZorbNet reaches 80% accuracy": a fronted dataset and
#: no comma before the subject) is the subject, not part of the dataset's name: ``_dataset``
#: cuts it off.
PROPOSAL_GLUED_AFTER_DATA = True
_GAME_KIND_NOUNS = frozenset("poker hold'em hold’em holdem chess checkers backgammon mahjong".split())
#: Number words that count such a list.
_COUNT_VALUES = {w: i for i, w in enumerate("two three four five six seven eight nine ten".split(), 2)}
#: Singular heads that end a named suite or benchmark after one lower-case noun ("the
#: DeepMind control suite"), see ``_named_suite_end``.
_NAMED_SUITE_HEADS = frozenset("suite benchmark".split())
#: Heads of an appositive that makes the name before it a dataset ("Foo, a new benchmark").
_APPOSITIVE_DATA_NOUNS = frozenset("dataset benchmark corpus suite testbed database environment".split())
#: Heads of a noun phrase whose appositive after a comma names a dataset or environment:
#: "in the simulated household environment, FooHome, and ...", "on the public benchmark,
#: BarLane, ..." (:meth:`DatasetMetricRules._appositive_after_data_noun`, session 27).
APPOSITIVE_AFTER_DATA_NOUN = True
_DATA_NOUNS_BEFORE_APPOSITIVE = _APPOSITIVE_DATA_NOUNS | frozenset({"simulator", "game"})
#: Words that open such a noun phrase.
_APPOSITIVE_NP_OPENERS = frozenset("the a an our this its their both".split())
#: With :data:`POSSESSIVE_DATA_NOUN_OPENERS`, a possessive or "this" opens the noun phrase
#: of :meth:`DatasetMetricRules._data_noun_before` like an article ("our largest dataset
#: FooPile", session 27).
POSSESSIVE_DATA_NOUN_OPENERS = True
_POSSESSIVE_OPENERS = frozenset("our their its this".split())
#: With :data:`MODEL_ON_DATA_PAIRS`, "<model> on <name>" pairs in a list are read pair by
#: pair: "tasks including graph neural network on FooMol, FooFormer on BarText": the name
#: after "on" is the model's data (read by the "on" itself), and a name followed by "on"
#: ends a list read as data before it (session 27).
MODEL_ON_DATA_PAIRS = True
#: With :data:`SUITE_MEMBER_LISTS`, names coordinated before "tasks" / "domains" name suites
#: or environments when one is a known dataset or the head is followed by "from" and a
#: known dataset (:meth:`DatasetMetricRules._coordinated_suite_members`, session 27).
SUITE_MEMBER_LISTS = True
#: With :data:`OWNER_POSSESSIVE_ITEMS`, a list item written "Owner's Name" is the owned
#: name, not the owner ("datasets such as FooCorp's BarText", "models such as FooAI's
#: BarChat": the data or model, not the company; session 27).
OWNER_POSSESSIVE_ITEMS = True
#: With :data:`SIZED_DATA_NAMES`, a name whose only sign of a model is a size in billions
#: ("DataComp-1B", "FooPile-2B") is a dataset where a data noun announces it ("datasets
#: such as A-2B and B-1B", "our dataset C-5B"): corpora are sized like checkpoints
#: (session 27).
SIZED_DATA_NAMES = True
_SIZE_SUFFIX = re.compile(r"-\d+(?:\.\d+)?[Bb]$")
#: With :data:`COUNTED_DATA_NAMES`, a name that ends in a count of thousands or millions
#: ("TI-300K", "WebVid-10M", "ML-1m", "Clothing-1.6M") and is no model's name is a dataset
#: (rule ``dataset-counted-name``) and never a method: models are sized in billions or by a
#: family ("Pythia-410M", "OPT-125M"), data by the items it holds. In the 8,464 corpus
#: abstracts 40 names have the shape; all but the model families and three context lengths
#: of models ("Llama2-70B-32k", which hold a billions size or a family) are data (session 31).
COUNTED_DATA_NAMES = True

#: With :data:`VENUE_YEAR_NAMES`, a machine-learning venue's abbreviation followed by a year
#: ("at ICLR 2023", "results of ICML 2021", "NeurIPS'22") names where a paper appeared, never
#: data; the citation form with "et al." is :meth:`DatasetMetricRules._cited_venue`. The list
#: holds conferences and journals only, not the shared tasks named after their workshops
#: ("WMT 2014", "IWSLT 2017", "SemEval 2017", "CoNLL 2003", "ICDAR 2015" are data; session 35).
VENUE_YEAR_NAMES = True
_VENUE_ABBREVIATIONS = frozenset(
    """NeurIPS NIPS ICML ICLR CVPR ICCV ECCV AAAI IJCAI ACL EMNLP NAACL EACL COLING KDD COLT
    AISTATS UAI CoRL SIGIR WSDM ICRA IROS MICCAI TMLR JMLR TPAMI""".split())
_VENUE_YEAR = re.compile(r"(?P<venue>[A-Za-z]+)(?:\s*['’]?\d\d|\s+(?:19|20)\d\d)?")
#: With :data:`DEVICE_NAMES`, a name that holds a word of a computing device
#: (:data:`_DEVICE_WORDS`: "FPGA", "an ASIC") or whose appositive is headed by a device noun
#: ("NVIDIA's AGX Orin, a popular embedded device", "FooBoard, an edge platform") is the
#: hardware a method runs on, not data (session 35).
DEVICE_NAMES = True
_DEVICE_WORDS = frozenset("fpga fpgas asic asics soc socs".split()) | L.HARDWARE_NOUNS
_DEVICE_APPOSITIVE_HEADS = frozenset(
    """device devices processor processors chip chips board boards microcontroller
    microcontrollers gpu gpus cpu cpus tpu tpus fpga fpgas accelerator accelerators""".split())
#: With :data:`MATH_SYMBOL_NAMES`, a letter of a number set (R, Z, C, N, Q or their
#: blackboard forms) with a subscript or a superscript ("R^2", "R^n", "Z_n^H") is a
#: mathematical space or group, never data; other letters with a power may be a benchmark's
#: name ("M^4", "FFHQ-1024^2"; session 35).
MATH_SYMBOL_NAMES = True
_NUMBER_SET_SYMBOL = re.compile(r"[RZCNQℝℤℂℕℚ](?:_\{?\w+\}?)?\^\{?[\w+\-]+\}?|[RZCNQℝℤℂℕℚ]_\{?\w+\}?")

#: Read lower-case hyphenated Papers with Code dataset names ("ogbn-arxiv") as datasets
#: wherever written (rule ``dataset-lowercase-name``, :meth:`_lowercase_dataset_names`).
LOWERCASE_DATASET_NAMES = True
#: A lower-case word with hyphenated parts, not inside a longer word or path
#: ("ogbn-arxiv"; not "ogbn-arxiv" of "github.com/x/ogbn-arxiv-demo").
_LOWER_NAME_TOKEN_RE = re.compile(r"(?<![\w\-/.])[a-z][a-z0-9]{3,}(?:-[a-z0-9]+)+(?![\w\-/]|\.\w)")
#: With :data:`NUMBERED_LIST_NAMES`, an item of a counted announced list may open with a
#: number before a capitalised plural ("two standard benchmarks, Breakfast and 50 Salads":
#: :meth:`DatasetMetricRules._counted_plural_name`; session 31).
NUMBERED_LIST_NAMES = True
#: With :data:`DEFINITE_PLURAL_SUITES`, "the <NAME> benchmarks/datasets" names one suite when
#: the name is written in capitals or with a digit and is no generic abbreviation of
#: :data:`~kg.extract.lexicon.GENERIC_ABBREVIATIONS` ("on the DSRL benchmarks", "the Occ3D
#: datasets"; not "the OOD benchmarks"). Corpus: 6 such phrases, all named suites (session 31).
DEFINITE_PLURAL_SUITES = True
_STRONG_WORD = re.compile(r"[A-Z][A-Za-z0-9-]*[A-Z0-9][A-Za-z0-9-]*")
_GENERIC_ABBREVIATIONS_LOWER = frozenset(a.lower() for a in L.GENERIC_ABBREVIATIONS)
_COUNT_SUFFIX = re.compile(r"-\d+(?:\.\d+)?[KkMm]$")
_BILLIONS_PART = re.compile(r"\d(?:\.\d+)?[Bb](?![a-z])")
#: Model families of three letters or more with two capitals or more ("ViT", "BERT"),
#: which end the stem of a model's name ("SoViT-400m").
_FAMILY_ENDINGS = tuple(sorted(f for f in L.MODEL_FAMILIES if len(f) >= 3 and sum(c.isupper() for c in f) >= 2))
#: With :data:`APPOSITIVE_GAME_NOUNS`, a game or a simulator heads such an appositive too
#: ("Zorb Quest, a popular fighting game with ...", "FooDrive, a data-driven simulator";
#: the guidelines count games and simulators an agent is run in as datasets, eval/README.md
#: D3; session 27). Not "a game engine" (the head goes on).
APPOSITIVE_GAME_NOUNS = True
_APPOSITIVE_GAME_NOUNS = frozenset({"game", "simulator"})
#: Degree adverbs read past among an appositive's modifiers ("the Zorbpile, a more diverse
#: corpus", "FooSet, the most realistic dataset"; session 26).
APPOSITIVE_DEGREE_WORDS = True
_DEGREE_ADVERBS = frozenset("more most very highly less least widely publicly commonly newly".split())
#: Nouns that, right before "in", make the names after it the environments or suites the
#: work is run in ("long-horizon tasks in BabyAI", "experiments in Foo World"), and
#: participles of evaluation that do the same ("the method is evaluated in A and B").
_IN_DATA_CUES = frozenset(
    """tasks environments games experiments experiment evaluated tested assessed validated
    benchmarked evaluations""".split())
#: Task heads of agents acting in a simulated world: a name after "<head> in" is that world
#: ("navigation in AI2THOR", "autonomous driving in CARLA").
_EMBODIED_TASK_HEADS = frozenset("navigation manipulation driving locomotion control".split())
#: Singular and plural heads that make "in / on the <name> <head>" in a sentence about
#: experiments an environment the work is evaluated in ("on the Humanoid environment", "in
#: the Werewolf game"), see ``_evaluated_environment``; not "simulator" (software used to
#: make data is no dataset).
_ENVIRONMENT_HEADS = frozenset("environment environments game games".split())
#: Plural heads that coordinated names share: "the NetHack and Montezuma's Revenge environments"
#: (rule ``dataset-environment``, :meth:`DatasetMetricRules._coordinated_environments`).
_PLURAL_ENVIRONMENT_HEADS = frozenset("environments games".split())
#: A name shaped as a proper name, not a capitalised task word: an inner capital
#: ("NetHack"), a possessive ("Montezuma's Revenge") or a digit ("Atari-2600"). Games the
#: task vocabulary holds are kept when so shaped.
_PROPER_NAME_SHAPE = re.compile(r"[a-z][A-Z]|['’]s\b|\d")
#: Heads that may follow a name and its version ("the Atari 2600 benchmarks").
_VERSION_HEADS = frozenset("dataset datasets benchmark benchmarks suite environment environments game games".split())
#: Roman numerals and counts in thousands that continue a name in a list as its version
#: ("StarCraft II", "Atari 100k").
_NAME_VERSION_RE = re.compile(r"^(?:I{2,3}|IV|VI{0,3}|\d+[kK])$")
#: Switch (session 49): a single capital letter written apart after a dataset name in a list,
#: before a comma, "and" / "or" or the sentence's end ("on ImageNet C and ImageNet V2",
#: "CIFAR-10 C"), is the name's variant (:data:`_LETTER_VARIANT_RE`), kept in the name.
LETTER_VARIANTS = True
_LETTER_VARIANT_RE = re.compile(r"[A-Z]")
#: A "v" and a version number after a name ("VQA v2", "Something-Something V2", "NYU v2"):
#: the edition, part of a dataset's name wherever the name stands (``_name_end``) and read
#: past before a data head ("the VQA v2 dataset"; session 25).
NAMED_V_VERSIONS = True
_V_VERSION_RE = re.compile(r"[vV]\d{1,2}(?:\.\d{1,2})?")
#: Switch (session 55, extL55): a decimal release number right after a dataset's name
#: ("OntoNotes 5.0", "AlpacaEval 2.0", "CATH 4.2") is its edition, part of the name wherever
#: the name stands (``_name_end``), as the gold writes such names ("AlpacaEval 2.0",
#: "CircuitNet 2.0"); a fresh-user trial of session 54 found "OntoNotes 5.0" cut to
#: "OntoNotes". Not a number with a unit or a percent sign after it ("on ImageNet 1.5 %",
#: "CIFAR-10 2.5 points"): a value.
DECIMAL_VERSIONS = True
_DECIMAL_VERSION_RE = re.compile(r"\d\.\d{1,2}")
#: Words right after a decimal that make it a value, not a release number (:data:`DECIMAL_VERSIONS`).
_VALUE_AFTER = frozenset("% x × times points point pp fold hours seconds s ms".split())
#: A named simulator that an agent is evaluated in is an environment, a dataset
#: (``_evaluated_simulator``: "experiments in the Zorb driving simulator"); one that data
#: is "based on" stays software (session 25).
SIMULATOR_TEST_BEDS = True
_SIMULATOR_HEADS = frozenset({"simulator", "simulators"})
#: "state-of-the-art benchmarks" / "SOTA benchmarks" are rival methods, not data: their
#: examples are methods (``_list_kind``; corpus: 11 of 11 such phrases name rivals or a
#: score, none a list of datasets; session 25).
RIVAL_BENCHMARKS = True
_RIVAL_BENCHMARK_BEFORE = re.compile(r"(?i)\b(?:state-of-the-art|sota)\s+$")
#: A comma before "and" / "or" (the serial comma) joins names like "and" alone
#: (``_coordinated_before``: "the A, B, and C datasets"; session 25).
OXFORD_COMMA_LISTS = True
#: A lower-case word right after a list's closing "and" / "or" is the list's last item, not a
#: noun the names modify ("including Cora, PubMed, and ogbn-arxiv", "on FooSet and
#: image-text pairs"): the names before it stay datasets when the vocabulary does not know them
#: (:meth:`DatasetMetricRules.datasets`, rule ``dataset-list``; session 33, data20).
LOWER_ITEM_AFTER_JOINER = True
#: A name coordinated before a short upper-case name and a plural data noun vouches for it
#: when shaped as a dataset's name (:data:`_DATA_NAME_SHAPE`; session 25), not only when
#: known (``_shares_plural_with_known``).
SHAPED_PLURAL_PARTNERS = True
_DATA_NAME_SHAPE = re.compile(r"[a-z][A-Z]|\d|[A-Za-z]-[A-Za-z]")
#: A name before a split of data ("the Foo-2 evaluation set", "FooQA's blind test set",
#: "the Bar test split") names the dataset the split belongs to: ``_split_set_head`` reads
#: the split as the data noun "dataset" ("datasets" when plural), with that rule's checks
#: ("two ID test sets", "an IID test set": a kind of data; session 28).
SPLIT_SET_HEADS = True
_SPLIT_NOUNS = frozenset("test evaluation validation dev development training train".split())
_SPLIT_HEADS = frozenset("set sets split splits".split())
#: Adjectives that may rate a split between its dataset's name and the split noun.
_SPLIT_ADJECTIVES = frozenset("blind public official hidden standard original full clean entire whole".split())
#: A name of a family stem of known datasets, a hyphen and a count, a version or a short
#: capital variant ("CIFAR-5m", "MIMIC-IV", "ImageNet-OOD";
#: :func:`~kg.extract.gazetteer.dataset_family_stems`) is a known dataset's variant:
#: ``_known_dataset_name`` reads it as known (session 28).
DATASET_FAMILY_VARIANTS = True
_FAMILY_VARIANT_RE = re.compile(r"([A-Za-z][A-Za-z0-9]*)-(?:\d+(?:\.\d+)?[A-Za-z]?|[A-Z]{1,3})")
#: A name that ends in "@" and a rank cutoff ("Accuracy@K", "BLEU@4", "Hits@10") is a
#: measure taken at that cutoff, never a dataset (``_dataset``; session 28).
CUTOFF_MEASURES = True
_CUTOFF_MEASURE_RE = re.compile(r"@(?:[kKnN]|\d+)$")
#: Nouns of stores of data whose examples and names are datasets ("databases like A", "the
#: FooDB database", "the Allen Cell Types Database"); kept out of
#: :data:`~kg.extract.lexicon.BENCHMARK_HEADS`, which also types proposals and tasks.
_DATABASE_NOUNS = frozenset({"database", "databases"})
_BRACKET_LIST_NOUNS = frozenset(
    "datasets benchmarks domains environments tasks suites games corpora collections splits".split())
#: A name right before "perplexity" names the corpus it is measured on ("a FooText-3
#: perplexity of 12.1"), unless the name is a model's (rule ``dataset-perplexity``).
CORPUS_PERPLEXITY = True
_PERPLEXITY_WORDS = frozenset({"perplexity", "perplexities", "ppl"})
#: Switch: a name written in capitals, with a digit or in CamelCase right before a measure
#: ("a +2.7 FooQA accuracy improvement", "ZorbNet zero-shot top-1 accuracy", "a FooGLUE
#: (dev) accuracy of 80") names the data the measure is taken on, unless it is a
#: model, a method, a generic abbreviation, a task or a measure itself ("BLEU score", "GPT-4
#: accuracy", "LLM accuracy"; rule ``dataset-measured``, :meth:`DatasetMetricRules._measured_on_name`,
#: session 33).
NAMED_DATA_MEASURES = True
#: Measure heads that a dataset's name may modify (with :data:`NAMED_DATA_MEASURES`).
_NAMED_MEASURE_HEADS = frozenset(
    "accuracy accuracies f1 exact-match top-1 top-5".split())
#: (Not "score" nor "error": "the MAUVE score", "the FooVAE score", "TV error" name measures
#: themselves, three of the five firings of those heads on the dev pool; perplexity has its own
#: rule, ``dataset-perplexity``.)
#: Switch: with :data:`NAMED_DATA_MEASURES`, "score" after such a name counts as a measure head
#: too when a value is reported on it: a number right before the name ("a +1.6 FooGLUE score
#: increase", "8.7 FooGLUE score points") or "of <number>" after the head ("a FooGLUE (dev)
#: score of 79.6"); not "improves the FOOVE score from 42.6 to 81.6" (session 33).
VALUED_DATA_SCORES = True
#: Switch: with :data:`NAMED_DATA_MEASURES`, a name right after "<data name>, with" qualifies the
#: measure of the data just named, it names no data of its own: "on FooQA, with FB1 accuracy of
#: 54.7% and FB2 accuracy of 69.1%" (FB1, FB2: variants of the measure; rule ``dataset-measured``,
#: :meth:`DatasetMetricRules._qualifies_named_data_measure`, session 51).
WITH_MEASURE_QUALIFIERS = True
#: Switch: a Papers with Code dataset name that the abstract calls a method in an appositive,
#: "we revisit Zorb, an established method in distributed optimization", is no dataset there or
#: elsewhere in the abstract (:meth:`DatasetMetricRules._method_appositive`, through
#: :meth:`DatasetMetricRules._called_a_method_elsewhere`; session 51).
METHOD_APPOSITIVE_NAMES = True
#: Nouns by which an appositive calls a name a method (:data:`METHOD_APPOSITIVE_NAMES`).
_APPOSITIVE_METHOD_NOUNS = frozenset(
    """method methods algorithm algorithms approach approaches technique techniques optimizer
    optimizers estimator estimators solver solvers procedure procedures heuristic heuristics""".split())
_SCORE_WORDS = frozenset({"score", "scores"})
#: Switch (session 53, fixJprop): the last name of a list after "on" / "in" ... that a finite
#: verb follows, joined to the list by "and" / "or", is the subject of a coordinated clause when
#: the list's own clause has a finite verb before the trigger ("X improves accuracy by 1.2% on
#: GSM8K and LoRA degrades it by 2.3%": LoRA is no dataset; "Experiments on A and B show ..."
#: keeps B). :meth:`DatasetMetricRules._new_clause_subject`. A fresh-user trial's call: a
#: method subject of a result verb is not a dataset.
LIST_ITEM_SUBJECTS = True
#: Fine-grained tags of a finite verb (present, third person or not, and past).
_FINITE_VERB_TAGS = frozenset({"VBZ", "VBP", "VBD"})
#: Switch (session 53, fixJprop): "score" / "scores" right before a value, after a name that
#: no determiner, adjective or noun opens ("ThrushNet scores 71.3%", "On A, FooNet scores up to
#: 80"), is the clause's finite verb, so "<NAME> score(s)" names no measure there (rule
#: ``metric-named-score``, :meth:`DatasetMetricRules._scores_verb`); "a GLUE score of 79.6" and
#: "the CLIP scores 0.31 and 0.29" keep theirs. A fresh-user trial's call: a metric name never
#: contains the clause's finite verb.
SCORES_VERB = True
#: Hedges that may stand between such a verb and its value ("scores up to 80%").
_SCORE_VALUE_HEDGES = frozenset("up to over about around nearly only roughly approximately almost just ~ ≈".split())
_SIGNED_VALUE = re.compile(r"[+\-−±]?[~≈]?\d[\d.,]*(?:x|×|%)?")
#: Setting words between such a name and its measure ("ZorbNet zero-shot accuracy").
_MEASURE_SETTING_WORDS = frozenset(
    "zero-shot few-shot one-shot linear-probe linear-probing top-1 top-5 test dev validation val average mean".split())
#: A word in lower case that holds a digit between an article and a data head ("on the
#: zorb5 dataset") names the data (rule ``dataset-lower-digit``): two letters at least
#: first, so "3d", "v1" or "x2" are not read.
LOWER_DIGIT_DATA_NAMES = True
_LOWER_NAME_HEADS = frozenset("dataset benchmark corpus".split())
_LOWER_DIGIT_NAME = re.compile(r"[a-z]{2,}\d+[a-z0-9]*")
#: With :data:`TASK_BRACKET_SERIES`, a list of tasks each followed by a bracketed name
#: ("tasks, including sentiment analysis (FooSent) and entailment (BazNLI)") names data.
TASK_BRACKET_SERIES = True
#: Switch: a short capital name before lower-case task words and "tasks" after "the" names
#: a suite when it is no field abbreviation ("on the UCI regression tasks";
#: :meth:`DatasetMetricRules._short_caps_suite`, session 32).
SHORT_CAPS_TASK_SUITES = True
#: Switch: a bracket of names coordinated by "and" / "or" with a bracket of datasets
#: ("(A, B) and a longer period with distribution shift (FooShift)") holds data too
#: (:meth:`DatasetMetricRules._coordinated_bracket`, session 32).
COORDINATED_DATA_BRACKETS = True
#: Switch: in a series of tasks with bracketed names, an item "<name> <task words>" names
#: data too (:meth:`DatasetMetricRules._task_bracket_series`, session 32).
TASK_NAMED_MEMBERS = True
#: Switch: "the Foo benchmark, its variant 1D-Foo": a variant written after a dataset is
#: data too (:meth:`DatasetMetricRules._variant_of_data`, session 32).
DATA_VARIANT_APPOSITIVES = True
#: Switch: "evaluated / trained / experiments on the <name>," reads the name as data
#: (:meth:`DatasetMetricRules._evaluated_on_the`, session 32).
EVALUATED_ON_THE_NAME = True
#: Switch: a bracket of examples after a plural data noun may end with lower-case items after
#: its names, and the noun may take "as well" ("domains as well (i.e., FooWorld and tabletop
#: manipulation)"; :meth:`DatasetMetricRules._bracketed_datasets`, session 32).
MIXED_DATA_BRACKETS = True
#: Switch: "dataset, zorb-news23.": a lower-case word with a digit set off after a data head
#: names the data (:meth:`DatasetMetricRules._lower_digit_data_names`, session 32).
LOWER_DIGIT_APPOSITIVES = True
#: Switch: "in the Stackelberg game": a game setting an agent is evaluated in is named with its
#: singular head "game", as the guidelines write it (rule ``dataset-environment``, session 32).
GAME_SETTING_SPANS = True
_LOWER_DIGIT_APPOSITIVE = re.compile(r"[a-z]{2,}(?:-[a-z]+)*-?[a-z]*\d+[a-z0-9]*")
_ON_THE_DATA_CUES = frozenset(
    """evaluated evaluate evaluating evaluation tested test testing trained train training experiments
    results performance accuracy validated fine-tuned finetuned benchmarked""".split())
#: Switch (session 45, types45): an edition number after a name makes it a dataset's name.
#: A name that a method rule took but that a year follows ("a large model in Zorb-COMP 2023",
#: "we used the Plonk 2022 behavior challenge tasks") names an edition of a competition or
#: benchmark: the name with its year is a dataset (:meth:`DatasetMetricRules._edition_names`;
#: not a venue of :data:`_VENUE_ABBREVIATIONS`, not a span of years "2001-2012", not the
#: paper's own proposal). A decimal release after a proposed benchmark's name ("a dataset,
#: ZorbNet 2.0, which") is part of that name (kg/extract/roles_proposals.py), and the bare
#: name read as a method elsewhere ("tasks with ZorbNet 2.0") is the benchmark named again.
EDITION_NAMES = True
_EDITION_YEAR_AFTER = re.compile(r"[ \t]+((?:19|20)\d\d)(?!\w|\.\d|\s*[-–—]\s*\d)")
_RELEASE_AFTER = re.compile(r"[ \t]+v?\d{1,2}\.\d{1,2}(?![\w.%])")
#: Switch (session 45, types45): a name that the squashed-spelling dataset gazetteer knows
#: ("DreamBooth", "TensorFlow", "GRASP") listed as a bare example of a method class noun of
#: :data:`~kg.extract.roles_base._LIST_METHOD_NOUNS` or ``_TECHNIQUE_CLASS_NOUNS``
#: ("personalization methods such as Zorb Inversion or DreamBooth", "frameworks such as
#: PyTorch and TensorFlow", "pruning strategies, such as A, B and GRASP"; not "tasks such as
#: MuJoCo", not "models, such as ImageNet classifiers", not "datasets used to train ML
#: models, e.g. ImageNet") stays the method the list makes it: that gazetteer pass no
#: longer adds the dataset, which would win in ``resolve`` over the list's method candidate.
LISTED_METHOD_HOMONYMS = True
#: Switch (session 45, labels45): in a lower-case example list of a dataset noun
#: (:meth:`DatasetMetricRules._lowercase_dataset_list`) a word glued to a hyphen after it is the
#: first half of a compound ("benchmarks including synthetic and real-world scans"), not a
#: dataset name: the list ends before it ("real" and "synthetic" were Dataset nodes).
LOWERCASE_LIST_HYPHEN_ENDS = True
#: Switch (session 45, labels45): a capitalised name of several words that, in small
#: letters, is a Computer Science Ontology topic and no known dataset names a field, not a
#: dataset ("on various Computer Vision datasets (CIFAR-10, ...)", "across Computer Vision,
#: Natural Language Processing, and Vision-Language tasks", "recommendation in E-commerce"):
#: :meth:`DatasetMetricRules._dataset` drops it. One-token names stay ("PDB", "Isabelle": CSO
#: topics that are also data), and so do names of the dataset gazetteer's normalised keys.
FIELD_NAMES_NOT_DATA = True
#: Switch (session 39, data24): a count in thousands or millions that the tokenizer splits
#: off its letter ("100K" -> "100", "K"; "100k" stays one token) is still the name's version
#: before a data head or in a list ("the Atari 100K benchmark" reads as "the Atari 100k
#: benchmark"; :meth:`DatasetMetricRules._split_count_end`).
SPLIT_COUNT_VERSIONS = True
_SPLIT_COUNT_LETTERS = frozenset("K k M".split())
#: Switch (session 39, data24): a hyphenated modifier that the tokenizer splits ("multi",
#: "-", "task") is one lower-case word between a name and its data head ("the Zorb
#: multi-task benchmark"), as "multitask" would be (:meth:`_task_data_head`).
HYPHEN_MODIFIERS_BEFORE_HEAD = True
#: Switch (session 39, data24): a name directly between "the" and a singular data head
#: ("the MAD dataset") is a dataset though the Papers with Code metric vocabulary lists
#: the string (its long tail holds many short capitals: "MAD", "SIM", "AAA"); a curated
#: metric abbreviation or word (:data:`~kg.extract.lexicon.METRIC_ABBREVIATIONS`,
#: :data:`~kg.extract.lexicon.METRIC_WORDS`) still vetoes it.
DEFINITE_HEAD_OVER_METRIC_VOCAB = True
_SINGULAR_DATA_HEADS = frozenset("dataset benchmark corpus".split())
#: Plural class nouns of techniques before such a list (not "models" / "LLMs", whose
#: examples are names, read by the name list rule).
_EXAMPLE_CLASS_NOUNS = frozenset("methods approaches techniques algorithms baselines strategies schemes".split())


#: Switch: an upper-case metric acronym right after "<comparative> than" is a system compared,
#: not a measure ("2x faster than MAE"; :meth:`_compared_acronym`; session 32, the lead, verify8).
METHOD_AFTER_THAN = True
#: Switch (session 50, metric50): an upper-case metric acronym that modifies a method's head
#: noun (:data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS` or
#: :data:`~kg.extract.lexicon.METHOD_HEADS`: "an EM framework", "MAE pretraining"), alone or
#: through a glued "-style" / "-based" / "-like" word of
#: :data:`~kg.extract.lexicon.ADJECTIVAL_SUFFIXES` ("MAE-style pretraining"), names the method
#: (expectation maximisation, the masked autoencoder), not the measure
#: (:meth:`DatasetMetricRules._acronym_names_method`).
METHOD_NAMED_BY_ACRONYM = True
#: Switch: "on" after a noun of discourse (:data:`_DISCOURSE_NOUNS`) names a topic, not data
#: ("the ongoing discussions on Green AI", "a survey on FooNet"; session 32, the lead, from the
#: first round's dev20 false hit).
DISCOURSE_TOPICS = True
#: Switch: a list after "the effect / impact / influence of X on" names what X acts on; only
#: known datasets (Papers with Code) in it are data: "the effect of PTQ on Weight, Activation and
#: KV Cache" lists parts of a model, "the impact of pruning on CIFAR-10 and SVHN" data
#: (:meth:`DatasetMetricRules._effect_of_before`; session 51).
EFFECT_ON_LISTS = True
#: Switch: a name that a proposed method's name begins or ends with, glued ("After instruction
#: tuning on Zorb, InstructZorb ..."), is the model the proposal extends: a method, no dataset
#: (:meth:`DatasetMetricRules._base_of_proposal`; session 51).
PROPOSAL_BASE_NAMES = True
#: Switch: a cost measure (:data:`_BACKGROUND_COST_HEADS`) after a cue of comparison or change (rule
#: ``metric-compared``) in a sentence before the first one about the paper's own work is the
#: motivation ("Coreset selection is
#: powerful in reducing computational costs", "current works suffer from high inference
#: costs"), no metric the paper measures (:meth:`DatasetMetricRules._compared_measures`; session 51).
BACKGROUND_MEASURES = True
#: Heads of the cost measures that :data:`BACKGROUND_MEASURES` leaves out of motivation sentences
#: (every field's motivation names costs; a background "latency" or "runtime" on the dev pool
#: was the paper's measure all the same, so other heads stay).
_BACKGROUND_COST_HEADS = frozenset("cost costs overhead overheads".split()) | _RESOURCE_HEADS
#: Switch (session 58, metric58): a word of a small amount (:data:`_SMALL_AMOUNT_CUES`:
#: "minimal", "negligible", "low", "marginal", "modest") or "half" ("half the",
#: "half of the") before a cost measure names what is measured as "lower" does (rule
#: ``metric-compared``): "while bringing minimal computation overhead", "with negligible
#: additional computational overhead", "with less than half the inference cost", "at a low
#: training cost". The measure needs a modifier and a head of :data:`_SMALL_COST_HEADS` (read by
#: :meth:`DatasetMetricRules._measure_head`; "additional" / "extra" may stand between): a bare
#: "minimal overhead", "low cost" or "low latency" stays out (on the development pool such a
#: bare head was unannotated in 12 of 15). With a modifier the pool has 8 such phrases as gold
#: metrics, 17 as allowed extras and 4 unannotated.
SMALL_COST_MEASURES = True
#: The cue words of :data:`SMALL_COST_MEASURES` (besides "half").
_SMALL_AMOUNT_CUES = frozenset(
    "minimal negligible low marginal modest".split()) if SMALL_COST_MEASURES else frozenset()
#: (Not "little": on the development pool "with little computational overhead" was unannotated and
#: its one gold phrase, "little training costs", is a lexicon metric anyway.)
#: The cost heads that such a cue makes a measure (a subset of :data:`_MEASURE_HEADS`).
_SMALL_COST_HEADS = frozenset("cost costs overhead footprint latency".split())
#: Words of addition between a small-amount cue and the cost ("negligible additional overhead").
_ADDED_COST_WORDS = frozenset({"additional", "extra"})
#: Verbs of keeping before a small-amount cue (an article may stand between) that make the cost a
#: design property, not a measure taken: "while retaining a low computational cost via a linear
#: reparameterization", "keeping a low memory footprint" (the development pool keeps such a phrase
#: whole as an allowed extra at most).
_KEEPING_VERBS = frozenset(
    """retain retains retained retaining keep keeps kept keeping maintain maintains maintained
    maintaining preserve preserves preserved preserving""".split())
#: Nouns whose "of X on Y" phrase makes Y what X acts on (:data:`EFFECT_ON_LISTS`).
_EFFECT_NOUNS = frozenset("effect effects impact impacts influence influences".split())
#: Nouns of discourse: what follows "on" after them is what is discussed.
_DISCOURSE_NOUNS = frozenset(
    "discussion discussions debate debates review reviews survey surveys perspective perspectives "
    "opinion opinions commentary reflections reflection tutorial tutorials position viewpoint".split())
#: Plural nouns of data items whose source a "from" list names ("image-text pairs from
#: Common Crawl", "questions from MedQA and PubMedQA"): the names are datasets.
_SOURCE_ITEM_NOUNS = frozenset(
    """images pairs samples examples videos documents texts sentences questions problems
    instances clips articles dialogues conversations prompts utterances recordings webpages""".split())


#: Plural nouns of the members of a suite whose examples, or whose source after "from", are
#: datasets ("6 different games, including A, B", "two environments from Foo-Robotics").
_SUITE_MEMBER_NOUNS = frozenset({"games", "environments"})


#: Nouns of carrying out a method: a name right before one names a method ("BnB procedures").
_PROCEDURE_NOUNS = frozenset("procedure procedures implementation implementations routine routines".split())
#: Nouns of earlier work whose examples are methods ("prior work in k-space sampling such as
#: A, B and C").
_PRIOR_WORK_LIST_NOUNS = frozenset({"work", "works"})


#: Heads of a measure named by a modifier and the head ("false negative rate", "compression
#: ratio", "approximation error", "bias score", "graph distance"): a conjunct of a known
#: metric with such a head is a metric even outside "in ..." (see ``_coordinated_metrics``).
_LISTED_METRIC_HEADS = frozenset(
    "rate rates ratio ratios error errors score scores distance distances".split())
#: Switch (session 55, metric55): a coordinated measure's length (one to three words, in
#: :meth:`DatasetMetricRules._coordinated_metrics`) counts words as written, a hyphenated word
#: once ("in both communication efficiency and zero-shot generalization", "in music quality
#: and rule-based controllability": gold metrics of the development pool the token count of
#: four left out).
HYPHEN_WORD_CONJUNCTS = True
#: The ends of the abstract quality nouns that head such a hyphenated measure
#: ("generalization", "controllability", "robustness"; not "rate", "solutions": on 3,000
#: corpus abstracts "near-oracle convergence rate" and "low-variance solutions" were the
#: wrong ones).
_QUALITY_NOUN_END = re.compile(r"(?:ity|ness|acy|ization|isation)$")
#: Switch (session 61, ownres61): a coordinated list of measured qualities right after a
#: comparative or a verb of improvement, with no "in" before it, is a list of metrics (rule
#: ``metric-cued-qualities``, :meth:`DatasetMetricRules._cued_quality_lists`): "improves the
#: modularity and explicitness of", "preserving text fluency and informativeness", "exhibits
#: stronger discriminability and stability", "increase both speed and performance". Every
#: conjunct must be a quality (an abstract noun in "-ity", "-ness", "-acy", "-ency" or a measure
#: head: :meth:`DatasetMetricRules._listed_quality`), a metric already typed, or a vague word
#: ("performance", "quality": kept out, but the list goes on); at least two conjuncts, and
#: the cue is no aim (:meth:`DatasetMetricRules._aimed_quality`: "to enhance A and B") and
#: stands in a sentence about the paper's own work or after it (not the motivation).
CUED_QUALITY_LISTS = True
#: The cues of :data:`CUED_QUALITY_LISTS`: verbs of improvement, comparatives of a higher
#: value and verbs of keeping a value.
_CUED_QUALITY_CUES = _IMPROVING_VERBS | frozenset(
    """better higher stronger greater superior improved enhanced
    maintain maintains maintained maintaining preserve preserves preserved preserving""".split())
#: (Not "increase(s)": "increases diversity and heterogeneity within the experts" changes a design,
#: no measure is reported.)
#: Qualities of a design rather than measures ("higher performance and flexibility", "improves
#: the applicability and generality of X"): a list holding one is a description, not read
#: (:meth:`DatasetMetricRules._listed_quality`).
_DESIGN_QUALITIES = frozenset(
    """flexibility versatility simplicity applicability generality practicality heterogeneity usability
    extensibility optimality adaptability""".split())
#: ("optimality": "maintains the minimax optimality and asymptotic optimality" states a proof's
#: property, no measure taken; eval/README call N8. "adaptability": "enhances the segmentation
#: stability and adaptability of our method" claims what a design allows; the pool has it after
#: such a cue twice, never as a gold metric; added after the held-out check showed it as a
#: false hit.)
#: Nouns of a need or a difficulty that, among the four words before a cue of
#: :data:`_CUED_QUALITY_CUES`, make its list an aim rather than a measured outcome ("highlight the
#: need for improved accessibility and reproducibility", "difficulties while improving the
#: efficiency and extendability of the code").
_QUALITY_NEED_WORDS = frozenset(
    "need needs necessity difficulty difficulties challenge challenges goal goals aim aims".split())
#: The words after such a noun that tie it to the cue ("need for", "difficulties while", "the
#: challenge of"; not "based on the sample difficulty, we improve": no comma may stand between).
_NEED_LINKS = frozenset("for of in while to when".split())
#: Nouns in "-ency" / "-ancy" that name no quality measured (:meth:`DatasetMetricRules._listed_quality`).
_CY_NOT_QUALITIES = frozenset(
    """dependency frequency tendency emergency agency currency residency redundancy discrepancy
    occupancy pregnancy contingency urgency""".split())
#: Words that may stand between such a cue and the list: determiners, possessives and adverbs
#: of degree ("improves the", "markedly enhances both", "significantly better").
_CUED_QUALITY_FILLERS = frozenset(
    """the its their our both significantly markedly substantially greatly considerably further
    dramatically notably much consistently""".split())
#: Switch (session 55, metric55): "more" / "less" before "<resource>-efficient" or
#: "<resource> efficient" names a measured property, written as the adjective
#: (:meth:`DatasetMetricRules._efficient_comparatives`): "CEIL is more sample-efficient",
#: "far more data efficient", "more query-efficient", "more memory efficient than prior
#: methods" (the development pool: a gold metric 7 times in 10, an allowed extra twice;
#: eval/README's measured properties, dev102 / dev103 "sample efficiency", "data efficiency").
EFFICIENT_COMPARATIVES = True
#: The resource words of :data:`EFFICIENT_COMPARATIVES` (:data:`kg.extract.lexicon.EFFICIENT_RESOURCES`,
#: the result finder's too).
_EFFICIENT_RESOURCE_WORDS = frozenset(L.EFFICIENT_RESOURCES)
#: The comparatives of :data:`EFFICIENT_COMPARATIVES` (a word set for the token scan).
_COMPARATIVE_MORE = frozenset({"more", "less"})
#: Switch (session 55, metric55): a cued robustness (:data:`~kg.extract.lexicon.CUED_MEASURE_NOUNS`)
#: that takes a complement of what it withstands is the measured outcome, named by its head
#: ("improves robustness against data corruption",
#: "demonstrate its robustness against latent confounders", "enhances the robustness to the
#: architectural choices": gold metric "robustness" in dev100-dev103, eval/README's calls).
#: Before, :meth:`DatasetMetricRules._aimed_quality` left such a quality out (session 27: the
#: older gold kept the whole phrases as allowed extras), and a verb of showing read it only
#: before "of" / "and".
#: OFF (session 55): on the development pool it gave 3 gold metrics and 4 false hits ("provides
#: better robustness against outliers", "indicate higher robustness against attack", whose gold
#: keeps the whole phrases as allowed extras), and it lowered the metric floors of dev87 and
#: dev_neurips_iclr in tests/test_eval_regression.py; on 3,000 corpus abstracts 7 of its 9
#: changes were right. Kept as a switch for a later gold that settles the call.
WITHSTOOD_QUALITY_MEASURED = False
#: Modals before a cue in the base form that make the quality a requirement, an aim (with
#: :data:`WITHSTOOD_QUALITY_MEASURED`): "learned policies must maintain robustness against".
_OBLIGATION_MODALS = frozenset("must should".split())
#: Switch (session 55, metric55): "measured by" / "quantified by" right after a noun of
#: :data:`_MEASURED_OUTCOME_NOUNS` opens a list of measures as "as measured by" does
#: (:meth:`DatasetMetricRules._measured_by_lists`): "provides consistent performance
#: improvement measured by average reward, convergence speed, learning success rate, and ...".
#: Not after any noun: "the speed of recurrence, measured by the expected amount of time",
#: "entropy measured by an auxiliary model" name a quantity defined or a tool.
MEASURED_OUTCOME_LISTS = True
#: The nouns of change or performance of :data:`MEASURED_OUTCOME_LISTS`.
_MEASURED_OUTCOME_NOUNS = frozenset("improvement improvements gain gains performance".split())
#: Modifiers that make such a phrase a setting or a rate of a process, not a measure.
_SETTING_RATE_MODIFIERS = frozenset(
    """learning dropout sampling decay convergence firing growth frame mixing masking monte
    carlo signal-to-noise noise""".split())
#: Verbs of beating a competitor ("outperforms X in", "surpasses existing models in",
#: "outpaces its competitors in"): the noun phrase after their "in" (not "in terms of", which
#: :meth:`DatasetMetricRules._terms_of_measures` reads) says in what the system wins, so a
#: measure phrase there is a metric (rule ``metric-compared``; session 45: "surpasses existing
#: models in speed", "outpaces its competitors in speed", "surpassing existing methods in
#: speed" in dev73 / dev83, gold metric "speed" each time).
_BEATING_VERB = re.compile(r"^(?:outperform|surpass|outpac|outstrip|beat|exceed)")
#: Bare heads that name a measure after such a verb's "in" with no modifier: "in speed". Not
#: "efficiency" or "performance" (vague, eval/README's allowed calls) nor "quality" alone.
_BEATEN_IN_BARE = frozenset({"speed", "speeds"})
#: Words the clause of such a verb may not cross before its "in" (a new clause or aside).
_BEATEN_IN_BREAKS = frozenset({";", ":", "(", ")", "while", "whereas", "but", "which", "that"})
#: Heads of a rate that a verb of change or a comparative may name as the measure ("minimizes
#: the false discovery rate", "a higher task completion rate"), besides _MEASURE_HEADS.
_COMPARED_RATE_HEADS = frozenset("rate rates ratio ratios".split())


#: A cue of pre-training data right before a dataset name: "pre-trained on", "pretrained
#: with the", "pre-train our encoder on", "pre-training on", "pretraining data from",
#: "pre-training corpora such as". A participle "pre-trained" must be followed by the
#: preposition itself ("pretrained models on GLUE" are evaluated there); "the" may follow the
#: preposition ("pre-trained on the JFT-300M dataset").
_PRETRAIN_BEFORE = re.compile(
    r"\bpre-?train(?:ed|ing)?\s+(?:on|with|using|from)\s+(?:the\s+)?|"
    r"\bpre-?trains?\s+(?:[\w\-]+\s+){1,3}?(?:on|with|using|from)\s+(?:the\s+)?|"
    r"\bpre-?training\s+(?:data|datasets?|corpus|corpora|sets?)\s+(?:from|of|on|such\s+as|like|including|"
    r"\(|:)?\s*", re.I)
# nouns that make a bracketed list beside a known dataset a list of data ("on four
# benchmarks (A, B)")
_BRACKET_EVIDENCE_NOUNS = frozenset("dataset datasets benchmark benchmarks corpus corpora".split())

# the last word of a coordinated name that makes it a measure ("SWAP-Score", "Foo Metric")
_MEASURE_NAME_END = re.compile(r"(?i)(?:^|[-\s])(?:score|metric|loss)$")

#: Words after a dataset name that make it pre-training data: "ImageNet-pretrained
#: weights", "ImageNet pre-training", "LAION pretrained".
_PRETRAIN_AFTER = re.compile(r"[\s\-]pre-?train(?:ed|ing)\b", re.I)
#: Separators of a list of pre-training datasets, with optional determiners and size words
#: before the next name ("on A, B and the C").
_PRETRAIN_LIST_SEP = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s(?:and|or)\s+)(?:the\s+)?")



def _name_occurrences(text: str, name: str) -> list[tuple[int, int]]:
    """The ``(start, end)`` of each occurrence of ``name`` in ``text`` that no word character
    or hyphen precedes and that is not continued by one followed by a word character ("ImageNet"
    in "ImageNet-1k" or "ImageNet21k" is none; in "ImageNet.", "ImageNet-" or "ImageNets" it is).

    Args:
        text: the abstract.
        name: the name as written (case-sensitive).
    Returns:
        The spans, left to right, not overlapping: what
        ``re.finditer(r"(?<![\\w\\-])" + re.escape(name) + r"(?![\\w\\-]\\w)", text)`` finds,
        found with ``str.find`` (a pattern compiled per name pushed the fixed patterns out of
        Python's 512-entry regex cache: session 33). An empty ``name`` goes to that regex.
    """
    if not name:
        return [(m.start(), m.end()) for m in re.finditer(r"(?<![\w\-])(?![\w\-]\w)", text)]
    out: list[tuple[int, int]] = []
    size, last = len(name), len(text)
    i = text.find(name)
    while i >= 0:
        j = i + size
        if (i == 0 or not (_is_word_char(text[i - 1]) or text[i - 1] == "-")) and not (
                j + 1 < last and (_is_word_char(text[j]) or text[j] == "-") and _is_word_char(text[j + 1])):
            out.append((i, j))
            i = text.find(name, j)  # the next match starts after this one, as re.finditer's
        else:
            i = text.find(name, i + 1)
    return out


class DatasetMetricRules(_StateBase):
    """Mixin of :class:`kg.extract.roles._State`: ``datasets`` and ``metrics`` add candidates."""

    # ------------------------------------------------------------------ stage 3: datasets
    def datasets(self):
        doc = self.doc
        self._version_ends: dict[int, int] = {}  # name start token -> end character past its version
        self._task_nested_data: set[int] = set()  # start characters of names a task phrase may hold
        lower, words, pos = self.lower, self.words, self.pos
        proposed_keys = {_norm(self._text(c)) for c in self.proposed}
        groups: list[list[Span]] = []  # names of one list read as datasets
        self._method_example_spans: set[tuple[int, int]] = set()  # names listed as examples of a method noun
        self._data_noun_groups: set[int] = set()  # first tokens of such lists that a data noun announces
        # the list triggers and colons (a colon's lower-case form is itself), found once per
        # Doc; a sentence's share by binary search
        trigger_at = _positions_between(lower, _LIST_SCAN_WORDS, 0, len(lower))
        for si, sent in enumerate(self.sents):
            lo, hi = sent.start, sent.end
            sent_words = set(lower[lo:hi])
            exp = bool(sent_words & _EXPERIMENT_WORDS)
            listed = bool(sent_words & _DATA_LIST_TRIGGERS or ":" in sent_words)
            for i in trigger_at[bisect_left(trigger_at, lo):bisect_left(trigger_at, hi)] if listed else ():
                w = lower[i]
                if w not in _DATA_LIST_TRIGGERS and words[i] != ":":
                    continue
                if w in _SPECIFYING_TRIGGERS and (si in self.proposal_sents or not _PROPOSE_SET.isdisjoint(lower[lo:i])):
                    continue  # "proposes ... and a momentum-based algorithm (i.e., X)": the paper's own
                if w in ("as",) and (i == lo or lower[i - 1] != "such"):
                    continue
                if words[i] == ":" and any(n.end == i for n in self.name_at.values()):
                    continue  # "FooNet: Fast Object and Scene Encoder": the name's expansion
                if w == "on" and i > lo and lower[i - 1] in _BUILT_ON and not (
                        i - 1 > lo and lower[i - 2] in L.DATASET_LIST_NOUNS):
                    continue  # "approaches based on POMCP": what a method builds on, not data
                    # ("tasks based on MBPP", "a corpus built on CommonCrawl": data all the same)
                kind = self._list_kind(i)
                if self._compared_list_cue(i, lo, object_words=0):
                    kind = "Method"  # "Compared with LoRA, QLoRA and DoRA, ...", "we compare with A
                    # and B": the baselines (not the noun "a benchmark with A and B tasks")
                if w == "over" and i > lo and (lower[i - 1] in _GAIN_NOUNS_BEFORE_OVER or GAIN_VERBS_BEFORE_OVER
                                               and lower[i - 1] in _GAIN_VERBS_BEFORE_OVER) and (
                        i + 1 in self.name_at or lower[i + 1] == "the" and i + 2 in self.name_at):
                    kind = "Method"  # "shows a 2% improvement over FooViT and BarFormer": the rivals
                    # (not "an improvement over the recent results of Smith and Jones": authors)
                if kind != "Method" and w in _EXAMPLE_TRIGGERS and i - 2 >= lo and \
                        self._methods_for_data(i - 2 if words[i - 1] == "(" else i - 1, lo):
                    kind = "Method"  # "methods for ... perspective images (e.g., A, B)"
                head = i - 2 if w == "as" else i - 1 - (words[i - 1] == "(")
                if kind != "Method" and w in _EXAMPLE_TRIGGERS and head >= lo and lower[head] in _MODEL_CLASS_NOUNS:
                    kind = "Method"  # "image generators (e.g., A, B, and even C)": trained models
                suite = self._suite_member_list(i, lo) and si >= self._first_self_sentence()
                if w in _EXAMPLE_TRIGGERS and head >= lo and (kind == "Dataset" or
                                                              _singular(lower[head]) in L.BENCHMARK_HEADS):
                    self._lowercase_dataset_list(i + 1, hi, proposed_keys)  # "benchmarks such as toxcast, sider and muv"
                if not exp and kind != "Method" and not (w == "on" and i > lo and lower[i - 1] in L.TASK_HEADS) \
                        and not (w in _EXAMPLE_TRIGGERS and head > lo and lower[head] in _DATABASE_NOUNS) \
                        and not (w == "on" and self._versioned_model_before(i, lo)) \
                        and not (w == "on" and self._value_before(i, lo)) \
                        and not (w == "from" and lower[i - 1] in _SOURCE_ITEM_NOUNS) \
                        and not suite:
                    continue  # ("segmentation on ADE20K": a task on a benchmark; "databases like A": data;
                    # "boosts LLaMA-7B on MMLU": a model run on a benchmark; "3.7% on Atari": a score on it;
                    # "image-text pairs from Common Crawl": the source of data items; "X consists of
                    # 6 games, including A, B": its games, unless named before the paper's own work)
                if DISCOURSE_TOPICS and w == "on" and i > lo and lower[i - 1] in _DISCOURSE_NOUNS:
                    continue  # "the discussions on Green AI", "a survey on X": the topic of a discourse, no data
                if w in _EXAMPLE_TRIGGERS and kind != "Method" and self._examples_of_other_class(i):
                    continue  # "modalities such as CT, MRI and X-ray": members of another class
                j = i + 1
                # "across five professional software of A, B and C": skip a short description
                skip = j
                while skip < min(hi, j + 6) and skip not in self.name_at and \
                        pos[skip] in ("DET", "NUM", "ADJ", "NOUN", "ADP") and words[skip] != ",":
                    skip += 1
                skipped = skip > j and skip in self.name_at
                if skipped and MODEL_ON_DATA_PAIRS and lower[skip - 1] in ("on", "across") and skip - 1 > i:
                    continue  # "tasks including graph neural network on A": the "on" reads A
                if skipped:
                    if any(lower[k] in _LIST_METHOD_NOUNS for k in range(j, skip)):
                        kind = "Method"  # "on models such as ResNets and Transformers"
                    elif self._other_class_noun(skip - 1):
                        continue  # "in visual areas V4 and IT": members of another class
                    j = skip
                found = []
                games: list[Span] = []  # names completed by a kind of game ("Kuhn poker")
                while j < hi:
                    if words[j][-1:] == "-" and j + 1 < hi and _CUT_PREFIX.fullmatch(words[j]) and j + 1 in self.name_at:
                        j += 1  # "on MIMIC- CXR-VQA": a first part cut off by a stray space (see _name_start)
                    n = self.name_at.get(j)
                    if n is not None and found and MODEL_ON_DATA_PAIRS and kind != "Method" and n.end + 1 < hi \
                            and lower[n.end] in ("on", "across"):
                        break  # "on A, FooFormer on B": a new pair of a model and its data
                        # (not in a list of methods: "estimators including A and B on C")
                    if n is not None:
                        if OWNER_POSSESSIVE_ITEMS and n.end + 1 < hi and words[n.end] in ("'s", "’s") \
                                and n.end + 1 in self.name_at:
                            n = self.name_at[n.end + 1]  # "FooCorp's BarText": the owner's data
                        found.append(n)
                        j = n.end
                        if NAMED_GAME_KINDS and j < hi and lower[j] in _GAME_KIND_NOUNS and n.label_ == "SINGLE" \
                                and self.ws[j - 1] and words[n.start][:1].isupper():
                            # "on Kuhn poker and Zorb's Dice": the kind of game completes the name
                            self._version_ends[n.start] = self.idx[j] + len(words[j])
                            games.append(n)
                            j += 1
                        elif SPLIT_COUNT_VERSIONS and self.ws[j - 1] and self._split_count_end(j, hi) is not None:
                            # "on Atari 100K and Zorb": a count the tokenizer split off its letter
                            j = self._split_count_end(j, hi)
                            self._version_ends[n.start] = self.idx[j - 1] + len(words[j - 1])
                        elif LETTER_VARIANTS and j < hi and _LETTER_VARIANT_RE.fullmatch(words[j]) and self.ws[j - 1] \
                                and n.label_ != "SINGLE" and (j + 1 >= hi or words[j + 1] in (",", ";", ".", ")")
                                                              or lower[j + 1] in ("and", "or")):
                            # "on ImageNet C and CIFAR-10 C": a capital letter after a name, before the
                            # list goes on, is the name's variant (corrupted, rendition ...)
                            self._version_ends[n.start] = self.idx[j] + len(words[j])
                            j += 1
                        elif j < hi and _NAME_VERSION_RE.match(words[j]) and self.ws[j - 1]:
                            # "in StarCraft II and Google Research Football", "on Atari 100k":
                            # a roman numeral or a count in thousands is the name's version
                            self._version_ends[n.start] = self.idx[j] + len(words[j])
                            j += 1
                        elif j + 1 < hi and _VERSION_TOKEN_RE.match(words[j]) and \
                                self._glued_version_end(j, hi) > j + 1 and self.ws[j - 1]:
                            # "RWTH-PHOENIX-Weather 2014T and CSL-Daily": a year and the letter
                            # glued to it (split by the tokenizer) are the name's edition
                            g = self._glued_version_end(j, hi)
                            self._version_ends[n.start] = self.idx[g - 1] + len(words[g - 1])
                            j = g
                        elif j + 1 < hi and _VERSION_TOKEN_RE.match(words[j]) and (
                                words[j + 1] == "," or lower[j + 1] in ("and", "or")):
                            # "YouTube-VIS 2019, YouTube-VIS 2021, OVIS", "in Connect 4 and Lunar
                            # Lander": a version; the list goes on. It completes a one-word name
                            # ("Connect 4"); a name-shaped one stays as written ("KITTI")
                            if n.label_ == "SINGLE":
                                self._version_ends[n.start] = self.idx[j] + len(words[j])
                            j += 1
                        skip_to = self._result_bracket_end(j, hi)
                        if skip_to is not None:
                            j = skip_to  # "on A (+5.3% Hits@1) and B (+8% accuracy)": the list goes on
                        continue
                    if lower[j] in _LIST_JOIN or words[j] == ",":
                        j += 1
                        continue
                    if lower[j] == "even" and lower[j - 1] in ("and", "or") and j + 1 in self.name_at:
                        j += 1  # "A, B, and even C": the list goes on
                        continue
                    break
                if len(found) == 2 and j < hi and pos[j] in ("VERB", "AUX") and words[found[-1].start - 1] == "," \
                        and not any(lower[k] in ("and", "or", "&") for k in range(found[0].end, found[-1].start)):
                    # "with one H200 GPU, FooZO trains ...": the name after the comma is the
                    # subject of the main clause, not a list item
                    j = found.pop().start
                    fronted = True  # ("On FenA, FooNet beats ...": FenA is a dataset all the same)
                elif len(found) >= 3 and j < hi and pos[j] in ("VERB", "AUX") and \
                        self.text[found[-2].end_char:found[-1].start_char].strip() == "," and \
                        any(lower[k] in ("and", "or") for k in range(found[-3].end, found[-2].start)):
                    # "On A, B and C, FooNet achieves ...": the list closed with its
                    # conjunction; the name after the next comma is the main clause's subject
                    j = found.pop().start
                    fronted = True
                else:
                    fronted = False
                if LIST_ITEM_SUBJECTS and len(found) >= 2 and self._new_clause_subject(found, i, j, lo, hi):
                    # "improves accuracy on GSM8K and LoRA degrades it": the last name is the
                    # subject of a coordinated clause, no item of the list
                    j = found.pop().start
                if kind == "Method" and w in _EXAMPLE_TRIGGERS and w not in _SPECIFYING_TRIGGERS and not skipped \
                        and self._class_noun_before(i):
                    # (not after "i.e.": "algorithms, i.e., A and B, and an approximation of C", whose
                    # lower-case words go on past the list)
                    self._example_method_phrases(i + 1, hi, proposed_keys)
                if not found or (skipped and len(found) < 2 and not fronted):
                    continue
                if kind != "Method" and w in ("on", "in", "across") and self._metric_list(found):
                    for n in found:  # "by 10.5% and 8.6% on NDS and mAP": measures, not data
                        if not self._known_metric(n):
                            self.add(n.start_char, n.end_char, "Metric", "metric", "metric-coordinated", 0.6)
                    continue
                if kind != "Method" and ACTIVATION_LISTS and any(
                        self._span_text(n).split()[-1].lower() in _ACTIVATION_WORDS for n in found):
                    kind = "Method"  # "experiments with Tanh, LeCun Tanh, and Softsign": nonlinearities
                if kind == "Method" and DATA_LISTS_OF_ONE_CLASS and w not in _EXAMPLE_TRIGGERS \
                        and self._data_list_beside_method_noun(found):
                    kind = "Dataset"  # "120M systems from OC20, OC22 and ANI-1x": the data's sources
                if kind == "Method":
                    h = head - 1 if head > lo and words[head] in ("(", ",") else head
                    if LISTED_METHOD_HOMONYMS and w in _EXAMPLE_TRIGGERS and h >= lo \
                            and (lower[h] in _LIST_METHOD_NOUNS or lower[h] in _TECHNIQUE_CLASS_NOUNS) \
                            and not any(lower[t] in _BRACKET_EVIDENCE_NOUNS for t in range(max(lo, h - 8), h)):
                        # "personalization methods (such as A or DreamBooth)": examples of a method noun
                        # (not "datasets used to train ML models, e.g. ImageNet": the data noun is the class)
                        self._method_example_spans.update(
                            (n.start_char, n.end_char) for n in found
                            if n.end >= hi or not (pos[n.end] in ("NOUN", "PROPN") and words[n.end].islower()))
                        # (not "models, such as ImageNet classifiers": the name modifies the item's noun)
                    for n in found:
                        if _norm(self._span_text(n)) not in proposed_keys and not self._cited_venue(n):
                            self.add(n.start_char, n.end_char, "Method", self._method_role(n.start_char),
                                     "method-list", 0.7)
                    continue
                embodied = w == "in" and i > lo and lower[i - 1] in _EMBODIED_TASK_HEADS
                if kind == "Dataset" or len(found) >= 2 or fronted or w in ("on", "across"):
                    # "on COCO, ADE20K and Cityscapes": a one-word name listed beside a
                    # name-shaped one is a dataset too
                    # "on Cora and Citeseer": two or more capitalised words after "on" /
                    # "across" name datasets too
                    strong = fronted or len(found) >= 2 and (w in ("on", "across") or any(n.label_ != "SINGLE" for n in found)) \
                        or w == "on" and self._value_before(i, lo) \
                        or suite or embodied or bool(games)
                    # "and 3.7% on Atari": a score on it;
                    # "games, including Overcooked": a named game, one word or not;
                    # "manipulation in Metaworld": the world of an embodied task
                    # "on MRI and CT segmentation tasks", "on OpenAI outputs": the names
                    # modify the common noun after the list; only known datasets stay
                    # (not after a comma and "the": "on MMLU, the prompt adds" starts a new
                    # clause; nor after a comma in a list of games or environments: "environments,
                    # including Maze, predator-prey and Foo" lists one more item)
                    nominal = NOMINAL_NOUNS_AFTER_LIST and j < hi and bool(_NOMINAL_SUFFIX.search(lower[j])) \
                        and lower[j] not in _VERBS_OF_NOMINAL_SHAPE  # "... Baz equations that": a noun however tagged
                    modifies = j < hi and (pos[j] == "NOUN" or nominal) and words[j].islower() \
                        and not ("," in words[found[-1].end:j] and (suite or embodied or "the" in lower[found[-1].end:j])) \
                        and lower[j] not in L.DATASET_LIST_NOUNS \
                        and lower[j] not in L.REPORT_VERBS \
                        and not (LOWER_ITEM_AFTER_JOINER and self._lower_item_closes_list(found[-1].end, j, hi)) \
                        and not (j + 1 < hi and lower[j + 1] in _CLAUSE_AFTER_VERB and not nominal)  # "... demonstrate that
                    data_noun = SIZED_DATA_NAMES and kind == "Dataset" and (
                        w in _EXAMPLE_TRIGGERS or skipped and any(lower[t] in _ANNOUNCING_NOUNS for t in range(i + 1, skip)))
                    if len(found) >= 2:
                        groups.append(found)
                        if data_noun:  # "datasets such as A-2B and B-1B": sizes of data
                            self._data_noun_groups.add(found[0].start)
                    vouched = self._data_list_method_names(found) if DATA_LIST_METHOD_NAMES else set()
                    acted_on = EFFECT_ON_LISTS and w == "on" and self._effect_of_before(i, lo)
                    for n in found:
                        if acted_on and _norm(self._span_text(n)) not in self.dataset_gaz_keys \
                                and not self._known_dataset_name(n):
                            continue  # "the effect of PTQ on Weight, Activation and KV Cache": what PTQ acts on
                        if modifies and _norm(self._span_text(n)) not in self.dataset_gaz_keys \
                                and not self._known_dataset_name(n) and not self._is_model_name(n.text):
                            continue  # (a model name goes on to _dataset, which makes it a method)
                        self._dataset(n, "dataset-list", proposed_keys, allow_single=strong,
                                      listed_data=n.start in vouched, data_noun=data_noun)
            if exp and "(" in sent_words:
                self._bracketed_datasets(lo, hi, proposed_keys)
                if TASK_BRACKET_SERIES:
                    self._task_bracket_series(lo, hi, proposed_keys)
            if LOWER_DIGIT_DATA_NAMES and sent_words & _LOWER_NAME_HEADS:
                self._lower_digit_data_names(lo, hi)
            if sent_words & _ANNOUNCING_NOUNS or "sets" in sent_words:
                self._announced_datasets(lo, hi, proposed_keys)
            for n in self._names_in(lo, hi):
                if NOUN_BEFORE_NAME and self._data_noun_before(n, lo):
                    # "the real-world dataset DAIR-V2X", "the translation task IWSLT14"
                    self._dataset(n, "dataset-noun-name", proposed_keys, allow_single=True, data_noun=True)
                    continue
                if DATA_NOUN_OF_NAME and self._data_noun_of_name(n, lo, hi):
                    # "the benchmark dataset of FooParts and ...": the data the noun names
                    self._dataset(n, "dataset-noun-of", proposed_keys, allow_single=True, data_noun=True)
                    continue
                if EVALUATED_ON_THE_NAME and self._evaluated_on_the(n, hi):
                    # "When trained and evaluated on the FooDB, our method ...": the phrase ends with the name
                    self._dataset(n, "dataset-experiments", proposed_keys, allow_single=True)
                    continue
                if DATA_VARIANT_APPOSITIVES and self._variant_of_data(n, lo):
                    # "the Foo reasoning benchmark, its variant 1D-Foo, and ...": a version of the data
                    self._dataset(n, "dataset-noun-name", proposed_keys, allow_single=True, data_noun=True)
                    continue
                if CORPUS_PERPLEXITY and n.end < hi and lower[n.end] in _PERPLEXITY_WORDS \
                        and n.text[:1].isupper() and not self._is_model_name(n.text) \
                        and n.text not in L.GENERIC_ABBREVIATIONS \
                        and _norm(self._span_text(n)) not in self.method_gaz_keys:
                    # "a FooText-3 perplexity of 12.1": perplexity is measured on a corpus
                    # (not "GPT-2 perplexity": the model that scores the text)
                    self._dataset(n, "dataset-perplexity", proposed_keys, allow_single=True, data_noun=True)
                    continue
                if NAMED_DATA_MEASURES and self._measured_on_name(n, hi, proposed_keys):
                    # "a +2.7 FooQA accuracy improvement": the measure is taken on the data
                    self._dataset(n, "dataset-measured", proposed_keys, allow_single=True, data_noun=True)
                    continue
                if APPOSITIVE_AFTER_DATA_NOUN and self._appositive_after_data_noun(n, lo, hi):
                    # "in the simulated household environment, FooHome, and ..."
                    self._dataset(n, "dataset-noun-appositive", proposed_keys, allow_single=True, data_noun=True)
                    continue
                if exp and NAMED_SUITE_TASKS:
                    phrases = self._suite_task_phrases(n, lo, hi)
                    # (not when _task_data_head reads the phrase, "the StarCraft II
                    # micromanagement tasks": that rule keeps the name alone; asked only
                    # when there is a suite phrase, the rarer and cheaper test)
                    if phrases and self._task_data_head(n) is None:
                        # "on challenging StarCraft II micromanagement and Google research
                        # football tasks": suites named with the kind of their tasks
                        for m, end in phrases:
                            if _norm(self._span_text(m)) not in proposed_keys:
                                self.add(self._name_start(m), self.idx[end] + len(self.words[end]), "Dataset",
                                         "dataset", "dataset-suite-tasks", 0.75)
                        continue
                nxt = lower[n.end] if n.end < len(doc) else None
                if nxt is not None and _YEAR.fullmatch(nxt) and n.end + 1 < hi:
                    nxt = lower[n.end + 1]  # "the FrogSeg 2012 benchmark": the edition's year, then the head
                elif nxt is not None and n.end + 1 < hi and self.ws[n.end - 1] and \
                        (_NAME_VERSION_RE.match(self.words[n.end]) or re.fullmatch(r"\d{3,4}", nxt)
                         or NAMED_V_VERSIONS and _V_VERSION_RE.fullmatch(self.words[n.end])) and \
                        lower[n.end + 1] in _VERSION_HEADS:
                    # "on the Atari 2600 benchmarks", "in the StarCraft II environment": the version, then the head
                    self._version_ends[n.start] = self.idx[n.end] + len(self.words[n.end])
                    nxt = lower[n.end + 1]
                elif SPLIT_COUNT_VERSIONS and nxt is not None and self.ws[n.end - 1] \
                        and self._split_count_end(n.end, hi) is not None \
                        and self._split_count_end(n.end, hi) < hi \
                        and lower[self._split_count_end(n.end, hi)] in _VERSION_HEADS:
                    # "the Atari 100K benchmark": the count split off its letter, then the head
                    e = self._split_count_end(n.end, hi)
                    self._version_ends[n.start] = self.idx[e - 1] + len(self.words[e - 1])
                    nxt = lower[e]
                if DEFINED_DATA_NAMES and nxt == "(" and self._bracket_data_head(n) is not None:
                    nxt = lower[self._bracket_data_head(n)]  # "the Long Range Arena (LRA) benchmark"
                if SPLIT_SET_HEADS and nxt is not None and self._split_set_head(n, hi) is not None:
                    # "on the public Foo-2 evaluation set", "FooQA's blind test set": the split's dataset
                    nxt = "datasets" if lower[self._split_set_head(n, hi)].endswith("s") else "dataset"
                if nxt == "data" and n.end + 1 < hi and lower[n.end + 1] in ("set", "sets"):
                    nxt = "dataset" if lower[n.end + 1] == "set" else "datasets"  # "the Foo-102 data set"
                low = self._span_text(n).lower()
                data_head = self._task_data_head(n) if nxt is not None else None
                if data_head is not None:
                    nxt = lower[data_head]  # "in JRC-Acquis translation dataset": the task, then the head
                    if nxt in ("task", "tasks"):
                        nxt = "benchmark"  # "on the StarCraft II micromanagement tasks": a suite
                        if data_head > n.end:
                            # "the N-Body dynamics task": the task phrase may hold the name
                            self._task_nested_data.add(n.start_char)
                elif nxt == "collection" and n.label_ != "SINGLE" and " " in self._span_text(n) \
                        and self.words[n.start][:1].isupper():
                    self._dataset(n, "dataset-head", proposed_keys)  # "the Chronicling America collection"
                    continue
                if nxt is not None and nxt in ("dataset", "datasets", "benchmark", "benchmarks", "corpus", "suite") \
                        or nxt in _DATABASE_NOUNS and n.label_ != "SINGLE":  # "the FooDB database"
                    if " " not in self._span_text(n) and _norm(self._span_text(n)) not in self.dataset_gaz_keys \
                            and not re.match(r"[A-Z][a-z]+[A-Z][a-z]", self._span_text(n)) \
                            and n.start not in self._version_ends \
                            and self._kind_not_name(n.start, nxt):  # (CamelCase is a name: "a NetHack dataset")
                        continue  # "two fMRI datasets", "an English dataset": a kind of data
                    self._dataset(n, "dataset-head", proposed_keys)
                    if nxt.endswith("s"):
                        for m in self._coordinated_before(n, lo):
                            self._dataset(m, "dataset-head", proposed_keys, allow_single=True)
                elif (low.endswith("bench") or low.split()[-1] in ("benchmark", "dataset", "corpus", "database", "leaderboard")) \
                        and n.label_ != "SINGLE":
                    self._dataset(n, "dataset-head", proposed_keys)
                elif nxt == "leaderboard" and self._leaderboard_name(n, proposed_keys):
                    # "on the Open LLM Leaderboard", "the Alpaca leaderboard": a named
                    # benchmark, the head word part of its name
                    self.add(n.start_char, self.idx[n.end] + len(self.words[n.end]), "Dataset", "dataset",
                             "dataset-leaderboard", 0.75)
                elif nxt in _SUITE_NOUNS and n.text[:1].isupper() and \
                        _norm(f"{self._span_text(n)} {nxt}") in _pwc_keys("task"):
                    self._dataset(n, "dataset-suite", proposed_keys, allow_single=True)  # "on 57 Atari games"
                elif nxt in _COUNTED_SUITE_NOUNS and self._counted_suite(n):
                    self._dataset(n, "dataset-suite", proposed_keys, allow_single=True)  # "nine Meta-World tasks"
                elif self._named_suite_end(n) is not None:
                    end = self._named_suite_end(n)  # "on the DeepMind control suite": the name with its head
                    if _norm(self._span_text(n)) not in proposed_keys:
                        self.add(self._name_start(n), self.idx[end] + len(self.words[end]), "Dataset", "dataset",
                                 "dataset-suite-name", 0.75)
                elif NAME_BEFORE_TASK_PHRASE and self._data_before_task_phrase(n, hi):
                    # "on FooNet-5 object segmentation": the task run on the named data; the
                    # task phrase may hold the name (``resolve`` keeps both)
                    self._dataset(n, "dataset-task-phrase", proposed_keys, allow_single=True)
                    self._task_nested_data.add(n.start_char)
                elif nxt == "," and self._dataset_appositive(n.end):
                    self._dataset(n, "dataset-appositive", proposed_keys, allow_single=True)
                elif nxt in _ENVIRONMENT_HEADS and exp and self._evaluated_environment(n):
                    if GAME_SETTING_SPANS and nxt == "game" and n.start not in self._version_ends \
                            and n.end_char == self.name_at.get(n.start, n).end_char:
                        # "simulations in the Stackelberg game": the game setting is named with
                        # its head (eval/README.md: "a Stackelberg game" is the dataset)
                        self._version_ends[n.start] = self.idx[n.end] + len(self.words[n.end])
                    self._dataset(n, "dataset-environment", proposed_keys, allow_single=True)
                elif nxt in _PLURAL_ENVIRONMENT_HEADS and exp and self._coordinated_environments(n, lo):
                    # "the challenging NetHack and Montezuma's Revenge environments": the plural
                    # head is shared by the coordinated names
                    for m in [n] + self._coordinated_before(n, lo):
                        self._dataset(m, "dataset-environment", proposed_keys, allow_single=True)
                elif SUITE_MEMBER_LISTS and nxt in ("tasks", "domains") and self._coordinated_suite_members(n, lo):
                    # "new ZorbHack and Procgen tasks", "the Dog and Plonk domains from the DeepMind
                    # Control Suite": the suites (or a suite's members) the tasks come from
                    for m in [n] + self._coordinated_before(n, lo):
                        self._dataset(m, "dataset-environment", proposed_keys, allow_single=True)
                elif exp and SIMULATOR_TEST_BEDS and self._evaluated_simulator(n, lo):
                    # "experiments in the Zorb driving simulator", "on the DMC suite and the
                    # Zorb simulator": the simulated world the agent is evaluated in
                    self._dataset(n, "dataset-environment", proposed_keys, allow_single=True)
                elif exp and self._environment_of(n):
                    # "beats self-play in the large game of Google Research Football"
                    self._dataset(n, "dataset-environment", proposed_keys, allow_single=True)
                elif self._experiments_in(n):
                    # "Our Zorb experiments show ...", "Using the Plonk competition experiments, ..."
                    self._dataset(n, "dataset-experiments", proposed_keys, allow_single=True)
        self._method_lists(groups, proposed_keys)
        if LIST_SIBLING_ITEMS:
            self._list_sibling_items(groups, proposed_keys)
        method_spans = {(c.start, c.end) for c in self.cands if c.etype == "Method"}
        for s in self.gaz_by_type.get("Dataset", []):
            n = self.name_at.get(s.start)
            if n is not None and n.end == s.end and (n.start_char, n.end_char) not in method_spans \
                    and not self._method_named_without_data_cue(n) and not self._called_a_method_elsewhere(n):
                self._dataset(n, "dataset-gazetteer", proposed_keys)  # ("methods such as X": a method)
        # name-shaped spans whose spelling variant is a known dataset ("CNN/DailyMail",
        # "WMT14", "WMT14 En-De"), which the phrase matcher cannot see
        for n in self.names:
            if self._known_dataset_name(n) and not self._is_model_name(n.text) \
                    and not self._called_a_method_elsewhere(n) \
                    and (n.start_char, n.end_char) not in self._method_example_spans:
                # (not an example of a method noun: "personalization methods such as Zorb
                # Inversion or DreamBooth", :data:`LISTED_METHOD_HOMONYMS`)
                self._dataset(n, "dataset-gazetteer", proposed_keys, allow_single=True)
        if LOWERCASE_DATASET_NAMES:
            self._lowercase_dataset_names(proposed_keys)
        if COUNTED_DATA_NAMES:
            self._counted_data_names(proposed_keys)
        self._coordinated_with_known(proposed_keys)
        self._mark_pretraining_data()
        self._drop_non_data_names()

    def _metric_word(self, word: str) -> bool:
        """Whether ``word`` (one token of text) is a metric the lexicon or this abstract's
        metric gazetteer knows ("BLEU", "chrF", "accuracy")."""
        return word in L.METRIC_ABBREVIATIONS or word.lower() in L.METRIC_WORDS or _norm(word) in self.metric_gaz_keys

    def _metric_shaped_data_name(self, a: int, b: int) -> bool:
        """Whether the dataset candidate at characters ``[a, b)`` is a one-word name written
        as a measure (:data:`METRIC_SHAPED_DATA_NAMES`): no data or task word follows it, and
        either a bare number stands right before it and a known metric is in its list
        ("12 BLEU and 12 ZORB"), or a known metric (:meth:`_metric_word`) is its neighbour
        in a list ("BLEU, chrF and ZORB", "ZORB and BLEU scores"), that neighbour no dataset
        candidate of this abstract (a list of data holding "SPICE" is data).

        Args:
            a, b: character offsets of the candidate in ``self.text``.
        Returns:
            True when the name is a metric, not a dataset.
        """
        name = self.text[a:b]
        if " " in name or not name[:1].isupper() or _DATA_OR_TASK_NEXT.match(self.text, b):
            return False
        lo = a
        number = _NUMBER_BEFORE.search(self.text[max(0, a - 12):a])
        if number:
            lo = a - len(number.group(0))  # the number's own list neighbour: "12 BLEU and 12 ZORB"
        if _DATA_PREPOSITION_BEFORE.search(self.text[max(0, lo - 12):lo]):
            return False  # "on ZORB and AUC of ...": the place a measure is taken, data
        before = _LIST_JOINT_BEFORE.search(self.text[max(0, lo - 40):lo])
        left = before and not before.group(1).endswith(")") and before.group(1)
        after = _LIST_JOINT_AFTER.match(self.text[b:b + 40])
        right = after and not _MEASURE_VALUE_NEXT.match(self.text, b + after.end()) and after.group(1)
        data = {self.text[c.start:c.end] for c in self.cands if c.etype == "Dataset"}
        # (a metric word that this abstract lists as data is no cue: "QM9, Plonk, SPICE, and MD22")
        return bool(left and left not in data and self._metric_word(left)
                    or right and right not in data and self._metric_word(right))

    def _drop_non_data_names(self) -> None:
        """Remove dataset candidates (role ``dataset``) that name no dataset: a size or a
        dimension only (:data:`SIZE_ONLY_NAMES`: "0.3M-150M", "1D/2D"), and a video platform
        that no rule but the gazetteer pass read as data (:data:`PLATFORM_NAMES_NOT_DATA`:
        "YouTube" of "YouTube videos"), a software library or a company alone
        (:data:`SOFTWARE_NOT_DATA`: "TensorFlow", "Google") and a chain of single letters
        (:data:`LETTER_CHAINS_NOT_DATA`: "A/B/C/D"). Changes ``self.cands``; returns nothing."""
        data = [c for c in self.cands if c.etype == "Dataset" and c.role == "dataset"]
        if not data:
            return
        by_span: dict[tuple[int, int], list] = {}
        for c in data:
            by_span.setdefault((c.start, c.end), []).append(c)
        drop = []
        for (a, b), cs in by_span.items():
            name = self.text[a:b]
            if SIZE_ONLY_NAMES and _SIZE_ONLY_NAME.fullmatch(name):
                drop.extend(cs)  # "imitation data amounts (0.3M--150M tokens)"
            elif PLATFORM_NAMES_NOT_DATA and name.lower() in _VIDEO_PLATFORMS \
                    and all(c.rule == "dataset-gazetteer" for c in cs):
                drop.extend(cs)  # "50 hours of YouTube videos": where the data came from
            elif SOFTWARE_NOT_DATA and (name.lower() in L.SOFTWARE_LIBRARIES or name in L.COMPANY_NAMES) \
                    and not _DATA_HEAD_NEXT.match(self.text, b):
                drop.extend(cs)  # "for PyTorch, TensorFlow and JAX": libraries the code runs on
                # (not "(NVIDIA dataset)": a data head names data after all)
            elif LETTER_CHAINS_NOT_DATA and _LETTER_CHAIN.fullmatch(name):
                drop.extend(cs)  # "A/B/C/D", "S-O-T-A": letters, no name
            elif METRIC_SHAPED_DATA_NAMES and self._metric_shaped_data_name(a, b):
                drop.extend(cs)  # "12 BLEU and 12 ZORB": a measure written as one
                self.add(a, b, "Metric", "metric", "metric-beside-metric", 0.6)
        if drop:
            self.cands = [c for c in self.cands if not any(c is d for d in drop)]

    def _lowercase_dataset_names(self, proposed_keys: set[str]) -> None:
        """Lower-case hyphenated Papers with Code dataset names written as the vocabulary
        spells them ("on ogbn-arxiv", "ogbl-collab"; :func:`~kg.extract.gazetteer.lowercase_dataset_names`),
        which the name-shaped span rules never see (no capital, no digit): each is a dataset
        (rule ``dataset-lowercase-name``), unless the paper proposes it.

        Args:
            proposed_keys: normalised names of the paper's own proposals.
        Source: session 32 (data18), the Open Graph Benchmark's naming scheme.
        """
        names = lowercase_dataset_names()
        text = self.text
        # a match is one of the names as written, so an abstract holding none of them (26
        # names: almost every abstract) needs no scan of its words
        if not names or not any(n in text for n in names):
            return
        for m in _LOWER_NAME_TOKEN_RE.finditer(text):  # (not doc.text: spaCy rebuilds it per read)
            if m.group(0) in names and _norm(m.group(0)) not in proposed_keys:
                self.add(m.start(), m.end(), "Dataset", "dataset", "dataset-lowercase-name", 0.7)

    def _counted_data_name(self, text: str) -> bool:
        """Whether ``text`` is a name sized by a count of thousands or millions ("TI-300K",
        "WebVid-10M", "ML-1m"; :data:`COUNTED_DATA_NAMES`), with no size in billions in it and
        no model family for a stem (:meth:`_is_model_name`: "Pythia-410M", "OPT-125M" are
        models) nor a stem ending in one written with two capitals or more ("SoViT-400m"),
        which makes it a dataset.

        Args:
            text: a name's text.
        Returns:
            True for such a name (False without :data:`COUNTED_DATA_NAMES`).
        """
        if not (COUNTED_DATA_NAMES and _COUNT_SUFFIX.search(text)) or _BILLIONS_PART.search(text):
            return False
        stem = re.split(r"[-/ .\d']", text, maxsplit=1)[0]
        if any(stem.endswith(f) for f in _FAMILY_ENDINGS):
            return False  # "SoViT-400m": a ViT sized by its parameters
        return not (self._is_model_name(text) or self._is_model_name(_COUNT_SUFFIX.sub("", text)))

    def _counted_data_names(self, proposed_keys: set[str]):
        """Names sized by a count of items are datasets (rule ``dataset-counted-name``): "on
        CIFAR-100 with TI-300K" (:meth:`_counted_data_name`), unless a rule typed the name
        already or it (or its stem) is one of the paper's proposals.

        Args:
            proposed_keys: normalised names of the paper's proposals.
        Source: session 31 dataset recall work (size-suffixed names were typed methods).
        """
        found = {c.start for c in self.cands}
        for n in self.names:
            text = self._span_text(n)
            if n.start_char in found or self._name_start(n) in found or not self._counted_data_name(text):
                continue
            if _norm(text) in proposed_keys or _norm(_COUNT_SUFFIX.sub("", text)) in proposed_keys:
                continue
            self.add(self._name_start(n), self._name_end(n), "Dataset", "dataset", "dataset-counted-name", 0.75)

    def _list_sibling_items(self, groups: list[list[Span]], proposed_keys: set[str]):
        """Items of a dataset list that its siblings vouch for (rule ``dataset-list-sibling``,
        with :data:`LIST_SIBLING_ITEMS`): in a list of three names or more read after a list
        trigger (``groups`` of :meth:`datasets`), an item that no rule typed (refused as a
        measure's name, "SPICE", or as a lone word, "CLIC") is a dataset when
        the names right before and after it are datasets (for the last item, the two before
        it): "datasets including QM9, rMD17, QMOF, SPICE, and MD22", "on the Kodak, Tecnick,
        and CLIC datasets". A model's name, a proposal, a name ending in a measure word and
        an activity or field (:meth:`_activity_name`: "Natural Language Processing",
        "Multi-Hop Reasoning", whose siblings are mostly fields read as data) stay out.

        Args:
            groups: the names of each list, left to right.
            proposed_keys: normalised names of the paper's proposals.
        Source: session 29 dataset recall work (coordination as evidence of one class, as
        :meth:`_coordinated_with_known`).
        """
        found = {c.start for c in self.cands if c.etype == "Dataset"}
        typed = {c.start for c in self.cands if c.etype != "Dataset"}
        for g in groups:
            if len(g) < 3:
                continue
            is_ds = [n.start_char in found or self._name_start(n) in found for n in g]
            for i, n in enumerate(g):
                if is_ds[i] or n.start_char in typed or self._name_start(n) in typed:
                    continue
                sides = [i - 2, i - 1] if i == len(g) - 1 else [i - 1, i + 1]
                if min(sides) < 0 or not all(is_ds[j] for j in sides):
                    continue
                text = self._span_text(n)
                if _norm(text) in proposed_keys or self._is_model_name(n.text) or not text[:1].isupper() \
                        or self._activity_name(n) \
                        or n.text.split()[-1].lower() in ("score", "scores", "metric", "metrics", "loss"):
                    continue
                self.add(self._name_start(n), self._name_end(n), "Dataset", "dataset", "dataset-list-sibling", 0.7)

    def _coordinated_with_known(self, proposed_keys: set[str]):
        """Names coordinated with a known dataset found as one are datasets too: in "we
        use CIFAR-10 and FooSet for training", "CIFAR-10" (a Papers with Code dataset
        found by the gazetteer) vouches for "FooSet", though no cue word ("on",
        "dataset") stands before the list. The list is names joined only by commas and
        "and" / "or" (:meth:`_coordinated_before` and its mirror after the name), not in
        brackets unless the sentence reports experiments or names datasets or benchmarks
        (examples need evidence of use, as in :meth:`_bracketed_datasets`),
        and ending with the item after "and"/"or" or before a verb ("On A, B and C,
        FooNet achieves": FooNet is the subject). A name some rule already gave another
        type (method, metric, task), a model name ("ResNet-50") and a name headed by a
        method noun stay as they are; the rest goes through :meth:`_dataset` (rule
        ``dataset-coordinated``), with its guards against
        metrics, methods and generic abbreviations. Not taken either: a name of two words
        or more opening with a word the mention cleaner cuts off
        (:data:`~kg.extract.lexicon.NP_STRIP_LEFT`: "New York City" would become "York
        City") and a name ending in "score", "metric" or "loss" (a measure).

        Args:
            proposed_keys: normalised names of the paper's proposals.
        Source: session 18 dataset recall work (coordination as evidence of one class, as
        in the list rules of :meth:`datasets`).
        """
        found = {c.start for c in self.cands if c.etype == "Dataset"}
        typed = [(c.start, c.end) for c in self.cands if c.etype != "Dataset"]
        anchors = [n for n in self.names if (n.start_char in found or self._name_start(n) in found)
                   and (_norm(self._span_text(n)) in self.dataset_gaz_keys or self._known_dataset_name(n))]
        for n in anchors:
            sent = self.doc[n.start].sent
            lo, hi = sent.start, sent.end
            before = self.words[lo:n.start]
            if "(" in before and before[::-1].index("(") < (before[::-1].index(")") if ")" in before else len(before)) \
                    and not set(self.lower[lo:hi]) & (_EXPERIMENT_WORDS | _BRACKET_EVIDENCE_NOUNS):
                continue  # "open-domain QA (A, NQ) is hard": examples in brackets need evidence of use
            others = self._coordinated_before(n, lo)
            closed = n.start > lo and self.lower[n.start - 1] in ("and", "or")
            k = n.end
            while k < hi and (self.words[k] == "," or self.lower[k] in ("and", "or")):
                sep = k
                while k < hi and (self.words[k] == "," or self.lower[k] in ("and", "or")):
                    k += 1
                joined = any(self.lower[t] in ("and", "or") for t in range(sep, k))
                if closed and not joined:
                    break  # "On A, B and C, FooNet achieves ...": the list closed before the comma
                m = self.name_at.get(k)
                if m is None or m.end > hi:
                    break
                if not joined and m.end < hi and self.pos[m.end] in ("VERB", "AUX"):
                    break  # "On A, FooNet achieves ...": the subject of the main clause
                if LIST_ITEM_SUBJECTS and joined and m.end < hi and self._inflected_verb(m.end) \
                        and self._finite_verb_before(n.start, lo):
                    break  # "improves it on GSM8K and LoRA degrades it": a coordinated clause's subject
                others.append(m)
                closed = closed or joined
                k = m.end
            for m in others:
                if m.start_char in found or any(s < m.end_char and m.start_char < e for s, e in typed):
                    continue
                if self._is_model_name(m.text) or self._method_headed_name(m):
                    continue
                if len(m) > 1 and self.lower[m.start] in L.NP_STRIP_LEFT:
                    continue  # "in New York City and MNIST": a place, and "New" would be cut off
                if _MEASURE_NAME_END.search(m.text):
                    continue  # "its derivative, SWAP-Score": a measure
                self._dataset(m, "dataset-coordinated", proposed_keys, allow_single=True)

    def _mark_pretraining_data(self):
        """Mark the datasets named only as pre-training data (rule ``dataset-pretraining``):
        "a ViT pre-trained on ImageNet-21K", "we pre-train our encoder on A and B",
        "pretraining data from LAION-5B", "ImageNet-pretrained weights", "ImageNet
        pre-training". Following the annotation guidelines such a dataset is still a
        dataset the paper uses (its mention stays), but no dataset the paper is evaluated
        on; the rule name carries that to the link's provenance (kg.graph records each
        link's rule), for the relation to be chosen from it. A name-shaped span right after
        such a cue that ends in "on" or a data noun (not "with" / "using": "pre-trained
        with MAE" names a method) is a dataset candidate too (checked by ``_dataset``:
        models, devices and metrics are refused there).

        A dataset is marked only when every whole-word occurrence of its surface in the
        abstract is in such a context (:data:`_PRETRAIN_BEFORE` then a list of dataset
        names, or :data:`_PRETRAIN_AFTER` right after the name), so "pre-train on ImageNet
        and evaluate on ImageNet" keeps ImageNet an evaluation dataset; "fine-tune
        pretrained models on GLUE" (an adjective before a noun) is no pre-training cue.
        Changes only the ``rule`` of candidates; returns nothing."""
        if not re.search(r"pre-?train", self.text, re.I):
            return
        proposed_keys = {_norm(self._text(c)) for c in self.proposed}
        for m in _PRETRAIN_BEFORE.finditer(self.text):
            if re.search(r"\b(?:with|using)\s+$", m.group(), re.I):
                continue  # "pre-trained with MAE": often a method, not data
            pos = m.end()
            while (t := bisect_left(self.idx, pos)) < len(self.idx) and self.idx[t] == pos and t in self.name_at:
                n = self.name_at[t]  # "pre-trained on LAION-5B and CC12M": names the cue makes datasets
                self._dataset(n, "dataset-pretraining", proposed_keys)
                sep = _PRETRAIN_LIST_SEP.match(self.text, n.end_char)
                if sep is None:
                    break
                pos = sep.end()
        data = [c for c in self.cands if c.etype == "Dataset" and c.role == "dataset"]
        if not data:
            return
        spans = sorted({(c.start, c.end) for c in data})
        in_context: set[tuple[int, int]] = set()
        for m in _PRETRAIN_BEFORE.finditer(self.text):
            pos = m.end()
            while True:  # the list of names after the cue: "on A, B and C"
                nxt = next(((s, e) for s, e in spans if s == pos), None)
                if nxt is None:
                    break
                in_context.add(nxt)
                sep = _PRETRAIN_LIST_SEP.match(self.text, nxt[1])
                if sep is None:
                    break
                pos = sep.end()
        for s, e in spans:
            if _PRETRAIN_AFTER.match(self.text, e):
                in_context.add((s, e))
        for c in data:
            surface = self.text[c.start:c.end]
            occurrences = _name_occurrences(self.text, surface)
            if occurrences and all(o in in_context for o in occurrences):
                c.rule = "dataset-pretraining"

    def _glued_version_end(self, j: int, hi: int) -> int:
        """Past the upper-case letters glued to the year at token ``j`` ("2014T", which the
        tokenizer splits into "2014" and "T"), before ``hi``; ``j + 1`` when none is glued
        or the year is no four-digit year."""
        k = j + 1
        if not _YEAR.fullmatch(self.words[j]):
            return k
        while k < hi and not self.ws[k - 1] and re.fullmatch(r"[A-Z]{1,2}", self.words[k]):
            k += 1
        return k

    def _suite_member_list(self, i: int, lo: int) -> bool:
        """Whether the list trigger at token ``i`` (sentence start ``lo``) follows a plural
        noun of :data:`_SUITE_MEMBER_NOUNS`, right before "from" or an example trigger
        ("games, including A, B and C", "environments such as A", "environments from A"):
        the names after it are the games or environment suites the paper evaluates on, or
        its benchmark is built from, which the guidelines count as datasets (D3), also in
        a sentence without an experiment word."""
        w = self.lower[i]
        k = i - 2 if w == "as" else i - 1
        if k >= lo and self.words[k] in (",", "("):
            k -= 1
        return k >= lo and self.lower[k] in _SUITE_MEMBER_NOUNS and (w == "from" or w in _EXAMPLE_TRIGGERS)

    def _named_suite_end(self, n: Span) -> Optional[int]:
        """Where a suite or benchmark named by ``n`` and one lower-case noun ends: "on the
        DeepMind control suite", "the Foo driving benchmark" (rule ``dataset-suite-name``).
        The name follows "the", is written with a capital inside or in capitals (a maker or
        a coined name, not a sentence-initial word), the noun is no method noun and, before
        "benchmark", no task noun (those are read by :meth:`_task_data_head`, which keeps the
        name alone: "the MNIST classification benchmark"), and a singular :data:`_NAMED_SUITE_HEADS` word ends the phrase, followed by
        no noun ("suite models").

        Returns:
            The index of the head word, or None.
        """
        k = n.end
        if n.start == 0 or self.lower[n.start - 1] != "the" or k + 1 >= len(self.doc):
            return None
        text = self._span_text(n)
        if not re.search(r"[A-Z].*[A-Z]", text) or self._is_model_name(text) or _norm(text) in self.dataset_gaz_keys:
            return None  # ("the CALVIN language benchmark": the known dataset is named alone)
        mid = self.lower[k]
        if not (self.words[k].isalpha() and self.words[k].islower() and self.pos[k] == "NOUN") \
                or mid in L.TASK_HEADS and self.lower[k + 1] != "suite" \
                or mid in _LIST_METHOD_NOUNS or mid in _SYSTEM_NOUNS:
            return None  # (a suite keeps its task noun: "the DeepMind control suite")
        if self.lower[k + 1] not in _NAMED_SUITE_HEADS:
            return None
        if k + 2 < len(self.doc) and (self.pos[k + 2] == "NOUN" or self.words[k + 2] == "-"):
            return None
        return k + 1

    def _lower_item_closes_list(self, end: int, j: int, hi: int) -> bool:
        """Whether the lower-case word at token ``j`` is one more item of a list of names that
        ends at token ``end``, not a noun the names modify: only list joiners ("," / "and" /
        "or") stand between (at least one), and the word, with any words glued to it by
        hyphens ("ogbn-arxiv"), is followed by a full stop, ";", a closing bracket, the
        sentence end (token ``hi``) or a comma and a lower-case word that is no joiner
        (", as well as", ", respectively"): "including A, B, and ogbn-arxiv.", "on A, B,
        ogbn-arxiv, as well as C". Not "on A, B, and ultrasound images" (a noun follows: the
        names modify it), nor "on A, reasoning, and fact verification tasks" (the list goes
        on and may end in such a noun). Returns: True for such an item. Source: session 33
        (data20)."""
        lower, words = self.lower, self.words
        between = [lower[t] for t in range(end, j)]
        if not between or any(w not in (",", "and", "or") for w in between):
            return False
        e = j + 1
        while e + 1 < hi and words[e] == "-" and not self.ws[e - 1] and not self.ws[e]:
            e += 2  # "ogbn - arxiv" written without spaces
        if e < hi and words[e] == ",":
            e += 1  # "..., ogbn-arxiv, as well as C", "..., and ogbn-arxiv, respectively"
            if e < hi and (lower[e] in ("and", "or") or self.name_at.get(e) is not None):
                return False  # the list goes on: "A, B, reasoning, and QA tasks" may end in a noun
        return e >= hi or words[e] in (".", ";", ")") or words[e - 1] == "," and words[e].islower() \
            or lower[e] == "as" and e + 2 < hi and lower[e + 1] == "well" and lower[e + 2] == "as"

    def _announced_datasets(self, lo: int, hi: int, proposed_keys: set[str]):
        """Names listed right after a counted plural dataset noun ("data sets" too) and a
        comma, colon or dash are those datasets (rule ``dataset-announced``): "on two public
        datasets, A and B, show", "three benchmarks: A, B and C", "two code/math
        problem-solving datasets, A and B". An item may open with "the", end its name with
        one lower-case noun before the next separator ("two real data sets - Zorb costs and
        the Plonk income dataset": "Zorb costs", "Plonk income") and close with "dataset" /
        "benchmark" / "corpus". The count (a digit or a number word, past at most
        six lower-case modifier tokens, slashes and hyphens) must equal the number of names, joined by commas and one closing
        "and"; then a name that Papers with Code or the model lexicon know as a method
        (a homonym) is a dataset here all the same, since the sentence says so.
        Sentence tokens ``lo`` to ``hi``."""
        lower, words, pos = self.lower, self.words, self.pos
        for k in range(lo + 1, hi - 2):
            if not (lower[k] in _ANNOUNCING_NOUNS or lower[k] == "sets" and lower[k - 1] == "data") \
                    or words[k + 1] not in (",", ":", "—", "–", "--", "---"):
                continue
            c = k - 1 if lower[k] != "sets" else k - 2
            first = c
            while c > lo and c >= first - 6 and (pos[c] in ("ADJ", "NOUN", "PROPN", "VERB") and words[c].islower()
                                                 or words[c] in ("/", "-")):
                c -= 1  # "two code/mathematical problem-solving datasets, A and B"
            count = _COUNT_VALUES.get(lower[c]) or (int(words[c]) if words[c].isdigit() and len(words[c]) == 1 else None)
            if count is None:
                continue
            j, found, closed = k + 2, [], False
            ends: dict[int, int] = {}  # name start token -> end character of the item's name
            while j < hi:
                if lower[j] == "the" and j + 1 in self.name_at:
                    j += 1  # "... and the Zorb income dataset"
                n = self.name_at.get(j) or self._counted_plural_name(j)
                if n is None:
                    break
                found.append(n)
                j = n.end
                if j + 1 < hi and words[j].islower() and words[j].isalpha() and pos[j] == "NOUN" \
                        and lower[j] not in L.DATASET_LIST_NOUNS and lower[j] != "data" \
                        and lower[j] not in L.GENERIC_NOUNS \
                        and (words[j + 1] in (",", ".", ";") or lower[j + 1] in ("and", "dataset", "benchmark", "corpus")):
                    ends[n.start] = self.idx[j] + len(words[j])  # "Zorb costs and ...": a noun ends the name
                    j += 1
                if j < hi and lower[j] in ("dataset", "benchmark", "corpus"):
                    j += 1  # "the Zorb income dataset": the item's head
                if closed:
                    break
                if j < hi and words[j] == ",":
                    j += 1
                if j < hi and lower[j] == "and":
                    closed = True
                    j += 1
                elif words[j - 1] != ",":
                    break
            if not closed or len(found) != count or j < hi and words[j] not in (",", ".", ")", ";") \
                    and pos[j] not in ("VERB", "AUX"):
                continue
            for n in found:
                if _norm(self._span_text(n)) in proposed_keys or self._cited_venue(n):
                    continue
                self.add(self._name_start(n), ends.get(n.start, self._name_end(n)), "Dataset", "dataset",
                         "dataset-announced", 0.8)

    def _counted_plural_name(self, j: int) -> Optional[Span]:
        """A name that opens with a whole number before one capitalised plural word, at
        token ``j`` ("50 Salads", "20 Newsgroups"), as a Span; the name reader starts names
        at a capital letter, so such a name is read only where an announced list counts its
        items (:meth:`_announced_datasets`: "two standard benchmarks, Breakfast and 50
        Salads"). None when token ``j`` does not open one.
        """
        if not (NUMBERED_LIST_NAMES and j + 1 < len(self.doc) and self.words[j].isdigit()):
            return None
        m = self.name_at.get(j + 1)
        w = self.words[j + 1]
        if m is None or m.end != j + 2 or not (w[:1].isupper() and w[1:].islower() and w.endswith("s")):
            return None
        return self.doc[j:m.end]

    def _split_set_head(self, n: Span, hi: int) -> Optional[int]:
        """The index of the split noun ("set", "sets", "split", "splits") of a split of
        data named right after the name ``n``: a split word of :data:`_SPLIT_NOUNS`
        ("test", "evaluation", "validation", "dev", "training" ...) and the noun, after the
        name's possessive "'s" and one rating adjective of :data:`_SPLIT_ADJECTIVES` at most:
        "the Foo-2 evaluation set", "FooQA's blind test set", "the Bar test split". The
        name opens with a capital and ends in no lower-case hyphenated word ("the fMRI
        training set" is a kind of data, "the Web-scale training set" a size).

        Args:
            n: a name span.
            hi: the token past the end of the name's sentence.
        Returns:
            The split noun's index, or None when no split follows the name.
        Source: session 28 dataset recall work (development misses "as measured on the
        public X evaluation set", "we use X's blind test set").
        """
        txt = self._span_text(n)
        if not txt[:1].isupper() or re.search(r"-[a-z]+$", txt):
            return None  # "the fMRI training set": a kind of data; "the Web-scale training set": a size
        k = n.end
        if k < hi and self.words[k] in ("'s", "’s"):
            k += 1
        if k < hi and self.lower[k] in _SPLIT_ADJECTIVES:
            k += 1
        if k + 1 < hi and self.lower[k] in _SPLIT_NOUNS and self.lower[k + 1] in _SPLIT_HEADS:
            return k + 1
        return None

    def _split_count_end(self, j: int, hi: int) -> Optional[int]:
        """End (exclusive token index) of a count in thousands or millions at token ``j``
        that the tokenizer split off its letter ("100K" -> "100", "K", written without a
        space; :data:`SPLIT_COUNT_VERSIONS`), or None when token ``j`` starts no such count.
        A name's version then ends at the letter ("the Atari 100K benchmark")."""
        if j + 1 < hi and self.words[j].isdigit() and not self.ws[j] \
                and self.words[j + 1] in _SPLIT_COUNT_LETTERS \
                and (j + 2 >= len(self.words) or not _is_word_char(self.words[j + 2][:1]) or self.ws[j + 1]):
            return j + 2
        return None

    def _task_data_head(self, n: Span) -> Optional[int]:
        """Whether the name ``n`` is followed by a task noun of
        :data:`~kg.extract.lexicon.TASK_HEADS` (after at most one lower-case modifier) and a
        singular dataset noun ("dataset", "benchmark", "corpus"): "in JRC-Acquis
        translation dataset", "the MNIST classification dataset", "the CLRS-30 algorithmic
        reasoning benchmark". The name then heads a dataset as in "<name> dataset"
        (rule ``dataset-head``, with its checks: a one-word name after "a" / a number is a
        kind of data, a defined acronym of no dataset noun is no dataset); a name of any length
        after "a" / "an" / a number describes a new dataset by its language or domain ("an
        Australian Sign Language translation dataset"), so no name is read there.

        With :data:`TASK_WORDS_BEFORE_HEAD`, after a name that is no lone title-case word
        ("the first Chinese medical exam dataset"), any one to three lower-case words (adjectives,
        nouns, hyphenated words) may stand between the name and a dataset noun, singular or
        plural ("on MiniWoB web automation benchmark", "on the Zorb multi-task benchmark"),
        and after "the" a name that is no short capital word (a digit, a version, several
        words or inner capitals: "the StarCraft II micromanagement tasks") heads "tasks"
        after such words as a benchmark suite (not "the OOD detection tasks": a kind of
        problem; nor one "task": "the N-Body dynamics task" names the task, which the task
        rules read).

        Returns:
            The index of the dataset noun, or None.
        """
        k = n.end
        if k + 2 < len(self.doc) and self.words[k].islower() and self.words[k].isalpha() \
                and self.pos[k] in ("ADJ", "NOUN") and self.lower[k + 1] in L.TASK_HEADS:
            k += 1  # "algorithmic reasoning benchmark"
        if k + 1 < len(self.doc) and self.lower[k] in L.TASK_HEADS and self.pos[k] == "NOUN" \
                and self.lower[k + 1] in ("dataset", "benchmark", "corpus") and not self._kind_not_name(n.start, "dataset"):
            return k + 1
        sent_end = self.sents[self.tok_sent[n.start]].end
        if NAMED_TASK_DATA:
            k = n.end
            while k < sent_end and k < n.end + 3 and _LOWER_WORD_RE.fullmatch(self.words[k]) \
                    and self.pos[k] in ("ADJ", "NOUN", "VERB") and self.lower[k] not in ("task", "tasks"):
                k += 1
            if k < sent_end and self.lower[k] in ("task", "tasks") and self._named_task_data(n, k):
                return k  # "on the PathX-256 task", "for BigBench-hard reasoning tasks"
        if not TASK_WORDS_BEFORE_HEAD or n.label_ == "SINGLE":
            return None  # ("the first Chinese medical exam dataset": a one-word title-case name is a language)
        k = n.end
        if k < sent_end and _NAME_VERSION_RE.match(self.words[k]) and self.ws[k - 1]:
            k += 1  # "the StarCraft II micromanagement tasks": past the version
        first = k
        words_read = 0
        while k < sent_end and words_read < 3:
            if HYPHEN_MODIFIERS_BEFORE_HEAD and k + 1 < sent_end and self._hyphen_glue(k + 1) \
                    and _LOWER_WORD_RE.fullmatch(self.words[k]) and self.pos[k] in ("ADJ", "NOUN", "VERB"):
                g = self._glued_end(k)
                if g < sent_end and all(_LOWER_WORD_RE.fullmatch(self.words[t]) or self.words[t] == "-"
                                        for t in range(k, g)):
                    k = g  # "multi-task": one modifier, split by the tokenizer
                    words_read += 1
                    continue
            if not (_LOWER_WORD_RE.fullmatch(self.words[k])
                    and self.pos[k] in ("ADJ", "NOUN", "VERB") and self.lower[k] not in _HEAD_WORDS_AFTER_NAME
                    and self.lower[k] not in ("task", "tasks")
                    and self.lower[k] not in L.REPORT_VERBS):
                break
            k += 1
            words_read += 1
        if k == first or k >= sent_end:
            return None
        head = self.lower[k]
        if head in _HEAD_WORDS_AFTER_NAME and not self._kind_not_name(n.start, head):
            return k
        txt = self._span_text(n)
        short_caps = txt.isalpha() and txt.isupper() and len(txt) <= 4
        suite = short_caps and SHORT_CAPS_TASK_SUITES and self._short_caps_suite(n)
        # ("on the UCI regression tasks": a collection's name, not a field)
        if head == "tasks" and (not short_caps or suite) and n.start > 0 \
                and self.lower[n.start - 1] == "the" and (
                first > n.end or " " in txt or any(ch.isdigit() for ch in txt) or re.search(r"[a-z][A-Z]|-[A-Z]", txt)
                or suite):
            return k
        return None

    def _evaluated_on_the(self, n: Span, hi: int) -> bool:
        """Whether the name ``n`` ends a phrase "<cue> on the <name>" that names the data a
        model is trained or evaluated on (:data:`EVALUATED_ON_THE_NAME`): the cue is a word of
        :data:`_ON_THE_DATA_CUES` ("evaluated", "trained", "experiments", "performance" ...),
        and a comma, ";", "." or the sentence end follows the name ("When trained and
        evaluated on the FooDB, our method ..."). A name followed by a noun ("on the FooNet
        backbone"), by "of", or by a comma and another name or "and" / "or" (the first item of
        a list the list rules read: "on the A, B and C equations") is no such phrase; the
        checks of :meth:`_dataset` (models, methods, metrics, generic abbreviations) apply.

        Args:
            n: a name span of the sentence.
            hi: the sentence end.
        Returns:
            True when the name is read as a dataset (rule ``dataset-experiments``).
        Source: session 32 dataset recall work (corpus check: 10 such phrases in the three
        corpora, all datasets, 5 of them no Papers with Code dataset).
        """
        k = n.start
        if k < 3 or self.lower[k - 1] != "the" or self.lower[k - 2] != "on" or self.lower[k - 3] not in _ON_THE_DATA_CUES:
            return False
        e = n.end
        if e + 1 < hi and self.words[e] == "," and (e + 1 in self.name_at or self.lower[e + 1] in ("and", "or")):
            return False  # "on the Foo-Bar, Baz-Qux and Quux equations": the first item of a list
        return e >= hi or self.words[e] in (",", ";", ".")

    def _variant_of_data(self, n: Span, lo: int) -> bool:
        """Whether the name ``n`` is written as a variant of the dataset named right before it:
        a data noun (:data:`_BRACKET_EVIDENCE_NOUNS`: "dataset", "benchmark", "corpus" ...) or
        a name some rule read as a dataset, a comma, "its" / "their", one of "variant(s)",
        "version(s)", "extension(s)", then the name ("on the Foo benchmark, its variant
        1D-Foo, and ..."; :data:`DATA_VARIANT_APPOSITIVES`). After a method's name or noun
        ("FooGrad, its variant FooGrad-OS") the variant is a method and is not read.

        Args:
            n: a name span of the sentence.
            lo: the sentence's first token.
        Returns:
            True when the name is read as a dataset (rule ``dataset-noun-name``).
        Source: session 32 dataset recall work (an appositive naming a version of the data).
        """
        k = n.start - 1
        if k - 3 < lo or self.lower[k] not in ("variant", "variants", "version", "versions",
                                               "extension", "extensions"):
            return False
        if self.lower[k - 1] not in ("its", "their") or self.words[k - 2] != ",":
            return False
        b = k - 3
        if self.lower[b] in _BRACKET_EVIDENCE_NOUNS:
            return True
        found = {c.start for c in self.cands if c.etype == "Dataset"}
        m = next((m for m in self.names if m.end == b + 1), None)
        return m is not None and (m.start_char in found or self._name_start(m) in found)

    def _short_caps_suite(self, n: Span) -> bool:
        """Whether the short capital name ``n`` (at most four letters), read by
        :meth:`_task_data_head` before lower-case task words and "tasks" after "the" ("on the
        UCI regression tasks", "the VTAB vision tasks"), names a collection of tasks rather than
        a field or a problem ("the OOD detection tasks", "the NLP tasks"): it is no generic
        abbreviation of the field (:data:`~kg.extract.lexicon.GENERIC_ABBREVIATIONS`), no
        abbreviation the abstract defines (a defined short form names the problem or the
        method: "knowledge graph completion (KGC)"), no Papers with Code task and no known
        method or metric (:data:`SHORT_CAPS_TASK_SUITES`).

        Args:
            n: a name span of one all-capital word of at most four letters.
        Returns:
            True when the name is read as the suite's name.
        Source: session 32 dataset recall work (a lexicon of field abbreviations against a
        suite's name; corpus check: 3 phrases "the <CAPS> <word> tasks", all named suites).
        """
        txt = self._span_text(n)
        key = _norm(txt)
        if txt in L.GENERIC_ABBREVIATIONS or key in _pwc_keys("task") or key in self.task_gaz_keys:
            return False
        if key in self.method_gaz_keys or key in self.metric_gaz_keys or txt in L.METRIC_ABBREVIATIONS:
            return False
        return not any(key == _norm(a.short) for _, _, a in self.pairs)

    def _data_noun_of_name(self, n: Span, lo: int, hi: int) -> bool:
        """Whether the name ``n`` is the data that "dataset(s)" (:data:`_OF_NAME_DATA_NOUNS`)
        names through "of" or "from the": "the shape assembly benchmark dataset of FooParts
        and ...", "the relaxation dataset of ZorbCat20,", "a biomedical dataset from the Plonk
        Biobank, with ..." (:data:`DATA_NOUN_OF_NAME`). "from" needs "the" ("a dataset from
        Meta": the maker, no data). The name must end its phrase: the sentence end, a comma,
        ";", ")" or "and" / "or" follows it (not "a corpus of English patent claims", "data
        of FooCorp users": the name modifies a noun). The checks of :meth:`_dataset` apply
        (models, known methods, metrics, generic abbreviations).

        Args:
            n: A name span of the sentence.
            lo: The sentence's first token.
            hi: The sentence's end (exclusive).

        Returns:
            True when the name is read as a dataset (rule ``dataset-noun-of``).
        Source: session 34 (data21), names the vocabulary does not know.
        """
        k = n.start - 1
        the = k > lo and self.lower[k] == "the"
        if the:
            k -= 1
        if k - 1 < lo or not (self.lower[k] == "of" or self.lower[k] == "from" and the):
            return False
        if self.lower[k - 1] not in _OF_NAME_DATA_NOUNS:
            return False
        e = n.end
        if e < hi and self.words[e] not in (",", ".", ";", ")") and self.lower[e] not in ("and", "or"):
            return False
        return not self._is_model_name(self._span_text(n))

    def _data_noun_before(self, n: Span, lo: int) -> bool:
        """Whether the name ``n`` follows, as its appositive, a singular data noun
        ("dataset", "benchmark", "corpus") or the noun "task" that opens a noun phrase with
        "the" / "a" / "an" across at most four lower-case or hyphenated modifiers: "on
        the real-world dataset DAIR-V2X", "a large-scale face recognition dataset CelebA",
        "the lexically constrained generation task CommonGen". After "task" the name must
        be shaped like a dataset's (a digit, or a capital inside a word with small letters:
        "the translation task IWSLT14", "action recognition task SL-Animals"; not "the task
        NER", an abbreviation of the problem). The noun phrase may also open with no
        determiner after "on" / "in" / "and" / "or" / "as" / "including" ("as well as
        action recognition task SL-Animals").
        The name must end the noun phrase (not "the dataset FooNet model"); a name followed
        by "of" is the first part of a longer one.

        Args:
            n: A name span of the sentence.
            lo: The sentence's first token.

        Returns:
            True when the name is read as a dataset (rule ``dataset-noun-name``).
        """
        k = n.start - 1
        if k <= lo or self.lower[k] not in _NAME_AFTER_DATA_NOUNS:
            return False
        if self.lower[k] == "task" and not (_TASK_DATA_NAME_SHAPE.search(self._span_text(n))
                                            and re.search(r"[a-z]|\d", self._span_text(n))):
            return False
        if n.end < len(self.doc) and (self.lower[n.end] == "of" or self.pos[n.end] == "NOUN"
                                      and self.words[n.end].islower()):
            return False  # "the dataset FooNet model": the name modifies a noun
        j = k - 1
        while j > lo and j > k - 6 and self.lower[j] not in ("the", "a", "an") and self.lower[j] not in _POSSESSIVE_OPENERS and (
                _LOWER_WORD_RE.fullmatch(self.words[j]) or self.words[j] == "-") \
                and self.pos[j] in ("ADJ", "NOUN", "VERB", "PUNCT", "ADV", "PROPN"):
            j -= 1
        if self.lower[j] in ("the", "a", "an") or POSSESSIVE_DATA_NOUN_OPENERS and self.lower[j] in _POSSESSIVE_OPENERS:
            return True  # ("our best performing dataset FooPile-5B")
        return j < k and self.lower[j] in ("on", "in", "and", "or", "as", "including") and (
            self.lower[k] == "task" or j < k - 1)

    def _suite_task_phrases(self, n: Span, lo: int, hi: int) -> list[tuple[Span, int]]:
        """Suites named with the kind of their tasks (rule ``dataset-suite-tasks``, with
        :data:`NAMED_SUITE_TASKS`; the caller asks for a sentence about experiments): the
        name ``n`` (past a version: "StarCraft II"), one or two lower-case words and
        "tasks" ("DeepMind control tasks", "Google research football tasks"), after "on" /
        "in" / "across" / "among" / "over" / "from" and at most three words of
        :data:`_SUITE_PHRASE_OPENERS`, numbers, count words or adjectives ("among 12
        challenging DeepMind control tasks"); a phrase of the same shape coordinated
        before it by "and" / "or" shares the head ("on challenging StarCraft II
        micromanagement and Google research football tasks"). Each name passes
        :meth:`_environment_name` (no short capital field: "on NLP classification tasks";
        no model; no task name) and one of them is shaped as a proper name
        (:data:`_PROPER_NAME_SHAPE`: an inner capital or a digit, or a version: not
        "in English reading tasks"); no name is a Papers with Code method. The guidelines
        count task suites an agent or model is evaluated on as datasets, and the annotators
        write such a suite with its kind of task ("DeepMind control", "StarCraft II
        micromanagement"; eval/README.md D3).

        Args:
            n: a name span.
            lo, hi: the sentence's first token and end.
        Returns:
            ``(name, last token)`` pairs, the head conjunct's last token being "tasks" and
            an earlier conjunct's its last lower-case word; empty when ``n`` heads no such
            phrase (a phrase is reported at its head conjunct only).
        A phrase that :meth:`_task_data_head` reads ("on the StarCraft II micromanagement
        tasks": the name alone) is left to it by the caller.

        Source: session 29 dataset recall work (dev: "Among 12 challenging DeepMind control
        tasks").
        """
        def words_after(m: Span) -> tuple[int, int, bool]:
            k = m.end
            version = k < hi and bool(_NAME_VERSION_RE.match(self.words[k])) and self.ws[k - 1]
            if version:
                k += 1
            first = k
            while k < hi and k < first + 2 and _LOWER_WORD_RE.fullmatch(self.words[k]) \
                    and self.pos[k] in ("ADJ", "NOUN", "VERB", "PROPN") and self.lower[k] not in ("task", "tasks") \
                    and self.lower[k] not in _HEAD_WORDS_AFTER_NAME and self.lower[k] not in L.REPORT_VERBS \
                    and self.lower[k] not in ("and", "or"):
                k += 1
            return first, k, version

        def suite_name(m: Span) -> bool:
            text = self._span_text(m)
            return self._environment_name(m) and _norm(text) not in self.method_gaz_keys \
                and _norm(text) not in self.dataset_gaz_keys and not _ADJECTIVE_SUFFIX.search(text)

        first, k, version = words_after(n)
        if k == first or k >= hi or self.lower[k] != "tasks" or not suite_name(n):
            return []
        phrases = [(n, k, version)]
        b = n.start - 1
        if b > lo and self.lower[b] in ("and", "or"):
            prev = max((m for m in self._names_in(lo, b)), key=lambda m: m.start, default=None)
            if prev is not None:
                f2, k2, v2 = words_after(prev)
                if k2 == b and k2 > f2 and suite_name(prev):
                    phrases.insert(0, (prev, k2 - 1, v2))
                    b = prev.start - 1
        if not any(v or _PROPER_NAME_SHAPE.search(self._span_text(m)) for m, _, v in phrases):
            return []
        steps = 0
        while b >= lo and steps < 3 and (self.lower[b] in _SUITE_PHRASE_OPENERS or self.lower[b] in _COUNT_WORDS
                                         or self.pos[b] in ("NUM", "ADJ") or self.tag[b] in ("VBG", "VBN")):
            b -= 1
            steps += 1
        if b < lo or self.lower[b] not in ("on", "in", "across", "among", "over", "from"):
            return []
        return [(m, end) for m, end, _ in phrases]

    def _data_before_task_phrase(self, n: Span, hi: int) -> bool:
        """Whether the name ``n`` is followed by one to three lower-case words that end in a
        head of :data:`_DATA_TASK_HEADS` and then by the sentence end (token ``hi``), a
        comma, a full stop, ";", ")" or "and" / "or": "mIoU on FooNet-5 object segmentation.",
        "on ZorbSet classification and ...". The name must also pass
        :meth:`_named_task_data` (a dataset's shape: a digit or an inner capital; no task of
        Papers with Code, no defined abbreviation; after "on" / "in", "for" behind a measure
        or a list continuing such a phrase) and be no model name ("on GPT-4 text
        classification" runs a model). Returns: True when the name is read as a dataset
        (rule ``dataset-task-phrase``). Source: session 33 (data20)."""
        k = n.end
        while k < hi and k < n.end + 3 and _LOWER_WORD_RE.fullmatch(self.words[k]) \
                and self.pos[k] in ("ADJ", "NOUN", "VERB"):
            k += 1
        if k == n.end or self.lower[k - 1] not in _DATA_TASK_HEADS:
            return False
        if k < hi and self.words[k] not in (",", ".", ";", ")") and self.lower[k] not in ("and", "or"):
            return False
        return not self._is_model_name(self._span_text(n)) and self._named_task_data(n, k - 1)

    def _named_task_data(self, n: Span, k: int) -> bool:
        """Whether the name ``n``, followed (across at most three lower-case words) by the
        task noun at token ``k`` ("task" / "tasks"), names the data a result is reported on:
        the name is shaped like a dataset's (a digit or a capital inside a word with small
        letters: "the PathX-256 task", "the GEOM-QM9 molecular conformation generation task",
        "for BigBench-hard reasoning tasks"; not an all-capital abbreviation of a problem,
        "the GCD task", "in CIR task"), it is no defined abbreviation, no Papers with Code
        task, and it stands after "on" / "in" (with or without "the") or after "for" right
        behind a measure or a noun of change ("exact match score for the Bugs2Fix task", "an
        accuracy increase for ..."), or after "and" / "or" continuing such a list within
        twelve words; not after a verb of purpose ("validating the LuminAIRe task", "a model
        for the ReID-AW task").

        Returns:
            True when the name is read as a dataset (rule ``dataset-head``).
        """
        txt = self._span_text(n)
        if not _TASK_DATA_NAME_SHAPE.search(txt) or not re.search(r"[a-z]", txt) and not re.search(r"\d", txt):
            return False
        key = _norm(txt)
        if key in _pwc_keys("task") or any(key == _norm(a.short) for _, _, a in self.pairs):
            return False
        b = n.start - 1
        if b >= 0 and self.lower[b] == "the":
            b -= 1
        if b < 0:
            return False
        if self.lower[b] in ("and", "or") and b > 0:
            lo = self.sents[self.tok_sent[n.start]].start
            # "on the N-Body dynamics task and the GEOM-QM9 ... task": the list goes on
            return any(self.lower[j] in ("on", "in") for j in range(max(lo, b - 12), b))
        if self.lower[b] in ("on", "in"):
            return True
        if self.lower[b] != "for" or b == 0:
            return False
        m = b - 1
        if self.words[m] == ")":
            # "an accuracy increase (from 31.2% to 37.1%) for ...": the measure before the bracket
            m = next((j - 1 for j in range(m - 1, max(-1, m - 20), -1) if self.words[j] == "("), m)
        return m >= 0 and (self.lower[m] in L.METRIC_WORDS or self.lower[m] in _MEASURE_NOUNS_AFTER_TASK
                           or self.lower[m] in _MEASURE_CHANGE_NOUNS or self.lower[m] in ("points", "%"))

    def _result_bracket_end(self, j: int, hi: int) -> Optional[int]:
        """Where a list of names goes on past a bracket of results after one of its names:
        when token ``j`` opens a bracket that closes within 12 tokens (before ``hi``, the
        sentence end) and holds a reported value (a number with "%", a sign, a decimal
        point or "x": "(+5.3% Hits@1)", "(81.2 mAP)"), and a list word or comma follows
        it, the token after the bracket; else None. "on A (+5.3% Hits@1) and B (+8%
        accuracy)" lists A and B, while "on A (Smith et al., 2020)" or an acronym
        definition "(AB)" stops the list, as before.

        Args:
            j: index of the token after a listed name.
            hi: end (exclusive) of the sentence.

        Returns:
            The index of the list word after the bracket, or None.
        """
        words = self.words
        if j >= hi or words[j] != "(":
            return None
        value = False
        for k in range(j + 1, min(hi, j + 13)):
            w = words[k]
            if w == ")":
                if value and k + 1 < hi and (words[k + 1] == "," or self.lower[k + 1] in ("and", "or")):
                    return k + 1
                return None
            if w in ("(", ";") or _YEAR.fullmatch(w):
                return None
            if w == "%" or re.fullmatch(r"[+\-−±~≈]?\d[\d,]*(?:\.\d+)?(?:%|x|×)?", w) and (
                    re.search(r"[.%x×+\-−±]", w) or k + 1 < hi and words[k + 1] == "%"):
                value = True
        return None

    def _leaderboard_name(self, n: Span, proposed_keys: set[str]) -> bool:
        """Whether the name ``n``, right before "leaderboard", names a leaderboard (rule
        ``dataset-leaderboard``: "the Open LLM Leaderboard", "the Alpaca leaderboard"): it
        opens with a capital letter, is no known dataset (a known one, "the AlpacaEval
        leaderboard", is found as itself), no proposal of the paper, no model or method name,
        no metric and no evaluative word ("SOTA leaderboard")."""
        text = self._span_text(n)
        key = _norm(text)
        return text[:1].isupper() and key not in self.dataset_gaz_keys and not self._known_dataset_name(n) \
            and key not in proposed_keys and key not in self.method_gaz_keys and not self._is_model_name(n.text) \
            and not self._known_metric(n) and text.lower() not in L.EVALUATIVE \
            and text.lower() not in L.NP_STRIP_LEFT

    def _known_metric(self, n: Span) -> bool:
        """Whether the name ``n`` is a known metric: a metric of the phrase gazetteer in this
        abstract or an abbreviation of :data:`~kg.extract.lexicon.METRIC_ABBREVIATIONS`."""
        return _norm(self._span_text(n)) in self.metric_gaz_keys or n.text in L.METRIC_ABBREVIATIONS

    def _metric_list(self, found: list[Span]) -> bool:
        """Whether a coordinated list of names after "on" / "in" / "across" (``found``, two
        or more) names measures rather than data ("outperforms X by 10.5% and 8.6% on NDS
        and mAP"): one of them is a known metric (:meth:`_known_metric`), none is a known
        dataset (gazetteer, :meth:`_known_dataset_name`), and the others are one word each
        (an acronym such as "NDS"), since a list holds items of one kind. The unknown items
        are then metrics (rule ``metric-coordinated``) and no item is a dataset."""
        if len(found) < 2 or not any(self._known_metric(n) for n in found):
            return False
        for n in found:
            if _norm(self._span_text(n)) in self.dataset_gaz_keys or self._known_dataset_name(n):
                return False
            if not self._known_metric(n) and (len(n) != 1 or not n.text[:1].isupper()):
                return False
        return True

    def _experiments_in(self, n: Span) -> bool:
        """Whether the name ``n`` names the environment or data that experiments are run
        in: "our" or "the" right before it and "experiments" right after it, or after one
        lower-case noun ("Our Zorb experiments show ...", "Using the Plonk competition
        experiments, we show ..."). Not a model, a known method, a proposed name or a
        name that an acronym defines ("our GPT-4 experiments", "the ZN experiments")."""
        k = n.end
        if k + 1 < len(self.lower) and self.lower[k] not in ("experiments", "experiment") and self.words[k].islower() \
                and self.pos[k] == "NOUN" and self.lower[k + 1] == "experiments" \
                and not {self.lower[k], _singular(self.lower[k])} & (L.METHOD_HEADS | L.TECHNIQUE_HEADS | L.TASK_HEADS):
            k += 1  # ("the Zorb competition experiments"; not "the t-SNE reduction experiment": a technique)
        if k >= len(self.lower) or self.lower[k] not in ("experiments", "experiment") \
                or n.start == 0 or self.lower[n.start - 1] not in ("our", "the"):
            return False
        key = _norm(self._span_text(n))
        return not (self._is_model_name(n.text) or key in self.method_gaz_keys or key in _pwc_keys("method")
                    or self._pair_of(n.start_char, n.end_char) is not None
                    or any(_norm(self._text(c)) == key for c in self.proposed))

    def _counted_suite(self, n: Span) -> bool:
        """Whether the name ``n``, before a plural noun of :data:`_COUNTED_SUITE_NOUNS`,
        names a suite of environments or tasks the paper evaluates on: a number (digits or a
        number word, past one adjective) counts its members ("nine Meta-World tasks",
        "eight challenging Procgen games") and the name is written in mixed case, as suite
        names are ("MuJoCo", "DMControl", "Atari"), unlike the short forms of fields and
        settings ("three NLP tasks", "two RL environments", "RGB-D tasks"); no hyphenated
        adjective ("SQL-centric") and no pretrained model ("four GPT-4 tasks")."""
        text = self._span_text(n)
        if not (re.search(r"[a-z]", text) and re.search(r"[A-Z]", text)) or _ADJECTIVE_SUFFIX.search(text) \
                or self._is_model_name(text):
            return False
        k = n.start - 1
        if k >= 0 and (self.pos[k] == "ADJ" or self.tag[k] in ("VBG", "VBN")):
            k -= 1  # "eight challenging Procgen games"
        return k >= 0 and (self.pos[k] == "NUM" or self.lower[k] in _COUNT_WORDS) and \
            not (k > 0 and self.lower[k - 1] in ("top", "first", "last"))

    def _evaluated_environment(self, n: Span) -> bool:
        """Whether the name ``n``, before a noun of :data:`_ENVIRONMENT_HEADS` in a sentence
        about experiments, names an environment or game the work is evaluated in (rule
        ``dataset-environment``): "in" / "on" / "across" / "within", "the", the name and
        the head ("our agents outperform baselines in the Werewolf game", "we
        demonstrate our approach on the Humanoid environment"). The guidelines count
        environments and suites an agent is evaluated on as datasets (eval/README.md D3).
        Not a short upper-case field or setting ("in the RL environment", "in the MDP
        game"), a name the task vocabulary holds, or a pretrained model.

        Args:
            n: a name span followed by an environment head (past a version).
        Returns:
            True when the name is such an environment.
        """
        k = n.start - 2
        if k < 0 or self.lower[k + 1] != "the" or self.lower[k] not in ("in", "on", "across", "within"):
            return False  # ("in Stackelberg games": a class of games)
        text = self._span_text(n)
        key = _norm(text)
        if not text[:1].isupper() or key in self.dataset_gaz_keys:
            return key in self.dataset_gaz_keys
        if text.isupper() and len(text) <= 3 or key in self.task_gaz_keys or key in _pwc_keys("task") \
                or self._is_model_name(text):
            return False
        return True

    def _shares_plural_with_known(self, n: Span) -> bool:
        """Whether the name ``n``, before a plural dataset noun, is coordinated with a
        name before it that is a known dataset (a Papers with Code dataset, as the
        gazetteer reads it): in "the ZINC and TU datasets" the plural is shared and "TU"
        is a dataset's name like "ZINC", not a field ("on XMC benchmarks", "vision and NLP
        datasets", "on CV and NLP benchmarks", where no known dataset stands beside it).

        With :data:`SHAPED_PLURAL_PARTNERS` a partner shaped as a dataset's name (a digit,
        an inner capital or a hyphen between letters: "the NL2Bash, Spider, and MBPP
        datasets") vouches as well, unless it is a model's or a known method's name; field
        words are not so shaped ("CV", "NLP", "English").

        Args:
            n: a name span right before "datasets" or "benchmarks".
        Returns:
            True when a name joined to ``n`` by commas and "and" / "or" only is a known
            dataset (or, see above, shaped as one).
        Source: session 20 dataset recall work; the shape, session 25.
        """
        lo = self.doc[n.start].sent.start
        return any(_norm(self._span_text(m)) in self.dataset_gaz_keys or self._known_dataset_name(m)
                   or SHAPED_PLURAL_PARTNERS and _DATA_NAME_SHAPE.search(m.text) and not self._is_model_name(m.text)
                   and _norm(self._span_text(m)) not in self.method_gaz_keys
                   for m in self._coordinated_before(n, lo))

    def _evaluated_simulator(self, n: Span, lo: int) -> bool:
        """Whether the name ``n`` names a simulator the work is evaluated in (rule
        ``dataset-environment``; the caller asks for a sentence about experiments): the
        name, at most one lower-case modifier ("driving", "physics") and "simulator",
        after "in" / "on" / "within" / "across" (and "the"), or coordinated by "and" after a
        known dataset that such a word opens ("on the DeepMind Control suite and Zorb
        driving simulator"). Not a simulator the data is "based on" or "built on" (software
        used to make data), nor a name :meth:`_environment_name` refuses. The guidelines
        count environments an agent is evaluated in as datasets (eval/README.md D3).

        Args:
            n: a name span.
            lo: the sentence's first token.
        Returns:
            True when ``n`` is such a simulator.
        Source: session 25 dataset recall work (corpus: "evaluations on the DeepMind
        Control suite and CARLA driving simulator").
        """
        k = n.end
        if k < len(self.doc) and self.words[k].islower() and self.lower[k] not in _SIMULATOR_HEADS:
            k += 1  # "driving", "physics"
        if k >= len(self.doc) or self.lower[k] not in _SIMULATOR_HEADS or not self._environment_name(n):
            return False
        b = n.start - 1
        if b >= lo and self.lower[b] == "the":
            b -= 1
        if b < lo:
            return False
        if self.lower[b] in ("in", "on", "within", "across"):
            return not (b > lo and self.lower[b - 1] in _BUILT_ON)  # ("based on the Zorb simulator")
        if self.lower[b] != "and":
            return False
        known = {c.start for c in self.cands if c.etype == "Dataset"}
        prev = next((m for m in self._names_in(lo, b) if m.end == b or m.end + 1 == b and
                     self.lower[m.end] in _NAMED_SUITE_HEADS), None)  # "the DeepMind Control suite and ..."
        if prev is None:
            return False
        return (prev.start_char in known or _norm(self._span_text(prev)) in self.dataset_gaz_keys) and \
            prev.start - 1 >= lo and (self.lower[prev.start - 1] in ("in", "on", "within", "across") or
                                      self.lower[prev.start - 1] == "the" and prev.start - 2 >= lo and
                                      self.lower[prev.start - 2] in ("in", "on", "within", "across"))

    def _environment_of(self, n: Span) -> bool:
        """Whether the name ``n`` follows "game(s) of" / "environment(s) of" (past "the"
        and adjectives before the head: "in the large game of Google Research Football",
        "on the environment of Minecraft"), naming the game or environment itself (rule
        ``dataset-environment``; the caller asks for a sentence about experiments). The
        name passes the checks of :meth:`_environment_name`.

        Args:
            n: a name span.
        Returns:
            True when ``n`` is the environment that the head before "of" names.
        Source: session 20 dataset recall work (eval/README.md D3: environments an
        agent is evaluated in are datasets).
        """
        k = n.start - 1
        return k >= 1 and self.lower[k] == "of" and self.lower[k - 1] in _ENVIRONMENT_HEADS \
            and self._environment_name(n)

    def _environment_name(self, n: Span) -> bool:
        """Whether the name ``n``, found where an environment or game is named, can be one:
        a known dataset, or a name that opens with a capital letter and is neither a short
        upper-case field or setting ("MDP", "RL"), a pretrained model, nor a name the task
        vocabulary holds or that ends in a task head ("Locomotion", "Navigation") unless it
        is shaped as a proper name (:data:`_PROPER_NAME_SHAPE`: "NetHack", "Montezuma's
        Revenge")."""
        text = self._span_text(n)
        key = _norm(text)
        if key in self.dataset_gaz_keys:
            return True
        if not text[:1].isupper() or re.fullmatch(r"[A-Z\-]+s?", text) or self._is_model_name(text):
            return False
        if (key in self.task_gaz_keys or key in _pwc_keys("task")
                or text.split()[-1].lower() in L.TASK_HEADS | _EMBODIED_TASK_HEADS) \
                and not _PROPER_NAME_SHAPE.search(text):
            return False  # "Locomotion and Navigation environments": kinds of task
        return True

    def _coordinated_environments(self, n: Span, lo: int) -> bool:
        """Whether the name ``n``, right before a plural environment head of
        :data:`_PLURAL_ENVIRONMENT_HEADS` in a sentence about experiments, is the last of
        two or more coordinated names that share the head: "an empirical analysis of the
        challenging NetHack and Montezuma's Revenge environments", "experiments on
        MuJoCo, AntMaze and Adroit environments" (rule ``dataset-environment``; the
        guidelines count environments an agent is evaluated in as datasets, eval/README.md
        D3). Every name must pass :meth:`_environment_name` (not "MDP and POMDP
        environments", "Locomotion and Navigation environments").

        Args:
            n: a name span followed by the plural head.
            lo: the sentence's first token.
        Returns:
            True when ``n`` and the names coordinated before it name environments.
        Source: session 20 dataset recall work (coordination shares the head, as
        :meth:`_coordinated_before` reads "nuFoo and nuBar datasets").
        """
        others = self._coordinated_before(n, lo)
        return bool(others) and all(self._environment_name(m) for m in [n] + others)

    def _coordinated_suite_members(self, n: Span, lo: int) -> bool:
        """Whether the name ``n``, right before "tasks" or "domains", is the last of two or
        more coordinated names of suites or environments (rule ``dataset-environment``):
        one of the names is a known dataset in any spelling (a Papers with Code dataset, as
        :func:`~kg.extract.gazetteer.dataset_squashed_keys` squashes it, a lone title-case
        word included: "new ZorbHack and Procgen tasks"), or the head is followed by "from" /
        "of" / "in" and a known dataset ("in both the Dog and Plonk domains from the DeepMind
        Control Suite": members of a known suite). Every name must pass
        :meth:`_environment_name` (not fields and settings: "ID and OOD tasks", "CV and NLP
        domains", "offline RL and IL tasks").

        Args:
            n: a name span followed by "tasks" or "domains".
            lo: the sentence's first token.
        Returns:
            True when ``n`` and the names coordinated before it name suites or environments.
        Source: session 27 dataset recall work (eval/README.md D3: environments and suites an
        agent is evaluated on are datasets).
        """
        others = self._coordinated_before(n, lo)
        names = [n] + others
        if not others or not all(self._environment_name(m) for m in names):
            return False
        keys = dataset_squashed_keys()

        def known(m: Span) -> bool:
            text = self._span_text(m)
            return _norm(text) in self.dataset_gaz_keys or squash(text) in keys

        if any(known(m) for m in names):
            return True
        k = n.end + 1
        if k < len(self.doc) and self.lower[k] in ("from", "of", "in"):
            k += 1
            if k < len(self.doc) and self.lower[k] == "the":
                k += 1
            m = self.name_at.get(k)
            return m is not None and known(m)
        return False

    def _value_before(self, i: int, lo: int) -> bool:
        """Whether the "on" at token ``i`` (sentence start ``lo``) follows a reported value,
        right after it or past at most three words of its measure: "3.7% on",
        "81.2 mAP on", "a 71% win rate on", "4.2x speedup on" (rule ``dataset-list`` then
        reads the names after it as the data the value was measured on, even in a sentence
        without an experiment word and for a single one-word name: "and 3.7% on Atari")."""
        k = i - 1
        words = self.words
        for _ in range(4):
            if k < lo:
                return False
            if words[k] == "%" or _VALUE_TOKEN_RE.match(words[k]) and re.search(r"[.%x×]", words[k]) \
                    or words[k] in ("x", "×", "pp", "points") and k > lo and _VALUE_TOKEN_RE.match(words[k - 1]):
                return True
            if not re.fullmatch(r"[A-Za-z][\w\-@]*", words[k]) or self.pos[k] in ("VERB", "AUX", "ADP", "DET"):
                return False
            k -= 1
        return False

    def _versioned_model_before(self, i: int, lo: int) -> bool:
        """Whether a pretrained model with a version or size ends right before token ``i``
        (an "on" at or after the sentence start ``lo``): "LLaMA-7B on", "GPT-3.5 on",
        "Llama 3 on", "Vicuna v1.5 on". A model run "on" a name is evaluated on it, so the
        names after "on" are read as a list of data even in a sentence without an
        experiment word ("It boosts LLaMA-7B on MMLU."). A family name alone ("LLaMA on")
        is not enough: it may be what a method is built on."""
        k = i
        if k - 1 > lo and _VERSION_TOKEN_RE.match(self.words[k - 1]):
            k -= 1  # "Llama 3 on": the version is a token of its own
        n = next((m for m in self.name_at.values() if m.end == k and m.start >= lo), None)
        if n is None or not self._is_model_name(self._span_text(n)):
            return False
        return k < i or re.search(r"\d", self._span_text(n)) is not None

    def _dataset_appositive(self, comma: int) -> bool:
        """Whether the comma at token ``comma`` opens an appositive that calls the name
        before it a dataset: an article, at most four modifiers (adjectives, nouns,
        participles, numbers, hyphens) and a dataset noun that heads the phrase ("on
        Mind2Web, a real-world website benchmark", "Hanabi, the standard benchmark for
        cooperative play", "EgoStatic, a large-scale diverse dataset"; rule
        ``dataset-appositive``). Not a hyphenated modifier ("FooNet, a dataset-agnostic
        method") nor a noun compound that goes on ("a benchmark model")."""
        lower, words, pos = self.lower, self.words, self.pos
        heads = _APPOSITIVE_DATA_NOUNS | _APPOSITIVE_GAME_NOUNS if APPOSITIVE_GAME_NOUNS else _APPOSITIVE_DATA_NOUNS
        k = comma + 1
        if k >= len(lower) or lower[k] not in ("a", "an", "the"):
            return False
        end = min(len(lower), k + (8 if APPOSITIVE_GAME_NOUNS else 6))  # (names of genres run long)
        k += 1
        while k < end and lower[k] not in heads and (
                pos[k] in ("ADJ", "NOUN", "PROPN", "NUM", "VERB") or words[k] == "-"
                or APPOSITIVE_DEGREE_WORDS and lower[k] in _DEGREE_ADVERBS
                or APPOSITIVE_GAME_NOUNS and words[k] == "(" and k + 2 < len(lower) and words[k + 2] == ")"):
            # ("the Zorbpile, a more diverse corpus": a degree word before the modifier)
            if words[k] == "(":  # "a popular Multiplayer Online Battle Arena (MOBA) game": the bracketed short form
                k += 2
                end = min(len(lower), end + 3)
            k += 1
        if k >= end or lower[k] not in heads:
            return False
        nxt = k + 1
        return nxt >= len(lower) or words[nxt] != "-" and (pos[nxt] != "NOUN" or lower[nxt] in heads)

    def _called_a_method_elsewhere(self, n: Span) -> bool:
        """Whether the abstract writes the name ``n`` (same normalised text) somewhere right
        before a method noun, past a closing bracket ("the PAGE method", "Branch-and-Bound
        (BnB) algorithms", "BnB procedures"): the Papers with Code dataset of that name is
        then not what the abstract means."""
        key = _norm(self._span_text(n))
        for m in self.names:
            if _norm(self._span_text(m)) != key:
                continue
            k = m.end + 1 if m.end < len(self.doc) and self.words[m.end] == ")" else m.end
            if k < len(self.doc) and (self.lower[k] in _LIST_METHOD_NOUNS or self.lower[k] in _PROCEDURE_NOUNS):
                return True
            if METHOD_APPOSITIVE_NAMES and self._method_appositive(k):
                return True
        return False

    def _method_appositive(self, k: int) -> bool:
        """Whether an appositive that calls the name before token ``k`` a method starts at
        ``k``: a comma, "a" or "an", then within four words of adjectives, nouns or
        participles a method noun (:data:`_APPOSITIVE_METHOD_NOUNS`; not "network" or "system":
        "Zorb, a citation network of papers" is data) that ends the phrase or is followed by a preposition, comma or full stop: "we revisit
        Zorb, an established method in distributed optimization" ("Zorb, a dataset of
        methods" is no such appositive: its head is "dataset"). Used by
        :meth:`_called_a_method_elsewhere` (:data:`METHOD_APPOSITIVE_NAMES`).

        Args:
            k: the token index right after a name.
        Returns:
            True when the name is described as a method there.
        """
        n = len(self.doc)
        if k + 2 >= n or self.words[k] != "," or self.lower[k + 1] not in ("a", "an"):
            return False
        for j in range(k + 2, min(n, k + 7)):
            w = self.lower[j]
            if w in _APPOSITIVE_METHOD_NOUNS:
                return j + 1 >= n or self.pos[j + 1] in ("ADP", "PUNCT", "CCONJ") or self.lower[j + 1] in ("that", "which")
            if self.pos[j] not in ("ADJ", "NOUN", "PROPN", "VERB", "ADV") and self.words[j] != "-":
                return False
        return False

    def _method_named_without_data_cue(self, n: Span) -> bool:
        """Whether the name ``n``, which both a Papers with Code dataset and a Papers with
        Code method spell, stands where nothing says data: no "on" / "across" / "from"
        before it and no dataset noun after it ("the learning rate in ADAM", "integrates
        with PyTorch, TensorFlow and JAX"). Such a name is left to the method rules."""
        key = _norm(self._span_text(n))
        if key not in self.method_gaz_keys and key not in _pwc_keys("method"):
            return False
        before = self.lower[n.start - 1] if n.start > 0 else ""
        after = self.lower[n.end] if n.end < len(self.doc) else ""
        return before not in ("on", "across", "from", "of") and after not in L.DATASET_LIST_NOUNS \
            and _singular(after) not in L.BENCHMARK_HEADS

    def _method_lists(self, groups: list[list[Span]], proposed_keys: set[str]):
        """Lists are of one class: a list read as datasets ("on A, B and C") whose names
        include a method (a pretrained model's name, :meth:`_is_model_name`; a Papers with
        Code method that is no dataset; or a name the abstract lists as a method
        elsewhere, "networks such as A and B") and no known dataset
        (:meth:`_dataset_evidence`) lists methods: "alternatives to attention (e.g., H3,
        Mamba, RWKV)" beside "sub-quadratic models (e.g., Mamba)", "on LLaMa 2, Mixtral
        8x7b and Flan-T5". Its dataset candidates become methods (rule
        ``method-list-member``, role from :meth:`_method_role`).

        A list that holds one of the paper's proposed names is no list of methods ("B
        (86.9) on FooQA, OurNet (71.3) vs. C": a dataset, then the proposal).

        Args:
            groups: the names of each list of two or more that the list rules read as
                datasets, in text order.
            proposed_keys: normalised texts of the proposed names.
        """
        if not groups:
            return
        method_keys = {_norm(self._text(c)) for c in self.cands if c.etype == "Method" and c.role != "proposed"}
        for found in groups:
            keys = [_norm(self._span_text(n)) for n in found]
            if any(k in proposed_keys for k in keys):
                continue  # "B (86.9) on FooQA, OurNet (71.3) vs. C": no list, a proposal beside a dataset
            if any(self._dataset_evidence(n, k) for n, k in zip(found, keys)):
                continue
            sized = found[0].start in self._data_noun_groups  # (data sizes: "such as A-2B")
            if not any(k in method_keys or self._is_model_name(n.text) and not (sized and self._sized_data_name(n.text))
                       or k in self.method_gaz_keys and k not in self.dataset_gaz_keys
                       for n, k in zip(found, keys)):
                continue
            spans = {(n.start_char, n.end_char) for n in found}
            drop = [c for c in self.cands if c.etype == "Dataset" and c.rule.startswith("dataset-")
                    and (c.start, c.end) in spans]
            for c in drop:
                self.cands.remove(c)
                self.add(c.start, c.end, "Method", self._method_role(c.start), "method-list-member", 0.6)

    def _data_list_beside_method_noun(self, found: list[Span]) -> bool:
        """Whether a name list that a method class noun before it made a list of methods
        ("systems from A, B and C", "models on A and B") is a list of datasets: one of its
        names is known to name data (:meth:`_dataset_evidence`: "OC20", a Papers with Code
        dataset) and none is known as a method (a pretrained model's name, a Papers with
        Code method that is no dataset, or a name some rule already typed a method). A
        list is of one class, as in :meth:`_method_lists`, its mirror.

        Args:
            found: the names of the list, in text order.
        Returns:
            True when the list names data.
        Source: session 25 dataset recall work ("~120M systems from OC20, OC22, ANI-1x,
        and Transition-1x": "systems" counts data items, the sources follow).
        """
        method_keys = {_norm(self._text(c)) for c in self.cands if c.etype == "Method"}
        keys = [_norm(self._span_text(n)) for n in found]
        if not any(self._dataset_evidence(n, k) for n, k in zip(found, keys)):
            return False
        return not any(k in method_keys or self._is_model_name(n.text) or
                       k in self.method_gaz_keys and k not in self.dataset_gaz_keys
                       for n, k in zip(found, keys))

    def _dataset_evidence(self, n: Span, key: str) -> bool:
        """Whether the name ``n`` (normalised ``key``) is known to name data: a Papers with
        Code dataset in any spelling, a name ending in "bench", "benchmark", "dataset",
        "corpus" or "data", or one followed by such a noun ("on Knee MRI dataset")."""
        return key in self.dataset_gaz_keys or self._known_dataset_name(n) or \
            n.text.lower().endswith(("bench", "benchmark", "dataset", "corpus", "data")) or \
            n.end < len(self.doc) and self.lower[n.end] in ("dataset", "datasets", "benchmark", "corpus")

    def _bracketed_datasets(self, lo: int, hi: int, proposed_keys: set[str]):
        """Names listed in brackets right after a plural noun of data collections:
        "across three control domains (Foo, BarWorld, BZ)", "on two QA tasks (i.e., FooQA
        and BarQA)" (rule ``dataset-bracket``). The bracket must hold only names, commas,
        "and"/"or" and an opening "i.e."/"e.g."/"namely"; the caller checks that the
        sentence reports experiments (tokens ``lo``..``hi``). With :data:`MIXED_DATA_BRACKETS`
        the noun may take "as well" before the bracket, and an "i.e."/"e.g." bracket may end
        with lower-case items after its names ("domains as well (i.e., FooWorld and tabletop
        manipulation)": the names are data, the rest is no name)."""
        words, lower = self.words, self.lower
        for i in range(lo + 1, hi):
            if words[i] != "(":
                continue
            h = i - 1
            if MIXED_DATA_BRACKETS and h - 2 > lo and lower[h] == "well" and lower[h - 1] == "as":
                h -= 2  # "in popular domains as well (i.e., A and B)"
            if lower[h] not in _BRACKET_LIST_NOUNS or not words[h].islower():
                continue
            if self._methods_for_data(h, lo):
                continue  # "methods for panoramas and perspective images (e.g., A, B)": methods
            found, j = self._bracketed_names(i, hi)
            if MIXED_DATA_BRACKETS and found and j < hi and words[j] != ")" and lower[i + 1] in ("i.e.", "e.g.", "i.e", "e.g") \
                    and lower[j - 1] in (",", "and", "or"):  # (not "(e.g., FooBot arms ...)": the name modifies a noun)
                j = self._lower_items_end(j, hi)  # "(i.e., FooWorld and tabletop manipulation)"
            if found and j < hi and words[j] == ")":
                for n in found:
                    self._dataset(n, "dataset-bracket", proposed_keys, allow_single=True)
        self._bracket_beside_known(lo, hi, proposed_keys)

    def _lower_items_end(self, j: int, hi: int) -> int:
        """The closing bracket's index when tokens from ``j`` to it are only lower-case words
        (at most eight), commas and "and" / "or": the rest of an example bracket whose first
        items are names ("domains (i.e., FooWorld and tabletop manipulation)", with
        :data:`MIXED_DATA_BRACKETS`); else ``j``."""
        k = j
        while k < hi and k < j + 8 and (self.words[k] == "," or self.words[k].isalpha() and self.words[k].islower()):
            k += 1
        return k if k > j and k < hi and self.words[k] == ")" else j

    def _lower_digit_data_names(self, lo: int, hi: int):
        """Names in lower case with a digit between an article and a data head: "on the
        zorb5 dataset", "a plonk2k corpus" (rule ``dataset-lower-digit``). Such a word is no
        English word and no generic modifier, so it names the data; spaCy's name spans
        miss it for its case. With :data:`LOWER_DIGIT_APPOSITIVES` such a word (hyphens
        allowed) set off by a comma after the head and ending its phrase names the data too
        ("our newly introduced dataset, zorb-news23."). Tokens ``lo``..``hi`` bound the sentence."""
        words, lower = self.words, self.lower
        for k in range(lo + 1, hi - 1):
            if lower[k - 1] in ("the", "a", "an") and lower[k + 1] in _LOWER_NAME_HEADS \
                    and _LOWER_DIGIT_NAME.fullmatch(words[k]):
                self.add(self.idx[k], self.idx[k] + len(words[k]), "Dataset", "dataset",
                         "dataset-lower-digit", 0.75)
            elif LOWER_DIGIT_APPOSITIVES and k - 2 >= lo and words[k - 1] == "," and lower[k - 2] in _LOWER_NAME_HEADS:
                e = k + 1  # the word may be split at its hyphens: "zorb", "-", "news23"
                while e < hi and not self.ws[e - 1] and words[e] not in (",", ".", ";", ")"):
                    e += 1
                if e < hi and words[e] in (",", ".", ";", ")") and (e == hi - 1 or self.ws[e]) \
                        and _LOWER_DIGIT_APPOSITIVE.fullmatch(self.text[self.idx[k]:self.idx[e - 1] + len(words[e - 1])]):
                    # "our newly introduced dataset, zorb-news23.": the name set off after its head
                    self.add(self.idx[k], self.idx[e - 1] + len(words[e - 1]), "Dataset", "dataset",
                             "dataset-lower-digit", 0.75)

    def _task_bracket_series(self, lo: int, hi: int, proposed_keys: set[str]):
        """Names bracketed after each task of a list of tasks or benchmarks: "on several NLP
        tasks, including sentiment analysis (FooSent), paraphrase detection (BarPara) and
        entailment (BazNLI)" (rule ``dataset-task-bracket``). After a plural data noun
        (:data:`_BRACKET_LIST_NOUNS`) and "including" / "such as" / ":", two or more
        brackets that each follow a lower-case word and hold names only (commas and
        "and"/"or" between them) name the data of each task. A bracket whose name abbreviates
        the words before it ("question answering (QA)") is no member; the list stops at a
        finite verb or auxiliary, ";" or the sentence end. The caller checks that the sentence reports
        experiments (tokens ``lo``..``hi``). With :data:`TASK_NAMED_MEMBERS` a list item written
        as a name (no lone title-case word, no short capital word: "PDDL planning" names a
        language's task) and one or two lower-case task words ("...,
        Big-Foo Hard reasoning, and math problems (BarMath)") names its data the same way.

        Args:
            lo, hi: token bounds of the sentence.
            proposed_keys: normalised texts of the proposed names.
        """
        words, lower, pos = self.words, self.lower, self.pos
        shorts = {_norm(a.short) for _, _, a in self.pairs}
        for t in range(lo + 1, hi):
            if lower[t] not in ("including", ":") and not (
                    lower[t] == "as" and lower[t - 1] == "such"):
                continue
            k = t - 1 if lower[t] != "as" else t - 2
            while k > lo and words[k] == ",":
                k -= 1
            if lower[k] not in _BRACKET_LIST_NOUNS or not words[k].islower():
                continue
            items = []
            named: list[Span] = []
            j = t + 1
            while j < hi and lower[j] != ";" and not (
                    (pos[j] == "AUX" or self.tag[j] in ("VBZ", "VBD", "VBP", "MD")) and j not in self.name_at):
                if words[j] == "(" and words[j - 1].islower() and words[j - 1].isalpha():
                    found, e = self._bracketed_names(j, hi)
                    if found and e < hi and words[e] == ")":
                        items.extend(found)
                        j = e + 1
                        continue
                    break  # a bracket of anything else ends the list
                if TASK_NAMED_MEMBERS and j in self.name_at and words[j - 1] in (",", "and", "or"):
                    n = self.name_at[j]
                    e = n.end
                    while e < hi and e < n.end + 2 and words[e].isalpha() and words[e].islower() \
                            and lower[e] not in _LIST_JOIN and pos[e] in ("NOUN", "ADJ", "VERB"):
                        e += 1
                    short = n.text.isalpha() and n.text.isupper() and len(n.text) <= 5
                    if e > n.end and e < hi and (words[e] in (",", ";") or lower[e] in ("and", "or")) \
                            and n.label_ != "SINGLE" and not short:  # (not "PDDL planning": a language)
                        named.append(n)  # "..., Big-Foo Hard reasoning, and ...": the data before its task
                        j = e
                        continue
                j += 1
            items = [n for n in items if _norm(self._span_text(n)) not in shorts]
            if len(items) >= 2:
                for n in items + [m for m in named if _norm(self._span_text(m)) not in shorts
                                  and not self._is_model_name(m.text)]:
                    self._dataset(n, "dataset-task-bracket", proposed_keys, allow_single=True)
            return

    def _bracketed_names(self, i: int, hi: int) -> tuple[list, int]:
        """The names listed in the bracket that opens at token ``i`` (an opening "i.e."/
        "e.g."/"namely" skipped; names, commas and "and"/"or"/"&" only), and the index of the
        token where the list stops (the closing bracket when the bracket holds a list only;
        ``hi``, the sentence end, at the most)."""
        words, lower = self.words, self.lower
        j = i + 1
        while j < hi and (lower[j] in ("i.e.", "e.g.", "namely", "e.g", "i.e") or words[j] == ","):
            j += 1
        found = []
        while j < hi and words[j] != ")":
            n = self.name_at.get(j)
            if n is not None:
                found.append(n)
                j = n.end
            elif words[j] == "," or lower[j] in ("and", "or", "&"):
                j += 1
            else:
                break
        return found, j

    def _bracket_beside_known(self, lo: int, hi: int, proposed_keys: set[str]):
        """Names listed in brackets with a known dataset, after any noun: "on closed-book QA
        (FooQA, NaturalQuestions)", "two reasoning tasks (BarBench and GSM8K)" (rule
        ``dataset-bracket-known``). A list is of one class (as in :meth:`_method_lists`):
        when one of two or more bracketed names is a Papers with Code dataset
        (:meth:`_dataset_evidence`) and none is a method (a pretrained model's name or a
        Papers with Code method), the others are datasets too. The bracket must hold only
        names, commas, "and"/"or" and an opening "e.g."/"i.e."/"namely"; the caller checks
        that the sentence reports experiments (tokens ``lo``..``hi``).

        Args:
            lo, hi: token bounds of the sentence.
            proposed_keys: normalised texts of the proposed names.
        """
        words = self.words
        for i in range(lo + 1, hi):
            if words[i] != "(":
                continue
            found, j = self._bracketed_names(i, hi)
            if len(found) < 2 or j >= hi or words[j] != ")":
                continue
            keys = [_norm(self._span_text(n)) for n in found]
            if not any(self._dataset_evidence(n, k) for n, k in zip(found, keys)):
                continue
            if any(self._is_model_name(n.text) or k in proposed_keys or
                   k in self.method_gaz_keys and k not in self.dataset_gaz_keys
                   for n, k in zip(found, keys)):
                continue  # "(GPT-4, MMLU)": no list of one class
            for n in found:
                self._dataset(n, "dataset-bracket-known", proposed_keys, allow_single=True)
            if COORDINATED_DATA_BRACKETS:
                for n in self._coordinated_bracket(j, hi):
                    if _norm(self._span_text(n)) not in proposed_keys and not self._is_model_name(n.text):
                        self._dataset(n, "dataset-bracket-known", proposed_keys, allow_single=True)

    def _coordinated_bracket(self, close: int, hi: int) -> list:
        """The names of a bracket coordinated by "and" / "or" with the bracket of datasets
        that closes at token ``close``: "on benchmarks of short periods (A, B, C) and a longer
        period with distribution shift (FooShift)", where the second bracket gives the data
        of the second phrase (:data:`COORDINATED_DATA_BRACKETS`). Between the conjunction and
        the bracket at most eight lower-case words (articles, adjectives, nouns,
        prepositions, participles; no finite verb, comma, other bracket or method noun:
        "and baselines (FooNet)"); the bracket holds
        names only (:meth:`_bracketed_names`).

        Args:
            close: index of the closing bracket of the list of datasets.
            hi: the sentence end.
        Returns:
            The names of the coordinated bracket, or an empty list.
        Source: session 32 dataset recall work (coordination as evidence of one class, as
        :meth:`_coordinated_with_known`).
        """
        words, lower = self.words, self.lower
        k = close + 1
        if k >= hi or lower[k] not in ("and", "or"):
            return []
        k += 1
        start = k
        while k < hi and k < start + 8 and words[k] != "(" and words[k].isalpha() and words[k].islower() \
                and self.pos[k] in ("DET", "ADJ", "NOUN", "ADP", "VERB", "NUM") \
                and self.tag[k] not in ("VBZ", "VBD", "VBP", "MD"):
            k += 1
        if k == start or k >= hi or words[k] != "(" or any(lower[t] in _LIST_METHOD_NOUNS for t in range(start, k)):
            return []  # ("(A, B) and strong baselines (FooNet)": methods)
        found, e = self._bracketed_names(k, hi)
        return found if found and e < hi and words[e] == ")" else []

    def _methods_for_data(self, k: int, lo: int) -> bool:
        """Whether the data noun at token ``k`` is what a method noun is for ("synthesis
        methods for wide-baseline panoramas (e.g., A) and perspective images (e.g., B)"): a
        plural method noun (:data:`~kg.extract.roles_base._LIST_METHOD_NOUNS`) up to 15
        tokens before it in the sentence (from ``lo``), then "for", with no verb, bracket-free
        clause break (";", ":") or second "for" between; the bracketed examples then name
        methods."""
        lower = self.lower
        for m in range(k - 1, max(lo, k - 15) - 1, -1):
            if lower[m] in (";", ":") or self.pos[m] in ("VERB", "AUX"):
                return False
            if lower[m] == "for":
                return m > lo and lower[m - 1] in _LIST_METHOD_NOUNS and lower[m - 1].endswith("s")
        return False

    def _coordinated_before(self, n: Span, lo: int) -> list[Span]:
        """Names coordinated before the name ``n`` that a plural dataset noun follows:
        "For nuFoo and nuBar datasets", "on FooQA, BarQA and BazQA benchmarks" give the
        names before ``n`` (nearest first), joined by commas and one "and"/"or"/"&"
        only (with :data:`OXFORD_COMMA_LISTS` also a comma and "and" / "or": "A, B, and C
        datasets"); an empty list when anything else stands between them. ``lo`` is the
        sentence start."""
        out: list[Span] = []
        k = n.start - 1
        while k >= lo and (self.words[k] == "," or self.lower[k] in ("and", "or", "&")):
            if OXFORD_COMMA_LISTS and k - 1 >= lo and self.words[k - 1] == "," and self.lower[k] in ("and", "or"):
                k -= 1  # "NL2Bash, Spider, and MBPP datasets": the serial comma before "and"
            prev = next((m for m in self._names_in(lo, k) if m.end == k), None)
            if prev is None:
                break
            out.append(prev)
            k = prev.start - 1
        return out

    def _method_headed_name(self, n: Span) -> bool:
        """Whether the multi-word name ``n`` ends in a method head noun
        (:data:`~kg.extract.lexicon.METHOD_HEADS`, singular or plural: "Diffusion
        Transformer", "Graph Attention Network", "Masked Autoencoder"): a model, not a
        dataset, even in a list after "on".
        """
        if len(n) < 2:
            return self.lower[n.start] in _STANDALONE_METHODS  # "Transformers"
        last = self.lower[n.end - 1]
        return last in L.METHOD_HEADS or last.endswith("s") and last[:-1] in L.METHOD_HEADS

    def _names_a_method_or_device(self, end: int) -> bool:
        """Whether the noun at token ``end``, right after a name, makes the name a
        modifier of a method or a device rather than a dataset: a method class noun
        ("methods", "models", "architectures", "baselines"), "backbone(s)" or a word of
        :data:`~kg.extract.lexicon.HARDWARE_NOUNS` ("GPU"). Also true when a memory size
        comes first ("A100 80GB GPU").
        """
        n = len(self.doc)
        if end < n and re.match(L.MEMORY_SIZE_RE, self.words[end]):
            end += 1
        if end >= n:
            return False
        w = self.lower[end]
        return w in _LIST_METHOD_NOUNS or w in ("backbone", "backbones") or w in L.HARDWARE_NOUNS

    def _effect_of_before(self, i: int, lo: int) -> bool:
        """Whether the "on" at token ``i`` closes "the effect / impact / influence of X on":
        a noun of :data:`_EFFECT_NOUNS` and "of" stand at most six tokens before it, with no
        verb, comma or other "on" between (:data:`EFFECT_ON_LISTS`).

        Args:
            i: the token index of "on". lo: the first token of its sentence.
        Returns:
            True when the list after ``i`` is what an effect acts on.
        """
        low = self.lower
        for k in range(i - 2, max(lo, i - 7) - 1, -1):
            if low[k] in _EFFECT_NOUNS and low[k + 1] == "of":
                return True
            if self.pos[k] in ("VERB", "AUX") or low[k] in (",", "on", ";", ":"):
                return False
        return False

    def _known_dataset_name(self, n: Span) -> bool:
        """Whether the name-shaped span ``n`` is a Papers with Code dataset written in
        another spelling: its squashed form (:func:`~kg.extract.gazetteer.squash`), or
        that of its first word when it holds a digit and more words follow ("WMT14
        En-De"), is a key of
        :func:`~kg.extract.gazetteer.dataset_squashed_keys` ("CNN/DailyMail" for "CNN /
        Daily Mail", "WMT14" for "WMT 2014"), and the name is no Papers with Code method
        and no lone title-case word ("Google").

        Args:
            n: a span of ``self.names``.
        Returns:
            True for a known dataset name.
        """
        text = self._span_text(n)
        if _norm(text) in self.method_gaz_keys:
            return False
        keys = dataset_squashed_keys()
        if squash(text) in keys:
            # a lone title-case word ("Google", "Argoverse") is too ambiguous, as in
            # the phrase gazetteer (gazetteer._usable)
            return not (text.isalpha() and text[1:].islower())
        if DATASET_FAMILY_VARIANTS and self._family_variant(text):
            return True  # "CIFAR-5m", "MIMIC-IV": a variant of a family of known datasets
        first = text.split()[0]
        return len(n) > 1 and first != text and any(c.isdigit() for c in first) \
            and squash(first) in keys and _norm(first) not in self.method_gaz_keys

    @staticmethod
    def _family_variant(text: str) -> bool:
        """Whether ``text`` is a stem of :func:`~kg.extract.gazetteer.dataset_family_stems`,
        a hyphen and a variant of :data:`_FAMILY_VARIANT_RE` (a count or version, a digit run
        with one letter, or one to three capitals: "CIFAR-5m", "ImageNet-21k", "COCO-20i",
        "MIMIC-IV", "ImageNet-OOD"), the stem no model family ("ResNet-18" stays a model)."""
        m = _FAMILY_VARIANT_RE.fullmatch(text)
        return bool(m) and m.group(1) in dataset_family_stems() and m.group(1) not in L.MODEL_FAMILIES

    @staticmethod
    def _method_long_form(long: str) -> bool:
        """Whether an acronym's long form is headed by a method noun ("Canonical
        Correlation Analysis", "Graph Neural Network"; not "Visual Question
        Answering")."""
        words = long.lower().replace("-", " ").split()
        if not words:
            return False
        head = words[-1]
        head_s = head[:-1] if head.endswith("s") else head
        return bool({head, head_s} & (L.METHOD_HEADS | L.TECHNIQUE_HEADS | L.METHOD_DESCRIPTOR_HEADS)) or head == "analysis"

    def _examples_of_other_class(self, i: int) -> bool:
        """Whether the example trigger at token ``i`` ("such as", "including", "e.g.")
        follows a plural common noun that names neither datasets nor methods
        ("modalities such as CT, MRI and X-ray", "tasks such as Brain Tumor
        Classification"): the list then enumerates members of that class."""
        k = i - 1 if self.lower[i] == "as" else i
        k -= 1
        while k >= 0 and self.words[k] in (",", "("):
            k -= 1
        if k < 0 or self.pos[k] != "NOUN" or not self.words[k].islower():
            return False
        w = self.lower[k]
        return w.endswith("s") and w not in L.BENCHMARK_HEADS and w not in _LIST_METHOD_NOUNS \
            and w not in L.DATASET_LIST_NOUNS and w not in _DATABASE_NOUNS

    def _activity_name(self, n: Span) -> bool:
        """Whether the name ``n`` is a title-case phrase of ordinary words headed by a
        gerund ("Creative Writing", "Story Telling") or, with :data:`TITLE_TASK_NAMES`, of
        two words or more, each a capital and small letters or such parts hyphenated, headed
        by a task noun of :data:`~kg.extract.lexicon.TASK_HEADS` ("Brain Tumor
        Classification", "Cross-Dataset Part Segmentation"; not "MS MARCO Ranking", nor an
        embodied task noun, which names environments: "Vis Control"): it names an
        activity, a task, even when a dataset of that name is known. Names with inner capitals or digits
        ("MS MARCO Ranking") are not read this way.
        """
        text = self._span_text(n)
        last = self.lower[n.end - 1]
        if TITLE_TASK_NAMES and len(text.split()) >= 2 and last in L.TASK_HEADS and last not in _EMBODIED_TASK_HEADS \
                and all(_TITLE_WORD.fullmatch(w) for w in text.split()):
            return True  # "Brain Tumor Classification", "Few-Shot Part Segmentation": a task
        if n.label_ != "TITLE" or any(c.isdigit() for c in text):
            return False
        return last.endswith("ing") and len(last) > 5 and self.tag[n.end - 1] in ("NN", "NNP", "VBG") \
            and not (ING_THINGS_NOT_ACTIVITIES and last in _ING_THINGS)

    def _other_class_noun(self, k: int) -> bool:
        """Whether token ``k`` is a lower-case plural common noun that names neither
        datasets nor methods ("areas", "languages", "regions"): names right after it
        are members of that class ("visual areas V4 and IT"), not datasets.

        Args:
            k: a token index.
        Returns:
            True for such a class noun.
        """
        w = self.lower[k]
        return self.pos[k] == "NOUN" and self.words[k].islower() and w.endswith("s") \
            and w not in L.BENCHMARK_HEADS and w not in _LIST_METHOD_NOUNS and w not in L.DATASET_LIST_NOUNS

    def _kind_not_name(self, start: int, head: str) -> bool:
        """Whether a one-word name at token ``start`` before the dataset noun ``head``
        names a kind of data rather than one dataset: the noun is plural ("two fMRI
        datasets"; not after "and" / "or" / a comma: "GLUE and SuperGLUE benchmarks", nor,
        with :data:`DEFINITE_PLURAL_SUITES`, after "the" for a name in capitals or with a
        digit that is no generic abbreviation: "the DSRL benchmarks") or the name follows an indefinite determiner or a number, possibly
        across adjectives, participles and hyphenated words ("an fMRI dataset", "a
        corresponding English dataset", "a new multi-view Doppler dataset", "one German
        dataset")."""
        if head.endswith("s"):
            # "GLUE and SuperGLUE benchmarks": the plural is shared by coordinated names
            if DEFINITE_PLURAL_SUITES and start > 0 and self.lower[start - 1] == "the" \
                    and _STRONG_WORD.fullmatch(self.words[start]) \
                    and self.words[start].lower() not in _GENERIC_ABBREVIATIONS_LOWER:
                return False  # "on the DSRL benchmarks": one named suite (not "the OOD benchmarks")
            return not (start > 0 and self.lower[start - 1] in ("and", "or", ",", "&"))
        k = start - 1
        while k >= 0 and (self.pos[k] in ("ADJ", "ADV") or self.tag[k] in ("VBG", "VBN") or self.words[k] == "-"
                          or k > 0 and self.words[k - 1] == "-" or k + 1 < start and self.words[k + 1] == "-"):
            k -= 1  # "a corresponding English dataset", "a newly collected fMRI dataset"
        return k >= 0 and (self.lower[k] in ("a", "an", "one") or self.pos[k] == "NUM")

    def _class_noun_before(self, i: int) -> bool:
        """Whether the example trigger at token ``i`` directly follows a plural method
        class noun of :data:`_EXAMPLE_CLASS_NOUNS` ("methods such as", "techniques,
        including", "baselines (e.g.,"):
        only then are the lower-case phrases after it examples of methods."""
        k = i - 1 if self.lower[i] == "as" else i  # "such as"
        k -= 1
        while k >= 0 and self.words[k] in (",", "("):
            k -= 1
        return k >= 0 and self.lower[k] in _EXAMPLE_CLASS_NOUNS

    def _example_method_phrases(self, k: int, hi: int, proposed_keys: set[str]):
        """Lower-case noun phrases listed as examples of methods: "on-policy methods
        such as policy gradient and natural policy gradient (NPG)", "baselines
        including linear probing and full fine-tuning" give one method per phrase
        (rule ``method-list``; names in the list are taken by the caller).

        Reads from token ``k`` (after the trigger) to ``hi`` (sentence end) over noun
        phrases, commas, "and" / "or", determiners and bracketed acronyms; stops at
        any other token. A phrase counts when, after trimming, it has at most five
        words, ends in a noun, holds no name and is not a generic noun alone
        ("approaches", "others").
        """
        low = self.lower
        while k < hi:
            if low[k] in (",", "and", "or", "the", "a", "an", "e.g.", "e.g"):
                k += 1
                continue
            if self.words[k] == "(":
                close = next((x for x in range(k + 1, min(hi, k + 6)) if self.words[x] == ")"), None)
                if close is None:
                    return
                k = close + 1
                continue
            ch = self.chunk_of.get(k)
            if ch is None or ch.start != k:
                return
            sp = self._trim_chunk(ch)
            k = ch.end
            if sp is None or len(sp) > 5 or self.pos[sp.end - 1] not in ("NOUN", "PROPN") or self._names_in(sp.start, sp.end) \
                    or len(sp) == 1 and self.lower[sp.start] in L.GENERIC_NOUNS:
                continue
            if _norm(self._span_text(sp)) in proposed_keys or "." in self._span_text(sp):
                continue
            self.add(sp.start_char, sp.end_char, "Method", self._method_role(sp.start_char), "method-list", 0.6)

    def _lowercase_dataset_list(self, j: int, hi: int, proposed_keys: set[str]):
        """"benchmarks such as toxcast, sider and muv": an example list of a dataset class
        noun whose items are single lower-case words (letters, digits, hyphens), at least
        two, coordinated by commas and "and"/"or", at least half of them Papers with Code
        datasets (:func:`~kg.extract.gazetteer.dataset_squashed_keys`), and not followed by
        a noun they modify: every item is a dataset (rule ``dataset-lowercase-list``).
        Kinds of data ("such as images, text and audio") are no known datasets and stay out."""
        items = []
        while j < hi:
            w = self.words[j]
            if LOWERCASE_LIST_HYPHEN_ENDS and self.text.startswith("-", self.idx[j] + len(w)):
                break  # "synthetic and real-world scans": "real" opens a compound
            if re.fullmatch(r"[a-z][a-z0-9\-]*[a-z0-9]", w) and self.lower[j] not in _LIST_JOIN \
                    and self.pos[j] in ("NOUN", "PROPN", "ADJ", "X"):
                items.append(j)
                if j > 0 and self.lower[j - 1] in ("and", "or", "&"):
                    break  # "..., sider and muv": the item after "and" ends the list
                j += 1
                while j < hi and self.lower[j] in (",", "and", "or", "&"):
                    j += 1
                continue
            break
        if len(items) < 2 or self.words[items[-1] + 1:items[-1] + 2] and \
                self.pos[items[-1] + 1] == "NOUN" and self.words[items[-1] + 1].islower():
            return
        if any(self.lower[k - 1] not in (",", "and", "or", "&") for k in items[1:]):
            return
        keys = dataset_squashed_keys()
        known = sum(squash(self.words[k]) in keys for k in items)
        if 2 * known < len(items):
            return
        for k in items:
            key = _norm(self.words[k])
            if key in proposed_keys or key in self.metric_gaz_keys or \
                    key in self.method_gaz_keys and squash(self.words[k]) not in keys:
                continue
            self.add(self.idx[k], self.idx[k] + len(self.words[k]), "Dataset", "dataset", "dataset-lowercase-list", 0.7)

    def _list_kind(self, i: int) -> Optional[str]:
        """What an example list after "such as / including / e.g." (trigger token
        ``i``) enumerates: the nearest preceding head noun decides
        (datasets/benchmarks vs models/methods; "systems" after a modifier of
        :data:`~kg.extract.lexicon.NATURAL_SYSTEM_MODIFIERS` or
        :data:`~kg.extract.lexicon.PRODUCT_SYSTEM_MODIFIERS` decides nothing).

        "from" right after a plural noun of data items (:data:`_SOURCE_ITEM_NOUNS`: "pairs
        from Common Crawl") lists the data's sources: datasets.

        "benchmarks" rated "state-of-the-art" / "SOTA" (:data:`RIVAL_BENCHMARKS`) are the
        rivals a method is compared with ("outperforms state-of-the-art benchmarks, such
        as A"): methods.

        A plural method class noun right before the trigger (:meth:`_class_noun_before`:
        "strategies, such as", "schemes including") lists methods, however long the
        phrase it heads. Earlier work before an example trigger ("prior work in k-space sampling such
        as A, B and C") lists methods too, and so does an example list after a comparison
        with no class noun ("outperforms all other provers for Coq, including A and B").

        Returns:
            ``"Dataset"``, ``"Method"`` or None (no class noun within eight tokens).
        """
        if self.lower[i] in ("on", "across"):
            return "Dataset"
        if self.lower[i] == "from" and i > 0 and (self.lower[i - 1] in _SOURCE_ITEM_NOUNS
                                                  or self.lower[i - 1] in _SUITE_MEMBER_NOUNS):
            return "Dataset"  # "12.8 billion image-text pairs from Common Crawl": where the data comes from
            # ("two goal-reaching environments from Foo-Robotics": the suite they belong to)
        if self.lower[i] in _EXAMPLE_TRIGGERS and self._class_noun_before(i):
            return "Method"  # "label selection strategies, such as A": right after a method class noun
        sent = self.sents[self.tok_sent[i]]
        if self.lower[i] == "in" and i > sent.start and (
                self.lower[i - 1] in _IN_DATA_CUES or self.lower[i - 1] in _EMBODIED_TASK_HEADS):
            return "Dataset"  # "the proposed method is evaluated in A and B", "tasks in BabyAI",
            # "navigation in AI2THOR, manipulation in Metaworld": the simulated world of the task
        for k in range(i - 1, max(sent.start, i - 8) - 1, -1):
            low = self.lower[k]
            if low in L.BENCHMARK_HEADS or low in _DATABASE_NOUNS or low in _SUITE_MEMBER_NOUNS:
                if RIVAL_BENCHMARKS and low in ("benchmark", "benchmarks") and \
                        _RIVAL_BENCHMARK_BEFORE.search(self.text, max(0, self.idx[k] - 20), self.idx[k]):
                    return "Method"  # "compared with state-of-the-art benchmarks, including A and B": rivals
                return "Dataset"  # ("large-scale databases like A": stores of data; "games,
                # including A, B": the games or environments a benchmark is built from)
            if low in _LIST_METHOD_NOUNS and not low.endswith("s") and k - 1 > sent.start \
                    and self.words[k - 1] == "-" and not self.ws[k - 2] and not self.ws[k - 1]:
                continue  # "single-agent, e.g., Atari": a compound adjective, no class noun
            if low in _LIST_METHOD_NOUNS or low in _PRIOR_WORK_LIST_NOUNS and self.lower[i] in _EXAMPLE_TRIGGERS:
                if low in ("system", "systems") and k > sent.start and (
                        self.lower[k - 1] in L.NATURAL_SYSTEM_MODIFIERS or self.lower[k - 1] in L.PRODUCT_SYSTEM_MODIFIERS):
                    return None  # "molecular systems such as A and B", "commercial systems such as C": no methods
                return "Method"
        window = range(max(sent.start, i - 12), i)
        if self.lower[i] in _EXAMPLE_TRIGGERS and any(self.lower[k] in L.COMPARE_CUES for k in window) \
                and not any(self.lower[k] in _BRACKET_LIST_NOUNS for k in window):
            # "outperforms all other provers for Coq, including A and B": the rivals (not
            # "outperforms LMs across code tasks including A and B": data)
            return "Method"
        return None

    def _is_model_name(self, text: str) -> bool:
        """Is ``text`` the name of a pretrained model rather than a dataset?

        True when its stem (the letters before a hyphen, digit, slash, dot or space) is
        a model family of :data:`~kg.extract.lexicon.MODEL_FAMILIES` ("LLaMA-V1/V2",
        "GPT3.5", "ResNet-18") or when it ends in a checkpoint size or variant
        ("Foo-7B", "Bar-Large"); names that end in a dataset word ("Vicuna Bench") are
        datasets.
        """
        low = text.lower()
        if low.endswith(("bench", "benchmark", "dataset", "corpus", "data")):
            return False
        stem = re.split(r"[-/ .\d']", text, maxsplit=1)[0]
        if stem in L.MODEL_FAMILIES or text in L.MODEL_FAMILIES or stem.endswith("s") and stem[:-1] in L.MODEL_FAMILIES:
            return True  # (a plural: "ResNets", "WideResNets")
        if len(stem) >= 4 and stem.lower() in L.MODEL_FAMILIES_LOWER:
            return True  # another casing of a long family name ("LLaMa 2", "Deberta")
        m = re.match(r"[A-Za-z]+\d+", text)  # "T5-XL", "mT5"
        if m and m.group(0) in L.MODEL_FAMILIES:
            return True
        if stem in sized_dataset_stems():
            return False  # "LAION-5B" beside the known "LAION-400M": a size of a dataset
        return bool(re.search(L.MODEL_SUFFIX_RE, text))

    def _data_list_method_names(self, found: list[Span]) -> set[int]:
        """The names of a list read as datasets that Papers with Code lists as methods but
        that the list's other names vouch for as data: a list is of one class (as in
        :meth:`_method_lists`), so in "benchmark datasets, including FooR, IJB-C, LFW and
        AgeDB" the method name "FooR" is a dataset when most of the other names are known
        data (:meth:`_dataset_evidence`, at least two) and none is a model's name
        (:meth:`_is_model_name`) or a name some rule already typed a method.

        Args:
            found: the names of the list, in text order (three or more).
        Returns:
            Start tokens of the names to keep as datasets (empty when the list is too short
            or not vouched for).
        Source: session 26 dataset recall work (corpus: a face-recognition benchmark listed
        first among known face datasets, typed a method by the gazetteer).
        """
        if len(found) < 3:
            return set()
        keys = [_norm(self._span_text(n)) for n in found]
        gaz_methods = [i for i, k in enumerate(keys) if k in self.method_gaz_keys and k not in self.dataset_gaz_keys]
        if not gaz_methods:
            return set()
        method_keys = {_norm(self._text(c)) for c in self.cands if c.etype == "Method" and "gazetteer" not in c.rule}
        if any(self._is_model_name(n.text) or k in method_keys for n, k in zip(found, keys)):
            return set()
        others = [i for i in range(len(found)) if i not in gaz_methods]
        evidence = sum(self._dataset_evidence(found[i], keys[i]) for i in others)
        if evidence < 2 or 2 * evidence <= len(others):
            return set()
        return {found[i].start for i in gaz_methods}

    def _dataset(self, n: Span, rule: str, proposed_keys: set[str], allow_single: bool = False,
                 listed_data: bool = False, data_noun: bool = False):
        # "NoCaps CIDEr": a metric name glued to the dataset name is not part of it
        while len(n) > 1 and (n[-1].text in L.METRIC_ABBREVIATIONS or n[-1].lower_ in L.METRIC_WORDS):
            n = n[:-1]
        if PROPOSAL_GLUED_AFTER_DATA and len(n) > 1 and n.start > 0 and self.lower[n.start - 1] == "on" \
                and _norm(n[-1].text) in self._proposed_method_keys():
            n = n[:-1]  # "On Plonk-1K ZorbNet reaches 80%": the subject after the fronted dataset
        if self._activity_name(n):
            return  # "Creative Writing": an activity, a task
        if SIZE_ONLY_NAMES and _SIZE_ONLY_NAME.fullmatch(n.text):
            return  # "model sizes (1.5B--13B)", "on 1D/2D synthetic data": sizes, no name
        if self._cited_venue(n):
            return  # "Chen et al. (NeurIPS 2022)": where a cited paper appeared
        if VENUE_YEAR_NAMES and self._venue_with_year(n):
            return  # "accepted at ICLR 2023": a venue and its year
        if FIELD_NAMES_NOT_DATA and len(n) > 1 and not n.text.isupper() \
                and _norm(self._span_text(n)) not in self.dataset_gaz_keys and vocab.cso_topic(n.text.lower()):
            return  # "Computer Vision datasets": a field of research
        if DEVICE_NAMES and self._device_name(n):
            return  # "on FPGA", "NVIDIA's AGX Orin, a popular embedded device": hardware
        if MATH_SYMBOL_NAMES and _NUMBER_SET_SYMBOL.fullmatch(n.text):
            return  # "acting on R^2 and R^3": a mathematical space
        if n.end + 1 < len(self.doc) and self.lower[n.end] == "of" and self.words[n.end + 1][:1].isupper():
            return  # "Chain" of "Chain of Thought": the first words of a longer name
        if self._names_a_method_or_device(n.end) or any(w.lower() in L.HARDWARE_NOUNS for w in n.text.split()):
            return  # "SoTA DD methods", "UNet or UViT backbones", "an A100 GPU", "A100 80GB GPU"
        if CUTOFF_MEASURES and _CUTOFF_MEASURE_RE.search(n.text):
            return  # "by 4% on Accuracy@K", "2x on BLEU@4": a measure at a cutoff
        if _ACCELERATOR_NAME.fullmatch(n.text):
            return  # "we train on V100", "2 hours on an A6000": a device named alone
        low = n.text.lower()
        if low in L.NP_STRIP_LEFT or low in L.EVALUATIVE or re.match(r"[a-z]+-to-", n.text):
            return  # "SoTA"; "text-to-SQL" names a task
        last = n.text.split()[-1]
        if last != n.text and any(a.short == last and self._method_long_form(a.long) for _, _, a in self.pairs):
            return  # "Deep CCA" with "Canonical Correlation Analysis (CCA)": a method
        key = _norm(self._span_text(n))
        if key not in proposed_keys and key not in self.dataset_gaz_keys and (
                self._is_model_name(n.text) and not (data_noun and self._sized_data_name(n.text))
                or self._method_headed_name(n)
                or PROPOSAL_BASE_NAMES and self._base_of_proposal(n.text)):
            # "on LLaMA-V1/V2 and OPT": models the paper runs, not datasets
            self.add(n.start_char, n.end_char, "Method", self._method_role(n.start_char),
                     "method-model-name", 0.7)
            return
        if n.text.isupper() and len(n.text) <= 5 and key not in self.dataset_gaz_keys \
                and n.end < len(self.doc) and self.lower[n.end] in ("benchmarks", "datasets", "tasks") \
                and not (self.lower[n.end] != "tasks" and self._shares_plural_with_known(n)) \
                and not (DEFINITE_PLURAL_SUITES and self.lower[n.end] != "tasks" and n.start > 0
                         and self.lower[n.start - 1] == "the"):
            return  # "on XMC benchmarks": an abbreviation naming a field before a plural
            # (not "on the DSRL benchmarks": one named suite, :data:`DEFINITE_PLURAL_SUITES`)
            # (not "the ZINC and TU datasets": coordinated with a known dataset, a name)
        if (key in self.metric_gaz_keys or n.text in L.METRIC_ABBREVIATIONS) and not (
                (rule == "dataset-list" and allow_single and key in self.dataset_gaz_keys
                 or rule == "dataset-task-bracket"
                 or DEFINITE_HEAD_OVER_METRIC_VOCAB and rule == "dataset-head" and self._definite_head_name(n))
                and n.text not in L.METRIC_ABBREVIATIONS and key not in L.METRIC_WORDS):
            return  # (a known dataset that also names a metric, listed as data: "on A and FEVER";
            # a Papers with Code metric named for a benchmark's task, bracketed after its task)
        if n.label_ == "SINGLE" and key not in self.dataset_gaz_keys and rule != "dataset-head" and not (
                allow_single and n.text[:1].isupper() and n.text.lower() not in L.NAME_STOPWORDS):
            return
        if key in proposed_keys:
            # a proposed benchmark is also a dataset the paper evaluates on
            for c in self.proposed:
                if c.etype == "Dataset" and _norm(self._text(c)) == key:
                    self.add(n.start_char, n.end_char, "Dataset", "dataset", rule, 0.8)
            return
        if key in self.method_gaz_keys and key not in self.dataset_gaz_keys and not listed_data:
            return  # (unless a list of known data vouches for it, ``_data_list_method_names``)
        if n.text in L.GENERIC_ABBREVIATIONS:
            return
        if n.text.endswith("s") and n.text[:-1].isupper():
            return
        for _, _, a in self.pairs:
            if key in (_norm(a.short), _norm(a.long)):
                long = a.long.lower()
                if not any(h in long for h in L.BENCHMARK_HEADS) and not (
                        DEFINED_DATA_NAMES and (key in self.dataset_gaz_keys or self._bracket_data_head(n) is not None)):
                    return  # (not "Tiny ImageNet (TIN)", a known dataset, nor "the Foo Arena (FA) benchmark")
        self.add(self._name_start(n), self._name_end(n), "Dataset", "dataset", rule, 0.8)

    def _base_of_proposal(self, text: str) -> bool:
        """Whether ``text`` is a glued part of a proposed method's name, where the proposal
        extends it: "InstructZorb" or "Zorb-Instruct" is built on "Zorb" ("After instruction
        tuning on Zorb, InstructZorb ..."); the name is the model the proposal extends, no
        data (:data:`PROPOSAL_BASE_NAMES`). The part has at least three characters, starts
        with a capital and is no acronym the abstract defines ("re-identification (ReID)" of
        "UniReID" names a task), and the proposal's name goes on past it with a hyphen or a
        capital glued to a small letter.

        Args:
            text: a name as written.
        Returns:
            True when a proposed method's name begins or ends with ``text`` so.
        """
        if len(text) < 3 or not text[:1].isupper() or " " in text:
            return False
        if any(a.short == text for _, _, a in self.pairs):
            return False  # "re-identification (ReID) ... UniReID": an acronym the abstract defines names its own thing
        for c in self.proposed:
            if c.etype != "Method":
                continue
            whole = self._text(c)
            if whole == text or " " in whole:
                continue
            if whole.endswith(text) and (whole[-len(text) - 1] == "-" or whole[-len(text) - 1].islower()):
                return True  # "InstructZorb", "Instruct-Zorb"
            if whole.startswith(text) and (whole[len(text)] == "-" or whole[len(text)].isupper()
                                           and text[-1].islower()):
                return True  # "ZorbPlus", "Zorb-XL"
        return False

    def _proposed_method_keys(self) -> set[str]:
        """The normalised names (:func:`_norm`) of the methods the paper proposes (its Method
        proposals), for :data:`PROPOSAL_GLUED_AFTER_DATA`."""
        return {_norm(self._text(c)) for c in self.proposed if c.etype == "Method"}

    def _edition_names(self) -> None:
        """Retype as datasets the method candidates that an edition year follows (rule
        ``dataset-edition``, :data:`EDITION_NAMES`): "in Zorb-COMP 2023" gives the dataset
        "Zorb-COMP 2023" in place of the method "Zorb-COMP". Run after the method rules;
        proposals, venues and names before a span of years stay as they are. A method
        candidate that, with the decimal release after it, spells a proposed benchmark
        ("ZorbNet" of "tasks with ZorbNet 2.0" beside the proposed "ZorbNet 2.0") is dropped.
        """
        if not EDITION_NAMES:
            return
        text = self.text
        bench_keys = {_norm(self._text(c)) for c in self.proposed if c.etype == "Dataset"}
        by_span: dict[tuple[int, int], list] = {}
        for c in self.cands:
            if c.etype == "Method" and c.role not in ("proposed", "benchmark"):
                by_span.setdefault((c.start, c.end), []).append(c)
        for (a, b), cs in by_span.items():
            name = text[a:b]
            rel = _RELEASE_AFTER.match(text, b)
            if bench_keys and rel is not None and _norm(text[a:rel.end()]) in bench_keys:
                for c in cs:
                    self.cands.remove(c)  # "tasks with ZorbNet 2.0": the proposed benchmark again
                continue
            m = _EDITION_YEAR_AFTER.match(text, b)
            if m is None or not name[:1].isupper() or name.split()[0] in _VENUE_ABBREVIATIONS \
                    or _norm(name) in {_norm(self._text(c)) for c in self.proposed}:
                continue
            for c in cs:
                self.cands.remove(c)
            self.add(a, m.end(), "Dataset", "dataset", "dataset-edition", 0.8)

    def _definite_head_name(self, n: Span) -> bool:
        """Whether the name ``n`` stands right between "the" and a singular data head of
        :data:`_SINGULAR_DATA_HEADS` ("the MAD dataset"): the phrase names one dataset,
        whatever else the string may abbreviate (:data:`DEFINITE_HEAD_OVER_METRIC_VOCAB`)."""
        return n.start > 0 and self.lower[n.start - 1] == "the" and n.end < len(self.doc) \
            and self.lower[n.end] in _SINGULAR_DATA_HEADS

    def _sized_data_name(self, text: str) -> bool:
        """Whether ``text`` reads as a model's name only for its size in billions
        ("DataComp-1B": :data:`~kg.extract.lexicon.MODEL_SUFFIX_RE`), its stem being no
        model family ("LLaMA-7B" is one). With :data:`SIZED_DATA_NAMES` such a name that a
        data noun announces is a dataset (the caller's ``data_noun``).

        Args:
            text: a name's text.
        Returns:
            True when the size is the name's only sign of a model.
        """
        return SIZED_DATA_NAMES and bool(_SIZE_SUFFIX.search(text)) and \
            not self._is_model_name(_SIZE_SUFFIX.sub("", text))

    def _measured_on_name(self, n: Span, hi: int, proposed_keys: set[str]) -> bool:
        """Whether the name ``n`` names the data a measure right after it is taken on (rule
        ``dataset-measured``, :data:`NAMED_DATA_MEASURES`): "a +2.7 FooQA accuracy
        improvement", "ZorbNet zero-shot top-1 accuracy", "a FooGLUE (dev) accuracy of 80". The name is written in capitals, holds a digit or is CamelCase
        (:data:`_STRONG_WORD`; a title-case word, "Dice score", "Brier score", is a measure's
        own name), and is no model (:meth:`_is_model_name`), Papers with Code method or
        metric, generic abbreviation ("LLM accuracy", "OOD accuracy") or proposed name; at most
        two setting words (:data:`_MEASURE_SETTING_WORDS`) or a bracketed split stand between
        it and a measure head of :data:`_NAMED_MEASURE_HEADS` or a measure abbreviation, and
        name and head together are no known measure ("Inception Score").

        Args:
            n: a name-shaped span of the sentence ending before token ``hi``.
            hi: the sentence's end token.
            proposed_keys: normalised names the paper proposes.
        Returns:
            True when the name reads as the data of the measure.
        """
        text = self._span_text(n)
        words = text.split()
        if not all(_STRONG_WORD.fullmatch(w) for w in words) or any(c in text for c in "()[]/"):
            return False
        if any(p in L.METRIC_ABBREVIATIONS or p.lower() in L.METRIC_WORDS for p in re.split(r"[- ]", text)):
            return False  # "Macro-F1 score": a measure's name
        k = n.end
        if k < hi and _YEAR.fullmatch(self.lower[k]):
            k += 1  # "the FooQA 2021 accuracy"
        steps = 0
        while k < hi and steps < 2:
            if self.lower[k] in _MEASURE_SETTING_WORDS:
                k += 1
            elif k + 2 < hi and self.words[k + 1] == "-" and \
                    f"{self.lower[k]}-{self.lower[k + 2]}" in _MEASURE_SETTING_WORDS:
                k += 3  # "zero-shot", split by the tokenizer
            else:
                break
            steps += 1
        if k + 2 < hi and self.words[k] == "(" and self.words[k + 2] == ")" and \
                self.lower[k + 1] in ("dev", "test", "val", "validation"):
            k += 3  # "a FooGLUE (dev) accuracy"
        if k >= hi:
            return False
        if VALUED_DATA_SCORES and self.lower[k] in _SCORE_WORDS:
            valued_before = n.start > 0 and bool(_SIGNED_VALUE.fullmatch(self.words[n.start - 1]))
            valued_after = k + 2 < hi and self.lower[k + 1] == "of" and bool(
                re.fullmatch(r"[+\-]?\d[\d,]*(?:\.\d+)?%?", self.words[k + 2]))
            if not (valued_before or valued_after):
                return False
        elif not (self.lower[k] in _NAMED_MEASURE_HEADS or self.words[k] in L.METRIC_ABBREVIATIONS):
            return False
        if k + 1 < hi and self.words[k + 1] == "-" or self.ws[k - 1] == "":
            return False  # "FooNet accuracy-driven": the measure word modifies another
        key = _norm(text)
        if key in proposed_keys or key in self.method_gaz_keys or key in self.metric_gaz_keys \
                or text in L.METRIC_ABBREVIATIONS or text in L.GENERIC_ABBREVIATIONS \
                or text.lower() in _GENERIC_ABBREVIATIONS_LOWER or self._is_model_name(text):
            return False
        if _norm(f"{text} {self.words[k]}") in self.metric_gaz_keys:
            return False  # "Inception Score"
        if WITH_MEASURE_QUALIFIERS and self._qualifies_named_data_measure(n):
            return False  # "on FooQA, with FB1 accuracy of 54.7%": a variant of the measure
        return True

    def _qualifies_named_data_measure(self, n: Span) -> bool:
        """Whether the name ``n`` (before a measure head, :meth:`_measured_on_name`) follows
        "<name>, with" or "<name>, with ... and" in its sentence: "state-of-the-art results on FooQA,
        with FB1 accuracy of 54.7% and FB2 accuracy of 69.1%". The data is the name before the
        comma; ``n`` qualifies the measure taken on it (:data:`WITH_MEASURE_QUALIFIERS`).

        Args:
            n: a name-shaped span.
        Returns:
            True when "with" (an article or "its" between them allowed) stands right before ``n``,
            or before an earlier item of the list ``n`` closes, and a comma right after a
            capitalised or digit-holding word stands right before that "with".
        """
        low, words = self.lower, self.words
        lo = self.sents[self.tok_sent[n.start]].start
        k = n.start - 1
        for _ in range(24):  # (back over the earlier items of "with A accuracy of 1% and B ...")
            while k > lo and low[k] in ("a", "an", "the", "its"):
                k -= 1
            if k <= lo:
                return False
            if low[k] == "with":
                return k - 2 >= lo and words[k - 1] == "," and (
                    words[k - 2][:1].isupper() or any(c.isdigit() for c in words[k - 2]))
            if words[k] in (".", ";", ":") or self.pos[k] == "VERB":
                return False
            k -= 1
        return False

    def _appositive_after_data_noun(self, n: Span, lo: int, hi: int) -> bool:
        """Whether the name ``n`` is the appositive of a noun phrase headed by a singular data
        or environment noun (:data:`_DATA_NOUNS_BEFORE_APPOSITIVE`) right before it and a
        comma or a colon: "in both the classical decision-making environment, FooCook, and the
        simulated household environment, BarHome", "on the public benchmark, BazLane,
        demonstrate", "an embodied environment, FooHome.", "a larger dataset: FooPile-1M, with
        ..." (rule
        ``dataset-noun-appositive``), the mirror of :meth:`_dataset_appositive` ("FooSet,
        a new dataset"). The phrase opens with an article, a possessive, "this" or "both"
        (:data:`_APPOSITIVE_NP_OPENERS`), or with "in" / "on" / "and" / "or" past at least
        one modifier, across at most five lower-case modifiers; the name closes the
        appositive (a comma, a full stop, a semicolon, a closing bracket, "and" / "or", or
        the sentence's end follows). Not the subject of a main clause after a fronted
        phrase ("On the Foo benchmark, BarNet and BazNet fail": the phrase opens the
        sentence).

        Args:
            n: a name span of the sentence.
            lo: the sentence's first token.
            hi: the token past the sentence's end.
        Returns:
            True when the name is read as the dataset or environment the noun phrase names.
        Source: session 27 dataset recall work (corpus: environments named after their
        description, "decision-making environment, Overcooked").
        """
        lower, words = self.lower, self.words
        c = n.start - 1
        k = c - 1
        if k <= lo or words[c] not in (",", ":") or lower[k] not in _DATA_NOUNS_BEFORE_APPOSITIVE:
            return False  # ("an even larger dataset: FooPile-1M, with ...")
        e = n.end
        if e < hi and not (words[e] in (",", ".", ";", ")") or lower[e] in ("and", "or")):
            return False  # ("the benchmark, FooNet achieves ...": a new clause's subject)
        j = k - 1
        while j > lo and j > k - 6 and lower[j] not in _APPOSITIVE_NP_OPENERS and (
                _LOWER_WORD_RE.fullmatch(words[j]) or words[j] == "-") \
                and self.pos[j] in ("ADJ", "NOUN", "VERB", "PUNCT", "ADV", "PROPN"):
            j -= 1
        if not (lower[j] in _APPOSITIVE_NP_OPENERS or j < k - 1 and lower[j] in ("in", "on", "and", "or")):
            return False
        b = j - 1 if lower[j] in _APPOSITIVE_NP_OPENERS else j
        if b <= lo and not (b == lo and lower[b] in ("and", "or")):
            return False  # "On the Foo benchmark, BarNet and ...": a fronted phrase, then the subject
        return True

    def _bracket_data_head(self, n: Span) -> Optional[int]:
        """The index of the data noun ("dataset", "benchmark", "corpus", "suite", singular or
        plural) right after the bracket that follows the name ``n`` (its short form or long
        form, at most six tokens inside): "the Long Range Arena (LRA) benchmark". The name must
        be one side of an acronym pair (not a piece of a long form), and a plural noun must be
        shared by coordinated names ("A (AA), and B (BB) datasets") or follow "the" ("the Long
        Range Arena (LRA) datasets"; not "the cost of Image
        Quality Assessment (IQA) datasets", a kind of data). None when there is none."""
        k = n.end
        if k >= len(self.doc) or self.words[k] != "(":
            return None
        close = next((j for j in range(k + 1, min(len(self.doc), k + 8)) if self.words[j] == ")"), None)
        if close is None or close + 1 >= len(self.doc):
            return None
        head = self.lower[close + 1]
        if head in ("datasets", "benchmarks") and not (n.start > 0 and self.lower[n.start - 1] in ("and", "or", ",", "&", "the")):
            return None  # "the high cost of Image Quality Assessment (IQA) datasets": a kind of data
        if self._pair_of(n.start_char, n.end_char) is None:
            return None  # (a piece of a long form: "Common paired objects Under differenT Extrinsics (CUTE)")
        return close + 1 if head in ("dataset", "datasets", "benchmark", "benchmarks", "corpus", "suite") else None

    def _name_start(self, n: Span) -> int:
        """Start character of the name ``n``, moved back over a capitalised first part cut
        off by a stray space after its hyphen in the source ("MIMIC- CXR-VQA": the tokens
        "MIMIC-" and the name "CXR-VQA"). The surface keeps the space, as the text has it."""
        k = n.start - 1
        if k >= 0 and self.ws[k] and _CUT_PREFIX.fullmatch(self.words[k]):
            return self.idx[k]
        return n.start_char

    def _cited_venue(self, n: Span) -> bool:
        """Whether the name ``n`` is the venue of a citation: a year follows it and "et al."
        (or "al.") stands at most four tokens before it ("Smith et al. (SODA 2019)", "the
        result of Chen et al. in STOC 2020"). Dataset names with a year ("KITTI 2015")
        are not cited this way."""
        if n.end >= len(self.doc) or not _YEAR.fullmatch(self.words[n.end]):
            return False
        return any(self.lower[k] in ("al.", "al") for k in range(max(0, n.start - 4), n.start))

    def _venue_with_year(self, n: Span) -> bool:
        """Whether the name ``n`` is a venue of :data:`_VENUE_ABBREVIATIONS` written with its
        year, inside the name ("NeurIPS'22") or right after it ("ICLR 2023", "ICML 2021").

        Args:
            n: a name-shaped span.
        Returns:
            True when the name and the year name a venue, where a paper appeared.
        """
        m = _VENUE_YEAR.fullmatch(n.text)
        if m is None or m.group("venue") not in _VENUE_ABBREVIATIONS:
            return False
        if m.group() != m.group("venue"):
            return True  # the year is inside the name
        return n.end < len(self.doc) and bool(_YEAR.fullmatch(self.words[n.end]))

    def _device_name(self, n: Span) -> bool:
        """Whether the name ``n`` names a computing device: a word of :data:`_DEVICE_WORDS` is
        part of it ("FPGA", "Xilinx FPGA"), or an appositive after a comma is headed by a noun
        of :data:`_DEVICE_APPOSITIVE_HEADS` within five words ("AGX Orin, a popular embedded
        device", "FooChip, an edge accelerator"). A grammar test of the sentence, not a list
        of products.

        Args:
            n: a name-shaped span.
        Returns:
            True for hardware the method is run on.
        """
        if any(w.lower() in _DEVICE_WORDS for w in re.split(r"[\s\-/]", n.text)):
            return True
        k = n.end
        if k + 1 >= len(self.doc) or self.words[k] != "," or self.lower[k + 1] not in ("a", "an"):
            return False
        for j in range(k + 2, min(len(self.doc), k + 8)):
            if self.lower[j] in _DEVICE_APPOSITIVE_HEADS:
                return True
            if self.words[j] in (",", ".", ";", ":", "(") or self.lower[j] in ("and", "or", "that", "which", "with"):
                return False
        return False

    def _name_end(self, n: Span) -> int:
        """End character of the name ``n``, completed when the tokenizer glued a
        sentence-final period to its last part ("ImageNet-C." gives the tokens
        "ImageNet", "-", "C." and the name "ImageNet-"): the letters and digits of the
        next token are added back. A version the list rule read after a one-word name is
        part of it ("Connect 4"), and so is a year right after any name ("KITTI 2015"; not
        the start of a span of years, "2001-2012"), a "v" version ("NYU v2") and a decimal
        release number ("OntoNotes 5.0", :data:`DECIMAL_VERSIONS`)."""
        if n.start in getattr(self, "_version_ends", {}) and n.end_char == self.name_at.get(n.start, n).end_char:
            return self._version_ends[n.start]
        if NAMED_V_VERSIONS and n.end < len(self.doc) and self.ws[n.end - 1] and _V_VERSION_RE.fullmatch(self.words[n.end]):
            return self.idx[n.end] + len(self.words[n.end])  # "Something-Something v2", "NYU v2": the version names the edition
        if DECIMAL_VERSIONS and n.end < len(self.doc) and self.ws[n.end - 1] \
                and _DECIMAL_VERSION_RE.fullmatch(self.words[n.end]) \
                and not (n.end + 1 < len(self.doc) and (self.lower[n.end + 1] in _VALUE_AFTER
                                                        or self.words[n.end + 1][:1].isdigit())):
            return self.idx[n.end] + len(self.words[n.end])  # "OntoNotes 5.0": the release names the edition
        if n.end < len(self.doc) and self.ws[n.end - 1] and _YEAR.fullmatch(self.words[n.end]) and \
                not (n.end + 1 < len(self.doc) and self.words[n.end + 1] in ("-", "–", "—")):
            return self.idx[n.end] + 4  # "KITTI 2015", "PASCAL VOC 2012": the year names the edition
        if n.text.endswith("-") and n.end < len(self.doc) and not self.ws[n.end - 1]:
            m = re.match(r"[A-Za-z0-9]+", self.words[n.end])
            if m:
                return self.idx[n.end] + len(m.group())
        return n.end_char


    # ------------------------------------------------------------------ stage 6: metrics
    def _compared_acronym(self, s: Span) -> bool:
        """Whether the metric-lexicon span ``s`` is one upper-case acronym compared as a
        system: right after "than" that follows a comparative adjective or adverb other than
        one of amount ("higher / lower / more ... than MAE" compare values of the measure),
        with no number, "by", "of", "score" or "=" after it: "BazNet is 2x faster than MAE"
        names the masked autoencoder beaten, not the mean absolute error (verify8, session 32).

        Input: a span of the metric gazetteer. Output: bool."""
        doc = self.doc
        if s.end - s.start != 1 or not doc[s.start].text.isupper() or s.start < 2:
            return False
        if doc[s.start - 1].lower_ != "than" or doc[s.start - 2].tag_ not in ("JJR", "RBR"):
            return False
        if doc[s.start - 2].lower_ in ("higher", "lower", "more", "less", "greater", "smaller", "larger", "fewer"):
            return False  # "lower than MAE": values compared on that measure
        nxt = doc[s.end] if s.end < len(doc) else None
        return nxt is None or not (nxt.like_num or nxt.lower_ in ("by", "of", "score", "scores", "=", ":"))

    def _acronym_names_method(self, s: Span) -> bool:
        """Whether the metric-lexicon span ``s`` is one upper-case acronym that modifies a
        method's head noun (:data:`METHOD_NAMED_BY_ACRONYM`): the next word, or the word after
        a glued "-style" / "-based" / "-like" suffix word, is a noun of
        :data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS` or
        :data:`~kg.extract.lexicon.METHOD_HEADS` that ends the compound ("an EM framework",
        "MAE-style pretraining"; not "low MSE policy evaluation"); the heads of
        :data:`_OBJECTIVE_HEADS` ("MSE loss", "MLL method") are left to :meth:`_objective_named`.

        Input: a span of the metric gazetteer. Output: bool."""
        doc, n = self.doc, len(self.doc)
        if s.end - s.start != 1 or not doc[s.start].text.isupper() or len(doc[s.start].text) < 2:
            return False
        k = s.end
        if k + 2 < n and doc[k].text == "-" and not doc[s.start].whitespace_ and not doc[k].whitespace_ \
                and doc[k + 1].lower_ in L.ADJECTIVAL_SUFFIXES:
            k += 2  # "MAE-style pretraining": the suffix word, then the head
        if k >= n or doc[k].pos_ != "NOUN" or k + 1 < n and doc[k + 1].pos_ in ("NOUN", "PROPN"):
            return False  # "low MSE policy evaluation": the compound goes on to another head
        head = doc[k].lower_
        if head in _OBJECTIVE_HEADS:
            return False  # "an MSE loss of 0.02": the objective rule (_objective_named) decides
        return head in L.METHOD_DESCRIPTOR_HEADS or head in L.METHOD_HEADS

    def metrics(self):
        doc = self.doc
        defined = {}
        for _, _, a in self.pairs:
            defined[_norm(a.short)] = a.long.lower()
        found: list[tuple[int, int]] = []
        data_chars = [(c.start, c.end) for c in self.cands if c.etype == "Dataset"]
        for s in self.gaz_by_type.get("Metric", []):
            if self._span_text(s) in L.GENERIC_ABBREVIATIONS:
                continue
            long = defined.get(_norm(self._span_text(s)))
            if long is not None and not any(w in long for w in L.METRIC_WORDS | {"rate", "score", "error", "distance"}):
                continue
            if s.end < len(doc) and _GREEK_SYMBOL.match(doc[s.end].text):
                continue  # "to reach accuracy ε": a target precision in a bound, not a measure
            if s.end < len(doc) and _YEAR.fullmatch(doc[s.end].text):
                continue  # "Smith et al. (SODA 2019)": a venue and its year, not a measure
            if s.end < len(doc) and doc[s.end].pos_ == "NOUN" and doc[s.end].lower_ in _MEASURE_TASK_HEADS \
                    and not (s.end + 1 < len(doc) and doc[s.end + 1].lower_ in _MEASURE_NOUNS_AFTER_TASK):
                continue  # "image quality assessment", "regret minimization": a task named by its measure
            if self._proved_quantity(s):
                continue  # "worst-case regret bounds": the quantity a theorem bounds, not a measure taken
            if self._target_accuracy(s):
                continue  # "approximate operators to desired accuracy": a tolerance, not a measure
            if self._objective_named(s):
                continue  # "trained with the log-likelihood objective", "an MSE loss": no measure taken
            if METHOD_AFTER_THAN and self._compared_acronym(s):
                continue  # "BazNet is 2x faster than MAE": the masked autoencoder beaten, not the error
            if METHOD_NAMED_BY_ACRONYM and self._acronym_names_method(s):
                continue  # "an EM framework", "MAE-style pretraining": the method, not the measure
            if doc[s.start].lower_ == "human" and self._human_judgement_topic(s.start):
                continue  # "a proxy for human evaluation": the practice discussed, not a measure taken
            if _RANK_CUTOFF.fullmatch(doc[s.start:s.end].text) and s.end < len(doc) and doc[s.end].is_alpha:
                if doc[s.end].lower_ in _RANK_CUTOFF_HEADS:
                    # "top-1 accuracies of 59.0": the cut-off and its head are the measure (session 32)
                    self.add(doc[s.start].idx, doc[s.end].idx + len(doc[s.end].text), "Metric", "metric",
                             "metric-lexicon", 0.75)
                    found.append((s.start, s.end + 1))
                    continue
                if doc[s.end].pos_ in ("NOUN", "PROPN"):
                    continue  # "learning top-1 attacks": a kind of attack, no measure (session 32)
            if len(s) == 1 and L.shouted_word(s.text, doc[s.start - 1].text if s.start else "",
                                              doc[s.end].text if s.end < len(doc) else ""):
                continue  # "IT IS fast": the verb in capitals, not the Inception Score
            i = s.start
            while i > 0:
                p = doc[i - 1]
                if p.text == "-" and i > 1 and not doc[i - 2].whitespace_ and not p.whitespace_:
                    i -= 2  # "worst-case regret", "top-1 accuracy"
                    continue
                if not any(ch.isalpha() for ch in p.text):
                    break
                if self._gerund_modifier(i - 1):
                    i -= 1  # "linear probing accuracy": a kind of the measure, then its modifier
                    continue
                if p.lower_.endswith(("ing", "ed")) and p.lower_ not in L.METRIC_MODIFIERS:
                    break  # "degraded generation quality": a participle says how the value changed
                if any(a <= p.idx < b for a, b in data_chars):
                    break  # "68.2% top-1 ImageNet1k accuracy": the dataset is no modifier of the metric
                if _VALUE_TOKEN_RE.match(p.text) or p.text in _VALUE_UNITS and i > 1 and \
                        re.fullmatch(r"[\d.,]+", doc[i - 2].text):
                    break  # "a 10x speedup", "25.8mm MPJPE": the value (and its unit), not part of the name
                if p.lower_ in _MULTIPLIER_WORDS and i > 1 and doc[i - 2].text == "-":
                    break  # "a two-fold speedup", "a 10-fold reduction": the multiplier is the value
                if p.lower_ in L.METRIC_RANKING_WORDS:
                    break  # "top accuracy": a ranked value of the metric "accuracy"
                if p.tag_ in ("NNS", "VBZ", "VBD", "VBP") and p.lower_ not in L.METRIC_MODIFIERS:
                    break  # "our method attains accuracy": a verb tagged as a plural noun
                if TASK_KIND_MEASURES and p.lower_ in _MEASURE_PLACE_WORDS and doc[i].lower_ == "task":
                    i -= 1  # "downstream task accuracy": the place of the task belongs to the name
                    break
                if p.lower_ in L.METRIC_MODIFIERS or p.pos_ == "NOUN" and p.lower_ in L.TASK_HEADS \
                        or (p.pos_ in ("NOUN", "PROPN", "ADJ")
                                                      and p.lower_ not in L.NP_STRIP_LEFT
                                                      and (p.lower_ not in L.GENERIC_NOUNS or p.lower_ in _MEASURE_KIND_NOUNS)
                                                      and p.lower_ not in L.EVALUATIVE):
                    i -= 1
                else:
                    break
            if i < s.start and doc[i].text in ("-",):
                i += 1
            i = self._strip_metric_qualities(i, s.start)
            if i is None or self._number_format_precision(i, s) or self._manner_precision(s) or \
                    self._remembering_recall(s):
                continue
            self.add(doc[i].idx, self._tradeoff_end(i, s), "Metric", "metric", "metric-lexicon", 0.75)
            found.append((i, s.end))
        self._measured_by_lists()
        self._efficient_comparatives()
        self._coordinated_metrics(found)
        self._compared_measures()
        self._beaten_in_measures()
        self._terms_of_measures()
        self._bounded_measures()
        self._introduced_measures()
        self._named_scores()
        self._cued_quality_lists()  # last: the spans the other rules typed stand (session 61)

    def _efficient_comparatives(self):
        """With :data:`EFFICIENT_COMPARATIVES`: "more" / "less" and a resource noun of
        :data:`_EFFICIENT_RESOURCE_WORDS` glued by a hyphen or a space to "efficient" name the
        measure as written ("is more sample-efficient in most tasks", "far more data efficient",
        "significantly more memory efficient than prior methods"): a metric (rule
        ``metric-efficient``) from the resource word to "efficient"; not after an article ("a
        more sample-efficient alternative", "the more sample-efficient algorithm": an attribute
        of a thing named). Spans already typed are left alone (the mention store keeps the first)."""
        if not EFFICIENT_COMPARATIVES:
            return
        low, n = self.lower, len(self.lower)
        for i in _positions_between(low, _COMPARATIVE_MORE, 0, n - 2):
            k = i + 1
            if low[k] not in _EFFICIENT_RESOURCE_WORDS or i > 0 and low[i - 1] in ("a", "an", "the"):
                continue  # ("a more sample-efficient alternative": an attribute of a thing named, no measure)
            e = self._glued_end(k)
            if e == k + 3 and low[k + 2] == "efficient" or e == k + 1 and k + 1 < n and low[k + 1] == "efficient" \
                    and self.ws[k]:
                end = k + 2 if e == k + 1 else e
                self.add(self.idx[k], self.idx[end - 1] + len(self.words[end - 1]), "Metric", "metric",
                         "metric-efficient", 0.6)

    def _human_judgement_topic(self, i: int) -> bool:
        """Whether the human judgement named from token ``i`` ("human evaluation", "human
        assessments") is the object of "for" or "of" (a determiner may stand between): "a
        proxy for human evaluation", "guidelines for human evaluation", "the role of human
        evaluation" talk about the practice; a measure the paper takes stands elsewhere
        ("human evaluation shows", "in human evaluations", "according to human
        evaluations", "align with human opinion scores"). Read on the corpus (session 18):
        the phrases of :data:`~kg.extract.lexicon.METRIC_PHRASES` that open with "human"."""
        k = i - 1
        if k >= 0 and self.lower[k] in ("the", "a"):
            k -= 1
        return k >= 0 and self.lower[k] in ("for", "of")

    def _introduced_measures(self):
        """A measure the paper introduces (rule ``metric-introduced``): "we introduce a bias
        score", "we define a new calibration metric" (a verb of :data:`_INTRODUCING_VERBS`, an
        article, rating words such as "new", one or two noun modifiers and a head of
        :data:`_INTRODUCED_HEADS` that no noun follows: not "a score function"), and the name
        after "a (new) metric / measure / score called / named / dubbed / termed" ("a novel
        metric named TCAS": one to three words up to a comma, bracket or clause word)."""
        low, pos, n = self.lower, self.pos, len(self.lower)
        taken = [(c.start, c.end) for c in self.cands]

        def add(a: int, b: int):
            start, end = self.idx[a], self.idx[b - 1] + len(self.words[b - 1])
            if not any(x < end and start < y for x, y in taken):
                self.add(start, end, "Metric", "metric", "metric-introduced", 0.6)
                taken.append((start, end))

        for i in _positions_between(low, _INTRODUCED_CUE_WORDS, 0, n - 3):
            if low[i] in _INTRODUCING_VERBS and low[i + 1] in ("a", "an"):
                k = i + 2
                while k < n and (low[k] in L.EVALUATIVE or low[k] in ("novel", "new")):
                    k += 1
                j, mods = k, 0
                while j < n and mods < 2 and low[j] not in _INTRODUCED_HEADS:
                    u = self._glued_end(j)
                    if pos[u - 1] not in ("NOUN", "PROPN") or not self.words[j][:1].isalpha():
                        break
                    j, mods = u, mods + 1
                if mods and j < n and low[j] in _INTRODUCED_HEADS and not (
                        j + 1 < n and pos[j + 1] in ("NOUN", "PROPN") or j + 1 < n and low[j + 1] == "-"):
                    add(k, j + 1)
            if low[i] in ("metric", "measure", "score") and low[i + 1] in ("called", "named", "dubbed", "termed"):
                k = i + 2
                j = k
                while j < n and j - k < 3 and self.words[j][:1].isalnum() and low[j] not in _SUBJECT_STOP_WORDS:
                    j += 1
                if j > k:
                    add(k, j)

    def _named_scores(self):
        """"no degradation of FID score or CLIP score", "a GLUE score of 79.6", "the
        FactorVAE score": a name written with two or more capital letters (an acronym or a
        camel-case name: a benchmark, a model used as a judge, a measure's own name) right
        before "score" / "scores" names a measure (rule ``metric-named-score``): the name and
        the head together, as the guidelines write it ("GLUE score", not the benchmark
        "GLUE"). Not when a lower-case noun other than "points" follows ("the CLIP score
        function": a part of a method), nor inside a Metric span already found ("FID score"
        from the lexicon). Session 36's open candidate, read on the development pool, where
        every "<NAME> score" of this form is a gold metric (20 of 20, in 18 abstracts of 17
        files; the lexicon or other rules found 19); on 706 unannotated corpus abstracts it
        adds 4 mentions, 3 right ("CLIP score", "BLIP scores"; wrong: "CE scores", the
        outputs of a cross-encoder). Input: the rule object's Doc; output: candidates added
        to ``self.cands``; never raises.
        """
        low, words, n = self.lower, self.words, len(self.lower)
        taken = [(c.start, c.end) for c in self.cands if c.etype == "Metric"]
        for i in [k - 1 for k in _positions_between(low, _SCORE_WORDS, 1, n)]:  # (i + 1: "score")
            if low[i + 1] not in ("score", "scores"):
                continue
            w = words[i]
            if not w[:1].isalpha() or sum(ch.isupper() for ch in w) < 2 or not re.fullmatch(r"[A-Za-z][A-Za-z0-9]*", w):
                continue
            if i + 2 < n and self.pos[i + 2] == "NOUN" and words[i + 2].islower() and low[i + 2] not in ("points", "point"):
                continue  # "the CLIP score function": the score is a modifier
            if SCORES_VERB and self._scores_verb(i + 1):
                continue  # "ThrushNet scores 71.3%": the clause's finite verb, no measure's name
            start, end = self.idx[i], self.idx[i + 1] + len(words[i + 1])
            if any(x < end and start < y for x, y in taken):
                continue
            self.add(start, end, "Metric", "metric", "metric-named-score", 0.6)
            taken.append((start, end))

    def _new_clause_subject(self, found: list[Span], i: int, j: int, lo: int, hi: int) -> bool:
        """Whether the last name of a list read after the trigger at token ``i`` opens a new
        clause (:data:`LIST_ITEM_SUBJECTS`): an inflected finite verb (:meth:`_inflected_verb`)
        comes right after it, with no comma between (token ``j``, where the list ended), "and" / "or" joins it to the name before,
        and the words from the sentence start ``lo`` (or the last semicolon) to the trigger hold
        a finite verb of their own, so the list is an adjunct of a clause that is complete
        ("We report results on A and B improves ..."; not "Experiments on A and B show ...",
        whose verb needs the list's clause as subject). Inputs: the names found, token indices;
        output: True to drop the last name from the list."""
        last, before = found[-1], found[-2]
        if j >= hi or last.end != j or not self._inflected_verb(j):
            return False  # (not "datasets such as A and B, demonstrate ...": the verb after a comma)
        if _NOMINAL_SUFFIX.search(self.lower[j]) and self.lower[j] not in _VERBS_OF_NOMINAL_SHAPE:
            return False  # "on A, B and C equations": a noun the tagger calls a verb
        if not any(self.lower[k] in ("and", "or") for k in range(before.end, last.start)):
            return False
        return self._finite_verb_before(i, lo)

    def _inflected_verb(self, k: int) -> bool:
        """Whether token ``k`` is a finite verb whose form shows it: tagged VBZ and ending in
        "-s", or VBD and ending in "-ed" ("degrades", "improved"; not a base form the tagger
        reads as VBP, which may be a noun: "the VIS and NIR spectrum")."""
        w = self.lower[k]
        return self.tag[k] == "VBZ" and w.endswith("s") or self.tag[k] == "VBD" and w.endswith("ed")

    def _finite_verb_before(self, i: int, lo: int) -> bool:
        """Whether a finite verb (:data:`_FINITE_VERB_TAGS`) stands between the sentence start
        ``lo`` (or the last semicolon before ``i``) and token ``i``."""
        start = lo
        for k in range(i - 1, lo - 1, -1):
            if self.words[k] == ";":
                start = k + 1
                break
        return any(self.tag[k] in _FINITE_VERB_TAGS for k in range(start, i))

    def _scores_verb(self, k: int) -> bool:
        """Whether "score" / "scores" at token ``k`` is the finite verb of its clause
        (:data:`SCORES_VERB`): a value follows it, after at most hedges ("up to", "over"), and
        the name before it (token ``k - 1``) is the clause's subject, not opened by an article,
        an adjective, a noun or a number ("ThrushNet scores 71.3%", "our ThrushNet scores up to
        80%", but not "a GLUE score 80.1" nor "the CLIP scores 0.31"). Input: a token index whose word is a score word;
        output: True for the verb."""
        low, n = self.lower, len(self.lower)
        j = k + 1
        while j < n and low[j] in _SCORE_VALUE_HEDGES:
            j += 1
        if j >= n or not self.words[j][:1].isdigit():
            return False
        return k < 2 or not (low[k - 2] in ("a", "an", "the") or self.pos[k - 2] in ("ADJ", "NOUN", "NUM"))

    def _bounded_measures(self):
        """"upper bounds on the approximation error", "a bound for the sub-optimality gap":
        the quantity a bound is proved on is a measure (rule ``metric-bound``): after "bound(s)
        on / for" and at most a determiner, one or two modifiers (hyphen-glued words; nouns,
        adjectives or names, no rating word: "the overall error" names no measure) and a head
        of :data:`_BOUNDED_HEADS`. Phrases already typed are left alone."""
        low, pos, n = self.lower, self.pos, len(self.lower)
        taken = [(c.start, c.end) for c in self.cands]
        for i in _positions_between(low, _BOUND_WORDS, 0, n - 3):
            if low[i] not in ("bound", "bounds") or low[i + 1] not in ("on", "for"):
                continue
            k = i + 2
            if low[k] in _MEASURE_DETERMINERS:
                k += 1
            j, mods = k, 0
            while j < n and mods < 2 and low[j] not in _BOUNDED_HEADS:
                u = self._glued_end(j)
                word = "".join(low[j:u])
                if pos[u - 1] not in ("NOUN", "ADJ", "PROPN") or word in L.NP_STRIP_LEFT or word in L.EVALUATIVE \
                        or word in L.METRIC_QUALITY_WORDS or not self.words[j][:1].isalpha():
                    break
                j, mods = u, mods + 1
            if mods == 0 or j >= n or low[j] not in _BOUNDED_HEADS or \
                    j + 1 < n and pos[j + 1] == "NOUN" and self.words[j + 1].islower():
                continue
            start, end = self.idx[k], self.idx[j] + len(self.words[j])
            if not any(x < end and start < y for x, y in taken):
                self.add(start, end, "Metric", "metric", "metric-bound", 0.6)
                taken.append((start, end))

    def _terms_of_measures(self):
        """"outperforms X in terms of fidelity, diversity and plausibility", "surpasses the
        baselines in terms of both detection ability and speed": in a sentence that compares
        or rates its system (a word of :data:`_TERMS_OF_CUE` before "in terms of"), each noun
        phrase of the coordinated list after "in terms of" names a measure: a metric (rule
        ``metric-terms-of``), known metric or not; so it does in "is evaluated / assessed in
        terms of utility and safety" (:data:`_TERMS_OF_NEAR_CUE` at most four words before
        "in"); so does "regarding" after such a word at most 15 words before it in its clause
        (no ";", ":" or bracket between: "is better than X regarding naturalness and speaker
        similarity"; session 31). The same
        list after a plural "metrics" / "measures" and "including", "such
        as", "like" or "namely" ("metrics including fidelity and correctness") gives rule
        ``metric-listed``.

        The list is read over noun phrases, commas, "and" / "or", "both" / "either" and "as
        well as"; it ends at any other token. A phrase counts when, after dropping
        determiners and rating words, it has one to three words, ends in a noun, holds no
        name (a dataset or method: "in terms of ImageNet accuracy" is left to the other
        rules; a name before "distance", "score", "rate" ... counts: "Hellinger distance"),
        does not end in a plural other than a measure's ("in terms of random matrices",
        "in terms of elementary subtasks" express one thing by others; "costs" counts) and is
        not a vague word alone (:data:`_TERMS_OF_VAGUE`: "performance", "results"); "the number
        of" and one to three words ending in a plural is one phrase ("in terms of the number of
        parameters"; session 31); phrases already typed are left alone.
        """
        low, n = self.lower, len(self.lower)
        taken = [(c.start, c.end) for c in self.cands]
        for i in _positions_between(low, _TERMS_WORD, 1, n - 3):
            if low[i] != "terms" or low[i - 1] != "in" or low[i + 1] != "of":
                continue
            sent = self.sents[self.tok_sent[i]]
            if not any(_TERMS_OF_CUE.match(low[k]) or self._state_of_the_art_end(k)
                       for k in range(sent.start, i - 1)) and \
                    not any(_TERMS_OF_NEAR_CUE.match(low[k]) for k in range(max(sent.start, i - 5), i - 1)):
                continue
            self._measure_list(i + 2, sent.end, taken, "metric-terms-of")
        for i in _positions_between(low, _REGARDING_WORD, 1, n - 1):
            # "is better than or comparable to X regarding naturalness and speaker similarity":
            # "regarding" after a comparison opens the same list of measures (session 31)
            if low[i] != "regarding":
                continue
            sent = self.sents[self.tok_sent[i]]
            k = i - 1
            while k >= max(sent.start, i - 15) and low[k] not in (";", ":", "(", ")"):
                if _TERMS_OF_CUE.match(low[k]):  # in the same clause, at most 15 words back
                    self._measure_list(i + 1, sent.end, taken, "metric-terms-of")
                    break
                k -= 1
        for i in [k + 1 for k in _positions_between(low, _MEASURE_KIND_HEADS, 0, n - 3)]:  # (i - 1: the head)
            # "metrics including fidelity, correctness and robustness", "measures such as X"
            if low[i - 1] not in _MEASURE_KIND_HEADS or self.tag[i - 1] != "NNS":
                continue
            if low[i] in ("including", "namely", "like"):
                k = i + 1
            elif low[i] == "such" and low[i + 1] == "as":
                k = i + 2
            else:
                continue
            self._measure_list(k, self.sents[self.tok_sent[i]].end, taken, "metric-listed")
        if DIMENSION_MEASURE_LISTS:
            self._dimension_measures(taken)
        if ANNOUNCED_MEASURE_LISTS:
            self._announced_measures(taken)

    def _dimension_measures(self, taken: list):
        """"a benchmark across six dimensions including truthfulness, safety and fairness",
        "evaluated along three axes: fluency, coherence and relevance": after a plural head of
        :data:`_DIMENSION_HEADS` (tag NNS) and "including", "namely", "like", "such as" or a
        colon, the coordinated list read by :meth:`_measure_list` names measures (rule
        ``metric-listed``) when the sentence holds a word of :data:`_DIMENSION_CUE` before the
        list. Input: ``taken``, the (start, end) character spans already typed (extended in
        place); output: candidates added to ``self.cands``."""
        low, n = self.lower, len(self.lower)
        for h in _positions_between(low, _DIMENSION_HEADS, 0, n - 2):
            if self.tag[h] != "NNS":
                continue
            if low[h + 1] in ("including", "namely", "like", ":"):
                k = h + 2
            elif low[h + 1] == "such" and h + 2 < n and low[h + 2] == "as":
                k = h + 3
            else:
                continue
            sent = self.sents[self.tok_sent[h]]
            if not any(_DIMENSION_CUE.match(low[x]) for x in range(sent.start, h)):
                continue
            self._measure_list(k, sent.end, taken, "metric-listed")

    def _announced_measures(self, taken: list):
        """"we define three evaluation criteria for scene transitions: temporal consistency,
        prompt similarity and visual alignment", "four desiderata for saliency maps --
        fidelity, stability and sparsity": a colon or a spaced dash (:data:`_ANNOUNCING_MARKS`)
        at most seven tokens after a plural head of :data:`_ANNOUNCED_MEASURE_HEADS` (tag NNS),
        with no clause punctuation, bracket, finite verb or number between, opens a list of measures
        read by :meth:`_measure_list` (rule ``metric-listed``); a list that opens with a word
        in "-ing" names procedures ("calibration measures --- binning and ECE ---": how a
        measure is built) and is not read. Input: ``taken``, the (start,
        end) character spans already typed (extended in place); output: candidates added to
        ``self.cands``."""
        low, tag, n = self.lower, self.tag, len(self.lower)
        for h in _positions_between(low, _ANNOUNCED_MEASURE_HEADS, 0, n - 2):
            if tag[h] != "NNS":
                continue
            stop = self.sents[self.tok_sent[h]].end
            for c in range(h + 1, min(stop - 1, h + 8)):
                w = self.words[c]
                if w in _ANNOUNCING_MARKS:
                    if c + 1 < stop and low[c + 1].endswith("ing"):
                        break  # "calibration measures --- binning and ECE ---": a procedure opens the list
                    if w in (":",) or c > 0 and self.doc[c].whitespace_ and self.doc[c - 1].whitespace_:
                        self._measure_list(c + 1, stop, taken, "metric-listed")
                    break
                if w in (",", ";", "(", ")", ".") or tag[c] in ("VBZ", "VBP", "VBD", "MD", "CD"):
                    break  # (a number between counts the items of another phrase: "metrics under two factors:")

    def _state_of_the_art_end(self, k: int) -> bool:
        """Whether token ``k`` is the "art" that ends the hyphenated rating "state-of-the-art"
        (the tokenizer splits it into seven tokens, so :data:`_TERMS_OF_CUE`'s whole-word
        "state-of-the-art" never sees it): "achieves state-of-the-art performance in terms of
        robustness and imperceptibility" rates a system as "outperforms" does."""
        low = self.lower
        return low[k] == "art" and k >= 6 and low[k - 6:k] == ["state", "-", "of", "-", "the", "-"] \
            and self._glued_end(k - 6) == k + 1

    def _measure_list(self, k: int, stop: int, taken: list, rule: str):
        """Read the coordinated list of measure phrases that starts at token ``k`` (before
        token ``stop``) and add each as a metric with rule ``rule`` (see
        :meth:`_terms_of_measures` for what a phrase must be); ``taken`` holds the
        (start, end) offsets already typed and grows with each metric added."""
        low, pos = self.lower, self.pos
        skip = {",", "and", "or", "both", "either", "as", "well"}
        while k < stop:
            while k < stop and (low[k] in skip or low[k] in _MEASURE_DETERMINERS):
                k += 1
            ch = self.chunk_of.get(k)
            if ch is None or ch.start != k:
                break
            a, b = ch.start, ch.end
            while a < b:
                u = min(b, self._glued_end(a))
                word = "".join(low[a:u])
                if not (word in L.NP_STRIP_LEFT or word in L.METRIC_QUALITY_WORDS or word in L.EVALUATIVE
                        or word in _MEASURE_DETERMINERS):
                    break
                a = u
            k = b
            if b - a == 1 and low[a] == "number" and b + 1 < stop and low[b] == "of" and \
                    (of := self.chunk_of.get(b + 1)) is not None and of.start == b + 1 and \
                    1 <= of.end - of.start <= 3 and self.tag[of.end - 1] == "NNS" and \
                    not self._names_in(of.start, of.end) and \
                    all(low[x] not in _MEASURE_DETERMINERS for x in range(of.start, of.end)):
                # "more efficient in terms of the number of parameters": the count is the measure
                # (session 31: 2 of 2 in the dev gold; "number" alone names nothing)
                start, stop_c = self.idx[a], self.idx[of.end - 1] + len(self.words[of.end - 1])
                if not any(x < stop_c and start < y for x, y in taken):
                    self.add(start, stop_c, "Metric", "metric", rule, 0.6)
                    taken.append((start, stop_c))
                k = of.end
                if k < stop and low[k] not in skip:
                    break
                continue
            the = int(b + 2 < stop and low[b + 1] == "the")  # "the quality of the predictive distribution"
            if QUALITY_OF_MEASURES and b - a == 1 and low[a] in _OF_MEASURE_HEADS and b + 1 < stop and \
                    low[b] == "of" and (of := self.chunk_of.get(b + 1 + the)) is not None and \
                    of.start == b + 1 + the and 1 <= of.end - of.start <= 3 and self.pos[of.end - 1] == "NOUN" and \
                    all(low[x] not in _MEASURE_DETERMINERS for x in range(of.start, of.end)) \
                    and all(self.words[x][:1].isalpha() for x in range(of.start, of.end)):
                # "in terms of the quality of the predictive distribution": the quality of a thing
                start, stop_c = self.idx[a], self.idx[of.end - 1] + len(self.words[of.end - 1])
                if not any(x < stop_c and start < y for x, y in taken):
                    self.add(start, stop_c, "Metric", "metric", rule, 0.6)
                    taken.append((start, stop_c))
                k = of.end
                if k < stop and low[k] not in skip:
                    break
                continue
            named = self._names_in(a, b) and not (b - a >= 2 and low[b - 1] in _LISTED_METRIC_HEADS)
            plural = self.tag[b - 1] == "NNS" and low[b - 1] not in _LISTED_METRIC_HEADS \
                and low[b - 1] not in _MEASURE_HEADS and low[b - 1] not in ("costs", "returns", "rewards")
            glue = {x for x in range(a + 1, b - 1) if self._hyphen_glue(x)}
            if any(pos[x + 1] == "ADJ" and x + 2 not in glue for x in glue):
                break  # "in terms of memory-efficient representation": a hyphenated rating, no measure
            n_words = b - a - 2 * len(glue)  # "run-time complexity": two words
            if not 1 <= n_words <= 3 or pos[b - 1] != "NOUN" or named or plural \
                    or b - a == 1 and low[a] in _TERMS_OF_VAGUE \
                    or any(low[x] in L.VAGUE_MEASURE_WORDS or not self.words[x][:1].isalpha()
                           for x in range(a, b) if x not in glue):
                if low[b - 1] in _TERMS_OF_VAGUE or named:
                    continue  # "in terms of performance and speed": the list goes on
                break
            start, stop_c = self.idx[a], self.idx[b - 1] + len(self.words[b - 1])
            if not any(x < stop_c and start < y for x, y in taken):
                self.add(start, stop_c, "Metric", "metric", rule, 0.6)
                taken.append((start, stop_c))
            if k < stop and low[k] not in skip:
                break

    def _gerund_modifier(self, k: int) -> bool:
        """Whether the "-ing" word at token ``k`` names a kind of measure inside a metric
        phrase ("linear probing accuracy", "retrieval ranking accuracy") rather than a
        verb or a participle before it ("while achieving accuracy", "increasing
        accuracy"): it is an activity gerund of :data:`~kg.extract.lexicon.METRIC_GERUNDS`
        and a noun or adjective that is neither a participle nor a rating word stands right
        before it, or (:data:`GERUND_AFTER_DETERMINER`) a determiner or possessive of
        :data:`_MEASURE_DETERMINERS` does ("improve the clustering accuracy")."""
        if self.lower[k].split("-")[-1] not in L.METRIC_GERUNDS or k == 0:
            return False
        w = self.lower[k - 1]
        if GERUND_AFTER_DETERMINER and w in _MEASURE_DETERMINERS:
            return True  # "the clustering accuracy": no verb follows "the"
        return self.pos[k - 1] in ("ADJ", "NOUN", "PROPN") and not w.endswith(("ing", "ed")) \
            and w not in L.NP_STRIP_LEFT and w not in L.EVALUATIVE and w not in L.METRIC_QUALITY_WORDS \
            and w not in L.GENERIC_NOUNS and w not in L.METRIC_RANKING_WORDS

    def _hyphen_glued(self, k: int) -> bool:
        """Whether token ``k`` is glued by hyphens to a word before or after it (the "of" of
        "state-of-the-art")."""
        ws, words = self.ws, self.words
        return (k > 0 and words[k - 1] == "-" and not ws[k - 1]) or \
            (k + 1 < len(words) and words[k + 1] == "-" and not ws[k])

    def _hyphen_glue(self, k: int) -> bool:
        """Whether token ``k`` is a hyphen that glues the words on both sides of it into one
        word, with no space on either side ("run-time"): a word of a hyphenated compound
        as :meth:`_glued_end` reads it, not a punctuation mark of its own."""
        words, ws = self.words, self.ws
        return 0 < k < len(words) - 1 and words[k] == "-" and not ws[k - 1] and not ws[k] \
            and words[k - 1][-1:].isalnum() and words[k + 1][:1].isalnum()

    def _glued_end(self, k: int) -> int:
        """End (exclusive token index) of the hyphen-glued word that starts at token ``k``:
        "feature-selection" and "state-of-the-art" are one word for the metric rules, which
        read words, not tokens ("feature", "-", "selection")."""
        n, ws, words = len(self.words), self.ws, self.words
        e = k + 1
        while e + 1 < n and not ws[e - 1] and words[e] == "-" and not ws[e] and words[e + 1][:1].isalnum():
            e += 2
        return e

    @property
    def _method_name_tokens(self) -> set[int]:
        """Token indices inside a known method name (Papers with Code gazetteer spans of
        type ``Method``): such a modifier names the system measured ("transformer efficiency",
        "LLM performance"), not the measure. Computed once per document."""
        got = getattr(self, "_method_tokens_cache", None)
        if got is None:
            got = {x for sp in self.gaz_by_type.get("Method", []) for x in range(sp.start, sp.end)}
            self._method_tokens_cache = got
        return got

    def _measure_head(self, k: int, gerund: bool = False) -> Optional[int]:
        """Token index of the head of a measure phrase that starts at token ``k``: one or
        two modifier words and a head of :data:`_MEASURE_HEADS` ("answer correctness",
        "downstream task performance", "feature-selection sparsity") or of
        :data:`_COMPARED_RATE_HEADS` ("false discovery rate", "compression ratio"; not with a
        modifier of :data:`_SETTING_RATE_MODIFIERS`: "the learning rate"), or None.

        Modifiers are read as hyphen-glued words; each is a noun, adjective or name, or with
        ``gerund`` (a determiner or an adjective cue came before) a first word in "-ing"
        tagged as a verb ("the sampling throughput"); never a determiner or rating word
        (:data:`~kg.extract.lexicon.NP_STRIP_LEFT`, ``EVALUATIVE``, ``METRIC_QUALITY_WORDS``)
        or a noun of the system measured (:data:`_SYSTEM_NOUNS`, a model family, a word of a
        known method name: "transformer efficiency", "LLM performance"); the place words of
        :data:`_MEASURE_PLACE_WORDS` count. A "time" head right after a preposition of
        :data:`_PHASE_PREPOSITIONS` names a phase ("at inference time") and gives None. A
        head followed by a lower-case noun modifies it
        ("lower quality estimates") and gives None. A head of :data:`_BARE_MEASURES` needs no
        modifier ("higher fidelity", "reduces latency"). A "performance" head with a modifier of
        :data:`_SYSTEM_ABBREVIATIONS` names the system ("GNN performance") and gives None; so
        does a head before "bound(s)" or "guarantee(s)" ("a lower error bound": a proof's quantity).
        """
        words, lower, pos = self.words, self.lower, self.pos
        n = len(words)
        j, mods = k, 0
        while j < n and mods < 3 and lower[j] not in _MEASURE_HEADS and (
                lower[j] not in _BARE_MEASURES or j + 1 < n and lower[j + 1] in _MEASURE_HEADS) and not (
                lower[j] in _COMPARED_RATE_HEADS and self._glued_end(j) == j + 1) and not self._resource_head(k, j):
            u = self._glued_end(j)
            word = "".join(lower[j:u])
            if not all(words[x].isalpha() or words[x] == "-" for x in range(j, u)):
                return None
            if word in _MEASURE_PLACE_WORDS:
                pass
            elif word in L.NP_STRIP_LEFT or word in L.EVALUATIVE or word in L.METRIC_QUALITY_WORDS \
                    or word in _SYSTEM_NOUNS or word in _STANDALONE_METHODS \
                    or any(x in self._method_name_tokens for x in range(j, u)):
                return None
            elif pos[u - 1] not in ("NOUN", "ADJ", "PROPN") and not (
                    gerund and pos[j] == "VERB" and u == j + 1 and j == k and lower[j].endswith("ing")):
                return None
            j, mods = u, mods + 1
        if mods > 2 or j >= n or mods == 0 and lower[j] not in _BARE_MEASURES or \
                lower[j] not in _MEASURE_HEADS and lower[j] not in _BARE_MEASURES and not (
                lower[j] in _COMPARED_RATE_HEADS and not any(w in _SETTING_RATE_MODIFIERS for w in lower[k:j])) \
                and not self._resource_head(k, j):
            return None  # ("minimizes the false discovery rate"; not "the learning rate"; "higher fidelity" alone)
        if j + 1 < n and pos[j + 1] == "NOUN" and words[j + 1].islower() and lower[j + 1] != "relative":
            return None  # "lower quality estimates": the head modifies another noun ("relative to": no noun)
        if lower[j] == "time" and k > 0 and lower[k - 1] in _PHASE_PREPOSITIONS:
            return None  # "in training time", "at inference time": a phase, not a measure
        if j + 1 < n and lower[j + 1] in _PROVED_AFTER_BOUNDED:
            return None  # "the lowest interpolation error bound": the quantity of a proof, not a measure
        if lower[j] == "performance" and any(lower[x] in _SYSTEM_ABBREVIATIONS for x in range(k, j)):
            return None  # "boost GNN performance", "better offline RL performance": the system, vague
        return j

    def _bounded_by_formula(self, j: int) -> bool:
        """Whether an order of growth follows the head at token ``j`` (after words such as
        "to", "from", "at", "of", "only", "is"): a big-O style term ("O(L)", "Θ(n)",
        "polylog(n)", as the cleaned text writes the LaTeX) or a growth word ("cubic",
        "quadratic", "linear", "logarithmic", "constant"): "maintaining the memory complexity
        at $O(L)$", "a memory requirement of only $polylog(n)$ bits", "reduces computational
        complexity from cubic to quadratic": a theory bound stated on the quantity, no measure
        taken. Input: a token index; never raises."""
        if j + 1 >= len(self.words):
            return False
        return _GROWTH_ORDER.match(self.doc.text, self.idx[j + 1]) is not None

    def _resource_head(self, k: int, j: int) -> bool:
        """Whether token ``j`` of a measure phrase that starts at token ``k`` is a cost head of
        :data:`RESOURCE_COMPLEXITY_MEASURES`: "complexity" or "requirement(s)" as a word of its
        own (not glued by a hyphen to the next), after a modifier of :data:`_RESOURCE_MODIFIERS`
        inside the phrase ("memory complexity", "the memory requirements"; not "sample
        complexity", nor "complexity" alone).

        Input: two token indices, ``k <= j``. Output: True for such a head; never raises."""
        if j <= k or self.lower[j] not in _RESOURCE_HEADS or self._glued_end(j) != j + 1:
            return False
        mods = _RESOURCE_MODIFIERS if self.lower[j].startswith("requirement") else _COMPLEXITY_MODIFIERS
        return self.lower[j - 1] in mods

    def _add_compared_measures(self, start: int, end: int, after: int, taken: list) -> None:
        """Add the measure at characters ``[start, end)`` and the measures coordinated with it
        from token ``after`` on (:meth:`_coordinated_measures`) as ``metric-compared`` metrics,
        each unless it overlaps a span of ``taken`` (a list of (start, end) character pairs,
        extended in place with every span added)."""
        for a0, b0 in [(start, end), *self._coordinated_measures(after)]:
            if not any(a < b0 and a0 < b for a, b in taken):
                self.add(a0, b0, "Metric", "metric", "metric-compared", 0.6)
                taken.append((a0, b0))

    def _compared_measures(self):
        """"a higher statistical power", "improve the answer correctness", "reduce the query
        budget", "without compromising much tracking performance": a noun phrase of one or two
        modifiers and a measure head right after a comparative or a verb of change names what
        is measured: a metric (rule ``metric-compared``).

        The cue is a word of :data:`_MEASURE_CUES` (comparatives, "superior", verbs of change,
        "minimize" / "maximize", "compromise" / "sacrifice", "maintain" and
        "comparable" / "competitive" / "less": "while maintaining comparable inference time",
        "requires less training time"; session 21), the hyphenated
        "state-of-the-art", a noun of change and "in" (:data:`_MEASURE_CHANGE_NOUNS`: "an
        improvement in route quality") or "a fraction of", followed by at most two words of
        :data:`_MEASURE_CUE_FILLERS` ("the", "its", "much"; "on" / "upon" only after
        "improve"). The measure phrase is read by :meth:`_measure_head`: one or two modifiers
        (nouns, adjectives or names, read as hyphen-glued words: "feature-selection"; never
        a rating word, a determiner or a noun that names the system measured: "the model
        performance"; other generic nouns count: "the answer correctness", "inference
        efficiency"; so do place words: "downstream task performance"; a gerund after a
        determiner or an adjective cue: "the sampling throughput") and a head of
        :data:`_MEASURE_HEADS` (quality, power, cost, performance, efficiency, capacity, ...).
        A measure phrase that a comparison follows is one too (:meth:`_compared_after`: "its
        predictive uncertainty is better", "X's computational costs are nearly identical").
        A bare head ("higher quality", "better performance") is too vague and stays out, but
        for the specific ones of :data:`_BARE_MEASURES` ("higher fidelity"); so do
        a head that modifies a following noun ("lower cost estimates") and phrases already
        typed. No cost measure in a sentence before the first one about the paper's own work
        (:data:`BACKGROUND_MEASURES`: the motivation; a text with no such sentence has none).
        """
        words, lower = self.words, self.lower
        taken = [(c.start, c.end) for c in self.cands]
        n = len(words)
        first_own = self._first_self_sentence() if BACKGROUND_MEASURES else 0
        if first_own >= len(self.sents):
            first_own = 0  # no sentence speaks of the paper's own work: no motivation to tell apart
        # (the tokens that open one of the readings below; every other token is skipped by the
        # final "else": the scan visits only these, through the word index)
        openers = _MEASURE_CUES | _MEASURE_CHANGE_NOUNS | _SHOWING_VERBS | _STATE_OR_FRACTION
        if SMALL_COST_MEASURES:
            openers = openers | _SMALL_AMOUNT_CUES | {"half"}
        change_verbs = _CHANGE_VERB_CUES if CHANGE_VERB_CUES else frozenset()
        openers = openers | change_verbs
        if TIMED_MEASURES:
            openers = openers | _TIME_CUES
        for i in _positions_between(lower, openers, 0, n - 2):
            e = i + 1
            if lower[i] in _MEASURE_CUES or lower[i] in change_verbs or TIMED_MEASURES and lower[i] in _TIME_CUES:
                pass
            elif lower[i] == "state" and (e := self._glued_end(i)) - i == 7 \
                    and "".join(lower[i:e]) == "state-of-the-art":
                pass
            elif lower[i] in _MEASURE_CHANGE_NOUNS and lower[i + 1] == "in":
                e = i + 2  # "a 20% improvement in route quality"
            elif lower[i] == "fraction" and lower[i + 1] == "of":
                e = i + 2  # "for a fraction of the computational cost"
            elif SMALL_COST_MEASURES and (lower[i] in _SMALL_AMOUNT_CUES or lower[i] == "half"):
                self._small_cost_measure(i, taken)  # "minimal computation overhead", "half the inference cost"
                continue
            elif lower[i] in _SHOWING_VERBS and lower[i + 1] in _MEASURE_DETERMINERS:
                j = self._measure_head(i + 2)
                if j is not None and j == i + 2 and lower[j] in _BARE_MEASURES and lower[j] not in _SHOWN_PROPERTIES \
                        and lower[j] not in _CUE_ONLY_BARE_MEASURES \
                        and j + 1 < n and (lower[j + 1] in ("of", "and") or WITHSTOOD_QUALITY_MEASURED
                                           and lower[j] in L.CUED_MEASURE_NOUNS and lower[j + 1] in ("to", "against")) \
                        and not self._shown_statement(i, j):
                    self._add_compared_measures(self.idx[j], self.idx[j] + len(words[j]), j + 1, taken)
                continue  # "demonstrate the robustness of X": the quality shown
            else:
                continue
            k = e
            while k < n and k - e < 2 and lower[k] in _MEASURE_CUE_FILLERS \
                    and (lower[k] not in ("on", "upon") or lower[i].startswith("improv")):
                k += 1
            time_cue_only = lower[i] in _TIME_CUES and lower[i] not in _MEASURE_CUES  # "fast", "short", "long"
            j = None if time_cue_only else self._measure_head(k, gerund=k > e or self.pos[i] != "VERB")
            if j is None and TIMED_MEASURES and lower[i] in _TIME_CUES:
                j = self._timed_measure(k)  # "faster query times", "a short computational time"
            if j is None and THAN_MEASURES and lower[i] in _THAN_CUES:
                j = self._than_measure(k)  # "lower estimation errors than", "a lower selective risk than"
            if j is None or (lower[j] in L.CUED_MEASURE_NOUNS or lower[j] in _QUALITY_MEASURES
                             or lower[j] in _PROPERTY_MEASURES or lower[j] in _RESOURCE_HEADS) and self._aimed_quality(i, j):
                continue
            if (lower[j] in _QUALITY_MEASURES or lower[j] in _RESOURCE_HEADS) and self._potential_quality(i, j):
                continue  # "can improve the safety of", "a better safety-aware embedding": no measure taken
            if lower[j] in _RESOURCE_HEADS and self._bounded_by_formula(j):
                continue  # "the memory complexity at $O(L)$": a theory bound, no measure taken
            if lower[j] in _PROPERTY_MEASURES and (self._glued_end(j) > j + 1 or self._proposal_aim(i)):
                continue  # "a better stability-plasticity tradeoff": a modifier of another noun;
                # "we propose X that ... improves the stability of Y": what the design is for
            if j == k and lower[j] in _CUE_ONLY_BARE_MEASURES and _OBJECTIVE_VERB.match(lower[i]):
                continue  # "maximizing the correlation between frames", "increasing the coverage of X": an aim
            if lower[j] in _SCORE_HEADS and _AIMED_SCORE_VERB.match(lower[i]):
                continue  # "to maximize evaluation scores": the objective, not a measured outcome
            if BACKGROUND_MEASURES and self.tok_sent[i] < first_own and lower[j] in _BACKGROUND_COST_HEADS:
                continue  # "Coreset selection is powerful in reducing computational costs": the motivation
            if lower[i] in change_verbs and lower[i] not in _MEASURE_CUES and self.tok_sent[i] < first_own:
                continue  # "irrelevant context degrades output quality": the motivation, no measure taken
            self._add_compared_measures(self.idx[k], self.idx[j] + len(words[j]), j + 1, taken)
        for ch in self._nps_ending_in(_MEASURE_HEADS):  # "its predictive uncertainty is better": the cue after the measure
            a, b = ch.start, ch.end
            if b >= n or lower[b] not in _BE_FORMS:
                continue
            while a < b and (lower[a] in _MEASURE_DETERMINERS or lower[a] in ("'s", "’s")
                             or a + 1 < b and lower[a + 1] in ("'s", "’s")):
                a += 1
            if a >= b or self._measure_head(a, gerund=a > ch.start) != b - 1 or not self._compared_after(b):
                continue
            start, end = self.idx[a], self.idx[b - 1] + len(words[b - 1])
            if any(x < end and start < y for x, y in taken):
                continue
            self.add(start, end, "Metric", "metric", "metric-compared", 0.6)
            taken.append((start, end))

    def _small_cost_measure(self, i: int, taken: list) -> None:
        """With :data:`SMALL_COST_MEASURES`: read the cost measure after the small-amount cue at
        token ``i`` (a word of :data:`_SMALL_AMOUNT_CUES`, or "half" followed by "the" or "of"):
        after at most two words of :data:`_ADDED_COST_WORDS` and :data:`_MEASURE_CUE_FILLERS`
        ("half of the", "negligible additional"), a measure phrase read by
        :meth:`_measure_head` with at least one modifier and a head of
        :data:`_SMALL_COST_HEADS` is added as a ``metric-compared`` metric with the measures
        coordinated after it ("with minimal computation overhead", "less than half the
        inference cost"; not "minimal overhead", "a low-cost method", "low latency", nor after a
        verb of keeping, :data:`_KEEPING_VERBS`: "while retaining a low computational cost"). As
        for the other cues, no cost or overhead in a sentence of motivation
        (:data:`BACKGROUND_MEASURES`).

        Inputs: a token index and ``taken``, the (start, end) character spans already typed
        (extended in place). Output: none (candidates added to ``self.cands``); never raises."""
        lower, n = self.lower, len(self.lower)
        b = i - 1 if i > 0 and lower[i - 1] in ("a", "an", "the", "its", "their") else i
        if b > 0 and lower[b - 1] in _KEEPING_VERBS:
            return  # "while retaining a low computational cost": a design property
        k = i + 1
        if lower[i] == "half":
            if k >= n or lower[k] not in ("the", "of"):
                return  # "in half", "half precision": no amount of a measure
            if lower[k] == "of":
                k += 1
        start = k
        while k < n and k - start < 2 and (lower[k] in _ADDED_COST_WORDS or lower[k] in _MEASURE_CUE_FILLERS) \
                and lower[k] not in ("on", "upon"):
            k += 1
        if k >= n:
            return
        j = self._measure_head(k)
        if j is None or j == k or lower[j] not in _SMALL_COST_HEADS:
            return  # ("minimal overhead", "low latency": a bare head is too vague here)
        if BACKGROUND_MEASURES and lower[j] in _BACKGROUND_COST_HEADS:
            first_own = self._first_self_sentence()
            if first_own < len(self.sents) and self.tok_sent[i] < first_own:
                return  # "existing methods struggle to run at low inference cost": the motivation
        self._add_compared_measures(self.idx[k], self.idx[j] + len(self.words[j]), j + 1, taken)

    def _beaten_in_measures(self):
        """"surpasses existing models in speed", "outperforms prior methods in generation
        quality", "outpaces its competitors in both speed and accuracy": after a verb of
        :data:`_BEATING_VERB` and its object (at most eight tokens, none of
        :data:`_BEATEN_IN_BREAKS` between), the phrase after "in" ("both" / "the" / "its"
        may come first; not "in terms of") names what the system wins in: a measure phrase
        read by :meth:`_measure_head`, or a bare word of :data:`_BEATEN_IN_BARE`, is a metric
        (rule ``metric-compared``), and so are the measures coordinated with it
        (:meth:`_coordinated_measures`). Spans already typed are left alone."""
        words, lower, n = self.words, self.lower, len(self.lower)
        taken = [(c.start, c.end) for c in self.cands]
        for i in _positions_between(lower, _IN_WORD, 1, n - 1):  # (the tokens "in" only)
            if lower[i + 1] == "terms":
                continue
            lo = max(self.sents[self.tok_sent[i]].start, i - 9)
            v = next((x for x in range(i - 2, lo - 1, -1) if _BEATING_VERB.match(lower[x])), None)
            if v is None or any(lower[x] in _BEATEN_IN_BREAKS for x in range(v + 1, i)):
                continue
            k = i + 1
            while k < n and lower[k] in ("both", "the", "its", "their"):
                k += 1
            if k >= n:
                continue
            j = self._measure_head(k)
            if j is None and lower[k] in _BEATEN_IN_BARE and not (
                    k + 1 < n and self.pos[k + 1] == "NOUN" and words[k + 1].islower()):
                j = k
            if j is None:
                continue
            self._add_compared_measures(self.idx[k], self.idx[j] + len(words[j]), j + 1, taken)

    def _timed_measure(self, k: int) -> Optional[int]:
        """Token index of the head of a time or speed measure that starts at token ``k``
        (after an adjective of speed or duration of :data:`_TIME_CUES` and its fillers): one or
        two modifier words and a head of :data:`_TIME_HEADS` ("faster query times", "a very
        fast update time", "a short computational time", "long scanning times"), or a bare
        "runtime(s)" ("prohibitively slow runtimes"); None otherwise.

        Input: a token index. Output: the head's token index or None. A modifier is an
        alphabetic (or hyphen-glued) noun, adjective, name or "-ing" word, never a
        determiner, rating or quality word, a noun of the system measured
        (:data:`_SYSTEM_NOUNS`) or a word of a known method's name; a bare "time" or
        "times" gives None ("a long time", "in a short time": a duration, no measure), and
        so does a head followed by a lower-case noun ("short time series", "fast time
        scales"). Session 33 (results17), from the dev gold (dev30, dev57, dev58, dev60) and
        checked on corpus abstracts.
        """
        words, lower, pos = self.words, self.lower, self.pos
        n = len(words)
        j, mods = k, 0
        while j < n and lower[j] not in _TIME_HEADS:
            if mods == 2:
                return None
            u = self._glued_end(j)
            if not all(words[x].isalpha() or words[x] == "-" for x in range(j, u)):
                return None
            word = "".join(lower[j:u])
            if word in L.NP_STRIP_LEFT or word in L.EVALUATIVE or word in L.METRIC_QUALITY_WORDS \
                    or word in _SYSTEM_NOUNS or any(x in self._method_name_tokens for x in range(j, u)):
                return None
            if pos[u - 1] not in ("NOUN", "ADJ", "PROPN") and not word.endswith("ing"):
                return None
            j, mods = u, mods + 1
        if j >= n or mods == 0 and lower[j] not in ("runtime", "runtimes"):
            return None
        if j + 1 < n and pos[j + 1] == "NOUN" and words[j + 1].islower():
            return None  # "short time series", "fast time scales": the time words modify a noun
        return j

    def _than_measure(self, k: int) -> Optional[int]:
        """Token index of the head of a noun phrase of one to three words that starts at
        token ``k`` (after a comparative of :data:`_THAN_CUES` and its fillers) and that
        "than" or "compared to / with" closes, with a head of :data:`_THAN_HEADS` ("reach
        lower estimation errors than X", "a lower selective risk than", "higher returns than",
        "higher correlations than"), or None.

        Input: a token index. Output: the head's token index or None. The words must all be
        alphabetic (hyphen-glued words count), the head a common noun (tag NN or NNS), the
        modifiers nouns, adjectives or names; no word may be a determiner, a rating word, a
        quality word, a noun of the system compared (:data:`_SYSTEM_NOUNS`) or a word of a
        known method's name. Unlike :meth:`_measure_head` the head may be one that a cue alone
        does not make a measure ("reduce the approximation error", "minimize the risk" name
        objectives): the comparison with "than" says that a measured quantity is compared.
        Session 33 (results17), from the dev gold (dev20, dev29, dev30, dev37, dev56) and
        checked on 257 corpus abstracts.
        """
        words, lower, pos, tag = self.words, self.lower, self.pos, self.tag
        n = len(words)
        j, last, closed = k, None, False
        while j < n and j - k < 4:
            if lower[j] == "than" or lower[j] == "compared" and j + 1 < n and lower[j + 1] in ("to", "with"):
                closed = True
                break
            u = self._glued_end(j)
            if not all(words[x].isalpha() or words[x] == "-" for x in range(j, u)):
                return None
            word = "".join(lower[j:u])
            if word in L.NP_STRIP_LEFT or word in L.EVALUATIVE or word in L.METRIC_QUALITY_WORDS \
                    or word in _SYSTEM_NOUNS \
                    or any(x in self._method_name_tokens for x in range(j, u)):
                return None
            if pos[u - 1] not in ("NOUN", "ADJ", "PROPN"):
                return None
            last, j = u - 1, u
        if last is None or not closed or j - k > 3:
            return None
        if tag[last] not in ("NN", "NNS") or lower[last] not in _THAN_HEADS:
            return None
        return last

    def _shown_statement(self, i: int, j: int) -> bool:
        """Whether the quality at token ``j`` after the verb of showing at token ``i`` is that
        of a proof or a claim rather than a measured one: an adverb of proof
        (:data:`_PROOF_ADVERBS`) right before the verb ("formally verify the robustness of
        DNNs"), a word of theory (:data:`_THEORY_SUBJECT_WORDS`) among the five tokens before
        the verb, after any comma ("Theoretical analysis demonstrates the correctness of";
        session 28), or a statement noun (:data:`_STATEMENT_NOUNS`) ending the "of" phrase within
        five tokens, before any punctuation ("validate the correctness of our derivations",
        "verify the robustness and necessity of proposed designs"). Read on the corpus
        (session 27)."""
        low = self.lower
        if i > 0 and low[i - 1] in _PROOF_ADVERBS:
            return True
        start = self.sents[self.tok_sent[i]].start
        for x in range(i - 1, max(start, i - 6) - 1, -1):
            if low[x] in (",", ";", ":"):
                break
            if low[x] in _THEORY_SUBJECT_WORDS:
                return True  # "Theoretical analysis demonstrates the correctness of": a proof
        k = j + 1
        while k < len(low) and low[k] != "of" and k - j < 4 and low[k].isalpha():
            k += 1  # "the robustness and necessity of"
        if k >= len(low) or low[k] != "of":
            return False
        for x in range(k + 1, min(len(low), k + 6)):
            if not low[x][:1].isalpha():
                break
            if low[x] in _STATEMENT_NOUNS:
                return True
        return False

    def _aimed_quality(self, i: int, j: int) -> bool:
        """Whether the generic quality (:data:`~kg.extract.lexicon.CUED_MEASURE_NOUNS`) at
        token ``j``, read after the cue at token ``i``, is an aim or a property rather than
        the measured outcome: the cue is a gerund after "for" ("techniques for improving the
        robustness") or after "thereby" / "thus" / "hence" (the intended effect of a design:
        "a regularizer ..., thereby enhancing robustness"), or a verb in the base form (tag
        ``VB``) of a purpose
        infinitive, a "to" at most five tokens before it and no comma or semicolon between
        ("To enhance robustness, we ...", "aims to evaluate and enhance the robustness of";
        not "leads to improved robustness"), or, without :data:`WITHSTOOD_QUALITY_MEASURED`, the
        quality takes a complement of what it withstands ("improved robustness to overfitting",
        "better robustness against outliers": the older dev gold keeps such phrases whole, as
        allowed extras; with it, only a quality other than robustness, "improves stability to
        perturbations" (session 51), or robustness as a claimed consequence after "lead(s) to" /
        "result(s) in" (:meth:`_consequence_cue`)); with it, a cue in the base form after "must" / "should"
        (:data:`_OBLIGATION_MODALS`: "must maintain robustness against", a requirement). Read on
        the dev gold and the corpus (sessions 27 and 55).
        """
        low = self.lower
        if i > 0 and self.tag[i] == "VBG" and low[i - 1] in ("for", "towards", "toward", "thereby", "thus", "hence"):
            return True  # "techniques for improving the robustness of", "thereby enhancing robustness": a purpose
        if WITHSTOOD_QUALITY_MEASURED and self.tag[i] == "VB" and i > 0 and low[i - 1] in _OBLIGATION_MODALS:
            return True  # "policies must maintain robustness against ...": a requirement, no measure
        if self.tag[i] == "VB":
            for x in range(i - 1, max(-1, i - 6), -1):
                if low[x] in (",", ";"):
                    break
                if low[x] == "to":
                    if ABLE_TO_OUTCOMES and x > 0 and low[x - 1] in _ABILITY_WORDS:
                        break  # "is able to reduce the memory requirements": a reported outcome, no purpose
                    return True
        if not (j + 1 < len(low) and low[j + 1] in ("to", "against")):
            return False
        return not (WITHSTOOD_QUALITY_MEASURED and low[j] in L.CUED_MEASURE_NOUNS) or self._consequence_cue(i)

    def _consequence_cue(self, i: int) -> bool:
        """Whether "lead(s) / led / leading to" or "result(s) in" stands among the twelve
        tokens before the cue at token ``i``, in its sentence and after any semicolon: the
        quality is then a claimed consequence ("can lead to flatter minima, better
        generalization, and improved robustness to overfitting"), not a measured outcome, as
        the list after "lead(s) to" is in :meth:`_coordinated_metrics`."""
        low = self.lower
        start = self.sents[self.tok_sent[i]].start
        for x in range(i - 1, max(start, i - 12) - 1, -1):
            if low[x] == ";":
                return False
            if x + 1 < i and (low[x] in _LEAD_TO_VERBS and low[x + 1] == "to"
                              or low[x] in _RESULT_VERBS and low[x + 1] == "in"):
                return True
        return False

    def _proposal_aim(self, i: int) -> bool:
        """Whether the cue at token ``i`` follows, in its sentence, "we" and a verb of
        :data:`_INTRODUCING_VERBS` within two tokens ("we propose a framework that scales ...
        and improves the training stability of"): the property is what the proposed design is
        for, stated with the proposal, not a measured outcome (the dev gold leaves such a
        property out; session 51, for :data:`_PROPERTY_MEASURES`)."""
        low = self.lower
        start = self.sents[self.tok_sent[i]].start
        return any(low[x] == "we" and any(low[y] in _INTRODUCING_VERBS for y in range(x + 1, min(i, x + 3)))
                   for x in range(start, i))

    def _potential_quality(self, i: int, j: int) -> bool:
        """Whether the quality of :data:`_QUALITY_MEASURES` at token ``j``, read after the cue
        at token ``i``, is no measured outcome: a modal verb ("can", "could", "may", "might",
        "would") stands at most two tokens before the cue (a possible effect: "it can improve
        the safety and efficiency of data collection"), or the quality is hyphen-glued to the
        next word (a modifier of another noun: "a better safety-aware embedding")."""
        if any(self.tag[x] == "MD" for x in range(max(0, i - 2), i)):
            return True
        return self._glued_end(j) > j + 1

    def _coordinated_measures(self, k: int) -> list[tuple[int, int]]:
        """The measure phrases coordinated after a compared one that ends before token ``k``
        ("reducing GPU memory footprint and training time", "lower latency, memory cost and
        energy use"; session 24): each conjunct after "and" / "or" / a comma (and "the" /
        "its" / "their") is read by :meth:`_measure_head` as the first one was, and the list
        ends at the first conjunct that is no measure phrase. Output: the ``(start, end)``
        character offsets of each, in text order (empty when none follows)."""
        words, lower, n = self.words, self.lower, len(self.lower)
        out: list[tuple[int, int]] = []
        while k < n and lower[k] in (",", "and", "or"):
            while k < n and lower[k] in (",", "and", "or"):
                k += 1
            while k < n and lower[k] in ("the", "its", "their", "our"):
                k += 1
            j = self._measure_head(k) if k < n else None
            if j is None:
                break
            out.append((self.idx[k], self.idx[j] + len(words[j])))
            k = j + 1
        return out

    def _compared_after(self, k: int) -> bool:
        """Whether the words from token ``k`` compare the noun phrase before them: a form of
        "be", at most two adverbs, and a word of :data:`_COMPARED_PREDICATES` ("are nearly
        identical to", "is better", "remains comparable")."""
        lower, pos, n = self.lower, self.pos, len(self.lower)
        if k >= n or lower[k] not in _BE_FORMS:
            return False
        k += 1
        first = k
        while k < n and k < first + 2 and pos[k] == "ADV" and lower[k] not in _COMPARED_PREDICATES:
            k += 1
        return k < n and lower[k] in _COMPARED_PREDICATES

    def _coordinated_metrics(self, found: list[tuple[int, int]]):
        """Noun phrases coordinated with a known metric after "in" are metrics too:
        "outperforms X in both generalization accuracy and convergence speed",
        "advances in image quality, noise suppression, and contrast amplification",
        "in terms of FID and sample diversity". Without "in", a conjunct is a metric only
        when it names a measure by a modifier and the head "rate", "ratio", "error",
        "score" or "distance" ("to bound the false negative rate, graph distance, and
        token-level F1", "the tradeoff between compression ratio and approximation
        accuracy"; not "the learning rate").

        For each metric ``(start, end)`` token span of ``found``, and each noun phrase that is
        a measure phrase (:meth:`_measure_head`: "language quality", which is then added too),
        the list around it is
        read over noun phrases, commas, "and", "or", "both", "as well as"; it must be
        governed by "in" (also "in terms of") right before its first conjunct; a list that
        only a measure phrase seeds and a bare "in" governs needs a measuring cue among the
        words before "in" (:data:`CUED_IN_MEASURE_LISTS`: "an improvement in A and B", not
        "comprehending knowledge in A, B and C"). Every
        other conjunct is added (rule ``metric-coordinated``) when, after dropping
        determiners and rating words, it has one to three words, ends in a noun, holds
        no name (a dataset or method: "on ImageNet and COCO"), is not a generic noun
        alone ("performance", "efficiency" as bare words are too vague) and is not headed
        by a vague word (:data:`~kg.extract.lexicon.VAGUE_MEASURE_WORDS`: "amount of
        required labels" names no measure by "amount"; "metrics" / "measures" after a
        modifier name a family of measures and count: "distortion measures").

        Beside a metric of ``found`` (the lexicon's), a list with neither "in" nor a verb of
        improvement before it still gives its quality conjuncts (:meth:`_improved_quality`:
        "the correctness and uniqueness of X", "a superior combination of precision and
        diversity", "the trade-offs between cost, time, and accuracy";
        :data:`KNOWN_METRIC_QUALITY_CONJUNCTS`, session 40) when every other conjunct is
        such a quality or a known metric ("the correctness, accuracy, or source of the side
        information" is a description) and the list does not follow "lead(s) to" (consequences).
        """
        low, pos = self.lower, self.pos
        skip = {",", "and", "or", "both", "as", "well", "either"}
        seeds = [(start, end, False) for start, end in found]
        for ch in self._nps_ending_in(_MEASURE_HEADS):  # measure phrases ("language quality") seed a list as well
            a = ch.start
            while a < ch.end and low[a] in _MEASURE_DETERMINERS:
                a += 1
            j = self._measure_head(a) if a < ch.end else None
            if j == a and low[j] in _CUE_ONLY_BARE_MEASURES:
                continue  # "global in coverage": a scope, no measure without a cue
            if j == ch.end - 1 and not any(s <= a < e or a <= s < ch.end for s, e in found):
                seeds.append((a, ch.end, True))
        for start, end, is_new in seeds:
            sent = self.sents[self.tok_sent[start]]
            k = start - 1
            while k >= sent.start and (low[k] in skip or k in self.chunk_of and (
                    low[k] not in ("in", "of") or self._hyphen_glued(k)) or low[k] in _MEASURE_DETERMINERS
                    and k > sent.start and (low[k - 1] in ("in", "both", "of") or low[k - 1] in _IMPROVING_VERBS)):
                k -= 1  # "in its A, B and C"; a hyphen-glued "of" ("state-of-the-art") is no preposition
            governed = k >= sent.start and (low[k] == "in" or low[k] == "of" and k >= 2 and low[k - 1] == "terms"
                                            and low[k - 2] == "in")
            if governed and low[k] == "of" and k - 3 >= sent.start and _DEFICIT_BEFORE_TERMS.match(low[k - 3]):
                continue  # "datasets have limitations in terms of item attributes and user diversity":
                # what prior work lacks, no measure taken (session 32)
            if governed and low[k] == "in" and k > sent.start and low[k - 1] in _RESULT_VERBS:
                continue  # "resulting in limited performance and heavy calculations": consequences, no measures
            if governed and low[k] == "in" and k + 1 < sent.end and low[k + 1] in _IN_IDIOM_NOUNS:
                continue  # "In contrast, utility is bounded": a discourse idiom, no list of measures
            if CUED_IN_MEASURE_LISTS and is_new and governed and low[k] == "in" and not any(
                    low[x] in _IN_LIST_CUES or low[x] in _MEASURE_CUES
                    for x in range(max(sent.start, k - _IN_LIST_CUE_WINDOW), start)):
                continue  # "comprehending knowledge in A, B and C": topics, no measuring cue
            # "improves controllability and fidelity": the objects of a verb of improvement
            cued = not governed and k >= sent.start and low[k] in _IMPROVING_VERBS and self.pos[k] == "VERB"
            if not governed and not cued and is_new:
                continue
            if is_new and cued and low[end - 1] in L.CUED_MEASURE_NOUNS and self._aimed_quality(k, end - 1):
                continue  # "To enhance robustness, we ...": an aim, not a measure
            lo = k + 1
            k = end
            while k < sent.end and (low[k] in skip or k in self.chunk_of):
                k += 1
            hi = k
            if not any(low[x] in (",", "and", "or", "well") for x in range(lo, hi)):
                continue  # no coordination
            if FRONTED_IN_NO_LIST and governed and lo - 1 == sent.start and not any(
                    low[x] in ("and", "or", "well") for x in range(lo, hi)):
                continue  # "In recent years, data quality has ...": the comma closes a fronted phrase
            if is_new:
                self.add(self.idx[start], self.idx[end - 1] + len(self.words[end - 1]), "Metric", "metric",
                         "metric-coordinated", 0.6)
            conjuncts = [ch for ch in self.nps if lo <= ch.start and ch.end <= hi and not ch.start <= start < ch.end]
            # beside a known measure with no "in" or verb before the list, every other conjunct
            # must name a quality or a known measure ("the correctness, accuracy, or source of
            # the side information": "source" makes it a description, no list of measures)
            qualities = not governed and not is_new and KNOWN_METRIC_QUALITY_CONJUNCTS and not (
                lo >= 2 and low[lo - 1] == "to" and low[lo - 2] in _LEAD_TO_VERBS) and all(
                self._improved_quality(self._rating_stripped_start(ch.start, ch.end, skip), ch.end)
                or any(fs < ch.end and ch.start < fe for fs, fe in found) for ch in conjuncts)
            for ch in conjuncts:
                b = ch.end
                a = self._rating_stripped_start(ch.start, b, skip)
                if b < len(low) and low[b] == "-" and not self.ws[b - 1] or low[b - 1].endswith("-"):
                    continue  # "their generative- and predictive-model ...": half a word
                if not 1 <= self._conjunct_words(a, b) <= 3 or pos[b - 1] != "NOUN" or self._names_in(a, b) \
                        or b - a == 1 and low[a] in L.GENERIC_NOUNS \
                        or low[b - 1] in L.VAGUE_MEASURE_WORDS and (b - a == 1 or low[b - 1] not in _MEASURE_KIND_HEADS) \
                        or any(_LISTED_VALUE.fullmatch(self.words[x]) for x in range(a, b)):
                    continue  # ("and 2.0/3.8x decrease": a value, not a measure)
                if cued and self._improved_quality(a, b):
                    pass  # "improves controllability and fidelity"
                elif qualities and self._improved_quality(a, b):
                    pass  # "the correctness and uniqueness of the extracted knowledge": beside a known measure
                elif not governed and (b - a < 2 or low[b - 1] not in _LISTED_METRIC_HEADS
                                       or low[a] in _SETTING_RATE_MODIFIERS):
                    continue  # without "in": only "<modifier> rate/ratio/error/score/distance"
                self.add(self.idx[a], self.idx[b - 1] + len(self.words[b - 1]), "Metric", "metric",
                         "metric-coordinated", 0.6)

    def _listed_quality(self, a: int, b: int) -> bool:
        """Whether tokens ``a``..``b`` (a conjunct of :meth:`_cued_quality_lists`, rating words
        dropped) name a measured quality: one word, or a noun or adjective modifier and a head;
        the head a singular noun that is an abstract noun of quality ("-ity", "-ness", "-acy",
        "-ency", "-ancy": "modularity", "informativeness", "fluency") other than those of
        :data:`_CY_NOT_QUALITIES`, or a measure head of :data:`_MEASURE_HEADS` or
        :data:`_BARE_MEASURES` ("speed", "coherence"); not a word too vague alone
        (:data:`_TERMS_OF_VAGUE`), not "complexity" (a theory quantity), not a quality of a
        design (:data:`_DESIGN_QUALITIES`: "flexibility"); the modifier no system
        noun (:data:`_SYSTEM_NOUNS`: "model capacity") and no rating word. Unlike
        :meth:`_improved_quality`, a generic noun may modify the head ("text fluency", "text
        coherence")."""
        low, pos = self.lower, self.pos
        if not 1 <= b - a <= 2 or not all(self.words[x].isalpha() for x in range(a, b)):
            return False
        head = low[b - 1]
        if pos[b - 1] != "NOUN" or self.tag[b - 1] == "NNS" or head in _TERMS_OF_VAGUE or head == "complexity" \
                or head in _CY_NOT_QUALITIES or head in _DESIGN_QUALITIES:
            return False
        if not (re.search(r"[a-z]{3}(?:ity|ness|acy|ency|ancy)$", head) or head in _MEASURE_HEADS
                or head in _BARE_MEASURES):
            return False
        return b - a == 1 or pos[a] in ("NOUN", "ADJ") and low[a] not in _SYSTEM_NOUNS \
            and low[a] not in L.EVALUATIVE and low[a] not in L.NP_STRIP_LEFT

    def _shared_head_list(self, conjuncts: list[tuple[int, int]], metrics: list[tuple[int, int]]) -> bool:
        """Whether a list read by :meth:`_cued_quality_lists` shares the head of its last
        conjunct: the last has two words or more and an earlier one is a single word that is
        neither an abstract noun of quality ("-ity", "-ness", "-acy", "-ency", "-ancy") nor a
        bare measure of :data:`_BARE_MEASURES` nor a metric already typed ("similar time and
        data efficiency" is time efficiency and data efficiency; "training and inference
        speed"): the conjuncts as read would name the wrong measures. Inputs: the conjuncts'
        token spans, the typed metrics' character spans; output: True to leave the list."""
        low = self.lower
        a, b = conjuncts[-1]
        if b - a < 2:
            return False
        for x, y in conjuncts[:-1]:
            if y - x != 1:
                continue
            start, end = self.idx[x], self.idx[x] + len(self.words[x])
            if any(p < end and start < q for p, q in metrics):
                continue
            if not re.search(r"[a-z]{3}(?:ity|ness|acy|ency|ancy)$", low[x]) and low[x] not in _BARE_MEASURES:
                return True
        return False

    def _cued_quality_lists(self):
        """With :data:`CUED_QUALITY_LISTS`: the coordinated list of measured qualities right
        after a cue of :data:`_CUED_QUALITY_CUES` ("improves the modularity and explicitness of
        X", "preserving text fluency and informativeness", "stronger discriminability, and
        stability") names metrics (rule ``metric-cued-qualities``).

        After the cue come at most three words of :data:`_CUED_QUALITY_FILLERS` and a possessive
        ("an LM's", "X's"); then noun phrases joined by ",", "and", "or", "as well as". Each
        conjunct, after rating words, must be a quality of :meth:`_listed_quality` (one or two
        words, an abstract noun in "-ity" / "-ness" / "-acy" / "-ency" or a measure head), a span
        already typed as a metric, or a vague word alone (:data:`_TERMS_OF_VAGUE`: "quality",
        "performance"), which is kept out; otherwise the list is left alone ("improve the
        precision and personalization of healthcare" keeps going: "personalization" is no
        quality by that test, so nothing is read). The list needs two conjuncts or more and
        ends at any other token; a list that shares the head of its last conjunct is left
        (:meth:`_shared_head_list`: "similar time and data efficiency"). The cue must not set an aim (:meth:`_aimed_quality`:
        "To enhance safety and reliability, we ..."; "for improving A and B"; a word of need
        of :data:`_QUALITY_NEED_WORDS` and a word of :data:`_NEED_LINKS` among the four before
        it, no comma between: "the need for improved A and B"), nor follow "lead(s) to" / "result(s) in" (:meth:`_consequence_cue`: a claimed
        consequence), must follow no
        "we propose" in its sentence (:meth:`_proposal_aim`: what the design is for) and must
        stand in or after the first sentence about the paper's own work (the motivation
        before it names what prior work lacks). Spans already typed are not added again.
        Input: the rule object's Doc; output: candidates added to ``self.cands``; never raises.
        """
        if not CUED_QUALITY_LISTS:
            return
        low, n = self.lower, len(self.lower)
        metrics = [(c.start, c.end) for c in self.cands if c.etype == "Metric"]
        taken = [(c.start, c.end) for c in self.cands]
        first_own = self._first_self_sentence()
        if first_own >= len(self.sents):
            first_own = 0
        skip = {",", "and", "or", "as", "well"}
        for i in _positions_between(low, _CUED_QUALITY_CUES, 0, n - 3):
            si = self.tok_sent[i]
            if si < first_own:
                continue
            sent = self.sents[si]
            k, fillers = i + 1, 0
            while k < sent.end and fillers < 3 and low[k] in _CUED_QUALITY_FILLERS:
                k, fillers = k + 1, fillers + 1
            if k + 2 < sent.end and low[k + 1] in ("'s", "’s"):
                k += 2  # "FooNet's stability and speed"
            elif k + 3 < sent.end and low[k] in ("a", "an") and low[k + 2] in ("'s", "’s"):
                k += 3  # "an LM's quality and factuality"
            conjuncts, ok = [], True
            while k < sent.end:
                ch = self.chunk_of.get(k)
                if ch is None or ch.start != k and not (conjuncts == [] and i <= ch.start < k):
                    break  # (the cue may open the first phrase: "stronger discriminability")
                a, b = self._rating_stripped_start(k, ch.end, skip), ch.end
                conjuncts.append((a, b))
                k = b
                if k >= sent.end or low[k] not in skip:
                    break
                while k < sent.end and low[k] in skip | {"both", "the", "its", "their"}:
                    k += 1
            if len(conjuncts) < 2 or not any(low[x] in ("and", "or") for x in range(conjuncts[0][1], conjuncts[-1][0])):
                continue
            if self._shared_head_list(conjuncts, metrics):
                continue  # "similar time and data efficiency": time efficiency, no measure "time"
            new = []
            for a, b in conjuncts:
                if a >= b:
                    ok = False
                    break
                start, end = self.idx[a], self.idx[b - 1] + len(self.words[b - 1])
                if any(x < end and start < y for x, y in metrics):
                    continue  # a metric already typed ("better perplexity and ...")
                if b - a == 1 and low[a] in _TERMS_OF_VAGUE:
                    continue  # "superior quality and text coherence": too vague alone, the list goes on
                if not self._listed_quality(a, b):
                    ok = False
                    break
                new.append((start, end))
            if not ok or not new:
                continue
            last = conjuncts[-1][1] - 1
            if self._aimed_quality(i, last) or self._proposal_aim(i) or self._consequence_cue(i):
                continue  # "To enhance A and B, we ...": an aim; "leads to improved A and B": a claim
            if any(low[x] in _QUALITY_NEED_WORDS and low[x + 1] in _NEED_LINKS
                   and not any(low[y] in (",", ";") for y in range(x + 1, i))
                   for x in range(max(sent.start, i - 4), i)):
                continue  # "the need for improved A and B": an aim, no measure taken
            for start, end in new:
                if not any(x < end and start < y for x, y in taken):
                    self.add(start, end, "Metric", "metric", "metric-cued-qualities", 0.6)
                    taken.append((start, end))

    def _conjunct_words(self, a: int, b: int) -> int:
        """How many words the tokens ``a``..``b`` hold for the length test of a coordinated
        measure (:meth:`_coordinated_metrics`): with :data:`HYPHEN_WORD_CONJUNCTS`, in a phrase
        headed by an abstract quality noun (:data:`_QUALITY_NOUN_END`), tokens glued by a
        hyphen with no space ("zero", "-", "shot") are one word, so "zero-shot generalization"
        and "rule-based controllability" are two words, as written; otherwise the token count
        (before session 55 these four-token phrases were left out; "near-oracle convergence
        rate" and "low-variance solutions" still are)."""
        if not HYPHEN_WORD_CONJUNCTS or b - a <= 3 or not _QUALITY_NOUN_END.search(self.lower[b - 1]):
            return b - a
        low, ws = self.lower, self.ws
        return b - a - sum(2 for x in range(a + 1, b - 1)
                           if low[x] == "-" and not ws[x - 1] and not ws[x])

    def _rating_stripped_start(self, a: int, b: int, skip) -> int:
        """First token of the noun phrase ``a``..``b`` after its leading determiners, rating
        words (:data:`~kg.extract.lexicon.NP_STRIP_LEFT`, :data:`~kg.extract.lexicon.METRIC_QUALITY_WORDS`,
        :data:`~kg.extract.lexicon.EVALUATIVE`) and list words of ``skip``, each read as a
        hyphen-glued word ("state-of-the-art" is one rating word); ``b`` when nothing is left."""
        low = self.lower
        while a < b:
            u = min(b, self._glued_end(a))
            word = "".join(low[a:u])
            if not (word in L.NP_STRIP_LEFT or word in L.METRIC_QUALITY_WORDS
                    or word in L.EVALUATIVE or word in skip):
                break
            a = u
        return a

    def _improved_quality(self, a: int, b: int) -> bool:
        """Whether tokens ``a``..``b`` (a conjunct after a verb of improvement, rating words
        dropped) name a quality as a measure: one word, or one noun or adjective modifier
        and a head, where the head is an abstract noun of quality ("-ity", "-ness", "-acy":
        "controllability", "informativeness") or a measure head of :data:`_MEASURE_HEADS`;
        not a word too vague alone (:data:`_TERMS_OF_VAGUE`: "quality", "effectiveness"),
        not "complexity" (a theory quantity: "sample complexity") and no system noun as
        modifier ("model capacity")."""
        low, pos = self.lower, self.pos
        if not 1 <= b - a <= 2 or not all(self.words[x].isalpha() for x in range(a, b)):
            return False
        head = low[b - 1]
        if pos[b - 1] != "NOUN" or self.tag[b - 1] == "NNS" or head in _TERMS_OF_VAGUE or head == "complexity":
            return False
        if not (re.search(r"[a-z]{3}(?:ity|ness|acy)$", head) or head in _MEASURE_HEADS):
            return False
        return b - a == 1 or pos[a] in ("NOUN", "ADJ") and low[a] not in _SYSTEM_NOUNS \
            and low[a] not in L.GENERIC_NOUNS and low[a] not in L.EVALUATIVE

    def _strip_metric_qualities(self, i: int, head: int) -> Optional[int]:
        """First token of a metric that starts at token ``i`` and whose lexicon match
        starts at token ``head``, after dropping leading words that rate the value
        (:data:`~kg.extract.lexicon.METRIC_QUALITY_WORDS`: "near-perfect accuracy" ->
        "accuracy", "a tight regret bound" -> "regret"; any comparative or superlative
        adjective, Penn Treebank tags ``JJR`` / ``JJS``: "stronger regret" -> "regret"). Words are read as hyphen-glued
        units ("near-optimal"); a unit counts when it, or its last hyphen part, is a
        quality word.

        Returns:
            The new first token, or None when the metric is the second part of a
            hyphenated adjective before a noun ("high-accuracy solutions": no metric
            is named) or is negated by a hyphenated "no" / "non" / "zero"
            ("no-regret learning").
        """
        doc, low = self.doc, self.lower
        while i < head:
            k = i + 1
            while k < head and not doc[k - 1].whitespace_ and (low[k] == "-" or low[k - 1] == "-"):
                k += 1
            unit = "".join(low[x] for x in range(i, k))
            if k == head and not doc[k - 1].whitespace_ and low[k - 1] == "-":
                # "high-accuracy": the metric is glued to the rating word
                unit = unit[:-1]
                if unit in L.METRIC_QUALITY_WORDS and head + 1 < len(doc) and self.pos[head + 1] == "NOUN":
                    return None
                if unit in _NEGATING_PREFIXES:
                    return None  # "no-regret learning": an adjective that negates the measure
            if unit not in L.METRIC_QUALITY_WORDS and unit.rsplit("-", 1)[-1] not in L.METRIC_QUALITY_WORDS \
                    and not (k == i + 1 and self.tag[i] in ("JJR", "JJS")) \
                    and not re.match(r"^(?:[\d.]+-?)?(?:fold|times|x)$", unit):
                break  # ("a 10-fold speedup": the value's unit, not the metric)
            i = k
        return i

    def _number_format_precision(self, i: int, s) -> bool:
        """Whether the metric match ``s`` (starting, after extension, at token ``i``) is
        "precision" with a number-format modifier ("bfloat16 precision", "mixed
        precision", "8-bit precision"), after a stored quantity or of one ("weight
        precision", "the precision of network weights", "of the accumulator") or
        "low"/"high" before a noun or a capitalised name it modifies ("low precision
        formats", "a low precision factorization", "low precision LayerNorm"; not "high
        precision scores"), or glued by a hyphen to a degree word of
        :data:`_GLUED_PRECISION_DEGREES` ("to low-precision", "high-precision"; session 27):
        the arithmetic a model runs in, not the metric; so is
        "precision" right before a noun other than a measure's
        (:data:`_PRECISION_MEASURE_NOUNS`): "the precision matrix", "precision agriculture".
        """
        if self.lower[s.end - 1] != "precision":
            return False
        k = s.start - 1
        if k < 0:
            return False
        word = self.lower[k]
        glued = False
        if word == "-" and k > 0:  # "full-precision": the word before the hyphen
            word = self.lower[k - 1]
            glued = not self.ws[k - 1] and not self.ws[k]
            if k > 2 and self.lower[k - 2] == "-":
                word = self.lower[k - 3] + "-" + word  # "low-bit-precision"
        elif k > 1 and self.lower[k - 1] == "-":
            word = self.lower[k - 2] + "-" + word  # "low-bit precision"
        if word in _STORED_PRECISION_WORDS:
            return True  # "weight precision": the bits a number is stored in
        if glued and word in _GLUED_PRECISION_DEGREES:
            return True  # "to low-precision", "high-precision arithmetic": an adjective compound
        nxt = self.lower[s.end] if s.end < len(self.doc) else ""
        if word in ("low", "high", "lower", "higher", "reduced") and (
                nxt in _PRECISION_FORMAT_NOUNS or self.pos[s.end] in ("NOUN", "PROPN") and nxt not in _PRECISION_SCORE_NOUNS
                or self.words[s.end][:1].isupper()):
            return True  # "low precision formats", "low precision LayerNorm" ("high precision scores" stays)
        if s.end < len(self.doc) and self.pos[s.end] == "NOUN" and nxt not in _PRECISION_MEASURE_NOUNS \
                and not (s.end + 1 < len(self.doc) and self.words[s.end + 1] == "-"):
            return True  # "the precision matrix", "precision agriculture": a modifier of the noun
        if nxt == "of":
            k = s.end + 1
            while k < min(len(self.doc), s.end + 5) and self.pos[k] in ("DET", "ADJ", "NOUN", "PROPN"):
                if self.lower[k] in _STORED_PRECISION_WORDS:
                    return True  # "the precision of ReLU network weights"
                k += 1
        return word in L.NUMERIC_PRECISION_WORDS or bool(re.match(L.NUMERIC_FORMAT_RE, word)) \
            or bool(re.match(L.NUMERIC_FORMAT_RE, "-".join(word.split("-")[-2:])))  # "sub-4-bit precision"

    def _remembering_recall(self, s) -> bool:
        """Whether the metric match ``s`` is "recall" in the sense of remembering, not the
        retrieval measure:

        * the verb ("the ability to recall facts", "models can recall information"): spaCy's
          tag, with "to", a modal or an adverb before it (:data:`_RECALL_VERB_LEFT`) or an
          object after it; a list item tagged a verb keeps the measure ("precision, and
          recall, cannot"), and so does one glued by a hyphen to a measure before it ("the
          throughput-recall tradeoff");
        * after a modifier of :data:`_REMEMBERING_RECALL_WORDS` ("factual recall",
          "memory-recall", "associative recall", "bounded-recall algorithms");
        * before a hyphen and a noun of action or an adjective it forms
          ("recall-prioritization", "recall-intensive tasks").

        Read on the corpus (session 25): its 63 uses of "recall" hold 8 verbs and 17 such
        phrases.
        """
        low, pos, n = self.lower, self.pos, len(self.lower)
        if low[s.end - 1] != "recall":
            return False
        k = s.end - 1
        glued_before = k > 0 and low[k - 1] == "-"
        if pos[k] == "VERB" and not glued_before and (
                k > 0 and (low[k - 1] in _RECALL_VERB_LEFT or pos[k - 1] == "ADV") or
                k + 1 < n and pos[k + 1] in ("DET", "NOUN", "PRON", "ADJ", "PROPN")):
            return True  # "the ability to recall facts"
        j = k - 2 if glued_before else k - 1
        if j >= 0 and low[j] in _REMEMBERING_RECALL_WORDS:
            return True  # "factual recall", "memory-recall", "bounded-recall"
        if k + 2 < n and low[k + 1] == "-" and re.fullmatch(r"[a-z]+(?:ation|intensive|heavy)", low[k + 2]):
            return True  # "recall-prioritization", "recall-intensive tasks"
        return False

    def _manner_precision(self, s) -> bool:
        """Whether the metric match ``s`` is "precision" rated by a degree adjective inside a
        prepositional phrase of manner or degree: "with (very) high precision", "to arbitrary
        precision", "in higher precision" (:data:`_MANNER_PREPOSITIONS`, at most two adverbs,
        an adjective of :data:`_PRECISION_DEGREE_WORDS`). It says how exactly something is
        done or stored, not which measure is reported; a noun or a coordinated measure after
        it ("with high precision scores", "with high precision and recall") keeps the metric.
        """
        low, pos, n = self.lower, self.pos, len(self.lower)
        if low[s.end - 1] != "precision" or s.end - s.start != 1:
            return False
        if s.end < n and (pos[s.end] in ("NOUN", "PROPN") or low[s.end] in ("and", "or", "/", "-")):
            return False
        k = s.start - 1
        if k < 0 or low[k] not in _PRECISION_DEGREE_WORDS:
            return False
        k -= 1
        first = k
        while k >= 0 and first - k < 2 and pos[k] == "ADV":
            k -= 1
        return k >= 0 and low[k] in _MANNER_PREPOSITIONS

    def _proved_quantity(self, s) -> bool:
        """Whether the metric match ``s`` ends in a head of :data:`_BOUNDED_HEADS` ("regret",
        "error", "risk", ...) that is the object of a proof: right after it (or after "upper" /
        "lower" there) comes a noun of :data:`_PROVED_AFTER_BOUNDED` ("regret upper bounds",
        "error bounds", "risk guarantees"), or, after "regret", one of
        :data:`_PROVED_AFTER_REGRET` ("the minimax regret rate", "no-regret dynamics"). A
        measure reported as a number or compared ("lower regret", "an error rate of 3%") has
        no such noun. Read on the dev gold and the corpus (session 28).
        """
        low, n = self.lower, len(self.lower)
        head = low[s.end - 1]
        if head not in _BOUNDED_HEADS:
            return False
        k = s.end
        if k < n and low[k] in ("upper", "lower"):
            k += 1
        after = _PROVED_AFTER_REGRET if head == "regret" else _PROVED_AFTER_BOUNDED
        return k < n and low[k] in after

    def _objective_named(self, s) -> bool:
        """Whether the metric match ``s`` names part of a training objective or an analysis
        tool: the next token (after the bracketed acronym that may follow ``s``, or after the
        bracket that closes ``s`` when ``s`` is that acronym) is a noun of
        :data:`_OBJECTIVE_HEADS` ("the log-likelihood objective", "maximum log-likelihood
        (MLL) method", "mean-squared-error (MSE) decomposition", "the MAP estimator"), "loss"
        only after a measure of error or fit (:data:`_FIT_MEASURE_END`: "an MSE loss", not
        "accuracy loss"), and no value follows ("an MSE loss of 0.02" reports one).

        Inputs: the span ``s`` of the metric gazetteer. Output: True to drop the match.
        Read on the corpus (session 36): such names are trained or analysed, not measured.
        """
        low, n = self.lower, len(self.lower)
        k = s.end
        if k < n and low[k] == "(":
            j = k + 1
            while j < n and j - k <= 4 and low[j] != ")":
                j += 1
            if j < n and low[j] == ")":
                k = j + 1
        elif k < n and low[k] == ")" and s.start > 0 and low[s.start - 1] == "(":
            k += 1
        if k >= n or low[k] not in _OBJECTIVE_HEADS:
            return False
        if low[k] in ("loss", "losses") and not _FIT_MEASURE_END.search(self.doc[s.start:s.end].text):
            return False
        return not any(re.fullmatch(r"[+\-]?\d[\d.,]*%?", self.words[x]) for x in range(k + 1, min(n, k + 4)))

    def _target_accuracy(self, s) -> bool:
        """Whether the metric match ``s`` is a bare "accuracy" that states a tolerance reached:
        "to" or "within" and at most one article before a degree word of
        :data:`_TARGET_ACCURACY_WORDS` ("approximate operators to desired accuracy", "known to
        sufficient accuracy", "gradients up to a certain accuracy"), with no noun or
        coordination after it. "leading to high accuracy" names the outcome and is kept
        ("high" is no target word). Session 28; the sibling of :meth:`_manner_precision`.
        """
        low, pos, n = self.lower, self.pos, len(self.lower)
        if s.end - s.start != 1 or low[s.start] != "accuracy":
            return False
        if s.end < n and (pos[s.end] in ("NOUN", "PROPN") or low[s.end] in ("and", "or", "/", "-")):
            return False
        k = s.start - 1
        if k < 0 or low[k] not in _TARGET_ACCURACY_WORDS:
            return False
        k -= 1
        if k >= 0 and low[k] in ("a", "an", "the", "any"):
            k -= 1
        return k >= 0 and low[k] in ("to", "within")

    def _tradeoff_end(self, i: int, s) -> int:
        """End offset of the metric that starts at token ``i`` and ends with span ``s``.

        Two qualities joined by a hyphen and followed by "trade-off(s)" / "tradeoff(s)"
        name one measure ("the robustness-accuracy trade-offs", "a fairness-utility
        tradeoff"): the noun is kept. Otherwise (no hyphenated pair, or another word
        follows) the metric ends where ``s`` ends.
        """
        doc = self.doc
        if not any(doc[k].text == "-" for k in range(i, s.end)):
            return s.end_char
        k = s.end
        # the tokenizer gives "trade-offs" as one token or as "trade", "-", "offs"
        for n in (1, 3):
            if k + n <= len(doc) and all(not doc[j].whitespace_ for j in range(k, k + n - 1)) \
                    and "".join(doc[j].lower_ for j in range(k, k + n)) in L.METRIC_TRADEOFF_NOUNS:
                return doc[k + n - 1].idx + len(doc[k + n - 1].text)
        return s.end_char

    def _measured_by_lists(self):
        """Metrics named after "as measured by" / "as quantified by" (also "in", "with";
        not "via", which names a means: "as measured via regression"): each noun phrase of the coordinated list that follows ("as measured by
        irrelevant information, factual errors, and incompleteness") is a measure. With
        :data:`MEASURED_OUTCOME_LISTS`, "measured by" / "quantified by" right after a noun of
        change or performance opens such a list too ("a consistent improvement measured by
        average return, success rate and wall-clock time").

        A phrase of at most four words counts when it starts right at the list slot (after
        "by", a comma, "and" / "or", or "the"), contains no word of
        :data:`~kg.extract.lexicon.VAGUE_MEASURE_WORDS` ("standard benchmarks", "a
        reward function") and is no proposed name; the list ends at any other token.
        """
        low = self.lower
        proposed_keys = {_norm(self._text(a)) for c in self.proposed for a in [c] + c.aliases}
        for sent in self.sents:
            for i in range(sent.start + 1, sent.end - 2):
                if low[i] not in ("measured", "quantified") or low[i + 1] not in ("by", "in", "with") or \
                        low[i - 1] != "as" and not (MEASURED_OUTCOME_LISTS and low[i - 1] in _MEASURED_OUTCOME_NOUNS
                                                    and low[i + 1] == "by"):
                    continue
                k = i + 2
                while k < sent.end:
                    if low[k] == "the":
                        k += 1
                    ch = self.chunk_of.get(k)
                    if ch is None or ch.start != k or len(ch) > 4 or self.pos[ch.end - 1] not in ("NOUN", "PROPN") \
                            or any(low[j] in L.VAGUE_MEASURE_WORDS for j in range(ch.start, ch.end)):
                        break
                    if _norm(self._span_text(ch)) not in proposed_keys:
                        self.add(ch.start_char, ch.end_char, "Metric", "metric", "metric-measured-by", 0.6)
                    k = ch.end
                    if k < sent.end and low[k] == ",":
                        k += 1
                    if k < sent.end and low[k] in ("and", "or"):
                        k += 1
                    elif k < sent.end and low[k - 1] != ",":
                        break
