"""Tasks from the paper's title (``doc._.paperkg_title``) and the task fallback, part of
rule stage 5 of :mod:`kg.extract.roles`.

The title's problem phrases (:func:`kg.extract.roles_main.title_problem_phrases`) serve
twice: as the last main-task fallback where the abstract repeats one
(:meth:`TitleTaskRules._title_problem_fallback`) and as ranking evidence for the task
candidate that holds one whole (:meth:`TitleTaskRules._title_problem_credit`, read by
:func:`kg.extract.roles_main.prefer_title_problem`).
"""
from __future__ import annotations

import re
import string
from bisect import bisect_left
from functools import lru_cache
from itertools import chain
from typing import Iterator, Optional

from spacy.tokens import Span

from kg.extract.roles_base import (
    _positions_between,
    _DESCRIPTOR_SETTING_HEADS,
    _GENERIC_METHOD_WORDS,
    _NOMINAL_RE,
    _QUANTIFIERS,
    _StateBase,
    _TASK_TRAILERS,
    _TITLE_FUNCTION_WORDS,
    _TITLE_MEANS_WORDS,
    _TITLE_TOPIC_HEADS,
    _is_word_char,
    _norm,
    _singular,
)
from kg.extract import lexicon as L
from kg.extract.abbreviations import _ASCII_CASE_PARTNERS, align_long_form
from kg.extract.chunks import NOMINAL_GERUNDS
from kg.extract.roles_main import (TITLE_ADJECTIVAL_GERUNDS, TITLE_EVALUATIVE_HEADS, TITLE_HEAD_STOP_WORDS, TITLE_MODEL_HEADS, TITLE_MODEL_MODIFIERS,
                                   _title_gerund,
                                   TITLE_PURPOSE_WORDS,
                                   TitleProblem,
                                   title_problem_phrases, title_roles)


#: First parts of hyphenated compounds ("Multi-Task"): alone they say nothing of the
#: phrase they modify ("multi-task" and "multi-modal" share only the prefix).
_COMBINING_PREFIXES = frozenset(
    """multi non self semi cross pre post co re sub super inter intra over under anti pseudo
    meta quasi bi tri uni""".split())
#: Modifiers of speed or manner that grade a problem, not name a narrower one ("Fast
#: Macro Placement"); :data:`~kg.extract.lexicon.EVALUATIVE` holds the others.
_MANNER_WORDS = frozenset("fast faster rapid quick simple easy".split())
#: Last parts of a hyphenated means modifier as title words ("Prototype-based"):
#: the phrase it modifies is no narrower problem.
_MEANS_SUFFIX_WORDS = frozenset("based driven guided powered inspired enhanced augmented aware".split())
#: Longest run of title words before a phrase read as its modifiers
#: (:meth:`TitleTaskRules._title_credit_to_specific`).
TITLE_MODIFIER_RUN = 4
#: Switch of the title-topic rule (:meth:`TitleTaskRules._title_topic_task`).
TITLE_TOPIC = True
#: Switch of the title purpose read as a task when its head is an activity noun that may also
#: name a means ("... for Data Augmentation", "... for Fast Pretraining":
#: :meth:`TitleTaskRules._title_purpose_tasks`).
TITLE_PURPOSE_ACTIVITY = True
#: Switch (session 49): a used method of the paper that the title states as its problem
#: (:meth:`TitleTaskRules._title_problem_method`) may also be the title's problem head
#: without the graded words that open it (:func:`_grading_word`: "Effective Data
#: Augmentation With Diffusion Models" for the method "data augmentation").
TITLE_METHOD_GRADED_HEAD = True


def _grading_word(word: str) -> bool:
    """Is the singular lower-case title word ``word`` a graded, evaluative or manner
    word, or "and" between two such ("Efficient and Accurate"): a word that grades the
    problem the title names rather than narrowing it (:data:`L.EVALUATIVE` but "robust"
    and "iterative", which name kinds of a problem, :data:`_GRADING_PARTICIPLES`,
    :data:`_MANNER_WORDS`, "efficient", "effective", "scalable", "provable")?"""
    return word in L.EVALUATIVE and word not in ("robust", "iterative") or word in _GRADING_PARTICIPLES or word in _MANNER_WORDS \
        or word in ("and", "efficient", "effective", "scalable", "provable", "provably")


#: Switch of the title purpose that opens with a gerund read with its object as a task
#: ("... for Aligning Large Language Models": :meth:`TitleTaskRules._title_purpose_tasks`).
TITLE_PURPOSE_GERUND = True
#: Switch of a title purpose headed by "analysis" read as a task ("for Urban Mobility Analysis").
TITLE_PURPOSE_ANALYSIS = True
#: Method heads in a nominal form that name a mechanism or a model family, not an activity
#: ("Conditional Diffusion", "Sparse Attention"): never read as such a purpose.
_MECHANISM_NOUNS = frozenset("diffusion attention self-attention passing".split())
#: Switch of the reading of a title purpose's complement as its setting ("for Planning in
#: Partially Observed Environments": the phrase after "in" takes the tag ``title-setting``
#: instead of ``title`` / ``title-purpose``, and a task headed by the purpose's one problem
#: noun takes the title-problem credit before the setting; :meth:`TitleTaskRules._title_role_tags`,
#: :meth:`TitleTaskRules._title_purpose_tasks`, :meth:`TitleTaskRules._title_problem_credit`).
TITLE_SETTING_COMPLEMENT = True
#: Prepositions that join a setting to the head of a title purpose.
_SETTING_PREPS = frozenset("in on under across within".split())
#: Prepositions (besides the title's function words) that no task phrase taken from a run of
#: title purpose words may hold: "Robust Classifiers against Sparse Corruptions" gives
#: "sparse corruptions", never "classifiers against sparse corruptions".
_JOINING_PREPS = frozenset(
    "against across after among amid along around before beneath beside besides between beyond despite "
    "during except inside into like near onto over past per than throughout until upon versus vs "
    "within".split())
#: Switch of the title-means rule of :meth:`TitleTaskRules._title_tasks`: a noun phrase
#: that the title names as its means ("Stochastic Q-learning for Large Discrete Action
#: Spaces", "X via Bayesian Optimization") is not made a task by the title (before, only
#: one that opened the abstract was refused). Measured on the eleven dev sets (252
#: abstracts): the rule's 12 such task mentions were 0 gold tasks, 10 false, 2 allowed.
TITLE_MEANS_NOT_TASK = True
#: Switch of the title problem with its complement as a task candidate
#: (:meth:`TitleTaskRules._title_complement_task`).
TITLE_COMPLEMENT_TASK = True
#: Switch of the title problem with its complement as the abstract writes it, with other
#: modifiers of head or complement (:meth:`TitleTaskRules._complement_as_written`).
TITLE_COMPLEMENT_LENIENT = True
#: Longest complement noun phrase read by :meth:`TitleTaskRules._complement_as_written`, in tokens.
COMPLEMENT_MAX_TOKENS = 8
#: Switch of the reading of a title purpose's head without its leading graded modifiers
#: ("Improved", "Efficient": :data:`_GRADING_PARTICIPLES`, evaluative and manner words) before its
#: setting complement in the title-problem ranking (:meth:`TitleTaskRules._title_problem_credit`).
TITLE_HEAD_TAIL_BEFORE_SETTING = True
#: Participles that grade a problem without naming a kind of it ("Improved Covariance
#: Estimation"; not "Unsupervised", "Distributed": those name a kind).
_GRADING_PARTICIPLES = frozenset("improved enhanced accelerated increased reduced".split())
#: Switch of the title-problem ranking (:meth:`TitleTaskRules._title_problem_credit`).
TITLE_PROBLEM_CREDIT = True
#: Longest candidate (in words) that the title-problem ranking credits: a longer one
#: ("test-time adaptation of predictive models trained on tabular data") is a clause
#: around the problem, not its name.
TITLE_PROBLEM_MAX_WORDS = 5
#: Words that end the topic phrase of a title besides :data:`_TITLE_FUNCTION_WORDS`:
#: articles, prepositions and auxiliaries ("Off-policy Evaluation Beyond Overlap").
_TOPIC_STOP_WORDS = frozenset(
    """the a an between beyond against across over into onto within inside outside about
    among amid after before versus vs near like than can could do does did be been being
    should would will may might must""".split())
#: Coarse tags of the words of a title topic as the abstract writes it (a noun phrase).
_TOPIC_POS = frozenset("NOUN PROPN ADJ NUM".split())
#: Properties of models that research pursues as problems ("fairness in machine
#: learning", "robustness of neural networks"): with an "of / in" complement they name
#: a problem, as nominalisations do.
DESIRED_PROPERTIES = frozenset(
    """fairness robustness interpretability explainability privacy safety transparency
    accountability trustworthiness reproducibility controllability identifiability
    learnability""".split())


#: Nouns of a means that a problem phrase before them states the purpose of ("a
#: data-pruning approach", "distributed training techniques").
_PURPOSE_MEANS_HEADS = frozenset("approach method framework algorithm technique strategy scheme pipeline".split())
#: Modifiers that qualify a kind of work, not a problem ("Towards Theoretical Understanding").
_VAGUE_MODIFIERS = frozenset("theoretical empirical better deeper principled unified general".split())
#: Heads of things a paper works with, not problems ("synthetic data", "codebook features").
_OBJECT_NOUNS = frozenset("data feature representation embedding dataset benchmark corpus".split())
#: Heads of problem settings of game theory and online learning ("Stackelberg games",
#: "contextual bandits"): a problem the paper addresses, though no nominalisation.
SETTING_PROBLEM_HEADS = frozenset("game bandit".split())
#: Heads of what a method is applied to, beside :data:`_OBJECT_NOUNS` ("Sampling
#: Multimodal Distributions", "for Streaming Event Sequences"): a title phrase headed by
#: one names the object of the problem, not the problem (:meth:`TitleTaskRules._title_phrase_ok`).
_TITLE_OBJECT_HEADS = frozenset("distribution sequence signal input output sample".split())
#: Connectives that may open a sentence before its subject ("However, X is ...").
_CONNECTIVE_WORDS = frozenset(
    """however yet moreover nevertheless nonetheless still unfortunately consequently hence
    thus indeed importantly notably meanwhile recently""".split())
#: Heads that the any-head title fallback refuses (:meth:`TitleTaskRules._title_phrase_ok`
#: with ``any_head``): a bound, a quantity, a premise, a mathematical object or a thing of
#: the setting, never the problem itself ("fundamental limitations", "noise level",
#: "independence assumption", "flash memory", "Riemannian metric", "superlevel sets").
_LOOSE_VAGUE_HEADS = frozenset(
    """limitation limit bound assumption iteration level pitfall memory metric manifold class
    year interest step property condition set space function""".split())
#: First words of a title phrase that make it no problem's name in the any-head fallback
#: ("overlooked pitfalls", "fundamental limitations").
_LOOSE_VAGUE_OPENERS = frozenset("fundamental overlooked hidden main key basic".split())
#: Switch of cue 4 of the problem-statement fallback, "X poses challenges for Y" -> Y
#: (:meth:`TitleTaskRules._problem_statement_fallback`).
CHALLENGES_FOR = True
#: Verbs that bring challenges to a problem ("poses unique challenges for Y").
_POSING_VERBS = frozenset("pose poses posed posing present presents presented raise raises raised bring brings".split())
#: Subordinators that may open the abstract before its subject ("While X has ...").
_OPENING_SUBORDINATORS = frozenset("while although though since as because whereas".split())


#: Gerunds that change a degree ("increasing scale", "improving accuracy"): their object
#: is a quantity, not a problem.
DEGREE_GERUNDS = frozenset(
    """increasing improving reducing enhancing boosting accelerating speeding lowering
    decreasing raising mitigating alleviating""".split())
#: Gerunds of coping with a problem ("handling", "tackling": their object is the problem and
#: the gerund adds no task) and of making a means ("developing", "constructing": their object
#: is a means, not a problem). A purpose "for V-ing X" opened by one names no task (session
#: 39): read by :mod:`kg.extract.roles_tasks` (``LIGHT_PURPOSE_GERUNDS``) and by the
#: purpose-clause fallback here (:data:`LIGHT_PURPOSE_CLAUSES`).
LIGHT_GERUNDS = frozenset("handling tackling addressing dealing coping developing constructing building".split())
#: Switch of :data:`LIGHT_GERUNDS` in the purpose-clause fallback ("a toolkit for building
#: new solvers" is no main task).
LIGHT_PURPOSE_CLAUSES = True


#: Switch (session 46): a main task that is a learning paradigm of two words
#: (:func:`_learning_paradigm`: "reinforcement learning", "generative modeling") that the
#: title narrows by one or two modifiers of its own ("Multi-Task Reinforcement Learning",
#: "Differentially Private Decentralized Learning") is the title's narrower phrase even when
#: the abstract never writes the modifiers before it (:meth:`TitleTaskRules._title_specific_main`;
#: the modifiers pass :meth:`~TitleTaskRules._title_modifier`, and the whole run of them before
#: the task is at most :data:`TITLE_PARADIGM_MAX_MODIFIERS` words). A paradigm alone names a
#: field, and the title says which part of it the paper takes.
TITLE_SPECIFIC_PARADIGM = True
TITLE_PARADIGM_MAX_MODIFIERS = 2
#: Words of a property the method gives a paradigm ("Adaptive Federated Learning",
#: "Interpretable Local Learning"): no narrower problem (corpus check, session 46). A
#: modifier after "to" is a verb ("Learning to Stabilize Online RL") and is refused too.
_PARADIGM_PROPERTY_WORDS = frozenset("adaptive interpretable".split())
#: Last words of a learning paradigm (:func:`_learning_paradigm`).
_PARADIGM_HEADS = frozenset("learning modeling modelling".split())


def _learning_paradigm(words: list[str]) -> bool:
    """Is the task of ``words`` (its words as written) a learning paradigm of two words
    ending in :data:`_PARADIGM_HEADS` ("reinforcement learning", "Federated
    Learning", "generative modeling")?"""
    return len(words) == 2 and words[-1].lower() in _PARADIGM_HEADS


#: Letters two words must share at their start to count as one stem when a title
#: modifier is compared with a task's ("controlled" and "controllable").
STEM_PREFIX = 6
#: Adjectives that grade a problem's difficulty ("challenging control tasks"): no part
#: of the problem's name, and never a gerund that opens a purpose clause.
DIFFICULTY_WORDS = frozenset("challenging difficult hard fundamental demanding formidable".split())
#: Sentences at the start of an abstract searched for a stated problem (the fallback
#: :meth:`TitleTaskRules._problem_statement_fallback`; proposal sentences are searched too).
PROBLEM_STATEMENT_SENTENCES = 3
#: Longest problem phrase read by :meth:`TitleTaskRules._problem_phrase`, in tokens
#: (articles and hyphens included); a longer run is no phrase.
PROBLEM_PHRASE_MAX_WORDS = 12
#: Prepositions that may join a complement to a problem phrase ("inference of X",
#: "learning with X", "optimisation under X", "reconstruction from X").
PROBLEM_COMPLEMENT_PREPS = frozenset("of with under from in on".split())
#: Switch: a preposition and noun that open a complex preposition with the "to" / "of" after
#: them ("with respect to", "in terms of", "with regard to", "by means of") end a problem
#: phrase before them, so that no task ends in such a fragment ("training two-layer
#: networks with respect to the dimension" -> "training two-layer networks"; session 47).
COMPLEX_PREPOSITION_STOP = True
#: The nouns of such complex prepositions ("with respect to", "in terms of").
_COMPLEX_PREPOSITION_NOUNS = frozenset("respect regard regards terms means spite view light virtue".split())
#: Complements that state the setting of a problem, not its object ("X with large state spaces",
#: "X under noise", "X from few samples"): a stated problem whose first complement is one of
#: these is left to the noun-phrase rules, which cut it there
#: (:meth:`TitleTaskRules._problem_statement_task`).
STATEMENT_SETTING_PREPS = frozenset("with under from".split())
#: Nouns that frame their "of"-complement as the problem ("the problem of X").
PROBLEM_FRAME_NOUNS = frozenset("problem task question challenge".split())
#: The words at which the cue scan of :meth:`TitleTaskRules._problem_statements` can act (it
#: visits only these tokens; its tests are unchanged): a frame noun (cue 1), "challenge(s)"
#: (cue 4: the only words that start with "challenge" and have it as their singular), a
#: study verb, "delve(s)" or a verb of providing an analysis (cue 2).
_STATEMENT_CUE_WORDS = PROBLEM_FRAME_NOUNS | L.STUDY_VERBS | frozenset(
    "challenge challenges delve delves provide provides present presents give gives develop develops".split())
#: Words that make a phrase refer back to the text ("this problem") or name no problem.
_ANAPHORIC_WORDS = frozenset("this these that those such its their it our we which".split())
#: Nouns that end a problem phrase: the paper itself or its means ("this paper",
#: "our approach").
_STOP_NOUNS = frozenset("paper work article approach method framework".split())
#: Heads of models and means (not problems) beside the method heads of the lexicon.
_MEANS_HEADS = frozenset(
    """model network networks architecture process framework method approach technique
    algorithm tool system estimator solver classifier predictor planner sampler learner
    optimizer encoder decoder coder autoencoder generator agent transformer pursuit descent ascent
    paradigm""".split())
#: Nouns of an aspect, relation or use of something: alone or with an "of"-complement
#: they name no research problem ("the role of X", "the connections between X and Y").
_ASPECT_NOUNS = frozenset(
    """connection relationship relation link role effect impact use usage feasibility
    trade-off tradeoff perspective view challenge issue limitation question behavior
    behaviour property power benefit advantage importance way""".split())
#: Vague nouns: a phrase headed by one (before its complements) names no problem
#: ("different sub-problems", "several aspects of X", "the potential of X", "the
#: technical difficulty of X"); refused by :meth:`TitleTaskRules._fallback_refuses`.
_VAGUE_HEADS = frozenset(
    """sub-problem subproblem aspect setting way potential difficulty nature extent scope
    direction factor matter kind type form part piece thing case situation scenario
    landscape limit error result number amount combination""".split())
#: Adjectives that compare a phrase with another one in the text ("analogous scaling
#: laws", "similar guarantees"): the phrase refers back and names no problem.
_COMPARING_WORDS = frozenset(
    "analogous similar same such other comparable corresponding associated related aforementioned".split())
#: Gerunds that introduce a means like a preposition ("X using Y"): they end a problem
#: phrase.
_MEANS_GERUNDS = frozenset("using leveraging employing utilizing utilising exploiting".split())
#: Conjunctions that join the parts of a coordinated phrase ("language and vision").
_COORDINATORS = frozenset("and or".split())
#: Modifiers that make a phrase refer to prior work, not to the paper's problem.
_PRIOR_WORK_WORDS = frozenset("existing previous prior current conventional standard traditional".split())
#: Modifiers that qualify a problem without naming it, beside the lexicon's problem
#: qualifiers and evaluative words ("complicated real-world problems").
_VAGUE_WORDS = frozenset(
    """complicated complex real world real-world life real-life realistic new novel various diverse many several
    numerous downstream given certain such other these""".split())
#: Number words that open a count, not a problem ("two critical challenges").
_NUMBER_WORDS = frozenset("one two three four five several many multiple".split())
#: Nouns of the paper as the subject of a study verb ("this paper studies").
_SELF_NOUNS = frozenset("paper work study article".split())
#: Nouns of an analysis whose "of"-complement is what the paper studies.
_ANALYSIS_NOUNS = frozenset(
    "analysis study characterization characterisation investigation treatment theory".split())
#: Title gerunds whose object is the problem the paper solves ("Solving X").
_TITLE_PROBLEM_GERUNDS = frozenset("solving tackling addressing".split())
#: Penn Treebank tags of a finite verb.
_FINITE_TAGS = frozenset("VBP VBZ VBD MD".split())
#: Present-tense verbs that follow a plural subject "advances in X" and that the
#: tagger may read as nouns ("Recent advances in X leverage ...").
_SUBJECT_VERBS = frozenset(
    """leverage leverages rely exploit use employ enable show demonstrate require suffer
    focus build benefit make allow achieve adopt utilize utilise""".split())
#: Verbs that recast the paper's question as a problem ("we formalize this notion as X").
FORMULATE_VERBS = frozenset(
    "formalize formalizes formalise formalises formulate formulates cast casts frame frames reframe reframes".split())
#: Longest object between a formulating verb and its "as", in tokens.
FORMULATE_MAX_OBJECT = 6
#: Nouns of progress in a field ("Recent advances in X").
ADVANCE_NOUNS = frozenset("advance progress development breakthrough".split())
#: Verbs of an infinitive of purpose that names the problem ("To study X, ...").
_STUDY_INFINITIVES = frozenset("study address tackle investigate understand solve examine analyze analyse".split())
#: Verbs before "to study X" that state the paper's aim ("we aim to study X").
_AIM_VERBS = frozenset("aim aims seek seeks attempt attempts set sets is".split())
#: Verbs of a state that a problem statement predicates of its subject.
_STATE_VERBS = frozenset("is are remains remain has have becomes become".split())
#: Predicates that state an open problem ("X remains challenging").
_CHALLENGE_STATES = frozenset(
    """challenging difficult hard unexplored underexplored under-explored unsolved open
    elusive unclear nontrivial non-trivial""".split())


#: Switch of the field of a studied means as the problem ("we analyze two of the most
#: fundamental algorithms in X" -> X; :meth:`TitleTaskRules._problem_statement_fallback`).
MEANS_IN_FIELD = True
#: Adverbs in "-ly" that hedge or grade an adjective without naming a kind ("fairly broad",
#: "possibly rougher", "previously unseen"): no part of a problem phrase.
_HEDGE_ADVERBS = frozenset(
    """fairly possibly previously potentially relatively highly quite rather extremely increasingly
    generally typically usually newly recently particularly especially commonly widely largely
    mostly inherently notoriously significantly substantially numerically practically sufficiently
    arbitrarily reasonably surprisingly only nearly early""".split())
#: Switch of the problem statement as task evidence where other task rules applied too
#: (:meth:`TitleTaskRules._problem_statement_task`; without it the statement is read only
#: as a fallback, :meth:`TitleTaskRules._problem_statement_fallback`).
PROBLEM_STATEMENT_ALWAYS = True
#: Switch: the object of a self-study frame headed by an aspect of what is studied ("we
#: study the generalization properties of gradient methods", "we investigate the
#: performance of sketches in adaptive settings") is a stated problem with its complement
#: (:meth:`TitleTaskRules._problem_statement_task`).
STATEMENT_ASPECTS = True
#: Nouns of an aspect of a studied object (singular forms): with an "of" complement after
#: a verb of study they state the paper's problem ("the convergence of X").
STATEMENT_ASPECT_HEADS = frozenset(
    """property performance behavior behaviour dynamic dynamics effect impact role
    convergence limitation vulnerability expressivity expressiveness""".split())
#: Heads of a stated phrase that name a faculty, a lack or a field of something, not a
#: problem ("the capabilities of X", "the scarcity of X", "the field of X")
#: (:meth:`TitleTaskRules._problem_statement_task`).
_STATEMENT_VAGUE_HEADS = frozenset("ability capability capacity scarcity lack field area".split())
#: Switch: a title phrase that names the paper's own means (its name prefix spelt out, or
#: a phrase the abstract introduces as its proposal) is no title problem phrase
#: (:meth:`TitleTaskRules._title_means`).
TITLE_MEANS_CHECK = True
#: Words before a noun phrase that make it the paper's own means ("our X", "the proposed
#: X", "a method called X") (:meth:`TitleTaskRules._abstract_means_at`; "via" left out:
#: "LMs are aligned via reinforcement finetuning" names the field's means, not the paper's).
_OWN_MEANS_CUES = frozenset("our proposed called named dubbed termed".split())
#: Verbs whose object, with "we" as subject, is the paper's proposal ("we propose X").
_PROPOSING_VERBS = frozenset("propose introduce present".split())
#: Switch of the name-prefix reading of :meth:`TitleTaskRules._title_means` (off: on 2,000
#: corpus abstracts names spell their problem as often as their means, "HYPO: Hyperspherical
#: Out-Of-Distribution Generalization", "GenS: Generalizable Neural Surface Reconstruction").
TITLE_NAME_SPELT = False
#: Most modifiers between a cue of :data:`_OWN_MEANS_CUES` and the title phrase.
MEANS_CUE_GAP = 2
#: Fewest sentences that must name a phrase for :meth:`TitleTaskRules._recurrent_problem_fallback`.
RECURRENT_MIN_SENTENCES = 3
#: Switch of the problem statements that call their subject a studied problem ("X is
#: extensively studied", "X has become a popular research topic";
#: :meth:`TitleTaskRules._problem_statement_fallback`).
STUDIED_STATEMENT = True
#: Words that open an introductory phrase before the subject of a sentence ("To reduce
#: costs, X is ...", "In practice, X remains ...").
_INTRODUCTORY_WORDS = frozenset("to in for with by despite while although since given".split())
#: Longest introductory phrase read before a subject, in tokens up to its comma.
INTRODUCTORY_MAX_TOKENS = 12
#: Participles that state a subject is studied as a problem ("X has been widely studied").
_STUDIED_STATES = frozenset("studied explored investigated researched".split())
#: Nouns after "research" that make the subject a research problem ("a research topic").
_RESEARCH_NOUNS = frozenset("topic topics area areas direction directions problem problems".split())


#: Alphanumeric runs of a lower-case text: the words that title and abstract are compared by.
_WORD_RE = re.compile(r"[a-z0-9]+")
#: The words and the punctuation marks that :meth:`TitleTaskRules._title_word_roles` keeps of a title word.
_TITLE_PART_RE = re.compile(r"[a-z0-9]+|[:;,?!()]")


@lru_cache(maxsize=1 << 16)
def _singular_words(lower: str) -> tuple[str, ...]:
    """The singular alphanumeric words (:func:`~kg.extract.roles_base._singular`) of the
    lower-case text ``lower``, possessive "'s" removed: ``"model's"`` -> ``("model",)``,
    ``"3d-aware"`` -> ``("3d", "aware")``.

    Why memoised: the title rules compare the title with every token of the abstract
    and with every task candidate; tokens and phrases recur across abstracts, and
    ``re.findall`` plus ``_singular`` per token cost more than the rest of those rules.
    """
    return tuple(_singular(w) for w in _WORD_RE.findall(lower.replace("'s", "")))


