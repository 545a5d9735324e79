"""Shared vocabulary and per-document state of the role rules (:mod:`kg.extract.roles`).

Holds the word lists and patterns the rule stages read, :func:`proposal_matches`
(the contribution-cue scan) and :class:`_StateBase`: the token columns, sentences,
names and candidates of one Doc, and the helpers every stage uses (``add``,
acronym pairs, name windows). Each stage is a mixin in its own module
(``roles_proposals``, ``roles_datasets``, ``roles_methods``, ``roles_tasks``,
``roles_title``); :class:`kg.extract.roles._State` combines them.
"""
from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field, fields
from functools import lru_cache
from itertools import compress, repeat
from operator import attrgetter
from typing import Optional

from spacy.tokens import Doc, Span

from kg.extract import lexicon as L
from kg.extract.acronyms import get_acronyms
from kg.extract.chunks import stored_noun_phrases
from kg.extract.code import overlaps_url, url_spans
from kg.extract.gazetteer import SPANS_KEY as GAZ_KEY
from kg.extract.names import SPANS_KEY as NAMES_KEY
from kg.extract.tokens import token_table
from kg.records import Acronym, Link, Mention

for _name in ("paperkg_mentions", "paperkg_links", "paperkg_main", "paperkg_title"):
    if not Doc.has_extension(_name):
        Doc.set_extension(_name, default=None)


def _inflect(verbs) -> list[str]:
    """Base, -s, -ed and -ing forms of regular English verbs (enough for the cue lists)."""
    out = set()
    for v in verbs:
        out.add(v)
        out.add(v + "s" if not v.endswith(("s", "sh", "ch")) else v + "es")
        if v.endswith("e"):
            out.update({v + "d", v[:-1] + "ing"})
        else:
            out.update({v + "ed", v + "ing"})
    out.update({"built", "put", "made", "make", "makes", "brought"})
    return sorted(out)


_PROPOSE_FORMS = _inflect(L.PROPOSE_VERBS)
_NAMING_FORMS = ["called", "named", "dubbed", "termed", "coined", "denoted"]
#: "X: ..." title: a short name before the colon.
_TITLE_NAME = re.compile(r"\s*([^:?!]{2,40}?)\s*:\s+\S")
_NAME_PHRASE_STOP = frozenset("that which who where whose and or for to with by in on of as is are was".split())
_WINDOW_STOP = frozenset(
    "that which who where whose ; . by using via through leveraging exploiting while whereas".split()
)
_AFTER_PREP_OK = frozenset({",", "(", ":", "—"} | set(_NAMING_FORMS) | {"as"})
_ENUM_MARKERS = frozenset("i ii iii iv v vi 1 2 3 4 5 6 a b c d e f".split())
_CONTAIN_VERBS = frozenset(
    """comprise comprises comprising consist consists consisting include includes including
    contain contains containing integrate integrates integrating incorporate incorporates
    incorporating feature features featuring introduce introduces introducing""".split()
)
_USE_CUES = frozenset(
    """using use uses used via with upon on based leveraging leverages leverage employ employs
    employing adopt adopts adopting build builds built extend extends extending
    combine combines combining integrate integrates integrating apply applies applying
    from""".split()
)
_LIST_TRIGGERS = frozenset({"on", "across", "including", "include", "includes", "e.g.", "e.g",
                            "as", "namely", ":", "like", "over", "from", "in", "using", "with"})
_LIST_JOIN = frozenset({",", "and", "or", "the", "as", "well", "both", "e.g.", "e.g", "including",
                        "&", "datasets", "dataset", "benchmarks", "benchmark", "also"})
_EXPERIMENT_WORDS = frozenset(
    """experiment experiments experimental evaluate evaluates evaluated evaluating evaluation
    evaluations benchmark benchmarks dataset datasets result results test tested testing
    achieve achieves achieved outperform outperforms outperforming performance sota
    state-of-the-art demonstrate demonstrates show shows trained train fine-tuned
    empirically empirical improves improvement improvements accuracy validate validates
    validated validation verify verifies verified effectiveness assess assessed benchmarked
    experimented trials""".split()
)
_TASK_BLOCK = frozenset(
    "using via leveraging employ employs employing adopt adopts adopting by through upon based use uses".split()
)
_TASK_CONTEXT_PREP = frozenset({"for", "in", "on", "to", "of", "across", "towards", "toward"})
_TASK_TRAILERS = frozenset({"task", "tasks", "problem", "problems", "benchmark", "benchmarks",
                            "setting", "settings", "scenario", "scenarios", "challenge", "research"})
_STANDALONE_METHODS = frozenset(
    "transformer transformers autoencoder autoencoders gan gans vae vaes lstm lstms cnn cnns rnn rnns mlp mlps llm llms mllm mllms vlm vlms".split()
)
_SEPARATE_MARK = frozenset({"first"})
_SELF_VERBS_NOUNISH = frozenset(
    "studies investigates explores addresses proposes presents considers tackles revisits examines".split()
)
_NOMINAL_RE = re.compile(L.NOMINAL_SUFFIX_RE)
#: Heads too generic to show that a background method is taken up by the paper.
_GENERIC_METHOD_WORDS = frozenset("model models network networks method methods algorithm algorithms".split())
#: Parts of speech and tags of a one-token unit that noun-phrase trimming drops on the left.
_TRIM_POS = frozenset({"DET", "PRON", "NUM", "PUNCT", "CCONJ", "ADV"})
_TRIM_TAGS = frozenset({"PRP$", "WDT", "CD", "VB", "VBP", "VBZ", "VBD", "JJR", "JJS", "RBR", "RBS"})
_SIZE_RE = re.compile(r"^\d+(?:\.\d+)?[BMKTbmkt]$|^\d+(?:\.\d+)?-?(?:billion|million|thousand)$")
#: Participles and adverbs between a proposal and its purpose ("X, a model designed
#: specifically for T").
_PURPOSE_LINKS = frozenset(
    """designed tailored intended built developed crafted specialized specialised suited
    dedicated geared optimized optimised specifically explicitly particularly especially
    primarily mainly well""".split()
)
#: Verbs that equate a proposed name with its descriptor ("X is / represents a framework").
_COPULAS = frozenset("is are represents constitutes serves as provides offers".split())
#: Verbs of a purpose clause that a task phrase may follow as object ("a benchmark
#: designed to evaluate ...", "a framework to improve ...").
_PURPOSE_SUBORDINATORS = frozenset({"to"})
#: Gerunds of "a benchmark for V-ing T" whose object T is the problem evaluated.
_MEASURE_GERUNDS = frozenset(
    """measuring evaluating assessing benchmarking testing probing studying diagnosing
    quantifying examining analyzing analysing""".split())
