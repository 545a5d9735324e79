"""spaCy component ``paperkg_roles``: typed mentions with roles, and typed links.

Input (set by earlier components): sentences and noun chunks from the parser,
``doc.spans["paperkg_names"]`` (:mod:`kg.extract.names`),
``doc.spans["paperkg_gazetteer"]`` (:mod:`kg.extract.gazetteer`) and
``doc._.paperkg_acronyms`` (:mod:`kg.extract.acronyms`).

Output: ``doc._.paperkg_mentions`` and ``doc._.paperkg_links``, stored as plain tuples
(Docs must serialise for multi-process ``nlp.pipe``); :func:`get_mentions` and
:func:`get_links` return them as :class:`kg.records.Mention` / :class:`kg.records.Link`
lists sorted by offset. ``doc._.paperkg_main`` is the main proposed method's text or None.
``doc._.paperkg_title`` (input, optional): the paper's title, set by the caller before
the pipeline runs; the task rules use it as evidence when it is a string.

The rules, in order (each named in ``Mention.rule`` / ``Link.rule``):

``propose-object``
    a contribution verb with a self subject ("we propose", "this paper introduces")
    and the first name in its object window ("we propose **X**, a ...", "we present a
    ... framework (X)", "a framework, called X"); a name behind a preposition inside
    the object ("a framework for LLM alignment") is skipped. A descriptor noun in
    :data:`~kg.extract.lexicon.BENCHMARK_HEADS` ("X, a benchmark ...") makes it a
    proposed Dataset (role ``benchmark``). The object window ends at "based on"
    ("a model based on X (XX)": X is the means). Also ``propose-novel`` ("a novel X
    (XX)"), ``propose-quoted`` (a quoted name before a method descriptor in a sentence
    about the paper's own work: 'we identify a simple "X" architecture') and
    ``propose-variant`` (a proposed name with a hyphenated suffix: "X-SSL and X-REP").
``component-*``
    named parts of a proposed method: a later contribution sentence ("To ..., we
    develop X") unless it opens with "Moreover"/"Additionally" or says "the first";
    enumerations "(i) X ... (ii) Y"; "whose X"; "M comprises/consists of X"; and an
    acronym-defined name that opens a sentence after the proposal ("A Semantic
    Reasoning Agent (SRA) performs ..."). Each gives a ``partOf`` link.
``dataset-list`` / ``dataset-head`` / ``dataset-gazetteer``
    names in a list after "on / across / including / e.g. / such as" in a sentence
    about experiments; a name followed by "dataset / benchmark / corpus"; a
    name-shaped Papers with Code dataset name; a one-word name listed beside a
    name-shaped one ("on COCO, ADE20K and Cityscapes"). Names of pretrained models in such a
    list ("on LLaMA-V1/V2 and OPT": a model-family stem or a checkpoint size) become
    used methods (``method-model-name``); an undefined abbreviation before a plural
    "benchmarks / datasets" names a field, not a dataset.
``task-*``
    noun phrases headed by a task noun (reconstruction, detection, ...) in a task
    position ("for T", "T tasks", the abstract's opening subject) or found in the
    Papers with Code task list; noun phrases with a nominalised head
    (-tion, -ment, -sis, ...) in a problem position: "we study / address T", "T aims
    to", "the problem / field of T", the opening subject, "In T, ...", the purpose of
    the main proposal attached to its name or descriptor ("we propose X for T", "X, a
    framework for T", "X is a benchmark for T", "X, a benchmark designed to evaluate
    whether agents can recognise T", "X, a benchmark that focuses on T"), a result
    claim of the proposal ("X achieves state-of-the-art fidelity in T"), "we study the
    impact of A on T" / "the complexity of T" / "a class of T"; problems the text
    names ("a problem, called T"), gerund clauses it calls a problem ("Training RNNs
    remains a challenge", "we study the problem of learning linear systems"),
    learning settings it calls a problem or defines ("Semi-supervised learning has
    been a fundamental challenge", "Unbiased Learning to Rank (ULTR) aims to"),
    examples in "tasks such as A, B" (Hearst patterns; not "leads to problems such as
    A", which lists shortcomings), "X modeling" listed by Papers with Code as a task,
    a definition with a prepositional complement ("Learning on graphs aims to ..."),
    an acronym-named problem ("the noisy correspondence (NC) problem", "X, which
    addresses NC"), the purpose of a benchmark ("a dataset for measuring T"), the
    problem inside a contribution's descriptor ("we introduce a self-supervised
    image pretraining method"), a nominal method head the text calls a task ("linear
    regression tasks"), "X research" (the field X), and the title
    (``doc._.paperkg_title``, when the caller sets it): its noun phrases, its
    statement of purpose where the abstract repeats it ("... for Reinforcement
    Learning" -> "current reinforcement learning methods"), and a gerund-clause title
    segment the abstract repeats ("Learning from Aggregate Responses: ..."); as a
    fallback, a purpose "for T" or a gerund clause ("a method for reconstructing
    dynamic 3D scenes"). Phrases made only of problem qualifiers ("a critical research
    problem") are not tasks; a one-word task that heads a longer task of the text is
    not reported. The main task is the task with the best weighed evidence
    (:mod:`kg.extract.roles_main`).
``method-*``
    acronym definitions whose long form is headed by a method noun ("Graph Neural
    Networks (GNNs)"), Papers with Code method names, noun phrases headed by a method
    noun with a technical modifier ("diffusion model", "knowledge distillation"; a
    generic head needs positive evidence, see ``_State._technical``), checkpoint
    names with a size or variant suffix anywhere ("LLaMA-7B", "CoCa-Large";
    ``method-model-name``), and names after "using / via / based on / than /
    outperforms"; a number or size range ("1-10B") is never a method. After a comparison cue
    the role is ``compared``; a method named only as background (prior work, "Unlike
    X", "limitations of X", a sentence before the paper speaks of its own work) gets
    the role ``mention`` and no link; else ``used``.
``metric-*``
    metric words and phrases (lexicon + Papers with Code metrics) with their modifiers
    ("clean accuracy", "average success rate").
"""
from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass, field, fields
from functools import lru_cache
from typing import Optional

from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.extract import lexicon as L
from kg.extract.acronyms import get_acronyms
from kg.extract.chunks import SPANS_KEY as NP_KEY
from kg.extract.chunks import NOMINAL_GERUNDS, noun_phrases
from kg.extract.gazetteer import SPANS_KEY as GAZ_KEY
from kg.extract.gazetteer import method_words, technique_keys
from kg.extract.names import SPANS_KEY as NAMES_KEY
from kg.extract.names import word_shape
from kg.extract.roles_main import TaskEvidence, choose_main_task, title_roles
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
    technique techniques framework frameworks agent agents""".split()
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


def _as_tuple(record) -> tuple:
    """The field values of a :class:`Mention` or :class:`Link` as a tuple (what
    :func:`dataclasses.astuple` gives for these flat records, without its deep copy)."""
    return tuple([getattr(record, f.name) for f in fields(record)])


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
            ("we propose and evaluate").
        ``"PROPOSE_CONJ"``
            "and", adverbs, a contribution verb ("... and propose"); whether "we" is the
            subject is checked by the caller.
        ``"NAMING"``
            a naming participle ("called", "dubbed", ...) or "we call / name / term /
            dub / coin".

    The scan is a plain loop over the token columns: the same spans as a spaCy
    :class:`~spacy.matcher.Matcher` with these patterns, at a fraction of its cost.
    """
    n = len(lower)
    out: list[tuple[str, int, int]] = []
    for s in range(n):
        w = lower[s]
        if w in _NAMING_SET:
            out.append(("NAMING", s, s + 1))
        if w == "we" and s + 1 < n and lower[s + 1] in _WE_NAMING:
            out.append(("NAMING", s, s + 2))
        if w in _SELF_SUBJECTS or w == "and":
            label = "PROPOSE_CONJ" if w == "and" else "PROPOSE"
            k = s + 1
            while k < n:
                if lower[k] in _PROPOSE_SET:
                    out.append((label, s, k + 1))
                if w == "we" and lower[k] in _COORDINATED_PROPOSE and k + 2 < n and \
                        lower[k + 1] in ("and", "or") and lower[k + 2] in _PROPOSE_SET:
                    out.append((label, s, k + 3))
                if pos[k] not in _VERB_ADVERBS:
                    break
                k += 1
    return sorted(set(out), key=lambda m: (m[1], m[2], m[0]))


class RoleTagger:
    """The ``paperkg_roles`` component (see module docstring).

    Args:
        nlp: the pipeline the component belongs to (spaCy factories pass it; the rules
            need nothing from it).
    """

    def __init__(self, nlp: Language):
        del nlp  # kept in the signature for the factory and for callers that pass it
        # load the vocabularies the rules read now (about 0.4 s), with the pipeline: a
        # forked worker then inherits them instead of loading them on its first paper
        _pwc_keys("task")
        _pwc_keys("method")
        method_words()
        technique_keys()

    # ------------------------------------------------------------------ helpers
    def __call__(self, doc: Doc) -> Doc:
        st = _State(doc)
        st.run()
        doc._.paperkg_mentions = [_as_tuple(m) for m in st.mentions]
        doc._.paperkg_links = [_as_tuple(l) for l in st.links]
        doc._.paperkg_main = st.main_text
        return doc


#: A one-letter variable before a hyphen ("L-layer", "k-step").
_VARIABLE_RE = re.compile(r"[A-Za-z]-[a-z]")
#: Heads of a noun phrase that a method name after a use cue extends to ("X estimation").
_CUE_EXTENDING_HEADS = frozenset(L.METHOD_HEADS) | {"estimation", "density"}