#: lower-case token -> :func:`_singular_words` of it, read a Doc at a time by
#: :func:`_token_words` (a dict read with ``map`` costs a fraction of a memoised call per token)
_TOKEN_WORDS: dict[str, tuple[str, ...]] = {}
#: entries kept in :data:`_TOKEN_WORDS` before it is cleared (bounds memory on huge corpora)
_TOKEN_WORDS_MAX = 1 << 16


def _token_words(lowers: list[str]) -> list[tuple[str, ...]]:
    """:func:`_singular_words` of each lower-case token of ``lowers``, in order (memoised
    in :data:`_TOKEN_WORDS`; same values as calling it per token)."""
    try:
        return list(map(_TOKEN_WORDS.__getitem__, lowers))
    except KeyError:
        if len(_TOKEN_WORDS) > _TOKEN_WORDS_MAX:
            _TOKEN_WORDS.clear()
        for w in set(lowers).difference(_TOKEN_WORDS):  # (the words not seen yet)
            # an ASCII word of small letters and digits is one word for _WORD_RE
            _TOKEN_WORDS[w] = (_singular(w),) if w.isascii() and w.isalnum() and (w.islower() or w.isdigit()) \
                else _singular_words(w)
        return list(map(_TOKEN_WORDS.__getitem__, lowers))


def _find_words(words: list[str], phrase: list[str]) -> Optional[int]:
    """Index of the first occurrence of the word list ``phrase`` (non-empty) as
    consecutive items of ``words``, or None. Same result as comparing every slice
    ``words[i:i + len(phrase)]``; ``list.index`` finds the candidate starts in C."""
    n = len(phrase)
    first, stop = phrase[0], len(words) - n + 1
    i = 0
    while i < stop:
        try:
            i = words.index(first, i, stop)
        except ValueError:
            return None
        if words[i:i + n] == phrase:
            return i
        i += 1
    return None



#: Upper-case ASCII letters to lower case, every other character kept (the length too).
_ASCII_LOWER = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)


def _is_word_or_hyphen(ch: str) -> bool:
    """Whether ``ch`` matches ``[\\w-]`` (:func:`kg.extract.roles_base._is_word_char`, or a hyphen)."""
    return _is_word_char(ch) or ch == "-"


def _phrase_spans(text: str, words: list[str]) -> Optional[list[tuple[int, int]]]:
    """Where ``text`` writes ``words`` as one phrase, in any case, joined by spaces or hyphens,
    the last one perhaps with a plural "s", with no word character or hyphen on either side:
    the spans of ``re.finditer(r"(?<![\\w-])" + r"[\\s-]+".join(map(re.escape, words)) +
    r"s?(?![\\w-])", text, re.I)``, found with ``str.find`` and ``str.startswith`` (a pattern
    compiled per title name, about 210 per 1,000 abstracts, pushed the fixed patterns out of
    Python's 512-entry regex cache: session 33). :meth:`TitleTaskRules._confirmed_modifiers`.

    Args:
        text: the abstract.
        words: the phrase's words (no empty word).
    Returns:
        The ``(start, end)`` spans, left to right, not overlapping; None when a word is not
        ASCII, is empty or starts with a space or hyphen, or ``text`` holds a letter that
        ``re.I`` pairs with an ASCII one (:data:`_ASCII_CASE_PARTNERS`): the caller then runs
        the pattern. Otherwise ``re.I`` compares the ASCII letters lower-cased, and the
        separators before a word that cannot start with one are all those there are, so the
        scan here finds what the pattern finds.
    """
    if not words or not all(w and w.isascii() and not (w[0].isspace() or w[0] == "-") for w in words) \
            or not text.isascii() and any(ch in text for ch in _ASCII_CASE_PARTNERS):
        return None
    low, lows = text.translate(_ASCII_LOWER), [w.lower() for w in words]
    size, first = len(low), lows[0]
    out: list[tuple[int, int]] = []
    i = low.find(first)
    while i >= 0:
        end = None
        if i == 0 or not _is_word_or_hyphen(low[i - 1]):
            k = i + len(first)
            for w in lows[1:]:
                j = k
                while j < size and (low[j].isspace() or low[j] == "-"):
                    j += 1
                if j == k or not low.startswith(w, j):
                    break
                k = j + len(w)
            else:
                if k < size and low[k] == "s":
                    k += 1  # (without it, the lookahead would see the "s", a word character)
                if k >= size or not _is_word_or_hyphen(low[k]):
                    end = k
        if end is not None:
            out.append((i, end))
            i = low.find(first, end)  # the next match starts after this one, as re.finditer's
        else:
            i = low.find(first, i + 1)
    return out