#: Verbs of a relative clause that names the proposal's problem ("X, a benchmark that
#: focuses on T", "a method which tackles T").
_FOCUS_VERBS = frozenset(
    """focuses focus targets target addresses address tackles tackle solves solve handles
    handle specializes specialises centers centres""".split()
)
#: Prepositions that introduce the task of a result claim ("achieves SOTA in T").
_RESULT_PREPS = frozenset({"in", "on", "for", "across"})
_RESULT_VERB_RE = re.compile(
    r"\b(?:achiev\w*|attain\w*|obtain\w*|sets?|establish\w*|deliver\w*|reach\w*|yield\w*"
    r"|shows?|demonstrat\w*)\b")
_OUTPERFORM_RE = re.compile(r"\b(?:outperform\w*|surpass\w*)\b")
_RESULT_QUALITY_RE = re.compile(
    r"state[- ]of[- ]the[- ]art|\bsota\b|\bbest\b|\bsuperior\b|\bleading\b|\bnew records?\b")
#: Nouns of "the impact / effect ... of A on T" after a study verb: T is the object of study.
_EFFECT_NOUNS = frozenset("impact impacts effect effects influence role roles benefit benefits".split())
#: Head suffixes of abstract nouns that name a property under study ("ambiguity",
#: "fairness"): a problem in a purpose clause of the main proposal.
_PROPERTY_RE = re.compile(r"(?:ity|ness)$")
#: A number, possibly with a multiplier or percent sign ("10x", "2.5×", "30%"): a value, not a word of a metric name.
_VALUE_TOKEN_RE = re.compile(r"^[~≈]?\d[\d.,]*(?:x|×|%)?$")
#: Heads of learning settings that a title names as the paper's topic ("federated
#: representation learning", "minimax optimization").
_TITLE_TOPIC_HEADS = frozenset("learning optimization estimation inference sampling modeling modelling".split())
#: Function words that may follow a task phrase in a title ("X for T", "T in Y").
_TITLE_FUNCTION_WORDS = frozenset(
    "for in of on with via using by through from to towards toward and or under without at as is are".split())
#: Title words after which a phrase is the paper's means, not its task ("... with X").
_TITLE_MEANS_WORDS = frozenset("with via using by through".split())
#: Descriptor nouns of a whole contribution (not of a part such as a module or a loss).
_WHOLE_DESCRIPTOR_HEADS = frozenset(
    "method framework approach model algorithm system pipeline paradigm architecture technique".split())
#: Last parts of hyphenated adjectives that name a means ("state machine-based").
_MEANS_SUFFIXES = frozenset("based driven guided powered inspired enhanced augmented".split())
#: A checkpoint name with a parameter count: a capital, letters / digits, "-7B" ("LLAMA-7B",
#: "Qwen2-72B", "OPT-6.7B").
_CHECKPOINT_RE = re.compile(r"(?<![\w\-])[A-Z][A-Za-z0-9.]*(?:-[A-Za-z0-9.]+)*-\d+(?:\.\d+)?[Bb](?![\w\-])")
#: Numbers and number ranges with an optional size letter ("1-10B", "7B").
_SIZE_RANGE_RE = re.compile(r"[\d.,]+(?:\s?[-–~]\s?[\d.,]+)?\s?[BMKTbmkt]?")
#: Quote tokens around a new name.
_OPEN_QUOTES = frozenset({"`", "``", '"', "\u201c", "'"})
_CLOSE_QUOTES = frozenset({"''", '"', "\u201d", "'"})
#: A depth modifier of a network ("two-layer", "3-layer", "multi-layer"; not "L-layer").
_DEPTH_RE = re.compile(r"(?:\d+|one|two|three|four|five|six|multi|single)-layers?")
#: Quantifiers that never start a task phrase ("Features at Any Resolution").
_QUANTIFIERS = frozenset("any arbitrary all every each some many multiple various several".split())
#: Heads of learning settings that a contribution's descriptor may name as its problem
#: ("a self-supervised image pretraining method").
_DESCRIPTOR_SETTING_HEADS = frozenset("learning pretraining pre-training modeling modelling".split())
_MODELING_HEADS = frozenset("modeling modelling modelings modellings".split())
#: Words of "we study the (sample) complexity / hardness of T": T is the problem.
_HARDNESS_WORDS = frozenset(
    "complexity complexities hardness tractability learnability difficulty sample computational statistical query".split())
#: Predicates that call an opening gerund clause a problem ("Training RNNs remains a challenge").
_CHALLENGE_WORDS = frozenset("challenge challenging problem problematic difficult hard".split())
#: Nouns that, before a naming verb, make the name the name of a problem.
_PROBLEM_NOUNS = frozenset("problem problems task tasks setting game challenge".split())
#: "a class / family / variant of T" after a study verb.
_KIND_WORDS = frozenset("class classes family families variant variants kind kinds type types".split())
_LIST_JOINERS = frozenset({",", "and", "or", "as", "well", "e.g.", "e.g", "i.e.", "etc", "etc."})
_NUMBER_RE = re.compile(r"^[+\-−]?\d[\d.,]*$")
#: A span that opens with the example / restatement marker of its list ("tasks, i.e. box-
#: supervised instance segmentation", "baselines, e.g., Stable Diffusion") starts after the
#: marker: the marker is glue, never part of a name or task (:meth:`_StateBase.add`).
#: Source: session 45 (labels45), junk labels of a fresh-user build ("i.e. box-supervised
#: instance segmentation" a Task node of its own).
STRIP_EXAMPLE_OPENERS = True
_EXAMPLE_OPENER_RE = re.compile(r"(?:i\.\s?e|e\.\s?g)\.?,?\s+(?=\S)", re.IGNORECASE)
#: Switch (session 46): a span never opens or ends with a pictograph or another symbol
#: character (Unicode "So": emoji, "™", "©"; with the joiners and variation selectors that
#: build emoji, and skin-tone modifiers), so "image classification 🚀" is the task "image
#: classification" and "FooNet🔥" the name "FooNet" (:func:`_symbol_char`,
#: :meth:`_StateBase.add`). Source: session 46 (labels46), a fresh-user build of BibTeX
#: and JSON records with emoji in their abstracts.
STRIP_SYMBOL_EDGES = True
#: Symbols that belong to what they follow ("90°"), left in place.
_KEPT_SYMBOLS = frozenset("°")


def _symbol_char(ch: str) -> bool:
    """Whether the character ``ch`` is a pictograph or symbol to strip from a span's edge
    (:data:`STRIP_SYMBOL_EDGES`): Unicode category "So" but :data:`_KEPT_SYMBOLS`, a
    format character or variation selector of emoji (zero-width joiner, U+FE0E/U+FE0F),
    or a skin-tone modifier (U+1F3FB-U+1F3FF)."""
    if ch in _KEPT_SYMBOLS:
        return False
    cat = unicodedata.category(ch)
    return cat == "So" or ch in "\u200d\ufe0e\ufe0f" or "\U0001F3FB" <= ch <= "\U0001F3FF"