class _State:
    """Per-document working state of :class:`RoleTagger`."""

    def __init__(self, doc: Doc):
        self.doc = doc
        # token attribute columns (creating Token objects is the main cost of the rules);
        # shared with the other components through kg.extract.tokens
        tt = token_table(doc)
        self.text = tt.doc_text
        self.sents = list(doc.sents)
        self.lower, self.words, self.ws, self.pos, self.tag = tt.lower, tt.text, tt.ws, tt.pos, tt.tag
        self.idx, self.is_alpha = tt.idx, tt.is_alpha
        self.tok_sent = {i: si for si, s in enumerate(self.sents) for i in range(s.start, s.end)}
        self.names = list(doc.spans[NAMES_KEY]) if NAMES_KEY in doc.spans else []
        self.gaz = list(doc.spans[GAZ_KEY]) if GAZ_KEY in doc.spans else []
        self.acronyms: list[Acronym] = get_acronyms(doc)
        self.mentions: list[Mention] = []
        self.links: list[Link] = []
        self.cands: list[_Cand] = []
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
        self.nps: list[Span] = list(doc.spans[NP_KEY]) if NP_KEY in doc.spans else noun_phrases(doc)
        self.chunk_of: dict[int, Span] = {k: ch for ch in self.nps for k in range(ch.start, ch.end)}
        self.main: Optional[_Cand] = None
        self.main_text: Optional[str] = None
        self.main_sent: Optional[int] = None
        self._proposed_keys: set[str] = set()
        self._core_cache: dict[tuple[int, int], Optional[Span]] = {}
        self.proposal_sents: set[int] = set()
        self.proposal_verbs: list[int] = []
        self._trim_cache: dict[tuple[int, int], Optional[Span]] = {}
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
        """The acronym pair whose short or long span is exactly [start, end)."""
        for (ss, se), (ls, le), a in self.pairs:
            if (ss, se) == (start, end) or (ls, le) == (start, end):
                return (ss, se), (ls, le), a
        return None

    def _span_text(self, sp: Span) -> str:
        """``sp.text``, sliced from the Doc's text (``Span.text`` rebuilds it from Token objects)."""
        return self.text[sp.start_char:sp.end_char]

    def _span_of(self, start: int, end: int) -> Optional[Span]:
        return self.doc.char_span(start, end, alignment_mode="expand")

    def add(self, start: int, end: int, etype: str, role: str, rule: str, conf: float = 0.8,
            main: bool = False, whole: Optional[str] = None) -> _Cand:
        # trim whitespace and outer punctuation
        while start < end and self.text[start] in " ,;:({[\"'":
            start += 1
        while end > start and self.text[end - 1] in " ,;:)}]\"'.":
            if self.text[end - 1] == ")" and "(" in self.text[start:end]:
                break
            end -= 1
        tok = self.doc.char_span(start, end, alignment_mode="expand")
        si = self.tok_sent.get(tok.start, 0) if tok is not None and len(tok) else 0
        c = _Cand(start, end, etype, role, rule, conf, si, main, whole)
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

    # ------------------------------------------------------------------ stage 1: proposals
    def _names_in(self, lo: int, hi: int) -> list[Span]:
        """Name spans (incl. acronym sides) starting at token index in [lo, hi), left to
        right, each after the end of the previous one (a name inside a taken one is skipped)."""
        out = []
        starts = self._name_starts
        k = bisect_left(starts, lo)
        while k < len(starts) and starts[k] < hi:
            s = self.name_at[starts[k]]
            out.append(s)
            k = bisect_left(starts, s.end, k + 1)
        return out

    def _window_end(self, v: int, sent: Span) -> int:
        """End (exclusive token index) of the object window of the cue verb at token ``v``:
        35 tokens or the sentence end, cut at a relative pronoun, a means cue ("by
        using") or an infinitive ("to train")."""
        end = min(sent.end, v + 35)
        low = self.lower
        for i in range(v + 1, end):
            w = low[i]
            if w in _WINDOW_STOP and not (w == "which" and low[i + 1] == "we"):
                return i
            if w == "to" and i + 1 < len(low) and self.pos[i + 1] in ("VERB", "AUX"):
                return i
            if w == "based" and i + 1 < len(low) and low[i + 1] in ("on", "upon"):
                return i  # "a model based on X (XX)": what follows is the means, not the proposal
        return end

    def _blocked_by_prep(self, v: int, c: int) -> bool:
        """True when a preposition stands between the verb and token c inside one phrase."""
        blocked = False
        for k in range(v + 1, c):
            if self.pos[k] == "ADP" and self.lower[k] not in ("as",):
                blocked = True
            elif self.words[k] in _AFTER_PREP_OK or self.lower[k] in _AFTER_PREP_OK:
                blocked = False
        return blocked

    def _descriptor_type(self, name: Span, v: int, before: bool = True) -> str:
        """"Dataset" when the words around the proposed name describe a benchmark."""
        low = name.text.lower()
        if low.endswith("bench") or low.endswith("-bench"):
            return "Dataset"
        words = [t for t in self.doc[v + 1:name.start]] if before else []
        if self.doc[v].lower_ in _NAMING_FORMS:
            sent = self.sents[self.tok_sent[v]]
            words = list(self.doc[max(sent.start, v - 10):v]) + words
        j = name.end
        stop = min(len(self.doc), name.end + 12)
        while j < stop:
            t = self.doc[j]
            if t.lower_ in ("that", "which", "for", "to", "of", "on", "with", "in", "where", ";", ".") and j > name.end:
                break
            words.append(t)
            j += 1
        for t in words:
            if t.pos_ in ("NOUN", "PROPN") or t.lower_ in L.BENCHMARK_HEADS:
                if t.lower_ in L.BENCHMARK_HEADS:
                    return "Dataset"
                if t.lower_ in L.METHOD_DESCRIPTOR_HEADS:
                    return "Method"
        return "Method"

    def _we_subject(self, i: int) -> bool:
        """Whether "we" is the subject of the clause that token ``i`` continues: "we" opens
        the sentence or follows a comma ("We identify X and propose Y", "In this paper, we
        analyze X and present Y"; not "models that we train and introduce"), with no
        relative pronoun, semicolon or subordinating conjunction between it and ``i``."""
        sent = self.sents[self.tok_sent[i]]
        for k in range(i - 1, sent.start - 1, -1):
            w = self.lower[k]
            if w == "we":
                return k == sent.start or self.lower[k - 1] in (",", ":")
            if w in ("that", "which", "who", "whose", "where", ";", "while", "whereas", "although",
                     "because", "since", "if", "when"):
                return False
        return False

    def proposals(self):
        doc = self.doc
        seen_verbs = set()
        for label, s, e in self._cue_matches():
            v = e - 1
            if v in seen_verbs:
                continue
            if label == "PROPOSE_CONJ" and not self._we_subject(s):
                continue
            seen_verbs.add(v)
            si = self.tok_sent[v]
            sent = self.sents[si]
            if label == "NAMING":
                n = self._named_phrase(v, sent)
                if n is not None and self._names_a_problem(v, sent):
                    self._named_problems.append(n)  # "an online learning problem, called X": a task
                elif n is not None:
                    self._propose(n, v, si, sent, rule="propose-named")
                continue
            self.proposal_sents.add(si)
            self.proposal_verbs.append(v)
            wend = self._window_end(v, sent)
            cands = []
            problem_names: set[tuple[int, int]] = set()
            for n in self._names_in(v + 1, wend):
                if self._blocked_by_prep(v, n.start):
                    continue
                if (n.start_char, n.end_char) in problem_names:
                    continue
                if n.start - 1 > v and self.lower[n.start - 1] in _NAMING_FORMS and \
                        self._names_a_problem(n.start - 1, sent):
                    # "we introduce a challenging problem named X (XX)": X and XX name a task
                    pair = self._pair_of(n.start_char, n.end_char)
                    if pair is not None:
                        problem_names.update({pair[0], pair[1]})
                    continue
                if n.label_ == "SINGLE":
                    prev = doc[n.start - 1] if n.start > 0 else None
                    nxt = doc[n.end] if n.end < len(doc) else None
                    ok_prev = n.start == v + 1 or (prev is not None and prev.text in (",", ":", "(")) \
                        or (prev is not None and prev.lower_ in ("the",) and n.start == v + 2) \
                        or (prev is not None and prev.lower_ in L.METHOD_DESCRIPTOR_HEADS and bool(cands)
                            and self._names_descriptor_of(n, cands[-1]))
                    ok_next = nxt is None or nxt.text in (",", "(", ":", ".", ";")
                    if not (ok_prev and ok_next):
                        continue
                cands.append(n)
            if cands:
                # a strong or multi-word name beats a preceding single title word; an
                # appositive name ("a ... model with TransFormer, DiffTF,") beats a name
                # that only modifies a noun of the object phrase
                first = cands[0]
                if first.label_ == "SINGLE" and len(cands) > 1 and not (
                        first.start == v + 1 or (first.start == v + 2 and doc[v + 1].lower_ == "the")):
                    first = cands[1]
                if self._modifies_noun(first) and self._pair_of(first.start_char, first.end_char) is None:
                    for later in cands[cands.index(first) + 1:]:
                        if self._is_appositive(later):
                            first = later
                            break
                nxt_name = next((c for c in cands[cands.index(first) + 1:]), None)
                if nxt_name is not None and self._pair_of(first.start_char, first.end_char) is None \
                        and self._names_descriptor_of(nxt_name, first):
                    first = nxt_name  # "a novel FRL algorithm FLUTE": FLUTE, an FRL algorithm
                self._propose(first, v, si, sent, rule="propose-object")
                # "we design a World State Model ..., along with a Curriculum Generator"
                for later in [n for n in self._names_in(first.end, wend)]:
                    k = later.start - 1
                    while k > v and doc[k].lower_ in ("a", "an", "the", "novel", "new"):
                        k -= 1
                    if later.label_ != "SINGLE" and (doc[k].lower_ in ("and", "with") or
                                                     doc[max(0, k - 2):k + 1].text.lower() == "as well as"):
                        self._propose(later, v, si, sent, rule="propose-conjoined")
            # conjoined acronym-defined names later in the sentence: "..., and Y (YY), which"
            for n in self._names_in(wend, sent.end):
                prev = doc[n.start - 1]
                if prev.lower_ == "and" and self._pair_of(n.start_char, n.end_char) is not None:
                    if not self._blocked_by_prep(v, n.start) or doc[n.start - 2].text == ",":
                        self._propose(n, v, si, sent, rule="propose-conjoined")

    def _named_phrase(self, v: int, sent: Span) -> Optional[Span]:
        """The name after a naming verb: "called X", "we name our model X", "dubbed the
        X Y Z" (a capitalised phrase up to punctuation or a function word)."""
        doc = self.doc
        j = v + 1
        skipped = 0
        while j < sent.end and skipped < 3 and (doc[j].text in ("\"", "'", "“", "‘", "`", "``")
                                                  or doc[j].is_lower and doc[j].pos_ in ("DET", "PRON", "NOUN")):
            j += 1
            skipped += 1
        if j >= sent.end:
            return None
        n = self.name_at.get(j)
        if n is not None and n.label_ != "SINGLE":
            return n
        if not doc[j].text[:1].isupper() or doc[j].lower_ in L.NAME_STOPWORDS:
            return None
        k = j + 1
        while k < sent.end and k < j + 6 and not doc[k].is_punct and doc[k].lower_ not in _NAME_PHRASE_STOP \
                and doc[k].pos_ not in ("VERB", "AUX", "ADP", "SCONJ"):
            k += 1
        if k < sent.end and doc[k].text == "-":
            return None
        span = Span(doc, j, k, label="NAMED")
        if n is not None and n.end == k:
            return n
        if k == j + 1 and n is None:
            return None
        return span

    def _names_a_problem(self, v: int, sent: Span) -> bool:
        """Is the name after the naming verb at ``v`` the name of a problem ("we consider
        an online learning problem, called X", "a challenging problem named X")? True
        when the noun right before the verb (behind a comma or "which we") is
        "problem", "task", "setting", "game" or "challenge"."""
        k = v - 1
        while k > sent.start and self.lower[k] in (",", "(", "we", "which", "that", "is", "are", "here"):
            k -= 1
        return k >= sent.start and self.lower[k] in _PROBLEM_NOUNS

    def _modifies_noun(self, n: Span) -> bool:
        nxt = self.doc[n.end] if n.end < len(self.doc) else None
        return nxt is not None and nxt.pos_ == "NOUN" and nxt.text.islower()

    def _names_descriptor_of(self, n: Span, modifier: Span) -> bool:
        """True for "a novel FRL algorithm FLUTE": name ``n`` follows, in the same noun
        phrase, a descriptor head (:data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS`)
        that ``modifier`` (an earlier name) qualifies; ``n`` is the contribution's name
        and ``modifier`` only says what kind of method it is. At most two words
        (no punctuation) between ``modifier`` and the head, and ``n`` must end the phrase.
        """
        h = n.start - 1
        if h < modifier.end or h - modifier.end > 2 or self.lower[h] not in L.METHOD_DESCRIPTOR_HEADS:
            return False
        if any(not self.is_alpha[k] and "-" not in self.words[k] for k in range(modifier.end, h)):
            return False
        nxt = self.doc[n.end] if n.end < len(self.doc) else None
        return nxt is None or nxt.text in (",", "(", ".", ";", ":") or nxt.lower_ in ("and", "that", "which", "for", "to")

    def _is_appositive(self, n: Span) -> bool:
        prev = self.doc[n.start - 1] if n.start > 0 else None
        nxt = self.doc[n.end] if n.end < len(self.doc) else None
        return (prev is not None and (prev.text in (",", ":") or prev.lower_ in _NAMING_FORMS)) and (
            nxt is None or nxt.text in (",", "(", ".", ";", ":"))

    def title_name(self):
        """"X: <what it is>" titles (``doc._.paperkg_title``): a name-shaped X that the
        abstract names is the paper's proposal (method, or benchmark when the words around
        it in the abstract say so), unless a proposal already covers it."""
        title = self.doc._.paperkg_title
        if not title or not isinstance(title, str):
            return
        m = _TITLE_NAME.match(title)
        if m is None:
            return
        words = m.group(1).split()
        shapes = [word_shape(w) for w in words]
        if len(words) > 4 or "" in shapes or "strong" not in shapes:
            return
        key = _norm(m.group(1))
        if any(_norm(self._text(c)) == key or any(_norm(self._text(a)) == key for a in c.aliases)
               for c in self.proposed):
            return
        for n in self.names:
            if _norm(self._span_text(n)) == key:
                si = self.tok_sent[n.start]
                sent = self.sents[si]
                self._propose(n, max(sent.start, n.start - 1), si, sent, rule="propose-title")
                return

    def _cue_matches(self) -> list[tuple[str, int, int]]:
        """:func:`proposal_matches` plus "we VERB ... to propose" cues.

        A contribution verb (:data:`_INFINITIVE_PROPOSE`) in an infinitive of purpose whose
        subject is "we" ("we build on debiased learning to propose X", "we aim to
        introduce X", "we leverage this insight to develop X") is a ``"PROPOSE"`` cue
        spanning "we" .. the verb. "we" must stand in the same sentence at most 12 tokens
        before "to", not followed by a copula ("we are the first to"), with no clause
        break in between: punctuation, a relative or subject pronoun, "our" ("we extend
        our theory to introduce"), a negation, or a contribution verb of its own ("we
        introduce an approach to design": that verb is the cue).
        """
        out = list(proposal_matches(self.lower, self.pos))
        low = self.lower
        for sent in self.sents:
            for v in range(sent.start + 2, sent.end):
                if low[v] not in _INFINITIVE_PROPOSE or low[v - 1] != "to":
                    continue
                for s in range(v - 2, max(sent.start, v - 14) - 1, -1):
                    w = low[s]
                    if w == "we":
                        if s + 1 < v - 1 and low[s + 1] not in _BE_FORMS:
                            out.append(("PROPOSE", s, v + 1))
                        break
                    if w in _INFINITIVE_CLAUSE_BREAKS or w in _INFINITIVE_PROPOSE \
                            or not self.is_alpha[s] and "-" not in w:
                        break
        return sorted(set(out), key=lambda m: (m[1], m[2], m[0]))

    def novel_names(self):
        """"a novel X (XX)" / "a new X (XX)": an acronym-defined name introduced as new."""
        doc = self.doc
        low = self.lower
        for i, w in enumerate(low):
            if w not in ("a", "an", "novel", "new"):
                continue
            t = doc[i]
            if t.lower_ in ("a", "an") and self.tok_sent[t.i] in self.proposal_sents and t.i > 0 \
                    and doc[t.i - 1].lower_ == "as":
                n = self.name_at.get(t.i + 1)  # "... by treating a video as a Neural Knowledge Representation (NKR)"
                if n is None or self._pair_of(n.start_char, n.end_char) is None:
                    continue
            elif t.lower_ not in ("novel", "new") or t.i == 0 or doc[t.i - 1].lower_ not in ("a", "an"):
                continue
            n = self.name_at.get(t.i + 1)
            if n is None and t.lower_ in ("novel", "new"):
                n = self._new_lowercase_long_form(t.i + 1)
            if n is None or self._pair_of(n.start_char, n.end_char) is None:
                continue
            si = self.tok_sent[t.i]
            if any(x.lower_ in L.COMPARE_CUES for x in doc[self.sents[si].start:t.i]):
                continue
            self._propose(n, t.i, si, self.sents[si], rule="propose-novel")

    def _new_lowercase_long_form(self, k: int) -> Optional[Span]:
        """The long form of "a novel dual-path diffusion (DPD) model": an acronym long form
        that starts at token ``k`` (right after "novel" / "new"), is written in lower case
        (capitalised ones are names already), is followed by its short form in
        parentheses and a method descriptor head ("model", "module", "loss"), and is not
        an established technique (Papers with Code / CSO: "a novel reinforcement learning
        (RL) approach" is new as an approach, not as RL). None otherwise.
        """
        for (ss, se), (ls, le), a in self.pairs:
            if ls != self.idx[k] or le > ss:
                continue
            sp = self.doc.char_span(ss, se, alignment_mode="expand")
            if sp is None or sp.end + 1 >= len(self.doc) or self.words[sp.end] != ")" \
                    or _singular(self.lower[sp.end + 1]) not in L.METHOD_DESCRIPTOR_HEADS:
                return None
            key = _norm(a.long)
            if key in self.method_gaz_keys or key in technique_keys() or key in _pwc_keys("task"):
                return None
            return self.doc.char_span(ls, le, alignment_mode="expand")
        return None

    def quoted_names(self):
        """A quoted name before a method descriptor in a sentence about the paper's own
        work ("We identify a simple "FooViT" architecture", "our ``Bar'' method") is a
        proposal (rule ``propose-quoted``): quoting marks the name as new."""
        words, low = self.words, self.lower
        for n in self.names:
            b, e = n.start - 1, n.end
            if b < 0 or e + 1 >= len(words) or words[b] not in _OPEN_QUOTES or words[e] not in _CLOSE_QUOTES:
                continue
            if _singular(low[e + 1]) not in L.METHOD_DESCRIPTOR_HEADS:
                continue
            si = self.tok_sent[n.start]
            sent = self.sents[si]
            if not any(low[k] in ("we", "our") for k in range(sent.start, b)):
                continue
            self._propose(n, b, si, sent, rule="propose-quoted")

    def _propose(self, name: Span, v: int, si: int, sent: Span, rule: str):
        doc = self.doc
        if any(c.start == name.start_char for c in self.proposed):
            return
        etype = self._descriptor_type(name, v, before=rule in ("propose-object", "propose-named"))
        opener = doc[sent.start].lower_
        first_tok = {t.lower_ for t in doc[sent.start:v]}
        separate = opener in L.SEPARATE_CONTRIBUTION_OPENERS or bool(
            first_tok & L.SEPARATE_CONTRIBUTION_OPENERS) or any(
            t.lower_ in _SEPARATE_MARK for t in doc[v + 1:name.start])
        # the name of a method family defined by acronym ("LLMs") is never proposed
        txt = name.text
        if txt.endswith("s") and txt[:-1].isupper() and len(txt) <= 6:
            return
        if txt in L.GENERIC_ABBREVIATIONS:
            return
        if self._modifies_noun(name) and rule == "propose-object":
            # "a novel unsupervised RL framework": a defined lower-case acronym or a
            # known method name only modifies the descriptor
            key = _norm(txt)
            for _, _, a in self.pairs:
                if _norm(a.short) == key and not self._is_named_long(a, True):
                    return
            if key in self.method_gaz_keys:
                return
        if _norm(txt) in self.method_gaz_keys and name.label_ == "SINGLE":
            return
        whole = None
        if etype == "Method" and self.main is not None and not separate and si >= (self.main_sent or 0):
            whole = self.main
        role = "benchmark" if etype == "Dataset" else "proposed"
        start, end = name.start_char, name.end_char
        if self._pair_of(start, end) is None:
            # a name that only begins an acronym's long form ("SPARse" of "SPARse
            # fine-grained Contrastive alignment (SPARC)") stands for the whole long form
            for _, (ls, le), _a in self.pairs:
                if ls == start and end < le:
                    end = le
                    break
        c = self._add_with_pair(start, end, etype, role, rule, 0.9,
                                whole=None)
        if whole is not None:
            c.whole = self._text(whole)
            c.rule = "component-" + rule
        c.sent = si
        self.proposed.append(c)
        if etype == "Method" and self.main is None:
            self.main = c
            self.main_sent = si
            c.main = True  # marks the main method

    def _text(self, c: _Cand) -> str:
        return self.text[c.start:c.end]

    # ------------------------------------------------------------------ stage 2: components
    def _proposed_in_sentence(self, si: int, before_char: int) -> Optional[_Cand]:
        best = None
        for c in self.proposed:
            if c.etype != "Method" or c.whole is not None:
                continue
            for sp in [c] + c.aliases:
                if sp.sent == si and sp.start < before_char:
                    best = c
        if best is None:
            # a later mention of a proposed name in this sentence
            sent = self.sents[si]
            top = [c for c in self.proposed if c.etype == "Method" and c.whole is None]
            keys = {_norm(self._text(c)): c for c in top}
            for c in top:
                for a in c.aliases:
                    keys.setdefault(_norm(self._text(a)), c)
            for n in self._names_in(sent.start, sent.end):
                if n.start_char < before_char and _norm(self._span_text(n)) in keys:
                    best = keys[_norm(self._span_text(n))]
        return best

    def _component_ok(self, n: Span) -> bool:
        if n.label_ == "SINGLE":
            return False
        txt = n.text
        if txt.endswith("s") and txt[:-1].isupper():
            return False
        key = _norm(txt)
        if key in self.method_gaz_keys or key in self.dataset_gaz_keys or key in self.metric_gaz_keys \
                or key in self.task_gaz_keys or txt in L.GENERIC_ABBREVIATIONS:
            return False
        if any(_norm(self._text(c)) == key for c in self.proposed):
            return False
        for _, _, a in self.pairs:  # "novel view synthesis (NVS)": a known task, not a part
            if key in (_norm(a.short), _norm(a.long)):
                if _norm(a.long) in self.task_gaz_keys | self.method_gaz_keys:
                    return False
        if txt.isalpha() and txt.isupper() and len(txt) <= 3 and self._pair_of(n.start_char, n.end_char) is None:
            return False  # "RGB": an undefined short capital word
        return True

    def _add_component(self, n: Span, whole: _Cand, rule: str):
        if whole is None or _norm(self._span_text(n)) == _norm(self._text(whole)):
            return
        if any(c.start == n.start_char for c in self.proposed):
            return
        c = self._add_with_pair(n.start_char, n.end_char, "Method", "proposed", rule, 0.8,
                                whole=self._text(whole))
        c.sent = self.tok_sent[n.start]
        self.proposed.append(c)

    def variants(self):
        """Named variants of a proposed method ("RGIB-SSL and RGIB-REP" beside the
        proposed "RGIB"): a name made of a proposed name, a hyphen and a suffix that is
        not an adjective ("RGIB-based") is proposed too (rule ``propose-variant``; no
        part-of link: a variant is an instance, not a part)."""
        keys = {_norm(self._text(a)) for c in self.proposed if c.etype == "Method" for a in [c] + c.aliases}
        have = {(c.start, c.end) for c in self.proposed}
        for n in self.names:
            text = self.text[n.start_char:n.end_char]
            if "-" not in text or (n.start_char, n.end_char) in have:
                continue
            stem, suffix = text.rsplit("-", 1)
            if _norm(stem) not in keys or not suffix or suffix.lower() in L.ADJECTIVAL_SUFFIXES \
                    or not suffix[:1].isalnum() or _norm(text) in keys:
                continue
            c = self.add(n.start_char, n.end_char, "Method", "proposed", "propose-variant", 0.7)
            c.sent = self.tok_sent[n.start]
            self.proposed.append(c)
            keys.add(_norm(text))
            have.add((n.start_char, n.end_char))

    def components(self):
        if self.main is None:
            return
        lower, words, pos, idx = self.lower, self.words, self.pos, self.idx
        main_start = self.main.start
        for si, sent in enumerate(self.sents):
            if sent.end_char <= main_start:
                continue
            lo, hi = sent.start, sent.end
            # enumerations (i) X ... (ii) Y
            for i in range(lo, hi):
                if words[i] == "(" and i + 2 < hi and lower[i + 1] in _ENUM_MARKERS and words[i + 2] == ")":
                    body = i + 3
                elif lower[i] in _ENUM_MARKERS and i + 1 < hi and words[i + 1] == ")" and (i == lo or words[i - 1] != "("):
                    body = i + 2
                else:
                    continue
                if idx[i] < main_start:
                    continue
                stop = body
                while stop < hi and words[stop] not in (";",) and not (
                        words[stop] == "(" and stop + 2 < hi and lower[stop + 1] in _ENUM_MARKERS and words[stop + 2] == ")"):
                    stop += 1
                for n in self._names_in(body, min(stop, body + 12)):
                    if self._component_ok(n):
                        whole = self._proposed_in_sentence(si, idx[i]) or self.main
                        self._add_component(n, whole, "component-enumeration")
                        break
            # "whose X" and "M comprises X"
            for i in range(lo, hi):
                w = lower[i]
                if w == "whose" or (w in _CONTAIN_VERBS and pos[i] in ("VERB", "AUX")):
                    whole = self._proposed_in_sentence(si, idx[i])
                    if whole is None:
                        continue
                    lim = min(hi, i + 10) if w == "whose" else hi
                    for n in self._names_in(i + 1, lim):
                        if self._component_ok(n) and (w != "whose" or self._pair_of(n.start_char, n.end_char)):
                            self._add_component(n, whole, "component-" + ("whose" if w == "whose" else "contains"))
                            if w == "whose":
                                break
            # acronym-defined name opening a sentence after the proposal
            if si > (self.main_sent or 0):
                lead = [x for x in range(lo, min(lo + 4, hi)) if pos[x] not in ("DET", "PUNCT") and lower[x] not in (
                    "our", "specifically", "first", "then", "next", "finally", "second")]
                if lead:
                    n = self.name_at.get(lead[0])
                    if n is not None and self._pair_of(n.start_char, n.end_char) and self._component_ok(n):
                        self._add_component(n, self.main, "component-subject")

    # ------------------------------------------------------------------ stage 3: datasets
    def datasets(self):
        doc = self.doc
        lower, words, pos = self.lower, self.words, self.pos
        proposed_keys = {_norm(self._text(c)) for c in self.proposed}
        for si, sent in enumerate(self.sents):
            lo, hi = sent.start, sent.end
            sent_words = set(lower[lo:hi])
            exp = bool(sent_words & _EXPERIMENT_WORDS)
            listed = bool(sent_words & _LIST_TRIGGERS or ":" in sent_words)
            for i in range(lo, hi) if listed else ():
                w = lower[i]
                if w not in _LIST_TRIGGERS and words[i] != ":":
                    continue
                if w in ("as",) and (i == lo or lower[i - 1] != "such"):
                    continue
                kind = self._list_kind(i)
                if not exp and kind != "Method":
                    continue
                j = i + 1
                # "across five professional software of A, B and C": skip a short description
                skip = j
                while skip < min(hi, j + 6) and skip not in self.name_at and \
                        pos[skip] in ("DET", "NUM", "ADJ", "NOUN", "ADP") and words[skip] != ",":
                    skip += 1
                skipped = skip > j and skip in self.name_at
                if skipped:
                    j = skip
                found = []
                while j < hi:
                    n = self.name_at.get(j)
                    if n is not None:
                        found.append(n)
                        j = n.end
                        continue
                    if lower[j] in _LIST_JOIN or words[j] == ",":
                        j += 1
                        continue
                    break
                if not found or (skipped and len(found) < 2):
                    continue
                if kind == "Method":
                    for n in found:
                        if _norm(self._span_text(n)) not in proposed_keys:
                            self.add(n.start_char, n.end_char, "Method", self._method_role(n.start_char),
                                     "method-list", 0.7)
                    continue
                if kind == "Dataset" or len(found) >= 2 or w in ("on", "across"):
                    # "on COCO, ADE20K and Cityscapes": a one-word name listed beside a
                    # name-shaped one is a dataset too
                    strong = len(found) >= 2 and any(n.label_ != "SINGLE" for n in found)
                    for n in found:
                        self._dataset(n, "dataset-list", proposed_keys, allow_single=strong)
            for n in self._names_in(lo, hi):
                nxt = lower[n.end] if n.end < len(doc) else None
                low = self._span_text(n).lower()
                if nxt is not None and nxt in ("dataset", "datasets", "benchmark", "benchmarks", "corpus", "suite"):
                    self._dataset(n, "dataset-head", proposed_keys)
                elif (low.endswith("bench") or low.split()[-1] in ("benchmark", "dataset", "corpus")) \
                        and n.label_ != "SINGLE":
                    self._dataset(n, "dataset-head", proposed_keys)
        for s in self.gaz_by_type.get("Dataset", []):
            n = self.name_at.get(s.start)
            if n is not None and n.end == s.end:
                self._dataset(n, "dataset-gazetteer", proposed_keys)

    def _list_kind(self, i: int) -> Optional[str]:
        """What an example list after "such as / including / e.g." (trigger token
        ``i``) enumerates: the nearest preceding head noun decides
        (datasets/benchmarks vs models/methods)."""
        if self.lower[i] in ("on", "across"):
            return "Dataset"
        sent = self.sents[self.tok_sent[i]]
        for k in range(i - 1, max(sent.start, i - 8) - 1, -1):
            low = self.lower[k]
            if low in L.BENCHMARK_HEADS:
                return "Dataset"
            if low in _LIST_METHOD_NOUNS:
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
        if stem in L.MODEL_FAMILIES or text in L.MODEL_FAMILIES:
            return True
        m = re.match(r"[A-Za-z]+\d+", text)  # "T5-XL", "mT5"
        if m and m.group(0) in L.MODEL_FAMILIES:
            return True
        return bool(re.search(L.MODEL_SUFFIX_RE, text))

    def _dataset(self, n: Span, rule: str, proposed_keys: set[str], allow_single: bool = False):
        # "NoCaps CIDEr": a metric name glued to the dataset name is not part of it
        while len(n) > 1 and (n[-1].text in L.METRIC_ABBREVIATIONS or n[-1].lower_ in L.METRIC_WORDS):
            n = n[:-1]
        key = _norm(self._span_text(n))
        if key not in proposed_keys and key not in self.dataset_gaz_keys and self._is_model_name(n.text):
            # "on LLaMA-V1/V2 and OPT": models the paper runs, not datasets
            self.add(n.start_char, n.end_char, "Method", self._method_role(n.start_char),
                     "method-model-name", 0.7)
            return
        if n.text.isupper() and len(n.text) <= 5 and key not in self.dataset_gaz_keys \
                and n.end < len(self.doc) and self.lower[n.end] in ("benchmarks", "datasets", "tasks"):
            return  # "on XMC benchmarks": an abbreviation naming a field before a plural
        if key in self.metric_gaz_keys or n.text in L.METRIC_ABBREVIATIONS:
            return
        if n.label_ == "SINGLE" and key not in self.dataset_gaz_keys and rule != "dataset-head" and not (
                allow_single and n.text[:1].isupper() and n.text.lower() not in L.NAME_STOPWORDS):
            return
        if key in proposed_keys:
            # a proposed benchmark is also a dataset the paper evaluates on
            for c in self.proposed:
                if c.etype == "Dataset" and _norm(self._text(c)) == key:
                    self.add(n.start_char, n.end_char, "Dataset", "dataset", rule, 0.8)
            return
        if key in self.method_gaz_keys and key not in self.dataset_gaz_keys:
            return
        if n.text in L.GENERIC_ABBREVIATIONS:
            return
        if n.text.endswith("s") and n.text[:-1].isupper():
            return
        for _, _, a in self.pairs:
            if key in (_norm(a.short), _norm(a.long)):
                long = a.long.lower()
                if not any(h in long for h in L.BENCHMARK_HEADS):
                    return
        self.add(n.start_char, n.end_char, "Dataset", "dataset", rule, 0.8)

    # ------------------------------------------------------------------ stage 4: methods
    def _unit_end(self, i: int, j: int) -> int:
        """End of the whitespace-free word unit starting at token i ("two-layer")."""
        words, ws = self.words, self.ws
        k = i + 1
        while k < j and not ws[k - 1] and (words[k] == "-" or words[k - 1] == "-"):
            k += 1
        return k

    def _verbal_lead(self, i: int) -> bool:
        """Is the participle/gerund at token ``i`` opening a noun phrase a verb ("we
        analyzed X", "Using X as ...") rather than a modifier ("supervised fine-tuning")?"""
        if self.lower[i] in NOMINAL_GERUNDS:
            return False
        if i == 0 or self.sents[self.tok_sent[i]].start == i:
            return self.name_at.get(i) is None  # "Spiking Neural Networks" opens a name
        return self.pos[i - 1] in ("PRON", "NOUN", "PROPN", "AUX", "ADV", "VERB")

    def _trim_chunk(self, chunk: Span) -> Optional[Span]:
        key = (chunk.start, chunk.end)
        if key not in self._trim_cache:
            self._trim_cache[key] = self._trim_chunk_uncached(chunk)
        return self._trim_cache[key]

    def _trim_chunk_uncached(self, chunk: Span) -> Optional[Span]:
        i, j = chunk.start, chunk.end
        doc = self.doc
        lower, words, pos, tag, ws = self.lower, self.words, self.pos, self.tag, self.ws
        while i < j:
            if i + 1 < j and not ws[i] and (words[i + 1] == "-" or words[i] == "-"):
                k = self._unit_end(i, j)
                unit_text = "".join(words[x] + (" " if ws[x] and x < k - 1 else "") for x in range(i, k))
            else:  # a one-token unit (what _unit_end gives when no hyphen is glued on)
                k = i + 1
                unit_text = words[i]
            low = unit_text.lower()
            if k - i > 1:
                strip = low in L.NP_STRIP_LEFT or low in L.EVALUATIVE or doc[i].like_num and lower[k - 1] in ("fold", "times")
            else:
                strip = (low in L.NP_STRIP_LEFT or low in L.EVALUATIVE
                         or pos[i] in _TRIM_POS or tag[i] in _TRIM_TAGS
                         or (tag[i] in ("VBG", "VBN") and k < j and self._verbal_lead(i))
                         or low in ("-", "—"))
            if not strip and _SIZE_RE.match(unit_text):
                strip = True
            if strip and words[i][:1].isupper() and pos[i] in ("ADJ", "PROPN", "NOUN") and i > chunk.start:
                strip = False  # "Large Language Models": part of a name
            if not strip:
                break
            i = k
        for k in range(i, j):
            w = lower[k]
            if w in _SELF_VERBS_NOUNISH and k > i:
                i = k + 1  # "This paper studies X" tagged as one noun phrase
            elif w in ("'s", "’s") and k + 1 < j:
                i = k + 1  # "the client's local model" -> "local model"
            elif w.startswith(("outperform", "surpass")) and k + 1 < j:
                i = k + 1  # a mis-tagged verb: "outperform Transformers"
        while j > i and pos[j - 1] == "PUNCT":
            j -= 1
        if i >= j:
            return None
        return Span(doc, i, j)  # doc[i:j] without the slice normalisation (0 <= i < j <= len)

    def methods(self):
        doc = self.doc
        proposed_keys = set()
        for c in self.proposed:
            proposed_keys.add(_norm(self._text(c)))
            for a in c.aliases:
                proposed_keys.add(_norm(self._text(a)))
        # acronym definitions headed by method nouns
        for (ss, se), (ls, le), a in self.pairs:
            if _norm(a.short) in proposed_keys or _norm(a.long) in proposed_keys:
                continue
            head = a.long.lower().replace("-", " ").split()[-1] if a.long.split() else ""
            head_s = head[:-1] if head.endswith("s") else head
            if head in L.METHOD_HEADS or head_s in L.METHOD_HEADS or _norm(a.long) in self.method_gaz_keys \
                    or self._defined_as_method(max(se, le)):
                self.add(ss, se, "Method", self._method_role(ss), "method-acronym", 0.85)
                self.add(ls, le, "Method", self._method_role(ls), "method-acronym", 0.85)
        # names of pretrained checkpoints anywhere: a name with a size or variant suffix
        # ("for LLaMA-7B", "CoCa-Large"), also where the name tagger saw no name
        seen_ckpt = set()
        for n in self.names:
            if n.text[:1].isalpha() and _norm(n.text) not in proposed_keys and _norm(n.text) not in self.dataset_gaz_keys \
                    and re.search(L.MODEL_SUFFIX_RE, n.text):
                self.add(n.start_char, n.end_char, "Method", self._method_role(n.start_char), "method-model-name", 0.7)
                seen_ckpt.add(n.start_char)
        for m in _CHECKPOINT_RE.finditer(self.text):
            if m.start() not in seen_ckpt and _norm(m.group()) not in proposed_keys:
                self.add(m.start(), m.end(), "Method", self._method_role(m.start()), "method-model-name", 0.7)
        # gazetteer
        for s in self.gaz_by_type.get("Method", []):
            if _norm(self._span_text(s)) in proposed_keys:
                continue
            self.add(s.start_char, s.end_char, "Method", self._method_role(s.start_char, "method-gazetteer"), "method-gazetteer", 0.75)
        # noun phrases headed by method nouns
        for chunk in self.nps:
            sp = self._trim_chunk(chunk)
            if sp is None:
                continue
            hi = sp.end - 1  # the head token
            hl = self.lower[hi]
            lem = _singular(hl)
            if hl in _STANDALONE_METHODS or lem in _STANDALONE_METHODS:
                pass
            elif lem not in L.METHOD_HEADS and hl not in L.METHOD_HEADS:
                # "transformer backbone": a method noun directly before a generic head
                inner = [k for k in range(sp.start, hi) if self.lower[k] in _STANDALONE_METHODS
                         and not (k + 1 < len(doc) and self.words[k + 1] == "-")]
                if inner:
                    k = inner[-1]
                    start = self.idx[k]
                    self.add(start, start + len(self.words[k]), "Method", self._method_role(start, "method-standalone"),
                             "method-standalone", 0.7)
                continue
            sp_text = self.text[sp.start_char:sp.end_char]
            mods = [k for k in range(sp.start, hi) if self.pos[k] in ("NOUN", "PROPN", "ADJ", "VERB", "X") or "-" in self.words[k]]
            strong_mods = [k for k in mods if self.pos[k] in ("NOUN", "PROPN", "X") or "-" in self.words[k]
                           or (self.pos[k] == "ADJ" and self.lower[k] not in L.EVALUATIVE
                               and (hl not in ("model", "models", "network", "networks", "algorithm", "algorithms", "net", "nets")
                                    or _norm(sp_text) in technique_keys()
                                    or self._qualified_neural_net(sp, k)))]
            if (lem in L.WEAK_METHOD_HEADS or hl in L.WEAK_METHOD_HEADS) and not (
                    strong_mods and self._technical(sp)):
                continue  # "prediction model", "base models", "secret decoder"
            low = sp_text.lower()
            if low in L.FIELDS or any(low.startswith(f + " ") for f in L.FIELDS):
                continue
            if any(le > sp.start_char and le == sp.end_char and ls > sp.start_char
                   for _, (ls, le), _ in self.pairs):
                continue  # "urban Multimodal Large Language Models (MLLMs)": the pair rule has it
            if len(sp) == 1 and hl not in _STANDALONE_METHODS:
                continue
            if _singular(hl) == "operator" and not self._operator_technique(sp):
                continue  # "linear operator", "differential operators": objects of mathematics
            if any(_norm(self._span_text(n)) in proposed_keys for n in self._names_in(sp.start, sp.end)):
                continue
            if len(sp_text.split()) > 6:
                continue
            named = self._name_before_generic_head(sp)
            if named is not None:  # "the MobileBERT model" -> "MobileBERT"
                if _norm(self._span_text(named)) not in proposed_keys:
                    self.add(named.start_char, named.end_char, "Method", self._method_role(named.start_char, "method-np"),
                             "method-np", 0.65)
                continue
            # drop leading words up to the last generic adjective-like evaluative word
            self.add(sp.start_char, sp.end_char, "Method", self._method_role(sp.start_char, "method-np"), "method-np", 0.65)
        # a technique that modifies a descriptor noun: "a dynamic hard mining strategy",
        # "gradient flow dynamics" -> "hard mining", "gradient flow"
        vocab = method_words()
        for chunk in self.nps:
            h = chunk.end - 2
            if h <= chunk.start or self.lower[chunk.end - 1] not in _DESCRIPTOR_TAILS:
                continue
            if _singular(self.lower[h]) not in L.METHOD_HEADS or self.words[h - 1] == "-" or self.words[h + 1] == "-":
                continue
            m = h - 1
            w = self.lower[m]
            if self.pos[m] not in ("NOUN", "ADJ", "PROPN") or w not in vocab or w in L.GENERIC_MODIFIERS \
                    or w in L.EVALUATIVE or w in L.NP_STRIP_LEFT or (m > chunk.start and self.words[m - 1] == "-"):
                continue
            start, end = self.idx[m], self.idx[h] + len(self.words[h])
            if _norm(self.text[start:end]) in proposed_keys:
                continue
            self.add(start, end, "Method", self._method_role(start, "method-np"), "method-np", 0.6)
        # an established operation naming a part of an architecture: "the clustering
        # module", "max pooling layers" -> "clustering", "max pooling"
        for chunk in self.nps:
            h = chunk.end - 2
            if h < chunk.start or self.lower[chunk.end - 1] not in L.ARCHITECTURE_PARTS \
                    or self.lower[h] not in L.PART_TECHNIQUES or self.words[h + 1] == "-":
                continue
            start = self.idx[h]
            if h > chunk.start and self.lower[h - 1] in method_words() and self.pos[h - 1] in ("NOUN", "ADJ") \
                    and self.lower[h - 1] not in L.GENERIC_MODIFIERS and self.lower[h - 1] not in L.EVALUATIVE:
                start = self.idx[h - 1]  # "max pooling layers", "spectral clustering module"
            end = self.idx[h] + len(self.words[h])
            if _norm(self.text[start:end]) in proposed_keys:
                continue
            self.add(start, end, "Method", self._method_role(start, "method-np"), "method-part", 0.6)
        self._coordinated_technique_nouns(proposed_keys)
        # names after use / comparison cues
        for si, sent in enumerate(self.sents):
            for i in range(sent.start, sent.end):
                if i + 1 not in self.name_at and i + 2 not in self.name_at:
                    continue  # (tested first: few tokens stand before a name)
                w = self.lower[i]
                if not (w in _USE_CUES or w in L.COMPARE_CUES or w.startswith(("outperform", "surpass"))
                        or w == "of" and self._form_of_after_use_cue(i, sent.start)):
                    continue
                n = self.name_at.get(i + 1)
                if n is None and i + 2 < sent.end and self.pos[i + 1] == "DET":
                    n = self.name_at.get(i + 2)
                if n is None:
                    continue
                n_text = self.text[n.start_char:n.end_char]
                if n.label_ == "SINGLE" and _norm(n_text) not in self.method_gaz_keys:
                    continue
                if len(n_text) <= 3 and _norm(n_text) not in self.method_gaz_keys and \
                        self._pair_of(n.start_char, n.end_char) is None and _norm(n_text) not in self.alias:
                    continue  # "ID", "ToM": an undefined short capital word is no method name
                if _norm(n_text) in proposed_keys:
                    continue
                start, end = n.start_char, n.end_char
                chunk = self.chunk_of.get(n.start)
                if chunk is not None and chunk.end > n.end and self.lower[chunk.end - 1] in _CUE_EXTENDING_HEADS \
                        and not (chunk.end == n.end + 1 and self.lower[n.end] in _NAMED_MODEL_HEADS
                                 and not self._defines_non_method(n_text)):
                    end = chunk.end_char  # "X encoder", but "the X model" is X
                self.add(start, end, "Method", self._method_role(n.start_char), "method-cue", 0.7)

    def _operator_technique(self, sp: Span) -> bool:
        """Whether a noun phrase headed by "operator(s)" names a technique rather than a
        mathematical object: one modifier is "neural" ("spectral-type neural operators"),
        a name ("Fourier neural operator", "Bellman operator", "Koopman operators"; not the
        sentence's first word) or a hyphenated compound not opened by a bound prefix
        ("soft-maximum operator"; not "non-linear operator")."""
        sent_start = self.sents[self.tok_sent[sp.start]].start
        for k in range(sp.start, sp.end - 1):
            w, txt = self.lower[k], self.words[k]
            if w == "neural" or txt[:1].isupper() and k != sent_start and self.is_alpha[k]:
                return True
            if w == "-" and k > sp.start and self.lower[k - 1] not in _BOUND_PREFIX_WORDS \
                    or w != "-" and "-" in w and w.split("-", 1)[0] not in _BOUND_PREFIX_WORDS:
                return True
        return False

    def _form_of_after_use_cue(self, i: int, lo: int) -> bool:
        """Whether "of" at token ``i`` follows a noun that names a form of a method which
        a use cue introduces: "based on the semi-dual formulation of X", "using a
        relaxed version of X", "building on the theory of X" (the name after "of" is
        the method used). Looks back at most six tokens, not before ``lo`` nor across a
        comma."""
        if i - 1 < lo or _singular(self.lower[i - 1]) not in _METHOD_FORM_NOUNS:
            return False
        for k in range(i - 2, max(lo, i - 7) - 1, -1):
            w = self.lower[k]
            if w in (",", ";", ":"):
                return False
            if w in _USE_CUES and w not in ("on", "upon", "with", "from") or \
                    w in ("on", "upon") and k > lo and self.lower[k - 1] in ("based", "build", "builds", "building", "relies", "rely", "relying"):
                return True
        return False

    def _defined_as_method(self, end_char: int) -> bool:
        """Whether the acronym definition ending at character ``end_char`` is followed by a
        copula that classes it as a method: "Iterated Best Response (IBR) is a simple and
        natural dynamic for ...", "... (SWA) is a widely used technique".

        After the definition: "is" / "are" / "was" / "were", a determiner, at most five
        adjectives, adverbs, participles, "and" or commas, then a noun run whose last noun
        is in :data:`~kg.extract.lexicon.METHOD_DESCRIPTOR_HEADS` or is "dynamic(s)" /
        "heuristic(s)" ("an algorithm framework" yes, "a policy response" no). The text states what the defined thing is, so the long form's
        own head ("Response", "Play") does not matter.
        """
        tok = self.doc.char_span(max(0, end_char - 1), end_char, alignment_mode="expand")
        if tok is None:
            return False
        k, n, low = tok.end, len(self.doc), self.lower
        while k < n and low[k] in (")", "]"):
            k += 1
        if k + 2 >= n or low[k] not in ("is", "are", "was", "were") or self.pos[k + 1] != "DET":
            return False
        k += 2
        for _ in range(6):
            if k >= n:
                return False
            if self.pos[k] in ("NOUN", "PROPN"):
                while k + 1 < n and self.pos[k + 1] in ("NOUN", "PROPN"):
                    k += 1  # the head ends the noun run: "a policy response" is no policy
                w = _singular(low[k])
                return w in L.METHOD_DESCRIPTOR_HEADS or w in ("dynamic", "dynamics", "heuristic")
            if self.pos[k] not in ("ADJ", "ADV", "CCONJ", "VERB") and low[k] != ",":
                return False
            k += 1
        return False

    def _name_before_generic_head(self, sp: Span) -> Optional[Span]:
        """The name in "(the / baseline) NAME model(s)": a name-shaped span (``self.names``)
        that ends right before a head of :data:`_NAMED_MODEL_HEADS` and is preceded in
        ``sp`` only by generic or evaluative words ("the heavily optimized", "baseline").
        The head adds nothing to the name ("the MobileBERT model" is MobileBERT); None
        when ``sp`` has another shape ("CLIP image encoder", "ResNet-50 backbone").
        """
        if self.lower[sp.end - 1] not in _NAMED_MODEL_HEADS:
            return None
        for n in self.names:
            if n.end != sp.end - 1 or n.start < sp.start or not any(c.isupper() for c in n.text[1:]):
                continue  # "a Bayesian model": a capitalised adjective, no model name
            if self._defines_non_method(self._span_text(n)):
                return None  # "RS models" with "recommender systems (RSs)": RS is no model name
            if all(self.lower[k] in L.GENERIC_MODIFIERS or self.lower[k] in L.EVALUATIVE
                   or self.lower[k] in L.NP_STRIP_LEFT for k in range(sp.start, n.start)):
                return n
        return None

    def _defines_non_method(self, short: str) -> bool:
        """True when ``short`` (or its plural / singular) is an acronym of this text whose
        long form is not headed by a method noun (:data:`~kg.extract.lexicon.METHOD_HEADS`)."""
        keys = {short, short + "s", short[:-1] if short.endswith("s") else short}
        for _, _, a in self.pairs:
            if a.short in keys:
                words = a.long.lower().replace("-", " ").split()
                return not words or _singular(words[-1]) not in L.METHOD_HEADS
        return False

    def _coordinated_technique_nouns(self, proposed_keys: set[str]):
        """Techniques coordinated before a shared class noun: "prior distillation and
        pruning techniques", "quantization, pruning or distillation methods" give one
        method per conjunct ("distillation", "pruning").

        Each conjunct is one word of :data:`_COORDINATED_TECHNIQUES` (a method head that
        names a technique by itself); at least two conjuncts, joined by "and" / "or" /
        commas, and the list ends right before a plural class noun
        (:data:`_TECHNIQUE_CLASS_NOUNS`). A lone "pruning techniques" is left to the
        noun-phrase rules.
        """
        low = self.lower
        for sent in self.sents:
            for j in range(sent.start + 3, sent.end):
                if low[j] not in _TECHNIQUE_CLASS_NOUNS or low[j - 1] not in _COORDINATED_TECHNIQUES:
                    continue
                conj = [j - 1]
                k = j - 2
                while k >= sent.start:
                    if low[k] in ("and", "or", ","):
                        k -= 1
                        if k >= sent.start and low[k] == ",":
                            k -= 1
                        if k >= sent.start and low[k] in _COORDINATED_TECHNIQUES and self.words[k + 1] != "-" \
                                and (k == sent.start or self.words[k - 1] != "-"):
                            conj.append(k)
                            k -= 1
                            continue
                    break
                if len(conj) < 2:
                    continue
                for k in sorted(conj):
                    start = self.idx[k]
                    if _norm(self.words[k]) in proposed_keys:
                        continue
                    self.add(start, start + len(self.words[k]), "Method",
                             self._method_role(start, "method-np"), "method-coordinated", 0.6)

    def _qualified_neural_net(self, sp: Span, k: int) -> bool:
        """True when token ``k`` is "neural" right before the head "network(s)" / "net(s)"
        of ``sp`` and a non-evaluative word qualifies it ("deep neural networks", "an
        epistemic neural network", "fully connected neural nets"): a family of neural
        architectures, a method the paper uses. Bare "neural networks" and "the best
        neural network" stay out (the field, not a technique).
        """
        if self.lower[k] != "neural" or k != sp.end - 2 or k == sp.start:
            return False
        q = self.lower[k - 1]
        if q in L.EVALUATIVE or q in L.NP_STRIP_LEFT or q in L.GENERIC_MODIFIERS or q == "state-of-the-art" \
                or q.endswith("ing") and "-" not in q:
            return False  # "training neural networks": a gerund and its object
        return self.is_alpha[k - 1] or "-" in q  # "deep", "finite-width"

    def _technical(self, sp: Span) -> bool:
        """Positive evidence that a noun phrase with a generic method head ("model",
        "encoder", "learning", ...) names a technique: the phrase is a Papers with Code
        method name, or one of its modifiers is a name ("CLIP image encoder", "ReLU
        nets"), a depth ("two-layer networks") or a word of the Papers with Code method vocabulary
        (:func:`~kg.extract.gazetteer.method_words`: "diffusion", "contrastive") that
        is not in :data:`~kg.extract.lexicon.GENERIC_MODIFIERS` ("feature", "base",
        "prediction").
        """
        if _norm(self._span_text(sp)) in self.method_gaz_keys:
            return True
        vocab = method_words()
        sent_start = self.sents[self.tok_sent[sp.start]].start
        for k in range(sp.start, sp.end - 1):
            w = self.lower[k]
            if _DEPTH_RE.fullmatch(w) or w in ("layer", "layers") and k > sp.start and self.words[k - 1] == "-" \
                    and _DEPTH_RE.fullmatch(self.lower[k - 2] + "-layer"):
                return True  # "two-layer fully connected networks": an architecture the paper analyses
            if w in L.GENERIC_MODIFIERS or w in L.EVALUATIVE or w in L.NP_STRIP_LEFT or not self.is_alpha[k] and "-" not in w:
                continue
            txt = self.words[k]
            if _VARIABLE_RE.match(txt) or len(txt) == 1 and k + 1 < sp.end and self.words[k + 1] == "-":
                continue  # "an L-layer model", "a k-step method": a variable, not a name
            if any(c.isupper() for c in txt[1:]) or (txt[:1].isupper() and k != sent_start):
                return True  # a name as modifier
            parts = [x for x in w.split("-") if x and x not in L.ADJECTIVAL_SUFFIXES]
            if any(x in vocab and x not in L.GENERIC_MODIFIERS for x in parts):
                return True
        if _singular(self.lower[sp.end - 1]) == "agent":
            return False  # "autonomous agents": CSO topics name kinds of agents, not techniques
        known = technique_keys()
        for k in range(max(sp.start, sp.end - 3), sp.end - 1):
            w = self.lower[k]
            if w not in L.GENERIC_MODIFIERS and w not in L.EVALUATIVE and \
                    _norm(self.text[self.idx[k]:sp.end_char]) in known:
                return True  # "decision-aware reinforcement learning"
        return False

    def _method_role(self, char: int, rule: str = "") -> str:
        """Role of a method mention starting at character ``char``.

        ``"compared"`` after a comparison cue ("outperforms X", "than X") within the
        8 preceding tokens of its sentence; ``"mention"`` when the text names it only as
        background (:meth:`_is_background`); else ``"used"``.
        """
        tok = self.doc.char_span(char, char + 1, alignment_mode="expand")
        if tok is None:
            return "used"
        i = tok.start
        si = self.tok_sent.get(i, 0)
        lo = max(self.sents[si].start, i - 8)
        for w in self.lower[lo:i]:
            if w in L.COMPARE_CUES or w.startswith(("outperform", "surpass", "compar", "beat")):
                return "compared"
        if self._is_background(i, si, rule):
            return "mention"
        return "used"

    def _self_sentence(self, si: int) -> bool:
        """Does sentence ``si`` speak about this paper's own work ("we", "our", "this
        paper", a proposed name)?"""
        if si not in self._self_cache:
            sent = self.sents[si]
            words = self.lower[sent.start:sent.end]
            own = any(w in L.SELF_WORDS for w in words) or any(
                a in L.SELF_DEMONSTRATIVE_OBJECTS and b in ("this", "the", "our")
                for b, a in zip(words, words[1:]))
            if not own and self.proposed:
                if self._own_keys is None:
                    self._own_keys = {_norm(self._text(a)) for c in self.proposed for a in [c] + c.aliases}
                own = any(_norm(self._span_text(n)) in self._own_keys for n in self._names_in(sent.start, sent.end))
            self._self_cache[si] = own
        return self._self_cache[si]

    def _first_self_sentence(self) -> int:
        for si in range(len(self.sents)):
            if self._self_sentence(si):
                return si
        return len(self.sents)

    def _is_background(self, i: int, si: int, rule: str) -> bool:
        """Is the method at token ``i`` of sentence ``si`` named only as background?

        True (a) inside an "Unlike X, ..." / "In contrast to X, ..." clause or after
        "limitations / drawbacks of"; (b) in a sentence that does not speak about the
        paper's own work (:meth:`_self_sentence`) but about prior work or its limits
        (a cue of :data:`~kg.extract.lexicon.BACKGROUND_CUES`: "existing", "prior",
        "struggle", "suffer", ...); (c) for a gazetteer or noun-phrase hit, in a sentence
        before the first one about the paper's own work that is not an acronym
        definition. Methods the paper builds on are named in its own sentences and
        stay ``used``.
        """
        sent = self.sents[si]
        low = self.lower
        for k in range(max(sent.start, i - 12), i):
            w = low[k]
            if w == "unlike" or (w == "contrast" and k + 1 < i and low[k + 1] == "to")                     or (w in ("limitations", "limitation", "drawbacks", "shortcomings", "weaknesses")
                        and k + 1 < i and low[k + 1] == "of" and i - k <= 6):
                if "," not in self.words[k:i] and (w not in ("unlike", "contrast") or k - sent.start <= 3
                                                   or self.words[k - 1] == ","):
                    return True
        if self._self_sentence(si):
            return False
        if any(w in L.BACKGROUND_CUES for w in low[sent.start:i]):
            return True  # "Existing approaches such as X ..."
        for k in range(i + 1, min(sent.end, i + 7)):
            if low[k] in (",", ";", "but", "while", "whereas", "which", "that", "and"):
                break
            if low[k] in L.BACKGROUND_CUES or low[k] in ("face", "faces"):
                return True  # "X suffers from ...", "X (e.g., Y) face a limitation"
        if rule in ("method-gazetteer", "method-np", "method-standalone") and si < self._first_self_sentence():
            # named before the paper speaks of its own work, and not taken up there
            # ("... gradient clipping stabilizes training. We show that clipping ...",
            # "Diffusion models ... We propose a latent diffusion framework")
            ch = self.chunk_of.get(i)
            lo, hi = (ch.start, ch.end) if ch is not None else (i, i + 1)
            own = self._self_heads()
            return not any(_singular(low[k]) in own for k in range(max(lo, i), hi)
                           if low[k] not in L.GENERIC_NOUNS and low[k] not in _GENERIC_METHOD_WORDS
                           and low[k] not in L.EVALUATIVE and low[k] not in L.NP_STRIP_LEFT and self.words[k].isalpha())
        return False

    def _np_end(self, i: int) -> int:
        """End token of the noun phrase that contains token ``i`` (``i + 1`` if none)."""
        ch = self.chunk_of.get(i)
        return ch.end if ch is not None else i + 1

    def _self_heads(self) -> set[str]:
        """Singular lower-case words of the sentences about the paper's own work."""
        if self._self_words is None:
            self._self_words = {_singular(self.lower[k]) for si, sent in enumerate(self.sents)
                                if self._self_sentence(si) for k in range(sent.start, sent.end)}
        return self._self_words

    # ------------------------------------------------------------------ stage 5: tasks
    def _focus_setup(self):
        """The main proposal (the main proposed method, else the first proposed
        benchmark): its sentence and the tokens that end one of its names (the name
        itself or the ")" of an acronym right after it)."""
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
                    if core is None or len(core) < 2 or len(core) > 6 or \
                            not self._problem_head(self.lower[core.end - 1]):
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

    def _task_core_uncached(self, chunk: Span) -> Optional[Span]:
        sp = self._trim_chunk(chunk)
        if sp is None:
            return None
        # a verb mis-tagged as noun can glue a proposed name to the phrase:
        # "SVL attains strong zero-shot 3D classification" -> start after the name
        for n in self._names_in(sp.start, sp.end):
            if _norm(self._span_text(n)) in self._proposed_keys and n.end < sp.end:
                rest = self._trim_chunk(self.doc[n.end + 1:sp.end]) if n.end + 1 < sp.end else None
                if rest is None:
                    return None
                sp = rest
        trailer = self.lower[sp.end - 1] in _TASK_TRAILERS
        core = self.doc[sp.start:sp.end - 1] if trailer and len(sp) > 1 else sp
        return core

    def _task_tags(self, chunk: Span, core: Span) -> set[str]:
        """Positions that make a noun phrase a task mention (empty set: none)."""
        doc = self.doc
        tags = set()
        si = self.tok_sent[chunk.start]
        sent = self.sents[si]
        prev = doc[chunk.start - 1] if chunk.start > sent.start else None
        if prev is not None and prev.lower_ in _TASK_BLOCK:
            return set()
        if prev is not None and prev.lower_ in ("and", "or"):
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
        if core.end < chunk.end and doc[chunk.end - 1].lower_ in _TASK_TRAILERS:
            tags.add("trailer")
        if prev is not None and prev.lower_ in _TASK_CONTEXT_PREP:
            tags.add("prep")
            if prev.lower_ == "for":
                tags.add("for")
        if chunk.start == sent.start or (prev is not None and prev.text == "," and prev.i == sent.start + 1):
            tags.add("subject")
        if si == 0 and chunk.start <= sent.start + 2:
            tags.add("opening")
        if self.main is not None and si == self.main_sent and chunk.start_char > self.main.end:
            tags.add("main-sentence")
        if prev is not None and prev.lower_ == "for" and self._attached_to_proposal(prev.i):
            tags.add("purpose")
        b = chunk.start - 1
        while b > sent.start and self.pos[b] == "DET":
            b -= 1
        if b >= sent.start and self.lower[b] in ("on", "across") and core.start in self.name_at \
                and self.name_at[core.start].label_ != "SINGLE" \
                and any(w in _EXPERIMENT_WORDS for w in self.lower[sent.start:chunk.start]):
            tags.add("evaluation-suite")  # "Experiments on the StarCraft II micromanagement tasks"
        if prev is not None and prev.lower_ in _RESULT_PREPS and self._result_claim(si, chunk.start):
            tags.add("result")
        # appositive descriptor of a proposed name: "X, a hybrid randomized defense"
        if prev is not None and prev.text == "," and chunk.start >= 2:
            before = doc[chunk.start - 2]
            for c in self.proposed:
                for a in [c] + c.aliases:
                    if a.end == before.idx + len(before.text) or (before.text == ")" and a.end == before.idx + 1):
                        tags.add("appositive")
        return tags

    def _framed_as_task(self, chunk: Span, core: Span) -> Optional[str]:
        """How the text itself frames the phrase as a problem, or None: ``"trailer"``
        ("X tasks", "the X setting"), ``"problem-of"`` ("the problem of X", "the field
        of X") or ``"copula"`` ("X is a (challenging) problem", "X has been a
        fundamental challenge", "X remains an open problem", "X is a fundamental topic")."""
        low, n = self.lower, len(self.lower)
        if core.end < chunk.end and low[chunk.end - 1] in _TASK_TRAILERS:
            return "trailer"
        j = chunk.end
        if j + 3 < n and self.words[j] == "(" and self.words[j + 2] == ")" and \
                low[j + 3] in ("problem", "problems", "task", "tasks", "challenge", "setting") and \
                self._pair_of(self.doc[j + 1].idx, self.doc[j + 1].idx + len(self.words[j + 1])) is not None and \
                not all(self.words[k][:1].isupper() for k in range(core.start, core.end) if self.words[k].isalpha()):
            # "the multi-granularity noisy correspondence (MNC) problem" (a Title Case
            # long form names a theory or method: "Optimal Transport (OT) problem")
            return "trailer"
        if chunk.start >= 2 and low[chunk.start - 1] == "of" and \
                low[chunk.start - 2] in ("problem", "task", "challenge", "field", "area"):
            return "problem-of"
        if chunk.start >= 2 and low[chunk.start - 1] == "in" and \
                low[chunk.start - 2] in ("problem", "problems", "challenge", "challenges"):
            return "problem-of"  # "the trade-off problem in long-tailed learning"
        j = chunk.end
        if j < n and self.words[j] == "(":  # "X (ABC) is ..."
            while j < n and j < chunk.end + 8 and self.words[j] != ")":
                j += 1
            j += 1
        if j + 1 < n and low[j] in ("has", "have") and low[j + 1] in ("been", "become"):
            j += 1
        prev_ok = chunk.start == 0 or self.pos[chunk.start - 1] not in ("ADP", "VERB", "PART") and \
            self.tag[chunk.start - 1] != "VBG"  # "Learning from noisy labels is a problem": not "noisy labels"
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
        doc, low = self.doc, self.lower
        si = self.tok_sent[chunk.start]
        sent = self.sents[si]
        i = core.start
        # "we study T", "we focus on T", "this paper investigates T"
        k = chunk.start - 1
        while k > sent.start and (low[k] in ("the", "a", "an", "on", "of", "problem", "task", "challenge")
                                  or low[k] in _HARDNESS_WORDS or low[k] in _KIND_WORDS):
            k -= 1  # "we study the complexity of T", "we investigate a class of T"
        if k >= sent.start and low[k] in L.STUDY_VERBS:
            subj = low[max(sent.start, k - 3):k]
            if any(w in ("we", "paper", "work", "study", "i") for w in subj):
                return "study"
        # "we investigate the impact of A on T", "we study the role of A in T"
        if chunk.start - 1 > sent.start and low[chunk.start - 1] in ("on", "in", "for"):
            for e in range(chunk.start - 2, max(sent.start, chunk.start - 9), -1):
                if low[e] in _EFFECT_NOUNS and low[e + 1] == "of":
                    k = e - 1
                    while k > sent.start and low[k] in ("the", "a", "an", "its", "their"):
                        k -= 1
                    if low[k] in L.STUDY_VERBS and any(
                            w in ("we", "paper", "work", "study", "i") for w in low[max(sent.start, k - 3):k]):
                        return "study"
                    break
                if low[e] in (",", ";", "and", "but", "which", "that"):
                    break
        # "T aims to ...", "T (ACR) refers to ..."
        head_at_start = chunk.start == sent.start or all(
            low[x] in ("the", "a", "an") for x in range(sent.start, chunk.start)) or (
            low[sent.start] == "in" and low[chunk.start - 1] == "," and chunk.start - sent.start <= 8)
        if head_at_start:
            j = chunk.end
            if j < sent.end and doc[j].text == "(":
                while j < sent.end and doc[j].text != ")":
                    j += 1
                j += 1
            nxt = low[j:j + 4]
            if self._defines(nxt) or self._aims_pp_end(chunk) is not None:
                return "aims"
            if si == 0 and chunk.start == sent.start and j < sent.end and \
                    (self.pos[j] in ("AUX", "VERB") or doc[j - 1].text == ")") and self.tag[core.start] != "VBG":
                if _NOMINAL_RE.search(core[-1].lower_) and not core[-1].lower_.endswith("ing"):
                    return "opening-subject"
        # "In T, ..."
        if si <= 1 and chunk.start == sent.start + 1 and low[sent.start] == "in" and \
                chunk.end < sent.end and doc[chunk.end].text == ",":
            return "in-opening"
        return None

    @staticmethod
    def _defines(nxt: list[str]) -> bool:
        """Do the lower-case words ``nxt`` open a definition of the phrase before them
        ("aims to", "refers to", "is concerned with", "is the task / problem of")?"""
        return nxt[:2] in (["aims", "to"], ["aim", "to"], ["seeks", "to"], ["refers", "to"]) or \
            nxt[:3] in (["is", "concerned", "with"],) or nxt[:4] in (["is", "the", "task", "of"],
                                                                    ["is", "the", "problem", "of"])

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
        doc = self.doc
        proposed_keys = {_norm(self._text(a)) for c in self.proposed for a in [c] + c.aliases}
        self._proposed_keys = proposed_keys
        self._core_cache = {}
        self._focus_setup()
        for chunk in self.nps:
            core = self._task_core(chunk)
            if core is None:
                continue
            hi = core.end - 1  # the head token
            head_low, head_pos = self.lower[hi], self.pos[hi]
            core_text = self.text[core.start_char:core.end_char]
            lem = _singular(head_low)
            headed = lem in L.TASK_HEADS or head_low in L.TASK_HEADS
            framed = self._framed_as_task(chunk, core)
            position = self._task_position(chunk, core) if not framed else None
            # a one-word problem under study takes its "of / in" complement:
            # "we investigate the impact of A on generalization in deep networks"
            ext_end = self._complement_end(core) if position == "study" and len(core) == 1 else None
            if position == "aims" and core.end == chunk.end:
                pp_end = self._aims_pp_end(chunk)
                if pp_end is not None:
                    ext_end = doc[pp_end - 1].idx + len(doc[pp_end - 1].text)  # "learning on graphs"
            if not headed:
                # only framed phrases of two or more words headed by a noun that is
                # neither a method noun nor a generic one ("sequential decision-making");
                # a phrase in a task position may also be a learning problem that
                # Papers with Code lists as a task and not as a method ("continual learning")
                in_compound = hi > 0 and self.words[hi - 1] == "-" and (
                    head_pos != "ADJ" or self.lower[chunk.end - 1] in ("problem", "problems"))
                listed_task = False
                in_purpose = chunk.start > 1 and self.lower[chunk.start - 1] == "for" and (
                    self.pos[chunk.start - 2] != "VERB" and self.main_sent is not None
                    and self.tok_sent[chunk.start] == self.main_sent
                    or self._attached_to_proposal(chunk.start - 1))
                if in_purpose and position is None:
                    position = "main-for"  # "we propose X, a method for T"
                if position is None and chunk.start > 1 and self.lower[chunk.start - 1] in _RESULT_PREPS and \
                        self._result_claim(self.tok_sent[chunk.start], chunk.start):
                    position = "result"  # "our technique achieves state-of-the-art performance in T"
                if position in ("study", "aims", "in-opening", "main-for", "result"):
                    key = _norm(core_text)
                    listed_task = key in self.task_gaz_keys and key not in self.method_gaz_keys \
                        and core_text.lower() not in L.FIELDS
                if position is not None and not listed_task and ext_end is None and (
                        lem in L.METHOD_HEADS or not _NOMINAL_RE.search(head_low)
                        or lem in L.NON_TASK_NOMINALS) and not (
                        position in ("aims", "study", "in-opening") and lem in _TITLE_TOPIC_HEADS):
                    position = None  # a non-nominal head ("models") is not a problem
                # "we study the problem of agnostic reinforcement learning", "Semi-supervised
                # learning has been a fundamental challenge", "Domain incremental learning
                # aims to ...": a learning setting that the text itself calls a problem
                problem_of = lem in _TITLE_TOPIC_HEADS and (
                    framed in ("problem-of", "copula")
                    or framed == "trailer" and self.lower[chunk.end - 1] in _PROBLEM_NOUNS | {"scenario", "scenarios"}
                    or position in ("aims", "study", "in-opening")) \
                    and any(self.lower[x] not in L.GENERIC_MODIFIERS for x in range(core.start, core.end - 1))
                # "For linear regression tasks": a nominal method head that the text calls a task
                named_task = framed == "trailer" and self.lower[chunk.end - 1] in ("task", "tasks", "problem", "problems") \
                    and bool(_NOMINAL_RE.search(head_low)) and lem not in L.NON_TASK_NOMINALS
                if not listed_task and (not (framed or position) or (len(core_text.split()) < 2 and ext_end is None)
                                        or (head_pos not in ("NOUN", "PROPN") and not in_compound and not problem_of)
                                        or (lem in L.METHOD_HEADS and not problem_of and not named_task)
                                        or head_low in L.EVALUATIVE
                                        or (lem in L.GENERIC_NOUNS and not (framed and _NOMINAL_RE.search(lem)) and not problem_of)):
                    continue
                framed = True
            mods = [k for k in range(core.start, core.end - 1) if self.lower[k] not in L.NP_STRIP_LEFT]
            if (not mods and not framed and ext_end is None) or len(core_text.split()) > 6:
                continue
            if len(core) >= 3 and self.words[core.end - 2] == "-" and self.lower[core.end - 1] in L.ADJECTIVAL_SUFFIXES:
                continue  # "customized instance-level (task weighing)": an adjective, not a problem
            if any(_norm(self._span_text(n)) in proposed_keys for n in self._names_in(core.start, core.end)):
                continue
            if core_text.lower() in L.FIELDS:
                continue
            if all(self.lower[k] in L.PROBLEM_QUALIFIERS or self.lower[k] in L.EVALUATIVE
                   or self.lower[k] in L.NP_STRIP_LEFT for k in range(core.start, core.end)):
                continue  # "a critical research problem": qualifies a problem, names none
            if len(core) > 1 and self.words[core.start][:1].isupper() and \
                    all(self.words[k][:1].isupper() for k in range(core.start, core.end) if self.words[k].isalpha()) and \
                    _norm(core_text) not in self.task_gaz_keys and core.start != self.sents[self.tok_sent[core.start]].start:
                continue  # "Centered Kernel Alignment": a title-case name inside a sentence names a method
            tags = self._task_tags(chunk, core)
            if framed:
                tags.add("framed")
            if position is None and headed:
                position = self._task_position(chunk, core)
            if position is not None:
                tags.add(position)
            if not tags:
                continue
            end = ext_end or core.end_char
            last = self.lower[core.end - 1]
            if core.end < chunk.end and self.lower[chunk.end - 1] in ("problem", "problems") and not (
                    _singular(last) in L.TASK_HEADS or _NOMINAL_RE.search(last) or last.endswith("ics")):
                end = chunk.end_char  # "min-max problems", "saddle point problems": the problem word belongs
            c = self.add(core.start_char, end, "Task", "task", "task-np", 0.7)
            c.tags = tags
            if "for" in tags or "appositive" in tags:
                c.conf = 0.75
        for s in self.gaz_by_type.get("Task", []):
            if _norm(self._span_text(s)) in self.method_gaz_keys:
                continue  # "Direct Preference Optimization": a method that PwC also lists as a task
            head = s[-1].lower_
            if head in L.METHOD_HEADS or head.rstrip("s") in L.METHOD_HEADS or self._span_text(s).lower() in L.FIELDS:
                continue
            chunk = self.chunk_of.get(s.start)
            start, end = s.start_char, s.end_char
            tags = {"gazetteer"}
            if chunk is not None:
                core = self._task_core(chunk)
                if core is not None and core.end == s.end and core.start <= s.start and \
                        self.lower[core.start] not in _NAMING_FORMS:
                    start = core.start_char  # the most specific phrase the text gives
                prev = doc[chunk.start - 1] if chunk.start > 0 else None
                if prev is not None and prev.lower_ in _TASK_BLOCK:
                    continue
                tags |= self._task_tags(chunk, core) if core is not None else set()
            if head not in L.TASK_HEADS and len(tags) == 1:
                continue
            if (_singular(head) in L.NON_TASK_NOMINALS or _singular(head) not in L.TASK_HEADS
                    and not _NOMINAL_RE.search(head) and not head.endswith("ics")
                    and (all(t.text[:1].isupper() for t in s if t.is_alpha) or _singular(head) != head)) \
                    and not tags & {"framed", "trailer", "study", "aims", "purpose"}:
                continue  # "Neural Temporal Point Processes are ...", "full-size point clouds": things, not problems
            c = self.add(start, end, "Task", "task", "task-gazetteer", 0.75)
            c.tags = tags
        for n in self._named_problems:
            for a, b in [(n.start_char, n.end_char)] + [
                    (x[0], x[1]) for x in (self._pair_of(n.start_char, n.end_char) or ())[:2]]:
                c = self.add(a, b, "Task", "task", "task-named-problem", 0.8)
                c.tags = {"named-problem"}
        self._task_examples(proposed_keys)
        self._defined_problem(proposed_keys)
        self._modeling_tasks(proposed_keys)
        self._gerund_problem(proposed_keys)
        self._studied_gerund(proposed_keys)
        self._purpose_clause_tasks(proposed_keys)
        self._descriptor_tasks(proposed_keys)
        self._title_tasks(proposed_keys)
        if not any(c.etype == "Task" for c in self.cands):
            self._task_fallback(proposed_keys)

    def _descriptor_tasks(self, proposed_keys: set[str]):
        """The problem named inside the descriptor of a contribution: "we introduce a
        novel self-supervised image pretraining method", "this paper presents a 3D
        scene reconstruction framework", "X as a parameter-efficient transfer learning
        technique" -> the modifiers of the descriptor noun of a
        whole contribution (:data:`_WHOLE_DESCRIPTOR_HEADS`), when they are two words
        or more ending in a noun that names a problem or a learning setting (tag
        ``descriptor``). Contribution verbs are those of :meth:`proposals`."""
        low = self.lower
        # "VPT as a parameter-efficient transfer learning technique": "as a" works like a
        # contribution verb for the descriptor that follows it
        as_a = [k for k in range(len(low) - 2) if low[k] == "as" and low[k + 1] in ("a", "an")]
        for v in sorted(set(self.proposal_verbs) | set(as_a)):
            x = v + 1
            while x < len(low) and self.pos[x] in ("ADV", "DET"):
                x += 1
            ch = self.chunk_of.get(x)
            if ch is None or ch.start != x or self.tok_sent.get(ch.start) != self.tok_sent[v]:
                continue
            if _singular(low[ch.end - 1]) not in _WHOLE_DESCRIPTOR_HEADS:
                continue  # "a cross-modal translation module" is a part, not the contribution
            sp = self._trim_chunk(self.doc[ch.start:ch.end - 1]) if ch.end - 1 > ch.start else None
            if sp is None or len(sp) < 2 or sp.end != ch.end - 1:
                continue
            head = low[sp.end - 1]
            if self.pos[sp.end - 1] not in ("NOUN", "PROPN") and self.tag[sp.end - 1] != "VBG":
                continue
            while sp.start < sp.end - 1 and (low[sp.start] in L.PROBLEM_QUALIFIERS or low[sp.start] in L.EVALUATIVE
                                             or self.pos[sp.start] == "ADJ" and low[sp.start].endswith(("ive", "ful", "ed"))
                                             and self.words[sp.start + 1] != "-"):
                sp = self.doc[sp.start + 1:sp.end]  # "an innovative (geometric deep learning) framework"
            while sp.start < sp.end - 1 and (self.words[sp.start] == "-" or self.words[sp.start - 1] == "-"):
                sp = self.doc[sp.start + 1:sp.end]  # "a high-performance ...": trimming left half a compound
            cut = max((k + 1 for k in range(sp.start + 1, sp.end - 1)
                       if low[k] in _MEANS_SUFFIXES and self.words[k - 1] == "-"), default=sp.start)
            sp = self.doc[cut:sp.end]  # "a state machine-based (task planning) framework"
            words = sp.text.lower().split()
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
        two sentences: "Training recurrent neural networks remains a challenge",
        "Estimating causal effects from observational data is difficult" -> the clause
        (gerund and its object noun phrase)."""
        low = self.lower
        for si in range(min(2, len(self.sents))):
            sent = self.sents[si]
            i = sent.start
            if not low[i].endswith("ing") or i + 2 >= sent.end:
                continue
            ch = self.chunk_of.get(i)
            if ch is not None and ch.start == i and ch.end > i + 1:
                obj = self._trim_chunk(self.doc[i + 1:ch.end])  # "Training recurrent neural networks"
            elif self.tag[i] == "VBG":
                k = i + 1 if low[i + 1] not in ("from", "with", "under", "in", "on") else i + 2
                ch = self.chunk_of.get(k)  # "Learning from noisy labels"
                if ch is None or ch.start != k:
                    continue
                obj = self._trim_chunk(ch)
            else:
                continue
            if obj is None or ch.end >= sent.end or len(obj) == 1 and _singular(low[obj.start]) in L.GENERIC_NOUNS:
                continue
            j = ch.end
            end_char = ch.end_char
            pp = self.chunk_of.get(j + 1) if j + 1 < sent.end and low[j] in (
                "from", "of", "in", "under", "with", "on", "to", "for", "across", "into") else None
            if pp is not None and pp.start == j + 1:
                j, end_char = pp.end, pp.end_char  # "Estimating causal effects from observational data is hard"
            if self.words[j] == "(":
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
            c.tags = {"framed", "opening-subject"} | ({"opening"} if si == 0 else set())

    def _studied_gerund(self, proposed_keys: set[str]):
        """"We study the problem of learning linear dynamical systems", "we consider
        estimating conditional densities": a gerund clause (the gerund and its object
        noun phrase, which has no determiner) after "the problem / task of" or a
        self-study verb is the problem studied (tag ``study``)."""
        low = self.lower
        for i in range(1, len(low) - 1):
            if self.tag[i] != "VBG":
                continue
            own = self.chunk_of.get(i)
            inner = own is not None and own.start == i and own.end > i + 1  # "learning linear systems" as one chunk
            if low[i] in NOMINAL_GERUNDS and not inner:
                continue
            b = i - 1
            si = self.tok_sent[i]
            lo = self.sents[si].start
            lead = i
            if self.pos[b] == "ADV" and b - 1 >= lo and low[b - 1] in ("of", "study", "consider", "studies", "considers"):
                lead, b = b, b - 1  # "the problem of collaboratively learning X"
            if low[b] == "of" and b - 1 >= lo and low[b - 1] in ("problem", "task"):
                k = b - 2
                while k > lo and low[k] in ("the", "a", "an", "fundamental", "classical", "general"):
                    k -= 1
                studied = low[k] in L.STUDY_VERBS and any(w in ("we", "paper", "work", "i")
                                                          for w in low[max(lo, k - 3):k])
            elif low[b] in L.STUDY_VERBS and b - 1 >= lo and low[b - 1] == "we":
                studied = True
            else:
                continue
            if not studied:
                continue
            ch = self.doc[i + 1:own.end] if inner else self.chunk_of.get(i + 1)
            if ch is None or ch.start != i + 1 or self.pos[i + 1] == "DET" or ch.end - i > 6:
                continue
            if len(ch) == 1 and _singular(low[ch.start]) in L.GENERIC_NOUNS or self.pos[ch.end - 1] not in ("NOUN", "PROPN"):
                continue  # "obtaining optimal (and realistic prescriptions)": no noun phrase
            if any(_norm(self._span_text(n)) in proposed_keys for n in self._names_in(ch.start, ch.end)):
                continue
            c = self.add(self.doc[lead].idx, ch.end_char, "Task", "task", "task-studied-clause", 0.6)
            c.tags = {"study", "framed"}

    def _task_examples(self, proposed_keys: set[str]):
        """Examples of tasks, after Hearst (1992, "Automatic Acquisition of Hyponyms from
        Large Text Corpora", COLING): "tasks such as A, B and C", "downstream tasks
        (e.g., A, B)", "problems including A": each listed noun phrase (up to the closing
        parenthesis or the end of the clause) is a task, except names (datasets, models)
        and phrases headed by a method or generic noun that is not a task noun."""
        low = self.lower
        n = len(low)
        for k in range(1, n - 1):
            w = low[k]
            if w == "such" and low[k + 1] == "as":
                start = k + 2
            elif w in ("e.g.", "e.g", "including", "like"):
                start = k + 1
                if start < n and self.words[start] == ",":
                    start += 1
            else:
                continue
            j = k - 1
            while j > 0 and self.words[j] in ("(", ",", "[") and k - j < 3:
                j -= 1
            if low[j] not in ("tasks", "problems"):
                continue
            if low[j] == "problems":
                v = j - 1
                while v > 0 and (self.pos[v] in ("ADJ", "DET", "ADV") or low[v] in ("to", "from")):
                    v -= 1
                if low[v] in L.ISSUE_VERBS:
                    continue  # "leads to problems such as over-smoothing": shortcomings, not tasks
            end = self.sents[self.tok_sent[k]].end
            x = start
            while x < end:
                # list joiners and the numbers of a per-task result ("+1.1% detection")
                while x < end and (low[x] in _LIST_JOINERS or self.words[x] in ("%", "+")
                                   or _NUMBER_RE.match(self.words[x])):
                    x += 1
                ch = self.chunk_of.get(x)
                if x >= end or ch is None or ch.start != x:
                    break  # the list ends where no noun phrase follows
                x = ch.end
                self._task_example(ch, proposed_keys)
                if x < end and low[x] not in _LIST_JOINERS:
                    break  # "... such as gender and race. Conventional ...": the list is over

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

    def _task_example(self, ch: Span, proposed_keys: set[str]):
        """Add the noun phrase ``ch`` of a task-example list as a task (see
        :meth:`_task_examples`)."""
        low = self.lower
        core = self._task_core(ch)
        if core is None or len(core) > 5 or self.pos[core.end - 1] not in ("NOUN", "PROPN"):
            return
        if len(core) >= 3 and self.words[core.end - 2] == "-" and low[core.end - 1] in L.ADJECTIVAL_SUFFIXES:
            return  # "zero-shot (tasks)"
        head = _singular(low[core.end - 1])
        if head in L.METHOD_HEADS or head in L.GENERIC_NOUNS and head not in L.TASK_HEADS:
            return
        name = self.name_at.get(core.start)
        key = _norm(self._span_text(core))
        if name is not None and name.end >= core.end or key in proposed_keys \
                or key in self.dataset_gaz_keys or key in self.method_gaz_keys:
            return  # "tasks such as GLUE": a dataset or model name
        c = self.add(core.start_char, core.end_char, "Task", "task", "task-example", 0.6)
        c.tags = {"example"}

    def _modeling_tasks(self, proposed_keys: set[str]):
        """"X modeling" that Papers with Code lists as a task and not as a method
        ("sensor modeling", "language modelling", also in the plural: "existing sensor
        modelings") is a task: modelling an object X is a problem, not a technique."""
        tasks, methods = _pwc_keys("task"), _pwc_keys("method")
        for ch in self.nps:
            if self.lower[ch.end - 1] not in _MODELING_HEADS:
                continue
            core = self._task_core(ch)
            if core is None or len(core) < 2:
                continue
            key = _norm(self._span_text(core))
            if key not in tasks or key in methods or key in proposed_keys:
                continue
            c = self.add(core.start_char, core.end_char, "Task", "task", "task-gazetteer", 0.7)
            c.tags = {"gazetteer"} | self._task_tags(ch, core)

    def _title_words(self) -> list[str]:
        """The paper's title (``doc._.paperkg_title``) as lower-case singular words and
        punctuation marks (``:`` ``,`` ``?`` ...), or []."""
        return self._title_word_roles()[0]

    def _title_word_roles(self) -> tuple[list[str], list[str]]:
        """The title's lower-case singular words and punctuation marks (as
        :meth:`_title_words`) and, in parallel, each word's role in the title
        (:func:`kg.extract.roles_main.title_roles`: ``purpose``, ``means``, ``name``,
        ``plain``); two empty lists without a title."""
        if self._title_memo is not None:
            return self._title_memo
        title = self.doc._.paperkg_title
        words: list[str] = []
        roles: list[str] = []
        if title and isinstance(title, str):
            for w, role in title_roles(title):
                for part in re.findall(r"[a-z0-9]+|[:;,?!()]", w.replace("'s", "")):
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
            if nxt is not None and nxt.isalnum() and nxt not in _TITLE_FUNCTION_WORDS and not nxt.endswith("ly"):
                continue  # "A Label Encoding Perspective" (an adverb may follow: "Maximization Exponentially Fast")
            if prev in _TITLE_MEANS_WORDS:
                continue
            return i
        return None

    def _title_role_tags(self, at: int, n: int) -> set[str]:
        """Tags for a phrase of ``n`` title words found at index ``at``: ``title`` plus
        ``title-purpose`` / ``title-means`` when all its words have that role."""
        tw, all_roles = self._title_word_roles()
        roles = set(all_roles[at:at + n])
        tags = {"title"}
        if roles == {"purpose"} and (n > 1 or at > 0 and tw[at - 1] in ("for", "towards", "toward")):
            tags.add("title-purpose")  # one word only right after the cue: "for Control", not "... H∞ Control"
        elif roles == {"means"}:
            tags.add("title-means")
        return tags

    def _words_of(self, start: int, end: int) -> list[str]:
        """Lower-case singular words of the text ``[start, end)`` (as :meth:`_title_words`)."""
        return [_singular(w) for w in re.findall(r"[a-z0-9]+", self.text[start:end].lower().replace("'s", ""))]

    def _title_tasks(self, proposed_keys: set[str]):
        """Use the title (when the caller set ``doc._.paperkg_title``): a task mention
        that the title names as a whole phrase (:meth:`_title_phrase`) gets the tag
        ``title`` (with ``title-purpose`` / ``title-means`` by its role in the title,
        :func:`~kg.extract.roles_main.title_roles`); a noun phrase of two to six words that
        the title names and whose head names a problem (:meth:`_problem_head`, or a
        learning / optimisation / estimation setting: "federated representation
        learning") becomes a task mention; so does the title's statement of purpose
        where the abstract repeats it (:meth:`_title_purpose_tasks`)."""
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
            if at is not None:
                c.tags = set(c.tags) | self._title_role_tags(at, len(words))
        for ch in self.nps:
            core = self._task_core(ch)
            if core is None or not 2 <= len(core) <= 6 or (core.start_char, core.end_char) in have:
                continue
            head = self.lower[core.end - 1]
            if not (self._problem_head(head) or _singular(head) in _TITLE_TOPIC_HEADS):
                continue
            words = self._words_of(core.start_char, core.end_char)
            at = self._title_phrase(words, tw) if len(words) >= 2 else None
            if at is None:
                continue
            if self._span_text(core).lower() in L.FIELDS or any(_norm(self._span_text(n)) in proposed_keys
                                                    for n in self._names_in(core.start, core.end)):
                continue
            if self.pos[core.start] in ("VERB", "AUX") or self.tag[core.start] == "VBG" and core.start == ch.start \
                    and self._verbal_lead(core.start):
                continue
            c = self.add(core.start_char, core.end_char, "Task", "task", "task-title", 0.6)
            c.tags = self._title_role_tags(at, len(words)) | self._task_tags(ch, core)
            have.add((core.start_char, core.end_char))
        self._title_purpose_tasks(proposed_keys, have)

    def _title_purpose_tasks(self, proposed_keys: set[str], have: set):
        """The title's statement of purpose ("M for T", "Towards T", "T via M"), where
        the abstract repeats it, is a task: for each run of content words in the
        purpose of the title, the longest tail of the run (two words or more, or one
        task noun) that the abstract contains as consecutive words, ending in a noun
        that names a problem (:meth:`_problem_head`, a learning setting, a field in
        "-ics", or a Papers with Code task), becomes a task mention at its first
        occurrence with the tags ``title`` and ``title-purpose`` ("Training Policies for
        Reinforcement Learning" and "... current reinforcement learning methods ..." ->
        "reinforcement learning")."""
        tw, roles = self._title_word_roles()
        runs, run = [], []
        for i, (w, r) in enumerate(zip(tw, roles)):
            if r == "purpose" and w.isalnum() and w not in _TITLE_FUNCTION_WORDS and w not in ("the", "a", "an"):
                if not run:
                    after_cue = i > 0 and tw[i - 1] in ("for", "towards", "toward")
                run.append(w)
            else:
                if run:
                    runs.append((run, after_cue))
                run = []
        if run:
            runs.append((run, after_cue))
        seq: list[tuple[str, int]] = []  # (singular word, token index) over the abstract
        for t in self.doc:
            for part in re.findall(r"[a-z0-9]+", self.lower[t.i].replace("'s", "")):
                seq.append((_singular(part), t.i))
        words = [w for w, _ in seq]
        self._title_clause_task(proposed_keys, words, seq, have)
        for run, after_cue in runs:
            for k in range(len(run)):
                tail = run[k:]
                if len(tail) < 2 and (len(run) > 1 or not after_cue or _singular(tail[0]) not in L.TASK_HEADS):
                    break  # a one-word tail of a longer purpose is too general ("Hybrid Control")
                if tail[0] in _QUANTIFIERS:
                    continue  # "Features at Any Resolution": a quantifier does not start a task
                pos = next((i for i in range(len(words) - len(tail) + 1) if words[i:i + len(tail)] == tail), None)
                if pos is None:
                    continue
                first, last = seq[pos][1], seq[pos + len(tail) - 1][1]
                if self.pos[last] not in ("NOUN", "PROPN") and self.tag[last] != "VBG":
                    break
                if (last + 1 < len(self.doc) and self.words[last + 1] == "-") or \
                        (first > 0 and self.words[first - 1] == "-"):
                    break  # part of a hyphenated word ("learning-based")
                head = self.lower[last]
                sp = self.doc[first:last + 1]
                key = _norm(sp.text)
                system = _singular(head) == "system" and len(tail) >= 2 and (
                    tail[-2].endswith("er") or self._problem_head(tail[-2]))  # "recommender systems"
                if not system and (_singular(head) in L.METHOD_HEADS and _singular(head) not in _TITLE_TOPIC_HEADS or not (
                        self._problem_head(head) or _singular(head) in _TITLE_TOPIC_HEADS or head.endswith("ics")
                        or key in self.task_gaz_keys and key not in self.method_gaz_keys)):
                    break
                if sp.text.lower() in L.FIELDS or key in proposed_keys or any(
                        _norm(n.text) in proposed_keys for n in self._names_in(first, last + 1)):
                    break
                if any(c.etype == "Task" and (c.start, c.end) == (sp.start_char, sp.end_char) and "title-purpose" in c.tags
                       for c in self.cands):
                    break
                ch = self.chunk_of.get(first)
                core = self._task_core(ch) if ch is not None else None
                if core is not None and core.end == sp.end and core.start < sp.start and \
                        all(self.words[k].isalpha() and self.pos[k] in ("ADJ", "NOUN", "PROPN")
                            and self.lower[k] not in _TASK_TRAILERS for k in range(core.start, sp.start)):
                    sp = core  # the most specific phrase the text gives: "multivariate time series forecasting"
                old = [c for c in self.cands if c.etype == "Task" and (c.start, c.end) == (sp.start_char, sp.end_char)]
                for c in old:
                    c.tags = set(c.tags) | {"title", "title-purpose"}
                if not old:
                    c = self.add(sp.start_char, sp.end_char, "Task", "task", "task-title", 0.6)
                    c.tags = {"title", "title-purpose"} | (self._task_tags(ch, sp) if ch is not None else set())
                have.add((sp.start_char, sp.end_char))
                break

    def _title_clause_task(self, proposed_keys: set[str], words: list[str], seq: list[tuple[str, int]], have: set):
        """A title segment (between colons or question marks) that is a gerund clause of
        two to seven words without a means or purpose word ("Learning from Aggregate
        Responses: ..."), found word for word in the abstract (``words``/``seq``: the abstract's
        singular words and their tokens), is a task with the tags ``title`` and
        ``title-purpose``."""
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
            pos = next((i for i in range(len(words) - n + 1) if words[i:i + n] == seg), None)
            if pos is None:
                continue
            first, last = seq[pos][1], seq[pos + n - 1][1]
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
        property: "rate", :data:`~kg.extract.lexicon.STUDY_PROPERTY_NOUNS`)
        followed by such a complement ("generalization in deep networks",
        "parallelization of training", "the rate of convergence"), else None. The
        complement is one trimmed noun phrase."""
        k = core.end
        if k + 1 >= len(self.doc) or self.lower[k] not in ("of", "in"):
            return None
        head = self.lower[core.start]
        if not (_singular(head) in L.TASK_HEADS or _NOMINAL_RE.search(head) or head in L.STUDY_PROPERTY_NOUNS) \
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
        doc = self.doc
        sents = sorted({0} | self.proposal_sents | ({self.main_sent} if self.main_sent is not None else set()))
        low = self.lower
        for ch in self.nps:
            e = ch.end
            if e + 3 <= len(low) and low[e] == "as" and low[e + 1] in ("a", "an", "the") and \
                    low[e + 2] in ("testbed", "test-bed", "benchmark", "case", "proxy", "playground"):
                core = self._task_core(ch)
                if core is not None and _norm(self._span_text(core)) not in proposed_keys:
                    c = self.add(core.start_char, core.end_char, "Task", "task", "task-testbed", 0.6)
                    c.tags = {"opening"}
                    return
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
                if len(core) < 2:
                    continue
                c = self.add(core.start_char, core.end_char, "Task", "task", "task-purpose", 0.55)
                c.tags = {"for"}
                return
        # a gerund clause as the purpose or the problem: "a method for reconstructing
        # dynamic 3D scenes", "the problem of recovering low-rank matrices"
        for si in sents:
            sent = self.sents[si]
            for i in range(sent.start + 1, sent.end - 1):
                if self.tag[i] != "VBG" or self.lower[i] in NOMINAL_GERUNDS:
                    continue
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
                if ch.end - i > 6 or (len(ch) == 1 and _singular(self.lower[ch.end - 1]) in L.GENERIC_NOUNS):
                    continue
                c = self.add(self.idx[i], ch.end_char, "Task", "task", "task-purpose-clause", 0.5)
                c.tags = {"for"}
                return

    # ------------------------------------------------------------------ stage 6: metrics
    def metrics(self):
        doc = self.doc
        defined = {}
        for _, _, a in self.pairs:
            defined[_norm(a.short)] = a.long.lower()
        for s in self.gaz_by_type.get("Metric", []):
            if self._span_text(s) in L.GENERIC_ABBREVIATIONS:
                continue
            long = defined.get(_norm(self._span_text(s)))
            if long is not None and not any(w in long for w in L.METRIC_WORDS | {"rate", "score", "error", "distance"}):
                continue
            i = s.start
            while i > 0:
                p = doc[i - 1]
                if p.text == "-" and i > 1 and not doc[i - 2].whitespace_ and not p.whitespace_:
                    i -= 2  # "worst-case regret", "top-1 accuracy"
                    continue
                if not any(ch.isalpha() for ch in p.text):
                    break
                if p.lower_.endswith(("ing", "ed")) and p.lower_ not in L.METRIC_MODIFIERS:
                    break  # "degraded generation quality": a participle says how the value changed
                if _VALUE_TOKEN_RE.match(p.text):
                    break  # "a 10x speedup": the value, not part of the metric's name
                if p.lower_ in L.METRIC_RANKING_WORDS:
                    break  # "top accuracy": a ranked value of the metric "accuracy"
                if p.lower_ in L.METRIC_MODIFIERS or (p.pos_ in ("NOUN", "PROPN", "ADJ")
                                                      and p.lower_ not in L.NP_STRIP_LEFT and p.lower_ not in L.GENERIC_NOUNS
                                                      and p.lower_ not in L.EVALUATIVE):
                    i -= 1
                else:
                    break
            if i < s.start and doc[i].text in ("-",):
                i += 1
            self.add(doc[i].idx, self._tradeoff_end(i, s), "Metric", "metric", "metric-lexicon", 0.75)
        self._measured_by_lists()

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
        irrelevant information, factual errors, and incompleteness") is a measure.

        A phrase of at most four words counts when it starts right at the list slot (after
        "by", a comma, "and" / "or", or "the"), contains no word of
        :data:`~kg.extract.lexicon.VAGUE_MEASURE_WORDS` ("standard benchmarks", "a
        reward function") and is no proposed name; the list ends at any other token.
        """
        low = self.lower
        proposed_keys = {_norm(self._text(a)) for c in self.proposed for a in [c] + c.aliases}
        for sent in self.sents:
            for i in range(sent.start + 1, sent.end - 2):
                if low[i - 1] != "as" or low[i] not in ("measured", "quantified") or \
                        low[i + 1] not in ("by", "in", "with"):
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

    # ------------------------------------------------------------------ resolve
    def resolve(self):
        """Deduplicate candidates, settle overlaps by priority, build mentions and links."""
        prio = {("Method", "proposed"): 0, ("Dataset", "benchmark"): 0, ("Dataset", "dataset"): 1,
                ("Metric", "metric"): 2, ("Task", "task"): 3, ("Method", "used"): 4, ("Method", "compared"): 4,
                ("Method", "mention"): 5}
        cands = sorted(self.cands, key=lambda c: (prio.get((c.etype, c.role), 9), c.start, -(c.end - c.start)))
        claimed: list[tuple[int, int, int]] = []  # start, end, prio
        keys_by_type: dict[tuple[str, str], _Cand] = {}
        proposed_keys = {_norm(self._text(c)) for c in self.proposed}
        for c in self.proposed:
            for a in c.aliases:
                proposed_keys.add(_norm(self._text(a)))
        kept: list[_Cand] = []
        dataset_keys = {_norm(self._text(c)) for c in cands if c.etype == "Dataset"}
        for c in cands:
            p = prio.get((c.etype, c.role), 9)
            txt = self._text(c)
            key = _norm(txt)
            if not key or len(key) < 2 or key in L.GENERIC_NOUNS and c.rule != "task-example" and not (
                    c.etype == "Metric" and key in L.METRIC_WORDS):  # "improves accuracy": a metric
                continue
            if p >= 2 and key in proposed_keys:
                continue
            if c.etype == "Method" and (key in dataset_keys or txt in L.NON_METHOD_ABBREVIATIONS
                                        or _SIZE_RANGE_RE.fullmatch(txt)):
                continue  # "1-10B": a size, never a method
            overlap = any(s < c.end and c.start < e and (cp < p or (cp == p and cp <= 1)) for s, e, cp in claimed)
            if overlap and not (p == 1 and any((s, e) == (c.start, c.end) and cp == 0 for s, e, cp in claimed)):
                continue
            k = (c.etype, key, c.role if c.role in ("used", "compared") else "")
            if c.role == "mention" and any((c.etype, k2, r) in keys_by_type
                                           for k2 in {key} | self.alias.get(key, set())
                                           for r in ("used", "compared")):
                continue  # a background mention of a method the paper also uses
            if k in keys_by_type:
                prev = keys_by_type[k]
                if prev.role == "used" and c.role == "compared":
                    pass
                prev.main = prev.main or c.main
                continue
            keys_by_type[k] = c
            claimed.append((c.start, c.end, p))
            kept.append(c)
        # a one-word task that heads a longer task of the same text ("retrieval" beside
        # "information retrieval") is not reported: the guidelines ask for the most
        # specific phrase the text gives
        heads = {self._text(c).lower().replace("-", " ").split()[-1] for c in kept
                 if c.etype == "Task" and len(self._text(c).replace("-", " ").split()) > 1}
        kept = [c for c in kept if not (c.etype == "Task" and " " not in self._text(c).strip()
                                        and "-" not in self._text(c) and self._text(c).lower() in heads)]
        main_task = self._main_task([c for c in kept if c.etype == "Task"])
        self.mentions = []
        for c in sorted(kept, key=lambda c: (c.start, c.end, c.etype)):
            is_main = c is main_task
            self.mentions.append(Mention(self._text(c), c.etype, c.start, c.end, c.role, c.rule,
                                         round(c.conf, 2), main=is_main))
        self._links(kept)

    def _task_group(self, c: _Cand) -> str:
        """Identity of a task for the main-task choice: its normalised words as a set
        ("open-world 3D understanding" = "3D open-world understanding"), an acronym and
        its expansion being one task."""
        memo = self._group_memo.get((c.start, c.end))
        if memo is not None:
            return memo
        key = _norm(self._text(c))
        for k in sorted(self.alias.get(key, ())):
            if len(k) > len(key):
                key = k  # the expansion stands for its acronym
        memo = " ".join(sorted(set(key.replace("-", " ").split())))
        self._group_memo[(c.start, c.end)] = memo
        return memo

    def _main_task(self, tasks: list[_Cand]) -> Optional[_Cand]:
        """The main task among the kept task mentions ``tasks``: the best-scored task of
        :func:`kg.extract.roles_main.choose_main_task` over the evidence tags of all task
        candidates; its first kept mention is returned. None when ``tasks`` is empty or
        holds only evaluation suites."""
        if not tasks:
            return None
        groups = {self._task_group(c) for c in tasks}
        heads = {}
        for c in tasks:
            heads.setdefault(self._task_group(c), _singular(self._text(c).lower().replace("-", " ").split()[-1]))
        subsumed = {g for g in groups for h in groups
                    if h != g and set(g.split()) < set(h.split()) and heads[g] == heads[h]}
        cands = []
        surfaces: dict[str, set[str]] = {}
        for c in self.cands:
            if c.etype != "Task":
                continue
            g = self._task_group(c)
            if g in groups:
                cands.append((g, c))
                surfaces.setdefault(g, set()).add(self._text(c).lower())
        evidence = [TaskEvidence(g, c.sent, frozenset(c.tags), len(self._text(c).split()), c.start, g in subsumed)
                    for g, c in cands]
        # recurrence: sentences that name a multi-word task (a one-word task such as
        # "planning" also occurs inside other phrases: its own mentions count)
        counts = {}
        low_sents = [self.text[s.start_char:s.end_char].lower() for s in self.sents]
        for g, forms in surfaces.items():
            forms = {f for f in forms if " " in f or "-" in f}
            if forms:
                counts[g] = sum(1 for s in low_sents if any(f in s for f in forms))
        best = choose_main_task(evidence, counts)
        if best is None:
            return None
        return min((c for c in tasks if self._task_group(c) == best), key=lambda c: c.start)

    def _links(self, kept: list[_Cand]):
        texts = {(c.etype, self._text(c)) for c in kept}
        main = None
        if self.main is not None and ("Method", self._text(self.main)) in texts:
            main = self._text(self.main)
        self.main_text = main
        links: list[Link] = []

        def sent_of(c: _Cand) -> tuple[int, int]:
            s = self.sents[c.sent]
            return s.start_char, s.end_char

        # an expansion whose acronym is also kept links through the acronym only (the
        # resolve stage merges both forms into one entity through Extraction.acronyms)
        short_of = {_norm(a.long): a.short for _, _, a in self.pairs}
        kept_keys = {(c.etype, _norm(self._text(c))) for c in kept}
        seen = set()
        for c in kept:
            txt = self._text(c)
            short = short_of.get(_norm(txt))
            if short is not None and (c.etype, _norm(short)) in kept_keys:
                continue
            rel = None
            head = main
            head_type = "Method" if main else None
            if c.role in ("proposed", "benchmark"):
                rel, head, head_type = "proposes", None, None
            elif c.etype == "Task":
                rel = "addresses"
            elif c.etype == "Dataset":
                rel = "evaluatedOn"
            elif c.etype == "Metric":
                rel = "usesMetric"
            elif c.role == "compared":
                rel = "comparesWith"
            elif c.role == "used":
                rel = "uses"
            if rel is None:
                continue
            k = (rel, head, txt)
            if k in seen:
                continue
            seen.add(k)
            s, e = sent_of(c)
            links.append(Link(rel, head, head_type, txt, c.etype, s, e, c.rule, round(c.conf, 2)))
            if c.role == "proposed" and c.whole and ("Method", c.whole) in texts and c.whole != txt:
                links.append(Link("partOf", txt, "Method", c.whole, "Method", s, e, c.rule, round(c.conf, 2)))
        self.links = sorted(links, key=lambda l: (l.start, l.rel, l.head or "", l.tail))

    def run(self):
        if not self.sents:
            return
        self.proposals()
        self.novel_names()
        self.quoted_names()
        self.title_name()
        self.components()
        self.variants()
        self.datasets()
        self.metrics()
        self.tasks()
        self.methods()
        self.resolve()


@lru_cache(maxsize=2)
def _pwc_keys(kind: str) -> frozenset[str]:
    """Normalised Papers with Code names of ``kind`` ``"task"`` or ``"method"``."""
    from kg import vocab

    names = vocab.task_names() if kind == "task" else vocab.method_names()
    return frozenset(_norm(n) for n in names)


def get_mentions(doc: Doc) -> list[Mention]:
    """The mentions stored on ``doc`` by ``paperkg_roles``."""
    return [Mention(*t) for t in (doc._.paperkg_mentions or ())]


def get_links(doc: Doc) -> list[Link]:
    """The links stored on ``doc`` by ``paperkg_roles``."""
    return [Link(*t) for t in (doc._.paperkg_links or ())]


@Language.factory("paperkg_roles")
def make_roles(nlp: Language, name: str) -> RoleTagger:
    """spaCy factory for :class:`RoleTagger`."""
    return RoleTagger(nlp)