class TitleTaskRules(_StateBase):
    """Mixin of :class:`kg.extract.roles._State`: the title's noun phrases, purpose and
    gerund clause as tasks, and the fallbacks for a text where no task rule applies, in
    the order the task stage tries them: ``_testbed_fallback``,
    ``_problem_statement_fallback``, ``_title_overlap_fallback``, ``_purpose_fallback``
    (``_task_fallback`` runs the first and the last)."""

    #: memos of :meth:`_abstract_words`, :meth:`_abstract_word_token` and
    #: :meth:`_words_per_token` for the current Doc (set on first use; the state object
    #: lives for one Doc)
    _abstract_words_memo: Optional[list[str]] = None
    _abstract_owner_memo: Optional[list[int]] = None
    _token_words_memo: Optional[list[tuple[str, ...]]] = None

    def _words_per_token(self) -> list[tuple[str, ...]]:
        """The singular words of each token (:func:`_singular_words` of ``self.lower[i]``
        at index ``i``), computed on first use and kept for the Doc."""
        if self._token_words_memo is None:
            self._token_words_memo = _token_words(self.lower)
        return self._token_words_memo

    def _abstract_words(self) -> list[str]:
        """The abstract as singular words (as :meth:`_title_words`, without punctuation):
        a token gives one word per alphanumeric part ("3D-aware": "3d", "aware").
        Computed on first use from the token column ``self.lower`` (no Token objects)
        and kept for the Doc."""
        if self._abstract_words_memo is None:
            self._abstract_words_memo = list(chain.from_iterable(self._words_per_token()))
        return self._abstract_words_memo

    def _abstract_word_token(self, p: int) -> int:
        """Index of the token that word ``p`` of :meth:`_abstract_words` comes from (the
        word-to-token table is built only when a title phrase is found in the abstract)."""
        if self._abstract_owner_memo is None:
            self._abstract_owner_memo = [i for i, words in enumerate(self._words_per_token()) for _ in words]
        return self._abstract_owner_memo[p]

    def _title_words(self) -> list[str]:
        """The paper's title (``doc._.paperkg_title``) as lower-case singular words and
        punctuation marks (``:`` ``,`` ``?`` ...), or []."""
        return self._title_word_roles()[0]

    def _title_word_roles(self) -> tuple[list[str], list[str]]:
        """The title's lower-case singular words and punctuation marks (as
        :meth:`_title_words`) and, in parallel, each word's role in the title
        (:func:`kg.extract.roles_main.title_roles`: ``purpose``, ``means``, ``name``,
        ``plain``); two empty lists without a title. When the abstract defines an
        acronym of the title, the title follows again as a further segment (after a
        ":") with the acronym replaced by the words of its long form (same roles)."""
        if self._title_memo is not None:
            return self._title_memo
        title = self.doc._.paperkg_title
        words: list[str] = []
        roles: list[str] = []
        # an acronym of the title that the abstract defines stands for its long form
        # ("... for Elliptic PDEs" and "Elliptic partial differential equations (PDEs)")
        longs: dict[str, str] = {}
        for _, _, a in self.pairs:
            if any(w in _TITLE_FUNCTION_WORDS for w in a.long.lower().split()):
                continue  # "reinforcement learning from human feedback" would split into two phrases
            longs.setdefault(a.short.lower(), a.long.lower())
            longs.setdefault(_singular(a.short.lower()), a.long.lower())
        if title and isinstance(title, str):
            pairs = title_roles(title)
            self._title_pairs_memo = pairs
            expanded = [(longs.get(w, w) if role != "name" and len(w) >= 2 else w, role) for w, role in pairs]
            if expanded != pairs:  # the title again, with its acronyms spelt out, as a further segment
                pairs = pairs + [(":", "plain")] + expanded
            for w, role in pairs:
                for part in _TITLE_PART_RE.findall(w.replace("'s", "")):
                    words.append(_singular(part))
                    roles.append(role)
        self._title_memo = (words, roles)
        return self._title_memo

    @staticmethod
    def _title_phrase(words: list[str], tw: list[str]) -> Optional[int]:
        """Where ``words`` occur in the title words ``tw`` as a whole phrase: contiguous,
        not followed by another content word ("A Label Encoding Perspective" holds no
        phrase "label encoding") and not the means of the title ("... with Linear
        Computations", "via X"). Returns the index of the first such occurrence in
        ``tw``, or None."""
        n = len(words)
        for i in range(len(tw) - n + 1):
            if tw[i:i + n] != words:
                continue
            nxt = tw[i + n] if i + n < len(tw) else None
            prev = tw[i - 1] if i > 0 else None
            if nxt is not None and nxt.isalnum() and nxt not in _TITLE_FUNCTION_WORDS and not nxt.endswith("ly") \
                    and nxt not in ("problem", "task"):  # "... for the Submodular Cover Problem" names the phrase
                continue  # "A Label Encoding Perspective" (an adverb may follow: "Maximization Exponentially Fast")
            if prev in _TITLE_MEANS_WORDS or prev == "without" or i > 1 and tw[i - 2] == "without" and prev == "a":
                continue  # (what the paper does without is no task: "RL without a Reward Function")
            return i
        return None

    def _title_role_tags(self, at: int, n: int) -> set[str]:
        """Tags for a phrase of ``n`` title words found at index ``at``: ``title`` plus
        ``title-purpose`` / ``title-means`` when all its words have that role, except
        that a phrase after a setting preposition (:data:`_SETTING_PREPS`) that follows
        a purpose word is the setting of the purpose and takes ``title-setting`` alone
        (when :data:`TITLE_SETTING_COMPLEMENT`)."""
        tw, all_roles = self._title_word_roles()
        roles = set(all_roles[at:at + n])
        tags = {"title"}
        setting = TITLE_SETTING_COMPLEMENT and at >= 2 and tw[at - 1] in _SETTING_PREPS \
            and all_roles[at - 2] == "purpose" and tw[at - 2].isalnum()
        if setting:
            tags = {"title-setting"}  # "for Efficient Planning in (Partially Observed
            # Environments)": the setting of the purpose, not the purpose
        elif roles == {"purpose"} and (n > 1 or at > 0 and tw[at - 1] in ("for", "towards", "toward")):
            tags.add("title-purpose")  # one word only right after the cue: "for Control", not "... H∞ Control"
        elif roles == {"means"}:
            tags.add("title-means")
        return tags

    def _words_of(self, start: int, end: int) -> list[str]:
        """Lower-case singular words of the text ``[start, end)`` (as :meth:`_title_words`)."""
        return list(_singular_words(self.text[start:end].lower()))

    def _title_credit_to_specific(self, matched: list, tw: list[str]):
        """Move the title's tags from a task mention to a more specific one that the
        title names. When the title word right before the phrase a mention matched is a
        content modifier ("Controlled Text Generation" for the mention "text
        generation") and another task mention ends in the same words and has a modifier
        before them that is one of the title's modifiers of the phrase (its run of up to
        :data:`TITLE_MODIFIER_RUN` content words before it: "Text-guided 3D Animatable
        Avatar Generation" and the mention "automatic 3D avatar generation"), or of the
        same stem ("controllable text generation"; stems share :data:`STEM_PREFIX`
        letters; a combining prefix such as "multi" does not count), the title names the specific problem: that mention
        takes the tags ``title`` / ``title-purpose`` / ``title-means`` and the general
        one loses them (the guidelines ask for the most specific phrase the text gives).
        When both phrases are in the title, the shorter one, which ends where the longer
        one ends, loses the title's tags, unless the longer one only adds graded,
        manner or means modifiers ("Fast Macro Placement", "Prototype-based Tabular
        Representation Learning").

        Args:
            matched: ``(candidate, title word index, candidate words)`` of the mentions
                that :meth:`_title_phrase` found in the title.
            tw: the title's lower-case singular words (:meth:`_title_words`).
        """
        title_tags = {"title", "title-purpose", "title-means"}
        named = {id(c) for c, _, _ in matched}
        # both in the title: the longer phrase that ends where the shorter one ends is
        # what the title names ("Deep Neural Collapse ...": not "neural collapse")
        for c, at, words in matched:
            n = len(words)
            if any(len(bw) > n and bw[-n:] == words and at_b + len(bw) == at + n
                   and not all(w in L.EVALUATIVE or w in L.GENERIC_MODIFIERS or w in L.NP_STRIP_LEFT
                               or w in _MANNER_WORDS for w in bw[:-n])
                   and not any(w in _MEANS_SUFFIX_WORDS for w in bw[:-n])
                   for _, at_b, bw in matched):
                c.tags = set(c.tags) - title_tags  # (not for a graded or means modifier: "Fast Macro Placement")
        for c, at, words in matched:
            if at == 0:
                continue
            mod = tw[at - 1]
            if not mod.isalnum() or len(mod) < 2 or mod in _TITLE_FUNCTION_WORDS or mod in _TITLE_MEANS_WORDS \
                    or mod in ("for", "towards", "toward") or mod.isalpha() and len(mod) < 3:
                continue
            # the title's modifiers of the phrase: its run of content words before it
            # ("... Text-guided 3D Animatable (Avatar Generation)": 3d, animatable, ...)
            mods = set()
            k = at - 1
            while k >= 0 and at - k <= TITLE_MODIFIER_RUN and tw[k].isalnum() and tw[k] not in _TITLE_FUNCTION_WORDS \
                    and tw[k] not in ("for", "towards", "toward", "a", "an", "the"):
                if (len(tw[k]) >= 3 or not tw[k].isalpha()) and tw[k] not in _COMBINING_PREFIXES:
                    mods.add(tw[k])
                k -= 1
            n = len(words)
            for b in self.cands:
                if b.etype != "Task" or id(b) in named:
                    continue
                bw = self._words_of(b.start, b.end)
                if len(bw) <= n or bw[-n:] != words:
                    continue
                if any(w in mods or len(w) >= STEM_PREFIX and any(m[:STEM_PREFIX] == w[:STEM_PREFIX] for m in mods)
                       for w in bw[:-n]):
                    tags = c.tags & title_tags
                    b.tags = set(b.tags) | tags
                    c.tags = set(c.tags) - tags
                    break

    def _title_tasks(self, proposed_keys: set[str]):
        """Use the title (when the caller set ``doc._.paperkg_title``): a task mention
        that the title names as a whole phrase (:meth:`_title_phrase`) gets the tag
        ``title`` (with ``title-purpose`` / ``title-means`` by its role in the title,
        :func:`~kg.extract.roles_main.title_roles`); a noun phrase of two to six words that
        the title names and whose head names a problem (:meth:`_problem_head`, or a
        learning / optimisation / estimation setting: "federated representation
        learning") becomes a task mention, and so does one with any other head when it
        is the subject of the abstract's first sentence (:meth:`_opening_subject`,
        tags ``opening`` and ``opening-subject``: "Dataset distillation extracts ...")
        or the long form of an acronym the text defines ("deep neural collapse (DNC)")
        unless it names a model (``_model_head`` of the task rules) or is written as a
        name in Title Case (unless it follows "problem": "the optimization problem Set
        Cover (SC)"); a phrase in the title's means (tag ``title-means``: "Stochastic
        Q-learning for X", "X via Bayesian Optimization") never becomes one (when
        :data:`TITLE_MEANS_NOT_TASK`); so does the title's statement of purpose where the
        abstract repeats it (:meth:`_title_purpose_tasks`)."""
        tw = self._title_words()
        if not tw:
            return
        have = set()
        for c in self.cands:
            if c.etype != "Task":
                continue
            words = self._words_of(c.start, c.end)
            have.add((c.start, c.end))
            at = self._title_phrase(words, tw) if words else None
            if at is not None and not (TITLE_MEANS_CHECK and self._title_means(words)):
                c.tags = set(c.tags) | self._title_role_tags(at, len(words))
        title_vocab = set(tw)
        low = self.lower
        # tokens "problem(s)", for the first one inside a phrase by bisection
        problem_at = [i for i, w in enumerate(low) if w == "problem" or w == "problems"] \
            if "problem" in low or "problems" in low else []
        token_words = self._words_per_token()
        # the task phrases of the noun phrases, as the task stage's loop read them
        cores = getattr(self, "_np_cores", None)
        if cores is None or len(cores) != len(self.nps):
            cores = [self._task_core(ch) for ch in self.nps]
        idx, toks, ws = self.idx, self.words, self.ws
        for ch, core in zip(self.nps, cores):
            if core is None:
                continue
            c0, c1 = core.start, core.end  # (read once: Span attributes are properties)
            if problem_at:
                # "the optimization problem Submodular Cover (SCP)": the name after "problem"
                x = bisect_left(problem_at, c0)
                k = problem_at[x] if x < len(problem_at) and problem_at[x] < c1 - 1 else None
                if k is not None and toks[k + 1][:1].isupper():
                    c0 = k + 1
                    core = self.doc[c0:c1]
            if not 2 <= c1 - c0 <= 6:
                continue
            # tested first, as it rejects most phrases and costs least: a phrase the title
            # names has only title words (the rules below read the sentence). The words of
            # its last token come first: they are the phrase's last words unless the token
            # is glued to an alphanumeric one before it ("3" "D"), and most fail the test
            last = c1 - 1
            last_words = token_words[last]
            if last_words and (last == c0 or ws[last - 1] or not toks[last - 1][-1:].isalnum()
                               or not toks[last][:1].isalnum()) and last_words[-1] not in title_vocab:
                continue
            start_char, end_char = idx[c0], idx[last] + len(toks[last])
            if (start_char, end_char) in have:
                continue
            words = self._words_of(start_char, end_char)
            if len(words) < 2 or not title_vocab.issuperset(words):
                continue
            head = self.lower[core.end - 1]
            problem = self._problem_head(head) or _singular(head) in _TITLE_TOPIC_HEADS
            # the title's topic that opens the abstract as its subject ("Dataset distillation
            # extracts ..."), whatever its head, unless it names a model ("Diffusion models
            # ...") or is written as a name ("Fictitious Play is ...")
            opening = not problem and (self._opening_subject(ch) or self._long_form_of_pair(core)) \
                and not self._model_head(_singular(head)) and _norm(self._span_text(core)) not in proposed_keys \
                and _singular(head) not in L.GENERIC_NOUNS and _singular(head) not in _OBJECT_NOUNS \
                and (not all(t.text[:1].isupper() for t in core if t.is_alpha and t.lower_ not in _TITLE_FUNCTION_WORDS)
                     or core.start > 0 and self.lower[core.start - 1] in ("problem", "problems"))  # "the problem Set Cover"
            if not (problem or opening):
                continue
            at = self._title_phrase(words, tw)
            if at is None:
                continue
            if (opening or TITLE_MEANS_NOT_TASK) and "title-means" in self._title_role_tags(at, len(words)):
                continue  # the title's means ("M for T", "T via M") is what the paper uses, not its problem
            if self._span_text(core).lower() in L.FIELDS or any(_norm(self._span_text(n)) in proposed_keys
                                                    for n in self._names_in(core.start, core.end)):
                continue
            if TITLE_MEANS_CHECK and self._title_means(words):
                continue  # the paper's own means, named in the title ("our proposed X")
            if TITLE_NAME_GLOSS_NOT_TASK and self._in_name_gloss(core.start_char, core.end_char):
                continue  # "We propose Nougat (Neural Optical Understanding for ...)": the name spelt out
            if self.pos[core.start] in ("VERB", "AUX") or self.tag[core.start] == "VBG" and core.start == ch.start \
                    and self._verbal_lead(core.start):
                continue
            c = self.add(core.start_char, core.end_char, "Task", "task", "task-title", 0.6)
            c.tags = self._title_role_tags(at, len(words)) | self._task_tags(ch, core) | (
                {"opening", "opening-subject"} if opening else set())
            have.add((core.start_char, core.end_char))
        self._title_purpose_tasks(proposed_keys, have)
        if TITLE_COMPLEMENT_TASK:
            self._title_complement_task(proposed_keys, have)
        matched = []  # (candidate, title index, words) of the mentions the title names
        for c in self.cands:
            if c.etype == "Task" and c.tags & {"title", "title-purpose", "title-means"}:
                words = self._words_of(c.start, c.end)
                at = self._title_phrase(words, tw) if words else None
                if at is not None:
                    matched.append((c, at, words))
        self._title_credit_to_specific(matched, tw)
        if TITLE_PROBLEM_CREDIT:
            self._title_problem_credit()

    def _in_name_gloss(self, start: int, end: int) -> bool:
        """Does the text span ``[start, end)`` lie inside the brackets that directly follow
        a proposed name of the paper, before any purpose word in them ("We propose Nougat
        (Neural Optical Understanding for Academic Documents)": "Neural Optical
        Understanding")? Such brackets spell the name out, whether or not the acronym
        finder pairs them (:data:`TITLE_NAME_GLOSS_NOT_TASK`); the words after a "for" /
        "towards" in them may state the problem ("CABINET (Content Relevance-based Noise
        Reduction for Table Question Answering)")."""
        text = self.text
        for c in self.proposed:
            if c.end <= start and re.fullmatch(r"\s*\([^()]*", text[c.end:start]) \
                    and not re.search(r"(?i)\b(?:for|towards?)\b", text[c.end:start]):
                close = text.find(")", end)
                if close >= 0 and "(" not in text[end:close]:
                    return True
        return False

    def _long_form_of_pair(self, core: Span) -> bool:
        """Is ``core`` the long form of an acronym the text defines ("deep neural
        collapse (DNC)"), and not a modifier of the noun after the acronym
        ("Actor-critic (AC) methods")?"""
        if not any((ls, le) == (core.start_char, core.end_char) for _, (ls, le), _ in self.pairs):
            return False
        j = core.end
        if j < len(self.doc) and self.words[j] == "(":
            while j < len(self.doc) and j < core.end + 8 and self.words[j] != ")":
                j += 1
            j += 1
        return j >= len(self.doc) or self.pos[j] not in ("NOUN", "PROPN")

    def _opening_subject(self, ch: Span) -> bool:
        """Is the noun chunk ``ch`` the subject of one of the abstract's first three
        sentences, of its main clause or of an opening subordinate clause ("Dataset
        distillation extracts ...", "While semidefinite programming (SDP) has been
        limited to ...", "However, post-training quantization of X can ...")? The chunk
        follows only determiners (after an optional connective and subordinator) and a
        verb follows it (after an optional parenthesised acronym or "of"-complement)."""
        si = self.tok_sent.get(ch.start)
        if not self.sents or si is None or si > 2:
            return False
        sent = self.sents[si]
        i = sent.start
        if self.lower[i] in _CONNECTIVE_WORDS and i + 1 < sent.end and self.words[i + 1] == ",":
            i += 2  # "Nonetheless, post-training quantization ..."
        if self.lower[i] in _OPENING_SUBORDINATORS:
            i += 1
        while i < ch.start and self.pos[i] == "DET":
            i += 1
        if i != ch.start:
            return False
        j = ch.end
        if j < sent.end and self.words[j] == "(":
            while j < sent.end and j < ch.end + 8 and self.words[j] != ")":
                j += 1
            j += 1
        elif j + 1 < sent.end and self.lower[j] == "of":
            comp = self.chunk_of.get(j + 1)  # "Post-training quantization of diffusion models can ..."
            if comp is not None and comp.start == j + 1:
                j = comp.end
        return j < sent.end and self.pos[j] in ("AUX", "VERB")

    def _title_purpose_tasks(self, proposed_keys: set[str], have: set):
        """The title's statement of purpose ("M for T", "Towards T", "T via M"), where
        the abstract repeats it, is a task: for each run of content words in the
        purpose of the title, the longest tail of the run (two words or more, or one
        task noun) that the abstract contains as consecutive words, ending in a noun
        that names a problem (:meth:`_problem_head`, a learning setting, a field in
        "-ics", or a Papers with Code task), becomes a task mention at its first
        occurrence with the tags ``title`` and ``title-purpose`` ("Training Policies for
        Reinforcement Learning" and "... current reinforcement learning methods ..." ->
        "reinforcement learning"). A run after a setting preposition that follows a
        purpose word ("for Planning in Partially Observed Environments") is the setting
        of the purpose: its mention takes the tag ``title-setting`` instead (when
        :data:`TITLE_SETTING_COMPLEMENT`)."""
        tw, roles = self._title_word_roles()
        runs, run = [], []
        for i, (w, r) in enumerate(zip(tw, roles)):
            if r == "purpose" and w.isalnum() and w not in _TITLE_FUNCTION_WORDS and w not in ("the", "a", "an"):
                if not run:
                    after_cue = i > 0 and tw[i - 1] in ("for", "towards", "toward")
                    # "for Planning in (Partially Observed Environments)": the purpose's setting
                    setting = TITLE_SETTING_COMPLEMENT and i >= 2 and tw[i - 1] in _SETTING_PREPS \
                        and roles[i - 2] == "purpose" and tw[i - 2].isalnum()
                run.append(w)
            else:
                if run:
                    runs.append((run, after_cue, setting))
                run = []
        if run:
            runs.append((run, after_cue, setting))
        self._title_clause_task(proposed_keys, have)
        if TITLE_TOPIC:
            self._title_topic_task(proposed_keys, have)
        for run, after_cue, setting in runs:
            for k in range(len(run)):
                tail = run[k:]
                if len(tail) < 2 and (len(run) > 1 or not after_cue or _singular(tail[0]) not in L.TASK_HEADS):
                    break  # a one-word tail of a longer purpose is too general ("Hybrid Control")
                if tail[0] in _QUANTIFIERS:
                    continue  # "Features at Any Resolution": a quantifier does not start a task
                if not _JOINING_PREPS.isdisjoint(tail):
                    continue  # "Models against X": the preposition joins two phrases
                pos = _find_words(self._abstract_words(), tail)
                if pos is None:
                    continue
                first, last = self._abstract_word_token(pos), self._abstract_word_token(pos + len(tail) - 1)
                if self.pos[last] not in ("NOUN", "PROPN") and self.tag[last] != "VBG":
                    break
                if (last + 1 < len(self.doc) and self.words[last + 1] == "-") or \
                        (first > 0 and self.words[first - 1] == "-"):
                    break  # part of a hyphenated word ("learning-based")
                head = self.lower[last]
                sp = self.doc[first:last + 1]
                key = _norm(sp.text)
                # "for Inverse Problems": the title calls the phrase a problem
                named = _singular(head) in ("problem", "task") and len(tail) >= 2 and \
                    tail[-2] not in L.GENERIC_MODIFIERS and tail[-2] not in _TITLE_FUNCTION_WORDS
                system = named or _singular(head) == "system" and len(tail) >= 2 and (
                    tail[-2].endswith("er") or self._problem_head(tail[-2]))  # "recommender systems"
                # "M for Data Augmentation": the title makes an activity its purpose, though its
                # head may name a means elsewhere (TITLE_PURPOSE_ACTIVITY)
                activity = TITLE_PURPOSE_ACTIVITY and after_cue and k == 0 and len(tail) >= 2 \
                    and _singular(head) in L.METHOD_HEADS and _NOMINAL_RE.search(head) is not None \
                    and _singular(head) not in _MECHANISM_NOUNS \
                    and tail[-2] not in _VAGUE_MODIFIERS
                # "M for Aligning Large Language Models": a gerund and its object, the activity the
                # title makes its purpose, whatever the object's head (TITLE_PURPOSE_GERUND)
                gerund = TITLE_PURPOSE_GERUND and after_cue and k == 0 and len(tail) >= 2 \
                    and self._purpose_gerund_at(first, tail) and key not in self.method_gaz_keys \
                    and not (last + 1 < len(self.doc) and self.lower[last + 1] == "of")
                # (not a method's name, "normalizing flows"; not cut before an "of"-complement:
                # "for Learning Mixtures of X")
                # "M for Urban Mobility Analysis": the analysis of a named object is the purpose
                analysis = TITLE_PURPOSE_ANALYSIS and after_cue and k == 0 and len(tail) >= 2 \
                    and _singular(head) in ("analysis",) and tail[-2] not in L.GENERIC_MODIFIERS \
                    and tail[-2] not in _VAGUE_MODIFIERS and tail[-2] not in L.EVALUATIVE
                if not system and not activity and not gerund and not analysis and (_singular(head) in L.METHOD_HEADS and _singular(head) not in _TITLE_TOPIC_HEADS or not (
                        self._problem_head(head) or _singular(head) in _TITLE_TOPIC_HEADS or head.endswith("ics")
                        or key in self.task_gaz_keys and key not in self.method_gaz_keys
                        or len(tail) >= 2 and _singular(head) in L.TASK_HEADS and tail[-2] not in L.GENERIC_MODIFIERS
                        and tail[-2] not in _VAGUE_MODIFIERS)):
                    break  # (a task noun the title makes the purpose: "for Language Generation")
                if sp.text.lower() in L.FIELDS or key in proposed_keys or any(
                        _norm(n.text) in proposed_keys for n in self._names_in(first, last + 1)):
                    break
                if any(c.etype == "Task" and (c.start, c.end) == (sp.start_char, sp.end_char) and "title-purpose" in c.tags
                       for c in self.cands):
                    break
                if TITLE_NAME_GLOSS_NOT_TASK and self._in_name_gloss(sp.start_char, sp.end_char):
                    break  # "Nougat (Neural Optical Understanding for ...)": the name spelt out
                have.add(self._credit_title_phrase(first, sp, "task-title",
                                                   {"title-setting"} if setting else {"title", "title-purpose"}))
                break

    def _purpose_gerund_at(self, first: int, words: list[str]) -> bool:
        """Does the abstract phrase that starts at token ``first`` and writes the title words
        ``words`` open with a gerund that governs the rest ("aligning large language models",
        "fine-tuning language models")? Its first word (or the second part of a hyphenated
        first word, "fine-tuning") ends in "-ing", is no modifier of a model family
        (:data:`~kg.extract.roles_main.TITLE_MODEL_MODIFIERS`,
        :data:`~kg.extract.roles_main.TITLE_ADJECTIVAL_GERUNDS`: "spiking", "existing"), and the
        abstract tags it as a gerund (a noun only as the last part of a hyphenated word: not
        "embedding tables")."""
        k = first
        w = words[0]
        if len(words) >= 3 and first + 2 < len(self.doc) and self.words[first + 1] == "-" \
                and not self.ws[first] and words[1].endswith("ing"):
            k, w = first + 2, words[1]  # "fine-tuning": the gerund is the compound's last part
        if not (w.endswith("ing") and len(w) > 4) or w in TITLE_MODEL_MODIFIERS or w in TITLE_ADJECTIVAL_GERUNDS:
            return False
        return self.tag[k] == "VBG" or k > first and self.tag[k] == "NN"  # ("Embedding tables": a noun)

    def _credit_title_phrase(self, first: int, sp: Span, rule: str,
                             tags: frozenset = frozenset({"title", "title-purpose"})) -> tuple[int, int]:
        """Give the title's credit to the abstract's phrase ``sp`` (which starts at token
        ``first``), widened to the most specific phrase the text gives when its noun phrase
        adds only adjectives and nouns before it ("multivariate time series forecasting");
        an existing task candidate there gets the title ``tags``, else one is added with
        ``rule`` and those tags. Returns the phrase's character span."""
        ch = self.chunk_of.get(first)
        core = self._task_core(ch) if ch is not None else None
        if core is not None and core.end == sp.end and core.start < sp.start and \
                all(self.words[k].isalpha() and self.pos[k] in ("ADJ", "NOUN", "PROPN")
                    and self.lower[k] not in _TASK_TRAILERS for k in range(core.start, sp.start)) \
                and not self._opening_gerund(core.start):
            sp = core
        old = [c for c in self.cands if c.etype == "Task" and (c.start, c.end) == (sp.start_char, sp.end_char)]
        for c in old:
            c.tags = set(c.tags) | set(tags)
        if not old:
            c = self.add(sp.start_char, sp.end_char, "Task", "task", rule, 0.6)
            c.tags = set(tags) | (self._task_tags(ch, sp) if ch is not None else set())
        return sp.start_char, sp.end_char

    def _opening_gerund(self, k: int) -> bool:
        """Is token ``k`` a gerund that opens its sentence ("Training reinforcement
        learning (RL) agents ... is hard")? Such a word is the verb of a clause, not a
        modifier of the noun phrase after it, whatever tag the tagger gave it."""
        return self.lower[k].endswith("ing") and len(self.lower[k]) > 4 and \
            k == self.sents[self.tok_sent[k]].start and k + 1 < len(self.doc) and self.pos[k + 1] != "PUNCT"

    def _title_topic_words(self) -> list[list[str]]:
        """The topic phrase of each nominal title segment: the words of a segment
        (between colons, question or exclamation marks) without a purpose or means
        word and without a name prefix, from its first word to the first function word
        or punctuation mark ("Ecosystem-level Analysis of Deployed Machine Learning ..."
        -> ecosystem, level, analysis; "An Efficient Label-Only Membership Inference
        Attack" -> efficient, label, only, membership, inference, attack). A leading
        article is skipped; a segment that opens with a gerund ("Chasing Fairness ...")
        is a clause, not a noun phrase, and gives none. Returns lists of lower-case
        singular title words (:meth:`_title_words`), each of two words or more."""
        tw, roles = self._title_word_roles()
        out: list[list[str]] = []
        seg: list[tuple[str, str]] = []
        for w, r in list(zip(tw, roles)) + [(":", "plain")]:
            if w not in (":", "?", "!", ";"):
                seg.append((w, r))
                continue
            words = [x for x, _ in seg]
            if seg and all(r == "plain" for _, r in seg):
                i = 1 if words[0] in ("a", "an", "the") else 0
                if i < len(words) and not words[i].endswith("ing"):
                    phrase = []
                    for x in words[i:]:
                        if not x.isalnum() or x in _TITLE_FUNCTION_WORDS or x in _TOPIC_STOP_WORDS:
                            break
                        phrase.append(x)
                    if len(phrase) >= 2:
                        out.append(phrase)
            seg = []
        return out

    def _title_topic_task(self, proposed_keys: set[str], have: set):
        """The topic of a nominal title (:meth:`_title_topic_words`) where the abstract
        repeats it: the longest tail of two words or more of the topic phrase that the
        abstract contains as consecutive words (:meth:`_abstract_words`) and that ends
        in a noun becomes a task mention with the tags ``title`` and ``title-purpose``
        ("Latent Space Symmetry Discovery" and "Automatic symmetry discovery methods
        aim to ..." -> "symmetry discovery"; "Ecosystem-level Analysis of Deployed ML"
        -> "ecosystem-level analysis"). A nominal title names what the paper is about,
        as its statement of purpose does ("M for T", :meth:`_title_purpose_tasks`);
        the head must name a problem (``_problem_head`` of the task rules, a learning
        setting or a Papers with Code task: objects and phenomena, "Connected Superlevel
        Set", "Mathematical Capabilities", are the topic but no task) and must not name a model or means
        (``_model_head`` of the task rules, :data:`_MEANS_HEADS`, a method noun other
        than a learning setting, a Papers with Code method that is not also a task), a
        vague or generic noun without a content modifier, a field or a proposed name
        (a proposed name is passed over for a shorter tail: "Calibrated Stackelberg
        Games" -> "Stackelberg Games"). The abstract's words must form a noun phrase
        (nouns, adjectives, numbers) not written as a Title Case name.
        Only the first segment that the abstract repeats gives a task ("Off-policy
        Evaluation Beyond Overlap: Sharp Partial Identification ...": the first names
        the topic, the second a result). Where the abstract's noun phrase adds
        modifiers before the words, the task is the whole phrase, the most specific the
        text gives ("Preference Optimization" and "Offline preference optimization
        allows ..." -> "offline preference optimization"); one hyphenated modifier of a
        noun ("the instance-level loss") is none."""
        for phrase in self._title_topic_words():
            if TITLE_MEANS_CHECK and self._title_means(list(phrase)):
                continue  # the paper's own means ("Lattice Sampling: ..." and "our proposed lattice sampling")
            for k in range(len(phrase) - 1):
                tail = phrase[k:]
                if tail[0] in _QUANTIFIERS or tail[0] in _VAGUE_MODIFIERS:
                    continue
                pos = _find_words(self._abstract_words(), tail)
                if pos is None:
                    continue
                first, last = self._abstract_word_token(pos), self._abstract_word_token(pos + len(tail) - 1)
                if self.pos[last] not in ("NOUN", "PROPN") or self.tok_sent.get(first) != self.tok_sent.get(last):
                    break
                if (last + 1 < len(self.doc) and self.words[last + 1] == "-") or \
                        (first > 0 and self.words[first - 1] == "-"):
                    break  # part of a hyphenated word ("learning-based")
                sp = self.doc[first:last + 1]
                key = _norm(sp.text)
                head = _singular(self.lower[last])
                if not (self._problem_head(self.lower[last]) or head in _TITLE_TOPIC_HEADS
                        or key in self.task_gaz_keys and key not in self.method_gaz_keys):
                    break  # an object or a phenomenon ("Connected Superlevel Set", "A Rigorous Link")
                if self._model_head(head) or head in _MEANS_HEADS or head in _VAGUE_HEADS \
                        or head in L.METHOD_HEADS and head not in _TITLE_TOPIC_HEADS \
                        or key in self.method_gaz_keys and key not in self.task_gaz_keys \
                        or head in L.GENERIC_NOUNS and all(w in L.GENERIC_MODIFIERS or w in _VAGUE_MODIFIERS
                                                           for w in tail[:-1]) \
                        or sp.text.lower() in L.FIELDS:
                    break
                if any(self.pos[x] not in _TOPIC_POS and self.words[x] != "-" for x in range(first, last + 1)):
                    break  # not a noun phrase in the abstract ("... Relations between Objects?")
                if not any(self.ws[x] for x in range(first, last)) and last + 1 < len(self.doc) and \
                        self.pos[last + 1] in ("NOUN", "PROPN"):
                    break  # one hyphenated modifier of a noun ("Instance Level" and "the instance-level loss")
                if len(tail) > 1 and all(self.words[x][:1].isupper() for x in range(first, last + 1)
                                         if self.words[x].isalpha()) and \
                        key not in self.task_gaz_keys:
                    break  # a Title Case name in the abstract names a method ("Fiber Monte Carlo")
                if key in proposed_keys or any(_norm(n.text) in proposed_keys for n in self._names_in(first, last + 1)) \
                        or any(a.start < sp.end_char and sp.start_char < a.end for c in self.proposed
                               for a in [c] + c.aliases):
                    continue  # (in) the proposed name: a shorter tail may name the problem
                have.add(self._credit_title_phrase(first, sp, "task-title-topic"))
                return  # the first segment the abstract repeats is the topic

    def _title_clause_task(self, proposed_keys: set[str], have: set):
        """A title segment (between colons or question marks) that is a gerund clause of
        two to seven words without a means or purpose word ("Learning from Aggregate
        Responses: ..."), found word for word in the abstract (:meth:`_abstract_words`),
        is a task with the tags ``title`` and ``title-purpose``."""
        tw, roles = self._title_word_roles()
        segs, cur = [], []
        for w, r in zip(tw, roles):
            if w in (":", "?", "!", ";"):
                segs.append(cur)
                cur = []
                continue
            # a segment with a means or purpose word is not one clause ("Learning X for Y")
            cur.append(w if r != "name" and w not in _TITLE_MEANS_WORDS and w not in ("for", "towards", "toward")
                       else None)
        segs.append(cur)
        for seg in segs:
            if not seg or None in seg or not 2 <= len(seg) <= 7 or not seg[0].endswith("ing"):
                continue
            n = len(seg)
            pos = _find_words(self._abstract_words(), seg)
            if pos is None:
                continue
            first, last = self._abstract_word_token(pos), self._abstract_word_token(pos + n - 1)
            if self.tag[first] != "VBG" and self.lower[first] not in NOMINAL_GERUNDS or \
                    self.pos[last] not in ("NOUN", "PROPN"):
                continue
            sp = self.doc[first:last + 1]
            if (sp.start_char, sp.end_char) in have or any(
                    _norm(x.text) in proposed_keys for x in self._names_in(sp.start, sp.end)):
                continue
            c = self.add(sp.start_char, sp.end_char, "Task", "task", "task-title", 0.6)
            c.tags = {"title", "title-purpose", "framed"}
            have.add((sp.start_char, sp.end_char))

    def _complement_end(self, core: Span) -> Optional[int]:
        """End character of "N of/in NP" for a one-word nominal ``core`` N (or a measured
        property: "rate", :data:`~kg.extract.lexicon.STUDY_PROPERTY_NOUNS`, or a desired
        one: "fairness", :data:`DESIRED_PROPERTIES`)
        followed by such a complement ("generalization in deep networks",
        "parallelization of training", "the rate of convergence"), else None. The
        complement is one trimmed noun phrase."""
        k = core.end
        if k + 1 >= len(self.doc) or self.lower[k] not in ("of", "in"):
            return None
        head = self.lower[core.start]
        if not (_singular(head) in L.TASK_HEADS or _NOMINAL_RE.search(head) or head in L.STUDY_PROPERTY_NOUNS
                or head in DESIRED_PROPERTIES) \
                or _singular(head) in L.NON_TASK_NOMINALS:
            return None
        ch = self.chunk_of.get(k + 1)
        if ch is None or ch.start != k + 1 or self.tok_sent.get(ch.start) != self.tok_sent[core.start]:
            return None
        sp = self._trim_chunk(ch)
        if sp is None or sp.start != ch.start and self.pos[ch.start] not in ("DET", "ADJ") or len(sp) > 4:
            return None
        if any(self.name_at.get(x) is not None for x in range(sp.start, sp.end)):
            return None  # "the impact of FLS": a name is an object, not a domain
        return sp.end_char

    def _task_fallback(self, proposed_keys: set[str]):
        """When no task phrase was found: the problem the abstract frames its work with,
        "X as a testbed" or the purpose "for X" of the opening or proposal sentence."""
        if self._testbed_fallback(proposed_keys):
            return
        self._purpose_fallback(proposed_keys)

    def _testbed_fallback(self, proposed_keys: set[str]) -> bool:
        """The problem the abstract frames its work with, "X as a testbed / benchmark /
        case / proxy / playground" (rule ``task-testbed``, tag ``opening``); True when a
        candidate was added."""
        low = self.lower
        for ch in self.nps:
            e = ch.end
            if e + 3 <= len(low) and low[e] == "as" and low[e + 1] in ("a", "an", "the") and \
                    low[e + 2] in ("testbed", "test-bed", "benchmark", "case", "proxy", "playground"):
                core = self._task_core(ch)
                if core is not None and _norm(self._span_text(core)) not in proposed_keys and \
                        not self._fallback_refuses(core.start, core.end):
                    c = self.add(core.start_char, core.end_char, "Task", "task", "task-testbed", 0.6)
                    c.tags = {"opening"}
                    return True
        return False

    def _purpose_fallback(self, proposed_keys: set[str]) -> bool:
        """The purpose "for X" (rule ``task-purpose``) or a gerund clause (rule
        ``task-purpose-clause``) of the opening or a proposal sentence, as one task
        candidate with the tag ``for``; True when it adds one."""
        sents = sorted({0} | self.proposal_sents | ({self.main_sent} if self.main_sent is not None else set()))
        low = self.lower
        for si in sents:
            sent = self.sents[si]
            for ch in self.nps:
                if not (sent.start < ch.start < sent.end) or self.lower[ch.start - 1] != "for":
                    continue
                if ch.start >= 2 and self.pos[ch.start - 2] == "VERB":
                    continue  # "search for relevant documentation": the object of a verb
                core = self._task_core(ch)
                if core is None:
                    continue
                head = _singular(low[core.end - 1])
                if head in L.METHOD_HEADS or self._span_text(core).lower() in L.FIELDS or head in L.NON_TASK_NOMINALS:
                    continue
                if head in L.GENERIC_NOUNS or (head not in L.TASK_HEADS and not _NOMINAL_RE.search(head)
                                               and not low[core.end - 1].endswith("ics")):
                    continue  # "for neural spiking activity", "for radiance fields": not a problem
                if any(_norm(self._span_text(n)) in proposed_keys for n in self._names_in(core.start, core.end)):
                    continue
                if len(core) < 2 or self._fallback_refuses(core.start, core.end):
                    continue
                c = self.add(core.start_char, core.end_char, "Task", "task", "task-purpose", 0.55)
                c.tags = {"for"}
                return True
        # a gerund clause as the purpose or the problem: "a method for reconstructing
        # dynamic 3D scenes", "the problem of recovering low-rank matrices"
        for si in sents:
            sent = self.sents[si]
            for i in range(sent.start + 1, sent.end - 1):
                if self.tag[i] != "VBG" or self.lower[i] in NOMINAL_GERUNDS or self.lower[i] in DEGREE_GERUNDS \
                        or self.lower[i] in DIFFICULTY_WORDS or LIGHT_PURPOSE_CLAUSES and self.lower[i] in LIGHT_GERUNDS:
                    continue  # ("for challenging control": an adjective, no purpose clause; "for handling X": no task)
                b = i - 1 if self.pos[i - 1] != "ADV" or i - 1 == sent.start else i - 2
                if not (self.lower[b] == "for" or (self.lower[b] == "of" and b >= 1
                                                   and self.lower[b - 1] in ("problem", "task"))
                        or (self.lower[b] in L.STUDY_VERBS and b >= 1 and self.lower[b - 1] == "we")):
                    continue  # "for V-ing X", "the problem of V-ing X", "we consider V-ing X"
                k = i + 1
                while k < sent.end and self.lower[k] in ("efficiently", "accurately", "jointly", "automatically"):
                    k += 1
                ch = self.chunk_of.get(k)
                if ch is None or ch.start != k or self.pos[k] == "DET" or self.pos[ch.end - 1] not in ("NOUN", "PROPN") \
                        or self.words[ch.end - 1].endswith("-"):
                    continue
                if any(_norm(self._span_text(n)) in proposed_keys for n in self._names_in(ch.start, ch.end)):
                    continue
                if ch.end - i > 6 or (len(ch) == 1 and _singular(self.lower[ch.end - 1]) in L.GENERIC_NOUNS) \
                        or self._fallback_refuses(ch.start, ch.end) or self._fallback_refuses(i, ch.end):
                    continue  # the object or the whole clause names no problem ("normalizing flows": a method)
                c = self.add(self.idx[i], ch.end_char, "Task", "task", "task-purpose-clause", 0.5)
                c.tags = {"for"}
                return True
        return False

    # ------------------------------------------------------------ problem-statement fallback
    def _problem_phrase(self, k: int, end: int) -> Optional[tuple[int, int]]:
        """The problem phrase that starts at token ``k`` (before token ``end``, the end
        of its sentence), as a token range ``(start, stop)``, or None.

        Leading determiners and difficulty adjectives (:data:`DIFFICULTY_WORDS`) are skipped
        (an anaphoric determiner, "this problem", gives None).
        The phrase is a run of modifiers and nouns (adjectives, nouns, names, numbers,
        participles, hyphens, an adverb in "-ly" that grades an adjective: "geodesically
        convex optimization") that may take prepositional complements
        (:data:`PROBLEM_COMPLEMENT_PREPS`: "posterior inference of inducing points",
        "learning with random features", "policy optimisation under execution delay");
        it stops at punctuation, a conjunction, a finite verb, a relative pronoun or a
        means preposition, holds at most :data:`PROBLEM_PHRASE_MAX_WORDS` words and ends
        in a noun (trailing modifiers and prepositions are dropped)."""
        low, pos, tag = self.lower, self.pos, self.tag
        while k < end and (low[k] in ("the", "a", "an") or low[k] in DIFFICULTY_WORDS and k + 1 < end
                           and pos[k + 1] in ("ADJ", "NOUN", "PROPN") and self.words[k + 1] != "-"):
            k += 1  # "solving challenging control tasks": the grade is no part of the problem
        if k >= end or low[k] in _ANAPHORIC_WORDS:
            return None
        start, j = k, k
        while j < end:
            if j - start >= PROBLEM_PHRASE_MAX_WORDS:
                return None  # too long to be one problem phrase ("... in the face of ...")
            w, p = low[j], pos[j]
            if low[j] in PROBLEM_COMPLEMENT_PREPS and j > start and (
                    low[j] != "with" or tag[j - 1] == "VBG" or low[j - 1] in _DESCRIPTOR_SETTING_HEADS
                    or self._setting_with(j, end)):
                nxt = j + 1
                if COMPLEX_PREPOSITION_STOP and nxt + 1 < end and low[nxt] in _COMPLEX_PREPOSITION_NOUNS \
                        and low[nxt + 1] in ("to", "of"):
                    break  # "... networks with respect to the dimension": a complex preposition
                while nxt < end and low[nxt] in ("the", "a", "an"):
                    nxt += 1
                if nxt < end and pos[nxt] in ("ADJ", "NOUN", "PROPN", "NUM") or (
                        nxt < end and tag[nxt] in ("VBG", "VBN")):
                    j = nxt
                    continue
                break
            if w == "-" or p in ("ADJ", "NOUN", "PROPN", "NUM") or (
                    p == "ADV" and j + 2 < end and self.words[j + 1] == "-") or (
                    MEANS_IN_FIELD and p == "ADV" and w.endswith("ly") and w not in _HEDGE_ADVERBS and j + 2 < end
                    and tag[j + 1] == "JJ" and pos[j + 2] in ("ADJ", "NOUN")) or tag[j] in ("VBG", "VBN") and (
                    j == start or pos[j - 1] in ("ADJ", "NOUN", "PROPN", "ADP", "DET") or low[j - 1] == "-"):
                if w in _STOP_NOUNS or w in _MEANS_GERUNDS and j > start:
                    break  # "... with a separable structure using X": the means starts
                if tag[j] == "VBG" and j > start and j + 1 < end and pos[j + 1] in ("DET", "PRON") \
                        and w not in NOMINAL_GERUNDS and low[j + 1] not in ("that", "which"):
                    break  # "a learning paradigm pursuing a reconciliation": the verb of a clause
                j += 1
                continue
            break
        if j < end and (pos[j] in ("ADJ", "NOUN", "PROPN", "ADV", "NUM") or self.words[j] == "-"):
            # the phrase stops inside a noun phrase ("two-layer fully connected networks"):
            # keep only the part before its last complement
            preps = [x for x in range(start + 1, j) if low[x] in PROBLEM_COMPLEMENT_PREPS]
            if not preps or preps[-1] - start < 2:
                return None  # "the behaviour of two-layer fully ...": an aspect alone names no problem
            j = preps[-1]
        while j > start and (pos[j - 1] not in ("NOUN", "PROPN") and not (
                tag[j - 1] == "VBG" and (j - 1 == start or pos[j - 2] == "NOUN"))
                or low[j - 1] in _STOP_NOUNS):
            j -= 1
        if j <= start:
            return None
        if j < len(self.words) and self.words[j] == "-" and not self.ws[j - 1]:
            return None  # the phrase ends inside a hyphenated word ("incomplete multi[-view ...]")
        return start, j

    def _setting_with(self, j: int, end: int) -> bool:
        """Does "with" at token ``j`` (before token ``end``) join a setting to the noun
        before it ("algorithms with arbitrary data ordering", "bandits with knapsacks")
        rather than a means ("classification with transformers")? True when a noun
        precedes it and the noun phrase after it (determiners and modifiers skipped)
        ends in a noun that is no method or model head and no name."""
        if self.pos[j - 1] not in ("NOUN", "PROPN"):
            return False
        k = j + 1
        while k < end and (self.lower[k] in ("a", "an", "the") or self.pos[k] in ("ADJ", "NOUN", "PROPN")
                           or self.tag[k] in ("VBG", "VBN") or self.words[k] == "-"):
            k += 1
        if k == j + 1 or not (self.pos[k - 1] == "NOUN" or self.tag[k - 1] == "VBG") or (j + 1) in self.name_at:
            return False
        head = _singular(self.lower[k - 1])
        return head not in L.METHOD_HEADS and head not in _MEANS_HEADS and not self._names_in(j + 1, k)

    def _fallback_refuses(self, start: int, stop: int) -> bool:
        """Does the token range ``[start, stop)`` name no problem, whatever found it? The
        check every main-task fallback makes before it adds a candidate. True for:

        * a known method: a Papers with Code method name that is not also a task
          ("orthogonal matching pursuit"), or the long form of the proposed name's
          acronym;
        * a phrase that opens with a comparing adjective (:data:`_COMPARING_WORDS`:
          "analogous scaling laws", "the associated problem") or inside a hyphenated
          word;
        * a bare verb form: one gerund or verb ("estimating", "computing"), or a phrase
          that starts with a finite verb ("learns mixtures of X");
        * a phrase whose head before its complements is a vague noun
          (:data:`_VAGUE_HEADS`: "different sub-problems", "the potential of X"),
          unless a gerund starts it ("predicting factual errors");
        * a coordination of single words one of which is neither a nominalisation nor
          a task noun ("language and vision": fields, not a problem; "detection and
          segmentation" passes).

        Args:
            start, stop: token offsets of the phrase in the Doc (``stop`` exclusive).
        Returns:
            True when the phrase must not be reported as a task.
        """
        low, tag = self.lower, self.tag
        if stop <= start:
            return True
        key = _norm(self.text[self.idx[start]:self.idx[stop - 1] + len(self.words[stop - 1])])
        if key in self.method_gaz_keys and key not in self.task_gaz_keys:
            return True
        if any(k in getattr(self, "_proposed_keys", ()) for k in self.alias.get(key, ())):
            return True  # the long form of the proposed name's acronym
        if low[start] in _COMPARING_WORDS:
            return True
        if start >= 2 and self.words[start - 1] == "-" and not self.ws[start - 2] and not self.ws[start - 1]:
            return True  # the phrase starts inside a hyphenated word ("[node-]level problems")
        if stop - start == 1 and tag[start].startswith("VB"):
            return True
        if tag[start] in ("VBZ", "VBD", "VBP"):
            return True
        core_stop = next((x for x in range(start + 1, stop) if low[x] in PROBLEM_COMPLEMENT_PREPS), stop)
        h0 = core_stop - 1
        while h0 >= start + 2 and self.words[h0 - 1] == "-":
            h0 -= 2  # the whole hyphenated word: "sub-problems"
        if _singular("".join(low[h0:core_stop])) in _VAGUE_HEADS and tag[start] != "VBG":
            return True  # (a gerund names the act: "predicting factual errors")
        parts = [x for x in range(start, stop) if low[x] in _COORDINATORS]
        if parts and len(parts) * 2 + 1 == stop - start and all(
                low[x] in _COORDINATORS for x in range(start + 1, stop, 2)) and not all(
                _NOMINAL_RE.search(low[x]) or _singular(low[x]) in L.TASK_HEADS for x in range(start, stop, 2)):
            return True
        return False

    def _problem_ok(self, start: int, stop: int, proposed_keys: set[str], framed: bool = False,
                    single: bool = False, field: bool = False) -> bool:
        """May the token range ``[start, stop)`` be reported as the paper's problem? Not
        a proposed name, a field ("machine learning"), a generic or model noun alone, a
        phrase headed (before its complements) by a model or means noun
        (:data:`_MEANS_HEADS`, unless ``framed``: the text calls it a problem, "the
        problem of Markov decision processes"), a phrase of problem qualifiers only, or
        a phrase over a name the paper proposes. One word must be a nominalisation or a
        task noun, unless ``single`` (a study frame names it: "we investigate coresets").
        ``field``: the text names X as a field of progress ("advances in X"), so a phrase
        of two or more words may end in a generic head ("representation learning")."""
        text = self.text[self.idx[start]:self.idx[stop - 1] + len(self.words[stop - 1])]
        key = _norm(text)
        if not key or key in proposed_keys or text.lower() in L.FIELDS or self._fallback_refuses(start, stop):
            return False
        head = _singular(self.lower[stop - 1])
        core_stop = next((x for x in range(start + 1, stop) if self.lower[x] in PROBLEM_COMPLEMENT_PREPS), stop)
        h0 = core_stop - 1
        while h0 >= start + 2 and self.words[h0 - 1] == "-":
            h0 -= 2  # the whole hyphenated word: "trade-off"
        core_head = _singular("".join(self.lower[h0:core_stop]))
        aspect_of_problem = core_head in _ASPECT_NOUNS and h0 > start and \
            _NOMINAL_RE.search(self.lower[h0 - 1]) and self.pos[h0 - 1] == "NOUN"
        if not framed and core_head in _MEANS_HEADS or core_head in _STOP_NOUNS or \
                core_head in _ASPECT_NOUNS and not aspect_of_problem:
            return False  # "a simplified Transformer architecture", "the role of X"
            # (but "the convergence properties of X": an aspect of a problem)
        if self.lower[start] in _NUMBER_WORDS or self.pos[start] == "NUM":
            return False  # "two critical challenges"
        if self.lower[start] in DEGREE_GERUNDS or self.lower[start] in _PRIOR_WORK_WORDS:
            return False  # "improving performance", "existing definitions of fairness"
        if all(self.lower[x] in L.PROBLEM_QUALIFIERS or self.lower[x] in L.EVALUATIVE or self.lower[x] in _VAGUE_WORDS
               or self.words[x] == "-" for x in range(start, core_stop - 1)) and \
                _singular(core_head) in ("problem", "task"):
            return False  # "complicated real-world problems", "a new sparse task": no problem named
        if not framed and core_stop == stop and (core_head in L.GENERIC_NOUNS or core_head in L.NON_TASK_NOMINALS) \
                and not (field and stop - start >= 2):
            return False  # a generic head without a complement, "sufficient conditions"
        if stop < len(self.doc) and self.lower[stop] == "to" and self.tag[start] == "VBG":
            return False  # "the problem of enabling users to ...": the clause goes on
        if stop - start == 1 and (head in L.GENERIC_NOUNS or not single and (
                self.tag[start] == "VBG" or head.endswith("ing") and head not in L.TASK_HEADS) or head in L.METHOD_HEADS or head in _STOP_NOUNS
                                  or not (single and self.pos[start] == "NOUN" or _NOMINAL_RE.search(head)
                                          or head in L.TASK_HEADS)):
            return False
        if all(self.lower[x] in L.PROBLEM_QUALIFIERS or self.lower[x] in L.EVALUATIVE
               or self.lower[x] in L.GENERIC_NOUNS or self.words[x] == "-" for x in range(start, stop)):
            return False
        return not any(_norm(self._span_text(n)) in proposed_keys for n in self._names_in(start, stop))

    def _problem_statement_fallback(self, proposed_keys: set[str]) -> bool:
        """When no task phrase was found: the problem the abstract states
        (:meth:`_problem_statement`) as a task candidate (rule ``task-problem-statement``,
        tagged by its cue). Returns True when it adds one."""
        hit = next(self._problem_statements(proposed_keys), None)
        if hit is None:
            return False
        start, stop, tag = hit
        c = self.add(self.idx[start], self.idx[stop - 1] + len(self.words[stop - 1]), "Task", "task",
                     "task-problem-statement", 0.55)
        c.tags = {tag}
        return True

    def _problem_statement_task(self, proposed_keys: set[str]) -> None:
        """The problem the abstract states (:meth:`_problem_statement`: "we study the
        generalization of X", "the problem of X under Y", "X of Y remains challenging") as
        task evidence also where other task rules applied (when
        :data:`PROBLEM_STATEMENT_ALWAYS`): the task candidate of exactly that span takes
        the statement's tag (``named-problem``, ``study`` or ``aims``); without one, the
        whole phrase becomes a task candidate (rule ``task-statement``) with that tag,
        so that the main-task choice can take the whole noun phrase with its
        prepositional complement, which the noun-phrase rules cut at the preposition.
        Edits ``self.cands`` in place."""
        if not PROBLEM_STATEMENT_ALWAYS:
            return
        low = self.lower
        for start, stop, tag in self._problem_statements(proposed_keys):
            core_stop = next((x for x in range(start + 1, stop) if low[x] in PROBLEM_COMPLEMENT_PREPS), stop)
            head = _singular(low[core_stop - 1])
            aspect_stop = self._aspect_statement(start, stop, tag, core_stop) if STATEMENT_ASPECTS else None
            if aspect_stop is not None:
                stop = aspect_stop  # "we study the generalization properties of X"
                break
            if core_stop == stop or low[core_stop] in STATEMENT_SETTING_PREPS or not (head in L.TASK_HEADS or head in _ACTIVITY_HEADS or head in DESIRED_PROPERTIES
                                         or self.tag[start] == "VBG" and core_stop == start + 1):
                continue  # no complement (the noun-phrase rules read the phrase), or no task noun heads it
            break
        else:
            return
        s0, s1 = self.idx[start], self.idx[stop - 1] + len(self.words[stop - 1])
        same = [c for c in self.cands if c.etype == "Task" and c.start == s0 and c.end == s1]
        if same:
            for c in same:
                c.tags = set(c.tags) | {tag}
            return
        c = self.add(s0, s1, "Task", "task", "task-statement", 0.55)
        c.tags = {tag}

    def _aspect_statement(self, start: int, stop: int, tag: str, core_stop: int) -> Optional[int]:
        """The end of a stated problem that names an aspect of what the paper studies, or None.

        The object of a self-study frame (``tag`` ``study``, :meth:`_problem_statements`)
        of tokens ``start:stop`` whose head (the token before ``core_stop``, the first
        preposition) is a noun of an aspect (:data:`STATEMENT_ASPECT_HEADS`) and whose
        first complement is "of" states the problem whole: "we study the generalization
        properties of unregularized gradient methods", "we investigate the performance of
        cardinality sketches in adaptive settings" (the head alone, "properties", names
        nothing; the complement alone loses what is studied about it). The phrase ends
        before a setting complement (:data:`STATEMENT_SETTING_PREPS`: "... of offline
        decision-making with function approximation" -> "... of offline decision-making").
        None when the complement ends in a frame noun ("the complexity of the problem":
        it refers back) or names a means (:meth:`_names_a_means`: "the performance of
        offline RL algorithms", which the method rules keep as a method) or stops at a
        bracket inside its noun phrase ("the temporal-difference (TD) learning algorithm").

        Returns:
            The token index where the phrase ends, or None.
        """
        low = self.lower
        if tag != "study" or core_stop + 1 >= stop or low[core_stop] != "of" or \
                _singular(low[core_stop - 1]) not in STATEMENT_ASPECT_HEADS:
            return None
        end = next((x for x in range(core_stop + 1, stop) if low[x] in STATEMENT_SETTING_PREPS), stop)
        if end <= core_stop + 1 or _singular(low[end - 1]) in PROBLEM_FRAME_NOUNS or \
                self.pos[end - 1] not in ("NOUN", "PROPN") and self.tag[end - 1] != "VBG":
            return None
        if self._names_a_means(core_stop + 1, end):
            return None
        if end < len(low) and self.words[end] == "(":
            close = next((x for x in range(end + 1, min(len(low), end + 6)) if self.words[x] == ")"), None)
            if close is not None and close + 1 < len(low) and (
                    self.pos[close + 1] in ("NOUN", "PROPN", "ADJ") or self.tag[close + 1] == "VBG"):
                return None  # "the convergence of the temporal-difference (TD) learning algorithm": cut inside
        return end

    def _problem_statements(self, proposed_keys: set[str]) -> Iterator[tuple[int, int, str]]:
        """The problems the abstract states in one of its
        first :data:`PROBLEM_STATEMENT_SENTENCES` sentences or in a proposal sentence, by
        these cues (rule ``task-problem-statement``):

        1. "the (N) problem / task / question of X" -> X ("N problem of X" when N names
           the problem: "the learning problem of latent priors");
        2. a self-study frame, "we / this paper / this work (VERB) X" with a study verb
           (:data:`~kg.extract.lexicon.STUDY_VERBS`, "delve into", "focus on") ->
           X (the purpose or field of X when X names a means: "we study β-VAE for Y",
           "we analyze two of the most fundamental algorithms in Y" -> Y); "we provide
           a (ADJ) analysis / study / characterisation of X" -> X;
           "To study / address / tackle X, ..." -> X;
        3. a problem statement about a sentence subject X: "X is a (ADJ) problem /
           challenge / task", "X remains challenging / open / unexplored", and (when
           :data:`STUDIED_STATEMENT`) "X is extensively studied", "X has become a
           popular research topic";
        4. (when :data:`CHALLENGES_FOR`) "X poses / presents / raises (ADJ) challenges for
           Y" -> Y, ranked with cue 3.

        X is read by :meth:`_problem_phrase` and checked by :meth:`_problem_ok`. These
        are the rhetorical moves that state a research problem in an abstract's
        "establishing a territory" and "occupying the niche" steps (Swales, J. M. (1990)
        "Genre Analysis", Cambridge University Press, the CARS model). Yields each hit
        whose phrase passes the checks as ``(start, stop, tag)`` (token offsets, tag
        ``named-problem``, ``study`` or ``aims`` by cue); hits of cues 1 and 2 come
        first, in sentence order, then those of cue 3."""
        early = set(range(min(PROBLEM_STATEMENT_SENTENCES, len(self.sents)))) | self.proposal_sents
        low = self.lower
        # (cue rank, sentence, start, stop, tag, whether a phrase of two words may end in a generic head)
        found: list[tuple[int, int, int, int, str, bool]] = []
        # the tokens the cue scan of each sentence below can act on (cues 1, 2 and 4), found
        # once per Doc; a sentence's share by binary search
        cue_at = _positions_between(low, _STATEMENT_CUE_WORDS, 0, len(low))
        for si in range(len(self.sents)):
            sent = self.sents[si]
            s0, s1 = sent.start, sent.end
            if si not in early:
                # later sentences: only the explicit frames "To study X, ..." and "we
                # formalize ... as X"
                hit = self._purpose_infinitive(s0, s1) or self._formulated_as(s0, s1)
                if hit is not None:
                    found.append((hit[2], si, hit[0], hit[1], "study" if hit[2] else "named-problem", False))
                continue
            hit = self._formulated_as(s0, s1)
            if hit is not None:
                found.append((0, si, hit[0], hit[1], "named-problem", False))
            if si == 0:
                hit = self._advances_in(s0, s1)
                if hit is not None:
                    found.append((1, si, hit[0], hit[1], "opening", True))
            for i in cue_at[bisect_left(cue_at, s0):bisect_left(cue_at, s1)]:
                w = low[i]
                # 1. "the (N) problem of X"
                if w in PROBLEM_FRAME_NOUNS and i + 1 < s1 and low[i + 1] == "of" and i > s0:
                    ph = self._problem_phrase(i + 2, s1)
                    if ph is None:
                        continue
                    b = i - 1
                    while b > s0 and self.pos[b] in ("ADJ", "NOUN") and low[b] not in L.PROBLEM_QUALIFIERS:
                        b -= 1
                    mods = [x for x in range(b + 1, i) if low[x] not in L.PROBLEM_QUALIFIERS]
                    if low[b] not in ("the", "a", "an", "this", "of") and b + 1 == i:
                        continue  # "solve problems of X": no frame
                    start = mods[0] if mods and mods == list(range(mods[0], i)) and \
                        self.pos[i - 1] == "NOUN" else ph[0]
                    found.append((0, si, start, ph[1], "named-problem", False))
                    continue
                # 4. "X poses (ADJ) challenges for Y": Y is the problem that the abstract's
                # territory is about (when CHALLENGES_FOR)
                # (every word whose singular is "challenge" starts with it: a test in C first)
                if CHALLENGES_FOR and w.startswith("challenge") and _singular(w) == "challenge" \
                        and i + 2 < s1 and low[i + 1] == "for" \
                        and any(low[x] in _POSING_VERBS for x in range(max(s0, i - 4), i)):
                    ph = self._problem_phrase(i + 2, s1)
                    if ph is not None and (self._problem_head(low[ph[1] - 1]) or self.tag[ph[1] - 1] == "VBG"
                                           or low[ph[1] - 1].endswith("ing")):
                        # (a field may take challenges: "... for representation learning"; not
                        # people: "challenges for system designers")
                        found.append((2, si, ph[0], ph[1], "aims", True))
                    continue
                # 2. self-study frame
                obj = None
                if w in L.STUDY_VERBS or w in ("delve", "delves"):
                    subj = i - 1
                    while subj > s0 and self.pos[subj] == "ADV":
                        subj -= 1
                    if low[subj] == "we" or low[subj] in _SELF_NOUNS and subj > s0 and low[subj - 1] in ("this", "our") \
                            or (low[subj] == "to" and (subj == s0 or low[subj - 1] in _AIM_VERBS)):
                        obj = i + 1
                        if obj < s1 and low[obj] in ("on", "into"):
                            obj += 1
                elif w in ("provide", "provides", "present", "presents", "give", "gives", "develop", "develops"):
                    subj = i - 1
                    if low[subj] == "we" or low[subj] in _SELF_NOUNS and subj > s0 and low[subj - 1] in ("this", "our"):
                        j = i + 1
                        while j < s1 and (low[j] in ("a", "an", "the") or self.pos[j] == "ADJ"
                                          or self.pos[j] == "NOUN" and j + 1 < s1 and self.pos[j + 1] == "NOUN"):
                            j += 1
                        if j + 1 < s1 and _singular(low[j]) in _ANALYSIS_NOUNS and low[j + 1] == "of":
                            obj = j + 2
                if obj is not None:
                    if obj < s1 and low[obj] in ("the", "a", "an") and obj + 1 < s1 and \
                            low[obj + 1] in PROBLEM_FRAME_NOUNS:
                        continue  # "we study the problem of X": cue 1
                    if MEANS_IN_FIELD and obj + 2 < s1 and (low[obj] in _NUMBER_WORDS or self.pos[obj] == "NUM") \
                            and low[obj + 1] == "of":
                        obj += 2  # "we analyze two of the most fundamental algorithms in X"
                        while obj < s1 and low[obj] in ("the", "most", "more", "least"):
                            obj += 1
                    ph = self._problem_phrase(obj, s1)
                    purpose = ph is not None and ph[1] + 1 < s1 and (
                        low[ph[1]] == "for" or MEANS_IN_FIELD and low[ph[1]] == "in") and self._names_a_means(*ph)
                    if purpose:
                        # "we study β-VAE for disentangled representation learning", "we
                        # analyze algorithms in geodesically convex optimization": the studied
                        # object is a means; the problem is what it is for or where it works
                        # (which may end in a generic head, as a field does: "... learning")
                        ph = self._problem_phrase(ph[1] + 1, s1)
                    if ph is not None:
                        found.append((1, si, ph[0], ph[1], "study", purpose))
                    continue
            # 3. "X is a (ADJ) challenge", "X remains challenging"
            i = s0
            if low[i] in _CONNECTIVE_WORDS and i + 1 < s1 and self.words[i + 1] == ",":
                i += 2
            elif STUDIED_STATEMENT and low[i] in _INTRODUCTORY_WORDS:
                # "To reduce the need for both, X is extensively studied": the subject
                # follows the introductory phrase
                comma = next((x for x in range(i + 1, min(s1, i + INTRODUCTORY_MAX_TOKENS))
                              if self.words[x] == ","), None)
                if comma is not None:
                    i = comma + 1
            ph = self._problem_phrase(i, s1)
            if ph is not None:
                j = ph[1]
                if j < s1 and self.words[j] == "(":
                    while j < s1 and self.words[j] != ")":
                        j += 1
                    j += 1
                if j + 1 < s1 and low[j] in _STATE_VERBS:
                    k = j + 1
                    if k < s1 and low[k] in ("been", "become"):
                        k += 1
                    while k < s1 and (low[k] in ("a", "an", "still", "the", "one", "of") or self.pos[k] == "ADV"
                                      or self.pos[k] == "ADJ" and k + 1 < s1 and self.pos[k + 1] in ("ADJ", "NOUN")):
                        k += 1
                    if STUDIED_STATEMENT and k + 1 < s1 and low[k] == "research" and low[k + 1] in _RESEARCH_NOUNS:
                        k += 1  # "X has become a popular research topic"
                    if k < s1 and (_singular(low[k]) in PROBLEM_FRAME_NOUNS | {"challenge"}
                                   or low[k] in _CHALLENGE_STATES
                                   or STUDIED_STATEMENT and (low[k] in _STUDIED_STATES and not (
                                       k + 1 < s1 and low[k + 1] in ("to", "for", "as"))
                                       or low[k] in _RESEARCH_NOUNS and low[k - 1] == "research")):
                        # ("X has been investigated to improve Y": X is a means)
                        found.append((2, si, ph[0], ph[1], "aims", False))
        # a problem named as such and a self-study frame are equally strong: the earlier
        # sentence wins; a problem statement about a subject comes after both
        for rank, si, start, stop, tag, field in sorted(found, key=lambda f: (f[0] == 2, f[1], f[0], f[2])):
            if not self._problem_ok(start, stop, proposed_keys, framed=rank == 0, single=rank < 2, field=field):
                continue
            yield start, stop, tag

    def _names_a_means(self, start: int, stop: int) -> bool:
        """Whether the phrase of tokens ``start:stop`` names a means rather than a problem:
        it ends in a method the gazetteer knows ("β-VAE", "contrastive learning") or in a
        generic method noun ("the greedy algorithm", "diffusion models")."""
        if _singular(self.lower[stop - 1]) in _GENERIC_METHOD_WORDS or self.lower[stop - 1] in _GENERIC_METHOD_WORDS:
            return True
        return any(start <= g.start and g.end == stop for g in self.gaz_by_type.get("Method", ()))

    def _purpose_infinitive(self, s0: int, s1: int) -> Optional[tuple[int, int, int]]:
        """"To study / address / tackle X, ..." opening the sentence of tokens
        ``[s0, s1)``: X as ``(start, stop, 1)`` (a token range and the cue rank of a
        self-study frame), or None."""
        low = self.lower
        if s1 - s0 < 4 or low[s0] != "to" or low[s0 + 1] not in _STUDY_INFINITIVES:
            return None
        ph = self._problem_phrase(s0 + 2, s1)
        return None if ph is None else (ph[0], ph[1], 1)

    def _formulated_as(self, s0: int, s1: int) -> Optional[tuple[int, int, int]]:
        """"we formalize / formulate / cast / frame (this notion) as X" in the sentence
        of tokens ``[s0, s1)``, the subject being "we" or "this paper / work": X as
        ``(start, stop, 0)`` (the cue rank of a problem the text names), or None. The
        object before "as" may hold at most :data:`FORMULATE_MAX_OBJECT` tokens."""
        low = self.lower
        for i in range(s0 + 1, s1):
            if low[i] not in FORMULATE_VERBS:
                continue
            subj = i - 1
            while subj > s0 and self.pos[subj] == "ADV":
                subj -= 1
            if not (low[subj] == "we" or low[subj] in _SELF_NOUNS and subj > s0 and low[subj - 1] in ("this", "our")):
                continue
            for j in range(i + 1, min(s1 - 1, i + 2 + FORMULATE_MAX_OBJECT)):
                if low[j] == "as":
                    ph = self._problem_phrase(j + 1, s1)
                    if ph is not None:
                        return ph[0], ph[1], 0
                    break
                if self.words[j] in (",", ";", ":") or self.pos[j] == "VERB":
                    break
        return None

    def _advances_in(self, s0: int, s1: int) -> Optional[tuple[int, int, int]]:
        """"(Recent) advances / progress / developments / breakthroughs in X" as the
        subject that opens the sentence of tokens ``[s0, s1)`` (only determiners and
        adjectives before it: the opening of an abstract that names its field of work;
        "With the recent advances in X, ..." is background): X as ``(start, stop, 1)``,
        or None."""
        low = self.lower
        for i in range(s0, min(s1 - 2, s0 + 3)):
            if _singular(low[i]) in ADVANCE_NOUNS and low[i + 1] == "in" and \
                    all(self.pos[k] in ("ADJ", "DET") for k in range(s0, i)):
                ph = self._problem_phrase(i + 2, s1)
                if ph is None:
                    return None
                a, b = ph
                if low[i].endswith("s") and not any(self.tag[k] in _FINITE_TAGS for k in range(s0, s1)):
                    # "Recent advances in X leverage local relations": the tagger read the
                    # verb after the plural subject as a noun (the sentence has no verb)
                    verb = next((k for k in range(a + 1, b) if low[k] in _SUBJECT_VERBS), None)
                    if verb is not None:
                        b = verb
                return a, b, 1
        return None

    def _title_overlap_fallback(self, proposed_keys: set[str]) -> bool:
        """When no task phrase was found: the longest run of consecutive abstract words
        that are consecutive words of the title outside its means and name parts
        (:func:`~kg.extract.roles_main.title_roles`), compared as singular words and,
        for a title gerund, by its stem ("Understanding Dynamic Scenes" and "to
        understand dynamic scenes"); the run must hold two words or more, end in a noun
        and pass :meth:`_problem_ok` (rule ``task-title-overlap``, tags ``title`` and
        ``title-purpose``). Returns True when it adds a candidate."""
        tw, roles = self._title_word_roles()
        if not tw:
            return False
        aw = self._abstract_words()
        # the title's purpose when it states one ("M for T"), else its words outside the
        # means and the name
        wanted = ("purpose",) if "purpose" in roles else ("purpose", "plain")
        keep = [w.isalnum() and r in wanted for w, r in zip(tw, roles)]

        def same(a: str, t: str) -> bool:
            return a == t or t.endswith("ing") and len(t) > 5 and a in (t[:-3], t[:-3] + "e")

        at: dict[str, list[int]] = {}  # abstract word -> its positions
        for p, a in enumerate(aw):
            at.setdefault(a, []).append(p)
        best = None  # (length, -position, start word, n, title index)
        for ti in range(len(tw)):
            t = tw[ti]
            if not keep[ti] or t in _TITLE_FUNCTION_WORDS:
                continue
            starts = at.get(t, [])
            if t.endswith("ing") and len(t) > 5:
                starts = sorted(starts + at.get(t[:-3], []) + at.get(t[:-3] + "e", []))
            for p in starts:
                n = 0
                while ti + n < len(tw) and p + n < len(aw) and keep[ti + n] and same(aw[p + n], tw[ti + n]):
                    n += 1
                while n > 0 and tw[ti + n - 1] in _TITLE_FUNCTION_WORDS:
                    n -= 1
                if n >= 2 and (best is None or (n, -p) > best[:2]):
                    best = (n, -p, p, n, ti)
        if best is None:
            return False
        p, n = best[2], best[3]
        start, stop = self._abstract_word_token(p), self._abstract_word_token(p + n - 1) + 1
        while stop > start and self.pos[stop - 1] not in ("NOUN", "PROPN"):
            stop -= 1
        while start < stop and self.pos[start] == "DET":
            start += 1
        if stop < len(self.doc) and (self.pos[stop] in ("NOUN", "PROPN", "ADJ", "ADV", "NUM")
                                     or self.words[stop] == "-"):
            return False  # the run ends inside a noun phrase ("two-layer fully connected networks")
        text = self.text[self.idx[start]:self.idx[stop - 1] + len(self.words[stop - 1])]
        ti = best[4]
        solved = ti > 0 and tw[ti - 1] in _TITLE_PROBLEM_GERUNDS  # "Solving POMDPs": a problem, whatever its head
        if len(text.split()) < 2 or not self._problem_ok(start, stop, proposed_keys, framed=solved):
            return False
        core_stop = next((x for x in range(start + 1, stop) if self.lower[x] in PROBLEM_COMPLEMENT_PREPS), stop)
        head = self.lower[core_stop - 1]
        if not (solved or self.tag[start] == "VBG" or self.pos[start] == "VERB" or self._problem_head(head)
                or _NOMINAL_RE.search(head) and _singular(head) not in L.METHOD_HEADS
                and (_singular(head) not in L.GENERIC_NOUNS or core_stop < stop)):
            return False  # "Neural Operators", "Implicit Neural Representations": the title's objects
        if TITLE_NAME_GLOSS_NOT_TASK and self._in_name_gloss(self.idx[start],
                                                             self.idx[stop - 1] + len(self.words[stop - 1])):
            return False  # "Orca (Object Relation Captioning for ...)": the name spelt out
        c = self.add(self.idx[start], self.idx[stop - 1] + len(self.words[stop - 1]), "Task", "task",
                     "task-title-overlap", 0.5)
        c.tags = {"title", "title-purpose"}
        return True

    def _recurrent_problem_fallback(self, proposed_keys: set[str]) -> bool:
        """Last resort when no task phrase was found: the problem phrase the abstract
        keeps returning to (rule ``task-recurrent``, tag ``framed``). Candidates are the
        task phrases of the noun phrases (:meth:`~kg.extract.roles_tasks.TaskRules._task_core`)
        of two to four words headed by a task noun (:data:`~kg.extract.lexicon.TASK_HEADS`)
        or "learning" ("in-context learning"), or listed as a Papers with Code task and
        not as a method; the one named in the most sentences,
        at least :data:`RECURRENT_MIN_SENTENCES` (an acronym the text defines for it
        counts as the phrase), wins, the earlier on a tie. It must pass
        :meth:`_problem_ok`, and be neither a Papers with Code method nor the long form of
        a proposed name. Frequency as evidence of a document's topic: Luhn, H. P. (1958),
        "The Automatic Creation of Literature Abstracts", IBM J. Res. Dev. 2(2).

        Args:
            proposed_keys: normalised names of the proposed methods and benchmarks.
        Returns:
            True when a candidate was added.
        """
        sents = [self.text[s.start_char:s.end_char].lower() for s in self.sents]
        best = None  # (sentences, -start, start token, stop token)
        seen = set()
        for ch in self.nps:
            core = self._task_core(ch)
            if core is None or not 2 <= len(core) <= 4:
                continue
            a, b = core.start, core.end
            head = self.lower[b - 1]
            text = self.text[self.idx[a]:self.idx[b - 1] + len(self.words[b - 1])]
            key = _norm(text)
            if not (_singular(head) in L.TASK_HEADS or head == "learning"
                    or key in self.task_gaz_keys and key not in self.method_gaz_keys):
                continue  # (a nominalisation alone is too weak here: "spectral density", "KL divergence")
            if key in seen:
                continue
            seen.add(key)
            forms = {text.lower()} | {f for f in self.alias.get(key, ()) if f}
            shorts = [f for f in forms if f != text.lower() and len(f) <= 6]
            n = sum(1 for st in sents if text.lower() in st or any(re.search(r"\b" + re.escape(f) + r"\b", st)
                                                                   for f in shorts))
            if n < RECURRENT_MIN_SENTENCES or best is not None and (n, -self.idx[a]) <= best[:2]:
                continue
            if key in self.method_gaz_keys and key not in self.task_gaz_keys:
                continue
            if not self._problem_ok(a, b, proposed_keys, field=True):
                continue  # (a phrase of two words or more may end in a generic head, as a field does)
            best = (n, -self.idx[a], a, b)
        if best is None:
            return False
        a, b = best[2], best[3]
        c = self.add(self.idx[a], self.idx[b - 1] + len(self.words[b - 1]), "Task", "task", "task-recurrent", 0.45)
        c.tags = {"framed"}
        return True

    # ------------------------------------------------------------ the title's problem phrase
    #: memo of :meth:`_title_problem_phrases` for the current Doc (set on first use)
    _title_problems_memo: Optional[list[TitleProblem]] = None
    #: the pipeline's tagger applied to a short text (:func:`kg.extract.roles.title_tagger`;
    #: set by the component, None for a state built without it) and the memo of
    #: :meth:`_title_tags`
    title_tagger = None
    _title_tags_memo: Optional[tuple] = None
    #: the title's ``(word, role)`` pairs (:func:`~kg.extract.roles_main.title_roles`),
    #: kept by :meth:`_title_word_roles` for :meth:`_title_problem_phrases`
    _title_pairs_memo: list[tuple[str, str]] = []
    _title_shorts_memo: Optional[list[tuple[list[str], list[str]]]] = None
    #: the title problem phrase and the task candidate that
    #: :meth:`_complement_as_written` found for it (read by :meth:`_title_problem_credit`)
    _complement_credit_memo: Optional[tuple] = None

    def _title_problem_phrases(self) -> list[TitleProblem]:
        """The phrases in which the title states its problem
        (:func:`~kg.extract.roles_main.title_problem_phrases` over the title's words and
        roles, :func:`~kg.extract.roles_main.title_roles`; a hyphenated word stays one
        word there, "text-to-image"), with their words then split into singular
        alphanumeric words as :meth:`_abstract_words`; [] without a title. Computed once
        per Doc."""
        if self._title_problems_memo is None:
            self._title_word_roles()  # (reads the title once: its roles are kept for this method)
            pairs = self._title_pairs_memo
            out = []
            for tp in title_problem_phrases([w for w, _ in pairs], [r for _, r in pairs]):
                # compared with the abstract as singular alphanumeric words ("text-to-image":
                # text, to, image), as :meth:`_abstract_words` gives them
                head = tuple(chain.from_iterable(_singular_words(w) for w in tp.head))
                comp = tuple(chain.from_iterable(_singular_words(w) for w in tp.complement))
                if head and not (TITLE_MEANS_CHECK and self._title_means(list(head), tp.head)):
                    out.append(TitleProblem(tp.kind, head, tp.prep, comp))
            self._title_problems_memo = out
        return self._title_problems_memo

    def _title_means(self, words: list[str], title_words: tuple = ()) -> bool:
        """Does the title phrase of the singular words ``words`` name the paper's own
        means rather than its problem? True when

        * (when :data:`TITLE_NAME_SPELT`, for a title problem phrase given as
          ``title_words``, its words as the title gives them) the title's name prefix
          ("SPADE: ...", role ``name`` of :func:`~kg.extract.roles_main.title_roles`) of
          three letters or more is spelt by the phrase: its letters align with the
          phrase from the phrase's first letter on
          (:func:`~kg.extract.abbreviations.align_long_form`, anchored; "SPADE:
          Sparsity-Guided Debugging ...", "TRAM: Bridging Trust Regions and Sharpness
          Aware Minimization" for the object "trust regions and ..."); or
        * the abstract writes the phrase (two words or more) as the paper's own means
          (:meth:`_abstract_means_at`): after "our", "proposed", "called", "named",
          "dubbed" or "termed" with at most :data:`MEANS_CUE_GAP` modifiers
          between, or as the object of "we propose / introduce / present" ("our proposed
          Rubik's cube convolution", "a method called weighted visual-text cross
          alignment"), ending its noun phrase unless its first word is capitalised (a
          name; "our stability evaluation criterion" names what the means is for) and
          not opening a longer name ("we propose Graph Distillation with Eigenbasis
          Matching": the phrase is the problem the name states).

        A title names the problem and the means of a paper side by side (Soler 2007, see
        :func:`~kg.extract.roles_main.title_roles`); the nominal segment of a compound
        title is often the proposal's descriptive name, which the abstract then
        introduces as such."""
        if not words:
            return False
        pairs = self._title_pairs_memo
        name = "".join(ch for w, r in pairs if r == "name" for ch in w if ch.isalnum())
        if TITLE_NAME_SPELT and len(name) >= 3 and title_words:
            phrase = " ".join(title_words)
            if phrase[:1] == name[:1] and align_long_form(list(name), phrase, anchored=True) is not None:
                return True
        if len(words) < 2:
            return False
        aw = self._abstract_words()
        n, p = len(words), 0
        while p <= len(aw) - n:
            at = _find_words(aw[p:], words)
            if at is None:
                return False
            k, e = self._abstract_word_token(p + at), self._abstract_word_token(p + at + n - 1) + 1
            longer_name = e + 1 < len(self.pos) and self.pos[e] == "ADP" and self.words[e + 1][:1].isupper()
            if self._abstract_means_at(k) and not longer_name and (
                    e >= len(self.pos) or self.pos[e] not in ("NOUN", "PROPN") or self.words[k][:1].isupper()):
                return True  # (not as the modifier of a means noun, "our stability evaluation
                # criterion", unless written as a name: "our proposed Rubik's cube convolution")
            p += at + 1
        return False

    def _abstract_means_at(self, k: int) -> bool:
        """Is the noun phrase that starts at token ``k`` introduced as the paper's own
        means: preceded, after at most :data:`MEANS_CUE_GAP` modifiers (adjectives,
        nouns, participles, hyphens) and an article, by a word of :data:`_OWN_MEANS_CUES`
        (not after a form of "be": "the paradigm is termed X" defines the field's term) or by a verb of :data:`_PROPOSING_VERBS` whose subject is "we"?"""
        low, pos = self.lower, self.pos
        j, gap = k - 1, 0
        while j >= 0 and gap < MEANS_CUE_GAP and low[j] not in _OWN_MEANS_CUES and (
                pos[j] in ("ADJ", "NOUN", "PROPN") or self.tag[j] == "VBN" or self.words[j] == "-"):
            j -= 1
            gap += 1
        if j >= 0 and low[j] in ("a", "an", "the"):
            j -= 1
        if j < 0:
            return False
        if low[j] in _OWN_MEANS_CUES:
            # (not a passive definition of the field's term: "the paradigm is termed X")
            return not (j > 0 and low[j - 1] in ("is", "are", "was", "were", "been", "be"))
        # (a verb's object is the phrase itself: "we propose continuous length extrapolation"
        # names a proposal of which the phrase is the problem)
        return gap == 0 and low[j] in _PROPOSING_VERBS and j > 0 and low[j - 1] == "we"

    def _with_acronyms(self, run: list[str]) -> list[list[str]]:
        """``run`` and, when it holds the long form of an acronym the abstract defines,
        ``run`` with the acronym in its place ("linear markov decision process" and
        "MDP": ``linear mdp``), or the acronym, ``run`` with its long form."""
        if self._title_shorts_memo is None:
            self._title_shorts_memo = []
            for _, _, a in self.pairs:
                lw, sw = list(_singular_words(a.long.lower())), list(_singular_words(a.short.lower()))
                if len(lw) >= 2 and sw:
                    self._title_shorts_memo.append((lw, sw))
        out = [run]
        for lw, sw in self._title_shorts_memo:
            for a, b in ((lw, sw), (sw, lw)):  # the title's long form, or its acronym
                at = _find_words(run, a) if len(run) >= len(a) else None
                if at is not None:
                    v = run[:at] + b + run[at + len(a):]
                    if v not in out:
                        out.append(v)
        return out

    def _title_problem_span(self, proposed_keys: set[str]) -> Optional[tuple[int, int]]:
        """Where the abstract repeats the problem its title states. For each title
        problem phrase in order (:meth:`_title_problem_phrases`), the first of these
        that the abstract contains, as consecutive words (:meth:`_abstract_words`) or
        with one adjective or noun inserted ("Implicit Representations" and "implicit
        neural representations"), a long form also read as the acronym the abstract
        defines for it:

        1. the whole phrase ("Learning with Noisy Labels");
        2. a one-word head with its complement as the abstract writes it
           (:meth:`_with_title_complement`: "convergence to an equilibrium");
        3. the longest tail of the head of two words or more ("Efficient Label-Only
           Membership Inference Attack" -> "membership inference attack"), or a
           one-word head alone when it is the whole purpose ("for Quantization");
        4. for a purpose, the longest tail of two words or more of its complement
           ("for X in Y"); after "with" only for a gerund head, whose "with" names its
           setting ("Learning with Noisy Labels" -> "noisy labels"), not a means
           ("Molecule Generation with Diffusion Models").

        The abstract's words must pass :meth:`_title_problem_ok` (one sentence, a noun
        at the end, a problem and not a model, method, dataset, metric or proposed
        name).

        Returns:
            ``(start, stop)`` token offsets, or None.
        """
        phrases = self._title_problem_phrases()
        if not phrases:
            return None
        aw = self._abstract_words()
        for tp in phrases:
            head, comp = list(tp.head), list(tp.complement)
            runs: list[list[str]] = []
            if comp:
                runs.append(tp.words)
            if len(head) == 1 and tp.prep:
                span = self._with_title_complement(aw, head[0], tp.prep, proposed_keys)
                if span is not None:
                    return span
            runs += [head[k:] for k in range(len(head) - 1)]
            if len(head) == 1 and not comp and tp.kind == "purpose" and self._problem_head(head[0]) \
                    and len(head[0]) > 3:
                runs.append(head)
            if tp.kind == "purpose" and (tp.prep != "with" or len(head) == 1 and head[0].endswith("ing")):
                runs += [comp[k:] for k in range(len(comp) - 1)]
            for run in runs:
                if run[0] in TITLE_HEAD_STOP_WORDS or run[0] in _QUANTIFIERS or run[0] in _VAGUE_MODIFIERS:
                    continue
                for variant in self._with_acronyms(run):
                    for first, last in self._find_lenient(aw, variant):
                        span = self._title_problem_ok(self._abstract_word_token(first),
                                                      self._abstract_word_token(last) + 1, proposed_keys)
                        if span is not None:
                            return span
        return None

    def _with_title_complement(self, aw: list[str], word: str, prep: str,
                               proposed_keys: set[str]) -> Optional[tuple[int, int]]:
        """A one-word head of a title phrase with its complement as the abstract writes
        it: the first place where the abstract follows ``word`` with ``prep`` and a noun
        phrase of at most five tokens ("Convergence to Nash Equilibrium" and
        "convergence to an equilibrium"), checked as :meth:`_title_problem_ok`; else
        None."""
        for p, w in enumerate(aw):
            if w != word or p + 1 >= len(aw) or aw[p + 1] != prep:
                continue
            t = self._abstract_word_token(p)
            if t + 2 >= len(self.doc) or self.lower[t + 1] != prep:
                continue
            k = t + 2
            while k < len(self.doc) and self.pos[k] == "DET":
                k += 1  # "convergence to an equilibrium"
            ch = self.chunk_of.get(k)
            if ch is None or ch.start < t + 2 or ch.end - t - 2 > 5:
                continue
            span = self._title_problem_ok(t, ch.end, proposed_keys)
            if span is not None:
                return span
        return None

    def _find_lenient(self, aw: list[str], run: list[str]):
        """Positions ``(first, last)`` (abstract word indices) where the words ``run``
        occur: consecutively, then (for two words or more) with one adjective or noun
        between two of them; at most the first occurrence of each kind."""
        at = _find_words(aw, run)
        if at is not None:
            yield at, at + len(run) - 1
        if len(run) < 2:
            return
        for gap in range(1, len(run)):
            left, right = run[:gap], run[gap:]
            i = 0
            while True:
                j = _find_words(aw[i:], left)
                if j is None:
                    break
                j += i
                e = j + len(left)
                if aw[e + 1:e + 1 + len(right)] == right and aw[e] not in _TITLE_FUNCTION_WORDS:
                    if self.pos[self._abstract_word_token(e)] in ("ADJ", "NOUN", "PROPN"):
                        yield j, e + len(right)
                        break
                i = j + 1

    def _title_problem_ok(self, start: int, stop: int, proposed_keys: set[str]) -> Optional[tuple[int, int]]:
        """The token span ``[start, stop)`` (leading articles and prepositions left out)
        when it may be reported as the title's problem (see :meth:`_title_problem_span`),
        else None. A model or method head is accepted in a Papers with Code task
        ("membership inference attack"); an acronym head is judged by the last word of
        its long form ("quantized DMs": a model); a phrase the text defines as a means
        (``_defined_methods`` of the task rules) is refused."""
        while start < stop and self.pos[start] in ("DET", "ADP", "CCONJ", "PUNCT"):
            start += 1
        if stop <= start or self.tok_sent.get(start) != self.tok_sent.get(stop - 1):
            return None
        last = self.lower[stop - 1]
        if self.pos[stop - 1] not in ("NOUN", "PROPN") and last not in NOMINAL_GERUNDS:
            return None
        if stop < len(self.doc) and (self.pos[stop] in ("NOUN", "PROPN") and self.ws[stop - 1]
                                     or self.words[stop] == "-") \
                and not (self.pos[stop] == "NOUN" and _singular(self.lower[stop]) in _PURPOSE_MEANS_HEADS):
            return None  # the words modify a noun after them ("the instance-level loss"), unless
            # that noun is a means the phrase is the purpose of ("a data-pruning approach")
        if not all(self.words[x].isalnum() or self.words[x] in ("-", "'s") for x in range(start, stop)):
            return None  # a web address, a formula
        s0, s1 = self.idx[start], self.idx[stop - 1] + len(self.words[stop - 1])
        key = _norm(self.text[s0:s1])
        listed = key in self.task_gaz_keys and key not in self.method_gaz_keys
        # the head before a complement ("convergence to an equilibrium") and the last word,
        # an acronym read as the last word of its long form
        core_stop = next((x for x in range(start + 1, stop) if self.lower[x] in PROBLEM_COMPLEMENT_PREPS | {"to"}),
                         stop)
        heads = {self.lower[core_stop - 1], last}
        heads |= {x.split()[-1] for h in list(heads) for x in self.alias.get(_norm(h), ())}
        heads = {_singular(h) for h in heads}
        if not listed and any(self._model_head(h) or h in _MEANS_HEADS or h in _OBJECT_NOUNS
                              or h in L.METHOD_HEADS and h not in _TITLE_TOPIC_HEADS for h in heads):
            return None
        h0 = self.lower[core_stop - 1]
        if not (listed or self._problem_head(h0) or h0.endswith("ics") or h0 in DESIRED_PROPERTIES):
            return None  # an object, a model or a setting ("linear SDEs", "flash memory"), no problem
        if not self._problem_ok(start, stop, proposed_keys, single=True):
            return None
        if any(c.etype in ("Dataset", "Metric") or c.role == "proposed" for c in self.cands
               if c.start < s1 and s0 < c.end):
            return None  # a dataset, a metric or the proposed name is no problem
        if any(key == m or key.endswith(" " + m) for m in self._defined_methods()):
            return None  # "Gradient masking is a popular framework ...": a means the text defines
        if key in self.dataset_gaz_keys or key in self.metric_gaz_keys:
            return None
        return start, stop

    def _title_problem_fallback(self, proposed_keys: set[str]) -> bool:
        """Last main-task fallback: the problem the title states where the abstract
        repeats it (:meth:`_title_problem_span`) becomes a task mention (rule
        ``task-title-problem``, tags ``title`` and ``title-purpose``). Returns True
        when it adds a candidate."""
        span = self._title_problem_span(proposed_keys)
        if span is None:
            return False
        start, stop = span
        c = self.add(self.idx[start], self.idx[stop - 1] + len(self.words[stop - 1]), "Task", "task",
                     "task-title-problem", 0.5)
        c.tags = {"title", "title-purpose"}
        return True

    def _title_phrase_fallback(self, proposed_keys: set[str], any_head: bool = False) -> bool:
        """Last main-task fallback, looser than :meth:`_title_problem_fallback`: where
        the abstract repeats a phrase in which its title states the problem
        (:meth:`_title_problem_phrases`: the purpose, the object of an opening gerund,
        a nominal segment), that phrase as the abstract writes it becomes a task mention
        (rule ``task-title-phrase``, tag ``title``) when it passes
        :meth:`_title_phrase_ok`, which, unlike the title-problem fallback, accepts a
        setting of game theory ("Stackelberg games") and a phrase that the problem
        statement rules refuse as the abstract's own (``_problem_ok``). Readings, for each title phrase in order: head
        with preposition and complement ("Imitation Learning from Observation"), then
        each tail of the head, longest first ("Calibrated Stackelberg Games" ->
        "Stackelberg games"), a long form also read as the acronym the abstract defines
        for it. The first reading found wins.

        With ``any_head`` (the very last fallback, rule ``task-title-any-head``): a reading
        of two words or more whose head names no problem by its form ("convergence
        guarantee", "generation risks") is accepted too, as long as it is no model, means,
        object, kind of study, field or generic noun (:meth:`_title_phrase_ok`).

        Why: on the dev gold the main task is in the paper's title in 58% of the
        abstracts (146 of 252). Returns True when it adds a candidate."""
        aw = self._abstract_words()
        for tp in self._title_problem_phrases():
            head, comp = list(tp.head), list(tp.complement)
            runs = ([tp.words] if comp else []) + [head[k:] for k in range(len(head))]
            if any_head:
                runs = [r for r in runs if len(r) >= 2]
            for run in runs:
                if run[0] in TITLE_HEAD_STOP_WORDS or run[0] in _QUANTIFIERS or run[0] in _VAGUE_MODIFIERS \
                        or run[0] in L.EVALUATIVE or run[0] in _MANNER_WORDS:
                    continue
                for start, stop in self._title_phrase_spans(aw, run, proposed_keys, any_head):
                    c = self.add(self.idx[start], self.idx[stop - 1] + len(self.words[stop - 1]), "Task",
                                 "task", "task-title-any-head" if any_head else "task-title-phrase", 0.5)
                    c.tags = {"title"}
                    return True
        return False

    def _title_phrase_spans(self, aw, words, proposed_keys: set[str],
                            any_head: bool = False) -> Iterator[tuple[int, int]]:
        """Token spans ``(start, stop)`` where the abstract (its words ``aw``,
        :meth:`_abstract_words`) writes the title words ``words`` (consecutive or with one
        word inserted; a long form also as the acronym the abstract defines for it), each as
        :meth:`_title_phrase_ok` accepts it (with ``any_head``), in text order per reading."""
        for variant in self._with_acronyms(words):
            for first, last in self._find_lenient(aw, variant):
                span = self._title_phrase_ok(self._abstract_word_token(first),
                                             self._abstract_word_token(last) + 1, proposed_keys, any_head)
                if span is not None:
                    yield span

    def _title_complement_task(self, proposed_keys: set[str], have: set):
        """The title's problem with its complement where the abstract writes it whole
        ("Imitation Learning from Observation with ..." and the abstract's "Imitation
        Learning from Observation (ILfO)"; "Rethinking Backdoor Attacks on Dataset
        Distillation") becomes a task mention (rule ``task-title-phrase``, tag
        ``title``, and ``title-purpose`` for the title's purpose), so that the
        title-problem ranking (:meth:`_title_problem_credit`) can prefer it to the
        broader task inside it ("imitation learning"): the guidelines ask for the most
        specific phrase the text gives. The first title problem phrase
        (:meth:`_title_problem_phrases`) with a complement whose head names a problem
        (``_problem_head`` of the task rules, a learning or inference setting, a setting
        of game theory, a desired property, or a Papers with Code task) and whose
        complement is no viewpoint ("from a Pure Graph Perspective") is read, each
        occurrence in the abstract (consecutive words or one inserted word, a long form
        also read as its acronym) checked by :meth:`_title_phrase_ok`; the first that
        passes is added unless a task candidate already has its span. A head that
        names no problem itself passes when a shorter tail of it of two words or more is
        a Papers with Code task ("Consistent Multi-Class Classification from X"), unless
        its preposition is "to". When the abstract does not write the phrase so, it may
        write it with other modifiers (:meth:`_complement_as_written`, when
        :data:`TITLE_COMPLEMENT_LENIENT`): that phrase becomes the task mention, or the
        task candidate with its span takes the tags ``title`` (and ``title-purpose``),
        and the title-problem ranking credits it (``_complement_credit_memo``). Edits
        ``self.cands`` and ``have`` (the task spans so far)."""
        aw = self._abstract_words()
        for tp in self._title_problem_phrases():
            if not tp.complement or tp.complement[-1] in _ASPECT_NOUNS:
                continue  # ("X from a Pure Graph Perspective": a viewpoint, no part of the problem)
            hw = tp.head[-1]
            if hw in _ANALYSIS_NOUNS or hw in _ASPECT_NOUNS or hw in _VAGUE_HEADS or not (
                    self._problem_head(hw) or hw in _TITLE_TOPIC_HEADS or hw in SETTING_PROBLEM_HEADS
                    or hw in DESIRED_PROPERTIES or _norm(" ".join(tp.head)) in self.task_gaz_keys
                    or TITLE_COMPLEMENT_LENIENT and len(tp.head) > 1 and tp.prep != "to" and any(
                        _norm(" ".join(tp.head[k:])) in self.task_gaz_keys for k in range(1, len(tp.head) - 1))):
                continue  # "A Roadmap to X", "Towards Understanding X": the head names no problem
            for start, stop in self._title_phrase_spans(aw, tp.words, proposed_keys):
                s0, s1 = self.idx[start], self.idx[stop - 1] + len(self.words[stop - 1])
                if (s0, s1) in have:
                    return
                c = self.add(s0, s1, "Task", "task", "task-title-phrase", 0.6)
                c.tags = {"title"} | ({"title-purpose"} if tp.kind == "purpose" else set())
                have.add((s0, s1))
                return
            if not TITLE_COMPLEMENT_LENIENT:
                return
            span = self._complement_as_written(aw, tp, proposed_keys)
            if span is None:
                return
            s0, s1 = span
            c = next((c for c in self.cands if c.etype == "Task" and (c.start, c.end) == (s0, s1)), None) \
                if (s0, s1) in have else None
            if c is None:
                c = self.add(s0, s1, "Task", "task", "task-title-phrase", 0.6)
                c.tags = set()
            c.tags = set(c.tags) | {"title"} | ({"title-purpose"} if tp.kind == "purpose" else set())
            have.add((s0, s1))
            self._complement_credit_memo = (tp, c)
            return

    def _complement_as_written(self, aw: list[str], tp: TitleProblem,
                               proposed_keys: set[str]) -> Optional[tuple[int, int]]:
        """The title problem ``tp`` (head, preposition, complement) as the abstract writes
        it with other modifiers: a tail of the title's head ("Consistent Multi-Class
        Classification from X" and the abstract's "multi-class classification from X";
        the whole head first, then shorter tails down to its last word), the same
        preposition, and a noun phrase of at most :data:`COMPLEMENT_MAX_TOKENS` tokens
        whose last words are the last words of the title's complement (its last two, or
        its one word: "Adaptation of Black-Box Text-to-Video Models" and "adaptation of
        large pretrained text-to-video models"). The head part must pass
        :meth:`_title_phrase_ok` (a problem, not a model, means, field or proposed
        name) or be a Papers with Code task (not method) of generic words ("image
        classification"), and name a kind of task (its last word one of the lexicon's task heads,
        or the head a Papers with Code task: not "efficient parameterization"); the complement may name a model (what the problem is about); the whole
        lies in one sentence, ends in a noun that no noun or hyphen continues, and holds
        no proposed name, dataset or metric candidate, nor the long form or short form of an
        acronym the abstract defines; the preposition "to" ("Reducing X to Y") and a
        "with" whose complement names a model, means or object ("Compression with
        Implicit Neural Representations") are no complement of the problem.

        Why: the guidelines ask for the most specific phrase the text gives, and a
        title that states its problem with a complement ("X of / from / for Y") names
        that phrase; the abstract often writes the complement with other modifiers.

        Args:
            aw: the abstract's words (:meth:`_abstract_words`).
            tp: a title problem phrase with a preposition and a complement.
            proposed_keys: normalised names of the proposals.
        Returns:
            ``(start_char, end_char)`` of the phrase in the text, or None.
        """
        head, comp, prep = list(tp.head), list(tp.complement), tp.prep
        if not prep or not comp or prep == "to":
            return None  # ("Reducing X to Y": the goal of a reduction, no complement of X)
        tail = comp[-2:] if len(comp) >= 2 else comp
        n = len(self.doc)
        for k in range(len(head)):
            h = head[k:]
            if h[0] in TITLE_HEAD_STOP_WORDS or h[0] in _QUANTIFIERS:
                continue
            i = 0
            while True:
                at = _find_words(aw[i:], h + [prep])
                if at is None:
                    break
                at += i
                i = at + 1
                t0 = self._abstract_word_token(at)
                tp_ = self._abstract_word_token(at + len(h))  # the preposition's token
                if self.lower[tp_] != prep:
                    continue
                head_ok = self._title_phrase_ok(t0, tp_, proposed_keys)
                if head_ok is None and self.pos[t0] != "DET":
                    hk = _norm(self.text[self.idx[t0]:self.idx[tp_ - 1] + len(self.words[tp_ - 1])])
                    if hk in self.task_gaz_keys and hk not in self.method_gaz_keys and hk not in proposed_keys:
                        head_ok = (t0, tp_)  # a Papers with Code task of generic words ("image classification")
                if head_ok is None or not (
                        _singular(self.lower[tp_ - 1]) in L.TASK_HEADS
                        or _norm(self.text[self.idx[head_ok[0]]:self.idx[tp_ - 1] + len(self.words[tp_ - 1])])
                        in self.task_gaz_keys):
                    continue  # the head names a kind of task ("adaptation", "multi-class classification")
                start = head_ok[0]
                x = tp_ + 1
                while x < n and self.pos[x] == "DET":
                    x += 1
                ch = self.chunk_of.get(x)
                if ch is None or ch.start < tp_ + 1 or ch.end - tp_ - 1 > COMPLEMENT_MAX_TOKENS:
                    continue
                stop = ch.end
                if self._words_of(self.idx[ch.start], self.idx[stop - 1] + len(self.words[stop - 1]))[-len(tail):] != tail:
                    continue
                if self.tok_sent.get(start) != self.tok_sent.get(stop - 1):
                    continue
                if self.pos[stop - 1] not in ("NOUN", "PROPN"):
                    continue
                if stop < n and (self.pos[stop] in ("NOUN", "PROPN") and self.ws[stop - 1] or self.words[stop] == "-"):
                    continue
                if not all(self.words[y].isalnum() or self.words[y] in ("-", "'s") for y in range(x, stop)):
                    continue
                s0, s1 = self.idx[start], self.idx[stop - 1] + len(self.words[stop - 1])
                if any((c.etype in ("Dataset", "Metric") or c.role == "proposed") and c.start < s1 and s0 < c.end
                       for c in self.cands):
                    continue
                if any(_norm(self._span_text(nm)) in proposed_keys for nm in self._names_in(start, stop)):
                    continue
                c0 = self.idx[x]
                if any(c0 <= a <= b <= s1 for a, b in self._long_form_spans()):
                    continue  # the complement holds a defined long form, a name ("Compression
                    # with Bayesian Implicit Neural Representations (COMBINER)")
                last = _singular(self.lower[stop - 1])
                if prep == "with" and (self._model_head(last) or last in _MEANS_HEADS or last in _OBJECT_NOUNS
                                       or last in L.METHOD_HEADS):
                    continue  # "X with <model or means>": the means, not the problem's setting
                return s0, s1
        return None

    def _long_form_spans(self) -> list[tuple[int, int]]:
        """Character spans of the short and long forms of the acronyms the abstract
        defines (its "long form (SHORT)" pairs), for :meth:`_complement_as_written`."""
        return [span for short, long, _ in self.pairs for span in (short, long)]
        return None

    def _title_phrase_ok(self, start: int, stop: int, proposed_keys: set[str],
                         any_head: bool = False) -> Optional[tuple[int, int]]:
        """The token span ``[start, stop)`` (leading articles and prepositions left out)
        when :meth:`_title_phrase_fallback` may report it, else None: one sentence; a
        noun at the end that no noun or hyphen continues ("the instance-level loss");
        words only; not a model, means or object noun at the head ("Diffusion Models",
        "synthetic data"), unless Papers with Code lists the phrase as a task; a head that
        names a problem (``_problem_head`` of the task rules: a task noun or a
        nominalisation), a learning or inference setting (:data:`_TITLE_TOPIC_HEADS`), a
        setting of game theory (:data:`SETTING_PROBLEM_HEADS`) or a desired property
        (:data:`DESIRED_PROPERTIES`), unless the phrase is a Papers with Code task; a single
        word only when it is a nominalisation or a task noun ("quantization", not
        "attention"); no field ("machine learning"), generic noun, proposed name,
        means the text defines ("X is a popular framework"), dataset or metric. With
        ``any_head``, a phrase of two words or more (hyphenated parts counted) may have
        any head that is no generic noun ("convergence guarantee")."""
        while start < stop and self.pos[start] in ("DET", "ADP", "CCONJ", "PUNCT"):
            start += 1
        if stop <= start or self.tok_sent.get(start) != self.tok_sent.get(stop - 1):
            return None
        if self.pos[stop - 1] not in ("NOUN", "PROPN") and self.lower[stop - 1] not in NOMINAL_GERUNDS:
            return None
        if stop < len(self.doc) and (self.pos[stop] in ("NOUN", "PROPN") and self.ws[stop - 1]
                                     or self.words[stop] == "-"):
            return None  # the words modify a noun after them
        if start > 0 and self.words[start - 1] == "-":
            return None  # a piece of a hyphenated word ("low-[resource languages]")
        if not all(self.words[x].isalnum() or self.words[x] in ("-", "'s") for x in range(start, stop)):
            return None
        s0, s1 = self.idx[start], self.idx[stop - 1] + len(self.words[stop - 1])
        text = self.text[s0:s1]
        key = _norm(text)
        if not key or key in proposed_keys or text.lower() in L.FIELDS:
            return None
        core_stop = next((x for x in range(start + 1, stop) if self.lower[x] in PROBLEM_COMPLEMENT_PREPS), stop)
        # a Papers with Code task, alone or before its complement ("backdoor attacks on X")
        listed = any(k in self.task_gaz_keys and k not in self.method_gaz_keys
                     for k in {key, _norm(self.text[s0:self.idx[core_stop - 1] + len(self.words[core_stop - 1])])})
        heads = {_singular(self.lower[core_stop - 1]), _singular(self.lower[stop - 1])}
        heads |= {_singular(x.split()[-1]) for h in list(heads) for x in self.alias.get(_norm(h), ())}
        if not listed and any(self._model_head(h) or h in _MEANS_HEADS or h in _OBJECT_NOUNS or h in _ANALYSIS_NOUNS
                              or h in _TITLE_OBJECT_HEADS or h in L.METHOD_HEADS and h not in _TITLE_TOPIC_HEADS
                              for h in heads):
            return None  # a model, a means, an object or a kind of study ("a mean-field analysis")
        h0 = _singular(self.lower[core_stop - 1])
        loose = any_head and len(key.replace("-", " ").split()) >= 2 and h0 not in L.GENERIC_NOUNS \
            and h0 not in _LOOSE_VAGUE_HEADS and self.pos[start] != "NUM" and self.lower[start] not in _LOOSE_VAGUE_OPENERS \
            and not self._fallback_refuses(start, stop)
        if not (listed or loose or self._problem_head(self.lower[core_stop - 1]) or h0 in SETTING_PROBLEM_HEADS
                or h0 in _TITLE_TOPIC_HEADS or h0 in DESIRED_PROPERTIES):
            return None  # an object ("superlevel sets", "flash memory"), no problem
        if stop - start == 1 and (h0 in L.GENERIC_NOUNS or not (
                _NOMINAL_RE.search(self.lower[start]) or h0 in L.TASK_HEADS)):
            return None
        if all(self.lower[x] in L.PROBLEM_QUALIFIERS or self.lower[x] in L.EVALUATIVE
               or self.lower[x] in L.GENERIC_NOUNS or self.words[x] == "-" for x in range(start, stop)):
            return None
        if any(c.etype in ("Dataset", "Metric") or c.role == "proposed" for c in self.cands
               if c.start < s1 and s0 < c.end):
            return None
        if any(_norm(self._span_text(n)) in proposed_keys for n in self._names_in(start, stop)):
            return None
        if any(key == m or key.endswith(" " + m) for m in self._defined_methods()):
            return None  # "Gradient masking is a popular framework ...": a means the text defines
        if key in self.dataset_gaz_keys or key in self.metric_gaz_keys:
            return None
        return start, stop

    def _title_problem_credit(self):
        """Rank the problem the title states above the field the abstract opens with:
        the task candidate that holds a title problem phrase whole (every word of its
        head, of its complement, or of head and complement, leading evaluative or manner
        words aside; consecutive or with one word inserted; a long form also read as
        the acronym the abstract defines) gets the tag ``title-problem``. Phrases are
        tried in the order of :meth:`_title_problem_phrases`, the longer reading first;
        among the candidates of at most :data:`TITLE_PROBLEM_MAX_WORDS` words that hold
        the first phrase found, the one headed by a problem noun (:meth:`_problem_head`),
        then with the fewest words outside the phrase, then the earliest, takes the
        tag: "Soft Contrastive Learning for Time Series" and the candidates
        "time series" and "time series contrastive learning" -> the latter; "... for
        Min-Max Problems" and "min-max problems" beside "constrained stochastic min-max
        problems" -> the former. A tail of a phrase ("reinforcement learning" of
        "Lexicographic Reinforcement Learning") earns nothing: it is the field, not the
        problem the title names. A purpose whose one problem noun takes a setting
        ("for Planning in Partially Observed Environments") is tried as that noun
        before the setting: a task of two words or more headed by it ("path planning")
        takes the tag (when :data:`TITLE_SETTING_COMPLEMENT`). A purpose whose head opens
        with grading words ("For Improved Covariance Estimation In X") is tried without
        them before its setting complement (when :data:`TITLE_HEAD_TAIL_BEFORE_SETTING`).
        The candidate that :meth:`_complement_as_written` found for a phrase takes the tag
        when no candidate holds the phrase whole. Edits the candidates' tags in place."""
        tasks = [c for c in self.cands if c.etype == "Task"]
        if not tasks:
            return
        phrases = self._title_problem_phrases()
        if not phrases:
            return
        # (the candidates short enough to take the tag: the others are never hits)
        short = [c for c in tasks if len(self.text[c.start:c.end].split()) <= TITLE_PROBLEM_MAX_WORDS]
        forms = {id(c): self._with_acronyms(self._words_of(c.start, c.end)) for c in short}
        for tp in phrases:
            head, comp = list(tp.head), list(tp.complement)
            while len(head) > 1 and (head[0] in L.EVALUATIVE or head[0] in _MANNER_WORDS
                                     or head[0] in _VAGUE_MODIFIERS or head[0] in _QUANTIFIERS):
                head = head[1:]
            wholes = [head + [tp.prep] + comp] if comp else []
            if len(head) >= 2 or tp.kind == "purpose" and not comp and self._problem_head(head[0]):
                wholes.append(head)
            elif TITLE_SETTING_COMPLEMENT and tp.kind == "purpose" and comp and tp.prep in _SETTING_PREPS \
                    and self._problem_head(head[0]):
                wholes.append(head)  # "for Efficient Planning in X": a kind of planning before X
            if TITLE_HEAD_TAIL_BEFORE_SETTING and tp.kind == "purpose" and comp and tp.prep in _SETTING_PREPS:
                # "For Improved Covariance Estimation In Deep Heteroscedastic Regression": the
                # problem without the grading modifiers of its head, before the setting
                wholes += [head[k:] for k in range(1, len(head) - 1)
                           if all(w in _GRADING_PARTICIPLES or w in L.EVALUATIVE or w in _MANNER_WORDS for w in head[:k])]
            if tp.kind == "purpose" and len(comp) >= 2:
                wholes.append(comp)
            memo = self._complement_credit_memo
            if memo is not None and memo[0] is tp and memo[1] in tasks and not any(
                    _holds(f, v) for whole in wholes[:1] for v in self._with_acronyms(whole)
                    for c in short for f in forms[id(c)]):
                # the title's problem with its complement as the abstract writes it
                memo[1].tags = set(memo[1].tags) | {"title-problem"}
                return
            for whole in wholes:
                variants = self._with_acronyms(whole)
                if len(whole) == 1:  # one problem noun: a task phrase of two words or more headed by it
                    hits = [c for c in short if any(len(f) >= 2 and f[-1] == whole[0] for f in forms[id(c)])]
                else:
                    hits = [c for c in short if any(_holds(f, v) for f in forms[id(c)] for v in variants)]
                if hits:
                    def fit(c) -> tuple[bool, int, int]:
                        extra = min(len(set(f) - set(v)) for f in forms[id(c)] for v in variants)
                        last = self.text[c.start:c.end].split()[-1].lower()
                        return self._problem_head(last) or _singular(last) in _TITLE_TOPIC_HEADS, -extra, -c.start

                    best = max(hits, key=fit)
                    best.tags = set(best.tags) | {"title-problem"}
                    return

    # ------------------------------------------------------------ a main task from the title
    #: A title word: letters and digits (the title's offsets are kept, unlike
    #: :data:`_TITLE_PART_RE`, which reads the lower-case words only).
    _TITLE_SURFACE_WORD_RE = re.compile(r"[A-Za-z0-9]+(?:'s)?")

    def _title_specific_main(self, main_text: str, proposed_keys: set[str]) -> Optional[tuple[str, int, int]]:
        """The narrower form of the main task ``main_text`` that the title and the abstract
        both give: where the title writes the task as a whole phrase (singular words,
        hyphens split, an acronym of the abstract also read as its long form) after one to
        :data:`TITLE_SPECIFIC_MAX_MODIFIERS` modifier words ("Multi-Instance Uncertainty
        Estimation" for "uncertainty estimation"), and the abstract writes the same
        modifiers before the task, or before its acronym or its initials ("multi-instance
        UE", "episodic RL"), the modifiers and the task are the main task (the guidelines
        ask for the most specific phrase the text gives). The longest run of modifiers the
        abstract confirms wins.

        The title's phrase must end with the task (a function word, a punctuation mark, an
        auxiliary or the end of the title after it: in "Machine Translation Evaluation" the
        task only modifies the head). A modifier is a title word that is no function word (:data:`_TITLE_SPECIFIC_STOP`),
        punctuation, coined name (an inner capital, an acronym shape), grading or evaluative
        word (:data:`_TITLE_SPECIFIC_GRADING`, :data:`~kg.extract.lexicon.EVALUATIVE`),
        gerund (but :data:`~kg.extract.roles_main.TITLE_ADJECTIVAL_GERUNDS`) or means
        ("Diffusion-Based", "Guided": :data:`_MEANS_SUFFIX_WORDS`). An abstract occurrence
        followed by a method noun ("a one-shot AL method": the kind of the method) or by a
        bracketed proposed name, or holding a proposed name, does not confirm.

        Args:
            main_text: text of the chosen main task (an abstract mention).
            proposed_keys: normalised keys of the paper's proposed names.
        Returns:
            ``("abstract", start, end)``: character offsets of the narrower phrase in the
            cleaned text (the abstract writes the task's own words after the modifiers);
            ``("title", start, end)``: offsets into the plain title (the abstract writes an
            acronym or initials instead); None: no title, or no such phrase.
        """
        title = self.doc._.paperkg_title
        if not TITLE_SPECIFIC_MAIN or not title or not isinstance(title, str):
            return None
        longs = {a.short.lower(): a.long for _, _, a in self.pairs}
        own = main_text.split()
        expanded = [w for x in own for w in (longs[x.lower()].split() if x.lower() in longs else [x])]
        toks = [(m.group(0), m.start(), m.end()) for m in _TITLE_SPECIFIC_TOKEN.finditer(title)]
        flat: list[str] = []
        owner: list[int] = []
        for i, (t, _, _) in enumerate(toks):
            for part in t.split("-"):
                if part:
                    flat.append(_singular(part.lower()))
                    owner.append(i)
        for variant in ([own, expanded] if expanded != own else [own]):
            want = [_singular(p.lower()) for w in variant for p in w.split("-") if p]
            n = len(want)
            for s in range(len(flat) - n + 1):
                if flat[s:s + n] != want or s > 0 and owner[s - 1] == owner[s] \
                        or s + n < len(flat) and owner[s + n] == owner[s + n - 1]:
                    continue  # (a whole run of title tokens)
                first, last = owner[s], owner[s + n - 1]
                if last + 1 < len(toks) and toks[last + 1][0][:1].isalnum() \
                        and toks[last + 1][0].lower() not in _TITLE_SPECIFIC_STOP \
                        and toks[last + 1][0].lower() not in _TITLE_CLAUSE_WORDS:
                    continue  # the title's phrase goes on: "Machine Translation Evaluation"
                mods: list[str] = []
                j = first - 1
                while j >= 0 and len(mods) < TITLE_SPECIFIC_MAX_MODIFIERS and self._title_modifier(toks[j][0]):
                    mods.insert(0, toks[j][0])
                    j -= 1
                for k in range(len(mods)):
                    found = self._confirmed_modifiers(mods[k:], own, expanded, proposed_keys)
                    if found == "title":
                        return "title", toks[first - len(mods) + k][1], toks[last][2]
                    if found is not None:
                        return "abstract", found[0], found[1]
                if TITLE_SPECIFIC_PARADIGM and mods and len(mods) <= TITLE_PARADIGM_MAX_MODIFIERS \
                        and (j < 0 or not self._title_modifier(toks[j][0])) and _learning_paradigm(own) \
                        and not any(p in L.EVALUATIVE or p in _TITLE_SPECIFIC_GRADING or p in _PARADIGM_PROPERTY_WORDS
                                    for m in mods for p in m.lower().split("-")) \
                        and not (j >= 0 and toks[j][0].lower() == "to") \
                        and not any(_norm(" ".join(mods + own)) == k for k in proposed_keys):
                    # ("Communication-Efficient Federated Learning": a grade inside a compound)
                    return "title", toks[first - len(mods)][1], toks[last][2]
                return None
        return None

    def _title_modifier_main(self, main_text: str, proposed_keys: set[str]) -> Optional[tuple[int, int]]:
        """The main task ``main_text`` with the one modifier word that the title writes
        right before the task's first word, where the abstract writes that word before the
        whole task too (:data:`TITLE_MODIFIER_MAIN`): "avatar reconstruction" in the
        abstract, "... Precise Head Avatar from Image(s)" as the title and "Head avatar
        reconstruction" in the abstract give "Head avatar reconstruction". The wider sibling
        of :meth:`_title_specific_main`, which needs the title to write the whole task: a
        title often names only the front of the task ("Head Avatar", "Domain
        Counterfactuals") and leaves its process noun to the abstract.

        The modifier must pass :meth:`_title_modifier` (no function word, coined name,
        acronym, grading or evaluative word, means word or gerund); the abstract's phrase is
        read by :meth:`_confirmed_modifiers` (not before a method noun, not over a proposed
        name; the task's acronym does not count here). The first title position that the
        abstract confirms wins.

        Args:
            main_text: text of the chosen main task (an abstract mention).
            proposed_keys: normalised keys of the paper's proposed names.
        Returns:
            ``(start, end)``: character offsets of the narrower phrase in the cleaned text,
            or None (no title, no such modifier, or the abstract does not write it).
        """
        title = self.doc._.paperkg_title
        if not (TITLE_SPECIFIC_MAIN and TITLE_MODIFIER_MAIN) or not title or not isinstance(title, str):
            return None  # (a widening of the session 31 reading: off with it)
        own = main_text.split()
        if not own:
            return None
        head = _singular(own[0].lower())
        toks = [m.group(0) for m in _TITLE_SPECIFIC_TOKEN.finditer(title)]
        for i in range(len(toks) - 1):
            if _singular(toks[i + 1].lower()) != head or not self._title_modifier(toks[i]):
                continue
            if _singular(toks[i].lower()) in {_singular(w.lower()) for w in own}:
                continue  # ("Graph Neural Graph ..."): no new word
            found = self._confirmed_modifiers([toks[i]], own, own, proposed_keys)
            if isinstance(found, tuple):
                return found
        return None

    @staticmethod
    def _title_modifier(token: str) -> bool:
        """Can the title token ``token`` narrow the task after it (:meth:`_title_specific_main`)?"""
        low = token.lower()
        last = low.split("-")[-1]
        return bool(token[:1].isalnum()) and low not in _TITLE_SPECIFIC_STOP \
            and not _INNER_CAPITAL.search(token) and not _ACRONYM_TOKEN.fullmatch(token) \
            and low not in L.EVALUATIVE and low not in _TITLE_SPECIFIC_GRADING \
            and last not in _MEANS_SUFFIX_WORDS \
            and not (last.endswith("ing") and low not in TITLE_ADJECTIVAL_GERUNDS)

    def _confirmed_modifiers(self, mods: list[str], own: list[str], expanded: list[str],
                             proposed_keys: set[str]):
        """Where the abstract writes the title modifiers ``mods`` before the main task
        (its words ``own``): ``(start, end)`` of the first such phrase that names no method
        kind or proposal, ``"title"`` when the abstract writes them before the task's
        acronym or initials instead, None otherwise (:meth:`_title_specific_main`)."""
        text = self.text
        mod_words = [p for t in mods for p in t.split("-") if p]
        long = " ".join(expanded).lower()
        tails = [([p for t in own for p in t.split("-") if p], "abstract")]
        tails += [([a.short], "title") for _, _, a in self.pairs if a.long.lower() == long]
        initials = "".join(w[0] for w in long.replace("-", " ").split() if w).upper()
        if len(initials) >= 2:
            tails.append(([initials], "title"))
        for tail, kind in tails:
            words = mod_words + tail
            spans = _phrase_spans(text, words)
            if spans is None:  # (not ASCII: the pattern the spans stand for)
                pattern = r"(?<![\w-])" + r"[\s-]+".join(re.escape(w) for w in words[:-1]) + \
                    r"[\s-]+" + re.escape(words[-1]) + r"s?(?![\w-])"
                spans = [m.span() for m in re.finditer(pattern, text, re.I)]
            for start, end in spans:
                if self.in_url(start, end):
                    continue  # ".../invariant-anomaly-detection": a repository's path, no phrase of the text
                after = text[end:end + 40]
                nxt = re.match(r"\s*(\(([^()]{1,20})\)|[A-Za-z]+)", after)
                if nxt and nxt.group(2) is not None and _norm(nxt.group(2)) in proposed_keys:
                    continue  # "Deep Neural-Nets Assisted Semiparametric Estimation (DNA-SE)": a proposal
                if nxt and nxt.group(2) is None and _singular(nxt.group(1).lower()) in L.METHOD_DESCRIPTOR_HEADS:
                    continue  # "a community-invariant GCL framework": the kind of the method
                key = _norm(text[start:end])
                if any(k and k in key for k in proposed_keys):
                    continue
                return "title" if kind == "title" else (start, end)
        return None

    def _title_main_task(self, proposed_keys: set[str], lenient: bool = False,
                         purpose_only: bool = False) -> Optional[tuple[int, int]]:
        """Where, in the plain title (``doc._.paperkg_title``), the title states the
        paper's problem, for a main task the abstract never writes: the first title
        problem phrase (:meth:`_title_problem_phrases`, its head and complement; the
        title's words with the acronyms the abstract defines spelt out are not read), as
        the title writes it.

        The phrase is refused (None) when its head (before its preposition) or its last
        word is a model, method or means noun (:data:`_MEANS_HEADS`, :data:`_OBJECT_NOUNS`,
        the method heads of the lexicon), unless the task gazetteer lists the phrase; when
        its head is no problem noun (:meth:`_problem_head`, a nominal ending, a desired
        property, or, the phrase having two words or more, an activity noun too generic to
        name a task alone, :data:`_ACTIVITY_HEADS`: "Secure Code Generation"); when it is the paper's proposed name (``proposed_keys``), a listed
        dataset or metric; or when it is a single word.

        With ``lenient`` (the abstract gives no main task at all), a refused first phrase
        gives way to the first later phrase that passes (:data:`TITLE_MAIN_ANY_PHRASE`),
        then to the first phrase of the lenient reading (:meth:`_title_main_as_written`,
        :data:`TITLE_MAIN_AS_WRITTEN`), and then to the object of a title that is a
        clause (:meth:`_title_clause_object`, :data:`TITLE_MAIN_CLAUSE_OBJECT`; after the
        lenient reading, which refuses such a title's phrases: "AlphaFold Meets Y for
        Generating X" keeps "Generating X").

        Args:
            proposed_keys: normalised names of the paper's proposals.
            lenient: the abstract gives no main task (not: a weak one is to be replaced).
            purpose_only: read only the title's statements of purpose (phrases of kind
                ``purpose``: "M for T", "Towards T"), with every reading but the clause ones.
        Returns:
            ``(start, end)`` character offsets into the plain title, or None (no title,
            no problem phrase, a refused phrase, or one not found in the title's words).
        """
        title = self.doc._.paperkg_title
        if not title or not isinstance(title, str):
            return None
        phrases = self._title_problem_phrases()
        if purpose_only:
            phrases = [tp for tp in phrases if tp.kind == "purpose"]
        if not phrases:
            return None
        span = self._title_main_span(phrases[0], title, proposed_keys)
        if span is None and lenient and TITLE_MAIN_ANY_PHRASE:
            for tp in phrases[1:]:
                span = self._title_main_span(tp, title, proposed_keys)
                if span is not None:
                    break
        if span is None and lenient and TITLE_MAIN_AS_WRITTEN:
            for tp in phrases:
                span = self._title_main_as_written(tp, title, proposed_keys)
                if span is not None:
                    break
        if span is None and lenient and TITLE_MAIN_CLAUSE_OBJECT and not purpose_only:
            span = self._title_clause_object(title, proposed_keys)
        if span is None and lenient and TITLE_MAIN_CLAUSE_SUBJECT and not purpose_only:
            span = self._title_clause_subject(title, proposed_keys)
        if span is None and lenient and TITLE_MAIN_ANY_PURPOSE:
            span = next((sp for tp in phrases if tp.kind == "purpose"
                         for sp in [self._title_purpose_as_written(tp, title, proposed_keys)] if sp), None)
        if span is None and lenient and TITLE_MAIN_GERUND_MODEL and not purpose_only:
            span = self._title_gerund_model(title, proposed_keys)
        return span

    #: A title word as :meth:`_title_gerund_model` reads it: a word (hyphens and digits
    #: kept, "MLP-Mixer", "GPT-4") or a mark that ends a segment or a phrase.
    _GERUND_TITLE_TOKEN_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9\-']*|[:;,?!()\[\]{}$\\]")

    def _title_gerund_model(self, title: str, proposed_keys: set[str]) -> Optional[tuple[int, int]]:
        """The last reading of a title for a paper whose abstract gives no main task
        (:data:`TITLE_MAIN_GERUND_MODEL`): a title segment that opens (after "On" /
        "Towards" and an article) with a gerund, or two joined by "and", whose object is a
        model or a named model ("On Calibrating Diffusion Probabilistic Models",
        "Understanding MLP-Mixer as ...", "Interpreting and Improving Diffusion Models
        from ..."): the other readings refuse the object, a model being no problem, but the
        gerund and its object together state what the paper does to the model.

        The object runs from the word after the gerund up to the first preposition, cue
        or mark (:data:`_GERUND_OBJECT_STOPS`; "and" joins two objects: "Unifying Subgraph
        GNNs and Graph Transformers"); it must be two words or more ending in a model or
        means head (:data:`~kg.extract.roles_main.TITLE_MODEL_HEADS`, :data:`_MEANS_HEADS`,
        :meth:`_model_head`; one word is a compound, "Debiasing Algorithm") or one
        name-shaped word ("Enhancing GCN"). Refused (None): a gerund of
        means, of revision or of making (:data:`_GERUND_MEANS_VERBS`: "Leveraging X",
        "Rethinking X", "Building X"), a phrase of more than :data:`TITLE_GERUND_MODEL_MAX_WORDS` words, the paper's
        proposed name, the long form of the title's name, a clause.

        Args:
            title: the plain title.
            proposed_keys: normalised names of the paper's proposals.
        Returns:
            ``(start, end)`` character offsets into ``title``, or None.
        """
        toks = [(m.group(), m.start(), m.end()) for m in self._GERUND_TITLE_TOKEN_RE.finditer(title)]
        seg_start = 0
        for i in range(len(toks) + 1):
            if i < len(toks) and toks[i][0] not in ":;?!":
                continue
            seg = toks[seg_start:i]
            seg_start = i + 1
            k = 0
            while k < len(seg) and seg[k][0].lower() in ("on", "towards", "toward", "the", "a", "an"):
                k += 1
            def gerund(t: int) -> bool:
                w = seg[t][0]
                return _title_gerund(w, w.lower()) and w.lower() not in _GERUND_MEANS_VERBS
            if k >= len(seg) or not gerund(k):
                continue
            j = k + 1  # "Interpreting and Improving X": two gerunds of one object
            if j + 1 < len(seg) and seg[j][0].lower() == "and" and gerund(j + 1):
                j += 2
            end = j
            while end < len(seg) and seg[end][0][:1].isalnum() and seg[end][0].lower() not in _GERUND_OBJECT_STOPS:
                end += 1
            obj = seg[j:end]
            if not obj or end - k > TITLE_GERUND_MODEL_MAX_WORDS:
                continue
            last = _singular_words(obj[-1][0].lower())
            if obj[-1][0].lower() == "and":
                continue  # a cut coordination
            named = len(obj) == 1 and bool(_NAME_SHAPE_RE.search(obj[0][0]))
            if not named and (len(obj) < 2 or not (last and (last[-1] in TITLE_MODEL_HEADS or last[-1] in _MEANS_HEADS
                                                             or self._model_head(last[-1])))):
                continue  # ("Debiasing Algorithm": a compound noun, no gerund and object)
            start, stop = seg[k][1], obj[-1][2]
            text = title[start:stop]
            key = _norm(text)
            if key in proposed_keys or key in self.method_gaz_keys or self._spells_title_name(text) \
                    or self._title_clause_at(title, start, stop):
                continue
            return start, stop
        return None

    def _title_purpose_as_written(self, tp: TitleProblem, title: str,
                                  proposed_keys: set[str]) -> Optional[tuple[int, int]]:
        """The last reading of a title purpose phrase ``tp`` ("M for T", "An Approach to
        T") as a main task, for a paper whose abstract gives none and whose title the
        strict, the lenient and the clause readings refuse (:data:`TITLE_MAIN_ANY_PURPOSE`):
        the purpose as the title writes it, whatever its head ("... for Differentially
        Private Linear Learners", "... for Targeted Policies", "... Approach to
        Oversmoothing"). A title's statement of purpose names what the paper's means
        serves (Soler 2007, see :func:`~kg.extract.roles_main.title_roles`), the best
        evidence left when the abstract names no task.

        Refused (None): a model family ("for AI Systems", "for Large Language Models":
        every word a model head or modifier, :data:`_PURPOSE_FAMILY_WORDS`); a head that
        names an object or data (:data:`_TITLE_OBJECT_HEADS`, :data:`_OBJECT_NOUNS`: "for
        Symmetric Distributions") or a thing of the setting (:data:`_LOOSE_VAGUE_HEADS`: "for
        Phase-Change Memory"); one word that is no nominalisation
        (:data:`_PURPOSE_ONE_WORD_RE`), a model or means noun or a generic activity noun
        (:data:`_ACTIVITY_HEADS`: "for Generation"); the means before a purpose word
        ("Flexible Quantization for Transformers"); a one-word purpose that does not end
        its title segment ("for Minimizing the Loss"); a
        cut phrase, a clause, a question word; more than
        :data:`TITLE_MAIN_AS_WRITTEN_MAX_WORDS` words; a bracket, colon or question mark;
        the paper's proposed name, a listed dataset, metric or method; the long form of
        the title's name.

        Args:
            tp: a title problem phrase of kind ``purpose``.
            title: the plain title.
            proposed_keys: normalised names of the paper's proposals.
        Returns:
            ``(start, end)`` character offsets into ``title``, or None.
        """
        want = _title_task_words(tp, keep=1)
        if not want or want[0] in _TITLE_MAIN_OPENERS or want[-1] in _TITLE_MAIN_OPENERS \
                or _quantity_claim(want) \
                or any(w in _TITLE_CLAUSE_WORDS or w in _QUESTION_WORDS for w in want) \
                or any(w in _TITLE_CLAUSE_VERBS or w in _TITLE_LENIENT_CLAUSE_VERBS for w in want[1:]):
            return None
        if all(w in _PURPOSE_FAMILY_WORDS for w in want):
            return None  # "for AI Systems", "for Large Language Models": what the means is applied to
        if len(want) == 1 and (not _PURPOSE_ONE_WORD_RE.search(want[0]) or self._model_head(want[0])
                               or want[0] in _MEANS_HEADS or want[0] in _ACTIVITY_HEADS):
            return None  # ("for Generation": an activity too generic to name a task alone)
        if tp.head[-1] in _TITLE_OBJECT_HEADS or tp.head[-1] in _OBJECT_NOUNS or tp.head[-1] in _LOOSE_VAGUE_HEADS:
            return None  # "for Symmetric Distributions", "for Phase-Change Memory": what the means works on
        parts = self._title_parts(title)
        ws = [w for w, _, _ in parts]
        at = _find_words(ws, want) if len(ws) >= len(want) else None
        if at is None:
            return None
        start, end = parts[at][1], parts[at + len(want) - 1][2]
        text = title[start:end]
        if len(text.split()) > TITLE_MAIN_AS_WRITTEN_MAX_WORDS or any(ch in text for ch in "()[]{}:;?!,"):
            return None
        rest = title[end:].lstrip().lower()
        if rest.split()[:1] and (rest.split()[0] in TITLE_PURPOSE_WORDS or rest.split()[0] == "to"):
            return None  # "Flexible Low-Bit Quantization for Transformers": the means before the cue
        if len(want) == 1 and rest[:1] not in ("", ":", "?", "!", ";"):
            return None  # "for Minimizing the Maximal Loss": a gerund cut from its object
        if self._spells_title_name(text):
            return None
        key = _norm(text)
        if key in proposed_keys or key in self.dataset_gaz_keys or key in self.metric_gaz_keys \
                or key in self.method_gaz_keys:
            return None
        if self._title_clause_at(title, start, end):
            return None
        return start, end

    def _title_problem_method(self, kept: list):
        """A used, compared or background method of the paper (a kept ``Method``
        candidate of ``kept``) that the title states as its problem: its singular words
        are a whole title problem phrase (:meth:`_title_problem_phrases`: the head, or the
        head with its preposition and complement) of two words or more, in no means
        position of the title (:meth:`_title_role_tags` without ``title-means``,
        :meth:`_title_means`), headed by a process noun (a nominal ending,
        :data:`~kg.extract.roles_base._NOMINAL_RE`: "Post-Training Quantization",
        "Preference Fine-Tuning", "Two-Stage Stochastic Programming"; not a model noun,
        ``_model_head``: "Vision Transformers"), and not the subject of a title clause
        (the title word after it a finite verb or a modal, :data:`_TITLE_FINITE_TAGS`:
        "X Is a Total Variation Model"). A technique the method lexicon lists (so the
        abstract's mentions of it are read as a method used) is then the problem the paper
        works on (:data:`~kg.extract.roles.TITLE_METHOD_MAIN`). Returns the first such
        candidate in text order, or None (no title, no such method)."""
        title = self.doc._.paperkg_title
        tw = self._title_words()
        if not tw or not title or not isinstance(title, str):
            return None
        wanted = set()
        for tp in self._title_problem_phrases():
            wanted.add(tuple(tp.head))
            if tp.complement:
                wanted.add(tuple(tp.words))
            if TITLE_METHOD_GRADED_HEAD:
                # "Effective Data Augmentation With ...", "Efficient and Accurate Ridge
                # Regression via ...": the head without its leading graded words
                k = 0
                while k < len(tp.head) - 2 and _grading_word(tp.head[k]):
                    k += 1
                    wanted.add(tuple(tp.head[k:]))
        if not wanted:
            return None  # (no title problem phrase: no candidate's words can be one)
        parts = None
        for c in kept:
            if c.etype != "Method" or c.role not in ("used", "compared", "mention"):
                continue
            words = self._words_of(c.start, c.end)
            if len(words) < 2 or tuple(words) not in wanted:
                continue
            if self._model_head(words[-1]) or not _NOMINAL_RE.search(words[-1]):
                continue  # "Vision Transformers", "Fictitious Play": a model or a method by name
            if self._written_as_name(c):
                continue  # "we prove that Contrastive Policy Learning (CPL) ...": a name, not a technique
            at = self._title_phrase(words, tw)
            if at is None or "title-means" in self._title_role_tags(at, len(words)) or self._title_means(words):
                continue
            if parts is None:
                parts = self._title_parts(title)
            i = _find_words([w for w, _, _ in parts], words)
            if i is not None:
                end = parts[i + len(words) - 1][2]
                cased, _ = self._title_tags(title)
                after = [tg for s, _, tg in cased if s >= end][:1]
                if after and after[0] in _TITLE_FINITE_TAGS:
                    continue  # the subject of the title's claim
            return c
        return None

    def _written_as_name(self, c) -> bool:
        """Whether the abstract writes the candidate ``c`` (character offsets into the
        abstract) in Title Case away from a sentence start, as a name is written ("we prove
        that Contrastive Policy Learning (CPL) ..."), where a technique is written in small
        letters ("post-training quantization"). False for a candidate of one word or one that
        opens its sentence (whose capital says nothing)."""
        text = self.text[c.start:c.end] if 0 <= c.start < c.end <= len(self.text) else ""
        words = [w for w in re.split(r"[\s-]+", text) if w[:1].isalpha()]
        if len(words) < 2 or not all(w[0].isupper() for w in words):
            return False
        i = self._token_at_char(c.start)
        return i is not None and i > self.sents[self.tok_sent[i]].start

    def _title_parts(self, title: str) -> list[tuple[str, int, int]]:
        """The words of the plain title ``title``, singular and split as the words of a
        title problem phrase (:func:`_singular_words`), each with the character offsets of
        the surface word it comes from."""
        parts: list[tuple[str, int, int]] = []
        for m in self._TITLE_SURFACE_WORD_RE.finditer(title):
            for w in _singular_words(m.group().lower()):
                parts.append((w, m.start(), m.end()))
        return parts

    def _title_main_span(self, tp: TitleProblem, title: str,
                         proposed_keys: set[str]) -> Optional[tuple[int, int]]:
        """The strict reading of one title problem phrase ``tp`` as a main task
        (:meth:`_title_main_task`): ``(start, end)`` in the plain title ``title``, or None
        when the phrase is refused."""
        # a "with" after the head names a means ("Fast Ensembling with Diffusion Bridges"):
        # the head alone
        want = list(tp.head) if tp.prep == "with" and not (TITLE_MAIN_WITH_SETTING and len(tp.head) == 1) \
            else tp.words  # (a one-word head: "Learning with Noisy Labels", the "with" names its setting)
        if TITLE_MAIN_FROM_SOURCE and tp.prep == "from" and len(tp.head) >= 2 and tp.head[-1] != "learning":
            want = list(tp.head)  # "Offline Planning from Curious Exploration": the source of the data
        if TITLE_MAIN_GRADING_TRIM:
            # "Efficient Distributed Training", "Efficient and Accurate Transformer Pretraining":
            # the problem is distributed training, transformer pretraining
            want = _trim_grading(want, keep=2, multiplier=True)
        if len(want) < 2 or want[0] in _TITLE_MAIN_OPENERS or want[-1] in _TITLE_MAIN_OPENERS \
                or any(w in _TITLE_CLAUSE_WORDS for w in want) \
                or TITLE_MAIN_CLAUSE_VERBS and any(w in _TITLE_CLAUSE_VERBS for w in want[1:]) \
                or _quantity_claim(want):
            return None  # a cut phrase ("and reducing") or a clause ("X should consider Y")
        # the title's words with their offsets, singular and split as the phrase's words
        parts = self._title_parts(title)
        ws = [w for w, _, _ in parts]
        at = _find_words(ws, want) if len(ws) >= len(want) else None
        if at is None:
            return None
        start, end = parts[at][1], parts[at + len(want) - 1][2]
        text = title[start:end]
        if text.endswith("'s") or len(text.split()) > TITLE_MAIN_MAX_WORDS or any(ch in text for ch in "()[]{}:;,?!"):
            return None  # a whole sentence of a title ("X with Y recovers Z"), a bracket: no task name
        key = _norm(text)
        if key in proposed_keys or key in self.dataset_gaz_keys or key in self.metric_gaz_keys:
            return None
        listed = key in self.task_gaz_keys and key not in self.method_gaz_keys
        h0, last = tp.head[-1], want[-1]
        if not listed and any(self._model_head(h) or h in _MEANS_HEADS or h in _OBJECT_NOUNS
                              or h in L.METHOD_HEADS and h not in _TITLE_TOPIC_HEADS for h in {h0, last}):
            return None
        if not (listed or self._problem_head(h0) or h0.endswith("ics") or h0 in DESIRED_PROPERTIES
                or TITLE_MAIN_ACTIVITY_HEADS and h0 in _ACTIVITY_HEADS):
            return None
        if TITLE_MAIN_FINITE and self._title_clause_at(title, start, end):
            return None  # "X Provably Solves Matrix Completion": a claim (its object: _title_clause_object)
        return start, end

    def _title_main_as_written(self, tp: TitleProblem, title: str,
                               proposed_keys: set[str]) -> Optional[tuple[int, int]]:
        """The lenient reading of one title problem phrase ``tp`` as a main task, for a
        paper whose abstract gives none and whose title's phrases the strict reading
        (:meth:`_title_main_span`) refuses all (:data:`TITLE_MAIN_AS_WRITTEN`): the phrase
        as the title writes it, whatever its head ("Long Sequence Hopfield Memory",
        "Conformal Predictions under Markovian Data"), with the opening gerund of an object
        reading ("Generating Protein Ensembles", "Learning Multiple Secrets in Mastermind")
        unless the gerund names a study of the object (:data:`_TITLE_STUDY_GERUNDS`:
        "Understanding Certified Training"). A "with" after a head of two words or more
        names a means, as in the strict reading: the head alone. Function words at either
        end are left out.

        Refused (None): fewer than two words; a clause (:data:`_TITLE_CLAUSE_WORDS`,
        :data:`_TITLE_CLAUSE_VERBS`); more than :data:`TITLE_MAIN_AS_WRITTEN_MAX_WORDS`
        words; a bracket, colon or question mark, or a comma outside a coordination; the
        paper's proposed name, a listed dataset or metric; a bare model or means phrase
        without a complement ("Large Language Models", "A Unified Framework").

        Args:
            tp: the title problem phrase.
            title: the plain title.
            proposed_keys: normalised names of the paper's proposals.
        Returns:
            ``(start, end)`` character offsets into ``title``, or None.
        """
        want = _title_task_words(tp, keep=2)  # "Improved Modelling of X", as in the strict reading
        if len(want) < 2 or want[0] in _TITLE_MAIN_OPENERS or want[-1] in _TITLE_MAIN_OPENERS \
                or any(w in _TITLE_CLAUSE_WORDS for w in want) \
                or _quantity_claim(want) \
                or any(w in _TITLE_CLAUSE_VERBS or w in _TITLE_LENIENT_CLAUSE_VERBS for w in want[1:]) \
                or any(w in _QUESTION_WORDS for w in want) \
                or tp.head[-1] in _TITLE_LENIENT_VAGUE_HEADS or want[-1] in _TITLE_VIEWPOINT_WORDS \
                or tp.prep == "of" and tp.head[-1] in TITLE_EVALUATIVE_HEADS:
            return None  # a cut phrase, a clause ("X Secretly Solves Y"), a vague head ("A Mathematical Perspective")
        parts = self._title_parts(title)
        ws = [w for w, _, _ in parts]
        at = _find_words(ws, want) if len(ws) >= len(want) else None
        if at is None:
            return None
        n = len(want)
        if tp.kind == "object" and at > 0 and ws[at - 1].endswith("ing") and len(ws[at - 1]) > 4 \
                and ws[at - 1] not in _TITLE_STUDY_GERUNDS and parts[at - 1][1] != parts[at][1]:
            at, n = at - 1, n + 1  # "Generating Protein Ensembles": the activity is the task
        led = ws[at].endswith("ing") and len(ws[at]) > 4  # an activity: "Generating X", "Modeling X"
        h0 = tp.head[-1]
        if not led and (self._model_head(h0) or tp.kind == "purpose" and not tp.prep and not (
                self._problem_head(h0) or h0.endswith("ics") or h0 in DESIRED_PROPERTIES or h0 in _ACTIVITY_HEADS)):
            return None  # "Graphical Multioutput Gaussian Process"; "for Symmetric Distributions": an object
        start, end = parts[at][1], parts[at + n - 1][2]
        text = title[start:end]
        if len(text.split()) > TITLE_MAIN_AS_WRITTEN_MAX_WORDS or any(ch in text for ch in "()[]{}:;?!") \
                or "," in text and not any(w in ("and", "or") for w in want) \
                or title[end:].lstrip()[:1] == "?":
            return None  # a sentence, or a question ("Symbiosis or Conflict?")
        if self._spells_title_name(title[start:end]):
            return None  # "MINDE: Mutual Information Neural Diffusion Estimation": the name's long form
        key = _norm(text)
        if key in proposed_keys or key in self.dataset_gaz_keys or key in self.metric_gaz_keys \
                or key in self.method_gaz_keys:
            return None
        last = want[-1]
        if not tp.prep and (self._model_head(last) or last in _MEANS_HEADS) \
                and not (led and at > 0 and ws[at - 1] == "of" and ws[at] not in _TITLE_STUDY_GERUNDS):
            return None  # "Large Language Models", "A Unified Framework": a means, no problem
            # ("The False Promise of Imitating Proprietary Language Models": the activity on
            # a model that an evaluative or study noun's "of" names stays)
        if TITLE_AS_WRITTEN_DATA_HEAD and not led and h0 in _TITLE_DATA_HEADS:
            return None  # "A Curated Dataset of Court Rulings": the paper's data, no problem
        if TITLE_AS_WRITTEN_FINITE and self._title_clause_at(title, start, end):
            return None  # "Small Networks Compute Metric Embeddings": a claim, no task name
        if TITLE_AS_WRITTEN_IMPERATIVE and self._title_imperative_at(title, start):
            return None  # "Demystify Efficient X": a call to act on the object, no task name
        return start, end

    def _title_imperative_at(self, title: str, start: int) -> bool:
        """Does the title phrase at ``start`` of the plain title open its title segment
        (the title's start, or after a colon, semicolon or comma) with a base-form verb
        (Penn tag ``VB``) in both taggings of :meth:`_title_tags` ("Demystify Efficient
        X", "Rethink Y")? Such a phrase is a call to act on its object, no task name
        (:data:`TITLE_AS_WRITTEN_IMPERATIVE`). Input: the plain title (str), a character
        offset (int). Output: bool (False without a tagger)."""
        before = title[:start].rstrip()
        if before and before[-1] not in ":;,":
            return False
        cased, low = self._title_tags(title)
        if not cased or not low:
            return False
        return all(any(s == start and tag == "VB" for s, _, tag in tags) for tags in (cased, low))

    def _title_clause_object(self, title: str, proposed_keys: set[str]) -> Optional[tuple[int, int]]:
        """The object of the verb of a title that is a clause, as the strict reading
        would read a title phrase (:meth:`_title_main_span`): "X Improves
        Out-of-distribution Generalization", "Attention Meets Post-hoc Interpretability",
        "Lion Secretly Solves a Constrained Optimization", "X Helps Solve Toxicity
        Detection and Generation" (the first conjunct). A claim about a means names its
        problem in its object (:data:`TITLE_MAIN_CLAUSE_OBJECT`).

        The verb is the first finite verb of a title segment (between colons, question
        and exclamation marks) after the segment's first word, by the tagger
        (:meth:`_title_tags`: the title as written, or the lower-case copy where the verb
        is not the segment's last word). After it, adverbs, particles, a second verb
        ("Helps Solve"), determiners and "to" are passed over (not a word joined by a hyphen
        to the next); the object is the run of
        nouns, adjectives, participles, numbers and parts of hyphenated compounds that follows, up to
        a preposition, a conjunction or the segment's end. A segment that ends in a
        question mark is no claim ("How Does X Fail?"): None.

        Args:
            title: the plain title.
            proposed_keys: normalised names of the paper's proposals.
        Returns:
            ``(start, end)`` character offsets into ``title`` of the object when the
            strict reading accepts it, else None (no tagger, no clause, no object).
        """
        cased, lower = self._title_tags(title)
        verb = self._title_verb(title)
        if verb is None:
            return None
        _, i, seg_end = verb
        k = i + 1
        while k < seg_end and lower[k][2] in _TITLE_VERB_TRAIL_TAGS \
                and not (k + 1 < seg_end and lower[k + 1][2] == "HYPH"):
            k += 1  # (not the first part of a compound: "Out-of-distribution")
        first = k
        while k < seg_end and (lower[k][2] in _TITLE_OBJECT_TAGS
                               or k + 1 < seg_end and lower[k + 1][2] == "HYPH" and lower[k][2] not in ("CC", ",")):
            k += 1  # (any word joined by a hyphen to the next: "Out-of-distribution")
        if k == first:
            return None
        start, end = cased[first][0], cased[k - 1][1]
        words = list(chain.from_iterable(_singular_words(w.lower()) for w in
                                         re.findall(r"[A-Za-z0-9]+(?:[-'][A-Za-z0-9]+)*", title[start:end])))
        if not words:
            return None
        return self._title_main_span(TitleProblem("object", tuple(words)), title, proposed_keys)

    def _title_verb(self, title: str) -> Optional[tuple[int, int, int]]:
        """The first finite verb of a title segment (between colons, question and
        exclamation marks) after the segment's first word, by the tagger
        (:meth:`_title_tags`: the title as written, or the lower-case copy where the verb
        is not the segment's last word), as ``(segment start, verb, segment end)`` token
        indices of the tagging; None without a tagger, without such a verb, or when the
        segment ends in a question mark ("How Does X Fail?": no claim)."""
        cased, lower = self._title_tags(title)
        if not cased or len(cased) != len(lower):
            return None
        seg_start = 0
        for i, (a, b, tg) in enumerate(cased):
            if title[a:b] in (":", "?", "!", ";"):
                seg_start = i + 1
                continue
            seg_end = next((j for j in range(i, len(cased))
                            if title[cased[j][0]:cased[j][1]] in (":", "?", "!", ";")), len(cased))
            if i > seg_start and (tg in _TITLE_FINITE_TAGS or lower[i][2] in _TITLE_FINITE_TAGS and i < seg_end - 1):
                if seg_end < len(cased) and title[cased[seg_end][0]:cased[seg_end][1]] == "?":
                    return None
                return seg_start, i, seg_end
        return None

    def _title_clause_subject(self, title: str, proposed_keys: set[str]) -> Optional[tuple[int, int]]:
        """The subject of a title that is a clause, as its main task, for a paper whose
        abstract gives no main task and whose title every other reading refuses
        (:data:`TITLE_MAIN_CLAUSE_SUBJECT`): "Critical Learning Periods Emerge in X",
        "Label Noise Persists under Y" -> the phrase before the verb
        (:meth:`_title_verb`). A claim about a phenomenon or an activity names it first.

        Only an intransitive claim: after the verb and its adverbs comes a preposition or
        the segment's end ("X Emerge Even in Y"); a claim with an object ("Label Smoothing
        Improves Y": the subject is the paper's means, the object is read by
        :meth:`_title_clause_object`) or a predicate ("X are a Valuable Asset") is refused.
        Refused (None) too: a subject of fewer than two words or of a tag other than noun,
        adjective, participle, number, hyphen or the preposition "of"; a subject whose
        head (its words before "of") ends in a model, method or means noun or is made of
        model-family words ("Language Models are X", "Tensor Networks are Y": a claim
        about a means); the paper's proposed name, a listed dataset, metric or method.

        Args:
            title: the plain title.
            proposed_keys: normalised names of the paper's proposals.
        Returns:
            ``(start, end)`` character offsets into ``title``, or None.
        """
        verb = self._title_verb(title)
        if verb is None:
            return None
        seg_start, i, seg_end = verb
        cased, lower = self._title_tags(title)
        k = i + 1
        while k < seg_end and lower[k][2] in ("RB", "RP"):
            k += 1
        if k < seg_end and lower[k][2] not in ("IN", "TO"):
            return None  # "X Improves Y", "X are a Valuable Asset": X is a means or the claim's topic
        toks = cased[seg_start:i]
        if len(toks) < 2 or any(tg not in _TITLE_OBJECT_TAGS and not (tg == "IN" and title[a:b].lower() == "of")
                                for a, b, tg in toks + lower[seg_start:i]):
            return None  # (in either tagging: "Weight Decay Provably Solves X" holds an adverb)
        start, end = toks[0][0], toks[-1][1]
        text = title[start:end]
        words = list(chain.from_iterable(_singular_words(w.lower()) for w in
                                         re.findall(r"[A-Za-z0-9]+(?:[-'][A-Za-z0-9]+)*", text)))
        head = words[:words.index("of")] if "of" in words else words
        if len(words) < 2 or not head or all(w in _PURPOSE_FAMILY_WORDS for w in head) \
                or self._model_head(head[-1]) or head[-1] in _MEANS_HEADS or head[-1] in L.METHOD_HEADS \
                or head[-1] in _PURPOSE_FAMILY_WORDS or _quantity_claim(words):
            return None  # ("8x Fewer Weights Suffice": an amount is the claim's subject, no task)
        key = _norm(text)
        if key in proposed_keys or key in self.dataset_gaz_keys or key in self.metric_gaz_keys \
                or key in self.method_gaz_keys or self._spells_title_name(text):
            return None
        return start, end

    def _title_tags(self, title: str) -> tuple:
        """The tags of the plain title ``title`` by the pipeline's tagger
        (:attr:`title_tagger`), twice: as written, and with its words in lower case
        except name-shaped ones ("GPT-4", "BERT"; title case makes the tagger read a
        verb as a proper noun: "Small Transformers Compute X"). Each a list of
        ``(start, end, tag)`` character offsets into ``title`` (the lower-case copy has
        the same offsets). ``((), ())`` without a tagger. Computed once per Doc."""
        if self._title_tags_memo is None:
            tag = self.title_tagger
            if tag is None:
                self._title_tags_memo = ((), ())
            else:
                lower = _NON_NAME_WORD_RE.sub(
                    lambda m: m.group() if _NAME_SHAPED.search(m.group()[1:]) else m.group().lower(), title)
                cased, low = tag(title, lower)  # one batch
                self._title_tags_memo = (tuple(cased), tuple(low))
        return self._title_tags_memo

    def _title_clause_at(self, title: str, start: int, end: int) -> bool:
        """Is the title phrase at ``[start, end)`` of the plain title a clause rather
        than a noun phrase, by the tagger (:meth:`_title_tags`)? True when a token
        after the phrase's first is a finite verb or a modal (:data:`_FINITE_TAGS`:
        "Tanh Works Better", "X Cannot Converge", "Y Won't Be Robust") in either
        tagging (in the lower-case one not as the phrase's last word, where a plural
        noun may read as a verb: "Alignment Algorithms", unless a determiner follows it,
        :data:`TITLE_FINITE_BEFORE_DETERMINER`), or when the phrase's last word is a participle in "-ed" ("Logical Languages Accepted [by X]", "Logistic
        Bayes Revisited"): the noun phrase is the subject of what follows. The source
        of the test: the lenient readings of a random corpus sample, main17 (session 29)."""
        cased, lower = self._title_tags(title)
        toks = [t for t in cased if start <= t[0] and t[1] <= end]
        if len(toks) < 2:
            return False
        if any(tg in _TITLE_FINITE_TAGS for _, _, tg in toks[1:]):
            return True
        ltoks = [t for t in lower if start <= t[0] and t[1] <= end]
        if any(tg in _TITLE_FINITE_TAGS for _, _, tg in ltoks[1:-1]):
            return True
        after = [t for t in lower if t[0] >= end]
        if TITLE_FINITE_BEFORE_DETERMINER and ltoks[-1][2] in _TITLE_FINITE_TAGS and after \
                and after[0][2] in _TITLE_DETERMINER_TAGS:
            return True  # "Diffusion Models Encode the X": a determiner after it, the last word is a verb
        s0, e0, tg = toks[-1]
        return tg in ("VBN", "VBD") and title[s0:e0].lower().endswith("ed")

    def _spells_title_name(self, text: str) -> bool:
        """Does the name prefix of the title (the words before its first colon that
        :func:`~kg.extract.roles_main.title_roles` reads as a name, "TAB: ...") spell the
        initials of the words of ``text`` ("Temporal Accumulated Batch Normalization"),
        in order, with every letter of the name matched? Then ``text`` is the long form of
        the paper's name: its means, not its problem. A word may give one letter or none;
        a hyphenated word gives the initial of each part."""
        title = self.doc._.paperkg_title or ""
        name = [w for w, r in title_roles(title) if r == "name"]
        if len(name) != 1:
            return False
        letters = [ch for ch in name[0].lower() if ch.isalpha()]
        initials = [p[0] for p in re.findall(r"[a-z0-9]+", text.lower())]
        if len(letters) < 2 or len(initials) < 2:
            return False
        i = 0
        for c in initials:
            if i < len(letters) and c == letters[i]:
                i += 1
        return i == len(letters) and letters[0] == initials[0]