#: Prefixes that grade a mathematical property ("non-linear", "multi-linear"), not a name.
_BOUND_PREFIX_WORDS = frozenset("non pre un re semi multi".split())
#: Nouns for a form of a method: "the semi-dual formulation of X", "a variant of X".
_METHOD_FORM_NOUNS = frozenset(
    "formulation form version variant extension generalization generalisation relaxation theory".split())
#: One-word techniques that can stand in a coordinated list before a class noun
#: ("distillation and pruning techniques").
_COORDINATED_TECHNIQUES = frozenset(
    """distillation pruning quantization normalization augmentation regression dropout clipping
    sampling prompting diffusion attention fine-tuning finetuning pretraining pre-training
    clustering ensembling boosting bagging masking smoothing""".split())
#: Plural class nouns that close such a list.
_TECHNIQUE_CLASS_NOUNS = frozenset("techniques methods approaches algorithms strategies schemes baselines".split())
#: Words that end the search for "we" before "to propose": another clause or subject.
_INFINITIVE_CLAUSE_BREAKS = frozenset(
    "that which who whom whose they it he she i you them while when where our not never".split())
#: Contribution verbs read in "we VERB ... to propose X" ("build", "create", "design" are
#: too often the purpose of a tool: "we use X to create a corpus").
_INFINITIVE_PROPOSE = frozenset("propose introduce develop present devise".split())
_BE_FORMS = frozenset("are were am be is".split())
#: Heads that add nothing to a model name before them ("the MobileBERT model").
_NAMED_MODEL_HEADS = frozenset("model models".split())
#: Descriptor nouns after which a method phrase names the technique used ("a hard mining
#: strategy", "gradient flow dynamics").
_DESCRIPTOR_TAILS = frozenset(
    "strategy strategies scheme schemes mechanism mechanisms technique techniques procedure procedures dynamics".split())
_LIST_METHOD_NOUNS = frozenset(
    """model models method methods baseline baselines approach approaches algorithm algorithms
    llms llm mllms vlms architecture architectures network networks optimizer optimizers
    technique techniques framework frameworks agent agents system systems estimator estimators
    solver solvers learner learners planner planners""".split()
)


@dataclass
class _Cand:
    """A candidate mention before role resolution."""

    start: int           # char offsets
    end: int
    etype: str
    role: str
    rule: str
    conf: float = 0.8
    sent: int = 0
    main: bool = False
    whole: Optional[str] = None   # for components: text of the whole
    aliases: list = field(default_factory=list)
    tags: set = field(default_factory=set)
    hidden: bool = False  # claims its span in resolution but is not reported (an expansion alias)


#: record class -> a getter of its field values in field order (see :func:`_as_tuple`)
_FIELD_GETTERS: dict[type, attrgetter] = {}


def _as_tuple(record) -> tuple:
    """The field values of a :class:`Mention` or :class:`Link` as a tuple (what
    :func:`dataclasses.astuple` gives for these flat records, without its deep copy).

    The field names are read once per record class (``dataclasses.fields`` walks the
    class's field table on every call) into an :func:`operator.attrgetter`.

    Args:
        record: an instance of a dataclass with at least two fields.
    Returns:
        The values of its fields, in declaration order.
    """
    cls = type(record)
    get = _FIELD_GETTERS.get(cls)
    if get is None:
        get = _FIELD_GETTERS[cls] = attrgetter(*[f.name for f in fields(cls)])
    return get(record)


@lru_cache(maxsize=1 << 16)
def _singular(word: str) -> str:
    """Singular of a lower-case head noun (the lemmatizer is not in the pipeline);
    memoised (a few thousand head words recur)."""
    if len(word) > 3 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith(("sses", "xes", "ches", "shes")):
        return word[:-2]
    if len(word) > 2 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


@lru_cache(maxsize=1 << 16)
def _norm(s: str) -> str:
    """Light normalisation for deduplication (case, dashes, plural of the last word);
    memoised (the same phrases recur across the rules and across abstracts)."""
    try:
        from kg.vocab import normalise
        return normalise(s)
    except ImportError:  # pragma: no cover
        return " ".join(s.lower().replace("-", " ").split())


#: Subjects of a contribution verb ("we propose", "this paper introduces").
#: Self subjects of a contribution verb; "us" is the logical subject of an infinitive
#: ("this motivates us to introduce X", "which allows us to propose X").
_SELF_SUBJECTS = frozenset({"we", "i", "us", "paper", "work", "study", "article", "here"})
#: Verbs that can be coordinated with a second contribution verb ("we propose and evaluate").
_COORDINATED_PROPOSE = frozenset({"propose", "present", "introduce", "develop"})
#: Parts of speech that may stand between a subject and its contribution verb ("we also propose").
_VERB_ADVERBS = frozenset({"ADV", "AUX", "PART"})
_PROPOSE_SET = frozenset(_PROPOSE_FORMS)
_NAMING_SET = frozenset(_NAMING_FORMS)
_WE_NAMING = frozenset({"call", "name", "term", "dub", "coin"})
#: Switch of "..., and name it X" as a naming cue (:func:`proposal_matches`).
AND_NAME_IT = True
#: Switch (session 50, prop50) of "which / that we denote X" as a naming cue
#: (:func:`proposal_matches`): "a new update rule, which we denote zorb smoothing". "we denote"
#: elsewhere mostly fixes notation ("we denote by $f$ the ...", "we denote the set as S"), so
#: only after a relative pronoun.
WHICH_WE_DENOTE = True
#: Switch (session 50, prop50) of "we / this paper describe(s)" right before a proper noun as a
#: contribution cue (:func:`proposal_matches`): "In this paper we describe ZORB, a simple
#: approach to ...". "describe" is no verb of :data:`~kg.extract.lexicon.PROPOSE_VERBS` (the
#: task and method rules read that list too): "we describe how / the conditions / our
#: findings" introduces no name, so only a name right after the verb counts.
DESCRIBE_NAMES = True
#: Forms of "describe" that :data:`DESCRIBE_NAMES` reads.
_DESCRIBE_FORMS = frozenset({"describe", "describes"})
#: Switch of an enumeration marker between "we" or "and" and a contribution verb ("we 1) build
#: a benchmark, X, and 2) contribute a dataset, Y": :func:`proposal_matches`).
ENUM_AND_PROPOSE = True
#: Enumeration markers that may stand between "we" / "and" and a contribution verb: a digit or a
#: roman numeral up to four, closed by ")" and perhaps opened by "(".
_AND_ENUM_MARKS = frozenset("1 2 3 4 5 i ii iii iv".split())
#: Words that can open a match of :func:`proposal_matches` (a naming participle, "we",
#: a self subject, "and"): no other token starts one.
_CUE_OPENERS = _NAMING_SET | _SELF_SUBJECTS | {"we", "and", "known"}
#: Switch (session 55, extL55): "to" / "with" / "against" after any form of "compare" (or of
#: the verb "benchmark"), maybe with the compared object between, opens a list of compared
#: systems ("In this work we compare against Zorb and propose Plonk": a fresh-user trial of
#: session 54 found "Zorb" not extracted; :meth:`_StateBase._compared_list_cue`
#: and the dataset list rule, which then reads the list as methods).
COMPARE_AGAINST = True
#: Parts of speech of the words of an object between "compare" and its preposition
#: (:meth:`_StateBase._compared_list_cue`).
_COMPARED_OBJECT_POS = frozenset({"DET", "PRON", "ADJ", "NOUN", "PROPN"})
#: Switch (session 55, extL55): a bare naming participle is a naming cue only after a word
#: that the name can be given to (a noun, a name, a pronoun, punctuation, an auxiliary or an
#: adverb: "a model named X", "a loss, called X", "which is dubbed X"). After a preposition,
#: a determiner, a conjunction, an adjective or a number it modifies the next noun ("applies
#: it to named entity recognition", "extract the named entities", "biomedical named entity
#: recognition"), and the words after it are no name (a full verb before it is no sign: the
#: tagger reads "a problem setting called X" with "setting" a verb)
#: (:func:`proposal_matches`; a fresh-user trial of session 54 read "entity recognition" as a
#: proposal and a component).
ATTRIBUTIVE_PARTICIPLE_NOT_NAMING = True
#: Parts of speech of the word before a bare naming participle that make it attributive
#: (:data:`ATTRIBUTIVE_PARTICIPLE_NOT_NAMING`).
_ATTRIBUTIVE_BEFORE = frozenset({"ADP", "DET", "CCONJ", "SCONJ", "ADJ", "NUM"})
#: Relative words before a bare naming participle that open a naming clause ("which called X"),
#: whatever their tag (:func:`attributive_participle`).
_RELATIVE_WORDS = frozenset({"which", "that", "who"})


