"""Rule stage 5 of :mod:`kg.extract.roles`: tasks from the abstract's text (rules
``task-*``; see that module's docstring). The title's evidence is in
:mod:`kg.extract.roles_title`.
"""
from __future__ import annotations

import re
from bisect import bisect_left
from itertools import compress, repeat
from collections.abc import Iterator
from functools import lru_cache
from typing import Optional

from spacy.tokens import Span

from kg.extract.roles_base import (
    _positions,
    _positions_between,
    _CHALLENGE_WORDS,
    _COPULAS,
    _DESCRIPTOR_SETTING_HEADS,
    _EFFECT_NOUNS,
    _EXPERIMENT_WORDS,
    _FOCUS_VERBS,
    _GENERIC_METHOD_WORDS,
    _HARDNESS_WORDS,
    _KIND_WORDS,
    _LIST_JOINERS,
    _MEANS_SUFFIXES,
    _METHOD_FORM_NOUNS,
    _MEASURE_GERUNDS,
    _MODELING_HEADS,
    _NAMING_FORMS,
    _NOMINAL_RE,
    _NUMBER_RE,
    _OUTPERFORM_RE,
    _PROBLEM_NOUNS,
    _PROPERTY_RE,
    _PROPOSE_FORMS,
    _PURPOSE_LINKS,
    _PURPOSE_SUBORDINATORS,
    _RESULT_PREPS,
    _RESULT_QUALITY_RE,
    _RESULT_VERB_RE,
    _STANDALONE_METHODS,
    _StateBase,
    _TASK_BLOCK,
    _TASK_CONTEXT_PREP,
    _TASK_TRAILERS,
    _TITLE_TOPIC_HEADS,
    _WHOLE_DESCRIPTOR_HEADS,
    _norm,
    _pwc_keys,
    _singular,
)
from kg.extract import lexicon as L
from kg.extract.roles_main import ENABLE_ONLY_TAGS, EVALUATED_TAGS
from kg.extract.chunks import NOMINAL_GERUNDS
from kg.extract.roles_base import _QUANTIFIERS
from kg.extract import roles_base as _roles_base
from kg.extract.roles_base import starts_inside_hyphenated_word
from kg.extract.roles_base import word_index
from kg.extract.roles_title import DEGREE_GERUNDS, DESIRED_PROPERTIES, DIFFICULTY_WORDS, LIGHT_GERUNDS
from kg.extract.roles_title import SETTING_PROBLEM_HEADS as _SETTING_PROBLEM_HEADS
from kg.extract.roles_title import _ANALYSIS_NOUNS, _ASPECT_NOUNS, _MEANS_HEADS, _STOP_NOUNS, _VAGUE_HEADS
from kg.extract.roles_title import _singular_words
from kg.extract.roles_main import TITLE_HEAD_STOP_WORDS

#: Articles that may stand before a sentence subject.

_ARTICLES = frozenset({"the", "a", "an"})
#: Head nouns of a definition that makes its subject a means, not a problem ("X is a
#: powerful framework for ...").
_DEFINED_MEANS_HEADS = frozenset(
    """framework method approach technique algorithm tool architecture paradigm procedure
    scheme strategy heuristic estimator family""".split())
#: What follows a short form written in the plural or glued to "-based" ("MLPs",
#: "MLP-based"): :meth:`TaskRules._method_acronym_keys`.
_PLURAL_OR_BASED_RE = re.compile(r"(?:s|-based)\b")
#: What follows a short form defined by a copula as a means ("DistRL is a promising
#: framework"): :meth:`TaskRules._method_acronym_keys`.
_DEFINED_AS_MEANS_RE = re.compile(
    rf"\s+(?:is|remains)\s+(?:an?|the)\s+(?:[\w-]+\s+){{0,3}}(?:{'|'.join(sorted(_DEFINED_MEANS_HEADS))})s?\b")
#: Matches at a position not preceded by a word character or a hyphen.
_NOT_AFTER_WORD_RE = re.compile(r"(?<![\w-])")


def _word_then(text: str, word: str, tail: re.Pattern) -> bool:
    """Whether ``text`` holds ``word`` (literally, case-sensitive) not preceded by a word
    character or a hyphen and followed by a match of ``tail``: the same answer as
    ``re.search(r"(?<![\\w-])" + re.escape(word) + tail.pattern, text)``, without compiling a
    pattern per word (an exact shortcut: compiling two patterns per acronym cost about 0.2
    CPU-s per 580 corpus abstracts)."""
    if not word:
        return False
    p = text.find(word)
    while p >= 0:
        if _NOT_AFTER_WORD_RE.match(text, p) and tail.match(text, p + len(word)):
            return True
        p = text.find(word, p + 1)
    return False


#: Noun endings that no adjective or participle has ("multi-classification", which the
#: tagger may read as an adjective, stays a noun: :meth:`TaskRules._non_problem_span`).
_NOUN_SUFFIX_RE = re.compile(r"(?:tion|sion|ment|sis|ance|ence)s?$")
#: Count nouns that head the name of a class of problems ("mixed integer linear programs
#: (MILPs)", "Markov decision processes (MDPs)"): an acronym of such a name in the
#: plural names problems, not models (:meth:`TaskRules._method_acronym_keys`).
_PROBLEM_CLASS_HEADS = frozenset("program process problem game bandit".split())
#: Evidence tags by which the text defines a task mention as a problem ("X aims to ...",
#: "the problem, called X"): such a mention stays a task whatever its name
#: (:meth:`TaskRules._drop_non_problems`).
_DEFINING_TAGS = frozenset({"aims", "named-problem"})
#: Heads of Papers with Code methods that also name the problem they fit ("linear
#: regression", "logistic regression"): such a task mention stays a task
#: (:meth:`TaskRules._drop_non_problems`).
_MODEL_PROBLEM_HEADS = frozenset({"regression"})
#: Switch (session 28): "predictions" owned by a predictor or rated by their quality ("model
#: predictions", "AI predictions", "overconfident predictions", "making predictions") are a
#: system's outputs, not a task (:meth:`TaskRules._drop_non_problems`,
#: :func:`_output_predictions`). Dev: 7 false tasks, no right one.
OUTPUT_PREDICTIONS_REFUSED = True
#: First words of :data:`OUTPUT_PREDICTIONS_REFUSED`'s phrases: who makes the predictions, or
#: how good they are.
_PREDICTION_OWNERS = frozenset(
    """model models model's ai human humans human's network networks classifier classifiers
    llm llms teacher student ensemble predictor predictors""".split())
_PREDICTION_QUALITIES = frozenset(
    """accurate inaccurate noisy confident overconfident underconfident biased unbiased
    incorrect correct wrong erroneous reliable unreliable calibrated miscalibrated poor
    spurious faulty""".split())
#: Words skipped before the first word of :data:`OUTPUT_PREDICTIONS_REFUSED`'s phrases.
_PREDICTION_LEADS = frozenset({"only", "the", "their", "its"})
#: Verbs of making that open an output-predictions phrase ("making predictions").
_PREDICTION_MAKING = frozenset({"making", "make", "makes", "made", "produce", "producing", "output", "outputting"})


def _output_predictions(phrase: str) -> bool:
    """Whether ``phrase`` (a task candidate's text) names a system's output predictions,
    not a task: its last word is "predictions" and its first word (after "only" / "the"
    / "their" / "its") names who makes them (:data:`_PREDICTION_OWNERS`:
    "model predictions", "only AI predictions") or rates them
    (:data:`_PREDICTION_QUALITIES`: "accurate zero-shot geospatial predictions"), or it
    opens with their making ("making predictions"; :data:`_PREDICTION_MAKING`). A task
    named by what is predicted ("river discharge predictions", "link predictions") stays,
    also after a verb of making ("make diagnostic predictions": the corpus has tasks
    there)."""
    words = phrase.lower().split()
    if len(words) < 1 or words[-1] != "predictions":
        return False
    while len(words) > 1 and words[0] in _PREDICTION_LEADS:
        words = words[1:]
    return len(words) > 1 and (words[0] in _PREDICTION_OWNERS or words[0] in _PREDICTION_QUALITIES
                               or words[0] in _PREDICTION_MAKING)


#: Task heads (:data:`~kg.extract.lexicon.TASK_HEADS`) that alone name a family of
#: problems, no task (session 40): "the bandit setting" gives no task "bandit"; with
#: modifiers they do ("contextual dueling bandits", "linear bandits"), and a "problem(s)"
#: after them stays in the task ("contextual bandit problems"), as after other nouns.
FAMILY_TASK_HEADS = frozenset(["bandit"])

#: Verbs that take "for" as a particle ("allowing for fine control", "accounts for
#: noise"): a phrase after it whose first word is a plain adjective ("fine control",
#: "quick adaptation") is a quality that a means makes possible, not a purpose
#: (:meth:`TaskRules._task_tags` gives no task position; "allow for cross-modal
#: prediction", "allows for model editing" keep theirs).
_ENABLING_FOR_VERBS = frozenset("allow allows allowed allowing account accounts accounted accounting".split())
#: Further heads of models and systems (not problems): "Gaussian processes", "retrieval systems".
_MODEL_LIKE_HEADS = frozenset(
    """process machine simulator solver classifier predictor planner sampler learner optimizer
    encoder decoder generator discriminator critic regressor tokenizer retriever ranker
    descent""".split())
#: "We consider / study the problem of X": X is the problem studied, not one met on the
#: way (:meth:`TaskRules._stated_problems`).
STUDIED_PROBLEM_OF = True
#: Nouns of a trend, not a problem ("Advances in X have ...", "The success of X").
_TREND_NOUNS = frozenset(
    """advance advances progress success successes development developments emergence rise
    popularity growth adoption availability""".split())
#: Sentence-opening connectives before a problem statement ("However, learning X is hard").
_CONNECTIVES = frozenset(
    """however yet moreover nevertheless nonetheless still unfortunately consequently hence
    thus indeed importantly notably meanwhile""".split())
#: Determiners that make a noun phrase refer back to the text ("such data", "this setting").
_ANAPHORIC_DETERMINERS = frozenset("such this these that those its their".split())
#: Trailing nouns of a task phrase that name the ability to do the task ("mathematical
#: reasoning abilities"): the task is the phrase without them.
_ABILITY_TRAILERS = frozenset("ability abilities capability capabilities skill skills".split())
#: Words before "to / with" that make the list after it baselines ("compared to A and B").
_COMPARISON_WORDS = frozenset("compared comparison relative contrast".split())
#: Nouns before "for" that make the list after it means, not tasks ("the need for A or B").
_NEED_NOUNS = frozenset("need needs necessity requirement requirements reliance dependence".split())
#: Nouns of means whose "to / for V-ing X" names the problem they solve ("approaches to
#: draping garments").
_APPROACH_NOUNS = frozenset("approaches methods algorithms techniques solutions frameworks".split())
#: Gerunds of a contribution ("by proposing a novel X approach").
_CONTRIBUTION_GERUNDS = frozenset("proposing introducing presenting developing designing".split())
#: Switch: the purpose after a means noun's "for" (or a success noun's "in";
#: :meth:`TaskRules._purpose_phrase`) is refused when it opens with a gerund of
#: :data:`~kg.extract.roles_title.LIGHT_GERUNDS` ("a method for handling unseen classes",
#: "a toolkit for building new solvers"), and so is a gerund clause after an approach noun
#: (:meth:`TaskRules._approach_gerund`). Session 39: on the development pool such
#: phrases were false tasks (the gold names the coped-with problem or nothing; the object
#: of a making verb is a means), none of them a gold task.
LIGHT_PURPOSE_GERUNDS = True
#: Present participles used as adjectives ("existing methods", "emerging fields").
_ADJECTIVAL_PARTICIPLES = frozenset(
    """existing emerging growing increasing underlying leading remaining following
    corresponding resulting promising interesting challenging competing prevailing
    surrounding""".split())
#: Nouns of a study whose "of V-ing X" names what the paper studies.
_STUDY_NOUNS = frozenset("study analysis investigation examination".split())
#: Switch (session 46): more openings of the studied gerund clause
#: (:meth:`TaskRules._studied_gerund`): the paper as subject ("this work studies V-ing X",
#: "our paper investigates ..."), "focus(es) on" and "deal(s) with" as verbs of study, and an
#: adverb between "we" and the verb ("we theoretically study V-ing X"). Before, only "we" +
#: a verb of study opened it, and "This work focuses on learning in robust Markov games"
#: gave the abstract no task at all.
STUDIED_GERUND_SUBJECTS = True
#: Subject nouns of :data:`STUDIED_GERUND_SUBJECTS` after "this / our".
_PAPER_SUBJECT_NOUNS = frozenset("paper work study article".split())
#: Verbs of study that take their object after a particle ("focus on", "deal with").
_STUDY_PARTICLE_VERBS = {"on": frozenset("focus focuses".split()), "with": frozenset("deal deals".split())}
#: Switch (session 46): the studied gerund clause may have an object that opens with
#: "a / an / the" ("we study learning a one-layer attention model"), an intransitive gerund
#: with an "in" complement ("learning in robust Markov games"), and an "in" complement after
#: its object as well as an "of" one ("detecting failures in deep regression models").
STUDIED_GERUND_WIDE_OBJECTS = True
#: Gerunds of using a means ("we focus on using / leveraging X"): their object is the means,
#: not the problem; refused in the clauses that :data:`STUDIED_GERUND_SUBJECTS` and
#: :data:`STUDIED_GERUND_WIDE_OBJECTS` add, as are the gerunds of
#: :data:`~kg.extract.roles_title.LIGHT_GERUNDS` ("developing an efficient model design").
_MEANS_GERUNDS = frozenset(
    """using leveraging applying employing exploiting utilizing utilising incorporating adopting
    combining representing harnessing""".split())
#: Gerunds of improving or extending a means ("augmenting / strengthening X"), refused in
#: those clauses with :data:`~kg.extract.roles_title.DEGREE_GERUNDS` ("improving X"): the
#: object is the thing improved, not the problem (corpus check, session 46).
_IMPROVING_GERUNDS = frozenset("augmenting extending endowing equipping strengthening".split())
#: Heads of an object that is a means or no problem at all ("designing a decentralized
#: learning algorithm", "training the cascaded framework", "solving the problem"), refused
#: in those clauses; "model" and "network" stay ("learning a one-layer attention model").
_MEANS_OBJECT_HEADS = frozenset(
    """framework algorithm method approach technique architecture pipeline tool system
    autoencoder problem solution""".split())
#: Words after an article that make the object refer back ("achieving the same objectives").
_BACK_REFERRING_ADJECTIVES = frozenset("same above former latter aforementioned".split())
#: Words that grade an ability or a result ("sub-optimal generalization abilities").
_GRADING_WORDS = frozenset(
    """optimal suboptimal sub-optimal poor limited strong weak remarkable impressive superior
    inferior insufficient""".split())
#: Switches of the stated-problem rules (:meth:`TaskRules._stated_problems`), for
#: measuring each rule alone.
STATED_PROBLEMS = True
SOLVED_PROBLEMS = True
#: Nouns that frame their "of"-complement as a problem ("the problem of X").
_FRAME_NOUNS = frozenset("problem problems task".split())
#: Modifiers of a frame noun that relate it to another problem, not name it
#: ("the complementary problem of X").
_COMPLEMENTARY_WORDS = frozenset("complementary related dual inverse same similar general".split())
#: Rules whose tasks are secondary: they leave the main-task fallbacks to run.
#: Adjectives that grade a problem's difficulty ("challenging general decision-making"):
#: no part of the problem's name (:data:`kg.extract.roles_title.DIFFICULTY_WORDS`).
_DIFFICULTY_WORDS = DIFFICULTY_WORDS
#: Adjectives that place an instance of a problem in order or judge it, without
#: naming a narrower problem ("subsequent predictions", "poor therapeutic
#: recommendations", "12 varied control tasks"): no part of the problem's name. (Not
#: "future": "future state prediction" names what is predicted.)
_QUALIFYING_ADJECTIVES = frozenset(
    """subsequent ongoing poor misleading varied hidden curated erroneous incorrect
    inaccurate undesirable unreliable suboptimal sub-optimal""".split())
#: Nouns that form a preposition with a following "to" ("thanks to", "owing to"): no
#: part of the noun phrase before them.
_PREPOSITION_NOUNS = frozenset("thanks owing due".split())
#: Participles that introduce a name inside a noun phrase ("a setting called X").
_NAMING_PARTICIPLES = frozenset("called named termed dubbed coined".split())
#: Participles that refer back to a problem stated before ("the formulated X problem"):
#: no part of the problem's name.
_BACK_REFERENCE_PARTICIPLES = frozenset(
    """formulated aforementioned above-mentioned considered studied described defined
    mentioned resulting resultant""".split())
#: Nouns of a part of a method, after the part's bracketed acronym ("X (XX) component").
_PART_HEADS = frozenset("component module block unit layer mechanism head branch stage".split())
#: Trailers of a named evaluation suite ("the X-30 algorithmic reasoning benchmark").
_SUITE_TRAILERS = frozenset("benchmark benchmarks suite suites".split())
_SECONDARY_RULES = frozenset({"task-problem-of", "task-solve", "task-class", "task-attack", "task-collection",
                              "task-means-for", "task-conjunct", "task-success-in", "task-inner-acronym", "task-acronym-setting",
                              "task-issue", "task-evaluated"})
#: Heads of a learning or optimisation setting ("graph representation learning",
#: "regret minimization", "language model fine-tuning" (head token "tuning")): a method word or a problem,
#: as the context says (:meth:`TaskRules._setting_context`). ("sampling" is left out:
#: "a method for long-run MCMC sampling" names a procedure.)
_SETTING_HEADS = frozenset(
    "learning optimization estimation inference modeling modelling minimization maximization tuning finetuning".split())
#: Nouns of means before "for T" that make T their purpose ("a framework for T",
#: "two algorithms for T"); :data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS` adds the rest.
_PURPOSE_MEANS_NOUNS = frozenset("method approach algorithm technique framework solution tool".split())
#: Switch of the descriptor rule's reading of an appositive descriptor of a proposed
#: name ("X, an innovative AE detection framework"; :meth:`TaskRules._descriptor_tasks`).
APPOSITIVE_DESCRIPTOR = True
#: Switch of "X tasks" that names a kind of task by non-problem modifiers ("natural
#: language tasks", "reasoning tasks": the phrase keeps its trailer; :meth:`TaskRules._kind_of_tasks`).
TASKS_TRAILER_KIND = True
#: Switch (session 43, junk43): a task phrase whose trailer noun was cut ("settings", "tasks",
#: "benchmarks") and whose core ends in a hyphenated compound headed by a word of
#: :data:`_ATTRIBUTIVE_COMPOUND_HEADS` ("3D real-world settings" -> "3D real-world",
#: "long-term benchmarks" -> "long-term", "held-out tasks") is an adjective before that
#: trailer, no task (rule ``task-np``; "continuous-control tasks" and "match-to-sample
#: tasks" stay: other heads name the task).
HYPHEN_MODIFIER_NO_TASK = True
#: Heads of hyphenated compounds that are used attributively ("real-world", "long-term",
#: "worst-case", "long-horizon", "real-time", "held-out", "real-life", "two-layer"): such a
#: compound describes the noun after it (:data:`HYPHEN_MODIFIER_NO_TASK`; not "sample":
#: "delayed match-to-sample tasks" names a task).
_ATTRIBUTIVE_COMPOUND_HEADS = frozenset("world term case horizon time out life layer".split())
#: Modifiers of "tasks" that grade or count tasks without naming their kind.
_VAGUE_TASK_WORDS = frozenset(
    """heterogeneous heterogenous experimental intricate different diverse multiple various numerous
    several other similar related challenging complex difficult general specific new novel standard
    typical common individual separate distinct unseen seen target source auxiliary real-world
    practical simple hard easy synthetic semisynthetic semi-synthetic benchmark learning past
    future prior previous downstream evaluation test training processing testing supervision
    sub domain in-domain cross-domain out-of-domain multi-class specified pre-specified problem
    proxy isolated modeling modelling""".split())
#: Verbs that take "tasks" as their object and that the tagger may read as nouns ("and
#: address tasks across domains").
_TASK_VERBS = frozenset("address solve perform handle tackle complete execute accomplish learn train".split())
#: Switch of one-word fields in "-ics" as examples of applications ("applications such as
#: robotics"; :meth:`TaskRules._task_example`).
EXAMPLE_FIELDS = True
#: Switch of learning settings of two words or more as examples of tasks ("downstream
#: tasks including semi-supervised learning"; :meth:`TaskRules._task_example`).
EXAMPLE_SETTINGS = True
#: Switch (session 25): examples of domains, scenarios, areas and use cases ("domains such as
#: drug discovery and social network analysis", "scenarios like handling distribution
#: shifts") are read as examples of applications (strict: a task noun or a nominalisation of
#: two words or more, no one-word field such as "healthcare"): :meth:`TaskRules._task_examples`.
EXAMPLE_DOMAINS = True
#: Plural heads of such lists (:data:`EXAMPLE_DOMAINS`).
_EXAMPLE_DOMAIN_HEADS = frozenset("domains scenarios areas fields".split())
#: Heads of fields among examples of domains ("materials science", "computer vision",
#: "signal processing", "representation learning", "medical imagery", "cloud computing") and
#: of data or test beds ("DNA sequences", "traffic control environments"): no task.
_DOMAIN_FIELD_HEADS = frozenset(
    "science sciences vision processing learning imagery imaging engineering computing sequence environment".split())
#: Switch of the learning-setting context rule (:meth:`TaskRules._setting_context`).
SETTING_CONTEXT = True
#: Switch of the rule that leaves a leading gerund out of a task phrase whose object
#: is a task (:meth:`TaskRules._gerund_before_task`).
GERUND_LEAD = True
#: Switch of the rule that gives a task phrase back the modifiers of the acronym long form it
#: ends (:meth:`TaskRules._long_form_start`): "we study federated learning (FL)", with
#: "federated" tagged a verb, or "distributionally robust optimization (DRO)", with the adverb
#: left out of the noun chunk, is the whole defined term, not "learning" or "optimization".
LONG_FORM_CORE = True
#: Tags of the words that :meth:`TaskRules._long_form_start` may give back to a task phrase:
#: modifiers the trimming or the chunker took for a verb or an adverb of the clause.
_LONG_FORM_LEAD_TAGS = frozenset({"JJ", "JJR", "JJS", "VBN", "VBG", "VBD", "RB", "NN", "NNS", "NNP", "HYPH"})
#: :meth:`TaskRules._gerund_problem` reads a hyphenated gerund ("Fine-tuning X remains a
#: challenge", tokenised "Fine - tuning").
GERUND_PROBLEM_HYPHEN = True
#: ... an object that goes on after a bracketed acronym ("fine-tuning reinforcement learning
#: (RL) models remains a challenge": the whole object, the acronym kept as written).
GERUND_PROBLEM_INNER_ACRONYM = True
#: ... a complement or means whose noun chunk follows a determiner the chunk leaves out
#: ("synthesizing novel views from these panoramas remains a key challenge").
GERUND_PROBLEM_DETERMINER = True
#: ... a clause after a leading concessive clause ("Although X has been studied, learning
#: Y remains a challenge"), opened by one of :data:`_CONCESSIVE_OPENERS` or "even though".
GERUND_PROBLEM_CONCESSIVE = True
_CONCESSIVE_OPENERS = frozenset("although though while whereas despite".split())
#: Switch of the last main-task fallback, the problem the title states where the
#: abstract repeats it (``TitleTaskRules._title_problem_fallback``).
TITLE_PROBLEM_FALLBACK = True
#: Switch of the tasks named by the datasets and environments that serve them
#: (:meth:`TaskRules._collection_tasks`).
COLLECTION_TASKS = True
#: Nouns of a collection of evaluation data or of a simulated world, after the task it serves.
_COLLECTION_NOUNS = frozenset("dataset datasets environment environments".split())
#: Modifiers of a data collection that grade it or say where it comes from, not what task
#: it serves ("high-quality", "public", "large-scale" datasets).
_COLLECTION_GRADES = frozenset(
    """high-quality low-quality high-resolution quality public publicly available prominent large
    large-scale small small-scale real real-world synthetic commonly-used widely-used well-known
    benchmark open-source open web-scale massive massive-scale rich comprehensive""".split())
#: Switch of the attacks named as the threat a paper studies or defends against
#: (:meth:`TaskRules._attack_tasks`).
ATTACK_TASKS = True
#: Words before "to" that present the attack after it as a threat ("robust to X attacks").
_THREAT_ADJECTIVES = frozenset(
    """robust robustness vulnerable vulnerability susceptible susceptibility resilient resilience
    resistant resistance prone immune""".split())
#: Nouns before "of" that present the attack after it as a threat or problem ("the threat
#: of X attacks", "defenses of / detection of X attacks").
_THREAT_NOUNS = frozenset(
    """threat threats risk risks vulnerability vulnerabilities defense defenses defence defences
    detection mitigation danger dangers effectiveness success analysis study""".split())
#: Modifiers that refer to other attacks or grade them and name no kind ("prior attacks",
#: "the strongest attack").
_ATTACK_VAGUE_MODIFIERS = frozenset(
    """such these those this that prior previous existing current other many several various
    different multiple strong stronger strongest weak weaker new novel possible potential our
    their its state-of-the-art sota known common typical standard popular""".split())
#: Switch of the looser title fallback after all others (``TitleTaskRules._title_phrase_fallback``).
TITLE_PHRASE_FALLBACK = True
#: Switch of the title fallback that accepts any noun head of two or more words, after all
#: others and where the text names no task at all (``TitleTaskRules._title_phrase_fallback``
#: with ``any_head``; only with :data:`TITLE_PHRASE_FALLBACK`).
TITLE_ANY_HEAD_FALLBACK = True
#: Switch of the problem a contribution is called a solution to (:meth:`TaskRules._solution_tasks`).
SOLUTION_TASKS = True
#: Words of the paper itself before "a (ADJ) solution to X" in its sentence ("X offers a robust
#: solution to Y", "making it a promising solution for Y"), besides a proposed name.
_SELF_WORDS = frozenset("we our it this".split())
#: Switch of the last-resort fallback, the problem phrase the abstract keeps returning to
#: (``TitleTaskRules._recurrent_problem_fallback``).
RECURRENT_FALLBACK = True
#: Switch of the opening subject with its prepositional complement as one task
#: (:meth:`TaskRules._opening_complement_task`).
OPENING_COMPLEMENT = True
#: Prepositions that join a complement to the head of an opening problem subject
#: ("Text generation under constraints", "Calibration of probabilistic forecasts").
_OPENING_COMPLEMENT_PREPS = frozenset("of in under with on for across from".split())
#: Switch of a learning or optimisation setting of two words or more as the subject that
#: opens the abstract ("Graph contrastive learning has made ...", "Federated reinforcement
#: learning (FedRL) enables ..."): a task (:meth:`TaskRules._task_position`, ``opening-subject``).
OPENING_SETTING = True
#: Words that make the opening learning setting a means in its own sentence: a noun of means
#: ("... is a key paradigm for aligning ...", "... is a popular technique for ...") or the
#: tasks it serves ("... has advanced sequential decision-making tasks").
_MEANS_PREDICATES = frozenset(
    """technique techniques paradigm paradigms method methods approach approaches tool tools
    framework frameworks strategy strategies mechanism mechanisms task tasks""".split())
#: Switch: a relational adjective (:data:`_RELATIONAL_SUFFIXES`: "robotic", "perceptual",
#: "mathematical") names a kind of task before a trailer "tasks" as a noun does
#: ("experiments on simulated robotic tasks"); gradable adjectives stay refused by the
#: grading and evaluative word lists.
RELATIONAL_KIND_TASKS = True
#: Endings of relational adjectives (derived from a noun: robot-ic, percept-ual, mathematic-al).
_RELATIONAL_SUFFIXES = ("ic", "al")
#: Adjectives in "-ic" / "-al" that grade or situate tasks without naming their kind
#: ("simple, static tasks", "in actual tasks", "two natural tasks").
_GRADABLE_IC_AL = frozenset(
    """actual natural static simplistic typical practical critical general special usual
    basic classic classical realistic generic specific several additional individual original
    optimal final initial central crucial essential fundamental experimental conventional
    traditional normal formal total potential""".split())
#: Positions in which a learning setting (:data:`_TITLE_TOPIC_HEADS`) is the problem named.
_SETTING_POSITIONS = ("aims", "study", "in-opening", "opening-subject") if OPENING_SETTING else (
    "aims", "study", "in-opening")
#: Switch (session 30): the object of a verb of undertaking or enabling, not after "we" / "this
#: paper" (which is ``study``), is a task position ``enable`` ("a framework to tackle T", "X
#: enables T", "performing T"): :meth:`TaskRules._task_position`.
ENABLE_OBJECT = True
#: Verbs whose object is what a means undertakes or makes possible (:data:`ENABLE_OBJECT`).
_ENABLE_VERBS = frozenset(
    """enable enables enabling tackle tackles tackling address addresses addressing perform
    performs performing""".split())
#: Switch (session 34): the object of a verb of improvement is what a means serves, read like the
#: object of a verb of undertaking (:data:`_ENABLE_VERBS`, position ``enable``).
IMPROVE_OBJECT = True
#: Verbs of improvement whose object is a task a means serves (:data:`IMPROVE_OBJECT`).
_IMPROVE_VERBS = frozenset(
    """improve improves improving enhance enhances enhancing boost boosts boosting""".split())
#: Heads of a property that a verb of improvement raises, no task ("noise resilience",
#: "representation divergence", "convergence").
_RAISED_PROPERTY_RE = re.compile(r"(?:ance|ence)s?$")
#: First words of an improved object that name the system's own quality ("model resilience",
#: "model estimation", "system robustness").
_OWN_QUALITY_MODIFIERS = frozenset("model models system systems".split())
#: Nouns of a faculty: an improved "X ability" is a skill of the model, no task ("boosts the
#: feature fusion capabilities", "enhance the feature extraction ability").
_FACULTY_NOUNS = frozenset("ability capability capacity".split())
#: Position tags of the object of a verb of undertaking or improvement: weak evidence.
_OBJECT_TAGS = frozenset({"enable", "improve"})
#: The verbs whose object the ``enable`` and ``improve`` positions read.
_OBJECT_VERBS = _ENABLE_VERBS | _IMPROVE_VERBS
#: Tags of a task mention whose only evidence is the ``enable`` position (with the preposition
#: and subject marks of :meth:`TaskRules._task_tags`): like a secondary rule's task, it leaves
#: the main-task fallbacks to run (:meth:`TaskRules.tasks`).
_ENABLE_ONLY_TAGS = ENABLE_ONLY_TAGS
#: Switch (session 30): a task candidate whose only tags are weak marks of its place (after a
#: preposition, ``prep``; a sentence subject, ``subject``; the ``enable`` object) does not
#: stop the main-task fallbacks (:meth:`TaskRules.tasks`): "We discuss function classes in
#: non-parametric estimation" names no problem of the paper, and the problem the abstract
#: states ("we study the convergence rate of X") is found by a fallback. The weak phrase
#: stays a task candidate and competes with the fallback's in the weighing.
WEAK_LEAVE_FALLBACKS = True
#: Tags of such a weak task candidate (:data:`WEAK_LEAVE_FALLBACKS`).
_WEAK_ONLY_TAGS = frozenset({"prep", "subject", "enable", "improve"})
#: Switch of the members of a coordination with a task (:meth:`TaskRules._conjunct_tasks`).
CONJUNCT_TASKS = True
#: Switch (session 29): two coordinated phrases headed by task nouns are tasks though no task
#: position holds them (:meth:`TaskRules._headed_lists`).
HEADED_LISTS = True
#: Most members read each way from a task in a coordination.
_CONJUNCT_MAX = 4
#: Switch (session 31): wider list members of a coordination with a task
#: (:meth:`TaskRules._conjunct_member`): a member's length counts words, a hyphenated compound
#: one ("base-to-novel generalization"); a member may end in an "A-to-B" compound that names a
#: conversion ("text-to-music"), in a task acronym of the field (:data:`_TASK_ACRONYM_HEADS`:
#: "video QA", "inverse RL"), in "attack(s)" after a modifier ("backdoor attacks"), or in a
#: hyphenated nominalisation that the tagger reads as an adjective ("image-captioning"); a
#: member of one word may be a nominalisation that the Papers with Code task list names
#: ("animation", "summarisation").
CONJUNCT_WIDE_MEMBERS = True
#: Most words (hyphenated compounds count one) and tokens of a list member.
_CONJUNCT_MAX_WORDS = 5
_CONJUNCT_MAX_TOKENS = 9
#: Upper-case acronyms of the field that name a task or a learning problem when they head a
#: noun phrase ("video QA", "custom OCR", "offline MARL").
_TASK_ACRONYM_HEADS = frozenset("QA VQA OCR ASR NER RL MARL IRL".split())
#: A hyphenated "A-to-B" compound: a conversion from one modality or form to another.
_TO_COMPOUND_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*-to-[a-z0-9]+$")
#: Switch (session 31): a name of the Papers with Code task list right before "benchmark(s)" or
#: "dataset(s)" is a task ("continual learning benchmarks", "few-shot learning datasets") when
#: it ends in a task noun or a nominalisation (:meth:`TaskRules.tasks`, tag ``suite``).
GAZETTEER_SUITES = True
#: Nouns of evaluation suites that a task name modifies.
_SUITE_NOUNS = frozenset("benchmark benchmarks dataset datasets".split())
#: Heads that name a problem only after a modifier ("backdoor attacks").
_MODIFIED_PROBLEM_HEADS = frozenset({"attack"})
#: Switch (session 31): a list member may be a gerund that the tagger reads as a verb
#: when a list joiner or the sentence end follows it ("retargeting, outpainting and local
#: editing"), or two or three words headed by a noun of a class of problems ("Markov decision
#: processes", "multitask bandits"; the name of a class is short: "natural knowledge
#: acquisition process" names none).
CONJUNCT_GERUNDS = True
#: Tokens that end a list member.
_LIST_END_WORDS = frozenset({",", "and", "or", ".", ";", ")"})
#: Gerunds that open a participle clause after a comma, not a list member ("..., showing").
_CLAUSE_GERUNDS = frozenset(
    """showing demonstrating indicating suggesting revealing yielding leading resulting allowing
    enabling making including achieving outperforming reaching ranging arising consisting
    encompassing serving""".split())
#: Nouns of a class of problems that head a list member ("Markov decision processes").
_LIST_PROBLEM_CLASS_HEADS = frozenset("process game bandit".split())
#: Switch (session 26): "the (fundamental) challenges / difficulty of X" frames X as a problem
#: when two words or more headed by a task noun or a singular nominalisation name it
#: (:meth:`TaskRules._framed_as_task`, frame ``context-of``; "challenge" is a ``problem-of``
#: frame). On the development gold: 2 right tasks more, no false one ("the context / case /
#: domain of X" also: 3 right, 1 false, and on a corpus sample 3 of 9 new tasks right: left out).
CONTEXT_OF_FRAMES = True
#: Nouns of difficulty whose "of" complement names the problem a statement is about.
_CONTEXT_FRAME_NOUNS = frozenset("challenges difficulty difficulties".split())
#: Switch (session 26): the walk along a list of tasks goes past a member's prepositional
#: complement ("top tagging in collider physics, and relaxed energy prediction"):
#: :meth:`TaskRules._past_complement`. On the development gold: 1 right task more, no false
#: one; on a corpus sample of 3,000 abstracts 6 new tasks, 5 right ("for" and "from" too
#: gave 8, 5 right: left out).
CONJUNCT_COMPLEMENTS = True
#: Switch (session 38): a list member headed by a process nominalisation keeps its "of"
#: complement when the list goes on (or ends) right after it ("topic classification,
#: detection of reproduced content, and news story clustering"; "..., infilling of partial
#: structures and text-conditional generation"); a one-word nominalisation is then a member
#: too (the complement names the object of the process): :meth:`TaskRules._of_member_end`.
CONJUNCT_OF_MEMBERS = True
#: At most this many tokens in the "of" complement of a list member (:data:`CONJUNCT_OF_MEMBERS`).
_OF_MEMBER_MAX_TOKENS = 8
#: Switch (session 38): a list member may hold an all-capital acronym as a modifier of
#: its task noun ("3D object detection and BEV map segmentation"): :meth:`TaskRules._acronym_modifier`.
CONJUNCT_ACRONYM_MODIFIERS = True
#: Gerunds of verbs that govern "of" ("..., consisting of ...": a participle clause, not a member).
_OF_VERB_GERUNDS = frozenset("consisting thinking speaking hearing dreaming conceiving disposing approving".split())
#: Prepositions of a list member's complement that the walk goes past.
_CONJUNCT_COMPLEMENT_PREPS = frozenset("of in on".split())
#: Switch (session 32): the walk along a list of tasks goes past a short bracketed group
#: after a member, an acronym or the name of a data set ("monocular depth estimation (MDE)
#: and optical flow estimation (OFE)", "question answering (BoolQ), textual entailment (RTE),
#: and ..."): :meth:`TaskRules._past_list_bracket`, :meth:`TaskRules._before_list_bracket`.
CONJUNCT_BRACKETS = True
#: Switch: the comma that closes a clause opening the sentence with a subordinator ("Since
#: multimodal data changes in open environments, dynamic fusion ...") joins no list: the walk of
#: :meth:`TaskRules._conjunct_tasks` from a task of the main clause leftwards stops there
#: (:meth:`TaskRules._fronted_clause_comma`; session 51). (Rightwards, from the fronted clause
#: into the main clause's subject, the walk goes on: "While ... reconstruction (DSR), multimodal
#: data integration has hardly been considered" names a task all the same, as three of the
#: four changes of a two-way stop on 3,000 NeurIPS 2023 abstracts and the 300-paper build showed.)
FRONTED_CLAUSE_COMMAS = True
#: Words that open a fronted subordinate clause (:data:`FRONTED_CLAUSE_COMMAS`), beside a first
#: token tagged SCONJ.
_FRONTING_SUBORDINATORS = frozenset(
    "since while although though whereas because when whenever if unless once as after before".split())
#: Switch (session 32): the first member of a list that a colon or a dash opens after a
#: plural noun of tasks seeds the list walk (:meth:`TaskRules._colon_list_tasks`).
COLON_LISTS = True
#: Tokens that open a list after a noun of tasks.
_COLON_LIST_MARKS = frozenset({":", "—", "–", "--"})
#: Plural nouns of tasks before a colon that opens a list of them.
_COLON_LIST_NOUNS = frozenset("tasks problems applications".split())
#: Switch (session 51): the noun phrases listed after an evaluation cue ("experiments on A and
#: B", "Through evaluations on A, B, and C", "We evaluate X on A and B") name the tasks the paper
#: is evaluated on when they name a process (rule task-evaluated, secondary, tag ``evaluated``):
#: :meth:`TaskRules._evaluated_lists`.
EVALUATED_LISTS = True
#: Switch (session 57): the walk of :meth:`TaskRules._evaluated_lists` passes over a listed noun
#: phrase that names no process ("experiments on mathematical problems and multi-task reasoning",
#: "on image de-blurring and low-light image enhancement") when a list joiner follows it, instead
#: of stopping there; a phrase passed over is no task, the members after it still must be
#: (:meth:`TaskRules._evaluated_member`). The walk still stops at a phrase that no joiner follows.
EVALUATED_LIST_PASS_OVER = True
#: Nouns and participles of evaluation right before "on" / "across" that open such a list.
_EVALUATION_CUE_NOUNS = frozenset(
    "experiments experiment evaluations evaluation results tests experimentation evaluated tested validated".split())
#: Verbs of evaluation that open such a list after their object ("we evaluate PIVOT on A, B").
_EVALUATION_CUE_VERBS = frozenset(
    "evaluate evaluates evaluated test tests tested validate validates validated".split())
#: Prepositions that open the list after an evaluation cue.
_EVALUATION_LIST_PREPS = frozenset({"on", "across"})
#: Plural heads of things that one-word modifiers before them share in a list ("vision and
#: language models", "citation, collaboration, and online social networks"): :meth:`TaskRules._evaluated_lists`.
_SHARED_HEAD_NOUNS = frozenset(
    """models networks tasks problems datasets data benchmarks domains systems graphs settings
    applications scenarios environments""".split())
#: Most tokens between an evaluation verb and the preposition (its object: "our method").
_EVALUATION_OBJECT_MAX = 4
#: Switch (session 32): the phrase after "in" that follows a noun of success names a
#: problem ("have shown promise in learning continuous dynamics"):
#: :meth:`TaskRules._field_of_success_tasks`.
SUCCESS_IN_TASKS = True
#: Switch (session 36): "the X issue" with X a compound of nouns names a problem ("the modality
#: collapse issue", "a coupling issue"; rule task-issue, secondary, run after the main-task
#: fallbacks, tag ``issue``: never the main task on this evidence alone): :meth:`TaskRules._issue_tasks`.
ISSUE_TASKS = True
#: Nouns that frame the noun compound before them as an issue (:data:`ISSUE_TASKS`).
_ISSUE_NOUNS = frozenset({"issue", "issues"})
#: The tokens :meth:`TaskRules._issue_tasks` reads: an issue noun or "problem" (its scan visits
#: only these, kg.extract.roles_base._positions_between; its tests are unchanged).
_ISSUE_SCAN_WORDS = _ISSUE_NOUNS | frozenset({"problem"})
#: "of", for the scans that visit only its tokens (:meth:`TaskRules._problem_of_gerund`).
_OF_WORD = frozenset({"of"})
#: Adjectives may open the compound before the issue noun; a relational one ("-al", "-ic") stays in
#: the span ("the temporal covariate shift issue"), others are cut ("the prevalent error
#: accumulation issue" -> "error accumulation issue").
ISSUE_ADJECTIVES = True
#: Switch (session 36): "the X problem" with X one lower-case noun that is neither generic nor a
#: method head ("the overconfidence problem", "the outlier problem") is read like an issue (the
#: noun-phrase loop refuses one-word cores): :meth:`TaskRules._issue_tasks`.
ISSUE_ONE_WORD_PROBLEMS = True
#: Nouns of success, promise or progress whose "in" complement names a problem.
_SUCCESS_NOUNS = frozenset(
    "success successes promise potential advance advances advancement advancements progress breakthroughs".split())
#: Words opening a fronted background phrase ("With the recent advances in X, ..."), in which a
#: noun of success names the field's state, not the paper's problem.
_BACKGROUND_OPENERS = frozenset("with given thanks owing due following despite amid".split())
#: Switch (session 42): a phrase of two words or more headed by a task noun that no task
#: position tags is a task when the punctuation around it sets it off as an item of an
#: enumeration: a comma, colon or bracket right before it and a list mark or the sentence end
#: right after it ("database operations, such as indexing, cardinality estimation, and ...",
#: "two inverse problems: coil sensitivity estimation in ...", "(1) burned area estimation
#: given ..."): :meth:`TaskRules._enumerated_headed`. Development pool (session 42): of 43 such
#: phrases not otherwise output, 25 gold tasks, 14 allowed, 4 false (18 files).
ENUMERATED_HEADED = True
#: Switch (session 42): the last item of a list of three or more, after ", and" / ", or"
#: ("grasping, pushing, and robotic manipulation."), is read as an item too
#: (:data:`ENUMERATED_HEADED`). Not after a bare "and": measured on the development pool, a
#: bare "and" after a noun gave 22 gold tasks and 18 false ones ("design complexity and
#: available optimizations"); ", and" alone 9 gold tasks (8 abstracts, 7 files) and 3 false
#: ones, main task 1066 -> 1068 of 1877; corpus check 11 of 14 right. (A guard against an
#: adjective before the comma, "effective, parameter-efficient, and robust adaptation", cost 2
#: gold tasks for 1 false one: the tagger reads "helpfulness" as an adjective; not kept.)
ENUMERATED_LAST_ITEM = True
#: Switch (session 42): an item after "such as" / "known as" ("pipelines such as learnt
#: compression and ...", "also known as DP kernel density estimation)") is read as an item
#: too (:data:`ENUMERATED_HEADED`). Development pool: 4 gold tasks (4 files), no false one
#: once graded items (:data:`_GRADED_ITEM_OPENERS`) are refused.
ENUMERATED_EXAMPLE_ITEM = True
#: Participles of change that open an item naming a gain, not a task ("benefits such as enhanced
#: generalization and ...", "..., and increased brain alignment"; :data:`ENUMERATED_HEADED`).
_GRADED_ITEM_OPENERS = frozenset("improved enhanced increased reduced decreased accelerated better".split())
#: Tokens before a phrase that set it off as an item (:data:`ENUMERATED_HEADED`).
_ITEM_OPENERS = frozenset({",", ":", "(", ")"})
#: Tokens after a phrase that end an item (:data:`ENUMERATED_HEADED`).
_ITEM_CLOSERS = frozenset({",", "and", "or", ".", ")", "(", ";", "—", "–"})
#: Most tokens inside a bracketed group that the list walk goes past.
_LIST_BRACKET_MAX = 6
#: Switch (session 25): members before the last one of a coordination share its trailer
#: "tasks" / "problems", so a one-word nominalisation among them is a task too ("regression
#: and classification tasks"): :meth:`TaskRules._conjunct_member`.
SHARED_TRAILER = True
#: Switch of the purpose of a means named anywhere in the text (:meth:`TaskRules._means_for_tasks`).
MEANS_FOR_TASKS = True
#: Switch: a purpose of two words or more after a means noun's "for" may end in a generic
#: head that names a process ("a foundation model for sleep analysis"):
#: :meth:`TaskRules._generic_purpose_ok`.
MEANS_FOR_GENERIC_HEAD = True
#: Words that grade a means rather than name a problem ("for effective training").
_MEANS_QUALITY_WORDS = frozenset("effective efficient better improved fast faster cheap cheaper".split())
#: Prepositions that end the head of a purpose ("unsupervised learning | for sparse data").
_MEANS_FOR_COMPLEMENT_PREPS = frozenset("of for from with on in under over".split())
#: Heads of a contribution descriptor's modifiers that name how the contribution works,
#: not the problem it serves ("a two-stage optimization framework", "an ensemble
#: reinforcement learning method", "a masked generative sequence modeling approach"):
#: :meth:`TaskRules._descriptor_tasks` reads no task from them.
_DESCRIPTOR_MEANS_HEADS = frozenset("optimization optimisation modeling modelling".split())
#: Switch of :data:`_DESCRIPTOR_MEANS_HEADS`.
DESCRIPTOR_MEANS = True
#: Switch of the "of" complement of a task phrase of two words or more headed by a nominal
#: ("simultaneous segmentation of multiple objects"; :meth:`TaskRules._of_complement_end`).
TASK_OF_COMPLEMENT = True
#: Nouns of a means whose "for X" names the purpose X ("a method for X", "a testbed for X").
_MEANS_FOR_NOUNS = frozenset(
    """method approach algorithm technique framework tool toolkit paradigm pipeline protocol procedure
    scheme strategy methodology recipe solution mechanism system architecture model estimator solver
    benchmark testbed library""".split())
#: Prepositions that bring in the setting of a purpose ("for X in Y"): the phrase ends before them.
_MEANS_FOR_SETTING_PREPS = frozenset("in on across".split())
#: First words of a phrase after "for" that name no problem ("for future research").
_MEANS_FOR_VAGUE = frozenset("future further various different several many multiple".split())
#: Longest phrase (in words) that :meth:`TaskRules._means_for_tasks` reads as a purpose.
_MEANS_FOR_MAX_WORDS = 8
#: Prepositions after the first complement that may go on naming the problem ("Estimation
#: of causal effects from text", "Generative modeling of behaviors from labeled datasets"):
#: :meth:`TaskRules._opening_complement_task` then leaves the subject to the other rules;
#: another preposition ("in the regression setting") names the problem's setting.
_OPENING_CHAIN_PREPS = frozenset("from with under on".split())
#: Words of a predicate that present the opening subject as a problem of the field ("... is
#: challenging", "... represents a key task", "... has been widely studied", "... have seen
#: increasing interest"): :meth:`TaskRules._opening_complement_task`.
_OPENING_PROBLEM_CUES = frozenset(
    """challenging challenge challenges problem problems task tasks difficult hard open important
    essential crucial critical fundamental key central interest interests attention studied
    investigated explored necessary goal concern""".split())
#: Words of a predicate that present the opening subject as a cost, not as the problem a
#: paper takes up ("Volume-wise labeling in 3D medical images is a time-consuming task").
_OPENING_COST_WORDS = frozenset(
    "time-consuming consuming labor-intensive labour-intensive costly expensive tedious laborious".split())
#: Heads of an opening subject that name a trend or a state of the field, not a problem
#: ("The widespread deployment of GNNs sparks interest ...", "Recent advances in diffusion
#: models attempt ...", "The limited availability of annotations presents a challenge"),
#: beside :data:`_TREND_NOUNS`.
_OPENING_STATE_NOUNS = _TREND_NOUNS | frozenset(
    """advancement advancements deployment deployments complexity lack scarcity shortage abundance
    proliferation prevalence application applications""".split())
#: Finite verb tags (the verb of the opening sentence's main clause).
_FINITE_TAGS = frozenset(("VBZ", "VBP", "VBD", "MD"))
#: Switch of the subject that an opening sentence calls a problem of the field by a
#: predicate noun ("Sorting is a fundamental operation of ...", "Learning to reject (L2R) is
#: a classical problem ...", "Robust generalization is a major challenge in ...";
#: :meth:`TaskRules._stated_opening_problem`).
STATED_OPENING_PROBLEM = True
#: Switches of two readings of that rule: the object of a gerund of bettering is the problem
#: (:data:`_STATEMENT_IMPROVING`), and a subject clause that a verb opens is headed by the verb,
#: so its object may end in an aspect noun ("Inferring variable importance is the key goal").
STATEMENT_IMPROVING_OBJECT = True
STATEMENT_CLAUSE_HEAD = True
#: Switch of a third reading: in the first two sentences, a subject clause that a gerund
#: opens and that the predicate calls central by an adjective ("Aligning language models
#: with human preferences is crucial for ...", "Recalibrating probabilistic classifiers is
#: vital for ..."; :data:`_STATEMENT_ADJECTIVES`) is a stated problem too. Not noun
#: subjects ("Protein folding is crucial for X" names the field as often as the problem).
#: Dev pool (977 abstracts): task tp +5, fp +2, main 511 -> 512 (3 right, 2 lost); 2,000
#: corpus abstracts: 15 main tasks changed, about 9 better ("Combining offline and online
#: reinforcement learning" for "redundant designs"), 3 neutral, 3 worse (the clause beat
#: the title's problem: "Understanding the 3D structures of protein multimers" for
#: "multimer structure prediction").
STATEMENT_CLAUSE_ADJECTIVE = True
#: Adjectives of a predicate that call a subject clause central to the field or hard.
_STATEMENT_ADJECTIVES = frozenset(
    """crucial vital essential important critical fundamental key central paramount pivotal
    indispensable challenging difficult hard nontrivial non-trivial""".split())
#: Switch of the last main-task fallback: the abstract's opening subject clause that a gerund
#: opens ("Fine-tuning language models (LMs) has demonstrated success in ...", "Aligning
#: LLMs with human preferences has proven to ...") where no other rule found a task
#: (:meth:`TaskRules._opening_clause_fallback`, rule ``task-opening-clause``).
OPENING_CLAUSE_FALLBACK = True
#: Switch of the fallback after it: the abstract's opening nominal subject when its head
#: names an activity ("Knowledge distillation with unlabeled examples is a powerful
#: paradigm ...", :meth:`TaskRules._opening_subject_fallback`, rule ``task-opening-subject``).
OPENING_SUBJECT_FALLBACK = True
#: Gerunds that open a clause naming a means or a circumstance, not a problem ("Using X,
#: ...", "Given X", "Building on X"), beside :data:`~kg.extract.roles_base._TASK_BLOCK` and
#: the gerunds of degree.
_CLAUSE_MEANS_GERUNDS = frozenset(
    """utilizing utilising applying exploiting incorporating integrating combining building
    given following according including regarding concerning considering assuming having
    being recent existing emerging increasing growing""".split())
#: First parts of a hyphenated gerund that open a clause ("Fine-tuning", "Pre-training").
_GERUND_PREFIXES = frozenset("fine pre re co self post cross meta over under".split())
#: Longest opening clause (gerund and object, in tokens, a bracketed acronym left out) read
#: by that fallback.
_CLAUSE_MAX_TOKENS = 10
#: Gerunds of bettering whose object is the problem a statement names ("Improving the
#: alignment of X remains an open challenge", "achieving transferable uncertainty
#: quantification remains ...").
_STATEMENT_IMPROVING = frozenset("improving enhancing boosting achieving ensuring guaranteeing".split())
#: Nouns of a predicate that names its subject a problem of the field.
_STATEMENT_NOUNS = frozenset("problem problems task tasks challenge challenges question questions goal operation topic".split())
#: Copulas of such a predicate ("has been" and "has become" are read as one copula).
_STATEMENT_COPULAS = frozenset("is are remains remain represents represent constitutes constitute".split())
#: Words that may stand between the copula and the predicate noun besides determiners,
#: adverbs and adjectives ("one of the most important open problems", "a core research topic").
_STATEMENT_FILLERS = frozenset("one of research open long-standing longstanding well-known well-studied".split())
#: First words of a sentence subject that refer back or quantify, so name no problem.
_STATEMENT_REFERRING = frozenset(
    """this these that those it its their our we there such each many most some recent existing
    current prior previous other another both all any""".split())
#: Longest subject (in tokens, without a bracketed acronym) read by that rule.
_STATEMENT_MAX_TOKENS = 10
#: Switch (session 51): in the first two sentences :meth:`TaskRules._stated_opening_problem`
#: reads a subject that is too long or that a comma breaks up to its first qualifier
#: (:meth:`TaskRules._long_subject_cut`: "Modeling X from Y, such as Z, is a formidable task").
STATEMENT_LONG_SUBJECT = True
#: Longest subject (in tokens) before the copula that :meth:`TaskRules._long_subject_cut` reads.
_LONG_SUBJECT_MAX_TOKENS = 30
#: Words that open a qualifier of a long subject (its source, condition, setting, examples),
#: where :meth:`TaskRules._long_subject_cut` cuts it ("Modeling X from Y", "X without Y").
_SUBJECT_QUALIFIER_WORDS = frozenset("from without under using via in across within given such like".split())
#: Words that open a clause of their own inside what reads as a long subject ("X --
#: how to Y remains a challenge"): :meth:`TaskRules._long_subject_cut` does not cut there.
_SUBJECT_CLAUSE_WORDS = frozenset("how what which who whom whose where why whether".split())
#: Words after a comma that restate the subject by its term ("X, i.e., privacy accounting").
_SUBJECT_RESTATING_WORDS = frozenset("i.e. i.e ie namely or aka a.k.a. a.k.a".split())
#: :meth:`TaskRules._stated_opening_problem` reads a subject across a bracketed acronym
#: that a noun follows ("Conditional independence (CI) testing is a fundamental task"):
#: the acronym names the words before it, and the subject is the whole phrase as written.
STATEMENT_INNER_ACRONYM = True
#: Switch (session 52): in a subject clause that a gerund opens, a bracketed acronym that a
#: preposition follows is read across as well ("Aligning large language models (LLMs) with
#: human intentions has become a critical task": the whole clause, not "Aligning large
#: language models" cut at the bracket); :data:`STATEMENT_INNER_ACRONYM`.
STATEMENT_CLAUSE_ACRONYM = True
#: The predicate noun of that rule may follow two adjectives joined by "and" or a comma
#: ("X is a fundamental and challenging task").
STATEMENT_ADJECTIVE_PAIR = True
#: Sentences (from the first) read by that rule: all of them (on the development gold the
#: first two gave task tp +9, fp +2; all, tp +11, fp +3, and main unchanged; on 2,000 corpus
#: abstracts the later sentences added 4 tasks, no main task).
_STATEMENT_SENTENCES = 99
#: Switches (session 51) of :meth:`TaskRules._proposal_purpose_gerund`: gerunds joined by "and" /
#: "or" share the object ("a method for detecting and mitigating gender bias in X"), and "to"
#: before a gerund is read as "for" ("a new approach to constructing confidence sequences").
PURPOSE_GERUND_COORDINATED = True
PURPOSE_GERUND_TO = True
#: Switch of the gerund clause after "the problem / task of" as a task whatever precedes it
#: (:meth:`TaskRules._problem_of_gerund`).
PROBLEM_OF_GERUND = True
#: Nouns whose "of" complement, a gerund clause, names the problem ("the task of V-ing X").
_GERUND_FRAME_NOUNS = frozenset("problem task".split())
#: Switch (session 38): after "the problem / task of", a gerund that can be a noun
#: (:data:`~kg.extract.chunks.NOMINAL_GERUNDS`: "learning", "training", "computing") opens a
#: clause when an article follows it ("the problem of training a flow model", "the problem of
#: computing the optimal policy"), read by :meth:`TaskRules._problem_of_gerund` as any gerund.
GERUND_ARTICLE_OBJECTS = True
#: Switch (session 38): the object of that clause may have five words with a hyphenated
#: compound counted as one ("training a flow-based generative model"), not five tokens.
HYPHEN_OBJECT_WORDS = True
#: Words before "the problem / task of" that define a named task by the clause ("X is the
#: task of V-ing Y", "X refers to the problem of ...", "X describes the task of ..."): the
#: clause is a definition of X, not a second task.
_DEFINING_WORDS = frozenset("is are was refers refer describe describes denotes denote means".split())
#: Gerunds of a shortcoming ("the problem of neglecting X"): the clause names a flaw, not a task.
_NEGLECT_GERUNDS = frozenset("neglecting ignoring overlooking missing lacking".split())
#: Switch of the purpose clause "a <method noun> for V-ing X" of the paper's own contribution
#: in any sentence (:meth:`TaskRules._proposal_purpose_gerund`).
PROPOSAL_PURPOSE_GERUND = True
#: Switch (session 50) of the purpose infinitive of the paper's own contribution, "X, a novel
#: method to decompose an image into its parts", "we propose a framework to pre-train generalist
#: policies" (:meth:`TaskRules._proposal_purpose_infinitive`): the infinitive and its object.
PROPOSAL_PURPOSE_INFINITIVE = True
#: Switch (session 50): where the paper has a title, the purpose infinitive is read only when the
#: title holds one of its content words (singular words, hyphenated ones split, function words
#: aside): "Removing Hidden Confounding in Recommendation" and "an approach to remove hidden
#: confounding"; 3,000 corpus abstracts: 9 of 20 changed main tasks wrong without it.
PURPOSE_INFINITIVE_TITLE_WORD = True
#: Switch (session 50): the purpose infinitive is read also after a method noun that the text
#: presents in a sentence of its own work that :meth:`TaskRules._attached_to_proposal` does not
#: tie to the proposal (:meth:`TaskRules._self_presented`). Off: with it on, 5 of 6 more changed
#: main tasks on 4,400 corpus abstracts were wrong ("we introduce a method to V O" is as often a
#: step of the method).
PURPOSE_INFINITIVE_SELF_PRESENTED = False
#: Verbs of a change of degree ("a method to improve / accelerate X"): the object is what the
#: means serves (the infinitive counterpart of ``DEGREE_GERUNDS``).
_DEGREE_VERBS = frozenset(
    """increase improve reduce enhance boost accelerate speed lower decrease raise mitigate
    alleviate""".split())
#: Verbs whose infinitive after a method noun names no problem of its own: verbs of use, of
#: undertaking or solving (their object is read by other rules: ``enable``, ``task-solve``), of
#: making a means and of study ("a framework to study X": the object is read as studied).
_PURPOSE_INFINITIVE_BLOCK = frozenset(
    """use leverage employ adopt exploit utilize utilise apply help make allow let enable tackle
    address perform solve handle deal cope overcome develop construct build design implement
    study analyze analyse evaluate assess measure investigate explore understand characterize
    characterise quantify compute calculate derive obtain establish provide support facilitate
    be have do get go combine capture maintain produce""".split()) | _DEGREE_VERBS
#: Switch of the task phrase written around its acronym, "out-of-distribution (OOD)
#: detection", "layout-to-image (L2I) synthesis" (:meth:`TaskRules._inner_acronym_tasks`).
INNER_ACRONYM_TASKS = True
#: Switch (session 39): a learning setting or task whose acronym covers only its last words,
#: "offline reinforcement learning (RL)", "personalized federated learning (FL)",
#: "generative self-supervised learning (SSL)": the acronym's long form is the general
#: setting (a method name for the method rules), the whole phrase with its modifiers is the
#: kind of it the paper works on (:meth:`TaskRules._modified_acronym_settings`, rule
#: ``task-acronym-setting``, secondary).
MODIFIED_ACRONYM_SETTINGS = True
#: Heads of a long form that names a setting or a task (beside :data:`~kg.extract.lexicon.TASK_HEADS`).
_ACRONYM_SETTING_HEADS = frozenset({"learning"})
#: Verbs of use right before such a phrase (an article may stand between): the setting is a
#: means there, not the task ("we propose using online reinforcement learning (RL) to ...",
#: "applying unimodal contrastive learning (CL) on each modality").
_ACRONYM_SETTING_MEANS = frozenset(
    "using use uses applying apply applies employing employ employs via leveraging leverage leverages adopting adopt adopts".split())
#: Modifiers that name a family of methods or a quality, not a kind of the setting: alone
#: ("deep reinforcement learning (RL) methods" is the method family), or as the last part of
#: a modifier ("sample-efficient visual reinforcement learning (VRL)") the phrase is refused.
_ACRONYM_SETTING_FAMILY = frozenset({"deep"})
#: Switch (session 41): a kind of a setting or task that the title spells out and the
#: abstract writes with the acronym of the setting: title "... for Distributional
#: Reinforcement Learning", abstract "distributional RL algorithms aim to ..." -> the task
#: "distributional RL" (:meth:`TaskRules._title_acronym_settings`, rule
#: ``task-title-acronym``). Before a means noun ("RL algorithms", "FL approach") the
#: method rules read the phrase as a method and no task rule reads it, and the acronym is
#: often left undefined, so the title's own phrase is not found in the text either.
#: Dev pool (1,827): 5 right tasks more (dev32, dev40, dev42, dev57, dev65), 1 false fewer,
#: main task +2; corpus icml2024 + neurips2023: fires in 82 abstracts, about 78 right.
TITLE_ACRONYM_SETTINGS = True
#: Longest acronym (letters) that :meth:`TaskRules._title_acronym_settings` spells out.
_TITLE_ACRONYM_MAX = 5
#: Heads that, after a bracketed acronym, end a task phrase beside :data:`~kg.extract.lexicon.TASK_HEADS`.
_INNER_ACRONYM_HEADS = frozenset("learning training evaluation generalisation".split())
#: Switch: the gerund clause after "approaches / methods for" (:meth:`TaskRules._approach_gerund`)
#: keeps a short "of" complement of its object ("a method for learning representations of
#: driving scenes"), as the proposal's purpose clause does; not one that names a model
#: ("... of machine learning models", "... of CLIP": what the method is applied to).
APPROACH_GERUND_OF = True
#: Gerunds of study, measurement or computation: "a framework for analyzing X", "a method
#: for computing X" name an analysis or a step, rarely the problem the paper addresses.
_STUDY_OR_STEP_GERUNDS = frozenset(
    """analyzing analysing studying evaluating assessing measuring establishing obtaining
    understanding investigating exploring characterizing characterising quantifying implementing
    calculating computing deriving""".split())
#: Verbs by which a text presents its own contribution ("we present a framework for ...").
_PRESENT_VERBS = frozenset(
    "present presents propose proposes introduce introduces develop develops design designs devise devises".split())
#: Prepositions after a definite object that bring in the setting or a means of the
#: purpose ("generating the scene from a sketch", "for the task in low light"), not a
#: complement of the object.
_PURPOSE_CLAUSE_SETTING_PREPS = frozenset("from for with using via by in under across".split())
#: Heads of problem settings of game theory and online learning ("two-player zero-sum
#: games", "contextual bandits"): a kind of them, named by a modifier, is a problem the
#: paper addresses, as a task noun is (:meth:`TaskRules._named_setting`); defined in
#: :mod:`kg.extract.roles_title`, whose title-phrase fallback reads them too.
SETTING_PROBLEM_HEADS = _SETTING_PROBLEM_HEADS
#: Modifiers of size or difficulty that grade a setting without naming a kind of it
#: ("large games", "very small games").
_SIZE_WORDS = frozenset("large small big huge tiny simple complex general many few real-world".split())
#: Gerunds of doing or solving, whose object is the task ("solving X", "making X").
_TASK_OBJECT_GERUNDS = frozenset(
    """solving tackling addressing handling performing making doing conducting achieving
    enabling improving advancing facilitating""".split())
#: Verbs of solving whose object names a problem.
_SOLVE_VERBS = frozenset("solve solves solved solving".split())
#: The words that can start a stated problem (:meth:`TaskRules._stated_problems`).
_STATED_CUES = _FRAME_NOUNS | _SOLVE_VERBS
#: Nouns of "a (ADJ) solution to X" (:meth:`TaskRules._solution_tasks`).
_SOLUTION_NOUNS = frozenset({"solution", "solutions"})
#: Words before "a (ADJ) solution to X" by which the text calls its work one ("offers",
#: "is", "as", "making it"); not "admitting a solution to the inequality" (a mathematical one).
_SOLUTION_VERBS = frozenset(
    """offer offers offered offering provide provides provided providing present presents presented
    presenting is are be being as become becomes it represent represents constitute constitutes""".split())
#: Nouns of a quantity of things before "of" ("a range of tasks", "a variety of problems").
_RANGE_NOUNS = frozenset("range variety number set host series family spectrum array".split())
#: The words that can start a list of task examples (:meth:`TaskRules._task_examples`).
_EXAMPLE_CUES = frozenset({"such", "e.g.", "e.g", "including", "like"})
#: Switch (session 54): a bracket right after a plural noun of tasks that holds a list names
#: examples of them, as "such as" does ("video-text tasks (retrieval, captioning and QA)",
#: "tasks (detection, segmentation)"): :meth:`TaskRules._task_examples`, cue "(" after
#: :data:`_BRACKET_LIST_NOUNS`, the list ending at the closing bracket.
BRACKET_EXAMPLES = True
#: Switch (session 54): a colon or a dash right after a plural noun of tasks opens a list of
#: examples of them, read as after "such as" ("on three tasks: forecasting, refinement, and
#: synthetic data generation"): :meth:`TaskRules._task_examples`, cue :data:`_COLON_LIST_MARKS`
#: after :data:`_BRACKET_LIST_NOUNS` (:data:`COLON_LISTS` seeds a walk from the first member only
#: when it passes the stricter test of a coordination member).
COLON_EXAMPLES = True
#: Plural nouns of tasks whose bracket (or colon) lists examples (:data:`BRACKET_EXAMPLES`).
_BRACKET_LIST_NOUNS = frozenset("tasks problems".split())
#: Switch (session 54): a task acronym of the field (:data:`_TASK_ACRONYM_HEADS`: "VQA", "QA")
#: listed alone among examples of tasks is a task though the name finder reads it as a name
#: ("tasks such as captioning, VQA and ..."): :meth:`TaskRules._task_example`.
EXAMPLE_TASK_ACRONYMS = True
#: The tag of a gerund list member (:data:`EXAMPLE_GERUNDS`): the list, not the tagger's reading
#: of the word as an adjective, decides it is a noun (:meth:`TaskRules._drop_non_problems` keeps it).
_LIST_GERUND_TAG = "list-gerund"
#: The tag of a task that :data:`BRACKET_EXAMPLES`, :data:`COLON_EXAMPLES` or :data:`EXAMPLE_GERUNDS`
#: adds: such a listed task is secondary for the main-task fallbacks (it does not stop them, as the
#: rules of :data:`_SECONDARY_RULES` do not: on 3,000 NeurIPS 2023 abstracts, letting it stop
#: them changed six main tasks, to the first listed example), and never the main task on this
#: evidence alone (:meth:`kg.extract.roles._State.resolve` leaves it out of the main-task choice).
LISTED_EXAMPLE_TAG = "listed-example"
#: The opening bracket, as a vocabulary of :func:`~kg.extract.roles_base._positions_between`.
_BRACKET_OPEN = frozenset({"("})
#: Switch (session 54): a word in "-ing" that the tagger reads as an adjective or a verb, so no
#: noun chunk holds it, is a member of a list of task examples when a list joiner or the list's
#: end follows it ("tasks such as image classification, captioning, VQA and ...", "denoising,
#: deraining, and relighting"): :meth:`TaskRules._example_gerund`. Only in lists of tasks or
#: problems (not of applications, benchmarks or domains, which list fields and data).
EXAMPLE_GERUNDS = True
#: Trailing nouns of a solved problem ("solving shortest path problems").
_SOLVED_HEADS = frozenset("problem problems task tasks equation equations".split())
#: Prepositions that introduce a means ("via X", "using X").
_MEANS_PREPS = frozenset("via using through with by".split())
#: ... unless the long form is a textbook technique (:func:`_is_textbook_technique`: "maximum a
#: posteriori (MAP) estimation" is the use of an estimator; session 33's merge: it was dev10's
#: task false hit and the corpus check's wrong main task).
INNER_ACRONYM_NOT_METHODS = True


#: Words between a verb of study and its object ("we study the complexity of T", "we
#: investigate a class of T"), walked over by :meth:`TaskRules._task_position`.
_STUDY_OBJECT_LEAD = frozenset({"the", "a", "an", "on", "of", "problem", "task", "challenge"}) \
    | _HARDNESS_WORDS | _KIND_WORDS
#: Marks a lookup that found nothing (``None`` is a memoised value).
#: Switch: a noun phrase that holds a token ending in a full stop before a capitalised word
#: ("... benchmarks such as ImageNet-A, -C, and -R. Recent advances in X") spans a sentence end
#: that the sentence recogniser missed (the tokenizer keeps "-R." whole, as it keeps an
#: initial): no task phrase is read from it (:meth:`TaskRules._task_core_uncached`).
FULL_STOP_INSIDE_REFUSED = True
#: Switch: a phrase that a generic task rule read (:data:`_MEANS_CUE_TASK_RULES`) right after a
#: cue of means ("based on graph compression", "integrates policy optimization with",
#: "the use of constrained optimization", "relies on seed manipulation") is a used method
#: (:meth:`TaskRules._means_cue_methods`). Dev gold: after these cues 4 task phrases and 290
#: method phrases.
MEANS_CUE_METHODS = True
#: The cues of :data:`MEANS_CUE_METHODS`, right before the phrase (an article may stand between).
_MEANS_CUE_RE = re.compile(
    r"\b(?:based on|built on|builds on|building on|grounded in|relies on|rely on|relying on|use of|"
    r"combines|combining|combined with|integrates|integrating|leverages|leveraging|via)\s+(?:(?:the|a|an)\s+)?$",
    re.IGNORECASE)
#: Switch: a phrase that a generic task rule read (:data:`_MEANS_CUE_TASK_RULES`) right after a
#: cue of comparison ("compared to standard differentiable optimization", "Compared with other
#: forms of parameter-efficient adaptation", "comparable to offline RL methods", "unlike entropy
#: coding", "reduces to standard policy optimization") is a baseline or a means set beside the
#: paper's own: a used method, role ``compared`` (:meth:`TaskRules._means_cue_methods`, rule
#: ``method-compared-cue``). Dev gold: after these cues 342 method phrases and 24 task phrases;
#: the task candidates there were 5 false hits (gold used methods) and no gold task. A bare
#: "other forms of" is no cue: "infilling, and other forms of constrained generation" lists tasks.
COMPARED_CUE_METHODS = True
#: The cues of :data:`COMPARED_CUE_METHODS`, right before the phrase (an article and a word that
#: places the baseline may stand between).
_COMPARED_CUE_RE = re.compile(
    r"\b(?:compared (?:to|with)|in comparison (?:to|with)|comparable to|comparably to|unlike|"
    r"reduces to|reduce to|reducing to)\s+(?:(?:the|a|an)\s+)?"
    r"(?:(?:standard|conventional|traditional|existing|previous|prior|other|classical|vanilla)\s+)?"
    r"(?:(?:forms?|kinds?|types?) of\s+)?$",
    re.IGNORECASE)
#: Switch: the problem that an act is done "by solving" ("estimates the labels by solving a
#: least-squares problem", "a pruning method obtained by solving a multi-objective optimization
#: problem") is how it is done: a used method, written without its word "problem"
#: (:meth:`TaskRules._means_cue_methods`). Dev gold: after "by solving", 5 used methods and
#: no task; the corpus holds the cue 33 times in 14k abstracts.
BY_SOLVING_METHODS = True
#: The cue of :data:`BY_SOLVING_METHODS`, right before the phrase (an article or "another" may
#: stand between; an adverb may stand before "solving").
_BY_SOLVING_RE = re.compile(r"\bby\s+(?:[a-z]+ly\s+)?solving\s+(?:(?:the|a|an|another)\s+)?$", re.IGNORECASE)
#: Task rules whose phrase :data:`BY_SOLVING_METHODS` retypes: those of
#: :data:`_MEANS_CUE_TASK_RULES` and the object of "solve" (``task-solve``).
_BY_SOLVING_TASK_RULES = frozenset({"task-np", "task-gazetteer", "task-conjunct", "task-solve"})
#: A trailing word "problem(s)" (with its space) that :data:`BY_SOLVING_METHODS` cuts off.
_PROBLEM_TAIL_RE = re.compile(r"\s+problems?$", re.IGNORECASE)
#: What separates two members of a list ("A, B", "A and B", "A, and B").
_LIST_GAP_RE = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+)")
#: Task rules that read a phrase without its context (its head, the task gazetteer, a list).
_MEANS_CUE_TASK_RULES = frozenset({"task-np", "task-gazetteer", "task-conjunct"})
#: Switch: an optimization problem met as one instance, "a(n) X optimization problem" (the
#: indefinite article, at most two modifiers, the head "optimization", then the singular
#: "problem"), that an analysis leads to, yields or solves ("leading to a non-convex
#: optimization problem", "yielding a tractable convex optimization problem", "their reliance on
#: solving a nonconvex optimization problem", "DORAEMON, a constrained optimization problem") is a
#: formulation the paper works with, not the problem it addresses: the candidate of a generic
#: task rule (:data:`_MEANS_CUE_TASK_RULES`) is dropped (:meth:`TaskRules._instance_problems`).
#: Not after a copula, "as" or a verb of study ("X is inherently a multi-objective optimization
#: problem", "we formulate X as a minimax optimization problem", "we consider a non-convex
#: constrained optimization problem": the text frames its problem so). Dev
#: gold: of 11 such candidates, 2 gold tasks (both after "is" / "as"), 3 used methods, 6
#: neither.
INSTANCE_OPTIMIZATION_DROPPED = True
#: What :data:`INSTANCE_OPTIMIZATION_DROPPED` reads right before the phrase: the article and the
#: two words before it (group ``lead``: "is inherently a").
_INSTANCE_LEAD_RE = re.compile(r"(?:^|(?<=\W))(?P<lead>(?:[\w-]+\s+){0,2})(?:a|an)\s+$", re.IGNORECASE)
#: The phrase's head (:data:`INSTANCE_OPTIMIZATION_DROPPED`) and what follows it.
_OPTIMIZATION_HEAD_RE = re.compile(r"\boptimi[sz]ation$", re.IGNORECASE)
_SINGULAR_PROBLEM_RE = re.compile(r"\s+problem\b(?!s)", re.IGNORECASE)
#: Words before the article that frame the phrase as the text's own problem: a copula, "as",
#: a verb of study ("we consider a non-convex constrained optimization problem").
_INSTANCE_FRAMING_WORDS = frozenset("""is are was were be being been becomes become remains remain as
    consider considers considered study studies studied address addresses tackle tackles
    investigate investigates examine examines""".split())
_MISSING = object()
#: Words right after a noun phrase that let :meth:`TaskRules._framed_as_task` read it as
#: framed ("X (ABC) problem", "X is / remains / has been / poses a problem"): with none
#: of them, no trailer and no "of / in" before the phrase, it returns None.
_FRAME_NEXT = frozenset({"(", "has", "have", "is", "remains", "been", "become", "constitutes", "poses"})


def _acronym_like(w: str) -> bool:
    """Whether the token ``w`` may be the acronym of :meth:`TaskRules._title_acronym_settings`:
    two to :data:`_TITLE_ACRONYM_MAX` letters (a plural "s" after capitals aside: "LCBs"), the
    first and at least one other a capital ("RL", "FL", "MARL"; not "Rl", "rl", "R2")."""
    acr = w[:-1] if len(w) > 2 and w.endswith("s") and w[:-1].isupper() else w
    return 2 <= len(acr) <= _TITLE_ACRONYM_MAX and acr.isalpha() and sum(ch.isupper() for ch in acr) >= 2 \
        and acr[0].isupper()


def _positions_in(words: list[str], vocabulary: frozenset[str]) -> list[int]:
    """Indices of the items of ``words`` that are in ``vocabulary``, ascending: the same as
    ``[i for i, w in enumerate(words) if w in vocabulary]``, read from the list's word index
    (:func:`_positions_between` over the whole list). The rules call it on a Doc's lower-case
    words, whose index the earlier stages have built, so a call costs a set intersection
    instead of a Python test per token (session 49: the three calls per abstract, 0.037 ->
    0.004 CPU-s per 1,000 NeurIPS 2023 abstracts)."""
    return _positions_between(words, vocabulary, 0, len(words))


def _word_char_at(text: str, i: int) -> bool:
    """Whether ``text[i]`` exists and is a regular-expression word character (``\\w`` on
    ``str``: ``str.isalnum()`` or ``_``)."""
    return 0 <= i < len(text) and (text[i].isalnum() or text[i] == "_")


def written_without_of(text: str, phrase: str) -> bool:
    r"""Whether ``phrase`` occurs in ``text`` between word boundaries and not followed by
    " of" as a whole word (:meth:`TaskRules._of_complement_end`: the text also writes the
    task alone).

    The same answer as ``re.search(r"\b%s\b(?! of\b)" % re.escape(phrase), text)``, found
    with ``str.find`` and the characters around each occurrence instead of a pattern
    compiled per phrase (a phrase is new in each abstract). ``\b`` holds at ``i`` when
    exactly one of ``text[i - 1]`` and ``text[i]`` is a word character (``str.isalnum``
    or ``_``; outside the text counts as none).

    Args:
        text: the text searched; phrase: a non-empty string (the caller lower-cases both).
    Returns:
        True when some occurrence qualifies.
    """
    n = len(phrase)
    i = text.find(phrase)
    while i >= 0:
        j = i + n
        if _word_char_at(text, i - 1) != _word_char_at(text, i) \
                and _word_char_at(text, j - 1) != _word_char_at(text, j) \
                and not (text.startswith(" of", j) and not _word_char_at(text, j + 3)):
            return True
        i = text.find(phrase, i + 1)
    return False


@lru_cache(maxsize=1)
def _listed_task_words() -> frozenset[str]:
    """Normalised one-word names of the Papers with Code task list (:func:`kg.vocab.task_names`,
    CC BY-SA 4.0; "animation", "summarization"); empty when the vocabulary is unavailable.
    The gazetteer component leaves most one-word lower-case names out (many are English
    words), so list members look them up here (:meth:`TaskRules._wide_member`)."""
    try:
        from kg import vocab
    except ImportError:  # pragma: no cover
        return frozenset()
    return frozenset(k for k in (_norm(n) for n in vocab.task_names()) if k and " " not in k)



#: Refuse a task candidate that opens with a word of :data:`~kg.extract.lexicon.TASK_JUDGING_LEADS`
#: (:func:`_evaluative_lead`, read by ``TaskRules._drop_non_problems``).
EVALUATIVE_LEAD_REFUSED = True


def _evaluative_lead(phrase: str) -> bool:
    """True when the task phrase ``phrase`` has two words or more and its first word
    (lower-cased) is one of :data:`~kg.extract.lexicon.TASK_JUDGING_LEADS` ("profound alignment", "inherent
    complexity", "easy optimization").

    Args:
        phrase: the candidate's text.
    Returns:
        Whether the phrase opens with an evaluative adjective.
    Source: PaperKG's own rule (session 34), from dev-pool task false hits.
    """
    words = phrase.split()
    return len(words) > 1 and words[0].lower() in L.TASK_JUDGING_LEADS


def _is_textbook_technique(text: str) -> bool:
    """True when ``text`` (str) is, whole, a long form of a textbook technique of the method
    rules (:func:`kg.extract.roles_methods._textbook_patterns`: "maximum a posteriori",
    "policy gradient"), any case, a plural allowed."""
    from kg.extract.roles_methods import _textbook_patterns  # (roles_methods reads this module's neighbours)

    words = text.split()
    pat = _textbook_patterns().get(words[0].split("-", 1)[0].lower()) if words else None
    return pat is not None and pat.fullmatch(text) is not None

class TaskRules(_StateBase):
    """Mixin of :class:`kg.extract.roles._State`: ``tasks`` adds task candidates."""

    #: ``(start, end)`` token bounds of each sentence, and the task phrase
    #: (:meth:`_task_core`) of each noun phrase of ``self.nps`` (None: none); set by
    #: :meth:`tasks` for the Doc
    _sent_bounds: Optional[list[tuple[int, int]]] = None
    _np_cores: Optional[list[Optional[Span]]] = None

    # ------------------------------------------------------------------ stage 5: tasks
    def _named_key(self, key: str, proposed_keys) -> bool:
        """Whether the normalised phrase ``key`` (:func:`_norm`) is a name, not a task: one of the
        paper's proposals (``proposed_keys``, a set of normalised names) or a gazetteer method,
        dataset or metric. Returns a bool."""
        return (key in proposed_keys or key in self.method_gaz_keys or key in self.dataset_gaz_keys
                or key in self.metric_gaz_keys)

    def _focus_setup(self):
        """The main proposal (the main proposed method, else the first proposed
        benchmark): its sentence and the tokens that end one of its names (the name
        itself, the ")" of an acronym right after it, or the ")" after the acronym when
        the acronym is the name)."""
        focus = self.main
        if focus is None:
            focus = next((c for c in self.proposed if c.role == "benchmark"), None)
        self._focus = focus
        self._focus_sent = focus.sent if focus is not None else None
        ends: set[int] = set()
        if focus is not None:
            spans = [self._span_of(a.start, a.end) for a in [focus] + focus.aliases]
            keys = {_norm(sp.text) for sp in spans if sp is not None}
            spans += [n for n in self._names_in(0, len(self.doc)) if _norm(self._span_text(n)) in keys]
            for sp in spans:
                if sp is None or not len(sp):
                    continue
                ends.add(sp.end - 1)
                if sp.end < len(self.doc) and self.words[sp.end] == ")":
                    ends.add(sp.end)  # the acronym itself: "the Sparse Voxel Cache (SVC)"
                if sp.end < len(self.doc) and self.words[sp.end] == "(":
                    for k in range(sp.end + 1, min(len(self.doc), sp.end + 8)):
                        if self.words[k] == ")":
                            ends.add(k)
                            break
        self._focus_ends = ends
        first_prop = min(self.proposal_sents) if self.proposal_sents else None
        self._purpose_sents = {x for x in (self._focus_sent, first_prop) if x is not None}

    def _attached_to_proposal(self, k: int) -> bool:
        """Is token ``k`` ("for" / "to") attached to the main proposal itself rather than
        to a word inside its description?

        True for "we propose X for T", "X (XX) for T", "X, a framework (designed) for
        T", "X is a benchmark for T" and "we propose a framework for T" (no name);
        False for "X, a framework that distills features as priors for T".
        """
        si = self.tok_sent[k]
        lo = self.sents[si].start
        low = self.lower
        j = k - 1
        while j > lo and low[j] in _PURPOSE_LINKS:
            j -= 1
        if j in self._focus_ends:
            return True
        ch = self.chunk_of.get(j)
        if ch is None or ch.end != j + 1:
            return False
        head = _singular(low[j])
        if head not in L.METHOD_DESCRIPTOR_HEADS and head not in L.BENCHMARK_HEADS and low[j] not in L.BENCHMARK_HEADS:
            return False
        p = ch.start - 1
        while p > lo:  # "a novel", "the first scalable, generalizable and hardware-friendly"
            if self.pos[p] in ("DET", "ADJ", "ADV", "NUM"):
                p -= 1
            elif (low[p] == "," or self.pos[p] == "CCONJ") and self.pos[p - 1] in ("ADJ", "CCONJ", "PUNCT") \
                    and low[p - 1] not in ("(", ")"):
                p -= 1
            else:
                break
        if p < lo:
            return False
        if low[p] in (",", ":", "(", "—") and p - 1 in self._focus_ends:
            return True
        if low[p] in _COPULAS:
            q = p - 1 if low[p] != "as" else p - 2
            return q in self._focus_ends
        return low[p] in _PROPOSE_FORMS and si in self._purpose_sents

    def _kind_of_tasks(self, start: int, stop: int) -> bool:
        """May the modifiers ``[start, stop)`` of a trailer "tasks" name a kind of task
        ("natural language (tasks)", "complex reasoning (tasks)", "embodied (tasks)")?
        True when they are at most three words, end in a noun or a relational adjective
        ("robotic", "perceptual", with :data:`RELATIONAL_KIND_TASKS`; not one of
        :data:`_GRADABLE_IC_AL`) (or hold a hyphenated
        compound: "instruction-following", "cross-modal"), are
        no name (no word with a capital after its first letter or a digit, not all in
        Title Case inside the sentence), no proposed name, follow no "to" and hold no
        verb of :data:`_TASK_VERBS` (a verb tagged as a noun: "and address tasks"),
        hold no word of :data:`_VAGUE_TASK_WORDS`
        ("heterogeneous tasks") and not only grading or generic words ("downstream").

        Args:
            start, stop: token offsets of the modifiers (``stop`` exclusive).
        Returns:
            True when the modifiers name a kind of task."""
        low, words = self.lower, self.words
        if stop - start > 3 or self.pos[stop - 1] not in ("NOUN", "ADJ") and self.tag[stop - 1] != "VBG":
            return False
        if any(w[1:] != w[1:].lower() or any(ch.isdigit() for ch in w) for w in words[start:stop]):
            return False  # "MuJoCo (tasks)", "D4RL": a suite's name
        if start in self.name_at or any(self.pos[k] in ("DET", "NUM", "PRON", "PROPN") for k in range(start, stop)):
            return False
        hyphenated = ["".join(low[k - 1:k + 2]) for k in range(start + 1, stop - 1) if words[k] == "-"]
        if start > 0 and low[start - 1] == "to" or any(low[k] in _VAGUE_TASK_WORDS or low[k] in _TASK_VERBS
                                                       for k in range(start, stop)) \
                or any(h in _VAGUE_TASK_WORDS for h in hyphenated):
            return False  # "to address tasks": a verb; "heterogeneous tasks": no kind named
        if self.pos[stop - 1] != "NOUN" and not any(words[k] == "-" for k in range(start, stop)) and not (
                RELATIONAL_KIND_TASKS and low[stop - 1].endswith(_RELATIONAL_SUFFIXES)
                and low[stop - 1] not in _GRADABLE_IC_AL):
            return False  # an adjective alone grades tasks ("ambiguous tasks", "multimodal tasks");
            # a noun ("locomotion tasks") or a compound ("instruction-following tasks") names their kind
        if words[start][:1].isupper() and start != self.sents[self.tok_sent[start]].start:
            return False
        if _norm(self.text[self.idx[start]:self.idx[stop - 1] + len(words[stop - 1])]) in self._proposed_keys:
            return False
        return any(low[k] not in L.EVALUATIVE and low[k] not in L.GENERIC_MODIFIERS and low[k] not in L.NP_STRIP_LEFT
                   and low[k] not in L.PROBLEM_QUALIFIERS and low[k] not in _GRADING_WORDS
                   and low[k] not in _KIND_WORDS and low[k] not in _QUALIFYING_ADJECTIVES for k in range(start, stop))

    def _named_setting(self, start: int, head: int) -> bool:
        """Do the modifiers ``[start, head)`` of a setting head (:data:`SETTING_PROBLEM_HEADS`
        at token ``head``) name a kind of the setting ("Markov games", "zero-sum games",
        "multi-armed bandits")? True when at least one of them is neither a size or
        difficulty word (:data:`_SIZE_WORDS`), an evaluative or generic modifier, nor a
        word the task rules strip on the left, and none is a determiner, a count or a
        possessive ("the game's", "two games" name no kind; "two-player games" does).

        Args:
            start: first token of the modifiers; head: token of the setting head.
        Returns:
            True when the modifiers name a kind of the setting."""
        if head <= start:
            return False
        mods = [self.lower[k] for k in range(start, head) if self.words[k] != "-"]
        if any(self.pos[k] in ("DET", "PRON") or self.lower[k] == "'s"
               or self.pos[k] == "NUM" and self.words[k + 1] != "-" for k in range(start, head)):
            return False
        return any(m not in _SIZE_WORDS and m not in L.EVALUATIVE and m not in L.GENERIC_MODIFIERS
                   and m not in L.NP_STRIP_LEFT and m not in _ANAPHORIC_DETERMINERS for m in mods)

    def _gerund_before_task(self, chunk: Span, core: Span) -> bool:
        """Does the task phrase ``core`` of the noun chunk ``chunk`` open with a gerund
        whose object is itself a task phrase ("solving shortest path problems",
        "solving nonconvex optimization", "Training reinforcement learning (RL)
        agents" parsed as one chunk)? The object names the task: its head is a task
        noun (:data:`~kg.extract.lexicon.TASK_HEADS`) or a learning setting
        (:data:`_SETTING_HEADS`), or the chunk ends in "problem(s) / task(s)". True
        when the first word is a gerund of doing or solving (:data:`_TASK_OBJECT_GERUNDS`;
        other gerunds modify the noun: "denoising score matching", "training data
        generation") and at least two words follow it."""
        first = self.lower[core.start]
        if first not in _TASK_OBJECT_GERUNDS or self.words[core.start + 1] == "-":
            return False
        head = _singular(self.lower[core.end - 1])
        return head in L.TASK_HEADS or self.lower[core.end - 1] in _SETTING_HEADS or \
            self.lower[chunk.end - 1] in ("problem", "problems", "task", "tasks")

    def _setting_context(self, chunk: Span, core: Span) -> bool:
        """Does the context of the noun chunk ``chunk`` make a learning or optimisation
        setting ("graph representation learning", "regret minimization") the problem
        addressed rather than a means? True for the purpose of a means noun ("a
        framework for T", "two algorithms for T": a noun of
        :data:`_PURPOSE_MEANS_NOUNS` or :data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`
        right before "for"), for a sentence-opening "For T, ..." and for the domain
        of a noun ("regret bounds in T", "recent models in T": "in" right after a noun
        or a closing bracket). Means read otherwise: "using / via / with / based on T",
        "T-based", "used in T" (a verb before "in"). ``core`` is the chunk's task
        phrase (:meth:`_task_core`); a number trimmed off right before it is part of a
        compound modifier ("two player reinforcement learning"), and the rule does not
        apply to the rest."""
        k = chunk.start - 1
        if k < 0 or core.start > chunk.start and self.pos[core.start - 1] == "NUM":
            return False
        low, n = self.lower, len(self.lower)
        if chunk.end < n and (self.words[chunk.end] == "-" or low[chunk.end] in ("framework", "frameworks", "setting")):
            return False  # "T-based", "a T framework" (the chunk ends before them: a mis-parse)
        lo = self.sents[self.tok_sent[chunk.start]].start
        if low[k] == "for":
            if k == lo:
                # "For language model fine-tuning, we propose ...": the purpose of the sentence
                return chunk.end < n and self.words[chunk.end] == ","
            prev = low[k - 1]
            return _singular(prev) in _PURPOSE_MEANS_NOUNS or _singular(prev) in L.METHOD_DESCRIPTOR_HEADS
        if low[k] == "in" and k > lo:
            return self.pos[k - 1] in ("NOUN", "PROPN") or self.words[k - 1] == ")"
        return False

    def _result_claim(self, si: int, k: int) -> bool:
        """Does sentence ``si`` claim a result of the main proposal before token ``k``
        ("X achieves state-of-the-art fidelity in T", "our method sets a new record on
        T")? The proposal is named by one of its names or "our method/approach/..."."""
        if si not in self._claim_subject:
            sent = self.sents[si]
            subj = None
            for n in self._names_in(sent.start, sent.end):
                if _norm(self._span_text(n)) in self._proposed_keys:
                    subj = n.end
                    break
            for x in range(sent.start, sent.end - 1):
                if subj is not None and x >= subj:
                    break
                if self.lower[x] in ("our", "proposed") and (_singular(self.lower[x + 1]) in L.METHOD_DESCRIPTOR_HEADS
                                                            or self.lower[x + 1] == "proposal"):
                    subj = x + 2
                    break
            self._claim_subject[si] = subj
        subj = self._claim_subject[si]
        if subj is None or subj >= k:
            return False
        between = self.text[self.doc[subj].idx:self.doc[k].idx].lower()
        if _OUTPERFORM_RE.search(between):
            return True  # "X outperforms strong baselines on T"
        return bool(_RESULT_VERB_RE.search(between) and _RESULT_QUALITY_RE.search(between))

    def _problem_head(self, head: str) -> bool:
        """Can a noun head a problem phrase in a purpose clause ("query ambiguity",
        "protein design", "fairness")?"""
        lem = _singular(head)
        if lem in L.METHOD_HEADS or lem in L.NON_TASK_NOMINALS or lem in L.GENERIC_NOUNS or head in L.EVALUATIVE:
            return False
        return lem in L.TASK_HEADS or bool(_NOMINAL_RE.search(head) or _PROPERTY_RE.search(lem))

    def _purpose_clause_tasks(self, proposed_keys: set[str]):
        """Task of a purpose clause attached to the main proposal: "X, a benchmark
        designed to evaluate whether agents can recognize query ambiguity" -> "query
        ambiguity", "X, a benchmark that focuses on travel planning" -> "travel
        planning": the object of the clause's verb, or of a verb embedded in it (noun
        phrases followed by a verb are subjects and skipped), within 15 tokens and
        before ";" or ".", when its head names a problem (:meth:`_problem_head`)."""
        for si in sorted(self._purpose_sents):
            sent = self.sents[si]
            for k in range(sent.start + 1, sent.end - 1):
                if self.lower[k] in _PURPOSE_SUBORDINATORS and self.pos[k + 1] in ("VERB", "AUX"):
                    x = k + 2  # "X, a benchmark designed to evaluate ..."
                elif self.lower[k] == "for" and self.tag[k + 1] == "VBG" and self.lower[k + 1] in _MEASURE_GERUNDS:
                    x = k + 2  # "X, a dataset for measuring constraint satisfaction abilities"
                elif self.lower[k] in ("that", "which") and self.lower[k + 1] in _FOCUS_VERBS:
                    x = k + 2  # "X, a benchmark that focuses on T"
                    if x < sent.end and self.lower[x] in ("on", "in", "upon"):
                        x += 1
                else:
                    continue
                if not self._attached_to_proposal(k):
                    continue
                stop = min(sent.end, k + 16)
                while x < stop:
                    if self.words[x] in (";", ".", ":"):
                        break
                    ch = self.chunk_of.get(x)
                    if ch is None or ch.start != x:
                        x += 1
                        continue
                    core = self._task_core(ch)
                    x = ch.end
                    subject = x < sent.end and self.pos[x] in ("VERB", "AUX")
                    long = self._long_form_of(core) if core is not None and len(core) == 1 else None
                    if long is not None and self._problem_head(self.lower[long.end - 1]):
                        # "Norton, which addresses MNC": the problem the acronym stands for
                        if not any(_norm(n.text) in proposed_keys for n in self._names_in(long.start, long.end)):
                            c = self.add(long.start_char, long.end_char, "Task", "task", "task-purpose-clause", 0.6)
                            c.tags = {"purpose-clause"}
                        return
                    if core is not None and len(core) >= 2 and self.tag[core.end - 1] == "VBG" and \
                            self.tag[core.end - 2] == "NNS":
                        core = None  # "the issues arising (from ...)": a participle after its noun
                    if core is None or len(core) < 2 or len(core) > 6 or \
                            not (self._problem_head(self.lower[core.end - 1])
                                 or _singular(self.lower[core.end - 1]) in L.TASK_HEADS):
                        if subject:
                            continue  # the subject of an embedded clause: "whether agents can ..."
                        return  # the object of the purpose verb names no problem
                    if any(_norm(self._span_text(n)) in proposed_keys for n in self._names_in(core.start, core.end)):
                        break
                    c = self.add(core.start_char, core.end_char, "Task", "task", "task-purpose-clause", 0.6)
                    c.tags = {"purpose-clause"} | self._task_tags(ch, core)
                    return
                return

    def _long_form_of(self, sp: Span) -> Optional[Span]:
        """The long form of the acronym ``sp`` where the text defines it ("multi-
        granularity noisy correspondence" for "MNC"), or None."""
        for (ss, se), (ls, le), a in self.pairs:
            if a.short == sp.text:
                return self._span_of(ls, le)
        return None

    def _task_core(self, chunk: Span) -> Optional[Span]:
        """The task phrase of a noun chunk: trimmed, without a trailing "task(s)";
        memoised per token range (it depends only on the chunk and the proposed keys,
        which :meth:`tasks` sets once)."""
        key = (chunk.start, chunk.end)
        if key not in self._core_cache:
            self._core_cache[key] = self._task_core_uncached(chunk)
        return self._core_cache[key]

    def _glued_stops(self) -> list[int]:
        """The tokens ``k`` of the Doc, ascending, that end a sentence the splitter missed, as
        :meth:`_task_core_uncached` tests them: a word of two or more characters ending in a
        full stop ("-R."), a space after it and a capital opening the next token. Computed
        once per Doc: the words ending in "." are picked in C, the few others tested here
        (the same tokens as testing every token of every phrase)."""
        stops = self.__dict__.get("_glued_stops_memo")
        if stops is None:
            words, ws = self.words, self.ws
            last = len(words) - 1
            stops = self._glued_stops_memo = [
                k for k in compress(range(len(words)), map(str.endswith, words, repeat(".")))
                if k < last and len(words[k]) > 1 and ws[k] and words[k + 1][:1].isupper()]
        return stops

    def _task_core_uncached(self, chunk: Span) -> Optional[Span]:
        """:meth:`_task_core` without the memo. Spans are built with ``Span(doc, i, j)``
        (``0 <= i < j <= len(doc)`` holds for every range here), which skips the slice
        normalisation of ``doc[i:j]``; the loops over the words test a set first."""
        sp = self._trim_chunk(chunk, kinds=True)
        if sp is None:
            return None
        doc, low, words = self.doc, self.lower, self.words
        s, e = sp.start, sp.end
        if FULL_STOP_INSIDE_REFUSED:
            stops = self._glued_stops()
            x = bisect_left(stops, s)
            if x < len(stops) and stops[x] < e - 1:
                return None  # "such as ImageNet-A, -C, and -R. Recent advances": a missed sentence end
        # a verb mis-tagged as noun can glue a proposed name to the phrase:
        # "SVL attains strong zero-shot 3D classification" -> start after the name
        if self._proposed_keys:
            for n in self._names_in(s, e):
                if n.end < e and _norm(self._span_text(n)) in self._proposed_keys:
                    rest = self._trim_chunk(Span(doc, n.end + 1, e)) if n.end + 1 < e else None
                    if rest is None:
                        return None
                    s, e = rest.start, rest.end
        if e - s > 2 and not _NAMING_PARTICIPLES.isdisjoint(low[s + 1:e - 1]):
            for k in range(e - 2, s, -1):
                if low[k] in _NAMING_PARTICIPLES:
                    s = k + 1  # "interactive learning called interactive estimation"
                    break
        if words[s] == "-" and s > 0 and words[s - 1].isalpha() and not self.ws[s - 1]:
            s -= 1  # "multi-choice QA" trimmed to "-choice QA"
        while s < e - 1 and words[s + 1] != "-" and (
                low[s] in _DIFFICULTY_WORDS or low[s] in _BACK_REFERENCE_PARTICIPLES
                or low[s] in _QUALIFYING_ADJECTIVES):
            s += 1  # "challenging general decision-making", "the formulated X problem", "varied (control) tasks"
        trailer = low[e - 1] in _TASK_TRAILERS
        core_end = e - 1 if trailer and e - s > 1 else e
        if trailer and low[e - 1] in _SUITE_TRAILERS:
            name = self.name_at.get(s)
            if name is not None and name.label_ != "SINGLE" and name.end < e - 1 and \
                    any(ch.isdigit() for ch in name.text) and _norm(name.text) not in self.method_gaz_keys:
                # "the CLRS-30 algorithmic reasoning benchmark": the benchmark is the name
                # (with a number: "LLM" in "the LLM data mixture benchmark" is no name of a
                # suite), the task is what it tests
                s = name.end
        if core_end - s >= 3 and low[core_end - 1] in _ABILITY_TRAILERS:
            return self._without_ability(sp if (s, core_end) == (sp.start, sp.end) else Span(doc, s, core_end))
        if LONG_FORM_CORE and self.pairs:
            s = self._long_form_start(chunk, s, core_end)
        if (s, core_end) == (sp.start, sp.end):
            return sp  # (most phrases: the trimmed chunk itself, no new Span)
        return Span(doc, s, core_end)

    def _long_form_start(self, chunk: Span, s: int, e: int) -> int:
        """The first token of the task phrase ``s`` .. ``e - 1`` (token indices, a trimmed
        noun chunk ``chunk``) given back the words of the acronym long form that it ends
        (:data:`LONG_FORM_CORE`): when the text defines an acronym whose long form ends where
        the phrase ends and starts before it, at most two words before the chunk and in the
        same sentence, and every word given back is a modifier (:data:`_LONG_FORM_LEAD_TAGS`:
        the tagger's "federated" as a participle, the adverb of "distributionally robust
        optimization (DRO)" outside the chunk), the phrase starts where the long form does.
        Schwartz & Hearst's matching makes the long form open with the short form's first
        letter, so those words are part of the defined name. Returns ``s`` unchanged
        otherwise. Source: PaperKG's own rule (session 47), from corpus abstracts ("we study
        federated learning (FL)" read as the method only)."""
        idx, words = self.idx, self.words
        end_char = idx[e - 1] + len(words[e - 1])
        lo = max(chunk.start - 2, self.sents[self.tok_sent[chunk.start]].start)
        for _, (ls, le), _a in self.pairs:
            if le != end_char or not idx[lo] <= ls < idx[s]:
                continue
            k = self._token_at_char(ls)
            if k is None or idx[k] != ls or not all(self.tag[x] in _LONG_FORM_LEAD_TAGS for x in range(k, s)):
                continue
            return k
        return s

    def _without_ability(self, core: Span) -> Span:
        """``core`` without a trailing noun of ability ("constraint satisfaction
        (abilities)": the task itself), when at least two words remain and no word
        grades the ability ("sub-optimal generalization abilities" names a weakness)."""
        if len(core) >= 3 and self.lower[core.end - 1] in _ABILITY_TRAILERS and self.pos[core.end - 2] in ("NOUN", "PROPN") \
                and not any(self.lower[k] in L.EVALUATIVE or self.lower[k] in _GRADING_WORDS
                            for k in range(core.start, core.end - 1)):
            return self.doc[core.start:core.end - 1]
        return core

    def _task_tags(self, chunk: Span, core: Span) -> set[str]:
        """Positions that make a noun phrase a task mention (empty set: none)."""
        tags = set()
        low = self.lower
        start = chunk.start
        si = self.tok_sent[start]
        sent = self.sents[si]
        # the word before the chunk in its sentence (read from the token columns), or None
        prev = low[start - 1] if start > sent.start else None
        if prev is not None and prev in _TASK_BLOCK:
            return set()
        if prev is not None and prev in ("and", "or"):
            # "adopts randomized smoothing and diffusion-based denoising": a conjunct of
            # the object of a verb of use is a means, not a task
            j = chunk.start - 1
            while j > sent.start and self.lower[j] in ("and", "or", ","):
                j -= 1
            first = self.chunk_of.get(j)
            if first is not None:
                p = first.start - 1
                while p > sent.start and (self.pos[p] == "ADJ" or self.tag[p] in ("VBN", "VBD")):
                    p -= 1  # "adopts randomized smoothing"
                if p >= sent.start and self.lower[p] in _TASK_BLOCK:
                    return set()
            tags |= self._conjunct_context(chunk.start, si)
        if core.end < chunk.end and low[chunk.end - 1] in _TASK_TRAILERS:
            tags.add("trailer")
        if prev == "for" and start - 2 >= sent.start and low[start - 2] in _ENABLING_FOR_VERBS \
                and self.pos[core.start] == "ADJ" and core.end - core.start > 1 and self.ws[core.start]:
            return set()  # "allowing for fine control over X": what a means makes possible, no problem
        if prev is not None and prev in _TASK_CONTEXT_PREP:
            tags.add("prep")
            if prev == "for":
                tags.add("for")
        if start == sent.start or (prev is not None and self.words[start - 1] == "," and start - 1 == sent.start + 1):
            tags.add("subject")
        if si == 0 and chunk.start <= sent.start + 2:
            tags.add("opening")
        if self.main is not None and si == self.main_sent and chunk.start_char > self.main.end:
            tags.add("main-sentence")
        if prev == "for" and self._attached_to_proposal(start - 1):
            tags.add("purpose")
        b = chunk.start - 1
        while b > sent.start and self.pos[b] == "DET":
            b -= 1
        if b >= sent.start and self.lower[b] in ("on", "across") and core.start in self.name_at \
                and self.name_at[core.start].label_ != "SINGLE" \
                and any(w in _EXPERIMENT_WORDS for w in self.lower[sent.start:chunk.start]):
            tags.add("evaluation-suite")  # "Experiments on the StarCraft II micromanagement tasks"
        if prev is not None and prev in _RESULT_PREPS and self._result_claim(si, chunk.start):
            tags.add("result")
        # appositive descriptor of a proposed name: "X, a video misinformation detection
        # framework" (a bare appositive, "X, a hybrid randomized defense", names the
        # method itself: the task loop skips it)
        if self._appositive_of_proposal(chunk):
            tags.add("appositive")
        return tags

    def _appositive_of_proposal(self, chunk: Span) -> bool:
        """Is the noun chunk ``chunk`` an appositive of a proposed name ("X, a hybrid
        randomized defense", "X (XX), a ...")? True when a comma (and determiners)
        precede it and a proposed name or alias ends right before the comma."""
        sent = self.sents[self.tok_sent[chunk.start]]
        p = chunk.start - 1
        while p > sent.start and self.pos[p] == "DET":
            p -= 1  # "X, a ...": the chunk may leave its article out
        if p < sent.start + 1 or self.words[p] != ",":
            return False
        if not self.proposed:
            return False
        before, before_at = self.words[p - 1], self.idx[p - 1]
        end = before_at + len(before)
        return any(a.end == end or (before == ")" and a.end == before_at + 1)
                   for c in self.proposed for a in [c] + c.aliases)

    def _conjunct_context(self, start: int, si: int) -> set[str]:
        """Context tags that a later conjunct of a noun-phrase list shares with the first
        one ("for unconditional and sequence-to-sequence language generation", "3D
        reconstruction and novel view rendering can ..."), when the first one is a task
        candidate: ``prep`` (and ``for``) when a context preposition introduces the list
        (not after "compared" or a noun of need), ``opening`` when the list opens the
        abstract. Nothing when the first conjunct is one word that is not a task noun (a
        head shared by the list: "ground and satellite feature extraction") or the
        preposition follows a noun of need ("the need for A or B"). ``start`` is the
        first token of the later conjunct, after "and" / "or"; the list is walked back over ", A", "and A" and "or A" (at most six
        conjuncts) within sentence ``si``."""
        sent = self.sents[si]
        first = start
        for _ in range(6):
            j = first - 1
            while j > sent.start and self.lower[j] in ("and", "or", ","):
                j -= 1
            if j == first - 1 or j < sent.start:
                break
            ch = self.chunk_of.get(j)
            if ch is None or ch.end != j + 1:
                break
            first = ch.start
        if first == start:
            return set()
        ch = self.chunk_of.get(first)
        if ch is None or (len(ch) < 2 and _singular(self.lower[first]) not in L.TASK_HEADS):
            return set()  # "for ground and satellite feature extraction": one head shared by the list
        core = self._task_core(ch)
        if core is None or not any(c.etype == "Task" and c.start == core.start_char for c in self.cands):
            return set()  # the first conjunct is no task: "in accuracy and computational efficiency"
        b = first - 1
        while b > sent.start and self.pos[b] == "DET":
            b -= 1
        tags = set()
        if b >= sent.start and self.lower[b] in _TASK_CONTEXT_PREP and b != first and \
                not (b > sent.start and self.lower[b - 1] in _NEED_NOUNS | _COMPARISON_WORDS):  # "the need for A or B"
            tags.add("prep")
            if self.lower[b] == "for":
                tags.add("for")
        if si == 0 and first <= sent.start + 1:
            tags.add("opening")
        return tags

    def _framed_as_task(self, chunk: Span, core: Span) -> Optional[str]:
        """How the text itself frames the phrase as a problem, or None: ``"trailer"``
        ("X tasks", "the X setting"), ``"problem-of"`` ("the problem of X", "the field
        of X"), ``"context-of"`` ("the fundamental challenges of X", "the difficulty of
        X": :data:`_CONTEXT_FRAME_NOUNS` after "the" and modifiers; :meth:`tasks` keeps it
        only for a phrase of two words or more headed by a task noun or a singular
        nominalisation, not a gerund clause) or ``"copula"`` ("X is a (challenging)
        problem", "X has been a fundamental challenge", "X remains an open problem", "X is a
        fundamental topic")."""
        low, n = self.lower, len(self.lower)
        cs, ce = chunk.start, chunk.end  # (read once: Span attributes are properties)
        if core.end < ce and low[ce - 1] in _TASK_TRAILERS:
            return "trailer"
        j = ce
        if j + 3 < n and self.words[j] == "(" and self.words[j + 2] == ")" and \
                low[j + 3] in ("problem", "problems", "task", "tasks", "challenge", "setting") and \
                self._pair_of(self.doc[j + 1].idx, self.doc[j + 1].idx + len(self.words[j + 1])) is not None and \
                not all(self.words[k][:1].isupper() for k in range(core.start, core.end) if self.words[k].isalpha()):
            # "the multi-granularity noisy correspondence (MNC) problem" (a Title Case
            # long form names a theory or method: "Optimal Transport (OT) problem")
            return "trailer"
        if cs >= 2 and low[cs - 1] == "of" and \
                low[cs - 2] in ("problem", "task", "challenge", "field", "area"):
            return "problem-of"
        if CONTEXT_OF_FRAMES and cs >= 3 and low[cs - 1] == "of" and low[cs - 2] in _CONTEXT_FRAME_NOUNS:
            k = cs - 3
            while k > cs - 7 and k > 0 and (self.pos[k] in ("ADJ", "ADV") or self.words[k] == "-"
                                            or self.tag[k] in ("VBN", "VBG")):
                k -= 1  # "the fundamental challenges of", "the remaining challenges of"
            if low[k] == "the":
                return "context-of"  # "the known difficulty of lattice path enumeration"
        if cs >= 2 and low[cs - 1] == "in" and \
                low[cs - 2] in ("problem", "problems", "challenge", "challenges"):
            return "problem-of"  # "the trade-off problem in long-tailed learning"
        j = ce
        if j < n and self.words[j] == "(":  # "X (ABC) is ..."
            while j < n and j < ce + 8 and self.words[j] != ")":
                j += 1
            j += 1
        if j + 1 < n and low[j] in ("has", "have") and low[j + 1] in ("been", "become"):
            j += 1
        prev_ok = cs == 0 or self.pos[cs - 1] not in ("ADP", "VERB", "PART") and \
            self.tag[cs - 1] != "VBG"  # "Learning from noisy labels is a problem": not "noisy labels"
        if prev_ok and j + 1 < n and low[j] in ("is", "remains", "been", "become", "constitutes", "poses") \
                and low[j + 1] in ("a", "an"):
            k = j + 2
            while k < n and k < j + 6 and self.pos[k] in ("ADJ", "ADV"):
                k += 1
            if k < n and low[k] in ("problem", "task", "setting", "challenge", "topic"):
                return "copula"
        return None

    def _task_position(self, chunk: Span, core: Span) -> Optional[str]:
        """A sentence position that presents a noun phrase as the problem studied.

        Returns the position's tag or None:

        ``"study"``
            object of a self-study verb: "we study / consider / investigate / address /
            tackle / focus on T", "this paper studies T";
        ``"aims"``
            sentence subject followed by "aims to / seeks to / refers to / is the task
            of / is concerned with" ("Offline black-box optimization aims to ...");
        ``"in-opening"``
            "In T, ..." opening a sentence of the first two;
        ``"opening-subject"``
            the subject of the abstract's first sentence, followed by a verb or an
            acronym ("Variable importance assessment has become ...").
        """
        low, words = self.lower, self.words  # (token columns: no Token objects)
        cs, ce = chunk.start, chunk.end  # (read once: Span attributes are properties)
        si = self.tok_sent[cs]
        ss, se = self._sent_bounds[si] if self._sent_bounds is not None else \
            (self.sents[si].start, self.sents[si].end)
        # "we study T", "we focus on T", "this paper investigates T"
        k = cs - 1
        while k > ss and low[k] in _STUDY_OBJECT_LEAD:
            k -= 1  # "we study the complexity of T", "we investigate a class of T"
        if k >= ss and low[k] in L.STUDY_VERBS:
            subj = low[max(ss, k - 3):k]
            if any(w in ("we", "paper", "work", "study", "i") for w in subj):
                return "study"
        # "we investigate the impact of A on T", "we study the role of A in T"
        if cs - 1 > ss and low[cs - 1] in ("on", "in", "for"):
            for e in range(cs - 2, max(ss, cs - 9), -1):
                if low[e] in _EFFECT_NOUNS and low[e + 1] == "of":
                    k = e - 1
                    while k > ss and low[k] in ("the", "a", "an", "its", "their"):
                        k -= 1
                    if low[k] in L.STUDY_VERBS and any(
                            w in ("we", "paper", "work", "study", "i") for w in low[max(ss, k - 3):k]):
                        return "study"
                    break
                if low[e] in (",", ";", "and", "but", "which", "that"):
                    break
        # "T aims to ...", "T (ACR) refers to ..."
        head_at_start = cs == ss or low[ss] in _ARTICLES and all(
            low[x] in _ARTICLES for x in range(ss, cs)) or (
            low[ss] == "in" and low[cs - 1] == "," and cs - ss <= 8)
        if head_at_start:
            j = ce
            if j < se and words[j] == "(":
                while j < se and words[j] != ")":
                    j += 1
                j += 1
            nxt = low[j:j + 4]
            if self._defines(nxt) or self._aims_pp_end(chunk) is not None:
                return "aims"
            if si == 0 and cs == ss and len(core) == 1 and core.end == ce and (
                    _singular(low[core.start]) in L.TASK_HEADS or low[core.start] in DESIRED_PROPERTIES) and \
                    self.tag[core.start] != "VBG":
                # "Fairness in machine learning has attracted ...": a one-word problem and its complement
                ext = self._complement_end(core) if low[core.start] not in _TREND_NOUNS else None
                comp = self.chunk_of.get(ce + 1) if ext is not None else None
                if comp is not None and comp.end < se and self.pos[comp.end] in ("AUX", "VERB") \
                        and not self._model_head(_singular(low[comp.end - 1])):
                    return "opening-subject"  # (not "Advances in generative models have ...")
            if si == 0 and cs == ss and j < se and \
                    (self.pos[j] in ("AUX", "VERB") or words[j - 1] == ")") and self.tag[core.start] != "VBG":
                if _NOMINAL_RE.search(low[core.end - 1]) and not low[core.end - 1].endswith("ing"):
                    return "opening-subject"
                if OPENING_SETTING and low[core.end - 1] in _TITLE_TOPIC_HEADS and len(core) >= 2 \
                        and (self.pos[j] in ("AUX", "VERB") or words[j - 1] == ")" and words[j] != "-"
                             and self.pos[j] not in ("NOUN", "PROPN")) and low[core.start] not in _TASK_OBJECT_GERUNDS \
                        and not any(w in _MEANS_PREDICATES for w in low[j:se]):
                    # (not "Contrastive learning is a popular technique for ...", "Deep reinforcement
                    # learning has advanced sequential decision-making tasks": the sentence makes it a means)
                    # "Graph contrastive learning has made ..." (not "Transparent machine learning
                    # (ML) models are ...": the chunk ends inside the subject)
                    return "opening-subject"
        # "to tackle T", "X enables T", "performing T": the object of a verb of undertaking
        if ENABLE_OBJECT and cs - 1 > ss:
            k = cs - 1
            if low[k] in _ARTICLES and k - 1 > ss:
                k -= 1
            if low[k] in _ENABLE_VERBS and self.pos[k] in ("VERB", "AUX") and (
                    low[k - 1] not in ("we", "paper", "work", "study", "i")):
                return "enable"
            if IMPROVE_OBJECT and low[k] in _IMPROVE_VERBS and self.pos[k] == "VERB" \
                    and not _RAISED_PROPERTY_RE.search(low[core.end - 1]) and low[core.start] not in _OWN_QUALITY_MODIFIERS \
                    and _singular(low[ce - 1]) not in _FACULTY_NOUNS and not (ce < se and _singular(low[ce]) in _FACULTY_NOUNS):
                # "X improves uncertainty quantification": a task X serves, never the main one
                # (not "boost representation divergence", "enhancing model resilience": a property)
                return "improve"
        # "In T, ..."
        if si <= 1 and cs == ss + 1 and low[ss] == "in" and ce < se:
            j = ce
            if words[j] == "(" and j + 2 < se and words[j + 2] == ")":
                j += 3  # "In computational social science (CSS), ..."
            if j < se and words[j] == ",":
                return "in-opening"
        return None

    @staticmethod
    def _defines(nxt: list[str]) -> bool:
        """Do the lower-case words ``nxt`` open a definition of the phrase before them
        ("aims to", "refers to", "is concerned with", "is the task / problem of")?"""
        return nxt[:2] in (["aims", "to"], ["aim", "to"], ["seeks", "to"], ["refers", "to"]) or \
            nxt[:3] in (["is", "concerned", "with"],) or nxt[:4] in (["is", "the", "task", "of"],
                                                                    ["is", "the", "problem", "of"]) or \
            nxt[:3] in (["is", "the", "setting"], ["is", "a", "setting"]) and nxt[3:4] in (["where"], ["in"], ["of"])

    def _of_complement_end(self, core: Span) -> Optional[int]:
        """End character of "N of NP" for a task phrase ``core`` of two words or more
        headed by a nominal (:data:`_NOMINAL_RE`, not :data:`~kg.extract.lexicon.NON_TASK_NOMINALS`)
        and followed by "of" and a noun phrase of at most four words without a determiner,
        a name or a closing "such" (of "such as") ("simultaneous segmentation of multiple objects", "personalized
        prediction of treatment effects"): the object of the process is part of the task,
        unless the text also writes the phrase alone (without "of" after it) or the title
        holds all its words and not all the complement's (either names the task short
        then). Else None."""
        k = core.end
        if k + 1 >= len(self.doc) or self.lower[k] != "of":
            return None
        head = self.lower[k - 1]
        if not _NOMINAL_RE.search(head) or _singular(head) in L.NON_TASK_NOMINALS:
            return None
        ch = self.chunk_of.get(k + 1)
        if ch is None or ch.start != k + 1 or self.tok_sent.get(ch.start) != self.tok_sent[core.start]:
            return None
        if self.pos[ch.start] in ("DET", "PRON", "NUM") or len(ch) > 4 or self.lower[ch.end - 1] == "such" or \
                any(self.pos[x] == "VERB" for x in range(ch.start, ch.end)):
            return None
        if any(self.name_at.get(x) is not None for x in range(ch.start, ch.end)):
            return None
        if written_without_of(self.text.lower(), self.text[core.start_char:core.end_char].lower()):
            return None  # "... estimation. ... the estimation of data streams"
        tw = set(self._title_words())
        if tw and set(self._words_of(core.start_char, core.end_char)) <= tw and \
                not set(self._words_of(ch.start_char, ch.end_char)) <= tw:
            return None  # the title "Neural Estimation of Mutual Information" names the task short
        return ch.end_char

    def _aims_pp_end(self, chunk: Span) -> Optional[int]:
        """End token of a sentence-initial "T on / in / over / from / with / under NP"
        that a definition follows ("Self-supervised learning on graphs aims to ...",
        "Reasoning over tables refers to ..."), when ``chunk`` is T; else None. The
        prepositional phrase is part of the task's name."""
        low, n = self.lower, len(self.lower)
        j = chunk.end
        if j + 1 >= n or low[j] not in ("on", "in", "over", "from", "with", "under"):
            return None
        pp = self.chunk_of.get(j + 1)
        if pp is None or pp.start != j + 1 or self.tok_sent.get(pp.start) != self.tok_sent.get(chunk.start):
            return None
        if pp.end - chunk.start > 7 or not self._defines(low[pp.end:pp.end + 4]):
            return None
        return pp.end

    def tasks(self):
        """Stage 5: add the task candidates of the abstract (rules ``task-*``) and of the
        title (:meth:`~kg.extract.roles_title.TitleTaskRules._title_tasks`), then run the
        main-task fallbacks (:meth:`task_fallbacks`) when no task rule applied (a
        secondary rule's task, or a candidate with weak tags only, :data:`WEAK_LEAVE_FALLBACKS`
        and :data:`ENABLE_OBJECT`, does not count).

        The noun-phrase loop reads the token columns and plain token indices (no Token
        objects, Span attributes read once per phrase); the two position tests are
        called only where they can apply (:data:`_FRAME_NEXT`, :meth:`_task_position`).
        """
        doc = self.doc
        proposed_keys = {_norm(self._text(a)) for c in self.proposed for a in [c] + c.aliases}
        # the long form of a proposed acronym names the proposal too ("Masked Space-Time
        # Hash encoding (MSTH)")
        proposed_keys |= {_norm(a.long) for _, _, a in self.pairs if _norm(a.short) in proposed_keys}
        self._proposed_keys = proposed_keys
        self._core_cache = cache = {}
        self._sent_bounds = [(s.start, s.end) for s in self.sents]
        self._focus_setup()
        low, words, pos, idx, text = self.lower, self.words, self.pos, self.idx, self.text
        n = len(low)
        sent_bounds, tok_sent = self._sent_bounds, self.tok_sent
        study_at = _positions_in(low, L.STUDY_VERBS)  # the verbs of study, for the test of _task_position
        n_study = len(study_at)
        cores: list[Optional[Span]] = []  # _task_core of each noun phrase, for _title_tasks
        self._np_cores = cores
        untagged: list[tuple[Span, Span]] = []  # task-headed phrases in no task position
        self._untagged_headed = untagged
        for chunk in self.nps:
            cs, ce = chunk.start, chunk.end  # (read once: Span attributes are properties)
            ck = (cs, ce)
            core = cache.get(ck, _MISSING)
            if core is _MISSING:  # (_task_core, inline)
                core = cache[ck] = self._task_core_uncached(chunk)
            cores.append(core)
            if core is None:
                continue
            c0, c1 = core.start, core.end
            if GERUND_LEAD and c1 - c0 >= 3 and self._gerund_before_task(chunk, core):
                c0 += 1
                core = Span(doc, c0, c1)  # "solving (shortest path problems)"
            hi = c1 - 1  # the head token
            head_low, head_pos = low[hi], pos[hi]
            lem = _singular(head_low)
            headed = lem in L.TASK_HEADS or head_low in L.TASK_HEADS or \
                lem in SETTING_PROBLEM_HEADS and self._named_setting(c0, hi)
            # (_framed_as_task finds nothing without a trailer, "of / in" before the
            # phrase or one of _FRAME_NEXT after it)
            framed = self._framed_as_task(chunk, core) if c1 < ce or cs >= 2 and low[cs - 1] in ("of", "in") \
                or ce < n and low[ce] in _FRAME_NEXT else None
            if framed == "context-of" and not (
                    headed or _NOMINAL_RE.search(head_low) and _singular(head_low) == head_low
                    or head_low.endswith("ics")) or framed == "context-of" and c1 - c0 < 2 and not headed:
                framed = None  # "the challenges of large sparse graphs": a thing, no problem
            if framed == "context-of" and self.tag[c0] == "VBG" and (
                    low[c0] not in NOMINAL_GERUNDS or low[c0] in _TASK_OBJECT_GERUNDS):
                framed = None  # "the difficulty of solving credit assignment": a clause
            if framed:
                position = None
            else:
                # (_task_position finds nothing unless a verb of study comes before the
                # phrase in its sentence or the sentence opens with it, an article or "in")
                ss = sent_bounds[tok_sent[cs]][0]
                x = bisect_left(study_at, ss)
                position = self._task_position(chunk, core) if cs == ss or x < n_study and study_at[x] < cs \
                    or low[ss] in _ARTICLES or low[ss] == "in" or ENABLE_OBJECT and cs >= 2 and (
                        low[cs - 1] in _OBJECT_VERBS or low[cs - 2] in _OBJECT_VERBS) else None
            position_read = not framed  # (no second reading below: the rule is deterministic)
            # a one-word problem under study takes its "of / in" complement:
            # "we investigate the impact of A on generalization in deep networks"
            ext_end = self._complement_end(core) if position in ("study", "opening-subject") and c1 - c0 == 1 \
                else None
            if TASK_OF_COMPLEMENT and ext_end is None and c1 == ce and c1 - c0 >= 2:
                ext_end = self._of_complement_end(core)
            if position == "aims" and c1 == ce:
                pp_end = self._aims_pp_end(chunk)
                if pp_end is not None:
                    ext_end = idx[pp_end - 1] + len(words[pp_end - 1])  # "learning on graphs"
            if not headed and not framed and position is None and (
                    cs <= 1 or low[cs - 1] != "for" and low[cs - 1] not in _RESULT_PREPS):
                continue  # no position can make it a task (the test below, decided early)
            core_start_char, core_end_char = idx[c0], idx[hi] + len(words[hi])
            core_text = text[core_start_char:core_end_char]
            kind_of_tasks = False
            if not headed:
                # only framed phrases of two or more words headed by a noun that is
                # neither a method noun nor a generic one ("sequential decision-making");
                # a phrase in a task position may also be a learning problem that
                # Papers with Code lists as a task and not as a method ("continual learning")
                in_compound = hi > 0 and words[hi - 1] == "-" and (
                    head_pos != "ADJ" or low[ce - 1] in ("problem", "problems"))
                listed_task = False
                in_purpose = cs > 1 and low[cs - 1] == "for" and (
                    pos[cs - 2] != "VERB" and self.main_sent is not None
                    and self.tok_sent[cs] == self.main_sent
                    or self._attached_to_proposal(cs - 1))
                if in_purpose and position is None:
                    position = "main-for"  # "we propose X, a method for T"
                if position is None and cs > 1 and low[cs - 1] in _RESULT_PREPS and \
                        self._result_claim(self.tok_sent[cs], cs):
                    position = "result"  # "our technique achieves state-of-the-art performance in T"
                if position is None and lem in _SETTING_HEADS and SETTING_CONTEXT and self._setting_context(chunk, core):
                    position = "setting"  # "a framework for graph representation learning"
                if position in ("study", "aims", "in-opening", "main-for", "result", "enable", "improve"):
                    key = _norm(core_text)
                    listed_task = key in self.task_gaz_keys and key not in self.method_gaz_keys \
                        and core_text.lower() not in L.FIELDS
                # "Neural collapse refers to ...", "Knowledge distillation (KD) aims to ...":
                # what the opening of the text defines is a problem whatever its head, unless
                # the head names a model or method ("Diffusion models aim to ...")
                defined = position == "aims" and c1 - c0 >= 2 and not self._model_head(lem) \
                    and lem not in L.METHOD_HEADS  # ("Knowledge distillation (KD) aims to" defines a method)
                if position is not None and not listed_task and ext_end is None and not defined and (
                        lem in L.METHOD_HEADS or not _NOMINAL_RE.search(head_low)
                        or lem in L.NON_TASK_NOMINALS) and not (
                        position in _SETTING_POSITIONS and lem in _TITLE_TOPIC_HEADS
                        or position in ("setting", "main-for") and lem in _SETTING_HEADS):
                    position = None  # a non-nominal head ("models") is not a problem
                # "we study the problem of agnostic reinforcement learning", "Semi-supervised
                # learning has been a fundamental challenge", "Domain incremental learning
                # aims to ...": a learning setting that the text itself calls a problem
                problem_of = defined or (lem in _TITLE_TOPIC_HEADS and (
                    framed in ("problem-of", "copula")
                    or framed == "trailer" and low[ce - 1] in _PROBLEM_NOUNS | {"scenario", "scenarios"}
                    or position in _SETTING_POSITIONS)
                    or lem in _SETTING_HEADS and position in ("setting", "main-for")) \
                    and any(low[x] not in L.GENERIC_MODIFIERS for x in range(c0, hi))
                # "For linear regression tasks": a nominal method head that the text calls a task
                named_task = framed == "trailer" and low[ce - 1] in ("task", "tasks", "problem", "problems") \
                    and bool(_NOMINAL_RE.search(head_low)) and lem not in L.NON_TASK_NOMINALS
                if not listed_task and (
                        not (framed or position) or (len(core_text.split()) < 2 and ext_end is None)
                                        or (head_pos not in ("NOUN", "PROPN") and not in_compound and not problem_of)
                                        or (lem in L.METHOD_HEADS and not problem_of and not named_task)
                                        or head_low in L.EVALUATIVE
                                        or (lem in L.GENERIC_NOUNS and not (framed and _NOMINAL_RE.search(lem)) and not problem_of)):
                    # "experiments on natural language tasks", "complex reasoning tasks": what
                    # no other reading keeps may name a kind of task by its modifiers; the
                    # phrase keeps its trailer
                    kind_of_tasks = TASKS_TRAILER_KIND and framed == "trailer" and c1 < ce and low[ce - 1] == "tasks" \
                        and self._kind_of_tasks(c0, c1)
                    if not kind_of_tasks:
                        continue
                    ext_end = idx[ce - 1] + len(words[ce - 1])
                framed = True
            strip_left = L.NP_STRIP_LEFT
            if (not framed and ext_end is None and all(low[k] in strip_left for k in range(c0, hi))) \
                    or len(core_text.split()) > 6:
                continue  # (no modifier that is not stripped on the left, or too long)
            if c1 - c0 >= 3 and words[c1 - 2] == "-" and (head_low in L.ADJECTIVAL_SUFFIXES or (
                    head_low.endswith("ed") and len(head_low) > 4)):
                continue  # "customized instance-level (task weighing)", "the detailed user-specified
                # task": an adjective (a hyphenated past participle too), not a problem
            if proposed_keys and any(_norm(self._span_text(nm)) in proposed_keys for nm in self._names_in(c0, c1)):
                continue
            if core_text.lower() in L.FIELDS:
                continue
            if all(low[k] in L.PROBLEM_QUALIFIERS or low[k] in L.EVALUATIVE
                   or low[k] in strip_left for k in range(c0, c1)):
                continue  # "a critical research problem": qualifies a problem, names none
            if c1 - c0 > 1 and words[c0][:1].isupper() and \
                    all(words[k][:1].isupper() for k in range(c0, c1) if words[k].isalpha()) and \
                    _norm(core_text) not in self.task_gaz_keys and c0 != self._sent_bounds[self.tok_sent[c0]][0]:
                continue  # "Centered Kernel Alignment": a title-case name inside a sentence names a method
            if c1 - c0 == 1 and _singular(head_low) in FAMILY_TASK_HEADS:
                continue  # "in the bandit setting": one word names a family of problems, no task
            tags = self._task_tags(chunk, core)
            if framed:
                tags.add("framed")
            if position is None and headed and not position_read:
                position = self._task_position(chunk, core)
            if position is not None:
                tags.add(position)
            if not tags:
                if HEADED_LISTS and headed and c1 - c0 >= 2 and c1 == ce:
                    untagged.append((chunk, core))  # (a member of a list of tasks? _headed_lists)
                continue
            end = ext_end or core_end_char
            if c1 < ce and low[ce - 1] in ("problem", "problems") and (not (
                    _singular(head_low) in L.TASK_HEADS or _NOMINAL_RE.search(head_low) or head_low.endswith("ics"))
                    or _singular(head_low) in FAMILY_TASK_HEADS):  # ("contextual bandit problems", as before)
                end = idx[ce - 1] + len(words[ce - 1])  # "min-max problems", "saddle point problems": the problem word belongs
            if c1 == ce and (self._names_a_part(ce) or self._appositive_of_proposal(chunk)):
                continue  # the name of a part, or the proposed method's own descriptor
            if HYPHEN_MODIFIER_NO_TASK and c1 < ce and end == core_end_char and c1 - c0 >= 3 and words[c1 - 2] == "-" \
                    and not self.ws[c1 - 2] and head_low in _ATTRIBUTIVE_COMPOUND_HEADS \
                    and _norm(core_text) not in self.task_gaz_keys:
                continue  # "in 3D real-world settings": the hyphenated compound modifies the cut trailer
            c = self.add(core_start_char, end, "Task", "task", "task-class" if kind_of_tasks else "task-np", 0.7)
            if kind_of_tasks:
                tags.add("task-class")  # a class of tasks, rarely the paper's own problem
            c.tags = tags
            if "for" in tags or "appositive" in tags:
                c.conf = 0.75
        for s in self.gaz_by_type.get("Task", []):
            if _norm(self._span_text(s)) in self.method_gaz_keys:
                continue  # "Direct Preference Optimization": a method that PwC also lists as a task
            s_start, s_end = s.start, s.end
            head = low[s_end - 1]
            # "continual learning benchmarks": a suite of the task names it, also after a method head
            suite = GAZETTEER_SUITES and s_end < len(low) and low[s_end] in _SUITE_NOUNS \
                and (_singular(head) in L.TASK_HEADS or _NOMINAL_RE.search(head) is not None)
            if (head in L.METHOD_HEADS or head.rstrip("s") in L.METHOD_HEADS) and not suite \
                    or self._span_text(s).lower() in L.FIELDS:
                continue
            chunk = self.chunk_of.get(s.start)
            start, end = s.start_char, s.end_char
            tags = {"gazetteer"}
            if chunk is not None:
                core = self._task_core(chunk)
                if core is not None and core.end == s.end and core.start <= s.start and \
                        self.lower[core.start] not in _NAMING_FORMS:
                    k = core.start
                    while suite and k < s.start and (self.pos[k] == "ADJ" or low[k] in _SIZE_WORDS or low[k] == "scale"):
                        k += 1  # before a suite noun "large scale" grades the benchmarks
                    start = self.idx[k]  # the most specific phrase the text gives
                if chunk.start > 0 and low[chunk.start - 1] in _TASK_BLOCK:
                    continue
                tags |= self._task_tags(chunk, core) if core is not None else set()
            if suite:
                tags.add("suite")
            if head not in L.TASK_HEADS and len(tags) == 1:
                continue
            if (_singular(head) in L.NON_TASK_NOMINALS or _singular(head) not in L.TASK_HEADS
                    and not _NOMINAL_RE.search(head) and not head.endswith("ics")
                    and (all(words[k][:1].isupper() for k in range(s_start, s_end) if self.is_alpha[k])
                         or _singular(head) != head)) \
                    and not tags & {"framed", "trailer", "study", "aims", "purpose", "suite"}:
                continue  # "Neural Temporal Point Processes are ...", "full-size point clouds": things, not problems
            if self._names_a_part(s.end):
                continue  # "the uncertainty-aware model predictive control (UP-MPC) component"
            c = self.add(start, end, "Task", "task", "task-gazetteer", 0.75)
            c.tags = tags
        for n in self._named_problems:
            for a, b in [(n.start_char, n.end_char)] + [
                    (x[0], x[1]) for x in (self._pair_of(n.start_char, n.end_char) or ())[:2]]:
                c = self.add(a, b, "Task", "task", "task-named-problem", 0.8)
                c.tags = {"named-problem"}
        self._task_examples(proposed_keys)
        if EVALUATED_LISTS:
            self._evaluated_lists(proposed_keys)
        if ATTACK_TASKS:
            self._attack_tasks(proposed_keys)
        if COLLECTION_TASKS:
            self._collection_tasks(proposed_keys)
        self._defined_problem(proposed_keys)
        if STATED_OPENING_PROBLEM:
            self._stated_opening_problem(proposed_keys)
        self._modeling_tasks(proposed_keys)
        self._gerund_problem(proposed_keys)
        self._studied_gerund(proposed_keys)
        if PROBLEM_OF_GERUND:
            self._problem_of_gerund(proposed_keys)
        self._approach_gerund(proposed_keys)
        if PROPOSAL_PURPOSE_GERUND:
            self._proposal_purpose_gerund(proposed_keys)
        if PROPOSAL_PURPOSE_INFINITIVE:
            self._proposal_purpose_infinitive(proposed_keys)
        self._purpose_clause_tasks(proposed_keys)
        self._descriptor_tasks(proposed_keys)
        self._stated_problems(proposed_keys)
        if SOLUTION_TASKS:
            self._solution_tasks(proposed_keys)
        if OPENING_COMPLEMENT:
            self._opening_complement_task(proposed_keys)
        if MEANS_FOR_TASKS:
            self._means_for_tasks(proposed_keys)
        if SUCCESS_IN_TASKS:
            self._field_of_success_tasks(proposed_keys)
        self._title_tasks(proposed_keys)
        if TITLE_ACRONYM_SETTINGS:
            self._title_acronym_settings(proposed_keys)
        if INNER_ACRONYM_TASKS:
            self._inner_acronym_tasks(proposed_keys)
        if MODIFIED_ACRONYM_SETTINGS:
            self._modified_acronym_settings(proposed_keys)
        if CONJUNCT_TASKS:
            self._conjunct_tasks(proposed_keys)
        if BRACKET_EXAMPLES or COLON_EXAMPLES or EXAMPLE_GERUNDS:
            self._task_examples(proposed_keys, late=True)  # (fills gaps only: after every other list rule)
        self._drop_defined_methods()
        self._drop_non_problems()
        if MEANS_CUE_METHODS:
            self._means_cue_methods()
        if INSTANCE_OPTIMIZATION_DROPPED:
            self._instance_problems()
        self._fallbacks_ran = False
        if not any(c.etype == "Task" and c.rule not in _SECONDARY_RULES and _norm(self._text(c)) not in proposed_keys
                   and LISTED_EXAMPLE_TAG not in c.tags
                   and not (c.tags and (WEAK_LEAVE_FALLBACKS and c.tags <= _WEAK_ONLY_TAGS
                                        or c.tags & _OBJECT_TAGS and c.tags <= _ENABLE_ONLY_TAGS))
                   for c in self.cands):
            # (a proposed name is dropped later: it is no task)
            self.task_fallbacks()
        else:
            self._problem_statement_task(proposed_keys)  # (TitleTaskRules; PROBLEM_STATEMENT_ALWAYS)
        if ISSUE_TASKS:
            self._issue_tasks(proposed_keys)  # (after the fallbacks: an issue never stands in for the problem)

    def _opening_complement_task(self, proposed_keys: set[str]):
        """The subject of the abstract's first sentence with its prepositional complement,
        as one task mention, when the predicate presents it as a problem of the field:
        "Text generation under constraints have seen increasing interests ...",
        "Calibration of probabilistic forecasts in the regression setting has been widely
        studied ...", "Simulation with realistic, interactive agents represents a key task
        ..." -> "text generation under constraints", "calibration of probabilistic
        forecasts", "simulation with realistic, interactive agents" (rule
        ``task-opening-complement``, tags ``opening``, ``opening-subject`` and
        ``stated-problem``, a statement for :func:`~kg.extract.roles_main.prefer_stated`). The noun
        chunks end before the preposition, so the task rules read only the head ("Text
        generation"), which is broader than the problem the sentence names.

        Conditions: the sentence opens (after determiners) with a noun chunk whose head
        names a problem (:meth:`_problem_head`, a method noun such as "learning", or a
        nominalisation after a modifier, "text generation"; not a model, a form of a method
        such as "formulation" (``_METHOD_FORM_NOUNS``), an aspect noun or a kind of study);
        an optional bracketed acronym; one preposition of
        :data:`_OPENING_COMPLEMENT_PREPS` and a noun chunk of at most five tokens (two
        adjectives joined by a comma may open it) that no "of" continues; at most two more such complements; then
        the finite verb of the sentence, whose next eight words hold a word of
        :data:`_OPENING_PROBLEM_CUES` and none of :data:`_OPENING_COST_WORDS`. The task is
        the head phrase and its first complement; a later complement with another
        preposition ("in the regression setting") is the setting. When the first complement
        goes on with a preposition of :data:`_OPENING_CHAIN_PREPS` ("Estimation of causal
        effects from text": the source may belong to the problem or be the data), the rule
        leaves the subject to the other task rules; the phrase must pass :meth:`_problem_ok`, hold no proposed name
        and overlap no dataset, metric or proposed candidate. A task candidate that starts
        with it and ends inside it (the head alone) is dropped; nothing changes when one
        already holds it whole.

        Why: on the development gold the main task is often the first sentence's subject
        with its complement (dev10, dev13). Source: the observation that abstracts open by
        naming their problem as a grammatical subject with an evaluative predicate (the
        "establishing a territory" move of Swales' CARS model, Swales 1990, "Genre
        Analysis", ch. 7).

        Args:
            proposed_keys: normalised keys of the paper's proposed names.
        """
        if not self.sents:
            return
        sent = self.sents[0]
        low, words, pos, tag = self.lower, self.words, self.pos, self.tag
        i = sent.start
        while i < sent.end and pos[i] == "DET":
            i += 1
        ch = self.chunk_of.get(i)
        if ch is None or ch.start != i:
            return
        sp = self._trim_chunk(ch)
        if sp is None or sp.end != ch.end:
            return
        h = ch.end - 1
        if pos[h] not in ("NOUN", "PROPN"):
            return
        lem = _singular(low[h])
        if self._model_head(lem) or lem in L.NON_TASK_NOMINALS or lem in _METHOD_FORM_NOUNS \
                or lem in _ASPECT_NOUNS or lem in _ANALYSIS_NOUNS or low[h] in _OPENING_STATE_NOUNS \
                or lem in _OPENING_STATE_NOUNS:
            return
        if not (self._problem_head(low[h]) or lem in L.METHOD_HEADS
                or len(sp) >= 2 and _NOMINAL_RE.search(low[h])):
            return
        k = self._after_bracket(ch.end, sent.end)
        if k + 1 >= sent.end or low[k] not in _OPENING_COMPLEMENT_PREPS:
            return
        e1 = self._complement_chunk_end(k + 1, sent.end, opening=True)
        if e1 is None or e1 < sent.end and low[e1] == "of":
            return  # ("Model selection in the context of X": the complement goes on)
        j = e1
        for n in range(2):  # "... in the regression setting": a setting after the complement
            j = self._after_bracket(j, sent.end)
            if j + 1 < sent.end and low[j] in _OPENING_COMPLEMENT_PREPS:
                if n == 0 and low[j] in _OPENING_CHAIN_PREPS:
                    return  # "Estimation of causal effects from text": left to the other rules
                j = self._complement_chunk_end(j + 1, sent.end)
                if j is None:
                    return
        if j >= sent.end or pos[j] not in ("AUX", "VERB") or tag[j] not in _FINITE_TAGS:
            return
        predicate = low[j:min(sent.end, j + 8)]
        if _OPENING_PROBLEM_CUES.isdisjoint(predicate) or not _OPENING_COST_WORDS.isdisjoint(predicate):
            return
        if not self._problem_ok(sp.start, e1, proposed_keys):
            return
        s0, s1 = self.idx[sp.start], self.idx[e1 - 1] + len(words[e1 - 1])
        if any(c.etype in ("Dataset", "Metric") or c.role == "proposed" for c in self.cands
               if c.start < s1 and s0 < c.end):
            return
        if any(c.etype == "Task" and c.start == s0 and c.end >= s1 for c in self.cands):
            return  # (a task rule already read the subject with its complement)
        self.cands = [c for c in self.cands if not (c.etype == "Task" and c.start == s0 and c.end < s1)]
        c = self.add(s0, s1, "Task", "task", "task-opening-complement", 0.6)
        c.tags = {"opening", "opening-subject", "stated-problem"}

    def _bracketed_pairs(self) -> Iterator[tuple[int, int, int, int]]:
        """The acronym pairs written "long form (SHORT)": the short form one token in brackets
        right after the long form's last token. Yields ``(k, lt, ls, le)``: the short form's
        token, the long form's last token, and the long form's character span."""
        words = self.words
        for (ss, se), (ls, le), _a in self.pairs:
            if ls >= ss:
                continue
            k = self._token_at_char(ss)
            if k is None or k < 2 or k + 1 >= len(words) or words[k - 1] != "(" or words[k + 1] != ")" \
                    or self.idx[k] + len(words[k]) != se:
                continue
            lt = self._token_at_char(le - 1)
            if lt is not None and lt + 1 == k - 1:
                yield k, lt, ls, le

    def _modified_acronym_settings(self, proposed_keys: set[str]):
        """A setting or task phrase whose bracketed acronym spells only its last words:
        "offline reinforcement learning (RL)", "personalized federated learning (FL)",
        "generative self-supervised learning (SSL) paradigms" -> the whole phrase (rule
        ``task-acronym-setting``, a secondary rule, :data:`_SECONDARY_RULES`). The acronym defines the general
        setting, which the method rules take up as a name; the modifiers before it say which
        kind of the setting the text is about, as a task.

        Conditions: an acronym pair of the text (``self.pairs``) whose short form stands in
        brackets right after its long form; the long form ends in "learning"
        (:data:`_ACRONYM_SETTING_HEADS`) or a task noun (:data:`~kg.extract.lexicon.TASK_HEADS`);
        its noun chunk ends with it and, trimmed (:meth:`_trim_chunk`, ``kinds=True``; leading
        grading, difficulty and evaluative words cut), starts before it with modifiers only
        (adjectives, nouns, participles, hyphenated compounds) in lower case, or capitalised
        as the long form is. Refused: a phrase over a proposed name or a dataset, metric or
        proposed candidate, a phrase that a method, dataset or metric gazetteer names, a
        phrase that overlaps a task candidate (its bounds stand), a long form that names a
        field ("machine learning"), and a modifier that is a gerund ("training"), a naming
        participle ("named") or a noun of problems ("problem"), and a phrase right after a
        verb of use (:data:`_ACRONYM_SETTING_MEANS`: "using offline reinforcement learning (RL)").
        Refused too: modifiers of a method family alone (:data:`_ACRONYM_SETTING_FAMILY`: "deep"),
        of quality (:data:`_MEANS_QUALITY_WORDS`: "sample-efficient") or coordinated ("online
        and offline"), and a long form that is a textbook technique (:func:`_is_textbook_technique`:
        "contrastive learning", "Monte Carlo tree search"): the phrase is a kind of the technique.
        The tag ``acronym-setting`` keeps such a task from being the main task on this
        evidence alone (:data:`~kg.extract.roles_main.ACRONYM_SETTING_TAGS`): the phrase is often
        background ("Offline reinforcement learning (RL) ... has advanced").

        Args:
            proposed_keys: normalised keys of the paper's proposed names.
        """
        low, words, pos = self.lower, self.words, self.pos
        for k, lt, ls, le in self._bracketed_pairs():
            f = self._token_at_char(ls)
            if f is None or self.idx[f] != ls:
                continue  # "long form (SHORT)", the long form ending right before the bracket
            head = low[lt]
            if head not in _ACRONYM_SETTING_HEADS and _singular(head) not in L.TASK_HEADS \
                    or self.text[ls:le].lower() in L.FIELDS:
                continue  # ("transparent machine learning (ML)": a field, not a setting)
            ch = self.chunk_of.get(f)
            if ch is None or ch.end != lt + 1 or ch.start >= f:
                continue
            sp = self._trim_chunk(ch, kinds=True)
            if sp is None or sp.end != ch.end:
                continue
            a = sp.start
            while a < f and (low[a] in _DIFFICULTY_WORDS or low[a] in L.EVALUATIVE or low[a] in _GRADING_WORDS):
                a += 1
            if a >= f:
                continue  # no modifier before the long form
            if self.tok_sent[a] != self.tok_sent[f] or self._split_modifiers(ch, self.sents[self.tok_sent[f]].start):
                continue  # ("online and | offline reinforcement learning (RL)": coordinated modifiers)
            p = ch.start - 1
            while p >= 0 and low[p] in _ARTICLES:
                p -= 1
            if p >= 0 and low[p] in _ACRONYM_SETTING_MEANS:
                continue  # "using online reinforcement learning (RL) to ...": a means
            titled = words[f][:1].isupper()
            if any(not (pos[x] in ("ADJ", "NOUN", "PROPN", "VERB") or words[x] == "-")
                   or self.tag[x] == "VBG" and words[x + 1] != "-" and words[x - 1] != "-"
                   or low[x] in _NAMING_PARTICIPLES or low[x] in _FRAME_NOUNS
                   or (words[x][:1].isupper() and not titled and not (x == a and x == self.sents[self.tok_sent[x]].start))
                   or sum(c.isupper() for c in words[x]) >= 2
                   for x in range(a, f)):
                continue  # "offline reinforcement learning", not "BERT fine-tuning" or "the RL"
            mods = [low[x] for x in range(a, f) if words[x] != "-"]
            if all(m in _ACRONYM_SETTING_FAMILY for m in mods) or any(m in ("and", "or", ",") for m in mods) \
                    or any(m.rsplit("-", 1)[-1] in _MEANS_QUALITY_WORDS for m in mods):
                continue  # "deep RL", "online and offline RL", "efficient transfer learning (ETL)"
            if _is_textbook_technique(self.text[ls:le]):
                continue  # "heatmap-guided Monte Carlo tree search (MCTS)": a kind of a technique
            s0, s1 = self.idx[a], le
            text = self.text[s0:s1]
            key = _norm(text)
            if self._named_key(key, proposed_keys) \
                    or any(_norm(self._span_text(n)) in proposed_keys for n in self._names_in(a, lt + 1)):
                continue
            if any((c.etype in ("Dataset", "Metric") or c.role == "proposed") and c.start < s1 and s0 < c.end
                   for c in self.cands):
                continue
            if any(c.etype == "Task" and c.start < s1 and s0 < c.end for c in self.cands):
                continue  # (a task rule read the phrase or a part of it: its bounds stand)
            c = self.add(s0, s1, "Task", "task", "task-acronym-setting", 0.6)
            c.tags = {"acronym-setting"}  # (roles_main.ACRONYM_SETTING_TAGS: never the main task on this evidence alone)

    def _title_acronym_settings(self, proposed_keys: set[str]):
        """A kind of a setting or task that the title spells out in full and the abstract
        writes with an acronym: title "Diverse Ensembles for Distributional Reinforcement
        Learning" and "distributional RL algorithms aim to ..." in the abstract, title
        "Mobilizing Personalized Federated Learning in ..." and "a novel mobilizing
        personalized FL approach" -> the abstract's phrase, modifiers and acronym
        ("distributional RL"; rule ``task-title-acronym``, the title's tags, see below).

        Conditions: a token of two to :data:`_TITLE_ACRONYM_MAX` letters, at least two of
        them capitals (a plural "s" aside: "LCBs"), preceded in its sentence by modifiers of
        at most four words (adjectives, nouns, past participles, hyphenated compounds, in
        lower case; not a gerund, "enhancing X", nor a verb, "successfully backdoor FL"),
        not right after a verb of use (:data:`_ACRONYM_SETTING_MEANS`) nor inside a
        hyphenated compound ("multi-instance UE" is not read from "instance"); the title holds the
        modifiers' words followed by words whose initials spell the acronym, as a whole
        phrase of the title (:meth:`_title_phrase`; not its means, "... via X"), and the
        spelt-out long form ends in "learning" (:data:`_ACRONYM_SETTING_HEADS`) or a task
        noun (:data:`~kg.extract.lexicon.TASK_HEADS`), not a model noun ("Quantized
        Diffusion Models" and "quantized DMs"). The longest such run of modifiers wins.
        Refused like :meth:`_modified_acronym_settings`: modifiers of a method family
        alone ("deep") or holding a word of quality or grading ("sample-efficient visual
        RL": the run starts after it, "visual RL"), a naming participle or a noun of
        problems among them, a phrase over a proposed name or that a method, dataset or
        metric gazetteer names, and a phrase that overlaps a dataset, metric or proposed
        candidate or another task candidate (a task candidate inside it, "offline RL" in
        "risk-sensitive offline RL", may stay).

        The phrase takes the title's tags (:meth:`_title_role_tags`), and a task candidate
        that is the long form alone ("reinforcement learning") loses them, as
        :meth:`_title_credit_to_specific` moves them to the more specific phrase the
        title names.

        Args:
            proposed_keys: normalised keys of the paper's proposed names.
        """
        tw = self._title_words()
        if not tw:
            return
        low, words, pos = self.lower, self.words, self.pos
        title_tags = {"title", "title-purpose", "title-means"}
        index = word_index(words)  # the acronym test once per distinct word, not per token
        for f in sorted(i for w in index if w[:1].isupper() and _acronym_like(w) for i in index[w] if i >= 1):
            w = words[f]
            acr = w[:-1] if len(w) > 2 and w.endswith("s") and w[:-1].isupper() else w
            start = self.sents[self.tok_sent[f]].start
            a = f
            while a > start and f - a < 6 and (words[a - 1] == "-" or (
                    pos[a - 1] in ("ADJ", "NOUN") and self.tag[a - 1] != "VBG" or pos[a - 1] == "VERB" and self.tag[a - 1] == "VBN")
                    and words[a - 1].islower() and low[a - 1] not in _FRAME_NOUNS
                    and low[a - 1] not in _NAMING_PARTICIPLES):
                a -= 1  # (a verb only as a past participle: not "successfully backdoor FL", "enhancing X")
            if a == f or words[a] == "-" or a > 0 and (low[a - 1] in _ACRONYM_SETTING_MEANS or words[a - 1] == "-"):
                continue  # (not half a compound: "multi-instance UE" read from "instance")
            found = None
            for b in range(a, f):
                if b > a and words[b - 1] == "-" or words[b] == "-":
                    continue  # (never cut inside a hyphenated compound)
                mods = [_singular(part) for x in range(b, f) for part in re.findall(r"[a-z0-9]+", low[x])]
                if not mods or len(mods) > 4:
                    continue
                if all(m in _ACRONYM_SETTING_FAMILY for m in mods) \
                        or any(m in _MEANS_QUALITY_WORDS or m in L.EVALUATIVE for m in mods):
                    continue  # "deep RL", "(sample-efficient) visual RL": a family or a quality, not a kind
                for i in range(len(tw) - len(mods)):
                    if tw[i:i + len(mods)] != mods:
                        continue
                    j, initials = i + len(mods), ""
                    while j < len(tw) and tw[j].isalnum() and len(initials) < len(acr):
                        initials += tw[j][0]
                        j += 1
                    if initials != acr.lower() or j == i + len(mods):
                        continue
                    head = tw[j - 1]
                    if head not in _ACRONYM_SETTING_HEADS and head not in L.TASK_HEADS:
                        continue  # "Quantized Diffusion Models": a model, no task
                    at = self._title_phrase(tw[i:j], tw)
                    if at is None:
                        continue
                    tags = self._title_role_tags(at, j - i)
                    if "title-means" in tags:
                        continue  # the title's means, "... via Federated Learning"
                    found = (b, tags, tw[i + len(mods):j])
                    break
                if found:
                    break
            if not found:
                continue
            b, tags, long_words = found
            s0, s1 = self.idx[b], self.idx[f] + len(w)
            key = _norm(self.text[s0:s1])
            if self._named_key(key, proposed_keys) \
                    or any(_norm(self._span_text(n)) in proposed_keys for n in self._names_in(b, f + 1)):
                continue
            if any((c.etype in ("Dataset", "Metric") or c.role == "proposed") and c.start < s1 and s0 < c.end
                   for c in self.cands):
                continue
            if any(c.etype == "Task" and c.start < s1 and s0 < c.end and not (s0 <= c.start and c.end <= s1)
                   for c in self.cands):
                continue  # (another task candidate crosses the phrase: its bounds stand)
            for c in self.cands:
                if c.etype == "Task" and c.tags and c.tags & title_tags \
                        and self._words_of(c.start, c.end) == long_words:
                    c.tags = set(c.tags) - title_tags  # "reinforcement learning": the title names the kind of it
            c = self.add(s0, s1, "Task", "task", "task-title-acronym", 0.6)
            c.tags = tags

    def _inner_acronym_tasks(self, proposed_keys: set[str]):
        """A task phrase written around the acronym of its first words: "better
        out-of-distribution (OOD) detection", "in differentially private (DP) machine
        learning", "for zero-shot Text-to-Speech (TTS) synthesis", "the layout-to-image
        (L2I) synthesis task" -> the whole phrase, acronym included (the noun chunks end at
        the bracket, so the other rules read at most the head after it, "synthesis").

        Conditions: an acronym pair of the text (``self.pairs``) whose one-token short form
        stands in brackets right after its long form; right after ")" a run of one to three
        nouns (hyphens inside) in the same sentence, not followed by another noun or
        adjective, whose last word (a trailing "task(s)" / "problem(s)" aside) is a task noun
        (:data:`~kg.extract.lexicon.TASK_HEADS`) or one of :data:`_INNER_ACRONYM_HEADS`.
        The phrase starts where the long form's noun chunk starts after leading
        determiners and evaluative words (:meth:`_trim_chunk`, ``kinds=True``). Refused:
        a phrase over a proposed name, a dataset, metric or proposed candidate. A task
        candidate that held the head run alone ("synthesis") is widened to the phrase
        (its rule and tags kept: the same task, better bounded); else the phrase is a new
        candidate (rule ``task-inner-acronym``, tag ``secondary``; a secondary rule for
        the fallbacks, :data:`_SECONDARY_RULES`); task candidates inside it are dropped.

        Args:
            proposed_keys: normalised keys of the paper's proposed names.
        """
        low, words, pos = self.lower, self.words, self.pos
        for k, lt, ls, le in self._bracketed_pairs():
            if k + 2 >= len(low):
                continue  # (a word must follow the bracket)
            if self.text[ls:le].lower() in L.FIELDS:
                continue  # "natural language processing (NLP) information extraction": a field before a task
            hi = self.sents[self.tok_sent[k]].end
            b = x = k + 2
            while x < hi and (pos[x] in ("NOUN", "PROPN") or words[x] == "-" and x > b):
                x += 1
            if x < hi and pos[x] in ("ADJ", "NOUN", "PROPN"):
                continue
            if words[x - 1] == "-":
                continue
            e = x - 1 if x - b >= 2 and low[x - 1] in _TASK_TRAILERS and low[x - 1] not in _SUITE_NOUNS else x
            n_nouns = sum(1 for y in range(b, e) if words[y] != "-")
            if e <= b or n_nouns > 3 or pos[e - 1] != "NOUN":
                continue
            head = low[e - 1]
            if not (_singular(head) in L.TASK_HEADS or head in L.TASK_HEADS or head in _INNER_ACRONYM_HEADS):
                continue
            ch = self.chunk_of.get(lt)
            if ch is None or ch.end != lt + 1:
                continue
            sp = self._trim_chunk(ch, kinds=True)
            if sp is None or sp.end != ch.end:
                continue
            a = sp.start
            while a < lt and (low[a] in _DIFFICULTY_WORDS or low[a] in L.EVALUATIVE or low[a] in _GRADING_WORDS):
                a += 1  # "the challenging out-of-distribution (OOD) generalization": a grade, no part of the task
            s0, s1 = min(self.idx[a], ls), self.idx[e - 1] + len(words[e - 1])
            key = _norm(self.text[s0:s1])
            if key in proposed_keys or any(_norm(self._span_text(n)) in proposed_keys for n in self._names_in(sp.start, e)):
                continue
            if any((c.etype in ("Dataset", "Metric") or c.role == "proposed") and c.start < s1 and s0 < c.end
                   for c in self.cands):
                continue
            if INNER_ACRONYM_NOT_METHODS and _is_textbook_technique(self.text[ls:le]):
                continue  # "maximum a posteriori (MAP) estimation": the long form is a method, so the phrase is its use
            if any(c.etype == "Task" and c.start <= s0 and s1 <= c.end for c in self.cands):
                continue  # (a rule already read the whole phrase)
            h0, x1 = self.idx[b], self.idx[x - 1] + len(words[x - 1])
            inner = [c for c in self.cands if c.etype == "Task" and s0 <= c.start and c.end <= x1]
            head_cand = next((c for c in inner if c.start == h0 and c.end in (s1, x1)), None)
            if head_cand is not None:
                head_cand.start = s0
                drop = [c for c in inner if c is not head_cand]
            else:
                c = self.add(s0, s1, "Task", "task", "task-inner-acronym", 0.6)
                c.tags = {"secondary"}
                drop = inner
            if drop:
                self.cands = [c for c in self.cands if not any(c is d for d in drop)]

    def _means_for_tasks(self, proposed_keys: set[str]):
        """The purpose of a means named anywhere in the text: "a popular training
        approach for learning node embeddings", "Monte Carlo methods for estimating the
        normalization constant", "a foundation model for sleep analysis", "a testbed for
        dataset experiments" -> the phrase after "for" (rule ``task-means-for``). A
        means noun (:data:`_MEANS_FOR_NOUNS`) names what serves a purpose, so the phrase
        after its "for" names a task the text speaks of, whoever proposes the means;
        :meth:`tasks` reads such a phrase only when a task noun heads it or the means is
        the paper's own.

        Conditions: the means noun ends its noun chunk right before "for"; the phrase
        after "for" is read by ``_problem_phrase`` (a noun phrase, or a gerund and its
        object, with prepositional complements) and checked by ``_problem_ok`` of
        :class:`kg.extract.roles_title.TitleTaskRules` (no proposed name, field, generic,
        model or means head; one word must be a nominalisation or a task noun), or, ending
        in a generic head that names a process, by :meth:`_generic_purpose_ok` ("a
        foundation model for sleep analysis"; session 24: on the development gold 8 right
        tasks more, no false one, 2 main tasks more). The
        phrase follows "for" at once (no article: "for the first time"; no word of
        :data:`_MEANS_FOR_VAGUE`), holds at most :data:`_MEANS_FOR_MAX_WORDS` words,
        ends before a setting ("in / on / across Y", :data:`_MEANS_FOR_SETTING_PREPS`)
        and takes one more noun after "and / or" ("appearance and geometry"). Refused:
        a phrase that opens with a gerund of degree or use; holds an anaphoric word, a
        participle after a noun ("SDPs containing ..."), a method name of the gazetteer
        or a name before its last word ("long-run MCMC sampling": the name of a means);
        is cut before a possessive, inside a list, or before a word or bracketed acronym
        that goes on naming it ("nearest neighbor (ANN) search"); is a Title Case name
        (unless Papers with Code lists it as a task); is headed by a model noun, a plural
        count noun or a plural acronym (unless it opens with a gerund); or overlaps
        another candidate. Tags: ``framed``, and ``purpose`` when the means is the main
        proposal (:meth:`_attached_to_proposal`), else ``secondary`` (a task met on the
        way). The rule is secondary for the fallbacks (:data:`_SECONDARY_RULES`).

        On the development gold (877 abstracts) it adds 21 right tasks and 9 false ones,
        and 6 main tasks.

        Args:
            proposed_keys: normalised keys of the paper's proposed names.
        """
        low, words = self.lower, self.words
        n = len(low)
        for p in _positions_between(low, frozenset({"for"}), 2, n - 1):
            if _singular(low[p - 1]) not in _MEANS_FOR_NOUNS or self.pos[p - 1] != "NOUN":
                continue
            ch = self.chunk_of.get(p - 1)
            if ch is None or ch.end != p:
                continue
            sent = self.sents[self.tok_sent[p]]
            span = self._purpose_phrase(p, sent, proposed_keys)
            if span is None:
                continue
            s0, s1 = span
            c = self.add(s0, s1, "Task", "task", "task-means-for", 0.55)
            c.tags = {"framed"} | ({"purpose"} if self._attached_to_proposal(p) else {"secondary"})

    def _field_of_success_tasks(self, proposed_keys: set[str]):
        """The problem in which something shows success, promise or progress: "neural ODEs
        have shown promise in learning continuous dynamics", "text-to-video models have
        demonstrated substantial potential in robotic decision-making", "OT theory has
        brought advances in generative modeling" -> the phrase after "in" (rule
        ``task-success-in``, tag ``secondary``; :data:`SUCCESS_IN_TASKS`). A noun of success
        (:data:`_SUCCESS_NOUNS`) names the problem that the success is reached on; the
        phrase is read and checked as the purpose of a means (:meth:`_purpose_phrase`). Not
        inside a fronted background phrase (:data:`_BACKGROUND_OPENERS`: "With the recent
        advances in X, data is cheap").

        Args:
            proposed_keys: normalised keys of the paper's proposed names.
        """
        low = self.lower
        for p in _positions_between(low, frozenset({"in"}), 2, len(low) - 1):
            if low[p - 1] not in _SUCCESS_NOUNS or self.pos[p - 1] != "NOUN":
                continue
            sent = self.sents[self.tok_sent[p]]
            if low[sent.start] in _BACKGROUND_OPENERS and "," not in self.words[sent.start:p]:
                continue  # "With the recent advances in X, data is cheap": a fronted background phrase
            span = self._purpose_phrase(p, sent, proposed_keys)
            if span is None:
                continue
            c = self.add(span[0], span[1], "Task", "task", "task-success-in", 0.5)
            c.tags = {"secondary"}

    def _purpose_phrase(self, p: int, sent: Span, proposed_keys: set[str]) -> Optional[tuple[int, int]]:
        """Character span of the problem phrase right after the preposition at token ``p``
        (in the sentence ``sent``) as :meth:`_means_for_tasks` reads it, or None when the
        phrase is refused (conditions of :meth:`_means_for_tasks`)."""
        low, words = self.lower, self.words
        ph = self._problem_phrase(p + 1, sent.end)
        if ph is None:
            return None
        a, b = ph
        if a != p + 1 or low[a] in _TASK_BLOCK or low[a] in DEGREE_GERUNDS or low[a] in _MEANS_FOR_VAGUE \
                or any(";" in words[x] for x in range(a, b)):
            return None  # ("for the first time", "for a range of metrics": a definite or counted thing)
        if LIGHT_PURPOSE_GERUNDS and low[a] in LIGHT_GERUNDS:
            return None  # "for handling unseen classes", "for building new solvers": no task named
        if any(low[x] in _ANAPHORIC_DETERMINERS for x in range(a, b)):
            return None  # "computing such estimates": refers back
        b = next((x for x in range(a + 2, b) if low[x] in _MEANS_FOR_SETTING_PREPS
                  and self.pos[x - 1] in ("NOUN", "PROPN")), b)
        # ("optimising policy regularisation (in a Markov decision process)": the setting)
        if b + 2 < sent.end and low[b] in ("and", "or") and self.pos[b + 1] == "NOUN" \
                and self.pos[b + 2] not in ("NOUN", "PROPN", "ADJ") and words[b + 2] != "-":
            b += 2  # "modeling scene appearance and geometry": one noun shares the modifiers
        if any(self.tag[x] == "VBG" and self.pos[x - 1] in ("NOUN", "PROPN") and words[x - 1] != "-"
               for x in range(a + 1, b)):
            return None  # "solving general SDPs containing ...", "classes exhibiting ...": a participle clause
        if b < sent.end and (words[b] in ("'", "'s", "’") or words[b] == "," and b + 2 < sent.end
                             and self.pos[b + 1] in ("NOUN", "PROPN", "ADJ")
                             and (words[b + 2] == "," or low[b + 2] in ("and", "or"))):
            return None  # "learning humans' (preferences)", "representations of text, image, and ...": cut inside
        after = self._after_bracket(b, sent.end)
        if b < sent.end and self.pos[b] in ("NOUN", "PROPN", "ADJ", "NUM") \
                or after > b and after < sent.end and self.pos[after] in ("NOUN", "PROPN"):
            return None  # "for robust sparse | mean estimation", "nearest neighbor (ANN) search": cut inside
        if b - a > 1 and all(words[x][:1].isupper() for x in range(a, b) if words[x].isalpha()) \
                and _norm(self.text[self.idx[a]:self.idx[b - 1] + len(words[b - 1])]) not in self.task_gaz_keys:
            return None  # "fine-tuning methodologies for Stable Diffusion": a Title Case name is a model
        core_stop = next((x for x in range(a + 1, b) if low[x] in ("of", "with", "under", "from")), b)
        core_head = low[core_stop - 1]
        acronym = sum(ch_.isupper() for ch_ in words[core_stop - 1]) >= 2
        if self.tag[a] != "VBG" and (self._model_head(_singular(core_head)) or _singular(core_head) != core_head
                                     and not core_head.endswith("ics") or acronym and core_head.endswith("s")):
            return None  # "optimal transport mappings", "Subgraph GNNs": things, not problems
        n_words = sum(1 for x in range(a, b) if words[x] != "-" and not (x > a and words[x - 1] == "-"))
        if n_words > _MEANS_FOR_MAX_WORDS or not (self._problem_ok(a, b, proposed_keys)
                                                 or self._generic_purpose_ok(a, b, proposed_keys)):
            return None
        s0, s1 = self.idx[a], self.idx[b - 1] + len(words[b - 1])
        if any(c.start < s1 and s0 < c.end for c in self.cands):
            return None
        if any(sp.start < b and a < sp.end for sp in self.gaz_by_type.get("Method", [])) \
                or any(nm.end < b for nm in self._names_in(a, b)):
            return None  # "long-run MCMC sampling", "improvement of Markov chain Monte Carlo output": a
            # name that modifies the purpose names a means, which the method stage reads
        return s0, s1

    def _generic_purpose_ok(self, a: int, b: int, proposed_keys: set[str]) -> bool:
        """May the purpose ``[a, b)`` after a means noun's "for", which ``_problem_ok``
        refuses, be a task all the same because it ends in a generic head that names a
        process ("a foundation model for sleep analysis", "a technique for large-scale
        neural field training", "methods for modeling continuous-time event sequences";
        :data:`MEANS_FOR_GENERIC_HEAD`)? ``_problem_ok`` must accept it as a field of two
        words or more; the head must be a nominalisation (:data:`_NOMINAL_RE`: not "for
        tabular data", "for sequential data", "for acquiring similar test data"). Refused:
        a phrase that opens with a gerund of study or solving ("for studying predictive
        performances", "for solving many emerging problems"), or with a word that grades the
        means ("for effective training", :data:`_MEANS_QUALITY_WORDS` and the lexicon's
        ``EVALUATIVE``), and a coordination of generic nouns ("for training and evaluation").
        The head is the last word before a complement (:data:`_MEANS_FOR_COMPLEMENT_PREPS`)."""
        if not MEANS_FOR_GENERIC_HEAD or b - a < 2:
            return False
        low = self.lower
        if low[a] in _STUDY_OR_STEP_GERUNDS or low[a] in _TASK_OBJECT_GERUNDS \
                or low[a] in _MEANS_QUALITY_WORDS or low[a] in L.EVALUATIVE:
            return False
        if any(low[x] in ("and", "or") and _singular(low[x - 1]) in L.GENERIC_NOUNS for x in range(a + 1, b)):
            return False
        core_stop = next((x for x in range(a + 1, b) if low[x] in _MEANS_FOR_COMPLEMENT_PREPS), b)
        if not _NOMINAL_RE.search(low[core_stop - 1]):
            return False  # "for tabular data", "for acquiring similar test data" (but "unsupervised learning for sparse data")
        return self._problem_ok(a, b, proposed_keys, field=True)

    def _conjunct_tasks(self, proposed_keys: set[str]):
        """The other members of a coordination whose member is a task: "experiments on
        3D object detection and BEV map segmentation tasks", "regression and
        classification", "mean estimation, PCA, and linear regression" -> each noun
        phrase joined to a task candidate by ",", "and", "or" (", and") becomes a task
        mention (rule ``task-conjunct``, tag ``secondary``), on either side of it and
        along the list (at most :data:`_CONJUNCT_MAX` members each way). Coordinated noun
        phrases share their semantic type (the coordination of likes; Sag, Gazdar, Wasow
        and Weisler (1985) "Coordination and how to distinguish categories", NLLT 3).

        A member is the noun chunk right after the joiner (or right before it), trimmed
        (:meth:`_task_core`, a trailing "task(s)" left out), at most five words, ending
        in a noun that names a problem (:meth:`_problem_head`; a learning setting of two
        words or more, :data:`_SETTING_HEADS`) or a task noun; a member of one word must be a task
        noun (:data:`~kg.extract.lexicon.TASK_HEADS`: "classification"). Refused: a
        member that is a name of the method, dataset or metric gazetteers or a proposed
        name; one that holds a word of two capitals or more or is written in Title Case,
        unless the task gazetteer lists it (the name of a model or an environment); a
        field; one that overlaps another candidate. The walk goes past a member that holds
        a task candidate and stops at the first chunk that is refused. Only task candidates of the abstract
        start a walk (not those of the title, whose text is not the abstract's).

        Args:
            proposed_keys: normalised keys of the paper's proposed names.
        """
        low, words = self.lower, self.words
        if HEADED_LISTS:
            self._headed_lists(proposed_keys)
        if ENUMERATED_HEADED:
            self._enumerated_headed(proposed_keys)
        if COLON_LISTS:
            self._colon_list_tasks(proposed_keys)
        seeds = [c for c in self.cands if c.etype == "Task" and c.start < len(self.text)
                 and self.text[c.start:c.end] == self._text(c)]
        spans = [(c.start, c.end) for c in self.cands]
        task_spans = [(c.start, c.end) for c in seeds]
        for c in seeds:
            a = self._token_at_char(c.start)
            b = self._token_at_char(c.end - 1)
            if a is None or b is None:
                continue
            b += 1
            sent = self.sents[self.tok_sent[a]]
            # to the right: "X and Y", "X, Y and Z"; a trailer "tasks" after X may sit before the joiner
            k = b
            if k < sent.end and low[k] in _TASK_TRAILERS:
                k += 1
            for _ in range(_CONJUNCT_MAX):
                k = self._past_complement(k, sent.end)  # "detection of rare events, and ..."
                if CONJUNCT_BRACKETS:
                    k = self._past_list_bracket(k, sent.end)  # "depth estimation (MDE) and ..."
                j = k
                while j < sent.end and low[j] in (",", "and", "or"):
                    j += 1
                if j == k or j >= sent.end:
                    break
                ch = self.chunk_of.get(j)
                if ch is None or ch.start != j:
                    break
                if not self._task_in(ch, task_spans) and not self._add_conjunct(ch, proposed_keys, spans):
                    break
                k = ch.end  # (another task of the list, or one added: walk on)
            # to the left: "Y and X"; a trailer "tasks" / "problems" right after X is shared by
            # the members before it ("regression and classification tasks": SHARED_TRAILER)
            shared = SHARED_TRAILER and b - a == 1 and b < sent.end and low[b] in ("tasks", "problems")
            # (a seed of one word: before "panoptic segmentation tasks", "instance" is a modifier)
            k = a
            for _ in range(_CONJUNCT_MAX):
                j = k - 1
                while j > sent.start and low[j] in (",", "and", "or"):
                    j -= 1
                if j == k - 1 or j < sent.start:
                    break
                if FRONTED_CLAUSE_COMMAS and self._fronted_clause_comma(j + 1, k, sent.start):
                    break  # "Since data changes in open environments, | dynamic fusion ...": no list
                if CONJUNCT_BRACKETS:
                    j = self._before_list_bracket(j, sent.start)  # "... (MDE) and X"
                ch = self.chunk_of.get(j)
                if ch is None or ch.end != j + 1:
                    break
                if not self._task_in(ch, task_spans) and not self._add_conjunct(ch, proposed_keys, spans, shared):
                    break
                k = ch.start

    def _fronted_clause_comma(self, x: int, y: int, lo: int) -> bool:
        """Whether the joiners of tokens ``x`` to ``y`` (exclusive) are one comma that closes
        a clause fronted by a subordinator ("Since", "While", "Although", "As", "When", "If",
        "Because": a sentence whose first token is tagged SCONJ, or one of these words) and no
        comma stands before it in the sentence: "Since data changes in open environments, dynamic
        fusion has emerged" joins no list (:data:`FRONTED_CLAUSE_COMMAS`).

        Args:
            x, y: the token span of the joiners between two list members.
            lo: the first token of the sentence.
        Returns:
            True when the comma ends the fronted clause.
        """
        if y - x != 1 or self.words[x] != ",":
            return False
        if not (self.pos[lo] == "SCONJ" or self.lower[lo] in _FRONTING_SUBORDINATORS):
            return False
        return "," not in self.words[lo:x]

    def _headed_lists(self, proposed_keys: set[str]) -> None:
        """Two coordinated noun phrases that both end in a task noun name tasks though no
        task position holds them: "the pipeline includes layout detection, legibility
        classification, and ...", "enables conditional generation and density estimation".

        A phrase of two words or more headed by a task noun
        (:data:`~kg.extract.lexicon.TASK_HEADS`) that no task position tags (collected by
        :meth:`tasks` in ``self._untagged_headed``) becomes a ``task-conjunct`` candidate
        (tag ``secondary``) when the noun chunk right after its joiner (",", "and", "or") or
        right before it is a list member headed by a task noun too (:meth:`_conjunct_member`,
        two words or more); the member becomes one as well, and both seed the walk of
        :meth:`_conjunct_tasks`. Not when the word before the joiner is an adjective or a
        participle ("spatial and temporal understanding": one phrase with coordinated
        modifiers, split by the parser).

        Args:
            proposed_keys: normalised keys of the paper's proposed names.
        """
        low = self.lower
        spans = [(c.start, c.end) for c in self.cands]
        for chunk, core in self._untagged_headed:
            sent = self.sents[self.tok_sent[chunk.start]]
            mates = []
            j = chunk.end
            while j < sent.end and low[j] in (",", "and", "or"):
                j += 1
            if j > chunk.end and j < sent.end:
                mates.append(self.chunk_of.get(j))
            j = chunk.start - 1
            while j > sent.start and low[j] in (",", "and", "or"):
                j -= 1
            if j < chunk.start - 1 and j >= sent.start:
                ch = self.chunk_of.get(j)
                mates.append(ch if ch is not None and ch.end == j + 1 else None)
            if self._split_modifiers(chunk, sent.start):
                continue  # "spatial and (temporal understanding)"
            for ch in mates:
                if ch is None or len(ch) < 2 or self._split_modifiers(ch, sent.start):
                    continue
                mate = self._conjunct_member(ch, proposed_keys, [])
                if mate is None or len(mate) < 2 or _singular(self.lower[mate.end - 1]) not in L.TASK_HEADS:
                    continue
                own = self._conjunct_member(chunk, proposed_keys, spans)
                if own is None:
                    break
                for sp in (own, mate):
                    if any(a < sp.end_char and sp.start_char < b for a, b in spans):
                        continue
                    m = self.add(sp.start_char, sp.end_char, "Task", "task", "task-conjunct", 0.5)
                    m.tags = {"secondary"}
                    spans.append((sp.start_char, sp.end_char))
                break

    def _enumerated_headed(self, proposed_keys: set[str]) -> None:
        """A phrase headed by a task noun that no task position tags (``self._untagged_headed``,
        two words or more, collected by :meth:`tasks`) becomes a ``task-conjunct`` candidate
        (tag ``secondary``, so it seeds the walk of :meth:`_conjunct_tasks`) when the
        punctuation sets it off as an item of an enumeration: the token before its noun chunk
        is one of :data:`_ITEM_OPENERS` (",", ":", a bracket) or, with
        :data:`ENUMERATED_LAST_ITEM`, the "and" / "or" of ", and" / ", or" before a list's last
        item, and the token after it one of
        :data:`_ITEM_CLOSERS` (",", "and", "or", ".", a bracket, ";", a dash) or the sentence
        ends there: "learned database operations, such as indexing, cardinality
        estimation, and sorting", "(1) short-term danger forecasting and (2) ...". The
        member must pass :meth:`_conjunct_member` (no method, dataset or metric name, no
        proposed name, no Title Case name, no overlap with a candidate) and its words must
        not be split from a coordinated modifier (:meth:`_split_modifiers`) nor open with a
        participle of change (:data:`_GRADED_ITEM_OPENERS`: "enhanced generalization" is a
        gain; the lexicon's evaluative words are too broad here: "low-level", "whole").

        Why: an enumerated phrase whose head names a task ("estimation", "detection") is one
        of the tasks the paper lists, although no verb of study or purpose governs it; a
        comma before a subject ("in practice, transformers' reasoning can ...") is followed
        by a verb, not by an item mark.

        Args:
            proposed_keys: normalised keys of the paper's proposed names.
        """
        low = self.lower
        spans = [(c.start, c.end) for c in self.cands]
        for chunk, core in self._untagged_headed or ():
            cs, ce = chunk.start, chunk.end
            sent = self.sents[self.tok_sent[cs]]
            if cs <= sent.start or low[cs - 1] not in _ITEM_OPENERS and not (
                    ENUMERATED_LAST_ITEM and low[cs - 1] in ("and", "or") and cs - 2 > sent.start
                    and low[cs - 2] == ",") and not (
                    ENUMERATED_EXAMPLE_ITEM and low[cs - 1] == "as" and cs - 2 >= sent.start
                    and low[cs - 2] in ("such", "known")):
                continue
            if ce < sent.end and low[ce] not in _ITEM_CLOSERS:
                continue  # "in practice, transformers' reasoning can ...": a subject
            if self._split_modifiers(chunk, sent.start):
                continue
            own = self._conjunct_member(chunk, proposed_keys, spans)
            if own is None or len(own) < 2:
                continue
            if low[own.start] in _GRADED_ITEM_OPENERS:
                continue  # "benefits such as enhanced generalization": a gain, no task
            m = self.add(own.start_char, own.end_char, "Task", "task", "task-conjunct", 0.5)
            m.tags = {"secondary"}
            spans.append((own.start_char, own.end_char))

    def _colon_list_tasks(self, proposed_keys: set[str]) -> None:
        """The first member of a list that a colon or a dash opens after a plural noun of
        tasks: "we evaluate X on three tasks: image fitting, 3D fitting, and novel view
        synthesis", "three alignment tasks -- harmlessness, ..." -> the member after the
        colon becomes a ``task-conjunct`` candidate (tag ``secondary``) when it is a list
        member that names a problem (:meth:`_conjunct_member`) and a list joiner (",",
        "and", "or") follows it, so that it seeds the walk of :meth:`_conjunct_tasks` along
        the rest of the list (:data:`COLON_LISTS`). An enumerator ("(1)", "i)") after the
        colon is skipped.

        Args:
            proposed_keys: normalised keys of the paper's proposed names.
        """
        low, words = self.lower, self.words
        # the marks after a noun of tasks, ascending: the same tokens as testing every k in
        # range(1, len(low) - 2), found by list.index (most abstracts have none)
        marks = sorted(p + 1 for p in _positions_between(low, _COLON_LIST_NOUNS, 0, len(low) - 3)
                       if words[p + 1] in _COLON_LIST_MARKS)
        if not marks:
            return
        spans = [(c.start, c.end) for c in self.cands]
        for k in marks:
            sent = self.sents[self.tok_sent[k]]
            x = k + 1
            if x + 2 < sent.end and words[x] == "(" and words[x + 2] == ")":
                x += 3  # "(1)", "(i)"
            elif x + 1 < sent.end and words[x + 1] == ")" and len(words[x]) <= 3:
                x += 2  # "1)", "i)"
            ch = self.chunk_of.get(x)
            if ch is None or ch.start != x or ch.end >= sent.end:
                continue
            e = self._past_complement(ch.end, sent.end)
            if CONJUNCT_BRACKETS:
                e = self._past_list_bracket(e, sent.end)
            if e >= sent.end or low[e] not in (",", "and", "or"):
                continue  # one thing after the colon, not a list
            core = self._conjunct_member(ch, proposed_keys, spans)
            if core is None:
                continue
            m = self.add(core.start_char, core.end_char, "Task", "task", "task-conjunct", 0.5)
            m.tags = {"secondary"}
            spans.append((core.start_char, core.end_char))

    def _split_modifiers(self, ch: Span, lo: int) -> bool:
        """Does a joiner after an adjective or participle come right before the noun chunk
        ``ch`` ("spatial and | temporal understanding": the modifiers of one phrase are
        coordinated, the chunker cut the phrase)? ``lo``: the sentence start."""
        k = ch.start
        return k - 2 >= lo and self.lower[k - 1] in ("and", "or", ",") and self.pos[k - 2] in ("ADJ", "VERB")

    def _past_complement(self, k: int, end: int) -> int:
        """Token ``k`` moved past a prepositional complement of the list member before it
        ("detection | of rare events", "top tagging | in collider physics") when a
        list joiner follows the complement's noun chunk (the walk of
        :meth:`_conjunct_tasks` goes on to the next member); ``k`` itself otherwise.
        ``end``: the sentence end (token index)."""
        if not CONJUNCT_COMPLEMENTS or k + 2 >= end or self.lower[k] not in _CONJUNCT_COMPLEMENT_PREPS:
            return k
        x = k + 1
        if self.lower[x] in _ARTICLES:
            x += 1
        ch = self.chunk_of.get(x)
        if ch is None or ch.start != x or ch.end >= end or self.lower[ch.end] not in (",", "and", "or"):
            return k
        return ch.end

    def _add_conjunct(self, ch: Span, proposed_keys: set, spans: list, shared: bool = False) -> bool:
        """Add the task of the list member ``ch`` (:meth:`_conjunct_member`) as a secondary
        ``task-conjunct`` candidate and its character span to ``spans``; False when the member
        names no task (the walk along the list stops there)."""
        core = self._conjunct_member(ch, proposed_keys, spans, shared)
        if core is None:
            return False
        m = self.add(core.start_char, core.end_char, "Task", "task", "task-conjunct", 0.5)
        m.tags = {"secondary"}
        spans.append((core.start_char, core.end_char))
        return True

    def _past_list_bracket(self, k: int, end: int) -> int:
        """Token ``k`` moved past a short bracketed group that opens there right after a list
        member ("monocular depth estimation | (MDE) and optical flow estimation", "question
        answering | (BoolQ), textual entailment") when a list joiner follows it, so the walk
        of :meth:`_conjunct_tasks` goes on to the next member (:data:`CONJUNCT_BRACKETS`);
        ``k`` itself otherwise. ``end``: the sentence end (token index)."""
        if k >= end or self.words[k] != "(":
            return k
        x = k + 1
        while x < end and x - k <= _LIST_BRACKET_MAX and self.words[x] not in ("(", ")"):
            x += 1
        if x >= end or self.words[x] != ")" or x == k + 1 or x + 1 >= end \
                or self.lower[x + 1] not in (",", "and", "or"):
            return k
        return x + 1

    def _before_list_bracket(self, j: int, start: int) -> int:
        """Token ``j`` (the last token of a list member before a joiner) moved back before a
        short bracketed group that ends there ("depth estimation (MDE) | and ...": the
        member is "depth estimation"), for the leftward walk of :meth:`_conjunct_tasks`
        (:data:`CONJUNCT_BRACKETS`); ``j`` itself otherwise. ``start``: the sentence start."""
        if j <= start or self.words[j] != ")":
            return j
        x = j - 1
        while x > start and j - x <= _LIST_BRACKET_MAX and self.words[x] not in ("(", ")"):
            x -= 1
        if x <= start or self.words[x] != "(" or x == j - 1:
            return j
        return x - 1

    def _task_in(self, ch: Span, task_spans: list) -> bool:
        """Does a task candidate (character span of ``task_spans``) lie inside the noun
        chunk ``ch`` (a member of a list that is a task already)?"""
        return any(ch.start_char <= a and b <= ch.end_char for a, b in task_spans)

    def _conjunct_member(self, ch: Span, proposed_keys: set[str], spans: list, shared: bool = False) -> Optional[Span]:
        """The task phrase of the noun chunk ``ch``, a member of a coordination with a
        task (:meth:`_conjunct_tasks`), or None when it names no problem; ``spans``:
        character spans of the candidates so far (a member may overlap none). With
        ``shared`` (the members share the trailer "tasks" / "problems" after the last one:
        "regression and classification tasks") a member of one word may be any singular
        nominalisation of a process (:data:`SHARED_TRAILER`)."""
        core = self._task_core(ch)
        if core is None:
            return None
        of_end = self._of_member_end(core, ch) if CONJUNCT_OF_MEMBERS else None
        if of_end is not None:
            return self._of_member(core, of_end, proposed_keys, spans)
        wide = self._wide_member(core) if CONJUNCT_WIDE_MEMBERS else None
        if wide is None and (len(core) > 5 or self.pos[core.end - 1] not in ("NOUN", "PROPN")):
            return None
        head = self.lower[core.end - 1]
        lem = _singular(head)
        nominal = shared and len(core) == 1 and lem == head and self.pos[core.start] == "NOUN" \
            and _NOMINAL_RE.search(head) is not None and head not in L.GENERIC_NOUNS
        if len(core) == 1 and lem not in L.TASK_HEADS and not nominal and wide != "listed":
            return None
        if not (lem in L.TASK_HEADS or nominal or wide not in (None, "long") or self._problem_head(head)
                or head in _SETTING_HEADS and len(core) >= 2):
            return None
        text = self._span_text(core)
        key = _norm(text)
        if self._named_key(key, proposed_keys) or text.lower() in L.FIELDS:
            return None
        if any(sum(ch_.isupper() for ch_ in self.words[x]) >= 2 for x in range(core.start, core.end)
               if not (wide == "acronym" and x == core.end - 1)
               and not (CONJUNCT_ACRONYM_MODIFIERS and self._acronym_modifier(x, core, lem))) \
                and key not in self.task_gaz_keys:
            return None  # "BERT fine-tuning": the name of a model
        if len(core) > 1 and all(self.words[x][:1].isupper() for x in range(core.start, core.end)
                                 if self.words[x].isalpha() and self.words[x - 1] != "-") \
                and key not in self.task_gaz_keys:
            return None  # "Level-based Foraging": a Title Case name of an environment or method
        if any(_norm(self._span_text(n)) in proposed_keys for n in self._names_in(core.start, core.end)):
            return None
        s0, s1 = core.start_char, core.end_char
        if any(a < s1 and s0 < b for a, b in spans):
            return None
        return core

    def _of_member_end(self, core: Span, ch: Span) -> Optional[int]:
        """End token of "N of NP" for the trimmed list member ``core`` (of the noun chunk
        ``ch``) when its last word is a singular process nominalisation (:data:`_NOMINAL_RE`;
        no gerund of a participle clause, :data:`_CLAUSE_GERUNDS`, :data:`_OF_VERB_GERUNDS`; not
        :data:`~kg.extract.lexicon.NON_TASK_NOMINALS`, not a generic noun unless a task noun) at the chunk's end,
        "of" follows, then at most four words (hyphenated compounds as one) of adjectives,
        nouns and participles ending in a noun, no determiner or name, and right after them a
        list joiner or the sentence end
        (:data:`_LIST_END_WORDS`; not "and / or" after a one-word singular complement, "of
        image and text embeddings"); None otherwise (:data:`CONJUNCT_OF_MEMBERS`).

        Source: the coordination of likes (see :meth:`_conjunct_tasks`): the member of a
        list of tasks names a process, and its "of" complement is the process's object, as
        in :meth:`_of_complement_end`; measured on the development gold (session 38).
        """
        k = core.end
        if k != ch.end or k + 1 >= len(self.doc) or self.lower[k] != "of":
            return None
        head = self.lower[k - 1]
        if self.pos[k - 1] not in ("NOUN", "VERB") or not _NOMINAL_RE.search(head) or _singular(head) != head \
                or head in _CLAUSE_GERUNDS or head in _OF_VERB_GERUNDS \
                or _singular(head) in L.NON_TASK_NOMINALS \
                or head in L.GENERIC_NOUNS and _singular(head) not in L.TASK_HEADS:
            return None
        sent = self.sents[self.tok_sent[core.start]]
        x = k + 1
        while x < sent.end and x - k <= _OF_MEMBER_MAX_TOKENS and self.lower[x] not in _LIST_END_WORDS:
            x += 1
        if x == k + 1 or x - k > _OF_MEMBER_MAX_TOKENS or (x < sent.end and self.lower[x] == ")"):
            return None
        if self.pos[x - 1] not in ("NOUN", "PROPN") or self.lower[x - 1] == "such":
            return None
        for y in range(k + 1, x):
            if self.name_at.get(y) is not None or not (
                    self.pos[y] in ("ADJ", "NOUN", "PROPN") or self.words[y] == "-"
                    or self.pos[y] == "VERB" and self.tag[y] in ("VBN", "VBG") and y < x - 1):
                return None  # (a participle may modify the object: "reproduced content")
        if len(self.text[self.doc[k + 1].idx:self.doc[x - 1].idx + len(self.words[x - 1])].split()) > 4:
            return None
        if x < sent.end and self.lower[x] in ("and", "or") and x == k + 2 and _singular(self.lower[k + 1]) == self.lower[k + 1]:
            return None  # "classification of image and text embeddings": a coordinated modifier
        return x

    def _of_member(self, core: Span, end: int, proposed_keys: set[str], spans: list) -> Optional[Span]:
        """The list member ``core`` extended to the end token ``end`` of its "of"
        complement (:meth:`_of_member_end`), or None when the whole is a proposed or
        gazetteer name, holds a name of two capitals or more, or overlaps a candidate of
        ``spans`` (character spans)."""
        sp = self.doc[core.start:end]
        key = _norm(self._span_text(sp))
        if self._named_key(key, proposed_keys):
            return None
        if any(sum(c.isupper() for c in self.words[x]) >= 2 for x in range(sp.start, sp.end)) \
                and key not in self.task_gaz_keys:
            return None
        if any(a < sp.end_char and sp.start_char < b for a, b in spans):
            return None
        return sp

    def _acronym_modifier(self, x: int, core: Span, lem: str) -> bool:
        """May the word ``x`` of two capitals or more stand in the list member ``core`` (whose
        singular head is ``lem``) as a modifier of a task noun ("BEV map segmentation",
        "PDDL planning")? Only when the head is a task noun
        (:data:`~kg.extract.lexicon.TASK_HEADS`), ``x`` is not the head, is all capitals
        and letters (no digit: "GPT-4", "T5"), and names no method, data set or metric of
        the gazetteers nor a name the paper proposes, and the text defines it as no method name of
        the gazetteer (:data:`CONJUNCT_ACRONYM_MODIFIERS`). Source: the coordination of likes (see
        :meth:`_conjunct_tasks`); measured on the development gold (session 38)."""
        w = self.words[x]
        if x == core.end - 1 or lem not in L.TASK_HEADS or not w.isalpha() or not w.isupper():
            return False
        k = _norm(w)
        if k in self.method_gaz_keys or k in self.dataset_gaz_keys or k in self.metric_gaz_keys \
                or k in self._proposed_keys:
            return False
        return not any(_norm(a.short) == k and _norm(a.long) in self.method_gaz_keys for _, _, a in self.pairs)

    def _wide_member(self, core: Span) -> Optional[str]:
        """How the trimmed list member ``core`` names a task beyond the usual member test of
        :meth:`_conjunct_member` (:data:`CONJUNCT_WIDE_MEMBERS`), or None:

        * ``"long"``: at most :data:`_CONJUNCT_MAX_WORDS` words, hyphenated compounds counted
          as one ("base-to-novel generalization", six tokens), and at most
          :data:`_CONJUNCT_MAX_TOKENS` tokens, ending in a noun;
        * ``"conversion"``: ends in an "A-to-B" compound ("text-to-music");
        * ``"acronym"``: two words or more ending in a task acronym of the field
          (:data:`_TASK_ACRONYM_HEADS`: "video QA");
        * ``"attack"``: two words or more ending in "attack(s)" ("backdoor attacks");
        * ``"hyphen-nominal"``: ends in a hyphenated nominalisation that the tagger reads as an
          adjective or a verb ("image-captioning", "pan-sharpening");
        * ``"gerund"``: ends in a gerund that the tagger reads as a verb, followed by a list
          joiner or the sentence end, and no gerund of a participle clause
          (:data:`_CLAUSE_GERUNDS`: "..., showing") (:data:`CONJUNCT_GERUNDS`);
        * ``"problem-class"``: two or three words headed by a noun of a class of problems
          (:data:`_LIST_PROBLEM_CLASS_HEADS`: "Markov decision processes") (:data:`CONJUNCT_GERUNDS`);
        * ``"listed"``: one word, a nominalisation of a process (-tion, -ing, ...) that the
          Papers with Code task list names ("animation", "summarisation").

        The refusals of :meth:`_conjunct_member` (gazetteer names of methods and datasets,
        proposed names, fields, model names) still apply. Source: the coordination of likes
        (see :meth:`_conjunct_tasks`); measured on the development gold (session 31).
        """
        words, low = self.words, self.lower
        n_tok = core.end - core.start
        last = words[core.end - 1]
        text = self._span_text(core)
        n_words = len(text.split())
        if n_words > _CONJUNCT_MAX_WORDS or n_tok > _CONJUNCT_MAX_TOKENS or not words[core.start][:1].isalnum():
            return None
        pos = self.pos[core.end - 1]
        last_word = text.split()[-1].lower()
        if _TO_COMPOUND_RE.match(last_word):
            return "conversion"
        if pos in ("ADJ", "VERB") and "-" in last_word and re.search(r"(?:ing|tion)$", last_word) \
                and last_word.endswith(low[core.end - 1]):
            return "hyphen-nominal"
        if CONJUNCT_GERUNDS and pos == "VERB" and self.tag[core.end - 1] == "VBG" and core.end < len(words) \
                and low[core.end] in _LIST_END_WORDS and low[core.end - 1] not in _CLAUSE_GERUNDS:
            return "gerund"
        if pos not in ("NOUN", "PROPN"):
            return None
        if CONJUNCT_GERUNDS and 2 <= n_words <= 3 and _singular(low[core.end - 1]) in _LIST_PROBLEM_CLASS_HEADS:
            return "problem-class"
        if n_words >= 2 and last in _TASK_ACRONYM_HEADS:
            return "acronym"
        if n_words >= 2 and _singular(low[core.end - 1]) in _MODIFIED_PROBLEM_HEADS:
            return "attack"
        if n_tok == 1 and pos == "NOUN" and _NOMINAL_RE.search(low[core.start]) \
                and _norm(text) in _listed_task_words() and low[core.start] not in L.GENERIC_NOUNS:
            return "listed"
        if n_tok > 5:
            return "long"
        return None

    def _after_bracket(self, k: int, end: int) -> int:
        """Token index after a bracketed group that opens at token ``k`` ("(PDEs)"), or
        ``k`` when none opens there; ``end`` bounds the search."""
        if k < end and self.words[k] == "(":
            while k < end and self.words[k] != ")":
                k += 1
            k += 1
        return k

    def _complement_chunk_end(self, x: int, end: int, opening: bool = False) -> Optional[int]:
        """End token of the noun chunk that starts at token ``x`` after determiners (the
        object of a preposition), or None when none starts there or it is longer than
        five tokens. With ``opening``, two adjectives joined by a comma may open it
        ("realistic, interactive agents")."""
        while x < end and self.pos[x] == "DET":
            x += 1
        if opening and x + 2 < end and self.pos[x] == "ADJ" and self.words[x + 1] == "," \
                and self.pos[x + 2] == "ADJ":
            nxt = self.chunk_of.get(x + 2)
            if nxt is not None and nxt.start == x + 2:
                return nxt.end if nxt.end - x <= 6 else None
        ch = self.chunk_of.get(x)
        if ch is None or ch.start != x or ch.end - x > 5:
            return None
        return ch.end

    def task_fallbacks(self) -> bool:
        """Run the main-task fallbacks once per document, in order, until one adds a
        candidate: ``_testbed_fallback``, ``_problem_statement_fallback``,
        ``_title_overlap_fallback``, ``_purpose_fallback``, ``_title_problem_fallback``
        (when :data:`TITLE_PROBLEM_FALLBACK`), ``_recurrent_problem_fallback`` (when
        :data:`RECURRENT_FALLBACK`), ``_title_phrase_fallback`` (when
        :data:`TITLE_PHRASE_FALLBACK`) and, where the text has no task candidate at all,
        the same with ``any_head`` (when :data:`TITLE_ANY_HEAD_FALLBACK` too), all in
        :mod:`kg.extract.roles_title`. The task stage calls it when no task rule applied. (Running it again after the
        resolve stage, when every task candidate was dropped there, was tried: on 2,000
        corpus abstracts it added 3 main tasks, none right; the drop that mattered, a
        metric word claiming part of a task phrase, is fixed in resolve instead.)

        Returns:
            True when this call ran the fallbacks (False when they had already run for
            this document or the task stage has not run).
        """
        if getattr(self, "_fallbacks_ran", True):
            return False
        self._fallbacks_ran = True
        proposed_keys = self._proposed_keys
        if not self._testbed_fallback(proposed_keys) and \
                not self._problem_statement_fallback(proposed_keys) and \
                not self._title_overlap_fallback(proposed_keys) and \
                not self._purpose_fallback(proposed_keys) and \
                not (TITLE_PROBLEM_FALLBACK and self._title_problem_fallback(proposed_keys)) and \
                not (RECURRENT_FALLBACK and self._recurrent_problem_fallback(proposed_keys)) and \
                TITLE_PHRASE_FALLBACK and not self._title_phrase_fallback(proposed_keys) and TITLE_ANY_HEAD_FALLBACK \
                and not any(c.etype == "Task" and not (c.tags and "improve" in c.tags and c.tags <= _ENABLE_ONLY_TAGS)
                            and LISTED_EXAMPLE_TAG not in c.tags for c in self.cands):
            # (a looser reading of the title-phrase fallback, only where the text names no
            # task at all: a secondary task stays the main one; the object of a verb of
            # improvement alone, never the main task, does not count)
            if not self._title_phrase_fallback(proposed_keys, any_head=True) and OPENING_CLAUSE_FALLBACK \
                    and not self._opening_clause_fallback(proposed_keys) and OPENING_SUBJECT_FALLBACK:
                self._opening_subject_fallback(proposed_keys)
        return True

    def _names_a_part(self, k: int) -> bool:
        """Is the phrase that ends before token ``k`` the name of a part of a method?
        True when an acronym in brackets and a part noun (:data:`_PART_HEADS`) follow it:
        "a policy-guided model predictive control (UP-MPC) component" names the
        component, not a task."""
        n = len(self.lower)
        if k >= n or self.words[k] != "(":
            return False
        j = k + 1
        while j < n and j - k <= 6 and self.words[j] != ")":
            j += 1
        return j + 1 < n and self.words[j] == ")" and _singular(self.lower[j + 1]) in _PART_HEADS

    def _studied_frame(self, b: int, lo: int) -> bool:
        """Whether the frame noun phrase of "the problem of X" whose first word is at or
        after token ``b`` is the object of the paper's own verb of study ("We consider the
        problem of X", "this paper studies the task of X"): a verb of study
        (:data:`~kg.extract.lexicon.STUDY_VERBS`) right before it, articles and
        "fundamental / classical / general / important" aside, with "we", "paper",
        "work" or "i" among the three words before the verb. ``lo``: first token of the
        sentence."""
        low = self.lower
        while b > lo and low[b] in ("the", "a", "an", "fundamental", "classical", "general", "important"):
            b -= 1
        return low[b] in L.STUDY_VERBS and any(w in ("we", "paper", "work", "i") for w in low[max(lo, b - 3):b])

    def _stated_problems(self, proposed_keys: set[str]):
        """Problems the text names as such anywhere (secondary tasks: the tag
        ``secondary`` counts a little against them as the main task):

        * ``task-problem-of``: "the (N) problem / task of X" -> X, or "N problem of X"
          when modifiers N name the problem ("the complementary problem of policy
          learning", "the learning problem of latent priors"); after the paper's own
          verb of study ("We consider the problem of X", :meth:`_studied_frame`) the
          problem is the one studied (rule ``task-studied-problem``, tags ``framed`` and
          ``study``; when :data:`STUDIED_PROBLEM_OF`; not when a determiner follows "of",
          "the problem of a seller with many items" names a thing, nor for a phrase that
          "and" / "or" continues; a task candidate of the phrase's first words gets the
          tag ``study`` too);
        * ``task-solve``: "solve / solving X problems / tasks / equations" -> X with its
          trailing noun ("solving nonconvex optimization problems"); a gerund keeps
          its verb before equations ("solving integral equations of the second kind").

        X is read by ``_problem_phrase`` and checked by ``_problem_ok`` (the text calls
        it a problem, so a model-like head is allowed) of
        :class:`kg.extract.roles_title.TitleTaskRules`."""
        low = self.lower
        n = len(low)
        # (only a frame noun or a verb of solving starts a reading: their positions, in order)
        for k in _positions_between(low, _STATED_CUES, 1, n - 2):
            w = low[k]
            if w in _FRAME_NOUNS and low[k + 1] == "of" and STATED_PROBLEMS:
                sent = self.sents[self.tok_sent[k]]
                ph = self._problem_phrase(k + 2, sent.end)
                if ph is None:
                    continue
                b = k - 1
                while b > sent.start and self.pos[b] in ("ADJ", "NOUN") and low[b] not in L.PROBLEM_QUALIFIERS:
                    b -= 1
                if low[b] not in ("the", "a", "an", "this", "of") and b + 1 == k:
                    continue  # "solve problems of X": no frame
                mods = list(range(b + 1, k))
                start = mods[0] if mods and self.pos[k - 1] == "NOUN" and all(
                    low[x] not in L.PROBLEM_QUALIFIERS and low[x] not in _COMPLEMENTARY_WORDS for x in mods) else ph[0]
                if self._problem_ok(start, ph[1], proposed_keys, framed=True):
                    # "We consider the problem of X": X is the problem studied; not "the
                    # problem of a seller with ...": a thing; nor a phrase cut inside a
                    # coordination ("the problems of A and B testing")
                    studied = STUDIED_PROBLEM_OF and self.pos[k + 2] != "DET" and not (
                        ph[1] < sent.end and low[ph[1]] in ("and", "or")) and self._studied_frame(b, sent.start)
                    s0, s1 = self.idx[start], self.idx[ph[1] - 1] + len(self.words[ph[1] - 1])
                    if studied:  # a task candidate of its first words is studied too, and
                        # as the shorter name it wins a tie ("agnostic PAC reinforcement
                        # learning" of "... with large state spaces")
                        for x in self.cands:
                            if x.etype == "Task" and x.start == s0 and x.end < s1:
                                x.tags = set(x.tags or ()) | {"study"}
                    c = self.add(s0, s1, "Task", "task", "task-studied-problem" if studied else "task-problem-of", 0.6)
                    c.tags = {"framed", "study"} if studied else {"secondary"}
            elif w in _SOLVE_VERBS and SOLVED_PROBLEMS:
                sent = self.sents[self.tok_sent[k]]
                ph = self._problem_phrase(k + 1, sent.end)
                if ph is None or ph[1] - ph[0] < 2:
                    continue
                last = low[ph[1] - 1]
                stop = ph[1]
                if last not in _SOLVED_HEADS:
                    # "solving shortest path problems of large graphs": the trailing noun
                    # before a complement
                    stop = next((x + 1 for x in range(ph[0] + 1, ph[1]) if low[x] in _SOLVED_HEADS
                                 and low[x + 1] in ("of", "in", "on", "with", "under")), None)
                    if stop is None:
                        continue
                start = ph[0]
                if _singular(low[stop - 1]) == "equation" and self.tag[k] == "VBG":
                    start = k  # "solving integral equations": the task is the act
                if not self._problem_ok(ph[0], stop, proposed_keys, framed=True):
                    continue
                end = ph[1] if _singular(low[stop - 1]) == "equation" else stop
                c = self.add(self.idx[start], self.idx[end - 1] + len(self.words[end - 1]),
                             "Task", "task", "task-solve", 0.6)
                c.tags = {"secondary"}

    def _solution_tasks(self, proposed_keys: set[str]):
        """The problem the paper's contribution is called a solution to: "X offers a robust
        solution to Y", "making it a promising solution for Y", "our method provides an
        efficient solution to Y" -> Y (rule ``task-solution``, tag ``purpose-clause``).

        The cue is "a / an (ADJ ...) solution(s) to / for" in a sentence that speaks of the
        paper's own work: a proposal sentence, a sentence naming a proposed name, or one in
        which "we / our / it / this" comes before the cue. Y is read by ``_problem_phrase``
        and checked by ``_problem_ok`` of :class:`kg.extract.roles_title.TitleTaskRules`
        (no proposed name, field, generic or means head). A solution "to this problem"
        names none (``_problem_phrase`` refuses anaphoric words). Calling one's method the
        solution to a problem is the "occupying the niche" move of the CARS model (Swales,
        J. M. (1990) "Genre Analysis", Cambridge University Press)."""
        low = self.lower
        n = len(low)
        for k in _positions_between(low, _SOLUTION_NOUNS, 1, n - 2):
            if low[k + 1] not in ("to", "for"):
                continue
            sent = self.sents[self.tok_sent[k]]
            b = k - 1
            while b > sent.start and (self.pos[b] in ("ADJ", "ADV") or low[b] in ("-",)):
                b -= 1
            if low[b] not in ("a", "an") or b == sent.start or low[b - 1] not in _SOLUTION_VERBS:
                continue  # "the solution to X", "admitting a solution to X": an answer, not the contribution
            si = self.tok_sent[k]
            own = si in self.proposal_sents or any(w in _SELF_WORDS for w in low[sent.start:b]) or any(
                _norm(self._span_text(nm)) in proposed_keys for nm in self._names_in(sent.start, b))
            if not own:
                continue
            ph = self._problem_phrase(k + 2, sent.end)
            if ph is None or self.tag[ph[0]] == "VB" or not self._problem_ok(ph[0], ph[1], proposed_keys):
                continue
            if ph[0] + 1 < ph[1] and low[ph[0]] in _RANGE_NOUNS and low[ph[0] + 1] == "of":
                continue  # "a solution for a range of X tasks": the breadth of its use, no problem
            c = self.add(self.idx[ph[0]], self.idx[ph[1] - 1] + len(self.words[ph[1] - 1]),
                         "Task", "task", "task-solution", 0.6)
            c.tags = {"purpose-clause"}

    def _defined_methods(self) -> set[str]:
        """Normalised keys of noun phrases that the text defines as a means: a sentence
        subject followed by "is / remains / has become a (ADJ ...) framework / method /
        technique / ..." ("Randomized smoothing is a powerful framework for ...",
        "Knowledge distillation is a popular technique"), the head of the definition
        being one of :data:`_DEFINED_MEANS_HEADS`, or an appositive of such a head ("we
        study a popular algorithm, direct preference optimization (DPO)"). A learning or optimisation setting
        ("Federated learning is a distributed paradigm") or a phrase headed by a task
        noun is a problem the text frames, never a means here."""
        low, n = self.lower, len(self.lower)
        words, tok_sent = self.words, self.tok_sent
        bounds = self._sent_bounds if self._sent_bounds is not None else [(s.start, s.end) for s in self.sents]
        keys: set[str] = set()
        for ch in self.nps:
            cs = ch.start  # (read once: Span attributes are properties)
            ss = bounds[tok_sent[cs]][0]
            # "we study a popular algorithm, direct preference optimization (DPO)"
            if cs - 2 >= ss and words[cs - 1] == ",":
                before = self.chunk_of.get(cs - 2)
                if before is not None and before.end == cs - 1 and \
                        _singular(low[before.end - 1]) in _DEFINED_MEANS_HEADS and \
                        ("a" in low[before.start - 1:before.start + 1] or "an" in low[before.start - 1:before.start + 1]):
                    core = self._task_core(ch)
                    if core is not None:
                        keys.add(_norm(self._span_text(core)))
                    continue
            if cs > ss and (low[ss] not in _ARTICLES or not all(
                    low[x] in _ARTICLES for x in range(ss, cs))):
                continue  # the sentence subject only (the first test settles most phrases)
            sent = self.sents[tok_sent[cs]]
            core = self._task_core(ch)
            if core is None:
                continue
            head = _singular(low[core.end - 1])
            if head in L.TASK_HEADS or head in _TITLE_TOPIC_HEADS:
                continue
            j = ch.end
            if j < n and self.words[j] == "(":  # "X (ABC) is a ..."
                while j < sent.end and j < ch.end + 8 and self.words[j] != ")":
                    j += 1
                j += 1
            if j + 1 < n and low[j] in ("has", "have") and low[j + 1] in ("been", "become"):
                j += 1
            if j + 1 >= sent.end or low[j] not in ("is", "remains", "been", "become") or low[j + 1] not in ("a", "an"):
                continue
            k = j + 2
            while k < sent.end and k < j + 8 and (self.pos[k] in ("ADJ", "ADV", "CCONJ", "NOUN") and
                                                   _singular(low[k]) not in _DEFINED_MEANS_HEADS or low[k] in (",", "-")):
                k += 1
            if k < sent.end and _singular(low[k]) in _DEFINED_MEANS_HEADS:
                keys.add(_norm(self._span_text(core)))
        return keys

    @staticmethod
    def _model_head(lem: str) -> bool:
        """Does the singular head noun ``lem`` name a model, method or system rather than a
        problem ("models", "networks", "transformers", "framework")?"""
        return lem in L.METHOD_DESCRIPTOR_HEADS or lem in _GENERIC_METHOD_WORDS or lem in _STANDALONE_METHODS \
            or lem + "s" in _STANDALONE_METHODS or lem in _MODEL_LIKE_HEADS

    def _drop_defined_methods(self):
        """Remove task candidates that end inside a longer Papers-with-Code task of the
        text (the trimming of a leading adjective: "novel view synthesis"), and those
        that name a means the text defines
        (:meth:`_defined_methods`), or a variant of it ("hierarchical randomized
        smoothing" beside "Randomized smoothing is a framework ...")."""
        # a phrase the trimming cut from a listed task that ends where it ends ("view
        # synthesis" in "novel view synthesis"): the listed task is the most specific name
        pwc_tasks = _pwc_keys("task")
        listed = [(c.start, c.end) for c in self.cands if c.etype == "Task" and c.rule == "task-gazetteer"
                  and _norm(self._text(c)) in pwc_tasks and _norm(self._text(c)) not in self._proposed_keys]
        self.cands = [c for c in self.cands if c.etype != "Task" or c.rule == "task-gazetteer"
                      or not any(s < c.start and e == c.end for s, e in listed)]
        keys = self._defined_methods()
        if not keys:
            return
        def defined(c) -> bool:
            k = _norm(self._text(c))
            return any(k == m or k.endswith(" " + m) for m in keys)
        self.cands = [c for c in self.cands if c.etype != "Task" or not defined(c)]

    def _non_problem_span(self, start: int, end: int) -> Optional[str]:
        """Why the task candidate ``text[start:end]`` cannot name a problem, or None.

        * ``"adjective"``: it is one word that is an adjective or a participle, alone or
          as a hyphenated compound ending in a participle ("high-performing" of "learn
          high-performing and diverse behaviors", "well-trained");
        * ``"dangling-participle"``: it ends in a verbal "-ing" form (not one of
          :data:`~kg.extract.chunks.NOMINAL_GERUNDS`) followed by its object ("a novel
          learning paradigm pursuing | a reconciliation between ..."): the phrase was cut
          inside a clause.

        Args:
            start, end: character offsets of the candidate.
        Returns:
            ``"adjective"``, ``"dangling-participle"`` or None.
        """
        i = self._token_at_char(start)
        j = self._token_at_char(end - 1)
        if i is None or j is None or j < i:
            return None
        low, pos, tag = self.lower, self.pos, self.tag
        one_word = all(not self.ws[k] for k in range(i, j))
        if one_word and pos[j] not in ("NOUN", "PROPN") and low[j] not in NOMINAL_GERUNDS and \
                not _NOUN_SUFFIX_RE.search(low[j]) and low[j] not in L.TASK_HEADS and tag[j] in ("JJ", "VBG", "VBN") and (pos[i] in ("ADJ", "ADV") if j > i else pos[j] in ("ADJ", "VERB")):
            return "adjective"  # (a noun before the participle makes a compound noun: "graph-rewiring")
        if j > i and tag[j] == "VBG" and low[j] not in NOMINAL_GERUNDS and low[j] not in L.TASK_HEADS \
                and j + 1 < len(low) and pos[j + 1] in ("DET", "PRON") and low[j + 1] not in ("that", "which"):
            return "dangling-participle"
        return None

    def _method_acronym_keys(self) -> set[str]:
        """Normalised long and short forms of the acronyms the text defines for a method
        or model, not for a problem: the short form is written in the plural ("MLPs",
        "conventional MLPs": a problem is not counted) or glued to "-based" ("MLP-based
        architectures") while the long form is headed by a count noun (not by a gerund or a
        nominalisation, nor by a noun of a class of problems: "semidefinite programming
        (SDPs)", "off-policy evaluation (OPE)", "Markov decision processes (MDPs)" stay),
        or it is defined by a copula as a means anywhere in the text ("DistRL is a
        promising framework", a head of :data:`_DEFINED_MEANS_HEADS`). The guidelines
        type such a name as a method, never as a task."""
        keys: set[str] = set()
        text = self.text
        for _, _, a in self.pairs:
            short = a.short
            if not short or not any(ch.isupper() for ch in short):
                continue
            # the plural and "-based" tests only for a long form headed by a count noun ("perceptron"),
            # not by an activity ("off-policy evaluation (OPE)", "semidefinite programming (SDPs)")
            head = re.split(r"\s+(?:of|with|from|for|in|on|under|via|by)\s+", a.long.lower())[0].split()
            count_noun = bool(head) and not head[-1].endswith("ing") and not _NOMINAL_RE.search(head[-1]) \
                and _singular(head[-1]) not in _PROBLEM_CLASS_HEADS
            if count_noun and _word_then(text, short, _PLURAL_OR_BASED_RE) or \
                    _word_then(text, short, _DEFINED_AS_MEANS_RE):
                keys.add(_norm(short))
                keys.add(_norm(a.long))
        return keys

    def _drop_non_problems(self):
        """Remove task candidates that cannot name a problem (the guidelines ask for a
        noun phrase that names the task the paper addresses): a phrase that starts inside a
        hyphenated word (:func:`~kg.extract.roles_base.starts_inside_hyphenated_word`,
        ``INSIDE_HYPHEN_REFUSED``: "audio generation" of "text-to-audio generation", "world
        knowledge" of "real-world knowledge graphs"), a phrase that opens with an evaluative
        adjective (:func:`_evaluative_lead`, ``EVALUATIVE_LEAD_REFUSED``: "profound alignment",
        "the usual bandit problems"), an adjective or a phrase cut
        at a verbal participle (:meth:`_non_problem_span`; not the subject of a sentence
        that calls it a problem, rule ``task-stated-problem``: "Sorting is a fundamental
        operation" uses the gerund as a noun), the long or short form of
        an acronym the text defines for a method (:meth:`_method_acronym_keys`:
        "Distributional Reinforcement Learning (DistRL)" beside "DistRL is a promising
        framework"; "Multi-layer perceptron (MLP)" beside "MLPs"), and a Papers with Code
        method that Papers with Code does not list as a task, unless its head is a task
        noun or names a fitting problem ("Sharpness-aware minimization", "batch
        normalization", "early stopping" go; "spectral clustering", "linear regression"
        stay, :data:`_MODEL_PROBLEM_HEADS`); the two name tests spare a mention that the
        text itself defines as a problem (tags ``aims`` / ``named-problem``: "Independent
        Component Analysis (ICA) aims to recover ..."), and a system's output predictions
        (:data:`OUTPUT_PREDICTIONS_REFUSED`: "model predictions"). The main-task choice then
        falls to the next candidate (or none)."""
        if not any(c.etype == "Task" for c in self.cands):
            return
        method_keys = self._method_acronym_keys() if self.pairs else set()
        pwc_methods, pwc_tasks = _pwc_keys("method"), _pwc_keys("task")

        def known_method(c) -> bool:
            # a Papers with Code method that is no Papers with Code task, unless its head is a
            # task noun ("spectral clustering", "inpainting")
            k = _norm(self._text(c))
            head = _singular(k.split()[-1]) if k else ""
            return k in pwc_methods and k not in pwc_tasks and head not in L.TASK_HEADS \
                and head not in _MODEL_PROBLEM_HEADS

        self.cands = [c for c in self.cands if c.etype != "Task" or not (
            _roles_base.INSIDE_HYPHEN_REFUSED and starts_inside_hyphenated_word(self.text, c.start)
            or EVALUATIVE_LEAD_REFUSED and _evaluative_lead(self.text[c.start:c.end])
            or self._non_problem_span(c.start, c.end) and c.rule != "task-stated-problem"
            and _LIST_GERUND_TAG not in c.tags
            or not c.tags & _DEFINING_TAGS and (
                method_keys and _norm(self._text(c)) in method_keys or known_method(c))
            or OUTPUT_PREDICTIONS_REFUSED and _output_predictions(self.text[c.start:c.end]))]

    def _descriptor_tasks(self, proposed_keys: set[str]):
        """The problem named inside the descriptor of a contribution: "we introduce a
        novel self-supervised image pretraining method", "this paper presents a 3D
        scene reconstruction framework", "X as a parameter-efficient transfer learning
        technique" -> the modifiers of the descriptor noun of a
        whole contribution (:data:`_WHOLE_DESCRIPTOR_HEADS`), when they are two words
        or more ending in a noun that names a problem or a learning setting (tag
        ``descriptor``). Contribution verbs are those of :meth:`proposals`, "as a", and
        a contribution gerund after "by" in a sentence of "we" ("we progress by
        proposing a novel structured compression approach"); the appositive descriptor
        of a proposed name counts as well ("we present X, an innovative AE detection
        framework", when :data:`APPOSITIVE_DESCRIPTOR`)."""
        low = self.lower
        # "VPT as a parameter-efficient transfer learning technique": "as a" works like a
        # contribution verb for the descriptor that follows it
        as_a = [k for k in _positions(low, "as") if k < len(low) - 2 and low[k + 1] in ("a", "an")]
        # "we ... by proposing a novel structured compression approach": a contribution
        # gerund after "by" in a sentence whose subject is "we"
        by_v = [b + 1 for b in _positions(low, "by") if b + 1 < len(low) - 1 and low[b + 1] in _CONTRIBUTION_GERUNDS
                and "we" in low[self.sents[self.tok_sent[b + 1]].start:b + 1]]
        # "we present X, an innovative AE detection framework": the appositive descriptor
        # of a proposed name, read from the token before it
        appos = [ch.start - 1 for ch, tail in zip(self.nps, self.np_tails) if APPOSITIVE_DESCRIPTOR and ch.start > 0
                 and _singular(tail) in _WHOLE_DESCRIPTOR_HEADS and self._appositive_of_proposal(ch)]
        for v in sorted(set(self.proposal_verbs) | set(as_a) | set(by_v) | set(appos)):
            x = v + 1
            while x < len(low) and self.pos[x] in ("ADV", "DET"):
                x += 1
            ch = self.chunk_of.get(x)
            if ch is None or not v < ch.start <= x or self.tok_sent.get(ch.start) != self.tok_sent[v]:
                continue  # (the chunk may open with its determiner: "the first X-based Y model")
            if _singular(low[ch.end - 1]) not in _WHOLE_DESCRIPTOR_HEADS:
                continue  # "a cross-modal translation module" is a part, not the contribution
            sp = self._trim_chunk(self.doc[ch.start:ch.end - 1]) if ch.end - 1 > ch.start else None
            if sp is None or len(sp) < 2 or sp.end != ch.end - 1:
                continue
            head = low[sp.end - 1]
            if self.pos[sp.end - 1] not in ("NOUN", "PROPN") and self.tag[sp.end - 1] != "VBG":
                continue
            while sp.start < sp.end - 1 and (low[sp.start] in L.PROBLEM_QUALIFIERS or low[sp.start] in L.EVALUATIVE
                                             or self.pos[sp.start] == "ADJ" and low[sp.start].endswith(("ive", "ful"))
                                             and self.words[sp.start + 1] != "-"):
                sp = self.doc[sp.start + 1:sp.end]  # "an innovative (geometric deep learning) framework"
            while sp.start < sp.end - 1 and (self.words[sp.start] == "-" or self.words[sp.start - 1] == "-"):
                sp = self.doc[sp.start + 1:sp.end]  # "a high-performance ...": trimming left half a compound
            cut = max((k + 1 for k in range(sp.start + 1, sp.end - 1)
                       if low[k] in _MEANS_SUFFIXES and self.words[k - 1] == "-"), default=sp.start)
            sp = self.doc[cut:sp.end]  # "a state machine-based (task planning) framework"
            words = sp.text.lower().split()
            if DESCRIPTOR_MEANS and head in _DESCRIPTOR_MEANS_HEADS:
                continue  # "a bi-level optimization framework": how it works, not what for
            if _singular(head) in L.TASK_HEADS:
                ok = len(re.findall(r"[a-z0-9]+", sp.text.lower())) >= 2
            else:  # a learning setting needs two modifiers: "self-supervised image pretraining"
                ok = head in _DESCRIPTOR_SETTING_HEADS and len(words) >= 3
            if not ok or any(" ".join(words[k:]) in L.FIELDS for k in range(len(words))):
                continue  # "a premier machine learning framework": a field, not a problem
            if any(_norm(n.text) in proposed_keys for n in self._names_in(sp.start, sp.end)):
                continue
            c = self.add(sp.start_char, sp.end_char, "Task", "task", "task-descriptor", 0.65)
            c.tags = {"descriptor", "framed"}

    def _gerund_problem(self, proposed_keys: set[str]):
        """An opening gerund clause that the text calls a problem, in one of the first
        three sentences, after an optional connective ("However, ..."): "Training
        recurrent neural networks remains a challenge", "Estimating causal effects from
        observational data is difficult", "Yet, certifying robustness on such data via
        smoothing is challenging" -> the clause (gerund, its object noun phrase and a
        prepositional complement). A complement whose noun phrase opens with an
        anaphoric determiner ("on such data", "in this setting") refers back to the
        text and is not part of the problem's name; a means ("via / with / using /
        through NP") after it is skipped on the way to the verb. A hyphenated gerund
        opens the clause too ("Fine-tuning X remains a challenge":
        :data:`GERUND_PROBLEM_HYPHEN`); the object may go on after a bracketed acronym
        ("reinforcement learning (RL) models": :data:`GERUND_PROBLEM_INNER_ACRONYM`), and
        a complement's or means' chunk may follow a determiner it leaves out
        (:meth:`_chunk_after`); the clause may follow a leading concessive clause up to
        its first comma outside brackets ("Although X has been tried, learning Y remains
        hard": :data:`GERUND_PROBLEM_CONCESSIVE`)."""
        low = self.lower
        for si in range(min(3, len(self.sents))):
            sent = self.sents[si]
            i = sent.start
            if low[i] in _CONNECTIVES and i + 1 < sent.end and self.words[i + 1] == ",":
                i += 2
            elif GERUND_PROBLEM_CONCESSIVE and (low[i] in _CONCESSIVE_OPENERS or low[i] == "even" and i + 1 < sent.end
                                                and low[i + 1] in ("though", "if")):
                depth, comma = 0, None
                for t in range(i + 2, sent.end - 2):  # the first comma outside brackets
                    depth += (self.words[t] == "(") - (self.words[t] == ")")
                    if self.words[t] == "," and depth == 0:
                        comma = t
                        break
                if comma is None:
                    continue
                i = comma + 1  # "Although X has been studied, learning Y remains a challenge"
            v = i  # the gerund; "fine-tuning" is tokenised "fine - tuning"
            if GERUND_PROBLEM_HYPHEN and i + 3 < sent.end and self.words[i + 1] == "-" \
                    and self._glued(i, i + 1) and self._glued(i + 1, i + 2) and low[i + 2].endswith("ing"):
                v = i + 2
            if not low[v].endswith("ing") or v + 2 >= sent.end:
                continue
            ch = self.chunk_of.get(i)
            if ch is not None and ch.start == i and ch.end > v + 1:
                obj = self._trim_chunk(self.doc[v + 1:ch.end])  # "Training recurrent neural networks"
            elif self.tag[v] == "VBG":
                k = v + 1 if low[v + 1] not in ("from", "with", "under", "in", "on") else v + 2
                ch = self.chunk_of.get(k)  # "Learning from noisy labels"
                if ch is None or ch.start != k:
                    continue
                obj = self._trim_chunk(ch)
            else:
                continue
            if obj is None or ch.end >= sent.end or len(obj) == 1 and _singular(low[obj.start]) in L.GENERIC_NOUNS \
                    and not _PROPERTY_RE.search(low[obj.start]):
                continue  # "improving performance is hard" names no problem; "certifying robustness" does
            j = ch.end
            end_char = ch.end_char
            if GERUND_PROBLEM_INNER_ACRONYM and j < sent.end and self.words[j] == "(":
                b = self._after_bracket(j, sent.end)
                rest = self.chunk_of.get(b)
                if b - j <= 5 and rest is not None and rest.start == b and self.pos[rest.end - 1] == "NOUN":
                    j, end_char = rest.end, rest.end_char  # "reinforcement learning (RL) models"
            pp = self._chunk_after(j, sent.end) if j + 1 < sent.end and low[j] in (
                "from", "of", "in", "under", "with", "on", "to", "for", "across", "into") else None
            if pp is not None:
                if low[pp.start] not in _ANAPHORIC_DETERMINERS and low[j + 1] not in _ANAPHORIC_DETERMINERS:
                    end_char = pp.end_char  # "Estimating causal effects from observational data is hard"
                j = pp.end
            if j + 1 < sent.end and low[j] in _MEANS_PREPS:
                means = self._chunk_after(j, sent.end)
                if means is not None:
                    j = means.end  # "... via randomized smoothing is challenging"
            if j < sent.end and self.words[j] == "(":
                while j < sent.end and self.words[j] != ")":
                    j += 1
                j += 1
            if j + 1 < sent.end and low[j] in ("has", "have") and low[j + 1] in ("been", "become"):
                j += 1
            if j >= sent.end or low[j] not in ("is", "are", "remains", "remain", "been", "become", "poses"):
                continue
            k = j + 1
            while k < sent.end and k < j + 6 and (self.pos[k] in ("DET", "ADV") or
                                                  self.pos[k] == "ADJ" and low[k] not in _CHALLENGE_WORDS
                                                  or low[k] in L.PROBLEM_QUALIFIERS and low[k] not in _CHALLENGE_WORDS):
                k += 1
            if k >= sent.end or low[k] not in _CHALLENGE_WORDS:
                continue
            if any(_norm(self._span_text(n)) in proposed_keys for n in self._names_in(i, ch.end)):
                continue
            c = self.add(self.doc[i].idx, end_char, "Task", "task", "task-gerund-problem", 0.6)
            c.tags = {"framed"} | ({"opening-subject"} if si <= 1 else set()) | ({"opening"} if si == 0 else set())

    def _glued(self, a: int, b: int) -> bool:
        """Do tokens ``a`` and ``b`` (``b`` after ``a``) touch, with no space between?"""
        return self.idx[a] + len(self.words[a]) == self.idx[b]

    def _chunk_after(self, p: int, end: int) -> Optional[Span]:
        """The noun chunk that the preposition at token ``p`` governs: it opens right after
        ``p`` or, when :data:`GERUND_PROBLEM_DETERMINER` is on, after one determiner
        that the chunk leaves out ("from these panoramas", "with the reward function");
        None when no chunk opens there (``end`` bounds the search)."""
        ch = self.chunk_of.get(p + 1) if p + 1 < end else None
        if ch is not None and ch.start == p + 1:
            return ch
        if GERUND_PROBLEM_DETERMINER and p + 2 < end and self.pos[p + 1] == "DET":
            ch = self.chunk_of.get(p + 2)
            if ch is not None and ch.start == p + 2:
                return ch
        return None

    def _studied_gerund(self, proposed_keys: set[str]):
        """"We study the problem of learning linear dynamical systems", "we consider
        estimating conditional densities": a gerund clause (the gerund and its object
        noun phrase, which has no determiner, with an "of" complement of up to four
        words: "learning mixtures of linear experts") after "the problem / task of", a
        self-study verb, or "(our / this / we ...) study / analysis of" is the problem
        studied (tag ``study``)."""
        low = self.lower
        n = len(low)
        for i in _positions(self.tag, "VBG"):
            if not 1 <= i < n - 1 or low[i] in _ADJECTIVAL_PARTICIPLES:
                continue  # "we analyze existing definitions": an adjective, no clause
            own = self.chunk_of.get(i)
            inner = own is not None and own.start == i and own.end > i + 1  # "learning linear systems" as one chunk
            if low[i] in NOMINAL_GERUNDS and not inner and not (
                    STUDIED_GERUND_WIDE_OBJECTS and (self._verbal_nominal_gerund(i, n) or low[i + 1] == "in")):
                continue  # ("we study learning a one-layer model", "learning in Markov games": a clause)
            b = i - 1
            si = self.tok_sent[i]
            lo = self.sents[si].start
            lead = i
            if self.pos[b] == "ADV" and b - 1 >= lo and low[b - 1] in ("of", "study", "consider", "studies", "considers"):
                lead, b = b, b - 1  # "the problem of collaboratively learning X"
            wide = False  # a clause only the session-46 switches read
            if low[b] == "of" and b - 1 >= lo and low[b - 1] in _STUDY_NOUNS and \
                    any(w in ("we", "our", "this", "paper", "work") for w in low[max(lo, b - 6):b - 1]):
                studied = True  # "we perform the first comprehensive study of encoding graphs as text"
            elif low[b] == "of" and b - 1 >= lo and low[b - 1] in ("problem", "task"):
                k = b - 2
                while k > lo and low[k] in ("the", "a", "an", "fundamental", "classical", "general"):
                    k -= 1
                studied = low[k] in L.STUDY_VERBS and any(w in ("we", "paper", "work", "i")
                                                          for w in low[max(lo, k - 3):k])
            elif low[b] in L.STUDY_VERBS and b - 1 >= lo and low[b - 1] == "we":
                studied = True
            elif STUDIED_GERUND_SUBJECTS and self._paper_study_cue(b, lo):
                studied = wide = True  # "this work focuses on V-ing X", "we theoretically study V-ing X"
            else:
                continue
            if not studied:
                continue
            ch = self.doc[i + 1:own.end] if inner else self.chunk_of.get(i + 1)
            if STUDIED_GERUND_WIDE_OBJECTS and not inner:
                old_ch = ch is not None and ch.start == i + 1 and self.pos[i + 1] != "DET"
                ch = self._studied_object(i, self.sents[si].end)
                wide = wide or not old_ch
            elif ch is None or ch.start != i + 1 or self.pos[i + 1] == "DET":
                continue
            if wide and (low[i] in _MEANS_GERUNDS or low[i] in LIGHT_GERUNDS or low[i] in DEGREE_GERUNDS
                         or low[i] in _IMPROVING_GERUNDS or ch is not None and (
                             ch.end < self.sents[si].end and low[ch.end] == "to"
                             or _singular(low[ch.end - 1]) in _MEANS_OBJECT_HEADS
                             or len(ch) > 1 and low[ch.start + 1] in _BACK_REFERRING_ADJECTIVES)):
                continue  # "using X", "improving X", "training a robot to V", "designing an algorithm"
            if ch is None or ch.end - i > (8 if wide else 6):
                continue
            if wide and inner and low[i] in NOMINAL_GERUNDS:
                continue  # "we analytically study learning dynamics": a noun phrase, read elsewhere
            if len(ch) == 1 and _singular(low[ch.start]) in L.GENERIC_NOUNS or self.pos[ch.end - 1] not in ("NOUN", "PROPN"):
                continue  # "obtaining optimal (and realistic prescriptions)": no noun phrase
            if any(_norm(self._span_text(n)) in proposed_keys for n in self._names_in(ch.start, ch.end)):
                continue
            end_char = ch.end_char
            # "learning mixtures of linear classifiers": the object's "of" complement
            comp_words = ("of", "in") if STUDIED_GERUND_WIDE_OBJECTS else ("of",)
            comp = self.chunk_of.get(ch.end + 1) if ch.end + 1 < self.sents[si].end and low[ch.end] in comp_words \
                and low[ch.start] != "in" else None
            if comp is not None and low[ch.end] == "in" and len(comp) < 2:
                comp = None  # "learning dynamics in conjunction": one word after "in" is no setting
            if comp is not None and comp.start == ch.end + 1 and self.pos[comp.start] != "DET" and len(comp) <= 4 \
                    and comp.end - i <= 8 and self.pos[comp.end - 1] in ("NOUN", "PROPN") and \
                    not any(_norm(self._span_text(n)) in proposed_keys for n in self._names_in(comp.start, comp.end)):
                end_char = comp.end_char
            if wide:
                nxt = next((k for k in range(ch.end, self.sents[si].end) if self.doc[k].idx >= end_char), None)
                if nxt is not None and (self.pos[nxt] in ("NOUN", "PROPN", "ADJ", "NUM")
                                        or self.tag[nxt] in ("VBG", "VB", "VBN") or low[nxt] == "of"):
                    continue  # "training instabilities (of behavior cloning)", "the sample (mean)": it goes on
            c = self.add(self.doc[lead].idx, end_char, "Task", "task", "task-studied-clause", 0.6)
            c.tags = {"study", "framed"}

    def _paper_study_cue(self, b: int, lo: int) -> bool:
        """Whether token ``b`` (right before a gerund) ends a statement of study of the
        paper's own (:data:`STUDIED_GERUND_SUBJECTS`): "this / our paper / work / study"
        + a verb of study ("this paper studies"), "we / this work" + "focus(es) on" or
        "deal(s) with", or "we" + an adverb + a verb of study ("we theoretically study").
        ``lo``: first token of the sentence."""
        low = self.lower

        def paper_subject(k: int) -> bool:  # "we" at k, or "this / our" + a paper noun ending at k
            return k >= lo and (low[k] == "we" or
                                k - 1 >= lo and low[k] in _PAPER_SUBJECT_NOUNS and low[k - 1] in ("this", "our"))
        verb = b
        if low[b] in _STUDY_PARTICLE_VERBS:
            if not (b - 1 >= lo and low[b - 1] in _STUDY_PARTICLE_VERBS[low[b]]):
                return False
            verb = b - 1
        elif low[b] not in L.STUDY_VERBS:
            return False
        if paper_subject(verb - 1):
            return True
        # "we theoretically study"
        return verb - 2 >= lo and self.pos[verb - 1] == "ADV" and low[verb - 1].endswith("ly") and low[verb - 2] == "we"

    def _studied_object(self, i: int, hi: int) -> Optional[Span]:
        """The object of the studied gerund at token ``i`` (:data:`STUDIED_GERUND_WIDE_OBJECTS`),
        as a span from the token after the gerund (or after the last of gerunds joined by
        "and" / "or": "detecting and correcting failed estimates"): a noun chunk, which may
        follow "a / an / the" ("learning a one-layer attention model"), or, for an
        intransitive gerund, "in" + a chunk without article, an adverb allowed before it
        ("learning in distributionally robust Markov games"). None when neither is there
        (another determiner: "studying such drifts" refers back). ``hi``: end of the
        sentence (token index)."""
        low, pos, tag = self.lower, self.pos, self.tag
        k = i + 1
        while k + 1 < hi and low[k] in ("and", "or") and tag[k + 1] == "VBG" and low[k + 1] not in DEGREE_GERUNDS:
            k += 2  # "detecting and correcting"
        if k >= hi:
            return None
        start = k
        if low[k] in ("a", "an", "the") and pos[k] == "DET":
            k += 1
        elif low[k] == "in" and k == i + 1:
            k += 1
            if k < hi and pos[k] == "ADV":
                k += 1  # "learning in distributionally robust games"
        ch = self.chunk_of.get(k) if k < hi else None
        if ch is None or ch.start != k:
            return None
        return self.doc[start:ch.end]

    def _object_chunk(self, k: int, hi: int) -> Optional[Span]:
        """The noun chunk that starts at token ``k`` (a gerund's object), or right after an
        article at ``k`` (a chunk may start after its article); None when there is none.
        ``hi``: end of the sentence (token index)."""
        obj = self.chunk_of.get(k)
        if (obj is None or obj.start != k) and self.pos[k] == "DET" and k + 1 < hi:
            obj = self.chunk_of.get(k + 1)
            if obj is not None and obj.start != k + 1:
                obj = None
        return obj

    def _with_of_complement(self, end: int, hi: int) -> int:
        """``end`` (token index after an object chunk) moved past an "of" complement of at
        most four tokens, without article, headed by a noun ("a parameter of interest");
        ``end`` itself when there is none. ``hi``: end of the sentence (token index)."""
        pos = self.pos
        comp = self.chunk_of.get(end + 1) if end + 1 < hi and self.lower[end] == "of" else None
        if comp is not None and comp.start == end + 1 and pos[comp.start] != "DET" and len(comp) <= 4 \
                and pos[comp.end - 1] in ("NOUN", "PROPN"):
            return comp.end
        return end

    def _verbal_nominal_gerund(self, g: int, hi: int) -> bool:
        """Is the gerund at token ``g`` that can be a noun (:data:`NOMINAL_GERUNDS`:
        "learning", "training", "computing") the verb of a clause here, because an article
        opens its object right after it ("the problem of training a generative model",
        "the task of computing the optimal policy"; a noun is not followed by "the" / "a" /
        "an")? :data:`GERUND_ARTICLE_OBJECTS`; ``hi``: end of the sentence (token index)."""
        return GERUND_ARTICLE_OBJECTS and g + 1 < hi and self.lower[g + 1] in ("the", "a", "an") \
            and self.pos[g + 1] == "DET"

    def _problem_of_gerund(self, proposed_keys: set[str]):
        """"We consider the task of identifying and estimating a parameter of interest",
        "little attention has been given to the problem of automatically identifying the
        optimal latent geometry", "the task of localizing and correcting the features ...
        has not been studied": the gerund clause after "the problem / task of"
        (:data:`_GERUND_FRAME_NOUNS`) names the problem, with or without a verb of study
        before it (rule ``task-problem-of-gerund``; tags ``framed``, and ``study`` after
        "we" and a study verb). :meth:`_studied_gerund` reads the clause only after a verb
        of study and with an object without determiner.

        The clause: an optional adverb ("automatically"), a gerund, further gerunds joined
        by "and" / "or" ("identifying and estimating"), an object noun phrase of at most
        five tokens that may open with "the" / "a" / "an" (not with an anaphoric
        determiner, "such drifts", nor a pronoun), headed by a noun, and an "of"
        complement of at most four tokens without determiner ("a parameter of
        interest"). Not for a gerund of degree (:data:`DEGREE_GERUNDS`: "the problem of
        improving accuracy") or of a shortcoming (:data:`_NEGLECT_GERUNDS`), an adjectival
        participle, a generic one-word object, a phrase that the next word continues (a
        noun, verb, adjective or number, or a comma or "and" before an adjective or noun:
        "the sample mean", "image and text representations"), a phrase over a proposed
        name, a span another task candidate holds, or a definition of a task the text
        names ("X is the task of V-ing Y", "X, the problem of V-ing Y": the frame noun after
        a word of :data:`_DEFINING_WORDS` or a comma, determiners and adjectives aside).

        Args:
            proposed_keys: normalised keys of the paper's proposed names.
        """
        low, pos, tag = self.lower, self.pos, self.tag
        n = len(low)
        have = [(c.start, c.end) for c in self.cands if c.etype == "Task"]
        for i in _positions_between(low, _OF_WORD, 2, n - 2):
            if low[i] != "of" or _singular(low[i - 1]) not in _GERUND_FRAME_NOUNS:
                continue
            si = self.tok_sent[i]
            lo, hi = self.sents[si].start, self.sents[si].end
            d = i - 2
            while d > lo and (pos[d] in ("DET", "ADJ") or low[d] in _ANAPHORIC_DETERMINERS
                              or low[d] in _ADJECTIVAL_PARTICIPLES):
                d -= 1  # ("is the challenging task of")
            if d > lo and low[d] == "to" and low[d - 1] in _DEFINING_WORDS:
                d -= 1  # "refers to the task of"
            if d >= lo and (low[d] in _DEFINING_WORDS or self.words[d] in (",", "(", "—")):
                continue  # "X is the task of V-ing Y", "X, the problem of V-ing Y": a definition of X
            lead = i + 1
            g = lead + 1 if pos[lead] == "ADV" and lead + 1 < hi else lead  # "automatically identifying"
            if g >= hi or tag[g] != "VBG" or low[g] in DEGREE_GERUNDS or low[g] in _ADJECTIVAL_PARTICIPLES \
                    or low[g] in NOMINAL_GERUNDS and not self._verbal_nominal_gerund(g, hi) \
                    or low[g] in _NEGLECT_GERUNDS:
                continue
            k = g + 1
            while k + 1 < hi and low[k] in ("and", "or") and tag[k + 1] == "VBG" and low[k + 1] not in DEGREE_GERUNDS:
                k += 2  # "identifying and estimating"
            if k >= hi or low[k] in _ANAPHORIC_DETERMINERS or pos[k] == "PRON":
                continue  # "detecting such drifts", "processing them": the object refers back
            if pos[k] == "DET" and low[k] not in ("the", "a", "an"):
                continue
            obj = self._object_chunk(k, hi)
            if obj is None or obj.start > k + 1 or pos[obj.end - 1] not in ("NOUN", "PROPN"):
                continue
            glued = sum(1 for x in range(k + 1, obj.end - 1) if self.words[x] == "-" and not self.ws[x - 1]
                        and not self.ws[x]) if HYPHEN_OBJECT_WORDS else 0
            if obj.end - k - 2 * glued > 5:
                continue  # (a hyphenated compound counts one word: "a flow-based generative model")
            body = [x for x in range(k, obj.end) if pos[x] != "DET"]
            if not body or len(body) == 1 and _singular(low[body[0]]) in L.GENERIC_NOUNS:
                continue
            end = self._with_of_complement(obj.end, hi)  # "a parameter of interest"
            if end < hi and (pos[end] in ("NOUN", "PROPN", "VERB", "AUX", "NUM", "ADJ", "PART") or (
                    self.words[end] == "," or low[end] in ("and", "or")) and end + 1 < hi
                    and pos[end + 1] in ("ADJ", "NOUN", "PROPN")):
                continue  # the phrase goes on ("the sample mean", "image and text representations")
            if any(_norm(self._span_text(x)) in proposed_keys for x in self._names_in(lead, end)):
                continue
            s0, s1 = self.idx[lead], self.idx[end - 1] + len(self.words[end - 1])
            if any(a <= s0 and s1 <= b or s0 <= a and b <= s1 for a, b in have):
                continue
            b = i - 2
            while b > lo and low[b] in ("the", "a", "an", "fundamental", "classical", "general", "important"):
                b -= 1
            studied = low[b] in L.STUDY_VERBS and any(w in ("we", "paper", "work", "i") for w in low[max(lo, b - 3):b])
            if studied:
                c = self.add(s0, s1, "Task", "task", "task-problem-of-gerund", 0.6)
                c.tags = {"framed", "study"}
            else:  # a problem met on the way, as ``task-problem-of`` reads one (:meth:`_stated_problems`)
                c = self.add(s0, s1, "Task", "task", "task-problem-of", 0.6)
                c.tags = {"secondary"}
            have.append((s0, s1))

    def _means_cue_methods(self) -> None:
        """Retype as used methods (rule ``method-means-cue``) the task candidates of a generic
        task rule (:data:`_MEANS_CUE_TASK_RULES`) that stand right after a cue of means
        (:data:`_MEANS_CUE_RE`: "scaling techniques based on graph compression", "DPOK
        integrates policy optimization with KL regularization", "the use of constrained
        optimization"): the cue says the phrase is how something is done; so are the later
        members of a list that such a phrase opens ("based on A, B, and C"). Candidates of
        rules that read a problem frame ("we study T", "T aims to") are left alone. With
        :data:`COMPARED_CUE_METHODS`, a cue of comparison (:data:`_COMPARED_CUE_RE`: "compared to
        standard X", "unlike X", "reduces to X") retypes the phrase as a compared method (role
        ``compared``, rule ``method-compared-cue``).

        With :data:`BY_SOLVING_METHODS`, the phrase of a rule of :data:`_BY_SOLVING_TASK_RULES`
        right after "by solving" (:data:`_BY_SOLVING_RE`) that does not end in "task(s)" is
        retyped too (rule ``method-by-solving``), its trailing "problem(s)" cut off ("by
        solving a convex optimization problem" -> "convex optimization"), and task candidates
        inside its span are dropped; a phrase ending in "task(s)" ("by solving simple pretext
        tasks") and the phrases inside it are left alone.

        Changes ``self.cands`` in place; returns nothing.
        """
        text = self.text
        ends: list[int] = []  # where retyped phrases end: a list goes on after them
        solved: list[tuple[int, int]] = []  # spans retyped after "by solving"
        inside: list = []  # task candidates inside them: dropped
        solved_tasks: list[tuple[int, int]] = []  # tasks solved as a means: left alone
        for c in sorted(self.cands, key=lambda c: (c.start, -c.end)):
            if c.etype != "Task" or c.sent >= len(self.sents):
                continue
            if any(a <= c.start and c.end <= b for a, b in solved):
                inside.append(c)  # ("by solving a robust [low-rank matrix approximation] problem")
                continue
            s0 = self.sents[c.sent].start_char
            if BY_SOLVING_METHODS and c.rule in _BY_SOLVING_TASK_RULES and _BY_SOLVING_RE.search(
                    text, max(s0, c.start - 40), c.start) is not None:
                if re.search(r"\btasks?$", text[c.start:c.end], re.IGNORECASE):
                    solved_tasks.append((c.start, c.end))  # "by solving simple pretext tasks"
                    continue
                if any(a <= c.start and c.end <= b for a, b in solved_tasks):
                    continue  # (its words inside: "[simple pretext] tasks")
                solved.append((c.start, c.end))
                tail = _PROBLEM_TAIL_RE.search(text, c.start, c.end)
                if tail is not None and tail.start() > c.start:
                    c.end = tail.start()
                c.etype, c.role, c.rule, c.main = "Method", "used", "method-by-solving", False
                c.tags = set()
                continue
            if c.rule not in _MEANS_CUE_TASK_RULES:
                continue
            compared = COMPARED_CUE_METHODS and _COMPARED_CUE_RE.search(
                text, max(s0, c.start - 50), c.start) is not None
            if not compared and _MEANS_CUE_RE.search(text, max(s0, c.start - 40), c.start) is None and not any(
                    s0 <= e <= c.start and _LIST_GAP_RE.fullmatch(text, e, c.start) for e in ends):
                continue  # (a later member of the list: "based on A, B, and C")
            c.etype, c.main = "Method", False
            c.role, c.rule = ("compared", "method-compared-cue") if compared else ("used", "method-means-cue")
            c.tags = set()
            ends.append(c.end)
        if inside:
            self.cands = [c for c in self.cands if not any(c is d for d in inside)]

    def _instance_problems(self) -> None:
        """Drop the task candidates of a generic task rule (:data:`_MEANS_CUE_TASK_RULES`) that
        name one instance of an optimization problem (:data:`INSTANCE_OPTIMIZATION_DROPPED`):
        the phrase ends in "optimization" and is followed by the singular "problem"; right
        before it stand "a" / "an" (the phrase may hold up to two modifiers the trimming left
        out between them) and no word of :data:`_INSTANCE_FRAMING_WORDS`. "leading to a
        non-convex optimization problem" loses its task "non-convex optimization"; "X is a
        multi-objective optimization problem" keeps it.

        Changes ``self.cands`` in place; returns nothing.
        """
        text = self.text
        drop = []
        for c in self.cands:
            if c.etype != "Task" or c.rule not in _MEANS_CUE_TASK_RULES or c.sent >= len(self.sents):
                continue
            if _OPTIMIZATION_HEAD_RE.search(text, c.start, c.end) is None \
                    or _SINGULAR_PROBLEM_RE.match(text, c.end) is None:
                continue
            s0 = self.sents[c.sent].start_char
            lead = None
            for back in (0, 1, 2):  # modifiers trimmed off the phrase: "a tractable [convex optimization]"
                b = c.start
                for _ in range(back):
                    m = re.search(r"[\w-]+\s+$", text[max(s0, b - 30):b])
                    if m is None:
                        break
                    b -= len(m.group())
                else:
                    lead = _INSTANCE_LEAD_RE.search(text, max(s0, b - 40), b)
                    if lead is not None:
                        break
            if lead is None:
                continue
            if not _INSTANCE_FRAMING_WORDS.isdisjoint(lead.group("lead").lower().split()):
                continue  # "X is (inherently) a multi-objective optimization problem": the text's problem
            drop.append(c)
        if drop:
            self.cands = [c for c in self.cands if not any(c is d for d in drop)]

    def _approach_gerund(self, proposed_keys: set[str]):
        """"Many approaches to draping garments on bodies ...", "existing methods for
        estimating treatment effects", "X is a fast-emerging method for encoding natural
        signals": in the first three sentences, a gerund clause (gerund and its object
        noun phrase without determiner, at most five words) after "approaches /
        methods / algorithms / techniques to / for" or after the head of a copular
        definition of a means (:meth:`_defined_means_for`) is the problem those methods
        solve; after the descriptor of the main proposal ("X, a novel method for
        reconstructing dynamic scenes", :meth:`_attached_to_proposal`) it is the purpose
        of the paper (tag ``purpose``) (tags ``framed``, and ``opening`` in the first sentence). Gerunds
        of use ("using", "leveraging") and nominal gerunds ("learning") are not
        clauses."""
        low = self.lower
        for si in range(min(3, len(self.sents))):
            sent = self.sents[si]
            for i in range(sent.start + 2, sent.end - 1):
                if self.tag[i] != "VBG" or low[i] in _TASK_BLOCK or low[i] in DEGREE_GERUNDS \
                        or LIGHT_PURPOSE_GERUNDS and low[i] in LIGHT_GERUNDS:
                    continue  # "a strategy for increasing scale": a change of degree, no problem
                p = i - 1 if self.pos[i - 1] != "ADV" else i - 2  # "for efficiently reconstructing"
                if p - 1 < sent.start:
                    continue
                purpose = low[p] == "for" and _singular(low[p - 1]) in _WHOLE_DESCRIPTOR_HEADS \
                    and self._attached_to_proposal(p)  # "X, a novel method for reconstructing scenes"
                if low[p] not in ("to", "for") or not (low[p - 1] in _APPROACH_NOUNS or purpose
                                                       or self._defined_means_for(p - 1)):
                    continue
                own = self.chunk_of.get(i)
                if own is not None and own.start == i and own.end > i + 1:
                    ch = self.doc[i + 1:own.end]  # "encoding natural signals" parsed as one chunk
                elif low[i] in NOMINAL_GERUNDS:
                    continue
                else:
                    ch = self.chunk_of.get(i + 1)
                if ch is None or ch.start != i + 1 or self.pos[i + 1] == "DET" or ch.end - i > 5 \
                        or low[i + 1] in _ANAPHORIC_DETERMINERS:
                    continue  # "approaches to finding such subgroups" refers back
                if self.pos[ch.end - 1] not in ("NOUN", "PROPN") or self.words[ch.end - 1].endswith("-") or \
                        _singular(low[ch.end - 1]) in ("problem", "task") or \
                        len(ch) == 1 and _singular(low[ch.start]) in L.GENERIC_NOUNS:
                    continue
                if any(_norm(self._span_text(n)) in proposed_keys for n in self._names_in(ch.start, ch.end)):
                    continue
                obj = {_singular(w) for w in low[ch.start:ch.end] if w.isalnum()}
                if any(c.etype == "Task" and obj <= {_singular(w) for w in self._text(c).lower().split()}
                       for c in self.cands):
                    continue  # the text also names it as a noun phrase: "4D dynamic object generation"
                end = self._with_of_complement(ch.end, sent.end) if APPROACH_GERUND_OF else ch.end
                if end > ch.end and (self._model_head(_singular(low[end - 1])) or any(
                        self.name_at.get(x) is not None for x in range(ch.end + 1, end))):
                    end = ch.end  # "quantifying predictive uncertainty of machine learning models", "...
                    # of CLIP": what it is applied to
                c = self.add(self.idx[i], self.idx[end - 1] + len(self.words[end - 1]), "Task", "task",
                             "task-approach-clause", 0.55)
                c.tags = {"framed"} | ({"opening"} if si == 0 else set()) | ({"purpose"} if purpose else set())

    def _proposal_purpose_gerund(self, proposed_keys: set[str]):
        """The purpose of the paper's own contribution as a gerund clause, in any sentence:
        "this paper introduces a pathologist-in-the-loop framework for generating
        clinically-plausible synthetic medical images", "our objective is to present a
        systematic approach for attributing the causal effects of agents' actions to ..."
        -> the clause (rule ``task-proposal-purpose-clause``, tags ``framed`` and
        ``purpose``). :meth:`_approach_gerund` reads such a clause in the first three
        sentences only, with an object of at most five tokens and no article; the purpose
        fallback only when no task was found.

        Conditions: "for" (or "to" before a gerund, "a new approach to constructing X":
        :data:`PURPOSE_GERUND_TO`) after a method noun (:data:`~kg.extract.roles_base._WHOLE_DESCRIPTOR_HEADS`)
        attached to the main proposal (:meth:`_attached_to_proposal`) or presented by the
        text itself ("we / our / this paper ... present / propose / introduce / develop a
        <method noun> for", :meth:`_self_presented`); an optional adverb and a gerund that
        is no gerund of use, degree, solving (its object is read by other rules), study or
        computation (:data:`_STUDY_OR_STEP_GERUNDS`) nor a nominal one, with further such
        gerunds joined by "and" / "or" ("for detecting and mitigating X",
        :data:`PURPOSE_GERUND_COORDINATED`); an object noun
        phrase of at most six words (a hyphenated compound is one word) that may open with
        "the" / "a" / "an", headed by a noun that is no means, model or method noun and
        not a generic noun alone; then an "of" complement of at most four tokens without
        article, and a "from" complement of at most four tokens ("generating avatars from
        text prompts"). Refused when the phrase goes on (a noun, verb, adjective or number
        after it, a comma or "and" before an adjective or noun, or a definite object
        followed by another preposition: "identifying the part of the representation"),
        holds a proposed name, or overlaps a task candidate.

        Args:
            proposed_keys: normalised keys of the paper's proposed names.
        """
        low, pos, tag, words = self.lower, self.pos, self.tag, self.words
        have = [(c.start, c.end) for c in self.cands if c.etype == "Task"]

        def plain_gerund(x: int) -> bool:
            return x < hi and tag[x] == "VBG" and low[x] not in _TASK_BLOCK and low[x] not in DEGREE_GERUNDS \
                and low[x] not in _TASK_OBJECT_GERUNDS and low[x] not in _STUDY_OR_STEP_GERUNDS \
                and low[x] not in NOMINAL_GERUNDS

        cues = sorted(_positions(low, "for") + (_positions(low, "to") if PURPOSE_GERUND_TO else []))
        for p in cues:
            si = self.tok_sent[p]
            lo, hi = self.sents[si].start, self.sents[si].end
            if p < lo + 2 or p + 2 >= hi or _singular(low[p - 1]) not in _WHOLE_DESCRIPTOR_HEADS:
                continue
            g = p + 1 if pos[p + 1] != "ADV" else p + 2  # "for automatically generating"
            if not plain_gerund(g):
                continue
            if not (self._attached_to_proposal(p) or self._self_presented(p)):
                continue
            k = g + 1
            while PURPOSE_GERUND_COORDINATED and k + 1 < hi and low[k] in ("and", "or") and plain_gerund(k + 1):
                k += 2  # "a method for detecting and mitigating gender bias"
            end = self._purpose_object_end(k, hi)
            if end is None:
                continue
            if end < hi and (pos[end] in ("NOUN", "PROPN", "VERB", "AUX", "NUM", "ADJ", "PART") or (
                    words[end] == "," or low[end] in ("and", "or")) and end + 1 < hi
                    and pos[end + 1] in ("ADJ", "NOUN", "PROPN")):
                continue  # the phrase goes on
            if any(_norm(self._span_text(x)) in proposed_keys for x in self._names_in(g, end)):
                continue
            s0, s1 = self.idx[p + 1], self.idx[end - 1] + len(words[end - 1])
            if any(a < s1 and s0 < b for a, b in have):
                continue
            c = self.add(s0, s1, "Task", "task", "task-proposal-purpose-clause", 0.55)
            c.tags = {"framed", "purpose"}
            have.append((s0, s1))

    def _proposal_purpose_infinitive(self, proposed_keys: set[str]):
        """The purpose of the paper's own contribution as an infinitive clause, in any
        sentence: "we present X, a novel method to decompose an image into components",
        "we propose an unsupervised framework to pre-train generalist policies" -> the
        infinitive and its object, as the text writes them ("decompose an image", rule
        ``task-proposal-purpose-infinitive``, tags ``framed`` and ``purpose``): the gold
        conventions give a main task the abstract never writes as one noun phrase with
        such spans as aliases. The infinitive counterpart of
        :meth:`_proposal_purpose_gerund`, with the same conditions on the method noun
        (attached to the main proposal or presented by the text itself), the object and
        its "of" / "from" complements; the verb is a base form ("VB", after an optional
        adverb) outside :data:`_PURPOSE_INFINITIVE_BLOCK`. The phrase ends before a word of
        use ("using", "via", "by": the means); it is refused when it goes on (a noun, verb or
        adjective after it), when "as" or a coordinated verb follows ("to formulate X as Y",
        "to copy X and paste them": a procedure), when it overlaps another task candidate
        ("to enhance image classification": the task inside is the problem) and, where the
        paper has a title, when the title holds none of its content words
        (:data:`PURPOSE_INFINITIVE_TITLE_WORD`). ``TaskRules``' caller keeps such a task only
        as the main task (``kg.extract.roles.PURPOSE_INFINITIVE_MAIN_ONLY``).

        Args:
            proposed_keys: normalised keys of the paper's proposed names.
        """
        low, pos, tag, words = self.lower, self.pos, self.tag, self.words
        have = [(c.start, c.end) for c in self.cands if c.etype == "Task"]
        for p in _positions(low, "to"):
            si = self.tok_sent[p]
            lo, hi = self.sents[si].start, self.sents[si].end
            if p < lo + 2 or p + 2 >= hi or _singular(low[p - 1]) not in _WHOLE_DESCRIPTOR_HEADS:
                continue
            g = p + 1 if pos[p + 1] != "ADV" else p + 2  # "a method to automatically identify"
            if g + 1 >= hi or tag[g] != "VB" or low[g] in _PURPOSE_INFINITIVE_BLOCK or low[g] in _TASK_BLOCK:
                continue
            if not (self._attached_to_proposal(p)
                    or PURPOSE_INFINITIVE_SELF_PRESENTED and self._self_presented(p)):
                continue
            end = self._purpose_object_end(g + 1, hi)
            if end is None:
                continue
            if end < hi and low[end] not in _TASK_BLOCK and (
                    pos[end] in ("NOUN", "PROPN", "VERB", "AUX", "NUM", "ADJ", "PART") or (
                    words[end] == "," or low[end] in ("and", "or")) and end + 1 < hi
                    and pos[end + 1] in ("ADJ", "NOUN", "PROPN")):
                continue  # the phrase goes on ("using M" names the means: the phrase ends)
            if end + 1 < hi and (low[end] == "as" or low[end] in ("and", "or") and tag[end + 1].startswith("VB")):
                continue  # "to formulate X as Y", "to copy X and paste them": a procedure, not its purpose
            if any(_norm(self._span_text(x)) in proposed_keys for x in self._names_in(g, end)):
                continue
            s0, s1 = self.idx[g], self.idx[end - 1] + len(words[end - 1])
            if any(a < s1 and s0 < b for a, b in have):
                continue  # "to enhance image classification": the task inside is the problem
            if PURPOSE_INFINITIVE_TITLE_WORD and self._title_words() and not (
                    set(_singular_words(self.text[s0:s1].lower())) - TITLE_HEAD_STOP_WORDS) \
                    & {w for t in self._title_words() for w in _singular_words(t)}:
                continue  # the title names another problem ("Group Fairness in Peer Review"
                # against "to find one such assignment"): the clause is a step of the method
            c = self.add(s0, s1, "Task", "task", "task-proposal-purpose-infinitive", 0.55)
            c.tags = {"framed", "purpose"}
            have.append((s0, s1))

    def _purpose_object_end(self, k: int, hi: int) -> int | None:
        """The end of the object of a purpose verb whose object starts at token ``k`` (the
        shared reading of :meth:`_proposal_purpose_gerund` and
        :meth:`_proposal_purpose_infinitive`): a noun chunk that starts at ``k`` or after
        "the" / "a" / "an" (no anaphoric determiner, no pronoun), of at most six words, whose
        head is no means, method or model noun and not a lone generic noun; it takes an "of"
        complement ("the causal effects of agents' actions") and a short "from" phrase
        ("generating avatars from text prompts"), and is refused when a determined object
        goes on with a preposition that is no setting ("the part of the representation").

        Args:
            k: token index of the object's first word.
            hi: end (exclusive) of the sentence.

        Returns:
            The token index after the object, or None when there is no object to read."""
        low, pos, words = self.lower, self.pos, self.words
        if k >= hi or low[k] in _ANAPHORIC_DETERMINERS or pos[k] == "PRON" \
                or pos[k] == "DET" and low[k] not in ("the", "a", "an"):
            return None
        obj = self._object_chunk(k, hi)
        if obj is None or obj.start > k + 1 or pos[obj.end - 1] not in ("NOUN", "PROPN"):
            return None
        n_words = sum(1 for x in range(k, obj.end) if words[x] != "-" and not (x > k and words[x - 1] == "-"))
        head = _singular(low[obj.end - 1])
        if n_words > 6 or head in _MEANS_HEADS or head in L.METHOD_HEADS or self._model_head(head):
            return None  # "a framework for implementing samplers": the object is a means
        body = [x for x in range(k, obj.end) if pos[x] != "DET"]
        if not body or len(body) == 1 and _singular(low[body[0]]) in L.GENERIC_NOUNS:
            return None
        end = self._with_of_complement(obj.end, hi)
        if end == obj.end and pos[k] == "DET" and end < hi and pos[end] == "ADP" \
                and low[end] not in _PURPOSE_CLAUSE_SETTING_PREPS:
            return None  # "identifying the part of the representation": the object goes on
        if end + 1 < hi and low[end] == "from":
            fr = self.chunk_of.get(end + 1)
            if fr is None and pos[end + 1] == "DET" and end + 2 < hi:
                fr = self.chunk_of.get(end + 2)
            if fr is not None and fr.start in (end + 1, end + 2) and fr.end - end <= 5 \
                    and pos[fr.end - 1] in ("NOUN", "PROPN"):
                end = fr.end
        return end

    def _self_presented(self, p: int) -> bool:
        """Is the method noun before token ``p`` ("for") the object of a verb by which the
        text presents its own work ("we present a systematic approach for", "our objective
        is to present a ... framework for", "this paper introduces a framework for")? The
        noun's chunk follows the verb of :data:`_PRESENT_VERBS` after determiners,
        adjectives, adverbs, commas and hyphens, and "we", "our" or "this / the paper /
        work / study" comes before the verb in the sentence."""
        low = self.lower
        ch = self.chunk_of.get(p - 1)
        if ch is None or ch.end != p:
            return False
        lo = self.sents[self.tok_sent[p]].start
        j = ch.start - 1
        while j > lo and (self.pos[j] in ("DET", "ADJ", "ADV") or self.words[j] in (",", "-")):
            j -= 1
        if low[j] not in _PRESENT_VERBS:
            return False
        before = low[lo:j]
        return "we" in before or "our" in before or any(
            before[x] in ("this", "the") and before[x + 1] in ("paper", "work", "study") for x in range(len(before) - 1))

    def _defined_means_for(self, k: int) -> bool:
        """Is token ``k`` the head of a copular definition of a means ("X is a
        fast-emerging method (for ...)", "X remains a popular tool")? The head is one of
        :data:`_DEFINED_MEANS_HEADS` after "is / are / remains a(n)" and adjectives."""
        if _singular(self.lower[k]) not in _DEFINED_MEANS_HEADS:
            return False
        lo = self.sents[self.tok_sent[k]].start
        j = k - 1
        while j > lo and (self.pos[j] in ("ADJ", "ADV") or self.words[j] == "-" or self.tag[j] in ("VBG", "VBN")):
            j -= 1
        return j > lo and self.lower[j] in ("a", "an") and self.lower[j - 1] in ("is", "are", "remains", "remain")

    def _collection_tasks(self, proposed_keys: set[str]):
        """Tasks named by the datasets or environments that serve them ("two syntactic
        parsing datasets", "a grid world navigation environment", "short-term forecasting
        datasets"): the words of a noun phrase before a last word "dataset(s)" /
        "environment(s)" (:data:`_COLLECTION_NOUNS`), quantifiers and the lexicon's
        stripped modifiers left out, become a task mention (rule ``task-collection``, tags
        ``framed`` and ``evaluation-suite``: a task the paper is evaluated on, never the
        main task by itself) when they end in a task noun of the lexicon ("parsing",
        "forecasting", "navigation"; not a Papers with Code task of another head alone:
        "point cloud datasets" hold data, no task); grading and
        provenance modifiers (:data:`_COLLECTION_GRADES`, evaluative and difficulty words)
        are left out too. Refused: words that name data or a domain rather
        than a task (a head among the lexicon's generic nouns and modifiers: "image
        datasets", "real-world datasets"), a name (a word with two capitals or a digit,
        Title Case words), a proposed name, a dataset or method candidate of the same
        words, and a span that a task candidate already has. This is the reading of a
        task trailer ("X tasks", "X benchmarks") for the words of data collections.

        Args:
            proposed_keys: normalised keys of the paper's proposed names.
        """
        low, words, pos = self.lower, self.words, self.pos
        have = {(c.start, c.end) for c in self.cands if c.etype == "Task"}
        taken = {_norm(self._text(c)) for c in self.cands if c.etype in ("Dataset", "Metric", "Method")}
        for ch in self._nps_ending_in(_COLLECTION_NOUNS):
            cs, ce = ch.start, ch.end
            if ce - cs < 2:
                continue
            b, e = cs, ce - 1
            while b < e and (pos[b] in ("DET", "NUM") or low[b] in L.NP_STRIP_LEFT or low[b] in _QUANTIFIERS
                             or low[b] in _COLLECTION_GRADES or low[b] in L.EVALUATIVE or low[b] in DIFFICULTY_WORDS):
                b += 1
            if b >= e or any(words[x] in ("(", ")", ",") for x in range(b, e)):
                continue
            if any(sum(c_.isupper() for c_ in words[x]) >= 2 or any(c_.isdigit() for c_ in words[x])
                   for x in range(b, e)):
                continue  # "CLRS-30 algorithmic reasoning", "JRC-Acquis translation": a named collection
            if e - b > 1 and all(words[x][:1].isupper() for x in range(b, e) if words[x].isalpha()):
                continue  # a name in Title Case
            head = low[e - 1]
            if pos[e - 1] not in ("NOUN", "PROPN") and head not in NOMINAL_GERUNDS:
                continue
            text = self.text[self.idx[b]:self.idx[e - 1] + len(words[e - 1])]
            key = _norm(text)
            lem = _singular(head)
            if lem not in L.TASK_HEADS or lem in L.GENERIC_NOUNS or head in L.GENERIC_MODIFIERS:
                continue  # ("point cloud datasets": Papers with Code lists "point cloud", but it names data)
            if e - b == 1 and lem not in L.TASK_HEADS:
                continue
            if text.lower() in L.FIELDS or key in proposed_keys or key in taken:
                continue
            if any(_norm(self._span_text(nm)) in proposed_keys for nm in self._names_in(b, e)):
                continue
            s0, s1 = self.idx[b], self.idx[e - 1] + len(words[e - 1])
            if (s0, s1) in have:
                continue
            c = self.add(s0, s1, "Task", "task", "task-collection", 0.55)
            c.tags = {"framed", "evaluation-suite"}
            have.add((s0, s1))

    def _attack_tasks(self, proposed_keys: set[str]):
        """Attacks named as the threat a paper studies or defends against ("robust to
        adversarial attacks", "defend against backdoor attacks", "the rising threat of
        backdoor poisoning attacks"): a noun phrase headed by "attack(s)" with a modifier
        that names its kind becomes a task mention (rule ``task-attack``, tag ``framed``), when it follows "against", "to" after a word
        of robustness or vulnerability (:data:`_THREAT_ADJECTIVES`), "of" after a noun of
        threat or defence (:data:`_THREAT_NOUNS`), or "such as"; or when it opens one of
        the first two sentences. It takes the tag ``threat`` too: the threat behind the
        paper's problem is rarely the problem, so it is the main task only where the
        title states it (:func:`~kg.extract.roles_main.choose_main_task`). The lexicon
        reads "attack" as a method head (an attack
        a paper proposes or uses is a method), so other rules never make these phrases
        tasks; the development gold annotates such threats as tasks (11) or allows them
        (33), rarely as methods used (3, all employed by the paper).

        Refused: a modifier that refers to other attacks or grades them
        (:data:`_ATTACK_VAGUE_MODIFIERS`: "prior attacks", "the strongest attack"), a
        modifier with two capitals or a digit (a named attack method: "PGD-attack"), a
        phrase holding a proposed name or written as a name in Title Case, a phrase of
        more than five words, and a span that a task candidate already has.

        Args:
            proposed_keys: normalised keys of the paper's proposed names.
        """
        low, words, pos = self.lower, self.words, self.pos
        have = {(c.start, c.end) for c in self.cands if c.etype == "Task"}
        for ch in self._nps_ending_in(("attack", "attacks")):
            cs, ce = ch.start, ch.end
            b = cs
            while b < ce - 1 and (pos[b] == "DET" or low[b] in _ATTACK_VAGUE_MODIFIERS):
                b += 1
            if b >= ce - 1 or any(low[x] in _ATTACK_VAGUE_MODIFIERS for x in range(b, ce - 1)):
                continue  # no modifier that names a kind, or one that refers back
            if not all(words[x].isalnum() or words[x] in ("-", "'s") or pos[x] in ("ADJ", "NOUN", "PROPN")
                       for x in range(b, ce)):
                continue
            n_words = sum(1 for x in range(b, ce) if words[x] != "-" and not (x > b and words[x - 1] == "-"))
            if n_words > 5:
                continue
            si = self.tok_sent[cs]
            ss = self.sents[si].start
            p = cs - 1
            framed = False
            if p >= ss:
                if low[p] == "against":
                    framed = True
                elif low[p] == "to" and p - 1 >= ss and low[p - 1] in _THREAT_ADJECTIVES:
                    framed = True
                elif low[p] == "of" and p - 1 >= ss and low[p - 1] in _THREAT_NOUNS:
                    framed = True
                elif low[p] == "as" and p - 1 >= ss and low[p - 1] == "such":
                    framed = True
            opening = si <= 1 and all(pos[x] == "DET" for x in range(ss, cs))
            if not (framed or opening):
                continue
            if ce - b > 1 and all(words[x][:1].isupper() for x in range(b, ce) if words[x].isalpha()) and b != ss:
                continue  # "Smoothed Attack": a name
            if any(sum(ch_.isupper() for ch_ in words[x]) >= 2 or any(ch_.isdigit() for ch_ in words[x])
                   for x in range(b, ce - 1)):
                continue  # "PGD-attack", "LWE attacks": a named attack method, no kind of threat
            if any(_norm(self._span_text(nm)) in proposed_keys for nm in self._names_in(b, ce)):
                continue
            s0, s1 = self.idx[b], self.idx[ce - 1] + len(words[ce - 1])
            if (s0, s1) in have or _norm(self.text[s0:s1]) in proposed_keys:
                continue
            c = self.add(s0, s1, "Task", "task", "task-attack", 0.6)
            # the threat behind the paper's problem, rarely the problem: the main task only
            # where the title states it (roles_main.choose_main_task, tag "threat")
            c.tags = {"framed", "threat"}
            have.add((s0, s1))

    def _issue_tasks(self, proposed_keys: set[str]):
        """A noun compound that the text frames as an issue with an article: "the modality
        collapse issue", "a coupling issue", "the data heterogeneity issue" (ISSUE_TASKS).

        Args:
            proposed_keys: normalised names of the paper's proposals (never a task).
        Adds a Task candidate "X issue" (rule ``task-issue``, tag ``issue``: never the main
        task on this evidence alone, :data:`kg.extract.roles_main.OBJECT_TAGS`) when "the" / "a" / "an" opens the phrase, every word
        before the issue noun is a noun or an adjective (hyphen-joined parts allowed; leading
        adjectives other than relational ones, "-al" / "-ic", are cut) and none is an evaluative
        word, a problem qualifier ("a critical issue"), a vague or anaphoric word or a name;
        "the issue of X" and "this issue" are left to other rules. With
        :data:`ISSUE_ONE_WORD_PROBLEMS`, "the X problem" with X one lower-case noun, neither
        generic, a method head, evaluative nor a problem qualifier ("the overconfidence
        problem"), is added the same way (the noun-phrase loop refuses one-word cores). Pattern read from the
        development pool (session 36); no external source."""
        low, words, pos = self.lower, self.words, self.pos
        n = len(low)
        for e in _positions_between(low, _ISSUE_SCAN_WORDS, 2, n):  # (a word of neither set: continue below)
            one_word_problem = ISSUE_ONE_WORD_PROBLEMS and low[e] == "problem" and low[e - 2] == "the" \
                and pos[e - 1] == "NOUN" and words[e - 1].islower() and low[e - 1] not in L.GENERIC_NOUNS \
                and low[e - 1] not in L.METHOD_HEADS and low[e - 1] not in L.EVALUATIVE \
                and low[e - 1] not in L.PROBLEM_QUALIFIERS
            if low[e] not in _ISSUE_NOUNS and not one_word_problem or e + 1 < n and low[e + 1] == "of":
                continue
            if one_word_problem:
                s0, s1 = self.idx[e - 1], self.idx[e] + len(words[e])
                if _norm(self.text[s0:s1]) not in proposed_keys and _norm(words[e - 1]) not in proposed_keys:
                    c = self.add(s0, s1, "Task", "task", "task-issue", 0.6)
                    c.tags = {"issue"}
                continue
            b = e
            while b - 1 >= 0 and (pos[b - 1] in ("NOUN", "PROPN") and words[b - 1].isalpha()
                                  or ISSUE_ADJECTIVES and pos[b - 1] == "ADJ" and b < e and words[b - 1].isalpha()
                                  or words[b - 1] == "-" and b - 2 >= 0 and not self.ws[b - 2]):
                b -= 1
            while b < e and words[b] == "-":
                b += 1
            if b >= e or b == 0 or low[b - 1] not in _ARTICLES or e - b > 5:
                continue
            if self.tok_sent.get(b) != self.tok_sent.get(e):
                continue
            while b < e - 1 and (pos[b] == "ADJ" or pos[b] == "PROPN" and words[b].islower()) \
                    and not low[b].endswith(_RELATIONAL_SUFFIXES):
                b += 1  # "the prevalent error accumulation issue": a grading adjective is no part of the
                # name (a lower-case "proper noun" is the tagger's guess at an unknown adjective)
            if pos[e - 1] not in ("NOUN", "PROPN") or all(low[x] in L.GENERIC_MODIFIERS or words[x] == "-"
                                                         for x in range(b, e)) or any(
                    low[x] in L.EVALUATIVE or low[x] in L.PROBLEM_QUALIFIERS or low[x] in _ANAPHORIC_DETERMINERS
                    or words[x][:1].isupper() and x != self.sents[self.tok_sent[x]].start for x in range(b, e)):
                continue  # "a critical issue", "the Janus issue": no kind of problem, or a name
            s0, s1 = self.idx[b], self.idx[e] + len(words[e])
            if _norm(self.text[s0:s1]) in proposed_keys or _norm(self._span_text(self.doc[b:e])) in proposed_keys:
                continue
            c = self.add(s0, s1, "Task", "task", "task-issue", 0.6)
            c.tags = {"issue"}  # (roles_main.OBJECT_TAGS: never the main task on this evidence alone)

    def _task_examples(self, proposed_keys: set[str], late: bool = False):
        """Examples of tasks, after Hearst (1992, "Automatic Acquisition of Hyponyms from
        Large Text Corpora", COLING): "tasks such as A, B and C", "downstream tasks
        (e.g., A, B)", "problems including A", "applications like A and B",
        "benchmarks including A", and a task named by its modifiers ("each time series
        analysis task such as A, B"): each listed noun phrase (up to the closing
        parenthesis or the end of the clause) is a task, except names (datasets, models)
        and phrases headed by a method or generic noun that is not a task noun (a
        learning setting of two words or more among examples of tasks or problems is one,
        when :data:`EXAMPLE_SETTINGS`: "tasks including transfer learning").

        With ``late`` (a second call, after the other list rules, :meth:`_conjunct_tasks`
        among them) it reads the lists of session 54 only: those after a colon or in a bracket
        (:data:`COLON_EXAMPLES`, :data:`BRACKET_EXAMPLES`) and the gerund members of every list
        (:data:`EXAMPLE_GERUNDS`), and adds a task only where no task candidate lies, tagged
        :data:`LISTED_EXAMPLE_TAG`; the first call reads the other cues, as before."""
        low = self.lower
        n = len(low)
        # (only the example cues start a list: their positions, in order)
        cues = _positions_between(low, _EXAMPLE_CUES, 1, n - 1)
        if BRACKET_EXAMPLES and late:
            cues = sorted(cues + [k for k in _positions_between(low, _BRACKET_OPEN, 1, n - 1)
                                  if low[k - 1] in _BRACKET_LIST_NOUNS])
        if COLON_EXAMPLES and late:
            cues = sorted(cues + [k for k in _positions_between(low, _COLON_LIST_MARKS, 1, n - 1)
                                  if low[k - 1] in _BRACKET_LIST_NOUNS])
        for k in cues:
            w = low[k]
            bracket_end = None  # the closing bracket of a bracketed list (BRACKET_EXAMPLES)
            if w == "such" and low[k + 1] == "as":
                start = k + 2
            elif w in ("e.g.", "e.g", "including", "like"):
                start = k + 1
                if start < n and self.words[start] == ",":
                    start += 1
            elif w in _COLON_LIST_MARKS:
                start = k + 1  # "three tasks: A, B, and C"
            elif w == "(":
                if low[k + 1] in _EXAMPLE_CUES:
                    continue  # "tasks (e.g., A, B)": the cue inside opens the list
                bracket_end = self._bracket_list_end(k)
                if bracket_end is None:
                    continue
                start = k + 1
            else:
                continue
            j = k - 1
            while j > 0 and self.words[j] in ("(", ",", "[") and k - j < 3:
                j -= 1
            if low[j] == "task" and not (j > 0 and self.pos[j - 1] in ("NOUN", "PROPN")):
                continue  # "invariances of the task, such as X": one task named by its modifiers
                # is a list head ("each time series analysis task such as A, B"), a bare one is not
            domains = EXAMPLE_DOMAINS and low[j] in _EXAMPLE_DOMAIN_HEADS
            if low[j] not in ("tasks", "task", "problems", "applications", "benchmarks") and not domains:
                continue  # ("applications like topology optimization and computational geometry")
            if low[j] == "problems":
                v = j - 1
                while v > 0 and (self.pos[v] in ("ADJ", "DET", "ADV") or low[v] in ("to", "from")):
                    v -= 1
                if low[v] in L.ISSUE_VERBS:
                    continue  # "leads to problems such as over-smoothing": shortcomings, not tasks
            end = self.sents[self.tok_sent[k]].end if bracket_end is None else bracket_end
            x = start
            first_words = 0  # words of the first listed phrase
            gerunds = late and EXAMPLE_GERUNDS and low[j] in ("tasks", "task", "problems")
            listed = w in _COLON_LIST_MARKS or w == "("  # (a cue of the late call)
            # "prediction tasks (mortality, sepsis, ...)": after a task noun the members may be its
            # objects (an ellipsis of "mortality prediction"), so each must name a process itself: a
            # task noun, or two words or more ending in a nominalisation
            headed = listed and j > 0 and _singular(low[j - 1]) in L.TASK_HEADS
            scores = False  # a list of per-task results ("+1.1% detection, +2.1% segmentation")
            while x < end:
                # list joiners and the numbers of a per-task result ("+1.1% detection")
                while x < end and (low[x] in _LIST_JOINERS or self.words[x] in ("%", "+")
                                   or _NUMBER_RE.match(self.words[x])):
                    scores = scores or self.words[x] in ("%", "+") or bool(_NUMBER_RE.match(self.words[x]))
                    x += 1
                ch = self.chunk_of.get(x)
                if gerunds and x < end and (ch is None or ch.start == x and ch.end == x + 1) \
                        and self._example_gerund(x, end, proposed_keys):
                    x += 1  # "captioning": a gerund the tagger read as an adjective
                    first_words = first_words or 1
                    continue
                if x >= end or ch is None or ch.start != x:
                    break  # the list ends where no noun phrase follows
                x = ch.end
                core = self._task_core(ch)
                n_words = 0 if core is None else len(core)
                if first_words >= 2 and n_words == 1 and not scores and self.lower[core.start] in L.GENERIC_NOUNS:
                    pass  # "shape reconstruction, generation and understanding": a generic head
                    # after a longer first item shares its modifiers (ellipsis); alone it is
                    # a fragment (a specific one, "image deraining, deblurring", stays; a list
                    # of per-task scores names each task in full)
                elif not late or listed and (x >= end or low[x] in _LIST_JOINERS) and not (
                        headed and core is not None and _singular(low[core.end - 1]) not in L.TASK_HEADS
                        and not (len(core) >= 2 and _NOMINAL_RE.search(low[core.end - 1]))):
                    # (a listed member must end where a joiner or the list's end follows: "length |
                    # of stay" is cut inside; after a task noun it must name a process)
                    self._task_example(ch, proposed_keys, strict=low[j] in ("applications", "benchmarks") or domains,
                                       nominal=domains, listed=listed)
                first_words = first_words or n_words
                if x < end and low[x] not in _LIST_JOINERS:
                    break  # "... such as gender and race. Conventional ...": the list is over

    def _bracket_list_end(self, k: int) -> Optional[int]:
        """The token index of the bracket that closes the bracket opened at token ``k`` after a
        plural noun of tasks when the bracket holds a list (:data:`BRACKET_EXAMPLES`): a list
        joiner (",", "and", "or") inside it, no nested bracket, no digit or "%" (a bracket of
        scores), within the sentence; None otherwise ("tasks (Section 4)", "problems (BPs)").

        Source: a bracketed list after a plural noun names its hyponyms as "such as" does
        (Hearst 1992, see :meth:`_task_examples`).
        """
        end = self.sents[self.tok_sent[k]].end
        x = k + 1
        joiner = False
        while x < end and self.words[x] != ")":
            w = self.words[x]
            if w in ("(", "[", "%") or any(ch.isdigit() for ch in w):
                return None
            joiner = joiner or self.lower[x] in (",", "and", "or")
            x += 1
        if x >= end or not joiner:
            return None
        return x

    def _task_overlaps(self, s0: int, s1: int) -> bool:
        """Does a task candidate overlap the characters ``[s0, s1)``? (A listed task that another
        rule found already keeps that rule's standing: :data:`LISTED_EXAMPLE_TAG` marks only new ones.)"""
        return any(c.etype == "Task" and c.start < s1 and s0 < c.end for c in self.cands)

    def _example_gerund(self, x: int, end: int, proposed_keys: set[str]) -> bool:
        """Add the word ``x`` of a list of task examples (:meth:`_task_examples`) as a task
        (rule ``task-example``, tag ``example``) when it is a gerund that the tagger read as an
        adjective or a verb (alone in its noun chunk, or in none) ("captioning", "deraining",
        "relighting"): lower case, alphabetic (a hyphen inside allowed), ending in "-ing",
        a list joiner or the list's end (``end``, or :data:`_LIST_END_WORDS`) right after it,
        a list joiner or the list's opener right before it, no gerund of a participle clause
        (:data:`_CLAUSE_GERUNDS`), no generic noun, no method, dataset or metric name of the
        gazetteers and no proposed name (:data:`EXAMPLE_GERUNDS`). Returns whether it added it.

        Source: the coordination of likes (see :meth:`_conjunct_tasks`): the members of a
        list of tasks are tasks, whatever the tagger's reading of one of them.
        """
        w, lw = self.words[x], self.lower[x]
        if self.pos[x] not in ("ADJ", "VERB") or not lw.endswith("ing") or len(lw) < 6 \
                or not lw.replace("-", "").isalpha() or w != lw:
            return False
        if x + 1 < end and self.lower[x + 1] not in _LIST_END_WORDS:
            return False
        if x + 2 < end and self.lower[x + 1] in ("and", "or") and self.lower[x + 2].endswith("ing") \
                and x + 3 < end and self.lower[x + 3] not in _LIST_END_WORDS:
            return False  # "detecting and relabeling mislabeled samples": two verbs share an object
        if x - 1 < 0 or not (self.lower[x - 1] in (",", "and", "or", "(", "as", "e.g.", "e.g", "including", "like")):
            return False
        if lw in _CLAUSE_GERUNDS or lw in L.GENERIC_NOUNS or _norm(w) in proposed_keys \
                or _norm(w) in self.method_gaz_keys or _norm(w) in self.dataset_gaz_keys \
                or _norm(w) in self.metric_gaz_keys:
            return False
        s0 = self.idx[x]
        s1 = s0 + len(w)
        if self._task_overlaps(s0, s1):
            return True  # (a task already: the list goes on)
        c = self.add(s0, s1, "Task", "task", "task-example", 0.6)
        c.tags = {"example", _LIST_GERUND_TAG, LISTED_EXAMPLE_TAG}
        # (the gerund tag spares it the adjective test of _drop_non_problems)
        return True

    def _evaluated_lists(self, proposed_keys: set[str]) -> None:
        """The noun phrases listed after an evaluation cue name the tasks the paper is
        evaluated on: "experiments on detoxification and long-form question answering",
        "Through evaluations on conversation, personalization, and multi-task learning",
        "We evaluate X on robotic navigation, manipulation from images and ..."
        (:data:`EVALUATED_LISTS`). A cue is a noun or participle of evaluation right before
        "on" / "across" (:data:`_EVALUATION_CUE_NOUNS`) or a verb of evaluation
        (:data:`_EVALUATION_CUE_VERBS`) whose object of at most :data:`_EVALUATION_OBJECT_MAX`
        tokens (no punctuation) stands before it. The list runs from the noun phrase right
        after the preposition (a leading "both" skipped) along the list joiners; each member
        that names a process (:meth:`_evaluated_member`) and overlaps no task candidate is a
        task (rule ``task-evaluated``, tag ``evaluated``: what the paper is evaluated on, no
        evidence for the main task, :data:`~kg.extract.roles_main.EVALUATED_TAGS`);
        the walk stops at the first phrase that is not a member (a data set, "three
        benchmarks", "real-world graphs"). When the coordination's last noun chunk is of two
        words or more and ends in a plural noun of things (:data:`_SHARED_HEAD_NOUNS`: "vision
        and language models", "citation, collaboration, and online social networks"), its
        one-word members are modifiers that share that head, no tasks. A one-word generic
        noun ("classification") is passed but not added: the list rules that keep such a word
        (:meth:`_conjunct_tasks`) read it.

        Source: the coordination of likes (see :meth:`_conjunct_tasks`) with the evaluation
        cue as the list's head, as Hearst's (1992) "such as" heads the lists of
        :meth:`_task_examples`; measured on the development gold (session 51).

        Args:
            proposed_keys: normalised keys of the paper's proposed names.
        """
        low, words = self.lower, self.words
        n = len(low)
        for k in _positions_between(low, _EVALUATION_LIST_PREPS, 1, n - 1):
            cue = low[k - 1] in _EVALUATION_CUE_NOUNS
            if not cue:
                j = k - 1
                while j > 0 and k - j <= _EVALUATION_OBJECT_MAX and (words[j][:1].isalnum() or words[j] == "-") \
                        and low[j] not in _EVALUATION_CUE_VERBS:
                    j -= 1
                cue = j < k - 1 and low[j] in _EVALUATION_CUE_VERBS and self.pos[j] == "VERB"
            if not cue:
                continue
            end = self.sents[self.tok_sent[k]].end
            x = k + 1
            if x < end and low[x] == "both" and (self.chunk_of.get(x) is None or self.chunk_of[x].start != x):
                x += 1  # ("both" inside the noun chunk is trimmed with it)
            members: list[Span] = []
            last = None  # the last noun chunk of the coordination, a member or not
            while x < end:
                ch = self.chunk_of.get(x)
                if ch is None or ch.start != x:
                    break
                last = ch
                core = self._evaluated_member(ch, proposed_keys)
                if core is None and not EVALUATED_LIST_PASS_OVER:
                    break
                if core is not None:
                    members.append(core)
                x = self._past_list_bracket(ch.end, end) if CONJUNCT_BRACKETS else ch.end
                if x >= end or low[x] not in (",", "and", "or"):
                    break
                while x < end and low[x] in (",", "and", "or"):
                    x += 1
            if last is not None and last.end - last.start >= 2 and low[last.end - 1] in _SHARED_HEAD_NOUNS:
                # "real-world citation, collaboration, and online social networks": one-word
                # members are modifiers that share the generic head of the last phrase
                members = [m for m in members if len(m) >= 2]
            for core in members:
                if len(core) == 1 and low[core.start] in L.GENERIC_NOUNS:
                    continue  # ("classification": a one-word task noun is left to the list rules)
                a, b = core.start_char, core.end_char
                if not any(c.etype == "Task" and c.start < b and a < c.end for c in self.cands):
                    c = self.add(a, b, "Task", "task", "task-evaluated", 0.6)
                    c.tags = set(EVALUATED_TAGS)  # (a task already there keeps its own evidence)

    def _evaluated_member(self, ch: Span, proposed_keys: set[str]) -> Optional[Span]:
        """The task phrase of the noun chunk ``ch`` listed after an evaluation cue
        (:meth:`_evaluated_lists`), or None: at most five tokens ending in a noun that the
        next token does not continue, headed by a task noun
        (:data:`~kg.extract.lexicon.TASK_HEADS`), a learning setting of two words or more
        (:data:`_SETTING_HEADS`) or a singular nominalisation of a process
        (:data:`_NOMINAL_RE`: "detoxification", "personalization") that is neither generic
        nor a non-task nominal; refused: a name (capitals, a name span), a proposed name, a
        gazetteer name of a method, dataset or metric, a field, a phrase whose trimmed words
        belong to a gazetteer name ("multiple instance learning"). (One-word members that share the
        generic head of the list's last phrase, "vision and language models", are left out by
        :meth:`_evaluated_lists`.)"""
        low = self.lower
        core = self._task_core(ch)
        if core is None or len(core) > 5 or self.pos[core.end - 1] != "NOUN":
            return None
        nxt = core.end
        if nxt < len(low) and (self.words[nxt] == "-" and not self.ws[nxt - 1] or self.pos[nxt] in ("NOUN", "PROPN")):
            return None
        head = low[core.end - 1]
        lem = _singular(head)
        setting = head in _SETTING_HEADS and len(core) >= 2  # "multi-task learning"
        if lem in L.METHOD_HEADS and lem not in L.TASK_HEADS and not setting or head in L.EVALUATIVE:
            return None
        if not (lem in L.TASK_HEADS or setting
                or _NOMINAL_RE.search(head) and lem == head and head not in L.GENERIC_NOUNS
                and lem not in L.NON_TASK_NOMINALS):
            return None
        text = self._span_text(core)
        key = _norm(text)
        if self._named_key(key, proposed_keys) or text.lower() in L.FIELDS:
            return None
        whole = _norm(self._span_text(self.doc[ch.start:core.end])) if core.start > ch.start else None
        if whole is not None and (whole in self.method_gaz_keys or whole in self.task_gaz_keys):
            return None  # "multiple instance learning": a name that the trimming cut
        if any(sum(c.isupper() for c in self.words[x]) >= 2 for x in range(core.start, core.end)) \
                and key not in self.task_gaz_keys:
            return None
        name = self.name_at.get(core.start)
        if name is not None and name.end >= core.end:
            return None
        if any(_norm(self._span_text(nm)) in proposed_keys for nm in self._names_in(core.start, core.end)):
            return None
        return core

    def _defined_problem(self, proposed_keys: set[str]):
        """An acronym-defined "learning to V" problem that opens one of the first two
        sentences and is defined there: "Unbiased Learning to Rank (ULTR) aims to ...",
        "Learning to defer (L2D) refers to ..." (the noun-phrase rules stop at "to")."""
        for (ss, se), (ls, le), a in self.pairs:
            long_low = a.long.lower()
            if not re.search(r"\blearning to [a-z]+$", long_low) or _norm(a.long) in proposed_keys:
                continue
            sp = self._span_of(ls, le)
            if sp is None or self.tok_sent.get(sp.start, 9) > 1:
                continue
            sent = self.sents[self.tok_sent[sp.start]]
            if sp.start != sent.start and self.lower[sp.start - 1] not in ("the", ","):
                continue
            j = sp.end
            if j < sent.end and self.words[j] == "(":
                while j < sent.end and self.words[j] != ")":
                    j += 1
                j += 1
            nxt = self.lower[j:j + 4]
            if nxt[:2] in (["aims", "to"], ["seeks", "to"], ["refers", "to"]) or \
                    nxt[:3] == ["is", "concerned", "with"] or nxt[:4] in (["is", "the", "task", "of"],
                                                                          ["is", "the", "problem", "of"]):
                c = self.add(ls, le, "Task", "task", "task-defined", 0.75)
                c.tags = {"aims"} | ({"opening"} if self.tok_sent[sp.start] == 0 else set())

    def _stated_opening_problem(self, proposed_keys: set[str]):
        """The subject that a sentence (of the first :data:`_STATEMENT_SENTENCES`) calls a
        problem of the field with a predicate noun: "Sorting is a fundamental operation of
        all computer systems", "Learning to reject (L2R) is a classical problem",
        "Retrosynthesis is the task of planning ...", "Inferring variable importance is
        the key goal of ...", "However, X remains an open challenge", "How to explain
        temporal models is a significant challenge", "Improving the alignment of X remains
        an active research challenge" -> the subject (after a gerund of bettering,
        :data:`_STATEMENT_IMPROVING`, its object) (rule ``task-stated-problem``, tags
        ``framed`` and ``stated-problem`` (a statement for
        :func:`~kg.extract.roles_main.prefer_stated`, with no weight), in the first two
        sentences ``opening-subject`` and in the first one ``opening``: not ``aims``, so a
        more specific problem the title states still wins the main task). In the first two sentences a subject clause that a gerund opens may
        also be called central by an adjective instead of a noun ("Aligning language models
        with human preferences is crucial for ...": :meth:`_adjective_predicate`, switch
        :data:`STATEMENT_CLAUSE_ADJECTIVE`); a subject that ends in a number or pronoun
        ("Comparing the two") refers back and is left out. The noun-phrase rules refuse some such subjects by their form (one word, a
        gerund clause, a head that also names methods: "Vector quantization"), though the
        sentence itself defines them as problems.

        Conditions: the sentence opens, after an optional connective and comma
        (:data:`_CONNECTIVES`) and an article, with a subject of at most
        :data:`_STATEMENT_MAX_TOKENS` tokens (an optional "how to" left out, trailing
        adverbs too: "grounding still remains a challenge") that holds
        no comma, no finite verb and no word that refers back or quantifies
        (:data:`_STATEMENT_REFERRING`), optionally followed by a bracketed acronym (which a
        noun may follow inside the subject, "Conditional independence (CI) testing is ...":
        :data:`STATEMENT_INNER_ACRONYM`, or a preposition after a gerund's object, "Aligning
        large language models (LLMs) with human intentions has become ...":
        :data:`STATEMENT_CLAUSE_ACRONYM`; the task candidates cut at the bracket are then
        dropped); then a
        copula (:data:`_STATEMENT_COPULAS`, "has been", "has become"); then at most six
        determiners, adverbs, adjectives (two may be joined by "and" or a comma,
        :data:`STATEMENT_ADJECTIVE_PAIR`) or :data:`_STATEMENT_FILLERS`, then a noun of
        :data:`_STATEMENT_NOUNS` that no noun or hyphen continues; a coordinated subject
        with a plural noun ("A and B are the fundamental problems of X") names obstacles,
        not a task. ("X poses challenges" was read too and left out: on 2,000 corpus
        abstracts it named obstacles, "Noise poses a widespread challenge", "Distribution
        shifts pose significant challenges".) The subject's head (before its first
        preposition; not in a clause that a verb opens, "Training recurrent networks")
        may not name a model, a means or a thing (:meth:`_model_head`, data) or a state
        of the field
        (:data:`_OPENING_STATE_NOUNS`); the subject must pass
        :meth:`_statement_subject_ok`, may not overlap a dataset, metric or proposed
        candidate, nor be a name in Title Case. :meth:`_drop_non_problems` keeps a
        one-word gerund subject ("Sorting").

        Source: the "establishing a territory" move of research abstracts, in which the
        opening sentence claims the centrality of the problem the paper takes up (Swales
        1990, "Genre Analysis", ch. 7), as :meth:`_opening_complement_task`.

        Args:
            proposed_keys: normalised keys of the paper's proposed names.
        """
        low, words, pos, tag = self.lower, self.words, self.pos, self.tag
        for si in range(min(_STATEMENT_SENTENCES, len(self.sents))):
            sent = self.sents[si]
            i, end = sent.start, sent.end
            if low[i] in _CONNECTIVES and i + 1 < end and words[i + 1] == ",":
                i += 2
            if i < end and low[i] in _ARTICLES:
                i += 1
            if i + 1 < end and low[i] == "how" and low[i + 1] == "to":
                i += 2  # "How to explain temporal models is a significant challenge"
            improving = STATEMENT_IMPROVING_OBJECT and i + 2 < end and low[i] in _STATEMENT_IMPROVING
            if improving:
                i += 1  # "Improving the alignment of X remains a challenge": the object is the problem
                while i < end and low[i] in _ARTICLES:
                    i += 1
            # the subject: tokens up to the copula
            j = i
            while j < end and j - i <= _STATEMENT_MAX_TOKENS + 1 and low[j] not in _STATEMENT_COPULAS \
                    and low[j] not in ("has", "have") and words[j] not in ("(", ",", ";", ":"):
                j += 1
            inner = 0  # tokens of a bracketed acronym inside the subject
            if STATEMENT_INNER_ACRONYM and i < j < end and words[j] == "(":
                b = self._after_bracket(j, end)
                if b - j <= 5 and b < end and (pos[b] in ("NOUN", "PROPN") or STATEMENT_CLAUSE_ACRONYM
                                               and tag[i] == "VBG" and pos[b] == "ADP"):
                    # "Conditional independence (CI) testing is ...": the acronym names the
                    # words before it; the noun after it goes on with the subject
                    x = b
                    while x < end and x - b <= _STATEMENT_MAX_TOKENS and low[x] not in _STATEMENT_COPULAS \
                            and low[x] not in ("has", "have") and words[x] not in ("(", ",", ";", ":"):
                        x += 1
                    if x < end and (low[x] in _STATEMENT_COPULAS or low[x] in ("has", "have")) \
                            and (pos[b] != "ADP" or (j - i) + (x - b) <= _STATEMENT_MAX_TOKENS):
                        # (a clause too long read across is read as before, cut at the bracket)
                        inner, j = b - j, x
            long_cut = None
            if STATEMENT_LONG_SUBJECT and si <= 1 and not inner and not improving:
                long_cut = self._long_subject_cut(i, j, end)
            if long_cut is not None:
                j, s_end = long_cut  # "Modeling X from Y, such as Z, is a formidable task": "Modeling X"
            else:
                s_end = j
            while s_end > i and pos[s_end - 1] == "ADV":
                s_end -= 1  # "grounding still remains ...": the adverb is no part of the subject
            j = self._after_bracket(j, end)
            if s_end == i or s_end - i - inner > _STATEMENT_MAX_TOKENS or j >= end:
                continue
            if j > s_end and j - s_end > 5 and long_cut is None:
                continue  # a bracket longer than an acronym
            k = j + 1
            if low[j] in ("has", "have"):
                if k >= end or low[k] not in ("been", "become"):
                    continue
                k += 1
            elif low[j] not in _STATEMENT_COPULAS:
                continue
            x = k
            while x < end and x < k + 6 and (pos[x] in ("DET", "ADV", "ADJ") or low[x] in _STATEMENT_FILLERS
                                             or words[x] == "-" or tag[x] in ("VBN", "JJS", "JJR")
                                             or STATEMENT_ADJECTIVE_PAIR and low[x] in ("and", ",") and x > k
                                             and pos[x - 1] == "ADJ" and x + 1 < end and pos[x + 1] == "ADJ"):
                x += 1  # ("a fundamental and challenging task": two adjectives joined)
            if x >= end or low[x] not in _STATEMENT_NOUNS:
                if long_cut is not None or not (STATEMENT_CLAUSE_ADJECTIVE and si <= 1 and tag[i] == "VBG"
                        and self._adjective_predicate(k, end)):
                    continue
            elif x + 1 < end and (words[x + 1] == "-" or pos[x + 1] in ("NOUN", "PROPN")):
                continue  # "a task-specific X", "a problem instance": the noun goes on
            sub = range(i, s_end)
            if low[x].endswith("s") and any(low[t] in ("and", "or") for t in sub):
                continue  # "A and B are the fundamental problems of X": two obstacles, not one task
            if any(words[t] in (",", ";") or low[t] in _STATEMENT_REFERRING or tag[t] in _FINITE_TAGS for t in sub):
                continue
            if pos[s_end - 1] in ("NUM", "PRON"):
                continue  # "Comparing the two is ...": the object refers back
            if any(pos[t] in ("VERB", "AUX") and tag[t] not in ("VBG", "VBN") and low[t - 1] != "to"
                   for t in sub if t != i):
                continue  # (an infinitive stays: "Learning to reject")
            if pos[i] in ("ADP", "SCONJ", "PRON") or low[i] in ("while", "although", "despite", "as", "when", "if"):
                continue
            core_stop = next((t for t in range(i + 1, s_end) if pos[t] == "ADP" and not (
                low[t] == "to" and (tag[t + 1] == "VB" or t == i + 1 and tag[i] == "VBG"))), s_end)
            # ("Learning to reject", "Learning to abstain": an infinitive, whatever the tagger reads)
            lem = _singular(low[core_stop - 1])
            clause = tag[i] in ("VBG", "VB")  # "Training recurrent networks is ...": the verb heads it
            if not clause and (self._model_head(lem) or lem in ("data", "dataset", "datum", "corpus", "benchmark")
                               or lem in _OPENING_STATE_NOUNS):
                continue
            if s_end - i > 1 and all(words[t][:1].isupper() for t in sub if words[t].isalpha()) \
                    and _norm(self._span_text(self.doc[i:s_end])) not in self.task_gaz_keys:
                continue  # "Neural Radiance Fields is a ...": a name
            if not self._statement_subject_ok(i, s_end, core_stop, proposed_keys, clause and STATEMENT_CLAUSE_HEAD):
                continue
            s0, s1 = self.idx[i], self.idx[s_end - 1] + len(words[s_end - 1])
            if any(c.etype in ("Dataset", "Metric") or c.role == "proposed" for c in self.cands
                   if c.start < s1 and s0 < c.end):
                continue
            if inner:  # the words before the acronym, read alone elsewhere, are cut at its bracket
                opening = next(t for t in sub if words[t] == "(")
                self.cands = [c for c in self.cands if not (c.etype == "Task" and c.start == s0
                                                            and c.end <= self.idx[opening])]
            c = self.add(s0, s1, "Task", "task", "task-stated-problem", 0.7)
            c.tags = {"framed", "stated-problem"} | ({"opening-subject"} if si <= 1 else set()) | (
                {"opening"} if si == 0 else set())

    def _long_subject_cut(self, i: int, j: int, end: int) -> Optional[tuple[int, int]]:
        """The copula and the cut subject of a sentence whose subject is too long or broken
        by a comma for :meth:`_stated_opening_problem`'s reading ("Modeling spatiotemporal
        brain dynamics from high-dimensional data, such as fMRI, is a formidable task",
        "3D reconstruction of moving articulated objects without additional information
        about object structure is a challenging problem"): the head of the subject and its
        "of" complement name the problem, the rest (a source, a condition, examples)
        qualifies it.

        Args:
            i: first token of the subject (after a connective, an article, a "how to").
            j: where the plain subject scan stopped (a copula, a punctuation mark, or past
                :data:`_STATEMENT_MAX_TOKENS`).
            end: end of the sentence (token index).
        Returns:
            ``(copula, cut)``: the token index of the copula ("is", "remains", the "has" of
            "has been") and the end of the cut subject; None when the plain scan reached a
            copula within the limit, a bracketed acronym aside (that reading stands), when no copula follows within
            :data:`_LONG_SUBJECT_MAX_TOKENS` tokens without a finite verb, semicolon or
            colon before it, or when the cut subject is empty or longer than
            :data:`_STATEMENT_MAX_TOKENS`, does not end in a noun, opens with an adverb,
            preposition or pronoun or holds a pronoun or a preposition other than "of" and an
            infinitive's "to", when the
            words up to the copula hold a spaced dash or a question word
            (:data:`_SUBJECT_CLAUSE_WORDS`: another clause), or when a comma
            before a restating word (:data:`_SUBJECT_RESTATING_WORDS`: "X, i.e., Y") is the
            cut. The cut is the first comma, bracket, dash or word of
            :data:`_SUBJECT_QUALIFIER_WORDS` (a source, a condition, a setting, examples)
            after the first word; a complement that completes the head ("between A and B",
            "behind X", "beyond X") is not cut.
        """
        low, words, pos, tag = self.lower, self.words, self.pos, self.tag
        b = self._after_bracket(j, end) if j < end and words[j] == "(" else j
        if b < end and (low[b] in _STATEMENT_COPULAS or low[b] in ("has", "have")) \
                and j - i <= _STATEMENT_MAX_TOKENS and b - j <= 5:
            return None  # (a bracketed acronym before the copula: the plain reading)
        x = i
        while x < end and x - i <= _LONG_SUBJECT_MAX_TOKENS:
            if low[x] in _STATEMENT_COPULAS or low[x] in ("has", "have"):
                break
            if words[x] in (";", ":") or tag[x] in _FINITE_TAGS:
                return None
            x += 1
        else:
            return None
        if x >= end or x - i > _LONG_SUBJECT_MAX_TOKENS:
            return None
        cut = next((t for t in range(i + 1, x) if words[t] in (",", "(", "—")
                    or low[t] in _SUBJECT_QUALIFIER_WORDS), x)
        if cut == x or cut - i > _STATEMENT_MAX_TOKENS:
            return None  # (no qualifier to cut: the plain reading refused the subject itself)
        if any(words[t] in ("-", "–", "—", "--") and self.ws[t] or low[t] in _SUBJECT_CLAUSE_WORDS
               for t in range(cut, x)):
            return None  # "X coexist in such environments -- how to Y remains ...": another clause
        if words[cut] == "," and cut + 1 < x and low[cut + 1] in _SUBJECT_RESTATING_WORDS:
            return None  # "Bounding privacy leakage, i.e., privacy accounting, is ...": the term follows
        if pos[cut - 1] not in ("NOUN", "PROPN"):
            return None  # "explanations of large, general-purpose models": the cut splits a noun phrase
        if pos[i] in ("ADV", "ADP", "SCONJ", "PRON", "CCONJ") or any(
                pos[t] == "PRON" or pos[t] in ("ADP", "SCONJ") and low[t] != "of"
                and not (low[t] == "to" and tag[t + 1] == "VB") for t in range(i, cut)):
            return None  # "even for X in ...", "X beyond Gaussian for Y", "similar to ANNs", "harnessing them"
        return x, cut

    def _opening_clause_fallback(self, proposed_keys: set[str]) -> bool:
        """Last main-task fallback: the subject clause of the abstract's first sentence when
        a gerund opens it ("Fine-tuning language models (LMs) has demonstrated success in
        ...", "Aligning large language models (LLMs) with human preferences has proven to
        ...") becomes a task mention (rule ``task-opening-clause``, tags ``opening`` and
        ``opening-subject``). An abstract that opens on an activity as its subject
        introduces the activity it studies (the "establishing a territory" move, Swales
        1990, as :meth:`_stated_opening_problem`); this reading needs no predicate of
        problem-hood, so it runs only where no other rule found a task.

        Conditions: after an optional connective and comma (:data:`_CONNECTIVES`), a gerund
        (tag VBG and "-ing"; a hyphenated one after a prefix or an adjective too: "Fine-tuning",
        "Pre-training", :data:`_GERUND_PREFIXES`) that names
        no means, circumstance or change of degree (:data:`_CLAUSE_MEANS_GERUNDS`,
        ``_TASK_BLOCK``, ``DEGREE_GERUNDS``), then its object, opening with a determiner,
        adjective, noun or number, up to the finite verb of the sentence, which must be
        singular (VBZ or "was": "Denoising diffusion models are ..." is a noun phrase); at most
        :data:`_CLAUSE_MAX_TOKENS` tokens, no comma, semicolon or colon, no word that refers
        back (:data:`_STATEMENT_REFERRING`), a noun in the object, ending in a noun (a
        bracketed acronym before the verb is left out); no dataset, metric or proposed name
        inside it.

        Args:
            proposed_keys: normalised keys of the paper's proposed names.
        Returns:
            True when it adds a candidate.
        """
        opening = self._opening_start()
        if opening is None:
            return False
        i, end = opening
        low, words, pos, tag, ws = self.lower, self.words, self.pos, self.tag, self.ws
        if i + 2 >= end:
            return False
        if tag[i] == "VBG" and low[i].endswith("ing"):
            g = i + 1
        elif words[i + 1] == "-" and not ws[i] and not ws[i + 1] and low[i + 2].endswith("ing") \
                and tag[i + 2] in ("VBG", "NN") and (low[i] in _GERUND_PREFIXES or pos[i] in ("ADJ", "ADV")):
            g = i + 3  # "Fine-tuning", "Pre-training" (not "Weight-sharing X": a noun compound)
        else:
            return False
        verb = low[g - 1]
        if verb in _CLAUSE_MEANS_GERUNDS or verb in _TASK_BLOCK or verb in DEGREE_GERUNDS or low[i] in _TASK_BLOCK:
            return False
        if g >= end or pos[g] not in ("DET", "ADJ", "NOUN", "PROPN", "NUM") or low[g] in _STATEMENT_REFERRING:
            return False
        j = g
        while j < end and tag[j] not in _FINITE_TAGS:
            if words[j] in (",", ";", ":") or low[j] in _STATEMENT_REFERRING or j - i > _CLAUSE_MAX_TOKENS + 4:
                return False
            j += 1
        if j >= end or not (tag[j] == "VBZ" or low[j] == "was"):
            return False  # a clause takes a singular verb; "Denoising diffusion models are ...": a noun phrase
        stop = j
        if words[stop - 1] == ")":  # "Fine-tuning language models (LMs) has ...": the acronym is left out
            k = stop - 1
            while k > g and words[k] != "(":
                k -= 1
            if k - g < 1 or stop - k > 5:
                return False
            stop = k
        if stop - i > _CLAUSE_MAX_TOKENS or pos[stop - 1] not in ("NOUN", "PROPN"):
            return False
        if not any(pos[t] in ("NOUN", "PROPN") for t in range(g, stop)):
            return False
        s0, s1 = self.idx[i], self.idx[stop - 1] + len(words[stop - 1])
        if _norm(self.text[s0:s1]) in proposed_keys or any(
                c.etype in ("Dataset", "Metric") or c.role == "proposed" for c in self.cands if c.start < s1 and s0 < c.end):
            return False
        if any(_norm(self._span_text(n)) in proposed_keys for n in self._names_in(i, stop)):
            return False
        c = self.add(s0, s1, "Task", "task", "task-opening-clause", 0.5)
        c.tags = {"opening", "opening-subject"}
        return True

    def _opening_start(self) -> Optional[tuple[int, int]]:
        """Where the abstract's first sentence starts its content: ``(i, end)`` token
        indices, ``i`` past an opening connective and its comma ("However, ...",
        :data:`_CONNECTIVES`), ``end`` the sentence's end; None when the text has no
        sentence. Used by the two opening fallbacks."""
        if not self.sents:
            return None
        sent = self.sents[0]
        i, end = sent.start, sent.end
        if self.lower[i] in _CONNECTIVES and i + 1 < end and self.words[i + 1] == ",":
            i += 2
        return i, end

    def _opening_subject_fallback(self, proposed_keys: set[str]) -> bool:
        """Very last main-task fallback, where no other rule found a task: the nominal
        subject of the abstract's first sentence, with one prepositional complement,
        when its head names an activity ("Knowledge distillation with unlabeled examples
        is a powerful training paradigm ...", "Weight-sharing quantization has emerged as
        a technique ...") becomes a task mention (rule ``task-opening-subject``, tags
        ``opening`` and ``opening-subject``). An abstract that opens on an activity,
        even one it defines as a means, introduces the activity its contribution
        improves (the "establishing a territory" move, Swales 1990, as
        :meth:`_opening_complement_task`, which needs a predicate of problem-hood).

        Conditions: after an optional connective and comma and determiners, a noun chunk
        starting there whose head is a task noun or, after a modifier, a nominalisation
        ("distillation", "learning"; not a model noun such as "perceptron", a form of a
        method, an aspect or a kind of study); an optional complement (one
        preposition of :data:`_OPENING_COMPLEMENT_PREPS` and a short noun chunk); an
        optional bracketed acronym; then the finite verb of the sentence, no participle
        that an infinitive of purpose follows right after it ("X has been investigated to
        improve Y": a means to Y, tests/test_main_task9.py), and no "aims to" after a
        method head ("Knowledge distillation (KD) aims to ..." defines a method). The phrase must
        pass :meth:`_problem_ok` (framed) and overlap no dataset, metric or proposed
        candidate.

        Args:
            proposed_keys: normalised keys of the paper's proposed names.
        Returns:
            True when it adds a candidate.
        """
        opening = self._opening_start()
        if opening is None:
            return False
        i, end = opening
        low, words, pos, tag = self.lower, self.words, self.pos, self.tag
        while i < end and pos[i] == "DET":
            i += 1
        ch = self.chunk_of.get(i)
        if ch is None or ch.start != i:
            return False
        sp = self._trim_chunk(ch)
        if sp is None or sp.end != ch.end:
            return False
        h = ch.end - 1
        if pos[h] not in ("NOUN", "PROPN"):
            return False
        lem = _singular(low[h])
        if self._model_head(lem) or lem in L.NON_TASK_NOMINALS or lem in _METHOD_FORM_NOUNS \
                or lem in _ASPECT_NOUNS or lem in _ANALYSIS_NOUNS or low[h] in _OPENING_STATE_NOUNS \
                or lem in _OPENING_STATE_NOUNS:
            return False
        if not (lem in L.TASK_HEADS or _NOMINAL_RE.search(low[h]) and len(sp) >= 2):
            return False  # (not a model noun of the method heads: "Multi-layer perceptron (MLP) is ...")
        e1 = ch.end
        k = self._after_bracket(ch.end, end)
        if k + 1 < end and low[k] in _OPENING_COMPLEMENT_PREPS and k == ch.end:
            e = self._complement_chunk_end(k + 1, end, opening=True)
            if e is None:
                return False
            e1 = e
            k = self._after_bracket(e1, end)
        if k >= end or pos[k] not in ("AUX", "VERB") or tag[k] not in _FINITE_TAGS:
            return False
        if lem in L.METHOD_HEADS and low[k] in ("aims", "aim") and k + 1 < end and low[k + 1] == "to":
            return False  # "Knowledge distillation (KD) aims to ..." defines a method (as the "aims" position)
        if any(tag[x] == "VBN" and low[x + 1] == "to" for x in range(k, min(k + 4, end - 1))):
            return False  # "X has been investigated to improve Y": X is studied as a means to Y
        if not self._problem_ok(sp.start, e1, proposed_keys, framed=True):
            return False
        s0, s1 = self.idx[sp.start], self.idx[e1 - 1] + len(words[e1 - 1])
        if any(c.etype in ("Dataset", "Metric") or c.role == "proposed" for c in self.cands
               if c.start < s1 and s0 < c.end):
            return False
        c = self.add(s0, s1, "Task", "task", "task-opening-subject", 0.5)
        c.tags = {"opening", "opening-subject"}
        return True

    def _adjective_predicate(self, k: int, end: int) -> bool:
        """Does the predicate that starts at token ``k`` (after the copula) call its subject
        central by an adjective (:data:`_STATEMENT_ADJECTIVES`, after optional adverbs) that
        no noun or hyphen continues ("is crucial for ...", "is increasingly important in",
        "remains challenging")? ("is a crucial step" is a noun predicate, read elsewhere.)"""
        x = k
        while x < end and x < k + 3 and self.pos[x] == "ADV":
            x += 1
        if x >= end or self.lower[x] not in _STATEMENT_ADJECTIVES:
            return False
        return x + 1 >= end or not (self.words[x + 1] == "-" or self.pos[x + 1] in ("NOUN", "PROPN"))

    def _statement_subject_ok(self, start: int, stop: int, core_stop: int, proposed_keys: set[str],
                              clause: bool = False) -> bool:
        """May the subject ``[start, stop)`` (head phrase ``[start, core_stop)``) that a
        sentence calls a problem be reported as a task (:meth:`_stated_opening_problem`)?
        The sentence settles that it is a problem, so any head passes that is no vague,
        aspect or generic noun alone ("performance", "the role of X"; with ``clause``, a
        subject that a verb opens, only the generic test applies: "Inferring variable
        importance"); not a field ("deep
        learning"), a known method that is no task, a proposed name, a phrase opening with
        a number or a grading gerund ("improving performance")."""
        text = self.text[self.idx[start]:self.idx[stop - 1] + len(self.words[stop - 1])]
        key = _norm(text)
        if not key or key in proposed_keys or text.lower() in L.FIELDS:
            return False
        if key in self.method_gaz_keys and key not in self.task_gaz_keys:
            return False
        head = _singular(self.lower[core_stop - 1])
        if not clause and (head in _ASPECT_NOUNS or head in _VAGUE_HEADS or head in _STOP_NOUNS):
            return False  # (a clause is headed by its verb: "Inferring variable importance")
        if core_stop - start == 1 and (head in L.GENERIC_NOUNS or head in L.NON_TASK_NOMINALS):
            return False
        if self.pos[start] == "NUM" or self.lower[start] in DEGREE_GERUNDS:
            return False
        return not any(_norm(self._span_text(n)) in proposed_keys for n in self._names_in(start, stop))

    def _task_example(self, ch: Span, proposed_keys: set[str], strict: bool = False, nominal: bool = False,
                      listed: bool = False):
        """Add the noun phrase ``ch`` of a task-example list as a task (see
        :meth:`_task_examples`); with ``strict`` (examples of applications or
        benchmarks, which also list fields and data) only a phrase headed by a task
        noun ("summarization"), or of two words or more headed by a nominalisation
        ("topology optimization", not "vision") or by a singular noun of a field
        ("computational geometry", not "noisy data sources"); with ``nominal`` as well
        (examples of domains or scenarios, which list fields: "healthcare", "criminal
        justice", "materials science") the phrase must be of two words or more, no field
        (the lexicon's ``FIELDS``, a head of :data:`_DOMAIN_FIELD_HEADS`), and end in a
        nominalisation or a task noun ("drug discovery", "creative writing"). With ``listed``
        (a list after a colon or in a bracket, :data:`COLON_EXAMPLES`, :data:`BRACKET_EXAMPLES`)
        the task is also tagged :data:`LISTED_EXAMPLE_TAG`: secondary for the fallbacks."""
        low = self.lower
        core = self._task_core(ch)
        if core is not None and len(core) >= 2 and low[core.end - 1] in _PREPOSITION_NOUNS \
                and core.end < len(low) and low[core.end] == "to":
            core = self.doc[core.start:core.end - 1]  # "semantic segmentation (thanks) to X"
        if core is None or len(core) > 5 or self.pos[core.end - 1] not in ("NOUN", "PROPN"):
            return
        nxt = core.end
        if nxt < len(low) and (self.words[nxt] == "-" and not self.ws[nxt - 1] or self.pos[nxt] in ("NOUN", "PROPN")
                               or self.tag[nxt] == "VBG" and nxt + 1 < len(low) and self.pos[nxt + 1] == "NOUN"):
            return  # the phrase goes on: "online minimum [spanning tree]", "in-context [path planning]"
        if len(core) >= 3 and self.words[core.end - 2] == "-" and low[core.end - 1] in L.ADJECTIVAL_SUFFIXES:
            return  # "zero-shot (tasks)"
        head = _singular(low[core.end - 1])
        setting = not strict and EXAMPLE_SETTINGS and len(core) >= 2 and low[core.end - 1] in _SETTING_HEADS \
            and (self.words[core.end - 2] != "-" or len(core) >= 3 and self.pos[core.end - 3] == "NOUN")
        # ("instruction-tuning": a noun before the hyphen names the setting; "self-learning" does not)
        if setting and self._span_text(core).lower() in L.FIELDS:
            return  # "tasks including deep learning": a field, no task
        if (head in L.METHOD_HEADS or head in L.GENERIC_NOUNS) and head not in L.TASK_HEADS and not setting:
            return  # ("topology optimization": a task noun that also heads methods; a learning
            # setting listed as an example of tasks is one: "tasks including transfer learning")
        if strict and head not in L.TASK_HEADS and not (
                EXAMPLE_FIELDS and len(core) == 1 and low[core.start].endswith("ics") and len(low[core.start]) > 5) and (
                len(core) < 2 or not (_NOMINAL_RE.search(low[core.end - 1]) or low[core.end - 1].endswith("ics")
                                      or head == low[core.end - 1])):
            # (one word in "-ics" names a field of application: "applications such as robotics")
            return  # a field of two words or more is singular ("computational geometry"); data are not
        if nominal and (len(core) < 2 or self._span_text(core).lower() in L.FIELDS or head in _DOMAIN_FIELD_HEADS
                        or head not in L.TASK_HEADS and not _NOMINAL_RE.search(low[core.end - 1])
                        and not low[core.end - 1].endswith("ery")):
            return  # "domains such as healthcare, criminal justice, materials science": fields, no tasks
        name = self.name_at.get(core.start)
        key = _norm(self._span_text(core))
        acronym = EXAMPLE_TASK_ACRONYMS and len(core) == 1 and self.words[core.start] in _TASK_ACRONYM_HEADS
        if name is not None and name.end >= core.end and not acronym or key in proposed_keys \
                or key in self.dataset_gaz_keys or key in self.method_gaz_keys:
            return  # "tasks such as GLUE": a dataset or model name
        if listed and self._task_overlaps(core.start_char, core.end_char):
            return  # (another rule's task stands)
        c = self.add(core.start_char, core.end_char, "Task", "task", "task-example", 0.6)
        c.tags = {"example", LISTED_EXAMPLE_TAG} if listed else {"example"}

    def _modeling_tasks(self, proposed_keys: set[str]):
        """"X modeling" that Papers with Code lists as a task and not as a method
        ("sensor modeling", "language modelling", also in the plural: "existing sensor
        modelings") is a task: modelling an object X is a problem, not a technique."""
        tasks, methods = _pwc_keys("task"), _pwc_keys("method")
        for ch in self._nps_ending_in(_MODELING_HEADS):
            core = self._task_core(ch)
            if core is None or len(core) < 2:
                continue
            key = _norm(self._span_text(core))
            if key not in tasks or key in methods or key in proposed_keys:
                continue
            c = self.add(core.start_char, core.end_char, "Task", "task", "task-gazetteer", 0.7)
            c.tags = {"gazetteer"} | self._task_tags(ch, core)