#: Switch: a main task read from the title may be headed by an activity noun that is too
#: generic to name a task alone (:data:`_ACTIVITY_HEADS`) when modifiers make it specific
#: ("Secure Code Generation", "Stability Evaluation") (:meth:`TitleTaskRules._title_main_task`).
TITLE_MAIN_ACTIVITY_HEADS = True
#: Activity nouns of :data:`~kg.extract.lexicon.GENERIC_NOUNS` that head a task with the
#: modifiers before them ("code generation", "out-of-distribution detection").
_ACTIVITY_HEADS = frozenset(
    """classification detection evaluation generalization generation prediction reasoning
    recognition segmentation understanding search training learning inference""".split())
#: Switch: a one-word head of a title problem keeps its "with" complement as the main task
#: read from the title ("Learning with Noisy Labels": the setting of the activity, not a
#: means) (:meth:`TitleTaskRules._title_main_task`).
TITLE_MAIN_WITH_SETTING = True
#: Switch: the "from" complement of a head of two words or more is left out of the main
#: task read from the title ("Goal-conditioned Offline Planning from Curious Exploration":
#: the source of the data or signal, as "with" names a means; a one-word head keeps it,
#: "Learning from Demonstrations", and so does a head in "learning", whose "from" names
#: its setting, "Imitation Learning from Observation") (:meth:`TitleTaskRules._title_main_task`).
TITLE_MAIN_FROM_SOURCE = True
#: Switch: words that grade a problem (:data:`_TITLE_MAIN_GRADING`) are left out of the
#: start of a main task read from the title (:meth:`TitleTaskRules._title_main_task`).
TITLE_MAIN_GRADING_TRIM = True
#: Words of speed, efficiency or improvement that grade the problem after them, not name
#: a narrower one ("Efficient Distributed Training", "Faster Sampling").
_TITLE_MAIN_GRADING = _MANNER_WORDS | _GRADING_PARTICIPLES | frozenset(
    "efficient effective more better scalable practical".split())