def attributive_participle(lower: list[str], pos: list[str], s: int) -> bool:
    """Whether the naming participle at token ``s`` ("named", "called", ...) modifies the
    noun after it rather than giving a name (:data:`ATTRIBUTIVE_PARTICIPLE_NOT_NAMING`).

    Args:
        lower: lower-case token texts of the document.
        pos: their universal part-of-speech tags.
        s: the participle's token index.
    Returns:
        True when the switch is on and the participle opens a sentence (no token before it, or
        a sentence-final mark), follows "to" or follows a word of :data:`_ATTRIBUTIVE_BEFORE`
        other than a relative word (:data:`_RELATIVE_WORDS`: "which called X" names).
    """
    if not ATTRIBUTIVE_PARTICIPLE_NOT_NAMING:
        return False
    if s == 0 or lower[s - 1] in (".", "!", "?", "to"):
        return True  # ("to" before a past participle is the preposition, whatever its tag)
    if lower[s - 1] in _RELATIVE_WORDS:
        return False  # "a model (which called X)": a relative clause names it
    return pos[s - 1] in _ATTRIBUTIVE_BEFORE


#: Refuse a task candidate that starts inside a hyphenated word
#: (:func:`starts_inside_hyphenated_word`, read by
#: :meth:`kg.extract.roles_tasks.TaskRules._drop_non_problems`; the same test refuses every
#: candidate when it is made, ``kg.extract.roles.HYPHEN_START_HYGIENE``: this one also catches a
#: task whose start a later trim moved).
INSIDE_HYPHEN_REFUSED = True


def starts_inside_hyphenated_word(text: str, start: int) -> bool:
    """True when the span starting at character ``start`` of ``text`` begins right after a
    hyphen glued to a letter or digit: the span cuts a hyphenated word, so it names
    something else than the compound the text wrote ("semi-|supervised learning",
    "real-|world knowledge", "text-to-|audio generation", "text-|image matching").

    Args:
        text: the text the offsets index (the cleaned abstract).
        start: character offset of the span's first character.
    Returns:
        True when ``text[start - 1]`` is "-" and ``text[start - 2]`` is a letter or digit;
        False otherwise (also for ``start`` < 2).
    Source: PaperKG's own rule (session 34), from dev-pool task false hits.
    """
    return start >= 2 and text[start - 1] == "-" and text[start - 2].isalnum()


def _is_word_char(ch: str) -> bool:
    """Whether the character ``ch`` is a word character of Python's Unicode regular
    expressions (``\\w``: ``str.isalnum`` or the underscore), for scans that stand for a
    pattern (:func:`kg.extract.roles_title._phrase_spans`,
    :func:`kg.extract.roles_datasets._name_occurrences`)."""
    return ch.isalnum() or ch == "_"


def _positions(words: list[str], word: str) -> list[int]:
    """Indices of ``word`` in ``words``, ascending (found by ``list.index``, in C: the
    same as testing every item)."""
    out: list[int] = []
    i = -1
    try:
        while True:
            i = words.index(word, i + 1)
            out.append(i)
    except ValueError:
        return out


#: The word indexes of the token lists :func:`_positions_between` read last, newest first:
#: ``(list, {word: ascending indices})``. A list is known by identity (the entry holds it, so
#: no other list can take its place); the rules never change a token list in place.
_WORD_INDEXES: list[tuple[list[str], dict[str, list[int]]]] = []
#: Token lists whose word index is kept (a Doc's lower-case words and its words).
_WORD_INDEXES_KEPT = 4


def word_index(words: list[str]) -> dict[str, list[int]]:
    """``{word: indices of its items in words, ascending}`` for the token list ``words``, built
    once per list (one pass; later calls return the same dict while the list is one of the last
    :data:`_WORD_INDEXES_KEPT` asked for). The caller must not change the dict or its lists."""
    for cached, index in _WORD_INDEXES:
        if cached is words:
            return index
    index: dict[str, list[int]] = {}
    get = index.get
    for i, w in enumerate(words):
        at = get(w)
        if at is None:
            index[w] = [i]
        else:
            at.append(i)
    _WORD_INDEXES.insert(0, (words, index))
    del _WORD_INDEXES[_WORD_INDEXES_KEPT:]
    return index