#: Switch (session 45): a leading grading word coordinated with the next adjective ("Efficient
#: and Accurate Transformer Pretraining", "Scalable and Flexible Causal Discovery") is left out
#: with its conjunction (:func:`_trim_grading`); before, the trim stopped at the "and", which
#: cannot open a main task, and the title gave none.
TITLE_MAIN_GRADING_PAIR = True
#: Adjectives that grade a problem as the second word of such a pair, left out too: the
#: grading words, the evaluative ones and a few of a method's qualities ("Efficient and
#: Accurate", "Scalable and Flexible"); any other adjective narrows the problem and stays.
_TITLE_PAIR_GRADING = frozenset("tight tighter provable provably accurate flexible".split()) \
    | frozenset(L.EVALUATIVE)
#: A speed-up factor that grades the problem after it ("100x Faster Inference").
_MULTIPLIER = re.compile(r"\d+(?:\.\d+)?x")
#: Words that cannot open or close a main task read from the title: conjunctions and the
#: words that end a title phrase's head ("evaluating and reducing the flaws": the object
#: reading starts at "and") (:meth:`TitleTaskRules._title_main_task`).
_TITLE_MAIN_OPENERS = TITLE_HEAD_STOP_WORDS | frozenset("and or but nor yet".split())
#: Auxiliaries and modals: a title phrase holding one is a clause ("Reliable Models Should
#: Also Consider Atypicality", "Do X Need Y"), not the name of a task.
_TITLE_CLAUSE_WORDS = frozenset(
    "should can could would will may might must is are was were do doe does did ha have has".split())