def _positions_between(words: list[str], vocabulary: frozenset[str], lo: int, hi: int) -> list[int]:
    """Indices ``k`` with ``lo <= k < hi`` and ``words[k]`` in ``vocabulary``, ascending:
    the same as ``[k for k in range(lo, hi) if words[k] in vocabulary]``, read from the
    list's word index (:func:`word_index`, one pass per token list: a Doc's scans share it),
    so a scan costs a set intersection and a binary search per occurring word instead of a
    Python test per token. The intersection visits the smaller side: the vocabulary's words
    looked up in the index when it has fewer (most vocabularies, 15-70 words, against the
    100-200 distinct words of an abstract; ``dict.keys() & frozenset`` iterates the frozenset),
    else the index's words looked up in the vocabulary (``frozenset.intersection(dict)``
    iterates the dict); either way the same words (session 48: 0.14 -> 0.09 CPU-s for the
    39,860 calls of 1,000 NeurIPS 2023 abstracts). ``hi`` <= ``lo`` (also a negative ``hi``:
    ``range(n - 2)`` of a short Doc) gives ``[]``, as the range does."""
    if hi <= lo:
        return []
    index = word_index(words)
    present = vocabulary.intersection(index) if len(vocabulary) > len(index) else index.keys() & vocabulary
    if not present:
        return []
    if len(present) == 1:
        at = index[next(iter(present))]
        return at[bisect_left(at, lo):bisect_left(at, hi)]
    out: list[int] = []
    for w in present:
        at = index[w]
        out.extend(at[bisect_left(at, lo):bisect_left(at, hi)])
    out.sort()
    return out


def proposal_matches(lower: list[str], pos: list[str]) -> list[tuple[str, int, int]]:
    """Contribution and naming cues of a document, as token spans.

    Args:
        lower: lower-case token texts (``Token.lower_``), one per token.
        pos: universal part-of-speech tags (``Token.pos_``), parallel to ``lower``.
    Returns:
        ``(label, start, end)`` triples (token indices, ``end`` exclusive) sorted by
        ``(start, end)``; the cue verb is token ``end - 1``. Labels:

        ``"PROPOSE"``
            a self subject ("we", "i", "paper", "work", "study", "article", "here", or
            "us" before an infinitive: "motivates us to introduce"), any adverbs /
            auxiliaries / particles, a contribution verb form ("we also propose"); after "we", also a coordinated second verb
            ("we propose and evaluate"); also "describe(s)" right before a proper noun ("we
            describe ZORB, ...", :data:`DESCRIBE_NAMES`).
        ``"PROPOSE_CONJ"``
            "and", adverbs, a contribution verb ("... and propose"; also after an
            enumeration marker, "... and 2) contribute", :data:`ENUM_AND_PROPOSE`, as after
            "we": "we 1) build"); whether
            "we" is the subject is checked by the caller.
        ``"NAMING"``
            a naming participle ("called", "dubbed", ...), "we call / name / term /
            dub / coin", "and call / name / term / dub / coin it / them" (the subject
            of the first verb names; :data:`AND_NAME_IT`), "which / that we denote"
            (:data:`WHICH_WE_DENOTE`), or ", known as" after a comma (the cue verb is "as"; not
            "is known as", "also known as", "commonly known as": an existing name).

    The scan is a plain loop over the token columns: the same spans as a spaCy
    :class:`~spacy.matcher.Matcher` with these patterns, at a fraction of its cost. It
    visits only the tokens that can open a match (:data:`_CUE_OPENERS`, found with one
    set intersection and a ``list.index`` scan per word present, in C).
    """
    n = len(lower)
    out: list[tuple[str, int, int]] = []
    starts = [i for w in _CUE_OPENERS.intersection(lower) for i in _positions(lower, w)]
    for s in starts:  # (any order: the matches are sorted below)
        w = lower[s]
        if w in _NAMING_SET and not attributive_participle(lower, pos, s):
            out.append(("NAMING", s, s + 1))
        if w == "we" and s + 1 < n and lower[s + 1] in _WE_NAMING:
            out.append(("NAMING", s, s + 2))
        if WHICH_WE_DENOTE and w == "we" and s + 1 < n and lower[s + 1] == "denote" and s > 0 \
                and lower[s - 1] in ("which", "that"):
            out.append(("NAMING", s, s + 2))  # "a new update rule, which we denote zorb smoothing"
        if AND_NAME_IT and w == "and" and s + 2 < n and lower[s + 1] in _WE_NAMING and lower[s + 2] in ("it", "them"):
            out.append(("NAMING", s, s + 2))  # "we encode X with Y, and name it Zorb"
        if w == "known" and s + 1 < n and lower[s + 1] == "as" and s > 0 and lower[s - 1] == ",":
            out.append(("NAMING", s, s + 2))  # "a new zorb model, known as PlonkNet,"
        if w in _SELF_SUBJECTS or w == "and":
            label = "PROPOSE_CONJ" if w == "and" else "PROPOSE"
            k = s + 1
            if ENUM_AND_PROPOSE and w in ("and", "we"):
                # "we 1) build a benchmark, X, and 2) contribute a meta-dataset, Y": the marker of an item
                m = k + 1 if k < n and lower[k] == "(" else k
                if m + 1 < n and lower[m] in _AND_ENUM_MARKS and lower[m + 1] == ")" and m + 2 < n \
                        and lower[m + 2] in _PROPOSE_SET:
                    k = m + 2
            while k < n:
                if lower[k] in _PROPOSE_SET:
                    out.append((label, s, k + 1))
                elif DESCRIBE_NAMES and w != "and" and lower[k] in _DESCRIBE_FORMS and k + 1 < n \
                        and pos[k + 1] == "PROPN":
                    out.append((label, s, k + 1))  # "we describe ZORB, a simple approach to ..."
                if w == "we" and lower[k] in _COORDINATED_PROPOSE and k + 2 < n and \
                        lower[k + 1] in ("and", "or") and lower[k + 2] in _PROPOSE_SET:
                    out.append((label, s, k + 3))
                if pos[k] not in _VERB_ADVERBS:
                    break
                k += 1
    return sorted(set(out), key=lambda m: (m[1], m[2], m[0]))


#: A one-letter variable before a hyphen ("L-layer", "k-step").
_VARIABLE_RE = re.compile(r"[A-Za-z]-[a-z]")
#: Heads of a noun phrase that a method name after a use cue extends to ("X estimation").
_CUE_EXTENDING_HEADS = frozenset(L.METHOD_HEADS) | {"estimation", "density"}



@lru_cache(maxsize=2)
def _pwc_keys(kind: str) -> frozenset[str]:
    """Normalised Papers with Code names of ``kind`` ``"task"`` or ``"method"``."""
    from kg import vocab

    names = vocab.task_names() if kind == "task" else vocab.method_names()
    return frozenset(_norm(n) for n in names)


#: Switch (session 46, resds46): a Papers with Code dataset name that opens with a whole
#: number before a capitalised word ("20 Newsgroups", "50 Salads", "12 Scenes") is one name
#: from the number on. The name reader starts names at a capital letter (a number before a
#: name is mostly a count: "on 57 Atari games"), so such a dataset was read as its word
#: alone ("Newsgroups") or not at all ("on the 20 Newsgroups dataset": a one-word name after
#: a number is a kind of data); the gazetteer's match over the number and the name is the
#: evidence that the number is part of it (:func:`number_led_names`).
NUMBER_LED_GAZETTEER_NAMES = True