#: Switch: a title phrase whose words after the first hold a verb of effect
#: (:data:`_TITLE_CLAUSE_VERBS`) is a clause ("Feature Diversification Improves Domain
#: Generalization"), no main task read from the title (:meth:`TitleTaskRules._title_main_task`).
TITLE_MAIN_CLAUSE_VERBS = True
#: Verbs of effect that make a title a claim ("X Improves Y", "X Enables Y", "X Helps Y"),
#: as singular title words (:func:`_singular_words`); nouns that share the form left out.
_TITLE_CLAUSE_VERBS = frozenset("improve enable help boost make emerge outperform need suffice".split())
#: Switch (session 46): a title phrase that states an amount ("50% Fewer FLOPs", "10x Fewer
#: Parameters", "Fewer Labels"; :func:`_quantity_claim`) is a claim about the means, no main
#: task read from the title (every reading of :meth:`TitleTaskRules._title_main_task`).
TITLE_QUANTITY_NOT_TASK = True
#: Words of amount that open such a claim, alone or after a number ("fewer", "less").
_QUANTITY_WORDS = frozenset("fewer less".split())
#: A title word that is a number, a percentage's number or a factor ("50", "10x", "2.5x").
_NUMBER_WORD = re.compile(r"\d+(?:\.\d+)?(?:x|k|m|b)?")