def number_led_names(names: list[Span], gaz: list[Span]) -> list[Span]:
    """``names`` with each name that a Dataset gazetteer span starts one whole number
    before replaced by a name from that number (:data:`NUMBER_LED_GAZETTEER_NAMES`).

    Inputs: the Doc's name spans (``paperkg_names``) and gazetteer spans
    (``paperkg_gazetteer``). Output: the name list, in the same order; a replaced name is a
    ``TITLE`` span from the number to the end of the name or of the gazetteer match,
    whichever is later ("20 Newsgroups" for the name "Newsgroups"). Only when the gazetteer
    span's first token is digits only, the name starts right after it and ends inside or
    past the match (the match covers the name's first word); names are otherwise left as
    they are.
    """
    if not NUMBER_LED_GAZETTEER_NAMES or not gaz or not names:
        return names
    lead: dict[int, Span] = {}  # name start -> the gazetteer span one number before it
    for g in gaz:
        if g.label_ == "Dataset" and len(g) >= 2 and g[0].text.isdigit():
            have = lead.get(g.start + 1)
            if have is None or have.end < g.end:
                lead[g.start + 1] = g
    if not lead:
        return names
    out = []
    for n in names:
        g = lead.get(n.start)
        out.append(Span(n.doc, g.start, max(g.end, n.end), label="TITLE") if g is not None else n)
    return out


#: Switch of the letter-mark filter of the names (:meth:`_StateBase._letter_marked_tokens`).
LETTER_MARKS = True
#: A word with a capital after small letters ("tenSorized", "errOr", "raNk").
_MARKED_INNER_RE = re.compile(r"[a-z]+[A-Z][a-z]*")
#: A word of two capitals and small letters ("COmmunication").
_MARKED_OPEN_RE = re.compile(r"[A-Z]{2}[a-z]{3,}")


@lru_cache(maxsize=1 << 16)
def letter_mark(word: str) -> int:
    """How a token's text marks acronym letters (:meth:`_StateBase._letter_marked_tokens`):
    1 when one of its hyphen-separated parts is a word with a capital after small letters
    (:data:`_MARKED_INNER_RE`), else 2 when a part opens with two capitals before small
    letters (:data:`_MARKED_OPEN_RE`), else 0. A word without both an ASCII capital and an
    ASCII small letter matches neither pattern and is 0 without a regular expression (most
    words: lower-case or all capitals)."""
    if word.islower() or word.isupper() or not word.isascii() and not any("A" <= c <= "Z" for c in word):
        # (islower: no capital of any script; isupper: no small letter of any script)
        return 0
    parts = word.split("-")
    if any(_MARKED_INNER_RE.fullmatch(p) for p in parts):
        return 1
    if any(_MARKED_OPEN_RE.fullmatch(p) for p in parts):
        return 2
    return 0


def letter_marks(words: list[str]) -> list[int]:
    """:func:`letter_mark` of each of ``words`` (memoised per word by its ``lru_cache``: the
    same words recur in every abstract, so most tokens cost one cache lookup instead of up to
    two regular expressions per hyphen-separated part)."""
    return list(map(letter_mark, words))