def _quantity_claim(want: list[str]) -> bool:
    """Whether the title words ``want`` (lower case, as a title reading holds them) state an
    amount, not a task (:data:`TITLE_QUANTITY_NOT_TASK`): they open with a word of amount
    (:data:`_QUANTITY_WORDS`: "Fewer Labels"), or with a number or factor
    (:data:`_NUMBER_WORD`) before a word of amount or of grading ("50% Fewer FLOPs", "10x
    Fewer Parameters", "3x Faster Decoding"). A number that names a thing ("3D Object
    Detection", "4-bit Quantization") opens no such claim."""
    if not TITLE_QUANTITY_NOT_TASK or not want:
        return False
    if want[0] in _QUANTITY_WORDS:
        return True
    return len(want) > 1 and bool(_NUMBER_WORD.fullmatch(want[0])) \
        and (want[1] in _QUANTITY_WORDS or want[1] in _TITLE_MAIN_GRADING or want[1] in ("more", "faster"))
#: Switch (session 31): the main task of the abstract takes the modifiers that the title
#: puts before it when the abstract writes them before it too ("text generation" in the
#: abstract, "Controlled Text Generation via ..." as the title and "controlled text
#: generation" in the abstract: the main task is the narrower phrase),
#: :meth:`TitleTaskRules._title_specific_main`.
TITLE_SPECIFIC_MAIN = True
#: Switch (session 52): the main task of the abstract takes the one modifier that the title
#: writes right before the task's first word when the abstract writes it before the whole
#: task too ("Head Avatar" in the title, "head avatar reconstruction" in the abstract), where
#: :data:`TITLE_SPECIFIC_MAIN` finds no phrase (the title does not write the whole task):
#: :meth:`TitleTaskRules._title_modifier_main`. Off too when :data:`TITLE_SPECIFIC_MAIN` is off.
TITLE_MODIFIER_MAIN = True
#: Most title words read as modifiers of the main task (:meth:`TitleTaskRules._title_specific_main`).
TITLE_SPECIFIC_MAX_MODIFIERS = 3
#: Title tokens for :meth:`TitleTaskRules._title_specific_main`: a hyphenated word is one
#: token; any other character that is no letter, digit or space is one too.
_TITLE_SPECIFIC_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9'\-]*|[^\sA-Za-z0-9]")
#: Title words that end the modifiers of the main task (read leftwards): prepositions,
#: articles, conjunctions, question words and pronouns.
_TITLE_SPECIFIC_STOP = TITLE_HEAD_STOP_WORDS | frozenset(
    "and or but nor not how what why when where which we you your its their our given".split())