class _StateBase:
    """Per-document working state of :class:`kg.extract.roles.RoleTagger`: the Doc's
    token columns, sentences, names and candidates, and the helpers the rule stages
    (mixins) share.

    Args:
        doc: a parsed Doc (sentences, noun chunks, names, gazetteer spans, acronyms).
    """


    def __init__(self, doc: Doc):
        self.doc = doc
        # token attribute columns (creating Token objects is the main cost of the rules);
        # shared with the other components through kg.extract.tokens
        tt = token_table(doc)
        self.text = tt.doc_text
        self.sents = list(doc.sents)
        self.lower, self.words, self.ws, self.pos, self.tag = tt.lower, tt.text, tt.ws, tt.pos, tt.tag
        self.idx, self.is_alpha = tt.idx, tt.is_alpha
        # token index -> sentence index (filled a sentence at a time, without a Python loop per token)
        self.tok_sent: dict[int, int] = {}
        for si, s in enumerate(self.sents):
            self.tok_sent.update(zip(range(s.start, s.end), repeat(si)))
        self.names = list(doc.spans[NAMES_KEY]) if NAMES_KEY in doc.spans else []
        self.gaz = list(doc.spans[GAZ_KEY]) if GAZ_KEY in doc.spans else []
        self.names = number_led_names(self.names, self.gaz)  # "20 Newsgroups", not "Newsgroups"
        self.acronyms: list[Acronym] = get_acronyms(doc)
        self.mentions: list[Mention] = []
        self.links: list[Link] = []
        self.cands: list[_Cand] = []
        # the URLs' characters: no entity rule reads a word there (kg.extract.code.URLS_OFF_LIMITS)
        self.url_spans: tuple[tuple[int, int], ...] = url_spans(self.text)
        # acronym pairs located in the text: short span, long span
        self.pairs: list[tuple[tuple[int, int], tuple[int, int], Acronym]] = []
        for a in self.acronyms:
            located = self._locate_pair(a)
            if located is not None:
                self.pairs.append((located[0], located[1], a))
        self.alias: dict[str, set[str]] = {}
        for a in self.acronyms:
            k1, k2 = _norm(a.short), _norm(a.long)
            self.alias.setdefault(k1, set()).add(k2)
            self.alias.setdefault(k2, set()).add(k1)
        self.gaz_by_type: dict[str, list[Span]] = {}
        for s in self.gaz:
            self.gaz_by_type.setdefault(s.label_, []).append(s)
        if LETTER_MARKS:
            marked = self._letter_marked_tokens()
            if marked:  # "overlap of COmmunication with COmputation" spells CO2: no names there
                self.names = [n for n in self.names if not self._letter_marked(n, marked)]
        self.method_gaz_keys = {_norm(self._span_text(s)) for s in self.gaz_by_type.get("Method", [])}
        self.task_gaz_keys = {_norm(self._span_text(s)) for s in self.gaz_by_type.get("Task", [])}
        self.dataset_gaz_keys = {_norm(self._span_text(s)) for s in self.gaz_by_type.get("Dataset", [])}
        self.metric_gaz_keys = {_norm(self._span_text(s)) for s in self.gaz_by_type.get("Metric", [])}
        # name spans by start token
        self.name_at: dict[int, Span] = {}
        for s in self.names:
            self.name_at.setdefault(s.start, s)
        for (ss, se), (ls, le), a in self.pairs:
            for cs, ce in ((ss, se), (ls, le)):
                sp = doc.char_span(cs, ce, alignment_mode="expand")
                if sp is None or not self._is_named_long(a, cs == ls):
                    continue
                have = self.name_at.get(sp.start)
                if have is None or have.end < sp.end:
                    self.name_at[sp.start] = Span(doc, sp.start, sp.end, label="ACRONYM")
        self._name_starts = sorted(self.name_at)  # for _names_in
        self.nps: list[Span] = stored_noun_phrases(doc)
        # token index -> the noun phrase holding it (a later phrase wins, as phrases never overlap)
        self.chunk_of: dict[int, Span] = {}
        # the one pass over the noun phrases (session 61): each phrase's last token, lower
        # case, and an index of the phrases by it, read by the rules that loop over the
        # phrases (:meth:`_nps_ending_in`) instead of each reading the Span attributes again
        chunk_of, lower = self.chunk_of, self.lower
        self.np_tails: list[str] = []
        #: last word (lower case) -> the positions in ``self.nps`` of the phrases it ends
        self._np_tail_at: dict[str, list[int]] = {}
        for x, ch in enumerate(self.nps):
            cs, ce = ch.start, ch.end
            chunk_of.update(dict.fromkeys(range(cs, ce), ch))
            tail = lower[ce - 1]
            self.np_tails.append(tail)
            self._np_tail_at.setdefault(tail, []).append(x)
        self.main: Optional[_Cand] = None
        self.main_text: Optional[str] = None
        self.main_sent: Optional[int] = None
        self._proposed_keys: set[str] = set()
        self._core_cache: dict[tuple[int, int], Optional[Span]] = {}
        self.proposal_sents: set[int] = set()
        self.proposal_verbs: list[int] = []
        self._trim_cache: dict[tuple[int, int, bool], Optional[Span]] = {}
        self._method_trim_cache: dict[tuple[int, int], Optional[Span]] = {}
        self.proposed: list[_Cand] = []
        self._self_cache: dict[int, bool] = {}
        self._self_words: Optional[set[str]] = None
        self._own_keys: Optional[set[str]] = None
        self._group_memo: dict[tuple[int, int], str] = {}
        self._named_problems: list[Span] = []
        self._claim_subject: dict[int, Optional[int]] = {}
        self._title_memo: Optional[tuple[list[str], list[str]]] = None
        self._focus: Optional[_Cand] = None
        self._focus_sent: Optional[int] = None
        self._focus_ends: set[int] = set()
        self._purpose_sents: set[int] = set()

    # ------------------------------------------------------------------ utilities
    def _letter_marked_tokens(self) -> set[int]:
        """Tokens whose capitals mark acronym letters inside ordinary words, next to
        another such word of their sentence: a capital after small letters
        (:data:`_MARKED_INNER_RE`, "tenSorized ... errOr raNk", another within eight
        tokens) or two capitals opening a word of small letters (:data:`_MARKED_OPEN_RE`,
        "COmmunication with COmputation", another of either kind within three tokens).
        Such words spell a short form ("CO2", "EDISON"); one alone is a coinage
        ("DFormer", "nuScenes"). A hyphenated word counts by its parts. The tokens of the
        first kind are also kept in ``_marked_inner``: alone as a one-word name they stay
        (:meth:`_letter_marked`: "nuScenes, nuImages and nuPlan")."""
        out: set[int] = set()
        self._marked_inner: set[int] = set()
        marks = letter_marks(self.words)
        if not any(marks):  # (most abstracts)
            return out
        for sent in self.sents:
            inner, opened = [], []
            for x in compress(range(sent.start, sent.end), marks[sent.start:sent.end]):
                (inner if marks[x] == 1 else opened).append(x)
            self._marked_inner.update(x for x in inner if any(y != x and abs(y - x) <= 8 for y in inner))
            out.update(x for x in opened if any(y != x and abs(y - x) <= 3 for y in inner + opened))
        return out | self._marked_inner

    def _letter_marked(self, n: Span, marked: set[int]) -> bool:
        """Whether the name ``n`` holds a token of ``marked`` (:meth:`_letter_marked_tokens`)
        and lies in no found definition's long form ("SynergisTic pAtch pRuning (STAR)"
        names the method all the same); a one-word name whose capital follows small
        letters is a coinage ("nuScenes")."""
        if not any(n.start <= x < n.end for x in marked):
            return False
        if len(n) == 1 and n.start in self._marked_inner:
            return False  # "on nuScenes, nuImages and nuPlan": one-word coinages stay names
        return not any(ls <= n.start_char and n.end_char <= le for _, (ls, le), _a in self.pairs)

    def _locate_pair(self, a: Acronym):
        """Character spans ``(short, long)`` of an acronym definition, or None.

        A bold-letter acronym covers only its long form; its short form is looked
        up right before or right after it in the same sentence.
        """
        seg = self.text[a.start:a.end]
        ls = seg.find(a.long)
        if ls < 0:
            return None
        long_span = (a.start + ls, a.start + ls + len(a.long))
        ss = seg.rfind(a.short) if ls != 0 else seg.find(a.short, len(a.long))
        if ss >= 0 and not (long_span[0] <= a.start + ss < long_span[1]):
            return (a.start + ss, a.start + ss + len(a.short)), long_span
        after = self.text.find(a.short, long_span[1], long_span[1] + 80)
        before = self.text.rfind(a.short, max(0, long_span[0] - 40), long_span[0])
        cands = [p for p in (after, before) if p >= 0]
        if not cands:
            return None
        p = min(cands, key=lambda x: abs(x - long_span[0]))
        return (p, p + len(a.short)), long_span

    def _is_named_long(self, a: Acronym, is_long: bool) -> bool:
        """A long form is a name when its content words are mostly capitalised."""
        if not is_long:
            return True
        words = [w for w in a.long.replace("-", " ").split()
                 if w.isalpha() and w not in ("of", "for", "with", "and", "the", "in", "on", "to", "via", "by")]
        if not words or not a.long[:1].isupper() and not a.long[:1].isdigit():
            return False
        caps = sum(1 for w in words if w[0].isupper())
        return caps >= max(2, len(words) - 1)

    def _pair_of(self, start: int, end: int):
        """The acronym pair whose short or long span is exactly [start, end); of a long form
        with two short forms ("(LTM or LTM2)"), the pair of the one written first."""
        found = None
        for (ss, se), (ls, le), a in self.pairs:
            if (ss, se) == (start, end):
                return (ss, se), (ls, le), a
            if (ls, le) == (start, end) and (found is None or ss < found[0][0]):
                found = (ss, se), (ls, le), a
        return found

    def _nps_ending_in(self, words, more=frozenset()) -> list[Span]:
        """The noun phrases of ``self.nps`` whose last token, lower-cased, is in ``words`` or
        in ``more`` (sets of lower-case words), in text order: what a loop over
        ``self.nps`` that first skips every phrase whose last word is in neither set reads
        (the last words are indexed once per Doc; the phrases are found by a set
        intersection, so a Doc with no such phrase costs no loop over the phrases).

        Args:
            words: a set (or tuple) of lower-case words.
            more: a second such set, tested after ``words``.
        Returns:
            A new list of the matching ``Span`` objects of ``self.nps`` (the same objects).
        """
        index = self._np_tail_at
        present = index.keys() & words
        if more:
            present |= index.keys() & more
        if not present:
            return []
        nps = self.nps
        if len(present) == 1:
            return [nps[x] for x in index[next(iter(present))]]
        return [nps[x] for x in sorted(x for w in present for x in index[w])]

    def _span_text(self, sp: Span) -> str:
        """``sp.text``, sliced from the Doc's text (``Span.text`` rebuilds it from Token objects)."""
        return self.text[sp.start_char:sp.end_char]

    def _span_of(self, start: int, end: int) -> Optional[Span]:
        return self.doc.char_span(start, end, alignment_mode="expand")

    def _first_token_sent(self, start: int, end: int) -> int:
        """Sentence index of the first token of ``doc.char_span(start, end,
        alignment_mode="expand")``; 0 when that span is None or empty.

        The same tokens as spaCy's ``char_span`` (its ``token_by_char`` search: token ``t``
        holds the characters ``idx[t]`` up to the next token, its trailing space included;
        "expand" skips a first token whose text ends right before ``start``), found with
        :func:`bisect.bisect_right` on the token table's ``idx`` column instead of building
        a Span and its Token objects. A range that spaCy cannot turn into a Span (it raises)
        is passed to ``char_span`` to raise the same error.

        Args:
            start, end: character offsets into the Doc's text, ``end`` exclusive.
        Returns:
            An index into ``self.sents``.
        """
        if not (0 <= start < len(self.text) and 0 < end <= len(self.text)):
            return 0  # (char_span finds no token: None)
        idx = self.idx
        s = bisect_right(idx, start) - 1  # (idx[0] == 0: s >= 0)
        e = bisect_right(idx, end - 1)  # one past the token holding character end - 1
        if start == idx[s] + len(self.words[s]):
            s += 1  # start falls on the space after token s
        if s > e:  # (spaCy raises building this Span)
            tok = self.doc.char_span(start, end, alignment_mode="expand")
            return self.tok_sent.get(tok.start, 0) if tok is not None and len(tok) else 0
        return self.tok_sent.get(s, 0) if s < e else 0

    def _compared_list_cue(self, j: int, start: int, object_words: int = 4) -> bool:
        """Whether the preposition at token ``j`` opens the list of the systems a paper compares
        with: "to" / "with" right after "compared" / "comparing" / "comparison" ("Compared with
        A and B"); with :data:`COMPARE_AGAINST`, also a preposition of
        :data:`~kg.extract.lexicon.COMPARE_PREPOSITIONS` after a form of "compare" / "benchmark"
        (:data:`~kg.extract.lexicon.COMPARE_FORMS`), with at most ``object_words`` words of the
        compared object between (determiners, pronouns, adjectives, nouns: "we compare our
        parser with A"); "benchmark" counts only as a verb (after "we", "to" or an auxiliary),
        not as the noun ("a benchmark with 40 tasks"). One check for the method rules
        (``roles_methods.MethodRules._compare_cue_before``) and the list rule of
        ``roles_datasets`` (which allows no object between); nothing before ``start`` (the
        sentence's first token) is read.

        Args:
            j: index of the preposition token.
            start: index of the sentence's first token.
            object_words: how many words of an object may stand between the form and ``j``.
        Returns:
            bool.
        """
        lower = self.lower
        if j <= start:
            return False
        if lower[j] in ("to", "with") and lower[j - 1] in ("compared", "comparing", "comparison"):
            return True
        if not COMPARE_AGAINST or lower[j] not in L.COMPARE_PREPOSITIONS:
            return False
        k = j - 1
        while k >= start and j - 1 - k < object_words and lower[k] not in L.COMPARE_FORMS \
                and self.pos[k] in _COMPARED_OBJECT_POS:
            k -= 1
        if k < start or lower[k] not in L.COMPARE_FORMS:
            return False
        if lower[k] in ("benchmark", "benchmarks"):
            return k > start and (lower[k - 1] in ("we", "to") or self.pos[k - 1] == "AUX")
        return True

    def in_url(self, start: int, end: int) -> bool:
        """Whether the characters ``[start, end)`` of the Doc's text share one with a URL of
        the text (:attr:`url_spans`; :data:`kg.extract.code.URLS_OFF_LIMITS`)."""
        return bool(self.url_spans) and overlaps_url(self.url_spans, start, end)

    def add(self, start: int, end: int, etype: str, role: str, rule: str, conf: float = 0.8,
            main: bool = False, whole: Optional[str] = None) -> _Cand:
        """Record a candidate mention of characters ``[start, end)`` of the Doc's text,
        without surrounding spaces and outer punctuation (a closing bracket stays when the
        span opens one), in the sentence of its first token.

        Args:
            start, end: character offsets, ``end`` exclusive.
            etype, role, rule, conf, main, whole: the :class:`_Cand` fields.
        Returns:
            The new candidate (also appended to ``self.cands``).
        """
        # trim whitespace and outer punctuation
        while start < end and self.text[start] in " ,;:({[\"'":
            start += 1
        while end > start and self.text[end - 1] in " ,;:)}]\"'.":
            if self.text[end - 1] == ")" and "(" in self.text[start:end]:
                break
            end -= 1
        if STRIP_SYMBOL_EDGES:
            # "image classification 🚀": the pictograph is decoration, not part of the name
            while start < end and (_symbol_char(self.text[start]) or self.text[start].isspace()):
                start += 1
            while end > start and (_symbol_char(self.text[end - 1]) or self.text[end - 1].isspace()):
                end -= 1
        if STRIP_EXAMPLE_OPENERS and self.text[start:start + 1] in "ieIE":
            m = _EXAMPLE_OPENER_RE.match(self.text, start, end)
            if m:
                start = m.end()
        c = _Cand(start, end, etype, role, rule, conf, self._first_token_sent(start, end), main, whole)
        self.cands.append(c)
        return c

    def _add_with_pair(self, span_start: int, span_end: int, etype: str, role: str, rule: str,
                       conf: float = 0.85, whole: Optional[str] = None) -> _Cand:
        """Add a candidate; when it is one side of an acronym pair add the other side too."""
        c = self.add(span_start, span_end, etype, role, rule, conf, whole=whole)
        p = self._pair_of(span_start, span_end)
        if p:
            (ss, se), (ls, le), a = p
            other = (ls, le) if (ss, se) == (span_start, span_end) else (ss, se)
            o = self.add(other[0], other[1], etype, role, rule + "+acronym", conf, whole=whole)
            c.aliases.append(o)
            # the short form is the preferred name
            if (ss, se) == (span_start, span_end):
                pass
            else:
                c, o = o, c
        return c