#: Words that grade the problem (speed, quality, proof) rather than narrow it: a title
#: modifier of the main task must be none of them nor of :data:`~kg.extract.lexicon.EVALUATIVE`
#: ("Scalable Abstract Visual Reasoning" narrows nothing).
_TITLE_SPECIFIC_GRADING = _TITLE_MAIN_GRADING | frozenset("tight tighter provable provably accurate".split())
#: A capital after a lower-case letter: a coined name ("FedGame", "MixFormer") is no modifier.
_INNER_CAPITAL = re.compile(r"[a-z][A-Z]")
#: An acronym-shaped title token ("CLIP", "3D-GAN", "LLM"): a name, no modifier.
_ACRONYM_TOKEN = re.compile(r"[A-Z0-9][A-Z0-9\-]+")
#: Most words (white-space separated, as the title writes them) of a main task read from
#: the title; a longer phrase is a sentence of the title.
TITLE_MAIN_MAX_WORDS = 7
#: Switch: when the first title problem phrase is refused as a main task, the later ones
#: (the title's other purpose, gerund object or nominal head) are read in turn
#: (:meth:`TitleTaskRules._title_main_task`).
TITLE_MAIN_ANY_PHRASE = True
#: Switch: when the strict reading refuses every title problem phrase, the first phrase
#: that the lenient reading accepts is the main task, as the title writes it
#: (:meth:`TitleTaskRules._title_main_as_written`): the abstract gives no main task, and
#: the title's own wording of its problem is the best evidence left.
TITLE_MAIN_AS_WRITTEN = True
#: Most words of a main task of the lenient reading (white-space separated).
TITLE_MAIN_AS_WRITTEN_MAX_WORDS = 10
#: Verbs of a title clause besides :data:`_TITLE_CLAUSE_VERBS` that the lenient reading
#: refuses ("Self-Consuming Generative Models Go MAD", "Lion Secretly Solves X"), as
#: singular title words.
_TITLE_LENIENT_CLAUSE_VERBS = frozenset("go solve meet know learn generalize generalise induce fail".split())
#: Question words: a title phrase holding one is a question or a clause ("How to Escape
#: Sharp Minima", "On Which Nodes Does GCN Fail"), refused by the lenient reading.
_QUESTION_WORDS = frozenset("how what why when which where whether".split())
#: Heads that name a view or a part of a problem, no problem: the lenient reading refuses
#: them ("A Mathematical Perspective", "A Way to Study X").
_TITLE_LENIENT_VAGUE_HEADS = _VAGUE_HEADS | frozenset(
    "perspective view lens guide look tale story lesson insight property limitation pitfall".split())
#: Last words of a title phrase that name the viewpoint of a study ("X From the Node
#: Perspective", "X Through the Lens of Y"): the lenient reading refuses the phrase.
_TITLE_VIEWPOINT_WORDS = frozenset("perspective lens viewpoint standpoint".split())
#: Opening gerunds of a title that name a study of their object, not an activity that is
#: the task ("Understanding Certified Training", "Revisiting X"): left out of the lenient
#: reading (:meth:`TitleTaskRules._title_main_as_written`).
_TITLE_STUDY_GERUNDS = frozenset(
    """understanding exploring analyzing analysing characterizing characterising revisiting
    rethinking investigating examining studying improving enhancing demystifying unveiling
    unlocking benchmarking towards""".split())


#: Switch: for a paper whose abstract gives no main task and whose title every other
#: reading refuses, the title's purpose phrase as written is its main task, whatever its
#: head (:meth:`TitleTaskRules._title_purpose_as_written`; session 32: dev pool main
#: task, see the commit message).
TITLE_MAIN_ANY_PURPOSE = True
#: Switch: for such a paper, the subject of a title that is a clause, when it names no
#: model or means, is its main task (:meth:`TitleTaskRules._title_clause_subject`), before
#: the purpose as written.
TITLE_MAIN_CLAUSE_SUBJECT = True
#: Switch (session 47): a noun phrase that the title names or states as its purpose is no
#: task mention (``task-title``, :meth:`TitleTaskRules._title_tasks`,
#: :meth:`TitleTaskRules._title_purpose_tasks`; ``task-title-overlap``,
#: :meth:`TitleTaskRules._title_overlap_fallback`) when it lies inside the brackets right after a proposed name of the
#: paper (:meth:`TitleTaskRules._in_name_gloss`: "We propose Nougat (Neural Optical
#: Understanding for Academic Documents)"): the brackets spell the name out, the title
#: repeats the name's long form.
TITLE_NAME_GLOSS_NOT_TASK = True
#: Switch (session 47): for a paper whose abstract gives no main task and whose title the
#: other readings refuse, an opening gerund and its object that names a model is the main
#: task (:meth:`TitleTaskRules._title_gerund_model`: "On Calibrating Diffusion
#: Probabilistic Models").
TITLE_MAIN_GERUND_MODEL = True
#: Longest such phrase, gerunds included (in words).
TITLE_GERUND_MODEL_MAX_WORDS = 6
#: Gerunds that name a means, a revision of earlier work or the making of the paper's own
#: model, not what the paper does to its object ("Leveraging LLMs", "Rethinking
#: Transformers", "Building Fair Public Models").
_GERUND_MEANS_VERBS = frozenset(
    """using leveraging exploiting harnessing employing utilizing utilising revisiting
    rethinking building making creating constructing developing""".split())
#: Words that end the object of such a gerund: prepositions, cues, "or" / "but" and verbs of a clause.
_GERUND_OBJECT_STOPS = frozenset(
    """for via using by through with as from to in on into onto across under over beyond
    without within at against between or but is are can do does meets""".split())
#: A word shaped like a name: an inner capital after a small letter, two capitals, a digit.
_NAME_SHAPE_RE = re.compile(r"[a-z][A-Z]|[A-Z]{2}|\d")
#: Words of a model family that a title purpose may name ("for AI Systems", "for Large
#: Language Models"): a purpose made of these words only is no problem.
_PURPOSE_FAMILY_WORDS = TITLE_MODEL_HEADS | TITLE_MODEL_MODIFIERS | frozenset(
    "ai ml system systems architecture architectures".split())
#: A one-word title purpose is read only when it is a nominalisation ("Oversmoothing",
#: "Quantization", "Robustness").
_PURPOSE_ONE_WORD_RE = re.compile(r"(?:ing|tion|sion|ment|ness|ity|ance|ence)$")


#: Switch: for a paper whose abstract gives no main task, the object of the verb of a
#: title that is a clause is read as its main task, after the lenient reading
#: (:meth:`TitleTaskRules._title_clause_object`).
TITLE_MAIN_CLAUSE_OBJECT = True
#: Tags passed over between a title's verb and its object: adverbs, particles, a second
#: verb, determiners, "to" ("Secretly Solves a X", "Speeds Up X", "Helps Solve X").
_TITLE_VERB_TRAIL_TAGS = frozenset({"RB", "RP", "VB", "DT", "TO", "PDT"})
#: Tags of the words of a title verb's object (nouns, adjectives, participles, numbers,
#: foreign words as "hoc", the hyphen of a compound).
_TITLE_OBJECT_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS", "JJ", "JJR", "JJS", "VBG", "VBN", "CD", "FW", "HYPH"})
#: Switch: the lenient reading refuses a title phrase headed by a noun of data
#: (:data:`_TITLE_DATA_HEADS`: "A Large-Scale Conversation Dataset", "Curated Dataset of
#: X"), unless an opening gerund makes it an activity ("Learning Heavy-tailed Data")
#: (:meth:`TitleTaskRules._title_main_as_written`): the paper's data, not its problem.
TITLE_AS_WRITTEN_DATA_HEAD = True
#: Heads of a title phrase that name data or a testbed (:data:`~kg.extract.lexicon.BENCHMARK_HEADS`
#: without the problem nouns "task" and "challenge", and "data"), as singular title words.
_TITLE_DATA_HEADS = frozenset(
    _singular(w) for w in L.BENCHMARK_HEADS if w not in ("task", "tasks", "challenge")) | frozenset({"data"})
#: Switch: the strict reading of a title phrase as a main task refuses a phrase that the
#: tagger reads as a clause (:meth:`TitleTaskRules._title_clause_at`; "X Provably Solves
#: Matrix Completion", whose verb no word list names) (:meth:`TitleTaskRules._title_main_span`).
TITLE_MAIN_FINITE = True
#: Switch: the lenient reading refuses a title phrase that the tagger reads as a clause
#: (:meth:`TitleTaskRules._title_clause_at`: a finite verb or modal after its first word,
#: a closing "-ed" participle) (:meth:`TitleTaskRules._title_main_as_written`).
TITLE_AS_WRITTEN_FINITE = True
#: Switch: the lenient reading refuses a title phrase that opens its title segment with
#: a base-form verb by the tagger ("Merge, Then Prune: Demystify Sparse X", "Rethink Y":
#: :meth:`TitleTaskRules._title_imperative_at`): a call to act on its object, no task name
#: (session 46; see the commit message for the corpus check).
TITLE_AS_WRITTEN_IMPERATIVE = True
#: Tags of a finite verb or modal (Penn Treebank): the past tense is left out, as the
#: tagger confuses it with a participle that modifies a noun ("Learned Features").
_TITLE_FINITE_TAGS = frozenset({"VBZ", "VBP", "MD"})
#: Tags of a determiner or possessive that opens a noun phrase ("the", "their"): no noun
#: phrase runs on into one, so a word before it read as a finite verb is one.
_TITLE_DETERMINER_TAGS = frozenset({"DT", "PDT", "PRP$", "WP$"})
#: Switch: the lenient title reading's clause test (:meth:`TitleTaskRules._title_clause_at`)
#: also takes the phrase's last word as a finite verb (in the lower-case tagging) when a
#: determiner follows it ("Diffusion Models Encode the Intrinsic Dimension of X": a claim,
#: its subject and verb no task).
TITLE_FINITE_BEFORE_DETERMINER = True
#: A word of a title, and a name shape inside it (a second capital, a digit): such a word
#: keeps its case when the title is tagged in lower case (:meth:`TitleTaskRules._title_tags`).
_NON_NAME_WORD_RE = re.compile(r"\S+")
_NAME_SHAPED = re.compile(r"[A-Z]|\d")


def _holds(words: list[str], phrase: list[str]) -> bool:
    """Does the word list ``words`` hold ``phrase``, as consecutive words or with one
    word inserted between two of them ("implicit neural representation" holds
    "implicit representation")?"""
    if _find_words(words, phrase) is not None:
        return True
    n = len(phrase)
    if n < 2 or len(words) < n + 1:
        return False
    if phrase[0] not in words or phrase[-1] not in words:
        return False  # (every reading with a word inserted holds the first and the last word)
    return any(words[i:i + g] == phrase[:g] and words[i + g + 1:i + n + 1] == phrase[g:]
               for g in range(1, n) for i in range(len(words) - n))


def _title_task_words(tp: TitleProblem, keep: int) -> list[str]:
    """The words of the title problem phrase ``tp`` that a title reading takes as the main
    task: the head of a "with" phrase of several head words, else all its words, without
    leading grading words (:data:`_TITLE_MAIN_GRADING`: "Improved", "Efficient") while more
    than ``keep`` words remain. Input: a :class:`TitleProblem` and a word count (int).
    Output: the words (list of str, lower case as ``tp`` holds them)."""
    want = list(tp.head) if tp.prep == "with" and len(tp.head) > 1 else list(tp.words)
    return _trim_grading(want, keep)


def _trim_grading(want: list[str], keep: int, multiplier: bool = False) -> list[str]:
    """The title words ``want`` without the words that grade the problem at their start
    (:data:`_TITLE_MAIN_GRADING`: "Efficient Distributed Training"; with ``multiplier``, a
    speed-up factor too: "100x Faster Inference"), while more than ``keep`` words remain.
    A grading word coordinated with the next adjective ("Efficient and Accurate X",
    "Scalable and Flexible X", "Simple and Controllable X": :data:`TITLE_MAIN_GRADING_PAIR`)
    goes with its conjunction, and so does that adjective when it grades too
    (:data:`_TITLE_PAIR_GRADING`); an adjective that narrows the problem stays
    ("Controllable Music Generation"). Input: lower-case title words (list of str), a
    word count (int). Output: the words kept (list of str)."""
    want = list(want)
    while len(want) > keep:
        w = want[0]
        if w in _TITLE_MAIN_GRADING or multiplier and _MULTIPLIER.fullmatch(w):
            if TITLE_MAIN_GRADING_PAIR and len(want) > keep + 2 and want[1] in ("and", "or"):
                want = want[2:]
                if want[0] in _TITLE_PAIR_GRADING and len(want) > keep:
                    want = want[1:]
                continue
            want = want[1:]
            continue
        break
    return want
